import type { TvShow } from '../../protocol/tvGames';
import { ballColour } from './labels';

/** One ball in its colour; `size` small for the lists, large on the stage. */
export function Ball({ show, n, size = 'sm' }: { show: TvShow; n: number; size?: 'sm' | 'lg' }) {
  return (
    <span className={`tv-ball tv-ball--${size} tv-ball--c${ballColour(show, n)}`} data-testid="tv-ball" data-ball={n}>
      {n}
    </span>
  );
}
