import type { ScoringWeights } from './contract/settingsTiles';

/** A debtor's payment history, as the server reads it (docs/decisions/0043). */
export interface PaymentHistory {
  /** Average days from invoice date to the last collection, over paid invoices; null when none. */
  averageDaysToPay: number | null;
  /** Σ invoice amount of the funded invoices (dollars). */
  invoiced: number;
  /** Σ collected on them. */
  collected: number;
  /** Σ charged back on them. */
  chargedBack: number;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/**
 * The score of docs/decisions/0043, 0 (worst) to 100 (best); null for a debtor with no paid invoice
 * (no history is not a perfect history).
 */
export function debtorScore(history: PaymentHistory, weights: ScoringWeights): number | null {
  if (history.averageDaysToPay === null || history.invoiced <= 0) return null;
  const daysPart = 100 * clamp01(1 - Math.max(0, history.averageDaysToPay - 30) / 90);
  const dilution = (history.invoiced - history.collected - history.chargedBack) / history.invoiced;
  const dilutionPart = 100 * (1 - clamp01(dilution));
  const chargebackPart = 100 * (1 - clamp01(history.chargedBack / history.invoiced));
  const total = weights.days_to_pay + weights.dilution + weights.chargebacks;
  if (total <= 0) return null;
  return Math.round(
    (weights.days_to_pay * daysPart +
      weights.dilution * dilutionPart +
      weights.chargebacks * chargebackPart) /
      total,
  );
}
