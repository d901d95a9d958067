import { Button, Card, Checkbox, H4, Icon, Menu, MenuItem, Tag } from '@blueprintjs/core';
import type { UnderwritingTask, UnderwritingVertical } from '../../../shared/contract/underwriting';
import { messages } from '../../../shared/messages';
import type { RightId } from '../../../shared/rights';
import { MenuButton } from '../../kit/MenuButton';
import { underwritingClasses } from './underwritingClasses';

const U = messages.underwriting;

export interface VerticalCardProps {
  vertical: UnderwritingVertical;
  rights: ReadonlySet<RightId>;
  onEdit: () => void;
  onDelete: () => void;
  onAddTask: () => void;
  onToggle: (task: UnderwritingTask) => void;
  onEditTask: (task: UnderwritingTask) => void;
  onDeleteTask: (task: UnderwritingTask) => void;
}

/**
 * A vertical and its tasks. The 'Underwriting Documents' vertical follows the documents checklist:
 * it shows only dots where the menu would be, and its tasks cannot be toggled, edited or deleted.
 */
export function VerticalCard({ vertical, rights, ...act }: VerticalCardProps) {
  const locked = vertical.is_documents;
  const may = (right: RightId) => !locked && rights.has(right);
  const menu = may('edit_vertical') || may('delete_vertical');
  return (
    <Card className={underwritingClasses.vertical} aria-label={vertical.name} role="region">
      <div className={underwritingClasses.verticalHeader}>
        <H4>{vertical.name}</H4>
        {locked ? (
          <Icon icon="more" title={U.documentsLocked} aria-label={U.documentsLocked} />
        ) : (
          menu && (
            <MenuButton
              icon="more"
              minimal
              aria-label={`${vertical.name} menu`}
              menu={
                <Menu>
                  {may('edit_vertical') && (
                    <MenuItem icon="edit" text={U.editVertical} onClick={act.onEdit} />
                  )}
                  {may('delete_vertical') && (
                    <MenuItem icon="trash" intent="danger" text={U.deleteVertical} onClick={act.onDelete} />
                  )}
                </Menu>
              }
            />
          )
        )}
      </div>
      {vertical.tasks.length === 0 && <p>{U.noTasks}</p>}
      <ul className={underwritingClasses.tasks}>
        {vertical.tasks.map((task) => (
          <li key={task.id} className={underwritingClasses.task}>
            <Checkbox
              checked={task.status === 1}
              disabled={!may('edit_task')}
              label={task.title}
              onChange={() => act.onToggle(task)}
            />
            {task.mandatory && <Tag minimal>{U.mandatory}</Tag>}
            {may('edit_task') && (
              <Button
                icon="edit"
                minimal
                aria-label={`${U.editTask}: ${task.title}`}
                onClick={() => act.onEditTask(task)}
              />
            )}
            {may('delete_task') && (
              <Button
                icon="trash"
                minimal
                aria-label={`${U.deleteTask}: ${task.title}`}
                onClick={() => act.onDeleteTask(task)}
              />
            )}
          </li>
        ))}
      </ul>
      {may('add_task') && <Button icon="add" minimal text={U.addTask} onClick={act.onAddTask} />}
    </Card>
  );
}
