import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { onboardingEndpoints as e } from '../../src/shared/contract/onboarding';
import { ApplicationStatusPage } from '../../src/web/features/onboarding/ApplicationStatusPage';
import { OnboardingTracker } from '../../src/web/features/onboarding/OnboardingTracker';
import type { FakeApi, FakeHandler } from '../shell/fakeApi';
import { StoryApp } from '../shell/StoryApp';
import { AppProviders } from '../../src/web/app/AppProviders';
import { makeStore } from '../../src/web/app/store';
import { answering, installFakeServer } from '../users/fakeServer';
import { draftToken, halfWay } from './fakeOnboarding';

interface OnboardingStoryProps {
  /** The staff tracker on the prospect page, or the applicant's public page at this address. */
  screen: 'tracker' | 'status';
  address?: string;
}

/** The public page opened at an address with its query (StoryApp opens a bare path). */
function StatusPageAt({ address }: { address: string }) {
  const [store] = useState(makeStore);
  const [router] = useState(() =>
    createMemoryRouter([{ path: '/applicationstatus', element: <ApplicationStatusPage /> }], {
      initialEntries: [address],
    }),
  );
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

function OnboardingStory({ screen, address = `/applicationstatus?id=${draftToken}` }: OnboardingStoryProps) {
  return screen === 'tracker' ? (
    <StoryApp path="/addprospect" element={<OnboardingTracker prospectId={12} />} />
  ) : (
    <StatusPageAt address={address} />
  );
}

let server: FakeApi | undefined;

const handlers: Record<string, FakeHandler> = {
  'prospect/onboarding': answering(e.fetchOnboarding, () => ({ body: { status: true, steps: halfWay } })),
  'prospect/onboarding/public': answering(e.fetchPublicOnboarding, ({ id }) =>
    id === draftToken
      ? { body: { status: true, steps: halfWay } }
      : { status: 404, body: { status: false, message: 'Record not found.' } },
  ),
};

const meta = {
  title: 'Prospects/Onboarding',
  component: OnboardingStory,
  args: { screen: 'tracker' },
  beforeEach: () => {
    server = installFakeServer(handlers);
    return () => server?.restore();
  },
} satisfies Meta<typeof OnboardingStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The prospect page's tracker: each step done (with its date) or not yet, as a list. */
export const Tracker: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Onboarding' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(9);
    await expect(items[3]).toHaveTextContent('Term sheet sentDone10/04/2026');
    await expect(items[5]).toHaveTextContent('Signed by BenNot yet');
    await expect(items[5]).not.toHaveTextContent('/');
    await expect(items[6]).toHaveTextContent('UnderwritingNot yet(2 of 3 tasks)');
    await expect(items[7]).toHaveTextContent('Promoted to clientNot yet');
    await expect(server?.callsTo('prospect/onboarding').at(-1)?.body).toEqual({ prospect_id: 12 });
  },
};

/** The applicant's status page by its draft token. */
export const StatusPage: Story = {
  args: { screen: 'status' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Application Status' })).toBeInTheDocument();
    await expect(await canvas.findByText('Signed by Anna')).toBeInTheDocument();
  },
};

/** A link naming no application says so plainly. */
export const StatusPageNotFound: Story = {
  args: { screen: 'status', address: '/applicationstatus?id=unknownunknownunknownunknown0000' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Application not found')).toBeInTheDocument();
  },
};

/** Without a token there is nothing to ask the server. */
export const StatusPageWithoutToken: Story = {
  args: { screen: 'status', address: '/applicationstatus' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Application not found')).toBeInTheDocument();
    await expect(server?.callsTo('prospect/onboarding/public')).toHaveLength(0);
  },
};
