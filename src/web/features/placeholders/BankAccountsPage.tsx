import { useState } from 'react';
import { placeholderMessages as M } from '../../../shared/messages/placeholders';
import { BankAccountDialog } from './BankAccountDialog';
import { bankAccountColumns, bankAccountFields } from './sampleColumns';
import { sampleBankAccounts } from './sampleRows';
import { SampleListPage } from './SampleListPage';

/** /bankaccounts (spec part 3 §2): sample banks and Add New Bank Account; nothing saved. */
export function BankAccountsPage() {
  const [adding, setAdding] = useState(false);
  return (
    <SampleListPage
      name="bankAccounts"
      title={M.bankAccounts.title}
      columns={bankAccountColumns}
      rows={sampleBankAccounts}
      rowKey={(row) => row.code}
      fields={bankAccountFields}
      searchPlaceholder={M.bankAccounts.search}
      addText={M.addBankAccount}
      onAdd={() => setAdding(true)}
      dialog={adding && <BankAccountDialog onClose={() => setAdding(false)} />}
    />
  );
}
