import { IconNames } from '@blueprintjs/icons';
import type { IconName } from '@blueprintjs/icons';

const knownIcons: ReadonlySet<string> = new Set<string>(Object.values(IconNames));

/**
 * The route table names icons as plain strings; Blueprint loads an icon by name on demand (its
 * paths live in a separate lazily fetched chunk). An unknown name shows no icon rather than an error.
 */
export function menuIcon(name: string): IconName | undefined {
  return knownIcons.has(name) ? (name as IconName) : undefined;
}
