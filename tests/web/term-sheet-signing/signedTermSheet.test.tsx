import { render, screen, waitFor, within, cleanup } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../../src/shared/messages';
import { AppProviders } from '../../../src/web/app/AppProviders';
import { makeStore } from '../../../src/web/app/store';
import { SignedTermSheetPage } from '../../../src/web/features/term-sheet-signing/SignedTermSheetPage';
import { signedTermSheetState } from '../../../src/web/features/term-sheet-signing/signedTermSheetState';
import type { FakeApi, FakeHandler } from '../../../stories/shell/fakeApi';
import { installFakeServer } from '../../../stories/users/fakeServer';
import { drawnPng } from './drawableCanvas';

const S = messages.signing;
const opened = { owner_id: 34, term_id: 12, prospect_id: 7 };
const signed = {
  ...opened,
  owner_name: 'Jordan Miles',
  company_name: 'Blue River Freight',
  signature: drawnPng,
  signed_at: '2026-11-20T15:04:00.000Z',
  signed_from_ip: '203.0.113.9',
  signed_terms_hash: 'a'.repeat(64),
};

let server: FakeApi | undefined;
afterEach(() => {
  cleanup();
  server?.restore();
});

function Where() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

function Host({ state }: { state: unknown }) {
  const [store] = useState(makeStore);
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path: '/SignedTermSheet',
          element: (
            <>
              <Where />
              <SignedTermSheetPage />
            </>
          ),
        },
        { path: '/prospectindex', element: <Where /> },
      ],
      { initialEntries: [{ pathname: '/SignedTermSheet', state }] },
    ),
  );
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

function open(state: unknown, handler: FakeHandler = () => ({ body: { status: true, signed } })) {
  server = installFakeServer({ 'term_sheet/signed': handler });
  render(<Host state={state} />);
}

describe('/SignedTermSheet', () => {
  it('shows the saved signature with who, when, where from and the terms hash; Close goes back', async () => {
    open(signedTermSheetState.write(opened));
    const image = await screen.findByRole('img', { name: S.signatureAlt('Jordan Miles') });
    expect(image).toHaveAttribute('src', drawnPng);
    expect(server?.callsTo('term_sheet/signed').at(-1)?.body).toEqual(opened);
    for (const text of ['Blue River Freight', '203.0.113.9', 'a'.repeat(64)])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText(S.signedAt)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: messages.common.close }));
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveTextContent('/prospectindex'));
  });

  it.each([
    ['no state', undefined],
    ['a state of another shape', { id: 5 }],
    ['a forged id', { ...opened, owner_id: '34' }],
  ])('goes back to /prospectindex with %s, asking nothing', async (_, state) => {
    open(state);
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveTextContent('/prospectindex'));
    expect(server?.callsTo('term_sheet/signed')).toHaveLength(0);
  });

  it("shows Not found for another prospect's owner", async () => {
    open(signedTermSheetState.write(opened), () => ({
      status: 404,
      body: { status: false, message: messages.http.notFound },
    }));
    const main = await screen.findByText(messages.generic.failure);
    expect(within(main.closest('div') ?? document.body).queryByRole('img')).not.toBeInTheDocument();
  });
});
