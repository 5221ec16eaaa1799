import { describe, expect, it } from 'vitest';
import type { ScenePlan } from '../../types.ts';
import { ACTIVITIES } from '../story/activities.ts';
import type { CharacterLook } from './character-look.ts';
import {
  composeActivityCard,
  composePortrait,
  composeScene,
  PLACE_KEYS,
  redrawVariant,
  sceneProps,
} from './compose.ts';
import { HEIGHT, homePalette } from './places.ts';
import { drawProp } from './props.ts';
import { ACTIVITY_SCENES } from './scene-plan.ts';
import { falling } from './sky.ts';
import { Defs, seededRandom } from './svg.ts';

const plan: Omit<ScenePlan, 'place'> = { timeOfDay: 'midday', pose: 'standing', things: [], people: [] };

describe('what a scene shows', () => {
  it("draws the activity's objects first (the storyteller's things, then its tools), then what the text names, each once", () => {
    expect(
      sceneProps({ ...plan, place: 'beach', activityId: 'activity-beach', things: ['ball', 'sandcastle'] }),
    ).toEqual(['sandcastle', 'shells', 'bucket', 'ball']);
  });

  it('puts the activity where the storyteller tells it: painting is a drawing on the kitchen table, not an easel', () => {
    expect(sceneProps({ ...plan, place: 'kitchen', activityId: 'activity-painting' })).toEqual(['drawing']);
    expect(ACTIVITY_SCENES['activity-painting']).toMatchObject({ place: 'kitchen', pose: 'sitting' });
    for (const [id, meta] of Object.entries(ACTIVITIES)) {
      expect(ACTIVITY_SCENES[id], id).toMatchObject({ place: meta.place, pose: meta.pose });
    }
  });

  it('keeps outdoor things outdoors: the morning bedroom hints at the park with its ball, not its ducks', () => {
    expect(sceneProps({ ...plan, place: 'bedroom', things: ['ducks', 'ball', 'teddy'] })).toEqual(['ball', 'teddy']);
    expect(sceneProps({ ...plan, place: 'park', things: ['ducks'] })).toEqual(['ducks']);
  });

  it('leaves weather to the sky rather than drawing it as an object', () => {
    expect(sceneProps({ ...plan, place: 'garden', things: ['rain', 'rainbow', 'sun', 'kite'] })).toEqual(['kite']);
  });

  it('seats a character whose bath or bed is planned in another place', () => {
    const look: CharacterLook = { base: 'bear', accessories: [] };
    const bathInKitchen = composeScene({
      plan: { ...plan, place: 'bedroom', pose: 'bath' },
      look,
      seed: 'x:6',
      redraw: 0,
    });
    const sittingInKitchen = composeScene({
      plan: { ...plan, place: 'bedroom', pose: 'sitting' },
      look,
      seed: 'x:6',
      redraw: 0,
    });
    expect(bathInKitchen).toBe(sittingInKitchen);
  });

  it('draws the same custom character in every portrait redraw, in another pose', () => {
    const look: CharacterLook = { base: 'dragon', colour: 'purple', accessories: [{ id: 'glasses' }] };
    const portraits = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((seed) => composePortrait(look, seed)));
    expect(portraits.size).toBeGreaterThan(2);
    for (const portrait of portraits) expect(portrait).toContain('#a77fd6');
  });
});

describe('someone ill at home', () => {
  const look: CharacterLook = { base: 'bear', accessories: [] };
  const ill = (place: 'bedroom' | 'livingRoom', resting: 'mum' | 'sister', role: 'uhOh' | 'solution') =>
    composeScene({
      plan: { ...plan, place, pose: 'sitting', people: [resting], problem: 'nursing', resting },
      look,
      seed: 'n:3',
      redraw: 0,
      role,
    });
  it.each([
    ['bedroom', 'mum'],
    ['livingRoom', 'mum'],
    ['bedroom', 'sister'],
  ] as const)('rests under the blanket in the %s, not standing beside the child (%s)', (place, resting) => {
    const svg = ill(place, resting, 'uhOh');
    expect(svg).toContain(`data-resting="${resting}"`);
    expect(svg).not.toContain(`data-person="${resting}"`);
  });
  it('sleeps in the uh-oh and is awake once the child has looked after them', () => {
    const resting = (svg: string) => svg.slice(svg.indexOf('data-resting'));
    expect(resting(ill('bedroom', 'mum', 'uhOh'))).not.toBe(resting(ill('bedroom', 'mum', 'solution')));
  });
  it('is drawn only by a scene that says who rests', () => {
    const svg = composeScene({ plan: { ...plan, place: 'bedroom', people: ['mum'] }, look, seed: 'n:3', redraw: 0 });
    expect(svg).not.toContain('data-resting');
    expect(svg).toContain('data-person="mum"');
  });
});

describe('one story, one home', () => {
  it('wakes and sleeps in the same bedroom: walls, curtains and blanket are seeded by the story, not the scene', () => {
    const look: CharacterLook = { base: 'bear', accessories: [] };
    for (const story of ['job-a', 'job-b', 'job-c', 'job-d', 'job-e', 'job-f']) {
      const home = homePalette(seededRandom(`home:${story}#0`));
      const morning = composeScene({
        plan: { ...plan, place: 'bedroom', timeOfDay: 'morning' },
        look,
        seed: `${story}:1`,
        redraw: 0,
      });
      const night = composeScene({
        plan: { ...plan, place: 'bedroom', timeOfDay: 'night', pose: 'bed' },
        look,
        seed: `${story}:7`,
        redraw: 0,
      });
      for (const scene of [morning, night]) {
        expect(scene).toContain(`url(#v${home.curtains.slice(1)})`);
        expect(scene).toContain(home.rug);
      }
      expect(night).toContain(`url(#v${home.blanket.slice(1)})`);
    }
  });
});

describe('the small pets a scene names', () => {
  const look: CharacterLook = { base: 'bear', accessories: [] };
  const drawn = (id: 'guineaPig' | 'hamster' | 'tortoise', seed: string, redraw = 0) =>
    composeScene({ plan: { ...plan, place: 'livingRoom', things: [id] }, look, seed, redraw });

  it('draws a guinea pig, a hamster and a tortoise by their own shapes, the same in every scene and redraw', () => {
    for (const id of ['guineaPig', 'hamster', 'tortoise'] as const) {
      const animal = drawProp(id, new Defs(), JSON.stringify(look));
      expect(animal).not.toBe('');
      for (const [seed, redraw] of [
        ['job-a:2', 0],
        ['job-a:5', 0],
        ['story-a:5', 1],
        ['story-a:5', 3],
      ] as const) {
        expect(drawn(id, seed, redraw), `${id} ${seed} ${redraw}`).toContain(animal);
      }
    }
    expect(drawProp('hamster', new Defs(), 'a')).not.toBe(drawProp('guineaPig', new Defs(), 'a'));
  });

  it("draws the family's own hamster once, not the named hamster beside it", () => {
    // The hamster's round body, drawn once per hamster.
    const hamsters = (svg: string) => svg.split('<ellipse cx="0" cy="-30" rx="32" ry="30"').length - 1;
    const named = { ...plan, place: 'livingRoom' as const, things: ['hamster' as const] };
    expect(hamsters(composeScene({ plan: named, look, seed: 'job-a:2', redraw: 0 }))).toBe(1);
    const scene = composeScene({
      plan: { ...named, members: [{ figure: 'pet', kind: 'hamster', seed: 'pip' }] },
      look,
      seed: 'job-a:2',
      redraw: 0,
    });
    expect(scene).toContain('data-member="pet:hamster"');
    expect(hamsters(scene)).toBe(1);
  });
});

describe('redraws of scenes whose place fixes the pose', () => {
  const look: CharacterLook = { base: 'bunny', accessories: [] };
  // Seeded as the pipeline and the redraw route seed them: the story's picture `<job>:<n>`, redraw r `<story>~r<r>:<n>`
  // (the illustrator takes `~r<r>` out of the seed as the redraw's number).
  const pictures = (scenePlan: ScenePlan, number: number) =>
    [0, 1, 2, 3].map((redraw) =>
      composeScene({
        plan: scenePlan,
        look,
        seed: redraw === 0 ? `job-1:${number}` : `story-1:${number}`,
        redraw,
      }),
    );
  const teddy = drawProp('teddy', new Defs());
  const book = drawProp('book', new Defs());

  it('gives each of the three redraws another variant, none the story’s own', () => {
    for (const pose of ['bed', 'bath', 'sitting', 'hugging'] as const) {
      const variants = [0, 1, 2, 3].map((redraw) => JSON.stringify(redrawVariant(pose, redraw)));
      expect(new Set(variants).size, pose).toBe(4);
    }
  });

  it('in bed: a teddy to cuddle, then a bedtime book with the head on its side, then a mobile over the bed', () => {
    const [original, first, second, third] = pictures(
      { ...plan, place: 'bedroom', timeOfDay: 'night', pose: 'bed' },
      7,
    );
    expect(original).not.toContain(teddy);
    expect(first).toContain(teddy);
    expect(second).toContain(book);
    expect(second).toContain('rotate(-16 0 -112)');
    expect(third).toContain('M -70 0 h 140');
    // The original's framing is close; the first and third redraws step back.
    expect(original).toContain('scale(1.3)');
    expect(first).not.toContain('scale(1.3)');
  });

  it('in the bath and at the table: something new in each redraw', () => {
    const bath = pictures({ ...plan, place: 'bathroom', timeOfDay: 'evening', pose: 'bath' }, 6);
    expect(bath[0]).not.toContain('<circle cx="0" cy="-186" r="26"/>');
    expect(bath[1]).toContain('<circle cx="0" cy="-186" r="26"/>');
    expect(bath[2]).toContain(drawProp('boat', new Defs()));
    const kitchen = pictures({ ...plan, place: 'kitchen', timeOfDay: 'afternoon', pose: 'sitting' }, 5);
    expect(kitchen[1]).toContain(drawProp('fruit', new Defs()));
    expect(kitchen[2]).toContain(book);
    expect(kitchen[3]).toContain(teddy);
    expect(new Set(kitchen).size).toBe(4);
  });
});

describe('the umbrella', () => {
  const look: CharacterLook = { base: 'unicorn', accessories: [] };

  it('stays closed indoors', () => {
    // Puddle jumping brings the umbrella; the morning bedroom hints at the day with it.
    const scene = composeScene({
      plan: { ...plan, place: 'bedroom', timeOfDay: 'morning', activityId: 'activity-puddle-jumping' },
      look,
      seed: 'u:1',
      redraw: 0,
    });
    expect(scene).toContain('<g transform="rotate(-12)">');
    expect(scene).not.toContain('q 100 -96 200 0');
  });

  it('is held open outdoors with its canopy above the horn', () => {
    const scene = composeScene({
      plan: { ...plan, place: 'street', activityId: 'activity-puddle-jumping' },
      look,
      seed: 'u:2',
      redraw: 0,
    });
    const canopy = /M -?[\d.]+ (-[\d.]+) q 100 -96 200 0/.exec(scene);
    expect(canopy).not.toBeNull();
    // The unicorn's horn reaches 226 units above its feet.
    expect(Number(canopy?.[1])).toBeLessThan(-226);
  });

  it('keeps the rain off what is under it', () => {
    const drops = (svg: string) =>
      [...svg.matchAll(/M ([\d.]+) ([\d.]+) l -4 14/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));
    const rain = falling({ x: 0, y: 0, w: 1024, h: 576 }, 'rain', seededRandom('r'), {
      from: 400,
      to: 600,
      below: 200,
    });
    const all = drops(falling({ x: 0, y: 0, w: 1024, h: 576 }, 'rain', seededRandom('r')));
    expect(all.some(({ x, y }) => x > 400 && x < 600 && y > 200)).toBe(true);
    expect(drops(rain).some(({ x, y }) => x > 400 && x < 600 && y > 200)).toBe(false);
  });
});

describe('the uh-oh', () => {
  const look: CharacterLook = { base: 'fox', accessories: [] };
  const uhOh = (place: ScenePlan['place'], problem: ScenePlan['problem'], pose: ScenePlan['pose'] = 'standing') =>
    composeScene({ plan: { ...plan, place, pose, problem }, look, seed: 'oh:3', redraw: 0, role: 'uhOh' });
  const solved = (place: ScenePlan['place'], problem: ScenePlan['problem']) =>
    composeScene({
      plan: { ...plan, place, pose: 'hugging', people: ['mum'], problem },
      look,
      seed: 'oh:4',
      redraw: 0,
      role: 'solution',
    });

  it.each([
    ['kitchen', 'spill', 'sitting'],
    ['livingRoom', 'tower', 'sitting'],
    ['park', 'balloon', 'standing'],
    ['playground', 'windHat', 'playing'],
    ['pool', 'splash', 'playing'],
    ['beach', 'floatAway', 'playing'],
    ['park', 'lostToy', 'standing'],
    ['playground', 'rollAway', 'playing'],
    ['livingRoom', 'missingPiece', 'sitting'],
    ['street', 'fell', 'walking'],
    ['kitchen', 'spilled', 'sitting'],
    ['livingRoom', 'broke', 'sitting'],
  ] as const)('draws the %s scene’s %s in scene 3', (place, problem, pose) => {
    const scene = uhOh(place, problem, pose);
    expect(scene).toContain(`data-uh-oh="${problem}"`);
    expect(scene).not.toContain('-solved"');
    // Without the uh-oh in its plan, the same scene shows none.
    expect(uhOh(place, undefined, pose)).not.toContain('data-uh-oh');
  });

  it('shows it solved in scene 4 where that fits: a steady tower, the balloon back, the toy found', () => {
    expect(solved('livingRoom', 'tower')).toContain('data-uh-oh="tower-solved"');
    expect(solved('park', 'balloon')).toContain('data-uh-oh="balloon-solved"');
    expect(solved('park', 'lostToy')).toContain('data-uh-oh="lostToy-solved"');
    expect(solved('kitchen', 'spill')).toContain('data-uh-oh="spill-solved"');
    // A fright or a fall is solved by the hug alone.
    expect(solved('park', 'fell')).not.toContain('data-uh-oh');
  });

  it('draws something the parent said was lost neither as a stand-in toy nor found, as its words never say it was', () => {
    expect(uhOh('park', 'lost')).not.toContain('data-uh-oh');
    expect(solved('park', 'lost')).not.toContain('data-uh-oh');
  });

  it('draws a feeling with the face alone, and no uh-oh outside scenes 3 and 4', () => {
    expect(uhOh('livingRoom', 'cried')).not.toContain('data-uh-oh');
    const playtime = composeScene({
      plan: { ...plan, place: 'park', problem: 'balloon' },
      look,
      seed: 'oh:2',
      redraw: 0,
      role: 'playtime',
    });
    expect(playtime).not.toContain('data-uh-oh');
  });

  it('puts a spill at the table on the table, not on the floor under it', () => {
    const scene = uhOh('kitchen', 'spill', 'sitting');
    const at = /translate\(([\d.]+) ([\d.]+)\)[^>]*><g data-uh-oh="spill"/.exec(scene);
    // The kitchen table's top is at y 434; the character sits behind it, its feet at y 495.
    expect(Number(at?.[2])).toBeLessThan(450);
  });
});

describe('a square card of a place', () => {
  it.each(Object.entries(PLACE_KEYS))(
    'keeps the key part of the place %s (its x range) inside the square',
    (place, key) => {
      const card = composeActivityCard([], 'square', [], place as ScenePlan['place']);
      const at = /<g transform="translate\((-?[\d.]+) 0\) scale\(([\d.]+)\)">/.exec(card);
      const [from, to] = key ?? [0, 0];
      const offset = Number(at?.[1]);
      const scale = Number(at?.[2]);
      expect(scale).toBeCloseTo(512 / HEIGHT, 2);
      // Half a unit for the rounding of the SVG's numbers.
      expect(offset + from * scale).toBeGreaterThanOrEqual(-0.5);
      expect(offset + to * scale).toBeLessThanOrEqual(512.5);
    },
  );

  it('shows the zoo’s giraffe whole: its head (x 720-788 in the scene) is inside the card', () => {
    const card = composeActivityCard([], 'zoo', [], 'zoo');
    const offset = Number(/<g transform="translate\((-?[\d.]+) 0\)/.exec(card)?.[1]);
    expect(offset + 788 * (512 / HEIGHT)).toBeLessThan(512);
  });
});
