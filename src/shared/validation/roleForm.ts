import { z } from 'zod';
import { messages } from '../messages';
import { textLimits } from '../constants';
import { IdSchema, TextSchema } from '../contract/endpoint';

/**
 * The Add/Edit Role form (spec part 1 §5): a title of 2 to 30 characters and at least one right.
 * `id` is present on edit only.
 */
export const RoleFormSchema = z.strictObject({
  id: IdSchema.optional(),
  role_name: TextSchema({
    label: messages.fields.roleTitle,
    max: textLimits.roleTitleMax,
    required: messages.required(messages.fields.roleTitle),
  }).min(textLimits.roleTitleMin, messages.role.titleMin),
  rights: z
    .array(z.strictObject({ right_id: IdSchema }), { error: messages.role.selectRight })
    .min(1, messages.role.selectRight)
    .max(1000),
});
export type RoleFormInput = z.input<typeof RoleFormSchema>;
export type RoleForm = z.output<typeof RoleFormSchema>;
