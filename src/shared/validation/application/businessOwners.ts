import Decimal from 'decimal.js';
import { z } from 'zod';
import { messages } from '../../messages';
import { maxOwners, ownershipMaxPercent, textLimits } from '../../constants';
import { optionalText, PhoneCodeSchema, requiredPhone, requiredText } from '../userForm';
import {
  applicationLabels as L,
  optionalDate,
  placeNameMax,
  requiredDate,
  requiredEmail,
  requiredMasked,
  requiredZip,
  RowIdSchema,
  yesNo,
  type SensitiveOptions,
} from './businessInformation';
import { isBlank } from '../blank';

/**
 * Step 2, Business Owners (spec part 1 §5): up to 5 owners whose ownership adds up to at most
 * 100 %. The first owner cannot be removed; blank extra rows are dropped on save.
 */

/** Ownership as typed: digits and one dot, at most 5 characters ('12.5', '100'). */
const percentText = /^(\d+(\.\d*)?|\.\d+)$/;

function ownerFields({ sensitiveEditable }: SensitiveOptions) {
  return z.strictObject({
    id: RowIdSchema,
    name: requiredText(L.ownerName, textLimits.ownerName),
    percent_owned: z
      .string({ error: messages.prospect.ownershipRequired })
      .trim()
      .min(1, messages.prospect.ownershipRequired)
      .max(textLimits.ownershipPercent, messages.form.maxLength(L.ownership, textLimits.ownershipPercent))
      .regex(percentText, messages.prospect.ownershipRequired),
    email: requiredEmail(L.email, textLimits.ownerEmail),
    house_owned: yesNo(L.homeOwnership),
    ssn: sensitiveEditable ? requiredMasked(L.ssn, 9) : z.never().optional(),
    dob: requiredDate(L.dob, 'notFuture'),
    country_phone_code: PhoneCodeSchema,
    phone: requiredPhone(L.phone),
    zip: requiredZip(),
    state: requiredText(L.state, placeNameMax),
    city: optionalText(L.city, placeNameMax),
    address: optionalText(L.address, textLimits.prospectAddress),
    driver_license: optionalText(L.driverLicense, textLimits.driverLicense),
    driving_license_expiry_date: optionalDate(L.licenseExpiry, 'notPast'),
  });
}

/** One owner row as the form holds it. */
export type OwnerInput = z.input<ReturnType<typeof ownerFields>>;

function percentOf(value: unknown): Decimal | null {
  if (typeof value !== 'string' || !percentText.test(value.trim())) return null;
  return new Decimal(value.trim());
}

/** The ownership total of the rows, ignoring percentages not (yet) typed as numbers. */
export function ownershipTotal(owners: readonly { percent_owned?: unknown }[]): Decimal {
  return owners.reduce((sum, owner) => sum.plus(percentOf(owner.percent_owned) ?? 0), new Decimal(0));
}

/** True when the ownership total is above 100 %. */
export function isOwnershipExceeded(owners: readonly { percent_owned?: unknown }[]): boolean {
  return ownershipTotal(owners).greaterThan(ownershipMaxPercent);
}

/**
 * The hint under the percentages: 'Avaiable Percentage is X' while the total is at most 100,
 * 'Exceeding Percentage is X' above it (the spec's spelling).
 */
export function ownershipMessage(owners: readonly { percent_owned?: unknown }[]): string {
  const rest = new Decimal(ownershipMaxPercent).minus(ownershipTotal(owners));
  return rest.isNegative()
    ? messages.prospect.exceedingPercentage(rest.negated().toString())
    : messages.prospect.availablePercentage(rest.toString());
}

/** The typed fields of an owner row (the phone code has a default and says nothing). */
const ownerTypedKeys = [
  'name',
  'percent_owned',
  'email',
  'house_owned',
  'ssn',
  'dob',
  'phone',
  'zip',
  'state',
  'city',
  'address',
  'driver_license',
  'driving_license_expiry_date',
] as const;

/** Drops blank rows after the first: the first owner always stays (and must be filled in). */
export function dropBlankOwners<T extends Partial<Record<(typeof ownerTypedKeys)[number], unknown>>>(
  owners: readonly T[],
): T[] {
  return owners.filter((owner, index) => index === 0 || !ownerTypedKeys.every((key) => isBlank(owner[key])));
}

/** True when one more owner row may be added. */
export function canAddOwner(owners: readonly unknown[]): boolean {
  return owners.length < maxOwners;
}

/** Step 2, Business Owners. `sensitiveEditable: false` leaves the SSNs out (not sent). */
export function businessOwnersSchema(options: SensitiveOptions) {
  const owners = z.preprocess(
    (raw) => (Array.isArray(raw) ? dropBlankOwners(raw as Record<string, unknown>[]) : raw),
    z
      .array(ownerFields(options), { error: messages.required(L.ownerName) })
      .min(1, messages.prospect.ownerNameRequired)
      .max(maxOwners, messages.prospect.maxAllowed)
      .superRefine((rows, ctx) => {
        if (isOwnershipExceeded(rows)) {
          ctx.addIssue({ code: 'custom', message: ownershipMessage(rows), path: [] });
        }
      }),
  );
  return z.strictObject({ owners });
}

export const BusinessOwnersSchema = businessOwnersSchema({ sensitiveEditable: true });
export type BusinessOwnersInput = { owners: OwnerInput[] };
export type BusinessOwners = z.output<typeof BusinessOwnersSchema>;
