/**
 * Names the tests that passed only when run again (CI runs each failed test once more, as it does
 * the browser specs): each is a bug in the test or the product, to be found, and a passing run
 * must still say which they were. Prints them at the end of the run and, when VITEST_RETRIED_FILE
 * is set, writes them there as JSON lines for `npm test`'s summary.
 */
import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

export interface RetriedTest {
  file: string;
  name: string;
  /** The first message of each failed attempt. */
  errors: string[];
}

export default class RetriedReporter implements Reporter {
  private readonly retried: RetriedTest[] = [];

  onTestCaseResult(test: TestCase): void {
    const diagnostic = test.diagnostic();
    if (!diagnostic?.flaky) return;
    const errors = (test.result().errors ?? []).map((error) => String(error.message).split('\n')[0] ?? '');
    this.retried.push({ file: relative(process.cwd(), test.module.moduleId), name: test.fullName, errors });
  }

  onTestRunEnd(): void {
    if (this.retried.length === 0) return;
    console.log(`\n${this.retried.length} test(s) passed only on their retry:`);
    for (const test of this.retried) console.log(`  ↻ ${test.file} › ${test.name}${test.errors.length ? ` (first: ${test.errors[0]})` : ''}`);
    const file = process.env.VITEST_RETRIED_FILE;
    if (file) appendFileSync(file, this.retried.map((test) => `${JSON.stringify(test)}\n`).join(''));
  }
}
