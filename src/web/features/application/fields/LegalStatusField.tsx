import { dropdowns, type DropdownItem } from '../../../../shared/dropdowns';
import { messages } from '../../../../shared/messages';
import type { FieldFrameProps } from '../../../kit/FormField';
import { SelectField } from '../../../kit/SelectField';

export interface LegalStatusFieldProps extends FieldFrameProps {
  /** The chosen legal form's value as text ('4'), as company_legal_status stores it; '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

/** The prospect_legal_status list, the same catalogue the server's dropdown lookup answers. */
const legalStatuses: readonly DropdownItem[] = dropdowns.prospect_legal_status;

/** Legal Status, one of the legal forms of a US business. */
export function LegalStatusField({ value, onChange, onBlur, ...frame }: LegalStatusFieldProps) {
  const chosen = legalStatuses.find((item) => String(item.value) === value) ?? null;
  return (
    <SelectField<DropdownItem>
      {...frame}
      label={messages.applicationFields.legalStatus}
      items={legalStatuses}
      value={chosen}
      onChange={(item) => onChange(String(item.value))}
      onBlur={onBlur}
      itemLabel={(item) => item.name}
      itemKey={(item) => item.value}
    />
  );
}
