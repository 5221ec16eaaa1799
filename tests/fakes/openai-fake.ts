import type http from 'node:http';
import {
  type Fault,
  FaultInjector,
  type FaultPlan,
  hang,
  pause,
  type RecordedRequest,
  retryHeadersOf,
  sendJson,
  sendTruncatedJson,
  startFakeServer,
} from './fake-http.ts';

/**
 * A fake OpenAI-compatible chat-completions server (`POST /v1/chat/completions`, also Groq's
 * `/openai/v1/chat/completions`), speaking the real wire format: a `chat.completion` object, or with `stream: true`
 * server-sent `chat.completion.chunk` events ending in `data: [DONE]`. The reply text comes from `respond(body)`.
 */

export type ChatRequestBody = {
  model: string;
  messages: { role: string; content: unknown }[];
  temperature?: number;
  max_tokens?: number;
  max_completion_tokens?: number;
  response_format?: { type: string };
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  [key: string]: unknown;
};

export type TextLatency = {
  /** Time before the first token (or, without streaming, part of the time before the answer). */
  firstTokenMs?: number;
  /** Token rate after the first one; unset or Infinity sends everything at once. */
  tokensPerSecond?: number;
};

export type OpenAiFakeOptions = {
  /** The key the fake accepts (`Authorization: Bearer <apiKey>`); default `test-key`. */
  apiKey?: string;
  respond?: (body: ChatRequestBody) => string | Promise<string>;
  latency?: TextLatency;
  faults?: FaultPlan;
  /** Characters per token when splitting content into stream chunks and counting `max_tokens` (default 4). */
  charsPerToken?: number;
  /** The models `GET /v1/models` lists (default `story-model`, `fast-model`). */
  models?: string[];
  /** `false`: no `GET /v1/models` at all (404), as some self-hosted servers and gateways. */
  hasModelList?: boolean;
};

export type OpenAiFake = {
  url: string;
  requests: RecordedRequest[];
  /** Only the chat-completion requests, with their parsed bodies. */
  chatRequests(): (RecordedRequest & { body: ChatRequestBody })[];
  setFaults(plan: FaultPlan): void;
  setRespond(respond: (body: ChatRequestBody) => string | Promise<string>): void;
  setLatency(latency: TextLatency): void;
  /** Where `ragged` streams were cut so far: inside a `data:` line, and inside a character of several UTF-8 bytes. */
  raggedCuts(): RaggedCuts;
  close(): Promise<void>;
};

export type RaggedCuts = { insideDataLine: number; insideCharacter: number };

const CHAT_PATHS = new Set(['/v1/chat/completions', '/openai/v1/chat/completions']);
const MODELS_PATHS = new Set(['/v1/models', '/openai/v1/models']);

/** Content a JSON-mode model should never send; `malformed-json` replies with it. */
export const MALFORMED_CONTENT = 'Here is your story!\n{"title": "Moon Night", scenes: [{"number": 1, "text": oops';

export async function startFakeOpenAi(options: OpenAiFakeOptions = {}): Promise<OpenAiFake> {
  const apiKey = options.apiKey ?? 'test-key';
  const charsPerToken = options.charsPerToken ?? 4;
  const faults = new FaultInjector(options.faults);
  let respond = options.respond ?? (() => 'OK');
  let latency: TextLatency = options.latency ?? {};
  let sequence = 0;
  const cuts: RaggedCuts = { insideDataLine: 0, insideCharacter: 0 };

  const server = await startFakeServer(async ({ req, res, record, signal }) => {
    if (record.method === 'GET' && MODELS_PATHS.has(record.path) && options.hasModelList !== false) {
      if (record.headers.authorization !== `Bearer ${apiKey}`) {
        return apiError(res, 401, 'Invalid API Key', 'invalid_request_error', 'invalid_api_key');
      }
      const data = (options.models ?? ['story-model', 'fast-model']).map((id) => ({
        id,
        object: 'model',
        owned_by: 'fake',
      }));
      return sendJson(res, 200, { object: 'list', data });
    }
    if (record.method !== 'POST' || !CHAT_PATHS.has(record.path)) {
      return apiError(
        res,
        404,
        `Unknown request URL: ${record.method} ${record.path}`,
        'invalid_request_error',
        'unknown_url',
      );
    }
    if (record.headers.authorization !== `Bearer ${apiKey}`) {
      return apiError(res, 401, 'Invalid API Key', 'invalid_request_error', 'invalid_api_key');
    }
    const body = record.body as ChatRequestBody | undefined;
    const invalid = validate(body);
    if (invalid || !body) return apiError(res, 400, invalid ?? 'Invalid body', 'invalid_request_error', null);

    const fault = faults.next();
    record.fault = fault;
    switch (fault?.kind) {
      case '429':
        return apiError(
          res,
          429,
          'Rate limit reached for requests. Please try again shortly.',
          'requests',
          'rate_limit_exceeded',
          retryHeadersOf(fault, 1),
        );
      case '500':
        return apiError(
          res,
          500,
          'Internal server error',
          'internal_server_error',
          null,
          retryHeadersOf(fault, undefined),
        );
      case '503':
        return apiError(res, 503, 'Service Unavailable', 'service_unavailable', null, retryHeadersOf(fault, undefined));
      case 'hang':
        return hang(signal);
      case 'network':
        req.socket.destroy();
        return;
    }

    let content = await respond(body);
    if (fault?.kind === 'malformed-json') content = MALFORMED_CONTENT;
    if (fault?.kind === 'empty-content') content = '';
    if (fault?.kind === 'six-scenes') content = withSixScenes(content);
    if (fault?.kind === 'english') content = inEnglish(content);
    if (fault?.kind === 'one-scene-english') content = withEnglishSentence(content);
    if (fault?.kind === 'code-fence') content = `\`\`\`json\n${content}\n\`\`\``;
    if (fault?.kind === 'prose-around') content = `Of course! Here is the story:\n\n${content}\n\nSweet dreams!`;

    let tokens = splitTokens(content, charsPerToken);
    let finishReason: 'stop' | 'length' = 'stop';
    const maxTokens = body.max_completion_tokens ?? body.max_tokens;
    if (typeof maxTokens === 'number' && tokens.length > maxTokens) {
      tokens = tokens.slice(0, maxTokens);
      finishReason = 'length';
    }

    sequence += 1;
    const meta = {
      id: `chatcmpl-fake-${sequence}`,
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      system_fingerprint: 'fp_fake',
    };
    const usage = {
      prompt_tokens: Math.ceil(JSON.stringify(body.messages).length / charsPerToken),
      completion_tokens: tokens.length,
      total_tokens: 0,
    };
    usage.total_tokens = usage.prompt_tokens + usage.completion_tokens;

    if (body.stream) {
      await stream(res, signal, { meta, tokens, finishReason, usage, body, fault, latency, cuts });
      return;
    }

    const firstTokenMs = latency.firstTokenMs ?? 0;
    const rate = latency.tokensPerSecond ?? Number.POSITIVE_INFINITY;
    await pause(firstTokenMs + (Number.isFinite(rate) ? (tokens.length / rate) * 1000 : 0), signal);
    if (signal.aborted) return;
    if (fault?.kind === 'stall') return hang(signal);
    const completion = {
      ...meta,
      object: 'chat.completion',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: tokens.join(''), refusal: null },
          logprobs: null,
          finish_reason: finishReason,
        },
      ],
      usage,
    };
    if (fault?.kind === 'truncated-json') return sendTruncatedJson(res, 200, completion);
    sendJson(res, 200, completion, { 'x-request-id': `req_fake_${sequence}` });
  });

  return {
    url: server.url,
    requests: server.requests,
    chatRequests: () =>
      server.requests.filter((request) => CHAT_PATHS.has(request.path)) as (RecordedRequest & {
        body: ChatRequestBody;
      })[],
    setFaults: (plan) => faults.set(plan),
    setRespond: (next) => {
      respond = next;
    },
    setLatency: (next) => {
      latency = next;
    },
    raggedCuts: () => ({ ...cuts }),
    close: server.close,
  };
}

function validate(body: ChatRequestBody | undefined): string | undefined {
  if (!body || typeof body !== 'object') return 'The request body must be a JSON object.';
  if (typeof body.model !== 'string' || body.model === '') return "'model' is a required property";
  if (!Array.isArray(body.messages) || body.messages.length === 0) return "'messages' must be a non-empty array";
  if (body.response_format?.type === 'json_object') {
    // OpenAI and Groq refuse JSON mode unless the prompt itself asks for JSON.
    const text = body.messages.map((message) => JSON.stringify(message.content)).join(' ');
    if (!/json/i.test(text)) {
      return "'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'.";
    }
  }
  return undefined;
}

function apiError(
  res: http.ServerResponse,
  status: number,
  message: string,
  type: string,
  code: string | null,
  headers: Record<string, string> = {},
): void {
  sendJson(res, status, { error: { message, type, param: null, code } }, headers);
}

/** Splits text into pieces of about `charsPerToken` characters, never inside a UTF-16 surrogate pair. */
function splitTokens(text: string, charsPerToken: number): string[] {
  const characters = Array.from(text);
  const tokens: string[] = [];
  for (let index = 0; index < characters.length; index += charsPerToken) {
    tokens.push(characters.slice(index, index + charsPerToken).join(''));
  }
  return tokens;
}

/** A scene in English, as a model that ignores the story's language writes it. */
export const ENGLISH_SCENE =
  'The little bear looks at the sky. It is time to play with his friends. They laugh together.';
export const ENGLISH_BEDTIME =
  'The little bear is tired now. He climbs into his warm bed. Goodnight, little bear, sleep well.';

export const ENGLISH_TITLE = 'The Little Bear and His Friends';
/** The sentence `one-scene-english` adds to scene 3. */
export const ENGLISH_SENTENCE = 'He is very happy.';

/** Rewrites a story JSON's title and scene texts in English; any other text is left as it is. */
function inEnglish(content: string): string {
  try {
    const story = JSON.parse(content) as { scenes?: { text?: string }[] };
    if (!Array.isArray(story.scenes)) return content;
    const scenes = story.scenes.map((scene, index, all) => ({
      ...scene,
      text: index === all.length - 1 ? ENGLISH_BEDTIME : ENGLISH_SCENE,
    }));
    return JSON.stringify({ ...story, title: ENGLISH_TITLE, scenes });
  } catch {
    return content;
  }
}

/** Adds an English sentence to scene 3 of a story JSON, after its own ones; any other text is left as it is. */
function withEnglishSentence(content: string): string {
  try {
    const story = JSON.parse(content) as { scenes?: { text?: string }[] };
    if (!Array.isArray(story.scenes)) return content;
    const scenes = story.scenes.map((scene, index) =>
      index === 2 ? { ...scene, text: `${scene.text ?? ''} ${ENGLISH_SENTENCE}` } : scene,
    );
    return JSON.stringify({ ...story, scenes });
  } catch {
    return content;
  }
}

/** Cuts a story JSON down to six scenes; any other text is left as it is. */
function withSixScenes(content: string): string {
  try {
    const story = JSON.parse(content) as { scenes?: unknown };
    if (!Array.isArray(story.scenes)) return content;
    return JSON.stringify({ ...story, scenes: story.scenes.slice(0, 6) });
  } catch {
    return content;
  }
}

async function stream(
  res: http.ServerResponse,
  signal: AbortSignal,
  reply: {
    meta: { id: string; created: number; model: string; system_fingerprint: string };
    tokens: string[];
    finishReason: 'stop' | 'length';
    usage: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
    body: ChatRequestBody;
    fault: Fault | undefined;
    latency: TextLatency;
    cuts: RaggedCuts;
  },
): Promise<void> {
  const { meta, fault, latency } = reply;
  // A proxy or a slow network hands the client an event in pieces: the client must put the bytes together again.
  const write = (text: string) =>
    fault?.kind === 'ragged' ? writeRagged(res, text, signal, reply.cuts) : Promise.resolve(void res.write(text));
  const chunk = (choices: unknown[], extra: Record<string, unknown> = {}) =>
    `data: ${JSON.stringify({ ...meta, object: 'chat.completion.chunk', choices, ...extra })}\n\n`;
  const delta = (value: Record<string, unknown>, finish: string | null = null) =>
    chunk([{ index: 0, delta: value, logprobs: null, finish_reason: finish }]);

  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  res.flushHeaders();
  await pause(latency.firstTokenMs ?? 0, signal);
  if (signal.aborted) return;
  await write(delta({ role: 'assistant', content: '' }));

  let tokens = reply.tokens;
  if (fault?.kind === 'truncated-json' || fault?.kind === 'stall') {
    tokens = tokens.slice(0, Math.floor(tokens.length / 2));
  }
  const rate = latency.tokensPerSecond ?? Number.POSITIVE_INFINITY;
  const started = performance.now();
  let sent = 0;
  while (sent < tokens.length) {
    if (signal.aborted) return;
    const due = Number.isFinite(rate)
      ? Math.min(tokens.length, Math.floor(((performance.now() - started) / 1000) * rate) + 1)
      : tokens.length;
    await write(
      tokens
        .slice(sent, due)
        .map((token) => delta({ content: token }))
        .join(''),
    );
    sent = due;
    if (sent < tokens.length) await pause(Math.max(1, (sent / rate) * 1000 - (performance.now() - started)), signal);
  }

  if (fault?.kind === 'stall') return hang(signal);
  if (fault?.kind === 'truncated-json') {
    res.end();
    return;
  }
  await write(delta({}, reply.finishReason));
  if (reply.body.stream_options?.include_usage) await write(chunk([], { usage: reply.usage }));
  if (signal.aborted) return;
  res.end('data: [DONE]\n\n');
}

/**
 * Writes server-sent events in pieces, a moment apart so that they reach the client apart: every piece ends inside an
 * event's `data:` line, inside its first character of several UTF-8 bytes when it has one, else halfway. Counts the
 * cuts of each kind.
 */
async function writeRagged(res: http.ServerResponse, text: string, signal: AbortSignal, cuts: RaggedCuts) {
  const bytes = Buffer.from(text, 'utf8');
  const ends: number[] = [];
  for (let event = 0; event < bytes.length; ) {
    const next = bytes.indexOf('\n\n', event);
    const eventEnd = next < 0 ? bytes.length : next + 2;
    // A lead byte (11xxxxxx) starts a character of several bytes: cut after it.
    const lead = bytes.subarray(event, eventEnd).findIndex((byte) => byte >= 0xc0);
    ends.push(lead >= 0 ? event + lead + 1 : event + Math.floor((eventEnd - event) / 2));
    event = eventEnd;
  }
  let start = 0;
  for (const end of [...ends, bytes.length]) {
    if (signal.aborted) return;
    if (end <= start) continue;
    if (end < bytes.length) {
      if (((bytes[end] ?? 0) & 0xc0) === 0x80) cuts.insideCharacter += 1;
      const lineStart = bytes.lastIndexOf(0x0a, end - 1) + 1;
      const inLine = bytes[end - 1] !== 0x0a && bytes[end] !== 0x0a;
      if (inLine && bytes.subarray(lineStart, lineStart + 5).toString() === 'data:') cuts.insideDataLine += 1;
    }
    res.write(bytes.subarray(start, end));
    start = end;
    if (end < bytes.length) await pause(1, signal);
  }
}
