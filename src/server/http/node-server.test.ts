import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/setup/test-app.ts';
import { createHttpServer } from './node-server.ts';

// Short limits keep these tests quick; production's are 30 s for the headers and 60 s for a whole request.
const { app, config } = await createTestApp({
  HEADERS_TIMEOUT_MS: '1000',
  REQUEST_TIMEOUT_MS: '1500',
  CONNECTIONS_PER_ADDRESS: '3',
});
const server = createHttpServer(app.fetch, config.http);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

type Connection = { socket: net.Socket; received: () => string; closed: Promise<number> };

/** A raw connection to the server; `closed` resolves with the milliseconds from opening to the server's close. */
async function connect(): Promise<Connection> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const openedAt = performance.now();
  let text = '';
  socket.on('data', (chunk) => {
    text += chunk.toString('utf8');
  });
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now() - openedAt)));
  return { socket, received: () => text, closed };
}

/** Writes `text` one byte at a time, `gapMs` apart, until the socket closes or the text is sent. */
async function trickle(socket: net.Socket, text: string, gapMs: number): Promise<void> {
  for (const byte of text) {
    if (socket.destroyed || socket.writableEnded) return;
    socket.write(byte);
    await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
}

const within = (ms: number, closed: Promise<number>) =>
  Promise.race([closed, new Promise<number>((resolve) => setTimeout(() => resolve(Number.POSITIVE_INFINITY), ms))]);

describe('the HTTP server', () => {
  it('cuts a body sent a byte at a time once the request’s time is up, with a 408', async () => {
    const connection = await connect();
    const body = JSON.stringify({ name: 'x'.repeat(200) });
    connection.socket.write(
      `POST /api/access-gate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    void trickle(connection.socket, body, 100);
    // 1.5 s for the whole request, checked every quarter of the shorter limit: cut well before the body is sent.
    const closedAfter = await within(5000, connection.closed);
    expect(closedAfter).toBeGreaterThan(1400);
    // (A loaded machine adds its delay; the body alone would have taken 20 s.)
    expect(closedAfter).toBeLessThan(4000);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408/);
    // The API's error shape: the app translates the code.
    expect(JSON.parse(connection.received().split('\r\n\r\n')[1] ?? '{}')).toMatchObject({
      error: { code: 'requestTimeout' },
    });
  });

  it('cuts headers sent a byte at a time once their time is up', async () => {
    const connection = await connect();
    void trickle(
      connection.socket,
      `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${'y'.repeat(100)}\r\n\r\n`,
      100,
    );
    const closedAfter = await within(5000, connection.closed);
    expect(closedAfter).toBeGreaterThan(900);
    expect(closedAfter).toBeLessThan(3500);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('answers a request it cannot read with a 400 in the API’s error shape', async () => {
    const connection = await connect();
    connection.socket.write('NOT HTTP AT ALL\r\n\r\n');
    await within(3000, connection.closed);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 400/);
    expect(JSON.parse(connection.received().split('\r\n\r\n')[1] ?? '{}')).toMatchObject({
      error: { code: 'invalidFormat' },
    });
  });

  it('gives a request sent in time all the time its answer takes (a progress stream lasts minutes)', async () => {
    const slow = createHttpServer(
      () => new Promise<Response>((resolve) => setTimeout(() => resolve(new Response('done')), 2500)),
      config.http,
    );
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(slow.address() as AddressInfo).port}/`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('done');
    } finally {
      await new Promise((resolve) => slow.close(resolve));
    }
  });

  it('refuses connections past the cap of one address with a 503, and takes new ones once some close', async () => {
    const held = [await connect(), await connect(), await connect()];
    const extra = await connect();
    expect(await within(2000, extra.closed)).toBeLessThan(2000);
    expect(extra.received()).toMatch(/^HTTP\/1\.1 503/);
    expect(JSON.parse(extra.received().split('\r\n\r\n')[1] ?? '{}')).toMatchObject({ error: { code: 'serverBusy' } });
    // The held ones still work.
    const first = held[0];
    first?.socket.write('GET /api/config HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    for (let i = 0; i < 40 && !first?.received().includes('\r\n\r\n'); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(first?.received()).toMatch(/^HTTP\/1\.1 200/);

    for (const connection of held) connection.socket.destroy();
    await Promise.all(held.map((connection) => connection.closed));
    // The places are free again.
    const again = await connect();
    again.socket.write('GET /api/config HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    await within(2000, again.closed);
    expect(again.received()).toMatch(/^HTTP\/1\.1 200/);
  });

  it('keeps an idle connection open for its keep-alive time after an answer, then closes it', async () => {
    const kept = createHttpServer(app.fetch, { ...config.http, keepAliveTimeoutMs: 1200 });
    await new Promise<void>((resolve) => kept.listen(0, '127.0.0.1', resolve));
    try {
      const socket = net.connect((kept.address() as AddressInfo).port, '127.0.0.1');
      await new Promise<void>((resolve) => socket.once('connect', resolve));
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString('utf8');
      });
      const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now())));
      socket.write('GET /api/config HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      for (let i = 0; i < 80 && !text.includes('\r\n\r\n'); i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const answeredAt = performance.now();
      expect(text).toMatch(/^HTTP\/1\.1 200/);
      // Idle for a while after its answer, the connection is still open; it closes once its keep-alive time is up.
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(socket.destroyed).toBe(false);
      const idleFor = (await within(3000, closed)) - answeredAt;
      expect(idleFor).toBeGreaterThan(1000);
      expect(idleFor).toBeLessThan(2500);
    } finally {
      await new Promise((resolve) => kept.close(resolve));
    }
  });

  it('keeps idle connections open longer than the 60 s proxies keep theirs', () => {
    expect(config.http.keepAliveTimeoutMs).toBeGreaterThan(60_000);
    expect(server.keepAliveTimeout).toBe(config.http.keepAliveTimeoutMs);
  });
});
