import { useEffect, useState } from 'react';
import { textLimits } from '../../../shared/constants';
import type { CurrentUser } from '../../../shared/contract/session';
import { messages } from '../../../shared/messages';
import { ProfileFormSchema } from '../../../shared/validation/profileForm';
import { bindOptional } from '../../kit/bindOptional';
import { FormActions } from '../../kit/FormActions';
import { SelectField } from '../../kit/SelectField';
import { TextField } from '../../kit/TextField';
import { toastSuccess } from '../../kit/toast';
import { useZodForm } from '../../kit/useZodForm';
import { formGrid } from '../../kit/formGrid';
import { GenderField } from '../../domain/GenderField';
import { PlaceZipField } from '../../domain/PlaceZipField';
import { useTimeZonesQuery } from '../../lookups/lookupsApi';
import { UserPhoneField } from '../../domain/UserPhoneField';
import { useUpdateProfileMutation } from './api';
import { profileFormData, profileFormValues } from './profileFormValues';
import { ProfilePictureField } from './ProfilePictureField';
import { SignatureField } from './SignatureField';
import { tabSubmit } from './tabSubmit';

export interface AccountDetailsFormProps {
  /** The signed-in user. */
  user: CurrentUser;
  /** Told whether the form holds unsaved changes (the page guards leaving). */
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * The Account Details tab of /profile (spec part 1 §5): picture, names, read-only email, phone,
 * gender, address, zip with lookup filling city and state, time zone and official signature;
 * Save sends user/update_profile and the current user is refreshed from its answer.
 */
export function AccountDetailsForm({ user, onDirtyChange }: AccountDetailsFormProps) {
  const form = useZodForm(ProfileFormSchema, profileFormValues(user));
  const [signature, setSignature] = useState<File | null>(null);
  const { data: timeZones = [] } = useTimeZonesQuery();
  const [updateProfile, { isLoading: saving }] = useUpdateProfileMutation();
  const dirty = form.isDirty || signature !== null;

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const handleSubmit = tabSubmit(form, async (values) => {
    const answer = await updateProfile(profileFormData(values, signature)).unwrap();
    const toast = messages.crud.updated('Profile');
    void toastSuccess(toast.title, toast.message);
    form.reset(profileFormValues(answer.user));
    setSignature(null);
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      aria-label={messages.profile.accountDetails}
    >
      <ProfilePictureField path={user.profile_pic} />
      <div className={formGrid.grid}>
        <TextField
          label={messages.fields.firstName}
          required
          maxLength={textLimits.profileFirstName}
          {...form.bind('first_name')}
        />
        <TextField
          label={messages.fields.lastName}
          maxLength={textLimits.profileFirstName}
          {...bindOptional(form, 'last_name')}
        />
        <TextField
          label={messages.fields.email}
          value={user.email}
          onChange={() => undefined}
          readOnly
          disabled
        />
        <UserPhoneField form={form} />
        <GenderField form={form} />
        <TextField
          label={messages.fields.address}
          maxLength={textLimits.profileAddress}
          {...bindOptional(form, 'address')}
        />
        <PlaceZipField
          label={messages.fields.zip}
          required
          name="zip"
          value={form.values.zip}
          onChange={(zip) => form.setField('zip', zip)}
          onBlur={() => form.touch('zip')}
          onPick={(place) => form.setFields({ zip: place.zip, city: place.city, state: place.full_state })}
          onClearPick={() => form.setFields({ city: '', state: '' })}
          error={form.errorOf('zip')}
        />
        <TextField
          label={messages.fields.city}
          value={form.values.city ?? ''}
          onChange={() => undefined}
          readOnly
        />
        <TextField
          label={messages.fields.state}
          value={form.values.state ?? ''}
          onChange={() => undefined}
          readOnly
        />
        <SelectField<string>
          label={messages.fields.timeZone}
          items={timeZones}
          value={form.values.timezone ?? null}
          onChange={(zone) => form.setField('timezone', zone, { touch: true })}
          itemLabel={(zone) => zone}
          itemKey={(zone) => zone}
          error={form.errorOf('timezone')}
        />
        <div className={formGrid.wide}>
          <SignatureField storedPath={user.official_signature} chosen={signature} onChoose={setSignature} />
        </div>
      </div>
      <FormActions saving={saving} saveDisabled={!dirty} />
    </form>
  );
}
