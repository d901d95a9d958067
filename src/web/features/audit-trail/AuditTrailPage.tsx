import { useState } from 'react';
import { HTMLSelect } from '@blueprintjs/core';
import {
  auditTrailKinds,
  type AuditTrailKind,
  type AuditTrailRow,
} from '../../../shared/contract/auditTrail';
import { auditTrailMessages as m } from '../../../shared/messages/auditTrail';
import type { TableColumn } from '../../kit/tableTypes';
import { ListScreen, useList } from '../../session/ListScreen';
import { useAuditTrailQuery } from './api';

const noLegend = [] as const;

const columns: TableColumn<AuditTrailRow>[] = [
  { id: 'seq', header: m.columns.seq, cell: (r) => String(r.seq) },
  { id: 'at', header: m.columns.at, cell: (r) => new Date(r.at).toLocaleString() },
  { id: 'kind', header: m.columns.kind, cell: (r) => m.kinds[r.kind as AuditTrailKind] ?? r.kind },
  { id: 'actor', header: m.columns.actor, cell: (r) => r.actor },
  { id: 'subject', header: m.columns.subject, cell: (r) => r.subject },
  { id: 'detail', header: m.columns.detail, cell: (r) => r.detail },
  { id: 'ip', header: m.columns.ip, cell: (r) => r.ip },
];

/**
 * /audittrail, for holders of view_audit_trail: the audit trail newest first, searched by text and
 * narrowed by kind (docs/decisions/0045-audit-trail.md).
 */
export function AuditTrailPage() {
  const list = useList('audit-trail', columns);
  const [kind, setKind] = useState<AuditTrailKind | ''>('');
  const { page, per_page, search_text } = list.query.request;
  const answer = useAuditTrailQuery({ page, per_page, search_text, ...(kind ? { kind } : {}) });
  return (
    <ListScreen
      list={list}
      answer={answer}
      title={m.title}
      rowKey={(row) => row.seq}
      searchPlaceholder={m.searchPlaceholder}
      legend={noLegend}
      resetOn={kind}
      above={
        <HTMLSelect
          aria-label={m.kindLabel}
          value={kind}
          onChange={(event) => setKind(event.currentTarget.value as AuditTrailKind | '')}
          options={[
            { value: '', label: m.allKinds },
            ...auditTrailKinds.map((value) => ({ value, label: m.kinds[value] })),
          ]}
        />
      }
    />
  );
}
