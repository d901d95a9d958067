import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportEndpoints } from '../../../src/shared/contract/reports';
import { messages } from '../../../src/shared/messages';
import { reportWords } from '../../../src/shared/messages/reportPages';
import { findRoute, isBuilt } from '../../../src/shared/routes';
import { reportHandlers, viewOnlyStaff } from '../../../stories/reports/reports.fixtures';
import { userOf } from '../../../stories/shell/fixtures';
import { api, closeApp, openApp } from '../openApp';
import { fakeSocketModule } from '../shell/renderApp';

vi.mock('socket.io-client', () => fakeSocketModule());

afterEach(closeApp);

const M = reportWords;

/** Critical and serious axe violations on the page (contrast is the browser suite's: jsdom lays nothing out). */
async function blockingViolations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  return result.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id} at ${node.target.join(' ')}`));
}

describe('the report routes in the app', () => {
  it('are built', () => {
    for (const path of ['/reports', '/reportindex']) {
      const route = findRoute(path);
      expect(route && isBuilt(route), path).toBe(true);
    }
  });

  it('open a shared link to a report, which runs with the filters chosen', async () => {
    const admin = userOf('admin');
    const { router } = openApp('/reportindex?report=debtor_aging', {
      user: admin,
      handlers: reportHandlers(admin),
    });
    const trail = await screen.findByRole(
      'navigation',
      { name: messages.common.breadcrumb },
      { timeout: 8000 },
    );
    expect(within(trail).getByText('Debtor Aging')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: M.run }));
    await screen.findByRole('table', { name: M.grid('Debtor Aging') });
    expect(api?.callsTo(reportEndpoints.fetch.path).at(-1)?.body).toMatchObject({ report: 'debtor_aging' });
    expect(router.state.location.search).toBe('?report=debtor_aging');
    expect(await blockingViolations()).toEqual([]);
  });

  it('show a client its cards in the plain layout, with nothing axe calls serious', async () => {
    const client = userOf('client');
    openApp('/reports', { user: client, handlers: reportHandlers(client) });
    await screen.findByRole('link', { name: 'Debtor Aging' }, { timeout: 8000 });
    expect(await blockingViolations()).toEqual([]);
  });

  it('lead back to the list for a report the user may not view', async () => {
    openApp('/reportindex?report=transactions', {
      user: viewOnlyStaff,
      handlers: reportHandlers(viewOnlyStaff),
    });
    expect(await screen.findByText(M.unknownReport, undefined, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: M.backToReports }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Debtor Aging' })).toBeInTheDocument());
  });
});
