import { useEffect, useState } from 'react';

/** The countdown's clock: its smallest unit is the minute, so a tick every few seconds is enough. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 5_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
