import { describe, expect, it } from 'vitest';
import { storyOfDay, textOfDay } from '../day-story.ts';
import { fr } from './fr.ts';

/** The French pack's lines, read as a parent reads them aloud. */
describe('the French pack', () => {
  const hero = fr.hero({ name: 'Zuri', catalogId: undefined, description: '', childPronoun: 'she' });
  const x = { h: hero, c: undefined, p: undefined, helper: fr.grownUp, t: undefined, first: true, part: 'afternoon' };
  const goodnight = (items: string[]) => fr.night.goodnight(items, x as never);

  it('tells a few tears as a few, never as crying without end', () => {
    for (const seed of ['1', '2', '3', '4', '5', '6']) {
      const text = textOfDay(
        'fr',
        'ce soir il a donné ses tototes a la fée. il a pleuré un peu pr s’endormir mais il a tenu bon',
        { seed, pronoun: 'he' },
      );
      expect(text).toContain('pleure un peu');
      expect(text).not.toMatch(/pleure et pleure|sans pouvoir s’arrêter/u);
    }
  });

  it('tells pasta by no shape the parent did not name', () => {
    for (const seed of ['a', 'b', 'c']) {
      const told = textOfDay('fr', 'a midi elle a mangé des coquillettes au jambon', { seed });
      expect(told, seed).toContain('coquillettes au jambon');
      expect(told, seed).not.toMatch(/spaghetti/u);
    }
  });

  it('remembers the child’s own thing as theirs, not by the parent’s pet name', () => {
    expect(fr.join(['la chaussette de mon loulou'])).toBe('sa chaussette');
    expect(fr.join(['le doudou de ma puce', 'les bottes de ma puce'])).toBe('son doudou et ses bottes');
  });

  it('says the child’s own words with their accents, and the one asked set apart', () => {
    const said = (words: string) => fr.said[0]?.({ ...x, words } as never);
    expect(said('Moi aussi je suis un bebe')).toBe('Zuri dit: « Moi aussi je suis un bébé. »');
    expect(said('elle est gentille clémence')).toBe('Zuri dit: « elle est gentille Clémence. »');
    expect(said('elle est gentille la dame')).toBe('Zuri dit: « elle est gentille la dame. »');
    expect(said('Papa t’as volé dans le ciel comme ça ?')).toBe(
      'Zuri dit: « Papa, t’as volé dans le ciel comme ça ? »',
    );
  });

  it('remembers no « tralala » of a fuss as a thing of the day', () => {
    expect(fr.join(['le tralala', 'les cubes'])).toBe('les cubes');
    expect(fr.join(['tout le tintouin'])).toBe('');
  });

  it('remembers no plan for tomorrow as a thing of the day', () => {
    expect(fr.join(['la machine demain', 'les pompiers'])).toBe('les pompiers');
    expect(fr.join(['la piscine la semaine prochaine'])).toBe('');
  });

  it('tells the new idea after a plan that fell through as a parent says it', () => {
    const fixes = (fr.problems.letDown?.fix ?? []).flat().map((line) => line(x as never));
    expect(fixes).toContain('Et très vite, on trouve une autre idée, parfaite pour aujourd’hui.');
    for (const line of fixes) expect(line).not.toContain('nouveau plan');
  });

  it('tells baking, a dog and a quiet afternoon without a thing the parent may not have had', () => {
    const lines = (table: readonly ((y: never) => string)[] | undefined) =>
      (table ?? []).map((line) => line(x as never));
    const baking = fr.activities['activity-baking'];
    for (const line of [...lines(baking?.do), ...lines(baking?.sense)]) {
      expect(line).not.toMatch(/biscuits|étoiles et des cœurs/u);
    }
    for (const line of lines(fr.things.dog?.lines)) expect(line).not.toMatch(/passe|un gentil chien/u);
    for (const line of lines(fr.quiet.do)) expect(line).not.toMatch(/dessin/u);
  });

  it('tells a thing spoilt without the hero’s hands to blame, and a rabbit without a carrot given', () => {
    const broke = fr.problems.broke?.uhOh.flat().map((line) => line(x as never)) ?? [];
    for (const line of broke) expect(line).not.toMatch(/ses mains/u);
    for (const line of (fr.things.rabbit?.lines ?? []).map((line) => line(x as never))) {
      expect(line).not.toMatch(/carotte/u);
    }
  });

  it('walks the hero down the street without a pushchair the parent did not write', () => {
    const lines = (table: readonly ((y: never) => string)[] | undefined) =>
      (table ?? []).map((line) => line(x as never));
    const walk = fr.activities['town-walk'];
    for (const line of [...lines(walk?.arrive), ...lines(walk?.do), ...lines(walk?.sense)]) {
      expect(line).not.toMatch(/poussette/u);
    }
  });

  it('names no seat at the hairdresser’s nor any food at the market, which the parent tells', () => {
    const lines = (table: readonly ((y: never) => string)[] | undefined) =>
      (table ?? []).map((line) => line(x as never));
    const hair = fr.activities['hairdresser-visit'];
    for (const line of [...lines(hair?.arrive), ...lines(hair?.do), ...lines(hair?.sense)]) {
      expect(line).not.toMatch(/fauteuil/u);
    }
    expect(hair?.goodnight).not.toMatch(/fauteuil/u);
    const market = fr.activities['market-visit'];
    for (const line of [...lines(market?.arrive), ...lines(market?.do), ...lines(market?.sense)]) {
      expect(line).not.toMatch(/pommes|fromage|poires|pain frais/u);
    }
  });

  it('plays with friends without saying how many came nor where', () => {
    const lines = (table: readonly ((y: never) => string)[] | undefined) =>
      (table ?? []).map((line) => line(x as never));
    const friends = fr.activities['activity-playing-with-friends'];
    for (const line of [...lines(friends?.arrive), ...lines(friends?.do)]) {
      expect(line).not.toMatch(/copains|copain|jardin|dehors/u);
    }
  });

  it('remembers a pretend thing as one « pour de faux », never as a forged one', () => {
    expect(fr.join(['le trajet', 'un faux billet'])).toBe('le trajet et le billet pour de faux');
    expect(fr.join(['une fausse clé'])).toBe('la clé pour de faux');
  });

  it('tells a fright the parent wrote once, with no second « peur » before the hiding she tells', () => {
    for (const seed of ['1', '2', '3', '4', '5', '6']) {
      const text = textOfDay(
        'fr',
        'elle avait un peu peur du père fouettard alors elle s’est cachée dans le manteau de papy',
        { seed, pronoun: 'she' },
      );
      expect(text).not.toMatch(/a peur, tout à coup/u);
    }
  });

  it('remembers the parent’s things with their accents, and no word left hanging', () => {
    expect(fr.join(['une boite', 'un cadeau'])).toBe('une boîte et un cadeau');
    expect(fr.join(['le cortege', 'les confettis retrouvés jusque'])).toBe('le cortège et les confettis retrouvés');
  });

  it('wishes named grandparents goodnight once, by their names (not also « Papi et Mamie »)', () => {
    expect(goodnight(['Petit Lapin', 'Papi et Mamie', 'Papi Gérard', 'mamie Gisèle'])).toBe(
      'Bonne nuit, Petit Lapin et bonne nuit, Papi Gérard et Mamie Gisèle.',
    );
    expect(goodnight(['Papi et Mamie', 'Papi Jean'])).toBe('Bonne nuit, Mamie et bonne nuit, Papi Jean.');
    expect(goodnight(['Mamy et Papy', 'Mamy Odette'])).toBe('Bonne nuit, Papy et bonne nuit, Mamy Odette.');
    expect(goodnight(['Papi et Mamie', 'les cousins'])).toBe('Bonne nuit, Papi et Mamie et bonne nuit, les cousins.');
  });

  it('calls the grandparents by the family’s own words, « Bonne-maman et Bon-papa », all day and at bedtime', () => {
    for (const seed of ['1', '2', '3']) {
      const text = textOfDay(
        'fr',
        'journée chez bonne-maman et bon-papa, elle a aidé bon-papa a ramasser les oeufs des poules. boulets sauce lapin a dîner',
        { seed, pronoun: 'she' },
      );
      expect(text).not.toMatch(/Papi|Mamie/u);
      expect(text).toMatch(/bonne nuit, Bonne-maman et Bon-papa/iu);
    }
    expect(textOfDay('fr', 'aprem chez mémé et pépé, on a fait un gâteau', { seed: '1' })).not.toMatch(/Papi|Mamie/u);
  });

  it('tells an egg broken in a pocket as an oops, with no sad child and no glue', () => {
    for (const seed of ['1', '2', '3', '4']) {
      const text = textOfDay(
        'fr',
        'elle a aidé bon-papa a ramasser les oeufs des poules et elle en a cassé un ds sa poche 🙈',
        { seed, pronoun: 'she' },
      );
      expect(text).toMatch(/\p{Lu}[\p{L} ]+ casse un œuf dans sa poche\./u);
      expect(text).not.toMatch(/triste|colle|comme neuf|se réparent/u);
    }
  });

  it('wishes the teacher goodnight with her accent and her article', () => {
    expect(goodnight(['Petit Lapin', 'maitresse Sophie'])).toBe(
      'Bonne nuit, Petit Lapin et bonne nuit, la maîtresse Sophie.',
    );
    expect(goodnight(['maîtresse Anne'])).toBe('Bonne nuit, la maîtresse Anne.');
    expect(goodnight(['maitre Paul'])).toBe('Bonne nuit, le maître Paul.');
  });

  it('remembers no adjective whose noun was cut off (« le petit » of « le petit miroir »)', () => {
    expect(fr.join(['le petit'])).toBe('');
    // « et en a mangé la moitié »: a share with no thing is nothing to remember.
    expect(fr.join(['les pépites de chocolat', 'la moitié'])).toBe('les pépites de chocolat');
    expect(fr.join(['le petit', 'le ballon rouge'])).toBe('le ballon rouge');
    expect(fr.join(['la grande', 'les poules'])).toBe('les poules');
    expect(fr.join(['le petit miroir'])).toBe('le petit miroir');
  });

  it('gives the dentist no invented gift and no gender the parent did not write', () => {
    for (const seed of ['1', '2', '3', '4', '5', '6']) {
      const text = textOfDay(
        'fr',
        '1ere fois chez le dentiste avec papa, la dentiste lui a fait compter ses dents avec le petit miroir et il a eu un ballon',
        { seed, pronoun: 'he' },
      );
      expect(text, seed).not.toMatch(/autocollant|brosse à dents toute neuve|le dentiste compte/u);
      expect(text, seed).not.toMatch(/sa journée\s?: le petit\./u);
    }
  });

  it('remembers no whole clause of the parent’s at bedtime, and no empty list', () => {
    expect(fr.join(['son chapeau s’est envolé', 'le cerf-volant'])).toBe('le cerf-volant');
    expect(fr.join(['il a couru'])).toBe('');
    for (const line of fr.typedMemory) {
      const said = line({ ...x, list: '' } as never);
      expect(said).not.toMatch(/:\s*\./u);
      expect(said).toMatch(/Zuri/u);
    }
  });

  it('says how an activity went without stock filler a reader skips', () => {
    for (const line of fr.typedFeel) {
      expect(line(x as never)).not.toMatch(/sans se presser|en profite bien|petit coin de sa mémoire/u);
      // A typed outing may be a sad one (the vet, the hospital): no smile nor laughter is made up for it.
      expect(line(x as never)).not.toMatch(/sourit|content|on rit/u);
    }
  });

  it('never tells a day of fine words as a list ending « : . » at bedtime', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const text = storyOfDay(
        'fr',
        'gros mistral auj, son chapeau s’est envolé sur la plage et elle a couru derriere en hurlant de rire',
        { seed, activities: ['activity-beach'] },
      )
        .scenes.map((scene) => scene.text)
        .join(' ');
      expect(text, seed).not.toMatch(/:\s*son chapeau s’est envolé|:\s*\./u);
    }
  });
});

describe('the French pack, a parent’s own doing', () => {
  it('tells a typed infinitive of any group in the story’s present (`voir les vaches`: `voit les vaches`)', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const text = storyOfDay('fr', undefined, {
        seed,
        typed: ['voir les vaches', 'cueillir des mûres'],
        pronoun: 'he',
      })
        .scenes.map((scene) => scene.text)
        .join(' ');
      expect(text, seed).toMatch(/ voit les vaches/u);
      expect(text, seed).toMatch(/ cueille des mûres/u);
      expect(text, seed).not.toMatch(/: (?:voir|cueillir)/u);
    }
  });

  it('tells a call typed alone with its verb, not a bare word after a colon', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const text = storyOfDay('fr', undefined, { seed, typed: ['appel en visio'], pronoun: 'he' })
        .scenes.map((scene) => scene.text)
        .join(' ');
      expect(text, seed).toContain('fait un appel en visio');
      expect(text, seed).not.toMatch(/: appel en visio/u);
    }
  });

  it('tells a grandparent typed alone as a visit, not a bare word after a colon', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const text = storyOfDay('fr', undefined, { seed, typed: ['mamie'], pronoun: 'she' })
        .scenes.map((scene) => scene.text)
        .join(' ');
      expect(text, seed).not.toMatch(/:\s*mamie/iu);
    }
  });

  it('tells a farm’s tractor typed alone as its moment, not a bare word after a colon', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const text = storyOfDay('fr', 'à la ferme avec la crèche, il a donné du foin aux chèvres', {
        seed,
        typed: ['tracteur'],
        pronoun: 'he',
      })
        .scenes.map((scene) => scene.text)
        .join(' ');
      expect(text, seed).not.toMatch(/:\s*tracteur/iu);
    }
  });

  it('tells the childminder typed alone as going to her, not a bare word after a colon', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const text = storyOfDay('fr', undefined, { seed, typed: ['nounou'], pronoun: 'she' })
        .scenes.map((scene) => scene.text)
        .join(' ');
      expect(text, seed).not.toMatch(/:\s*nounou|le moment de la nounou/iu);
    }
  });
});

describe('the French pack, again', () => {
  const hero = fr.hero({ name: 'Zuri', catalogId: undefined, description: '', childPronoun: 'she' });
  const x = { h: hero, c: undefined, p: undefined, helper: fr.grownUp, t: undefined, first: true, part: 'afternoon' };

  it('leads to the day’s uh-oh without the empty « reste là encore un petit moment »', () => {
    for (const line of fr.still) expect(line(x as never)).not.toMatch(/reste là encore un petit moment/u);
  });

  it('remembers the parent’s own sister or brother at bedtime as Tata or Tonton', () => {
    expect(fr.join(['ma soeur', 'les jumeaux'])).toBe('Tata et les jumeaux');
    expect(fr.join(['sa sœur'])).toBe('Tata');
    expect(fr.join(['mon frère', 'le gâteau'])).toBe('Tonton et le gâteau');
  });

  it('says the tears and the fright without a « quelque chose » that would hide their cause', () => {
    const cried = [...(fr.problems.cried?.uhOh ?? []), ...(fr.problems.scared?.uhOh ?? [])];
    for (const lines of cried) {
      for (const line of lines) expect(line({ ...x, first: false } as never)).not.toMatch(/Quelque chose/u);
    }
  });
});

describe('the French pack', () => {
  it.each([
    ['saint nicolas est passé a l’ecole ce matin! il a eu des mandarines', 'he'],
    ['à la maternelle elle a fait de la peinture', 'she'],
    ['journée à l’école, il a chanté avec la maîtresse', 'he'],
  ] as const)('tells a school day, %j, without turning the school into a crèche', (day, pronoun) => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const story = storyOfDay('fr', day, { seed, pronoun });
      expect(JSON.stringify(story)).not.toMatch(/crèche/u);
    }
  });
});

describe('the French pack', () => {
  const told = (day: string, pronoun: 'she' | 'he', seed: string) =>
    storyOfDay('fr', day, { seed, pronoun })
      .scenes.map((scene) => scene.text)
      .join(' ');

  it.each([
    'il a eu peur de l’aspi et il se cachait sous la table avec notre chienne Pepette',
    'elle avait peur de l’orage, elle s’est cachée sous la couette avec son chat Filou',
  ])('never makes the family’s own pet the fear, %j', (day) => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      expect(told(day, day.startsWith('il') ? 'he' : 'she', seed), seed).not.toMatch(
        /peur (?:de sa|de son|de notre) (?:chienne|chat)/u,
      );
    }
  });

  it('tells a friend’s move without making it the child’s own', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const text = told('son copain Ilyes demenage a Lyon, c’etait son dernier jour a la creche', 'he', seed);
      expect(text, seed).not.toMatch(
        /nouvelles d’un coup pour Zuri|déménagement, ça fait beaucoup de choses nouvelles/u,
      );
    }
  });
});

describe('the French pack, a strange new feeling', () => {
  it.each([
    ['ça lui a fait tout drôle de dormir chez mamie', 'she'],
    ['premiere nuit dans son nouveau lit, il trouvait ça bizarre. il a demandé où était son ancien lit', 'he'],
  ] as const)('comforts %j without saying the same word over and over', (day, pronoun) => {
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const comfort = storyOfDay('fr', day, { seed, pronoun }).scenes[3]?.text ?? '';
      expect(comfort, seed).toMatch(/câlin|tout près|là, avec toi/u);
      expect(comfort.match(/s’envole/gu)?.length ?? 0, seed).toBeLessThan(2);
      for (const sentence of comfort.replace(/Petit Lapin/gu, 'Lapin').split(/(?<=[.!?»])\s+/u))
        expect(sentence.match(/petit/giu)?.length ?? 0, `${seed}: ${sentence}`).toBeLessThan(3);
    }
  });
});

describe('the French pack, days told truly', () => {
  it('calls a godmother, a godfather and Provence’s papet by the family’s own word', () => {
    expect(fr.relation?.('marraine', 'aunt')).toMatchObject({ name: 'Marraine' });
    expect(fr.relation?.('parrain', 'uncle')).toMatchObject({ name: 'Parrain' });
    expect(fr.relation?.('papet', 'grandpa')).toMatchObject({ name: 'Papet' });
  });

  it('wishes goodnight to a ladybird as no butterfly', () => {
    expect(fr.things.butterfly?.goodnight).not.toMatch(/papillon/u);
  });
});

describe('the French pack: scene 3 after a walk or a market', () => {
  const hero = fr.hero({ name: 'Zuri', catalogId: undefined, description: '', childPronoun: 'he' });
  const x = { h: hero, c: undefined, p: undefined, helper: fr.grownUp, t: undefined, first: true, part: 'morning' };

  it('leads on without a seat the market or the walk does not have', () => {
    for (const line of fr.still) expect(line(x as never)).not.toMatch(/installée?/u);
  });
});

describe('the French pack: the baking remembered', () => {
  it('remembers a day of crêpes as baking, never as biscuits that were not made', () => {
    for (const seed of ['a', 'b', 'c']) {
      const text = textOfDay('fr', '', {
        seed,
        typed: ['balade en forêt avec papi', 'cabane en branches', 'crêpes au goûter'],
        activities: ['activity-walk-in-the-woods', 'activity-baking'],
      });
      expect(text, seed).not.toMatch(/petits gâteaux/u);
    }
  });
});

describe('the French pack: a grown-up hurt, and a feast day typed', () => {
  it('tells a grandma’s broken wrist as a worry for her, never as the child at the hospital', () => {
    for (const seed of ['a', 'b']) {
      const text = textOfDay(
        'fr',
        "mamie Odette s'est cassé le poignet en tombant dans l'escalier, elle a un gros plâtre. il lui a fait plein de bisous",
        { seed, pronoun: 'he', activities: ['activity-grandparents'] },
      );
      expect(text, seed).not.toMatch(/nouvelles têtes|Mamie Odette accourt|peinture/u);
      expect(text, seed).toMatch(/Mamie Odette/u);
    }
  });

  it('says a date typed alone as the feast, never as a programme item', () => {
    for (const line of fr.typed) {
      const said = line({
        h: fr.hero({ name: 'Zuri', catalogId: undefined, description: '' }),
        what: '14 juillet',
        first: true,
      } as never);
      expect(said).toBe('Quel beau 14 Juillet pour Zuri !');
    }
  });
});

describe('the French pack, what was lost or rolled away', () => {
  const hero = fr.hero({ name: 'Petit Ours', catalogId: 'character-bear', description: '' });
  const x = { h: hero, c: undefined, p: undefined, helper: fr.grownUp, t: undefined, first: true, part: 'afternoon' };

  it('finds what rolled away without naming a ball the apricot never was', () => {
    for (const line of fr.problems.rollAway?.fix[1] ?? []) expect(line(x as never)).not.toMatch(/ballon/u);
  });

  it('lets roll away, or tumble from full arms, nothing the parent did not write (no fruit, ball, tower or block)', () => {
    const problems = fr.problems as unknown as Record<
      string,
      { uhOh: ((x: never) => string)[][]; fix: ((x: never) => string)[][] }
    >;
    for (const id of ['rollAway', 'tower'])
      for (const line of [...(problems[id]?.uhOh ?? []), ...(problems[id]?.fix ?? [])].flat())
        expect(line(x as never), id).not.toMatch(/abricot|pomme|ballon|tour|cube/u);
  });

  it('seats a child at the hairdresser’s with one mirror and one « clic, clac » at most, and no still child of its own', () => {
    const hair = fr.activities['hairdresser-visit'];
    for (const line of [...(hair?.arrive ?? []), ...(hair?.do ?? [])])
      expect(line(x as never)).not.toMatch(/miroir|clic, clac|ne bouge pas|nouvelle coupe/u);
    for (const line of fr.events.haircut ?? []) expect(line(x as never)).not.toMatch(/miroir/u);
  });

  it('arrives at the hairdresser’s without saying again the going the parent tells, nor a cape put on', () => {
    for (const line of fr.activities['hairdresser-visit']?.arrive ?? [])
      expect(line(x as never)).not.toMatch(/va chez|vont chez|cape/u);
    for (const line of fr.activities['hairdresser-visit']?.sense ?? []) expect(line(x as never)).not.toMatch(/miroir/u);
  });

  it('flies no kite of its own beside the parent’s kite', () => {
    for (const line of fr.things.kite?.lines ?? []) expect(line(x as never)).not.toMatch(/danse|vole|ciel/u);
  });

  it('meets the grandparents without saying who came to whom', () => {
    for (const line of fr.activities['activity-grandparents']?.arrive ?? [])
      expect(line(x as never)).not.toMatch(/va chez|sonnette|voilà/u);
  });

  it('gives the new baby no kiss the parent did not write', () => {
    for (const line of fr.events.newBaby ?? []) expect(line(x as never)).not.toMatch(/bisou/u);
  });

  it('splashes in a paddling pool with no walls, and no towel to warm up on a hot day', () => {
    for (const line of fr.activities['activity-swimming']?.sense ?? [])
      expect(line(x as never)).not.toMatch(/murs|tient bien chaud/u);
  });

  it('searches for a lost pet or toy without « the places we went »', () => {
    for (const line of (fr.problems.lost?.fix ?? []).flat())
      expect(line(x as never)).not.toMatch(/endroits où on est allés/u);
  });

  it('calls « mémère » and « pépère » so, one by one and as a pair said with « pis »', () => {
    expect(fr.relation?.('mémère', 'grandma')?.name).toBe('Mémère');
    expect(fr.relation?.('pépère pis mémère', 'grandparents')?.name).toBe('Pépère et Mémère');
  });

  it('tells a lone plural typed as the moment with its article, not after a colon', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const text = storyOfDay('fr', undefined, { seed, typed: ['cailloux'], pronoun: 'she' })
        .scenes.map((scene) => scene.text)
        .join(' ');
      expect(text, seed).not.toMatch(/:\s*cailloux/iu);
    }
  });

  it('lets no one who shares the day, who may be a baby sister, build a cabin nor sing along', () => {
    const sister = { ...hero, name: 'sa sœur Inès' };
    const withSister = { ...x, p: sister };
    const home = fr.homePlay.arrive.map((line) => line(withSister as never));
    for (const line of home) expect(line).not.toMatch(/construisent|Inès (?:construit|chante)/u);
    const music = (fr.activities['activity-music']?.arrive ?? []).map((line) => line(withSister as never));
    for (const line of music) expect(line).not.toMatch(/se mettent à chanter/u);
    expect(music.join(' ')).toContain('se met à chanter pour sa sœur Inès, et la musique commence.');
  });

  it('builds no sandcastle at the beach beside the one the parent tells', () => {
    for (const line of fr.activities['activity-beach']?.do ?? []) expect(line(x as never)).not.toMatch(/château/u);
  });

  it('tells the sound of a bike ride with no path nor wind, for a ride in the hallway', () => {
    for (const line of fr.activities['activity-bike-ride']?.sense ?? [])
      expect(line(x as never)).not.toMatch(/chemin|vent|arbres/u);
  });

  it('lets the music of a dance in the park fill the air, not a room', () => {
    for (const line of fr.activities['activity-music']?.sense ?? [])
      expect(line(x as never)).not.toContain('remplit la pièce');
  });
});

describe('the French pack, a teacher called by her title', () => {
  it('names « sa maîtresse madame Leroy » as a child calls her, « Madame »', () => {
    expect(fr.named('Madame', 'maîtresse', 'teacher', undefined).name).toBe('Madame');
    expect(fr.named('Nathalie', 'maîtresse', 'teacher', undefined).name).toBe('sa maîtresse Nathalie');
  });
});

describe('the French pack, one thing remembered', () => {
  it('remembers one person of the day in a sentence, never as a list after a colon', () => {
    const hero = fr.hero({ name: 'Zuri', catalogId: undefined, description: '', childPronoun: 'he' });
    const x = { h: hero, first: false, list: 'la voisine' };
    const lines = fr.typedMemory.map((line) => line(x as never));
    expect(lines).toContain('Dans sa tête, il revoit encore la voisine.');
    expect(lines.join(' ')).not.toMatch(/images du jour/u);
  });
});

describe('the French pack, both grandparents typed', () => {
  it('tells « bon-papa bonne-maman » typed as a visit to both, never as a bare list', () => {
    const hero = fr.hero({ name: 'Zuri', catalogId: undefined, description: '', childPronoun: 'she' });
    const lines = fr.typed.map((line) => line({ h: hero, first: true, what: 'bon-papa bonne-maman' } as never));
    for (const line of lines) expect(line).toMatch(/va chez Bon-papa et Bonne-maman/u);
  });
});

describe('the French pack, typed words told as doings', () => {
  const hero = fr.hero({ name: 'Zuri', catalogId: undefined, description: '', childPronoun: 'he' });
  const told = (what: string) => fr.typed.map((line) => line({ h: hero, first: true, what } as never));
  it('tells a grandparent typed with a name as a visit to them', () => {
    for (const line of told('papi Roger')) expect(line).toMatch(/va chez Papi Roger/u);
  });
  it('tells « maison » as a day at home and « tour de france » as watched', () => {
    for (const line of told('maison')) expect(line).toMatch(/reste à la maison/u);
    for (const line of told('tour de france')) expect(line).toMatch(/regarde passer le Tour de France/u);
  });
  it('finds the missing piece as « la », as the question asked for « elle »', () => {
    const fix = fr.problems.missingPiece.fix[1].map((line) => line({ h: hero } as never)) ?? [];
    expect(fix.join(' ')).toMatch(/La voilà, cachée/u);
    expect(fix.join(' ')).not.toMatch(/Le voilà|on le retrouve/u);
  });
});

describe('the French pack, a bedtime memory', () => {
  it('does not dream of the parent’s phone number, nor of « les deux »', () => {
    expect(fr.join(['mon numéro'])).toBe('');
    expect(fr.join(['les deux', 'la course'])).toBe('la course');
  });

  it('tells fruit dropped at the market with no sponge, no table and no wiping', () => {
    for (const seed of ['1', '2', '3', '4', '5', '6']) {
      const text = textOfDay(
        'fr',
        'marché avec mamie Jeannine. il portait le sac de cerises et pouf il l’a fait tomber, les cerises ont roulé partout sous les étals',
        { seed, pronoun: 'he' },
      );
      expect(text).toMatch(/partout/u);
      expect(text).not.toMatch(/éponge|sur la table|essuyer|Frotte/u);
    }
  });

  it('tells a torn cuddly toy as broken, by its name, with no cleaning up after it', () => {
    for (const seed of ['1', '2', '3', '4', '5', '6']) {
      const text = textOfDay(
        'fr',
        "drame ce matin, pompon (son doudou chien) s'est coincé dans la portière et il a une grande déchirure au bras 😭\nce soir tatie Sandrine l'a recousu avec du fil bleu",
        { seed, pronoun: 'he' },
      );
      expect(text).toContain('Pompon a une grande déchirure au bras.');
      expect(text).not.toMatch(/On nettoie ensemble|c’est coincé/u);
    }
  });

  it('tells a stop at the bakery with no supermarket oranges or trolley', () => {
    for (const seed of ['1', '2', '3', '4', '5', '6']) {
      const text = textOfDay(
        'fr',
        'vaccin chez le docteur ce matin\napres on est passé a la boulangerie, elle a choisi un pain au choc toute seule',
        { seed, pronoun: 'she' },
      );
      expect(text).toContain('boulangerie');
      expect(text).not.toMatch(/oranges|chariot/u);
    }
  });

  it('gives a vaccine at the doctor’s with the doctor, not a nurse the parent never named', () => {
    for (const seed of ['1', '2', '3', '4', '5', '6']) {
      const text = textOfDay(
        'fr',
        'rappel de vaccin chez le docteur ce matin, elle a serré fort la main de mamounette',
        {
          seed,
          pronoun: 'she',
        },
      );
      expect(text).not.toMatch(/infirmière/u);
    }
  });

  it('tells a fall from the scooter the parent wrote once, with no second fall made up after it', () => {
    for (const seed of ['1', '2', '3', '4', '5', '6']) {
      const text = textOfDay(
        'fr',
        "trottinette au parc. elle est tombée sur les fesses mais elle s'est relevée en rigolant",
        {
          seed,
          pronoun: 'she',
          activities: ['activity-park'],
          typed: ['trottinette'],
        },
      );
      expect(text).toContain('tombe sur les fesses');
      expect(text).not.toMatch(/trébuche|perd l’équilibre/u);
    }
  });

  it('tells the jab, the hand held, the kiss and the sticker a parent wrote once, with no made-up sticker or kiss', () => {
    for (const seed of ['1', '2', '3', '4', '5', '6']) {
      const text = textOfDay(
        'fr',
        "rdv chez la pédiatre pour le vaccin. elle a pleuré un peu quand l'infirmière a piqué mais elle a serré fort la main de maman. elle a eu un autocollant de dinosaure et un bisou magique sur le bras",
        { seed, pronoun: 'she', activities: ['activity-doctor-visit'] },
      );
      expect(text).toContain('autocollant de dinosaure');
      expect(text.match(/autocollant/gu)).toHaveLength(1);
      expect(text.match(/sur le bras/gu)).toHaveLength(1);
      expect(text.match(/serre fort la main/gu)).toHaveLength(1);
      expect(text).not.toMatch(/Le docteur (?:lui|la|le) fait une petite piqûre/u);
    }
  });

  it('opens cooking with no dish the parent may not have made', () => {
    for (const seed of ['1', '2', '3', '4', '5', '6']) {
      const text = textOfDay('fr', 'on a fait des crepes avec mamie', {
        seed,
        pronoun: 'he',
        activities: ['activity-cooking'],
      });
      expect(text).not.toMatch(/préparen?t? une soupe/u);
    }
  });

  it('remembers no pet name of the child as a thing, and the snow queen by her whole name', () => {
    expect(fr.join(['sa puce', 'la musique de la reine'])).toBe('la musique de la reine des neiges');
    expect(fr.join(['mon loulou', 'les bougies'])).toBe('les bougies');
  });

  it('tells the sandcastle of a day at the beach in the sand, not in a sandpit', () => {
    const hero = fr.hero({ name: 'Zuri', catalogId: undefined, description: '', childPronoun: 'she' });
    const at = { h: hero, c: undefined, p: undefined, helper: fr.grownUp, t: undefined, first: true, part: 'morning' };
    for (const line of fr.activities['activity-sandbox'].arrive) {
      expect(line(at as never)).not.toContain('bac à sable');
      expect(line(at as never)).toContain('sable');
    }
  });

  it('tells a quiet afternoon and play at home without a recovery, milk or toys the parent did not write', () => {
    const hero = fr.hero({ name: 'Zuri', catalogId: undefined, description: '', childPronoun: 'she' });
    const at = { h: hero, c: undefined, p: undefined, helper: fr.grownUp, t: undefined, first: false, part: 'evening' };
    for (const line of [...fr.quiet.sense, ...fr.homePlay.sense]) {
      expect(line(at as never)).not.toMatch(/mieux|lait|jouets sont alignés/u);
    }
  });
});

describe('the French pack, the child’s own words', () => {
  const hero = fr.hero({ name: 'Zuri', catalogId: undefined, description: '', childPronoun: 'he' });
  const x = { h: hero, c: undefined, p: undefined, helper: fr.grownUp, t: undefined, first: true, part: 'afternoon' };

  it('writes the grown-ups the child calls by name with a capital, not « ma maman »', () => {
    const said = (words: string) => fr.said.map((line) => line({ ...x, words } as never));
    for (const line of said('Regarde maman je suis grand comme papa !')) {
      expect(line).toContain('« Regarde, Maman, je suis grand comme Papa ! »');
    }
    for (const line of said('c’est ma maman et la tata de Léo')) expect(line).toContain('ma maman et la tata de Léo');
  });
});

describe('the French pack, a birthday party', () => {
  it('brings no balloons of its own beside the one that flew away', () => {
    for (const seed of ['1', '2', '3', '4', '5', '6']) {
      const text = textOfDay(
        'fr',
        "anniv de sa cousine Lou chez tata Claire cet aprem. son ballon rouge s'est envolé dans le ciel et elle a pleuré",
        { seed, pronoun: 'she', activities: ['activity-birthday-party'] },
      );
      expect(text).not.toMatch(/ballons pendent|salle pleine de ballons|Les ballons se cognent/u);
    }
  });

  it('brings no instruments to a party where the song was sung in the car', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const text = textOfDay(
        'fr',
        'anniv de sa cousine Lou cet aprem, elle a mangé du gateau. au retour elle chantait joyeux anniversaire dans la voiture',
        { seed, pronoun: 'she', activities: ['activity-birthday-party'] },
      );
      expect(text).not.toMatch(/tambour|maracas|xylophone|instruments/u);
    }
  });

  it('sits no grown-up at a puzzle done alone, and keeps a rainy day from a window at home', () => {
    const hero = fr.hero({ name: 'Zuri', catalogId: undefined, description: '', childPronoun: 'she' });
    const x = { h: hero, c: { name: 'Papa' }, p: undefined, helper: fr.grownUp, t: undefined, first: true };
    const lines = (table: readonly ((y: never) => string)[] | undefined) =>
      (table ?? []).map((line) => line({ ...x, part: 'afternoon' } as never));
    for (const line of lines(fr.activities['activity-puzzle']?.arrive)) expect(line).not.toContain('Papa');
    for (const line of lines(fr.activities['rainy-day']?.arrive)) {
      expect(line).not.toMatch(/coin tout douillet|colle son nez|fenêtre|il pleut/u);
    }
  });

  it('tells a « sapin » typed alone as the moment of the tree, never a bare word after a colon', () => {
    const hero = fr.hero({ name: 'Zuri', catalogId: undefined, description: '', childPronoun: 'she' });
    const x = { h: hero, c: undefined, p: undefined, helper: fr.grownUp, t: undefined, first: true, part: 'morning' };
    for (const line of fr.typed) {
      const told = line({ ...x, what: 'sapin' } as never);
      expect(told).not.toMatch(/: sapin/u);
      expect(told).toMatch(/(?:du|au) sapin/u);
    }
  });

  it('opens no supper line with « Le soir », which the parent’s own evening already says', () => {
    const hero = fr.hero({ name: 'Zuri', catalogId: undefined, description: '', childPronoun: 'she' });
    for (const t of [undefined, { un: 'une soupe', le: 'la soupe' }]) {
      for (const sad of [false, true]) {
        const x = { h: hero, c: undefined, p: undefined, helper: fr.grownUp, t, sad, first: true, part: 'evening' };
        for (const line of fr.evening.dinner) expect(line(x as never)).not.toMatch(/^Le soir/u);
      }
    }
  });

  it('tells an unnamed « copine » as a girl friend, never « un copain »', () => {
    for (const seed of ['a', 'b', 'c']) {
      const told = textOfDay('fr', 'ce matin parc avec sa copine, elles ont fait du toboggan', { seed });
      expect(told, seed).toContain('copine');
      expect(told, seed).not.toMatch(/copain/u);
    }
  });

  it('says the one a sorry or a thanks is said to with a capital, after a comma', () => {
    const hero = fr.hero({ name: 'Zuri', catalogId: undefined, description: '', childPronoun: 'he' });
    const x = { h: hero, c: undefined, p: undefined, helper: fr.grownUp, t: undefined, first: true, part: 'afternoon' };
    const said = (words: string) => fr.said[1]?.({ ...x, words } as never);
    expect(said('Pardon mathis')).toBe('Et puis Zuri dit: « Pardon, Mathis. »');
    expect(said('Merci lila !')).toBe('Et puis Zuri dit: « Merci, Lila ! »');
    expect(said('Merci beaucoup')).toBe('Et puis Zuri dit: « Merci beaucoup. »');
  });

  it('takes no stroll past the shops the parent did not write on a day in town (a haircut)', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const told = textOfDay('fr', 'premiere coupe de cheveux chez le coiffeur ce matin avec maman', { seed });
      expect(told, seed).not.toMatch(/se prom[eè]ne/u);
    }
  });
});

describe('the French pack, grown-ups by the child’s own word', () => {
  it('wishes the nounou goodnight as the child calls her, without « sa »', () => {
    for (const seed of ['a', 'b', 'c']) {
      const told = textOfDay(
        'fr',
        'a la sortie de la creche la nounou Fatou m’a dit qu’il avait fait de la peinture. il a pleuré un peu a la sieste',
        { seed, pronoun: 'he' },
      );
      expect(told, seed).toMatch(/Bonne nuit, [^.]*nounou Fatou/u);
      expect(told, seed).not.toMatch(/bonne nuit, sa nounou/iu);
    }
  });

  it('tells a typed « doudou » as the child’s treasure, never « au programme : doudou »', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const told = textOfDay('fr', 'on a cherché partout, sous le lit, dans la voiture', { seed, typed: ['doudou'] });
      expect(told, seed).not.toMatch(/(?:programme|ensuite|commence)[^.]*:\s?doudou/iu);
    }
  });

  it('calls the pool’s teacher « le maître-nageur », never a bare « le maître »', () => {
    expect(fr.relation?.('maître-nageur', 'teacher')?.name).toBe('le maître-nageur');
    expect(fr.relation?.('maitre-nageur', 'teacher')?.name).toBe('le maître-nageur');
    expect(fr.relation?.('maître', 'teacher')?.name).toBe('le maître');
  });
});

describe('the French pack, what its stock lines claim', () => {
  const hero = fr.hero({ name: 'Zuri', catalogId: undefined, description: '', childPronoun: 'she' });
  const x = { h: hero, c: undefined, p: undefined, helper: fr.grownUp, t: undefined, first: true, part: 'afternoon' };
  const lines = (id: keyof typeof fr.activities, kind: 'arrive' | 'do') =>
    (fr.activities[id]?.[kind] ?? []).map((line) => line(x as never));

  it('puts the snow in no garden the parent did not name', () => {
    for (const line of lines('activity-snow', 'arrive')) expect(line).not.toMatch(/jardin/u);
  });

  it('does not say the hero goes to the park again, beside the parent’s own words of it', () => {
    for (const line of lines('activity-park', 'arrive')) expect(line).not.toMatch(/vont? au parc/u);
  });

  it('gives a grandparents’ visit no chore the parent did not write', () => {
    for (const line of lines('activity-grandparents', 'do')) expect(line).not.toMatch(/arroser/u);
  });
});

describe('the French pack, a let-down that still went ahead', () => {
  const hero = fr.hero({ name: 'Zuri', catalogId: undefined, description: '', childPronoun: 'he' });
  const x = { h: hero, c: undefined, p: undefined, helper: fr.grownUp, t: undefined, first: true, part: 'morning' };

  it('tells a let-down without saying the day’s plan did not happen', () => {
    const lines = [...(fr.problems.letDown?.uhOh ?? []), ...(fr.problems.letDown?.fix ?? [])]
      .flat()
      .map((line) => line(x as never));
    for (const line of lines) expect(line).not.toMatch(/autre jour|pas pour aujourd’hui|pas possible/u);
  });

  it('tells a late train as the uh-oh, not a made-up one, and the wait on the platform as its comfort', () => {
    for (const seed of ['a', 'b', 'c']) {
      const text = textOfDay(
        'fr',
        'weekend au chalet avec tonton Yanis. le train avait du retard, on a attendu sur le quai une heure',
        { seed, pronoun: 'he' },
      );
      expect(text, seed).toContain('Le train a du retard.');
      expect(text, seed).not.toMatch(/ne veut pas s’en aller|autre jour|Encore une fois/u);
    }
  });

  it('tells a wait before the uh-oh without a wish to go on playing', () => {
    for (const line of fr.still.map((one) => one(x as never))) expect(line).not.toMatch(/envie de s’arrêter/u);
  });

  it('tells a crèche day that may be an outing without a room of toys or a window', () => {
    const day = fr.activities['activity-daycare'];
    const lines = [...(day?.arrive ?? []), ...(day?.sense ?? [])].map((line) => line(x as never));
    for (const line of lines) expect(line).not.toMatch(/grande salle|jouets attendent|fenêtre|tapis/u);
  });

  it('tells a drawing for papa as a drawing, with no brush, pot of paint nor painting in the title', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const story = storyOfDay('fr', 'il a fait un dessin pour papa', { seed, pronoun: 'he' });
      const text = `${story.title} ${story.scenes.map((scene) => scene.text).join(' ')}`;
      expect(text, seed).toContain('dessin pour Papa');
      expect(text, seed).not.toMatch(/peinture|pinceau|goutte/u);
    }
  });

  it('tells a tantrum at the supermarket with no stock fruit, basket, « très sage » nor belt told twice', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const story = storyOfDay(
        'fr',
        'grosse colere au supermarché ce matin, elle s’est roulée par terre. au final elle a aidé a mettre les courses sur le tapis',
        { seed, activities: ['activity-shopping'] },
      );
      const text = `${story.title} ${story.scenes.map((scene) => scene.text).join(' ')}`;
      expect(text, seed).not.toMatch(/très sage|melon|panier/u);
      expect(text.match(/sur le tapis/gu)?.length ?? 0, seed).toBeLessThanOrEqual(1);
    }
  });
});

describe('the French pack, what broke and a sting, told once', () => {
  it('tells a broken thing without a second, vaguer breaking beside the parent’s own', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const text = textOfDay('fr', "sa tasse préférée est tombée ce midi et elle s'est cassée. gros chagrin", {
        seed,
        pronoun: 'he',
      });
      expect(text, seed).not.toMatch(/quelque chose (?:se casse|de précieux)/u);
    }
  });

  it('tells a vaccine the parent wrote without the visit told twice', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const text = textOfDay('fr', 'vaccin chez le pédiatre ce matin, elle a pleuré fort', {
        seed,
        activities: ['activity-doctor-visit'],
      });
      expect(text, seed).not.toMatch(/se fait vacciner/u);
    }
  });

  it('lets the companion stay close after a spill, not speak the grown-up’s comfort', () => {
    const line = fr.problems.spill?.fix[0]?.[0];
    const zuri = { name: 'Zuri', a: 'à Zuri', de: 'de Zuri', il: 'elle', le: 'la', lui: 'lui', fem: true, pl: false };
    const cat = {
      name: 'Chaton',
      a: 'à Chaton',
      de: 'de Chaton',
      il: 'il',
      le: 'le',
      lui: 'lui',
      fem: false,
      pl: false,
    };
    const said = line?.({
      h: zuri,
      c: cat,
      p: undefined,
      helper: cat,
      t: undefined,
      first: false,
      part: 'afternoon',
    } as never);
    expect(said).toBe('Chaton reste tout près de Zuri, et on va chercher une éponge ensemble.');
  });
});

describe('the French pack, a bus ride, a first ride on the big bike and goodnights true to the day', () => {
  it('tells « bus » typed alone as the ride taken, and no stop button pressed', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const text = textOfDay(
        'fr',
        'retour en bus, il etait crevé, il a pleuré parce qu’il voulait appuyer sur le bouton stop',
        { seed, pronoun: 'he', typed: ['bus'] },
      );
      expect(text, seed).not.toMatch(/: bus\.|appuie sur le bouton, ding/u);
      expect(text, seed).toMatch(/prend le bus/u);
    }
  });

  it('invents no slide at the square nor a little bike on the day of the big bike', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const story = storyOfDay(
        'fr',
        'premiere fois sur le grand vélo sans les petites roues au square, papi tenait la selle',
        { seed, activities: ['activity-bike-ride'] },
      );
      const text = `${story.title} ${story.scenes.map((scene) => scene.text).join(' ')}`;
      expect(text, seed).not.toMatch(/toboggan|petit vélo/u);
    }
  });
});

describe('the French pack, a first visit to the dentist', () => {
  it('tells the open mouth and the counted teeth once, in the parent’s words, and no « dentiste » of the wrong gender at goodnight', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const text = textOfDay(
        'fr',
        'rdv chez la dentiste ce matin pour la premiere fois. il a ouvert grand la bouche comme un lion et elle a compté ses dents avec un petit miroir',
        { seed, pronoun: 'he', typed: ['dentiste'] },
      );
      expect(text, seed).toMatch(/La dentiste compte les dents de \p{Lu}/u);
      expect(text, seed).not.toMatch(
        /on compte ses dents|montre toutes ses dents|petit miroir tout rond|fauteuil du dentiste/u,
      );
    }
  });
});

describe('the French pack, each thing told once', () => {
  const hero = fr.hero({ name: 'Zuri', catalogId: undefined, description: '', childPronoun: 'she' });
  const x = { h: hero, c: undefined, p: undefined, helper: fr.grownUp, t: undefined, first: true, part: 'afternoon' };

  it('says how the parent’s own food tastes, never a second helping nor someone eating or picking it again', () => {
    for (const id of ['fruit', 'cookies', 'pancakes', 'pasta', 'soup', 'strawberries', 'apple', 'banana', 'teddy']) {
      for (const line of fr.things[id as keyof typeof fr.things]?.lines ?? [])
        expect(line(x as never), id).not.toMatch(/^Zuri |il y a des|Dans un petit bol/u);
    }
  });

  it('starts a day of cooking with no vegetables for a soup the parent did not make', () => {
    for (const line of fr.activities['activity-cooking']?.arrive ?? [])
      expect(line(x as never)).not.toMatch(/carottes|pommes de terre|soupe/u);
  });
});

describe('the French pack on a sad day', () => {
  const hero = fr.hero({ name: 'Zuri', catalogId: undefined, description: '', childPronoun: 'she' });
  const sad = { h: hero, c: undefined, p: undefined, helper: fr.grownUp, t: undefined, first: true, part: 'morning' };
  const lines = (all: ReadonlyArray<(x: never) => string>, x: object) => all.map((line) => line(x as never)).join(' ');

  it('says no cheer, no dog barking hello and no made-up drawing on a sad day', () => {
    const x = { ...sad, sad: true };
    const told = [
      lines(fr.opening.wake, x),
      lines(fr.opening.sense, x),
      lines(fr.activities['activity-painting'].do, x),
      lines(fr.activities['activity-painting'].sense, x),
      lines(fr.evening.bath, x),
      lines(fr.night.sleep, x),
      lines(fr.memory, { ...x, list: 'le dessin', items: [] }),
    ].join(' ');
    expect(told).not.toMatch(
      /ouaf|grand sourire|ho, ho, ho|pop, pop|soleil tout rond|arc-en-ciel|beaucoup!|et sourit|bien remplie|bonhomme qui sourit/u,
    );
    // (A glad day keeps its lines.)
    expect(lines(fr.opening.sense, { ...sad, sad: false })).toContain('ouaf, ouaf');
  });

  it('wishes no goodnight on a sad day to the one the day lost, as if they were there', () => {
    const gone = { ...fr.named('Sacha', 'copain', undefined, undefined), name: 'son copain Sacha' };
    const x = { ...sad, part: 'evening', sad: true, about: gone };
    expect(fr.night.goodnight(['Petit Renard', 'Sacha', 'Maman'], x as never)).toBe(
      'Bonne nuit, Petit Renard et bonne nuit, Maman.',
    );
    expect(fr.night.goodnight(['Petit Renard', 'Sacha'], { ...x, sad: false } as never)).toBe(
      'Bonne nuit, Petit Renard et bonne nuit, Sacha.',
    );
  });

  it('wishes no goodnight to « le bon gâteau » of a goodbye snack on a sad night', () => {
    const x = { ...sad, part: 'evening', sad: true };
    expect(fr.night.goodnight(['Petit Renard', 'Maman', 'le bon gâteau'], x as never)).toBe(
      'Bonne nuit, Petit Renard et bonne nuit, Maman.',
    );
    expect(fr.night.goodnight(['Petit Renard', 'le bon gâteau'], { ...x, sad: false } as never)).toBe(
      'Bonne nuit, Petit Renard et bonne nuit, le bon gâteau.',
    );
  });

  it('makes up no cakes, photos nor armbands at the grandparents’ or the pool', () => {
    const x = { ...sad, part: 'afternoon', p: fr.people.grandma?.ref ?? fr.grownUp };
    const told = [
      lines(fr.activities['activity-grandparents'].do, x),
      lines(fr.activities['activity-grandparents'].sense, x),
      lines(fr.activities['activity-swimming'].arrive, x),
    ].join(' ');
    expect(told).not.toMatch(/gâteaux|photos|voix rigolotes|brassards/u);
  });

  it('wishes goodnight to bread as bread, never as a Quebec « pain doré »', () => {
    expect(fr.things.bread.goodnight).toBe('le bon pain');
  });

  it('makes up no rain falling, umbrella nor pond on a day of puddles or at the park', () => {
    const x = { ...sad, part: 'afternoon' };
    const told = [
      lines(fr.activities['activity-puddle-jumping'].arrive, x),
      lines(fr.activities['activity-puddle-jumping'].sense, x),
      lines(fr.activities['activity-park'].arrive, x),
    ].join(' ');
    expect(told).not.toMatch(/parapluie|sous la pluie|ciré|mare/u);
  });

  it('tells a toy tractor fought over with no tractor driving by', () => {
    const told = textOfDay(
      'fr',
      'son cousin Noé est venu jouer. ils se sont disputés pour le tracteur rouge, après Noé lui a prêté le tracteur',
      { seed: '1', pronoun: 'he' },
    );
    expect(told).not.toMatch(/passe en grondant/u);
    const tractor = fr.things.tractor.lines.map((line) => line(sad as never)).join(' ');
    expect(tractor).not.toMatch(/passe|grond/u);
  });

  it('tells crêpes made at Mamie’s with no crunch under the teeth', () => {
    for (const seed of ['1', '2', '3']) {
      const told = textOfDay('fr', 'c’était la chandeleur, on a fait des crêpes chez mamie', { seed });
      expect(told, seed).not.toMatch(/croustill|crac,/iu);
    }
    const baked = fr.things.cookies.lines.map((line) => line(sad as never)).join(' ');
    expect(baked).not.toMatch(/croustill|crac,/iu);
  });

  it('says the new baby is there with no look the child would not give', () => {
    for (const seed of ['1', '2', '3', '4']) {
      const told = textOfDay(
        'fr',
        'Lina est rentrée de la maternité avec maman ce midi. au début elle boudait, voulait pas la regarder',
        { seed, pronoun: 'she' },
      );
      expect(told, seed).not.toMatch(/regarde le nouveau bébé/u);
    }
    const lines = fr.events.newBaby.map((line) => line(sad as never)).join(' ');
    expect(lines).not.toMatch(/regarde/u);
  });

  it('remembers no « la pauvre » of the parent’s pity at bedtime', () => {
    expect(fr.join(['la pauvre', 'la trottinette'])).toBe('la trottinette');
    expect(fr.join(['le pauvre chou'])).toBe('');
  });
});

describe('the French pack: lines that must be true of any day', () => {
  const hero = fr.hero({ name: 'Zuri', catalogId: undefined, description: '', childPronoun: 'she' });
  const x = { h: hero, c: undefined, p: undefined, helper: fr.grownUp, t: undefined, first: false, part: 'morning' };

  it('tells no misted window on a morning that may be a heatwave’s', () => {
    for (const sad of [false, true]) {
      for (const line of fr.opening.sense) expect(line({ ...x, sad } as never)).not.toMatch(/embu|buée|givr/u);
    }
    for (const seed of ['1', '2', '3', '4', '5', '6', '7', '8']) {
      const told = textOfDay('fr', 'canicule, pataugeoire au jardin, glace à l’eau fraise', { seed });
      expect(told, seed).not.toMatch(/embu|buée/u);
    }
  });

  it('tells no surprise after the sorrow of a thing broken', () => {
    for (const slot of fr.problems.broke?.uhOh ?? []) {
      for (const line of slot) expect(line(x as never)).not.toMatch(/surpris|bouche bée/u);
    }
    for (const seed of ['1', '2', '3', '4', '5', '6']) {
      const told = textOfDay(
        'fr',
        'elle a fait tomber sa tasse licorne, cassée en 2, gros chagrin, papa l’a recollée',
        {
          seed,
        },
      );
      expect(told, seed).toContain('gros chagrin');
      expect(told, seed).not.toMatch(/surprise|bouche bée/u);
    }
  });
});

describe('the French pack: a scratch with no tears written', () => {
  it('tells no tears the parent never wrote after a bobo', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const text = storyOfDay(
        'fr',
        'le chat l’a griffée qd elle a voulu le porter, petite griffure sur la main, j’ai mis de la crème et fait un bisou',
        { seed, pronoun: 'she' },
      )
        .scenes.map((scene) => scene.text)
        .join(' ');
      expect(text, seed).not.toMatch(/larmes|pleure/u);
    }
  });
});
