// Starts a throw-away PostgreSQL cluster from the Debian binaries in a temporary folder, on a
// free port, for the PostgreSQL pass of the tests and for benchmarks. PostgreSQL refuses to
// run as root: when we are root the cluster runs as the `postgres` system user.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

function findBinDir() {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return undefined;
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : undefined;
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * Starts a cluster; returns {url, stop()} or undefined when no PostgreSQL is installed.
 * `settings` are extra server options (`-c name=value`).
 */
export async function startPostgres({ settings = [] } = {}) {
  const bin = findBinDir();
  if (!bin) return undefined;
  const isRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-pg-'));
  fs.chmodSync(dir, 0o755);
  const data = path.join(dir, 'data');
  const run = (cmd, args) => {
    const full = path.join(bin, cmd);
    const r = isRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', full, ...args], { encoding: 'utf8' })
      : spawnSync(full, args, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.stdout}`);
    return r.stdout;
  };
  if (isRoot) execFileSync('chown', ['postgres:postgres', dir]);
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  const opts = [
    `-p ${port}`,
    `-k ${dir}`,
    `-c listen_addresses=127.0.0.1`,
    '-c fsync=off',
    ...settings.map((s) => `-c ${s}`),
  ];
  run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', '-t', '60', '-o', opts.join(' '), 'start']);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
