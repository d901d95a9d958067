import { useEffect, useId, useRef, type ButtonHTMLAttributes, type KeyboardEvent } from 'react';
import { Classes, Icon, Intent, Menu, MenuItem, Spinner, SpinnerSize } from '@blueprintjs/core';
import {
  renderFilteredItems,
  Select,
  type ItemListRenderer,
  type ItemPredicate,
  type ItemRenderer,
} from '@blueprintjs/select';
import { messages } from '../../shared/messages';
import { FormField, type FieldFrameProps } from './FormField';
import { keepFocusWhereItWent } from './keepFocusWhereItWent';

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
  const listId = `${id}-list`;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const select = useRef<Select<T>>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  // Escape on the button of an open list (a list without a search box keeps the focus there)
  // closes the list only: left alone, the key reaches an enclosing dialog, which closes or asks
  // while the list stays open.
  const handleTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
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

  // The list is rendered here only to give it an id of the kit's: the search box (a combobox) must
  // name the list it controls, and Blueprint keeps its own list id to itself.
  const listName = ariaLabel ?? (typeof frame.label === 'string' ? frame.label : undefined);
  const renderList: ItemListRenderer<T> = (list) => {
    const content = renderFilteredItems(
      list,
      <MenuItem disabled text={noResultsText} roleStructure="listoption" />,
    );
    if (content === null) return null;
    return (
      <Menu
        role="listbox"
        {...list.menuProps}
        id={listId}
        aria-label={listName ?? list.menuProps?.['aria-label']}
        ulRef={list.itemsParentRef}
      >
        {content}
      </Menu>
    );
  };

  const filterItem: ItemPredicate<T> = (query, item) => {
    if (onSearch !== undefined) return true;
    const needle = query.trim().toLowerCase();
    return `${itemLabel(item)} ${itemDetail?.(item) ?? ''}`.toLowerCase().includes(needle);
  };

  // Blueprint's Select puts its popup state (aria-expanded, aria-haspopup, aria-controls) on the
  // element that wraps its children, which would be a bare <div> around a <Button>: attributes no
  // generic element may carry, and a label that names the inner button but not the combobox. The
  // wrapper is made the one real control instead: a native <button> dressed as Blueprint's Button,
  // which the label names and which carries the popup state (a combobox when not filterable).
  // A list searched on the server stays open while it fetches what was typed (the spinner shows it);
  // disabling it then would close it under the typing hand. Any other list waits for its items.
  const disabled = Boolean(frame.disabled) || (Boolean(loading) && onSearch === undefined);
  const intent = frame.error ? Intent.DANGER : Intent.NONE;
  const trigger: ButtonHTMLAttributes<HTMLButtonElement> = {
    id,
    type: 'button',
    'aria-controls': listId,
    disabled,
    'aria-label': ariaLabel,
    'aria-invalid': frame.error ? true : undefined,
    onKeyDown: handleTriggerKeyDown,
    className: [
      Classes.BUTTON,
      Classes.ALIGN_LEFT,
      Classes.intentClass(intent),
      // Inside a ControlGroup (the phone code beside its number) a select that does not fill keeps its width.
      fill ? Classes.FILL : Classes.FIXED,
      disabled ? Classes.DISABLED : '',
      loading ? Classes.LOADING : '',
    ]
      .filter(Boolean)
      .join(' '),
  };

  return (
    <FormField {...frame} labelFor={id}>
      <Select<T>
        ref={select}
        items={items as T[]}
        itemRenderer={renderItem}
        itemListRenderer={renderList}
        itemPredicate={filterItem}
        itemsEqual={(a, b) => itemKey(a) === itemKey(b)}
        itemDisabled={itemDisabled ? (item) => itemDisabled(item) : undefined}
        activeItem={value}
        onItemSelect={onChange}
        filterable={filterable}
        disabled={disabled}
        fill={fill}
        onQueryChange={
          onSearch
            ? (query) => {
                clearTimeout(timer.current);
                timer.current = setTimeout(() => onSearch(query.trim()), searchDebounceMs);
              }
            : undefined
        }
        inputProps={{ 'aria-label': messages.common.search, 'aria-controls': listId }}
        popoverProps={{
          minimal: true,
          onClosing: (list) => keepFocusWhereItWent(list, document.getElementById(id)),
          onClosed: onBlur,
          targetTagName: 'button',
        }}
        popoverTargetProps={trigger}
      >
        {loading && <Spinner className={Classes.BUTTON_SPINNER} size={SpinnerSize.SMALL} />}
        <span className={Classes.BUTTON_TEXT}>{value !== null ? itemLabel(value) : placeholder}</span>
        <Icon icon="caret-down" />
      </Select>
    </FormField>
  );
}
