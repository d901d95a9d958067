import { brokerEndpoints, mayMoveBroker, type Broker } from '../../src/shared/contract/brokers';
import { dropdownEndpoints } from '../../src/shared/contract/dropdowns';
import { dropdownText } from '../../src/shared/dropdowns';
import { fakeList } from '../kit/fakeList';
import type { FakeAnswer, FakeHandler } from '../shell/fakeApi';
import { answering } from '../users/fakeServer';
import { lookupHandlers } from '../users/fixtures';

const hour = 60 * 60 * 1000;
const day = 24 * hour;
const created = '2026-03-02T15:04:05.000Z';

/** Ids of the brokers the stories open by name. */
export const brokerIds = {
  rita: 1,
  /** The signed-in Broker user's own record (userOf('broker') has broker_id 2). */
  ben: 2,
  omar: 3,
  lea: 4,
  ivo: 5,
  zoe: 6,
} as const;

function broker(id: number, first: string, last: string, patch: Partial<Broker> = {}): Broker {
  const digits = String(1000 + id).slice(-4);
  return {
    id,
    first_name: first,
    last_name: last,
    full_name: `${first} ${last}`,
    email: `${first.toLowerCase()}.${last.toLowerCase()}@partners.test`,
    country_phone_code: '+1',
    phone: `555301${digits}`,
    country_fax_code: '+1',
    fax: `555302${digits}`,
    country_telephone_code: '+1',
    telephone: '',
    street_address: `${id} Market Street`,
    zip: '78701',
    state: 'Texas',
    city: 'Austin',
    ssn: `12345${digits}`,
    license_number: `LIC${digits}`,
    state_of_formation: 'Texas',
    company_id: null,
    status: 1,
    broker_status: 1,
    referral_code: null,
    agreement_date: null,
    broker_commission: null,
    invite_send_date: null,
    user_id: null,
    has_password: false,
    created_at: created,
    ...patch,
  };
}

function approved(code: string, patch: Partial<Broker> = {}): Partial<Broker> {
  return { status: 2, broker_status: 2, referral_code: code, ...patch };
}

/**
 * Twelve brokers, two pages of ten: Approved ones in each invite state, pending, rejected and
 * inactive ones. Invite ages are relative to the real clock, as the one-day rule is.
 */
export function sampleBrokers(now: number = Date.now()): Broker[] {
  return [
    broker(brokerIds.rita, 'Rita', 'Mora', {
      ...approved('RITA123', { agreement_date: '2026-01-15', broker_commission: '2.50' }),
      ssn: '123456789',
      license_number: 'TX7788',
      invite_send_date: new Date(now - 3 * day).toISOString(),
      user_id: '00000000-0000-4000-8000-000000000101',
    }),
    broker(brokerIds.ben, 'Ben', 'Carter', {
      ...approved('BENC001', { agreement_date: '2026-02-01', broker_commission: '3.00' }),
      ssn: '987654321',
      has_password: true,
      invite_send_date: new Date(now - 30 * day).toISOString(),
    }),
    broker(brokerIds.omar, 'Omar', 'Vance'),
    broker(brokerIds.lea, 'Lea', 'Park', approved('LEAP777')),
    broker(brokerIds.ivo, 'Ivo', 'Reyes', {
      ...approved('IVOR555'),
      invite_send_date: new Date(now - hour).toISOString(),
    }),
    broker(brokerIds.zoe, 'Zoe', 'Quill', {
      ...approved('ZOEQ321'),
      has_password: true,
      invite_send_date: new Date(now - 10 * day).toISOString(),
    }),
    broker(7, 'Nia', 'Okoro', { status: 0, broker_status: 0 }),
    broker(8, 'Sam', 'Hale', { status: 3, broker_status: 3, referral_code: 'SAMH888' }),
    broker(9, 'Tess', 'Lind'),
    broker(10, 'Uma', 'Berg'),
    broker(11, 'Vic', 'Dane'),
    broker(12, 'Wes', 'Ford'),
  ];
}

/** As the server answers a caller without sensitive_information_disclosure. */
export function maskedBroker(row: Broker): Broker {
  const mask = (value: string) => `${'*'.repeat(Math.max(0, value.length - 4))}${value.slice(-4)}`;
  return { ...row, ssn: mask(row.ssn), license_number: mask(row.license_number) };
}

const notFound: FakeAnswer = { status: 404, body: { status: false, message: 'Record not found.' } };

/** The broker_status dropdown as lookup/dropdowns answers it. */
export function dropdownHandler(): FakeHandler {
  return answering(dropdownEndpoints.dropdowns, () => ({
    body: { status: true, dropdowns: { broker_status: dropdownText('broker_status') } },
  }));
}

/**
 * The broker calls over an in-memory list the actions change. `sensitive` says whether the story's
 * user holds the disclosure flag, as the server masks numbers for one who does not.
 */
export function brokersHandlers(
  brokers: Broker[] = sampleBrokers(),
  sensitive = true,
): Record<string, FakeHandler> {
  const seen = (row: Broker): Broker => (sensitive ? row : maskedBroker(row));
  const update = (id: number, patch: Partial<Broker>) => {
    const index = brokers.findIndex((row) => row.id === id);
    const row = brokers[index];
    if (row) brokers[index] = { ...row, ...patch };
  };
  return {
    ...lookupHandlers(),
    'lookup/dropdowns': dropdownHandler(),
    'broker/fetch': answering(brokerEndpoints.fetch, (body) => {
      const page = fakeList(
        brokers,
        {
          page: body.page,
          per_page: body.per_page,
          search_text: body.search_text,
          sort_by: body.sort_by,
          sort_desc: body.sort_desc,
        },
        { searchIn: ['full_name', 'email', 'phone', 'ssn'] },
      );
      return { body: { status: true, brokers: { ...page, data: page.data.map(seen) } } };
    }),
    'broker/details': answering(brokerEndpoints.details, ({ id }) => {
      const row = brokers.find((candidate) => candidate.id === id);
      return row ? { body: { status: true, brokers: seen(row) } } : notFound;
    }),
    'broker/change_status': answering(brokerEndpoints.changeStatus, ({ ids, status }) => {
      const moving = brokers.filter((row) => ids.includes(row.id));
      if (moving.some((row) => !mayMoveBroker(row.status, status))) {
        return {
          status: 409,
          body: { status: false, message: 'An Approved broker can only be moved to the next status.' },
        };
      }
      for (const row of moving) {
        update(row.id, {
          status,
          broker_status: status,
          referral_code: row.referral_code ?? (status === 2 ? `REF${String(row.id).padStart(4, '0')}` : null),
        });
      }
      return { body: { status: true, message: 'Broker status has been changed successfully.' } };
    }),
    'broker/agreement/email': answering(brokerEndpoints.sendAgreement, (body) => {
      update(body.id, { agreement_date: body.agreement_date, broker_commission: body.broker_commission });
      return { body: { status: true, message: 'Agreement Sent' } };
    }),
    'broker/invite': answering(brokerEndpoints.invite, ({ id }) => {
      update(id, { invite_send_date: new Date().toISOString() });
      return { body: { status: true, message: 'Invite has been sent successfully.' } };
    }),
    'broker/resend_invite': answering(brokerEndpoints.resendInvite, ({ id }) => {
      update(id, { invite_send_date: new Date().toISOString() });
      return { body: { status: true, message: 'Invite has been sent successfully.' } };
    }),
    'broker/save': answering(brokerEndpoints.save, (form) => {
      const existing = brokers.find((row) => row.id === form.id);
      const id = existing?.id ?? brokers.length + 1;
      const saved: Broker = {
        ...(existing ?? broker(id, form.first_name, form.last_name)),
        ...form,
        id,
        ssn: form.ssn ?? existing?.ssn ?? '',
        license_number: form.license_number ?? existing?.license_number ?? '',
        company_id: form.company_id ?? null,
        status: form.status ?? existing?.status ?? 1,
        broker_status: form.status ?? existing?.status ?? 1,
        full_name: `${form.first_name} ${form.last_name}`.trim(),
      };
      if (existing) update(id, saved);
      // broker/fetch lists the newest first.
      else brokers.unshift(saved);
      return { body: { status: true, message: 'Broker has been saved successfully.', brokers: seen(saved) } };
    }),
  };
}
