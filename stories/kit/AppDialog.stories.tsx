import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@blueprintjs/core';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppDialog, type DialogSize } from '../../src/web/kit/AppDialog';

interface DemoProps {
  /** Called when the dialog really closes. */
  onClosed: () => void;
  /** Width. */
  size: DialogSize;
}

function NoteDialogDemo({ onClosed, size }: DemoProps) {
  const [open, setOpen] = useState(true);
  const [note, setNote] = useState('');
  return (
    <AppDialog
      isOpen={open}
      size={size}
      title="Add Note"
      isDirty={note !== ''}
      onClose={() => {
        setOpen(false);
        onClosed();
      }}
      footer={<Button text="Cancel" onClick={() => setOpen(false)} />}
    >
      <label>
        Note <input value={note} onChange={(e) => setNote(e.currentTarget.value)} />
      </label>
    </AppDialog>
  );
}

const meta = {
  title: 'Kit/AppDialog',
  component: NoteDialogDemo,
  args: { onClosed: fn(), size: 'md' },
} satisfies Meta<typeof NoteDialogDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A clean form closes at once. */
export const CleanCloses: Story = {
  play: async ({ args }) => {
    const page = within(document.body);
    await expect(page.getByRole('dialog').className).toContain('fd-dialog-md');
    await userEvent.click(page.getByRole('button', { name: 'Close' }));
    await expect(args.onClosed).toHaveBeenCalledTimes(1);
  },
};

/** A dirty form asks before closing; No keeps it, Yes closes. */
export const DirtyAsks: Story = {
  args: { size: 'lg' },
  play: async ({ args }) => {
    const page = within(document.body);
    await expect(page.getByRole('dialog').className).toContain('fd-dialog-lg');
    await userEvent.type(page.getByLabelText('Note'), 'Call the debtor');
    await userEvent.click(page.getByRole('button', { name: 'Close' }));
    const question = await page.findByRole('alertdialog');
    await expect(question).toHaveTextContent(
      'Are you sure, you want to close the form without saving the changes?',
    );
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));
    await expect(args.onClosed).not.toHaveBeenCalled();
    await expect(page.getByLabelText('Note')).toHaveValue('Call the debtor');
    await userEvent.click(page.getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await userEvent.click(within(await page.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(args.onClosed).toHaveBeenCalledTimes(1));
  },
};
