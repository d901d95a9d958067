import { useState } from 'react';
import { FormGroup, Switch } from '@blueprintjs/core';
import {
  defaultFieldSettings,
  optionalFields,
  type OptionalFieldKey,
} from '../../../shared/contract/settingsTiles';
import { settingsTilesMessages as M } from '../../../shared/messages/settingsTiles';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { useHeldRights } from '../../session/currentUser';
import { useFieldSettingsQuery, useSaveFieldSettingsMutation } from './api';
import { TileScreen } from './TileScreen';

/** Field Settings (docs/decisions/0042): show or hide each optional field of the catalogue. */
export function FieldSettingsPage() {
  const held = useHeldRights();
  const { data } = useFieldSettingsQuery({});
  const [save, { isLoading }] = useSaveFieldSettingsMutation();
  const [edited, setEdited] = useState<readonly OptionalFieldKey[] | null>(null);
  const hidden = new Set(edited ?? data?.fields.hidden ?? defaultFieldSettings.hidden);

  const toggle = (key: OptionalFieldKey, shown: boolean) => {
    const next = new Set(hidden);
    if (shown) next.delete(key);
    else next.add(key);
    setEdited([...next]);
  };

  const submit = () =>
    save({ fields: { hidden: [...hidden] } })
      .unwrap()
      .then((answer) => {
        setEdited(null);
        return toastSuccess(M.fields.title, answer.message);
      })
      .catch((failure: unknown) => toastFromError(failure));

  return (
    <TileScreen
      title={M.fields.title}
      description={M.fields.description}
      ready={data !== undefined}
      canSave={edited !== null && held.has('change_settings')}
      saving={isLoading}
      onSave={() => void submit()}
    >
      <FormGroup>
        {optionalFields.map((field) => (
          <Switch
            key={field.key}
            label={field.label}
            checked={!hidden.has(field.key)}
            onChange={(event) => toggle(field.key, event.currentTarget.checked)}
          />
        ))}
      </FormGroup>
    </TileScreen>
  );
}
