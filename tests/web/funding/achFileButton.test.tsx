import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentWithEntries } from '../../../src/shared/contract/funding';
import { achMessages } from '../../../src/shared/messages/ach';
import { AppProviders } from '../../../src/web/app/AppProviders';
import { makeStore } from '../../../src/web/app/store';
import { PaymentDetail } from '../../../src/web/features/funding/PaymentDetail';
import { clearToasts } from '../../../src/web/kit/toast';
import { installFakeApi, type FakeApi, type FakeHandler } from '../../../stories/shell/fakeApi';
import { firstPaymentWithEntry, reversedWire } from '../../../stories/funding/fixtures';

let api: FakeApi | undefined;
/** jsdom makes no object URLs: a test that needs them sets these, and they are put back after it. */
const { createObjectURL, revokeObjectURL } = URL;

function show(payment: PaymentWithEntries, handlers: Record<string, FakeHandler> = {}) {
  api = installFakeApi(handlers);
  render(
    <AppProviders store={makeStore()}>
      <PaymentDetail payment={payment} />
    </AppProviders>,
  );
}

afterEach(async () => {
  cleanup();
  await clearToasts();
  api?.restore();
  api = undefined;
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

describe('Download ACH File under a payment in Show Payment', () => {
  it('is offered for a payment made by ACH and saves its file under the payment’s name', async () => {
    const revoked = vi.fn();
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:ach-file'), revokeObjectURL: revoked });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    show(firstPaymentWithEntry, { 'ach/payment': () => ({ body: '101 021000021' }) });

    await userEvent.click(screen.getByRole('button', { name: achMessages.downloadFile }));
    await waitFor(() => expect(saved).toEqual(['ach-payment-301.txt blob:ach-file']));
    expect(api?.callsTo('ach/payment').map((call) => call.body)).toEqual([{ id: firstPaymentWithEntry.id }]);
    expect(revoked).toHaveBeenCalledWith('blob:ach-file');
  });

  it('toasts the server’s reason when the file is refused', async () => {
    show(firstPaymentWithEntry, {
      'ach/payment': () => ({ status: 400, body: { status: false, message: achMessages.noBankDetails } }),
    });
    await userEvent.click(screen.getByRole('button', { name: achMessages.downloadFile }));
    expect(await screen.findByText(achMessages.noBankDetails)).toBeInTheDocument();
  });

  it('is not offered for a wire or a check, nor for a reversed ACH payment', () => {
    show(reversedWire);
    expect(screen.queryByRole('button', { name: achMessages.downloadFile })).not.toBeInTheDocument();
    cleanup();
    show({ ...firstPaymentWithEntry, payment_type: 1, payment_type_text: 'Check' });
    expect(screen.queryByRole('button', { name: achMessages.downloadFile })).not.toBeInTheDocument();
    cleanup();
    show({ ...firstPaymentWithEntry, reversed_at: '2026-11-02T10:00:00.000Z' });
    expect(screen.queryByRole('button', { name: achMessages.downloadFile })).not.toBeInTheDocument();
  });
});
