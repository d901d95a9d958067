import { z } from 'zod';
import { textLimits } from '../constants';
import { messages } from '../messages';
import { optionalText, PhoneCodeSchema, requiredPhone, requiredText, UserFormSchema } from './userForm';

/**
 * The Invite Client User form (spec part 1 §3 client user): the person's names, email and phone,
 * with the user form's rules. The invited user gets the Client role and the email as username.
 */
export const ClientUserInviteSchema = z.strictObject({
  first_name: requiredText(messages.fields.firstName, textLimits.userFirstName),
  last_name: optionalText(messages.fields.lastName, textLimits.userLastName),
  email: UserFormSchema.shape.email,
  country_phone_code: PhoneCodeSchema,
  phone_number: requiredPhone(messages.fields.phone),
});
export type ClientUserInviteInput = z.input<typeof ClientUserInviteSchema>;
export type ClientUserInvite = z.output<typeof ClientUserInviteSchema>;

export const blankClientUserInvite: ClientUserInviteInput = {
  first_name: '',
  last_name: '',
  email: '',
  country_phone_code: '+1',
  phone_number: '',
};
