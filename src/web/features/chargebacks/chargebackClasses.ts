import './chargebacks.css';

/** Class names of the chargebacks screen (styled in chargebacks.css). */
export const chargebackClasses = {
  totals: 'fd-chargeback-totals',
  adjust: 'fd-chargeback-adjust',
  amount: 'fd-chargeback-amount',
} as const;
