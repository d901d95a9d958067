import { scheduleDeletionMachine, type DeletionInput } from '../../../../machines/scheduleDeletion.machine';
import { useWorkflowMachine } from '../../api/useWorkflowMachine';
import { useDeleteScheduleMutation, useScheduleReassignmentMutation } from './workflowsApi';

/** Runs the Delete Schedule machine with the real calls: the reassignment data, then delete. */
export function useScheduleDeletion(input: DeletionInput) {
  const [loadReassignment] = useScheduleReassignmentMutation();
  const [deleteSchedule] = useDeleteScheduleMutation();
  return useWorkflowMachine(scheduleDeletionMachine, { loadReassignment, deleteSchedule }, input);
}
