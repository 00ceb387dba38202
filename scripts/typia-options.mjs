// The options of typia's build plugin (@ryoppippi/unplugin-typia), for rsbuild and vitest alike.
//
// The plugin builds a TypeScript program for every file that calls typia. Without its cache it
// parses the whole program again each time (lib.d.ts, React's and the contracts' types): about
// 2.4 s a file here, 115 s of a 130 s production build. With its cache it keeps the parsed files
// in memory for the rest of the process (16 s for the same build) but also writes each result to
// a disk cache keyed by that file's text alone, so a result built against an older version of an
// imported type could be served after the type changed.
//
// So the cache is on only for a run that reads the sources once (a production build, `vitest
// run`), never for a process that watches them (the dev server, vitest's watch mode, whose
// in-memory copies would go stale) unless it is told its sources stay as they are (TYPIA_CACHE=1,
// the browser tests' dev server), and its disk cache goes to a folder of this process alone,
// removed when it exits: no later run can read what this one wrote.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let cacheDir;

/** `{ cache, log }` for the plugin; `oneShot` says the process reads every source once and exits. */
export function typiaOptions(oneShot) {
  if (!oneShot) return { cache: false, log: false };
  if (!cacheDir) {
    cacheDir = mkdtempSync(join(tmpdir(), 'typia-cache-'));
    // find-cache-dir, which the plugin asks for its folder, honours CACHE_DIR.
    process.env.CACHE_DIR = cacheDir;
    process.on('exit', () => rmSync(cacheDir, { recursive: true, force: true }));
  }
  return { cache: true, log: false };
}
