import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { workspaceEndpoints as e, type PaletteResult } from '../../../src/shared/contract/workspace';
import { workspaceMessages } from '../../../src/shared/workspaceMessages';
import { userOf } from '../../../stories/shell/fixtures';
import { answering } from '../../../stories/users/fakeServer';
import { api, closeApp, openApp } from '../openApp';
import { fakeSocketModule } from './renderApp';

vi.mock('socket.io-client', () => fakeSocketModule());

afterEach(closeApp);

const P = workspaceMessages.palette;

const results: PaletteResult[] = [
  {
    kind: 'invoice',
    id: 41,
    label: '100123',
    detail: 'Acme Freight Lines · Northwind Traders',
    path: '/addnewinvoice',
    state: { id: 41 },
  },
  {
    kind: 'debtor',
    id: 3,
    label: 'Northwind Traders',
    detail: 'Acme Freight Lines',
    path: '/editdebtor',
    state: { id: 3, prospect_id: 7 },
  },
];

const handlers = {
  [e.commandPalette.path]: answering(e.commandPalette, () => ({ body: { status: true, results } })),
};

/** Opens the app on a staff screen and waits for the workspace. */
async function openWorkspace() {
  const opened = openApp('/dashboard', { user: userOf('admin'), handlers });
  await screen.findByRole('navigation', { name: 'Main menu' });
  return opened;
}

// The dashboard /home and these tests open shows its failure toast; it leaves after the last test.
describe('the command palette', () => {
  it('opens with Ctrl-K, searches as the user types, and Enter opens the first result', async () => {
    const { router } = await openWorkspace();
    await userEvent.keyboard('{Control>}k{/Control}');
    const input = await screen.findByRole('textbox', { name: P.placeholder });
    await userEvent.type(input, '1');
    expect(await screen.findByText(P.typeMore(2))).toBeInTheDocument();
    await userEvent.type(input, '001');
    const found = await screen.findByText('100123');
    expect(
      within(found.closest('li') ?? document.body).getByText(/Invoice · Acme Freight Lines/),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(api?.callsTo(e.commandPalette.path).at(-1)?.body).toEqual({ search_text: '1001' }),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/addnewinvoice'));
    expect(router.state.location.state).toEqual({ id: 41 });
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: P.placeholder })).not.toBeInTheDocument(),
    );
  });

  it('moves down the results with the arrow keys and opens a debtor with its client', async () => {
    const { router } = await openWorkspace();
    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.type(await screen.findByRole('textbox', { name: P.placeholder }), 'north');
    await screen.findByText('Northwind Traders');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/editdebtor'));
    expect(router.state.location.state).toEqual({ id: 3, prospect_id: 7 });
  });

  it('asks nothing for one character and closes with Escape', async () => {
    await openWorkspace();
    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.type(await screen.findByRole('textbox', { name: P.placeholder }), 'a');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api?.callsTo(e.commandPalette.path)).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: P.placeholder })).not.toBeInTheDocument(),
    );
  });

  it('is listed in the shortcuts dialog', async () => {
    await openWorkspace();
    await userEvent.keyboard('{Shift>}?{/Shift}');
    expect(await screen.findByText(P.hotkey)).toBeInTheDocument();
  });
});
