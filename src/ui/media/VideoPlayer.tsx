import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, IconButton } from '../design/Button';
import { attachStream, loadHls, type StreamError } from './hlsStream';
import { percentText } from '../../core/format/percent';

type Playback = 'loading' | 'playing' | 'paused' | 'waiting';

const pipAvailable = (): boolean => typeof document !== 'undefined' && document.pictureInPictureEnabled === true;

/**
 * A live stream with the site's own controls: play and pause, mute, volume,
 * fullscreen and picture-in-picture (where the browser offers it), all
 * native buttons and a range, so the keyboard works as everywhere. It starts
 * muted (browsers play only muted by themselves). Until the session's video
 * token is there it waits; a refused or missing stream says why, with a retry.
 * Its <video> fires the play and pause events the session's presence counts
 * as activity (SPEC 4).
 */
export function VideoPlayer({
  playlist,
  token,
  title,
  overlay,
}: {
  playlist: string;
  /** The session's video token (POST /user/updatetoken, renewed every 10 minutes); null until it is known. */
  token: string | null;
  title: string;
  overlay?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const tokenRef = useRef(token);
  tokenRef.current = token;
  const [playback, setPlayback] = useState<Playback>('loading');
  const [error, setError] = useState<StreamError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [muted, setMuted] = useState(true);
  const [volume, setVolume] = useState(1);
  const [fullscreen, setFullscreen] = useState(false);
  const [pip, setPip] = useState(false);
  const hasToken = token !== null;

  useEffect(() => {
    const element = video.current;
    if (!element || !hasToken) return;
    let cancelled = false;
    let stream: { destroy(): void } | null = null;
    setError(null);
    setPlayback('loading');
    element.muted = true;
    loadHls().then(
      (Hls) => {
        if (cancelled) return;
        stream = attachStream(
          Hls,
          element,
          playlist,
          () => tokenRef.current ?? '',
          (failure) => !cancelled && setError(failure),
        );
      },
      () => !cancelled && setError('network'),
    );
    return () => {
      cancelled = true;
      stream?.destroy();
    };
  }, [playlist, attempt, hasToken]);

  // A refused token is retried with the next one the session fetches.
  const lastToken = useRef(token);
  useEffect(() => {
    if (token === lastToken.current) return;
    lastToken.current = token;
    if (token !== null && error === 'unauthorized') setAttempt((n) => n + 1);
  }, [token, error]);

  useEffect(() => {
    const element = video.current;
    const enter = () => setPip(true);
    const leave = () => setPip(false);
    element?.addEventListener('enterpictureinpicture', enter);
    element?.addEventListener('leavepictureinpicture', leave);
    return () => {
      element?.removeEventListener('enterpictureinpicture', enter);
      element?.removeEventListener('leavepictureinpicture', leave);
    };
  }, []);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  // A <video> taken out of the page stops without a pause event the document hears: say it stopped while it is still in the page.
  useLayoutEffect(() => {
    const element = video.current;
    return () => {
      if (element && !element.paused) {
        element.pause();
        element.dispatchEvent(new Event('pause'));
      }
    };
  }, []);

  const togglePlay = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlayback('paused'));
    else element.pause();
  };
  const toggleMute = () => {
    const element = video.current;
    if (element) element.muted = !element.muted;
  };
  const changeVolume = (value: number) => {
    const element = video.current;
    if (!element) return;
    element.volume = value;
    element.muted = value === 0;
  };
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void frame.current?.requestFullscreen().catch(() => undefined);
  };
  const togglePip = () => {
    const element = video.current;
    if (!element) return;
    if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => undefined);
    else void element.requestPictureInPicture().catch(() => undefined);
  };

  // Play shows whenever the video is not running (loading, refused, paused); pause only while it plays.
  const paused = playback === 'paused' || playback === 'loading' || error !== null;
  return (
    <div ref={frame} className="media-player" data-testid="video-player" data-playback={error ? 'error' : playback}>
      <video
        ref={video}
        className="media-player__video"
        playsInline
        aria-label={title}
        data-testid="video-element"
        onCanPlay={(e) => e.currentTarget.paused && setPlayback('paused')}
        onPlaying={() => setPlayback('playing')}
        onPlay={() => setPlayback('playing')}
        onPause={() => setPlayback('paused')}
        onWaiting={() => setPlayback('waiting')}
        onVolumeChange={(e) => {
          setMuted(e.currentTarget.muted);
          setVolume(e.currentTarget.volume);
        }}
      />
      {overlay}
      {error ? (
        <div className="media-screen media-screen--error" role="alert" data-testid="video-error" data-error={error}>
          <p>{t(`media.error.${error}`)}</p>
          {error !== 'unsupported' && (
            <Button size="sm" data-testid="video-retry" onClick={() => setAttempt((n) => n + 1)}>
              {t('media.player.retry')}
            </Button>
          )}
        </div>
      ) : (
        (!hasToken || playback === 'loading' || playback === 'waiting') && (
          <div className="media-screen media-screen--busy" role="status" aria-busy="true" data-testid="video-loading">
            {t('media.player.loading')}
          </div>
        )
      )}
      <div className="media-controls" role="group" aria-label={t('media.player.controls')}>
        <IconButton
          icon={paused ? 'play' : 'pause'}
          label={t(paused ? 'media.player.play' : 'media.player.pause')}
          size="sm"
          data-testid="video-play"
          disabled={error !== null}
          onClick={togglePlay}
        />
        <IconButton
          icon={muted ? 'volume-x' : 'volume-2'}
          label={t(muted ? 'media.player.unmute' : 'media.player.mute')}
          size="sm"
          aria-pressed={muted}
          data-testid="video-mute"
          onClick={toggleMute}
        />
        <input
          type="range"
          className="media-controls__volume"
          min={0}
          max={1}
          step={0.05}
          value={muted ? 0 : volume}
          aria-label={t('media.player.volume')}
          aria-valuetext={percentText(i18n.language, muted ? 0 : volume, { max: 0 })}
          data-testid="video-volume"
          onChange={(e) => changeVolume(Number(e.currentTarget.value))}
        />
        <span className="media-controls__spacer" />
        {pipAvailable() && (
          <IconButton
            icon="picture-in-picture-2"
            label={t(pip ? 'media.player.pip_exit' : 'media.player.pip')}
            size="sm"
            aria-pressed={pip}
            data-testid="video-pip"
            disabled={error !== null}
            onClick={togglePip}
          />
        )}
        <IconButton
          icon={fullscreen ? 'minimize' : 'maximize'}
          label={t(fullscreen ? 'media.player.fullscreen_exit' : 'media.player.fullscreen')}
          size="sm"
          aria-pressed={fullscreen}
          data-testid="video-fullscreen"
          onClick={toggleFullscreen}
        />
      </div>
    </div>
  );
}
