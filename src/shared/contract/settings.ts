import { z } from 'zod';
import { approvalMessages } from './approvals';
import {
  defineEndpoint,
  EmptyRequestSchema,
  MessageAnswerSchema,
  FlagSchema,
  MoneyText,
  answerWith,
} from './endpoint';
import { optionalMoneyText } from './money';

/** Product-wide settings every browser reads before sign-in (the global input guards). */
export const PublicSettingsSchema = answerWith({
  /** Paste blocked, emoji stripped, F5 blocked, back neutralised (spec part 3 §5); on by default. */
  input_guards: FlagSchema,
});
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;

/** The approval threshold as an admin types it: an amount, or blank for none (docs/decisions/0029). */
export const ApprovalThresholdRequestSchema = z.strictObject({
  approval_threshold: optionalMoneyText({ invalid: approvalMessages.thresholdInvalid }),
});

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
  approvalThreshold: defineEndpoint({
    path: 'settings/approval_threshold',
    tag: 'settings',
    summary:
      'Approval threshold: reserve releases and payments above it wait for a second staff member; null when none waits',
    access: { all: ['view_settings'] },
    request: EmptyRequestSchema,
    response: answerWith({ approval_threshold: MoneyText.nullable() }),
  }),
  saveApprovalThreshold: defineEndpoint({
    path: 'settings/save_approval_threshold',
    tag: 'settings',
    summary: 'Sets the approval threshold (money text), or switches approvals off (blank or null)',
    access: { all: ['view_settings', 'change_settings'] },
    request: ApprovalThresholdRequestSchema,
    response: MessageAnswerSchema,
  }),
};
