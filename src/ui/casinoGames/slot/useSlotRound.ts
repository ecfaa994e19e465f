import { useCallback, useEffect, useRef, useState } from 'react';
import { SLOT_MIN_SPIN_MS, type SlotBet, type SlotOutcome, type SlotSpin } from '../../../protocol/casino/slot';
import type { PlayedRound } from '../../gameFrame/viewProps';

/** How long each free spin turns before it shows, so the player sees every one. */
export const FREE_SPIN_MS = 1200;

export type SlotPhase =
  /** Nothing played yet, or the last round is over. */
  | { readonly kind: 'idle'; readonly round: PlayedRound<SlotOutcome> | null }
  /** The base spin (freeSpin null) or a free spin is turning. */
  | { readonly kind: 'spinning'; readonly round: PlayedRound<SlotOutcome> | null; readonly freeSpin: number | null }
  /** A round with free spins is playing out: its base spin (freeSpin null) or one of its free spins (index from 0) shows. */
  | { readonly kind: 'showing'; readonly round: PlayedRound<SlotOutcome>; readonly freeSpin: number | null };

/** The session the game shows (UKGC RTS 14): its rounds, net position (wins minus stakes) and start. */
export interface SlotSession {
  readonly rounds: number;
  readonly net: number;
}

/** The spin shown for a phase: the base spin, a free spin, or none yet. */
export function shownSpin(phase: SlotPhase): SlotSpin | null {
  if (phase.kind === 'spinning') return null;
  if (phase.kind === 'showing' && phase.freeSpin !== null) return phase.round.outcome.freeSpins[phase.freeSpin] ?? null;
  return phase.round?.outcome.base ?? null;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One round from the press to the last free spin: the server's answer shows
 * no sooner than SLOT_MIN_SPIN_MS after the press, then each free spin turns
 * and shows in turn. Busy throughout, so no second round can start, and
 * nothing speeds it up. A refused round (the frame shows why) ends it.
 */
export function useSlotRound(play: (bet: SlotBet) => Promise<PlayedRound<SlotOutcome>>) {
  const [phase, setPhase] = useState<SlotPhase>({ kind: 'idle', round: null });
  const [session, setSession] = useState<SlotSession>({ rounds: 0, net: 0 });
  const busy = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const spin = useCallback(
    async (bet: SlotBet) => {
      if (busy.current) return;
      busy.current = true;
      setPhase((p) => ({ kind: 'spinning', round: p.round, freeSpin: null }));
      const least = wait(SLOT_MIN_SPIN_MS);
      try {
        const round = await play(bet);
        await least;
        if (!mounted.current) return;
        setSession((s) => ({ rounds: s.rounds + 1, net: s.net + round.win - round.stake }));
        if (round.outcome.freeSpins.length > 0) {
          setPhase({ kind: 'showing', round, freeSpin: null });
          await wait(FREE_SPIN_MS);
          for (let i = 0; i < round.outcome.freeSpins.length && mounted.current; i += 1) {
            setPhase({ kind: 'spinning', round, freeSpin: i });
            await wait(FREE_SPIN_MS);
            if (mounted.current) setPhase({ kind: 'showing', round, freeSpin: i });
            await wait(FREE_SPIN_MS);
          }
        }
        if (mounted.current) setPhase({ kind: 'idle', round });
      } catch {
        await least;
        if (mounted.current) setPhase((p) => ({ kind: 'idle', round: p.round }));
      } finally {
        busy.current = false;
      }
    },
    [play],
  );

  return { phase, session, spin, busy: phase.kind !== 'idle' };
}
