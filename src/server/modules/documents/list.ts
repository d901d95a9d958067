import { sql, type SQL } from 'drizzle-orm';
import {
  documentPresetHours,
  documentTypes,
  type DocumentCountRow,
  type DocumentCountSortColumn,
  type DocumentCounts,
  type DocumentDatePreset,
  type DocumentFetchRequest,
  type DocumentRow,
  type DocumentType,
} from '../../../shared/contract/documents';
import type { Db } from '../../db/client';
import type { Caller } from '../../http/caller';
import { containsPattern, type PageAnswer } from '../../http/paging';
import { foundOr404, scopeCondition } from '../../http/scope';
import { documentFiles, documentScope } from './documentFiles';

/**
 * The Documents screens (spec part 3 §2, §7 Documents): clients with their document counts, and
 * one client's files by tab, date and title, each in the caller's scope.
 */

type Executor = Pick<Db, 'execute'>;

async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

function and(...parts: (SQL | undefined)[]): SQL {
  const present = parts.filter((part): part is SQL => part !== undefined);
  return present.length === 0 ? sql`true` : sql.join(present, sql` and `);
}

function pageAnswer<T>(data: T[], total: number, page: number, perPage: number): PageAnswer<T> {
  return {
    data,
    total,
    last_page: perPage === 0 ? 1 : Math.max(1, Math.ceil(total / perPage)),
    current_page: page,
  };
}

function window(page: number, perPage: number): SQL {
  // per_page 0 is the tables' All, bounded like every list's All.
  return perPage === 0 ? sql`limit 10000` : sql`limit ${perPage} offset ${(page - 1) * perPage}`;
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

export interface CountListRequest {
  page: number;
  per_page: number;
  search_text: string;
  sort_by?: DocumentCountSortColumn | undefined;
  sort_desc?: boolean | undefined;
}

const countSort: Record<DocumentCountSortColumn, SQL> = {
  client_name: sql`lower(p.company_business_name)`,
  count: sql`coalesce(f.count, 0)`,
  updated_at: sql`f.updated_at`,
};

/** Live clients the caller may see, with how many files each has and its latest (by client name). */
export async function listDocumentCounts(
  db: Executor,
  caller: Caller,
  request: CountListRequest,
): Promise<PageAnswer<DocumentCountRow>> {
  const needle = request.search_text.trim().toLowerCase();
  const where = and(
    sql`p.deleted_at is null`,
    // A debtor user's clients are those its files name (the inner join below).
    caller.roleType === 'debtor' ? undefined : scopeCondition(caller, { company: sql`p.id` }),
    needle === '' ? undefined : sql`lower(p.company_business_name) like ${containsPattern(needle)}`,
  );
  // A debtor user sees the clients whose invoice or collection files name it.
  const fileScope = documentScope(caller, 'd');
  const counted = sql`(
    select d.prospect_id, count(*)::integer as count,
           (array_agg(d.attachment_name order by d.updated_at desc))[1] as attachment_name,
           max(d.updated_at) as updated_at
      from ${documentFiles} d
     where ${and(fileScope)}
     group by d.prospect_id
  )`;
  const join = caller.roleType === 'debtor' ? sql`join` : sql`left join`;
  const from = sql`prospects p ${join} ${counted} f on f.prospect_id = p.id`;
  const [{ total } = { total: 0 }] = await rowsOf<{ total: number }>(
    db,
    sql`select count(*)::integer as total from ${from} where ${where}`,
  );
  const sortColumn = countSort[request.sort_by ?? 'client_name'];
  const descending = request.sort_desc === true;
  const rows = await rowsOf<{
    prospect_id: number;
    client_name: string;
    count: number | null;
    attachment_name: string | null;
    updated_at: Date | string | null;
  }>(
    db,
    sql`select p.id as prospect_id, p.company_business_name as client_name, f.count, f.attachment_name, f.updated_at
          from ${from} where ${where}
         order by ${sortColumn} ${descending ? sql`desc nulls last` : sql`asc nulls first`}, p.id
         ${window(request.page, request.per_page)}`,
  );
  return pageAnswer(
    rows.map((row) => ({
      prospect_id: row.prospect_id,
      client_name: row.client_name,
      count: row.count ?? 0,
      attachment_name: row.attachment_name,
      updated_at: iso(row.updated_at),
    })),
    total,
    request.page,
    request.per_page,
  );
}

/** The client the caller may open in Documents, by id; another company's (or none) answers 404. */
async function visibleClient(db: Executor, caller: Caller, prospectId: number): Promise<string> {
  const debtorSees =
    caller.roleType === 'debtor'
      ? sql`exists (select 1 from ${documentFiles} d where d.prospect_id = p.id and ${and(documentScope(caller, 'd'))})`
      : undefined;
  const [row] = await rowsOf<{ name: string }>(
    db,
    sql`select p.company_business_name as name from prospects p
         where ${and(
           sql`p.id = ${prospectId}`,
           sql`p.deleted_at is null`,
           caller.roleType === 'debtor' ? debtorSees : scopeCondition(caller, { company: sql`p.id` }),
         )}`,
  );
  return foundOr404(row).name;
}

/** The date filter: a preset counts back from now; a Date Range covers both days whole (UTC). */
function dateCondition(keyword: string | undefined, now: Date): SQL | undefined {
  if (keyword === undefined) return undefined;
  const hours = documentPresetHours[keyword as DocumentDatePreset] as number | undefined;
  if (hours !== undefined) {
    return sql`d.updated_at >= ${new Date(now.getTime() - hours * 3_600_000).toISOString()}::timestamptz`;
  }
  const [start, end] = keyword.split(',') as [string, string];
  return sql`d.updated_at >= ${start}::date and d.updated_at < ${end}::date + 1`;
}

const documentSort: Record<NonNullable<DocumentFetchRequest['sort_by']>, SQL> = {
  attachment_name: sql`lower(d.attachment_name)`,
  attachment_type: sql`lower(d.attachment_type)`,
  uploaded_by: sql`lower(u.first_name || ' ' || u.last_name)`,
  updated_at: sql`d.updated_at`,
  invoice_no: sql`d.invoice_no`,
  debtor_name: sql`lower(db.legal_name)`,
  collection_id: sql`d.collection_id`,
  collection_date: sql`d.collection_date`,
};

/** One client's files of a tab within the date filter, searched by title (spec part 3 §7 Documents). */
export async function fetchDocuments(
  db: Executor,
  caller: Caller,
  request: DocumentFetchRequest,
  now: Date,
): Promise<{ prospect_attachments: PageAnswer<DocumentRow>; company_business_name: string }> {
  const clientName = await visibleClient(db, caller, request.prospect_id);
  const needle = request.search_text.trim().toLowerCase();
  const where = and(
    sql`d.prospect_id = ${request.prospect_id}`,
    documentScope(caller, 'd'),
    request.type === undefined ? undefined : sql`d.type = ${request.type}`,
    dateCondition(request.date_keyword, now),
    needle === '' ? undefined : sql`lower(d.attachment_name) like ${containsPattern(needle)}`,
  );
  const from = sql`${documentFiles} d
    left join users u on u.id = d.uploaded_by_id
    left join debtors db on db.id = d.debtor_id`;
  const [{ total } = { total: 0 }] = await rowsOf<{ total: number }>(
    db,
    sql`select count(*)::integer as total from ${from} where ${where}`,
  );
  const sortColumn = documentSort[request.sort_by ?? 'updated_at'];
  const descending = request.sort_by === undefined ? true : request.sort_desc === true;
  const rows = await rowsOf<{
    type: DocumentType;
    attachment_name: string;
    attachment_type: string;
    attachment_path: string;
    uploaded_by: string | null;
    updated_at: Date | string;
    invoice_no: string | null;
    debtor_name: string | null;
    collection_id: number | null;
    collection_date: string | Date | null;
  }>(
    db,
    sql`select d.type, d.attachment_name, d.attachment_type, d.attachment_path,
               nullif(trim(u.first_name || ' ' || u.last_name), '') as uploaded_by, d.updated_at,
               d.invoice_no, db.legal_name as debtor_name, d.collection_id,
               to_char(d.collection_date, 'YYYY-MM-DD') as collection_date
          from ${from} where ${where}
         order by ${sortColumn} ${descending ? sql`desc nulls last` : sql`asc nulls first`}, d.attachment_path
         ${window(request.page, request.per_page)}`,
  );
  return {
    company_business_name: clientName,
    prospect_attachments: pageAnswer(
      rows.map((row) => ({
        type: row.type,
        attachment_name: row.attachment_name,
        attachment_type: row.attachment_type,
        attachment_path: row.attachment_path,
        uploaded_by: row.uploaded_by,
        updated_at: iso(row.updated_at) ?? '',
        invoice_no: row.invoice_no,
        debtor_name: row.debtor_name,
        collection_id: row.collection_id,
        collection_date: row.collection_date === null ? null : String(row.collection_date),
      })),
      total,
      request.page,
      request.per_page,
    ),
  };
}

/** How many files a client has in each tab, in the caller's scope, and its name (document/count). */
export async function countDocuments(
  db: Executor,
  caller: Caller,
  prospectId: number,
): Promise<{ count: DocumentCounts; company_business_name: string }> {
  const clientName = await visibleClient(db, caller, prospectId);
  const rows = await rowsOf<{ type: DocumentType; count: number }>(
    db,
    sql`select d.type, count(*)::integer as count from ${documentFiles} d
         where ${and(sql`d.prospect_id = ${prospectId}`, documentScope(caller, 'd'))}
         group by d.type`,
  );
  const counts = Object.fromEntries(documentTypes.map((type) => [type, 0])) as Record<DocumentType, number>;
  for (const row of rows) counts[row.type] = row.count;
  return {
    count: { ...counts, total: rows.reduce((sum, row) => sum + row.count, 0) },
    company_business_name: clientName,
  };
}

/** Whether the caller may read the stored file at `path` as one of the documents it can see. */
export async function documentFileVisible(db: Executor, caller: Caller, path: string): Promise<boolean> {
  const rows = await rowsOf<{ found: number }>(
    db,
    sql`select 1 as found from ${documentFiles} d
         where ${and(sql`d.attachment_path = ${path}`, documentScope(caller, 'd'))} limit 1`,
  );
  return rows.length > 0;
}
