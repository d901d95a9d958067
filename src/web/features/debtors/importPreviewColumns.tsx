import { Classes, Intent, Tag } from '@blueprintjs/core';
import type { ImportPreviewRow } from '../../../shared/contract/debtors';
import { messages } from '../../../shared/messages';
import type { TableColumn } from '../../kit/tableTypes';
import { TruncatedText } from '../../kit/TruncatedText';

const S = messages.debtor.screens;

/** The Import dialog's preview: each row of the file with what importing it would do, or why it cannot. */
export const importPreviewColumns: readonly TableColumn<ImportPreviewRow>[] = [
  { id: 'row', header: S.row, hideable: false, cell: (row) => String(row.row) },
  { id: 'client_name', header: S.labels.clientName, cell: (row) => <TruncatedText text={row.client_name} /> },
  { id: 'debtor_name', header: S.labels.debtorName, cell: (row) => <TruncatedText text={row.debtor_name} /> },
  { id: 'credit_limit', header: S.labels.creditLimit, align: 'right', cell: (row) => row.credit_limit },
  {
    id: 'problems',
    header: S.problems,
    hideable: false,
    truncate: false,
    cell: (row) =>
      row.errors.length === 0 ? (
        <Tag intent={Intent.SUCCESS} minimal>
          {row.action === 'link' ? S.linksOnFile : S.ready}
        </Tag>
      ) : (
        <ul className={Classes.LIST_UNSTYLED}>
          {row.errors.map((error) => (
            <li key={error}>
              <Tag intent={Intent.DANGER} minimal multiline>
                {error}
              </Tag>
            </li>
          ))}
        </ul>
      ),
  },
];
