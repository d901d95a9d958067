/**
 * The spec's global input behaviour (part 3 §5, part 1 §2.2): paste is blocked in inputs and text
 * areas, emoji-like characters are stripped from text inputs as they are typed, F5 (and Ctrl/Cmd+R)
 * does not reload, and the browser's back button is neutralised. One module, on by default; the
 * admin can switch it off in Settings (see useInputGuards).
 *
 * Each guard is an install function returning its uninstall function, so tests and the app can
 * switch them independently and nothing stays attached after an uninstall.
 */

export type Uninstall = () => void;

/** Pictographs, flags, skin tones, keycaps and the joiners/selectors that glue them together. */
const emojiSequence =
  /(?:\p{Extended_Pictographic}|\p{Regional_Indicator})(?:\uFE0F|\u20E3|\p{Emoji_Modifier}|[\u{E0020}-\u{E007F}])*(?:\u200D(?:\p{Extended_Pictographic}|\p{Regional_Indicator})(?:\uFE0F|\u20E3|\p{Emoji_Modifier}|[\u{E0020}-\u{E007F}])*)*|[\uFE0F\u20E3\p{Emoji_Modifier}\u{E0020}-\u{E007F}]/gu;

/** Text without its emoji-like characters; digits, #, * and ordinary letters stay. */
export function stripEmoji(text: string): string {
  return text.replace(emojiSequence, '');
}

/** Input types that hold free text (number, date, file… are left alone). */
const textInputTypes = new Set(['text', 'search', 'email', 'password', 'tel', 'url', '']);
/** Of those, the ones where the browser exposes a caret position. */
const caretInputTypes = new Set(['text', 'search', 'password', 'tel', 'url', '']);

function isTextField(target: EventTarget | null): target is HTMLInputElement | HTMLTextAreaElement {
  if (target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && textInputTypes.has(target.type);
}

function isEditable(target: EventTarget | null): boolean {
  if (target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLInputElement) return target.type !== 'hidden';
  return target instanceof HTMLElement && target.isContentEditable;
}

/** Blocks paste into inputs, text areas and editable regions. */
export function installPasteGuard(doc: Document = document): Uninstall {
  const handlePaste = (event: ClipboardEvent): void => {
    if (isEditable(event.target)) event.preventDefault();
  };
  doc.addEventListener('paste', handlePaste, true);
  return () => doc.removeEventListener('paste', handlePaste, true);
}

/**
 * Writes through the prototype's setter: React tracks the value it last rendered on the element
 * itself, so this way React still sees the cleaned text as a change and its state follows.
 */
function writeNativeValue(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
}

/** Strips emoji-like characters from text fields as they are typed, keeping the caret in place. */
export function installEmojiGuard(doc: Document = document): Uninstall {
  const handleInput = (event: Event): void => {
    const field = event.target;
    if (!isTextField(field)) return;
    const typed = field.value;
    const cleaned = stripEmoji(typed);
    if (cleaned === typed) return;
    const hasCaret = field instanceof HTMLTextAreaElement || caretInputTypes.has(field.type);
    const caret = hasCaret ? field.selectionStart : null;
    writeNativeValue(field, cleaned);
    if (caret !== null) {
      // The caret moves left by what was removed before it.
      const position = stripEmoji(typed.slice(0, caret)).length;
      field.setSelectionRange(position, position);
    }
  };
  // Capture on the document runs before React's own listener, which then reads the cleaned value.
  doc.addEventListener('input', handleInput, true);
  return () => doc.removeEventListener('input', handleInput, true);
}

/** F5 and Ctrl/Cmd+R (with or without Shift) do not reload the page. */
export function installReloadGuard(win: Window = window): Uninstall {
  const handleKeyDown = (event: KeyboardEvent): void => {
    const reloadChord = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'r';
    if (event.key === 'F5' || reloadChord) event.preventDefault();
  };
  win.addEventListener('keydown', handleKeyDown, true);
  return () => win.removeEventListener('keydown', handleKeyDown, true);
}

let pinnedHref: string | null = null;
let pinnedState: unknown = undefined;
let pinWindow: Window | null = null;

/**
 * Adds a copy of the current history entry on top of itself, so that Back lands on the same page.
 * The router's own state (key, index, navigation state) is copied, so the page keeps it. Called on
 * install and after every navigation while the back guard is on; a no-op otherwise.
 */
export function pinHistoryEntry(): void {
  const win = pinWindow;
  if (!win) return;
  const state: unknown = win.history.state;
  // Already pinned: the entry under us is this very page.
  if (pinnedHref === win.location.href && pinnedState === state) return;
  win.history.pushState(state, '', win.location.href);
  pinnedHref = win.location.href;
  pinnedState = win.history.state;
}

/**
 * Neutralises the browser's Back button. Each page sits on two identical history entries; Back
 * pops the top one, landing on the same address, and the guard pushes the copy again before the
 * router hears of it (its listener is registered in the capture phase and stops the event). A
 * pop to a different address (history.go(-2), a stale entry) is left to the router.
 * Side effect to know: navigate(-1) in a screen is neutralised too; screens navigate to paths.
 */
export function installBackGuard(win: Window = window): Uninstall {
  pinWindow = win;
  pinHistoryEntry();
  const handlePopState = (event: PopStateEvent): void => {
    if (win.location.href !== pinnedHref) return;
    event.stopImmediatePropagation();
    pinnedHref = null;
    pinHistoryEntry();
  };
  win.addEventListener('popstate', handlePopState, true);
  return () => {
    win.removeEventListener('popstate', handlePopState, true);
    if (pinWindow === win) {
      pinWindow = null;
      pinnedHref = null;
      pinnedState = undefined;
    }
  };
}

/** All four guards at once; the returned function removes them all. */
export function installInputGuards(win: Window = window): Uninstall {
  const uninstalls = [
    installPasteGuard(win.document),
    installEmojiGuard(win.document),
    installReloadGuard(win),
    installBackGuard(win),
  ];
  return () => {
    for (const uninstall of uninstalls) uninstall();
  };
}
