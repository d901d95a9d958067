import { baseApi } from '../../api/baseApi';
import { post } from '../../api/contractQuery';
import { userEndpoints as e, type UserRow } from '../../../shared/contract/users';
import { roleEndpoints as r } from '../../../shared/contract/roles';
import type { RequestOf, ResponseOf } from '../../../shared/contract/endpoint';
import { selectorPageSize } from '../../../shared/constants';

/** The user-profile screens (/userindex, /addnewuser): the list, its actions and the form's calls. */
export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<ResponseOf<typeof e.getUsers>, RequestOf<typeof e.getUsers>>({
      query: (body) => post(e.getUsers, body),
      providesTags: ['User'],
    }),
    /**
     * One user for the Edit User form. The contract has no single-user call yet, so this reads the
     * whole list (staff users are few) and picks the id; swapping in a real call changes only this.
     */
    getUserForEdit: build.query<UserRow | null, string>({
      query: (ssoId) => post(e.getUser, { sso_id: ssoId }),
      transformResponse: (answer: ResponseOf<typeof e.getUser>) => answer.user,
      providesTags: (_result, _error, ssoId) => ['User', { type: 'User', id: ssoId }],
    }),
    /** The Role Title choice: active roles other than client, debtor and broker. */
    getAssignableRoles: build.query<ResponseOf<typeof r.getRoles>, void>({
      query: () => post(r.getRoles, { page: 1, per_page: selectorPageSize, is_active: 1, assignable: true }),
      providesTags: ['Role'],
    }),
    saveUser: build.mutation<ResponseOf<typeof e.save>, RequestOf<typeof e.save>>({
      query: (body) => post(e.save, body),
      // A role's user count changes with its users, and the editor may have edited themselves.
      invalidatesTags: ['User', 'Role', 'CurrentUser'],
    }),
    setUserStatus: build.mutation<ResponseOf<typeof e.setStatus>, RequestOf<typeof e.setStatus>>({
      query: (body) => post(e.setStatus, body),
      invalidatesTags: ['User'],
    }),
    resendInvite: build.mutation<ResponseOf<typeof e.resendInvite>, RequestOf<typeof e.resendInvite>>({
      query: (body) => post(e.resendInvite, body),
      invalidatesTags: ['User'],
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useGetUsersQuery,
  useGetUserForEditQuery,
  useGetAssignableRolesQuery,
  useSaveUserMutation,
  useSetUserStatusMutation,
  useResendInviteMutation,
} = usersApi;
