import { readdirSync, readFileSync } from 'node:fs';

/**
 * The kernel's data access monitor (DAMON), when one runs on the machine: every sampling interval it walks the
 * mappings of the pages it samples, on one of the cores. On the two-core virtual machines these benches ran on, it
 * samples physical memory every 500 ms, and its thread took 20-25 ms of CPU a second while the API was under load
 * (bench/README.md, api-throughput). Returns its thread and interval, or undefined where none is on.
 */
export function kernelMemoryMonitor(
  root = '/sys/kernel/mm/damon/admin/kdamonds',
): { pid: number; sampleMs: number } | undefined {
  try {
    for (const entry of readdirSync(root)) {
      if (!/^\d+$/.test(entry)) continue;
      if (readFileSync(`${root}/${entry}/state`, 'utf8').trim() !== 'on') continue;
      const pid = Number(readFileSync(`${root}/${entry}/pid`, 'utf8'));
      const sampleUs = Number(
        readFileSync(`${root}/${entry}/contexts/0/monitoring_attrs/intervals/sample_us`, 'utf8').trim(),
      );
      if (pid > 0) return { pid, sampleMs: sampleUs / 1000 };
    }
  } catch {
    // No DAMON on this kernel, or its folder cannot be read.
  }
  return undefined;
}
