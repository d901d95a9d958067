import { Tooltip } from '@blueprintjs/core';
import { tableNameTooltipOver } from '../../shared/constants';

export interface TruncatedTextProps {
  /** The full text; null and undefined render nothing. */
  text: string | null | undefined;
  /** Texts longer than this many characters are cut with '…' and show the whole text in a tooltip (spec: 24). */
  max?: number;
}

/** A table cell text that stays one short line: long names are cut and the full text shows on hover. */
export function TruncatedText({ text, max = tableNameTooltipOver }: TruncatedTextProps) {
  if (text === null || text === undefined) return null;
  if (text.length <= max) return <span>{text}</span>;
  return (
    <Tooltip content={text} placement="top" hoverOpenDelay={150}>
      <span>{`${text.slice(0, max)}…`}</span>
    </Tooltip>
  );
}
