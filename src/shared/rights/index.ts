/**
 * The one rights catalogue of the product (spec parts 1–3, §6): modules > sub-modules > rights,
 * the reports' rights and the built-in roles. Read by the route table, the side menu, the role
 * editor, the seed and the server's checks.
 */
export * from './catalogue';
export * from './reports';
export * from './roles';
