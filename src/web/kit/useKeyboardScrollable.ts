import { useCallback, useState } from 'react';

export interface KeyboardScrollable<E extends HTMLElement> {
  /** The scroll container's callback ref: starts watching its size and its children's. */
  watch: (element: E | null) => (() => void) | undefined;
  /** 0 while its content overflows it, so the keyboard can reach and scroll it; otherwise none. */
  tabIndex: 0 | undefined;
}

/**
 * A scroll container whose content overflows becomes a tab stop: when that content holds nothing
 * focusable (a table of payments), the keyboard could not scroll it otherwise (WCAG 2.1.1). While
 * everything fits it stays out of the tab order. Watches the container and its children's sizes.
 */
export function useKeyboardScrollable<E extends HTMLElement>(): KeyboardScrollable<E> {
  const [overflows, setOverflows] = useState(false);
  const watch = useCallback((element: E | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () =>
      setOverflows(element.scrollHeight > element.clientHeight || element.scrollWidth > element.clientWidth);
    const sizes = new ResizeObserver(measure);
    const watchChildren = () => {
      sizes.disconnect();
      sizes.observe(element);
      for (const child of Array.from(element.children)) sizes.observe(child);
      measure();
    };
    const children = new MutationObserver(watchChildren);
    children.observe(element, { childList: true });
    watchChildren();
    return () => {
      sizes.disconnect();
      children.disconnect();
    };
  }, []);
  return { watch, tabIndex: overflows ? 0 : undefined };
}
