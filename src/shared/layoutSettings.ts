import { z } from 'zod';
import { FlagSchema } from './contract/endpoint';

export const themes = ['light', 'dark', 'ocean', 'forest', 'sunset', 'slate'] as const;
export type Theme = (typeof themes)[number];

/** The layout settings panel (spec part 1 §2.2), remembered per user. */
export const LayoutSettingsSchema = z.object({
  scale: z.number().int().min(12).max(16).default(14),
  inputStyle: z.enum(['outlined', 'filled']).default('outlined'),
  ripple: FlagSchema.default(true),
  menuMode: z.enum(['static', 'overlay']).default('static'),
  theme: z.enum(themes).default('light'),
});
export type LayoutSettings = z.infer<typeof LayoutSettingsSchema>;

export const defaultLayoutSettings: LayoutSettings = LayoutSettingsSchema.parse({});
