import { useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { AppProviders } from '../../src/web/app/AppProviders';
import { makeStore } from '../../src/web/app/store';
import { LinkExpiredPage } from '../../src/web/features/auth/LinkExpiredPage';
import { SignaturePage } from '../../src/web/features/term-sheet-signing/SignaturePage';
import { SignedTermSheetPage } from '../../src/web/features/term-sheet-signing/SignedTermSheetPage';

export interface SigningStoryProps {
  /** The link the owner opens, e.g. '/signature?id=12&id2=34&id3=<token>', or '/SignedTermSheet'. */
  address: string;
  /** The navigation state the address is opened with (/SignedTermSheet's owner, term and prospect). */
  state?: unknown;
}

/** The address bar of the story, so a play can read where the page went. */
function AddressBar() {
  const { pathname } = useLocation();
  return <output aria-label="Address">{pathname}</output>;
}

function Layout() {
  return (
    <>
      <AddressBar />
      <section aria-label="Screen">
        <Outlet />
      </section>
    </>
  );
}

/**
 * The signing pages with the places they end at: /login, /linkexpire and /prospectindex (the fake
 * API is the story's).
 */
export function SigningStory({ address, state }: SigningStoryProps) {
  const [store] = useState(makeStore);
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          element: <Layout />,
          children: [
            { path: '/signature', element: <SignaturePage /> },
            { path: '/linkexpire', element: <LinkExpiredPage /> },
            { path: '/SignedTermSheet', element: <SignedTermSheetPage /> },
            { path: '/login', element: <h1>Sign In</h1> },
            { path: '/prospectindex', element: <h1>Prospects</h1> },
          ],
        },
      ],
      {
        initialEntries: [
          {
            pathname: new URL(address, 'http://x').pathname,
            search: new URL(address, 'http://x').search,
            state,
          },
        ],
      },
    ),
  );
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
