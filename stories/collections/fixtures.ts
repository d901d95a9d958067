import {
  collectionEndpoints as e,
  type Collection,
  type CollectionInvoice,
  type CollectionItem,
} from '../../src/shared/contract/collections';
import { invoiceLookupEndpoints as lookups } from '../../src/shared/contract/invoiceLookups';
import type { CurrentUser } from '../../src/shared/contract/session';
import type { FakeHandler } from '../shell/fakeApi';
import { answeredFor, answering } from '../users/fakeServer';

/**
 * A small book of collections: Acme Freight Lines collects from Walmart on two open invoices and
 * one open chargeback, with $200.00 of unapplied cash waiting; two collections are recorded, one of
 * a terminated client (shown with the include toggle).
 */
export const acme = { id: 7, company_business_name: 'Acme Freight Lines' };
export const walmart = { id: 9, prospect_id: 7, debtor_name: 'Walmart Stores', status: 1 };

const row = (
  id: number,
  kind: CollectionInvoice['kind'],
  invoice_no: string,
  balance: string,
): CollectionInvoice => ({
  id,
  kind,
  invoice_no,
  invoice_amount: balance,
  funding_date: '2026-09-01',
  balance,
});

/** A row a collection settled, in full and on time. */
const item = (
  invoice_no: string,
  collected_amount: string,
  kind: CollectionItem['kind'] = 'invoice',
): CollectionItem => ({
  invoice_no,
  kind,
  collected_amount,
  uc: '0.00',
  applied_amount: collected_amount,
  excess_amount: '0.00',
  discount_fee: '0.00',
  fee_days: kind === 'invoice' ? 30 : null,
  move_to_cb: false,
});
export const openInvoices: CollectionInvoice[] = [
  row(11, 'invoice', 'INV-1001', '1000.00'),
  row(12, 'invoice', 'INV-1002', '500.00'),
];
export const openChargebacks: CollectionInvoice[] = [row(31, 'chargeback', 'INV-0900', '300.00')];

export const collections: Collection[] = [
  {
    id: 1,
    collection_id: 'COL-0001',
    prospect_id: 7,
    client_name: 'Acme Freight Lines',
    debtor_name: 'Walmart Stores',
    posting_date: '2026-10-08',
    payment_type_text: 'Check',
    collection_type_text: 'Invoice',
    amount: '1500.00',
    cb_amount: '0.00',
    total_amount: '1500.00',
    uc_collected: '0.00',
    note: '',
    invoices: [item('INV-0990', '1000.00'), item('INV-0991', '500.00')],
    is_terminated: false,
  },
  {
    id: 2,
    collection_id: 'COL-0002',
    prospect_id: 8,
    client_name: 'Old Line Hauling',
    debtor_name: 'Target Corp',
    posting_date: '2026-09-30',
    payment_type_text: 'Wire',
    collection_type_text: 'Chargeback',
    amount: '250.00',
    cb_amount: '0.00',
    total_amount: '250.00',
    uc_collected: '0.00',
    note: 'Final payment',
    invoices: [item('INV-0500', '250.00', 'chargeback')],
    is_terminated: true,
  },
];

/** The rows of the pair for a collection type: invoices (1), chargebacks (2) or both (3). */
export function rowsFor(collectionType: number): CollectionInvoice[] {
  if (collectionType === 2) return openChargebacks;
  if (collectionType === 3) return [...openInvoices, ...openChargebacks];
  return openInvoices;
}

export const notes = [
  {
    id: 1,
    note: 'Check arrived by mail',
    created_by_name: 'Avery Stone',
    created_at: '2026-10-08T14:00:00.000Z',
  },
];

export function collectionHandlers(user: CurrentUser): Record<string, FakeHandler> {
  return {
    [e.fetch.path]: answering(e.fetch, (body) => {
      const rows = collections.filter((c) => body.show_all === true || !c.is_terminated);
      return answeredFor(e.fetch, user, {
        collections: { data: rows, total: rows.length, last_page: 1, current_page: 1 },
      });
    }),
    [e.notes.path]: answering(e.notes, () => answeredFor(e.notes, user, { notes })),
    [e.saveNote.path]: answering(e.saveNote, (body) => ({
      body: {
        status: true,
        message: 'Note saved',
        note: {
          id: 2,
          note: body.note,
          created_by_name: 'Avery Stone',
          created_at: '2026-10-09T14:00:00.000Z',
        },
      },
    })),
    [e.report.path]: answering(e.report, () => ({ body: '%PDF-1.4 collection report' })),
    [e.invoices.path]: answering(e.invoices, (body) =>
      answeredFor(e.invoices, user, { invoices: rowsFor(body.collection_type) }),
    ),
    [e.debtorUc.path]: answering(e.debtorUc, () => answeredFor(e.debtorUc, user, { uc: '200.00' })),
    [e.save.path]: () => ({ body: { status: true, message: 'Collection completed successfully' } }),
    [lookups.clients.path]: () => ({
      body: { status: true, prospects: { data: [acme], total: 1, last_page: 1, current_page: 1 } },
    }),
    [lookups.debtors.path]: () => ({
      body: { status: true, debtors: { data: [walmart], total: 1, last_page: 1, current_page: 1 } },
    }),
  };
}
