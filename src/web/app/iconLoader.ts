import { Icons, IconSize } from '@blueprintjs/icons';
import type { IconName, IconPaths } from '@blueprintjs/icons';

type PathModule = () => Promise<{ default: IconPaths }>;

/**
 * The icons the public pages show by name (the password field's eye, the toasts). Each is fetched
 * on its own, so the sign-in page never downloads Blueprint's bundle of every icon path.
 */
const publicPageIcons: Partial<Record<IconName, PathModule>> = {
  'eye-open': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/eye-open.js'),
  'eye-off': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/eye-off.js'),
  'tick-circle': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/tick-circle.js'),
  error: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/error.js'),
  'warning-sign': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/warning-sign.js'),
  'info-sign': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/info-sign.js'),
};

/**
 * Loads an icon's paths by name: the public pages' few icons one by one; anything else through
 * Blueprint's own split-by-size loader (one chunk per grid size, fetched by the signed-in
 * workspace the first time it shows an icon).
 */
export async function loadIconPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  const single = size < IconSize.LARGE ? publicPageIcons[name] : undefined;
  if (single) return (await single()).default;
  const { splitPathsBySizeLoader } =
    await import('@blueprintjs/icons/lib/esm/paths-loaders/splitPathsBySizeLoader.js');
  return splitPathsBySizeLoader(name, size);
}

/** Makes every icon named by string (menus, kit buttons, toasts) load through loadIconPaths. */
export function installIconLoader(): void {
  Icons.setLoaderOptions({ loader: loadIconPaths });
}
