import type { CurrentUser } from '../../shared/contract/session';

/**
 * Whom an invoice screen is for: staff see the whole book, a client user its company (no client
 * column, its company fixed), a debtor user what its debtor owes (no debtor column, approve/deny).
 */
export type ViewerKind = 'staff' | 'client' | 'debtor';

export function viewerKindOf(user: Pick<CurrentUser, 'role' | 'debtor_id' | 'company_id'>): ViewerKind {
  if (user.role.role_type === 'debtor' || user.debtor_id !== null) return 'debtor';
  if (user.role.role_type === 'client') return 'client';
  return 'staff';
}
