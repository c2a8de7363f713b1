/** The three pictures of the result screens, drawn inline so they follow the brand colours. */
export function StateIcon({ name }: { name: 'mail' | 'phone' | 'broken-link' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="30"
      height="30"
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
