import { transactionTypes, type TransactionType } from '../../../shared/reportPeriods';
import { messages } from '../../../shared/messages';

/** Transaction Type's choices: All, Debit, Credit. */
export const transactionTypeChoices: { value: TransactionType; label: string }[] = transactionTypes.map(
  (type) => ({ value: type, label: messages.report.transactionTypes[type] }),
);
