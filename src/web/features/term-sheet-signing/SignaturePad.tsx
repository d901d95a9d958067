import { useImperativeHandle, useRef, type PointerEvent, type Ref } from 'react';
import { signingClasses } from './signingClasses';

/** What the page asks of the pad: empty it, and the drawing as a PNG data URL. */
export interface SignaturePadHandle {
  clear(): void;
  toDataUrl(): string;
}

export interface SignaturePadProps {
  ref?: Ref<SignaturePadHandle>;
  /** The pad's accessible name. */
  label: string;
  /** No drawing while the link is checked or the signature is being saved. */
  disabled?: boolean;
  /** Called when a stroke ends (the pointer is lifted after touching the pad). */
  onStroke(): void;
}

/** The canvas's own resolution; CSS scales it to the card's width. */
const width = 600;
const height = 240;
const inkColour = '#1c2127';
const inkWidth = 2.5;

/**
 * A signature pad on a canvas with pointer events, so a mouse, a pen and a finger draw alike. The
 * canvas stays transparent where nothing is drawn: an untouched pad saves as a blank image, which
 * the server refuses.
 */
export function SignaturePad({ ref, label, disabled = false, onStroke }: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef<number | null>(null);

  useImperativeHandle(ref, () => ({
    clear: () => {
      const pad = canvas.current;
      pad?.getContext('2d')?.clearRect(0, 0, pad.width, pad.height);
    },
    toDataUrl: () => canvas.current?.toDataURL('image/png') ?? '',
  }));

  /** The pointer's place in the canvas's own pixels. */
  const pointOf = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const scaleX = box.width > 0 ? width / box.width : 1;
    const scaleY = box.height > 0 ? height / box.height : 1;
    return { x: (event.clientX - box.left) * scaleX, y: (event.clientY - box.top) * scaleY };
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled || drawing.current !== null) return;
    event.preventDefault();
    drawing.current = event.pointerId;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    const { x, y } = pointOf(event);
    context.strokeStyle = inkColour;
    context.fillStyle = inkColour;
    context.lineWidth = inkWidth;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    // A tap leaves a dot, so a stroke always shows.
    context.beginPath();
    context.arc(x, y, inkWidth / 2, 0, Math.PI * 2);
    context.fill();
    context.beginPath();
    context.moveTo(x, y);
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (drawing.current !== event.pointerId) return;
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    const { x, y } = pointOf(event);
    context.lineTo(x, y);
    context.stroke();
  };

  const end = (event: PointerEvent<HTMLCanvasElement>) => {
    if (drawing.current !== event.pointerId) return;
    drawing.current = null;
    onStroke();
  };

  return (
    <canvas
      ref={canvas}
      width={width}
      height={height}
      role="img"
      aria-label={label}
      aria-disabled={disabled}
      className={disabled ? `${signingClasses.pad} ${signingClasses.padDisabled}` : signingClasses.pad}
      onPointerDown={start}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={end}
    />
  );
}
