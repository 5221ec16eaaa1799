import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { replicateRoot } from './image/replicate-api.ts';
import { KOKORO_MODEL } from './speech/kokoro-replicate.ts';
import { OPENAI_SPEECH_MODEL } from './speech/openai-speech.ts';

/**
 * Configuration that tells the truth (issue 16.8): at start the server asks each configured provider (the story
 * model, the image model, and the speech server when stories are read aloud by one) whether its key is accepted and
 * its model exists, logs one clear line per provider, and `GET /api/health` reports each as
 * `ok`, `misconfigured` (a wrong key, address or model: a person must fix it), `unreachable` (down or no network:
 * it may come back) or `no model list` (it answers, but cannot list its models to check the names against). No key or token ever appears in a line or an answer.
 *
 * A status is not a snapshot from start-up: a health request that finds the last check older than `maxAgeMs` (a
 * minute) starts one new check, at most one at a time, and is answered at once with the last known statuses, so a
 * provider that was down at boot or a key revoked since shows up on the next request. The answer never waits on a
 * provider (the app asks `/api/health` whether the server is reachable, with a short limit of its own); only the very
 * first request waits for the start-up check. A re-check logs a line only for a provider whose status changed.
 */

/**
 * `no model list`: the endpoint answers and takes the key, but has no `GET /models` (some self-hosted servers and
 * gateways), so the model names cannot be checked before the first story; stories work when the names are right.
 */
export type ProviderStatus = 'ok' | 'misconfigured' | 'unreachable' | 'no model list';
export type ProviderKind = 'storyModel' | 'imageModel' | 'speechModel';
type Verdict = { status: ProviderStatus; reason: string };

const CHECK_TIMEOUT_MS = 5000;
/** How old a check may be before a health request starts a new one. */
export const HEALTH_MAX_AGE_MS = 60_000;

type Check = { kind: ProviderKind; label: string; run: (signal: AbortSignal) => Promise<Verdict> };

/** The address without any user or password in it, for the log. */
function shown(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    return parsed.toString().replace(/\/$/, '');
  } catch {
    return '(invalid address)';
  }
}

async function get(
  doFetch: typeof fetch,
  url: string,
  token: string | undefined,
  signal: AbortSignal,
): Promise<{ status: number; body: unknown } | { error: unknown }> {
  try {
    const response = await doFetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal });
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: response.status, body };
  } catch (error) {
    return { error };
  }
}

/** 401/403: the key; 404: the address or the model; 2xx: fine; anything else: the provider is having trouble. */
function verdictOf(status: number, what: string): Verdict {
  if (status === 401 || status === 403) return { status: 'misconfigured', reason: `the key was refused (${status})` };
  if (status === 404) return { status: 'misconfigured', reason: `${what} was not found (404)` };
  if (status >= 200 && status < 300) return { status: 'ok', reason: 'key accepted' };
  return { status: 'unreachable', reason: `answered ${status}` };
}

/**
 * Whether an endpoint without a model list still serves `workPath`: an empty request costs nothing and is answered
 * 400 or 422 by a server that has the route (401 or 403 when the key is wrong), 404 by an address that is not an
 * OpenAI-compatible API at all.
 */
async function answersWithoutModelList(
  doFetch: typeof fetch,
  url: string,
  apiKey: string | undefined,
  signal: AbortSignal,
): Promise<Verdict> {
  try {
    const response = await doFetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
      body: '{}',
      signal,
    });
    await response.body?.cancel();
    if (response.status === 401 || response.status === 403) {
      return { status: 'misconfigured', reason: `the key was refused (${response.status})` };
    }
    if (response.status === 404 || response.status === 405) {
      return { status: 'misconfigured', reason: `an OpenAI-compatible API at this address was not found (404)` };
    }
    return {
      status: 'no model list',
      reason: 'the endpoint answers but lists no models, so the model names are checked by the first story',
    };
  } catch {
    return { status: 'unreachable', reason: 'no answer' };
  }
}

/**
 * An OpenAI-compatible `GET /models`: the key, then whether each model is listed. An endpoint without that route is
 * asked whether it serves `workPath` (`/chat/completions`, ...) before it is called misconfigured.
 */
function openAiModelsCheck(
  doFetch: typeof fetch,
  kind: ProviderKind,
  label: string,
  baseUrl: string,
  apiKey: string | undefined,
  models: string[],
  workPath: string,
): Check {
  const root = baseUrl.replace(/\/+$/, '');
  return {
    kind,
    label: `${label} at ${shown(baseUrl)} (${models.join(', ')})`,
    async run(signal) {
      const answer = await get(doFetch, `${root}/models`, apiKey, signal);
      if ('error' in answer) return { status: 'unreachable', reason: 'no answer' };
      if (answer.status === 404 || answer.status === 405 || answer.status === 501) {
        return answersWithoutModelList(doFetch, `${root}${workPath}`, apiKey, signal);
      }
      const verdict = verdictOf(answer.status, 'an OpenAI-compatible API at this address');
      if (verdict.status !== 'ok') return verdict;
      const listed = (answer.body as { data?: { id?: unknown }[] } | undefined)?.data?.map((model) => model.id) ?? [];
      const missing = listed.length === 0 ? [] : models.filter((model) => !listed.includes(model));
      if (missing.length > 0) return { status: 'misconfigured', reason: `no model named ${missing.join(', ')}` };
      return { status: 'ok', reason: listed.length === 0 ? 'key accepted' : 'key accepted, model found' };
    },
  };
}

/** Replicate's model lookup (`/v1/models/{owner}/{name}`, or its version for `owner/name:version`) per model. */
function replicateCheck(
  doFetch: typeof fetch,
  kind: ProviderKind,
  label: string,
  connection: { baseUrl: string; token: string },
  models: string[],
): Check {
  const root = replicateRoot(connection.baseUrl);
  return {
    kind,
    label: `${label} at ${shown(root)} (${models.join(', ')})`,
    async run(signal) {
      for (const model of models) {
        const [name = model, version] = model.split(':');
        const path = version ? `/v1/models/${name}/versions/${version}` : `/v1/models/${name}`;
        const answer = await get(doFetch, `${root}${path}`, connection.token, signal);
        if ('error' in answer) return { status: 'unreachable', reason: 'no answer' };
        const verdict = verdictOf(answer.status, `the model ${model}`);
        if (verdict.status !== 'ok') return verdict;
      }
      return { status: 'ok', reason: 'token accepted, models found' };
    },
  };
}

export type ProviderHealth = {
  /**
   * Runs every check (at start, and again when a report finds the last one too old); resolves when all have
   * answered or timed out. While one runs, calling it again joins that one.
   */
  check(): Promise<void>;
  /**
   * Each configured provider's status: the last known one (waiting only for the start-up check), after starting a
   * new check when the last is older than `maxAgeMs`.
   */
  report(): Promise<Partial<Record<ProviderKind, ProviderStatus>>>;
};

/** What a provider's failure leaves the parent with, for its warning line. */
const FALLBACK: Record<ProviderKind, string> = {
  storyModel: 'stories use the built-in storyteller when it fails',
  imageModel: 'stories use the built-in pictures when it fails',
  speechModel: 'stories are read by the device’s own voice when it fails',
};

export function createProviderHealth(
  config: Pick<Config, 'llm' | 'replicate' | 'openaiImages'> & Partial<Pick<Config, 'speech'>>,
  logger: Logger,
  doFetch: typeof fetch = fetch,
  options: { maxAgeMs?: number | undefined } = {},
): ProviderHealth {
  const maxAgeMs = options.maxAgeMs ?? HEALTH_MAX_AGE_MS;
  const checks: Check[] = [];
  if (config.llm) {
    const { baseUrl, apiKey, storyModel, fastModel } = config.llm;
    checks.push(
      openAiModelsCheck(
        doFetch,
        'storyModel',
        'Story model',
        baseUrl,
        apiKey,
        [...new Set([storyModel, fastModel])],
        '/chat/completions',
      ),
    );
  }
  if (config.openaiImages) {
    const { baseUrl, apiKey, model } = config.openaiImages;
    checks.push(
      openAiModelsCheck(doFetch, 'imageModel', 'Image model', baseUrl, apiKey, [model], '/images/generations'),
    );
  } else if (config.replicate) {
    const { standardModel, premiumModel } = config.replicate;
    checks.push(
      replicateCheck(doFetch, 'imageModel', 'Replicate', config.replicate, [...new Set([standardModel, premiumModel])]),
    );
  }
  // Speech, when the server reads stories aloud (`TTS_PROVIDER`); the device's own voice needs no check.
  const speech = config.speech;
  if (speech?.provider === 'openai') {
    // The speech client adds `/v1` to the server's root, with or without one in TTS_BASE_URL.
    const root = speech.baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '');
    checks.push(
      openAiModelsCheck(
        doFetch,
        'speechModel',
        'Speech model',
        `${root}/v1`,
        speech.apiKey,
        [speech.model ?? OPENAI_SPEECH_MODEL],
        '/audio/speech',
      ),
    );
  } else if (speech?.provider === 'replicate') {
    checks.push(replicateCheck(doFetch, 'speechModel', 'Speech on Replicate', speech, [speech.model ?? KOKORO_MODEL]));
  }
  const statuses: Partial<Record<ProviderKind, ProviderStatus>> = {};
  let running: Promise<void> | undefined;
  /** When the last check ended (`performance.now()`); undefined until the first one has. */
  let checkedAt: number | undefined;

  const check = () => {
    running ??= Promise.all(
      checks.map(async (one) => {
        const verdict = await one
          .run(AbortSignal.timeout(CHECK_TIMEOUT_MS))
          .catch((): Verdict => ({ status: 'unreachable', reason: 'no answer' }));
        const previous = statuses[one.kind];
        statuses[one.kind] = verdict.status;
        // Once a minute the same line again would bury the one that matters: log the first and every change.
        if (previous === verdict.status) return;
        const line = `${one.label}: ${verdict.status}, ${verdict.reason}`;
        if (verdict.status === 'ok' || verdict.status === 'no model list') {
          logger.info({ provider: one.kind, status: verdict.status }, line);
        } else logger.warn({ provider: one.kind, status: verdict.status }, `${line}; ${FALLBACK[one.kind]}`);
      }),
    ).then(() => {
      checkedAt = performance.now();
      running = undefined;
    });
    return running;
  };

  return {
    check,
    async report() {
      if (checkedAt === undefined) await check();
      else if (performance.now() - checkedAt > maxAgeMs) void check();
      return { ...statuses };
    },
  };
}
