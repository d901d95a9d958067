import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { addMoney, compareMoney, toMoneyString } from '../../src/shared/money';
import { api } from './browser';

/**
 * Arranging the invoices a cash walk collects: bought on a chosen day through the API, as staff
 * would on the schedule screens the money-core walk already drives in the browser.
 */

export interface HeldDebtor {
  id: number;
  contacts: string[];
}

/** The client's id by its name, as the client list answers staff. */
export async function clientIdOf(name: string, token: string): Promise<number> {
  const answer = await api<{ clients: { data: { id: number; company_business_name: string }[] } }>(
    'client/fetch',
    { page: 1, per_page: 10, search_text: name },
    token,
  );
  const row = answer.body.clients.data.find((client) => client.company_business_name === name);
  if (!row) throw new Error(`no client ${name}`);
  return row.id;
}

/** The debtor's id and contact e-mails by its name, among the client's debtors. */
export async function debtorOf(clientId: number, name: string, token: string): Promise<HeldDebtor> {
  const answer = await api<{ debtors: { data: { id: number; prospect_id: number; debtor_name: string }[] } }>(
    'debtor/fetch',
    { page: 1, per_page: 10, search_text: name },
    token,
  );
  const row = answer.body.debtors.data.find(
    (debtor) => debtor.debtor_name === name && debtor.prospect_id === clientId,
  );
  if (!row) throw new Error(`no debtor ${name}`);
  const contacts = await api<{ pocs: { email: string }[] }>(
    'debtor/pocs',
    { prospect_id: clientId, debtor_id: row.id },
    token,
  );
  return { id: row.id, contacts: contacts.body.pocs.map((poc) => poc.email) };
}

interface Purchase {
  clientId: number;
  debtor: HeldDebtor;
  invoiceNo: string;
  amount: string;
  invoiceDate: string;
  fundDate: string;
}

/**
 * One invoice in a schedule of its own, verified (settling the client's open chargebacks that fit,
 * as a careful user does) and funded by ACH on `fundDate`. Answers the invoice's id.
 */
export async function buyInvoice(purchase: Purchase, token: string): Promise<number> {
  const { clientId } = purchase;
  const next = await api<{ schedule_no: number }>('schedule/next_number', { prospect_id: clientId }, token);
  const saved = await api<{ id: number; message: string }>(
    'schedule/save',
    {
      prospect_id: clientId,
      schedule_no: next.body.schedule_no,
      invoices: [
        {
          debtor_id: purchase.debtor.id,
          debtor_contact: purchase.debtor.contacts.slice(0, 1),
          invoice_no: purchase.invoiceNo,
          invoice_date: purchase.invoiceDate,
          invoice_amount: purchase.amount,
          payment_type: 0,
          net_invoice_term: 1,
          invoice_due_date: purchase.invoiceDate,
          advance_percentage: '1.00',
          advance_amount: '1.00',
          status: 1,
          Tentative_payment_mode: '',
          commitment_date: null,
          attachments: [],
        },
      ],
    },
    token,
  );
  if (saved.statusCode !== 200) throw new Error(`schedule not saved: ${saved.body.message}`);
  const scheduleId = saved.body.id;
  const details = await api<{ schedule: { invoices: { id: number }[] } }>(
    'schedule/details',
    { id: scheduleId },
    token,
  );
  const invoiceId = details.body.schedule.invoices[0]!.id;

  const check = await api<{
    invoices: { id: number; cb: string; adjusted_cb: string | null }[];
    scheduleTotalAmount: string;
  }>('schedule/check_chargebacks', { schedule_id: scheduleId, prospect_id: clientId }, token);
  const chosen: number[] = [];
  let total = '0.00';
  for (const row of check.body.invoices) {
    const next = toMoneyString(addMoney(total, row.adjusted_cb ?? row.cb));
    if (compareMoney(next, check.body.scheduleTotalAmount) > 0) continue;
    chosen.push(row.id);
    total = next;
  }
  const verified = await api<{ message: string }>(
    'schedule/verify',
    { id: scheduleId, chargebacks: chosen },
    token,
  );
  if (verified.statusCode !== 200) throw new Error(`schedule not verified: ${verified.body.message}`);

  const info = await api<{ amount: string; unverified_invoices: { id: number }[] }>(
    'schedule/payment_info',
    { id: scheduleId },
    token,
  );
  const paid = await api<{ message: string }>(
    'schedule/payment/save',
    {
      schedule_id: scheduleId,
      payment_type: 0,
      transaction_number: `ACH${purchase.invoiceNo}`,
      schedule_fund_date: purchase.fundDate,
      check_date: purchase.fundDate,
      check_deposit_date: purchase.fundDate,
      posting_date: purchase.fundDate,
      amount: info.body.amount,
      selectedUnverifiedInvoices: [],
      unverifiedInvoices: info.body.unverified_invoices.map((invoice) => invoice.id),
    },
    token,
  );
  if (paid.statusCode !== 200) throw new Error(`schedule not funded: ${paid.body.message}`);
  return invoiceId;
}

/** A new debtor of the client with one contact, added as staff do on Add New Debtor. */
export async function addDebtorOf(
  clientId: number,
  name: string,
  email: string,
  stamp: string,
  token: string,
): Promise<void> {
  const digits = stamp.padStart(7, '0').slice(-7);
  const saved = await api<{ message: string }>(
    'debtor/save',
    {
      prospect_id: clientId,
      debtor_name: name,
      country_phone_code: '+1',
      phone: '214-555-0300',
      country_fax_code: '+1',
      fax: '',
      email,
      address: '300 Main Street',
      zip: '75201',
      state: 'Texas',
      city: 'Dallas',
      fein: `46-${digits}`,
      credit_limit: '50000.00',
      optional_comments: '',
      industry: 'Food and Beverage',
      industry_id: null,
      pocs: [
        {
          first_name: 'Jamie',
          last_name: 'Reyes',
          email: `contact.${email}`,
          department: 'Accounts Payable',
          country_phone_code: '+1',
          phone: '214-555-0301',
          country_fax_code: '+1',
          fax: '',
        },
      ],
    },
    token,
  );
  if (saved.statusCode !== 200) throw new Error(`debtor not saved: ${saved.body.message}`);
}

/**
 * One invoice collected in full by check through the API (Add New Collection's multipart call), for
 * a collection the walk only needs to exist. Answers the collection's id.
 */
export async function collectInFull(
  pair: { clientId: number; debtorId: number },
  invoice: { id: number; amount: string; postingDate: string; checkNo: string },
  token: string,
): Promise<number> {
  const fields: Record<string, string> = {
    prospect_id: String(pair.clientId),
    debtor_id: String(pair.debtorId),
    collection_type: '1',
    amount: invoice.amount,
    cb_amount: '0',
    total_amount: invoice.amount,
    uc_collected: '0.00',
    payment_type: '1',
    check_number: invoice.checkNo,
    check_date: invoice.postingDate,
    check_deposit_date: invoice.postingDate,
    posting_date: invoice.postingDate,
    notes: '',
    invoices: JSON.stringify([
      { id: invoice.id, kind: 'invoice', collected_amount: invoice.amount, uc: '0', move_to_cb: false },
    ]),
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('check_path', new Blob([checkPdf], { type: 'application/pdf' }), 'check.pdf');
  const response = await fetch(`${inject('baseUrl')}/api/v1/collection/save`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    body: form,
  });
  const body = (await response.json()) as { id?: number; message?: string };
  if (response.status !== 200) throw new Error(`collection not saved: ${body.message}`);
  return body.id ?? 0;
}

/** A small PDF, proven by its bytes: the check image of a collection. */
export const checkPdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
