import { useTranslation } from 'react-i18next';
import type { KenoTable } from '../../../protocol/casino/keno';
import { percentText } from '../../../core/format/percent';
import { numberFormat } from '../../../core/format/numberFormat';

const times = (hundredths: number, lang: string) => numberFormat(lang, { maximumFractionDigits: 2 }).format(hundredths / 100);

/**
 * What each number of hits pays for the current pick count, and that pick
 * count's RTP; before any pick, the game's RTP (the worst pick count's) and
 * a hint to pick. `hits` marks the line the last round landed on.
 */
export function KenoPaytable({ table, rtp, pickCount, hits }: { table: KenoTable; rtp: number; pickCount: number; hits: number | null }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const line = table.pays[pickCount - 1];
  if (!line) {
    return (
      <section className="keno-paytable card" aria-labelledby="keno-paytable-title">
        <h3 id="keno-paytable-title">{t('kenoGame.paytable')}</h3>
        <p>{t('kenoGame.pick_hint')}</p>
        <p className="keno-rtp">{t('kenoGame.rtp_game', { rtp: percentText(lang, rtp, { min: 2, max: 2 }) })}</p>
      </section>
    );
  }
  return (
    <section className="keno-paytable card" aria-labelledby="keno-paytable-title">
      <h3 id="keno-paytable-title">{t('kenoGame.paytable_for', { picks: pickCount })}</h3>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('kenoGame.hits')}</th>
            <th scope="col">{t('kenoGame.pays')}</th>
          </tr>
        </thead>
        <tbody>
          {line.map((pay, hit) =>
            pay > 0 ? (
              <tr key={hit} className={hit === hits ? 'keno-paytable__landed' : undefined} aria-current={hit === hits ? 'true' : undefined}>
                <td>{hit}</td>
                <td>{t('kenoGame.times', { value: times(pay, lang) })}</td>
              </tr>
            ) : null,
          )}
        </tbody>
      </table>
      <p className="keno-rtp">
        {t('kenoGame.rtp_picks', { picks: pickCount, rtp: percentText(lang, table.rtps[pickCount - 1] ?? 0, { min: 2, max: 2 }) })}
      </p>
    </section>
  );
}
