import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { InputGroup } from '@blueprintjs/core';
import { searchDebounceMs, searchInputMax } from '../../shared/constants';
import { messages } from '../../shared/messages';

export interface TableSearchProps {
  /** The committed search text (what the list last searched for). */
  value: string;
  /** Called once the user pauses typing for `debounceMs`, with the trimmed text. */
  onSearch: (text: string) => void;
  /** Pause before the search is sent (spec: 250 ms by default; 300–700 ms on some lists). */
  debounceMs?: number;
  /** Placeholder, e.g. 'Search by full name, email & username'. */
  placeholder?: string;
  /** Most characters the box takes (spec: 30). */
  maxLength?: number;
  /** Disables the box. */
  disabled?: boolean;
}

/** The search box of a list: sends the search once the user pauses typing. */
export function TableSearch({
  value,
  onSearch,
  debounceMs = searchDebounceMs.default,
  placeholder = messages.common.search,
  maxLength = searchInputMax,
  disabled,
}: TableSearchProps) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ value, onSearch });
  useLayoutEffect(() => {
    latest.current = { value, onSearch };
  });

  useEffect(() => () => clearTimeout(timer.current), []);

  const handleChange = (next: string) => {
    const bounded = next.slice(0, maxLength);
    setText(bounded);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const trimmed = bounded.trim();
      if (trimmed !== latest.current.value) latest.current.onSearch(trimmed);
    }, debounceMs);
  };

  return (
    <InputGroup
      type="search"
      leftIcon="search"
      aria-label={placeholder}
      placeholder={placeholder}
      maxLength={maxLength}
      value={text}
      disabled={disabled}
      onValueChange={handleChange}
    />
  );
}
