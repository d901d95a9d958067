import { lazy, Suspense, useMemo, useState } from 'react';
import { useHotkeys } from '@blueprintjs/core';
import { workspaceMessages } from '../../../shared/workspaceMessages';

// The omnibar and its search come with the first Ctrl/Cmd-K, not with every page.
const PaletteSearch = lazy(() => import('./PaletteSearch').then((m) => ({ default: m.PaletteSearch })));

/**
 * The command palette (Ctrl/Cmd-K, listed in the `?` shortcuts dialog): jumps to a client, debtor,
 * invoice number or schedule number found by the server within the caller's rights and scope.
 */
export function CommandPalette() {
  const [isOpen, setOpen] = useState(false);
  const hotkeys = useMemo(
    () => [
      {
        combo: 'mod+k',
        label: workspaceMessages.palette.hotkey,
        global: true,
        allowInInput: true,
        preventDefault: true,
        onKeyDown: () => setOpen((open) => !open),
      },
    ],
    [],
  );
  useHotkeys(hotkeys);
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <PaletteSearch onClose={() => setOpen(false)} />
    </Suspense>
  );
}
