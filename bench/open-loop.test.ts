import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openLoop } from './open-loop.ts';

const servers: net.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/**
 * A keep-alive HTTP server written on raw sockets, so the test decides how an answer is cut into writes. Answers each
 * request on a connection in turn and counts requests and connections.
 */
async function rawServer(answer: (index: number) => { status: number; body: Buffer; pieces?: number }) {
  const seen = { requests: 0, connections: 0, paths: [] as string[] };
  const server = net.createServer((socket) => {
    seen.connections += 1;
    let pending = '';
    socket.on('data', async (chunk) => {
      pending += chunk.toString('latin1');
      for (let end = pending.indexOf('\r\n\r\n'); end >= 0; end = pending.indexOf('\r\n\r\n')) {
        const head = pending.slice(0, end);
        pending = pending.slice(end + 4);
        seen.paths.push(head.split(' ')[1] ?? '');
        const { status, body, pieces = 1 } = answer(seen.requests);
        seen.requests += 1;
        const whole = Buffer.concat([
          Buffer.from(`HTTP/1.1 ${status} X\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\n\r\n`),
          body,
        ]);
        // In `pieces` writes a few milliseconds apart: headers and body arrive split across reads.
        const size = Math.ceil(whole.length / pieces);
        for (let at = 0; at < whole.length; at += size) {
          socket.write(whole.subarray(at, at + size));
          if (pieces > 1) await new Promise((resolve) => setTimeout(resolve, 2));
        }
      }
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { url: `http://127.0.0.1:${port}/api/stories?x=1`, seen };
}

describe('the open-loop client of the benchmarks', () => {
  it('times every answer, large ones and ones cut into many reads, over reused connections', async () => {
    const big = Buffer.alloc(200_000, 'a');
    const { url, seen } = await rawServer((index) => ({ status: 200, body: big, pieces: index % 2 === 0 ? 1 : 97 }));
    const result = await openLoop({ url, headers: { cookie: 'a=b' }, rate: 40, seconds: 0.5 });
    expect(result.sent).toBe(20);
    expect(result.failed).toBe(0);
    expect(result.latencies).toHaveLength(20);
    expect(seen.requests).toBe(20);
    expect(seen.paths.every((path) => path === '/api/stories?x=1')).toBe(true);
    // Requests 25 ms apart, answers in a few: connections are kept and used again.
    expect(seen.connections).toBeLessThan(20);
    for (const latency of result.latencies) expect(latency).toBeGreaterThan(0);
    // Each request is due 25 ms after the one before.
    expect(Math.max(...result.dueAt)).toBeGreaterThanOrEqual(19 * 25 - 1);
  });

  it('counts an answer that is not 2xx as failed and leaves warm-up answers out', async () => {
    const { url, seen } = await rawServer((index) => ({ status: index === 12 ? 503 : 200, body: Buffer.from('ok') }));
    const result = await openLoop({ url, headers: {}, rate: 50, seconds: 0.2, warmUpSeconds: 0.2 });
    expect(seen.requests).toBe(20);
    expect(result.sent).toBe(10);
    expect(result.failed).toBe(1);
    expect(result.latencies).toHaveLength(9);
    expect(Math.min(...result.dueAt)).toBeGreaterThanOrEqual(0);
  });
});
