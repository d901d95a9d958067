import { afterEach, describe, expect, it } from 'vitest';
import {
  installBackGuard,
  installEmojiGuard,
  installInputGuards,
  installPasteGuard,
  installReloadGuard,
  pinHistoryEntry,
  stripEmoji,
} from '../../../src/web/app/inputGuards';
import type { Uninstall } from '../../../src/web/app/inputGuards';

let uninstall: Uninstall | undefined;
afterEach(() => {
  uninstall?.();
  uninstall = undefined;
  document.body.innerHTML = '';
});

function field(html: string): HTMLInputElement | HTMLTextAreaElement {
  document.body.innerHTML = html;
  const element = document.body.firstElementChild;
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement))
    throw new Error('no field');
  return element;
}

function paste(target: Element): boolean {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  return target.dispatchEvent(event);
}

function type(target: HTMLInputElement | HTMLTextAreaElement, value: string, caret = value.length): void {
  target.value = value;
  if (!(target instanceof HTMLInputElement && target.type === 'email'))
    target.setSelectionRange(caret, caret);
  target.dispatchEvent(new Event('input', { bubbles: true }));
}

function press(init: KeyboardEventInit): boolean {
  return window.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));
}

describe('stripEmoji', () => {
  it('removes pictographs, flags, skin tones and joined sequences, keeping text, digits, # and *', () => {
    expect(stripEmoji('Invoice 42 😀 paid ✅')).toBe('Invoice 42  paid ');
    expect(stripEmoji('👍🏽ok🇺🇸')).toBe('ok');
    expect(stripEmoji('family 👨‍👩‍👧 here')).toBe('family  here');
    expect(stripEmoji('#1*2 café Ünïcode')).toBe('#1*2 café Ünïcode');
    expect(stripEmoji('1️⃣')).toBe('1');
  });
});

describe('paste guard', () => {
  it('blocks paste into inputs and text areas while installed, and not after uninstall', () => {
    const input = field('<input type="text" />');
    uninstall = installPasteGuard();
    expect(paste(input)).toBe(false);
    const area = field('<textarea></textarea>');
    expect(paste(area)).toBe(false);
    uninstall();
    uninstall = undefined;
    expect(paste(area)).toBe(true);
  });

  it('leaves paste elsewhere on the page alone', () => {
    document.body.innerHTML = '<p>text</p>';
    uninstall = installPasteGuard();
    expect(paste(document.body.firstElementChild as Element)).toBe(true);
  });
});

describe('emoji guard', () => {
  it('strips emoji as typed and keeps the caret where it was', () => {
    const input = field('<input type="text" />') as HTMLInputElement;
    uninstall = installEmojiGuard();
    type(input, 'ab😀cd', 4); // caret right after the emoji (a, b, and its two code units)
    expect(input.value).toBe('abcd');
    expect(input.selectionStart).toBe(2);
  });

  it('cleans text areas and email fields, not number fields', () => {
    uninstall = installEmojiGuard();
    const area = field('<textarea></textarea>');
    type(area, 'note 🚀');
    expect(area.value).toBe('note ');
    const email = field('<input type="email" />');
    type(email, 'a😀@b.com');
    expect(email.value).toBe('a@b.com');
  });

  it('does nothing once uninstalled', () => {
    const input = field('<input type="text" />') as HTMLInputElement;
    uninstall = installEmojiGuard();
    uninstall();
    uninstall = undefined;
    type(input, 'x😀');
    expect(input.value).toBe('x😀');
  });
});

describe('reload guard', () => {
  it('blocks F5 and Ctrl/Cmd+R, not other keys, until uninstalled', () => {
    uninstall = installReloadGuard();
    expect(press({ key: 'F5' })).toBe(false);
    expect(press({ key: 'r', ctrlKey: true })).toBe(false);
    expect(press({ key: 'R', metaKey: true, shiftKey: true })).toBe(false);
    expect(press({ key: 'r' })).toBe(true);
    expect(press({ key: 'F6' })).toBe(true);
    uninstall();
    uninstall = undefined;
    expect(press({ key: 'F5' })).toBe(true);
  });
});

describe('back guard', () => {
  it('pins a copy of the page entry and swallows the pop back onto it', () => {
    window.history.replaceState({ idx: 3, usr: { email: 'a@b.com' } }, '', '/verificatiocode');
    const before = window.history.length;
    const heardByRouter: PopStateEvent[] = [];
    const routerListener = (event: PopStateEvent) => heardByRouter.push(event);
    window.addEventListener('popstate', routerListener);

    uninstall = installBackGuard();
    expect(window.history.length).toBe(before + 1);
    // The copy carries the page's own navigation state.
    expect(window.history.state).toEqual({ idx: 3, usr: { email: 'a@b.com' } });

    // Back lands on the same address: the router never hears it and the copy is pushed again.
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    expect(heardByRouter).toHaveLength(0);
    expect(window.location.pathname).toBe('/verificatiocode');

    uninstall();
    uninstall = undefined;
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(heardByRouter).toHaveLength(1);
    window.removeEventListener('popstate', routerListener);
  });

  it('pins again after a navigation, and not twice for the same entry', () => {
    window.history.replaceState({ idx: 0 }, '', '/login');
    uninstall = installBackGuard();
    const afterInstall = window.history.length;
    pinHistoryEntry();
    expect(window.history.length).toBe(afterInstall);
    window.history.pushState({ idx: 1 }, '', '/forgetpass');
    pinHistoryEntry();
    expect(window.history.length).toBe(afterInstall + 2);
    uninstall();
    uninstall = undefined;
    pinHistoryEntry();
    expect(window.history.length).toBe(afterInstall + 2);
  });

  it('leaves a pop to another address to the router', () => {
    window.history.replaceState({ idx: 0 }, '', '/login');
    uninstall = installBackGuard();
    const heard: PopStateEvent[] = [];
    const routerListener = (event: PopStateEvent) => heard.push(event);
    window.addEventListener('popstate', routerListener);
    window.history.replaceState({ idx: 0 }, '', '/elsewhere');
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(heard).toHaveLength(1);
    window.removeEventListener('popstate', routerListener);
  });
});

describe('installInputGuards', () => {
  it('installs all four and removes all four', () => {
    const input = field('<input type="text" />');
    uninstall = installInputGuards(window);
    expect(paste(input)).toBe(false);
    expect(press({ key: 'F5' })).toBe(false);
    uninstall();
    uninstall = undefined;
    expect(paste(input)).toBe(true);
    expect(press({ key: 'F5' })).toBe(true);
  });
});
