/**
 * Class names the app shell and the public pages define themselves (styled in theme.css).
 * Blueprint's own classes always come from its `Classes.*` constants.
 */
export const shellClasses = {
  shell: 'fd-shell',
  shellSimple: 'fd-shell-simple',
  shellStaff: 'fd-shell-staff',
  topBar: 'fd-topbar',
  topBarBrand: 'fd-topbar-brand',
  topBarBanner: 'fd-topbar-banner',
  topBarActions: 'fd-topbar-actions',
  topBarUser: 'fd-topbar-user',
  body: 'fd-shell-body',
  sideMenu: 'fd-sidemenu',
  sideMenuStatic: 'fd-sidemenu-static',
  sideMenuDrawer: 'fd-sidemenu-drawer',
  sideMenuGroup: 'fd-sidemenu-group',
  content: 'fd-shell-content',
  screenLoading: 'fd-screen-loading',
  settingsPanel: 'fd-settings-panel',
  themeSwatches: 'fd-theme-swatches',
  publicPage: 'fd-public',
  publicCard: 'fd-public-card',
  publicCardWide: 'fd-public-card-wide',
  publicBrand: 'fd-public-brand',
  publicTitle: 'fd-public-title',
  publicLinks: 'fd-public-links',
  publicFooter: 'fd-public-footer',
  publicForgot: 'fd-public-forgot',
  publicSubmit: 'fd-public-submit',
  codeBoxes: 'fd-code-boxes',
  countdown: 'fd-countdown',
  policy: 'fd-policy',
  policyHeader: 'fd-policy-header',
} as const;

/** Root (html) classes set from the user's layout settings. */
export const rootClasses = {
  inputsFilled: 'fd-inputs-filled',
  ripple: 'fd-ripple',
  theme: (theme: string): string => `fd-theme-${theme}`,
} as const;
