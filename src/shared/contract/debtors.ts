import { z } from 'zod';
import {
  pageOf,
  defineEndpoint,
  EmptyRequestSchema,
  IdSchema,
  MessageAnswerSchema,
  MoneyText,
  choicePageFields,
  IdsSchema,
  FlagSchema,
  TextSchema,
  SearchPageFields,
  sortFields,
  messageAnswerWith,
  answerWith,
  idRequest,
} from './endpoint';
import { lookupPageSizes, maxDebtorContacts } from '../constants';
import { debtorStatuses } from '../dropdowns';
import { messages } from '../messages';
import { importLimits } from '../validation/debtorImport';
import { DebtorSaveRequestSchema, FeinSchema } from '../validation/debtorForm';
import { ClientChoiceSchema } from './invoiceLookups';

/**
 * Debtors, their contacts, invites, status and import (spec part 2 §7 Debtors). A debtor is one
 * company; each client holding it is a debtor_prospect (`debtor_prospect_id`) with its own weekly
 * credit limit and status, so a list row and a record are always a debtor *for a client*.
 * A client user sees only its company's debtors, a debtor user only its own debtor; any other
 * record answers 404.
 */

const Money = MoneyText;

export const debtorStatusValues = [debtorStatuses.pending, debtorStatuses.active, debtorStatuses.terminated];

/** The Change Status dialog's choice: 'Status is required'. */
export const DebtorStatusValueSchema = z
  .number({ error: messages.debtor.statusRequired })
  .int(messages.debtor.statusRequired)
  .refine((value) => (debtorStatusValues as number[]).includes(value), messages.debtor.statusRequired);

export const debtorSortColumns = [
  'debtor_name',
  'client_name',
  'phone',
  'email',
  'credit_limit',
  'available_credit_limit',
  'status',
  'created_at',
] as const;
export type DebtorSortColumn = (typeof debtorSortColumns)[number];

/** A row of /debtormain: one debtor for one client. */
export const DebtorRowSchema = z.object({
  /** The debtor. */
  id: z.number().int(),
  /** The client. */
  prospect_id: z.number().int(),
  /** The client's hold on the debtor: what Change Status moves. */
  debtor_prospect_id: z.number().int(),
  debtor_name: z.string(),
  /** Left out for a client user, who sees only its own company (the reduced column set). */
  client_name: z.string().optional(),
  country_phone_code: z.string(),
  phone: z.string(),
  email: z.string(),
  /** Weekly credit limit. */
  credit_limit: Money,
  available_credit_limit: Money,
  /** 0 pending, 1 Active, 2 Terminated (debtor_status). */
  status: z.number().int(),
  deleted: z.boolean(),
  is_terminated: z.boolean(),
  created_at: z.string(),
  /**
   * Staff only: the debtor's score, 0–100 (docs/decisions/0043), as settings/debtor_scores answers
   * it; null without a paid invoice. Left out for every other party.
   */
  score: z.number().int().min(0).max(100).nullable().optional(),
});
export type DebtorRow = z.infer<typeof DebtorRowSchema>;

/** A debtor contact (the spec's poc). */
export const DebtorContactRowSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  email: z.string(),
  department: z.string(),
  country_phone_code: z.string(),
  phone: z.string(),
  country_fax_code: z.string(),
  fax: z.string(),
  /** When the last invite went out; null before the first. */
  invite_send_date: z.string().nullable(),
  /** The Debtor-role user the invite made. */
  user_id: z.string().nullable(),
});
export type DebtorContactRow = z.infer<typeof DebtorContactRowSchema>;

/** A user holding one of the contacts' emails: the invite buttons need to know who set a password. */
export const DebtorUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  has_password: z.boolean(),
  is_active: z.boolean(),
});
export type DebtorUser = z.infer<typeof DebtorUserSchema>;

/** One debtor for one client, as /editdebtor opens it. */
export const DebtorSchema = z.object({
  id: z.number().int(),
  prospect_id: z.number().int(),
  debtor_prospect_id: z.number().int(),
  legal_name: z.string(),
  client_name: z.string(),
  country_phone_code: z.string(),
  phone: z.string(),
  country_fax_code: z.string(),
  fax: z.string(),
  email: z.string(),
  address: z.string(),
  zip: z.string(),
  state: z.string(),
  city: z.string(),
  /** Masked ('*****6789') unless the caller holds sensitive_information_disclosure. */
  fein: z.string(),
  credit_limit: Money,
  available_credit_limit: Money,
  optional_comments: z.string(),
  industry: z.string(),
  industry_id: z.number().int().nullable(),
  status: z.number().int(),
  deleted: z.boolean(),
  is_terminated: z.boolean(),
  pocs: z.array(DebtorContactRowSchema),
  users: z.array(DebtorUserSchema),
});
export type Debtor = z.infer<typeof DebtorSchema>;

/**
 * One debtor as a client user opens it: without `users`, which names any account holding a
 * contact's email (its password state and id), for staff deciding on invites a client may not send.
 */
export const ClientDebtorSchema = DebtorSchema.omit({ users: true });
export type ClientDebtor = z.infer<typeof ClientDebtorSchema>;

export const ClientCreditLimitSchema = z.object({
  /** The client's active credit limit; null when none is set yet. */
  client_active_credit_limit: Money.nullable(),
  /** What is left of it for debtors: active limit − Σ weekly limits of its live debtors. */
  available_credit_limit: Money.nullable(),
});
export type ClientCreditLimit = z.infer<typeof ClientCreditLimitSchema>;

/** One row of an import file as the preview judges it; rows are numbered as a spreadsheet shows them. */
export const ImportPreviewRowSchema = z.object({
  row: z.number().int(),
  client_name: z.string(),
  debtor_name: z.string(),
  credit_limit: z.string(),
  /** create: a new debtor; link: the debtor on file (same email and FEIN) added to the client. */
  action: z.enum(['create', 'link']).nullable(),
  /** Why the row cannot be imported; empty for a row that can. */
  errors: z.array(z.string()),
});
export type ImportPreviewRow = z.infer<typeof ImportPreviewRowSchema>;

const importUpload = { maxFiles: 1, maxBytes: importLimits.maxBytes };

/** Row numbers as a list field sends them: "2,3,7". */
const RowNumbersSchema = z
  .string()
  .trim()
  .regex(/^\d{1,4}(,\d{1,4})*$/, messages.http.badRequest)
  .transform((text) => [...new Set(text.split(',').map(Number))].sort((a, b) => a - b));

export const debtorEndpoints = {
  fetch: defineEndpoint({
    path: 'debtor/fetch',
    tag: 'debtors',
    summary:
      'Debtors by client, searched by debtor name, client name and phone; show_all adds deleted and terminated ones',
    access: { all: ['view_debtors'] },
    request: z.strictObject({
      ...SearchPageFields,
      ...sortFields(debtorSortColumns),
      /** Include deleted and terminated debtors (staff only: a client user has no such toggle). */
      show_all: FlagSchema.default(false),
      /** The spec's browser sends it; the columns follow the caller's role whatever it says. */
      inc_client_role: FlagSchema.optional(),
    }),
    response: answerWith({ debtors: pageOf(DebtorRowSchema) }),
  }),
  details: defineEndpoint({
    path: 'debtor/details',
    tag: 'debtors',
    summary: 'One debtor for one client, with its contacts and their users, for /editdebtor',
    access: { all: ['view_debtors', 'debtor_selection'] },
    request: z.strictObject({ prospect_id: IdSchema, id: IdSchema }),
    response: messageAnswerWith({ debtor: DebtorSchema }),
    responseByParty: {
      client: messageAnswerWith({ debtor: ClientDebtorSchema }),
    },
  }),
  contacts: defineEndpoint({
    path: 'debtor/pocs',
    tag: 'debtors',
    summary: "A debtor's contacts (for one client when prospect_id is given)",
    access: { any: ['view_debtors', 'view_invoices'] },
    request: z.strictObject({ debtor_id: IdSchema, prospect_id: IdSchema.optional() }),
    response: messageAnswerWith({ pocs: z.array(DebtorContactRowSchema) }),
  }),
  clientCreditLimit: defineEndpoint({
    path: 'debtor/client_credit_limit',
    tag: 'debtors',
    summary: "The client's active credit limit and the part its live debtors leave available",
    access: { all: ['view_debtors'] },
    request: idRequest('prospect_id'),
    response: answerWith({ credit_limit: ClientCreditLimitSchema }),
  }),
  clients: defineEndpoint({
    path: 'debtor/clients',
    tag: 'debtors',
    summary: "The debtor form's Client Name choice: clients by business name (a client user: its own)",
    access: { all: ['view_debtors'] },
    request: z.strictObject(choicePageFields(lookupPageSizes.clientDropdown, lookupPageSizes.clientSearch)),
    response: answerWith({ prospects: pageOf(ClientChoiceSchema) }),
  }),
  exists: defineEndpoint({
    path: 'debtor/exists',
    tag: 'debtors',
    summary: 'Whether the client already holds a debtor with this email and FEIN',
    access: { all: ['view_debtors', 'add_new_debtor'] },
    request: z.strictObject({
      prospect_id: IdSchema,
      email: z.string().trim().toLowerCase().pipe(z.email(messages.debtor.companyEmailInvalid)),
      fein: FeinSchema,
    }),
    response: answerWith({ isExists: z.boolean(), message: z.string() }),
  }),
  save: defineEndpoint({
    path: 'debtor/save',
    tag: 'debtors',
    summary:
      'Add a debtor for a client (no id; one on file with the same email and FEIN is added to the client) or edit one',
    access: { all: ['view_debtors'], any: ['add_new_debtor', 'debtor_selection'] },
    request: DebtorSaveRequestSchema,
    response: messageAnswerWith({
      id: z.number().int(),
      prospect_id: z.number().int(),
      debtor_prospect_id: z.number().int(),
    }),
  }),
  invite: defineEndpoint({
    path: 'debtor/invite',
    tag: 'debtors',
    summary: 'Make a Debtor-role user for each contact and mail each a one-time set-password link',
    access: { all: ['view_debtors', 'debtor_notice_of_assignment'] },
    request: z.strictObject({
      poc_ids: z.array(IdSchema).min(1, messages.http.badRequest).max(maxDebtorContacts),
    }),
    response: MessageAnswerSchema,
  }),
  resendInvite: defineEndpoint({
    path: 'debtor/resend_invite',
    tag: 'debtors',
    summary:
      'Mail a contact a fresh set-password link, a day after the last and only while no password is set',
    access: { all: ['view_debtors', 'debtor_notice_of_assignment'] },
    request: z.strictObject({ id: IdSchema, email: TextSchema({ label: 'email', max: 100 }) }),
    response: MessageAnswerSchema,
  }),
  statusChange: defineEndpoint({
    path: 'debtor/status_change',
    tag: 'debtors',
    summary:
      'Move the selected debtors of clients: pending to Active or Terminated, Active to Terminated, Terminated to Active',
    access: { all: ['view_debtors', 'debtor_status_change'] },
    request: z.strictObject({
      debtor_prospect_id: IdsSchema,
      status: DebtorStatusValueSchema,
    }),
    response: MessageAnswerSchema,
  }),
  delete: defineEndpoint({
    path: 'debtor/delete',
    tag: 'debtors',
    summary: 'Delete debtors of clients (kept for the books, shown only with show_all)',
    access: { all: ['view_debtors', 'debtor_status_change'] },
    request: z.strictObject({
      debtors: z
        .array(z.strictObject({ prospect_id: IdSchema, debtor_id: IdSchema }))
        .min(1, messages.http.badRequest)
        .max(1000),
    }),
    response: MessageAnswerSchema,
  }),
  importPreview: defineEndpoint({
    path: 'debtor/import/preview',
    tag: 'debtors',
    summary: 'Check a debtor CSV file (field `file`) row by row; writes nothing',
    // Importing files new debtors, which takes the add right and the Profile tab's.
    access: { all: ['view_debtors', 'add_new_debtor', 'debtor_profile'] },
    body: 'multipart',
    upload: importUpload,
    request: EmptyRequestSchema,
    response: answerWith({
      rows: z.array(ImportPreviewRowSchema),
      total: z.number().int(),
      valid: z.number().int(),
    }),
  }),
  importSave: defineEndpoint({
    path: 'debtor/import/save',
    tag: 'debtors',
    summary:
      'Import the rows of a debtor CSV file the preview found valid (`rows`: their numbers), in one transaction or not at all',
    // Importing files new debtors, which takes the add right and the Profile tab's.
    access: { all: ['view_debtors', 'add_new_debtor', 'debtor_profile'] },
    body: 'multipart',
    upload: importUpload,
    request: z.strictObject({ rows: RowNumbersSchema }),
    response: messageAnswerWith({ imported: z.number().int() }),
  }),
};
