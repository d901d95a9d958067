import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SignaturePad,
  type SignaturePadHandle,
} from '../../../src/web/features/term-sheet-signing/SignaturePad';
import { drawableCanvas, drawnPng } from './drawableCanvas';

drawableCanvas();
afterEach(cleanup);

function renderPad(disabled = false) {
  const onStroke = vi.fn();
  const ref = createRef<SignaturePadHandle>();
  render(<SignaturePad ref={ref} label="Signature pad" disabled={disabled} onStroke={onStroke} />);
  return { onStroke, ref, pad: screen.getByRole('img', { name: 'Signature pad' }) };
}

describe('SignaturePad', () => {
  it.each(['mouse', 'pen', 'touch'])('takes a stroke of a %s', (pointerType) => {
    const { onStroke, pad } = renderPad();
    fireEvent.pointerDown(pad, { pointerId: 3, pointerType, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(pad, { pointerId: 3, pointerType, clientX: 40, clientY: 20 });
    expect(onStroke).not.toHaveBeenCalled();
    fireEvent.pointerUp(pad, { pointerId: 3, pointerType });
    expect(onStroke).toHaveBeenCalledTimes(1);
  });

  it('ends a stroke the browser cancels, and ignores a second finger', () => {
    const { onStroke, pad } = renderPad();
    fireEvent.pointerDown(pad, { pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerDown(pad, { pointerId: 2, pointerType: 'touch' });
    fireEvent.pointerUp(pad, { pointerId: 2, pointerType: 'touch' });
    expect(onStroke).not.toHaveBeenCalled();
    fireEvent.pointerCancel(pad, { pointerId: 1, pointerType: 'touch' });
    expect(onStroke).toHaveBeenCalledTimes(1);
  });

  it('takes no stroke while disabled', () => {
    const { onStroke, pad } = renderPad(true);
    expect(pad).toHaveAttribute('aria-disabled', 'true');
    fireEvent.pointerDown(pad, { pointerId: 1 });
    fireEvent.pointerUp(pad, { pointerId: 1 });
    expect(onStroke).not.toHaveBeenCalled();
  });

  it('exports the drawing as a PNG data URL and clears', () => {
    const { ref } = renderPad();
    expect(ref.current?.toDataUrl()).toBe(drawnPng);
    expect(() => ref.current?.clear()).not.toThrow();
  });
});
