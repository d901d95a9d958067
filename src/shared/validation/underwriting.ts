import { z } from 'zod';
import { TextSchema } from '../contract/text';
import { messages } from '../messages';

const U = messages.underwriting;

/** The longest titles (spec part 3 §5 Underwriting, §9). */
export const underwritingLimits = { verticalTitle: 35, taskTitle: 30 } as const;

/** Vertical Title: required, trimmed, at most 35 characters (unique within the client: the server). */
export const VerticalTitleSchema = TextSchema({
  label: U.verticalTitle,
  max: underwritingLimits.verticalTitle,
  required: U.verticalTitleRequired,
});

/** Task Title: required, trimmed, at most 30 characters (unique within the vertical: the server). */
export const TaskTitleSchema = TextSchema({
  label: U.taskTitle,
  max: underwritingLimits.taskTitle,
  required: U.taskTitleRequired,
});

/** The vertical dialog's form. */
export const VerticalFormSchema = z.strictObject({ name: VerticalTitleSchema });
export type VerticalForm = z.infer<typeof VerticalFormSchema>;

/** The task dialog's form. */
export const TaskFormSchema = z.strictObject({ title: TaskTitleSchema, mandatory: z.boolean() });
export type TaskForm = z.infer<typeof TaskFormSchema>;

/** Checked (1) or not (0). */
export const TaskStatusSchema = z.union([z.literal(0), z.literal(1)], { error: messages.http.badRequest });

/** Progress = checked tasks ÷ all tasks × 100, rounded (spec part 3 §4); 0 without tasks. */
export function progressOf(tasks: readonly { status: number }[]): number {
  if (tasks.length === 0) return 0;
  return Math.round((tasks.filter((task) => task.status === 1).length / tasks.length) * 100);
}
