import { z } from 'zod';
import { messages } from '../../../shared/messages';

/**
 * The Invite Client form (spec part 1 §5): email required ('Email To is required'), valid
 * ('Invalid Email'), at most 50. It moves to src/shared/validation with the broker/invite_client
 * endpoint when the brokers area lands, so the server checks the same rules.
 */
export const InviteClientFormSchema = z.strictObject({
  email: z
    .string({ error: messages.shell.emailToRequired })
    .trim()
    .min(1, messages.shell.emailToRequired)
    .max(50, messages.form.maxLength(messages.fields.emailTo, 50))
    .pipe(z.email(messages.shell.invalidEmail)),
});
export type InviteClientForm = z.infer<typeof InviteClientFormSchema>;
