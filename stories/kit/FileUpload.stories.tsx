import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileUpload } from '../../src/web/kit/FileUpload';
import { attachmentMaxBytes, fileTypes, maxFilesPerDocumentType } from '../../src/shared/constants';
import { messages } from '../../src/shared/messages';
import { findToast } from './findToast';

const stored = [
  { id: 11, name: '1700000000000Owner-ID.pdf', url: 'https://files.example.test/owner-id.pdf' },
  { id: 12, name: '1700000000001Voided-Check.png' },
];

const meta = {
  title: 'Kit/FileUpload',
  component: FileUpload,
  args: {
    label: 'Owner ID',
    rules: {
      allowedExtensions: fileTypes.prospectDocuments,
      maxBytes: attachmentMaxBytes,
      maxFiles: maxFilesPerDocumentType,
    },
    onFilesAccepted: fn(),
    onView: fn(),
    onDelete: fn(),
    existingFiles: stored,
  },
} satisfies Meta<typeof FileUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

const fileOf = (name: string, bytes = 10): File => new File([new Uint8Array(bytes)], name);
const input = (root: HTMLElement): HTMLInputElement =>
  root.querySelector('input[type="file"]') as HTMLInputElement;

/** A good file is handed over; wrong type, too large and bad names are refused with titled toasts. */
export const RefusesBadFiles: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(
      input(canvasElement),
      [fileOf('virus.exe'), fileOf('big.pdf', attachmentMaxBytes + 1)],
      {
        applyAccept: false,
      },
    );
    await expect(await findToast('File type exe is not allowed.')).toHaveTextContent('Not Allowed');
    await expect(await findToast('big.pdf size is greater than allowed size.')).toHaveTextContent(
      'Exceeding Limit',
    );
    await expect(args.onFilesAccepted).not.toHaveBeenCalled();

    await userEvent.upload(input(canvasElement), [fileOf('Q1 #2.pdf'), fileOf('statement.pdf')], {
      applyAccept: false,
    });
    await expect(await findToast('Filename must not include # or &')).toHaveTextContent('Invalid Filename');
    await expect(args.onFilesAccepted).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'statement.pdf' }),
    ]);
  },
};

/** With 2 stored, picking 3 more would pass 4: the whole pick is refused. */
export const RefusesTooMany: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(input(canvasElement), [fileOf('a.pdf'), fileOf('b.pdf'), fileOf('c.pdf')]);
    await expect(await findToast('You can upload a maximum of 4 files.')).toHaveTextContent(
      'Exceeding Limit',
    );
    await expect(args.onFilesAccepted).not.toHaveBeenCalled();
  },
};

/** The invoice screen's variant texts come in through the rules. */
export const VariantTexts: Story = {
  args: {
    existingFiles: [],
    rules: {
      allowedExtensions: fileTypes.invoiceAndCollection,
      maxBytes: attachmentMaxBytes,
      maxFiles: 4,
      maxFilesMessage: messages.files.maxFilesAuthorized,
      invalidFilenameMessage: messages.files.invalidFilenameLong,
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.upload(input(canvasElement), [fileOf('a&b.pdf')]);
    await expect(await findToast('Filename is invalid, filename must not include # and &')).toHaveTextContent(
      'Invalid Filename',
    );
    await userEvent.upload(
      input(canvasElement),
      ['1', '2', '3', '4', '5'].map((n) => fileOf(`${n}.pdf`)),
    );
    await expect(await findToast('You are only authorized to upload 4 files.')).toHaveTextContent(
      'Exceeding Limit',
    );
  },
};

/** Stored files list without their storage prefix; View opens a new tab; Delete asks first. */
export const ViewAndDelete: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    const opened: unknown[][] = [];
    const originalOpen = window.open;
    window.open = (...openArgs: unknown[]) => {
      opened.push(openArgs);
      return null;
    };
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'View Owner-ID.pdf' }));
    } finally {
      window.open = originalOpen;
    }
    await expect(opened[0]?.[0]).toBe('https://files.example.test/owner-id.pdf');
    await expect(opened[0]?.[1]).toBe('_blank');
    await userEvent.click(canvas.getByRole('button', { name: 'View Voided-Check.png' }));
    await expect(args.onView).toHaveBeenCalledWith(stored[1]);

    await userEvent.click(canvas.getByRole('button', { name: 'Delete Voided-Check.png' }));
    await expect(await page.findByText('Are you sure, you want to delete?')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'No' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Voided-Check.png' }));
    await userEvent.click(await page.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(stored[1]));
  },
};
