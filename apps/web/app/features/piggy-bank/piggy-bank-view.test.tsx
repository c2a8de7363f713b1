// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { MoneyBoxInfo } from '@casino/contracts';
import { createTestI18n, withI18n } from '../../components/ui/test-i18n.tsx';
import { PiggyBankView } from './piggy-bank-view.tsx';

const info = (over: Partial<MoneyBoxInfo> = {}): MoneyBoxInfo => ({
  status: 'collecting',
  moneyBoxAmount: 4_000,
  minAmount: 4_001,
  maxAmount: 10_000,
  availableTimeToBreak: null,
  canBreak: false,
  sharePercent: 5,
  games: [],
  promoOffersPresets: [],
  breaks: 0,
  ...over,
});

function renderView(value: MoneyBoxInfo, lng: 'en' | 'es') {
  const router = createMemoryRouter([{ path: '*', element: <PiggyBankView info={value} /> }], {
    initialEntries: [lng === 'es' ? '/es/piggy-bank/' : '/piggy-bank/'],
  });
  return render(withI18n(<RouterProvider router={router} />, createTestI18n(lng)));
}

afterEach(cleanup);

describe('the piggy bank view', () => {
  it('writes every amount with its unit in the plural the number takes, in Spanish', () => {
    const text = renderView(info(), 'es').container.textContent!;
    expect(text).toContain('Ahorra 1 Moneda más para romperla.');
    expect(text).toContain('de 10.000 Monedas');
    expect(text).toContain('Rómpela desde 4.001 Monedas');
    expect(text).not.toMatch(/\b1 Monedas\b|\d\.\d{3} monedas/);
  });

  it('says the same in English', () => {
    const text = renderView(info({ minAmount: 5_000 }), 'en').container.textContent!;
    expect(text).toContain('Save another 1,000 Coins to break it.');
    expect(text).toContain('From 5,000 Coins you can break it; at 10,000 Coins it is full.');
  });
});
