import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { messages } from '../../../shared/messages';
import { SignInSchema } from '../../../shared/validation/signIn';
import { AppStoreProvider } from '../../app/AppStoreProvider';
import { hasLiveToken } from '../../app/guards/guardRules';
import type { AppDispatch } from '../../app/store';
import { serverMessageOf } from '../../api/serverMessage';
import { sessionApi, useLoginMutation } from '../../session/sessionApi';
import { tokenStorage } from '../../session/tokenStorage';
import type { SignInLogic } from './signInLogic';
import { signInErrorMessage } from './signInError';

export interface SignInLogicHostProps {
  /** Receives the logic once the data layer is in place. */
  onReady: (logic: SignInLogic) => void;
}

function SignInLogicSource({ onReady }: SignInLogicHostProps) {
  const dispatch = useDispatch<AppDispatch>();
  const [login] = useLoginMutation();

  useEffect(() => {
    onReady({
      schema: SignInSchema,
      signIn: async (credentials) => {
        // A token left over from an expired session would make a refused sign-in look like a lost session.
        if (tokenStorage.read() && !hasLiveToken()) tokenStorage.clearAll();
        try {
          const answer = await login(credentials).unwrap();
          tokenStorage.write(answer.access_token, answer.expires_at);
        } catch (error) {
          return signInErrorMessage(error);
        }
        const details = dispatch(
          sessionApi.endpoints.getUserDetails.initiate(undefined, { forceRefetch: true }),
        );
        try {
          await details.unwrap();
          return null;
        } catch (error) {
          tokenStorage.clearAll();
          return serverMessageOf(error) ?? messages.generic.failure;
        } finally {
          details.unsubscribe();
        }
      },
    });
  }, [dispatch, login, onReady]);
  return null;
}

/** The sign-in page's logic under the data layer; renders nothing. */
export function SignInLogicHost({ onReady }: SignInLogicHostProps) {
  return (
    <AppStoreProvider>
      <SignInLogicSource onReady={onReady} />
    </AppStoreProvider>
  );
}
