/**
 * Node flags the server runs with, wherever it is started (`npm start` and `npm run serve` in package.json repeat
 * them and SERVER_ENV below, as a script line cannot import this file).
 *
 * Loading the server's modules makes a burst of short-lived objects; with V8's default young generation the heap then
 * stays near 190 MB while about 40 MB is in use, and the process sits at about 310 MB before its first request.
 * An 8 MB semi-space keeps it near 175 MB at the cost of more frequent, very short minor collections.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'] as const;

/**
 * Environment the server process starts with. glibc gives each thread that allocates its own memory arena and keeps
 * freed memory there; libvips (sharp) works on several threads, so drawing pictures left hundreds of MB of freed
 * memory held. Two arenas keep the peak of 20 stories drawn in the server well below that.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' } as const;
