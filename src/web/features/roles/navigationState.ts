import { navigationField, recordId } from '../../kit/navigationState';

/** The role opened on /editrole, passed by the list in the navigation state `{ id }`. */
export const { read: roleIdFromState, write: editRoleState } = navigationField('id', recordId);
