import { describe, expect, it } from 'vitest';
import type { StateRulesVerdict } from '@casino/contracts';
import { createTestI18n } from '../../components/ui/test-i18n.tsx';
import { stateRulesVerdictText } from './state-rules-verdict.ts';

const verdict = (v: Partial<StateRulesVerdict>): StateRulesVerdict => ({
  sweepstakes: 'closed',
  reason: 'stateClosed',
  country: 'US',
  region: 'NV',
  minimumAge: 18,
  since: '2020-01-01',
  ...v,
});

describe('the sign-in and sign-up verdict toast', () => {
  const en = createTestI18n('en').t;
  const es = createTestI18n('es').t;

  it('says nothing when Entries play is open (or the answer has no verdict)', () => {
    expect(stateRulesVerdictText(undefined, en)).toBeNull();
    expect(
      stateRulesVerdictText(verdict({ sweepstakes: 'open', reason: null, region: 'TX' }), en),
    ).toBeNull();
  });

  it('names the closed state and says Coin play stays open, in English and Spanish', () => {
    expect(stateRulesVerdictText(verdict({}), en)).toEqual({
      title: 'Sweepstakes play is closed in Nevada',
      text: expect.stringContaining('Coins in TournamentPoints mode'),
    });
    expect(stateRulesVerdictText(verdict({ region: 'CA', since: '2026-01-01' }), es)).toEqual({
      title: 'El juego de sorteos está cerrado en California',
      text: expect.stringContaining('Monedas en el modo TournamentPoints'),
    });
    expect(stateRulesVerdictText(verdict({ country: null, region: null }), en)?.title).toBe(
      'Sweepstakes play is closed where you are',
    );
  });

  it('gives the minimum age to an under-age player', () => {
    const underAge = verdict({ reason: 'underAge', region: 'MA', minimumAge: 21, since: null });
    expect(stateRulesVerdictText(underAge, en)?.title).toBe('Entries play starts at 21 where you are');
    expect(stateRulesVerdictText(underAge, es)?.title).toBe(
      'Donde estás, para jugar con Entradas debes tener 21 años',
    );
  });
});
