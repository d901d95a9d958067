import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@blueprintjs/core';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from '../../src/web/kit/ConfirmDialog';
import { confirmPresets, useConfirm } from '../../src/web/kit/useConfirm';

const meta = {
  title: 'Kit/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    isOpen: true,
    message: 'Are you sure, you want to delete?',
    intent: 'danger',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Yes and No report the answer. */
export const Delete: Story = {
  play: async ({ args }) => {
    const page = within(document.body);
    await expect(page.getByRole('alertdialog')).toHaveTextContent('Are you sure, you want to delete?');
    await userEvent.click(page.getByRole('button', { name: 'No' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(page.getByRole('button', { name: 'Yes' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** While the action runs, the dialog cannot be dismissed. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ args }) => {
    const page = within(document.body);
    await expect(page.getByRole('button', { name: 'No' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

function AskDemo({ onAnswer }: { onAnswer: (answer: boolean) => void }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('');
  return (
    <>
      <Button
        text="Delete policy"
        onClick={async () => {
          const yes = await confirm(confirmPresets.delete);
          setAnswer(yes ? 'deleted' : 'kept');
          onAnswer(yes);
        }}
      />
      <output aria-label="Answer">{answer}</output>
    </>
  );
}

/** `useConfirm()` asks and resolves with the answer, without any provider. */
export const UseConfirmHook: Story = {
  render: (args) => <AskDemo onAnswer={args.onConfirm as unknown as (answer: boolean) => void} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete policy' }));
    await expect(await page.findByText('Are you sure, you want to delete?')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'No' }));
    await expect(await canvas.findByText('kept')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete policy' }));
    await userEvent.click(await page.findByRole('button', { name: 'Yes' }));
    await expect(await canvas.findByText('deleted')).toBeInTheDocument();
    await expect(args.onConfirm).toHaveBeenLastCalledWith(true);
  },
};
