import { useCallback, useState } from 'react';
import { Card, Tab, Tabs } from '@blueprintjs/core';
import { messages } from '../../../shared/messages';
import { useCurrentUser } from '../../session/currentUser';
import { PageHeader } from '../../kit/PageHeader';
import { useUnsavedChangesGuard } from '../../kit/useUnsavedChangesGuard';
import { AccountDetailsForm } from './AccountDetailsForm';
import { ChangePasswordForm } from './ChangePasswordForm';

type ProfileTab = 'account' | 'password';

/**
 * /profile (spec part 1 §2.7): the signed-in user's Account Details and Change Password tabs.
 * Both forms stay mounted while switching tabs, and leaving the page with either one changed asks first.
 */
export function ProfilePage() {
  const user = useCurrentUser();
  const [tab, setTab] = useState<ProfileTab>('account');
  const [accountDirty, setAccountDirty] = useState(false);
  const [passwordDirty, setPasswordDirty] = useState(false);
  useUnsavedChangesGuard(accountDirty || passwordDirty);

  const handleAccountDirty = useCallback((dirty: boolean) => setAccountDirty(dirty), []);
  const handlePasswordDirty = useCallback((dirty: boolean) => setPasswordDirty(dirty), []);

  return (
    <>
      <PageHeader title={messages.shell.userProfile} breadcrumbs={[{ text: messages.shell.userProfile }]} />
      <Card>
        <Tabs
          id="profile-tabs"
          selectedTabId={tab}
          onChange={(next) => setTab(next === 'password' ? 'password' : 'account')}
        >
          <Tab
            id="account"
            title={messages.profile.accountDetails}
            panel={<AccountDetailsForm user={user} onDirtyChange={handleAccountDirty} />}
          />
          <Tab
            id="password"
            title={messages.profile.changePassword}
            panel={<ChangePasswordForm onDirtyChange={handlePasswordDirty} />}
          />
        </Tabs>
      </Card>
    </>
  );
}
