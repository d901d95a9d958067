import { ScreenLoading } from '../../app/ScreenLoading';
import { FailureCallout } from './FailureCallout';
import { PasswordForm, type PasswordFormProps } from './PasswordForm';
import type { PasswordLink } from './usePasswordLink';

export interface PasswordLinkFormProps {
  /** The link being checked and saved (`usePasswordLink`). */
  link: PasswordLink;
  /** Which screen the form serves (see `PasswordFormProps.screen`). */
  screen: PasswordFormProps['screen'];
  /** Caption of the submit button. */
  submitLabel: string;
}

/**
 * The set and reset screens' body while their link is checked, could not be checked (with a
 * retry) or is valid (the password form). An expired link is each screen's own to tell.
 */
export function PasswordLinkForm({ link, screen, submitLabel }: PasswordLinkFormProps) {
  const { state } = link;
  switch (state.kind) {
    case 'checking':
      return <ScreenLoading />;
    case 'unanswered':
      return <FailureCallout message={state.message} onRetry={state.retry} />;
    case 'valid':
      return (
        <PasswordForm
          screen={screen}
          email={state.email}
          submitLabel={submitLabel}
          submitting={link.saving}
          failure={link.failure}
          onSubmit={(password) => void link.save(password)}
        />
      );
    case 'expired':
      return null;
  }
}
