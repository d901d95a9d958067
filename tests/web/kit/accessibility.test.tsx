import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateField } from '../../../src/web/kit/DateField';
import { MaskedField } from '../../../src/web/kit/MaskedField';
import { MoneyField } from '../../../src/web/kit/MoneyField';
import { PasswordField } from '../../../src/web/kit/PasswordField';
import { PhoneField } from '../../../src/web/kit/PhoneField';
import { RowStateLegend } from '../../../src/web/kit/RowStateLegend';
import { SelectField, type SelectFieldProps } from '../../../src/web/kit/SelectField';
import { StateSelect } from '../../../src/web/kit/StateSelect';
import { TextField } from '../../../src/web/kit/TextField';
import { ZipField } from '../../../src/web/kit/ZipField';

/**
 * The kit's fields and legend carry no critical or serious axe violation, fields closed and with
 * their lists open (docs/decisions/0023-accessibility.md). jsdom lays nothing out, so colour contrast is left to the
 * browser suite (tests/e2e/accessibility.e2e.test.ts).
 */
async function blockingViolations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  return result.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} at ${node.target.join(' ')}: ${node.html}`),
    );
}

interface Debtor {
  id: number;
  name: string;
}
const debtors: Debtor[] = [
  { id: 1, name: 'Walmart Stores' },
  { id: 2, name: 'Target Corporation' },
];

function DebtorSelect(props: Partial<SelectFieldProps<Debtor>>) {
  return (
    <SelectField<Debtor>
      label="Debtor Name"
      required
      items={debtors}
      value={null}
      onChange={vi.fn()}
      itemLabel={(debtor) => debtor.name}
      itemKey={(debtor) => debtor.id}
      {...props}
    />
  );
}

const noop = vi.fn();

/** A zip field that keeps what is typed, so its lookup runs from the fourth digit. */
function TypedZip() {
  const [zip, setZip] = useState('');
  return (
    <ZipField
      label="Zip Code"
      value={zip}
      onChange={setZip}
      onLookup={async () => [{ zip: '78701', city: 'Austin', full_state: 'Texas' }]}
      onPick={noop}
    />
  );
}
const fields: [string, ReactElement][] = [
  ['a searchable select', <DebtorSelect key="select" />],
  ['a select without a search box', <DebtorSelect key="select" filterable={false} />],
  ['a select with an error', <DebtorSelect key="select" error="Debtor Name is required" />],
  [
    'a disabled select with helper text',
    <DebtorSelect key="select" disabled helperText="Choose the client first." />,
  ],
  ['a loading select', <DebtorSelect key="select" loading />],
  ['a select named without a label', <DebtorSelect key="select" label={undefined} ariaLabel="Debtor" />],
  ['the state select', <StateSelect key="state" label="State" value="Texas" onChange={noop} />],
  [
    'the zip field',
    <ZipField
      key="zip"
      label="Zip Code"
      required
      value=""
      onChange={noop}
      onLookup={async () => []}
      onPick={noop}
    />,
  ],
  [
    'the phone field',
    <PhoneField
      key="phone"
      label="Phone No"
      countries={[{ phone_code: '+1' }]}
      value=""
      onChange={noop}
      onCodeChange={noop}
    />,
  ],
  ['a text field', <TextField key="text" label="Debtor Name" required value="" onChange={noop} />],
  ['a masked field', <MaskedField key="masked" kind="fein" label="FEIN" value="" onChange={noop} />],
  ['a money field', <MoneyField key="money" label="Weekly Credit Limit" value="" onChange={noop} />],
  ['a date field', <DateField key="date" label="Invoice Date" value="" onChange={noop} />],
  ['a password field', <PasswordField key="password" label="Password" value="" onChange={noop} />],
];

describe('axe on the kit’s fields', () => {
  afterEach(cleanup);

  it.each(fields)('finds no critical or serious violation on %s', async (_name, field) => {
    render(field);
    expect(await blockingViolations()).toEqual([]);
  });

  it('finds none on a searchable select with its list open', async () => {
    render(<DebtorSelect />);
    await userEvent.click(screen.getByRole('button', { name: 'Debtor Name' }));
    await screen.findByRole('option', { name: 'Target Corporation' });
    expect(await blockingViolations()).toEqual([]);
  });

  it('finds none on a select without a search box with its list open', async () => {
    render(<DebtorSelect filterable={false} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Debtor Name' }));
    await screen.findByRole('option', { name: 'Target Corporation' });
    expect(await blockingViolations()).toEqual([]);
  });

  it('finds none on the zip field with its places offered', async () => {
    render(<TypedZip />);
    const input = screen.getByRole('combobox', { name: 'Zip Code' });
    await userEvent.type(input, '7870');
    await screen.findByText('78701 – Austin, Texas');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(await blockingViolations()).toEqual([]);
  });

  it('names the row-state legend as a group, and shows none when there is nothing to explain', async () => {
    const { container, rerender } = render(<RowStateLegend />);
    expect(screen.getByRole('group', { name: 'Legend' })).toHaveTextContent('Deleted');
    expect(await blockingViolations()).toEqual([]);
    rerender(<RowStateLegend states={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
