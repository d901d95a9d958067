import { Button, HotkeysProvider, NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import type { CurrentUser } from '../../../shared/contract/session';
import { messages } from '../../../shared/messages';
import { CurrencyDisplay } from '../../features/settings-tiles/shared';
import { ConfirmHost } from '../../kit/ConfirmHost';
import { useGetUserDetailsQuery, useLogoutMutation } from '../../session/sessionApi';
import { useSessionKeeper } from '../../session/useSessionKeeper';
import { AppStoreProvider } from '../AppStoreProvider';
import { ScreenLoading } from '../ScreenLoading';
import { Shell } from './Shell';
import { useLayoutSettings } from './useLayoutSettings';

interface SignedInWorkspaceProps {
  user: CurrentUser;
}

/** The workspace once the user is known: session keeping, layout settings, the currency display, the shell. */
function SignedInWorkspace({ user }: SignedInWorkspaceProps) {
  // The keeper refreshes the token every 30 s check and runs the live connection (its `connect`
  // actor is useLiveConnection), both for as long as the workspace is mounted.
  const keeper = useSessionKeeper();
  const [settings, setSettings] = useLayoutSettings(user.layout_settings);
  const [logout] = useLogoutMutation();
  const [loggingOut, setLoggingOut] = useState(false);

  const handleLogout = async () => {
    setLoggingOut(true);
    try {
      await logout().unwrap();
    } catch {
      // The session ends here either way; the server forgets it when the token runs out.
    }
    // Clears storage and cookies and reloads to '/'.
    keeper.signOut();
  };

  return (
    <HotkeysProvider>
      <Shell
        user={user}
        settings={settings}
        onSettingsChange={setSettings}
        onLogout={() => void handleLogout()}
        loggingOut={loggingOut}
        live={keeper.live}
      >
        <CurrencyDisplay>
          <Outlet />
        </CurrencyDisplay>
      </Shell>
      <ConfirmHost />
    </HotkeysProvider>
  );
}

/**
 * Everything behind the sign-in (one lazy chunk, with the data layer): fetches
 * user/get_user_details, then mounts the workspace. A 401/403 is handled by the base api (storage
 * cleared, app reloaded to '/').
 */
export function SignedInArea() {
  return (
    <AppStoreProvider>
      <SignedInUser />
    </AppStoreProvider>
  );
}

function SignedInUser() {
  const { data, error, isLoading, refetch } = useGetUserDetailsQuery();
  if (data) return <SignedInWorkspace key={data.user.id} user={data.user} />;
  if (isLoading || !error) return <ScreenLoading />;
  return (
    <NonIdealState
      icon="error"
      title={messages.titles.error}
      description={messages.generic.failure}
      action={<Button intent="primary" text={messages.common.tryAgain} onClick={() => void refetch()} />}
    />
  );
}
