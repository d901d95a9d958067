import { z } from 'zod';
import { defineEndpoint, EmptyRequestSchema, MessageAnswerSchema, FlagSchema, answerWith } from './endpoint';

/** Product-wide settings every browser reads before sign-in (the global input guards). */
export const PublicSettingsSchema = answerWith({
  /** Paste blocked, emoji stripped, F5 blocked, back neutralised (spec part 3 §5); on by default. */
  input_guards: FlagSchema,
});
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;

export const settingsEndpoints = {
  publicSettings: defineEndpoint({
    path: 'settings/public',
    tag: 'settings',
    summary: 'Product-wide settings the browser applies before and after sign-in',
    access: 'public',
    request: EmptyRequestSchema,
    response: PublicSettingsSchema,
  }),
  saveInputGuards: defineEndpoint({
    path: 'settings/save_input_guards',
    tag: 'settings',
    summary: 'Switches the global input guards on or off',
    access: { all: ['view_settings', 'change_settings'] },
    request: z.strictObject({ input_guards: FlagSchema }),
    response: MessageAnswerSchema,
  }),
};
