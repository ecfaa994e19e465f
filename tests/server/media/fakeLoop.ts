import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StreamMaker } from '../../../server/media';

/** One MPEG-TS packet: the sync byte 0x47, then stuffing. */
export function tsPacket(fill: number): Buffer {
  const packet = Buffer.alloc(188, fill);
  packet[0] = 0x47;
  return packet;
}

/**
 * A maker that writes what ffmpeg's HLS muxer writes (a VOD playlist and its
 * segments, each a TS packet whose stuffing tells the segment apart) without
 * running it, counting its calls and how many ran at once.
 */
export function fakeMaker(durationsS: readonly number[] = [2, 2, 2]): StreamMaker & { calls: number[]; mostAtOnce: number } {
  let running = 0;
  const made = Object.assign(
    async (gameId: number, dir: string): Promise<void> => {
      made.calls.push(gameId);
      running += 1;
      made.mostAtOnce = Math.max(made.mostAtOnce, running);
      try {
        // A turn of the event loop, so two makes asked together would overlap if nothing serialised them.
        await new Promise((resolve) => setTimeout(resolve, 5));
        const lines = ['#EXTM3U', '#EXT-X-VERSION:3', `#EXT-X-TARGETDURATION:${Math.ceil(Math.max(...durationsS))}`];
        for (const [i, d] of durationsS.entries()) {
          await writeFile(join(dir, `seg${i}.ts`), tsPacket(i + 1));
          lines.push(`#EXTINF:${d.toFixed(6)},`, `seg${i}.ts`);
        }
        await writeFile(join(dir, 'index.m3u8'), `${[...lines, '#EXT-X-ENDLIST'].join('\n')}\n`);
      } finally {
        running -= 1;
      }
    },
    { calls: [] as number[], mostAtOnce: 0 },
  );
  return made;
}
