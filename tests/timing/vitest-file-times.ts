import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { fileTimesReport, writeFileTimes } from './file-times.ts';

/**
 * Prints each test file's time after Vitest's own report (which still shows every failure), and writes them for
 * `.ci/run`. A file's time is what its worker spent on it: setting up, importing, and running its tests and hooks.
 */
export default class VitestFileTimes implements Reporter {
  private started = performance.now();

  onTestRunStart(): void {
    this.started = performance.now();
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const files = testModules.map((module) => {
      const spent = module.diagnostic();
      const ms =
        spent.environmentSetupDuration +
        spent.prepareDuration +
        spent.setupDuration +
        spent.collectDuration +
        spent.duration;
      return { file: path.relative(process.cwd(), module.moduleId), seconds: ms / 1000 };
    });
    const times = { suite: 'vitest', wallSeconds: (performance.now() - this.started) / 1000, files };
    process.stdout.write(fileTimesReport(times));
    writeFileTimes(times);
  }
}
