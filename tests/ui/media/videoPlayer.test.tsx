// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { VideoPlayer } from '../../../src/ui/media/VideoPlayer';

/** hls.js, doubled at the library's boundary: what the player asks of it, and the events a test makes it fire. */
class FakeHls {
  static readonly instances: FakeHls[] = [];
  static supported = true;
  static readonly Events = { ERROR: 'hlsError', MANIFEST_PARSED: 'hlsManifestParsed' } as const;
  static readonly ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError' } as const;
  static isSupported() {
    return FakeHls.supported;
  }
  readonly handlers = new Map<string, (event: string, data: unknown) => void>();
  source = '';
  media: HTMLVideoElement | null = null;
  destroyed = false;
  recovered = 0;
  constructor(readonly config: { xhrSetup: (xhr: { open: (...args: unknown[]) => void }, url: string) => void }) {
    FakeHls.instances.push(this);
  }
  on(event: string, handler: (event: string, data: unknown) => void) {
    this.handlers.set(event, handler);
  }
  loadSource(url: string) {
    this.source = url;
  }
  attachMedia(media: HTMLVideoElement) {
    this.media = media;
  }
  recoverMediaError() {
    this.recovered++;
  }
  destroy() {
    this.destroyed = true;
  }
  fire(event: string, data: unknown = {}) {
    act(() => this.handlers.get(event)?.(event, data));
  }
  /** The URL hls.js would request for `url` once the player's xhrSetup had its say. */
  requested(url: string): string {
    let opened = '';
    this.config.xhrSetup({ open: (_method, target) => void (opened = String(target)) }, url);
    return opened;
  }
}
vi.mock('hls.js/light', () => ({ default: FakeHls }));

const PLAYLIST = '/web-api/media/live/7/index.m3u8';
const last = () => FakeHls.instances.at(-1) as FakeHls;

/** jsdom has no media playback: the element's play and pause flip `paused` and fire their events, as a browser does. */
function fakePlayback() {
  const play = vi.fn(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { value: false, configurable: true });
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  const pause = vi.fn(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { value: true, configurable: true });
    this.dispatchEvent(new Event('pause'));
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  return { play, pause };
}

function show(token: string | null) {
  const i18n = createI18n('en');
  const view = (t: string | null) => (
    <I18nextProvider i18n={i18n}>
      <VideoPlayer playlist={PLAYLIST} token={t} title="Home — Away" overlay={<p data-testid="overlay">1:0</p>} />
    </I18nextProvider>
  );
  const result = render(view(token));
  return { ...result, setToken: (t: string | null) => result.rerender(view(t)) };
}

const video = () => screen.getByTestId('video-element') as HTMLVideoElement;

beforeEach(() => {
  FakeHls.instances.length = 0;
  FakeHls.supported = true;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the video player', () => {
  it('waits for the video token, then plays the playlist through hls.js with it, muted', async () => {
    fakePlayback();
    const view = show(null);
    expect(screen.getByTestId('video-loading')).toBeTruthy();
    await Promise.resolve();
    expect(FakeHls.instances).toHaveLength(0);
    view.setToken('tok-1');
    await waitFor(() => expect(FakeHls.instances).toHaveLength(1));
    expect(last().source).toBe(`http://localhost:3000${PLAYLIST}?token=tok-1`);
    expect(last().media).toBe(video());
    expect(video().muted).toBe(true);
    last().fire('hlsManifestParsed');
    expect(video().play).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId('video-player').getAttribute('data-playback')).toBe('playing'));
    expect(screen.queryByTestId('video-loading')).toBeNull();
    expect(screen.getByTestId('overlay').textContent).toBe('1:0');
  });

  it('takes a new token from the next request on, with no restart, and never sends it to another host', async () => {
    fakePlayback();
    const view = show('tok-1');
    await waitFor(() => expect(FakeHls.instances).toHaveLength(1));
    view.setToken('tok-2');
    await Promise.resolve();
    expect(FakeHls.instances).toHaveLength(1);
    expect(last().destroyed).toBe(false);
    expect(last().requested('http://localhost:3000/web-api/media/live/7/seg-5.ts?token=tok-1')).toBe(
      'http://localhost:3000/web-api/media/live/7/seg-5.ts?token=tok-2',
    );
    expect(last().requested('https://cdn.example/seg-5.ts')).toBe('https://cdn.example/seg-5.ts');
  });

  it('its controls drive the media element: play and pause, mute, volume, fullscreen, picture-in-picture', async () => {
    const { play, pause } = fakePlayback();
    Object.defineProperty(document, 'pictureInPictureEnabled', { value: true, configurable: true });
    const requestPip = vi.fn(() => Promise.resolve({} as PictureInPictureWindow));
    Object.defineProperty(HTMLVideoElement.prototype, 'requestPictureInPicture', { value: requestPip, configurable: true });
    const requestFullscreen = vi.fn(() => Promise.resolve());
    Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', { value: requestFullscreen, configurable: true });
    show('tok');
    await waitFor(() => expect(FakeHls.instances).toHaveLength(1));
    last().fire('hlsManifestParsed');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(pause).toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: 'Play' }));
    expect(play).toHaveBeenCalledTimes(2);

    fireEvent.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(video().muted).toBe(false);
    await screen.findByRole('button', { name: 'Mute' });
    fireEvent.change(screen.getByRole('slider', { name: 'Volume' }), { target: { value: '0.4' } });
    expect(video().volume).toBeCloseTo(0.4);
    fireEvent.change(screen.getByRole('slider', { name: 'Volume' }), { target: { value: '0' } });
    expect(video().muted).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(requestFullscreen).toHaveBeenCalled();
    expect(requestFullscreen.mock.contexts[0]).toBe(screen.getByTestId('video-player'));
    fireEvent.click(screen.getByRole('button', { name: 'Picture in picture' }));
    expect(requestPip).toHaveBeenCalled();
    delete (document as { pictureInPictureEnabled?: boolean }).pictureInPictureEnabled;
  });

  it('offers no picture-in-picture where the browser has none', async () => {
    fakePlayback();
    show('tok');
    await waitFor(() => expect(FakeHls.instances).toHaveLength(1));
    expect(screen.queryByTestId('video-pip')).toBeNull();
  });

  it.each([
    [404, 'no_stream', 'There is no live video of this match right now.'],
    [403, 'forbidden', 'This stream is not available for your account.'],
    [500, 'network', 'The stream could not be loaded. Check your connection and try again.'],
  ])('a fatal %i from the stream says why, and Retry loads it again', async (code, error, text) => {
    fakePlayback();
    show('tok');
    await waitFor(() => expect(FakeHls.instances).toHaveLength(1));
    last().fire('hlsError', { fatal: true, type: 'networkError', response: { code } });
    const alert = screen.getByRole('alert');
    expect(alert.getAttribute('data-error')).toBe(error);
    expect(alert.textContent).toContain(text);
    expect(last().destroyed).toBe(true);
    fireEvent.click(screen.getByTestId('video-retry'));
    await waitFor(() => expect(FakeHls.instances).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a refused token (401) is tried again with the next token the session fetches', async () => {
    fakePlayback();
    const view = show('old');
    await waitFor(() => expect(FakeHls.instances).toHaveLength(1));
    last().fire('hlsError', { fatal: true, type: 'networkError', response: { code: 401 } });
    expect(screen.getByRole('alert').getAttribute('data-error')).toBe('unauthorized');
    view.setToken('new');
    await waitFor(() => expect(FakeHls.instances).toHaveLength(2));
    expect(last().source).toContain('token=new');
  });

  it('recovers a media error once, and reports the second', async () => {
    fakePlayback();
    show('tok');
    await waitFor(() => expect(FakeHls.instances).toHaveLength(1));
    last().fire('hlsError', { fatal: true, type: 'mediaError' });
    expect(last().recovered).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();
    last().fire('hlsError', { fatal: true, type: 'mediaError' });
    expect(screen.getByRole('alert').getAttribute('data-error')).toBe('playback');
  });

  it('says so in a browser that plays no HLS at all', async () => {
    fakePlayback();
    FakeHls.supported = false;
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    show('tok');
    await waitFor(() => expect(screen.getByRole('alert').getAttribute('data-error')).toBe('unsupported'));
    expect(screen.queryByTestId('video-retry')).toBeNull();
  });

  it('a player closed while playing tells the page it stopped (the session counts playing media as activity)', async () => {
    fakePlayback();
    const playing = new Set<EventTarget>();
    const onPlay = (e: Event) => e.target && playing.add(e.target);
    const onPause = (e: Event) => e.target && playing.delete(e.target);
    document.addEventListener('play', onPlay, true);
    document.addEventListener('pause', onPause, true);
    const view = show('tok');
    await waitFor(() => expect(FakeHls.instances).toHaveLength(1));
    last().fire('hlsManifestParsed');
    expect(playing.size).toBe(1);
    view.unmount();
    expect(playing.size).toBe(0);
    expect(last().destroyed).toBe(true);
    document.removeEventListener('play', onPlay, true);
    document.removeEventListener('pause', onPause, true);
  });
});
