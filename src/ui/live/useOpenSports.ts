import { useState } from 'react';

/** Which sports of a "sports only" section page the player opened: page state, gone with the page. */
export function useOpenSports(): { readonly open: ReadonlySet<number>; readonly toggle: (sportId: number) => void } {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (sportId: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(sportId)) next.add(sportId);
      return next;
    });
  return { open, toggle };
}
