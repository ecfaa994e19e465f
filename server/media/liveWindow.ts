/**
 * A live stream from a looping VOD: the game's loop of segments plays on
 * the server's clock from the epoch, over and over, so every viewer and every
 * server process sees the same segment at the same moment. Segment n of the
 * live stream (its media sequence number) is segment n mod count of the loop
 * in round floor(n / count); a new round restarts the loop's timestamps, so
 * the first segment of each round is a discontinuity. Pure: time comes in.
 */
export interface LiveSegment {
  /** The media sequence number (EXT-X-MEDIA-SEQUENCE counts these). */
  readonly n: number;
  /** Which of the loop's segments it plays. */
  readonly index: number;
  readonly durationMs: number;
  /** The loop starts again here: the playlist puts EXT-X-DISCONTINUITY before it. */
  readonly discontinuity: boolean;
}

export interface LiveWindow {
  readonly mediaSequence: number;
  /** Discontinuities before the window's first segment (EXT-X-DISCONTINUITY-SEQUENCE). */
  readonly discontinuitySequence: number;
  readonly segments: readonly LiveSegment[];
}

/** The loop's segment durations in ms; each at least 1. */
export type LoopDurations = readonly number[];

function loopLengthMs(durations: LoopDurations): number {
  return durations.reduce((sum, d) => sum + d, 0);
}

/** The newest segment that has wholly played by `now`: the live edge, as if it had just been encoded. */
export function liveEdge(durations: LoopDurations, now: number): number {
  const count = durations.length;
  const round = Math.floor(now / loopLengthMs(durations));
  let into = now - round * loopLengthMs(durations);
  let done = 0;
  for (const d of durations) {
    if (into < d) break;
    into -= d;
    done += 1;
  }
  return round * count + done - 1;
}

/** Which loop segment the live stream's segment n plays (n ≥ 0). */
export function loopIndexOf(durations: LoopDurations, n: number): number {
  return n % durations.length;
}

/** The newest `size` segments up to the live edge. */
export function liveWindow(durations: LoopDurations, now: number, size: number): LiveWindow {
  const count = durations.length;
  const edge = liveEdge(durations, now);
  const first = Math.max(0, edge - size + 1);
  const segments: LiveSegment[] = [];
  for (let n = first; n <= edge; n += 1) {
    const index = loopIndexOf(durations, n);
    // The first segment's discontinuity is already counted by the discontinuity sequence.
    segments.push({ n, index, durationMs: durations[index] ?? 0, discontinuity: index === 0 && n !== first });
  }
  return { mediaSequence: first, discontinuitySequence: Math.floor(first / count), segments };
}

/**
 * Whether segment n may be served now: it has played (not ahead of the edge)
 * and is at most `kept` segments old. One ahead is allowed: another server
 * process's clock may run a little ahead of this one's.
 */
export function isLive(durations: LoopDurations, now: number, n: number, kept: number): boolean {
  const edge = liveEdge(durations, now);
  return n >= edge - kept && n <= edge + 1;
}
