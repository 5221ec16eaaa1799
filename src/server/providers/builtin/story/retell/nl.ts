import { readText } from '../../lexicon/read.ts';
import type { RetellContext, Reteller } from './types.ts';
import { capital, ended, hasWordStart, keyWords, tidy, wordSet } from './words.ts';

/**
 * Dutch, as parents in the Netherlands and Flanders write it: mostly the perfect without its helper verb or subject
 * (`lampion gemaakt op de opvang`, `geitjes geaaid`), short forms (`zn`, `t`, `ff`, `smiddags`), Flemish words (`ni`,
 * `e`, `ons pap`) and chat (`haha`, `!!`). The story tells in the simple past, so a clause is told with the hero as its
 * subject and its verb in that tense (`Uiltje maakte een lampion op de opvang.`); the parent's `ze`/`hij` is the hero,
 * `we` the hero and the grown-ups, `ons` and `onze` the family's; a clause the parent says of themselves (`ik`), one
 * that quotes someone, or one whose `hij` or `ze` may be someone else is left out.
 */

type R = { name: string; hij: string; hem: string; zijn: string; pl: boolean };

const STOP = wordSet(`
  aan achter af al alle allebei alleen alles als altijd ander andere anders beetje ben bij daar daarna dan dat de deed
  deze die dit doen door een eens eerst elke en er ergens erg even echt gaan gaat geen gewoon had hadden haar heb hebben
  heeft hele heel hem het hier hij hun iets ik in is je jij kan keer kon kwam maar meer met mij mijn moest mocht mochten
  naar niet niets nog nou nu of om onder ons onze ook op over samen super toch toe toen tot uit van vanaf vandaag
  veel voor waar was waren wat weer wel werd wij wil wilde zal ze zei zeer zelf zich zij zijn zo zoals zou zulke
  vanmiddag vanochtend vanavond vannacht vanmorgen gisteren morgen ineens opeens helemaal eigenlijk natuurlijk tijd
  keertje zeker geweest gehad gedaan gegaan rond terug weg mee elke iedere ging gingen kwam kwamen eind einde begin
`);

/** Strong and irregular verbs: the infinitive, the past in the singular and the plural, and the past participle. */
const STRONG = `
  eten at aten gegeten; drinken dronk dronken gedronken; zien zag zagen gezien; kijken keek keken gekeken;
  gaan ging gingen gegaan; komen kwam kwamen gekomen; vallen viel vielen gevallen; lopen liep liepen gelopen;
  zwemmen zwom zwommen gezwommen; slapen sliep sliepen geslapen; vinden vond vonden gevonden; geven gaf gaven gegeven;
  nemen nam namen genomen; zingen zong zongen gezongen; springen sprong sprongen gesprongen;
  redden redde redden gered; klimmen klom klommen geklommen; vangen ving vingen gevangen; winnen won wonnen gewonnen; schuiven schoof schoven geschoven;
  dragen droeg droegen gedragen; schrijven schreef schreven geschreven; lezen las lazen gelezen;
  zitten zat zaten gezeten; staan stond stonden gestaan; liggen lag lagen gelegen; brengen bracht brachten gebracht;
  denken dacht dachten gedacht; kopen kocht kochten gekocht; zoeken zocht zochten gezocht;
  blijven bleef bleven gebleven; zijn was waren geweest; hebben had hadden gehad; doen deed deden gedaan;
  zeggen zei zeiden gezegd; vliegen vloog vlogen gevlogen; rijden reed reden gereden; roepen riep riepen geroepen;
  lachen lachte lachten gelachen; hangen hing hingen gehangen; krijgen kreeg kregen gekregen;
  helpen hielp hielpen geholpen; schrikken schrok schrokken geschrokken; bijten beet beten gebeten;
  snijden sneed sneden gesneden; trekken trok trokken getrokken; steken stak staken gestoken;
  blazen blies bliezen geblazen; wassen waste wasten gewassen; schieten schoot schoten geschoten;
  breken brak braken gebroken; kruipen kroop kropen gekropen; glijden gleed gleden gegleden;
  worden werd werden geworden; gieten goot goten gegoten; sluiten sloot sloten gesloten;
  sterven stierf stierven gestorven; verliezen verloor verloren verloren; vergeten vergat vergaten vergeten;
  beginnen begon begonnen begonnen; bakken bakte bakten gebakken; spuiten spoot spoten gespoten;
  graven groef groeven gegraven; begraven begroef begroeven begraven; laten liet lieten gelaten;
  houden hield hielden gehouden; slaan sloeg sloegen geslagen; wijzen wees wezen gewezen; kiezen koos kozen gekozen;
  weten wist wisten geweten; mogen mocht mochten gemogen; kunnen kon konden gekund; willen wilde wilden gewild;
  moeten moest moesten gemoeten; bewegen bewoog bewogen bewogen; bedenken bedacht bedachten bedacht;
  bezoeken bezocht bezochten bezocht; verdwijnen verdween verdwenen verdwenen; schenken schonk schonken geschonken;
  genieten genoot genoten genoten; duiken dook doken gedoken; fluiten floot floten gefloten;
  ruiken rook roken geroken; vriezen vroor vroren gevroren; verbieden verbood verboden verboden;
  ontdekken ontdekte ontdekten ontdekt; vertellen vertelde vertelden verteld; verhuizen verhuisde verhuisden verhuisd;
  verstoppen verstopte verstopten verstopt; versieren versierde versierden versierd;
  verkleden verkleedde verkleedden verkleed; beleggen belegde belegden belegd; beleven beleefde beleefden beleefd; verrassen verraste verrasten verrast;
  gebeuren gebeurde gebeurden gebeurd; ontmoeten ontmoette ontmoetten ontmoet; wachten wachtte wachtten gewacht;
  zetten zette zetten gezet; praten praatte praatten gepraat; rusten rustte rustten gerust; planten plantte plantten
  geplant; landen landde landden geland; starten startte startten gestart; durven durfde durfden gedurfd;
  wenen weende weenden geweend; rennen rende renden gerend; bellen belde belden gebeld; smelten smolt smolten
  gesmolten; barsten barstte barstten gebarsten; verkopen verkocht verkochten verkocht;
  betalen betaalde betaalden betaald; jagen joeg joegen gejaagd
`
  .split(';')
  .map((entry) => entry.trim().split(/\s+/u))
  .filter((entry) => entry.length === 4) as [string, string, string, string][];

/** A past participle's simple past, singular and plural (`gegeten`: `at`, `aten`). */
const PARTICIPLE = new Map(STRONG.map(([, one, more, participle]) => [participle, [one, more] as const]));
/** The infinitives of the verbs above, and of the doings a parent types bare beside a thing (`schoen zetten`). */
const INFINITIVES = new Set([
  ...STRONG.map(([infinitive]) => infinitive),
  ...'spelen maken knippen plakken spetteren poetsen bouwen kleuren tekenen verven plukken rapen zoeken'.split(' '),
  // Animals fed or stroked, typed beside the parent's own words of it (`kippen voeren` beside `de kippen eten
  // gegeven`): the animals tell it.
  ...'voeren aaien'.split(' '),
  // Things counted, baked or gathered, typed beside the parent's own words of it (`koeien tellen` beside `koeien
  // geteld`): the things tell it.
  ...'tellen bakken stapelen verzamelen knutselen puzzelen schilderen planten zaaien'.split(' '),
]);

/** The present forms a parent uses of the day, with their simple past. */
const PRESENT: Record<string, string> = {
  is: 'was',
  heeft: 'had',
  gaat: 'ging',
  komt: 'kwam',
  ligt: 'lag',
  slaapt: 'sliep',
  vraagt: 'vroeg',
  krijgt: 'kreeg',
  wil: 'wilde',
  kan: 'kon',
  mag: 'mocht',
  moet: 'moest',
  zit: 'zat',
  staat: 'stond',
  vindt: 'vond',
  eet: 'at',
  drinkt: 'dronk',
  speelt: 'speelde',
  rijdt: 'reed',
  wordt: 'werd',
  doet: 'deed',
  ziet: 'zag',
  loopt: 'liep',
  blijft: 'bleef',
  kijkt: 'keek',
  durft: 'durfde',
  zwemt: 'zwom',
  vliegt: 'vloog',
  rent: 'rende',
  springt: 'sprong',
  werkt: 'werkte',
  lacht: 'lachte',
  huilt: 'huilde',
  zingt: 'zong',
  danst: 'danste',
  klinkt: 'klonk',
  ruikt: 'rook',
  weet: 'wist',
  terugkomt: 'terugkwam',
  thuiskomt: 'thuiskwam',
  langskomt: 'langskwam',
  weggaat: 'wegging',
  hangt: 'hing',
};

/** Simple past forms that begin a clause without a subject (`wou mama niet loslaten`) or show it has a verb. */
/** Strong pasts that parents write as nouns (`bij de sloot`: the ditch, not `closed`). */
const PAST_NOUNS = new Set(['sloot']);
const PAST = new Set([
  // A past that is its participle too (`verkocht`) is the participle when the parent leaves the helper out.
  ...STRONG.flatMap(([, one, more, done]) => (one === done ? [more] : [one, more])).filter(
    (word) => !PAST_NOUNS.has(word),
  ),
  ...`vroeg vroegen zou zouden wou wouden stond riep gaf hielp mocht moest kon wilde durfde lag maakte speelde huilde
  weende gilde schreeuwde keek bouwde tekende verfde knuffelde aaide fietste scheurde struikelde pakte gooide hield
  verstopte rende klom danste lachte zwaaide plakte knipte kleurde schaterde giechelde vertelde dacht hoorde voelde
  leerde probeerde`.split(/\s+/u),
]);

/** Words that end like a weak past but are not verbs. */
const NOT_PAST = wordSet(`
  grote beste rode oude hele goede halve laatste eerste tweede derde lieve koude harde zachte echte vaste lichte
  slechte zoete natte witte platte brede wijde late stoute drukte ruzie mode fijnste liefste mooiste leukste tante
  ronde aarde chocolade limonade marmelade parade promenade hoogste grootste kleinste langste mooiste leukste
  liefste lekkerste snelste dikste zachtste warmste koudste stoerste gekste drukste blijste beste laatste
  spannende
`);

/** Separable particles, which stay behind when the verb moves (`opgeruimd`: `ruimde … op`). */
const PARTICLES = `tegemoet terug omhoog omlaag binnen buiten achterna samen dood vast klaar schoon kapot open dicht los
  weg mee uit aan af op in om na toe door over voor bij rond langs nat neer stil leeg vol goed kwijt thuis`.split(
  /\s+/u,
);

/** Participles of nouns and adjectives that look like verbs. */
const NOT_PARTICIPLE = wordSet('gezicht gebied geluid gedicht gebit gerecht geld gezond geduld gebed gewend gewond');

/** A weak verb's past from its participle without `ge` (`speeld`: `speelde`). */
function weakPast(rest: string): readonly [string, string] | undefined {
  if (!/[dt]$/u.test(rest) || rest.length < 3) return undefined;
  const one = `${rest}e`;
  return [one, `${one}n`];
}

/** A participle's particle and its simple past (`opgegeten`: `op`, `at`), or undefined. */
function participle(word: string): { particle: string; past: readonly [string, string] } | undefined {
  const known = PARTICIPLE.get(word);
  if (known) return { particle: '', past: known };
  for (const particle of ['', ...PARTICLES]) {
    if (!word.startsWith(particle)) continue;
    const rest = word.slice(particle.length);
    if (particle !== '' && PARTICIPLE.has(rest)) return { particle, past: PARTICIPLE.get(rest) as [string, string] };
    if (!rest.startsWith('ge') || NOT_PARTICIPLE.has(rest) || rest.length < 6 || /^ge([^aeiou])\1/u.test(rest))
      continue;
    const past = weakPast(rest.slice(2));
    if (past) return { particle, past };
  }
  return undefined;
}

/** Whether a word is a finite past form. */
const isPast = (word: string) =>
  PAST.has(word) ||
  (/^\p{Ll}{3,}(de|te)$/u.test(word) && !NOT_PAST.has(word) && !word.startsWith('ge') && !/^aller/u.test(word));

/** How the child was: a clause without a verb that begins so takes `was` (`moe en jengelig`). */
const STATES = wordSet(`
  moe jengelig hangerig chagrijnig dwars fier trots blij vrolijk ziek verdrietig boos stil verlegen bang dapper
  zenuwachtig druk rustig lief stout brutaal kriebelig huilerig verkouden misselijk slaperig uitgelaten opgewonden
  super heel erg zo best supertrots doodmoe bekaf sip teleurgesteld beteuterd
`);

/** What a child has (`koorts`, `ruzie met …`): a clause without a verb that begins so takes `had`. */
const HAS = wordSet(`
  koorts ruzie buikpijn hoofdpijn oorpijn keelpijn pijn honger dorst diarree waterpokken buikgriep griep
  oorontsteking keelontsteking krentenbaard hoest snotneus zwemles dansles gymles turnles
  muziekles balletles judoles voetbaltraining peutergym peuterdans kleuterdans zwemdiploma ballet judo kleutergym
  dansles
`);

/** What a child is given: a clause without a verb that begins so takes `kreeg`. */
const GETS = wordSet(`
  pleister pleisters ijsje ijsjes lolly lollys snoepje snoepjes sticker stickers cadeautje cadeautjes prikje
  chocomel chocomelk frietje frietjes patatje patat pannenkoeken poffertjes koekje koekjes taart taartje
  limonade ranja appelsap beloning medaille diploma zakje snoepzakje suikerspin popcorn oliebol oliebollen churros wafel wafels
  speculaas pepernoten kruidnoten
`);

/** Front words of a clause: the verb comes right after them, the hero after the verb. */
const FRONT = wordSet(`
  daarna toen later eerst thuis daar daarin nu vandaag 's_middags 's_avonds 's_ochtends 's_morgens 's_nachts daarom gelukkig
  uiteindelijk ineens opeens dan verder de_avond_ervoor de_dag_ervoor de_hele_dag de_hele_middag de_hele_ochtend de_hele_avond overdag
  elke_ochtend elke_morgen elke_dag elke_avond iedere_ochtend iedere_morgen iedere_dag iedere_avond tussen_de_middag
`);

/** A front word, or a while said first (`na tien minuten`, `na een tijdje`). */
const isFront = (word: string) =>
  FRONT.has(word) ||
  /^na(?:_\p{L}+){1,2}$/u.test(word) ||
  /^om_\p{L}+_uur$/u.test(word) ||
  /^de_rest_van_die_\p{L}+$/u.test(word);

/** The parent's short forms, chat and dialect, written out. */
/** The Dutch little word of a Flemish `-ke` stem where it is not just `-je` (`kommeke`: `kommetje`). */
const FLEMISH_LITTLE: Record<string, string> = {
  touw: 'touwtje',
  kom: 'kommetje',
  kop: 'kopje',
  pot: 'potje',
  glas: 'glaasje',
  kus: 'kusje',
  bord: 'bordje',
  bloem: 'bloemetje',
  schup: 'schepje',
  boom: 'boompje',
  vis: 'visje',
  beest: 'beestje',
};

const SPELLING: [RegExp, string | ((word: string, ...groups: string[]) => string)][] = [
  // A baby brother or sister is one word (`baby broertje Teun is er sinds dinsdag`: `babybroertje Teun`).
  [/\bbaby (broertje|zusje|broer|zus)\b/giu, 'baby$1'],
  // After the midday meal is the afternoon (`na t middageten met klei gespeeld`): never a garbled `een na het`.
  // (After the nap too, `smiddags na t slaapje`: the afternoon said once.)
  [
    /(?:^|(?<=\s))(?:(?:smiddags|'s middags|snamiddags|'s namiddags) )?na (?:'?t|het|de|zn|zijn|haar) (?:middageten|lunch|middagdutje|middagslaapje|slaapje|dutje|middagslaap)\b/giu,
    "'s_middags",
  ],
  // A tug-of-war said after a quarrel (`ruzie om de schep, allebei aan het trekken`): both pulled at the thing.
  [
    /(\bruzie (?:om|over) (?:de|het|t|een|zijn|zn|haar) [^,.!?]+?),?\s+(?:en )?(?:ze )?allebei (?:aan het trekken|trekken|getrokken)\b/giu,
    '$1 en trokken er allebei aan',
  ],
  // And the noise they made as they pulled (`…, allebei trekken en gillen`): in the past too, never a bare `gillen`.
  [
    /(\btrokken er allebei aan) en (gillen|krijsen|schreeuwen|huilen|brullen|gegild|gekrijst|geschreeuwd|gehuild)\b/giu,
    (_whole: string, pulled: string, noise: string) =>
      `${pulled} en ${{ gillen: 'gilden', gegild: 'gilden', krijsen: 'krijsten', gekrijst: 'krijsten', schreeuwen: 'schreeuwden', geschreeuwd: 'schreeuwden', huilen: 'huilden', gehuild: 'huilden', brullen: 'brulden' }[noise.toLowerCase()] ?? 'gilden'}`,
  ],
  // Already in bed at an hour (`om half 7 al in bed`): gone to bed then, told as its own sentence.
  [/^(om [^,]{1,20}? al) in (?:zn |zijn |haar |t |het )?bed\b/iu, '$1 naar bed'],
  // Sledged, typed without its last letter or with a `t` (`van het dijkje af geslee`): `gesleed`.
  [/\bgeslee(?:t|ed|et)?(?![\p{L}])/giu, 'gesleed'],
  // Early to bed after a deed, its verb left out (`boekjes gelezen met mama en vroeg naar bed`): went to bed early,
  // never asked for it.
  [/(?<=\bge\p{L}{2,}(?:d|t|en)\b[^|]*\s)en vroeg (?:naar|in) bed$/iu, 'en ging vroeg naar bed'],
  // Eastern `heul` is `heel` (`een heul fijne dag`).
  [/\bheul\b/giu, 'heel'],
  // A party bag after a game, its verb left out (`stoelendans gedaan en een zakje snoep mee naar huis`): given it.
  [
    /(\bge\p{L}{2,}(?:d|t|n)) en ((?:een |nog een )?(?:zakje|tasje|doosje|uitdeelzakje|traktatie)(?: \p{L}+)?) mee naar huis$/iu,
    '$1 en $2 mee naar huis gekregen',
  ],
  // A pile taken home, its verb left out (`stapel boekjes mee naar huis`): taken home.
  [
    /^(?:een )?((?:hele |grote )?(?:stapel|tas vol|zak vol|emmer vol|berg) \p{L}+) mee(?: naar huis)?$/iu,
    'een $1 mee naar huis genomen',
  ],
  // The shop chain by its name; `ivm` said in full.
  [/\bhema\b/giu, 'Hema'],
  [/\bivm\b/giu, 'vanwege'],
  // `er mee` as parents type it is one word (`nu slaapt ze ermee`).
  [/\ber mee\b/giu, 'ermee'],
  // `toen maar` (instead): the story says what was done, without the parent's sigh.
  [/\btoen maar\b/giu, 'toen'],
  // Gone to bath or bed in a mood (`toen moe maar blij in bad`): a going, not being in the bath.
  [
    /^((?:toen |en )?)((?:heel )?(?:moe|blij|doodmoe|tevreden|voldaan)(?: maar (?:blij|tevreden|voldaan|moe))?) (in bad|naar bed|in bed)$/iu,
    // (`moe maar blij` held as one word, so no comma comes into it.)
    (_: string, lead: string, mood: string, where: string) =>
      `${lead}${mood.replace(/ /gu, '_')} ${where === 'in bed' ? 'naar bed' : where} gegaan`,
  ],
  // A ride typed bare (`treintje rijden`): a ride in it, never driving it.
  [/^(treintje|bootje|paardje|ponytje) rijden$/iu, 'in het $1 gereden'],
  [/^(draaimolen|achtbaan|botsauto) rijden$/iu, 'in de $1 gereden'],
  // Games said bare after the time (`smiddags spelletjes op het plein`): games played.
  [/^((?:s|'s) ?(?:middags|ochtends|morgens) )?spelletjes (op|in|bij|aan) /iu, '$1spelletjes gedaan $2 '],
  // `zo'n` typed without its apostrophe (`zon hoge stoel`, `zo n driftbui`): before an adjective or a noun, never the sun.
  [/\bzo n\b/giu, "zo'n"],
  [/\bzon(?= (?:\p{L}+e |driftbui|huilbui|woedeaanval|dag|bui)\b)/giu, "zo'n"],
  [/\bz'?n\b/giu, 'zijn'],
  [/\bm'?n\b/giu, 'mijn'],
  // (`op d r hoofdje`, the apostrophe lost on a phone: `d'r`.)
  [/\bd(?:'r|’r| r)\b/giu, 'haar'],
  // Chat's `dr` for `d'r` after a verb or a preposition (`juf sanne hielp dr`, `bij dr`): `haar`.
  [/(?<=\p{L}\s)dr(?=\s|$)/giu, 'haar'],
  [/\bvr\b/giu, 'voor'],
  // The supermarket by its chain's chat name (`bij de ah`, `de appie`).
  [/\b(?:bij|naar|in) de (?:ah|appie|jumbo|lidl|aldi|plus|colruyt|delhaize|dirk)\b/giu, 'in de supermarkt'],
  [/(?:^|(?<=\s))'?t(?=\s|$)/giu, 'het'],
  // Day-care said by its letters (`op het kdv`, `naar de psz`): the words a child knows.
  [/\bhet kdv\b/giu, 'de opvang'],
  [/\bkdv\b/giu, 'opvang'],
  [/\bpsz\b/giu, 'peuterspeelzaal'],
  [/\bie\b/giu, 'hij'],
  // Nothing for the child while another got it all (`dat noor alle cadeautjes kreeg en zij niks`): `zelf niks`, the
  // child who was just named, never a new subject.
  [/\b(kreeg|kregen|had|hadden|mocht|mochten) en (?:ze|zij|hij) (niks|niets)(?=[\s,.!]|$)/giu, '$1 en zelf $2'],
  // Chat's `m` and `'m` after a word are `hem`, a thing just told or someone else, never the child (`bompa heeft m
  // gelukkig kunnen naaien`): marked so it is not read as the child.
  [/(?<=\p{L}\s)'?m(?=\s|$)/giu, 'hem_'],
  // Chat's `n` and `'n` are `een`; Flemish `me` before someone is `met` (`naar de speeltuin me meter`).
  [/(?:^|(?<=\s))'?n(?=\s)/giu, 'een'],
  [/\bme (?=(?:meter|peter|bomma|bompa|meme|pepe|moemoe|vava|oma|opa|papa|mama|nonkel|tante|ons|onze)\b)/giu, 'met '],
  // (`me haar eigen schupke`: with her own little spade.)
  [/\bme (?=(?:haar|zijn|zn) eigen\b)/giu, 'met '],
  // Flemish `heel de dag`, `tegen den avond`: `de hele dag`, `tegen de avond`.
  // A thing pulled or snatched from the child's hands (`daan trok hem uit zn handen`) is `het`, never the child.
  [/\b(?:hem|m|'m) (uit|van) (zn|z'n|zijn|haar|d'r) (handen|handjes|hand)\b/giu, 'het $1 $2 $3'],
  [/\bheel de namiddag\b/giu, 'hele middag'],
  [/\bheel de (dag|middag|ochtend|avond|nacht|tijd|weg)\b/giu, 'hele $1'],
  // A tower of bricks typed apart (`duplo toren bouwen`): one word, as a thing.
  [/\b(duplo|lego|blokken) ?(toren|huis|trein)\b/giu, '$1$2'],
  // A dish eaten at someone's (`bij tante roti gegeten`): the dish, then where, never an aunt called Roti.
  [
    /\bbij (tante|oom|nonkel|oma|opa|bomma|bompa|meter|peter) (roti|vlaai|pannenkoeken|poffertjes|frietjes|friet|patat|pizza|soep|taart|spaghetti|nasi|bami) gegeten\b/giu,
    '$2 gegeten bij $1',
  ],
  // A swing or a trampoline after something done, its verb left out (`vlaai gegeten en op de schommel in de tuin`).
  [/\b(ge\p{L}+) en (?:nog )?op de schommel\b/giu, '$1 en geschommeld'],
  [/\b(ge\p{L}+) en (?:nog )?op de trampoline\b/giu, '$1 en op de trampoline gesprongen'],
  // A grandparent or an aunt who `was er` came to visit (`opa harrie uit venlo was er`).
  [
    /^((?:opa|oma|tante|oom|nonkel|bomma|bompa|meme|pepe|pake|beppe|meter|peter)\b[^,]*?) (was|waren) er$/giu,
    '$1 $2 op bezoek',
  ],
  // (`heel t stuk lopen`: `het hele stuk`.)
  [/\bheel (?:het|'t|t) (stuk|eind|eindje|end|huis|bos)\b/giu, 'het hele $1'],
  [/\bden (avond|morgen|middag|nacht)\b/giu, 'de $1'],
  // Flemish `in den hof` is the garden; `ne koek` is `een koek`; `de kinders` are `de kinderen`.
  [/\bin (?:den|de|onze|ons) hof\b/giu, 'in de tuin'],
  // Flemish `de living` is the living room; `de bakkerin` the baker's wife.
  [/\bde living\b/giu, 'de woonkamer'],
  [/\bbakkerin\b/giu, 'bakkersvrouw'],
  [/\bne(?=\s+\p{L}{3,})/giu, 'een'],
  [/\bkinders\b/giu, 'kinderen'],
  // Flemish little words in `-ke` (`een touwke`, `zn zakske`, `twee kommekes`): the Dutch `-je`.
  [
    // Also at the end of a compound (`een fotoboekske`: `fotoboekje`).
    /\b((?:foto|prenten|kleur|voorlees|zand|speel)?)(touw|zak|kom|koek|boek|dag|stuk|kop|bord|pot|glas|kus|bloem|schup|boom|vis|beest)(?:m|p|t)?(?:ske|eke|ke)(s?)\b/giu,
    (_: string, first: string, stem: string, many: string) =>
      `${first}${FLEMISH_LITTLE[stem.toLowerCase()] ?? `${stem}je`}${many}`,
  ],
  // A het-word typed with `de` (`over de dienblad`, `in de sprookjesbos`): a compound takes the article of its last
  // part (`bos`, `blad`, `huis`: `het`).
  [
    /\bde (\p{L}{3,}(?:bos|blad|bord|huis|hek|feest|bad|glas|bed)|dienblad|bord|hek|glas|bed|huis|park|zwembad|feest)\b(?! (?:bloemen|takken|hout)\b)/giu,
    'het $1',
  ],
  // A farm animal that is a het-word typed with `de` (`bang voor de grote varken`): `het`, its adjective kept.
  [
    /\bde ((?:\p{L}{2,}e )?)(varken|paard|schaap|kalf|veulen|lam|lammetje|konijn|biggetje|geitje|hert|zwijn|everzwijn)\b(?!\p{L})/giu,
    'het $1$2',
  ],
  // The Efteling's own names, which parents type in lower case (`holle bolle gijs`, `de sprookjesbos`).
  [/\bholle bolle gijs\b/giu, 'Holle Bolle Gijs'],
  // A letter lost when typed fast (`wakker gweest`).
  [/\bgweest\b/giu, 'geweest'],
  [/\bsprookjesbos\b/giu, 'Sprookjesbos'],
  // Medicine the parent gave is medicine the child got (`paracetamol gegeven`, `een zetpil gegeven`).
  [
    /(?<!\b(?:haar|hem|heeft|hebben|had|ze|zij|hij|ie|de \p{L}+|het \p{L}+)(?: een)? )\b((?:een )?(?:paracetamol|paracetamolletje|zetpil|zetpilletje|neusspray|siroop|hoestsiroop|hoestdrankje|medicijn|medicijnen|pufje|oordruppels|antibiotica|ibuprofen|nurofen|drankje))( tegen \p{L}+| voor \p{L}+| \p{L}+)? gegeven\b/giu,
    '$1$2 gekregen',
  ],
  // `er` before where it is said anyway (`mocht er ook in de hut`): said once.
  [
    /\b(mocht|mochten|mag|wou|wilde|ging|kroop|zat) er (ook |nog |even )?(in|op|onder|bij) (de|het|haar|zijn|onze) /giu,
    '$1 $2$3 $4 ',
  ],
  // Teething (`tandjes aan het krijgen dus veel gekwijld`): new teeth coming.
  [
    /\b(?:(?:ze|zij|hij|ie) (?:is|was) )?(?:nieuwe )?(tandjes|tanden|kiesjes|kiezen) aan het krijgen\b/giu,
    'kreeg nieuwe $1',
  ],
  // Flemish `een frietje steken` is eating chips (`op de terugweg nog een frietje gestoken`).
  [/\b(frietje|frietjes|friet|frieten) (?:gaan )?gestoken\b/giu, '$1 gegeten'],
  [/\b(frietje|frietjes|friet|frieten) (gaan )?steken\b/giu, '$1 $2eten'],
  [/\bcreche\b/giu, 'crèche'],
  // Chat's `sint liedjes` is one word (`sintliedjes`), and not the feast's own name: the day's `tijd van Sinterklaas`
  // line stays beside it, and `liedjes` alone would pass for the evening's humming.
  [/\bsint[- ](liedjes|liedje)\b/giu, 'sint$1'],
  // Early to bed: `vroeg` is no verb (`asked`) there.
  [/\bvroeg (naar|in) bed\b/giu, 'vroeg_$1_bed'],
  // Where the car was going (`overgegeven in de auto naar de creche`): on the way there.
  [/\bin de auto naar (de|het)\b/giu, 'in de auto op weg naar $1'],
  // The Efteling's talking bin, by the name children know it by.
  [/\b(?:de |het )?papier[- ]?hier(?:[- ]?(?:prullenbak|vuilnisbak|vuilbak|afvalbak))?\b/giu, 'Holle Bolle Gijs'],
  // After school or daycare, said first (`na school naar de kapper`): a time, one front word.
  [
    /\bna (school|de opvang|de crèche|de creche|de kinderopvang|de peuterspeelzaal|het werk|de middag|het eten|het ontbijt|de lunch)\b/giu,
    (w: string) => w.toLowerCase().replace(/ /gu, '_'),
  ],
  [/\bni\b/giu, 'niet'],
  // An illness said bare before what came of it (`koorts, de hele dag op de bank gelegen`): something the child had.
  [
    /^(koorts|verhoging|buikpijn|oorpijn|keelpijn|hoofdpijn|buikgriep|griep|waterpokken|een snotneus)\s*,/iu,
    (_: string, ill: string) => `${ill.toLowerCase()} gehad,`,
  ],
  // Came or went to do something, in the perfect (`oma is komen logeren`, `ze zijn gaan zwemmen`): the simple past.
  [/\bis komen (?=\p{L}{3,}en\b)/giu, 'kwam '],
  [/\bzijn komen (?=\p{L}{3,}en\b)/giu, 'kwamen '],
  // The toilet said short (`zelf op de wc geweest`, `naar de wc`): the toilet, a word the story can tell.
  [/\b(op|naar|van|bij) de (?:wc|wc'tje|wc-tje)(?![\p{L}])/giu, '$1 het toilet'],
  // A plural past said without its subject, `samen` after it (`keken samen naar frozen`): `we`, the child and the
  // grown-ups, never the child alone with a plural verb; the grown-up named after it is the one with the child (`keken
  // samen naar frozen met papa`: `papa en ze keken samen naar frozen`).
  [
    /(^(?:en |toen |daarna |dus )?|\b(?:en|toen|daarna|dus) )(keken|gingen|speelden|bouwden|bakten|lazen|zongen|dansten|aten|deden|maakten|wandelden|fietsten|zwommen|renden|knutselden|kleurden|puzzelden|tekenden|kookten) samen ([^|]*?),? met (papa|mama|opa|oma|(?:tante|oom|juf) \p{L}+)(?=$|[,|])/giu,
    '$1$4 en ze $2 samen $3',
  ],
  [
    /(^(?:en |toen |daarna |dus )?|\b(?:en|toen|daarna|dus) )(keken|gingen|speelden|bouwden|bakten|lazen|zongen|dansten|aten|deden|maakten|wandelden|fietsten|zwommen|renden|knutselden|kleurden|puzzelden|tekenden|kookten) samen\b/giu,
    '$1we $2 samen',
  ],
  // Waiting said bare, alone or after its cause (`de trein had vertraging dus lang wachten op het perron`): `we`
  // waited.
  [/(^|\bdus )((?:heel |erg |super |nog )?lang |(?<=dus )(?:even |ff |nog )?)wachten\b/giu, '$1we moesten $2wachten'],
  // A whole journey typed without its article (`hele reis bij het raam gezeten`): `de hele reis`.
  [
    /(?<![\p{L}] ?|\b(?:de|die|een|het|deze) )\bhele (reis|rit|tocht|vlucht|terugweg|heenweg|treinreis|autorit|busrit)\b/giu,
    'de hele $1',
  ],
  // Penguins typed without their diaeresis (`de pinguins gezien`).
  [/\bpinguin(s|tje|tjes)?\b/giu, 'pinguïn$1'],
  // A kite flown, typed without its last letter (`met opa gevlieger`): `gevliegerd`.
  [/\bgevlieger\b/giu, 'gevliegerd'],
  // Flemish `nadien` and `nen` (`nadien nen croque gegeten`): `daarna`, `een`.
  [/\bnadien\b/giu, 'daarna'],
  [/\bnen(?=\s+\p{L})/giu, 'een'],
  [/\bnie\b/giu, 'niet'],
  [/\bff\b/giu, 'even'],
  // Spoken `effe` (Holland) is `even`.
  [/\beffe\b/giu, 'even'],
  // Asleep on the way home in the car (`in de auto terug meteen in slaap gevallen`): the way back, said whole.
  [/\bin de (auto|trein|bus|boot|bakfiets) terug (?=(?:\p{L}+ ){0,2}in slaap\b)/giu, 'op de terugweg in de $1 '],
  [/\bvd\b/giu, 'van de'],
  [/\bvh\b/giu, 'van het'],
  [/\bwou\b/giu, 'wilde'],
  [/\bwouden\b/giu, 'wilden'],
  // A ride said by its vehicle first (`bakfiets naar de markt`): with it.
  [/^(bakfiets|fiets|auto|bus|trein|tram|boot|kar) naar\b/iu, 'met de $1 naar'],
  // Blowing bubbles said bare (`bellen blazen in de tuin`): `bellen` is the bubbles, never the verb to call.
  [/^(?:en )?bellen blazen\b/iu, 'bellen geblazen'],
  // An outing said as a bare infinitive after who came along (`met papa vliegeren op het veldje`): went to do it.
  [
    /^((?:'s_\p{L}+ |toen |daarna )?)met ((?:de |het |zijn |haar |onze |ons )?\p{L}+) (vliegeren|zwemmen|fietsen|wandelen|schaatsen|sleeën|voetballen|vissen|picknicken|steppen|kanoën|varen|wadlopen|pootjebaden)\b/iu,
    '$1met $2 gaan $3',
  ],
  // What was inside, said without its `er` (`luikje open gemaakt, zat een chocolade sterretje in`): there was.
  [
    /^(?:en )?(zat|zaten|lag|lagen) (een|twee|drie|vier|veel|allemaal) ((?:\p{L}+ ){0,3}\p{L}+) (in|op|onder)$/iu,
    'er $1 $2 $3 $4',
  ],
  // A grown-up settling a quarrel in two words (`oom bas zei om de beurt`): what was said, in quotes.
  [
    /^((?:oom|tante|opa|oma|papa|mama|juf|meester)(?: \p{L}+)?) zei (om de beurt|eerlijk delen|samen delen|samen spelen|allebei even)$/iu,
    '$1 zei: $2',
  ],
  // Holland's `wezen` before an infinitive is having gone to do it (`met opa wezen vissen`, `zijn wezen zwemmen`).
  [/\bwezen (?=\p{L}{3,}en\b)/giu, 'gaan '],
  // `natuurlijk` said last is the parent's aside (`weer teruggegooid natuurlijk`), nothing the child did.
  [/[\s,]+natuurlijk$/iu, ''],
  // Singing door to door at Epiphany (`driekoningen zingen`): the child went to.
  [/^driekoningen zingen\b/iu, 'driekoningen gaan zingen'],
  // Flemish `snamiddags` and `'s namiddags` are `'s middags`.
  [/(?:\b|')s\s?namiddags\b/giu, "'s_middags"],
  [/\bs(middags|avonds|ochtends|morgens|nachts)\b/giu, "'s_$1"],
  [/'s\s+(middags|avonds|ochtends|morgens|nachts)\b/giu, "'s_$1"],
  [/(?:^|(?<=\s))s\s+(middags|avonds|ochtends|morgens|nachts)\b/giu, "'s_$1"],
  // The day of the week said first is today (`zaterdag met nichtje fenna naar …`, `woensdagmiddag zwemles`).
  [
    /^(?:op )?(?:maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag)(middag|ochtend|morgen|avond)?\s+/iu,
    (_: string, part: string | undefined) => (part ? `'s_${part.toLowerCase()}s ` : ''),
  ],
  [/\bvanmiddag\b/giu, "'s_middags"],
  // Lunchtime is one front word (`tussen de middag boterham met hagelslag`), so the bread after it takes its `een`.
  [/\btussen de middag\b/giu, 'tussen_de_middag'],
  // In the bath with someone, said with whom first (`vanavond met papa in bad`): the bath first, as it is told.
  [
    /\bmet (papa|mama|pap|mam|opa|oma|zijn zus|haar zus|zn zus|zijn broer|haar broer|zn broer|zusje|broertje) in (bad|het bad|t bad|de douche)$/iu,
    'in $2 met $1',
  ],
  // A part of the day said bare first (`middag lekker geknutseld`): `'s middags`; so too with a place or with someone
  // when a doing or a going follows (`middag bij de kinderboerderij geitjes geaaid`, `middag met oma naar het park`).
  [
    /^(middag|avond|ochtend|morgen|nacht)\s+(?!(?:was|is|werd|en|van)\b)(?!(?:met|bij)\b(?![^,.!?]*\b(?:ge\p{L}{3,}(?:d|t|en)|naar)(?:\s|$))(?![^,.!?]*\s(?:in|op|bij|aan) (?:de|het|t) \p{L}+$))/iu,
    (_: string, part: string) => `'s_${part.toLowerCase()}s `,
  ],
  [/\bvanochtend\b|\bvanmorgen\b/giu, "'s_ochtends"],
  [/\bvanavond\b/giu, "'s_avonds"],
  // (Since the night, said of an illness, keeps the parent's own word: `koorts sinds vannacht`.)
  [/\bsinds vannacht\b/giu, 'sinds_vannacht'],
  [/\bvannacht\b/giu, "'s_nachts"],
  [/\bgisteravond\b/giu, 'de avond ervoor'],
  // Yesterday, told on waking: the day before, as the story tells it (`gisteren de kerstboom opgezet`).
  [/\b(?:eer)?gister(?:en)?(?: ?(?:middag|ochtend|morgen))?\b/giu, 'de dag ervoor'],
  // Today said first before someone who came (`vandaag kwam de kraamhulp`): then, with that one the subject.
  [/^vandaag (?=(?:kwam|kwamen) (?:de|het|een) \p{L}+(?: |$))/iu, 'toen '],
  [/\bvandaag\b/giu, ''],
  // The whole house or garden searched, said without its article (`hele huis afgezocht`): searched all through it.
  [
    /(?<!\b(?:het|de|t|ons|onze|zn|zijn|haar|mijn|mn|een|'t)\s)\bhele (huis|bos|park|strand|dorp|zwembad|tuin|kamer|zolder|speeltuin|auto|winkel) (?:afgezocht|doorzocht|overhoop gehaald)\b/giu,
    (_whole: string, place: string) =>
      /^huis$/iu.test(place)
        ? 'overal in huis gezocht'
        : `overal in ${/^(?:bos|park|strand|dorp|zwembad)$/iu.test(place) ? 'het' : 'de'} ${place} gezocht`,
  ],
  [/\bmaar ja\b.*$/giu, ''],
  [/\bdan maar\b/giu, ''],
  // `dan` is Flemish `toen`, but not after a comparison (`meer deeg dan er in de oven ging`).
  [
    // Nor before someone compared with (`opa was trotser dan hij`): `toen` has its verb right after it.
    /(?<!\b(?:meer|minder|liever|eerder|later|langer|korter|groter|kleiner|sneller|beter|harder|hoger|vaker|verder|ouder|jonger|leuker|anders|zo\s+\p{L}+)\b(?:\s+\S+){0,4}\s+)\bdan\b(?!\s+(?:hij|ie|zij|ik|wij|jij|hem|mij|ooit|normaal|verwacht|gedacht)\b)/giu,
    'toen',
  ],
  [/\b(\d+)[,.]\d+\b/gu, ''],
  [/\bde (avond|dag) ervoor\b/giu, 'de_$1_ervoor'],
  [/\b(?:de )?sint maarten\b/giu, 'Sint-Maarten'],
  // Worn out as a parent says it in English (`om 7 uur al knock out`).
  [/\bknock[ -]?out\b/giu, 'doodop'],
  [/\b(?:de )?brandweerman sam\b/giu, 'Brandweerman Sam'],
  // Children's television by its title (`naar de fabeltjeskrant gekeken`, `peppa pig`).
  [/\bde fabeltjeskrant\b/giu, 'De Fabeltjeskrant'],
  [/\bpeppa pig\b/giu, 'Peppa Pig'],
  [/\bpaw patrol\b/giu, 'Paw Patrol'],
  [
    /\b(sesamstraat|bluey|dikkie dik|pieter post|woezel en pip|kabouter plop|juf roos|frozen|vaiana|encanto|toy story|de leeuwenkoning|minions)\b/giu,
    (title: string) => title.toLowerCase().replace(/(?:^|\s)(?!en\b)\p{L}/gu, (letter) => letter.toUpperCase()),
  ],
  // On a lap is no shot (`op schoot bij mama`).
  [/\bop schoot\b/giu, 'op_schoot'],
  // A friend's grown-up said with `'s` (`isa's mama gaf haar een nieuwe`): `de mama van isa`, as the reteller knows it.
  [
    /(?<![\p{L}'])(?!(?:mama|papa|oma|opa|mams|paps|juf|meester|tante|oom|bomma|bompa)'s)(\p{Ll}{2,})'s (mama|papa|moeder|vader|oma|opa)\b/gu,
    'de $2 van $1',
  ],
  // A thing with a show's figure on it is one word (`haar nijntje beker`: `haar Nijntje-beker`).
  [
    /\b(nijntje|bumba|k3|peppa|elsa|frozen|dikkie dik|paw patrol|bluey) (beker|bekertje|bord|bordje|lepel|lepeltje|tas|tasje|rugzak|rugzakje|knuffel|pyjama|jas|jasje|paraplu|ballon|fles|flesje|drinkfles|broodtrommel|trommeltje)\b/giu,
    (_whole: string, figure: string, thing: string) =>
      `${figure.toLowerCase().replace(/ /gu, '')}${thing.toLowerCase()}`,
  ],
  [/\bde sint\b/giu, 'de Sint'],
  [/\bvoor (?:de )?sint\b/giu, 'voor de Sint'],
  [
    /\b(sinterklaas|amerigo|ozosnel|pasen|kerstmis|koningsdag|zappelin|schiphol|artis|efteling|duplo|lego|barcelona|noorwegen|spanje|groningen|amsterdam|rotterdam|utrecht|antwerpen|gent|brussel|leuven|brugge|nijntje|bumba|plopsaland|blijdorp|k3)\b/giu,
    (word: string) => capital(word.toLowerCase()),
  ],
  // Picture books by their titles (`voorgelezen uit rupsje nooitgenoeg`).
  [/\brupsje nooitgenoeg\b/giu, 'Rupsje Nooitgenoeg'],
  [/\bdikkie dik\b/giu, 'Dikkie Dik'],
  [/\bjip en janneke\b/giu, 'Jip en Janneke'],
  [/\bkikker en zijn vriendjes\b/giu, 'Kikker en zijn vriendjes'],
  [/\bde gruffalo\b/giu, 'de Gruffalo'],
  // Peppa Pig, by her Dutch name.
  [/\bpeppa(?: big| pig)?\b/giu, 'Peppa Big'],
  // Towns, provinces and countries a parent types in lower case (`naar oma in zwolle`).
  [
    /\b(zwolle|eindhoven|nijmegen|arnhem|maastricht|haarlem|leiden|delft|breda|tilburg|almere|amersfoort|apeldoorn|enschede|deventer|alkmaar|dordrecht|zaandam|volendam|scheveningen|zandvoort|hasselt|mechelen|oostende|zundert|lisse|valkenburg|giethoorn|kinderdijk|roermond|venlo|gouda|edam|lelystad|zwijndrecht|sneek|leeuwarden|emmen|harderwijk|wageningen|schoorl|domburg|vlissingen|middelburg|roosendaal|turnhout|ieper|blankenberge|kortrijk|aalst|genk|knokke|texel|ameland|terschelling|friesland|zeeland|limburg|brabant|drenthe|duitsland|frankrijk|nederland|engeland|italië|belgië|belgie|australië|australie|amerika|canada|spanje|portugal|zweden|denemarken|turkije|marokko|suriname|curaçao|curacao|aruba|bonaire|indonesië|indonesie|japan|china|nieuw-zeeland)\b/giu,
    (word: string) =>
      capital(
        word
          .toLowerCase()
          .replace(/^(belg|austral|indones)ie$/u, '$1ië')
          .replace(/^curacao$/u, 'curaçao'),
      ).replace(/-z/u, '-Z'),
  ],
  [
    /\b(den) (haag|bosch|helder)\b/giu,
    (_: string, den: string, town: string) => `${capital(den.toLowerCase())} ${capital(town.toLowerCase())}`,
  ],
  [/\b(?:ons|onze)\s+(pap|papa|mam|mama|ma|pa)\b/giu, '$1'],
  // (Not where `haar` is whom she took along or helped: `nam oma haar mee`, `heeft oma haar opgehaald`.)
  // (Nor a grown-up shown or given the child's own: `ze liet mama haar tekening zien`, `hij liet papa zijn tekening zien`.)
  [
    /(?<!\b(?:liet|lieten|gaf|gaven|toonde|toonden|bracht|brachten) )\b(mama|oma|juf|tante|zus|zusje) (?:haar|d'r) (?!(?:mee|meegenomen|op|opgehaald|uit|in|af|aan|naar|ook|nog|even|een|de|het|gebracht|geholpen|geleerd|gegeven|getroost|voorgelezen|laten)\b)(?=\p{L})/giu,
    "$1's ",
  ],
  // (Not the verb after two people, `oma en opa zijn vandaag terug gevlogen`, nor the child's thing the grown-up left
  // behind: `dat papa zn zwembandjes thuis had laten liggen` is papa, with his things.)
  [
    /(?<!\ben |\b(?:liet|lieten|gaf|gaven|toonde|toonden|bracht|brachten) )\b(papa|opa|meester|oom|broer|broertje) (?:zijn|zn) (?!(?:vandaag|gisteren|terug|weg|al|ook|nog|weer|er|naar|gekomen|gegaan|vertrokken)\b)(?![^.,]*\b(?:had|heeft|hadden) [^.,]*\b(?:laten liggen|laten staan|vergeten|thuisgelaten)\b)(?=\p{L})/giu,
    "$1's ",
  ],
  // Typos of `helemaal` (`hlmaal zelf`).
  [/\b(?:hlmaal|helmaal|hellemaal|helemaa|hlemaal|heelmaal)\b/giu, 'helemaal'],
  // A thing of a kind said with `van de` (`zn puzzel vd brandweer`): one Dutch compound, `brandweerpuzzel`.
  [
    /\b(puzzel|auto|boek|helm|pak|wagen|liedje|boekje) (?:van de|vd|v\/d) (brandweer|politie|boerderij|dierentuin|bouwplaats|ambulance|vuilniswagen)\b/giu,
    (_: string, thing: string, kind: string) => `${kind.toLowerCase()}${thing.toLowerCase()}`,
  ],
  // Where a framed thing goes (`een diploma dat boven zn bed moet`): it may hang there.
  [/\b(dat|die) (boven|naast|aan|op) ((?:zn|z'n|zijn|dr|d'r|haar|de|het|t) \p{L}+) moet$/giu, '$1 $2 $3 mag hangen'],
  // `pap` is dad, but porridge where it is eaten (`s ochtends pap gegeten`, `een bordje pap`, `warme pap`).
  [
    // (Nor the morning's food said bare, `vanochtend pap`, `ontbijt pap`: that is porridge too.)
    /\b(?<!\b(?:bordje|bakje|kommetje|kom|schaaltje|warme|lekkere|beetje|havermout|griesmeel|rijst|brinta|at|eet|geen) )pap\b(?:(?<!^(?:(?:en|toen|eerst) )?(?:vanochtend|vanmorgen|'s_ochtends|'s_morgens|ontbijt|als ontbijt|bij het ontbijt|eerst) pap)|(?!\s*$))(?! (?:gegeten|opgegeten|eten|gehad|op\b|met (?:banaan|appel|fruit|honing|suiker|kaneel|rozijnen|aardbeien)))/giu,
    'papa',
  ],
  [/\bmam\b/giu, 'mama'],
  [/\be(?=\s+[^aeiou\s])/giu, 'een'],
  [/\bmin\b/giu, 'minuten'],
  [/\bvan hun (?:twee|tweeën|2)\b/giu, 'van_hen_tweeën'],
  [/\bgeweend\b/giu, 'gehuild'],
  // Many tears at a moment (`veel geween bij het afscheid`): the child cried a lot then.
  [/^(?:veel|heel veel) (?:geween|gehuil|tranen) (bij|na|op|in) /iu, 'veel gehuild $1 '],
  // Flemish `zagen` is whining (`wat gezaag`).
  [/\bgezaag\b/giu, 'gezeur'],
  // Seeing that something was so is noticing it (`in de bus zagen we dat zn pet nog bij de hema lag`).
  [/\bzagen (we|wij|ze) dat\b/giu, 'merkten $1 dat'],
  [/\bzag (hij|ie|ze|zij) dat\b/giu, 'merkte $1 dat'],
  // How big a drama it was, said after it (`…, groot drama`): the parent's aside, not a thing done.
  [/,?\s*(?:groot|echt|heel|mega|wat een|een) (?:drama|paniek|gedoe)$/giu, ''],
  // `er … in` around what was done (`er een gat in gebeten`): `erin`, as the past tense says it (`beet een gat erin`).
  [/^er ((?:\p{L}+ ){1,3}?)(in|op|af|uit|aan|over|bij) (ge\p{L}+[dtn])$/iu, '$1er$2 $3'],
  [/\bgezaagd\b/giu, 'gezeurd'],
  // A fright got over at once (`even schrikken maar meteen weer op`): said with participles, a clause of its own.
  [
    /\b(?:wel )?even (?:schrikken|geschrokken),? maar (?:toen )?(meteen|gelijk|direct|snel) weer op(?:gestaan)?\b/giu,
    'even geschrokken maar $1 weer opgestaan',
  ],
  [/\bweende\b/giu, 'huilde'],
  [/\bdood(enge?)\b/giu, 'heel $1'],
  // (Told calmly for a small child: `echt doodsbang` is `heel bang`, never `echt heel erg bang`.)
  [/\b(?:echt |heel |super )?doodsbang\b/giu, 'heel bang'],
  [/\bdood(?:moe|op)\b/giu, 'heel erg moe'],
  // Staying home is one verb (`thuis gebleven want koorts`): `bleef thuis`, never `Thuis bleef`.
  [/^((?:de hele dag |vandaag )?)thuis gebleven\b/iu, '$1thuisgebleven'],
  // Animals given food are fed (`de kippen eten gegeven`): one verb, as the parent's typed `kippen voeren` says it.
  [
    /\b((?:de |het |onze |alle )?(?:kippen|kippetjes|eendjes|eenden|geitjes|geiten|konijnen|konijntjes|cavia's|cavia|vissen|visjes|schapen|lammetjes|paarden|pony's|koeien|kalfjes|varkens|biggetjes|dieren|diertjes)) (?:te )?eten (?:gegeven|geven)\b/giu,
    '$1 gevoerd',
  ],
  // A first sleepover said bare (`eerste keer logeren bij opa en oma`, `eerste nachtje logeren bij tante`): stayed
  // there for the first time.
  [
    /^(?:(?:de|het|n|een) )?(?:eerste keer|eerste nachtje|eerste nacht|voor het eerst|voor t eerst)(?: (?:gaan|wezen|alleen))? logeren\b/iu,
    'voor het eerst gelogeerd',
  ],
  // A dream said by how it felt (`vannacht eng gedroomd over een monster`): a dream of that kind, had.
  [
    /\b(?:(heel|erg|zo|best|echt|super) )?(eng|naar|raar|gek|mooi|fijn|grappig) gedroomd\b/giu,
    (_whole: string, how: string | undefined, felt: string) =>
      `een ${how ? `${how.toLowerCase()} ` : ''}${{ eng: 'enge', naar: 'nare', raar: 'rare', gek: 'gekke', mooi: 'mooie', fijn: 'fijne', grappig: 'grappige' }[felt.toLowerCase()] ?? felt} droom gehad`,
  ],
  [/\beng\b/giu, 'spannend'],
  [/\benge\b/giu, 'spannende'],
  [/\bkwijt geraakt\b/giu, 'kwijtgeraakt'],
  // What the child may do every day, said in the present (`elke ochtend mag ze een deurtje … open doen`): told in
  // the story's past, one verb.
  [/^(elke|iedere) (ochtend|morgen|dag|avond) mag (ze|zij|hij|ie)\b/iu, '$1_$2 mocht $3'],
  [/\bopen doen\b/giu, 'opendoen'],
  // Doubled up is laughing, said so for a small child (`hij lag helemaal dubbel`).
  [/\b(lag|lagen) ((?:helemaal |compleet |echt )?)dubbel$/iu, '$1 $2dubbel van het lachen'],
  // Breakfast said by its dish alone (`vanochtend wentelteefjes ontbijt`): eaten at breakfast.
  [
    /^((?:vanochtend|vanmorgen|'s_ochtends|'s_morgens) )?(\p{Ll}{4,}) (?:als |bij het )?ontbijt$/iu,
    '$1$2 gegeten bij het ontbijt',
  ],
  // Looking at something is looking `naar` it (`om de zeehondjes te kijken`).
  [/\bom (de|het) ((?:\p{L}+ )?\p{L}+) te kijken\b/giu, 'om naar $1 $2 te kijken'],
  // Solved without saying what (`na een tijdje zelf opgelost`): thought of a way out, never a bare `loste op`.
  [
    /^((?:(?:na een tijdje|na een poosje|toen|daarna|uiteindelijk|gelukkig|maar) )*)(zelf|samen) opgelost$/iu,
    '$1$2 een oplossing bedacht',
  ],
  // Still grumbling at a place, said with a bare verb (`op het kdv ook nog steeds mopperen`): it went on.
  [
    /\b(nog steeds|nog altijd|alleen maar|steeds) (mopperen|zeuren|huilen|jengelen|janken|klagen|dreinen|brullen|krijsen)$/iu,
    (_whole: string, still: string, verb: string) =>
      `${still} ${{ mopperen: 'gemopperd', zeuren: 'gezeurd', huilen: 'gehuild', jengelen: 'gejengeld', janken: 'gejankt', klagen: 'geklaagd', dreinen: 'gedreind', brullen: 'gebruld', krijsen: 'gekrijst' }[verb.toLowerCase()] ?? verb}`,
  ],
  // Hurt oneself: `pijn gedaan` is `zich pijn gedaan`, never `een pijn`.
  [/^(\s*(?:toen\s+)?)((?:flink|erg|wel|even|ff|een beetje|beetje)\s+)?pijn gedaan\b/iu, '$1zich $2pijn gedaan'],
  // Hiding is hiding oneself (`verstopt achter opa`, `ze had zich verstopt onder tafel`): never `verstopte achter`.
  [
    /(?<=^\s*|(?:^|\s)(?:ze|zij|hij|ie|heeft|had|hebben|toen|en)\s)(verstopt|verstopte|verstopten|verschuilde|verscholen)(?=\s+(?:achter|onder|in|bij|tussen|naast|op)\s)/giu,
    'zich $1',
  ],
  [/\b(?:een )?pleister(?:tje)? (?:erop|erop geplakt|gekregen)\b/giu, 'kreeg een pleister'],
  [/\ben (?:toen )?(?:gewoon )?weer (?:door|verder)$/giu, 'en ging weer verder'],
  [/\ben (?:toen )?(?:gewoon )?weer (spelen|fietsen|rennen|klimmen|schommelen|glijden)$/giu, 'en ging weer $1'],
  // The family's pet by its kind and name, without `onze` (`hond Guus werd ook drijfnat`): as `onze hond Guus`.
  [
    /^(hond|hondje|kat|poes|poesje|kater|konijn|konijntje|cavia|hamster) (?=\p{L}+ (?:werd|was|sprong|liep|rende|kwam|ging|wou|wilde|mocht|blafte|at|lag|zat|deed)\b)/iu,
    'onze $1 ',
  ],
  // An hour said first, before its verb (`om 3u wou ze …`): one front word, `om drie uur`. A Flemish `3u` is `3 uur`.
  [
    /\bom (\d{1,2})(?:u| uur) (?=(?:wou|wilde|ging|gingen|kwam|kwamen|was|waren|mocht|moest|kon|zat|zaten|had|hadden)\b)/giu,
    (_whole: string, hour: string) => `om_${numbers(hour)}_uur `,
  ],
  [/\b(\d{1,2})u\b/giu, '$1 uur'],
  // The last time together is once more (`vandaag de laatste keer samen gespeeld`: `nog één keer samen`).
  [/\b(?:vandaag )?(?:voor )?de laatste keer\b/giu, 'nog één keer'],
  [/\bhele (dag|middag|ochtend|avond|nacht|tijd|weg)\b/giu, 'de hele $1'],
  [/\bde de hele\b/giu, 'de hele'],
  [/\bde hele (dag|middag|ochtend|avond)\b/giu, 'de_hele_$1'],
  [/\b(?:de )?rest van de (dag|middag|ochtend|avond)\b/giu, 'de_rest_van_die_$1'],
  [/(?:^|(?<=\s))beetje\b/giu, 'een beetje'],
  [/\been een beetje\b/giu, 'een beetje'],
  [/\bhele hard\b/giu, 'heel hard'],
  // With whom first and a lone thing after it (`bij oma kerstboom opgezet`): the thing first, so it takes its article
  // (`zette een kerstboom op bij oma`).
  [
    /^((?:bij|met|samen met) (?:opa|oma|bompa|bomma|papa|mama|pepe|meme|meter|peter|tante|oom|nonkel|juf|meester|broer|zus|broertje|zusje|buurvrouw|buurman|opa en oma|oma en opa)) (\p{Ll}{4,}) ((?:\p{Ll}+)?ge\p{Ll}+[dtn])$/u,
    (whole: string, who: string, thing: string, done: string) =>
      /(en|s|e|je)$/u.test(thing) || STOP.has(thing) || participle(thing) !== undefined
        ? whole
        : `${thing} ${done} ${who}`,
  ],
  [/\beerste keer\b/giu, 'voor het eerst'],
  [/\bvoor voor het eerst\b/giu, 'voor het eerst'],
  // Fallen on a part of the body, said with `met` (`gevallen met haar knie`): fell on it, `op haar knie`. (Not where
  // it hit something, `met zn hoofd tegen de tafel`.)
  [
    /\b(gevallen|viel|vielen|gestruikeld|struikelde) met (zijn|zn|z'n|haar|d'r|dr) (knie|knieën|knietje|hoofd|kin|neus|elleboog|hand|handen|billen|bil|snoet|mond)\b(?! (?:tegen|op|in|aan|door)\b)/giu,
    (_whole: string, fell: string, own: string, part: string) => `${fell} op ${own} ${part}`,
  ],
];

/** The parent's pet name for the child, as the subject (`mijn knulletje rende naar de deur`): the child's pronoun. */
const PET_NAME =
  /^((?:en |toen |daarna )?)(?:mijn|mn|m'n|ons|onze) (?:knulletje|knul|ventje|mannetje|kereltje|jongetje|meisje|meiske|meidje|meid|schatje|lieverdje|lieverd|dreumesje|dreumes|boefje|mopje|poppetje|prinsesje|ukkie|ukje|hummeltje|kanjer|bink)(?= \p{Ll})/iu;
const byPetName = (clause: string, context: RetellContext) =>
  clause.replace(PET_NAME, `$1${context.childPronoun === 'she' ? 'ze' : context.childPronoun === 'he' ? 'hij' : 'ie'}`);

/**
 * The parent's `mij` after a little word, when the day says who writes (`ze zwaaide naar mij`): that grown-up, as the
 * story calls them. (`alleen maar` is `only`: `zwaaide alleen naar mama`, never `alleen, maar`.)
 */
const fromParent = (clause: string, context: RetellContext) => {
  const only = clause.replace(/\balleen maar\b/giu, 'alleen');
  // Whose lap needs no name when the parent is unknown (`kroop ze bij mij op schoot`): on a lap, the grown-up's.
  if (!context.parent || context.parentGuessed)
    return only.replace(/\bbij (?:mij|me) (op schoot|in (?:bed|het grote bed))\b/giu, (_whole, where: string) =>
      where.toLowerCase() === 'op schoot' ? 'op schoot' : 'in het grote bed',
    );
  const parent = context.parent.toLowerCase();
  // Hiding behind the parent's leg (`stond eerst achter mn been`): behind theirs, `achter mama's been`.
  const leg = only.replace(
    /\bachter (?:mn|m'n|mijn) (been|benen)\b/giu,
    (_whole: string, limb: string) => `achter ${parent}${/[aeiouy]$/u.test(parent) ? "'s" : 's'} ${limb}`,
  );
  return leg.replace(
    /\b(naar|tegen|bij|aan|met|voor|op) (?:mij|me)\b(?! \p{L}+ (?:en|gezegd|gevraagd)\b)/giu,
    `$1 ${parent}`,
  );
};

/**
 * A friend's grown-up by name (`speelafspraak bij vriendinnetje fleur, haar mama ingrid had pannenkoeken gemaakt`):
 * `haar mama` with a name after it is the friend's, never the child's own. Gives the grown-up's name, their word and
 * the friend, when the day names one friend.
 */
function friendsGrownUp(context: RetellContext): { name: string; kin: string; friend: string } | undefined {
  const said =
    /(?:^|[\s,.])(?:haar|zijn|zn|z'n|d'r|dr) (mama|papa|moeder|vader|oma|opa) (\p{Ll}{3,})(?=[\s,.!]|$)/u.exec(
      (context.description ?? '').toLowerCase(),
    );
  if (!said?.[1] || !said[2] || !nameLike(said[2])) return undefined;
  const name = said[2];
  const day = (context.description ?? '').toLowerCase();
  const friends = othersNamed(context).filter(
    (one) => one.toLowerCase() !== name && new RegExp(`(?<![\\p{L}])${one.toLowerCase()}(?![\\p{L}])`, 'u').test(day),
  );
  if (friends.length !== 1 || !friends[0]) return undefined;
  const kin = ({ moeder: 'mama', vader: 'papa' } as Record<string, string>)[said[1]] ?? said[1];
  return { name: capital(name), kin, friend: friends[0] };
}

/** The friend's grown-up said as `haar mama ingrid` or by the name alone: `de mama van Fleur`, to be told. */
function byFriendsGrownUp(clause: string, context: RetellContext): { clause: string; name?: string } {
  const grown = friendsGrownUp(context);
  if (!grown) return { clause };
  const low = grown.name.toLowerCase();
  const them = `de ${grown.kin} van ${grown.friend.toLowerCase()}`;
  const whole = new RegExp(
    `(^|\\| |\\ben |\\btoen |\\bmaar )(?:haar|zijn|zn|z'n|d'r|dr) (?:mama|papa|moeder|vader|oma|opa) ${low}(?=\\s)`,
    'iu',
  );
  if (whole.test(clause)) return { clause: clause.replace(whole, `$1${them}`), name: grown.name };
  const bare = new RegExp(
    `(^|\\| |\\ben |\\btoen |\\bmaar )${low}(?= (?:zei|zegt|riep|gaf|hielp|had|heeft|was|maakte|kwam|deed|pakte|veegde|haalde)\\b)`,
    'iu',
  );
  return { clause: clause.replace(bare, `$1${them}`) };
}

/** What the child wore for it, said after a comma (`was een schaapje in het kerstspel, met een wit pakje`). */
const WORN_AFTER =
  /^(.+?), (met (?:een|haar|zijn|zn|d'r|dr) (?:\p{L}+ ){0,2}(?:pakje|jurkje|kostuum|pak|jurk|vleugels|vleugeltjes|oortjes|kroontje|kroon|hoed|hoedje|muts|mutsje|staart|masker|sjaal|cape)(?: (?:van|met|en) [^,|]+)?)$/iu;

/** A while said first (`na 10 min`): one front word, after the numbers are words. */
const WHILE = /\bna (een|twee|drie|vier|vijf|tien|twintig|dertig) (minuten|kwartier|uur|tijdje|poosje)\b/giu;

const NUMBERS = `nul één twee drie vier vijf zes zeven acht negen tien elf twaalf dertien veertien vijftien zestien
  zeventien achttien negentien twintig`.split(/\s+/u);

/** Small numbers as words (`1x`: `één keer`, `14`: `veertien`, `3e`: `derde`). */
function numbers(text: string): string {
  const word = (digits: string) => NUMBERS[Number(digits)] ?? digits;
  return text
    .replace(/\b(\d{1,2})x\b/gu, (_, digits: string) => `${word(digits)} keer`)
    .replace(/\b3e\b/gu, 'derde')
    .replace(/\b([12])e\b/gu, (_, digits: string) => (digits === '1' ? 'eerste' : 'tweede'))
    .replace(/\b(\d{1,2})e\b/gu, (_, digits: string) => `${word(digits)}de`)
    .replace(/(?<![\d,.])\b(\d{1,2})\b(?![,.]\d)/gu, (_, digits: string) => word(digits));
}

const CHAT = /\b(haha+|hihi+|lol|omg|jaja|pff+|oeps|zucht|he|hè|hé|maar ja|echt waar|tja)\b/giu;

function clean(clause: string): string {
  let text = clause
    .replace(/\bmaar ja\b.*$/iu, '')
    .replace(/\([^)]*\)/gu, ' ')
    .replace(/[:;]-?[()DPp]/gu, ' ')
    .replace(/[\u{1F300}-\u{1FAFF}\u{2600}-\u{27BF}]/gu, ' ')
    .replace(/[!?]+/gu, ' ')
    .replace(CHAT, ' ');
  text = text.replace(/\b\p{Lu}{2,}\b/gu, (word) => word.toLowerCase());
  for (const [pattern, replacement] of SPELLING)
    text = typeof replacement === 'string' ? text.replace(pattern, replacement) : text.replace(pattern, replacement);
  return tidy(
    numbers(text)
      .replace(WHILE, 'na_$1_$2')
      .replace(/^[\s,.-]+|[\s,.-]+$/gu, ''),
  );
}

/**
 * Where a sentence is cut: `en`, `maar`, `dus` before a new subject or verb (the word itself dropped), and before
 * `toen` or `daarna` (kept: it begins the next clause).
 */
const BREAK =
  /\s+en\s+(?=om [^,.]{1,20}? al (?:in|naar) (?:zn |zijn |haar |t |het )?bed\b)|\s+en\s+(?=(?:savonds|smiddags|smorgens|sochtends|snamiddags|'?s avonds|'?s middags|'?s morgens|'?s ochtends|'?s namiddags|vanochtend|vanmorgen|vanmiddag|vanavond)\s)|\s*,\s*(?=(?:(?:een|flinke|enorme|grote|mega|dikke)\s+)*(?:driftbui|woedeaanval|huilbui|drama|scène)\b)|(?<=\b(?:driftbui|woedeaanval|huilbui|drama)\b[^,]{0,40}),\s*(?=(?:wou|wilde)\s)|(?<=\baan het krijgen)\s*,?\s+dus\s+|(?!(?<=\b(?:schrok|geschrokken)\b[^,.|]{0,40})\s*(?:,\s*)?\ben\s+(?:wou|wilde)\s+(?:(?:ze|zij|hij|ie)\s+)?(?:naar huis|weg)\b)(?<!^\s*\p{L}+\s*)\s*(?:,\s*)?\b(?:en|maar|dus)\s+(?!(?:ze|zij|hij|ie) (?:niks|niets|geen)(?:[\s,.!]|$))(?=(?:ze|zij|hij|ie|we|wij|het|t|er|was|had|wou|wilde|zei|vroeg(?! (?:naar|in) bed)|riep|ging|gaf|kreeg|mocht|moest|heeft|is|deed|zat|stond|lag|bleef|speelde|klom|rende)\b)|(?<!\bdat\s+(?:ze|zij|hij|ie)\s*)(?<!\b(?:ze|zij|hij|ie)\s+(?:wou|wilde|kon|mocht|moest|durfde)\s*)(?<!\b(?:werd|was)\s+(?:heel\s+|zo\s+|erg\s+|een beetje\s+|best\s+)?(?:boos|verdrietig|jaloers|sip|chagrijnig|stil|bang)\s*)\s*(?:,\s*)?(?:\b(?:en|maar)\s+)?(?=\b(?:toen(?!\s+(?:ze|zij|hij|ie)\s+nog\s+sliep)|daarna|dan toch)\s)|\s*(?:,\s*)?(?=\bmaar\s+(?:uiteindelijk|gelukkig|achteraf)\s)|\s*(?:,\s*)?\bmaar\s+(?=(?:(?:bij|van|in|op|na) (?:het|de|t)|na (?:een|twee|drie|vier|vijf|\d+))\b)|\s*(?:,\s*)?\bdus\s+(?:(?:toch|maar)\s+)?(?=(?:snel|gauw|vlug|meteen|gelijk) naar\b|(?:lekker\s+)?(?:thuis|binnen|ook)\p{L}*)|\s*(?:,\s*)?(?=\bmaar\s+(?:niet|ni|nie) (?:willen|wille)\b)|\s+en\s+(?=(?:na afloop|nu|rende|liep)\s|(?:de|het) \p{L}+ (?:heeft|is|was|had)\b)|(?<=\baan)\s+en\s+(?=met\s)|\s*(?:,\s*)?\bmaar\s+(?=\p{Ll}{3,},\s+(?:de|zijn|zn|haar|onze)\s)|\s*(?:,\s*)?(?<!\b(?:haar|zijn|zn|z'n|d'r|mijn|mn|m'n|de|een|ene|andere|linker|rechter|nieuwe|roze|rode|blauwe|wollen)\s+)(?=\bwant\s+(?!(?:kwijt|weg|verloren|vergeten)\b))|\s*(?:,\s*)?\ben\s+(?=dan\s)|\s+en\s+(?=(?:haar|zijn|zn|z'n|d'r|de|het)\s+\p{L}+\s+(?:kwijt|verloren|kwijtgeraakt|weg|kapot|stuk)\b)|\s+en\s+(?=(?:in|op|bij|onderweg)\b[^,]{0,30}?\b(?:heeft|is|was|had|zat|ging|zong|sliep|lachte|kletste|praatte|speelde)\s+(?:ze|zij|hij|ie)\b)|(?<!\b(?:toen|omdat|als|want)\s[^,]*)\s*(?:,\s*)?(?=\bdus\s+(?:op|in|bij|aan|onder|langs|even|maar|toen)\s[^,]{0,40}?\bge\p{L}{3,}(?:d|t|en)(?:\s|$))/giu;

/** Words of a piece, cleaned, in lower case. */
const wordsOf = (piece: string) =>
  clean(piece)
    .toLowerCase()
    .split(/[\s,]+/u)
    .filter((word) => word !== '');

/** Whether a word is a verb a clause can stand on. */
const isVerb = (word: string) =>
  isPast(word) || PRESENT[word] !== undefined || participle(word) !== undefined || word === 'geboren';

/** A verb ending a clause after `dat`, in the past or the present (`ruikt`, `was`), never `niet` or `met`. */
const isVerbWord = (word: string) =>
  isVerb(word.toLowerCase()) ||
  /^(?:is|was|heeft|had|kan|mag|wil|moet)$/iu.test(word) ||
  (/\p{L}{2,}t$/iu.test(word) && !/^(?:niet|wat|met|niet|dat|echt|recht|licht|nacht|zacht|groot|goed)$/iu.test(word));

/** Whether the `zijn` at a place is the verb (`we zijn … geweest`), not the possessive (`zijn beker`). */
const isZijnVerb = (words: string[], at: number) => {
  const next = words[at + 1];
  return (
    next === undefined || NOT_NOUN.has(next) || isVerb(next) || /^(naar|met|samen|thuis|er|heel|allebei)$/u.test(next)
  );
};

/** Whether a piece begins with a finite verb and no subject (`is verhuisd naar …`). */
const verbFirst = (piece: string) => {
  const first = wordsOf(piece)[0] ?? '';
  return isPast(first) || PRESENT[first] !== undefined;
};

/** Whether a piece names someone besides the child, whom a following `ze` or `hij` may be. */
const namesSomeone = (piece: string) => new RegExp(TITLES.source, 'u').test(piece.toLowerCase()) || KIN.test(piece);

const KIN =
  /\b(juf|meester|opa|oma|bompa|bomma|tante|oom|papa|mama|broer|zus|buurvrouw|buurman|kapster|kapper|dokter|oppas|meter|peter)\b/iu;

/**
 * A sentence's comma pieces, each one thing that happened: a piece without a verb stays with the one before it (`een
 * uil`, `bij de glijbaan`), or the one after when that begins with its verb (`sem, zijn vriendje, is verhuisd`); a
 * piece whose `ze` or `hij` may be someone just named stays with that name.
 */
/** How the child was at a place, said without a verb (`in de auto heel stil en verdrietig`). */
const MOOD_AT =
  /^(?:en )?((?:in|op|bij|onderweg in) (?:de|het|t) \p{L}+) ((?:(?:heel|erg|zo|een beetje|wat) )?(?:stil|verdrietig|stilletjes|moe|rustig|boos|blij)(?: en (?:(?:heel|erg|zo|een beetje|wat) )?(?:stil|verdrietig|moe|rustig|boos|blij))?)$/iu;

/** A piece without a verb that is one thing done: said first in time, a mouth opened, something shown. */
function standsAlone(piece: string): boolean {
  const words = wordsOf(piece);
  const first = words[0] ?? '';
  return (
    (isFront(first) && first !== 'toen' && words.length > 2) ||
    (OWN.has(first) && /^(open|dicht)$/u.test(words.at(-1) ?? '')) ||
    (first === 'overal' && /^(op|onder|in)$/u.test(words[2] ?? '')) ||
    words.slice(-2).join(' ') === 'laten zien' ||
    // What a fit was, said bare (`…, krijsen en schoppen met dr benen, hele badkamer kletsnat`): each told alone.
    /^(?:krijsen|gillen|schreeuwen|brullen|stampen|schoppen) en \p{L}+/u.test(words.join(' ')) ||
    (first === 'hele' && /^(?:kletsnat|drijfnat|zeiknat|doornat|doorweekt)$/u.test(words.at(-1) ?? '')) ||
    // How the child was somewhere after (`…, in de auto heel stil en verdrietig`): its own moment.
    MOOD_AT.test(words.join(' ')) ||
    // What there was to eat, said bare with its meal (`…, pannenkoeken als avondeten`): its own moment.
    MEAL_AS.test(words.join(' ')) ||
    // A cry said bare, with what made it better (`…, even huilen en een pleister`): its own moment.
    CRIED_BARE.test(words.join(' ')) ||
    // The evening said first, with its weather (`binnen gespeeld, vanavond onweer`): a new part of the day.
    /^(?:vanavond|vannacht|s avonds|'s avonds|savonds) (?:onweer|storm|sneeuw|regen|hagel|gedonder)$/iu.test(
      piece.trim(),
    )
  );
}

/**
 * Whether a piece's `ze` or `hij` may be someone the piece before names: not a `hij` after only a sister named, nor a
 * `ze` after only a brother (`ruzie met zn zusje lotte, hij heeft haar toren omgegooid`).
 */
function mayBe(piece: string, previous: string): boolean {
  if (!namesSomeone(previous)) return false;
  // Being allowed or daring is the child's (`met meter appelmoes gemaakt, zij mocht draaien`), never the grown-up's.
  // (And wanting to put something of the child's own in what was made: `…, ze wilde er haar knuffels in leggen`.)
  if (/^(?:ze|zij|hij|ie) (?:mocht|mochten|durfde|durfden)\b/iu.test(piece.trim())) return false;
  if (/^(?:ze|zij|hij|ie) (?:wilde|wou) er (?:haar|zijn|zn|z'n|d'r) \p{L}+ (?:in|op|bij|onder)\b/iu.test(piece.trim()))
    return false;
  // So is finding something grand or scary (`met papa naar de bouwplaats, hij vond de hijskraan geweldig`).
  if (
    /^(?:ze|zij|hij|ie) vond\b.*\b(?:geweldig|prachtig|super|leuk|mooi|eng|spannend|prachtig|fantastisch|gaaf)\b/iu.test(
      piece.trim(),
    )
  )
    return false;
  const people = peopleIn(previous);
  if (people.length === 0) return true;
  const him = /^(hij|ie)\b/iu.test(piece.trim());
  return people.some((one) => one.him === him);
}

function commaPieces(sentence: string): string[] {
  const pieces: string[] = [];
  for (const piece of sentence.split(/\s*,\s+/u)) {
    const last = pieces.length - 1;
    const previous = pieces[last];
    const verbless = !wordsOf(piece).some(isVerb) && !standsAlone(piece);
    const previousVerbless = previous !== undefined && !wordsOf(previous).some(isVerb);
    const pronoun = /^(ze|zij|hij|ie)\b/iu.test(piece.trim());
    // A lone name before its apposition (`sem, zn beste vriendje`) stays with it.
    const lone =
      previous !== undefined &&
      /^\p{L}+$/u.test(previous.trim()) &&
      !STOP.has(previous.trim().toLowerCase()) &&
      /^(zijn|zn|haar|d'r|de|onze)\s/iu.test(piece.trim());
    if (
      previous !== undefined &&
      ((verbless && !/^(?:en|maar|dus|daarna|toen)\b/iu.test(piece.trim()) && !previousVerbless) ||
        (verbFirst(piece) && (previousVerbless || namesSomeone(previous))) ||
        (pronoun && mayBe(piece, previous)) ||
        lone)
    )
      pieces[last] = `${previous}, ${piece}`;
    else pieces.push(piece);
  }
  return pieces;
}

/** Participles of going, looking and bringing that `naar …` belongs to (`naar de film gekeken`). */
const MOVED = wordSet(`
  gekeken geluisterd gegaan geweest gelopen gefietst gereden gebracht gewandeld gerend gevaren gevlogen gereisd
  gekomen gestapt gesteld gezwaaid gestuurd geschreven gebeld gegooid gewezen gezocht
`);

/** Family words two of which make one pair (`opa en oma`, `mama en papa`). */
const FOLKS = 'opa|oma|bompa|bomma|pepe|meme|papa|mama|pake|beppe';

/** Participle clauses joined by `en` (`geitjes geaaid en de varkens eten gegeven`): each its own clause. */

/** The participles of the weak doings typed bare (`tellen`: `geteld`); the strong ones are in `STRONG`. */
const WEAK_DONE: Record<string, string> = {
  spelen: 'gespeeld',
  maken: 'gemaakt',
  knippen: 'geknipt',
  plakken: 'geplakt',
  spetteren: 'gespetterd',
  poetsen: 'gepoetst',
  bouwen: 'gebouwd',
  kleuren: 'gekleurd',
  tekenen: 'getekend',
  verven: 'geverfd',
  plukken: 'geplukt',
  rapen: 'geraapt',
  voeren: 'gevoerd',
  aaien: 'geaaid',
  tellen: 'geteld',
  bakken: 'gebakken',
  stapelen: 'gestapeld',
  knutselen: 'geknutseld',
  puzzelen: 'gepuzzeld',
  schilderen: 'geschilderd',
  zaaien: 'gezaaid',
  luisteren: 'geluisterd',
  zwaaien: 'gezwaaid',
};

/**
 * A second doing after `en` typed in the infinitive where the first was told done (`naar de plassen gekeken en de
 * regendruppels tellen`): done as well, in the participle.
 */
function doneToo(given: string): string {
  const lapse =
    /^(.+?) en ((?:(?:de|het|t|een|alle|zijn|haar|zn|z'n|dr|nog|ook|samen|even|wat) )*(?:\p{L}+ ){0,2})(\p{L}+en)$/iu.exec(
      given.trim(),
    );
  const infinitive = lapse?.[3]?.toLowerCase() ?? '';
  const done = WEAK_DONE[infinitive] ?? STRONG.find(([one]) => one === infinitive)?.[3];
  if (!lapse?.[1] || !done || !wordsOf(lapse[1]).some((word) => participle(word.toLowerCase()) !== undefined))
    return given;
  if (wordsOf(lapse[2] ?? '').some((word) => isVerb(word) || participle(word.toLowerCase()) !== undefined))
    return given;
  return `${lapse[1]} en ${lapse[2] ?? ''}${done}`;
}

function participleParts(said: string): string[] {
  const given = doneToo(said);
  // Where the child went and, without `en`, what was done there (`naar de kinderboerderij de geitjes brood gegeven`):
  // two things, as if the parent had written `en` between them.
  const went = /^((?:\S+ )*?naar (?:de|het) \p{L}+) ((?:de|het|een|zijn|haar|zn|z'n|d'r) (?:\S+ )+?(\p{L}+))$/iu.exec(
    given.trim(),
  );
  const clause =
    went?.[1] &&
    went[2] &&
    participle((went[3] ?? '').toLowerCase()) !== undefined &&
    !MOVED.has((went[3] ?? '').toLowerCase()) &&
    !wordsOf(went[1]).some(isVerb)
      ? `${went[1]} en ${went[2]}`
      : given.trim();
  // Things joined without a verb of their own stay with what was done with them (`een hut gebouwd van dekens en
  // stoelen en daarin boekjes gelezen`: the hut of blankets and chairs, then the books).
  // A thing that fell and broke (`zn beker is van tafel gevallen en gebroken`) is one thing that happened.
  if (
    /\b(?:is|was)\b.* (?:gevallen|afgevallen) en (?:gebroken|kapot(?: ?gegaan)?|stuk(?: ?gegaan)?|in stukjes)$/iu.test(
      clause,
    )
  )
    return [clause];
  // A pair of grandparents or parents (`bij opa en oma`) is one.
  const parts = clause
    .split(new RegExp(`(?<!\\b(?:${FOLKS}))\\s+en\\s+|\\s+en\\s+(?!(?:${FOLKS})\\b)`, 'u'))
    .reduce<string[]>((joined, part) => {
      const previous = joined.at(-1);
      const words = wordsOf(part);
      const loose =
        words.length <= 2 &&
        !words.some(isVerb) &&
        !/^(daarna|toen|dan|nog|ook|samen|met|in|op|bij|naar)$/u.test(words[0] ?? '');
      if (previous !== undefined && loose && wordsOf(previous).some((word) => participle(word) !== undefined))
        joined[joined.length - 1] = `${previous} en ${part}`;
      else joined.push(part);
      return joined;
    }, []);
  if (parts.length < 2) return [clause];
  // A `maar` whose things go on after `en` (`snoepjes gevangen maar de harde muziek en de toeters vond ie wel veel`):
  // the things are one, and what was thought of them is said after them.
  const butThings = parts.slice(0, -1).some((part) => {
    const after = /\bmaar\s+(.+)$/iu.exec(part)?.[1];
    return (
      after !== undefined &&
      /^(?:de|het|t|die|dat|al die|alle)\s/iu.test(after) &&
      !wordsOf(after).some((word) => isVerb(word) || participle(word) !== undefined)
    );
  });
  if (butThings) return [clause];
  const told = parts.every((part) => {
    const words = wordsOf(part);
    return words.some((word) => participle(word) !== undefined) && !words.some((word) => isPast(word));
  });
  // A grown-up's two deeds stay one sentence with one subject (`papa heeft hem eruit getild en in zn handdoek
  // gewikkeld`), never the child's.
  const grownUp = new RegExp(
    `^(?:${FOLKS}|juf|meester|meter|peter|tante|oom|nonkel)(?: \\p{L}+)? (?:heeft|hebben)\\b`,
    'iu',
  );
  if (told && grownUp.test(clause.trim())) return [clause];
  if (told && !/^(?:had|hadden|heeft|hebben|is|zijn)\b/iu.test(clause.trim())) return parts;
  // `de giraffen gezien en de olifant deed een plas`: the second part has its own subject and verb.
  const [first, ...rest] = parts;
  const second = rest.join(' en ');
  const firstWords = wordsOf(first ?? '');
  const secondWords = wordsOf(second);
  // Where the child went, then what was done there (`smiddags naar de bieb en 3 boekjes mee naar huis genomen`).
  // With whom first is still where the child went (`smiddags met papa naar het bos en een egel gezien`).
  const goingAll = firstWords.filter((word) => !TIME.has(word) && !isFront(word));
  const going =
    goingAll[0] === 'met' && new RegExp(`^(?:${FOLKS})$`, 'u').test(goingAll[1] ?? '') ? goingAll.slice(2) : goingAll;
  if (
    going[0] === 'naar' &&
    going.length <= 4 &&
    !firstWords.some(isVerb) &&
    secondWords.length >= 3 &&
    !secondWords.includes('geweest') &&
    !KIN.test(secondWords[0] ?? '') &&
    secondWords.some((word) => participle(word) !== undefined) &&
    !secondWords.some(isPast)
  )
    return [first ?? '', second];
  const ownSubject = /^(de|het|een|papa|mama|opa|oma|juf|meester)$/u.test(secondWords[0] ?? '');
  if (
    firstWords.some((word) => participle(word) !== undefined) &&
    !firstWords.some(isPast) &&
    ownSubject &&
    secondWords.slice(1).some((word) => isPast(word) || PRESENT[word] !== undefined)
  )
    return [first ?? '', second];
  return [clause];
}

/** A feeling right after what caused it (`toen huilde ze`, `toen was hij heel verdrietig`). */
const FEELING_AFTER =
  /^(?:en )?toen (?:huilde|weende|schrok|moest) (?:ze|zij|hij|ie)\b|^(?:en )?toen (?:was|werd) (?:ze|zij|hij|ie) (?:heel |zo |erg )?(?:verdrietig|boos|bang|overstuur)\b/iu;

/**
 * When it happened, said after what the child did with its verb last (`begon te huilen toen die tondeuse aanging`): a
 * `toen` of time, not a new clause, told with the clause before it.
 */
const WHEN_AFTER = /^toen (?:de|het|een|die|dat) (?:\p{L}+ ){0,2}?\p{L}+$/iu;

/** A past said in one word with its particle (`aanging`, `uitviel`), or a plain past. */
const pastAtEnd = (word: string) =>
  isPast(word) ||
  PARTICLES.some(
    (particle) =>
      word.length > particle.length + 2 && word.startsWith(particle) && PAST.has(word.slice(particle.length)),
  );

/** What was found where someone looked (`onder het bed gekeken en er lag alleen een sok`): told with the looking. */
const FOUND_AFTER = /^(?:en )?er (?:lag|lagen|zat|zaten|stond|stonden|hing|hingen) (?:alleen|maar|gewoon|toch|nog)\b/iu;

/** Whether a clause is how the child took what the pair before it found (`… | er lag alleen een sok`). */
const afterFound = (previous: string, part: string) =>
  previous.split(PAIR).length === 2 &&
  FOUND_AFTER.test(previous.split(PAIR)[1]?.trim() ?? '') &&
  FEELING_AFTER.test(part.trim());

/** Between two short things of one sentence told as one (`koude handjes | daarna warme chocomel`). */
const PAIR = ' | ';

/** Making up after a quarrel (`sorry gezegd`, `weer goedgemaakt`): a clause never paired with the one before it. */
const MAKES_UP = /(?<![\p{L}])(?:sorry|excuses|goedgemaakt|weer goed|weer vriendjes)(?![\p{L}])/iu;

/** Short clauses of one sentence, two by two: each pair is told in one sentence where both can be. */
/** A part of the day said first (`vanochtend naar de bieb`, `smiddags gekleid`). */
const DAY_PART_FIRST =
  /^(?:vanochtend|vanmorgen|vanmiddag|vanavond|savonds|smiddags|smorgens|sochtends|snamiddags|'s (?:avonds|middags|morgens|ochtends|namiddags))\s/iu;

/** Someone's new age said last (`zus noor werd vandaag 7`, `is 4 jaar geworden`). */
const TURNED_AGE =
  /\b(?:werd|is) (?:vandaag |gisteren )?(?:\d{1,2}|één|twee|drie|vier|vijf|zes|zeven|acht|negen|tien)(?: jaar)?(?: oud)?(?: geworden)?$/iu;

function paired(parts: string[]): string[] {
  // Not what was not done or had (`verder krijgt ie niks naar binnen`): that is often the day's trouble, told alone.
  const short = (part: string) =>
    part.split(/\s+/u).length <= 7 && !part.includes(':') && !/\b(niks|niets|geen|nooit)\b/iu.test(part);
  const out: string[] = [];
  for (const part of parts) {
    const last = out.at(-1);
    // Not a sorry after its quarrel (`ruzie om de schep, daarna sorry gezegd`): the sorry is the comfort, told alone
    // in scene 4, and the quarrel stays the trouble of scene 3.
    // Nor a new part of the day (`vanmiddag gekleid en vanochtend naar de bieb`): each is told in its own time.
    if (
      last !== undefined &&
      !last.includes(PAIR) &&
      short(last) &&
      short(part) &&
      !MAKES_UP.test(part) &&
      !DAY_PART_FIRST.test(part.trim()) &&
      // Nor what was done because of a thing just told (`de trein had vertraging | dus op het perron gewacht`): the
      // child's deed, told with the child named.
      !/^dus\s/iu.test(part.trim()) &&
      // Nor someone's new age (`grote zus noor werd vandaag 7 | en had een feestje`): the birthday is told alone.
      !TURNED_AGE.test(last.trim())
    )
      out[out.length - 1] = `${last}${PAIR}${part}`;
    else out.push(part);
  }
  return out;
}

/** Family words by the pronoun that refers to them: `hem` for `broertje guus`, `haar` for `juf marieke`. */
const HE_WORDS = wordSet(`
  meester opa bompa pepe oom neefje neef broertje broer buurjongen buurman vriendje papa pa cavia konijn hond hondje
  kater teckel herder hamster peter
`);
const PET_WORDS = wordSet('cavia konijn hond hondje kater teckel herder hamster');
const SHE_WORDS = wordSet(`
  juf oma bomma meme tante nichtje nicht zusje zus buurmeisje buurvrouw vriendinnetje mama ma kapster zwemjuf meter oppas
`);

/** The people a clause names, each with the pronoun that refers to them (`broertje guus`: `hem`). */
function peopleIn(clause: string): { who: string; him: boolean }[] {
  const words = clause
    .toLowerCase()
    .split(/[^\p{L}']+/u)
    .filter((word) => word !== '');
  const out: { who: string; him: boolean }[] = [];
  words.forEach((word, index) => {
    // The Sint is `hem` too (`de sint kwam zelf langs! zuri vond hem eerst best eng`).
    if ((word === 'sint' && words[index - 1] === 'de') || word === 'sinterklaas') {
      out.push({ who: word === 'sint' ? 'de sint' : word, him: true });
      return;
    }
    const him = HE_WORDS.has(word);
    if (!him && !SHE_WORDS.has(word)) return;
    const next = words[index + 1] ?? '';
    const name = nameLike(next, words[index + 2] ?? '') && !HE_WORDS.has(next) && !SHE_WORDS.has(next);
    // A pet by its name alone (`onze hond bruno`: `Bruno`), as the child calls it.
    const pet = PET_WORDS.has(word);
    out.push({ who: name ? (pet ? next : `${word} ${next}`) : word, him });
  });
  // `sem, zn beste vriendje`: the name before the apposition.
  const apposition = /^(\p{Ll}{3,}),\s+(?:zijn|zn|haar|d'r)\s+(?:\p{Ll}+\s+)?(vriendje|vriendinnetje)\b/u.exec(
    clause.trim().toLowerCase(),
  );
  if (apposition?.[1] && nameLike(apposition[1])) out.push({ who: apposition[1], him: apposition[2] === 'vriendje' });
  return out;
}

/**
 * Someone said again as `hem` or `haar` where the clause's subject is the child of the other gender (`ze mocht hem
 * vasthouden` after `broertje guus is geboren`; `rende hem tegemoet` after `papa is terug`): the last one named of
 * that gender, by their word (`ze mocht broertje guus vasthouden`). The subject of a clause without one is the one of
 * the clause before it in the sentence.
 */
function withReferents(parts: string[], last: Referents): string[] {
  let subject: 'him' | 'her' | undefined;
  return parts.map((part) => {
    const words = part.trim().toLowerCase().split(/\s+/u);
    const first = words[0] ?? '';
    if (/^(ze|zij)$/u.test(first)) subject = 'her';
    else if (/^(hij|ie)$/u.test(first)) subject = 'him';
    else if (!verbFirst(part)) subject = undefined;
    let told = part;
    // After the child by name, `hem` is someone else, the one last named (`zuri vond hem eerst best eng`): the child
    // would be `zich`.
    if (first === 'zuri' && last.him && !/^(broer|broertje|neefje|vriendje)$/u.test(last.him))
      told = told.replace(/(?<![\p{L}'])hem(?![\p{L}'])/iu, last.him);
    // (A brother or sister without a name is the child's own: `haar broertje`, `zijn zusje`, never a bare `zusje`.)
    if (subject === 'her' && last.him) {
      const him = last.him;
      // (`m` is how parents type `hem`: `ze heeft m nog een aai gegeven`.)
      told = told.replace(
        /(?<![\p{L}'])(?:hem|m)(?![\p{L}'])/giu,
        /^(broer|broertje|neefje|vriendje)$/u.test(him) ? `haar ${him}` : him,
      );
    }
    if (subject === 'him' && last.her) {
      const who = last.her;
      const own = /^(zus|zusje|nichtje|vriendinnetje)$/u.test(who) ? `zijn ${who}` : who;
      told = told.replace(
        /(?<![\p{L}])(?:haar|d['’ ]r)(?![\p{L}])(\s+(\p{L}+))?/giu,
        (whole, tail: string | undefined, next: string | undefined) => {
          if (next === undefined || NOT_NOUN.has(next.toLowerCase()) || isVerb(next.toLowerCase()))
            return `${own}${tail ?? ''}`;
          // Her thing, before what was done to it (`hij heeft haar toren omgegooid`): the thing of the one named.
          const after = told
            .slice(told.toLowerCase().indexOf(whole.toLowerCase()) + whole.length)
            .trim()
            .split(/\s+/u)[0];
          // A little word takes `het` (`over haar hoofdje geaaid`: `het hoofdje`), and a sister without a name is
          // the child's own (`van zijn zusje`).
          const article = /(?:je|ke)$/u.test(next) ? 'het' : 'de';
          const whose = own;
          if (after !== undefined && participle(after.toLowerCase()) !== undefined && /^\p{Ll}{3,}$/u.test(next))
            return `${article} ${next} van ${whose}`;
          // Her own after she was named (`gaf zijn zusje een kusje op haar hoofdje`): `op het hoofdje`.
          const at = told.toLowerCase().indexOf(whole.toLowerCase());
          const before = told.slice(0, Math.max(0, at)).toLowerCase();
          return at > 0 && (before.includes(who.toLowerCase()) || /(?<![\p{L}])haar(?![\p{L}])/u.test(before))
            ? `${article} ${next}`
            : whole;
        },
      );
    }
    // A bare `het` right after a little thing was named (`kreeg een armbandje … en heeft het de hele avond
    // vastgehouden`): that thing, so the sentence still says what it is when it stands on its own.
    if (last.little)
      told = told.replace(
        /^((?:en )?(?:(?:ze|zij|hij|ie) )?(?:heeft|had) )(?:het|t)(?= (?:de hele|heel de|de_hele_|steeds|nog|overal|mee|vast)|_)/iu,
        `$1het ${last.little}`,
      );
    last.little = /\b(?:een|n) (\p{Ll}{3,}(?:tje|je|pje|kje))\b/u.exec(part)?.[1];
    // A grown-up's `m` right after a thing got soaked (`de hele tekening was doorweekt. papa heeft m op de verwarming
    // gelegd`): that wet thing, never the child.
    if (last.soaked && /^(?:en )?(?:toen )?(?:papa|mama|opa|oma|juf|pap|mam)\b/iu.test(told.trim()))
      told = told.replace(/(?<![\p{L}'])(?:hem|m|'m)(?![\p{L}'])/iu, `de natte ${last.soaked}`);
    last.soaked =
      /\b(?:de|het|zijn|haar|zn|dr) (?:hele )?(\p{Ll}{3,}) (?:was|werd|is) (?:helemaal )?(?:doorweekt|kletsnat|drijfnat|doornat|nat)\b/iu
        .exec(part)?.[1]
        ?.toLowerCase();
    // A grown-up's `hem` or `m` soon after a thing got stuck (`de lijn zat vast in het riet … maar opa heeft hem
    // losgepulkt`): that thing, never the child.
    if (last.stuck && /^(?:en |maar )?(?:toen )?(?:papa|mama|opa|oma|juf|pap|mam|meester)\b/iu.test(told.trim()))
      told = told.replace(/(?<![\p{L}'])(?:hem|m|'m)(?![\p{L}'])/iu, `de ${last.stuck.thing}`);
    const stuckAt =
      /\b(?:de (\p{Ll}{3,}) (?:zat|zit|raakte|was)|(?:zat|zit|raakte) de (\p{Ll}{3,})) (?:helemaal )?(?:vast|klem)\b/u.exec(
        part.toLowerCase(),
      );
    const stuck = stuckAt?.[1] ?? stuckAt?.[2];
    last.stuck = stuck
      ? { thing: stuck, left: 2 }
      : last.stuck && last.stuck.left > 1
        ? { thing: last.stuck.thing, left: last.stuck.left - 1 }
        : undefined;
    // A present from `dr` when the child is a girl too (`ze kreeg een armbandje van dr met een hartje` after `oppas
    // Naomi … kwam`): from the woman just named, never from mama; what it looks like before whom it is from.
    if (subject === 'her' && last.her && !/^(ze|zij)$/iu.test(last.her))
      told = told.replace(
        /\b(kreeg|gekregen|krijgt)( (?:een|n|het|de) \p{L}+) van (?:dr|d['’]r|haar)((?: met (?:een |n )?\p{L}+)?)(?=[\s,.!]|$)/iu,
        (_whole, got: string, thing: string, look: string) => `${got}${thing}${look} van ${last.her}`,
      );
    // A present brought `voor hem` by a `hij` (`papa kwam thuis … hij had een paardje voor hem meegenomen`): `hij` is
    // never the one it was for, so it is the grown-up just named of that gender, and `hem` is the child.
    const brought =
      /^((?:en |toen )?)(hij|ie|ze|zij) ((?:had|heeft) .+ voor (hem|haar) (?:meegenomen|meegebracht))$/iu.exec(
        told.trim(),
      );
    const bringer =
      brought?.[2] && brought[4] && /^(hij|ie)$/iu.test(brought[2]) === (brought[4].toLowerCase() === 'hem')
        ? last.recent?.find(
            (each) =>
              each.him === (brought[4]?.toLowerCase() === 'hem') &&
              /^(papa|mama|opa|oma|bompa|bomma|tante|oom|nonkel|meter|peter)\b/iu.test(each.who),
          )
        : undefined;
    if (brought && bringer) return `${brought[1]}${bringer.who} ${brought[3]}`;
    // Someone named as the subject did something for `haar` or `hem` just named before (`zuri had tulpen voor haar
    // meegenomen` after `juf marieke`): that one.
    const nameFirst = nameLike(first, words[1] ?? '') && !KIN.test(first) && isPast(words[1] ?? '');
    // (So did the child going on with its own deed, `… koekje van ria en heeft een tekening voor haar gemaakt`: a
    // child who did it for herself would be `voor zichzelf`.)
    const childGoesOn = subject !== undefined || /^(?:heeft|hebben|had)\b/iu.test(first);
    if ((nameFirst || childGoesOn) && last.recent)
      told = told.replace(
        /\b(voor|aan|met|bij|naar|van) (haar|hem)\b(?!\s+(?!(?:meegenomen|gegeven|gebracht|gemaakt|getekend)\b)\p{Ll}{3,}\s)(?:(?=\s+(\p{Ll}+)$)|)/giu,
        (whole, by: string, who: string, end: string | undefined) => {
          // Her own thing last in the clause (`rugzakje ingepakt met haar slaapknuffel`): still the child's.
          if (
            end &&
            who.toLowerCase() === 'haar' &&
            !isVerb(end) &&
            participle(end) === undefined &&
            !NOT_NOUN.has(end) &&
            !(/ge\p{L}{2,}[dtn]$/u.test(end) && !NOT_PARTICIPLE.has(end))
          )
            return whole;
          const one = last.recent?.find((each) => each.him === (who.toLowerCase() === 'hem'));
          return one ? `${by} ${one.who}` : whole;
        },
      );
    // `hem` after a thing just made, in the deed of someone else (`een taart van zand gemaakt en bolt mocht hem niet
    // opeten`): that thing, never the child.
    told = told.replace(
      /(\b(?:een|de) (\p{Ll}{3,})\b[^,]*?\ben (?!(?:ze|zij|hij|ie)\b)\p{Ll}{3,} (?:mocht|wou|wilde|probeerde|ging) (?:\p{Ll}+ )?)(?:hem|m)(?= )/iu,
      (_whole, lead: string, thing: string) => `${lead}de ${thing}`,
    );
    // Letting go is done by the one who held on (`opa hield t zadel vast en toen liet ie los`), never the child.
    const letGo = /^((?:en )?toen liet) (?:ie|hij|ze|zij) (?:hem |het )?los\b/iu.exec(told.trim());
    if (last.holder && letGo?.[1])
      told = `${letGo[1]} ${last.holder} ${told.trim().slice(letGo[0].length).replace(/^\s*/u, 'los ')}`.trim();
    const holder =
      /^(opa|oma|papa|mama|bompa|bomma|pepe|meme|meter|peter|tante|oom|nonkel)\b.*\bhield (?:(?:het|t|de|zijn|haar|zn) \p{L}+ )?vast\b/iu.exec(
        part.trim(),
      );
    const held = holder ? /\bhield ((?:het|t|de|zijn|haar|zn) \p{L}+) vast\b/iu.exec(part)?.[1] : undefined;
    last.holder = holder?.[1] ? `${holder[1].toLowerCase()}${held ? ` ${held}` : ''}` : undefined;
    // Someone fetched or brought without saying whom (`papa is terug. opgehaald op schiphol`): the one just named.
    if (last.any && PERSON_DONE.has(first) && TRAVEL.test(part) && !/\bdoor\b/iu.test(part))
      told = `${last.any} ${part.trim()}`;
    // An animal's own doing (`toen kwispelde ie`, `die blafte over het hek`) is the animal's, never the child's.
    if (last.animal) {
      const animal = last.animal;
      told = told
        .replace(
          new RegExp(
            `^((?:en |maar )?(?:toen |en toen |daarna )?)(${ANIMAL_DEEDS}) (?:ie|hij|ze|zij)(?![\\p{L}])`,
            'iu',
          ),
          (_whole, lead: string, deed: string) => `${lead}${deed} ${animal}`,
        )
        .replace(
          new RegExp(`^((?:en |maar )?(?:toen |en toen )?)die (?=${ANIMAL_DEEDS}|\\p{L}+(?:te|de)\\b)`, 'iu'),
          `$1${last.animalKind && !animal.startsWith('de ') ? `de ${last.animalKind} ` : ''}${animal} `,
        );
    }
    const animal = animalIn(part);
    if (animal) {
      last.animal = animal.name;
      last.animalKind = animal.kind;
    }
    // (Not whom the child hid behind, `verstopte zich achter papa`: the `hem` after it is still the one feared.)
    const behind = /\bverstop\p{L}* zich achter (\p{L}+)/u.exec(part.toLowerCase())?.[1];
    const people = peopleIn(part).filter((one) => one.who !== behind);
    // One named earlier with her word (`buurvrouw ria`) and now by name alone (`een koekje van ria`) is still her.
    for (const [name, him] of last.known ?? [])
      if (words.includes(name) && !people.some((one) => one.who.split(' ').includes(name)))
        people.push({ who: name, him });
    for (const one of people) {
      const [word, name] = one.who.split(' ');
      if (word && name && (HE_WORDS.has(word) || SHE_WORDS.has(word)) && nameLike(name)) {
        last.known ??= new Map();
        last.known.set(name, one.him);
      }
    }
    for (const one of people) {
      if (one.him) last.him = one.who;
      else last.her = one.who;
      last.any = one.who;
    }
    last.recent = people;
    // A pet that did something, and then more without a subject (`onze kat tijger mocht er ook in de hut maar ging
    // steeds weg`): the pet did that too, not the child.
    if (subject === undefined && last.pet && verbFirst(part) && !/^(ze|zij|hij|ie)$/u.test(first))
      told = `${last.pet} ${told.trim()}`;
    // (A pet that died asks nothing, and a clause that goes on with the child, `… doodgegaan, ze heeft m begraven`,
    // hands the next clause back to the child.)
    // Where the pet that died lay (`… is dood. lag vanochtend bovenin de kom`): the pet lay there, not the child.
    if (last.gone && /^(?:lag|lagen|dreef|dreven)\b/iu.test(told.trim())) told = `${last.gone} ${told.trim()}`;
    const gone = /\b(?:dood\p{L}*|overleden|gestorven)\b/iu.test(part) ? PET_FIRST.exec(part.trim()) : null;
    last.gone = gone?.[1] ? (gone[2] && nameLike(gone[2], words[3] ?? '') ? gone[2] : `de ${gone[1]}`) : undefined;
    if (last.gone) last.dead = last.gone;
    // Buried without saying whom (`samen in een doosje in de tuin begraven`): the pet that died.
    if (
      last.dead &&
      /^(?:en )?samen\b.*\bbegraven\b/iu.test(told.trim()) &&
      !/(?<![\p{L}'])(?:m|hem|haar|het|t|hij|ze|zij|ie)(?![\p{L}'])/iu.test(told.replace(/^\s*(?:en )?samen/iu, ''))
    )
      told = told.replace(/\bsamen\b/iu, `samen ${last.dead}`);
    // Why the pet that died is still (`ze snapte niet waarom hij niet meer floot`): that pet, by its name.
    if (last.dead && /\b(?:snapte|begreep|snapt|begrijpt)\b.*\bwaarom (?:hij|ie)\b/iu.test(told))
      told = told.replace(/\bwaarom (?:hij|ie)\b/iu, `waarom ${last.dead}`);
    // Buried somewhere without whom (`in een schoenendoos begraven bij de heg`): the pet that died, told first.
    else if (
      last.dead &&
      /^(?:(?:in|onder|bij|naast|achter)\b[^,]*\s)?begraven\b/iu.test(told.trim()) &&
      !/(?<![\p{L}'])(?:m|hem|haar|het|t|hij|ze|zij|ie|we|wij)(?![\p{L}'])/iu.test(told)
    )
      told = `${last.dead} ${told.trim()}`;
    const pet = /\b(?:dood\p{L}*|overleden|gestorven|(?:ze|zij|hij|ie) (?:heeft|is|had|was))\b/iu.test(
      part.trim().slice(1),
    )
      ? null
      : PET_FIRST.exec(part.trim());
    last.pet = pet?.[1] ? (pet[2] && nameLike(pet[2], words[3] ?? '') ? pet[2] : `de ${pet[1]}`) : undefined;
    // A pet named before, by its name first (`hun hond sjors … sjors mocht los | rende achter elke eekhoorn aan`).
    if (!last.pet && last.animal && !last.animal.startsWith('de ') && first === last.animal.toLowerCase())
      last.pet = last.animal;
    return told;
  });
}

/** What only an animal does (`kwispelde`, `blafte`). */
const ANIMAL_DEEDS =
  'kwispelde|kwispelt|blafte|blaft|gromde|gromt|miauwde|miauwt|spinde|spint|hinnikte|knorde|kwaakte|blaatte|mekkerde|loeide';

/** An animal a clause names, by its name when it has one (`de hond van de buren, max`: `max`; `de hond`). */
function animalIn(part: string): { name: string; kind: string } | undefined {
  const found =
    /(?:^|\s)(?:de|het|een|onze|ons|hun|zijn|zn|haar|dr|vd|v\/d) (hond|hondje|kat|poes|poesje|kater|paard|pony|geit|koe|varken|konijn)(?![\p{L}])(?: (?:van|vd|v\/d) (?:de |het )?(?:buren|buurman|buurvrouw|oma|opa|\p{L}+))?(?:,?\s+(\p{L}+))?/iu.exec(
      part,
    );
  if (!found?.[1]) return undefined;
  const name = found[2] && nameLike(found[2].toLowerCase()) && !STOP.has(found[2].toLowerCase()) ? found[2] : undefined;
  const kind = found[1].toLowerCase();
  return { name: name ? capital(name.toLowerCase()) : `de ${kind}`, kind };
}

/** A clause that starts with the family's pet (`onze kat tijger`, `de hond`). */
const PET_FIRST =
  /^(?:en |maar )?(?:onze|ons|de|het|zijn|zn|haar|d'r)\s+(kat|poes|poesje|kater|hond|hondje|konijn|konijntje|cavia|hamster|goudvis|visje|vis|parkiet|vogeltje|schildpad)(?:\s+(\p{Ll}+))?/iu;

/** The ones named so far, by the pronoun that refers to them, and the ones the clause before named. */
type Referents = {
  /** Those named with their word before (`buurvrouw ria`), by name: whether each is a `hem`. */
  known?: Map<string, boolean>;
  him?: string;
  her?: string;
  any?: string;
  recent?: { who: string; him: boolean }[];
  /** The thing the clause before soaked (`de hele tekening was doorweekt`). */
  soaked?: string;
  /** The thing that got stuck in one of the two clauses before (`de lijn zat vast`), and for how many more. */
  stuck?: { thing: string; left: number };
  /** The grown-up who held on in the clause before (`opa hield t zadel vast`). */
  holder?: string;
  /** The pet the clause before started with (`onze kat tijger mocht …`). */
  pet?: string;
  /** The pet the clause before said had died (`onze goudvis bubbel is dood`): where it lay is its own. */
  gone?: string;
  /** The pet the day said had died, whom a later `begraven` without its object buried. */
  dead?: string;
  /** The last animal named (`de hond van de buren, Max`), whose own doings follow (`toen kwispelde ie`). */
  animal?: string;
  /** What kind of animal that is (`hond`). */
  animalKind?: string;
  /** A little thing just got or made (`een armbandje`), which a bare `het` then means. */
  little?: string;
};

/** What is done to someone, which a parent writes without whom (`opgehaald op schiphol`). */
const PERSON_DONE = wordSet('opgehaald afgehaald uitgezwaaid opgewacht');
/** The past of what a child does in a fit (`krijsen en schoppen`: `krijste en schopte`). */
const FIT_PAST: Record<string, string> = {
  krijsen: 'krijste',
  gillen: 'gilde',
  huilen: 'huilde',
  schreeuwen: 'schreeuwde',
  brullen: 'brulde',
  stampen: 'stampte',
  schoppen: 'schopte',
  slaan: 'sloeg',
};
/** Whose thing is done to, said first (`onze auto`, `de oude fiets`). */
const THING_OWNER = "(?:onze|ons|mijn|mn|m'n|de|het)";
/** What is done to a thing by someone unnamed: its participle, never a doing of the child's. */
const THING_DONE_TO =
  'opgehaald|weggehaald|weggebracht|verkocht|gerepareerd|gemaakt|bezorgd|geleverd|afgeleverd|gestolen|weggesleept|gesloopt|omgehakt|weggegeven|ingeruild';
/** Where a grown-up who was away is fetched or waved off (never the child's daycare or school). */
/**
 * The toy quarrelled over, pulled from the child's hands (`ruzie om de graafmachine, daan trok hem uit zn handen`):
 * the `hem` is the toy the day names, never the child.
 */
function fightOver(said: string, context: RetellContext): string {
  const pulled = /\b(?:hem|m|'m|het|t) ((?:uit|van) (?:zn|z'n|zijn|haar|d'r) (?:handen|handjes|hand))\b/iu;
  if (!pulled.test(said)) return said;
  const toy = /\bruzie (?:om|over) (de|het) ((?:\p{L}+e )?\p{L}{3,})\b/iu.exec(context.description ?? '');
  if (!toy?.[1] || !toy[2] || STOP.has(toy[2].toLowerCase())) return said;
  return said.replace(pulled, `${toy[1].toLowerCase()} ${toy[2].toLowerCase()} $1`);
}

/** The puppets of the Dutch puppet show, by name. */
const PUPPETS = /^(?:jan klaassen|katrijn|jut|jul|pierlala|kasper|kapitein rommel|jan|klaassen)$/iu;

/** A thing standing, lying or hanging in its place (`nu staat ie op de vensterbank`, `hij hangt nu aan de muur`). */
const THING_PUT =
  /^(?:en )?(?:(?:nu|sindsdien|voortaan) )?(?:(?:staat|ligt|hangt|stond|lag|hing) (?:ie|hij|ze|zij|het|t)|(?:ie|hij|het|t) (?:staat|ligt|hangt))(?: nu)? (?:(?:op|in|aan|boven) (?:de|het|t) (?:vensterbank|kast|boekenkast|plank|muur|koelkast|schoorsteen|schouw|prikbord|vitrine|dressoir)\b|.* als \p{L}+$)/iu;
const TRAVEL = /\b(schiphol|zaventem|vliegveld|luchthaven|station|perron|trein|haven|boot|veerboot)\b/iu;

/**
 * Where a sentence ends: a full stop, `!` or `?`, a new line, a dash between spaces, or an emoji, which parents type
 * where a full stop would go (`een buil op zn voorhoofd 😢 meter heeft er …`).
 */
const SENTENCE_END =
  /[!?]+['"”’](?=\s)|[.!?\n]+(?=\s|$)|[.!?]*[^\S\n]*\n\s*|\s-\s|\s*[\u{1F300}-\u{1FAFF}\u{2600}-\u{27BF}](?:[\u{1F300}-\u{1FAFF}\u{2600}-\u{27BF}\s]|\u{FE0F}|\u{200D})*/u;

/** A brother or sister said first by name, with what they have or are (`grote broer daan heeft waterpokken`). */
const SIBLING_FIRST =
  /^(?:(?:mijn|mn|m'n|zn|z'n|zijn|haar|d'r|onze|ons)\s+)?(?:(?:grote|kleine)\s+)?(?:broer|zus|broertje|zusje|zuske|broerke|neef|nicht|neefje|nichtje)\s+(\p{Ll}{2,})\s+(?:heeft|had|is|was|ligt|werd)\b/iu;

/** The verb after them is still theirs, not the child's (`… en lag de hele dag op de bank met jeuk`). */
function carriedSubject(previous: string | undefined, clause: string): string {
  const who = previous === undefined ? undefined : SIBLING_FIRST.exec(previous.trim());
  const first = clause.trim().split(/\s+/u)[0]?.toLowerCase() ?? '';
  // An animal that did something, then something more (`toen pakte een geit zijn knuffel en rende ermee weg`): the
  // second verb is the animal's too, never the child's.
  const beast = previous === undefined ? undefined : BEAST_FIRST.exec(previous.trim());
  if (beast?.[1] && beast[2] && isPast(beast[1].toLowerCase()) && isPast(first))
    return `de ${beast[2].toLowerCase()} ${clause.trim()}`;
  // A grown-up who did one thing and then the next, the helper said once (`juf ellen heeft het schoongemaakt en er een
  // pleister op geplakt`): the second deed is the grown-up's too, never the child's.
  const grown = previous === undefined ? undefined : GROWN_FIRST.exec(previous.trim());
  const words = clause.trim().split(/\s+/u);
  if (
    grown?.[1] &&
    grown[2] &&
    /^(er|het|de|een|hem|haar|m)$/iu.test(first) &&
    participle(words.at(-1)?.toLowerCase() ?? '') !== undefined &&
    !words.slice(0, -1).some((word) => isVerb(word.toLowerCase()))
  )
    return `${grown[1]} ${grown[2]} ${clause.trim()}`;
  // A grown-up who stayed or came, then a helper without its subject (`papa is thuisgebleven en heeft de hele ochtend
  // met m op de bank gelegen`): the grown-up's doing, the child only `m`.
  const stayed = previous === undefined ? undefined : GROWN_STAYED.exec(previous.trim());
  if (stayed?.[1] && /^(?:heeft|had|is|was)$/iu.test(first) && words.length > 2) return `${stayed[1]} ${clause.trim()}`;
  if (!who?.[1] || !isPast(first)) return clause;
  return `${who[1]} ${clause.trim()}`;
}

/** A grown-up said first, with `is` or `was` and a participle (`papa is thuisgebleven`). */
const GROWN_STAYED =
  /^(?:en |toen |daarna )?((?:papa|mama|opa|oma|tante|oom|bompa|bomma|juf|meester)(?: \p{Ll}{2,}(?<!\bis|\bwas))?)\s+(?:is|was)\s+(?:(?:toen|gewoon|lekker|maar|snel) )*(?:thuisgebleven|thuis gebleven|gebleven|gekomen|langsgekomen|langs gekomen|opgebleven|meegegaan|mee gegaan)$/iu;

/** A grown-up said first, with the helper of what they did (`juf ellen heeft …`, `de dokter had …`). */
const GROWN_FIRST =
  /^(?:en )?((?:juf|meester|papa|mama|opa|oma|tante|oom)(?: \p{Ll}{2,}(?<!\bheeft|\bhad))?|de (?:dokter|juf|zuster|verpleegster|huisarts|tandarts|meester))\s+(heeft|had)\b/iu;

/** A time word, a verb in the past, then an animal of the farm, zoo or street as its subject (`toen pakte een geit`). */
const BEAST_FIRST =
  /^(?:en )?(?:toen|opeens|ineens|plots|plotseling|daarna|dan)\s+(\p{Ll}+)\s+(?:een|de|het)\s+(geit|bok|schaap|kip|haan|gans|eend|zwaan|meeuw|kraai|ekster|eekhoorn|aap|ezel|pony|paard|koe|varken|hond|kat|poes|konijn|vogel|reiger|duif)(?![\p{L}])/iu;

/** A present unwrapped or got just before a bracket (`cadeautje uitgepakt (`). */
const PRESENT_BEFORE =
  /\b(?:cadeautje|cadeautjes|cadeau|cadeaus|kadootje|kadootjes|pakje|pakjes)(?: (?:uitgepakt|opengemaakt|gekregen))?\s*$/iu;

function clauses(description: string): string[] {
  const last: Referents = {};
  const told = description
    // A smiley before a new subject ends a sentence (`is vannacht doodgegaan :( ze heeft m …`): it is no colon
    // before someone's words. (Before anything else it keeps the clause whole: `waterpokken :( overal rode bultjes`.)
    .replace(/\s*[:;]-?[()DPp]+\s*(?=(?:ze|zij|hij|ie|we|wij) (?:heeft|hebben|is|zijn|was|had|wou|wilde)\b)/giu, '. ')
    // What a present was, said in brackets after it (`jesse zijn cadeautje uitgepakt (brandweerauto)`): kept, the
    // unwrapping tells it.
    .replace(/\(([^)]*)\)/gu, (all: string, inside: string, at: number, whole: string) =>
      PRESENT_BEFORE.test(whole.slice(0, at)) && /^\s*\p{L}+(?: \p{L}+)?\s*$/u.test(inside) ? all : ' ',
    )
    // A video call said without whom, the one called named right after (`s avonds gefacetimed en hij liet papa zijn
    // tekening zien`): with them.
    .replace(
      /\b(gefacetimed|gefacetimet|gevideobeld|gebeeldbeld)\b(?! met\b)(?=,? en (?:hij|ze|zij|ie) (?:liet|toonde|vertelde|zong) (papa|mama|oma|opa|bompa|bomma|tante|oom|nonkel)\b)/giu,
      (_: string, called: string, who: string) => `met ${who.toLowerCase()} ${called}`,
    )
    // A song's title in quotes (`zong heel hard 'sinterklaas kapoentje' mee`): the title, without the quotes.
    .replace(new RegExp(`['‘"“](${SONGS})['’"”]`, 'giu'), '$1')
    .split(SENTENCE_END)
    .flatMap((sentence) => {
      // What follows a colon is someone's words: it stays with the clause before it.
      const colon = sentence.indexOf(':');
      const head = colon < 0 ? sentence : sentence.slice(0, colon);
      const parts = head
        .split(BREAK)
        .filter((part) => part !== undefined && part.trim() !== '')
        // `toen` right after a verb is its time, not a new clause (`en liet toen stiekem los`).
        .reduce<string[]>((joined, part) => {
          const previous = joined.at(-1);
          const lastWord = previous === undefined ? '' : (wordsOf(previous).at(-1) ?? '');
          const own = wordsOf(part).slice(1).some(isVerb);
          if (
            previous !== undefined &&
            /^toen\b/iu.test(part.trim()) &&
            (((isPast(lastWord) || PRESENT[lastWord]) && !own) ||
              // (Or right after the helping verb, its participle still to come: `opa heeft toen nog … gezongen`.)
              /^(?:heeft|hebben|had|hadden|is)$/iu.test(lastWord))
          )
            joined[joined.length - 1] = `${previous.trimEnd()} ${part.trim()}`;
          else joined.push(part);
          return joined;
        }, [])
        .flatMap((part) => commaPieces(part))
        .flatMap((clause) => participleParts(clause))
        .map((clause, at, all) => carriedSubject(all[at - 1], clause));
      if (colon >= 0 && parts.length > 0) parts[parts.length - 1] += sentence.slice(colon);
      return paired(
        withReferents(parts, last)
          // How the child took what just happened (`… ging kapot in de regen en toen huilde ze`): told with it.
          .reduce<string[]>((joined, part) => {
            const previous = joined.at(-1);
            // What the pet did next stays with it (`onze kat tijger mocht er ook in de hut maar ging steeds weg`).
            const pet = previous === undefined ? undefined : PET_FIRST.exec(previous.trim());
            const petName = pet?.[1] ? (pet[2] && nameLike(pet[2]) ? pet[2] : `de ${pet[1]}`) : undefined;
            if (
              previous !== undefined &&
              !previous.includes(PAIR) &&
              petName &&
              part.trim().startsWith(`${petName} `)
            ) {
              const but = new RegExp(
                `\\bmaar\\s+${
                  part
                    .trim()
                    .slice(petName.length + 1)
                    .split(' ')[0]
                }\\b`,
                'iu',
              );
              joined[joined.length - 1] = `${previous}${PAIR}${but.test(sentence) ? 'maar' : 'en'} ${part.trim()}`;
            } else if (
              previous !== undefined &&
              (afterFound(previous, part) ||
                (!previous.includes(PAIR) && (FEELING_AFTER.test(part.trim()) || FOUND_AFTER.test(part.trim()))) ||
                (!previous.includes(PAIR) &&
                  WHEN_AFTER.test(part.trim()) &&
                  pastAtEnd(wordsOf(part).at(-1) ?? '') &&
                  !wordsOf(part).slice(1, -1).some(isVerb)))
            )
              joined[joined.length - 1] = `${previous}${PAIR}${part}`;
            else joined.push(part);
            return joined;
          }, [])
          .map((clause) => clause.trim().replace(/[\s,]+(?:en|maar|dus)$/u, ''))
          .filter((clause) => clause.replace(/[^\p{L}]/gu, '').length >= 4),
      );
    });
  // How the child took what was found, said in the next sentence (`… er lag alleen een sok. toen moest ze zo lachen`),
  // and a reason said after it (`… gebeten door een ander kindje 😢 omdat ze allebei dezelfde pop wilden`).
  const joined = told.reduce<string[]>((out, clause) => {
    const previous = out.at(-1);
    if (
      previous !== undefined &&
      (afterFound(previous, clause) || (/^(?:omdat|want)\s/iu.test(clause) && !previous.includes(PAIR)))
    )
      out[out.length - 1] = `${previous}${PAIR}${clause}`;
    else out.push(clause);
    return out;
  }, []);
  // What was in the shoe in the morning, said after it (`zn schoen vol, een chocoladeletter en een brandweerauto`).
  const shoe = joined.map((clause) =>
    clause.replace(
      /\bschoen(tje)? (?:zat |was )?(?:helemaal )?vol \| (?=(?:een|de|het|wat|twee|drie)\s)/iu,
      'schoen$1 vol met ',
    ),
  );
  // Woken in the night and crying a while, said without verbs (`'s nachts 1x wakker en even huilen om mama`): woke
  // up and cried.
  const woke = shoe.map((clause) =>
    clause.replace(
      /^((?:'s |s)?nachts|vannacht) ((?:\d+x|\d+ keer|een keer|één keer|twee keer|even) )?wakker(?! geworden)( en (?:even |ff |wel )?(?:huilen|gehuild))?(?![\p{L}])/iu,
      (_whole, night: string, often: string | undefined, cried: string | undefined) =>
        `${night} ${often ?? ''}wakker geworden${cried ? ' en even gehuild' : ''}`,
    ),
  );
  // Awake at an hour of the night, and what woke the child (`om 3 uur wakker van een nare droom`): woke up then.
  const hour = woke.map((clause) =>
    clause.replace(
      /^((?:en |toen )?(?:om|rond|tegen) (?:\d{1,2}|een|één|twee|drie|vier|vijf|zes|half \p{L}+) (?:uur|u)(?: 's nachts| snachts)?) (?:(?:al|weer|klaarwakker) )?wakker(?! geworden)( (?:van|door) .+)?$/iu,
      (_whole, when: string, why: string | undefined) => `${when} wakker geworden${why ?? ''}`,
    ),
  );
  // Not wanting out of the bath just told (`in bad en toen wou hij er niet meer uit`): out of the bath.
  const bath = hour.map((clause, index) =>
    /\bin (?:bad|het bad)\b/iu.test(`${hour[index - 1] ?? ''} ${clause}`)
      ? clause.replace(
          /\b(wou|wilde|wouden|wilden) (hij|ie|ze|zij) er ((?:niet|ni|nie)(?: meer)?) uit$/iu,
          '$1 $2 $3 uit bad komen',
        )
      : clause,
  );
  // Found where, after what was lost (`speen kwijt, hele huis doorzocht, uiteindelijk onder de bank gevonden`): the
  // lost thing found.
  let lost: string | undefined;
  let lostName = false;
  const found = bath.map((clause) => {
    const where = !lost
      ? null
      : /^((?:uiteindelijk|toen|gelukkig|later|daarna)\s+)?((?:onder|in|achter|bij|op|naast|tussen) .+?) (?:terug)?gevonden$/iu.exec(
          clause.trim(),
        );
    // (Said with `was` too, `knuffel konijn was kwijt`: the toy, never the `was`.)
    const lostAt =
      /(?:^|[\s|])(?:(haar|zijn|zn|z'n|d'r|de|het|\p{L}+) )?(?!(?:was|is|waren|zijn)\b)(\p{L}{3,}) (?:(?:was|is|waren) )?(?:kwijt|kwijtgeraakt|verloren)\b/iu.exec(
        clause,
      );
    // (A soft toy by its kind, `knuffel konijn`, is the cuddly toy: no name to tell it by.)
    const toyKind =
      /^knuffel$/iu.test(lostAt?.[1] ?? '') &&
      /^(?:konijn|konijntje|beer|beertje|hond|hondje|poes|kat|aap|olifant|eend|eendje|schaap|schaapje|dino|muis|giraf|leeuw|uil)$/iu.test(
        lostAt?.[2] ?? '',
      );
    const thing = toyKind ? 'knuffel' : lostAt?.[2];
    // (A soft toy by its name after its kind, `knuffelhond woefie kwijt`: the name, without an article.)
    const byName = /^(?:knuffel|pop|beer|konijn|hond|poes|kat|aap|olifant|dino|eend|lappen)\p{L}*$/iu.test(
      lostAt?.[1] ?? '',
    );
    // Where the lost thing lay all along, said with `ie` or `het` (`uiteindelijk lag ie gewoon onder zn bed`): the
    // thing lay there, never the child.
    const lay = !lost
      ? null
      : /^((?:uiteindelijk|toen|gelukkig|later|daarna)\s+)?(lag|zat|stond|hing) (?:ie|hij|ze|zij|het|t) ((?:gewoon |toch |gewoon nog |nog )?(?:onder|in|achter|bij|op|naast|tussen) (?!(?:zijn|zn|z'n|haar|d'r|het|t) bed$)[^|]+)$/iu.exec(
          clause.trim(),
        );
    const lostOne = lost && (lostName ? lost : `${/je$/u.test(lost) ? 'het' : 'de'} ${lost}`);
    // Not wanting to sleep without it (`wilde niet slapen zonder`): without the lost thing, said.
    const without = lostOne && /\bzonder$/iu.test(clause.trim()) ? `${clause.trim()} ${lostOne}` : undefined;
    const told =
      where?.[2] && lost
        ? `${where[1] ?? ''}${/je$/u.test(lost) ? 'het' : 'de'} ${lost} ${where[2]} gevonden`
        : lay?.[2] && lostOne && !/\bte \p{L}+en$/iu.test(lay[3] ?? '')
          ? `${lay[1] ?? ''}${lay[2]} ${lostOne} ${lay[3]}`
          : (without ?? clause);
    lost = thing ?? (where || lay ? undefined : lost);
    lostName = thing ? byName && !toyKind : lostName;
    return told;
  });
  // What went into the shoe just set out (`schoen gezet bij de kachel. een wortel erin`): into the shoe.
  const shoeFilled = found.map((clause, index) =>
    index > 0 &&
    /\bschoen(?:tje)?\b/iu.test(found[index - 1] ?? '') &&
    /^(?:een|de|het|wat|twee|drie) \p{L}+ erin\b/iu.test(clause)
      ? clause.replace(/\berin\b/iu, 'in de schoen')
      : clause,
  );
  // The baubles hung in and the star put on the Christmas tree fetched before (`kerstboom gehaald … de ballen erin
  // gehangen … de ster erop zetten`): in the tree and on the tree, never a bare `erin`.
  const inShoe = shoeFilled.map((clause, index) =>
    shoeFilled.slice(0, index + 1).some((before) => /\bkerst(?:boom|bomen|boompje)\b/iu.test(before))
      ? clause
          .replace(
            /\b((?:kerst)?ballen|balletjes|lichtjes|slingers|versiering|kerstversiering)((?: \p{L}+)?) erin\b/iu,
            '$1$2 in de boom',
          )
          .replace(/\b(ster|piek)((?: \p{L}+)?) erop\b/iu, '$1$2 op de boom')
      : clause,
  );
  // Letting go right after a grown-up held on (`papa … hield het zadel vast, en toen opeens liet hij los`): the one
  // who held lets go, never the child.
  const letGo = inShoe.map((clause, index) => {
    const holder =
      /^(?:(?:en|toen) )*((?:papa|mama|opa|oma|pap|mam|juf|meester)(?: \p{Ll}{3,})?)\b[^|]*\b(?:hield|vastgehouden|vasthouden)\b/iu.exec(
        inShoe[index - 1] ?? '',
      )?.[1];
    const own = holder?.split(' ')[1];
    const who = own && (NOT_NAME.has(own) || isVerb(own)) ? holder?.split(' ')[0] : holder;
    return who
      ? clause.replace(/^((?:(?:en|toen|opeens|ineens) )*)liet (?:hij|ie|ze|zij) los\b/iu, `$1liet ${who} los`)
      : clause;
  });
  // Something held on the bump just named (`flinke bult … papa heeft er een koud washandje op gehouden`): on the bump,
  // so the sentence still says where when it stands on its own.
  const onBump = letGo.map((clause, index) => {
    const bump = /\b(bult|buil|bultje|builtje|wondje|schaafwond|blauwe plek)\b/iu.exec(letGo[index - 1] ?? '')?.[1];
    return bump
      ? clause.replace(
          /\ber ((?:een|n) (?:\p{L}+ ){0,2}?\p{L}+) op (gehouden|gelegd|gedaan|geplakt|gedrukt)\b/iu,
          `$1 op ${/je$/u.test(bump) ? 'het' : 'de'} ${bump.toLowerCase()} $2`,
        )
      : clause;
  });
  // What was then done with the thing just made (`een tekening gemaakt … en die onder de deur geschoven`): one pair,
  // so `die` keeps its thing.
  return onBump.reduce<string[]>((all, clause) => {
    const words = clause.trim().split(/\s+/u);
    const then =
      all.length > 0 &&
      !(all.at(-1) ?? '').includes(PAIR) &&
      /^(die|dat|hem)$/iu.test(words[0] ?? '') &&
      words.length <= 7 &&
      participle((words.at(-1) ?? '').toLowerCase()) !== undefined;
    if (then) all[all.length - 1] = `${all.at(-1)}${PAIR}${clause.trim()}`;
    else all.push(clause);
    return all;
  }, []);
}

/** Family words a name may follow (`juf hilde`: `juf Hilde`). */
const TITLES =
  /\b(juf|meester|opa|oma|bompa|bomma|pepe|meme|tante|oom|nichtje|neefje|nicht|neef|broertje|zusje|broer|zus|buurmeisje|buurjongen|buurvrouw|buurman|vriendje|vriendinnetje|knuffel|cavia|konijn|hond|hondje|poes|kat|parkiet|teckel|herder|kapster|kapper|dokter|zwemjuf|trainer|oppas)\s+(\p{Ll}{3,})\b/gu;

/** Words after a family word that are not its name. */
const NOT_NAME = wordSet(`
  en met zijn haar heeft had was is kwam ging gaf zei stond zat lag mocht moest wilde van voor bij in op om naar die
  maar of dus want als toe eten spelen vogels zien laten geven brengen halen helpen zwaaien bellen knuffelen
  vertellen zingen lezen kijken kom komen komt ga gaan wil wilt kan kun mag moet zit zitten blijft blijven logeren
  dat een de het ook nog niet heel erg zo toen dan al wel zich gaat komt hield rende riep las kocht bracht haalde
  verse vers warme lekkere kleine grote nieuwe oude lieve mooie zelf samen even weer alles allemaal eigen eerste
  oliebollen appelflappen krentenbollen wafels wafeltjes pannenkoeken pannenkoekjes koekjes cake muffins
  spaghetti soep friet frietjes patat roti vlaai koffie thee limonade ranja chocomel bollen bloembollen
  thuis buiten binnen daar hier
  lief leuk stom boos blij moe ziek grappig verdrietig
  alleen voer brokjes hooi wortel wortels worteltjes sla zaadjes korrels
  flesje fles flessie speen speentje luier luiertje kusje kusjes badje voeding
`);

/** A present participle tells what someone did meanwhile, never their name (`met oma kijkend vanaf de kant`). */
const DOING_MEANWHILE = /^\p{Ll}{3,}[^aeiou]end$/u;

/**
 * A word of five letters or more the lexicon knows as a thing, place or event is no name (`bij oma taart gebakken`).
 * Only the lexicon's own words are remembered: a word it does not know, a name perhaps, is never kept.
 */
const THING_WORDS = new Set<string>();
const isThing = (word: string) => {
  if ([...word].length < 5) return false;
  if (THING_WORDS.has(word)) return true;
  const read = readText([word], 'nl');
  const known = read.things.length + read.places.length + read.events.length > 0;
  if (known) THING_WORDS.add(word);
  return known;
};

/** Towns, regions and countries a day may go to or come back from, and outings known by name (`naar ecomare`). */
const TOWNS =
  /(?<![\p{L}'])(venlo|roermond|heerlen|sittard|tilburg|breda|enschede|apeldoorn|deventer|almere|alkmaar|leeuwarden|assen|kortrijk|oostende|genk|amsterdam|rotterdam|utrecht|eindhoven|groningen|zwolle|maastricht|nijmegen|arnhem|haarlem|leiden|delft|antwerpen|gent|brussel|brugge|leuven|mechelen|hasselt|limburg|friesland|zeeland|drenthe|texel|ardennen|haspengouw|kempen|veluwe|achterhoek|twente|brabant|vlaanderen|londen|parijs|berlijn|duitsland|frankrijk|spanje|engeland|belgië|nederland|italië|amerika|ecomare|madurodam|naturalis|avifauna)(?![\p{L}])/gu;

/** The day's names as the story spells them, and a name after a family word (`opa kees`: `opa Kees`). */
function named(text: string, names: readonly string[]): string {
  let out = text.replace(TITLES, (whole, title: string, name: string, at: number) => {
    const next =
      text
        .slice(at + whole.length)
        .trim()
        .split(' ')[0] ?? '';
    const notName =
      NOT_NAME.has(name) ||
      STOP.has(name) ||
      PAST.has(name) ||
      // A verb in the past right after the title is what they did (`juf trooste`), never a name.
      (isPast(name) && !/^(ans|anne|els|tessa|esther|mette)$/u.test(name)) ||
      participle(name) ||
      participle(next) ||
      DOING[name] !== undefined ||
      DOING_MEANWHILE.test(name) ||
      // A cuddly's kind is no name (`knuffel konijn`).
      KINDS.split('|').includes(name) ||
      DIMINUTIVES.test(name) ||
      isThing(name);
    return notName ? whole : `${title} ${capital(name)}`;
  });
  // Towns, regions and countries parents write in lower case (`naar londen`, `naar limburg`) take their capital.
  out = out.replace(TOWNS, (town: string) => capital(town));
  for (const name of names) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out = out.replace(new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'giu'), name);
  }
  return out;
}

/** Kinds a name may be said of after a comma (`max, de grote herder van de buren`, `bobby, haar kleine teckel`). */
const KINDS =
  'vriendje|vriendinnetje|buurjongen|buurmeisje|neefje|nichtje|broertje|zusje|broer|zus|hond|hondje|herder|teckel|labrador|poes|kat|katje|konijn|cavia|hamster|paard|pony|knuffel';

/** Little things in the plural are never a name (`met opa eendjes voeren`, `bij oma koekjes gebakken`). */
const DIMINUTIVES = /\p{L}{2}jes$/u;

/** Whether a lower-case word after a family word or before its apposition may be a name. */
const nameLike = (word: string, next = '') =>
  word.length >= 3 &&
  // (Nor the parent's laugh after a family word, `in de poppenwagen van zn zus haha`.)
  !/^(?:haha+|hihi+|hehe+|lol|pff+)$/u.test(word) &&
  !DIMINUTIVES.test(word) &&
  !isThing(word) &&
  !NOT_NAME.has(word) &&
  !STOP.has(word) &&
  !PAST.has(word) &&
  participle(word) === undefined &&
  participle(next) === undefined &&
  PRESENT[word] === undefined &&
  DOING[word] === undefined &&
  !DOING_MEANWHILE.test(word) &&
  !KINDS.split('|').includes(word);

/**
 * The names the parent wrote in lower case: after a family word or a pet's kind (`zusje mia`, `grote broer finn`),
 * before an apposition (`max, de grote herder van de buren`), and a name given (`een naam gegeven, bert`).
 */
/** Names of things, never of people of the day (the fairy-tale forest's `holle bolle gijs`). */
const THING_NAMES = /\bholle bolle gijs\b/giu;

function namesOf(description: string): string[] {
  const text = description
    .toLowerCase()
    .replace(/\([^)]*\)/gu, ' ')
    .replace(THING_NAMES, ' ');
  const found = new Set<string>();
  for (const match of text.matchAll(new RegExp(TITLES.source, 'gu'))) {
    const next =
      text
        .slice((match.index ?? 0) + match[0].length)
        .trim()
        .split(/[\s,.!?]+/u)[0] ?? '';
    if (match[2] && nameLike(match[2], next)) found.add(capital(match[2]));
  }
  const apposition = new RegExp(
    `(?:^|[\\s,.!?])(\\p{Ll}{3,}),\\s+(?:zijn|zn|haar|d'r|de|onze|ons)\\s+(?:\\p{Ll}+\\s+){0,2}(?:${KINDS})\\b`,
    'gu',
  );
  for (const match of text.matchAll(apposition)) if (match[1] && nameLike(match[1])) found.add(capital(match[1]));
  // `bobby geaaid, haar kleine teckel`: the name before what was done to it.
  const done = new RegExp(
    `(\\p{Ll}{3,})\\s+(\\p{Ll}{4,}),\\s+(?:zijn|zn|haar|d'r|de|onze|ons)\\s+(?:\\p{Ll}+\\s+){0,2}(?:${KINDS})\\b`,
    'gu',
  );
  for (const match of text.matchAll(done))
    if (match[1] && participle(match[2] ?? '') && nameLike(match[1])) found.add(capital(match[1]));
  // A pet's name said before its kind (`hammie de hamster lag stil`, `bubbel onze goudvis`): the pet's name.
  for (const match of text.matchAll(
    /(?:^|[\s,.!?])(\p{Ll}{3,}) (?:de|onze|ons) (?:hamster|cavia|goudvis|vis|visje|konijn|konijntje|kat|poes|kater|hond|hondje|parkiet|schildpad)\b/gu,
  ))
    if (match[1] && nameLike(match[1]) && !isVerb(match[1])) found.add(capital(match[1]));
  // (A title before the name given is no name: `een naam gegeven, meneer brom` names Brom.)
  for (const match of text.matchAll(
    /\b(?:naam gegeven,?|heet nu|heet|noemden (?:hem|haar))\s+(?:(?:meneer|mevrouw|juffrouw) )?(\p{Ll}{3,})\b/gu,
  ))
    if (match[1] && nameLike(match[1])) found.add(capital(match[1]));
  // Two pets by name after their kind (`de katten minoes en tijger`): names, even an everyday word.
  for (const match of text.matchAll(
    /\b(?:katten|poezen|honden|hondjes|konijnen|konijntjes|cavia's|kippen|vissen) (\p{Ll}{3,}) en (\p{Ll}{3,})\b/gu,
  )) {
    // (Both, or neither: `met de kippen gespeeld en eitjes geraapt` names no one.)
    const pair = [match[1] ?? '', match[2] ?? ''];
    if (pair.every((one) => one !== '' && !participle(one) && !isVerb(one)))
      for (const one of pair) found.add(capital(one));
  }
  // Two children by name after their kin in the plural (`met neefjes daan en mees`): both names.
  for (const match of text.matchAll(
    /\b(?:neefjes|nichtjes|neven|nichten|vriendjes|vriendinnetjes|broertjes|zusjes|buurkinderen) (\p{Ll}{3,}) en (\p{Ll}{3,})\b/gu,
  )) {
    const pair = [match[1] ?? '', match[2] ?? ''];
    if (pair.every((one) => one !== '' && nameLike(one) && !participle(one) && !isVerb(one)))
      for (const one of pair) found.add(capital(one));
  }
  // Grandparents called by the family's own word for both (`oma poes en opa poes`): a name, even an everyday word.
  for (const match of text.matchAll(/\b(?:oma|opa) (\p{Ll}{3,}) en (?:opa|oma) (\p{Ll}{3,})\b/gu))
    if (match[1] && match[1] === match[2]) found.add(capital(match[1]));
  return [...found];
}

/** The hero's name in the possessive (`Konijntjes`, `Max'`). */
const possessive = (name: string) =>
  /[sxz]$/u.test(name) ? `${name}'` : /[aiouy]$/u.test(name) ? `${name}'s` : `${name}s`;

/**
 * The grown-ups of the family: by name from Settings, else the parent who writes (`mama`) where the day says who, else
 * the hero's family (`haar familie`), else `de grote mensen`.
 */
function grownUpsOf(context: RetellContext): string {
  const all = context.grownUps;
  // A friend and their grown-up the day went with (`naar artis met vriendinnetje sara en haar papa`): `we` is them.
  const friend =
    /\bmet (?:(?:zijn|zn|haar|d'r) )?(?:vriendje|vriendinnetje|buurjongen|buurmeisje|neefje|nichtje) (\p{L}{3,}) en (zijn|haar|z'n|zn|d'r|dr) (papa|mama|oma|opa|vader|moeder)\b/iu.exec(
      context.description ?? '',
    );
  const friendName = context.names.find((name) => name.toLowerCase() === friend?.[1]?.toLowerCase());
  if (all.length === 0 && friend?.[2] && friend[3] && friendName)
    return `${friendName} en ${/^z/iu.test(friend[2]) ? 'zijn' : 'haar'} ${friend[3].toLowerCase()}`;
  if (all.length === 0 && context.parentGuessed) return `${context.hero.zijn} familie`;
  // (The one grown-up the day went along with, `met mama naar de markt … hebben we kibbeling gehaald`: the parent's
  // `we` is the hero and them, never faceless `grote mensen`.)
  const along = [
    ...new Set(
      [...(context.description ?? '').toLowerCase().matchAll(/\bmet (mama|papa|mam|pap)\b/gu)].map((one) =>
        one[1] === 'mam' ? 'mama' : one[1] === 'pap' ? 'papa' : one[1],
      ),
    ),
  ];
  if (all.length === 0 && !context.parent && along.length === 1) return along[0] ?? 'de grote mensen';
  if (all.length === 0) return context.parent ?? 'de grote mensen';
  if (all.length === 1) return all[0] ?? '';
  return `${all.slice(0, -1).join(', ')} en ${all.at(-1)}`;
}

/** The parent's words for the child: subject and object, and possessive. */
function childWords(context: RetellContext): { person: ReadonlySet<string>; own: ReadonlySet<string> } {
  if (context.childPronoun === 'she') return { person: wordSet('ze zij haar'), own: wordSet('haar') };
  if (context.childPronoun === 'he') return { person: wordSet('hij hem'), own: wordSet('zijn') };
  return { person: wordSet(''), own: wordSet('') };
}

/** Words that end a possessive `haar` (`haar dan op schoot`: the object), not a noun after it. */
const NOT_NOUN = wordSet(`
  dan toen ook nog niet wel heel erg zo al even op in aan bij met naar van voor uit af mee vast terug weer toch
  dicht open los , en de het een eruit erin erop eraf erbij eronder omhoog omlaag
  lekker stevig goed eventjes flink hard snel zachtjes voorzichtig gauw helemaal extra
`);

/** Words before `haar` that make it hair (`oranje haar`, `zijn haar`). */
const HAIR_BEFORE =
  /^(oranje|blond|blonde|rood|rode|bruin|bruine|zwart|zwarte|grijs|grijze|wit|witte|roze|groen|groene|blauw|blauwe|paars|lang|lange|kort|korte|krullend|krullen|nat|natte|vies|vieze|nieuw|nieuwe|mooi|mooie|zijn|haar|het)$/u;

/** Infinitives said of the child after `kwam … ` (`bomma kwam haar halen`): `haar` is the child, no possessive. */
const FETCHED = wordSet('halen ophalen brengen wegbrengen helpen troosten knuffelen zoeken roepen optillen aankleden');

/** Helpers in the plural: a `ze` before them is more than one. */
const PLURAL_HELPERS = wordSet('hebben hadden waren');

/** Pronouns that speak of someone else than the child: the clause may not be about the hero. */
const OTHERS = wordSet('hij hem ze zij haar hen hun');

/** Subjects a clause may begin with besides the hero: people by what the child calls them, and things. */
const SUBJECTS = wordSet(`
  de het een papa mama opa oma bompa bomma pepe meme juf meester tante oom iedereen broertje zusje nichtje neefje neef nicht
  buurvrouw buurman kapster kapper dokter tandarts oppas zwemjuf meter peter vriendje vriendinnetje buurjongen buurmeisje
`);

/**
 * The clause's words with the child said as the hero: the first mention the hero's name, the next ones its pronoun,
 * the child's possessive the hero's; undefined when a pronoun may be someone else, or a possessive may be the
 * subject's own (`mia viel op haar billen`).
 */
function asHero(words: string[], hero: R, context: RetellContext): string[] | undefined {
  const { person, own } = childWords(context);
  const someone = words.findIndex((word) => person.has(word));
  const verb = words.findIndex((word) => isPast(word) || PRESENT[word] !== undefined);
  const named =
    verb > 0 &&
    (someone < 0 || someone > verb) &&
    !SUBJECTS.has(words[0] ?? '') &&
    !/^(bij|in|op|na|tijdens|om|van|met|voor|aan)$/u.test(words[0] ?? '');
  let mentioned = false;
  const out: string[] = [];
  for (const [index, word] of words.entries()) {
    const next = words[index + 1];
    if (own.has(word) && next !== undefined && !NOT_NOUN.has(next) && !isVerb(next) && !FETCHED.has(next)) {
      // After a named subject the possessive is the subject's own (`mia viel op d'r billen`), unless it follows a comma.
      // In a clause that never names the child (`op het eind ging haar lampion kapot`) the first one says the hero's
      // name (`Poesjes lampion`).
      const unnamed: boolean =
        verb > 0 &&
        !mentioned &&
        !context.afterHero &&
        !words.some((one) => /^(ze|zij|hij|ie)$/u.test(one)) &&
        (index === 0 || index === verb + 1);
      // After a time and the verb the possessive begins the subject (`toen was zijn knuffel weg`): the hero's.
      const subjectOwn = isFront(words[0] ?? '') && index === verb + 1 && !mentioned && !context.afterHero;
      if (subjectOwn) {
        out.push(possessive(hero.name));
        mentioned = true;
        continue;
      }
      // The child said right after the verb is the subject (`thuis heeft ze … bij haar knuffelbeer`): the hero's own.
      const inverted = someone === verb + 1;
      out.push(named && !inverted && words[index - 1] !== ',' ? word : unnamed ? possessive(hero.name) : hero.zijn);
      mentioned ||= unnamed;
      continue;
    }
    // `ze` with a plural verb is the child and the others (`de juf had lichtjes en ze hebben liedjes gezongen`), never
    // the child alone with a plural verb.
    // (So is `ze` right after a plural verb: `op de opvang hebben ze met vingerverf geverfd`.)
    if (
      (word === 'ze' || word === 'zij') &&
      (PLURAL_HELPERS.has(next ?? '') || PLURAL_HELPERS.has(words[index - 1] ?? '')) &&
      // (Not after `en`: `lotte en zij hebben` is the friend and the child, no others.)
      words[index - 1] !== 'en' &&
      !mentioned
    ) {
      // Each other (`ze hebben elkaar een knuffel gegeven`) on a day of one friend named is the child and that friend.
      const others = othersNamed(context);
      // (So is `allebei`, both of them: `ze hebben allebei even op de trap gezeten`, never `en de anderen … allebei`.)
      const both = words.includes('allebei');
      // (Hugged, on a day that names one child besides grown-ups, `vriendje milan gaf hem een tekening en ze hebben
      // lang geknuffeld`: the child and that friend.)
      const hugged = words.some((one) => /^(?:geknuffeld|geknuffelt|gekust|gezoend|geknuffeld)$/u.test(one));
      const kids = others.filter((name) =>
        new RegExp(
          `(?<![\\p{L}])(?:vriendje|vriendinnetje|neefje|nichtje|buurjongen|buurmeisje|broertje|zusje) ${name}(?![\\p{L}])`,
          'iu',
        ).test(context.description ?? ''),
      );
      const other =
        (words.includes('elkaar') || both) && others.length === 1
          ? others[0]
          : // (So is `samen`, together, on a day with one friend over: `toen hebben ze samen een baan gebouwd`.)
            (words.includes('elkaar') || both || hugged || words.includes('samen')) && kids.length === 1
            ? kids[0]
            : undefined;
      if (both && !other) out.push(word);
      else out.push(hero.name, 'en', ...(other ? [other] : ['de', 'anderen']));
      mentioned = true;
      continue;
    }
    // Hair after a colour or an own (`oranje haar`, `haar haar`) is hair, not the child.
    if (word === 'haar' && HAIR_BEFORE.test(words[index - 1] ?? '')) {
      out.push(word);
      continue;
    }
    if (person.has(word)) {
      const subject = word === 'ze' || word === 'zij' || word === 'hij';
      // After the child by name, an object `hem` or `haar` is someone else (`toen beet zuri hem bijna`): the child
      // would be `zich`.
      if (!subject && !mentioned && words.slice(0, index).includes(hero.name)) {
        out.push(word);
        continue;
      }
      out.push(mentioned ? (subject ? hero.hij : hero.hem) : hero.name);
      mentioned = true;
      continue;
    }
    // A named subject's own after its verb (`mia viel op d'r billen`): the subject's, whoever the child is.
    const ownsNext = (word === 'haar' || word === 'zijn') && next !== undefined && !NOT_NOUN.has(next) && !isVerb(next);
    if (named && ownsNext && index > verb && words[index - 1] !== ',') {
      out.push(word);
      continue;
    }
    // `hun` after others were named, in a clause whose subject is not the child, is theirs (`tante sanne kwam met
    // neefje bram en hun hond`).
    const theirs =
      word === 'hun' &&
      verb > 0 &&
      index > verb &&
      !person.has(words[0] ?? '') &&
      next !== undefined &&
      !NOT_NOUN.has(next) &&
      !isVerb(next);
    if (OTHERS.has(word) && !theirs) return undefined;
    out.push(word);
  }
  return out;
}

/** The parent's `we` and `ons` as the hero and the grown-ups, `onze` and `ons` before a noun as the family's. */
function fromFamily(given: string, hero: R, context: RetellContext): string {
  // A grown-up before `wij` went along (`opoe tineke en wij zijn met fleur naar de heide geweest`): `we … met opoe`.
  const along = given
    .replace(
      /^((?:opa|oma|opoe|bomma|bompa|meme|pepe|pake|beppe|granny|tante|oom|nonkel|meter|peter)(?: \p{L}+)?) en (?:wij|we) (zijn|waren|hebben|hadden) met /iu,
      'we $2 met $1, ',
    )
    .replace(
      /^((?:opa|oma|opoe|bomma|bompa|meme|pepe|pake|beppe|granny|tante|oom|nonkel|meter|peter)(?: \p{L}+)?) en (?:wij|we) (zijn|waren|hebben|hadden) /iu,
      'we $2 met $1 ',
    );
  // The grown-ups said with `we` are those not already named in the clause (`we zijn met opoe …`: not `opoe en … opoe`).
  const others =
    along === given
      ? context.grownUps
      : context.grownUps.filter((one) => !new RegExp(`\\b${one}\\b`, 'iu').test(along));
  // No one else with them: the child went with the named grown-up (`met opoe tineke … naar de heide`).
  const text =
    along !== given && others.length === 0 ? along.replace(/^we (?:zijn|waren|hebben|hadden) /iu, '') : along;
  const grownUps =
    others.length === context.grownUps.length ? grownUpsOf(context) : grownUpsOf({ ...context, grownUps: others });
  return (
    text
      // Who `we` were, said first (`samen met papa hebben we hem begraven`): the child and that grown-up.
      .replace(
        /^(?:en )?(?:samen )?met (papa|mama|opa|oma|bompa|bomma|tante|oom|pap|mam) (hebben|hadden|zijn|waren) (?:we|wij)\b/iu,
        (_whole, who: string, helper: string) =>
          `${hero.name} en ${who.toLowerCase().replace(/^pap$/u, 'papa').replace(/^mam$/u, 'mama')} ${helper.toLowerCase()}`,
      )
      .replace(/\bnaast ons bed\b/giu, 'naast het grote bed')
      // Coming into the parents' bed is coming to lie in it (`ze kwam huilend bij ons in het grote bed`).
      .replace(
        /\b(kwam|kwamen)((?: \p{L}+){0,2}) bij ons in (?:bed|het grote bed)(?=$|,| en )/giu,
        '$1$2 in het grote bed liggen',
      )
      .replace(/\bbij ons in (?:bed|het grote bed)\b/giu, 'in het grote bed')
      .replace(/\b(bij|naast|met|van|voor|aan|naar) ons\b(?!\s+\p{L}{3,})/giu, `$1 ${grownUps}`)
      .replace(/\bonze\b/giu, 'de')
      // Fetched, brought or waited for is the child and the grown-up with them (`kwam opa ons ophalen`, `stond ons op te
      // wachten`), no `het`.
      .replace(
        /\bons (?=(?:\p{L}+ ){0,3}(?:ophalen|halen|brengen|wegbrengen|opgehaald|gehaald|gebracht|thuisgebracht|wachten|opwachten|opgewacht|afhalen|afgehaald|tegemoet|uitzwaaien|uitgezwaaid|zwaaien|gezwaaid|helpen|geholpen|knuffelen|geknuffeld)\b)/giu,
        `${hero.name} en ${grownUps} `,
      )
      .replace(/\bons\b/giu, 'het')
      // Work is the grown-ups' alone (`want wij moesten allebei werken`): the child never goes to work.
      .replace(
        /\b(?:we|wij) (moesten|moeten|gingen|waren|zijn)( allebei| samen)? (werken|aan het werk|naar het werk|naar hun werk|op het werk)\b/giu,
        (_whole, verb: string, both: string | undefined, work: string) =>
          `${grownUps.includes(' en ') ? grownUps : 'papa en mama'} ${verb}${both ?? ''} ${work}`,
      )
      // Where the child stayed with a sitter, the reason why is the grown-ups' alone (`oppas gehad want wij moesten naar
      // een bruiloft`): the child stayed home.
      .replace(/^(want )?(?:we|wij)\b/iu, (whole, want: string | undefined) =>
        /\b(?:oppas|babysit|oppasmeisje)\b[^.!?\n]*\bwant (?:we|wij)\b/iu.test(context.description ?? '') &&
        (context.description ?? '').toLowerCase().includes(
          `want ${text
            .trim()
            .toLowerCase()
            .replace(/^want /u, '')}`,
        )
          ? `${want ?? ''}${grownUps.includes(' en ') ? grownUps : 'papa en mama'}`
          : whole,
      )
      .replace(/\bwant (?:we|wij)\b/iu, (whole) =>
        /\b(?:oppas|babysit|oppasmeisje)\b[^.!?\n]*\bwant (?:we|wij)\b/iu.test(text)
          ? `want ${grownUps.includes(' en ') ? grownUps : 'papa en mama'}`
          : whole,
      )
      // What `we` told or gave the child (`we hebben het haar rustig verteld`) the grown-ups did, never the child too.
      .replace(
        new RegExp(
          `\\b(?:we|wij)(?= (?:hebben |hadden )?(?:het|t|dat) ${context.childPronoun === 'he' ? 'hem' : 'haar'}\\b)`,
          'giu',
        ),
        grownUps.includes(' en ') ? grownUps : 'papa en mama',
      )
      // (A friend and their grown-up are listed after a comma: `Zuri, Sara en haar papa`.)
      .replace(
        /\b(?:we|wij)\b/giu,
        / en (?:zijn|haar) (?:papa|mama|oma|opa|vader|moeder)$/u.test(grownUps)
          ? `${hero.name}, ${grownUps}`
          : `${hero.name} en ${grownUps}`,
      )
  );
}

/** Things of the hero's own (`knie geschaafd`: `haar knie`). */
const OWN = wordSet(`
  mond ogen knie knieën hoofd hand handen arm armen been benen voet voeten neus vinger teen buik rug elleboog lip tand tanden
  schoen schoenen jas laarzen muts haar handjes voetjes oortjes wangetjes neusje
`);

/** Time words that open the sentence when a clause has them (`veel geknuffeld vanavond`: `'s Avonds …`). */
const TIME = wordSet(
  "'s_middags 's_avonds 's_ochtends 's_morgens 's_nachts de_avond_ervoor de_dag_ervoor overdag vanochtend vanmiddag vanavond vannacht",
);

/** The sentence with the verb second: after a front word the hero follows the verb. */
function said(front: string | undefined, verb: string, hero: R, rest: string[]): string {
  // (A verb of more words keeps the hero right after its first one: `Daarna tekende Zuri met stoepkrijt`, never
  // `tekende met stoepkrijt Zuri`.)
  const [head = verb, ...tail] = verb.split(/[_ ]/u);
  const after = tail.length > 0 ? ` ${tail.join(' ')}` : '';
  return front ? `${front} ${head} ${hero.name}${after} ${rest.join(' ')}` : `${hero.name} ${verb} ${rest.join(' ')}`;
}

/**
 * Participles of what happens to a thing by itself (`trampoline vd buren omgewaaid`): the thing is the subject, never the
 * hero (`De trampoline van de buren waaide om`, not `Hondje waaide een trampoline om`).
 */
const BY_ITSELF = wordSet(`
  omgewaaid weggewaaid omgevallen ingestort gesmolten ontploft leeggelopen kapotgegaan doorgebrand uitgevallen
  opgebrand gebarsten geknapt overstroomd
`);

/** What a thing by itself did: `De trampoline van de buren waaide om`, or nothing when no thing is named. */
function byItself(words: string[], at: number, found: { particle: string; past: readonly [string, string] }) {
  const thing = words.slice(0, at).map((word) => (word === 'vd' ? 'van de' : word));
  if (thing.length === 0 || thing.length > 6 || thing.some((word) => word === ',' || OWN.has(word) || isVerb(word)))
    return undefined;
  if (/^(ik|we|wij|ze|zij|hij|jij|je|mijn|onze|ons)$/u.test(thing[0] ?? '')) return undefined;
  // How often or when it happened is no thing that fell (`1x omgevallen in het gras`, `toen omgevallen`).
  if (thing.includes('keer') || isFront(thing[0] ?? '')) return undefined;
  const plural = /(en|s)$/u.test(thing[0] ?? '') && thing.length === 1;
  const subject = /^(de|het|een|die|dat)$/u.test(thing[0] ?? '') ? thing : ['de', ...thing];
  const rest = words.slice(at + 1).filter((word) => word !== ',');
  return [capital(subject.join(' ')), found.past[plural ? 1 : 0], found.particle, ...rest]
    .filter((word) => word !== '')
    .join(' ');
}

/** Participles of what was done to the child (`geschminkt`): told with `werd`, the hero the subject. */
const DONE_TO = wordSet('geschminkt gehecht ingeënt gevaccineerd');

/**
 * A second thing done after `en`, the subject already said (`poffertjes gegeten`: `at poffertjes`), or undefined when
 * it is not one participle with what it was done to.
 */
function alsoDone(words: string[], plural: boolean, hero: R): string | undefined {
  const at = words.findIndex((word) => participle(word) !== undefined);
  const found = participle(words[at] ?? '');
  if (at < 0 || !found || words.some((word, index) => index !== at && isVerb(word))) return undefined;
  if (words.includes(',') || words.includes('en')) return undefined;
  let before = withArticle(words.slice(0, at), hero);
  if (!before) return undefined;
  if (words[at] === 'gegeten' && before[0] === 'een' && isFood(before[1] ?? '')) before = before.slice(1);
  return [found.past[plural ? 1 : 0], ...before, found.particle, ...words.slice(at + 1)]
    .filter((word) => word !== '')
    .join(' ');
}

/** A clause whose verb is a participle without its helper: told in the simple past with the hero as its subject. */
function fromParticiple(words: string[], hero: R): string | undefined {
  const at = words.findIndex((word) => participle(word) !== undefined);
  const found = participle(words[at] ?? '');
  if (at < 0 || !found) return undefined;
  if (BY_ITSELF.has(words[at] ?? '')) {
    const told = byItself(words, at, found);
    if (told) return told;
  }
  // Two things done, joined by `en` (`speelgoed verkocht en poffertjes gegeten`): both told, the hero once.
  const next = words.findIndex((word, index) => index > at && participle(word) !== undefined);
  const joinAt = next > 0 ? words.lastIndexOf('en', next) : -1;
  if (joinAt > at && !words.slice(at + 1, joinAt).some(isVerb) && !words.slice(joinAt + 1, next).some(isVerb)) {
    const one = fromParticiple(words.slice(0, joinAt), hero);
    const two = alsoDone(words.slice(joinAt + 1), hero.pl, hero);
    if (one && two && !one.includes(' en ')) return `${one} en ${two}`;
  }
  // Taken to a bath or a bed and then what was eaten (`warm in bad en tosti gegeten`): the hero went, then ate.
  const bathAt = words.indexOf('en');
  if (
    words[at] === 'gegeten' &&
    bathAt > 0 &&
    bathAt < at &&
    /^(in|naar) (bad|bed|de douche)$/u.test(words.slice(bathAt - 2, bathAt).join(' ')) &&
    !words.slice(0, bathAt).some(isVerb)
  ) {
    const ate = alsoDone(words.slice(bathAt + 1), hero.pl, hero);
    if (ate) return `${hero.name} ${hero.pl ? 'gingen' : 'ging'} ${words.slice(0, bathAt).join(' ')} en ${ate}`;
  }
  // What was done to the child (`helemaal oranje geschminkt`, `niet gehecht`): the hero is its subject, told with `werd`.
  if (DONE_TO.has(words[at] ?? '') && !words.slice(0, at).some((word) => isVerb(word) || word === ',')) {
    const tail = words.slice(at + 1);
    const and = tail.indexOf('en');
    const worn = and >= 0 ? tail.slice(and + 1) : [];
    const last = worn.at(-1) ?? '';
    const tired = worn.length > 0 && (WORN.has(last) || /^(doodmoe|moe)$/u.test(last)) && !worn.some(isVerb);
    if (and < 0 || tired) {
      const until = and < 0 ? tail : tail.slice(0, and);
      const clock = worn[0] === 'om' && worn[2] === 'uur' ? worn.slice(0, 3) : [];
      const still = [...worn.slice(clock.length, -1), last === 'moe' ? 'moe' : 'doodmoe'];
      const was = hero.pl ? 'waren' : 'was';
      const then = !tired
        ? ''
        : clock.length > 0
          ? `, en ${clock.join(' ')} ${was} ${hero.hij} ${still.join(' ')}`
          : `, en ${hero.hij} ${was} ${still.join(' ')}`;
      return `${hero.name} ${hero.pl ? 'werden' : 'werd'} ${[...words.slice(0, at), words[at], ...until].join(' ')}${then}`;
    }
  }
  // Lanterns walked (`met jip lampionnen gelopen`, `sint maarten gelopen`): the hero went lantern walking.
  const lantern = words.findIndex((word) => /^(lampion|lampionnen|sint-maarten)$/iu.test(word));
  if (words[at] === 'gelopen' && lantern >= 0 && lantern < at && !words.slice(0, at).some(isVerb)) {
    const rest = words.filter((_, index) => index !== lantern && index !== at);
    const front = rest[0] !== undefined && isFront(rest[0]) ? rest[0] : undefined;
    const what = /^sint-maarten$/iu.test(words[lantern] ?? '') ? 'Sint-Maarten' : 'lampion';
    return said(front, hero.pl ? 'gingen' : 'ging', hero, [...rest.slice(front ? 1 : 0), what, 'lopen']);
  }
  let before = words.slice(0, at);
  let after = words.slice(at + 1);
  // A list of what the day held before the comma (`koningsdag vrijmarkt, oude knuffels verkocht`) is no object.
  const listed = before.indexOf(',');
  const opens = before[0] ?? '';
  // How the child was, then what the child did (`bang vd tondeuse, gehuild`): both, the hero once.
  if (listed > 0 && listed === before.length - 1 && STATES.has(opens) && found.particle === '' && after.length === 0)
    return `${hero.name} ${hero.pl ? 'waren' : 'was'} ${before
      .slice(0, listed)
      .join(' ')
      .replace(/\bvd\b/gu, 'van de')} en ${found.past[hero.pl ? 1 : 0]}`;
  if (
    listed > 0 &&
    !/^(in|op|bij|naar|met|na|om|onder|achter|voor|tijdens)$/u.test(opens) &&
    !isFront(opens) &&
    !TIME.has(opens)
  )
    return undefined;
  // How the child was and then what was done (`hangerig op de bank en nijntje gekeken`): both told, the hero once.
  const andAt = before.indexOf('en');
  if (STATES.has(before[0] ?? '') && andAt > 0 && !before.slice(0, andAt).some(isVerb)) {
    const rest = fromParticiple(words.slice(andAt + 1), hero);
    const start = `${hero.name} `;
    if (rest?.startsWith(start))
      return `${hero.name} ${hero.pl ? 'waren' : 'was'} ${before.slice(0, andAt).join(' ')} en ${rest.slice(start.length)}`;
  }
  // Something given and then what was done (`daarna een waterijsje om te koelen en naar brandweerman sam gekeken`):
  // the hero got it, then did the rest.
  const lead = isFront(before[0] ?? '') ? 1 : 0;
  const gotAnd = before.indexOf('en');
  const treat = before[lead + 1] ?? '';
  if (
    gotAnd > lead + 1 &&
    /^(een|wat)$/u.test(before[lead] ?? '') &&
    [...GETS].some((word) => treat.endsWith(word) && word.length >= 4) &&
    !before.slice(0, gotAnd).some(isVerb)
  ) {
    const then = fromParticiple(words.slice(gotAnd + 1), hero);
    const start = `${hero.name} `;
    if (then?.startsWith(start))
      return said(lead ? before[0] : undefined, hero.pl ? 'kregen' : 'kreeg', hero, [
        ...before.slice(lead, gotAnd),
        'en',
        then.slice(start.length),
      ]);
  }
  // A treat and then what was done (`suikerspin en eendjes gevist`): the treat was had, the rest done.
  if (before.length >= 3 && before[1] === 'en' && GETS.has(before[0] ?? '') && !before.slice(2).some(isVerb)) {
    const rest = fromParticiple(words.slice(2), hero);
    const start = `${hero.name} `;
    if (rest?.startsWith(start))
      return `${hero.name} ${hero.pl ? 'kregen' : 'kreeg'} ${(withArticle([before[0] ?? ''], hero) ?? []).join(' ')} en ${rest.slice(start.length)}`;
  }
  // What follows `en` without a verb of its own (`en wat waterijsjes`) had another verb the parent left out.
  const and = after.indexOf('en');
  // What was done together after it (`en samen tellen tussen de flits en de donder`): `en samen telden ze …`.
  let alsoTogether = '';
  // A second deed on what was just made (`een tekening gemaakt en die onder de deur geschoven`): in the past too.
  const second = and >= 0 ? after.slice(and + 1) : [];
  const secondDone = participle(second.at(-1) ?? '');
  if (
    /^(die|dat|hem|het)$/u.test(second[0] ?? '') &&
    secondDone &&
    second.length <= 7 &&
    !second.slice(1, -1).some(isVerb)
  ) {
    const tail = [...second.slice(1, -1), secondDone.particle].filter(Boolean).join(' ');
    alsoTogether = ` en ${hero.pl ? secondDone.past[1] : secondDone.past[0]} ${second[0]}${tail ? ` ${tail}` : ''}`;
    after = after.slice(0, and);
  } else if (and >= 0 && cutsAt(after, and, words[at] ?? '')) {
    const tail = after.slice(and + 1);
    const doing = DOING[tail[1] ?? ''];
    if (tail[0] === 'samen' && doing && !tail.slice(2).some(isVerb))
      alsoTogether = `, en samen ${doing[1]} ze ${tail.slice(2).join(' ')}`;
    // What was given besides (`zappelin gekeken en wat waterijsjes`): `en kreeg wat waterijsjes`.
    const gift = tail.at(-1) ?? '';
    if (
      tail.length <= 3 &&
      /^(wat|een|twee|drie|veel)$/u.test(tail[0] ?? '') &&
      [...GETS].some((word) => gift.endsWith(word) && word.length >= 4)
    )
      alsoTogether = ` en ${hero.pl ? 'kregen' : 'kreeg'} ${tail.join(' ')}`;
    after = after.slice(0, and);
  } else if (and >= 0) {
    // Something eaten up after it (`in de carrousel gezeten en een wafel met slagroom op`): `en at een wafel … op`.
    const tail = after.slice(and + 1);
    if (
      tail.at(-1) === 'op' &&
      tail.length >= 3 &&
      tail.length <= 6 &&
      /^(een|de|het|zijn|haar|wat|twee|drie)$/u.test(tail[0] ?? '') &&
      tail.some((word) => EATEN.test(word)) &&
      !tail.some(isVerb)
    ) {
      alsoTogether = ` en ${hero.pl ? 'aten' : 'at'} ${tail.join(' ')}`;
      after = after.slice(0, and);
    }
  }
  // After a comma only a place or a thing (`, bij de glijbaan`, `, een uil`) stays; `, niks` is what was found.
  // Places in a row after a comma (`overal gezocht, in de auto, onder het bed`): the places, with `en` before the last.
  const placesAt = after.flatMap((word, index) => (word === ',' ? [index] : []));
  if (
    placesAt.length >= 2 &&
    placesAt.every((index) => /^(in|op|onder|bij|achter|naast)$/u.test(after[index + 1] ?? ''))
  )
    after = after.map((word, index) => (index === placesAt.at(-1) ? 'en' : word));
  const comma = after.indexOf(',');
  // What was played with, after a comma (`samen gespeeld, treinbaan door de hele kamer`): `met een treinbaan …`.
  if (
    comma >= 0 &&
    words[at] === 'gespeeld' &&
    /^(door|in|op|over|onder)$/u.test(after[comma + 2] ?? '') &&
    !NO_ARTICLE.has(after[comma + 1] ?? '') &&
    !/(en|s)$/u.test(after[comma + 1] ?? '')
  )
    after = [...after.slice(0, comma), ', met een', ...after.slice(comma + 1)];
  // A name given (`een naam gegeven, bert`): said after a colon.
  else if (comma >= 0 && before.includes('naam') && /^\p{Lu}/u.test(after[comma + 1] ?? ''))
    after = [...after.slice(0, comma), `: ${after[comma + 1]}`];
  else if (
    comma >= 0 &&
    before.includes('naam') &&
    /^(?:meneer|mevrouw|juffrouw)$/u.test(after[comma + 1] ?? '') &&
    /^\p{Lu}/u.test(after[comma + 2] ?? '')
  )
    after = [...after.slice(0, comma), `: ${after[comma + 1]} ${after[comma + 2]}`];
  else if (comma >= 0 && !/^(een|de|het|bij|in|op|onder|met|naast|achter|tot)$/u.test(after[comma + 1] ?? ''))
    after = after.slice(0, comma);
  if (after.at(-1) === 'niks' && after.at(-2) === ',')
    after = [...after.slice(0, -1), 'maar', hero.pl ? 'vonden' : 'vond', 'niks'];
  // A word after an article or a possessive is a noun (`op mama's schoot`, `de schoot`), whatever it looks like.
  const verbAt = (list: string[]) =>
    list.some(
      (word, index) => isVerb(word) && !/^(de|het|een|zijn|haar|mijn|hun|\p{L}+'s)$/u.test(list[index - 1] ?? ''),
    );
  if (verbAt(after) || verbAt(before)) return undefined;
  // An `en` before a place, a time or a particle left another verb out (`pleister … en na afloop een frietje`).
  const joins = before.flatMap((word, index) => (word === 'en' ? [index] : []));
  if (joins.some((joined) => /^(met|na|toen|daarna|in|op|bij|naar|samen)$/u.test(before[joined + 1] ?? '')))
    return undefined;
  if (joins.some((joined) => PARTICLES.includes(before[joined - 1] ?? ''))) return undefined;
  if (before.at(-1) === 'alleen') before = ['alleen', ...before.slice(0, -1)];
  if (before.some((word) => /^(moeten|kunnen|mogen|willen|laten|zien|gaan|tellen)$/u.test(word))) return undefined;
  // Done together, or by both (`samen de kerstboom opgetuigd`, `allebei boos op de trap gezeten`): `ze` did it.
  const together = (before.includes('samen') && !before.includes('met')) || before.includes('allebei');
  if (together && !hero.pl) return fromParticiple(words, { ...hero, name: 'ze', hij: 'ze', pl: true });
  if (before[0] === 'tot') return undefined;
  let front = before[0] !== undefined && isFront(before[0]) ? before[0] : undefined;
  if (front) before = before.slice(1);
  if (!front) {
    const time = [...before, ...after].find((word) => TIME.has(word));
    if (time) {
      front = time;
      before = before.filter((word) => word !== time);
      after = after.filter((word) => word !== time);
    }
  }
  // A verb with its particle needs what it was done to, except staying home, being sick and falling over
  // (`thuisgebleven`, `overgegeven in de auto`, `1x omgevallen in het gras`).
  const bare = found.particle === 'thuis' || /^(overgegeven|omgevallen|uitgegleden)$/u.test(words[at] ?? '');
  if (before.length === 0 && found.particle !== '' && !bare) return undefined;
  const judged = withArticle(before, hero);
  if (!judged) return undefined;
  before = judged;
  if (words[at] === 'gekeken' && before.length > 0 && !before.includes('naar')) {
    const lead = before.findIndex((word) => !/^(alleen|nog|veel|ook|samen|even|lang)$/u.test(word));
    // Looked into something (`in t fotoboekske gekeken`, `onder het bed gekeken`) takes no `naar`.
    const into = before.filter((word, index) => word !== 'met' && before[index - 1] !== 'met').slice(lead);
    const looked =
      /^(in|onder|door|achter|tussen)$/u.test(into[0] ?? '') &&
      (into.length === 2 || (into.length === 3 && /^(de|het|t|een|zijn|haar|zn)$/u.test(into[1] ?? '')));
    // How and where the hero sat first (`lekker onder een dekentje peppa big gekeken`): `naar` goes before the show.
    let show = lead;
    for (;;) {
      if (/^(lekker|gezellig|rustig|knus|samen)$/u.test(before[show] ?? '') && before.length > show + 1) show += 1;
      else if (
        /^(onder|op|in)$/u.test(before[show] ?? '') &&
        /^(de|het|een|t|zijn|haar|zn)$/u.test(before[show + 1] ?? '') &&
        before.length > show + 3
      )
        show += 3;
      else break;
    }
    if (!looked) before = [...before.slice(0, show), 'naar', ...before.slice(show)];
  }
  // The child was read to: what was read is what the hero listened to (`3x voorgelezen uit nijntje`).
  if (words[at] === 'voorgelezen' && found.particle === 'voor') {
    // Unless someone was read to by the child (`m voorgelezen uit haar boekje`: the dog, the doll, the baby).
    const listener = before.filter((word) => word !== 'een');
    if (listener.length === 1 && /^(m|hem|hen)$/u.test(listener[0] ?? ''))
      return said(front, hero.pl ? 'lazen' : 'las', hero, [listener[0] === 'm' ? 'hem' : 'hen', 'voor', ...after]);
    const book = after[0] === 'uit' ? after.slice(1) : [];
    if (book.length === 0)
      return said(front, hero.pl ? 'luisterden' : 'luisterde', hero, [...before, 'naar een verhaal']);
    return said(front, hero.pl ? 'luisterden' : 'luisterde', hero, [...before, 'naar', ...book]);
  }
  // A dance done at a party is joined in (`stoelendans gedaan`: `deed mee aan de stoelendans`).
  const dance = before.filter((word) => word !== 'een');
  if (words[at] === 'gedaan' && dance.length === 1 && /dans$/u.test(dance[0] ?? ''))
    return said(front, hero.pl ? 'deden' : 'deed', hero, ['mee aan de', dance[0] ?? '', ...after]);
  // What was eaten is food, not one thing (`taart gegeten`: `at taart`).
  if (words[at] === 'gegeten' && before[0] === 'een' && isFood(before[1] ?? '')) before = before.slice(1);
  let verb = found.past[hero.pl ? 1 : 0];
  if (words[at] === 'geweest' && before.includes('naar')) verb = hero.pl ? 'gingen' : 'ging';
  if (words[at] === 'gegeven' && before.includes('naam')) verb = hero.pl ? 'bedachten' : 'bedacht';
  if (
    words[at] === 'gehad' &&
    before.some((word) =>
      /je$|^(prik|spuit|vaccinatie|pleister|cadeau|zetpil|paracetamol|ibuprofen|antibiotica|hoestdrank|neusspray|oordruppels|siroop|medicijn|medicijnen)$/u.test(
        word,
      ),
    )
  )
    verb = hero.pl ? 'kregen' : 'kreeg';
  const middle = before.join(' ').replace(/\b(naar huis) en (?=(?:over|tegen|van|in|op) )/u, '$1 ');
  // Fetched at a place (`opgehaald op schiphol`): `haalde … op van Schiphol`.
  if (
    /^(op|af)$/u.test(found.particle) &&
    /^(op|bij|in)$/u.test(after[0] ?? '') &&
    /^ge?haald$/u.test(words[at]?.slice(2) ?? '')
  )
    after = ['van', ...after.slice(1)];
  // Home again because of it (`overgegeven in de auto dus meteen weer naar huis`): the going home is told as such.
  let soHome = '';
  const so = after.indexOf('dus');
  const home = /^(?:meteen |gelijk |direct |snel |maar )?(?:weer )?(?:terug )?naar (?:huis|bed|binnen)$/u;
  if (so > 0 && home.test(after.slice(so + 1).join(' '))) {
    soHome = `, dus ${hero.pl ? 'gingen' : 'ging'} ${hero.hij} ${after.slice(so + 1).join(' ')}`;
    after = after.slice(0, so);
  }
  return said(front, verb, hero, [middle, found.particle, ...after]) + soHome + alsoTogether;
}

/**
 * Whether what follows the verb ends at its `en`: when the rest is another thing done (`en samen tellen`, `en wat
 * waterijsjes` after `gekeken`), or a thing after a place (`voor iedereen en de slappe lach`).
 */
function cutsAt(after: string[], and: number, verb: string): boolean {
  const then = after.slice(and + 1);
  if (verb === 'gekeken') return true;
  if (then.some((word) => word === 'samen' || /^(tellen|spelen|kijken|zingen|lachen|slapen)$/u.test(word))) return true;
  // (Two things it was made with are one list: `onder de tafel met dekens en kussens`.)
  if (after[and - 2] === 'met' && then.length <= 2 && !then.some(isVerb)) return false;
  const place = /^(voor|in|op|bij|naar|aan|onder|door)$/u.test(after[0] ?? '');
  const thing = !/^(voor|in|op|bij|naar|aan|onder|door|met)$/u.test(then[0] ?? '') && !KIN.test(then[0] ?? '');
  return place && thing;
}

/** Food a child eats up (`een wafel op`). */
const EATEN =
  /^(wafel|ijs|ijsje|taart|taartje|boterham|boterhammetje|pannenkoek|friet|frietjes|patat|patatje|koek|koekje|appel|banaan|broodje|soep|pizza|bord|bordje|snoep|zakje|bakje|beker|spaghetti|croissant|donut|cake|muffin|cupcake|tompouce|bol|krentenbol|chips)$/u;

/** Food eaten without `een` (`taart gegeten`: `at taart`). */
const FOOD = wordSet(
  'taart soep pizza friet patat ijs pasta spaghetti brood pap yoghurt rijst macaroni stamppot vis kip',
);

/** Food eaten without `een`, a compound too (`appeltaart gegeten`: `at appeltaart`, never a whole pie). */
const isFood = (word: string) => FOOD.has(word) || /\p{L}{3}(?:taart|soep|vlaai|pap|brood|rijst)$/u.test(word);

/** Words that need no article before them at the start of what was done. */
const NO_ARTICLE = wordSet(`
  verstoppertje tikkertje krijgertje
  de het een mijn zijn haar hun onze ons alle alles al veel te wat geen niks niets heel erg zo met in op aan bij naar
  van voor door over onder uit om tot samen eerst alleen ook nog toch dan toen daarna even wel niet elke
  iedereen iets allemaal twee drie vier vijf zes zeven acht negen tien lang lekker heerlijk hard zelf ergens overal
  thuis buiten binnen een_beetje allebei tv televisie chocolade snoep fruit water melk limonade eten sorry dag hallo
  heerlijk fijn mooi zachtjes voorzichtig vol goed netjes braaf lief stil rustig zich sleetje slee paard paardje pony ponytje
  brood wakker ziek misselijk moe boos bang verdrietig blij beter schoon droog nat vies warm koud klaar
  stiekem snel gauw meteen gelijk zomaar gewoon afscheid weer flink
  onderuit omver achterover voorover languit neer kapot stuk los vast open dicht
`);

/** Mass nouns, which take no `een` (`henna op haar handje gekregen`: `kreeg henna`). */
const MASS = wordSet(
  'henna schmink stoepkrijt krijt klei patat friet ranja chocomel chocomelk appelsap thee popcorn saus muziek roti vlaai antibiotica hoestdrank siroop confetti slagroom buikpijn hoofdpijn keelpijn oorpijn kiespijn koorts diarree',
);

/**
 * What was done, with `een` before a lone thing in the singular (`lampion gemaakt`: `een lampion`), the hero's own
 * before a part of the body (`knie geschaafd`: `haar knie`); undefined when the first word cannot be judged.
 */
function withArticle(words: string[], hero: R): string[] | undefined {
  const first = words[0];
  if (first === undefined) return words;
  const second = words[1];
  // A pet typed bare is the family's own (`cavia voeren`, `konijn aaien`): `de cavia`, never a bare `cavia`.
  if (second === undefined && PET_WORDS.has(first)) return [/^konijn$|je$/u.test(first) ? 'het' : 'de', first];
  if (
    NO_ARTICLE.has(first) ||
    first.includes('_') ||
    TIME.has(first) ||
    isFront(first) ||
    /^\p{Lu}/u.test(first) ||
    /^\d/u.test(first) ||
    HE_WORDS.has(first) ||
    SHE_WORDS.has(first)
  )
    return words;
  if (OWN.has(first)) return [hero.zijn, ...words];
  if (MASS.has(first)) return words;
  // (A singular that ends like a plural takes `een` too: `toren gebouwd`, `molen gemaakt`.)
  // (Nor is a singular in `-s` a plural: `tompoes gegeten`, `muis gezien`.)
  const plural =
    /(en|s|jes|'s)$/u.test(first) &&
    !/(toren|wagen|keuken|deken|molen|oven|tompoes|ananas|muis|doos|vaas|roos|kous|bus|kus|huis)$/u.test(first);
  if (second === 'en') return plural ? words : undefined;
  // (An adjective before a drink or a food takes no `een` either: `warme chocomel gedronken`, `warme melk`.)
  if (
    second !== undefined &&
    /\p{L}{2}e$/u.test(first) &&
    (MASS.has(second) || isFood(second) || /^(?:melk|water|limonade|chocolade|soep|pap)$/u.test(second))
  )
    return words;
  const alone = second === undefined || NO_ARTICLE.has(second) || second === ',';
  // (An adjective before a plural is no verb: `nieuwe schoenen gekocht`.)
  const adjectivePlural = words.length === 2 && /(en|s|jes)$/u.test(second ?? '') && !isVerb(first);
  if (!alone) return /e$/u.test(first) && !adjectivePlural ? undefined : words;
  return plural ? words : ['een', ...words];
}

/** A clause with a subject and a helper verb (`heeft … genomen`, `is … geboren`): told in the simple past. */
function fromPerfect(words: string[]): string | undefined {
  const helper = words.findIndex(
    (word, index) => /^(heeft|hebben|is)$/u.test(word) || (word === 'zijn' && isZijnVerb(words, index)),
  );
  if (helper <= 0) return undefined;
  const head = words.slice(0, helper);
  const plural = words[helper] === 'hebben' || words[helper] === 'zijn';
  const born = words.indexOf('geboren');
  if (born > helper) return [...head, plural ? 'werden' : 'werd', ...words.slice(helper + 1)].join(' ');
  const at = words.findIndex((word, index) => index > helper && participle(word) !== undefined);
  const found = participle(words[at] ?? '');
  // Two things done after one helper, joined by `en` (`heeft … verkocht … en … een tompoes gekocht`): both told.
  const next = words.findIndex((word, index) => index > at && participle(word) !== undefined);
  const joinAt = next > 0 ? words.lastIndexOf('en', next) : -1;
  if (at > 0 && joinAt > at && !words.slice(at + 1, joinAt).some(isVerb) && words[joinAt + 1] !== words[0]) {
    const one = fromPerfect(words.slice(0, joinAt));
    const two = alsoDone(words.slice(joinAt + 1), plural, { name: '', hij: '', hem: '', zijn: 'zijn', pl: plural });
    if (one && two) return `${one} en ${two}`;
  }
  if (at < 0 || !found || words.slice(at + 1).some(isVerb)) return undefined;
  let verb = found.past[plural ? 1 : 0];
  if (words[at] === 'geweest' && words.slice(helper, at).includes('naar')) verb = plural ? 'gingen' : 'ging';
  if (words[at] === 'gedaan') return undefined;
  return [...head, verb, ...words.slice(helper + 1, at), found.particle, ...words.slice(at + 1)].join(' ');
}

/** Verbs of posture that say what the child was doing (`heeft zitten huilen`: `zat te huilen`), with their past. */
const POSTURE: Record<string, readonly [string, string]> = {
  zitten: ['zat', 'zaten'],
  staan: ['stond', 'stonden'],
  liggen: ['lag', 'lagen'],
  lopen: ['liep', 'liepen'],
};

/** A perfect with a verb of posture and an infinitive (`heeft heel stil zitten huilen`): `zat heel stil te huilen`. */
function posture(words: string[]): string[] {
  const last = words.length - 1;
  const held = POSTURE[words[last - 1] ?? ''];
  const helper = words.findIndex((word) => /^(heeft|hebben|had|hadden)$/u.test(word));
  if (!held || helper < 0 || helper > last - 2 || !/en$/u.test(words[last] ?? '')) return words;
  const plural = /^(hebben|hadden)$/u.test(words[helper] ?? '');
  const out = [...words];
  out[helper] = held[plural ? 1 : 0];
  out[last - 1] = 'te';
  return out;
}

/** A parent's `lang moeten wachten`: the modal's past (`moest lang wachten`). */
const MODALS: Record<string, readonly [string, string]> = {
  moeten: ['moest', 'moesten'],
  mogen: ['mocht', 'mochten'],
  kunnen: ['kon', 'konden'],
  willen: ['wilde', 'wilden'],
};

/** How warm or cold the day was (`tropisch warm`). */
const WARM = wordSet('warm heet koud zonnig');

/** Days of the year a parent names first (`pasen bij bomma en bompa`). */
const HOLIDAYS =
  /^(pasen|kerstmis|sinterklaas|sinterklaasavond|pakjesavond|koningsdag|sint-maarten|carnaval|phagwa|holi|diwali|divali|suikerfeest|offerfeest|pinksteren|moederdag|vaderdag)$/iu;

/** Parts of the day a state may describe (`rustig dagje thuis`: `Het was een rustig dagje thuis.`). */
const DAYS = wordSet('dag dagje ochtend ochtendje middag middagje avond weekend');

/** How a day looked, said before it (`koude natte dag`, `grijze regenachtige middag`). */
const DAY_LOOKS =
  /^(koude|natte|gure|grijze|regenachtige|druilerige|winderige|stormachtige|zonnige|warme|mooie|heerlijke|sneeuwige|ijskoude|frisse|kille|donkere|witte)$/u;

/** Weather a clause may name alone (`vannacht onweer`: `'s Nachts was er onweer.`). */
const WEATHER = wordSet('onweer storm regen sneeuw hagel mist ijzel');

/** What parents write as a bare infinitive of the day (`savonds videobellen met mama`), with its past. */
const DOING: Record<string, readonly [string, string]> = Object.fromEntries(
  `videobellen videobelde; beeldbellen beeldbelde; facetimen facetimede; bellen belde; zwaaien zwaaide;
  spelen speelde; knutselen knutselde; tekenen tekende; schilderen schilderde; wandelen wandelde; dansen danste;
  puzzelen puzzelde; logeren logeerde; schommelen schommelde; fietsen fietste; kleuren kleurde; voetballen voetbalde;
  tellen telde; knuffelen knuffelde; kletsen kletste; stoepkrijten tekende_met_stoepkrijt tekenden_met_stoepkrijt;
  zandkastelen bouwde_zandkastelen bouwden_zandkastelen; plukken plukte; vangen ving vingen; rapen raapte;
  voeren voerde; aaien aaide; stampen stampte; springen sprong sprongen; knikkeren knikkerde;
  zoeken zocht zochten; graven groef groeven; wippen wipte; poppenkasten speelde_poppenkast speelden_poppenkast;
  vissen viste; picknicken picknickte; kamperen kampeerde; winkelen winkelde; skiën skiede; sleeën sleede;
  schaatsen schaatste; bakken bakte; bouwen bouwde; koken kookte; verven verfde; kleien kleide; plakken plakte;
  knippen knipte; maken maakte; zetten zette; rijden reed reden; doen deed deden; klimmen klom klommen; zwemmen zwom zwommen; glijden gleed gleden; zingen zong zongen; lezen las lazen; kijken keek keken;
  lenen leende`
    .split(';')
    .map((entry) => entry.trim().split(/\s+/u))
    .map(([inf = '', one = '', more]) => [inf, [one, more ?? `${one}n`] as const]),
);

/**
 * Outings and things made that a parent types by the noun alone, with the verb and the article they take (`speeltuin`:
 * `ging naar de speeltuin`, `hut`: `bouwde een hut`).
 */
const NOUN_DOING = new Map<string, readonly [string, string, string]>(
  `ging gingen naar de: speeltuin kinderboerderij dierentuin bibliotheek markt bakker kermis zee kapper tandarts
    huisarts dokter opvang creche crèche peuterspeelzaal kinderopvang bso school klas;
  ging gingen naar het: zwembad bos strand park museum speelparadijs pretpark aquarium consultatiebureau ziekenhuis;
  ging gingen naar een: feestje kinderfeestje partijtje verjaardag verjaardagsfeestje;
  ging gingen naar de: efteling ijsbaan schaatsbaan kerstmarkt intocht kinderdisco ballenbak;
  ging gingen naar: turnen kinderyoga;
  ging gingen naar: plopsaland artis blijdorp walibi bobbejaanland duinrell ouwehands diergaarde pairi;
  bouwde bouwden een: hut zandkasteel toren kasteel;
  maakte maakten een: tekening schilderij puzzel wandeling boswandeling fietstocht fietstochtje boottocht
    strandwandeling sneeuwpop knutselwerkje;
  bakte bakten: koekjes pannenkoeken cupcakes muffins;
  hield hielden een: picknick;
  nam namen een: bubbelbad schuimbad badje;
  ging gingen in de: draaimolen carrousel achtbaan zweefmolen theekopjes;
  ging gingen in het: reuzenrad spookhuis`
    .split(';')
    .flatMap((group) => {
      const [head = '', list = ''] = group.split(':');
      const [single = '', more = '', ...article] = head.trim().split(/\s+/u);
      return list
        .trim()
        .split(/\s+/u)
        .map((word) => [word, [single, more, article.join(' ')]] as const);
    }),
);

/** The parks and zoos a parent names in lower case, with their capital (`efteling`: `Efteling`). */
const PROPER = wordSet(
  'efteling plopsaland artis blijdorp walibi bobbejaanland duinrell ouwehands diergaarde ecomare madurodam naturalis avifauna',
);
const proper = (word: string) => (PROPER.has(word) ? capital(word) : word);

/** Worn out, as parents say it (`kapot`, `op`): told as `heel moe`. */
const WORN = wordSet('kapot op bekaf doodop gesloopt');

/** A clause without a verb: told with `was`, `had`, `kreeg` or `ging` when its first words say which. */
function fromBare(words: string[], hero: R): string | undefined {
  let rest = words;
  const front = rest[0] !== undefined && isFront(rest[0]) ? rest[0] : undefined;
  if (front) rest = rest.slice(1);
  const first = rest[0] ?? '';
  const second = rest[1] ?? '';
  const one = (single: string, more: string) => (hero.pl ? more : single);
  // A dream of the night (`vannacht enge droom over een wolf`): the hero had it.
  const dream = /^(?:een )?((?:\p{L}+e )?)(droom|nachtmerrie)\b(.*)$/u.exec(rest.join(' '));
  if (dream?.[2] && !rest.some(isVerb))
    return said(front, one('had', 'hadden'), hero, [`een ${dream[1] ?? ''}${dream[2]}${dream[3] ?? ''}`]);
  // Early to bed, after supper or because the child was worn out (`thuis soep en vroeg naar bed, kapot`); `vroeg` is
  // no verb here.
  const early =
    /^(?:(\p{L}+(?: \p{L}+)?) en )?(vroeg_(?:naar|in)_bed|(?:meteen|gelijk|snel) (?:naar bed|in bed|gaan slapen))(?: , (\p{L}+))?$/u.exec(
      rest.join(' '),
    );
  const ate = early?.[1] && FOOD.has(early[1].split(' ').at(-1) ?? '') ? early[1] : undefined;
  if (early?.[2] && (!early[1] || ate)) {
    // Supper the story tells at supper (`soep`) is not said again at bedtime.
    const supper = ate && /^(soep|soepje|pizza|pasta|spaghetti|macaroni|pap|brood)$/u.test(ate.split(' ').at(-1) ?? '');
    const bed = early[2].replace(/_/gu, ' ').replace(/ gaan slapen$/u, ' slapen');
    const tired = early[3] && (STATES.has(early[3]) || WORN.has(early[3])) ? early[3] : undefined;
    const head =
      ate && !supper
        ? `${said(front, one('at', 'aten'), hero, [ate])} en ${one('ging', 'gingen')} ${bed}`
        : said(front, one('ging', 'gingen'), hero, [bed]);
    if (!tired) return head;
    return `${head}, want ${hero.hij} ${one('was', 'waren')} ${WORN.has(tired) ? 'heel moe' : tired}`;
  }
  // With someone in a place to play, without a verb (`overdag met zn neefje bram in de zandbak`, typed `zandbak met
  // bram`): the hero played there with them.
  const PLAY_AT: Record<string, string> = {
    zandbak: 'in de',
    speeltuin: 'in de',
    ballenbak: 'in de',
    tuin: 'in de',
    trampoline: 'op de',
  };
  const playedWith = /^met ((?:zijn |haar |de )?(?:\p{L}+ ){0,2}?\p{L}+) (in|op) de (\p{L}+)$/u.exec(rest.join(' '));
  const typedWith = /^(\p{L}+) met ((?:zijn |haar |de )?(?:\p{L}+ )?\p{L}+)$/u.exec(rest.join(' '));
  if (playedWith?.[1] && PLAY_AT[playedWith[3] ?? ''] && !rest.some(isVerb))
    return said(front, one('speelde', 'speelden'), hero, rest);
  if (typedWith?.[1] && typedWith[2] && PLAY_AT[typedWith[1]] && !rest.some(isVerb))
    return said(front, one('speelde', 'speelden'), hero, [
      'met',
      ...typedWith[2].split(' '),
      ...(PLAY_AT[typedWith[1]] ?? '').split(' '),
      typedWith[1],
    ]);
  // A typed pastime in the infinitive (`schoen zetten`, `tekening maken voor sint`) has no verb of its own: without a
  // subject its infinitive is what the hero did.
  const subject = rest.some((word) => word === hero.name || /^(ik|we|wij|ze|zij|hij|jullie)$/u.test(word));
  if (rest.some((word) => isVerb(word) && (subject || DOING[word] === undefined))) return undefined;
  // Better again (`vanavond gelukkig weer wat vrolijker`): how the hero was.
  const better = /^(?:gelukkig )?(?:weer )?(?:al )?(?:wat |een beetje |veel |iets )?(\p{L}+)er$/u.exec(rest.join(' '));
  if (better?.[1] && (STATES.has(better[1]) || STATES.has(`${better[1]}e`) || better[1] === 'bet'))
    return said(front, one('was', 'waren'), hero, rest);
  // Taking turns (`uiteindelijk om de beurt`): the children did it in turns.
  if (/^om (?:de )?beurt(?:en|jes)?$/u.test(rest.join(' ')))
    return `${front ? `${capitalized(front)} deden ze` : 'Ze deden'} het om de beurt`;
  // Asleep on the way (`op de terugweg in de auto in slaap`): the hero fell asleep.
  if (rest.slice(-2).join(' ') === 'in slaap' && rest.length <= 10)
    return said(front, one('viel', 'vielen'), hero, rest);
  // The bath said alone (`s avonds nog in bad`): the hero went in.
  const bath = rest[0] === 'nog' || rest[0] === 'ook' ? rest.slice(1) : rest;
  if (/^(in (?:het )?bad(?:je)?|onder de douche)$/u.test(bath.join(' ')))
    return said(front, one('ging', 'gingen'), hero, rest);
  // A walk round somewhere (`met opa en de hond een rondje door het bos`): the hero walked it, or rode it.
  const round = rest.indexOf('rondje');
  if (round > 0 && rest[round - 1] === 'een' && rest.length <= 14 && /^(met|een|samen)$/u.test(first)) {
    const rode = rest.some((word) => /^(fiets|fietsje|step|stepje|loopfiets|driewieler)$/u.test(word));
    return said(front, rode ? one('reed', 'reden') : one('liep', 'liepen'), hero, rest);
  }
  // A dog walked with someone (`hond uitlaten met opa`): the hero walked it, with them.
  const walkedAt = rest.indexOf('uitlaten');
  if (walkedAt >= 1 && walkedAt <= 2 && rest[walkedAt + 1] === 'met' && rest.length - walkedAt <= 4) {
    const pet = rest.slice(0, walkedAt);
    const what = /^(de|het|een|zijn|haar|onze|ons)$/u.test(pet[0] ?? '') ? pet : ['de', ...pet];
    if (!pet.some(isVerb))
      return said(front, one('liet', 'lieten'), hero, [...rest.slice(walkedAt + 1), ...what, 'uit']);
  }
  // A dog walked (`hond uitlaten`): the hero walked it.
  if (rest.at(-1) === 'uitlaten' && rest.length >= 2 && rest.length <= 4) {
    const pet = rest.slice(0, -1);
    const what = /^(de|het|een|zijn|haar|onze|ons|met)$/u.test(pet[0] ?? '') ? pet : ['de', ...pet];
    return said(front, one('liet', 'lieten'), hero, [...what, 'uit']);
  }
  // A job the child helped with, said in the infinitive (`slingers ophangen`, `ballonnen opblazen`, `tafel dekken`):
  // the hero helped do it.
  if (/^(ophangen|opblazen|versieren|opruimen|dekken|opzetten|uitpakken|inpakken)$/u.test(rest.at(-1) ?? '')) {
    const job = rest.slice(0, -1);
    if (job.length >= 1 && job.length <= 3 && !job.some(isVerb)) {
      const the = /^(het|huis|cadeau|cadeautje|speelgoed|tentje)$/u.test(job[0] ?? '') ? 'het' : 'de';
      const what = /^(de|het|een|zijn|haar|onze|ons|alle|wat)$/u.test(job[0] ?? '') ? job : [the, ...job];
      return said(front, one('hielp', 'hielpen'), hero, [...what, rest.at(-1) ?? '']);
    }
  }
  if (front && rest.length === 1 && WEATHER.has(first)) return `${front} was er ${first}`;
  // Shown to someone (`heel trots aan papa laten zien`): the hero showed it.
  // (`het` only where the parent named nothing shown: `papa de tekening laten zien` shows the drawing.)
  if (rest.slice(-2).join(' ') === 'laten zien' && rest.length <= 7) {
    const shown = rest.slice(0, -2);
    const named = shown.some((word) =>
      /^(?:de|het|een|zijn|zn|z'n|haar|d'r|mijn|mn|m'n|onze|ons|alles|al)$/u.test(word),
    );
    return said(front, one('liet', 'lieten'), hero, [...(named ? [] : ['het']), ...shown, 'zien']);
  }
  // And how it looked, said after (`oma laten zien hoe mooi het was`): the hero showed whom, then how.
  const showAt = rest.findIndex((word, at) => word === 'laten' && rest[at + 1] === 'zien');
  if (showAt >= 1 && showAt <= 3 && /^(?:hoe|wat|waar)$/u.test(rest[showAt + 2] ?? '') && rest.length <= showAt + 9)
    return said(front, one('liet', 'lieten'), hero, [...rest.slice(0, showAt), 'zien', ...rest.slice(showAt + 2)]);
  // Worn (`oorkapjes op`, `zijn muts op`): the hero had it on.
  if (
    rest.at(-1) === 'op' &&
    rest.length >= 2 &&
    rest.length <= 4 &&
    !/^(de|het|een|bij|in|op|naar|met|aan)$/u.test(first) &&
    !OWN.has(first)
  )
    return said(front, one('had', 'hadden'), hero, rest);
  // Two things without a verb (`oorkapjes op en bij mama op de arm`): each told, the hero said once.
  const and = rest.indexOf('en');
  if (and > 0 && rest.length <= 12) {
    const left = fromBare(rest.slice(0, and), hero);
    const right = fromBare(rest.slice(and + 1), hero);
    const start = `${hero.name} `;
    const [verb, ...more] = right?.slice(start.length).split(' ') ?? [];
    if (left?.startsWith(start) && right?.startsWith(start) && !left.startsWith(`${start}${verb} `)) {
      const joined = `${left.slice(start.length)} en ${verb} ${hero.hij} ${more.join(' ')}`;
      return front ? `${front} ${joined.replace(/^(\S+)/u, `$1 ${hero.name}`)}` : `${start}${joined}`;
    }
  }
  // Something on in town (`kermis in het dorp`): it was on.
  if (/^(kermis|markt|braderie|jaarmarkt|rommelmarkt|optocht|avondvierdaagse|sinterklaasintocht|intocht)$/u.test(first))
    return `${front ? `${capitalized(front)} was` : 'Het was'} ${['kermis', 'markt', 'braderie', 'jaarmarkt', 'rommelmarkt'].includes(first) ? '' : 'de '}${rest.join(' ')}`;
  // Going to do something (`met bompa gaan vissen aan de vaart`): the hero went.
  const going = rest.indexOf('gaan');
  if (going >= 0 && /en$/u.test(rest[going + 1] ?? '') && !rest.slice(0, going).includes('niet'))
    return said(
      front,
      one('ging', 'gingen'),
      hero,
      rest.filter((_, index) => index !== going),
    );
  // A bare infinitive of the day (`videobellen met mama`, `elke ronde zwaaien naar papa`, `eendjes vissen`): the hero
  // did it; words before it are when, or what.
  const firstDoing = rest.findIndex((word) => DOING[word] !== undefined);
  // Fish looked at or fed (`vissen kijken`, `naar de vissen kijken`): `vissen` is what, the next infinitive the doing.
  const doing =
    rest[firstDoing] === 'vissen' && DOING[rest[firstDoing + 1] ?? ''] !== undefined ? firstDoing + 1 : firstDoing;
  const done = DOING[rest[doing] ?? ''];
  const when = /^(elke|iedere|de|soms|eerst|toen|nog)$/u.test(first);
  // With whom before what (`met papa kikkervisjes vangen bij de sloot`), and where after it (`appels plukken bij de
  // fruitboer in haspengouw`): still one thing the hero did.
  const withWhom = first === 'met' && doing >= 3 && doing <= 4 && !rest.slice(1, doing - 1).some(isVerb);
  const where = /^(bij|in|op|aan|langs|achter|onder)$/u.test(rest[doing + 1] ?? '') && rest.length <= 11;
  if (done && withWhom && !when)
    return said(front, done[hero.pl ? 1 : 0], hero, [
      ...rest.slice(0, doing - 1),
      ...(withArticle([rest[doing - 1] ?? ''], hero) ?? [rest[doing - 1] ?? '']),
      ...rest.slice(doing + 1),
    ]);
  if (done && doing > 0 && doing <= 2 && !when && (!front || where) && (rest.length <= 6 || where)) {
    if (front) return said(front, done[hero.pl ? 1 : 0], hero, [...rest.slice(0, doing), ...rest.slice(doing + 1)]);
    const what = rest.slice(0, doing);
    // A show is watched `naar` (`poppenkast kijken`: `keek naar een poppenkast`), never `keek een poppenkast`.
    const watched = rest[doing] === 'kijken' && what[0] !== 'naar' ? ['naar'] : [];
    // A game is played by its name, without `een` (`kietelmonster spelen`: `speelde kietelmonster`, `politie spelen`).
    const game =
      rest[doing] === 'spelen' &&
      what.length === 1 &&
      !/^(?:de|het|een|met|\p{L}*spel(?:letje)?)$/u.test(what[0] ?? '');
    return said(undefined, done[hero.pl ? 1 : 0], hero, [
      ...watched,
      ...(game ? what : (withArticle(what, hero) ?? what)),
      ...rest.slice(doing + 1),
    ]);
  }
  if (
    done &&
    doing <= 2 &&
    rest.length <= 8 &&
    !rest.slice(0, doing).some((word) => /^(niet|geen|wil|wilde)$/u.test(word))
  ) {
    // Busy with it (`smiddags nog met schilderen aan tafel`): the pastime itself, never `schilderde nog met aan tafel`;
    // a lone `nog` goes after the hero (`knutselde nog`).
    const before = rest.slice(0, doing).filter((word, index) => !(word === 'met' && index === doing - 1));
    const still = !front && before.join(' ') === 'nog';
    const lead = front ?? (before.length > 0 && !still ? before.join(' ') : undefined);
    const others = [...(front || still ? before : []), ...rest.slice(doing + 1)];
    return said(lead, done[hero.pl ? 1 : 0], hero, others);
  }
  if (first === 'eerste' && !front) {
    if (rest.includes('leven')) return `Het was de ${rest.join(' ')}`;
    // A name whose genitive takes an apostrophe (`Zuri's`, the family's stand-in for any child's name) is said
    // without one: the real name may well take an `s` (`Liekes`).
    // (Days in the plural take a plural verb: `eerste dagen met zijn zusje thuis`, `het waren`.)
    const was = /^(dagen|weken|nachten|keren|dagjes|weekjes|stapjes|woordjes|tandjes)$/u.test(second ?? '')
      ? 'waren'
      : 'was';
    if (possessive(hero.name).endsWith("'s")) return `Het ${was} voor ${hero.name} de ${rest.join(' ')}`;
    return `Het ${was} ${possessive(hero.name)} ${rest.join(' ')}`;
  }
  // The last evening of something (`laatste avond van de avondvierdaagse`): the day it was.
  if (first === 'laatste' && !front && /^(dag|avond|ochtend|middag|week)$/u.test(second ?? '') && rest[2] === 'van')
    return `Het was de ${rest.join(' ')}`;
  if (first === 'voor' && second === 'het' && rest[2] === 'eerst' && rest.includes('naar'))
    return said(front, one('ging', 'gingen'), hero, rest);
  if (/^(naar|met)$/u.test(first) && (rest.includes('naar') || rest.includes('langs') || rest.at(-1) === 'af'))
    return said(front, one('ging', 'gingen'), hero, rest);
  if (STATES.has(first) && DAYS.has(second) && !front) return `Het was een ${rest.join(' ')}`;
  // The day's weather said bare (`koude natte dag`): `Het was een koude, natte dag.`
  const looks = rest.findIndex((word) => !DAY_LOOKS.test(word));
  if (!front && looks >= 1 && looks <= 2 && DAYS.has(rest[looks] ?? ''))
    return `Het was een ${rest.slice(0, looks).join(', ')} ${rest.slice(looks).join(' ')}`;
  if (/^(lekker|heel|echt|super)$/u.test(first) && STATES.has(second) && DAYS.has(rest[2] ?? '') && !front)
    return `Het was een ${rest.join(' ')}`;
  // Something lost (`knuffel beertje kwijt`): the hero had lost it.
  if (rest.at(-1) === 'kwijt' && rest.length >= 2 && rest.length <= 4) {
    const thing = /^(de|het|een|zijn|haar)$/u.test(first) ? rest.slice(0, -1) : [hero.zijn, ...rest.slice(0, -1)];
    return said(front, one('was', 'waren'), hero, [...thing, 'kwijt']);
  }
  if (HOLIDAYS.test(first) && second === 'bij' && !front)
    return `Het was ${/^(carnaval|sinterklaasavond|pakjesavond)$/u.test(first) ? first : capital(first)}, en ${hero.name} ${one('was', 'waren')} ${rest.slice(1).join(' ')}`;
  // A feast where it was held (`phagwa in het zuiderpark`): the feast, then the place.
  if (HOLIDAYS.test(first) && /^(in|op|aan)$/u.test(second ?? '') && !front && rest.length <= 5)
    return `Het was ${/^(carnaval|sinterklaasavond|pakjesavond)$/u.test(first) ? first : capital(first)} ${rest.slice(1).join(' ')}`;
  // `laarzen en regenpak aan`: what the hero put on.
  if (
    rest.at(-1) === 'aan' &&
    rest.length >= 2 &&
    rest.length <= 7 &&
    !/^(de|het|een|bij|in|op)$/u.test(first) &&
    !rest.slice(0, -1).some((word) => isVerb(word))
  )
    return said(front, one('trok', 'trokken'), hero, rest);
  // Dressed and off (`haar nieuwe jurkje aan en naar oma`): put on, then went.
  const dressed = rest.findIndex((word, at) => word === 'aan' && rest[at + 1] === 'en' && rest[at + 2] === 'naar');
  if (
    dressed >= 1 &&
    dressed <= 6 &&
    !/^(de|het|een|bij|in|op)$/u.test(first) &&
    !rest.slice(0, dressed).some((word) => isVerb(word))
  )
    return `${said(front, one('trok', 'trokken'), hero, rest.slice(0, dressed + 1))}, en ${hero.hij} ${one('ging', 'gingen')} ${rest.slice(dressed + 2).join(' ')}`;
  // `de zijwieltjes eraf`: the thing came off.
  if (/^(de|het)$/u.test(first) && rest.length === 3 && /^er(af|op|uit|in)$/u.test(rest[2] ?? ''))
    return `${capital(rest[0] ?? '')} ${rest[1]} ${/(en|s)$/u.test(second) ? 'gingen' : 'ging'} ${rest[2]}`;
  if (first === 'overal' && rest.length >= 2 && rest.length <= 5) return `Overal lag ${rest.slice(1).join(' ')}`;
  // Poorly on the sofa or in bed (`ziek op de bank`): the child lay there.
  const poorly =
    /^(ziek|moe|hangerig|slap|slapjes|verkouden|misselijk|slaperig|huilerig|lusteloos|koortsig|grieperig|snotterig)$/u.test(
      first,
    ) &&
    /\b(?:op de bank|op de zetel|op de sofa|in bed|in zijn bed|in haar bed|op bed|in het grote bed)$/u.test(
      rest.join(' '),
    );
  if (poorly) return said(front, one('lag', 'lagen'), hero, rest);
  if (STATES.has(first) && !rest.includes('naar')) return said(front, one('was', 'waren'), hero, rest);
  if (first === 'laatste' && second === 'dag' && /^(van|in|op|bij|met)$/u.test(rest[2] ?? '') && !front)
    return `Het was de ${rest.join(' ')}`;
  // `storm, hele dag binnen`: the weather kept the hero in.
  if (WEATHER.has(first) && second === ',' && rest.at(-1) === 'binnen' && rest.length <= 4)
    return `Er was ${first}, dus ${hero.name} ${one('bleef', 'bleven')} ${rest.slice(2).join(' ')}`;
  // `tropisch warm, opblaasbadje in de tuin`: how warm it was, and where the hero sat.
  const comma = rest.indexOf(',');
  if (comma > 0 && WARM.has(rest[comma - 1] ?? '') && rest.slice(comma + 2, comma + 5).join(' ') === 'in de tuin') {
    const thing = rest[comma + 1] ?? '';
    const sat = /bad(je)?$/u.test(thing) ? `${one('zat', 'zaten')} in een` : `${one('speelde', 'speelden')} met een`;
    return `Het was ${rest.slice(0, comma).join(' ')}, en ${hero.name} ${sat} ${thing} in de tuin`;
  }
  // `mond heel wijd open`: what the hero did with it.
  if (OWN.has(first) && /^(open|dicht)$/u.test(rest.at(-1) ?? '') && rest.length <= 4)
    return said(front, one('deed', 'deden'), hero, [hero.zijn, ...rest]);
  if (/^(verjaardag|verjaardagsfeest|feestje)$/u.test(first) && second === 'van' && !front)
    return `Het was de ${rest.join(' ')}`;
  // `snel naar binnen`, `toch met haar voetjes in het water`: where the hero went.
  const how = rest.findIndex((word) => !/^(toch|ook|nog|snel|gauw|vlug|meteen|gelijk)$/u.test(word));
  // (And with whom after the place: `meteen naar buiten met papa en buurjongen mees`.)
  const goneWith =
    /^naar (?:buiten|binnen|huis|(?:de|het) \p{L}+) met (?:\p{L}+ ){0,4}\p{L}+$/u.test(rest.slice(how).join(' ')) &&
    !rest.slice(how + 1).some((word) => isVerb(word) || participle(word) !== undefined);
  if (how > 0 && rest[how] === 'naar' && (rest.length - how <= 3 || goneWith))
    return said(front, one('ging', 'gingen'), hero, rest);
  if (rest[how] === 'met' && /\bin (het water|de zee|zee)$/u.test(rest.join(' ')))
    return said(front, one('ging', 'gingen'), hero, rest);
  if (/^(middagslaapje|dutje|slaapje)$/u.test(first)) return said(front, one('deed', 'deden'), hero, ['een', ...rest]);
  // A nap said bare, where and how first (`smiddags thuis een middagdutje`, `lekker een dutje`): the hero took it,
  // never `was thuis een middagdutje`.
  const nap =
    /^((?:(?:thuis|lekker|nog|even|ff|eerst) )*)(?:een )?((?:lang |lekker |kort )?(?:middagdutje|middagslaapje|dutje|slaapje|middagslaap))\b(.*)$/u.exec(
      rest.join(' '),
    );
  if (nap?.[2] && !rest.some(isVerb))
    return said(front, one('deed', 'deden'), hero, [
      `${nap[1] ?? ''}een ${nap[2]}${nap[3] ?? ''}`.replace(/\bff\b/u, 'even'),
    ]);
  // The bath said bare (`toen nog lekker in bad met de eendjes`): the hero went in.
  const bathAt = rest.findIndex((word) => !/^(toch|ook|nog|lekker|even|ff|gauw|snel|meteen|gelijk|samen)$/u.test(word));
  if (
    (bathAt > 0 || /^(toen|daarna|later|dan)$/u.test(front ?? '')) &&
    rest[bathAt] === 'in' &&
    /^(bad|badje|het_bad)$/u.test(rest[bathAt + 1] ?? '') &&
    rest.length <= 10 &&
    !rest.some(isVerb) &&
    !rest.includes('en')
  )
    return said(
      front,
      one('ging', 'gingen'),
      hero,
      rest.map((word) => (word === 'ff' ? 'even' : word)),
    );
  if (/e$/u.test(first) && OWN.has(second) && rest.length === 2) return said(front, one('had', 'hadden'), hero, rest);
  const modal = MODALS[rest.at(-2) ?? ''];
  if (modal && /en$/u.test(rest.at(-1) ?? ''))
    return said(front, modal[hero.pl ? 1 : 0], hero, [...rest.slice(0, -2), rest.at(-1) ?? '']);
  // What lay everywhere (`overal bloem op de grond`): it lay there.
  if (first === 'overal' && rest.length >= 4 && /^(op|onder|in)$/u.test(rest[2] ?? '') && !front)
    return `Overal lag ${rest.slice(1).join(' ')}`;
  // A typed outing or thing made, said by its noun alone (`kinderboerderij`, `hut van dekens en stoelen`).
  const noun = NOUN_DOING.get(first);
  if (noun && !front && rest.length <= 7 && !rest.slice(1).some((word) => /^(niet|geen)$/u.test(word)))
    return `${hero.name} ${one(noun[0], noun[1])} ${noun[2]} ${rest.map(proper).join(' ')}`
      .replace(/\s+/gu, ' ')
      .trim();
  // The same after a time word, or with `een` and how it was (`daarna picknick in het park`, `smiddags een koude
  // wandeling in het bos`): the verb after the time word, the hero after the verb.
  const lead = rest[0] === 'een' ? 1 : 0;
  const looksFirst = /^\p{L}{3,}e$/u.test(rest[lead] ?? '') && NOUN_DOING.has(rest[lead + 1] ?? '') ? 1 : 0;
  const thing = NOUN_DOING.get(rest[lead + looksFirst] ?? '');
  if (
    thing &&
    (front || lead + looksFirst > 0) &&
    (lead === 0 || thing[2] === 'een') &&
    rest.length <= 9 &&
    !rest.some((word) => isVerb(word) || /^(niet|geen|en)$/u.test(word))
  ) {
    const article = lead === 1 ? '' : thing[2];
    return said(
      front,
      one(thing[0], thing[1]),
      hero,
      [article, ...rest.map(proper)].filter((word) => word !== ''),
    );
  }
  if (HAS.has(first))
    return said(
      front,
      one('had', 'hadden'),
      hero,
      rest
        .filter((word) => !/^\d/u.test(word))
        // A cold's runny nose and cough are one each (`snotneus en hoesten`: `een snotneus en een hoestje`).
        .map((word, index, all) =>
          word === 'snotneus' && !/^(een|de|zijn|haar)$/u.test(all[index - 1] ?? '')
            ? 'een snotneus'
            : /^(hoesten|hoest)$/u.test(word) && !/^(een|de|zijn|haar)$/u.test(all[index - 1] ?? '')
              ? 'een hoestje'
              : word,
        )
        // A list of three: a comma for each `en` but the last (`snotneus en hoesten en wat koorts`).
        .filter((word, index, all) => word !== 'en' || all.indexOf('en', index + 1) < 0)
        .map((word, index, all) =>
          all[index + 1] !== undefined && rest.filter((one) => one === 'en').length > 1 && isListEnd(all, index)
            ? `${word},`
            : word,
        ),
    );
  // A cake with candles is the party's, often someone else's birthday (`savonds taart met kaarsjes`): it was there,
  // never given to the hero.
  if (/^(taart|taartje|verjaardagstaart|slagroomtaart)$/u.test(first) && rest.includes('kaarsjes'))
    return front ? `${front} was er ${rest.join(' ')}` : `Er was ${rest.join(' ')}`;
  if (GETS.has(first) && second === 'toe' && !front)
    return `Als toetje ${one('kreeg', 'kregen')} ${hero.name} ${[first, ...rest.slice(2)].join(' ')}`;
  if (GETS.has(first) || (GETS.has(second) && /e$/u.test(first)))
    return said(front, one('kreeg', 'kregen'), hero, withArticle(rest, hero) ?? rest);
  if (/^(op|in|bij|onder|thuis)$/u.test(first) && rest.length >= 3 && (front || !rest.includes('en'))) {
    const sits = rest.some((word) =>
      /^(bank|zetel|sofa|paardje|stoel|schoot|draaimolen|carrousel|schommel|slee|fiets|arm|armen|nek|schouders)$|(?:stoeltjes|molen|achtbaan|botsauto's|botsautootjes|kopjes|bootjes|gondels)$/u.test(
        word,
      ),
    );
    // Under a blanket (`op de zetel onder zn dekentje`): the hero lay there.
    const lies = rest.some((word) => /^(deken|dekentje|dekens|dekbed|plaid|fleecedeken)$/u.test(word));
    // `in bad en meteen slapen`: the hero went there, and then to sleep.
    const and = rest.indexOf('en');
    if (and > 0 && /en$/u.test(rest.at(-1) ?? '') && !rest.slice(and + 1).some((word) => /^(de|het|een)$/u.test(word)))
      return said(front, one('ging', 'gingen'), hero, rest);
    return said(front, lies ? one('lag', 'lagen') : sits ? one('zat', 'zaten') : one('was', 'waren'), hero, rest);
  }
  return undefined;
}

/** A clause in the present: its verbs in the past. */
function fromPresent(words: string[]): string[] | undefined {
  if (!words.some((word) => PRESENT[word] !== undefined) || words.some((word) => isPast(word))) return undefined;
  if (words.some((word) => participle(word) !== undefined || word === 'geboren')) return undefined;
  return words.map((word) => PRESENT[word] ?? word).filter((word, index) => word !== 'nu' || index === 0);
}

/** The hero, a verb and a time word at the end (`wilde niet eten vanavond`): the time word first, then the verb. */
function timeFirst(words: string[], hero: R): string[] {
  const time = words.findIndex((word) => TIME.has(word));
  if (time <= 1 || words[0] !== hero.name || !isPast(words[1] ?? '')) return words;
  return [words[time] ?? '', words[1] ?? '', hero.name, ...words.slice(2).filter((word) => !TIME.has(word))];
}

/** A clause with its own verb: said as it is, a present verb in the past; a time word at its end goes first. */
function fromPastOrPresent(words: string[], hero: R): string | undefined {
  // A clause inside the clause (`de stoel die omhoog gaat`, `vroeg of opa beter is`) is told in the past too.
  const inner = words.findIndex((word) => /^(die|dat|of|waar|wat|hoe|wanneer|waarom)$/u.test(word));
  const past = inner < 0 ? words : words.map((word, index) => (index > inner ? (PRESENT[word] ?? word) : word));
  const told = timeFirst(fromPresent(words) ?? past, hero);
  const verb = told.findIndex((word) => isPast(word));
  // A participle before the verb is another thing done, without its own subject: not one sentence.
  if (told.slice(0, verb).some((word) => participle(word) !== undefined)) return undefined;
  // Commas only around an apposition after the subject (`max, de grote herder van de buren, stond …`).
  const commas = told.flatMap((word, index) => (word === ',' ? [index] : []));
  const apposition =
    commas.length === 2 &&
    commas[0] === 1 &&
    /^(de|het|een|zijn|haar)$/u.test(told[2] ?? '') &&
    verb > (commas[1] ?? 0);
  // Or one before a thing said last (`hij had een lampion geknutseld, een uil`): what the thing was.
  const last =
    commas.length === 1 &&
    /^(een|de|het)$/u.test(told[(commas[0] ?? 0) + 1] ?? '') &&
    told.length - (commas[0] ?? 0) <= 4;
  return verb >= 0 && (commas.length === 0 || apposition || (last && (commas[0] ?? 0) > verb))
    ? told.join(' ')
    : undefined;
}

/** The child's thing that broke or burst, last said (`haar nijntje beker is kapot gevallen`, `zn ballon knapte`). */
const BROKEN_THING =
  /\b(?:zn|z'n|zijn|haar|dr|d'r|de|het|mn|mijn) (?:\p{L}+ )?(\p{L}{3,}) (?:is |was |ging |viel )?(?:kapot|stuk|knapte|geknapt|gebroken|afgebroken|doormidden)(?![\p{L}])/gu;

/** The first letter in capitals, after a leading `'s` (`'s Avonds`). */
const capitalized = (text: string) => (text.startsWith("'s ") ? `'s ${capital(text.slice(3))}` : capital(text));

/**
 * The article of a thing that begins a clause without one (`zwemles ging niet door`: `de`, `snoep maakte veel goed`:
 * none), by how its word ends; undefined when the word may be a name.
 */
function articleOf(word: string): string | undefined {
  if (FOOD.has(word) || /^(snoep|chocola|chocolade|ijs|fruit|water|melk|limonade)$/u.test(word)) return '';
  if (/(je|jes|bad|feest|huis|zwembad|spel|boek|uitje)$/u.test(word) && word.length >= 4)
    return /jes$/u.test(word) ? 'de' : 'het';
  if (/(les|school|ing|tocht|reis|opvang|klas|juf|stofzuiger|auto|fiets|trein|bus|boot|regen|zon|wind)$/u.test(word))
    return 'de';
  return undefined;
}

/** Whether the first word can be a clause's subject or front: unknown lower-case words (a name?) cannot. */
function knownStart(first: string, hero: R, context: RetellContext): boolean {
  return (
    first === hero.name ||
    first === 'er' ||
    SUBJECTS.has(first) ||
    isFront(first) ||
    TIME.has(first) ||
    /^(in|op|bij|na|van|met|voor|aan|onder|naast|tijdens|om|achter|tegen)$/u.test(first) ||
    /^\p{Lu}/u.test(first) ||
    context.names.some((name) => name.toLowerCase() === first)
  );
}

/** Two things of one sentence in one (`Ze had koude handjes, en daarna kreeg ze warme chocomel.`), else the one told. */
/** Games of a fair or a feast day (`koekhappen`, `zaklopen`). */
const GAMES = wordSet(`
  koekhappen zaklopen spijkerpoepen blikgooien sjoelen eierlopen touwtrekken ringwerpen stoelendans zakdoekje-leggen
  ballonnen-knallen schminken
`);

/** The old games of a feast said bare, with when first and where after (`daarna koekhappen en zaklopen bij de spelletjes`). */
function feastGames(raw: string): RegExpExecArray | null {
  // (A dance is joined `aan de`, `deed mee aan de stoelendans`, as the participle tells it.)
  const game = `(?:${[...GAMES].filter((one) => !one.endsWith('dans')).join('|')})`;
  return new RegExp(
    `^(?:(toen|daarna|en|'s_middags) )?(?:nog |ook |lekker )*(${game}(?:(?:,| en| ,) ${game})*)(?: (?:gedaan|gespeeld|meegedaan))?((?: (?:bij|op|in|met) [^,|]+)?)$`,
    'iu',
  ).exec(clean(raw).trim());
}

/** Things in a row, with `en` before the last (`het koekhappen en het zaklopen`). */
const pack = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} en ${items.at(-1)}`;

function retellPair(raw: string, given: RetellContext): string | undefined {
  const hero = given.hero as R;
  const [one = '', ...more] = raw.split(PAIR);
  const two = more.join(PAIR);
  // (Games said bare first, `koekhappen en zaklopen | hij won een medaille`: the hero joined in, as said alone.)
  const first =
    retellOne(one, { ...given, afterHero: given.afterHero }) ?? (feastGames(one) ? plainly(one, given) : undefined);
  // A second deed on what was just made (`een tekening gemaakt … | die onder de deur geschoven`): in the past too.
  const thenWords = clean(two).trim().split(' ');
  const thenDone = participle(thenWords.at(-1) ?? '');
  if (
    first?.endsWith('.') &&
    /^(die|dat|hem)$/u.test(thenWords[0] ?? '') &&
    thenDone &&
    thenWords.length <= 7 &&
    !thenWords.slice(1, -1).some(isVerb)
  ) {
    const tail = [...thenWords.slice(1, -1), thenDone.particle].filter(Boolean).join(' ');
    return `${first.slice(0, -1)} en ${hero.pl ? thenDone.past[1] : thenDone.past[0]} ${thenWords[0]}${tail ? ` ${tail}` : ''}.`;
  }
  // A grown-up ill, then what they did without saying who (`mama is ziek, griep | heel de dag in bed gelegen`): the
  // grown-up lay in bed, never the child.
  const ill = grownUpIll().exec(clean(one).trim());
  if (ill?.[1]) {
    const who = capital(named(ill[1].toLowerCase(), given.names));
    const she = SHE_WORDS.has(ill[1].toLowerCase().split(' ')[0] ?? '');
    const other: R = {
      name: who,
      hij: she ? 'ze' : 'hij',
      hem: she ? 'haar' : 'hem',
      zijn: she ? 'haar' : 'zijn',
      pl: false,
    };
    const done = !/^(?:en |maar |toen |dus )?(?:ze|zij|hij|ie|we|wij|ik)\b/iu.test(clean(two).trim())
      ? retellOne(two, { ...given, hero: other, afterHero: false })
      : undefined;
    const head = illOf(ill, who);
    if (done?.includes(who) && !done.includes(hero.name)) {
      const then = done.replace(new RegExp(`(?<![\\p{L}])${who}(?![\\p{L}])`, 'u'), other.hij);
      return `${head}, en ${then.replace(/^('s )?(\p{Lu})/u, (_, s: string | undefined, letter: string) => `${s ?? ''}${letter.toLowerCase()}`)}`;
    }
  }
  // When it happened, in the past and about no one (`eerst heel verlegen | toen er op de deur werd gebonkt`): the
  // clause inside says it after the first one, as the parent did.
  const when = clean(two);
  if (
    first &&
    /^toen er\s/iu.test(when) &&
    wordsOf(when).some((word) => isPast(word) || word === 'werd') &&
    !/\b(ik|me|mijn|we|wij|ze|zij|hij|ie|hem|haar|zijn|zn)\b/iu.test(when) &&
    when.split(' ').length <= 10
  )
    return `${first.slice(0, -1)} ${when.toLowerCase()}.`;
  // Someone else did the first thing and, without saying it again, the second (`onze hond max heeft zijn knuffel
  // gepikt | er een gat in gebeten`): the second is theirs, said with their pronoun.
  const firstWords = first?.slice(0, -1).split(' ') ?? [];
  const verbAt = firstWords.findIndex((word, index) => index > 0 && isPast(word.toLowerCase()));
  const subject = firstWords.slice(0, verbAt).join(' ');
  // (So did one who climbed or stepped in to do it: `oom jeroen is over het hek geklommen | heeft m gered`.)
  const came = /^(?:kwam|kwamen|klom|klommen|stapte|stapten|sprong|sprongen)$/u.test(firstWords[verbAt] ?? '');
  const theirs =
    first !== undefined &&
    verbAt >= 1 &&
    verbAt <= 3 &&
    !subject.includes(hero.name) &&
    // Not a pronoun (`Ze had buikgriep`: the hero, or anyone), nor `het` or `er`.
    !/^(ze|zij|hij|ie|het|er|we|wij|ik|jij|je|dat|dit|die|alles|iedereen)$/iu.test(subject) &&
    // Not a grown-up of the family, who more often did it with the child (`papa heeft een hut gebouwd | daarin …`),
    // unless they came to do it (`buurman kwam met een ladder | heeft m eruit gehaald`): the one who came did it.
    (!KIN.test(subject) || came) &&
    !isFront((firstWords[0] ?? '').toLowerCase()) &&
    firstWords[0] !== "'s" &&
    // Not a place or time said first, with the hero behind the verb (`Op Schiphol wilde Zuri …`): the hero did it.
    firstWords[verbAt + 1] !== hero.name &&
    !/^(?:en |maar )?(?:ze|zij|hij|ie|we|wij|ik)\b/iu.test(clean(two)) &&
    wordsOf(two).some((word) => participle(word) !== undefined);
  if (theirs) {
    const lower = subject.toLowerCase().split(' ');
    const she = lower.some((word) => SHE_WORDS.has(word)) && !lower.some((word) => HE_WORDS.has(word));
    const other: R = she
      ? { name: subject, hij: 'ze', hem: 'haar', zijn: 'haar', pl: false }
      : { name: subject, hij: 'hij', hem: 'hem', zijn: 'zijn', pl: false };
    // What was left of it, said after in the same sentence (`heeft m gered, alleen een nat oor`): one sentence, as
    // the story weaves a retold clause whole.
    const left = /^(.+?),? alleen (?:een|zijn|haar|zn) (nat|vies|kapot|gescheurd)(?:te|e)? (\p{L}+)$/iu.exec(
      clean(two),
    );
    const done = retellOne(left?.[1] ?? two, { ...given, hero: other, afterHero: false });
    const after =
      left?.[2] && left[3]
        ? `, maar ${left[3].toLowerCase() === 'oor' ? 'één' : 'een'} ${left[3].toLowerCase()} was wel ${left[2].toLowerCase()}`
        : '';
    if (done?.startsWith(`${subject} `))
      return came
        ? `${first.slice(0, -1)} en ${after ? done.slice(subject.length + 1, -1) : done.slice(subject.length + 1)}${after ? `${after}.` : ''}`
        : `${first.slice(0, -1)}, en ${other.hij} ${done.slice(subject.length + 1)}`;
  }
  // A second thing the child was allowed to do, its verb at the end as in the first (`zuri mocht de spijkertjes
  // aangeven | het dakje blauw verven`): one sentence, the `mocht` said once.
  const alsoWords = wordsOf(clean(two).trim().replace(/^en /iu, ''));
  const alsoVerb = alsoWords.at(-1) ?? '';
  if (
    first &&
    /\b(?:mocht|mochten|moest|moesten|wilde|wilden|wou|durfde|durfden|kon|konden)\b/u.test(first) &&
    /\p{L}{2}en\.$/u.test(first) &&
    alsoWords.length >= 2 &&
    alsoWords.length <= 6 &&
    /^\p{L}{2,}en$/u.test(alsoVerb) &&
    !alsoWords.some(
      (word) =>
        isPast(word) ||
        PRESENT[word] !== undefined ||
        participle(word) !== undefined ||
        OTHERS.has(word) ||
        /^(?:ik|me|mij|we|wij|niet|geen)$/u.test(word),
    )
  )
    return `${first.slice(0, -1)} en ${alsoWords.join(' ')}.`;
  // Crying when someone knocked over what the children had built (`een hoge toren gemaakt … wel even gehuild | toen
  // daan hem omgooide`): when, with the thing said, since the `hem` has no thing before it in the story.
  const knocked = /^(?:en )?toen (\p{L}+) (?:hem|het|m|t) ((?:om|kapot|stuk|af)\p{L}+)$/iu.exec(clean(two).trim());
  const knocker = given.names.find((one) => one.toLowerCase() === knocked?.[1]?.toLowerCase());
  // (The thing built before the crying, never one made later in the day.)
  const said = (given.description ?? '').toLowerCase();
  const before = knocked?.[1] ? said.slice(0, Math.max(0, said.indexOf(`toen ${knocked[1].toLowerCase()} `))) : '';
  const builtThings = [
    ...before.matchAll(
      /\b(?:een|de|het) (?:(?:hele|heel|grote|hoge|hogere|mooie|lange|kleine|super) )*(\p{L}{3,}) (?:gemaakt|gebouwd|geknutseld|opgebouwd|gestapeld)\b/giu,
    ),
  ];
  const built = builtThings.at(-1)?.[1]?.toLowerCase();
  if (first && knocked?.[2] && knocker && built && !isVerb(built) && !STOP.has(built)) {
    return `${first.slice(0, -1)} toen ${knocker} ${/je$/u.test(built) ? 'het' : 'de'} ${built} ${knocked[2].toLowerCase()}.`;
  }
  // When something came or happened, said after how the child took it (`ze moest heel hard lachen | toen de krokodil
  // kwam`): one sentence, the when after it.
  // (The parent's pointing `die` is the story's `de`: `toen die tondeuse aanging`.)
  const whenIt = /^toen ((?:de|het|een|die) (?:\p{L}+ ){0,2}?\p{L}+) (\p{L}+)$/iu.exec(clean(two).trim());
  if (
    first?.endsWith('.') &&
    whenIt?.[1] &&
    whenIt[2] &&
    pastAtEnd(whenIt[2].toLowerCase()) &&
    !wordsOf(whenIt[1]).some((word) => isVerb(word) || OTHERS.has(word))
  )
    return `${first.slice(0, -1)} toen ${whenIt[1].toLowerCase().replace(/^die /u, 'de ')} ${whenIt[2].toLowerCase()}.`;
  const second = retell(two, { ...given, afterHero: false });
  // Games of a fair after where the child went (`naar het spelletjescircuit | koekhappen en zaklopen`): what it was for.
  const games = clean(two)
    .toLowerCase()
    .split(/ en |, /u);
  // (After games said first, `deed spelletjes op het plein`: which ones.)
  if (first?.includes(' spelletjes ') && games.length <= 3 && games.every((game) => GAMES.has(game)))
    return `${first.slice(0, -1)}: ${pack(games)}.`;
  if (first && games.length <= 3 && games.every((game) => GAMES.has(game)))
    return `${first.slice(0, -1)}, voor ${pack(games.map((game) => `het ${game}`))}.`;
  if (!first || !second) return first ?? second;
  // Two words for one thing (`zo ambetant | alles was nee`): told once.
  if (first.toLowerCase() === second.toLowerCase()) return first;
  // After a grown-up did the first thing (`Toen liet opa het zadel los`), the child is named again: a `hij` there
  // would be the grown-up.
  // (Not where the hero's own pronoun did it, `Hij bakte met oma koekjes`: the grown-up is only along.)
  const grownUpFirst =
    !first.includes(hero.name) &&
    !first.startsWith(`${capital(hero.hij)} `) &&
    (first
      .split(' ')
      .slice(0, 4)
      .some((word) => KIN.test(word)) ||
      // (Or someone else named, or an animal: `Max blafte …, en Zuri rende naar binnen`.)
      given.names.some((one) => first.startsWith(`${one} `)) ||
      /^(?:De|Het) (?:hond|hondje|kat|poes|poesje|kater|paard|pony|konijn)\b/u.test(first) ||
      // (Or the weather: `Het regende de hele dag, en Zuri bleef binnen`.)
      weatherDone(clean(one)) !== undefined);
  // A second without its own subject after the child named by name (`zuri was heel verdrietig | wilde niet slapen
  // zonder`): the same one, never the hero beside them.
  const byName = given.names.find((one) => one !== hero.name && first.startsWith(`${one} `));
  if (
    byName &&
    !KIN.test(byName) &&
    verbFirst(clean(two)) &&
    second.startsWith(`${hero.name} `) &&
    !second.slice(hero.name.length).includes(hero.name)
  )
    return `${first.slice(0, -1)} en ${second.slice(hero.name.length + 1)}`;
  // The hero's own after the hero was just named is `haar` or `zijn` (`…, want haar oortje deed pijn`).
  const then = (grownUpFirst ? second : withPronoun(second, hero)).replace(
    new RegExp(`^${possessive(hero.name).replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(?= \\p{Ll})`, 'u'),
    (own) => (first.includes(hero.name) ? hero.zijn : own),
  );
  // The second begins in lower case, unless with a name (`en Mia viel …`).
  const lead = (then.startsWith("'s ") ? then.split(' ')[1] : then.split(' ')[0]) ?? '';
  // (The hero's own, `Konijntjes oortje`, is a name too.)
  const name =
    lead === hero.name ||
    lead === possessive(hero.name) ||
    given.names.some((one) => one.split(' ')[0] === lead && !STOP.has(lead.toLowerCase()));
  const small = name
    ? then
    : then.replace(
        /^('s )?(\p{Lu})/u,
        (_, s: string | undefined, letter: string) => `${s ?? ''}${letter.toLowerCase()}`,
      );
  // The hero named in the first half is `haar` or `hem` as the one given to in the second (`Zuri moest huilen, en de
  // mama van Isa gaf haar een nieuwe ballon`), never named twice.
  const given2 =
    first.includes(hero.name) && hero.hem !== hero.name
      ? small.replace(
          new RegExp(`(?<=\\b(?:gaf|gaven|bracht|brachten|troostte|troostten) )${hero.name}(?= )`, 'u'),
          hero.hem,
        )
      : small;
  // What the child would not do after what was done (`in bad | maar niet willen slapen`) is joined by `maar`.
  // A reason is joined by `want`, which keeps the order of a sentence of its own (`omdat ze … wilden`: `want ze wilden …`).
  // (So is what the one just named did, `die brulde zo hard`: the reason the child did not dare.)
  const conjunction =
    /^\s*(maar|want|omdat)\b/iu.exec(two)?.[1]?.toLowerCase().replace('omdat', 'want') ??
    (/^Die \p{L}+ (?:zo|heel|erg)\b/u.test(second) && /\b(?:niet|ni|nie)\b/iu.test(first) ? 'want' : 'en');
  // (A second that begins with its own `en`, `en nu zegt Zuri …`, keeps only that one.)
  const joined = `${first.slice(0, -1)}, ${/^en\s/iu.test(given2) && conjunction === 'en' ? given2 : `${conjunction} ${given2}`}`;
  return joined.split(' ').length <= 26 ? joined : first;
}

/** Songs children sing, by their titles: told as a title. */
const SONGS = [
  'zie ginds komt de stoomboot',
  'sinterklaas kapoentje',
  'hoor wie klopt daar kinderen',
  'sinterklaas is jarig',
  'zachtjes gaan de paardenvoetjes',
  'de zak van sinterklaas',
  'op de grote stille heide',
  'lang zal ze leven',
  'lang zal hij leven',
  'in de maneschijn',
  'altijd is kortjakje ziek',
  'alle eendjes zwemmen in het water',
  'hoofd schouders knie en teen',
  'hoofd, schouders, knie en teen',
  'ik zag twee beren',
  'klap eens in je handjes',
  'de wielen van de bus',
  'slaap kindje slaap',
  'stille nacht',
  'jingle bells',
  'schuitje varen',
].join('|');

/** Where a dropped `en` stood in a list: before the next item's article (`snotneus | een hoestje`). */
const isListEnd = (words: readonly string[], index: number) =>
  /^(een|wat|veel|koorts|hoest|hoesten|buikpijn|hoofdpijn|keelpijn|oorpijn|diarree)(?:\s|$)/u.test(
    words[index + 1] ?? '',
  ) &&
  !/^(een|wat|veel|en|,)$/u.test(words[index] ?? '') &&
  words.slice(index + 1).includes('en');

/** A fit of screaming and stamping, said in infinitives (`gillen en stampen op de grond`): the simple past. */
const FIT: Record<string, readonly [string, string]> = {
  gillen: ['gilde', 'gilden'],
  krijsen: ['krijste', 'krijsten'],
  huilen: ['huilde', 'huilden'],
  schreeuwen: ['schreeuwde', 'schreeuwden'],
  stampen: ['stampte', 'stampten'],
  stampvoeten: ['stampvoette', 'stampvoetten'],
  janken: ['jankte', 'jankten'],
};

/** The people named on the day besides the hero and the family's grown-ups (`Lotte`, `Noor`). */
function othersNamed(context: RetellContext): string[] {
  const hero = context.hero as R;
  return context.names.filter(
    (name) =>
      name !== hero.name &&
      name !== context.parent &&
      !context.grownUps.some((grownUp) => grownUp.split(/\s+/u).includes(name)),
  );
}

/** What the child ate or drank, typed as a pastime (`pannenkoeken eten`, `daarna ijsje eten met opa`). */
const ATE =
  /^(?:(toen|daarna|dan|later) )?(?!(?:het|t|de|na|bij|voor|om|tijdens|aan|van|niet|geen|willen|wilde|wou) )((?:\p{L}+ ){0,2}?\p{L}+) (eten|drinken|opeten|opdrinken)((?: (?:met|bij) .+)?)$/iu;
/** Wanting to be something when big (`nu wil ie brandweerman worden`): said now, as the parent said it. */
const WANTS_TO_BE =
  /^(?:en )?(?:(nu|sindsdien|voortaan) )?(?:(?:ie|hij|ze|zij) )?(?:wil|wou)(?: (?:ie|hij|ze|zij))? (?:nu )?(?:later )?(?:ook )?(?:een )?((?:\p{L}+ )?\p{L}+) worden$/iu;
/** Eaten up, all of it (`boterhammekes allemaal opgegeten`): all of the child's own. */
const ALL_EATEN =
  /^(?:(?:ze|zij|hij|ie) (?:heeft )?)?(?:(?:haar|zijn|zn|d'r|dr) )?(?:alle )?(\p{L}+(?:en|s|jes|kes)) (?:allemaal |helemaal )?(opgegeten|opgedronken|op)$/iu;
/** In the bath, or the shower, together (`toen samen in bad met veel schuim`). */
const BATH_TOGETHER =
  /^(?:(toen|daarna|en toen|dan|thuis|'s avonds) )?samen (?:met (\p{L}+) )?in (bad|het bad|de douche)((?: met .+)?)$/iu;

/**
 * Clauses a parent writes without a subject or a finite verb, whose meaning is plain: told whole, with the hero (and
 * the one named beside the hero) as the ones who did it.
 */
function plainly(raw: string, given: RetellContext): string | undefined {
  const text = clean(raw).trim();
  const hero = given.hero as R;
  const ate = ATE.exec(text);
  const food = (word: string) =>
    !isVerb(word) && !OTHERS.has(word) && (!STOP.has(word) || /^(een|veel|lekker|lekkere)$/u.test(word));
  if (ate?.[2] && ate[3] && wordsOf(ate[2]).every(food)) {
    const verb = /drinken/iu.test(ate[3]) ? v(hero, 'dronk', 'dronken') : v(hero, 'at', 'aten');
    const up = /^op/iu.test(ate[3]) ? ' op' : '';
    const eaten = wordsOf(ate[2]);
    const what = `${(withArticle(eaten, hero) ?? eaten).join(' ')}${up}${ate[4] ?? ''}`;
    return ate[1] ? `${capital(ate[1])} ${verb} ${hero.name} ${what}.` : `${hero.name} ${verb} ${what}.`;
  }
  const wants = WANTS_TO_BE.exec(
    raw
      .replace(CHAT, ' ')
      .replace(/[!?.]+/gu, ' ')
      .replace(/\s+/gu, ' ')
      .trim(),
  );
  if (wants?.[2] && !wordsOf(wants[2]).some((word) => isVerb(word) || STOP.has(word)))
    return /(?<![\p{L}])nu(?![\p{L}])/iu.test(wants[0])
      ? `En nu wil ${hero.name} later ${wants[2]} worden!`
      : `${hero.name} wil later ${wants[2]} worden!`;
  const eaten = ALL_EATEN.exec(text);
  if (eaten?.[1] && eaten[2] && !STOP.has(eaten[1].toLowerCase()) && !isVerb(eaten[1].toLowerCase())) {
    const verb = /gedronken/iu.test(eaten[2]) ? v(hero, 'dronk', 'dronken') : v(hero, 'at', 'aten');
    return `${hero.name} ${verb} al ${hero.pl ? 'hun' : hero.zijn} ${eaten[1]} op.`;
  }
  // Hands over the ears, or the eyes, said bare (`handen op zn oren`): the hero held them there.
  const hands =
    /^(?:en |met )?(?:(?:zijn|zn|haar|dr|d'r|de) )?(handen|handjes) (op|voor) (?:zijn|zn|haar|dr|d'r) (oren|oortjes|ogen|oogjes)$/iu.exec(
      text,
    );
  if (hands?.[1] && hands[2] && hands[3])
    return `${hero.name} ${v(hero, 'hield', 'hielden')} gauw ${hero.pl ? 'hun' : hero.zijn} ${hands[1]} ${hands[2]} ${hero.pl ? 'hun' : hero.zijn} ${hands[3]}.`;
  // Dressed all in one colour (`alles oranje aan` on King's Day): `helemaal in het oranje`, never `trok alles aan`.
  const colour =
    /^(?:(toen|daarna|en) )?(?:(?:ze|zij|hij|ie|we|wij) (?:had|hadden|heeft|hebben) )?(?:helemaal |alles |allemaal |compleet |van top tot teen )+(oranje|rood|roze|blauw|geel|groen|wit|zwart|paars)(?: (?:aan|aangetrokken|aangedaan|gekleed))?$/iu.exec(
      text,
    );
  if (colour?.[2]) {
    const front = colour[1] && colour[1].toLowerCase() !== 'en' ? capital(colour[1].toLowerCase()) : undefined;
    const dressed = `helemaal in het ${colour[2].toLowerCase()}`;
    return front
      ? `${front} ${v(hero, 'was', 'waren')} ${hero.name} ${dressed}.`
      : `${hero.name} ${v(hero, 'was', 'waren')} ${dressed}.`;
  }
  // The old games of a village feast, said bare (`koekhappen en zaklopen bij de spelletjes`): the hero joined in.
  const games = feastGames(text);
  if (games?.[2]) {
    const what = games[2].toLowerCase().replace(/\s*,\s*/gu, ', ');
    const front = games[1] && games[1].toLowerCase() !== 'en' ? capitalized(games[1].replace(/_/gu, ' ')) : undefined;
    const deed = `${v(hero, 'deed', 'deden')}${front ? ` ${hero.name}` : ''} mee met ${what}${games[3] ?? ''}`;
    return front ? `${front} ${deed}.` : `${hero.name} ${deed}.`;
  }
  // A catch let go, said without it (`weer teruggegooid`, `toen weer vrijgelaten`): `het`, the catch just told.
  const letGo =
    /^(?:(toen|daarna|en) )?((?:(?:ook|weer|gelijk|meteen) )*)(teruggegooid|teruggezet|vrijgelaten|losgelaten)$/iu.exec(
      text,
    );
  if (letGo?.[3]) {
    const [one, more, particle] = CATCH_LET_GO[letGo[3].toLowerCase()] ?? ['liet', 'lieten', 'los'];
    const how = `${letGo[2] ?? ''}${particle}`.trim();
    const front = letGo[1] && letGo[1].toLowerCase() !== 'en' ? capital(letGo[1].toLowerCase()) : undefined;
    return front
      ? `${front} ${v(hero, one, more)} ${hero.name} het ${how}.`
      : `${hero.name} ${v(hero, one, more)} het ${how}.`;
  }
  // Chalk on the pavement with someone (`stoepkrijten met Noor`): they drew with chalk, not `stoepkrijtte met`.
  const chalk = /^(?:(toen|daarna) )?(?:lekker |gaan )?(?:stoepkrijten|gestoepkrijt) met (.+)$/iu.exec(text);
  if (chalk?.[2]) {
    const who = `${hero.name}${chalk[2].includes(' en ') ? ',' : ' en'} ${chalk[2]}`;
    return chalk[1]
      ? `${capital(chalk[1])} tekenden ${who} met stoepkrijt op de stoep.`
      : `${who} tekenden met stoepkrijt op de stoep.`;
  }
  const bath = BATH_TOGETHER.exec(text);
  const others = othersNamed(given);
  const with_ = bath?.[2] ?? (others.length === 1 ? others[0] : undefined);
  if (bath?.[3] && with_) {
    const where = bath[3].toLowerCase() === 'de douche' ? 'onder de douche' : 'in bad';
    const front = bath[1] ? `${capital(bath[1].replace(/^en /u, ''))} gingen` : undefined;
    const who = `${hero.name} en ${capital(with_)}`;
    return `${front ? `${front} ${who}` : `${who} gingen`} samen ${where}${bath[4] ? `,${bath[4]}` : ''}.`;
  }
  return undefined;
}

/** A catch let go, by its participle: the past, one and more, and the particle (`teruggegooid`: `gooide … terug`). */
const CATCH_LET_GO: Record<string, readonly [string, string, string]> = {
  teruggegooid: ['gooide', 'gooiden', 'terug'],
  teruggezet: ['zette', 'zetten', 'terug'],
  vrijgelaten: ['liet', 'lieten', 'vrij'],
  losgelaten: ['liet', 'lieten', 'los'],
};

/** A verb agreeing with one hero or two (`at`, `aten`). */
const v = (hero: R, one: string, more: string) => (hero.pl ? more : one);

/**
 * `samen` with nobody said (`vandaag de laatste keer samen gespeeld`) on a day of one friend or sibling named: with
 * them, not a faceless `ze`.
 */
function togetherWith(raw: string, given: RetellContext): string {
  const others = othersNamed(given);
  const words = wordsOf(clean(raw).toLowerCase());
  if (others.length !== 1 || !words.includes('samen') || !mayBeTogether(raw, given)) return raw;
  if ((given as WholeClause).whole !== undefined && !mayBeTogether((given as WholeClause).whole ?? '', given))
    return raw;
  return raw.replace(/(?<![\p{L}])samen(?![\p{L}])/iu, `samen met ${others[0]}`);
}

/** A child's own words, typed in lower or upper case (`max is lief`, `MAMA IK HEB GEPLAST`): a sentence with names. */
function quoted(words: string, context: RetellContext): string {
  const own = new Map(context.names.map((name) => [name.toLowerCase(), name]));
  const told = words
    .toLowerCase()
    .split(/\s+/u)
    .map((word) => own.get(word) ?? word)
    .join(' ')
    // The one called first is called with a comma (`mama ik heb geplast`: `mama, ik heb geplast`).
    .replace(/^(mama|papa|oma|opa|mam|pap|juf)\s+(?=(?:ik|kijk|ik)\b)/u, '$1, ')
    // A name called twice is called with commas (`papa papa je bent er weer`: `papa, papa, je bent er weer`).
    .replace(/^(mama|papa|oma|opa|mam|pap|juf)\s+\1\s+(?=\p{L})/u, '$1, $1, ')
    // What to look at after `kijk` (`mama kijk een koe`: `mama, kijk, een koe`).
    .replace(/\b(kijk|kijk eens)\s+(?=(?:een|de|het|daar|die|dat)\s)/u, '$1, ')
    // The one called after `kijk` (`kijk mama`: `kijk, mama`).
    .replace(/\b(kijk|kijk eens)\s+(mama|papa|oma|opa|mam|pap|juf)\b/u, '$1, $2')
    // And what is said to them after (`kijk papa ik kan het`: `kijk, papa, ik kan het`).
    .replace(/\b(kijk|kijk eens), (mama|papa|oma|opa|mam|pap|juf)\s+(?=\p{L})/u, '$1, $2, ');
  return capital(told);
}

/** A context that knows the whole clause a part was cut from (`bij ons in bed gekropen | samen geteld`). */
type WholeClause = RetellContext & { whole?: string };

/** Whether a clause says nobody `samen` was with: no parent, no one named, no `ze` (`bij ons …` is with the parent). */
function mayBeTogether(raw: string, given: RetellContext): boolean {
  const words = wordsOf(clean(raw).toLowerCase());
  const someoneSaid = /^(ze|zij|hij|ie|we|wij|jullie|met|elkaar|ons|onze|ik|mijn|mn|me|mij|allebei)$/u;
  return !words.some(
    (word) =>
      someoneSaid.test(word) ||
      OTHERS.has(word) ||
      KIN.test(word) ||
      given.names.some((name) => name.toLowerCase() === word),
  );
}

/**
 * Small sayings of a toddler's day that have no verb the reteller knows, or none at all (`ze wou het zelf`, `mama
 * jarig vandaag`, `aan iedereen verteld`, `uiteindelijk in slaap met dr knuffel`, `pas om 5u weer praatjes`).
 */
function smallDeed(text: string, given: RetellContext): string | undefined {
  const hero = given.hero as R;
  const one = (single: string, more: string) => (hero.pl ? more : single);
  const child = '(?:(?:ze|zij|hij|ie) )?';
  // Wanting to do it all alone (`ze wou het zelf`, `hij wilde het zelf doen`).
  if (
    new RegExp(
      `^(?:en )?${child}(?:wou|wilde)(?: (?:ze|zij|hij|ie))? (?:het |dat |alles )?(?:helemaal |echt )?zelf(?: doen)?$`,
      'iu',
    ).test(text)
  )
    return `${hero.name} ${one('wilde', 'wilden')} het helemaal zelf doen.`;
  // A birthday (`mama jarig vandaag`, `opa is jarig`).
  const birthday =
    /^(?:en )?(mama|papa|oma|opa|bomma|bompa|meter|peter|juf|tante|oom|nonkel|(?:zijn |haar |zn |dr )?(?:broer|broertje|zus|zusje))(?: (?:is|was))? jarig(?: vandaag| geweest)?$/iu.exec(
      text,
    );
  if (birthday?.[1]) {
    const who = birthday[1].toLowerCase().replace(/^(zn|dr) /u, (_, own: string) => (own === 'zn' ? 'zijn ' : 'haar '));
    return `${capital(/^(broer|broertje|zus|zusje)$/u.test(who) ? `${hero.zijn} ${who}` : who)} was jarig!`;
  }
  // Told everyone, and one more (`ze heeft het aan iedereen verteld, ook aan de buurman`).
  const told = new RegExp(
    `^(?:en )?${child}(?:heeft |had )?${child}(het|alles) (?:aan )?(iedereen|de hele \\p{L}+|(?:de )?\\p{L}+) (verteld|laten zien)(?:,? (?:ook|zelfs) (?:aan )?(.+))?$`,
    'iu',
  ).exec(text);
  if (told?.[1] && told[2] && told[3]) {
    const also = told[4] ? `, ook aan ${told[4].toLowerCase()}` : '';
    return told[3].toLowerCase() === 'verteld'
      ? `${hero.name} ${one('vertelde', 'vertelden')} ${told[1].toLowerCase()} aan ${told[2].toLowerCase()}${also}.`
      : `${hero.name} ${one('liet', 'lieten')} ${told[1].toLowerCase()} aan ${told[2].toLowerCase()} zien${also}.`;
  }
  // Asleep at last, with what was held (`uiteindelijk in slaap met dr knuffel olifant dicht tegen zich aan`).
  const asleep = new RegExp(
    `^(?:en )?(uiteindelijk|eindelijk|toen|gelukkig|daarna)? ?(?:toch )?${child}(?:is |was )?(?:toch )?(?:in slaap(?: gevallen)?|ingeslapen)((?: (?:met|op|in|tegen|naast|bij) .+)?)$`,
    'iu',
  ).exec(text);
  if (asleep && (asleep[1] || asleep[2])) {
    const front = asleep[1] ? `${capital(asleep[1].toLowerCase())} viel ${hero.name}` : `${hero.name} viel`;
    return `${front} in slaap${asleep[2] ?? ''}.`;
  }
  // Crying at bedtime, and asking (`bij het slapen gaan wel gehuild en gevraagd of ze ze terug mocht`).
  const cried =
    /^(?:en )?(bij het slapen ?gaan|bij het naar bed gaan|voor het slapen(?:gaan)?|in bed|bij het instoppen) (?:wel |nog |toch |heel |erg |hard |even )*(?:gehuild|gehuild en gehuild)(?: en (?:gevraagd|gezeurd|gesmeekt) (of|om|naar) (.+))?$/iu.exec(
      text,
    );
  if (cried?.[1]) {
    const when = capital(cried[1].toLowerCase().replace(/slapen ?gaan$/u, 'slapengaan'));
    const asked =
      cried[2] && cried[3] ? `, en ${hero.hij} ${one('vroeg', 'vroegen')} ${cried[2].toLowerCase()} ${cried[3]}` : '';
    return `${when} ${one('huilde', 'huilden')} ${hero.name}${asked}.`;
  }
  // Lying limp all day, watching a show (`hele dag slapjes op de bank met beschuitjes en dexter gekeken`), and the
  // chatter coming back (`, pas om 5u weer een beetje praatjes`).
  const [day = '', back] = text.split(/\s*,\s*(?=pas\s)/u);
  const limp =
    /^(?:de[ _])?hele[ _](dag|middag|ochtend) (slapjes|ziek|lusteloos|hangerig|moe|lamlendig) op (?:de|het) (bank|bed|schoot) (?:met (.+?) )?(?:en )?(?:naar )?(\p{L}+) gekeken$/iu.exec(
      day,
    );
  if (limp?.[1] && limp[3] && limp[5]) {
    const how = `${limp[2]?.toLowerCase()} `;
    const things = limp[4] ? ` met ${limp[4].toLowerCase()}` : '';
    const first = `De hele ${limp[1].toLowerCase()} ${one('lag', 'lagen')} ${hero.name} ${how}op de ${limp[3].toLowerCase()}${things} en ${one('keek', 'keken')} ${hero.hij} naar ${capital(limp[5].toLowerCase())}.`;
    const later = back === undefined ? undefined : chatterBack(back, hero);
    return later ? `${first} ${later}` : back === undefined ? first : undefined;
  }
  return chatterBack(text, hero);
}

/** The chatter or the laughing coming back late in the day (`pas om 5u weer een beetje praatjes`). */
function chatterBack(text: string, hero: R): string | undefined {
  const back =
    /^(?:en )?(?:pas )?(?:om|rond|tegen) (\d{1,2}|een|twee|drie|vier|vijf|zes|zeven|acht)\s*(?:u|uur)? (?:kwam(?:en)? )?(?:weer )?(een beetje |wat )?(praatjes|kletspraatjes|lachjes|energie)(?: terug)?$/iu.exec(
      text,
    );
  if (!back?.[1] || !back[3]) return undefined;
  const hour = /^\d+$/u.test(back[1]) ? (NUMBERS[Number(back[1])] ?? back[1]) : back[1].toLowerCase();
  const what = back[3].toLowerCase();
  const plural = what !== 'energie';
  return `Om ${hour} uur ${plural ? 'kwamen' : 'kwam'} ${possessive(hero.name)} ${what} weer ${back[2] ? `${back[2].trim()} ` : ''}terug.`;
}

/** What a spilled or fallen thing did by itself, never the child (`de thee was half over het dienblad geklotst`). */
const THING_WENT =
  /^(?:en |maar )?(de|het) (\p{L}{3,}) (?:was|is) ((?:(?:half|helemaal|een beetje|bijna|toen|al) )*)((?:over|op|in|uit|van|onder|naast) (?:de|het|t|haar|zijn|zn|mijn) \p{L}+(?: \p{L}+)?) (geklotst|gevallen|gerold|gegleden|gedropen|gelopen|gestroomd|gespat|gedrupt|overgeklotst|omgevallen|afgevallen)$/iu;

function thingWent(raw: string): string | undefined {
  const found = THING_WENT.exec(clean(raw).trim());
  if (!found?.[1] || !found[2] || !found[4] || !found[5]) return undefined;
  const done = found[5].toLowerCase();
  const known = PARTICIPLE.get(done) ?? participle(done)?.past;
  const particle = participle(done)?.particle ?? '';
  if (!known) return undefined;
  const how = (found[3] ?? '').trim();
  // (The spill is the day's small uh-oh, told as it happened, the pack's own `Oeps!` before it: `De thee klotste half over het dienblad!`)
  return `${capital(found[1].toLowerCase())} ${found[2].toLowerCase()} ${known[0]}${how ? ` ${how}` : ''} ${found[4]}${particle ? ` ${particle}` : ''}!`;
}

/** Dishes that are supper, said bare by the parent (`boerenkool met worst`). */
const SUPPER =
  'boerenkool|stamppot|hutspot|zuurkool|andijviestamppot|erwtensoep|snert|spaghetti|macaroni|lasagne|vissticks|fishsticks|visstick|frikandelbroodjes?|frikandellen|frikandel|kroketten|pannenkoeken|poffertjes|roti|nasi|bami';

/** What a visit offers to eat and drink, said bare after who was visited (`bij oma koffie en taart`). */
const TREATS =
  'koffie|thee|taart|taartje|appeltaart|vlaai|gebak|koekjes|koek|limonade|ranja|chocomel|chocolademelk|pannenkoeken|poffertjes|soep|frietjes|friet|patat|ijs|ijsje';

/** Breakfast said bare after its morning (`smorgens een eitje en beschuit`, `ontbijt: pannenkoeken met stroop`). */
const BREAKFAST_FOOD =
  "(?:een |twee )?(?:pannenkoeken|pannenkoekjes|croissantjes?|croissants|beschuitjes?|beschuit|eitjes?|ei|boterhammen|boterhammetjes?|boterham|broodjes?|brood|pap|yoghurt|cornflakes|muesli|wentelteefjes|poffertjes|ontbijtkoek|krentenbollen|krentenbolletjes?|krentenbol|tosti'?s|tosti|fruit|havermout)";
const BREAKFAST = new RegExp(
  `^(?:(?:en |toen )?('s_(?:ochtends|morgens))|(?:bij het |als |het )?ontbijt:?) (${BREAKFAST_FOOD}(?: (?:met|en) (?:\\p{L}+ ){0,2}?(?:${BREAKFAST_FOOD.slice(3, -1)}|hagelslag|muisjes|jam|stroop|suiker|kaas|pindakaas|chocopasta|nutella|honing|boter|aardbeien|banaan|appelstroop))*)((?: (?:bij|met) (?:papa|mama|opa|oma|bompa|bomma|tante|oom|\\p{L}+)(?: en (?:papa|mama|opa|oma|\\p{L}+))?)?)$`,
  'iu',
);

/** Supper dishes that come one to a plate, told with `een` (`savonds frikandelbroodje`). */
const ONE_DISH = /^(?:frikandelbroodje|frikandel|visstick)$/iu;

/** Asleep early, said after supper (`en om 7 uur al pitten`). */
const EARLY_BED =
  /^(.+?) en om (\p{L}+|\d+) uur (?:al |was (?:ze|hij|ie) al )?(?:pitten|slapen|in bed|naar bed|in slaap|onder de wol|op bed)$/iu;

/** `X laten varen` after a participle (`gespeeld en bootjes laten varen`): told as its own past, `liet bootjes varen`. */
const LET_GO = /^(.+ ge\p{L}+) en ((?:\p{L}+ ){0,2}\p{L}+) laten (varen|vliegen|drijven|rollen|zwemmen)$/iu;

/** A ride by bike or car to a shop (`smorgens met papa op de fiets naar de bakker om krentenbollen`). */
const RIDE =
  /^('s_(?:ochtends|morgens|middags|avonds) )?((?:samen )?met (?:\p{L}+ ){0,2}?(?:papa|mama|opa|oma|bompa|bomma|meter|peter|\p{L}+) )?(op de fiets|met de fiets|op de bakfiets|met de bakfiets|met de auto|met de bus|met de tram) naar (de|het) (\p{L}+)(?: (?:om|voor) ((?:\p{L}+ ){0,2}\p{L}+))?$/iu;

function ride(raw: string, hero: R): string | undefined {
  const found = RIDE.exec(clean(raw).trim());
  if (!found?.[3] || !found[5]) return undefined;
  // (A child rides in a bakfiets, never pedals it.)
  const bike = /(?<!bak)fiets$/u.test(found[3]);
  const verb = bike ? v(hero, 'fietste', 'fietsten') : v(hero, 'ging', 'gingen');
  const start = found[1] ? `'s ${capital(found[1].trim().slice(3))} ${verb} ${hero.name}` : `${hero.name} ${verb}`;
  const how = bike ? '' : found[3].replace(/^op /u, 'met ');
  const what = found[6] ? ` voor ${found[6]}` : '';
  return [start, found[2]?.trim().toLowerCase(), how, `naar ${found[4]} ${found[5]}${what}.`].filter(Boolean).join(' ');
}

/** A plan that fell through: the place was closed (`zouden naar de bieb maar die was dicht ivm verbouwing`). */
const CLOSED =
  /^(?:we |wij )?(?:zouden|wilden|gingen) naar (de|het) (\p{L}+)(?: gaan)?,? maar (?:die|dat|het|hij|ze) (?:was|bleek) (dicht|gesloten)(?: vanwege (de |een )?(\p{L}+))?$/iu;

/** Proud first, then tears (`eerst heel fier maar vanavond in bed heel hard geweend`): two moods, never `huilde fier`. */
const FIRST_MOOD = /^eerst ((?:heel |erg |zo |super )?(\p{L}+)),? maar (.+)$/iu;

/** Rocked or cuddled to sleep by the parent (`lang gewiegd en liedjes gezongen tot ze sliep`): done to the child. */
const LULLED =
  /^((?:heel )?lang |nog even |even )?(gewiegd|geknuffeld|getroost)(?: en ((?:slaap)?liedjes|een (?:slaap)?liedje) gezongen)?(?: tot (?:ze|zij|hij|ie) (?:sliep|in slaap viel))?$/iu;

/** Dressed in a colour (`helemaal in t oranje met een kroontje op`): how the child looked. */
const DRESSED =
  /^(helemaal |heel )?in (?:het )?(oranje|rood|roze|wit|blauw|groen|geel|zwart|paars)(?: met ((?:een |zijn |haar )?\p{L}+) op)?$/iu;

/** Feast days said bare (`oudjaarsdag!`), as the story spells them. */
const FEASTS: Record<string, string> = {
  pasen: 'Pasen',
  kerstmis: 'Kerstmis',
  kerst: 'Kerstmis',
  koningsdag: 'Koningsdag',
  pinksteren: 'Pinksteren',
  moederdag: 'Moederdag',
  vaderdag: 'Vaderdag',
  oudjaarsdag: 'oudejaarsdag',
  oudejaarsdag: 'oudejaarsdag',
  oudjaar: 'oudejaarsdag',
  oudejaarsavond: 'oudejaarsavond',
  oudjaarsavond: 'oudejaarsavond',
  'oud en nieuw': 'oud en nieuw',
  nieuwjaarsdag: 'nieuwjaarsdag',
};

/** Family grown-ups by their family word (`pake en beppe`), as a subject. */
const FAMILY = '(?:opa|oma|pake|beppe|bompa|bomma|pepe|meme|opi|omi|tante|oom|nonkel|papa|mama)';

/** A family grown-up ill (`mama is ziek, griep`): who, and the illness said after it. */
const grownUpIll = () =>
  new RegExp(
    `^(${FAMILY}(?: \\p{L}+)?) (?:is|was|werd|lag|ligt) (?:(?:erg|heel|zo|best) )?(ziek|ziekjes|grieperig)(?:,? (?:met )?(?:de )?(${ILLNESSES}|(?:hoge |flinke )?koorts))?(?:,? (?:en )?(?:ligt|lag) (?:heel de |de[ _]hele[ _]|hele[ _])(?:dag|tijd) (op de bank|in bed|op bed))?$`,
    'iu',
  );

/** How the grown-up was ill: the illness when the parent named it (`Mama had griep`). */
const illOf = (ill: RegExpExecArray, who: string) =>
  (ill[3] ? `${who} had ${ill[3].toLowerCase()}` : `${who} was ${(ill[2] ?? 'ziek').toLowerCase()}`) +
  // Where they lay all day (`ligt heel de dag op de bank`): at home, not away.
  (ill[4]
    ? `, en ${SHE_WORDS.has(who.toLowerCase().split(' ')[0] ?? '') ? 'ze' : 'hij'} lag de hele dag ${ill[4].toLowerCase()}`
    : '');

function ownWay(raw: string, given: RetellContext): string | undefined {
  const hero = given.hero as R;
  const text = clean(raw).trim();
  const again = (clause: string) => retell(clause, given) ?? lateMoment(clause, given) ?? everyday(clause, given);
  const ill = grownUpIll().exec(text);
  if (ill?.[1]) return `${illOf(ill, capital(named(ill[1].toLowerCase(), given.names)))}.`;
  // Where, then with whom (`naar oma poes geweest met grote zus lotte`): with whom first, as a story says it.
  const whereWith =
    /^((?:(?:'?s ?\p{L}+|toen|daarna) )?)(naar (?:(?! met ).)+?) geweest (met (?:(?! naar ).)+)$/iu.exec(raw.trim());
  if (whereWith?.[2] && whereWith[3]) return again(`${whereWith[1] ?? ''}${whereWith[3]} ${whereWith[2]} geweest`);
  // Gone with the parent who writes (`met mij naar de speeltuin`): with them by name, or with no one said.
  const withMe = /(?<![\p{L}])met (?:mij|me) (?=naar )/iu;
  if (withMe.test(raw)) return again(raw.replace(withMe, given.parent ? `met ${given.parent.toLowerCase()} ` : ''));
  // A quick trip (`smiddags effe naar de speeltuin`): `even` before where is left out, the going told.
  const quick = /^((?:'?s ?\p{L}+|toen|daarna|dan) )(?:even|effe|ff) (?=(?:met \p{L}+ )?naar )/iu;
  if (quick.test(raw)) return again(raw.replace(quick, '$1'));
  // What it was for, said after (`… naar de speeltuin zodat papa kon slapen`): the going, then why.
  const so =
    /^(.+?),? zodat (papa|mama|opa|oma|de baby|(?:zijn|haar|zn) (?:zusje|broertje)) (kon|kan|mocht|mag) (\p{L}+en)$/iu.exec(
      raw.trim(),
    );
  const soHead = so?.[1] ? again(so[1]) : undefined;
  if (so?.[2] && so[4] && soHead?.endsWith('.')) {
    const who = so[2].toLowerCase().replace(/^(?:zn|zijn|haar) /u, `${hero.zijn} `);
    return `${soHead.slice(0, -1)}, zodat ${who} ${/^(mocht|mag)$/iu.test(so[3] ?? '') ? 'mocht' : 'kon'} ${so[4].toLowerCase()}.`;
  }
  // The child's own thing that did something by itself (`zn knuffelkonijn viel over het hek bij de geitjes en een
  // geit ging erop knabbelen`): the thing is the subject, never the child; a second happening after `en` its own.
  const owned =
    /^(?:zn|zijn|z'n|haar|d'r|dr) (\p{L}+) (\p{L}+) ((?:over|in|op|onder|achter|uit|van|door) [\p{L} ']+?)(?: en (.+))?$/iu.exec(
      text,
    );
  // (A singular past, never a participle: `haar want verloren in de winkel` is the child's loss.)
  if (
    owned?.[1] &&
    owned[2] &&
    owned[3] &&
    isPast(owned[2].toLowerCase()) &&
    !/en$/iu.test(owned[2]) &&
    !/\b(ik|we|wij|me|mij)\b/iu.test(owned[3])
  ) {
    const thing = `${capital(hero.zijn)} ${owned[1].toLowerCase()} ${owned[2].toLowerCase()} ${owned[3].toLowerCase()}`;
    const next = owned[4] ? retell(owned[4], given) : undefined;
    if (!owned[4]) return `${thing}.`;
    if (next?.endsWith('.') && !next.includes(hero.name))
      return `${thing}, en ${next.slice(0, -1).replace(/^(\p{Lu})(?=\p{Ll})/u, (letter) => letter.toLowerCase())}.`;
  }
  // A game with friends and then more, with no verb for the game (`met de buurjongetjes verstoppertje in de tuin en
  // op de trampoline gesprongen tot ze niet meer konden`): the game played, and the rest done by them all.
  const game =
    /^(.*?\b(?:verstoppertje|tikkertje|krijgertje|kiekeboe|tikspel)\b)( (?:in|op|bij) (?:de|het) \p{L}+)? en (.+? ge\p{L}+)( tot (?:ze|zij) .+)?$/iu.exec(
      text,
    );
  const gamePlayed =
    game?.[1] && !game[1].split(' ').some((word) => participle(word))
      ? again(`${game[1].replace(/^'s_/u, 's')} gespeeld${game[2] ?? ''}`)
      : undefined;
  const friends = game?.[1] && /\bmet (?:de |zijn |haar |zn )?\p{L}+(?:jes|s|en)\b/iu.test(game[1]);
  const they: R = { name: `${hero.name} en de anderen`, hij: 'ze', hem: 'hen', zijn: 'hun', pl: true };
  const more = game?.[3]
    ? retell(game[3], { ...given, hero: friends ? they : hero, afterHero: true })?.replace(they.name, they.hij)
    : undefined;
  if (gamePlayed?.endsWith('.') && more?.endsWith('.'))
    return `${gamePlayed.slice(0, -1)}, en ${more.slice(0, -1).replace(/^(\p{Lu})/u, (letter) => letter.toLowerCase())}${game?.[4] ?? ''}.`;
  // Toward evening, before what was done then (`tegen de avond carbidschieten gekeken`): said first, as `'s avonds`.
  const toward = /^tegen de avond (.+ ge\p{L}+(?: .+)?)$/iu.exec(text);
  const evening = toward?.[1] ? again(`savonds ${toward[1]}`) : undefined;
  if (evening?.startsWith("'s Avonds ")) return `Tegen de avond${evening.slice("'s Avonds".length)}`;
  // A question called over and over (`bleef maar roepen waar is beer`): the child's own words, as a question.
  const asked =
    /^(?:en )?(?:(?:ze|zij|hij|ie) )?bleef (maar |steeds )?(roepen|vragen|zeggen) ((?:waar|wanneer|waarom|mag|komt|is) .+)$/iu.exec(
      text,
    );
  // Asked in the parent's own order (`wanneer bubbel weer ging zwemmen`, the verb last): told as asked, not quoted.
  const askedWords = asked?.[3]?.toLowerCase().split(/\s+/u) ?? [];
  const lastVerb = askedWords.slice(-2).some((word) => isVerbWord(word));
  if (
    asked?.[2]?.toLowerCase() === 'vragen' &&
    /^(?:wanneer|waarom|waar)$/u.test(askedWords[0] ?? '') &&
    askedWords.length > 2 &&
    !isVerbWord(askedWords[1] ?? '') &&
    lastVerb
  )
    return `${hero.name} ${v(hero, 'bleef', 'bleven')} ${(asked[1] ?? '').toLowerCase()}vragen ${quoted(askedWords.map((word) => PRESENT[word] ?? word).join(' '), given).replace(/^\p{Lu}/u, (letter) => letter.toLowerCase())}.`;
  if (asked?.[2] && asked[3])
    return `${hero.name} ${v(hero, 'bleef', 'bleven')} ${(asked[1] ?? '').toLowerCase()}${asked[2].toLowerCase()}: “${capital(quoted(asked[3], given))}?”`;
  // A feast day said bare: the day it was.
  const feast = FEASTS[text.toLowerCase()];
  if (feast) return `Het was ${feast}.`;
  // A day `gehad` (`lekker dagje thuis gehad`) was that day, nothing the child got.
  const day = /^((?:lekker|heel|echt|super) )?(\p{L}+) (dag|dagje)( thuis| buiten)? gehad$/iu.exec(text);
  if (day?.[2] && (day[1] || STATES.has(day[2].toLowerCase()) || day[2].toLowerCase() === 'lekker'))
    return `Het was een ${text.toLowerCase().replace(/ gehad$/u, '')}.`;
  // The family came with their pet (`pake en beppe uit friesland waren er met hun hond sjors`).
  const came = new RegExp(
    `^(${FAMILY}(?: \\p{L}+)?(?: en ${FAMILY}(?: \\p{L}+)?)?(?: uit \\p{L}+)?) (?:waren|zijn|was|is) er(?:,? (met .+))?$`,
    'iu',
  ).exec(text);
  if (came?.[1]) {
    const who = named(came[1].toLowerCase(), given.names);
    const many = / en /u.test(came[1]);
    const along = came[2]
      ? `, ${named(came[2], given.names).replace(/\b(hond|hondje|poes|kat|konijn) (\p{Ll}{3,})$/u, (_, kind: string, name: string) => `${kind} ${capital(name)}`)}`
      : '';
    return `${capital(who)} ${many ? 'waren' : 'was'} er${along}.`;
  }
  // A friend and the child somewhere, without a verb (`bram en zij de hele middag op de trampoline`): were there.
  const pair = /^(\p{L}+) en (?:ze|zij|hij|ie) ((?:de[ _]hele[ _]|heel de )\p{L}+ )?((?:op|in|bij|aan) .+)$/iu.exec(
    text,
  );
  const friend = pair?.[1] ? given.names.find((name) => name.toLowerCase() === pair[1]?.toLowerCase()) : undefined;
  if (pair?.[3] && friend && !wordsOf(pair[3]).some(isVerb))
    return `${friend} en ${hero.name} waren ${(pair[2] ?? '').toLowerCase().replace(/_/gu, ' ')}${pair[3].toLowerCase()}.`;
  // Someone else who dared to hold them (`fleur durfde ze op schoot te nemen`): `ze` are the animals just told of,
  // never the child.
  const dared = /^(\p{L}+) (durfde|durfden) (ze|hem|m) ((?:[\p{L}_]+ ){0,4}te \p{L}+)$/iu.exec(text);
  const darer = dared?.[1] ? named(dared[1].toLowerCase(), given.names) : '';
  if (dared && /^\p{Lu}/u.test(darer) && darer !== hero.name)
    return `${darer} ${dared[2]?.toLowerCase()} ${dared[3]?.toLowerCase() === 'm' ? 'hem' : dared[3]?.toLowerCase()} zelfs ${dared[4]?.toLowerCase().replace(/_/gu, ' ')}.`;
  // A pet operated on (`onze hond bobby is geopereerd aan zn poot en moet nu met zo'n kap om zn kop lopen`): the pet,
  // by its name, never the child in a hospital.
  const operated =
    /^(?:onze |ons |de |mijn |zijn |zn |haar )?(hond|hondje|poes|kat|kater|konijn|cavia) (\p{L}+ )?(?:is|werd|was) (?:vandaag |gisteren )?geopereerd(?: aan (?:zn|zijn|haar|d'r|de) (\p{L}+))?(?: en moet nu (?:met )?(?:zo'n|een) (\p{L}+) om (?:zn|zijn|haar|d'r) (\p{L}+) (?:lopen|dragen|aan))?$/iu.exec(
      text,
    );
  if (operated?.[1]) {
    const pet = operated[2]
      ? `${named(operated[2].trim(), given.names)}, de ${operated[1].toLowerCase()},`
      : `De ${operated[1].toLowerCase()}`;
    const where = operated[3] ? ` aan zijn ${operated[3].toLowerCase()}` : '';
    const worn = operated[4]
      ? `, en nu moest hij een ${operated[4].toLowerCase()} om zijn ${operated[5]?.toLowerCase()} dragen`
      : '';
    return `${pet} was geopereerd${where}${worn}.`;
  }
  // A long while spent at a thing just named, and what else was done (`heel de middag op zitten trommelen en liedjes
  // gezongen`): `erop zitten trommelen`, never the bare `op` the parent dropped the `er` of.
  const spent =
    /^(?:(?:heel de |de hele |de_hele_|heel_de_)(middag|ochtend|dag|avond|tijd|namiddag) )?(?:er)?(op|in|mee|aan) (zitten|staan|liggen) (\p{L}+en)(?: en (.+))?$/iu.exec(
      text,
    );
  if (spent?.[4]) {
    const [, part, where = '', how = 'zitten', doing = ''] = spent;
    const verb = v(hero, POSTURE[how.toLowerCase()]?.[0] ?? 'zat', POSTURE[how.toLowerCase()]?.[1] ?? 'zaten');
    const first = part
      ? `De hele ${part.toLowerCase()} ${verb} ${hero.name} er${where.toLowerCase()} te ${doing.toLowerCase()}`
      : `${hero.name} ${verb} er${where.toLowerCase()} te ${doing.toLowerCase()}`;
    if (!spent[5]) return `${first}.`;
    const rest = again(spent[5]);
    if (rest?.startsWith(`${hero.name} `)) return `${first}, en ${hero.hij} ${rest.slice(hero.name.length + 1)}`;
    if (rest) return `${first}, en ${capitalFree(rest)}`;
  }
  // Wanting to do it oneself, and the fit it gave (`ze wou per se zelf, heel de gang staan stampen en wenen`).
  const self =
    /^(?:ze |zij |hij |ie )?(?:wou|wilde) (?:het )?(?:per se|perse|persé) zelf(?: doen)?(?:,? (?:heel de |de hele |de_hele_|heel_de_)(\p{L}+) (?:staan|zitten|liggen) (\p{L}+) en (\p{L}+))?$/iu.exec(
      text,
    );
  if (self) {
    const wanted = `${hero.name} ${v(hero, 'wilde', 'wilden')} het per se zelf doen`;
    return self[3]
      ? `${wanted}, en ${hero.hij} ${v(hero, 'stond', 'stonden')} in de ${self[1]?.toLowerCase()} te ${self[2]?.toLowerCase()} en te ${self[3].toLowerCase()}.`
      : `${wanted}.`;
  }
  // Breakfast brought to bed (`smorgens samen met mij ontbijt op bed gebracht bij papa`): the child brought it to
  // that one, with the parent who writes when the day says who that is.
  const breakfast =
    /^(?:('s_|s)(morgens|ochtends) )?(?:samen )?(?:met (mij|mama|papa|mam|pap) )?(?:een )?ontbijt(?:je)? op bed (?:gebracht|gemaakt) (?:bij|voor|aan) (papa|mama|pap|mam|opa|oma)$/iu.exec(
      text,
    );
  if (breakfast?.[4]) {
    const along = breakfast[3]?.toLowerCase() === 'mij' ? given.parent : breakfast[3];
    const who = breakfast[4].toLowerCase();
    const subject = along ? `${hero.name} en ${along.toLowerCase()}` : hero.name;
    const verb = along || hero.pl ? 'brachten' : 'bracht';
    return breakfast[2]
      ? `'s ${capital(breakfast[2].toLowerCase())} ${verb} ${subject} ${who} ontbijt op bed.`
      : `${subject} ${verb} ${who} ontbijt op bed.`;
  }
  // A disappointment (`hij was zo sip`): how the child was.
  const sad =
    /^(?:en )?(?:ze|zij|hij) (?:was|werd) ((?:zo|heel|erg|echt|een beetje|best) )?(sip|teleurgesteld|beteuterd)$/iu.exec(
      text,
    );
  if (sad?.[2])
    return `${hero.name} ${v(hero, 'was', 'waren')} ${(sad[1] ?? '').toLowerCase()}${sad[2].toLowerCase()}.`;
  const closed = CLOSED.exec(text);
  if (closed?.[1] && closed[2]) {
    const reason = closed[5]?.toLowerCase();
    // The reason with the parent's own article (`ivm een storing`: never `de storing`, told for the first time);
    // none typed, a thing that happens once takes `een` (`ivm storing`), a state none (`ivm onderhoud`).
    const article = closed[4]?.toLowerCase() ?? (/(?:ing|age)$/u.test(reason ?? '') ? 'een ' : '');
    const why = !reason
      ? ''
      : reason === 'verbouwing'
        ? `, want ${closed[1] === 'het' ? 'het' : 'die'} werd verbouwd`
        : ` vanwege ${article}${reason}`;
    return `${hero.name} ${v(hero, 'zou', 'zouden')} naar ${closed[1]} ${closed[2]} gaan, maar ${closed[1] === 'het' ? 'dat' : 'die'} was ${closed[3]}${why}.`;
  }
  const mood = FIRST_MOOD.exec(text);
  const then =
    mood?.[3] && STATES.has(mood[2]?.toLowerCase() ?? '') ? again(raw.replace(/^.*?\bmaar\s+/iu, '')) : undefined;
  if (mood?.[1] && then)
    return `Eerst ${v(hero, 'was', 'waren')} ${hero.name} ${mood[1].toLowerCase()}, maar ${withPronoun(then, hero).replace(/^('s )?(\p{Lu})(?=\p{Ll})/u, (_, s: string | undefined, letter: string) => `${s ?? ''}${letter.toLowerCase()}`)}`;
  const lulled = LULLED.exec(text);
  if (lulled?.[2]) {
    const songs = lulled[3]
      ? `, en er ${lulled[3].startsWith('een') ? 'werd' : 'werden'} ${lulled[3].toLowerCase()} voor ${hero.hem} gezongen`
      : '';
    const asleep = / tot /iu.test(text) ? `, tot ${hero.hij} sliep` : '';
    return `${hero.name} ${v(hero, 'werd', 'werden')} ${(lulled[1] ?? '').toLowerCase()}${lulled[2].toLowerCase()}${songs}${asleep}.`;
  }
  // Games on the square and which ones, in one clause (`spelletjes op het plein, koekhappen en zaklopen`).
  const played = /^(.+ spelletjes gedaan .+?),\s*(\p{L}+(?:(?:, | en )\p{L}+){0,2})$/u.exec(text);

  const games = played?.[2]?.split(/, | en /u) ?? [];
  const first = played?.[1] && games.every((game) => GAMES.has(game)) ? again(raw.replace(/,[^,]*$/u, '')) : undefined;
  if (first?.endsWith('.')) return `${first.slice(0, -1)}: ${pack(games)}.`;
  const dressed = DRESSED.exec(text);
  if (dressed?.[2]) {
    const on = dressed[3] ? `, met ${dressed[3].toLowerCase()} op` : '';
    return `${hero.name} ${v(hero, 'was', 'waren')} ${(dressed[1] ?? '').toLowerCase()}in het ${dressed[2].toLowerCase()}${on}.`;
  }
  return undefined;
}

/** Typed pastimes with a separable verb (`vlieger oplaten op de dijk`): its past and its particle. */
const SEPARABLE: Record<string, readonly [string, string, string]> = {
  oplaten: ['liet', 'lieten', 'op'],
  uitlaten: ['liet', 'lieten', 'uit'],
  opruimen: ['ruimde', 'ruimden', 'op'],
  ophalen: ['haalde', 'haalden', 'op'],
  opzetten: ['zette', 'zetten', 'op'],
  uitblazen: ['blies', 'bliezen', 'uit'],
};

/** A typed pastime with a separable verb, and where (`vlieger oplaten op de dijk`: `Op de dijk liet … op.`). */
function separable(text: string, hero: R): string | undefined {
  const found = /^((?:de |het |een )?\p{L}+) (\p{L}+en)(?: ((?:op|in|aan|bij|langs|over) (?:de|het) \p{L}+))?$/iu.exec(
    text,
  );
  const verb = SEPARABLE[found?.[2]?.toLowerCase() ?? ''];
  if (!found?.[1] || !verb) return undefined;
  const thing = found[1].toLowerCase();
  const what = /^(de|het|een) /u.test(thing)
    ? thing
    : /^(hond|hondje|honden)$/u.test(thing)
      ? `de ${thing}`
      : /(en|s)$/u.test(thing)
        ? thing
        : `een ${thing}`;
  const past = hero.pl ? verb[1] : verb[0];
  return found[3]
    ? `${capital(found[3].toLowerCase())} ${past} ${hero.name} ${what} ${verb[2]}.`
    : `${hero.name} ${past} ${what} ${verb[2]}.`;
}

/** How the child held themself while it happened (`met zn handen op zn oren`): said after what happened. */
const MANNER =
  /^(.+?),? (met (?:zn|zijn|haar|d'r|dr) \p{L}+ (?:op|voor|in|over|om|achter) (?:zn|zijn|haar|d'r|dr) \p{L}+)$/iu;

/** Participles of what an animal or another child does to the child (`gestoken door een wesp`). */
const SUFFERED = wordSet('gestoken gebeten gekrabd gekrabt geduwd omgeduwd geschopt geslagen geknepen gepikt');

/** What a pet did to the child, in the past (`poes heeft m gekrabd`). */
const PET_DID: Record<string, string> = { gekrabd: 'krabde', gekrabt: 'krabde', gebeten: 'beet', gepikt: 'pikte' };

/**
 * A pet that scratched or bit the child, and what the child did to it first (`poes heeft m gekrabd toen hij aan haar
 * staart trok`): the pet did it, never the child, and the child's tug comes first, as its cause.
 */
function petHurt(raw: string, hero: R): string | undefined {
  const found =
    /^(?:en |toen |daarna )?(?:(?:de|het|onze|ons) )?(poes|poesje|kat|katje|hond|hondje|konijn|konijntje|hamster|cavia|kip|haan|geit|pony)(?: van (?:de buren|de buurvrouw|de buurman|oma|opa))? (?:heeft|had) (m|hem|haar|d'r|dr) (gekrabd|gekrabt|gebeten|gepikt)((?: in (?:zn|z'n|zijn|haar|d'r|dr) (?:hand|handje|arm|vinger|wang|been|gezicht))?)(?:,? (?:\| )?toen (?:ie|hij|ze|zij) (aan|in) (haar|zn|z'n|zijn|d'r|dr) (staart|oren|oor|snorharen|snor|poot|pootje|vacht|kop|oortjes) (trok|kneep))?$/iu.exec(
      raw.trim(),
    );
  if (!found?.[1] || !found[2] || !found[3]) return undefined;
  if (/^(?:haar|d'r|dr)$/iu.test(found[2]) !== (hero.hem === 'haar')) return undefined;
  const kind = found[1].toLowerCase();
  const pet = `${/^(?:poesje|katje|hondje|konijn|konijntje|paard)$/u.test(kind) ? 'het' : 'de'} ${kind}`;
  const where = (found[4] ?? '')
    .toLowerCase()
    .replace(/(?<![\p{L}'])(?:zn|z'n|zijn|haar|d'r|dr)(?![\p{L}'])/gu, hero.zijn);
  const did = `${PET_DID[found[3].toLowerCase()] ?? 'krabde'} ${pet}`;
  if (found[5] && found[6] && found[7] && found[8]) {
    const its = /^(?:zn|z'n|zijn)$/iu.test(found[6]) ? 'zijn' : 'haar';
    return `${hero.name} ${found[8].toLowerCase()} ${pet} ${found[5].toLowerCase()} ${its} ${found[7].toLowerCase()}, en toen ${did} ${hero.hem}${where}.`;
  }
  return `${capital(did.split(' ').slice(1).join(' '))} ${did.split(' ')[0]} ${hero.name}${where}.`;
}

/** Done to the child (`in zn vinger gestoken door een wesp`): the child undergoes it, never does it. */
function suffered(raw: string, hero: R): string | undefined {
  const done =
    /^((?:toen|daarna|opeens|ineens|en) )?(?:(?:is|werd|was) (?:ie|hij|ze|zij) |(?:ie|hij|ze|zij) (?:is|werd|was) )?((?:in|op|aan|bij|tegen) (?:\p{Ll}+ ){1,3}?)?(\p{Ll}+) door ((?:de|een|het|twee|drie|zn|z'n|zijn|haar|d'r) (?:\p{Ll}+ )?\p{Ll}+)$/iu.exec(
      clean(raw).trim(),
    );
  if (!done?.[3] || !SUFFERED.has(done[3].toLowerCase())) return undefined;
  const mine = (text: string) =>
    text.toLowerCase().replace(/(?<![\p{L}'])(?:zn|z'n|zijn|haar|d'r|dr)(?![\p{L}])/gu, hero.zijn);
  const lead = done[1] && done[1].trim().toLowerCase() !== 'en' ? `${capital(done[1].trim().toLowerCase())} ` : '';
  const aux = hero.pl ? 'werden' : 'werd';
  const where = mine(done[2] ?? '');
  return lead
    ? `${lead}${aux} ${hero.name} door ${mine(done[4] ?? '')} ${where}${done[3].toLowerCase()}.`
    : `${hero.name} ${aux} door ${mine(done[4] ?? '')} ${where}${done[3].toLowerCase()}.`;
}

/**
 * Someone else who said sorry first and gave the thing back (`lotte zei als eerste sorry en gaf hem de beker`): the
 * one named did both, and `hem` or `haar` is the hero.
 */
function sorryFirst(raw: string, given: RetellContext): string | undefined {
  const hero = given.hero as R;
  // (The verb first after `toen`, and a hug for the child: `toen zei lotte sorry en gaf ze hem een knuffel`.)
  const hug = new RegExp(
    `^(?:en )?(toen |daarna )?zei ((?:(?:${FAMILY}) )?\\p{L}+) (?:sorry|excuus)(?: \\| |,? en )(?:toen )?gaf (?:ze|zij|hij|ie) (?:hem|haar|m) (?:een )?((?:dikke |grote )?(?:knuffel|kus|kusje|knuffeltje|dikke knuffel))$`,
    'iu',
  ).exec(clean(raw).trim());
  const hugger = hug?.[2]?.toLowerCase().split(' ');
  const hugName = given.names.find((one) => one.toLowerCase() === hugger?.at(-1));
  if (hug?.[3] && hugger && hugName) {
    const who = [...hugger.slice(0, -1), hugName].join(' ');
    const front = hug[1] ? `${capital(hug[1].trim().toLowerCase())} zei ${who}` : `${capital(who)} zei`;
    return `${front} sorry en gaf ${hero.name} een ${hug[3].toLowerCase()}.`;
  }
  const said = new RegExp(
    `^(?:en |toen |daarna )?((?:(?:${FAMILY}) )?\\p{L}+) zei (als eerste |eerst |meteen |zelf |gelijk )?(?:sorry|excuus)(?:(?: \\| |,? en )(?:toen )?gaf (?:hem_|hem|haar|m)(?: (de|het|t|zijn|zn|haar) ((?:\\p{L}+ )?\\p{L}+))?( terug)?)?$`,
    'iu',
  ).exec(clean(raw).trim());
  if (!said?.[1]) return undefined;
  const words = said[1].toLowerCase().split(' ');
  const name = given.names.find((one) => one.toLowerCase() === words.at(-1));
  if (!name) return undefined;
  const who = capital([...words.slice(0, -1), name].join(' '));
  const first = (said[2] ?? '').trim().toLowerCase();
  const head = `${who} zei ${first ? `${first} ` : ''}sorry`;
  // (What was given back, said as `m`: the thing just taken, `gaf m terug`.)
  if (!said[4]) return said[5] ? `${head} en gaf hem terug.` : `${head}.`;
  const the = ({ t: 'de', zn: 'zijn', het: 'de' } as Record<string, string>)[said[3]?.toLowerCase() ?? ''];
  const own = the ?? said[3]?.toLowerCase();
  return `${head} en gaf ${hero.name} ${own === 'het' ? 'het' : own} ${said[4].toLowerCase()}${said[5] ?? ''}.`;
}

/** Picked up at an hour without saying by whom (`om 3 uur opgehaald`): it was done to the hero. */
function fetchedAt(raw: string, given: RetellContext): string | undefined {
  const hero = given.hero as R;
  const at =
    /^(?:en |toen |daarna )?((?:om|rond|tegen|na) )(\d{1,2}|\p{L}+|half \p{L}+)(?: ?uur| ?u) (opgehaald|afgehaald)$/iu.exec(
      clean(raw).replace(/_/gu, ' ').trim(),
    );
  const by = byWhom(raw, hero, given);
  if (by) return by;
  if (!at?.[1] || !at[2]) return undefined;
  const hour = `${/^\d+$/u.test(at[2]) ? numberWord(at[2]) : at[2].toLowerCase()} uur`;
  return `${capital(at[1].toLowerCase())}${hour} ${hero.pl ? 'werden' : 'werd'} ${hero.name} ${at[3]?.toLowerCase()}.`;
}

/**
 * Where the child did something, said before a bare infinitive (`in de plassen stampen`, `op de trampoline springen`):
 * the hero did it there.
 */
function whereDone(raw: string, given: RetellContext): string | undefined {
  const hero = given.hero as R;
  const where =
    /^(?:(?:en|toen|daarna|lekker|nog) )*((?:in|op|door|over|onder|langs|naar) (?:de|het|t) \p{L}{3,}(?: \p{L}{3,})?) (\p{L}{4,}en)$/iu.exec(
      clean(raw).trim(),
    );
  const done = DOING[where?.[2]?.toLowerCase() ?? ''];
  if (!where?.[1] || !done) return undefined;
  if (/ (?:en|met|van)$/u.test(where[1])) return undefined;
  return `${hero.name} ${done[hero.pl ? 1 : 0].replace(/_/gu, ' ')} ${where[1].toLowerCase().replace(/ t /u, ' het ')}.`;
}

const WHAT_WEATHER: Record<string, string> = {
  storm: 'was er een flinke storm',
  onweer: 'was er een flink onweer',
  regen: 'regende het hard',
  wind: 'waaide het hard',
  sneeuw: 'sneeuwde het',
  hitte: 'was het heel warm',
  hondenweer: 'was het echt hondenweer',
};

/**
 * The day, the night's weather or the child's feeling said bare (`lange dag`, `wat een storm vannacht`, `ze was er zo
 * verdrietig om`, `alles ging goed, geen traantje vandaag`): told as what it was.
 */
function whatADay(raw: string, given: RetellContext): string | undefined {
  const hero = given.hero as R;
  const text = clean(raw).replace(/_/gu, ' ').trim();
  // (Or the day of the week, and what the weather made of it: `regenachtige zondag dus naar de binnenspeeltuin`.)
  // (And said softer or stronger, where and with a `hoor`: `heerlijk rustig dagje thuis`, `drukke dag hoor`; a small
  // day, `dagje`, keeps its word bare.)
  const day =
    /^(?:wat een |echt een |een )?((?:heerlijk|lekker|echt|super|best|heel|erg|zo) )?(lange|drukke|fijne|leuke|gezellige|heerlijke|rustige|zware|mooie|zonnige|spannende|regenachtige|natte|koude|grijze|winderige|warme|luie|slechte|onrustige|korte|woelige|gebroken|rustig|druk|fijn|leuk|gezellig|heerlijk|mooi|zonnig|spannend|lui|warm|koud) (dag|dagje|ochtend|ochtendje|middag|middagje|nacht|nachtje|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag)( thuis| buiten)?(?: hoor| zeg| joh)?(?:,? dus (.+))?$/iu.exec(
      text,
    );
  const fits = day?.[2] && day[3] && /e$/iu.test(day[2]) !== /je$/iu.test(day[3]);
  const was =
    fits && day?.[2] && day[3]
      ? `Het was een ${(day[1] ?? '').toLowerCase()}${day[2].toLowerCase()} ${day[3].toLowerCase()}${(day[4] ?? '').toLowerCase()}`
      : undefined;
  if (was && !day?.[5]) return `${was}.`;
  if (was && day?.[5]) {
    const so = retell(day[5], given);
    const turned = so?.startsWith(`${hero.name} `)
      ? so.replace(/^(\S+) (\S+)/u, (_, who: string, verb: string) => `${verb} ${who}`)
      : undefined;
    return turned ? `${was}, dus ${turned}` : undefined;
  }
  const weather = /^wat een (storm|onweer|regen|wind|sneeuw|hitte|hondenweer) (vannacht|'s nachts)$/iu.exec(text);
  const what = WHAT_WEATHER[weather?.[1]?.toLowerCase() ?? ''];
  if (weather && what) {
    // (By day, `wat een storm vandaag`, the exclamation is told as it is elsewhere.)
    return `'s Nachts ${what}.`;
  }
  const felt =
    /^(?:ze|zij|hij|ie) (was|werd) er (?:(zo|heel|erg|echt|best|een beetje) )?(verdrietig|boos|blij|bang|trots|teleurgesteld|verbaasd|stil) (om|van|over)$/iu.exec(
      text,
    );
  if (felt?.[1] && felt[3] && felt[4]) {
    const verb = felt[1].toLowerCase() === 'was' ? (hero.pl ? 'waren' : 'was') : hero.pl ? 'werden' : 'werd';
    return `${hero.name} ${verb} er ${felt[2] ? `${felt[2].toLowerCase()} ` : ''}${felt[3].toLowerCase()} ${felt[4].toLowerCase()}.`;
  }
  // A plea or a cheer called out, said without its quotes (`riep nog 5 minuutjes`): the child's own words.
  const called =
    /^(?:en |toen )?(?:(?:ze|zij|hij|ie) )?(riep|zei) (nog (?:\d+|een|één|twee|drie|vier|vijf|tien) (?:minuutjes|minuten|minuutje|keer|keertje|boekje|boekjes|liedje)|nog even|nog één keer|nog een keer|nog één keertje|nog een keertje|jippie|hoera)$/iu.exec(
      text,
    );
  if (called?.[1] && called[2])
    return `${hero.name} ${called[1].toLowerCase()}: “${capital(numbers(called[2].toLowerCase()))}!”`;
  // Someone away coming home on a day to come (`vrijdag komt papa weer thuis`): what would be.
  const home =
    /^(maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|morgen|overmorgen|straks|volgende week) (komt|komen) (papa|mama|opa|oma|opa en oma|oma en opa) (weer |eindelijk )?(thuis|terug)$/iu.exec(
      raw.replace(/[!.]+$/u, '').trim(),
    );
  if (home?.[1] && home[3])
    return `${capital(home[1].toLowerCase())} ${home[2]?.toLowerCase() === 'komen' ? 'zouden' : 'zou'} ${home[3].toLowerCase()} ${(home[4] ?? '').toLowerCase()}${home[5]?.toLowerCase() === 'thuis' ? 'thuiskomen' : 'terugkomen'}.`;
  // Read to by a grown-up, said as the pastime (`voorlezen met mama`): the grown-up read to the child.
  const readTo =
    /^(?:en )?(?:voorlezen|voorgelezen|boekjes voorlezen) (?:met|door|bij) (papa|mama|opa|oma|de juf|juf)$/iu.exec(
      text,
    );
  if (readTo?.[1]) return `${capital(readTo[1].toLowerCase())} las ${hero.name} voor.`;
  // Many visitors at home (`hele visite over de vloer`): there were.
  if (/^(?:en )?(?:de |een )?(?:hele|veel|heel veel) (?:visite|bezoek) over de vloer$/iu.test(text))
    return 'Er was veel visite over de vloer.';
  // It went better than feared, as the child said (`viel mee zei ze`): her own words.
  const better =
    /^(?:het |t )?(?:viel|valt) (best |wel |reuze |toch |heel erg |erg )?mee(?:,? zei (?:ze|zij|hij|ie))?$/iu.exec(
      text,
    );
  if (better)
    return /zei/iu.test(text)
      ? `${hero.name} zei: “Het viel ${(better[1] ?? '').toLowerCase()}mee.”`
      : `Het viel ${(better[1] ?? '').toLowerCase()}mee.`;
  const fine = /^alles ging (goed|prima|super|fijn),? (?:en )?geen (traantje|traan|tranen|gehuil)(?: vandaag)?$/iu.exec(
    text,
  );
  if (fine?.[1]) return `Alles ging ${fine[1].toLowerCase()}, en er was geen traantje.`;
  return undefined;
}

const ONE_THING =
  'springkussen|poppenkast|clown|goochelaar|trampoline|glijbaan|pinata|piñata|zwembadje|schatkist|speurtocht|taart|verjaardagstaart|disco|kinderdisco';
const MANY_THINGS =
  'ballonnen|slingers|cadeautjes|zeepbellen|ijsjes|chips|poffertjes|pannenkoeken|spelletjes|muffins|cupcakes';
const THING_THERE = `(?:een )?(${ONE_THING}|${MANY_THINGS}|limonade|ranja|ijs|schmink|muziek)((?: met \\p{L}+(?: en \\p{L}+)?)?(?: (?:in|op|bij|aan) (?:de|het|t) \\p{L}{3,})?)`;

/**
 * What there was at a party, said without a verb (`springkussen in de tuin en taart met smarties`): `er was` or `er
 * waren` each thing, where the parent put it and what was on it.
 */
function partyThings(raw: string): string | undefined {
  const things = new RegExp(`^${THING_THERE}(?:,? en ${THING_THERE})?$`, 'iu').exec(clean(raw).trim());
  // (A lone thing said bare is a typed pastime, `draaimolen`: only a place, a topping or a second thing makes it a list.)
  if (!things?.[1] || (!things[2] && !things[3])) return undefined;
  const there = (thing: string, rest = '') => {
    const word = thing.toLowerCase();
    const many = new RegExp(`^(?:${MANY_THINGS})$`, 'u').test(word);
    const one = new RegExp(`^(?:${ONE_THING})$`, 'u').test(word) && !/taart$/u.test(word) ? 'een ' : '';
    return `er ${many ? 'waren' : 'was'} ${one}${word}${rest.toLowerCase().replace(/ t (?=\p{L})/u, ' het ')}`;
  };
  const first = there(things[1], things[2]);
  const then = things[3] ? there(things[3], things[4]) : '';
  // (Two things of one number with nothing more said share their `er was`: `Er waren ballonnen en slingers.`)
  const shared = then && !things[2] && first.split(' ')[1] === then.split(' ')[1];
  const second = !then ? '' : shared ? ` en ${then.split(' ').slice(2).join(' ')}` : `, en ${then}`;
  return `${capital(first)}${second}.`;
}

/**
 * Someone's party said without a verb (`partijtje van neefje joep, hij werd 4`, typed `verjaardag joep`): the hero went
 * to it, and whose birthday it was, with the age they turned.
 */
function partyOf(raw: string, given: RetellContext): string | undefined {
  const hero = given.hero as R;
  const party =
    /^(?:(vandaag|vanmiddag|smiddags|'s_middags|zaterdag|zondag|woensdag) )?(naar (?:het |de |een )?)?(partijtje|feestje|kinderfeestje|verjaardagsfeestje|verjaardag) (?:van )?(?:(zijn|zn|z'n|haar|dr|d'r) )?(?:(neefje|nichtje|vriendje|vriendinnetje|buurjongen|buurmeisje|broertje|zusje|neef|nicht|opa|oma|tante|oom|juf) )?(\p{L}{3,})(?:(?:,| \|)? (?:hij|ze|zij|die) (?:werd|wordt|is) (\d{1,2}|\p{L}+)(?: jaar)?(?: geworden)?|(?:,| \|)? (\d{1,2}|\p{L}+) jaar (?:oud )?geworden)?$/iu.exec(
      clean(raw).trim(),
    );
  if (!party?.[3] || !party[6]) return undefined;
  // (The age said bare after the name, `partijtje van isa, 4 jaar geworden`, is hers as well.)
  const [, when, to, kind = '', own, kin, name = '', said, bare] = party;
  const age = said ?? bare;
  if (STOP.has(name.toLowerCase()) || isFood(name.toLowerCase()) || /^(?:geweest|gegaan|thuis|in|bij)$/iu.test(name))
    return undefined;
  if (age && !/^(?:\d{1,2}|één|een|twee|drie|vier|vijf|zes|zeven|acht|negen|tien)$/iu.test(age)) return undefined;
  const the = /^verjaardag$/iu.test(kind) ? 'de' : 'het';
  const whose = own ? `${hero.zijn} ` : '';
  const family = new RegExp(`^(?:${FAMILY}|juf|meester|buurvrouw|buurman)$`, 'iu').test(name);
  if (family && kin) return undefined;
  const person = `${whose}${kin ? `${kin.toLowerCase()} ` : ''}${family ? name.toLowerCase() : capital(name.toLowerCase())}`;
  const lead = when
    ? `${capitalized(when.toLowerCase().replace(/^smiddags$|^'s_middags$/u, "'s middags"))} ${hero.pl ? 'gingen' : 'ging'} ${hero.name}`
    : `${hero.name} ${hero.pl ? 'gingen' : 'ging'}`;
  const turned = age
    ? `, die ${/^\d+$/u.test(age) ? numberWord(age) : age.toLowerCase().replace(/^een$/u, 'één')} werd`
    : '';
  // (A birthday said bare may be at home: `verjaardag van zijn vriendje daan` is whose day it was.)
  if (!to && !when && /^verjaardag$/iu.test(kind)) return `Het was de verjaardag van ${person}${turned}.`;
  return `${lead} naar ${the} ${kind.toLowerCase()} van ${person}${turned}.`;
}

/**
 * Fetched or brought by a grown-up, said in the passive (`om 4 uur opgehaald door oma, met oma naar de bakker`): the
 * grown-up did it, the hero was fetched; what came next in the same breath is told after it.
 */
function byWhom(raw: string, hero: R, given: RetellContext): string | undefined {
  const by = new RegExp(
    `^(?:en |toen |daarna )?(?:((?:om|rond|tegen|na) )(\\d{1,2}|\\p{L}+|half \\p{L}+)(?: ?uur| ?u) )?(opgehaald|afgehaald|weggebracht|gebracht) door (${FAMILY}|juf|meester|de buurvrouw|de buurman|de oppas)( \\p{L}+)?(?:,? (.+))?$`,
    'iu',
  ).exec(clean(raw).replace(/_/gu, ' ').trim());
  if (!by?.[3] || !by[4]) return undefined;
  const [, at, hour, done = '', who = '', name, rest] = by;
  const nameWord = name && !/^(?:en|met|naar|en|toen|daarna)$/iu.test(name.trim()) ? capital(name.trim()) : undefined;
  if (name && !nameWord) return undefined;
  const person = `${who.toLowerCase()}${nameWord ? ` ${nameWord}` : ''}`;
  const verb = /^(?:op|af)gehaald$/iu.test(done)
    ? `haalde ${hero.name} ${done.slice(0, 2).toLowerCase()}`
    : `bracht ${hero.name}${/^weg/iu.test(done) ? ' weg' : ''}`;
  const first =
    at && hour
      ? `${capital(at.toLowerCase())}${/^\d+$/u.test(hour) ? numberWord(hour) : hour.toLowerCase()} uur ${verb.replace(/^(\p{L}+) /u, `$1 ${person} `)}.`
      : `${capital(person)} ${verb}.`;
  if (!rest) return first;
  const next = nl.retell(rest, given);
  if (!next) return undefined;
  const then = next.replace(new RegExp(`^${hero.name}(?![\\p{L}])`, 'u'), hero.hij);
  if (then === next) return undefined;
  return `${first.slice(0, -1)}, en ${then}`;
}

/**
 * A bath and then what came after it, under one verb at the end (`thuis in bad en na het eten nog een boekje gelezen
 * met papa`): the hero went in the bath, and the verb is only the second deed's.
 */
function bathThen(raw: string, given: RetellContext): string | undefined {
  const hero = given.hero as R;
  const bath =
    /^(?:en )?((?:thuis|daarna|toen|eerst|savonds|'s avonds) )?(in (?:bad|het bad|de douche)|onder de douche) en (.+)$/iu.exec(
      clean(raw).trim(),
    );
  if (!bath?.[2] || !bath[3]) return undefined;
  const rest = retell(bath[3], { ...given, afterHero: false });
  if (!rest?.includes(hero.name)) return undefined;
  const lead = bath[1]
    ? bath[1]
        .trim()
        .toLowerCase()
        .replace(/^savonds$/u, "'s avonds")
    : '';
  const went = lead
    ? `${capital(lead)} ${hero.pl ? 'gingen' : 'ging'} ${hero.name} ${bath[2].toLowerCase()}`
    : `${hero.name} ${hero.pl ? 'gingen' : 'ging'} ${bath[2].toLowerCase()}`;
  const then = rest
    .replace(new RegExp(`(?<![\\p{L}])${hero.name}(?![\\p{L}])`, 'u'), hero.hij)
    .replace(/^('s )?(\p{Lu})/u, (_, s: string | undefined, letter: string) => `${s ?? ''}${letter.toLowerCase()}`);
  return `${went}, en ${then}`;
}

/** A friend who came to play, and with what (`toen kwam vriendje mees spelen, samen met de duplo trein`). */
function cameToPlayWith(raw: string, given: RetellContext): string | undefined {
  const came =
    /^(.*?\b(?:kwam|kwamen)(?: \p{L}+){0,3} spelen),? samen met (de|het|zijn|zn|haar) (\p{L}+(?: \p{L}+)?)$/iu.exec(
      clean(raw).trim(),
    );
  if (!came?.[1] || !came[3]) return undefined;
  const head = nl.retell(came[1], given);
  if (!head?.endsWith('.')) return undefined;
  const the = came[2]?.toLowerCase() === 'zn' ? 'zijn' : came[2]?.toLowerCase();
  return `${head.slice(0, -1)}, en ze speelden samen met ${the} ${came[3].toLowerCase()}.`;
}

/** A meal said by its hour and food alone (`om 7 uur boterham met hagelslag`): the hero ate it then. */
function mealAt(raw: string, given: RetellContext): string | undefined {
  const hero = given.hero as R;
  const [said = '', ...more] = raw.split(PAIR);
  const rest = more.join(PAIR);
  const meal =
    /^(?:eerst |toen )?(om|rond|tegen) (\p{L}+) uur ((?:een )?(?:boterham|broodje|beschuit|cracker|krentenbol|pannenkoek|tosti|croissant|yoghurt|pap|brinta|ontbijtkoek)\p{L}*(?: met \p{L}+(?: en \p{L}+)?)?)$/iu.exec(
      clean(said).replace(/_/gu, ' ').trim(),
    );
  // (By the part of the day instead of the hour: `vanochtend een croissantje bij de bakker`, `s ochtends een boterham
  // met pindakaas`.)
  const part =
    /^(?:en )?(?:(?:eerst|toen) )?(vanochtend|vanmorgen|'s_ochtends|'s_morgens|vanmiddag|'s_middags|vanavond|'s_avonds|bij het ontbijt|als ontbijt|als lunch|als avondeten|avondeten|bij het avondeten|eerst) ((?:een |twee |drie )?(?:boterham|broodje|beschuit|cracker|krentenbol|pannenkoek|poffertje|tosti|croissant|yoghurt|pap|brinta|ontbijtkoek|eitje|ei|frietje|patatje|ijsje|soep|spaghetti|macaroni|pizza)\p{L}*(?: met \p{L}+(?: en \p{L}+)?)?)((?: (?:bij|in|op|aan) (?:de|het|t) \p{L}{3,})?)$/iu.exec(
      clean(said).trim(),
    );
  // (All of it eaten, said after: `avondeten pannenkoeken met stroop, alles op`.)
  const allUp = /^(?:en )?(?:alles|helemaal|het hele bord|bord) (?:op|leeg|opgegeten)$/iu.test(clean(rest).trim());
  if (part?.[1] && part[2]) {
    const when = part[1]
      .toLowerCase()
      .replace(/_/gu, ' ')
      .replace(/^vanochtend$|^vanmorgen$|^'s morgens$/u, "'s ochtends")
      .replace(/^vanmiddag$/u, "'s middags")
      .replace(/^vanavond$|^(?:als |bij het )?avondeten$/u, "'s avonds");
    const food = part[2].toLowerCase();
    const one = /^(?:een |twee |drie |yoghurt|pap|brinta|soep|spaghetti|macaroni)|^\p{L}+(?:en|s)\b/u.test(food)
      ? food
      : `een ${food}`;
    const ate = `${capitalized(when)} ${hero.pl ? 'aten' : 'at'} ${hero.name} ${one}${(part[3] ?? '').toLowerCase().replace(/ t /u, ' het ')}`;
    if (!rest) return `${ate}.`;
    if (allUp) return `${ate}, en ${hero.hij} ${hero.pl ? 'aten' : 'at'} alles op.`;
    // (What came next, said in the same breath: `eerst pap met banaan, toen met papa naar zwemles`.)
    if (!/^(?:en )?(?:toen|daarna|dan|later)\b/iu.test(clean(rest).trim())) return undefined;
    const next = nl.retell(rest, given);
    return next
      ? `${ate}. ${next.replace(new RegExp(`(?<=^\\S+ \\S+ )${hero.name}(?![\\p{L}])`, 'u'), hero.hij)}`
      : undefined;
  }
  if (!meal?.[1] || !meal[2] || !meal[3]) return undefined;
  const food = meal[3].toLowerCase();
  const one = /^(?:een |yoghurt|pap|brinta)|^\p{L}+(?:en|s)\b/u.test(food) ? food : `een ${food}`;
  const ate = `${capital(meal[1].toLowerCase())} ${meal[2].toLowerCase()} uur ${hero.pl ? 'aten' : 'at'} ${hero.name} ${one}.`;
  // (What came next, said in the same breath: `om 7 uur boterham met hagelslag, daarna naar het kdv`.)
  const next = rest ? nl.retell(rest, given) : undefined;
  return next ? `${ate} ${next.replace(new RegExp(`(?<=^\\S+ \\S+ )${hero.name}(?![\\p{L}])`, 'u'), hero.hij)}` : ate;
}

/**
 * What the weather did, then what the child did because of it (`toen het zo hard waaide tegen het raam dus bij ons in
 * bed geslapen`): the deed, `want` the weather in a main clause's order.
 */
/** How white the world was of frost or snow (`alles was wit van de rijp`, `de tuin helemaal wit vd sneeuw`). */
const WHITE_WITH =
  /^(?:en )?(?:buiten )?(alles|de tuin|het gras|de wei|het bos|de straat|de auto|de bomen|het hele bos|de hele tuin)(?: (was|waren|lag|lagen))? ((?:helemaal |heel |zo |super |echt )?(?:wit|wit bevroren|bevroren)) (?:van|door) (?:de|het) (rijp|sneeuw|vorst|ijzel|ijs)$/iu;

function whiteWith(raw: string): string | undefined {
  const white = WHITE_WITH.exec(
    clean(raw)
      .replace(/_/gu, ' ')
      .replace(/\bvd\b/gu, 'van de')
      .trim(),
  );
  if (!white?.[1] || !white[3] || !white[4]) return undefined;
  const what = white[1].toLowerCase();
  const was = white[2]?.toLowerCase() ?? (/^de bomen$/u.test(what) ? 'waren' : 'was');
  return `${capital(what)} ${was} ${white[3].toLowerCase().replace(/\bsuper\b/u, 'helemaal')} van de ${white[4].toLowerCase()}.`;
}

/**
 * A kiss or a hug from a grown-up said bare, and where (`thuis nog een kusje van papa erop`): the grown-up gave it to
 * the hero (`Thuis gaf papa er nog een kusje op.`).
 */
const KISS_FROM =
  /^(?:en )?((?:thuis|daarna|toen|later|'s_avonds|'s_middags) )?((?:nog )?(?:een )?(?:dikke |lieve |grote )?(?:kusje|kus|knuffel|dikke knuffel|knuffeltje))(?: van) (papa|mama|opa|oma|juf|meester|tante|oom|pap|mam)( (?!erop\b|erbij\b|op\b)\p{L}+)?(?: (erop|erbij|op zijn \p{L}+|op haar \p{L}+|op zn \p{L}+))?$/iu;

function kissFrom(raw: string, given: RetellContext): string | undefined {
  // (Then all was well again, said after it: `…, en toen was het weer over`.)
  const over = /^(.+?)(?: \| | en )(?:en )?toen (?:was|is) (?:het|t) (?:weer |al )?(over|goed|voorbij)$/iu.exec(
    raw.trim(),
  );
  if (over?.[1] && over[2]) {
    const kissed = kissFrom(over[1], given);
    if (kissed) return `${kissed.slice(0, -1)}, en toen was het weer ${over[2].toLowerCase()}.`;
  }
  const kiss = KISS_FROM.exec(clean(raw).trim());
  if (!kiss?.[2] || !kiss[3]) return undefined;
  const hero = given.hero as R;
  const who = `${kiss[3].toLowerCase().replace(/^pap$/u, 'papa').replace(/^mam$/u, 'mama')}${kiss[4] ? ` ${capital(kiss[4].trim())}` : ''}`;
  if (/^(juf|meester)$/u.test(who)) return undefined;
  const front = kiss[1]?.trim().replace(/_/gu, ' ');
  const what = /\been\b/u.test(kiss[2]) ? kiss[2].toLowerCase() : kiss[2].toLowerCase().replace(/^(nog )?/u, '$1een ');
  const where = kiss[5]?.toLowerCase().replace(/\bzn\b/u, 'zijn');
  const deed =
    where === 'erop'
      ? `gaf ${who} er ${what} op`
      : where === 'erbij'
        ? `gaf ${who} ${hero.name} er ${what} bij`
        : `gaf ${who} ${hero.name} ${what}${where ? ` ${where.replace(/^op (zijn|haar) /u, `op ${hero.zijn} `)}` : ''}`;
  const [verb, ...rest] = deed.split(' ');
  return front
    ? `${capital(front)} ${verb} ${rest.join(' ')}.`
    : `${capital(rest[0] ?? '')} ${verb} ${rest.slice(1).join(' ')}.`;
}

/**
 * The baby held, fed or bathed by the child (`mocht ze haar voor het eerst zelf vasthouden`): `haar` or `hem` is the
 * little sister or brother the day names, never the child.
 */
const HELD_BABY =
  /^(?:en )?((?:vandaag|toen|daarna|vanochtend|vanmiddag|vanavond|'s_middags|'s_ochtends|'s_avonds|thuis) )?mocht (?:ze|zij|hij|ie) (haar|hem) ((?:(?:voor het eerst|ook|even|eventjes|ff|zelf|helemaal zelf|heel even) )*)(vasthouden|vast houden|op schoot houden|op schoot nemen|de fles geven|een flesje geven|in bad doen|knuffelen|een kusje geven)((?: (?:op|in|bij) (?:de|het|t|zn|zijn|haar|mn|mijn) \p{L}+)?(?: (?:met|samen met) (?:papa|mama|opa|oma))?)(?:, ((?:heel |zo |super )?(?:voorzichtig|zachtjes|lief|trots)(?: met [^,]+)?))?$/iu;

/** Stroked softly, the baby said by `haar` or `zijn` (`hij aaide heel zachtjes over haar hoofdje`). */
const STROKED_BABY =
  /^(?:en )?(?:ze|zij|hij|ie) (aaide|streelde) ((?:(?:heel|zo|super) )?(?:zachtjes|voorzichtig|lief) )?over (haar|zijn|zn) (hoofdje|wangetje|wangetjes|buikje|handje|handjes|haartjes|rugje|voetjes)$/iu;

/** The little sister (`haar`) or brother (`hem`) the day names, by name where it has one. */
function babyOf(she: boolean, given: RetellContext): string | undefined {
  const kin = she ? 'zusje|zus|babyzusje|nichtje' : 'broertje|broer|babybroertje|neefje';
  const named = new RegExp(`\\b(?:${kin}) (\\p{L}{2,})`, 'iu').exec(given.description ?? '');
  const name = named?.[1] && given.names.find((one) => one.toLowerCase() === named[1]?.toLowerCase());
  return (
    name ??
    (new RegExp(`\\b(?:${kin})\\b`, 'iu').test(given.description ?? '')
      ? she
        ? 'het kleine zusje'
        : 'het kleine broertje'
      : undefined)
  );
}

function heldBaby(raw: string, given: RetellContext): string | undefined {
  const hero = given.hero as R;
  const stroked = STROKED_BABY.exec(clean(raw).trim());
  if (stroked?.[1] && stroked[3] && stroked[4]) {
    const she = stroked[3].toLowerCase() === 'haar';
    const baby = babyOf(she, given);
    if (!baby) return undefined;
    return `${hero.name} ${stroked[1].toLowerCase()} ${baby} ${stroked[2] ?? ''}over ${she ? 'haar' : 'zijn'} ${stroked[4].toLowerCase()}.`;
  }
  const held = HELD_BABY.exec(clean(raw).trim());
  if (!held?.[2] || !held[4]) return undefined;
  const baby = babyOf(held[2].toLowerCase() === 'haar', given);
  if (!baby) return undefined;
  const front = held[1]?.trim().replace(/_/gu, ' ');
  const how = (held[3] ?? '').replace(/\bff\b/u, 'even').trim();
  const where = (held[5] ?? '')
    .replace(/\b(t)\b/u, 'het')
    .replace(/\bzn\b/u, 'zijn')
    .replace(/\bmn\b/u, 'mijn')
    .replace(/ met (papa|mama|opa|oma)$/u, ' samen met $1');
  if (/\bmijn\b/u.test(where)) return undefined;
  const after = held[6] ? `, ${held[6].toLowerCase().replace(/ met /u, ', met ')}` : '';
  const deed = `${how ? `${how} ` : ''}${held[4].toLowerCase().replace('vast houden', 'vasthouden')}${where}${after}`;
  return front ? `${capitalized(front)} mocht ${hero.name} ${baby} ${deed}.` : `${hero.name} mocht ${baby} ${deed}.`;
}

/**
 * A grown-up home from a trip, and how long they were away said after it (`papa kwam vanmiddag thuis van zijn reis naar
 * zweden, hij was een week weg`): the `hij` is the grown-up, never the child.
 */
function homeAfterAway(raw: string, given: RetellContext): string | undefined {
  const away =
    /^((?:en )?(papa|mama|opa|oma|pap|mam|oom|tante)\b.*\b(?:thuis|terug)\b.*?)(?:,| \|| en) (?:hij|ze|zij|ie) was ((?:een|twee|drie|vier|vijf|zes|\d+) (?:dagen|dag|week|weken|nachtjes|nachten|maand)|heel lang|lang|een hele week|een weekje) (?:weg|op reis|weggeweest)$/iu.exec(
      raw.trim(),
    );
  if (!away?.[1] || !away[3]) return undefined;
  const told = retell(away[1], given);
  if (!told?.endsWith('.') || !new RegExp(`\\b${away[2]}`, 'iu').test(told) || told.includes((given.hero as R).name))
    return undefined;
  return `${told.slice(0, -1)}, na ${numbers(away[3].toLowerCase())} weg.`;
}

/** The cuddly toy that came along everywhere (`knuffelbeer mocht overal mee`): the hero's own, as its subject. */
function toyAlong(raw: string, given: RetellContext): string | undefined {
  const toy =
    /^(?:en )?(?:de |zn |zijn |haar |z'n )?(knuffel\p{L}*|beer|beertje|pop|popje|teddybeer|dino|lievelingsknuffel|slaapknuffel|speen|tutje) (mocht|moest|ging) ((?:(?:overal|ook|weer|gewoon|natuurlijk) )*)mee((?: naar (?:de|het) \p{L}+| in bad| in de auto| naar bed)?)$/iu.exec(
      clean(raw).trim(),
    );
  if (!toy?.[1] || !toy[2]) return undefined;
  const hero = given.hero as R;
  return `${capital(hero.zijn)} ${toy[1].toLowerCase()} ${toy[2].toLowerCase()} ${(toy[3] ?? '').toLowerCase()}mee${(toy[4] ?? '').toLowerCase()}.`;
}

function weatherSo(raw: string, given: RetellContext): string | undefined {
  const so =
    /^(?:en )?toen het ((?:zo |heel |echt |super )?(?:hard|erg|koud|wild)) (waaide|stormde|regende|onweerde|donderde|hagelde|sneeuwde)((?: \p{L}+){0,4}),? dus (.+)$/iu.exec(
      clean(raw).trim(),
    );
  if (!so?.[1] || !so[2] || !so[4]) return undefined;
  const done = retell(so[4], given);
  if (!done?.endsWith('.')) return undefined;
  return `${done.slice(0, -1)}, want het ${so[2].toLowerCase()} ${so[1].toLowerCase()}${(so[3] ?? '').toLowerCase()}.`;
}

/**
 * A parent at work through the night, and who did bedtime instead (`mama heeft deze week nachtdienst in het ziekenhuis
 * dus papa deed het bad`): told in the past, the other grown-up's deed kept as the parent said it.
 */
/**
 * A present brought home for the child (`hij had een houten rood paardje voor hem meegenomen`): `voor hem` is never
 * the one who brought it, so the child is the one who got it, and a grown-up named keeps their deed.
 */
function broughtFor(raw: string, given: RetellContext): string | undefined {
  const gift =
    /^(?:en |toen |daarna )?(ze|zij|hij|ie|papa|mama|opa|oma|tante|oom|pap|mam) (?:had|heeft) ((?:een|de|het|twee|drie|zo'n|allemaal) [^,]+?) voor (hem|haar|zuri) (meegenomen|meegebracht|gekocht)(?: uit (\p{L}+))?$/iu.exec(
      clean(raw).trim(),
    );
  if (!gift?.[1] || !gift[2] || !gift[4]) return undefined;
  const hero = (given.hero as R).name;
  const thing = gift[2].toLowerCase();
  const from = gift[5] ? ` uit ${capital(gift[5].toLowerCase())}` : '';
  const giver = gift[1].toLowerCase().replace(/^pap$/u, 'papa').replace(/^mam$/u, 'mama');
  if (/^(ze|zij|hij|ie)$/u.test(giver)) return `${hero} kreeg ${thing}${from}.`;
  return `${capital(giver)} had ${thing} voor ${hero} ${gift[4].toLowerCase()}${from}.`;
}

/**
 * A bag or a cup that went over (`de hele zak bloem ging om over de vloer`), and the room it left so (`keuken wit
 * haha`, `keuken helemaal wit`): what spilled, and how the room looked.
 */
function spiltOver(raw: string): string | undefined {
  const text = clean(raw).trim();
  // (Both in one breath, `de hele zak bloem ging om over de vloer, keuken wit`: one sentence.)
  const both = /^(.+), ([^,]+)$/u.exec(text);
  if (both?.[1] && both[2]) {
    const spilt = spiltOver(both[1]);
    const looked = spiltOver(both[2]);
    if (spilt?.includes(' viel om') && looked?.startsWith('De '))
      return `${spilt.slice(0, -1)}, en d${looked.slice(1)}`;
  }
  const over =
    /^(?:en |toen |maar |opeens |ineens )?(de|het|een|zijn|zn|haar|dr|d'r) ((?:hele |halve |volle )?(?:zak|pak|beker|kom|bak|doos|fles|glas|bord|pot|schaal)(?: (?:met )?\p{L}+)?) (?:ging|viel|is|was) (?:om|omgevallen|gevallen|omgegaan)(?:,? (over|op) (de|het|t) (vloer|grond|tafel|bank|kleed|aanrecht))?$/iu.exec(
      text,
    );
  if (over?.[1] && over[2]) {
    const own = over[1]
      .toLowerCase()
      .replace(/^(zn)$/u, 'zijn')
      .replace(/^(dr|d'r)$/u, 'haar');
    const where = over[3] && over[5] ? `, ${over[3].toLowerCase()} de ${over[5].toLowerCase()}` : '';
    return `${capital(own)} ${over[2].toLowerCase()} viel om${where}.`;
  }
  const room =
    /^(?:de |het |t |onze |hele )?(keuken|kamer|woonkamer|vloer|tafel|gang|badkamer|bank)( (?:was|is|werd))? ((?:helemaal|zo|heel|hele|hele) )?(wit|nat|vies|plakkerig|blauw|rood|groen|geel|roze|paars|bruin)$/iu.exec(
      text,
    );
  // (Said bare, `keuken wit haha`, it is all of it: `helemaal`.)
  if (room?.[1] && room[4])
    return `De ${room[1].toLowerCase()} was ${room[3] || !room[2] ? 'helemaal ' : ''}${room[4].toLowerCase()}.`;
  return undefined;
}

/** The weather's doing in the infinitive, and in the past (`hozen`: `hoosde`). */
const WEATHER_DID: Record<string, string> = {
  regenen: 'regende',
  hozen: 'hoosde',
  gieten: 'goot',
  plenzen: 'plensde',
  miezeren: 'miezerde',
  onweren: 'onweerde',
  sneeuwen: 'sneeuwde',
  hagelen: 'hagelde',
  waaien: 'waaide',
  stormen: 'stormde',
};

/** The weather's participle, and its past (`geregend`: `regende`). */
const WEATHER_DONE: Record<string, string> = {
  geregend: 'regende',
  gehoosd: 'hoosde',
  gegoten: 'goot',
  geplensd: 'plensde',
  gemiezerd: 'miezerde',
  geonweerd: 'onweerde',
  gesneeuwd: 'sneeuwde',
  gehageld: 'hagelde',
  gestormd: 'stormde',
};

/**
 * The weather said with its participle and no subject (`hele dag geregend`, `vannacht gesneeuwd`): it rained, never
 * the child.
 */
function weatherDone(raw: string): string | undefined {
  const wet = new RegExp(
    `^(?:en |toen |maar )?(?:het (?:heeft|had) )?(?:((?:de )?hele (?:dag|ochtend|middag|avond|nacht))|(vannacht|vanochtend|vanmorgen|vanmiddag|vanavond|smiddags|'s middags|sochtends|'s ochtends|savonds|'s avonds) )? ?(?:het )?(?:(?:de )?hele (?:dag|ochtend|middag) )?((?:zo |heel |echt |super |alleen maar |maar )?(?:hard |keihard |flink ))?(${Object.keys(WEATHER_DONE).join('|')})(?: (?:hoor|zeg|joh|pff))?$`,
    'iu',
  ).exec(raw.trim().replace(/_/gu, ' '));
  const did = WEATHER_DONE[wet?.[4]?.toLowerCase() ?? ''];
  if (!wet || !did) return undefined;
  const how = wet[3] ? ` ${wet[3].trim().toLowerCase()}` : '';
  const long = wet[1] ? ` de ${wet[1].toLowerCase().replace(/^de /u, '')}` : '';
  const TIME: Record<string, string> = {
    vannacht: "'s Nachts",
    vanochtend: "'s Ochtends",
    vanmorgen: "'s Morgens",
    sochtends: "'s Ochtends",
    "'s ochtends": "'s Ochtends",
    vanmiddag: "'s Middags",
    smiddags: "'s Middags",
    "'s middags": "'s Middags",
    vanavond: "'s Avonds",
    savonds: "'s Avonds",
    "'s avonds": "'s Avonds",
  };
  const when = TIME[wet[2]?.toLowerCase() ?? ''];
  return when ? `${when} ${did} het${how}.` : `Het ${did}${how}${long}.`;
}

/**
 * What the child was allowed by someone, then what that one did (`toen mocht hij van de tandarts zelf in de stoel op
 * en neer en telde ze zn tandjes`): the other's pronoun is the one who allowed it, never the child.
 */
function allowedBy(raw: string, hero: R): string | undefined {
  const let_ =
    /^(?:en )?(toen |daarna |dan |later )?mocht (?:hij|ie|ze|zij) van ((?:de|het|t) \p{L}+|juf|meester|opa|oma|papa|mama|oppas) ((?:\p{L}+ ){0,8}?\p{L}+)(?:,? en (\p{L}+) (ze|zij|hij|ie) ((?:\p{L}+ ){0,5}\p{L}+))?$/iu.exec(
      raw.trim().replace(/_/gu, ' '),
    );
  if (!let_?.[2] || !let_[3]) return undefined;
  if (
    wordsOf(let_[3]).some(
      (word) => isVerb(word) && !INFINITIVES.has(word.toLowerCase()) && !/^(?:op|neer)$/u.test(word),
    )
  )
    return undefined;
  const childs = (words: string) =>
    words
      .toLowerCase()
      .replace(/\b(?:zn|z'n)\b/gu, hero.zijn)
      .replace(/\b(?:dr|d'r)\b/gu, 'haar');
  const who = let_[2].toLowerCase().replace(/^t /u, 'het ');
  const lead = let_[1]?.trim().toLowerCase();
  const head = lead
    ? `${capital(lead)} mocht ${hero.name} van ${who} ${childs(let_[3])}`
    : `${hero.name} mocht van ${who} ${childs(let_[3])}`;
  if (!let_[4] || !let_[5] || !let_[6]) return `${head}.`;
  if (!isPast(let_[4].toLowerCase()) && !PAST.has(let_[4].toLowerCase())) return undefined;
  const other = /^(?:ze|zij)$/iu.test(let_[5]) !== (hero.hij === 'ze');
  if (!other) return `${head} en ${let_[4].toLowerCase()} ${childs(let_[6])}.`;
  const them = /^(?:de|het) /u.test(who) ? who : capital(who);
  return `${head}, en ${them} ${let_[4].toLowerCase()} ${childs(let_[6])}.`;
}

/** The nights still to sleep, counted as children count them (`nog 2 nachtjes slapen`): told so, in words. */
function nightsToGo(raw: string): string | undefined {
  const NUMBER: Record<string, string> = {
    '1': 'één',
    '2': 'twee',
    '3': 'drie',
    '4': 'vier',
    '5': 'vijf',
    '6': 'zes',
    '7': 'zeven',
  };
  const left =
    /^(?:en )?(?:(?:het is|is het|dus) )?nog (?:maar )?(\d|een|één|twee|drie|vier|vijf|zes|zeven) (nachtje|nachtjes|nachten|keer|keertjes) slapen(?: (?:en dan|dan) (?:is|komt) (papa|mama|oma|opa) (?:er )?(?:weer )?(?:thuis|terug)?)?$/iu.exec(
      raw
        .trim()
        .replace(/_/gu, ' ')
        .replace(/[!.]+$/u, ''),
    );
  if (!left?.[1] || !left[2]) return undefined;
  const many = NUMBER[left[1]] ?? left[1].toLowerCase().replace(/^een$/u, 'één');
  const nights = many === 'één' ? left[2].toLowerCase().replace(/^nachtjes$/u, 'nachtje') : left[2].toLowerCase();
  const back = left[3] ? `, en dan was ${left[3].toLowerCase()} er weer` : '';
  return `Nog maar ${many} ${nights} slapen${back}.`;
}

/** Sorry said and a hug, typed short (`sorry gezegd en knuffel`): the child said sorry and gave the hug. */
function sorryAndHug(raw: string, hero: R): string | undefined {
  const made =
    /^(?:en )?(toen |daarna |later |na een tijdje )?(?:(?:ze|hij|zij|ie) )?(?:heeft |hebben )?sorry (?:gezegd|zeggen)(?:,? en| \|) (?:(?:toen|ook) )?(?:een |n )?((?:dikke |grote )?(?:knuffel|knuffeltje|kus|kusje))(?: (?:gegeven|geven))?$/iu.exec(
      raw.trim().replace(/_/gu, ' '),
    );
  if (!made?.[2]) return undefined;
  const lead = made[1]?.trim().toLowerCase();
  const did = `sorry en ${hero.pl ? 'gaven' : 'gaf'} een ${made[2].toLowerCase()}`;
  return lead
    ? `${capital(lead)} ${hero.pl ? 'zeiden' : 'zei'} ${hero.name} ${did}.`
    : `${hero.name} ${hero.pl ? 'zeiden' : 'zei'} ${did}.`;
}

/** Who a child is out with, said bare (`met opa`, `met oma truus`). */
const WITH_KIN =
  '(?:opa|oma|papa|mama|bompa|bomma|pake|beppe|tante|oom|nonkel|meter|peter|juf|oppas|zijn zus|haar zus|zijn broer|haar broer|zusje|broertje|opa en oma|oma en opa)(?: \\p{Ll}{3,})?';

/**
 * Three shapes parents type without a verb: a part of the day with someone and a place (`smiddags met opa in het
 * bos`), a feeling said bare (`verdrietig`, `wat een chagrijn vanochtend`), and everything judged (`alles was stom`).
 */
function saidBare(raw: string, given: RetellContext): string | undefined {
  const hero = given.hero as R;
  const text = clean(raw).trim().toLowerCase();
  const when = (time: string | undefined) => (time ? capitalized(time.replace(/_/gu, ' ')) : undefined);
  const TIMES = "(?:'s_middags|'s_ochtends|'s_morgens|'s_avonds|vandaag|daarna|toen)";
  const company = new RegExp(
    `^(?:(${TIMES}) )?(?:samen )?met (${WITH_KIN}) (in|op|bij|aan) (de|het|t) (\\p{L}{3,})$`,
    'u',
  ).exec(text);
  if (company?.[2] && company[3] && company[5]) {
    const who = company[2].replace(
      /^(opa|oma|tante|oom|juf|nonkel|meter|peter) (\p{L}+)$/u,
      (_, kin: string, name: string) => `${kin} ${capital(name)}`,
    );
    const rest = `met ${who} ${company[3]} ${company[4] === 't' ? 'het' : company[4]} ${company[5]}`;
    const time = when(company[1]);
    return time
      ? `${time} ${v(hero, 'was', 'waren')} ${hero.name} ${rest}.`
      : `${hero.name} ${v(hero, 'was', 'waren')} ${rest}.`;
  }
  const grumpy = new RegExp(
    `^wat een (chagrijn|chagrijntje|mopperkont|brompot|zeurpiet|huilebalk)(?: (${TIMES}))?$`,
    'u',
  ).exec(text);
  if (grumpy?.[1]) {
    const felt = grumpy[1] === 'huilebalk' ? 'huilerig' : 'chagrijnig';
    const time = when(grumpy[2]);
    return time
      ? `${time} ${v(hero, 'was', 'waren')} ${hero.name} erg ${felt}.`
      : `${hero.name} ${v(hero, 'was', 'waren')} erg ${felt}.`;
  }
  if (STATES.has(text) && !/^(super|heel|erg|zo|best)$/u.test(text))
    return `${hero.name} ${v(hero, 'was', 'waren')} ${text}.`;
  // The weather going on all day (`het ging de hele dag hozen en onweren`): `Het hoosde en onweerde de hele dag.`
  const weather = new RegExp(
    `^het (?:ging|bleef|heeft|was) (?:(de[ _]hele[ _](?:dag|middag|ochtend|avond|nacht)|${TIMES}) )?(${Object.keys(WEATHER_DID).join('|')})(?: en (${Object.keys(WEATHER_DID).join('|')}))?$`,
    'u',
  ).exec(text);
  if (weather?.[2]) {
    const did = [weather[2], weather[3]].flatMap((one) => (one ? [WEATHER_DID[one]] : [])).join(' en ');
    const time = weather[1] ? ` ${weather[1].replace(/_/gu, ' ')}` : '';
    return `Het ${did}${time}.`;
  }
  const judged = /^alles (?:was|is|vond (?:ze|hij) ) ?(stom|saai|eng|stom en saai|niks)$/u.exec(text);
  if (judged?.[1]) return `${hero.name} ${v(hero, 'vond', 'vonden')} alles ${judged[1]}.`;
  return undefined;
}

function onShift(raw: string): string | undefined {
  const shift =
    /^(mama|papa|mams|paps)( \p{L}+)? (?:heeft|had|draait|draaide|werkt|werkte) ((?:deze week |vannacht |vandaag |vanavond |de hele week |weer )*)(?:de |een )?(nachtdienst(?:en)?|avonddienst(?:en)?|late dienst(?:en)?|nachten)((?: (?:in|op|bij) (?:het |de )?\p{L}+)?)(?:,? dus ((?:papa|mama|oma|opa) (?:deed|bracht|las|kookte|gaf|zong) .+))?$/iu.exec(
      clean(raw).trim(),
    );
  if (!shift?.[1] || !shift[4]) return undefined;
  const who = capital(
    `${shift[1]
      .toLowerCase()
      .replace(/^mams$/u, 'mama')
      .replace(/^paps$/u, 'papa')}${shift[2] && !/^ (?:heeft|had)$/iu.test(shift[2]) ? capital(shift[2]) : ''}`,
  );
  const head = `${who} had ${(shift[3] ?? '').toLowerCase()}${shift[4].toLowerCase()}${(shift[5] ?? '').toLowerCase()}`;
  return shift[6] ? `${head}, dus ${shift[6].toLowerCase()}.` : `${head}.`;
}

/**
 * A thing found somewhere with its verb first and `er` after it, as a parent writes it after `en` (`en stond er een
 * zak met cadeautjes voor de deur`): `er` first, never the hero as its subject.
 */
function thereStood(raw: string): string | undefined {
  if (raw.includes(PAIR)) return undefined;
  const found =
    /^(?:en )?(?:toen )?(stond|stonden|lag|lagen|zat|zaten|hing|hingen) er ((?:een|twee|drie|heel veel|allemaal|de|het) .+)$/iu.exec(
      clean(raw).trim(),
    );
  if (!found?.[1] || !found[2]) return undefined;
  return `Er ${found[1].toLowerCase()} ${found[2]}.`;
}

/** Shown to a grown-up, and how it looked (`daarna oma laten zien hoe mooi het was`): the hero showed them. */
function shownHow(raw: string, given: RetellContext): string | undefined {
  if (raw.includes(PAIR)) return undefined;
  const shown = new RegExp(
    `^(?:en )?(?:(daarna|toen|thuis|later) )?(?:(?:heel )?trots )?(?:aan )?(${FAMILY}(?: en ${FAMILY})?|juf \\p{L}+|de juf) laten zien (hoe|wat) ((?:\\p{L}+ ){1,6}(?:was|waren|had|kon|is))$`,
    'iu',
  ).exec(clean(raw).trim());
  if (!shown?.[2] || !shown[3] || !shown[4]) return undefined;
  const hero = given.hero as R;
  const who = shown[2].toLowerCase().replace(/^juf (\p{L})/u, (_, first: string) => `juf ${first.toUpperCase()}`);
  const how = `zien ${shown[3].toLowerCase()} ${shown[4].replace(/\bis$/u, 'was')}`;
  const front = shown[1]?.trim();
  return front
    ? `${capital(front.toLowerCase())} ${hero.pl ? 'lieten' : 'liet'} ${hero.name} ${who} ${how}.`
    : `${hero.name} ${hero.pl ? 'lieten' : 'liet'} ${who} ${how}.`;
}

/**
 * Onto a lap when something frightened the child (`bij de donder kroop hij bij mij op schoot`): the parent's `mij` is
 * who writes, where the day says so; else the lap alone, never a grown-up the parent did not name.
 */
function onLap(raw: string, given: RetellContext): string | undefined {
  if (raw.includes(PAIR)) return undefined;
  const lap = new RegExp(
    `^(?:en )?(?:toen )?((?:bij|van) (?:de|het|t) \\p{L}+ )?(?:kroop|klom|zat) (?:ze|zij|hij|ie) (?:meteen |gauw |snel |gelijk )?(?:bij (mij|me|${FAMILY}) )?op (?:schoot|mijn schoot|m'n schoot|mn schoot)$`,
    'iu',
  ).exec(clean(raw).trim().replace(/_/gu, ' '));
  if (!lap) return undefined;
  const hero = given.hero as R;
  const mine = lap[2] && /^(?:mij|me)$/iu.test(lap[2]);
  const who = mine ? given.parent : lap[2]?.toLowerCase();
  const where = who ? `bij ${who} op schoot` : 'veilig op schoot';
  const crept = hero.pl ? 'kropen' : 'kroop';
  return lap[1]
    ? `${capital(lap[1].trim().replace(/\bt$/u, 'het'))} ${crept} ${hero.name} ${where}.`
    : `${hero.name} ${crept} ${where}.`;
}

/** Asleep as the parent writes (`slaapt nu als een roosje`, `ligt nu te slapen`): the hero slept so. */
function asleepNow(raw: string, given: RetellContext): string | undefined {
  if (raw.includes(PAIR)) return undefined;
  const asleep =
    /^(?:en )?(?:(?:ze|zij|hij|ie) )?(?:slaapt|ligt) (?:nu |inmiddels |al )*(?:te slapen )?(als een (?:roosje|blok|marmot|os|engeltje)|heerlijk|lekker|diep)?$/iu.exec(
      clean(raw).trim(),
    );
  if (!asleep) return undefined;
  const hero = given.hero as R;
  const how = asleep[1] ? ` ${asleep[1].toLowerCase()}` : '';
  return `${hero.name} sliep${hero.pl ? 'en' : ''}${how}.`;
}

/**
 * Where the child had been, remembered after (`o ja vanochtend was hij naar de peuterspeelzaal`): the parent's `o ja`
 * left out, the going told in its time.
 */
function cameOnAfter(raw: string, given: RetellContext): string | undefined {
  if (raw.includes(PAIR)) return undefined;
  const went =
    /^(?:o ja|oja|ohja|oh ja|trouwens|en)?,? ?(vanochtend|vanmorgen|vanmiddag|'?s ochtends|'?s morgens|'?s middags|sochtends|smiddags) (?:was|is) (?:ze|zij|hij|ie) (?:ook )?naar (de|het) (\p{L}+)(?: geweest| gegaan)?$/iu.exec(
      clean(raw).trim().replace(/_/gu, ' '),
    );
  if (!went?.[1] || !went[2] || !went[3]) return undefined;
  const hero = given.hero as R;
  const when = /middag/iu.test(went[1]) ? "'s Middags" : "'s Ochtends";
  return `${when} ${hero.pl ? 'gingen' : 'ging'} ${hero.name} naar ${went[2].toLowerCase()} ${went[3].toLowerCase()}.`;
}

/** Two things done outside said with their infinitives (`met de wind mee rennen en blaadjes vangen`): the hero did them. */
function withTheWind(raw: string, given: RetellContext): string | undefined {
  if (raw.includes(PAIR)) return undefined;
  const wind =
    /^(?:en )?met de wind mee (rennen|lopen|fietsen|waaien)(?: en (blaadjes|bladeren|sneeuwvlokken|bellen) vangen)?$/iu.exec(
      clean(raw).trim(),
    );
  if (!wind?.[1]) return undefined;
  const hero = given.hero as R;
  const past: Record<string, readonly [string, string]> = {
    rennen: ['rende', 'renden'],
    lopen: ['liep', 'liepen'],
    fietsen: ['fietste', 'fietsten'],
    waaien: ['waaide', 'waaiden'],
  };
  const [one, more] = past[wind[1].toLowerCase()] ?? ['rende', 'renden'];
  const caught = wind[2] ? ` en ${hero.pl ? 'vingen' : 'ving'} ${wind[2].toLowerCase()}` : '';
  return `${hero.name} ${hero.pl ? more : one} met de wind mee${caught}.`;
}

/**
 * The children's quarrel with `ze` its subject (`ze kregen ruzie om de gele graafmachine, allebei trekken en gillen`):
 * the two of them, never the hero alone, with the tug and the noise kept.
 */
function theyQuarrelled(raw: string): string | undefined {
  if (raw.includes(PAIR)) return undefined;
  const quarrel =
    /^(?:en )?(?:toen )?(?:ze|zij) (kregen|hadden) ruzie (om|over) ((?:de|het|een) (?:\p{L}+ ){0,2}\p{L}+)((?: en trokken er allebei aan)(?: en (?:gilden|krijsten|schreeuwden|huilden|brulden))?)?$/iu.exec(
      clean(raw).trim().replace(/_/gu, ' '),
    );
  if (!quarrel?.[1] || !quarrel[2] || !quarrel[3]) return undefined;
  return `Ze ${quarrel[1].toLowerCase()} ruzie ${quarrel[2].toLowerCase()} ${quarrel[3].toLowerCase()}${quarrel[4] ?? ''}.`;
}

/** A sound the child made for the doctor or in play (`daarna deed ze wel 'aaaa'`): the sound in quotes. */
function soundDone(raw: string, given: RetellContext): string | undefined {
  if (raw.includes(PAIR)) return undefined;
  const sound =
    /^(?:en )?(daarna |toen |later )?(?:deed|zei) (?:ze|zij|hij|ie) (wel |ook |netjes |heel hard )?['"“‘]?((?:\p{L}*(\p{L})\4\4\p{L}*)|boe|miauw|woef|kukeleku)['"”’]?$/iu.exec(
      clean(raw).trim(),
    );
  if (!sound?.[3]) return undefined;
  const hero = given.hero as R;
  const front = sound[1]?.trim();
  const verb = hero.pl ? 'deden' : 'deed';
  const done = front ? `${capital(front.toLowerCase())} ${verb} ${hero.name}` : `${hero.name} ${verb}`;
  return `${done} ${(sound[2] ?? '').toLowerCase()}“${capital(sound[3].toLowerCase())}”.`;
}

/**
 * The fairy-tale forest's paper-eater (`papiertjes in holle bolle gijs`, `bij holle bolle gijs papiertjes erin
 * gegooid`): the hero threw paper into Holle Bolle Gijs, the fairy tales looked at first where the parent says so.
 */
function paperEater(raw: string, given: RetellContext): string | undefined {
  if (raw.includes(PAIR)) return undefined;
  const text = clean(raw).trim().replace(/_/gu, ' ');
  const paper =
    /^(?:en )?(?:(?:de )?sprookjes bekeken en )?(?:(?:bij|in) holle bolle gijs (?:papiertjes|papiertje|afval) (?:erin )?(?:gegooid|gedaan|gestopt)|(?:papiertjes|papiertje) (?:gegooid |gestopt )?in holle bolle gijs(?: gegooid| gestopt)?)$/iu.exec(
      text,
    );
  if (!paper) return undefined;
  const hero = given.hero as R;
  const looked = /sprookjes/iu.test(text) ? `${hero.name} ${hero.pl ? 'bekeken' : 'bekeek'} de sprookjes en ` : '';
  const threw = hero.pl ? 'gooiden' : 'gooide';
  return looked
    ? `${looked}${threw} papiertjes in Holle Bolle Gijs.`
    : `${hero.name} ${threw} papiertjes in Holle Bolle Gijs.`;
}

/**
 * What a grown-up said the children might or must do (`tante marieke zei dat ze om de beurt mochten`): told as said,
 * the `ze` the children, a name after the family word in capitals.
 */
function grownUpSaid(raw: string): string | undefined {
  if (raw.includes(PAIR)) return undefined;
  const rule = new RegExp(
    `^(?:en )?(?:toen )?(${FAMILY}(?: \\p{L}{2,})?|juf \\p{L}{2,}|meester \\p{L}{2,}) zei dat (?:ze|jullie) ((?:\\p{L}+ ){1,5})(mochten|moesten|mogen|moeten)( \\p{L}+en)?$`,
    'iu',
  ).exec(clean(raw).trim().replace(/_/gu, ' '));
  if (!rule?.[1] || !rule[2] || !rule[3]) return undefined;
  const what = rule[2].trim().toLowerCase();
  if (/\b(?:ik|mij|me|mijn|jij|je)\b/u.test(what)) return undefined;
  const who = rule[1].toLowerCase().split(' ').map(capital).join(' ');
  const may = /^(?:mochten|mogen)$/iu.test(rule[3]) ? 'mochten' : 'moesten';
  return `${who} zei dat ze ${what} ${may}${(rule[4] ?? '').toLowerCase()}.`;
}

/**
 * A surprise the child made for a grown-up coming home (`toen mama vanochtend thuiskwam lag er een tekening voor haar
 * op tafel die zuri zelf had gemaakt`): the grown-up came home, and there it lay, made by the hero.
 */
function surpriseHome(raw: string, given: RetellContext): string | undefined {
  if (raw.includes(PAIR)) return undefined;
  const surprise = new RegExp(
    `^(?:en )?toen (${FAMILY}) (?:(vanochtend|vanmorgen|vanmiddag|vanavond|'s ochtends|'s middags|'s avonds) )?thuiskwam,? (lag|stond|hing) er (een (?:\\p{L}+ )?\\p{L}+) voor (?:haar|hem|hen) (op (?:de )?tafel|op de deur|aan de muur|op de stoep|bij de deur) die (?:zuri|ze|zij|hij|ie) (?:helemaal )?zelf had (gemaakt|getekend|geknutseld|geschilderd|gebakken)$`,
    'iu',
  ).exec(clean(raw).trim().replace(/_/gu, ' '));
  if (!surprise?.[1] || !surprise[3] || !surprise[4] || !surprise[5] || !surprise[6]) return undefined;
  const hero = given.hero as R;
  const who = surprise[1].toLowerCase();
  const whenWord = surprise[2]?.toLowerCase();
  const when = whenWord
    ? ` ${/middag/u.test(whenWord) ? "'s middags" : /avond/u.test(whenWord) ? "'s avonds" : "'s ochtends"}`
    : '';
  const her = /^(?:oma|mama|tante|beppe|bomma|meme|omi)$/u.test(who) ? 'haar' : 'hem';
  return `Toen ${who}${when} thuiskwam, ${surprise[3].toLowerCase()} er ${surprise[4].toLowerCase()} voor ${her} ${surprise[5].toLowerCase()}, die ${hero.name} zelf had ${surprise[6].toLowerCase()}.`;
}

/** A cry said bare, with what made it better (`even huilen en een pleister`): the child cried, and got it. */
const CRIED_BARE =
  /^(?:en )?(?:(?:even|eventjes|heel even|wel even) )?(?:huilen|janken|traantjes)(?: en (?:een |n )?(pleister|pleistertje|kusje|knuffel|ijsje|koekje))?$/iu;

function criedBare(raw: string, given: RetellContext): string | undefined {
  if (raw.includes(PAIR)) return undefined;
  const cried = CRIED_BARE.exec(clean(raw).trim());
  if (!cried) return undefined;
  const hero = given.hero as R;
  const got = cried[1] ? ` en ${hero.pl ? 'kregen' : 'kreeg'} een ${cried[1].toLowerCase()}` : '';
  return `${hero.name} ${hero.pl ? 'moesten' : 'moest'} even huilen${got}.`;
}

/**
 * Teeth counted at the dentist, said bare (`tandjes tellen`, `bij de tandarts tandjes laten tellen`): the dentist
 * counts them, so the child had them counted, never counted them.
 */
const TEETH_COUNTED =
  /^(?:en )?(?:(bij de tandarts) )?(?:(?:de|zn|z'n|zijn|haar|d'r) )?tandjes (?:laten )?tellen( bij de tandarts)?$/iu;

function teethCounted(raw: string, given: RetellContext): string | undefined {
  if (raw.includes(PAIR)) return undefined;
  const teeth = TEETH_COUNTED.exec(clean(raw).trim());
  if (!teeth) return undefined;
  const hero = given.hero as R;
  const where = teeth[1] || teeth[2] ? ' bij de tandarts' : '';
  return `${hero.name} ${hero.pl ? 'lieten' : 'liet'}${where} ${hero.zijn} tandjes tellen.`;
}

/** What there was to eat said bare with the meal (`pannenkoeken als avondeten`, `patat als lunch`): eaten then. */
const MEAL_AS = /^(?:en )?((?:\p{L}+ ){0,3}\p{L}+) als (avondeten|avondmaal|ontbijt|lunch|middageten|toetje)$/iu;

function mealAs(raw: string, given: RetellContext): string | undefined {
  if (raw.includes(PAIR)) return undefined;
  const meal = MEAL_AS.exec(clean(raw).trim());
  const food = meal?.[1]?.toLowerCase();
  if (!meal?.[2] || !food || food.split(' ').some((word) => isVerb(word) || STOP.has(word))) return undefined;
  const at =
    meal[2].toLowerCase() === 'lunch' ? 'de lunch' : `het ${meal[2].toLowerCase().replace('avondmaal', 'avondeten')}`;
  const hero = given.hero as R;
  return `Bij ${at} ${hero.pl ? 'aten' : 'at'} ${hero.name} ${food}.`;
}

/** The child and the others doing one thing together (`ze gingen samen lezen`): `ze`, in the plural, never the hero alone. */
function theyTogether(raw: string): string | undefined {
  if (raw.includes(PAIR)) return undefined;
  const together =
    /^(?:en )?(?:toen )?(?:ze|zij) (gingen|mochten|gingen toen|hebben) samen ((?:\p{L}+ ){0,4}(?:lezen|spelen|bouwen|tekenen|kleuren|puzzelen|knutselen|dansen|zingen|zwemmen|koken|bakken|steppen|fietsen|wandelen|gelezen|gespeeld|gebouwd|getekend))$/iu.exec(
      clean(raw).trim(),
    );
  if (!together?.[1] || !together[2]) return undefined;
  const verb = together[1].toLowerCase();
  if (verb === 'hebben') {
    const done = participle(together[2].split(' ').at(-1) ?? '');
    if (!done) return undefined;
    return `Ze ${done.past[1]} samen ${together[2].split(' ').slice(0, -1).join(' ')}`
      .trimEnd()
      .concat('.')
      .replace(/\s+\./u, '.');
  }
  return `Ze ${verb} samen ${together[2]}.`;
}

/** `met zijn allen` is said of many: the hero alone before it becomes `ze`, the verb in the plural. */
const ALL_OF_US = new Map([
  ['ging', 'gingen'],
  ['was', 'waren'],
  ['at', 'aten'],
  ['speelde', 'speelden'],
  ['deed', 'deden'],
  ['zat', 'zaten'],
  ['wandelde', 'wandelden'],
  ['fietste', 'fietsten'],
]);

function allOfUs(told: string, given: RetellContext): string {
  const hero = given.hero as R;
  return told
    .replace(
      // (The hero first too, `Konijntje ging met zijn allen`: `Ze gingen met z'n allen`.)
      new RegExp(`(^|[.!] )(?:${hero.name}|${capital(hero.hij)}) (\\p{L}+) met (?:zijn|z'n|zn) allen\\b`, 'u'),
      (whole, lead: string, verb: string) => {
        const many = ALL_OF_US.get(verb.toLowerCase());
        return many ? `${lead}Ze ${many} met z'n allen` : whole;
      },
    )
    .replace(
      new RegExp(`\\b(\\p{L}+) (?:${hero.name}|${hero.hij}) met (?:zijn|z'n|zn) allen\\b`, 'u'),
      (whole, verb: string) => {
        const many = ALL_OF_US.get(verb.toLowerCase());
        if (!many) return whole;
        return `${verb.charAt(0) === verb.charAt(0).toUpperCase() ? capital(many) : many} ze met z'n allen`;
      },
    );
}

/** The child's hair or nails cut by someone else (`haren knippen bij de kapper`): let cut, never cutting hair. */
const HAIR_CUT =
  /^(?:(vandaag|toen|daarna|vanochtend|vanmiddag|'s_ochtends|'s_middags) )?(?:(?:zijn|haar|de) )?(haren|haartjes|haar|nagels|nageltjes|pony) (?:laten )?(?:knippen|geknipt)((?: (?:bij|door) (?:de|het|mama|papa|oma|opa) ?[\p{L} ]*)?)$/iu;

function hairCut(raw: string, given: RetellContext): string | undefined {
  const cut = HAIR_CUT.exec(clean(raw).trim());
  if (!cut?.[2]) return undefined;
  const hero = given.hero as R;
  const deed = `${hero.pl ? 'lieten' : 'liet'}`;
  const what = `${hero.zijn} ${cut[2].toLowerCase()} knippen${(cut[3] ?? '').toLowerCase()}`;
  const front = cut[1]?.replace(/_/gu, ' ');
  return front ? `${capitalized(front)} ${deed} ${hero.name} ${what}.` : `${hero.name} ${deed} ${what}.`;
}

/**
 * Sat or lay still, said with `blijven` (`daarna stil blijven zitten en een lolly gekregen`): `bleef … zitten`, and
 * what came after told on its own, never `kreeg stil blijven zitten`.
 */
const STAYED =
  /^(?:(daarna|toen|en toen|later|en) )?((?:heel |super |mooi )?(?:stil|rustig|netjes|braaf|lief)) blijven (zitten|liggen|staan)(?: en (.+))?$/iu;

function stayedStill(raw: string, given: RetellContext): string | undefined {
  const stayed = STAYED.exec(clean(raw).trim());
  if (!stayed?.[2] || !stayed[3]) return undefined;
  const hero = given.hero as R;
  const front = stayed[1] && stayed[1].toLowerCase() !== 'en' ? stayed[1].toLowerCase() : '';
  const still = `${hero.pl ? 'bleven' : 'bleef'}`;
  const how = `${stayed[2].toLowerCase()} ${stayed[3].toLowerCase()}`;
  const first = front ? `${capital(front)} ${still} ${hero.name} ${how}` : `${hero.name} ${still} ${how}`;
  const told = (sentence: string) => (given.afterHero ? withPronoun(sentence, hero) : sentence);
  if (!stayed[4]) return told(`${first}.`);
  const next = retell(stayed[4], { ...given, afterHero: false });
  if (!next?.endsWith('.') || !next.startsWith(hero.name)) return undefined;
  return told(`${first}, en ${capitalFree(withPronoun(next, hero))}`);
}

/** A kiss the child gave the baby (`en gaf ze hem een kusje op zijn hoofdje`): the little one the day names. */
const KISSED_BABY =
  /^(?:en )?(?:(toen|daarna|later) )?(?:gaf (?:ze|zij|hij|ie)|(?:ze|zij|hij|ie) gaf) (haar|hem) ((?:nog )?een (?:dikke |klein |zacht |lief )?(?:kusje|kus|knuffel|aai)(?:tje)?)(?: (op|aan) (?:haar|zijn) (hoofdje|wangetje|buikje|handje|voetje|voetjes|neusje|bolletje))?$/iu;

function kissedBaby(raw: string, given: RetellContext): string | undefined {
  const kissed = KISSED_BABY.exec(clean(raw).trim());
  if (!kissed?.[2] || !kissed[3]) return undefined;
  const she = kissed[2].toLowerCase() === 'haar';
  const baby = babyOf(she, given);
  if (!baby) return undefined;
  const hero = given.hero as R;
  const where =
    kissed[4] && kissed[5] ? ` ${kissed[4].toLowerCase()} ${she ? 'haar' : 'zijn'} ${kissed[5].toLowerCase()}` : '';
  const gave = hero.pl ? 'gaven' : 'gaf';
  const front = kissed[1]?.toLowerCase();
  return front
    ? `${capital(front)} ${gave} ${hero.name} ${baby} ${kissed[3].toLowerCase()}${where}.`
    : `${hero.name} ${gave} ${baby} ${kissed[3].toLowerCase()}${where}.`;
}

/** Ears or eyes held shut (`hield haar oren dicht`): the hero's own, the particle after them. */
const SHUT =
  /^(?:en )?(?:(?:ze|zij|hij|ie|zuri) )?(hield|deed|kneep|stopte) (?:haar|zijn|zn) (oren|oortjes|ogen|oogjes|handen|handjes|neus|mond) (dicht|toe|vast)$/iu;

function heldShut(raw: string, given: RetellContext): string | undefined {
  const shut = SHUT.exec(clean(raw).trim());
  if (!shut?.[1] || !shut[2] || !shut[3]) return undefined;
  const hero = given.hero as R;
  const past = {
    hield: ['hield', 'hielden'],
    deed: ['deed', 'deden'],
    kneep: ['kneep', 'knepen'],
    stopte: ['stopte', 'stopten'],
  }[shut[1].toLowerCase()] ?? ['hield', 'hielden'];
  const told = `${hero.name} ${hero.pl ? past[1] : past[0]} ${hero.zijn} ${shut[2].toLowerCase()} ${shut[3].toLowerCase()}.`;
  return given.afterHero ? withPronoun(told, hero) : told;
}

/**
 * Doing something together after a while (`na een tijdje gingen ze samen puzzelen`): the parent's `ze` is the child
 * and whoever was there, so the hero went to do it together, never `gingen Konijntje`.
 */
const WENT_TOGETHER =
  /^(?:(na[ _]een[ _]tijdje|na[ _]een[ _]poosje|toen|daarna|later|even[ _]later|uiteindelijk) )?gingen (?:ze|zij) (?:toch |nog )?samen (\p{L}+en)$/iu;

function wentTogether(raw: string, given: RetellContext): string | undefined {
  const went = WENT_TOGETHER.exec(clean(raw).trim());
  if (!went?.[2]) return undefined;
  const hero = given.hero as R;
  const go = hero.pl ? 'gingen' : 'ging';
  return went[1]
    ? `${capital(went[1].toLowerCase().replace(/_/gu, ' '))} ${go} ${hero.name} samen ${went[2].toLowerCase()}.`
    : `${hero.name} ${go} samen ${went[2].toLowerCase()}.`;
}

/** A graze or bump said without a verb (`schaafwond op zijn knie`): the hero had it there, on their own knee. */
const GRAZE =
  /^(?:en |toen )?(?:een |n )?(schaafwond|schaafwondje|schaafplek|bult|bultje|buil|builtje|blauwe plek|wondje|snee|sneetje|krasje|kras) (op|aan) (?:zijn|haar|zn|dr|de|het) (knie|knietje|knieën|elleboog|hand|handje|handen|voorhoofd|kin|neus|been|arm|wang|hoofd)$/iu;

function grazeOn(raw: string, given: RetellContext): string | undefined {
  const hero = given.hero as R;
  // (After the fall, with a comma: `onderuit gegaan, schaafwond op zijn knie`, one sentence.)
  const after = /^(.{6,}?),\s*(.+)$/u.exec(raw.trim());
  if (after?.[1] && after[2] && GRAZE.test(clean(after[2]).trim())) {
    const fall = retell(after[1], { ...given, afterHero: false });
    const graze = grazeOn(after[2], { ...given, afterHero: false });
    if (fall?.startsWith(`${hero.name} `) && fall.endsWith('.') && graze?.startsWith(`${hero.name} `)) {
      const told = `${fall.slice(0, -1)} en ${graze.slice(hero.name.length + 1)}`;
      return given.afterHero ? withPronoun(told, hero) : told;
    }
  }
  const graze = GRAZE.exec(clean(raw).trim());
  if (!graze?.[1] || !graze[2] || !graze[3]) return undefined;
  const told = `${hero.name} ${hero.pl ? 'hadden' : 'had'} een ${graze[1].toLowerCase()} ${graze[2].toLowerCase()} ${hero.zijn} ${graze[3].toLowerCase()}.`;
  return given.afterHero ? withPronoun(told, hero) : told;
}

function retell(raw: string, given: RetellContext): string | undefined {
  const night = nightAndPlay(raw, given);
  if (night) return night;
  const wet = weatherDone(raw);
  if (wet) return wet;
  const madeUp = sorryAndHug(raw, given.hero as R);
  if (madeUp) return madeUp;
  const allowed = allowedBy(raw, given.hero as R);
  if (allowed) return allowed;
  const nights = nightsToGo(raw);
  if (nights) return nights;
  const bitten = petHurt(raw, given.hero as R);
  if (bitten) return bitten;
  // Gone, said of the child at bedtime (`opa heeft nog slaap kindje slaap gezongen en toen was ze vertrokken`): asleep,
  // the child went nowhere.
  const gone =
    /^((?:en )?(?:toen|daarna|meteen|gelijk) )?(?:was|is) (?:ze|zij|hij|ie) (?:(?:meteen|gelijk|direct|zo|snel|als een blok) )*(?:vertrokken|weg|vertrokke)$/iu.exec(
      raw.trim(),
    );
  if (
    gone &&
    /\b(?:slapen|slaap|geslapen|slapengaan|in bed|naar bed|bedtijd|gezongen|liedje|slaapliedje)\b/iu.test(
      given.description ?? '',
    )
  ) {
    const hero = given.hero as R;
    const lead = gone[1]?.trim().replace(/^en /iu, '').toLowerCase();
    return lead ? `${capital(lead)} viel ${hero.name} in slaap.` : `${hero.name} viel in slaap.`;
  }
  // A friend's present unwrapped, said as parents say whose it is (`jesse zijn cadeautje uitgepakt`): the friend
  // unwrapped their own, never the child.
  const unwrapped =
    /^(?:en |toen |daarna )?(\p{L}{2,}) (?:zijn|zn|z'n|haar|dr|d'r) (cadeautje|cadeautjes|cadeau|cadeaus|kadootje|kadootjes|pakje|pakjes) (?:uitgepakt|opengemaakt|open gemaakt)$/iu.exec(
      raw.trim().replace(/\s*\([^)]*\)$/u, ''),
    );
  // (What it was, said in brackets after it: `(brandweerauto)`, `een brandweerauto`.)
  const inside = /\(\s*(\p{L}+(?: \p{L}+)?)\s*\)$/u.exec(raw.trim())?.[1]?.toLowerCase();
  const friend = unwrapped?.[1]
    ? given.names.find((name) => name.toLowerCase() === unwrapped[1]?.toLowerCase() && name !== (given.hero as R).name)
    : undefined;
  if (friend && unwrapped?.[2]) {
    const own = /^(?:haar|dr|d'r)$/iu.test(raw.trim().split(' ').at(-3) ?? '') ? 'haar' : 'zijn';
    const what = inside ? `: ${/^(?:een|de|het) /u.test(inside) ? inside : `een ${inside}`}` : '';
    return `${friend} pakte ${own} ${unwrapped[2].toLowerCase()} uit${what}.`;
  }
  // Supper somewhere, without a verb (`s avonds bij opa en oma pizza`): eaten there.
  const ateAt =
    /^((?:'s_avonds|'s_middags|'s_ochtends|vanavond|vanmiddag|vanochtend|daarna|toen) )?bij ((?:opa|oma|papa|mama|tante|oom|bomma|bompa|\p{L}+)(?: en (?:opa|oma|papa|mama|tante|oom|bomma|bompa))?) ((?:\p{L}+ )?\p{L}+)$/iu.exec(
      clean(raw),
    );
  if (
    ateAt?.[2] &&
    ateAt[3] &&
    isFood(ateAt[3].split(' ').at(-1)?.toLowerCase() ?? '') &&
    !wordsOf(ateAt[3]).some(isVerb)
  ) {
    const when = ateAt[1]?.trim().replace(/_/gu, ' ').toLowerCase();
    const place = `bij ${named(ateAt[2].toLowerCase(), given.names)}`;
    const food = ateAt[3].toLowerCase();
    return when
      ? `${capitalized(when)} at ${(given.hero as R).name} ${food} ${place}.`.replace(/^Vanavond /u, "'s Avonds ")
      : `${(given.hero as R).name} at ${food} ${place}.`;
  }
  const shaped =
    broughtFor(raw, given) ??
    spiltOver(raw) ??
    sorryFirst(raw, given) ??
    fetchedAt(raw, given) ??
    bathThen(raw, given) ??
    cameToPlayWith(raw, given) ??
    mealAt(raw, given) ??
    weatherSo(raw, given) ??
    whiteWith(raw) ??
    kissFrom(raw, given) ??
    heldBaby(raw, given) ??
    kissedBaby(raw, given) ??
    hairCut(raw, given) ??
    stayedStill(raw, given) ??
    heldShut(raw, given) ??
    grazeOn(raw, given) ??
    wentTogether(raw, given) ??
    homeAfterAway(raw, given) ??
    toyAlong(raw, given) ??
    partyOf(raw, given) ??
    partyThings(raw) ??
    whereDone(raw, given) ??
    whatADay(raw, given) ??
    onShift(raw) ??
    thereStood(raw) ??
    shownHow(raw, given) ??
    onLap(raw, given) ??
    asleepNow(raw, given) ??
    cameOnAfter(raw, given) ??
    withTheWind(raw, given) ??
    theyQuarrelled(raw) ??
    soundDone(raw, given) ??
    paperEater(raw, given) ??
    grownUpSaid(raw) ??
    surpriseHome(raw, given) ??
    mealAs(raw, given) ??
    criedBare(raw, given) ??
    teethCounted(raw, given) ??
    theyTogether(raw);
  if (shaped) return shaped;
  // The last thing of the day said bare after the one before (`frietjes gehaald en als laatste in bad`): went there.
  const last = raw.includes(PAIR)
    ? null
    : /^(.+?) en (als laatste|als allerlaatste|tot slot|toen nog) (in bad|onder de douche|naar bed)$/iu.exec(
        raw.trim(),
      );
  const ahead = last?.[1] ? retell(last[1], given) : undefined;
  if (last && ahead?.endsWith('.')) {
    const hero = given.hero as R;
    return `${ahead.slice(0, -1)}, en ${(last[2] ?? '').toLowerCase()} ${hero.pl ? 'gingen' : 'ging'} ${hero.hij} ${(last[3] ?? '').toLowerCase()}.`;
  }
  // Out for a moment, said without a verb (`vanmiddag toch even naar buiten met opa`): went out, `even`.
  const briefly = raw.includes(PAIR)
    ? null
    : /^(.*?)\b(?:toch |nog )*(?:even|ff|eventjes) (naar (?:buiten|huis|de \p{L}+|het \p{L}+)(?: .+)?)$/iu.exec(
        raw.trim(),
      );
  if (briefly?.[2] && !/\b(?:ge\p{L}+|zijn|is|gaan|ging|gingen|hebben|heeft|wezen)\b/iu.test(raw)) {
    const went = retell(`${briefly[1]}${briefly[2]}`, given);
    const name = (given.hero as R).name;
    if (went?.includes(`ging ${name} `) || went?.includes(`gingen ${name} `))
      return went.replace(new RegExp(`(ging|gingen) ${name} `, 'u'), `$1 ${name} even `);
    if (went?.startsWith(`${name} ging`)) return went.replace(/ (ging|gingen) /u, ' $1 even ');
  }
  // A warning said after what was shown (`fleur liet haar een paddenstoel zien, niet aankomen he`): the one who showed it
  // said it.
  const warned = raw.includes(PAIR)
    ? null
    : /^(.+?),\s*(?:maar )?(?:niet|ni|nie) (aankomen|aanraken|aanzitten|opeten|plukken)(?:\s+(?:he|hè|hé|hoor|hoe))?[!.]*$/iu.exec(
        raw.trim(),
      );
  const shown = warned?.[1] ? nl.retell(warned[1], given) : undefined;
  if (warned?.[2] && shown?.endsWith('.')) {
    const by = new RegExp(
      `(?:^|, en )(?!${(given.hero as R).name}\\b)\\p{Lu}\\p{L}+ (?:liet|wees|gaf)\\b[^,]*$`,
      'u',
    ).test(shown);
    const words = `“Niet ${warned[2].toLowerCase()}!”`;
    return by ? `${shown.slice(0, -1)} en zei: ${words}` : `${shown.slice(0, -1)}: ${words}`;
  }
  // The parent's `we`, then who that was (`we zijn met zn allen naar het bos geweest, zij en haar grote zus fleur`): the
  // hero went with the sister or brother named.
  const whoWe =
    /^(?:we|wij) (zijn|hebben) (?:met (?:zn|z'n|zijn) (?:allen|tweeën|drieën) )?(.+? (?:geweest|gegaan|gedaan|gewandeld|gefietst|gezwommen|gespeeld)),\s*(?:ze|zij|hij) en (zijn|zn|z'n|haar|dr|d'r) ((?:grote |kleine )?(?:zus|zusje|broer|broertje|nichtje|neefje)(?: \p{L}+)?)$/iu.exec(
      raw.trim(),
    );
  // (A later `we` of the same day is the hero and that sister or brother too: `we hebben eikels gezocht`.)
  const crew = whoWe
    ? null
    : /\b(?:we|wij) (?:zijn|hebben) [^.!?]*?,\s*(?:ze|zij|hij) en (?:zijn|zn|z'n|haar|dr|d'r) ((?:grote |kleine )?(?:zus|zusje|broer|broertje|nichtje|neefje)(?: \p{L}+)?)(?=[.!?]|$)/iu.exec(
        given.description ?? '',
      );
  const ours = crew?.[1] ? /^(?:we|wij) (zijn|hebben) (.+)$/iu.exec(raw.trim()) : null;
  if (crew?.[1] && ours?.[1] && ours[2] && !raw.includes(PAIR)) {
    const he = given.childPronoun === 'he';
    const helper = ours[1].toLowerCase() === 'zijn' ? 'is' : 'heeft';
    const told = retell(`${he ? 'hij' : 'ze'} ${helper} met ${he ? 'zn' : 'haar'} ${crew[1]} ${ours[2]}`, given);
    if (told) return told;
  }
  if (whoWe?.[1] && whoWe[2] && whoWe[3] && whoWe[4]) {
    const he = given.childPronoun === 'he';
    const helper = whoWe[1].toLowerCase() === 'zijn' ? 'is' : 'heeft';
    return retell(`${he ? 'hij' : 'ze'} ${helper} met ${he ? 'zn' : 'haar'} ${whoWe[4]} ${whoWe[2]}`, given);
  }
  // A new one of the thing just lost, said by its colour alone (`knapte zn ballon … gaf hem een nieuwe groene`), or
  // said bare (`isa's mama gaf haar een nieuwe`): the thing named again after it.
  const colourOnly =
    /^(.+ (?:een|de) (?:nieuwe|andere)(?: (?:rode|blauwe|groene|gele|roze|paarse|oranje|witte|zwarte))?)$/iu.exec(
      clean(raw).trim(),
    );
  const earlier =
    colourOnly?.[1] && given.description ? given.description.toLowerCase().split(raw.trim().toLowerCase())[0] : '';
  const lost = earlier
    ? [...earlier.matchAll(/\b(?:zn|z'n|zijn|haar|dr|d'r) (\p{L}{3,})\b/gu)].map((match) => match[1] ?? '').at(-1)
    : undefined;
  if (colourOnly?.[1] && lost && !STOP.has(lost) && !isVerb(lost) && !participle(lost) && !isPast(lost)) {
    const told = retell(`${colourOnly[1]} ${lost}`, given);
    if (told) return told;
  }
  // Something that fell and broke (`toen viel er een rode kerstbal op de grond en die was in stukjes`): the fall, and
  // then what became of it, `die` still the thing.
  const broke = raw.includes(PAIR)
    ? null
    : /^(.*\bviel(?:en)? er .+? op de (?:grond|vloer|tegels))\s*,?\s+en (?:die|hij|het|ie) ((?:was|waren|ging|gingen|brak|braken|lag|lagen) (?:in (?:duizend )?(?:stukjes|stukken|scherven)|kapot|stuk))$/iu.exec(
        raw.trim(),
      );
  const fell = broke?.[1] ? retell(broke[1], given) : undefined;
  if (broke?.[2] && fell?.endsWith('.')) return `${fell.slice(0, -1)}, en die ${broke[2].toLowerCase()}.`;
  // What the child liked best, and then what it was like without a verb (`ze vond de boot het allermooiste, boven aan
  // dek de meeuwen zien en de wind in haar haren`): the liking, and after a colon what made it so.
  const best = raw.includes(PAIR)
    ? null
    : /^(.+?\bvond\b.+?\bhet (?:aller)?(?:mooiste?|leukste?|fijnste?|spannendste?|gaafste?|coolste?)),\s*((?:(?!\b(?:ze|zij|hij|ie|we|wij)\b)[^,.])+)$/iu.exec(
        raw.trim(),
      );
  const bestHead = best?.[1] ? retell(best[1], given) : undefined;
  const tail = (best?.[2] ?? '').trim().toLowerCase().split(/\s+/u);
  if (
    best?.[2] &&
    bestHead?.endsWith('.') &&
    tail.length >= 4 &&
    !isVerb(tail[0] ?? '') &&
    !/^(?:wel|nog|al|zo|heel|echt|super|want|omdat|maar)$/u.test(tail[0] ?? '')
  ) {
    const own = (given.hero as R).zijn;
    const what = clean(best[2])
      .replace(/_/gu, ' ')
      .replace(/(?<![\p{L}'])(?:zn|z'n|zijn|haar|d'r|dr)(?![\p{L}'])/giu, own)
      .replace(/ en (?=de |het |een )/u, ', en ');
    return `${bestHead.slice(0, -1)}: ${what.toLowerCase()}.`;
  }
  const stung = raw.includes(PAIR) ? undefined : suffered(raw, given.hero as R);
  if (stung) return stung;
  const own = raw.includes(PAIR) ? undefined : ownWay(raw, given);
  if (own) return own;
  const typed = raw.includes(PAIR) ? undefined : separable(clean(raw).trim(), given.hero as R);
  if (typed) return typed;
  const manner = raw.includes(PAIR) ? null : MANNER.exec(clean(raw).trim());
  const held = manner?.[1] ? retell(manner[1], given) : undefined;
  if (manner?.[2] && held?.endsWith('.')) {
    const own = (given.hero as R).zijn;
    return `${held.slice(0, -1)}, ${manner[2].toLowerCase().replace(/(?<![\p{L}])(?:zn|zijn|haar|d'r|dr)(?![\p{L}])/gu, own)}.`;
  }
  // How the child felt, said after what happened (`papa kon er niet bij, hij was zo verdrietig`): the child's
  // pronoun there is the child, told as a sentence of its own after the happening.
  const felt = raw.includes(PAIR)
    ? null
    : /^(.+?),\s*(?:en )?(hij|ie|ze|zij) was ((?:zo|heel|erg|echt|super) )?(verdrietig|boos|sip|teleurgesteld|overstuur|van slag|bang|blij|trots|geschrokken|moe|doodmoe|kapot|bekaf|doodop)$/iu.exec(
        clean(raw).trim(),
      );
  const feltHead =
    felt?.[1] && /^(?:hij|ie)$/iu.test(felt[2] ?? '') === (given.childPronoun === 'he')
      ? retell(felt[1], given)
      : undefined;
  if (felt && feltHead?.endsWith('.')) {
    const hero = given.hero as R;
    // (The pronoun only where the happening named the child: after `papa kon er niet bij` a `hij` is papa.)
    const who = feltHead.includes(hero.name) ? hero.hij : hero.name;
    // (A child `kapot` is worn out, not broken.)
    const how = (felt[4] ?? '').toLowerCase().replace(/^(kapot|bekaf|doodop)$/u, 'doodmoe');
    return `${feltHead.slice(0, -1)}, en ${who} ${hero.pl ? 'waren' : 'was'} ${(felt[3] ?? '').toLowerCase()}${how}.`;
  }
  // What the child thought of it, said after (`bij tante roti gegeten, vond ze heerlijk`): `en dat vond ze heerlijk`.
  const liked = raw.includes(PAIR)
    ? null
    : /^(.+?),\s*(?:en )?(?:dat |het )?vond (hij|ie|ze|zij) (?:het |dat )?((?:zo |heel |echt |super )?(?:heerlijk|lekker|leuk|prachtig|geweldig|spannend|fantastisch|super))$/iu.exec(
        clean(raw).trim(),
      );
  const likedHead = liked?.[1] ? retell(liked[1], given) : undefined;
  if (liked && likedHead?.endsWith('.'))
    return `${likedHead.slice(0, -1)}, en dat vond ${(given.hero as R).hij} ${(liked[3] ?? '').toLowerCase()}.`;
  // A bump and the tears, said bare (`flinke bult en veel tranen`): the hero got the bump and cried.
  const bumped = raw.includes(PAIR)
    ? null
    : /^(?:een )?((?:flinke|grote|dikke|kleine|mooie|lelijke) )?(bult|buil) en ((?:heel )?veel|flink wat) tranen$/iu.exec(
        clean(raw).trim(),
      );
  if (bumped?.[2]) {
    const hero = given.hero as R;
    return `${hero.name} ${hero.pl ? 'kregen' : 'kreeg'} een ${(bumped[1] ?? '').toLowerCase()}${bumped[2].toLowerCase()} en ${hero.pl ? 'huilden' : 'huilde'} hard.`;
  }
  // A birthday in the family, said of who turned how old (`zn zusje lotte is vandaag 1 geworden`, `grote zus noor werd
  // vandaag 7`): that one's birthday, never the child's.
  const turned = raw.includes(PAIR)
    ? null
    : /^(?:(vandaag|gisteren) )?(?:(zijn|haar|zn|z'n|dr|d'r) )?(?:grote |kleine )?(zusje|broertje|zus|broer|neefje|nichtje|neef|nicht|mama|papa|opa|oma)((?: \p{L}{3,})?) (?:is (?:(vandaag) )?(één|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|\d+) (?:jaar )?(?:oud )?geworden|werd (?:(vandaag|gisteren) )?(één|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|\d+)(?: jaar)?(?: oud)?)$/iu.exec(
        clean(raw).trim(),
      );
  const turnedName = turned?.[4]?.trim();
  if (turned?.[3] && (!turnedName || !NOT_NAME.has(turnedName.toLowerCase()))) {
    const hero = given.hero as R;
    const kin = turned[3].toLowerCase();
    const size = /^(?:\S+ )?(grote|kleine) /iu.exec(clean(raw).trim())?.[1]?.toLowerCase();
    const whose = /^(mama|papa|opa|oma)$/u.test(kin) ? '' : `${hero.zijn} ${size ? `${size} ` : ''}`;
    const name = turnedName ? ` ${capital(turnedName.toLowerCase())}` : '';
    const day =
      (turned[1] ?? turned[5] ?? turned[7] ?? 'vandaag').toLowerCase() === 'gisteren' ? 'Gisteren' : 'Vandaag';
    const age = (turned[6] ?? turned[8] ?? '').toLowerCase();
    return `${day} werd ${whose}${kin}${name} ${/^\d+$/u.test(age) ? numberWord(age) : age} jaar, hoera!`;
  }
  // What was made and where it now stands (`een slak geboetseerd voor papa, staat nu op de vensterbank te drogen`):
  // the making, then where the thing stood, told of the thing (`Die`), never of the child.
  const rests = raw.includes(PAIR)
    ? null
    : /^(.+?),\s*(?:en )?(?:die |het |hij )?(staat|ligt|hangt) (?:nu )?((?:op|in|aan|bij|naast|boven) (?:de|het|t|onze|ons) \p{L}+)( te drogen)?$/iu.exec(
        clean(raw).trim(),
      );
  const made =
    rests?.[1] &&
    /\b(?:een|n) \p{L}+ (?:\p{L}+ )?(?:ge\p{L}+d|ge\p{L}+t|gemaakt|gebouwd|getekend|geboetseerd|geknutseld|geschilderd|gebakken)\b/iu.test(
      rests[1],
    )
      ? retell(rests[1], given)
      : undefined;
  if (rests && made?.endsWith('.')) {
    const stood = ({ staat: 'stond', ligt: 'lag', hangt: 'hing' } as Record<string, string>)[
      (rests[2] ?? '').toLowerCase()
    ];
    const where = (rests[3] ?? '').toLowerCase().replace(/ t /u, ' het ');
    return `${made} Die ${stood} daarna ${where}${(rests[4] ?? '').toLowerCase()}.`;
  }
  // The last bit in a cart after a walk (`hij liep mee …, laatste stuk in de bolderkar`): where the child sat then.
  const lastBit = raw.includes(PAIR)
    ? null
    : /^(.+?),\s*(?:en )?(?:het )?laatste (stuk|stukje|eind|eindje) (in|op) (de|het|zijn|haar) (\p{L}+)$/iu.exec(
        clean(raw).trim(),
      );
  const walked = lastBit?.[1] ? retell(lastBit[1], given) : undefined;
  if (lastBit && walked?.endsWith('.'))
    return `${walked.slice(0, -1)}, en het laatste ${lastBit[2]} zat ${(given.hero as R).hij} ${lastBit[3]} ${lastBit[4]} ${lastBit[5]}.`;
  // Where the child was, at a grandparent's or an aunt's, said without a verb (`bij opa ger en oma mien in zeeland`).
  const stayed = raw.includes(PAIR)
    ? null
    : /^((?:'s_\p{L}+ )?)bij ((?:opa|oma|bompa|bomma|pake|beppe|moemoe|vava|meme|pepe|tante|nonkel|oom|meter|peter)\b(?! (?:gegeten|geweest|gespeeld|geslapen|gelogeerd)\b).*)$/iu.exec(
        clean(raw).trim(),
      );
  if (stayed?.[2] && !wordsOf(stayed[2]).some((word) => isVerb(word) || participle(word) !== undefined)) {
    const hero = given.hero as R;
    // What there was to eat and drink there, said after who (`bij opa en oma koffie en taart`): with it.
    const where = named(stayed[2].replace(/\s+/gu, ' '), given.names)
      .replace(/ met /u, ', met ')
      .replace(new RegExp(`(?<=\\p{L}) (?=(?:${TREATS})(?: (?:en|met) \\p{L}+)*$)`, 'u'), ', met ');
    const when = stayed[1] ? `${capitalized(stayed[1].trim().replace('_', ' '))} was ${hero.name}` : `${hero.name} was`;
    return `${when} bij ${where}.`;
  }
  const rode = raw.includes(PAIR) ? undefined : ride(raw, given.hero as R);
  if (rode) return rode;
  const letGo = raw.includes(PAIR) ? null : LET_GO.exec(clean(raw).trim());
  const before = letGo?.[1] ? retell(letGo[1], given) : undefined;
  if (letGo && before?.endsWith('.')) return `${before.slice(0, -1)} en liet ${letGo[2]} ${letGo[3]}.`;
  // Breakfast said bare with its morning (`s ochtends croissantjes bij oma`, `ontbijt pannenkoeken`): the hero ate it.
  const breakfast = raw.includes(PAIR) ? null : BREAKFAST.exec(clean(raw).trim());
  if (breakfast?.[2]) {
    const hero = given.hero as R;
    const when = breakfast[1]?.startsWith("'s")
      ? `'s ${capital(breakfast[1].slice(3).toLowerCase())}`
      : 'Bij het ontbijt';
    const where = named((breakfast[3] ?? '').replace(/\s+/gu, ' '), given.names);
    // (One little thing takes `een`: `ochtend croissantje bij oma`, `een croissantje`.)
    const food = breakfast[2].toLowerCase();
    const one =
      /^(?:croissantje|beschuitje|eitje|broodje|boterham|boterhammetje|krentenbolletje|krentenbol|ei|tosti)(?:\s|$)/u.test(
        food,
      )
        ? `een ${food}`
        : food;
    return `${when} ${v(hero, 'at', 'aten')} ${hero.name} ${one}${where}.`;
  }
  // Breakfast with someone, said without a verb (`ontbijt met oma`, `s ochtends ontbeten bij opa`): had it with them.
  const breakfastWith = raw.includes(PAIR)
    ? null
    : /^(?:(?:en |toen )?'s_(?:ochtends|morgens) )?(?:samen )?(?:ontbijt|ontbeten|ontbijten) (met|bij) ((?:papa|mama|opa|oma|bompa|bomma|tante|oom|juf)(?: \p{L}+)?|\p{L}{3,})$/iu.exec(
        clean(raw).trim(),
      );
  if (breakfastWith?.[1] && breakfastWith[2]) {
    const hero = given.hero as R;
    const who = named(breakfastWith[2].toLowerCase(), given.names);
    const known =
      /^(?:papa|mama|opa|oma|bompa|bomma|tante|oom|juf)\b/u.test(who) ||
      given.names.some((name) => name.toLowerCase() === who.toLowerCase());
    if (known) return `${hero.name} ${v(hero, 'ontbeet', 'ontbeten')} ${breakfastWith[1].toLowerCase()} ${who}.`;
  }
  // A supper dish said bare (`boerenkool met worst`, `savonds spaghetti`): what there was to eat that evening.
  const early = raw.includes(PAIR) ? null : EARLY_BED.exec(clean(raw).trim());
  const dish = new RegExp(`^(?:'s_avonds |en )?((?:${SUPPER})(?: met (?:\\p{L}+)(?: en \\p{L}+)?)?)$`, 'iu').exec(
    (early?.[1] ?? clean(raw)).trim(),
  );
  // (Dishes of many pieces take the plural: `waren er vissticks`.)
  if (dish?.[1]) {
    const food = dish[1].toLowerCase();
    const first = food.split(' ')[0] ?? '';
    const eaten = ONE_DISH.test(first)
      ? `Bij het avondeten was er een ${food}`
      : `Bij het avondeten ${/^(?:vissticks|fishsticks|frikandellen|frikandelbroodjes|kroketten|pannenkoeken|poffertjes)$/iu.test(first) ? 'waren' : 'was'} er ${food}`;
    const hero = given.hero as R;
    // (And to bed early after it: `, en om zeven uur lag Beertje al in bed`.)
    return early?.[2]
      ? `${eaten}, en om ${numbers(early[2])} uur ${hero.pl ? 'lagen' : 'lag'} ${hero.name} al in bed.`
      : `${eaten}.`;
  }
  // A good day said bare (`goei dagske gehad`, `leuke dag gehad`): it was one, nothing the child got.
  // (`gewoon een heel fijne dag gehad`: the parent's own `gewoon` and `heel` kept.)
  const good =
    /^(gewoon )?(?:een )?((?:heel|echt|super) )?(?:goei|goeie|goede|fijne?|leuke?|toffe?|super|gezellige?|schoon|schone|mooie?|heerlijke?|zalige?) (?:dag|dagje|dagske)(?: gehad)?$/iu.exec(
      clean(raw).trim(),
    );
  if (good) return `Het was ${(good[1] ?? '').toLowerCase()}een ${(good[2] ?? '').toLowerCase()}fijne dag.`;
  const moment = raw.includes(PAIR) ? undefined : dayMoment(raw, given);
  if (moment) return given.afterHero ? withPronoun(moment, given.hero as R) : moment;
  const went = raw.includes(PAIR) ? undefined : thingWent(raw);
  if (went) return went;
  const small = raw.includes(PAIR) ? undefined : smallDeed(clean(raw).trim(), given);
  if (small) return small;
  // The child's own shout, typed as it was heard (`riep MAMA IK HEB GEPLAST`, `zei kijk mama ik kan het`, `riep papa
  // papa je bent er weer`), and a question asked straight out (`vroeg ie meteen heb je ook snoepjes`): in quotes.
  const shout = raw.includes(PAIR)
    ? null
    : /^(?:en )?(?:toen )?(?:(?:ze|zij|hij|ie) )?(riep|gilde|schreeuwde|zei|juichte|vroeg)(?: (?:ze|zij|hij|ie))?( (?:heel )?(?:hard|keihard|trots|blij|meteen|gelijk|direct))? ((?:(?:mama|papa|mam|pap|oma|opa|juf)(?: (?:mama|papa|mam|pap|oma|opa|juf))? )?(?:kijk|ik|ikke|wij|we|je|jij|(?:heb|mag|kan|krijg|wil|ga|kom|ben|is|zijn|gaan|mogen|hebben|kunnen|waar is|wat is|wie is) (?:je|jij|ik|we|wij|er|dat|het|t|papa|mama|oma|opa)) (?:\p{L}+ ?){1,6})$/iu.exec(
        clean(raw).trim(),
      );
  if (shout?.[1] && shout[3]) {
    const hero = given.hero as R;
    const verb = shout[1].toLowerCase();
    const asks = verb === 'vroeg' || (verb !== 'zei' && /^(heb|mag|kan|krijg|wil|waar|wat|wie)\b/iu.test(shout[3]));
    // (A name called twice is a shout: `papa papa je bent er weer`.)
    const calledTwice = /^(\p{L}+) \1 /iu.test(shout[3]);
    const loud = asks ? '?' : /\p{Lu}{3,}/u.test(raw) || /[!]/u.test(raw) || calledTwice ? '!' : '.';
    return `${hero.name} ${verb}${shout[2] ? shout[2].toLowerCase() : ''}: “${quoted(shout[3], given)}${loud}”`;
  }
  // An animal named after a comma (`doodsbang vd hond van de buren, Max`): told without it, and named at the end.
  const petNamed = raw.includes(PAIR)
    ? null
    : /^(.+\b(?:hond|hondje|kat|poes|poesje|kater|paard|pony|konijn)(?: van (?:de |het )?\p{L}+)?),\s*(\p{L}{3,})$/iu.exec(
        clean(raw).trim(),
      );
  if (petNamed?.[1] && petNamed[2] && nameLike(petNamed[2].toLowerCase())) {
    const told = retell(petNamed[1], given);
    if (told?.endsWith('.')) return `${told.slice(0, -1)}, ${capital(petNamed[2].toLowerCase())}.`;
  }
  // Two parts that are one happening (`samen een tekening gemaakt | bij zn mand gelegd`): told whole.
  const heart = dayTold(raw.includes(PAIR) ? raw.split(PAIR).join(' en ') : raw, given);
  if (heart) return given.afterHero ? withPronoun(heart, given.hero as R) : heart;
  if (!raw.includes(PAIR)) {
    const plain = plainly(raw, given);
    if (plain) return given.afterHero ? withPronoun(plain, given.hero as R) : plain;
    raw = togetherWith(raw, given);
  }
  // The pet's two deeds, one subject (`De kat Tijger mocht er ook in de hut, maar ging steeds weg.`).
  const petPair = /^(.+?) \| (maar|en) (.+)$/u.exec(raw);
  const pet = petPair?.[1] ? PET_FIRST.exec(petPair[1].trim()) : null;
  if (petPair?.[1] && petPair[3] && pet?.[1]) {
    const name = pet[2] && nameLike(pet[2]) ? capital(pet[2]) : `De ${pet[1]}`;
    const head = retellOne(petPair[1], given);
    const tail = retellOne(petPair[3], given);
    if (head && tail?.startsWith(`${name} `))
      return `${head.slice(0, -1)}${petPair[2] === 'maar' ? ', maar' : ' en'} ${tail.slice(name.length + 1)}`;
  }
  // A whole face sticky or covered (`heel haar gezicht plakkerig`, `heel zijn gezicht vol poedersuiker`).
  const whole =
    /^(?:en )?(?:heel|helemaal) (?:zijn|haar) (gezicht|snoetje|snoet|hoofd|jurk|jurkje|broek|shirt|trui|buik|mond|mondje) ((vol|onder)\b.+|plakkerig|vies|nat|kleverig|zwart|bruin|wit|roze|groen|blauw|rood)$/iu.exec(
      clean(raw).trim(),
    );
  if (whole?.[1] && whole[2] && !raw.includes(PAIR))
    return `${possessive((given.hero as R).name)} hele ${whole[1].toLowerCase()} ${whole[3] ? 'zat' : 'was'} ${whole[2]}.`;
  const fit = /^(?:veel |heel hard |hard )?(\p{L}+) en (\p{L}+)( op de grond| op de vloer)?$/iu.exec(clean(raw).trim());
  const one = FIT[fit?.[1]?.toLowerCase() ?? ''];
  const two = FIT[fit?.[2]?.toLowerCase() ?? ''];
  if (one && two) {
    const plural = (given.hero as R).pl ? 1 : 0;
    return `${(given.hero as R).name} ${one[plural]} en ${two[plural]}${fit?.[3] ?? ''}.`;
  }
  const told = raw.includes(PAIR)
    ? retellPair(raw, { ...given, whole: (given as WholeClause).whole ?? raw } as WholeClause)
    : retellOne(raw, given);
  // A grown-up did two things to the child (`papa heeft hem eruit getild en in zn handdoek gewikkeld`): the child is
  // what both were done to.
  const hero = given.hero as R;
  if (
    told !== undefined &&
    !told.startsWith(hero.name) &&
    /^(?:\p{L}+ ){1,2}(?:heeft|hebben) (?:hem|haar) .+ en (?:in|op|onder|aan|uit|naast) /iu.test(clean(raw))
  )
    return told.replace(/ en (\p{Ll}+(?:de|te)) (in|op|onder|aan|uit|naast) /u, ` en $1 ${hero.hem} $2 `);
  // How the child was, after what the child did (`veel gekwijld en hangerig`): `was` said.
  const mood =
    /^(\p{Lu}\S* \p{Ll}+(?:de|te|den|ten) .+) en (hangerig|moe|huilerig|jengelig|chagrijnig|prikkelbaar|verdrietig|blij|trots|hangerig)\.$/u;
  if (told && mood.test(told) && !/ (?:was|waren) /u.test(told)) return told.replace(mood, '$1 en was $2.');
  // Together comes before where (`thuis op de bank samen gelezen`: `Thuis lazen ze samen op de bank.`).
  return told?.replace(/^((?:\S+ ){2,3}?)((?:op|in|aan|bij|onder|naast) [^,]+?) samen\.$/u, '$1samen $2.');
}

/** Numbers up to ninety-nine as words (`47`: `zevenenveertig`, `32`: `tweeëndertig`). */
function numberWord(digits: string): string {
  const n = Number(digits);
  if (n <= 20) return NUMBERS[n] ?? digits;
  const TENS = ['', '', 'twintig', 'dertig', 'veertig', 'vijftig', 'zestig', 'zeventig', 'tachtig', 'negentig'];
  const tens = TENS[Math.floor(n / 10)];
  if (!tens || n > 99) return digits;
  const unit = n % 10 === 1 ? 'een' : (NUMBERS[n % 10] ?? '');
  return n % 10 === 0 ? tens : `${unit}${unit.endsWith('e') ? 'ën' : 'en'}${tens}`;
}

const ILLNESSES =
  'waterpokken|krentenbaard|mazelen|rodehond|roodvonk|de bof|buikgriep|griep|oorontsteking|hand-voet-mondziekte|vijfde ziekte|keelontsteking|bronchiolitis';
const CHILD = '(?:ze|zij|hij|ie)';
const NOT = '(?:ni|nie|niet)';

/**
 * Clauses of the day's heart that say their cause in a few words (`aan de poort dikke tranen`, `de sirene was wel eng
 * hard`, `waterpokken, overal rode bultjes`): told with that cause, so scene 3 never needs a template for it.
 */
function dayTold(raw: string, given: RetellContext): string | undefined {
  const text = clean(raw).trim();
  const hero = given.hero as R;
  const His = capital(hero.zijn);
  const parentOwn = given.parent ? possessive(given.parent) : undefined;
  const own = "(?:zn|z'n|zijn|dr|d'r|haar)";
  // A knock on the thumb while hammering, and no tears (`1x op zn duim maar ni gehuild`, `met de hamer op zijn duim
  // geslagen, niet gehuild`): the knock first, then that the child did not cry.
  const thumb = new RegExp(
    `^(?:en )?(?:(één|een|twee|drie) keer )?(?:met de hamer )?(?:${CHILD} )?(?:(?:heeft|had) )?(?:(?:één|een|twee|drie) keer )?op ${own} (duim|vinger|vingers|duimpje|vingertje)(?: (?:geslagen|gehamerd|getimmerd|gemept|getikt))?(?:,? (?:maar|en) (?:${CHILD} )?(?:(?:heeft|had) )?(?:toch |echt |helemaal )?(?:${NOT} (?:gehuild|gejankt)|huilde ${NOT}|geen traan(?:tje)?(?: gelaten)?))?$`,
    'iu',
  ).exec(text);
  if (thumb?.[2]) {
    const times = thumb[1] ? `${thumb[1].toLowerCase() === 'een' ? 'één' : thumb[1].toLowerCase()} keer ` : '';
    // (One sentence: the scene's own lines follow it.)
    const noTears = /gehuild|gejankt|huilde|traan/iu.test(text) ? `, maar ${hero.hij} huilde niet` : '';
    const hammer = /met de hamer/iu.test(text) ? 'met de hamer ' : '';
    const told = times ? `${times}sloeg ${hero.name} ${hammer}op` : `${hero.name} sloeg ${hammer}op`;
    return `Au, ${told} ${hero.zijn} ${thumb[2].toLowerCase()}${noTears}!`;
  }
  // A fall on the face, and what came of it (`met zn kin op de salontafel gevallen, flinke snee en bloed overal :(
  // naar de eerste hulp en de dokter heeft t dichtgeplakt met lijm ipv hechtingen`): the fall, the blood, the doctor's
  // glue, in that order.
  const face = new RegExp(
    `^(?:en )?(?:${CHILD} (?:is|was) )?met ${own} (kin|hoofd|neus|mond|lip|voorhoofd|wenkbrauw|gezicht) (op|tegen) (?:de|het|t) (\\p{L}+) (?:gevallen|gevallen en|geknald|gestoten|gebotst)(?:,? (?:een )?(?:flinke |grote |diepe |kleine |lelijke )?(snee|wond|wondje|jaap|gat|scheur)?(?: en)? ?(?:(?:heel )?veel |overal )?(bloed|gebloed|bloedde)?(?: overal)?)?(?:,? (?:toen |en )?(?:naar|in) de (eerste hulp|spoed|spoedeisende hulp|huisartsenpost|dokter))?(?:,? (?:en )?(?:daar )?(?:heeft )?de dokter (?:heeft )?(?:het|t) (?:dicht)?(?:geplakt|gelijmd)(?: dicht)?(?: met (?:lijm|wondlijm|plakstrips|strips|hechtpleisters))?(?:,? (?:ipv|in plaats van|geen|zonder) (?:hechtingen|hechtinkjes|hechten|te hechten|steken))?)?$`,
    'iu',
  ).exec(text);
  if (face?.[1] && face[3]) {
    const thing = `${/je$/iu.test(face[3]) ? 'het' : 'de'} ${face[3].toLowerCase()}`;
    // (`bloed` is on the safety list of words a bedtime story never says: a cut or blood is `een wondje`.)
    const bled = face[4] || face[5] ? ', en er zat een wondje' : '';
    // (Two sentences at most: a scene holds three or four, and its own lines follow.)
    const at = face[6] ? `Bij de ${face[6].toLowerCase()} plakte` : 'De dokter plakte';
    const doctor = face[6] ? ' de dokter' : '';
    const glue = /lijm|plak|gelijmd/iu.test(text)
      ? ` ${at}${doctor} het wondje dicht${/lijm/iu.test(text) ? ' met lijm' : ''}${/hecht|steken/iu.test(text) ? ', zonder prikken' : ''}.`
      : face[6]
        ? ` Toen gingen ze gauw naar de ${face[6].toLowerCase()}.`
        : '';
    return `Bam, ${hero.name} viel met ${hero.zijn} ${face[1].toLowerCase()} ${face[2]?.toLowerCase()} ${thing}${bled}.${glue}`;
  }
  // Comfort, then looking together (`na een knuffel samen gezocht`): the hug first, and both of them looked.
  const hugThen =
    /^(?:en )?na (?:een|n) (?:dikke |grote |lange )?(knuffel|knuffeltje|kusje|knuf) (?:hebben we |zijn we |hebben ze )?samen (gezocht|opgeruimd|opgeraapt|geraapt|gepuzzeld|verder gepuzzeld|opnieuw begonnen)$/iu.exec(
      text,
    );
  if (hugThen?.[2]) {
    const DID: Record<string, string> = {
      gezocht: 'zochten ze samen',
      opgeruimd: 'ruimden ze samen op',
      opgeraapt: 'raapten ze samen alles op',
      geraapt: 'raapten ze samen alles op',
      gepuzzeld: 'puzzelden ze samen',
      'verder gepuzzeld': 'puzzelden ze samen verder',
      'opnieuw begonnen': 'begonnen ze samen opnieuw',
    };
    return `Na een dikke knuffel ${DID[hugThen[2].toLowerCase()] ?? 'gingen ze samen verder'}.`;
  }
  // The last lost thing found at last (`het laatste stukje lag onder kat Tijger`): told as the day's little surprise.
  const lastOne =
    /^(?:en )?(het|de) (laatste|kwijte|verloren|missende) (\p{L}+) (lag|zat|stond) (onder|achter|in|bij|op|naast|tussen) (.+)$/iu.exec(
      text,
    );
  if (lastOne) {
    const [, the = '', which = '', what = '', lay = '', at = '', spot = ''] = lastOne;
    const where = spot.replace(/^(?:de |onze )?(?:kat|poes|kater) (?=\p{Lu})/u, 'poes ');
    return `En ${the.toLowerCase()} ${which.toLowerCase()} ${what.toLowerCase()}? Dat ${lay.toLowerCase()} ${at.toLowerCase()} ${where}!`;
  }
  // The end of a trick told in a word or two (`dan over dr hoofd zwaaien`): what came next, as the parent said it.
  const swing = new RegExp(
    `^(?:en )?(?:dan|toen) (over|om|op) ${own} (hoofd|rug|schouders) (zwaaien|gooien|trekken|zwiepen)$`,
    'iu',
  ).exec(text);
  if (swing?.[1] && swing[2]) return `En dan, zwiep, ${swing[1].toLowerCase()} ${hero.zijn} ${swing[2].toLowerCase()}!`;
  // Someone dear moving far away, who came once more to say goodbye (`onze oppas Naomi gaat in australie wonen,
  // vandaag kwam ze nog 1 keer om afscheid te nemen`): who came, and why it was the last time.
  const farewell =
    /^(?:onze |ons |mijn )?((?:oppas|juf|buurvrouw|buurman|vriendje|vriendinnetje|tante|oom|meester)(?: \p{L}+)?|\p{Lu}\p{L}+) (?:gaat|gaan|verhuist|verhuizen) (?:in|naar) (\p{L}+(?:-\p{L}+)?) (?:wonen|verhuizen|wonen en)?,? (?:en )?(?:vandaag |vanavond |vanmiddag |toen )?kwam (ze|zij|hij|ie) (?:nog )?(?:één|een|1|eenmaal) keer(?: langs)? (?:om )?(?:afscheid (?:te )?nemen|gedag (?:te )?zeggen|dag (?:te )?zeggen)$/iu.exec(
      text,
    );
  if (farewell?.[1] && farewell[2] && farewell[3]) {
    const bare = !/\s/u.test(farewell[1]) && /^\p{Ll}/u.test(farewell[1]);
    const kin = farewell[1].toLowerCase();
    const who = bare ? `${/je$/u.test(kin) ? 'Het' : 'De'} ${kin}` : capital(named(farewell[1], given.names ?? []));
    const they = /^(ze|zij)$/iu.test(farewell[3]) ? 'ze' : 'hij';
    return `${who} kwam nog één keer langs om dag te zeggen, want ${they} gaat heel ver weg wonen, in ${capital(farewell[2])}.`;
  }
  // A job done with a grown-up, and the child's own part in it (`met papa de auto gewassen, hij mocht de spons`).
  const part = new RegExp(
    `^(.+?),\\s*(?:en )?${CHILD} mocht (de|het|t) (\\p{L}+)(?: vasthouden| doen| hebben)?$`,
    'iu',
  ).exec(text);
  if (part?.[1] && part[3]) {
    const deed = retellOne(part[1], given);
    if (deed?.endsWith('.'))
      return `${deed.slice(0, -1)}, en ${hero.hij} mocht ${/^t$/iu.test(part[2] ?? '') ? 'het' : part[2]?.toLowerCase()} ${part[3].toLowerCase()}.`;
  }
  // A parade's floats and what they are made of (`die enorme wagens helemaal van dahlia's`).
  const floats =
    /^(?:en )?(?:die|de|met|al die|zulke) (enorme|grote|reuze|gigantische|hele grote|prachtige|mooie) (?:praal)?wagens,? (?:helemaal |allemaal )?(?:gemaakt )?(?:van|vol|met) ((?:\p{L}+ )?\p{L}+(?:['’]s)?)$/iu.exec(
      text,
    );
  if (floats?.[1] && floats[2])
    return `Er reden ${floats[1].toLowerCase()} wagens voorbij, helemaal gemaakt van ${floats[2].toLowerCase()}!`;
  // A trick's first step after a comma (`jas aangedaan met de truc van de opvang, jas op de grond`): the deed, then
  // the step as its own sentence, never a pasted fragment.
  const step = /^(.+?),\s*(?:de |het |t |dr |d'r |haar |zn |z'n |zijn )?(\p{L}+) op de (grond|vloer)$/iu.exec(text);
  if (step?.[1] && step[2] && new RegExp(`\\b${step[2]}\\b`, 'iu').test(step[1])) {
    const deed = retellOne(step[1], given);
    if (deed?.endsWith('.'))
      return `${deed} Eerst legde ${hero.hij} ${hero.zijn} ${step[2].toLowerCase()} op de ${step[3]?.toLowerCase()}.`;
  }
  // A feat done again and again, with its shout (`5x gedaan en elke keer riep ze TADAAA`).
  const again = new RegExp(
    `^(?:en )?(?:wel )?(twee|drie|vier|vijf|zes|zeven|acht|negen|tien|\\p{L}+tig) keer (?:gedaan|achter elkaar|opnieuw)(?:,)? en (?:elke|iedere) keer (riep|zei|gilde|juichte|schreeuwde) (?:${CHILD} )?(\\p{L}+)$`,
    'iu',
  ).exec(text);
  if (again?.[1] && again[2] && again[3])
    return `${capital(again[1].toLowerCase())} keer deed ${hero.hij} het, en elke keer ${again[2].toLowerCase()} ${hero.hij}: “${capital(again[3].toLowerCase())}!”`;
  // Not quite right, but so proud (`wel binnenste buiten maar zo trots`).
  const proud =
    /^(?:en )?(?:wel |nog |een beetje )?(binnenste ?buiten|binnenstebuiten|achterstevoren|achterste ?voren|ondersteboven|scheef|verkeerd ?om)(?:,)? maar (?:ze was |hij was |ie was |wel )?(?:zo|zoo+|heel|super|mega|echt) (trots|blij)$/iu.exec(
      text,
    );
  if (proud?.[1] && proud[2]) {
    const how = proud[1]
      .toLowerCase()
      .replace(/\s+/gu, '')
      .replace(/^verkeerdom$/u, 'verkeerd om');
    return `Wel een beetje ${how}, maar wat was ${hero.hij} ${proud[2].toLowerCase()}!`;
  }
  // Tears at a place (`aan de poort dikke tranen`, `dikke tranen bij de deur`).
  const tears =
    /^(?:en )?(aan|bij|op|voor) (de|het|t) (\p{L}+),? (?:(dikke|grote|echte) )?(tranen|traantjes)$/iu.exec(text) ??
    /^(?:en )?(?:(dikke|grote|echte) )?(tranen|traantjes) (aan|bij|op|voor) (de|het|t) (\p{L}+)$/iu.exec(text);
  if (tears) {
    const [prep, article, place, size, kind] = tears[3]?.match(/^(aan|bij|op|voor)$/iu)
      ? [tears[3], tears[4], tears[5], tears[1], tears[2]]
      : [tears[1], tears[2], tears[3], tears[4], tears[5]];
    const the = /^(t|het)$/iu.test(article ?? '') ? 'het' : 'de';
    return `${capital(prep ?? '')} ${the} ${place} kwamen er ${size ? `${size} ` : ''}${kind}.`;
  }
  // Stepped on a wasp or a bee (`op blote voeten in de tuin op een wesp gestapt :( gillen!!`, `in t gras op een bij
  // getrapt`): the sting's cause told, and the scream.
  const stepped = new RegExp(
    `^(?:en )?(?:${CHILD} (?:is|was|heeft|had) )?((?:(?:op|met) blote voeten|blootsvoets|in (?:de|het|t) (?:tuin|gras|park|zand)|buiten) )?((?:(?:op|met) blote voeten|blootsvoets|in (?:de|het|t) (?:tuin|gras|park|zand)|buiten) )?op (?:een|n) (wesp|bij|bijtje|hommel) (?:gestapt|getrapt|gaan staan)(?:[\\s:;()!.,]*(gillen|gegild|krijsen|gekrijst|huilen|gehuild))?[\\s:;()!.,]*$`,
    'iu',
  ).exec(text);
  if (stepped?.[3]) {
    const fronts = [stepped[1], stepped[2]].map((front) => front?.trim().toLowerCase());
    const bare = fronts.some((front) => front && /blote|blootsvoets/u.test(front)) ? ' blote' : '';
    const where = fronts.find((front) => front && !/blote|blootsvoets/u.test(front))?.replace(/\bt\b/u, 'het');
    // (One sentence: a scene has three or four.)
    const scream = stepped[4] ? `, en ${hero.hij} ${/huil/iu.test(stepped[4]) ? 'huilde' : 'gilde'} het uit!` : '.';
    return `Au, ${hero.name} stapte${where ? ` ${where}` : ''} met ${hero.zijn}${bare} voet op een ${stepped[3].toLowerCase()}${scream}`;
  }
  // A balloon that flew away (`op de markt is dr roze ballon weggevlogen`, `zn ballon losgelaten op de kermis`): the
  // string slipped, and the balloon, its colour kept, flew off.
  const balloon =
    /^(?:en |maar )?(?:(op de markt|op de kermis|in de stad|in het park|op het feest|op het feestje|buiten|in de dierentuin) )?(?:is |was )?(?:(dr|d'r|haar|zn|z'n|zijn|de) )?((?:\p{L}+ )?)(ballon|ballonnetje) (?:is |was )?(?:weggevlogen|weggewaaid|vloog weg|woei weg|losgelaten|losgeschoten|ontsnapt|kwijt)(?: (op de markt|op de kermis|in de stad|in het park|op het feest|op het feestje))?$/iu.exec(
      text,
    );
  if (balloon?.[4]) {
    const where = balloon[1] ?? balloon[5];
    const whose = /^(dr|d'r|haar|zn|z'n|zijn)$/iu.test(balloon[2] ?? '') ? hero.zijn : 'de';
    const colour = balloon[3]?.trim().toLowerCase();
    const slipped = where ? `${where.toLowerCase()} glipte het touwtje los` : 'het touwtje glipte los';
    return `Oei, ${slipped}, en ${whose} ${colour ? `${colour} ` : ''}${balloon[4].toLowerCase()} vloog weg.`;
  }
  // A grown-up's cure put on the sore spot (`papa heeft er een ui op gedaan en een koud washandje`): who did it.
  const cure =
    /^(?:en )?(papa|mama|opa|oma|juf|meester|pap|mam)(?: (\p{Lu}\p{L}+))? (?:heeft|had) er (een|wat|n) (\p{L}+(?: \p{L}+)?) op (?:gedaan|gelegd|gesmeerd|gedrukt|geplakt)(?:,? en (een|wat|n) (\p{L}+(?: \p{L}+)?))?$/iu.exec(
      text,
    );
  if (cure?.[1] && cure[4]) {
    const who = `${capital(cure[1].toLowerCase())}${cure[2] ? ` ${cure[2]}` : ''}`;
    const thing = (article: string | undefined, word: string) =>
      `${/^(n|een)$/iu.test(article ?? '') ? 'een' : 'wat'} ${word.toLowerCase() === 'ui' ? 'stukje ui' : word.toLowerCase()}`;
    const also = cure[6] ? ` en ${thing(cure[5], cure[6])}` : '';
    return `${who} deed er ${thing(cure[3], cure[4])} op${also}.`;
  }
  // The rest of the day on a lap (`de rest vd middag op schoot met zn voet omhoog`).
  const lapLong =
    /^(?:en )?(?:de )?(?:(rest) (?:vd|van de|van die|v\/d|vn de) |(hele) )(middag|dag|avond|ochtend|morgen) (?:bij (\p{L}+) )?op schoot(?: bij (\p{L}+))?(?:,? met (?:zn|z'n|zijn|dr|d'r|haar) (voet|voetje|been|beentje|hand|arm) (?:omhoog|hoog))?$/iu.exec(
      text.replace(/_/gu, ' '),
    );
  if (lapLong?.[3]) {
    const span = lapLong[1] ? `de rest van de ${lapLong[3].toLowerCase()}` : `de hele ${lapLong[3].toLowerCase()}`;
    const whom = lapLong[4] ?? lapLong[5];
    const family = /^(?:papa|mama|opa|oma|pap|mam|juf)$/iu.test(whom ?? '');
    const on = whom ? `bij ${family ? whom.toLowerCase() : capital(whom.toLowerCase())} op schoot` : 'lekker op schoot';
    const up = lapLong[6] ? `, met ${hero.zijn} ${lapLong[6].toLowerCase()} omhoog` : '';
    return `${hero.name} zat ${span} ${on}${up}.`;
  }
  // A grown-up's words after a colon (`opa zei: om de beurt, eerst noor tot tien tellen`): said by that grown-up, in
  // quotes, never put in the child's mouth.
  const saidColon =
    /^(?:en )?(?:toen )?(opa|oma|papa|mama|juf|meester|pap|mam|bompa|bomma|pake|beppe|meter|peter|oppas|oom|tante|nonkel)(?: (\p{L}+))? (?:zei|zegt|riep)\s*:\s*([^“”"]{3,120}?)[.!]*$/iu.exec(
      text,
    );
  if (saidColon?.[1] && saidColon[3]) {
    const named = saidColon[2]
      ? given.names.find((name) => name.toLowerCase() === saidColon[2]?.toLowerCase())
      : undefined;
    if (!saidColon[2] || named) {
      const who = `${capital(saidColon[1].toLowerCase())}${named ? ` ${named}` : ''}`;
      return `${who} zei: “${quoted(saidColon[3].trim(), given)}.”`;
    }
  }
  // What a grown-up said would happen, told in their own words (`opa Wim zei dat de ballon de maan gedag ging zeggen`):
  // the comfort of the day, said as it was said.
  const saidThat =
    /^(?:en )?(?:toen )?(opa|oma|papa|mama|juf|meester|pap|mam)(?: (\p{L}+))? (?:zei|zegt|vertelde) dat (de|het|t|dr|d'r|haar|zn|z'n|zijn) (\p{L}+) (.+?) (?:ging|gaat|zou|zal) (\p{L}+)$/iu.exec(
      text,
    );
  const speaker = saidThat?.[2] ? given.names.find((name) => name.toLowerCase() === saidThat[2]?.toLowerCase()) : '';
  if (
    saidThat?.[1] &&
    saidThat[4] &&
    saidThat[5] &&
    saidThat[6] &&
    speaker !== undefined &&
    /\p{L}{2,}en$/u.test(saidThat[6])
  ) {
    const whose = /^(de|het|t)$/iu.test(saidThat[3] ?? '')
      ? saidThat[3] === 't'
        ? 'het'
        : saidThat[3]?.toLowerCase()
      : 'je';
    const who = `${capital(saidThat[1].toLowerCase())}${speaker ? ` ${speaker}` : ''}`;
    return `${who} zei: “${capital(whose ?? 'de')} ${saidThat[4].toLowerCase()} gaat ${saidThat[5].toLowerCase()} ${saidThat[6].toLowerCase()}.”`;
  }
  // A grown-up's tears, then the child's (`juf moest huilen en toen zij ook`): both cried, the grown-up first.
  const cryToo = new RegExp(
    `^(?:en )?(juf|meester|mama|papa|opa|oma|mam|pap)(?: (\\p{Lu}\\p{L}+))? (?:moest|begon te|ging) huilen,? (?:en )?(?:toen|daarna|dan) (?:${CHILD}|hij|zij) ook[.!]*$`,
    'iu',
  ).exec(text);
  if (cryToo?.[1])
    return `${capital(cryToo[1].toLowerCase())}${cryToo[2] ? ` ${cryToo[2]}` : ''} moest huilen, en toen moest ${hero.name} ook huilen.`;
  // Something done, `maar` the things the child found a lot (`snoepjes gevangen vd wagens maar de harde muziek en de
  // toeters vond ie wel veel`): what was done, then the things and how the child found them.
  const aLot = new RegExp(
    `^(.+?),? maar ((?:de|het|t|al die|alle) .+?) vond ${CHILD} ((?:wel |best |echt |heel |erg |een beetje |toch )*(?:veel|eng|spannend|te hard|te luid|te druk|druk|niet leuk|stom))$`,
    'iu',
  ).exec(text);
  if (aLot?.[1] && aLot[2] && aLot[3]) {
    const done = retell(aLot[1], given);
    const things = aLot[2].toLowerCase().replace(/^t /u, 'het ');
    if (done) return `${done.slice(0, -1)}, maar ${things} vond ${hero.hij} ${aLot[3].toLowerCase()}.`;
  }
  // A tower that kept falling over (`dr duplotoren viel steeds om`, `zn legotoren viel telkens om`): it fell, not the
  // child, and again and again.
  const tower =
    /^(?:en |maar )?(?:(dr|d'r|haar|zn|z'n|zijn|de|die|t|het) )?((?:\p{L}+)?toren(?:tje)?) (?:viel|valt|is) (steeds|telkens|elke keer|de hele tijd|weer|almaar)? ?(?:om|omver|omgevallen)$/iu.exec(
      text,
    );
  if (tower) {
    const whose = /^(dr|d'r|haar|zn|z'n|zijn)$/iu.test(tower[1] ?? '') ? His : 'De';
    const again = tower[3] ? ` ${tower[3].toLowerCase()}` : '';
    return `${whose} ${tower[2]?.toLowerCase()} viel${again} om!`;
  }
  // Everything thrown about in a rage (`toen heeft ze alles door de living gesmeten`, `alles door de kamer gegooid`):
  // told in calm words, the room a room.
  const thrown = new RegExp(
    `^(?:en )?(toen )?(?:(?:heeft|had) ${CHILD} |${CHILD} (?:heeft|had) )?(alles|al het speelgoed|alle blokken) (?:door|in) (?:de|het|t) (?:living|woonkamer|kamer|living room|huis|gang) (?:gesmeten|gegooid|gesmeet|geslingerd)$`,
    'iu',
  ).exec(text);
  if (thrown) {
    const what = thrown[2]?.toLowerCase() ?? 'alles';
    return thrown[1]
      ? `Toen werd ${hero.name} zo boos dat ${hero.hij} ${what} door de kamer gooide.`
      : `${hero.name} werd zo boos dat ${hero.hij} ${what} door de kamer gooide.`;
  }
  // A cranky day the parent sums up (`ze was zo ambetant vandaag`, `alles was nee`): what the child said all day.
  if (
    new RegExp(
      `^(?:${CHILD} was )?(?:zo |zeer |heel |echt |best )?(?:ambetant|lastig|dwars|tegendraads)(?: vandaag)?$|^(?:alles was nee|overal nee op|overal nee tegen|tegen alles nee)(?: vandaag)?$`,
      'iu',
    ).test(text)
  )
    return `Vandaag zei ${hero.name} overal nee tegen.`;
  // Not letting go of the parent's hand (`wou mn hand ni lossen`).
  const hand = new RegExp(
    `^(?:en |maar )?(?:${CHILD} )?(?:wou|wilde)(?: ${CHILD})? (mn|m'n|mijn|papa's|mama's|de) (hand|handje) ${NOT} (?:meer )?(?:lossen|loslaten|los laten)$`,
    'iu',
  ).exec(text);
  if (hand?.[1] && hand[2]) {
    const whose = /^(mn|m'n|mijn)$/iu.test(hand[1]) ? (parentOwn ?? 'de') : hand[1].toLowerCase();
    return `${hero.name} wilde ${whose} ${hand[2].toLowerCase()} niet loslaten.`;
  }
  // A bite in a quarrel (`hij heeft dr in dr arm gebeten, allebei huilen`): gently, and both children's tears.
  const bite = new RegExp(
    `^(?:${CHILD} )?(?:heeft )(\\p{L}+) in (dr|d'r|haar|zn|z'n|zijn) (arm|hand|been|vinger|wang|schouder|rug|buik) gebeten(?:,? (?:en )?(?:toen )?(?:allebei (?:huilen|gehuild)|(?:ze )?(?:huilden|hebben) (?:ze )?allebei (?:gehuild)?))?$`,
    'iu',
  ).exec(text);
  const others = othersNamed(given);
  if (bite?.[1] && bite[2] && bite[3]) {
    const object = bite[1].toLowerCase();
    const named = given.names.find((name) => name.toLowerCase() === object);
    const pronoun = /^(dr|d'r|haar)$/u.test(object) ? 'haar' : /^(hem)$/u.test(object) ? 'hem' : undefined;
    const who = named ?? (pronoun && others.length === 1 ? others[0] : undefined);
    if (who) {
      const whose = /^(dr|d'r|haar)$/iu.test(bite[2]) ? 'haar' : 'zijn';
      const both = /allebei/iu.test(text.slice(text.indexOf('gebeten'))) ? ', en toen moesten ze allebei huilen' : '';
      return `${hero.name} werd zo boos dat ${hero.hij} ${who} in ${whose} ${bite[3].toLowerCase()} beet${both}.`;
    }
  }
  // A finger or hand caught in a door (`met zn vinger tussen de deur gekomen bij de opvang`, `vinger klem gezeten in
  // de la`): what was caught, and where.
  const caught = new RegExp(
    `^(?:${CHILD} (?:is|was|heeft|had) )?(?:met )?(?:zijn|haar|zn|dr) (vinger|vingers|vingertje|duim|hand|handje) (?:tussen (de|het) (\\p{L}+) (?:gekomen|gekregen|gezeten|geklemd)|klem (?:gezeten|gekomen)(?: (?:in|tussen) (de|het) (\\p{L}+))?)((?: (?:bij|op|in) (?:de|het|t) \\p{L}+)?)$`,
    'iu',
  ).exec(text);
  if (caught?.[1]) {
    const where = caught[3]
      ? `tussen ${caught[2]} ${caught[3]}`
      : caught[5]
        ? `klem in ${caught[4]} ${caught[5]}`
        : 'klem';
    const at = (caught[6] ?? '').replace(/ t /u, ' het ').toLowerCase();
    return `${hero.name} kwam met ${hero.zijn} ${caught[1].toLowerCase()} ${where}${at}.`;
  }
  // A blue nail and hard tears (`blauwe nagel en heel hard gehuild`): what it did, then the tears.
  const nail =
    /^(?:een )?blauwe (nagel|teen|vinger)(?:,? en (heel |zo |erg |best )?(hard )?(?:gehuild|huilen|huilde))?$/iu.exec(
      text,
    );
  if (nail?.[1])
    return nail[0].includes('huil')
      ? `${His} ${nail[1].toLowerCase()} werd blauw, en ${hero.hij} huilde ${nail[2]?.toLowerCase() ?? ''}${nail[3] ? 'hard' : 'erg'}.`
      : `${His} ${nail[1].toLowerCase()} werd blauw.`;
  // A grown-up's cold pack and plaster (`juf heeft koelelement erop gedaan en een pleister met dino's`).
  const plaster =
    /^(?:de )?(juf|meester|papa|mama|oma|opa|leidster|begeleider|\p{L}+) (?:heeft|deed) (?:er )?(?:een )?(koelelement|ijszakje|coldpack|ijsblokje|ijs|koud washandje|nat washandje)(?: erop| op)?(?: gedaan| gelegd)? en (?:een )?(pleister|pleistertje)((?: met \p{L}+'?s?)?)(?: erop)?(?: geplakt| gedaan)?$/iu.exec(
      text,
    );
  const carer = plaster?.[1] && (KIN.test(plaster[1]) || /^(juf|meester|leidster|begeleider)$/iu.test(plaster[1]));
  if (plaster?.[1] && plaster[2] && carer) {
    const who = /^(juf|meester|leidster|begeleider)$/iu.test(plaster[1])
      ? `De ${plaster[1].toLowerCase()}`
      : capital(plaster[1].toLowerCase());
    return `${who} legde een ${plaster[2].toLowerCase()} op het zere plekje en plakte er een ${plaster[3]?.toLowerCase()}${plaster[4] ?? ''} op.`;
  }
  // What the child does now (`hij laat iedereen zn vinger zien nu`, `nu wil ze steeds in de spiegel kijken`): said now,
  // as the day's happy end.
  const now = new RegExp(
    `^(?:en )?(?:(nu|sindsdien) )?(?:${CHILD} )?(laat|wil|zegt|vraagt|roept|wijst|loopt|zingt|doet|praat)(?: ${CHILD})? (.+?)(?: nu)?(?: lol| haha| hihi)?$`,
    'iu',
  ).exec(text);
  if (now?.[2] && now[3] && (now[1] || / nu(?: lol| haha| hihi)?$/iu.test(text)) && !/\bworden$/iu.test(now[3])) {
    const rest = now[3]
      .replace(
        /^iedereen (\p{L}+) (\p{L}+) zien$/iu,
        (_all, whose: string, what: string) =>
          `aan iedereen ${/^(zn|zijn|haar|dr)$/iu.test(whose) ? hero.zijn : whose} ${what} zien`,
      )
      .replace(/\b(zn|z'n)\b/giu, 'zijn')
      .replace(/\b(dr|d'r)\b/giu, 'haar');
    // What the child says now, a whole little sentence (`nu zegt ie max is lief`): said as the child's own words.
    const speech = /^(zegt|roept|vraagt)$/iu.test(now[2]) && !/^(?:dat|of|het|iets|niks|niets|alles)\b/iu.test(rest);
    if (speech && /(?<![\p{L}])(is|ben|heb|wil|mag|kan|was|zijn|doet|gaat)(?![\p{L}])/iu.test(rest))
      return `En nu ${now[2].toLowerCase()} ${hero.name}: “${quoted(rest, given)}${now[2].toLowerCase() === 'vraagt' ? '?' : '.'}”`;
    return `En nu ${now[2].toLowerCase()} ${hero.name} ${rest}!`;
  }
  // A fit at the shop with its cause (`zo'n driftbui in de supermarkt omdat ze geen koekjes mocht, plat op de grond bij
  // de kassa liggen gillen`): why, then what it looked like.
  const rage = new RegExp(
    `^(?:zo'n |een |flinke |enorme |grote )?(driftbui|woedeaanval|huilbui) ((?:in|op|bij) (?:de|het|t) \\p{L}+)(?: en)?,? (?:omdat|want) ${CHILD} (geen|niet) (.+?) (mocht|kreeg|mag|krijgt)(?:,? (?:en )?(?:toen )?(plat )?op de (grond|vloer) ((?:bij|in|voor|naast) (?:de|het|t) \\p{L}+ )?(?:liggen|lag te|gaan liggen) (gillen|krijsen|schreeuwen|huilen|brullen|trappelen))?$`,
    'iu',
  ).exec(text);
  if (rage?.[1] && rage[2] && rage[4]) {
    const place = rage[2].toLowerCase().replace(/ t /u, ' het ');
    const thing = rage[4].toLowerCase();
    const treat = thing.includes(' ') ? thing : (withArticle([thing], hero) ?? [thing]).join(' ');
    const wanted =
      rage[3]?.toLowerCase() === 'geen'
        ? `${capital(place)} wilde ${hero.name} ${treat}, maar dat mocht niet`
        : `${capital(place)} mocht ${hero.name} niet ${rage[4].toLowerCase()}`;
    // (One sentence: the story tells each of the parent's clauses as one.)
    const floor = rage[9]
      ? `: toen ging ${hero.hij} ${rage[8] ? `${rage[8].toLowerCase().trim().replace(/ t$/u, ' het')} ` : ''}${rage[6] ? 'plat ' : ''}op de ${rage[7]?.toLowerCase()} liggen en ${{ gillen: 'gilde', krijsen: 'krijste', schreeuwen: 'schreeuwde', huilen: 'huilde', brullen: 'brulde', trappelen: 'trappelde' }[rage[9].toLowerCase()]}`
      : `, en toen kreeg ${hero.hij} een ${rage[1].toLowerCase()}`;
    return `${wanted}${floor}.`;
  }
  // Calm again in the car, and then something at home (`in de auto weer rustig en thuis samen koekjes gebakken`).
  const calm =
    /^(?:(in de auto|in de bus|in de buggy|onderweg|thuis|buiten|in bed|op de fiets) )?(?:was (?:ze|hij) )?(?:weer |snel weer |gauw weer )(rustig|blij|vrolijk|lief|kalm)(?: en (thuis|daarna|toen) (.+))?$/iu.exec(
      text,
    );
  if (calm?.[2]) {
    const where = calm[1] ? `${capital(calm[1].toLowerCase())} werd ${hero.name}` : `${hero.name} werd`;
    const then = calm[3] && calm[4] ? retellOne(`${calm[3]} ${calm[4]}`, given) : undefined;
    if (calm[3] && !then) return undefined;
    return then
      ? `${where} weer ${calm[2].toLowerCase()}, en ${then.replace(/^\p{Lu}(?!\p{Lu})/u, (letter) => (then.startsWith(hero.name) ? letter : letter.toLowerCase()))}`
      : `${where} weer ${calm[2].toLowerCase()}.`;
  }
  // A fright with its cause (`bij de botsauto's schrok ie van de knallen`, `schrok van de knal bij het vuurwerk`).
  const fright = new RegExp(
    `^(?:((?:bij|in|op|aan) (?:de|het|t) [\\p{L}']+) )?(?:${CHILD} )?(?:schrok|is geschrokken|was geschrokken|geschrokken)(?: ${CHILD})? (?:zich )?(?:wel |heel |zo |erg |een beetje |best )?(?:erg )?(van|door) (de|het|t) (\\p{L}+)((?: (?:bij|in|op) (?:de|het|t) [\\p{L}']+)?)(?:,? (?:en )?(?:toen )?(?:wou|wilde) (?:${CHILD} )?(?:naar huis|weg|naar mama|naar papa))?$`,
    'iu',
  ).exec(text);
  if (fright?.[2] && fright[4]) {
    const the = /^(t|het)$/iu.test(fright[3] ?? '') ? 'het' : 'de';
    const home = /(?:wou|wilde) .*(naar huis|weg|naar mama|naar papa)$/iu.exec(text)?.[1]?.toLowerCase();
    const tail = home ? `, en ${hero.hij} wilde ${home}` : '';
    const where = (fright[1] ?? '').replace(/ t /u, ' het ');
    const place = (fright[5] ?? '').replace(/ t /u, ' het ').toLowerCase();
    return where
      ? `${capital(where.toLowerCase())} schrok ${hero.name} van ${the} ${fright[4].toLowerCase()}${place}${tail}.`
      : `${hero.name} schrok van ${the} ${fright[4].toLowerCase()}${place}${tail}.`;
  }
  // Something sticky everywhere (`suikerspin was te plakkerig haha zat overal`).
  const sticky =
    /^(?:de |het |een )?(suikerspin|ijsje|ijs|lolly|snoep|honing|jam|stroop|siroop|chocola|chocolade|verf|lijm|klei|modder)(?: was)? (?:te |zo |heel |erg |super |echt )?(plakkerig|kleverig|vies|smerig|smeuïg)(?:,? (?:en )?(?:het |hij |die )?(?:zat|plakte) (?:echt |gewoon )?overal)?$/iu.exec(
      clean(raw)
        .replace(/\s+(?:haha|hihi|lol)\b/giu, '')
        .trim(),
    );
  if (sticky?.[1] && sticky[2]) {
    const the = /^(ijs|snoep|chocola|chocolade|lijm|klei|\p{L}+je)$/iu.test(sticky[1]) ? 'Het' : 'De';
    const it = the === 'Het' ? 'het' : 'hij';
    return `${the} ${sticky[1].toLowerCase()} was zo ${sticky[2].toLowerCase()}${/overal/iu.test(text) ? `, ${it} zat overal` : ''}!`;
  }
  // A pet buried with a grown-up (`ze heeft m samen met papa begraven onder de appelboom`): who is buried, by name.
  const buried = new RegExp(
    `^(?:${CHILD} (?:heeft|hebben) )?(?:(m|hem|haar|dr|\\p{L}+)_? )?(?:samen )?met (\\p{L}+) (?:begraven|begroeven) ((?:onder|in|bij|naast|achter) (?:de|het|t) \\p{L}+)$`,
    'iu',
  ).exec(text);
  if (buried?.[2] && buried[3]) {
    const pets = othersNamed(given).filter((name) => !given.children?.includes(name));
    const named = given.names.find((name) => name.toLowerCase() === buried[1]?.toLowerCase());
    const who = named ?? (pets.length === 1 ? pets[0] : /^(haar|dr)$/iu.test(buried[1] ?? '') ? 'haar' : 'hem');
    return `Samen met ${buried[2].toLowerCase()} begroef ${hero.name} ${who} ${buried[3].toLowerCase().replace(/ t /u, ' het ')}.`;
  }
  // Something laid on top (`en er een steen met bloemetjes op gelegd`): the child laid it.
  const laidOn =
    /^(?:en )?er (?:(een|de|het|twee|drie) )?(.+?) (op|in|bij|naast|omheen) (gelegd|gezet|geplant|geplakt|gehangen)$/iu.exec(
      text,
    );
  if (laidOn?.[2] && laidOn[3] && laidOn[4]) {
    const put = { gelegd: 'legde', gezet: 'zette', geplant: 'plantte', geplakt: 'plakte', gehangen: 'hing' }[
      laidOn[4].toLowerCase()
    ];
    return `${hero.name} ${put} er ${laidOn[1] ? `${laidOn[1].toLowerCase()} ` : ''}${laidOn[2]} ${laidOn[3].toLowerCase()}.`;
  }
  // A sound too loud (`de sirene was wel eng hard`): how loud it was, never `eng`.
  const loud =
    /^(de|het) (sirene|toeter|claxon|brandweerauto|muziek|knal|bel|vuurwerk|trein|stofzuiger|föhn|fohn|blender|boormachine|\p{L}+alarm) (?:was|klonk|deed) (?:wel |zo |echt |heel |erg |best |super |toch )*(?:eng |spannend |beetje eng )?(?:hard|luid)$/iu.exec(
      text,
    );
  if (loud?.[1] && loud[2]) return `${capital(loud[1].toLowerCase())} ${loud[2].toLowerCase()} klonk zo hard!`;
  // An illness by its name, and what it did (`waterpokken, overal rode bultjes en het jeukt zo, hij mag ni naar de
  // crèche`).
  const ill = new RegExp(`^(${ILLNESSES})(?![\\p{L}-])[,:]?\\s*(.*)$`, 'iu').exec(text);
  if (ill?.[1]) {
    const parts = (ill[2] ?? '').split(/\s*,\s*|\s+en\s+(?=het\s|(?:ze|zij|hij|ie)\s)/u).filter((part) => part !== '');
    let spots = '';
    let itch = false;
    let away = '';
    for (const part of parts) {
      const spot =
        /^(?:overal )?((?:(?:kleine|rode|roze) ){0,2}(?:bultjes|vlekjes|stippen|stipjes|puistjes|blaasjes|plekjes))(?: overal)?$/iu.exec(
          part,
        );
      const home = new RegExp(
        `^${CHILD} (?:mag|mocht) ${NOT} naar (?:de|het|t) (crèche|creche|opvang|school|kinderopvang|klas|gastouder)$`,
        'iu',
      ).exec(part);
      if (spot?.[1]) spots = spot[1].toLowerCase();
      else if (/^het (?:jeukt|jeukte)(?: (?:zo|zo erg|heel erg|erg|vreselijk|echt))?$/iu.test(part)) itch = true;
      else if (home?.[1]) away = `de ${home[1].toLowerCase().replace('creche', 'crèche')}`;
      else return undefined;
    }
    const how = spots ? `, overal ${spots}${itch ? ' die zo jeukten' : ''}` : itch ? ', en het jeukte zo' : '';
    return `${hero.name} had ${ill[1].toLowerCase()}${how}${away ? `, dus ${hero.hij} mocht niet naar ${away}` : ''}.`;
  }
  // Too hot or too loud to sleep (`kan ni slapen van de hitte dus ventilator aan`).
  const sleep = new RegExp(
    `^(?:${CHILD} )?(?:kan|kon|kan ${CHILD}|kon ${CHILD}) ${NOT} (?:in )?slapen van (?:de|het|t) (hitte|warmte|lawaai|herrie|muggen|onweer)(?:,? (?:dus|en) (?:de |het )?(ventilator|raam|ramen) (aan|open)(?:gezet|gedaan)?)?$`,
    'iu',
  ).exec(text);
  if (sleep?.[1]) {
    const then = sleep[2]
      ? `, dus ${sleep[2].toLowerCase() === 'ramen' ? 'gingen de ramen' : sleep[2].toLowerCase() === 'raam' ? 'ging het raam' : 'ging de ventilator'} ${sleep[3]?.toLowerCase()}`
      : '';
    return `${hero.name} kon niet slapen van de ${sleep[1].toLowerCase()}${then}.`;
  }
  // The day's heat or cold by the degrees (`bloedheet vandaag 32 graden`).
  const degrees =
    /^(?:het was |het is |was |is )?(?:vandaag )?(bloedheet|snikheet|heet|warm|tropisch|ijskoud|koud|bitterkoud)(?: vandaag)?,? (?:wel |bijna |echt )?(\d{1,2}) graden(?: vandaag)?$/iu.exec(
      text.replace(/\b(twintig|\p{L}+tig)\b/gu, (word) => word),
    );
  if (degrees?.[1] && degrees[2] && /^(bloedheet|snikheet|heet|warm|tropisch)$/iu.test(degrees[1]))
    return `Het was ${degrees[1].toLowerCase()}, wel ${numberWord(degrees[2])} graden!`;
  // An open day somewhere (`open dag bij de brandweerkazerne met papa en opa Henk`): the child went with them.
  const open = /^(?:een |de )?(open dag|opendeurdag|kijkdag) (bij|op|in|van) (de|het|t) (\p{L}+)(?: met (.+))?$/iu.exec(
    text,
  );
  if (open?.[1] && open[4]) {
    const the = /^(t|het)$/iu.test(open[3] ?? '') ? 'het' : 'de';
    const place = `${open[2]?.toLowerCase() === 'van' ? 'bij' : open[2]?.toLowerCase()} ${the} ${open[4].toLowerCase()}`;
    return open[5]
      ? `Er was ${open[1].toLowerCase()} ${place}, en ${hero.name} ging erheen met ${open[5]}.`
      : `Er was ${open[1].toLowerCase()} ${place}!`;
  }
  // A friend who moves away (`vriendinnetje Lotte gaat verhuizen naar zwolle`): the friend's move, never the hero's.
  const moves =
    /^(?:(?:zijn|zn|z'n|haar|dr|d'r) )?(vriendinnetje|vriendje|vriendin|vriend|buurmeisje|buurjongen|buurvrouw|buurman|neefje|nichtje|juf|meester) (\p{L}+) (gaat|gaan) verhuizen(?: naar (\p{L}+))?$/iu.exec(
      text,
    );
  const friend = given.names.find((name) => name.toLowerCase() === moves?.[2]?.toLowerCase());
  if (moves?.[1] && friend)
    return `${His} ${moves[1].toLowerCase()} ${friend} gaat verhuizen${moves[4] ? `, naar ${capital(moves[4].toLowerCase())}` : ''}.`;
  // What the child asked about the one who is gone (`vroeg bij t eten wel waar lotte nu is`), after not yet
  // understanding it.
  const asked = new RegExp(
    `^(?:(${CHILD} (?:snapt|begrijpt|snapte|begreep) het (?:nog )?${NOT} (?:helemaal|goed|echt)),? (?:maar )?)?(?:${CHILD} )?vroeg(?: ${CHILD})? (bij (?:t|het) (?:avond)?eten|aan tafel|in bad|'s avonds|savonds|vanavond)? ?(?:wel |nog |ook )?(steeds |telkens )?waar (\\p{L}+) (?:nu )?(?:is|was|woont|bleef|naartoe ging)$`,
    'iu',
  ).exec(text);
  const gone = given.names.find((name) => name.toLowerCase() === asked?.[4]?.toLowerCase());
  if (asked && gone) {
    const when = asked[2] ? capitalized(asked[2].replace(/\b(t)\b/u, 'het').replace(/^savonds$/u, "'s avonds")) : '';
    const again = asked[3]?.toLowerCase() ?? '';
    const question = when
      ? `${when} vroeg ${hero.name} ${again}waar ${gone} nu was`
      : `${hero.name} vroeg ${again}waar ${gone} nu was`;
    return asked[1]
      ? `${hero.name} begreep het nog niet helemaal, maar ${when ? `${when.toLowerCase()} vroeg ${hero.hij}` : `${hero.hij} vroeg`} ${again}waar ${gone} nu was.`
      : `${question}.`;
  }
  // A bag full of sweets kept for tomorrow (`tas vol snoep, mag ie morgen pas`).
  const bag = new RegExp(
    `^(een |zijn |haar |zn |dr )?(tas|tasje|zak|zakje|mandje|emmertje) vol (snoep|snoepjes|cadeautjes|kastanjes|schelpen|snoepgoed)(?:,? (?:maar )?(?:dat )?(?:mag|mocht) (?:${CHILD} )?(?:pas )?morgen(?: pas)?(?: opeten| eten)?)?$`,
    'iu',
  ).exec(text);
  // (A bag of sweets bare, `zakje vol snoep`, is a treat the child got: that reading is elsewhere.)
  const tomorrow = /morgen/iu.test(text);
  if (bag?.[2] && bag[3] && (tomorrow || (bag[1] !== undefined && bag[1] !== 'een ') || /^tas/iu.test(bag[2])))
    return `${His} ${bag[2].toLowerCase()} zat vol ${bag[3].toLowerCase()}${tomorrow ? ', maar dat is voor morgen' : ''}.`;
  // Only when something came, the child joined in (`toen de taart kwam ging ze mee zingen`).
  const when = new RegExp(
    `^(pas )?toen (de|het) (\\p{L}+) (kwam|kwamen|begon|er was) (ging|durfde|wou|wilde) ${CHILD} (?:toch )?(?:ook )?(mee )?(zingen|dansen|spelen|doen|springen|klappen)$`,
    'iu',
  ).exec(text);
  if (when?.[3] && when[5] && when[7]) {
    const verb = { ging: 'ging', durfde: 'durfde', wou: 'wilde', wilde: 'wilde' }[when[5].toLowerCase()] ?? 'ging';
    return `${capital(`${when[1] ?? ''}toen`)} ${when[2]?.toLowerCase()} ${when[3].toLowerCase()} ${when[4]?.toLowerCase()}, ${verb} ${hero.name} ${when[6] ?? ''}${when[7].toLowerCase()}.`;
  }
  // On the parent's lap, face hidden (`heel lang op mn schoot met dr gezicht in mn trui`).
  const lap = new RegExp(
    `^(?:${CHILD} )?(?:zat |heeft )?((?:heel|zo|erg|best) lang )?op (?:mn|m'n|mijn) schoot(?: (?:gezeten|gezeten,))?(?:,? met (?:dr|d'r|haar|zn|z'n|zijn) (gezicht|gezichtje|hoofd|hoofdje) in (?:mn|m'n|mijn) (trui|jas|nek|armen|shirt|vest))?$`,
    'iu',
  ).exec(text);
  if (lap) {
    const face =
      lap[2] && lap[3]
        ? `, met ${hero.zijn} ${lap[2].toLowerCase()} in ${parentOwn ?? 'de'} ${lap[3].toLowerCase()}`
        : '';
    return `${hero.name} zat ${lap[1]?.toLowerCase() ?? ''}op ${parentOwn ? `${parentOwn} schoot` : 'schoot'}${face}.`;
  }
  // A pool or a tent set up in the garden (`badje in de tuin gezet`): a grown-up's doing, not a three-year-old's.
  const setUp =
    /^(?:(?:we|wij) (?:hebben )?)?(?:een |het |ons )?(badje|zwembadje|zwembad|opblaasbadje|tentje|tent|trampoline|glijbaan) in de tuin (?:gezet|opgezet|neergezet|opgeblazen|gezet)$/iu.exec(
      text,
    );
  // (By the parent only when Settings says who writes: a guess would put mama at it when papa did it.)
  if (setUp?.[1])
    return given.parent && !given.parentGuessed
      ? `${capital(given.parent)} zette een ${setUp[1].toLowerCase()} in de tuin.`
      : `Er stond een ${setUp[1].toLowerCase()} in de tuin.`;
  // Made together and laid somewhere (`samen een tekening gemaakt en bij zn mand gelegd`): what was laid is said.
  const laid =
    /^samen (?:een |n )?(\p{L}+) (?:gemaakt|getekend|geknutseld|geschilderd) en (bij|op|in|naast|onder) (zn|z'n|zijn|haar|dr|d'r|de|het) (\p{L}+) (gelegd|gezet|gehangen)$/iu.exec(
      text,
    );
  if (laid?.[1] && laid[2] && laid[3] && laid[4] && laid[5]) {
    const own =
      { zn: 'zijn', "z'n": 'zijn', dr: 'haar', "d'r": 'haar' }[laid[3].toLowerCase()] ?? laid[3].toLowerCase();
    const put = { gelegd: 'legden', gezet: 'zetten', gehangen: 'hingen' }[laid[5].toLowerCase()] ?? 'legden';
    return `Samen maakten ze een ${laid[1].toLowerCase()}, en die ${put} ze ${laid[2].toLowerCase()} ${own} ${laid[4].toLowerCase()}.`;
  }
  // A treat fetched (`ijsje halen bij de snackbar`): the child went to get it.
  const fetch =
    /^(?:(daarna|toen) )?(?:een |n )?(ijsje|ijsjes|patatje|frietjes|friet|broodje|broodjes|wafel|wafels|snoepje|snoepjes|koekje|koekjes) (?:gaan |wezen )?halen((?: (?:bij|in|op|aan) .+)?)$/iu.exec(
      text,
    );
  if (fetch?.[2]) {
    const treat = (withArticle([fetch[2].toLowerCase()], hero) ?? [fetch[2].toLowerCase()]).join(' ');
    const went = `${v(hero, 'ging', 'gingen')}`;
    return fetch[1]
      ? `${capital(fetch[1].toLowerCase())} ${went} ${hero.name} ${treat} halen${fetch[3] ?? ''}.`
      : `${hero.name} ${went} ${treat} halen${fetch[3] ?? ''}.`;
  }
  // A face painted (`hele gezicht oranje geschminkt`): the face is what was painted.
  const painted =
    /^(?:(?:haar|zijn|dr|d'r|zn|z'n) )?(hele |heel (?:haar|zijn|dr|zn) )?(gezicht|gezichtje|snoetje) ((?:\p{L}+ en )?\p{L}+) geschminkt$/iu.exec(
      text,
    );
  if (painted?.[2] && painted[3])
    return `${possessive(hero.name)} ${painted[1] ? 'hele ' : ''}${painted[2].toLowerCase()} werd ${painted[3].toLowerCase()} geschminkt.`;
  // Worn out by the evening (`doodop nu`): said without the parent's `nu`.
  const worn = new RegExp(
    `^(?:en )?(?:${CHILD} (?:is|was) )?(?:nu )?(?:echt |helemaal )?(doodop|bekaf|kapot|doodmoe|uitgeteld|gesloopt|moe|heel erg moe|erg moe)(?: nu)?$`,
    'iu',
  ).exec(text);
  if (worn && /\bnu\b/iu.test(text)) return `Aan het eind van de dag was ${hero.name} heel erg moe.`;
  // A treat after the trouble and all forgotten (`daarna een wafel met slagroom en alles was vergeten`).
  const forgot =
    /^(?:(daarna|toen) )?(?:nog )?(?:een|n) (\p{L}+)((?: met \p{L}+)?) en (?:alles|het) was (?:weer )?(vergeten|over|goed)$/iu.exec(
      text,
    );
  if (forgot?.[2] && forgot[4])
    return `${forgot[1] ? `${capital(forgot[1].toLowerCase())} kreeg ${hero.name}` : `${hero.name} kreeg`} een ${forgot[2].toLowerCase()}${forgot[3]?.toLowerCase() ?? ''}, en toen was alles ${forgot[4].toLowerCase() === 'goed' ? 'weer goed' : forgot[4].toLowerCase()}.`;
  // Cold hands or feet, and why (`zn handjes waren ijskoud zonder wanten`): the cause of the tears, told.
  const cold =
    /^(?:(?:zn|z'n|zijn|haar|dr|d'r) )?(handjes|handen|voetjes|voeten|oortjes|oren|neusje|vingertjes|tenen|teentjes) (?:waren|was|werden|werd) (?:zo |heel |echt )?(ijskoud|steenkoud|koud)(?: zonder (wanten|handschoenen|muts|sokken|want))?$/iu.exec(
      text,
    );
  if (cold?.[1] && cold[2]) {
    const parts = cold[1].toLowerCase();
    const was = /(?:s|en)$/u.test(parts) ? 'waren' : 'was';
    const why = cold[3] ? `, want ${hero.hij} had geen ${cold[3].toLowerCase()} aan` : '';
    return `${possessive(hero.name)} ${parts} ${was} ${cold[2].toLowerCase()}${why}.`;
  }
  // A number the child said (`47 zei ie`).
  const count = new RegExp(`^(\\d{1,2}|${NUMBERS.join('|')}),? (zei|riep) ${CHILD}$`, 'iu').exec(text);
  if (count?.[1] && count[2])
    return `“${capital(/\d/u.test(count[1]) ? numberWord(count[1]) : count[1].toLowerCase())}!” ${count[2].toLowerCase()} ${hero.name}.`;
  // Two such bits with a comma (`de sirene was wel eng hard, handen op zn oren`): one sentence.
  const [one, two, ...more] = text.split(/\s*,\s*/u);
  if (!one || !two || more.length > 0) return undefined;
  const first = dayTold(one, given);
  const second = first ? (dayTold(two, given) ?? plainly(two, given)) : undefined;
  if (!first || !second) return undefined;
  const small = second.startsWith(hero.name) ? second : second.replace(/^\p{Lu}/u, (letter) => letter.toLowerCase());
  // (The hero named in the first half is `ze` or `hij` in the second.)
  const tail = first.includes(hero.name) ? small.replace(` ${hero.name} `, ` ${hero.hij} `) : small;
  return `${first.slice(0, -1)}, en ${tail}`;
}

/** A grown-up's word the parent may use for themselves (`bij me op schoot`): who `me` is, if the day says it. */
function writer(given: RetellContext): string | undefined {
  return given.parent ?? (given.grownUps.length === 1 ? given.grownUps[0] : undefined);
}

/** A finite past of a separable verb, particle first, as in a clause after `toen` (`uitging`, `aanging`). */
const isSubPast = (word: string) =>
  isPast(word) || PARTICLES.some((particle) => word.startsWith(particle) && isPast(word.slice(particle.length)));

/** A pet's kind said before its name (`poes Saartje`). */
const PET_KIND = 'poes|poesje|kat|kater|hond|hondje|konijn|konijntje|cavia|hamster';

/** Moments parents of the day write in a shape of their own: told whole, or undefined. */
function dayMoment(raw: string, given: RetellContext): string | undefined {
  const own = given.hero as R;
  const text = clean(raw)
    .replace(/_/gu, ' ')
    .replace(/^(?:en|maar|dus|ook) /iu, '');
  // The child's own words, and then `zegt ze` (`er zit een monster in de kast zegt ze`): in the child's mouth.
  const quote =
    /^((?:er|het|daar|de|een|ik|hier|mama|papa)\b(?: \p{L}+){2,9}),? (?:zegt|zei|roept|riep) (?:ze|zij|hij)$/iu.exec(
      text,
    );
  if (quote?.[1] && !/\b(ze|zij|hij|haar|zijn|hem)\b/iu.test(quote[1]))
    return `${own.name} ${/^r/iu.test(text.split(' ').at(-2) ?? '') ? 'riep' : 'zei'}: “${quoted(quote[1], given)}!”`;
  // What happened first, said with `toen`, then what the child did (`toen t licht uitging kroop ie gauw bij me op
  // schoot`): the Dutch order kept, `me` the parent who writes.
  const when =
    /^toen ((?:(?:het|de|een) (?:\p{L}+ ){0,3}?|(?:papa|mama|opa|oma|juf|nonkel|tante|oom|bompa|bomma) (?:\p{L}+ ){0,2}?)(\p{L}+)) (\p{L}+) (ze|zij|hij) (.+)$/iu.exec(
      text,
    );
  if (when?.[1] && when[2] && when[3] && when[5] && isSubPast(when[2].toLowerCase()) && isPast(when[3].toLowerCase())) {
    const me = writer(given);
    // (Whose lap, when the day does not say who writes: just `op schoot`.)
    const rest = (me ? when[5] : when[5].replace(/\bbij (?:me|mij) (?=op schoot\b)/iu, '')).replace(
      /\b(?:me|mij)\b/giu,
      me ?? '\u0000',
    );
    if (!rest.includes('\u0000') && !/\b(ik|mijn|we|wij|ons|onze)\b/iu.test(rest))
      return `Toen ${when[1].toLowerCase()}, ${when[3].toLowerCase()} ${own.name} ${rest}.`;
  }
  // Taken to someone who did something there (`vanochtend naar dokter de Vries die met een lampje in dr oor keek`):
  // the visit, and what they did.
  const visit =
    /^((?:vanochtend|vanmiddag|vandaag|'s ochtends|'s middags|toen|daarna) )?naar ((?:de )?(?:dokter|huisarts|tandarts|kinderarts|consultatiebureau|oma|opa|juf)(?: (?:de |van |van de )?\p{L}+){0,2}) die ((?:\p{L}+ ){1,8})(\p{L}+)$/iu.exec(
      text,
    );
  if (visit?.[2] && visit[3] && visit[4] && isPast(visit[4].toLowerCase())) {
    const went = visit[1]
      ? `${capitalized(
          visit[1]
            .trim()
            .toLowerCase()
            .replace(/^van(ochtend|middag)$/u, "'s $1s")
            .replace("'s ochtends", "'s ochtends"),
        )} ging ${own.name}`
      : `${own.name} ging`;
    const deed = visit[3].replace(
      /\b(?:haar|zijn)\b(?= \p{L}+ ?$| (?:oor|oortje|keel|mond|buik|hoofd|arm|been|voet|hand|knie)\b)/giu,
      own.zijn,
    );
    return named(`${went} naar ${visit[2]}, en die ${visit[4].toLowerCase()} ${deed.trim()}.`, given.names);
  }
  // What the child thought of it said after (`nu een drankje met aardbeiensmaak dat vindt ze wel lekker`, `zn kamer is
  // helemaal leeg en dat vond ie wel raar`): the thing, and then `en dat vond ze …`.
  const liked =
    /^(.+?),? (?:en )?dat (?:vindt|vond) (?:ze|zij|hij) ((?:wel |echt |heel |zo |best |toch )*)(lekker|raar|leuk|fijn|spannend|eng|grappig|mooi|stom|gek|vies|lief|gezellig)(?:, (.+))?$/iu.exec(
      text,
    );
  if (liked?.[1] && liked[3]) {
    const thing = retellOne(liked[1], { ...given, afterHero: false }) ?? thingOf(liked[1], given);
    // (A thing said after it, `…, zn knuffels zitten al in een doos`: its own sentence.)
    const after = liked[4] ? (retellOne(liked[4], { ...given, afterHero: false }) ?? thingOf(liked[4], given)) : '';
    if (thing && after !== undefined)
      return tidy(`${thing.slice(0, -1)}, en dat vond ${own.hij} ${liked[2] ?? ''}${liked[3].toLowerCase()}. ${after}`);
  }
  // Why it was frightening, said of the animal or thing just named (`die brulde zo hard`): told as it was.
  const loud =
    /^die (\p{L}+) ((?:zo|heel|erg|zo ontzettend|zo vreselijk) (?:hard|luid|groot|wild|eng|boos|snel))$/iu.exec(text);
  if (loud?.[1] && loud[2] && isPast(loud[1].toLowerCase()))
    return `Die ${loud[1].toLowerCase()} ${loud[2].toLowerCase()}.`;
  // The last night somewhere (`laatste nacht in ons oude huis`): it was.
  const last = /^(?:de |het )?laatste (nacht|dag|avond|ochtend|keer) (in|op|bij) (ons|onze|het|de) (.+)$/iu.exec(text);
  if (last?.[1] && last[2] && last[4] && !wordsOf(last[4]).some(isVerb)) {
    const article = { ons: 'het', onze: 'de' }[last[3]?.toLowerCase() ?? ''] ?? last[3]?.toLowerCase();
    return `Het was de laatste ${last[1].toLowerCase()} ${last[2].toLowerCase()} ${article} ${last[4]}.`;
  }
  // What comes tomorrow (`morgen komt de verhuiswagen`): in the story's past, the next day.
  const tomorrow =
    /^(?:morgen|'s morgens) (komt|komen) ((?:de|het|een|opa|oma|papa|mama|juf) (?:\p{L}+ ){0,3}?\p{L}+)$/iu.exec(text);
  if (tomorrow?.[2] && /^\s*morgen\b/iu.test(raw) && !/\b(ik|we|wij|ze|zij|hij)\b/iu.test(tomorrow[2]))
    return `De volgende dag ${tomorrow[1] === 'komen' ? 'zouden' : 'zou'} ${tomorrow[2]} komen.`;
  // Every room gone past (`hij is alle kamers langs geweest om dag te zeggen, ook tegen de wc`): the child went round.
  const round =
    /^(?:(?:ze|zij|hij) )?(?:is|was) ((?:alle|elke|de) (?:\p{L}+ ){0,2}?\p{L}+) langs geweest( om (?:\p{L}+ ){1,3}te \p{L}+)?(,? (?:ook|zelfs) (?:tegen|bij|in|aan) (?:de|het) \p{L}+)?$/iu.exec(
      text,
    );
  if (round?.[1])
    return `${own.name} ging ${round[1]} langs${round[2] ?? ''}${round[3] ? `, ${round[3].replace(/^,? /u, '')}` : ''}.`;
  // The rest of the day somewhere, with someone (`de rest vd dag met nijntje op de bank`).
  const rest =
    /^(?:de )?rest (?:van de|van die|vd) dag ((?:met (?:\p{L}+ ){0,2}?\p{L}+ )?)(op de bank|in bed|op schoot|in de zetel|binnen|thuis)$/iu.exec(
      text,
    );
  if (rest?.[2]) {
    const where = rest[2].toLowerCase();
    const verb = /bank|bed|zetel/u.test(where) ? 'lag' : /schoot/u.test(where) ? 'zat' : 'bleef';
    return named(`De rest van de dag ${verb} ${own.name} ${rest[1] ?? ''}${where}.`, given.names);
  }
  // A pet allowed on the child's bed (`poes Saartje mag op dr bed`).
  const pet = new RegExp(
    `^((?:${PET_KIND}) \\p{L}+) (?:mag|mocht) (?:bij (?:haar|hem) )?op (?:haar|zijn|het) bed(?: slapen| liggen)?$`,
    'iu',
  ).exec(text);
  if (pet?.[1]) return named(`${capital(pet[1].toLowerCase())} mocht bij ${own.name} op bed.`, given.names);
  return undefined;
}

/** Moments the reteller tells only when it knows no better way (`het monster weggejaagd`, `oorontsteking :( …`). */
function lateMoment(raw: string, given: RetellContext): string | undefined {
  if (raw.includes(PAIR)) return undefined;
  const own = given.hero as R;
  const text = clean(raw)
    .replace(/_/gu, ' ')
    .replace(/^(?:en|maar|dus|ook) /iu, '');
  // A thing done to with `het` before it (`het monster weggejaagd`, `het konijn gevoerd`): the child did it.
  const it = /^het (\p{L}{4,}) (\p{L}+)$/iu.exec(text);
  const done = participle(it?.[2]?.toLowerCase() ?? '');
  if (it?.[1] && done && !STOP.has(it[1].toLowerCase()) && !isVerb(it[1].toLowerCase()))
    return `${own.name} ${own.pl ? done.past[1] : done.past[0]} het ${it[1].toLowerCase()}${done.particle ? ` ${done.particle}` : ''}.`;
  // The illness named first, then how the night or day went (`oorontsteking :( vannacht veel wakker gweest …`).
  const ill =
    /^(?:een )?(oorontsteking|keelontsteking|blaasontsteking|oogontsteking|buikgriep|griep|koorts|waterpokken|krentenbaard|oorpijn|keelpijn|buikpijn)\b[\s,.]*(.*)$/iu.exec(
      text,
    );
  if (ill?.[1]) {
    const what = ill[1].toLowerCase();
    const had = `${own.name} ${own.pl ? 'hadden' : 'had'} ${/ontsteking$/u.test(what) ? 'een ' : ''}${what}.`;
    if (!ill[2]) return had;
    const then = clauses(ill[2]).map((part) => retell(part, { ...given, afterHero: true }));
    if (then.every((told) => told !== undefined)) return `${had} ${then.join(' ')}`;
    return undefined;
  }
  return undefined;
}

/** A thing of the child's as it was (`zn kamer is helemaal leeg`), or medicine got (`nu een drankje met …`). */
function thingOf(text: string, given: RetellContext): string | undefined {
  const own = given.hero as R;
  const was =
    /^(?:zijn|haar) (\p{L}{3,}) (is|was|zijn|waren|zit|zitten|ligt|liggen|staat|staan) ((?:\p{L}+ ){0,4}\p{L}+)$/iu.exec(
      text,
    );
  const past: Record<string, string> = {
    is: 'was',
    zijn: 'waren',
    zit: 'zat',
    zitten: 'zaten',
    ligt: 'lag',
    liggen: 'lagen',
    staat: 'stond',
    staan: 'stonden',
  };
  const verb = was?.[2]?.toLowerCase() ?? '';
  if (was?.[1] && was[3] && !wordsOf(was[3]).some(isVerb) && !/\b(ik|me|mijn|we|ons)\b/iu.test(was[3]))
    return `${capital(own.zijn)} ${was[1].toLowerCase()} ${past[verb] ?? verb} ${was[3].toLowerCase()}.`;
  const medicine =
    /^(?:nu |toen |daarna |ook )?(een|het) ((?:drankje|siroopje|medicijntje|medicijn|pilletje|zetpil|prikje|pleister|pleistertje)(?: (?:met|tegen|voor) (?:\p{L}+ ){0,2}?\p{L}+)?)$/iu.exec(
      text,
    );
  if (medicine?.[1] && medicine[2])
    return `${own.name} kreeg ${medicine[1].toLowerCase()} ${medicine[2].toLowerCase()}.`;
  return undefined;
}

/** How a thing was put on said after the comma (`zelf haar broek aangetrokken, wel achterstevoren`). */
const AFTERTHOUGHT =
  /^(.{8,}?),\s*(?:maar )?wel (achterstevoren|binnenstebuiten|andersom|verkeerd om|scheef|aan de verkeerde voet)(?:\s+(?:haha+|hihi+|lol))*$/iu;

/** The child's own words, or someone's, in quotes: said as the parent wrote them, by whom they wrote. */
function spokenOrShown(said: string, given: RetellContext): string | undefined {
  const hero = given.hero as R;
  const text = said.trim();
  // (`hij` on a girl's day is someone else, as `ze` is on a boy's.)
  const pronoun = /^(?:en |toen |daarna )?(ze|zij|hij|ie) /iu.exec(text)?.[1]?.toLowerCase() ?? '';
  const child =
    given.childPronoun === 'she' ? /^(ze|zij)$/u : given.childPronoun === 'he' ? /^(hij|ie)$/u : /^(ze|zij|hij|ie)$/u;
  if (pronoun && !child.test(pronoun)) return undefined;
  // A word to say in a play (`hij moest 'bèèè' zeggen`): the hero had to say it, in the hero's own quotes.
  const line =
    /^(?:en |toen |daarna )?(?:ze|zij|hij|ie) (moest|mocht|durfde|wilde|wou|ging) ['‘"“]([^'‘’"“”|]{1,60}?)([.!?]*)['’"”] (zeggen|roepen|zingen)(?:\s+(?:haha+|hihi+))*$/iu.exec(
      text,
    );
  if (line?.[1] && line[2] && line[4]) {
    const verb = line[1].toLowerCase().replace(/^wou$/u, 'wilde');
    const plural = { moest: 'moesten', mocht: 'mochten', durfde: 'durfden', wilde: 'wilden', ging: 'gingen' }[verb];
    return `${hero.name} ${hero.pl && plural ? plural : verb} “${quoted(line[2].trim(), given)}${line[3] || '!'}” ${line[4].toLowerCase()}.`;
  }
  // Someone named or of the family said it (`lotte riep 'die is van mij'`): that one said it, never the hero.
  const other =
    /^(?:en |toen |daarna )?(\p{L}+) (zei|riep|vroeg|fluisterde|gilde|juichte) ['‘"“]([^'‘’"“”|]{2,100}?)[.!?]*['’"”]?$/iu.exec(
      text,
    );
  const who = other?.[1]?.toLowerCase() ?? '';
  const whose =
    given.names.find((name) => name.toLowerCase() === who) ??
    (/^(mama|papa|oma|opa|juf|meester|bomma|bompa)$/u.test(who) ? capital(who) : undefined);
  if (other?.[2] && other[3] && whose && whose !== hero.name) {
    const verb = other[2].toLowerCase();
    const end = verb === 'vroeg' ? '?' : /^(riep|gilde|juichte)$/u.test(verb) ? '!' : '.';
    return `${whose} ${verb}: “${quoted(other[3].trim(), given)}${end}”`;
  }
  // A drawing shown (`hij liet zijn nieuwe tekening zien, een brandweerauto voor papa`): the hero showed it, and what it
  // was after a colon.
  const shown =
    /^(?:en |toen |daarna )?(?:ze|zij|hij|ie) liet (?:(zijn|haar|zn|z'n|dr|d'r|de|het|een) )?((?:\p{L}+ ){0,2}\p{L}+) zien(?:,\s*((?:een|de|het) [^,|'"]{3,60}))?$/iu.exec(
      clean(text).trim(),
    );
  if (shown?.[2] && !wordsOf(shown[2]).some((word) => isVerb(word) || STOP.has(word))) {
    const own = shown[1]?.toLowerCase() ?? '';
    const article = /^(zijn|haar|zn|z'n|dr|d'r)$/u.test(own) ? hero.zijn : own;
    const what = `${article ? `${article} ` : ''}${shown[2].toLowerCase()}`;
    return `${hero.name} liet ${what} zien${shown[3] ? `: ${shown[3].toLowerCase().trim()}` : ''}.`;
  }
  // A stop on the way (`even gestopt bij een parkeerplaats`): all who travelled stopped, never the child driving.
  const stop =
    /^(?:en |toen |daarna |onderweg )?((?:nog )?(?:even |eventjes |ff )?)gestopt ((?:bij|op|in|aan) [^,|]{3,50})$/iu.exec(
      clean(text).trim(),
    );
  if (stop?.[2] && !/\b(ze|zij|hij|ie|we|wij|haar|zijn)\b/iu.test(stop[2]))
    return `Ze stopten ${stop[1]?.toLowerCase().replace(/\b(?:ff|eventjes)\b/u, 'even') ?? ''}${stop[2].toLowerCase()}.`;
  // A cuddly toy called by its animal (`knuffel konijn was kwijt`): the hero's cuddly rabbit, one word in Dutch.
  const cuddly =
    /^(?:(?:en |toen |daarna )?(?:(?:haar|zijn|zn|z'n|dr|d'r) )?)knuffel (konijn|beer|beertje|hond|hondje|aap|aapje|olifant|eend|eendje|kat|poes|giraf|leeuw|schaap|schaapje|muis|muisje|vos|uil|panda) (was|is|raakte) (kwijt|weg|zoek)$/iu.exec(
      clean(text).trim(),
    );
  if (cuddly?.[1] && cuddly[2] && cuddly[3]) {
    const was = cuddly[2].toLowerCase() === 'raakte' ? 'raakte' : 'was';
    return `${capital(hero.zijn)} knuffel${cuddly[1].toLowerCase()} ${was} ${cuddly[3].toLowerCase()}.`;
  }
  // How the thing was put on, said after (`…, wel achterstevoren`): the deed, then how, with `maar wel`.
  const after = AFTERTHOUGHT.exec(text);
  if (after?.[1] && after[2]) {
    const told = retellOne(after[1], given);
    if (told?.endsWith('.') && !told.includes(',')) return `${told.slice(0, -1)}, maar wel ${after[2].toLowerCase()}.`;
  }
  return undefined;
}

/** The one pet the day names by kind and name (`onze cavia knabbel is vannacht doodgegaan`), as the story names it. */
function buriedPet(context: RetellContext): string | undefined {
  const kinds =
    /\b(?:cavia|hamster|konijn|konijntje|kat|poes|poesje|kater|hond|hondje|vis|visje|goudvis|parkiet|kanarie|kip|kippetje|muis|muisje|schildpad)\s+(\p{L}+)/giu;
  // (Or said before its kind: `hammie de hamster lag stil`.)
  const before =
    /(?<![\p{L}])(\p{L}+) (?:de|onze|ons) (?:cavia|hamster|konijn|konijntje|kat|poes|poesje|kater|hond|hondje|vis|visje|goudvis|parkiet|kanarie|muis|muisje|schildpad)(?![\p{L}])/giu;
  const pets = new Set(
    [...(context.description ?? '').matchAll(kinds), ...(context.description ?? '').matchAll(before)].flatMap((found) =>
      context.names.filter((name) => name.toLowerCase() === found[1]?.toLowerCase()),
    ),
  );
  return pets.size === 1 ? [...pets][0] : undefined;
}

/**
 * Food there was, children who stayed the night, all lying awake a long while, a wish not granted, a fit with the
 * child's own words and a sorry said: told the parent's way.
 */
function guestsAndFood(raw: string, given: RetellContext): string | undefined {
  const name = (given.hero as R).name;
  // What the child wanted and did not get, said after it (`wilde per se een ballon en kreeg het niet`): but did not.
  const notGot =
    /^(?:en |maar )?(?:ze |hij |zij )?(kreeg|mocht) (?:het|ze|hem|dat) (?:lekker |dus |toch |mooi )?niet$/iu.exec(
      clean(raw).trim(),
    );
  if (notGot?.[1]) return `Maar dat ${notGot[1].toLowerCase()} ${name} niet.`;
  // A fit with the child's own words after it (`lag op de grond bij de kassa te krijsen 'ik wil het NU!'`): the fit,
  // then the words.
  const fit =
    /^(.*\bte (?:krijsen|gillen|huilen|schreeuwen|brullen|jammeren|stampen|schoppen)) ['‘"“]([^'‘’"“”|]{2,80}?)[.!?]*['’"”]?$/iu.exec(
      raw.trim(),
    );
  const fitTold = fit?.[1] ? retell(fit[1], given) : undefined;
  if (fit?.[2] && fitTold?.endsWith('.') && fitTold.includes(name))
    return `${fitTold.slice(0, -1)}: “${capital(fit[2].trim())}!”`;
  // Sorry said to a grown-up (`thuis zei ze sorry mama`): said in the child's words.
  const sorry =
    /^((?:thuis|toen|daarna|later|'s avonds|s avonds|savonds) )?(?:zei (?:ze|hij|zij) sorry|(?:ze|hij|zij) zei sorry)(?: tegen)? (mama|papa|oma|opa|juf|oppas)$/iu.exec(
      clean(raw).trim(),
    );
  if (sorry?.[2]) {
    const lead = (sorry[1] ?? '')
      .trim()
      .toLowerCase()
      .replace(/^s ?avonds$/u, "'s avonds");
    const who = sorry[2].toLowerCase();
    return lead ? `${capital(lead)} zei ${name} sorry tegen ${who}.` : `${name} zei sorry tegen ${who}.`;
  }
  // A weekend or a day away said bare (`weekendje weg naar een huisje op de veluwe`): the family went.
  const away = /^(?:een )?(weekendje|weekend|dagje|nachtje|midweekje) weg((?: naar [\p{L} ]+)?)$/iu.exec(
    clean(raw).trim(),
  );
  if (away?.[1]) {
    const hero = given.hero as R;
    return `${name} en ${grownUpsOf(given)} gingen een ${away[1].toLowerCase()} weg${away[2] ?? ''}.`.replace(
      ` ${hero.name} en ${hero.name} `,
      ` ${hero.name} `,
    );
  }
  // A first night somewhere, and how it felt, after a comma (`eerste nacht in het stapelbed, vond het wel spannend`).
  const felt =
    /^(.+), ((?:ze |hij )?vond (?:het|t) (?:wel |heel |erg |best |echt |zo )?(?:spannend|eng|leuk|fijn|gezellig|raar|stoer|moeilijk))$/iu.exec(
      clean(raw).trim(),
    );
  const before = felt?.[1] ? retell(felt[1], given) : undefined;
  const after = felt?.[2] ? retell(felt[2], given) : undefined;
  if (before?.endsWith('.') && after?.startsWith(`${name} `))
    return `${before.slice(0, -1)}, en ${(given.hero as R).hij} ${after.slice(name.length + 1)}`;
  // A drawing to be hung up the next day (`de tekening hangen we morgen op de koelkast`): it may hang there tomorrow.
  const hung =
    /^de (tekening|kleurplaat|knutsel\p{L}*|foto|kaart) hangen (?:we|wij) (morgen|straks|zo|thuis) op (de koelkast|de muur|het prikbord|de deur)$/iu.exec(
      clean(raw).trim(),
    );
  if (hung?.[1])
    return `De ${hung[1].toLowerCase()} mocht ${hung[2]?.toLowerCase()} op ${hung[3]?.toLowerCase()} hangen.`;
  // A pet by name that is ill and stopped eating (`onze kat minoes is ziek, ze at niks meer`): the pet, both told.
  const ill =
    /^(?:onze|ons) (kat|poes|hond|hondje|cavia|konijn|hamster) (\p{L}{3,}) (?:is|was) ziek,? (?:en )?(?:ze|hij|zij) (?:at|eet|wil) (niks|niets) meer(?: eten)?$/iu.exec(
      clean(raw).trim(),
    );
  const pet = given.names.find((one) => one.toLowerCase() === ill?.[2]?.toLowerCase());
  if (ill?.[1] && pet) return `De ${ill[1].toLowerCase()} ${pet} was ziek en at ${ill[3]?.toLowerCase()} meer.`;
  // A friend or cousin by name dressed up as someone (`vriendinnetje noor was een prinses`): hers, told as it was.
  const dressed =
    /^(vriendje|vriendinnetje|zusje|broertje|neefje|nichtje|buurmeisje|buurjongen|grote zus|grote broer) (\p{L}{3,}) was ((?:verkleed als )?(?:een|de) [\p{L} ]{3,40})$/iu.exec(
      clean(raw).trim(),
    );
  const friend = given.names.find((one) => one.toLowerCase() === dressed?.[2]?.toLowerCase());
  if (dressed?.[1] && dressed[3] && friend) return `${capital(dressed[1].toLowerCase())} ${friend} was ${dressed[3]}.`;
  // Carried out in the parent's arms, and what came after (`uiteindelijk op mijn arm naar buiten gedragen en in de auto
  // werd ze stil`): the child was carried, by no one the story must guess.
  const carried =
    /^((?:uiteindelijk|toen|daarna|dus) )?(?:heb ik (?:haar|hem) )?op (?:mijn|mn|m'n) arm(?:en)? ((?:naar buiten|naar huis|naar de auto|naar boven|de winkel uit)) (?:gedragen|getild|meegenomen)(?: en (.+))?$/iu.exec(
      clean(raw).trim(),
    );
  if (carried?.[2]) {
    const hero = given.hero as R;
    const lead = (carried[1] ?? '').trim().toLowerCase();
    const was = `${v(hero, 'werd', 'werden')} ${name} op de arm ${carried[2].toLowerCase()} gedragen`;
    const first = lead ? `${capital(lead)} ${was}` : `${name} ${was.replace(` ${name}`, '')}`;
    const after = carried[3] ? retell(carried[3], given) : undefined;
    if (carried[3] && !after?.includes(name)) return undefined;
    const then = after
      ?.replace(new RegExp(`(?<![\\p{L}])${name}(?![\\p{L}])`, 'u'), hero.hij)
      .replace(
        /^('s )?(\p{Lu})/u,
        (_whole, s: string | undefined, letter: string) => `${s ?? ''}${letter.toLowerCase()}`,
      );
    return then ? `${first}, en ${then}` : `${first}.`;
  }
  // Food in the plural said with `er was` (`er was pannenkoeken`): there were.
  const food =
    /^er (?:was|is) ((?:\p{L}+(?:koeken|jes|taarten|broodjes|bollen|wafels|frieten))(?: (?:met|en) [\p{L} ]+)?)$/iu.exec(
      clean(raw).trim(),
    );
  if (food?.[1]) return `Er waren ${food[1].toLowerCase()}.`;
  // Two named children who stayed the night (`daan en mees blijven logeren op een matras naast zijn bed`): they stayed,
  // and the bed beside them the hero's.
  const stayed =
    /^(\p{L}{3,}) en (\p{L}{3,}) (?:blijven|bleven|blijft|komen|kwamen|gaan|gingen) (?:hier |bij ons |bij \p{L}+ )?logeren((?: [\p{L} ]+)?)$/iu.exec(
      clean(raw).trim(),
    );
  const guests = [stayed?.[1], stayed?.[2]].map((one) =>
    given.names.find((name) => name.toLowerCase() === one?.toLowerCase()),
  );
  if (stayed && guests[0] && guests[1]) {
    const own = given.childPronoun === 'she' ? 'haar' : given.childPronoun === 'he' ? 'zijn' : '';
    const where = (stayed[3] ?? '').replace(
      new RegExp(`\\b(?:${own || '-'}|zn|z'n|d'r) (bed|kamer|slaapkamer)\\b`, 'iu'),
      (_whole, place: string) => `het ${place} van ${(given.hero as R).name}`,
    );
    return `${guests[0]} en ${guests[1]} bleven logeren${where}.`;
  }
  // Lying, sitting or standing a long while doing something, all of them (`ze hebben nog heel lang liggen giechelen met
  // de zaklamp`): they lingered giggling, the hero with them.
  const lingered =
    /^(?:en |toen )?(ze|we|wij) hebben ((?:[\p{L}]+ ){0,4}?)(liggen|zitten|staan) (\p{L}+en)((?: [\p{L} ]+)?)$/iu.exec(
      clean(raw).trim(),
    );
  if (lingered?.[1] && lingered[3] && lingered[4]) {
    const posture = { liggen: 'lagen', zitten: 'zaten', staan: 'stonden' }[lingered[3].toLowerCase()] ?? 'lagen';
    const who = /^ze$/iu.test(lingered[1])
      ? `${(given.hero as R).name} en de anderen`
      : `${(given.hero as R).name} en ${grownUpsOf(given)}`;
    return `${who} ${posture} ${(lingered[2] ?? '').trim() ? `${(lingered[2] ?? '').trim()} ` : ''}te ${lingered[4].toLowerCase()}${lingered[5] ?? ''}.`;
  }
  return undefined;
}

/** A part of the day or a while said first (`s avonds`, `na een tijdje`), as `clean` leaves it. */
const NIGHT_FRONT =
  "(?:'s_\\p{L}+|s_\\p{L}+|vanavond|vannacht|toen|daarna|later|even later|na_\\p{L}+_\\p{L}+|na een tijdje)";

/** How a grown-up stayed with the child at bedtime (`bij hem gelegen`): the past of it. */
const STAYED_AT_NIGHT: Record<string, string> = {
  gelegen: 'lag',
  gebleven: 'bleef',
  gezeten: 'zat',
  'blijven liggen': 'bleef liggen',
  'blijven zitten': 'bleef zitten',
};

/**
 * The parent's own doings of a night said without `ik` (`lampje aangelaten en bij hem gelegen tot ie sliep`, `s avonds
 * heeft oma me gebeld`, `ik heb haar liedje gezongen via de telefoon`): told of the one who writes, where the day says
 * who that is; a quarrel of two children (`ze kregen ruzie om de kiepauto`) and its sorry (`na een tijdje zei daan
 * sorry en mocht zij er ook mee`) told of them both; a ride at the fair said without a verb (`met bompa in de
 * botsautootjes, hij gierde het uit`).
 */
/** The child clinging to the one who writes (`klampte ze zich aan me vast`, `hing hij aan mn been`). */
const CLUNG =
  /^(?:en )?(?:(bij (?:de deur|de poort|het hek|het afscheid|het wegbrengen|het brengen)|in de gang|toen) )?(?:(?:klampte|hing) (?:ze|zij|hij|ie) (?:zich )?(?:aan (?:me|mij) vast|aan (?:mn|mijn|m'n) been)|(?:ze|zij|hij|ie) (?:klampte|hing) (?:zich )?(?:aan (?:me|mij) vast|aan (?:mn|mijn|m'n) been))(?:,? (?:\| )?(?:en )?((?:(?:ze|zij|hij|ie) )?(?:wou|wilde) (?:me|mij) niet (?:meer )?(?:loslaten|laten gaan)))?$/iu;
/** Not letting go of the one who writes, then their kiss (`wou me niet loslaten | ik heb haar nog een kus gegeven`). */
const HELD_ON =
  /^(?:en )?(?:(?:ze|zij|hij|ie) )?(?:wou|wilde) (?:me|mij) niet (?:meer )?(?:loslaten|laten gaan)(?:,? (?:\| )?(?:en )?(?:ik )?(?:heb )?(?:(haar|hem) )?(nog )?(?:een )?(dikke |lieve )?(kus|kusje|knuffel) gegeven)?$/iu;
/** The one who writes said they would come back, and when (`gezegd dat ik na het fruit terugkom`). */
const COME_BACK =
  /^(?:en )?(?:ik )?(?:heb )?(?:(?:haar|hem) )?(?:nog )?gezegd dat ik ((?:(?:na|voor|om|bij|met|straks|zo|snel|gauw|vanmiddag|na de lunch)(?: [\p{L}_']+){0,3}) )?(?:weer )?(?:terugkom|terug kom|terugkwam|terug zou komen|terug kwam|haar kom halen|hem kom halen|kom halen)$/iu;

function goodbyeAtDoor(text: string, hero: R, grown: string, they: string): string | undefined {
  const clung = CLUNG.exec(text);
  if (clung) {
    const at = clung[1]?.toLowerCase();
    const head = at
      ? `${capital(at)} klampte ${hero.name} zich aan ${grown} vast`
      : `${hero.name} klampte zich aan ${grown} vast`;
    return `${head}${clung[2] ? `, en ${hero.hij} wilde ${grown} niet loslaten` : ''}.`;
  }
  const held = HELD_ON.exec(text);
  if (held) {
    const kiss = held[4]
      ? `, en ${grown} gaf ${hero.hem} ${held[2] ? 'nog ' : ''}een ${held[3] ?? ''}${held[4].toLowerCase()}`
      : '';
    return `${hero.name} wilde ${grown} niet loslaten${kiss}.`;
  }
  // Running to them at pick-up (`bij het ophalen rende ze naar me toe`).
  const ran =
    /^(?:en )?(bij het ophalen|bij het halen|toen ik (?:haar|hem) (?:kwam )?(?:op)?halen|toen ik kwam) (rende|liep|vloog|sprong) (?:ze|zij|hij|ie) (?:(?:meteen|gelijk|zo|keihard|blij) )?(?:naar (?:me|mij) toe|op (?:me|mij) af|in (?:mn|mijn|m'n) armen)$/iu.exec(
      text,
    );
  if (ran?.[1] && ran[2]) {
    const when = /^toen/iu.test(ran[1]) ? `Toen ${grown} ${hero.hem} kwam halen,` : 'Bij het ophalen';
    return `${when} ${ran[2].toLowerCase()} ${hero.name} ${/^(?:sprong|vloog)$/iu.test(ran[2]) ? `in de armen van ${grown}` : `naar ${grown} toe`}.`;
  }
  const back = COME_BACK.exec(text);
  if (back) {
    const when = back[1] ? `${back[1].trim().replace(/_/gu, ' ').toLowerCase()} ` : '';
    return `${capital(grown)} zei dat ${they} ${when}terug zou komen.`;
  }
  return undefined;
}

/** Where the one who writes sat or lay by the child (`ben naast haar gaan zitten`): told in the simple past. */
const BY_CHILD: Record<string, [string, string]> = {
  'gaan zitten': ['ging', ' zitten'],
  'gaan liggen': ['ging', ' liggen'],
  zitten: ['ging', ' zitten'],
  liggen: ['ging', ' liggen'],
  gezeten: ['zat', ''],
  gelegen: ['lag', ''],
  gebleven: ['bleef', ''],
};

/**
 * The one who writes did something for the child, said with `ik` (`ik heb hem een pleister met een dino erop
 * geplakt`, `ik ben naast haar gaan zitten tot ze rustig werd`, `ik heb gezegd dat hij de beste grote broer is`): told
 * of that grown-up by the name the story gives them, the child by the hero's name.
 */
function parentsOwn(text: string, hero: R, me: string, names: readonly string[] = []): string | undefined {
  const ofHero = (word: string) => (/^(?:haar|d'r|dr)$/iu.test(word) ? hero.hem === 'haar' : hero.hem === 'hem');
  const grown = capital(me.toLowerCase());
  const childs = (words: string) =>
    words.replace(/\b(?:zn|z'n|zijn|d'r|dr)\b/giu, hero.zijn).replace(/\bie\b/giu, hero.hij);
  const front = /^(?:en |toen |daarna |dus |gelukkig )?/iu;
  const body = text.replace(front, '');
  // Sat or lay by the child, until they were calm or asleep.
  const sat =
    /^(?:ik ben|ben ik) (?:(?:even|toen|nog|gewoon|rustig) )*(naast|bij) (haar|hem|d'r) ((?:gaan )?(?:zitten|liggen)|gezeten|gelegen|gebleven)(?: (?:tot|totdat) (?:ze|zij|hij|ie) ((?:\p{L}+ ){0,3}?(?:rustig werd|rustig was|sliep|in slaap viel|kalmeerde|bijkwam|stopte met huilen|uitgehuild was)))?$/iu.exec(
      body,
    );
  if (sat?.[1] && sat[2] && sat[3] && ofHero(sat[2])) {
    const [verb, tail] = BY_CHILD[sat[3].toLowerCase()] ?? ['ging', ' zitten'];
    const until = sat[4] ? ` tot ${hero.hij} ${sat[4].toLowerCase()}` : '';
    return `${grown} ${verb} ${sat[1].toLowerCase()} ${hero.name}${tail}${until}.`;
  }
  // Taken on the lap (`dus ik heb hem bij mij op schoot genomen`).
  const lap =
    /^(?:ik heb|heb ik) (haar|hem|d'r) (?:(?:even|toen|maar|gewoon|snel|gauw|lekker) )*(?:bij (?:mij|me) )?op(?:_| (?:mijn|mn|m'n) )schoot (?:genomen|gezet|getild)$/iu.exec(
      body,
    );
  if (lap?.[1] && ofHero(lap[1])) return `${grown} nam ${hero.name} bij zich op schoot.`;
  // Fetched the child back (`vanmiddag heb ik haar weer opgehaald`): the grown-up who writes came for them.
  const fetched =
    /^((?:'s_middags|'s_ochtends|'s_morgens|'s_avonds|vanmiddag|vanochtend|vanmorgen|vanavond|daarna|toen) )?(?:ik heb|heb ik) (haar|hem|d'r) (?:(?:weer|toen|daar|daarna|zelf) )*(?:opgehaald|op gehaald|gehaald)$/iu.exec(
      body,
    );
  if (fetched?.[2] && ofHero(fetched[2])) {
    const when = fetched[1]
      ?.trim()
      .replace(/_/gu, ' ')
      .toLowerCase()
      .replace(/^van(middag|ochtend|morgen|avond)$/u, "'s $1s");
    return when
      ? `${capitalized(when)} haalde ${grown.toLowerCase()} ${hero.name} weer op.`
      : `${grown} haalde ${hero.name} weer op.`;
  }
  // Something put on the hurt (`ik heb er een pleister op gedaan`): the grown-up who writes did it.
  const onIt =
    /^(?:ik heb|heb ik) (?:(?:haar|hem|d'r) )?er (?:(?:snel|gauw|even|maar|toen|nog) )*(een|wat) (pleister|pleistertje|kusje|zalfje|zalf|koelelement|ijszakje)((?: met (?:een )?\p{L}+)?) op (?:gedaan|geplakt|gelegd|gesmeerd)$/iu.exec(
      body,
    );
  if (onIt?.[1] && onIt[2])
    return `${grown} ${/^(?:kusje)$/iu.test(onIt[2]) ? 'gaf' : 'deed'} er ${onIt[1].toLowerCase()} ${onIt[2].toLowerCase()}${(onIt[3] ?? '').toLowerCase()} op.`;
  // Held the child's hand (`ik heb zn hand vastgehouden`): the grown-up who writes held it.
  const held =
    /^(?:ik heb|heb ik) (?:(?:toen|even|maar|gewoon|heel|stevig|de hele tijd) )*(?:zn|z'n|zijn|haar|dr|d'r) (hand|handje)(?: (?:heel )?stevig)? (?:vastgehouden|vast gehouden|vastgepakt)$/iu.exec(
      body,
    );
  if (held?.[1]) return `${grown} hield ${hero.name} stevig bij de ${held[1].toLowerCase()}.`;
  // Sat down with the child by something to play with (`ik ben met hem bij de lego gaan zitten`).
  const satWith =
    /^(?:ik ben|ben ik) (?:(?:even|toen|maar|gewoon|samen) )*met (haar|hem|d'r) (bij|aan|naast|op|in) (de|het) ((?:\p{L}+ ){0,2}?\p{L}+) gaan (zitten|liggen|spelen)$/iu.exec(
      body,
    );
  if (satWith?.[1] && satWith[4] && ofHero(satWith[1]) && !wordsOf(satWith[4]).some(isVerb))
    return `${grown} ging met ${hero.name} ${satWith[2]?.toLowerCase()} ${satWith[3]?.toLowerCase()} ${satWith[4].toLowerCase()} ${satWith[5]?.toLowerCase()}.`;
  // Said what the two of them will do (`ik heb gezegd dat we de nachtjes gaan aftellen op de kalender`): in the past.
  const weWill =
    /^(?:ik heb|heb ik)(?: (haar|hem|d'r))? (?:nog |toen |wel )*gezegd dat (?:we|wij) ((?:\p{L}+ ){0,4}?)(gaan|zullen|kunnen|mogen|gaan we) ((?:\p{L}+ ){0,5}\p{L}+)$/iu.exec(
      body,
    );
  const WILL: Record<string, string> = { gaan: 'gingen', zullen: 'zouden', kunnen: 'konden', mogen: 'mochten' };
  if (
    weWill?.[3] &&
    weWill[4] &&
    (!weWill[1] || ofHero(weWill[1])) &&
    !/\b(?:ik|me|mij|mijn|mn|we|wij|ze|zij|hij|ie)\b/iu.test(`${weWill[2] ?? ''}${weWill[4]}`)
  ) {
    const both = /\bsamen\b/iu.test(`${weWill[2] ?? ''}${weWill[4]}`) ? '' : 'samen ';
    // (Someone they will see again keeps their name: `dat we juf els nog eens gaan bezoeken`.)
    return `${grown} zei tegen ${hero.name} dat ze ${both}${named((weWill[2] ?? '').toLowerCase(), names)}${WILL[weWill[3].toLowerCase()] ?? 'gingen'} ${weWill[4].toLowerCase()}.`;
  }
  // Said to the child how they are (`ik heb gezegd dat hij de beste grote broer is`).
  const said =
    /^(?:ik heb|heb ik)(?: (haar|hem|d'r))? (?:nog |toen |wel )*gezegd dat (?:hij|ie|ze|zij) ((?:\p{L}+ ){1,8}?)(is|was|mag|mocht|kan|kon|had|heeft)$/iu.exec(
      body,
    );
  if (said?.[2] && said[3] && (!said[1] || ofHero(said[1])) && !/\b(?:ik|me|mij|mijn|mn|we|wij)\b/iu.test(said[2])) {
    return `${grown} zei tegen ${hero.name} dat ${hero.hij} ${childs(said[2].toLowerCase())}${said[3].toLowerCase()}.`;
  }
  // Done for the child, a thing given or put on (`ik heb hem een pleister met een dino erop geplakt`).
  const did = /^(?:ik heb|heb ik) (haar|hem|d'r) ((?:[\p{L}']+ ){1,8}?)([\p{L}]+)$/iu.exec(body);
  const verb = did?.[3] ? participle(did[3].toLowerCase()) : undefined;
  if (did?.[1] && did[2] && verb && ofHero(did[1])) {
    const words = wordsOf(did[2]);
    if (
      /^(?:een|de|het|zijn|zn|haar|d'r|nog|wat|twee|drie)$/u.test(words[0] ?? '') &&
      !words.some((word) => isVerb(word) || /^(?:ik|me|mij|mijn|mn|we|wij|ze|zij|hij|ie|hem)$/u.test(word))
    )
      return `${grown} ${verb.past[0]} ${hero.name} ${childs(did[2].trim().toLowerCase())}${verb.particle ? ` ${verb.particle}` : ''}.`;
  }
  return undefined;
}

/** Someone who told the one who writes how the child did (`juf sanne zei dat ze na 5 min al met de blokken speelde`). */
function toldOfChild(said: string, given: RetellContext): string | undefined {
  const hero = given.hero as R;
  const text = clean(said).trim();
  const told =
    /^(?:en )?((?:juf|meester|oma|opa|papa|mama|bomma|bompa|tante|oom|de juf|de leidster|de oppas)(?: \p{L}+)?) (?:zei|vertelde|heeft gezegd|heeft verteld|zegt|vertelt) dat (?:ze|zij|hij|ie) ((?:[\p{L}_]+ ){0,10}?(?:speelde|was|had|deed|ging|at|sliep|zat|lag|huilde|lachte|wilde|wou|kon|mocht|werd|danste|zong|hielp|vertelde|rende|stopte))((?: [\p{L}]+){0,6})$/iu.exec(
      text,
    );
  if (told?.[1] && told[2] && !/\b(?:ik|me|mij|mijn|mn|we|wij)\b/iu.test(`${told[2]}${told[3] ?? ''}`)) {
    const who = named(told[1].toLowerCase().replace(/^de /u, 'de '), given.names);
    // (Told as the others are: `Volgens juf Sanne speelde …`, the verb second.)
    const verb = told[2].trim().split(' ').at(-1)?.toLowerCase().replace(/^wou$/u, 'wilde') ?? '';
    const before = told[2].trim().split(' ').slice(0, -1).join(' ');
    const after = `${before}${told[3] ?? ''}`.trim();
    const tail = after
      ? ` ${after
          .toLowerCase()
          .replace(/\bmin\b/gu, 'minuten')
          .replace(/\b(?:zn|z'n)\b/gu, hero.zijn)
          .replace(/_/gu, ' ')}`
      : '';
    return `Volgens ${who} ${verb} ${hero.name}${tail}.`;
  }
  return undefined;
}

function nightAndPlay(said: string, given: RetellContext): string | undefined {
  const hero = given.hero as R;
  const text = clean(said).trim();
  const me = writer(given);
  const ofHero = (word: string) => (/^(?:haar|d'r)$/iu.test(word) ? hero.hem === 'haar' : hero.hem === 'hem');
  // Lying with the child until sleep, a light left on first: the grown-up who writes did it.
  const stayed =
    /^(?:en )?(?:(?:het |t )?(lampje|licht|nachtlampje) (?:aangelaten|aan gelaten|laten branden),? (?:en |\| )?)?(?:nog |toen )?(?:even |lekker )?bij (haar|hem|d'r) (gelegen|gebleven|gezeten|blijven liggen|blijven zitten)(?: (?:tot|totdat) (?:ze|zij|hij|ie) (sliep|in slaap viel))?$/iu.exec(
      text,
    );
  if (stayed?.[2] && stayed[3] && me && ofHero(stayed[2])) {
    const light = stayed[1] ? `Het ${stayed[1].toLowerCase()} bleef aan, en ` : '';
    const until = stayed[4] ? ` tot ${hero.hij} ${stayed[4].toLowerCase()}` : '';
    const did = `${me} ${STAYED_AT_NIGHT[stayed[3].toLowerCase()] ?? 'bleef'} bij ${hero.name}${until}.`;
    return light ? `${light}${did}` : capital(did);
  }
  // The goodbye at the door, said by the one who writes: the child who clung to them and would not let go, their kiss
  // and their promise to come back (`bij de deur klampte ze zich aan me vast`, `wou me niet loslaten`, `ik heb haar nog
  // een kus gegeven en gezegd dat ik na het fruit terugkom`): told of that grown-up, never of the teacher.
  if (me) {
    const grown = me.toLowerCase();
    const they = /^(?:papa|opa|bompa|oom|nonkel|peter)\b/u.test(grown) ? 'hij' : 'ze';
    const goodbye = goodbyeAtDoor(text, hero, grown, they);
    if (goodbye) return goodbye;
  }
  // What the one who writes did for the child, said with `ik` (`ik heb hem een pleister met een dino erop geplakt`,
  // `ik ben naast haar gaan zitten tot ze rustig werd`, `ik heb gezegd dat hij de beste grote broer is`): told of them.
  if (me) {
    const own = parentsOwn(text, hero, me, given.names);
    if (own) return own;
    // After what someone else did (`de buurvrouw had pleisters bij zich en ik heb hem een pleister geplakt`): both.
    const after = /^(.+?),? en ((?:ik heb|heb ik|ik ben|ben ik) .+)$/iu.exec(text);
    const second = after?.[2] ? parentsOwn(after[2], hero, me, given.names) : undefined;
    const first =
      second && after?.[1] && !/\b(?:ik|me|mij)\b/iu.test(after[1]) ? retellOne(after[1], given) : undefined;
    if (first?.endsWith('.') && second)
      return `${first.slice(0, -1)}, en ${second.replace(/^\p{Lu}/u, (letter) => letter.toLowerCase())}`;
  }
  // Not eating, only a little something (`wou niks eten, alleen een beschuitje en wat ranja`): what was had after all.
  const only =
    /^(?:en )?(?:(?:ze|zij|hij|ie) )?(?:wou|wilde|wil|hoefde) (?:ook )?(niks|niets|bijna niks|bijna niets) (?:eten|te eten|meer eten),? (?:alleen|enkel|behalve|maar wel|wel) ((?:(?:een|wat|twee|een paar|half|halve|beetje) )?[\p{L} ]{2,50})$/iu.exec(
      text,
    );
  if (only?.[1] && only[2] && !wordsOf(only[2]).some((word) => isVerb(word) || /^(?:ik|me|mij|we|ze|hij)$/u.test(word)))
    return `${hero.name} ${v(hero, 'wilde', 'wilden')} ${only[1].toLowerCase()} eten, alleen ${only[2].toLowerCase()}.`;
  // A long ride said by its hours (`9 uur rijden`, `3 uur vliegen`): the ride was so long, no child at the wheel.
  const hours =
    /^(?:(?:echt|wel|bijna|ruim|zeker) )?(\p{L}+(?: en een half)?) (uur|uurtjes) (rijden|vliegen|varen|in de auto|in het vliegtuig|op de boot)$/iu.exec(
      text,
    );
  if (
    hours?.[1] &&
    hours[3] &&
    /^(?:een|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf)(?: en een half)?$/iu.test(hours[1])
  ) {
    const kind = hours[3].toLowerCase();
    return /^(?:rijden|vliegen|varen)$/u.test(kind)
      ? `Het was ${hours[1].toLowerCase()} uur ${kind}.`
      : `${hero.name} zat ${hours[1].toLowerCase()} uur ${kind}.`;
  }
  // Coming somewhere, and how the child was then (`toen we aankwamen bij de camping was hij weer klaarwakker`).
  const came =
    /^(?:en )?toen (?:we|wij) ((?:eindelijk )?)(aankwamen|thuiskwamen|terugkwamen)((?: (?:bij|op|in|aan) (?:de|het|t) [\p{L}_]+){0,1}) (?:was|werd) (?:hij|ie|ze|zij) ((?:(?:weer|al|meteen|helemaal|heel|zo|super) )*)([\p{L}]+)$/iu.exec(
      text,
    );
  if (came?.[2] && came[5] && !isVerb(came[5].toLowerCase())) {
    const where = (came[3] ?? '').trim().replace(/\bt\b/u, 'het');
    const verb = came[2].toLowerCase();
    return `Toen ze ${came[1] ?? ''}${where ? `${where} ` : ''}${verb}, was ${hero.name} ${came[4] ?? ''}${came[5].toLowerCase()}.`;
  }
  // A doing, then a going said without its verb (`tent opgezet met papa en nog even naar het zwembad`): gone too.
  const thenTo = /^(.+?) en ((?:(?:toen|daarna|nog|even|ff|snel) )*naar (?:de|het|t) \p{L}+)$/iu.exec(text);
  if (
    thenTo?.[1] &&
    thenTo[2] &&
    wordsOf(thenTo[1]).some((word) => participle(word) !== undefined) &&
    !wordsOf(thenTo[2]).some(isVerb)
  ) {
    const done = retellOne(thenTo[1], given);
    if (done?.endsWith('.') && !/\ben\b/u.test(done)) {
      const to = thenTo[2]
        .toLowerCase()
        .replace(/\bff\b/u, 'even')
        .replace(/\bt\b/u, 'het');
      // (To the pool, the swim: `nog even naar het zwembad`, swum in it.)
      const swim = /^(.*?)naar (het zwembad|het zwemmeer|de zee)$/u.exec(to);
      return swim
        ? `${done.slice(0, -1)} en ${v(hero, 'zwom', 'zwommen')} ${swim[1]}in ${swim[2]}.`
        : `${done.slice(0, -1)} en ${v(hero, 'ging', 'gingen')} ${to}.`;
    }
  }
  // A grown-up far away who rang the one who writes at bedtime.
  const rang = new RegExp(
    `^(?:(${NIGHT_FRONT}) )?(?:heeft |had )?(oma|opa|bomma|bompa|tante|oom|nonkel|papa|mama)(?: (\\p{L}+))? (?:heeft |had )?(?:me|mij|ons) (?:gebeld|opgebeld|gefacetimed|gevideobeld|gebeeldbeld)$`,
    'iu',
  ).exec(text);
  if (rang?.[2] && me && me.toLowerCase() !== rang[2].toLowerCase()) {
    const who = named([rang[2], rang[3]].filter(Boolean).join(' ').toLowerCase(), given.names);
    const front = rang[1] ? `${capitalized(rang[1].replace(/_/gu, ' '))} belde ${who}` : `${capital(who)} belde`;
    return `${front} naar ${me}.`;
  }
  // The child's song sung by the one who writes over the phone.
  const sang =
    /^(?:en |toen )?(?:ik|we) (?:heb|hebben) (?:(haar|zijn|zn|d'r) )?((?:slaap)?liedje) (?:gezongen )?(via|over|door) (?:de )?(telefoon|facetime)( gezongen)?$/iu.exec(
      text,
    );
  if (sang?.[2] && sang[4] && me && (text.includes('gezongen') || sang[5])) {
    const whose =
      sang[1] && ofHero(sang[1].replace(/^zn$/u, 'zijn').replace(/^zijn$/u, 'hem')) ? possessive(hero.name) : 'een';
    return `${capital(me)} zong ${whose} ${sang[2].toLowerCase()} via de ${sang[4].toLowerCase()}.`;
  }
  // Two children who quarrelled: the hero and the other child, by name.
  const others = (given.otherKids ?? given.names).filter((one) => one !== hero.name);
  const fell = /^(?:en |toen )?(?:ze|zij) (kregen|hadden) (ruzie|mot|bonje)(?: ([^|]+))?$/iu.exec(text);
  if (fell?.[1] && fell[2] && others.length === 1 && !hero.pl)
    return `${hero.name} en ${others[0]} ${fell[1].toLowerCase()} ${fell[2].toLowerCase()}${fell[3] ? ` ${fell[3]}` : ''}.`;
  // The other child's sorry after a while, and the toy shared after it.
  const sorry = new RegExp(
    `^(?:(${NIGHT_FRONT}) )?(?:zei (\\p{L}+) sorry|(\\p{L}+) zei sorry)(?:(?: \\| |,? en )(?:toen )?mocht (?:ze|zij|hij|ie) er (?:ook |toch )?(mee|mee spelen|in|op)(?: spelen)?)?$`,
    'iu',
  ).exec(text);
  const sorryName = given.names.find((one) => one.toLowerCase() === (sorry?.[2] ?? sorry?.[3] ?? '').toLowerCase());
  if (sorry && sorryName) {
    const head = sorry[1]
      ? `${capitalized(sorry[1].replace(/_/gu, ' '))} zei ${sorryName} sorry`
      : `${sorryName} zei sorry`;
    return sorry[4] ? `${head}, en ${hero.name} mocht er ook mee spelen.` : `${head}.`;
  }
  // A ride at the fair said without a verb, and the child's shrieks of fun after it.
  const ride =
    /^(?:(daarna|toen|eerst|dan) )?(?:(met (?:\p{L}+ ){0,2}?\p{L}+) )?in de (botsauto(?:'s|otjes|s)?|draaimolen|zweefmolen|reuzenrad|achtbaan|spookhuis|kermistrein)(?:,? (?:\| )?(?:en )?(?:hij|ie|ze|zij) (gierde|gilde|schaterde) het uit)?$/iu.exec(
      text,
    );
  if (ride?.[3] && !(ride[2] && /\b(?:ik|we|hij|ze)\b/iu.test(ride[2]))) {
    const front = ride[1]
      ? `${capital(ride[1].toLowerCase().replace(/^dan$/u, 'toen'))} ging ${hero.name}`
      : `${hero.name} ging`;
    const along = ride[2] ? ` ${ride[2].toLowerCase()}` : '';
    const fun = ride[4] ? `, en ${hero.hij} ${ride[4].toLowerCase()} het uit van de pret` : '';
    return `${front}${along} in de ${ride[3].toLowerCase()}${fun}.`;
  }
  const shrieked = /^(?:en )?(?:hij|ie|ze|zij) (gierde|gilde|schaterde) het uit$/iu.exec(text);
  if (shrieked?.[1]) return `${hero.name} ${shrieked[1].toLowerCase()} het uit van de pret.`;
  return undefined;
}

function retellOne(said: string, given: RetellContext): string | undefined {
  const night = nightAndPlay(said, given);
  if (night) return night;
  const rained = weatherDone(said);
  if (rained) return rained;
  const spoken = spokenOrShown(said, given);
  if (spoken) return spoken;
  // A name given (`ze heet lotte`, after the baby sister): she is called so.
  const called = /^(ze|zij|hij) heet (\p{L}+)$/iu.exec(said.trim());
  const name = given.names.find((one) => one.toLowerCase() === called?.[2]?.toLowerCase());
  if (called && name) return `${/^h/iu.test(called[1] ?? '') ? 'Hij' : 'Ze'} heette ${name}.`;
  // A reason keeps its `want` only to be joined by it (`retellPair`); alone it is told as it was.
  const raw = said.replace(/^\s*want\s+/iu, '');
  // A grown-up who let the child talk on the phone with the parent (`oma heeft haar over de telefoon met mij laten
  // praten`): the one the parent is, or a call home.
  const phoned =
    /^(papa|mama|oma|opa|bomma|bompa|tante|oom|nonkel|juf|meester|oppas)(?: (\p{L}+))? (?:heeft|had|liet) (?:haar|hem|ze|hij|ie) (?:even )?((?:over|aan|via) de telefoon|via (?:facetime|whatsapp)|met de telefoon) met (mij|me|ons|mama|papa|mam|pap) (?:laten |even )*(?:praten|bellen|kletsen|videobellen|beeldbellen)$/iu.exec(
      clean(raw),
    );
  if (phoned?.[1] && phoned[3]) {
    const who = capital(named([phoned[1], phoned[2]].filter(Boolean).join(' ').toLowerCase(), given.names));
    const spoke = phoned[4]?.toLowerCase() ?? '';
    const me = /^(?:mij|me|ons)$/u.test(spoke)
      ? writer(given)
      : spoke.replace(/^mam$/u, 'mama').replace(/^pap$/u, 'papa');
    return me && me.toLowerCase() !== phoned[1].toLowerCase()
      ? `${who} liet ${(given.hero as R).name} ${phoned[3].toLowerCase()} met ${me} praten.`
      : `${who} belde even naar huis, en ${(given.hero as R).name} mocht aan de telefoon praten.`;
  }
  // All the cousins came (`alle neefjes en nichtjes waren er`): they were there.
  const kin =
    /^((?:alle|al de) (?:neefjes|nichtjes|neven|nichten|kinderen|ooms|tantes)(?: en (?:neefjes|nichtjes|neven|nichten|ooms|tantes))?) (?:waren|zijn) er( ook)?$/iu.exec(
      clean(raw).trim(),
    );
  if (kin?.[1]) return `${capital(kin[1].toLowerCase())} waren er${kin[2] ?? ''}.`;
  const guestly = guestsAndFood(raw, given);
  if (guestly) return guestly;
  // A grown-up stayed with the child, then what the child did, after a comma (`mama is bij haar gebleven, ze lag de
  // hele ochtend op de bank`): the `ze` is the one the grown-up stayed with, both told.
  const stayedWith =
    /^((?:mama|papa|oma|opa|pap|mam|bomma|bompa) (?:is|was|bleef) (?:thuis )?(?:bij|met) (haar|hem)(?: (?:thuis )?gebleven)?),? (?:en )?(ze|zij|hij|ie) (.+)$/iu.exec(
      clean(raw).trim(),
    );
  if (
    stayedWith?.[1] &&
    stayedWith[2] &&
    stayedWith[3] &&
    stayedWith[4] &&
    /^hem$/iu.test(stayedWith[2]) === /^(?:hij|ie)$/iu.test(stayedWith[3])
  ) {
    const head = retell(stayedWith[1], given);
    const tail = retell(`${stayedWith[3]} ${stayedWith[4].replace(/_/gu, ' ')}`, given);
    if (head && tail?.includes((given.hero as R).name)) return `${head} ${tail}`;
  }
  // Unwell, and how, said bare after a comma (`ons meisje was niet lekker, koorts en een snotneus`): what the child
  // had.
  const unwell =
    /^(.+?),? ((?:(?:een |wat |beetje |flinke |hoge )?(?:koorts|verhoging|snotneus|loopneus|verkoudheid|hoest|kuchje|buikpijn|oorpijn|keelpijn|hoofdpijn|griep|diarree)(?:,? en |, |$))+)$/iu.exec(
      clean(raw).trim(),
    );
  const ill = unwell?.[1] && unwell[2] && !unwell[1].includes(PAIR) ? retellOne(unwell[1], given) : undefined;
  if (unwell?.[2] && ill?.startsWith(`${(given.hero as R).name} `) && / (?:was|waren|voelde|voelden) /u.test(ill)) {
    const hero = given.hero as R;
    const had = unwell[2]
      .toLowerCase()
      .split(/,? en |, /u)
      .map((one) => one.trim())
      .filter(Boolean);
    return `${ill.slice(0, -1)}: ${hero.hij} ${v(hero, 'had', 'hadden')} ${pack(had)}.`;
  }
  // What the teacher said at pick-up (`bij het ophalen zei juf esther dat ze de hele ochtend met vriendje daan in de
  // bouwhoek heeft gespeeld, ze hebben een hoge toren gemaakt`): the teacher told it, of the hero; what they made
  // together after it, told of them both.
  const pickUp =
    /^(?:(bij het ophalen|bij het halen|bij het brengen|bij de deur|toen|vanmiddag) )?(?:zei|vertelde) ((?:de )?(?:juf|meester|leidster|juffrouw|pm'er)(?: \p{L}+)?) dat (?:ze|zij|hij|ie) ((?:\p{L}+ ){1,14}?)(?:(heeft|had|is|was) (\p{L}+)|(\p{L}+) (heeft|had|is|was))(?:,? (?:en )?(?:ze|zij|we) (?:hebben|hadden) ((?:\p{L}+ ){1,6}?)(\p{L}+))?$/iu.exec(
      clean(raw).trim().replace(/_/gu, ' '),
    );
  const toldDone = pickUp && participle((pickUp[5] ?? pickUp[6] ?? '').toLowerCase());
  const madeDone = pickUp?.[9] ? participle(pickUp[9].toLowerCase()) : undefined;
  if (
    pickUp?.[2] &&
    pickUp[3] &&
    toldDone &&
    !wordsOf(pickUp[3]).some((word) => isVerb(word) || word === 'ik' || word === 'mij') &&
    (!pickUp[8] || madeDone)
  ) {
    const hero = given.hero as R;
    const aux = /^(?:is|was)$/iu.test(pickUp[4] ?? pickUp[7] ?? '')
      ? v(hero, 'was', 'waren')
      : v(hero, 'had', 'hadden');
    const teacher = named(pickUp[2].toLowerCase(), given.names);
    const front = pickUp[1]
      ? `${capital(pickUp[1].toLowerCase())} vertelde ${teacher}`
      : `${capital(teacher)} vertelde`;
    const what = named(
      pickUp[3]
        .toLowerCase()
        .replace(/^vandaag /u, '')
        .trim(),
      given.names,
    );
    const made =
      pickUp[8] && madeDone
        ? ` Samen ${madeDone.past[1]} ze ${[pickUp[8].trim().toLowerCase(), madeDone.particle].filter(Boolean).join(' ')}.`
        : '';
    return `${front} dat ${hero.name} ${what} ${aux} ${(pickUp[5] ?? pickUp[6] ?? '').toLowerCase()}.${made}`;
  }
  // Into the bath and then a second thing, one participle for both (`daarna met mama in bad en een boekje gelezen`):
  // the child went into the bath, and did the second thing, never read `in bad`.
  const bathAndDone =
    /^(?:(daarna|toen|en toen|dan|later|'s_avonds|'s avonds) )?((?:samen )?(?:met (?:\p{L}+ ){0,1}\p{L}+ )?)in (bad|de douche) (?:gegaan |geweest )?en ((?:\p{L}+ ){1,4}?)(\p{L}+)$/iu.exec(
      clean(raw).trim(),
    );
  const bathDone = bathAndDone?.[5] ? participle(bathAndDone[5].toLowerCase()) : undefined;
  if (
    bathAndDone?.[3] &&
    bathAndDone[4] &&
    bathDone &&
    !wordsOf(bathAndDone[4]).some((word) => isVerb(word) || OTHERS.has(word) || word === 'ik')
  ) {
    const hero = given.hero as R;
    const front = bathAndDone[1]?.toLowerCase().replace('_', ' ');
    const went = `${v(hero, 'ging', 'gingen')}${front ? ` ${hero.name}` : ''}`;
    const head = front ? `${capitalized(front)} ${went}` : `${hero.name} ${went}`;
    const along = bathAndDone[2]?.toLowerCase() ?? '';
    const what = [bathAndDone[4].trim().toLowerCase(), bathDone.particle].filter(Boolean).join(' ');
    return `${head} ${named(along, given.names)}in ${bathAndDone[3].toLowerCase()} en ${v(hero, bathDone.past[0], bathDone.past[1])} ${what}.`;
  }
  // How both of them ended up, said bare (`kletsnat allebei haha`, `allebei doodmoe`): the two of them were so.
  const bothSo =
    /^(?:(?:ze|we|wij) (?:waren|zijn) )?(?:allebei )?((?:helemaal |echt )?(?:kletsnat|drijfnat|doornat|soppend nat|nat|vies|smerig|onder de modder|doodmoe|moe|bekaf))(?: allebei)?$/iu.exec(
      clean(raw).trim(),
    );
  if (bothSo?.[1] && /\ballebei\b/iu.test(raw))
    return `Ze waren allebei ${bothSo[1].toLowerCase().replace(/\bbekaf\b/u, 'doodmoe')}.`;
  // Both children pulling at the thing they quarrelled over (`ze trokken er allebei aan`): the two of them.
  const tug =
    /^(?:en )?(?:toen )?(?:ze|zij) (?:trokken|sjorden|rukten) (?:er )?allebei (?:aan|aan de \p{L}+|aan het \p{L}+)$/iu.exec(
      clean(raw).trim(),
    );
  if (tug) return `Ze ${tug[0].replace(/^(?:en )?(?:toen )?(?:ze|zij) /iu, '').toLowerCase()}.`;
  // A grown-up proud of the child, or of the children (`mama was trots op ze`): the child by name, or both of them.
  const proud = new RegExp(
    `^(${FAMILY}(?: \\p{L}+)?) (?:was|waren|is|zijn) ((?:heel |zo |super |echt |erg )?(?:super)?trots) op (ze|zij|hem|haar|hen)( allebei)?$`,
    'iu',
  ).exec(clean(raw).trim());
  if (proud?.[1] && proud[2]) {
    const one = given.childPronoun === 'he' ? /^hem$/iu : /^(?:haar|ze|zij)$/iu;
    const whom = !proud[4] && one.test(proud[3] ?? '') ? (given.hero as R).name : 'ze allebei';
    return `${capital(proud[1].toLowerCase())} was ${proud[2].toLowerCase()} op ${whom}.`;
  }
  const heart = dayTold(raw, given);
  if (heart) return given.afterHero ? withPronoun(heart, given.hero as R) : heart;
  const moment = dayMoment(raw, given);
  if (moment) return given.afterHero ? withPronoun(moment, given.hero as R) : moment;
  // A name that is a word of the language (`op een paardje, elke ronde`) is no name here.
  // Nor is a participle read as a cuddly's name (`oude knuffels verkocht`).
  let context = {
    ...given,
    names: given.names.filter((name) => !STOP.has(name.toLowerCase()) && participle(name.toLowerCase()) === undefined),
  };
  const own = given.hero as R;
  // The child is a big sister or brother now (`ze is grote zus`): the hero is, as the parent said it.
  // What the child did, `maar` what a grown-up then did (`veel gehuild bij het afscheid maar bomma kwam haar halen`):
  // both, the child said once.
  const but = /^(.+?) maar ((?:de |het )?\p{L}+) (.+)$/iu.exec(clean(raw));
  const someone = (word: string) =>
    KIN.test(word) || given.names.some((name) => name.toLowerCase() === word.toLowerCase());
  if (but?.[1] && but[2] && but[3] && someone(but[2]) && wordsOf(but[3]).some(isPast)) {
    const head = retellOne(but[1], given);
    const tail = retellOne(`${but[2]} ${but[3]}`, { ...given, afterHero: false });
    const hero = given.hero as R;
    if (head?.includes(hero.name) && tail && !tail.startsWith(hero.name)) {
      // (Mid-sentence, `de kapster` and `oma` lose their capital; a name keeps it.)
      const lead = tail.split(' ')[0] ?? '';
      const after = given.names.includes(lead) ? tail : capitalFree(tail);
      return `${head.slice(0, -1)}, maar ${after.replace(new RegExp(`(?<= )${hero.name}(?= )`, 'u'), hero.hem)}`;
    }
  }
  // A light left on for the night (`het licht aan gelaten`): it stayed on.
  const light =
    /^(?:en )?(?:het |t )?(licht|lampje|nachtlampje|ganglicht) (?:aan gelaten|aangelaten|aan laten)$/iu.exec(
      clean(raw),
    );
  if (light?.[1]) return `Het ${light[1].toLowerCase()} bleef aan.`;
  // A thing of the family's done to by someone unnamed (`vandaag is onze ouwe rode auto opgehaald`, `de oude auto is
  // verkocht`): it was done to the thing, never by the child (`Zuri haalde de auto op`).
  const doneTo = new RegExp(
    `^(?:((?:'s_\\p{L}+|vandaag|gisteren|vanochtend|vanmiddag|vanavond|toen|daarna) )?(?:is|werd) (${THING_OWNER} (?:\\p{L}+ ){0,3}?\\p{L}+) (${THING_DONE_TO})|(${THING_OWNER} (?:\\p{L}+ ){0,3}?\\p{L}+) (?:is|werd) (${THING_DONE_TO}))(?:,.*)?$`,
    'iu',
  ).exec(clean(raw));
  const doneThing = doneTo?.[2] ?? doneTo?.[4];
  const doing = doneTo?.[3] ?? doneTo?.[5];
  if (
    doneThing &&
    doing &&
    !namesSomeone(doneThing) &&
    !given.names.some((one) => doneThing.includes(one.toLowerCase()))
  ) {
    const what = doneThing
      .toLowerCase()
      .replace(/^(?:onze|ons|mijn|mn|m'n)\s/u, /^ons\s/u.test(doneThing) ? 'het ' : 'de ');
    const when = doneTo?.[1]?.trim().replace(/_/gu, ' ');
    return when
      ? `${capitalized(when)} werd ${what} ${doing.toLowerCase()}.`
      : `${capital(what)} werd ${doing.toLowerCase()}.`;
  }
  const ofHero = (sentence: string) => (given.afterHero ? withPronoun(sentence, own) : sentence);
  // A fit said in bare infinitives (`krijsen en schoppen met dr benen`): what the child did then.
  const fitDone =
    /^(?:(?:ze|zij|hij|ie) (?:was|is|ging|begon) (?:aan het |te )?)?(krijsen|gillen|huilen|schreeuwen|brullen|stampen|schoppen)(?: en (krijsen|gillen|huilen|schreeuwen|brullen|stampen|schoppen|slaan))?((?: met (?:haar|zijn|dr|zn|z'n|d'r) (?:benen|voeten|armen|beentjes|voetjes))?)$/iu.exec(
      clean(raw),
    );
  if (fitDone?.[1]) {
    const past = (word: string) => FIT_PAST[word.toLowerCase()] ?? word.toLowerCase();
    const limbs = (fitDone[3] ?? '')
      .toLowerCase()
      .replace(/ (?:dr|d'r)\b/u, ' haar')
      .replace(/ (?:zn|z'n)\b/u, ' zijn');
    const own2 = limbs.replace(/ (?:haar|zijn) /u, ` ${own.zijn} `);
    return ofHero(`${own.name} ${past(fitDone[1])}${fitDone[2] ? ` en ${past(fitDone[2])}` : ''}${own2}.`);
  }
  // A whole room soaked by it (`hele badkamer kletsnat`): the room became so.
  const soaked =
    /^(?:en )?(?:de )?hele (badkamer|keuken|kamer|vloer|gang|woonkamer|living|bank|tafel) (?:was |werd |is |stond )?(?:helemaal )?(kletsnat|drijfnat|zeiknat|doornat|nat|doorweekt|blank)$/iu.exec(
      clean(raw),
    );
  if (soaked?.[1] && soaked[2]) {
    const wet = /^zeiknat$/iu.test(soaked[2]) ? 'kletsnat' : soaked[2].toLowerCase();
    return `De hele ${soaked[1].toLowerCase().replace('living', 'woonkamer')} werd ${wet}!`;
  }
  // What a grown-up did that turned it around (`toen papa de eendjes erin gooide was t opeens wel goed`): told with
  // the grown-up as the one who did it, and the turn after it.
  const turned = new RegExp(
    `^(?:en )?toen (${FOLKS}|juf|meester|de juf)((?: \\p{L}+){1,5}?) (\\p{L}+) (?:was|werd) (?:t|het) ((?:opeens|ineens|meteen|gelijk|snel) )?((?:wel|weer) )?(goed|leuk|fijn|over|voorbij)$`,
    'iu',
  ).exec(clean(raw));
  if (turned?.[1] && turned[2] && turned[3] && isVerbWord(turned[3])) {
    const wel = turned[5]?.trim().toLowerCase() === 'wel' ? 'wél ' : (turned[5] ?? '').toLowerCase();
    return `Toen ${named(turned[1].toLowerCase(), context.names)}${turned[2].toLowerCase()} ${turned[3].toLowerCase()}, was het ${(turned[4] ?? '').toLowerCase()}${wel}${turned[6]?.toLowerCase()}!`;
  }
  // Not wanting out any more (`en nu wou ze er ni meer uit`): the turn's happy end.
  const stayIn =
    /^(?:en )?(nu|toen|daarna|uiteindelijk) (?:wou|wilde|wil) (?:ze|zij|hij|ie) er (?:echt )?(?:niet|ni|nie) meer uit$/iu.exec(
      clean(raw),
    );
  if (stayIn?.[1]) return `${capital(stayIn[1].toLowerCase())} wilde ${own.name} er niet meer uit!`;
  // The first night in a big bed (`vannacht voor t eerst in dr grote meisjesbed ipv het ledikantje`): slept there.
  const bigBed =
    /^(?:('s_\p{L}+|vannacht|vanavond|gisteravond) )?voor (?:t|het|de) eerst(?: (?:in|op) (?:haar|zijn|dr|zn|z'n|d'r|het|een|de) ((?:\p{L}+ )?\p{L}*bed(?:je)?))(?: (?:ipv|i\.p\.v\.?|in plaats van)(?: in)? (?:het|de|haar|zijn|dr|zn) (\p{L}+))?$/iu.exec(
      clean(raw),
    );
  if (bigBed?.[2]) {
    const when = bigBed[1]
      ? `${capitalized(bigBed[1].replace(/_/gu, ' ').toLowerCase())} sliep ${own.name}`
      : `${own.name} sliep`;
    const instead = bigBed[3] ? `, in plaats van in het ${bigBed[3].toLowerCase()}` : '';
    return `${when} voor het eerst in ${own.zijn} ${bigBed[2].toLowerCase()}${instead}!`;
  }
  // Climbing out again and again to check on the grown-ups (`ze vond t zo spannend dat ze er 3x uit is geklommen om
  // te kijken of wij er nog waren`): the parent's `wij` are the child's grown-ups.
  const climbedOut =
    /^(?:(?:ze|zij|hij|ie) vond (?:t|het) zo (\p{L}+) dat )?(?:ze|zij|hij|ie) er ((?:\p{L}+ keer|steeds|telkens)(?: weer)?) uit (?:is |was )?(?:geklommen|gekropen|gekomen)(?: om te kijken of (?:wij|we) er nog (?:wel )?waren)?$/iu.exec(
      clean(raw),
    );
  if (climbedOut?.[2]) {
    const them = grownUpsOf(given);
    const check = /om te kijken/iu.test(raw)
      ? `: ${/ en |grote mensen/u.test(them) ? 'waren' : 'was'} ${them} er nog wel?`
      : '.';
    const first = climbedOut[1] ? ofHero(`${own.name} vond het zo ${climbedOut[1].toLowerCase()}! `) : '';
    return `${first}${capital(climbedOut[2].toLowerCase())} klom ${first ? own.hij : own.name} er weer uit${check}`;
  }
  // Something put before the bed (`papa heeft een hekje ervoor gedaan`): the grown-up put it there.
  const putBefore = new RegExp(
    `^(?:en )?(${FOLKS}) heeft (een|het|de) (\\p{L}+) ervoor (?:gedaan|gezet|gemaakt|geplaatst|gehangen)$`,
    'iu',
  ).exec(clean(raw));
  if (putBefore?.[1] && putBefore[2] && putBefore[3])
    return `${capital(putBefore[1].toLowerCase())} zette er ${putBefore[2].toLowerCase()} ${putBefore[3].toLowerCase()} voor.`;
  // Waving till it was out of sight (`stond te zwaaien tot ie de hoek om was`): the child waved and waved.
  const waved =
    /^(?:(?:ze|zij|hij|ie) )?(?:stond|zat|bleef|heeft|ging) (?:te |staan |blijven )?(?:zwaaien|gezwaaid|zwaaide) (?:tot|totdat) (?:ie|hij|ze|zij|die|het|t) (.+?) (?:was|is|waren)$/iu.exec(
      clean(raw),
    );
  if (waved?.[1]) return ofHero(`${own.name} zwaaide en zwaaide, tot hij ${waved[1].toLowerCase()} was.`);
  // What the child said of a thing (`in de nieuwe auto zei ze dat die ni lekker ruikt`): said in the child's own words,
  // the verb back in second place (`“Die ruikt niet lekker!”`).
  const toldOf =
    /^((?:in|op|bij|aan) (?:de|het|een) (?:\p{L}+ ){0,2}?\p{L}+ )?(?:zei|zegt|riep) (?:ze|zij|hij|ie) dat (die|dat|het|t|alles) ((?:\p{L}+ ){1,4}?)(\p{L}+)$/iu.exec(
      clean(raw),
    );
  if (toldOf?.[2] && toldOf[3] && toldOf[4] && isVerbWord(toldOf[4])) {
    const subject = toldOf[2].toLowerCase() === 't' ? 'het' : toldOf[2].toLowerCase();
    const words = `${subject} ${toldOf[4].toLowerCase()} ${toldOf[3].trim().toLowerCase()}`;
    const quote = `“${capital(words)}!”`;
    return toldOf[1]
      ? `${capital(toldOf[1].trim().toLowerCase())} zei ${own.name}: ${quote}`
      : ofHero(`${own.name} zei: ${quote}`);
  }
  const big = /^(?:ze|zij|hij|ie) is (?:nu )?(?:een )?grote (zus|broer)$/iu.exec(clean(raw));
  if (big?.[1]) return `${own.name} was nu een grote ${big[1].toLowerCase()}.`;
  /** A sentence with the hero as its subject: after the hero's name, with the hero's pronoun. */
  const heroSaid = (sentence: string) => (given.afterHero ? withPronoun(sentence, own) : sentence);
  // A fit the parent names alone (`drama in de gang`, `flinke driftbui bij de kassa`): the hero had it, there.
  // (After when it was, and `al` or `weer`: `s ochtends al een driftbui`, `toen weer een huilbui`.)
  const fit =
    /^(?:('s_ochtends|'s_morgens|'s_middags|'s_avonds|'s_nachts|vanochtend|vanmorgen|vanmiddag|vanavond|vannacht|daarna|later|toen|thuis) )?((?:al|weer|nog) )?(?:(?:een|flinke|enorme|grote|mega|dikke)\s+)*(driftbui|woedeaanval|huilbui|drama|scène)((?:\s+(?:in|op|bij|aan|voor|onderweg)\b.{0,40})?)$/iu.exec(
      clean(raw),
    );
  if (fit?.[3]) {
    const where = (fit[4] ?? '').toLowerCase();
    const also = (fit[2] ?? '').toLowerCase();
    const when = fit[1]?.toLowerCase().replace(/_/gu, ' ');
    if (/^(?:drama|scène)$/iu.test(fit[3])) return `Er was ${also}een hoop drama${where}.`;
    return when
      ? `${capitalized(when)} kreeg ${own.name} ${also}een ${fit[3].toLowerCase()}${where}.`
      : heroSaid(`${own.name} kreeg ${also}een ${fit[3].toLowerCase()}${where}.`);
  }
  // What a machine or an animal does that frightens, said in the present after `want` (`want die bromt zo`): in the past.
  const sound =
    /^(die|dat|het|t) (bromt|brult|toetert|piept|kraakt|zoemt|ratelt|knalt|blaft|sist|rammelt|tikt|gromt|loeit|dreunt|trilt|kriebelt|prikt|kietelt) ((?:zo|zo hard|zo raar|zo luid|altijd zo|zo eng|zo spannend|zo gek)(?: hard)?)$/iu.exec(
      clean(raw),
    );
  if (sound?.[1] && sound[2] && sound[3]) {
    const stem = sound[2].toLowerCase().slice(0, -1);
    const past = `${stem}${/(?:[kfstp]|ch)$/u.test(stem) ? 'te' : 'de'}`;
    const who = sound[1].toLowerCase() === 't' ? 'het' : sound[1].toLowerCase();
    return `${capital(who)} ${past} ${sound[3].toLowerCase()}.`;
  }
  // Waiting for what comes next, said bare (`nu wachten op de mussen`): it was waiting now.
  const waiting = /^(?:en )?nu ((?:nog |maar |even |alleen nog )*)wachten (op (?:de|het|een) .+)$/iu.exec(clean(raw));
  if (waiting?.[2]) return `Nu was het ${(waiting[1] ?? '').toLowerCase()}wachten ${waiting[2].toLowerCase()}.`;
  // Somewhere with two, without a verb (`smiddags zwembad met papa en noor`): told with the first, the second after.
  const withTwo =
    /^(.+ met (?:(?:zijn|haar|zn|de) )?\p{L}+) en ((?:(?:zijn|haar|zn|de) )?(?:(?:zusje|broertje|neefje|nichtje|vriendje|vriendinnetje|opa|oma|papa|mama|tante|oom) )?\p{L}+)$/iu.exec(
      raw.trim(),
    );
  const second = withTwo?.[2]?.toLowerCase() ?? '';
  const known = given.names.find((one) => one.toLowerCase() === second.split(' ').at(-1));
  if (
    withTwo?.[1] &&
    !wordsOf(withTwo[1]).some(isVerb) &&
    !wordsOf(second).some(isVerb) &&
    (KIN.test(second) || known || /^(?:zusje|broertje|neefje|nichtje|vriendje|vriendinnetje) /u.test(second))
  ) {
    const first = retell(withTwo[1], given);
    const who = withTwo[1].split(' ').at(-1) ?? '';
    const at = new RegExp(` met ((?:\\p{L}+ )?${who.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')})(?=[ .])`, 'iu');
    const also = named(second.replace(/^zn /u, `${(given.hero as R).zijn} `), given.names);
    if (first?.endsWith('.') && at.test(first)) return first.replace(at, (whole) => `${whole} en ${also}`);
  }
  // It went well again, said bare (`toen ging het weer`): it was all right again.
  const again = /^(?:en )?(toen|daarna|gelukkig) ging (?:het|t) weer( beter| goed)?$/iu.exec(clean(raw));
  if (again?.[1])
    return `${capital(again[1].toLowerCase())} ging het weer${again[2] ? again[2].toLowerCase() : ' goed'}.`;
  // Clothes the child would not put on (`want hij wilde zn jas niet aan`, `ze wou haar schoenen niet aan`): refused.
  const refused =
    /^(?:ze|zij|hij|ie) (wilde|wou) (?:(?:zn|z'n|zijn|haar|dr|d'r|de|het) )?((?:\p{L}+ )?(?:jas|jasje|schoenen|laarzen|muts|sjaal|wanten|handschoenen|broek|trui|sokken|pyjama|regenjas|winterjas|skibroek|helm|fietshelm)) (?:niet|nie) (aan|aandoen|op|opzetten|uit|uitdoen)$/iu.exec(
      clean(raw),
    );
  if (refused?.[2] && refused[3])
    return heroSaid(`${own.name} wilde ${own.zijn} ${refused[2].toLowerCase()} niet ${refused[3].toLowerCase()}.`);
  // A reason said after what the child did (`op de terugweg gezaagd omdat ze geen snoepje kreeg`): told with `want`,
  // which keeps the verb second (`…, want ze kreeg geen snoepje`).
  const because = /^(.+?),?\s+omdat\s+(?:ze|zij|hij|ie)\s+(.+)$/iu.exec(raw);
  if (because?.[1] && because[2] && !/\ballebei\b/iu.test(because[2])) {
    const reason = wordsOf(because[2]);
    const verb = reason.at(-1) ?? '';
    const head = isPast(verb) && !reason.slice(0, -1).some(isVerb) ? retellOne(because[1], given) : undefined;
    if (head) return `${head.slice(0, -1)}, want ${own.hij} ${verb} ${reason.slice(0, -1).join(' ')}.`;
  }
  // Asked all day whether someone came (`ze heeft de hele dag gevraagd of papa al kwam`): what the child asked, the
  // question told in the past.
  const asked =
    /^(?:(?:ze|zij|hij|ie) )?(?:heeft )?((?:\S+ ){0,4}?)(?:gevraagd|vroeg) (?:(?:ze|zij|hij|ie) )?((?:of|wanneer|waar) .+)$/iu.exec(
      clean(raw),
    );
  // A yes-or-no question about someone named (`vroeg of pip nu in de hemel wortels eet`): in the child's own words,
  // the verb first (`Zuri vroeg: “Eet Pip nu wortels in de hemel?”`).
  const yesNo = /^of (\p{L}+) (.+?) (\p{L}+)$/iu.exec(asked?.[2] ?? '');
  // Someone named, or a grown-up by the title the child uses (`vroeg ze of juf morgen weer komt`).
  const whom =
    context.names.find((name) => name.toLowerCase() === yesNo?.[1]?.toLowerCase()) ??
    (/^(?:juf|meester|opa|oma|papa|mama|oom|tante|nonkel)$/iu.test(yesNo?.[1] ?? '')
      ? yesNo?.[1]?.toLowerCase()
      : undefined);
  // (A time or place may come first: `thuis vroeg ze`, `'s avonds vroeg hij`.)
  const askedWhen =
    /^(?:thuis|later|toen|daarna|vanavond|'s avonds|s avonds|bij het slapengaan|in bed|onderweg) $/iu.exec(
      asked?.[1] ?? '',
    );
  if (
    asked &&
    (!asked[1] || askedWhen) &&
    yesNo?.[2] &&
    yesNo[3] &&
    whom &&
    /^(?:eet|drinkt|slaapt|woont|speelt|is|heeft|kan|mag|wil|gaat|komt|blijft|ligt|zit|leeft|ziet|weet)$/iu.test(
      yesNo[3],
    )
  ) {
    const words = yesNo[2].split(' ');
    // (The time word first, the place last: `nu wortels in de hemel`.)
    const place = /^((?:nu |nog |al )?)((?:in|op|bij) (?:de|het) \p{L}+) (.+)$/iu.exec(yesNo[2]);
    const middle = place ? `${place[1]}${place[3]} ${place[2]}` : words.join(' ');
    const when = askedWhen ? `${capitalized(askedWhen[0].trim().toLowerCase().replace(/^s /u, "'s "))} vroeg` : 'vroeg';
    const asking = askedWhen ? `${when} ${own.name}` : `${own.name} ${when}`;
    return heroSaid(`${asking}: “${capital(yesNo[3].toLowerCase())} ${whom} ${middle.toLowerCase()}?”`);
  }
  if (asked?.[2] && !/\b(ik|we|wij|jij)\b/iu.test(asked[0])) {
    const question = asked[2].split(' ').map((word) => PRESENT[word.toLowerCase()] ?? word);
    const when = (asked[1] ?? '').trim().replace(/_/gu, ' ');
    return heroSaid(
      named(
        `${own.name} ${own.pl ? 'vroegen' : 'vroeg'} ${when ? `${when} ` : ''}${question.join(' ')}.`,
        context.names,
      ),
    );
  }
  // A friend who moved away (`zn beste vriendje mats is verhuisd naar limburg`): the friend by name, gone before today.
  const moved =
    /^(?:(?:zijn|haar|zn|z'n|d'r) )?((?:beste |liefste |grote )?(?:vriendje|vriendinnetje|vriendinneke|vriendinnetje|buurjongen|buurmeisje)) (\p{L}{3,}) is verhuisd(?: naar (\p{L}+))?$/iu.exec(
      clean(raw),
    );
  if (moved?.[1] && moved[2] && nameLike(moved[2].toLowerCase())) {
    const where = moved[3] ? ` naar ${capital(moved[3].toLowerCase())}` : '';
    return `${possessive(own.name)} ${moved[1].toLowerCase()} ${capital(moved[2].toLowerCase())} verhuisde${where}.`;
  }
  // A potty-training accident, and that it did not matter (`wel 2x een ongelukje in zn broek bij het spelen maar geeft
  // niks`): the child had it, kindly.
  const accident =
    /^(?:(?:ze|zij|hij) (?:had|heeft) )?(?:wel |ook |nog )?((?:\p{L}+ keer )?)(?:een )?(ongelukjes?) (in (?:zijn|haar|zn|d'r) broek)((?: (?:bij|tijdens) het \p{L}+)?)(?: gehad)?(,? maar (?:dat )?(?:geeft|gaf) (?:niks|niets|niet))?$/iu.exec(
      clean(raw),
    );
  if (accident?.[2] && accident[3]) {
    const times = (accident[1] ?? '').toLowerCase();
    const pants = accident[3].toLowerCase().replace(/\b(zijn|haar|zn|d'r) broek/u, `${own.zijn} broek`);
    const okay = accident[5] ? ', maar dat gaf niks' : '';
    return heroSaid(
      `${own.name} ${own.pl ? 'hadden' : 'had'} ${times}een ongelukje ${pants}${(accident[4] ?? '').toLowerCase()}${okay}.`,
    );
  }
  // Not even noticing (`hij had t niet eens door`): the child's, told as the parent said it.
  const unaware = /^(?:en )?(?:ze|zij|hij) had het niet (eens |eens echt )?door$/iu.exec(clean(raw));
  if (unaware) return heroSaid(`${own.name} ${own.pl ? 'hadden' : 'had'} het niet ${unaware[1] ?? ''}door.`);
  // A sister or brother born (`zn zusje is geboren`): the news as the child has it, a little one of their own.
  const born = /^(?:(?:zijn|haar|ons|onze|een) )?(?:kleine? )?(zusje|broertje|zus|broer) is geboren$/iu.exec(
    clean(raw),
  );
  if (born?.[1]) {
    const little = { zus: 'zusje', broer: 'broertje' }[born[1].toLowerCase()] ?? born[1].toLowerCase();
    return `${own.name} ${own.pl ? 'kregen' : 'kreeg'} een klein ${little}.`;
  }
  // A fright got over at once (`even geschrokken maar meteen weer opgestaan`): both, the hero once.
  const fright = /^(?:en )?even geschrokken maar (meteen|gelijk|direct|snel) weer opgestaan$/iu.exec(clean(raw));
  if (fright?.[1])
    return heroSaid(
      `${own.name} ${own.pl ? 'schrokken' : 'schrok'} even, maar ${own.pl ? 'stonden' : 'stond'} ${fright[1].toLowerCase()} weer op.`,
    );
  // A feast or show at school or daycare, named alone (`kerstdiner op school`): there was one there.
  const feast =
    /^(kerstdiner|kerstontbijt|kerstviering|kerstmusical|kerstfeest|sinterklaasfeest|paasontbijt|paasbrunch|schoolfeest|disco|kinderdisco|voorstelling|musical|juffendag|meesterdag) (op|in|bij) ((?:de |het )?\p{L}+)$/iu.exec(
      clean(raw),
    );
  if (feast?.[1] && feast[2] && feast[3])
    return `${capital(feast[2].toLowerCase())} ${feast[3].toLowerCase()} was er een ${feast[1].toLowerCase()}.`;
  // A song the child sang, by its title (`ze zong keihard zie ginds komt de stoomboot`).
  const song = new RegExp(
    `^(?:(?:ze|zij|hij) )?(?:heeft )?(?:(?:zong|zingt)((?: (?:keihard|hard|luid|heel hard|steeds|de_hele_dag|samen))*) )?(${SONGS})(?: gezongen)?$`,
    'iu',
  ).exec(clean(raw));
  if (song?.[2] && (/\bzong|\bzingt/iu.test(raw) || /gezongen$/iu.test(clean(raw))))
    return heroSaid(
      `${own.name} ${own.pl ? 'zongen' : 'zong'}${(song[1] ?? '').toLowerCase().replaceAll('_', ' ')} ‘${capital(song[2])}’.`,
    );
  // Fetched or brought somewhere without saying by whom (`vanmiddag bij de opvang opgehaald`): it was done to the hero.
  const fetched =
    /^((?:'s_\p{L}+|toen|daarna|na_\S+) )?((?:bij|van|uit|naar|op) (?:de|het) \p{L}+) (opgehaald|afgehaald|weggebracht|gebracht)$/iu.exec(
      clean(raw),
    );
  if (fetched?.[2] && fetched[3]) {
    const when = fetched[1]?.trim().replace(/_/gu, ' ');
    const was = own.pl ? 'werden' : 'werd';
    const where = `${fetched[2].toLowerCase()} ${fetched[3].toLowerCase()}`;
    return when ? `${capitalized(when)} ${was} ${own.name} ${where}.` : heroSaid(`${own.name} ${was} ${where}.`);
  }
  // What a grown-up reported of the child (`juf zei dat ze gebeten was door een ander kindje`, `juf ans zei dat ze
  // daarna fijn in de poppenhoek heeft gespeeld`): told as theirs, `Volgens de juf …`, in the simple past.
  const reported =
    /^(?:maar |en )?((?:de )?(?:juf|meester|kapster|dokter|oppas|leidster|leider|mama|papa|oma|opa|bomma|bompa|meter|peter)(?: \p{Ll}{3,})?) (?:zei|vertelde|zegt|vertelt) dat (?:ze|zij|hij|ie) (.+)$/iu.exec(
      clean(raw),
    );
  if (reported?.[1] && reported[2]) {
    const who = reported[1].toLowerCase();
    // The one who said it by name (`juf Ans`); the rest is the parent's words, never a name after `juf`.
    const by = named(
      `Volgens ${/^(juf|meester|kapster|dokter|oppas|leidster|leider)$/u.test(who) ? `de ${who}` : who}`,
      context.names,
    );
    const content = reported[2];
    // Done to the child (`gebeten was door een ander kindje`): `was Beertje door een ander kindje gebeten`.
    const passive =
      /^((?:\p{L}+ ){0,3}?)(ge\p{L}+) (was|werd|is)((?: door (?:een|de|het) (?:\p{L}+ ){0,2}\p{L}+)?)$/u.exec(content);
    if (passive?.[2] && participle(passive[2])) {
      const aux = passive[3] === 'werd' ? (own.pl ? 'werden' : 'werd') : own.pl ? 'waren' : 'was';
      return tidy(`${by} ${aux} ${own.name} ${passive[1] ?? ''}${(passive[4] ?? '').trim()} ${passive[2]}.`);
    }
    // How the child was (`heel lief was`): `Volgens mama was Beertje heel lief`.
    const was = /^((?:\p{L}+ ){0,3}\p{L}+) (was|is)$/u.exec(content);
    if (was?.[1] && !wordsOf(was[1]).some(isVerb)) return `${by} ${own.pl ? 'waren' : 'was'} ${own.name} ${was[1]}.`;
    // Done by the child (`daarna fijn in de poppenhoek heeft gespeeld`): the clause without its helper, after `Volgens`.
    const done = content
      .replace(/ (?:heeft|had|is|was) (ge\p{L}+)$/u, ' $1')
      // The helper after its participle, also before more (`even gehuild had om mama`).
      .replace(/ (ge\p{L}+) (?:heeft|had|is|was)(?= |$)/u, ' $1');
    const told = done === content ? undefined : retellOne(done, { ...given, afterHero: false });
    const words = told?.slice(0, -1).split(' ') ?? [];
    if (told && words[0] === own.name && words[1]) return `${by} ${words[1]} ${own.name} ${words.slice(2).join(' ')}.`;
    if (told && words[2] === own.name && words[0] && words[1] && (isFront(words[0].toLowerCase()) || words[0] === "'s"))
      return `${by} ${words[1]} ${own.name} ${words[0].toLowerCase()} ${words.slice(3).join(' ')}.`;
    // A time of more words first (`De avond ervoor huilde Konijntje …`): after `Volgens`, behind the verb and the hero.
    const hero = words.indexOf(own.name);
    const verb = words[hero - 1] ?? '';
    if (told && hero >= 3 && isPast(verb))
      return `${by} ${verb} ${own.name} ${[words[0]?.toLowerCase(), ...words.slice(1, hero - 1)].join(' ')} ${words.slice(hero + 1).join(' ')}.`;
  }
  // What a grown-up said of the child's own (`tandarts zei dat al haar tandjes mooi schoon zijn`): `Volgens de
  // tandarts waren al haar tandjes mooi schoon`, the hero's own whatever the parent's pronoun.
  const ofOwn =
    /^(?:maar |en )?(?:de )?(juf|meester|kapster|kapper|dokter|tandarts|huisarts|oppas|mama|papa|oma|opa) (?:zei|vertelde|zegt|vertelt) dat ((?:al )?)(?:haar|zijn|zn) (\p{L}{3,}) ((?:\p{L}+ ){0,3}\p{L}+) (zijn|waren|is|was)$/iu.exec(
      clean(raw),
    );
  if (ofOwn?.[1] && ofOwn[3] && ofOwn[4] && ofOwn[5] && !wordsOf(ofOwn[4]).some(isVerb)) {
    const who = ofOwn[1].toLowerCase();
    const by = /^(mama|papa|oma|opa)$/u.test(who) ? who : `de ${who}`;
    const was = /^(zijn|waren)$/u.test(ofOwn[5]) ? 'waren' : 'was';
    return `Volgens ${by} ${was} ${ofOwn[2] ?? ''}${own.zijn} ${ofOwn[3].toLowerCase()} ${ofOwn[4].toLowerCase()}.`;
  }
  // The shoe full in the morning (`vanochtend zn schoen vol met een chocoladeletter`): what the hero found in it.
  const filled =
    /^(?:('s_\p{L}+|toen|daarna) )?(?:zijn|haar|de) (schoen(?:tje)?) (?:zat |was )?(?:helemaal )?vol(?: met (.+))?$/iu.exec(
      clean(raw),
    );
  if (filled?.[2]) {
    const when = filled[1]?.replace(/_/gu, ' ');
    const found = own.pl ? 'vonden' : 'vond';
    const what = filled[3]
      ? `in ${own.zijn} ${filled[2].toLowerCase()} ${filled[3]}`
      : `${own.zijn} ${filled[2].toLowerCase()} helemaal vol`;
    return when ? `${capitalized(when)} ${found} ${own.name} ${what}.` : heroSaid(`${own.name} ${found} ${what}.`);
  }
  // A mark on the body (`rode plek op haar arm`, `dikke buil op zn hoofd`): the hero had it.
  const mark =
    /^(?:een )?((?:\p{L}+e )?(?:plek|plekje|buil|bult|bulte|schram|schrammetje|wondje|blauwe plek|tandafdruk|striem)) op (?:haar|zijn) (\p{L}+)$/iu.exec(
      clean(raw),
    );
  if (mark?.[1] && mark[2] && OWN.has(mark[2].toLowerCase()))
    return heroSaid(
      `${own.name} ${own.pl ? 'hadden' : 'had'} een ${mark[1].toLowerCase()} op ${own.zijn} ${mark[2].toLowerCase()}.`,
    );
  // Bedtime by the clock, maybe after supper (`boterhammetje met kaas en om half 7 al in bed`): the hero lay in bed.
  const clock =
    /^(?:((?:\p{L}+ ){0,3}\p{L}+) en )?om ((?:half |kwart over |kwart voor )?(?:één|twee|drie|vier|vijf|zes|zeven|acht|negen|tien)(?: uur)?) (al |pas )?(?:in bed|naar bed|in bedje)$/iu.exec(
      clean(raw),
    );
  if (clock?.[2]) {
    const food = clock[1]?.toLowerCase();
    const eaten =
      food &&
      /^(boterham|boterhammetje|broodje|soep|pannenkoek|pap|brood|stamppot|spaghetti|patat|friet|frietjes|pizza)/u.test(
        food,
      )
        ? food
        : undefined;
    if (clock[1] && !eaten) return undefined;
    const when = `om ${clock[2]} ${own.pl ? 'lagen' : 'lag'} ${own.hij === own.name ? own.name : own.hij} ${clock[3] ?? ''}in bed`;
    if (!eaten) return `${capital(when.replace(` ${own.hij} `, ` ${own.name} `))}.`;
    const article = /^(boterham|boterhammetje|broodje|pannenkoek)/u.test(eaten) ? 'een ' : '';
    return heroSaid(`${own.name} ${own.pl ? 'aten' : 'at'} ${article}${eaten}, en ${when}.`);
  }
  // Someone who came by and left again (`de sint is geweest`, `sinterklaas is vannacht geweest`): they had been.
  const been = /^((?:de )?\p{L}+) (is|zijn) ((?:'s_nachts |'s_ochtends |toch |echt )?)geweest$/iu.exec(clean(raw));
  if (been?.[1] && !/^(ze|zij|hij|ie|we|wij|het|er|ik|dat|die)$/iu.test(been[1])) {
    const who = been[1].replace(/^(de )?(\p{L})/u, (_, de: string | undefined, letter: string) =>
      de ? `De ${letter}` : letter.toUpperCase(),
    );
    const when = (been[3] ?? '').replace(/_/gu, ' ');
    return `${named(who, context.names)} ${been[2] === 'zijn' ? 'waren' : 'was'} ${when}geweest.`;
  }
  // Both children wanting one thing (`omdat ze allebei dezelfde pop wilden`): the two of them, not the hero alone.
  const bothWanted =
    /^(?:omdat |want )?(?:ze|zij) (?:(wilden|hadden|wouden) allebei (.+)|allebei (.+) (wilden|hadden|wouden))$/iu.exec(
      clean(raw),
    );
  if (bothWanted) {
    const verb = (bothWanted[1] ?? bothWanted[4] ?? '').replace(/^wouden$/u, 'wilden');
    return `Ze ${verb} allebei ${bothWanted[2] ?? bothWanted[3]}.`;
  }
  // Cold hands or fingers (`koude handjes in het park`, `ijskoude vingers`): the hero had them.
  const cold =
    /^(?:(koude|ijskoude|bevroren|verkleumde) (handjes|handen|vingers|vingertjes|oren|oortjes|voetjes|voeten|tenen|teentjes))((?: (?:in|op|bij|buiten|onderweg) (?:de |het )?\p{L}+)?)$/iu.exec(
      clean(raw),
    );
  if (cold?.[1] && cold[2]) {
    const how = cold[1].toLowerCase() === 'koude' ? 'koude' : 'ijskoude';
    return heroSaid(
      `${own.name} ${own.pl ? 'hadden' : 'had'} ${how} ${cold[2].toLowerCase()}${(cold[3] ?? '').toLowerCase()}.`,
    );
  }
  // The child's own thing fallen off the table and broken (`zn lievelingsbeker met de brandweerauto is van tafel
  // gevallen en gebroken`, `haar kopje is kapot gevallen`): it fell, and it broke.
  const dropped =
    /^(haar|zijn) ((?!is\b|was\b)\p{L}+(?: (?!is\b|was\b)\p{L}+){0,3}) (?:is|was) (?:(van (?:de )?(?:tafel|kast|plank|vensterbank)|van het aanrecht|op de grond|uit de kast) (?:gevallen|afgevallen)(?: en (?:gebroken|kapot(?: ?gegaan)?|stuk(?: ?gegaan)?|in stukjes))?|(?:kapot|stuk) ?gevallen|gebroken)$/iu.exec(
      clean(raw),
    );
  // (A bone is no thing: `zijn arm is gebroken` is told by the lines of a hurt.)
  const bone =
    /^(?:arm|armpje|been|beentje|pols|enkel|neus|vinger|teen|sleutelbeen|elleboog|hand|voet|knie|tand|heup|schouder)$/u;
  if (
    dropped?.[2] &&
    !bone.test(dropped[2].toLowerCase()) &&
    !wordsOf(dropped[2]).some((word) => isVerb(word) || (STOP.has(word) && !/^(met|de|het)$/u.test(word)))
  ) {
    const thing = dropped[2].toLowerCase();
    const broke = !dropped[3] || /\ben\s/u.test(dropped[0]);
    if (!dropped[3]) return `${possessive(own.name)} ${thing} ging kapot.`;
    return `${possessive(own.name)} ${thing} viel ${dropped[3].toLowerCase()}${broke ? ' en brak' : ''}.`;
  }
  // The child's own thing lost or broken (`haar want verloren`, `zijn speelgoedautootje is kapot gegaan`).
  const ownThing =
    /^(haar|zijn) ((?!is\b|was\b|ging\b)\p{L}+(?: (?!is\b|was\b|ging\b)\p{L}+)?) (verloren|kwijtgeraakt|kwijt|weg|(?:is |was |ging )?(?:kapot|stuk)(?: ?gegaan)?|kapotgegaan|stukgegaan)( (?:in|op|bij|tijdens|onderweg|ergens|onder)\b[^,|]*)?$/iu.exec(
      clean(raw),
    );
  if (
    ownThing?.[2] &&
    ownThing[3] &&
    (!ownThing[4] || /^(verloren|kwijtgeraakt)$/iu.test(ownThing[3])) &&
    !wordsOf(ownThing[2]).some((word) => isVerb(word) || STOP.has(word))
  ) {
    const thing = ownThing[2].toLowerCase();
    const what = ownThing[3].toLowerCase();
    // Where it was lost comes after it (`haar want verloren in de winkel`).
    const where = /^(verloren|kwijtgeraakt)$/u.test(what) ? (ownThing[4] ?? '') : '';
    if (/^(verloren|kwijtgeraakt)$/u.test(what))
      return heroSaid(`${own.name} ${own.pl ? 'verloren' : 'verloor'} ${own.zijn} ${thing}${where}.`);
    if (what === 'kwijt') return heroSaid(`${own.name} ${own.pl ? 'waren' : 'was'} ${own.zijn} ${thing} kwijt.`);
    if (what === 'weg') return `${possessive(own.name)} ${thing} was weg.`;
    return `${possessive(own.name)} ${thing} ging kapot.`;
  }
  // A fall laughed off, or one without tears (`van de glijbaan gevallen maar alleen maar gelachen`).
  const laughed =
    /^(.+?(?:gevallen|gestruikeld|uitgegleden|omgevallen|gevallen van \S+(?: \S+)?))\s*,?\s+maar\s+(?:(?:ze|zij|hij)\s+(?:heeft|had)\s+)?(?:(alleen(?: maar)?|wel|gewoon|vooral) )?(gelachen|gegiecheld|niet gehuild|geen traan gelaten)$/iu.exec(
      clean(raw),
    );
  if (laughed?.[1] && laughed[3]) {
    const head = retellOne(laughed[1], given);
    const after = laughed[3].toLowerCase();
    const said =
      after === 'gelachen'
        ? `${own.pl ? 'lachten' : 'lachte'} ${laughed[2] ? 'alleen maar' : 'erom'}`
        : after === 'gegiecheld'
          ? `${own.pl ? 'giechelden' : 'giechelde'} erom`
          : `${own.pl ? 'huilden' : 'huilde'} niet`;
    if (head?.startsWith(own.name) || head?.startsWith(capital(own.hij)))
      return `${head.slice(0, -1)}, maar ${own.hij} ${said}.`;
  }
  // What was done and how the child went on (`3x op zn billen gevallen maar bleef maar lachen`): both, in one sentence.
  const goingOn =
    /^(.+?)\s+maar\s+bleef\s+((?:maar |gewoon |vrolijk )?(?:lachen|giechelen|doorspelen|spelen|doorgaan))$/iu.exec(
      clean(raw),
    );
  if (goingOn?.[1] && goingOn[2]) {
    const head = retellOne(goingOn[1], given);
    if (head?.startsWith(own.name) || head?.startsWith(capital(own.hij)))
      return `${head.slice(0, -1)}, maar ${own.pl ? 'bleven' : 'bleef'} ${goingOn[2].toLowerCase()}.`;
  }
  // Eaten until the child could eat no more (`pepernoten gegeten tot ze niet meer kon`): the hero could not.
  const full = /^(.+?)\s+tot\s+(?:ze|zij|hij|ie)\s+niet\s+meer\s+kon$/iu.exec(clean(raw));
  if (full?.[1]) {
    // Two things done before it (`een houten keukentje gekregen en pepernoten gegeten`): one sentence, the hero once.
    const parts = participleParts(full[1]).map((part) => retellOne(part, given));
    const start = `${own.name} `;
    const head =
      parts.length === 2 && parts.every((part) => part?.startsWith(start))
        ? `${parts[0]?.slice(0, -1)} en ${parts[1]?.slice(start.length)}`
        : parts.length === 1
          ? parts[0]
          : undefined;
    if (head && !head.includes(' tot '))
      return `${head.slice(0, -1)} tot ${own.hij} niet meer ${own.pl ? 'konden' : 'kon'}.`;
  }
  // What went into the shoe (`een wortel in de schoen voor ozosnel en een tekening voor sint`): the hero put it in.
  const into =
    /^((?:een|de|het|wat|twee|drie) \p{L}+) in de schoen((?: voor (?:de )?\p{L}+)?(?: en (?:een|de|het|wat) \p{L}+(?: voor (?:de )?\p{L}+)?)?)$/iu.exec(
      clean(raw),
    );
  if (into?.[1] && !/\b(ik|we|wij|ze|zij|hij)\b/iu.test(into[0]))
    return `In de schoen ${own.pl ? 'stopten' : 'stopte'} ${own.name} ${into[1]}${into[2] ?? ''}.`;
  // Something gone and many tears after it (`dan was zijn knuffel konijn weg, veel geween`): both, in one sentence.
  const tears = /^(.+?),?\s+(?:en\s+)?(?:veel|heel veel|zoveel|hele) (?:geween|gehuil|tranen|traantjes)$/iu.exec(
    clean(raw),
  );
  if (tears?.[1]) {
    const head = retellOne(tears[1], given);
    if (head && /\b(weg|kwijt|kapot|stuk)\.$/u.test(head) && own.hij !== own.name)
      return `${head.slice(0, -1)}, en ${own.hij} ${own.pl ? 'huilden' : 'huilde'} heel erg.`;
  }
  // A bag that ended up full (`zn zakske zat vol snoep`): the hero's own, by name.
  const fullBag =
    /^(?:en )?(?:zn|z'n|zijn|haar|dr|d'r) (\p{L}{3,}) (zat|was|lag) (?:helemaal |propvol |super )?vol (\p{L}{3,})$/iu.exec(
      clean(raw),
    );
  if (fullBag?.[1] && fullBag[2] && fullBag[3] && own.hij !== own.name)
    return `${possessive(own.name)} ${fullBag[1].toLowerCase()} ${fullBag[2].toLowerCase()} vol ${fullBag[3].toLowerCase()}.`;
  // A song sung at each door, its words quoted (`bij elk huis gezongen 'driekoningen … geef mij een nieuwe hoed'`).
  const sung =
    /^(?:en )?((?:bij|aan|voor) (?:elk|ieder|elke|iedere|het|de) \p{L}+ )?(?:(?:ze|zij|hij|ie) (?:heeft|hebben) )?gezongen:? ['‘“"](.+?)['’”"](?: en (.+))?$/iu.exec(
      raw.trim(),
    );
  if (sung?.[2] && own.hij !== own.name) {
    const words = sung[2].trim().replace(/[.!?]+$/u, '');
    const where = sung[1]?.trim();
    const then = sung[3] ? retellOne(sung[3], given) : undefined;
    if (sung[3] && !then) return undefined;
    return `${where ? `${capital(where.toLowerCase())} zong ${own.name}` : `${own.name} zong`}: “${capital(words)}!”${then ? ` ${then}` : ''}`;
  }
  // Family who came to eat or stay (`nonkel bart en tante els kwamen eten met neefje lowie`): they, by name.
  const came =
    /^((?:(?:nonkel|tante|oom|ome|opa|oma|moemoe|bompa|bomma|meter|peter|neefje|nichtje) \p{L}+|moemoe|opa|oma|bompa|bomma)(?: en (?:(?:nonkel|tante|oom|ome|opa|oma|neefje|nichtje|meter|peter) \p{L}+|moemoe|opa|oma|bompa|bomma))*) (kwamen|kwam) (eten|logeren|spelen|op bezoek|langs)((?: met (?:(?:neefje|nichtje|de kinderen|hun \p{L}+) )?\p{L}+)?)$/iu.exec(
      clean(raw),
    );
  if (came?.[1] && came[2] && came[3])
    return `${capital(
      named(`${came[1]} ${came[2]} ${came[3]}${came[4] ?? ''}`.toLowerCase(), given.names).replace(
        /\b(nonkel|tante|oom|ome|neefje|nichtje|meter|peter) (?!en\b|met\b|kwam)(\p{Ll}+)/gu,
        (_whole, title: string, name: string) => `${title} ${capital(name)}`,
      ),
    )}.`;
  // A grown-up who brought food along (`moemoe had rijstpap meegebracht`).
  const brought =
    /^(moemoe|oma|opa|bomma|bompa|meme|pepe|tante|nonkel|oom|papa|mama|meter|peter)((?: \p{L}+)?) (?:had|heeft) ((?:een |wat |zelfgemaakte |zelf gemaakte )?\p{L}{3,}) (?:meegebracht|meegenomen)$/iu.exec(
      clean(raw),
    );
  if (brought?.[1] && brought[3])
    return `${capital(named(`${brought[1]}${brought[2] ?? ''}`.toLowerCase(), given.names))} had ${brought[3].toLowerCase()} meegebracht.`;
  // Bowls eaten up, Flemish `er … van op` (`zuri heeft er 2 kommekes van op`): ate them.
  const ateUp = /^(\p{L}+) (?:heeft|had) er (\d+|twee|drie|vier|een) (\p{L}+) van (?:op|opgegeten|gegeten)$/iu.exec(
    clean(raw),
  );
  if (ateUp?.[1] && ateUp[2] && ateUp[3]) {
    const who = /^(ze|zij|hij|ie)$/iu.test(ateUp[1]) ? own.name : capital(ateUp[1].toLowerCase());
    const count = { '1': 'een', '2': 'twee', '3': 'drie', '4': 'vier' }[ateUp[2]] ?? ateUp[2].toLowerCase();
    return `${who} at er ${count} ${ateUp[3].toLowerCase()} van op.`;
  }
  // How the child was somewhere (`in de auto heel stil en verdrietig`): the place first, then the hero.
  const mood = MOOD_AT.exec(clean(raw));
  if (mood?.[1] && mood[2] && own.hij !== own.name)
    return `${capital(mood[1].replace(/\bt\b/u, 'het'))} ${own.pl ? 'waren' : 'was'} ${own.name} ${mood[2].toLowerCase()}.`;
  // Waving until the ones leaving were out of sight (`ze heeft gezwaaid tot ze ze niet meer zag`).
  const wavedOut =
    /^(?:en )?(?:(?:ze|zij|hij|ie) (?:heeft|had) )?(?:ge)?zwaaid tot (?:ze|zij|hij|ie) (ze|hem|haar) niet meer (?:zag|kon zien)$/iu.exec(
      clean(raw),
    );
  if (wavedOut?.[1] && own.hij !== own.name)
    return `${own.name} ${own.pl ? 'zwaaiden' : 'zwaaide'} tot ${own.hij} ${wavedOut[1].toLowerCase() === 'ze' ? 'hen' : wavedOut[1].toLowerCase()} niet meer ${own.pl ? 'zagen' : 'zag'}.`;
  // A hug or a kiss said bare (`op schiphol nog een laatste knuffel`): there was one, nobody made into it.
  const hug =
    /^(?:en )?((?:op|in|bij|aan) (?:de |het |t )?\p{L}+ )?(nog )?(?:een|n) ((?:(?:laatste|dikke|grote|stevige|lange) )*)(knuffel|kus|kusje|zoen|zoentje|knuffeltje)$/iu.exec(
      clean(raw),
    );
  if (hug?.[4]) {
    const where = hug[1]?.trim().replace(/\bt\b/u, 'het');
    const what = `${(hug[2] ?? '').toLowerCase()}een ${(hug[3] ?? '').toLowerCase()}${hug[4].toLowerCase()}`;
    return where ? `${capital(where)} was er ${what}.` : `Er was ${what}.`;
  }
  // What went wrong and the big tears after it (`stootte zn beker om en de tekening was doorweekt, dikke tranen`): the
  // mishap told whole, the tears as the hero's.
  const bigTears = /^(.+?),?\s+(?:en\s+)?(dikke|grote) (?:tranen|traantjes)$/iu.exec(clean(raw));
  if (bigTears?.[1] && own.hij !== own.name) {
    const head = retellOne(bigTears[1], given) ?? bothHalves(bigTears[1], given);
    if (head?.endsWith('.'))
      return `${head.slice(0, -1)}, en ${own.hij} ${own.pl ? 'huilden' : 'huilde'} ${bigTears[2]?.toLowerCase()} tranen.`;
  }
  // Skating with a frame to hold on to (`op de ijsbaan met zo'n pinguin om je aan vast te houden`).
  const holding =
    /^((?:op|in|bij) (?:de|het) \p{L}+(?: (?:op|in|bij) (?:de|het) \p{L}+)?) met (?:zo'n|zo een|een) (\p{L}+) om (?:je|zich) aan vast te houden$/iu.exec(
      clean(raw),
    );
  if (holding?.[1] && holding[2])
    return `${capital(holding[1])} hield ${own.name} zich vast aan een ${holding[2].toLowerCase().replace(/^pinguin$/u, 'pinguïn')}.`;
  // Where the child lay and what was watched from there (`hele ochtend op de bank met haar knuffel en naar nijntje
  // gekeken`): both, the hero once.
  const andWatched = /^(.+?) en (naar .+ gekeken)$/iu.exec(clean(raw));
  if (andWatched?.[1] && andWatched[2] && !wordsOf(andWatched[1]).some(isVerb) && own.hij !== own.name) {
    const where = retellOne(andWatched[1], given);
    const watched = retellOne(andWatched[2], given);
    const start = `${own.name} `;
    if (where?.includes(own.name) && watched?.startsWith(start)) {
      const [verb, ...rest] = watched.slice(start.length).split(' ');
      return `${where.slice(0, -1)} en ${verb} ${own.hij} ${rest.join(' ')}`;
    }
  }
  // What was found lying there (`er lag alleen een sok`): told as it was, with no one as its subject.
  const lay =
    /^er (lag|lagen|zat|zaten|stond|stonden|hing|hingen) ((?:alleen |maar |gewoon |toch |nog )*(?:een|de|het|twee|drie|vier|heel veel|veel) \p{L}+(?: \p{L}+){0,5})$/iu.exec(
      clean(raw),
    );
  if (lay?.[1] && lay[2] && !/\b(ik|me|mijn|we|wij|ze|zij|hij|ie|hem|haar|zijn)\b/iu.test(lay[2]))
    return `Er ${lay[1].toLowerCase()} ${lay[2].toLowerCase()}.`;
  // How the weather was (`buiten was het zo guur`, `het was zo koud buiten`).
  const outside =
    /^(?:(buiten|toen) )?was het ((?:zo |heel |erg |best |echt |nogal |super)?(?:guur|koud|nat|warm|heet|glad|mistig|winderig|donker|grijs|fris|zonnig|stormachtig|ijskoud|druilerig|regenachtig))( buiten)?$|^het was ((?:zo |heel |erg |best |echt |nogal |super)?(?:guur|koud|nat|warm|heet|glad|mistig|winderig|donker|grijs|fris|zonnig|stormachtig|ijskoud|druilerig|regenachtig))( buiten)?$/iu.exec(
      clean(raw),
    );
  // (Or said bare, with where: `heel koud buiten`, `zo glad buiten`.)
  const bare =
    /^((?:zo |heel |erg |best |echt |nogal |super |wel )?(?:guur|koud|nat|warm|heet|glad|mistig|winderig|donker|grijs|fris|zonnig|stormachtig|ijskoud|druilerig|regenachtig|bitterkoud|steenkoud)) buiten$/iu.exec(
      clean(raw),
    );
  if (bare?.[1]) return `Buiten was het ${bare[1].toLowerCase()}.`;
  if (outside) {
    const how = (outside[2] ?? outside[4] ?? '').toLowerCase();
    const where = outside[1]?.toLowerCase() === 'buiten' || outside[3] || outside[5] ? 'Buiten' : 'Die dag';
    return `${where} was het ${how}.`;
  }
  // The day's weather as the parent exclaims it (`wat een storm vandaag`).
  const weather = /^wat een (storm|noodweer|regen|wind|sneeuw|onweer|hitte|mist)(?: vandaag| vannacht)?$/iu.exec(
    clean(raw),
  );
  if (weather?.[1]) return `Wat een ${weather[1].toLowerCase()} was het die dag!`;
  // A wet or windy day as the parent sighs it (`wat een hondenweer, de hele dag regen en wind`): what the weather did.
  const wet =
    /^(?:wat een (?:honden|rot|bagger|kut|klote|pokke|herfst)?weer(?: vandaag)?(?: \| |,? ))?(?:de[ _])?hele[ _]dag (regen|storm|wind|sneeuw)(?: en (regen|storm|wind|sneeuw))?$/iu.exec(
      clean(raw),
    );
  if (wet?.[1]) {
    const WEATHER_DID: Record<string, string> = {
      regen: 'regende',
      storm: 'stormde',
      wind: 'waaide',
      sneeuw: 'sneeuwde',
    };
    const did = [wet[1], wet[2]].filter((one) => one !== undefined).map((one) => WEATHER_DID[one.toLowerCase()]);
    return `De hele dag ${did.join(' en ')} het.`;
  }
  // Something new at home, and how the child took it (`we hebben een robotstofzuiger en zuri is er heel bang van`).
  const home =
    /^(?:we|wij) hebben (een (?:nieuwe )?\p{L}+)(?: en (\p{L}+) is er ((?:\p{L}+ ){0,2}(?:bang|gek|dol|blij)) (van|op|mee))?$/iu.exec(
      clean(raw),
    );
  if (home?.[1]) {
    const who = home[2]?.toLowerCase();
    const child = who && /^(ze|zij|hij|ie)$/u.test(who) ? own.name : who && capital(who);
    const feeling = who && home[3] ? `, en ${child} was er ${home[3]} ${home[4]}` : '';
    return `Thuis was er ${home[1].toLowerCase()}${feeling}.`;
  }
  // Done while the child slept (`slingers opgehangen toen ze nog sliep`): not by the child.
  const asleep = /^(.+)\s(\p{L}+)\s+(?:toen|terwijl)\s+(?:ze|zij|hij|ie)\s+nog\s+sliep$/iu.exec(clean(raw));
  if (asleep?.[1] && asleep[2] && participle(asleep[2].toLowerCase()) && !/\b(ik|we|wij|ze|hij)\b/iu.test(asleep[1])) {
    const what = asleep[1].toLowerCase();
    const many = /\ben\b/u.test(what) || /(en|s)$/u.test(what);
    return `Terwijl ${(given.hero as R).name} nog sliep, ${many ? 'werden' : 'werd'} er ${what} ${asleep[2].toLowerCase()}.`;
  }
  const hero = context.hero as R;
  // What someone said is told by the story's own line for it; a song or a quote is not the parent's words to retell.
  if (
    /[:'‘’"“”]/u.test(
      raw.replace(/\b\p{L}'s\b|d'r|z'n|m'n|zo['’]n|'t\b|'m\b|'s\s|\b'?s(?=middags|avonds|ochtends|nachts)/giu, ''),
    )
  )
    return undefined;
  if (/\b(zei|zegt|zeggen|riep|roept|schreeuwde|gilde)\b/iu.test(raw)) return undefined;
  let text = clean(raw)
    .replace(/^(?:en|maar|dus|ook|plus|want)\s+/iu, '')
    // What the grown-ups just named do (`naar opa en oma in spanje, ze overwinteren daar`) and a count of what was
    // found (`, hij had er 14`) are theirs, or need the sentence before.
    .replace(
      /^([^,]*\b(?:opa|oma|bompa|bomma|tante|oom|juf|meester)\b[^,]*),\s*(?:ze|zij)\s.*$/iu,
      (whole, head: string) => (wordsOf(head).some(isVerb) ? whole : head),
    )
    .replace(/,\s*(?:ze|zij|hij|ie)\s+(?:had|heeft|vond)\s+er\b[^,]*$/iu, '');
  // A name before its apposition (`sem, zijn beste vriendje`): the name is someone of the day.
  const apposition =
    /^(\p{Ll}{3,}), (?:zijn|haar) (?:beste |grote |kleine )?(?:vriendje|vriendinnetje|broer|zus|neef|nicht)\b/u.exec(
      text,
    );
  if (apposition?.[1] && !STOP.has(apposition[1]))
    context = { ...context, names: [...context.names, capital(apposition[1])] };
  if (text === '' || keyWords(text.replace(/_/gu, ' '), STOP).length === 0) return undefined;
  // Two things done after one helper (`heeft opa zn hand vastgehouden en haar tekening gegeven`): one sentence, the
  // hero said once.
  const both = /^(?:heeft|is)\s+(.+?)\s+en\s+(.+)$/iu.exec(text);
  if (both?.[1] && both[2] && !context.afterHero) {
    const [one, two] = [both[1], both[2]].map((part) => wordsOf(part));
    const done = (part: string[]) => part.some((word) => participle(word) !== undefined) && !part.some(isPast);
    if (one && two && done(one) && done(two)) {
      const first = retell(`heeft ${both[1]}`, context);
      const second = retell(both[2], context);
      const start = `${hero.name} `;
      if (first?.startsWith(start) && second?.startsWith(start))
        return `${first.slice(0, -1)} en ${second.slice(start.length)}`;
    }
  }
  // `er` of something told before (`hij had er veertien`, `ze was er verdrietig om`) needs that sentence beside it.
  if (/\ber\b/iu.test(text) && (/\bom$/iu.test(text) || text.split(' ').length < 5)) return undefined;
  // What goes round by itself (`hij rijdt vanzelf rond`) is a thing, never the child.
  if (/\bvanzelf\b/iu.test(text) && /^(?:ze|zij|hij|ie)\b/iu.test(text)) return undefined;
  // The parent speaking of themselves, or of what may come: not the child's day to tell.
  if (/\b(ik|me|mij|mijn|mezelf|morgen|straks|volgende)\b/iu.test(text)) return undefined;
  if (/\b(bloed\p{L}*|dood\p{L}*|doodgaat|gewond|horror|spook\p{L}*)\b/iu.test(text)) return undefined;
  // What the child thought of what was just told (`dat vond ze uiteindelijk wel stoer`): `vond het …`.
  text = text.replace(
    /^(?:dat|dit) vond (ze|zij|hij) ((?:\p{L}+ ){0,3})(stoer|leuk|grappig|spannend|mooi|fijn|lekker|gezellig|raar|gek)$/iu,
    (_, who: string, how: string, what: string) => {
      const [lead, ...more] = how
        .trim()
        .split(' ')
        .filter((word) => word !== '');
      if (lead && /^(uiteindelijk|toen|later|daarna|eerst)$/iu.test(lead))
        return `${lead} vond ${who} het ${[...more, what].join(' ')}`;
      return `${who} vond het ${[lead ?? '', ...more, what].join(' ').trim()}`;
    },
  );
  // The thing first and the child after `vond` (`de draak vond ze eng`): the child found the thing so, unless the
  // one first is a person, who found the child so (`de juf vond hem lief`).
  const thought = /^((?:de|het|die) (?:\p{L}+ ){0,3}?\p{L}+) vond (ze|zij|hij) (.+)$/iu.exec(text);
  if (thought?.[1] && thought[2] && thought[3] && !KIN.test(thought[1]) && !peopleIn(thought[1]).length)
    text = `${thought[2]} vond ${thought[1]} ${thought[3]}`;
  // Went to do something, in the perfect (`dan zijn we frietjes gaan eten`): `gingen we frietjes eten`.
  text = text
    .replace(
      /\b(zijn (?:we|wij)|(?:we|wij) zijn|is (?:ze|zij|hij)|(?:ze|zij|hij) is)\b(.*?) gaan (\p{L}+en)\b/iu,
      (_, head: string, middle: string, doing: string, at: number) => {
        const [one = '', two = ''] = head.split(' ');
        const who = /^(zijn|is)$/u.test(one) ? two : one;
        const went = /^(we|wij)$/iu.test(who) ? 'gingen' : 'ging';
        // The subject first at the start (`ze ging zwemmen`), after the verb behind a front word (`toen gingen we`).
        return `${at === 0 ? `${who} ${went}` : `${went} ${who}`}${middle} ${doing}`;
      },
    )
    .replace(/^(toen|daarna|later) (we|wij|ze|zij|hij) (ging|gingen)\b/iu, '$1 $3 $2')
    // Someone else went and lay down, in the perfect (`sammie is in een plas gaan liggen`): `ging … liggen`.
    .replace(
      /(?<!\b(?:we|wij|ze|zij|hij|ie) )\bis ((?:\p{L}+ ){0,5}?)gaan (liggen|zitten|staan|slapen|rennen|zwemmen)\b/iu,
      'ging $1$2',
    );
  // `er` with a verb of being there and a thing of its own (`er ging heel veel stroop op`) stands alone.
  const there =
    /^er (?:ging|gingen|kwam|kwamen|lag|lagen|zat|zaten|stond|stonden|was|waren) (?!\p{L}+$)/iu.test(text) &&
    !/\b(?:van|mee|om|over|door|aan|bij)$/iu.test(text);
  if (
    !there &&
    /^(dat|dit|die|het|er|hielp|helpt|lang zal)\b/iu.test(text) &&
    !/^het (was|is)\b/iu.test(text) &&
    !/^het (?!ook|toch|nog|niet|wel|dan|zo)\p{L}{3,} (was|is)\b/iu.test(text)
  )
    return undefined;
  if (/\b(is|was) (grote |kleine )?(zus|broer)\b|\blang zal\b/iu.test(text)) return undefined;
  if (/^(toen|als|terwijl|omdat)\s+(ze|zij|hij|ie|we|wij|het|er|de|een|mijn|hun|papa|mama|opa|oma)\s/iu.test(text))
    return undefined;
  // What was meant to happen is not what happened (`zouden naar het park`).
  if (/^(zou|zouden|wilden|gingen)\b/iu.test(text)) return undefined;
  // `het` of a thing told before (`zette het terug`) needs that sentence beside it.
  if (
    /(?<!\b(?:was|is|werd)\s)\bhet\s+(terug|weer|op|in|uit|af|mee|weg|vast|aan|toen|ook|niet|zelf)\b|\bhet$/iu.test(
      text,
    )
  )
    return undefined;
  // (Two people before `zijn` are its subject: `oma en opa zijn vandaag terug gevlogen`.)
  // (Nor is a grown-up shown or given something theirs: `hij liet papa zijn tekening zien` is the child's drawing.)
  text = text.replace(
    /(?<!\ben |\b(?:liet|lieten|gaf|gaven|toonde|toonden|bracht|brachten) )\b(opa|oma|papa|mama|bompa|bomma|juf|meester|tante|oom) zijn (?!(?:vandaag|gisteren|terug|weg|al|ook|nog|weer|er|naar)\b)(?![^.,]*\b(?:had|heeft|hadden) [^.,]*\b(?:laten liggen|laten staan|vergeten|thuisgelaten)\b)(\p{L}+)/giu,
    "$1's $2",
  );
  // An animal's head, paw or tail (`zn kop geaaid`) is the pet's, never the hero's own.
  if (/\b(zijn|haar) (kop|kopje|poot|pootje|poten|vacht|staart|snuit|oren)\b/iu.test(text)) return undefined;
  // An apposition whose `haar` or `zijn` is a grown-up's named before (`bij oma … bobby geaaid, haar kleine teckel`).
  text = text.replace(
    new RegExp(`, (haar|zijn) ((?:kleine|grote|lieve|oude) )?(${KINDS})$`, 'iu'),
    (whole, whose: string, size: string | undefined, kind: string) => {
      const kin = (
        whose === 'haar' ? /\b(oma|bomma|tante|juf|buurvrouw)\b/iu : /\b(opa|bompa|oom|meester|buurman)\b/iu
      ).exec(text)?.[1];
      return kin ? `, de ${size ?? ''}${kind} van ${kin}` : whole;
    },
  );
  // What was buried or found (`we hebben haar begraven`, `de madame had hem gevonden`) is the pet or the cuddly just
  // named, never the hero: its pronoun stays.
  text = text.replace(
    /\b(hem|haar)\b(?=(?:\s+\p{L}+){0,6}?\s+(?:begraven|gevonden|teruggevonden|teruggebracht)\b)/iu,
    (whole: string, _who: string, at: number) =>
      /^(begraven)$/u.test(text.slice(at).match(/(begraven|gevonden|teruggevonden|teruggebracht)/u)?.[1] ?? '') ||
      !/\b(we|wij)\b/iu.test(text.slice(0, at))
        ? `${whole.toLowerCase()}_`
        : whole,
  );
  text = fromFamily(text, hero, context);
  const tokens = text
    .replace(/,/gu, ' ,')
    .split(' ')
    .filter((word) => word !== '');
  const nameOf = new Map(context.names.map((name) => [name.toLowerCase(), name]));
  const lower = tokens.map(
    (word) =>
      nameOf.get(word.toLowerCase()) ??
      (word === hero.name || (/^\p{Lu}\p{Ll}+$/u.test(word) && word !== tokens[0]) ? word : word.toLowerCase()),
  );
  const heroic = asHero(lower, hero, context);
  if (!heroic || heroic.length === 0) return undefined;
  // One word typed alone is told only when it is an outing or a lesson (`kinderboerderij`, `zwemles`).
  // Staying home and early to bed are told alone too (`thuisgebleven`, `vroeg naar bed`).
  const alone = heroic[0] ?? '';
  const stayed = participle(alone)?.particle === 'thuis' || /^vroeg_/u.test(alone);
  if (heroic.length === 1 && !NOUN_DOING.has(alone) && !HAS.has(alone) && !stayed) {
    // A pastime typed alone (`stoepkrijten`, `zwemmen`): the hero went and did it.
    if (DOING[heroic[0] ?? ''] === undefined) return undefined;
    return ended(`${hero.name} ${hero.pl ? 'gingen' : 'ging'} ${heroic[0]}`);
  }
  // A thing as the subject without its article (`zwemles ging ook niet door`): the article put before it.
  const thing = heroic[0] ?? '';
  const article =
    (isPast(heroic[1] ?? '') || PRESENT[heroic[1] ?? ''] !== undefined) &&
    /^\p{Ll}+$/u.test(thing) &&
    !knownStart(thing, hero, context) &&
    !STOP.has(thing)
      ? articleOf(thing)
      : undefined;
  const words = posture(article ? [article, ...heroic] : heroic);
  const first = words[0] ?? '';
  // A typed pastime in the infinitive after what it is done with (`schoen zetten`, `de kerstboom versieren`): no
  // finite verb, unless someone before it is its subject (`papa en mama zetten …`).
  const typedInfinitive = (word: string, index: number) =>
    DOING[word] !== undefined &&
    index >= 1 &&
    index <= 2 &&
    !words
      .slice(0, index)
      .some(
        (one) =>
          one === hero.name ||
          HE_WORDS.has(one) ||
          SHE_WORDS.has(one) ||
          /^(ik|we|wij|ze|zij|hij|jullie|en|de|het)$/u.test(one) ||
          /^\p{Lu}/u.test(one),
      );
  const verbs = words.filter(
    (word, index) =>
      !typedInfinitive(word, index) &&
      ((isPast(word) && !/^(de|het|een|zijn|haar|mijn|hun|\p{L}+'s)$/u.test(words[index - 1] ?? '')) ||
        PRESENT[word] !== undefined ||
        word === 'hebben' ||
        (word === 'zijn' && isZijnVerb(words, index))),
  );
  const finite = verbs.length > 0;
  // Two verbs, each with its own subject (`we hebben … en zuri is …`): the second subject may be anyone.
  // (The `en` before the last verb: an earlier one may join two things, `de hijskraan en de graafmachine`.)
  const lastVerb = words.findLastIndex((word) => isVerb(word) && participle(word) === undefined);
  const and = lastVerb > 0 ? words.lastIndexOf('en', lastVerb) : words.indexOf('en');
  // Not a second participle after one helper (`heeft … verkocht en … gekocht`): that is one subject doing two things.
  const afterAnd = words.slice(and + 1);
  const ownSubject = afterAnd.some((word) => isVerb(word) && participle(word) === undefined);
  if (verbs.length >= 2 && and > 0 && !isVerb(words[and + 1] ?? '') && ownSubject) return undefined;
  let sentence: string | undefined;
  if (!finite) sentence = fromParticiple(words, hero) ?? fromBare(words, hero);
  else if (/^(had|hadden)$/u.test(first)) sentence = `${hero.name} ${words.join(' ')}`;
  // The child right after the helper (`heeft hij nog met zn eendjes gespeeld`) is the subject once, not twice.
  else if (/^(heeft|is)$/u.test(first)) sentence = fromParticiple(words.slice(words[1] === hero.name ? 2 : 1), hero);
  else if (isPast(first)) {
    // The child said again inside the clause (`wou dat mama bleef zitten tot hij sliep`) is said by pronoun there, the
    // name once, first.
    const again = words.map((word, index) =>
      index > 1 && word === hero.name && hero.hij !== hero.name
        ? /^(dat|tot|totdat|toen|als|omdat|want|zodat|terwijl|voordat|of|en)$/u.test(words[index - 1] ?? '')
          ? hero.hij
          : hero.hem
        : word,
    );
    // The child said right after the verb (`wou ze ni meer loslaten`) is its subject once, not twice.
    sentence = words.includes(',')
      ? undefined
      : timeFirst(again[1] === hero.name ? [hero.name, first, ...again.slice(2)] : [hero.name, ...again], hero).join(
          ' ',
        );
  } else if (
    knownStart(first, hero, context) ||
    (isPast(words[1] ?? '') && words[2] === hero.name) ||
    (articleOf(first) === '' && isPast(words[1] ?? ''))
  )
    sentence = fromPerfect(words) ?? fromPastOrPresent(words, hero);
  if (!sentence) return undefined;
  // A grown-up who did it with the child (`opa heeft met haar tomaatjes geplukt`): with the hero by name, never
  // `met haar tomaatjes`, which would be her tomatoes.
  const withChild = context.childPronoun === 'he' ? 'hem' : 'haar';
  sentence = sentence.replace(
    new RegExp(`^(${FAMILY}(?: \\p{Lu}\\p{Ll}+)? \\p{L}+) met ${withChild} (?!eigen\\b)(?=\\p{L})`, 'iu'),
    `$1 samen met ${hero.name} `,
  );
  sentence = named(
    tidy(
      sentence
        .replace(/_/gu, ' ')
        // `bleef maar zoeken` goes on and on: no comma before that `maar` (nor in `bleef er maar naar kijken`).
        .replace(
          /(?<!,|\b(?:bleef|bleven|ging|gingen|zat|zaten|liep|liepen|riep|riepen|stond|stonden)(?: er| het)?) maar /gu,
          ', maar ',
        )
        // The one buried before `samen` (`begroeven Bubbel samen`), as Dutch says it.
        .replace(/\b(begroef|begroeven) samen (\p{Lu}\p{Ll}+)\b/u, '$1 $2 samen')
        // Buried without saying whom (`vanochtend samen in de tuin begraven`): the pet the day named.
        // (Never buried `samen met` the pet itself: the pet is whom.)
        // Buried `hem` or `haar` on a day one pet died (`samen met papa hebben we hem begraven`): that pet, by name.
        .replace(
          /\b(begroef|begroeven) (?:hem|haar)(?=\s+(?:samen\s+)?(?:in|onder|bij|naast|achter) )/u,
          (whole, verb: string) => {
            const pet = buriedPet(context);
            return pet ? `${verb} ${pet}` : whole;
          },
        )
        .replace(
          /\b(begroef|begroeven)((?: ze| we| hij| \p{Lu}\p{Ll}+)?) (?:samen met (\p{Lu}\p{Ll}+) )?(?=(?:samen )?(?:in|onder|bij|naast|achter) )/u,
          (whole, verb: string, who: string, along: string | undefined) => {
            const pet = buriedPet(context);
            if (!pet || (along && along !== pet) || who.trim() === pet) return whole;
            return `${verb}${who} ${pet} `;
          },
        ),
    ),
    context.names,
  );
  // What someone else did after `maar`, said in the perfect (`maar de buurman heeft een nieuw lampje gegeven`): in the
  // simple past, as the rest of the story.
  sentence = sentence.replace(
    /, maar ((?:de |het )?\p{L}+(?: \p{Lu}\p{Ll}+)?) (heeft|hebben|is) ([^,]+)$/u,
    (whole, who: string, helper: string, rest: string) => {
      const past = fromPerfect([who, helper, ...rest.split(' ')]);
      return past ? `, maar ${past.replace(/\s+/gu, ' ').trim()}` : whole;
    },
  );
  // A fall and what the child came down on (`van de bank gevallen en met zn lip op de salontafel`): `kwam … terecht`.
  sentence = sentence.replace(
    /\b(viel|vielen) (.+?) en met (zijn|haar|hun) (\p{L}+) (op|tegen) ([^,.]+)$/u,
    (_, fell: string, from: string, own: string, part: string, on: string, what: string) =>
      `${fell} ${from} en ${fell === 'vielen' ? 'kwamen' : 'kwam'} met ${own} ${part} ${on} ${what} ${on === 'op' ? 'terecht' : 'aan'}`,
  );
  // A slip and a bump said as one participle (`in bad uitgegleden en met zn hoofd tegen de rand gestoten`): the bump
  // gets its own verb, never a bare `gestoten` after the past.
  sentence = sentence.replace(
    /^(.*\b(?:gleed|viel|struikelde|rende|liep)\b.*?) en met (zijn|haar) (\p{L}+) (tegen|op) ([^,.]+?) (gestoten|geknald|gebotst)$/u,
    (_, head: string, own: string, part: string, on: string, what: string, hit: string) =>
      `${head} en ${{ gestoten: 'stootte', geknald: 'knalde', gebotst: 'botste' }[hit] ?? 'stootte'} ${own} ${part} ${on} ${what}`,
  );
  const count = sentence.split(' ').length;
  if (count < 3 || count > 22) return undefined;
  const told = ended(capitalized(sentence.replace(/,$/u, '')));
  return context.afterHero ? withPronoun(told, hero) : told;
}

/**
 * Right after a sentence that names the hero, the hero as the subject is said with its pronoun (`Ze speelde met de
 * kippen.`, `Toen viel hij in slaap.`); not when the hero is one of several (`Konijntje en mama …`), nor when the pack
 * has no pronoun for the hero.
 */
function withPronoun(sentence: string, hero: R): string {
  if (hero.hij === hero.name) return sentence;
  const words = sentence.split(' ');
  // The name may end the sentence (`Toen huilde Poesje.`): its full stop stays.
  const at = words.findIndex((word) => word === hero.name || word === `${hero.name}.`);
  const stop = words[at]?.endsWith('.') && words[at] !== hero.name ? '.' : '';
  const next = words[at + 1] ?? '';
  if (at < 0 || next === 'en' || next.startsWith(',') || /[,.]$/u.test(hero.name)) return sentence;
  // First, or after a front word and the verb (`Toen viel Beertje`, `'s Avonds ging Beertje`).
  const front = words.slice(0, at);
  const lead = front.slice(0, -1).map((word) => word.toLowerCase());
  const verbSecond =
    front.length >= 2 &&
    front.length <= 3 &&
    isVerb(front.at(-1)?.toLowerCase() ?? '') &&
    !lead.some(isVerb) &&
    // After a time or a place said first, not after a subject (`Meester Bram deed Pinguïntje voor`).
    (lead.length === 1
      ? isFront(lead[0] ?? '') || TIME.has((lead[0] ?? '').replace(/^'s$/u, '')) || lead[0] === "'s"
      : /^('s|elke|iedere|na|in|op|bij|om)$/u.test(lead[0] ?? ''));
  if (at === 0) words[0] = `${capital(hero.hij)}${stop}`;
  else if (verbSecond) words[at] = `${hero.hij}${stop}`;
  else return sentence;
  return words.join(' ');
}

/**
 * Two things joined by one verb that only fits the last (`koorts en overgegeven`: `gaf koorts en over`): a fever is
 * had and being sick is had to (`kreeg koorts en moest overgeven`); bed is gone to (`vroeg in bed` when going).
 */
const joinedRight = (told: string | undefined, context: RetellContext) =>
  told
    ?.replace(/(?<![\p{L}])gaf ((?:\p{L}+ ){0,3})koorts en over(?![\p{L}])/u, 'kreeg $1koorts en moest overgeven')
    .replace(/(?<![\p{L}])ging (vroeg |meteen |gelijk )?in bed(?![\p{L}])/u, 'ging $1naar bed')
    // `koorts en heel hangerig`: had a fever and was droopy (`en was hij` is no second subject).
    .replace(/(?<![\p{L}])had (\p{L}+) en was (?:hij|ze|zij) /u, 'had $1 en was ')
    .replace(
      /(?<![\p{L}])had (\p{L}+) en ((?:heel |erg |zo |best |een beetje )?(?:hangerig|moe|slap|huilerig|jengelig|lusteloos|verkouden|snotterig))(?![\p{L}])/u,
      'had $1 en was $2',
    )
    // A number with no thing after it is a number of them (`stiekem al 3 opgegeten`: `at er stiekem al drie op`).
    .replace(
      /(?<![\p{L}])(at|aten|vond|vonden|pakte|pakten|kreeg|kregen|dronk|dronken) ((?:(?:stiekem|al|ook|nog|zelf|meteen|gauw) )*)(twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf)( op)?\.$/u,
      '$1 er $2$3$4.',
    )
    // Something eaten beside the show watched (`beschuitje met flauwe thee en bumba gekeken`): eaten, and watched.
    .replace(
      /(?<![\p{L}])keek (?:naar )?((?:een |wat )?(\p{L}+)(?: met (?:\p{L}+ ){0,2}?\p{L}+)?) en ((?:\p{Lu}|tv(?![\p{L}])|televisie|tekenfilm)[\p{L} ]*?)(?=[.,]|$)/u,
      (whole, food: string, head: string, show: string) =>
        isFood(head.toLowerCase()) ||
        /^(?:beschuit|beschuitje|beschuitjes|boterham|boterhammetje|cracker|crackertje|koekje|koekjes|rijstwafel|rijstwafeltje|soepstengel|soepstengels|toast|popcorn|chips|fruit|appeltje|banaan|ijsje|waterijsje)$/u.test(
          head.toLowerCase(),
        )
          ? `at ${food} en keek ${/^tv$/iu.test(show) ? 'tv' : `naar ${show}`}`
          : whole,
    )
    // `… dus niet naar de opvang`: so the hero did not go.
    .replace(/,? dus niet naar (de|het) (\p{L}+)\.$/u, `, dus ${(context.hero as R).hij} ging niet naar $1 $2.`);

/**
 * A feeling typed without its verb (`beetje jaloers toen de baby gevoed werd`, `erg moe vandaag`): said with `was`, as
 * if the parent had written it (`Zuri was een beetje jaloers …`).
 */
const BARE_FEELING =
  /^(?:een |wel )?(?:wat |een )?(beetje|wat|tikkeltje|erg|heel|super|best|wel|echt|zo|hartstikke|behoorlijk)\s+(jaloers|moe|verdrietig|huilerig|jengelig|boos|chagrijnig|opgewonden|zenuwachtig|verlegen|trots|gek|hangerig|lamlendig)(?![\p{L}])/iu;
/** What may follow such a feeling: when, where or why, not a doing of its own (`heel trots aan oma laten zien`). */
const AFTER_FEELING =
  /^(?:$|[,.!|]|(?:toen|als|bij|omdat|want|vandaag|vanavond|vanmiddag|vanochtend|tijdens|na|op|in|met)(?![\p{L}]))/iu;
const withItsVerb = (clause: string) => {
  const text = clause.trim();
  const found = BARE_FEELING.exec(text);
  if (!found || !AFTER_FEELING.test(text.slice(found[0].length).trim())) return text;
  const [whole, how = '', feeling = ''] = found;
  // (When it was, cut off as a clause of its own, `wel wat jaloers | toen iedereen naar de baby keek`: one sentence.)
  const rest = text.slice(whole.length).replace(/^\s*\|\s*(?=(?:toen|als|omdat|want|bij|tijdens)(?![\p{L}]))/iu, ' ');
  return `was ${/^(beetje|tikkeltje)$/iu.test(how) ? `een ${how}` : how} ${feeling}${rest}`;
};

/** The standard word where a parent writes the spoken one (`bang van`: `bang voor`; `terug kwam`: `terugkwam`). */
const polished = (told: string | undefined) =>
  told
    ?.replace(/(?<![\p{L}])bang van(?![\p{L}])/gu, 'bang voor')
    // An age said without `oud` (`ons zusje noor is nu 3 weken`): `was drie weken oud`.
    .replace(
      /(?<![\p{L}])(was|waren|werd|werden) ((?:nu |pas |al |precies )?(?:\p{L}+|\d+) (?:dagen|weken|maanden|jaar|dagjes|weekjes|maandjes))\.$/u,
      '$1 $2 oud.',
    )
    .replace(/(?<![\p{L}])terug (kwam|kwamen|komt|komen)(?![\p{L}])/gu, 'terug$1')
    // A time of day inside a sentence is small (`…, en 's ochtends zat er …`).
    .replace(
      /(?<=[\p{L},] )'s (Ochtends|Morgens|Middags|Namiddags|Avonds|Nachts)(?![\p{L}])/gu,
      (_whole, time: string) => `'s ${time.toLowerCase()}`,
    )
    // What stood there, as parents say it with the verb first (`en stond er een zak met cadeautjes`): `er stond`.
    .replace(
      /, en (?:ze|zij|hij) (stond|stonden|lag|lagen|zat|zaten|hing|hingen) er (een|twee|drie|veel|allemaal|heel|de|het)(?![\p{L}])(?! (?:uur|uurtje|tijdje|poosje|kwartier|minuut|minuutje)\b)/gu,
      ', en er $1 $2',
    )
    // The ducks fed are the ones at the pond (`eendjes voeren`: `voerde de eendjes`, not `voerde eendjes`).
    .replace(
      /(?<![\p{L}])(voerde|voerden) ((?:(?:\p{Lu}\p{L}* |ze |hij |zij )?met (?:(?!(?:de|het|een|die|alle)\s)\p{L}+ ){1,3})?)(eendjes|eenden|zwanen|kippen|geitjes|geiten|konijntjes|vissen|visjes)(?![\p{L}])/gu,
      '$1 $2de $3',
    )
    // Grandparents who come to stay, told in the past like the rest (`oma en opa komen een week logeren`).
    .replace(
      /(?<![\p{L}])(komen|komt) ((?:\p{L}+ ){0,3}logeren)(?![\p{L}])/gu,
      (_whole, come: string, rest: string) => `${come === 'komt' ? 'kwam' : 'kwamen'} ${rest}`,
    )
    // The fish looked at are the ones behind the glass (`vissen kijken`: `keek naar de vissen`).
    .replace(/(?<![\p{L}])(keek|keken) naar (vissen|visjes)(?![\p{L}])/gu, '$1 naar de $2')
    // Lying limp all day, said without a verb after the night (`3x gespuugd en de hele dag slap op de bank`): lay there.
    .replace(
      /(?<![\p{L}])en ((?:de )?hele (?:dag|middag|ochtend) (?:(?:slap|slapjes|ziek|hangerig|lusteloos|moe|lamlendig) )?op (?:de|het) (?:bank|bed|zetel|sofa)(?: onder (?:een|het|de) (?:\p{L}+ )?(?:dekentje|deken|dekbed|plaid|fleecedeken))?)(?=\.$)/gu,
      'en lag $1',
    )
    // The child the subject of both halves is not said again after `en` (`was boos en ging ze liggen`: `en ging liggen`).
    .replace(
      /(?<![\p{L}])(was|waren) ((?:[^,.](?!\ben\b)){1,40}?) en (ging|gingen|kwam|kwamen|bleef|bleven|begon|begonnen) (?:ze|zij|hij) /gu,
      '$1 $2 en $3 ',
    )
    // The subject said first is not said again after its verb in the second half (`Zuri vroeg waar papa was en werd hij
    // een beetje verdrietig`: `en werd een beetje verdrietig`), as a parent's time word first had allowed.
    .replace(
      /^(\p{Lu}\p{Ll}+) (\p{Ll}+) ([^,]*?) en (werd|werden|was|waren|ging|gingen|kwam|kwamen|bleef|begon|moest|wilde|kreeg|viel|had|mocht) (hij|ze|zij) /u,
      (whole, subject: string, verb: string, middle: string, then: string, again: string) =>
        isPast(verb) &&
        !isFront(subject.toLowerCase()) &&
        !/\ben\b/u.test(middle) &&
        (!/^(?:Hij|Ze|Zij)$/u.test(subject) || subject.toLowerCase() === again)
          ? `${subject} ${verb} ${middle} en ${then} `
          : whole,
    )
    // Sinterklaas's helpers by their name (`bang van de piet`: `bang voor de Piet`).
    .replace(/(?<![\p{L}])(piet|pieten|pietje|sint)(?![\p{L}-])/gu, (name: string) => capital(name))
    // A compound word parents type apart (`de bank kussens`) is one word in the story.
    .replace(/(?<![\p{L}])bank (kussens?)(?![\p{L}])/gu, 'bank$1')
    // A show's figure on a thing keeps its capitals (`Nijntje-beker`, `Paw Patrol-rugzak`).
    .replace(
      /(?<![\p{L}])(nijntje|bumba|k3|peppa|elsa|frozen|bluey|pawpatrol|dikkiedik)(?=(?:beker|bekertje|bord|bordje|lepel|lepeltje|tas|tasje|rugzak|rugzakje|knuffel|pyjama|jas|jasje|paraplu|ballon|fles|flesje|drinkfles|broodtrommel|trommeltje)(?![\p{L}]))/giu,
      (figure: string) =>
        `${{ k3: 'K3', pawpatrol: 'Paw Patrol', dikkiedik: 'Dikkie Dik' }[figure.toLowerCase()] ?? capital(figure.toLowerCase())}-`,
    )
    // So is the pointing `die` after a place word (`wou niet in die grote stoel`: `in de grote stoel`).
    .replace(/(?<![\p{L}])(in|op|naast|achter|onder|bij|naar|met|uit|aan|door) die (?=\p{Ll}{3,})/gu, '$1 de ')
    // The parent's pointing `die` before what the child found scary or nice is the story's `de` (`vond die schaar eng`).
    .replace(
      /(?<![\p{L}])(vond|vonden) die (\p{Ll}{3,}) (?=(?:heel|erg|zo|super|best|wel|echt|een beetje|spannend|leuk|mooi|lief|grappig|stom|lekker|vies|prachtig)(?![\p{L}]))/gu,
      '$1 de $2 ',
    );

/**
 * Two short things said with one `en` that the reteller knows apart and not together (`lampje blijft aan en poes
 * Saartje mag op dr bed`): each told, joined by `en`.
 */
function bothHalves(clause: string, given: RetellContext): string | undefined {
  if (clause.includes(PAIR)) return undefined;
  const but = butHalves(clause, given);
  if (but) return but;
  const parts = clause.split(/ en /iu);
  // (Three or more: the `en` that parts two deeds, each told whole: `we hebben eikels en kastanjes gezocht en fleur liet
  // haar een paddenstoel zien`.)
  const cuts =
    parts.length === 2
      ? [parts]
      : parts.length <= 4
        ? parts.slice(1).map((_, at) => [parts.slice(0, at + 1).join(' en '), parts.slice(at + 1).join(' en ')])
        : [];
  let one: string | undefined;
  let two: string | undefined;
  for (const halves of cuts) {
    // (A short first half is one thing too: `daarna frietje en op de terugweg … in slaap gevallen`.)
    if (halves.some((half, at) => half.trim().split(/\s+/u).length < (at === 0 ? 2 : 3))) continue;
    [one, two] = halves.map((half) => retell(withItsVerb(half), { ...given, afterHero: false }));
    if (one?.endsWith('.') && two?.endsWith('.')) break;
    one = undefined;
  }
  if (!one || !two || !one.endsWith('.') || !two.endsWith('.')) return undefined;
  const lead = two.split(' ')[0] ?? '';
  const hero = given.hero as R;
  // (The child named in the first half is `hij` or `ze` in the second: `…, en hij viel … in slaap`.)
  if (
    lead === hero.name &&
    one.startsWith(`${hero.name} `) === false &&
    one.includes(` ${hero.name} `) &&
    // (Or when it was, said first, the hero after its verb: `Bij de eerste donderklap kroop Konijntje …`.)
    (/^(?:Daarna|Toen|Eerst) /u.test(one) ||
      new RegExp(`^(?:Bij|Na|Tijdens|Op|In) [^,.]+? \\p{Ll}+ ${hero.name} `, 'u').test(one))
  )
    return `${one.slice(0, -1)}, en ${hero.hij} ${two.slice(hero.name.length + 1)}`;
  // (A grown-up's deed to the child just named is done to `haar` or `hem`: `…, en papa knuffelde haar lekker`.)
  const toHero = new RegExp(
    `^(\\p{Lu}\\p{Ll}+ \\p{Ll}+) ${hero.name.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(?=[ .])`,
    'u',
  );
  const done =
    one.includes(hero.name) && KIN.test(lead) && hero.hem !== hero.name && toHero.test(two)
      ? two.replace(toHero, `$1 ${hero.hem}`)
      : two;
  const second = lead === hero.name || given.names.includes(lead) ? done : capitalFree(done);
  return `${one.slice(0, -1)}, en ${second}`;
}

/**
 * Two feelings joined by `maar` (`de grote wagen vond ie prachtig maar de harde fanfare vond ie eng, handjes op de
 * oren`): both told, the child said once, and how they held on after.
 */
function butHalves(clause: string, given: RetellContext): string | undefined {
  const hero = given.hero as R;
  const found =
    /^(.+?) maar (.+?)(?:,? (?:met )?(?:zn |zijn |haar |de )?(handjes|handen) op (?:de|zn|zijn|haar) oren)?$/iu.exec(
      clause.trim(),
    );
  if (!found?.[1] || !found[2] || clause.includes(PAIR)) return undefined;
  const [one, two] = [found[1], found[2]].map((half) => retell(withItsVerb(half), { ...given, afterHero: false }));
  if (!one?.endsWith('.') || !two?.startsWith(`${hero.name} `) || !two.endsWith('.') || !one.includes(hero.name))
    return undefined;
  const held = found[3] ? `, met ${hero.zijn} ${found[3].toLowerCase()} op ${hero.zijn} oren` : '';
  return `${one.slice(0, -1)}, maar ${hero.hij} ${two.slice(hero.name.length + 1, -1)}${held}.`;
}

/** The past of a verb that ends a clause after `zodat`, `omdat`, `voor` (`zodat ie niet alleen is`). */
const SUB_PAST: Record<string, string> = {
  is: 'was',
  zijn: 'waren',
  heeft: 'had',
  hebben: 'hadden',
  kan: 'kon',
  kunnen: 'konden',
  wil: 'wilde',
  willen: 'wilden',
  was: 'was',
  waren: 'waren',
};

/**
 * Everyday clauses the rules above leave untold (`heel de dag goeie zin`, `stond ie op zn sok in de modder, heel boos
 * en huilen`, `de kikkervisjes zwemmen nu in een bak`, `… gelegd zodat ie niet alleen is`): each told whole, so no
 * part of the day is lost.
 */
function everyday(clause: string, context: RetellContext): string | undefined {
  if (clause.includes(PAIR)) return undefined;
  const text = clean(clause).replace(/_/gu, ' ').trim();
  const hero = context.hero as R;
  const again = (part: string) => retell(withItsVerb(part), { ...context, afterHero: false });
  // In a good mood all day.
  if (
    /^(?:(?:heel de|de hele|hele) dag )?(?:in )?(?:een )?(?:goeie|goede|goei|opperbeste) (?:zin|bui)(?: gehad)?(?: (?:heel de|de hele|hele) dag)?$/iu.test(
      text,
    )
  )
    return `${hero.name} ${v(hero, 'had', 'hadden')} ${/\bdag\b/iu.test(text) ? 'de hele dag ' : ''}goede zin.`;
  // What happened, then how the child took it (`…, heel boos en huilen`): the feeling after the happening.
  const upset =
    /^(.+?),\s*(?:en )?((?:heel |erg |zo |super |echt |hele )?(?:boos|verdrietig|overstuur|kwaad|bang|geschrokken))(?: en (?:huilen|gehuild|janken|gejankt|brullen|gebruld))?$/iu.exec(
      text,
    );
  const before = upset?.[1] ? again(upset[1]) : undefined;
  if (upset?.[2] && before?.endsWith('.') && before.startsWith(hero.name)) {
    const cried = / en \p{L}+$/u.test(text) ? ` en ${v(hero, 'huilde', 'huilden')}` : '';
    return `${before.slice(0, -1)}, en ${hero.hij} ${v(hero, 'was', 'waren')} ${upset[2].replace(/^hele /u, 'heel ')}${cried}.`;
  }
  // Where something is now (`de kikkervisjes zwemmen nu in een bak op de vensterbank`): said in the present, with `nu`.
  const now =
    /^(?:en )?(de|het|onze|ons) (\p{L}+) (zwemmen|zwemt|staan|staat|liggen|ligt|zitten|zit|wonen|woont|slapen|slaapt|hangen|hangt|groeien|groeit) nu (.+)$/iu.exec(
      text,
    );
  if (now?.[1] && now[2] && now[3] && now[4]) {
    const article = { onze: 'de', ons: 'het' }[now[1].toLowerCase()] ?? now[1].toLowerCase();
    return `Nu ${now[3].toLowerCase()} ${article} ${now[2].toLowerCase()} ${now[4]}.`;
  }
  // Why or till when, after what was done (`zodat ie niet alleen is`, `voor we thuis waren`): the past, as the rest.
  const why =
    /^(.+?) (zodat|omdat|voordat|voor|terwijl) (ie|hij|ze|zij|we|wij) (.+?) (is|zijn|heeft|hebben|kan|kunnen|wil|willen|was|waren)$/iu.exec(
      text,
    );
  const main = why?.[1] ? again(why[1]) : undefined;
  if (why?.[2] && why[3] && why[4] && why[5] && main?.endsWith('.')) {
    const one = why[3].toLowerCase();
    const who = /^(we|wij)$/u.test(one)
      ? 'ze'
      : /^(ie|hij)$/u.test(one)
        ? context.childPronoun === 'he'
          ? hero.hij
          : 'hij'
        : context.childPronoun === 'she'
          ? hero.hij
          : 'ze';
    const verb = SUB_PAST[why[5].toLowerCase()] ?? why[5];
    const joined = why[2].toLowerCase() === 'voor' ? 'voordat' : why[2].toLowerCase();
    return `${main.slice(0, -1)}${joined === 'voordat' ? '' : ','} ${joined} ${who} ${why[4]} ${verb}.`;
  }
  return undefined;
}

/**
 * Words said as a goodbye or a thanks, after `zei` (`ze zei dag bruno slaap lekker`): a quote with its capital. Not
 * what was done after it (`zei Beertje sorry en hij gaf een knuffel`).
 */
const SAID_WORDS =
  /(?<![\p{L}])(zei|zeiden|riep|riepen)( \p{Lu}\p{Ll}+)?( nog| zachtjes| heel zacht)? ((?:dag|doei|daag|dada|welterusten|slaapwel|slaap zacht|truste|slaap lekker|tot morgen|tot straks|dankjewel|dank je wel|sorry)(?![\p{L}])(?:(?! en )[^.!?“”])*)\.$/iu;

/**
 * The last touches on a told sentence: what the child was said to say in quotes, and a bare `… aan` after `en` given
 * its verb (`Papa trok de laars eruit en thuis droge sokken aan.`: `…, en thuis kreeg Vosje droge sokken aan.`).
 */
function finished(told: string | undefined, context: RetellContext): string | undefined {
  if (!told) return told;
  const hero = context.hero as R;
  const name = hero.name.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  // Someone's own thing said by their name, typed small (`over fleurs tekening`): the name as the story spells it.
  const owners = new Map(
    context.names.filter((one) => /^\p{Lu}\p{Ll}+$/u.test(one)).map((one) => [`${one.toLowerCase()}s`, `${one}s`]),
  );
  return (
    allOfUs(told, context)
      .replace(/(?<![\p{L}'])(\p{Ll}{3,}s)(?= \p{Ll})/gu, (word: string) => owners.get(word) ?? word)
      // The shop chain by its name, and `per se` as parents type it (`drama bij de albert heijn`, `wilde perse een ballon`).
      .replace(/\b(?:albert heijn|appie)\b/giu, 'Albert Heijn')
      .replace(
        /\b(de|het) (jumbo|lidl|aldi|kruidvat|action|etos|blokker|intertoys)\b/gu,
        (_whole, the: string, chain: string) => `${the} ${capital(chain)}`,
      )
      .replace(/\bpers[eé]\b/giu, 'per se')
      // A show or a band watched or danced to, typed small (`nijntje gekeken`, `dansen op k3`): by its name, no `een`.
      .replace(
        /\b(naar|op|van|met) (?:een )?(nijntje|bumba|bluey|k3|sesamstraat|paw patrol|peppa big|dikkie dik|woezel en pip|kabouter plop|pieter post|brandweerman sam)\b(?! \p{Ll}*(?:knuffel|pop|beker|boek|boekje)\b)/giu,
        (_whole, to: string, show: string) =>
          `${to} ${show.toLowerCase().replace(/(?:^|\s)(?!en\b)\p{L}/gu, (letter) => letter.toUpperCase())}`,
      )
      // Regions and islands by their name (`een huisje op de veluwe`).
      .replace(
        /\b(veluwe|ardennen|waddeneilanden|texel|ameland|terschelling|vlieland|schiermonnikoog|zeeland|limburg|drenthe)\b/gu,
        (region: string) => capital(region),
      )
      // A newcomer said by role and name without an article (`nieuwe oppas sanne gehad`): a new sitter, then her name.
      .replace(
        /\b(had|hadden|kreeg|kregen)((?: voor het eerst)?) (?:een )?nieuwe (oppas|juf|meester|gastouder|leidster|babysit) (\p{Lu}\p{Ll}+)(?=( \p{Ll})?)/gu,
        (_whole, verb: string, first: string, role: string, who: string, more: string | undefined) =>
          `${verb}${first} een nieuwe ${role}, ${who}${more ? ',' : ''}`,
      )
      .replace(
        // The hero, the subject of both halves, said once (`'s Nachts werd Uiltje wakker, en Uiltje huilde even`: `…
        // wakker en huilde even`). (Never after someone else first: `Mama gaf Uiltje een kus` is mama's deed.)
        new RegExp(
          `^((?:(?:'s \\p{L}+|Toen|Daarna|Thuis|Daar|Later|Vandaag|Eerst|Uiteindelijk|Opeens|Ineens|Gelukkig|Overdag) \\p{Ll}+ )?${name} [^,]+), en ${name} (?=\\p{Ll})`,
          'u',
        ),
        '$1 en ',
      )
      .replace(
        SAID_WORDS,
        (_whole, verb: string, who: string | undefined, how: string | undefined, words: string) =>
          `${verb}${who ?? ''}${how ?? ''}: “${capital(
            words
              .trim()
              .replace(/(\p{Lu}\p{Ll}+) (?=\p{Ll})/u, '$1, ')
              // A name after the greeting is spoken to (`slaapwel Bobby`: `Slaapwel, Bobby`).
              .replace(/^(slaapwel|welterusten|truste|slaap zacht) (?=\p{Lu})/iu, '$1, '),
          )}.”`,
      )
      .replace(
        / en ((?:thuis|daarna|toen|dan) )?((?:droge|schone|warme|nieuwe|andere|dikke|lekkere) \p{L}+) aan\.$/u,
        (_whole, lead: string | undefined, things: string) =>
          lead
            ? `, en ${lead}${v(hero, 'kreeg', 'kregen')} ${hero.name} ${things} aan.`
            : `, en ${hero.name} ${v(hero, 'kreeg', 'kregen')} ${things} aan.`,
      )
      // So glad that the child did it (`zuri was zo blij dat ze hem niet meer losliet`): the child named once.
      .replace(
        new RegExp(
          `^(${name} (?:was|waren|werd|werden) [^,.]{0,30}?\\b(?:zo|zó|zoo) \\p{Ll}+ dat) ${name} (?=\\p{Ll})`,
          'u',
        ),
        (_whole, head: string) => `${head} ${hero.hij} `,
      )
  );
}

/** A sentence to go after a comma: its first word small, unless a name. */
const capitalFree = (sentence: string) => sentence.replace(/^(\p{Lu})(?=\p{Ll})/u, (letter) => letter.toLowerCase());

/**
 * Verbs that say only that something was made, done or eaten (`sneeuwpop maken` typed beside `een sneeuwpop gemaakt`,
 * `tompoes eten` beside `een tompoes gedeeld`, `carnaval vieren` beside `carnaval op het kdv`): no key of what happened, so a pastime typed is found in the parent's own
 * words of it.
 */
const PLAIN_VERBS = wordSet('maken doen eten vieren');

/**
 * Three short shapes of a parent's day: a new baby there since a day (`baby broertje teun is er sinds dinsdag`), a fever
 * said by its degrees (`39 graden`, on a day of `koorts`), and the child behind the parent's leg (`achter mn been`).
 */
function saidShort(parents: string, context: RetellContext): string | undefined {
  const hero = context.hero as R;
  const text = clean(parents)
    .trim()
    .replace(/_/gu, ' ')
    .replace(/^(?:en|maar) /iu, '');
  const baby =
    /^(?:ons |onze |zijn |haar |zn |d'r )?(?:baby ?|kleine ?)(broertje|zusje) (\p{L}{3,}) is er (?:nu )?(sinds (?:maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|gisteren|vorige week|een week)|pas \p{L}+ \p{L}+)$/iu.exec(
      text,
    );
  const babyName = context.names.find((name) => name.toLowerCase() === baby?.[2]?.toLowerCase());
  if (baby?.[1] && baby[3] && babyName)
    return `Babyzusje ${babyName} was er ${baby[3].toLowerCase()}.`.replace(
      /^Babyzusje/u,
      baby[1].toLowerCase() === 'broertje' ? 'Babybroertje' : 'Babyzusje',
    );
  const fever = /^(?:bijna |wel |ruim )?(3[7-9]|4[01])(?:[.,](\d))? graden$/iu.exec(text);
  if (fever?.[1] && /\bkoorts/iu.test(context.description ?? ''))
    return `${hero.name} had ${fever[1]}${fever[2] ? `,${fever[2]}` : ''} graden koorts.`;
  const leg =
    /^(?:(?:zuri|ze|zij|hij|ie) )?(stond|zat|bleef|verstopte zich) ((?:eerst |nog |steeds |de hele tijd |heel lang |een hele tijd )*)achter (?:mn|m'n|mijn) (been|benen|rug)$/iu.exec(
      text.replace(new RegExp(`^${hero.name.toLowerCase()} `, 'iu'), ''),
    );
  const me = writer(context);
  if (leg?.[1] && leg[3] && me) {
    const own = /[sxz]$/u.test(me) ? `${me}'` : `${me}'s`;
    return `${hero.name} ${leg[1].toLowerCase()} ${(leg[2] ?? '').toLowerCase()}achter ${own} ${leg[3].toLowerCase()}.`;
  }
  return undefined;
}

/** What parents call their child (`ons mannetje`, `mn meisje`): the hero, never someone else of the day. */
const PET_NAMES_OF_CHILD = ['mannetje', 'meisje', 'ventje', 'kanjer', 'lieverd', 'kleintje', 'schatje', 'knul'];

/** Words of how much, before a feeling said bare (`heel moe`, `wel een beetje bang`). */
const DEGREE =
  /^(?:(?:wel|echt|heel|erg|zo|super|best|nogal|hartstikke|enorm|een beetje|beetje|een tikkeltje|ontzettend) )*/iu;

/** Feelings a parent says bare, without who or a verb. */
const BARE_FEELINGS =
  'moe|doodmoe|bekaf|jengelig|hangerig|chagrijnig|blij|vrolijk|verdrietig|boos|verlegen|bang|trots|supertrots|sip|teleurgesteld|huilerig|slaperig|opgewonden|zenuwachtig|uitgelaten|rustig|stil|druk|dapper|lief';

/**
 * A feeling said bare, with how much and when (`heel moe`, `zo moe vandaag`, `s avonds wel een beetje verdrietig`):
 * the child was, as the parent said it.
 */
function bareFeeling(parents: string, context: RetellContext): string | undefined {
  const text = clean(parents)
    .trim()
    .replace(/^(?:en|maar) /iu, '');
  const found = new RegExp(
    `^(?:(vandaag|vanochtend|vanmiddag|vanavond|'s_ochtends|'s_middags|'s_avonds|'s_morgens|daarna|toen|thuis) )?(${DEGREE.source.slice(1)})(${BARE_FEELINGS})(?: en (${DEGREE.source.slice(1)})(${BARE_FEELINGS}))?(?: (vandaag|vanavond|vanmiddag|vanochtend))?$`,
    'iu',
  ).exec(text);
  if (!found?.[3]) return undefined;
  // (One feeling without a word of how much is told by the reteller's own rule for a state.)
  if (!found[2] && !found[5] && !found[1] && !found[6]) return undefined;
  const name = (context.hero as R).name;
  const was = (context.hero as R).pl ? 'waren' : 'was';
  const feeling = `${found[2] ?? ''}${found[3]}${found[5] ? ` en ${found[4] ?? ''}${found[5]}` : ''}`.toLowerCase();
  const when = (found[1] ?? found[6] ?? '').toLowerCase().replace(/_/gu, ' ');
  const front =
    when === '' || when === 'vandaag'
      ? ''
      : when === 'vanavond'
        ? "'s avonds"
        : when === 'vanmiddag'
          ? "'s middags"
          : when === 'vanochtend'
            ? "'s ochtends"
            : when;
  const opened = front.startsWith("'s ") ? `'s ${capital(front.slice(3))}` : capital(front);
  return front ? `${opened} ${was} ${name} ${feeling}.` : `${name} ${was} ${feeling}.`;
}

/**
 * So glad the child held on to what was found all afternoon (`zuri was zo blij dat ze hem de hele middag niet meer
 * losliet`): the cuddly the day named, else the thing, held on to.
 */
function keptHold(parents: string, context: RetellContext): string | undefined {
  const hero = context.hero as R;
  const child = `(?:${hero.name.toLowerCase()}|ze|zij|hij|ie)`;
  const found = new RegExp(
    `^(?:en )?${child} was ((?:zo|heel|super|echt|zó) (?:blij|gelukkig|opgelucht)) dat (?:ze|zij|hij|ie) (hem|haar|het|m) ((?:de hele (?:middag|dag|avond|ochtend)|geen seconde|geen moment|nooit) )?(?:meer )?(?:niet )?(?:meer )?(losliet|los liet|losgelaten heeft|meer losliet)$`,
    'iu',
  ).exec(clean(parents).trim().replace(/_/gu, ' ').replace(/\s+/gu, ' '));
  if (!found?.[1] || !found[4]) return undefined;
  const cuddly = /\bknuffel(?:tje)?\b/iu.test(context.description ?? '') ? `${hero.zijn} knuffel` : undefined;
  const thing =
    cuddly ?? (found[2]?.toLowerCase() === 'haar' ? 'haar' : found[2]?.toLowerCase() === 'het' ? 'het' : 'hem');
  const when = found[3]?.trim().toLowerCase();
  const never = when === 'geen seconde' || when === 'geen moment' || when === 'nooit';
  const pronoun = context.childPronoun === 'he' ? 'hij' : 'ze';
  return never
    ? `${hero.name} was ${found[1].toLowerCase()} dat ${pronoun} ${thing} ${when} meer losliet.`
    : `${hero.name} was ${found[1].toLowerCase()} dat ${pronoun} ${thing}${when ? ` ${when}` : ''} niet meer losliet.`;
}

/** One clause of the parent's day told as a sentence of the story, or nothing when it cannot be told well. */
/** How glad the child was, said bare after what happened (`ze kreeg een houten keukentje, superblij`). */
const GLAD_AFTER =
  /^(.+?),\s*(?:en\s+)?((?:super|heel |erg |zo |echt |mega)?(?:blij|trots|gelukkig|tevreden))(?: mee| mee hoor)?$/iu;

/**
 * A hot day's treat or its little pool typed bare (`waterijsje`, `opblaasbadje in de tuin`): the child ate it, or
 * played in it there, never a bare word after a colon.
 */
function summerTyped(parents: string, context: RetellContext): string | undefined {
  const hero = context.hero as R;
  const text = parents.trim().toLowerCase();
  const treat =
    /^(?:een |lekker |nog )*((?:water|room|soft)?ijsje|(?:water|room|soft)?ijsjes|ijslolly|ijslolly's|raketje|raketjes|ijsco|ijscootje|ijsjes)(?: gegeten)?$/u.exec(
      text,
    );
  if (treat?.[1]) {
    const many = /(?:s|'s)$/u.test(treat[1]);
    return `${hero.name} ${v(hero, 'at', 'aten')} ${many ? '' : 'een '}${treat[1]}.`;
  }
  // (A treat of an outing or a party, typed bare: `popcorn`, `patatje`, `suikerspin`.)
  const snack =
    /^(?:een |lekker |nog |wat |bakje |zakje |grote |groot )*(popcorn|patat|patatje|friet|frietje|frietjes|chips|snoep|snoepjes|suikerspin|wafel|wafels|wafeltje|poffertjes|pannenkoeken|pannenkoekjes|pannenkoek|oliebollen|oliebol|churros|tompoes|gebakje|taartje|muffin|cupcake|donut)(?: eten| gegeten| gehad)?$/u.exec(
      text,
    );
  if (snack?.[1]) {
    const bare = /^(?:popcorn|patat|friet|chips|snoep)$|(?<!tompoe)(?:s|en)$/u.test(snack[1]);
    return `${hero.name} ${v(hero, 'at', 'aten')} ${bare ? '' : 'een '}${snack[1]}.`;
  }
  const pool =
    /^(?:in (?:het|t|ons|een) )?((?:opblaas)?(?:zwem)?badje|opblaaszwembad(?:je)?|opblaasbad) (in de (?:achter)?tuin|in (?:onze|de) (?:achter)?tuin|buiten|op het balkon)$/u.exec(
      text,
    );
  if (pool?.[1] && pool[2] && pool[1] !== 'badje')
    return `${hero.name} ${v(hero, 'speelde', 'speelden')} in het ${pool[1]} ${pool[2]}.`;
  return undefined;
}

function retellClause(parents: string, context: RetellContext): string | undefined {
  // What happened, then how glad the child was of it: both, in one sentence.
  const glad = GLAD_AFTER.exec(clean(parents).trim());
  const gladHead = glad?.[1] && !glad[1].includes(PAIR) ? retellClause(glad[1], context) : undefined;
  const gladHero = context.hero as R;
  if (glad?.[2] && gladHead?.startsWith(`${gladHero.name} `) && !gladHead.includes(',') && !/\bblij\b/iu.test(gladHead))
    return `${gladHead.slice(0, -1)}, en ${gladHero.hij} ${v(gladHero, 'was', 'waren')} ${glad[2].toLowerCase().replace(/\s+/gu, ' ')}.`;
  const feltBare = bareFeeling(parents, context);
  if (feltBare) return feltBare;
  const summer = summerTyped(parents, context);
  if (summer) return summer;
  // A new baby at home since a day (`zijn zusje noor is er sinds dinsdag`): the child has had them since then.
  const since =
    /^(?:en )?(?:zijn|zn|z'n|haar|dr|d'r|ons|onze) (zusje|broertje|babyzusje|babybroertje) (\p{L}{2,}) is er (?:nu )?(?:pas |al )?sinds (maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|gisteren|eergisteren|vorige week|zondag)$/iu.exec(
      parents.trim(),
    );
  if (since?.[1] && since[2] && since[3] && !STOP.has(since[2].toLowerCase())) {
    const baby =
      context.names.find((name) => name.toLowerCase() === since[2]?.toLowerCase()) ?? capital(since[2].toLowerCase());
    const hero = context.hero as R;
    return `Sinds ${since[3].toLowerCase()} ${v(hero, 'had', 'hadden')} ${hero.name} een ${since[1].toLowerCase().replace(/^baby/u, '')}, ${baby}.`;
  }
  // The thing that just broke, mended and said with `m` (`haar nijntje beker is kapot gevallen … papa heeft m
  // gelijmd`): the thing by its name, never `hem`, which would be the child.
  const mended =
    /^(.+?) (?:hem_?|'m|m|ie) ((?:weer )?(?:gelijmd|gerepareerd|vastgeplakt|heel gemaakt|gemaakt))$/iu.exec(
      clean(parents).trim(),
    );
  const broken =
    mended?.[1] && context.description
      ? [...(context.description.toLowerCase().split(parents.trim().toLowerCase())[0] ?? '').matchAll(BROKEN_THING)].at(
          -1,
        )?.[1]
      : undefined;
  if (mended?.[1] && mended[2] && broken && !STOP.has(broken) && !isVerb(broken) && articleOf(broken) !== 'het') {
    const told = nl.retell(`${mended[1]} de ${broken} ${mended[2]}`, context);
    if (told) return told;
  }
  const kept = keptHold(parents, context);
  if (kept) return kept;
  const short = saidShort(parents, context);
  if (short) return short;
  // The parents' own pride said bare, the child by a pet name (`zo trots op ons mannetje`, `wat ben ik trots op mn
  // meisje`): the parents were proud of the child, never the child proud of someone else.
  const prideOurs =
    /^(?:en )?(?:wat |zo |echt |super |heel )*(?:(?:ben ik|zijn we|zijn wij|waren we) )?(?:zo |echt |super |heel )*(?:super)?trots (?:op|van) (?:ons|onze|mn|m'n|mijn|het|de) (?:kleine |grote |lieve )?(?:mannetje|meisje|meid|meiske|ventje|vent|jongen|kanjer|schat|schatje|lieverd|kleintje|knul|poppie|prinses|held)$/iu.exec(
      clean(parents).trim(),
    );
  if (prideOurs) {
    const them = context.grownUps.length >= 2 ? grownUpsOf(context) : 'papa en mama';
    return `${capital(them)} waren zo trots op ${(context.hero as R).name}.`;
  }
  const said = fightOver(parents, context);
  const grown = byFriendsGrownUp(said, context);
  if (grown.name) {
    // Named once, beside whose grown-up they are (`Ingrid, de mama van Fleur, had pannenkoeken gemaakt.`).
    const told = nl.retell(grown.clause, context);
    return told?.replace(
      /\b([Dd])e (mama|papa|oma|opa) van (\p{Lu}\p{Ll}+)(?= \p{Ll})/u,
      (_, _d: string, kin: string, friend: string) => `${grown.name}, de ${kin} van ${friend},`,
    );
  }
  // The child's name typed in lower case (`toen beet zuri hem bijna`) is the child all the same.
  const hero = (context.hero as R).name;
  const clause = fromParent(byPetName(grown.clause, context), context).replace(
    new RegExp(`(?<![\\p{L}])${hero.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(?![\\p{L}])`, 'giu'),
    hero,
  );
  // On a boy's day `haar` is the woman the day is about, never the child (`mama is weg … hij miste haar erg, wou haar
  // vest mee naar bed, heeft haar zn tekening laten zien`): told by her name.
  const her =
    context.childPronoun === 'he' ? /\b(mama|oma)\b/iu.exec(context.description ?? '')?.[1]?.toLowerCase() : undefined;
  const ofHer = her
    ? /^(?:en )?(?:hij |ie )?(?:(miste) haar ((?:heel |zo )?erg|zo)?(?: vandaag)?|(?:wou|wilde) haar (\p{L}+) mee naar bed|heeft haar (?:zn|zijn|z'n) (\p{L}+) laten zien)$/iu.exec(
        clean(parents).trim(),
      )
    : undefined;
  if (her && ofHer?.[1]) return `${hero} miste ${her}${ofHer[2] ? ` ${ofHer[2].toLowerCase()}` : ''}.`;
  if (her && ofHer?.[3]) return `${hero} wilde ${her}'s ${ofHer[3].toLowerCase()} mee naar bed.`;
  if (her && ofHer?.[4]) return `${hero} liet ${her} ${(context.hero as R).zijn} ${ofHer[4].toLowerCase()} zien.`;
  // A joke told, its words after a colon (`aan tafel vertelde ze een mop: waarom ging de koe naar school`): the telling
  // is told; the riddle's own words are the child's, not the day's.
  const joke =
    /^(.*?\bvertelde (?:ze|zij|hij) (?:een|de|haar|zijn|zn) (?:mop|moppie|grap|grapje|raadsel|raadseltje))\s*:\s*\S.*$/iu.exec(
      clause.trim(),
    );
  if (joke?.[1]) return nl.retell(joke[1], context);
  // The how-manieth day or the last at home or with someone, said without a verb (`derde dag thuis met baby zusje
  // fenna`): it was that day.
  const nth =
    /^(?:de )?(eerste|tweede|derde|vierde|vijfde|zesde|zevende|laatste) (dag|week|nacht|ochtend) ((?:thuis|met|zonder) [^|,]{2,60})$/iu.exec(
      clean(clause).trim(),
    );
  if (nth?.[1] && nth[2] && nth[3] && !wordsOf(nth[3]).some((word) => isVerb(word))) {
    const own = new Map(context.names.map((name) => [name.toLowerCase(), name]));
    const rest = nth[3]
      .toLowerCase()
      .split(' ')
      .map((word) => own.get(word) ?? word)
      .join(' ');
    return `Het was de ${nth[1].toLowerCase()} ${nth[2].toLowerCase()} ${rest}.`;
  }
  // A goodbye said bare, to someone named or a place (`afscheid van hammie`, `afscheid kinderdagverblijf`): the child
  // said goodbye to them.
  const bye = /^(?:en )?afscheid (?:nemen |genomen )?(?:van )?(?:(?:de|het) )?(\p{L}+)$/iu.exec(clean(clause).trim());
  const byeName = bye?.[1] ? context.names.find((name) => name.toLowerCase() === bye[1]?.toLowerCase()) : undefined;
  const byePlace = bye?.[1]
    ? /^(kinderdagverblijf|opvang|peuterspeelzaal|school|crèche|creche|zwemles|juf)$/iu.exec(bye[1])?.[1]
    : undefined;
  if (byeName || byePlace) {
    const place = byePlace?.toLowerCase();
    const the = place === 'kinderdagverblijf' ? 'het' : 'de';
    return `${hero} nam afscheid van ${byeName ?? `${the} ${place}`}.`;
  }
  // A thing put somewhere after it was mended or made (`nu staat ie op de vensterbank als plantenpotje`): `ie` is
  // the thing, never the child; the story cannot name it, so it is left out.
  if (THING_PUT.test(clause.trim())) return undefined;
  // Who played in the puppet show, listed bare after it (`naar de poppenkast, jan klaassen en katrijn en de
  // politieagent`): they were in it, the puppets' own names with their capitals.
  const cast = /^((?:\p{L}+ ){0,2}\p{L}+(?:,? (?:en )?(?:\p{L}+ ){0,2}\p{L}+)*)$/iu.exec(clause.trim());
  const show = /\bpoppenkast\p{L}*\b/iu.test(context.description ?? '') && !/\bpoppenkast/iu.test(clause);
  const puppets = cast?.[1]
    ?.split(/,\s*|\s+en\s+/u)
    .map((one) => one.trim())
    .filter(Boolean);
  if (
    show &&
    puppets &&
    puppets.length >= 2 &&
    puppets.some((one) => PUPPETS.test(one)) &&
    !puppets.some((one) => wordsOf(one).some((word) => isVerb(word)))
  ) {
    const named = puppets.map((one) => (PUPPETS.test(one) ? one.replace(/\p{L}+/gu, (word) => capital(word)) : one));
    return `In de poppenkast ${named.length > 1 ? 'waren' : 'was'} ${named.slice(0, -1).join(', ')} en ${named.at(-1)}.`;
  }
  // A present brought home by the one who came back (`papa is terug van zijn reis … hij had een knuffelezeltje
  // meegenomen`): on a girl's day `hij` is him, never the child.
  const brought = /^(?:en )?hij (?:had|heeft) (.+) (meegenomen|meegebracht)$/iu.exec(clause.trim());
  const back = /\b(papa|opa)\b[^.!?]*\b(?:terug|thuis)\b/iu.exec(context.description ?? '');
  if (brought?.[1] && back?.[1] && context.childPronoun === 'she')
    return `${capital(back[1].toLowerCase())} had ${brought[1].toLowerCase()} ${brought[2]?.toLowerCase()}.`;
  // When something came, then what the child did (`maar toen de prik kwam heeft ze wel even gehuild`): the when
  // first, the child's deed after it.
  const came =
    /^(?:en |maar )?toen ((?:de|het|een) (?:\p{L}+ ){0,2}?\p{L}+) (kwam|begon|kwamen|begonnen),? (heeft|is) (ze|zij|hij|ie) (.+)$/iu.exec(
      clause.trim(),
    );
  const then = came?.[5] ? nl.retell(`${came[4]} ${came[3]} ${came[5]}`, context) : undefined;
  if (came?.[1] && came[2] && then?.startsWith(`${hero} `)) {
    const [verb, ...rest] = then.slice(hero.length + 1).split(' ');
    if (verb && isPast(verb))
      return `Toen ${came[1].toLowerCase()} ${came[2].toLowerCase()}, ${verb} ${hero} ${rest.join(' ')}`.trim();
  }
  // A new haircut said bare after the hairdresser (`nu een stoer kort koppie`): the child has it now.
  const cut = /^(?:en )?nu (een|zo'n) ((?:\p{L}+ ){0,2}(?:koppie|kopje|kapsel|pony|matje|coupe|knipje))$/iu.exec(
    clause.trim(),
  );
  if (cut?.[2])
    return `Nu ${(context.hero as R).pl ? 'hadden' : 'had'} ${(context.hero as R).name} een ${cut[2].toLowerCase()}.`;
  // The child's words in quotes after a verb of saying, without a colon (`ze zei trots 'ik ben nu groot'`, `hij riep
  // 'sinterklaas is geweest`): said by the hero, in the parent's way of saying it.
  const saidQuote =
    /^(?:en |toen |daarna )?(?:ze|zij|hij|zuri) (zei|riep|vroeg|fluisterde|gilde|juichte)((?: (?:heel |zo )?(?:trots|blij|hard|zachtjes|boos|lachend|verbaasd|stralend|stoer|bedroefd|verdrietig))?) ['‘"“]([^'‘’"“”|]{2,100}?)[.!?]*['’"”]?$/iu.exec(
      clause.trim(),
    );
  // (`hij` on a girl's day is someone else, as `ze` is on a boy's: never the hero's words.)
  const saidBy = /^(?:en |toen |daarna )?(\p{L}+)/iu.exec(clause.trim())?.[1]?.toLowerCase() ?? '';
  const otherSaid =
    (context.childPronoun === 'she' && saidBy === 'hij') ||
    (context.childPronoun === 'he' && /^(ze|zij)$/u.test(saidBy));
  if (saidQuote?.[1] && saidQuote[3] && !otherSaid) {
    const verb = saidQuote[1].toLowerCase();
    const end = verb === 'vroeg' ? '?' : /^(riep|gilde|juichte)$/u.test(verb) ? '!' : '.';
    return `${(context.hero as R).name} ${verb}${saidQuote[2]?.toLowerCase() ?? ''}: “${quoted(saidQuote[3].trim(), context)}${end}”`;
  }
  // The child's own words typed without quotes, after a verb of saying (`in de spiegel zei ze ik ben een prinses`,
  // `hij riep kijk mama een trein`): the words start with the child's `ik` or a call, and are said by the hero.
  const bareSaid =
    /^(?:en |toen |daarna )?((?:(?:in|bij|aan|op|voor) (?:de|het) \p{L}+|onderweg|thuis|buiten|binnen|daar|toen) )?(?:(zei|riep|vroeg|gilde|juichte) (ze|zij|hij)|(ze|zij|hij) (zei|riep|vroeg|gilde|juichte)) ((?:ik|kijk|mama|papa|oma|opa|wij|nee|ja|wauw|wow|hoera|jippie|ik ben|ik wil|ik kan)\b[^'‘’"“”|:]{2,80})$/iu.exec(
      clean(clause).trim(),
    );
  const bareBy = bareSaid?.[3] ?? bareSaid?.[4];
  const bareOther =
    (context.childPronoun === 'she' && bareBy?.toLowerCase() === 'hij') ||
    (context.childPronoun === 'he' && /^(ze|zij)$/iu.test(bareBy ?? ''));
  const bareVerb = (bareSaid?.[2] ?? bareSaid?.[5])?.toLowerCase();
  if (bareSaid?.[6] && bareVerb && !bareOther) {
    const end = bareVerb === 'vroeg' ? '?' : /^(riep|gilde|juichte)$/u.test(bareVerb) ? '!' : '.';
    const words = `“${capital(quoted(bareSaid[6].trim(), context))}${end}”`;
    const where = bareSaid[1]?.trim().toLowerCase();
    return where
      ? `${capital(where)} ${bareVerb} ${(context.hero as R).name}: ${words}`
      : `${(context.hero as R).name} ${bareVerb}: ${words}`;
  }
  // Weather all day, said without a verb (`de hele dag regen tegen het raam en harde wind`): there was.
  const weather =
    /^(de[ _]hele[ _]dag|de[ _]hele[ _]ochtend|de[ _]hele[ _]middag|de[ _]hele[ _]nacht|vandaag|vanochtend|vanmorgen|vanmiddag|vanavond|vannacht) ((?:(?:veel|harde|hard|flinke|dikke|natte|koude|warme) )?(?:regen|sneeuw|wind|storm|onweer|hagel|zon|zonneschijn|mist|ijzel|buien|regenbuien|hoosbuien)(?:[^|]*))$/iu.exec(
      clean(clause).trim(),
    );
  if (weather?.[1] && weather[2] && !/\b(?:ge\p{L}+(?:d|t|en)|was|is|had|waren)\b/iu.test(weather[2]))
    return `${capital(weather[1].toLowerCase().replace(/_/gu, ' '))} was er ${weather[2].toLowerCase().trim()}.`;
  // What was seen or done, then the child's words in quotes after a comma (`onderweg zag hij koeien en een grote
  // windmolen, 'mama kijk een reuzenventilator!'`): the deed, then the words, said by the hero.
  const thenSaid = /^([^'‘’"“”|]{8,}?),\s*['‘"“]([^'‘’"“”|]{3,100}?)[.!?]*['’"”]?$/u.exec(clause.trim());
  if (thenSaid?.[1] && thenSaid[2] && !/\b(zei|riep|vroeg|zegt|roept)$/iu.test(thenSaid[1].trim())) {
    const deed = nl.retell(thenSaid[1], context);
    if (deed?.endsWith('.'))
      return `${deed} ${capital((context.hero as R).hij)} riep: “${quoted(thenSaid[2].trim(), context)}!”`;
  }
  // The child's own words in quotes, said alone after what happened (`…, 'er zat een monster onder mijn bed'`): said
  // by the hero.
  const bare = /^['‘"“]([^'‘’"“”|]{6,100}?)[.!?]*['’"”]$/u.exec(clause.trim());
  if (bare?.[1] && /\b(ik|mijn|mn|me|mij)\b/iu.test(bare[1]) && !/\b(zei|riep|vroeg)\b/iu.test(bare[1]))
    return `${context.afterHero ? capital((context.hero as R).hij) : (context.hero as R).name} zei: “${quoted(bare[1].trim(), context)}.”`;
  // A grown-up who said it was no matter (`even tranen maar ingrid zei dat het niet erg was`): their comfort in
  // their words, after the tears.
  const noMatter =
    /^(?:(.+?),? maar )?((?:de )?(?:mama|papa|oma|opa|juf|meester|tante|oom|oppas|buurvrouw|buurman)(?: van \p{L}+| \p{L}+)?|\p{L}{3,}) (?:zei|zegt) (?:dat )?(?:het|t) (?:niet erg|niet zo erg|niks|niets) (?:was|is|gaf|geeft|uitmaakte)$/iu.exec(
      clean(clause).trim(),
    );
  const speaker = noMatter?.[2]?.toLowerCase() ?? '';
  const known =
    /^(?:de )?(?:mama|papa|oma|opa|juf|meester|tante|oom|oppas|buurvrouw|buurman)\b/u.test(speaker) ||
    context.names.some((name) => name.toLowerCase() === speaker);
  if (noMatter && known) {
    const who = capital(
      named(speaker, context.names).replace(/ van (\p{Ll}+)$/u, (_, one: string) => ` van ${capital(one)}`),
    );
    const tears = /^(?:even |wat |een paar |toch )?(?:tranen|gehuild|huilen)$/iu.test(noMatter[1]?.trim() ?? '');
    const before = noMatter[1] && !tears ? nl.retell(noMatter[1], context) : undefined;
    if (noMatter[1] && !tears && !before) return undefined;
    const lead = tears ? `Er kwamen even tranen, maar ${who.replace(/^De /u, 'de ')}` : who;
    return `${before ? `${before} ` : ''}${lead} zei: “Het is niet erg.”`;
  }
  // Two parts, the first a sound to say (`ze moest blèèè zeggen | ze zwaaide naar mij`): each told, one after the other.
  const halves = clause.split(' | ');
  if (halves.length === 2 && /\bzeggen$/iu.test(halves[0] ?? '')) {
    const first = nl.retell(halves[0] ?? '', context);
    const second = nl.retell(halves[1] ?? '', context);
    if (first?.includes('“') && second) return `${first} ${withPronoun(second, context.hero as R)}`;
    // (The second half about the parent, whom the day does not name: the sound alone.)
    if (first?.includes('“') && /\b(mij|me|ik)\b/iu.test(halves[1] ?? '')) return first;
  }
  // A sound the child had to make in the play (`ze moest blèèè zeggen`): the sound in quotes.
  const sound =
    /^(?:en |toen |daarna )?(?:ze|zij|hij|ie|zuri) (moest|mocht|ging|wou|wilde) (?:heel hard |hard |zachtjes )?((?:\p{L}*(\p{L})\3\3\p{L}*)|boe+|bè+|mè+|miauw|woef|kukeleku|oink|knor|ho ho ho|hoera) zeggen$/iu.exec(
      clean(clause),
    );
  if (sound?.[1] && sound[2])
    return `${(context.hero as R).name} ${sound[1].toLowerCase()} “${capital(sound[2].toLowerCase())}” zeggen.`;
  // A sound said first, then who said it (`ooooh zei ze`): the sound in quotes.
  const oh = /^(\p{L}*(\p{L})\2\2\p{L}*|wauw|wow|oeh|oh|jippie|hoera) (zei|riep) (?:ze|zij|hij|ie|zuri)$/iu.exec(
    clean(clause),
  );
  if (oh?.[1] && oh[3]) return `${(context.hero as R).name} ${oh[3].toLowerCase()}: “${capital(oh[1].toLowerCase())}!”`;
  // All of them judged, said after a comma (`de tandarts telde 20 tandjes, allemaal mooi`): kept after the deed.
  const all = /^(.+), (allemaal (?:mooi|gezond|schoon|wit|goed|heel|netjes))$/iu.exec(clause);
  if (all?.[1] && all[2]) {
    const told = nl.retell(all[1], context);
    if (told?.endsWith('.')) return `${told.slice(0, -1)}, ${all[2].toLowerCase()}.`;
  }
  // One of the things said after a comma (`2 boekjes uitzoeken, eentje over een egeltje`): kept after the deed.
  const one = /^(.+), ((?:eentje|één|de ene|allebei|allemaal) (?:over|met|van) (?:een|de|het) [^,]+)$/iu.exec(clause);
  if (one?.[1] && one[2] && !/\b(mij|me|mijn|ik)\b/iu.test(one[2])) {
    const told = nl.retell(one[1], context);
    if (told?.endsWith('.')) return `${told.slice(0, -1)}, ${clean(one[2]).toLowerCase()}.`;
  }
  const worn = WORN_AFTER.exec(clause);
  if (worn?.[1] && worn[2] && !/\b(mij|me|mijn|ik)\b/iu.test(worn[2])) {
    const told = nl.retell(worn[1], context);
    if (told?.endsWith('.')) return `${told.slice(0, -1)}, ${worn[2].toLowerCase()}.`;
  }
  const told = finished(
    polished(
      joinedRight(
        retell(withItsVerb(clause), context) ??
          lateMoment(clause, context) ??
          bothHalves(clause, context) ??
          everyday(clause, context) ??
          saidBare(clause, context),
        context,
      ),
    ),
    context,
  );
  if (told !== undefined) return allOfUs(told, context);
  // The verb first, the child after it, as the parent's `eerst` or `toen` before the `en` had it (`eerst was hij
  // superverlegen en zat hij de hele tijd achter mijn been`): told as if the child came first.
  const inverted = /^(\p{Ll}+) (hij|ie|ze|zij) (\p{L}.*)$/u.exec(clean(clause).trim());
  if (inverted?.[1] && inverted[3] && isPast(inverted[1]) && !clause.includes(PAIR))
    return nl.retell(`${inverted[2]} ${inverted[1]} ${inverted[3]}`, context);
  // A cause, then what was done for it (`s middags was het koud dus keken samen naar frozen`): each half told, joined by
  // `dus`.
  const so = /^([^|]{6,}?),? dus ([^|]{6,})$/iu.exec(clause.trim());
  const cause = so?.[1] ? nl.retell(so[1], context) : undefined;
  const result = cause?.endsWith('.') && so?.[2] ? nl.retell(so[2], { ...context, afterHero: false }) : undefined;
  if (cause && result?.endsWith('.'))
    return `${cause.slice(0, -1)}, dus ${result.replace(/^(Het|De|Er|Toen|Daarna|Ze|Hij|Papa|Mama|Oma|Opa|Tante|Oom|Juf) /u, (word) => word.toLowerCase())}`;
  // Two short things that make no one sentence (`wat een chagrijn vanochtend | alles was stom`): each told alone,
  // one after the other, rather than both lost.
  const [head, tail, ...more] = clause.split(PAIR);
  if (head === undefined || tail === undefined || more.length > 0) return undefined;
  const first = nl.retell(head, context);
  const second = first ? nl.retell(tail, { ...context, afterHero: false }) : undefined;
  return first && second ? `${first} ${second}` : undefined;
}

/** The parent's own short word for the toilet stays theirs (`zelf op de wc geweest`: `op de wc`, never `het toilet`). */
const ownToilet = (parents: string, told: string | undefined): string | undefined =>
  told && /(?<![\p{L}])wc(?![\p{L}])/iu.test(parents) ? told.replace(/\bhet toilet\b/gu, 'de wc') : told;

/** A film or show watched, by its kind or by a title after `naar` (`keken naar frozen`, `tv gekeken`). */
const WATCHED =
  /\b(?:(?:film|filmpje|filmpjes|tekenfilm|tekenfilmpje|tv|televisie|serie|dvd)\b|(?:keken|keek|gekeken|kijken|kijkt) (?:(?!naar )\p{L}+ ){0,4}?(?:samen |nog |even |een )*naar (?:de (?=leeuwenkoning|fabeltjeskrant|kleine zeemeermin|gruffalo|grote vriendelijke reus))?(?!de |het |een |hoe |wat |mama|papa|oma|opa|(?:haar|zijn|zn|d'r|mn) )\p{L}{3,})/iu;

export const nl: Reteller = {
  clauses,
  retell: (parents, context) => ownToilet(parents, retellClause(parents, context) ?? toldOfChild(parents, context)),
  names: namesOf,
  keys: (clause) => {
    const words = clean(clause)
      .split(' ')
      .filter((word) => !TIME.has(word) && !PLAIN_VERBS.has(word));
    const all = keyWords(words.join(' ').replace(/_/gu, ' '), STOP);
    // A doing typed beside its thing (`schoen zetten`, `gevallen met loopfiets`) is told by the thing: the parent's
    // words say the verb in another form (`schoen gezet`, `onderuit gegaan met zn loopfietsje`).
    // (A participle only when typed first, as a title is: `met klei gespeeld` is the parent's own clause, told whole.)
    const things = words.filter(
      (word, at) => !INFINITIVES.has(word.toLowerCase()) && (at > 0 || participle(word.toLowerCase()) === undefined),
    );
    const fewer = things.length < words.length ? keyWords(things.join(' ').replace(/_/gu, ' '), STOP) : all;
    // The child called by a pet name (`zo trots op ons mannetje`) is the hero: the story says the hero's name there.
    const own = (fewer.length > 0 ? fewer : all).filter(
      (key) =>
        !PET_NAMES_OF_CHILD.some((word) => word.startsWith(key)) || !/\b(?:ons|onze|mn|m'n|mijn)\s/iu.test(clause),
    );
    const keys = own.length > 0 ? own : fewer.length > 0 ? fewer : all;
    // Watching a film said by its title or its kind (`keken samen naar frozen`, `filmpje gekeken`, `tv kijken`): the
    // same key as a typed `film kijken`, so the film is told once.
    return WATCHED.test(clean(clause)) && !keys.includes('film') ? [...keys, 'film'] : keys;
  },
  // (A film is told by its title as well as by its kind: `keken naar Frozen` tells a typed `film kijken`.)
  // (The toilet is keyed by its long word and told by the parent's own `wc`.)
  has: (text, key) =>
    hasWordStart(text, key) ||
    (key === 'film' && WATCHED.test(text)) ||
    (key === 'toile' && /(?<![\p{L}])wc(?![\p{L}])/iu.test(text)),
  // (Not a story read about someone who would not sleep, `juf las over een krokodil die niet wilde slapen`: the book's.)
  // (Not the last evening of a walking event, `laatste avond van de avondvierdaagse`: the day's outing, not supper.)
  evening:
    /\b(boerenkool|stamppot|hutspot|zuurkool|erwtensoep|vissticks|fishsticks|in de schoen voor|(?<!(?:laatste|eerste) )avond(?!vierdaagse)\p{L}*|vanavond|savonds|'s avonds|avondeten|na het eten|diner|in bad|(?<!\b(?:tuin|buiten|balkon)\b.*)badje(?! in de tuin| buiten)|douche|naar bed|in bed|in zijn bed|in haar bed|bedtijd|(?<!\b(?:kon|kan|mocht|kunnen) |\b(?:over|van) (?:een|de|het) \p{L}+ die (?:\p{L}+ ){0,2})slapen|slaapt|sliep|pyjama|tandenpoetsen|(?:slaap)?liedje (?:gezongen )?(?:via|over|door) (?:de )?(?:telefoon|facetime)|(?<!\b(?:terugweg|onderweg|auto|trein|tram|metro|bus|boot|buggy|kinderwagen|wandelwagen|bakfiets|fietsstoeltje|draagzak)\b.*)in slaap|ingeslapen|matras)\b/iu,
  afternoon:
    // (Typed without the apostrophe too: `s middags naar de speeltuin`.)
    /(?<![\p{L}])(?:middag|vanmiddag|'s middags|s middags|smiddags|namiddag|na de lunch|na het middagdutje|na het slaapje)(?![\p{L}])/iu,
  morning:
    /\b(vanochtend|vanmorgen|sochtends|smorgens|'s ochtends|'s morgens|s ochtends|s morgens|ochtend|ontbijt\p{L}*|ontbeten|opgestaan|wakker|wegbrengen|weggebracht|afscheid|brengen)\b/iu,
};
