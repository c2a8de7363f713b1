import styles from '../backoffice.module.css';

/**
 * Tabs over one panel (ARIA tabs): `tabId(id)` is each tab's element id (the panel is labelled by the
 * current one's), `panelId(id)` the panel it controls; `onSelect` shows another (the URL holds the choice).
 */
export function TabStrip<Id extends string>({
  tabs,
  current,
  onSelect,
  label,
  tabId,
  panelId,
}: {
  tabs: ReadonlyArray<{ id: Id; label: string }>;
  current: Id;
  onSelect: (id: Id) => void;
  label: string;
  tabId: (id: Id) => string;
  panelId: (id: Id) => string;
}) {
  return (
    <div className={styles.tabs} role="tablist" aria-label={label}>
      {tabs.map((t) => (
        <button
          key={t.id}
          type="button"
          role="tab"
          id={tabId(t.id)}
          aria-selected={current === t.id}
          aria-controls={panelId(t.id)}
          className={styles.tab}
          onClick={() => onSelect(t.id)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
