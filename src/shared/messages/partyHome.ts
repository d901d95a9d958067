/** Messages of a client's and a broker's own home (docs/decisions/0033-each-partys-home.md). */
export const partyHomeMessages = {
  partyHome: {
    clientHome: 'Your home',
    brokerHome: 'Your referrals',
    paymentDateRequired: 'Payment day is required',
    paymentBeforeFunding: 'Payment day cannot be before the day the invoice was bought',
    notOpen: 'This invoice is no longer open',
    noTerms: 'Your signed terms are not on file yet',
  },
} as const;
