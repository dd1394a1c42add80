// Line icons for the browse screens, on the same 24px grid as components/icons.tsx.
const base = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

export const ChevronLeftIcon = () => (
  <svg {...base}>
    <path d="M15 5l-7 7 7 7" />
  </svg>
);
export const ChevronRightIcon = () => (
  <svg {...base}>
    <path d="M9 5l7 7-7 7" />
  </svg>
);
export const ChevronDownIcon = () => (
  <svg {...base}>
    <path d="M5 9l7 7 7-7" />
  </svg>
);
export const ListAddIcon = () => (
  <svg {...base}>
    <path d="M4 6h11M4 12h8M4 18h6M18 13v8M14 17h8" />
  </svg>
);
export const PinIcon = () => (
  <svg {...base}>
    <path d="M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.3" />
  </svg>
);
export const InfoIcon = () => (
  <svg {...base}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5v.01" />
  </svg>
);
export const ClearIcon = () => (
  <svg {...base}>
    <path d="M7 7l10 10M17 7L7 17" />
  </svg>
);
