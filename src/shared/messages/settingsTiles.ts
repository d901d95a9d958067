/** The wording of the settings tiles' screens (docs/decisions/0038). */
export const settingsTilesMessages = {
  saved: (tile: string) => `${tile} saved successfully.`,
  flagAlerts: {
    title: 'Flag Alerts',
    description: 'Staff are notified once per invoice or debtor when a threshold is crossed.',
    concentration: 'Debtor concentration above (% of a client’s open receivables)',
    overLimit: 'Flag an invoice over its debtor’s credit limit',
    agingDays: 'Flag an invoice aging past (days)',
    concentrationInvalid: 'Concentration must be a whole percentage from 1 to 100.',
    agingInvalid: 'Aging must be a whole number of days from 1 to 365.',
  },
  currency: {
    title: 'Currency Settings',
    description: 'How amounts are shown across the product.',
    code: 'Currency',
    decimals: 'Decimals',
    locale: 'Locale',
    symbolPosition: 'Symbol position',
    before: 'Before the amount',
    after: 'After the amount',
    thousandsSeparator: 'Thousands separator',
    example: 'Example',
  },
  fields: {
    title: 'Field Settings',
    description: 'Which optional fields show on the forms.',
  },
  scoring: {
    title: 'Debtor Scoring',
    description:
      'Each debtor scores 0–100 from its payment history; the weights say how much each part counts.',
    daysToPay: 'Weight of average days to pay',
    dilution: 'Weight of dilution',
    chargebacks: 'Weight of chargebacks',
    scores: 'Scores',
    noScore: 'No paid invoice yet',
    weightsInvalid: 'Weights must be whole numbers from 0 to 100, and at least one above 0.',
  },
  theme: {
    title: 'Theme Settings',
    description: 'Your layout and colour theme; saved for you alone.',
  },
} as const;
