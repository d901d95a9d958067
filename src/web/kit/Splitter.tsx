import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { kitClasses } from './kitClasses';
import { splitBounds } from './useStoredSplit';
import './kit.css';

export interface SplitterProps {
  /** The share of the container's width left of the splitter, in percent. */
  value: number;
  /** Called with the new share while dragging or on a key. */
  onChange: (percent: number) => void;
  /** Accessible name. */
  label: string;
}

/**
 * A vertical splitter between two panes (WAI-ARIA window splitter): drag it with the mouse, or
 * focus it and use the arrow keys (5% a press), Home and End.
 */
export function Splitter({ value, onChange, label }: SplitterProps) {
  const dragging = useRef(false);

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    dragging.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.preventDefault();
  };
  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return;
    const container = event.currentTarget.parentElement;
    if (!container) return;
    const box = container.getBoundingClientRect();
    if (box.width > 0) onChange(((event.clientX - box.left) / box.width) * 100);
  };
  const handlePointerUp = (event: PointerEvent<HTMLDivElement>) => {
    dragging.current = false;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next =
      event.key === 'ArrowLeft'
        ? value - splitBounds.step
        : event.key === 'ArrowRight'
          ? value + splitBounds.step
          : event.key === 'Home'
            ? splitBounds.min
            : event.key === 'End'
              ? splitBounds.max
              : null;
    if (next === null) return;
    event.preventDefault();
    onChange(next);
  };

  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={value}
      aria-valuemin={splitBounds.min}
      aria-valuemax={splitBounds.max}
      tabIndex={0}
      className={kitClasses.splitter}
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={handlePointerUp}
      onKeyDown={handleKeyDown}
    />
  );
}
