import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchEvent } from '../../../protocol/schemas/live';

/** An event in words: "Dangerous attack — Arsenal", "Basket +3 — Lakers". */
export function useEventText(opponent1: string, opponent2: string): (event: MatchEvent) => string {
  const { t } = useTranslation();
  return useCallback(
    (event: MatchEvent) =>
      t('liveGame.tracker.label', {
        event: t(`liveGame.tracker.kind.${event.kind}`, { points: event.points ?? 1 }),
        team: event.side === 1 ? opponent1 : opponent2,
      }),
    [t, opponent1, opponent2],
  );
}

/** The clock of an event as a minute ("45'"), for the sports whose clock runs in minutes. */
export function eventMinute(event: MatchEvent): string | null {
  return event.timeSec === null ? null : `${Math.floor(event.timeSec / 60) + 1}'`;
}
