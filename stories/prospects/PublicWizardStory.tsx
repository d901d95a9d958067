import { useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { AppProviders } from '../../src/web/app/AppProviders';
import { makeStore } from '../../src/web/app/store';
import { ApplicationWizardPage } from '../../src/web/features/application/ApplicationWizardPage';
import { ConfirmHost } from '../../src/web/kit/ConfirmHost';

export interface PublicWizardStoryProps {
  /** The address the applicant opens, e.g. '/registernow?id=<draft token>'. */
  address: string;
}

/** The address bar of the story, so a play can read what a reload or a shared link would open. */
function AddressBar() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

function Layout() {
  return (
    <>
      <AddressBar />
      <Outlet />
      <ConfirmHost />
    </>
  );
}

/** The public wizard at its two routes, with /login where it ends (the fake API is installed by the story). */
export function PublicWizardStory({ address }: PublicWizardStoryProps) {
  const [store] = useState(makeStore);
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          element: <Layout />,
          children: [
            { path: '/registernow', element: <ApplicationWizardPage /> },
            { path: '/frontlineregisternow', element: <ApplicationWizardPage /> },
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
