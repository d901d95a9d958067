import type { IconName } from '@blueprintjs/core';
import { messages } from '../../../shared/messages';
import type { RightId } from '../../../shared/rights';
import { findRoute } from '../../../shared/routes';

export interface SettingsTile {
  title: string;
  icon: IconName;
  /** The first required right of the tile's item: the tile shows only to holders (spec part 3 §2). */
  right: RightId;
  /** The screen it opens. */
  path: string;
}

const [
  fieldSettings,
  themeSettings,
  flagAlerts,
  exceptionTracking,
  currencySettings,
  debtorScoring,
  policies,
  announcements,
] = messages.settings.tiles;

/** The first required right of a route in the route table, else the settings view right. */
function firstRequiredRight(path: string): RightId {
  return findRoute(path)?.required[0] ?? 'view_settings';
}

/**
 * The tiles of /settings in the spec's order. The first six have neither route nor right in the
 * spec: their screens are ours (docs/decisions/0038 to 0043 and 0047), under the settings view
 * right, but Exception Tracking, which reads the audit trail, under its right (admins).
 */
export const settingsTiles: readonly SettingsTile[] = [
  { title: fieldSettings, icon: 'form', right: firstRequiredRight('/fieldsettings'), path: '/fieldsettings' },
  {
    title: themeSettings,
    icon: 'style',
    right: firstRequiredRight('/themesettings'),
    path: '/themesettings',
  },
  { title: flagAlerts, icon: 'flag', right: firstRequiredRight('/flagalerts'), path: '/flagalerts' },
  {
    title: exceptionTracking,
    icon: 'warning-sign',
    right: firstRequiredRight('/exceptiontracking'),
    path: '/exceptiontracking',
  },
  {
    title: currencySettings,
    icon: 'dollar',
    right: firstRequiredRight('/currencysettings'),
    path: '/currencysettings',
  },
  {
    title: debtorScoring,
    icon: 'timeline-bar-chart',
    right: firstRequiredRight('/debtorscoring'),
    path: '/debtorscoring',
  },
  { title: policies, icon: 'manual', right: firstRequiredRight('/policies'), path: '/policies' },
  {
    title: announcements,
    icon: 'volume-up',
    right: firstRequiredRight('/annoucements'),
    path: '/annoucements',
  },
];

/** The tiles a user sees for a search text: those whose right is held and whose name matches. */
export function visibleTiles(held: ReadonlySet<string>, search: string): SettingsTile[] {
  const needle = search.trim().toLowerCase();
  return settingsTiles.filter((tile) => held.has(tile.right) && tile.title.toLowerCase().includes(needle));
}
