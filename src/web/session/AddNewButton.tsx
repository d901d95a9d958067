import { Button, Intent } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import type { RightId } from '../../shared/rights';
import { useHeldRights } from './currentUser';

export interface AddNewButtonProps {
  /** The rights that offer the button, every one of them; without them nothing shows. */
  rights: readonly RightId[];
  /** Its text, e.g. 'Add New Invoice'. */
  text: string;
  /** The form it opens. */
  to: string;
}

/** A list's "Add New …" button in its page header, shown only to holders of `rights`. */
export function AddNewButton({ rights, text, to }: AddNewButtonProps) {
  const held = useHeldRights();
  const navigate = useNavigate();
  if (!rights.every((right) => held.has(right))) return null;
  return <Button intent={Intent.PRIMARY} icon="add" text={text} onClick={() => navigate(to)} />;
}
