import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { BusinessNameSearch } from '../../src/shared/contract/businessNameSearch';
import { BusinessNameSearchTab } from '../../src/web/features/business-name-search/BusinessNameSearchTab';
import { findToast } from '../kit/findToast';
import type { FakeApi, FakeHandler } from '../shell/fakeApi';
import { StoryApp } from '../shell/StoryApp';
import { installFakeServer, isFakeForm } from '../users/fakeServer';
import { prospectId, savedSearch, searchHandlers } from './fakeSearches';

interface TabStoryProps {
  /** What the fake server holds when the story starts. */
  stored: readonly BusinessNameSearch[];
}

function TabStory(_props: TabStoryProps) {
  return <StoryApp path="/addprospect" element={<BusinessNameSearchTab prospectId={prospectId} />} />;
}

let server: FakeApi | undefined;
const callsTo = (path: string) => server?.callsTo(path) ?? [];

const meta = {
  title: 'Prospects/Business Name Search',
  component: TabStory,
  args: { stored: [savedSearch(1, 'Texas SOS', ['No conflicts found.', 'DBA checked.'])] },
  beforeEach: ({ args, parameters }) => {
    const overrides = (parameters as { api?: Record<string, FakeHandler> }).api;
    server = installFakeServer({ ...searchHandlers(args.stored), ...overrides });
    return () => server?.restore();
  },
} satisfies Meta<typeof TabStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const fileOf = (name: string, bytes = 1024): File => new File([new Uint8Array(bytes)], name);

/** The saved searches show each note with its date, a pencil and the attachment link. */
export const ListsSavedSearches: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Business Name Search' });
    await expect(within(table).getByText('No conflicts found.')).toBeInTheDocument();
    await expect(within(table).getByText('DBA checked.')).toBeInTheDocument();
    await expect(within(table).getAllByText(/10\/02\/2026/).length).toBeGreaterThan(0);
    await expect(within(table).getByRole('button', { name: 'Attachment: Texas SOS' })).toBeInTheDocument();
    await expect(within(table).getAllByRole('button', { name: /^Edit Note/ })).toHaveLength(2);
  },
};

/** Nothing saved yet: the table says so. */
export const NoSearchesYet: Story = {
  args: { stored: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No record available.')).toBeInTheDocument();
  },
};

/** A search is saved with its name, file and notes; the list shows it and the form starts over. */
export const SavesASearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Business Name Search' });
    await userEvent.type(canvas.getByLabelText(/Attachment Name/), 'Delaware SOS');
    await userEvent.upload(canvas.getByLabelText(/^File/, { selector: 'input' }), fileOf('delaware.pdf'));
    await userEvent.type(canvas.getByLabelText('Note 1'), 'Name is free.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await findToast('Business Name Search has been created successfully.')).toBeInTheDocument();
    await expect(await canvas.findByText('Name is free.')).toBeInTheDocument();
    const body = callsTo('business_name_search/save').at(-1)?.body;
    if (!isFakeForm(body)) throw new Error('the search was not sent as form data');
    await expect(body.fields).toEqual({
      prospect_id: String(prospectId),
      name: 'Delaware SOS',
      notes: '["Name is free."]',
    });
    await expect(body.files.attachment?.name).toBe('delaware.pdf');
    await waitFor(() => expect(canvas.getByLabelText(/Attachment Name/)).toHaveValue(''));
  },
};

/** Without a name or a file nothing is sent; a third note is refused with the spec's limit. */
export const ChecksTheFormFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Business Name Search' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Attachment Name is required')).toBeInTheDocument();
    await expect(canvas.getByText('File Required, Please select the file first')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Note' }));
    await expect(canvas.getByLabelText('Note 2')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Note' }));
    await expect(await findToast('Limit: Maximum 2 notes allowed')).toBeInTheDocument();
    await expect(canvas.queryByLabelText('Note 3')).not.toBeInTheDocument();
    await expect(callsTo('business_name_search/save')).toHaveLength(0);
  },
};

/** The server's refusal shows its own message. */
export const ShowsTheServersMessage: Story = {
  parameters: {
    api: {
      'business_name_search/save': () => ({
        status: 400,
        body: { status: false, message: 'File type exe is not allowed.' },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Business Name Search' });
    await userEvent.type(canvas.getByLabelText(/Attachment Name/), 'Renamed');
    await userEvent.upload(canvas.getByLabelText(/^File/, { selector: 'input' }), fileOf('result.pdf'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await findToast('File type exe is not allowed.')).toHaveTextContent('Creation Failed');
  },
};

/** The pencil edits one note; a failed edit says 'Note Edit Failed.'. */
export const EditsANote: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Note: DBA checked.' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    const field = dialog.getByLabelText(/Note/);
    await userEvent.clear(field);
    await userEvent.type(field, 'DBA and trademarks checked.');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('DBA and trademarks checked.')).toBeInTheDocument();
    await expect(callsTo('business_name_search/note/edit').at(-1)?.body).toEqual({
      id: 11,
      prospect_id: prospectId,
      note: 'DBA and trademarks checked.',
    });
  },
};

export const NoteEditFails: Story = {
  parameters: {
    api: { 'business_name_search/note/edit': () => ({ status: 500, body: { status: false, message: 'x' } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Note: No conflicts found.' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await findToast('Note Edit Failed.')).toBeInTheDocument();
  },
};
