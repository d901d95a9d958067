import { Menu, MenuDivider, MenuItem } from '@blueprintjs/core';
import { Fragment } from 'react';
import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { findRoute } from '../../../shared/routes';
import { messages } from '../../../shared/messages';
import type { MenuEntry, MenuItem as MenuItemDef } from '../../../shared/routes';
import { shellClasses } from '../shellClasses';
import { menuIcon } from './menuIcon';

export interface SideMenuProps {
  /** What menuFor(rights, roleType) keeps for the user, in the spec's order and groups. */
  entries: readonly MenuEntry[];
  /** Called after an item is chosen (the overlay menu closes itself with it). */
  onNavigate?: () => void;
  /** Extra class: static (sticky column) or inside the overlay drawer. */
  className?: string;
}

/** The menu path the current address belongs to: itself, or its route's parent (Add User → User Profiles). */
function activeMenuPath(pathname: string): string {
  const route = findRoute(pathname);
  return (route?.parent ?? route?.path ?? pathname).toLowerCase();
}

/** The side menu of spec part 1 §2.2: ungrouped entries and the five groups, each item a link. */
export function SideMenu({ entries, onNavigate, className }: SideMenuProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const active = activeMenuPath(location.pathname);

  const renderItem = (item: MenuItemDef) => {
    const { path } = item;
    const handleClick = (event: MouseEvent<HTMLElement>) => {
      if (!path || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      navigate(path);
      onNavigate?.();
    };
    return (
      <MenuItem
        key={path ?? item.label}
        text={item.label}
        icon={menuIcon(item.icon)}
        href={path}
        active={path !== undefined && path.toLowerCase() === active}
        disabled={item.disabled}
        title={item.disabled ? messages.shell.notAvailable(item.label) : undefined}
        onClick={handleClick}
      />
    );
  };

  return (
    <nav
      aria-label={messages.shell.mainMenu}
      className={className ? `${shellClasses.sideMenu} ${className}` : shellClasses.sideMenu}
    >
      <Menu>
        {entries.map((entry) =>
          entry.kind === 'item' ? (
            renderItem(entry)
          ) : (
            <Fragment key={entry.group}>
              <MenuDivider title={entry.label} className={shellClasses.sideMenuGroup} />
              {entry.children.map(renderItem)}
            </Fragment>
          ),
        )}
      </Menu>
    </nav>
  );
}
