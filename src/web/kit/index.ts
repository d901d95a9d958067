/** The shared kit: every list and form of the product is built from these (DESIGN.md §8). */
export { AppDialog, type AppDialogProps, type DialogSize } from './AppDialog';
export { PickCard, type PickCardProps } from './PickCard';
export { BigTable, type BigTableProps } from './BigTable';
export { ColumnChooser, type ColumnChooserProps, type ChooserColumn } from './ColumnChooser';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { ConfirmHost } from './ConfirmHost';
export type { ConfirmOptions } from './confirmStore';
export { DataTable, type DataTableProps } from './DataTable';
export { DateField, type DateFieldProps } from './DateField';
export { DetailPanel, type DetailPanelProps } from './DetailPanel';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { FileUpload, type FileUploadProps, type StoredFile } from './FileUpload';
export {
  acceptAttribute,
  checkFiles,
  extensionOf,
  type FileCheck,
  type FileLike,
  type FileRefusal,
  type FileRules,
} from './fileRules';
export { FormActions, type FormActionsProps } from './FormActions';
export { FormField, type FieldFrameProps, type FormFieldProps } from './FormField';
export {
  applyInputFilter,
  characterFilters,
  decimalFilter,
  keepMatching,
  type CharacterFilterName,
  type InputFilter,
} from './inputFilters';
export { listRequestOf, type ActiveFilter, type ListPageRequest } from './listRequest';
export { LoadingBlock, type LoadingBlockProps } from './LoadingBlock';
export { MaskedField, type MaskedFieldProps } from './MaskedField';
export { MoneyField, type MoneyFieldProps } from './MoneyField';
export { PageHeader, type Crumb, type PageHeaderProps } from './PageHeader';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { PhoneField, type PhoneCountry, type PhoneFieldProps } from './PhoneField';
export { RowFields, type RowFieldsProps } from './RowFields';
export { RowStateLegend, type LegendState, type RowStateLegendProps } from './RowStateLegend';
export { SelectField, type SelectFieldProps } from './SelectField';
export { Splitter, type SplitterProps } from './Splitter';
export { StateSelect, type StateSelectProps } from './StateSelect';
export { TableActionsMenu, holdsRight, type TableActionsMenuProps } from './TableActionsMenu';
export { TablePager, type TablePagerProps } from './TablePager';
export { TableSearch, type TableSearchProps } from './TableSearch';
export type {
  RowKey,
  RowState,
  TableAction,
  TableColumn,
  TableDetail,
  TableLayout,
  TableSort,
} from './tableTypes';
export { TextField, type TextFieldProps } from './TextField';
export { clearToasts, toastError, toastFromError, toastInfo, toastSuccess, toastWarning } from './toast';
export { TruncatedText, type TruncatedTextProps } from './TruncatedText';
export { confirm, confirmPresets, useConfirm } from './useConfirm';
export {
  nextSort,
  perPageOf,
  useTableQuery,
  type TableQuery,
  type TableRequest,
  type UseTableQueryOptions,
} from './useTableQuery';
export { useLeaveAfterSave } from './useLeaveAfterSave';
export {
  useUnsavedChangesGuard,
  type UnsavedChangesGuard,
  type UnsavedChangesGuardOptions,
} from './useUnsavedChangesGuard';
export { errorsByPath, useZodForm, type BoundField, type ValidationResult, type ZodForm } from './useZodForm';
export { ZipField, type ZipChoice, type ZipFieldProps } from './ZipField';
