import { dropdownEndpoints } from '../../src/shared/contract/dropdowns';
import { invoiceEndpoints as e, type Invoice, type InvoiceRow } from '../../src/shared/contract/invoices';
import type { CurrentUser } from '../../src/shared/contract/session';
import { dropdownText } from '../../src/shared/dropdowns';
import { fakeList } from '../kit/fakeList';
import type { FakeAnswer, FakeHandler } from '../shell/fakeApi';
import { answeredFor, answering } from '../users/fakeServer';

/**
 * A small invoice book for the invoice and schedule stories: Acme Freight Lines (7, the story
 * client user's company; 80 % advance, 30-day term) and Bayside Medical Supply (8), Northwind Traders
 * (3, the story debtor user's debtor) and Pier Nine Foods (11, little credit left).
 */
export const acme = { id: 7, company_business_name: 'Acme Freight Lines' };
export const bayside = { id: 8, company_business_name: 'Bayside Medical Supply' };
export const northwind = { id: 3, debtor_name: 'Northwind Traders' };
export const pierNine = { id: 11, debtor_name: 'Pier Nine Foods' };

const terms: Record<number, { advance_percentage: string; net_invoice_term: number }> = {
  7: { advance_percentage: '80.00', net_invoice_term: 30 },
  8: { advance_percentage: '85.00', net_invoice_term: 45 },
};

/** What each client may still sell on each debtor, and the debtor's contacts. */
const credit: Record<string, { limit: string; available: string }> = {
  '7:3': { limit: '40000.00', available: '5000.00' },
  '7:11': { limit: '1500.00', available: '500.00' },
  '8:3': { limit: '25000.00', available: '25000.00' },
};
const contacts: Record<number, string[]> = {
  3: ['dan.debtor@northwind.example', 'priya.shah@northwind.example'],
  11: ['ap@pierninefoods.example'],
};

function row(overrides: Partial<InvoiceRow> & Pick<InvoiceRow, 'id' | 'invoice_no'>): InvoiceRow {
  return {
    prospect_id: acme.id,
    debtor_id: northwind.id,
    schedule_id: null,
    schedule_no: null,
    funding_date: null,
    invoice_amount: '1000.00',
    amount: '1000.00',
    advance_amount: '800.00',
    advance_percentage: '80.00',
    reserved_amount: '200.00',
    escrow_reserves: '0.00',
    uc: '0.00',
    invoice_date: '2026-11-01',
    invoice_due_date: '2026-11-30',
    company_business_name: acme.company_business_name,
    legal_name: northwind.debtor_name,
    note: '',
    status: 1,
    status_text: 'Pending',
    payment_type: 2,
    deleted: false,
    is_terminated: false,
    created_at: '2026-11-01T15:00:00.000Z',
    ...overrides,
  };
}

export const invoiceRows: InvoiceRow[] = [
  row({ id: 101, invoice_no: '100101', note: 'Pallets delivered to the Dallas yard on the first run' }),
  row({
    id: 102,
    invoice_no: '100102',
    invoice_amount: '2500.00',
    advance_amount: '2000.00',
    status: 2,
    status_text: 'Approved',
  }),
  row({ id: 103, invoice_no: '100103', schedule_id: 41, schedule_no: 12 }),
  row({
    id: 104,
    invoice_no: '100104',
    schedule_id: 41,
    schedule_no: 12,
    funding_date: '2026-11-05',
    status: 2,
    status_text: 'Approved',
  }),
  row({
    id: 105,
    invoice_no: '200105',
    prospect_id: bayside.id,
    company_business_name: bayside.company_business_name,
    status: 3,
    status_text: 'Declined',
  }),
  row({ id: 106, invoice_no: '100106', debtor_id: pierNine.id, legal_name: pierNine.debtor_name }),
  row({ id: 107, invoice_no: '100107', deleted: true }),
];

function invoiceOf(rowData: InvoiceRow): Invoice {
  return {
    id: rowData.id,
    prospect_id: rowData.prospect_id,
    company_business_name: rowData.company_business_name,
    debtor_id: rowData.debtor_id,
    legal_name: rowData.legal_name,
    debtor_contact: (contacts[rowData.debtor_id] ?? []).slice(0, 1),
    invoice_no: rowData.invoice_no ?? '',
    invoice_amount: rowData.invoice_amount,
    invoice_date: rowData.invoice_date,
    commitment_date: null,
    Tentative_payment_mode: '',
    net_invoice_term: terms[rowData.prospect_id]?.net_invoice_term ?? 30,
    invoice_due_date: rowData.invoice_due_date,
    advance_percentage: rowData.advance_percentage,
    advance_amount: rowData.advance_amount,
    status: rowData.status,
    payment_type: rowData.payment_type,
    note: rowData.note,
    attachments:
      rowData.id === 101
        ? [{ path: 'invoice-attachments/101/abcdefghijklmdelivery.pdf', name: 'delivery.pdf' }]
        : [],
    schedule_id: rowData.schedule_id,
    schedule_no: rowData.schedule_no,
    funding_date: rowData.funding_date,
    is_funding: rowData.funding_date !== null,
    available_credit_limit: credit[`${rowData.prospect_id}:${rowData.debtor_id}`]?.available ?? null,
    uc: '0.00',
    hold_account_status: 0,
    deleted: rowData.deleted,
  };
}

const ok = (body: Record<string, unknown>): FakeAnswer => ({ body: { status: true, ...body } });
const page = <T>(data: T[]) => ({ data, total: data.length, last_page: 1, current_page: 1 });

/** The zero-funding offer for 654321 (funded, nothing owed); 424242 is plainly taken. */
const reissue = {
  invoice_no: '654321-1',
  invoice_amount: '1200.00',
  invoice_date: '2026-10-01',
  invoice_due_date: '2026-10-30',
  net_invoice_term: 30,
  advance_percentage: '80.00',
  advance_amount: '0.00',
  payment_type: 1,
};

/** The invoice calls as a server answers them, each body checked against the contract first. */
export function invoiceHandlers(
  rows: readonly InvoiceRow[] = invoiceRows,
  user?: CurrentUser,
): Record<string, FakeHandler> {
  // A client user is offered only its own company.
  const clients = user?.company_id
    ? [acme, bayside].filter((client) => client.id === user.company_id)
    : [acme, bayside];
  return {
    [dropdownEndpoints.dropdowns.path]: () =>
      ok({
        dropdowns: {
          invoice_status: dropdownText('invoice_status'),
          payment_type: dropdownText('payment_type'),
        },
      }),
    [e.fetch.path]: answering(e.fetch, (body) => {
      const matching = rows.filter((candidate) => body.status === 0 || candidate.status === body.status);
      return answeredFor(e.fetch, user, {
        invoices: fakeList(
          matching,
          { ...body, show_all: body.deleted },
          {
            searchIn: ['invoice_no', 'company_business_name', 'legal_name'],
            hiddenUnlessShowAll: (candidate) => candidate.deleted,
          },
        ),
      });
    }),
    [e.details.path]: answering(e.details, (body) => {
      const found = rows.find((candidate) => candidate.id === body.id);
      return found
        ? answeredFor(e.details, user, { invoice: invoiceOf(found) })
        : { status: 404, body: { status: false, message: 'Record not found.' } };
    }),
    [e.save.path]: answering(e.save, (body) =>
      ok({
        id: body.id ?? 900,
        message: body.id
          ? 'Invoice has been updated successfully.'
          : 'Invoice has been created successfully.',
      }),
    ),
    [e.debtorUpdate.path]: answering(e.debtorUpdate, () =>
      ok({ message: 'Invoice has been updated successfully.' }),
    ),
    [e.changeStatus.path]: answering(e.changeStatus, (body) =>
      ok({
        message:
          body.status === 2
            ? 'Invoice has been approved successfully.'
            : 'Invoice has been denied successfully.',
      }),
    ),
    [e.delete.path]: answering(e.delete, (body) =>
      ok({
        message:
          body.ids.length === 1
            ? 'Invoice has been deleted successfully.'
            : `${body.ids.length} invoices have been deleted successfully.`,
      }),
    ),
    [e.moveToSchedule.path]: answering(e.moveToSchedule, () =>
      ok({ message: 'Invoice(s) has been moved to the schedule.', schedule_id: 41 }),
    ),
    [e.clientSchedules.path]: answering(e.clientSchedules, () =>
      ok({ invoices: [{ id: 41, schedule_no: 12, invoicesCount: 2 }] }),
    ),
    [e.checkNumber.path]: answering(e.checkNumber, (body) => {
      if (body.invoice_no === '654321') {
        const message =
          'Invoice No 654321 was funded and nothing is owed on it any more. It can be entered again as 654321-1 for zero funding: the new invoice copies it and carries no advance.';
        return ok({ unique: false, message, msg: message, newInvoiceNumber: '654321-1', invoice: reissue });
      }
      if (body.invoice_no === '424242') {
        const message = 'This invoice number already exists for this client and debtor.';
        return ok({ unique: false, message, msg: message, newInvoiceNumber: null, invoice: null });
      }
      return ok({ unique: true, message: '', msg: '', newInvoiceNumber: null, invoice: null });
    }),
    [e.clients.path]: answering(e.clients, (body) =>
      ok({
        prospects: page(
          clients.filter((client) =>
            client.company_business_name.toLowerCase().includes(body.search_text.toLowerCase()),
          ),
        ),
      }),
    ),
    [e.clientTerms.path]: answering(e.clientTerms, (body) => ok({ terms: terms[body.prospect_id] ?? null })),
    [e.debtors.path]: answering(e.debtors, (body) =>
      ok({
        debtors: page(
          (body.prospect_id === acme.id ? [northwind, pierNine] : [northwind]).map((debtor) => ({
            ...debtor,
            prospect_id: body.prospect_id,
            status: 1,
          })),
        ),
      }),
    ),
    [e.debtorCredit.path]: answering(e.debtorCredit, (body) => {
      const held = credit[`${body.prospect_id}:${body.debtor_id}`] ?? { limit: '0.00', available: '0.00' };
      return ok({
        credit_limit: { credit_limit: held.limit, available_credit_limit: held.available },
        pocs: (contacts[body.debtor_id] ?? []).map((email, index) => ({ id: index + 1, name: email, email })),
      });
    }),
  };
}
