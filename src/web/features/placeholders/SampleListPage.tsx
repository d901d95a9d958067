import type { ReactNode } from 'react';
import { Button, Callout, Intent } from '@blueprintjs/core';
import { Navigate } from 'react-router-dom';
import { placeholderMessages as M } from '../../../shared/messages/placeholders';
import { LoadingBlock } from '../../kit/LoadingBlock';
import type { TableColumn } from '../../kit/tableTypes';
import { useCurrentUser } from '../../session/currentUser';
import { ListScreen } from '../../session/ListScreen';
import { simpleLayoutRoles } from '../../session/listWorkspace';
import { useSampleList, type SampleFields } from './useSampleList';

export interface SampleListPageProps<Row> {
  /** The list's name (its remembered split) and title. */
  name: string;
  title: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The text of each searchable, sortable column of a row. */
  fields: SampleFields<Row>;
  searchPlaceholder: string;
  /** The Add button's text; it opens `dialog`. */
  addText: string;
  onAdd: () => void;
  /** The open dialog, if any. */
  dialog: ReactNode;
}

/**
 * One placeholder screen (spec part 3 §2; docs/decisions/0044-placeholder-screens.md): its sample
 * rows on the kit's list after the 3 s loader, a notice that they are samples, and its Add button.
 * Staff only: a client, debtor or broker user is sent home.
 */
export function SampleListPage<Row>({
  name,
  title,
  columns,
  rows,
  rowKey,
  fields,
  searchPlaceholder,
  addText,
  onAdd,
  dialog,
}: SampleListPageProps<Row>) {
  const user = useCurrentUser();
  const { list, answer, loading } = useSampleList(name, columns, rows, fields);
  if (simpleLayoutRoles.includes(user.role.role_type)) return <Navigate to="/home" replace />;
  return (
    <>
      <ListScreen
        list={list}
        answer={answer}
        title={title}
        above={
          <>
            <Callout intent={Intent.WARNING} icon="info-sign" compact>
              {M.sampleNotice}
            </Callout>
            {loading && <LoadingBlock />}
          </>
        }
        rowKey={rowKey}
        searchPlaceholder={searchPlaceholder}
        toolbar={<Button intent={Intent.PRIMARY} icon="add" text={addText} onClick={onAdd} />}
      />
      {dialog}
    </>
  );
}
