import { useState } from 'react';
import { placeholderMessages as M } from '../../../shared/messages/placeholders';
import { DepositDialog } from './DepositDialog';
import { depositColumns, depositFields } from './sampleColumns';
import { sampleDeposits, type SampleDeposit } from './sampleRows';
import { SampleListPage } from './SampleListPage';

/** The dialog that is open: a new deposit, or a row's. */
type Opened = { deposit?: SampleDeposit } | null;

/** /deposits (spec part 3 §2): sample deposits, Add New Deposit, and each row's edit; nothing saved. */
export function DepositsPage() {
  const [opened, setOpened] = useState<Opened>(null);
  const [columns] = useState(() => depositColumns((deposit) => setOpened({ deposit })));
  return (
    <SampleListPage
      name="deposits"
      title={M.deposits.title}
      columns={columns}
      rows={sampleDeposits}
      rowKey={(row) => row.id}
      fields={depositFields}
      searchPlaceholder={M.deposits.search}
      addText={M.addDeposit}
      onAdd={() => setOpened({})}
      dialog={
        opened && (
          <DepositDialog
            deposit={opened.deposit && { ...opened.deposit, attachment: `${opened.deposit.id}.pdf` }}
            onClose={() => setOpened(null)}
          />
        )
      }
    />
  );
}
