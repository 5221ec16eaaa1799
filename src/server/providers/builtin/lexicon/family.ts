import type { ChildPronoun } from '../../../../shared/account.ts';
import type {
  Celebration,
  Feeling,
  FirstTime,
  GrownUpKind,
  HardThing,
  PetKind,
  Weather,
} from '../../../../shared/family.ts';
import type { Language } from '../../../../shared/languages.ts';
import type { MishapId } from './concepts.ts';

/**
 * How the built-in storyteller tells the family's own people and pets and tonight's moments (`DayFacts`), in each
 * language: each function gives one whole sentence (or a name a story line says), with the grammar it needs kept here
 * (German cases and genders, French, Spanish and Portuguese articles and agreement, Dutch diminutives, Chinese measure
 * words). Names are placeholders the server swaps back: they are said as they are, never changed.
 *
 * A grown-up is told by what the child calls them (`Oma`, `Nana`, `奶奶`: the name is the relation word); a sister or
 * brother as little or big by age (neither when the ages match); a friend as someone who came to play, so no language
 * has to guess a gender it was not given.
 */

export type Kid = { name: string; pronoun: ChildPronoun | null };
/** Someone of the family who was there, other than the story's children and friends. */
export type Present =
  | { role: 'grown-up'; name: string; pronoun?: ChildPronoun | null | undefined }
  | { role: 'sibling'; name: string; pronoun: ChildPronoun | null; isOlder?: boolean | undefined }
  | { role: 'pet'; name: string; kind: PetKind; word?: string | undefined };

export type FamilyWords = {
  /** Scene 1, two or more children: they are the story's heroes together. */
  together(kids: Kid[]): string;
  /** Who was there (grown-ups, sisters and brothers, pets), and the friends who came to play: one sentence. */
  /** `home`: the scene is at home (or at the grandparents' home), where the family did not `come` but `was` there. */
  there(kids: Kid[], present: Present[], friends: string[], home?: boolean): string;
  /** A first time, said as one. */
  firstTime(kids: Kid[], kind: FirstTime, word: string | undefined): string;
  feeling(kids: Kid[], feeling: Feeling): string;
  weather(weather: Weather): string;
  /** The celebration's name as `It was {name}` says it (`Zuri’s birthday`, `Sinterklaas`, `元宵节`). */
  celebration(kids: Kid[], celebration: Celebration): string;
  /** A pet by its kind and name, alone (`Rex the dog`), for the sad news of a pet that died. */
  pet(name: string, kind: PetKind, word: string | undefined): string;
  /** Scene 3's first line when the parent said what was lost or broken (`his blue car`), in the parent's words. */
  lost(word: string): string;
  broken(word: string): string;
  /**
   * The parent's words for what was lost or broken as the child's (`her blue car`: `Lily’s blue car`), where the
   * language says a name's possessive before a thing: the one child, or the one child of the possessive's sex.
   */
  owned?(word: string, kids: readonly Kid[]): string;
  /** Scene 3's first line of a bad dream, of the story's hero (`hero`: its name). */
  badDream(hero: string): string;
  /** Scene 3's first line of a bad dream the child had forgotten by morning (`de manhã já nem se lembrava`). */
  dreamForgotten(hero: string): string;
  /** Scene 6 of a day that ended asleep on the way home: carried in, pyjamas on, no supper nor bath. */
  sleptHome(hero: string): string;
  /** Scene 4's words after a bad dream, in place of the fright's calming line: a dream is not real. */
  dreamGone(): string;
  /**
   * A grown-up of the family as the story's lines say them, where a language puts more than the name: Spanish says
   * a grandparent with the article (`la Yaya`, `el Abuelo`), though the goodnight calls them by the name alone.
   */
  grownUp?(name: string, kind: GrownUpKind): string;
  /**
   * The story's children at the hero's side in a scene of the day that did not name them (`Zuri stayed close by the
   * whole time.`): one of four wordings (`variant`), with no pronoun and no hero to decline.
   */
  beside(kids: Kid[], variant: number): string;
  /** Scene 6 of a birthday: the cake and its candles, by the children's names, or `named: false` without them. */
  cake(kids: Kid[], named: boolean): string;
  /** Scene 6 of a festival: its simple evening touch (lights, lanterns, a festival food), where it has one. */
  festivalEvening: Partial<Record<Exclude<Celebration, 'birthday'>, string>>;
};

const cap = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);
const join = (items: readonly string[], and: string, comma = ', ') =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(comma)}${and}${items.at(-1)}`;
/** Whether every one of them is a girl: French, Spanish and Portuguese agree in the feminine only then. */
const allShe = (kids: readonly Kid[]) => kids.length > 0 && kids.every((kid) => kid.pronoun === 'she');
/** Whose a possessive of the parent's is: the one child, or the one child of its sex; undefined when unsure. */
const ownerOf = (kids: readonly Kid[], pronoun: 'she' | 'he' | undefined): Kid | undefined => {
  if (kids.length === 1) return kids[0];
  const matching = pronoun ? kids.filter((kid) => kid.pronoun === pronoun) : [];
  return matching.length === 1 ? matching[0] : undefined;
};

/** The parent's word for an animal without its article (`an axolotl` → `axolotl`). */
const bare = (word: string, articles: RegExp) => word.trim().replace(articles, '');

/** A sister or brother's word, by sex and age: undefined when the pronoun says neither (the name is said alone). */
type SiblingWords = { little: string; big: string; same: string };
const siblingWord = (
  words: { she: SiblingWords; he: SiblingWords },
  one: Extract<Present, { role: 'sibling' }>,
): string | undefined => {
  if (one.pronoun !== 'she' && one.pronoun !== 'he') return undefined;
  const set = words[one.pronoun];
  return one.isOlder === undefined ? set.same : one.isOlder ? set.big : set.little;
};

const en: FamilyWords = {
  together: (kids) => `${join(names(kids), ' and ')} were up too, ready for a lovely day together.`,
  there(kids, present, friends) {
    // Two children's sister is said by their names: `their` would be the sister of whoever the scene named before.
    const whose = `${join(names(kids), ' and ')}’s`;
    const items = present.map((one) => {
      if (one.role === 'grown-up') return one.name;
      if (one.role === 'pet') return en.pet(one.name, one.kind, one.word);
      const word = siblingWord(
        {
          she: { little: 'little sister', big: 'big sister', same: 'sister' },
          he: { little: 'little brother', big: 'big brother', same: 'brother' },
        },
        one,
      );
      return word && kids.length > 0 ? `${whose} ${word} ${one.name}` : one.name;
    });
    const came = friends.length > 0 ? `${join(friends, ' and ')} came to play` : '';
    if (items.length === 0) return `${cap(came)}.`;
    const was = `${cap(join(items, ' and '))} ${items.length > 1 ? 'were' : 'was'} there too`;
    return came ? `${was}, and ${came}.` : `${was}.`;
  },
  firstTime(kids, kind, word) {
    const who = join(names(kids), ' and ');
    if (kind === 'other' || !FIRST.en[kind]) return `For ${who}, this was a very first time: ${word ?? ''}!`;
    // A first haircut is said as a haircut: a boy's is often at the barber's, never `the hairdresser` the parent
    // did not say. It and the dentist are said of the day (`Today …`): true in whichever scene tells them, even one
    // at home after the visit.
    if (kind === 'haircut')
      return kids.length === 1
        ? `Today was ${who}’s very first haircut!`
        : `Today was the very first haircut for ${who}!`;
    if (kind === 'dentist') return `Today, ${who} went to the dentist for the very first time!`;
    return `For ${who}, it was the very first time ${FIRST.en[kind]}!`;
  },
  feeling(kids, feeling) {
    const who = join(names(kids), ' and ');
    return {
      happy: `${who} felt happy, happy, happy.`,
      proud: `${who} felt so proud, standing tall like ${kids.length > 1 ? 'little trees' : 'a tree'}.`,
      silly: `${who} felt giggly and silly all day long.`,
      // Without `today`: the first time or the news beside it says the day already (`Today, Zuri went to …`).
      shy: `${who} felt a little shy, and that was all right.`,
      scared: `${who} felt a little scared, and that was all right.`,
      sad: `${who} felt a little sad, and that was all right.`,
      cross: `${who} felt cross for a while today, and that was all right too.`,
    }[feeling];
  },
  weather: (weather) =>
    ({
      sunny: 'Outside, the sun was shining, warm and bright.',
      cloudy: 'Outside, the sky was soft and grey with clouds.',
      rainy: 'Outside, the rain went pitter-patter, pitter-patter.',
      windy: 'Outside, the wind went whoosh through the trees.',
      snowy: 'Outside, soft white snow was falling.',
      hot: 'It was a hot, hot day.',
      stormy: 'Outside, the wind howled and the rain came down hard.',
    })[weather],
  celebration: (kids, celebration) =>
    celebration === 'birthday'
      ? // Two children's birthday is one day for twins only: the story says a birthday without saying whose.
        kids.length > 1
        ? 'a birthday in the family'
        : `${join(names(kids), ' and ')}’s birthday`
      : {
          christmas: 'Christmas',
          easter: 'Easter',
          halloween: 'Halloween',
          thanksgiving: 'Thanksgiving',
          sinterklaas: 'Sinterklaas',
          'st-martin': 'St Martin’s Day',
          'kings-day': 'King’s Day',
          carnival: 'Carnival',
          epiphany: 'Epiphany',
          'st-john': 'St John’s Eve',
          eid: 'Eid',
          diwali: 'Diwali',
          hanukkah: 'Hanukkah',
          'lunar-new-year': 'Lunar New Year',
          'lantern-festival': 'the Lantern Festival',
          'mid-autumn': 'the Mid-Autumn Festival',
          'dragon-boat': 'the Dragon Boat Festival',
          'new-year': 'New Year’s Day',
        }[celebration],
  pet: (name, kind, word) =>
    `${name} the ${
      kind === 'other'
        ? bare(word ?? 'pet', /^(a|an|the|our|my)\s+/iu)
        : {
            dog: 'dog',
            cat: 'cat',
            rabbit: 'rabbit',
            'guinea-pig': 'guinea pig',
            fish: 'fish',
            bird: 'bird',
            hamster: 'hamster',
            tortoise: 'tortoise',
            horse: 'horse',
          }[kind]
    }`,
  owned: (word, kids) => {
    const match = /^(her|his|their)\s+(.+)$/iu.exec(word.trim());
    const pronoun =
      match?.[1]?.toLowerCase() === 'her' ? 'she' : match?.[1]?.toLowerCase() === 'his' ? 'he' : undefined;
    const kid = match ? ownerOf(kids, pronoun) : undefined;
    return kid && match ? `${kid.name}’s ${match[2]}` : word;
  },
  lost: (word) => `Oh no, something special was lost: ${word}.`,
  broken: (word) => `Then, crack, something broke: ${word}.`,
  // After the scene's first line has named the hero: the dream is the sentence's subject, not the name again.
  badDream: (hero) =>
    `Then the bad dream from the night came back to ${hero}, and the worried feeling had not quite gone away.`,
  dreamForgotten: (hero) => `A bad dream had come in the night, but by morning ${hero} had nearly forgotten it.`,
  sleptHome: (hero) => `At home, ${hero} was carried indoors, soft and sleepy, and put straight into pyjamas.`,
  dreamGone: () => 'A dream is only pretend, and it stays far away, in the night.',
  beside: (kids, variant) => {
    const who = join(names(kids), ' and ');
    const was = kids.length > 1 ? 'were' : 'was';
    return [
      `${who} stayed close by the whole time.`,
      `${who} ${was} right there too, every step of the way.`,
      `${who} ${was} there too, close by.`,
      `${who} ${was} never far away.`,
    ][variant % 4] as string;
  },
  cake: (kids, named) =>
    named
      ? `After supper came a birthday cake, and ${join(names(kids), ' and ')} blew out the candles: whoosh!`
      : 'After supper came a birthday cake with candles to blow out: whoosh!',
  festivalEvening: {
    christmas: 'The lights on the Christmas tree twinkled softly.',
    diwali: 'Little lamps glowed in the window for Diwali.',
    hanukkah: 'The Hanukkah candles glowed softly in the window.',
    'st-martin': 'Outside, children walked by with their little lanterns.',
    'lantern-festival': 'Red lanterns glowed softly in the dark.',
    'mid-autumn': 'The moon was big and round, and the lanterns glowed softly.',
    'lunar-new-year': 'Red lanterns glowed softly by the door.',
    halloween: 'On the doorstep, a pumpkin lantern glowed softly.',
    eid: 'Little lights twinkled all around the house.',
  },
};

/**
 * Whether a parent's German words for a thing are in the accusative and read wrong as a subject: a masculine
 * accusative determiner (`seinen roten Ball`, `einen Teddy`, `den Schlüssel`), or a name's genitive followed by an
 * adjective in `-en` and a singular noun (`Pauls roten Ball`, as `owned` makes it of `seinen roten Ball`), or a
 * name's genitive and a noun in `-en` (`Noahs Kuschelhasen` of `seinen Kuschelhasen`): such a noun is the same as
 * object and subject (`Pauls Socken`, `Pauls Wagen`) unless it is a weak masculine's accusative, so the object's
 * sentence is right for all of them.
 */
const deAccusative = (word: string): boolean =>
  /^(seinen|ihren|meinen|deinen|unseren|euren|einen|keinen|den|diesen)\s/iu.test(word.trim()) ||
  /^\p{L}+(?:s|’)\s+(?:\p{Ll}+en\s+)+\p{Lu}\p{Ll}*$/u.test(word.trim()) ||
  /^\p{Lu}\p{L}*(?:s|’)\s+\p{Lu}\p{Ll}*en$/u.test(word.trim());

/** `Zuris`, `Klaus’`: a German name's genitive. */
const genitive = (name: string) => (/[sßxz]$/iu.test(name) ? `${name}’` : `${name}s`);
const DE_PETS: Record<Exclude<PetKind, 'other'>, string> = {
  dog: 'der Hund',
  cat: 'die Katze',
  rabbit: 'das Kaninchen',
  'guinea-pig': 'das Meerschweinchen',
  fish: 'der Fisch',
  bird: 'der Vogel',
  hamster: 'der Hamster',
  tortoise: 'die Schildkröte',
  horse: 'das Pferd',
};

const de: FamilyWords = {
  together: (kids) =>
    `${join(names(kids), ' und ')} waren auch schon wach und freuten sich auf einen schönen Tag zusammen.`,
  there(kids, present, friends) {
    const items = present.map((one) => {
      if (one.role === 'grown-up') return one.name;
      if (one.role === 'pet') return de.pet(one.name, one.kind, one.word);
      // Nominative: `Zuris kleiner Bruder Kito`, `ihre große Schwester Lina` (theirs, of two children).
      const word = siblingWord(
        {
          she: { little: 'kleine Schwester', big: 'große Schwester', same: 'Schwester' },
          he: { little: 'kleiner Bruder', big: 'großer Bruder', same: 'Bruder' },
        },
        one,
      );
      if (!word || kids.length === 0) return one.name;
      const whose = join(names(kids).map(genitive), ' und ');
      return `${whose} ${word} ${one.name}`;
    });
    const came =
      friends.length > 0 ? `${join(friends, ' und ')} ${friends.length > 1 ? 'kamen' : 'kam'} zum Spielen` : '';
    if (items.length === 0) return `${came}.`;
    const was = `Auch ${join(items, ' und ')} ${items.length > 1 ? 'waren' : 'war'} dabei`;
    return came ? `${was}, und ${came}.` : `${was}.`;
  },
  firstTime(kids, kind, word) {
    const who = join(names(kids), ' und ');
    if (kind === 'other' || !FIRST.de[kind]) return `Für ${who} war es ein allererstes Mal: ${word ?? ''}!`;
    return `Für ${who} war es das allererste Mal ${FIRST.de[kind]}!`;
  },
  feeling(kids, feeling) {
    const who = join(names(kids), ' und ');
    const war = kids.length > 1 ? 'waren' : 'war';
    return {
      happy: `${who} ${war} ganz, ganz fröhlich.`,
      proud: `${who} ${war} mächtig stolz.`,
      // `kicherig` is no word a German parent says: silliness is something children do (`herumalbern`).
      silly: `${who} ${kids.length > 1 ? 'alberten' : 'alberte'} den ganzen Tag herum und ${kids.length > 1 ? 'kicherten' : 'kicherte'} viel.`,
      shy: `${who} ${war} heute ein bisschen schüchtern, und das war in Ordnung.`,
      scared: `${who} ${war} heute ein bisschen ängstlich, und das war in Ordnung.`,
      sad: `${who} ${war} heute ein bisschen traurig, und das war in Ordnung.`,
      cross: `${who} ${war} heute eine Weile wütend, und auch das war in Ordnung.`,
    }[feeling];
  },
  weather: (weather) =>
    ({
      sunny: 'Draußen schien die Sonne, warm und hell.',
      cloudy: 'Draußen zogen dicke graue Wolken über den Himmel.',
      rainy: 'Draußen machte der Regen pitsch, patsch an das Fenster.',
      windy: 'Draußen pustete der Wind, huiii, durch die Bäume.',
      snowy: 'Draußen fielen weiche, weiße Flocken.',
      hot: 'Es war ein heißer, heißer Tag.',
      stormy: 'Draußen heulte der Sturm, und der Regen prasselte.',
    })[weather],
  celebration: (kids, celebration) =>
    celebration === 'birthday'
      ? kids.length > 1
        ? 'ein Geburtstag in der Familie'
        : `${genitive(kids[0]?.name ?? '')} Geburtstag`
      : {
          christmas: 'Weihnachten',
          easter: 'Ostern',
          halloween: 'Halloween',
          thanksgiving: 'Thanksgiving',
          sinterklaas: 'Sinterklaas',
          'st-martin': 'Sankt Martin',
          'kings-day': 'der Königstag',
          carnival: 'Karneval',
          epiphany: 'der Dreikönigstag',
          'st-john': 'der Johannistag',
          eid: 'das Zuckerfest',
          diwali: 'Diwali',
          hanukkah: 'Chanukka',
          'lunar-new-year': 'das chinesische Neujahrsfest',
          'lantern-festival': 'das Laternenfest',
          'mid-autumn': 'das Mondfest',
          'dragon-boat': 'das Drachenbootfest',
          'new-year': 'Neujahr',
        }[celebration],
  pet: (name, kind, word) =>
    kind === 'other'
      ? `${cap(bare(word ?? 'Tier', /^(ein|eine|einen|der|die|das|unser|unsere|unseren)\s+/iu))} ${name}`
      : `${DE_PETS[kind]} ${name}`,
  owned: (word, kids) => {
    const match = /^(ihr|ihre|ihren|ihrem|ihrer|sein|seine|seinen|seinem|seiner)\s+(.+)$/iu.exec(word.trim());
    const kid = match ? ownerOf(kids, match[1]?.toLowerCase().startsWith('ihr') ? 'she' : 'he') : undefined;
    return kid && match ? `${genitive(kid.name)} ${match[2]}` : word;
  },
  // A parent types what was lost as the object of a sentence (`seinen roten Ball`): said after a colon, that reads as
  // `etwas war verschwunden: Pauls roten Ball`. Such words go into a sentence that takes them as they are.
  lost: (word) =>
    deAccusative(word)
      ? `Oh nein, auf einmal konnte niemand ${word} mehr finden.`
      : `Oh nein, etwas war verschwunden: ${word}.`,
  broken: (word) =>
    deAccusative(word)
      ? `Und dann, knacks, hatte es ${word} erwischt: kaputt!`
      : `Und dann, knacks, ging etwas kaputt: ${word}.`,
  badDream: (hero) => `${hero} dachte noch an einen bösen Traum aus der Nacht, und das war ein bisschen unheimlich.`,
  // What a German parent says after a bad dream: it was only a dream (`nur ein Traum`), and dreams are not real.
  dreamForgotten: (hero) =>
    `In der Nacht war ein böser Traum gekommen, aber am Morgen hatte ${hero} ihn fast vergessen.`,
  sleptHome: (hero) =>
    `Zu Hause wurde ${hero} ganz verschlafen ins Haus getragen und gleich in den Schlafanzug gesteckt.`,
  dreamGone: () => 'Das war nur ein Traum, und Träume sind nicht echt.',
  beside: (kids, variant) => {
    const who = join(names(kids), ' und ');
    const many = kids.length > 1;
    return [
      `${who} ${many ? 'blieben' : 'blieb'} die ganze Zeit ganz in der Nähe.`,
      `${who} ${many ? 'waren' : 'war'} auch die ganze Zeit mit dabei.`,
      `${who} ${many ? 'waren' : 'war'} auch da, ganz nah.`,
      `${who} ${many ? 'waren' : 'war'} nie weit weg.`,
    ][variant % 4] as string;
  },
  cake: (kids, named) =>
    named
      ? `Zum Nachtisch gab es einen Geburtstagskuchen, und ${join(names(kids), ' und ')} ${kids.length > 1 ? 'pusteten' : 'pustete'} die Kerzen aus: puuuh!`
      : 'Zum Nachtisch gab es einen Geburtstagskuchen mit Kerzen zum Auspusten: puuuh!',
  festivalEvening: {
    christmas: 'Die Lichter am Weihnachtsbaum funkelten sanft.',
    diwali: 'Zu Diwali leuchteten kleine Lämpchen am Fenster.',
    hanukkah: 'Die Chanukka-Kerzen leuchteten sanft am Fenster.',
    // The lantern song every German child sings at Sankt Martin.
    'st-martin':
      'Draußen zogen Kinder mit ihren Laternen vorbei und sangen: „Laterne, Laterne, Sonne, Mond und Sterne.“',
    // Easter and carnival as German families keep them: the egg nest on the table, streamers left from the party.
    easter: 'Auf dem Tisch stand noch das Osternest mit den bunten Eiern.',
    carnival: 'Auf dem Boden lagen noch ein paar bunte Luftschlangen vom Feiern.',
    'lantern-festival': 'Rote Laternen leuchteten sanft in der Dunkelheit.',
    'mid-autumn': 'Der Mond war groß und rund, und die Laternen leuchteten sanft.',
    'lunar-new-year': 'An der Tür leuchteten rote Laternen.',
    halloween: 'Vor der Tür leuchtete ein Kürbis mit einem Licht darin.',
    eid: 'Überall im Haus funkelten kleine Lichter.',
  },
};

const NL_PETS: Record<Exclude<PetKind, 'other'>, string> = {
  dog: 'hond',
  cat: 'poes',
  rabbit: 'konijn',
  'guinea-pig': 'cavia',
  fish: 'visje',
  bird: 'vogeltje',
  hamster: 'hamster',
  tortoise: 'schildpad',
  horse: 'paard',
};

const nl: FamilyWords = {
  together: (kids) => `${join(names(kids), ' en ')} waren ook al wakker, klaar voor een fijne dag samen.`,
  there(_kids, present, friends) {
    // Dutch says a sister or brother as a family does, by the word before the name: `broertje Kito`, `grote zus Lina`.
    const items = present.map((one) => {
      if (one.role === 'grown-up') return one.name;
      if (one.role === 'pet') return nl.pet(one.name, one.kind, one.word);
      const word = siblingWord(
        {
          she: { little: 'zusje', big: 'grote zus', same: 'zus' },
          he: { little: 'broertje', big: 'grote broer', same: 'broer' },
        },
        one,
      );
      return word ? `${word} ${one.name}` : one.name;
    });
    const came = friends.length > 0 ? `${join(friends, ' en ')} ${friends.length > 1 ? 'kwamen' : 'kwam'} spelen` : '';
    if (items.length === 0) return `${cap(came)}.`;
    const was = `${cap(join(items, ' en '))} ${items.length > 1 ? 'waren' : 'was'} er ook bij`;
    return came ? `${was}, en ${came}.` : `${was}.`;
  },
  firstTime(kids, kind, word) {
    const who = join(names(kids), ' en ');
    if (kind === 'other' || !FIRST.nl[kind]) return `Voor ${who} was dit de allereerste keer: ${word ?? ''}!`;
    return `Voor ${who} was het de allereerste keer ${FIRST.nl[kind]}!`;
  },
  feeling(kids, feeling) {
    const who = join(names(kids), ' en ');
    const was = kids.length > 1 ? 'waren' : 'was';
    return {
      happy: `${who} ${was} zo blij, blij, blij.`,
      proud: `${who} ${was} zo trots als een pauw.`,
      silly: `${who} ${was} de hele dag giechelig en gek.`,
      shy: `${who} ${was} vandaag een beetje verlegen, en dat mocht.`,
      scared: `${who} ${was} vandaag een beetje bang, en dat mocht.`,
      sad: `${who} ${was} vandaag een beetje verdrietig, en dat mocht.`,
      cross: `${who} ${was} vandaag een poosje boos, en ook dat mocht.`,
    }[feeling];
  },
  weather: (weather) =>
    ({
      sunny: 'Buiten scheen de zon, warm en helder.',
      cloudy: 'Buiten was de lucht zacht en grijs van de wolken.',
      rainy: 'Buiten tikte de regen tegen het raam, tik, tik, tik.',
      windy: 'Buiten blies de wind, woesj, door de bomen.',
      snowy: 'Buiten dwarrelde zachte witte sneeuw naar beneden.',
      hot: 'Het was een warme, warme dag.',
      stormy: 'Buiten stormde het, en de regen kletterde neer.',
    })[weather],
  celebration: (kids, celebration) =>
    celebration === 'birthday'
      ? // Two children share a birthday only as twins: the story says a birthday without saying whose.
        kids.length > 1
        ? 'een verjaardag in de familie'
        : `de verjaardag van ${join(names(kids), ' en ')}`
      : {
          christmas: 'Kerstmis',
          easter: 'Pasen',
          halloween: 'Halloween',
          thanksgiving: 'Thanksgiving',
          sinterklaas: 'Sinterklaas',
          'st-martin': 'Sint-Maarten',
          'kings-day': 'Koningsdag',
          carnival: 'carnaval',
          epiphany: 'Driekoningen',
          'st-john': 'Sint-Jan',
          eid: 'het Suikerfeest',
          diwali: 'Divali',
          hanukkah: 'Chanoeka',
          'lunar-new-year': 'Chinees Nieuwjaar',
          'lantern-festival': 'het Lantaarnfeest',
          'mid-autumn': 'het Midherfstfeest',
          'dragon-boat': 'het Drakenbootfestival',
          'new-year': 'Nieuwjaarsdag',
        }[celebration],
  pet: (name, kind, word) =>
    `${kind === 'other' ? bare(word ?? 'dier', /^(een|de|het|onze|ons)\s+/iu) : NL_PETS[kind]} ${name}`,
  lost: (word) => `O nee, er was iets kwijt: ${word}.`,
  broken: (word) => `En toen, krak, ging er iets kapot: ${word}.`,
  badDream: (hero) => `${hero} dacht nog aan een nare droom van vannacht, en dat gevoel was nog niet helemaal weg.`,
  dreamForgotten: (hero) => `Vannacht was er een nare droom gekomen, maar 's ochtends was ${hero} hem bijna vergeten.`,
  sleptHome: (hero) => `Thuis werd ${hero} slaperig naar binnen gedragen en meteen in de pyjama gestopt.`,
  dreamGone: () => 'Een droom is niet echt, en hij blijft ver weg, in de nacht.',
  beside: (kids, variant) => {
    const who = join(names(kids), ' en ');
    const many = kids.length > 1;
    return [
      `${who} ${many ? 'bleven' : 'bleef'} de hele tijd lekker dichtbij.`,
      `${who} ${many ? 'waren' : 'was'} er ook bij, van begin tot eind.`,
      `${who} ${many ? 'waren' : 'was'} er ook, vlakbij.`,
      `${who} ${many ? 'waren' : 'was'} nooit ver weg.`,
    ][variant % 4] as string;
  },
  cake: (kids, named) =>
    named
      ? `Na het eten kwam de verjaardagstaart op tafel, en ${join(names(kids), ' en ')} ${kids.length > 1 ? 'bliezen' : 'blies'} de kaarsjes uit: fffft!`
      : 'Na het eten kwam de verjaardagstaart met kaarsjes op tafel: fffft, uitblazen maar!',
  festivalEvening: {
    christmas: 'De lichtjes in de kerstboom twinkelden zachtjes.',
    diwali: 'Voor Diwali brandden er kleine lichtjes bij het raam.',
    hanukkah: 'De chanoekakaarsjes brandden zachtjes bij het raam.',
    'st-martin': 'Buiten liepen kinderen voorbij met hun lampionnen.',
    'lantern-festival': 'Rode lampionnen gloeiden zachtjes in het donker.',
    'mid-autumn': 'De maan was groot en rond, en de lampionnen gloeiden zachtjes.',
    'lunar-new-year': 'Bij de deur gloeiden rode lampionnen.',
    halloween: 'Op de stoep gloeide een pompoen met een lichtje erin.',
    eid: 'Overal in huis twinkelden kleine lichtjes.',
    // The festivals Dutch and Flemish families keep, each with its own quiet evening touch.
    sinterklaas: 'Bij de kachel stond een schoen klaar, met een wortel erin voor het paard van Sinterklaas.',
    'kings-day': 'Aan het raam hing nog een oranje vlaggetje, en buiten werd het stil.',
    easter: 'Op tafel stond een mandje met gekleurde eitjes.',
  },
};

const FR_PETS: Record<Exclude<PetKind, 'other'>, string> = {
  dog: 'le chien',
  cat: 'le chat',
  rabbit: 'le lapin',
  'guinea-pig': 'le cochon d’Inde',
  fish: 'le poisson',
  bird: 'l’oiseau',
  hamster: 'le hamster',
  tortoise: 'la tortue',
  horse: 'le cheval',
};

const fr: FamilyWords = {
  together: (kids) =>
    `${join(names(kids), ' et ')} sont déjà debout, ${allShe(kids) ? 'prêtes' : 'prêts'} pour une belle journée ensemble.`,
  there(kids, present, friends) {
    // `sa petite sœur Lina`, `son grand frère Kito`; `leur` of two children. A sister or brother comes first: after
    // a grown-up, `Papa et sa petite sœur Lina` reads as Papa's sister.
    const siblingsFirst = [...present].sort((a, b) => Number(b.role === 'sibling') - Number(a.role === 'sibling'));
    const items = siblingsFirst.map((one) => {
      if (one.role === 'grown-up') return one.name;
      if (one.role === 'pet') return fr.pet(one.name, one.kind, one.word);
      const word = siblingWord(
        {
          she: { little: 'petite sœur', big: 'grande sœur', same: 'sœur' },
          he: { little: 'petit frère', big: 'grand frère', same: 'frère' },
        },
        one,
      );
      if (!word) return one.name;
      return `${kids.length > 1 ? 'leur' : one.pronoun === 'she' ? 'sa' : 'son'} ${word} ${one.name}`;
    });
    const came = friends.length > 0 ? `il y a ${join(friends, ' et ')} pour jouer` : '';
    if (items.length === 0) return `${cap(came)}.`;
    const was = `${cap(join(items, ' et '))} ${items.length > 1 ? 'sont' : 'est'} là aussi`;
    return came ? `${was}, et ${came}.` : `${was}.`;
  },
  firstTime(kids, kind, word) {
    const who = join(names(kids), ' et ');
    if (kind === 'other' || !FIRST.fr[kind]) return `Pour ${who}, c’est une toute première fois : ${word ?? ''} !`;
    return `Pour ${who}, c’est la toute première fois ${FIRST.fr[kind]} !`;
  },
  feeling(kids, feeling) {
    const who = join(names(kids), ' et ');
    const many = kids.length > 1;
    const est = many ? 'sont' : 'est';
    const a = many ? 'ont' : 'a';
    const she = allShe(kids);
    const proud = (she ? 'fière' : 'fier') + (many ? 's' : '');
    return {
      happy: `${who} ${a} le cœur tout joyeux.`,
      proud: `${who} ${est} si ${proud}, ${(she ? 'grande' : 'grand') + (many ? 's' : '')} comme ${many ? 'des arbres' : 'un arbre'}.`,
      silly: `${who} ${a} le fou rire toute la journée.`,
      shy: `${who} ${est} un peu ${many ? 'timides' : 'timide'} aujourd’hui, et ce n’est pas grave.`,
      scared: `${who} ${a} un peu peur aujourd’hui, et ce n’est pas grave.`,
      sad: `${who} ${est} un peu ${many ? 'tristes' : 'triste'} aujourd’hui, et ce n’est pas grave.`,
      // Told after the day's trouble is over: the anger was a moment of the day (no dangling « non plus »).
      cross: `${who} ${a} été en colère un moment, et ce n’est pas grave.`,
    }[feeling];
  },
  weather: (weather) =>
    ({
      sunny: 'Dehors, le soleil brille, doux et chaud.',
      cloudy: 'Dehors, le ciel est tout gris de nuages.',
      rainy: 'Dehors, la pluie fait plic, ploc sur la fenêtre.',
      windy: 'Dehors, le vent souffle, fouuu, dans les arbres.',
      snowy: 'Dehors, de gros flocons blancs tombent tout doucement.',
      hot: 'Il fait chaud, très chaud.',
      stormy: 'Dehors, l’orage gronde et la pluie tombe fort.',
    })[weather],
  celebration: (kids, celebration) =>
    celebration === 'birthday'
      ? kids.length > 1
        ? 'un anniversaire dans la famille'
        : `l’anniversaire de ${join(names(kids), ' et ')}`
      : {
          christmas: 'Noël',
          easter: 'Pâques',
          halloween: 'Halloween',
          thanksgiving: 'Thanksgiving',
          sinterklaas: 'la Saint-Nicolas',
          'st-martin': 'la Saint-Martin',
          'kings-day': 'la fête du Roi',
          carnival: 'le carnaval',
          epiphany: 'le jour de la galette des rois',
          'st-john': 'la Saint-Jean',
          eid: 'l’Aïd',
          diwali: 'Diwali',
          hanukkah: 'Hanoukka',
          'lunar-new-year': 'le Nouvel An chinois',
          'lantern-festival': 'la fête des Lanternes',
          'mid-autumn': 'la fête de la Mi-Automne',
          'dragon-boat': 'la fête des Bateaux-Dragons',
          'new-year': 'le Nouvel An',
        }[celebration],
  pet: (name, kind, word) => (kind === 'other' ? `${name}, ${word ?? ''}` : `${FR_PETS[kind]} ${name}`),
  lost: (word) => `Oh non, quelque chose a disparu : ${word}.`,
  broken: (word) => `Et puis, crac, quelque chose se casse : ${word}.`,
  badDream: (hero) => `${hero} repense à un mauvais rêve de la nuit, et ça fait encore un peu peur.`,
  dreamForgotten: (hero) => `Cette nuit, un mauvais rêve est venu, mais au matin, ${hero} l’a presque oublié.`,
  sleptHome: (hero) => `À la maison, on porte ${hero} tout doucement à l’intérieur, et hop, directement en pyjama.`,
  dreamGone: () => 'Un rêve, ce n’est pas pour de vrai, et il reste loin, dans la nuit.',
  beside: (kids, variant) => {
    const who = join(names(kids), ' et ');
    const many = kids.length > 1;
    return [
      `${who} ${many ? 'restent' : 'reste'} tout près, du début à la fin.`,
      `${who} ${many ? 'sont' : 'est'} là aussi, tout du long.`,
      `${who} ${many ? 'sont' : 'est'} là aussi, tout près.`,
      `${who} ${many ? 'ne sont' : 'n’est'} jamais bien loin.`,
    ][variant % 4] as string;
  },
  cake: (kids, named) =>
    named
      ? `Pour le dessert, il y a un gâteau d’anniversaire, et ${join(names(kids), ' et ')} ${kids.length > 1 ? 'soufflent' : 'souffle'} les bougies : pfff !`
      : 'Pour le dessert, il y a un gâteau d’anniversaire avec des bougies à souffler : pfff !',
  festivalEvening: {
    christmas: 'Les guirlandes du sapin de Noël clignotent doucement.',
    diwali: 'Pour Diwali, de petites lampes brillent à la fenêtre.',
    hanukkah: 'Les bougies de Hanoukka brillent doucement à la fenêtre.',
    'st-martin': 'Dehors, des enfants passent avec leurs lanternes.',
    'lantern-festival': 'Les lanternes rouges brillent doucement dans la nuit.',
    'mid-autumn': 'La lune est grande et ronde, et les lanternes brillent doucement.',
    'lunar-new-year': 'Près de la porte, des lanternes rouges brillent.',
    halloween: 'Devant la porte, une citrouille brille avec une petite lumière dedans.',
    eid: 'Partout dans la maison, de petites lumières scintillent.',
    // What is left of it in the evening, not the bean: who found the bean, and when, is the parent's to tell.
    epiphany: 'Sur la table, il reste un morceau de galette des rois et une couronne en papier.',
    // The other feasts French families keep, each with its quiet evening touch.
    easter: 'Dans un petit panier, il reste quelques œufs en chocolat pour demain.',
    carnival: 'Le déguisement de carnaval se repose sur la chaise, plein de confettis.',
  },
};

const ES_PETS: Record<Exclude<PetKind, 'other'>, string> = {
  dog: 'el perro',
  cat: 'el gato',
  rabbit: 'el conejo',
  'guinea-pig': 'la cobaya',
  fish: 'el pez',
  bird: 'el pájaro',
  hamster: 'el hámster',
  tortoise: 'la tortuga',
  horse: 'el caballo',
};
/**
 * A Spanish pet the parent described in their own words (`un erizo`, `tortuga`): `su erizo Pincho`, the possessive
 * needing no gender the word may not show, and any article the parent typed left out.
 */
const esOwnPet = (name: string, word: string | undefined) => {
  const kind = bare(word ?? '', /^(?:un|una|el|la|su|mi)\s+/iu);
  return kind ? `su ${kind} ${name}` : name;
};
/** What was lost or broken, as the parent typed it, when it opens with its own article or possessive (`sus gafas`). */
const ES_DETERMINED = /^(?:el|la|los|las|un|una|unos|unas|su|sus|mi|mis|tu|tus)\s/iu;
const ES_PLURAL = /^(?:los|las|unos|unas|sus|mis|tus)\s/iu;

/** Spanish and Portuguese agreement: `contento`, `contenta`, `contentos`, `contentas`. */
const agree = (stem: string, kids: readonly Kid[]) => `${stem}${allShe(kids) ? 'a' : 'o'}${kids.length > 1 ? 's' : ''}`;

const es: FamilyWords = {
  together: (kids) =>
    `${join(names(kids), ' y ')} ya estaban ${agree('despiert', kids)}, ${agree('list', kids)} para un día bonito ${agree('junt', kids)}.`,
  there(_kids, present, friends) {
    // A sister or brother is said first: `su hermana Lucía` right after the hero's sentence is the hero's sister,
    // where after `la Yaya,` the `su` would read as the grandmother's.
    const siblingsFirst = [
      ...present.filter((one) => one.role === 'sibling'),
      ...present.filter((one) => one.role !== 'sibling'),
    ];
    const items = siblingsFirst.map((one) => {
      if (one.role === 'grown-up') return one.name;
      if (one.role === 'pet') return es.pet(one.name, one.kind, one.word);
      const word = siblingWord(
        {
          she: { little: 'hermanita', big: 'hermana mayor', same: 'hermana' },
          he: { little: 'hermanito', big: 'hermano mayor', same: 'hermano' },
        },
        one,
      );
      return word ? `su ${word} ${one.name}` : one.name;
    });
    const came =
      friends.length > 0 ? `${join(friends, ' y ')} ${friends.length > 1 ? 'vinieron' : 'vino'} a jugar` : '';
    if (items.length === 0) return `${cap(came)}.`;
    const was = `${cap(join(items, ' y '))} también ${items.length > 1 ? 'estaban' : 'estaba'} allí`;
    return came ? `${was}, y ${came}.` : `${was}.`;
  },
  firstTime(kids, kind, word) {
    const who = join(names(kids), ' y ');
    const what = FIRST.es[kind];
    if (kind === 'other' || !what) return `¡Para ${who} era la primerísima vez: ${word ?? ''}!`;
    // A clause of its own (`que iba al dentista`, not `en el dentista` said in bed), its verb in the children's number.
    const clause = kids.length > 1 ? what.replace(/^(\p{L}+)/u, '$1n') : what;
    return `¡Para ${who} era la primerísima vez que ${clause}!`;
  },
  feeling(kids, feeling) {
    const who = join(names(kids), ' y ');
    const many = kids.length > 1;
    const estaba = many ? 'estaban' : 'estaba';
    const tenia = many ? 'tenían' : 'tenía';
    // One child whose pronoun is left open: words with no gender to show (`feliz`, `vergüenza`), never `contento`.
    if (!many && kids[0]?.pronoun !== 'she' && kids[0]?.pronoun !== 'he')
      return {
        happy: `${who} estaba feliz, muy, muy feliz.`,
        proud: `${who} sentía mucho orgullo: ¡qué mayor!`,
        silly: `${who} tenía ganas de reír y hacer tonterías todo el día.`,
        shy: `${who} tenía un poco de vergüenza hoy, y no pasaba nada.`,
        scared: `${who} tenía un poco de miedo hoy, y no pasaba nada.`,
        sad: `${who} estaba un poco triste hoy, y no pasaba nada.`,
        cross: `${who} se enfadó un rato, y no pasaba nada.`,
      }[feeling];
    return {
      happy: `${who} ${estaba} ${agree('content', kids)}, muy, muy ${agree('content', kids)}.`,
      // `¡Qué mayor!`: what a parent in Spain says of a child who is proud of themselves.
      proud: `${who} ${estaba} muy ${agree('orgullos', kids)}: ¡${many ? 'qué mayores' : 'qué mayor'}!`,
      silly: `${who} ${tenia} ganas de reír y hacer tonterías todo el día.`,
      // `No pasaba nada`: a feeling is allowed, as Spanish says it (`y eso estaba bien` is English's `that was okay`).
      shy: `${who} ${estaba} un poco ${agree('tímid', kids)} hoy, y no pasaba nada.`,
      scared: `${who} ${tenia} un poco de miedo hoy, y no pasaba nada.`,
      sad: `${who} ${estaba} un poco ${many ? 'tristes' : 'triste'} hoy, y no pasaba nada.`,
      // A while that ended takes the indefinido (`se enfadó un rato`): `estaba enfadada un rato` reads as a slip.
      cross: many
        ? `${who} estaban ${agree('enfadad', kids)} un rato, y no pasaba nada.`
        : `${who} se enfadó un rato, y no pasaba nada.`,
    }[feeling];
  },
  weather: (weather) =>
    ({
      sunny: 'Fuera brillaba el sol, cálido y alegre.',
      cloudy: 'Fuera, el cielo estaba gris y lleno de nubes.',
      rainy: 'Fuera, la lluvia hacía plic, plic en la ventana.',
      windy: 'Fuera, el viento soplaba, fiuuu, entre los árboles.',
      snowy: 'Fuera caían copos de nieve, blancos y suaves.',
      hot: 'Hacía calor, mucho calor.',
      stormy: 'Fuera había tormenta, y la lluvia caía con fuerza.',
    })[weather],
  celebration: (kids, celebration) =>
    celebration === 'birthday'
      ? kids.length > 1
        ? 'un cumpleaños en la familia'
        : `el cumpleaños de ${join(names(kids), ' y ')}`
      : {
          christmas: 'Navidad',
          easter: 'Pascua',
          halloween: 'Halloween',
          thanksgiving: 'el Día de Acción de Gracias',
          sinterklaas: 'San Nicolás',
          'st-martin': 'San Martín',
          'kings-day': 'el Día del Rey',
          carnival: 'Carnaval',
          epiphany: 'el Día de Reyes',
          // `Era San Juan`: the day, said in any scene; `la noche de San Juan` is only the night's bonfires.
          'st-john': 'San Juan',
          eid: 'la fiesta del Eid',
          diwali: 'Diwali',
          hanukkah: 'Janucá',
          'lunar-new-year': 'el Año Nuevo chino',
          'lantern-festival': 'la Fiesta de los Faroles',
          'mid-autumn': 'la Fiesta del Medio Otoño',
          'dragon-boat': 'la Fiesta del Barco Dragón',
          'new-year': 'Año Nuevo',
        }[celebration],
  pet: (name, kind, word) => (kind === 'other' ? esOwnPet(name, word) : `${ES_PETS[kind]} ${name}`),
  // `¡Se había perdido su coche azul!`, the verb agreeing with `sus gafas`; a bare word the parent typed without an
  // article keeps `algo… :` before it (`algo se había perdido: coche azul`).
  lost: (word) =>
    ES_DETERMINED.test(word.trim())
      ? `¡Oh, no! Se ${ES_PLURAL.test(word.trim()) ? 'habían' : 'había'} perdido ${word.trim()}.`
      : `¡Oh, no! Algo se había perdido: ${word}.`,
  broken: (word) =>
    ES_DETERMINED.test(word.trim())
      ? `Y entonces, ¡crac!, se ${ES_PLURAL.test(word.trim()) ? 'rompieron' : 'rompió'} ${word.trim()}.`
      : `Y entonces, ¡crac!, algo se rompió: ${word}.`,
  badDream: (hero) => `${hero} se acordaba de un mal sueño de anoche, y todavía le daba un poco de miedo.`,
  dreamForgotten: (hero) => `Por la noche había venido un mal sueño, pero por la mañana ${hero} casi ni se acordaba.`,
  sleptHome: (hero) => `En casa, llevaron a ${hero} en brazos hasta dentro y le pusieron el pijama muy despacito.`,
  dreamGone: () => 'Un sueño no es de verdad, y se queda muy lejos, en la noche.',
  // In Spain a grandparent is `la abuela`, `el yayo` in a sentence, and called `¡abuela!`: the name keeps its article
  // in the story's lines (`con la Abuela`, `al Abuelo`), never in the goodnight. Mamá and Papá go without one.
  grownUp: (name, kind) => (kind === 'grandmother' ? `la ${name}` : kind === 'grandfather' ? `el ${name}` : name),
  beside: (kids, variant) => {
    const who = join(names(kids), ' y ');
    const many = kids.length > 1;
    return [
      `${who} ${many ? 'estuvieron' : 'estuvo'} cerquita todo el rato.`,
      `${who} también ${many ? 'estaban' : 'estaba'} allí, de principio a fin.`,
      `${who} también ${many ? 'estuvieron' : 'estuvo'} allí, muy cerca.`,
      `${who} nunca ${many ? 'estuvieron' : 'estuvo'} lejos.`,
    ][variant % 4] as string;
  },
  cake: (kids, named) =>
    named
      ? `De postre hubo tarta de cumpleaños, y ${join(names(kids), ' y ')} ${kids.length > 1 ? 'soplaron' : 'sopló'} las velas: ¡fuuu!`
      : 'De postre hubo tarta de cumpleaños con velas para soplar: ¡fuuu!',
  festivalEvening: {
    christmas: 'Las lucecitas del árbol de Navidad parpadeaban despacito.',
    diwali: 'Por Diwali, unas lamparitas brillaban en la ventana.',
    hanukkah: 'Las velas de Janucá brillaban suavemente en la ventana.',
    'st-martin': 'Fuera pasaban niños con sus farolillos.',
    'lantern-festival': 'Los farolillos rojos brillaban suavemente en la oscuridad.',
    'mid-autumn': 'La luna estaba grande y redonda, y los farolillos brillaban suavemente.',
    'lunar-new-year': 'Junto a la puerta brillaban farolillos rojos.',
    halloween: 'En la puerta brillaba una calabaza con una lucecita dentro.',
    eid: 'Por toda la casa brillaban lucecitas.',
    epiphany: 'De postre hubo roscón de Reyes.',
    // Spain's and Latin America's festivals of the year, each with its calm evening touch.
    'st-john': 'A lo lejos brillaban las hogueras de San Juan, naranjas y calentitas.',
    carnival: 'El disfraz de Carnaval descansaba en la silla, esperando otra fiesta.',
    easter: 'De postre hubo un huevito de chocolate, ¡ñam!',
  },
};

const PT_PETS: Record<Exclude<PetKind, 'other'>, string> = {
  dog: 'o cão',
  cat: 'o gato',
  rabbit: 'o coelho',
  'guinea-pig': 'o porquinho-da-índia',
  fish: 'o peixinho',
  bird: 'o passarinho',
  hamster: 'o hamster',
  tortoise: 'a tartaruga',
  horse: 'o cavalo',
};
/** A Portuguese name with its article, as families in Portugal say it (`a Zuri`, `o Kito`), or alone. */
const ptName = (kid: Kid) =>
  kid.pronoun === 'she' ? `a ${kid.name}` : kid.pronoun === 'he' ? `o ${kid.name}` : kid.name;
/** `para a Zuri e o Kito`. */
const ptKids = (kids: readonly Kid[]) => join(kids.map(ptName), ' e ');
/** `de` with the first article: `da Zuri`, `do Kito`, `de Zuri`. */
const ptOf = (kids: readonly Kid[]) => `de ${ptKids(kids)}`.replace(/^de a /u, 'da ').replace(/^de o /u, 'do ');
/**
 * A pet of another kind by the parent's word before its name, as Portugal says `o cão Bobi`: `uma galinha` gives
 * `a galinha Bolinha`; a word without its article takes the gender its ending says (`iguana`, `axolote`).
 */
const ptOther = (name: string, word: string | undefined) => {
  const said = (word ?? '').trim();
  const article = /^(uma?|as?|os?)\s+/iu.exec(said);
  const noun = said
    .slice(article?.[0].length ?? 0)
    .replace(/^\p{Lu}(?!\p{Lu})/u, (letter) => letter.toLocaleLowerCase('pt'));
  if (!noun) return name;
  const fem = article ? /^(uma|a|as)$/iu.test(article[1] ?? '') : /(a|ã)$/u.test(noun);
  return `${fem ? 'a' : 'o'} ${noun} ${name}`;
};
/** What a first time was, said whole: `foram pela primeira vez à piscina` (the verb for one child, then for two). */
const PT_FIRST: Record<Exclude<FirstTime, 'other'>, [one: string, many: string, where: string]> = {
  swimming: ['foi', 'foram', 'à piscina'],
  bike: ['andou', 'andaram', 'de bicicleta'],
  haircut: ['foi', 'foram', 'ao cabeleireiro'],
  daycare: ['foi', 'foram', 'à creche'],
  dentist: ['foi', 'foram', 'ao dentista'],
  sleepover: ['dormiu', 'dormiram', 'fora de casa'],
};

const pt: FamilyWords = {
  together: (kids) =>
    `${cap(ptKids(kids))} já estavam ${agree('acordad', kids)}, ${agree('pront', kids)} para um dia bonito ${agree('junt', kids)}.`,
  there(_kids, present, friends) {
    const items = present.map((one) => {
      // `a Avó`, `o Pai`: Portuguese says a grown-up's name with the article, as the story's own lines do.
      if (one.role === 'grown-up') return one.pronoun ? ptName({ name: one.name, pronoun: one.pronoun }) : one.name;
      if (one.role === 'pet') return pt.pet(one.name, one.kind, one.word);
      const word = siblingWord(
        {
          she: { little: 'a irmã mais nova', big: 'a irmã mais velha', same: 'a irmã' },
          he: { little: 'o irmão mais novo', big: 'o irmão mais velho', same: 'o irmão' },
        },
        one,
      );
      return word ? `${word}, ${one.pronoun === 'she' ? 'a' : 'o'} ${one.name}` : one.name;
    });
    const came = friends.length > 0 ? `${join(friends, ' e ')} ${friends.length > 1 ? 'vieram' : 'veio'} brincar` : '';
    if (items.length === 0) return `${cap(came)}.`;
    // An apposition (`o irmão mais novo, o Kito`) comes last, so its commas are not read as the list's, and is closed
    // by a comma before the verb: `A Avó e o irmão mais novo, o Kito, também estavam lá`.
    const apposed = (item: string) => item.includes(', ');
    const list = join(
      [...items.filter((item) => !apposed(item)), ...items.filter(apposed)].map((item) =>
        apposed(item) ? `${item},` : item,
      ),
      ' e ',
    ).replace(/,, /gu, ', ');
    const was = `${cap(list)} também ${items.length > 1 ? 'estavam' : 'estava'} lá`;
    return came ? `${was}, e ${came}.` : `${was}.`;
  },
  // `Hoje, a Zuri foi pela primeira vez à piscina!`: told whole, so it reads true in any scene, not only at the pool.
  firstTime(kids, kind, word) {
    const many = kids.length > 1;
    if (kind === 'other')
      return `Hoje, ${ptKids(kids)} ${many ? 'fizeram' : 'fez'} uma coisa pela primeira vez: ${word ?? ''}!`;
    const [one, more, where] = PT_FIRST[kind];
    return `Hoje, ${ptKids(kids)} ${many ? more : one} pela primeira vez ${where}!`;
  },
  feeling(kids, feeling) {
    const who = cap(ptKids(kids));
    const many = kids.length > 1;
    const estava = many ? 'estavam' : 'estava';
    const tinha = many ? 'tinham' : 'tinha';
    return {
      happy: `${who} ${estava} ${many ? 'contentes' : 'contente'}, tão ${many ? 'contentes' : 'contente'}.`,
      // Not `altos como uma árvore`, said in English: pride makes a child look bigger.
      proud: `${who} ${estava} tão ${agree('orgulhos', kids)} que até ${many ? 'pareciam' : 'parecia'} mais ${agree('crescid', kids)}.`,
      silly: `${who} ${tinha} vontade de rir o dia todo.`,
      // A small child in Portugal `tem vergonha`, as the story's own shy lines say.
      shy: `${who} ${estava} com um bocadinho de vergonha hoje, e não fazia mal.`,
      scared: `${who} ${tinha} um bocadinho de medo hoje, e não fazia mal.`,
      sad: `${who} ${estava} um bocadinho ${many ? 'tristes' : 'triste'} hoje, e não fazia mal.`,
      // A while that ended: the pretérito perfeito (`esteve zangada`), not the imperfeito.
      cross: `${who} ${many ? 'estiveram' : 'esteve'} ${agree('zangad', kids)} durante um bocado, e também não fazia mal.`,
    }[feeling];
  },
  weather: (weather) =>
    ({
      sunny: 'Lá fora, o sol brilhava, quentinho.',
      cloudy: 'Lá fora, o céu estava cinzento, cheio de nuvens.',
      rainy: 'Lá fora, a chuva batia na janela, plic, plic, plic.',
      windy: 'Lá fora, o vento soprava, fuuu, nas árvores.',
      snowy: 'Lá fora, caíam flocos de neve, brancos e macios.',
      hot: 'Estava calor, muito calor.',
      stormy: 'Lá fora, havia trovoada e a chuva caía com força.',
    })[weather],
  celebration: (kids, celebration) =>
    celebration === 'birthday'
      ? kids.length > 1
        ? 'um aniversário na família'
        : `o aniversário ${ptOf(kids)}`
      : {
          christmas: 'Natal',
          easter: 'Páscoa',
          halloween: 'Halloween',
          thanksgiving: 'o Dia de Ação de Graças',
          sinterklaas: 'dia de São Nicolau',
          'st-martin': 'dia de São Martinho',
          'kings-day': 'o Dia do Rei',
          carnival: 'Carnaval',
          epiphany: 'Dia de Reis',
          // `Era São João`, as Portugal says the day of the Santos Populares.
          'st-john': 'São João',
          eid: 'a festa do Eid',
          diwali: 'o Diwali',
          hanukkah: 'o Hanukkah',
          'lunar-new-year': 'o Ano Novo Chinês',
          'lantern-festival': 'a Festa das Lanternas',
          'mid-autumn': 'a Festa do Meio do Outono',
          'dragon-boat': 'a Festa dos Barcos-Dragão',
          'new-year': 'Ano Novo',
        }[celebration],
  pet: (name, kind, word) => (kind === 'other' ? ptOther(name, word) : `${PT_PETS[kind]} ${name}`),
  // `o carrinho azul dele`, `a sua boneca`: the parent's possessive is the child's name in the story (`o carrinho azul
  // do Kito`), so that `dele` is not read as whoever the sentence before named.
  owned: (word, kids) => {
    const said = word.trim();
    const after = /^(.+?)\s+(dele|dela)$/iu.exec(said);
    if (after) {
      const kid = ownerOf(kids, after[2]?.toLowerCase() === 'dela' ? 'she' : 'he');
      return kid ? `${after[1]} ${ptOf([kid])}` : word;
    }
    const before = /^(o|a|os|as)\s+(?:seu|sua|seus|suas)\s+(.+)$/iu.exec(said);
    const kid = before ? ownerOf(kids, undefined) : undefined;
    return kid && before ? `${before[1]} ${before[2]} ${ptOf([kid])}` : word;
  },
  lost: (word) => `Ai, não, uma coisa tinha desaparecido: ${word}.`,
  broken: (word) => `E então, crac, partiu-se uma coisa: ${word}.`,
  badDream: (hero) =>
    `${hero} lembrou-se de um sonho mau que tinha tido à noite, e isso ainda lhe metia um bocadinho de medo.`,
  dreamForgotten: (hero) =>
    `Durante a noite tinha vindo um sonho mau, mas de manhã ${hero.replace(/^[OA] /u, (article) => article.toLowerCase())} já quase nem se lembrava.`,
  sleptHome: (hero) =>
    `Em casa, levaram ${hero.replace(/^[OA] /u, (article) => article.toLowerCase())} ao colo para dentro e vestiram-lhe o pijama devagarinho.`,
  dreamGone: () => 'Um sonho não é de verdade, e fica lá longe, na noite.',
  beside: (kids, variant) => {
    const who = cap(ptKids(kids));
    const many = kids.length > 1;
    return [
      `${who} ${many ? 'ficaram' : 'ficou'} sempre ali pertinho.`,
      `${who} também ${many ? 'estavam' : 'estava'} lá, do princípio ao fim.`,
      `${who} também ${many ? 'estiveram' : 'esteve'} lá, bem pertinho.`,
      `${who} nunca ${many ? 'estiveram' : 'esteve'} longe.`,
    ][variant % 4] as string;
  },
  cake: (kids, named) =>
    named
      ? `À sobremesa, houve bolo de aniversário, e ${ptKids(kids)} ${kids.length > 1 ? 'sopraram' : 'soprou'} as velas: fuuu!`
      : 'À sobremesa, houve bolo de aniversário com velas para soprar: fuuu!',
  festivalEvening: {
    christmas: 'As luzinhas da árvore de Natal piscavam devagarinho.',
    diwali: 'Pelo Diwali, havia lamparinas acesas à janela.',
    hanukkah: 'As velas do Hanukkah brilhavam suavemente à janela.',
    'st-martin': 'Havia castanhas assadas, quentinhas, como manda o São Martinho.',
    'lantern-festival': 'As lanternas vermelhas brilhavam suavemente no escuro.',
    'mid-autumn': 'A lua estava grande e redonda, e as lanternas brilhavam suavemente.',
    'lunar-new-year': 'Junto à porta, brilhavam lanternas vermelhas.',
    halloween: 'À porta, brilhava uma abóbora com uma luzinha lá dentro.',
    eid: 'Por toda a casa brilhavam luzinhas.',
    // The festivals of Portugal's and Brazil's own families, by what both have at home that evening: the São João's
    // little flags, the carnival's streamers, Easter's chocolate eggs.
    'st-john': 'Lá fora, as bandeirinhas coloridas do São João abanavam devagarinho.',
    carnival: 'Ainda havia serpentinas coloridas espalhadas pelo chão.',
    easter: 'Em cima da mesa, havia ovinhos de chocolate da Páscoa.',
    'new-year': 'Era um ano novinho em folha, e lá fora brilhavam luzinhas.',
  },
};

/** Chinese pets by their kind, said before the name (`小狗旺财`). */
const ZH_PETS: Record<Exclude<PetKind, 'other'>, string> = {
  dog: '小狗',
  cat: '小猫',
  rabbit: '小兔子',
  'guinea-pig': '豚鼠',
  fish: '小鱼',
  bird: '小鸟',
  hamster: '仓鼠',
  tortoise: '小乌龟',
  horse: '小马',
};
const zhJoin = (items: readonly string[]) => join(items, '和', '、');
/** A parent's word inside a Chinese sentence: without the stops they typed after it (`蓝色小汽车！` → `蓝色小汽车`). */
const zhWord = (word: string) => word.trim().replace(/[。！？!?.,，、；;：:\s]+$/u, '');
/** An animal as the parent typed it, without the count they put before it (`一只小刺猬` → `小刺猬`). */
const zhAnimal = (word: string) => zhWord(word).replace(/^[一1][只条匹头个]/u, '') || '小动物';
/**
 * What was lost or broken, without the `他的`/`她的` a parent types before it: the story's hero may be another
 * `他` or `她` than the child, and Chinese leaves the owner unsaid (`蓝色小汽车不见了`).
 */
const zhThing = (word: string) => zhWord(word).replace(/^(?:他|她|它|TA|ta)的/u, '') || zhWord(word);

const zh: FamilyWords = {
  together: (kids) => `${zhJoin(names(kids))}也起床了，准备一起过开心的一天。`,
  there(kids, present, friends, home) {
    // `她们的` only of girls, as the pack says two girls together.
    // Two children's brother by their names (`朵朵和乐乐的弟弟`): `他们的` would be the brother of whoever came before.
    const whose = zhJoin(names(kids));
    const word = (one: Extract<Present, { role: 'sibling' }>) =>
      siblingWord(
        { she: { little: '妹妹', big: '姐姐', same: '' }, he: { little: '弟弟', big: '哥哥', same: '' } },
        one,
      );
    // A sister or brother before the grown-ups: `妈妈和安安的妹妹小满` would read as the sister of both.
    const people = [
      ...present.flatMap((one) =>
        one.role === 'sibling' ? [word(one) ? `${whose}的${word(one)}${one.name}` : one.name] : [],
      ),
      ...present.flatMap((one) => (one.role === 'grown-up' ? [one.name] : [])),
    ];
    // The family's own pet by its kind and name (`小狗旺财`), as one the child knows, not a stranger's
    // `一只叫旺财的小狗`.
    const pets = present.flatMap((one) => (one.role === 'pet' ? [zh.pet(one.name, one.kind, one.word)] : []));
    const parts = [
      // At home the family is there (`也在`); they `came` (`也来了`) only where the day went.
      ...(people.length > 0 ? [`${zhJoin(people)}${home ? '也在' : '也来了'}`] : []),
      // Pets alone are with everyone (`小狗旺财也陪着大家`); after people, one more of the day (`还有小狗旺财`).
      ...(pets.length > 0 ? [people.length > 0 ? `还有${zhJoin(pets)}` : `${zhJoin(pets)}也陪着大家`] : []),
      ...(friends.length > 0 ? [`${zhJoin(friends)}也来一起玩了`] : []),
    ];
    return `${parts.join('，')}。`;
  },
  firstTime(kids, kind, word) {
    const who = zhJoin(names(kids));
    // Told in whichever scene has room for it, so not `这是…` (this, here): `朵朵第一次游泳啦！`
    const what =
      kind === 'other' || !FIRST.zh[kind] ? zhWord(word ?? '').replace(/^第一次/u, '') : (FIRST.zh[kind] ?? '');
    return `${who}第一次${what}啦！`;
  },
  feeling(kids, feeling) {
    const who = zhJoin(names(kids));
    return {
      happy: `${who}今天开心极了。`,
      proud: `${who}觉得自己好棒，好骄傲。`,
      silly: `${who}一整天都咯咯笑，调皮得很。`,
      shy: `${who}今天有点害羞，这没关系。`,
      scared: `${who}今天有点害怕，这没关系。`,
      sad: `${who}今天有点难过，这没关系。`,
      cross: `${who}今天生了一会儿气，这也没关系。`,
    }[feeling];
  },
  weather: (weather) =>
    ({
      sunny: '外面阳光暖暖的，亮亮的。',
      cloudy: '外面天灰灰的，飘着好多云。',
      rainy: '外面下着雨，滴答，滴答。',
      windy: '外面刮着风，呼呼地吹过树梢。',
      snowy: '外面飘着白白的、软软的雪花。',
      hot: '今天好热好热。',
      stormy: '外面打着雷，下着大雨。',
    })[weather],
  celebration: (kids, celebration) =>
    celebration === 'birthday'
      ? // Two children share a birthday only as twins: `今天过生日` says the day without saying whose.
        kids.length > 1
        ? '生日'
        : `${zhJoin(names(kids))}的生日`
      : {
          christmas: '圣诞节',
          easter: '复活节',
          halloween: '万圣节',
          thanksgiving: '感恩节',
          sinterklaas: '圣尼古拉节',
          'st-martin': '圣马丁节',
          'kings-day': '国王节',
          carnival: '狂欢节',
          epiphany: '主显节',
          'st-john': '圣约翰节',
          eid: '开斋节',
          diwali: '排灯节',
          hanukkah: '光明节',
          'lunar-new-year': '春节',
          'lantern-festival': '元宵节',
          'mid-autumn': '中秋节',
          'dragon-boat': '端午节',
          'new-year': '元旦',
        }[celebration],
  pet: (name, kind, word) => (kind === 'other' ? `${zhAnimal(word ?? '')}${name}` : `${ZH_PETS[kind]}${name}`),
  // The parent's words as the sentence's subject, as Chinese says it, not announced after a colon.
  owned: (word, kids) => {
    const match = /^(他|她)的(.+)$/u.exec(word.trim());
    const kid = match ? ownerOf(kids, match[1] === '她' ? 'she' : 'he') : undefined;
    return kid && match ? `${kid.name}的${match[2]}` : word;
  },
  lost: (word) => `哎呀，${zhThing(word)}不见了！`,
  broken: (word) => `咔嚓，${zhThing(word)}坏了！`,
  // The scene's first line names the hero: Chinese goes on without saying them again.
  badDream: () => '想起昨晚做的噩梦，心里还有点怕怕的。',
  dreamForgotten: () => '昨晚做了个噩梦，可是早上起来，差不多都忘啦。',
  sleptHome: (hero) => `到了家，大人把${hero}轻轻抱进屋，直接换上了睡衣。`,
  dreamGone: () => '梦不是真的，它留在夜里，已经走远啦。',
  beside: (kids, variant) => {
    const who = zhJoin(names(kids));
    return [`${who}一直陪在旁边。`, `${who}也一直都在，从头到尾。`, `${who}也在，就在身边。`, `${who}一直没走远。`][
      variant % 4
    ] as string;
  },
  cake: (kids, named) =>
    named
      ? `饭后，端上来一个生日蛋糕，${zhJoin(names(kids))}呼——地吹灭了蜡烛。`
      : '饭后，端上来一个插着蜡烛的生日蛋糕，呼——吹灭蜡烛啦！',
  festivalEvening: {
    christmas: '圣诞树上的小灯一闪一闪的。',
    diwali: '窗台上点着小小的油灯，过排灯节啦。',
    hanukkah: '窗边的光明节蜡烛静静地亮着。',
    'st-martin': '外面，小朋友们提着灯笼走过。',
    'lantern-festival': '红红的灯笼在夜色里静静地亮着。',
    // The moon, not the mooncakes again: the parent's own words often tell the family ate them (`吃月饼`).
    'mid-autumn': '窗外的月亮又大又圆，像一个甜甜的月饼。',
    'lunar-new-year': '门口挂着红灯笼，亮亮的。',
    halloween: '门口的南瓜灯亮着暖暖的光。',
    eid: '家里到处亮着小小的彩灯。',
    // The smell, not the eating again: the parent's own words often tell the family ate them (`吃了粽子`).
    'dragon-boat': '门上挂着艾草，屋里还飘着粽子的香味。',
  },
};

/** What the first time was, after `the very first time` in each language. */
const FIRST: Record<Language, Partial<Record<FirstTime, string>>> = {
  en: {
    swimming: 'swimming',
    bike: 'on a bike',
    haircut: 'at the hairdresser',
    daycare: 'at daycare',
    dentist: 'at the dentist',
    sleepover: 'sleeping over',
  },
  de: {
    swimming: 'im Schwimmbad',
    bike: 'auf dem Fahrrad',
    haircut: 'beim Friseur',
    daycare: 'in der Kita',
    dentist: 'beim Zahnarzt',
    sleepover: 'bei einer Übernachtung',
  },
  nl: {
    swimming: 'zwemmen',
    bike: 'fietsen',
    haircut: 'naar de kapper',
    daycare: 'naar de opvang',
    dentist: 'naar de tandarts',
    sleepover: 'logeren',
  },
  fr: {
    swimming: 'à la piscine',
    bike: 'à vélo',
    haircut: 'chez le coiffeur',
    daycare: 'à la crèche',
    dentist: 'chez le dentiste',
    sleepover: 'à dormir chez quelqu’un',
  },
  // Spanish says a first time with the child's own verb, after `que` (`que iba al dentista`): an imperfect that reads
  // true at home in the morning and at the place itself, its first word taking `-n` for two or more children.
  es: {
    swimming: 'iba a la piscina',
    bike: 'montaba en bici',
    haircut: 'iba a la peluquería',
    daycare: 'iba a la guardería',
    dentist: 'iba al dentista',
    sleepover: 'dormía fuera de casa',
  },
  // Portuguese says a first time with its own verb (`foi pela primeira vez à piscina`): `PT_FIRST`.
  pt: {},
  zh: {
    swimming: '游泳',
    bike: '骑自行车',
    // A child's hair is cut (`剪头发`), as parents say it; `理发` is a grown-up's errand.
    haircut: '剪头发',
    daycare: '去幼儿园',
    dentist: '看牙医',
    sleepover: '在别人家过夜',
  },
};

const names = (kids: readonly Kid[]) => kids.map((kid) => kid.name);

export const FAMILY_WORDS: Record<Language, FamilyWords> = { en, nl, de, fr, es, pt, zh };

/** The day's trouble the parent tapped, as the mishap scenes 3 and 4 tell. */
/**
 * A big feeling the parent tapped, on a day with nothing hard: the day's trouble in scenes 3 and 4 (shy at the
 * dentist's, a fright, a cross moment), in place of a made-up spill. Happy, proud, silly and sad are no trouble of
 * their own: sadness without its cause is not told as one.
 */
export const FEELING_MISHAP: Partial<Record<Feeling, MishapId>> = {
  shy: 'shy',
  scared: 'scared',
  cross: 'tantrum',
};

export const HARD_MISHAP: Record<HardThing, MishapId> = {
  bump: 'hurt',
  ill: 'sick',
  goodbye: 'goodbye',
  lost: 'lost',
  broken: 'broke',
  quarrel: 'tantrum',
  'pet-died': 'died',
  'bad-dream': 'scared',
};
