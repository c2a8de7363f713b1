// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import type { ScheduledSoon } from '@casino/contracts';
import { createTestI18n, withI18n } from '../../components/ui/test-i18n.tsx';
import { AvailableSoonCard } from './promotion-cards.tsx';

const HOUR = 3600_000;
const race = (startsInMs: number): ScheduledSoon => ({
  type: 'tournament',
  occurrence: {
    id: 7,
    title: { en: 'Daily Sevens Race', es: 'Carrera diaria de los sietes' },
    path: '/tournaments/',
  },
  availableFrom: new Date(Date.now() + startsInMs).toISOString(),
});

afterEach(cleanup);

describe('AvailableSoonCard for the calendar', () => {
  it('shows the next race in the player language with a countdown to its start', () => {
    const { container } = render(withI18n(<AvailableSoonCard item={race(2 * HOUR)} />));
    const card = container.querySelector('[data-available-soon="tournament-7"]')!;
    expect(card.getAttribute('aria-label')).toBe('Daily Sevens Race');
    expect(card.textContent).toContain('Race');
    expect(card.textContent).toMatch(/Starts in (01:59|02:00):/);
  });

  it('says the weekday when the start is more than a day away, in Spanish', () => {
    const season: ScheduledSoon = {
      type: 'quest',
      occurrence: { id: 3, title: { en: 'Season quest', es: 'Misión de temporada' }, path: '/quests/' },
      availableFrom: '2099-01-02T00:00:00.000Z',
    };
    const { container } = render(withI18n(<AvailableSoonCard item={season} />, createTestI18n('es')));
    const card = container.querySelector('[data-available-soon="quest-3"]')!;
    expect(card.textContent).toContain('Misión de temporada');
    expect(card.textContent).toContain('Misión');
    expect(card.textContent).toContain('Empieza el viernes');
    const { container: race2 } = render(
      withI18n(<AvailableSoonCard item={race(2 * HOUR)} />, createTestI18n('es')),
    );
    expect(race2.textContent).toContain('Carrera');
    expect(race2.textContent).toContain('Empieza en');
  });
});
