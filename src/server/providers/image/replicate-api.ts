import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../../logger.ts';

/**
 * A small client of Replicate's predictions HTTP API (plain `fetch`, no SDK), shared by the illustrator and the
 * Kokoro narrator: create a prediction with `Prefer: wait`, poll it while it is `starting` or `processing`, cancel it
 * when the caller aborts or the deadline passes, and find the output URL in whatever shape the model returns.
 *
 * Each HTTP request gets at most `maxAttempts` (3) tries: 429 (after its `Retry-After`), 5xx and network failures
 * are retried with exponential back-off and jitter, never past the call's deadline.
 *
 * A creation whose answer is lost (dropped, hung past its wait, cut off) may still have made a prediction that runs
 * and is billed: before making it again the client looks for it in `GET /v1/predictions` and adopts it, and when the
 * call is over it stops any of the call's predictions still running but the one it used.
 */

export type ReplicateErrorCode =
  /** The caller aborted, or Replicate reports the prediction as canceled. */
  | 'cancelled'
  /** The deadline passed while a request was under way. */
  | 'timeout'
  /** The deadline passed while the prediction was still `starting` or `processing`. */
  | 'stillProcessing'
  /** A non-retryable status, or a retryable one after the last attempt. */
  | 'httpStatus'
  /** The network failed on every attempt. */
  | 'network'
  /** The body was not the JSON of a prediction. */
  | 'badResponse'
  /** The prediction succeeded without a usable URL in its output. */
  | 'badOutput'
  /** The model run failed (the message is Replicate's error text). */
  | 'failed';

/** Spec §8's image-generation messages; `what` names another kind of generation (speech) the same way. */
export function replicateMessages(what = 'Image generation') {
  return {
    cancelled: `${what} was cancelled`,
    timeout: `${what} was cancelled or timed out`,
    stillProcessing: `${what} is still processing. Please try again in a moment.`,
    httpStatus: (status: number) => `API request failed with status: ${status}`,
    network: 'Network error. Please check your internet connection and try again.',
    badResponse: 'Failed to parse API response',
    badOutput: `${what} did not return expected output format`,
  };
}

export const REPLICATE_MESSAGES = replicateMessages();

export class ReplicateError extends Error {
  readonly code: ReplicateErrorCode;
  readonly status: number | undefined;
  /** Replicate's `detail` text for an HTTP error, when it sent one. */
  readonly detail: string | undefined;

  constructor(
    code: ReplicateErrorCode,
    message: string,
    options?: { cause?: unknown; status?: number | undefined; detail?: string | undefined },
  ) {
    super(message, { cause: options?.cause });
    this.name = 'ReplicateError';
    this.code = code;
    this.status = options?.status;
    this.detail = options?.detail;
  }

  /** A time-out of either kind (the pipeline backs off longer after one). */
  get isTimeout(): boolean {
    return this.code === 'timeout' || this.code === 'stillProcessing';
  }
}

/** How to reach Replicate: shared by every client of the predictions API (pictures, Kokoro speech). */
export type ReplicateConnection = {
  /** Default `https://api.replicate.com`. */
  baseUrl?: string;
  token: string;
  /** One prediction, from creation to output (default 60 s, spec §9). */
  timeoutMs?: number;
  /** Pause between polls of a prediction that is still running (default 1 s). */
  pollIntervalMs?: number;
  /** First back-off step for transient failures (default 500 ms). */
  retryBaseMs?: number;
  fetch?: typeof fetch;
  random?: () => number;
  logger?: Logger;
};

export type ReplicateApiOptions = {
  /** Default `https://api.replicate.com`. */
  baseUrl?: string | undefined;
  token: string;
  fetch?: typeof fetch | undefined;
  /** For jitter; injectable for tests. */
  random?: (() => number) | undefined;
  /** HTTP tries per request (default 3). */
  maxAttempts?: number | undefined;
  /** First back-off step (default 500 ms), doubling per attempt. */
  retryBaseMs?: number | undefined;
  /** Largest back-off step and largest `Retry-After` honoured (default 8 s and 60 s). */
  maxRetryDelayMs?: number | undefined;
  maxRetryAfterMs?: number | undefined;
  logger?: Logger | undefined;
  /** What the messages call the work (default `Image generation`). */
  what?: string | undefined;
};

export type Prediction = {
  id: string;
  status: string;
  output?: unknown;
  error?: unknown;
};

export type PredictionOutput = { url: string } | { bytes: Uint8Array; contentType: string };

/** A finished run's output and the prediction that made it. */
export type RunOutput = PredictionOutput & { predictionId: string };

export type RunOptions = {
  /** `owner/name` (an official model, or any model on newer accounts) or `owner/name:version`. */
  model: string;
  input: Record<string, unknown>;
  signal?: AbortSignal | undefined;
  /** The whole call: creation, waiting and polling (default 60 s). */
  timeoutMs?: number | undefined;
  /** Pause between polls (default 1 s). */
  pollIntervalMs?: number | undefined;
  /**
   * `Prefer: wait=n`, capped by the time left (default 30). 0 sends none: the creation answers at once with the
   * prediction's id, which is then polled, so an abort can cancel it at any moment.
   */
  preferWaitSeconds?: number | undefined;
};

const TERMINAL_FAILURES = new Set(['failed', 'canceled', 'aborted']);
/** The first readings of a running prediction come sooner (shares of the interval), so a quick picture is seen soon. */
const FIRST_READINGS = [0.25, 0.5];

/**
 * The API's root without its version: `https://api.replicate.com` and `https://api.replicate.com/v1` (as Replicate's
 * own client writes it) both work (issue 16.8), as does a trailing slash.
 */
export function replicateRoot(baseUrl: string | undefined): string {
  return (baseUrl ?? 'https://api.replicate.com').replace(/\/+$/, '').replace(/\/v1$/, '');
}

export function createReplicateApi(options: ReplicateApiOptions) {
  const baseUrl = replicateRoot(options.baseUrl);
  const doFetch = options.fetch ?? fetch;
  const random = options.random ?? Math.random;
  const maxAttempts = Math.max(1, options.maxAttempts ?? 3);
  const retryBaseMs = options.retryBaseMs ?? 500;
  const maxRetryDelayMs = options.maxRetryDelayMs ?? 8000;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 60_000;
  const logger = options.logger;
  const messages = replicateMessages(options.what);
  /**
   * The predictions whose creation answered (the newest few thousand): they belong to a call that knows them, so a
   * listing never takes one for another call's lost prediction, even with the same input.
   */
  const known = new Set<string>();
  const remember = (id: string | undefined) => {
    if (id === undefined) return;
    known.add(id);
    if (known.size > KNOWN_LIMIT) known.delete(known.values().next().value ?? id);
  };

  /** One API request with the retry policy; resolves to the parsed JSON body. */
  async function request(
    method: 'GET' | 'POST',
    path: string,
    call: {
      signal: AbortSignal;
      deadline: number;
      body?: unknown;
      headers?: Record<string, string>;
      /** A request that has not answered by then is given up and tried again, as a dropped connection is. */
      requestTimeoutMs?: number;
      /**
       * For a creation: called when its answer was lost (the connection dropped or hung, the body broke, a 5xx) and
       * the prediction may exist all the same. What it finds is the answer; undefined lets the creation go on.
       */
      recover?: () => Promise<Prediction | undefined>;
    },
  ): Promise<unknown> {
    const url = `${baseUrl}${path}`;
    for (let attempt = 1; ; attempt++) {
      const isLast = attempt >= maxAttempts;
      const signal = call.requestTimeoutMs
        ? AbortSignal.any([call.signal, AbortSignal.timeout(call.requestTimeoutMs)])
        : call.signal;
      let response: Response;
      try {
        response = await doFetch(url, {
          method,
          headers: {
            authorization: `Bearer ${options.token}`,
            ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...call.headers,
          },
          body: call.body === undefined ? undefined : JSON.stringify(call.body),
          signal,
        });
      } catch (error) {
        if (call.signal.aborted) throw error;
        const found = await call.recover?.();
        if (found) return found;
        const failure = new ReplicateError('network', messages.network, { cause: error });
        if (isLast) throw failure;
        await backOff(attempt, undefined, call, failure, { method, path, reason: 'network' });
        continue;
      }

      let text: string;
      try {
        text = await response.text();
      } catch (error) {
        // The connection broke while the body was arriving: the same as a failed request.
        if (call.signal.aborted) throw error;
        const found = await call.recover?.();
        if (found) return found;
        const failure = new ReplicateError('network', messages.network, { cause: error });
        if (isLast) throw failure;
        await backOff(attempt, undefined, call, failure, { method, path, reason: 'body read failed' });
        continue;
      }
      if (response.ok) {
        try {
          return JSON.parse(text) as unknown;
        } catch (error) {
          // A creation whose body came broken still names its prediction in `Location`: follow that one rather
          // than leave it running unseen (issue 16.7).
          const created =
            method === 'POST' ? /\/predictions\/([^/?#]+)$/.exec(response.headers.get('location') ?? '') : null;
          if (created?.[1]) return { id: decodeURIComponent(created[1]), status: 'starting' };
          const found = await call.recover?.();
          if (found) return found;
          const failure = new ReplicateError('badResponse', messages.badResponse, { cause: error });
          // Reading a prediction again is harmless; creating one again could run (and bill) it twice.
          if (method === 'POST' || isLast) throw failure;
          await backOff(attempt, undefined, call, failure, { method, path, reason: 'unparseable body' });
          continue;
        }
      }

      const status = response.status;
      const detail = detailOf(text);
      const failure = new ReplicateError('httpStatus', messages.httpStatus(status), { status, detail });
      const retryable = status === 429 || status >= 500;
      // A gateway's 502 or 504 may come after the prediction was made.
      if (status >= 500) {
        const found = await call.recover?.();
        if (found) return found;
      }
      if (!retryable || isLast) throw failure;
      const retryAfterMs = status === 429 ? parseRetryAfter(response.headers.get('retry-after')) : undefined;
      await backOff(attempt, retryAfterMs, call, failure, { method, path, reason: `status ${status}`, detail });
    }
  }

  /** Waits before the next attempt, or throws the failure at once when the wait would pass the deadline. */
  async function backOff(
    attempt: number,
    retryAfterMs: number | undefined,
    call: { signal: AbortSignal; deadline: number },
    failure: ReplicateError,
    why: { method: string; path: string; reason: string; detail?: string | undefined },
  ): Promise<void> {
    let delay: number;
    if (retryAfterMs !== undefined) {
      // Honour the server's wait, plus a little jitter so parallel scenes do not return all at once.
      delay = Math.min(retryAfterMs, maxRetryAfterMs) + random() * Math.min(retryBaseMs, retryAfterMs * 0.1);
    } else {
      const step = Math.min(maxRetryDelayMs, retryBaseMs * 2 ** (attempt - 1));
      delay = step / 2 + random() * (step / 2);
    }
    if (performance.now() + delay >= call.deadline) throw failure;
    logger?.debug({ ...why, attempt, delayMs: Math.round(delay) }, 'replicate request retried');
    await sleep(delay, undefined, { signal: call.signal });
  }

  /** Asks Replicate to stop a prediction; failures are only logged. */
  function cancel(id: string): void {
    const signal = AbortSignal.timeout(10_000);
    request('POST', `/v1/predictions/${encodeURIComponent(id)}/cancel`, {
      signal,
      deadline: performance.now() + 10_000,
    }).catch((error: unknown) => logger?.debug({ err: error, id }, 'replicate cancel failed'));
  }

  /**
   * The predictions of one call as Replicate lists them (`GET /v1/predictions`, newest first, 100 a page): made since
   * `since` (less a minute for the clocks' difference), of the same model when the listing names it, with the same
   * input. The input is compared on its plain values (prompt, seed, size): a file sent as a `data:` URL may be listed
   * as a stored file's address.
   */
  async function findOwn(own: Own, signal: AbortSignal): Promise<Prediction[]> {
    const createdAfter = new Date(own.since - CLOCK_SLACK_MS).toISOString();
    let path: string | undefined = `/v1/predictions?created_after=${encodeURIComponent(createdAfter)}`;
    const found: Prediction[] = [];
    for (let page = 0; page < MAX_LIST_PAGES && path; page += 1) {
      const body = (await request('GET', path, {
        signal,
        deadline: performance.now() + LOOKUP_TIMEOUT_MS,
        requestTimeoutMs: LOOKUP_TIMEOUT_MS / 3,
      })) as { results?: unknown; next?: unknown };
      if (!Array.isArray(body.results)) throw new ReplicateError('badResponse', messages.badResponse);
      for (const item of body.results as Record<string, unknown>[]) {
        if (typeof item !== 'object' || item === null || !sameInput(item.input, own.input)) continue;
        if (typeof item.id === 'string' && known.has(item.id)) continue;
        if (!sameModel(item, own)) continue;
        if (typeof item.id === 'string' && typeof item.status === 'string') found.push(item as Prediction);
      }
      path = typeof body.next === 'string' && body.next ? pathOfPage(body.next) : undefined;
    }
    return found;
  }

  /** The path of a listing page's `next` address, as `request` takes it. */
  function pathOfPage(next: string): string {
    if (next.startsWith(baseUrl)) return next.slice(baseUrl.length);
    const url = new URL(next, baseUrl);
    return `${url.pathname}${url.search}`;
  }

  /**
   * After a creation whose answer was lost: stops every other prediction of the call, but the one the creation
   * answered with (known: the run uses it, or has stopped it already). A running one is stopped; one that already
   * succeeded is let go of as a late answer is (a no-op for Replicate), so it counts as dropped on purpose, not lost
   * track of. In the background; failures are only logged.
   */
  function sweep(own: Own) {
    findOwn(own, AbortSignal.timeout(LOOKUP_TIMEOUT_MS))
      .then((found) => {
        for (const prediction of found) {
          if (isWanting(prediction.status)) cancel(prediction.id);
        }
      })
      .catch((error: unknown) => logger?.debug({ err: error }, 'replicate predictions could not be listed'));
  }

  /** Runs a model to completion and returns the first file of its output. */
  async function run(run: RunOptions): Promise<RunOutput> {
    const timeoutMs = run.timeoutMs ?? 60_000;
    const deadline = performance.now() + timeoutMs;
    const timer = new AbortController();
    const timeout = setTimeout(() => timer.abort(), timeoutMs);
    const signal = run.signal ? AbortSignal.any([run.signal, timer.signal]) : timer.signal;
    const call = { signal, deadline };
    let prediction: Prediction | undefined;
    const [name, version] = splitModel(run.model);
    const own: Own = { name, version, input: run.input, since: Date.now() };
    // Whether a creation's answer was lost (issue 16.7): Replicate may have made the prediction all the same, and
    // with `Prefer: wait` it runs on (and is billed) after the request is dropped. It is then looked for, adopted when
    // found, and once the call is over every other one of its predictions still running is stopped.
    let lost = false;
    let creation: Promise<unknown> | undefined;
    const recover = async (): Promise<Prediction | undefined> => {
      lost = true;
      try {
        const pick = (found: Prediction[]) =>
          found.find((one) => one.status === 'succeeded') ?? found.find((one) => !isFinished(one.status));
        const first = pick(await findOwn(own, timer.signal));
        if (first) return first;
        // Nothing yet: the creation may still be on its way to Replicate. One more look a moment later, before a
        // second prediction is made and paid for while the first one runs on.
        await sleep(Math.min(LOOK_AGAIN_MS, Math.max(0, (deadline - performance.now()) / 4)), undefined, {
          signal: timer.signal,
        });
        return pick(await findOwn(own, timer.signal));
      } catch (error) {
        logger?.debug({ err: error }, 'replicate predictions could not be listed; creating again');
        return undefined;
      }
    };

    try {
      if (run.signal?.aborted) throw run.signal.reason;
      // The creation call waits up to a third of the time for the picture (Replicate's sync mode), so a call that
      // hangs past its wait can be given up and made again within the same time.
      const wait =
        run.preferWaitSeconds === 0
          ? 0
          : Math.max(1, Math.min(run.preferWaitSeconds ?? 30, Math.floor(timeoutMs / 3000)));
      // A call that should answer at once (a creation without a wait, a reading) and hangs is given up after an eighth
      // of the time, so it can be made again within the same call.
      const quickCallMs = Math.max(250, timeoutMs / 8);
      const createTimeoutMs =
        wait === 0 ? Math.min(5000, quickCallMs) : wait * 1000 + Math.max(500, Math.min(5000, wait * 500));
      const hold: Record<string, string> = wait === 0 ? {} : { prefer: `wait=${wait}` };
      // The creation call only stops at the deadline, not when the caller aborts: a prediction it started must be
      // found by its id and cancelled, or it runs on and is billed (issue 16.7). The caller is answered at once.
      const creationCall = {
        signal: timer.signal,
        deadline,
        headers: hold,
        requestTimeoutMs: createTimeoutMs,
        recover,
      };
      creation = (
        version
          ? request('POST', '/v1/predictions', { ...creationCall, body: { version, input: run.input } })
          : request('POST', `/v1/models/${name}/predictions`, { ...creationCall, body: { input: run.input } })
      ).then((answer) => {
        remember(idOf(answer));
        return answer;
      });
      const created = await untilAborted(creation, signal, (late) => {
        try {
          // A late answer names a prediction nobody will use: a running one is stopped, and a finished one let go of
          // (a no-op for Replicate) so that it counts as dropped on purpose, not lost track of.
          const orphan = asPrediction(late);
          if (isWanting(orphan.status)) cancel(orphan.id);
        } catch {
          // Nothing was started, or nothing we can name.
        }
      });
      prediction = asPrediction(created);

      let readings = 0;
      while (true) {
        const output = outputOf(prediction);
        if (output) return { ...output, predictionId: prediction.id };
        if (prediction.status === 'succeeded') {
          throw new ReplicateError('badOutput', messages.badOutput, { cause: prediction.output });
        }
        if (prediction.status === 'failed') {
          const message = typeof prediction.error === 'string' && prediction.error ? prediction.error : 'failed';
          throw new ReplicateError('failed', message);
        }
        if (TERMINAL_FAILURES.has(prediction.status)) {
          throw new ReplicateError('cancelled', messages.cancelled);
        }
        const interval = (run.pollIntervalMs ?? 1000) * (FIRST_READINGS[readings] ?? 1);
        readings += 1;
        await sleep(Math.min(interval, Math.max(0, deadline - performance.now())), undefined, { signal });
        try {
          prediction = asPrediction(
            await request('GET', `/v1/predictions/${encodeURIComponent(prediction.id)}`, {
              ...call,
              // Reading a prediction is quick; one that hangs is read again.
              requestTimeoutMs: Math.min(10_000, quickCallMs),
            }),
          );
        } catch (error) {
          // The prediction runs on whether or not a reading of it failed: keep reading until the deadline rather
          // than give up a picture that is about to be ready (and paid for) (issue 16.7).
          if (signal.aborted || !isPassing(error)) throw error;
          logger?.debug({ err: error, id: prediction.id }, 'replicate prediction could not be read; reading again');
        }
      }
    } catch (error) {
      const running = prediction !== undefined && !isFinished(prediction.status);
      // A prediction given up for any reason (a poll that kept failing, the deadline, the caller) is cancelled:
      // left alone it runs on and is billed for a picture nobody will fetch (issue 16.7).
      if (prediction && running) cancel(prediction.id);
      if (!signal.aborted) throw error;
      if (run.signal?.aborted) throw new ReplicateError('cancelled', messages.cancelled, { cause: error });
      throw running
        ? new ReplicateError('stillProcessing', messages.stillProcessing, { cause: error })
        : new ReplicateError('timeout', messages.timeout, { cause: error });
    } finally {
      clearTimeout(timeout);
      // Once the creation is over (it may still run after a caller's abort), a call that lost an answer, or whose
      // creation ended without one (the deadline, the network), leaves none of its predictions running.
      void creation?.then(
        () => {
          if (lost) sweep(own);
        },
        (error: unknown) => {
          if (lost || mayHaveCreated(error)) sweep(own);
        },
      );
    }
  }

  /**
   * Lets go of a finished prediction whose output will not be fetched after all (a no-op for Replicate), so it counts
   * as dropped on purpose, as a late creation answer is.
   */
  function letGo(id: string): void {
    cancel(id);
  }

  return { run, request, letGo };
}

export type ReplicateApi = ReturnType<typeof createReplicateApi>;

/**
 * Waits for `work`, but rejects as soon as `signal` aborts; the work's late result then goes to `onLate` (to cancel
 * what it started).
 */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal, onLate: (value: T) => void): Promise<T> {
  if (signal.aborted) {
    work.then(onLate, () => undefined);
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      work.then(onLate, () => undefined);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** How far Replicate's clock may be behind ours when a call's predictions are listed. */
const CLOCK_SLACK_MS = 60_000;
/** How many answered predictions a client remembers (see `known`). */
const KNOWN_LIMIT = 5000;
/** A listing of predictions: its own time limit, and how many pages of 100 it reads at most. */
const LOOKUP_TIMEOUT_MS = 15_000;
/** After a lost creation answer finds nothing, how long before the one more look. */
const LOOK_AGAIN_MS = 750;
const MAX_LIST_PAGES = 5;

/** What identifies the predictions of one call: its model, its input and when it began (`Date.now()`). */
type Own = { name: string; version: string | undefined; input: Record<string, unknown>; since: number };

/** Whether a listed prediction ran the call's model: its version when the call named one, else `owner/name`. */
function sameModel(listed: Record<string, unknown>, own: Own): boolean {
  if (own.version) return typeof listed.version !== 'string' || listed.version === own.version;
  return typeof listed.model !== 'string' || listed.model === own.name;
}

/** Whether a listed prediction's input is the one sent: every plain value (text, number, flag) the same. */
function sameInput(listed: unknown, sent: Record<string, unknown>): boolean {
  if (typeof listed !== 'object' || listed === null) return false;
  const plain = Object.entries(sent).filter(
    ([, value]) =>
      (typeof value === 'string' && !value.startsWith('data:')) ||
      typeof value === 'number' ||
      typeof value === 'boolean',
  );
  return plain.length > 0 && plain.every(([key, value]) => (listed as Record<string, unknown>)[key] === value);
}

/** The id in a creation's answer, if it has one. */
function idOf(answer: unknown): string | undefined {
  const id = typeof answer === 'object' && answer !== null ? (answer as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? id : undefined;
}

/** A creation that failed without a refusal (4xx) may have made its prediction: the network, a 5xx, the deadline. */
function mayHaveCreated(error: unknown): boolean {
  return !(error instanceof ReplicateError && error.code === 'httpStatus' && (error.status ?? 500) < 500);
}

/** A failure of one reading that says nothing about the prediction itself: the network, a busy server, a bad body. */
function isPassing(error: unknown): boolean {
  if (!(error instanceof ReplicateError)) return false;
  if (error.code === 'network' || error.code === 'badResponse') return true;
  return error.code === 'httpStatus' && (error.status === 429 || (error.status ?? 0) >= 500);
}

function splitModel(model: string): [string, string | undefined] {
  const [name = model, version] = model.split(':');
  return [name, version];
}

/**
 * Whether a prediction nobody will use still needs a word from the client: a running one is stopped, and a succeeded
 * one let go of (a no-op for Replicate) so that it counts as dropped on purpose; one that failed needs nothing.
 */
function isWanting(status: string): boolean {
  return !TERMINAL_FAILURES.has(status);
}

function isFinished(status: string): boolean {
  return status === 'succeeded' || TERMINAL_FAILURES.has(status);
}

function asPrediction(value: unknown): Prediction {
  if (
    typeof value !== 'object' ||
    value === null ||
    typeof (value as Prediction).id !== 'string' ||
    typeof (value as Prediction).status !== 'string'
  ) {
    throw new ReplicateError('badResponse', REPLICATE_MESSAGES.badResponse);
  }
  return value as Prediction;
}

/**
 * The output file of a prediction: the first URL in a list, a string or an object (depth-first), also while the
 * status is still `processing` (Replicate's sync mode sends file outputs as soon as they exist). A `data:` URL is
 * decoded to bytes. Undefined while there is none, or when the run failed.
 */
export function outputOf(prediction: Prediction): PredictionOutput | undefined {
  if (prediction.status === 'failed' || TERMINAL_FAILURES.has(prediction.status)) return undefined;
  const url = firstUrl(prediction.output, 0);
  if (!url) return undefined;
  if (url.startsWith('data:')) return decodeDataUrl(url);
  return { url };
}

function firstUrl(value: unknown, depth: number): string | undefined {
  if (depth > 4) return undefined;
  if (typeof value === 'string') return /^(https?:\/\/|data:[^,]+;base64,)/i.test(value) ? value : undefined;
  const items = Array.isArray(value) ? value : typeof value === 'object' && value !== null ? Object.values(value) : [];
  for (const item of items) {
    const url = firstUrl(item, depth + 1);
    if (url) return url;
  }
  return undefined;
}

function decodeDataUrl(url: string): PredictionOutput | undefined {
  const match = /^data:([^;,]+)[^,]*;base64,(.*)$/is.exec(url);
  if (!match?.[1] || match[2] === undefined) return undefined;
  return { bytes: new Uint8Array(Buffer.from(match[2], 'base64')), contentType: match[1] };
}

/** `Retry-After` as seconds (fractions allowed) or an HTTP date; undefined when missing or unreadable. */
export function parseRetryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

function detailOf(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { detail?: unknown };
    return typeof body.detail === 'string' ? body.detail : undefined;
  } catch {
    return text.slice(0, 200) || undefined;
  }
}
