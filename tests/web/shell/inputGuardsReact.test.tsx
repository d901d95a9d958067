import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { installEmojiGuard } from '../../../src/web/app/inputGuards';
import type { Uninstall } from '../../../src/web/app/inputGuards';

function ControlledNote() {
  const [note, setNote] = useState('');
  return (
    <>
      <input aria-label="Note" value={note} onChange={(event) => setNote(event.target.value)} />
      <output aria-label="State">{note}</output>
    </>
  );
}

let uninstall: Uninstall | undefined;
afterEach(() => {
  uninstall?.();
  cleanup();
});

describe('emoji guard with a React-controlled input', () => {
  it('keeps React state and the field in step: the emoji never reaches the state', async () => {
    uninstall = installEmojiGuard();
    render(<ControlledNote />);
    await userEvent.type(screen.getByLabelText('Note'), 'pay 😀 now');
    expect(screen.getByLabelText('Note')).toHaveValue('pay  now');
    expect(screen.getByLabelText('State').textContent).toBe('pay  now');
  });

  it('lets React see the text that came with an emoji in one input (autocorrect, IME)', () => {
    uninstall = installEmojiGuard();
    render(<ControlledNote />);
    fireEvent.input(screen.getByLabelText('Note'), { target: { value: 'thanks 🙏 team' } });
    expect(screen.getByLabelText('Note')).toHaveValue('thanks  team');
    expect(screen.getByLabelText('State').textContent).toBe('thanks  team');
  });
});
