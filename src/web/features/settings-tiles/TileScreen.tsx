import type { ReactNode } from 'react';
import { Button, Card, Classes, Intent } from '@blueprintjs/core';
import { messages } from '../../../shared/messages';
import { LoadingBlock } from '../../kit/LoadingBlock';
import { PageHeader } from '../../kit/PageHeader';

export interface TileScreenProps {
  title: string;
  description: string;
  /** False while the stored settings load. */
  ready: boolean;
  /** Save is offered only when something changed and the user may change settings. */
  canSave: boolean;
  saving: boolean;
  onSave: () => void;
  children: ReactNode;
}

/** The frame of a settings tile's screen: header, description, the fields, Save. */
export function TileScreen({
  title,
  description,
  ready,
  canSave,
  saving,
  onSave,
  children,
}: TileScreenProps) {
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <p className={Classes.TEXT_MUTED}>{description}</p>
        {ready ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              onSave();
            }}
          >
            {children}
            <Button
              type="submit"
              intent={Intent.PRIMARY}
              text={messages.common.save}
              loading={saving}
              disabled={!canSave}
            />
          </form>
        ) : (
          <LoadingBlock />
        )}
      </Card>
    </>
  );
}
