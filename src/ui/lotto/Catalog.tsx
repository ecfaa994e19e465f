import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LottoProjection } from '../../protocol/lotto';
import { buttonClass } from '../design/Button';
import { Countdown, DrawTime } from './DrawTime';
import { Money } from './Money';
import { PrizeTable } from './PrizeTable';

/** The lotteries: each its next draw with a countdown, the line price, the prize table with its return, and a way to play. */
export function Catalog({ view, lang }: { view: LottoProjection; lang: string }) {
  const { t } = useTranslation();
  return (
    <ul className="lotto-catalog" data-testid="lotto-catalog">
      {view.lotteries.map((lottery) => (
        <li key={lottery.id} className="lotto-panel card" data-testid="lotto-lottery" data-lottery={lottery.id}>
          <h2>{t(`lotto.name_${lottery.id}`)}</h2>
          <p className="hint">{t('lotto.how', { drawn: lottery.drawn, balls: lottery.balls })}</p>
          <dl className="lotto-facts">
            <dt>{t('lotto.next_draw')}</dt>
            <dd>
              <DrawTime at={lottery.nextDraw.drawAt} /> · <Countdown lottery={lottery} readAt={view.readAt} />
            </dd>
            <dt>{t('lotto.line_price')}</dt>
            <dd>
              <Money minor={lottery.linePrice} currency={lottery.currency} />
            </dd>
            <dt>{t('lotto.seed_hash')}</dt>
            <dd>
              <code className="lotto-hash">{lottery.nextDraw.seedHash}</code>
            </dd>
          </dl>
          <PrizeTable lottery={lottery} />
          <Link className={buttonClass('primary')} to={`/${lang}/lotto/${lottery.id}`} data-testid="lotto-play">
            {t('lotto.play')}
          </Link>
        </li>
      ))}
    </ul>
  );
}
