/**
 * Words of /settings that the spec does not quote (ours). They belong in src/shared/messages.ts
 * once its owner takes them in; the tile names and the search placeholder come from the catalogue.
 */
export const settingsTexts = {
  open: 'Open',
  inputGuards: 'Input guards',
  inputGuardsDescription:
    "For everyone: paste is blocked in inputs, emoji are stripped as they are typed, F5 does not reload and the browser's Back button stays on the page.",
  inputGuardsSwitch: 'Input guards on',
  noMatch: 'No settings match your search.',
} as const;
