import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { oddsText } from '../../core/format/odds';
import { ODDS_FORMAT_IDS, type OddsFormatId } from '../../protocol/constants/oddsFormats';
import { isRejection } from '../../protocol/rejections';
import type { VirtualEvent, VirtualMarket } from '../../protocol/virtualSports';
import { useCore, useProjectionSelector } from '../core-access/coreContext';
import { OddsButton } from '../design/OddsButton';

/**
 * One outcome of a virtual event: the site's odds button, adding the bet to
 * the coupon as a live page's click does (coupon/addBet); pressed again it
 * leaves the coupon. Its odds do not move before kick-off; after it, the
 * event leaves the list, and the coupon's quote locks the bet.
 */
export function VirtualOdds({
  event,
  market,
  outcomeId,
  onRefused,
}: {
  event: VirtualEvent;
  market: VirtualMarket;
  outcomeId: number;
  onRefused: (code: string) => void;
}) {
  const { t } = useTranslation();
  const core = useCore();
  const chosen = useProjectionSelector('preferences', (p) => p.coefViewId) ?? 0;
  const format: OddsFormatId = (ODDS_FORMAT_IDS as readonly number[]).includes(chosen) ? (chosen as OddsFormatId) : 0;
  const inCoupon = useProjectionSelector('coupon', (c) => c.bets.some((b) => b.bet.market.id === outcomeId)) === true;
  const [pending, setPending] = useState<boolean | null>(null);
  const outcome = market.outcomes.find((o) => o.outcomeId === outcomeId);
  if (!outcome) return null;
  const selected = pending ?? inCoupon;
  const coef = oddsText(outcome.coef, format);
  const toggle = () => {
    setPending(!inCoupon);
    const command = inCoupon
      ? ({ type: 'coupon/deleteBet', payload: { marketId: outcomeId } } as const)
      : ({
          type: 'coupon/addBet',
          payload: {
            bet: {
              market: {
                id: outcomeId,
                sportId: event.sportId,
                typeId: outcome.typeId,
                coef: outcome.coef,
                kind: outcome.kind,
                isLive: false,
                champId: event.champId,
                gameId: event.gameId,
                param: market.param,
              },
              gameStatus: 1,
              startTime: event.kickOffAt,
              timeSec: null,
              opponent1: event.opponent1,
              opponent2: event.opponent2,
              fullScore: '',
              isBlocked: false,
            },
          },
        } as const);
    void core.dispatch(command).then((answer) => {
      setPending(null);
      if (isRejection(answer)) onRefused(answer.code);
    });
  };
  return (
    <OddsButton
      name={outcome.name}
      coef={coef}
      move={null}
      selected={selected}
      locked={false}
      className="virtual-odds"
      data-testid={`virtual-outcome-${outcomeId}`}
      aria-label={t('virtualSports.odds_label', { name: outcome.name, market: market.name, coef })}
      onClick={toggle}
    />
  );
}
