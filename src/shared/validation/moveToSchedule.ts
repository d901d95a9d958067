import { z } from 'zod';
import { newScheduleTargetId, textLimits } from '../constants';
import { messages } from '../messages';
import { IdSchema } from '../contract/endpoint';

/**
 * Move to Schedule (spec part 2 §4 Invoices, §5 Move to schedule): the selected invoices go to an
 * existing schedule of their client, or to a new one whose number the user types (digits, 1 to 6).
 * The selection rules decide when the kebab's Move To Schedule and Delete Invoice are offered; the
 * server applies the same rules to the invoices as stored.
 */

const S = messages.invoice.screens;

/** A schedule number typed by a user: digits only, above 0, at most `maxDigits` digits. */
export function scheduleNoSchema(maxDigits: number) {
  return z
    .union([z.string(), z.number()], { error: S.scheduleRequired })
    .transform((value) => String(value).trim())
    .pipe(
      z
        .string()
        .min(1, S.scheduleRequired)
        .regex(/^\d+$/, S.scheduleNoDigits)
        .max(maxDigits, S.scheduleNoLength(maxDigits))
        .refine((value) => !/^0+$/.test(value), S.scheduleNoPositive)
        .transform(Number),
    );
}

export const MoveScheduleNoSchema = scheduleNoSchema(textLimits.moveToScheduleNoDigits);

/** The body of invoice/move_to_schedule: exactly one of an existing schedule's id and a new number. */
export const MoveToScheduleRequestSchema = z
  .strictObject({
    invoices_ids: z
      .array(IdSchema)
      .min(1, S.selectInvoices)
      .max(1000)
      .transform((ids) => [...new Set(ids)]),
    schedule_id: IdSchema.optional(),
    schedule_no: MoveScheduleNoSchema.optional(),
  })
  .refine((body) => (body.schedule_id === undefined) !== (body.schedule_no === undefined), {
    message: S.scheduleRequired,
    path: ['schedule_id'],
  });
export type MoveToScheduleRequest = z.output<typeof MoveToScheduleRequestSchema>;

/** The dialog's form: a schedule of the list, or New Schedule (-1) with the number typed. */
export const MoveToScheduleFormSchema = z
  .strictObject({
    schedule_id: z.number().int().nullable(),
    schedule_no: z.string().default(''),
  })
  .transform((form, ctx): { schedule_id: number } | { schedule_no: number } => {
    if (form.schedule_id === null) {
      ctx.addIssue({ code: 'custom', message: S.scheduleRequired, path: ['schedule_id'] });
      return z.NEVER;
    }
    if (form.schedule_id !== newScheduleTargetId) return { schedule_id: form.schedule_id };
    const typed = MoveScheduleNoSchema.safeParse(form.schedule_no);
    if (typed.success) return { schedule_no: typed.data };
    ctx.addIssue({
      code: 'custom',
      message: typed.error.issues[0]?.message ?? S.scheduleRequired,
      path: ['schedule_no'],
    });
    return z.NEVER;
  });
export type MoveToScheduleFormInput = z.input<typeof MoveToScheduleFormSchema>;

/** What the selection rules read of an invoice. */
export interface SelectableInvoice {
  prospect_id: number;
  funding_date: string | null;
  schedule_id: number | null;
  deleted: boolean;
}

/**
 * Why the selected invoices may not be moved to a schedule or deleted, or null when they may: a
 * selection is needed, of one client, none deleted, funded or already in a schedule.
 */
export function invoiceSelectionRefusal(selected: readonly SelectableInvoice[]): string | null {
  if (selected.length === 0) return S.selectInvoices;
  if (selected.some((invoice) => invoice.deleted)) return S.deletedSelected;
  if (selected.some((invoice) => invoice.funding_date !== null || invoice.schedule_id !== null)) {
    return S.scheduledOrFunded;
  }
  const client = selected[0]?.prospect_id;
  if (selected.some((invoice) => invoice.prospect_id !== client)) return messages.invoice.sameClient;
  return null;
}
