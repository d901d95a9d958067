import { z } from 'zod';
import { messages } from '../messages';
import { textLimits } from '../constants';

/**
 * The Add/Edit Role form (spec part 1 §5): a title of 2 to 30 characters and at least one right.
 * `id` is present on edit only.
 */
export const RoleFormSchema = z.strictObject({
  id: z.number().int().positive().optional(),
  role_name: z
    .string({ error: messages.required(messages.fields.roleTitle) })
    .trim()
    .min(1, messages.required(messages.fields.roleTitle))
    .min(textLimits.roleTitleMin, messages.role.titleMin)
    .max(
      textLimits.roleTitleMax,
      messages.form.maxLength(messages.fields.roleTitle, textLimits.roleTitleMax),
    ),
  rights: z
    .array(z.strictObject({ right_id: z.number().int().positive() }), { error: messages.role.selectRight })
    .min(1, messages.role.selectRight)
    .max(1000),
});
export type RoleFormInput = z.input<typeof RoleFormSchema>;
export type RoleForm = z.output<typeof RoleFormSchema>;
