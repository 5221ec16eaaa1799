import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * Gives back the memory that starting took. Loading the modules, migrating and seeding make a burst of short-lived
 * objects that grows V8's young generation to its largest size, and V8 keeps that size while the server idles. One
 * memory-reducing full collection, once, shrinks it again; a peak of stories grows it as far as that load needs.
 * The collector is reached through a context of its own, so no `gc` appears among the server's globals.
 */
export function releaseStartMemory(): void {
  v8.setFlagsFromString('--expose-gc');
  const collect = vm.runInNewContext('gc') as (options: Record<string, string>) => void;
  collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}
