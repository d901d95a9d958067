import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DebtorRow } from '../../src/shared/contract/debtors';
import { debtorForm, startDebtorBook, type DebtorBook } from './debtorsBook';

/** Change Status (spec part 2 §4): pending → Active or Terminated, Active → Terminated, Terminated → Active. */
describe('debtor status changes and deletion', () => {
  let b: DebtorBook;

  async function rows(): Promise<DebtorRow[]> {
    const answer = await b.t.call('debtor/fetch', { per_page: 0, show_all: true }, b.tokens.admin);
    return (answer.body.debtors as { data: DebtorRow[] }).data;
  }
  async function holding(name: string, clientName: string): Promise<DebtorRow> {
    const found = (await rows()).find((row) => row.debtor_name === name && row.client_name === clientName);
    if (!found) throw new Error(`no ${name} of ${clientName}`);
    return found;
  }
  const move = (ids: number[], status: unknown) =>
    b.t.call('debtor/status_change', { debtor_prospect_id: ids, status }, b.tokens.ca);
  const refused = { statusCode: 409, body: { status: false, message: 'Validation failed' } };

  beforeAll(async () => {
    b = await startDebtorBook();
  });
  afterAll(async () => {
    await b.t.close();
  });

  it('moves along the allowed transitions and refuses the others with "Validation failed"', async () => {
    const gulf = await holding('Gulf Coast Retail', 'Acme Freight Lines'); // pending
    const lonestar = await holding('Lone Star Grocers', 'Acme Freight Lines'); // Active
    const redriver = await holding('Red River Distribution', 'Acme Freight Lines'); // Terminated

    expect(await move([lonestar.debtor_prospect_id], 0)).toEqual(refused);
    expect(await move([lonestar.debtor_prospect_id], 1)).toEqual(refused);
    expect(await move([redriver.debtor_prospect_id], 2)).toEqual(refused);
    expect(await move([redriver.debtor_prospect_id], 0)).toEqual(refused);

    const done = await move([gulf.debtor_prospect_id], 1);
    expect(done).toEqual({
      statusCode: 200,
      body: { status: true, message: 'Debtor status has been changed successfully.' },
    });
    expect((await holding('Gulf Coast Retail', 'Acme Freight Lines')).status).toBe(1);
    expect((await move([lonestar.debtor_prospect_id], 2)).statusCode).toBe(200);
    expect((await holding('Lone Star Grocers', 'Acme Freight Lines')).is_terminated).toBe(true);
    expect((await move([redriver.debtor_prospect_id], 1)).statusCode).toBe(200);
    expect((await holding('Red River Distribution', 'Acme Freight Lines')).status).toBe(1);

    const pending = await b.t.call('debtor/save', debtorForm(b.clients.acme), b.tokens.ca);
    expect((await move([Number(pending.body.debtor_prospect_id)], 2)).statusCode).toBe(200);
  });

  it('moves all the selected debtors or none', async () => {
    const pacific = await holding('Pacific Dental Group', 'Bayside Medical Supply'); // pending
    const harbor = await holding('Harbor View Clinics', 'Bayside Medical Supply'); // Active
    expect(await move([pacific.debtor_prospect_id, harbor.debtor_prospect_id], 1)).toEqual(refused);
    expect((await holding('Pacific Dental Group', 'Bayside Medical Supply')).status).toBe(0);
    expect((await move([pacific.debtor_prospect_id, harbor.debtor_prospect_id], 2)).statusCode).toBe(200);
    expect((await holding('Pacific Dental Group', 'Bayside Medical Supply')).status).toBe(2);
    expect((await holding('Harbor View Clinics', 'Bayside Medical Supply')).status).toBe(2);
  });

  it('a deleted debtor moves nowhere; an unknown one answers 404; a status is required', async () => {
    const summit = await holding('Summit Health Partners', 'Bayside Medical Supply');
    expect(await move([summit.debtor_prospect_id], 2)).toEqual(refused);
    expect((await move([987654], 2)).statusCode).toBe(404);
    expect(await move([summit.debtor_prospect_id], 5)).toEqual({
      statusCode: 400,
      body: expect.objectContaining({ message: 'Status is required' }) as unknown,
    });
    expect((await move([summit.debtor_prospect_id], null)).body.message).toBe('Status is required');
  });

  it('a terminated debtor made Active must fit in the client’s available limit again', async () => {
    const pinecrest = await holding('Pinecrest Developments', 'Cedar Creek Builders');
    expect((await move([pinecrest.debtor_prospect_id], 2)).statusCode).toBe(200);
    const credit = await b.t.call(
      'debtor/client_credit_limit',
      { prospect_id: b.clients.cedar },
      b.tokens.ca,
    );
    const left = (credit.body.credit_limit as { available_credit_limit: string }).available_credit_limit;
    expect(left).toBe('825000.00');
    const taker = await b.t.call(
      'debtor/save',
      debtorForm(b.clients.cedar, { credit_limit: left }),
      b.tokens.ca,
    );
    expect(taker.statusCode).toBe(200);

    expect(await move([pinecrest.debtor_prospect_id], 1)).toEqual({
      statusCode: 409,
      body: {
        status: false,
        message: "Weekly Credit Limit can not exceed the client's available credit limit.",
      },
    });
    expect((await holding('Pinecrest Developments', 'Cedar Creek Builders')).status).toBe(2);

    await b.t.call(
      'debtor/delete',
      { debtors: [{ prospect_id: b.clients.cedar, debtor_id: taker.body.id }] },
      b.tokens.ca,
    );
    expect((await move([pinecrest.debtor_prospect_id], 1)).statusCode).toBe(200);
  });

  it('deletes debtors of clients: they leave the list, show with show_all, and can no longer be edited', async () => {
    const mesa = await holding('Mesa Home Builders Supply', 'Cedar Creek Builders');
    const granite = await holding('Granite State Contractors', 'Cedar Creek Builders');
    const answer = await b.t.call(
      'debtor/delete',
      {
        debtors: [
          { prospect_id: b.clients.cedar, debtor_id: mesa.id },
          { prospect_id: b.clients.cedar, debtor_id: granite.id },
        ],
      },
      b.tokens.ca,
    );
    expect(answer.body.message).toBe('2 debtors have been deleted successfully.');
    const live = await b.t.call('debtor/fetch', { per_page: 0, search_text: 'cedar creek' }, b.tokens.ca);
    expect((live.body.debtors as { data: DebtorRow[] }).data.map((row) => row.debtor_name)).not.toContain(
      'Mesa Home Builders Supply',
    );
    expect((await holding('Mesa Home Builders Supply', 'Cedar Creek Builders')).deleted).toBe(true);

    const stored = await b.t.call(
      'debtor/details',
      { prospect_id: b.clients.cedar, id: mesa.id },
      b.tokens.ca,
    );
    const debtor = stored.body.debtor as { legal_name: string; credit_limit: string };
    expect(stored.body.debtor).toMatchObject({ deleted: true });
    const edit = await b.t.call(
      'debtor/save',
      { ...debtorForm(b.clients.cedar), id: mesa.id, credit_limit: debtor.credit_limit, pocs: [] },
      b.tokens.ca,
    );
    expect(edit.statusCode).toBe(404);
    const notHeld = await b.t.call(
      'debtor/delete',
      { debtors: [{ prospect_id: b.clients.acme, debtor_id: mesa.id }] },
      b.tokens.ca,
    );
    expect(notHeld.statusCode).toBe(404);
  });
});
