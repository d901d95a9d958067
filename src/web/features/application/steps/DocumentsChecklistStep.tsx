import { DocumentsChecklist } from '../../prospect-documents';
import { StepForm } from '../StepForm';
import type { StepProps } from '../wizardStep';

/**
 * Step 6, Documents Checklist: files save as they are chosen (the checklist's own calls), so the
 * step has no form of its own; Submit marks the application completely filled. A submitted
 * application is closed to a public applicant.
 */
export function DocumentsChecklistStep({ wizard }: StepProps) {
  const { prospect, mode, companyId } = wizard;
  if (prospect === null) return null;
  const readOnly = mode !== 'staff' && prospect.application_completely_filled;
  return (
    <StepForm wizard={wizard}>
      <DocumentsChecklist prospect={prospect.id} companyId={companyId} readOnly={readOnly} />
    </StepForm>
  );
}
