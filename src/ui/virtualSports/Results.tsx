import { useTranslation } from 'react-i18next';
import type { VirtualEvent } from '../../protocol/virtualSports';

/** What an ended event came to: the score, or a race's first three. */
function outcomeOf(event: VirtualEvent): string {
  if (event.sport !== 'racing') return `${event.opponent1} ${event.play?.score[0] ?? 0}:${event.play?.score[1] ?? 0} ${event.opponent2}`;
  const name = (n: number) => event.runners.find((r) => r.number === n)?.name ?? String(n);
  return `${event.opponent1}: ${(event.order ?? [])
    .slice(0, 3)
    .map((n) => `${n}. ${name(n)}`)
    .join(', ')}`;
}

/** The latest results, each with what verifies it: the seed, its place in the chain, the chain's published hash and salt. */
export function Results({ events }: { events: readonly VirtualEvent[] }) {
  const { t } = useTranslation();
  if (events.length === 0) return <p>{t('virtualSports.no_results')}</p>;
  return (
    <ul className="virtual-results" data-testid="virtual-results">
      {events.map((event) => (
        <li key={event.gameId} className="virtual-result">
          <span className="virtual-result__outcome">{outcomeOf(event)}</span>
          <details className="virtual-result__proof">
            <summary>{t('virtualSports.verify')}</summary>
            <dl>
              <dt>{t('virtualSports.seed')}</dt>
              <dd dir="ltr">{event.proof.seed}</dd>
              <dt>{t('virtualSports.index')}</dt>
              <dd dir="ltr">{event.proof.index}</dd>
              <dt>{t('virtualSports.terminal_hash')}</dt>
              <dd dir="ltr">{event.proof.terminalHash}</dd>
              <dt>{t('virtualSports.salt')}</dt>
              <dd dir="ltr">{event.proof.salt}</dd>
            </dl>
            <code dir="ltr" className="virtual-result__command">
              {[
                'npm run verify-round --',
                `--virtual ${event.sport}`,
                `--seed ${event.proof.seed ?? ''}`,
                `--index ${event.proof.index}`,
                `--terminal-hash ${event.proof.terminalHash}`,
                `--salt ${event.proof.salt}`,
              ].join(' ')}
            </code>
          </details>
        </li>
      ))}
    </ul>
  );
}
