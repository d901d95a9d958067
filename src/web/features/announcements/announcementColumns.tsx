import type { AnnouncementRow } from '../../../shared/contract/announcements';
import { announcementBroadcastTo } from '../../../shared/constants';
import { formatUsDate } from '../../../shared/dates';
import { announcementMessages as M } from '../../../shared/messages/announcements';
import type { TableColumn } from '../../kit/tableTypes';
import { TruncatedText } from '../../kit/TruncatedText';

/** Who an announcement is broadcast to, as the list shows it. */
export function audienceText(row: AnnouncementRow): string {
  return row.broadcast_to === announcementBroadcastTo.users
    ? row.users_name.join(', ')
    : row.role_names.join(', ');
}

/** The announcements list's columns (the column picker offers each). */
export const announcementColumns: readonly TableColumn<AnnouncementRow>[] = [
  { id: 'title', header: M.title, cell: (row) => <TruncatedText text={row.title} /> },
  { id: 'effective_from', header: M.effectiveFrom, cell: (row) => formatUsDate(row.effective_from) },
  { id: 'effective_to', header: M.effectiveTo, cell: (row) => formatUsDate(row.effective_to) },
  {
    id: 'announcement_text',
    header: M.text,
    cell: (row) => <TruncatedText text={row.announcement_text} max={40} />,
  },
  { id: 'hyperlink_text', header: M.hyperlinkText, cell: (row) => row.hyperlink_text },
  {
    id: 'broadcast_to',
    header: M.broadcastTo,
    cell: (row) => (row.broadcast_to === announcementBroadcastTo.users ? M.users : M.roles),
  },
  {
    id: 'audience',
    header: `${M.users} / ${M.roles}`,
    cell: (row) => <TruncatedText text={audienceText(row)} max={40} />,
  },
];
