import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkedLoop, ffmpegMaker, FfmpegMissingError, StreamLibrary, type StreamMaker } from '../../../server/media';
import { DEFAULT_FONT_FILE, ffmpegArgs } from '../../../server/media/ffmpeg';
import { captureLogger, tempDir } from '../helpers';
import { fakeMaker } from './fakeLoop';

const dirs: { remove(): void }[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) dir.remove();
});

function library<M extends StreamMaker>(make: M): { lib: StreamLibrary; make: M; root: string } {
  const dir = tempDir('media-library-');
  dirs.push(dir);
  return { lib: new StreamLibrary({ root: dir.path, make, log: captureLogger() }), make, root: dir.path };
}

describe('making the loops', () => {
  it('makes a game once for two requests that come together, and once more never', async () => {
    const { lib, make } = library(fakeMaker());
    const [a, b] = await Promise.all([lib.loop(10_001), lib.loop(10_001)]);
    expect(make.calls).toEqual([10_001]);
    expect(a).toBe(b);
    expect(a.durations).toEqual([2000, 2000, 2000]);
    await lib.loop(10_001);
    expect(make.calls).toEqual([10_001]);
  });

  it('runs one make at a time, whatever the number of games asked at once', async () => {
    const { lib, make } = library(fakeMaker());
    await Promise.all([10_001, 10_002, 10_003, 10_004].map((id) => lib.loop(id)));
    expect(make.calls.sort()).toEqual([10_001, 10_002, 10_003, 10_004]);
    expect(make.mostAtOnce).toBe(1);
  });

  it('keeps a whole folder across restarts and remakes a half-made one', async () => {
    const { lib, make, root } = library(fakeMaker());
    await lib.loop(10_001);
    const again = new StreamLibrary({ root, make, log: captureLogger() });
    await again.loop(10_001);
    expect(make.calls).toEqual([10_001]);

    // A make killed after a segment and before the playlist's end (as a folder under the game's own name).
    mkdirSync(join(root, '10002'));
    writeFileSync(join(root, '10002', 'seg0.ts'), Buffer.from([0x47]));
    writeFileSync(join(root, '10002', 'index.m3u8'), '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\nseg0.ts\n');
    // A segment that is not MPEG-TS.
    await again.loop(10_003);
    writeFileSync(join(root, '10003', 'seg1.ts'), 'not a transport stream');
    const fresh = new StreamLibrary({ root, make, log: captureLogger() });
    await expect(checkedLoop(10_003, join(root, '10003'))).rejects.toThrow(/not an MPEG-TS/);
    await fresh.loop(10_002);
    await fresh.loop(10_003);
    expect(make.calls).toEqual([10_001, 10_003, 10_002, 10_003]);
    expect((await checkedLoop(10_002, join(root, '10002'))).segments).toHaveLength(3);
    expect(readFileSync(join(root, '10003', 'seg1.ts'))[0]).toBe(0x47);
    // Nothing of the making is left beside the games' folders.
    expect(readdirSync(root).sort()).toEqual(['10001', '10002', '10003']);
  });

  it("discards a finished game's loop from disk and memory, after a make in flight", async () => {
    const { lib, make, root } = library(fakeMaker());
    const making = lib.loop(10_001);
    await lib.discard(10_001);
    await making;
    expect(existsSync(join(root, '10001'))).toBe(false);
    await lib.loop(10_001);
    expect(make.calls).toEqual([10_001, 10_001]);
    expect(existsSync(join(root, '10001', 'index.m3u8'))).toBe(true);
  });

  it('a failed make is said to the caller and tried again on the next request', async () => {
    const good = fakeMaker();
    let fail = true;
    const { lib } = library(async (gameId, dir) => {
      if (fail) throw new FfmpegMissingError('no ffmpeg here');
      return good(gameId, dir);
    });
    await expect(lib.loop(10_001)).rejects.toBeInstanceOf(FfmpegMissingError);
    fail = false;
    await expect(lib.loop(10_001)).resolves.toMatchObject({ gameId: 10_001 });
  });

  it('Debian ffmpeg makes a real loop: six 2 s MPEG-TS segments', async () => {
    const log = captureLogger();
    const { lib } = library(ffmpegMaker({ log }));
    const loop = await lib.loop(10_001);
    expect(loop.durations).toEqual([2000, 2000, 2000, 2000, 2000, 2000]);
    expect(loop.targetDurationS).toBe(2);
    for (const [i] of loop.segments.entries()) {
      const bytes = readFileSync(lib.segmentFile(loop, i));
      expect(bytes.length).toBeGreaterThan(10_000);
      expect(bytes[0]).toBe(0x47);
    }
    // The font is there: nothing was drawn with a fallback.
    expect(log.text('warn')).toBe('');
  });

  it('a missing ffmpeg is told apart from a failing one', async () => {
    const { lib } = library(ffmpegMaker({ log: captureLogger(), ffmpegPath: '/nonexistent/ffmpeg' }));
    await expect(lib.loop(10_001)).rejects.toBeInstanceOf(FfmpegMissingError);
    const failing = library(ffmpegMaker({ log: captureLogger(), ffmpegPath: '/bin/false' }));
    await expect(failing.lib.loop(10_001)).rejects.toThrow(/ffmpeg failed for game 10001 \(exit 1\)/);
  });

  it("burns the game's id and the clock in with the DejaVu font, else fontconfig's Sans, and cuts a segment at each keyframe", () => {
    const filter = (args: string[]): string => args[args.indexOf('-vf') + 1] ?? '';
    const withFont = ffmpegArgs(10_042, '/tmp/x', DEFAULT_FONT_FILE);
    expect(filter(withFont)).toContain(`fontfile=${DEFAULT_FONT_FILE}`);
    expect(filter(withFont)).toContain("text='Game 10042  LIVE  %{pts\\:hms}'");
    expect(filter(ffmpegArgs(10_042, '/tmp/x', null))).toMatch(/^drawtext=font=Sans:/);
    expect(withFont.join(' ')).toContain('-g 30 -keyint_min 30 -sc_threshold 0');
    expect(withFont.join(' ')).toContain('-hls_time 2 -hls_playlist_type vod -hls_segment_filename /tmp/x/seg%d.ts /tmp/x/index.m3u8');
  });
});
