import { useState, type ReactNode } from 'react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppDialog } from '../../../src/web/kit/AppDialog';
import { ConfirmDialog } from '../../../src/web/kit/ConfirmDialog';
import { DateField } from '../../../src/web/kit/DateField';
import { SelectField } from '../../../src/web/kit/SelectField';
import { StateSelect } from '../../../src/web/kit/StateSelect';
import { confirm, confirmPresets } from '../../../src/web/kit/useConfirm';
import { ZipField, type ZipChoice } from '../../../src/web/kit/ZipField';

afterEach(cleanup);

/** A dialog with unsaved changes, as Post Payment is once a field was filled. */
function DirtyDialog({ children, onClosed }: { children: ReactNode; onClosed: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <AppDialog
      isOpen={open}
      title="Post Payment"
      isDirty
      onClose={() => {
        setOpen(false);
        onClosed();
      }}
    >
      {children}
    </AppDialog>
  );
}

function DateDemo() {
  const [value, setValue] = useState('');
  return <DateField label="Payment Date" value={value} onChange={setValue} />;
}

const debtors = [
  { id: 1, name: 'Walmart Stores' },
  { id: 2, name: 'Target Corporation' },
];

function SelectDemo({ filterable }: { filterable?: boolean }) {
  const [value, setValue] = useState<(typeof debtors)[number] | null>(null);
  return (
    <SelectField
      label="Debtor Name"
      items={debtors}
      value={value}
      onChange={setValue}
      itemLabel={(d) => d.name}
      itemKey={(d) => d.id}
      filterable={filterable}
    />
  );
}

function StateDemo() {
  const [value, setValue] = useState('');
  return <StateSelect label="State" value={value} onChange={setValue} />;
}

const austin: ZipChoice = { zip: '78701', city: 'Austin', full_state: 'Texas' };

function ZipDemo() {
  const [value, setValue] = useState('');
  return (
    <ZipField
      label="Zip Code"
      value={value}
      onChange={setValue}
      onLookup={() => Promise.resolve([austin])}
      onPick={() => undefined}
    />
  );
}

/** Escape closed the picker and nothing else: no question, the dialog still open. */
async function expectOnlyThePickerClosed(pickerGone: () => void, onClosed: () => void) {
  await waitFor(pickerGone);
  // The question would open on the same key press; give it the time its transition takes.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Post Payment' })).toBeInTheDocument();
  expect(onClosed).not.toHaveBeenCalled();
}

describe('Escape in a picker inside a dialog closes only the picker', () => {
  it('date picker: the calendar closes, the dialog asks nothing', async () => {
    const onClosed = vi.fn();
    render(
      <DirtyDialog onClosed={onClosed}>
        <DateDemo />
      </DirtyDialog>,
    );
    await userEvent.click(screen.getByLabelText('Payment Date'));
    expect(await screen.findByRole('grid')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expectOnlyThePickerClosed(
      () => expect(screen.queryByRole('grid')).not.toBeInTheDocument(),
      onClosed,
    );
  });

  it('date picker, from inside the calendar: the calendar closes and stays closed, the dialog asks nothing', async () => {
    const onClosed = vi.fn();
    render(
      <DirtyDialog onClosed={onClosed}>
        <DateDemo />
      </DirtyDialog>,
    );
    const input = screen.getByLabelText('Payment Date');
    await userEvent.click(input);
    const calendar = await screen.findByRole('grid');
    await userEvent.tab();
    expect(document.activeElement?.closest('.bp6-popover')).toContainElement(calendar);
    await userEvent.keyboard('{Escape}');
    await expectOnlyThePickerClosed(
      () => expect(screen.queryByRole('grid')).not.toBeInTheDocument(),
      onClosed,
    );
    expect(input).toHaveFocus();
  });

  it('select with a search box, Escape pressed at once: the list closes, the dialog asks nothing', async () => {
    const onClosed = vi.fn();
    render(
      <DirtyDialog onClosed={onClosed}>
        <SelectDemo />
      </DirtyDialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Debtor Name' }));
    expect(await screen.findByText('Walmart Stores')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expectOnlyThePickerClosed(
      () => expect(screen.queryByText('Walmart Stores')).not.toBeInTheDocument(),
      onClosed,
    );
  });

  it('select without a search box: the list closes, the dialog asks nothing', async () => {
    const onClosed = vi.fn();
    render(
      <DirtyDialog onClosed={onClosed}>
        <SelectDemo filterable={false} />
      </DirtyDialog>,
    );
    // Without a search box the select is a combobox that keeps the focus while its list is open.
    await userEvent.click(screen.getByRole('combobox', { name: 'Debtor Name' }));
    expect(await screen.findByText('Walmart Stores')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expectOnlyThePickerClosed(
      () => expect(screen.queryByText('Walmart Stores')).not.toBeInTheDocument(),
      onClosed,
    );
  });

  it('state list: the list closes, the dialog asks nothing', async () => {
    const onClosed = vi.fn();
    render(
      <DirtyDialog onClosed={onClosed}>
        <StateDemo />
      </DirtyDialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'State' }));
    expect(await screen.findByText('Texas')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expectOnlyThePickerClosed(
      () => expect(screen.queryByText('Texas')).not.toBeInTheDocument(),
      onClosed,
    );
  });

  it('zip matches: the list closes, the dialog asks nothing', async () => {
    const onClosed = vi.fn();
    render(
      <DirtyDialog onClosed={onClosed}>
        <ZipDemo />
      </DirtyDialog>,
    );
    await userEvent.type(screen.getByLabelText('Zip Code'), '7870');
    expect(await screen.findByText('78701 – Austin, Texas')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expectOnlyThePickerClosed(
      () => expect(screen.queryByText('78701 – Austin, Texas')).not.toBeInTheDocument(),
      onClosed,
    );
  });

  it('a second Escape, with no picker open, asks about the unsaved changes', async () => {
    const onClosed = vi.fn();
    render(
      <DirtyDialog onClosed={onClosed}>
        <DateDemo />
      </DirtyDialog>,
    );
    await userEvent.click(screen.getByLabelText('Payment Date'));
    expect(await screen.findByRole('grid')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
  });
});

describe('a confirmation opens on its safe answer', () => {
  it('the unsaved-changes question focuses No', async () => {
    render(
      <DirtyDialog onClosed={vi.fn()}>
        <p>Payment form</p>
      </DirtyDialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    const question = await screen.findByRole('alertdialog');
    await waitFor(() => expect(within(question).getByRole('button', { name: 'No' })).toHaveFocus());
  });

  it('a delete question focuses No, so Enter keeps the record', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        isOpen
        message="Are you sure, you want to delete?"
        intent="danger"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'No' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirm() focuses the cancel answer it was given', async () => {
    const answer = confirm({ ...confirmPresets.delete, confirmText: 'Delete', cancelText: 'Cancel' });
    const question = await screen.findByRole('alertdialog');
    await waitFor(() => expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(answer).resolves.toBe(false);
  });
});
