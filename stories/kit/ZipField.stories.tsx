import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ZipField, type ZipChoice, type ZipFieldProps } from '../../src/web/kit/ZipField';
import { useDemoValue } from './useDemoValue';

const places: ZipChoice[] = [
  { zip: '78701', city: 'Austin', full_state: 'Texas' },
  { zip: '78702', city: 'Austin', full_state: 'Texas' },
  { zip: '10001', city: 'New York', full_state: 'New York' },
];

/** Stands in for the RTK Query zip lookup. */
const lookup = (zip: string): Promise<ZipChoice[]> =>
  Promise.resolve(places.filter((p) => p.zip.startsWith(zip)));

function ZipFieldDemo(
  props: Omit<ZipFieldProps, 'value' | 'onPick'> & { onPicked: (choice: ZipChoice) => void },
) {
  const { onChange, onPicked, ...rest } = props;
  const zip = useDemoValue('', onChange);
  const [place, setPlace] = useState({ city: '', state: '' });
  return (
    <>
      <ZipField
        {...rest}
        {...zip}
        onPick={(choice) => {
          setPlace({ city: choice.city, state: choice.full_state });
          onPicked(choice);
        }}
        onClearPick={() => setPlace({ city: '', state: '' })}
      />
      <output aria-label="City">{place.city}</output>
      <output aria-label="State">{place.state}</output>
    </>
  );
}

const meta = {
  title: 'Kit/ZipField',
  component: ZipFieldDemo,
  args: { label: 'Zip Code', required: true, onChange: fn(), onPicked: fn(), onLookup: fn(lookup) },
} satisfies Meta<typeof ZipFieldDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** From 4 digits the lookup runs; picking a place fills city and state. */
export const LookupAndPick: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    const input = canvas.getByLabelText(/Zip Code/);
    await userEvent.type(input, '787');
    await expect(args.onLookup).not.toHaveBeenCalled();
    await userEvent.type(input, '0');
    await expect(args.onLookup).toHaveBeenCalledWith('7870');
    await userEvent.click(await page.findByText('78702 – Austin, Texas'));
    await expect(args.onPicked).toHaveBeenCalledWith(places[1]);
    await expect(input).toHaveValue('78702');
    await expect(canvas.getByLabelText('City')).toHaveTextContent('Austin');
    await expect(canvas.getByLabelText('State')).toHaveTextContent('Texas');
    // The list stays closed when the focus comes back to the zip after the pick.
    await waitFor(() => expect(page.queryByText('78702 – Austin, Texas')).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(page.queryByText('78702 – Austin, Texas')).not.toBeInTheDocument();
  },
};

/** Digits only, five at most; below 3 digits state and city are cleared. */
export const DigitsAndClearing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/Zip Code/);
    await userEvent.type(input, '1a00019');
    await expect(input).toHaveValue('10001');
    await userEvent.click(await within(document.body).findByText('10001 – New York, New York'));
    await expect(canvas.getByLabelText('City')).toHaveTextContent('New York');
    await userEvent.type(input, '{Backspace}{Backspace}{Backspace}');
    await expect(canvas.getByLabelText('City')).toBeEmptyDOMElement();
  },
};

/** A zip the lookup does not know shows 'No record available'. */
export const NoResult: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByLabelText(/Zip Code/), '99999');
    await expect(await within(document.body).findByText('No record available')).toBeInTheDocument();
  },
};
