import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { newScheduleTargetId } from '../src/shared/constants';
import { messages, type ToastText } from '../src/shared/messages';
import {
  targetRefusal,
  unassignedInvoices,
  type ScheduleInvoiceTargets,
  type TargetSchedule,
} from '../src/shared/scheduleReassignment';
import { dialogCallState, dialogFailureToast, dialogLoadingStates } from './shared/dialogStates';
import { failedCall, noFailure, placeholdersFor, type FailedCall } from './shared/serverCalls';

/**
 * Delete Schedule (spec part 2 §4, Schedule lifecycle; §7 Schedule invoices, Other schedules of the
 * client, Schedule delete).
 *
 * Opening the dialog loads the schedule's invoices and the client's other schedules. Each invoice
 * gets a target: another schedule or New Schedule (-1). A schedule that holds 20 invoices or more
 * (counting those this deletion already sends to it) is refused with the warning 'Schedule No: {n}
 * invoices exceed more than 20 invoices' and the invoice keeps its earlier target. Proceed is
 * allowed once every invoice has a target, and sends the schedule id (as a list), the client and
 * the map invoice id → target id.
 *
 * Cancel closes the dialog from every step but the delete call itself, whose answer must be seen.
 * A failed call keeps the server's message; RETRY sends the same call again, and targets may
 * still be changed first.
 *
 * Side effects are actors supplied with `.provide()`: `loadReassignment`, `deleteSchedule`.
 */

export interface DeletionInput {
  scheduleId: number;
  /** The schedule's client. */
  prospectId: number;
}

export interface LoadReassignmentInput {
  schedule_id: number;
  prospect_id: number;
}

/** An invoice of the schedule (spec part 2 §3, Schedule invoice). */
export interface ScheduleInvoice {
  invoice_id: number;
  invoice_no?: string | number | null;
  legal_name?: string | null;
  invoice_amount?: string;
}

/** What the dialog needs: the schedule's invoices and the client's other schedules. */
export interface Reassignment {
  invoices: readonly ScheduleInvoice[];
  schedules: readonly TargetSchedule[];
}

/** The delete call's payload (spec part 2 §7, Schedule delete). */
export interface DeleteScheduleInput {
  id: number[];
  prospect_id: number;
  schedule_invoices: Record<string, number>;
}

export type DeletionFailure = 'load' | 'delete';

export interface DeletionContext extends FailedCall<DeletionFailure> {
  scheduleId: number;
  prospectId: number;
  invoices: readonly ScheduleInvoice[];
  /** The client's other schedules, never the one being deleted. */
  schedules: readonly TargetSchedule[];
  targets: ScheduleInvoiceTargets;
  /** The warning of the last refused target, until the next choice. */
  warning: string | null;
}

export type DeletionEvent =
  /** `targetId`: another schedule's id, or -1 for New Schedule. */
  | { type: 'ASSIGN_TARGET'; invoiceId: number; targetId: number }
  | { type: 'PROCEED' }
  | { type: 'RETRY' }
  | { type: 'CANCEL' };

const notProvided = placeholdersFor('schedule deletion');

type AssignEvent = Extract<DeletionEvent, { type: 'ASSIGN_TARGET' }>;

function targetOf(context: DeletionContext, targetId: number): TargetSchedule | null | undefined {
  if (targetId === newScheduleTargetId) return null;
  return context.schedules.find((schedule) => schedule.id === targetId);
}

/** Why the choice is refused: an invoice or target the dialog does not offer, or a full schedule. */
function assignmentRefusal(context: DeletionContext, event: AssignEvent): string | null {
  const target = targetOf(context, event.targetId);
  if (target === undefined) return messages.schedule.workflows.unknownTarget;
  if (!context.invoices.some((invoice) => invoice.invoice_id === event.invoiceId)) {
    return messages.schedule.workflows.unknownInvoice;
  }
  return targetRefusal(target, context.targets, event.invoiceId);
}

export const scheduleDeletionMachine = setup({
  types: {} as { input: DeletionInput; context: DeletionContext; events: DeletionEvent },
  actors: {
    loadReassignment: fromPromise<Reassignment, LoadReassignmentInput>(notProvided('loadReassignment')),
    deleteSchedule: fromPromise<unknown, DeleteScheduleInput>(notProvided('deleteSchedule')),
  },
  guards: {
    targetAccepted: ({ context, event }) =>
      event.type === 'ASSIGN_TARGET' && assignmentRefusal(context, event) === null,
    everyInvoiceHasTarget: ({ context }) =>
      unassignedInvoices(
        context.invoices.map((invoice) => invoice.invoice_id),
        context.targets,
      ).length === 0,
  },
  actions: {
    adoptReassignment: assign(({ context }, reassignment: Reassignment) => ({
      invoices: reassignment.invoices,
      schedules: reassignment.schedules.filter((schedule) => schedule.id !== context.scheduleId),
      targets: {},
      warning: null,
    })),
    assignTarget: assign(({ context, event }) =>
      event.type === 'ASSIGN_TARGET'
        ? { targets: { ...context.targets, [String(event.invoiceId)]: event.targetId }, warning: null }
        : {},
    ),
    warnRefusal: assign(({ context, event }) =>
      event.type === 'ASSIGN_TARGET' ? { warning: assignmentRefusal(context, event) } : {},
    ),
    clearError: assign(noFailure),
    recordFailure: assign((_, failed: { failure: DeletionFailure; error: unknown }) => failedCall(failed)),
  },
}).createMachine({
  id: 'scheduleDeletion',
  context: ({ input }) => ({
    scheduleId: input.scheduleId,
    prospectId: input.prospectId,
    invoices: [],
    schedules: [],
    targets: {},
    warning: null,
    ...noFailure,
  }),
  initial: 'loading',
  states: {
    ...dialogLoadingStates({
      src: 'loadReassignment',
      input: ({ context }: { context: DeletionContext }) => ({
        schedule_id: context.scheduleId,
        prospect_id: context.prospectId,
      }),
      adopt: 'adoptReassignment',
      next: 'assigning',
    }),
    assigning: {
      on: {
        ASSIGN_TARGET: [{ guard: 'targetAccepted', actions: 'assignTarget' }, { actions: 'warnRefusal' }],
        PROCEED: { guard: 'everyInvoiceHasTarget', target: 'deleting' },
        CANCEL: { target: 'cancelled' },
      },
    },
    deleting: dialogCallState({
      src: 'deleteSchedule',
      input: ({ context }: { context: DeletionContext }) => ({
        id: [context.scheduleId],
        prospect_id: context.prospectId,
        schedule_invoices: { ...context.targets },
      }),
      done: 'deleted',
      failure: 'delete',
    }),
    failed: {
      on: {
        RETRY: { target: 'deleting', actions: 'clearError' },
        ASSIGN_TARGET: [
          { guard: 'targetAccepted', target: 'assigning', actions: ['clearError', 'assignTarget'] },
          { target: 'assigning', actions: ['clearError', 'warnRefusal'] },
        ],
        CANCEL: { target: 'cancelled' },
      },
    },
    deleted: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export type ScheduleDeletionMachine = typeof scheduleDeletionMachine;
type DeletionSnapshot = SnapshotFrom<ScheduleDeletionMachine>;

/** A target the dropdown offers for one invoice; a full one is shown and refused when picked. */
export interface TargetOption {
  id: number;
  label: string;
  /** The warning a pick would raise, or null when the invoice may go there. */
  refusal: string | null;
}

/** The targets offered for an invoice: New Schedule first, then the client's other schedules. */
export function targetOptionsOf(snapshot: DeletionSnapshot, invoiceId: number): TargetOption[] {
  const { schedules, targets } = snapshot.context;
  return [
    { id: newScheduleTargetId, label: messages.schedule.newSchedule, refusal: null },
    ...schedules.map((schedule) => ({
      id: schedule.id,
      label: String(schedule.schedule_no),
      refusal: targetRefusal(schedule, targets, invoiceId),
    })),
  ];
}

/** The invoices still without a target. */
export function unassignedInvoicesOf(snapshot: DeletionSnapshot): number[] {
  const { invoices, targets } = snapshot.context;
  return unassignedInvoices(
    invoices.map((invoice) => invoice.invoice_id),
    targets,
  );
}

/** The toast of the current step: deleted, a failed call, or a refused pick's warning; null otherwise. */
export function deletionToastOf(snapshot: DeletionSnapshot): ToastText | null {
  if (snapshot.matches('deleted')) return messages.schedule.workflows.deleted;
  const failed = dialogFailureToast(snapshot, {
    load: messages.titles.fetchFailed,
    delete: messages.titles.deletionFailed,
  });
  if (failed !== null) return failed;
  const { warning } = snapshot.context;
  if (warning !== null && snapshot.matches('assigning'))
    return { title: messages.titles.limit, message: warning };
  return null;
}

/** True while a call is under way (the buttons are disabled). */
export function isBusy(snapshot: DeletionSnapshot): boolean {
  return snapshot.matches('loading') || snapshot.matches('deleting');
}
