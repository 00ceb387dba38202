import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Thrown when another live process already serves the same data folder. */
export class DataFolderInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is already in use by another server process (pid ${pid}). ` +
        'Stop that process first, or start this one with a different DATA_DIR.',
    );
    this.name = 'DataFolderInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite takes no lock of its own, and two processes writing one data folder corrupt it. The lock
 * file holds the owner's pid; a lock left by a process that died (kill -9) is taken over.
 */
export function lockDataFolder(dataDir: string): { release(): void } {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          rmSync(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(path, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) throw new DataFolderInUseError(dataDir, owner);
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not take the lock on the data folder ${dataDir}.`);
}
