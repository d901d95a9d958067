import { cacheTag } from '../../../shared/cacheTags';
import type { ResponseOf } from '../../../shared/contract/endpoint';
import { assignableRolesRequest, roleEndpoints as r } from '../../../shared/contract/roles';
import { userEndpoints as e, type UserRow } from '../../../shared/contract/users';
import { baseApi } from '../../api/baseApi';
import { mutationOf, queryOf } from '../../api/contractEndpoints';
import { post } from '../../api/contractQuery';

const { user, role, currentUser } = cacheTag;

/** The user-profile screens (/userindex, /addnewuser): the list, its actions and the form's calls. */
export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUsers: queryOf(build, e.getUsers, { provides: [user] }),
    /**
     * One user for the Edit User form. The contract has no single-user call yet, so this reads the
     * whole list (staff users are few) and picks the id; swapping in a real call changes only this.
     */
    getUserForEdit: build.query<UserRow | null, string>({
      query: (ssoId) => post(e.getUser, { sso_id: ssoId }),
      transformResponse: (answer: ResponseOf<typeof e.getUser>) => answer.user,
      providesTags: (_result, _error, ssoId) => [user, { type: user, id: ssoId }],
    }),
    /** The Role Title choice: active roles other than client, debtor and broker. */
    getAssignableRoles: build.query<ResponseOf<typeof r.getRoles>, void>({
      query: () => post(r.getRoles, assignableRolesRequest),
      providesTags: [role],
    }),
    // A role's user count changes with its users, and the editor may have edited themselves.
    saveUser: mutationOf(build, e.save, { invalidates: [user, role, currentUser] }),
    setUserStatus: mutationOf(build, e.setStatus, { invalidates: [user] }),
    resendInvite: mutationOf(build, e.resendInvite, { invalidates: [user] }),
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
