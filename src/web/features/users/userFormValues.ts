import { defaultPhoneCode } from '../../../shared/constants';
import type { UserRow } from '../../../shared/contract/users';
import type { UserFormInput } from '../../../shared/validation/userForm';
import { notChosen } from '../../kit/notChosen';

/** The Add User form's first values, or the Edit User form's from the stored user. */
export function userFormValues(user: UserRow | null): UserFormInput {
  if (!user) {
    return {
      first_name: '',
      last_name: '',
      email: '',
      username: '',
      gender: notChosen(),
      country_phone_code: defaultPhoneCode,
      phone_number: '',
      role_id: notChosen(),
      role_type: undefined,
      address: '',
      sensitive_information_disclosure: false,
    };
  }
  return {
    sso_id: user.sso_id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    username: user.username,
    gender: user.gender ?? notChosen(),
    country_phone_code: user.country_phone_code || defaultPhoneCode,
    phone_number: user.phone_number,
    role_id: user.role_id,
    role_type: user.role_type,
    address: user.address,
    sensitive_information_disclosure: user.sensitive_information_disclosure,
  };
}
