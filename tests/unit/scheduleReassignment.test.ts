import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import {
  invoicesHeldBy,
  isNewScheduleTarget,
  reassignmentProblem,
  targetRefusal,
  unassignedInvoices,
  type TargetSchedule,
} from '../../src/shared/scheduleReassignment';

const roomy: TargetSchedule = { id: 11, schedule_no: '0011', invoicesCount: 5 };
const nearlyFull: TargetSchedule = { id: 12, schedule_no: '0012', invoicesCount: 19 };
const full: TargetSchedule = { id: 13, schedule_no: '0013', invoicesCount: 20 };
const schedules = [roomy, nearlyFull, full];

describe('schedule reassignment at deletion', () => {
  it('knows New Schedule by -1', () => {
    expect(isNewScheduleTarget(-1)).toBe(true);
    expect(isNewScheduleTarget(11)).toBe(false);
  });

  it('counts the invoices this deletion already sends to a target, but not the one being placed', () => {
    const targets = { '1': 12, '2': 12, '3': -1 };
    expect(invoicesHeldBy(nearlyFull, targets)).toBe(21);
    expect(invoicesHeldBy(nearlyFull, targets, 1)).toBe(20);
    expect(invoicesHeldBy(roomy, targets)).toBe(5);
  });

  it('refuses a schedule holding 20 invoices or more, with the spec warning', () => {
    expect(targetRefusal(full, {}, 1)).toBe('Schedule No: 0013 invoices exceed more than 20 invoices');
    expect(targetRefusal(nearlyFull, {}, 1)).toBeNull();
    expect(targetRefusal(nearlyFull, { '1': 12 }, 2)).toBe(messages.schedule.targetFull('0012'));
    // Choosing the same target again for the invoice already there is no extra invoice.
    expect(targetRefusal(nearlyFull, { '1': 12 }, 1)).toBeNull();
    expect(targetRefusal(null, { '1': -1, '2': -1 }, 3)).toBeNull();
  });

  it('lists the invoices still without a target', () => {
    expect(unassignedInvoices([1, 2, 3], { '2': 11 })).toEqual([1, 3]);
    expect(unassignedInvoices([1, 2], { '1': -1, '2': 11 })).toEqual([]);
    expect(unassignedInvoices([], {})).toEqual([]);
  });

  describe('the server check of a delete request', () => {
    it('accepts every invoice sent to New Schedule or a schedule with room', () => {
      expect(reassignmentProblem([1, 2, 3], schedules, { '1': -1, '2': 11, '3': 12 })).toBeNull();
      expect(reassignmentProblem([], schedules, {})).toBeNull();
    });

    it('refuses an invoice without a target, or one not on the schedule', () => {
      expect(reassignmentProblem([1, 2], schedules, { '1': -1 })).toBe(
        messages.schedule.workflows.chooseTargets,
      );
      expect(reassignmentProblem([1], schedules, { '1': -1, '9': 11 })).toBe(
        messages.schedule.workflows.unknownInvoice,
      );
    });

    it('refuses a target that is not another schedule of the client', () => {
      expect(reassignmentProblem([1], schedules, { '1': 99 })).toBe(
        messages.schedule.workflows.unknownTarget,
      );
    });

    it('refuses a full target, and one this deletion would fill past 20', () => {
      expect(reassignmentProblem([1], schedules, { '1': 13 })).toBe(messages.schedule.targetFull('0013'));
      expect(reassignmentProblem([1, 2], schedules, { '1': 12, '2': 12 })).toBe(
        messages.schedule.targetFull('0012'),
      );
    });
  });
});
