import {
  documentEndpoints as e,
  documentPresetHours,
  documentTypes,
  type DocumentCountRow,
  type DocumentDatePreset,
  type DocumentRow,
  type DocumentType,
} from '../../src/shared/contract/documents';
import { profileEndpoints } from '../../src/shared/contract/profile';
import type { CurrentUser } from '../../src/shared/contract/session';
import type { FakeAnswer, FakeHandler } from '../shell/fakeApi';
import { answeredFor, answering } from '../users/fakeServer';

/** The clients of the fake book: Acme (the client user's own company, 7), Bayside and Cedar (no files). */
export const documentClients = { acme: 7, bayside: 8, cedar: 9 } as const;
const clientNames: Record<number, string> = { 7: 'Acme Corp', 8: 'Bayside Traders', 9: 'Cedar Mills' };

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

function file(
  prospectId: number,
  type: DocumentType,
  name: string,
  days: number,
  more: Partial<DocumentRow> = {},
): DocumentRow & { prospect_id: number } {
  return {
    prospect_id: prospectId,
    type,
    attachment_name: name,
    attachment_type: type === 'invoice' ? 'Invoice Attachment' : 'Bank Statements',
    attachment_path: `documents/${prospectId}/Pf00000000001${name}`,
    uploaded_by: 'Avery Stone',
    updated_at: daysAgo(days),
    invoice_no: null,
    debtor_name: null,
    collection_id: null,
    collection_date: null,
    ...more,
  };
}

/** Acme's files in each tab, one of them older than 30 days; Bayside's one file. */
export const documentFiles = [
  file(7, 'prospect', 'bank-statement.pdf', 2),
  file(7, 'prospect', 'tax-returns-2025.pdf', 60, { attachment_type: 'Tax Returns' }),
  file(7, 'invoice', 'INV-1001.pdf', 3, { invoice_no: 'INV-1001', debtor_name: 'Northwind Foods' }),
  file(7, 'collection', 'check-11.png', 10, {
    attachment_type: 'Collection Check',
    collection_id: 11,
    collection_date: daysAgo(10).slice(0, 10),
  }),
  file(8, 'prospect', 'bayside-w9.pdf', 1, { attachment_type: 'W9' }),
];

/** A file the list still shows but files/read refuses (gone, or no longer the caller's). */
export const refusedFile = file(7, 'prospect', 'withdrawn-contract.pdf', 1);

/** Whether a file's date falls within a date_keyword: a preset counts back from now, a range is whole days. */
function withinDates(row: DocumentRow, keyword: string | undefined): boolean {
  if (keyword === undefined) return true;
  const hours = documentPresetHours[keyword as DocumentDatePreset] as number | undefined;
  if (hours !== undefined) return Date.parse(row.updated_at) >= Date.now() - hours * 3_600_000;
  const [start = '', end = ''] = keyword.split(',');
  const day = row.updated_at.slice(0, 10);
  return day >= start && day <= end;
}

const page = <T>(data: T[]) => ({ data, total: data.length, last_page: 1, current_page: 1 });
const notFound: FakeAnswer = { status: 404, body: { status: false, message: 'Record not found.' } };

/**
 * The Documents calls as the server answers `user`: a client user sees its own company only, and
 * another company's client (or none) answers 404 like the server (docs/decisions/0037).
 */
export function documentHandlers(
  user: CurrentUser,
  files: readonly (DocumentRow & { prospect_id: number })[] = [...documentFiles, refusedFile],
): Record<string, FakeHandler> {
  const visible = (id: number) =>
    clientNames[id] !== undefined && (user.role.role_type !== 'client' || user.company_id === id);
  const ofClient = (id: number) => files.filter((row) => row.prospect_id === id);
  return {
    [e.countList.path]: answering(e.countList, (body) => {
      const needle = body.search_text.trim().toLowerCase();
      const rows: DocumentCountRow[] = Object.entries(clientNames)
        .map(([id, name]) => ({ id: Number(id), name }))
        .filter(({ id, name }) => visible(id) && name.toLowerCase().includes(needle))
        .map(({ id, name }) => {
          const kept = ofClient(id).sort((a, b) => b.updated_at.localeCompare(a.updated_at));
          return {
            prospect_id: id,
            client_name: name,
            count: kept.length,
            attachment_name: kept[0]?.attachment_name ?? null,
            updated_at: kept[0]?.updated_at ?? null,
          };
        });
      return answeredFor(e.countList, user, { prospect_attachments: page(rows) });
    }),
    [e.fetch.path]: answering(e.fetch, (body) => {
      if (!visible(body.prospect_id)) return notFound;
      const needle = body.search_text.trim().toLowerCase();
      const rows = ofClient(body.prospect_id)
        .filter((row) => body.type === undefined || row.type === body.type)
        .filter((row) => withinDates(row, body.date_keyword))
        .filter((row) => row.attachment_name.toLowerCase().includes(needle))
        .map(({ prospect_id: _client, ...row }) => row);
      return answeredFor(e.fetch, user, {
        prospect_attachments: page(rows),
        company_business_name: clientNames[body.prospect_id],
      });
    }),
    [e.count.path]: answering(e.count, (body) => {
      if (!visible(body.prospect_id)) return notFound;
      const kept = ofClient(body.prospect_id);
      const count = Object.fromEntries(
        documentTypes.map((type) => [type, kept.filter((row) => row.type === type).length]),
      ) as Record<DocumentType, number>;
      return answeredFor(e.count, user, {
        count: { ...count, total: kept.length },
        company_business_name: clientNames[body.prospect_id],
      });
    }),
    [profileEndpoints.readFile.path]: answering(profileEndpoints.readFile, (body) => {
      const listed = files.find((row) => row.attachment_path === body.path);
      if (!listed || listed === refusedFile || !visible(listed.prospect_id)) return notFound;
      return { body: '%PDF-1.4' };
    }),
  };
}
