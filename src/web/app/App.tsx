import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { BlueprintProviders } from './BlueprintProviders';
import { createAppRouter } from './router';

/** The application: one router; its store comes with the pages that need it (AppStoreProvider). */
export function App() {
  const [router] = useState(createAppRouter);
  return (
    <BlueprintProviders>
      <RouterProvider router={router} />
    </BlueprintProviders>
  );
}
