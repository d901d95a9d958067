/** The documents checklist of an application (spec part 1 §7, prospect attachments). */
export const prospectDocumentEndpoints = {};
