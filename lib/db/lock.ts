import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Raised when another live process holds the embedded database directory. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly holderPid: number,
  ) {
    super(
      `The embedded database in ${dir} is already open in another process (pid ${holderPid}). ` +
        'A PGlite data directory must never be opened by two processes at once. Stop that process, ' +
        'or give this one its own directory with KULDEVTA_DATA_DIR, or use a server with DATABASE_URL.',
    );
    this.name = 'DataDirLockedError';
  }
}

interface LockInfo {
  pid: number;
  host: string;
  since: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(file: string): LockInfo | undefined {
  try {
    const info = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockInfo>;
    if (typeof info.pid === 'number' && typeof info.host === 'string') return info as LockInfo;
  } catch {
    // A lock file that cannot be read (half written, garbage) is treated as stale.
  }
  return undefined;
}

/**
 * Takes the lock on a data directory for this process, or throws DataDirLockedError when a
 * live process holds it. A lock left by a dead process (kill -9, crash) is taken over.
 * Returns the function that releases it.
 */
export function acquireDirLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'kuldevta.lock');
  const mine: LockInfo = { pid: process.pid, host: os.hostname(), since: new Date().toISOString() };

  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, JSON.stringify(mine));
      fs.closeSync(fd);
      const release = () => {
        const held = readLock(file);
        if (held?.pid === process.pid) fs.rmSync(file, { force: true });
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const held = readLock(file);
      if (held && held.pid === process.pid) {
        // Same process (a module reloaded in development): it already owns the directory.
        return () => {};
      }
      // A lock from another machine (a shared disk) cannot be checked, so it is respected.
      if (held && (held.host !== mine.host || isAlive(held.pid))) {
        throw new DataDirLockedError(dir, held.pid);
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock on ${dir}`);
}
