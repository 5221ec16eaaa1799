import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { ERROR_MESSAGES } from '../../shared/errors.ts';

export type HttpLimits = {
  /** How long a client may take to send a request's headers. */
  headersTimeoutMs: number;
  /** How long a client may take to send a whole request, body included (a response may take longer). */
  requestTimeoutMs: number;
  /** Open connections one client address may hold; 0 = no cap (behind a proxy every client has its address). */
  connectionsPerAddress: number;
  /** How long an idle kept-alive connection stays open after its last answer. */
  keepAliveTimeoutMs: number;
};

/** A whole HTTP answer in the API's error shape, for a connection the app itself never sees; it closes after. */
function rawAnswer(status: string, code: keyof typeof ERROR_MESSAGES, headers: string[] = []): string {
  const body = JSON.stringify({ error: { code, message: ERROR_MESSAGES[code] } });
  return [
    `HTTP/1.1 ${status}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...headers,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** What a connection past its address's cap gets before it is closed: the API's own "busy" answer. */
const BUSY_ANSWER = rawAnswer('503 Service Unavailable', 'serverBusy', ['Retry-After: 5']);

/** Node's answers to a request it could not read, in the API's error shape (Node's own have no body). */
const CLIENT_ERROR_ANSWERS: Record<string, string> = {
  ERR_HTTP_REQUEST_TIMEOUT: rawAnswer('408 Request Timeout', 'requestTimeout'),
  HPE_HEADER_OVERFLOW: rawAnswer('431 Request Header Fields Too Large', 'payloadTooLarge'),
};
const BAD_REQUEST_ANSWER = rawAnswer('400 Bad Request', 'invalidFormat');

/** `::ffff:10.0.0.1` and `10.0.0.1` are one client. */
const addressOf = (socket: Socket) => (socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');

/**
 * The Node HTTP server for the app. A client that sends its headers or its body too slowly gets a 408
 * and loses the connection, so a trickle of bytes cannot hold one for minutes; a client address past its number of
 * open connections gets a 503 and the connection is closed at once, so one address cannot take every socket. Node
 * looks for late requests every `connectionsCheckingInterval`, a quarter of the shorter limit here (Node's default,
 * 30 s, would let a slow request run half a minute past its limit). An idle kept-alive connection stays open longer
 * than the clients and proxies in front keep theirs, so the client closes it first: with Node's 5 s, a request sent on a
 * connection just as the server closed it was lost with a reset.
 */
export function createHttpServer(
  fetch: (request: Request) => Response | Promise<Response>,
  limits: HttpLimits,
): Server {
  const checkEveryMs = Math.max(250, Math.floor(Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs) / 4));
  const server = createAdaptorServer({
    fetch,
    serverOptions: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: checkEveryMs,
    },
  }) as Server;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  // A request too slow to arrive, or one Node cannot read, gets its answer here; a connection that is already gone,
  // or whose answer has begun, is just closed.
  server.on(
    'clientError',
    (error: NodeJS.ErrnoException, socket: Socket & { _httpMessage?: { headersSent?: boolean } }) => {
      if (socket.writable && !socket._httpMessage?.headersSent) {
        socket.end(CLIENT_ERROR_ANSWERS[error.code ?? ''] ?? BAD_REQUEST_ANSWER);
      }
      socket.destroySoon();
    },
  );
  if (limits.connectionsPerAddress > 0) {
    const open = new Map<string, number>();
    server.on('connection', (socket: Socket) => {
      const address = addressOf(socket);
      const count = (open.get(address) ?? 0) + 1;
      if (count > limits.connectionsPerAddress) {
        socket.write(BUSY_ANSWER);
        socket.destroySoon();
        return;
      }
      open.set(address, count);
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left <= 0) open.delete(address);
        else open.set(address, left);
      });
    });
  }
  return server;
}
