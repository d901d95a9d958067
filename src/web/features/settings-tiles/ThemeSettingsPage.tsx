import { useEffect, useState } from 'react';
import { FormGroup, Switch } from '@blueprintjs/core';
import { themes, type LayoutSettings } from '../../../shared/layoutSettings';
import { messages } from '../../../shared/messages';
import { settingsTilesMessages as M } from '../../../shared/messages/settingsTiles';
import { applyLayoutSettings } from '../../app/applyLayoutSettings';
import { SegmentedField } from '../../kit/SegmentedField';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { useCurrentUser } from '../../session/currentUser';
import { useSaveLayoutSettingsMutation } from '../../session/sessionApi';
import { TileScreen } from './TileScreen';

const themeLabel = (theme: string) => theme.charAt(0).toUpperCase() + theme.slice(1);

/**
 * Theme Settings (docs/decisions/0040): the layout settings of spec part 1 §2.2 on a screen of
 * their own, previewed at once and saved for the signed-in user alone.
 */
export function ThemeSettingsPage() {
  const user = useCurrentUser();
  const [save, { isLoading }] = useSaveLayoutSettingsMutation();
  const [saved, setSaved] = useState<LayoutSettings>(user.layout_settings);
  const [form, setForm] = useState<LayoutSettings>(user.layout_settings);
  // The preview: the page takes the settings being chosen; leaving unsaved puts the saved ones back.
  useEffect(() => applyLayoutSettings(form), [form]);
  useEffect(() => () => applyLayoutSettings(saved), [saved]);
  const change = (patch: Partial<LayoutSettings>) => setForm({ ...form, ...patch });

  const submit = () =>
    save({ layout_settings: form })
      .unwrap()
      .then((answer) => {
        setSaved(form);
        return toastSuccess(M.theme.title, answer.message);
      })
      .catch((failure: unknown) => toastFromError(failure));

  return (
    <TileScreen
      title={M.theme.title}
      description={M.theme.description}
      ready
      canSave={JSON.stringify(form) !== JSON.stringify(saved)}
      saving={isLoading}
      onSave={() => void submit()}
    >
      <SegmentedField
        label={messages.shell.componentScale}
        options={[12, 13, 14, 15, 16].map((size) => ({ label: `${size}px`, value: String(size) }))}
        value={String(form.scale)}
        onChange={(scale) => change({ scale: Number(scale) })}
      />
      <SegmentedField
        label={messages.shell.inputStyle}
        options={[
          { label: messages.shell.inputStyles.outlined, value: 'outlined' as const },
          { label: messages.shell.inputStyles.filled, value: 'filled' as const },
        ]}
        value={form.inputStyle}
        onChange={(inputStyle) => change({ inputStyle })}
      />
      <SegmentedField
        label={messages.shell.menu}
        options={[
          { label: messages.shell.menuModes.static, value: 'static' as const },
          { label: messages.shell.menuModes.overlay, value: 'overlay' as const },
        ]}
        value={form.menuMode}
        onChange={(menuMode) => change({ menuMode })}
      />
      <FormGroup>
        <Switch
          label={messages.shell.rippleEffect}
          checked={form.ripple}
          onChange={(event) => change({ ripple: event.currentTarget.checked })}
        />
      </FormGroup>
      <SegmentedField
        label={messages.shell.theme}
        options={themes.map((theme) => ({ label: themeLabel(theme), value: theme }))}
        value={form.theme}
        onChange={(theme) => change({ theme })}
      />
    </TileScreen>
  );
}
