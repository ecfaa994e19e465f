import { describe, expect, it } from 'vitest';
import { isLive, liveEdge, liveWindow } from '../../../server/media/liveWindow';
import { livePlaylist } from '../../../server/media/livePlaylist';
import { parseVodPlaylist } from '../../../server/media/vodPlaylist';

/** A loop of three 2 s segments: 6 s a round. */
const LOOP = [2000, 2000, 2000];

describe('the live window over a looping VOD', () => {
  it('moves with the clock: a segment joins the window once it has wholly played', () => {
    // 60 s after the epoch: round 10 starts, so segment 29 (round 9's last) has just finished.
    const at = liveWindow(LOOP, 60_000, 4);
    expect(at.segments.map((s) => s.n)).toEqual([26, 27, 28, 29]);
    expect(at.mediaSequence).toBe(26);
    expect(liveWindow(LOOP, 61_999, 4).mediaSequence).toBe(26);
    const later = liveWindow(LOOP, 62_000, 4);
    expect(later.segments.map((s) => s.n)).toEqual([27, 28, 29, 30]);
    expect(later.segments.map((s) => s.index)).toEqual([0, 1, 2, 0]);
    expect(liveWindow(LOOP, 62_000 + 60_000, 4).mediaSequence).toBe(57);
  });

  it('marks the wrap of the loop as a discontinuity and counts the ones that slid out', () => {
    const window = liveWindow(LOOP, 62_000, 4);
    expect(window.segments.map((s) => s.discontinuity)).toEqual([false, false, false, true]);
    // 27 is the first of round 9: the 9 wraps up to it are counted by the sequence, not tagged again.
    expect(window.discontinuitySequence).toBe(9);
    const next = liveWindow(LOOP, 64_000, 4);
    expect(next.segments.map((s) => s.n)).toEqual([28, 29, 30, 31]);
    expect(next.discontinuitySequence).toBe(9);
    expect(next.segments.map((s) => s.discontinuity)).toEqual([false, false, true, false]);
    const past = liveWindow(LOOP, 68_000, 4);
    expect(past.segments[0]?.n).toBe(30);
    expect(past.discontinuitySequence).toBe(10);
    expect(past.segments[0]?.discontinuity).toBe(false);
  });

  it('follows segments of unequal length', () => {
    const loop = [2000, 3000, 1000];
    expect(liveEdge(loop, 6_000 + 1_999)).toBe(2);
    expect(liveEdge(loop, 6_000 + 2_000)).toBe(3);
    expect(liveEdge(loop, 6_000 + 4_999)).toBe(3);
    expect(liveEdge(loop, 6_000 + 5_000)).toBe(4);
  });

  it('serves a segment from the edge back to the kept ones and one ahead, no further', () => {
    const edge = liveEdge(LOOP, 60_000);
    expect(edge).toBe(29);
    expect(isLive(LOOP, 60_000, edge, 30)).toBe(true);
    expect(isLive(LOOP, 60_000, edge + 1, 30)).toBe(true);
    expect(isLive(LOOP, 60_000, edge + 2, 30)).toBe(false);
    expect(isLive(LOOP, 60_000, edge - 30, 30)).toBe(true);
    expect(isLive(LOOP, 60_000, edge - 31, 30)).toBe(false);
    expect(isLive(LOOP, 600_000, edge - 1, 30)).toBe(false);
  });
});

describe('the live playlist text', () => {
  it('is live (no ENDLIST), and every segment URI carries the token', () => {
    const text = livePlaylist(liveWindow(LOOP, 62_000, 4), 2, 'a.b+c');
    expect(text).not.toContain('#EXT-X-ENDLIST');
    expect(text).toContain('#EXT-X-MEDIA-SEQUENCE:27\n');
    expect(text).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:9\n');
    expect(text).toContain('#EXT-X-TARGETDURATION:2\n');
    const uris = text.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
    expect(uris).toEqual(['27.ts?token=a.b%2Bc', '28.ts?token=a.b%2Bc', '29.ts?token=a.b%2Bc', '30.ts?token=a.b%2Bc']);
    expect(text).toContain('29.ts?token=a.b%2Bc\n#EXT-X-DISCONTINUITY\n#EXTINF:2.000,\n30.ts');
  });
});

describe('reading the maker VOD playlist', () => {
  const whole = '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.000000,\nseg0.ts\n#EXTINF:1.5,\nseg1.ts\n#EXT-X-ENDLIST\n';

  it('reads the segments and their durations', () => {
    expect(parseVodPlaylist(whole)).toEqual({
      targetDurationS: 2,
      segments: [
        { file: 'seg0.ts', durationMs: 2000 },
        { file: 'seg1.ts', durationMs: 1500 },
      ],
    });
  });

  it('refuses a playlist cut short, without segments, or naming a file outside the folder', () => {
    expect(() => parseVodPlaylist(whole.replace('#EXT-X-ENDLIST\n', ''))).toThrow(/ENDLIST/);
    expect(() => parseVodPlaylist('#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXT-X-ENDLIST\n')).toThrow(/no segment/);
    expect(() => parseVodPlaylist(whole.replace('seg1.ts', '../x.ts'))).toThrow(/plain/);
    expect(() => parseVodPlaylist(`garbage\n${whole}`)).toThrow(/EXTM3U/);
  });
});
