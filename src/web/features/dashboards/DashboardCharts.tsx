import { Card, H3 } from '@blueprintjs/core';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Analytics } from '../../../shared/contract/dashboards';
import { dashboardMessages } from '../../../shared/messages/dashboards';
import { formatUsd } from '../../../shared/money';
import { CompactTable } from '../../kit/CompactTable';
import { dashboardClasses } from './dashboardClasses';

const M = dashboardMessages;

/**
 * The dashboard's two charts (recharts 3, its own chunk; docs/decisions/0032): the debtors owing
 * most, and the period's collections by the age of the invoice paid. Each chart has recharts'
 * accessibility layer (keyboard focus, arrow keys between points, the tooltip read out) and the same
 * figures as a table under it. The bars plot numbers; every figure shown is the exact decimal text.
 */

/** A chart's bar height: display only, never money arithmetic. */
const plotted = (money: string): number => Number(money);
const axisMoney = (value: number): string =>
  new Intl.NumberFormat('en-US', { notation: 'compact', style: 'currency', currency: 'USD' }).format(value);

export function DashboardCharts({ analytics }: { analytics: Analytics }) {
  const debtors = analytics.debtors_data.map((row) => ({
    name: row.name,
    debt: plotted(row.total_debt),
    paid: plotted(row.total_paid_amount),
  }));
  const ages = analytics.collection_data.map((row) => ({
    age: M.ageDays(row.age),
    collection: plotted(row.collection),
  }));
  const tooltipMoney = (value: unknown) => formatUsd(String(value));
  return (
    <div className={dashboardClasses.charts}>
      <Card className={dashboardClasses.chart}>
        <figure style={{ margin: 0 }}>
          <H3 as="figcaption" id="fd-debtors-data-title">
            {M.debtorsData}
          </H3>
          <p className="bp6-text-muted">{M.debtorsDataDescription}</p>
          <ResponsiveContainer width="100%" height={280}>
            <BarChart data={debtors} accessibilityLayer title={M.debtorsData} desc={M.debtorsDataDescription}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis
                dataKey="name"
                tick={{ fontSize: 12 }}
                interval={0}
                angle={-20}
                textAnchor="end"
                height={60}
              />
              <YAxis tickFormatter={axisMoney} width={70} />
              <Tooltip formatter={tooltipMoney} />
              <Legend />
              <Bar dataKey="debt" name={M.cards.totalDebt} fill="#2d72d2" />
              <Bar dataKey="paid" name={M.totalPaid} fill="#238551" />
            </BarChart>
          </ResponsiveContainer>
        </figure>
        <details>
          <summary>{M.debtorsData}</summary>
          <CompactTable
            label={M.debtorsData}
            rowKey={(row) => row.debtor_id}
            rows={analytics.debtors_data}
            columns={[
              { title: M.columns.debtorName, cell: (row) => row.name },
              { title: M.cards.totalDebt, numeric: true, cell: (row) => formatUsd(row.total_debt) },
              { title: M.totalPaid, numeric: true, cell: (row) => formatUsd(row.total_paid_amount) },
              { title: M.cards.averageAging, numeric: true, cell: (row) => M.days(row.average_aging) },
            ]}
          />
        </details>
      </Card>
      <Card className={dashboardClasses.chart}>
        <figure style={{ margin: 0 }}>
          <H3 as="figcaption">{M.collectionData}</H3>
          <p className="bp6-text-muted">{M.collectionDataDescription}</p>
          <ResponsiveContainer width="100%" height={280}>
            <BarChart
              data={ages}
              accessibilityLayer
              title={M.collectionData}
              desc={M.collectionDataDescription}
            >
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="age" />
              <YAxis tickFormatter={axisMoney} width={70} />
              <Tooltip formatter={tooltipMoney} />
              <Bar dataKey="collection" name={M.collection} fill="#2d72d2" />
            </BarChart>
          </ResponsiveContainer>
        </figure>
        <details>
          <summary>{M.collectionData}</summary>
          <CompactTable
            label={M.collectionData}
            rowKey={(row) => row.age}
            rows={analytics.collection_data}
            columns={[
              { title: M.collection, cell: (row) => M.ageDays(row.age) },
              { title: M.totalPaid, numeric: true, cell: (row) => formatUsd(row.collection) },
            ]}
          />
        </details>
      </Card>
    </div>
  );
}
