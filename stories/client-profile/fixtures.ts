import {
  clientProfileEndpoints as e,
  type ClientUserRow,
  type ContractDocument,
} from '../../src/shared/contract/clientProfile';
import { messages } from '../../src/shared/messages';
import type { FakeHandler } from '../shell/fakeApi';
import { fakeList } from '../kit/fakeList';
import { checklistHandlers, storedDocument } from '../prospect-documents/fakeChecklist';
import { answering, isFakeForm } from '../users/fakeServer';
import { lookupHandlers } from '../users/fixtures';

const day = 24 * 60 * 60 * 1000;
/** The client the stories edit. */
export const clientId = 12;

function clientUser(
  index: number,
  first: string,
  last: string,
  patch: Partial<ClientUserRow> = {},
): ClientUserRow {
  const email = `${first}.${last}@acme.example`.toLowerCase();
  return {
    sso_id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    first_name: first,
    last_name: last,
    full_name: `${first} ${last}`,
    email,
    username: email,
    country_phone_code: '+1',
    phone_number: `214555${String(1000 + index)}`,
    is_active: true,
    account_status: 'active',
    has_password: true,
    invite_sent_at: '2026-03-02T15:04:05.000Z',
    created_at: '2026-03-02T15:04:05.000Z',
    ...patch,
  };
}

/** Acme's users: one active, one invited three days ago (Pending, may be re-invited), one inactive. */
export function clientUsers(now: number = Date.now()): ClientUserRow[] {
  return [
    clientUser(1, 'Carla', 'Jensen'),
    clientUser(2, 'Omar', 'Haddad', {
      has_password: false,
      account_status: 'pending',
      invite_sent_at: new Date(now - 3 * day).toISOString(),
    }),
    clientUser(3, 'Lena', 'Brandt', { is_active: false, account_status: 'inactive' }),
  ];
}

/** The Client Users calls, answered from a list kept like the server keeps it. */
function clientUserHandlers(): Record<string, FakeHandler> {
  let users = clientUsers();
  return {
    'client/fetch/client_users': answering(e.fetchClientUsers, (body) => ({
      body: {
        status: true,
        ...fakeList(users, { ...body, show_all: true }, { searchIn: ['full_name', 'email', 'username'] }),
      },
    })),
    'client/invite': answering(e.invite, ({ prospect_id: _client, ...form }) => {
      const user = clientUser(users.length + 1, form.first_name, form.last_name, {
        email: form.email,
        username: form.email.toLowerCase(),
        phone_number: form.phone_number,
        has_password: false,
        account_status: 'pending',
        invite_sent_at: new Date().toISOString(),
      });
      users = [user, ...users];
      return { body: { status: true, message: messages.clientProfile.invited, user } };
    }),
    'client/resend_invite': answering(e.resendInvite, () => ({
      body: { status: true, message: messages.clientProfile.inviteResent },
    })),
    'client/user_status': answering(e.userStatus, ({ sso_id, status }) => {
      users = users.map((user) =>
        user.sso_id === sso_id
          ? {
              ...user,
              is_active: status === 1,
              account_status: status === 0 ? 'inactive' : user.has_password ? 'active' : 'pending',
            }
          : user,
      );
      const message = status === 1 ? messages.clientProfile.activated : messages.clientProfile.deactivated;
      return { body: { status: true, message } };
    }),
  };
}

/** The contract document calls: one file per kind, an upload replacing the stored one. */
function contractDocumentHandlers(): Record<string, FakeHandler> {
  let documents: ContractDocument[] = [
    { id: 1, kind: 'w9', name: 'W9 2026.pdf', created_at: '2026-03-02T15:04:05.000Z' },
  ];
  let nextId = 10;
  return {
    'client/contract_document/fetch': answering(e.fetchContractDocuments, () => ({
      body: { status: true, documents },
    })),
    'client/contract_document/save': (raw) =>
      answering(e.saveContractDocument, ({ kind }) => {
        const file = isFakeForm(raw) ? raw.files.attachment : undefined;
        if (!file) return { status: 400, body: { status: false, message: messages.files.fileRequired } };
        nextId += 1;
        documents = [
          ...documents.filter((document) => document.kind !== kind),
          { id: nextId, kind, name: file.name, created_at: new Date().toISOString() },
        ];
        return { body: { status: true, message: messages.files.uploaded, documents } };
      })(raw),
    'client/contract_document/delete': answering(e.deleteContractDocument, ({ id }) => {
      documents = documents.filter((document) => document.id !== id);
      return { body: { status: true, message: messages.files.deletedMessage, documents } };
    }),
  };
}

/** Every call the Edit Client page makes, answered. */
export function clientProfileHandlers(): Record<string, FakeHandler> {
  return {
    ...lookupHandlers(),
    ...checklistHandlers([storedDocument(1, 'Voided Check', 'voided check.pdf')]),
    ...clientUserHandlers(),
    ...contractDocumentHandlers(),
  };
}
