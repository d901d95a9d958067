import { createContext } from 'react';

/**
 * How the data layer tells the root layout the admin's input-guards setting: the root renders
 * before the store exists (the sign-in page loads it only once the visitor acts), so it keeps the
 * guards on, as the spec has them, until told otherwise.
 */
export const InputGuardsSettingContext = createContext<(enabled: boolean) => void>(() => undefined);
