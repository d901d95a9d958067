import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { scheduleDeletionMachine, type DeletionInput } from '../../../../machines/scheduleDeletion.machine';
import { useDeleteScheduleMutation, useScheduleReassignmentMutation } from './workflowsApi';
import { answerOf } from '../../api/serverCall';

/** Runs the Delete Schedule machine with the real calls: the reassignment data, then delete. */
export function useScheduleDeletion(input: DeletionInput) {
  const [loadReassignment] = useScheduleReassignmentMutation();
  const [deleteSchedule] = useDeleteScheduleMutation();
  const [machine] = useState(() =>
    scheduleDeletionMachine.provide({
      actors: {
        loadReassignment: fromPromise(({ input: load }) => answerOf(loadReassignment(load))),
        deleteSchedule: fromPromise(({ input: removal }) => answerOf(deleteSchedule(removal))),
      },
    }),
  );
  return useMachine(machine, { input });
}
