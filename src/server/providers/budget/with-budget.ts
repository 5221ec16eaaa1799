import { parseRetryAfter } from '../image/replicate-api.ts';
import type { Providers } from '../registry.ts';
import type { ProviderBudget, ProviderKind } from './provider-budget.ts';

/** Providers that need no network (the built-in ones) are not counted. */
const LOCAL = new Set(['builtin', 'device', 'word-list']);

/**
 * The providers with every request to a remote one made inside the shared budget (issue 19.3). The built-in
 * storyteller stays outside it: it is the fallback when the model path is busy or down, and costs nothing.
 */
export function withProviderBudget(providers: Providers, budget: ProviderBudget): Providers {
  const remote = (name: string) => !LOCAL.has(name);
  const counted = <T>(kind: ProviderKind, signal: AbortSignal | undefined, work: () => Promise<T>) =>
    budget.run(kind, work, signal);
  const { writer, translator, illustrator, narrator } = providers;
  return {
    ...providers,
    writer: remote(writer.name)
      ? {
          name: writer.name,
          write: (brief, options) => counted('text', options?.signal, () => writer.write(brief, options)),
        }
      : writer,
    translator: remote(translator.name)
      ? {
          name: translator.name,
          translateItem: (item, options) =>
            counted('text', options?.signal, () => translator.translateItem(item, options)),
          toEnglish: (text, options) => counted('text', options?.signal, () => translator.toEnglish(text, options)),
          describeCharacter: (item, options) =>
            counted('text', options?.signal, () => translator.describeCharacter(item, options)),
        }
      : translator,
    illustrator: remote(illustrator.name)
      ? {
          name: illustrator.name,
          draw: (request, options) => counted('images', options?.signal, () => illustrator.draw(request, options)),
        }
      : illustrator,
    narrator: remote(narrator.name)
      ? {
          name: narrator.name,
          speak: (input, options) => counted('speech', options?.signal, () => narrator.speak(input, options)),
        }
      : narrator,
  };
}

/**
 * A `fetch` that tells `onThrottled` how long a provider asked to wait whenever it answers 429 (from `retry-after-ms`
 * or `Retry-After`, in seconds or as a date), so every server pauses it; the answer itself goes on to the client,
 * which retries as before.
 */
export function throttleAwareFetch(base: typeof fetch, onThrottled: (ms: number) => void): typeof fetch {
  return async (input, init) => {
    const response = await base(input, init);
    if (response.status === 429) {
      const ms = retryAfterMs(response.headers);
      if (ms !== undefined) onThrottled(ms);
    }
    return response;
  };
}

function retryAfterMs(headers: Headers): number | undefined {
  const exact = Number(headers.get('retry-after-ms'));
  if (headers.has('retry-after-ms') && Number.isFinite(exact)) return Math.max(0, exact);
  return parseRetryAfter(headers.get('retry-after'));
}
