import { useId, useState } from 'react';
import { Button, Classes, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { pageSizes, type PageSize } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { kitClasses } from './kitClasses';
import './kit.css';

export interface TablePagerProps {
  /** Current page, 1-based. */
  page: number;
  /** The server's last_page (at least 1 is assumed). */
  lastPage: number;
  /** The server's total row count. */
  total: number;
  /** The total is the server's estimate (a list past its exact-count limit). */
  totalEstimated?: boolean;
  /** Current page size; 'All' shows every row. */
  pageSize: PageSize;
  /** Rows on the current page (for the "1–10 of 57" summary). */
  rowCount: number;
  /** Go to a page. */
  onPageChange: (page: number) => void;
  /** Change the page size (10, 20, 50 or All). */
  onPageSizeChange: (size: PageSize) => void;
}

/** The footer of a list: page size, range summary, previous/next and a page jump box. */
export function TablePager({
  page,
  lastPage,
  total,
  totalEstimated = false,
  pageSize,
  rowCount,
  onPageChange,
  onPageSizeChange,
}: TablePagerProps) {
  const pages = Math.max(1, lastPage);
  const jumpId = useId();
  const [jump, setJump] = useState('');
  const [jumpError, setJumpError] = useState<string | null>(null);

  const handleJump = () => {
    const target = Number(jump);
    if (jump === '' || !Number.isInteger(target) || target < 1 || target > pages) {
      setJumpError(messages.table.pageRange(pages));
      return;
    }
    setJumpError(null);
    setJump('');
    onPageChange(target);
  };

  const perPage = pageSize === 'All' ? total : pageSize;
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  const last = total === 0 ? 0 : first + rowCount - 1;

  return (
    <div className={kitClasses.tableFooter}>
      <label>
        {messages.common.rowsPerPage}{' '}
        <HTMLSelect
          aria-label={messages.common.rowsPerPage}
          value={String(pageSize)}
          onChange={(event) => {
            const raw = event.currentTarget.value;
            onPageSizeChange(raw === 'All' ? 'All' : (Number(raw) as PageSize));
          }}
          options={pageSizes.map((size) => ({
            value: String(size),
            label: size === 'All' ? messages.table.all : String(size),
          }))}
        />
      </label>
      <span>
        {totalEstimated
          ? messages.common.rangeOfAbout(first, last, total)
          : messages.common.range(first, last, total)}
      </span>
      <Button
        icon="chevron-left"
        variant="minimal"
        aria-label={messages.common.previousPage}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      />
      <span>{messages.common.pageOf(page, pages)}</span>
      <Button
        icon="chevron-right"
        variant="minimal"
        aria-label={messages.common.nextPage}
        disabled={page >= pages}
        onClick={() => onPageChange(page + 1)}
      />
      <span>
        {/* Label, box and button side by side: inside a box this narrow a placeholder or a button
            would cut 'Go to page' down to 'Go'. */}
        <span className={kitClasses.pageJumpRow}>
          <label htmlFor={jumpId}>{messages.common.goToPage}</label>
          <InputGroup
            id={jumpId}
            className={kitClasses.pageJump}
            inputMode="numeric"
            value={jump}
            intent={jumpError ? Intent.DANGER : Intent.NONE}
            onValueChange={(value) => setJump(value.replace(/\D/g, '').slice(0, 7))}
            onKeyDown={(event) => {
              if (event.key === 'Enter') handleJump();
            }}
          />
          <Button text={messages.common.go} onClick={handleJump} />
        </span>
        {jumpError && (
          <div role="alert" className={`${Classes.FORM_HELPER_TEXT} ${Classes.INTENT_DANGER}`}>
            {jumpError}
          </div>
        )}
      </span>
    </div>
  );
}
