import { useEffect, useRef, useState } from 'react';
import { useNavigation, useSearchParams } from 'react-router';
import styles from '../backoffice.module.css';

/**
 * The player search box: writes `q` into the URL (the list reads it from there), 300 ms after typing stops
 * or at once on Enter. A search that comes due while a page is opening is dropped: typing an email and
 * clicking the player it found must open the player, not be pulled back to the list by the late search.
 */
export function PlayerSearch({ placeholder }: { placeholder: string }) {
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  const leaving = useRef(false);
  leaving.current = navigation.state !== 'idle';
  const current = params.get('q') ?? '';
  const [text, setText] = useState(current);
  // The URL changed by itself (Back): show its search.
  useEffect(() => setText(current), [current]);

  const search = (value: string) => {
    if (leaving.current || value === current) return;
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        if (value) next.set('q', value);
        else next.delete('q');
        next.delete('page');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  const latest = useRef(search);
  latest.current = search;
  useEffect(() => {
    const value = text.trim();
    if (value === current) return;
    const timer = setTimeout(() => latest.current(value), 300);
    return () => clearTimeout(timer);
  }, [text, current]);

  return (
    <form
      role="search"
      className={styles.search}
      style={{ marginBottom: 8 }}
      onSubmit={(event) => {
        event.preventDefault();
        search(text.trim());
      }}
    >
      <input
        type="search"
        className={styles.input}
        aria-label="Search players"
        placeholder={placeholder}
        value={text}
        maxLength={200}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
