import {
  FaultInjector,
  type FaultPlan,
  hang,
  pause,
  type RecordedRequest,
  retryHeadersOf,
  sendJson,
  startFakeServer,
} from './fake-http.ts';
import { fakeSpeechMs, silentMp3, silentWav } from './media-bytes.ts';

/**
 * A fake OpenAI-compatible speech server (`POST /v1/audio/speech` and `GET /v1/models`, as OpenAI and Kokoro-FastAPI
 * serve them) that answers with real (silent) MP3 or WAV bytes. Its WAV lasts as long as the text takes to say
 * (`fakeSpeechMs`) and carries a streamed header (sizes 0xFFFFFFFF), as both services send it. Kokoro on Replicate is
 * served by the Replicate fake instead.
 */

export type SpeechRequestBody = {
  model: string;
  input: string;
  voice: string;
  response_format?: string;
  speed?: number;
};

export type SpeechFakeOptions = {
  /** Accepted key (`Authorization: Bearer <apiKey>`); default `test-key`. */
  apiKey?: string;
  latency?: { speechMs?: number };
  /** Supports `429`, `500`, `503`, `hang`, `network`, `truncated-json` (half the audio bytes). */
  faults?: FaultPlan;
  /** The models `GET /v1/models` lists, as Kokoro-FastAPI does (default `kokoro`, `tts-1`, `tts-1-hd`). */
  models?: string[];
};

export type SpeechFake = {
  url: string;
  requests: RecordedRequest[];
  speechRequests(): (RecordedRequest & { body: SpeechRequestBody })[];
  setFaults(plan: FaultPlan): void;
  close(): Promise<void>;
};

const SPEECH_PATHS = new Set(['/v1/audio/speech', '/openai/v1/audio/speech']);
const MODELS_PATHS = new Set(['/v1/models', '/openai/v1/models']);

export async function startFakeSpeech(options: SpeechFakeOptions = {}): Promise<SpeechFake> {
  const apiKey = options.apiKey ?? 'test-key';
  const faults = new FaultInjector(options.faults);
  const mp3 = silentMp3();

  const server = await startFakeServer(async ({ req, res, record, signal }) => {
    const error = (status: number, message: string, headers: Record<string, string> = {}) =>
      sendJson(res, status, { error: { message, type: 'invalid_request_error', param: null, code: null } }, headers);

    // The model list (the start-up check): the key, then the models.
    if (record.method === 'GET' && MODELS_PATHS.has(record.path)) {
      if (record.headers.authorization !== `Bearer ${apiKey}`) return error(401, 'Invalid API Key');
      const models = options.models ?? ['kokoro', 'tts-1', 'tts-1-hd'];
      return sendJson(res, 200, {
        object: 'list',
        data: models.map((id) => ({ id, object: 'model', created: 1_700_000_000, owned_by: 'kokoro' })),
      });
    }
    if (record.method !== 'POST' || !SPEECH_PATHS.has(record.path)) {
      return error(404, `Unknown request URL: ${record.method} ${record.path}`);
    }
    if (record.headers.authorization !== `Bearer ${apiKey}`) return error(401, 'Invalid API Key');
    const body = record.body as Partial<SpeechRequestBody> | undefined;
    if (typeof body?.model !== 'string' || typeof body.voice !== 'string' || typeof body.input !== 'string') {
      return error(400, "'model', 'input' and 'voice' are required");
    }
    if (body.input.trim() === '') return error(400, "'input' must not be empty");

    const fault = faults.next();
    record.fault = fault;
    switch (fault?.kind) {
      case '429':
        return error(429, 'Rate limit reached', retryHeadersOf(fault, 1));
      case '500':
      case '503':
        return error(Number(fault.kind), 'Server error', retryHeadersOf(fault, undefined));
      case 'hang':
      case 'stall':
        return hang(signal);
      case 'network':
        req.socket.destroy();
        return;
    }

    await pause(options.latency?.speechMs ?? 0, signal);
    if (signal.aborted) return;
    const isWav = body.response_format === 'wav';
    const bytes = isWav ? silentWav(fakeSpeechMs(body.input), { streamed: true }) : mp3;
    const sent = fault?.kind === 'truncated-json' ? bytes.subarray(0, bytes.byteLength / 2) : bytes;
    res.writeHead(200, { 'content-type': isWav ? 'audio/wav' : 'audio/mpeg', 'content-length': sent.byteLength });
    res.end(sent);
  });

  return {
    url: server.url,
    requests: server.requests,
    speechRequests: () =>
      server.requests.filter((request) => SPEECH_PATHS.has(request.path)) as (RecordedRequest & {
        body: SpeechRequestBody;
      })[],
    setFaults: (plan) => faults.set(plan),
    close: server.close,
  };
}
