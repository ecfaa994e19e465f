import { useTranslation } from 'react-i18next';
import type { TvDraw, TvShow } from '../../protocol/tvGames';
import { Ball } from './Ball';
import { Countdown } from './Countdown';

/** The show's stage: the draw's number, what happens now, and its balls appearing one by one in their places. */
export function Stage({ show, draw, receivedAt }: { show: TvShow; draw: TvDraw | null; receivedAt: number }) {
  const { t } = useTranslation();
  const balls = draw?.balls ?? [];
  const last = balls[balls.length - 1];
  return (
    <section className="tv-stage" aria-labelledby="tv-stage-title" data-testid="tv-stage">
      <header className="tv-stage__head">
        <h2 id="tv-stage-title">{draw ? t('tvGames.draw_number', { n: draw.drawId }) : t(`tvGames.show_${show.id}`)}</h2>
        <Countdown draw={draw} receivedAt={receivedAt} />
      </header>
      <ol className="tv-stage__balls" aria-label={t('tvGames.balls_drawn', { n: balls.length, of: show.rules.drawn })}>
        {Array.from({ length: show.rules.drawn }, (_, i) => {
          const ball = balls[i];
          return (
            <li key={i} className="tv-stage__slot">
              {ball === undefined ? (
                <span className="tv-ball tv-ball--lg tv-ball--empty" aria-hidden="true" />
              ) : (
                <Ball show={show} n={ball} size="lg" />
              )}
            </li>
          );
        })}
      </ol>
      <p className="tv-stage__said" aria-live="polite" data-testid="tv-last-ball">
        {last === undefined ? '' : t('tvGames.ball_said', { i: balls.length, n: last })}
      </p>
    </section>
  );
}
