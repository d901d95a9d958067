import { useContext, useEffect } from 'react';
import { InputGuardsSettingContext } from '../../app/inputGuardsSettingContext';
import { useInputGuardsSetting } from './useInputGuardsSetting';

/** Passes the public input-guards setting, as the server answers it, up to the root layout. */
export function InputGuardsSettingReporter() {
  const enabled = useInputGuardsSetting();
  const report = useContext(InputGuardsSettingContext);
  useEffect(() => report(enabled), [report, enabled]);
  return null;
}
