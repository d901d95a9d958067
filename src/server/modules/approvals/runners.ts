import type { Tx } from '../../db/client';
import type { Deps } from '../../deps';
import type { ApprovalKind } from './gate';

/**
 * How an approved movement is posted: each money module registers the runner of its kind, which
 * re-validates the stored request as of now and posts it with the maker and the checker recorded.
 */
export interface ApprovedMovement {
  request: unknown;
  madeBy: string;
  approvedBy: string;
}

/** Posts the movement in `tx`; answers the id of the release or payment it made. */
export type ApprovalRunner = (deps: Deps, tx: Tx, movement: ApprovedMovement) => Promise<number>;

const runners = new Map<ApprovalKind, ApprovalRunner>();

export function registerApprovalRunner(kind: ApprovalKind, runner: ApprovalRunner): void {
  runners.set(kind, runner);
}

export function approvalRunnerOf(kind: ApprovalKind): ApprovalRunner {
  const runner = runners.get(kind);
  if (!runner) throw new Error(`no approval runner for ${kind}`);
  return runner;
}
