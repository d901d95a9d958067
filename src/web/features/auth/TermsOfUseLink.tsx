import { lazy, Suspense, useState, type ReactNode } from 'react';

// Opened on demand, so the dialog machinery stays out of the page's first download.
const TermsOfUseDialog = lazy(async () => ({
  default: (await import('./TermsOfUseDialog')).TermsOfUseDialog,
}));

export interface TermsOfUseLinkProps {
  /** The link's text. */
  children: ReactNode;
}

/** A link that opens the Terms of Use in a dialog over the page, without leaving it. */
export function TermsOfUseLink({ children }: TermsOfUseLinkProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <a
        href="#terms"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {children}
      </a>
      {open ? (
        <Suspense fallback={null}>
          <TermsOfUseDialog isOpen onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
