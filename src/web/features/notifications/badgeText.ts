import { badgeCap } from '../../../shared/constants';
import { messages } from '../../../shared/messages';

/** The bell's badge: nothing at 0, the count up to 99, then '99+' (spec part 1 §9). */
export function badgeText(unread: number): string {
  if (unread <= 0) return '';
  return unread > badgeCap ? messages.shell.badgeOverflow : String(unread);
}
