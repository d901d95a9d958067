import { defaultPhoneCode } from '../../../shared/constants';
import type { CurrentUser } from '../../../shared/contract/session';
import type { ProfileForm, ProfileFormInput } from '../../../shared/validation/profileForm';
import { notChosen } from '../../kit/notChosen';

/** The Account Details form's values from the signed-in user. */
export function profileFormValues(user: CurrentUser): ProfileFormInput {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    country_phone_code: user.country_phone_code || defaultPhoneCode,
    phone_number: user.phone_number,
    gender: user.gender ?? notChosen(),
    address: user.address,
    city: user.city,
    state: user.state,
    zip: user.zip,
    timezone: user.timezone || undefined,
  };
}

/** user/update_profile's form data: the checked fields as text, and a new signature when one was chosen. */
export function profileFormData(profile: ProfileForm, signature: File | null): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(profile)) {
    if (value !== undefined && field !== 'official_signature') form.append(field, String(value));
  }
  if (signature) form.append('official_signature', signature);
  return form;
}
