import { format } from 'date-fns';
import { dateFnsFormats } from '../../../shared/constants';

/** A chat moment as the spec shows it: 'MMMM DD, YYYY, hh:mm A' (November 25, 2026, 09:05 AM). */
export function formatChatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, dateFnsFormats.chat);
}
