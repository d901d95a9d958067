import { useId } from 'react';
import { Intent, MenuItem } from '@blueprintjs/core';
import { MultiSelect, type ItemRenderer } from '@blueprintjs/select';
import { messages } from '../../shared/messages';
import { FormField, type FieldFrameProps } from '../kit/FormField';

export interface DebtorContactsSelectProps extends FieldFrameProps {
  /** The debtor's contact e-mails. */
  options: readonly string[];
  /** The e-mails chosen. */
  value: readonly string[];
  onChange: (emails: string[]) => void;
  onBlur?: () => void;
}

/** Debtor Contact: one or more of the debtor's contact e-mails (spec part 2 §4, a multi-select). */
export function DebtorContactsSelect({
  options,
  value,
  onChange,
  onBlur,
  ...frame
}: DebtorContactsSelectProps) {
  const id = useId();
  const label = frame.label ?? messages.invoice.screens.labels.debtorContact;

  const toggle = (email: string) =>
    onChange(value.includes(email) ? value.filter((chosen) => chosen !== email) : [...value, email]);

  const renderItem: ItemRenderer<string> = (email, { handleClick, handleFocus, modifiers, ref }) => {
    if (!modifiers.matchesPredicate) return null;
    return (
      <MenuItem
        key={email}
        ref={ref}
        text={email}
        active={modifiers.active}
        selected={value.includes(email)}
        roleStructure="listoption"
        shouldDismissPopover={false}
        onClick={handleClick}
        onFocus={handleFocus}
      />
    );
  };

  return (
    <FormField required {...frame} label={label} labelFor={id}>
      <MultiSelect<string>
        items={[...options]}
        selectedItems={[...value]}
        itemRenderer={renderItem}
        itemPredicate={(query, email) => email.toLowerCase().includes(query.trim().toLowerCase())}
        itemsEqual={(a, b) => a === b}
        onItemSelect={toggle}
        onRemove={(email) => onChange(value.filter((chosen) => chosen !== email))}
        tagRenderer={(email) => email}
        disabled={frame.disabled}
        fill
        resetOnSelect
        placeholder={messages.common.select}
        noResults={<MenuItem disabled text={messages.table.noRecord} roleStructure="listoption" />}
        popoverProps={{ minimal: true, onClosed: onBlur }}
        tagInputProps={{
          intent: frame.error ? Intent.DANGER : Intent.NONE,
          inputProps: { id, 'aria-label': typeof label === 'string' ? label : undefined },
        }}
      />
    </FormField>
  );
}
