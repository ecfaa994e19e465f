import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../log';
import type { StreamMaker } from './ffmpeg';
import { parseVodPlaylist, type VodSegment } from './vodPlaylist';

/** A game's loop on disk, checked: its folder, the playlist's target duration and segments. */
export interface StreamLoop {
  readonly gameId: number;
  readonly dir: string;
  readonly targetDurationS: number;
  readonly segments: readonly VodSegment[];
  /** The segments' durations in ms, in order (server/media/liveWindow.ts plays them). */
  readonly durations: readonly number[];
}

/** Every MPEG transport stream packet starts with this sync byte. */
const TS_SYNC_BYTE = 0x47;
const PLAYLIST = 'index.m3u8';
/** A folder being made is named so, and renamed to the game's id once checked: a killed make never looks finished. */
const MAKING = '.making-';
/** A making folder this old belongs to a process that died (a make takes about half a second). */
const ABANDONED_AFTER_MS = 10 * 60_000;

export interface StreamLibraryOptions {
  /** The cache folder (STREAMS_DIR, default .data/streams): one folder per game. */
  readonly root: string;
  readonly make: StreamMaker;
  readonly log: Logger;
}

/**
 * The games' loops, made on first demand and kept on disk across restarts.
 * Two requests for a game not made yet wait for one make (single flight),
 * and makes run one at a time: a page of video games asked at once queues
 * behind one ffmpeg instead of starting dozens.
 */
export class StreamLibrary {
  readonly root: string;
  private readonly make: StreamMaker;
  private readonly log: Logger;
  private readonly loops = new Map<number, StreamLoop>();
  private readonly pending = new Map<number, Promise<StreamLoop>>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(options: StreamLibraryOptions) {
    this.root = options.root;
    this.make = options.make;
    this.log = options.log;
  }

  /** The game's loop: from memory, else from its checked folder, else made now. */
  loop(gameId: number): Promise<StreamLoop> {
    const known = this.loops.get(gameId);
    if (known) return Promise.resolve(known);
    let pending = this.pending.get(gameId);
    if (!pending) {
      pending = this.load(gameId).finally(() => this.pending.delete(gameId));
      this.pending.set(gameId, pending);
    }
    return pending;
  }

  /** The file of the loop's segment `index`. */
  segmentFile(loop: StreamLoop, index: number): string {
    const segment = loop.segments[index];
    if (!segment) throw new Error(`game ${loop.gameId}'s loop has no segment ${index}`);
    return join(loop.dir, segment.file);
  }

  /**
   * Removes a finished game's loop from memory and disk: its video ended, and
   * a server that runs for weeks would otherwise keep every game it ever streamed.
   */
  async discard(gameId: number): Promise<void> {
    // A make in flight finishes first, so its folder is not renamed into place after the removal.
    await this.pending.get(gameId)?.catch(() => undefined);
    this.loops.delete(gameId);
    await rm(join(this.root, String(gameId)), { recursive: true, force: true });
  }

  /** Forgets a loop whose files went missing: the next request checks the folder again and remakes it. */
  forget(gameId: number): void {
    this.loops.delete(gameId);
  }

  private async load(gameId: number): Promise<StreamLoop> {
    const dir = join(this.root, String(gameId));
    const found = await checkedLoop(gameId, dir).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.log.warn(`Live video of game ${gameId} is remade: ${String(error)}`);
      return null;
    });
    const loop = found ?? (await this.serially(() => this.makeInto(gameId, dir)));
    this.loops.set(gameId, loop);
    return loop;
  }

  private serially<T>(job: () => Promise<T>): Promise<T> {
    const run = this.queue.then(job, job);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async makeInto(gameId: number, dir: string): Promise<StreamLoop> {
    await mkdir(this.root, { recursive: true });
    await this.removeAbandoned(gameId);
    const making = join(this.root, `${MAKING}${gameId}-${process.pid}-${randomBytes(4).toString('hex')}`);
    await mkdir(making);
    try {
      const started = performance.now();
      await this.make(gameId, making);
      await checkedLoop(gameId, making);
      // A half-made or stale folder under the final name goes; another process's finished one stays if it won the race.
      await rm(dir, { recursive: true, force: true });
      await rename(making, dir).catch(async (error: unknown) => {
        if (!['ENOTEMPTY', 'EEXIST'].includes(String((error as NodeJS.ErrnoException).code))) throw error;
      });
      this.log.info(`Live video of game ${gameId} made in ${Math.round(performance.now() - started)} ms`);
      return await checkedLoop(gameId, dir);
    } finally {
      await rm(making, { recursive: true, force: true });
    }
  }

  private async removeAbandoned(gameId: number): Promise<void> {
    const prefix = `${MAKING}${gameId}-`;
    for (const name of await readdir(this.root)) {
      if (!name.startsWith(prefix)) continue;
      const path = join(this.root, name);
      const made = await stat(path).catch(() => null);
      if (made && Date.now() - made.mtimeMs > ABANDONED_AFTER_MS) await rm(path, { recursive: true, force: true });
    }
  }
}

/** The folder's loop if it is whole: the playlist parses and each segment is there and starts as MPEG-TS. */
export async function checkedLoop(gameId: number, dir: string): Promise<StreamLoop> {
  const playlist = parseVodPlaylist(await readFile(join(dir, PLAYLIST), 'utf8'));
  for (const segment of playlist.segments) {
    const file = await open(join(dir, segment.file));
    try {
      const { bytesRead, buffer } = await file.read(Buffer.alloc(1), 0, 1, 0);
      if (bytesRead !== 1 || buffer[0] !== TS_SYNC_BYTE) throw new Error(`${segment.file} is not an MPEG-TS segment`);
    } finally {
      await file.close();
    }
  }
  return {
    gameId,
    dir,
    targetDurationS: playlist.targetDurationS,
    segments: playlist.segments,
    durations: playlist.segments.map((s) => s.durationMs),
  };
}
