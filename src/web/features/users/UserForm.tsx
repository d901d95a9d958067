import { FormGroup, Switch } from '@blueprintjs/core';
import { textLimits } from '../../../shared/constants';
import type { UserRow } from '../../../shared/contract/users';
import { messages } from '../../../shared/messages';
import { UserFormSchema } from '../../../shared/validation/userForm';
import { useCurrentUser } from '../../session/currentUser';
import { bindOptional } from '../../kit/bindOptional';
import { RecordForm } from '../../kit/RecordForm';
import { TextField } from '../../kit/TextField';
import { useSaveAndLeave } from '../../kit/useSaveAndLeave';
import { useZodForm } from '../../kit/useZodForm';
import { useSaveUserMutation } from './api';
import { formGrid } from '../../kit/formGrid';
import { GenderField } from '../../domain/GenderField';
import { RoleTitleField } from './RoleTitleField';
import { userFormValues } from './userFormValues';
import { UserPhoneField } from '../../domain/UserPhoneField';

export interface UserFormProps {
  /** The user being edited; null adds a new one. */
  user: UserRow | null;
  /** Whether the signed-in user may save (add_new_user); without it the form is read-only. */
  canSave: boolean;
}

/**
 * The Add/Edit User form (spec part 1 §5): email and username are locked once the user exists,
 * the disclosure switch shows only to a user who holds that permission, and leaving with unsaved
 * changes asks first.
 */
export function UserForm({ user, canSave }: UserFormProps) {
  const me = useCurrentUser();
  const form = useZodForm(UserFormSchema, userFormValues(user));
  const [saveUser, { isLoading: saving }] = useSaveUserMutation();
  const isEdit = user !== null;
  const readOnly = !canSave;

  const saveAndLeave = useSaveAndLeave(form.isDirty && canSave, '/userindex');

  const handleSubmit = async () => {
    const result = form.validateAll();
    if (!result.ok || readOnly) return;
    await saveAndLeave(() => saveUser(result.data).unwrap(), {
      item: 'User',
      existed: isEdit,
      fallback: isEdit ? messages.user.updateFailed : messages.user.creationFailed,
    });
  };

  const disclosure = form.values.sensitive_information_disclosure;

  return (
    <RecordForm
      label={isEdit ? messages.user.edit : messages.user.addNew}
      onSubmit={handleSubmit}
      saving={saving}
      readOnly={readOnly}
      cancelTo="/userindex"
    >
      <div className={formGrid.grid}>
        <TextField
          label={messages.fields.firstName}
          required
          maxLength={textLimits.userFirstName}
          disabled={readOnly}
          {...form.bind('first_name')}
        />
        <TextField
          label={messages.fields.lastName}
          maxLength={textLimits.userLastName}
          disabled={readOnly}
          {...bindOptional(form, 'last_name')}
        />
        <TextField
          label={messages.fields.email}
          required
          type="email"
          maxLength={textLimits.userEmail}
          disabled={readOnly || isEdit}
          {...form.bind('email')}
        />
        <TextField
          label={messages.fields.username}
          required
          filter="noSpaces"
          maxLength={textLimits.username}
          disabled={readOnly || isEdit}
          {...form.bind('username')}
        />
        <GenderField form={form} disabled={readOnly} />
        <UserPhoneField form={form} disabled={readOnly} />
        <RoleTitleField
          label={messages.fields.roleTitle}
          currentRole={
            user ? { id: user.role_id, role_name: user.role_name, role_type: user.role_type } : null
          }
          roleId={form.values.role_id}
          onChange={(role) => {
            form.setFields({ role_id: role.id, role_type: role.role_type });
            form.touch('role_id');
          }}
          onBlur={() => form.touch('role_id')}
          disabled={readOnly}
          error={form.errorOf('role_id')}
        />
        <TextField
          label={messages.fields.address}
          maxLength={textLimits.userAddress}
          disabled={readOnly}
          {...bindOptional(form, 'address')}
        />
        {me.sensitive_information_disclosure && (
          <FormGroup className={formGrid.wide} helperText={messages.user.sensitiveInformationHint}>
            <Switch
              label={messages.user.sensitiveInformation}
              checked={disclosure === true || disclosure === 1}
              disabled={readOnly}
              onChange={(event) =>
                form.setField('sensitive_information_disclosure', event.currentTarget.checked, {
                  touch: true,
                })
              }
            />
          </FormGroup>
        )}
      </div>
    </RecordForm>
  );
}
