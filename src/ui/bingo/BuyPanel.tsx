import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BingoProjection, BingoRoom } from '../../protocol/bingo';
import { requestLogin } from '../core-access/loginRequest';
import { useDispatch } from '../core-access/coreContext';
import { Button } from '../design/Button';
import { Money } from '../components/Money';

/** Cards for the next game, while its buy window is open: how many (up to the room's limit), the price, a refusal in words. */
export function BuyPanel({ room, view, have }: { room: BingoRoom; view: BingoProjection; have: number }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [count, setCount] = useState(1);
  const left = Math.max(0, room.maxCards - have);
  const refusal = view.refusal?.room === room.id ? view.refusal.code : null;
  if (view.player !== 'signedIn')
    return (
      <section className="bingo-buy card" data-testid="bingo-sign-in">
        <p>{t('bingo.sign_in_prompt')}</p>
        <Button variant="primary" onClick={() => requestLogin({ returnUrl: window.location.pathname, reason: 'button' })}>
          {t('bingo.sign_in')}
        </Button>
      </section>
    );
  if (room.game?.phase !== 'buying') return <p className="bingo-buy card hint">{t('bingo.buy_closed')}</p>;
  const n = Math.min(count, Math.max(left, 1));
  return (
    <form
      className="bingo-buy card"
      onSubmit={(e) => {
        e.preventDefault();
        void dispatch({ type: 'bingo/buy', payload: { room: room.id, count: n } });
      }}
    >
      <label className="field">
        <span>{t('bingo.how_many', { max: room.maxCards })}</span>
        <input
          type="number"
          min={1}
          max={Math.max(left, 1)}
          value={n}
          onChange={(e) => setCount(Math.max(1, Number(e.target.value) || 1))}
          data-testid="bingo-count"
          disabled={left === 0}
        />
      </label>
      <Button
        variant="primary"
        type="submit"
        disabled={left === 0 || view.buying !== null}
        aria-busy={view.buying !== null}
        data-testid="bingo-buy"
      >
        {t('bingo.buy')} · <Money minor={room.cardPrice * n} currency={room.currency} />
      </Button>
      {refusal && (
        <p role="alert" className="bingo-refusal" data-testid="bingo-refusal">
          {t([`bingo.refusal.${refusal.slice('bingo.'.length)}`, 'bingo.refusal.server_error'])}
        </p>
      )}
    </form>
  );
}
