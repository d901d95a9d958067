import { z } from 'zod';
import { navigationField } from '../../kit/navigationState';

/** What /documents hands the client's page (spec part 3 §2): the client's name, for its breadcrumb. */
export const clientNameState = navigationField('client_name', z.string());
