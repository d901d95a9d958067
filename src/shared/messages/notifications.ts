/**
 * The texts of the notifications the spec names but does not word (ours). Imported directly by
 * the server's notices (not through the messages index, which the sign-in page carries).
 */
export const notificationMessages = {
  invoiceUpdatedNote: (invoiceNo: string, client: string): string =>
    `Invoice ${invoiceNo} of ${client} has been updated.`,
  debtorCreatedNote: (debtor: string, client: string): string =>
    `Debtor ${debtor} has been added for ${client}.`,
  debtorStatusNote: (debtor: string, client: string, status: string): string =>
    `Debtor ${debtor} of ${client} is now ${status}.`,
  flagConcentrationNote: (debtor: string, client: string, share: string, threshold: number): string =>
    `Debtor ${debtor} carries ${share} % of ${client}'s open receivables (flag above ${threshold} %).`,
  flagOverLimitNote: (invoiceNo: string, client: string, debtor: string, limit: string): string =>
    `Invoice ${invoiceNo} of ${client} takes ${debtor} over its credit limit of ${limit}.`,
  flagAgingNote: (invoiceNo: string, client: string, days: number, threshold: number): string =>
    `Invoice ${invoiceNo} of ${client} has been open ${days} days (flag past ${threshold} days).`,
} as const;
