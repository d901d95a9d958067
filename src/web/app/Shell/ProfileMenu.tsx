import { Menu, MenuDivider, MenuItem } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import type { CurrentUser } from '../../../shared/contract/session';
import { messages } from '../../../shared/messages';
import { MenuButton } from '../../kit/MenuButton';
import { shellClasses } from '../shellClasses';

export interface ProfileMenuProps {
  user: CurrentUser;
  /** Opens the layout settings panel. */
  onOpenSettings: () => void;
  /** Signs out (user/logout, then the session ends here). */
  onLogout: () => void;
  /** While the sign-out call runs. */
  loggingOut?: boolean;
}

/** The top bar's profile menu (spec part 1 §2.2): User Profile and Logout, plus the layout settings. */
export function ProfileMenu({ user, onOpenSettings, onLogout, loggingOut = false }: ProfileMenuProps) {
  const navigate = useNavigate();
  const fullName = `${user.first_name} ${user.last_name}`.trim();
  const menu = (
    <Menu aria-label={messages.shell.profileMenu}>
      <MenuDivider title={user.role.role_name} />
      <MenuItem icon="user" text={messages.shell.userProfile} onClick={() => void navigate('/profile')} />
      <MenuItem icon="settings" text={messages.shell.layoutSettings} onClick={onOpenSettings} />
      <MenuDivider />
      <MenuItem icon="log-out" text={messages.shell.logout} disabled={loggingOut} onClick={onLogout} />
    </Menu>
  );
  return (
    <MenuButton
      menu={menu}
      variant="minimal"
      icon="user"
      endIcon="caret-down"
      aria-label={messages.shell.profileMenuFor(fullName)}
    >
      <span className={shellClasses.topBarUser}>{fullName || user.email}</span>
    </MenuButton>
  );
}
