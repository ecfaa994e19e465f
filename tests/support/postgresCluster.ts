import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throwaway PostgreSQL cluster for tests and scratch work: a temp folder,
 * initdb, a free port on 127.0.0.1, the unix socket inside the folder, trust
 * auth, no fsync. Debian's server binaries live in /usr/lib/postgresql/<v>/bin
 * (not on the PATH). PostgreSQL refuses to run as root, so as root the
 * cluster runs as the `postgres` user the package creates.
 */
export interface PostgresCluster {
  /** Superuser URL of the `postgres` database: create and drop databases with it. */
  readonly adminUrl: string;
  readonly port: number;
  readonly folder: string;
  /** Stops the server at once and deletes the folder; safe to call twice and from an exit handler (synchronous). */
  stop(): void;
}

/** The newest installed server's bin folder, or PG_BIN when set. */
export function postgresBinDir(): string {
  const given = process.env.PG_BIN;
  if (given) {
    if (!existsSync(join(given, 'initdb'))) throw new Error(`PG_BIN=${given} has no initdb`);
    return given;
  }
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => /^\d+$/.test(v) && existsSync(join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const [newest] = versions;
  if (!newest)
    throw new Error(
      'The server tests run on a real PostgreSQL too, and none is installed (no /usr/lib/postgresql/<version>/bin/initdb).\n' +
        'Install it (as root): apt-get update && apt-get install -y postgresql  (npm test does this itself: scripts/ensure-postgres.sh),\n' +
        'or set PG_BIN to a folder holding initdb and pg_ctl, or TEST_DATABASE_URL to a superuser URL of a running server.',
    );
  return join(root, newest, 'bin');
}

const asRoot = (): boolean => process.getuid?.() === 0;

/** Runs a PostgreSQL binary as the user that may run it. */
function run(bin: string, args: readonly string[]): void {
  const [command, argv] = asRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, [...args]];
  const result = spawnSync(command, argv, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${bin} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${result.stdout}${result.stderr}`);
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
  const bin = postgresBinDir();
  const folder = mkdtempSync(join(tmpdir(), 'pg-test-'));
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
