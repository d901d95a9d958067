import { scheduleEndpoints as e, type Schedule, type ScheduleRow } from '../../src/shared/contract/schedules';
import { fakeList } from '../kit/fakeList';
import type { FakeAnswer, FakeHandler } from '../shell/fakeApi';
import { acme, bayside, northwind } from '../invoices/fixtures';
import { answering } from '../users/fakeServer';

function row(overrides: Partial<ScheduleRow> & Pick<ScheduleRow, 'id' | 'schedule_no'>): ScheduleRow {
  return {
    prospect_id: acme.id,
    company_business_name: acme.company_business_name,
    schedule_fund_date: null,
    remaining_amount: '0.00',
    cb_amount: '0.00',
    total_amount: '2800.00',
    totalScheduleFunding: '3500.00',
    invoicesCount: 2,
    verifiedCount: 0,
    unverifiedCount: 2,
    attachmentCount: 1,
    verified_at: null,
    is_terminated: false,
    is_deleted: false,
    deleted_at: null,
    created_at: '2026-11-02T15:00:00.000Z',
    ...overrides,
  };
}

export const scheduleRows: ScheduleRow[] = [
  row({ id: 41, schedule_no: 12 }),
  row({
    id: 42,
    schedule_no: 13,
    verifiedCount: 2,
    unverifiedCount: 0,
    verified_at: '2026-11-03T15:00:00.000Z',
  }),
  row({
    id: 43,
    schedule_no: 7,
    prospect_id: bayside.id,
    company_business_name: bayside.company_business_name,
    schedule_fund_date: '2026-11-04',
  }),
  row({ id: 52, schedule_no: 9, is_deleted: true, deleted_at: '2026-11-05T15:00:00.000Z' }),
];

const invoice = (id: number, invoiceNo: string, amount: string) => ({
  id,
  debtor_id: northwind.id,
  legal_name: northwind.debtor_name,
  debtor_contact: ['dan.debtor@northwind.example'],
  invoice_no: invoiceNo,
  invoice_date: '2026-11-01',
  invoice_amount: amount,
  payment_type: 2,
  net_invoice_term: 30,
  invoice_due_date: '2026-11-30',
  advance_percentage: '80.00',
  advance_amount: (Number(amount) * 0.8).toFixed(2),
  status: 1,
  Tentative_payment_mode: '',
  commitment_date: null,
  attachments: [],
  funding_date: null,
  verified: false,
});

export const schedules: Record<number, Schedule> = {
  41: {
    id: 41,
    prospect_id: acme.id,
    company_business_name: acme.company_business_name,
    schedule_no: 12,
    schedule_fund_date: null,
    remaining_amount: '0.00',
    cb_amount: '0.00',
    total_amount: '2800.00',
    verified_at: null,
    deleted_at: null,
    is_terminated: false,
    invoices: [invoice(103, '100103', '1000.00'), invoice(108, '100108', '2500.00')],
  },
  42: {
    id: 42,
    prospect_id: acme.id,
    company_business_name: acme.company_business_name,
    schedule_no: 13,
    schedule_fund_date: null,
    remaining_amount: '2660.00',
    cb_amount: '0.00',
    total_amount: '2800.00',
    verified_at: '2026-11-03T15:00:00.000Z',
    deleted_at: null,
    is_terminated: false,
    invoices: [
      { ...invoice(104, '100104', '1000.00'), verified: true },
      { ...invoice(105, '100105', '2500.00'), verified: true },
    ],
  },
  52: {
    id: 52,
    prospect_id: acme.id,
    company_business_name: acme.company_business_name,
    schedule_no: 9,
    schedule_fund_date: null,
    remaining_amount: '0.00',
    cb_amount: '0.00',
    total_amount: '800.00',
    verified_at: null,
    deleted_at: '2026-11-05T15:00:00.000Z',
    is_terminated: false,
    invoices: [invoice(109, '100109', '1000.00')],
  },
};

const ok = (body: Record<string, unknown>): FakeAnswer => ({ body: { status: true, ...body } });

/** The schedule calls as a server answers them, each body checked against the contract first. */
export function scheduleHandlers(rows: readonly ScheduleRow[] = scheduleRows): Record<string, FakeHandler> {
  return {
    [e.fetch.path]: answering(e.fetch, (body) =>
      ok({
        schedules: fakeList(
          rows,
          {
            page: body.page,
            per_page: body.per_page,
            search_text: body.search_text,
            show_all: body.deleted,
            ...(body.sortBy ? { sort_by: body.sortBy, sort_desc: body.sortDesc ?? false } : {}),
          },
          {
            searchIn: ['schedule_no', 'company_business_name', 'total_amount'],
            hiddenUnlessShowAll: (candidate) => candidate.is_deleted || candidate.is_terminated,
          },
        ),
      }),
    ),
    [e.details.path]: answering(e.details, (body) => {
      const found = schedules[body.id];
      return found
        ? ok({ schedule: found })
        : { status: 404, body: { status: false, message: 'Record not found.' } };
    }),
    [e.nextNumber.path]: answering(e.nextNumber, () => ok({ schedule_no: 14 })),
    [e.save.path]: answering(e.save, (body) =>
      ok({
        id: body.id ?? 60,
        message: body.id
          ? 'Schedule has been updated successfully.'
          : 'Schedule has been created successfully.',
      }),
    ),
    [e.deleteInvoices.path]: answering(e.deleteInvoices, () =>
      ok({ message: 'Invoice has been removed from the schedule.' }),
    ),
  };
}
