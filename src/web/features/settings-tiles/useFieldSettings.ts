import type { OptionalFieldKey } from '../../../shared/contract/settingsTiles';
import { useFieldSettingsQuery } from './api';

/**
 * Whether an optional field of the catalogue shows on its form (docs/decisions/0042). Every field
 * shows until the settings are known, and when they cannot be read. A hidden field keeps its value
 * in the form: a new record sends it empty, an existing one keeps what is stored.
 */
export function useFieldSettings(): (field: OptionalFieldKey) => boolean {
  const { data } = useFieldSettingsQuery();
  const hidden = data?.fields.hidden ?? [];
  return (field) => !hidden.includes(field);
}
