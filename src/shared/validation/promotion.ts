import { z } from 'zod';
import { messages } from '../messages';

/** The Promote to Client dialog (spec part 1 §5): at least one client advocate. */
export const PromoteFormSchema = z.object({
  selected_advocates: z.array(z.uuid()).min(1, messages.prospect.clientAdvocateRequired).max(1000),
});
export type PromoteForm = z.infer<typeof PromoteFormSchema>;
