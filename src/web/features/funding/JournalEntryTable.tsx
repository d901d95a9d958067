import { Classes, HTMLTable } from '@blueprintjs/core';
import type { JournalEntry } from '../../../shared/contract/funding';
import { formatUsDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { addMoney, compareMoney, formatUsd } from '../../../shared/money';
import { fundingClasses } from './fundingClasses';

const J = messages.funding.screens.journalEntry;

export interface JournalEntryTableProps {
  /** The entry as the books hold it, lines in posting order. */
  entry: JournalEntry;
  /** For a contra entry: the id of the entry it reverses, named in the caption. */
  reverses?: number;
}

/** An amount on its side of the line; the other side stays blank, as a journal prints it. */
function sideAmount(amount: string): string {
  return compareMoney(amount, '0') === 0 ? '' : formatUsd(amount);
}

/** One journal entry: account, debit and credit per line, and the totals that balance. */
export function JournalEntryTable({ entry, reverses }: JournalEntryTableProps) {
  const date = formatUsDate(entry.entry_date);
  const caption =
    reverses === undefined ? J.caption(entry.id, date) : J.reversalCaption(entry.id, date, reverses);
  return (
    <HTMLTable compact bordered className={fundingClasses.journal}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{J.account}</th>
          <th scope="col" className={fundingClasses.amount}>
            {J.debit}
          </th>
          <th scope="col" className={fundingClasses.amount}>
            {J.credit}
          </th>
        </tr>
      </thead>
      <tbody>
        {entry.lines.map((line, index) => (
          <tr key={index}>
            <td>
              {line.account_name} <span className={Classes.TEXT_MUTED}>{line.account_code}</span>
              {line.memo !== '' && (
                <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{line.memo}</div>
              )}
            </td>
            <td className={fundingClasses.amount}>{sideAmount(line.debit)}</td>
            <td className={fundingClasses.amount}>{sideAmount(line.credit)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{J.total}</th>
          <td className={fundingClasses.amount}>
            {formatUsd(addMoney(...entry.lines.map((line) => line.debit)))}
          </td>
          <td className={fundingClasses.amount}>
            {formatUsd(addMoney(...entry.lines.map((line) => line.credit)))}
          </td>
        </tr>
      </tfoot>
    </HTMLTable>
  );
}
