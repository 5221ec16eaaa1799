import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the fake provider servers share: a real HTTP server on 127.0.0.1 (port 0), a record of every request, a
 * per-request fault plan (a list consumed in order, or a seeded probability mix) and abortable latency.
 */

export type FaultKind =
  /** 429 with `Retry-After` (`retryAfterSeconds`, default 1; fractional values are sent as they are). */
  | '429'
  | '500'
  | '503'
  /** Never answers, until the client gives up or the fake closes. */
  | 'hang'
  /** Text streaming: headers and part of the content, then silence. Elsewhere the same as `hang`. */
  | 'stall'
  /** Destroys the connection without an answer. */
  | 'network'
  /** Chat: the model's content is not JSON. Replicate: the HTTP body is not JSON. */
  | 'malformed-json'
  /** Chat stream: half of the content, then the stream ends (no finish, no `[DONE]`). Elsewhere: half a body. */
  | 'truncated-json'
  /** Chat: the content is an empty string. */
  | 'empty-content'
  /** Chat: a story JSON from `respond` loses its last scenes so that it has six. */
  | 'six-scenes'
  /** Replicate: the prediction ends as `failed` with an error text. */
  | 'failed'
  /** Replicate: the prediction succeeds without any URL in its output. */
  | 'bad-output'
  /** Replicate: the prediction fails as a safety filter refuses its picture (`NSFW content detected…`). */
  | 'nsfw'
  /** Replicate: the prediction stays `processing` until it is cancelled. */
  | 'stuck'
  /**
   * Replicate: a creation makes its prediction (which runs, and is billed), then never answers; a reading hangs.
   * What a client sees when it gives up a held (`Prefer: wait`) creation of a prediction that exists.
   */
  | 'hang-after-create'
  /** Replicate: a creation makes its prediction, then the connection is reset without an answer; a reading too. */
  | 'reset-after-create'
  /**
   * Replicate: the connection is reset at once, and the creation it carried makes its prediction a moment later
   * (`delayMs`, 300 by default): a request still on its way when the client first looked for it. A reading is reset.
   */
  | 'late-create'
  /**
   * Chat stream: the events arrive in pieces, each cut inside its `data:` line and, where there is one, inside a
   * character of several UTF-8 bytes (Chinese); the content is the same.
   */
  | 'ragged'
  /** Chat: the answer comes in a Markdown code fence (```json … ```). */
  | 'code-fence'
  /** Chat: a friendly sentence before and after the JSON. */
  | 'prose-around'
  /** Chat: the story's title and scene texts come back in English, whatever language was asked for. */
  | 'english'
  /** Chat: scene 3 of the story gets one sentence in English among its own (a model slipping out of the language). */
  | 'one-scene-english';

export type Fault = {
  kind: FaultKind;
  /** For 429 (and optionally 5xx): the `Retry-After` header in seconds. */
  retryAfterSeconds?: number;
  /** For 429 and 5xx: a `retry-after-ms` header (the OpenAI SDK prefers it over `Retry-After`). */
  retryAfterMs?: number;
  /** Send `Retry-After` as an HTTP date (`retryAfterSeconds` from now) instead of a number of seconds. */
  retryAfterAsDate?: boolean;
  /** For `late-create`: how long after the reset the prediction is made. */
  delayMs?: number;
};

/** Either faults for the next requests in order (`null` = a normal answer), or a seeded mix for every request. */
export type FaultPlan = (Fault | FaultKind | null)[] | { rate: number; kinds: (Fault | FaultKind)[]; seed?: number };

export type RecordedRequest = {
  method: string;
  /** Path without the query string. */
  path: string;
  query: URLSearchParams;
  /** Lower-case header names. */
  headers: Record<string, string>;
  /** Parsed JSON body, or undefined when the body was empty or not JSON. */
  body: unknown;
  rawBody: string;
  /** `performance.now()` when the request arrived, for asserting delays. */
  at: number;
  /** The fault applied to this request, if any. */
  fault: Fault | undefined;
};

/** A small deterministic PRNG (mulberry32): the same seed gives the same fault sequence. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function toFault(value: Fault | FaultKind): Fault {
  return typeof value === 'string' ? { kind: value } : value;
}

/** Hands out the fault for each request according to the current plan. */
export class FaultInjector {
  #queue: (Fault | null)[] = [];
  #mix: { rate: number; kinds: Fault[]; random: () => number } | undefined;

  constructor(plan?: FaultPlan) {
    if (plan) this.set(plan);
  }

  set(plan: FaultPlan): void {
    if (Array.isArray(plan)) {
      this.#queue = plan.map((entry) => (entry === null ? null : toFault(entry)));
      this.#mix = undefined;
    } else {
      this.#queue = [];
      this.#mix = { rate: plan.rate, kinds: plan.kinds.map(toFault), random: seededRandom(plan.seed ?? 1) };
    }
  }

  next(): Fault | undefined {
    if (this.#queue.length > 0) return this.#queue.shift() ?? undefined;
    const mix = this.#mix;
    if (!mix || mix.kinds.length === 0) return undefined;
    if (mix.random() >= mix.rate) return undefined;
    return mix.kinds[Math.floor(mix.random() * mix.kinds.length)];
  }
}

/** Resolves after `ms`, or at once (without rejecting) when `signal` aborts: fakes just stop working then. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0 || signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/** Waits until `performance.now()` reaches `target` (timers may fire a little early), or the signal aborts. */
export async function pauseUntil(target: number, signal: AbortSignal): Promise<void> {
  while (!signal.aborted && performance.now() < target) {
    await pause(Math.max(1, Math.ceil(target - performance.now())), signal);
  }
}

export type FakeContext = {
  req: http.IncomingMessage;
  res: http.ServerResponse;
  record: RecordedRequest;
  /** Aborts when the client goes away or the fake closes. */
  signal: AbortSignal;
  /** The fake's own base URL (`http://127.0.0.1:port`). */
  baseUrl: string;
};

export type FakeHandler = (context: FakeContext) => Promise<void>;

export type StartedServer = {
  url: string;
  requests: RecordedRequest[];
  /** Requests still open: not yet answered, nor closed by the client. */
  openRequests(): number;
  close(): Promise<void>;
};

/** Starts an HTTP server on 127.0.0.1 with a free port; every request is recorded before the handler runs. */
export async function startFakeServer(handler: FakeHandler): Promise<StartedServer> {
  const requests: RecordedRequest[] = [];
  const closing = new AbortController();
  let baseUrl = '';
  let open = 0;

  const server = http.createServer((req, res) => {
    open += 1;
    res.on('close', () => {
      open -= 1;
    });
    const gone = new AbortController();
    const onGone = () => gone.abort();
    res.on('close', onGone);
    closing.signal.addEventListener('abort', onGone, { once: true });
    res.on('close', () => closing.signal.removeEventListener('abort', onGone));

    void (async () => {
      const rawBody = await readBody(req);
      const url = new URL(req.url ?? '/', baseUrl);
      const record: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: headersOf(req),
        body: parseJson(rawBody),
        rawBody,
        at: performance.now(),
        fault: undefined,
      };
      requests.push(record);
      await handler({ req, res, record, signal: gone.signal, baseUrl });
    })().catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      sendJson(res, 500, { error: { message: `fake server error: ${String(error)}` } });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    requests,
    openRequests: () => open,
    close: async () => {
      closing.abort();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function headersOf(req: http.IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function sendJson(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

/** Sends the first half of a JSON body, declared as complete: the client's JSON parse fails. */
export function sendTruncatedJson(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  const half = text.slice(0, Math.floor(text.length / 2));
  res.writeHead(status, { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(half) });
  res.end(half);
}

/** Retry headers of a fault: `Retry-After` (seconds) and/or `retry-after-ms`. */
export function retryHeadersOf(fault: Fault, defaultSeconds: number | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  const seconds = fault.retryAfterSeconds ?? defaultSeconds;
  if (seconds !== undefined) {
    // An HTTP date has whole seconds: round up, so the client never comes back early.
    headers['retry-after'] = fault.retryAfterAsDate
      ? new Date(Math.ceil((Date.now() + seconds * 1000) / 1000) * 1000).toUTCString()
      : String(seconds);
  }
  if (fault.retryAfterMs !== undefined) headers['retry-after-ms'] = String(fault.retryAfterMs);
  return headers;
}

/** Waits until the client goes away (a `hang`): the handler never answers. */
export function hang(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });
}

/** The bearer token of a request (`Authorization: Bearer x`, or Replicate's older `Token x`). */
export function bearerOf(headers: Record<string, string>): string | undefined {
  const match = /^(?:Bearer|Token)\s+(.+)$/i.exec(headers.authorization ?? '');
  return match?.[1];
}
