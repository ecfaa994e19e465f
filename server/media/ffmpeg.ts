import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Logger } from '../log';

/** Writes a game's loop (index.m3u8 and its .ts segments) into an empty folder. */
export type StreamMaker = (gameId: number, dir: string) => Promise<void>;

/** ffmpeg is not on this machine: the streams answer 503 until it is (scripts/ensure-ffmpeg.sh installs it). */
export class FfmpegMissingError extends Error {}

/** Debian's fonts-dejavu-core, which the ffmpeg package pulls in. */
export const DEFAULT_FONT_FILE = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
/** The loop: 12 s of 15 fps, a keyframe every 2 s so each 2 s segment starts with one. */
const LOOP_SECONDS = 12;
const FPS = 15;
const SEGMENT_SECONDS = 2;
/** A make takes about half a second; one that hangs is ended. */
const MAKE_TIMEOUT_MS = 60_000;
/** The end of ffmpeg's error output is what says why it failed. */
const STDERR_KEPT = 2_000;

export interface FfmpegMakerOptions {
  readonly log: Logger;
  /** Default FFMPEG_PATH, else `ffmpeg` on the PATH. */
  readonly ffmpegPath?: string;
  readonly fontFile?: string;
}

/** drawtext's own escaping: the text sits in single quotes, where `:` and `\` still need a backslash. */
function drawText(gameId: number, fontFile: string | null): string {
  const font = fontFile ? `fontfile=${fontFile}` : 'font=Sans';
  return [
    `drawtext=${font}`,
    `text='Game ${gameId}  LIVE  %{pts\\:hms}'`,
    'fontsize=30',
    'fontcolor=white',
    'box=1',
    'boxcolor=black@0.6',
    'boxborderw=10',
    'x=(w-text_w)/2',
    'y=h-text_h-24',
  ].join(':');
}

/** The ffmpeg arguments that make a game's loop in `dir`: a generated test pattern with the game's id and the clock burnt in. */
export function ffmpegArgs(gameId: number, dir: string, fontFile: string | null): string[] {
  const keyframeEvery = String(FPS * SEGMENT_SECONDS);
  return [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=640x360:rate=${FPS}:duration=${LOOP_SECONDS}`],
    ...['-vf', drawText(gameId, fontFile)],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-g', keyframeEvery, '-keyint_min', keyframeEvery, '-sc_threshold', '0'],
    ...['-pix_fmt', 'yuv420p', '-b:v', '300k'],
    ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod'],
    ...['-hls_segment_filename', `${dir}/seg%d.ts`, `${dir}/index.m3u8`],
  ];
}

/**
 * The maker that runs Debian's ffmpeg, once per game (never live encoding):
 * spawned, so the event loop goes on serving while it works. Without the
 * DejaVu font the clock is drawn with fontconfig's Sans instead (said once).
 */
export function ffmpegMaker(options: FfmpegMakerOptions): StreamMaker {
  const command = options.ffmpegPath ?? (process.env.FFMPEG_PATH || 'ffmpeg');
  const wanted = options.fontFile ?? DEFAULT_FONT_FILE;
  // Looked up at the first make, not at start: a server that never makes a stream says nothing about fonts.
  let fontFile: string | null | undefined;
  const font = (): string | null => {
    if (fontFile === undefined) {
      fontFile = existsSync(wanted) ? wanted : null;
      if (!fontFile) options.log.warn(`Live video streams: no font at ${wanted}; the clock is drawn with fontconfig's Sans`);
    }
    return fontFile;
  };
  return (gameId, dir) =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(command, ffmpegArgs(gameId, dir, font()), { stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.setEncoding('utf8');
      child.stderr.on('data', (chunk: string) => {
        stderr = (stderr + chunk).slice(-STDERR_KEPT);
      });
      const timer = setTimeout(() => child.kill('SIGKILL'), MAKE_TIMEOUT_MS);
      child.once('error', (error: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        reject(
          error.code === 'ENOENT'
            ? new FfmpegMissingError(`ffmpeg (${command}) is not installed: run scripts/ensure-ffmpeg.sh`)
            : new Error(`ffmpeg could not start: ${error.message}`),
        );
      });
      child.once('close', (code, signal) => {
        clearTimeout(timer);
        if (code === 0) resolve();
        else reject(new Error(`ffmpeg failed for game ${gameId} (${signal ?? `exit ${code}`}): ${stderr.trim()}`));
      });
    });
}
