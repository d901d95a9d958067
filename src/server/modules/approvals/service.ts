import { aliasedTable, and, eq, or, sql, type SQL } from 'drizzle-orm';
import {
  approvalMessages,
  approvalStatuses,
  type ApprovalDecision,
  type ApprovalKindText,
  type ApprovalRow,
  type ApprovalSortColumn,
  type ApprovalStatusText,
} from '../../../shared/contract/approvals';
import { messages } from '../../../shared/messages';
import { toMoneyString } from '../../../shared/money';
import type { Db, Tx } from '../../db/client';
import { moneyApprovals, moneyApprovalStatus, prospects, users } from '../../db/schema';
import type { Deps } from '../../deps';
import type { RecordedNotification } from '../../events/notify';
import type { Caller } from '../../http/caller';
import { conflict, forbidden } from '../../http/errors';
import { containsPattern, matchingRows, sortedPage, type PageAnswer } from '../../http/paging';
import { foundOr404, partyOf } from '../../http/scope';
import { firstRow } from '../../db/firstRow';
import type { ApprovalKind } from './gate';
import { tellMakerOfDecision, userNameSql } from './notices';
import { findApprovalRunner } from './runners';

/**
 * The second pair of eyes (docs/decisions/0029): the list of /approvals and the checker's
 * decision. Only staff see approvals; a decision is never the maker's (checked here, and by the
 * table's `money_approvals_four_eyes` check whatever calls it).
 */

/** Approvals are the business's own: a client, debtor or broker user is refused whatever its rights. */
function refuseParties(caller: Caller): void {
  if (partyOf(caller).kind !== 'staff') throw forbidden(messages.http.forbidden);
}

const statusNumber: Record<ApprovalStatusText, number> = {
  waiting: moneyApprovalStatus.waiting,
  approved: moneyApprovalStatus.approved,
  rejected: moneyApprovalStatus.rejected,
};

const maker = aliasedTable(users, 'maker');
const checker = aliasedTable(users, 'checker');
const makerName = userNameSql(maker.firstName, maker.lastName);
const checkerName = userNameSql(checker.firstName, checker.lastName);

const columns = {
  id: moneyApprovals.id,
  kind: moneyApprovals.kind,
  prospectId: moneyApprovals.prospectId,
  clientName: prospects.companyBusinessName,
  scheduleId: moneyApprovals.scheduleId,
  amount: moneyApprovals.amount,
  madeBy: moneyApprovals.madeBy,
  makerName,
  createdAt: moneyApprovals.createdAt,
  status: moneyApprovals.status,
  checkerName,
  decidedAt: moneyApprovals.decidedAt,
  note: moneyApprovals.decisionNote,
  resultId: moneyApprovals.resultId,
};

function rowsWith<S extends Record<string, unknown>>(db: Db, selection: S) {
  return db
    .select(selection as never)
    .from(moneyApprovals)
    .innerJoin(prospects, eq(prospects.id, moneyApprovals.prospectId))
    .innerJoin(maker, eq(maker.id, moneyApprovals.madeBy))
    .leftJoin(checker, eq(checker.id, moneyApprovals.decidedBy))
    .$dynamic();
}

interface Selected {
  id: number;
  kind: string;
  prospectId: number;
  clientName: string;
  scheduleId: number | null;
  amount: string;
  madeBy: string;
  makerName: string;
  createdAt: Date;
  status: number;
  checkerName: string | null;
  decidedAt: Date | null;
  note: string;
  resultId: number | null;
}

function toRow(row: Selected, caller: Caller): ApprovalRow {
  const kind = row.kind as ApprovalKindText;
  const status = approvalStatuses[row.status] ?? 'waiting';
  return {
    id: row.id,
    kind,
    kind_text: approvalMessages.kinds[kind],
    prospect_id: row.prospectId,
    client_name: row.clientName,
    schedule_id: row.scheduleId,
    amount: toMoneyString(row.amount),
    made_by: row.madeBy,
    made_by_name: row.makerName,
    made_at: new Date(row.createdAt).toISOString(),
    status,
    status_text: approvalMessages.statuses[status],
    decided_by_name: row.checkerName,
    decided_at: row.decidedAt === null ? null : new Date(row.decidedAt).toISOString(),
    note: row.note,
    result_id: row.resultId,
    is_own: row.madeBy === caller.userId,
  };
}

export interface ApprovalListQuery {
  status?: ApprovalStatusText | undefined;
  page: number;
  per_page: number;
  search_text: string;
  sort_by?: ApprovalSortColumn | undefined;
  sort_desc?: boolean | undefined;
}

/** One page of approvals, newest first unless sorted; searched by client and maker. */
export async function listApprovals(
  db: Db,
  caller: Caller,
  request: ApprovalListQuery,
): Promise<PageAnswer<ApprovalRow>> {
  refuseParties(caller);
  const search = request.search_text.trim().toLowerCase();
  const pattern = containsPattern(search);
  const where = and(
    request.status === undefined ? undefined : eq(moneyApprovals.status, statusNumber[request.status]),
    search === ''
      ? undefined
      : (or(
          sql`lower(${prospects.companyBusinessName}) like ${pattern}`,
          sql`lower(${makerName}) like ${pattern}`,
        ) as SQL),
  );
  return sortedPage(db, request, {
    matching: rowsWith(db, matchingRows).where(where),
    rows: rowsWith(db, columns).where(where),
    sort: {
      client_name: sql`lower(${prospects.companyBusinessName})`,
      amount: moneyApprovals.amount,
      made_at: moneyApprovals.createdAt,
      decided_at: moneyApprovals.decidedAt,
      created_at: moneyApprovals.createdAt,
    },
    id: moneyApprovals.id,
    toItem: (row) => toRow(row as unknown as Selected, caller),
  });
}

export interface DecideRequest {
  id: number;
  decision: ApprovalDecision;
  note: string;
}

export interface DecisionOutcome {
  status: 'approved' | 'rejected';
  resultId: number | null;
  bells: RecordedNotification[];
}

/**
 * The checker's decision, in the caller's transaction. The approval is locked first, so two
 * decisions of one approval queue and the second finds it decided. Approve runs the movement's
 * runner in the same transaction: if the runner refuses (the figures changed), its error is the
 * answer and the transaction, approval included, is rolled back: it stays waiting.
 */
export async function decideApproval(
  deps: Deps,
  tx: Tx,
  caller: Caller,
  request: DecideRequest,
  now: Date,
): Promise<DecisionOutcome> {
  refuseParties(caller);
  const approval = foundOr404(
    await firstRow(
      tx.select().from(moneyApprovals).where(eq(moneyApprovals.id, request.id)).$dynamic(),
      true,
    ),
  );
  if (approval.status !== moneyApprovalStatus.waiting) throw conflict(approvalMessages.alreadyDecided);
  if (approval.madeBy === caller.userId) throw forbidden(approvalMessages.makerCannotDecide);

  const kind = approval.kind as ApprovalKind;
  const bells: RecordedNotification[] = [];
  let resultId: number | null = null;
  if (request.decision === 'approve') {
    const runner = findApprovalRunner(kind);
    if (!runner) throw conflict(`${approvalMessages.kinds[kind]} approvals cannot be posted yet.`);
    resultId = await runner(deps, tx, {
      request: approval.request,
      madeBy: approval.madeBy,
      approvedBy: caller.userId,
      bells,
    });
  }
  const status = request.decision === 'approve' ? 'approved' : 'rejected';
  await tx
    .update(moneyApprovals)
    .set({
      status: statusNumber[status],
      decidedBy: caller.userId,
      decidedAt: now,
      decisionNote: request.note,
      resultId,
    })
    .where(eq(moneyApprovals.id, approval.id));
  bells.push(
    ...(await tellMakerOfDecision(tx, {
      approvalId: approval.id,
      kind,
      prospectId: approval.prospectId,
      amount: toMoneyString(approval.amount),
      madeBy: approval.madeBy,
      decision: status,
    })),
  );
  return { status, resultId, bells };
}
