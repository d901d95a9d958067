import { Classes } from '@blueprintjs/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ProspectDocument } from '../../src/shared/contract/prospectDocuments';
import {
  DocumentsChecklist,
  type DocumentsChecklistProps,
} from '../../src/web/features/prospect-documents/DocumentsChecklist';
import { findToast } from '../kit/findToast';
import { pending, type FakeApi, type FakeHandler } from '../shell/fakeApi';
import { StoryApp } from '../shell/StoryApp';
import { installFakeServer, isFakeForm } from '../users/fakeServer';
import { checklistHandlers, draftToken, storedDocument } from './fakeChecklist';

interface ChecklistStoryProps extends DocumentsChecklistProps {
  /** What the fake server holds when the story starts. */
  stored: readonly ProspectDocument[];
}

function ChecklistStory({ stored: _stored, ...props }: ChecklistStoryProps) {
  return <StoryApp path="/register" element={<DocumentsChecklist {...props} />} />;
}

let server: FakeApi | undefined;
const callsTo = (path: string) => server?.callsTo(path) ?? [];

const meta = {
  title: 'Prospect Application/Documents Checklist',
  component: ChecklistStory,
  args: { prospect: draftToken, stored: [] },
  beforeEach: ({ args, parameters }) => {
    const overrides = (parameters as { api?: Record<string, FakeHandler> }).api;
    server = installFakeServer({ ...checklistHandlers(args.stored), ...overrides });
    return () => server?.restore();
  },
} satisfies Meta<typeof ChecklistStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A file of `bytes` bytes: only its name and size matter to the browser's rules. */
const fileOf = (name: string, bytes = 1024): File => new File([new Uint8Array(bytes)], name);

/** The row of one checklist type: its upload, its stored files and its count. */
async function rowOf(canvasElement: HTMLElement, documentType: string) {
  const input = await within(canvasElement).findByLabelText(documentType, { selector: 'input' });
  const group = input.closest<HTMLElement>(`.${Classes.FORM_GROUP}`);
  if (!group) throw new Error(`${documentType} has no row`);
  return { input, row: within(group) };
}

/** The newest upload the screen sent, as form fields and the file's name. */
function lastUpload() {
  const body = callsTo('prospect/attachment/save').at(-1)?.body;
  if (!isFakeForm(body)) throw new Error('no upload was sent as form data');
  return { fields: body.fields, file: body.files['attachment_path[]']?.name };
}

/** A file is uploaded under its type: 'File Uploaded', the file listed by its name, the count goes up. */
export const UploadsAFile: Story = {
  play: async ({ canvasElement }) => {
    const { input, row } = await rowOf(canvasElement, 'Owner ID');
    await expect(row.getByText('0 of 4 files')).toBeInTheDocument();
    await userEvent.upload(input, fileOf('passport.pdf'));
    await expect(await findToast('File Uploaded')).toBeInTheDocument();
    await expect(await row.findByText('passport.pdf')).toBeInTheDocument();
    await expect(row.getByText('1 of 4 files')).toBeInTheDocument();
    await expect(lastUpload()).toEqual({
      fields: { prospect_id: draftToken, attachment_type: 'Owner ID' },
      file: 'passport.pdf',
    });
  },
};

/** While the upload runs, its row shows a progress indicator. */
export const ShowsProgressWhileUploading: Story = {
  parameters: { api: { 'prospect/attachment/save': () => pending() } },
  play: async ({ canvasElement }) => {
    const { input, row } = await rowOf(canvasElement, 'Sample Invoice');
    await expect(row.queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.upload(input, fileOf('invoice-1001.pdf'));
    await expect(await row.findByRole('progressbar')).toBeInTheDocument();
    // Only the row uploading is busy.
    const other = await rowOf(canvasElement, 'Owner ID');
    await expect(other.row.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

/** The server proves a renamed program is not a PDF: its message shows and nothing is listed. */
export const ServerRefusesARenamedProgram: Story = {
  parameters: {
    api: {
      'prospect/attachment/save': () => ({
        status: 400,
        body: { status: false, message: 'File type exe is not allowed.' },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const { input, row } = await rowOf(canvasElement, 'Bank Verification');
    await userEvent.upload(input, fileOf('statement.pdf'));
    await expect(await findToast('File type exe is not allowed.')).toBeInTheDocument();
    await expect(row.queryByText('statement.pdf')).not.toBeInTheDocument();
    await expect(row.getByText('0 of 4 files')).toBeInTheDocument();
  },
};

/** Names with # or &, files over 3 MB and other types are refused before anything is sent. */
export const BrowserRefusesBadFiles: Story = {
  play: async ({ canvasElement }) => {
    const { input } = await rowOf(canvasElement, 'Financial Statements');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, fileOf('Q1 #2.pdf'));
    await expect(await findToast('Filename must not include # or &')).toHaveTextContent('Invalid Filename');
    await user.upload(input, fileOf('big.pdf', 3_100_000));
    await expect(await findToast('big.pdf size is greater than allowed size.')).toHaveTextContent(
      'Exceeding Limit',
    );
    await user.upload(input, fileOf('scan.gif'));
    await expect(await findToast('File type gif is not allowed.')).toHaveTextContent('Not Allowed');
    await expect(callsTo('prospect/attachment/save')).toHaveLength(0);
  },
};

/** Delete asks 'Are you sure, you want to delete?'; No keeps the file, Yes removes it. */
export const DeletesAfterConfirmation: Story = {
  args: {
    stored: [
      storedDocument(1, 'Voided Check', 'check-front.png'),
      storedDocument(2, 'Voided Check', 'check-back.png'),
    ],
  },
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    const { row } = await rowOf(canvasElement, 'Voided Check');
    await expect(row.getByText('2 of 4 files')).toBeInTheDocument();

    await userEvent.click(row.getByRole('button', { name: 'Delete check-front.png' }));
    await expect(await page.findByText('Are you sure, you want to delete?')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'No' }));
    await expect(callsTo('prospect/attachment/delete')).toHaveLength(0);

    await userEvent.click(row.getByRole('button', { name: 'Delete check-front.png' }));
    await userEvent.click(await page.findByRole('button', { name: 'Yes' }));
    await expect(await findToast('File has been deleted successfully')).toHaveTextContent('File Deleted');
    await waitFor(() => expect(row.queryByText('check-front.png')).not.toBeInTheDocument());
    await expect(row.getByText('check-back.png')).toBeInTheDocument();
    await expect(row.getByText('1 of 4 files')).toBeInTheDocument();
    await expect(callsTo('prospect/attachment/delete').at(-1)?.body).toEqual({
      id: 1,
      prospect_id: draftToken,
    });
  },
};

/** A delete the server refuses shows 'Deletion Failed' with its message, and the file stays. */
export const DeletionFails: Story = {
  args: { stored: [storedDocument(1, 'Owner ID', 'passport.pdf')] },
  parameters: {
    api: {
      'prospect/attachment/delete': () => ({
        status: 409,
        body: {
          status: false,
          message: 'This application has already been submitted and can no longer be changed.',
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    const { row } = await rowOf(canvasElement, 'Owner ID');
    await userEvent.click(row.getByRole('button', { name: 'Delete passport.pdf' }));
    await userEvent.click(await page.findByRole('button', { name: 'Yes' }));
    await expect(
      await findToast('This application has already been submitted and can no longer be changed.'),
    ).toHaveTextContent('Deletion Failed');
    await expect(row.getByText('passport.pdf')).toBeInTheDocument();
  },
};

/** With 3 stored a 4th is taken; at 4 of 4 another pick is refused before it is sent. */
export const LimitOfFourReached: Story = {
  args: {
    stored: [1, 2, 3].map((n) => storedDocument(n, 'Debtor Contracts', `contract-${n}.pdf`)),
  },
  play: async ({ canvasElement }) => {
    const { input, row } = await rowOf(canvasElement, 'Debtor Contracts');
    await expect(row.getByText('3 of 4 files')).toBeInTheDocument();
    await userEvent.upload(input, fileOf('contract-4.pdf'));
    await expect(await row.findByText('4 of 4 files')).toBeInTheDocument();

    await userEvent.upload(input, fileOf('contract-5.pdf'));
    await expect(await findToast('You can upload a maximum of 4 files.')).toHaveTextContent(
      'Exceeding Limit',
    );
    await expect(callsTo('prospect/attachment/save')).toHaveLength(1);
    await expect(row.queryByText('contract-5.pdf')).not.toBeInTheDocument();
  },
};

/** View fetches the file with the applicant's draft token and opens it in a new tab. */
export const ViewsAFileInANewTab: Story = {
  args: { stored: [storedDocument(1, 'Owner ID', 'passport.pdf')] },
  play: async ({ canvasElement }) => {
    const { row } = await rowOf(canvasElement, 'Owner ID');
    const tab = { opener: {} as unknown, location: { href: '' }, close: () => undefined };
    const opened: unknown[][] = [];
    const { open } = window;
    const { createObjectURL } = URL;
    window.open = ((...args: unknown[]) => {
      opened.push(args);
      return tab;
    }) as typeof window.open;
    URL.createObjectURL = () => 'blob:http://localhost/passport';
    try {
      await userEvent.click(row.getByRole('button', { name: 'View passport.pdf' }));
      await waitFor(() => expect(tab.location.href).toBe('blob:http://localhost/passport'));
    } finally {
      window.open = open;
      URL.createObjectURL = createObjectURL;
    }
    await expect(opened[0]?.[1]).toBe('_blank');
    await expect(tab.opener).toBeNull();
    await expect(callsTo('prospect/attachment/blob').at(-1)?.body).toEqual({
      prospect_id: draftToken,
      blobName: 'prospect-documents/12/Pf00000000001passport.pdf',
    });
  },
};

/** A submitted application: files can be viewed, but nothing can be added or deleted. */
export const ReadOnly: Story = {
  args: { readOnly: true, stored: [storedDocument(1, 'Owner ID', 'passport.pdf')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const groupOf = async (documentType: string) => {
      const label = await canvas.findByText(documentType, { selector: 'label' });
      const group = label.closest<HTMLElement>(`.${Classes.FORM_GROUP}`);
      if (!group) throw new Error(`${documentType} has no row`);
      return within(group);
    };
    const owner = await groupOf('Owner ID');
    await expect(owner.getByText('passport.pdf')).toBeInTheDocument();
    await expect(owner.getByRole('button', { name: 'View passport.pdf' })).toBeEnabled();
    // Nothing to pick or delete: the files are shown, not managed.
    await expect(canvasElement.querySelector('input[type="file"]')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Choose files' })).not.toBeInTheDocument();
    await expect((await groupOf('Voided Check')).getByText('No Attachment')).toBeInTheDocument();
  },
};

/** Staff name the prospect by its id and send the company they work for. */
export const StaffOnBehalfOfACompany: Story = {
  args: { prospect: 42, companyId: 7 },
  play: async ({ canvasElement }) => {
    const { input } = await rowOf(canvasElement, 'Application Form');
    await userEvent.upload(input, fileOf('application.docx'));
    await waitFor(() =>
      expect(lastUpload()).toEqual({
        fields: { prospect_id: '42', attachment_type: 'Application Form', company_id: '7' },
        file: 'application.docx',
      }),
    );
    await expect(await within(canvasElement).findByText('application.docx')).toBeInTheDocument();
    await expect(callsTo('prospect/attachment/fetch')[0]?.body).toEqual({ prospect_id: 42 });
  },
};

/** A checklist that cannot be read says why and offers to try again. */
export const LoadFailure: Story = {
  parameters: {
    api: {
      'prospect/attachment/fetch': () => ({
        status: 404,
        body: { status: false, message: 'Record not found.' },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Record not found.')).toBeInTheDocument();
    await expect(canvas.getByText('Error')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(callsTo('prospect/attachment/fetch')).toHaveLength(2));
  },
};
