import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { OneTimeTokenSchema } from '../../../shared/validation/password';
import { serverMessageOf } from '../../api/serverMessage';
import { toastSuccess } from '../../kit/toast';
import { useSavePasswordMutation, useValidatePasswordLinkQuery } from './api';
import { isRefusal, unansweredMessage } from './signInError';

export type PasswordLinkState =
  | { kind: 'checking' }
  /** The link is malformed, used or expired. */
  | { kind: 'expired' }
  /** The check got no usable answer; `retry` asks again. */
  | { kind: 'unanswered'; message: string; retry: () => void }
  | { kind: 'valid'; email: string };

/** A checked link and its save, as `usePasswordLink` hands them to a screen. */
export type PasswordLink = ReturnType<typeof usePasswordLink>;

/**
 * A one-time password link, checked with user/validate_password_url before the form shows, and
 * its save: on success the user goes to /login with a toast.
 */
export function usePasswordLink(token: string, toastTitle: string) {
  const navigate = useNavigate();
  const wellFormed = OneTimeTokenSchema.safeParse(token).success;
  const check = useValidatePasswordLinkQuery({ token }, { skip: !wellFormed });
  const [savePassword, { isLoading: saving }] = useSavePasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);

  let state: PasswordLinkState;
  if (!wellFormed) state = { kind: 'expired' };
  else if (check.data) state = { kind: 'valid', email: check.data.email };
  else if (check.isError && isRefusal(check.error)) state = { kind: 'expired' };
  else if (check.isError)
    state = {
      kind: 'unanswered',
      message: unansweredMessage(check.error),
      retry: () => void check.refetch(),
    };
  else state = { kind: 'checking' };

  const save = async (password: string) => {
    setFailure(null);
    try {
      const answer = await savePassword({ token, password }).unwrap();
      void toastSuccess(toastTitle, answer.message);
      navigate('/login', { replace: true });
    } catch (error) {
      setFailure(serverMessageOf(error) ?? unansweredMessage(error));
    }
  };

  return { state, save, saving, failure };
}
