import { readFileTimes, slowestReport } from './file-times.ts';

// `.ci/run`'s closing lines: the suites' times and the five slowest test files across them.
process.stdout.write(`${slowestReport(readFileTimes())}\n`);
