/** Schedules of assignment: list, form, verification, deletion, PDF (spec part 2 §7 Schedules). */
export const scheduleEndpoints = {};
