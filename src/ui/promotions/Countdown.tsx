import { useTranslation } from 'react-i18next';
import { countdownOf } from '../../core/format/countdown';
import type { PromotionItem } from '../../protocol/schemas/promotions';
import { Icon } from '../design/Icon';
import { useNow } from './usePromotions';

/** "Starts in …", "Ends in …" or "Ended", ticking each second, from the core's phases. */
export function Countdown({ promotion }: { promotion: Pick<PromotionItem, 'startsAt' | 'endsAt'> }) {
  const { t } = useTranslation();
  const now = useNow();
  const c = countdownOf({ startsAt: Date.parse(promotion.startsAt), endsAt: Date.parse(promotion.endsAt) }, now);
  return (
    <p className={`promo-countdown promo-countdown--${c.phase}`} data-testid="promo-countdown" data-phase={c.phase}>
      <Icon name="calendar" />
      {/* Read out on change would repeat every second: the timer is for the eye, the phase is in the text. */}
      <span aria-live="off">
        {t(`promotionPages.countdown.${c.phase}`, { days: c.days, hours: c.hours, minutes: c.minutes, seconds: c.seconds })}
      </span>
    </p>
  );
}

/** The promotion's dates in the page's language. */
export function PromotionDates({ promotion, lang }: { promotion: Pick<PromotionItem, 'startsAt' | 'endsAt'>; lang: string }) {
  const { t } = useTranslation();
  const format = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' });
  return (
    <p className="hint promo-dates">
      {t('promotionPages.dates', {
        from: format.format(Date.parse(promotion.startsAt)),
        to: format.format(Date.parse(promotion.endsAt)),
        interpolation: { escapeValue: false },
      })}
    </p>
  );
}
