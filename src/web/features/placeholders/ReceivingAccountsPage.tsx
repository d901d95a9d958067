import { useState } from 'react';
import { placeholderMessages as M } from '../../../shared/messages/placeholders';
import { ReceivingAccountDialog } from './ReceivingAccountDialog';
import { receivingAccountColumns, receivingAccountFields } from './sampleColumns';
import { sampleReceivingAccounts } from './sampleRows';
import { SampleListPage } from './SampleListPage';

/** /receivingaccounts (spec part 3 §2): sample receiving accounts and Add New Receiving Account; nothing saved. */
export function ReceivingAccountsPage() {
  const [adding, setAdding] = useState(false);
  return (
    <SampleListPage
      name="receivingAccounts"
      title={M.receivingAccounts.title}
      columns={receivingAccountColumns}
      rows={sampleReceivingAccounts}
      rowKey={(row) => row.number}
      fields={receivingAccountFields}
      searchPlaceholder={M.receivingAccounts.search}
      addText={M.addReceivingAccount}
      onAdd={() => setAdding(true)}
      dialog={adding && <ReceivingAccountDialog onClose={() => setAdding(false)} />}
    />
  );
}
