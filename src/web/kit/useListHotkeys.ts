import { useLayoutEffect, useMemo, useRef, type KeyboardEventHandler } from 'react';
import { useHotkeys, type HotkeyConfig } from '@blueprintjs/core';
import { workspaceText } from './workspaceText';

export interface ListHotkeys {
  /** Whether the keys act (the workspace layout with rows). */
  enabled: boolean;
  /** Moves the active row by `step` rows from `from` (the focused row, when a row has the focus). */
  move: (step: 1 | -1, from: number | undefined) => void;
  /** Enter: opens the detail of row `at` (the focused row) or of the active row. */
  open: (at: number | undefined) => void;
  /** Escape: closes the detail panel. */
  close: () => void;
}

/**
 * The workspace's keys while a list row has the focus: arrows move the active row, Enter opens its
 * panel, Escape closes it. Registered with Blueprint's hotkeys, so `?` lists them in the shortcuts
 * dialog of the app's HotkeysProvider.
 */
/** The index of the row the key was pressed in (its `data-index`), if any. */
function rowIndexOf(event: KeyboardEvent): number | undefined {
  const target =
    event.target instanceof HTMLElement ? event.target.closest<HTMLElement>('[data-index]') : null;
  const index = Number(target?.dataset.index);
  return target && Number.isInteger(index) ? index : undefined;
}

export function useListHotkeys(keys: ListHotkeys): KeyboardEventHandler<HTMLElement> {
  // The handlers change with every render; the registration must not (it updates the provider).
  const latest = useRef(keys);
  useLayoutEffect(() => {
    latest.current = keys;
  });
  const { enabled } = keys;
  const hotkeys = useMemo<HotkeyConfig[]>(() => {
    if (!enabled) return [];
    const common = { group: workspaceText.shortcutsGroup, preventDefault: true } as const;
    return [
      {
        ...common,
        combo: 'down',
        label: workspaceText.nextRow,
        onKeyDown: (event) => latest.current.move(1, rowIndexOf(event)),
      },
      {
        ...common,
        combo: 'up',
        label: workspaceText.previousRow,
        onKeyDown: (event) => latest.current.move(-1, rowIndexOf(event)),
      },
      {
        ...common,
        combo: 'enter',
        label: workspaceText.openRow,
        onKeyDown: (event) => latest.current.open(rowIndexOf(event)),
      },
      { ...common, combo: 'esc', label: workspaceText.closeRow, onKeyDown: () => latest.current.close() },
    ];
  }, [enabled]);
  return useHotkeys(hotkeys).handleKeyDown;
}
