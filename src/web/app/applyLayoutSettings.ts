import { Classes } from '@blueprintjs/core';
import { defaultLayoutSettings, themes } from '../../shared/layoutSettings';
import type { LayoutSettings } from '../../shared/layoutSettings';
import { rootClasses } from './shellClasses';

/**
 * Puts the layout settings on the root element: the scale as a CSS variable and font size, the
 * theme as a class (plus Blueprint's dark class for the dark theme, so portals darken too), the
 * input style and the ripple as classes, the menu mode as a data attribute.
 */
export function applyLayoutSettings(
  settings: LayoutSettings,
  root: HTMLElement = document.documentElement,
): void {
  root.style.setProperty('--fd-scale', `${settings.scale}px`);
  root.style.fontSize = `${settings.scale}px`;
  for (const theme of themes) root.classList.toggle(rootClasses.theme(theme), theme === settings.theme);
  root.classList.toggle(Classes.DARK, settings.theme === 'dark');
  root.classList.toggle(rootClasses.inputsFilled, settings.inputStyle === 'filled');
  root.classList.toggle(rootClasses.ripple, settings.ripple);
  root.dataset.menuMode = settings.menuMode;
}

/** Back to the defaults (signing out leaves no one's theme on the sign-in page). */
export function resetLayoutSettings(root: HTMLElement = document.documentElement): void {
  applyLayoutSettings(defaultLayoutSettings, root);
}
