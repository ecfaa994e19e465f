import { useMemo, useRef } from 'react';
import type { SteppedAnswer, SteppedRound } from '../../protocol/casino/stepped';
import { PlayRefused, type FrameApi } from './frameApi';
import type { SteppedPlayed } from './steppedViewProps';

/** A new idempotency key per call: a retry of the same request replays, a new step gets a new key. */
function stepKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const played = (round: SteppedRound, balance: number): SteppedPlayed<never, never> => ({
  roundId: round.id,
  stake: round.stake,
  win: round.win,
  over: round.over,
  view: round.view as never,
  allowed: round.allowed as never[],
  balance,
});

/**
 * The calls a stepped game's view makes (resume, start, act, hint), over the
 * frame's API: each answer's balance is shown (with what it moved: the stake
 * out, the win back) and a finished round refreshes the recall. Refused while
 * the site's page paused play.
 */
export function useSteppedCalls(
  api: FrameApi,
  options: { readonly paused: boolean; onBalance(balance: number, moved: number): void; onFinished(): void },
) {
  const optionsRef = useRef(options);
  optionsRef.current = options;
  return useMemo(() => {
    // What the round had staked and won before the answer: the balance moved by the difference.
    const settled = (before: { stake: number; win: number }, answer: SteppedAnswer) => {
      const moved = answer.round.win - before.win - (answer.round.stake - before.stake);
      optionsRef.current.onBalance(answer.balance, moved);
      if (answer.round.over) optionsRef.current.onFinished();
      return played(answer.round, answer.balance);
    };
    const open = () => {
      if (optionsRef.current.paused) throw new PlayRefused('play_blocked');
    };
    // The round's stake and win as last answered, by its id.
    const known = new Map<string, { stake: number; win: number }>();
    const remember = (result: SteppedPlayed<never, never>) => {
      known.set(result.roundId, { stake: result.stake, win: result.win });
      return result;
    };
    return {
      resume: async () => {
        const { round } = await api.steppedOpen();
        return round ? remember(played(round, Number.NaN)) : null;
      },
      start: async (bet: unknown) => {
        open();
        return remember(settled({ stake: 0, win: 0 }, await api.steppedStart(bet, stepKey())));
      },
      act: async (roundId: string, action: unknown) => {
        open();
        const before = known.get(roundId) ?? { stake: 0, win: 0 };
        return remember(settled(before, await api.steppedAct(roundId, action, stepKey())));
      },
      hint: async (roundId: string) => (await api.steppedHint(roundId)).hint as never,
    };
  }, [api]);
}
