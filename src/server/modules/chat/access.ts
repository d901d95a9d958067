import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../../http/caller';

/**
 * Who may write to whom (docs/decisions/0035-chat.md): a client only to the active users of its
 * own live debtors, a debtor only to the active users of its live clients, staff to any active
 * user, a broker to active staff. Never to oneself. The condition reads the users row `u` joined
 * to its role `r`.
 */
const partyTypes = sql`('client', 'debtor', 'broker')`;

export function mayWriteTo(caller: Caller): SQL {
  const me = caller.userId;
  const base = sql`u.is_active and u.id <> ${me}`;
  switch (caller.roleType) {
    case 'client':
      return sql`${base} and r.role_type = 'debtor' and exists (
        select 1 from debtor_clients dc
        where dc.debtor_id = u.debtor_id and dc.prospect_id = ${caller.companyId ?? -1}
          and dc.deleted_at is null)`;
    case 'debtor':
      return sql`${base} and r.role_type = 'client' and exists (
        select 1 from debtor_clients dc
        where dc.prospect_id = u.company_id and dc.debtor_id = ${caller.debtorId ?? -1}
          and dc.deleted_at is null)`;
    case 'broker':
      return sql`${base} and r.role_type not in ${partyTypes}`;
    default:
      return base;
  }
}
