import { useId, useRef, useState } from 'react';
import {
  InputGroup,
  Intent,
  Menu,
  MenuItem,
  PopoverAnimation,
  PopoverNext,
  Spinner,
  SpinnerSize,
} from '@blueprintjs/core';
import { zipClearBelow, zipLength, zipLookupFrom } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { FormField, type FieldFrameProps } from './FormField';
import { keepMatching } from './inputFilters';

/** One answer of the zip lookup (spec: codes with zip, city, full_state). */
export interface ZipChoice {
  zip: string;
  city: string;
  full_state: string;
}

export interface ZipFieldProps extends FieldFrameProps {
  /** Input name. */
  name?: string;
  /** The zip typed so far (digits, at most 5). */
  value: string;
  /** Called with the digits typed. */
  onChange: (value: string) => void;
  /** Called when the field loses focus. */
  onBlur?: () => void;
  /** The zip lookup (the app passes its RTK Query lookup); called from 4 digits on. */
  onLookup: (zip: string) => Promise<readonly ZipChoice[]>;
  /** Called with the picked place: the form fills state and city from it. */
  onPick: (choice: ZipChoice) => void;
  /** Called when the zip drops below `clearBelow` digits, so the form clears state and city. */
  onClearPick?: () => void;
  /** Digits typed before the lookup starts (spec: 4). */
  lookupFrom?: number;
  /** Below this many digits state and city are cleared (debtor form: 3). */
  clearBelow?: number;
  /** Shown when the lookup finds nothing ('No record available'; the debtor form says 'No Record Available'). */
  noResultText?: string;
  /** Read-only. */
  readOnly?: boolean;
}

/** A 5-digit zip input that looks the place up from 4 digits and offers the matches to pick. */
export function ZipField({
  name,
  value,
  onChange,
  onBlur,
  onLookup,
  onPick,
  onClearPick,
  lookupFrom = zipLookupFrom,
  clearBelow = zipClearBelow,
  noResultText = messages.prospect.zipNoRecord,
  readOnly,
  ...frame
}: ZipFieldProps) {
  const id = useId();
  const listId = `${id}-places`;
  const [choices, setChoices] = useState<readonly ZipChoice[] | null>(null);
  const [open, setOpen] = useState(false);
  const [searching, setSearching] = useState(false);
  const latestLookup = useRef(0);
  // The popover hands the focus back to the input as it closes after a pick; that focus must not
  // reopen the list (a user typing on in the next field would land back in the zip).
  const focusReturnsFromPick = useRef(false);

  const lookUp = async (zip: string) => {
    const ticket = ++latestLookup.current;
    setSearching(true);
    try {
      const found = await onLookup(zip);
      if (ticket !== latestLookup.current) return;
      setChoices(found);
      setOpen(true);
    } catch {
      if (ticket !== latestLookup.current) return;
      setChoices([]);
      setOpen(true);
    } finally {
      if (ticket === latestLookup.current) setSearching(false);
    }
  };

  const handleChange = (typed: string) => {
    const zip = keepMatching(typed, /[0-9]/).slice(0, zipLength);
    if (zip === value) return;
    onChange(zip);
    if (zip.length < clearBelow) onClearPick?.();
    if (zip.length >= lookupFrom) {
      void lookUp(zip);
    } else {
      latestLookup.current += 1;
      setChoices(null);
      setOpen(false);
      setSearching(false);
    }
  };

  const handlePick = (choice: ZipChoice) => {
    focusReturnsFromPick.current = true;
    setOpen(false);
    if (choice.zip !== value) onChange(choice.zip);
    onPick(choice);
  };

  const menu = (
    <Menu id={listId} aria-label={typeof frame.label === 'string' ? frame.label : undefined}>
      {choices && choices.length > 0 ? (
        choices.map((choice) => (
          <MenuItem
            key={`${choice.zip}-${choice.city}-${choice.full_state}`}
            text={`${choice.zip} – ${choice.city}, ${choice.full_state}`}
            onClick={() => handlePick(choice)}
          />
        ))
      ) : (
        <MenuItem disabled text={noResultText} />
      )}
    </Menu>
  );

  return (
    <FormField {...frame} labelFor={id}>
      <PopoverNext
        content={menu}
        isOpen={open && choices !== null}
        autoFocus={false}
        enforceFocus={false}
        arrow={false}
        animation={PopoverAnimation.MINIMAL}
        placement="bottom-start"
        fill
        onInteraction={(next) => {
          if (!next) setOpen(false);
        }}
      >
        <InputGroup
          id={id}
          // A text field that offers places to pick is a combobox: the role that may say whether
          // its list is open (the popover sets aria-expanded and aria-haspopup on it).
          role="combobox"
          aria-autocomplete="list"
          aria-controls={open && choices !== null ? listId : undefined}
          name={name}
          value={value}
          inputMode="numeric"
          maxLength={zipLength}
          readOnly={readOnly}
          disabled={frame.disabled}
          intent={frame.error ? Intent.DANGER : Intent.NONE}
          aria-invalid={frame.error ? true : undefined}
          rightElement={searching ? <Spinner size={SpinnerSize.SMALL} /> : undefined}
          onValueChange={handleChange}
          onFocus={() => {
            if (focusReturnsFromPick.current) {
              focusReturnsFromPick.current = false;
              return;
            }
            if (choices !== null && value.length >= lookupFrom) setOpen(true);
          }}
          onBlur={onBlur}
          onKeyDown={(event) => {
            // Escape closes the list of matches only, not a dialog the field is in.
            if (event.key !== 'Escape' || !open || choices === null) return;
            event.stopPropagation();
            setOpen(false);
          }}
        />
      </PopoverNext>
    </FormField>
  );
}
