import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BingoProjection } from '../../protocol/bingo';
import { LoadingState } from '../components/LoadingState';
import { Button } from '../design/Button';
import { EmptyState } from '../design/EmptyState';
import { BallBoard } from './BallBoard';
import { BuyPanel } from './BuyPanel';
import { CardGrid } from './CardGrid';
import { Countdown } from './Countdown';
import { Money } from '../components/Money';
import { Prizes } from './Prizes';
import { useWatchedRoom } from './useBingo';

/** A room's game: buying cards, the player's cards daubing themselves, the called numbers, the prizes, the player's wins. */
export function Room({ id, view, onBack }: { id: string; view: BingoProjection; onBack: () => void }) {
  const { t } = useTranslation();
  useWatchedRoom(id);
  const watched = view.watched[id];
  const game = watched?.game ?? null;
  const [receivedAt, setReceivedAt] = useState(() => Date.now());
  useEffect(() => setReceivedAt(Date.now()), [game]);
  const back = (
    <Button variant="ghost" onClick={onBack} data-testid="bingo-back">
      {t('bingo.back_to_rooms')}
    </Button>
  );
  if (!watched || (watched.status === 'loading' && !watched.info)) return <LoadingState message={t('bingo.loading')} />;
  if (!watched.info) return <EmptyState title={t('bingo.error')} action={back} testId="bingo-error" />;
  const room = { ...watched.info, game };
  return (
    <section className="bingo-room-page" data-testid="bingo-room-page" data-room={id} aria-labelledby="bingo-room-title">
      <header className="bingo-room-head">
        {back}
        <h1 id="bingo-room-title">{t(`bingo.variant_${room.variant}`)}</h1>
        <p className="hint" data-testid="bingo-phase" data-phase={game?.phase ?? 'none'}>
          {game?.phase === 'buying' ? <Countdown game={game} receivedAt={receivedAt} /> : t(`bingo.phase_${game?.phase ?? 'none'}`)}
        </p>
      </header>
      <p className="hint">
        {t('bingo.rules', { line: room.sharesPct[0], two: room.sharesPct[1], full: room.sharesPct[2], margin: room.marginPct })}
      </p>
      <BuyPanel room={room} view={view} have={watched.myCards.length} />
      <div className="bingo-layout">
        <div className="bingo-main">
          {game && <BallBoard game={game} />}
          <section aria-labelledby="bingo-cards-title">
            <h2 id="bingo-cards-title">{t('bingo.my_cards')}</h2>
            {watched.myCards.length === 0 ? (
              <p className="hint">{t('bingo.no_cards')}</p>
            ) : (
              <div className="bingo-cards">
                {watched.myCards.map((card) => (
                  <CardGrid key={card.cardId} card={card} variant={room.variant} />
                ))}
              </div>
            )}
          </section>
        </div>
        <aside className="bingo-side">
          {game && <Prizes game={game} currency={room.currency} mine={watched.myCards} />}
          <section className="card" aria-labelledby="bingo-wins-title">
            <h2 id="bingo-wins-title">{t('bingo.my_wins')}</h2>
            {watched.myWins.length === 0 ? (
              <p className="hint">{t('bingo.no_wins')}</p>
            ) : (
              <ul className="bingo-wins" data-testid="bingo-wins">
                {watched.myWins.map((w) => (
                  <li key={`${w.cardId}-${w.prize}`} data-testid="bingo-win" data-prize={w.prize}>
                    {t(`bingo.prize_${w.prize}`)} · <Money minor={w.amount} currency={room.currency} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          {game && (
            <p className="hint bingo-fair" data-testid="bingo-fairness">
              {t('bingo.fair_hash')} <code>{game.seedHash}</code>
              {game.seed && (
                <>
                  <br />
                  {t('bingo.fair_seed')} <code>{game.seed}</code>
                </>
              )}
            </p>
          )}
        </aside>
      </div>
    </section>
  );
}
