// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DRAGON_VAULT, JUNGLE_QUEST, featureBuyBreakdown } from '@casino/game-math';
import { createTestI18n, withI18n } from '../../components/ui/test-i18n.tsx';
import { PaytableDialog } from './paytable-dialog.tsx';

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(cleanup);

const show = (game: typeof DRAGON_VAULT, lng: 'en' | 'es') =>
  render(
    withI18n(
      <PaytableDialog game={game} bet={20} amount={(minor) => `${minor} GC`} open onClose={() => {}} />,
      createTestI18n(lng),
    ),
  );

describe('the paytable of a slot that sells its feature', () => {
  it('shows the buy price in bets and at the current bet, and the bought round’s exact RTP', () => {
    show(DRAGON_VAULT, 'en');
    expect(screen.getByRole('heading', { name: 'Buy the feature' })).toBeTruthy();
    const rules = screen.getByTestId('paytable-buy').textContent!;
    expect(rules).toContain('100× the bet');
    expect(rules).toContain('2000 GC at this bet');
    const buyRtp = featureBuyBreakdown(DRAGON_VAULT).total;
    expect(screen.getByTestId('paytable-buy-rtp').textContent).toBe(
      new Intl.NumberFormat('en', { style: 'percent', minimumFractionDigits: 2 }).format(buyRtp),
    );
    expect(screen.getByTestId('paytable-buy-rtp').textContent).toBe('95.21%');
    expect(screen.getByText('Return of a bought feature (RTP, per price paid)')).toBeTruthy();
  });

  it('says the same in Spanish', () => {
    show(DRAGON_VAULT, 'es');
    expect(screen.getByRole('heading', { name: 'Comprar la función' })).toBeTruthy();
    expect(screen.getByTestId('paytable-buy').textContent).toContain(
      '100× la apuesta (2000 GC con esta apuesta)',
    );
    expect(screen.getByTestId('paytable-buy-rtp').textContent).toMatch(/^95,21\s?%$/);
  });

  it('has no buy section on a slot that does not sell its feature', () => {
    show(JUNGLE_QUEST, 'en');
    expect(screen.queryByTestId('paytable-buy')).toBeNull();
    expect(screen.queryByTestId('paytable-buy-rtp')).toBeNull();
    expect(screen.getByTestId('paytable-rtp').textContent).toBe('96.12%');
  });
});
