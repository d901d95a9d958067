import { z } from 'zod';
import {
  defineEndpoint,
  EmptyRequestSchema,
  IdSchema,
  MessageAnswerSchema,
  okStatus,
  pageOf,
  SearchPageFields,
  sortFields,
  messageAnswerWith,
  answerWith,
} from './endpoint';
import { roleTypes } from '../rights';
import { UserFormSchema } from '../validation/userForm';

/**
 * Which users a list shows: 1 (the default) active users only; 0 or 'all' (the switch 'Include
 * inactive user profiles' turned on) active and inactive alike.
 */
export const ActiveFilterSchema = z.union([z.literal(1), z.literal(0), z.literal('all')]).default(1);

/** Activate (1) or deactivate (0) a user or a role. */
export const ActiveStatusSchema = z.union([z.literal(0), z.literal(1)]);

/** A user as the /userindex table and the Edit User form read it. */
export const UserRowSchema = z.object({
  sso_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  username: z.string(),
  country_phone_code: z.string(),
  phone_number: z.string(),
  gender: z.enum(['male', 'female']).nullable(),
  address: z.string(),
  role_id: z.number().int(),
  role_name: z.string(),
  role_type: z.enum(roleTypes),
  is_active: z.boolean(),
  /** Pending: invited but no password set yet (spec part 1 §4). */
  account_status: z.enum(['active', 'inactive', 'pending']),
  has_password: z.boolean(),
  invite_sent_at: z.string().nullable(),
  sensitive_information_disclosure: z.boolean(),
  created_at: z.string(),
});
export type UserRow = z.infer<typeof UserRowSchema>;

export const userSortColumns = [
  'full_name',
  'email',
  'username',
  'phone_number',
  'role_name',
  'status',
  'created_at',
] as const;

const SsoIdSchema = z.uuid('sso_id must be a user id');
/** A request naming one user. */
const SsoIdRequestSchema = z.strictObject({ sso_id: SsoIdSchema });

export const userEndpoints = {
  getUsers: defineEndpoint({
    path: 'user/get_users',
    tag: 'users',
    summary: 'User profiles, searched by full name, email and username, newest first unless sorted',
    access: { all: ['view_user_profiles'] },
    request: z.strictObject({
      ...SearchPageFields,
      status: ActiveFilterSchema,
      ...sortFields(userSortColumns),
    }),
    response: pageOf(UserRowSchema).extend({ status: okStatus }),
  }),
  getUser: defineEndpoint({
    path: 'user/get_user',
    tag: 'users',
    summary: 'One user, for the Edit User form',
    access: { all: ['view_user_profiles', 'user_selection'] },
    request: SsoIdRequestSchema,
    response: answerWith({ user: UserRowSchema }),
  }),
  save: defineEndpoint({
    path: 'user/save',
    tag: 'users',
    summary: 'Create a user (mailed an invite to set a password) or, with sso_id, edit one',
    access: { all: ['add_new_user'] },
    request: UserFormSchema,
    response: messageAnswerWith({ user: UserRowSchema }),
  }),
  setStatus: defineEndpoint({
    path: 'user/set_status',
    tag: 'users',
    summary: "Activate or deactivate a user; deactivation ends the user's sessions",
    access: { all: ['user_status_change'] },
    request: z.strictObject({ sso_id: SsoIdSchema, status: ActiveStatusSchema }),
    response: MessageAnswerSchema,
  }),
  resendInvite: defineEndpoint({
    path: 'user/resend_invite',
    tag: 'users',
    summary: 'Mail a fresh set-password link to a user who has none, at most once a day',
    access: { all: ['add_new_user'] },
    request: SsoIdRequestSchema,
    response: MessageAnswerSchema,
  }),
  assign: defineEndpoint({
    path: 'user/assign',
    tag: 'users',
    summary: 'Move users to another role (the delete-role dialog reassigns them first)',
    access: { any: ['delete_role', 'add_new_user'] },
    request: z.strictObject({
      role_id: IdSchema,
      users: z.array(SsoIdSchema).min(1).max(1000),
    }),
    response: MessageAnswerSchema,
  }),
  timeZones: defineEndpoint({
    path: 'user/time_zones',
    tag: 'users',
    summary: 'The time zones a user may pick on the profile',
    access: {},
    request: EmptyRequestSchema,
    response: answerWith({ codes: z.array(z.object({ name: z.string() })) }),
  }),
};
