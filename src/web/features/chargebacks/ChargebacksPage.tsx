import { useMemo, useState } from 'react';
import { Intent, Spinner } from '@blueprintjs/core';
import { chargebackSortColumns, type ChargebackListRow } from '../../../shared/contract/chargebacks';
import { messages } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import { listRequestOf } from '../../kit/listRequest';
import { lifecycleState, type TableAction } from '../../kit/tableTypes';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { confirm } from '../../kit/useConfirm';
import { useCurrentUser } from '../../session/currentUser';
import { ListScreen, useList } from '../../session/ListScreen';
import { AdjustChargebacksDialog } from './AdjustChargebacksDialog';
import { useChargebacksQuery, useChargebackTotalsQuery, useRunChargebacksMutation } from './api';
import { chargebackClasses } from './chargebackClasses';
import { adjustable, chargebackColumns } from './chargebackColumns';

const C = messages.chargeback;

/** The totals over the list, read from the books (Chargebacks Settled, Chargeback Pending). */
function ChargebackTotals() {
  const { data } = useChargebackTotalsQuery();
  return (
    <dl className={chargebackClasses.totals}>
      <div>
        <dt>{C.settled}</dt>
        <dd>{data ? formatUsd(data.total_chargebacks_settled) : '—'}</dd>
      </div>
      <div>
        <dt>{C.pending}</dt>
        <dd>{data ? formatUsd(data.total_chargebacks_pending) : '—'}</dd>
      </div>
    </dl>
  );
}

/**
 * /chargebacks (spec part 2 §2 Chargebacks): the totals, the open chargebacks (the include toggle,
 * not for clients, adds fully settled, deleted and terminated ones), searched by invoice no,
 * schedule no, client and debtor name. The kebab adjusts the selected chargebacks (settled rows and
 * those a verification chose cannot be selected) and, for staff, runs the daily job now.
 */
export function ChargebacksPage() {
  const user = useCurrentUser();
  const isClient = user.role.role_type === 'client';
  const columns = useMemo(() => chargebackColumns(isClient), [isClient]);
  const list = useList('chargebacks', columns, { withIncludeToggle: !isClient });
  const { data, isFetching } = useChargebacksQuery({
    ...listRequestOf(list.query.request, chargebackSortColumns, () => ({})),
    ...(isClient ? {} : { show_all: list.query.request.show_all ?? false }),
  });
  const [adjusting, setAdjusting] = useState<readonly ChargebackListRow[] | null>(null);
  const [run, { isLoading: running }] = useRunChargebacksMutation();

  const runNow = async () => {
    const agreed = await confirm({ title: C.runNow, message: C.runConfirm, intent: Intent.WARNING });
    if (!agreed) return;
    try {
      const { counts } = await run({}).unwrap();
      void toastSuccess(C.runNow, C.runDone(counts.raised, counts.fees_accrued));
    } catch (error) {
      void toastFromError(error);
    }
  };

  const actions: TableAction<ChargebackListRow>[] = isClient
    ? []
    : [
        {
          id: 'adjust',
          label: C.adjustAction,
          icon: 'tick-circle',
          right: 'chargeback_adjustment',
          enabled: (selected) => selected.length > 0 && selected.every(adjustable),
          onSelect: (selected) => setAdjusting(selected),
        },
        {
          id: 'run',
          label: C.runNow,
          icon: 'play',
          right: 'chargeback_adjustment',
          enabled: () => !running,
          onSelect: () => void runNow(),
        },
      ];

  return (
    <>
      <ListScreen
        list={list}
        answer={{ data: data?.invoices, isFetching }}
        title={C.chargebacks}
        above={
          <>
            <ChargebackTotals />
            {running && <Spinner size={20} aria-label={C.running} />}
          </>
        }
        rowKey={(row) => row.id}
        searchPlaceholder="Search by invoice no, schedule no, client and debtor name"
        includeToggleLabel={isClient ? undefined : C.includeSettled}
        legendLabels={{ deleted: C.deletedLegend, terminated: C.terminatedLegend }}
        rowState={(row) => lifecycleState(row.is_deleted || row.charge_back_settled === 1, row.is_terminated)}
        selectable={isClient ? false : adjustable}
        actions={actions}
      />
      {adjusting !== null && (
        <AdjustChargebacksDialog chargebacks={adjusting} onClose={() => setAdjusting(null)} />
      )}
    </>
  );
}
