/** The ACH files' texts (docs/decisions/0029, ACH files), `messages.ach`. Ours: the spec has no ACH file. */
export const achMessages = {
  downloadFile: 'Download ACH File',
  /** The name a payment's or a release's file is saved under. */
  paymentFileName: (id: number): string => `ach-payment-${id}.txt`,
  releaseFileName: (id: number): string => `ach-release-${id}.txt`,
  paymentNotAch: 'This payment was not made by ACH, so it has no ACH file.',
  releaseNotAch: 'This reserve release was not paid by ACH, so it has no ACH file.',
  paymentReversed: 'This payment was reversed, so its ACH file is no longer offered.',
  noBankDetails:
    "The client's bank routing number and account number are needed for an ACH file: add them to the client's profile.",
  badRouting:
    "The client's bank routing number is not valid (its last digit is not its check digit): correct it in the client's profile.",
  badAccount:
    "The client's bank account number does not fit an ACH file (at most 17 letters and digits): correct it in the client's profile.",
  notConfigured:
    'ACH files are not set up on this server: it needs ACH_ORIGIN_ROUTING, ACH_ORIGIN_NAME, ACH_COMPANY_ID and ACH_COMPANY_NAME.',
} as const;
