/** Delete Schedule (machines/scheduleDeletion.machine.ts) as a dialog over the schedule list. */
export interface DeleteScheduleDialogProps {
  scheduleId: number;
  /** The schedule's client. */
  prospectId: number;
  /** Closes the dialog; `deleted` tells whether the schedule was deleted. */
  onClose: (deleted: boolean) => void;
}

export function DeleteScheduleDialog(_props: DeleteScheduleDialogProps) {
  return null;
}
