import type { z } from 'zod';
import { compareIsoDates, maxPickerDate, minPickerDate, type IsoDate } from '../dates';
import { messages } from '../messages';
import { requiredDate } from './application/businessInformation';

/*
 * The pieces of a form checked in one pass that reports every field at once (the payment forms:
 * Post Payment, Add New Collection, Add New UC), whose labels depend on other fields.
 */

/** Tells one field's message. */
export type Report<P extends string = string> = (path: P, message: string) => void;

/** The parsed value of a field rule, or null after reporting its first message. */
export function readField<T, P extends string>(
  schema: z.ZodType<T>,
  value: unknown,
  path: P,
  report: Report<P>,
): T | null {
  const result = schema.safeParse(value ?? '');
  if (result.success) return result.data;
  report(path, result.error.issues[0]?.message ?? messages.required(path));
  return null;
}

/** A required date within the pickers' years 1945–2050. */
export function pickerDate(label: string) {
  return requiredDate(label, 'any').refine(
    (iso) => compareIsoDates(iso, minPickerDate) >= 0 && compareIsoDates(iso, maxPickerDate) <= 0,
    messages.common.outOfRange,
  );
}

/** Reports `message` on `path` when both dates are known and `later` is before `earlier`. */
export function reportIfBefore<P extends string>(
  later: IsoDate | null,
  earlier: IsoDate | null,
  path: P,
  message: string,
  report: Report<P>,
): void {
  if (later !== null && earlier !== null && compareIsoDates(later, earlier) < 0) report(path, message);
}
