/** The audit trail's words (docs/decisions/0045-audit-trail.md). */
export const auditTrailMessages = {
  title: 'Audit Trail',
  searchPlaceholder: 'Search by user, call or detail',
  allKinds: 'All kinds',
  kindLabel: 'Kind',
  kinds: {
    refused: 'Refused',
    money_post: 'Money Post',
    rights_change: 'Rights Change',
    role_change: 'Role Change',
    sign_in: 'Sign-in',
    sign_in_failed: 'Failed Sign-in',
    posting_failed: 'Failed Posting',
  },
  columns: {
    at: 'When',
    kind: 'Kind',
    actor: 'User',
    subject: 'What',
    detail: 'Detail',
    ip: 'IP',
    seq: 'No',
  },
} as const;
