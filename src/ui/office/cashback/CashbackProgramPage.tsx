import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CLUB_POINTS_EXCHANGE, type CashbackProgramId } from '../../../protocol/constants/cashback';
import { useDispatch, useProjection } from '../../core-access/coreContext';
import type { PageProps } from '../../core-access/pageProps';
import { HistoryTable } from './HistoryTable';
import { pointsNumber } from './money';
import { NotMemberCard } from './NotMemberCard';
import { PeriodCard } from './PeriodCard';
import { PlayerGate } from './PlayerGate';
import { PointsExchangeCard } from './PointsExchangeCard';
import { TermsCard } from './TermsCard';
import { useCashbackTexts } from './useCashbackTexts';
import { useNow } from './useNow';
import './cashback.css';

/**
 * One cashback program's page (office/cashback is the sport one, the casino
 * pages the VIP and premium ones): the terms; for a member the running week
 * with the countdown to its payout, the net loss so far and what it would pay
 * with the bar towards the minimum; for anyone else how the tier is reached;
 * and the payouts. All from the `cashback` projection, which the worker reads
 * again when the channel tells of a payout.
 */
function CashbackProgramPage({ resolution, program: id, testId }: PageProps & { program: CashbackProgramId; testId: string }) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const view = useProjection('cashback');
  const dispatch = useDispatch();
  const ready = useCashbackTexts();
  const now = useNow();
  const titleId = useId();
  const signedIn = view?.player === 'signedIn';
  useEffect(() => {
    if (signedIn) void dispatch({ type: 'cashback/reload', payload: {} });
  }, [signedIn, dispatch]);
  const answer = view?.cashback ?? null;
  const program = answer?.programs.find((p) => p.id === id);
  return (
    <PlayerGate
      ready={ready}
      view={view}
      failed={view?.cashbackFailed ?? false}
      loaded={program !== undefined}
      testId={testId}
      onRetry={() => void dispatch({ type: 'cashback/reload', payload: {} })}
    >
      {() =>
        answer &&
        program && (
          <section
            className="page cashback-page"
            data-testid={testId}
            data-state="ready"
            data-program={id}
            data-member={program.member}
            aria-labelledby={titleId}
          >
            <h1 id={titleId}>{t(`officeCashback.title.${id}`)}</h1>
            <p className="cashback-muted">{t(`officeCashback.intro.${id}`)}</p>
            <p data-testid="cashback-mode">
              {program.terms.mode === 'percent'
                ? t('officeCashback.mode.percent', { percent: program.terms.percent ?? 0 })
                : t('officeCashback.mode.points')}
            </p>
            {program.terms.mode === 'points' && (
              <p data-testid="cashback-points">{t('officeCashback.points_total', { points: pointsNumber(answer.points, lang) })}</p>
            )}
            {program.terms.mode === 'points' && view && (
              <PointsExchangeCard
                points={answer.points}
                currencies={program.progress.map((row) => row.currencyIso).filter((iso) => Object.hasOwn(CLUB_POINTS_EXCHANGE.value, iso))}
                state={view.exchange}
                lang={lang}
              />
            )}
            {program.member ? (
              <PeriodCard program={program} lang={lang} now={now} />
            ) : (
              <NotMemberCard tiers={program.terms.tiers} tier={answer.tier} lang={lang} />
            )}
            <TermsCard terms={program.terms} lang={lang} />
            <HistoryTable
              rows={program.history}
              lang={lang}
              onMore={program.nextCursor === null ? null : () => void dispatch({ type: 'cashback/more', payload: { program: id } })}
            />
          </section>
        )
      }
    </PlayerGate>
  );
}

export const SportCashbackPage = (props: PageProps) => <CashbackProgramPage {...props} program="sport" testId="office-cashback" />;
export const VipCashbackPage = (props: PageProps) => <CashbackProgramPage {...props} program="vip" testId="office-vip-cashback" />;
export const PremiumCashbackPage = (props: PageProps) => (
  <CashbackProgramPage {...props} program="premium" testId="office-premium-cashback" />
);
