import { useTranslation } from 'react-i18next';
import type { TotoProjection } from '../../protocol/toto';
import { LoadingState } from '../components/LoadingState';
import { EmptyState } from '../design/EmptyState';
import { DrawGames } from './DrawGames';
import { Money } from '../components/Money';
import { Tiers } from './Tiers';

/** toto/{section}/draws: the past draws, newest first, each with its results and payouts per tier. */
export function DrawsList({ view }: { view: TotoProjection }) {
  const { t, i18n } = useTranslation();
  const draws = view.draws.data;
  if (!draws) return view.draws.status === 'failed' ? <EmptyState title={t('toto.error')} /> : <LoadingState message={t('toto.loading')} />;
  if (draws.length === 0) return <EmptyState title={t('toto.no_past_draws')} testId="toto-no-draws" />;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="toto-list">
      {draws.map((draw) => (
        <details key={draw.drawId} className="card toto-past" data-testid="toto-past-draw">
          <summary>
            <strong>{t('toto.draw_number', { id: draw.drawId })}</strong>
            <span className="hint"> · {draw.settledAt !== null ? when.format(draw.settledAt) : ''}</span>
            <span>
              {' · '}
              {t('toto.pool')} <Money minor={draw.pool + draw.jackpot} currency={draw.currency} />
            </span>
            {draw.carryOver ? (
              <span>
                {' · '}
                {t('toto.carry_over')} <Money minor={draw.carryOver} currency={draw.currency} />
              </span>
            ) : null}
          </summary>
          <Tiers draw={draw} />
          <DrawGames draw={draw} />
        </details>
      ))}
    </div>
  );
}
