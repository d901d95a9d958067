import { z } from 'zod';
import {
  answerWith,
  defineEndpoint,
  IdSchema,
  MessageAnswerSchema,
  messageAnswerWith,
  okStatus,
  pageOf,
  SearchPageFields,
  sortFields,
} from './endpoint';
import { ActiveStatusSchema } from './users';
import { ClientUserInviteSchema } from '../validation/clientUserInvite';
import {
  contractDocumentKinds,
  ContractDocumentKindSchema,
  contractDocumentRules,
} from '../validation/clientContractDocuments';

/**
 * The Edit Client page's calls (spec part 1 §7 Clients; part 3 §3 documents). Every call names the
 * client (`prospect_id`); a client user may name only its own company, and a user or document of
 * another client answers 404 like one that does not exist.
 */

/** A user of a client company, as the Client Users tab lists it (spec part 1 §3 client user). */
export const ClientUserRowSchema = z.object({
  sso_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  username: z.string(),
  country_phone_code: z.string(),
  phone_number: z.string(),
  is_active: z.boolean(),
  /** Pending: invited but no password set yet (spec part 1 §4). */
  account_status: z.enum(['active', 'inactive', 'pending']),
  has_password: z.boolean(),
  invite_sent_at: z.string().nullable(),
  created_at: z.string(),
});
export type ClientUserRow = z.infer<typeof ClientUserRowSchema>;

export const clientUserSortColumns = [
  'first_name',
  'last_name',
  'email',
  'username',
  'phone_number',
  'status',
  'created_at',
] as const;

const SsoIdSchema = z.uuid('sso_id must be a user id');

/** One contract document of a client. */
export const ContractDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(contractDocumentKinds),
  /** The file's name as uploaded. */
  name: z.string(),
  created_at: z.string(),
});
export type ContractDocument = z.infer<typeof ContractDocumentSchema>;

/** A client named in form data, where every value is text. */
const ProspectIdTextSchema = z
  .string()
  .trim()
  .regex(/^\d{1,9}$/, 'prospect_id must be a client id')
  .transform(Number)
  .pipe(IdSchema);

const documentRights = { any: ['client_documents', 'client_notice_of_assignment'] } as const;

export const clientProfileEndpoints = {
  fetchClientUsers: defineEndpoint({
    path: 'client/fetch/client_users',
    tag: 'client profile',
    summary: "A client company's users, searched by name, email and username, newest first unless sorted",
    access: { all: ['client_users'] },
    request: z.strictObject({
      prospect_id: IdSchema,
      ...SearchPageFields,
      ...sortFields(clientUserSortColumns),
    }),
    response: pageOf(ClientUserRowSchema).extend({ status: okStatus }),
  }),
  invite: defineEndpoint({
    path: 'client/invite',
    tag: 'client profile',
    summary:
      'Invite a Client-role user of the client: no password until the mailed set-password link is used',
    access: { all: ['invite_client'] },
    request: ClientUserInviteSchema.extend({ prospect_id: IdSchema }),
    response: messageAnswerWith({ user: ClientUserRowSchema }),
  }),
  resendInvite: defineEndpoint({
    path: 'client/resend_invite',
    tag: 'client profile',
    summary: 'Mail a fresh set-password link to a client user who has none, at most once a day',
    access: { all: ['resend_client_invite'] },
    request: z.strictObject({ prospect_id: IdSchema, sso_id: SsoIdSchema }),
    response: MessageAnswerSchema,
  }),
  userStatus: defineEndpoint({
    path: 'client/user_status',
    tag: 'client profile',
    summary: "Activate or deactivate a client user; deactivation ends the user's sessions",
    access: { all: ['client_status_change'] },
    request: z.strictObject({ prospect_id: IdSchema, sso_id: SsoIdSchema, status: ActiveStatusSchema }),
    response: MessageAnswerSchema,
  }),
  fetchContractDocuments: defineEndpoint({
    path: 'client/contract_document/fetch',
    tag: 'client profile',
    summary: "A client's contract documents: W9, 8821 and the factoring agreement, one file each",
    access: documentRights,
    request: z.strictObject({ prospect_id: IdSchema }),
    response: answerWith({ documents: z.array(ContractDocumentSchema) }),
  }),
  saveContractDocument: defineEndpoint({
    path: 'client/contract_document/save',
    tag: 'client profile',
    summary:
      'Upload one contract document (attachment: pdf, png, jpg, jpeg, doc or docx proven by its bytes, ' +
      'at most 3 MB, no # or & in the name); it replaces the stored file of its kind',
    access: documentRights,
    body: 'multipart',
    upload: { maxFiles: contractDocumentRules.maxFiles, maxBytes: contractDocumentRules.maxBytes },
    request: z.strictObject({ prospect_id: ProspectIdTextSchema, kind: ContractDocumentKindSchema }),
    response: messageAnswerWith({ documents: z.array(ContractDocumentSchema) }),
  }),
  deleteContractDocument: defineEndpoint({
    path: 'client/contract_document/delete',
    tag: 'client profile',
    summary: 'Remove one contract document, with its stored bytes',
    access: documentRights,
    request: z.strictObject({ prospect_id: IdSchema, id: IdSchema }),
    response: messageAnswerWith({ documents: z.array(ContractDocumentSchema) }),
  }),
  viewContractDocument: defineEndpoint({
    path: 'client/contract_document/blob',
    tag: 'client profile',
    summary: 'The bytes of one contract document, as proven at upload (private, never cached)',
    access: documentRights,
    binary: true,
    request: z.strictObject({ prospect_id: IdSchema, id: IdSchema }),
    response: z.unknown(),
  }),
};
