import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../../logger.ts';
import type { Illustration, Illustrator, ImageRequest } from '../types.ts';
import { parseRetryAfter, REPLICATE_MESSAGES } from './replicate-api.ts';

/**
 * Pictures from any OpenAI-compatible `POST /v1/images/generations` endpoint (issue 16.9): OpenAI itself, and the
 * self-hosted image servers that speak the same API (LocalAI, stable-diffusion.cpp's server, SD.Next and others), so
 * a family can keep every picture on their own machine. One request per picture; 429 (after its `Retry-After`), 5xx
 * and dropped connections are tried again, at most three times in all; 401, 403 and 404 are configuration errors
 * and are not. The scene-level ladder (sizes, attempts, fallbacks) stays the pipeline's.
 */

export type OpenAiImagesOptions = {
  /** The API root including its version, as for the text model: `https://api.openai.com/v1`, `http://localhost:8080/v1`. */
  baseUrl: string;
  /** Local servers often need none. */
  apiKey: string | undefined;
  model: string;
  fetch?: typeof fetch | undefined;
  /** First back-off step (default 500 ms). */
  retryBaseMs?: number | undefined;
  logger?: Logger | undefined;
};

export class ImageApiError extends Error {
  readonly status: number | undefined;
  constructor(message: string, options?: { status?: number | undefined; cause?: unknown }) {
    super(message, { cause: options?.cause });
    this.name = 'ImageApiError';
    this.status = options?.status;
  }
}

const MAX_ATTEMPTS = 3;

export function createOpenAiImagesIllustrator(options: OpenAiImagesOptions): Illustrator {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/images/generations`;
  const doFetch = options.fetch ?? fetch;
  const retryBaseMs = options.retryBaseMs ?? 500;
  const logger = options.logger?.child({ provider: 'openai-images' });

  return {
    name: 'openai-images',
    async draw(request, drawOptions): Promise<Illustration> {
      const signal = drawOptions?.signal;
      const body = JSON.stringify(imagesInput(options.model, request));
      for (let attempt = 1; ; attempt += 1) {
        signal?.throwIfAborted();
        let response: Response;
        try {
          response = await doFetch(url, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
            },
            body,
            signal,
          });
        } catch (error) {
          if (signal?.aborted) throw error;
          if (attempt >= MAX_ATTEMPTS) throw new ImageApiError(REPLICATE_MESSAGES.network, { cause: error });
          await sleep(backOff(attempt, retryBaseMs), undefined, { signal });
          continue;
        }
        const text = await response.text().catch(() => '');
        if (response.ok) return illustrationOf(text);
        const status = response.status;
        const failure = new ImageApiError(REPLICATE_MESSAGES.httpStatus(status), {
          status,
          cause: new Error(text.slice(0, 300)),
        });
        if (!(status === 429 || status >= 500) || attempt >= MAX_ATTEMPTS) throw failure;
        const retryAfter = status === 429 ? parseRetryAfter(response.headers.get('retry-after')) : undefined;
        logger?.debug({ status, attempt }, 'image request retried');
        await sleep(Math.min(retryAfter ?? backOff(attempt, retryBaseMs), 60_000), undefined, { signal });
      }
    },
  };
}

function backOff(attempt: number, baseMs: number): number {
  const step = Math.min(8000, baseMs * 2 ** (attempt - 1));
  return step / 2 + Math.random() * (step / 2);
}

/**
 * The request body. OpenAI's own models take only their fixed sizes and answer in base64 by themselves (gpt-image)
 * or when asked (DALL·E); other servers take the size asked for and `b64_json`.
 */
export function imagesInput(model: string, request: ImageRequest): Record<string, unknown> {
  const isLandscape = request.width > request.height;
  const name = model.toLowerCase();
  if (name.startsWith('gpt-image')) {
    return { model, prompt: request.prompt, n: 1, size: isLandscape ? '1536x1024' : '1024x1024' };
  }
  if (name.startsWith('dall-e-3')) {
    return {
      model,
      prompt: request.prompt,
      n: 1,
      size: isLandscape ? '1792x1024' : '1024x1024',
      response_format: 'b64_json',
    };
  }
  return {
    model,
    prompt: request.prompt,
    n: 1,
    size: `${request.width}x${request.height}`,
    response_format: 'b64_json',
  };
}

function illustrationOf(text: string): Illustration {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw new ImageApiError(REPLICATE_MESSAGES.badResponse, { cause: error });
  }
  const first = (body as { data?: { b64_json?: unknown; url?: unknown }[] }).data?.[0];
  if (typeof first?.b64_json === 'string' && first.b64_json !== '') {
    const bytes = new Uint8Array(Buffer.from(first.b64_json, 'base64'));
    return { bytes, contentType: sniffType(bytes) };
  }
  if (typeof first?.url === 'string' && /^https?:\/\//.test(first.url)) return { url: first.url };
  throw new ImageApiError(REPLICATE_MESSAGES.badOutput);
}

/** PNG, JPEG or WebP by their first bytes (the answer does not say). */
function sniffType(bytes: Uint8Array): string {
  if (bytes[0] === 0x89 && bytes[1] === 0x50) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'image/jpeg';
  if (bytes[8] === 0x57 && bytes[9] === 0x45) return 'image/webp';
  return 'image/png';
}
