import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, ButtonGroup } from '@blueprintjs/core';
import { expect, userEvent, within } from 'storybook/test';
import { toastError, toastFromError, toastInfo, toastSuccess, toastWarning } from '../../src/web/kit/toast';
import { messages } from '../../src/shared/messages';
import { findToast } from './findToast';

function ToastButtons() {
  const created = messages.crud.created('Invoice');
  return (
    <ButtonGroup>
      <Button text="Success" onClick={() => void toastSuccess(created.title, created.message)} />
      <Button text="Error" onClick={() => void toastError()} />
      <Button
        text="Warning"
        onClick={() => void toastWarning(messages.titles.limit, messages.prospect.maxAllowed)}
      />
      <Button text="Info" onClick={() => void toastInfo('Info', 'Heads up')} />
      <Button
        text="Server refusal"
        onClick={() =>
          void toastFromError(
            { status: 409, data: { status: false, message: 'Debtor already exists.' } },
            messages.titles.validationFailed,
          )
        }
      />
      <Button
        text="No answer"
        onClick={() => void toastFromError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })}
      />
      <Button text="Bad answer" onClick={() => void toastFromError({ status: 500, data: 'oops' })} />
    </ButtonGroup>
  );
}

const meta = {
  title: 'Kit/Toast',
  component: ToastButtons,
} satisfies Meta<typeof ToastButtons>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Titled toasts from the catalogue, 390 px wide, 5 s. */
export const Kinds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await expect(await findToast('invoice has been created successfully.')).toHaveTextContent(
      'Invoice Created.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await expect(
      await findToast('Sorry, we are unable to process your request at this time.'),
    ).toHaveTextContent('Error');
    await userEvent.click(canvas.getByRole('button', { name: 'Warning' }));
    await expect(await findToast('Maximum 5 alloweds.')).toHaveTextContent('Limit');
    const toaster = document.querySelector('.fd-toaster');
    await expect(toaster).not.toBeNull();
  },
};

/** A server refusal shows its message; no answer shows 'Server Error'; an unreadable answer the generic text. */
export const FromErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Server refusal' }));
    await expect(await findToast('Debtor already exists.')).toHaveTextContent('Validation Failed');
    await userEvent.click(canvas.getByRole('button', { name: 'No answer' }));
    await expect(await findToast('Server Error')).toHaveTextContent('Error');
    await userEvent.click(canvas.getByRole('button', { name: 'Bad answer' }));
    await expect(
      await findToast('Sorry, we are unable to process your request at this time.'),
    ).toBeInTheDocument();
  },
};
