import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseAmount } from '../../core/format/money';
import { TV_MARKETS, type TvDraw, type TvGamesProjection, type TvShow } from '../../protocol/tvGames';
import { useDispatch } from '../core-access/coreContext';
import { requestLogin } from '../core-access/loginRequest';
import { Button } from '../design/Button';
import { OddsButton } from '../design/OddsButton';
import { oddsLabel, pickLabel, pickShort } from './labels';
import { Money } from '../components/Money';

/** The markets of the next draw with their odds, a stake and the place button; a guest gets the sign-in prompt. */
export function BetPanel({ show, draw, view }: { show: TvShow; draw: TvDraw | null; view: TvGamesProjection }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [picked, setPicked] = useState<string | null>(null);
  const [stakeText, setStakeText] = useState(String(show.minStake / 100));
  const open = draw?.phase === 'betting';
  const stake = parseAmount(stakeText, 2);
  const stakeOk = stake.ok && stake.minor >= show.minStake && stake.minor <= show.maxStake;
  const offer = show.offers.find((o) => o.selection === picked) ?? null;
  const refusal = view.refusal?.show === show.id ? view.refusal.code : null;
  return (
    <section className="tv-bets card" aria-labelledby="tv-bets-title" data-testid="tv-bet-panel">
      <h2 id="tv-bets-title">{t('tvGames.bet_title')}</h2>
      {!open && <p className="hint">{t('tvGames.betting_closed_note')}</p>}
      {TV_MARKETS.map((market) => (
        <fieldset key={market} className={`tv-market tv-market--${market}`}>
          <legend>{t(`tvGames.market.${market}`, { line: show.sumLine, middle: (show.rules.balls + 1) / 2 })}</legend>
          <div className="tv-market__picks">
            {show.offers
              .filter((o) => o.market === market)
              .map((o) => (
                <OddsButton
                  key={o.selection}
                  name={pickShort(t, o.selection, show)}
                  aria-label={`${pickLabel(t, o.selection, show)}, ${oddsLabel(o.odds)}`}
                  coef={oddsLabel(o.odds)}
                  move={null}
                  selected={open && picked === o.selection}
                  locked={!open}
                  data-testid="tv-pick"
                  data-selection={o.selection}
                  onClick={() => open && setPicked(picked === o.selection ? null : o.selection)}
                />
              ))}
          </div>
        </fieldset>
      ))}
      {view.player !== 'signedIn' ? (
        <div className="tv-bets__form" data-testid="tv-sign-in">
          <p>{t('tvGames.sign_in_prompt')}</p>
          <Button variant="primary" onClick={() => requestLogin({ returnUrl: window.location.pathname, reason: 'button' })}>
            {t('tvGames.sign_in')}
          </Button>
        </div>
      ) : (
        <form
          className="tv-bets__form"
          onSubmit={(e) => {
            e.preventDefault();
            if (!draw || !offer || !stake.ok || !stakeOk) return;
            void dispatch({
              type: 'tvGames/bet',
              payload: { show: show.id, drawId: draw.drawId, selection: offer.selection, stake: stake.minor },
            });
          }}
        >
          <label className="field">
            <span>{t('tvGames.stake', { currency: show.currency })}</span>
            <input
              inputMode="decimal"
              value={stakeText}
              onChange={(e) => setStakeText(e.target.value)}
              data-testid="tv-stake"
              aria-invalid={!stakeOk}
            />
          </label>
          <Button
            variant="primary"
            type="submit"
            disabled={!open || !offer || !stakeOk || view.placing}
            aria-busy={view.placing}
            data-testid="tv-place"
          >
            {offer
              ? t('tvGames.place_on', { pick: pickLabel(t, offer.selection, show), odds: oddsLabel(offer.odds) })
              : t('tvGames.pick_first')}
          </Button>
          <p className="hint">
            {t('tvGames.stake_bounds')} <Money minor={show.minStake} currency={show.currency} /> –{' '}
            <Money minor={show.maxStake} currency={show.currency} />
          </p>
          {refusal && (
            <p role="alert" className="tv-refusal" data-testid="tv-refusal">
              {t([`tvGames.refusal.${refusal.slice('tvGames.'.length)}`, 'tvGames.refusal.server_error'])}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
