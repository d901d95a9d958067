import { useMemo, useState } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import { creditRequestSortColumns, type CreditRequestRow } from '../../../shared/contract/creditRequests';
import { messages } from '../../../shared/messages';
import { listRequestOf } from '../../kit/listRequest';
import { lifecycleState, type TableAction } from '../../kit/tableTypes';
import { useCurrentUser, useHeldRights } from '../../session/currentUser';
import { ListScreen, useList } from '../../session/ListScreen';
import { AddCreditRequestDialog } from './AddCreditRequestDialog';
import { useCreditRequestsQuery } from './api';
import { CreditRequestDetailDialog } from './CreditRequestDetailDialog';
import { CreditRequestFacts } from './CreditRequestFacts';
import { creditRequestColumns } from './creditRequestColumns';
import { decidable, kindDefs, type CreditRequestKind } from './kinds';
import { useDecide } from './useDecide';

const M = messages.creditRequest;

type OpenDialog = { kind: 'add' } | { kind: 'detail'; row: CreditRequestRow } | null;

/**
 * /clientrequest and /debtorrequest (spec part 2 §2, §4 Credit requests): the requests of one kind,
 * searched after a 500 ms pause (client requests by client name and status, debtor requests by
 * debtor name), terminated and deleted ones with the include toggle (staff). The kebab approves or
 * denies a selection of pending requests; a row opens its detail for holders of the selection
 * right (a deleted one does not open). A client user sees its own requests in fewer columns.
 */
function CreditRequestList({ kind }: { kind: CreditRequestKind }) {
  const def = kindDefs[kind];
  const user = useCurrentUser();
  const held = useHeldRights();
  const isClient = user.role.role_type === 'client';
  const columns = useMemo(() => creditRequestColumns(kind, isClient), [kind, isClient]);
  // Named after the pause of spec §9: the list is searched after 500 ms.
  const list = useList('creditRequests', columns, { withIncludeToggle: !isClient });
  const { data, isFetching } = useCreditRequestsQuery({
    credit_requests: def.wire,
    ...listRequestOf(list.query.request, creditRequestSortColumns, () => ({})),
    ...(isClient ? {} : { show_all: list.query.request.show_all ?? false }),
  });
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = () => setOpen(null);
  const { decide, deciding } = useDecide();

  const actions: TableAction<CreditRequestRow>[] = [
    {
      id: 'approve',
      label: M.approve,
      icon: 'tick-circle',
      right: def.rights.approve,
      enabled: (selected) => !deciding && decidable(selected),
      onSelect: (selected) => void decide(selected, true),
    },
    {
      id: 'deny',
      label: M.deny,
      icon: 'ban-circle',
      right: def.rights.deny,
      enabled: (selected) => !deciding && decidable(selected),
      onSelect: (selected) => void decide(selected, false),
    },
  ];
  const openRow = held.has(def.rights.selection)
    ? (row: CreditRequestRow) => {
        if (!row.deleted) setOpen({ kind: 'detail', row });
      }
    : undefined;

  return (
    <>
      <ListScreen
        list={list}
        answer={{ data, isFetching }}
        title={def.title}
        above={
          held.has(def.rights.add) && (
            <div>
              <Button
                icon="plus"
                intent={Intent.PRIMARY}
                text={M.addNew}
                onClick={() => setOpen({ kind: 'add' })}
              />
            </div>
          )
        }
        rowKey={(row) => row.id}
        searchPlaceholder={def.searchPlaceholder}
        includeToggleLabel={isClient ? undefined : M.includeTerminated}
        rowState={(row) => lifecycleState(row.deleted, row.is_terminated)}
        selectable={isClient ? false : (row) => !row.deleted}
        actions={isClient ? [] : actions}
        onRowClick={openRow}
        detail={openRow && { render: (row) => <CreditRequestFacts request={row} />, openFullPage: openRow }}
      />
      {open?.kind === 'add' && <AddCreditRequestDialog kind={kind} ownCompany={isClient} onClose={close} />}
      {open?.kind === 'detail' && <CreditRequestDetailDialog request={open.row} onClose={close} />}
    </>
  );
}

/** /clientrequest: Client Credit Requests. */
export function ClientRequestPage() {
  return <CreditRequestList kind="client" />;
}

/** /debtorrequest: Debtor Credit Requests. */
export function DebtorRequestPage() {
  return <CreditRequestList kind="debtor" />;
}
