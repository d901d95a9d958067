import './debtors.css';

/** Class names of the debtor screens' own layout (styled in debtors.css). */
export const debtorClasses = {
  importActions: 'fd-debtor-import-actions',
  contact: 'fd-debtor-contact',
  contactHead: 'fd-debtor-contact-head',
  contactsBar: 'fd-debtor-contacts-bar',
  stepActions: 'fd-debtor-step-actions',
} as const;
