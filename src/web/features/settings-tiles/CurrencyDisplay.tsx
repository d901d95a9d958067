import { Fragment, useEffect, useMemo, type ReactNode } from 'react';
import { formatWithCurrencySettings } from '../../../shared/currencyDisplay';
import { defaultCurrencySettings } from '../../../shared/contract/settingsTiles';
import { setMoneyDisplay, type MoneyInput } from '../../../shared/money';
import { ScreenLoading } from '../../app/ScreenLoading';
import { useCurrencySettingsQuery } from './api';

/**
 * Shows every amount of the workspace as the currency settings say (docs/decisions/0041): loads
 * them once for the signed-in user and installs them in the money display (`formatUsd`). When they
 * cannot be read, amounts stay US dollars.
 */
export function CurrencyDisplay({ children }: { children: ReactNode }) {
  const { data, isLoading } = useCurrencySettingsQuery();
  const settings = data?.currency ?? defaultCurrencySettings;
  const key = JSON.stringify(settings);
  const display = useMemo(
    () =>
      key === JSON.stringify(defaultCurrencySettings)
        ? null
        : (input: MoneyInput) => formatWithCurrencySettings(input, settings),
    [key, settings],
  );
  // Installed during render, before the screen below renders with it; the same settings install
  // the same display, so rendering again changes nothing.
  setMoneyDisplay(display);
  // Installed again once mounted (a remount after a cleanup), and removed on leaving the workspace:
  // the sign-in page shows no one's settings.
  useEffect(() => {
    setMoneyDisplay(display);
    return () => setMoneyDisplay(null);
  }, [display]);
  // The screen waits for the settings (one small answer) rather than being redrawn under them once
  // they come, which would drop what the user had begun to type. Amounts are formatted while
  // rendering: settings changed later (saved on their tile) redraw the screen.
  if (isLoading) return <ScreenLoading />;
  return <Fragment key={key}>{children}</Fragment>;
}
