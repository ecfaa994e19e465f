import { useTranslation } from 'react-i18next';
import { durationParts } from '../../core/format/countdown';
import { useNow } from './useToto';

/** "Closes in h:mm:ss" until the draw's first game starts, by the server's clock (serverNow when the draw was read). */
export function Countdown({ closesAt, serverNow, receivedAt }: { closesAt: number; serverNow: number; receivedAt: number }) {
  const { t } = useTranslation();
  const now = useNow();
  const left = Math.max(0, closesAt - (serverNow + (now - receivedAt)));
  const { days, hours: h, minutes, seconds } = durationParts(left + 999);
  const hours = days * 24 + h;
  const two = (n: number): string => String(n).padStart(2, '0');
  const time = hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
  return (
    <span aria-live="off" data-testid="toto-countdown">
      {left > 0 ? t('toto.closes_in', { time }) : t('toto.closing')}
    </span>
  );
}
