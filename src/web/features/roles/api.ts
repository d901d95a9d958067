import { cacheTag } from '../../../shared/cacheTags';
import type { ResponseOf } from '../../../shared/contract/endpoint';
import { assignableRolesRequest, roleEndpoints as r } from '../../../shared/contract/roles';
import { userEndpoints as u } from '../../../shared/contract/users';
import { baseApi } from '../../api/baseApi';
import { mutationOf, queryOf } from '../../api/contractEndpoints';
import { post } from '../../api/contractQuery';

const { role, user, rights, currentUser } = cacheTag;

/** The roles-and-rights screens (/rolesrights, /addnewrole, /editrole). */
export const rolesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRoles: queryOf(build, r.getRoles, { provides: [role] }),
    /** Roles the users of a role being deleted may be moved to. */
    getReassignTargets: build.query<ResponseOf<typeof r.getRoles>, void>({
      query: () => post(r.getRoles, assignableRolesRequest),
      providesTags: [role],
    }),
    getModuleRights: queryOf(build, r.getModuleRights, { field: 'rights', provides: [rights] }),
    getRoleRights: build.query<ResponseOf<typeof r.getRoleRights>, number>({
      query: (roleId) => post(r.getRoleRights, { role_id: roleId }),
      providesTags: (_result, _error, roleId) => [{ type: role, id: roleId }],
    }),
    // The editor's own role may be the one whose rights changed.
    saveRole: mutationOf(build, r.save, { invalidatesOnSuccess: [role, currentUser] }),
    deleteRole: mutationOf(build, r.deleteRole, { invalidatesOnSuccess: [role] }),
    setRoleStatus: mutationOf(build, r.setStatus, { invalidatesOnSuccess: [role, user] }),
    assignUsersToRole: mutationOf(build, u.assign, { invalidates: [role, user] }),
  }),
  overrideExisting: 'throw',
});

export const {
  useGetRolesQuery,
  useGetReassignTargetsQuery,
  useGetModuleRightsQuery,
  useGetRoleRightsQuery,
  useSaveRoleMutation,
  useDeleteRoleMutation,
  useSetRoleStatusMutation,
  useAssignUsersToRoleMutation,
} = rolesApi;
