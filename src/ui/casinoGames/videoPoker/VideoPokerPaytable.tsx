import { useTranslation } from 'react-i18next';
import { VIDEO_POKER_HANDS, type VideoPokerHand, type VideoPokerTable } from '../../../protocol/casino/videoPoker';
import { STEPPED_ROUND_DEADLINE_MS } from '../../../protocol/casino/stepped';
import { percentText } from '../../../core/format/percent';

/** The paytable at the chosen stake, the hand just made marked, and the exact return with optimal play beside it. */
export function VideoPokerPaytable(props: {
  readonly table: VideoPokerTable;
  readonly rtp: number;
  readonly stake: number;
  readonly landed: VideoPokerHand | null;
  readonly money: (minor: number) => string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <section className="vp-paytable card" aria-labelledby="vp-paytable-title" data-testid="vp-paytable">
      <h3 id="vp-paytable-title">{t('videoPokerGame.paytable')}</h3>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('videoPokerGame.hand')}</th>
            <th scope="col">{t('videoPokerGame.pays', { stake: props.money(props.stake) })}</th>
          </tr>
        </thead>
        <tbody>
          {VIDEO_POKER_HANDS.map((hand) => (
            <tr
              key={hand}
              className={hand === props.landed ? 'vp-paytable__landed' : undefined}
              aria-current={hand === props.landed ? 'true' : undefined}
              data-hand={hand}
            >
              <td>{t(`videoPokerGame.hands.${hand}`)}</td>
              <td data-testid={`vp-pay-${hand}`}>{props.money(props.stake * props.table.pays[hand])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="vp-rtp" data-testid="vp-rtp">
        {t('videoPokerGame.rtp', { rtp: percentText(i18n.language, props.rtp, { min: 2, max: 2 }) })}
      </p>
      <p className="vp-rtp">{t('videoPokerGame.left', { hours: STEPPED_ROUND_DEADLINE_MS / 3_600_000 })}</p>
    </section>
  );
}
