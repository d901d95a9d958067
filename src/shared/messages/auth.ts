/** Messages of signing in, passwords and the mails they send. */

export const authMessages = {
  session: {
    signInFailed: "Email or Password you entered doesn't match your account.",
    tooManyRequests: 'Too many requests. Please try again later.',
    emailRequired: 'Email is required',
    invalidEmail: 'Invalid Email',
    passwordRequired: 'Password is required',
    passwordMin: 'Minimum length should be 8 characters',
    /** Ours: the spec caps the sign-in email at 35 and the password at 20 without a text. */
    emailMax: 'Email must be at most 35 characters',
    passwordMax: 'Maximum length should be 20',
    resetCodeSent: 'Reset password verification code has been sent to your email.',
    linkUsedOnce: 'Link can only be used once.',
    linkExpired: { title: 'Link Expired', message: 'Your link has expired' },
    signIn: 'Sign In',
    forgotPassword: 'Forgot Password',
    forgotPasswordLink: 'Forgot password',
    registerNow: 'Register Now',
    becomePartner: 'Become a Partner',
    backToLogin: 'Back to login',
    verificationCode: 'Verification Code',
    resendCode: 'Resend Code',
    submit: 'Submit',
    setPassword: 'Set Password',
    resetPassword: 'Reset Password',
    // ours: the public pages' own words
    emailPlaceholder: 'you@company.com',
    termsOfUse: 'Terms of Use',
    forgotPasswordIntro: 'Enter the email address of your account and we will send you a verification code.',
    codeSentTo: { before: 'Enter the six-character code we sent to ', after: '.' },
    codeCharacter: (label: string, position: number, length: number): string =>
      `${label} character ${position} of ${length}`,
    resendIn: (countdown: string): string => `Resend available in ${countdown}`,
    canResend: 'You can ask for a new code.',
    choosePasswordFor: { before: 'Choose a password for ', after: '.' },
    linkExpiredHint: {
      before: 'Ask for a new link, or ',
      link: 'reset your password',
      after: ' from the sign-in page.',
    },
    signedOut: 'Signed out.',
  },

  password: {
    required: 'Password is required',
    min: 'Minimum length should be 8 characters',
    max: 'Maximum length should be 20',
    pattern:
      'Must Contain 8 Characters, One Uppercase, One Lowercase, One Number and One Special Case Character',
    mustMatch: 'Passwords must match',
    confirmRequired: 'Confirm Password is required',
    // ours: the spec shows no text for these answers
    codeExpired: 'Verification code has expired. Please resend the code.',
    codeVerified: 'Verification code has been verified successfully.',
    passwordSet: 'Password has been set successfully.',
    passwordChanged: 'Password has been changed successfully.',
    currentPasswordIncorrect: 'Current Password is incorrect.',
    // ours: a "change" that keeps the same password would leave a stolen one working
    mustDiffer: 'New Password must be different from Current Password.',
  },

  /** Ours: the subjects and lines of the mails we send (each template keeps only its layout). */
  mail: {
    greeting: (firstName: string): string => (firstName ? `Hello ${firstName},` : 'Hello,'),
    signature: 'FactorDesk',
    verificationCode: {
      subject: 'FactorDesk verification code',
      code: (code: string): string => `Your FactorDesk verification code is ${code}.`,
      validity: (minutes: number): string => `It can be used once and expires in ${minutes} minutes.`,
      notAsked:
        'If you did not ask to reset your password, you can ignore this mail: your password stays as it is.',
    },
    passwordChanged: {
      subject: 'Your FactorDesk password was changed',
      notice: 'Your FactorDesk password has just been changed, and you were signed out everywhere else.',
      notYou: 'If this was not you, reset your password now:',
    },
    invite: {
      subject: 'You are invited to FactorDesk',
      intro: (username: string): string =>
        `An account has been created for you on FactorDesk with the username ${username}.`,
      action: 'Set your password to sign in:',
      note: 'The link can be used once and expires in 7 days. Ask your administrator for a new one if it has.',
    },
  },
} as const;
