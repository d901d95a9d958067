import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from './harness';
import { staffWithRights } from './invoicesBook';
import {
  brokers,
  chargebacks,
  debtorClients,
  debtors,
  invoices,
  journalEntries,
  journalLines,
  ledgerAccounts,
  prospects,
  schedulePayments,
  schedules,
  termSheets,
} from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import type { BrokerHome, ClientHome, Simulation } from '../../src/shared/contract/partyHome';

/*
 * Every figure of the homes is computed again here from the rows, in cents, without the code the
 * server uses (no discountFeeOf, no clientBalances, no debtor_clients.outstanding_amount).
 */

const cents = (text: string | number) => Math.round(Number(text) * 100);
const money = (c: number) => (c / 100).toFixed(2);
const daysFrom = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

describe('party_home on the demo book', () => {
  let t: TestApp;
  let admin: string;
  let client: string;
  let debtor: string;
  let broker: string;
  let acme: number;
  let bayside: number;
  let today: string;

  beforeAll(async () => {
    t = await startTestApp({ demoBook: true, demoMoney: true });
    admin = await t.signIn('admin@factordesk.test');
    client = await t.signIn('client@factordesk.test');
    debtor = await t.signIn('debtor@factordesk.test');
    broker = await t.signIn('broker@factordesk.test');
    const clients = await t.db
      .select({ id: prospects.id, name: prospects.companyBusinessName })
      .from(prospects)
      .where(eq(prospects.status, 1));
    acme = clients.find((row) => row.name === 'Acme Freight Lines')!.id;
    bayside = clients.find((row) => row.name === 'Bayside Medical Supply')!.id;
    today = t.deps.clock.now().toISOString().slice(0, 10);
    const local = t.deps.clock.now();
    today = `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`;
  });
  afterAll(() => t.close());

  async function homeOf(token: string, body: object = {}): Promise<ClientHome> {
    const answer = await t.call('party_home/client', body, token);
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
    return answer.body.home as ClientHome;
  }

  it('answers the demo client its own home, every figure as the rows give it', async () => {
    const home = await homeOf(client);
    expect(home.client_name).toBe('Acme Freight Lines');
    expect(home.as_of).toBe(today);

    // Credit: the active limit less the live debtors' weekly limits; each pair's limit less its live invoices.
    const [own] = await t.db.select().from(prospects).where(eq(prospects.id, acme));
    const pairs = await t.db
      .select({
        debtorId: debtorClients.debtorId,
        limit: debtorClients.creditLimit,
        status: debtorClients.status,
      })
      .from(debtorClients)
      .where(and(eq(debtorClients.prospectId, acme), isNull(debtorClients.deletedAt)));
    // Terminated holds (status 2) use none of the limit.
    const live = pairs.filter((pair) => pair.status !== 2);
    const used = live.reduce((sum, pair) => sum + cents(pair.limit), 0);
    expect(home.credit.credit_limit).toBe(money(cents(own!.activeCreditLimit!)));
    expect(home.credit.available).toBe(money(Math.max(0, cents(own!.activeCreditLimit!) - used)));
    expect(home.credit.debtors.length).toBe(live.length);
    const all = await t.db.select().from(invoices).where(eq(invoices.prospectId, acme));
    for (const row of home.credit.debtors) {
      const pair = live.find((candidate) => candidate.debtorId === row.debtor_id)!;
      const carried = all
        .filter((invoice) => invoice.debtorId === row.debtor_id && invoice.deletedAt === null)
        .reduce((sum, invoice) => sum + cents(invoice.invoiceAmount), 0);
      expect(row.credit_limit).toBe(money(cents(pair.limit)));
      expect(row.available, row.debtor_name).toBe(money(Math.max(0, cents(pair.limit) - carried)));
    }

    // Funded this month: the standing payments posted this month, what left the bank.
    const payments = await t.db
      .select({
        paid: schedulePayments.paidAmount,
        posting: schedulePayments.postingDate,
        reversed: schedulePayments.reversedAt,
        ids: schedulePayments.invoiceIds,
      })
      .from(schedulePayments)
      .innerJoin(schedules, eq(schedules.id, schedulePayments.scheduleId))
      .where(eq(schedules.prospectId, acme));
    const thisMonth = payments.filter(
      (p) => p.reversed === null && p.posting.slice(0, 7) === today.slice(0, 7),
    );
    expect(home.funded_this_month.amount).toBe(money(thisMonth.reduce((sum, p) => sum + cents(p.paid), 0)));
    expect(home.funded_this_month.payments).toBe(thisMonth.length);
    expect(home.funded_this_month.invoices).toBe(thisMonth.reduce((sum, p) => sum + p.ids.length, 0));

    // Reserves held: the client's 2100 and 2200 balances, summed line by line.
    const balance = async (code: string) => {
      const lines = await t.db
        .select({ debit: journalLines.debit, credit: journalLines.credit })
        .from(journalLines)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
        .where(and(eq(ledgerAccounts.chartCode, code), eq(ledgerAccounts.clientId, acme)));
      return lines.reduce((sum, line) => sum + cents(line.credit) - cents(line.debit), 0);
    };
    const held = await balance('2100');
    expect(home.reserves.held).toBe(money(held));
    expect(home.reserves.escrow_held).toBe(money(await balance('2200')));
    // Releasable: previous reserves + the held reserve of closed unreleased invoices + extra escrow.
    const funded = all.filter((row) => row.fundingDate !== null && row.deletedAt === null);
    const unreleased = funded.filter((row) => row.reserveReleaseId === null);
    const heldOf = (row: (typeof all)[number]) =>
      cents(row.invoiceAmount) - cents(row.advanceAmount) - cents(row.discountFeeAmount);
    const openOf = (row: (typeof all)[number]) =>
      cents(row.invoiceAmount) - cents(row.collectedAmount) - cents(row.chargebackAmount);
    const previous = held - unreleased.reduce((sum, row) => sum + heldOf(row), 0);
    const closed = unreleased.filter((row) => openOf(row) === 0).reduce((sum, row) => sum + heldOf(row), 0);
    const escrowHeld = funded.reduce(
      (sum, row) => sum + cents(row.escrowAmount) - cents(row.escrowReleasedAmount),
      0,
    );
    const openAr = funded.reduce((sum, row) => sum + openOf(row), 0);
    const kept = Math.round(openAr / 10);
    const extra = escrowHeld > 0 && escrowHeld > kept ? escrowHeld - kept : 0;
    expect(home.reserves.releasable).toBe(money(Math.max(0, previous + closed + extra)));

    // Open invoices by age since the invoice date.
    const open = funded.filter((row) => openOf(row) > 0);
    const bucketOf = (row: (typeof all)[number]) => {
      const age = daysFrom(row.invoiceDate, today);
      return age <= 30 ? '0-30' : age <= 60 ? '31-60' : age <= 90 ? '61-90' : '90+';
    };
    expect(open.length).toBeGreaterThan(0);
    for (const bucket of home.open_invoices.buckets) {
      const rows = open.filter((row) => bucketOf(row) === bucket.bucket);
      expect(bucket.count, bucket.bucket).toBe(rows.length);
      expect(bucket.amount, bucket.bucket).toBe(money(rows.reduce((sum, row) => sum + openOf(row), 0)));
    }
    expect(home.open_invoices.count).toBe(open.length);
    expect(home.open_invoices.amount).toBe(money(openAr));

    // Pending chargebacks: live, not fully settled, something left.
    const cbs = await t.db.select().from(chargebacks).where(eq(chargebacks.prospectId, acme));
    const pending = cbs.filter(
      (row) => row.deletedAt === null && row.chargeBackSettled !== 1 && cents(row.adjustedCb ?? row.cb) > 0,
    );
    expect(home.chargebacks_pending).toEqual({
      count: pending.length,
      amount: money(pending.reduce((sum, row) => sum + cents(row.adjustedCb ?? row.cb), 0)),
    });

    // The simulator offers the open funded invoices and the signed terms.
    expect(home.simulator.invoices.map((row) => row.id).sort()).toEqual(open.map((row) => row.id).sort());
    expect(home.simulator.terms).not.toBeNull();
  });

  it('lets staff preview a client by id, and refuses every other caller', async () => {
    const preview = await homeOf(admin, { prospect_id: acme });
    expect(preview.client_name).toBe('Acme Freight Lines');
    const other = await homeOf(admin, { prospect_id: bayside });
    expect(other.client_name).toBe('Bayside Medical Supply');

    const cases: [string, object, string, number][] = [
      ['another client', { prospect_id: bayside }, client, 404],
      ['a forged id', { prospect_id: 2_000_000 }, admin, 404],
      ['staff without an id', {}, admin, 400],
      ['a debtor', {}, debtor, 403],
      ['a broker', {}, broker, 403],
      ['a text id', { prospect_id: String(acme) }, client, 400],
      ['a negative id', { prospect_id: -1 }, admin, 400],
      ['a decimal id', { prospect_id: 1.5 }, admin, 400],
      ['an unknown field', { client_id: acme }, client, 400],
    ];
    for (const [name, body, token, status] of cases) {
      const answer = await t.call('party_home/client', body, token);
      expect(answer.statusCode, name).toBe(status);
      expect(answer.body.status, name).toBe(false);
    }
    expect((await t.call('party_home/client', {})).statusCode).toBe(401);
  });

  it('simulates a payment day with the fee the collections would take, computed here by hand', async () => {
    const home = await homeOf(client);
    const invoice = home.simulator.invoices[0]!;
    const [terms] = await t.db
      .select()
      .from(termSheets)
      .where(
        and(
          eq(termSheets.prospectId, acme),
          sql`${termSheets.signedAt} is not null`,
          isNull(termSheets.voidedAt),
        ),
      )
      .orderBy(sql`${termSheets.signedAt} desc`)
      .limit(1);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    const funding = row!.fundingDate!;
    for (const offset of [0, 10, 45, 120]) {
      const day = new Date(Date.parse(funding) + offset * 86_400_000).toISOString().slice(0, 10);
      const answer = await t.call(
        'party_home/simulate',
        { invoice_id: invoice.id, payment_date: day },
        client,
      );
      expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
      const simulation = answer.body.simulation as Simulation;
      const balance = cents(row!.invoiceAmount) - cents(row!.collectedAmount) - cents(row!.chargebackAmount);
      const days = offset + terms!.businessDaysClearance;
      let rateBp = cents(terms!.purchaseDiscount); // rate in hundredths of a percent
      if (days > terms!.discountDays && terms!.isIncrementalPurchaseDiscount) {
        rateBp +=
          cents(terms!.incrementalDiscountPercentage) *
          Math.ceil((days - terms!.discountDays) / Math.max(1, terms!.incrementalDiscountDays));
      }
      const fee = Math.round((balance * rateBp) / 10_000);
      expect(simulation.balance).toBe(money(balance));
      expect(simulation.fee_days).toBe(days);
      expect(simulation.rate).toBe(money(rateBp));
      expect(simulation.fee, `day +${offset}`).toBe(money(fee));
      const totalFees = cents(row!.discountFeeAmount) + fee;
      expect(simulation.total_fees).toBe(money(totalFees));
      expect(simulation.reserve_back).toBe(
        money(cents(row!.invoiceAmount) - cents(row!.advanceAmount) - totalFees),
      );
    }
    // Staff may simulate any client's invoice.
    const staff = await t.call(
      'party_home/simulate',
      { invoice_id: invoice.id, payment_date: funding },
      admin,
    );
    expect(staff.statusCode).toBe(200);
  });

  it("refuses another client's invoice, forged ids, closed invoices, bad days and other parties", async () => {
    const home = await homeOf(client);
    const own = home.simulator.invoices[0]!;
    const [baysides] = await t.db
      .select({ id: invoices.id, funding: invoices.fundingDate })
      .from(invoices)
      .where(and(eq(invoices.prospectId, bayside), sql`${invoices.fundingDate} is not null`))
      .limit(1);
    const [closed] = await t.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(
        and(
          eq(invoices.prospectId, acme),
          sql`${invoices.fundingDate} is not null`,
          sql`${invoices.collectedAmount} + ${invoices.chargebackAmount} >= ${invoices.invoiceAmount}`,
        ),
      )
      .limit(1);
    const day = own.funding_date;
    const cases: [string, object, string, number, string?][] = [
      [
        "another client's invoice",
        { invoice_id: baysides!.id, payment_date: baysides!.funding },
        client,
        404,
      ],
      ['a forged id', { invoice_id: 2_000_000, payment_date: day }, client, 404],
      [
        'a closed invoice',
        { invoice_id: closed!.id, payment_date: day },
        client,
        409,
        messages.partyHome.notOpen,
      ],
      ['a debtor', { invoice_id: own.id, payment_date: day }, debtor, 403],
      ['a broker', { invoice_id: own.id, payment_date: day }, broker, 403],
      [
        'before funding',
        { invoice_id: own.id, payment_date: '2000-01-01' },
        client,
        400,
        messages.partyHome.paymentBeforeFunding,
      ],
      ['no such day', { invoice_id: own.id, payment_date: '2026-02-30' }, client, 400],
      ['a US date', { invoice_id: own.id, payment_date: '01/05/2026' }, client, 400],
      ['a number', { invoice_id: own.id, payment_date: 20260105 }, client, 400],
      ['control characters', { invoice_id: own.id, payment_date: `${day}\u0000` }, client, 400],
      ['blank', { invoice_id: own.id, payment_date: '' }, client, 400],
      ['past the pickers', { invoice_id: own.id, payment_date: '9999-12-31' }, client, 400],
      ['a text id', { invoice_id: String(own.id), payment_date: day }, client, 400],
      ['"1e3" as id', { invoice_id: '1e3', payment_date: day }, client, 400],
      ['"5,00" as id', { invoice_id: '5,00', payment_date: day }, client, 400],
      ['no id', { payment_date: day }, client, 400],
      ['an unknown field', { invoice_id: own.id, payment_date: day, fee: '0' }, client, 400],
      ['a malformed body', [] as unknown as object, client, 400],
    ];
    for (const [name, body, token, status, message] of cases) {
      const answer = await t.call('party_home/simulate', body, token);
      expect(answer.statusCode, name).toBe(status);
      if (message) expect(answer.body.message, name).toBe(message);
    }
  });

  it('shows the broker its referrals, their volume and its commission on their discount fees', async () => {
    const first = await t.call('party_home/broker', {}, broker);
    expect(first.statusCode).toBe(200);
    const before = first.body.home as BrokerHome;
    expect(before.referral_code).toBe('BREE001');
    expect(before.commission_rate).toBe('2.50');
    // The demo broker's referrals are applicants: no volume yet.
    expect(before.clients.map((row) => row.name).sort()).toEqual([
      'Keystone Staffing',
      'Prairie Steel Fabricators',
    ]);
    expect(before.clients.every((row) => row.stage === 'Applying' && row.invoices_all_time === 0)).toBe(true);
    expect(before.totals.commission_all_time).toBe('0.00');

    // Acme came through the broker, with an agreement old enough to cover its fees.
    await t.db.update(prospects).set({ brokerReferralCode: 'BREE001' }).where(eq(prospects.id, acme));
    await t.db
      .update(brokers)
      .set({ agreementDate: '2000-01-01' })
      .where(eq(brokers.referralCode, 'BREE001'));
    const answer = await t.call('party_home/broker', {}, broker);
    expect(answer.statusCode).toBe(200);
    const home = answer.body.home as BrokerHome;
    const acmeRow = home.clients.find((row) => row.prospect_id === acme)!;
    expect(acmeRow.stage).toBe('Client');
    const bought = (await t.db.select().from(invoices).where(eq(invoices.prospectId, acme))).filter(
      (row) => row.fundingDate !== null && row.deletedAt === null,
    );
    const month = today.slice(0, 7);
    const boughtThisMonth = bought.filter((row) => row.fundingDate!.slice(0, 7) === month);
    expect(acmeRow.invoices_all_time).toBe(bought.length);
    expect(acmeRow.volume_all_time).toBe(
      money(bought.reduce((sum, row) => sum + cents(row.invoiceAmount), 0)),
    );
    expect(acmeRow.invoices_this_month).toBe(boughtThisMonth.length);
    expect(acmeRow.volume_this_month).toBe(
      money(boughtThisMonth.reduce((sum, row) => sum + cents(row.invoiceAmount), 0)),
    );

    // The fees: Acme's Discount Fee Income lines, month by month; 2.5 % of each month, half-up.
    const lines = await t.db
      .select({ date: journalEntries.entryDate, debit: journalLines.debit, credit: journalLines.credit })
      .from(journalLines)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .where(and(eq(ledgerAccounts.chartCode, '4100'), eq(ledgerAccounts.clientId, acme)));
    expect(lines.length).toBeGreaterThan(0);
    const byMonth = new Map<string, number>();
    for (const line of lines) {
      const key = line.date.slice(0, 7);
      byMonth.set(key, (byMonth.get(key) ?? 0) + cents(line.credit) - cents(line.debit));
    }
    const commission = (fees: number) => Math.round((fees * 250) / 10_000);
    const allTime = [...byMonth.values()].reduce((sum, fees) => sum + commission(fees), 0);
    expect(acmeRow.commission_all_time).toBe(money(allTime));
    expect(acmeRow.fees_this_month).toBe(money(byMonth.get(month) ?? 0));
    expect(acmeRow.commission_this_month).toBe(money(commission(byMonth.get(month) ?? 0)));
    expect(home.totals.commission_all_time).toBe(money(allTime));
    expect(home.statement.map((row) => row.month)).toEqual([...byMonth.keys()].sort().reverse());
    for (const row of home.statement) {
      expect(row.fees).toBe(money(byMonth.get(row.month)!));
      expect(row.commission).toBe(money(commission(byMonth.get(row.month)!)));
      expect(row.payable_by.slice(8)).toBe('15');
    }

    // An agreement dated after every fee earns nothing on them.
    await t.db
      .update(brokers)
      .set({ agreementDate: '2999-01-01' })
      .where(eq(brokers.referralCode, 'BREE001'));
    const late = (await t.call('party_home/broker', {}, broker)).body.home as BrokerHome;
    expect(late.totals.commission_all_time).toBe('0.00');
    expect(late.statement).toEqual([]);
    await t.db.update(prospects).set({ brokerReferralCode: null }).where(eq(prospects.id, acme));
  });

  it('lets staff preview a broker by id and refuses every other caller', async () => {
    const [own] = await t.db
      .select({ id: brokers.id })
      .from(brokers)
      .where(eq(brokers.referralCode, 'BREE001'));
    const [other] = await t.db
      .select({ id: brokers.id })
      .from(brokers)
      .where(sql`${brokers.referralCode} is distinct from 'BREE001'`)
      .limit(1);
    expect((await t.call('party_home/broker', { broker_id: own!.id }, admin)).statusCode).toBe(200);
    expect((await t.call('party_home/broker', { broker_id: own!.id }, broker)).statusCode).toBe(200);
    const cases: [string, object, string, number][] = [
      ['another broker', { broker_id: other!.id }, broker, 404],
      ['a forged id', { broker_id: 2_000_000 }, admin, 404],
      ['staff without an id', {}, admin, 400],
      ['a client', {}, client, 403],
      ['a debtor', {}, debtor, 403],
      ['a text id', { broker_id: '1' }, broker, 400],
    ];
    for (const [name, body, token, status] of cases) {
      expect((await t.call('party_home/broker', body, token)).statusCode, name).toBe(status);
    }
  });

  it('refuses staff who lack the right that opens the party: 403 even with a real id', async () => {
    const desk = await staffWithRights(t, 'Desk', ['view_dashboard']);
    const [own] = await t.db
      .select({ id: brokers.id })
      .from(brokers)
      .where(eq(brokers.referralCode, 'BREE001'));
    const home = await homeOf(client);
    const invoice = home.simulator.invoices[0]!;
    expect((await t.call('party_home/client', { prospect_id: acme }, desk)).statusCode).toBe(403);
    expect((await t.call('party_home/broker', { broker_id: own!.id }, desk)).statusCode).toBe(403);
    expect(
      (
        await t.call(
          'party_home/simulate',
          { invoice_id: invoice.id, payment_date: invoice.funding_date },
          desk,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('names each debtor the client holds by its legal name', async () => {
    const home = await homeOf(client);
    const names = await t.db
      .select({ id: debtors.id, name: debtors.legalName })
      .from(debtors)
      .innerJoin(debtorClients, eq(debtorClients.debtorId, debtors.id))
      .where(eq(debtorClients.prospectId, acme));
    for (const row of home.credit.debtors) {
      expect(names.find((candidate) => candidate.id === row.debtor_id)?.name).toBe(row.debtor_name);
    }
  });
});
