import { useTranslation } from 'react-i18next';
import type { CasinoRound } from '../../protocol/casino/play';

/** Game recall: the last round and the 9 before it, with their stake, win and nonce. */
export function RecallList({ rounds, money }: { readonly rounds: readonly CasinoRound[]; readonly money: (minor: number) => string }) {
  const { t } = useTranslation();
  return (
    <section className="frame-panel" aria-labelledby="frame-recall">
      <h2 id="frame-recall">{t('casinoPlay.frame.recall')}</h2>
      {rounds.length === 0 ? (
        <p>{t('casinoPlay.frame.recall_empty')}</p>
      ) : (
        <ol className="frame-recall" data-testid="frame-recall">
          {rounds.map((round) => (
            <li key={round.id}>
              <span>#{round.nonce}</span> {t('casinoPlay.frame.round_line', { stake: money(round.stake), win: money(round.win) })}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
