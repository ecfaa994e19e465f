import { useEffect, useState } from 'react';
import type { SharedRound } from '../../protocol/casino/shared';

/**
 * The table's round from the frame's subscription, with the offset of the
 * server's clock (round times are the server's) and a clock that ticks every
 * animation frame while `animate` says so (a crash flight, a countdown).
 */
export function useSharedRound(subscribe: (onRound: (round: SharedRound) => void) => () => void, animate: (round: SharedRound) => boolean) {
  const [round, setRound] = useState<SharedRound | null>(null);
  const [offset, setOffset] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(
    () =>
      subscribe((next) => {
        setOffset(next.serverNow - Date.now());
        setRound(next);
      }),
    [subscribe],
  );
  const moving = round !== null && animate(round);
  useEffect(() => {
    if (!moving) return;
    let frame = requestAnimationFrame(function step() {
      setNow(Date.now());
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [moving]);
  return { round, serverNow: now + offset };
}
