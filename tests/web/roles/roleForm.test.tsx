import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RoleFormPage } from '../../../src/web/features/roles/RoleFormPage';
import { clearToasts } from '../../../src/web/kit/toast';
import { moduleRights } from '../../../stories/roles/fixtures';
import { userOf } from '../../../stories/shell/fixtures';
import { StaffScreen } from '../../../stories/users/StaffScreen';
import { json, mockFetch } from '../users/mockFetch';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await clearToasts();
});

const routes = [
  { path: '/addnewrole', element: <RoleFormPage /> },
  { path: '/editrole', element: <RoleFormPage /> },
  { path: '/rolesrights', element: <h1>Role list</h1> },
];

const catalogue = moduleRights();
const documentsRights = catalogue
  .filter((module) => module.module_name === 'Documents')
  .flatMap((module) => module.sub_module_name_data.flatMap((subModule) => subModule.rights));

function roleAnswer(id: number, roleName: string, roleType: string, viewOnly: boolean) {
  return json({
    status: true,
    role_id: id,
    role_name: roleName,
    role_type: roleType,
    view_only: viewOnly,
    is_built_in: viewOnly,
    is_active: true,
    rights: documentsRights,
  });
}

describe('role form', () => {
  it('shows the title and rights messages and sends nothing until they are met', async () => {
    const { bodiesTo } = mockFetch({
      'rights/get_module_rights': () => json({ status: true, rights: catalogue }),
      'roles/save': (body) =>
        json({
          status: true,
          message: 'Role has been created successfully.',
          role: { id: 11, ...(body as object) },
        }),
    });
    render(<StaffScreen user={userOf('admin')} path="/addnewrole" routes={routes} />);
    const user = userEvent.setup();
    await screen.findByRole('checkbox', { name: 'Select all: Documents' });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Role Title is required')).toBeInTheDocument();
    expect(screen.getByText('Select atleast one right.')).toBeInTheDocument();

    const title = screen.getByRole('textbox', { name: 'Role Title' });
    await user.type(title, 'T');
    expect(screen.getByText('Role Title must be at least 2 characters')).toBeInTheDocument();
    await user.type(title, 'reasury and Collections Oversight Desk');
    expect(title).toHaveValue('Treasury and Collections Overs');
    expect(screen.queryByText('Role Title must be at least 2 characters')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'View Documents' }));
    expect(screen.getByRole('checkbox', { name: 'Select all: Documents' })).toBePartiallyChecked();
    expect(screen.queryByText('Select atleast one right.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'View Documents' }));
    expect(screen.getByText('Select atleast one right.')).toBeInTheDocument();
    expect(bodiesTo('roles/save')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'Select all: Documents' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Role list' })).toBeInTheDocument();
    expect(bodiesTo('roles/save')).toEqual([
      {
        role_name: 'Treasury and Collections Overs',
        rights: documentsRights.map((right) => ({ right_id: right.right_id })),
      },
    ]);
  });

  it('opens a view-only role as View Role, read-only and without Save', async () => {
    mockFetch({
      'rights/get_module_rights': () => json({ status: true, rights: catalogue }),
      'roles/get_role_rights': () => roleAnswer(5, 'Client', 'client', true),
    });
    render(<StaffScreen user={userOf('admin')} path="/editrole" state={{ id: 5 }} routes={routes} />);

    expect(await screen.findByRole('heading', { name: 'View Role' })).toBeInTheDocument();
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumbs).getByText('Roles & Rights')).toBeInTheDocument();
    expect(within(breadcrumbs).getByText('View Role')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Role Title' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'View Documents' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'View Documents' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('opens an editable role as Edit Role with Save', async () => {
    mockFetch({
      'rights/get_module_rights': () => json({ status: true, rights: catalogue }),
      'roles/get_role_rights': () => roleAnswer(8, 'Collections Desk', 'custom', false),
    });
    render(<StaffScreen user={userOf('admin')} path="/editrole" state={{ id: 8 }} routes={routes} />);
    expect(await screen.findByRole('heading', { name: 'Edit Role' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Role Title' })).toHaveValue('Collections Desk');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('sends /editrole without a role back to the list', async () => {
    mockFetch({ 'rights/get_module_rights': () => json({ status: true, rights: catalogue }) });
    render(<StaffScreen user={userOf('admin')} path="/editrole" routes={routes} />);
    expect(await screen.findByRole('heading', { name: 'Role list' })).toBeInTheDocument();
  });
});
