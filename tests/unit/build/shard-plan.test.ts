import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appSpecFiles, DURATIONS_FILE, durationsFromReports, onlyFile, planShards } from '../../../scripts/shard-plan.mjs';

describe('sharing the browser spec files among processes (scripts/shard-plan.mjs)', () => {
  it('puts every file in exactly one group, the groups within the longest file of each other', () => {
    const seconds = { 'a.spec.ts': 50, 'b.spec.ts': 40, 'c.spec.ts': 30, 'd.spec.ts': 20, 'e.spec.ts': 10 };
    const plan = planShards(Object.keys(seconds), seconds, 2);
    expect(plan.flatMap((group) => group.files).sort()).toEqual(Object.keys(seconds));
    expect(plan.map((group) => group.seconds)).toEqual([80, 70]);
  });

  it('counts a file with no record as the mean of the recorded ones', () => {
    const plan = planShards(['new.spec.ts', 'old.spec.ts', 'older.spec.ts'], { 'old.spec.ts': 10, 'older.spec.ts': 30 }, 2);
    expect(plan).toEqual([
      { files: ['older.spec.ts'], seconds: 30 },
      { files: ['new.spec.ts', 'old.spec.ts'], seconds: 30 },
    ]);
  });

  it('names each spec file by a filter that matches it and no other, the gallery project\'s included', () => {
    const all = [...appSpecFiles(), 'gallery/gallery.spec.ts', 'dev-server/dev-loop.spec.ts'].map((file) => `/repo/tests/e2e/${file}`);
    for (const file of appSpecFiles()) {
      const filter = new RegExp(onlyFile(file));
      expect(all.filter((path) => filter.test(path))).toEqual([`/repo/tests/e2e/${file}`]);
    }
  });

  it('finds the app project\'s spec files only, and records no file that is gone', () => {
    const files = appSpecFiles();
    expect(files.length).toBeGreaterThan(40);
    expect(files.some((file) => file.startsWith('gallery/') || file.startsWith('dev-server/'))).toBe(false);
    const recorded = Object.keys(JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')).seconds);
    expect(recorded.filter((file) => !files.includes(file))).toEqual([]);
  });

  it('reads the seconds per file from Playwright reports, nested suites included', () => {
    const result = (ms: number) => ({ results: [{ duration: ms }] });
    const report = {
      suites: [
        { file: 'x.spec.ts', specs: [{ tests: [result(1500)] }], suites: [{ file: 'helper.ts', specs: [{ tests: [result(2500), result(1000)] }] }] },
        { file: 'y.spec.ts', specs: [{ tests: [result(400)] }] },
      ],
    };
    expect(durationsFromReports([report])).toEqual({ 'x.spec.ts': 5, 'y.spec.ts': 0 });
  });
});
