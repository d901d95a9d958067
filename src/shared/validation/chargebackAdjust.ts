import { z } from 'zod';
import { IdSchema } from '../contract/endpoint';
import { moneyText } from '../contract/money';
import { messages } from '../messages';
import { compareMoney, type MoneyInput } from '../money';

/**
 * Adjust Chargeback(s) (spec part 2 §5 Chargeback adjust; docs/decisions/0028-cash-comes-back.md,
 * Chargebacks): an amount for each selected chargeback and the settle status of the
 * chargeback_adjust dropdown (1 Fully Settled, 2 Partially Settled). The dialog and the server
 * check the same rules: each amount present, above 0 and not above what is left; Fully Settled
 * takes exactly what is left, Partially Settled less than that.
 */

const C = messages.chargeback;

/** The chargeback_adjust dropdown's values. */
export const chargebackSettleStatus = { fully: 1, partially: 2 } as const;

const AdjustAmountSchema = moneyText({
  required: C.adjustRequired,
  invalid: C.adjustRequired,
  min: '0.01',
  below: C.adjustRequired,
});

export const ChargebackAdjustRequestSchema = z.strictObject({
  cb_to_adjust: z
    .array(z.strictObject({ id: IdSchema, cb_to_adjust: AdjustAmountSchema }))
    .min(1, C.adjustRequired)
    .max(1000)
    .refine((rows) => new Set(rows.map((row) => row.id)).size === rows.length, C.repeatedChargeback),
  charge_back_settle_status: z.union([z.literal(1), z.literal(2)], { error: C.adjustRequired }),
});
export type ChargebackAdjustRequest = z.infer<typeof ChargebackAdjustRequestSchema>;

/**
 * Why an amount may not settle a chargeback with `left` to settle under the chosen status, or null
 * when it may.
 */
export function adjustAmountRefusal(amount: MoneyInput, left: MoneyInput, status: 1 | 2): string | null {
  if (compareMoney(amount, '0') <= 0 || compareMoney(amount, left) > 0) return C.adjustRequired;
  if (status === chargebackSettleStatus.fully && compareMoney(amount, left) !== 0) return C.fullyTakesAll;
  if (status === chargebackSettleStatus.partially && compareMoney(amount, left) >= 0)
    return C.partiallyBelowLeft;
  return null;
}
