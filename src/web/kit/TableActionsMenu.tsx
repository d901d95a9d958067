import { Menu, MenuItem } from '@blueprintjs/core';
import { MenuButton } from './MenuButton';
import type { TableAction } from './tableTypes';
import { messages } from '../../shared/messages';
import { workspaceText } from './workspaceText';

export interface TableActionsMenuProps<Row> {
  /** Every action the list offers; those whose right the user lacks are not shown. */
  actions: readonly TableAction<Row>[];
  /** The rights the signed-in user holds. */
  heldRights: ReadonlySet<string>;
  /** The rows selected now; passed to `enabled` and `onSelect`. */
  selected: readonly Row[];
}

/** Whether a user holding `held` may see an action guarded by `right` (any one of several suffices). */
export function holdsRight(held: ReadonlySet<string>, right: TableAction<unknown>['right']): boolean {
  if (right === undefined) return true;
  const needed: readonly string[] = typeof right === 'string' ? [right] : right;
  return needed.some((r) => held.has(r));
}

/**
 * The menu of a list's row-set actions, labelled with how many rows are selected ('Actions
 * (2 selected)'); renders nothing when the user may use none.
 */
export function TableActionsMenu<Row>({ actions, heldRights, selected }: TableActionsMenuProps<Row>) {
  const permitted = actions.filter((action) => holdsRight(heldRights, action.right));
  if (permitted.length === 0) return null;
  const menu = (
    <Menu aria-label={messages.common.actions}>
      {permitted.map((action) => (
        <MenuItem
          key={action.id}
          text={action.label}
          icon={action.icon}
          intent={action.intent}
          disabled={action.enabled ? !action.enabled(selected) : false}
          onClick={() => action.onSelect(selected)}
        />
      ))}
    </Menu>
  );
  return (
    <MenuButton
      menu={menu}
      icon="more"
      variant="minimal"
      text={workspaceText.actionsSelected(messages.common.actions, selected.length)}
    />
  );
}
