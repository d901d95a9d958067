import { Fragment, useEffect, useState } from 'react';
import { Button, Card, H3, HTMLTable } from '@blueprintjs/core';
import { defaultPageSize, type PageSize } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { dashboardMessages } from '../../../shared/messages/dashboards';
import { formatUsd } from '../../../shared/money';
import { EmptyState } from '../../kit/EmptyState';
import { TablePager } from '../../kit/TablePager';
import { toastError } from '../../kit/toast';
import { useDebtConcentrationQuery } from './api';
import type { DashboardFilterState } from './AnalyticsDashboard';
import { dashboardClasses } from './dashboardClasses';

const M = dashboardMessages;
const C = M.columns;

/** Debt concentration per client, most debt first, each with its debtors behind a toggle; paged. */
export function ConcentrationTable({ filter }: { filter: DashboardFilterState }) {
  const [pageSize, setPageSize] = useState<PageSize>(defaultPageSize);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  // A new filter starts again at the first page: the page chosen belongs to the filter it was chosen under.
  const filterKey = JSON.stringify(filter);
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ key: filterKey, page: next });
  const answer = useDebtConcentrationQuery({
    ...filter,
    page,
    per_page: pageSize === 'All' ? 0 : pageSize,
  });
  useEffect(() => {
    if (answer.isError) void toastError(messages.titles.error, messages.generic.failure);
  }, [answer.isError]);
  const rows = answer.data?.data ?? [];
  const toggle = (id: number) =>
    setOpen((was) => {
      const next = new Set(was);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Card className={dashboardClasses.concentration}>
      <H3>{M.debtConcentration}</H3>
      {rows.length === 0 && !answer.isFetching ? (
        <EmptyState compact />
      ) : (
        <HTMLTable compact striped aria-label={M.debtConcentration} style={{ width: '100%' }}>
          <thead>
            <tr>
              <th scope="col">{C.clientName}</th>
              <th scope="col" className={dashboardClasses.numeric}>
                {C.concentration}
              </th>
              <th scope="col" className={dashboardClasses.numeric}>
                {C.totalDebt}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((client) => {
              const expanded = open.has(client.prospect_id);
              return (
                <Fragment key={client.prospect_id}>
                  <tr>
                    <th scope="row">
                      <Button
                        variant="minimal"
                        size="small"
                        icon={expanded ? 'chevron-down' : 'chevron-right'}
                        aria-expanded={expanded}
                        aria-label={
                          expanded ? M.hideDebtors(client.client_name) : M.showDebtors(client.client_name)
                        }
                        onClick={() => toggle(client.prospect_id)}
                      />
                      {client.client_name}
                    </th>
                    <td className={dashboardClasses.numeric}>{client.concentration}%</td>
                    <td className={dashboardClasses.numeric}>{formatUsd(client.total_debt)}</td>
                  </tr>
                  {expanded &&
                    client.debtors.map((debtor) => (
                      <tr
                        key={`${client.prospect_id}-${debtor.debtor_id}`}
                        className={dashboardClasses.debtorRow}
                      >
                        <td>
                          <span className="bp6-text-muted">{C.debtorName}: </span>
                          {debtor.debtor_name}
                        </td>
                        <td className={dashboardClasses.numeric}>{debtor.concentration}%</td>
                        <td className={dashboardClasses.numeric}>{formatUsd(debtor.total_debt)}</td>
                      </tr>
                    ))}
                </Fragment>
              );
            })}
          </tbody>
        </HTMLTable>
      )}
      {answer.data && answer.data.total > 0 && (
        <TablePager
          page={page}
          lastPage={answer.data.last_page}
          total={answer.data.total}
          pageSize={pageSize}
          rowCount={rows.length}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      )}
    </Card>
  );
}
