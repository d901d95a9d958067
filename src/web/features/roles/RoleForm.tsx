import { useCallback, useMemo } from 'react';
import { textLimits } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { RoleFormSchema, type RoleFormInput } from '../../../shared/validation/roleForm';
import { RecordForm } from '../../kit/RecordForm';
import { TextField } from '../../kit/TextField';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { useLeaveAfterSave } from '../../kit/useLeaveAfterSave';
import { useZodForm } from '../../kit/useZodForm';
import { useSaveRoleMutation } from './api';
import { RightsTree } from './RightsTree';
import type { ModuleRights } from './rightsSelection';

/** add: a new role; edit: an editable role; view: a view-only role, or a user who may not save roles. */
export type RoleFormMode = 'add' | 'edit' | 'view';

export interface RoleFormProps {
  mode: RoleFormMode;
  /** The role's id, title and right ids; null when adding. */
  role: { id: number; roleName: string; rightIds: readonly number[] } | null;
  /** The rights catalogue. */
  modules: readonly ModuleRights[];
}

const asRights = (ids: Iterable<number>): RoleFormInput['rights'] =>
  [...ids].sort((a, b) => a - b).map((rightId) => ({ right_id: rightId }));

/**
 * The Add/Edit/View Role form (spec part 1 §5): a title of 2 to 30 characters and at least one
 * right ('Select atleast one right.'); view-only roles show the same form read-only, without Save.
 */
export function RoleForm({ mode, role, modules }: RoleFormProps) {
  const readOnly = mode === 'view';
  const form = useZodForm(RoleFormSchema, {
    ...(role ? { id: role.id } : {}),
    role_name: role?.roleName ?? '',
    rights: asRights(role?.rightIds ?? []),
  });
  const [saveRole, { isLoading: saving }] = useSaveRoleMutation();
  const selected = useMemo(
    () => new Set(form.values.rights.map((right) => right.right_id)),
    [form.values.rights],
  );
  const { setField } = form;
  const handleRightsChange = useCallback(
    (next: Set<number>) => setField('rights', asRights(next), { touch: true }),
    [setField],
  );

  const leaveAfterSave = useLeaveAfterSave(form.isDirty && !readOnly, '/rolesrights');

  const handleSubmit = async () => {
    const result = form.validateAll();
    if (!result.ok || readOnly) return;
    try {
      await saveRole(result.data).unwrap();
      const toast = mode === 'edit' ? messages.crud.updated('Role') : messages.crud.created('Role');
      void toastSuccess(toast.title, toast.message);
      leaveAfterSave();
    } catch (error) {
      void toastFromError(error, mode === 'edit' ? messages.titles.error : messages.titles.creationFailed);
    }
  };

  return (
    <RecordForm
      label={messages.fields.roleTitle}
      onSubmit={handleSubmit}
      saving={saving}
      readOnly={readOnly}
      cancelTo="/rolesrights"
    >
      <TextField
        label={messages.fields.roleTitle}
        required
        maxLength={textLimits.roleTitleMax}
        disabled={readOnly}
        {...form.bind('role_name')}
      />
      <RightsTree
        modules={modules}
        selected={selected}
        onChange={handleRightsChange}
        disabled={readOnly}
        error={form.errorOf('rights')}
      />
    </RecordForm>
  );
}
