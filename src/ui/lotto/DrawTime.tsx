import { useTranslation } from 'react-i18next';
import { clockText } from '../../core/format/clock';
import type { Lottery } from '../../protocol/lotto';
import { useNow } from './useLotto';

/** A draw's date and time in the page's language. */
export function DrawTime({ at }: { at: number }) {
  const { i18n } = useTranslation();
  const text = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
  return <time dateTime={new Date(at).toISOString()}>{text}</time>;
}

/** "Draw in m:ss" to the lottery's next draw by its clock on the server (read at the worker's `readAt`). */
export function Countdown({ lottery, readAt }: { lottery: Lottery; readAt: number }) {
  const { t } = useTranslation();
  const now = useNow();
  const left = (lottery.nextDraw.drawAt - (lottery.serverNow + (now - readAt))) / 1000;
  return (
    <span aria-live="off" data-testid="lotto-countdown">
      {left > 0 ? t('lotto.draw_in', { time: clockText(left) }) : t('lotto.drawing')}
    </span>
  );
}
