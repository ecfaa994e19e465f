import { useEffect, useState } from 'react';

/** The pause between two balls of the draw: long enough to follow, short enough that 20 balls take 3 s. */
export const BALL_INTERVAL_MS = 150;

function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * How many balls of a draw are on show: one more every interval from the
 * moment `drawn` arrives, or all at once for a player who asked for reduced
 * motion. A new draw starts again from none.
 */
export function useReveal(drawn: readonly number[] | null): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (!drawn) {
      setShown(0);
      return;
    }
    if (reducedMotion()) {
      setShown(drawn.length);
      return;
    }
    setShown(0);
    const timer = window.setInterval(() => {
      setShown((n) => {
        if (n + 1 >= drawn.length) window.clearInterval(timer);
        return Math.min(n + 1, drawn.length);
      });
    }, BALL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [drawn]);
  return shown;
}
