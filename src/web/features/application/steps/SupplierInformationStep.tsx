import { textLimits } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { canAddSupplier, type SupplierInput } from '../../../../shared/validation/application';
import { TextField } from '../../../kit/TextField';
import { useZodForm } from '../../../kit/useZodForm';
import { formGrid } from '../../../kit/formGrid';
import { useDeleteSupplierMutation } from '../api';
import { CountryPhoneField } from '../../../domain/CountryPhoneField';
import { RowList } from '../RowList';
import { StepForm } from '../StepForm';
import { supplierInformationForm } from '../stepSchemas';
import { blankSupplier, supplierInformationValues } from '../stepValues';
import { useStepRows } from '../useStepRows';
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

  const supplierRows = useStepRows(form, 'suppliers', {
    item: 'Supplier',
    prospectId: prospect?.id ?? '',
    deleteStored: deleteSupplier,
    canAdd: canAddSupplier,
    blank: blankSupplier,
  });

  return (
    <StepForm wizard={wizard} form={form}>
      <RowList<SupplierInput>
        rows={suppliers}
        title={W.supplier}
        removeLabel={W.removeSupplier}
        canRemove={() => true}
        onRemove={supplierRows.remove}
        addLabel={W.addSupplier}
        onAdd={supplierRows.add}
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
                onChange={(name) => supplierRows.update(index, { name })}
                onBlur={() => form.touch(path('name'))}
                error={form.errorOf(path('name'))}
              />
              <TextField
                label={L.productsSupplied}
                maxLength={textLimits.productsSupplied}
                value={supplier.products_supplied ?? ''}
                onChange={(products) => supplierRows.update(index, { products_supplied: products })}
                onBlur={() => form.touch(path('products_supplied'))}
                error={form.errorOf(path('products_supplied'))}
              />
              <CountryPhoneField
                label={L.phone}
                code={supplier.country_phone_code}
                onCodeChange={(code) => supplierRows.update(index, { country_phone_code: code })}
                value={supplier.phone ?? ''}
                onChange={(phone) => supplierRows.update(index, { phone })}
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
