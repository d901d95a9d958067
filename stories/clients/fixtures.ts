import type { CurrentUser } from '../../src/shared/contract/session';
import {
  clientEndpoints,
  type ClientDebtorRow,
  type ClientRow,
  type ClientSummary,
} from '../../src/shared/contract/clients';
import type { ProspectApplication } from '../../src/shared/contract/prospects';
import { fakeList } from '../kit/fakeList';
import type { FakeHandler } from '../shell/fakeApi';
import { answering } from '../users/fakeServer';
import { lookupHandlers } from '../users/fixtures';

const notFound = { status: 404, body: { status: false as const, message: 'Record not found.' } };

function row(id: number, name: string, patch: Partial<ClientRow> = {}): ClientRow {
  return {
    id,
    company_business_name: name,
    poc_name: `Contact of ${name.split(' ')[0] ?? name}`,
    poc_email: `ap@${name.toLowerCase().replace(/\W+/g, '')}.example`,
    company_country_phone_code: '+1',
    company_phone: '214-555-0100',
    factoring_limit: '500000.00',
    active_credit_limit: '400000.00',
    promoted_at: '2026-10-01T12:00:00.000Z',
    terminated_at: null,
    status: 1,
    is_terminated: false,
    deleted: false,
    ...patch,
  };
}

/** The list's clients: the Client user (company 7) works for Acme; one terminated, one deleted. */
export function sampleClientRows(): ClientRow[] {
  return [
    row(7, 'Acme Freight Lines'),
    row(8, 'Bayside Medical Supply', { factoring_limit: '250000.00', active_credit_limit: null }),
    row(9, 'Cedar Creek Builders', { status: 3, is_terminated: true, terminated_at: '2026-12-01' }),
    row(10, 'Delta Dairy Farms', { status: 4, deleted: true }),
  ];
}

export function sampleClientSummary(id = 7, sensitive = false): ClientSummary {
  return {
    id,
    company_business_name: 'Acme Freight Lines',
    doing_business_as: 'Acme',
    company_date_established: '2015-04-01',
    business_registration_state: '',
    business_type: 'Limited Liability Company (LLC)',
    poc_name: 'Carla Jensen',
    poc_email: 'carla@acme.example',
    company_fein: sensitive ? '123456789' : '*****6789',
    company_number_of_employees: '42',
    company_country_phone_code: '+1',
    company_phone: '214-555-0100',
    company_address: '1200 Industrial Parkway, Building C, Loading Dock 4, North Entrance',
    company_zip: '75201',
    company_state: 'Texas',
    company_city: 'Dallas',
    terminated_at: null,
    is_terminated: false,
    deleted: false,
    advocates: [{ id: 'ca-1', name: 'Casey Advocate', email: 'ca@example.com' }],
    documents: [
      {
        id: 1,
        attachment_type: 'Voided Check',
        attachment_path: 'documents/1700000000000voided-check.pdf',
        name: 'voided-check.pdf',
        created_at: '2026-10-01T12:00:00.000Z',
      },
    ],
  };
}

export function sampleClientDebtors(): ClientDebtorRow[] {
  return [
    {
      id: 1,
      prospect_id: 7,
      debtor_name: 'Northwind Traders',
      email: 'ap@northwind.example',
      country_phone_code: '+1',
      phone: '214-555-0101',
      credit_limit: '40000.00',
      status: 1,
    },
  ];
}

export function sampleApplication(id = 7): ProspectApplication {
  return {
    id,
    step: 6,
    status: 1,
    application_completely_filled: true,
    company_id: null,
    company_business_name: 'Acme Freight Lines',
    doing_business_as: 'Acme',
    poc_name: 'Carla Jensen',
    poc_email: 'carla@acme.example',
    company_country_phone_code: '+1',
    company_phone: '214-555-0100',
    company_fein: '*****6789',
    company_date_established: '2015-04-01',
    business_registration_state: 'Texas',
    company_number_of_employees: '42',
    company_zip: '75201',
    company_state: 'Texas',
    company_city: 'Dallas',
    company_country_fax_code: '+1',
    company_fax: '',
    company_legal_status: '4',
    company_address: '1200 Industrial Parkway',
    company_company_taxes_past_due_status: false,
    company_taxes_past_due_type: '',
    company_taxes_past_due_amount: null,
    company_tax_lien_field: false,
    reference: '',
    broker_referral_code: '',
    company_business_description: '',
    owners: [],
    bank_name: 'First Bank',
    bank_account_number: '*****5678',
    account_opening_date: '2016-01-01',
    bank_routing_number: '111000025',
    bank_officer: '',
    bank_balance: null,
    bank_zip: '75201',
    bank_state: 'Texas',
    bank_city: 'Dallas',
    bank_country_phone_code: '+1',
    bank_phone: '',
    business_loan_outstanding_status: false,
    monthly_factoring_volume: '120000.00',
    receivables_outstanding: null,
    requested_funding_date: null,
    funding_amount: '50000.00',
    factored_before_status: false,
    factored_before_name: '',
    suppliers: [],
    leasing_business_space: false,
    present_lease_period: '',
    landlord_name: '',
    landlord_monthly_rent: null,
    landlord_country_phone_code: '+1',
    landlord_phone: '',
    landlord_address: '',
    landlord_zip: '',
    landlord_state: '',
    landlord_city: '',
  };
}

/** The client calls, answering a client user only for its own company (like the server). */
export function clientsHandlers(
  user: CurrentUser,
  options: { rows?: ClientRow[] } = {},
): Record<string, FakeHandler> {
  const rows = options.rows ?? sampleClientRows();
  const clientUser = user.role.role_type === 'client';
  const visible = (id: number) => !clientUser || id === user.company_id;
  return {
    ...lookupHandlers(),
    'client/fetch': answering(clientEndpoints.fetch, (body) => {
      const mine = clientUser ? rows.filter((r) => r.id === user.company_id) : rows;
      const page = fakeList(
        mine,
        { ...body, show_all: clientUser ? false : body.show_all },
        {
          searchIn: ['company_business_name', 'poc_name', 'poc_email'],
          hiddenUnlessShowAll: (r) => r.deleted || r.is_terminated,
        },
      );
      return { body: { status: true, clients: page } };
    }),
    'client/details': answering(clientEndpoints.details, ({ prospect_id }) =>
      visible(prospect_id)
        ? {
            body: {
              status: true,
              client: sampleClientSummary(prospect_id, user.sensitive_information_disclosure),
            },
          }
        : notFound,
    ),
    'client/information': answering(clientEndpoints.information, ({ prospect_id }) =>
      visible(prospect_id) ? { body: { status: true, details: sampleApplication(prospect_id) } } : notFound,
    ),
    'client/debtors': answering(clientEndpoints.debtors, ({ prospect_id }) =>
      visible(prospect_id) ? { body: { status: true, debtors: sampleClientDebtors() } } : notFound,
    ),
    'client/all_information': answering(clientEndpoints.allInformation, ({ prospect_id }) =>
      visible(prospect_id)
        ? {
            body: {
              status: true,
              details: {
                total_debtors: 3,
                total_reserves: '1250.00',
                total_collection_amount_pending: '8400.00',
                total_hold_accounts: 1,
              },
            },
          }
        : notFound,
    ),
    'client/termination/save': answering(clientEndpoints.terminate, () => ({
      body: { status: true, message: 'Client has been terminated successfully.' },
    })),
    'client/status_change': answering(clientEndpoints.statusChange, () => ({
      body: { status: true, message: 'Client has been deleted successfully.' },
    })),
    'client/save': answering(clientEndpoints.saveStep, () => ({
      body: {
        status: true,
        message: 'Client details have been updated successfully.',
        prospect: sampleApplication(),
      },
    })),
  };
}
