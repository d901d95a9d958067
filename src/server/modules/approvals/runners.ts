import type { Tx } from '../../db/client';
import type { Deps } from '../../deps';
import type { RecordedNotification } from '../../events/notify';
import type { Caller } from '../../http/caller';
import type { ApprovalKind } from './gate';

/**
 * How an approved movement is posted: each money module registers the runner of its kind, which
 * re-validates the stored request as of now and posts it with the maker and the checker recorded.
 * A runner refuses (throws the HTTP error of its own call) when the figures no longer hold; the
 * approval then stays waiting.
 */
export interface ApprovedMovement {
  request: unknown;
  madeBy: string;
  approvedBy: string;
  /** Where a runner puts the notices it stored; the decision's route rings them after the commit. */
  bells?: RecordedNotification[];
}

/** Posts the movement in `tx`; answers the id of the release or payment it made. */
export type ApprovalRunner = (deps: Deps, tx: Tx, movement: ApprovedMovement) => Promise<number>;

const runners = new Map<ApprovalKind, ApprovalRunner>();

export function registerApprovalRunner(kind: ApprovalKind, runner: ApprovalRunner): void {
  runners.set(kind, runner);
}

/** The runner of a kind, or undefined while no module has registered one. */
export function findApprovalRunner(kind: ApprovalKind): ApprovalRunner | undefined {
  return runners.get(kind);
}

export function approvalRunnerOf(kind: ApprovalKind): ApprovalRunner {
  const runner = runners.get(kind);
  if (!runner) throw new Error(`no approval runner for ${kind}`);
  return runner;
}

/**
 * The checker as the caller of the approved run: a staff member (only staff hold
 * approve_money_movements, and the decision checked it), so the run sees the whole book. Rights are
 * not asked again inside the run.
 */
export function checkerCaller(userId: string): Caller {
  return {
    userId,
    sessionId: '',
    roleType: 'custom',
    rights: new Set(),
    companyId: null,
    debtorId: null,
    brokerId: null,
    sensitiveInformationDisclosure: false,
  };
}
