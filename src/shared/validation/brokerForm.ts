import { z } from 'zod';
import { commissionMaxLength, textLimits, zipLength } from '../constants';
import { messages } from '../messages';
import { optionalText, PhoneCodeSchema, requiredText } from './userForm';

/** Ours: the broker form's labels and rule texts the spec does not quote. */
export const brokerFormTexts = messages.broker.form;

const T = brokerFormTexts;
const F = messages.fields;

/** Dashes (and spaces) are removed from ssn, fax, phone, telephone and license number before sending. */
function undashed(value: string): string {
  return value.replace(/[ -]/g, '');
}

function name(label: string, required: boolean) {
  const base = required
    ? requiredText(label, textLimits.brokerName)
    : optionalText(label, textLimits.brokerName);
  return base.refine((value) => /^[A-Za-z-]*$/.test(value), T.nameLetters(label));
}

function phoneLike(requiredMessage: string, label: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .transform(undashed)
    .pipe(z.string().regex(/^\d{10}$/, messages.form.phoneMask(label)));
}

const optionalTelephone = z
  .string()
  .trim()
  .transform(undashed)
  .pipe(z.string().regex(/^(\d{10})?$/, messages.form.phoneMask(T.telephone)))
  .default('');

export const BrokerSsnSchema = z
  .string({ error: messages.broker.taxIdRequired })
  .trim()
  .min(1, messages.broker.taxIdRequired)
  .transform(undashed)
  .pipe(z.string().regex(/^\d{9}$/, T.ssnMask));

export const BrokerLicenseSchema = z
  .string({ error: messages.broker.licenseRequired })
  .trim()
  .min(1, messages.broker.licenseRequired)
  .transform(undashed)
  .pipe(
    z
      .string()
      .min(1, messages.broker.licenseRequired)
      .max(textLimits.brokerLicense, messages.form.maxLength(T.license, textLimits.brokerLicense))
      .regex(/^[A-Za-z0-9]+$/, T.licenseAlphanumeric),
  );

export const BrokerEmailSchema = z
  .string({ error: messages.required(F.email) })
  .trim()
  .min(1, messages.required(F.email))
  .max(textLimits.brokerEmail, messages.form.maxLength(F.email, textLimits.brokerEmail))
  .pipe(z.email(messages.session.invalidEmail));

const ZipSchema = z
  .string({ error: messages.required(F.zip) })
  .trim()
  .min(1, messages.required(F.zip))
  .regex(/^\d+$/, messages.form.zipDigits)
  .length(zipLength, T.zipDigits);

/** The broker form's fields (spec part 1 §5, Broker form), as /brokerdetails and /becomepartner send them. */
export const brokerFormShape = {
  first_name: name(F.firstName, true),
  last_name: name(F.lastName, false),
  email: BrokerEmailSchema,
  country_phone_code: PhoneCodeSchema,
  phone: phoneLike(messages.broker.phoneRequired, F.phone),
  country_fax_code: PhoneCodeSchema,
  fax: phoneLike(messages.broker.faxRequired, T.fax),
  country_telephone_code: PhoneCodeSchema,
  telephone: optionalTelephone,
  street_address: requiredText(F.address, textLimits.brokerAddress),
  zip: ZipSchema,
  state: requiredText(F.state, 100),
  city: requiredText(F.city, 100),
  ssn: BrokerSsnSchema,
  license_number: BrokerLicenseSchema,
  state_of_formation: optionalText(T.stateOfFormation, 100),
};

/** The whole broker form with every rule, as the browser form checks it. */
export const BrokerFormSchema = z.strictObject(brokerFormShape);
export type BrokerFormInput = z.input<typeof BrokerFormSchema>;
export type BrokerForm = z.output<typeof BrokerFormSchema>;

/** The status dialogs: 'Status is required'. */
export const BrokerStatusValueSchema = z
  .number({ error: messages.broker.statusRequired })
  .int(messages.broker.statusRequired)
  .min(0, messages.broker.statusRequired)
  .max(9, messages.broker.statusRequired);

/** /brokerdetails: the broker form with its status dropdown. */
export const BrokerDetailsFormSchema = z.strictObject({
  ...brokerFormShape,
  status: BrokerStatusValueSchema,
});
export type BrokerDetailsFormInput = z.input<typeof BrokerDetailsFormSchema>;

/** A number shown as stored (masked) that the form neither checks nor sends. */
const keptAsStored = z.string().transform((): undefined => undefined);

/**
 * /brokerdetails editing a broker for a user without sensitive_information_disclosure: the tax
 * ID/SSN and license number show masked and read-only, and a save leaves the stored ones alone.
 */
export const BrokerDetailsKeptNumbersSchema = BrokerDetailsFormSchema.extend({
  ssn: keptAsStored,
  license_number: keptAsStored,
});

/** The commission as typed in the 99.99 mask: at most four digits, greater than 0. */
export const BrokerCommissionSchema = z
  .union([z.string(), z.number()], { error: messages.required(T.commission) })
  .transform((value) => String(value).trim())
  .pipe(
    z
      .string()
      .min(1, messages.required(T.commission))
      .regex(/^\d{0,2}(\.\d{0,2})?$/, T.commissionMask)
      .refine((value) => value.replace('.', '').length <= commissionMaxLength, T.commissionMask)
      .refine((value) => Number(value) > 0, messages.broker.commissionPositive),
  )
  .transform((value) => Number(value).toFixed(2));

/** The Send Agreement dialog: agreement date and commission percentage. */
export const SendAgreementFormSchema = z.strictObject({
  agreement_date: z
    .string({ error: messages.required(T.agreementDate) })
    .trim()
    .min(1, messages.required(T.agreementDate))
    .pipe(z.iso.date(T.agreementDateInvalid)),
  broker_commission: BrokerCommissionSchema,
});

/** The Invite Client dialog of the Broker role. */
export const InviteClientFormSchema = z.strictObject({
  email: z
    .string({ error: messages.shell.emailToRequired })
    .trim()
    .min(1, messages.shell.emailToRequired)
    .max(textLimits.brokerEmail, messages.form.maxLength(F.emailTo, textLimits.brokerEmail))
    .pipe(z.email(messages.shell.invalidEmail)),
});
