/** Exception Tracking's words (docs/decisions/0047-exception-tracking.md). */
export const exceptionMessages = {
  title: 'Exception Tracking',
  searchPlaceholder: 'Search by user, call, mail or detail',
  allCategories: 'All exceptions',
  categoryLabel: 'Category',
  categories: {
    failed_posting: 'Failed Posting',
    bounced_mail: 'Bounced Mail',
    refused_sign_in: 'Refused Sign-in',
  },
  columns: {
    at: 'When',
    category: 'Category',
    who: 'User or Addressee',
    subject: 'What',
    detail: 'Detail',
  },
} as const;
