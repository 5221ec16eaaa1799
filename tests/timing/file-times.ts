import fs from 'node:fs';
import path from 'node:path';

/**
 * Where the suite's time goes: each runner's reporter prints every test file's time and writes them to
 * `test-results/file-times/<suite>.json`, and `.ci/run` prints the slowest files of both suites at the end.
 */

export type FileTime = { file: string; seconds: number };
export type SuiteTimes = { suite: string; wallSeconds: number; files: FileTime[] };

export const FILE_TIMES_DIR = path.resolve('test-results', 'file-times');
const SLOWEST = 5;

const seconds = (value: number) => `${value.toFixed(1).padStart(7)} s`;
const fileCount = (count: number) => `${count} ${count === 1 ? 'file' : 'files'}`;

/** Every file's time, slowest first, then the suite's wall time and its five slowest files. */
export function fileTimesReport({ suite, wallSeconds, files }: SuiteTimes): string {
  const sorted = [...files].sort((a, b) => b.seconds - a.seconds);
  const summed = files.reduce((sum, file) => sum + file.seconds, 0);
  return [
    '',
    `${suite}: time per test file (slowest first)`,
    ...sorted.map((file) => `${seconds(file.seconds)}  ${file.file}`),
    '',
    `${suite}: ${fileCount(files.length)} in ${seconds(wallSeconds).trim()} of wall time (their own times add up to ${seconds(summed).trim()})`,
    `${suite}: the ${SLOWEST} slowest files`,
    ...sorted.slice(0, SLOWEST).map((file) => `${seconds(file.seconds)}  ${file.file}`),
    '',
  ].join('\n');
}

export function writeFileTimes(times: SuiteTimes): void {
  fs.mkdirSync(FILE_TIMES_DIR, { recursive: true });
  fs.writeFileSync(path.join(FILE_TIMES_DIR, `${times.suite}.json`), `${JSON.stringify(times, null, 2)}\n`);
}

export function readFileTimes(): SuiteTimes[] {
  if (!fs.existsSync(FILE_TIMES_DIR)) return [];
  return fs
    .readdirSync(FILE_TIMES_DIR)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(fs.readFileSync(path.join(FILE_TIMES_DIR, name), 'utf8')) as SuiteTimes);
}

/** The five slowest files across every suite that wrote its times (`.ci/run`'s closing lines). */
export function slowestReport(suites: SuiteTimes[]): string {
  const all = suites.flatMap((suite) => suite.files.map((file) => ({ ...file, file: `${suite.suite}: ${file.file}` })));
  const lines = suites.map(
    (suite) => `${suite.suite}: ${fileCount(suite.files.length)} in ${seconds(suite.wallSeconds).trim()}`,
  );
  return [
    ...lines,
    `the ${SLOWEST} slowest test files`,
    ...all
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, SLOWEST)
      .map((file) => `${seconds(file.seconds)}  ${file.file}`),
  ].join('\n');
}
