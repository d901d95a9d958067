import { Card, H3 } from '@blueprintjs/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { CurrentUser } from '../../src/shared/contract/session';
import { Shell } from '../../src/web/app/Shell/Shell';
import { installFakeApi } from './fakeApi';
import { shellHandlers, userOf } from './fixtures';
import { StoryApp } from './StoryApp';

interface ShellStoryProps {
  user: CurrentUser;
  /** Unread notifications behind the bell. */
  unread: number;
}

function Workspace({ user }: { user: CurrentUser }) {
  const [settings, setSettings] = useState(user.layout_settings);
  return (
    <Shell user={user} settings={settings} onSettingsChange={setSettings} onLogout={() => undefined}>
      <Card>
        <H3>Screen area</H3>
        <p>The current screen renders here.</p>
      </Card>
    </Shell>
  );
}

function ShellStory({ user }: ShellStoryProps) {
  return <StoryApp path="/dashboard" element={<Workspace user={user} />} />;
}

const meta = {
  title: 'Shell/Workspace',
  component: ShellStory,
  parameters: { layout: 'fullscreen' },
  args: { user: userOf('admin'), unread: 3 },
  beforeEach: ({ args }) => {
    const api = installFakeApi(shellHandlers(args.user, args.unread));
    return () => api.restore();
  },
} satisfies Meta<typeof ShellStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Staff: the dense workspace with the full side menu in the spec's groups. */
export const Staff: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await canvas.findByRole('navigation', { name: 'Main menu' });
    await expect(canvasElement.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'staff');
    for (const group of ['Management', 'Transactions', 'Credit Request', 'Underwriting', 'User Management']) {
      await expect(within(menu).getByText(group)).toBeInTheDocument();
    }
    await expect(within(menu).getByText('Prospects')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Invite Client' })).not.toBeInTheDocument();
    await expect(await canvas.findByText('3')).toBeInTheDocument();
  },
};

/** A client: the simplified layout, its own company's menu, no management or user administration. */
export const Client: Story = {
  args: { user: userOf('client'), unread: 120 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await canvas.findByRole('navigation', { name: 'Main menu' });
    await expect(canvasElement.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'simple');
    await expect(within(menu).getByText('Invoices')).toBeInTheDocument();
    await expect(within(menu).queryByText('Prospects')).not.toBeInTheDocument();
    await expect(within(menu).queryByText('User Management')).not.toBeInTheDocument();
    await expect(await canvas.findByText('99+')).toBeInTheDocument();
  },
};

/** A broker: Invite Client in the top bar; the dialog checks the address and says plainly that inviting is not available yet. */
export const BrokerInvitesClient: Story = {
  args: { user: userOf('broker'), unread: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Invite Client' }));
    await userEvent.click(await page.findByRole('button', { name: 'Invite' }));
    await expect(await page.findByText('Email To is required')).toBeInTheDocument();
    await userEvent.type(page.getByLabelText(/Email To/), 'owner@acme');
    await expect(await page.findByText('Invalid Email')).toBeInTheDocument();
    await userEvent.type(page.getByLabelText(/Email To/), '.com');
    await userEvent.click(page.getByRole('button', { name: 'Invite' }));
    await expect(await page.findByText('Invitation has been sent successfully.')).toBeInTheDocument();
  },
};

/** The layout settings panel: the dark theme and a larger scale apply to the whole page at once. */
export const LayoutSettings: Story = {
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /Profile menu/ }));
    await userEvent.click(await page.findByText('Layout Settings'));
    await userEvent.click(await page.findByRole('radio', { name: 'Dark' }));
    await userEvent.click(page.getByText('16px'));
    await expect(document.documentElement.classList.contains('fd-theme-dark')).toBe(true);
    await expect(document.documentElement.style.getPropertyValue('--fd-scale')).toBe('16px');
    await userEvent.click(page.getByRole('radio', { name: 'Light' }));
    await userEvent.click(page.getByText('14px'));
  },
};
