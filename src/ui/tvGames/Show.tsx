import { useTranslation } from 'react-i18next';
import type { TvGamesProjection } from '../../protocol/tvGames';
import { LoadingState } from '../components/LoadingState';
import { EmptyState } from '../design/EmptyState';
import { BetPanel } from './BetPanel';
import { LastDraws } from './LastDraws';
import { MyBets } from './MyBets';
import { Stage } from './Stage';
import { useReceivedAt, useWatchedShow } from './useTvGames';

/** A show followed live: the stage, the bet panel for its next draw, the player's bets and the last draws. */
export function Show({ id, view }: { id: string; view: TvGamesProjection }) {
  const { t } = useTranslation();
  useWatchedShow(id);
  const watched = view.watched[id];
  const draw = watched?.draw ?? null;
  const receivedAt = useReceivedAt(draw);
  if (!watched || (watched.status === 'loading' && !watched.info)) return <LoadingState message={t('tvGames.loading')} />;
  if (!watched.info) return <EmptyState title={t('tvGames.error')} testId="tv-error" />;
  const show = watched.info;
  const mine = watched.myBets;
  return (
    <div className="tv-layout" data-testid="tv-show" data-show={id}>
      <div className="tv-main">
        <Stage show={show} draw={draw} receivedAt={receivedAt} />
        <BetPanel key={show.id} show={show} draw={draw} view={view} />
      </div>
      <aside className="tv-side">
        {view.player === 'signedIn' && <MyBets show={show} bets={mine} />}
        <LastDraws show={show} draws={watched.lastDraws} />
      </aside>
    </div>
  );
}
