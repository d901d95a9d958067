/** Prospect management: the list, its counts and its actions (spec part 1 §7, Prospect list). */
export const prospectManagementEndpoints = {};
