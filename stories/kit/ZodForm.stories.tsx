import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@blueprintjs/core';
import { z } from 'zod';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MaskedField } from '../../src/web/kit/MaskedField';
import { MoneyField } from '../../src/web/kit/MoneyField';
import { TextField } from '../../src/web/kit/TextField';
import { useZodForm } from '../../src/web/kit/useZodForm';
import { messages } from '../../src/shared/messages';
import { readMoneyText } from '../../src/shared/contract/money';

/** A cut-down debtor form schema, the kind src/shared/validation holds for browser and server. */
const DebtorSketchSchema = z.object({
  debtor_name: z.string().trim().min(1, messages.required('Debtor Name')).max(40),
  phone: z.string().min(1, messages.debtor.phoneRequired).length(10, messages.debtor.phoneRequired),
  company_email: z
    .string()
    .min(1, messages.required('Company Email'))
    .pipe(z.email(messages.debtor.companyEmailInvalid)),
  credit_limit: z
    .string()
    .min(1, messages.debtor.creditLimitRequired)
    .refine((v) => Number.parseFloat(v) >= 1, messages.debtor.creditLimitMin)
    .refine((v) => readMoneyText(v) !== null, messages.debtor.creditLimitMax),
});

const blank = { debtor_name: '', phone: '', company_email: '', credit_limit: '' };

function DebtorSketchForm({ onSave }: { onSave: (data: z.output<typeof DebtorSketchSchema>) => void }) {
  const form = useZodForm(DebtorSketchSchema, blank);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const result = form.validateAll();
        if (result.ok) {
          onSave(result.data);
          form.reset(form.values);
        }
      }}
    >
      <TextField
        label="Debtor Name"
        required
        maxLength={40}
        filter="alphanumericSpaces"
        {...form.bind('debtor_name')}
      />
      <MaskedField label="Phone No" required kind="phone" {...form.bind('phone')} />
      <TextField label="Company Email" required type="email" maxLength={50} {...form.bind('company_email')} />
      <MoneyField label="Weekly Credit Limit" required {...form.bind('credit_limit')} />
      <output aria-label="Form state">{form.isDirty ? 'unsaved changes' : 'saved'}</output>
      <Button type="submit" text="Save" intent="primary" />
    </form>
  );
}

const meta = {
  title: 'Kit/ZodForm',
  component: DebtorSketchForm,
  args: { onSave: fn() },
} satisfies Meta<typeof DebtorSketchForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Errors appear once a field is left; Save shows every error and sends nothing. */
export const ErrorsOnBlurAndSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText(/Debtor Name/));
    await expect(canvas.queryByText('Debtor Name is required')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByText('Debtor Name is required')).toBeInTheDocument();
    await expect(canvas.queryByText('Company Email is required')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Company Email is required')).toBeInTheDocument();
    await expect(canvas.getByText('Weekly Credit Limit is required')).toBeInTheDocument();
    await expect(canvas.getByText('Phone No is required')).toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A valid form saves the parsed values (digits-only phone, decimal-string money) and is clean again. */
export const SavesValidForm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Form state')).toHaveTextContent('saved');
    await userEvent.type(canvas.getByLabelText(/Debtor Name/), 'Acme Foods 2');
    await expect(canvas.getByLabelText('Form state')).toHaveTextContent('unsaved changes');
    await userEvent.type(canvas.getByLabelText(/Phone No/), '5551234567');
    await userEvent.type(canvas.getByLabelText(/Company Email/), 'ap@acme');
    await userEvent.tab();
    await expect(canvas.getByText('Company Email is invalid')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(/Company Email/), '.com');
    await userEvent.type(canvas.getByLabelText(/Weekly Credit Limit/), '0.5');
    await userEvent.tab();
    await expect(canvas.getByText('should be greater than $0.00')).toBeInTheDocument();
    await userEvent.clear(canvas.getByLabelText(/Weekly Credit Limit/));
    await userEvent.type(canvas.getByLabelText(/Weekly Credit Limit/), '25000');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      debtor_name: 'Acme Foods 2',
      phone: '5551234567',
      company_email: 'ap@acme.com',
      credit_limit: '25000.00',
    });
    await expect(canvas.getByLabelText('Form state')).toHaveTextContent('saved');
  },
};
