import { z } from 'zod';
import {
  answerWith,
  DateText,
  defineEndpoint,
  FlagSchema,
  idRequest,
  IdSchema,
  MessageAnswerSchema,
  messageAnswerWith,
  MoneyText,
  pageOf,
  SearchPageFields,
  sortFields,
} from './endpoint';
import { storedPathSchema, TextSchema } from './text';
import { clientStatuses } from '../constants';
import { addDaysIso, compareIsoDates, readDate, type IsoDate } from '../dates';
import { messages } from '../messages';
import { ProspectDocumentSchema } from './prospectDocuments';
import { ProspectApplicationSchema, SaveApplicationRequestSchema } from './prospects';

/**
 * Clients (spec part 1 §2.5, §3, §4, §7 Clients): the promoted prospects (status 1). A client
 * user reaches only its own company; any other client answers 404. Terminated = terminated_at
 * set, deleted = deleted_at set: neither takes new work.
 */

const M = messages.clients.screens;

export const clientSortColumns = [
  'company_business_name',
  'poc_name',
  'poc_email',
  'factoring_limit',
  'active_credit_limit',
  'promoted_at',
] as const;
export type ClientSortColumn = (typeof clientSortColumns)[number];

/** 1 Active, 3 Terminated, 4 Deleted (the list actions' statuses, constants.clientStatuses). */
export const ClientListStatusSchema = z.union([
  z.literal(1),
  z.literal(clientStatuses.terminated),
  z.literal(clientStatuses.deleted),
]);

/** A row of /ClientIndex. */
export const ClientRowSchema = z.object({
  id: z.number().int(),
  company_business_name: z.string(),
  poc_name: z.string(),
  poc_email: z.string(),
  company_country_phone_code: z.string(),
  company_phone: z.string(),
  /** The latest signed term sheet's factoring limit; null when none is signed. */
  factoring_limit: MoneyText.nullable(),
  active_credit_limit: MoneyText.nullable(),
  /** When the prospect was promoted (ISO instant). */
  promoted_at: z.string().nullable(),
  /** The termination date ('YYYY-MM-DD'), once terminated. */
  terminated_at: DateText,
  status: ClientListStatusSchema,
  is_terminated: z.boolean(),
  deleted: z.boolean(),
});
export type ClientRow = z.infer<typeof ClientRowSchema>;

/** The termination info (spec part 1 §3): what the client still has on the books. */
export const TerminationInfoSchema = z.object({
  total_debtors: z.number().int(),
  total_reserves: MoneyText,
  total_collection_amount_pending: MoneyText,
  total_hold_accounts: z.number().int(),
});
export type TerminationInfo = z.infer<typeof TerminationInfoSchema>;

export const ClientAdvocateSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

/** The summary of /clientdetails. */
export const ClientSummarySchema = z.object({
  id: z.number().int(),
  company_business_name: z.string(),
  doing_business_as: z.string(),
  company_date_established: DateText,
  business_registration_state: z.string(),
  /** The legal status's label, '' when unknown. */
  business_type: z.string(),
  poc_name: z.string(),
  poc_email: z.string(),
  /** Masked ('*****6789') unless the caller holds sensitive_information_disclosure. */
  company_fein: z.string().nullable(),
  company_number_of_employees: z.string(),
  company_country_phone_code: z.string(),
  company_phone: z.string(),
  company_address: z.string(),
  company_zip: z.string(),
  company_state: z.string(),
  company_city: z.string(),
  terminated_at: DateText,
  is_terminated: z.boolean(),
  deleted: z.boolean(),
  advocates: z.array(ClientAdvocateSchema),
  /** The documents checklist's files. */
  documents: z.array(ProspectDocumentSchema),
});
export type ClientSummary = z.infer<typeof ClientSummarySchema>;

/** One debtor of the client, as /clientdetails lists them. */
export const ClientDebtorRowSchema = z.object({
  id: z.number().int(),
  prospect_id: z.number().int(),
  debtor_name: z.string(),
  email: z.string(),
  country_phone_code: z.string(),
  phone: z.string(),
  credit_limit: MoneyText,
  /** 0 pending, 1 Active, 2 Terminated (debtor_status). */
  status: z.number().int(),
});
export type ClientDebtorRow = z.infer<typeof ClientDebtorRowSchema>;

/** A termination date: required, a calendar date, tomorrow at the earliest (against `today`). */
export function terminationDateSchema(today: () => IsoDate) {
  return z
    .string({ error: messages.required(messages.clients.terminationDate) })
    .trim()
    .min(1, messages.required(messages.clients.terminationDate))
    .transform((value, ctx) => {
      const iso = readDate(value);
      if (iso === null) {
        ctx.addIssue({ code: 'custom', message: messages.common.invalidDate });
        return z.NEVER;
      }
      if (compareIsoDates(iso, addDaysIso(today(), 1)) < 0) {
        ctx.addIssue({ code: 'custom', message: M.terminationTooEarly });
        return z.NEVER;
      }
      return iso;
    });
}

/** The Terminate Client dialog's form (the server checks the date against its own clock again). */
export function terminationFormSchema(today: () => IsoDate) {
  return z.strictObject({ terminated_at: terminationDateSchema(today) });
}

/** A step of the application as a client's card saves it: steps 1 to 5, the client by its id. */
export const SaveClientStepRequestSchema = SaveApplicationRequestSchema.refine(
  (request) => typeof request.id === 'number' && request.company_id === null && request.step !== 6,
  { message: messages.http.badRequest },
);

const clientRights = { any: ['view_clients', 'view_client_profile'] } as const;

export const clientEndpoints = {
  fetch: defineEndpoint({
    path: 'client/fetch',
    tag: 'clients',
    summary:
      'Clients, searched by registered business name, contact name and email; show_all adds the terminated and deleted ones (staff)',
    access: clientRights,
    request: z.strictObject({
      ...SearchPageFields,
      ...sortFields(clientSortColumns),
      show_all: FlagSchema.default(false),
    }),
    response: answerWith({ clients: pageOf(ClientRowSchema) }),
  }),
  details: defineEndpoint({
    path: 'client/details',
    tag: 'clients',
    summary: "The client's summary, advocates and checklist files, for /clientdetails",
    access: clientRights,
    request: idRequest('prospect_id'),
    response: answerWith({ client: ClientSummarySchema }),
  }),
  allInformation: defineEndpoint({
    path: 'client/all_information',
    tag: 'clients',
    summary: "The client's termination info: live debtors, reserves, collections pending, hold accounts",
    access: clientRights,
    request: idRequest('prospect_id'),
    response: answerWith({ details: TerminationInfoSchema }),
  }),
  information: defineEndpoint({
    path: 'client/information',
    tag: 'clients',
    summary: "The client's application (steps 1 to 5) as the details cards edit it",
    access: clientRights,
    request: idRequest('prospect_id'),
    response: answerWith({ details: ProspectApplicationSchema }),
  }),
  debtors: defineEndpoint({
    path: 'client/debtors',
    tag: 'clients',
    summary: "The client's live debtors",
    access: clientRights,
    request: idRequest('prospect_id'),
    response: answerWith({ debtors: z.array(ClientDebtorRowSchema) }),
  }),
  saveStep: defineEndpoint({
    path: 'client/save',
    tag: 'clients',
    summary:
      "Save one card of a live client's details (the application's step 1 to 5, by the wizard's rules); id is the client",
    access: { all: ['client_profile'] },
    request: SaveClientStepRequestSchema,
    response: messageAnswerWith({ prospect: ProspectApplicationSchema }),
  }),
  terminate: defineEndpoint({
    path: 'client/termination/save',
    tag: 'clients',
    summary: 'Terminate one live client from a date tomorrow or later (irreversible); staff are told',
    access: { all: ['view_clients', 'client_status_change'] },
    request: z.strictObject({
      id: IdSchema,
      /** 'YYYY-MM-DD' or 'MM/DD/YYYY', tomorrow or later (checked against the server's clock). */
      terminated_at: TextSchema({ label: messages.clients.terminationDate, max: 30 }),
    }),
    response: MessageAnswerSchema,
  }),
  statusChange: defineEndpoint({
    path: 'client/status_change',
    tag: 'clients',
    summary: 'Delete one client (status 4; irreversible); terminating goes through client/termination/save',
    access: { all: ['view_clients', 'delete_client'] },
    request: z.strictObject({ id: IdSchema, status: z.literal(clientStatuses.deleted) }),
    response: MessageAnswerSchema,
  }),
  viewDocument: defineEndpoint({
    path: 'client/document/view',
    tag: 'clients',
    summary: "The bytes of one file of the client's documents checklist (blobName: its attachment_path)",
    access: clientRights,
    binary: true,
    request: z.strictObject({ prospect_id: IdSchema, blobName: storedPathSchema('blobName') }),
    response: z.unknown(),
  }),
};
