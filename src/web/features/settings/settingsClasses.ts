/** Class names of /settings (styled in settings.css). */
export const settingsClasses = {
  grid: 'fd-settings-grid',
  search: 'fd-settings-search',
} as const;
