import { invoiceStatuses } from '../../../shared/constants';
import type { DropdownItem } from '../../../shared/dropdowns';
import { messages } from '../../../shared/messages';
import { SelectField } from '../../kit/SelectField';

export interface InvoiceStatusFilterProps {
  /** The server's invoice_status list. */
  statuses: readonly DropdownItem[];
  /** The status shown, 0 for All. */
  value: number;
  onChange: (status: number) => void;
}

const all: DropdownItem = { name: messages.table.all, value: invoiceStatuses.all };

/** The list's status filter: the server's invoice statuses with All (0) first (spec part 2 §2). */
export function InvoiceStatusFilter({ statuses, value, onChange }: InvoiceStatusFilterProps) {
  const items = [all, ...statuses];
  return (
    <SelectField<DropdownItem>
      ariaLabel={messages.invoice.screens.statusFilter}
      items={items}
      value={items.find((item) => item.value === value) ?? all}
      onChange={(item) => onChange(item.value)}
      itemLabel={(item) => item.name}
      itemKey={(item) => item.value}
      filterable={false}
      fill={false}
      frameless
    />
  );
}
