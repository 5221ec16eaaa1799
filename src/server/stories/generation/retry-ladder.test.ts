import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import type { MediaStore } from '../../media/media-store.ts';
import { REPLICATE_MESSAGES, ReplicateError } from '../../providers/image/replicate-api.ts';
import type { Providers } from '../../providers/registry.ts';
import type { ImageRequest } from '../../providers/types.ts';
import { illustrateScene, type PipelineTiming, SPEC_TIMING, seedOf } from './pipeline.ts';

/** Runs one scene's picture ladder against an illustrator that fails as told; the waits are recorded, not waited. */
async function ladder(
  failures: Array<'error' | 'still-processing' | 'hang'>,
  options: { timing?: PipelineTiming; signal?: AbortSignal; skin?: 'brown' } = {},
) {
  const requests: ImageRequest[] = [];
  const waits: number[] = [];
  const illustrator = {
    name: 'failing',
    draw(request: ImageRequest, drawOptions?: { signal?: AbortSignal | undefined }) {
      requests.push(request);
      const failure = failures[requests.length - 1] ?? 'error';
      if (failure === 'hang') {
        // Like a remote client: when its signal fires, it reports a cancellation.
        return new Promise<never>((_, reject) =>
          drawOptions?.signal?.addEventListener('abort', () =>
            reject(new ReplicateError('cancelled', REPLICATE_MESSAGES.cancelled)),
          ),
        );
      }
      if (failure === 'still-processing') {
        return Promise.reject(new ReplicateError('stillProcessing', REPLICATE_MESSAGES.stillProcessing));
      }
      return Promise.reject(new Error('API request failed with status: 500'));
    },
  };
  // The built-in illustrator, which draws the scene after the last failed attempt, fails here too.
  const fallbackRequests: ImageRequest[] = [];
  const fallbackIllustrator = {
    name: 'builtin',
    draw(request: ImageRequest) {
      fallbackRequests.push(request);
      return Promise.reject(new Error('the built-in illustrator failed'));
    },
  };
  const result = await illustrateScene(
    {
      publicUrl: 'http://localhost',
      db: {} as Database,
      media: {} as MediaStore,
      providers: { illustrator, fallbackIllustrator } as unknown as Providers,
      logger: pino({ level: 'silent' }),
      timing: { ...(options.timing ?? SPEC_TIMING), imageTimeoutMs: options.timing?.imageTimeoutMs ?? 30 },
      sleep: async (ms) => {
        waits.push(ms);
      },
    },
    {
      jobId: 'job',
      userId: 'user',
      scene: { number: 2, text: 'Fox paints.', imagePrompt: 'a fox painting', activityIndex: 0 },
      loaded: {
        character: { id: 'c', name: 'Fox', imageUrl: '/art/fox.svg', look: 'a small red fox', isCustom: false },
        activityArt: ['/art/paint-palette.svg'],
        brief: { characterId: 'c', activityIds: ['a'], customActivities: [], language: 'en', premium: false },
      },
      signal: options.signal,
      skin: options.skin,
    },
  );
  return { result, waits, requests, fallbackRequests };
}

describe('the picture retry ladder (spec §9)', () => {
  it('keeps the family’s skin tone in the plan of every attempt and of the scene it saves', async () => {
    const { result, requests, fallbackRequests } = await ladder(['error', 'error', 'error'], { skin: 'brown' });
    for (const request of [...requests, ...fallbackRequests]) expect(request.composition?.plan?.skin).toBe('brown');
    expect(result.plan.skin).toBe('brown');
    const without = await ladder(['error', 'error', 'error']);
    expect(without.result.plan.skin).toBeUndefined();
  });

  it('tries 1024x576, then 512x288 in fast mode with guidance 3.5, three times at most, then falls back', async () => {
    const { result, waits, requests, fallbackRequests } = await ladder(['error', 'error', 'error']);
    expect(
      requests.map(({ width, height, goFast, guidanceScale }) => ({ width, height, goFast, guidanceScale })),
    ).toEqual([
      { width: 1024, height: 576, goFast: false, guidanceScale: 7.5 },
      { width: 512, height: 288, goFast: true, guidanceScale: 3.5 },
      { width: 512, height: 288, goFast: true, guidanceScale: 3.5 },
    ]);
    expect(waits).toEqual([1000, 2000]);
    // The built-in illustrator is asked once, at full size, for the same scene; only when it fails too does the
    // scene get its activity's art.
    expect(fallbackRequests).toHaveLength(1);
    expect(fallbackRequests[0]).toMatchObject({
      width: 1024,
      height: 576,
      composition: { role: 'playtime', plan: { place: 'kitchen', activityId: 'activity-painting' } },
    });
    expect(result).toMatchObject({
      isFallback: true,
      isArtOnly: true,
      attempts: 3,
      imageUrl: '/art/paint-palette.svg',
    });
  });

  it('draws the first attempt with the story’s seed and each later one with another seed', async () => {
    const { requests } = await ladder(['error', 'error', 'error']);
    const seeds = requests.map((request) => request.seed);
    expect(seeds[0]).toBe(seedOf('job'));
    // Attempts 2 and 3 are the same size and prompt: the same seed would draw (and maybe refuse) the same picture.
    expect(new Set(seeds).size).toBe(3);
  });

  it('waits 3 s after Replicate says the picture is still processing', async () => {
    expect((await ladder(['still-processing', 'error'])).waits).toEqual([3000, 6000]);
    expect((await ladder(['error', 'still-processing'])).waits).toEqual([1000, 3000]);
  });

  it('waits 3 s after an attempt runs past its own time limit', async () => {
    const { waits, requests } = await ladder(['hang', 'error']);
    expect(requests).toHaveLength(3);
    expect(waits).toEqual([3000, 6000]);
  });

  it('never waits more than 15 s', async () => {
    const timing = { ...SPEC_TIMING, backoffMs: 10_000 };
    expect((await ladder(['error', 'error'], { timing })).waits).toEqual([10_000, 15_000]);
  });

  it('stops at once, without a fallback, when the story is cancelled', async () => {
    const controller = new AbortController();
    const cancelled = ladder(['hang'], { signal: controller.signal });
    controller.abort(new Error('the server is shutting down'));
    await expect(cancelled).rejects.toThrow('the server is shutting down');
  });
});

describe('a picture made but dropped while it is being copied', () => {
  it('is let go of, so the provider counts it as dropped on purpose, not lost track of', async () => {
    let letGo = 0;
    const controller = new AbortController();
    const illustrator = {
      name: 'remote',
      draw: async () => ({ url: 'http://provider.test/files/scene.webp', letGo: () => (letGo += 1) }),
    };
    // The copy waits on the provider's file; the draft is dropped meanwhile.
    const fetchUntilAborted = (_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        setTimeout(() => controller.abort(new Error('the scene was rewritten')), 5);
      });
    const drawing = illustrateScene(
      {
        publicUrl: 'http://localhost',
        db: {} as Database,
        media: {} as MediaStore,
        providers: { illustrator } as unknown as Providers,
        logger: pino({ level: 'silent' }),
        timing: SPEC_TIMING,
        fetch: fetchUntilAborted as typeof fetch,
      },
      {
        jobId: 'job',
        userId: 'user',
        scene: { number: 2, text: 'Fox paints.', imagePrompt: 'a fox painting', activityIndex: 0 },
        loaded: {
          character: { id: 'c', name: 'Fox', imageUrl: '/art/fox.svg', look: 'a small red fox', isCustom: false },
          activityArt: ['/art/paint-palette.svg'],
          brief: { characterId: 'c', activityIds: ['a'], customActivities: [], language: 'en', premium: false },
        },
        signal: controller.signal,
        mayBeDropped: true,
      },
    );
    await expect(drawing).rejects.toThrow('the scene was rewritten');
    expect(letGo).toBe(1);
  });
});
