import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Alignment, Button, Classes, Intent, MenuItem } from '@blueprintjs/core';
import { Select, type ItemPredicate, type ItemRenderer } from '@blueprintjs/select';
import { messages } from '../../shared/messages';
import { FormField, type FieldFrameProps } from './FormField';

export interface SelectFieldProps<T> extends FieldFrameProps {
  /** The choices. */
  items: readonly T[];
  /** The chosen item, or null. */
  value: T | null;
  /** Called with the picked item. */
  onChange: (item: T) => void;
  /** Called when the list closes (marks the field touched). */
  onBlur?: () => void;
  /** The text of an item (shown and searched). */
  itemLabel: (item: T) => string;
  /** A stable key of an item (its id or code). */
  itemKey: (item: T) => string | number;
  /** Optional secondary text at the right of an item. */
  itemDetail?: (item: T) => string | undefined;
  /** Whether an item cannot be picked. */
  itemDisabled?: (item: T) => boolean;
  /** Button text when nothing is chosen (default 'Select…'). */
  placeholder?: string;
  /** Show a search box in the list (default true). */
  filterable?: boolean;
  /** Server-side search: called with the query after `searchDebounceMs`; the caller replaces `items`. */
  onSearch?: (query: string) => void;
  /** Pause before `onSearch` (default 500 ms, the spec's dropdown pause). */
  searchDebounceMs?: number;
  /** Shown when nothing matches (default 'No record available.'). */
  noResultsText?: string;
  /** Shows a spinner on the button while items load. */
  loading?: boolean;
  /** Accessible name of the button when there is no visible label. */
  ariaLabel?: string;
  /** Stretch to the container's width (default true). */
  fill?: boolean;
}

const dropdownDebounceMs = 500;

/** The one wrapper of Blueprint's Select<T>: a searchable list of typed items with the kit's label and error. */
export function SelectField<T>({
  items,
  value,
  onChange,
  onBlur,
  itemLabel,
  itemKey,
  itemDetail,
  itemDisabled,
  placeholder = messages.common.select,
  filterable = true,
  onSearch,
  searchDebounceMs = dropdownDebounceMs,
  noResultsText = messages.table.noRecord,
  loading,
  ariaLabel,
  fill = true,
  ...frame
}: SelectFieldProps<T>) {
  const id = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const select = useRef<Select<T>>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  // Escape on the button of an open list (a list without a search box keeps the focus there)
  // closes the list only: left alone, the key reaches an enclosing dialog, which closes or asks
  // while the list stays open.
  const handleTargetKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !select.current?.state.isOpen) return;
    event.stopPropagation();
    select.current.setState({ isOpen: false });
  };

  const renderItem: ItemRenderer<T> = (item, { handleClick, handleFocus, modifiers, ref }) => {
    if (!modifiers.matchesPredicate) return null;
    return (
      <MenuItem
        key={itemKey(item)}
        ref={ref}
        text={itemLabel(item)}
        label={itemDetail?.(item)}
        active={modifiers.active}
        disabled={modifiers.disabled}
        selected={value !== null && itemKey(value) === itemKey(item)}
        roleStructure="listoption"
        onClick={handleClick}
        onFocus={handleFocus}
      />
    );
  };

  const filterItem: ItemPredicate<T> = (query, item) => {
    if (onSearch !== undefined) return true;
    const needle = query.trim().toLowerCase();
    return `${itemLabel(item)} ${itemDetail?.(item) ?? ''}`.toLowerCase().includes(needle);
  };

  return (
    <FormField {...frame} labelFor={id}>
      <Select<T>
        ref={select}
        items={items as T[]}
        itemRenderer={renderItem}
        itemPredicate={filterItem}
        itemsEqual={(a, b) => itemKey(a) === itemKey(b)}
        itemDisabled={itemDisabled ? (item) => itemDisabled(item) : undefined}
        activeItem={value}
        onItemSelect={onChange}
        filterable={filterable}
        disabled={frame.disabled}
        fill={fill}
        noResults={<MenuItem disabled text={noResultsText} roleStructure="listoption" />}
        onQueryChange={
          onSearch
            ? (query) => {
                clearTimeout(timer.current);
                timer.current = setTimeout(() => onSearch(query.trim()), searchDebounceMs);
              }
            : undefined
        }
        inputProps={{ 'aria-label': messages.common.search }}
        popoverProps={{ minimal: true, onClosed: onBlur }}
        // Inside a ControlGroup (the phone code beside its number) a select that does not fill keeps its width.
        popoverTargetProps={{ className: fill ? undefined : Classes.FIXED, onKeyDown: handleTargetKeyDown }}
      >
        <Button
          id={id}
          fill={fill}
          alignText={Alignment.START}
          endIcon="caret-down"
          text={value !== null ? itemLabel(value) : placeholder}
          loading={loading}
          disabled={frame.disabled}
          intent={frame.error ? Intent.DANGER : Intent.NONE}
          aria-label={ariaLabel}
          aria-invalid={frame.error ? true : undefined}
        />
      </Select>
    </FormField>
  );
}
