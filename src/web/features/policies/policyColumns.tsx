import { Button } from '@blueprintjs/core';
import type { PolicyRow } from '../../../shared/contract/policies';
import { policyDescriptionTruncateAt } from '../../../shared/constants';
import { formatUsDate, formatUsDateTime } from '../../../shared/dates';
import { policyMessages as M } from '../../../shared/messages/announcements';
import type { TableColumn } from '../../kit/tableTypes';
import { TruncatedText } from '../../kit/TruncatedText';

/**
 * The policies table's columns (spec part 3 §2): Policy Title, Effective From, Description cut at
 * 25 characters with its full text in a tooltip, Attachments (an icon that opens the file, or
 * 'No Attachment'), Created By, Created At.
 */
export function policyColumns(openFile: (row: PolicyRow) => void): readonly TableColumn<PolicyRow>[] {
  return [
    { id: 'name', header: M.title, cell: (row) => <TruncatedText text={row.name} /> },
    { id: 'effective_from', header: M.effectiveFrom, cell: (row) => formatUsDate(row.effective_from) },
    {
      id: 'description',
      header: M.description,
      cell: (row) => <TruncatedText text={row.description} max={policyDescriptionTruncateAt} />,
    },
    {
      id: 'attachment',
      header: M.attachments,
      cell: (row) =>
        row.attachment_path === '' ? (
          M.noAttachment
        ) : (
          <Button
            variant="minimal"
            size="small"
            icon="paperclip"
            aria-label={M.openAttachment}
            onClick={(event) => {
              event.stopPropagation();
              openFile(row);
            }}
          />
        ),
    },
    {
      id: 'created_by',
      header: M.createdBy,
      cell: (row) => `${row.first_name} ${row.last_name}`.trim(),
    },
    { id: 'created_at', header: M.createdAt, cell: (row) => formatUsDateTime(row.created_at) },
  ];
}
