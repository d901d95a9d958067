import { createRoot } from 'react-dom/client';
import { HotkeysProvider } from '@blueprintjs/core';
import '../../../src/web/app/styles';
import { bigClientRows } from '../../../stories/kit/bigRows';
import { WorkspaceDemo } from '../../../stories/kit/WorkspaceDemo';

/**
 * A workspace list on its All page (DataTable with the big table), with `?rows=N` generated clients; sets `window.tablePainted`
 * to the time (ms since navigation) of the first frame painted with the table's cells in it.
 */
const count = Number(new URLSearchParams(location.search).get('rows') ?? '100');
const rows = bigClientRows(count);
const painted = window as unknown as { tablePainted?: number };

function watchFirstPaint() {
  if (document.querySelector('.bp6-table-cell')) {
    // The frame after the one holding the cells: they have been painted.
    requestAnimationFrame(() => {
      painted.tablePainted = performance.now();
    });
    return;
  }
  requestAnimationFrame(watchFirstPaint);
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <HotkeysProvider>
    <WorkspaceDemo
      rows={rows}
      layout="workspace"
      pageSize="All"
      storageKey="fd.workspace.bench"
      onOpenFullPage={() => undefined}
    />
  </HotkeysProvider>,
);
requestAnimationFrame(watchFirstPaint);
