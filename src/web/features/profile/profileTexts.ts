/**
 * Words of the profile screen that the spec does not quote (ours); candidates for
 * src/shared/messages.ts. Spec texts come from the message catalogue.
 */
export const profileTexts = {
  profilePicture: 'Profile Picture',
  officialSignature: 'Official Signature',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone No',
  gender: 'Gender',
  address: 'Address',
  zip: 'Zip Code',
  city: 'City',
  state: 'State',
  timeZone: 'Time Zone',
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  deletePicture: 'Delete picture',
  deleteSignature: 'Delete signature',
  removeChosenSignature: 'Remove chosen signature',
  chosenFile: (name: string): string => `New file: ${name}`,
  save: 'Save',
  reset: 'Reset',
} as const;
