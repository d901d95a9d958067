import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../src/shared/contract/session';
import { messages } from '../../../src/shared/messages';
import { debtorsHandlers } from '../../../stories/debtors/fixtures';
import { userOf } from '../../../stories/shell/fixtures';
import { api, closeApp, openApp } from '../openApp';
import { fakeSocketModule } from '../shell/renderApp';

vi.mock('socket.io-client', () => fakeSocketModule());

const L = messages.debtor.screens.labels;

const openList = (user: CurrentUser) => openApp('/debtormain', { user, handlers: debtorsHandlers(user) });

afterEach(async () => {
  await closeApp();
  vi.restoreAllMocks();
});

const rowOf = (text: string) => {
  const row = screen.getAllByText(text)[0]?.closest('tr');
  if (!row) throw new Error(`no row shows ${text}`);
  return row;
};

describe('/debtormain Score column (docs/decisions/0043)', () => {
  it("shows staff each debtor's score as debtor/fetch answers it, blank without one", async () => {
    openList(userOf('admin'));
    await screen.findByText('Lone Star Grocers');
    expect(screen.getByRole('columnheader', { name: L.score })).toBeInTheDocument();
    // The fake answers Lone Star 74 and Northwind 67 (both of its holdings), Gulf Coast none.
    const cells = (name: string) =>
      within(rowOf(name))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Lone Star Grocers')).toContain('74');
    expect(cells('Northwind Traders')).toContain('67');
    expect(cells('Gulf Coast Retail')).not.toContain('null');
    expect(api?.callsTo('debtor/fetch').length).toBeGreaterThan(0);
  });

  it('leaves the column out of the client layout, whose rows carry no score', async () => {
    openList(userOf('client'));
    await screen.findByText('Lone Star Grocers');
    expect(screen.queryByRole('columnheader', { name: L.score })).not.toBeInTheDocument();
    expect(within(rowOf('Lone Star Grocers')).queryByText('74')).not.toBeInTheDocument();
  });
});
