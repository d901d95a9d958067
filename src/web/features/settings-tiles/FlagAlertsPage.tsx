import { useState } from 'react';
import { FormGroup, Switch } from '@blueprintjs/core';
import {
  defaultFlagAlertSettings,
  FlagAlertSettingsSchema,
  type FlagAlertSettings,
} from '../../../shared/contract/settingsTiles';
import { settingsTilesMessages as M } from '../../../shared/messages/settingsTiles';
import { TextField } from '../../kit/TextField';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { useHeldRights } from '../../session/currentUser';
import { useFlagAlertsQuery, useSaveFlagAlertsMutation } from './api';
import { TileScreen } from './TileScreen';

const numberText = (value: number | null) => (value === null ? '' : String(value));
const textNumber = (text: string) => (text.trim() === '' ? null : Number(text));

/** Flag Alerts (docs/decisions/0039): the thresholds that ring staff bells. */
export function FlagAlertsPage() {
  const held = useHeldRights();
  const { data } = useFlagAlertsQuery({});
  const [save, { isLoading }] = useSaveFlagAlertsMutation();
  const stored = data?.flag_alerts ?? defaultFlagAlertSettings;
  const [edited, setEdited] = useState<{ concentration: string; aging: string; overLimit: boolean } | null>(
    null,
  );
  const form = edited ?? {
    concentration: numberText(stored.concentration_pct),
    aging: numberText(stored.aging_days),
    overLimit: stored.over_limit,
  };
  const [errors, setErrors] = useState<Partial<Record<keyof FlagAlertSettings, string>>>({});

  const submit = () => {
    const checked = FlagAlertSettingsSchema.safeParse({
      concentration_pct: textNumber(form.concentration),
      over_limit: form.overLimit,
      aging_days: textNumber(form.aging),
    });
    if (!checked.success) {
      const next: Partial<Record<keyof FlagAlertSettings, string>> = {};
      for (const issue of checked.error.issues)
        next[issue.path[0] as keyof FlagAlertSettings] = issue.message;
      if (next.concentration_pct) next.concentration_pct = M.flagAlerts.concentrationInvalid;
      if (next.aging_days) next.aging_days = M.flagAlerts.agingInvalid;
      setErrors(next);
      return;
    }
    save({ flag_alerts: checked.data })
      .unwrap()
      .then((answer) => {
        setEdited(null);
        return toastSuccess(M.flagAlerts.title, answer.message);
      })
      .catch((failure: unknown) => toastFromError(failure));
  };

  return (
    <TileScreen
      title={M.flagAlerts.title}
      description={M.flagAlerts.description}
      ready={data !== undefined}
      canSave={edited !== null && held.has('change_settings')}
      saving={isLoading}
      onSave={submit}
    >
      <TextField
        label={M.flagAlerts.concentration}
        name="concentration_pct"
        inputMode="numeric"
        maxLength={3}
        value={form.concentration}
        onChange={(concentration) => {
          setEdited({ ...form, concentration });
          setErrors({});
        }}
        error={errors.concentration_pct}
      />
      <FormGroup>
        <Switch
          label={M.flagAlerts.overLimit}
          checked={form.overLimit}
          onChange={(event) => setEdited({ ...form, overLimit: event.currentTarget.checked })}
        />
      </FormGroup>
      <TextField
        label={M.flagAlerts.agingDays}
        name="aging_days"
        inputMode="numeric"
        maxLength={3}
        value={form.aging}
        onChange={(aging) => {
          setEdited({ ...form, aging });
          setErrors({});
        }}
        error={errors.aging_days}
      />
    </TileScreen>
  );
}
