import { randomBytes, randomUUID } from 'node:crypto';
import type { Logger } from '../logger.ts';
import { type MediaStore, MediaStoreError } from './media-store.ts';

/** The store works, or what it answered and which setting to look at. */
export type ProbeResult = { ok: true } | { ok: false; setting: string; answer: string };

/** How long a probe may take before the store counts as down. */
export const PROBE_TIMEOUT_MS = 5_000;
/** How long a probe's answer is reused: `/api/health` stays cheap however often a load balancer asks. */
export const MEDIA_HEALTH_MAX_AGE_MS = 5_000;

/**
 * Writes a small object, reads it back and deletes it: what every story does with the store. Never throws.
 * `setting` names what to look at when the store does not answer in time (`S3_ENDPOINT` or `DATA_DIR`).
 */
export async function probeMediaStore(
  store: MediaStore,
  options: { timeoutMs?: number; setting: string },
): Promise<ProbeResult> {
  const key = `health/probe-${randomUUID()}.webp`;
  const bytes = new Uint8Array(randomBytes(16));
  const probe = async (): Promise<ProbeResult> => {
    await store.put(key, bytes, 'image/webp');
    const file = await store.open(key);
    const back = file ? new Uint8Array(await new Response(file.body).arrayBuffer()) : undefined;
    await store.remove([key]);
    if (!back || Buffer.compare(Buffer.from(back), Buffer.from(bytes)) !== 0) {
      return { ok: false, setting: options.setting, answer: 'an object just written could not be read back' };
    }
    return { ok: true };
  };
  let timer: NodeJS.Timeout | undefined;
  const timeoutMs = options.timeoutMs ?? PROBE_TIMEOUT_MS;
  try {
    return await Promise.race([
      probe(),
      new Promise<ProbeResult>((resolve) => {
        timer = setTimeout(
          () => resolve({ ok: false, setting: options.setting, answer: `no answer within ${timeoutMs / 1000} s` }),
          timeoutMs,
        );
      }),
    ]);
  } catch (error) {
    const failure = storeErrorIn(error);
    if (failure) return { ok: false, setting: failure.setting, answer: failure.answer };
    return { ok: false, setting: options.setting, answer: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

function storeErrorIn(error: unknown): MediaStoreError | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current instanceof MediaStoreError) return current;
  }
  return undefined;
}

export type MediaHealth = {
  /**
   * `ok` or `down`, from a probe at most `maxAgeMs` old (waiting for a new one when it is older). `fresh`: from a
   * probe started now (or one already running), for a request about to pay for a picture that must be kept.
   */
  status(options?: { fresh?: boolean }): Promise<'ok' | 'down'>;
  /** A request just met the store failing: the next `status()` probes again instead of trusting an old `ok`. */
  suspect(): void;
};

/** The media store's health for `/api/health` and the story workers: one probe at a time, its answer reused. */
export function createMediaHealth(
  store: MediaStore,
  options: {
    setting: string;
    maxAgeMs?: number | undefined;
    timeoutMs?: number | undefined;
    /** Says when the store goes down (with its answer) and when it is back: once per change, not per probe. */
    logger?: Pick<Logger, 'error' | 'info'> | undefined;
  },
): MediaHealth {
  const maxAgeMs = options.maxAgeMs ?? MEDIA_HEALTH_MAX_AGE_MS;
  let last: { ok: boolean; at: number } | undefined;
  /** The last probe's answer, kept across `suspect()` so a change is logged once. */
  let wasOkBefore = true;
  let running: Promise<boolean> | undefined;
  return {
    async status({ fresh = false } = {}) {
      if (fresh || !last || performance.now() - last.at > maxAgeMs) {
        running ??= probeMediaStore(store, { setting: options.setting, timeoutMs: options.timeoutMs })
          .then((result) => {
            const wasOk = last?.ok ?? wasOkBefore;
            last = { ok: result.ok, at: performance.now() };
            wasOkBefore = result.ok;
            if (!result.ok && wasOk) {
              options.logger?.error(
                { setting: result.setting, answer: result.answer },
                `the media store is down: ${result.answer} (check ${result.setting}); /api/health answers 503 and ` +
                  'stories wait in the queue until it is back',
              );
            } else if (result.ok && !wasOk) {
              options.logger?.info('the media store is back');
            }
            return result.ok;
          })
          .finally(() => {
            running = undefined;
          });
        await running;
      }
      return last?.ok ? 'ok' : 'down';
    },
    suspect() {
      last = undefined;
    },
  };
}
