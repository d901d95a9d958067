import { sql, type SQL } from 'drizzle-orm';
import { documentMessages as M } from '../../../shared/messages/documents';
import type { Caller } from '../../http/caller';
import { scopeCondition } from '../../http/scope';

/**
 * Every file the product keeps about a client, as one relation (docs/decisions/0037): read from the
 * tables that already keep them, so nothing is copied and nothing can drift. Each row: the client
 * (prospect_id), the tab (type), its title and kind, the stored path, who uploaded it, when, and
 * for invoice and collection files the invoice, debtor and collection.
 *
 * Underwriting (prospect): the application's documents checklist, business name searches, the
 * contract documents (W9, 8821, factoring agreement), the signatures of signed term sheets and
 * the prospect responses' attachments. Invoices: the invoices' attachments. Collections: the checks
 * and remittances of collections and of unapplied cash.
 */
/** A fixed text as a typed value: every branch of the union agrees on text. */
const label = (text: string) => sql`${text}::text`;

const strippedName = (path: SQL) => sql`substr(regexp_replace(${path}, '^.*/', ''), 14)`;

export const documentFiles = sql`(
  select pd.prospect_id, 'prospect'::text as type,
         ${strippedName(sql`pd.attachment_path`)} as attachment_name, pd.attachment_type,
         pd.attachment_path, null::uuid as uploaded_by_id, pd.created_at as updated_at,
         null::text as invoice_no, null::integer as debtor_id,
         null::integer as collection_id, null::date as collection_date
    from prospect_documents pd
  union all
  select b.prospect_id, 'prospect', b.name, ${label(M.kinds.businessNameSearch)}, b.attachment_path,
         b.created_by, b.created_at, null, null, null, null
    from business_name_searches b
  union all
  select c.prospect_id, 'prospect', ${strippedName(sql`c.attachment_path`)},
         case c.kind when 'w9' then ${label(M.kinds.w9)} when '8821' then ${label(M.kinds['8821'])}
                     else ${label(M.kinds.factoring_agreement)} end,
         c.attachment_path, c.uploaded_by, c.created_at, null, null, null, null
    from client_contract_documents c
  union all
  select t.prospect_id, 'prospect', ${strippedName(sql`o.signature_path`)}, ${label(M.kinds.signedTermSheet)},
         o.signature_path, null, o.signed_at, null, null, null, null
    from term_sheet_owners o join term_sheets t on t.id = o.term_sheet_id
   where o.signature_path is not null and o.signed_at is not null
  union all
  select r.prospect_id, 'prospect', ${strippedName(sql`r.attachment_path`)}, ${label(M.kinds.prospectResponse)},
         r.attachment_path, r.created_by, r.created_at, null, null, null, null
    from prospect_responses r
   where r.attachment_path is not null
  union all
  select i.prospect_id, 'invoice', ${strippedName(sql`a.path`)}, ${label(M.kinds.invoice)}, a.path,
         i.created_by, a.created_at, i.invoice_no, i.debtor_id, null, null
    from invoice_attachments a join invoices i on i.id = a.invoice_id
  union all
  select k.prospect_id, 'collection', ${strippedName(sql`k.check_path`)}, ${label(M.kinds.collectionCheck)},
         k.check_path, k.created_by, k.created_at, null, k.debtor_id, k.id, k.posting_date
    from collections k
  union all
  select u.prospect_id, 'collection', ${strippedName(sql`u.check_path`)}, ${label(M.kinds.unappliedCashCheck)},
         u.check_path, u.created_by, u.created_at, null, u.debtor_id, null, u.posting_date
    from unapplied_cash u
   where u.check_path is not null
)`;

/**
 * What of `documentFiles` (aliased `alias`) the caller may see: staff every file; a client user its
 * own company's; a debtor user the invoice and collection files naming it; anyone else nothing.
 */
export function documentScope(caller: Caller, alias: string): SQL | undefined {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return scopeCondition(caller, { company: column('prospect_id'), debtor: column('debtor_id') });
}
