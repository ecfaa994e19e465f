import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOTO_SIGNS, type TotoDraw, type TotoProjection, type TotoSectionInfo, type TotoSign } from '../../protocol/toto';
import { requestLogin } from '../core-access/loginRequest';
import { useDispatch } from '../core-access/coreContext';
import { Button } from '../design/Button';
import { Countdown } from './Countdown';
import { GameRow } from './GameRow';
import { Money } from '../components/Money';

/** Combinations of the picks: the product of the signs per game (0 while a game has none). */
const combinationsOf = (picks: readonly (readonly TotoSign[])[]): number => picks.reduce((n, signs) => n * signs.length, 1);

/**
 * The draw's betting form: per game the 1/X/2 checkboxes, the combinations
 * and the total stake as the player picks, a quick pick (one sign per game at
 * random), the jackpot and the time left, and the purchase.
 */
export function BetForm({ draw, section, view }: { draw: TotoDraw; section: TotoSectionInfo; view: TotoProjection }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const empty = () => draw.games.map((): TotoSign[] => []);
  const [picks, setPicks] = useState<TotoSign[][]>(empty);
  // A new draw starts from a clean form.
  useEffect(() => setPicks(draw.games.map((): TotoSign[] => [])), [draw.drawId, draw.games]);
  const toggle = (game: number, sign: TotoSign) =>
    setPicks((now) =>
      now.map((signs, i) =>
        i !== game
          ? signs
          : signs.includes(sign)
            ? signs.filter((s) => s !== sign)
            : TOTO_SIGNS.filter((s) => s === sign || signs.includes(s)),
      ),
    );
  const quickPick = () => setPicks(draw.games.map((): TotoSign[] => [TOTO_SIGNS[Math.floor(Math.random() * 3)] ?? '1']));
  const combinations = combinationsOf(picks);
  const complete = picks.every((signs) => signs.length > 0);
  const tooMany = combinations > section.maxCombinations;
  const total = combinations * section.stakePerCombination;
  const current = view.current;
  const bought = view.bought?.drawId === draw.drawId ? view.bought : null;
  return (
    <form
      className="toto-form"
      data-testid="toto-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (complete && !tooMany) void dispatch({ type: 'toto/buy', payload: { section: section.id, drawId: draw.drawId, picks } });
      }}
    >
      <div className="toto-form__head card">
        <div>
          <span className="hint">{t('toto.jackpot')}</span>
          <strong className="toto-jackpot" data-testid="toto-jackpot">
            <Money minor={draw.jackpot} currency={draw.currency} />
          </strong>
        </div>
        <div>
          <span className="hint">{t('toto.pool')}</span>
          <strong>
            <Money minor={draw.pool} currency={draw.currency} />
          </strong>
        </div>
        <div>
          <span className="hint">{t('toto.draw_number', { id: draw.drawId })}</span>
          {current.data && <Countdown closesAt={draw.closesAt} serverNow={current.data.serverNow} receivedAt={current.receivedAt} />}
        </div>
      </div>
      <ol className="toto-games card">
        {draw.games.map((game, i) => (
          <GameRow key={game.gameId} index={i} game={game} picked={picks[i] ?? []} onToggle={(sign) => toggle(i, sign)} />
        ))}
      </ol>
      <div className="toto-form__foot card">
        <p aria-live="polite" className="toto-form__sum">
          <span data-testid="toto-combinations" data-count={complete ? combinations : 0}>
            {t('toto.combinations', { n: complete ? combinations : 0 })}
          </span>
          {' · '}
          <span data-testid="toto-total" data-amount={complete ? total : 0}>
            {t('toto.total')} <Money minor={complete ? total : 0} currency={section.currency} />
          </span>
        </p>
        {!complete && <p className="hint">{t('toto.pick_every_game', { n: draw.games.length })}</p>}
        {tooMany && (
          <p className="toto-refusal" role="alert">
            {t('toto.too_many', { max: section.maxCombinations })}
          </p>
        )}
        <div className="toto-form__actions">
          <Button type="button" onClick={quickPick} data-testid="toto-quick-pick">
            {t('toto.quick_pick')}
          </Button>
          <Button type="button" variant="ghost" onClick={() => setPicks(empty())} data-testid="toto-clear">
            {t('toto.clear')}
          </Button>
          {view.player === 'signedIn' ? (
            <Button
              variant="primary"
              type="submit"
              disabled={!complete || tooMany || view.buying}
              aria-busy={view.buying}
              data-testid="toto-buy"
            >
              {t('toto.buy')} · <Money minor={complete ? total : 0} currency={section.currency} />
            </Button>
          ) : (
            <Button
              variant="primary"
              onClick={() => requestLogin({ returnUrl: window.location.pathname, reason: 'button' })}
              data-testid="toto-sign-in"
            >
              {t('toto.sign_in')}
            </Button>
          )}
        </div>
        {view.refusal && (
          <p role="alert" className="toto-refusal" data-testid="toto-refusal">
            {t([`toto.refusal.${view.refusal.slice('toto.'.length)}`, 'toto.refusal.server_error'])}
          </p>
        )}
        {bought && (
          <p role="status" className="toto-bought" data-testid="toto-bought" data-amount={bought.amount}>
            {t('toto.bought', { id: bought.couponId, n: bought.combinations })} <Money minor={bought.amount} currency={bought.currency} />
          </p>
        )}
      </div>
    </form>
  );
}
