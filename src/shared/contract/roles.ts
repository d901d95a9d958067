import { z } from 'zod';
import {
  defineEndpoint,
  EmptyRequestSchema,
  IdSchema,
  MessageAnswerSchema,
  okStatus,
  pageOf,
  FlagSchema,
  SearchPageFields,
  sortFields,
  messageAnswerWith,
  answerWith,
  idRequest,
} from './endpoint';
import { selectorPageSize } from '../constants';
import { roleTypes } from '../rights';
import { RoleFormSchema } from '../validation/roleForm';
import { ActiveFilterSchema, ActiveStatusSchema, UserRowSchema } from './users';

const RightRowSchema = z.object({
  right_id: z.number().int(),
  right_name: z.string(),
  display_name: z.string(),
});

/** The catalogue as the role editor shows it: module > sub-module > rights. */
export const ModuleRightsSchema = z.object({
  module_name: z.string(),
  sub_module_name_data: z.array(z.object({ sub_module_name: z.string(), rights: z.array(RightRowSchema) })),
});

export const RoleRowSchema = z.object({
  id: z.number().int(),
  role_name: z.string(),
  role_type: z.enum(roleTypes),
  is_built_in: z.boolean(),
  /** Spec part 1 §5: client, debtor, credit analyst, broker and admin roles show read-only. */
  view_only: z.boolean(),
  is_active: z.boolean(),
  users_count: z.number().int(),
  created_at: z.string(),
});
export type RoleRow = z.infer<typeof RoleRowSchema>;

/** A holder of a role as the delete-role dialog lists it: the user row's naming fields. */
export const AssignedUserSchema = UserRowSchema.pick({
  sso_id: true,
  full_name: true,
  email: true,
  username: true,
  is_active: true,
});
export type AssignedUser = z.infer<typeof AssignedUserSchema>;

export const roleSortColumns = ['role_name', 'created_at', 'status'] as const;

/** The roles a user may be given or moved to (active, not client, debtor or broker), in one page. */
export const assignableRolesRequest = {
  page: 1,
  per_page: selectorPageSize,
  is_active: 1,
  assignable: true,
} as const;

export const roleEndpoints = {
  getModuleRights: defineEndpoint({
    path: 'rights/get_module_rights',
    tag: 'roles',
    summary: 'The rights catalogue by module and sub-module, with the ids roles/save takes',
    access: { all: ['view_roles_rights'] },
    request: EmptyRequestSchema,
    response: answerWith({ rights: z.array(ModuleRightsSchema) }),
  }),
  getRoles: defineEndpoint({
    path: 'roles/get_roles',
    tag: 'roles',
    summary: 'Roles, searched by title; the user form asks for assignable ones only',
    // The Add/Edit User form fills its role choice from this list.
    access: { any: ['view_roles_rights', 'add_new_user'] },
    request: z.strictObject({
      ...SearchPageFields,
      /** 1 (default) active roles only; 0 or 'all' includes inactive ones ('Include inactive roles'). */
      is_active: ActiveFilterSchema,
      /** Only roles a user may be given on the user form: active, and not client, debtor or broker. */
      assignable: FlagSchema.default(false),
      ...sortFields(roleSortColumns),
    }),
    response: pageOf(RoleRowSchema).extend({ status: okStatus }),
  }),
  getRoleRights: defineEndpoint({
    path: 'roles/get_role_rights',
    tag: 'roles',
    summary: 'One role with the rights it holds, for the Edit/View Role page',
    access: { all: ['view_roles_rights', 'role_selection'] },
    request: idRequest('role_id'),
    response: answerWith({
      role_id: z.number().int(),
      role_name: z.string(),
      role_type: z.enum(roleTypes),
      view_only: z.boolean(),
      is_built_in: z.boolean(),
      is_active: z.boolean(),
      rights: z.array(RightRowSchema),
    }),
  }),
  save: defineEndpoint({
    path: 'roles/save',
    tag: 'roles',
    summary: "Create a role or, with id, change its title and rights (its users' next call sees them)",
    access: { all: ['add_new_role'] },
    request: RoleFormSchema,
    response: messageAnswerWith({ role: RoleRowSchema }),
  }),
  getAssignedUsers: defineEndpoint({
    path: 'roles/get_assigned_user_roles',
    tag: 'roles',
    summary: 'The users holding a role',
    access: { all: ['view_roles_rights'] },
    request: idRequest('role_id'),
    response: answerWith({ list: z.array(AssignedUserSchema) }),
  }),
  deleteRole: defineEndpoint({
    path: 'roles/delete_role',
    tag: 'roles',
    summary:
      'Delete a role nobody holds. With users assigned it answers 409; the dialog lists them from ' +
      'roles/get_assigned_user_roles to reassign them (user/assign) first',
    access: { all: ['delete_role'] },
    request: idRequest('role_id'),
    response: MessageAnswerSchema,
  }),
  setStatus: defineEndpoint({
    path: 'roles/set_status',
    tag: 'roles',
    summary: "Activate or deactivate a role; deactivation ends its users' sessions",
    access: { all: ['role_status_change'] },
    request: z.strictObject({ role_id: IdSchema, status: ActiveStatusSchema }),
    response: MessageAnswerSchema,
  }),
};
