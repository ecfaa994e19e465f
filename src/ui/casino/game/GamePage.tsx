import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatMoney } from '../../../core/format';
import type { CasinoLaunchResult } from '../../../protocol/casino/launchQuery';
import { useCore, useProjectionSelector } from '../../core-access/coreContext';
import type { PageProps } from '../../core-access/pageProps';
import { Button } from '../../design/Button';
import { useCasinoPlayTexts } from './texts';
import { useFrameLink } from './useFrameLink';
import './gamePage.css';

/** A fresh launch token reaches the frame this often: well inside the token's 15 minutes (server/casino/launch.ts). */
const TOKEN_REFRESH_MS = 10 * 60_000;

/**
 * The game page (slots/game/{gameId}/{gameName}, casino/game/...): the game
 * in a sandboxed iframe from the games origin, full screen, close, and the
 * responsible-gaming timers pausing it from outside. Real money needs a
 * session; a guest (or ?demo=1) plays the demo.
 */
export function GamePage({ resolution }: PageProps) {
  const ready = useCasinoPlayTexts();
  const { t } = useTranslation();
  const core = useCore();
  const sessionStatus = useProjectionSelector('session', (s) => s.status);
  const pausedBy = useProjectionSelector('limits', (l) =>
    l.realityCheck !== null ? 'reality_check' : l.sessionLimitEndedAt !== null ? 'blocked' : null,
  );
  const gameId = resolution.params.gameId ?? '';
  // Decided once the session is known, and kept: a player signed out mid-game (a time-out) is not moved to the demo.
  const [demo, setDemo] = useState<boolean | null>(null);
  const [launch, setLaunch] = useState<CasinoLaunchResult | null>(null);
  const [frameSrc, setFrameSrc] = useState<string | null>(null);
  const { language, direction } = resolution;
  const frame = useRef<HTMLIFrameElement | null>(null);
  const link = useFrameLink(frame, launch?.status === 'ok' ? launch.frameOrigin : null);
  const post = link.post;

  useEffect(() => {
    if (demo === null && sessionStatus !== undefined && sessionStatus !== 'checking')
      setDemo(resolution.query.demo === '1' || sessionStatus !== 'signedIn');
  }, [demo, sessionStatus, resolution.query.demo]);

  useEffect(() => {
    if (demo === null) return;
    let live = true;
    void core.ask('casinoLaunch', { gameId, demo }).then((answer) => {
      if (!live) return;
      setLaunch(answer);
      // The frame's address is made once, with the look of this moment: a theme switched mid-game would otherwise
      // give it a new address, and the frame would start over.
      const theme = document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
      if (answer.status === 'ok') setFrameSrc(`${answer.frameUrl}&lang=${language}&theme=${theme}&dir=${direction}`);
    });
    return () => {
      live = false;
    };
  }, [core, gameId, demo, language, direction]);

  // The frame keeps its first address; later tokens go to it by message.
  useEffect(() => {
    if (launch?.status !== 'ok' || demo === null) return;
    const timer = setInterval(() => {
      void core.ask('casinoLaunch', { gameId, demo, refresh: true }).then((answer) => {
        if (answer.status === 'ok') post({ type: 'token', token: decodeURIComponent(answer.frameUrl.split('#token=')[1] ?? '') });
      });
    }, TOKEN_REFRESH_MS);
    return () => clearInterval(timer);
  }, [core, gameId, demo, launch?.status, post]);

  // Closing a real-money game: the worker says whether that session was the player's first real-money game ever.
  const navigate = useNavigate();
  const [closing, setClosing] = useState(false);
  const close = useCallback(() => {
    if (demo !== false) return history.back();
    setClosing(true);
    core.ask('casinoLeaveGame', { gameId }).then(
      (target) => (target.to === 'thankYou' ? navigate(`/${resolution.language}/${target.section}/thankyou`) : history.back()),
      () => history.back(),
    );
  }, [core, demo, gameId, navigate, resolution.language]);

  const pauseReason = pausedBy ? t(`casinoPlay.page.${pausedBy}`) : null;
  useEffect(() => {
    post(pauseReason ? { type: 'pause', reason: pauseReason } : { type: 'resume' });
  }, [pauseReason, post]);

  if (!ready || launch === null || (launch.status === 'ok' && frameSrc === null))
    return <div className="casino-game casino-game--loading" aria-busy="true" />;
  if (launch.status !== 'ok') {
    const key = launch.status === 'signedOut' ? 'sign_in' : launch.status === 'notFound' ? 'not_found' : 'error';
    return (
      <div className="casino-game">
        <p role="alert">{t(`casinoPlay.page.${key}`)}</p>
      </div>
    );
  }
  return (
    <div className="casino-game">
      <div className="casino-game__bar">
        <Button variant="ghost" onClick={close} disabled={closing} data-testid="game-close">
          {t('casinoPlay.page.close')}
        </Button>
        {demo && link.frameBalance !== null ? (
          <span data-testid="game-demo-balance">{formatMoney(link.frameBalance, 'DEMO', 2, resolution.language)}</span>
        ) : null}
        {pauseReason ? (
          <span role="status" className="casino-game__paused">
            {pauseReason}
          </span>
        ) : null}
        <Button variant="ghost" onClick={() => void frame.current?.requestFullscreen()}>
          {t('casinoPlay.page.fullscreen')}
        </Button>
      </div>
      <iframe
        ref={frame}
        className="casino-game__frame"
        title={resolution.params.gameName ?? t('casinoPlay.page.title')}
        src={frameSrc ?? undefined}
        sandbox="allow-scripts allow-forms"
        allow="fullscreen"
        referrerPolicy="no-referrer"
        data-testid="game-iframe"
        onLoad={() => pauseReason && post({ type: 'pause', reason: pauseReason })}
      />
    </div>
  );
}
