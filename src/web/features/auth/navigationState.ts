import { z } from 'zod';
import { navigationField } from '../../kit/navigationState';

/** The email Forgot Password hands to the verification page through the navigation state. */
export const { read: emailFromState, write: verificationState } = navigationField(
  'email',
  z.string().refine((email) => email.trim() !== ''),
);
