/** Schedule of funding: payment info, payments, reverts (spec part 2 §7 Schedules). */
export const fundingEndpoints = {};
