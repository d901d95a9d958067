/** Debtors, their contacts, invites, status and import (spec part 2 §7 Debtors). */
export const debtorEndpoints = {};
