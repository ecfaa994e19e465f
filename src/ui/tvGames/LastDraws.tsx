import { useTranslation } from 'react-i18next';
import type { TvDraw, TvShow } from '../../protocol/tvGames';
import { Ball } from './Ball';

/** The last draws with their balls and what verifies them: the seed, its place in the chain, the chain's hash and salt. */
export function LastDraws({ show, draws }: { show: TvShow; draws: readonly TvDraw[] }) {
  const { t } = useTranslation();
  return (
    <section className="tv-last card" aria-labelledby="tv-last-title">
      <h2 id="tv-last-title">{t('tvGames.last_draws')}</h2>
      <p className="hint">{t('tvGames.fair_intro')}</p>
      {draws.length === 0 ? (
        <p className="hint">{t('tvGames.no_draws')}</p>
      ) : (
        <ul className="tv-list" data-testid="tv-last-draws">
          {draws.map((draw) => (
            <li key={draw.drawId} data-testid="tv-last-draw">
              <span className="tv-last__balls">
                <strong>{t('tvGames.draw_number', { n: draw.drawId })}</strong>
                {draw.balls.map((b) => (
                  <Ball key={b} show={show} n={b} />
                ))}
              </span>
              <details className="tv-fair">
                <summary>{t('tvGames.verify')}</summary>
                <dl>
                  <dt>{t('tvGames.fair_seed')}</dt>
                  <dd>
                    <code>{draw.seed}</code>
                  </dd>
                  <dt>{t('tvGames.fair_index')}</dt>
                  <dd>{draw.chainIndex}</dd>
                  <dt>{t('tvGames.fair_hash')}</dt>
                  <dd>
                    <code>{draw.terminalHash}</code>
                  </dd>
                  <dt>{t('tvGames.fair_salt')}</dt>
                  <dd>
                    <code>{draw.salt}</code>
                  </dd>
                </dl>
                {draw.fixed && <p className="hint">{t('tvGames.fixed')}</p>}
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
