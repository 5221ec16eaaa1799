import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { fileTimesReport, writeFileTimes } from './file-times.ts';

/**
 * Prints each spec file's time after Playwright's own report (the list reporter beside it still shows every
 * failure), and writes them for `.ci/run`. A file's time is the sum of its tests' times, hooks and retries included.
 */
export default class PlaywrightFileTimes implements Reporter {
  private readonly perFile = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.relative(process.cwd(), test.location.file);
    this.perFile.set(file, (this.perFile.get(file) ?? 0) + result.duration);
  }

  onEnd(result: FullResult): void {
    const files = [...this.perFile].map(([file, ms]) => ({ file, seconds: ms / 1000 }));
    const times = { suite: 'playwright', wallSeconds: result.duration / 1000, files };
    process.stdout.write(fileTimesReport(times));
    writeFileTimes(times);
  }
}
