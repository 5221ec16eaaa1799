import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ImageRequest, ScenePlan } from '../types.ts';
import { readLook } from './illustration/character-look.ts';
import { composeActivityCard, composePortrait } from './illustration/compose.ts';
import { drawProp } from './illustration/props.ts';
import { Defs } from './illustration/svg.ts';
import { createBuiltinIllustrator, recognisedIn, redrawOf } from './illustrator.ts';

const illustrator = createBuiltinIllustrator({ publicDir: path.resolve(import.meta.dirname, '../../../../public') });
const base = { prompt: 'a scene', guidanceScale: 7.5, numInferenceSteps: 4, goFast: false, premium: false };

async function draw(
  request: Partial<ImageRequest> & Pick<ImageRequest, 'composition'>,
  size = { width: 512, height: 288 },
) {
  const result = await illustrator.draw({ ...base, ...size, ...request });
  if (!('bytes' in result)) throw new Error('expected bytes');
  return result;
}

async function rgb(bytes: Uint8Array) {
  return sharp(Buffer.from(bytes)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
}

/** Mean absolute difference of two same-sized pictures, 0-255. */
async function difference(a: Uint8Array, b: Uint8Array): Promise<number> {
  const [x, y] = await Promise.all([rgb(a), rgb(b)]);
  let sum = 0;
  for (let i = 0; i < x.data.length; i += 1) sum += Math.abs((x.data[i] ?? 0) - (y.data[i] ?? 0));
  return sum / x.data.length;
}

/**
 * The share of a thumbnail's pixels (0-1) that two pictures draw visibly differently: what a parent notices at a
 * glance on a phone, where a one-pixel line does not count.
 */
async function changedShare(a: Uint8Array, b: Uint8Array): Promise<number> {
  const [x, y] = await Promise.all([rgb(a), rgb(b)]);
  let changed = 0;
  for (let i = 0; i < x.data.length; i += 3) {
    const most = Math.max(
      Math.abs((x.data[i] ?? 0) - (y.data[i] ?? 0)),
      Math.abs((x.data[i + 1] ?? 0) - (y.data[i + 1] ?? 0)),
      Math.abs((x.data[i + 2] ?? 0) - (y.data[i + 2] ?? 0)),
    );
    if (most > 40) changed += 1;
  }
  return changed / (x.data.length / 3);
}

/** A phone's thumbnail of a scene: 160 px wide. */
const THUMBNAIL = { width: 160, height: 90 };

const meanBrightness = async (bytes: Uint8Array) =>
  (await sharp(Buffer.from(bytes)).stats()).channels.slice(0, 3).reduce((sum, channel) => sum + channel.mean, 0) / 3;

describe('the built-in illustrator', () => {
  it('draws a WebP scene of the requested size', async () => {
    const result = await draw(
      { composition: { role: 'opening', characterArt: 'art/rabbit.svg', seed: 's1' } },
      { width: 1024, height: 576 },
    );
    expect(result.contentType).toBe('image/webp');
    expect(await sharp(Buffer.from(result.bytes)).metadata()).toMatchObject({
      format: 'webp',
      width: 1024,
      height: 576,
    });
  });

  it('paints the night for bedtime and the morning light for waking up', async () => {
    const morning = await draw({ composition: { role: 'opening', characterArt: 'art/owl.svg', seed: 'same:1' } });
    const night = await draw({ composition: { role: 'bedtime', characterArt: 'art/owl.svg', seed: 'same:7' } });
    expect(await meanBrightness(morning.bytes)).toBeGreaterThan((await meanBrightness(night.bytes)) + 50);
  });

  it('draws the place the writer planned', async () => {
    const plan = (place: ScenePlan['place']): ScenePlan => ({
      place,
      timeOfDay: 'midday',
      pose: 'standing',
      things: [],
      people: [],
    });
    const beach = await draw({
      composition: { role: 'playtime', characterArt: 'art/fox.svg', plan: plan('beach'), seed: 'p:2' },
    });
    const woods = await draw({
      composition: { role: 'playtime', characterArt: 'art/fox.svg', plan: plan('woods'), seed: 'p:2' },
    });
    const again = await draw({
      composition: { role: 'playtime', characterArt: 'art/fox.svg', plan: plan('beach'), seed: 'p:2' },
    });
    expect(await difference(beach.bytes, woods.bytes)).toBeGreaterThan(15);
    expect(await difference(beach.bytes, again.bytes)).toBe(0);
  });

  it('shows what the text names: a scene with ducks, cake and grandma differs from the bare place', async () => {
    const plan: ScenePlan = { place: 'park', timeOfDay: 'midday', pose: 'standing', things: [], people: [] };
    const bare = await draw({ composition: { role: 'playtime', characterArt: 'art/dog.svg', plan, seed: 't:2' } });
    const full = await draw({
      composition: {
        role: 'playtime',
        characterArt: 'art/dog.svg',
        plan: { ...plan, things: ['ducks', 'cake', 'balloon'], people: ['grandma'] },
        seed: 't:2',
      },
    });
    expect(await difference(bare.bytes, full.bytes)).toBeGreaterThan(4);
  });

  it("draws the family's own members as themselves: two families with the same kinds look different", async () => {
    const plan: ScenePlan = { place: 'garden', timeOfDay: 'midday', pose: 'standing', things: [], people: ['mum'] };
    const family = (seed: string) =>
      draw({
        composition: {
          role: 'playtime',
          characterArt: 'art/bear.svg',
          plan: {
            ...plan,
            members: [
              { figure: 'grown-up', kind: 'mother', seed: `${seed}-mother` },
              { figure: 'child', age: 'toddler', pronoun: 'he', seed: `${seed}-brother` },
              { figure: 'pet', kind: 'cat', seed: `${seed}-cat` },
            ],
          },
          seed: 'family:2',
        },
      });
    const [generic, first, again, second] = await Promise.all([
      draw({ composition: { role: 'playtime', characterArt: 'art/bear.svg', plan, seed: 'family:2' } }),
      family('one'),
      family('one'),
      family('two'),
    ]);
    expect(Buffer.from(again.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    expect(await difference(generic.bytes, first.bytes)).toBeGreaterThan(8);
    expect(await difference(first.bytes, second.bytes)).toBeGreaterThan(3);
  });
  it('gives three redraws of a scene three visibly different pictures', async () => {
    const pictures = [];
    for (const seed of ['story-1:2', 'story-1~r1:2', 'story-1~r2:2', 'story-1~r3:2']) {
      pictures.push(
        await draw({
          composition: {
            role: 'playtime',
            characterArt: 'art/rabbit.svg',
            activityArt: 'art/deciduous-tree.svg',
            seed,
          },
        }),
      );
    }
    for (let i = 0; i < pictures.length; i += 1) {
      for (let j = i + 1; j < pictures.length; j += 1) {
        expect(
          await difference(pictures[i]?.bytes ?? new Uint8Array(), pictures[j]?.bytes ?? new Uint8Array()),
        ).toBeGreaterThan(12);
      }
    }
  });

  it('reads the redraw number from the seed and keeps the scene number', () => {
    expect(redrawOf('abc~r2:5')).toEqual({ seed: 'abc:5', redraw: 2 });
    expect(redrawOf('abc:5')).toEqual({ seed: 'abc:5', redraw: 0 });
  });

  it('gives two stories with different activities different first pictures (portfolio thumbnails)', async () => {
    const first = (job: string, activityId: string): Promise<{ bytes: Uint8Array }> =>
      draw({
        composition: {
          role: 'opening',
          characterArt: 'art/bear.svg',
          plan: { place: 'bedroom', timeOfDay: 'morning', pose: 'standing', things: [], people: [], activityId },
          seed: `${job}:1`,
        },
      });
    const a = await first('job-a', 'activity-park');
    const b = await first('job-b', 'activity-beach');
    expect(await difference(a.bytes, b.bytes)).toBeGreaterThan(5);
  });

  it('never gives two stories with different outdoor days the same first picture, even with the same seed', async () => {
    const outdoorDays = [
      'activity-park',
      'activity-zoo',
      'activity-walk-in-the-woods',
      'activity-beach',
      'farm-visit',
      'activity-playground',
      'activity-sandbox',
      'activity-snow',
      'activity-gardening',
      'activity-playing-with-friends',
      'activity-bike-ride',
      'activity-puddle-jumping',
      'town-walk',
      'activity-train-ride',
      'car-ride',
    ];
    const pictures = await Promise.all(
      outdoorDays.map((activityId) =>
        draw(
          {
            composition: {
              role: 'opening',
              characterArt: 'art/bear.svg',
              plan: { place: 'bedroom', timeOfDay: 'morning', pose: 'standing', things: [], people: [], activityId },
              seed: 'same-job:1',
            },
          },
          THUMBNAIL,
        ),
      ),
    );
    let least = 1;
    for (let i = 0; i < pictures.length; i += 1) {
      for (let j = i + 1; j < pictures.length; j += 1) {
        const share = await changedShare(
          pictures[i]?.bytes ?? new Uint8Array(),
          pictures[j]?.bytes ?? new Uint8Array(),
        );
        least = Math.min(least, share);
      }
    }
    // The window's view or the day's things by the bed change at least 1% of a 160x90 thumbnail (144 pixels); two
    // days in the same place (the park, a bike ride in the park) differ by their things.
    expect(least).toBeGreaterThan(0.01);
  });

  it('draws a custom character portrait on a transparent background, from its description', async () => {
    const result = await draw(
      {
        prompt: 'A portrait of one friendly character for a toddler story: a purple dragon. Plain soft background.',
        composition: {
          role: 'portrait',
          name: 'Zed',
          look: 'Zed. A small purple dragon with round glasses',
          seed: 'x',
        },
      },
      { width: 256, height: 256 },
    );
    const { data, info } = await sharp(Buffer.from(result.bytes))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    const alpha = (x: number, y: number) => data[(y * info.width + x) * 4 + 3];
    expect(alpha(2, 2)).toBe(0);
    expect(alpha(info.width - 3, 3)).toBe(0);
    expect(alpha(Math.round(info.width / 2), Math.round(info.height * 0.5))).toBe(255);
    // Purple: the body's paint dominates the opaque pixels.
    let red = 0;
    let green = 0;
    let blue = 0;
    for (let i = 0; i < data.length; i += 4) {
      if ((data[i + 3] ?? 0) < 250) continue;
      red += data[i] ?? 0;
      green += data[i + 1] ?? 0;
      blue += data[i + 2] ?? 0;
    }
    expect(blue).toBeGreaterThan(green);
    expect(red).toBeGreaterThan(green);
  });

  it('never draws a letter for a character: a description with nothing recognised gets the friendly default', () => {
    const svg = composePortrait(readLook('Zorp'));
    expect(svg).not.toContain('<text');
    expect(readLook('Zorp').base).toBe('monster');
  });

  it("draws a custom activity's recognised objects on its card", async () => {
    const card = (text: string) =>
      draw(
        {
          prompt: `A cosy scene of a toddler's day, showing: ${text}.`,
          composition: { role: 'activity', name: text, seed: 'c' },
        },
        { width: 256, height: 256 },
      );
    const ducks = await card('Fed the ducks');
    const kite = await card('Flew a kite');
    expect(await difference(ducks.bytes, kite.bytes)).toBeGreaterThan(3);
  });

  it.each([
    ['en', 'Fed the ducks with grandma'],
    ['nl', 'Eendjes gevoerd met oma'],
    ['de', 'Mit Oma die Enten gefüttert'],
    ['fr', 'Nourri les canards avec mamie'],
    ['es', 'Dimos de comer a los patos con la abuela'],
    ['pt', 'Demos comida aos patos com a avó'],
    ['zh', '和奶奶一起喂鸭子'],
  ])("%s: a custom activity's card shows the ducks and grandma its words name", (_language, text) => {
    expect(recognisedIn(text)).toEqual({ things: ['ducks'], people: ['grandma'], places: [] });
  });

  it.each([
    ['fr', 'Au zoo avec papa', { people: ['dad'], places: ['zoo'], things: [] }],
    ['nl', 'Naar de dierentuin met pop', { people: [], places: ['zoo'], things: ['doll'] }],
    ['de', 'Mit Papi am See', { people: ['dad'], places: ['beach'], things: [] }],
    ['es', 'Al zoo con mami', { people: ['mum'], places: ['zoo'], things: [] }],
  ] as const)("%s: a custom activity's card reads the parent's own language first: %s", (language, text, expected) => {
    // Read in every language alike, papa would also be Portuguese soup, au a Dutch "ouch", pop an English grandpa,
    // papi a French grandpa and mami a French grandma.
    expect(recognisedIn(text, language)).toEqual(expected);
  });

  it.each([
    ['en', 'We went to the farm'],
    ['nl', 'Naar de boerderij geweest'],
    ['de', 'Wir waren auf dem Bauernhof'],
    ['fr', 'Une visite à la ferme'],
    ['es', 'Fuimos a la granja'],
    ['pt', 'Fomos à quinta'],
    ['zh', '去农场'],
  ])("%s: a custom activity's card draws the place its words name, with that place's objects", (_language, text) => {
    const recognised = recognisedIn(text);
    expect(recognised.places).toEqual(['farm']);
    const card = composeActivityCard(recognised.things, 'card', recognised.people, recognised.places[0]);
    // The farm's tractor in front of its barn, not the flower of a card with nothing recognised.
    expect(card).toContain(drawProp('tractor', new Defs()));
    expect(card).not.toBe(composeActivityCard([], 'card'));
  });

  it('gives a farm card, a beach card and a card with nothing recognised three different pictures', async () => {
    const card = (text: string) =>
      draw(
        {
          prompt: `A cosy scene of a toddler's day, showing: ${text}.`,
          composition: { role: 'activity', name: text, seed: 'c' },
        },
        { width: 256, height: 256 },
      );
    const [farm, beach, nothing] = await Promise.all([
      card('Went to the farm'),
      card('A day at the beach'),
      card('Zorp'),
    ]);
    expect(await difference(farm.bytes, beach.bytes)).toBeGreaterThan(10);
    expect(await difference(farm.bytes, nothing.bytes)).toBeGreaterThan(10);
  });

  it.each([
    ['kitchen', 'spill', 'sitting'],
    ['park', 'spill', 'standing'],
    ['street', 'fell', 'walking'],
    ['garden', 'hurt', 'standing'],
  ] as const)('draws the %s’s %s big enough to see in a phone thumbnail', async (place, problem, pose) => {
    const scene = (withProblem: boolean) =>
      draw(
        {
          composition: {
            role: 'uhOh',
            characterArt: 'art/fox.svg',
            plan: {
              place,
              timeOfDay: 'midday',
              pose,
              things: [],
              people: [],
              ...(withProblem ? { problem } : {}),
            },
            seed: 'thumb:3',
          },
        },
        THUMBNAIL,
      );
    const [calm, uhOh] = await Promise.all([scene(false), scene(true)]);
    // At least 1.8% of a 160x90 thumbnail (260 pixels): a mark a parent sees, not a speck. The earlier thin puddle and
    // small puffs changed 0.2-1.2%.
    expect(await changedShare(calm.bytes, uhOh.bytes)).toBeGreaterThan(0.018);
  });
});
