/**
 * The VOD playlist ffmpeg's HLS muxer writes for a game's loop, read back:
 * each `#EXTINF:<seconds>,` followed by its segment's file name, closed by
 * `#EXT-X-ENDLIST`. Only what this server's own maker writes is read; anything
 * else (a playlist cut short by a killed process) is refused, and the folder
 * is made again.
 */
export interface VodSegment {
  readonly file: string;
  readonly durationMs: number;
}

export interface VodPlaylist {
  /** Whole seconds, at least every segment's duration (EXT-X-TARGETDURATION). */
  readonly targetDurationS: number;
  readonly segments: readonly VodSegment[];
}

/** A segment's own file name in the folder: nothing that could reach outside it. */
const SEGMENT_FILE = /^[A-Za-z0-9_-]{1,64}\.ts$/;

export function parseVodPlaylist(text: string): VodPlaylist {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines[0] !== '#EXTM3U') throw new Error('not an HLS playlist (no #EXTM3U)');
  if (!lines.includes('#EXT-X-ENDLIST')) throw new Error('the playlist has no #EXT-X-ENDLIST: its making did not finish');
  let targetDurationS = 0;
  let pending: number | null = null;
  const segments: VodSegment[] = [];
  for (const line of lines.slice(1)) {
    if (line.startsWith('#EXT-X-TARGETDURATION:')) targetDurationS = Number(line.slice('#EXT-X-TARGETDURATION:'.length));
    else if (line.startsWith('#EXTINF:')) pending = Number(line.slice('#EXTINF:'.length).split(',')[0]);
    else if (!line.startsWith('#')) {
      if (pending === null || !Number.isFinite(pending) || pending <= 0) throw new Error(`segment ${line} has no valid #EXTINF before it`);
      if (!SEGMENT_FILE.test(line)) throw new Error(`segment name ${line} is not a plain .ts file name`);
      segments.push({ file: line, durationMs: Math.round(pending * 1000) });
      pending = null;
    }
  }
  if (segments.length === 0) throw new Error('the playlist lists no segment');
  if (!Number.isInteger(targetDurationS) || targetDurationS <= 0) throw new Error('the playlist has no valid #EXT-X-TARGETDURATION');
  if (segments.some((s) => s.durationMs > targetDurationS * 1000 + 500)) throw new Error('a segment is longer than the target duration');
  return { targetDurationS, segments };
}
