import { z } from 'zod';
import { paymentTypes } from '../constants';
import { isIsoDate } from '../dates';
import { IdSchema } from '../contract/endpoint';
import { moneyText } from '../contract/money';
import { messages } from '../messages';
import { moneyMax } from '../money';

/**
 * Post Reserve Release as sent (spec part 2 §3 Reserve release post payload, §5 Reserve release
 * form; docs/decisions/0029-reserves-and-their-release.md). The figures the screen shows travel
 * with the ids; the server computes its own from the books and refuses the release when they
 * differ, so what staff saw is what is paid.
 */

const R = messages.reserve;
const invalid = messages.http.badRequest;

/** Ids chosen on the form: none repeated. */
function idList(min: number) {
  return z
    .array(IdSchema)
    .min(min, invalid)
    .max(1000, invalid)
    .refine((ids) => new Set(ids).size === ids.length, invalid);
}

/** A figure the screen computed: 0 … the cap. */
const figure = (required: string) => moneyText({ required, invalid: required });

export const ReserveReleaseRequestSchema = z.strictObject({
  prospect_id: IdSchema,
  reserve_release_date: z
    .string({ error: R.releaseDateRequired })
    .refine((text) => isIsoDate(text), R.releaseDateRequired),
  payment_type: z.union(
    [z.literal(paymentTypes.ACH), z.literal(paymentTypes.Check), z.literal(paymentTypes.Wire)],
    {
      error: R.paymentTypeRequired,
    },
  ),
  /** Total Amount with Previous Reserves and Escrow. */
  custom_amount: moneyText({
    required: R.totalRequired,
    invalid: R.totalRequired,
    max: moneyMax,
  }),
  /** Σ the chosen escrows. */
  escrow: figure(invalid),
  /** May be negative: fees the client owes (0029). */
  previous_reserves: moneyText({ required: invalid, invalid, min: '-99999999.99' }),
  cb_amount: figure(invalid),
  released_amount: moneyText({
    required: R.releasedAmountRequired,
    invalid: R.releasedAmountRequired,
    min: '1',
    below: R.releasedAmountRequired,
  }),
  wire_fee: figure(invalid),
  invoices: idList(1),
  charge_backs: idList(0).optional().default([]),
  escrows: idList(0).optional().default([]),
});
export type ReserveReleaseRequest = z.infer<typeof ReserveReleaseRequestSchema>;
export type ReserveReleaseInput = z.input<typeof ReserveReleaseRequestSchema>;
