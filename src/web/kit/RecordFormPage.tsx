import { Navigate } from 'react-router-dom';
import { FormPage, type FormPageProps } from './FormPage';

/** What an existing record's query tells the page. */
export interface RecordQueryState {
  isLoading: boolean;
  isError: boolean;
  data?: unknown;
}

export interface RecordFormPageProps extends Omit<FormPageProps, 'loading' | 'failed' | 'missing'> {
  /** Whether the user may open the page (add, or this record); otherwise back to the list. */
  mayOpen: boolean;
  /** The existing record's query; null when adding, whose form shows at once. */
  record: RecordQueryState | null;
}

/**
 * A record's Add/Edit page under its list: a user who may not open it goes back to the list;
 * otherwise the FormPage, showing the record's loading, failure or absence until its form.
 */
export function RecordFormPage({ mayOpen, record, ...page }: RecordFormPageProps) {
  if (!mayOpen) return <Navigate to={page.list.to} replace />;
  return (
    <FormPage
      {...page}
      loading={record !== null && record.isLoading}
      failed={record !== null && record.isError}
      missing={record !== null && !record.data}
    />
  );
}
