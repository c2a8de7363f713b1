import { useEffect, useState } from 'react';
import {
  LIVE_OPS_PATHS,
  LiveOpsCalendarReplySchema,
  type CalendarFlag,
  type CalendarItem,
  type LiveOpsCalendar,
} from '@casino/contracts';
import { boGet } from '../backoffice-api.ts';
import { BRAND_OPTIONS } from '../brand-names.ts';
import { ListError } from '../components/data-table.tsx';
import styles from '../backoffice.module.css';
import own from '../catalogue/catalogue.module.css';

const FLAG_TEXT: Record<CalendarFlag, string> = {
  noRace: 'No race',
  noQuest: 'No quest this week',
  questOverlap: 'Two quests of a type at once',
};
const QUEST_TYPE_TEXT = { season: 'Season', advent: 'Advent', fp_challenge: 'Challenge' } as const;
const ZONE = 'America/New_York';

type State =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ok'; data: LiveOpsCalendar };

const timeOf = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: ZONE,
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));

function Item({ item }: { item: CalendarItem }) {
  return (
    <li>
      {item.questType ? `${QUEST_TYPE_TEXT[item.questType]}: ` : ''}
      {item.title}
      <span className={own.sub}>
        {timeOf(item.startsAt)} – {timeOf(item.endsAt)}
        {item.rowId === null ? ' · to be made' : ''}
      </span>
    </li>
  );
}

/**
 * What runs per brand per day over the next weeks (docs/live-operations.md): races and quests, the rows made
 * and the templates' occurrences to come, with days without a race, weeks without a quest and overlapping
 * quests flagged. Days are New York days, as the seeded races are.
 */
export function CalendarScreen() {
  const [brand, setBrand] = useState<string>(BRAND_OPTIONS[0]!.value);
  const [weeks, setWeeks] = useState(4);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    boGet(
      LIVE_OPS_PATHS.calendar,
      LiveOpsCalendarReplySchema,
      { brand, weeks: String(weeks), timeZone: ZONE },
      controller.signal,
    ).then(
      (answer) => setState({ status: 'ok', data: answer.data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [brand, weeks, attempt]);

  const flagged = state.status === 'ok' ? state.data.days.filter((d) => d.flags.length > 0).length : 0;
  return (
    <div className={styles.stack}>
      <div className={styles.pageHeader}>
        <h1>Calendar</h1>
      </div>
      <div className={own.grid}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="bo-calendar-brand">
            Brand
          </label>
          <select
            id="bo-calendar-brand"
            className={styles.input}
            value={brand}
            onChange={(e) => setBrand(e.target.value)}
          >
            {BRAND_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="bo-calendar-weeks">
            Weeks
          </label>
          <select
            id="bo-calendar-weeks"
            className={styles.input}
            value={weeks}
            onChange={(e) => setWeeks(Number(e.target.value))}
          >
            {[1, 2, 4, 8, 12].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      </div>
      {state.status === 'error' ? (
        <ListError error={state.error} onRetry={() => setAttempt((n) => n + 1)} />
      ) : state.status === 'loading' ? (
        <div className={styles.skeleton} style={{ height: 320 }} aria-busy="true" aria-label="Loading" />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-calendar={brand}>
            <caption>
              {flagged === 0 ? 'No gaps or overlaps.' : `${flagged} days flagged.`} Days in New York time.
            </caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Races</th>
                <th scope="col">Quests and seasons</th>
                <th scope="col">Flags</th>
              </tr>
            </thead>
            <tbody>
              {state.data.days.map((day) => (
                <tr key={day.date} data-day={day.date} data-flags={day.flags.join(' ')}>
                  <th scope="row">
                    {new Intl.DateTimeFormat('en-US', {
                      weekday: 'short',
                      month: 'short',
                      day: 'numeric',
                      timeZone: 'UTC',
                    }).format(new Date(`${day.date}T12:00:00Z`))}
                  </th>
                  <td>
                    <ul>
                      {day.tournaments.map((item) => (
                        <Item key={`${item.templateId}-${item.rowId}-${item.startsAt}`} item={item} />
                      ))}
                    </ul>
                  </td>
                  <td>
                    <ul>
                      {day.quests.map((item) => (
                        <Item key={`${item.templateId}-${item.rowId}-${item.startsAt}`} item={item} />
                      ))}
                    </ul>
                  </td>
                  <td>
                    {day.flags.map((flag) => (
                      <span key={flag} className={`${own.badge} ${own.off}`}>
                        {FLAG_TEXT[flag]}
                      </span>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
