import type { Illustration, Illustrator, ImageRequest } from '../types.ts';
import { createReplicateApi, type ReplicateConnection } from './replicate-api.ts';

/**
 * Pictures from Replicate models over the HTTP API: the standard model (e.g. `black-forest-labs/flux-schnell`) or,
 * for premium, the premium one (e.g. `google/nano-banana`, which also takes the character's picture as a reference).
 * The scene-level ladder (sizes, attempts, back-off) is the pipeline's; this file makes one picture, retrying only
 * transient HTTP failures (see `replicate-api.ts`).
 */

export type ReplicateIllustratorOptions = ReplicateConnection & {
  standardModel: string;
  premiumModel: string;
};

export function createReplicateIllustrator(options: ReplicateIllustratorOptions): Illustrator {
  const logger = options.logger?.child({ provider: 'replicate' });
  const api = createReplicateApi({
    baseUrl: options.baseUrl,
    token: options.token,
    fetch: options.fetch,
    random: options.random,
    retryBaseMs: options.retryBaseMs,
    logger,
  });

  return {
    name: 'replicate',
    async draw(request, drawOptions): Promise<Illustration> {
      const model = request.premium ? options.premiumModel : options.standardModel;
      const started = performance.now();
      const { predictionId, ...output } = await api.run({
        model,
        input: replicateInput(model, request),
        signal: drawOptions?.signal,
        timeoutMs: options.timeoutMs ?? 60_000,
        pollIntervalMs: options.pollIntervalMs ?? 1000,
        // A picture that may be dropped is not held in a waiting request: its id comes back at once, so it can be
        // cancelled the moment its draft is dropped (issue 16.7). Others are answered when done (one request).
        preferWaitSeconds: drawOptions?.mayBeDropped ? 0 : undefined,
      });
      logger?.debug(
        { model, width: request.width, height: request.height, ms: Math.round(performance.now() - started) },
        'picture made',
      );
      return { ...output, letGo: () => api.letGo(predictionId) };
    },
  };
}

/** Aspect ratios the FLUX and Gemini image models on Replicate accept. */
const ASPECT_RATIOS = ['1:1', '16:9', '21:9', '3:2', '2:3', '4:5', '5:4', '3:4', '4:3', '9:16', '9:21'] as const;

/** The accepted aspect ratio closest to width:height (1024x576 and 512x288 give 16:9). */
export function aspectRatioOf(width: number, height: number): string {
  const wanted = Math.log(width / height);
  let best: string = '1:1';
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const ratio of ASPECT_RATIOS) {
    const [w = 1, h = 1] = ratio.split(':').map(Number);
    const distance = Math.abs(Math.log(w / h) - wanted);
    if (distance < bestDistance) {
      best = ratio;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * The model's input for a request. Replicate models each have their own schema, so known families get exactly
 * the fields they take; any other model gets the common Stable-Diffusion-style fields.
 * - FLUX schnell: aspect ratio and megapixels (0.25 for small pictures such as 512x288), 1-4 steps, go_fast.
 * - Other FLUX models: the same plus `guidance` (they take no reference picture).
 * - Nano Banana (Gemini): prompt, aspect ratio and the reference picture as `image_input`.
 */
export function replicateInput(model: string, request: ImageRequest): Record<string, unknown> {
  const name = model.split(':')[0]?.toLowerCase() ?? '';
  const aspectRatio = aspectRatioOf(request.width, request.height);
  const reference = request.premium && request.referenceImageUrl ? [request.referenceImageUrl] : undefined;

  if (name.includes('nano-banana')) {
    return {
      prompt: request.prompt,
      aspect_ratio: aspectRatio,
      output_format: 'png',
      ...(reference ? { image_input: reference } : {}),
    };
  }
  if (name.includes('flux')) {
    const isSchnell = name.includes('schnell');
    return {
      prompt: request.prompt,
      aspect_ratio: aspectRatio,
      megapixels: request.width * request.height <= 400_000 ? '0.25' : '1',
      num_outputs: 1,
      num_inference_steps: isSchnell ? clamp(request.numInferenceSteps, 1, 4) : clamp(request.numInferenceSteps, 1, 50),
      go_fast: request.goFast,
      output_format: 'webp',
      output_quality: 80,
      ...(request.seed === undefined ? {} : { seed: request.seed }),
      ...(isSchnell ? {} : { guidance: Math.min(10, Math.max(0, request.guidanceScale)) }),
    };
  }
  return {
    prompt: request.prompt,
    width: request.width,
    height: request.height,
    num_outputs: 1,
    guidance_scale: request.guidanceScale,
    num_inference_steps: request.numInferenceSteps,
    go_fast: request.goFast,
    ...(request.negativePrompt ? { negative_prompt: request.negativePrompt } : {}),
    ...(request.seed === undefined ? {} : { seed: request.seed }),
    ...(reference ? { image_input: reference } : {}),
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.round(value)));
}
