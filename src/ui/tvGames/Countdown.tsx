import { useTranslation } from 'react-i18next';
import { durationParts } from '../../core/format/countdown';
import type { TvDraw } from '../../protocol/tvGames';
import { useNow } from './useTvGames';

/** What the show does now: bets close in m:ss, the balls are being drawn, or the next draw in m:ss (by the server's clock). */
export function Countdown({ draw, receivedAt }: { draw: TvDraw | null; receivedAt: number }) {
  const { t } = useTranslation();
  const now = useNow();
  const serverNow = draw ? draw.serverNow + (now - receivedAt) : 0;
  const clock = (at: number) => {
    const { minutes, seconds } = durationParts(Math.max(0, at - serverNow) + 999);
    return `${minutes}:${String(seconds).padStart(2, '0')}`;
  };
  const text = !draw
    ? t('tvGames.phase_none')
    : draw.phase === 'betting'
      ? t('tvGames.closes_in', { time: clock(draw.closesAt) })
      : draw.phase === 'drawing'
        ? t('tvGames.phase_drawing')
        : t('tvGames.next_in', { time: clock(draw.nextOpensAt ?? serverNow) });
  return (
    <p className="tv-countdown" data-testid="tv-phase" data-phase={draw?.phase ?? 'none'} aria-live="off">
      {text}
    </p>
  );
}
