import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AddProspectPage } from '../../../src/web/features/application/AddProspectPage';
import { clearToasts } from '../../../src/web/kit/toast';
import { fakeApplicationServer } from '../../../stories/prospects/fakeApplicationServer';
import { PublicWizardStory } from '../../../stories/prospects/PublicWizardStory';
import { shellHandlers, userOf } from '../../../stories/shell/fixtures';
import type { FakeApi } from '../../../stories/shell/fakeApi';
import { installFakeServer } from '../../../stories/users/fakeServer';
import { StaffScreen } from '../../../stories/users/StaffScreen';

/** The browser's before-unload warning (spec part 1 §2.2): on the public wizard, on a changed staff step. */

let server: FakeApi | undefined;
afterEach(async () => {
  cleanup();
  server?.restore();
  await clearToasts();
});

/** Whether a reload or tab close would be held by a warning now. */
function unloadIsHeld(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('leaving the page through the browser', () => {
  it('warns on the public wizard', async () => {
    server = installFakeServer(fakeApplicationServer().handlers);
    render(<PublicWizardStory address="/registernow" />);
    await screen.findByRole('form', { name: 'Business Information' });
    expect(unloadIsHeld()).toBe(true);
  });

  it('warns on the staff Profile tab only once the step has changed', async () => {
    const admin = userOf('admin');
    const application = fakeApplicationServer([], { staff: true, sensitive: true });
    server = installFakeServer({ ...shellHandlers(admin), ...application.handlers });
    render(
      <StaffScreen
        user={admin}
        path="/addprospect"
        routes={[{ path: '/addprospect', element: <AddProspectPage /> }]}
      />,
    );
    await screen.findByRole('form', { name: 'Business Information' });
    expect(unloadIsHeld()).toBe(false);
    await userEvent.type(screen.getByRole('textbox', { name: 'Business Name' }), 'Harbor');
    expect(unloadIsHeld()).toBe(true);
  });
});
