import { useState } from 'react';
import {
  LIVE_OPS_PATHS,
  LiveOpsCalendarReplySchema,
  type CalendarFlag,
  type CalendarItem,
  type LiveOpsCalendar,
} from '@casino/contracts';
import { ViewSelect } from '../components/form.tsx';
import { BoLoaded, useBoQuery } from '../use-bo-query.tsx';
import { useBrandChoice } from '../brand-select.tsx';
import styles from '../backoffice.module.css';
import own from '../catalogue/catalogue.module.css';

const FLAG_TEXT: Record<CalendarFlag, string> = {
  noRace: 'No race',
  noQuest: 'No quest this week',
  questOverlap: 'Two quests of a type at once',
};
const QUEST_TYPE_TEXT = { season: 'Season', advent: 'Advent', fp_challenge: 'Challenge' } as const;
const ZONE = 'America/New_York';
const WEEK_OPTIONS = [1, 2, 4, 8, 12].map((n) => ({ value: n, label: String(n) }));

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
  const [brand, brandSelect] = useBrandChoice('bo-calendar-brand');
  const [weeks, setWeeks] = useState(4);
  const query = useBoQuery(LIVE_OPS_PATHS.calendar, LiveOpsCalendarReplySchema, {
    brand,
    weeks: String(weeks),
    timeZone: ZONE,
  });
  return (
    <div className={styles.stack}>
      <div className={styles.pageHeader}>
        <h1>Calendar</h1>
      </div>
      <div className={own.grid}>
        {brandSelect}
        <ViewSelect
          id="bo-calendar-weeks"
          label="Weeks"
          value={weeks}
          options={WEEK_OPTIONS}
          onChange={setWeeks}
        />
      </div>
      <BoLoaded query={query}>{({ data }) => <CalendarTable brand={brand} calendar={data} />}</BoLoaded>
    </div>
  );
}

/** The calendar's days, a row each, with what was flagged counted in the caption. */
function CalendarTable({ brand, calendar }: { brand: string; calendar: LiveOpsCalendar }) {
  const flagged = calendar.days.filter((d) => d.flags.length > 0).length;
  return (
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
          {calendar.days.map((day) => (
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
  );
}
