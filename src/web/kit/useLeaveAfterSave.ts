import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

/**
 * For a form page that goes back to `to` once it is saved: unsaved changes are guarded until then.
 * Call the returned function after a successful save.
 */
export function useLeaveAfterSave(isDirty: boolean, to: string): () => void {
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);

  useUnsavedChangesGuard(isDirty && !saved);
  // Leave once the guard has seen the saved form, so it does not ask.
  useEffect(() => {
    if (saved) navigate(to);
  }, [saved, navigate, to]);

  return useCallback(() => setSaved(true), []);
}
