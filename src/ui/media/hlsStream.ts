import type Hls from 'hls.js';
import type { ErrorData } from 'hls.js';
import { MEDIA_LIVE_PREFIX, MEDIA_TOKEN_PARAM } from '../../protocol/constants/media';

/** Why a stream does not play, as the player says it. */
export type StreamError = 'unauthorized' | 'forbidden' | 'no_stream' | 'network' | 'playback' | 'unsupported';

/** The stream's HTTP answer as the player reads it (401 a token the server refused, 403 another player's, 404 no video). */
export function streamErrorOf(status: number | undefined): StreamError {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'no_stream';
  return 'network';
}

/** The token goes only to the site's own media paths: a playlist naming another host never receives it. */
export function withToken(url: string, token: string, base: string): string {
  const parsed = new URL(url, base);
  if (parsed.origin !== new URL(base).origin || !parsed.pathname.startsWith(MEDIA_LIVE_PREFIX)) return url;
  parsed.searchParams.set(MEDIA_TOKEN_PARAM, token);
  return parsed.toString();
}

/** hls.js, in its light build, fetched the first time a stream plays: never part of a page's first load. */
export const loadHls = (): Promise<typeof Hls> => import('hls.js/light').then((module) => module.default);

export interface StreamHandle {
  /** Stops loading and lets the element go. */
  destroy(): void;
}

/**
 * Plays a live HLS playlist in `video`: through hls.js where the browser has
 * Media Source Extensions, natively where it plays HLS itself. Every request
 * (the playlist as it reloads, each segment) carries the token `token()`
 * answers at that moment, so a new token (every 10 minutes) is used from the
 * next request on with no restart. A media error is recovered once; a fatal
 * one is reported and the stream stops.
 */
export function attachStream(
  HlsClass: typeof Hls,
  video: HTMLVideoElement,
  playlist: string,
  token: () => string,
  onError: (error: StreamError) => void,
): StreamHandle {
  const base = window.location.href;
  if (!HlsClass.isSupported()) {
    if (!video.canPlayType('application/vnd.apple.mpegurl')) {
      onError('unsupported');
      return { destroy: () => undefined };
    }
    video.src = withToken(playlist, token(), base);
    return {
      destroy: () => {
        video.removeAttribute('src');
        video.load();
      },
    };
  }
  const hls = new HlsClass({
    liveDurationInfinity: true,
    xhrSetup: (xhr, url) => xhr.open('GET', withToken(url, token(), base), true),
  });
  let recovered = false;
  hls.on(HlsClass.Events.ERROR, (_event, data: ErrorData) => {
    if (!data.fatal) return;
    if (data.type === HlsClass.ErrorTypes.MEDIA_ERROR && !recovered) {
      recovered = true;
      hls.recoverMediaError();
      return;
    }
    hls.destroy();
    onError(data.type === HlsClass.ErrorTypes.NETWORK_ERROR ? streamErrorOf(data.response?.code) : 'playback');
  });
  hls.on(HlsClass.Events.MANIFEST_PARSED, () => {
    // Autoplay is allowed muted only; a refused play leaves the player paused with its play button.
    void video.play().catch(() => undefined);
  });
  hls.loadSource(withToken(playlist, token(), base));
  hls.attachMedia(video);
  return { destroy: () => hls.destroy() };
}
