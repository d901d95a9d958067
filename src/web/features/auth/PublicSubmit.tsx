import { Button } from '@blueprintjs/core';
import { shellClasses } from '../../app/shellClasses';
import { FailureCallout } from './FailureCallout';

export interface PublicSubmitProps {
  /** Caption of the submit button. */
  text: string;
  /** Whether the form's call is on its way (the button spins). */
  loading: boolean;
  /** The last submit's failure, shown above the button. */
  failure: string | null | undefined;
}

/** The foot of a public page's form: the last failure, then the full-width submit button. */
export function PublicSubmit({ text, loading, failure }: PublicSubmitProps) {
  return (
    <>
      <FailureCallout message={failure} />
      <Button
        className={shellClasses.publicSubmit}
        type="submit"
        intent="primary"
        fill
        text={text}
        loading={loading}
      />
    </>
  );
}
