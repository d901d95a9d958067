import { z } from 'zod';
import { navigationField } from '../../kit/navigationState';

/** The user opened on /addnewuser, passed by the list in the navigation state `{ id }` (an sso id). */
export const { read: userIdFromState, write: editUserState } = navigationField('id', z.string().min(1));
