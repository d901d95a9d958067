import { useCallback } from 'react';
import { textLimits } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { canAddSupplier, type SupplierInput } from '../../../../shared/validation/application';
import { TextField } from '../../../kit/TextField';
import { toastWarning } from '../../../kit/toast';
import { useZodForm } from '../../../kit/useZodForm';
import { formGrid } from '../../users/formGrid';
import { useDeleteSupplierMutation } from '../api';
import { CountryPhoneField } from '../fields/CountryPhoneField';
import { RowList } from '../RowList';
import { StepForm } from '../StepForm';
import { supplierInformationForm } from '../stepSchemas';
import { blankSupplier, supplierInformationValues } from '../stepValues';
import { useRowsUpdater } from '../useRowsUpdater';
import { useStoredRowRemoval } from '../useStoredRowRemoval';
import type { StepProps } from '../wizardStep';

const L = messages.applicationFields;
const W = messages.prospect.wizard;

/**
 * Step 4, Supplier Information (spec part 1 §5): up to 5 suppliers, every field optional; empty
 * rows are dropped when the step is saved, and removing a stored supplier asks first.
 */
export function SupplierInformationStep({ wizard }: StepProps) {
  const { prospect } = wizard;
  const form = useZodForm(supplierInformationForm, supplierInformationValues(prospect));
  const suppliers = form.values.suppliers;
  const [deleteSupplier] = useDeleteSupplierMutation();

  const { setField } = form;
  const updateSuppliers = useRowsUpdater(
    suppliers,
    useCallback((next: SupplierInput[]) => setField('suppliers', next), [setField]),
  );
  const update = (index: number, patch: Partial<SupplierInput>) =>
    updateSuppliers((rows) => rows.map((row, position) => (position === index ? { ...row, ...patch } : row)));
  const removeSupplier = useStoredRowRemoval<SupplierInput>(
    'Supplier',
    (id) => deleteSupplier({ id: [id], prospect_id: prospect?.id ?? '' }).unwrap(),
    (index) => updateSuppliers((rows) => rows.filter((_, position) => position !== index)),
  );

  const handleAdd = () => {
    if (!canAddSupplier(suppliers)) {
      void toastWarning(messages.titles.limit, messages.prospect.maxAllowed);
      return;
    }
    updateSuppliers((rows) => [...rows, blankSupplier()]);
  };

  return (
    <StepForm wizard={wizard} form={form}>
      <RowList<SupplierInput>
        rows={suppliers}
        title={W.supplier}
        removeLabel={W.removeSupplier}
        canRemove={() => true}
        onRemove={(index) => void removeSupplier(suppliers, index)}
        addLabel={W.addSupplier}
        onAdd={handleAdd}
        disabled={wizard.busy}
        renderRow={(supplier, index) => {
          const path = (field: keyof SupplierInput) => `suppliers.${index}.${field}`;
          return (
            <div className={formGrid.grid}>
              <TextField
                label={L.supplierName}
                filter="lettersSpaces"
                maxLength={textLimits.supplierName}
                value={supplier.name ?? ''}
                onChange={(name) => update(index, { name })}
                onBlur={() => form.touch(path('name'))}
                error={form.errorOf(path('name'))}
              />
              <TextField
                label={L.productsSupplied}
                maxLength={textLimits.productsSupplied}
                value={supplier.products_supplied ?? ''}
                onChange={(products) => update(index, { products_supplied: products })}
                onBlur={() => form.touch(path('products_supplied'))}
                error={form.errorOf(path('products_supplied'))}
              />
              <CountryPhoneField
                label={L.phone}
                code={supplier.country_phone_code}
                onCodeChange={(code) => update(index, { country_phone_code: code })}
                value={supplier.phone ?? ''}
                onChange={(phone) => update(index, { phone })}
                onBlur={() => form.touch(path('phone'))}
                error={form.errorOf(path('phone'))}
              />
            </div>
          );
        }}
      />
    </StepForm>
  );
}
