/**
 * Node flags the server runs with, wherever it is started (`npm start` and `npm run serve` in package.json repeat
 * them and SERVER_ENV below, as a script line cannot import this file).
 *
 * A young generation of up to 64 MB a semi-space: at a bedtime peak many stories are being written at once, and in a
 * smaller one their objects outlive the young collections, are copied into the old generation and make full
 * collections frequent. In the `bedtime-peak` bench the whole story's p95 was 22-28 s with 8, 16 or 32 MB, and 14-28 s
 * (median of five runs 18.5 s) with 64 MB. The young generation the start grew is given back once the server listens
 * (`util/start-memory.ts`).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'] as const;

/**
 * Environment the server process starts with. glibc gives each thread that allocates its own memory arena and keeps
 * freed memory there; libvips (sharp) works on several threads, so drawing pictures left hundreds of MB of freed
 * memory held. Two arenas keep the peak of 20 stories drawn in the server well below that.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' } as const;
