// The app's API client (src/web/platform/http.ts) with Node's own fetch and AbortSignal, which follow the same
// standard as the browser's, against a real HTTP server: a real network stack, not a simulation of one.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { apiFetch, setApiBase } from '../../src/web/platform/http.ts';

let server: Server | undefined;

afterEach(async () => {
  setApiBase('');
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A real HTTP server on this machine whose answers are written by `answer`. */
async function serve(answer: (response: ServerResponse) => void): Promise<void> {
  const listening = createServer((_request, response) => answer(response));
  server = listening;
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  setApiBase(`http://127.0.0.1:${(listening.address() as AddressInfo).port}`);
}

describe('apiFetch with a time limit, against a server that stops answering', () => {
  it('takes a request never answered as the server out of reach', async () => {
    await serve(() => undefined);
    await expect(apiFetch('/api/auth/get-session', { timeoutMs: 200 })).rejects.toMatchObject({
      code: 'networkError',
      status: 0,
    });
  });

  it('takes an answer cut off halfway as the server out of reach, not as an empty one', async () => {
    await serve((response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.write('{"user":{"id":"u1"');
    });
    await expect(apiFetch('/api/auth/get-session', { timeoutMs: 300 })).rejects.toMatchObject({
      code: 'networkError',
    });
  });

  it('answers as usual when the answer comes in time, and a caller’s own abort stays an abort', async () => {
    await serve((response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('{"ok":true}');
    });
    expect(await apiFetch('/api/config', { timeoutMs: 5000 })).toEqual({ ok: true });
    await expect(apiFetch('/api/config', { timeoutMs: 5000, signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
