/**
 * Words of the user screens that the spec does not quote (ours); candidates for
 * src/shared/messages.ts. Spec texts come from the message catalogue.
 */
export const userTexts = {
  changeStatusQuestion: (name: string, active: boolean): string =>
    `Are you sure, you want to ${active ? 'deactivate' : 'activate'} ${name}?`,
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  username: 'Username',
  gender: 'Gender',
  phone: 'Phone No',
  roleTitle: 'Role Title',
  address: 'Address',
  sensitiveInformation: 'Sensitive Information Disclosure',
  sensitiveInformationHint: 'Lets the user see and edit FEIN, SSN and bank account numbers.',
  genders: [
    { value: 'male', label: 'Male' },
    { value: 'female', label: 'Female' },
  ],
  save: 'Save',
  cancel: 'Cancel',
  back: 'Back',
} as const;
