import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChargebackListRow } from '../../../src/shared/contract/chargebacks';
import { defaultCurrencySettings, type CurrencySettings } from '../../../src/shared/contract/settingsTiles';
import { messages } from '../../../src/shared/messages';
import type * as RouteTable from '../../../src/shared/routeTable';
import { userOf } from '../../../stories/shell/fixtures';
import { closeApp, openApp } from '../openApp';
import { fakeSocketModule } from '../shell/renderApp';

vi.mock('socket.io-client', () => fakeSocketModule());
vi.mock('../../../src/shared/routeTable', async (importOriginal) => {
  const original = await importOriginal<typeof RouteTable>();
  return { ...original, builtAreas: [...original.builtAreas, 'collections'] };
});

afterEach(async () => {
  await closeApp();
});

const row: ChargebackListRow = {
  id: 1,
  prospect_id: 4,
  invoice_id: 101,
  cb: '2000.00',
  adjusted_cb: null,
  actual_cb: '2000.00',
  invoice_amount: '1234567.50',
  charge_back_settled: 0,
  settled_by_schedule: false,
  is_terminated: false,
  is_deleted: false,
  invoice_no: 'INV-1',
  schedule_no: 3,
  chargeback_date: '2026-11-01',
  cb_fee: '50.00',
  per_day_fees: '10.00',
  company_business_name: 'Bayside Medical Supply',
  legal_name: 'Northwind Traders',
};

/** The Chargebacks screen's answers, with the stored currency settings. */
function handlers(currency: CurrencySettings) {
  return {
    'settings/currency': () => ({ body: { status: true, currency } }),
    'chargeback/fetch': () => ({
      body: { status: true, invoices: { data: [row], total: 1, last_page: 1, current_page: 1 } },
    }),
    'chargeback/sum': () => ({
      body: { status: true, total_chargebacks_settled: '2500.00', total_chargebacks_pending: '3500.25' },
    }),
  };
}

describe('the money display', () => {
  it('shows the totals and the rows as the stored currency settings say', async () => {
    const euros: CurrencySettings = {
      code: 'EUR',
      decimals: 2,
      locale: 'de-DE',
      symbol_position: 'after',
      thousands_separator: '.',
    };
    openApp('/chargebacks', { user: userOf('client_advocate'), handlers: handlers(euros) });
    expect(await screen.findByRole('heading', { name: messages.chargeback.chargebacks })).toBeInTheDocument();
    expect(await screen.findByText('2.500,00 €')).toBeInTheDocument();
    expect(screen.getByText('3.500,25 €')).toBeInTheDocument();
    expect(await screen.findByText('1.234.567,50 €')).toBeInTheDocument();
    expect(screen.queryByText('$2,500.00')).not.toBeInTheDocument();
  });

  it('keeps US dollars when the settings are the defaults', async () => {
    openApp('/chargebacks', { user: userOf('client_advocate'), handlers: handlers(defaultCurrencySettings) });
    expect(await screen.findByText('$2,500.00')).toBeInTheDocument();
    expect(screen.getByText('$3,500.25')).toBeInTheDocument();
    expect(await screen.findByText('$1,234,567.50')).toBeInTheDocument();
  });
});
