/**
 * Blueprint's Select gives the focus back to its button one animation frame after its list starts
 * closing. Whoever has gone on to the next field within that frame (a quick hand, a slow frame)
 * would have the rest of their typing land on the button. Called as the list starts closing (so
 * its frame runs after Select's), this notes where the focus goes meanwhile and puts it back there.
 */
export function keepFocusWhereItWent(list: HTMLElement, button: HTMLElement | null): void {
  let wentTo: HTMLElement | null = null;
  const note = (event: FocusEvent) => {
    const target = event.target;
    if (target instanceof HTMLElement && target !== button && !list.contains(target)) wentTo = target;
  };
  document.addEventListener('focusin', note);
  window.requestAnimationFrame(() => {
    document.removeEventListener('focusin', note);
    if (wentTo?.isConnected && document.activeElement !== wentTo) wentTo.focus();
  });
}
