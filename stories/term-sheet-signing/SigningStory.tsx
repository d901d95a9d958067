import { useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { AppProviders } from '../../src/web/app/AppProviders';
import { makeStore } from '../../src/web/app/store';
import { LinkExpiredPage } from '../../src/web/features/auth/LinkExpiredPage';
import { SignaturePage } from '../../src/web/features/term-sheet-signing/SignaturePage';

export interface SigningStoryProps {
  /** The link the owner opens, e.g. '/signature?id=12&id2=34&id3=<token>'. */
  address: string;
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
      <Outlet />
    </>
  );
}

/** The public signing page with the places it ends at: /login and /linkexpire (the fake API is the story's). */
export function SigningStory({ address }: SigningStoryProps) {
  const [store] = useState(makeStore);
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          element: <Layout />,
          children: [
            { path: '/signature', element: <SignaturePage /> },
            { path: '/linkexpire', element: <LinkExpiredPage /> },
            { path: '/login', element: <h1>Sign In</h1> },
          ],
        },
      ],
      { initialEntries: [address] },
    ),
  );
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
