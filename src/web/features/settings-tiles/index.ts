/** The settings tiles' screens (docs/decisions/0038 to 0043), loaded lazily by the router. */
export { FlagAlertsPage } from './FlagAlertsPage';
export { CurrencySettingsPage } from './CurrencySettingsPage';
export { FieldSettingsPage } from './FieldSettingsPage';
export { DebtorScoringPage } from './DebtorScoringPage';
export { ThemeSettingsPage } from './ThemeSettingsPage';
