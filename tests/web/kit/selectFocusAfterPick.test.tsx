import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SelectField } from '../../../src/web/kit/SelectField';
import { TextField } from '../../../src/web/kit/TextField';

/**
 * A list gives the focus back to its button a frame after a pick. Someone who has gone on to the
 * next field within that frame (a quick hand, a slow frame) keeps typing there.
 */

const choices = [
  { value: 1, label: 'Own' },
  { value: 0, label: 'Rent' },
];

function OwnerDemo() {
  const [home, setHome] = useState<(typeof choices)[number] | null>(null);
  const [ssn, setSsn] = useState('');
  return (
    <>
      <SelectField
        label="Home Ownership"
        items={choices}
        value={home}
        onChange={setHome}
        itemLabel={(choice) => choice.label}
        itemKey={(choice) => choice.value}
        filterable={false}
      />
      <TextField label="SSN" value={ssn} onChange={setSsn} filter="digits" />
    </>
  );
}

// Animation frames run when the test says, so that the next field is reached before one runs.
let frames: FrameRequestCallback[] = [];
function runFrames() {
  act(() => {
    const due = frames;
    frames = [];
    for (const frame of due) frame(performance.now());
  });
}

beforeEach(() => {
  frames = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function pickOwn() {
  await userEvent.click(screen.getByRole('combobox', { name: 'Home Ownership' }));
  runFrames();
  fireEvent.click(await screen.findByText('Own'));
}

describe('a list after a pick', () => {
  it('leaves the focus in the field the user went on to before the next frame', async () => {
    render(<OwnerDemo />);
    await pickOwn();
    const ssn = screen.getByRole('textbox', { name: 'SSN' });
    ssn.focus();
    runFrames();
    expect(ssn).toHaveFocus();
    await userEvent.keyboard('123456789');
    expect(ssn).toHaveValue('123456789');
  });

  it('gives the focus back to its button when the user has not moved on', async () => {
    render(<OwnerDemo />);
    await pickOwn();
    runFrames();
    expect(screen.getByRole('combobox', { name: 'Home Ownership' })).toHaveFocus();
  });
});
