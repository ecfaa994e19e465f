import { afterAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS, loginAnswerSchema, tokenAnswerSchema } from '../../../src/protocol/schemas/auth';
import { GAME_STATUS } from '../../../src/protocol/constants/gameStatus';
import { MEDIA_CONTENT_TYPES, MEDIA_LIVE_PREFIX, liveStreamUrl, type MediaErrorCode } from '../../../src/protocol/constants/media';
import { mediaErrorBodySchema } from '../../../src/protocol/schemas/media';
import { DEMO_USERS } from '../../../server/auth';
import { signUserToken } from '../../../server/auth/tokens';
import { FfmpegMissingError, registerMediaRoutes, StreamLibrary, type StreamedGame } from '../../../server/media';
import { captureLogger, tempDir } from '../helpers';
import { authServerForFile, Browser, enc } from '../auth/helpers';
import { fakeMaker } from './fakeLoop';

const VIDEO = 10_001;
const NO_VIDEO = 10_002;
const FINISHED = 10_003;
const NO_FFMPEG = 10_004;
/** Kicked off a minute before the request: its video has played 30 segments. */
const STARTED_A_MINUTE_AGO = 10_005;
const GAMES: ReadonlyMap<number, StreamedGame> = new Map([
  [VIDEO, { hasVideo: true, status: GAME_STATUS.live, startTime: 0 }],
  [NO_VIDEO, { hasVideo: false, status: GAME_STATUS.live, startTime: 0 }],
  [FINISHED, { hasVideo: true, status: GAME_STATUS.finished, startTime: 0 }],
  [NO_FFMPEG, { hasVideo: true, status: GAME_STATUS.line, startTime: 0 }],
]);

const maker = fakeMaker();
const cache = tempDir('media-routes-');
const server = authServerForFile({
  also: (router, auth) =>
    registerMediaRoutes(router, {
      auth,
      log: captureLogger(),
      now: () => auth.now(),
      game: (id) =>
        id === STARTED_A_MINUTE_AGO ? { hasVideo: true, status: GAME_STATUS.live, startTime: auth.now() - 60_000 } : GAMES.get(id),
      library: new StreamLibrary({
        root: cache.path,
        log: captureLogger(),
        make: async (gameId, dir) => {
          if (gameId === NO_FFMPEG) throw new FfmpegMissingError('ffmpeg is not installed');
          await maker(gameId, dir);
        },
      }),
    }),
});

afterAll(() => cache.remove());

const [demo, demo2fa] = DEMO_USERS;

async function viewer(): Promise<{ browser: Browser; userId: number; token: string }> {
  const browser = new Browser(server.url);
  const login = loginAnswerSchema.parse((await browser.post(AUTH_PATHS.login, { uLogin: demo.login, uPassword: enc(demo.password) })).body);
  if (login.status !== 'ok') throw new Error('the demo player could not sign in');
  const { token } = tokenAnswerSchema.parse((await browser.post(AUTH_PATHS.updateToken)).body);
  return { browser, userId: login.user_id, token };
}

async function refusal(browser: Browser, path: string, status: number, code: MediaErrorCode): Promise<void> {
  const reply = await browser.get(path);
  expect({ path, status: reply.status }).toEqual({ path, status });
  expect(mediaErrorBodySchema.parse(reply.body).error.code).toBe(code);
}

/** The playlist's segment URIs, resolved against its own URL as a player does. */
function segmentUrls(text: string, playlistPath: string): string[] {
  const base = new URL(playlistPath, server.url);
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((uri) => {
      const url = new URL(uri, base);
      return `${url.pathname}${url.search}`;
    });
}

describe('the live stream of a game', () => {
  it('answers a live playlist whose segments play with the same token: MPEG-TS bytes of the loop', async () => {
    const { browser, token } = await viewer();
    const path = liveStreamUrl(VIDEO, token);
    const reply = await browser.get(path);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe(MEDIA_CONTENT_TYPES.playlist);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.text.startsWith('#EXTM3U\n')).toBe(true);
    expect(reply.text).not.toContain('#EXT-X-ENDLIST');
    const segments = segmentUrls(reply.text, path);
    expect(segments).toHaveLength(4);
    for (const url of segments) {
      const response = await fetch(new URL(url, server.url), {
        headers: { cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(MEDIA_CONTENT_TYPES.segment);
      const bytes = Buffer.from(await response.arrayBuffer());
      const n = Number(/\/(\d+)\.ts\?/.exec(url)?.[1]);
      // The fake loop's segment i carries i + 1 after its sync byte: n plays segment n mod 3.
      expect([bytes[0], bytes[1]]).toEqual([0x47, (n % 3) + 1]);
    }
  });

  it('moves its window with the server clock', async () => {
    const { browser, token } = await viewer();
    const sequence = async (): Promise<number> =>
      Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec((await browser.get(liveStreamUrl(VIDEO, token))).text)?.[1]);
    const first = await sequence();
    server.clock.advance(2_000);
    expect(await sequence()).toBe(first + 1);
    server.clock.advance(60_000);
    expect(await sequence()).toBe(first + 31);
  });

  it("runs from the game's start: a minute in, the window ends at segment 29 (the fake loop's 3 segments wrapped 8 times)", async () => {
    const { browser, token } = await viewer();
    const text = (await browser.get(liveStreamUrl(STARTED_A_MINUTE_AGO, token))).text;
    expect(text).toContain('#EXT-X-MEDIA-SEQUENCE:26\n');
    expect(text).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:8\n');
  });

  it('serves a segment of the live window only, and refuses one too old or not played yet', async () => {
    const { browser, token } = await viewer();
    const [newest] = segmentUrls((await browser.get(liveStreamUrl(VIDEO, token))).text, liveStreamUrl(VIDEO, token)).slice(-1);
    const edge = Number(/\/(\d+)\.ts/.exec(newest ?? '')?.[1]);
    const segment = (n: number): string => `${MEDIA_LIVE_PREFIX}${VIDEO}/${n}.ts?token=${token}`;
    expect((await browser.get(segment(edge + 1))).status).toBe(200);
    await refusal(browser, segment(edge + 2), 404, 'segment_not_live');
    await refusal(browser, segment(edge - 31), 404, 'segment_not_live');
    await refusal(browser, segment(0), 404, 'segment_not_live');
  });

  it('makes each loop once, however many viewers ask', async () => {
    const { browser, token } = await viewer();
    await Promise.all(Array.from({ length: 5 }, () => browser.get(liveStreamUrl(VIDEO, token))));
    expect(maker.calls.filter((id) => id === VIDEO)).toEqual([VIDEO]);
  });
});

describe('the video token', () => {
  it('is required, on the playlist and on a segment', async () => {
    const { browser } = await viewer();
    await refusal(browser, `${MEDIA_LIVE_PREFIX}${VIDEO}/index.m3u8`, 401, 'video_token_required');
    await refusal(browser, `${MEDIA_LIVE_PREFIX}${VIDEO}/index.m3u8?token=`, 401, 'video_token_required');
    await refusal(browser, `${MEDIA_LIVE_PREFIX}${VIDEO}/5.ts`, 401, 'video_token_required');
  });

  it('must be a video token of this site, not forged nor a web token', async () => {
    const { browser, token, userId } = await viewer();
    await refusal(browser, liveStreamUrl(VIDEO, `${token}x`), 401, 'video_token_invalid');
    await refusal(browser, liveStreamUrl(VIDEO, 'not.a.jwt'), 401, 'video_token_invalid');
    const web = await signUserToken(server.ctx, { userId, sessionHash: 'h', audience: 'web', ttlMs: 60_000 });
    await refusal(browser, liveStreamUrl(VIDEO, web.token), 401, 'video_token_invalid');
  });

  it('expires by the clock', async () => {
    const { browser, token } = await viewer();
    server.clock.advance(server.ctx.limits.videoTokenTtlMs - 2_000);
    expect((await browser.get(liveStreamUrl(VIDEO, token))).status).toBe(200);
    server.clock.advance(3_000);
    await refusal(browser, liveStreamUrl(VIDEO, token), 401, 'video_token_invalid');
    await refusal(browser, `${MEDIA_LIVE_PREFIX}${VIDEO}/5.ts?token=${token}`, 401, 'video_token_invalid');
  });

  it("another player's token does not play in this session, nor without one", async () => {
    const { browser } = await viewer();
    const [other] = await server.db.query<{ id: number }>('SELECT id FROM app_user WHERE login = $1', [demo2fa.login]);
    const theirs = await signUserToken(server.ctx, { userId: other?.id ?? 0, sessionHash: 'h', audience: 'video', ttlMs: 60_000 });
    await refusal(browser, liveStreamUrl(VIDEO, theirs.token), 403, 'video_token_foreign');
    const { token } = await viewer();
    await refusal(new Browser(server.url), liveStreamUrl(VIDEO, token), 401, 'unauthorized');
  });
});

describe('games and paths', () => {
  it('refuses an unknown game, one without video and a finished one, before making anything', async () => {
    const { browser, token } = await viewer();
    await refusal(browser, liveStreamUrl(99_999, token), 404, 'game_not_found');
    await refusal(browser, liveStreamUrl(NO_VIDEO, token), 404, 'no_stream');
    await refusal(browser, liveStreamUrl(FINISHED, token), 404, 'no_stream');
    expect(maker.calls.filter((id) => id !== VIDEO && id !== STARTED_A_MINUTE_AGO)).toEqual([]);
  });

  it('answers 503 stream_unavailable when the server cannot make streams', async () => {
    const { browser, token } = await viewer();
    await refusal(browser, liveStreamUrl(NO_FFMPEG, token), 503, 'stream_unavailable');
  });

  it('refuses with 400 any path but an integer game and index.m3u8 or an integer segment', async () => {
    const { browser, token } = await viewer();
    for (const rest of [
      'abc/index.m3u8',
      '0/index.m3u8',
      '-1/index.m3u8',
      '99999999999/index.m3u8',
      `${VIDEO}/index.m3u`,
      `${VIDEO}/-1.ts`,
      `${VIDEO}/1.5.ts`,
      `${VIDEO}/01.ts`,
      `${VIDEO}/seg0.ts`,
      `${VIDEO}/1e3.ts`,
      `${VIDEO}/..%2F..%2Fetc%2Fpasswd`,
      `${VIDEO}/%2E%2E/index.m3u8`,
      `${VIDEO}/1234567890123456.ts`,
      `${VIDEO}`,
    ]) {
      await refusal(browser, `${MEDIA_LIVE_PREFIX}${rest}?token=${token}`, 400, 'invalid_request');
    }
  });
});
