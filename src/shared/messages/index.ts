/**
 * Every user-facing message, title, confirmation and label-like text of the spec (parts 1–3),
 * quoted verbatim with its typos ('Maximum 5 alloweds.', 'Select atleast one right.'), so that a
 * later decision to correct one is one edit. Texts the spec leaves unwritten are ours and are
 * marked "ours".
 */
import { commonMessages } from './common';
import { authMessages } from './auth';
import { shellMessages } from './shell';
import { prospectsMessages } from './prospects';
import { brokersMessages } from './brokers';
import { usersMessages } from './users';
import { debtorsMessages } from './debtors';
import { invoicesMessages } from './invoices';
import { schedulesMessages } from './schedules';
import { fundingMessages } from './funding';
import { collectionsMessages } from './collections';
import { reservesMessages } from './reserves';
import { underwritingMessages } from './underwriting';
import { termSheetsMessages } from './termSheets';
import { reportsMessages } from './reports';
import { supportMessages } from './support';
import { clientProfileMessages } from './clientProfile';
import { clientsMessages } from './clients';
import { achMessages } from './ach';
import { partyHomeMessages } from './partyHome';

export type { ToastText } from './common';

/** One catalogue, built from the areas' parts; every text is reached as `messages.<area>.<key>`. */
export const messages = {
  ...commonMessages,
  ...authMessages,
  ...shellMessages,
  ...prospectsMessages,
  ...brokersMessages,
  ...usersMessages,
  ...debtorsMessages,
  ...invoicesMessages,
  ...schedulesMessages,
  ...fundingMessages,
  ...collectionsMessages,
  ...reservesMessages,
  ...underwritingMessages,
  ...termSheetsMessages,
  ...reportsMessages,
  ...supportMessages,
  ...clientProfileMessages,
  ...clientsMessages,
  ...partyHomeMessages,
  ach: achMessages,
} as const;
