import './profile.css';

/** Class names of the profile screen (styled in profile.css). */
export const profileClasses = {
  picture: 'fd-profile-picture',
  signature: 'fd-profile-signature',
  imageRow: 'fd-profile-image-row',
} as const;
