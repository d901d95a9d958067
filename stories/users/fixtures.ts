import { lookupEndpoints } from '../../src/shared/contract/lookups';
import type { RoleRow } from '../../src/shared/contract/roles';
import { roleEndpoints } from '../../src/shared/contract/roles';
import type { UserRow } from '../../src/shared/contract/users';
import { userEndpoints } from '../../src/shared/contract/users';
import type { FakeHandler } from '../shell/fakeApi';
import { fakeList } from '../kit/fakeList';
import { answering } from './fakeServer';

const day = 24 * 60 * 60 * 1000;
/** A fixed "now" for the fixtures' dates; invite ages are relative to the real clock. */
const created = '2026-03-02T15:04:05.000Z';

/** Roles as roles/get_roles answers them. */
export const staffRoles: RoleRow[] = [
  {
    id: 1,
    role_name: 'Admin',
    role_type: 'admin',
    is_built_in: true,
    view_only: true,
    is_active: true,
    users_count: 2,
    created_at: created,
  },
  {
    id: 2,
    role_name: 'AdminNew',
    role_type: 'adminnew',
    is_built_in: true,
    view_only: false,
    is_active: true,
    users_count: 1,
    created_at: created,
  },
  {
    id: 3,
    role_name: 'Client Advocate',
    role_type: 'client_advocate',
    is_built_in: true,
    view_only: false,
    is_active: true,
    users_count: 9,
    created_at: created,
  },
  {
    id: 4,
    role_name: 'Credit Analyst',
    role_type: 'credit_analyst',
    is_built_in: true,
    view_only: true,
    is_active: true,
    users_count: 3,
    created_at: created,
  },
  {
    id: 5,
    role_name: 'Client',
    role_type: 'client',
    is_built_in: true,
    view_only: true,
    is_active: true,
    users_count: 0,
    created_at: created,
  },
  {
    id: 6,
    role_name: 'Debtor',
    role_type: 'debtor',
    is_built_in: true,
    view_only: true,
    is_active: true,
    users_count: 0,
    created_at: created,
  },
  {
    id: 7,
    role_name: 'Broker',
    role_type: 'broker',
    is_built_in: true,
    view_only: true,
    is_active: true,
    users_count: 0,
    created_at: created,
  },
  {
    id: 8,
    role_name: 'Collections Desk',
    role_type: 'custom',
    is_built_in: false,
    view_only: false,
    is_active: true,
    users_count: 2,
    created_at: '2026-04-11T09:30:00.000Z',
  },
  {
    id: 9,
    role_name: 'Night Auditor',
    role_type: 'custom',
    is_built_in: false,
    view_only: false,
    is_active: false,
    users_count: 0,
    created_at: '2026-05-20T18:45:00.000Z',
  },
  {
    id: 10,
    role_name: 'Underwriting Support',
    role_type: 'custom',
    is_built_in: false,
    view_only: false,
    is_active: true,
    users_count: 0,
    created_at: '2026-06-01T12:00:00.000Z',
  },
];

const firstNames = [
  'Avery',
  'Blake',
  'Casey',
  'Devon',
  'Emerson',
  'Finley',
  'Gray',
  'Harper',
  'Indy',
  'Jordan',
  'Kai',
  'Logan',
];
const lastNames = ['Stone', 'Rivera', 'Nguyen', 'Patel', 'Okafor', 'Schmidt', 'Lindqvist'];

function staffUser(index: number): UserRow {
  const first = firstNames[index % firstNames.length] ?? 'Avery';
  const last = lastNames[index % lastNames.length] ?? 'Stone';
  const role = index % 3 === 0 ? staffRoles[2] : index % 3 === 1 ? staffRoles[3] : staffRoles[7];
  const username = `${first}.${last}${index + 1}`.toLowerCase();
  return {
    sso_id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    first_name: first,
    last_name: last,
    full_name: `${first} ${last}`,
    email: `${username}@factordesk.test`,
    username,
    country_phone_code: '+1',
    phone_number: `512555${String(1000 + index).slice(-4)}`,
    gender: index % 2 === 0 ? 'female' : 'male',
    address: `${100 + index} Congress Ave`,
    role_id: role?.id ?? 3,
    role_name: role?.role_name ?? 'Client Advocate',
    role_type: role?.role_type ?? 'client_advocate',
    is_active: true,
    account_status: 'active',
    has_password: true,
    invite_sent_at: created,
    sensitive_information_disclosure: false,
    created_at: created,
  };
}

/** 23 staff users: three pages of 10. Two are inactive, two are invited without a password yet. */
export function staffUsers(now: number = Date.now()): UserRow[] {
  const users = Array.from({ length: 23 }, (_, index) => staffUser(index));
  const set = (index: number, patch: Partial<UserRow>) => {
    const user = users[index];
    if (user) users[index] = { ...user, ...patch };
  };
  set(0, {
    first_name: 'Quinn',
    last_name: 'Marlow',
    full_name: 'Quinn Marlow',
    username: 'quinn.marlow1',
    email: 'quinn.marlow1@factordesk.test',
    sensitive_information_disclosure: true,
  });
  set(4, { is_active: false, account_status: 'inactive' });
  set(9, { is_active: false, account_status: 'inactive' });
  // Invited three days ago: Resend Invite is offered.
  set(2, {
    has_password: false,
    account_status: 'pending',
    invite_sent_at: new Date(now - 3 * day).toISOString(),
  });
  // Invited an hour ago: too soon to resend.
  set(3, {
    has_password: false,
    account_status: 'pending',
    invite_sent_at: new Date(now - day / 24).toISOString(),
  });
  return users;
}

/** The lookups the user and profile forms read. */
export function lookupHandlers(): Record<string, FakeHandler> {
  return {
    'lookup/countries': answering(lookupEndpoints.countries, () => ({
      body: {
        status: true,
        countries: [
          { name: 'United States', iso: 'US', phone_code: '+1' },
          { name: 'Mexico', iso: 'MX', phone_code: '+52' },
          { name: 'United Kingdom', iso: 'GB', phone_code: '+44' },
        ],
      },
    })),
    'lookup/zip': answering(lookupEndpoints.zip, ({ zip }) => ({
      body: {
        status: true,
        codes: ['78701', '78702', '78703']
          .filter((code) => code.startsWith(zip))
          .map((code) => ({ zip: code, city: 'Austin', full_state: 'Texas', license_mask: '' })),
      },
    })),
    'user/time_zones': answering(userEndpoints.timeZones, () => ({
      body: {
        status: true,
        codes: ['America/Chicago', 'America/Los_Angeles', 'America/New_York', 'Europe/London'].map(
          (name) => ({ name }),
        ),
      },
    })),
  };
}

/** roles/get_roles over the fixture roles (search, status filter, assignable, paging). */
export function rolesListHandler(roles: () => readonly RoleRow[]): FakeHandler {
  return answering(roleEndpoints.getRoles, (body) => {
    const partyTypes: readonly string[] = ['client', 'debtor', 'broker'];
    const candidates = body.assignable
      ? roles().filter((role) => role.is_active && !partyTypes.includes(role.role_type))
      : roles();
    const page = fakeList(
      candidates,
      {
        page: body.page,
        per_page: body.per_page,
        search_text: body.search_text,
        sort_by: body.sort_by,
        sort_desc: body.sort_desc,
        show_all: body.is_active !== 1,
      },
      { searchIn: ['role_name'], hiddenUnlessShowAll: (role) => !role.is_active },
    );
    return { body: { status: true, ...page } };
  });
}

/** The /userindex and /addnewuser calls over an in-memory list of users that the actions change. */
export function usersHandlers(users: UserRow[] = staffUsers()): Record<string, FakeHandler> {
  return {
    ...lookupHandlers(),
    'roles/get_roles': rolesListHandler(() => staffRoles),
    'user/get_users': answering(userEndpoints.getUsers, (body) => {
      const page = fakeList(
        users.map((user) => ({ ...user, status: user.account_status })),
        {
          page: body.page,
          per_page: body.per_page,
          search_text: body.search_text,
          sort_by: body.sort_by,
          sort_desc: body.sort_desc,
          show_all: body.status !== 1,
        },
        { searchIn: ['full_name', 'email', 'username'], hiddenUnlessShowAll: (user) => !user.is_active },
      );
      return { body: { status: true, ...page, data: page.data.map(({ status: _status, ...user }) => user) } };
    }),
    'user/get_user': answering(userEndpoints.getUser, ({ sso_id }) => {
      const user = users.find((candidate) => candidate.sso_id === sso_id);
      return user
        ? { body: { status: true, user } }
        : { status: 404, body: { status: false, message: 'Record not found.' } };
    }),
    'user/set_status': answering(userEndpoints.setStatus, ({ sso_id, status }) => {
      const index = users.findIndex((user) => user.sso_id === sso_id);
      const user = users[index];
      if (!user) return { status: 404, body: { status: false, message: 'Record not found.' } };
      const active = status === 1;
      users[index] = {
        ...user,
        is_active: active,
        account_status: !active ? 'inactive' : user.has_password ? 'active' : 'pending',
      };
      return {
        body: {
          status: true,
          message: active
            ? 'User has been activated successfully.'
            : 'User has been deactivated successfully.',
        },
      };
    }),
    'user/resend_invite': answering(userEndpoints.resendInvite, () => ({
      body: { status: true, message: 'Invite has been sent successfully.' },
    })),
    'user/save': answering(userEndpoints.save, (form) => {
      const existing = users.find((user) => user.sso_id === form.sso_id);
      const role = staffRoles.find((candidate) => candidate.id === form.role_id);
      const saved: UserRow = {
        ...(existing ?? staffUser(users.length)),
        ...form,
        sso_id: existing?.sso_id ?? `00000000-0000-4000-8000-${String(users.length + 1).padStart(12, '0')}`,
        full_name: `${form.first_name} ${form.last_name}`.trim(),
        role_name: role?.role_name ?? '',
        role_type: role?.role_type ?? 'custom',
      };
      return {
        body: {
          status: true,
          message: existing ? 'User has been updated successfully.' : 'User has been created successfully.',
          user: saved,
        },
      };
    }),
  };
}
