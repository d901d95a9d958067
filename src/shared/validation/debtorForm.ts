import { z } from 'zod';
import { maxDebtorContacts, minimumDebtorCreditLimit, textLimits, zipLength } from '../constants';
import { digitsOnly } from '../masks';
import { messages } from '../messages';
import { moneyText } from '../contract/money';
import { IdSchema, idMax } from '../contract/endpoint';
import { lettersDigitsAndSpaces, optionalPhone, placeNameMax } from './application/businessInformation';
import { optionalText, PhoneCodeSchema, requiredPhone, requiredText } from './userForm';
import { isBlank } from './blank';

/**
 * The Add/Edit Debtor form and its contacts (spec part 2 §5), as the browser checks it and the
 * server re-checks it. Phones, fax and FEIN travel without dashes; the credit limit as "1234.50".
 */

const D = messages.debtor;
export const debtorLabels = D.screens.labels;
const L = debtorLabels;

/** Required text of letters, digits and spaces (debtor name, contact first name). */
function lettersDigitsText(label: string, max: number, requiredMessage = messages.required(label)) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, messages.form.maxLength(label, max))
    .regex(lettersDigitsAndSpaces, D.screens.lettersDigitsSpaces(label));
}

function email(label: string, required: string, invalid: string, max: number) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, messages.form.maxLength(label, max))
    .pipe(z.email(invalid));
}

const ZipSchema = z
  .string({ error: messages.required(L.zip) })
  .trim()
  .min(1, messages.required(L.zip))
  .regex(/^\d+$/, messages.form.zipDigits)
  .min(zipLength, D.zipMin)
  .max(zipLength, D.zipMin);

/** FEIN in the 99-9999999 mask; the nine digits are stored. */
export const FeinSchema = z
  .string({ error: messages.required(L.fein) })
  .trim()
  .min(1, messages.required(L.fein))
  .regex(/^[\d-]+$/, D.screens.feinMask)
  .transform(digitsOnly)
  .refine((value) => value.length === 9, D.screens.feinMask);

/**
 * Weekly Credit Limit: at least 1.00, at most 99,999,999.99; anything that is not an amount reads
 * as not filled in ('Weekly Credit Limit is required', as the spec has it).
 */
export const WeeklyCreditLimitSchema = moneyText({
  required: D.creditLimitRequired,
  invalid: D.creditLimitRequired,
  cents: D.screens.creditLimitCents,
  min: minimumDebtorCreditLimit,
  below: `${L.creditLimit} ${D.creditLimitMin}`,
  above: `${L.creditLimit} ${D.creditLimitMax}`,
});

/** An id the server gave a stored row; absent on a new one. */
const StoredIdSchema = IdSchema;

/** One debtor contact (poc), spec part 2 §5 Debtor contacts. `id` only for a stored contact. */
export const DebtorContactSchema = z.strictObject({
  id: StoredIdSchema.optional(),
  first_name: lettersDigitsText(L.firstName, textLimits.contactFirstName, D.contactFirstNameRequired),
  last_name: optionalText(L.lastName, textLimits.contactLastName),
  email: email(L.email, D.emailRequired, D.emailInvalid, textLimits.contactEmailDebtor),
  department: optionalText(L.department, textLimits.department),
  country_phone_code: PhoneCodeSchema,
  phone: requiredPhone(L.phone),
  country_fax_code: PhoneCodeSchema,
  fax: optionalPhone(L.fax),
});
export type DebtorContactInput = z.input<typeof DebtorContactSchema>;
export type DebtorContact = z.output<typeof DebtorContactSchema>;

/** Up to 10 contacts, each with an email of their own (each may become a Debtor user). */
export const DebtorContactsSchema = z
  .array(DebtorContactSchema)
  .max(maxDebtorContacts, D.maxContacts)
  .superRefine((contacts, ctx) => {
    const seen = new Set<string>();
    contacts.forEach((contact, index) => {
      const key = contact.email.toLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', message: D.screens.contactEmailRepeated, path: [index, 'email'] });
      }
      seen.add(key);
    });
  })
  .default([]);

/** The Profile tab's fields (without FEIN, whose rule depends on the user and the record). */
export const debtorProfileShape = {
  prospect_id: z
    .number({ error: D.clientNameRequired })
    .int(D.clientNameRequired)
    .positive(D.clientNameRequired)
    .max(idMax, D.clientNameRequired),
  debtor_name: lettersDigitsText(L.debtorName, textLimits.debtorName),
  country_phone_code: PhoneCodeSchema,
  phone: requiredPhone(L.phone),
  country_fax_code: PhoneCodeSchema,
  fax: optionalPhone(L.fax),
  email: email(
    L.companyEmail,
    messages.required(L.companyEmail),
    D.companyEmailInvalid,
    textLimits.debtorEmail,
  ),
  address: requiredText(L.address, textLimits.debtorAddress),
  zip: ZipSchema,
  state: requiredText(L.state, placeNameMax),
  city: requiredText(L.city, placeNameMax),
  credit_limit: WeeklyCreditLimitSchema,
  optional_comments: optionalText(L.comments, textLimits.debtorComments, { multiline: true }),
  /** Free text up to 30 characters: a listed industry's title, or a new one. */
  industry: optionalText(L.industry, textLimits.industry),
  /** The listed industry picked; null for a new title (the server creates it) or none. */
  industry_id: StoredIdSchema.nullable().default(null),
};

/** A stored FEIN shown masked to a user without the disclosure right: neither checked nor sent. */
const keptFein = z
  .string()
  .optional()
  .transform((): undefined => undefined);

/**
 * The form as the browser checks it. `feinEditable` is false when a user without the disclosure
 * right edits a stored debtor: the FEIN shows masked, read-only, and a save leaves it alone.
 */
export function debtorFormSchema({ feinEditable }: { feinEditable: boolean }) {
  return z.strictObject({
    id: StoredIdSchema.optional(),
    ...debtorProfileShape,
    fein: feinEditable ? FeinSchema : keptFein,
    pocs: DebtorContactsSchema,
  });
}
export type DebtorFormInput = z.input<ReturnType<typeof debtorFormSchema>>;

/**
 * debtor/save: the form with `id` on an edit. FEIN may be left out (or blank): the server requires
 * it on a new debtor and replaces a stored one only for a caller holding the disclosure right.
 */
export const DebtorSaveRequestSchema = z.preprocess(
  (raw) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
    const values = { ...(raw as Record<string, unknown>) };
    if (isBlank(values.fein)) delete values.fein;
    return values;
  },
  z.strictObject({
    id: StoredIdSchema.optional(),
    ...debtorProfileShape,
    fein: FeinSchema.optional(),
    pocs: DebtorContactsSchema,
  }),
);
export type DebtorSaveRequest = z.output<typeof DebtorSaveRequestSchema>;
