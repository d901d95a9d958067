import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { CurrentUser } from '../../../shared/contract/session';
import { messages } from '../../../shared/messages';
import { InviteClientDialog } from '../../features/broker-invite/InviteClientDialog';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { shellClasses } from '../shellClasses';
import { AnnouncementBannerSlot } from '../../features/announcements/bannerSlot';
import { ProfileMenu } from './ProfileMenu';

export interface TopBarProps {
  user: CurrentUser;
  /** Present when the menu is an overlay: the button that opens it. */
  onOpenMenu?: () => void;
  onOpenSettings: () => void;
  onLogout: () => void;
  loggingOut?: boolean;
}

/**
 * The top bar of spec part 1 §2.2: the announcement banner, Invite Client (Broker role only), the
 * notification bell with its unread badge, and the profile menu.
 */
export function TopBar({ user, onOpenMenu, onOpenSettings, onLogout, loggingOut }: TopBarProps) {
  const [inviteOpen, setInviteOpen] = useState(false);
  const isBroker = user.role.role_type === 'broker';
  return (
    <header className={shellClasses.topBar}>
      {onOpenMenu ? (
        <Button variant="minimal" icon="menu" aria-label={messages.shell.openMenu} onClick={onOpenMenu} />
      ) : null}
      <Link to="/home" className={shellClasses.topBarBrand}>
        FactorDesk
      </Link>
      <div className={shellClasses.topBarBanner}>
        <AnnouncementBannerSlot />
      </div>
      <div className={shellClasses.topBarActions}>
        {isBroker ? (
          <>
            <Button
              intent="primary"
              icon="envelope"
              text={messages.shell.inviteClient}
              onClick={() => setInviteOpen(true)}
            />
            <InviteClientDialog isOpen={inviteOpen} onClose={() => setInviteOpen(false)} />
          </>
        ) : null}
        <NotificationBell />
        <ProfileMenu
          user={user}
          onOpenSettings={onOpenSettings}
          onLogout={onLogout}
          loggingOut={loggingOut}
        />
      </div>
    </header>
  );
}
