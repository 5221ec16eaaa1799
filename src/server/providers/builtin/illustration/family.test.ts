import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AGE_BANDS, FAMILY_SKINS, GROWN_UP_KINDS, PET_KINDS } from '../../../../shared/family.ts';
import type { FamilyFigure, ScenePlan } from '../../types.ts';
import { PLACES } from '../lexicon/concepts.ts';
import { drawAdult } from './adult-figure.ts';
import type { CharacterLook } from './character-look.ts';
import { composeScene } from './compose.ts';
import { babyLook, childLook, drawMember, grownUpLook } from './family.ts';
import { arrangeMembers } from './family-scene.ts';
import { hairPaint, SKIN } from './figure.ts';
import { drawPet } from './pets.ts';
import { drawPlace, WIDTH } from './places.ts';
import { Defs, seededRandom } from './svg.ts';

const bunny: CharacterLook = { base: 'bunny', accessories: [] };
const seeds = Array.from({ length: 40 }, (_, i) => `member-${i}`);

const grownUp = (kind: (typeof GROWN_UP_KINDS)[number], seed: string): FamilyFigure => ({
  figure: 'grown-up',
  kind,
  seed,
});
const child = (age: (typeof AGE_BANDS)[number], seed: string): FamilyFigure => ({
  figure: 'child',
  age,
  pronoun: 'she',
  seed,
});
const pet = (kind: (typeof PET_KINDS)[number], seed: string): FamilyFigure => ({ figure: 'pet', kind, seed });

const scene = (members: FamilyFigure[], extra: Partial<ScenePlan> = {}, seed = 'family:2') =>
  composeScene({
    plan: { place: 'park', timeOfDay: 'midday', pose: 'standing', things: [], people: [], members, ...extra },
    look: bunny,
    seed,
    redraw: 0,
  });

/** How tall a drawing stands, in its own units: the rows it paints on a clear canvas. */
async function heightOf(svg: string, defs: Defs): Promise<number> {
  const canvas = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="420" viewBox="-200 -400 400 420">${defs}${svg}</svg>`;
  const { data, info } = await sharp(Buffer.from(canvas)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let top = info.height;
  let bottom = 0;
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
      if ((data[(y * info.width + x) * 4 + 3] ?? 0) > 128) {
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
    }
  }
  return bottom - top;
}

describe("the family's own people and pets", () => {
  it('draws a member the same from the same seed, in every scene and every story', () => {
    expect(grownUpLook('mother', 'seed-a')).toEqual(grownUpLook('mother', 'seed-a'));
    expect(childLook('he', 'seed-a')).toEqual(childLook('he', 'seed-a'));
    expect(babyLook('seed-a')).toEqual(babyLook('seed-a'));
    for (const kind of PET_KINDS) expect(drawPet(kind, 'seed-a', new Defs())).toBe(drawPet(kind, 'seed-a', new Defs()));
    // The mother drawn in two scenes of two stories is the same drawing.
    const inScene = (svg: string) => /<g data-member="grown-up:mother">([\s\S]*?)<\/g><\/g>/.exec(svg)?.[1];
    const first = inScene(scene([grownUp('mother', 'mum-seed')], {}, 'story-one:2'));
    const second = inScene(scene([grownUp('mother', 'mum-seed')], { place: 'garden' }, 'story-two:5'));
    expect(first).toBeDefined();
    expect(first?.replace(/translate\([^)]*\) scale\([^)]*\)/, '')).toBe(
      second?.replace(/translate\([^)]*\) scale\([^)]*\)/, ''),
    );
  });

  it('gives different seeds varied looks: every skin tone, many hair styles, clothes and faces', () => {
    const looks = seeds.map((seed) => grownUpLook('parent', seed));
    expect(new Set(looks.map((look) => look.skin)).size).toBe(5);
    expect(new Set(looks.map((look) => look.hairStyle)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(looks.map((look) => look.hair)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(looks.map((look) => look.top)).size).toBeGreaterThanOrEqual(6);
    expect(looks.some((look) => look.skirt)).toBe(true);
    expect(looks.some((look) => look.beard || look.moustache)).toBe(true);
    const children = seeds.map((seed) => childLook('they', seed));
    expect(new Set(children.map((look) => look.skin)).size).toBe(5);
    expect(new Set(children.map((look) => look.base)).size).toBe(3);
    expect(new Set(children.map((look) => look.colour)).size).toBeGreaterThanOrEqual(6);
    for (const kind of PET_KINDS) {
      const drawings = new Set(seeds.map((seed) => drawPet(kind, seed, new Defs())));
      expect(drawings.size, kind).toBeGreaterThanOrEqual(4);
    }
  });

  it('draws grandparents older: grey or white hair, often glasses', () => {
    for (const kind of ['grandmother', 'grandfather'] as const) {
      const looks = seeds.map((seed) => grownUpLook(kind, seed));
      for (const look of looks) expect(['#b9b6bf', '#cfd2da', '#eeeae4']).toContain(look.hair);
      expect(looks.filter((look) => look.glasses).length).toBeGreaterThan(looks.length / 3);
    }
    const parents = seeds.map((seed) => grownUpLook('mother', seed));
    expect(parents.every((look) => ['#b9b6bf', '#cfd2da', '#eeeae4'].includes(look.hair))).toBe(false);
  });

  it('shows a grandmother’s grey hair under her headscarf, and a mother’s scarf covers her hair', () => {
    const scarved = (kind: 'grandmother' | 'mother') =>
      seeds.map((seed) => grownUpLook(kind, seed)).filter((look) => look.hairStyle === 'headscarf');
    const grandmothers = scarved('grandmother');
    expect(grandmothers.length).toBeGreaterThan(0);
    for (const look of grandmothers) {
      const defs = new Defs();
      const grey = defs.volume(look.hair);
      // The grey hair is painted in the figure: a band of it at the scarf's front edge, over the forehead.
      expect(drawAdult(look, 'standing', defs).body).toContain(`stroke="${grey}"`);
    }
    for (const look of scarved('mother')) expect(look.fringe).toBeFalsy();
  });

  it('draws a younger child smaller than an older one, and a baby smallest', async () => {
    const heights: number[] = [];
    for (const age of AGE_BANDS) {
      const defs = new Defs();
      const drawn = drawMember(child(age, 'sizes'), 'standing', defs);
      heights.push((await heightOf(drawn.svg, defs)) * drawn.scale);
    }
    const [baby, toddler, preschooler, older] = heights as [number, number, number, number];
    expect(baby).toBeLessThan(toddler);
    expect(toddler).toBeLessThan(preschooler);
    expect(preschooler).toBeLessThan(older);
  });

  it.each([
    ...GROWN_UP_KINDS.map((kind) => [`grown-up:${kind}`, grownUp(kind, `valid-${kind}`)] as const),
    ...AGE_BANDS.map((age) => [`child:${age}`, child(age, `valid-${age}`)] as const),
    ...PET_KINDS.map((kind) => [`pet:${kind}`, pet(kind, `valid-${kind}`)] as const),
  ])('draws %s as valid SVG in a scene', async (label, member) => {
    const svg = scene([member]);
    expect(svg).toContain(`data-member="${label}"`);
    const image = await sharp(Buffer.from(svg)).resize(256).png().toBuffer();
    expect(image.length).toBeGreaterThan(1000);
  });

  it('draws the members of a plan instead of its generic people, with the people who are not family', () => {
    const svg = scene([grownUp('grandmother', 'g'), child('toddler', 't'), pet('dog', 'd')], {
      people: ['grandma', 'teacher'],
    });
    expect(svg).toContain('data-member="grown-up:grandmother"');
    expect(svg).toContain('data-member="child:toddler"');
    expect(svg).toContain('data-member="pet:dog"');
    expect(svg).toContain('data-member="teacher"');
    expect(svg).not.toContain('data-person="grandma"');
    // Without members, the generic people are drawn as before.
    expect(scene([], { people: ['grandma'] })).toContain('data-person="grandma"');
  });

  it('holds a baby in a grown-up’s arms, lays it in its basket at bedtime, and curls a pet up on the bed', () => {
    const held = scene([grownUp('father', 'f'), child('baby', 'b')]);
    expect(held).toMatch(/data-member="grown-up:father">[\s\S]*data-member="child:baby"/);
    const bedtime = composeScene({
      plan: {
        place: 'bedroom',
        timeOfDay: 'night',
        pose: 'bed',
        things: [],
        people: [],
        members: [grownUp('mother', 'm'), child('baby', 'b'), pet('cat', 'c')],
      },
      look: bunny,
      seed: 'family:7',
      redraw: 0,
    });
    for (const label of ['grown-up:mother', 'child:baby', 'pet:cat'])
      expect(bedtime).toContain(`data-member="${label}"`);
  });

  it('fits four members beside the character in every place, clear of it and inside the picture', () => {
    const members = [grownUp('mother', 'm'), grownUp('grandfather', 'g'), child('older', 'o'), pet('horse', 'h')];
    for (const where of PLACES) {
      for (const pose of ['standing', 'hugging'] as const) {
        const defs = new Defs();
        const stage = drawPlace(where, { time: 'midday', weather: 'clear', pose, random: seededRandom(where), defs });
        const placed = arrangeMembers(
          members,
          [],
          {
            spot: stage.spot,
            pose: stage.pose ?? pose,
            seated: stage.pose === 'sitting',
            people: stage.people,
            indoor: stage.indoor,
          },
          defs,
        );
        expect(placed.length, `${where} ${pose}`).toBe(4);
        for (const member of placed) {
          const half = (member.drawn.width * member.scale) / 2;
          expect(member.x - half, `${where} ${member.label}`).toBeGreaterThanOrEqual(0);
          expect(member.x + half, `${where} ${member.label}`).toBeLessThanOrEqual(WIDTH);
          // Only a hugging grown-up comes close enough to touch the character.
          if (member.drawn.front === '' && stage.pose !== 'bed') {
            expect(Math.abs(member.x - stage.spot.x), `${where} ${member.label}`).toBeGreaterThan(
              70 * stage.spot.scale,
            );
          }
        }
      }
    }
  });
});

describe('one family, one skin tone', () => {
  const GREY = ['#b9b6bf', '#cfd2da', '#eeeae4'];
  const FAIR_HAIR = [hairPaint('yellow'), hairPaint('orange'), hairPaint('red')];

  it('draws every person of the family in the family’s tone, grandparents still grey and darker skin with dark hair', () => {
    for (const tone of FAMILY_SKINS) {
      for (const seed of seeds) {
        for (const kind of GROWN_UP_KINDS)
          expect(grownUpLook(kind, seed, tone).skin, `${kind} ${seed}`).toBe(SKIN[tone]);
        expect(childLook('she', seed, tone).skin).toBe(tone);
        expect(childLook(null, seed, tone).skin).toBe(tone);
        expect(babyLook(seed, tone).skin).toBe(SKIN[tone]);
        expect(GREY).toContain(grownUpLook('grandmother', seed, tone).hair);
        // Fair hair only with light skin (and now and then blond with medium), as the art's own hair goes with skin.
        if (tone !== 'light' && tone !== 'medium') {
          expect(FAIR_HAIR).not.toContain(grownUpLook('mother', seed, tone).hair);
          expect(['yellow', 'orange', 'red']).not.toContain(childLook('he', seed, tone).accent);
          expect(FAIR_HAIR).not.toContain(babyLook(seed, tone).hair);
        }
      }
    }
  });

  it('changes only skin and hair: each member keeps its clothes, hair style and face in any tone', () => {
    for (const seed of seeds) {
      const own = grownUpLook('father', seed);
      const { skin: _skin, hair: _hair, ...rest } = grownUpLook('father', seed, 'dark');
      expect(own).toMatchObject(rest);
      const child = childLook('they', seed);
      expect(childLook('they', seed, 'tan')).toEqual({ ...child, skin: 'tan', accent: expect.any(String) });
      expect(babyLook(seed, 'brown')).toMatchObject({ suit: babyLook(seed).suit, blanket: babyLook(seed).blanket });
    }
  });

  it('draws a scene’s family in one tone: the mother, the children, the baby in her arms and the grandfather', () => {
    const tone = 'brown' as const;
    const members: FamilyFigure[] = [
      { figure: 'grown-up', kind: 'mother', seed: 'mum', skin: tone },
      { figure: 'child', age: 'older', pronoun: 'he', seed: 'boy', skin: tone },
      { figure: 'child', age: 'baby', pronoun: null, seed: 'baby', skin: tone },
      { figure: 'grown-up', kind: 'grandfather', seed: 'opa', skin: tone },
    ];
    const svg = scene(members);
    const others = FAMILY_SKINS.filter((one) => one !== tone).map((one) => SKIN[one]);
    for (const member of ['grown-up:mother', 'child:older', 'child:baby', 'grown-up:grandfather']) {
      const drawn = new RegExp(`<g data-member="${member}">([\\s\\S]*?)</g></g>`).exec(svg)?.[1] ?? '';
      expect(drawn, member).not.toBe('');
      // Skin is painted flat or as a volume gradient named after its colour (`url(#v9c6544)`).
      const painted = (colour: string) => drawn.includes(colour) || drawn.includes(`#v${colour.slice(1)}`);
      expect(painted(SKIN[tone]), member).toBe(true);
      for (const colour of others) expect(painted(colour), `${member} in ${colour}`).toBe(false);
    }
  });

  it('draws the text’s mum and grandma in the family’s tone too, when the scene names none of the family’s own', () => {
    for (const tone of FAMILY_SKINS) {
      const svg = scene([], { people: ['mum', 'grandma'], skin: tone });
      const others = FAMILY_SKINS.filter((one) => one !== tone).map((one) => SKIN[one]);
      for (const person of ['mum', 'grandma']) {
        const drawn = new RegExp(`<g data-person="${person}">([\\s\\S]*?)</g></g>`).exec(svg)?.[1] ?? '';
        const painted = (colour: string) => drawn.includes(colour) || drawn.includes(`#v${colour.slice(1)}`);
        expect(painted(SKIN[tone]), `${person} in ${tone}`).toBe(true);
        for (const colour of others) expect(painted(colour), `${person} in ${colour}`).toBe(false);
      }
    }
  });

  it('without a family tone (each their own), draws every member as before: the tones vary by seed', () => {
    const tones = new Set(seeds.map((seed) => drawMember(grownUp('mother', seed), 'standing', new Defs()).svg));
    expect(tones.size).toBeGreaterThan(1);
    expect(new Set(seeds.map((seed) => grownUpLook('mother', seed, undefined).skin)).size).toBe(5);
    expect(new Set(seeds.map((seed) => babyLook(seed).skin)).size).toBe(5);
  });
});
