import type { ReactNode } from 'react';

/**
 * Sports lucide does not draw, in its style (24 by 24, a 2 px round stroke
 * in the current colour) so they sit beside its icons unnoticed.
 */
function Drawn({ size = 20, children }: { size?: number; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function FootballIcon({ size }: { size?: number }) {
  return (
    <Drawn size={size}>
      <circle cx="12" cy="12" r="10" />
      <path d="m12 7.5 4.3 3.1-1.6 5H9.3l-1.6-5Z" />
      <path d="M12 7.5V2.5M16.3 10.6l4.6-1.5M14.7 15.6l2.8 3.9M9.3 15.6l-2.8 3.9M7.7 10.6 3.1 9.1" />
    </Drawn>
  );
}

export function TennisIcon({ size }: { size?: number }) {
  return (
    <Drawn size={size}>
      <circle cx="12" cy="12" r="10" />
      <path d="M6 4.2a10.5 10.5 0 0 1 0 15.6M18 4.2a10.5 10.5 0 0 0 0 15.6" />
    </Drawn>
  );
}

export function BasketballIcon({ size }: { size?: number }) {
  return (
    <Drawn size={size}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 2v20M2 12h20M5 4.9a10 10 0 0 1 0 14.2M19 4.9a10 10 0 0 0 0 14.2" />
    </Drawn>
  );
}

export function TableTennisIcon({ size }: { size?: number }) {
  return (
    <Drawn size={size}>
      <circle cx="10" cy="10" r="6.5" />
      <path d="m14.6 14.6 5.4 5.4" />
      <circle cx="19" cy="5" r="1.8" />
    </Drawn>
  );
}

export function CricketIcon({ size }: { size?: number }) {
  return (
    <Drawn size={size}>
      <path d="m5.5 18.5-2.5 2.5" />
      <path d="M7 17 17.5 6.5l2 2L9 19Z" />
      <path d="m5.5 15.5 3 3" />
      <circle cx="17.5" cy="17.5" r="2.5" />
    </Drawn>
  );
}

export function MarbleIcon({ size }: { size?: number }) {
  return (
    <Drawn size={size}>
      <circle cx="7" cy="16" r="4.5" />
      <circle cx="17" cy="16" r="4.5" />
      <circle cx="12" cy="7" r="4.5" />
      <path d="M10 5.5a2 2 0 0 1 1.5-.8M5 14.5a2 2 0 0 1 1.5-.8M15 14.5a2 2 0 0 1 1.5-.8" />
    </Drawn>
  );
}
