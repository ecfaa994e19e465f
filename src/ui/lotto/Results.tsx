import { useTranslation } from 'react-i18next';
import type { LottoDraw, LottoProjection } from '../../protocol/lotto';
import { Balls } from './Balls';
import { DrawTime } from './DrawTime';
import { TicketList } from './TicketList';

/** The command that recomputes a draw from its seed (scripts/verifyLotto.ts). */
const verifyCommand = (draw: LottoDraw): string =>
  `npm run verify-round -- --lottery ${draw.lottery} --draw ${draw.drawNo} --seed ${draw.seed ?? ''}`;

/**
 * Past draws, newest first: the balls in draw order, the seed's hash shown
 * before the draw and the seed itself (with the command that checks it), and
 * the player's tickets in that draw with their wins.
 */
export function Results({ view }: { view: LottoProjection }) {
  const { t } = useTranslation();
  if (view.draws.length === 0) return <p className="hint">{t('lotto.no_results')}</p>;
  return (
    <ul className="lotto-results" data-testid="lotto-results">
      {view.draws.map((draw) => {
        const mine = view.tickets.filter((ticket) => ticket.lottery === draw.lottery && ticket.drawNo === draw.drawNo);
        const currency = view.lotteries.find((l) => l.id === draw.lottery)?.currency ?? 'RUB';
        return (
          <li
            key={`${draw.lottery}:${draw.drawNo}`}
            className="lotto-panel card"
            data-testid="lotto-draw"
            data-lottery={draw.lottery}
            data-status={draw.status}
          >
            <h2>
              {t(`lotto.name_${draw.lottery}`)} · {t('lotto.draw_no', { n: draw.drawNo })} · <DrawTime at={draw.drawAt} />
            </h2>
            {draw.balls ? (
              <Balls numbers={draw.balls} hit={new Set(draw.balls)} label={t('lotto.balls_drawn')} />
            ) : (
              <p className="hint">{t('lotto.no_tickets_draw')}</p>
            )}
            <dl className="lotto-facts lotto-fair">
              <dt>{t('lotto.seed_hash')}</dt>
              <dd>
                <code className="lotto-hash">{draw.seedHash}</code>
              </dd>
              <dt>{t('lotto.seed')}</dt>
              <dd>
                <code className="lotto-hash">{draw.seed}</code>
              </dd>
            </dl>
            {draw.fixed ? (
              <p className="hint">{t('lotto.fixed')}</p>
            ) : (
              draw.balls && (
                <p className="hint">
                  {t('lotto.verify')} <code className="lotto-hash">{verifyCommand(draw)}</code>
                </p>
              )
            )}
            {mine.length > 0 && <TicketList tickets={mine} draws={[draw]} currency={currency} />}
          </li>
        );
      })}
    </ul>
  );
}
