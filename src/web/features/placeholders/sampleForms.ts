import { z } from 'zod';
import { placeholderMessages as M } from '../../../shared/messages/placeholders';

/**
 * The placeholder forms' rules (spec part 3 §3, §5; docs/decisions/0044-placeholder-screens.md).
 * Only presence is checked, as the spec asks; a field typed in says 'This field is required', a
 * field chosen from a picker (a date, a list, a file) 'This is required'. Nothing is submitted.
 */
const typed = z.string().refine((value) => value.trim() !== '', M.fieldRequired);
const chosen = z.string().refine((value) => value !== '', M.required);

export const DepositFormSchema = z.object({
  amount: z.string(),
  date: chosen,
  receiving_account: chosen,
  invoice: typed,
  sender: typed,
  status: z.string(),
  type: chosen,
  /** The chosen file's name: the file itself goes nowhere. */
  attachment: chosen,
  description: typed,
});
export type DepositFormInput = z.input<typeof DepositFormSchema>;

export const ReceivingAccountFormSchema = z.object({
  number: typed,
  title: typed,
  bank_name: typed,
  account_type: z.string(),
  currency: z.string(),
  status: z.string(),
  description: typed,
});
export type ReceivingAccountFormInput = z.input<typeof ReceivingAccountFormSchema>;

export const BankAccountFormSchema = z.object({
  name: typed,
  code: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  country: chosen,
});
export type BankAccountFormInput = z.input<typeof BankAccountFormSchema>;

export const blankDeposit: DepositFormInput = {
  amount: '',
  date: '',
  receiving_account: '',
  invoice: '',
  sender: '',
  status: '',
  type: '',
  attachment: '',
  description: '',
};

export const blankReceivingAccount: ReceivingAccountFormInput = {
  number: '',
  title: '',
  bank_name: '',
  account_type: '',
  currency: '',
  status: '',
  description: '',
};

export const blankBankAccount: BankAccountFormInput = {
  name: '',
  code: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  country: '',
};
