import type { TvShowConfig } from '../config/tvGames';
import type { Db } from '../db/db';
import { latestDraw, openDraw, type DrawRow } from './draws';
import { settleDraw } from './settle';
import { lockShow } from './show';

/**
 * One show's timeline, moved on when the clock passes a deadline: a draw
 * opens its betting window (only while someone watches the show), the
 * drawing starts when the window closes, a ball is revealed every ballMs,
 * and with the last ball the bets are settled and the draw ends; after the
 * pause the next draw opens, again only for viewers. Each step is one
 * transaction under the show's lock, which a bet takes too, so no bet lands
 * after its window closed. Times are the schedule's, not the tick's.
 */
export interface StepInput {
  readonly show: TvShowConfig;
  readonly chainLength: number;
  /** Someone watches the show: a new draw may open. */
  readonly wanted: boolean;
  readonly now: number;
}

/** One step of the show's timeline if one is due; true when the draw changed (the caller publishes it). */
export async function stepShow(db: Db, input: StepInput): Promise<boolean> {
  const { show, now } = input;
  return db.transaction(async (tx) => {
    await lockShow(tx, show.id);
    const draw = await latestDraw(tx, show.id, true);
    if (!draw || draw.phase === 'ended') {
      if (!input.wanted || (draw && now < (draw.endedAt ?? 0) + show.pauseMs)) return false;
      await openDraw(tx, show, input.chainLength, now);
      return true;
    }
    if (draw.phase === 'betting') {
      if (now < draw.closesAt) return false;
      await tx.query(
        `UPDATE tv_draw SET phase = 'drawing', next_ball_at = closes_at + make_interval(secs => ball_ms / 1000.0) WHERE id = $1`,
        [draw.id],
      );
      return true;
    }
    const due = draw.nextBallAt ?? 0;
    if (now < due) return false;
    const revealed = draw.revealed + 1;
    const over = revealed >= draw.balls.length;
    if (over) await settleDraw(tx, draw, show, due);
    await tx.query('UPDATE tv_draw SET revealed = $2, next_ball_at = $3, phase = $4, ended_at = $5 WHERE id = $1', [
      draw.id,
      revealed,
      over ? null : new Date(due + draw.ballMs),
      over ? 'ended' : 'drawing',
      over ? new Date(due) : null,
    ]);
    return true;
  });
}

/** When the show's draw next needs a step (null: nothing is scheduled). */
export function deadlineOf(draw: DrawRow | null, show: TvShowConfig): number | null {
  if (!draw) return null;
  if (draw.phase === 'betting') return draw.closesAt;
  if (draw.phase === 'drawing') return draw.nextBallAt;
  return (draw.endedAt ?? 0) + show.pauseMs;
}
