import { shellMessages } from './shell';

/**
 * The placeholder screens' words (/deposits, /receivingaccounts, /bankaccounts; spec part 3 §2,
 * §5; docs/decisions/0044-placeholder-screens.md). The spec's quoted texts (the two required-field
 * messages and the dialogs' titles) come from shell.ts; the rest is ours. Imported by these screens
 * only, not through messages/index.ts: the sign-in page's download does not carry them.
 */
export const placeholderMessages = {
  ...shellMessages.placeholder,
  /** What the screen and every dialog say of themselves: samples, nothing saved or sent. */
  sampleNotice:
    'Sample screen: the rows below are examples, not your books. Nothing entered here is saved or sent anywhere.',
  dialogNotice: 'This screen shows sample data only. Nothing you enter here is saved or sent.',
  /** The toast of a complete form: it was checked, and nothing was kept. */
  notSaved: {
    title: 'Nothing Saved',
    message: 'This is a sample screen: what you entered was checked and then discarded.',
  },
  editDeposit: 'Edit Deposit',
  editDepositOf: (id: string): string => `Edit deposit ${id}`,
  deposits: {
    title: 'Deposits',
    search: 'Search by deposit id, sender & receiving account',
    columns: {
      depositId: 'Deposit ID',
      amount: 'Deposit Amount',
      date: 'Deposit Date',
      receivingAccount: 'Receiving Account',
      paymentId: 'Payment ID',
      sender: 'Sender',
      status: 'Status',
      actions: 'Actions',
    },
    fields: {
      amount: 'Deposit Amount',
      date: 'Deposit Date',
      receivingAccount: 'Receiving Account',
      invoice: 'Invoice',
      sender: 'Sender',
      status: 'Status',
      type: 'Type',
      attachment: 'Attachment',
      description: 'Description',
    },
  },
  receivingAccounts: {
    title: 'Receiving Accounts',
    search: 'Search by account number, title & bank name',
    columns: {
      number: 'Account Number',
      title: 'Account Title',
      bankName: 'Bank Name',
      accountType: 'Account Type',
      currency: 'Currency',
      status: 'Status',
    },
    fields: {
      number: 'Account Number',
      title: 'Account Title',
      bankName: 'Bank Name',
      accountType: 'Account Type',
      currency: 'Currency',
      status: 'Status',
      description: 'Description',
    },
  },
  bankAccounts: {
    title: 'Bank Accounts',
    search: 'Search by bank name, code & city',
    columns: {
      name: 'Bank Name',
      code: 'Bank Code',
      email: 'Email',
      phone: 'Phone',
      city: 'City',
      state: 'State',
      country: 'Country',
    },
    fields: {
      name: 'Bank Name',
      code: 'Bank Code',
      email: 'Email',
      phone: 'Phone',
      address: 'Address',
      city: 'City',
      state: 'State',
      country: 'Country',
    },
  },
} as const;
