import type http from 'node:http';
import {
  bearerOf,
  type Fault,
  FaultInjector,
  type FaultPlan,
  hang,
  pauseUntil,
  type RecordedRequest,
  retryHeadersOf,
  sendJson,
  sendTruncatedJson,
  startFakeServer,
} from './fake-http.ts';
import { CONTENT_TYPES, type FileKind, fakeSpeechMs, silentMp3, silentWav, tinyPicture } from './media-bytes.ts';

/**
 * A fake Replicate predictions API: `POST /v1/models/{owner}/{name}/predictions`, `POST /v1/predictions` (with a
 * `version`), `Prefer: wait[=n]` (holds the request until the prediction ends or the wait runs out),
 * `GET /v1/predictions/{id}` (`starting` → `processing` → `succeeded`, by time), `POST /v1/predictions/{id}/cancel`,
 * `GET /v1/predictions` (newest first, 100 a page, `created_after`/`created_before`, `next` as a cursor URL).
 * Outputs are URLs of the fake itself (`GET /files/{id}.webp`, real bytes), shaped as a list, a string or an object.
 */

export type ReplicateOutputShape = 'list' | 'string' | 'object';

export type ReplicateModelConfig = { output?: ReplicateOutputShape; file?: FileKind };

export type ImageLatency = {
  /** Run time of a prediction from creation to `succeeded` (default 0). */
  imageMs?: number;
  /** Time spent in `starting` before `processing` (default a third of `imageMs`). */
  startingMs?: number;
};

export type ReplicateFakeOptions = {
  /** Accepted token (`Authorization: Bearer <token>` or `Token <token>`); default `r8_test`. */
  token?: string;
  latency?: ImageLatency;
  /** Output shape when the model has no entry in `models` (default `list`). */
  outputShape?: ReplicateOutputShape;
  /** Per model (`owner/name`) or version id: output shape and file type. */
  models?: Record<string, ReplicateModelConfig>;
  /** Caps how long `Prefer: wait=n` holds a request, so tests need not wait whole seconds. */
  maxWaitMs?: number;
  /**
   * Like Replicate's sync mode for file outputs: the output appears while the status is still `processing`, and
   * the prediction only reports `succeeded` this many ms later.
   */
  earlyOutputMs?: number;
  /** Faults apply to prediction creation and polling, not to cancel, the listing or file downloads. */
  faults?: FaultPlan;
  /** Models (`owner/name`, or `owner/name:version` for one version) the model lookup answers 404 for. */
  unknownModels?: string[];
};

export type FakePrediction = {
  id: string;
  model: string;
  version: string | null;
  input: Record<string, unknown>;
  createdAt: number;
  /**
   * Its `created_at` in wall-clock milliseconds, fixed at creation and never shared with another prediction (Replicate's
   * own times have microseconds), so listing by `created_after` is exact however fast predictions come.
   */
  createdAtMs: number;
  output: ReplicateOutputShape;
  file: FileKind;
  ending: 'succeeded' | 'failed' | 'bad-output' | 'nsfw' | 'stuck';
  /** Whether someone downloaded its output file (the result was used). */
  fetched: boolean;
  canceledAt: number | undefined;
  /** When the client first asked to cancel it, whether or not it was still running then. */
  cancelAskedAt: number | undefined;
  /** Every status the fake reported for it, in order, without repeats. */
  statuses: string[];
};

/** What became of the predictions the fake started (issue 16.7: none may be left running or thrown away). */
export type PredictionStats = {
  started: number;
  /** Ended on their own: succeeded or failed. */
  finished: number;
  cancelled: number;
  /** Succeeded, and their picture was downloaded. */
  used: number;
  /** Still `starting` or `processing` now, and not cancelled. */
  running: number;
  /**
   * Succeeded with a picture that was never downloaded nor cancelled: paid for, and the client lost track of it (an
   * abandoned creation, a prediction given up while it ran).
   */
  wasted: number;
  /**
   * Succeeded before the client asked to cancel it and never downloaded: paid for, and dropped on purpose because
   * the text it was drawn for was dropped after the picture was ready.
   */
  doneBeforeDropped: number;
};

export type ReplicateFake = {
  url: string;
  /** Counts of the predictions started since the fake began (or since `since`, a count of predictions). */
  stats(since?: number): PredictionStats;
  requests: RecordedRequest[];
  /** Requests not yet answered: a creation whose answer is held back still has a client waiting on it. */
  openRequests(): number;
  predictions: Map<string, FakePrediction>;
  /** Requests that created a prediction (either route). */
  createRequests(): RecordedRequest[];
  cancelRequests(): RecordedRequest[];
  setFaults(plan: FaultPlan): void;
  setOutputShape(shape: ReplicateOutputShape): void;
  setLatency(latency: ImageLatency): void;
  close(): Promise<void>;
};

const CREATE_MODEL = /^\/v1\/models\/([^/]+)\/([^/]+)\/predictions$/;
const PREDICTION = /^\/v1\/predictions\/([^/]+)$/;
const LIST_PAGE = 100;
const CANCEL = /^\/v1\/predictions\/([^/]+)\/cancel$/;
const MODEL = /^\/v1\/models\/([^/]+)\/([^/]+)$/;
const MODEL_VERSION = /^\/v1\/models\/([^/]+)\/([^/]+)\/versions\/([^/]+)$/;
const FILE = /^\/files\/([a-z0-9-]+)\.(webp|png|jpg|wav|mp3)$/;

export async function startFakeReplicate(options: ReplicateFakeOptions = {}): Promise<ReplicateFake> {
  const token = options.token ?? 'r8_test';
  const faults = new FaultInjector(options.faults);
  const predictions = new Map<string, FakePrediction>();
  let latency: ImageLatency = options.latency ?? {};
  let outputShape: ReplicateOutputShape = options.outputShape ?? 'list';
  let sequence = 0;
  /** The newest prediction's `created_at` (see `createdAtMs`). */
  let lastCreatedAtMs = 0;

  const files: Record<FileKind, Uint8Array> = {
    webp: await tinyPicture('webp'),
    png: await tinyPicture('png'),
    jpg: await tinyPicture('jpeg'),
    wav: silentWav(),
    mp3: silentMp3(),
  };

  const runMs = () => latency.imageMs ?? 0;
  const startingMs = () => latency.startingMs ?? runMs() / 3;
  const earlyMs = options.earlyOutputMs ?? 0;

  function statusOf(prediction: FakePrediction, now = performance.now()) {
    const elapsed = now - prediction.createdAt;
    if (prediction.canceledAt !== undefined) return 'canceled';
    if (elapsed < startingMs()) return 'starting';
    if (elapsed < runMs() + earlyMs || prediction.ending === 'stuck') return 'processing';
    return prediction.ending === 'failed' || prediction.ending === 'nsfw' ? 'failed' : 'succeeded';
  }

  function outputReady(prediction: FakePrediction, now = performance.now()): boolean {
    return (
      prediction.canceledAt === undefined &&
      prediction.ending !== 'failed' &&
      prediction.ending !== 'nsfw' &&
      prediction.ending !== 'stuck' &&
      now - prediction.createdAt >= runMs()
    );
  }

  function view(prediction: FakePrediction, baseUrl: string) {
    const status = statusOf(prediction);
    if (prediction.statuses.at(-1) !== status) prediction.statuses.push(status);
    const fileUrl = `${baseUrl}/files/${prediction.id}.${prediction.file}`;
    let output: unknown = null;
    if (outputReady(prediction)) {
      if (prediction.ending === 'bad-output') output = [];
      else if (prediction.output === 'list') output = [fileUrl];
      else if (prediction.output === 'string') output = fileUrl;
      else output = { image: fileUrl };
    }
    const created = new Date(prediction.createdAtMs);
    return {
      id: prediction.id,
      model: prediction.model,
      version: prediction.version ?? 'hidden',
      input: prediction.input,
      logs: status === 'starting' ? '' : 'Using seed: 42\n',
      output,
      data_removed: false,
      error:
        status !== 'failed'
          ? null
          : prediction.ending === 'nsfw'
            ? 'NSFW content detected. Try running it again, or try a different prompt.'
            : 'Prediction failed: the fake model ran into trouble',
      status,
      source: 'api',
      created_at: created.toISOString(),
      urls: {
        cancel: `${baseUrl}/v1/predictions/${prediction.id}/cancel`,
        get: `${baseUrl}/v1/predictions/${prediction.id}`,
        web: `https://replicate.com/p/${prediction.id}`,
      },
      metrics: status === 'succeeded' ? { predict_time: runMs() / 1000 } : {},
    };
  }

  /** Replicate's list of predictions: newest first, a page of 100, `next` a URL with an opaque cursor. */
  function listing(query: URLSearchParams, baseUrl: string) {
    const toMs = (iso: string | null) => {
      const at = iso ? Date.parse(iso) : Number.NaN;
      return Number.isNaN(at) ? undefined : at;
    };
    const after = toMs(query.get('created_after'));
    const before = toMs(query.get('created_before'));
    const all = [...predictions.values()]
      .filter(
        (one) =>
          (after === undefined || one.createdAtMs >= after) && (before === undefined || one.createdAtMs < before),
      )
      .reverse();
    const offset = Number(Buffer.from(query.get('cursor') ?? '', 'base64url').toString() || 0);
    const page = all.slice(offset, offset + LIST_PAGE);
    let next: string | null = null;
    if (offset + LIST_PAGE < all.length) {
      const url = new URL(`${baseUrl}/v1/predictions`);
      for (const [key, value] of query) if (key !== 'cursor') url.searchParams.set(key, value);
      url.searchParams.set('cursor', Buffer.from(String(offset + LIST_PAGE)).toString('base64url'));
      next = url.toString();
    }
    return { next, previous: null, results: page.map((one) => view(one, baseUrl)) };
  }

  function configFor(model: string, version: string | null): Required<ReplicateModelConfig> {
    const config = options.models?.[model] ?? (version ? options.models?.[version] : undefined) ?? {};
    return { output: config.output ?? outputShape, file: config.file ?? 'webp' };
  }

  const server = await startFakeServer(async ({ req, res, record, signal, baseUrl }) => {
    const fileMatch = FILE.exec(record.path);
    if (record.method === 'GET' && fileMatch) {
      const kind = fileMatch[2] as FileKind;
      const id = fileMatch[1] ?? '';
      const prediction = predictions.get(id);
      if (!prediction) return problem(res, 404, 'Not found', 'The requested resource could not be found.');
      prediction.fetched = true;
      // A voice's WAV lasts as long as its text takes to say.
      const text = prediction.input.text;
      const bytes = kind === 'wav' && typeof text === 'string' ? silentWav(fakeSpeechMs(text)) : files[kind];
      res.writeHead(200, { 'content-type': CONTENT_TYPES[kind], 'content-length': bytes.byteLength });
      res.end(bytes);
      return;
    }

    if (bearerOf(record.headers) !== token) {
      return problem(res, 401, 'Unauthenticated', 'You did not pass a valid authentication token');
    }

    // Model lookups (the start-up check): any `owner/name` under /v1/models exists, unless `unknownModels` says not.
    const modelLookup = MODEL.exec(record.path);
    if (record.method === 'GET' && modelLookup) {
      const model = `${modelLookup[1]}/${modelLookup[2]}`;
      if (options.unknownModels?.includes(model)) return problem(res, 404, 'Not found', 'Model not found');
      return sendJson(res, 200, { owner: modelLookup[1], name: modelLookup[2], visibility: 'public' });
    }

    // A version of a model (`owner/name:version`, as Kokoro is run): any version of a known model exists.
    const versionLookup = MODEL_VERSION.exec(record.path);
    if (record.method === 'GET' && versionLookup) {
      const model = `${versionLookup[1]}/${versionLookup[2]}`;
      if (options.unknownModels?.includes(model) || options.unknownModels?.includes(`${model}:${versionLookup[3]}`)) {
        return problem(res, 404, 'Not found', 'Model version not found');
      }
      return sendJson(res, 200, {
        id: versionLookup[3],
        created_at: new Date(0).toISOString(),
        cog_version: '0.9.0',
        openapi_schema: {},
      });
    }

    const cancelMatch = CANCEL.exec(record.path);
    if (record.method === 'POST' && cancelMatch) {
      const prediction = predictions.get(cancelMatch[1] ?? '');
      if (!prediction) return problem(res, 404, 'Not found', 'The requested resource could not be found.');
      const status = statusOf(prediction);
      prediction.cancelAskedAt ??= performance.now();
      if (status === 'starting' || status === 'processing') prediction.canceledAt = performance.now();
      return sendJson(res, 200, view(prediction, baseUrl));
    }

    if (record.method === 'GET' && record.path === '/v1/predictions') {
      return sendJson(res, 200, listing(record.query, baseUrl));
    }

    const modelMatch = CREATE_MODEL.exec(record.path);
    const isCreate = record.method === 'POST' && (modelMatch !== null || record.path === '/v1/predictions');
    const getMatch = record.method === 'GET' ? PREDICTION.exec(record.path) : null;
    if (!isCreate && !getMatch) return problem(res, 404, 'Not found', 'The requested resource could not be found.');

    const fault = faults.next();
    record.fault = fault;
    if (await answeredByFault(fault, req, res, signal, isCreate)) return;

    if (getMatch) {
      const prediction = predictions.get(getMatch[1] ?? '');
      if (!prediction) return problem(res, 404, 'Not found', 'The requested resource could not be found.');
      // A run's outcome (failed, NSFW, stuck, no output) is decided once, when it is created: a poll only reads it,
      // so a client that polls more often does not make its pictures fail more often.
      return sendPrediction(res, 200, view(prediction, baseUrl), fault);
    }

    const body = record.body as { input?: unknown; version?: unknown } | undefined;
    if (!body || typeof body.input !== 'object' || body.input === null) {
      return problem(res, 422, 'Input validation failed', 'input: Input is required');
    }
    let model: string;
    let version: string | null = null;
    if (modelMatch) {
      model = `${modelMatch[1]}/${modelMatch[2]}`;
    } else {
      if (typeof body.version !== 'string' || body.version === '') {
        return problem(res, 422, 'Invalid version', 'version is required');
      }
      const [name, id] = body.version.includes(':') ? body.version.split(':') : [undefined, body.version];
      version = id ?? body.version;
      model = name ?? 'unknown/model';
    }
    if (fault?.kind === 'late-create') {
      // The client sees the reset now; the request it sent reaches the model a moment later all the same.
      req.socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, fault.delayMs ?? 300));
    }
    sequence += 1;
    lastCreatedAtMs = Math.max(Date.now(), lastCreatedAtMs + 1);
    const config = configFor(model, version);
    const prediction: FakePrediction = {
      id: `fakepred${sequence.toString().padStart(4, '0')}`,
      model,
      version,
      input: body.input as Record<string, unknown>,
      createdAt: performance.now(),
      createdAtMs: lastCreatedAtMs,
      output: config.output,
      file: config.file,
      ending: 'succeeded',
      fetched: false,
      canceledAt: undefined,
      cancelAskedAt: undefined,
      statuses: [],
    };
    markEnding(prediction, fault);
    predictions.set(prediction.id, prediction);
    // The prediction exists and runs; only its answer is lost.
    if (fault?.kind === 'hang-after-create') return hang(signal);
    if (fault?.kind === 'reset-after-create') {
      req.socket.destroy();
      return;
    }
    if (fault?.kind === 'late-create') return;

    const wait = preferWaitSeconds(record.headers.prefer);
    if (wait !== undefined) {
      const holdUntil = prediction.createdAt + Math.min(wait * 1000, options.maxWaitMs ?? Number.POSITIVE_INFINITY);
      const doneAt = prediction.createdAt + runMs();
      await pauseUntil(Math.min(holdUntil, doneAt), signal);
      if (signal.aborted) return;
    }
    sendPrediction(res, 201, view(prediction, baseUrl), fault, {
      location: `${baseUrl}/v1/predictions/${prediction.id}`,
    });
  });

  return {
    url: server.url,
    requests: server.requests,
    openRequests: server.openRequests,
    predictions,
    stats: (since = 0) => {
      const all = [...predictions.values()].slice(since);
      const now = performance.now();
      const statuses = all.map((prediction) => statusOf(prediction, now));
      return {
        started: all.length,
        finished: statuses.filter((status) => status === 'succeeded' || status === 'failed').length,
        cancelled: statuses.filter((status) => status === 'canceled').length,
        used: all.filter((prediction, index) => statuses[index] === 'succeeded' && prediction.fetched).length,
        running: statuses.filter((status) => status === 'starting' || status === 'processing').length,
        // A success without a picture (`bad-output`) is the model's failure, not the client's waste.
        wasted: all.filter(
          (prediction, index) => unused(prediction, statuses[index]) && prediction.cancelAskedAt === undefined,
        ).length,
        doneBeforeDropped: all.filter(
          (prediction, index) => unused(prediction, statuses[index]) && prediction.cancelAskedAt !== undefined,
        ).length,
      };
    },
    createRequests: () =>
      server.requests.filter(
        (request) =>
          request.method === 'POST' && (CREATE_MODEL.test(request.path) || request.path === '/v1/predictions'),
      ),
    cancelRequests: () => server.requests.filter((request) => CANCEL.test(request.path)),
    setFaults: (plan) => faults.set(plan),
    setOutputShape: (shape) => {
      outputShape = shape;
    },
    setLatency: (next) => {
      latency = next;
    },
    close: server.close,
  };
}

/** A picture made and paid for that nobody downloaded. */
function unused(prediction: FakePrediction, status: string | undefined): boolean {
  return status === 'succeeded' && !prediction.fetched && prediction.ending !== 'bad-output';
}

function markEnding(prediction: FakePrediction, fault: Fault | undefined): void {
  if (fault?.kind === 'failed') prediction.ending = 'failed';
  if (fault?.kind === 'bad-output') prediction.ending = 'bad-output';
  if (fault?.kind === 'nsfw') prediction.ending = 'nsfw';
  if (fault?.kind === 'stuck') prediction.ending = 'stuck';
}

/** `Prefer: wait` (60 s) or `Prefer: wait=n`; undefined without one. */
function preferWaitSeconds(prefer: string | undefined): number | undefined {
  for (const part of (prefer ?? '').split(',')) {
    const match = /^\s*wait(?:=(\d+))?\s*$/.exec(part);
    if (match) return Math.min(60, Math.max(1, Number(match[1] ?? 60)));
  }
  return undefined;
}

async function answeredByFault(
  fault: Fault | undefined,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  signal: AbortSignal,
  isCreate: boolean,
): Promise<boolean> {
  switch (fault?.kind) {
    // A creation makes its prediction first; a reading is lost the same way.
    case 'hang-after-create':
      if (isCreate) return false;
      await hang(signal);
      return true;
    case 'reset-after-create':
    case 'late-create':
      if (isCreate) return false;
      req.socket.destroy();
      return true;
    case '429':
      problem(
        res,
        429,
        'Request was throttled',
        'Request was throttled. Your rate limit resets in ~1s.',
        retryHeadersOf(fault, 1),
      );
      return true;
    case '500':
      problem(res, 500, 'Internal Server Error', 'Something went wrong', retryHeadersOf(fault, undefined));
      return true;
    case '503':
      problem(res, 503, 'Service Unavailable', 'Service temporarily unavailable', retryHeadersOf(fault, undefined));
      return true;
    case 'hang':
    case 'stall':
      await hang(signal);
      return true;
    case 'network':
      req.socket.destroy();
      return true;
    default:
      return false;
  }
}

function sendPrediction(
  res: http.ServerResponse,
  status: number,
  prediction: unknown,
  fault: Fault | undefined,
  headers: Record<string, string> = {},
): void {
  // Headers (such as a creation's `Location`) arrive whole even when the body is broken.
  if (fault?.kind === 'truncated-json') {
    sendTruncatedJson(res, status, prediction, headers);
    return;
  }
  if (fault?.kind === 'malformed-json') {
    const text = '<html><body>Bad gateway</body></html>';
    res.writeHead(status, {
      ...headers,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
    });
    res.end(text);
    return;
  }
  sendJson(res, status, prediction, headers);
}

/** Replicate's errors are RFC 7807 problem documents. */
function problem(
  res: http.ServerResponse,
  status: number,
  title: string,
  detail: string,
  headers: Record<string, string> = {},
): void {
  sendJson(res, status, { title, detail, status }, { ...headers, 'content-type': 'application/problem+json' });
}
