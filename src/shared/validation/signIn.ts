import { z } from 'zod';
import { messages } from '../messages';
import { passwordMaxLength, passwordMinLength } from '../constants';
import { hasControlCharacter } from '../contract/text';

/** Sign-in form (spec part 1 §5), the same rules in the browser and on the server. */
export const SignInSchema = z.strictObject({
  email: z
    .string({ error: messages.session.emailRequired })
    .trim()
    .min(1, messages.session.emailRequired)
    .max(35, messages.session.emailMax)
    .pipe(z.email(messages.session.invalidEmail)),
  password: z
    .string({ error: messages.session.passwordRequired })
    .min(1, messages.session.passwordRequired)
    .min(passwordMinLength, messages.session.passwordMin)
    .max(passwordMaxLength, messages.session.passwordMax)
    .refine(
      (value) => !hasControlCharacter(value),
      messages.form.controlCharacters(messages.fields.password),
    ),
});
export type SignIn = z.infer<typeof SignInSchema>;
