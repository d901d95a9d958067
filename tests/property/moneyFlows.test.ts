import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import fc, { type AsyncCommand } from 'fast-check';
import { paymentTypes, type PaymentType } from '../../src/shared/constants';
import { adminCaller, holdBookDebtors, startFundingBook } from '../server/fundingBook';
import {
  DeleteToNew,
  FileSchedule,
  Pay,
  RaiseChargeback,
  RevertFunding,
  RevertVerification,
  Verify,
} from './fundingCommands';
import {
  checkCashInvariants,
  Collect,
  FundInFull,
  MoveHeldToReserves,
  ReceiveUnappliedCash,
  ReturnUnappliedCash,
  RunChargebacks,
  SettleFromPool,
  type CollectionKind,
} from './cashCommands';
import { AddRow, DeleteToTarget, EditRow, InsertDirectly, MoveLoose } from './intakeCommands';
import { checkInvariants } from './moneyInvariants';
import { checkReportInvariants } from './reportCommands';
import { ApproveCreditRequests } from './creditCommands';
import {
  checkReserveInvariants,
  CollectScheduleInFull,
  ReleaseReserves,
  releasePaymentTypes,
  ReleaseTwice,
  reserveStats,
} from './reserveCommands';
import { hledgerJournal } from '../../src/server/ledger/hledgerJournal';
import { clientKeys, type Model, type Real } from './moneyModel';

/**
 * The money flows of a schedule as random sequences of operations: schedules filed, chargebacks
 * raised, verification with or without them, payments by ACH, check and wire (some selecting
 * unverified invoices), deletions to a new schedule or to another one, both reverts, every way
 * an invoice joins or changes in a schedule (Move To Schedule, the schedule form adding or editing a
 * row, a statement straight on the database), and the cash that comes back: collections, the
 * chargeback job, unapplied cash received, settled, moved to reserves and returned; and the reserves
 * paid back (docs/decisions/0029): releases of closed invoices with or without chargebacks, Auto
 * Select's escrows and a lowered total, by ACH, check or wire, some held above the approval
 * threshold for a second staff member, the same invoices released again, and credit requests. A
 * model predicts, with its own arithmetic from the term sheets and src/shared/reserveRelease.ts,
 * whether each operation is accepted (a closed schedule takes no new invoice, a release never pays
 * more than the client is owed) and what the schedule then holds and owes; after every step the
 * invariants of moneyInvariants.ts, cashCommands.ts and reserveCommands.ts must hold, after every
 * sequence the reports' totals agree with the books (reportCommands.ts), and at the end hledger
 * accepts the books. A failure prints fast-check's seed and path; FC_SEED (and FC_PATH)
 * replay it, FC_RUNS sets how many sequences run (70, or tests/projects.ts's PROPERTY_RUNS), FC_STATS=1
 * prints what the releases came to.
 */

const client = fc.constantFrom(...clientKeys);
const index = fc.nat({ max: 20 });
const rowCents = fc.integer({ min: 200, max: 500_000 });

/** A command that checks every invariant once it has run. */
function checked(command: AsyncCommand<Model, Real>): AsyncCommand<Model, Real> {
  return {
    check: (model) => command.check(model),
    run: async (model, system) => {
      await command.run(model, system);
      await checkInvariants(model, system);
      await checkCashInvariants(model, system);
      await checkReserveInvariants(model, system);
    },
    toString: () => command.toString(),
  };
}

/** A client and its invoices' amounts in cents. */
const scheduleSpec = fc.tuple(
  client,
  fc.array(fc.integer({ min: 200, max: 2_500_000 }), { minLength: 1, maxLength: 4 }),
);

const commandArbitraries: fc.Arbitrary<AsyncCommand<Model, Real>>[] = [
  scheduleSpec.map(([key, cents]) => new FileSchedule(key, cents)),
  fc
    .tuple(client, fc.integer({ min: 100, max: 200_000 }), fc.option(fc.integer({ min: 1, max: 100 })))
    .map(([key, cents, share]) => new RaiseChargeback(key, cents, share)),
  // Verification and payments weigh more: they lead to the states worth exploring.
  ...Array.from({ length: 3 }, () => index.map((i) => new Verify(i))),
  ...Array.from({ length: 4 }, () =>
    fc
      .tuple(
        index,
        fc.constantFrom<PaymentType>(paymentTypes.ACH, paymentTypes.Check, paymentTypes.Wire),
        fc.oneof(fc.integer({ min: 1, max: 100 }), fc.constant(100), fc.integer({ min: 101, max: 130 })),
        fc.boolean(),
      )
      .map(([i, type, share, unverified]) => new Pay(i, type, share, unverified)),
  ),
  index.map((i) => new RevertVerification(i)),
  index.map((i) => new RevertFunding(i)),
  index.map((i) => new DeleteToNew(i)),
  // Every way an invoice joins or changes in a schedule, weighed as much as payments.
  ...Array.from({ length: 2 }, () =>
    // One move in four makes a new schedule.
    fc
      .tuple(index, rowCents, fc.nat({ max: 3 }))
      .map(([i, cents, kind]) => new MoveLoose(i, cents, kind === 0)),
  ),
  fc.tuple(index, rowCents).map(([i, cents]) => new AddRow(i, cents)),
  fc.tuple(index, fc.nat({ max: 8 }), rowCents).map(([i, row, cents]) => new EditRow(i, row, cents)),
  fc.tuple(index, index).map(([i, target]) => new DeleteToTarget(i, target)),
  fc.tuple(index, rowCents).map(([i, cents]) => new InsertDirectly(i, cents)),
  // Cash coming back (0028): collections short, in full and over, chargebacks by the job, unapplied
  // cash received, settled, moved to reserves and returned.
  ...Array.from({ length: 4 }, () => index.map((i) => new FundInFull(i))),
  ...Array.from({ length: 5 }, () =>
    fc
      .tuple(index, fc.constantFrom<CollectionKind>('short', 'full', 'over'), fc.integer({ min: 1, max: 99 }))
      .map(([i, kind, share]) => new Collect(i, kind, share)),
  ),
  fc.nat({ max: 30 }).map((days) => new RunChargebacks(days)),
  fc
    .tuple(client, fc.integer({ min: 100, max: 300_000 }))
    .map(([key, cents]) => new ReceiveUnappliedCash(key, cents)),
  index.map((i) => new SettleFromPool(i)),
  fc.tuple(client, fc.boolean()).map(([key, wire]) => new ReturnUnappliedCash(key, wire)),
  fc.nat({ max: 2 }).map((i) => new MoveHeldToReserves(i)),
  // Reserves paid back (0029): releases of closed invoices with or without chargebacks, escrows and
  // a lowered total, the same invoices again, and credit requests approved or refused.
  ...Array.from({ length: 3 }, () => index.map((i) => new CollectScheduleInFull(i))),
  ...Array.from({ length: 7 }, () =>
    fc
      .tuple(
        fc.nat({ max: 2 }),
        fc.nat({ max: 255 }),
        fc.oneof(fc.constant(0), fc.nat({ max: 255 })),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom<PaymentType>(...releasePaymentTypes),
        // The batch total as offered, lowered, or raised above it (refused).
        fc.oneof(
          { arbitrary: fc.constant(null), weight: 3 },
          { arbitrary: fc.integer({ min: 1, max: 99 }), weight: 2 },
          { arbitrary: fc.integer({ min: 101, max: 120 }), weight: 1 },
        ),
        // Half the releases wait for a second staff member, who approves or rejects it.
        fc.constantFrom<'approve' | 'reject' | null>(null, null, 'approve', 'reject'),
      )
      .map(
        ([clientIndex, invoices, cbs, careful, escrows, type, share, approval]) =>
          new ReleaseReserves(clientIndex, invoices, cbs, careful, escrows, type, share, approval),
      ),
  ),
  ...Array.from({ length: 2 }, () =>
    fc
      .tuple(index, fc.constantFrom<PaymentType>(...releasePaymentTypes))
      .map(([i, type]) => new ReleaseTwice(i, type)),
  ),
  fc
    .tuple(client, fc.boolean(), fc.array(fc.integer({ min: 1, max: 120 }), { minLength: 1, maxLength: 2 }))
    .map(([key, debtor, shares]) => new ApproveCreditRequests(key, debtor, shares)),
].map((arbitrary) => arbitrary.map(checked));

describe('money flows of schedules, as random sequences of operations', () => {
  let real: Real;

  beforeAll(async () => {
    const book = await startFundingBook();
    await holdBookDebtors(book);
    const caller = await adminCaller(book.t.db);
    real = {
      book,
      // The schedule form's rights, which its service checks itself.
      caller: { ...caller, rights: new Set(['add_new_schedule', 'schedule_selection']) },
      clientIds: { acme: book.clients.acme, bayside: book.clients.bayside, cedar: book.clients.cedar },
    };
  }, 60_000);
  afterAll(() => real.book.t.close());

  it('keeps the books balanced, each schedule whole and no closed schedule taking an invoice', async () => {
    const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined;
    await fc.assert(
      fc.asyncProperty(
        fc.array(scheduleSpec, { minLength: 1, maxLength: 3 }),
        fc.commands(commandArbitraries, { maxCommands: 24, size: 'max' }),
        async (initial, commands) => {
          // Each sequence starts from schedules of its own, filed like any other.
          const setup = async () => {
            const model: Model = { schedules: [] };
            for (const [key, cents] of initial) await new FileSchedule(key, cents).run(model, real);
            return { model, real };
          };
          const run = await setup();
          await fc.asyncModelRun(async () => run, commands);
          // The reports' totals agree with the books each sequence left (once a book: the grids
          // are many queries, and every step of a sequence already checks the books themselves).
          await checkReportInvariants(run.model, run.real);
        },
      ),
      {
        numRuns: Number(process.env.FC_RUNS ?? process.env.PROPERTY_RUNS ?? 70),
        ...(seed === undefined ? {} : { seed, path: process.env.FC_PATH }),
        // The seed and the failing sequence go into the failure message (fast-check's report).
        verbose: 1,
      },
    );
    if (process.env.FC_STATS) console.info('reserve releases', reserveStats);
    // hledger, an accountant's tool that shares no code with ours, accepts the books the runs left.
    if (spawnSync('hledger', ['--version']).status === 0 || process.env.CI) {
      const file = join(mkdtempSync(join(tmpdir(), 'factordesk-property-')), 'books.journal');
      writeFileSync(file, await hledgerJournal(real.book.t.db, new Date('2027-03-01T12:00:00Z')));
      execFileSync('hledger', ['-f', file, 'check', '--strict'], { stdio: 'pipe' });
    }
  }, 600_000);
});
