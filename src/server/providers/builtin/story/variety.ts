import type { StoryBrief } from '../../types.ts';

/**
 * Picks the storyteller's variants, sentence by sentence. The same brief always gives the same picks (a PRNG seeded by
 * the brief), and a variant the parent heard in one of their recent stories is taken only when every other one of its
 * slot was heard too, then the one heard longest ago.
 */
export type Picker = {
  /**
   * One of `lines` for the slot `key`; its key (`key.index`) is remembered as used. `only` keeps the choice to some of
   * the slot's variants (a hard day's quiet waking lines), remembered by their places among all of them.
   */
  line<L>(key: string, lines: readonly L[], only?: readonly number[]): L;
  /** An index for a slot of `count` variants, chosen the same way. */
  index(key: string, count: number, only?: readonly number[]): number;
  /** How many of a slot's `count` variants the parent has not heard lately nor heard in this story. */
  freshCount(key: string, count: number): number;
  /** One of `items`, at random (no memory). */
  choose<T>(items: readonly T[]): T;
  /** The keys used so far, to store with the story. */
  used(): string[];
  /** A copy in the same state: composing twice from one fork point picks the same variants. */
  fork(): Picker;
};

/** A 32-bit FNV-1a hash of a string. */
export function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

function nextRandom(state: { value: number }): number {
  state.value = (state.value + 0x6d2b79f5) | 0;
  let t = Math.imul(state.value ^ (state.value >>> 15), 1 | state.value);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

export function createPicker(brief: StoryBrief): Picker {
  const content = JSON.stringify([
    brief.language,
    brief.character.name,
    brief.activities.map((activity) => activity.name),
    brief.customDescription ?? '',
    brief.customActivities,
    brief.childPlaceholder ?? '',
    brief.childPronoun ?? '',
  ]);
  // How long ago each variant was heard: 0 in the newest remembered story.
  const heardAgo = new Map<string, number>();
  (brief.recent ?? []).forEach((memory, age) => {
    for (const key of memory.variants) if (!heardAgo.has(key)) heardAgo.set(key, age);
  });
  return build({ value: hash(`${brief.seed}\u0000${content}`) }, heardAgo, []);
}

function build(state: { value: number }, heardAgo: Map<string, number>, used: string[]): Picker {
  const index = (key: string, count: number, only?: readonly number[]) => {
    const among = only?.filter((at) => at >= 0 && at < count) ?? Array.from({ length: count }, (_, at) => at);
    if (among.length === 0) throw new Error(`no variants for ${key}`);
    const start = Math.floor(nextRandom(state) * among.length);
    let best = among[start] as number;
    let bestScore = Number.NEGATIVE_INFINITY;
    // Walk from a random start so that ties are broken at random; a fresh variant scores highest.
    for (let step = 0; step < among.length; step += 1) {
      const candidate = among[(start + step) % among.length] as number;
      const variant = `${key}.${candidate}`;
      const score = used.includes(variant) ? -1000 : (heardAgo.get(variant) ?? 1000);
      if (score > bestScore) {
        best = candidate;
        bestScore = score;
      }
    }
    used.push(`${key}.${best}`);
    return best;
  };
  return {
    index,
    freshCount: (key, count) =>
      Array.from({ length: count }, (_, variant) => `${key}.${variant}`).filter(
        (variant) => !heardAgo.has(variant) && !used.includes(variant),
      ).length,
    line(key, lines, only) {
      const line = lines[index(key, lines.length, only)];
      if (line === undefined) throw new Error(`no variant for ${key}`);
      return line;
    },
    choose(items) {
      const item = items[Math.floor(nextRandom(state) * items.length)];
      if (item === undefined) throw new Error('nothing to choose from');
      return item;
    },
    used: () => [...used],
    fork: () => build({ value: state.value }, heardAgo, [...used]),
  };
}
