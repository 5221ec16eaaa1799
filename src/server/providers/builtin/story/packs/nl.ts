import type { ChildPronoun } from '../../../../../shared/account.ts';
import { type Ctx, type HeroInput, listOf, type StoryPack } from '../pack.ts';

/**
 * Dutch. A person or character is a name with its pronouns (hij/hem/zijn or ze/haar/haar) and a number, because the
 * past tense agrees with it (`opa en oma zeiden`). The catalog's diminutives (Konijntje, Beertje) are used as names,
 * without an article, as in Dutch picture books, and each keeps one pronoun. A thing is a noun with its article (de/het,
 * or none for food and plurals told in general) and a number.
 *
 * The child and the helper are only ever named, never referred to by a pronoun, so a child without a pronoun needs no
 * special wording.
 */
type R = { name: string; hij: string; hem: string; zijn: string; pl: boolean };
type N = { de: string; een: string; pl: boolean; titel?: string };
type X = Ctx<R, N>;

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Whether the child's words are a question (`komt pluisje morgen weer terug`): a question word or a verb first. */
const asked = (words: string) =>
  /\?$/u.test(words) ||
  /^(waar|wat|wie|waarom|hoe|wanneer|welke|hoeveel|komt|gaat|mag|mogen|is|ben|kan|kunnen|wil|moet|heeft|doet|zijn|gaan|komen|slaapt|blijft)\b/iu.test(
    words.trim(),
  );

/** The verb of saying the child's words: asked, called out (`pas op jan!`), or said. */
const saidHow = (words: string, plain: string) => (asked(words) ? 'vroeg' : /!\s*$/u.test(words) ? 'riep' : plain);

/** The child's words as the story quotes them: a capital, and a question mark or a full stop at the end. */
const quoted = (words: string) => {
  // The child's words as a book spells them: `he` is `hè`, a name said to someone after a comma, the Sint and his
  // Pieten with their capitals (`piet moet wel voorzichtig zijn op het dak he mama`).
  const told = cap(
    words
      .trim()
      .replace(/(?<=\p{L})\s+(?:he|hè|hé)\b/gu, ', hè')
      .replace(/\bhè (mama|papa|oma|opa|bomma|bompa|meter|peter|juf|meester)\b/gu, 'hè, $1')
      .replace(/\b(sinterklaas|sint|piet|pietje|pieten|amerigo|ozosnel)\b/gu, (name) => cap(name))
      .replace(/^([Dd]ankjewel|[Dd]ank je wel|[Dd]ankuwel|[Dd]ag|[Hh]allo|[Hh]oi|[Dd]oei) (?=\p{Lu})/u, '$1, '),
  );
  return /[?!.]$/u.test(told) ? told : `${told}${asked(told) ? '?' : '.'}`;
};
const ze = (name: string): R => ({ name, hij: 'ze', hem: 'haar', zijn: 'haar', pl: false });
const hij = (name: string): R => ({ name, hij: 'hij', hem: 'hem', zijn: 'zijn', pl: false });
const zij = (name: string): R => ({ name, hij: 'ze', hem: 'hen', zijn: 'hun', pl: true });
const n = (de: string, een = de, pl = false, titel?: string): N => ({ de, een, pl, titel });
const mv = (de: string, een = de) => n(de, een, true);

/** The hero as the subject at the start of a sentence: the name first in a scene, `Hij`/`Ze` after. */
const He = (x: X) => (x.first ? x.h.name : cap(x.h.hij));
/** The hero as the subject after the verb (`Toen viel hij`): the name first in a scene, the pronoun after. */
const he = (x: X) => (x.first ? x.h.name : x.h.hij);
/** The hero as an object (`tilde hem op`): the name first in a scene, the pronoun after. */
const him = (x: X) => (x.first ? x.h.name : x.h.hem);
/** A verb in the past tense agreeing with one person or two. */
const v = (r: R, one: string, more: string) => (r.pl ? more : one);
/** Whether someone shares the scene with the hero. */
const two = (x: X) => x.p !== undefined || x.c !== undefined;
const other = (x: X) => x.p ?? x.c;
/** ` met oma`, ` met Kiddo`, or nothing. */
const withWho = (x: X) => {
  const o = other(x);
  return o ? ` met ${kin(x, o)}` : '';
};
/** A brother or sister without a name as the hero's own (`haar broer`): Dutch says `opa` and `mama` bare, not `broer`. */
const kin = (x: X, r: R) => (/^(broer|zus|broertje|zusje)$/u.test(r.name) ? `${x.h.zijn} ${r.name}` : r.name);
/** `Konijntje en oma`, `Konijntje, opa en oma` or `Konijntje`. */
const andWho = (x: X) => {
  const o = other(x);
  if (!o) return x.h.name;
  return o.name.includes(' en ') ? `${x.h.name}, ${o.name}` : `${x.h.name} en ${kin(x, o)}`;
};
/** The verb for `andWho`: singular for the hero alone, plural with company. */
const vw = (x: X, one: string, more: string) => (two(x) ? more : one);
/** `hun` with company, else the hero's own `zijn`/`haar`. */
const theirs = (x: X) => (two(x) ? 'hun' : x.h.zijn);
const GROWN_UP = hij('een lieve grote mens');
/** Whether nobody of the day helps, only the pack's kind grown-up (then lines that would name them get other words). */
const grown = (x: X) => x.helper.name === GROWN_UP.name;
const Helper = (x: X) => cap(x.helper.name);
/** `Uiltje en oma` or `Uiltje, opa en oma`: the hero and the helper (sentence start). */
const AndHelper = (x: X) =>
  x.helper.name.includes(' en ') ? `${x.h.name}, ${x.helper.name}` : `${x.h.name} en ${kin(x, x.helper)}`;
/** The hero's stressed pronoun, for `zij en een ander kindje` (unstressed `ze` cannot be coordinated). */
const strong = (x: X) => (x.h.hij === 'ze' ? 'zij' : x.h.hij);
const helper = (x: X) => x.helper.name;
/**
 * Whether the one who helps is the child's companion (the chosen character, or the child beside it), no grown-up of the
 * day: a companion says how it felt and stays close, but never decides for the parent when to go or what comes next.
 */
const pal = (x: X) => x.c !== undefined && x.helper.name === x.c.name;
/** The grandparent the day names (`oma`, `opa Kees`), else both: a visit tells only who was there. */
const gp = (x: X): R =>
  // An aunt, uncle or godparent stayed with is the one visited too (`vannacht logeert hij bij tante ilse`), never a
  // grandma and grandpa the parent did not name.
  x.p &&
  (x.pGrand ||
    /(^|\s)(opa|oma|omi|opi|bomma|bompa|meme|pepe|pake|beppe|teta|jeddo|jeddi|jedda|dede|anneanne|babaanne|tante|oom|nonkel|meter|peter)(\s|$)/iu.test(
      x.p.name,
    ))
    ? x.p
    : // The family's own word for them, when they are the day's grown-up (`teta en jeddo`), else `opa en oma`.
      /^(teta|tita|jedda|jeddo|jeddi|anneanne|babaanne|dede)(\s|$)/iu.test(x.helper?.name ?? '')
      ? x.helper
      : zij('opa en oma');
/**
 * A typed activity in the infinitive as the thing it made or a doing (`tekening maken voor sint`: `de tekening voor de
 * Sint`, `schoen zetten`: `het schoen zetten`), so `dacht aan …` stays Dutch.
 */
const typedAsNoun = (item: string) => {
  const made =
    /^(?:(de|het|een) )?(\p{L}+) (?:maken|bakken|bouwen|knutselen|tekenen|kleuren|versieren)((?: (?:voor|met|bij|van) .+)?)$/u.exec(
      item,
    );
  const sint = (text: string) => text.replace(/\bvoor (?:de )?sint\b/u, 'voor de Sint');
  // (A little one made is always `het`: `hutje bouwen met oma`, `het hutje met oma`.)
  if (made?.[2])
    return sint(
      `${made[1] === 'het' || /(?:je|tje|pje|kje)$/u.test(made[2]) ? 'het' : 'de'} ${made[2]}${made[3] ?? ''}`,
    );
  // An item with its article already (`het spelen`) takes no second one.
  if (
    !/^(?:de|het|een) /u.test(item) &&
    /^\p{L}+(?: \p{L}+)? (?:zetten|uitlaten|voeren|opzetten|kijken|spelen|doen|rijden|zwemmen|schaatsen|eten|zoeken|rapen|plukken|vangen)$/u.test(
      item,
    )
  )
    return `het ${item}`;
  return item;
};
/** A festival as `Het was …` says it: Sinterklaas is a season of weeks (`de tijd van Sinterklaas`). */
const feast = (name: string) => (name === 'Sinterklaas' ? 'de tijd van Sinterklaas' : name);
/** Whether the one who shares the scene is a grandparent, an aunt or an uncle: the one a trip goes to. */
const visited = (x: X) =>
  /(^|\s)(opa|oma|omi|opi|bomma|bompa|meme|pepe|pake|beppe|tante|oom|nonkel)(\s|$)/iu.test(other(x)?.name ?? '');
/** `was`/`waren` for a noun. */
const wasN = (t: N | undefined) => (t?.pl ? 'waren' : 'was');

const HEROES: Record<string, R> = {
  'character-bunny': ze('Konijntje'),
  'character-bear': hij('Beertje'),
  'character-dragon': hij('Draakje'),
  'character-unicorn': ze('Eenhoorn'),
  'character-fox': ze('Vosje'),
  'character-panda': hij('Panda'),
  'character-owl': ze('Uiltje'),
  'character-cat': ze('Poesje'),
  'character-dog': hij('Hondje'),
  'character-lion': hij('Leeuwtje'),
  'character-elephant': hij('Olifantje'),
  'character-penguin': ze('Pinguïntje'),
};

function hero(input: HeroInput): R {
  const known = input.catalogId ? HEROES[input.catalogId] : undefined;
  if (known && input.childPronoun) return input.childPronoun === 'she' ? ze(input.name) : hij(input.name);
  if (known) return { ...known, name: input.name };
  const words = ` ${input.description.toLowerCase()} `;
  // A word for a girl or a boy decides first, then a pronoun.
  if (/[\s(](meisje\S*|prinses\S*|koningin|dame|mevrouw|juffrouw|heks|fee|zus\S*|moeder|dochter)[\s,.!?)]/u.test(words))
    return ze(input.name);
  if (/[\s(](jongen\S*|prins|prinsje|koning|ridder|meneer|broer\S*|vader|zoon)[\s,.!?)]/u.test(words))
    return hij(input.name);
  if (/[\s(](ze|zij)[\s,.!?)]/u.test(words)) return ze(input.name);
  // Without a clue the hero is `hij`, Dutch's default for a character: nothing in a sentence has to agree with it.
  return hij(input.name);
}

function child(name: string, pronoun: ChildPronoun | undefined): R {
  if (pronoun === 'she') return ze(name);
  if (pronoun === 'he') return hij(name);
  // Lines only ever name the child, so no pronoun is needed: the forms are the name itself.
  return { name, hij: name, hem: name, zijn: `van ${name}`, pl: false };
}

/** Towns parents type in lower case; none of them a Dutch word (`leiden`, `delft` are left out). */
const TOWN =
  /(?<=\b(?:van|in|naar|uit|bij|richting) )(?:amsterdam|rotterdam|utrecht|antwerpen|gent|brussel|leuven|brugge|mechelen|hasselt|groningen|zwolle|eindhoven|maastricht|arnhem|nijmegen|haarlem|tilburg|breda|almere|amersfoort|apeldoorn)\b/gu;

export const nl: StoryPack<R, N> = {
  language: 'nl',
  hero,
  child,
  together: (kids) =>
    zij(
      listOf(
        kids.map((kid) => kid.name),
        ' en ',
      ),
    ),
  grownUp: GROWN_UP,

  opening: {
    wake: [
      (x) => `Het ochtendlicht gluurde door de gordijnen, en ${x.h.name} deed ${x.h.zijn} ogen open.`,
      (x) => `${x.h.name} werd langzaam wakker en rekte zich uit, hoog, hoger, heel hoog.`,
      (x) => `Tjiep, tjiep, zong een vogeltje, en ${x.h.name} ging met een grote gaap rechtop zitten.`,
      (x) => `${x.h.name} kroop onder het warme dekbed vandaan, teen voor teen.`,
      (x) => `Een zacht geel licht vulde de kamer, en ${x.h.name} knipperde met ${x.h.zijn} ogen.`,
      (x) => `${x.h.name} wreef de slaap uit ${x.h.zijn} ogen en keek naar de nieuwe ochtend.`,
      (x) => `Goedemorgen, ${x.h.name}, fluisterde het ochtendlicht op het kussen.`,
      (x) => `${x.h.name} werd met een glimlach wakker, want er begon een nieuwe dag.`,
      (x) => `Tik, tik, deed de ochtend op het raam, en ${x.h.name} deed ${x.h.zijn} ogen open.`,
      (x) => `${x.h.name} rekte zich lang en langzaam uit, als een poes op een kussen.`,
      (x) => `Het was nog stil in huis toen ${x.h.name} wakker werd en met ${x.h.zijn} tenen wiebelde.`,
      (x) => `${x.h.name} piepte onder het dekbed vandaan en zag dat het ochtend was.`,
    ],
    sense: [
      (x) => `Buiten hoorde ${x.h.hij} de vogels kwetteren, tjilp, tjilp.`,
      (x) => `In de keuken rook het warm en lekker, en ${x.h.zijn} buik rommelde.`,
      (x) => `De vloer voelde koel onder ${x.h.zijn} voeten, tip, tap, tip, tap.`,
      () => 'Een lichtstraaltje danste over de muur, als een klein gouden visje.',
      () => 'Ver weg bromde een bus voorbij, en een merel floot een ochtendliedje.',
      (x) => `${He(x)} schoof het gordijn open en zwaaide naar de wolken.`,
      (x) => `Het raam was een beetje beslagen, dus tekende ${x.h.hij} er een lachend gezichtje op.`,
      (x) => `${He(x)} luisterde: drup, deed de kraan, en zoem, deed de koelkast.`,
      () => 'Een zacht briesje liet de gordijnen wiegen, zwiep, zwiep.',
      (x) => `${He(x)} vond ${x.h.zijn} sloffen, één onder het bed en één bij de deur.`,
      () => 'Kleine lichtvlekjes twinkelden op het plafond.',
    ],
    // An ill day from its start: the child is not well from waking (scene 3 says so), with no breakfast line.
    poorly: [
      (x) => `${He(x)} voelde zich loom en slaperig, dus ${x.h.hij} bleef lekker in ${x.h.zijn} pyjama.`,
      (x) => `Er was vanochtend geen haast, en ${x.h.name} bleef in ${x.h.zijn} zachte pyjama.`,
    ],
    ready: [
      (x) => `Na een kommetje warme pap was ${x.h.hij} klaar voor de dag.`,
      (x) => `${He(x)} at een boterham met jam en dronk een beker melk, klok, klok.`,
      (x) => `Toen was het aankleedtijd: sokken, een broek en ${x.h.zijn} lievelingstruitje.`,
      (x) => `${He(x)} poetste ${x.h.zijn} tanden, schrob, schrob, en waste ${x.h.zijn} gezicht.`,
      () => 'Als ontbijt was er yoghurt met stukjes appel, hap, hap, hap.',
      (x) =>
        x.c
          ? `${x.c.name} hielp met de knoopjes, één, twee, drie.`
          : `${He(x)} deed de knoopjes helemaal zelf dicht, één, twee, drie.`,
      (x) => `${He(x)} at een klein ontbijtje en dronk een groot glas water.`,
      (x) =>
        x.c
          ? `${x.c.name} en ${x.h.name} deelden een kom cornflakes, en de lepel deed tingeling.`
          : `${He(x)} smulde van een kom cornflakes, en de lepel deed tingeling.`,
      () => 'Na het ontbijt moesten de schoenen nog gezocht worden en de jas dicht.',
      (x) =>
        x.c
          ? `${He(x)} gaf ${x.c.name} een dikke ochtendknuffel, en zo begon de dag goed.`
          : `${He(x)} kreeg een dikke ochtendknuffel, en zo begon de dag goed.`,
    ],
  },
  breakfast: [
    (x) => `Als ontbijt ${wasN(x.t)} er ${x.t?.de}, mmm, lekker!`,
    (x) => `${He(x)} zat aan tafel en smulde van ${x.t?.de}, hapje na hapje.`,
    (x) => `Bij het ontbijt ${wasN(x.t)} er ${x.t?.de}, precies goed.`,
  ],
  calmRefrain: [
    (x) => `Zachtjes aan, ${x.h.name}, er is altijd iemand dichtbij.`,
    (x) => `${x.h.name}, stevig vastgehouden, geliefd bij dag en bij nacht.`,
    (x) => `Stil maar, ${x.h.name}, er is zoveel liefde om je heen.`,
    (x) => `Rustig aan, ${x.h.name}, je bent nooit alleen.`,
  ],
  refrain: [
    (x) => `Hup, hup, hop, ${x.h.name} is blij van teen tot top.`,
    (x) => `Stapje voor stapje, hand in hand, ${x.h.name} is de blijste van het land.`,
    (x) => `Tenen wiebelen, neusje op, ${x.h.name} voelt zich helemaal top.`,
    (x) => `Een grote dag voor ${x.h.name}, met een hartje vol zon.`,
    (x) => `Lief en dapper, de hele dag, dat is ${x.h.name}, met een grote lach.`,
    (x) => `Zo warm als een dekentje, zo stralend als een ster, ${x.h.name} is een lieverd, van dichtbij en van ver.`,
    (x) => `Hoppa, hoppa, rustig aan, ${x.h.name} is klaar om te gaan.`,
    (x) => `Kleine voetjes op een rij, ${x.h.name} is vandaag zo blij.`,
    (x) => `Tippel, tappel, draai in het rond, ${x.h.name} is vrolijk en gezond.`,
    (x) => `Wiebel met je neusje, wiebel met je teen, ${x.h.name} lacht naar iedereen.`,
    (x) => `Zachtjes en fijn, zo mag ${x.h.name} zijn.`,
    (x) => `Eén, twee, drie, kijk eens hoe blij ik ${x.h.name} zie.`,
  ],

  activities: {
    'activity-playground': {
      arrive: [
        // No swings, sand, wind or birds: the lines are read at indoor soft play too (`binnenspeeltuin`, `ballenbak`).
        (x) => `${andWho(x)} ${vw(x, 'rende', 'renden')} naar de speeltuin, waar de glijbanen al stonden te wachten.`,
        (x) => `In de speeltuin klom ${x.h.name} het laddertje op, trede voor trede.`,
        (x) => `${x.h.name} ging${withWho(x)} naar de speeltuin, waar de grote rode glijbaan al stond te wachten.`,
      ],
      do: [
        (x) => `${He(x)} roetsjte van de glijbaan en landde met een zachte bons beneden.`,
        (x) => `${He(x)} klom helemaal naar boven en zwaaide vanaf het hoogste puntje.`,
        (x) => `${He(x)} kroop door de tunnel en kwam er aan de andere kant weer uit, kiekeboe!`,
      ],
      sense: [
        (x) => `Wiiie, deed de glijbaan, en ${x.h.zijn} buikje kriebelde.`,
        () => 'Kleine voetjes gingen bonk, bonk, bonk de trapjes op.',
        () => 'Kinderen lachten en riepen, en iedereen wachtte op zijn beurt.',
      ],
      noun: n('de speeltuin', 'een speeltuin', false, 'in de speeltuin'),
      goodnight: 'grote glijbaan',
    },
    'activity-bath': {
      arrive: [
        (x) => `${x.h.name} klom in een warm bad vol schuim.`,
        (x) => `Het bad was klaar, en ${x.h.name} stak er eerst één teen in, en toen de andere.`,
        (x) => `${x.h.name} plonsde in het warme water, en het badeendje dobberde mee.`,
      ],
      do: [
        (x) => `${He(x)} speelde met het gele badeendje, plons, spetter.`,
        (x) => `${He(x)} maakte een schuimhoedje op ${x.h.zijn} hoofd.`,
        (x) => `${He(x)} goot warm water uit een bekertje, klater, klater.`,
      ],
      sense: [
        () => 'De belletjes knapten zachtjes, pop, pop, pop.',
        () => 'Het water was warm en rook naar zeep en bloemetjes.',
        () => 'Het badeendje zei piep, en iedereen moest giechelen.',
      ],
      noun: n('het bad', 'een bad', false, 'in bad'),
      goodnight: 'badeendje',
    },
    'activity-painting': {
      // (Lines true of a drawing with crayons as well as of paint: the day may be `een tekening gemaakt voor papa`.)
      arrive: [
        (x) => `${x.h.name} ging aan de grote tafel zitten, met een groot vel papier en alle kleuren.`,
        (x) => `${andWho(x)} ${vw(x, 'legde', 'legden')} een groot vel papier klaar voor een mooi plaatje.`,
        (x) => `${x.h.name} zocht${withWho(x)} de mooiste kleur uit, en begon.`,
      ],
      do: [
        (x) => `${He(x)} maakte een ronde zon en een heleboel krulletjes.`,
        (x) => `${He(x)} maakte rondjes en strepen, groot en klein, over het hele papier.`,
        (x) => `${He(x)} koos de ene kleur en toen de andere, tot het plaatje vol vrolijke kleuren zat.`,
      ],
      sense: [
        () => 'Kras, kras, ging het zachtjes over het papier.',
        () => 'Het papier werd steeds voller, met kleuren overal.',
        () => 'Een stipje hier, een lange streep daar, en kijk eens wat een plaatje!',
      ],
      // (A title for drawn letters and crayons too, `een brief getekend`: not only paint.)
      noun: n('het plaatje', 'een plaatje', false, 'maakt een kunstwerk'),
      goodnight: 'kleurtjes',
    },
    'activity-reading': {
      arrive: [
        (x) => `${x.h.name} kroop in de leeshoek met een stapel prentenboeken.`,
        (x) => `${andWho(x)} ${vw(x, 'ging', 'gingen')} lekker op de kussens zitten met een lievelingsboek.`,
        (x) => `${x.h.name} koos een boek met een vrolijke kaft en sloeg het wijd open.`,
      ],
      do: [
        // (Nothing the book may not hold, no animals nor a mouse: it may be about a digger.)
        (x) => `${He(x)} sloeg de bladzijden langzaam om en wees alles aan.`,
        (x) => `${He(x)} kende de woorden al uit ${x.h.zijn} hoofd en zei ze hardop.`,
        (x) => `${He(x)} vond op elke bladzijde weer iets nieuws om naar te kijken.`,
      ],
      sense: [
        () => 'De bladzijden ritselden zachtjes, fr, fr, fr.',
        () => 'De kussens waren zacht, en het dekentje was knus en warm.',
        () => 'De plaatjes zaten vol kleuren, als een regenboog in een boek.',
      ],
      noun: mv('de boekjes', 'een boekje'),
      goodnight: 'prentenboeken',
    },
    'activity-daycare': {
      arrive: [
        (x) => `${x.h.name} ging naar de opvang, hing ${x.h.zijn} jas aan het haakje en zei iedereen gedag.`,
        (x) => `Op de opvang zwaaide ${x.h.name} naar de andere kinderen op het kleed.`,
        // The day's place may be a school as well as a daycare: no `groepsruimte` of a crèche alone.
        (x) => `${x.h.name} liep ${x.sad ? 'rustig' : 'vrolijk'} naar binnen, waar het speelgoed al klaarstond.`,
      ],
      do: [
        (x) => `${He(x)} bouwde samen met de andere kinderen een huis van blokken.`,
        (x) => `${He(x)} zat in de kring en zong het goedemorgenliedje mee.`,
        (x) => `${He(x)} maakte een tekening, en de juf hing hem aan de muur.`,
      ],
      sense: [
        () => 'Het rook er naar kleurpotloden en appeltjes.',
        () => 'Kleine stemmetjes zongen, en kleine handjes klapten mee, klap, klap.',
        () => 'Achter het raam wiegden de takken van de bomen zachtjes heen en weer.',
      ],
      noun: n('de opvang', 'de opvang', false, 'op de opvang'),
      goodnight: 'speelhoek',
    },
    'activity-grandparents': {
      // (True of a visit and of the grandparents come to the child: `meme en pepe kwamen op bezoek`.)
      arrive: [
        // (On a sad day no laughing from ear to ear: a long, soft hug.)
        (x) =>
          x.sad
            ? `${x.h.name} liep naar ${gp(x).name} voor een lange, zachte knuffel.`
            : `${x.h.name} rende naar ${gp(x).name} voor een dikke knuffel, en ${gp(x).pl ? 'ze lachten' : `${gp(x).hij} lachte`} van oor tot oor.`,
        (x) =>
          `${x.h.name} gaf ${gp(x).name} een dikke knuffel, en ${gp(x).pl ? 'ze gaven' : `${gp(x).hij} gaf`} er een terug.`,
        (x) => `${x.h.name} kroop bij ${gp(x).name} op de bank, lekker dichtbij.`,
      ],
      do: [
        (x) => `${He(x)} snoepte een koekje en vertelde alles over ${x.h.zijn} week.`,
        (x) =>
          `${cap(gp(x).name)} ${v(gp(x), 'liet', 'lieten')} oude foto's zien en ${v(gp(x), 'deed', 'deden')} grappige stemmetjes.`,
        (x) => `${He(x)} hielp ${gp(x).name} de plantjes water geven, drup, drup, drup.`,
      ],
      sense: [
        () => 'Het huis rook naar thee en warme koekjes.',
        () => 'De oude klok aan de muur ging tik, tak, tik, tak.',
        (x) => `Bij ${gp(x).name} was het zacht en warm, en de knuffels waren de allerbeste.`,
      ],
      // (The title is true both ways too: `op bezoek` would send the child away when the grandparents came to stay.)
      noun: n('het bezoek', 'een bezoek', false, 'en de dikke knuffels'),
      goodnight: 'oude klok',
    },
    'activity-swimming': {
      arrive: [
        (x) => `${x.h.name} ging${withWho(x)} naar het zwembad, met vrolijke bandjes om.`,
        (x) => `In het zwembad ging ${x.h.name} op de rand zitten en liet ${x.h.zijn} voeten in het water zakken.`,
        (x) => `${andWho(x)} ${vw(x, 'liep', 'liepen')} het trapje af, het rustige blauwe water in.`,
      ],
      do: [
        (x) => `${He(x)} trappelde met ${x.h.zijn} benen, trap, trap, trap, en dreef als een klein bootje.`,
        (x) => `${He(x)} hield een zacht drijfplankje vast en peddelde naar de overkant.`,
        (x) => `${He(x)} blies belletjes in het water, blub, blub, blub.`,
      ],
      sense: [
        () => 'Het water glinsterde, en elke plons galmde tegen de muren.',
        () => 'Het water kabbelde zachtjes, klots, klots.',
        () => 'Na afloop voelde een grote zachte handdoek lekker warm.',
      ],
      noun: n('het zwembad', 'een zwembad', false, 'in het zwembad'),
      goodnight: 'zwembad',
    },
    'activity-baking': {
      arrive: [
        (x) =>
          `${andWho(x)} ${vw(x, 'deed', 'deden')} een schort voor en ${vw(x, 'pakte', 'pakten')} de grote beslagkom.`,
        (x) => `In de keuken schudde ${x.h.name} de bloem in een kom, woesj.`,
        (x) => `${x.h.name} stond op een krukje aan het aanrecht, klaar om te bakken.`,
      ],
      do: [
        (x) => `${He(x)} roerde en roerde in het deeg met een grote houten lepel.`,
        (x) => `${He(x)} stak sterretjes en hartjes uit het deeg.`,
        (x) => `${He(x)} brak heel voorzichtig een ei boven de kom.`,
      ],
      sense: [
        () => 'Algauw rook de hele keuken zoet en warm.',
        () => 'Een wolkje bloem landde op een neus, hatsjoe!',
        () => 'Het rook zo lekker dat er stiekem even van het beslag werd gesnoept.',
      ],
      noun: n('het bakken', 'het bakken', false, 'gaat bakken'),
      goodnight: 'grote beslagkom',
    },
    'activity-building-blocks': {
      arrive: [
        (x) => `${x.h.name} kiepte de doos met blokken leeg op het kleed.`,
        (x) => `${andWho(x)} ${vw(x, 'zat', 'zaten')} op de grond met een grote berg gekleurde blokken.`,
        (x) => `${x.h.name} koos een rood blok, een blauw blok en een geel blok om mee te beginnen.`,
      ],
      do: [
        (x) => `${He(x)} bouwde een hoge, hoge toren, blok voor blok.`,
        (x) => `${He(x)} maakte een huisje met een deurtje voor een speelgoedmuis.`,
        (x) => `${He(x)} bouwde een lange brug, en een autootje reed eroverheen, vroem.`,
      ],
      sense: [
        () => 'De blokken tikten en klikten tegen elkaar.',
        () => 'De toren wiebelde een beetje, maar bleef mooi rechtop staan.',
        () => 'Rood, blauw, groen en geel: wat waren de kleuren vrolijk.',
      ],
      noun: n('de blokkentoren', 'een blokkentoren', false, 'bouwt een toren'),
      goodnight: 'blokken',
    },
    'activity-music': {
      arrive: [
        (x) => `${x.h.name} vond het trommeltje en de sambaballen in de speelgoedkist.`,
        (x) => `${andWho(x)} ${vw(x, 'ging', 'gingen')} zitten in een kring, met de muziekinstrumenten in het midden.`,
        (x) => `${x.h.name} tikte op de xylofoon, ding, dong, ding.`,
      ],
      do: [
        (x) => `${He(x)} speelde een hard liedje en daarna een heel, heel zacht liedje.`,
        (x) => `${He(x)} schudde de sambaballen, sjike, sjike, en stampte met ${x.h.zijn} voeten.`,
        (x) => `${He(x)} verzon een liedje over de zon en zong het twee keer.`,
      ],
      sense: [
        () => 'Boem, boem, deed de trommel, net als een hartje.',
        () => 'De muziek vulde de kamer met vrolijke klanken.',
        () => 'Ting, ting, deed het belletje, helder en licht.',
      ],
      noun: n('de muziek', 'de muziek', false, 'maakt muziek'),
      goodnight: 'trommeltje',
    },
    'activity-dancing': {
      arrive: [
        (x) => `${x.h.name} zette een muziekje op en ging midden op het kleed staan.`,
        (x) => `${andWho(x)} ${vw(x, 'schoof', 'schoven')} de stoelen opzij, zodat er een dansvloer was.`,
        (x) => `Toen de muziek begon, kon ${x.h.name} ${x.h.zijn} voeten niet stilhouden.`,
      ],
      do: [
        (x) => `${He(x)} draaide rond en rond, tot de hele kamer meedraaide.`,
        (x) => `${He(x)} sprong als een kikker en wiegde als een boom in de wind.`,
        (x) => `${He(x)} danste snel, toen langzaam, en toen stond ${x.h.hij} stil als een standbeeld.`,
      ],
      sense: [
        () => 'De muziek ging lalala, en de vloer ging tik, tik, tik.',
        () => 'Armen omhoog, armen omlaag, en rond en rond gingen ze.',
        () => 'Iedereen klapte, en de wangetjes werden roze en warm.',
      ],
      noun: n('het dansen', 'het dansen', false, 'gaat dansen'),
      goodnight: 'dansende voetjes',
    },
    'activity-zoo': {
      arrive: [
        (x) =>
          two(x)
            ? `${andWho(x)} liepen hand in hand door de poort van de dierentuin.`
            : `${x.h.name} liep door de grote poort van de dierentuin.`,
        (x) => `In de dierentuin keek ${x.h.name} omhoog, en omhoog, en nog verder omhoog, naar een lange giraf.`,
        (x) => `${x.h.name} ging${withWho(x)} naar de dierentuin, waar de paadjes groen en vol bladeren waren.`,
      ],
      do: [
        (x) => `${He(x)} zwaaide naar de pinguïns en keek hoe de aapjes slingerden.`,
        (x) => `${He(x)} zag een olifant die water spoot met zijn lange slurf.`,
        (x) => `${He(x)} telde de strepen van de zebra, maar het waren er veel te veel.`,
      ],
      sense: [
        () => 'Een leeuw gaapte een grote, slaperige gaap, en iedereen gaapte mee.',
        () => 'De papegaaien kwebbelden in felle kleuren, kraa, kraa.',
        () => 'Het rook naar hooi en bladeren en zonneschijn.',
      ],
      noun: n('de dierentuin', 'een dierentuin', false, 'in de dierentuin'),
      goodnight: 'lange giraf',
    },
    'activity-park': {
      arrive: [
        (x) =>
          `${andWho(x)} ${vw(x, 'wandelde', 'wandelden')} naar het park, waar de grote bomen fluisterden in de wind.`,
        (x) => `In het park volgde ${x.h.name} het kronkelpaadje naar de vijver.`,
        (x) => `${x.h.name} ging${withWho(x)} naar het park en rende over het zachte groene gras.`,
      ],
      do: [
        (x) => `${He(x)} verzamelde drie blaadjes, een takje en een rond steentje.`,
        (x) => `${He(x)} rolde van een klein heuveltje, rolle-bolle, helemaal naar beneden.`,
        (x) => `${He(x)} stond bij de vijver en keek naar de kringetjes in het water.`,
      ],
      sense: [
        () => 'De blaadjes ritselden boven hun hoofd, sst, sst, sst.',
        () => 'Een eekhoorn rende een boom in, met zijn pluimstaart omhoog.',
        () => 'Het gras rook fris, en er waaide een zacht windje.',
      ],
      noun: n('het park', 'een park', false, 'in het park'),
      goodnight: 'bomen in het park',
    },
    'activity-beach': {
      arrive: [
        (x) =>
          `${andWho(x)} ${vw(x, 'ging', 'gingen')} naar het strand en ${vw(x, 'trok', 'trokken')} de schoenen uit.`,
        (x) => `Op het strand wiebelde ${x.h.name} met ${x.h.zijn} tenen in het warme zand.`,
        (x) => `${x.h.name} rende${withWho(x)} naar de rand van de zee.`,
      ],
      do: [
        (x) => `${He(x)} bouwde een zandkasteel met een gracht en een schelpje bovenop.`,
        (x) => `${He(x)} sprong over de kleine golfjes, één, twee, hup.`,
        (x) => `${He(x)} vulde een emmertje met water en goot het in een kuil.`,
      ],
      sense: [
        () => 'De golven deden woesj, en dan sst, woesj en sst.',
        () => 'Meeuwen riepen hoog in de lucht, en de wind smaakte naar zout.',
        () => 'Het zand was bovenop warm en daaronder koel.',
      ],
      noun: n('het strand', 'een strand', false, 'op het strand'),
      // (Not a sandcastle the day may not have had: the sea is there on every beach day.)
      goodnight: 'grote zee',
    },
    'activity-bike-ride': {
      arrive: [
        (x) => `${x.h.name} zette een helm op en klom op het kleine fietsje.`,
        (x) => `${andWho(x)} ${vw(x, 'ging', 'gingen')} fietsen over het rustige fietspad.`,
        (x) => `${x.h.name} belde, tring, tring, en weg ging ${x.h.hij}.`,
      ],
      do: [
        (x) => `${He(x)} fietste rustig langs de bomen en de bloemen.`,
        (x) => `${He(x)} fietste een heel klein heuveltje op en rolde er aan de andere kant weer af.`,
        (x) => `${He(x)} stopte even om naar een hond te zwaaien en fietste toen verder.`,
      ],
      sense: [
        () => 'De wielen draaiden rond en rond, en de wind suisde voorbij.',
        () => 'Het grind knerpte onder de banden, krrt, krrt.',
        () => 'Tring, tring, deed de bel, zomaar, om hallo te zeggen.',
      ],
      noun: n('het fietstochtje', 'een fietstochtje', false, 'op de fiets'),
      goodnight: 'kleine fiets',
    },
    'activity-gardening': {
      arrive: [
        (x) => `${x.h.name} ging de tuin in met een klein gietertje.`,
        (x) => `${andWho(x)} ${vw(x, 'knielde', 'knielden')} bij het bloemperkje met een klein schepje.`,
        // (No seeds the parent did not write: the garden may only have been watered.)
        (x) => `In de tuin keek ${x.h.name} naar de bloemen en de plantjes.`,
      ],
      do: [
        (x) => `${He(x)} voelde met ${x.h.zijn} vingers in de zachte aarde.`,
        (x) => `${He(x)} gaf de bloemen water, sproei, sproei, sproei.`,
        (x) => `${He(x)} trok een onkruidje uit en vond er een kronkelende worm onder.`,
      ],
      sense: [
        () => 'De aarde was zacht en donker en rook naar regen.',
        () => 'Een bij zoemde van bloem naar bloem, bzzz.',
        () => 'Kleine groene sprietjes staken hun kopje op om hallo te zeggen.',
      ],
      noun: n('de tuin', 'een tuin', false, 'in de tuin'),
      goodnight: 'plantjes',
    },
    'activity-puzzle': {
      arrive: [
        (x) => `${x.h.name} kiepte de puzzelstukjes op het lage tafeltje.`,
        (x) => `${andWho(x)} ${vw(x, 'ging', 'gingen')} zitten met een grote, kleurige puzzel.`,
        (x) => `${x.h.name} draaide alle puzzelstukjes om, met het plaatje naar boven.`,
      ],
      do: [
        (x) => `${He(x)} zocht eerst de hoekjes, en toen de randjes.`,
        (x) => `${He(x)} draaide een stukje zo en zo, tot het paste.`,
        (x) => `${He(x)} legde stukje voor stukje een plaat van een boerderij.`,
      ],
      sense: [
        () => 'Klik, deed een stukje, precies op zijn plek.',
        () => 'Langzaam verschenen er een koe en een rode tractor.',
        () => 'De stukjes waren glad en tikten zachtjes tegen elkaar.',
      ],
      noun: n('de puzzel', 'een puzzel', false, 'gaat puzzelen'),
      goodnight: 'puzzelstukjes',
    },
    'activity-doctor-visit': {
      arrive: [
        // (No going there again: the parent's own words, `naar de huisarts`, often just said it.)
        (x) => `Bij de dokter hield ${x.h.name} ${x.h.zijn} liefste knuffel stevig in ${x.h.zijn} armen.`,
        (x) => `Bij de dokter zat ${x.h.name} in de wachtkamer en keek in een boekje.`,
        (x) => `${x.h.name} liep de vriendelijke spreekkamer van de dokter in, een klein beetje verlegen.`,
      ],
      do: [
        (x) => `De dokter luisterde naar ${x.h.zijn} hartje, boem-boem, boem-boem.`,
        (x) => `${He(x)} zei aaah, en de dokter keek met een lampje in ${x.h.zijn} mond.`,
        () => 'De dokter keek de knuffel ook na en zei dat die kerngezond was.',
      ],
      sense: [
        () => 'De stethoscoop voelde koel en kriebelig.',
        () => 'De dokter had een lieve stem en zachte handen.',
        // (No sticker of its own: parents tell the one that was given, and who gave it.)
        () => 'Aan de muur hingen vrolijke tekeningen van andere kinderen.',
      ],
      noun: n('de dokter', 'de dokter', false, 'bij de dokter'),
      goodnight: 'lieve dokter',
    },
    'activity-birthday-party': {
      arrive: [
        (x) => `Het was een verjaardagsfeestje, en ${x.h.name} zag de ballonnen aan het plafond hangen.`,
        (x) => `Op het verjaardagsfeestje riep ${x.h.name} hoera, en iedereen lachte.`,
        (x) => `${andWho(x)} ${vw(x, 'kwam', 'kwamen')} in een kamer vol ballonnen en vrolijke slingers.`,
      ],
      do: [
        (x) => `${He(x)} deed mee met de stoelendans en bleef stokstijf staan toen de muziek stopte.`,
        (x) => `${He(x)} zong het verjaardagsliedje mee, hard en vrolijk.`,
        (x) => `${He(x)} kreeg een stukje taart, mmm, wat lekker.`,
      ],
      sense: [
        () => 'De kaarsjes flakkerden, en iedereen blies ze samen uit, fffft.',
        () => 'De ballonnen botsten en dobberden, rood en blauw en geel.',
        // (No cake: the parent's cake, or the party's own slice, tells it once.)
        () => 'Er was muziek en gelach, en overal hingen slingers.',
      ],
      noun: n('het feestje', 'een feestje', false, 'op het feestje'),
      goodnight: 'feestslingers',
    },
    'activity-snow': {
      arrive: [
        (x) => `${x.h.name} trok laarzen, een muts en wanten aan en stapte de sneeuw in.`,
        (x) => `Buiten lag sneeuw in de hele tuin, en ${x.h.name} rende${withWho(x)} naar buiten.`,
        (x) => `${andWho(x)} ${vw(x, 'trok', 'trokken')} het sleetje de besneeuwde tuin in.`,
      ],
      do: [
        // (No snowman the parent did not make, nor one made twice beside the parent's own: footprints are in any snow.)
        (x) => `${He(x)} stampte voetstapjes in de verse sneeuw, één, twee, drie.`,
        (x) => `${He(x)} ging in de sneeuw liggen en maakte een sneeuwengel, zwiep, zwiep.`,
        (x) => `${He(x)} gleed op het sleetje een heuveltje af, wieee.`,
      ],
      sense: [
        () => 'De sneeuw kraakte bij elke stap, krak, krak, krak.',
        () => 'Sneeuwvlokjes landden op een neus, koud en kriebelig.',
        () => 'Alles was wit en stil en glinsterend.',
      ],
      noun: n('de sneeuw', 'de sneeuw', false, 'in de sneeuw'),
      // Every arrival shows the snow; a snowman only one of the things done.
      goodnight: 'sneeuw',
    },
    // True of any shop a parent names, the bakker as much as the supermarket: no trolley, no fruit, no belt.
    'activity-shopping': {
      arrive: [
        (x) =>
          `In de winkel keek ${x.h.name}${withWho(x)} goed om zich heen, met een eigen boodschappentasje aan de arm.`,
        (x) => `${x.h.name} mocht zelf het boodschappentasje dragen, en de winkeldeur ging zoef open.`,
        (x) => `${x.h.name} hield het boodschappentasje stevig vast en keek naar alles wat er lag.`,
      ],
      do: [
        (x) => `${He(x)} wees aan wat er mee naar huis mocht.`,
        (x) => `${He(x)} mocht zelf betalen, en het apparaatje deed piep.`,
        (x) => `${He(x)} zei netjes dankjewel en stopte alles in het tasje.`,
      ],
      sense: [
        () => 'Piep, deed de kassa, piep, piep, piep.',
        () => 'Het rook er lekker, en alles stond mooi op een rij.',
        () => 'De deur ging vanzelf open, zoef, en weer dicht.',
      ],
      noun: n('de boodschappen', 'de boodschappen', true, 'doet boodschappen'),
      // Every arrival shows the little bag.
      goodnight: 'boodschappentasje',
    },
    'activity-cooking': {
      arrive: [
        (x) =>
          `${andWho(x)} ${vw(x, 'waste', 'wasten')} ${theirs(x)} handen en ${vw(x, 'maakte', 'maakten')} soep in de keuken.`,
        (x) => `In de keuken hielp ${x.h.name} met koken, op een klein krukje.`,
        (x) => `${x.h.name} legde de worteltjes en de aardappels op een rij, klaar om te koken.`,
      ],
      do: [
        (x) => `${He(x)} liet de groente in de pan vallen, plons, plons.`,
        (x) => `${He(x)} roerde heel rustig in de soep met een lange houten lepel.`,
        (x) => `${He(x)} scheurde de sla in kleine stukjes voor een salade.`,
      ],
      sense: [
        () => 'De pan pruttelde, blub, blub, en de keuken rook heerlijk.',
        () => 'De stoom krulde omhoog als een klein wolkje.',
        () => 'De worteltjes waren fel oranje en knapperig.',
      ],
      noun: n('het koken', 'het koken', false, 'gaat koken'),
      goodnight: 'soeppan',
    },
    'activity-train-ride': {
      arrive: [
        // A grandparent of a train day is most often where the train goes (`met de trein naar oma`), not on it.
        (x) =>
          visited(x)
            ? `${x.h.name} stapte op het station in een grote trein.`
            : `${andWho(x)} ${vw(x, 'stapte', 'stapten')} op het station in een grote trein.`,
        (x) =>
          `${x.h.name} zat${visited(x) ? '' : withWho(x)} bij het raam van de trein en drukte ${x.h.zijn} neus tegen het glas.`,
        (x) => `Op het station keek ${x.h.name} hoe de trein binnenreed, langzaam, heel langzaam.`,
      ],
      do: [
        (x) => `${He(x)} zwaaide naar koeien en schapen en kleine huisjes die voorbijgleden.`,
        (x) => `${He(x)} telde de bomen die langs het raam zoefden.`,
        (x) => `${He(x)} liet het kaartje zien aan de conducteur, die vriendelijk knikte.`,
      ],
      sense: [
        () => 'Tadam-tadam, tadam-tadam, deed de trein over het spoor.',
        () => 'Tuut, tuut, riep de trein, en hij reed een tunnel in.',
        () => 'De stoel wiegde zachtjes heen en weer, als een wiegje.',
      ],
      noun: n('het treinreisje', 'een treinreisje', false, 'in de trein'),
      goodnight: 'grote trein',
    },
    'activity-sandbox': {
      arrive: [
        (x) => `${x.h.name} klom in de zandbak met een emmertje en een schepje.`,
        (x) =>
          `${andWho(x)} ${vw(x, 'ging', 'gingen')} in de zandbak zitten en ${vw(x, 'begon', 'begonnen')} te graven.`,
        (x) => `In de zandbak vond ${x.h.name} een klein harkje en een schep.`,
      ],
      do: [
        (x) => `${He(x)} vulde het emmertje, klopte erop en keerde het om: een zandtaartje!`,
        (x) => `${He(x)} groef een lange weg voor een speelgoedgraafmachine.`,
        (x) => `${He(x)} bakte zandtaartjes en versierde ze met steentjes.`,
      ],
      sense: [
        () => 'Het zand was zacht en liep tussen kleine vingertjes door.',
        () => 'Klop, klop, klop, deed het schepje op het emmertje.',
        () => 'De zon maakte het zand warm en goudgeel.',
      ],
      noun: n('de zandbak', 'een zandbak', false, 'in de zandbak'),
      goodnight: 'emmer en schep',
    },
    'activity-library-visit': {
      arrive: [
        // (No going there again: the parent's own words, `naar de bieb`, often just said it.)
        () => 'In de bibliotheek stonden de kasten vol boeken, van de vloer tot bijna aan het plafond.',
        (x) => `In de bibliotheek liep ${x.h.name} op ${x.h.zijn} tenen naar de kinderhoek.`,
        (x) => `${x.h.name} had een stoffen tas bij zich voor de boeken uit de bibliotheek.`,
      ],
      do: [
        // (No books of its own choosing, nor how many: the parent's words tell what was borrowed.)
        (x) => `${He(x)} bladerde rustig door een boek in de kinderhoek.`,
        (x) => `${He(x)} zat op een zitzak en luisterde naar een verhaaltje.`,
        (x) => `${He(x)} liep langs de kasten en keek naar alle kleurige ruggen.`,
      ],
      sense: [
        () => 'Het was stil in de bibliotheek, sst, en de boeken roken naar papier.',
        () => 'De zitzak was zacht en zakte lekker in.',
        () => 'Piep, deed het apparaat, en de boeken mochten mee naar huis.',
      ],
      noun: n('de bibliotheek', 'een bibliotheek', false, 'in de bibliotheek'),
      goodnight: 'bibliotheekboeken',
    },
    'activity-puddle-jumping': {
      arrive: [
        // (No boots of the story's own: the parent's `met laarzen aan` tells them once. Nor rain or an umbrella: the
        // puddles of a windy autumn walk are there after a dry day too.)
        (x) => `${x.h.name} ging${withWho(x)} naar buiten, op zoek naar plassen.`,
        (x) => `Onderweg vond ${x.h.name} de allergrootste plas van de straat.`,
        (x) =>
          `${andWho(x)} ${vw(x, 'trok', 'trokken')} een warme jas aan en ${vw(x, 'ging', 'gingen')} op plassenjacht.`,
      ],
      do: [
        (x) => `${He(x)} sprong in de plas, en het water spatte alle kanten op, plets.`,
        (x) => `${He(x)} stampte van plas naar plas, plens, plons.`,
        (x) => `${He(x)} liet een blaadje als een klein bootje over een plas varen.`,
      ],
      sense: [
        () => 'Spetter, spatter, deden de plassen, bij elke stap.',
        () => 'De plassen glommen als kleine spiegeltjes.',
        () => 'De lucht rook fris en nat en groen.',
      ],
      noun: mv('de plassen', 'een plas'),
      goodnight: 'plassen',
    },
    'activity-playing-with-friends': {
      // (Where they played is the parent's to say: an outing, a living room or a garden; the lines name no place.)
      arrive: [
        (x) => `${x.h.name} speelde met vriendjes, en iedereen deed vrolijk mee.`,
        (x) => `${x.h.name} en de vriendjes speelden samen, zij aan zij.`,
        (x) => `${x.h.name} en de andere kinderen rolden een grote bal heen en weer.`,
      ],
      do: [
        (x) => `${He(x)} speelde verstoppertje en verstopte zich giechelend, maar niet zo goed.`,
        (x) => `${He(x)} rolde de bal weg, en een vriendje rolde hem terug.`,
        (x) => `${He(x)} gaf de vriendjes een hand en danste in een kringetje.`,
      ],
      sense: [
        () => 'Iedereen lachte, en het lachen klonk als belletjes.',
        () => 'Wie niet weg is, is gezien, riep iemand.',
        () => 'Iedereen giechelde, en niemand wilde ophouden.',
      ],
      noun: n('het spelen met vriendjes', 'het spelen met vriendjes', false, 'speelt met vriendjes'),
      goodnight: 'lieve vriendjes',
    },
    'activity-walk-in-the-woods': {
      arrive: [
        (x) => `${andWho(x)} ${vw(x, 'maakte', 'maakten')} een wandeling door het bos, onder de hoge bomen.`,
        (x) => `In het bos volgde ${x.h.name} een zacht paadje vol dennennaalden.`,
        (x) => `${x.h.name} liep${withWho(x)} het stille bos in, stap, stap, stap.`,
      ],
      do: [
        (x) => `${He(x)} vond een dennenappel, een veertje en een kleine rode paddenstoel.`,
        (x) => `${He(x)} balanceerde over een omgevallen boomstam, met de armen wijd.`,
        (x) => `${He(x)} gluurde achter een boom en zag een konijn wegspringen.`,
      ],
      sense: [
        () => 'Het mos was zacht en groen, net een tapijt.',
        () => 'Takjes knapten en knisperden onder hun voeten.',
        () => 'Een specht deed tok, tok, tok, hoog in een boom.',
      ],
      noun: n('het bos', 'een bos', false, 'in het bos'),
      goodnight: 'hoge bomen',
    },
    'farm-visit': {
      arrive: [
        (x) => `${andWho(x)} ${vw(x, 'ging', 'gingen')} naar de boerderij, en het hek ging krakend open, iiiie.`,
        (x) => `Op de boerderij liep ${x.h.name}${withWho(x)} langs de grote rode schuur.`,
        (x) => `${x.h.name} ging${withWho(x)} naar een boerderij en stapte voorzichtig door het stro.`,
      ],
      do: [
        (x) => `${He(x)} gaf de geitjes een handje hooi, knabbel, knabbel.`,
        // (No eggs found: a farm of the day may have no hens, and parents tell the eggs they gathered themselves.)
        (x) => `${He(x)} zwaaide naar de koeien in de wei, en een koe zei boe terug.`,
        (x) => `${He(x)} keek hoe de biggetjes in de modder rolden, knor, knor.`,
      ],
      sense: [
        () => 'Het rook naar hooi en dieren en vers gras.',
        () => 'Boe, bè, tok, de boerderij zat vol vriendelijke geluiden.',
        () => 'Het stro was kriebelig en goudgeel onder de laarzen.',
      ],
      noun: n('de boerderij', 'een boerderij', false, 'op de boerderij'),
      goodnight: 'boerderijdieren',
    },
    'town-walk': {
      arrive: [
        (x) => `${andWho(x)} ${vw(x, 'maakte', 'maakten')} een wandeling door het dorp, langs de kleine winkeltjes.`,
        (x) => `${x.h.name} liep${withWho(x)} door de straat, stapje voor stapje.`,
        (x) => `Buiten op straat wachtte ${x.h.name} bij het zebrapad op het groene poppetje.`,
      ],
      do: [
        (x) => `${He(x)} zwaaide naar een bus en keek naar de etalages.`,
        (x) => `${He(x)} telde de rode deuren, één, twee, drie.`,
        (x) => `${He(x)} sprong over de naadjes in de stoep, hup, hup.`,
      ],
      sense: [
        () => 'Tring, tring, deed een fietsbel, en een hond blafte hallo.',
        () => 'Een duif trippelde over de stoep, koer, koer.',
        () => 'De wind blies een blaadje over de stoep, ritsel, ritsel.',
      ],
      // (No walk nor village in the memory or the title: the street may be chalk on the pavement at the door.)
      noun: n('de straatjes', 'straatjes', true, 'in de straat'),
      goodnight: 'straatjes',
    },
    'car-ride': {
      // A ride is the car's or the bus's (`met de bus terug naar huis`): no line names the car, which a bus day
      // would contradict; the parent's own words say which it was.
      arrive: [
        (x) => `${x.h.name} ging${withWho(x)} lekker zitten, klik, en daar gingen ze.`,
        // (No long ride the parent never wrote: the ride may be the short way home from the daycare.)
        (x) => `${andWho(x)} ${vw(x, 'stapte', 'stapten')} in, en de deur ging dicht, klap.`,
        (x) => `${x.h.name} zat${withWho(x)} bij het raampje, klaar voor het ritje.`,
      ],
      do: [
        (x) => `${He(x)} keek uit het raam naar de bomen en de weilanden.`,
        (x) => `${He(x)} zong de hele weg liedjes, lalala.`,
        (x) => `${He(x)} zag een rode vrachtwagen, een blauwe bus en een paard in de wei.`,
      ],
      sense: [
        () => 'De wielen zoemden, en de weg ging voorbij, hobbel, hobbel.',
        () => 'De zon flikkerde tussen de bomen door, licht, schaduw, licht.',
        // (No wipers: no rain the parent never wrote.)
        () => 'De motor bromde zachtjes, brrr, brrr.',
      ],
      // (A ride, titled on the way: a bus day is no car ride in its title.)
      noun: n('het ritje', 'een ritje', false, 'onderweg'),
      // The car, as the parent's `in de auto` says it; a bus day wishes its bus goodnight by the bus's own word.
      goodnight: 'auto',
    },
    'rainy-day': {
      arrive: [
        // (Not `bleef binnen`: a rainy day may be the one spent stamping through the puddles outside.)
        (x) => `Het was een regendag, en ${x.h.name} keek${withWho(x)} naar de druppels op het raam.`,
        (x) => `${x.h.name} drukte ${x.h.zijn} neus even tegen het raam en keek naar de regen.`,
        (x) => `Buiten viel de regen, en ${x.h.name} zocht binnen een knus plekje bij het raam.`,
      ],
      do: [
        (x) => `${He(x)} volgde met een vinger de regendruppels die over het glas naar beneden gleden.`,
        // (Nothing done indoors the parent did not write: the rainy day may have been spent out, at soft play.)
        (x) => `${He(x)} telde de druppels op het raam, één, twee, drie, heel veel.`,
        (x) => `${He(x)} luisterde naar de regen en zag de plassen groter worden.`,
      ],
      sense: [
        () => 'Tik, tik, tikketik, deed de regen op het dak.',
        () => 'Binnen was het warm en droog en gezellig.',
        () => 'Het raam was koel, en de tuin glom helemaal nat.',
      ],
      noun: n('de regendag', 'een regendag', false, 'op een regendag'),
      goodnight: 'tikkende regen',
    },
    'dentist-visit': {
      arrive: [
        (x) =>
          `${andWho(x)} ${vw(x, 'ging', 'gingen')} naar de tandarts, en ${x.h.name} mocht in de grote stoel die omhoog en omlaag gaat.`,
        (x) => `Bij de tandarts klom ${x.h.name}${withWho(x)} in de grote stoel, en die ging langzaam omhoog.`,
        (x) => `${x.h.name} ging${withWho(x)} naar de tandarts en zag de grote stoel die omhoog en omlaag kan.`,
      ],
      // (Nothing the child did or got there: a parent's child may have kept the mouth shut at first, or got a ring.)
      do: [
        (x) => `De tandarts had een klein rond spiegeltje en een zacht lampje, en ${x.h.name} mocht ze bekijken.`,
        (x) => `${He(x)} keek naar de kleine spiegeltjes en de borsteltjes van de tandarts.`,
        (x) => `${He(x)} voelde met ${x.h.zijn} tong even aan ${x.h.zijn} tandjes, glad en wit.`,
      ],
      sense: [
        () => 'De stoel zoemde zachtjes omhoog, en weer omlaag, zoef.',
        () => 'De lamp erboven was rond en fel, net een klein zonnetje.',
        () => 'De tandpasta smaakte naar aardbei, en de tandjes voelden glad en schoon.',
      ],
      noun: n('de tandarts', 'een bezoekje aan de tandarts', false, 'bij de tandarts'),
      goodnight: 'grote tandartsstoel',
    },
    // Een eerste keer knippen is bij de kapper: de grote stoel, de cape, de spiegel. (Niet hoe stil of blij het kind zat:
    // dat weet alleen de ouder, en het kind kan gehuild hebben.)
    'hairdresser-visit': {
      arrive: [
        (x) => `${andWho(x)} ${vw(x, 'ging', 'gingen')} naar de kapper, en ${x.h.name} mocht in de grote kappersstoel.`,
        (x) => `Bij de kapper klom ${x.h.name}${withWho(x)} in de grote stoel, en er ging een zachte cape om.`,
        (x) => `${x.h.name} ging${withWho(x)} naar de kapper, waar een grote stoel voor de spiegel stond.`,
      ],
      do: [
        () => 'Onder de zachte cape ging de schaar knip, knip.',
        (x) => `${He(x)} keek in de grote spiegel en zag een gloednieuw kapsel.`,
        (x) => `De kam ging door ${x.h.zijn} haar, zwiep, zwiep.`,
      ],
      sense: [
        () => 'Kleine plukjes haar dwarrelden naar beneden, zacht als veertjes.',
        () => 'De föhn zoemde en blies warme lucht, net een klein windje.',
        () => 'In de grote spiegel was een mooi nieuw kapsel te zien.',
      ],
      noun: n('de kapper', 'een bezoekje aan de kapper', false, 'bij de kapper'),
      goodnight: 'grote kappersstoel',
    },
    'market-visit': {
      arrive: [
        (x) => `${andWho(x)} ${vw(x, 'ging', 'gingen')} naar de markt, waar de kramen gestreepte daken hadden.`,
        (x) => `Op de markt liep ${x.h.name}${withWho(x)} langs de kramen vol appels, kaas en bloemen.`,
        (x) => `${x.h.name} ging${withWho(x)} naar de markt en liep tussen de drukke kramen door.`,
      ],
      do: [
        (x) => `${He(x)} keek hoe de appels op de weegschaal gingen, en de cijfertjes sprongen.`,
        (x) => `${He(x)} mocht een stukje kaas proeven bij een kraam, mmm.`,
        (x) => `${He(x)} hielp met betalen en kreeg het wisselgeld terug, rinkel, rinkel.`,
      ],
      sense: [
        () => 'Het rook naar aardbeien, vers brood en bloemen.',
        () => 'Papieren zakjes ritselden, en muntjes rinkelden.',
        () => 'Iedereen praatte door elkaar, en een marktkoopman riep hoe duur de peren waren.',
      ],
      noun: n('de markt', 'een markt', false, 'op de markt'),
      goodnight: 'marktkramen',
    },
    'aquarium-visit': {
      // (The parent tells the going, often with who went: the lines look, and never go there a second time.)
      arrive: [
        (x) => `Achter het grote glas zwommen de vissen heen en weer, en ${x.h.name} keek${withWho(x)} mee.`,
        (x) => `In het aquarium keek ${x.h.name}${withWho(x)} naar de vissen achter het grote glas.`,
        (x) => `In een grote blauwe bak zwommen visjes, en ${x.h.name} keek${withWho(x)} hoe ze rondjes draaiden.`,
      ],
      do: [
        (x) => `${He(x)} keek hoe een schildpad langzaam voorbij peddelde, flap, flap.`,
        (x) => `${He(x)} zag een kwal die zachtjes gloeide, net een lampje.`,
        (x) => `${He(x)} volgde een gestreept visje van de ene kant van de bak naar de andere.`,
      ],
      sense: [
        () => 'Alles was blauw en stil, en de belletjes deden blub, blub.',
        () => 'Oranje visjes en gele visjes zwiepten in een glimmende groep voorbij.',
        () => 'Het glas was koel en glad onder hun handen.',
      ],
      noun: n('het aquarium', 'een aquarium', false, 'in het aquarium'),
      goodnight: 'visjes',
    },
  },
  still: [
    // Not `was er nog steeds` (`was still there`, as if waiting), but still at it and enjoying it.
    (x) => `${x.h.name} was nog lekker bezig en had het reuze naar ${x.h.zijn} zin.`,
    (x) => `${x.h.name} speelde en speelde, zo blij als wat.`,
    // Not a wish to go on and on: the time to leave is an uh-oh of its own, told right after this line.
    (x) => `Er was nog zoveel te zien en te doen voor ${x.h.name}.`,
    (x) => `Een poosje later was ${x.h.name}${withWho(x)} nog steeds druk aan het spelen.`,
    (x) => `${x.h.name} had zoveel plezier dat de tijd voorbijvloog.`,
    (x) => `Alles ging zo fijn voor ${x.h.name}.`,
    // Not a wish to stay longer: before a fit over a cup or the bath it tells a trouble the parent never wrote.
    (x) => `${x.h.name} was helemaal in ${x.h.zijn} spel verdiept.`,
    (x) => `${x.h.name} was druk en blij en neuriede een liedje.`,
  ],
  later: [
    (x) => `Later op de dag ging ${x.h.name} even uitrusten.`,
    (x) => `Na een tijdje zat ${x.h.name}${withWho(x)} rustig op de bank.`,
    // Not a quiet moment: a quarrel or a sad goodbye is what comes next.
    (x) => `Midden op de dag gebeurde er iets met ${x.h.name}.`,
    (x) => `Even later keek ${x.h.name} eens om zich heen.`,
    (x) =>
      grown(x)
        ? `Even later ging ${x.h.name} lekker op de bank zitten, met een kussen op schoot.`
        : `Even later ging ${x.h.name} dicht tegen ${helper(x)} aan zitten.`,
    (x) => `De dag ging verder voor ${x.h.name}.`,
  ],
  homePlay: {
    arrive: [
      (x) => `${x.h.name} speelde thuis met een mand vol lievelingsspeelgoed.`,
      // (Nothing built with a grown-up the parent did not write: a plain moment of play.)
      (x) => `${andWho(x)} ${vw(x, 'speelde', 'speelden')} nog even rustig thuis, zomaar, zonder haast.`,
      (x) => `${x.h.name} ging op het kleed zitten en kiepte de speelgoedkist leeg.`,
      (x) => `${x.h.name} keek even uit het raam en bedacht toen een spelletje.`,
    ],
    do: [
      (x) => `${He(x)} hield een theekransje voor de knuffels, met piepkleine kopjes en bordjes.`,
      (x) => `${He(x)} reed een autootje over de wegen van het speelkleed, brrrm, brrrm.`,
      (x) => `${He(x)} maakte een bedje voor het speelgoedkonijn in een schoenendoos.`,
      (x) => `${He(x)} speelde kiekeboe achter het gordijn.`,
    ],
    sense: [
      () => 'Het was stil en warm, en de klok tikte zachtjes.',
      // (No rug: play at home may be outdoors, the car washed on the drive.)
      () => 'Er was nog heel veel tijd om te spelen.',
      () => 'Het speelgoed stond in een vrolijk rijtje.',
      () => 'Buiten dreven de wolken voorbij, langzaam en wollig.',
    ],
  },
  // A quiet time may be the morning of a sick or sad day as well as its afternoon: no time of day in its lines.
  quiet: {
    arrive: [
      (x) =>
        grown(x)
          ? `${x.h.name} kroop op de bank, lekker knus.`
          : `${x.h.name} kroop met ${helper(x)} lekker op de bank.`,
      // (No blanket of the story's own: the parent's sofa and blanket are told in the parent's words, once.)
      (x) =>
        grown(x)
          ? `${x.h.name} zat lekker stil, dicht bij iemand die van ${x.h.hem} hield.`
          : `${x.h.name} zat lekker dicht tegen ${helper(x)} aan.`,
      (x) =>
        grown(x)
          ? `Het was een rustige tijd, en ${x.h.name} bleef lekker dicht bij huis.`
          : `Het was een rustige tijd, en ${x.h.name} bleef dicht bij ${helper(x)}.`,
    ],
    do: [
      (x) =>
        grown(x)
          ? `${He(x)} bladerde door een lievelingsboek, langzaam, bladzijde voor bladzijde.`
          : 'Ze lazen samen een lievelingsboek, langzaam, bladzijde voor bladzijde.',
      // (Nothing made or played that the parent did not write: a quiet time may be a fever on the sofa.)
      (x) => `${He(x)} hield ${x.h.zijn} knuffel stevig vast en keek een beetje rond.`,
      (x) => `${He(x)} lag heel stil en deed even ${x.h.zijn} ogen dicht.`,
    ],
    sense: [
      () => 'Het was rustig en warm in de kamer.',
      () => 'De klok tikte zachtjes, tik, tak, tik, tak.',
      () => 'Een knuffel en een beetje rust maakten alles een klein beetje beter.',
    ],
  },

  problems: {
    lostToy: {
      uhOh: [
        [
          (x) => `Maar toen keek ${x.h.hij} om zich heen: het kleine knuffeltje was weg!`,
          (x) => `Opeens merkte ${x.h.hij} dat ${x.h.zijn} speelgoedkonijntje er niet meer was.`,
        ],
        [
          (x) => `${He(x)} keek onder dingen en achter dingen, maar het was nergens te zien.`,
          (x) => `“Waar ben je?” riep ${x.h.hij} zachtjes.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `“Laten we samen zoeken”, ${v(x.helper, 'zei', 'zeiden')} ${helper(x)} tegen ${x.h.name}, en ze zochten rustig, plekje voor plekje.`,
          (x) => `${Helper(x)} ${v(x.helper, 'pakte', 'pakten')} de hand van ${x.h.name}, en ze liepen samen terug.`,
        ],
        [
          () => 'En daar was het, het gluurde om een hoekje!',
          () => 'Daar zat het, in een stil hoekje, te wachten tot het gevonden werd.',
        ],
      ],
    },
    spill: {
      uhOh: [
        [() => 'Oeps!', (x) => `Oeps, ${x.h.zijn} elleboog stootte tegen de beker.`],
        [
          () => 'De beker viel om, en er kwam een plas op tafel.',
          () => 'Plens, de beker viel om, en het sap stroomde over de vloer.',
        ],
      ],
      fix: [
        [
          (x) =>
            `“Geeft niks, dat kan gebeuren”, ${v(x.helper, 'zei', 'zeiden')} ${helper(x)} met een lieve glimlach tegen ${x.h.name}.`,
          (x) =>
            `${Helper(x)} ${v(x.helper, 'haalde', 'haalden')} een doekje en ${v(x.helper, 'zei', 'zeiden')}: “Dat maken we weer schoon.”`,
        ],
        [
          () => 'Samen veegden ze alles op, zwiep, zwiep, zwiep.',
          (x) => `${He(x)} hielp elke druppel op te dweilen, tot alles weer droog was.`,
        ],
      ],
    },
    tower: {
      uhOh: [
        [
          // (No blocks the parent did not write: a pile of anything, at nursery, at home or outside.)
          (x) => `${He(x)} stapelde iets heel hoog op, en het wiebelde, wiebel, wiebel.`,
          (x) => `${He(x)} maakte een stapel, hoger en hoger, en die begon te zwaaien.`,
        ],
        [() => 'Boem, daar viel alles om!', () => 'Toen viel alles om, met een groot gekletter.'],
      ],
      fix: [
        [
          (x) =>
            `“Zullen we het nog eens proberen, nog mooier?” ${v(x.helper, 'vroeg', 'vroegen')} ${helper(x)} aan ${x.h.name}.`,
          (x) =>
            `${Helper(x)} ${v(x.helper, 'ging', 'gingen')} naast ${x.h.name} zitten en ${v(x.helper, 'hielp', 'hielpen')} mee bouwen.`,
        ],
        [
          () => 'Deze keer maakten ze de onderkant lekker breed, en alles stond heel stevig.',
          () => 'Stukje voor stukje groeide de nieuwe stapel, nog sterker dan eerst.',
        ],
      ],
    },
    balloon: {
      uhOh: [
        [
          (x) => `Net op dat moment glipte het touwtje van ${x.h.zijn} ballon uit ${x.h.zijn} hand.`,
          (x) => `Een windvlaag trok aan ${x.h.zijn} ballon, en het touwtje glipte weg.`,
        ],
        [
          () => 'Omhoog, omhoog zweefde hij, helemaal tot in de takken van een boom.',
          () => 'Hij zweefde omhoog en bleef in een boom hangen, veel te hoog om te pakken.',
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'rekte', 'rekten')} zich voor ${x.h.name} heel ver uit en ${v(x.helper, 'pakte', 'pakten')} het touwtje.`,
          (x) => `Een lange, lieve meneer zag wat er gebeurde en trok hem voor ${x.h.name} voorzichtig naar beneden.`,
        ],
        [
          (x) => `Deze keer knoopten ze het touwtje om ${x.h.zijn} pols, stevig en veilig.`,
          () => 'De ballon dobberde weer naar beneden, en iedereen juichte.',
        ],
      ],
    },
    timeToStop: {
      uhOh: [
        [
          (x) => `Toen was het tijd om te stoppen, en ${x.h.name} wilde dat het nooit ophield.`,
          (x) => `Het was bijna afgelopen, maar ${x.h.name} wilde nog heel even doorgaan.`,
        ],
        [
          (x) => `“Nog heel even!” zei ${x.h.hij}.`,
          (x) => `${He(x)} hield zich stevig vast en schudde ${x.h.zijn} hoofd: nog niet!`,
        ],
      ],
      fix: [
        [
          (x) =>
            pal(x)
              ? `${Helper(x)} ${v(x.helper, 'giechelde', 'giechelden')} en ${v(x.helper, 'fluisterde', 'fluisterden')}: “Dat was zo leuk, hè?”`
              : `${Helper(x)} ${v(x.helper, 'lachte', 'lachten')} en ${v(x.helper, 'zei', 'zeiden')}: “We doen het gauw nog een keer.”`,
          (x) => `${Helper(x)} ${v(x.helper, 'zei', 'zeiden')} zacht: “Leuke dingen komen terug, let maar op.”`,
        ],
        [
          (x) => `Dus mocht ${x.h.name} nog één keertje, en toen zei ${x.h.hij}: “Dag, tot de volgende keer!”`,
          () => 'Nog één keertje, één diepe zucht, en toen was het tijd voor wat er daarna kwam.',
        ],
      ],
    },
    timeToGo: {
      uhOh: [
        [
          (x) => `Toen was het tijd om te gaan, maar ${x.h.name} wilde nog helemaal niet weg.`,
          (x) => `Het was bijna tijd om te gaan, en ${x.h.name} wilde nog zo graag blijven.`,
        ],
        [
          (x) => `“Nog één keer!” zei ${x.h.hij}, en ${x.h.hij} hield zich stevig vast.`,
          (x) => `${He(x)} ging op de grond zitten en wilde geen stap meer zetten.`,
        ],
      ],
      fix: [
        [
          (x) =>
            pal(x)
              ? `${Helper(x)} ${v(x.helper, 'kroop', 'kropen')} dicht tegen ${x.h.name} aan en ${v(x.helper, 'fluisterde', 'fluisterden')}: “Dat was fijn, hè?”`
              : `${Helper(x)} ${v(x.helper, 'ging', 'gingen')} op de hurken zitten en ${v(x.helper, 'zei', 'zeiden')}: “Nog één keer, en dan zwaaien we gedag.”`,
          (x) =>
            pal(x)
              ? `${Helper(x)} ${v(x.helper, 'zwaaide', 'zwaaiden')} alvast mee, en dat hielp een beetje.`
              : `${Helper(x)} ${v(x.helper, 'zei', 'zeiden')} zacht: “We komen gauw weer terug.”`,
        ],
        [
          (x) => `Dus mocht ${x.h.name} nog één keer, en toen zwaaide ${x.h.hij}: dag, dag, tot gauw!`,
          () => 'Nog één keer kijken, nog één keer zwaaien, en toen gingen ze hand in hand op weg.',
        ],
      ],
    },
    turns: {
      uhOh: [
        [
          (x) => `Toen wilden ${strong(x)} en een ander kindje allebei dezelfde rode bal.`,
          (x) => `Een ander kindje wilde precies hetzelfde speeltje, en ${he(x)} wilde het ook.`,
        ],
        [
          (x) => `“Van mij!” zei ${x.h.hij}, en “Van mij!” zei het andere kindje, en ze werden allebei boos.`,
          () => 'Ze trokken allebei, en niemand lachte meer.',
        ],
      ],
      fix: [
        [
          (x) =>
            pal(x)
              ? `${Helper(x)} ${v(x.helper, 'keek', 'keken')} stil toe, en ${x.h.name} haalde diep adem.`
              : `${Helper(x)} ${v(x.helper, 'ging', 'gingen')} op de hurken zitten en ${v(x.helper, 'zei', 'zeiden')}: “Zullen jullie om de beurt spelen?”`,
          (x) => `${x.h.name} en het andere kindje hielden op, haalden diep adem en besloten om te delen.`,
        ],
        [
          (x) => `Eerst mocht de een, toen de ander, en algauw lachten ${strong(x)} en het andere kindje samen.`,
          () => 'Ze speelden er samen mee, en samen was het veel leuker.',
        ],
      ],
    },
    windHat: {
      uhOh: [
        [
          (x) => `Woesj, daar kwam een grote windvlaag, en die blies ${x.h.zijn} muts zomaar van ${x.h.zijn} hoofd!`,
          (x) => `Opeens woei het hard, en ${x.h.zijn} muts vloog weg.`,
        ],
        [
          () => 'Hij tuimelde en rolde over het gras, steeds verder weg.',
          () => 'De muts danste weg, sneller dan kleine beentjes konden rennen.',
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'rende', 'renden')} erachteraan, hup, hup, en ${v(x.helper, 'greep', 'grepen')} hem bij de rand.`,
          (x) => `${AndHelper(x)} renden er samen achteraan, tot hij bij een struik bleef liggen.`,
        ],
        [
          (x) => `De muts ging weer op ${x.h.zijn} hoofd, lekker ver over de oortjes.`,
          () => 'Ze lachten om de gekke wind en hielden de muts daarna goed vast.',
        ],
      ],
    },
    splash: {
      uhOh: [
        [
          () => 'Toen kwam er een grote plens water precies in een klein gezichtje.',
          (x) => `Plets, het water kwam in ${x.h.zijn} ogen, en dat prikte een beetje.`,
        ],
        [
          (x) => `${He(x)} knipperde en knipperde en moest er bijna van huilen.`,
          (x) => `${He(x)} vond dat helemaal niet fijn.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'wikkelde', 'wikkelden')} ${x.h.name} in een zachte handdoek en ${v(x.helper, 'depte', 'depten')} de oogjes droog.`,
          (x) =>
            `“Kom, we vegen je gezicht af”, ${v(x.helper, 'zei', 'zeiden')} ${helper(x)} tegen ${x.h.name}, en ${v(x.helper, 'pakte', 'pakten')} een zacht, droog doekje.`,
        ],
        [
          (x) => `${He(x)} knipperde nog eens, en alles was weer helder en licht.`,
          () => 'Algauw was het prikken weg, en het water was weer vriendelijk.',
        ],
      ],
    },
    floatAway: {
      uhOh: [
        [
          (x) => `${cap(x.h.zijn)} bootje dreef weg over het water.`,
          (x) => `O nee, ${x.h.zijn} speelgoedeendje dreef weg, verder en verder.`,
        ],
        [
          () => 'Het dobberde naar een plek waar kleine armpjes niet bij konden.',
          () => 'Dobber, dobber, ging het, bij elk golfje een stukje verder weg.',
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'maakte', 'maakten')} voor ${x.h.name} met een hand zachte golfjes om het terug te duwen.`,
          (x) => `${AndHelper(x)} bliezen samen over het water, fffuu, fffuu.`,
        ],
        [
          () => 'Langzaam, heel langzaam dreef het terug, zo in de wachtende handjes.',
          (x) => `Daar kwam het terug, dobber, dobber, en ${x.h.hij} hield het stevig vast.`,
        ],
      ],
    },
    shyHello: {
      uhOh: [
        [
          (x) => `Er waren zoveel nieuwe gezichten dat ${he(x)} een beetje verlegen werd.`,
          (x) => `Opeens wilde ${x.h.hij} helemaal geen hallo meer zeggen.`,
        ],
        [
          (x) => `${He(x)} verstopte zich achter iemands been en hield zich stevig vast.`,
          (x) => `${He(x)} wilde naar huis en ${x.h.zijn} gezicht in een zachte trui stoppen.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `“Het is niet erg om verlegen te zijn”, ${v(x.helper, 'zei', 'zeiden')} ${helper(x)}, en ${v(x.helper, 'bleef', 'bleven')} dicht bij ${x.h.name}.`,
          (x) =>
            `${Helper(x)} ${v(x.helper, 'ging', 'gingen')} op de hurken zitten en ${v(x.helper, 'zei', 'zeiden')}: “Neem maar rustig de tijd.”`,
        ],
        [
          (x) => `Na een poosje zwaaide ${x.h.hij} een klein beetje, en iemand zwaaide terug.`,
          (x) => `Beetje bij beetje voelde ${x.h.hij} zich dapper genoeg om zachtjes hallo te zeggen.`,
        ],
      ],
    },
    wobble: {
      uhOh: [
        [
          (x) => `${He(x)} wiebelde naar deze kant, en wiebelde naar die kant.`,
          (x) => `${He(x)} ging een beetje te snel en begon te wiebelen.`,
        ],
        [
          () => 'Boem, op de zachte grond, met een klein ‘oh’.',
          (x) => `${He(x)} plofte met een bons op de grond en keek heel verbaasd.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'was', 'waren')} er meteen en ${v(x.helper, 'hielp', 'hielpen')} ${him(x)} overeind.`,
          (x) =>
            `${Helper(x)} ${v(x.helper, 'hielp', 'hielpen')} ${him(x)} overeind en ${v(x.helper, 'klopte', 'klopten')} het stof eraf.`,
        ],
        [
          () => 'Ze probeerden het nog een keer, nu heel rustig, en het ging precies goed.',
          (x) => `“Rustig aan”, zei ${x.h.hij} tegen zichzelf, en daar ging ${x.h.hij} weer.`,
        ],
      ],
    },
    missingPiece: {
      uhOh: [
        [
          () => 'Maar er was iets kwijt, en het lag niet op zijn plekje.',
          (x) => `${He(x)} zocht en zocht, maar het was er gewoon niet.`,
        ],
        [
          (x) => `“Waar is het nou?” vroeg ${x.h.hij} met een klein stemmetje.`,
          (x) => `${He(x)} voelde zich een beetje boos en een beetje verdrietig.`,
        ],
      ],
      fix: [
        [
          (x) => `${Helper(x)} ${v(x.helper, 'tilde', 'tilden')} de kussens op, en ${x.h.name} keek onder de tafel.`,
          (x) =>
            `“Laten we speurneuzen zijn”, ${v(x.helper, 'zei', 'zeiden')} ${helper(x)} tegen ${x.h.name}, en ze zochten samen.`,
        ],
        [
          () => 'Daar lag het, verstopt onder het kleed!',
          () => 'Eindelijk vonden ze het, het plakte onder aan een sok.',
        ],
      ],
    },
    rollAway: {
      uhOh: [
        [
          // (Nothing the parent did not write, no ball nor apple: something small of any day, indoors or out.)
          (x) => `Toen glipte er iets kleins uit ${x.h.zijn} handje, en het rolde weg, steeds verder.`,
          (x) => `Oeps, iets kleins viel uit ${x.h.zijn} handje en rolde weg.`,
        ],
        [
          () => 'Het rolde ergens onder, te ver weg en te donker om erbij te kunnen.',
          // It rolls under something: the comfort reaches under it (`stak een arm eronder`, `met een lange stok`).
          () => 'Rol, rol, rol, ging het, helemaal ergens onder.',
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'ging', 'gingen')} voor ${x.h.name} op handen en knieën zitten en ${v(x.helper, 'stak', 'staken')} een arm eronder.`,
          (x) => `${AndHelper(x)} haalden het er met een lange stok onder vandaan.`,
        ],
        [
          () => 'Daar kwam het, een beetje stoffig, maar helemaal heel.',
          (x) => `${He(x)} hield het stevig vast en lachte.`,
        ],
      ],
    },
    fell: {
      uhOh: [
        [
          (x) =>
            `Toen struikelde ${x.h.hij} en viel${x.t ? ` ${x.t.de === 'de boom' ? 'uit' : 'van'} ${x.t.de}` : ''}, boem!`,
          (x) => `O jee, ${x.h.hij} verloor ${x.h.zijn} evenwicht${x.t ? ` op ${x.t.de}` : ''} en tuimelde om.`,
        ],
        [
          // (No sitting on after it: the parent may have said the child got straight up, `meteen weer opgestaan`.)
          // (No tears of its own either: the parent may have said there were none, `gevallen maar niet gehuild`; the
          // parent's own words tell the crying when there was some.)
          (x) => `Heel even was het stil, en ${x.h.hij} ${v(x.h, 'knipperde', 'knipperden')} met ${x.h.zijn} ogen.`,
          (x) => `Dat was flink schrikken, en ${x.h.hij} ${v(x.h, 'hield', 'hielden')} even ${x.h.zijn} adem in.`,
          // A fall the child laughed off, or one the parent said came without tears.
          (x) => `Dat was even schrikken, en ${x.h.hij} ${v(x.h, 'keek', 'keken')} heel verbaasd om zich heen.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'tilde', 'tilden')} ${x.h.name} op en ${v(x.helper, 'hield', 'hielden')} ${x.h.hem} dicht tegen zich aan.`,
          (x) =>
            `${Helper(x)} ${v(x.helper, 'kwam', 'kwamen')} aangerend en ${v(x.helper, 'gaf', 'gaven')} ${x.h.name} een grote, zachte knuffel.`,
        ],
        [
          () => 'Ze bleven even samen zitten, tot alles weer rustig voelde.',
          (x) => `Een kusje, een knuffel en even uitrusten, en toen voelde ${x.h.hij} zich beter.`,
        ],
      ],
    },
    hurt: {
      uhOh: [
        // Said of any small ouch, and after the parent's own words of it (a scraped knee, ice-cold fingers).
        // (No `Au` of its own: the parent's words often start with one, `Au, één keer sloeg Zuri op zijn duim`.)
        [() => 'Oei, dat deed even flink pijn.', () => 'Dat deed echt pijn, zeg!'],
        [
          (x) =>
            `${He(x)} ${v(x.h, 'trok', 'trokken')} een pijnlijk gezichtje en ${v(x.h, 'wreef', 'wreven')} over het zere plekje.`,
          (x) => `${He(x)} ${v(x.h, 'hield', 'hielden')} ${x.h.zijn} handje op het zere plekje.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'blies', 'bliezen')} zachtjes op het zere plekje van ${x.h.name} en ${v(x.helper, 'gaf', 'gaven')} er een kusje op.`,
          (x) =>
            `${Helper(x)} ${v(x.helper, 'troostte', 'troostten')} ${x.h.name} en ${v(x.helper, 'bleef', 'bleven')} dicht bij ${x.h.hem}.`,
        ],
        [
          (x) =>
            `“Het wordt zo weer beter”, ${v(x.helper, 'zei', 'zeiden')} ${helper(x)}, en het voelde al een beetje beter.`,
          () => 'Met een knuffel wordt een zeer plekje sneller beter, dat weet iedereen.',
        ],
      ],
    },
    cried: {
      uhOh: [
        [
          (x) => `Toen voelde ${x.h.hij} zich opeens heel, heel verdrietig.`,
          (x) => `Er zat ${him(x)} iets dwars, en de tranen kwamen.`,
        ],
        // (Sadness may be quiet: `was er heel stil van` has no tears that will not stop. Not `wilde niet meer spelen`:
        // the tears may come in the night.)
        [
          () => 'Het verdriet voelde groot en zwaar, helemaal vanbinnen.',
          (x) => `${He(x)} wilde alleen nog maar een knuffel.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'ging', 'gingen')} zitten en ${v(x.helper, 'hield', 'hielden')} ${x.h.name} dicht tegen zich aan, zonder haast.`,
          (x) =>
            `${Helper(x)} ${v(x.helper, 'zei', 'zeiden')}: “${x.helper.pl ? 'We zijn' : 'Ik ben'} bij je”, en ${v(x.helper, 'aaide', 'aaiden')} ${x.h.name} over de rug.`,
        ],
        [
          () => 'Ze ademden samen rustig in en uit, als een ballon.',
          () => 'Huilen mag, en na een tijdje droogden de tranen op.',
        ],
      ],
    },
    lost: {
      uhOh: [
        [
          (x) => `Maar toen merkte ${x.h.hij} dat er iets heel bijzonders kwijt was.`,
          (x) => (x.about ? `O nee, ${x.about.name} was kwijt!` : `O nee, ${x.h.zijn} lievelingsding was kwijt!`),
        ],
        [
          // (No searching: the parent's own `hele huis afgezocht` tells it, once.)
          (x) => `${He(x)} ${v(x.h, 'keek', 'keken')} om zich heen en ${v(x.h, 'maakte', 'maakten')} zich zorgen.`,
          // (Not `het` for what was lost: a pet or a cuddly is `hij`.)
          (x) =>
            `${x.about ? `${x.about.name} was` : 'Het was'} nergens te zien, en ${x.h.hij} ${v(x.h, 'maakte', 'maakten')} zich zorgen.`,
        ],
      ],
      fix: [
        [
          (x) => `${Helper(x)} ${v(x.helper, 'zei', 'zeiden')} tegen ${x.h.name}: “Kom, we zoeken samen, heel rustig.”`,
          (x) => `${Helper(x)} ${v(x.helper, 'hielp', 'hielpen')} ${x.h.name} bedenken waar ze allemaal waren geweest.`,
        ],
        [
          () => 'Samen zoeken ging veel beter dan alleen.',
          () => 'Ze zochten samen, en samen zoeken maakte de zorgen kleiner.',
        ],
      ],
    },
    scared: {
      uhOh: [
        [
          (x) => `${cap(x.h.zijn)} buik voelde kriebelig, en ${x.h.hij} wilde heel dicht bij iemand zijn.`,
          // (No `schrok` of its own: said after the parent's `was even heel erg geschrokken`, it would say it twice.)
          (x) => `${He(x)} wilde zich het liefst heel klein maken, zo klein als een muisje.`,
        ],
        [
          (x) => `${cap(x.h.zijn)} hartje ging bonk, bonk, bonk.`,
          (x) => `${He(x)} hield zich stevig vast en kneep ${x.h.zijn} ogen dicht.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'hield', 'hielden')} ${x.h.name} dicht tegen zich aan en ${v(x.helper, 'zei', 'zeiden')}: “Bij ${x.helper.pl ? 'ons' : 'mij'} ben je veilig.”`,
          (x) =>
            `${Helper(x)} ${v(x.helper, 'kwam', 'kwamen')} bij ${x.h.name} zitten en ${v(x.helper, 'praatte', 'praatten')} er rustig over.`,
        ],
        [
          () => 'Langzaam werd het bonkende hartje weer rustig.',
          () => 'Het nare gevoel werd kleiner en kleiner, tot het helemaal weg was.',
        ],
      ],
    },
    tantrum: {
      uhOh: [
        [
          (x) =>
            x.about
              ? `Toen ging het mis met ${x.about.name}, en ${x.h.hij} werd boos, echt heel, heel boos.`
              : `Toen werd ${x.h.hij} boos, echt heel, heel boos.`,
          // (Never `er ging iets mis`: after the parent's own cause, say the balloon flown off, it reads as a second trouble.)
          (x) => `Toen werd ${x.first ? x.h.name : x.h.hij} zo boos dat ${x.h.hij} met ${x.h.zijn} voeten stampte.`,
        ],
        [
          (x) => `${He(x)} riep “Nee!”, en het boze gevoel werd nog groter.`,
          (x) => `${He(x)} voelde zich vanbinnen heet en mopperig.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'bleef', 'bleven')} dicht bij ${x.h.name} en ${v(x.helper, 'wachtte', 'wachtten')}, rustig en lief.`,
          (x) => `${Helper(x)} ${v(x.helper, 'zei', 'zeiden')} tegen ${x.h.name}: “Je bent boos, en dat mag.”`,
        ],
        // A quarrel with someone (`about`: a sister, a brother, a friend) ends in a sorry and making up; a plain tantrum
        // just blows over. Said as parents say it (`er werd sorry gezegd`): the parent's own `sorry gezegd` is then told
        // already, not a second time beside it.
        [
          (x) =>
            x.about
              ? 'Toen werd er sorry gezegd, en ze gaven elkaar een dikke knuffel.'
              : 'Ze bliezen het boze gevoel weg als kaarsjes, fffuu, fffuu, fffuu.',
          (x) =>
            x.about
              ? 'Er werd sorry gezegd en een dikke knuffel gegeven, en toen was het weer goed.'
              : 'Na een dikke knuffel werd het boze gevoel kleiner, en toen was het weer goed.',
        ],
      ],
    },
    broke: {
      uhOh: [
        // True of a toy in pieces and of a cuddly with a hole or a tear alike: no `krak`, no pieces, and nothing held
        // (a cup in pieces is not held tight).
        [() => 'Toen, o nee, ging er iets kapot!', () => 'O nee, daar ging iets kapot.'],
        [
          (x) => `${He(x)} keek ernaar en werd heel verdrietig.`,
          (x) => `${He(x)} keek er stilletjes naar en wist niet wat ${x.h.hij} moest doen.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'zei', 'zeiden')} tegen ${x.h.name}: “Laten we eens kijken wat we kunnen doen.”`,
          (x) =>
            `${Helper(x)} ${v(x.helper, 'sloeg', 'sloegen')} een arm om ${x.h.name} heen en ${v(x.helper, 'keek', 'keken')} mee.`,
        ],
        [
          () => 'Sommige dingen kun je maken, en van sommige hou je gewoon zoals ze zijn.',
          () => 'Samen keken ze heel voorzichtig of het nog te maken was.',
        ],
      ],
    },
    messy: {
      uhOh: [
        // Na de eigen woorden van de ouder over de rommel (bloem, modder, zand, een ijsje): waar voor elk ervan.
        [() => 'Oei, wat een boel!', () => 'Oei, van top tot teen!'],
        [
          (x) => `${He(x)} keek naar ${x.h.zijn} handjes en ${x.h.zijn} buik en trok ${x.h.zijn} neus op.`,
          () => 'Vieze handjes, een vies neusje, en overal vlekjes.',
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'moest', 'moesten')} lachen en ${v(x.helper, 'haalde', 'haalden')} een warm washandje.`,
          (x) => `“Geeft niks”, ${v(x.helper, 'zei', 'zeiden')} ${helper(x)}, “dat wassen we er zo af.”`,
        ],
        [
          () => 'Poets, poets, een neus, twee handjes, tien vingers, en alles was weer schoon.',
          (x) => `${He(x)} hield zich heel stil, en algauw was alles weer schoon.`,
        ],
      ],
    },
    spilled: {
      uhOh: [
        // Neutral words: the mess may be a cup of milk or a potty-training accident (`een ongelukje in zn broek`).
        [() => 'Oeps, dat ging even mis!', () => 'Oeps, dat was niet de bedoeling.'],
        [(x) => `${He(x)} keek ervan op en voelde zich even naar.`, () => 'Er was een klein verdrietig gezichtje.'],
      ],
      fix: [
        [
          (x) =>
            `“Dat kan gebeuren”, ${v(x.helper, 'zei', 'zeiden')} ${helper(x)} tegen ${x.h.name}, en ${v(x.helper, 'haalde', 'haalden')} een doekje.`,
          (x) =>
            `${Helper(x)} ${v(x.helper, 'glimlachte', 'glimlachten')} en ${v(x.helper, 'zei', 'zeiden')}: “We ruimen het samen op.”`,
        ],
        [
          () => 'Zwiep, zwiep, en alles was weer schoon.',
          (x) => `${He(x)} hielp mee met opruimen, en algauw was het weer goed.`,
        ],
      ],
    },
    shy: {
      uhOh: [
        [
          (x) => `${He(x)} verstopte ${x.h.zijn} gezichtje even achter ${x.h.zijn} handjes.`,
          // (Not who the child held on to: on a first day it is the grown-up at the door, whom the parent's words tell.)
          (x) => `${He(x)} voelde zich even heel klein.`,
        ],
        [
          // Not a second `wilde niet loslaten` after the first line's `wilde … niet meer loslaten`.
          (x) => `${He(x)} werd heel stil, en ${x.h.zijn} wangetjes werden rood.`,
          (x) => `${cap(x.h.hij)} ${v(x.h, 'keek', 'keken')} eerst alleen maar, heel stil.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'bleef', 'bleven')} dicht bij ${x.h.name} en ${v(x.helper, 'zei', 'zeiden')}: “We hebben geen haast.”`,
          (x) => `“Je doet het zo goed”, ${v(x.helper, 'fluisterde', 'fluisterden')} ${helper(x)} tegen ${x.h.name}.`,
        ],
        [
          (x) => `Beetje bij beetje liet ${x.h.hij} los en begon ${x.h.hij} rond te kijken.`,
          () => 'Na een tijdje werd het verlegen gevoel kleiner.',
        ],
      ],
    },
    letDown: {
      uhOh: [
        // Said after the parent's own words of the plan that fell through, or in their place.
        // (True of a late train too, where the trip still went ahead: nothing said of it not happening.)
        [() => 'Jammer, het liep allemaal anders dan gedacht.', () => 'Ach, het ging niet zoals gepland.'],
        [
          (x) => `${He(x)} was een beetje teleurgesteld.`,
          (x) => `${x.h.name} ${v(x.h, 'keek', 'keken')} even heel sip.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'gaf', 'gaven')} ${x.h.name} een knuffel en ${v(x.helper, 'zei', 'zeiden')}: “Ik weet het, lieverd. Kom, we maken er samen iets moois van.”`,
          (x) => `${Helper(x)} ${v(x.helper, 'zei', 'zeiden')}: “Kom maar bij mij, samen is het minder erg.”`,
        ],
        [
          () => 'En al gauw was er weer iets fijns te doen, samen.',
          () => 'Beetje bij beetje ging het sippe gevoel weg.',
        ],
      ],
    },
    strange: {
      uhOh: [
        [
          (x) => `Alles voelde een beetje vreemd en nieuw voor ${x.h.name}.`,
          (x) => `${x.h.name} ${v(x.h, 'keek', 'keken')} om zich heen, en alles was net even anders.`,
        ],
        [
          // (Not `hield zich goed vast`: held on to what? A strange feeling makes a child quiet.)
          (x) => `${He(x)} werd er een beetje stil van.`,
          (x) => `Er zat een wiebelig, onzeker gevoel in ${x.h.zijn} buik.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'gaf', 'gaven')} ${x.h.name} een dikke knuffel en ${v(x.helper, 'zei', 'zeiden')}: “Nieuwe dingen voelen eerst een beetje raar.”`,
          (x) =>
            `${Helper(x)} ${v(x.helper, 'kwam', 'kwamen')} dicht bij ${x.h.name} zitten en ${v(x.helper, 'zei', 'zeiden')}: “Ik ben hier, bij jou.”`,
        ],
        [
          () => 'Beetje bij beetje werd het rare gevoel kleiner.',
          () => 'Langzaamaan voelde alles weer een beetje vertrouwd.',
        ],
      ],
    },
    stuck: {
      uhOh: [
        [
          () => 'O jee, het zat vast, en het wilde niet meer los.',
          (x) => `${x.h.name} ${v(x.h, 'trok', 'trokken')} en ${v(x.h, 'trok', 'trokken')}, maar het zat muurvast.`,
        ],
        [
          (x) =>
            `${x.h.name} ${v(x.h, 'keek', 'keken')} ernaar en ${v(x.h, 'werd', 'werden')} er een beetje ongerust van.`,
          (x) => `${x.h.name} ${v(x.h, 'wist', 'wisten')} niet wat te doen.`,
        ],
      ],
      fix: [
        [
          (x) => `${Helper(x)} ${v(x.helper, 'kwam', 'kwamen')} helpen, rustig en kalm.`,
          (x) => `${Helper(x)} ${v(x.helper, 'zei', 'zeiden')}: “Kom, we kijken samen wat we kunnen doen.”`,
        ],
        [
          () => 'Een beetje wiebelen, een beetje geduld, en toen was het opgelost.',
          () => 'Beetje bij beetje ging het ongeruste gevoel weg.',
        ],
      ],
    },
    tired: {
      uhOh: [
        [
          (x) => `Maar ${he(x)} was zo moe dat alles moeilijk voelde.`,
          (x) => `Toen werd ${x.h.hij} heel moe en een beetje mopperig.`,
        ],
        [
          (x) => `${cap(x.h.zijn)} ogen waren zwaar, en ${x.h.zijn} beentjes wilden niet meer lopen.`,
          (x) => `${He(x)} wreef in ${x.h.zijn} ogen en gaapte een grote gaap.`,
        ],
      ],
      fix: [
        [
          (x) => `${Helper(x)} ${v(x.helper, 'zei', 'zeiden')} tegen ${x.h.name}: “Laten we even uitrusten.”`,
          (x) => `${Helper(x)} ${v(x.helper, 'droeg', 'droegen')} ${x.h.name} naar een knus plekje.`,
        ],
        [
          () => 'Even rustig zitten en een slokje water hielpen heel goed.',
          (x) => `${He(x)} leunde achterover en werd weer rustig.`,
        ],
      ],
    },
    sick: {
      uhOh: [
        [
          (x) =>
            x.about
              ? `${cap(x.about.name)} was ziek, en daar maakte ${he(x)} zich zorgen om.`
              : `${He(x)} was vandaag ziek en voelde zich niet lekker.`,
          (x) =>
            x.about
              ? `${cap(x.about.name)} was ziek, en ${he(x)} dacht de hele tijd aan ${x.about.hem}.`
              : `${He(x)} was ziek en voelde zich slap en moe.`,
        ],
        [
          (x) => `${He(x)} wilde dicht bij iemand blijven, lekker rustig.`,
          (x) =>
            x.about
              ? `${He(x)} wilde alleen maar knuffelen, want het was verdrietig dat ${x.about.name} ziek was.`
              : `${He(x)} wilde alleen maar knuffelen en rusten.`,
        ],
      ],
      fix: [
        [
          // (Nowhere of the story's own: where the child lay ill is the parent's to tell.)
          // (No `bleef` either: the parent's own `papa is thuisgebleven` follows, and said it twice.)
          (x) =>
            `${Helper(x)} ${v(x.helper, 'gaf', 'gaven')} ${x.h.name} een zacht kusje en ${v(x.helper, 'hield', 'hielden')} ${x.h.hem} lekker warm.`,
          (x) =>
            `${Helper(x)} ${v(x.helper, 'zorgde', 'zorgden')} de hele dag heel goed voor ${x.h.name}, rustig en lief.`,
        ],
        [
          () => 'Er was een drankje, een koel washandje en heel veel rust.',
          () => 'Van rusten wordt een lijfje beetje bij beetje beter.',
        ],
      ],
    },
    hospital: {
      uhOh: [
        [
          // The doctor who sent the child there is not the one who lay in the hospital.
          (x) =>
            x.about && !/^(?:de )?(?:dokter|dokteres|huisarts|tandarts|verpleegkundige|zuster)$/iu.test(x.about.name)
              ? `${cap(x.about.name)} lag in het ziekenhuis, en dat maakte het een stille dag.`
              : `Vandaag was geen gewone dag, want ${he(x)} ging naar het ziekenhuis.`,
          (x) => `Toen ging ${he(x)} naar het ziekenhuis.`,
        ],
        [
          (x) => `Alles was daar nieuw, en ${x.h.hij} voelde zich een beetje ongerust.`,
          () => 'Het was er groot en druk, met heel veel nieuwe gezichten.',
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'bleef', 'bleven')} de hele tijd bij ${x.h.name} en ${v(x.helper, 'hield', 'hielden')} ${x.h.zijn} hand vast.`,
          () => 'De dokters en verpleegkundigen waren lief en voorzichtig en legden alles uit.',
        ],
        [
          () => 'Samen was alles een beetje minder spannend.',
          () => 'In het ziekenhuis wordt er heel goed gezorgd voor wie ziek is.',
        ],
      ],
    },
    vaccine: {
      uhOh: [
        [
          // Beside the parent's own words for the prick: how it went, not that there was one again.
          (x) => `${He(x)} deed ${x.h.zijn} mouw omhoog en hield ${x.h.zijn} arm heel stil.`,
          (x) => `De verpleegkundige gaf ${him(x)} een klein prikje in ${x.h.zijn} arm.`,
        ],
        [(x) => `Het deed even pijn, en ${x.h.hij} kneep ${x.h.zijn} ogen dicht.`, () => 'Au, het prikte heel even.'],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'hield', 'hielden')} ${x.h.name} dicht tegen zich aan en ${v(x.helper, 'zei', 'zeiden')}: “Het is al voorbij, lieverd.”`,
          (x) => `${Helper(x)} ${v(x.helper, 'gaf', 'gaven')} ${x.h.name} een dikke knuffel en een kusje op de arm.`,
        ],
        [
          () => 'Het prikken was snel weer over, en er was een glimmende sticker.',
          () => 'Door het prikje blijft een lijfje sterk en gezond.',
        ],
      ],
    },
    died: {
      uhOh: [
        [
          (x) =>
            x.about
              ? `${cap(x.about.name)} was doodgegaan, en daarom was het een verdrietige dag.`
              : `Vandaag was een verdrietige dag, want er was iemand doodgegaan van wie ${he(x)} veel hield.`,
          (x) =>
            `Vandaag kwam er verdrietig nieuws: ${x.about ? x.about.name : `iemand die ${he(x)} heel lief vond`} was doodgegaan.`,
        ],
        [
          // Not a second `daarom` right after the news's own (`…, en daarom was het een verdrietige dag`).
          // (In the story's past: `kwam`, never the present `komt`.)
          (x) => `Die kwam nooit meer terug, en dat maakte ${x.h.hem} heel verdrietig.`,
          (x) => `${He(x)} voelde zich stil en verdrietig vanbinnen.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'hield', 'hielden')} ${x.h.name} dicht tegen zich aan en ${v(x.helper, 'zei', 'zeiden')}: “Je mag verdrietig zijn.”`,
          (x) => `${Helper(x)} ${v(x.helper, 'bleef', 'bleven')} lang bij ${x.h.name} zitten, hand in hand.`,
        ],
        [
          () => 'Ze praatten over de fijne herinneringen, en dat voelde warm.',
          () => 'Liefde gaat niet weg, die blijft in ons hart.',
        ],
      ],
    },
    missing: {
      uhOh: [
        [
          (x) => `Vandaag miste ${he(x)} ${x.about ? x.about.name : 'iemand'} heel erg.`,
          (x) =>
            x.about
              ? `${cap(x.about.name)} was vandaag ver weg, en ${he(x)} miste ${x.about.hem} heel erg.`
              : `Iemand van wie ${he(x)} veel hield, was vandaag ver weg, en ${x.h.hij} miste die heel erg.`,
        ],
        [
          (x) => `${He(x)} voelde zich een beetje leeg en verdrietig vanbinnen.`,
          (x) => `${He(x)} wilde zo graag nu meteen een knuffel.`,
        ],
      ],
      fix: [
        [
          // Not the helper: on a day someone is missed, the day's grown-up may be the one who is away.
          // (True of someone away and of a grown-up ill at home, whom the child did not miss by distance.)
          (x) =>
            `${x.h.name} kreeg een dikke knuffel en hoorde: “Wat lief dat je zo aan ${x.about ? x.about.hem : 'iemand'} denkt. Het komt allemaal goed.”`,
          (x) => `${x.h.name} maakte een tekening met een groot hart, om straks te geven.`,
        ],
        [
          () => 'Wie je lief vindt, draag je in je hart, en die houdt ook van jou.',
          () => 'Ze bliezen een kusje de lucht in, helemaal tot aan de wolken.',
        ],
      ],
    },
    // Een ouder, broer of zus ziek thuis: eerst de zorgen om hen, dan de eigen zorg van het kind.
    nursing: {
      uhOh: [
        [
          (x) =>
            x.about
              ? `${cap(x.about.name)} ${v(x.about, 'was', 'waren')} vandaag ziek en moest${x.about.pl ? 'en' : ''} in bed blijven.`
              : 'Iemand thuis was vandaag ziek en moest in bed blijven.',
          (x) =>
            x.about
              ? `Vandaag ${v(x.about, 'was', 'waren')} ${x.about.name} te ziek om op te staan en te spelen.`
              : 'Vandaag was iemand thuis te ziek om op te staan en te spelen.',
        ],
        [
          (x) => `${He(x)} maakte zich een beetje zorgen, en het was heel stil in huis.`,
          (x) => `${He(x)} had zo graag met ${x.about ? x.about.hem : 'iemand'} gespeeld.`,
        ],
      ],
      fix: [
        [
          (x) => `${x.h.name} hielp heel lief voor ${x.about ? x.about.hem : 'iedereen'} te zorgen.`,
          (x) => `${x.h.name} speelde heel stilletjes, zodat ${x.about ? x.about.name : 'iedereen'} kon uitrusten.`,
        ],
        [
          (x) => `${x.about ? cap(x.about.name) : 'Iemand'} glimlachte slaperig en zei: “Dankjewel, lieverd.”`,
          (x) => `“Zo word ik vast snel weer beter,” fluisterde ${x.about ? x.about.name : 'een slaperige stem'}.`,
        ],
      ],
    },
    goodbye: {
      uhOh: [
        [
          () => 'Vandaag was een dag van afscheid nemen, en afscheid nemen is moeilijk.',
          (x) =>
            // A teacher named beside a goodbye at daycare is the one who stays (`juf ans zei …`), not the one leaving.
            x.about && /^(juf|meester|leidster|de juf)\b/iu.test(x.about.name)
              ? `${He(x)} moest afscheid nemen, en ${x.about.name} bleef bij ${him(x)}.`
              : x.about
                ? `${cap(x.about.name)} ging weg, en ${he(x)} moest afscheid nemen.`
                : `${He(x)} moest vandaag afscheid nemen.`,
        ],
        [
          (x) => `${He(x)} zwaaide en zwaaide, en voelde zich een beetje verdrietig.`,
          (x) => `${cap(x.h.zijn)} ogen werden nat, en ${x.h.hij} hield zich stevig vast.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'zei', 'zeiden')} tegen ${x.h.name}: “Het is niet erg om verdrietig te zijn als je afscheid neemt.”`,
          (x) => `${Helper(x)} ${v(x.helper, 'gaf', 'gaven')} ${x.h.name} de grootste, langste knuffel.`,
        ],
        [
          () => 'Wie je lief vindt, draag je mee in je hart, ook als die ver weg is.',
          () => 'Ze dachten aan alle fijne dingen die ze zouden onthouden.',
        ],
      ],
    },
  },
  worry: [
    (x) => `${He(x)} voelde zich een beetje wiebelig vanbinnen.`,
    () => 'O jee, o jee.',
    (x) => `${cap(x.h.zijn)} lip begon te trillen, heel eventjes.`,
    (x) => `${He(x)} wist niet wat ${x.h.hij} moest doen.`,
    () => 'Oei.',
    (x) => `${He(x)} stond heel stil en keek bezorgd.`,
    (x) => `${He(x)} trok een pruillipje.`,
    () => 'Wat nu?',
  ],
  homecoming: {
    uhOh: [
      [
        (x) =>
          x.about
            ? `${cap(x.about.name)} was een tijdje ver weg geweest, en ${x.h.name} had ${x.about.hem} heel erg gemist.`
            : `Iemand van wie ${x.h.name} veel hield, was ver weg geweest, en ${x.h.hij} had die heel erg gemist.`,
        (x) => `Dagenlang had ${x.h.name} ${x.about ? x.about.name : 'iemand'} heel erg gemist.`,
      ],
      [
        (x) => `${He(x)} had zich een beetje leeg gevoeld vanbinnen.`,
        (x) => `${He(x)} had elke dag zo graag een knuffel gewild.`,
      ],
    ],
    fix: [
      [
        (x) => (x.about ? `En toen kwam ${x.about.name} eindelijk thuis!` : 'En toen kwamen ze eindelijk thuis!'),
        (x) => (x.about ? `Eindelijk was ${x.about.name} weer thuis.` : 'Eindelijk waren ze weer thuis.'),
      ],
      [
        () => 'Het gemiste gevoel ging weg, en er kwam een blij, warm gevoel voor in de plaats.',
        () => 'Iedereen was weer samen, en zo voelde het precies goed.',
      ],
    ],
  },
  storm: {
    uhOh: [
      [
        () => 'Toen rommelde de donder, boem, en de regen kletterde naar beneden!',
        () => 'Krak, deed de donder, en de wind blies woesj, woesj!',
      ],
      [
        (x) => `Het was zo hard, en ${x.h.name} werd bang en hield zich stevig vast.`,
        (x) => `${He(x)} werd bang en hield ${x.h.zijn} handjes op ${x.h.zijn} oren.`,
      ],
    ],
    fix: [
      [
        (x) =>
          `${Helper(x)} ${v(x.helper, 'hield', 'hielden')} ${x.h.name} dicht tegen zich aan: “Dat zijn de wolken maar, die maken lawaai. Bij mij ben je veilig.”`,
        (x) =>
          `${Helper(x)} ${v(x.helper, 'gaf', 'gaven')} ${x.h.name} een dikke knuffel, en samen telden ze het gerommel.`,
      ],
      [
        () => 'Langzaam werd het onweer stiller en stiller, en toen trok het weg.',
        () => 'Rommel voor rommel ging de donder verder en verder weg.',
      ],
    ],
  },
  jealousy: {
    uhOh: [
      [
        (x) =>
          x.about
            ? `Iedereen keek alleen maar naar ${x.about.name}, en ${x.h.name} voelde zich een beetje vergeten.`
            : `Iedereen had het druk met iemand anders, en ${x.h.name} voelde zich een beetje vergeten.`,
        (x) =>
          x.about
            ? `Alle knuffels gingen naar ${x.about.name}, en ${x.h.name} werd een beetje jaloers.`
            : `Toen werd ${x.h.name} een beetje jaloers.`,
      ],
      [
        (x) => `${He(x)} wilde ook een knuffel, en ${x.h.zijn} lipje trilde.`,
        () => 'Vanbinnen groeide een mopperig, jaloers gevoel.',
      ],
    ],
    fix: [
      [
        (x) =>
          `${Helper(x)} ${v(x.helper, 'gaf', 'gaven')} ${x.h.name} een dikke knuffel: “Er is heel veel liefde voor jou, hoor.”`,
        (x) => `${Helper(x)} ${v(x.helper, 'maakte', 'maakten')} een plekje vrij voor ${x.h.name}, lekker dichtbij.`,
      ],
      [
        () => 'Er was liefde genoeg voor iedereen, en het jaloerse gevoel werd kleiner en kleiner.',
        () => 'Dicht tegen elkaar aan werd het jaloerse gevoel steeds kleiner.',
      ],
    ],
  },
  feelBetter: [
    (x) => `${He(x)} haalde diep adem, en het zorgelijke gevoel smolt weg.`,
    (x) => `${x.h.name} lachte weer, van oor tot oor.`,
    (x) => `Alles was weer goed, en ${x.h.hij} voelde zich warm vanbinnen.`,
    (x) => `${He(x)} gaf ${grown(x) ? 'iedereen' : helper(x)} een dankjewelknuffel.`,
    (x) => `Het werd weer licht en warm in ${x.h.zijn} hartje.`,
    (x) => `${He(x)} voelde zich weer licht als een veertje.`,
    (x) => `“Dankjewel”, zei ${x.h.name}, en ${x.h.zijn} ogen straalden.`,
    () => 'En zomaar was de dag weer vrolijk.',
    (x) => `${He(x)} slaakte een diepe zucht, pfoe, en giechelde.`,
    (x) => `${He(x)} voelde zich nu veel beter.`,
  ],
  comfort: [
    (x) => `Zo'n dag mag best moeilijk zijn, en ${x.h.hij} hoefde het niet alleen te doen.`,
    (x) => `${He(x)} was niet alleen, en er werd heel veel van ${x.h.hem} gehouden.`,
    () => 'Dicht bij iemand die van je houdt, wordt alles een beetje zachter.',
    (x) =>
      grown(x)
        ? `${He(x)} kroop lekker weg onder een zacht dekentje, warm en veilig.`
        : `${He(x)} kroop dicht tegen ${helper(x)} aan, warm en veilig.`,
    () => 'Alles voelde nu een beetje rustiger, stil en warm.',
    () => 'Sommige dagen zijn moeilijk, en dan is een knuffel extra fijn.',
    (x) => `${He(x)} legde ${x.h.zijn} hoofd op een zachte schouder en ademde rustig.`,
  ],

  things: {
    ducks: {
      noun: mv('de eendjes', 'een eendje'),
      goodnight: 'eendjes',
      lines: [
        (x) => `${He(x)} gooide kleine stukjes brood naar de eendjes, en daar kwamen ze al aangezwommen, kwak, kwak!`,
        () => 'De eendjes waggelden voorbij op een rijtje, kwak, kwak, kwak.',
      ],
    },
    dog: {
      noun: n('de hond', 'een hond'),
      goodnight: 'lieve hond',
      lines: [
        (x) => `Een vriendelijke hond kwam langs en kwispelde naar ${x.h.hem}, woef!`,
        (x) => `${He(x)} aaide heel voorzichtig een zachte hond, en die likte ${x.h.zijn} hand.`,
      ],
    },
    cat: {
      noun: n('de poes', 'een poes'),
      goodnight: 'poes',
      lines: [
        // (No sleeping cat: the parent's cat may be the one that scratched, `de poes heeft haar gekrabd`.)
        (x) => `Een poes keek ${x.first ? x.h.name : x.h.hem} aan met grote ogen, miauw.`,
        (x) => `${He(x)} zei hallo tegen een poes, en de poes zei miauw.`,
      ],
    },
    horse: {
      noun: n('het paard', 'een paard'),
      goodnight: 'paard',
      lines: [
        (x) => `Een groot bruin paard stak zijn zachte neus over het hek om ${x.h.hem} gedag te zeggen.`,
        () => 'Klip-klop, klip-klop, een pony draafde voorbij.',
      ],
    },
    cow: {
      noun: mv('de koeien', 'een koe'),
      goodnight: 'koeien',
      lines: [
        () => 'In de wei zei een koe boe, lang en langzaam.',
        (x) => `${He(x)} zwaaide naar de koeien, en eentje zwiepte met haar staart.`,
      ],
    },
    sheep: {
      noun: mv('de schaapjes', 'een schaapje'),
      goodnight: 'kleine lammetjes',
      lines: [
        () => 'Wollige schaapjes knabbelden aan het gras, bè, bè.',
        () => 'Een klein lammetje huppelde achter zijn mama aan.',
      ],
    },
    chickens: {
      noun: mv('de kippen', 'een kip'),
      goodnight: 'kippen',
      lines: [
        () => 'De kippen zeiden tok, tok, tok en pikten naar de graankorrels.',
        // (No egg found: parents tell the eggs themselves, `samen eitjes geraapt bij de kippen`, and it was told twice.)
        (x) => `${He(x)} keek hoe de kippen rondscharrelden en in het zand krabden.`,
      ],
    },
    fish: {
      noun: mv('de visjes', 'een visje'),
      goodnight: 'kleine visjes',
      lines: [
        // (No `visjes` of its own: a parent's `ving een klein visje` is then still told.)
        () => 'Onder water flitsten glimmende staartjes voorbij, flits, flits.',
        (x) => `${He(x)} keek hoe de goudvissen piepkleine belletjes bliezen.`,
      ],
    },
    birds: {
      noun: mv('de vogeltjes', 'een vogeltje'),
      goodnight: 'vogeltjes',
      lines: [
        () => 'Een klein vogeltje hupte dichterbij en zong, tjiep, tjiep.',
        // (No branches: the birds may be the gulls above a ferry's deck.)
        (x) => `${He(x)} keek hoe de vogeltjes hoog door de lucht vlogen.`,
      ],
    },
    butterfly: {
      noun: n('de vlinder', 'een vlinder'),
      goodnight: 'vlinder',
      lines: [
        () => 'Een vlinder landde op een bloem, fladder, fladder, en vloog weer weg.',
        (x) => `${He(x)} hield zich heel stil terwijl een lieveheersbeestje over ${x.h.zijn} vinger liep.`,
      ],
    },
    snail: {
      noun: n('de slak', 'een slak'),
      goodnight: 'kleine slak',
      lines: [
        (x) => `${He(x)} vond een slak die zijn huisje op zijn rug droeg, langzaam, heel langzaam.`,
        () => 'Een kronkelende worm kwam naar boven om de lucht te zien.',
      ],
    },
    rabbit: {
      noun: n('het konijn', 'een konijn'),
      goodnight: 'konijntje',
      lines: [
        () => 'Een konijn wiebelde met zijn neus en hupte weg, hop, hop.',
        (x) => `${He(x)} gaf een zacht konijn een stukje wortel, knabbel, knabbel.`,
      ],
    },
    guineaPig: {
      noun: n('de cavia', 'een cavia'),
      goodnight: 'caviaatje',
      lines: [
        () => 'Een cavia piepte, piep, piep, en knabbelde aan een blaadje.',
        (x) => `${He(x)} gaf de cavia een stukje komkommer, knabbel, knabbel.`,
      ],
    },
    hamster: {
      noun: n('de hamster', 'een hamster'),
      goodnight: 'hamstertje',
      lines: [
        () => 'Een hamster propte zijn wangen vol, tot ze helemaal bol stonden.',
        (x) => `${He(x)} keek hoe de hamster rondjes rende in zijn looprad.`,
      ],
    },
    tortoise: {
      noun: n('de schildpad', 'een schildpad'),
      goodnight: 'schildpadje',
      lines: [
        () => 'Een schildpad stak zijn kop uit zijn schild en liep verder, langzaam, heel langzaam.',
        (x) => `${He(x)} gaf de schildpad een blaadje sla, en hij at het heel langzaam op.`,
      ],
    },
    cake: {
      noun: n('de taart', 'een taart'),
      goodnight: 'lekkere taart',
      lines: [
        (x) => `Er was taart, en ${x.h.hij} at een stukje, met kruimels op ${x.h.zijn} neus.`,
        () => 'Er stond een grote taart met spikkels op tafel, mmm!',
      ],
    },
    icecream: {
      noun: n('een ijsje', 'een ijsje'),
      goodnight: 'ijsje',
      lines: [
        (x) => `${He(x)} kreeg een ijsje, koud en zoet, lik, lik.`,
        () => 'Het ijsje was zo koud dat kleine tandjes ervan tintelden.',
      ],
    },
    pancakes: {
      noun: mv('pannenkoeken', 'een pannenkoek'),
      goodnight: 'pannenkoeken',
      lines: [(x) => `${He(x)} at een warme pannenkoek, opgerold als een klein dekentje.`],
    },
    pasta: {
      noun: n('spaghetti'),
      goodnight: 'spaghetti',
      lines: [(x) => `${He(x)} draaide lange slierten spaghetti rond en rond om ${x.h.zijn} vork.`],
    },
    pizza: {
      noun: n('pizza', 'een pizza'),
      goodnight: 'pizza',
      lines: [() => 'De pizza was warm en vol gesmolten kaas, in kleine puntjes gesneden.'],
    },
    soup: {
      noun: n('soep'),
      goodnight: 'warme soep',
      lines: [(x) => `${He(x)} blies op de warme soep, fffuu, fffuu, en at alles op.`],
    },
    bread: {
      noun: mv('boterhammen', 'een boterham'),
      // (Whatever bread it was, a krentenbol or a tosti: no hagelslag the parent never wrote.)
      // (Nor bread fresh from the bakery, smelling of the oven: a sandwich at daycare is a sandwich.)
      goodnight: 'lekker brood',
      // (What was bitten is named: the line may stand scenes away from the parent's own roll or sandwich.)
      lines: [(x) => `${He(x)} nam een grote hap van het brood, hap, hap.`],
    },
    cookies: {
      noun: mv('de koekjes', 'een koekje'),
      goodnight: 'koekjes',
      lines: [(x) => `${He(x)} knabbelde aan een koekje, krak, krak, krak.`],
    },
    fruit: {
      noun: n('fruit'),
      goodnight: 'lekker fruit',
      lines: [() => 'Er was sappig fruit in een klein bakje, zoet en plakkerig.'],
    },
    strawberries: {
      noun: mv('aardbeien', 'een aardbei'),
      goodnight: 'aardbeien',
      lines: [(x) => `${He(x)} plukte rode aardbeien, eentje voor het bakje en eentje voor ${x.h.zijn} mond.`],
    },
    apple: {
      noun: n('een appel', 'een appel'),
      goodnight: 'rode appel',
      lines: [(x) => `${He(x)} knabbelde aan een glimmende rode appel.`],
    },
    banana: {
      noun: n('een banaan', 'een banaan'),
      goodnight: 'banaan',
      lines: [(x) => `${He(x)} pelde helemaal zelf een banaan.`],
    },
    picnic: {
      noun: n('de picknick', 'een picknick'),
      goodnight: 'picknickkleed',
      lines: [() => 'Ze picknickten op een geruit kleed, met boterhammen en sap.'],
    },
    ball: {
      noun: n('de bal', 'een bal'),
      goodnight: 'stuiterbal',
      lines: [(x) => `${He(x)} schopte tegen een bal, en die stuiterde weg, boing, boing, boing.`],
    },
    balloon: {
      noun: n('de ballon', 'een ballon'),
      goodnight: 'ballon',
      // (No balloon held before the parent's words give one: `kreeg een ballon` at the end of a visit.)
      lines: [() => 'Een ballon dobberde aan een touwtje, heen en weer, heen en weer.'],
    },
    kite: {
      noun: n('de vlieger', 'een vlieger'),
      goodnight: 'vlieger',
      lines: [() => 'Een vlieger danste hoog in de lucht, met een wiebelende staart.'],
    },
    bubbles: {
      noun: mv('de bellen', 'een bel'),
      goodnight: 'zeepbellen',
      lines: [(x) => `${He(x)} blies bellen die wegzweefden en dan plop deden.`],
    },
    blocks: {
      noun: mv('de blokken', 'een blok'),
      goodnight: 'blokken',
      lines: [(x) => `${He(x)} stapelde de blokken, hoger en hoger.`],
    },
    puzzle: {
      noun: n('de puzzel', 'een puzzel'),
      goodnight: 'puzzel',
      // (Not the last piece: a puzzle may be the day's unfinished trouble, `kreeg zn puzzel ni af`.)
      lines: [(x) => `${He(x)} draaide een puzzelstukje om en om, en klik, daar paste het.`],
    },
    book: {
      noun: n('het boek', 'een boek'),
      goodnight: 'verhaaltjesboek',
      lines: [() => 'Er was een verhaaltje met veel plaatjes, en iedereen luisterde.'],
    },
    drawing: {
      noun: n('de tekening', 'een tekening'),
      goodnight: 'kleurpotloden',
      lines: [(x) => `${He(x)} maakte een tekening in grote, vrolijke kleuren.`],
    },
    doll: {
      noun: n('de pop', 'een pop'),
      goodnight: 'poppetje',
      lines: [(x) => `${He(x)} wiegde de pop zachtjes in ${x.h.zijn} armen.`],
    },
    teddy: {
      noun: n('de knuffel', 'een knuffel'),
      goodnight: 'knuffel',
      lines: [(x) => `${He(x)} hield ${x.h.zijn} knuffel lekker dicht tegen zich aan.`],
    },
    toyCar: {
      noun: n('het autootje', 'een autootje'),
      goodnight: 'autootje',
      lines: [(x) => `${He(x)} liet een autootje over de vloer racen, brrrm, brrrm.`],
    },
    sandcastle: {
      noun: n('het zandkasteel', 'een zandkasteel'),
      goodnight: 'zandkasteel',
      lines: [(x) => `${He(x)} klopte het zand tot een klein rond kasteeltje.`],
    },
    swing: {
      noun: n('de schommel', 'een schommel'),
      goodnight: 'schommel',
      lines: [(x) => `${He(x)} schommelde hoog, wieee, en weer laag.`],
    },
    slide: {
      noun: n('de glijbaan', 'een glijbaan'),
      goodnight: 'glijbaan',
      // A slide that ends well: said before a real fall too, it is no second bump.
      lines: [(x) => `${He(x)} gleed van de glijbaan, zoef, helemaal naar beneden.`],
    },
    song: {
      noun: n('het liedje', 'een liedje'),
      goodnight: 'vrolijke liedjes',
      lines: [(x) => `${He(x)} zong een liedje, lalala.`],
    },
    scooter: {
      noun: n('de step', 'een step'),
      goodnight: 'step',
      lines: [(x) => `${He(x)} reed op ${x.h.zijn} step, duw, duw, zoef.`],
    },
    bike: {
      noun: n('de fiets', 'een fiets'),
      goodnight: 'fiets',
      lines: [(x) => `${He(x)} fietste op ${x.h.zijn} fietsje, en de wieltjes draaiden rond en rond.`],
    },
    boat: {
      noun: n('het bootje', 'een bootje'),
      goodnight: 'bootje',
      lines: [() => 'Een bootje dobberde op het water, op en neer.'],
    },
    tractor: {
      noun: n('de tractor', 'een tractor'),
      goodnight: 'grote tractor',
      lines: [() => 'Een grote tractor ronkte voorbij, brom, brom, brom.'],
    },
    bus: {
      noun: n('de bus', 'een bus'),
      goodnight: 'grote bus',
      // (No ride of its own: told beside the parent's `met de bus terug naar huis`, it would ride the bus twice.)
      lines: [() => 'Een grote bus kwam de hoek om, brom, brom, en de deuren gingen open, pssst.'],
    },
    train: {
      noun: n('de trein', 'een trein'),
      goodnight: 'tsjoek-tsjoektrein',
      lines: [() => 'Er reed een trein voorbij, tsjoek-tsjoek, tadam-tadam.'],
    },
    car: {
      noun: n('de auto', 'een auto'),
      goodnight: 'auto',
      lines: [(x) => `${He(x)} zat in ${x.h.zijn} autostoeltje en keek naar de wereld die voorbijging.`],
    },
    plane: {
      noun: n('het vliegtuig', 'een vliegtuig'),
      goodnight: 'vliegtuig',
      lines: [(x) => `${He(x)} zag een groot vliegtuig met glimmende vleugels, zoem, zoem.`],
    },
    rain: {
      noun: n('de regen'),
      goodnight: 'regen',
      lines: [() => 'De regen tikte tegen het raam, tikketikketik.'],
    },
    puddle: {
      noun: mv('de plassen', 'een plas'),
      goodnight: 'plassen',
      lines: [(x) => `${He(x)} sprong in een plas, plets!`],
    },
    snow: {
      noun: n('de sneeuw'),
      goodnight: 'sneeuwvlokjes',
      lines: [() => 'Zachte sneeuwvlokjes dwarrelden naar beneden, langzaam en wit.'],
    },
    sun: {
      noun: n('de zon'),
      goodnight: 'zonnetje',
      lines: [() => 'Er was een warm, stralend zonnetje.'],
    },
    wind: {
      noun: n('de wind'),
      goodnight: 'wind',
      lines: [() => 'De wind waaide hard, oehoe, oehoe, en de blaadjes dansten.'],
    },
    rainbow: {
      noun: n('de regenboog', 'een regenboog'),
      goodnight: 'regenboog',
      lines: [() => 'Er was ook een regenboog, rood, geel, groen en blauw.'],
    },
    flowers: {
      noun: mv('de bloemen', 'een bloem'),
      goodnight: 'bloemen',
      lines: [(x) => `${He(x)} rook aan de bloemen, snuf, snuf, mmm.`],
    },
    leaves: {
      noun: mv('de blaadjes', 'een blaadje'),
      goodnight: 'ritselende blaadjes',
      lines: [(x) => `${He(x)} schopte door de blaadjes, ritsel, knisper, ritsel.`],
    },
    shells: {
      noun: mv('de schelpjes', 'een schelpje'),
      goodnight: 'schelpjes',
      lines: [(x) => `${He(x)} vond een schelpje en hield het tegen ${x.h.zijn} oor.`],
    },
    stones: {
      noun: mv('de steentjes', 'een steentje'),
      goodnight: 'steentjes',
      lines: [(x) => `${He(x)} verzamelde gladde steentjes in ${x.h.zijn} broekzak.`],
    },
    tree: {
      noun: n('de boom', 'een boom'),
      goodnight: 'grote boom',
      // (Only looked up at: the tree may be the apple tree a birdhouse was hung in, never hugged in the woods.)
      lines: [(x) => `${He(x)} keek omhoog naar de takken van de boom, hoog boven ${x.h.zijn} hoofd.`],
    },
    water: {
      noun: n('het water'),
      goodnight: 'spetterwater',
      lines: [(x) => `${He(x)} spetterde in het water, plons, spetter.`],
    },
  },
  people: {
    mum: { ref: ze('mama'), goodnight: 'mama' },
    dad: { ref: hij('papa'), goodnight: 'papa' },
    grandma: { ref: ze('oma'), goodnight: 'oma' },
    grandpa: { ref: hij('opa'), goodnight: 'opa' },
    grandparents: { ref: zij('opa en oma'), goodnight: 'opa en oma' },
    brother: { ref: hij('broer'), goodnight: 'broer' },
    sister: { ref: ze('zus'), goodnight: 'zus' },
    baby: { ref: hij('de baby'), goodnight: 'kleine baby' },
    friend: { ref: hij('een vriendje'), goodnight: 'vriendje' },
    friends: { ref: zij('de andere kinderen'), goodnight: 'vriendjes' },
    teacher: { ref: ze('de juf'), goodnight: 'juf' },
    doctor: { ref: hij('de dokter'), goodnight: 'lieve dokter' },
    aunt: { ref: ze('tante'), goodnight: 'tante' },
    uncle: { ref: hij('oom'), goodnight: 'oom' },
    cousin: { ref: hij('een neefje'), goodnight: 'neefje' },
  },
  events: {
    birthday: [
      // (Whose day it was, or whether it was a birthday at all, the parent's own words say: a treat handed round and
      // garlands hang at a goodbye too, `mocht trakteren op ijsjes` on the last day at nursery.)
      () => 'Het voelde als een feestje, en dat maakte de hele dag bijzonder.',
      // (No song: the party's own lines sing it, and a song twice is one too many.)
      () => 'Het was een feestelijke dag, met iets lekkers om te delen.',
    ],
    newBaby: [
      () => 'Er was een nieuwe baby in de familie, piepklein en lief.',
      (x) => `${He(x)} gaf de nieuwe baby het allerzachtste kusje.`,
    ],
    firstDay: [
      (x) => `Het was de eerste keer voor ${x.h.name}, en dat was heel wat.`,
      (x) => `Vandaag gebeurde er iets voor het eerst, en ${x.h.hij} keek ${x.h.zijn} ogen uit.`,
    ],
    moving: [
      () => 'Overal stonden dozen, want er wachtte een nieuw huis.',
      (x) => `${He(x)} hielp een klein doosje naar het nieuwe huis te dragen.`,
    ],
    haircut: [
      (x) => `${He(x)} werd geknipt, knip, knip, en keek in de spiegel.`,
      () => 'Knip, knip, deed de schaar, en het haar was kort en netjes.',
    ],
    holiday: [
      () => 'Het was geen gewone dag, en alles voelde een beetje anders en bijzonder.',
      (x) => `Het was een feestelijke dag, en ${x.h.hij} keek ${x.h.zijn} ogen uit.`,
    ],
    dentist: [
      (x) => `${He(x)} liet de tandarts zien hoe goed ${x.h.hij} poetst, schrob, schrob.`,
      // (Not the teeth counted: parents tell that themselves, `telde ze zn tandjes`, and it was told twice.)
      () => 'De tandarts keek met een klein spiegeltje, heel voorzichtig, en zei dat alles sterk en schoon was.',
    ],
    market: [
      () => 'De markt was druk en vrolijk, vol kleuren.',
      (x) => `${He(x)} droeg zelf een papieren zakje fruit helemaal naar huis.`,
    ],
    aquarium: [
      () => 'Overal gloeide het water blauw, net alsof je onder de zee was.',
      (x) => `${He(x)} zwaaide naar de vissen, en een klein visje zwom heel dichtbij.`,
    ],
  },
  // Sinterklaas is weeks of shoes set out, the arrival and pakjesavond, not one day: the parent's words of any of them
  // (`tekening voor sint`, `de intocht`) say it is `de tijd van Sinterklaas`, never that today is the feast.
  festival: [
    (x) => `Het was ${feast(x.name)}, en de hele dag voelde als een feestje.`,
    (x) =>
      x.name === 'Sinterklaas'
        ? 'Het was de tijd van Sinterklaas, en overal hing een feestelijke sfeer.'
        : `Vandaag was het ${x.name}, en overal hing een feestelijke sfeer.`,
    (x) =>
      x.name === 'Sinterklaas'
        ? 'Het was de tijd van Sinterklaas, en iedereen was vrolijk.'
        : `Eindelijk was het ${x.name}, en iedereen was vrolijk.`,
  ],
  typed: [
    (x) => `Daarna stond er voor ${him(x)} nog iets op het programma: ${x.what}.`,
    // (No report-like `Dit is wat … meemaakte:`, and no `tijd` the time-to-stop uh-oh says right after.)
    (x) => `En toen kwam er iets leuks: ${x.what}!`,
    (x) => `Toen was er nog iets voor ${him(x)}: ${x.what}.`,
    (x) => `Daarna was het voor ${him(x)} tijd voor iets anders: ${x.what}.`,
    (x) => `Daarna ${v(x.h, 'ging', 'gingen')} ${he(x)} nog iets fijns doen: ${x.what}.`,
  ],
  typedFeel: [
    // (Not opening on a bare `Ze`, nor the hero's name again: the line may open a scene, or follow the name.)
    // (Nothing of a task done step by step: the pastime may be pancakes eaten at home.)
    // (Nothing grand either, no `hele belevenis`: the pastime may be books read on the sofa on a tired day.)
    // (Nothing only glad either, no `gezellig` or `genieten`: what was typed may be a meltdown at the till.)
    () => 'Wat een dag was dat!',
    // (Nothing to see or look around at either: the pastime may be a hut built under the kitchen table at home.)
    () => 'En zo ging de dag verder.',
    // (Not `zo ging` again either: two of these lines follow each other, and `Zo ging dat, die dag.` after `En zo ging de
    // dag verder.` said the same twice.)
    () => 'Ook dat hoorde bij vandaag.',
  ],
  typedMemory: [
    (x) =>
      `${cap(x.h.hij)} ${v(x.h, 'dacht', 'dachten')} nog even terug aan ${x.list}, en ${v(x.h, 'glimlachte', 'glimlachten')}.`,
    (x) => `Voor het slapengaan ${v(x.h, 'dacht', 'dachten')} ${he(x)} nog even aan ${x.list}.`,
    // (A head full of it, as Dutch says: `zat nog vol van`, never `in haar hoofd was het vol`.)
    (x) => `${cap(x.h.zijn)} hoofd zat nog helemaal vol van ${x.list}.`,
    (x) =>
      `${cap(x.h.hij)} ${v(x.h, 'dacht', 'dachten')} aan ${x.list}, en ${v(x.h, 'werd', 'werden')} er warm van vanbinnen.`,
  ],
  join(given) {
    const items = given.map(typedAsNoun);
    if (items.length <= 1) return items.join('');
    return `${items.slice(0, -1).join(', ')} en ${items.at(-1)}`;
  },
  // (Words the parent wrote with `!` were called out: `riep`, never `vertelde`.)
  said: [
    (x) => `${x.c ? x.c.name : x.first ? x.h.name : cap(x.h.hij)} ${saidHow(x.words, 'zei')}: “${quoted(x.words)}”`,
    (x) => `En toen ${saidHow(x.words, 'zei')} ${x.c ? x.c.name : x.h.name}: “${quoted(x.words)}”`,
    (x) => `${x.c ? x.c.name : x.h.name} ${saidHow(x.words, 'vertelde')}: “${quoted(x.words)}”`,
  ],
  meet: [
    (x) => `Dit is ${x.h.name}, ${x.look}.`,
    (x) => `Hier is ${x.h.name}, ${x.look}.`,
    (x) => `Zeg maar dag tegen ${x.h.name}, ${x.look}.`,
  ],
  relation(word, person) {
    // Someone unnamed by the parent's own word where it tells who they are: the dentist is no doctor, a niece no
    // nephew, and Flemish grandparents are `bomma` and `bompa`.
    const lower = word.toLocaleLowerCase('nl');
    const own = (ref: R, goodnight: string) => ({ ...ref, goodnight });
    if (person === 'doctor' && /^tandarts/u.test(lower)) return own(hij('de tandarts'), 'lieve tandarts');
    if (person === 'doctor' && /^dierenarts/u.test(lower)) return own(hij('de dierenarts'), 'lieve dierenarts');
    if (person === 'cousin' && /^nicht/u.test(lower)) return own(ze('een nichtje'), 'nichtje');
    if (person === 'teacher' && /^meester/u.test(lower)) return own(hij('de meester'), 'meester');
    if (person === 'grandma' && /^(bomma|meme|mémé|moemoe|beppe|teta|tita|jedda|anneanne|babaanne)$/u.test(lower))
      return own(ze(lower), lower);
    if (person === 'grandpa' && /^(bompa|pepe|pépé|pake|jeddo|jeddi|dede)$/u.test(lower)) return own(hij(lower), lower);
    // A little brother or sister by the parent's own word (`met oma en zn broertje`), never a big `broer`.
    if (person === 'brother' && lower === 'broertje') return own(hij('broertje'), 'broertje');
    if (person === 'sister' && lower === 'zusje') return own(ze('zusje'), 'zusje');
    // Both, by the family's own pair of words (`bij meme en pepe`, `bomma en bompa`).
    if (
      person === 'grandparents' &&
      /^(bomma|bompa|meme|pepe|mémé|pépé|pake|beppe|omi|opi|teta|jeddo|jeddi|anneanne|babaanne|dede) en (bomma|bompa|meme|pepe|mémé|pépé|pake|beppe|oma|opa|omi|opi|teta|jeddo|jeddi|dede)$/u.test(
        lower,
      )
    )
      return own(zij(lower), lower);
    // A Flemish godmother is `meter`, never `tante`.
    if (person === 'aunt' && /^meter/u.test(lower)) return own(ze('meter'), 'meter');
    return undefined;
  },
  named(name, word, relation, pet) {
    // The parent's own word for the relation or kind, told before the name as Dutch does (`oma Truus`, `zusje Mia`,
    // `juf Marieke`, `cavia Pluisje`); a possessive `'s` is dropped, a plural (`vriendjes`) tells the name alone.
    const lower = word.toLocaleLowerCase('nl').replace(/['’]s$/u, '');
    const plural = relation === 'friends' || relation === 'grandparents';
    const told = plural || lower.length > 14 ? name : `${lower} ${name}`;
    if (pet) return /^poes/u.test(lower) ? ze(told) : hij(told);
    const girl =
      /^(zus|nicht|vriendin|juf|tante|oma|omi|bomma|moe|mama|mam|mams|leidster|buurmeisje|buurvrouw|zuster|verpleegster)/u;
    const boy =
      /^(broer|neef|vriend|meester|oom|ome|nonkel|opa|opi|bompa|pake|papa|pap|paps|vader|buurjongen|buurman)/u;
    if (['mum', 'grandma', 'sister', 'aunt'].includes(relation ?? '') || girl.test(lower)) return ze(told);
    if (['dad', 'grandpa', 'brother', 'uncle'].includes(relation ?? '') || boy.test(lower)) return hij(told);
    return { name: told, hij: told, hem: told, zijn: `van ${told}`, pl: false };
  },

  evening: {
    dinner: [
      (x) =>
        x.t
          ? `'s Avonds at ${x.h.name} ${x.t.de}, mmm, lekker.`
          : `'s Avonds zat ${x.h.name} aan tafel en at een warm avondeten.`,
      (x) =>
        x.t
          ? `Bij het avondeten ${x.t.pl ? 'waren' : 'was'} er ${x.t.de}, en ${x.h.name} at alles op.`
          : // (A sad day's supper is no clean plate to cheer: a quiet one.)
            x.sad
            ? `Bij het avondeten at ${x.h.name} een klein beetje, rustig, met iedereen dichtbij.`
            : `Bij het avondeten at ${x.h.name} tot de allerlaatste hap, en het bord was leeg.`,
      (x) => `Toen de lucht roze kleurde, kwam ${x.h.name} aan tafel voor ${x.t ? x.t.de : 'het avondeten'}.`,
      (x) => `De zon ging onder, en ${x.h.name} at ${x.t ? x.t.de : 'een gezellig avondeten'} aan de keukentafel.`,
      // (A sad day's supper is small and slow, never `extra lekker`.)
      (x) =>
        x.sad
          ? `${x.h.name} at langzaam een klein beetje${x.t ? ` van ${x.t.de}` : ''}, hapje voor hapje.`
          : `${x.h.name} had honger na de lange dag, dus ${x.t ? x.t.de : 'het eten'} ${x.t?.pl ? 'smaakten' : 'smaakte'} extra lekker.`,
      (x) => `De lampen gingen aan, en ${x.h.name} ging aan tafel${x.t ? ` om ${x.t.de} te eten` : ''}.`,
      (x) => `'s Avonds rook het huis naar eten, en ${x.h.name} waste ${x.h.zijn} handen.`,
      (x) => `Het werd avond, en ${x.h.name} hielp de tafel dekken, één lepel, twee lepels.`,
      (x) => `Aan het eind van de middag kwam ${x.h.name} binnen om te eten${x.t ? `: ${x.t.de}` : ''}.`,
      (x) => `Achter het raam werd de lucht oranje, en ${x.h.name} at ${x.t ? x.t.de : 'iets lekkers en warms'}.`,
    ],
    bath: [
      (x) => `Toen was het tijd voor een warm bad, met schuim tot aan ${x.h.zijn} kin.`,
      (x) =>
        x.sad
          ? `${He(x)} lag stil in het warme water, en het water hield ${x.h.hem} zacht vast.`
          : `${He(x)} spetterde in bad, en de belletjes deden pop, pop.`,
      () => 'In bad was het warm en zacht van het schuim, en het badeendje dreef voorbij.',
      (x) => `${He(x)} waste ${x.h.zijn} gezicht en ${x.h.zijn} knieën en ${x.h.zijn} buik in het warme water.`,
      () => 'Het badwater was precies goed, niet te warm en niet te koud.',
      (x) =>
        x.sad
          ? `${He(x)} nam een rustig, warm bad, en dat voelde fijn.`
          : `${He(x)} maakte in bad een baard van schuim, ho, ho, ho.`,
      (x) =>
        x.sad ? 'Het warme bad was vanavond zacht en stil.' : 'Plons, spetter, in het warme bad spoelde de dag weg.',
      (x) => `${He(x)} werd vlug gewassen en afgedroogd met een zachte handdoek.`,
      () => 'Warm water, zachte zeep en een wollige handdoek: de avond was knus.',
      (x) =>
        x.sad
          ? `${He(x)} keek hoe de belletjes langzaam voorbijdreven.`
          : `${He(x)} telde de belletjes in bad, één, twee, heel veel.`,
    ],
    pyjamas: [
      (x) => `Daarna trok ${x.h.hij} een zachte pyjama aan en poetste ${x.h.zijn} tanden, schrob, schrob.`,
      (x) => `${cap(x.h.zijn)} pyjama was warm van de verwarming en rook lekker schoon.`,
      (x) => `${He(x)} poetste ${x.h.zijn} tanden, boven en onder, en spuugde, ptoe.`,
      (x) => `${He(x)} koos de pyjama met de kleine sterretjes.`,
      (x) => `Zachte pyjama aan, tandjes blinkend schoon, en ${x.h.hij} was bijna klaar voor bed.`,
      (x) =>
        x.sad
          ? `${He(x)} trok langzaam ${x.h.zijn} pyjama aan, armen erin, hoofd erdoor.`
          : `${He(x)} trok ${x.h.zijn} pyjama aan, armen erin, hoofd erdoor, plop.`,
      () => 'Toen was het tijd voor de knusse pyjama en een klein slokje water.',
      (x) =>
        x.sad
          ? `${He(x)} poetste rustig ${x.h.zijn} tanden, boven en onder.`
          : `${He(x)} poetste ${x.h.zijn} tanden en neuriede er een liedje bij.`,
      (x) => `Knus in ${x.h.zijn} pyjama liep ${x.h.hij} op blote voetjes naar de slaapkamer.`,
      (x) => `${He(x)} trok ${x.h.zijn} zachtste pyjama aan en werd helemaal warm.`,
    ],
  },
  memory: [
    (x) => `${He(x)} dacht ook nog aan ${x.list} en glimlachte.`,
    (x) => `Ook aan ${x.list} dacht ${he(x)} nog even terug.`,
    (x) => `${He(x)} dacht terug aan ${x.list}, en dat gaf een warm gevoel vanbinnen.`,
  ],
  night: {
    tuck: [
      (x) => `Toen de maan opkwam, kroop ${x.h.name} lekker onder een zacht dekentje in bed.`,
      (x) => `De sterren kwamen één voor één tevoorschijn, en ${x.h.name} klom in bed.`,
      (x) =>
        x.c
          ? `${x.h.name} lag in bed, en ${x.c.name} stopte het dekentje lekker om ${x.h.hem} heen in.`
          : `${x.h.name} lag in bed en werd lekker ingestopt.`,
      (x) => `Buiten was de nacht donker en stil, en ${x.h.name} lag warm in bed.`,
      (x) => `${x.h.name} kroop met ${x.h.zijn} knuffel in bed, en het nachtlampje gloeide zachtjes.`,
      (x) => `De maan gluurde door het raam toen ${x.h.name} in bed stapte.`,
      (x) => `${x.h.name} klom in bed, en het kussen was zacht en koel.`,
      (x) => `Het was bedtijd, en ${x.h.name} kroop diep weg onder het dekbed.`,
      (x) => `Het huis werd stil, en ${x.h.name} ging in het warme bed liggen.`,
      (x) => `${x.h.name} werd lekker ingestopt, zo knus als een muisje in een holletje.`,
    ],
    goodnight: (items) => {
      const parts = items.map((item) => `welterusten, ${item}`);
      if (parts.length === 1) return `${cap(parts[0] ?? '')}.`;
      return `${cap(parts.slice(0, -1).join(', '))}, en ${parts.at(-1)}.`;
    },
    sleep: [
      (x) => `${cap(x.h.zijn)} ogen werden zwaar, en algauw sliep ${x.h.hij} diep.`,
      (x) => `Met een klein gaapje deed ${x.h.hij} ${x.h.zijn} ogen dicht en doezelde weg.`,
      (x) => `Slaap lekker, ${x.h.name}, en droom maar fijn.`,
      (x) => `${He(x)} ademde rustig in en uit, en viel in slaap.`,
      (x) => `En ${x.h.hij} droomde zacht en rustig.`,
      () => 'De maan hield de wacht, en alles was stil en veilig.',
      (x) => `Welterusten, ${x.h.name}, slaap maar lekker.`,
      (x) => `Zachtjes, heel zachtjes, gleed ${x.h.hij} een droom in.`,
      (x) => `${He(x)} glimlachte slaperig en viel al snel in slaap.`,
      () => 'Sst, alles was nu stil, en het was tijd om te dromen.',
    ],
  },
  dayTitles: {
    with: (x, who) => `${x.h.name} en ${who.name}`,
    goodbye: (_, who) => `Dag, ${who.name}`,
    festival: (x, name) => `${cap(name)} met ${x.h.name}`,
    trouble: (x, mishap) => {
      const n = x.h.name;
      const by: Partial<Record<typeof mishap, string>> = {
        cried: `${n} is verdrietig`,
        tantrum: `${n} is boos`,
        shy: `${n} is verlegen`,
        tired: `${n} is moe`,
        sick: `${n} is ziek`,
        ...(x.about ? { nursing: `${n} zorgt voor ${x.about.name}` } : {}),
        vaccine: `${n} krijgt een prik`,
        died: `Een stille dag voor ${n}`,
        // The day's own small rescue or search, over a stock title of the activity.
        stuck: `${n} en de grote redding`,
        lost: `${n} zoekt overal`,
      };
      return by[mishap];
    },
    event: (x, event) => {
      const n = x.h.name;
      const by: Partial<Record<typeof event, string>> = {
        moving: `${n} verhuist`,
        firstDay: `De eerste dag van ${n}`,
        newBaby: `${n} en de nieuwe baby`,
      };
      return by[event];
    },
  },
  titles: [
    (x) => (x.a?.titel ? `${x.h.name} ${x.a.titel}` : `Een dag met ${x.h.name}`),
    (x) => `De dag van ${x.h.name}`,
    (x) => `Welterusten, ${x.h.name}`,
    (x) => `${x.h.name} en het zachte kussen`,
    (x) => `Slaap lekker, ${x.h.name}`,
    (x) => `${x.h.name} en de slaperige maan`,
    (x) => `Wat ${x.h.name} vandaag deed`,
    (x) => `${x.h.name} en de sterrennacht`,
    (x) => `${x.h.name} en de drukke dag`,
    (x) => `${x.h.name} zegt welterusten`,
  ],
  list(items) {
    const words = items.map((item) => item.de);
    if (words.length <= 1) return words.join('');
    return `${words.slice(0, -1).join(', ')} en ${words.at(-1)}`;
  },
  // A parent's quick shorthand, when their typed words are told as they are: `vd` is `van de`, a lone `t` is `het`,
  // `zn` is `zijn` (`'t` with its apostrophe is good Dutch and stays).
  polish: (text) =>
    text
      .replace(/(^|[\s:,])vd(?=[\s.,!?]|$)/gu, '$1van de')
      .replace(/(^|[\s:,])t(?=[\s.,!?]|$)/gu, '$1het')
      .replace(/(^|[\s:,])zn(?=[\s.,!?]|$)/gu, '$1zijn')
      // Towns typed in lower case (`de zoo van antwerpen`) take their capital; a town's zoo is its name.
      .replace(TOWN, (town) => town.charAt(0).toUpperCase() + town.slice(1))
      .replace(/\bde zoo van (?=\p{Lu})/gu, 'de Zoo van '),
};
