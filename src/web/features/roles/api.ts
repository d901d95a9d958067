import { baseApi } from '../../api/baseApi';
import { post } from '../../api/contractQuery';
import { roleEndpoints as r } from '../../../shared/contract/roles';
import { userEndpoints as u } from '../../../shared/contract/users';
import type { RequestOf, ResponseOf } from '../../../shared/contract/endpoint';
import { selectorPageSize } from '../../../shared/constants';

/** The roles-and-rights screens (/rolesrights, /addnewrole, /editrole). */
export const rolesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRoles: build.query<ResponseOf<typeof r.getRoles>, RequestOf<typeof r.getRoles>>({
      query: (body) => post(r.getRoles, body),
      providesTags: ['Role'],
    }),
    /** Roles the users of a role being deleted may be moved to. */
    getReassignTargets: build.query<ResponseOf<typeof r.getRoles>, void>({
      query: () => post(r.getRoles, { page: 1, per_page: selectorPageSize, is_active: 1, assignable: true }),
      providesTags: ['Role'],
    }),
    getModuleRights: build.query<ResponseOf<typeof r.getModuleRights>['rights'], void>({
      query: () => post(r.getModuleRights, {}),
      transformResponse: (answer: ResponseOf<typeof r.getModuleRights>) => answer.rights,
      providesTags: ['Rights'],
    }),
    getRoleRights: build.query<ResponseOf<typeof r.getRoleRights>, number>({
      query: (roleId) => post(r.getRoleRights, { role_id: roleId }),
      providesTags: (_result, _error, roleId) => [{ type: 'Role', id: roleId }],
    }),
    saveRole: build.mutation<ResponseOf<typeof r.save>, RequestOf<typeof r.save>>({
      query: (body) => post(r.save, body),
      // The editor's own role may be the one whose rights changed.
      invalidatesTags: (_result, error) => (error ? [] : ['Role', 'CurrentUser']),
    }),
    deleteRole: build.mutation<ResponseOf<typeof r.deleteRole>, RequestOf<typeof r.deleteRole>>({
      query: (body) => post(r.deleteRole, body),
      invalidatesTags: (_result, error) => (error ? [] : ['Role']),
    }),
    setRoleStatus: build.mutation<ResponseOf<typeof r.setStatus>, RequestOf<typeof r.setStatus>>({
      query: (body) => post(r.setStatus, body),
      invalidatesTags: (_result, error) => (error ? [] : ['Role', 'User']),
    }),
    assignUsersToRole: build.mutation<ResponseOf<typeof u.assign>, RequestOf<typeof u.assign>>({
      query: (body) => post(u.assign, body),
      invalidatesTags: ['Role', 'User'],
    }),
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
