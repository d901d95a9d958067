import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@blueprintjs/core';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { PageHeader, type PageHeaderProps } from '../../src/web/kit/PageHeader';

function RoutedHeader(props: PageHeaderProps) {
  const router = useMemo(
    () =>
      createMemoryRouter(
        [
          { path: '/clientdetails', element: <PageHeader {...props} /> },
          { path: '/ClientIndex', element: <h4>Client list</h4> },
        ],
        { initialEntries: ['/clientdetails'] },
      ),
    [props],
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Kit/PageHeader',
  component: RoutedHeader,
  args: {
    title: 'Edit Client',
    breadcrumbs: [{ text: 'Management' }, { text: 'Clients', to: '/ClientIndex' }, { text: 'Edit Client' }],
    actions: <Button intent="primary" text="Save" />,
  },
} satisfies Meta<typeof RoutedHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Title, trail and actions; a crumb with a path navigates. */
export const Trail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Edit Client' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    await expect(
      within(canvas.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Edit Client'),
    ).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: 'Clients' }));
    await expect(await canvas.findByText('Client list')).toBeInTheDocument();
  },
};
