import { IconSize } from '@blueprintjs/icons';
import type { IconName, IconPaths } from '@blueprintjs/icons';

type PathModules = Record<string, () => Promise<IconPaths>>;

/**
 * Every Blueprint icon's paths as a module of its own, per grid size: the build makes each a tiny
 * chunk, and a page fetches only the icons it shows (Blueprint's own loaders fetch every icon of a
 * size at once, some 100 KB compressed). The patterns are literal because the build reads them.
 */
const standardPaths: PathModules = import.meta.glob<IconPaths>(
  ['/node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/*.js', '!**/index.js'],
  { import: 'default', base: '/node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/' },
);
const largePaths: PathModules = import.meta.glob<IconPaths>(
  ['/node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/*.js', '!**/index.js'],
  { import: 'default', base: '/node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/' },
);

/** Icon name → its paths module ('./eye-open.js' → 'eye-open'). */
function byName(modules: PathModules): ReadonlyMap<string, () => Promise<IconPaths>> {
  return new Map(Object.entries(modules).map(([path, load]) => [path.replace(/^.*\/|\.js$/g, ''), load]));
}

const standardByName = byName(standardPaths);
const largeByName = byName(largePaths);

/** One icon's paths on the grid Blueprint draws it on (16px below IconSize.LARGE, else 20px). */
export async function loadIconPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  const load = (size < IconSize.LARGE ? standardByName : largeByName).get(name);
  if (!load) throw new Error(`Blueprint has no icon named '${name}'.`);
  return load();
}
