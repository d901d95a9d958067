import { formatUsd, type MoneyInput } from '../../shared/money';
import type { TableColumn } from './tableTypes';

/** What a money column may set besides its id, header and amount. */
export type MoneyColumnOptions<Row> = Pick<TableColumn<Row>, 'sortable' | 'sortKey' | 'defaultVisible'>;

/**
 * A column of amounts, as every list shows money: right-aligned dollars and cents ("$1,234.50"),
 * empty where the row has no amount.
 */
export function moneyColumn<Row>(
  id: string,
  header: string,
  amount: (row: Row) => MoneyInput | null,
  options: MoneyColumnOptions<Row> = {},
): TableColumn<Row> {
  return {
    id,
    header,
    align: 'right',
    ...options,
    cell: (row) => {
      const value = amount(row);
      return value === null ? '' : formatUsd(value);
    },
  };
}
