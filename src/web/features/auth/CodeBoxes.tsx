import { Classes } from '@blueprintjs/core';
import { useRef } from 'react';
import type { ChangeEvent, ClipboardEvent, KeyboardEvent } from 'react';
import { keepMatching } from '../../kit/inputFilters';
import { messages } from '../../../shared/messages';
import { shellClasses } from '../../app/shellClasses';

export interface CodeBoxesProps {
  /** One character per box ('' when empty); its length is the number of boxes. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
  /** Accessible name of the group, e.g. 'Verification Code'. */
  label: string;
}

const codeCharacter = /[A-Za-z0-9]/;

/**
 * Single-character boxes for a verification code: typing moves to the next box, Backspace on an
 * empty box goes back and clears it, arrows move, and a whole code (autofill, or paste when the
 * input guards are off) spreads over the boxes.
 */
export function CodeBoxes({ value, onChange, disabled, label }: CodeBoxesProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(value.length - 1, index))];
    box?.focus();
    box?.select();
  };

  const fillFrom = (index: number, characters: string) => {
    const next = [...value];
    let position = index;
    for (const character of characters) {
      if (position >= next.length) break;
      next[position] = character;
      position += 1;
    }
    onChange(next);
    focusBox(position);
  };

  const handleChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const typed = keepMatching(event.target.value, codeCharacter);
    const previous = value[index] ?? '';
    if (typed === '') {
      const next = [...value];
      next[index] = '';
      onChange(next);
      return;
    }
    // Typing into a filled box (caret before or after its character) replaces it with the new one.
    let characters = typed;
    if (typed.length === 2 && previous !== '') {
      if (typed.startsWith(previous)) characters = typed.slice(1);
      else if (typed.endsWith(previous)) characters = typed.slice(0, 1);
    }
    fillFrom(index, characters);
  };

  const handleKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && (value[index] ?? '') === '' && index > 0) {
      event.preventDefault();
      const next = [...value];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fillFrom(index, keepMatching(event.clipboardData.getData('text'), codeCharacter));
  };

  return (
    <div className={shellClasses.codeBoxes} role="group" aria-label={label}>
      {value.map((character, index) => (
        <input
          // The boxes never reorder; their position is their identity.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className={Classes.INPUT}
          value={character}
          onChange={handleChange(index)}
          onKeyDown={handleKeyDown(index)}
          onPaste={handlePaste(index)}
          onFocus={(event) => event.target.select()}
          disabled={disabled}
          inputMode="text"
          autoCapitalize="characters"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={index === 0 ? value.length : 2}
          aria-label={messages.session.codeCharacter(label, index + 1, value.length)}
        />
      ))}
    </div>
  );
}
