import type { CurrentUser } from '../../src/shared/contract/session';
import { defaultLayoutSettings } from '../../src/shared/layoutSettings';
import type { LayoutSettings } from '../../src/shared/layoutSettings';
import { builtInRoles } from '../../src/shared/rights';
import type { RightId, RoleType } from '../../src/shared/rights';
import type { FakeHandler } from './fakeApi';

/** A signed-in user of one of the built-in roles, with that role's rights. */
export function userOf(
  roleType: Exclude<RoleType, 'custom'>,
  overrides: Partial<CurrentUser> = {},
): CurrentUser {
  const role = builtInRoles.find((candidate) => candidate.roleType === roleType);
  if (!role) throw new Error(`No built-in role ${roleType}`);
  return {
    id: `user-${roleType}`,
    first_name: roleType === 'client' ? 'Maria' : roleType === 'broker' ? 'Ben' : 'Avery',
    last_name: roleType === 'client' ? 'Lopez' : roleType === 'broker' ? 'Carter' : 'Stone',
    email: `${roleType}@example.com`,
    username: roleType,
    gender: null,
    country_phone_code: '+1',
    phone_number: '5551234567',
    address: '',
    city: '',
    state: '',
    zip: '',
    timezone: 'America/New_York',
    profile_pic: null,
    official_signature: null,
    role: { id: builtInRoles.indexOf(role) + 1, role_name: role.roleName, role_type: roleType },
    rights: [...role.rights],
    company_id: roleType === 'client' ? 7 : null,
    debtor_id: roleType === 'debtor' ? 3 : null,
    broker_id: roleType === 'broker' ? 2 : null,
    sensitive_information_disclosure: roleType === 'admin',
    layout_settings: defaultLayoutSettings,
    ...overrides,
  };
}

/** A user holding exactly these rights (a custom staff role). */
export function userWithRights(
  rights: readonly RightId[],
  layout: LayoutSettings = defaultLayoutSettings,
): CurrentUser {
  return {
    ...userOf('admin'),
    id: 'user-custom',
    role: { id: 99, role_name: 'Custom Role', role_type: 'custom' },
    rights: [...rights],
    layout_settings: layout,
  };
}

/** The calls every signed-in screen makes, answered quietly. */
export function shellHandlers(user: CurrentUser, unread = 0): Record<string, FakeHandler> {
  return {
    'settings/public': () => ({ body: { status: true, input_guards: false } }),
    'user/get_user_details': () => ({ body: { status: true, user } }),
    'user/layout_settings': () => ({ body: { status: true, message: 'Layout settings saved.' } }),
    'user/logout': () => ({ body: { status: true, message: 'Signed out.' } }),
    'broker/invite_client': () => ({
      body: { status: true, message: 'Invitation has been sent successfully.' },
    }),
    'announcement/banner': () => ({ body: { status: true, announcement: { data: [] } } }),
    'notification/fetch': () => ({
      body: {
        status: true,
        notifications: { data: [], total: 0, last_page: 1, current_page: 1 },
        unread_count: unread,
      },
    }),
  };
}
