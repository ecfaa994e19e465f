import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresBinDir } from '../../server/db/postgresBinaries';

/**
 * A throwaway PostgreSQL cluster for tests and scratch work: a temp folder,
 * initdb, a free port on 127.0.0.1, the unix socket inside the folder, trust
 * auth, no fsync, with Debian's server programs (server/db/postgresBinaries.ts).
 * PostgreSQL refuses to run as root, so as root the cluster runs as the
 * `postgres` user the package creates.
 */
export interface PostgresCluster {
  /** Superuser URL of the `postgres` database: create and drop databases with it. */
  readonly adminUrl: string;
  readonly port: number;
  readonly folder: string;
  /** Stops the server at once and deletes the folder; safe to call twice and from an exit handler (synchronous). */
  stop(): void;
}

/** The server's programs; the message says how to get them, or how to do without (the suite's own error). */
function serverBinDir(): string {
  try {
    return postgresBinDir('initdb');
  } catch (error) {
    throw new Error(
      `The server tests run on a real PostgreSQL too, and ${(error as Error).message}\n` +
        '(npm test installs it itself: scripts/ensure-postgres.sh.) Or set TEST_DATABASE_URL to a superuser URL of a running server.',
    );
  }
}

const asRoot = (): boolean => process.getuid?.() === 0;

/** Runs a PostgreSQL binary as the user that may run it. */
function run(bin: string, args: readonly string[]): void {
  const [command, argv] = asRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, [...args]];
  const result = spawnSync(command, argv, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${bin} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${result.stdout}${result.stderr}`);
}

/** The temp folder, unless the `postgres` user cannot reach it (a root TMPDIR such as /root/tmp): then /tmp. */
function reachableTmp(): string {
  const base = tmpdir();
  if (!asRoot() || base === '/tmp') return base;
  return spawnSync('runuser', ['-u', 'postgres', '--', 'test', '-x', base]).status === 0 ? base : '/tmp';
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = serverBinDir();
  const folder = mkdtempSync(join(reachableTmp(), 'pg-test-'));
  const data = join(folder, 'data');
  let stopped = false;
  let started = false;
  const stop = (): void => {
    if (stopped) return;
    stopped = true;
    // Immediate: the data is thrown away, and a waiting test connection must not hold the stop up.
    if (started) run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    if (asRoot()) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      chownSync(folder, uid, gid);
    }
    run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    // A port taken between the probe and the start fails the start: try another.
    for (let attempt = 1; ; attempt += 1) {
      const port = await freePort();
      const options = [
        `-p ${port}`,
        `-k ${folder}`,
        '-c listen_addresses=127.0.0.1',
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
        '-c max_connections=300',
        '-c shared_buffers=32MB',
      ].join(' ');
      try {
        run(join(bin, 'pg_ctl'), ['-D', data, '-l', join(folder, 'server.log'), '-o', options, '-w', '-t', '60', 'start']);
        started = true;
        return { adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`, port, folder, stop };
      } catch (error) {
        const log = existsSync(join(folder, 'server.log')) ? readFileSync(join(folder, 'server.log'), 'utf8') : '';
        if (attempt >= 3 || !/could not bind|already in use/i.test(log)) throw new Error(`${String(error)}\n${log}`);
      }
    }
  } catch (error) {
    stop();
    throw error;
  }
}

/**
 * Stops the cluster when the process ends in any way a handler can see: a
 * normal exit, or Ctrl-C / a kill, after which the signal ends the process
 * as it would have (unless someone else listens for it).
 */
export function stopOnExit(cluster: PostgresCluster): () => void {
  const onSignal = (signal: NodeJS.Signals): void => {
    cluster.stop();
    detach();
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  const onExit = (): void => cluster.stop();
  const detach = (): void => {
    process.off('exit', onExit);
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.off(signal, onSignal);
  };
  process.on('exit', onExit);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, onSignal);
  return detach;
}
