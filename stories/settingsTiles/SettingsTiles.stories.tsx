import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { CurrentUser } from '../../src/shared/contract/session';
import {
  defaultFieldSettings,
  defaultFlagAlertSettings,
  settingsTilesEndpoints as e,
} from '../../src/shared/contract/settingsTiles';
import { settingsTilesMessages as M } from '../../src/shared/messages/settingsTiles';
import { FieldSettingsPage, FlagAlertsPage } from '../../src/web/features/settings-tiles';
import type { FakeHandler } from '../shell/fakeApi';
import { userOf } from '../shell/fixtures';
import { findToast } from '../kit/findToast';
import { staffScreenServer } from '../staffScreenStory';
import { answering } from '../users/fakeServer';
import { StaffScreen, type StaffRoute } from '../users/StaffScreen';

const routes: StaffRoute[] = [
  { path: '/flagalerts', element: <FlagAlertsPage /> },
  { path: '/fieldsettings', element: <FieldSettingsPage /> },
];
const me: CurrentUser = userOf('admin');

function tileHandlers(): Record<string, FakeHandler> {
  return {
    'settings/flag_alerts': () => ({ body: { status: true, flag_alerts: defaultFlagAlertSettings } }),
    'settings/save_flag_alerts': answering(e.saveFlagAlerts, () => ({
      body: { status: true, message: M.saved(M.flagAlerts.title) },
    })),
    'settings/fields': () => ({ body: { status: true, fields: defaultFieldSettings } }),
    'settings/save_fields': answering(e.saveFieldSettings, () => ({
      body: { status: true, message: M.saved(M.fields.title) },
    })),
  };
}

const server = staffScreenServer(tileHandlers);
const { lastBody, callsTo } = server;

const meta = {
  title: 'SettingsTiles/SettingsTiles',
  component: StaffScreen,
  args: { user: me, path: '/flagalerts', routes },
  parameters: { layout: 'fullscreen' },
  beforeEach: server.beforeEach,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin raises the concentration threshold; a percentage over 100 is refused before sending. */
export const FlagAlertThresholds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const concentration = await canvas.findByRole('textbox', { name: M.flagAlerts.concentration });
    await expect(concentration).toHaveValue('25');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();

    await userEvent.clear(concentration);
    await userEvent.type(concentration, '150');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(M.flagAlerts.concentrationInvalid)).toBeInTheDocument();
    await expect(callsTo('settings/save_flag_alerts')).toHaveLength(0);

    await userEvent.clear(concentration);
    await userEvent.type(concentration, '40');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await findToast(M.saved(M.flagAlerts.title))).toBeInTheDocument();
    await expect(lastBody('settings/save_flag_alerts')).toEqual({
      flag_alerts: { ...defaultFlagAlertSettings, concentration_pct: 40 },
    });
  },
};

/** An admin hides the debtor's fax; the switch list sends the hidden keys. */
export const HideAnOptionalField: Story = {
  args: { path: '/fieldsettings' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fax = await canvas.findByRole('checkbox', { name: 'Debtor: fax' });
    await expect(fax).toBeChecked();
    await userEvent.click(fax);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await findToast(M.saved(M.fields.title))).toBeInTheDocument();
    await waitFor(() =>
      expect(lastBody('settings/save_fields')).toEqual({ fields: { hidden: ['debtor_fax'] } }),
    );
  },
};
