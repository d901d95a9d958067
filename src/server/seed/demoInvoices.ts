import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { debtorStatuses } from '../../shared/dropdowns';
import { invoiceFiguresOf, type InvoiceTerms } from '../../shared/invoiceTerms';
import { invoiceStatuses, paymentTypes } from '../../shared/constants';
import type { Database, Tx } from '../db/client';
import { debtorClients, debtorContacts, invoices, schedules } from '../db/schema';
import { signedTermsOf } from '../modules/clients/terms';
import { purchaseOf } from '../modules/funding/scheduleAmounts';
import { invoicesOfSchedule } from '../modules/funding/scheduleRecords';

/** One demo invoice: which of the client's debtors owes it, and where it stands. */
interface DemoInvoice {
  /** Index into the client's live debtors (wrapping round when it has fewer). */
  debtor: number;
  amount: string;
  /** Day of October 2026. */
  day: number;
  status: number;
  paymentType: number;
  /** The demo schedule it is in, by its key. */
  schedule?: 'unverified' | 'verified';
  deleted?: true;
  note?: string;
}

const demoInvoices: readonly DemoInvoice[] = [
  {
    debtor: 0,
    amount: '1250.00',
    day: 2,
    status: invoiceStatuses.initial,
    paymentType: paymentTypes.Wire,
    note: 'Pallets, first run',
  },
  { debtor: 1, amount: '3400.75', day: 4, status: invoiceStatuses.approved, paymentType: paymentTypes.ACH },
  {
    debtor: 0,
    amount: '980.40',
    day: 6,
    status: invoiceStatuses.denied,
    paymentType: paymentTypes.Check,
    note: 'Disputed quantity',
  },
  {
    debtor: 1,
    amount: '2100.00',
    day: 8,
    status: invoiceStatuses.initial,
    paymentType: paymentTypes.Wire,
    schedule: 'unverified',
  },
  {
    debtor: 0,
    amount: '1575.25',
    day: 9,
    status: invoiceStatuses.approved,
    paymentType: paymentTypes.Wire,
    schedule: 'unverified',
  },
  {
    debtor: 1,
    amount: '2890.00',
    day: 10,
    status: invoiceStatuses.approved,
    paymentType: paymentTypes.ACH,
    schedule: 'verified',
  },
  {
    debtor: 0,
    amount: '640.10',
    day: 11,
    status: invoiceStatuses.initial,
    paymentType: paymentTypes.Check,
    schedule: 'verified',
  },
  {
    debtor: 1,
    amount: '450.00',
    day: 12,
    status: invoiceStatuses.initial,
    paymentType: paymentTypes.Wire,
    deleted: true,
  },
];

/** Schedule numbers of the demo's own, clear of the low numbers the funding demo takes. */
const scheduleNumbers = { unverified: 101, verified: 102, deleted: 103 } as const;

const at = (day: number): Date => new Date(Date.UTC(2026, 9, day, 15));
const isoDay = (day: number): string => `2026-10-${String(day).padStart(2, '0')}`;
/** Verified after the last demo invoice was made, so its invoices count as verified. */
const verifiedOn = at(20);

interface LiveDebtor {
  debtorId: number;
  contact: string | null;
}

async function liveDebtorsOf(tx: Tx, clientId: number): Promise<LiveDebtor[]> {
  const held = await tx
    .select({ debtorId: debtorClients.debtorId })
    .from(debtorClients)
    .where(
      and(
        eq(debtorClients.prospectId, clientId),
        isNull(debtorClients.deletedAt),
        ne(debtorClients.status, debtorStatuses.terminated),
      ),
    )
    .orderBy(asc(debtorClients.id));
  if (held.length === 0) return [];
  const contacts = await tx
    .select({ debtorId: debtorContacts.debtorId, email: debtorContacts.email })
    .from(debtorContacts)
    .where(
      inArray(
        debtorContacts.debtorId,
        held.map((row) => row.debtorId),
      ),
    )
    .orderBy(asc(debtorContacts.position));
  return held.map(({ debtorId }) => ({
    debtorId,
    contact: contacts.find((contact) => contact.debtorId === debtorId)?.email.toLowerCase() ?? null,
  }));
}

/**
 * The demo clients' invoices (after the demo debtors, which the client ids in `clientIds` hold):
 * for each client, invoices in every status over its live debtors, some unassigned, two in an
 * unverified schedule and two in a verified one, a deleted invoice and a deleted schedule. Funded
 * schedules are the funding demo's. Terms come from each client's signed term sheet.
 */
export async function seedDemoInvoices(db: Database, clientIds: readonly number[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [index, clientId] of clientIds.entries()) {
      const sheet = await signedTermsOf(tx, clientId);
      const debtors = await liveDebtorsOf(tx, clientId);
      if (!sheet || debtors.length === 0) continue;
      const terms: InvoiceTerms = {
        advance_percentage: sheet.advancePercentage,
        net_invoice_term: sheet.discountDays,
      };
      const scheduleIds = new Map<string, number>();
      for (const [key, scheduleNo] of Object.entries(scheduleNumbers)) {
        const [row] = await tx
          .insert(schedules)
          .values({
            prospectId: clientId,
            scheduleNo,
            createdAt: at(7),
            updatedAt: at(7),
            deletedAt: key === 'deleted' ? at(14) : null,
          })
          .returning({ id: schedules.id });
        if (row) scheduleIds.set(key, row.id);
      }
      for (const [position, invoice] of demoInvoices.entries()) {
        const debtor = debtors[invoice.debtor % debtors.length];
        if (!debtor) continue;
        const invoiceDate = isoDay(invoice.day);
        const figures = invoiceFiguresOf(
          { invoice_amount: invoice.amount, invoice_date: invoiceDate },
          terms,
        );
        await tx.insert(invoices).values({
          prospectId: clientId,
          debtorId: debtor.debtorId,
          scheduleId: invoice.schedule ? (scheduleIds.get(invoice.schedule) ?? null) : null,
          invoiceNo: String(10001 + index * 100 + position),
          invoiceAmount: invoice.amount,
          invoiceDate,
          discountDays: terms.net_invoice_term,
          invoiceDueDate: figures.invoice_due_date,
          advancePercentage: terms.advance_percentage,
          advanceAmount: figures.advance_amount,
          status: invoice.status,
          paymentType: invoice.paymentType,
          debtorContact: debtor.contact ? [debtor.contact] : [],
          note: invoice.note ?? '',
          verifiedAt: invoice.schedule === 'verified' ? verifiedOn : null,
          createdAt: at(invoice.day),
          updatedAt: at(invoice.day),
          deletedAt: invoice.deleted ? at(invoice.day + 1) : null,
        });
      }
      // Verified once its invoices are in (a verified schedule takes no new invoice), owing what Verify
      // Schedule works out (no chargebacks chosen).
      const verifiedId = scheduleIds.get('verified');
      if (verifiedId !== undefined) {
        const { payout } = purchaseOf(
          await invoicesOfSchedule(tx, verifiedId),
          sheet.escrowReservePercentage,
        );
        await tx
          .update(schedules)
          .set({ verifiedAt: verifiedOn, remainingAmount: payout })
          .where(eq(schedules.id, verifiedId));
      }
    }
  });
}
