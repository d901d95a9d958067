import type { CurrentUser } from '../../src/shared/contract/session';
import {
  debtorEndpoints,
  type Debtor,
  type DebtorContactRow,
  type DebtorRow,
  type ImportPreviewRow,
} from '../../src/shared/contract/debtors';
import { dropdownEndpoints } from '../../src/shared/contract/dropdowns';
import { dropdownText } from '../../src/shared/dropdowns';
import { isPartyRoleType } from '../../src/shared/partyRoles';
import { industries } from '../../src/shared/industries';
import { fakeList } from '../kit/fakeList';
import type { FakeHandler } from '../shell/fakeApi';
import { answering, isFakeForm } from '../users/fakeServer';
import { lookupHandlers } from '../users/fixtures';

const day = 24 * 60 * 60 * 1000;
const created = '2026-03-02T15:04:05.000Z';

/** The clients of the stories; the Client user (userOf('client'), company 7) works for Acme. */
export const storyClients = [
  { id: 7, company_business_name: 'Acme Freight Lines', active: '500000.00', available: '370000.00' },
  { id: 8, company_business_name: 'Bayside Medical Supply', active: '250000.00', available: '160000.00' },
  { id: 9, company_business_name: 'Dune Startups', active: null, available: null },
] as const;

function row(
  holding: number,
  id: number,
  name: string,
  clientId: number,
  patch: Partial<DebtorRow> = {},
): DebtorRow {
  const client = storyClients.find((c) => c.id === clientId);
  return {
    id,
    prospect_id: clientId,
    debtor_prospect_id: holding,
    debtor_name: name,
    client_name: client?.company_business_name ?? '',
    country_phone_code: '+1',
    phone: `21455501${String(holding).padStart(2, '0')}`,
    email: `ap@${name.toLowerCase().replace(/\s+/g, '')}.example`,
    credit_limit: '40000.00',
    available_credit_limit: '40000.00',
    status: 1,
    deleted: false,
    is_terminated: false,
    created_at: created,
    // Every holding of one debtor carries its one score; Gulf Coast has no paid invoice yet.
    score: id === 3 ? null : 60 + id * 7,
    ...patch,
  };
}

/** The list's rows: one of each status, one deleted, Northwind held by two clients. */
export function sampleDebtorRows(): DebtorRow[] {
  return [
    row(1, 1, 'Northwind Traders', 7),
    row(2, 2, 'Lone Star Grocers', 7, { credit_limit: '60000.00', available_credit_limit: '60000.00' }),
    row(3, 3, 'Gulf Coast Retail', 7, {
      status: 0,
      credit_limit: '30000.00',
      available_credit_limit: '30000.00',
    }),
    row(4, 4, 'Red River Distribution', 7, { status: 2, is_terminated: true }),
    row(5, 1, 'Northwind Traders', 8, { credit_limit: '25000.00', available_credit_limit: '25000.00' }),
    row(6, 5, 'Harbor View Clinics', 8),
    row(7, 6, 'Summit Health Partners', 8, { deleted: true }),
  ];
}

function contact(
  id: number,
  first: string,
  email: string,
  patch: Partial<DebtorContactRow> = {},
): DebtorContactRow {
  return {
    id,
    first_name: first,
    last_name: 'Reyes',
    name: `${first} Reyes`,
    email,
    department: 'Accounts Payable',
    country_phone_code: '+1',
    phone: '2145550111',
    country_fax_code: '+1',
    fax: '',
    invite_send_date: null,
    user_id: null,
    ...patch,
  };
}

/**
 * Northwind for Acme as /editdebtor opens it: Dan signed up, Priya invited two days ago (resend
 * allowed), Ola invited an hour ago (not yet), Kim never invited. `sensitive` shows the FEIN in clear.
 */
export function sampleDebtor(sensitive: boolean, extraContacts = 0): Debtor {
  const pocs = [
    contact(11, 'Dan', 'dan@northwind.example', { invite_send_date: created, user_id: 'u-dan' }),
    contact(12, 'Priya', 'priya@northwind.example', {
      invite_send_date: new Date(Date.now() - 2 * day).toISOString(),
      user_id: 'u-priya',
    }),
    contact(13, 'Ola', 'ola@northwind.example', {
      invite_send_date: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
      user_id: 'u-ola',
    }),
    contact(14, 'Kim', 'kim@northwind.example'),
    ...Array.from({ length: extraContacts }, (_, i) =>
      contact(20 + i, `Extra${i + 1}`, `extra${i + 1}@northwind.example`),
    ),
  ];
  return {
    id: 1,
    prospect_id: 7,
    debtor_prospect_id: 1,
    legal_name: 'Northwind Traders',
    client_name: 'Acme Freight Lines',
    country_phone_code: '+1',
    phone: '2145550110',
    country_fax_code: '+1',
    fax: '',
    email: 'ap@northwind.example',
    address: '1200 Commerce Street',
    zip: '78701',
    state: 'Texas',
    city: 'Austin',
    fein: sensitive ? '741852963' : '*****2963',
    credit_limit: '40000.00',
    available_credit_limit: '40000.00',
    optional_comments: '',
    industry: 'Wholesale',
    industry_id: 59,
    status: 1,
    deleted: false,
    is_terminated: false,
    pocs,
    users: [
      { id: 'u-dan', email: 'dan@northwind.example', has_password: true, is_active: true },
      { id: 'u-priya', email: 'priya@northwind.example', has_password: false, is_active: true },
      { id: 'u-ola', email: 'ola@northwind.example', has_password: false, is_active: true },
    ],
  };
}

/** What the fake import preview answers for the stories' file. */
export const previewRows: ImportPreviewRow[] = [
  {
    row: 2,
    client_name: 'Acme Freight Lines',
    debtor_name: 'Quarry Stone Works',
    credit_limit: '5000',
    action: 'create',
    errors: [],
  },
  {
    row: 3,
    client_name: 'Acme Freight Lines',
    debtor_name: 'Bad Row',
    credit_limit: '5000',
    action: null,
    errors: ['Company Email is invalid', 'Zip Code is required'],
  },
  {
    row: 4,
    client_name: 'Nowhere Inc',
    debtor_name: 'Lost Debtor',
    credit_limit: '5000',
    action: null,
    errors: ['Client not found.'],
  },
];

/** The fake server of the debtor screens: list, record, lookups, checks, save, invites, status, import. */
export function debtorsHandlers(
  user: CurrentUser,
  options: { rows?: DebtorRow[]; debtor?: Debtor } = {},
): Record<string, FakeHandler> {
  const rows = options.rows ?? sampleDebtorRows();
  const debtor = options.debtor ?? sampleDebtor(user.sensitive_information_disclosure);
  const clientUser = user.role.role_type === 'client';
  const visibleClients = storyClients.filter((client) => !clientUser || client.id === user.company_id);
  return {
    ...lookupHandlers(),
    'lookup/dropdowns': answering(dropdownEndpoints.dropdowns, () => ({
      body: { status: true, dropdowns: { debtor_status: dropdownText('debtor_status') } },
    })),
    'lookup/industries': answering(dropdownEndpoints.industries, ({ search_text }) => {
      const data = industries
        .filter((i) => i.title.toLowerCase().includes(search_text.toLowerCase()))
        .slice(0, 50);
      return {
        body: { status: true, industries: { data, total: data.length, last_page: 1, current_page: 1 } },
      };
    }),
    'debtor/fetch': answering(debtorEndpoints.fetch, (body) => {
      const mine = clientUser ? rows.filter((r) => r.prospect_id === user.company_id) : rows;
      const page = fakeList(
        mine,
        { ...body, show_all: clientUser ? false : body.show_all },
        {
          searchIn: ['debtor_name', 'client_name', 'phone'],
          hiddenUnlessShowAll: (r) => r.deleted || r.is_terminated,
        },
      );
      // As the server does: no client column for a client user, and the score for staff only.
      const party = isPartyRoleType(user.role.role_type);
      const data = page.data.map(({ client_name, score, ...r }) => ({
        ...r,
        ...(clientUser ? {} : { client_name }),
        ...(party ? {} : { score }),
      }));
      return { body: { status: true, debtors: { ...page, data } } };
    }),
    'debtor/details': answering(debtorEndpoints.details, ({ id, prospect_id }) =>
      id === debtor.id && prospect_id === debtor.prospect_id
        ? { body: { status: true, message: '', debtor } }
        : { status: 404, body: { status: false, message: 'Record not found.' } },
    ),
    'debtor/clients': answering(debtorEndpoints.clients, ({ search_text }) => {
      const data = visibleClients
        .filter((c) => c.company_business_name.toLowerCase().includes(search_text.toLowerCase()))
        .map(({ id, company_business_name }) => ({ id, company_business_name }));
      return {
        body: { status: true, prospects: { data, total: data.length, last_page: 1, current_page: 1 } },
      };
    }),
    'debtor/client_credit_limit': answering(debtorEndpoints.clientCreditLimit, ({ prospect_id }) => {
      const client = storyClients.find((c) => c.id === prospect_id);
      if (!client) return { status: 404, body: { status: false, message: 'Record not found.' } };
      return {
        body: {
          status: true,
          credit_limit: {
            client_active_credit_limit: client.active,
            available_credit_limit: client.available,
          },
        },
      };
    }),
    'debtor/exists': answering(debtorEndpoints.exists, ({ email }) => {
      const isExists = rows.some((r) => r.email === email);
      return {
        body: {
          status: true,
          isExists,
          message: isExists
            ? 'This debtor already exists for this client.'
            : 'No debtor with this email and FEIN exists for this client.',
        },
      };
    }),
    'debtor/save': answering(debtorEndpoints.save, (form) => ({
      body: {
        status: true,
        message: form.id ? 'Debtor has been updated successfully.' : 'Debtor has been created successfully.',
        id: form.id ?? 99,
        prospect_id: form.prospect_id,
        debtor_prospect_id: 99,
      },
    })),
    'debtor/invite': answering(debtorEndpoints.invite, ({ poc_ids }) => ({
      body: {
        status: true,
        message:
          poc_ids.length === 1
            ? 'Invite has been sent to the contact.'
            : `Invites have been sent to ${poc_ids.length} contacts.`,
      },
    })),
    'debtor/resend_invite': answering(debtorEndpoints.resendInvite, () => ({
      body: { status: true, message: 'Invite has been sent successfully.' },
    })),
    'debtor/status_change': answering(debtorEndpoints.statusChange, ({ debtor_prospect_id, status }) => {
      for (const r of rows) {
        if (debtor_prospect_id.includes(r.debtor_prospect_id)) {
          r.status = status;
          r.is_terminated = status === 2;
        }
      }
      return { body: { status: true, message: 'Debtor status has been changed successfully.' } };
    }),
    'debtor/import/preview': (raw) => {
      if (!isFakeForm(raw) || !raw.files.file) {
        return {
          status: 400,
          body: { status: false, message: 'File Required, Please select the file first' },
        };
      }
      const valid = previewRows.filter((r) => r.errors.length === 0).length;
      return { body: { status: true, rows: previewRows, total: previewRows.length, valid } };
    },
    'debtor/import/save': answering(debtorEndpoints.importSave, ({ rows: imported }) => ({
      body: {
        status: true,
        message:
          imported.length === 1
            ? '1 debtor has been imported.'
            : `${imported.length} debtors have been imported.`,
        imported: imported.length,
      },
    })),
  };
}
