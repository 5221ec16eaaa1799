// Renders the built-in illustrator's pictures into PNGs, so they can be looked at all at once:
// every place (midday, evening and night; the bedroom also in the morning), every catalog character in every pose,
// the story's people, custom characters built from descriptions, custom activity cards, whole stories and redraws
// (of free-pose scenes and of scenes whose place fixes the pose: bed, bath, the kitchen table, a hug), every place on a
// square card, the first picture of each outdoor day, and the family's own people and pets, alone and in scenes.
// `npm run art:gallery [folder] [family]` (default data/art-gallery; `family` draws only the family); a
// `contact-*.png` sheet beside them shows each group as phone-sized thumbnails.
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { DEFAULT_ACTIVITIES, DEFAULT_CHARACTERS } from '../src/server/catalog/catalog-data.ts';
import { catalogLook, readLook } from '../src/server/providers/builtin/illustration/character-look.ts';
import {
  composeActivityCard,
  composePortrait,
  composeScene,
} from '../src/server/providers/builtin/illustration/compose.ts';
import { drawMember } from '../src/server/providers/builtin/illustration/family.ts';
import { drawFigure } from '../src/server/providers/builtin/illustration/figure.ts';
import { drawPerson } from '../src/server/providers/builtin/illustration/props.ts';
import { derivePlan } from '../src/server/providers/builtin/illustration/scene-plan.ts';
import { Defs } from '../src/server/providers/builtin/illustration/svg.ts';
import { recognisedIn } from '../src/server/providers/builtin/illustrator.ts';
import { PEOPLE, PLACES, POSES, type TimeOfDay } from '../src/server/providers/builtin/lexicon/concepts.ts';
import { writeBuiltinStory } from '../src/server/providers/builtin/story/write.ts';
import {
  type BriefItem,
  type FamilyFigure,
  SCENE_ROLE_OF,
  type ScenePlan,
  type StoryBrief,
} from '../src/server/providers/types.ts';
import { AGE_BANDS, GROWN_UP_KINDS, PET_KINDS } from '../src/shared/family.ts';
import type { Language } from '../src/shared/languages.ts';

const out = path.resolve(process.argv[2] ?? 'data/art-gallery');
await fs.mkdir(out, { recursive: true });

const sized = (svg: string, width: number, height: number) =>
  svg.replace('<svg ', `<svg width="${width}" height="${height}" `);
async function png(name: string, svg: string, width: number, height: number) {
  const file = path.join(out, `${name}.png`);
  await sharp(Buffer.from(sized(svg, width, height)))
    .png()
    .toFile(file);
  return file;
}

/** A sheet of thumbnails (phone size: 300 px wide) of a group of pictures. */
async function contact(name: string, files: string[], thumb = 300) {
  const columns = 4;
  const images = await Promise.all(
    files.map((file) => sharp(file).resize({ width: thumb }).png().toBuffer({ resolveWithObject: true })),
  );
  const cellHeight = Math.max(...images.map((image) => image.info.height)) + 8;
  const rows = Math.ceil(images.length / columns);
  await sharp({
    create: { width: columns * (thumb + 8), height: rows * cellHeight, channels: 4, background: '#ffffff' },
  })
    .composite(
      images.map((image, index) => ({
        input: image.data,
        left: (index % columns) * (thumb + 8),
        top: Math.floor(index / columns) * cellHeight,
      })),
    )
    .png()
    .toFile(path.join(out, `contact-${name}.png`));
}

const bunny = catalogLook('art/rabbit.svg') ?? readLook('bunny');
const times: TimeOfDay[] = ['morning', 'midday', 'evening', 'night'];

// The family's own people and pets: every kind with six seeds each (one look per seed), then scenes with them.
{
  const defs = new Defs();
  const rows: Array<{ label: string; members: FamilyFigure[] }> = [
    ...GROWN_UP_KINDS.map((kind) => ({
      label: kind,
      members: [1, 2, 3, 4, 5, 6].map((i): FamilyFigure => ({ figure: 'grown-up', kind, seed: `${kind}-${i}` })),
    })),
    ...AGE_BANDS.map((age) => ({
      label: age,
      members: (['she', 'he', 'they', 'she', 'he', null] as const).map(
        (pronoun, i): FamilyFigure => ({ figure: 'child', age, pronoun, seed: `${age}-${i}` }),
      ),
    })),
    ...PET_KINDS.map((kind) => ({
      label: kind,
      members: [1, 2, 3, 4, 5, 6].map((i): FamilyFigure => ({ figure: 'pet', kind, seed: `${kind}-${i}` })),
    })),
  ];
  const rowHeight = 240;
  const cells = rows
    .map((row, r) => {
      const y = 220 + r * rowHeight;
      const members = row.members
        .map((member, i) => {
          const drawn = drawMember(member, 'standing', defs);
          const scale = Math.min(0.62 * drawn.scale, 200 / drawn.height, 180 / drawn.width);
          return `<g transform="translate(${220 + i * 190} ${y}) scale(${scale.toFixed(3)})">${drawn.svg}</g>`;
        })
        .join('');
      return `<text x="20" y="${y - 60}" font-size="22" fill="#5b5766">${row.label}</text>${members}`;
    })
    .join('');
  const height = rows.length * rowHeight + 20;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1360 ${height}">${defs}<rect width="1360" height="${height}" fill="#fdf3e3"/>${cells}</svg>`;
  await png('family-members', svg, 1360, height);
}
{
  const grownUp = (kind: (typeof GROWN_UP_KINDS)[number], seed: string): FamilyFigure => ({
    figure: 'grown-up',
    kind,
    seed,
  });
  const child = (
    age: (typeof AGE_BANDS)[number],
    pronoun: 'she' | 'he' | 'they' | null,
    seed: string,
  ): FamilyFigure => ({
    figure: 'child',
    age,
    pronoun,
    seed,
  });
  const pet = (kind: (typeof PET_KINDS)[number], seed: string): FamilyFigure => ({ figure: 'pet', kind, seed });
  const scenes: Array<{
    name: string;
    plan: ScenePlan;
    look: ReturnType<typeof readLook>;
    role?: 'bedtime' | 'windDown' | 'solution';
  }> = [
    {
      name: 'park-mother-dog',
      plan: {
        place: 'park',
        timeOfDay: 'midday',
        pose: 'walking',
        things: ['ball'],
        people: [],
        members: [grownUp('mother', 'm1'), pet('dog', 'd1')],
      },
      look: bunny,
    },
    {
      name: 'garden-four',
      plan: {
        place: 'garden',
        timeOfDay: 'afternoon',
        pose: 'standing',
        things: [],
        people: [],
        members: [
          grownUp('grandmother', 'g1'),
          grownUp('grandfather', 'g2'),
          child('toddler', 'he', 't1'),
          pet('dog', 'd2'),
        ],
      },
      look: readLook('A girl with black hair and a red dress'),
    },
    {
      name: 'kitchen-father-sister-cat-baby',
      plan: {
        place: 'kitchen',
        timeOfDay: 'afternoon',
        pose: 'sitting',
        things: ['cookies'],
        people: [],
        members: [grownUp('father', 'f1'), child('older', 'she', 's1'), pet('cat', 'c1'), child('baby', 'he', 'b3')],
      },
      look: catalogLook('art/fox.svg') ?? bunny,
    },
    {
      name: 'hug-parent-baby',
      plan: {
        place: 'livingRoom',
        timeOfDay: 'afternoon',
        pose: 'hugging',
        things: [],
        people: [],
        members: [grownUp('parent', 'p1'), grownUp('parent', 'p2'), child('baby', null, 'b1')],
      },
      look: catalogLook('art/panda.svg') ?? bunny,
      role: 'solution',
    },
    {
      name: 'bedtime-mother-cat-baby',
      plan: {
        place: 'bedroom',
        timeOfDay: 'night',
        pose: 'bed',
        things: ['teddy'],
        people: [],
        members: [grownUp('mother', 'm2'), pet('cat', 'c2'), child('baby', 'she', 'b2')],
      },
      look: bunny,
      role: 'bedtime',
    },
    {
      name: 'bath-father-preschooler-duck',
      plan: {
        place: 'bathroom',
        timeOfDay: 'evening',
        pose: 'bath',
        things: ['bubbles'],
        people: [],
        members: [grownUp('father', 'f2'), child('preschooler', 'they', 'k1')],
      },
      look: catalogLook('art/lion.svg') ?? bunny,
      role: 'windDown',
    },
    {
      name: 'living-room-small-pets',
      plan: {
        place: 'livingRoom',
        timeOfDay: 'midday',
        pose: 'playing',
        things: [],
        people: [],
        members: [pet('hamster', 'h1'), pet('guinea-pig', 'gp1'), pet('tortoise', 'to1'), pet('bird', 'bi1')],
      },
      look: catalogLook('art/bear.svg') ?? bunny,
    },
    {
      name: 'farm-aunt-uncle-horse',
      plan: {
        place: 'farm',
        timeOfDay: 'midday',
        pose: 'standing',
        things: [],
        people: [],
        members: [grownUp('aunt', 'a1'), grownUp('uncle', 'u1'), pet('horse', 'ho1')],
      },
      look: catalogLook('art/penguin.svg') ?? bunny,
    },
    {
      name: 'car-woman-fish',
      plan: {
        place: 'car',
        timeOfDay: 'midday',
        pose: 'sitting',
        things: [],
        people: [],
        members: [grownUp('woman', 'w1'), child('older', 'he', 'o1')],
      },
      look: bunny,
    },
    {
      name: 'bedroom-morning-rabbit-fish',
      plan: {
        place: 'bedroom',
        timeOfDay: 'morning',
        pose: 'standing',
        things: [],
        people: [],
        members: [grownUp('man', 'man1'), pet('rabbit', 'r1'), pet('fish', 'fi1'), pet('other', 'ot1')],
      },
      look: readLook('A boy with brown skin, curly black hair and a green jumper'),
    },
    {
      name: 'bedtime-four',
      plan: {
        place: 'bedroom',
        timeOfDay: 'night',
        pose: 'bed',
        things: [],
        people: [],
        members: [grownUp('father', 'f3'), child('older', 'she', 's3'), pet('dog', 'd3'), pet('guinea-pig', 'gp3')],
      },
      look: catalogLook('art/dragon.svg') ?? bunny,
      role: 'bedtime',
    },
    {
      name: 'playground-sisters-teacher',
      plan: {
        place: 'playground',
        timeOfDay: 'midday',
        pose: 'playing',
        things: [],
        people: ['teacher'],
        members: [child('preschooler', 'she', 'ps1'), child('toddler', 'she', 'ps2')],
      },
      look: bunny,
    },
  ];
  const files: string[] = [];
  for (const scene of scenes) {
    files.push(
      await png(
        `family-${scene.name}`,
        composeScene({
          plan: scene.plan,
          look: scene.look,
          seed: `family-${scene.name}:2`,
          redraw: 0,
          role: scene.role,
        }),
        1024,
        576,
      ),
    );
  }
  await contact('family', files);
}
if (process.argv[3] === 'family') {
  console.log(`Pictures in ${out}`);
  process.exit(0);
}

// Places.
const placeFiles: string[] = [];
for (const place of PLACES) {
  for (const time of place === 'bedroom' ? times : (['midday', 'evening', 'night'] as const)) {
    const plan: ScenePlan = {
      place,
      timeOfDay: time,
      pose: place === 'bedroom' && time === 'night' ? 'bed' : 'standing',
      things: [],
      people: [],
    };
    placeFiles.push(
      await png(
        `place-${place}-${time}`,
        composeScene({ plan, look: bunny, seed: `gallery:${place}`, redraw: 0 }),
        1024,
        576,
      ),
    );
  }
}
await contact('places', placeFiles);

// Every catalog character in every pose, on one sheet each.
const poseFiles: string[] = [];
for (const character of DEFAULT_CHARACTERS) {
  const look = catalogLook(`art/${character.art}`);
  if (!look) continue;
  const defs = new Defs();
  const cells = POSES.map((pose, index) => {
    const figure = drawFigure(look, { pose, asleep: pose === 'bed' }, defs);
    return `<g transform="translate(${90 + index * 170} 300)">${figure.body}${pose === 'bed' ? '<rect x="-80" y="-62" width="160" height="70" rx="20" fill="#8fb8e8"/>' : pose === 'bath' ? '<rect x="-80" y="-50" width="160" height="60" rx="20" fill="#ffffff" stroke="#cfe0ea" stroke-width="4"/>' : ''}${figure.front}</g>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 340">${defs}<rect width="1200" height="340" fill="#fdf3e3"/>${cells}</svg>`;
  poseFiles.push(await png(`poses-${character.id}`, svg, 1200, 340));
}
await contact('poses', poseFiles, 600);

// The story's people (parents, grandparents, siblings, teacher, doctor…), standing, on one sheet.
{
  const defs = new Defs();
  const cells = PEOPLE.map((person, index) => {
    const drawn = drawPerson(person, 'standing', defs);
    const x = 80 + (index % 8) * 145;
    const y = 300 + Math.floor(index / 8) * 320;
    return `<g transform="translate(${x} ${y}) scale(${drawn.scale * 0.55})">${drawn.svg}</g><text x="${x}" y="${y + 24}" font-size="18" text-anchor="middle" fill="#5b5766">${person}</text>`;
  }).join('');
  const rows = Math.ceil(PEOPLE.length / 8);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 ${rows * 320 + 20}">${defs}<rect width="1200" height="${rows * 320 + 20}" fill="#fdf3e3"/>${cells}</svg>`;
  const file = await png('people', svg, 1200, rows * 320 + 20);
  await contact('people', [file], 600);
}

// Custom characters from descriptions in every language (transparent portraits, shown here on a backdrop).
const descriptions = [
  'A small purple dragon with round glasses who loves books',
  'Moss the Turtle',
  'Pip',
  'A blue robot with a red cape',
  'A girl with a yellow hat and a backpack',
  'A pink unicorn with a golden crown',
  'Een kleine paarse draak met een bril',
  'Ein grüner Dinosaurier mit rotem Schal',
  'Une licorne blanche avec une cape violette',
  'Un gato negro con gafas y un sombrero azul',
  'Um coelhinho roxo com laço cor-de-rosa',
  '一只戴着眼镜的紫色小龙',
  'A brave grey elephant with a scarf',
  'A tiny brown mouse with a bow',
  'Een vrolijke oranje vos met een rugzak',
  'Ein kleiner Roboter mit Krone',
  'Teddy, a little fox',
  'A girl with black hair and a red dress',
  'A boy with brown skin, curly black hair and a green jumper',
  'Une petite fille rousse à la peau claire avec une robe bleue',
  'Een meisje met een donkere huid en een gele jurk',
  'A tall giraffe with a scarf',
  'Een zebra met een pet',
  'Ein Nilpferd mit Brille',
  'Une vache avec un chapeau',
  'Una ballena azul',
  'Um peixinho laranja',
  'A busy bee with a backpack',
  'A mermaid with purple hair',
  '一条美人鱼',
  '一只爱吃鱼的猫',
  'Ein Fische fressender Hund',
  'Der Osterhase mit Zaubererhut',
  'Een witte ijsbeer',
];
const portraitFiles: string[] = [];
for (const [index, description] of descriptions.entries()) {
  const look = readLook(description);
  const svg = composePortrait(look, description)
    .replace('<svg ', '<svg style="background:#fdf3e3" ')
    .replace('<g ', '<rect width="512" height="512" fill="#fdf3e3"/><g ');
  portraitFiles.push(await png(`custom-${String(index).padStart(2, '0')}`, svg, 512, 512));
  console.log(`${description} -> ${JSON.stringify(look)}`);
}
await contact('custom', portraitFiles, 256);

// Custom activity cards: what the words name, and the place they name (in any language) as the backdrop.
const activityFiles: string[] = [];
for (const [index, text] of [
  'Fed the ducks at the pond',
  'Ate cake with grandma',
  'Flew a kite',
  'Something we did',
  'We went to the farm',
  'Naar de boerderij',
  'Ein Tag am Strand',
  'Au zoo avec papa',
  'Fuimos al parque',
  'Fomos à piscina',
  '去农场',
  'Went to the shop',
  'Mit Papi am See',
  'Naar de dierentuin met pop',
].entries()) {
  const recognised = recognisedIn(text);
  activityFiles.push(
    await png(
      `activity-card-${index}`,
      composeActivityCard(recognised.things, text, recognised.people, recognised.places[0]),
      512,
      512,
    ),
  );
}
await contact('activity-cards', activityFiles, 256);

// Every place as a square card's backdrop: the crop keeps each place's key part (the giraffe, the barn) inside it.
const placeCardFiles: string[] = [];
for (const place of PLACES) {
  placeCardFiles.push(await png(`place-card-${place}`, composeActivityCard([], `card:${place}`, [], place), 512, 512));
}
await contact('place-cards', placeCardFiles, 160);

// The first picture of a story for each outdoor day, all with the same seed: the morning window and the things by
// the bed tell the days apart in a portfolio's thumbnails (160 px wide here).
const firstFiles: string[] = [];
for (const activityId of [
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
]) {
  const plan: ScenePlan = {
    place: 'bedroom',
    timeOfDay: 'morning',
    pose: 'standing',
    things: [],
    people: [],
    activityId,
  };
  firstFiles.push(
    await png(
      `first-${activityId}`,
      composeScene({ plan, look: bunny, seed: 'first:1', redraw: 0, role: 'opening' }),
      1024,
      576,
    ),
  );
}
await contact('first-scenes', firstFiles, 160);

// The uh-oh of scene 3 and, where it fits, the same thing solved in scene 4, for each uh-oh that draws an object.
const uhOhFiles: string[] = [];
const fox = readLook('a little fox');
for (const [problem, place, pose] of [
  ['spill', 'kitchen', 'sitting'],
  ['tower', 'livingRoom', 'sitting'],
  ['balloon', 'park', 'standing'],
  ['windHat', 'playground', 'playing'],
  ['splash', 'pool', 'playing'],
  ['floatAway', 'beach', 'playing'],
  ['lostToy', 'park', 'walking'],
  ['rollAway', 'playground', 'playing'],
  ['turns', 'daycare', 'playing'],
  ['missingPiece', 'livingRoom', 'sitting'],
  ['fell', 'street', 'walking'],
  ['hurt', 'garden', 'standing'],
] as const) {
  const plan: ScenePlan = { place, timeOfDay: 'midday', pose, things: [], people: ['mum'], problem };
  for (const [number, role] of [
    [3, 'uhOh'],
    [4, 'solution'],
  ] as const) {
    uhOhFiles.push(
      await png(
        `uh-oh-${problem}-${number}`,
        composeScene({
          plan: number === 4 ? { ...plan, pose: 'hugging' } : plan,
          look: fox,
          seed: `uh-oh-${problem}:${number}`,
          redraw: 0,
          role,
        }),
        1024,
        576,
      ),
    );
  }
}
await contact('uh-ohs', uhOhFiles);

// Whole stories: the seven scenes with a catalog and a custom character, as a model would leave them (no plan).
const stories: Array<{ name: string; look: ReturnType<typeof readLook>; activities: string[] }> = [
  { name: 'bunny-park-bath', look: bunny, activities: ['activity-park', 'activity-baking'] },
  {
    name: 'dragon-beach',
    look: readLook('A small purple dragon with round glasses who loves books'),
    activities: ['activity-beach', 'activity-grandparents'],
  },
  {
    name: 'penguin-puddles',
    look: catalogLook('art/penguin.svg') ?? bunny,
    activities: ['activity-puddle-jumping', 'activity-train-ride'],
  },
];
for (const story of stories) {
  const files: string[] = [];
  for (let number = 1; number <= 7; number += 1) {
    const role = SCENE_ROLE_OF[number] ?? 'playtime';
    // As the pipeline does, scene 1 gets the day's first activity too: its window and things hint at the day.
    const activityId =
      number <= 3 ? story.activities[0] : number === 4 || number === 5 ? story.activities[1] : undefined;
    const art = DEFAULT_ACTIVITIES.find((activity) => activity.id === activityId)?.art;
    const prompt =
      number === 4 ? 'Mum gives a big hug.' : number === 5 ? 'They eat cake and play with a balloon.' : 'A calm scene.';
    const plan = derivePlan({
      role,
      activityArt: art ? `art/${art}` : undefined,
      prompt,
      seed: `${story.name}:${number}`,
    });
    files.push(
      await png(
        `story-${story.name}-${number}`,
        composeScene({ plan, look: story.look, seed: `${story.name}:${number}`, redraw: 0, role }),
        1024,
        576,
      ),
    );
  }
  await contact(`story-${story.name}`, files);
}

// Whole stories as the built-in storyteller writes them (with its scene plans), in several languages, with catalog
// and custom characters and typed activities.
const briefs: Array<{
  name: string;
  art?: string;
  look: string;
  brief: Omit<StoryBrief, 'character'> & { character: BriefItem };
}> = [];
const catalogItem = (id: string, language: Language): BriefItem => {
  const seed = [...DEFAULT_CHARACTERS, ...DEFAULT_ACTIVITIES].find((item) => item.id === id);
  if (!seed) throw new Error(id);
  return {
    name: seed.text[language].name,
    description: seed.text[language].description,
    look: seed.look,
    catalogId: id,
  };
};
const base = { childPlaceholder: undefined, customDescription: undefined, customActivities: [] as string[] };
briefs.push({
  name: 'told-en-fox',
  art: 'art/fox.svg',
  look: '',
  brief: {
    ...base,
    language: 'en',
    character: catalogItem('character-fox', 'en'),
    activities: [catalogItem('activity-beach', 'en'), catalogItem('activity-baking', 'en')],
    customActivities: ['fed the ducks with grandma'],
    seed: 'told-en-fox',
  },
});
briefs.push({
  name: 'told-nl-custom',
  look: 'Pim. Een kleine paarse draak met een ronde bril',
  brief: {
    ...base,
    language: 'nl',
    character: {
      name: 'Pim',
      description: 'Een kleine paarse draak met een ronde bril',
      look: 'Een kleine paarse draak met een ronde bril',
    },
    activities: [catalogItem('activity-playground', 'nl'), catalogItem('activity-train-ride', 'nl')],
    seed: 'told-nl-custom',
  },
});
briefs.push({
  name: 'told-zh-panda',
  art: 'art/panda.svg',
  look: '',
  brief: {
    ...base,
    language: 'zh',
    character: catalogItem('character-panda', 'zh'),
    activities: [catalogItem('activity-zoo', 'zh'), catalogItem('activity-bath', 'zh')],
    customDescription: '和奶奶一起吃了蛋糕',
    seed: 'told-zh-panda',
  },
});
briefs.push({
  name: 'told-fr-custom',
  look: 'Lulu. Une licorne blanche avec une cape violette',
  brief: {
    ...base,
    language: 'fr',
    character: {
      name: 'Lulu',
      description: 'Une licorne blanche avec une cape violette',
      look: 'Une licorne blanche avec une cape violette',
    },
    activities: [catalogItem('activity-puddle-jumping', 'fr'), catalogItem('activity-grandparents', 'fr')],
    seed: 'told-fr-custom',
  },
});
// The parent's day drawn as told: the new baby in the scene that tells of it, the snow, the dog, the grandfather.
briefs.push({
  name: 'told-en-new-baby',
  art: 'art/bear.svg',
  look: '',
  brief: {
    ...base,
    language: 'en',
    character: catalogItem('character-bear', 'en'),
    activities: [],
    customDescription:
      'his baby sister Mia came home from hospital today!! he held her on the couch and kissed her head',
    seed: 'told-en-new-baby',
  },
});
briefs.push({
  name: 'told-de-snow',
  art: 'art/fox.svg',
  look: '',
  brief: {
    ...base,
    language: 'de',
    character: catalogItem('character-fox', 'de'),
    activities: [],
    customDescription:
      'erster schnee!! mit opa jupp schlitten gefahren und unser hund bello ist durch den schnee gehüpft',
    seed: 'told-de-snow',
  },
});
for (const told of briefs) {
  const story = writeBuiltinStory(told.brief);
  const look = catalogLook(told.art) ?? readLook(told.look);
  const files: string[] = [];
  for (const scene of story.scenes) {
    const role = SCENE_ROLE_OF[scene.number] ?? 'playtime';
    const plan = scene.plan ?? derivePlan({ role, prompt: scene.imagePrompt, seed: `${told.name}:${scene.number}` });
    files.push(
      await png(
        `story-${told.name}-${scene.number}`,
        composeScene({ plan, look, seed: `${told.name}:${scene.number}`, redraw: 0, role }),
        1024,
        576,
      ),
    );
    console.log(`${told.name} ${scene.number}: ${JSON.stringify(plan)}`);
  }
  await contact(`story-${told.name}`, files);
}

// Redraws, seeded as the pipeline and the redraw route seed them: the story's picture from `<job>:<n>`, redraw r
// from `<story>~r<r>:<n>` (the illustrator takes the `~r<r>` out as the redraw's number).
const redrawn: Array<{ name: string; number: number; plan: ScenePlan; look: ReturnType<typeof readLook> }> = [
  {
    name: 'park',
    number: 2,
    plan: derivePlan({ role: 'playtime', activityArt: 'art/deciduous-tree.svg', prompt: '', seed: 'redraw:2' }),
    look: bunny,
  },
  {
    name: 'bed',
    number: 7,
    plan: { place: 'bedroom', timeOfDay: 'night', pose: 'bed', things: [], people: [] },
    look: bunny,
  },
  {
    name: 'bath',
    number: 6,
    plan: { place: 'bathroom', timeOfDay: 'evening', pose: 'bath', things: ['bubbles'], people: [] },
    look: catalogLook('art/lion.svg') ?? bunny,
  },
  {
    name: 'kitchen',
    number: 5,
    plan: {
      place: 'kitchen',
      timeOfDay: 'afternoon',
      pose: 'sitting',
      things: ['cookies'],
      people: [],
      activityId: 'activity-baking',
    },
    look: readLook('A girl with black hair and a red dress'),
  },
  {
    name: 'hug',
    number: 4,
    plan: { place: 'grandparents', timeOfDay: 'afternoon', pose: 'hugging', things: [], people: ['grandma'] },
    look: catalogLook('art/panda.svg') ?? bunny,
  },
];
for (const scene of redrawn) {
  const files: string[] = [];
  for (let redraw = 0; redraw < 4; redraw += 1) {
    const seed = redraw === 0 ? `gallery-job:${scene.number}` : `gallery-story:${scene.number}`;
    files.push(
      await png(
        `redraw-${scene.name}-${redraw}`,
        composeScene({ plan: scene.plan, look: scene.look, seed, redraw, role: SCENE_ROLE_OF[scene.number] }),
        1024,
        576,
      ),
    );
  }
  await contact(`redraws-${scene.name}`, files);
}
console.log(`Pictures in ${out}`);
