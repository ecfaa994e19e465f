import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CasinoRound, Seeds } from '../../protocol/casino/play';
import { steppedOutcomeSchema } from '../../protocol/casino/stepped';
import { Button } from '../design/Button';
import type { FrameApi } from './frameApi';

/**
 * Provably fair: the committed hash, the player's client seed (changeable),
 * rotation (reveals the server seed) and the verification of a round, which
 * the server recomputes with the same core that played it (the frame is UI
 * and holds no game rule; `npm run verify-round` does it offline).
 */
export function SeedsPanel(props: {
  readonly api: FrameApi;
  readonly initial: Seeds;
  readonly gameId: string;
  /** A stepped game (video poker): its rounds replay with their recorded actions. */
  readonly stepped: boolean;
  readonly lastRound: CasinoRound | null;
  readonly money: (minor: number) => string;
}) {
  const { t } = useTranslation();
  const [seeds, setSeeds] = useState(props.initial);
  const [clientSeed, setClientSeed] = useState(props.initial.clientSeed);
  const [revealed, setRevealed] = useState<string | null>(null);
  const [verifyText, setVerifyText] = useState<string | null>(null);

  const change = (event: FormEvent) => {
    event.preventDefault();
    void props.api.changeClientSeed(clientSeed).then(setSeeds, () => undefined);
  };
  const rotate = () => {
    void props.api.rotate().then(
      (answer) => {
        setRevealed(answer.revealed.serverSeed);
        setSeeds(answer.current);
      },
      () => undefined,
    );
  };
  const verify = () => {
    const round = props.lastRound;
    if (!round || !revealed) return;
    const input = { serverSeed: revealed, clientSeed: round.clientSeed, nonce: round.nonce, gameId: props.gameId, bet: round.bet };
    const recorded = steppedOutcomeSchema.safeParse(round.outcome);
    void (
      props.stepped && recorded.success ? props.api.steppedVerify({ ...input, actions: recorded.data.actions }) : props.api.verify(input)
    ).then(
      (answer) =>
        setVerifyText(
          answer.serverSeedHash === round.serverSeedHash
            ? t('casinoPlay.seeds.verify_ok', { win: props.money(answer.win) })
            : t('casinoPlay.seeds.verify_mismatch', { hash: answer.serverSeedHash }),
        ),
      () => undefined,
    );
  };

  return (
    <section className="frame-panel" aria-labelledby="frame-seeds">
      <h2 id="frame-seeds">{t('casinoPlay.seeds.title')}</h2>
      <dl className="frame-seeds">
        <dt>{t('casinoPlay.seeds.hash')}</dt>
        <dd data-testid="seed-hash">{seeds.serverSeedHash}</dd>
        <dt>{t('casinoPlay.seeds.next_nonce')}</dt>
        <dd>{seeds.nextNonce}</dd>
        {revealed ? (
          <>
            <dt>{t('casinoPlay.seeds.revealed')}</dt>
            <dd data-testid="seed-revealed">{revealed}</dd>
          </>
        ) : null}
      </dl>
      <form className="frame-seeds__form" onSubmit={change}>
        <label>
          <span className="field-label">{t('casinoPlay.seeds.client_seed')}</span>
          <input value={clientSeed} maxLength={64} onChange={(e) => setClientSeed(e.target.value)} />
        </label>
        <Button type="submit">{t('casinoPlay.seeds.change')}</Button>
        <Button onClick={rotate}>{t('casinoPlay.seeds.rotate')}</Button>
        {revealed && props.lastRound ? <Button onClick={verify}>{t('casinoPlay.seeds.verify')}</Button> : null}
      </form>
      {verifyText ? <p role="status">{verifyText}</p> : null}
    </section>
  );
}
