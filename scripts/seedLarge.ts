/**
 * npm run seed:large — fills the PostgreSQL database named by DATABASE_URL with a book of business
 * at scale, for the list benchmarks and for trying the screens on a full database:
 *
 *   createdb -h 127.0.0.1 -U postgres factordesk_large
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/factordesk_large npm run seed:large
 *
 * It migrates the database and runs the ordinary seed (roles, rights, the demo accounts and the demo
 * book, so every demo account signs in as usual), then adds 1,000 clients with signed term sheets,
 * 50,000 debtors held by one to three clients each, and 2,000,000 invoices over the last three
 * years, most of them in schedules of about ten; a few percent deleted, a few clients terminated
 * (the shape is described in scripts/seedLarge/*.ts, one part a file). The rows are planned and
 * made with set-based SQL (`insert … select … from generate_series`) from deterministic draws, so
 * two runs give the same book (dated back from the day of the run); the real indexes stay in
 * place throughout, and `vacuum analyze` follows the bulk rows. SEED_LARGE_CLIENTS, SEED_LARGE_DEBTORS, SEED_LARGE_INVOICES and
 * SEED_LARGE_FUNDED_SCHEDULES make a smaller book for a trial.
 *
 * The books stay consistent: the bulk schedules are unverified or verified without chargebacks,
 * which post nothing (docs/decisions/0006-the-books.md), and no bulk invoice is funded; a sample of
 * 1,000 schedules is then verified and paid (some in two payments, some reverted) through the same
 * service functions the API runs, which post their journal entries. The run ends by verifying the
 * books as `npm run ledger:verify` does, and exits 1 if they disagree.
 *
 * It never runs on the embedded PGlite: DATABASE_URL must be a postgres:// URL. Run a second time on
 * the same database, it refuses and changes nothing (the database already holds a large book; so
 * does one where a run stopped part-way): drop and create the database to start over.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { verifyLedger } from '../src/server/ledger/verify';
import { seed } from '../src/server/seed';
import { demoAccounts } from '../src/server/seed/demoAccounts';
import { openBulk } from './seedLarge/bulk';
import { biggestClient, insertClients, planClients, terminateClients } from './seedLarge/clients';
import { insertDebtors, planDebtors } from './seedLarge/debtors';
import { createDice, dropPlanning } from './seedLarge/dice';
import { refuseExistingBook } from './seedLarge/existingBook';
import { fundSample, sampleCaller, type SampleSchedule } from './seedLarge/fundingSample';
import { copyInvoices, stageInvoices } from './seedLarge/invoices';
import { counted, Progress } from './seedLarge/progress';
import { Refusal } from './seedLarge/refusal';
import { planSchedules } from './seedLarge/schedulePlan';
import { closeSchedules, insertSchedules } from './seedLarge/schedules';
import { bookSizeFrom, invoicesPerClientMax } from './seedLarge/size';
import { bookCounts } from './seedLarge/summary';
import { largeBookDatabaseUrl, printableUrl } from './seedLarge/target';

const invoiceSlice = 250_000;
const sampleConcurrency = 4;
const staffEmail =
  demoAccounts.find((account) => account.roleType === 'admin')?.email ?? 'admin@factordesk.test';

async function seedLarge(): Promise<void> {
  const url = largeBookDatabaseUrl(process.env);
  const size = bookSizeFrom(process.env);
  const databaseName = new URL(url).pathname.replace(/^\//, '');
  // One moment for the whole book, so every phase dates its rows against the same "now".
  const asOf = new Date().toISOString();
  const progress = new Progress();
  console.log(
    `seed:large into ${printableUrl(url)}: ${counted(size.clients)} clients, ${counted(size.debtors)} debtors, ` +
      `${counted(size.invoices)} invoices, ${counted(size.fundedSchedules)} schedules funded through the services`,
  );

  // dataDir is PGlite's and unused with a database URL.
  const database = await progress.phase('migrate', () =>
    openDatabase({ databaseUrl: url, dataDir: 'memory' }),
  );
  const bulk = await openBulk(url);
  try {
    await refuseExistingBook(bulk, databaseName);
    await progress.phase(
      'ordinary seed',
      () => seed(database.db, { demo: true }),
      (result) => (result.demoSeeded ? 'roles, rights, demo accounts and demo book' : 'roles and rights'),
    );

    await progress.phase('plan clients and debtors', async () => {
      await createDice(bulk);
      await planClients(bulk, size.clients, size.invoices, asOf);
      const most = await biggestClient(bulk);
      if (most > invoicesPerClientMax) {
        await dropPlanning(bulk);
        throw new Refusal(
          `the biggest client would have ${counted(most)} invoices, beyond 6-digit numbers: add clients`,
        );
      }
      await planDebtors(bulk, size.debtors, asOf);
    });
    await progress.phase(
      'plan schedules and stage invoices',
      async () => {
        await planSchedules(bulk, asOf, size.fundedSchedules);
        return stageInvoices(bulk, asOf);
      },
      (staged) => `${counted(staged)} invoices staged`,
    );
    await progress.phase(
      'clients',
      () => insertClients(bulk),
      (added) => `${counted(added)} clients with owners and signed term sheets`,
    );
    await progress.phase(
      'debtors',
      () => insertDebtors(bulk),
      (added) =>
        `${counted(added.debtors)} debtors, ${counted(added.contacts)} contacts, ${counted(added.holdings)} client holdings`,
    );
    const caller = await sampleCaller(database.db, staffEmail);
    await progress.phase(
      'schedules',
      () => insertSchedules(bulk),
      (added) => `${counted(added)} schedules`,
    );
    await progress.phase(
      'invoices',
      () =>
        copyInvoices(bulk, invoiceSlice, (copied, total) =>
          progress.note(`${counted(copied)} of ${counted(total)} invoices`),
        ),
      (copied) => `${counted(copied)} invoices`,
    );
    // Closed only now: a verified or deleted schedule, or a terminated client's, takes no new invoice.
    await progress.phase(
      'verify and delete schedules, terminate clients',
      async () => ({
        closed: await closeSchedules(bulk, caller.userId),
        terminated: await terminateClients(bulk),
      }),
      (done) => `${counted(done.closed)} schedules closed, ${counted(done.terminated)} clients terminated`,
    );

    // The services' queries are planned from statistics: without them they would scan 2M invoices.
    await progress.phase('vacuum analyze', () => bulk.run(sql`vacuum (analyze)`));

    const sample = await bulk.rows<{ id: number; prospect_id: number; scheduled_at: Date }>(sql`
      select id, prospect_id, scheduled_at from seed_large.groups where sampled order by id`);
    await progress.phase(
      'funding sample (Verify Schedule, Post Payment, Revert Funding)',
      () =>
        fundSample(
          database.db,
          caller,
          sample.map((row): SampleSchedule => ({
            id: row.id,
            prospectId: row.prospect_id,
            scheduledAt: new Date(row.scheduled_at),
          })),
          sampleConcurrency,
          (done) => progress.note(`${counted(done)} of ${counted(sample.length)} schedules`),
        ),
      (outcome) =>
        `${counted(outcome.funded)} schedules funded (${counted(outcome.paidTwice)} in two payments), ` +
        `${counted(outcome.reverted)} reverted, ${counted(outcome.payments)} payments`,
    );
    await dropPlanning(bulk);
    await progress.phase('analyze', () => bulk.run(sql`analyze`));

    const report = await progress.phase(
      'verify the books',
      () => verifyLedger(database.db),
      (r) => `${counted(r.entries)} entries, ${r.differences.length} difference(s)`,
    );
    for (const difference of report.differences) console.log(`DIFFERENCE ${difference}`);

    const counts = await bookCounts(bulk);
    console.log(`\nseed:large done in ${progress.elapsed().toFixed(0)} s`);
    for (const phase of progress.phases) {
      console.log(`  ${phase.name.padEnd(64)} ${phase.seconds.toFixed(1).padStart(7)} s`);
    }
    console.log('Rows:');
    for (const [name, value] of Object.entries(counts))
      console.log(`  ${name.padEnd(24)} ${counted(value).padStart(11)}`);
    if (report.differences.length > 0) process.exitCode = 1;
  } finally {
    await bulk.close();
    await database.close();
  }
}

try {
  await seedLarge();
} catch (error) {
  if (!(error instanceof Refusal)) throw error;
  console.error(`seed:large: ${error.message}`);
  process.exitCode = 1;
}
