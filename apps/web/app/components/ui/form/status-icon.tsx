export type StatusIconName = 'mail' | 'phone' | 'check' | 'alert' | 'broken-link';

/** Pictures of the result screens, drawn inline so they follow the brand colours. */
export function StatusIcon({ name, size = 30 }: { name: StatusIconName; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.9"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {name === 'mail' ? (
        <>
          <rect x="3" y="5" width="18" height="14" rx="2.5" />
          <path d="M3.5 7l8.5 6 8.5-6" />
        </>
      ) : name === 'phone' ? (
        <>
          <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
          <path d="M10.5 18.5h3" />
        </>
      ) : name === 'check' ? (
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="M8 12.5l2.6 2.6L16 9.5" />
        </>
      ) : name === 'alert' ? (
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7.5v5.5M12 16.5v.01" />
        </>
      ) : (
        <>
          <path d="M9.5 14.5l-2 2a3.5 3.5 0 0 1-5-5l2-2" />
          <path d="M14.5 9.5l2-2a3.5 3.5 0 0 1 5 5l-2 2" />
          <path d="M8 4v2.5M4 8h2.5M16 20v-2.5M20 16h-2.5" />
        </>
      )}
    </svg>
  );
}
