import type { Language } from '../../../../shared/languages.ts';
import { readText } from './read.ts';

/**
 * The things of the parent's day that no concept of the lexicon knows (`a unicorn sticker`, `une brosse à dents rose`,
 * `ihre selbstgebastelte Igel-Laterne`), read as the parent wrote them: an article or a number, then a few words up to
 * the next small word. The story tells them in the parent's own words, in a list after a colon, so each stays
 * grammatical whatever it is; a whole sentence is never pasted.
 *
 * Each language gives its articles and numbers (`starts`), the words that may join two parts of one thing (`links`:
 * `of`, `de`, `à`), the small words that end a thing (pronouns, prepositions, verbs of every day, adverbs), and the
 * heads that are no thing of the day (`time`, `bit`, body parts).
 */
type Grammar = {
  starts: ReadonlySet<string>;
  links: ReadonlySet<string>;
  /** Articles and numbers of a thing of its own (`a`, `een`, `ein`, `un`, `um`). */
  indefinite: ReadonlySet<string>;
  ends: ReadonlySet<string>;
  vague: ReadonlySet<string>;
  /** The parent's own `my` and `our`, told as the story's article (`my jumper`: `the jumper`). */
  mine?: ReadonlyMap<string, string>;
  /**
   * The article a thing is told with in a list, from the one the parent wrote and the word before it, or nothing when
   * the parent's form cannot stand there (German cases: `unter der Decke` is no `der Decke`).
   */
  article?: (start: string, words: readonly string[], before: string) => string | undefined;
  /** Words after the article at most. */
  most: number;
  /** How the parent's words are told: German nouns take a capital. */
  polish?: (words: string[]) => string[];
};

const set = (text: string) => new Set(text.split(/\s+/u).filter((word) => word !== ''));
const NUMBERS = /^\d{1,2}$/u;
/** Numbers up to ten as a story says them aloud (`9 eggs`: `nine eggs`); larger ones are no thing of a child's day. */
const NUMBER_WORDS: Partial<Record<Language, readonly string[]>> = {
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
  nl: ['nul', 'één', 'twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht', 'negen', 'tien'],
  de: ['null', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn'],
  fr: ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'],
  es: ['cero', 'un', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez'],
  pt: ['zero', 'um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez'],
};

const GRAMMARS: Partial<Record<Language, Grammar>> = {
  en: {
    starts: set('a an the his her their my our some two three four five six seven eight nine ten'),
    indefinite: set('a an some two three four five six seven eight nine ten'),
    links: set('of'),
    ends: set(`
      i me you he she it we they him us them its this that these those there here what who which
      in on at to with for from by into onto out off up down over under after before about around through like as
      until till than near behind across along past w
      and or but so because cos cause then when while if though
      is was were are be been being am has had have having did do does done got get gets getting went go goes going gone
      came come comes said says made make makes took take takes gave give gives let can could would will should must
      kept keep put saw see seen found find felt feel thought think knew know wanted want loved love liked like
      very really so too also just still now again all even only not no never ever always back away home today tonight
      yesterday later soon lol haha omg tho though bc btw ish much more most many lots loads bit since upside inside
      outside himself herself themselves myself ourselves itself fell ran sat ate drank broke cried slept woke threw hid
      bit hit won lost told brought bought caught fought stood held left met paid read rode sang swam wore wrote drew flew
      grew blew spun dug climbed jumped played loved hated refused wouldn't won't didn't doesn't don't can't couldn't
      isn't wasn't
      a an the his her their my our some
      hide seek learnt learned spent sent built heard meant dreamt burnt lit cut shut set fed led slid stuck swung hung
      taught chose froze shook
    `),
    vague: set(`
      time times day days morning mornings afternoon evening night nights week weeks way ways lot lots load loads bit bits
      deal thing things stuff while end start beginning rest place moment minute minutes hour hours go look turn fun best
      same other others one ones whole kind sort point idea side top bottom front middle first last next second half
      leg legs arm arms hand hands head face knee knees finger fingers foot feet nose eye eyes tooth teeth hair tummy
      lip lips back mouth ear ears weight mood meltdown tantrum drop pickup pick-up minute sleep nap nap-time bed bedtime
      lunch dinner tea breakfast supper snack snacktime forehead chin cheek cheeks elbow wrist shoulder toe toes bum neck
      boy girl boys girls kid kids baby min mins sec secs seconds degrees hrs km miles metres meters hip hips
      table door doors stairs steps floor wall road path street sky power car house room window sofa couch chair corner
      fridge freezer shelf ceiling superstar champ champion legend
      ground water grass cuddle cuddles hug hugs kiss kisses jumper common own
      poo poos wee wees nappy nappies potty rash temperature fever cough cold medicine calpol ankle thumb thumbs tongue
      throat belly chest heel nail nails skin age ages fortnight weekend weekends year years month months summer winter
      holidays traffic boss work job meeting appointment email phone charger ticket bill laundry washing dishwasher
      hoover shopping shop mess dream dreams nightmare chat word words progress ride go game wobbly strop bang bangs noise
      noises good
    `),
    most: 4,
    mine: new Map([
      ['my', 'the'],
      ['our', 'the'],
      ['his', 'the'],
      ['her', 'the'],
      ['their', 'the'],
    ]),
  },
  nl: {
    starts: set('de het een ons onze twee drie vier vijf zes zeven acht negen tien'),
    indefinite: set('een twee drie vier vijf zes zeven acht negen tien'),
    links: set('van'),
    ends: set(`
      ik jij je hij zij ze het wij we jullie hun hem haar mij me ons er daar hier dat dit die deze wat wie
      in op aan bij naar voor uit om over onder achter na tot door te met zonder tegen langs tussen vanaf sinds
      en of maar want toen dan als omdat terwijl dus
      is was waren zijn ben bent heeft had hebben hadden werd werden wordt ging gingen gaat kwam kwamen komt zei zegt
      mocht mochten moest moesten wilde wilden kon konden zou zouden gaan doen deed deden kreeg kregen maakte maakten
      zag zagen vond vonden
      ook nog al wel niet geen heel erg zo echt even weer nu toen vandaag gisteren straks later super mega hele
      erop eraf eronder erin eruit ervan erbij erachter eerst helemaal vanmiddag vanochtend vanmorgen vanavond vannacht
      terug samen zelf alleen haha meteen direct gelijk snel
      de het een
      buiten binnen lekker heerlijk gezellig flink veel lag lagen zat zaten stond stonden liep liepen viel vielen at aten
      sliep riep hielp brak draaide speelde speelden smaakte lachte huilde gooide pakte rolde scheurde eraan ernaast
      erover eromheen ervoor erdoor erom ermee erna ertegen erheen
      leukst leukste mooist mooiste liefst liefste grootst grootste kleinst kleinste lekkerst lekkerste spannendst
      spannendste
    `),
    vague: set(`
      tijd keer dag dagen ochtend middag avond nacht week weken manier stuk stukken stukjes beetje ding dingen poos eind
      begin rest plek
      moment minuut minuten uur uren hele andere ander eerste laatste volgende kant
      been benen arm armen hand handen hoofd gezicht knie knieën vinger vingers voet voeten neus oog ogen tand tanden
      haar buik lip mond oor oren middagdutje dutje slaapje bed lunch avondeten ontbijt min jaar jaren handjes voetjes
      trap deur deuren stoel tafel vloer muur raam bank naam landen
      aai aaitje kus kusje zoen zoentje knuffeltje high paar hoop boel heleboel stel aantal stukje rondje keertje uurtje
      tijdje poosje momentje minuutje dagje weekje weekend slokje hapje tweede derde vierde vijfde leuke leukste mooiste
      liefste fijnste buurvrouw buurman buurmeisje buurjongen mevrouw meneer prins prinses voorhoofd wang wangen kin nek
      rug schouder pols elleboog duim teen tenen bil billen oogjes oortjes handje voetje neusje bolletje vensterbank kast
      gang plafond gordijn gordijnen lamp hoek kamer kussen dekentje douche pyjama luier potje afspraak rekening deal
      parkeerplaats werk mail telefoon ipad tv filmpje
    `),
    most: 3,
  },
  de: {
    starts: set(`
      der die das ein eine einen ne nen seine seinen ihre ihren unsere unseren zwei drei vier fünf sechs sieben acht
      neun zehn
    `),
    indefinite: set('ein eine einen einem einer zwei drei vier fünf sechs sieben acht neun zehn'),
    links: set(''),
    ends: set(`
      ich du er sie es wir ihr mich mir dich dir ihn ihm uns euch sich man das dass was wer wo da hier dort
      in im an am auf aufm mit mim von vom zu zum zur bei beim nach aus für über unter vor hinter neben zwischen durch
      um ohne gegen bis seit ins ans
      und oder aber denn weil als wenn ob dann danach
      hat hatte hatten haben hab ham ist is war waren sind bin wird wurde wurden gab ging gingen kam kamen sagte
      wollte wollten konnte konnten durfte durften musste mussten gemacht geworden gewesen
      sehr ganz so auch noch schon nur mal jetzt heute gestern wieder immer nicht kein keine gar total mega richtig echt
      einfach halt eben doch ja nein lang lange wie so voll unterm überm vorm hinterm ne n nen
      der die das den dem des ein eine einen einem einer
      müssen dürfen können wollen sollen gehen lassen bleiben
      unbedingt sofort endlich trotzdem eigentlich bestimmt natürlich leider gleich sogar zusammen allein alleine
      selber selbst überall kaputt weg rum herum drauf dran durch
    `),
    vague: set(`
      zeit mal tag tage morgen vormittag nachmittag abend nacht woche wochen art stück bisschen ding dinge weile ende
      anfang rest platz moment minute minuten stunde stunden ganze andere erste letzte nächste seite
      bein beine arm arme hand hände kopf gesicht knie finger fuß füße nase auge augen zahn zähne haare bauch lippe
      mund ohr ohren mittagsschlaf schlaf bett mittagessen abendessen frühstück grad std sekunde sekunden früh welt
      fahrt zwei drei will eltern kleine kleiner großer große advent stirn tisch tür boden wand fenster stuhl sofa couch
      tüte paar gleiche gleichen selbe selben jahr jahre kassiererin verkäuferin tierärztin ärztin nachbar nachbarn
      nachbarin lehrerin trainerin polizei polizist tagesmutter freund freundin bruder schwester cousin cousine
      schwanz
    `),
    most: 3,
    article: (start, words, before) => {
      if (start === 'der' && PREPOSITIONS_DE.has(before)) return undefined;
      // One word after `der`, `die` or `das` says too little out of its sentence (`die Tüte`, `die Schere`).
      if (['der', 'die', 'das'].includes(start) && words.length === 1) return undefined;
      // A person by their work (`die Kassiererin`) is no thing.
      if (/(erin|ärztin|istin)$/u.test(words.at(-1) ?? '')) return undefined;
      if (start === 'ne') return 'eine';
      // `einen Saugroboter` is told `ein Saugroboter`, `seinen Ball` `der Ball`; with an adjective, or a noun in `-en`
      // (`einen Löwen`), the ending would change too.
      if (/en$/u.test(start)) {
        if (words.length !== 1 || /en$/u.test(words[0] ?? '')) return undefined;
        return start === 'einen' || start === 'nen' ? 'ein' : 'der';
      }
      // The child's `seine` or `ihre`, or the family's `unsere`: the story says `die`.
      if (['seine', 'ihre', 'unsere'].includes(start)) return 'die';
      return start;
    },
    // A noun takes its capital, also in a compound with a hyphen (`Igel-Laterne`).
    polish: (words) =>
      words.map((word, index) =>
        index === words.length - 1
          ? word
              .split('-')
              .map((part) => part.charAt(0).toLocaleUpperCase('de') + part.slice(1))
              .join('-')
          : word,
      ),
  },
  fr: {
    starts: set('le la les un une des du son sa ses mon ma mes deux trois quatre cinq six sept huit'),
    indefinite: set('un une des deux trois quatre cinq six sept huit'),
    links: set('de d à'),
    ends: set(`
      je j tu il elle on nous vous ils elles me m te t se s lui leur y en ce c ça cela qui que qu quoi où
      au aux dans sur sous avec pour par chez vers après avant pendant depuis sans contre entre jusqu
      et ou mais donc car quand puis alors comme si
      a ai as avons avez ont est était étaient sont suis es été eu fait faire fais dit dis va vais vont allé allée
      allés pu voulu mis pris venu venue
      très trop super hyper bien mal encore déjà aussi toujours jamais pas plus ne n tout toute tous toutes vraiment
      hier aujourd aujourd'hui aujourd’hui matin soir midi mdr lol ptdr pis dont jusqu'à jusqu’à peu ensemble là
      ici autre autres bout qd tt bcp pr ds pcq psk ben genre mettons dort mange joue pleure rit crie court tombe saute
      veut peut sait prend met aime adore part vient voit regarde donne montre chante danse qu'il qu’il qu'elle qu’elle qu'on qu’on qu'ils qu’ils c'est c’est j'ai j’ai long
      le la les un une des du son sa ses mon ma mes
    `),
    vague: set(`
      temps fois jour jours matinée après-midi soirée nuit semaine semaines façon truc trucs chose choses moment minute
      minutes heure heures fin début reste place coup côté premier première dernier dernière
      jambe jambes bras main mains tête visage genou genoux doigt doigts pied pieds nez œil yeux dent dents cheveux
      ventre lèvre bouche oreille oreilles sieste lit repas déjeuner dîner goûter journée min ans an mois degrés table
      maison porte fenêtre vitre chambre sol mur route chemin rue voiture petits petites grand grands queue front années radiateur
      après-midi aprem aprèm faute courant électricité retraite rdv rendez-vous anniv gastro fièvre colère chagrin peur
      larmes envie part coude cou dos joue joues menton épaule fesses orteil orteils cheville gorge peau ongle ongles
      week-end vacances secondes lendemain boulot travail glissade
      sienne sien siennes siens mienne mien dame monsieur gens caisse caisses
    `),
    mine: new Map([
      ['mon', 'son'],
      ['ma', 'sa'],
      ['mes', 'ses'],
    ]),
    most: 4,
  },
  es: {
    starts: set(
      'el la los las un una unos unas su sus mi mis nuestro nuestra nuestros nuestras dos tres cuatro cinco seis',
    ),
    indefinite: set('un una unos unas dos tres cuatro cinco seis'),
    links: set('de'),
    ends: set(`
      yo tú tu él ella nosotros nosotras ellos ellas me te se le les lo nos que qué quien donde cuando como
      a al del en con por para sin sobre hasta desde entre hacia tras ante
      y e o u pero porque pues luego después si
      es era fue fueron está estaba estuvo estaban ha han he había hizo dijo tiene tenía tuvo vino vinieron fuimos
      hicimos estuvimos fue quiso pudo puso dio dieron
      muy mucho mucha muchos muchas tan más menos ya también todavía aún nunca siempre no sí bien mal hoy ayer aquí allí
      ahí jajaja jaja jajaj todo toda todos todas súper super re ni nada junto juntos
      el la los las un una unos unas su sus mi mis
      queria podia tenia habia decia sabia pareció parecía parece echo echó
    `),
    vague: set(`
      tiempo vez veces día días mañana tarde noche semana semanas manera forma cosa cosas rato momento minuto minutos
      hora horas final principio resto sitio lugar lado primero primera último última siesta cama comida cena desayuno
      merienda pierna piernas brazo brazos mano manos cabeza cara rodilla rodillas dedo dedos pie pies nariz ojo ojos
      diente dientes pelo barriga panza labio boca oreja orejas dia min año años mes meses grados puerta mesa casa
      ventana ventanita camino calle suelo pared cama coche carro escalera dos tres salida entrada llegada vuelta
      luz aventura beso besos besito besitos abrazo abrazos manita manitas frente cadera codo cuello espalda hombro
      mejilla cachete ratito ratos poco poquito calor frío foto fotos caja patio solo sola monstruo monstruos nazareno
      nazarenos nombre miedo pena susto berrinche rabieta golpe chichón fiebre payaso tonto ridículo
    `),
    mine: new Map([
      ['mi', 'su'],
      ['mis', 'sus'],
      ['nuestro', 'el'],
      ['nuestra', 'la'],
      ['nuestros', 'los'],
      ['nuestras', 'las'],
    ]),
    most: 4,
  },
  pt: {
    starts: set('o a os as um uma uns umas seu sua seus suas meu minha nosso nossa dois duas três quatro cinco seis'),
    indefinite: set('um uma uns umas dois duas três quatro cinco seis'),
    links: set('de'),
    ends: set(`
      eu tu você ele ela nós eles elas se lhe me te nos que quem onde quando como
      em no na nos nas ao aos do da dos das com por pelo pela para pra pro sem sobre até desde entre
      e ou mas porque pois depois então se
      é era foi foram está estava esteve tem tinha teve fez disse vai vou ficou ficaram deu deram veio houve há
      fomos fizemos quis pôs
      muito muita muitos muitas mto mt tão mais menos já também ainda nunca sempre não sim bem mal hoje ontem amanhã
      aqui ali lá kkk kkkk kkkkk rsrs rs todo toda todos todas tudo super gente dele dela deles delas nele nela tá
      de novo
      o a os as um uma uns umas seu sua seus suas meu minha
      num numa nuns numas dum duma duns dumas neste nesta nesse nessa naquele naquela deste desta desse dessa daquele
      daquela disto disso nisto nisso isto isso aquilo este esta esse essa q k pq qdo qnd dps tb tbm hj c vc msm nao ja
      ta tava faz fazem diz traz vem vão dá são estão têm pode quer sabe fica dentro fora atrás debaixo cima perto
      longe nossos nossas sozinho sozinha sozinhos sozinhas
    `),
    vague: set(`
      tempo vez vezes dia dias manhã tarde noite semana semanas maneira forma coisa coisas bocado bocadinho momento
      minuto minutos hora horas fim início resto sítio lugar lado primeiro primeira último última sesta soneca cama
      almoço jantar lanche perna pernas braço braços mão mãos cabeça cara joelho joelhos dedo dedos pé pés nariz olho
      olhos dente dentes cabelo barriga lábio boca orelha orelhas testa bochecha bochechas colo min ano anos mês meses
      graus casa mesa porta janela chão parede rua caminho carro cama escada sofá dia pescoço máximo
      beijo beijos beijinho beijinhos abraço abraços festinha festinhas galo galos nódoa arranhão ferida birra choro
      sono barulho luz fotos foto pais dono dona senhor senhora menino menina meninos meninas bebé bebê pessoal amigo
      amiga amigos msg mensagem videochamada telemóvel celular telefone trabalho instante quina canto vidro mins seg hrs
      pouco pouquinho pouquito montão monte
    `),
    mine: new Map([
      ['meu', 'o'],
      ['minha', 'a'],
      ['nosso', 'o'],
      ['nossa', 'a'],
      ['seu', 'o'],
      ['sua', 'a'],
      ['seus', 'os'],
      ['suas', 'as'],
    ]),
    most: 4,
  },
};

/** Words of a sentence, apostrophes and hyphens kept inside a word; anything else ends a thing. */
const TOKEN = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*|[^\s\p{L}\p{M}\p{N}]/gu;
const isWord = (token: string) => /^[\p{L}\p{M}\p{N}]/u.test(token);
const PREPOSITIONS_DE = set(
  'in an auf mit von zu bei nach aus unter über vor hinter neben zwischen seit mit gegenüber',
);
const AND = set('und oder aber en of maar');
/** Words that look like a verb in a Romance language: after a thing they end it, and right after `la`/`a` they are one. */
const VERB_FORMS: Partial<Record<Language, RegExp>> = {
  fr: /(ait|aient|ons|ez|èrent|er|ir|ire)$/u,
  // The parent's `we` too (`la llevamos al dentista`), but not `primos`, `mimos`, `ramos`.
  es: /(ó|é|í|aba|aban|aron|ieron|ando|iendo|ía|ían|^(?!(?:pr|m|r|racim|ánim|anim)(?:amos|imos)$)\p{L}+(?:amos|imos))$/u,
  pt: /(ou|eu|iu|ava|avam|aram|eram|iram|ando|endo|indo|ia|iam|ar|er|ir|-lhes?|-se|-me|-te|-nos)$/u,
};
/** Articles that are also pronouns (`la dejé`, `a contar`): the word after must not be a verb. */
const CLITICS = set('la lo le a o');
/** English words in `-ed` or `-ing` that are things or colours, not verbs. */
const NOT_VERBS = set('shed sled bred sleds sheds ceiling pudding wedding evening morning string king ring swing wing');
/** The word before a likeness (`comme un crocodile`, `wie ein Pirat`). */
const LIKE = set('like comme tel telle genre wie als como zoals alsof feito tipo é era parece pareció parecía es est');
/** Words that say the thing was not there (`didn't want the good dress`, `ni las zapatillas`), up to a comma. */
const NOT = set(`
  not no never without didn't wouldn't won't don't doesn't didnt wouldnt wont dont geen niet nooit zonder kein keine
  keinen nicht nie ohne pas jamais sans ni nunca sin não nao nem sem
`);
/** Romance nouns with a verb's ending (`a praia`, `la fantasía`, `uma colher`). */
const NOT_VERBS_ROMANCE = set(`
  praia melancia fantasia padaria pastelaria farmácia livraria magia família colher mulher colar lugar mar jantar museu
  pneu chapeu chapéu fantasía policía guardería panadería pastelería alegría sandía mer hiver cuillère rocher panier
  cahier goûter clocher fermier sorcier
`);
const NOUN_FIRST: ReadonlySet<Language> = new Set(['fr', 'es', 'pt']);
const VERB_LAST: ReadonlySet<Language> = new Set(['de', 'nl']);
/** A word that ends a clause as a verb (`gebastelt`, `angeschaut`, `opgegeten`, `meegenomen`). */
const PARTICIPLES: Partial<Record<Language, RegExp>> = {
  de: /^(an|auf|aus|ab|mit|vor|zu|weg|zurück|los|ein|hin|her|heim|um|drauf|drin|dran|drüber|runter|rein|raus|rauf|durch|fest|kaputt)?ge\p{L}{3,}(t|en)$|^\p{L}+(ieren|iert)$|^(be|ver|er|ent|zer)\p{L}{3,}(t|en)$/u,
  nl: /^(op|af|uit|mee|aan|in|om|terug|weg|door|na|over|thuis|vast|bij|toe|rond)?ge\p{L}{2,}(d|t|en)$/u,
};
/** Adjective endings before a noun (`große`, `kleinen`, `grote`, `3e`). */
const ADJECTIVES: Partial<Record<Language, RegExp>> = { de: /(e|en|er|es|em)$/u, nl: /(?<![jtp]j)(?<!\d)(e|ste)$/u };

/** The articles that are also the pronoun of a thing (`le`, `la`, `lo`, `o`): see `OBJECT_PRONOUN_AFTER`. */
const OBJECT_PRONOUNS = set('le la les lo los las o a os as');
/** The words after which an article is such a pronoun: a subject, `ne`, a reflexive. */
const OBJECT_PRONOUN_AFTER: Partial<Record<Language, ReadonlySet<string>>> = {
  fr: set('il elle on ils elles je j tu nous vous ne n qui'),
  es: set('no se me te ya yo'),
  pt: set('não nao se me te já ja eu ele ela eles elas'),
};

/** Whether the lexicon already knows a word (it is told by its concept, not again here), and whether as a person. */
function known(word: string, language: Language): 'person' | 'other' | undefined {
  const found = readText([word], language);
  if (found.people.length > 0) return 'person';
  const count = found.places.length + found.things.length + found.events.length + found.mishaps.length;
  return count > 0 ? 'other' : undefined;
}

/** A chat laugh or shorthand (`lol`, `haha`, `jajaja`, `kkkk`, `mdr`, `xD`): no thing of the day, in any language. */
const CHAT =
  /(?<![\p{L}\p{N}])(?:l+o+l+|ha(?:ha)+h?|he(?:he)+|hi(?:hi)+|ja(?:ja)+j?|je(?:je)+|k{3,}|(?:rs){2,}|xd+|omg|mdr|ptdr|lmao|rofl)(?![\p{L}\p{N}])/giu;

/** Things of the day in the parent's words, at most `most`, each once, in the order written. */
/** Words of a span of time, in every language (`months`, `Monate`, `semaines`, `meses`): how long, no thing. */
const TIME_SPAN =
  /^(?:mins?|minutes?|hours?|hrs?|days?|weeks?|wks?|months?|years?|yrs?|minuut|minuten|uur|uren|dagen|weken|maand|maanden|jaar|jaren|minute|stunden?|tage?|wochen?|monate?|jahre?|heures?|jours?|semaines?|mois|ans|années?|minutos?|horas?|días?|dias?|semanas?|meses|años?|anos?)$/iu;

export function detailsIn(typedSentences: readonly string[], language: Language, most = 2): string[] {
  const sentences = typedSentences.map((sentence) => sentence.replace(CHAT, ' '));
  if (language === 'zh') return detailsInChinese(sentences, most);
  const grammar = GRAMMARS[language];
  if (!grammar) return [];
  const found: { phrase: string; head: string; score: number; order: number }[] = [];
  for (const typed of sentences) {
    // (`un gros arc en ciel`, typed without its hyphens, is one thing: not `un gros arc`.)
    const sentence = language === 'fr' ? typed.replace(/(?<!\p{L})arcs? en ciel(?!\p{L})/giu, 'arc-en-ciel') : typed;
    const tokens = sentence.match(TOKEN) ?? [];
    let negated = false;
    for (let index = 0; index < tokens.length; index += 1) {
      const token = (tokens[index] ?? '').toLocaleLowerCase(language);
      if (!isWord(token)) negated = false;
      else if (NOT.has(token)) negated = true;
      if (negated) continue;
      const first = tokens[index] ?? '';
      const start = first.toLocaleLowerCase(language);
      // French elision: `l'école`, `d'anniversaire` start a thing inside one token.
      const elided = language === 'fr' ? /^l['’](\p{L}.*)$/u.exec(start) : null;
      if (!grammar.starts.has(start) && !NUMBERS.test(start) && !elided) continue;
      const before = (tokens[index - 1] ?? '').toLocaleLowerCase(language);
      // `comme un crocodile`, `like a rocket`: a likeness, no thing of the day (`como 4 buñuelos` is about four).
      if (LIKE.has(before) && !(before === 'como' && NUMBERS.test(start))) continue;
      // An article after a subject or `ne` is the pronoun of a thing said before (`elle le réclame`, `no lo
      // encuentra`, `ela a abraçou`): no thing of its own.
      if (OBJECT_PRONOUN_AFTER[language]?.has(before) && OBJECT_PRONOUNS.has(start)) continue;
      // `pastel de tres leches`: a number after `de` or `of` belongs to a name.
      if ((before === 'de' || before === 'of') && (NUMBERS.test(start) || NUMBER_WORDS[language]?.includes(start)))
        continue;
      // French `des` and `du` inside a thing (`la galette des rois`) are `of the`: a thing starts with them only at the
      // start, after a small word or after a verb's participle (`avec des smarties`, `mangé des fraises`).
      if (language === 'fr' && (start === 'des' || start === 'du') && before !== '' && isWord(before)) {
        if (!grammar.ends.has(before) && !/(é|ée|és|ées|i|u)$/u.test(before)) continue;
      }
      const words: string[] = elided ? [first.slice(2)] : [];
      if (elided && (grammar.ends.has(start.slice(2)) || VERB_FORMS.fr?.test(start.slice(2)))) continue;
      let next = index + 1;
      const count = () => words.filter((word) => !grammar.links.has(word.toLocaleLowerCase(language))).length;
      while (next < tokens.length && count() < grammar.most) {
        const token = tokens[next] ?? '';
        const lower = token.toLocaleLowerCase(language);
        if (!isWord(token)) break;
        if (grammar.links.has(lower) && words.length > 0) {
          // `a painting of a dinosaur`: a link takes the next word, and an article after it.
          const after = (tokens[next + 1] ?? '').toLocaleLowerCase(language);
          // French `à` makes one thing of two words (`une brosse à dents`), not a place (`à l'autre bout`).
          if (lower === 'à' && (grammar.starts.has(after) || /^[ld]['’]/u.test(after))) break;
          const skip = grammar.starts.has(after) ? 2 : 1;
          const word = tokens[next + skip] ?? '';
          const linked = word.toLocaleLowerCase(language);
          if (!isWord(word) || grammar.ends.has(linked)) break;
          words.push(...tokens.slice(next, next + skip + 1));
          next += skip + 1;
          continue;
        }
        if (grammar.ends.has(lower)) break;
        const verbish = (VERB_FORMS[language]?.test(lower) ?? false) && !NOT_VERBS_ROMANCE.has(lower);
        if (verbish && (words.length > 0 || CLITICS.has(start))) {
          if (words.length === 0) words.push('');
          break;
        }
        // English: a word in `-ed` or `-ing` comes before the thing (`mashed potatoes`, `the swimming pool`), never
        // after it (`the staff turned`, `the wellies jumping`).
        if (
          language === 'en' &&
          words.length > 0 &&
          /(ed|ing)$/u.test(lower) &&
          lower.length > 4 &&
          !NOT_VERBS.has(lower)
        )
          break;
        if (language === 'en' && NUMBERS.test(start) && /ing$/u.test(lower)) break;
        // German and Dutch: past the first word only after an adjective (`die kleine Laterne`, `de grote herder`),
        // never into the verb that ends the clause (`de blokken gespeeld`, `eine Laterne gebastelt`).
        if (VERB_LAST.has(language) && words.length > 0) {
          const previous = (words.at(-1) ?? '').toLocaleLowerCase(language);
          const after = tokens[next + 1];
          const afterLower = (after ?? '').toLocaleLowerCase(language);
          const clauseEnd =
            after === undefined || !isWord(after) || AND.has(afterLower) || grammar.ends.has(afterLower);
          if (PARTICIPLES[language]?.test(lower) || !ADJECTIVES[language]?.test(previous)) break;
          if (clauseEnd && (language === 'de' ? /(en|ern|eln)$/u : /(en|t|d)$/u).test(lower)) break;
        }
        if (VERB_LAST.has(language) && PARTICIPLES[language]?.test(lower)) break;
        words.push(token);
        next += 1;
      }
      index = next - 1;
      // `le nounours de son grand`: a link to a word that says nothing is cut off again.
      while (words.length > 2) {
        const link = words.findLastIndex((word) => grammar.links.has(word.toLocaleLowerCase(language)));
        if (link < 1 || !grammar.vague.has((words.at(-1) ?? '').toLocaleLowerCase(language))) break;
        words.splice(link);
      }
      // A thing cut before its noun (`een rode`, `ein großes`) is none.
      const tail = (words.at(-1) ?? '').toLocaleLowerCase(language);
      if (
        VERB_LAST.has(language) &&
        words.length > 1 &&
        ADJECTIVES[language]?.test(tail) &&
        !/^\p{Lu}/u.test(words.at(-1) ?? '')
      ) {
        if (language === 'nl' || /(es|em)$/u.test(tail)) continue;
      }
      // A clitic before a verb (`la dejé`) is no thing at all.
      if (words[0] === '') continue;
      const content = words.filter((word) => !grammar.links.has(word.toLocaleLowerCase(language)));
      const head = (content.at(-1) ?? '').toLocaleLowerCase(language);
      if (content.length === 0 || [...head].length < 3 || grammar.vague.has(head)) continue;
      if (grammar.vague.has((content[0] ?? '').toLocaleLowerCase(language))) continue;
      // A span of time (`baby hugo (3 monate)`, `after 6 wks`) is how old or how long, no thing of the day.
      if (TIME_SPAN.test(head)) continue;
      // One thing once: `um cachinho`, then `os cachinhos` again, is one thing (the noun comes first in French,
      // Spanish and Portuguese: `um boneco de neve pequenino`).
      const noun = (NOUN_FIRST.has(language) ? (content[0] ?? '') : head)
        .toLocaleLowerCase(language)
        .replace(/s$/u, '');
      if (found.some((one) => one.head === noun)) continue;
      // The thing itself is one the lexicon knows (`our old cat`, `the big bangs`): its concept tells it.
      if (known(head, language) !== undefined) continue;
      // People are told by name and relation; things the lexicon knows, by their own lines.
      const knowing = content.map((word) => known(word, language));
      // Each word known, or only the words together (`a choc ice` is an ice cream): its concept tells it.
      if (knowing.every((kind) => kind !== undefined)) continue;
      if (knowing.every((kind) => kind === undefined) && known(content.join(' '), language) !== undefined) continue;
      if (knowing.includes('person')) continue;
      // `a Leonor`, `o Theo`: in these languages a lone word with a capital after an article is a name.
      if (language !== 'de' && content.length === 1 && /^\p{Lu}\p{Ll}/u.test(content[0] ?? '')) continue;
      // `our hamster Krümel`, `der kleine Ben`: a name the parent gave, told by the name, not as a thing.
      const last = content.at(-1) ?? '';
      const capital = last !== last.toLocaleLowerCase(language) && last !== last.toLocaleUpperCase(language);
      if (capital && content.length > 1 && (knowing.some((kind) => kind !== undefined) || language === 'de')) {
        const lowerBefore = content.slice(0, -1).every((word) => word === word.toLocaleLowerCase(language));
        if (lowerBefore) continue;
      }
      // `her own mittens`: `own` belongs to the parent's `her`, not to the story's `the`.
      if (grammar.mine?.has(start))
        while (content.length > 1 && grammar.vague.has(words[0]?.toLocaleLowerCase(language) ?? '')) words.shift();
      const told = (grammar.polish ?? ((all: string[]) => all))(
        words.map((word) =>
          word.length > 1 && word === word.toLocaleUpperCase(language) ? word.toLocaleLowerCase(language) : word,
        ),
      );
      // The article as the parent wrote it, in lower case (`the`, `l'`); a capital only where the story needs one.
      const article = grammar.article
        ? grammar.article(start, words, (tokens[index - words.length - 1] ?? '').toLocaleLowerCase(language))
        : grammar.mine?.has(start)
          ? grammar.mine.get(start)
          : start;
      if (article === undefined) continue;
      // A number is told as a word, up to ten (`nine eggs`); one is no count worth telling.
      const spoken = NUMBERS.test(start) ? NUMBER_WORDS[language]?.[Number(start)] : article;
      if (spoken === undefined || (NUMBERS.test(start) && Number(start) < 2)) continue;
      const phrase = elided ? `${start.slice(0, 2)}${told.join(' ')}` : `${spoken} ${told.join(' ')}`;
      if (found.some((one) => one.phrase.toLocaleLowerCase(language) === phrase.toLocaleLowerCase(language))) continue;
      // More words say more of the day (`a purple toothbrush` before `the door`); `a` and a number, a thing of its own.
      const definite = !NUMBERS.test(start) && !grammar.indefinite.has(start);
      found.push({ phrase, head: noun, score: content.length * 2 + (definite ? 0 : 1), order: found.length });
    }
  }
  return found
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, most)
    .sort((a, b) => a.order - b.order)
    .map((one) => one.phrase);
}

/**
 * Chinese has no spaces or articles: a thing of the day is read after a number and its measure word (`一个独角兽贴纸`,
 * `两碗饭`, `5本绘本`), after `了个` (`买了个兔子灯`), after a verb of getting or making when the clause ends with it
 * (`收到红包`), or after a colour or `最喜欢的` (`粉色的牙刷`). It ends at a small word, a space or a mark.
 */
const ZH_MEASURES =
  '口袋|个|只|条|块|串|颗|粒|辆|本|张|顶|件|双|根|包|碗|杯|盒|朵|片|架|艘|盆|瓶|袋|束|棵|副|套|台|支|枝|盏|罐|幅|份|对|盘|锅|桶';
type Lead = { pattern: RegExp; kind: 'count' | 'ge' | 'verb' | 'of' };
const ZH_LEADS: readonly Lead[] = [
  {
    pattern: new RegExp(`(?<![第像似几])([一二两三四五六七八九十半]|\\d{1,2})([大小]?)(${ZH_MEASURES})`, 'gu'),
    kind: 'count',
  },
  { pattern: /(?<=[了])个/gu, kind: 'ge' },
  { pattern: /买了|收到了?|捡了|借了|画了|做了|包了|堆了|搭了|盖了|折了|拿到了?|得了|送给?[她他]了?/gu, kind: 'verb' },
  {
    pattern: /(?:[红粉蓝绿黄紫白橙金银]色|粉红色|彩色|亮晶晶|闪闪发光|最喜欢|自己做|自己画|新买)的/gu,
    kind: 'of',
  },
];
/** Characters that end a thing: particles, prepositions, adverbs and the verbs of every day. */
const ZH_ENDS = new Set([
  ...'了的得和跟与在给就才还也都又很超好真太最到去来回着被把将说叫当是放要想会能不没别吃喝玩拿跑走哭睡看掉吵啦呀哦吗呢吧耶嘛哈似上下里边旁前后',
]);
/** Heads that are no thing of a child's day: time, people, body parts, chores and grown-ups' things. */
const ZH_VAGUE_ONE = new Set([...'天晚年月周次遍圈下点些样种回阵声句话事岁人口气包皮手脚头腿牙嘴脸碗菜药钱']);
/** Food a bowl or a cup holds, a thing of one character (`两碗饭`, `一杯奶`). */
const ZH_BOWLS = /^(碗|杯|盘|大碗|小碗|大杯|小杯)$/u;
const ZH_FOOD = new Set([...'饭粥面汤奶茶水']);
const ZH_VAGUE = [
  '早上',
  '上午',
  '下午',
  '中午',
  '晚上',
  '整天',
  '整晚',
  '会儿',
  '小时',
  '分钟',
  '礼拜',
  '星期',
  '时候',
  '一会',
  '家伙',
  '朋友',
  '老师',
  '阿姨',
  '叔叔',
  '宝宝',
  '孩子',
  '同学',
  '医生',
  '老板',
  '小孩',
  '膝盖',
  '耳朵',
  '眼睛',
  '鼻子',
  '嘴巴',
  '肚子',
  '屁股',
  '胳膊',
  '手指',
  '手腕',
  '头发',
  '额头',
  '脑袋',
  '牙齿',
  '蛀牙',
  '伤口',
  '眼泪',
  '口水',
  '鼻涕',
  '鼓包',
  '衣服',
  '作业',
  '手机',
  '电话',
  '电脑',
  '工作',
  '家务',
  '地板',
  '垃圾',
  '快递',
  '外卖',
  '会议',
  '文件',
  '退烧药',
  '东西',
  '地方',
  '办法',
  '样子',
  '事情',
  '问题',
];
const ZH_DIGITS = ['零', '一', '两', '三', '四', '五', '六', '七', '八', '九', '十'];
const ZH_NOT = /[没不别沒]/u;
const ZH_LIKE = /(像|好像|仿佛)$/u;

/** A head that says no thing: a lone `天` or `小手`, or a word of `ZH_VAGUE` at either end. */
function vagueChinese(noun: string): boolean {
  if (ZH_VAGUE_ONE.has(noun.replace(/^[小大整两]/u, '')) || noun.startsWith('人')) return true;
  return ZH_VAGUE.some((word) => noun.endsWith(word) || noun.startsWith(word));
}

function detailsInChinese(sentences: readonly string[], most: number): string[] {
  const found: string[] = [];
  const nouns: string[] = [];
  for (const sentence of sentences) {
    for (const clause of sentence.split(/[\s，、；：,;:。！？!?…~～]+/u)) {
      const hits: { at: number; lead: string; kind: Lead['kind']; count: string; measure: string }[] = [];
      for (const { pattern, kind } of ZH_LEADS) {
        for (const match of clause.matchAll(pattern)) {
          const count = kind === 'count' ? (match[1] ?? '') : kind === 'ge' ? '一' : '';
          const measure = kind === 'count' ? `${match[2] ?? ''}${match[3] ?? ''}` : kind === 'ge' ? '个' : '';
          hits.push({ at: (match.index ?? 0) + match[0].length, lead: match[0], kind, count, measure });
        }
      }
      for (const hit of hits.sort((a, b) => a.at - b.at)) {
        const before = clause.slice(0, hit.at - hit.lead.length);
        // Nothing after a `no` (`没买`, `不肯摘`), and nothing that is a likeness (`像个小花猫`).
        if (ZH_NOT.test(before) || ZH_LIKE.test(before)) continue;
        const chars = [...clause.slice(hit.at)];
        let noun = '';
        for (const [index, char] of chars.entries()) {
          if (!/\p{Script=Han}/u.test(char) || ZH_ENDS.has(char)) break;
          // A verb of putting before `在`, `到` or `着` ends the thing (`全家福贴在床头`), not `贴纸`.
          if (index > 0 && /^[贴放挂摆扔丢落躺藏塞]$/u.test(char) && /^[在到着]$/u.test(chars[index + 1] ?? '')) break;
          // Nor a verb of what was done in it (`搭了个帐篷躲里面讲故事`: the tent, not `帐篷躲`).
          // (Not the start of a thing's own word: `玩偶`, `玩具`, `睡衣`, `睡袋`, `坐垫`.)
          if (index > 1 && /^[躲讲玩跑钻坐睡]$/u.test(char) && !/^[偶具衣袋垫]$/u.test(chars[index + 1] ?? '')) break;
          noun += char;
        }
        const rest = clause.slice(hit.at + noun.length);
        const length = [...noun].length;
        const bowl = length === 1 && ZH_BOWLS.test(hit.measure) && ZH_FOOD.has(noun);
        if ((length < 2 && !bowl) || length > 6) continue;
        // A verb before a count is read by the count (`买了两个`).
        if (hit.kind === 'verb' && /^[一二两三四五六七八九十几半\d个]/u.test(noun)) continue;
        // After a verb with no measure word, the thing must end its clause (`收到红包`), or it runs into what followed.
        if (hit.kind === 'verb' && !/^(了|啦|呀|的)?$/u.test(rest)) continue;
        if (!bowl && vagueChinese(noun)) continue;
        // People are told by name and relation, never here; a thing the story tells already is left out by the story.
        if (readText([noun], 'zh').people.length > 0) continue;
        if (nouns.some((one) => one.includes(noun) || noun.includes(one))) continue;
        // `5本绘本`: a number is told as a word, up to ten.
        const count = /^\d+$/u.test(hit.count) ? ZH_DIGITS[Number(hit.count)] : hit.count;
        if (count === undefined) continue;
        nouns.push(noun);
        // One of a thing is told by the thing (`兔子灯`); two bowls or half a packet say more (`两碗饭`, `半包奥利奥`).
        const one = count === '一' && !/^[大小]/u.test(hit.measure);
        found.push(
          hit.kind === 'of' ? `${hit.lead}${noun}` : one || count === '' ? noun : `${count}${hit.measure}${noun}`,
        );
      }
    }
  }
  return found.slice(0, most);
}

/** The thing itself of a Chinese detail, without its count (`一串香蕉`: `香蕉`), to see whether a story tells it. */
export function chineseThing(detail: string): string {
  return detail
    .replace(new RegExp(`^([一二两三四五六七八九十半]|\\d{1,2})[大小]?(${ZH_MEASURES})`, 'u'), '')
    .replace(/^.*的/u, '')
    .replace(/^小/u, '');
}
