import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RewardItem } from '../../../protocol/schemas/cashback';
import { visitorDateTimeFormat } from '../../components/visitorTime';
import { useDispatch, useProjection } from '../../core-access/coreContext';
import type { PageProps } from '../../core-access/pageProps';
import { Badge } from '../../design/Badge';
import { Button } from '../../design/Button';
import { EmptyState } from '../../design/EmptyState';
import { useVisitorClock } from '../../shell/useVisitorClock';
import { moneyText, pointsNumber } from './money';
import { PlayerGate } from './PlayerGate';
import { useCashbackTexts } from './useCashbackTexts';
import './cashback.css';

function RewardRow({ item, lang, date }: { item: RewardItem; lang: string; date: Intl.DateTimeFormat }) {
  const { t } = useTranslation();
  const what =
    item.source === 'cashback'
      ? t('officeCashback.source.cashback', { program: t(`officeCashback.program.${item.program ?? 'sport'}`) })
      : item.source === 'bonus' && item.bonusSource !== null
        ? t(`officeCashback.bonus_source.${item.bonusSource}`)
        : t(`officeCashback.source.${item.source}`);
  const value =
    item.points > 0
      ? t('officeCashback.points_value', { points: pointsNumber(item.points, lang) })
      : moneyText(item.amount, item.currencyIso ?? '', lang);
  return (
    <li className="cashback-reward" data-testid="reward-item" data-source={item.source}>
      <time className="cashback-muted" dateTime={new Date(item.at).toISOString()}>
        {date.format(item.at)}
      </time>
      <span className="cashback-reward__what">{what}</span>
      <Badge tone={item.points > 0 ? 'brand' : 'success'}>
        <span data-testid="reward-value">{value}</span>
      </Badge>
    </li>
  );
}

/** office/rewards: everything the site gave the player, newest first (cashback, bonuses, referral rewards, promo codes), paged. */
export function RewardsPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const view = useProjection('cashback');
  const dispatch = useDispatch();
  const ready = useCashbackTexts();
  const clock = useVisitorClock();
  const titleId = useId();
  const signedIn = view?.player === 'signedIn';
  useEffect(() => {
    if (signedIn) void dispatch({ type: 'cashback/rewards', payload: {} });
  }, [signedIn, dispatch]);
  const items = view?.rewards ?? null;
  const date = visitorDateTimeFormat(lang, clock, 'medium');
  return (
    <PlayerGate
      ready={ready}
      view={view}
      failed={view?.rewardsFailed ?? false}
      loaded={items !== null}
      testId="office-rewards"
      onRetry={() => void dispatch({ type: 'cashback/rewards', payload: {} })}
    >
      {() =>
        items && (
          <section className="page cashback-page" data-testid="office-rewards" data-state="ready" aria-labelledby={titleId}>
            <h1 id={titleId}>{t('officeCashback.title.rewards')}</h1>
            <p className="cashback-muted">{t('officeCashback.intro.rewards')}</p>
            {items.length === 0 ? (
              <EmptyState title={t('officeCashback.rewards_empty_title')} testId="rewards-empty">
                {t('officeCashback.rewards_empty_text')}
              </EmptyState>
            ) : (
              <ol className="card cashback-rewards" aria-labelledby={titleId}>
                {items.map((item) => (
                  <RewardRow key={item.id} item={item} lang={lang} date={date} />
                ))}
              </ol>
            )}
            {view?.rewardsCursor !== null && view?.rewardsCursor !== undefined && (
              <Button onClick={() => void dispatch({ type: 'cashback/moreRewards', payload: {} })}>{t('officeCashback.more')}</Button>
            )}
          </section>
        )
      }
    </PlayerGate>
  );
}
