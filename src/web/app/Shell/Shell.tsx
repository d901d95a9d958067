import { Drawer, DrawerSize, Position } from '@blueprintjs/core';
import { useLayoutEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { LiveStatus } from '../../../../machines/session.machine';
import type { CurrentUser } from '../../../shared/contract/session';
import type { LayoutSettings } from '../../../shared/layoutSettings';
import { messages } from '../../../shared/messages';
import { menuFor } from '../../../shared/routes';
import { applyLayoutSettings, resetLayoutSettings } from '../applyLayoutSettings';
import { CurrentUserContext } from '../../session/currentUser';
import { simpleLayoutRoles } from '../../session/listWorkspace';
import { shellClasses } from '../shellClasses';
import { useIsDesktop } from '../useMediaQuery';
import { CommandPalette } from './CommandPalette';
import { LayoutSettingsPanel } from './LayoutSettingsPanel';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

export interface ShellProps {
  user: CurrentUser;
  settings: LayoutSettings;
  onSettingsChange: (settings: LayoutSettings) => void;
  onLogout: () => void;
  loggingOut?: boolean;
  /** The live connection's state, carried as `data-live` for whoever waits on it (QA, the browser tests). */
  live?: LiveStatus | null;
  /** The current screen. */
  children: ReactNode;
}

/**
 * The signed-in workspace: top bar, side menu filtered by the user's rights and role, the screen,
 * and the layout settings panel, whose settings it applies to the page. The menu is a static column on desktop (992 px and wider) unless
 * the user chose overlay; below the breakpoint it is always an overlay.
 */
export function Shell({
  user,
  settings,
  onSettingsChange,
  onLogout,
  loggingOut,
  live,
  children,
}: ShellProps) {
  const isDesktop = useIsDesktop();
  const [menuOpen, setMenuOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // The settings live on the root element, so portals (dialogs, menus) follow them too. Leaving the
  // workspace puts the defaults back: the sign-in page never wears someone's theme.
  useLayoutEffect(() => applyLayoutSettings(settings), [settings]);
  useLayoutEffect(() => resetLayoutSettings, []);

  const entries = useMemo(
    () => menuFor(new Set(user.rights), user.role.role_type),
    [user.rights, user.role.role_type],
  );

  const simple = simpleLayoutRoles.includes(user.role.role_type);
  const overlay = !isDesktop || settings.menuMode === 'overlay';
  const layoutClass = simple ? shellClasses.shellSimple : shellClasses.shellStaff;

  return (
    <CurrentUserContext.Provider value={user}>
      <div
        className={`${shellClasses.shell} ${layoutClass}`}
        data-layout={simple ? 'simple' : 'staff'}
        data-live={live ?? undefined}
      >
        <TopBar
          user={user}
          onOpenMenu={overlay ? () => setMenuOpen(true) : undefined}
          onOpenSettings={() => setSettingsOpen(true)}
          onLogout={onLogout}
          loggingOut={loggingOut}
        />
        <div className={shellClasses.body}>
          {overlay ? null : <SideMenu entries={entries} className={shellClasses.sideMenuStatic} />}
          <main className={shellClasses.content}>{children}</main>
        </div>
        {overlay ? (
          <Drawer
            isOpen={menuOpen}
            onClose={() => setMenuOpen(false)}
            position={Position.LEFT}
            size={DrawerSize.SMALL}
            title={messages.shell.menu}
            className={shellClasses.sideMenuDrawer}
          >
            <SideMenu entries={entries} onNavigate={() => setMenuOpen(false)} />
          </Drawer>
        ) : null}
        <LayoutSettingsPanel
          isOpen={settingsOpen}
          onClose={() => setSettingsOpen(false)}
          settings={settings}
          onChange={onSettingsChange}
        />
        <CommandPalette />
      </div>
    </CurrentUserContext.Provider>
  );
}
