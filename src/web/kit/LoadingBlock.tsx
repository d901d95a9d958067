import { Spinner, SpinnerSize } from '@blueprintjs/core';
import { kitClasses } from './kitClasses';
import { messages } from '../../shared/messages';
import './kit.css';

export interface LoadingBlockProps {
  /** Accessible text read while loading (default 'Loading'). */
  label?: string;
  /** Spinner size: small for panels, standard (default) for screens. */
  size?: 'small' | 'standard';
}

/** A centred spinner that stands in for a panel or screen while its data loads. */
export function LoadingBlock({ label = messages.common.loading, size = 'standard' }: LoadingBlockProps) {
  return (
    <div className={kitClasses.loadingBlock} role="status" aria-live="polite" aria-label={label}>
      <Spinner size={size === 'small' ? SpinnerSize.SMALL : SpinnerSize.STANDARD} />
    </div>
  );
}
