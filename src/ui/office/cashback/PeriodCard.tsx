import { useTranslation } from 'react-i18next';
import type { CashbackProgramView, CashbackProgress } from '../../../protocol/schemas/cashback';
import { durationParts } from '../../../core/format/countdown';
import { useVisitorClock } from '../../shell/useVisitorClock';
import { moneyText, pointsNumber } from './money';
import { weekText } from './weekFormat';

/** One currency of the running week: the net loss so far, what it would pay, the bar towards the minimum. */
function ProgressRow({ row, mode, lang }: { row: CashbackProgress; mode: 'percent' | 'points'; lang: string }) {
  const { t } = useTranslation();
  const lost = Math.max(0, row.netLoss);
  const percent = row.minNetLoss === 0 ? 100 : Math.min(100, Math.floor((lost * 100) / row.minNetLoss));
  const reachedCap = row.cap > 0 && (mode === 'percent' ? row.amount : row.points) >= row.cap;
  return (
    <div className="cashback-progress" data-testid="cashback-progress" data-currency={row.currencyIso}>
      <dl className="cashback-facts">
        <dt>{t('officeCashback.net_loss')}</dt>
        <dd data-testid="cashback-net-loss">{moneyText(lost, row.currencyIso, lang)}</dd>
        <dt>{mode === 'percent' ? t('officeCashback.would_pay') : t('officeCashback.would_pay_points')}</dt>
        <dd data-testid="cashback-would-pay">
          {mode === 'percent'
            ? moneyText(row.amount, row.currencyIso, lang)
            : t('officeCashback.points_value', { points: pointsNumber(row.points, lang) })}
        </dd>
      </dl>
      <div
        className="cashback-bar"
        role="progressbar"
        aria-label={t('officeCashback.progress_label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        data-percent={percent}
      >
        <span className="cashback-bar__fill" style={{ inlineSize: `${percent}%` }} />
      </div>
      <p className="cashback-muted">
        {row.netLoss < 0
          ? t('officeCashback.net_win')
          : reachedCap
            ? t('officeCashback.capped')
            : row.toMinimum === 0
              ? t('officeCashback.minimum_reached')
              : t('officeCashback.to_minimum', { amount: moneyText(row.toMinimum, row.currencyIso, lang) })}
      </p>
    </div>
  );
}

/** The running week: its dates, the countdown to its payout, and each currency's progress. */
export function PeriodCard({ program, lang, now }: { program: CashbackProgramView; lang: string; now: number }) {
  const { t } = useTranslation();
  const clock = useVisitorClock();
  const left = Math.max(0, program.nextPayoutAt - now);
  const { days, hours, minutes } = durationParts(left);
  return (
    <section className="card cashback-card" aria-labelledby="cashback-week-title" data-testid="cashback-period">
      <h2 id="cashback-week-title">{t('officeCashback.this_week')}</h2>
      <p className="cashback-muted">
        {t('officeCashback.period_range', weekText(lang, clock.is12h, program.period.start, program.period.end))}
      </p>
      <dl className="cashback-facts">
        <dt>{t('officeCashback.payout_in')}</dt>
        <dd data-testid="cashback-countdown">
          {left === 0 ? t('officeCashback.payout_soon') : t('officeCashback.countdown', { days, hours, minutes })}
        </dd>
      </dl>
      {program.progress.length === 0 ? (
        <p className="cashback-muted">{t('officeCashback.no_currency')}</p>
      ) : (
        program.progress.map((row) => <ProgressRow key={row.currencyIso} row={row} mode={program.terms.mode} lang={lang} />)
      )}
    </section>
  );
}
