import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lottery, LottoProjection } from '../../protocol/lotto';
import { useDispatch } from '../core-access/coreContext';
import { Button } from '../design/Button';
import { Countdown, DrawTime } from './DrawTime';
import { Money } from './Money';
import { NumberGrid } from './NumberGrid';
import { PrizeTable } from './PrizeTable';
import { quickPick } from './quickPick';
import { SignInPrompt } from './SignInPrompt';
import { TicketList } from './TicketList';

/**
 * A ticket for the lottery's next draw: a number grid per line (quick pick
 * or by hand), lines added up to the most a ticket holds, the total price
 * and the purchase; below, the player's tickets for that draw.
 */
export function BuyTicket({ lottery, view }: { lottery: Lottery; view: LottoProjection }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [lines, setLines] = useState<number[][]>([[]]);
  const draw = lottery.nextDraw;
  const complete = lines.every((line) => line.length === lottery.drawn);
  const refusal = view.refusal?.lottery === lottery.id ? view.refusal.code : null;
  const mine = view.tickets.filter((ticket) => ticket.lottery === lottery.id && ticket.drawNo === draw.drawNo);
  // A ticket bought: the form starts again with one empty line.
  useEffect(() => {
    if (view.bought !== null) setLines([[]]);
  }, [view.bought]);
  const setLine = (i: number, line: number[]) => setLines((all) => all.map((l, k) => (k === i ? line : l)));
  const toggle = (i: number, n: number) => {
    const line = lines[i] ?? [];
    setLine(i, line.includes(n) ? line.filter((x) => x !== n) : [...line, n].sort((a, b) => a - b));
  };
  return (
    <div className="lotto-play">
      <section className="lotto-panel card" aria-labelledby="lotto-draw-title">
        <h2 id="lotto-draw-title">
          {t('lotto.draw_no', { n: draw.drawNo })} · <DrawTime at={draw.drawAt} />
        </h2>
        <p>
          <Countdown lottery={lottery} readAt={view.readAt} />
        </p>
        <p className="hint">
          {t('lotto.seed_hash')} <code className="lotto-hash">{draw.seedHash}</code>
        </p>
      </section>
      {view.player !== 'signedIn' ? (
        <SignInPrompt text={t('lotto.sign_in_to_play')} />
      ) : (
        <form
          className="lotto-panel card"
          aria-labelledby="lotto-ticket-title"
          onSubmit={(e) => {
            e.preventDefault();
            if (complete) void dispatch({ type: 'lotto/buy', payload: { lottery: lottery.id, drawNo: draw.drawNo, lines } });
          }}
        >
          <h2 id="lotto-ticket-title">{t('lotto.your_ticket')}</h2>
          <p className="hint">{t('lotto.pick', { drawn: lottery.drawn, balls: lottery.balls })}</p>
          <ol className="lotto-form-lines">
            {lines.map((line, i) => (
              <li key={i} className="lotto-form-line" data-testid="lotto-line">
                <div className="lotto-line-head">
                  <strong>{t('lotto.line_n', { n: i + 1 })}</strong>
                  <span className="hint">{t('lotto.picked', { n: line.length, of: lottery.drawn })}</span>
                  <Button size="sm" onClick={() => setLine(i, quickPick(lottery.balls, lottery.drawn))} data-testid="lotto-quick-pick">
                    {t('lotto.quick_pick')}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setLine(i, [])} disabled={line.length === 0}>
                    {t('lotto.clear')}
                  </Button>
                  {lines.length > 1 && (
                    <Button size="sm" variant="ghost" onClick={() => setLines((all) => all.filter((_, k) => k !== i))}>
                      {t('lotto.remove_line')}
                    </Button>
                  )}
                </div>
                <NumberGrid
                  balls={lottery.balls}
                  drawn={lottery.drawn}
                  picked={line}
                  label={t('lotto.line_n', { n: i + 1 })}
                  onToggle={(n) => toggle(i, n)}
                />
              </li>
            ))}
          </ol>
          <div className="lotto-buy-row">
            <Button
              onClick={() => setLines((all) => [...all, []])}
              disabled={lines.length >= lottery.maxLines}
              data-testid="lotto-add-line"
            >
              {t('lotto.add_line', { max: lottery.maxLines })}
            </Button>
            <span data-testid="lotto-total">
              {t('lotto.total', { lines: lines.length })}: <Money minor={lottery.linePrice * lines.length} currency={lottery.currency} />
            </span>
            <Button variant="primary" type="submit" disabled={!complete || view.buying} aria-busy={view.buying} data-testid="lotto-buy">
              {t('lotto.buy')}
            </Button>
          </div>
          {refusal && (
            <p role="alert" className="lotto-refusal" data-testid="lotto-refusal">
              {t([`lotto.refusal.${refusal.slice('lotto.'.length)}`, 'lotto.refusal.server_error'])}
            </p>
          )}
          {view.bought !== null && mine.some((ticket) => ticket.ticketId === view.bought) && (
            <p role="status" className="lotto-bought" data-testid="lotto-bought">
              {t('lotto.bought', { id: view.bought })}
            </p>
          )}
        </form>
      )}
      <section className="lotto-panel card" aria-labelledby="lotto-mine-title">
        <h2 id="lotto-mine-title">{t('lotto.my_tickets_next')}</h2>
        {mine.length === 0 ? (
          <p className="hint">{t('lotto.no_tickets_next')}</p>
        ) : (
          <TicketList tickets={mine} draws={[]} currency={lottery.currency} />
        )}
      </section>
      <PrizeTable lottery={lottery} />
    </div>
  );
}
