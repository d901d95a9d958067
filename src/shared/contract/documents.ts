import { z } from 'zod';
import { isIsoDate } from '../dates';
import { messages } from '../messages';
import { answerWith, defineEndpoint, IdSchema, pageOf, SearchPageFields, sortFields } from './endpoint';

/**
 * Documents (spec part 3 §2 Documents, §3 Document or attachment, §5 Documents, §7 Documents;
 * docs/decisions/0037-documents-and-file-storage.md): every file the product keeps about a client,
 * read from the tables that keep them, counted per client and listed by tab. Files open through
 * files/read, which checks the caller's rights again.
 */

/** The tabs of /documents/{id}: Underwriting (prospect), Invoices, Collections. */
export const documentTypes = ['prospect', 'invoice', 'collection'] as const;
export type DocumentType = (typeof documentTypes)[number];

/** The date filter's presets (spec part 3 §5): Last 30 Days unless chosen. */
export const documentDatePresets = ['24hours', '7days', '30days', '90days'] as const;
export type DocumentDatePreset = (typeof documentDatePresets)[number];
export const defaultDocumentDateKeyword: DocumentDatePreset = '30days';

/** How many days back each preset reaches (24 hours is the last 24 hours, not a calendar day). */
export const documentPresetHours: Readonly<Record<DocumentDatePreset, number>> = {
  '24hours': 24,
  '7days': 7 * 24,
  '30days': 30 * 24,
  '90days': 90 * 24,
};

/** A preset, or a Date Range as 'YYYY-MM-DD,YYYY-MM-DD' (start not after end). */
export const DocumentDateKeywordSchema = z.string().refine((value) => {
  if ((documentDatePresets as readonly string[]).includes(value)) return true;
  const [start, end, ...rest] = value.split(',');
  return (
    rest.length === 0 &&
    start !== undefined &&
    end !== undefined &&
    isIsoDate(start) &&
    isIsoDate(end) &&
    start <= end
  );
}, messages.http.badRequest);

export const documentCountSortColumns = ['client_name', 'count', 'updated_at'] as const;
export type DocumentCountSortColumn = (typeof documentCountSortColumns)[number];

/** Document count row (spec part 3 §3): a client, how many files it has, its latest file. */
export const DocumentCountRowSchema = z.object({
  prospect_id: z.number().int(),
  client_name: z.string(),
  count: z.number().int(),
  attachment_name: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type DocumentCountRow = z.infer<typeof DocumentCountRowSchema>;

export const documentSortColumns = [
  'attachment_name',
  'attachment_type',
  'uploaded_by',
  'updated_at',
  'invoice_no',
  'debtor_name',
  'collection_id',
  'collection_date',
] as const;
export type DocumentSortColumn = (typeof documentSortColumns)[number];

/** Document or attachment (spec part 3 §3). */
export const DocumentRowSchema = z.object({
  type: z.enum(documentTypes),
  attachment_name: z.string(),
  attachment_type: z.string(),
  /** The stored path: open it with files/read. */
  attachment_path: z.string(),
  uploaded_by: z.string().nullable(),
  updated_at: z.string(),
  invoice_no: z.string().nullable(),
  debtor_name: z.string().nullable(),
  collection_id: z.number().int().nullable(),
  collection_date: z.string().nullable(),
});
export type DocumentRow = z.infer<typeof DocumentRowSchema>;

export const DocumentCountListRequestSchema = z.strictObject({
  ...SearchPageFields,
  ...sortFields(documentCountSortColumns),
});

export const DocumentFetchRequestSchema = z.strictObject({
  ...SearchPageFields,
  ...sortFields(documentSortColumns),
  prospect_id: IdSchema,
  /** The tab; without it, every file of the client (the View Document List dialog). */
  type: z.enum(documentTypes).optional(),
  /** A preset or 'start,end'; without it, every date. */
  date_keyword: DocumentDateKeywordSchema.optional(),
});
export type DocumentFetchRequest = z.infer<typeof DocumentFetchRequestSchema>;

export const DocumentCountsSchema = z.object({
  prospect: z.number().int(),
  invoice: z.number().int(),
  collection: z.number().int(),
  total: z.number().int(),
});
export type DocumentCounts = z.infer<typeof DocumentCountsSchema>;

export const documentEndpoints = {
  countList: defineEndpoint({
    path: 'document/count_list',
    tag: 'documents',
    summary:
      'Clients with the number of files kept about them and their latest file, searched by client name; a client user gets its own company',
    access: { all: ['view_documents'] },
    request: DocumentCountListRequestSchema,
    response: answerWith({ prospect_attachments: pageOf(DocumentCountRowSchema) }),
  }),
  fetch: defineEndpoint({
    path: 'document/fetch',
    tag: 'documents',
    summary:
      "One client's files of a tab (prospect, invoice, collection) within the date filter, searched by title; another company's client answers 404",
    access: { all: ['view_documents'] },
    request: DocumentFetchRequestSchema,
    response: answerWith({
      prospect_attachments: pageOf(DocumentRowSchema),
      company_business_name: z.string(),
    }),
  }),
  count: defineEndpoint({
    path: 'document/count',
    tag: 'documents',
    summary:
      "How many files a client has in each tab, in the caller's scope, and the client's name; another company's client answers 404",
    access: { all: ['view_documents'] },
    request: z.strictObject({ prospect_id: IdSchema }),
    response: answerWith({ count: DocumentCountsSchema, company_business_name: z.string() }),
  }),
};
