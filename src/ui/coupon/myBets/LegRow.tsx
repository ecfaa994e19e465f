import { useTranslation } from 'react-i18next';
import type { OddsFormatId } from '../../../protocol/constants/oddsFormats';
import type { LegView } from '../../../protocol/schemas/bets';
import { oddsText } from '../../../core/format';

/** The badge look of a leg status (SPEC 4 ids -2..6): open, won, lost, returned, or half of each. */
const LEG_TONE: Readonly<Record<LegView['statusId'], 'open' | 'won' | 'lost' | 'returned' | 'partial'>> = {
  [-2]: 'open',
  [-1]: 'open',
  0: 'lost',
  1: 'won',
  2: 'returned',
  3: 'returned',
  4: 'won',
  5: 'partial',
  6: 'partial',
};

export function legTitle(leg: LegView): string {
  return leg.opponent2 ? `${leg.opponent1} – ${leg.opponent2}` : leg.opponent1;
}

/** One leg of a placed coupon: the game, what was backed at which coefficient, how it stands. */
export function LegRow({ leg, oddsFormat }: { leg: LegView; oddsFormat: OddsFormatId }) {
  const { t } = useTranslation();
  const status = t(`myBets.leg_status.${leg.statusId}`);
  return (
    <li className="my-bets-leg" data-testid="my-bet-leg" data-status-id={leg.statusId}>
      <div className="my-bets-leg__head">
        <span className="my-bets-leg__teams">
          <bdi>{legTitle(leg)}</bdi>
        </span>
        {leg.score !== null && (
          <span className="my-bets-leg__score" aria-label={t('myBets.leg.score_label', { score: leg.score })}>
            <bdi dir="ltr">{leg.score}</bdi>
          </span>
        )}
      </div>
      <div className="my-bets-leg__meta">
        <bdi>{leg.champName}</bdi>
      </div>
      <div className="my-bets-leg__pick">
        <span>
          <bdi>{leg.marketName}</bdi>:{' '}
          <strong>
            <bdi>{leg.outcomeName}</bdi>
          </strong>
        </span>
        <span className="my-bets-leg__coef" aria-label={t('myBets.leg.coef_label', { coef: oddsText(leg.market.coef, oddsFormat) })}>
          {oddsText(leg.market.coef, oddsFormat)}
        </span>
        <span className={`my-bets-badge my-bets-badge--${LEG_TONE[leg.statusId]}`} data-testid="my-bet-leg-status">
          {status}
        </span>
      </div>
    </li>
  );
}
