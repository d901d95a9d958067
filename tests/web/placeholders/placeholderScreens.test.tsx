import type { ReactNode } from 'react';
import { HotkeysProvider } from '@blueprintjs/core';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { UnknownAction } from '@reduxjs/toolkit';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { placeholderLoaderMs } from '../../../src/shared/constants';
import { messages } from '../../../src/shared/messages';
import { placeholderMessages as M } from '../../../src/shared/messages/placeholders';
import { baseApi } from '../../../src/web/api/baseApi';
import { AppProviders } from '../../../src/web/app/AppProviders';
import { makeStore } from '../../../src/web/app/store';
import { BankAccountsPage } from '../../../src/web/features/placeholders/BankAccountsPage';
import { DepositsPage } from '../../../src/web/features/placeholders/DepositsPage';
import { ReceivingAccountsPage } from '../../../src/web/features/placeholders/ReceivingAccountsPage';
import { clearToasts } from '../../../src/web/kit/toast';
import { CurrentUserContext } from '../../../src/web/session/currentUser';
import { selectTrigger } from '../../../stories/kit/selectTrigger';
import { userOf } from '../../../stories/shell/fixtures';

/**
 * The placeholder screens (spec part 3 §2, §5, §9; docs/decisions/0044-placeholder-screens.md):
 * the 3 s loader, the required fields of their dialogs, and not one call to any server. Each page
 * is mounted on its own with a fresh store, every way out of the page watched: fetch,
 * XMLHttpRequest, and every action of the app's API layer (RTK Query's base api).
 */

const fetchSpy = vi.fn(() => Promise.reject(new Error('the placeholder screens call no server')));
const xhrOpen = vi.spyOn(XMLHttpRequest.prototype, 'open');
let apiActions: UnknownAction[] = [];
let store = makeStore();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchSpy);
  fetchSpy.mockClear();
  xhrOpen.mockClear();
  apiActions = [];
});

afterEach(async () => {
  vi.useRealTimers();
  cleanup();
  await clearToasts();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function mount(page: ReactNode, user = userOf('admin')) {
  store = makeStore();
  const dispatch = store.dispatch;
  // Every action that reaches the store through its dispatch: an API call starts as one of baseApi's.
  vi.spyOn(store, 'dispatch').mockImplementation(((action: UnknownAction) => {
    if (typeof action === 'object' && action.type.startsWith(`${baseApi.reducerPath}/`))
      apiActions.push(action);
    return dispatch(action);
  }) as typeof store.dispatch);
  render(
    <AppProviders store={store}>
      <HotkeysProvider>
        <CurrentUserContext.Provider value={user}>
          <MemoryRouter>{page}</MemoryRouter>
        </CurrentUserContext.Provider>
      </HotkeysProvider>
    </AppProviders>,
  );
}

/** Nothing left the page: no fetch, no XMLHttpRequest, no query or mutation of the API layer. */
function expectNothingSent() {
  expect(fetchSpy).not.toHaveBeenCalled();
  expect(xhrOpen).not.toHaveBeenCalled();
  expect(apiActions).toEqual([]);
  const { queries, mutations } = store.getState()[baseApi.reducerPath];
  expect(queries).toEqual({});
  expect(mutations).toEqual({});
}

/** Mounts the page with fake timers, waits out the loader, then goes on in real time. */
async function mountPastTheLoader(page: ReactNode, title: string) {
  vi.useFakeTimers();
  mount(page);
  act(() => {
    vi.advanceTimersByTime(placeholderLoaderMs);
  });
  vi.useRealTimers();
  return within(await screen.findByRole('table', { name: title }));
}

async function openDialog(name: string) {
  await userEvent.click(screen.getByRole('button', { name }));
  return within(await screen.findByRole('dialog', { name }));
}

/**
 * Picks `option` from the kit select labelled `label`, and waits until its list has closed (it hands
 * the focus back to its trigger as it closes). The stories' pickOption drives another copy of
 * user-event, whose hold on the page would outlive the test and swallow the next one's typing.
 */
async function pickOption(dialog: ReturnType<typeof within>, label: string, option: string) {
  await userEvent.click(selectTrigger(dialog, label));
  const item = await screen.findByRole('option', { name: option });
  await userEvent.click(within(item).getByText(option));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

const textbox = (dialog: ReturnType<typeof within>, label: string) =>
  dialog.getByRole('textbox', { name: new RegExp(`^${label}`) });

const screens = [
  { path: '/deposits', page: <DepositsPage />, title: M.deposits.title, first: 'DEP-1001' },
  {
    path: '/receivingaccounts',
    page: <ReceivingAccountsPage />,
    title: M.receivingAccounts.title,
    first: '000123456789',
  },
  {
    path: '/bankaccounts',
    page: <BankAccountsPage />,
    title: M.bankAccounts.title,
    first: 'First Harbor Bank',
  },
];

describe('the 3 s loader', () => {
  it.each(screens)(
    '$path shows its progress indicator for 3 s, then its sample rows',
    ({ page, title, first }) => {
      vi.useFakeTimers();
      mount(page);
      const loader = () => screen.queryByRole('status', { name: messages.common.loading });
      expect(loader()).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(placeholderLoaderMs - 1);
      });
      expect(loader()).toBeInTheDocument();
      expect(screen.queryByText(first)).not.toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(loader()).not.toBeInTheDocument();
      expect(within(screen.getByRole('table', { name: title })).getByText(first)).toBeInTheDocument();
      expect(screen.getByText(M.sampleNotice)).toBeInTheDocument();
      expectNothingSent();
    },
  );
});

describe('the sample lists', () => {
  it('search, sort and page the sample rows in the page itself', async () => {
    const table = await mountPastTheLoader(<DepositsPage />, M.deposits.title);
    // Twelve deposits: ten on the first page.
    expect(table.getAllByRole('row')).toHaveLength(11);
    await userEvent.type(screen.getByPlaceholderText(M.deposits.search), 'Bluebird');
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(4));
    expect(table.queryByText('DEP-1001')).not.toBeInTheDocument();
    await userEvent.click(table.getByRole('button', { name: new RegExp(M.deposits.columns.amount) }));
    await userEvent.click(table.getByRole('button', { name: new RegExp(M.deposits.columns.amount) }));
    const amounts = table.getAllByText(/^\$/).map((cell) => cell.textContent);
    expect(amounts).toEqual(['$5,060.00', '$4,310.75', '$3,480.00']);
    expectNothingSent();
  });

  it('a client user is sent home: the treasury samples are for staff', () => {
    mount(<DepositsPage />, userOf('client'));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(M.sampleNotice)).not.toBeInTheDocument();
  });
});

describe('Add New Deposit', () => {
  it("saved empty, says 'This field is required' under each typed field and 'This is required' under each picked one", async () => {
    await mountPastTheLoader(<DepositsPage />, M.deposits.title);
    const dialog = await openDialog(M.addDeposit);
    expect(dialog.getByText(M.dialogNotice)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: messages.common.save }));
    const F = M.deposits.fields;
    const messageOf = (label: string) =>
      dialog.getByText(label, { selector: 'label' }).closest('.bp6-form-group')?.textContent ?? '';
    for (const label of [F.invoice, F.sender, F.description]) {
      await waitFor(() => expect(messageOf(label)).toContain(M.fieldRequired));
    }
    for (const label of [F.date, F.receivingAccount, F.type, F.attachment]) {
      expect(messageOf(label)).toContain(M.required);
    }
    for (const label of [F.amount, F.status]) {
      expect(messageOf(label)).not.toMatch(/required/);
    }
    expectNothingSent();
  });

  it('filled in and saved, says nothing was saved and sends nothing', async () => {
    await mountPastTheLoader(<DepositsPage />, M.deposits.title);
    const dialog = await openDialog(M.addDeposit);
    const F = M.deposits.fields;
    await userEvent.type(textbox(dialog, F.amount), '1250');
    await userEvent.type(
      dialog.getByLabelText(new RegExp(`^${F.date}`), { selector: 'input' }),
      '11/20/2026',
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.type(textbox(dialog, F.invoice), 'INV-3001');
    await userEvent.type(textbox(dialog, F.sender), 'Northwind Grocers');
    await userEvent.upload(
      dialog.getByLabelText(new RegExp(`^${F.attachment}`), { selector: 'input' }),
      new File(['%PDF'], 'remittance.pdf', { type: 'application/pdf' }),
    );
    await userEvent.type(textbox(dialog, F.description), 'Wire for INV-3001');
    // The pickers last: a list hands the focus back to its trigger as it closes.
    await pickOption(dialog, F.receivingAccount, 'Operating Account');
    await pickOption(dialog, F.type, 'Wire');
    expect(dialog.queryByText(M.fieldRequired)).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: messages.common.save }));
    expect(await screen.findByText(M.notSaved.message)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: M.addDeposit })).not.toBeInTheDocument());
    expectNothingSent();
  });

  it('closed with changes, asks first; No keeps the dialog and what was typed', async () => {
    await mountPastTheLoader(<DepositsPage />, M.deposits.title);
    const dialog = await openDialog(M.addDeposit);
    await userEvent.type(textbox(dialog, M.deposits.fields.sender), 'Bluebird');
    await userEvent.keyboard('{Escape}');
    const question = within(await screen.findByRole('alertdialog'));
    expect(question.getByText(messages.confirm.unsavedChanges)).toBeInTheDocument();
    await userEvent.click(question.getByRole('button', { name: messages.common.no }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(textbox(dialog, M.deposits.fields.sender)).toHaveValue('Bluebird');
    expectNothingSent();
  });
});

describe('Add New Receiving Account', () => {
  it('asks for number, title, bank name and description; filled in, sends nothing', async () => {
    await mountPastTheLoader(<ReceivingAccountsPage />, M.receivingAccounts.title);
    const dialog = await openDialog(M.addReceivingAccount);
    await userEvent.click(dialog.getByRole('button', { name: messages.common.save }));
    await waitFor(() => expect(dialog.getAllByText(M.fieldRequired)).toHaveLength(4));
    const F = M.receivingAccounts.fields;
    await userEvent.type(textbox(dialog, F.number), '000111222333');
    await userEvent.type(textbox(dialog, F.title), 'Payroll');
    await userEvent.type(textbox(dialog, F.bankName), 'First Harbor Bank');
    await userEvent.type(textbox(dialog, F.description), 'Second operating account');
    await waitFor(() => expect(dialog.queryByText(M.fieldRequired)).not.toBeInTheDocument());
    await userEvent.click(dialog.getByRole('button', { name: messages.common.save }));
    expect(await screen.findByText(M.notSaved.message)).toBeInTheDocument();
    expectNothingSent();
  });
});

describe('Add New Bank Account', () => {
  it('asks for bank name and country only; filled in, sends nothing', async () => {
    await mountPastTheLoader(<BankAccountsPage />, M.bankAccounts.title);
    const dialog = await openDialog(M.addBankAccount);
    await userEvent.click(dialog.getByRole('button', { name: messages.common.save }));
    await waitFor(() => expect(dialog.getAllByText(M.fieldRequired)).toHaveLength(1));
    expect(dialog.getAllByText(M.required)).toHaveLength(1);
    await userEvent.type(textbox(dialog, M.bankAccounts.fields.name), 'Harbor Savings');
    await pickOption(dialog, M.bankAccounts.fields.country, 'Canada');
    await waitFor(() => expect(dialog.queryByText(M.required)).not.toBeInTheDocument());
    expect(dialog.queryByText(M.fieldRequired)).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: messages.common.save }));
    expect(await screen.findByText(M.notSaved.message)).toBeInTheDocument();
    expectNothingSent();
  });
});

describe('accessibility', () => {
  /** Critical and serious axe findings (colour contrast is left to the browser suite: jsdom lays nothing out). */
  async function blockingViolations(): Promise<string[]> {
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
      resultTypes: ['violations'],
    });
    return result.violations
      .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
      .flatMap((violation) => violation.nodes.map((node) => `${violation.id} at ${node.target.join(' ')}`));
  }

  it('the deposits list and its dialog, with its messages showing, have no blocking axe finding', async () => {
    await mountPastTheLoader(<DepositsPage />, M.deposits.title);
    expect(await blockingViolations()).toEqual([]);
    const dialog = await openDialog(M.addDeposit);
    await userEvent.click(dialog.getByRole('button', { name: messages.common.save }));
    await dialog.findAllByText(M.required);
    expect(await blockingViolations()).toEqual([]);
  });
});
