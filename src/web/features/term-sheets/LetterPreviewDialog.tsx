import { Button, Intent } from '@blueprintjs/core';
import { messages } from '../../../shared/messages';
import type { CreditProposalLetter } from '../../../shared/termSheetLetter';
import { AppDialog } from '../../kit/AppDialog';
import { kitClasses } from '../../kit/kitClasses';

const T = messages.termSheet;
const M = messages.termSheets;

export interface LetterPreviewDialogProps {
  /** The letter to show; null keeps the dialog closed. */
  letter: CreditProposalLetter | null;
  /** A locked term is only looked at: no Send. */
  canSend: boolean;
  sending: boolean;
  onSend: () => void;
  onDownload: () => void;
  onClose: () => void;
}

/** Preview: the credit proposal letter on screen, as the PDF prints it, with Send and the PDF. */
export function LetterPreviewDialog({
  letter,
  canSend,
  sending,
  onSend,
  onDownload,
  onClose,
}: LetterPreviewDialogProps) {
  return (
    <AppDialog
      isOpen={letter !== null}
      title={M.letterTitle}
      size="lg"
      onClose={onClose}
      footer={
        <>
          <Button text={M.downloadPdf} icon="document" onClick={onDownload} />
          {canSend && <Button intent={Intent.PRIMARY} text={T.send} loading={sending} onClick={onSend} />}
        </>
      }
    >
      {letter && (
        <article aria-label={letter.title}>
          <h3>{letter.title}</h3>
          <dl className={kitClasses.facts}>
            {letter.facts.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <p>{letter.intro}</p>
          <h4>{letter.termsHeading}</h4>
          <dl className={kitClasses.figures}>
            {letter.terms.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {letter.sections.map((section) => (
            <section key={section.heading}>
              <h4>{section.heading}</h4>
              <p>{section.text}</p>
            </section>
          ))}
          <p>{letter.validity}</p>
          <p>{letter.acceptance}</p>
        </article>
      )}
    </AppDialog>
  );
}
