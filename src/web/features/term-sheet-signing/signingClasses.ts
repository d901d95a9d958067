import './termSheetSigning.css';

/** Class names of the signing pages (styled in termSheetSigning.css). */
export const signingClasses = {
  pad: 'fd-signature-pad',
  padDisabled: 'fd-signature-pad-disabled',
  actions: 'fd-signature-actions',
  image: 'fd-signature-image',
} as const;
