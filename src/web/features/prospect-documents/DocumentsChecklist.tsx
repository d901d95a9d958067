/** The wizard's sixth step: the 17-type documents checklist of one application. */
export interface DocumentsChecklistProps {
  /** The draft token (public applicant) or the numeric prospect id (staff). */
  prospect: string | number;
  /** Staff working on behalf of a company send it with every call. */
  companyId?: number | null;
  /** The step shows files but refuses changes once the application is submitted. */
  readOnly?: boolean;
}

export function DocumentsChecklist(_props: DocumentsChecklistProps) {
  return null;
}
