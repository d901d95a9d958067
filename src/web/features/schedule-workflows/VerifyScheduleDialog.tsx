/** Verify Schedule (machines/scheduleVerification.machine.ts) as a dialog over the schedule list. */
export interface VerifyScheduleDialogProps {
  scheduleId: number;
  /** The schedule's client. */
  prospectId: number;
  /** Closes the dialog; `verified` tells whether the schedule was verified. */
  onClose: (verified: boolean) => void;
}

export function VerifyScheduleDialog(_props: VerifyScheduleDialogProps) {
  return null;
}
