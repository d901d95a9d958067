import { useEffect, useState, type FormEvent } from 'react';
import { Button, Card, FormGroup, Intent, Switch } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { textLimits } from '../../../shared/constants';
import type { UserRow } from '../../../shared/contract/users';
import { messages } from '../../../shared/messages';
import { UserFormSchema } from '../../../shared/validation/userForm';
import { useCurrentUser } from '../../app/currentUser';
import { PhoneField } from '../../kit/PhoneField';
import { SelectField } from '../../kit/SelectField';
import { TextField } from '../../kit/TextField';
import { toastError, toastSuccess } from '../../kit/toast';
import { useUnsavedChangesGuard } from '../../kit/useUnsavedChangesGuard';
import { useZodForm } from '../../kit/useZodForm';
import { useSaveUserMutation } from './api';
import { formGrid } from './formGrid';
import { usePhoneCountriesQuery } from './lookupsApi';
import { RoleTitleField } from './RoleTitleField';
import { saveFailureMessage } from './saveFailure';
import { userFormValues } from './userFormValues';

type Gender = (typeof messages.fields.genders)[number];

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
  const navigate = useNavigate();
  const me = useCurrentUser();
  const form = useZodForm(UserFormSchema, userFormValues(user));
  const { data: countries = [] } = usePhoneCountriesQuery();
  const [saveUser, { isLoading: saving }] = useSaveUserMutation();
  const [saved, setSaved] = useState(false);
  const isEdit = user !== null;
  const readOnly = !canSave;

  useUnsavedChangesGuard(form.isDirty && canSave && !saved);
  // Leave once the guard has seen the saved form, so it does not ask.
  useEffect(() => {
    if (saved) navigate('/userindex');
  }, [saved, navigate]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = form.validateAll();
    if (!result.ok || readOnly) return;
    try {
      await saveUser(result.data).unwrap();
      const toast = isEdit ? messages.crud.updated('User') : messages.crud.created('User');
      void toastSuccess(toast.title, toast.message);
      setSaved(true);
    } catch (error) {
      const fallback = isEdit ? messages.user.updateFailed : messages.user.creationFailed;
      void toastError(
        isEdit ? messages.titles.error : messages.titles.creationFailed,
        saveFailureMessage(error, fallback),
      );
    }
  };

  const gender = messages.fields.genders.find((choice) => choice.value === form.values.gender) ?? null;
  const disclosure = form.values.sensitive_information_disclosure;

  return (
    <Card>
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(event)}
        aria-label={isEdit ? messages.user.edit : messages.user.addNew}
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
            {...form.bind('last_name')}
            value={form.values.last_name ?? ''}
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
          <SelectField<Gender>
            label={messages.fields.gender}
            required
            items={messages.fields.genders}
            value={gender}
            onChange={(choice) => form.setField('gender', choice.value, { touch: true })}
            onBlur={() => form.touch('gender')}
            itemLabel={(choice) => choice.label}
            itemKey={(choice) => choice.value}
            filterable={false}
            disabled={readOnly}
            error={form.errorOf('gender')}
          />
          <PhoneField
            label={messages.fields.phone}
            required
            name="phone_number"
            countries={countries}
            code={form.values.country_phone_code}
            onCodeChange={(code) => form.setField('country_phone_code', code, { touch: true })}
            value={form.values.phone_number}
            onChange={(value) => form.setField('phone_number', value)}
            onBlur={() => form.touch('phone_number')}
            disabled={readOnly}
            error={form.errorOf('phone_number') ?? form.errorOf('country_phone_code')}
          />
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
            {...form.bind('address')}
            value={form.values.address ?? ''}
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
        <div className={formGrid.actions}>
          <Button
            text={readOnly ? messages.common.back : messages.common.cancel}
            onClick={() => navigate('/userindex')}
            disabled={saving}
          />
          {!readOnly && (
            <Button type="submit" intent={Intent.PRIMARY} text={messages.common.save} loading={saving} />
          )}
        </div>
      </form>
    </Card>
  );
}
