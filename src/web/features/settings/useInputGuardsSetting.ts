import { usePublicSettingsQuery } from './api';

/**
 * Whether the global input guards are on (paste blocked, emoji stripped, F5 blocked, back
 * neutralised). They stay on while the setting loads or cannot be read: the spec has them on.
 */
export function useInputGuardsSetting(): boolean {
  const { data } = usePublicSettingsQuery();
  return data?.input_guards ?? true;
}
