import { z } from 'zod';
import { messages } from '../../messages';
import { referralCodeLength, textLimits, zipLength } from '../../constants';
import { digitsOnly } from '../../masks';
import { moneyText, optionalMoneyText } from '../../contract/money';
import { IdSchema } from '../../contract/endpoint';
import { TextSchema } from '../../contract/text';
import { compareIsoDates, readDate, todayIso, type IsoDate } from '../../dates';
import { optionalText, PhoneCodeSchema, requiredPhone, requiredText } from '../userForm';

/**
 * Step 1 of the prospect application (spec part 1 §5), and the field rules every wizard step
 * shares. The browser form and the server parse the very same schemas.
 *
 * Conventions of the wizard's rules:
 * - a value the field's input filter or mask would never let through (letters in a routing
 *   number, a half-typed SSN) reads as not filled in: '<label> is required';
 * - money is a decimal string 0 … 99,999,999.99 with at most 2 decimals, sent as "1234.50";
 * - dates travel as 'YYYY-MM-DD' (the form's 'MM/DD/YYYY' is accepted and converted);
 * - "today" is read when a value is checked, so a form left open over midnight stays right.
 */

/** The wizard's field labels live in the message catalogue with every other text. */
export const applicationLabels = messages.applicationFields;

/** Ours: a free-text field the spec gives no length; state and city names fit in it. */
export const placeNameMax = 60;

/** A required email: '<label> is required', the step's maximum, then 'Invalid Email'. */
export function requiredEmail(label: string, max: number) {
  return requiredText(label, max).pipe(z.email(messages.prospect.invalidEmail));
}

/** A yes/no answer, sent as 1/0 (or a boolean); absent or anything else is '<label> is required'. */
export function yesNo(label: string, message: string = messages.required(label)) {
  return z
    .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], { error: message })
    .transform((value) => value === true || value === 1 || value === '1');
}

/** The same answer where the step may leave it open: null when absent. */
export function optionalYesNo(label: string) {
  return yesNo(label).nullable().default(null);
}

/** True when a yes/no value, as the form holds it before parsing, is No. */
export function isNo(value: unknown): boolean {
  return value === false || value === 0 || value === '0';
}

/** True when a yes/no value, as the form holds it before parsing, is Yes. */
export function isYes(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}

/** A required zip: digits only, 'Zip Code must be at least 5 characters' below five. */
export function requiredZip(label: string = messages.fields.zip) {
  return requiredText(label, zipLength)
    .regex(/^\d+$/, messages.form.zipDigits)
    .min(zipLength, messages.prospect.zipMin);
}

/** Exactly the digits of a mask ('999-99-9999' holds 9); dashes are dropped before storing. */
export function requiredMasked(label: string, digits: number) {
  return requiredText(label, digits + 4)
    .regex(/^[\d-]+$/, messages.required(label))
    .transform(digitsOnly)
    .refine((value) => value.length === digits, messages.required(label));
}

/** An optional phone: blank stays '', anything else must fill the 999-999-9999 mask. */
export function optionalPhone(label: string) {
  return z
    .string()
    .trim()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^(\d{10})?$/, messages.form.phoneMask(label)))
    .default('');
}

/** Required text of a given character class (letters and spaces, digits …), at most `max`. */
export function requiredFiltered(label: string, max: number, allowed: RegExp) {
  return requiredText(label, max).regex(allowed, messages.required(label));
}

/** The same where it may be left blank. */
export function optionalFiltered(label: string, max: number, allowed: RegExp) {
  return optionalText(label, max).refine(
    (value) => value === '' || allowed.test(value),
    messages.required(label),
  );
}

export const lettersAndSpaces = /^[A-Za-z ]+$/;
export const lettersDigitsAndSpaces = /^[A-Za-z\d ]+$/;
export const lettersAndDigits = /^[A-Za-z\d]+$/;
export const digitsOnlyPattern = /^\d+$/;

/** Which side of today a date may lie on. */
export type DateBound = 'notFuture' | 'notPast' | 'any';

function dateWithin(bound: DateBound) {
  return (iso: IsoDate): boolean => {
    if (bound === 'notFuture') return compareIsoDates(iso, todayIso()) <= 0;
    if (bound === 'notPast') return compareIsoDates(iso, todayIso()) >= 0;
    return true;
  };
}

/** Blank text, null or absent read as null; other text is passed on. */
function blankAsNull() {
  return z
    .string()
    .nullable()
    .optional()
    .transform((value) => (value === undefined || value === null || value.trim() === '' ? null : value));
}

/** A calendar date, 'YYYY-MM-DD' or 'MM/DD/YYYY', stored as 'YYYY-MM-DD'. */
export function requiredDate(label: string, bound: DateBound) {
  return z
    .string({ error: messages.required(label) })
    .trim()
    .min(1, messages.required(label))
    .transform((value, ctx) => {
      const iso = readDate(value);
      if (iso === null) {
        ctx.addIssue({ code: 'custom', message: messages.common.invalidDate });
        return z.NEVER;
      }
      return iso;
    })
    .refine(dateWithin(bound), messages.common.outOfRange);
}

/** The same date where it may be left blank: null when blank. */
export function optionalDate(label: string, bound: DateBound) {
  return blankAsNull().pipe(requiredDate(label, bound).nullable());
}

/** The messages of a wizard money field: a plain amount, 0 … 99,999,999.99 with at most 2 decimals. */
function wizardMoneyRules(label: string) {
  return {
    required: messages.required(label),
    invalid: messages.form.moneyFormat(label),
    cents: messages.common.outOfRange,
    below: messages.common.outOfRange,
    above: messages.common.outOfRange,
  };
}

/** A money amount 0 … 99,999,999.99 with at most 2 decimals, stored as "1234.50". */
export function requiredMoney(label: string) {
  return moneyText(wizardMoneyRules(label));
}

/** The same amount where it may be left blank: null when blank. */
export function optionalMoney(label: string) {
  return optionalMoneyText(wizardMoneyRules(label));
}

/** An id the server gave a stored row (owners, suppliers); absent on a new row. */
export const RowIdSchema = z.union([IdSchema, TextSchema({ label: 'id', max: 64 }).min(1)]).optional();

/**
 * Clears the answers a No switches off before the rules run, as the form does when it disables
 * them (spec part 1 §4). `when` says, from the raw value, whether the dependants are cleared.
 */
export function clearDependants<T extends z.ZodType>(
  schema: T,
  flag: string,
  cleared: Record<string, unknown>,
  when: (flagValue: unknown) => boolean = isNo,
) {
  return z.preprocess((raw) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
    const values = raw as Record<string, unknown>;
    return when(values[flag]) ? { ...values, ...cleared } : values;
  }, schema);
}

const L = applicationLabels;

/** Whether the FEIN (or another sensitive number) is part of what the user may send. */
export interface SensitiveOptions {
  /** False when the user lacks the sensitive-information right: the field is not sent. */
  sensitiveEditable: boolean;
}

function businessFields({ sensitiveEditable }: SensitiveOptions) {
  return z.strictObject({
    company_business_name: requiredText(L.businessName, textLimits.businessName),
    doing_business_as: optionalText(L.doingBusinessAs, textLimits.doingBusinessAs),
    poc_name: requiredText(L.contactName, textLimits.contactName),
    poc_email: requiredEmail(L.contactEmail, textLimits.contactEmail),
    company_country_phone_code: PhoneCodeSchema,
    company_phone: requiredPhone(L.phone),
    company_fein: sensitiveEditable ? requiredMasked(L.fein, 9) : z.never().optional(),
    company_date_established: requiredDate(L.dateEstablished, 'notFuture'),
    business_registration_state: optionalText(L.registrationState, placeNameMax),
    company_number_of_employees: optionalText(L.employees, textLimits.employeeCountDigits).refine(
      (value) => value === '' || digitsOnlyPattern.test(value),
      messages.required(L.employees),
    ),
    company_zip: requiredZip(),
    company_state: requiredText(L.state, placeNameMax),
    company_city: requiredText(L.city, placeNameMax),
    company_country_fax_code: PhoneCodeSchema,
    company_fax: optionalPhone(L.fax),
    company_legal_status: requiredText(L.legalStatus, placeNameMax),
    company_address: requiredText(L.address, textLimits.prospectAddress),
    company_company_taxes_past_due_status: yesNo(L.taxDue),
    company_taxes_past_due_type: optionalText(L.taxDueType, textLimits.taxDueType),
    company_taxes_past_due_amount: optionalMoney(L.taxDueAmount),
    company_tax_lien_field: yesNo(L.taxLien),
    reference: optionalText(L.referralPlatform, textLimits.referralPlatform),
    broker_referral_code: optionalText(L.referralCode, referralCodeLength)
      .refine((value) => value === '' || lettersAndDigits.test(value), messages.prospect.referralCodeMin)
      .refine(
        (value) => value === '' || value.length >= referralCodeLength,
        messages.prospect.referralCodeMin,
      ),
    company_business_description: optionalText(L.description, textLimits.businessDescription, {
      multiline: true,
    }),
  });
}

/** Step 1, Business Information. `sensitiveEditable: false` leaves the FEIN out (not sent). */
export function businessInformationSchema(options: SensitiveOptions) {
  // Tax due No: type and amount are cleared and disabled.
  return clearDependants(businessFields(options), 'company_company_taxes_past_due_status', {
    company_taxes_past_due_type: '',
    company_taxes_past_due_amount: '',
  });
}

export const BusinessInformationSchema = businessInformationSchema({ sensitiveEditable: true });
export type BusinessInformationInput = z.input<ReturnType<typeof businessFields>>;
export type BusinessInformation = z.output<typeof BusinessInformationSchema>;
