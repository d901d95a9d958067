import { useState } from 'react';
import { HTMLSelect } from '@blueprintjs/core';
import {
  exceptionCategories,
  type ExceptionCategory,
  type ExceptionRow,
} from '../../../shared/contract/exceptions';
import { exceptionMessages as m } from '../../../shared/messages/exceptions';
import type { TableColumn } from '../../kit/tableTypes';
import { ListScreen, useList } from '../../session/ListScreen';
import { useExceptionsQuery } from './api';

const noLegend = [] as const;

const columns: TableColumn<ExceptionRow>[] = [
  { id: 'at', header: m.columns.at, cell: (r) => new Date(r.at).toLocaleString() },
  { id: 'category', header: m.columns.category, cell: (r) => m.categories[r.category] },
  { id: 'who', header: m.columns.who, cell: (r) => r.who },
  { id: 'subject', header: m.columns.subject, cell: (r) => r.subject },
  { id: 'detail', header: m.columns.detail, cell: (r) => r.detail },
];

/**
 * /exceptiontracking, the settings tile for admins: failed money postings, bounced mails and
 * refused sign-ins, newest first, searched by text and narrowed by category
 * (docs/decisions/0047-exception-tracking.md).
 */
export function ExceptionTrackingPage() {
  const list = useList('exception-tracking', columns);
  const [category, setCategory] = useState<ExceptionCategory | ''>('');
  const { page, per_page, search_text } = list.query.request;
  const answer = useExceptionsQuery({ page, per_page, search_text, ...(category ? { category } : {}) });
  return (
    <ListScreen
      list={list}
      answer={answer}
      title={m.title}
      rowKey={(row) => row.id}
      searchPlaceholder={m.searchPlaceholder}
      legend={noLegend}
      resetOn={category}
      above={
        <HTMLSelect
          aria-label={m.categoryLabel}
          value={category}
          onChange={(event) => setCategory(event.currentTarget.value as ExceptionCategory | '')}
          options={[
            { value: '', label: m.allCategories },
            ...exceptionCategories.map((value) => ({ value, label: m.categories[value] })),
          ]}
        />
      }
    />
  );
}
