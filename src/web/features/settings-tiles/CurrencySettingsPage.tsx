import { useState } from 'react';
import {
  currencyCodes,
  currencyLocales,
  defaultCurrencySettings,
  thousandsSeparators,
  type CurrencySettings,
} from '../../../shared/contract/settingsTiles';
import { formatWithCurrencySettings } from '../../../shared/currencyDisplay';
import { settingsTilesMessages as M } from '../../../shared/messages/settingsTiles';
import { FactList } from '../../kit/FactList';
import { SegmentedField } from '../../kit/SegmentedField';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { useHeldRights } from '../../session/currentUser';
import { useCurrencySettingsQuery, useSaveCurrencyMutation } from './api';
import { TileScreen } from './TileScreen';

const separatorLabel: Record<(typeof thousandsSeparators)[number], string> = {
  ',': 'Comma',
  '.': 'Dot',
  ' ': 'Space',
  '': 'None',
};

/** Currency Settings (docs/decisions/0041): how amounts are displayed. */
export function CurrencySettingsPage() {
  const held = useHeldRights();
  const { data } = useCurrencySettingsQuery({});
  const [save, { isLoading }] = useSaveCurrencyMutation();
  const [edited, setEdited] = useState<CurrencySettings | null>(null);
  const form = edited ?? data?.currency ?? defaultCurrencySettings;
  const change = (patch: Partial<CurrencySettings>) => setEdited({ ...form, ...patch });

  const submit = () =>
    save({ currency: form })
      .unwrap()
      .then((answer) => {
        setEdited(null);
        return toastSuccess(M.currency.title, answer.message);
      })
      .catch((failure: unknown) => toastFromError(failure));

  return (
    <TileScreen
      title={M.currency.title}
      description={M.currency.description}
      ready={data !== undefined}
      canSave={edited !== null && held.has('change_settings')}
      saving={isLoading}
      onSave={() => void submit()}
    >
      <SegmentedField
        label={M.currency.code}
        options={currencyCodes.map((code) => ({ label: code, value: code }))}
        value={form.code}
        onChange={(code) => change({ code })}
      />
      <SegmentedField
        label={M.currency.decimals}
        options={['0', '1', '2', '3', '4'].map((n) => ({ label: n, value: n }))}
        value={String(form.decimals)}
        onChange={(decimals) => change({ decimals: Number(decimals) })}
      />
      <SegmentedField
        label={M.currency.locale}
        options={currencyLocales.map((locale) => ({ label: locale, value: locale }))}
        value={form.locale}
        onChange={(locale) => change({ locale })}
      />
      <SegmentedField
        label={M.currency.symbolPosition}
        options={[
          { label: M.currency.before, value: 'before' as const },
          { label: M.currency.after, value: 'after' as const },
        ]}
        value={form.symbol_position}
        onChange={(symbol_position) => change({ symbol_position })}
      />
      <SegmentedField
        label={M.currency.thousandsSeparator}
        options={thousandsSeparators.map((sep) => ({ label: separatorLabel[sep], value: sep }))}
        value={form.thousands_separator}
        onChange={(thousands_separator) => change({ thousands_separator })}
      />
      <FactList
        facts={[{ label: M.currency.example, value: formatWithCurrencySettings('1234567.5', form) }]}
      />
    </TileScreen>
  );
}
