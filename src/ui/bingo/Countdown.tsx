import { useTranslation } from 'react-i18next';
import { durationParts } from '../../core/format/countdown';
import type { BingoGame } from '../../protocol/bingo';
import { useNow } from './useBingo';

/** "Starts in m:ss" during the buy window, by the server's clock (the game carries its now). */
export function Countdown({ game, receivedAt }: { game: BingoGame; receivedAt: number }) {
  const { t } = useTranslation();
  const now = useNow();
  const left = game.startsAt - (game.serverNow + (now - receivedAt));
  const { minutes, seconds } = durationParts(left + 999);
  return (
    <span aria-live="off" data-testid="bingo-countdown">
      {t('bingo.starts_in', { time: `${minutes}:${String(seconds).padStart(2, '0')}` })}
    </span>
  );
}
