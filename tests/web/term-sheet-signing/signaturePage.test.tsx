import axe from 'axe-core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../../src/shared/messages';
import { clearToasts } from '../../../src/web/kit/toast';
import type { FakeApi, FakeHandler } from '../../../stories/shell/fakeApi';
import { installFakeServer } from '../../../stories/users/fakeServer';
import { link, linkAddress, signingHandlers } from '../../../stories/term-sheet-signing/fixtures';
import { SigningStory } from '../../../stories/term-sheet-signing/SigningStory';
import { drawableCanvas, drawnPng } from './drawableCanvas';

const S = messages.signing;

drawableCanvas();
let server: FakeApi | undefined;
afterEach(async () => {
  cleanup();
  await clearToasts();
  server?.restore();
});

function open(handlers: Record<string, FakeHandler> = {}) {
  server = installFakeServer({ ...signingHandlers(), ...handlers });
  render(<SigningStory address={linkAddress} />);
}

/** No critical or serious axe violation (contrast is the browser suite's). */
async function blockingViolations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  return result.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => violation.id);
}

async function stroke() {
  const pad = await screen.findByRole('img', { name: S.padLabel });
  fireEvent.pointerDown(pad, { pointerId: 1, pointerType: 'pen' });
  fireEvent.pointerUp(pad, { pointerId: 1, pointerType: 'pen' });
}

describe('/signature', () => {
  it('has no blocking accessibility violation, blank, drawn or refused', async () => {
    open({ 'term_sheet/sign': () => ({ status: 400, body: { status: false, message: S.blank } }) });
    await screen.findByRole('img', { name: S.padLabel });
    expect(await blockingViolations()).toEqual([]);
    await stroke();
    expect(await blockingViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: messages.termSheet.save }));
    await screen.findByRole('alert');
    expect(await blockingViolations()).toEqual([]);
  });

  it('sends the pad as a PNG with the link, once, from the keyboard', async () => {
    open();
    await stroke();
    await waitFor(() => expect(screen.getByRole('button', { name: messages.termSheet.save })).toBeEnabled());
    screen.getByRole('button', { name: messages.termSheet.clear }).focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: messages.termSheet.save })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveTextContent('/login'));
    expect(server?.callsTo('term_sheet/sign').map((call) => call.body)).toEqual([
      { ...link, signature: drawnPng },
    ]);
  });
});
