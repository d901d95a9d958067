import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { policyEndpoints as p, type PolicyRow } from '../../src/shared/contract/policies';
import type { CurrentUser } from '../../src/shared/contract/session';
import { messages } from '../../src/shared/messages';
import { policyMessages as M } from '../../src/shared/messages/announcements';
import { PoliciesPage } from '../../src/web/features/policies/PoliciesPage';
import { rowOf } from '../kit/rowOf';
import type { FakeHandler } from '../shell/fakeApi';
import { userOf } from '../shell/fixtures';
import { staffScreenServer } from '../staffScreenStory';
import { answeredFor, answering } from '../users/fakeServer';
import { StaffScreen, type StaffRoute } from '../users/StaffScreen';
import { runAction } from '../funding/fundingPlay';

const policy = (overrides: Partial<PolicyRow>): PolicyRow => ({
  id: 1,
  name: 'Credit Policy',
  effective_from: '2026-11-01',
  purpose: 'How credit limits are set',
  description: 'Credit limits are set from the credit report and reviewed every quarter',
  attachment_path: 'policies/abcdefghijklmcredit.pdf',
  first_name: 'Avery',
  last_name: 'Stone',
  created_at: '2026-11-01T10:00:00Z',
  deleted: false,
  ...overrides,
});

/** A live policy with its attachment, one without, and a deleted one. */
export const policyRows: PolicyRow[] = [
  policy({ id: 1 }),
  policy({ id: 2, name: 'Travel Policy', description: 'Short text', attachment_path: '' }),
  policy({ id: 4, name: 'Leave Policy', effective_from: '2030-01-01', purpose: 'Time off' }),
  policy({ id: 3, name: 'Old Policy', deleted: true }),
];

const page = (data: readonly unknown[]) => ({ data, total: data.length, last_page: 1, current_page: 1 });

export function policyHandlers(user: CurrentUser): Record<string, FakeHandler> {
  return {
    [p.fetch.path]: answering(p.fetch, (body) =>
      answeredFor(p.fetch, user, {
        policies: page(policyRows.filter((row) => body.show_all === true || !row.deleted)),
      }),
    ),
    [p.save.path]: answering(p.save, (body) =>
      answeredFor(p.save, user, { message: M.updated.message, id: body.id ?? 9 }),
    ),
    [p.remove.path]: answering(p.remove, () => answeredFor(p.remove, user, { message: M.deleted.message })),
  };
}

export const policyRoutes: StaffRoute[] = [{ path: '/policies', element: <PoliciesPage /> }];

const server = staffScreenServer(policyHandlers);
const body = within(document.body);

const meta = {
  title: 'Policies/PoliciesPage',
  component: StaffScreen,
  args: { user: userOf('admin'), path: '/policies', routes: policyRoutes },
  parameters: { layout: 'fullscreen' },
  excludeStories: ['policyRows', 'policyHandlers', 'policyRoutes'],
  beforeEach: (context) => server.beforeEach(context),
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The table: the description cut at 25 characters, 'No Attachment', deleted ones with the toggle. */
export const Table: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Credit Policy');
    await expect(
      within(rowOf(canvasElement, 'Credit Policy')).getByText('Credit limits are set fro…'),
    ).toBeInTheDocument();
    await expect(within(rowOf(canvasElement, 'Travel Policy')).getByText(M.noAttachment)).toBeInTheDocument();
    await expect(
      within(rowOf(canvasElement, 'Credit Policy')).getByRole('button', { name: M.openAttachment }),
    ).toBeInTheDocument();
    await expect(canvas.queryByText('Old Policy')).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: M.includeDeleted }));
    await canvas.findByText('Old Policy');
    await expect(server.lastBody(p.fetch.path)).toMatchObject({ show_all: true });
  },
};

/** Add New Policy: required messages, and the attachment required. */
export const AddNewRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Credit Policy');
    await userEvent.click(canvas.getByRole('button', { name: M.addNew }));
    const dialog = within(await body.findByRole('dialog', { name: M.addNew }));
    await userEvent.click(dialog.getByRole('button', { name: messages.common.save }));
    await dialog.findByText(M.titleRequired);
    await expect(dialog.getByText(M.purposeRequired)).toBeInTheDocument();
    await expect(dialog.getByText(M.descriptionRequired)).toBeInTheDocument();
    await expect(dialog.getByText(M.fileRequired)).toBeInTheDocument();
    // A leading space never enters the title.
    const title = dialog.getByLabelText(new RegExp(`^${M.title}`), { selector: 'input' });
    await userEvent.type(title, ' Remote work');
    await expect(title).toHaveValue('Remote work');
    await expect(server.callsTo(p.save.path)).toHaveLength(0);
  },
};

/** Delete asks first, then sends the selected ids. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Travel Policy');
    await userEvent.click(within(rowOf(canvasElement, 'Travel Policy')).getByRole('checkbox'));
    await runAction(canvasElement, 'Delete');
    await body.findByText(messages.confirm.delete);
    await userEvent.click(body.getByRole('button', { name: /yes/i }));
    await body.findByText(M.deleted.title);
    await waitFor(() => expect(server.lastBody(p.remove.path)).toEqual({ ids: [2] }));
  },
};

/** A row opens its edit: the stored attachment stays unless another is picked; Save sends the id. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Leave Policy');
    await userEvent.dblClick(rowOf(canvasElement, 'Leave Policy'));
    const dialog = within(await body.findByRole('dialog', { name: M.edit }));
    const purpose = dialog.getByLabelText(new RegExp(`^${M.purpose}`), { selector: 'input' });
    await expect(purpose).toHaveValue('Time off');
    await userEvent.type(purpose, ' and leave');
    await userEvent.click(dialog.getByRole('button', { name: messages.common.save }));
    await body.findByText(M.updated.title);
    const sent = server.lastBody(p.save.path) as { fields: Record<string, unknown> };
    await expect(sent.fields).toMatchObject({
      id: '4',
      purpose: 'Time off and leave',
      effective_from: '2030-01-01',
    });
  },
};
