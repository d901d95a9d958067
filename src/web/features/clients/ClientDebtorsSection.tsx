import { Button } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import type { ClientDebtorRow } from '../../../shared/contract/clients';
import { messages } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import { CompactTable } from '../../kit/CompactTable';
import { PanelSection } from '../../kit/PanelSection';
import { phoneText } from '../../kit/phoneText';
import { useClientDebtorsQuery } from './api';

const L = messages.clients.screens.labels;

/** The client's debtors on /clientdetails; a name opens /editdebtor with `{ id, prospect_id }`. */
export function ClientDebtorsSection({ clientId }: { clientId: number }) {
  const navigate = useNavigate();
  const { data: debtors = [] } = useClientDebtorsQuery({ prospect_id: clientId });
  const open = (row: ClientDebtorRow) =>
    navigate('/editdebtor', { state: { id: row.id, prospect_id: row.prospect_id } });
  return (
    <PanelSection
      title={L.debtors}
      empty={debtors.length === 0}
      emptyText={messages.clients.screens.noDebtors}
    >
      <CompactTable
        label={L.debtors}
        fill
        rows={debtors}
        rowKey={(row) => row.id}
        columns={[
          {
            title: L.debtorName,
            cell: (row) => <Button variant="minimal" text={row.debtor_name} onClick={() => open(row)} />,
          },
          { title: L.email, cell: (row) => row.email },
          { title: L.phone, cell: (row) => phoneText(row.country_phone_code, row.phone) },
          { title: L.creditLimit, numeric: true, cell: (row) => formatUsd(row.credit_limit) },
        ]}
      />
    </PanelSection>
  );
}
