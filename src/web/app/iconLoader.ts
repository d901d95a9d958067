import { Icons } from '@blueprintjs/icons';

/**
 * Makes every icon named by string (menus, kit buttons, toasts) load on its own through
 * iconPaths.ts, itself fetched with the first such icon: the public pages draw theirs as
 * components and fetch neither.
 */
export function installIconLoader(): void {
  Icons.setLoaderOptions({
    loader: async (name, size) => (await import('./iconPaths')).loadIconPaths(name, size),
  });
}
