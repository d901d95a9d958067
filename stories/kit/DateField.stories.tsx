import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateField, type DateFieldProps } from '../../src/web/kit/DateField';
import { addDaysIso, formatUsDate, todayIso } from '../../src/shared/dates';
import { useDemoValue, type FieldDemoProps } from './useDemoValue';

function DateFieldDemo({ initial = '', onChange, ...rest }: FieldDemoProps<DateFieldProps>) {
  const field = useDemoValue(initial, onChange);
  return (
    <>
      <DateField {...rest} {...field} />
      <output aria-label="Sent value">{field.value}</output>
    </>
  );
}

const meta = {
  title: 'Kit/DateField',
  component: DateFieldDemo,
  args: { label: 'Invoice Date', required: true, onChange: fn() },
} satisfies Meta<typeof DateFieldDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typed as mm/dd/yyyy, sent as YYYY-MM-DD. */
export const TypeADate: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/Invoice Date/);
    await expect(input).toHaveAttribute('placeholder', 'mm/dd/yyyy');
    await userEvent.type(input, '07/04/2024');
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-07-04');
    await userEvent.tab();
    await expect(input).toHaveValue('07/04/2024');
    await expect(canvas.getByLabelText('Sent value')).toHaveTextContent('2024-07-04');
  },
};

/** Years before 1945 are not accepted. */
export const OutsideYearRange: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText(/Invoice Date/);
    await userEvent.type(input, '12/31/1944');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** "Not in the future" (date established): tomorrow is refused, today accepted. */
export const NotInFuture: Story = {
  args: { label: 'Date Established', notInFuture: true },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText(/Date Established/);
    await userEvent.type(input, formatUsDate(addDaysIso(todayIso(), 1)));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, formatUsDate(todayIso()));
    await expect(args.onChange).toHaveBeenLastCalledWith(todayIso());
  },
};

/** A stored date shows as mm/dd/yyyy. */
export const Prefilled: Story = {
  args: { initial: '2023-01-15' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/Invoice Date/)).toHaveValue('01/15/2023');
  },
};
