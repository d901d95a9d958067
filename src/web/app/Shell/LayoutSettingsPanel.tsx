import { Button, Classes, Drawer, DrawerSize, FormGroup, Switch } from '@blueprintjs/core';
import type { ChangeEvent } from 'react';
import { themes } from '../../../shared/layoutSettings';
import type { LayoutSettings, Theme } from '../../../shared/layoutSettings';
import { messages } from '../../../shared/messages';
import { SegmentedField, type SegmentedOption } from '../../kit/SegmentedField';
import { shellClasses } from '../shellClasses';

export interface LayoutSettingsPanelProps {
  isOpen: boolean;
  onClose: () => void;
  /** The settings in force. */
  settings: LayoutSettings;
  /** Called with the whole new settings object on every change (applied at once, saved per user). */
  onChange: (settings: LayoutSettings) => void;
}

const scaleOptions = [12, 13, 14, 15, 16].map((size) => ({ label: `${size}px`, value: String(size) }));
const inputStyleOptions: SegmentedOption<LayoutSettings['inputStyle']>[] = [
  { label: messages.shell.inputStyles.outlined, value: 'outlined' },
  { label: messages.shell.inputStyles.filled, value: 'filled' },
];
const menuModeOptions: SegmentedOption<LayoutSettings['menuMode']>[] = [
  { label: messages.shell.menuModes.static, value: 'static' },
  { label: messages.shell.menuModes.overlay, value: 'overlay' },
];

function themeLabel(theme: Theme): string {
  return theme.charAt(0).toUpperCase() + theme.slice(1);
}

/**
 * The layout settings panel of spec part 1 §2.2: component scale 12–16 px (default 14), outlined
 * or filled inputs, ripple on or off, static or overlay menu, and the colour themes.
 */
export function LayoutSettingsPanel({ isOpen, onClose, settings, onChange }: LayoutSettingsPanelProps) {
  const handleRipple = (event: ChangeEvent<HTMLInputElement>) =>
    onChange({ ...settings, ripple: event.target.checked });

  return (
    <Drawer
      isOpen={isOpen}
      onClose={onClose}
      title={messages.shell.layoutSettings}
      size={DrawerSize.SMALL}
      className={shellClasses.settingsPanel}
    >
      <div className={Classes.DRAWER_BODY}>
        <SegmentedField
          label={messages.shell.componentScale}
          options={scaleOptions}
          value={String(settings.scale)}
          onChange={(scale) => onChange({ ...settings, scale: Number(scale) })}
        />
        <SegmentedField
          label={messages.shell.inputStyle}
          options={inputStyleOptions}
          value={settings.inputStyle}
          onChange={(inputStyle) => onChange({ ...settings, inputStyle })}
        />
        <SegmentedField
          label={messages.shell.menu}
          options={menuModeOptions}
          value={settings.menuMode}
          onChange={(menuMode) => onChange({ ...settings, menuMode })}
        />
        <FormGroup>
          <Switch label={messages.shell.rippleEffect} checked={settings.ripple} onChange={handleRipple} />
        </FormGroup>
        <FormGroup label={messages.shell.theme}>
          <div className={shellClasses.themeSwatches} role="radiogroup" aria-label={messages.shell.theme}>
            {themes.map((theme) => (
              <Button
                key={theme}
                role="radio"
                aria-checked={settings.theme === theme}
                active={settings.theme === theme}
                intent={settings.theme === theme ? 'primary' : 'none'}
                variant="outlined"
                text={themeLabel(theme)}
                onClick={() => onChange({ ...settings, theme })}
              />
            ))}
          </div>
        </FormGroup>
      </div>
    </Drawer>
  );
}
