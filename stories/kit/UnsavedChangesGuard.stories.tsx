import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@blueprintjs/core';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useUnsavedChangesGuard } from '../../src/web/kit/useUnsavedChangesGuard';

function DebtorFormScreen({ onLeft }: { onLeft: () => void }) {
  const [name, setName] = useState('');
  const { confirmClose } = useUnsavedChangesGuard(name !== '', { beforeUnload: true });
  return (
    <div>
      <label>
        Debtor Name <input value={name} onChange={(e) => setName(e.currentTarget.value)} />
      </label>
      <Link to="/debtormain">Debtors</Link>
      <Button text="Cancel" onClick={() => void confirmClose(onLeft)} />
    </div>
  );
}

function GuardDemo({ onLeft }: { onLeft: () => void }) {
  const router = useMemo(
    () =>
      createMemoryRouter(
        [
          { path: '/debtor/new', element: <DebtorFormScreen onLeft={onLeft} /> },
          { path: '/debtormain', element: <h4>Debtor list</h4> },
        ],
        { initialEntries: ['/debtor/new'] },
      ),
    [onLeft],
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Kit/UnsavedChangesGuard',
  component: GuardDemo,
  args: { onLeft: fn() },
} satisfies Meta<typeof GuardDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Leaving a dirty form asks first: No stays on the form, Yes leaves. */
export const BlocksNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await userEvent.type(canvas.getByLabelText('Debtor Name'), 'Acme');
    await userEvent.click(canvas.getByRole('link', { name: 'Debtors' }));
    await expect(
      await page.findByText('Are you sure, you want to close the form without saving the changes?'),
    ).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'No' }));
    await expect(canvas.getByLabelText('Debtor Name')).toHaveValue('Acme');

    // The browser's before-unload prompt is armed while dirty.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    await expect(unload.defaultPrevented).toBe(true);

    await userEvent.click(canvas.getByRole('link', { name: 'Debtors' }));
    await userEvent.click(await page.findByRole('button', { name: 'Yes' }));
    await expect(await canvas.findByText('Debtor list')).toBeInTheDocument();
  },
};

/** A clean form leaves without a question; Cancel on a dirty one asks. */
export const CleanLeavesAndCancelAsks: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onLeft).toHaveBeenCalledTimes(1);
    await userEvent.type(canvas.getByLabelText('Debtor Name'), 'Acme');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await page.findByRole('button', { name: 'No' }));
    await expect(args.onLeft).toHaveBeenCalledTimes(1);
    await userEvent.clear(canvas.getByLabelText('Debtor Name'));
    await userEvent.click(canvas.getByRole('link', { name: 'Debtors' }));
    await expect(await canvas.findByText('Debtor list')).toBeInTheDocument();
  },
};
