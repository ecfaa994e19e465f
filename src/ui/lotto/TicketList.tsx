import { useTranslation } from 'react-i18next';
import type { LottoDraw, LottoTicket } from '../../protocol/lotto';
import { Badge } from '../design/Badge';
import { Balls } from './Balls';
import { DrawTime } from './DrawTime';
import { Money } from './Money';

/**
 * The player's tickets: each its lottery and draw, price, status and win, and
 * its lines with the numbers drawn marked once the draw is known.
 */
export function TicketList({
  tickets,
  draws,
  currency,
}: {
  tickets: readonly LottoTicket[];
  draws: readonly LottoDraw[];
  currency: string;
}) {
  const { t } = useTranslation();
  const tone = { pending: 'neutral', won: 'success', lost: 'muted' } as const;
  return (
    <ul className="lotto-tickets">
      {tickets.map((ticket) => {
        const draw = draws.find((d) => d.lottery === ticket.lottery && d.drawNo === ticket.drawNo);
        const hit = new Set(draw?.balls ?? []);
        return (
          <li
            key={ticket.ticketId}
            className="lotto-ticket card"
            data-testid="lotto-ticket"
            data-status={ticket.status}
            data-ticket={ticket.ticketId}
          >
            <div className="lotto-ticket-head">
              <strong>{t('lotto.ticket_no', { id: ticket.ticketId })}</strong>
              <span>
                {t(`lotto.name_${ticket.lottery}`)} · {t('lotto.draw_no', { n: ticket.drawNo })} · <DrawTime at={ticket.drawAt} />
              </span>
              <Badge tone={tone[ticket.status]}>{t(`lotto.status_${ticket.status}`)}</Badge>
            </div>
            <ol className="lotto-lines">
              {ticket.lines.map((line, i) => (
                <li key={i}>
                  <Balls numbers={line} hit={hit} label={t('lotto.line_n', { n: i + 1 })} />
                  {ticket.matches && <span className="hint">{t('lotto.matched', { n: ticket.matches[i] ?? 0 })}</span>}
                </li>
              ))}
            </ol>
            <p className="lotto-ticket-foot">
              {t('lotto.paid')}: <Money minor={ticket.amount} currency={currency} />
              {ticket.status === 'won' && (
                <strong className="lotto-win" data-testid="lotto-win">
                  {' · '}
                  {t('lotto.won')}: <Money minor={ticket.win} currency={currency} />
                </strong>
              )}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
