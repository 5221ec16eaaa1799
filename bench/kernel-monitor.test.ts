import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { kernelMemoryMonitor } from './kernel-monitor.ts';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => fs.rm(folder, { recursive: true, force: true })));
});

/** A copy of DAMON's sysfs folder with one monitor in it. */
async function kdamonds(state: string, pid: string, sampleUs: string) {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'kdamonds-'));
  folders.push(root);
  const intervals = path.join(root, '0', 'contexts', '0', 'monitoring_attrs', 'intervals');
  await fs.mkdir(intervals, { recursive: true });
  await fs.writeFile(path.join(root, '0', 'state'), `${state}\n`);
  await fs.writeFile(path.join(root, '0', 'pid'), `${pid}\n`);
  await fs.writeFile(path.join(intervals, 'sample_us'), `${sampleUs}\n`);
  return root;
}

describe('kernelMemoryMonitor', () => {
  it("names a running monitor's thread and its sampling interval", async () => {
    expect(kernelMemoryMonitor(await kdamonds('on', '76', '500000'))).toEqual({ pid: 76, sampleMs: 500 });
  });

  it('says none when the monitor is off or the kernel has no such folder', async () => {
    expect(kernelMemoryMonitor(await kdamonds('off', '-1', '500000'))).toBeUndefined();
    expect(kernelMemoryMonitor(path.join(os.tmpdir(), 'no-such-kdamonds-folder'))).toBeUndefined();
  });
});
