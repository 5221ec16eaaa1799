import { PT_SHORTHAND } from '../packs/pt.ts';
import type { RetellContext, Reteller } from './types.ts';
import { capital, ended, hasWordStart, keyWords, namedAsides, tidy, withoutQuotes, wordSet } from './words.ts';

/**
 * Portuguese, as parents in Brazil and in Portugal write it: often without a subject (`chorou mto qdo eu sai`,
 * `levantou-se logo`), in lower case, in shorthand (`hj`, `dps`, `mto`, `c`, `tá`), with chat (`kkk`, `rs`, `!!`,
 * emoji). The story tells its day in the pretérito perfeito, so a clause is told with the hero as its subject and its
 * present said as the past (`tá toda boba`: `O Elefantinho estava todo bobo.`), the words about the child agreeing with the hero (`toda orgulhosa` for `a Raposinha`, `todo orgulhoso` for `o Ursinho`).
 * The parent's `nós` and `a gente` are the hero and the family, `o meu colo` the lap the hero sat on; a clause the
 * parent says of themselves (`eu`, `fiquei`, `expliquei`) is left out, and so is one of what someone said.
 */

type R = { name: string; bare: string; fem: boolean; plural: boolean };

const STOP = wordSet(`
  para pela pelo pelos pelas como mais muito muita muitos muitas depois quando porque hoje ainda também tudo toda
  todo todos todas esta este isso isto aquele aquela dele dela deles delas nossa nosso minha meus minhas estava
  estavam ficou ficaram tinha teve foram fomos fizemos fazer disse logo assim mesmo onde então agora sempre nunca
  outra outro vezes numa num dentro antes durante desde até sobre entre cada algum alguma coisa coisas gente
  aqui daquelas daqueles inteiro inteira começo início quis queria padrinho madrinha primo prima primos primas
  vovó vovô avós irmã irmão irmãzinha irmãozinho mamãe papai mamã papá connosco conosco comigo
  passeio passeios passeata
  manhã manhãzinha tarde tardinha noite noitinha
`);

/** Shorthand and missing accents, said out in full (`dps`: `depois`, `nao`: `não`). */
const SPELLING: Record<string, string> = {
  ...PT_SHORTHAND,
  mt: 'muito',
  miudos: 'miúdos',
  miudas: 'miúdas',
  // Accents a parent typing fast leaves out (`DIA HISTORICO`, `no inicio`).
  historico: 'histórico',
  historica: 'histórica',
  inicio: 'início',
  // `andar de pônei`: Brazil's spelling, as Portugal writes it.
  pônei: 'pónei',
  // `deixei o abajur ligado`, `cabaninha com os lençois`: Brazil's bedside lamp as Portugal says it, an accent left out.
  abajur: 'candeeiro',
  abajures: 'candeeiros',
  lençois: 'lençóis',
  lencois: 'lençóis',
  pôneis: 'póneis',
  // `achou embaixo do banco`: Brazil's `underneath`, as Portugal says it.
  embaixo: 'debaixo',
  // Brazil's words and spellings, as the story (told as Portugal tells it) says them.
  bike: 'bicicleta',
  bikes: 'bicicletas',
  bebê: 'bebé',
  bebês: 'bebés',
  video: 'vídeo',
  videos: 'vídeos',
  lapis: 'lápis',
  dalmata: 'dálmata',
  dalmatas: 'dálmatas',
  // Accents a phone keyboard left out.
  condominio: 'condomínio',
  predio: 'prédio',
  balanço: 'baloiço',
  // Chickenpox as Portugal calls it; a hurt as a three-year-old says it in Portugal.
  catapora: 'varicela',
  dodói: 'dói-dói',
  dodoi: 'dói-dói',
  mts: 'muitas',
  // `voltamos la e nada`, `estava la`: the place word, its accent left out (`la` is no word of Portuguese alone).
  la: 'lá',
  sitio: 'sítio',
  gemeos: 'gémeos',
  gemeas: 'gémeas',
  acucar: 'açúcar',
  açucar: 'açúcar',
  pe: 'pé',
  msg: 'mensagem',
  min: 'minutos',
  pros: 'para os',
  p: 'para',
  nao: 'não',
  leaozinho: 'leãozinho',
  leaozinha: 'leãozinha',
  audio: 'áudio',
  audios: 'áudios',
  picole: 'picolé',
  ja: 'já',
  tá: 'está',
  ta: 'está',
  tava: 'estava',
  tavam: 'estavam',
  tô: 'estou',
  to: 'estou',
  vc: 'você',
  ai: 'aí',
  so: 'só',
  saida: 'saída',
  impossivel: 'impossível',
  voce: 'você',
  tambem: 'também',
  ate: 'até',
  entao: 'então',
  cafe: 'café',
  otimo: 'ótimo',
  // `catando conchinha`: Brazil's picking up, as Portugal says it (`a apanhar conchinhas`).
  catando: 'apanhando',
  catou: 'apanhou',
  catar: 'apanhar',
  catamos: 'apanhamos',
  // Brazil's bus, as Portugal says it (`voltamos de ônibus`: `voltaram de autocarro`).
  onibus: 'autocarro',
  ônibus: 'autocarro',
  busão: 'autocarro',
  musica: 'música',
  // `chamou ele pra pular`: Brazil's jumping, as Portugal says it (`para saltar`); `lindona`, chat's `lovely`.
  pular: 'saltar',
  pulando: 'saltando',
  pulou: 'saltou',
  pularam: 'saltaram',
  pulava: 'saltava',
  lindona: 'linda',
  lindão: 'lindo',
  historia: 'história',
  aniversario: 'aniversário',
  tres: 'três',
  ultimo: 'último',
  ultima: 'última',
  irmao: 'irmão',
  irmaos: 'irmãos',
  irma: 'irmã',
  irmas: 'irmãs',
  mae: 'mãe',
  maes: 'mães',
  pao: 'pão',
  cao: 'cão',
  caes: 'cães',
  balao: 'balão',
  baloes: 'balões',
  aviao: 'avião',
  camiao: 'camião',
  caminhão: 'camião',
  caminhao: 'camião',
  tdo: 'todo',
  tds: 'todos',
  feijao: 'feijão',
  coracao: 'coração',
  agua: 'água',
  familia: 'família',
  ferias: 'férias',
  historias: 'histórias',
  musicas: 'músicas',
  arvore: 'árvore',
  arvores: 'árvores',
  passaro: 'pássaro',
  passaros: 'pássaros',
  lagrimas: 'lágrimas',
  sabado: 'sábado',
  // `o mercado do bolhão`: Porto's market, by its name.
  bolhão: 'Bolhão',
  bolhao: 'Bolhão',
  // `iamos ao zoo`: the imperfect's accent, or it reads as no verb at all.
  iamos: 'íamos',
  medico: 'médico',
  medica: 'médica',
  construiram: 'construíram',
  construimos: 'construímos',
  // `niver do primo`: Brazil's birthday, said in full.
  niver: 'aniversário',
  tunel: 'túnel',
  tuneis: 'túneis',
  telemovel: 'telemóvel',
  telemoveis: 'telemóveis',
  portao: 'portão',
  amendoa: 'amêndoa',
  amendoas: 'amêndoas',
  pascoa: 'Páscoa',
  atras: 'atrás',
  // `o fogo de artificio`: the fireworks, with their accent.
  artificio: 'artifício',
  artificios: 'artifícios',
  // `fomos às fontainhas`: Porto's São João hill, by its name.
  fontainhas: 'Fontainhas',
  // Towns typed in lower case (`a romaria em viana`), named as a book names them.
  ...Object.fromEntries(
    [
      'Viana',
      'Braga',
      'Coimbra',
      'Lisboa',
      'Aveiro',
      'Leiria',
      'Guimarães',
      'Setúbal',
      'Évora',
      'Recife',
      'Curitiba',
      'Manaus',
      'Sintra',
      'Cascais',
    ].flatMap((town) => {
      const lower = town.toLowerCase();
      return [lower, lower.normalize('NFD').replace(/\p{M}/gu, '')].map((typed) => [typed, town]);
    }),
  ),
  // The big cities as Brazil's parents type them (`ficou a semana em sp a trabalho`).
  sp: 'São Paulo',
  rj: 'Rio de Janeiro',
  // `3o dia`, `2ª vez`: an ordinal typed with its number, said as its word.
  ...Object.fromEntries(
    ['segund', 'terceir', 'quart', 'quint', 'sext', 'sétim', 'oitav', 'non', 'décim'].flatMap((stem, index) =>
      [
        ['o', 'o'],
        ['º', 'o'],
        ['a', 'a'],
        ['ª', 'a'],
      ].map(([typed, ending]) => [`${index + 2}${typed}`, `${stem}${ending}`]),
    ),
  ),
  // `amou`: Brazil's `loved it`, said as both countries say it of a day's thing.
  amou: 'adorou',
  ca: 'cá',
  ciumes: 'ciúmes',
  ciume: 'ciúme',
  ciumento: 'ciumento',
  ninguem: 'ninguém',
  alguem: 'alguém',
  // Words a hurried keyboard types without their accents (`saltar do sofa`, `nas urgencias`, `um tubarao`).
  sofa: 'sofá',
  sofas: 'sofás',
  urgencia: 'urgência',
  urgencias: 'urgências',
  heroi: 'herói',
  herois: 'heróis',
  heroina: 'heroína',
  tubarao: 'tubarão',
  tubaroes: 'tubarões',
  amanha: 'amanhã',
  leao: 'leão',
  leoes: 'leões',
  palhaco: 'palhaço',
  palhacos: 'palhaços',
  algodao: 'algodão',
  natacao: 'natação',
  apresentacao: 'apresentação',
  cancao: 'canção',
  cancoes: 'canções',
  braco: 'braço',
  bracos: 'braços',
  cabeca: 'cabeça',
  maos: 'mãos',
  crianca: 'criança',
  criancas: 'crianças',
  facil: 'fácil',
  dificil: 'difícil',
  proxima: 'próxima',
  proximo: 'próximo',
  ceu: 'céu',
  otima: 'ótima',
  // Lisbon's children's hospital by its name (`nas urgencias da estefania`).
  estefania: 'Estefânia',
  estefânia: 'Estefânia',
  aliancas: 'alianças',
  alianca: 'aliança',
  // A doll by its brand, with its capital (`mexer nas barbies`).
  barbie: 'Barbie',
  barbies: 'Barbies',
  // Names a phone's keyboard types without their accents (`tia ines`, `prof andre`): no other word is spelled so.
  ines: 'Inês',
  andre: 'André',
  joao: 'João',
  simao: 'Simão',
  sebastiao: 'Sebastião',
  antonio: 'António',
  jose: 'José',
  monica: 'Mónica',
  barbara: 'Bárbara',
  lucia: 'Lúcia',
  angela: 'Ângela',
  conceicao: 'Conceição',
  leticia: 'Letícia',
  vitoria: 'Vitória',
  matias: 'Matias',
  tomas: 'Tomás',
  armario: 'armário',
  armarios: 'armários',
  saude: 'saúde',
  veterinario: 'veterinário',
  veterinaria: 'veterinária',
  tenis: 'ténis',
  calendario: 'calendário',
  calendarios: 'calendários',
  tênis: 'ténis',
};

/** Articles and the like, before which `a tarde` is no time of day. */
const ARTICLES = wordSet('o a os as um uma toda todo esta essa');

/** Small numbers said as words, as a story reads them aloud (`2 livros`: `dois livros`). */
const NUMBERS = ['zero', 'um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez'];

const TEENS = ['onze', 'doze', 'treze', 'catorze', 'quinze', 'dezasseis', 'dezassete', 'dezoito', 'dezanove'];
const TENS = ['', '', 'vinte', 'trinta', 'quarenta', 'cinquenta', 'sessenta', 'setenta', 'oitenta', 'noventa'];

/** A number up to a hundred as a story reads it aloud (`90`: `noventa`, `85`: `oitenta e cinco`). */
/** The child's words as said: without their end mark, shorthand said out in full (`vc trouxe` is `você trouxe`). */
function wordsSaid(words: string): string {
  return words
    .trim()
    .replace(/[.!?]+$/u, '')
    .replace(/(?<![\p{L}\p{N}-])\p{L}+(?![\p{L}\p{N}])/gu, (word) => SPELLING[word.toLowerCase()] ?? word);
}

function numberWord(number: number): string | undefined {
  if (number <= 10) return NUMBERS[number];
  if (number < 20) return TEENS[number - 11];
  if (number === 100) return 'cem';
  if (number > 100) return undefined;
  const tens = TENS[Math.floor(number / 10)] ?? '';
  const ones = number % 10;
  return ones === 0 ? tens : `${tens} e ${NUMBERS[ones]}`;
}

/** Kin words a name may follow in lower case (`a prima bia`, `o avô zeca`). */
const KIN =
  'prima|primo|tia|tio|titia|titio|avô|avó|madrinha|padrinho|amigo|amiga|amiguinho|amiguinha|vizinho|vizinha|irmã|irmão|mana|mano';
/** Words after a kin word that are no name (`a prima pequena`, `o avô fosse`). */
const NOT_NAMES = wordSet(`
  pequena pequeno pequenina pequenino nova novo velha velho mais querida querido toda todo mesma mesmo dela dele
  nossa nosso deles delas que e ou também lá cá aqui ali foi fosse era estava tinha está
  bebé bebê bebe bebezinho bebezinha nenê nene neném nenem caçula caçulinha gémeo gêmeo gémea gêmea gémeos gêmeos
`);

/**
 * `a prima bia dormiu cá`, `o avô zeca veio`: a name the parent typed in lower case, given its capital when a verb or
 * the clause's end follows it, so it reads as a name and not as a word.
 */
function kinNames(text: string): string {
  return text.replace(
    new RegExp(`(?<![\\p{L}])(${KIN}) (\\p{Ll}{2,10})(?=([,.]|$| (\\p{L}+)))`, 'gu'),
    (whole, kin: string, word: string, _after: string, next?: string) => {
      const name = !(
        NOT_NAMES.has(word) ||
        STOP.has(word) ||
        ADVERBS.has(word) ||
        PREPOSITIONS.has(word) ||
        ARTICLES.has(word) ||
        isVerb(word)
      );
      return name && (next === undefined || isVerb(next)) ? `${kin} ${capital(word)}` : whole;
    },
  );
}

/** The parent's laughter and asides, left out. */
const CHAT =
  /(?<![\p{L}])(k{3,}|(?:ha|he|hi|ka|rs){2,}h?|(?:ah|eh|ih){2,}a?|rs|lol|aff|afe|enfim|bah|tchê|oxe|oxente|vixe|eita|uai|sô|visse|coitad(?:inh|it)[oa]s?|tadinh[oa]s?|sério|juro)(?![\p{L}])/giu;

/**
 * The parent's laughter where a full stop would be (`martelava a cabeça de toda a gente ahah comeu sardinha`): the end
 * of a sentence.
 */
// (`abriu o berreiro kkk, a mãe da Lara deu outro`: with the comma after it too; the laugh ends the sentence.)
const LAUGH_BREAK = /\s(?:k{3,}|(?:ha|he|hi){2,}h?|(?:ah|eh|ih){2,}a?|(?:rs){1,}|lol),?(?=\s+\p{L})/giu;

/** `…, só quando o Davi chamou ele pra pular`: what ended a shy or cross moment, said after a comma. */
const ONLY_WHEN_NEXT = /^(?:só|so)\s+(?:quando|qdo|qnd|qndo|depois que|depois q|dps q|dps que)\s/iu;

/**
 * `só quando o Davi chamou ele pra pular na cama elástica que se soltou`: what happened, and what the child did only
 * then (`que se soltou`, `aí foi brincar`).
 */
const ONLY_WHEN =
  /^(?:e\s+)?(?:só|so)\s+(?:quando|qdo|qnd|qndo|depois que|depois q|dps q|dps que)\s+(.+?)(?:\s+(?:é que|e que|que|q|e aí|e ai|aí|ai)\s+((?:se\s+)?\p{L}+(?:\s+(?:a brincar|brincar|com (?:os|as) outr[oa]s|bem|melhor))?))?(?:\s+(?:k{2,}|(?:ha){2,}|rs+))*[!.]*$/iu;

/** A retold sentence as the inside of another: its subject the hero's dropped, its pronoun before the verb. */
function inside(told: string, context: RetellContext): string {
  const hero = (context.hero as R).name;
  let text = told.replace(/\.$/u, '');
  if (text.toLowerCase().startsWith(`${hero.toLowerCase()} `)) text = text.slice(hero.length + 1);
  else if (/^(?:O|A|Os|As) \p{L}/u.test(text)) text = `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  // (`o Davi chamou-o`: after `quando` and `é que`, the pronoun comes before the verb: `o Davi o chamou`.)
  return text.replace(
    /(?<![\p{L}-])(\p{L}+(?:ou|eu|iu|ez|ram|ava|ia|ve|ôs|is))-(o|a|os|as|lhe|lhes|me|nos|se)(?![\p{L}])/u,
    '$2 $1',
  );
}

/** The parent's present, as the story's past (`tá`, `fica`, `diz`). */
const PAST: Record<string, string> = {
  está: 'estava',
  estão: 'estavam',
  fica: 'ficou',
  ficam: 'ficaram',
  diz: 'disse',
  ama: 'adorava',
  adora: 'adorava',
  gosta: 'gostava',
  quer: 'queria',
  tem: 'tinha',
  é: 'era',
  faz: 'fazia',
  dorme: 'dormia',
  sabe: 'sabia',
  pode: 'podia',
  anda: 'andava',
  chora: 'chorava',
  brinca: 'brincava',
  continua: 'continuava',
  vira: 'virou',
};

/** A made-up game named by what it says (`o jogo do chão é lava`, `brincar de o chão é lava`), kept as said. */
const GAME_NAME =
  /(?<![\p{L}])(?:(?:jogo|jogos|brincadeira) d[oa]|brincar d[eoa]|brincaram d[eoa]|brincou d[eoa]|brincámos d[eoa]|brincamos d[eoa]|de o)(?: \p{L}+){1,3} é(?![\p{L}])/iu;

/** Verbs the parent begins a clause with that no ending shows (`fez`, `foi`, `quis`, `deu`). */
const IRREGULAR = wordSet(`
  fez foi teve deu disse viu pôs quis veio esteve trouxe soube pôde houve ia vinha tinha queria ria sorria dizia
  fazia podia sabia via comia dormia corria pedia parecia era estava ficava andava adorava gostava chorava brincava
  continuava amanheceu leu riu tá tava está tinham estavam eram faziam queriam podiam iam vinham
  conseguia conseguiam sentia sentiam percebia entendia mexia subia saía cabia batia aparecia acontecia
`);

/** Words whose ending looks like a verb's but are not verbs. */
const NOT_VERBS = wordSet(`
  meu seu teu céu chapéu museu pneu troféu véu ilhéu mausoléu fogaréu adeus eu sou vou estou dou
`);

/** Words that end like Brazil's gerund (`-ando`, `-endo`, `-indo`) but are none. */
const NOT_GERUNDS = wordSet(`
  quando lindo linda bando comando brando mando tremendo estupendo horrendo remendo vindo dividendo memorando
  contrabando desmando nefando adendo berlindo findo
`);

/** Words that begin a predicate before its verb (`quase não comeu`, `já ria`). */
const ADVERBS = wordSet('só já ja quase não nao nem ainda também logo até sempre nunca mal bem');

/** Present verbs of a new skill after `já` that end in no `-e` or `-a` after a consonant (`já sabe`, `já diz`). */
const SKILL = wordSet('diz faz sabe consegue vai põe pede lê vê dá sobe');

/** Whether the words tell a new skill: `já` and a present verb (`já mete a cara na água`, `já nada sozinho`). */
function newSkill(words: string[], at: number): boolean {
  const verb = (words[at] ?? '').toLowerCase();
  return (
    at === 1 &&
    /^(?:já|ja)$/u.test((words[0] ?? '').toLowerCase()) &&
    words.length > at + 1 &&
    (SKILL.has(verb) || /^\p{L}{2,}[^aeiouãõ\s][ea]$/u.test(verb)) &&
    !/^(?:casa|hora|tarde|noite|vez|era|esta|cama|sopa|água)$/u.test(verb)
  );
}

/** Clause openers that only join it to the last (`e`, `mas`, `dps`, `aí`). */
const OPENERS =
  /^(?:e|mas|depois(?!\s+(?:do|da|dos|das|de|disso)\s)|então|entao|aí|daí|também|entretanto|porém|enfim|ah|bem|bom|afinal|e depois|e aí|mas depois)\s+/iu;

/** Prepositions, with their contractions, that begin a phrase of place or time before the verb. */
const PREPOSITIONS = wordSet(`
  no na nos nas ao à aos às do da dos das de em pelo pela com sem para por num numa depois antes durante
  hoje ontem
`);

/** A word that reads as a verb of the day: past, imperfect, or one of the irregular ones. */
function isVerb(raw: string): boolean {
  const [word = '', after] = raw.toLowerCase().split('-');
  // `lava-rápido`, `guarda-chuva`: a compound noun, not a verb with its pronoun (`levantou-se`, `deu-lhe`).
  if (after !== undefined && !/^(o|a|os|as|lhe|lhes|se|me|te|nos|vos|no|na|nos|nas|lo|la|los|las)$/u.test(after)) {
    return false;
  }
  if (NOT_VERBS.has(word)) return false;
  if (IRREGULAR.has(word)) return true;
  return [...word].length > 3 && /(ou|eu|iu|ram|ava|avam)$/u.test(word);
}

/** The parent's `nos` (`a avó nos levou`, `nos deu`): before a verb or at the end, never `in the` (`nos baloiços`). */
function ourNos(text: string): boolean {
  return [...text.matchAll(/(?<![\p{L}-])nos(?![\p{L}-])\s*([\p{L}-]*)/giu)].some(
    ([, next = '']) =>
      next === '' || isVerb(next) || /^(?:dá|da|dão|deu|deram|fez|foi|vai|viu|tem|trouxe|leva|ajuda|faz)$/iu.test(next),
  );
}

/**
 * The parent speaking of themselves: `eu`, a first person's past (`guardei`, `enchi`) or present (`acho`). A short word
 * in `-ei` is no verb of theirs (`bolo-rei`, `a lei`), nor is a pony or a game (`o pónei`, `hóquei`).
 */
const FIRST_PERSON =
  /(?<![\p{L}])(?!(?:pónei|pônei|hóquei|jóquei)(?![\p{L}]))(eu|acho|achei|fiz|fui|tive|vi|dei|estou|sou|tenho|vou|consegui|enchi|saí|sai|comi|pedi|dormi|perdi|bebi|corri|subi|abri|senti|decidi|esqueci|conheci|ouvi|sei|mim|\p{L}{2,}ei)(?![\p{L}-])/iu;

/** A verb of the parent's own (`fiquei`, `enchi`), which begins a clause of theirs (left out) after a comma. */
// (`aqueci-lhe as mãos`, `sentei-me com ele`: the verb with its pronoun is theirs too.)
const isParents = (word: string) => {
  const bare = word.replace(/-(?:lhe|me|o|a)$/iu, '');
  return (
    /^(\p{L}{2,}ei|fiz|fui|tive|dei|pus|enchi|consegui|comprei|perdi|pedi|decidi|esqueci|aqueci|cobri|embrulhei)$/iu.test(
      bare,
    ) && !/^(?:lei|pónei|pônei|hóquei|jóquei)$/iu.test(bare)
  );
};

/** Someone's words in quotes, or a verb of saying at the clause's end: told by the story's own lines for words. */
const SAID = /['‘’"“”«»]|\b(disse|falou|perguntou|gritava|gritou|dizia)\s*$/iu;

/** Words ending like the parent's `nós` verbs that are not verbs, or not of the day. */
const NOT_OURS = wordSet('primos ramos mimos amos temos vamos somos estamos mesmos');

/** The parent's `nós` verbs, said of the hero and the family (`fomos`: `foram`, `fizemos`: `fizeram`). */
function theirs(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (NOT_OURS.has(lower)) return undefined;
  if (lower === 'fomos') return 'foram';
  // The imperfect keeps its tense: `voltávamos` is `voltavam`, `íamos` is `iam`, `éramos` is `eram`.
  if (/ávamos$/u.test(lower)) return lower.replace(/ávamos$/u, 'avam');
  if (/íamos$/u.test(lower)) return lower.replace(/íamos$/u, 'iam');
  if (/(?:éramos|ínhamos)$/u.test(lower))
    return lower.replace(/(?:éramos|ínhamos)$/u, (end) => (end === 'éramos' ? 'eram' : 'inham'));
  if (/(?:ámos|amos)$/u.test(lower)) return lower.replace(/(?:ámos|amos)$/u, 'aram');
  if (/(?:êmos|emos)$/u.test(lower)) return lower.replace(/(?:êmos|emos)$/u, 'eram');
  if (/[ií]mos$/u.test(lower)) return lower.replace(/([ií])mos$/u, '$1ram');
  return undefined;
}

/** A third person's past said of more than one (`a gente foi`: `foram`). */
function plural(word: string): string | undefined {
  const lower = word.toLowerCase();
  const irregular: Record<string, string> = {
    foi: 'foram',
    fez: 'fizeram',
    teve: 'tiveram',
    deu: 'deram',
    viu: 'viram',
    pôs: 'puseram',
    quis: 'quiseram',
    veio: 'vieram',
    esteve: 'estiveram',
    estava: 'estavam',
    ficou: 'ficaram',
  };
  if (irregular[lower]) return irregular[lower];
  if (/ou$/u.test(lower)) return lower.replace(/ou$/u, 'aram');
  if (/eu$/u.test(lower)) return lower.replace(/eu$/u, 'eram');
  if (/iu$/u.test(lower)) return lower.replace(/iu$/u, 'iram');
  if (/ava$/u.test(lower)) return `${lower}m`;
  return undefined;
}

/** A preposition and the article after it made one word, as Portuguese writes them (`em a`: `na`, `a o`: `ao`). */
function contract(text: string): string {
  const pairs: Record<string, string> = {
    'de o': 'do',
    'de a': 'da',
    'de os': 'dos',
    'de as': 'das',
    'em o': 'no',
    'em a': 'na',
    'em os': 'nos',
    'em as': 'nas',
    'em um': 'num',
    'em uma': 'numa',
    'a o': 'ao',
    'a a': 'à',
    'a os': 'aos',
    'a as': 'às',
    'por o': 'pelo',
    'por a': 'pela',
  };
  // `ensinou-a a andar`: a pronoun after its verb's hyphen is no preposition.
  return text.replace(/(?<![\p{L}-])(de|em|a|por) (o|a|os|as|um|uma)(?![\p{L}])/gu, (pair) => pairs[pair] ?? pair);
}

/** Words that tell how the child was or sat, agreeing with the hero wherever they stand (`agarrada`, `sozinho`). */
const AGREES =
  /^(sozinh|séri|seri|seriinh|cansad|content|quiet|calad|zangad|bob|bab|tristonh|manhos|sonolent|animad|orgulhos|envergonhad|assustad|emburrad|agarrad|abraçad|sentad|sentadinh|grudad|colad|escondid|deitad|fantasiad|mascarad|encantad|empolgad|nervos|medros|corajos|vaidos|molhad|suad|enrolad|aninhad|encolhid|apaixonad|fascinad|maravilhad|espantad|chatead|amuad|mimad|agitad|ocupad|atent|curios|rabugent|birrent|dengos|carinhos|teimos|exaust|esgotad|acordad|adormecid|pensativ|tímid|caladinh|quietinh|aborrecid|entusiasmad|felizard|pasmad|preocupad|ansios|impressionad|doent|doentinh|constipad|constipadinh|gripad|gripadinh|resfriad|resfriadinh|enjoad|enjoadinh|abatid|abatidinh|molinh|ranhos|ranhosinh|febril|pálid|suj|sujinh|lambuzad|imund|encharcad|melad|descalç|despentead|ótim|otim|tristinh|cansadinh|molhadinh|contentinh|quentinh|aflit|aflitinh|apavorad|enciumad|ciument)(o|a)(s?)$/u;

/** Words the same for a girl and a boy, after which `todo` still tells of the hero (`veio todo contente`). */
const SAME_BOTH = /^(contente|feliz|alegre|triste|sorridente|valente|quente|doente|felizinh[oa])[,.]?$/u;

/** A while or a place whose whole `todo` or `toda` right after it tells (`a tarde toda`, `o dia todo`). */
const WHOLE_WHILE: Record<string, ReadonlySet<string>> = {
  a: wordSet('tarde manhã manha noite semana viagem festa praia hora'),
  o: wordSet('dia caminho passeio carro jantar almoço banho tempo recreio'),
};

/** The words that tell of the hero agree with its gender (`toda orgulhosa` for `o Ursinho`: `todo orgulhoso`). */
function agree(text: string, hero: R): string {
  const end = hero.fem ? 'a' : 'o';
  // `morta de cansada`, `mortinho de sono`: worn out, said of the hero too (`morto de cansado`).
  const worn = text.replace(
    /(?<![\p{L}])(mort|mortinh)[oa](s?) de (?=cansad|sono|fome|sede|saudade|rir|vontade|calor|frio|medo)/giu,
    (_whole, stem: string, many: string) => `${stem}${end}${hero.plural ? 's' : many} de `,
  );
  // `ficou todo branco de farinha`: covered in a colour, said of the hero (`toda branca` for `a Raposinha`).
  const covered = worn.replace(
    /(?<=(?<![\p{L}])(?:ficou|ficava|estava|veio|chegou) )(tod|todinh)[oa](s?) (branc|pret|vermelh|amarel|roxinh|azulad)[oa](s?)(?![\p{L}])/gu,
    (_whole, all: string, many: string, colour: string) => {
      const number = hero.plural ? 's' : many;
      return `${all}${end}${number} ${colour}${end}${number}`;
    },
  );
  const words = covered.split(' ');
  return words
    .map((word, index) => {
      const bare = word.replace(/[,.]$/u, '');
      const mark = word.slice(bare.length);
      const match = AGREES.exec(bare.toLowerCase()) ?? /^(tod|todinh)(o|a)(s?)$/u.exec(bare.toLowerCase());
      if (!match) return word;
      // `brincou às escondidas`: after `às`, `aos`, a game's name, never a word of the hero.
      if (/^(às|aos)$/u.test((words[index - 1] ?? '').toLowerCase())) return word;
      // `tinha acordado`, `tinha sonhado`: a participle after `ter` never agrees.
      if (/^(tinha|tinham|tem|têm|teria)$/u.test((words[index - 1] ?? '').toLowerCase())) return word;
      // `dormiu a tarde toda abraçada ao ursinho`: `toda` after a while of its own gender is that while's whole.
      if (
        match[1] === 'tod' &&
        match[3] === '' &&
        WHOLE_WHILE[match[2] ?? '']?.has((words[index - 1] ?? '').toLowerCase())
      ) {
        return word;
      }
      // `dormiu no regresso a casa toda melada`: `toda` goes with the word after it, which tells of the hero (`todo
      // melado`), never left as `toda melado`.
      const after = (words[index + 1] ?? '').replace(/[,.]$/u, '').toLowerCase();
      // (`comeu a sopa toda sozinho`: a word after it of the other gender tells of the hero alone, and `toda` of the
      // thing before it.)
      if (
        match[1] === 'tod' &&
        AGREES.test(after) &&
        !/^(o|a|os|as|um|uma)$/u.test((words[index - 1] ?? '').toLowerCase()) &&
        !(/[oa]s?$/u.test(after) && after.replace(/s$/u, '').slice(-1) !== match[2])
      ) {
        return `${match[1]}${end}${hero.plural ? 's' : match[3]}${mark}`;
      }
      // `levou o paninho molhado`: after an article and its noun, the word tells of that thing, not of the hero; unless
      // their numbers differ (`quis partir os ovos sozinha`: one, after many, tells of the hero).
      const article = (words[index - 2] ?? '').toLowerCase();
      if (
        /^(o|a|os|as|um|uma)$/u.test(article) &&
        !isVerb(words[index - 1] ?? '') &&
        (/s$/u.test(article) === (match[3] === 's') || hero.plural)
      ) {
        return word;
      }
      // `a ver desenhos animados`: many of a word right after a noun of many, of its own ending, tells of that thing.
      const noun = (words[index - 1] ?? '').toLowerCase();
      if (
        !hero.plural &&
        match[1] !== 'tod' &&
        match[3] === 's' &&
        noun.endsWith(`${match[2]}s`) &&
        !isVerb(noun) &&
        !/^(os|as|uns|umas|todos|todas|dois|duas)$/u.test(noun)
      ) {
        return word;
      }
      // `um desenho todo rabiscado`, `todo o dia`: `todo` tells of the hero only after its verb.
      // (`sujou-se todinha de azul`: `todinho` right after its verb always tells of the hero.)
      if (match[1] === 'todinh' && !isVerb(words[index - 1] ?? '')) return word;
      if (match[1] === 'tod') {
        const before = (words[index - 1] ?? '').toLowerCase();
        const next = words[index + 1] ?? '';
        if (
          !(isVerb(before) || /^(ficou|estava|era|e|ficar|estar|ser)$/u.test(before)) ||
          !(AGREES.test(next.toLowerCase()) || SAME_BOTH.test(next.toLowerCase()))
        ) {
          return word;
        }
      }
      return `${match[1]}${end}${hero.plural ? 's' : match[3]}${mark}`;
    })
    .join(' ');
}

/** Words that draw the object pronoun before the verb in Portugal and in writing (`não o largou`, `já a abraçou`). */
const PROCLITIC = wordSet('não nunca nem já também só sempre ainda que quem quando porque onde tanto bem mal');

/**
 * Places, cartoons and football clubs parents write in lower case, as the story spells them (`lisboa`: `Lisboa`,
 * `frozen`: `Frozen`, `a bola do benfica`: `Benfica`).
 */
const PLACE_NAMES = new Map(
  `
  Portugal Brasil Espanha França Inglaterra Londres Paris Madrid Roma Itália Suíça Alemanha Luxemburgo Angola
  Moçambique Cabo-Verde Lisboa Coimbra Braga Aveiro Viseu Leiria Faro Évora Setúbal Sintra Cascais Algarve Alentejo
  Baixa Açores Nazaré Ericeira Guimarães Óbidos Fátima Amazónia Amazônia Bahia Salvador Recife Fortaleza Curitiba
  Alfama Mouraria Tejo Douro Mondego Funchal Carris BH Porto Olinda Floripa Florianópolis Brasília Goiânia Manaus Belém Natal Cuiabá Campinas Santos Niterói Gramado Minas Pernambuco Pirenópolis Goiás
  Disney Orlando Europa África Frozen Bluey Bingo Peppa Mickey Minnie Elsa Olaf Moana Stitch Simba Dory Pocoyo
  Cocomelon Masha Batman Homem-Aranha Spiderman Pikachu Kinder Noddy Ruca
  Benfica Sporting Flamengo Corinthians Palmeiras Fluminense Botafogo Grêmio Cruzeiro
`
    .trim()
    .split(/\s+/u)
    .flatMap((name) => {
      const lower = name.toLocaleLowerCase('pt');
      // `obidos`, `evora`: typed without the accent, still the place (`franca` is a word too).
      const bare = lower.normalize('NFD').replace(/\p{M}/gu, '');
      return bare === lower || bare === 'franca'
        ? [[lower, name] as const]
        : [[lower, name] as const, [bare, name] as const];
    }),
);
/** Of these, the ones that are words too: capitalised only after `em`, `de` or `a` (`em natal`, `da bahia`). */
const PLACE_WORDS = wordSet('natal santos salvador minas fátima fatima belém belem bingo baixa porto');

/** Words after `pra` that take no article (`pra casa`, `pra fora`, `pra ela`). */
const PRA_BARE = wordSet(
  'a casa fora cima agora nada ela essa esta aquela toda cada outra alguma nenhuma uma minha sua tua nossa tanta qualquer mesma lá cá',
);

/** Places that are `a` without ending in it (`pra creche`: `para a creche`). */
const PRA_SHE = wordSet('creche árvore arvore ponte neve torre');

/** The parent's words, cleaned: asides, chat and emoji out, shorthand said in full, small numbers as words. */
/** Marks whom a hug went to (`nela`: `a ela`) until `retell` knows the one person of the day it can name. */
const HUGGED = 'a·';

/** The first word of a shouted call, before the one called (`volta, balão`, `anda, mãe`). */
const SHOUTED_CALL = wordSet('volta vem anda espera olha fica sai dá da para pára socorro adeus');

/** A grandparent after `pra`, with the article Portugal puts before it. */
const BARE_KIN: Record<string, string> = { vovó: 'a avó', vovô: 'o avô' };

/** Whom the child called, as a Portuguese book spells the call (`mamãe`: `mamã`). */
const CALLED_AS: Record<string, string> = { mamãe: 'mamã', mamae: 'mamã', papai: 'papá', vovó: 'avó', vovô: 'avô' };

function clean(clause: string): string {
  let text = clause
    .replace(/\([^)]*\)/gu, ' ')
    .replace(/[:;]-?[()DPp]/gu, ' ')
    .replace(/\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|[\u{1F3FB}-\u{1F3FF}]/gu, ' ')
    .replace(/[!?]+/gu, ' ')
    .replace(CHAT, ' ');
  // `passado um bocado parou`: a while after, said as the story sets its time (`Depois de um bocado, …`).
  text = text.replace(
    /(?<![\p{L}])(?:passado|passados|passada) (um bocado|um bocadinho|um tempo|um tempinho|uns minutos|pouco tempo)(?![\p{L}])/giu,
    'depois de $1',
  );
  // `esqueceu o Bubu no autocarro quando voltávamos da creche`: the family's way home, said of them (`, quando
  // voltavam`).
  text = text.replace(
    /(?<=\p{L})\s+(quando|qdo|qd|qnd|qndo) (\p{L}+(?:ávamos|íamos|éramos))(?![\p{L}])/giu,
    (_whole, _when: string, verb: string) => `, quando ${theirs(verb) ?? verb}`,
  );
  // `ela na cadeirinha atrás do pai a cantar o caminho todo`: where the child rode, and what it did on the way, said
  // with its verb (`ia na cadeirinha …, a cantar`).
  text = text.replace(
    /^((?:e )?(?:ela|ele)) ((?:na|no|nas|nos|ao colo|às cavalitas|de cavalinho)(?: [^,]*?)?) (a \p{Ll}+[aei]r(?![\p{L}]))/u,
    '$1 ia $2, $3',
  );
  // `fomos à praia eu ela e o mano Tomás`: who `we` were, listed after the place, said as who came along (`com o mano
  // Tomás`); the parent and the child are already the family's `we`.
  text = text.replace(
    /(?<=\p{L})\s+(?:eu,? (?:ela|ele),? e|(?:ela|ele),? eu e|eu e (?:ela|ele),? e) ((?:o|a|os|as) \p{L}+(?: \p{Lu}\p{L}*)?)(?![\p{L}])/gu,
    ' com $1',
  );
  text = text
    // `dia de cosme e damião`: the saints' feast, said with its capitals.
    .replace(/(?<![\p{L}])cosme e dami[ãa]o(?![\p{L}])/giu, 'Cosme e Damião')
    // `em sta maria da feira`: the town's name whole, with its capitals (no market, no Maria).
    .replace(/(?<![\p{L}])(?:sta\.?|santa) maria da feira(?![\p{L}])/giu, 'Santa Maria da Feira')
    .replace(/(?<![\p{L}])(?:festa das )?fogaceiras(?![\p{L}])/giu, 'Festa das Fogaceiras')
    // `caminhão de bombeiro`: the fire engine, as Portugal says it.
    .replace(
      /(?<![\p{L}])(camião|caminhão|carro|carrinho) de bombeiro(?![\p{L}])/giu,
      (_whole, truck: string) => `${truck.toLowerCase() === 'caminhão' ? 'camião' : truck} dos bombeiros`,
    )
    // `bateu perninha c a boia de braço`: the kicking of a swimmer, as a story says it.
    .replace(/(?<![\p{L}])bateu (?:as )?perninhas?(?![\p{L}])/giu, 'bateu as perninhas')
    .replace(/(?<![\p{L}])(?:a|as) boias? de braço(?![\p{L}])/giu, 'as braçadeiras')
    // `vestiu sozinho as botas`: shoes and boots are put on with `calçar`, as a story says it; `trocadas claro`: on
    // the wrong feet, of course, with its comma.
    .replace(
      /(?<![\p{L}])vest(iu|ia|ir)((?: sozinh[oa]| sozinhinh[oa])? (?:as|os|umas|uns) (?:botas|botinhas|galochas|sapatos|sapatinhos|ténis|tênis|sandálias|chinelos|pantufas))(?![\p{L}])/giu,
      (_whole, end: string, what: string) => `calç${end === 'iu' ? 'ou' : end === 'ia' ? 'ava' : 'ar'}${what}`,
    )
    .replace(/(?<![\p{L}])(trocad[oa]s),? claro(?![\p{L}])/giu, '$1, claro')
    // `e a pequena agarrou-se`: the parent's `little one` is the child.
    .replace(
      // (`meu pequeno vestiu`, `a minha pequena`: the parent's own little one is the child too.)
      /(?<![\p{L}])(?:(?:a )?minha (?=pequen|miúd|filh)|(?:o )?meu (?=pequen|miúd|filh)|a |o )(?:pequena|pequenina|miúda|filhota|pequeno|pequenino|miúdo|filhote)(?= \p{Ll}+(?:ou|eu|iu)(?:-se)?(?![\p{L}]))/giu,
      (little: string) => (/(?:a|ina|ota)$/iu.test(little) ? 'ela' : 'ele'),
    )
    // `pegando saquinho de doce`: Brazil's `pegar` of things gathered, as Portugal says it (`apanhar saquinhos de doces`).
    .replace(
      /(?<![\p{L}])peg(ar|ou|aram|ámos|amos|ando) (saquinhos?|doces|balas|rebuçados|conchas|conchinhas|pedrinhas|folhas|castanhas)(?: de doces?)?(?![\p{L}])/giu,
      (_whole, end: string, what: string) =>
        `apanh${end} ${what.replace(/^saquinho$/u, 'saquinhos')}${/^saquinho/u.test(what) ? ' de doces' : ''}`,
    )
    // `o ultimo dia da Matilde na creche, a melhor amiga dele, vai morar`: who she is beside her name, and why it was
    // the last day.
    .replace(
      /(?<![\p{L}])(últim[oa]|ultim[oa]) dia d([ao]) (\p{Lu}\p{L}+) ((?:na|no|em) [^,]+), ((?:a|o) (?:melhor |grande )?(?:amig[ao]|amiguinh[ao])[^,]*), (vai|ia) /u,
      (_whole, last: string, of: string, name: string, where: string, who: string, goes: string) =>
        `${last} dia d${of} ${name}, ${who}, ${where}, porque ${goes} `,
    )
    // `sentou os dois a conversar e pediram desculpa`: the two are the subject of what they did next.
    .replace(
      /(?<![\p{L}])(os dois|as duas|os três|as três)( [^,]*?) e (\p{L}+(?:ram|aram|eram|iram))(?![\p{L}])/iu,
      (_whole, two: string, between: string, verb: string) => `${two}${between}, e ${two.toLowerCase()} ${verb}`,
    )
    // `assustou c as máscaras`: Brazil's speech drops the pronoun a Portuguese book says (`assustou-se com`).
    .replace(
      /(?<![\p{L}-])(?<!(?:se|me|não|nao) )(assustou|apavorou|zangou|chateou|machucou|magoou|despediu|escondeu)(?= (?:com|c|de|no|na|do|da|atrás)(?![\p{L}]))/giu,
      '$1-se',
    )
    // `dps achou lindo`: what was lovely is all of it (`achou tudo lindo`).
    .replace(
      /(?<![\p{L}-])achou (lindo|giro|bonito|o máximo|incrível|mágico|divertido)(?=\s*$|\s*[,.])/iu,
      'achou tudo $1',
    )
    // `dia tri bom`: the south's `tri`, as everyone says it (`muito bom`).
    .replace(
      /(?<![\p{L}-])tri (?=(?:bom|boa|legal|fixe|divertido|divertida|lindo|linda|massa|gostoso|gostosa)(?![\p{L}]))/giu,
      'muito ',
    )
    // `passeio de barco c o avô`, typed alone: the child went out so (`foi passear de barco`).
    .replace(
      /^\s*(?:um )?passeio (?=de (?:barco|barquinho|lancha|bicicleta|bike|comboio|trem|charrete|carroça|burro|pónei|pônei)(?![\p{L}]))/iu,
      'foi passear ',
    )
    // `sábado a vó veio`: the day of the week, said as a story says it (`No sábado, a avó veio`).
    .replace(
      /^\s*(?:n[oa] )?(sábado|sabado|domingo)(?= (?:a|o|os|as|fomos|foi|fui|ele|ela|de manhã|à tarde) )/iu,
      (_whole, day: string) => `no ${day.toLowerCase() === 'sabado' ? 'sábado' : day.toLowerCase()}`,
    )
    // `o Bidu achava todo mundo`: Brazil's `achar`, found (`encontrava toda a gente`).
    .replace(
      /(?<![\p{L}])ach(ou|ava|aram|avam) (?=(?:todo mundo|toda a gente|toda gente|todos|todas)(?![\p{L}]))/giu,
      'encontr$1 ',
    )
    // `ajudou a enrolar`: what was rolled, the dough of what was baked.
    .replace(
      /(?<![\p{L}])(ajudou|ajudaram) a (enrolar|amassar|tender|estender|sovar)\s*$/iu,
      (_whole, helped: string, rolled: string) => `${helped} a ${rolled} a massa`,
    );
  // `olhando ela comer`: watching an animal do something, as Portugal says it (`a vê-la comer`).
  text = text.replace(
    /(?<![\p{L}])(?:olhando|vendo) (ele|ela)(?= \p{L}+[aei]r(?![\p{L}]))/giu,
    (_whole, who: string) => `a vê-${who.toLowerCase() === 'ela' ? 'la' : 'lo'}`,
  );
  // `chamando ele`, `olhando ela`: Brazil's pronoun after a gerund, as Portugal says it (`a chamá-lo`, `a olhá-la`).
  text = text.replace(
    /(?<![\p{L}])(?!(?:quando|enquanto|qndo|segundo|mundo|fundo|lindo)(?![\p{L}]))(\p{L}{2,})([aei])ndo (ele|ela)(?![\p{L}])/giu,
    (_whole, stem: string, vowel: string, who: string) =>
      `a ${stem}${({ a: 'á', e: 'ê', i: 'i' } as Record<string, string>)[vowel.toLowerCase()]}-${who.toLowerCase() === 'ela' ? 'la' : 'lo'}`,
  );
  // `p nao acordar ele`, `seguiu eles o tempo todo`: Brazil's pronoun after an infinitive or after `seguir`, as
  // Portugal writes it (`para não o acordar`, `acordá-lo`, `seguiu-os`).
  text = text.replace(
    /(?<![\p{L}])((?:não|nao) )?(acord|cham|ajud|abraç|acalm|beij|busc|carreg|consol)(ar) (ele|ela|eles|elas)(?![\p{L}])/giu,
    (_whole, not: string | undefined, stem: string, ending: string, who: string) => {
      const one = ({ ele: 'o', ela: 'a', eles: 'os', elas: 'as' } as Record<string, string>)[who.toLowerCase()];
      return not ? `não ${one} ${stem}${ending}` : `${stem}á-l${one}`;
    },
  );
  text = text.replace(
    /(?<![\p{L}])(segui|seguira|acompanhou|acompanharam)(u|m|) (eles|elas)(?![\p{L}])/giu,
    (_whole, verb: string, end: string, who: string) => `${verb}${end}-${who.toLowerCase() === 'eles' ? 'os' : 'as'}`,
  );
  // `zero birra`, `zero choro`: the chat's `none at all` (`sem birra nenhuma`).
  text = text.replace(
    /(?<![\p{L}])zero (birra|choro|manha|drama|stress)(?![\p{L}])/giu,
    (_whole, what: string) => `sem ${what} ${/a$/u.test(what) ? 'nenhuma' : 'nenhum'}`,
  );
  // `febre de 38,5`, `febre de 39º`: a fever, told without its degrees (`com febre`).
  text = text.replace(
    /(,\s*)?(?:com )?febre de \d+(?:[.,]\d+)?(?:\s*(?:º|°|graus)(?:c(?![\p{L}]))?)?/giu,
    (_whole, comma?: string) => (comma ? ', com febre' : 'febre'),
  );
  // `a prof`, `o prof`: the teacher, said in full with the article's gender (`a professora`).
  text = text.replace(
    /(?<![\p{L}])(a|da|na|à|pela|o|do|no|ao|pelo) (prof|profe|profa|professo)(?![\p{L}])/giu,
    (_w, article: string) => (/^(a|da|na|à|pela)$/iu.test(article) ? `${article} professora` : `${article} professor`),
  );
  // `chorou mto gritando VOLTA BALÃO`: the child's shout, said in the child's voice (`e gritava: «Volta, balão!»`),
  // a call's name after a comma (`volta, balão`).
  text = text.replace(
    /(?<=(?<![\p{L}])(chor\p{L}*)(?: (?:muito|mto|mt|tanto|alto|imenso))?),?\s+(?:a gritar|gritando|gritava|gritou|aos gritos)\s*:?\s+((?:\p{Lu}{2,}[ ,]*){1,6})$/u,
    (_whole, _cried: string, shout: string) => {
      const [first = '', ...rest] = shout.trim().replace(/,/gu, '').toLocaleLowerCase('pt').split(/\s+/u);
      const call =
        rest.length > 0 && SHOUTED_CALL.has(first) ? `${first}, ${rest.join(' ')}` : [first, ...rest].join(' ');
      return ` e gritava: «${capital(call)}!»`;
    },
  );
  // `ficou a cozinha cheia de farinha e ele todo branco parecia um fantasma`: the `ficou` shared with the clause
  // before, said again for the child's own part (`ele ficou todo branco e parecia um fantasma`).
  text = text.replace(
    /^((?:e )?(?:ele|ela) )(tod[oa] \p{Ll}+) (parecia)(?![\p{L}])/u,
    (_whole, who: string, how: string, looked: string) => `${who}ficou ${how} e ${looked}`,
  );
  // `a prima bateu palmas e gritou vai Zuri`: a cheer shouted unquoted, said in the cheering voice (`gritou: «Vai,
  // Zuri!»`), the one cheered after a comma.
  text = text.replace(
    /(?<![\p{L}])(gritou|gritava|gritaram|gritavam)\s*:?\s+(vai|força|forca|boa|bravo|isso|anda|corre|pedala|parabéns|parabens)(?:,?\s+(\p{Lu}\p{L}+))?[!]*$/iu,
    (_whole, shouted: string, cheer: string, called: string | undefined) =>
      `${shouted}: «${capital(
        cheer
          .toLocaleLowerCase('pt')
          .replace(/^forca$/u, 'força')
          .replace(/^parabens$/u, 'parabéns'),
      )}${called ? `, ${called}` : ''}!»`,
  );
  // `e disse fica boa mamãe`: the child's wish to the one called, unquoted, said in the child's voice and kept in its
  // present (`e disse: «Fica boa, mamã!»`), never turned into the story's past.
  text = text.replace(
    /(?<![\p{L}])(e )?(?:disse|falou|dizia)\s*:?\s+((?:fica|fique|melhora|melhoras|dorme|volta|vem|sara|te amo|amo-te|obrigad[oa]|boa noite)(?: [\p{Ll}-]+){0,3}?),? (mamãe|mamã|mãe|mamae|papai|papá|pai|vovó|vovô|avó|avô|vó|vô|mana|mano)$/u,
    (_whole, and: string | undefined, wish: string, called: string) =>
      `${and ?? ''}disse: «${capital(wish)}, ${CALLED_AS[called] ?? called}!»`,
  );
  // `um desenho cheio de coração`: Brazil's singular for many, said as a book says it (`cheio de corações`).
  text = text.replace(/(?<![\p{L}])(cheio|cheia|cheios|cheias) de coração(?![\p{L}])/giu, '$1 de corações');
  // `as maria chiquinha desmanchada`: Brazil's pigtails, hyphened and plural as a book writes them (no girl Maria).
  text = text.replace(
    /(?<![\p{L}])(?:as )?marias?[ -]chiquinhas?(?: (desmanchad|desfeit|tort|despentead)[oa]s?)?(?![\p{L}])/giu,
    (_whole, undone?: string) => `as marias-chiquinhas${undone ? ` ${undone}as` : ''}`,
  );
  // `passeio de maria fumaça`: the old steam train, hyphened and in lower case as a book writes it (no girl Maria).
  text = text.replace(/(?<![\p{L}])maria[ -]fuma(?:ç|c)a(?![\p{L}])/giu, 'maria-fumaça');
  // `o trem quebrou no meio do caminho`: a train, a bus or a car breaks down (`avariou`), as Portugal says it, and it
  // stops halfway (`a meio do caminho`).
  text = text
    .replace(
      /(?<![\p{L}])((?:o|um) (?:trem|trenzinho|comboio|comboiozinho|carro|ônibus|onibus|autocarro|maria-fumaça)) (?:quebrou|pifou|enguiçou|enguicou|estragou)(?![\p{L}])/giu,
      '$1 avariou',
    )
    .replace(/(?<=avariou) no meio do caminho(?![\p{L}])/gu, ' a meio do caminho');
  // `um quebra cabeça de dinossauro`: Brazil's jigsaw, as the story names it (`um puzzle`).
  text = text.replace(/(?<![\p{L}])quebra[ -]cabe(?:ç|c)as?(?![\p{L}])/giu, (word) =>
    /s$/iu.test(word) ? 'puzzles' : 'puzzle',
  );
  // `caiu um temporal c granizo até`: the parent's `even` left at the end, said before what it is about (`até com
  // granizo`).
  text = text.replace(
    /(?<![\p{L}])((?:com|c|de|e) [\p{L}-]+(?: [\p{L}-]+)?) (?:até|ate)\s*$/iu,
    (_whole, what: string) => `até ${what.replace(/^c /u, 'com ')}`,
  );
  // `em casa da tia Luísa na Matola`: the town after the home of someone named, set off by a comma.
  text = text.replace(/(?<![\p{L}])(em casa d[oa]s? (?:\p{Ll}+ )?\p{Lu}\p{Ll}+) (na|no|em) (?=\p{Lu})/gu, '$1, $2 ');
  // `fechado pra reforma`: closed for works, as both countries say it of a place (no `para a reforma`).
  text = text.replace(
    /(?<![\p{L}])(fechad[oa]s?) (?:pra|para|p|pa)(?: a)? (?:reforma|obras)(?![\p{L}])/giu,
    '$1 para obras',
  );
  // `cantamos a dona aranha`: the children's song by its name (`a canção da Dona Aranha`), no neighbour called Aranha.
  text = text.replace(
    /(?<![\p{L}])(cant\p{L}*|ouviu|ouvimos|dançou|dançámos|dançamos) (?:a )?(?:música |musica |canção |cancao |musiquinha )?(?:da )?dona aranha(?![\p{L}])/giu,
    '$1 a canção da Dona Aranha',
  );
  // `o nadador salvador`: the lifeguard, one word as Portugal writes it (no one named Salvador).
  text = text.replace(/(?<![\p{L}])(nadador|nadadora)(?:es|s)? (salvador|salvadora)(?![\p{L}])/giu, '$1-$2');
  // `trouxe aqui em casa`: brought to the child's home, the parent's `here` said from the story's side (`a casa`).
  text = text.replace(
    /(?<![\p{L}])(trouxe|trouxeram|levou|levaram|veio|vieram|voltou|voltaram)((?:-(?:a|o|as|os|lho|lha))?) (?:aqui em casa|aqui pra casa|aqui para casa|cá em casa|cá para casa|aqui)(?![\p{L}])/gu,
    '$1$2 a casa',
  );
  // `aqui na Terceira`, `aqui em Cuiabá`: the parent's `here` is no place of the story's; the town's name is.
  text = text.replace(/(?<![\p{L}])aqui (?=(?:em|na|no|nas|nos) \p{Lu})/gu, '');
  // (Typed in lower case too: `aqui em belém`, `aqui no rio`.)
  text = text.replace(/(?<=\p{L}) aqui (?=(?:em|na|no|nas|nos) \p{Ll}{3,}(?:\s*$|[,.]))/gu, ' ');
  // `vieram almoçar aqui`: the parent's `here` is the child's home (`vieram almoçar a casa`); `vieram jantar e dormir
  // cá em casa`: two things they came for, at the child's home (`lá em casa`).
  text = text.replace(
    /(?<![\p{L}])(veio|vieram|vem|vêm|vinha|vinham)( \p{L}+r)( e \p{L}+r)? (?:aqui|aqui em casa|cá em casa|cá)(?![\p{L}])/gu,
    (_whole, came: string, to: string, andTo: string | undefined) =>
      andTo ? `${came}${to}${andTo} lá em casa` : `${came}${to} a casa`,
  );
  // `sao 14 dias fora`: how long someone is away, said as a book says it (`e vai ficar fora 14 dias`).
  text = text.replace(
    /,?\s*(?:são|sao) (\d+|\p{L}+) (dias|semanas|meses) fora(?![\p{L}])/giu,
    ' e vai ficar fora $1 $2',
  );
  // `fizeram uma casinha de pássaros c madeira, ele pintou de azul`: what was painted is the thing just made
  // (`e ele pintou-a de azul`), said with its gender.
  text = text.replace(
    /(?<![\p{L}])((?:fez|fizeram|fizemos|construiu|construíram|construímos|construimos|montou|montaram|montámos|montamos) (um|uma) [^,]+), (?:e )?(ele|ela|depois|dps) (pintou|pintaram|pintámos|pintamos) (?=de \p{L})/giu,
    (_whole, made: string, a: string, who: string, verb: string) =>
      `${made}, e ${/^d/iu.test(who) ? '' : `${who} `}${verb}-${a.toLowerCase() === 'uma' ? 'a' : 'o'} `,
  );
  // `o pai está embarcado, só volta sexta`: when the one away comes home, said after their being away (`e só volta
  // na sexta`), the day with its article.
  text = text.replace(
    /,?\s*(?:e )?(só|so) (volta|voltam|chega|chegam|vem|vêm) (?:na |no |à |ao )?(segunda|terça|terca|quarta|quinta|sexta|sábado|sabado|domingo)(?:-feira)?(?![\p{L}])/giu,
    (_whole, _only: string, verb: string, day: string) => {
      const named =
        ({ terca: 'terça', sabado: 'sábado' } as Record<string, string>)[day.toLowerCase()] ?? day.toLowerCase();
      return ` e só ${verb.toLowerCase()} ${/^(?:sábado|domingo)$/u.test(named) ? 'no' : 'na'} ${named}`;
    },
  );
  // `ficou chorando chamando papai`: calling for someone (`a chamar pelo pai`).
  text = text.replace(
    /(?<![\p{L}])(chamando|a chamar|chamava|chamou) (?:o |a )?(papai|papá|pai|mamãe|mamã|mãe|mae)(?![\p{L}])/giu,
    (_whole, call: string, who: string) =>
      /^(?:papai|papá|pai)$/iu.test(who) ? `${call} pelo pai` : `${call} pela mãe`,
  );
  // `ciclovia de bicicleta`: a ride along a path, named by the ride (`passeio de bicicleta na ciclovia`).
  text = text.replace(
    /(?<![\p{L}])(?:a )?(ciclovia|trilha|marginal|ecopista) de (bicicleta|bike|patins|trotinete|patinete)(?![\p{L}])/giu,
    (_whole, path: string, ride: string) => `passeio de ${SPELLING[ride.toLowerCase()] ?? ride} na ${path}`,
  );
  // The Holy Spirit's feast, with its capitals (`domingo do espírito santo`).
  text = text.replace(/(?<![\p{L}])esp[íi]rito santo(?![\p{L}])/giu, 'Espírito Santo');
  // `chorou baba e ranho`: sobbed, said as a picture book says it (the idiom's `baba` is no word about the hero).
  text = text.replace(/(?<![\p{L}])bab[ao] e ranho(?![\p{L}])/giu, 'muito, muito');
  // `bom demais`, `lindo demais`: Brazil's `very`, no `too much` (`muito bom`).
  text = text.replace(
    /(?<![\p{L}])(bom|boa|bons|boas|gostos[oa]s?|lind[oa]s?|legal|fofo|fofa) demais(?![\p{L}])/giu,
    'muito $1',
  );
  // `sao 14 dias`: the verb, its accent left out (`são`); `sao joão` stays the saint's.
  text = text.replace(
    /(?<![\p{L}])sao(?= \d| (?:só|so|muitos|muitas|tantos|tantas|poucos|poucas)(?![\p{L}]))/giu,
    'são',
  );
  // Shouted words (`INTEIRO`, `NADA`) are said as words.
  text = text.replace(/(?<![\p{L}])\p{Lu}{2,}(?![\p{L}])/gu, (word) => word.toLowerCase());
  // `levou o cobertor p mamãe`: Brazil's bare parent after `pra`, with Portugal's article (`para a mãe`); not Father
  // Christmas (`pro papai noel`).
  text = text.replace(
    /(?<![\p{L}])(?:pra|para|p|pro) (mamãe|mamae|mamã|mãe|papai|papá|pai|vovó|vovô)(?![\p{L}])(?! (?:noel|natal)(?![\p{L}]))/giu,
    (_whole, kin: string) =>
      /^(?:mam|mãe)/iu.test(kin)
        ? 'para a mãe'
        : /^(?:pap|pai)/iu.test(kin)
          ? 'para o pai'
          : `para ${BARE_KIN[kin.toLowerCase()] ?? kin}`,
  );
  // `ficou fazendo carinho no cabelo`: Brazil's stroking, as Portugal says it (`a fazer festinhas`).
  text = text.replace(
    /(?<![\p{L}])(?:fazendo|a fazer|fez|fazer) (?:um )?(?:carinho|carinhos|cafuné)(?= n[oa]s? (?:cabelo|cabeça|cabecinha|costas|barriga|braço|mão|rosto|cara|testa|pé|pés)(?![\p{L}])|$)/giu,
    (found) =>
      /^fez/iu.test(found) ? 'fez festinhas' : /^fazer/iu.test(found) ? 'fazer festinhas' : 'a fazer festinhas',
  );
  // `arrumou os brinquedos sem reclamar, milagre`: the parent's own wonder after a comma is no part of the story.
  text = text.replace(
    /,\s*(?:(?:um|q|que|foi um|é um|e um) )?(?:milagre|milagres|quem diria|inacreditável|inacreditavel|acreditas|acredita|imagina)\s*[!?.]*\s*$/iu,
    '',
  );
  // `queria era molhar tudo`: the spoken `era` of what the child really wanted, as a book says it (`só queria molhar`).
  text = text.replace(/(?<![\p{L}])(queria|quis) era (?=\p{Ll})/giu, 'só $1 ');
  // `contou pro vovô no telefone`: Portugal speaks `ao telefone`.
  text = text.replace(
    /(?<=(?:falou|falava|contou|conversou|conversava|cantou|disse|despediu-se|riu-se)(?: [^,.]{1,30})?) (?:no|pelo) telefone(?![\p{L}])/giu,
    ' ao telefone',
  );
  // `dia bom hj graças a deus`: the parent's thanks after a comma, with God's capital.
  text = text.replace(/,?\s*(?<![\p{L}])gra[çc]as a deus(?![\p{L}])/giu, ', graças a Deus');
  // `agora à noite jantou sopa`, `agora de tarde brincou`: the parent's `now`, writing in the evening, is the part of the
  // day the story tells (`À noite, …`).
  text = text.replace(
    /^(?:e )?(?:agora|agorinha|há bocado|ha bocado|agora há bocado|agora há pouco) ((?:à|a|de|pela|ao) (?:noite|noitinha|tarde|fim da tarde|jantar))(?![\p{L}])/iu,
    (_whole, when: string) => when.replace(/^a /iu, 'à ').replace(/^ao jantar/iu, 'ao jantar'),
  );
  // `bateu as perninhas igual sapinho`: Brazil's `igual` before a bare likeness, as a picture book says it (`como um
  // sapinho`).
  text = text
    .replace(/(?<![\p{L}])igual (um|uma) (?=\p{Ll})/gu, 'como $1 ')
    .replace(
      /(?<![\p{L}])igual (\p{Ll}+(?:inho|inha))(?![\p{L}-])/gu,
      (_whole, like: string) => `como ${like.endsWith('a') ? 'uma' : 'um'} ${like}`,
    );
  // `pra porta`, `pra escola`: Brazil's `pra` holds the article of a place or thing (`para a porta`); so does the
  // shorthand `p` (`p testa dele`: `para a testa`).
  text = text.replace(/(?<![\p{L}])(?:pra|p) (?=(\p{Ll}+)(?![\p{L}-]))/gu, (whole, next: string) =>
    (/(?:a|ção|dade|agem)$/u.test(next) || PRA_SHE.has(next)) && !PRA_BARE.has(next) ? 'para a ' : whole,
  );
  text = text.replace(/(?<![\p{L}])pras (?=\p{Ll})/gu, 'para as ');
  // `chorou no carro td`: `td` after a place or a while is its whole (`no carro todo`, `a tarde toda`), not `tudo`.
  text = text.replace(
    /(?<![\p{L}])((?:no|o|do|pelo) (?:carro|caminho|dia|passeio|jantar|almoço|banho|fim de semana)|(?:na|a|da|pela) (?:viagem|volta|tarde|manhã|noite|semana|festa|praia|casa)) (?:td|tdo)(?![\p{L}])/giu,
    (_whole, what: string) => `${what} ${/^(?:na|a|da|pela) /iu.test(what) ? 'toda' : 'todo'}`,
  );
  // (Not a pronoun after a verb's hyphen: `buscá-la` is no `lá`.)
  text = text.replace(
    /(?<![\p{L}\p{N}-])[\p{L}\p{N}ºª]+\/?(?![\p{L}\p{N}])/gu,
    (word) => SPELLING[word.toLowerCase()] ?? word,
  );
  // `um pé de manga`: Brazil's fruit tree, named as Portugal names it (`uma mangueira`, `uma laranjeira`).
  text = text.replace(
    /(?<![\p{L}])(um|o|no|do|ao) pé de (manga|laranja|limão|limao|goiaba|jabuticaba|maçã|maca|banana)(?![\p{L}])/giu,
    (_whole, article: string, fruit: string) => {
      const tree = (
        {
          manga: 'mangueira',
          laranja: 'laranjeira',
          limão: 'limoeiro',
          limao: 'limoeiro',
          goiaba: 'goiabeira',
          jabuticaba: 'jabuticabeira',
          maçã: 'macieira',
          maca: 'macieira',
          banana: 'bananeira',
        } as Record<string, string>
      )[fruit.toLowerCase()];
      const she = tree !== 'limoeiro';
      const a = (
        {
          um: she ? 'uma' : 'um',
          o: she ? 'a' : 'o',
          no: she ? 'na' : 'no',
          do: she ? 'da' : 'do',
          ao: she ? 'à' : 'ao',
        } as Record<string, string>
      )[article.toLowerCase()];
      return `${a} ${tree}`;
    },
  );
  // `ficou na janela vendo`: at the window, as Portugal says it (`à janela`).
  text = text.replace(/(?<![\p{L}])(ficou|ficava|esteve|estava|ficaram) na janela(?![\p{L}])/giu, '$1 à janela');
  // `chorou perguntando onde os passarinhos vão dormir`: the child's question, asked in the child's voice.
  text = text.replace(
    /(?<![\p{L}])(chorou|chorava|ficou|estava) (?:a perguntar|perguntando|e perguntou|e perguntava) (onde|quando|porque|por que|quem|como) ([^,]+)$/iu,
    (_whole, did: string, ask: string, rest: string) =>
      `${did} e perguntou: «${capital(ask.toLowerCase())} ${rest.trim()}?»`,
  );
  // `sangrou imenso e eu fiquei em panico`: the blood and the parent's own fright are no part of a bedtime story.
  text = text
    .replace(
      /,?\s*(?:e |mas )?(?:eu )?fiquei (?:em pânico|em panico|aflita|aflito|assustadíssima|assustada|assustado|nervosa|nervoso|sem chão|branca|branco)(?![\p{L}])/giu,
      '',
    )
    .replace(
      /,?\s*(?:e )?(?:sangrou|deitou sangue|saiu sangue)(?: (?:imenso|muito|mto|bué|tanto|horrores|pra caramba|imensamente))?(?![\p{L}])/giu,
      '',
    );
  // `rachou o labio`, `partiu o beiço`: a split lip, told as a cut (no thing broke).
  text = text.replace(
    /(?<![\p{L}])(?:rachou|partiu|abriu|rasgou) o (lábio|labio|beiço|beico)(?![\p{L}])/giu,
    (_whole, lip: string) => `fez um corte no ${/^l/iu.test(lip) ? 'lábio' : 'beiço'}`,
  );
  // `ficou tristinho qd desligou`: the call that ended, said so (`quando a chamada acabou`), not a thing switched off.
  text = text.replace(
    /(?<![\p{L}])(quando|depois que|assim que) (?:desligou|desligaram|desligámos|desligamos)(?=\s*(?:,|$|\s(?:mas|e|ficou|chorou)(?![\p{L}])))/giu,
    '$1 a chamada acabou',
  );
  // `de manha`: the morning, without its tilde (alone, `manha` is a child's whining: `fez manha`).
  text = text.replace(/(?<![\p{L}])(de|da|pela|esta|nesta|amanhã de|hoje de) manha(?![\p{L}])/giu, '$1 manhã');
  // `voltou dormindo no carro`: Brazil's `came back asleep`, told as falling asleep on the way.
  text = text.replace(
    /(?<![\p{L}])(?:voltou|veio|voltaram|vieram) dormindo( (?:no|na) (?:carro|cadeirinha|comboio|trem|autocarro|ônibus|avião))?(?![\p{L}])/giu,
    (_whole, ride = '') => (ride ? `adormeceu${ride} no regresso a casa` : 'adormeceu no regresso a casa'),
  );
  // `voltou a dormir no comboio`: came back asleep on the ride, never slept a second time.
  text = text.replace(
    /(?<![\p{L}])(?:voltou|veio|voltaram|vieram) a dormir( (?:no|na) (?:carro|cadeirinha|comboio|trem|autocarro|ônibus|avião))(?![\p{L}])/giu,
    (_whole, ride: string) => `adormeceu${ride} no regresso a casa`,
  );
  // `foi sempre à janela a dizer olha o mar`: the child's own words, quoted (`a dizer: «Olha o mar!»`).
  text = text.replace(
    /(?<![\p{L}])(a dizer|dizendo|a gritar|gritando) (olha|olhe|olhem) ([^,.!?«»]+?)\s*$/iu,
    (_whole, saying: string, look: string, what: string) =>
      `${/^(?:dizendo|a dizer)$/iu.test(saying) ? 'a dizer' : 'a gritar'}: «${capital(look.toLowerCase())} ${what}!»`,
  );
  // `ficou um tempão olhando`: chat's `ages`, as a story says it (`muito tempo`); `cadê a vovó`: Brazil's `where is`,
  // in the story's past (`onde estava a avó`); `aí deixou cortar`: the hair that was cut, said.
  text = text
    .replace(/(?<![\p{L}])um tempão(?![\p{L}])/giu, 'muito tempo')
    .replace(/(?<![\p{L}])cad[êe] (?=(o|a|os|as) \p{L})/giu, (_whole, the: string) =>
      /s$/iu.test(the) ? 'onde estavam ' : 'onde estava ',
    )
    .replace(/(?<![\p{L}])(deixou|deixava) cortar(?=\s*(?:[,.]|$))/giu, '$1 cortar o cabelo');
  // `se olhando no espelho`: Brazil's pronoun before a gerund, as Portugal says it (`a olhar-se ao espelho`).
  text = text
    .replace(/(?<![\p{L}])se (\p{Ll}+)([aei])ndo(?![\p{L}-])/gu, (whole, stem: string, vowel: string) =>
      NOT_GERUNDS.has(`${stem}${vowel}ndo`) ? whole : `a ${stem}${vowel}r-se`,
    )
    .replace(/(?<![\p{L}])(olhar-se|ver-se|mirar-se) no espelho(?![\p{L}])/gu, '$1 ao espelho');
  // `paradinha feito estátua`: Brazil's `like`, as Portugal says it (`quietinha como uma estátua`).
  text = text
    .replace(/(?<![\p{L}])parad(inh)?(o|a|os|as) feito(?= )/gu, (_whole, _little, end: string) => `quietinh${end} como`)
    .replace(/(?<![\p{L}])(\p{Ll}+(?:o|a|os|as)) feito (?=estátua|estatua|pedra|múmia|mumia|soldadinho)/gu, '$1 como ')
    .replace(/(?<= como )(?=estátua|estatua|pedra|múmia|mumia)/gu, 'uma ')
    .replace(/(?<= como )(?=soldadinho)/gu, 'um ');
  // `assistindo patrulha canina`, `amanheceu vomitando`: Brazil's gerund, as a Portuguese picture book says it
  // (`a ver`, `a vomitar`); a word that only ends so (`quando`, `lindo`, `tremendo`) stays.
  text = text
    .replace(/(?<![\p{L}-])assistindo(?![\p{L}-])/gu, 'a ver')
    .replace(/(?<![\p{L}-])(\p{Ll}+)([aei])ndo(?![\p{L}-])/gu, (whole, stem: string, vowel: string) =>
      NOT_GERUNDS.has(whole) ? whole : `a ${stem}${vowel}r`,
    );
  // `saiu falando q é sereia`: what the child said of themselves on the way out, told as a story says it (`à saída,
  // dizia a toda a gente que era uma sereia`).
  text = text.replace(
    /^(?:e )?saiu a (?:falar|dizer|gritar) (?:que|q) (?:é|e|era) (?:(?:um|uma) )?(\p{Ll}+)\s*$/u,
    (_whole, what: string) => `à saída dizia a toda a gente que era ${/a$/u.test(what) ? 'uma' : 'um'} ${what}`,
  );
  // `amanheceu a vomitar`, `amanheceu com febre`: the child woke up so (Brazil's `amanheceu`).
  text = text.replace(
    /(?<![\p{L}])amanheceu(?= (?:a \p{L}+r|com|c|doente|todo|toda|rabugent\p{L}*|mal|chorando)(?![\p{L}]))/gu,
    'acordou',
  );
  // `agarrado no paninho`: held on to, as Portugal says it (`agarrado ao paninho`).
  text = text.replace(
    /(?<![\p{L}])(agarrad[oa]s?|abraçad[oa]s?|grudad[oa]s?) (no|na|nos|nas)(?= \p{L})/giu,
    (_whole, held: string, to: string) =>
      `${held} ${({ no: 'ao', na: 'à', nos: 'aos', nas: 'às' } as Record<string, string>)[to.toLowerCase()]}`,
  );
  // `deu um abraço no amigo`: a hug given to someone, as Portugal says it (`ao amigo`); not a kiss on the forehead.
  text = text.replace(
    /(?<![\p{L}])(abraço|abracinho|abração|beijo|beijinho|beijão) (no|na)(?= (?:amigo|amiga|amiguinho|amiguinha|irmão|irmã|mano|mana|primo|prima|pai|mãe|papai|mamãe|avó|avô|vovó|vovô|bebé|bebê|tia|tio|professora|professor|\p{Lu}\p{L}*)(?![\p{L}]))/gu,
    (_whole, hug: string, to: string) => `${hug} ${to === 'na' ? 'à' : 'ao'}`,
  );
  // `ficou mt aflito coitado`: the parent's pity, said apart and gently (`ficou muito aflito, coitadinho`).
  text = text.replace(/,?\s+coitad(?:inh)?([oa]s?)(?=\s*$|,)/u, ', coitadinh$1');
  // `dia das mães`, `dia dos pais`: Brazil's days, as Portugal names them, with their capitals (`Dia da Mãe`).
  text = text
    .replace(
      /(?<![\p{L}])(de |)dia (?:das m[ãa]es|da m[ãa]e)(?![\p{L}])/giu,
      (_w, of: string) => `${of ? 'do ' : ''}Dia da Mãe`,
    )
    .replace(
      /(?<![\p{L}])(de |)dia (?:dos pais|do pai)(?![\p{L}])/giu,
      (_w, of: string) => `${of ? 'do ' : ''}Dia do Pai`,
    );
  // `macarrão de boia`, `espaguete de piscina`: Brazil's pool noodle, as Portugal says it (`esparguete de piscina`).
  text = text.replace(
    /(?<![\p{L}])(?:o |um )?(?:macarr[ãa]o|espaguete|esparguete|minhoca|noodle)(?: de (?:boia|bóia|piscina|espuma))(?![\p{L}])/giu,
    (whole) => `${/^um /iu.test(whole) ? 'um' : 'o'} esparguete de piscina`,
  );
  // `deu um abraço bem apertado nela`: Brazil's hug given `in` someone, as Portugal says it (`deu-lhe um abraço`).
  text = text.replace(
    /(?<![\p{L}-])deu (um|uma) (abraço|abracinho|abração|beijo|beijinho|beijão|festinha)((?: bem| muito)?(?: apertado| forte| grande| enorme)?) (nela|nele|neles|nelas)(?![\p{L}])/gu,
    (_whole, a: string, hug: string, how: string, whom: string) =>
      `deu ${a} ${hug}${how.replace(/^ bem /u, ' muito ')} ${HUGGED}${whom.slice(2)}`,
  );
  // `deu banho nela`: Brazil's care given `in` the child, as Portugal says it (`deu-lhe banho`).
  text = text.replace(
    /(?<![\p{L}-])deu (banho|colo|comida|papa|papinha|miminhos|mimo|de comer|de jantar) (?:nela|nele)(?![\p{L}])/gu,
    'deu-lhe $1',
  );
  // `a tarde foi ao museu`: the part of the day, its accent left out (`à tarde, foi ao museu`).
  text = text.replace(
    /^a (manhã|manha|tarde|noite),? (?=(?:fomos|fui|ficamos|ficámos|tivemos|brincou|brincamos|brincámos|(?:foi|foram) (?:ao|à|aos|às|para|pra|no|na|até|com|c|passear|brincar|nadar|ver))(?![\p{L}]))/u,
    (_whole, part: string) => `à ${part === 'manha' ? 'manhã' : part} `,
  );
  // `perguntou qdo ela volta`: the child's question of the one leaving, told as a story reports it (`perguntou-lhe
  // quando voltava`), with no pronoun the hero's gender could bend.
  text = text.replace(
    /(?<![\p{L}])perguntou (?:quando|qdo|qnd|qndo|qd) (?:é que )?(ela|ele|eles|elas) (volta|vem|voltava|vinha|voltam|vêm|vai voltar)(?![\p{L}])/gu,
    (_whole, who: string, verb: string) =>
      `perguntou-${who.endsWith('s') ? 'lhes' : 'lhe'} quando ${({ volta: 'voltava', voltava: 'voltava', vem: 'vinha', vinha: 'vinha', voltam: 'voltavam', vêm: 'vinham', 'vai voltar': 'voltava' } as Record<string, string>)[verb] ?? verb}`,
  );
  // `tem gesso azul`, `agora tá com um penso`: what the hurt left the child with, told as the story's past (`ficou com
  // um gesso azul`), never as `havia gesso`.
  text = text.replace(
    /^(?:e )?(?:agora )?(?:tem|está com|esta com|tá com|ta com) (?:(?:um|uma) )?(gesso|penso|pensinho|curativo|tala|ligadura|galo|pontos)(?![\p{L}])/u,
    (_whole, what: string) => `ficou com ${what === 'pontos' ? 'uns' : /a$/u.test(what) ? 'uma' : 'um'} ${what}`,
  );
  // `arco iris`: the rainbow is one word with its hyphen and accent (`arco-íris`).
  text = text
    .replace(/(?<![\p{L}])arco[ -][ií]ris(?![\p{L}])/giu, 'arco-íris')
    .replace(/(?<![\p{L}])(desenh\p{Ll}*|pintura) de (?=arco-íris)/gu, '$1 de um ');
  // `a vovó chorou a apresentação inteira`: a grown-up's tears through the child's show are tears of joy, said so.
  text = text.replace(
    /(?<![\p{L}])((?:avó|vovó|vó|avô|vovô|vô|bisa|mãe|mamãe|mamã|pai|papai|papá|madrinha|dinda)(?: \p{Lu}\p{L}+)?) (chorou|chorava) (?!de )((?:a|o) (?:apresentação|apresentacao|peça|peca|auto|teatro|teatrinho|festa|festinha|concerto|espetáculo|espetaculo|espectáculo|atuação|atuacao|musical|coro)(?: (?:inteira|inteiro|toda|todo))?)(?![\p{L}])/gu,
    (_whole, who: string, cried: string, show: string) =>
      `${who} ${cried} de emoção durante ${show.replace(/(?<=ç)ao$/u, 'ão').replace(/acao(?= |$)/u, 'ação')}`,
  );
  // `na saída`: on the way out, as Portugal says it (`à saída`).
  text = text.replace(/(?<![\p{L}])na saída(?![\p{L}])(?! d[aeo])/giu, 'à saída');
  // `foi busca-la`, `levar-lo`: an infinitive before its pronoun keeps its accent (`buscá-la`, `fazê-lo`).
  text = text.replace(
    /(?<![\p{L}])(\p{Ll}{2,})([ae])-(la|lo|las|los)(?![\p{L}])/gu,
    (_whole, stem: string, vowel: string, pronoun: string) => `${stem}${vowel === 'a' ? 'á' : 'ê'}-${pronoun}`,
  );
  // `levamos eles no aeroporto`: Brazil's `to` after a verb of taking someone, as Portugal says it (`ao aeroporto`);
  // `eles` itself is said after the verb once the parent's `we` is told (see `THEM_AFTER`).
  text = text.replace(
    /(?<![\p{L}])(lev\p{Ll}+|deix\p{Ll}+) (eles|elas) (no|na|nos|nas) (?=\p{L})/gu,
    (_whole, verb: string, them: string, at: string) =>
      `${verb} ${them} ${({ no: 'ao', na: 'à', nos: 'aos', nas: 'às' } as Record<string, string>)[at]} `,
  );
  // `até o avião sumir`: Brazil's `vanish`, as Portugal says it (`até o avião desaparecer`).
  text = text.replace(
    /(?<![\p{L}])sum(ir|iu|iram)(?![\p{L}])/gu,
    (_whole, end: string) => `desaparec${{ ir: 'er', iu: 'eu', iram: 'eram' }[end] ?? 'er'}`,
  );
  // `perguntou se a vó cida volta amanha`: the question reported in the story's past (`se a avó Cida voltava`).
  text = text.replace(
    /(?<![\p{L}])(perguntou|perguntava|quis saber) se (.{1,30}?) (volta|vem|voltam|vêm|vai voltar|vão voltar)(?![\p{L}])/gu,
    (_whole, asked: string, who: string, verb: string) =>
      `${asked} se ${who} ${({ volta: 'voltava', vem: 'vinha', voltam: 'voltavam', vêm: 'vinham', 'vai voltar': 'voltava', 'vão voltar': 'voltavam' } as Record<string, string>)[verb] ?? verb}`,
  );
  // `um adesivo de leão`: Brazil's sticker, as Portugal names it (`um autocolante`).
  text = text.replace(/(?<![\p{L}])adesiv(o|os|inho|inhos)(?![\p{L}])/gu, (_whole, end: string) =>
    end.endsWith('s') ? 'autocolantes' : 'autocolante',
  );
  // `cor de rosa`: the colour is one word with its hyphens (`um xarope cor-de-rosa`).
  text = text.replace(/(?<![\p{L}])cor[ -]de[ -]rosa(?![\p{L}])/giu, 'cor-de-rosa');
  // `spray anti monstro`: the prefix is written together, the thing it keeps away in the plural (`antimonstros`).
  text = text.replace(/(?<![\p{L}])anti[ -]?(monstro|mosquito|piolho)s?(?![\p{L}])/giu, 'anti$1s');
  // `bateu palmas pra ela mesma`: Brazil's `herself`, as Portugal says it (`bateu palmas a si própria`).
  text = text.replace(
    /(?<![\p{L}])(palmas )?(?:pra|para|p) (?:ela|ele) (mesm|própri|propri)([ao])(?![\p{L}])/giu,
    (_whole, claps: string | undefined, _self: string, end: string) =>
      `${claps ? `${claps}a` : 'para'} si própri${end}`,
  );
  // `ficou dando tchauzinho`: Brazil's `waving bye`, as Portugal says it (`ficou a dizer adeus`).
  text = text.replace(
    /(?<![\p{L}])(dando|a dar|dar|dava|davam) (?:tchau|tchauzinho|tchauzinhos)(?![\p{L}])/gu,
    (_whole, gave: string) =>
      `${({ dando: 'a dizer', 'a dar': 'a dizer', dar: 'dizer', dava: 'dizia', davam: 'diziam' } as Record<string, string>)[gave] ?? 'dizer'} adeus`,
  );
  // `algodão doce`: candy floss is one word with its hyphen (`algodão-doce`).
  text = text.replace(/(?<![\p{L}])algod[ãa]o[ -]doce(?![\p{L}])/giu, 'algodão-doce');
  // `dia ruim`: Brazil's `a bad day`, said gently as a Portuguese book says it (`um dia difícil`).
  text = text.replace(/(?<![\p{L}])dia (?:ruim|péssimo|pessimo|horrível|horrivel)(?![\p{L}])/gu, 'dia difícil');
  // `jardim da estrela`: Lisbon's gardens by their names, as the story spells them.
  text = text.replace(
    /(?<![\p{L}])jardim (da|de|do) (estrela|gulbenkian|serralves|são pedro de alcântara)(?![\p{L}])/giu,
    (_whole, of: string, name: string) =>
      `Jardim ${of.toLowerCase()} ${name
        .split(' ')
        .map((word, index) => (index > 0 && word.length <= 3 ? word : capital(word)))
        .join(' ')}`,
  );
  // `assistiu o filme`: Brazil's `watched`, as Portugal says it (`viu o filme`).
  text = text.replace(
    /(?<![\p{L}])assist(iu|iram|imos) (?:a(o|os)|à(s?)|(o|a|os|as|um|uma)) /giu,
    (_whole, ending: string, toHim?: string, toHer?: string, article?: string) => {
      const saw = ({ iu: 'viu', iram: 'viram', imos: 'vimos' } as Record<string, string>)[ending.toLowerCase()];
      const what = toHim !== undefined ? toHim : toHer !== undefined ? `a${toHer}` : (article ?? '');
      return `${saw} ${what} `;
    },
  );
  // `cantou junto a música`: Brazil's `sang along`, as Portugal says it (`cantou também a música`).
  text = text.replace(/(?<![\p{L}])(cant(?:ou|aram|amos|ámos)) junto(?: com)?(?= (?:a|o|as|os) |$)/giu, '$1 também');
  // `a Josi chorou junto`: Brazil's `cried too` at the clause's end, as both countries say it (`também chorou`).
  text = text.replace(/(?<![\p{L}])(chorou|riu|riu-se|dançou|pulou|gritou|bateu palmas) junto$/iu, 'também $1');
  // `comeu um picolé`, `dei picolé`: Brazil's ice lolly, as Portugal names it (`um gelado`).
  text = text.replace(
    /(?<![\p{L}])(?<!de )(um |o |os |uns )?picol[ée](s?)(?![\p{L}])/giu,
    (_whole, article: string | undefined, many: string) =>
      many ? `${article ?? ''}gelados` : `${article ?? 'um '}gelado`,
  );
  // `pendurou as bolinhas tudo no mesmo galho`: Brazil's `tudo` after the things, as Portugal says it (`todas as
  // bolinhas no mesmo galho`).
  text = text.replace(
    /(?<![\p{L}])(os|as) (\p{L}+s) tudo(?= (?:no|na|nos|nas|em|pelo|pela|para|pro|pra|dentro|fora|ao|à)(?![\p{L}])|[,.]|$)/gu,
    (_whole, the: string, things: string) => `${the === 'os' ? 'todos' : 'todas'} ${the} ${things}`,
  );
  // `o calendário do advento`: the season's name with its capital.
  text = text.replace(/(?<=(?:calendário|calendario|coroa|domingo|tempo) d[oe] )advento(?![\p{L}])/gu, 'Advento');
  // `o seu Jorge deu um pirulito`, `a moça deu um autocolante`: a treat a grown-up gave, given to the child
  // (`deu-lhe um chupa-chupa`), never left with no one to take it.
  text = text.replace(
    /^((?:(?:o|a) (?:seu|senhor|senhora|dona|moça|moço|tia|tio|avó|avô|vovó|vovô|vó|vô|pai|mãe|papai|mamãe|professora|professor|educadora|médica|médico|doutora|doutor|enfermeira|enfermeiro|barbeiro|cabeleireira|cabeleireiro)(?: \p{Lu}\p{L}+)?|\p{Lu}\p{L}+)) deu (um|uma) (?=(?:pirulito|chupa-chupa|rebuçado|bombom|autocolante|autocolantes|balão|bolacha|bolachinha|gelado|prémio|premio|presente|presentinho|brinquedo|doce|docinho|carimbo|diploma|medalha|adesivo)(?![\p{L}])(?!(?:(?! e )[^,])* (?:à|ao|aos|às|pra|pro|para|pras|pros) ))/u,
    '$1 deu-lhe $2 ',
  );
  // `a tia fez eles darem um abraço`: Brazil's `made them do`, as Portugal says it (`fê-los dar um abraço`).
  text = text.replace(
    /(?<![\p{L}])(fez|fizeram) (eles|elas) (\p{L}+[aei]r)em(?![\p{L}])/gu,
    (_whole, made: string, them: string, verb: string) =>
      `${made === 'fez' ? 'fê' : 'fizeram'}-${them === 'eles' ? 'los' : 'las'} ${verb}`,
  );
  // Brazil's everyday words, as a Portuguese picture book says them (`todo mundo`: `toda a gente`, `pirulito`:
  // `chupa-chupa`), each of the same gender, so the words around them still agree.
  text = text
    .replace(/(?<![\p{L}])todo mundo(?![\p{L}])/gu, 'toda a gente')
    .replace(/(?<![\p{L}])(d(?:eu|eram|emos|ei)) tchau(?:zinho)?(?![\p{L}])/gu, (_whole, gave: string) =>
      gave === 'deu'
        ? 'disse adeus'
        : gave === 'deram'
          ? 'disseram adeus'
          : gave === 'demos'
            ? 'dissemos adeus'
            : 'disse adeus',
    )
    .replace(
      /(?<![\p{L}])cat(ou|aram|amos|ámos)(?= (?:o|a|os|as|um|uma|\p{Ll}+(?:inha|inho|inhas|inhos)s?)(?![\p{L}]))/gu,
      'apanh$1',
    )
    .replace(/(?<![\p{L}])(ganhou|comeu|deram-lhe|deu-lhe) pirulito(?![\p{L}])/gu, '$1 um chupa-chupa')
    .replace(/(?<![\p{L}])pirulito(s?)(?![\p{L}])/gu, 'chupa-chupa$1')
    .replace(/(?<![\p{L}])suco(s?)(?![\p{L}])/gu, 'sumo$1')
    .replace(/(?<![\p{L}])curativo(s?)(?![\p{L}])/gu, 'penso$1')
    // (`um band-aid de estrelinha`: the brand Brazil says for a plaster, `um penso` in Portugal.)
    .replace(/(?<![\p{L}])band-?aid(s?)(?![\p{L}])/giu, 'penso$1')
    .replace(/(?<![\p{L}])cachorrinh(o|a)(s?)(?![\p{L}])/gu, (_whole, end: string, many: string) =>
      end === 'o' ? (many ? 'cãezinhos' : 'cãozinho') : `cadelinha${many}`,
    )
    .replace(/(?<![\p{L}])cachorro(s?)(?![\p{L}])/gu, (_whole, many: string) => (many ? 'cães' : 'cão'))
    .replace(/(?<![\p{L}])ralou (o|a) (joelho|cotovelo|mão|perna|queixo|nariz)(?![\p{L}])/gu, 'esfolou $1 $2')
    // `foi sozinha até o portão`: Brazil's `até o` after a going, as Portugal says it (`até ao portão`); never the
    // `até` of `even` (`até o pai riu`).
    .replace(
      /(?<=(?<![\p{L}])(?:foi|foram|fomos|andou|andaram|correu|correram|pedalou|pedalaram|caminhou|nadou|voltou|chegou|levou|subiu|desceu)(?: (?:sozinh[oa]s?|de bicicleta|a correr|a pé|de mão dada))? )até (o|a|os|as)(?= \p{Ll})/gu,
      (_whole, article: string) =>
        `até ${({ o: 'ao', a: 'à', os: 'aos', as: 'às' } as Record<string, string>)[article]}`,
    )
    // `derrubou o suco`: Brazil's knocking over of a drink, as Portugal says it (`entornou o sumo`).
    .replace(
      /(?<![\p{L}])derrub(ou|aram)(?= (?:o|a) (?:suco|sumo|leite|água|agua|copo|copinho|iogurte|sopa|achocolatado|chá|tinta)(?![\p{L}]))/gu,
      'entorn$1',
    )
    // `vendo desenho`, `assistiu desenho`: Brazil's cartoons on the telly, as Portugal says them (`desenhos animados`).
    .replace(
      /(?<![\p{L}])(vendo|ver|viu|via|assistindo|assistir|assistiu) (?:desenhos?|desenhinhos?)(?! animad)(?![\p{L}])/gu,
      (_whole, watched: string) =>
        `${({ vendo: 'a ver', assistindo: 'a ver', assistir: 'ver', assistiu: 'viu' } as Record<string, string>)[watched] ?? watched} desenhos animados`,
    )
    // `bateu palma`: Brazil's singular for clapping, as a book says it (`bateu palmas`).
    .replace(/(?<![\p{L}])(bateu|bateram|batemos|batia|batiam) palma(?![\p{L}])/gu, '$1 palmas')
    .replace(/(?<![\p{L}])quebr(ou|aram|amos|ámos) (os|o) ovos?(?![\p{L}])/gu, (whole, end: string) =>
      whole.replace(`quebr${end}`, `part${end === 'ou' ? 'iu' : end === 'aram' ? 'iram' : 'imos'}`),
    )
    // `sentou na cadeira`, `não quis sentar no colo`: sat down, as Portugal says it (`sentou-se`, `sentar-se`).
    .replace(/(?<![\p{L}-])(sentou|sentar)(?= (?:na|no|nas|nos|em|ao|à|numa|num)(?![\p{L}]))/gu, '$1-se')
    // `caiu e levantou rindo`, `levantou do chão`: got up, as Portugal says it (`levantou-se a rir`); never what was
    // lifted (`levantou a mão`, `levantou o braço`), nor the child lifted up (`o papai levantou ela`, `levantou o mano`).
    .replace(
      /(?<![\p{L}-])(levantou|levantar)(?! (?:ela|ele|elas|eles|o|os|as|um|uma|a(?! (?:rir|chorar|cantar|sorrir|gritar)))(?![\p{L}]))(?=(?: (?:\p{Ll}+ndo|a (?:rir|chorar|cantar|sorrir|gritar)|do|da|dos|das|logo|sozinh[oa]|já|rapidinho|depressa|sem|e|mas))?(?:$|[,.!]|(?<= \p{Ll}+)(?![\p{L}])))/gu,
      '$1-se',
    )
    // `brincou de pega-pega`, `brincou de lego`: the game said as Portugal plays it, a toy as what was played with.
    // `brincou com o irmão Tomás de esconde-esconde`: the game said right after its verb, before who played it.
    .replace(
      /(?<![\p{L}])(brinc\p{L}+) (com (?:o|a|os|as) [^,]+?) de (pega[- ]pega|esconde[- ]esconde)(?![\p{L}])/gu,
      '$1 de $3 $2',
    )
    .replace(/(?<![\p{L}])(brinc\p{L}+) de pega[- ]pega(?![\p{L}])/gu, '$1 à apanhada')
    .replace(/(?<![\p{L}])(brinc\p{L}+) de esconde[- ]esconde(?![\p{L}])/gu, '$1 às escondidas')
    .replace(/(?<![\p{L}])(brinc\p{L}+) de casinhas?(?![\p{L}])/gu, '$1 às casinhas')
    // `brincaram de barquinho na banheira`: a pretend game, as Portugal plays it (`aos barquinhos`).
    .replace(
      /(?<![\p{L}])(brinc\p{L}+) de (barquinhos?|aviãozinho|aviõezinhos|comidinhas?|médicos?|cabeleireir[oa]s?|escolinha|super-heróis|piratas?|princesas?)(?![\p{L}])/gu,
      (_whole, played: string, game: string) => {
        const many = game
          .replace(/^aviãozinho$/u, 'aviõezinhos')
          .replace(/^escolinha$/u, 'escolinhas')
          .replace(/([^s])$/u, '$1s');
        return `${played} ${/(?:a|as)$/u.test(many) && !/^(?:piratas)$/u.test(many) ? 'às' : 'aos'} ${many}`;
      },
    )
    .replace(/(?<![\p{L}])(brinc\p{L}+) de (?:bloquinhos?|blocos?)(?![\p{L}])/gu, '$1 com blocos')
    // (As a game, with its article: `brincou aos legos com o pai`, never `brincou com lego com o pai`.)
    .replace(
      /(?<![\p{L}])(brinc\p{L}+) de (legos?|carrinhos|bonecas|bonecos|dinossauros|peluches)(?![\p{L}])/gu,
      (_whole, played: string, toy: string) =>
        `${played} ${({ lego: 'aos legos', legos: 'aos legos', carrinhos: 'aos carrinhos', bonecas: 'às bonecas', dinossauros: 'aos dinossauros' } as Record<string, string>)[toy] ?? `com os ${toy}`}`,
    );
  // Brazil's words a Portuguese picture book says otherwise (`dinda`: `madrinha`, `grudado`: `colado`, `arraia`:
  // `raia`, `no começo`: `ao princípio`, `super tímida`: `muito tímida`, `não queria mais`: `já não queria`).
  text = text
    .replace(/(?<![\p{L}])dind(a|o)(s?)(?![\p{L}])/gu, (_whole, end: string, many: string) =>
      end === 'a' ? `madrinha${many}` : `padrinho${many}`,
    )
    .replace(/(?<![\p{L}])grudad(o|a|os|as)(?![\p{L}])/gu, 'colad$1')
    .replace(/(?<![\p{L}])arraia(s?)(?![\p{L}])/gu, 'raia$1')
    .replace(/(?<![\p{L}])(?:no|ao) (?:começo|comecinho|início|inicio)(?![\p{L}])/gu, 'ao princípio')
    .replace(/(?<![\p{L}])super (?=\p{Ll}+(?:o|a|os|as|e|es)(?![\p{L}]))/gu, 'muito ')
    .replace(/(?<![\p{L}])não (queria|quis|quer) mais (?=\p{L})/gu, 'já não $1 ')
    // `chamou a arraia de tapete voador`: Brazil's `called it`, as Portugal says it (`chamou «tapete voador» à raia`).
    .replace(
      /(?<![\p{L}])(chamou|chamava|chamaram) (o|a|os|as) (\p{L}+) de (?!(?:o|a|os|as|manhã|tarde|noite|madrugada|novo|volta|repente)(?![\p{L}]))([^,]+?)(?=,| e |$)/gu,
      (_whole, verb: string, article: string, thing: string, name: string) =>
        `${verb} «${name.trim()}» ${({ o: 'ao', a: 'à', os: 'aos', as: 'às' } as Record<string, string>)[article]} ${thing}`,
    );
  // `chorou que nem uma perdida`, `chorou q nem um bezerro`: the parent's idiom, told as a story tells big tears.
  text = text.replace(
    /(?<![\p{L}])chor(ou|aram) (?:que|q) nem (?:um|uma) (?:perdid[oa]|bezerr[oa]|condenad[oa]|doid[oa]|madalena|desalmad[oa])(?![\p{L}])/giu,
    (_whole, end: string) => `chor${end} muito`,
  );
  // `berrou q nem um doido`, `gritou que nem uma louca`: screams, told as a story tells them (`chorou muito alto`).
  text = text.replace(
    /(?<![\p{L}])(?:berr|grit)(ou|aram) (?:(?:que|q) nem (?:um|uma) (?:doid[oa]|louc[oa]|maluc[oa]|perdid[oa]|bezerr[oa]|condenad[oa]|desalmad[oa])|muito|mto|mt|imenso)(?![\p{L}])/giu,
    (_whole, end: string) => `chor${end} muito alto`,
  );
  // `se jogou no chão e gritou`: a scream at the end of a tantrum, with no words shouted after it, told as a story tells
  // it (`e chorou muito alto`), never read as words about to be said.
  text = /(?<![\p{L}])chor(?:ou|aram) e (?:berr|grit)(?:ou|aram)$/u.test(text)
    ? text.replace(/ e (?:berr|grit)(?:ou|aram)$/u, ' muito alto')
    : text.replace(/(?<=\p{L}) e (?:berr|grit)(ou|aram)$/u, (_whole, end: string) => ` e chor${end} muito alto`);
  text = kinNames(text);
  // `ficou bravissimo`, `se jogou no chão`, `voltou toda se achando`, `achou o maximo`: Brazil's words, said as a
  // Portuguese picture book says them (`ficou furioso`, `atirou-se para o chão`, `toda orgulhosa`, `achou aquilo o
  // máximo`); `até a esquina` takes Portugal's crase (`até à esquina`).
  text = text
    .replace(
      /(?<![\p{L}])(ficou|ficaram|fica|ficava) (?:bravíssim|bravissim|brabíssim|brabissim|irritadíssim|irritadissim)(o|a|os|as)(?![\p{L}])/giu,
      '$1 furios$2',
    )
    .replace(/(?<![\p{L}])se (jog|atir)(ou|aram) (?:no|ao|pro|para o) chão(?![\p{L}])/giu, 'se atir$2 para o chão')
    .replace(/(?<![\p{L}-])(jog|atir)(ou|aram)-se (?:no|ao|pro|para o) chão(?![\p{L}])/giu, 'atir$2-se para o chão')
    .replace(
      /(?<![\p{L}])(todo|toda|todos|todas) (?:se achando|a achar-se|se achand\p{L}*|achad\p{L}*|metid[oa]s?)(?![\p{L}])/giu,
      (_whole, all: string) =>
        `${all} ${({ todo: 'orgulhoso', toda: 'orgulhosa', todos: 'orgulhosos', todas: 'orgulhosas' } as Record<string, string>)[all.toLowerCase()]}`,
    )
    .replace(
      /(?<![\p{L}])ach(ou|aram) (?:o máximo|o maximo|o max|o máx|o top|top|demais)(?![\p{L}])/giu,
      (_whole, ending: string) => `ach${ending} aquilo o máximo`,
    )
    // `nasceu semana passada`, `fomos lá mês passado`: Brazil's bare time, with its preposition as Portugal says it.
    .replace(
      /(?<![\p{L}])(?<!(?:na|no|da|do|a|o|à|ao|desde|até|pela|pelo|toda|todo|nessa|nesse|dessa|desse|esta|este|essa|esse|durante) )(semana passada|mês passado|mes passado|ano passado|sábado passado|domingo passado)(?![\p{L}])/giu,
      (_whole, when: string) => `${/^semana/iu.test(when) ? 'na' : 'no'} ${when.replace(/^mes/iu, 'mês')}`,
    )
    .replace(
      /(?<![\p{L}])(até|ate) a (?=(?:esquina|porta|praia|escola|creche|rua|cozinha|sala|janela|entrada|padaria|loja|rotunda|ponte|árvore|paragem|estação|igreja|piscina|quinta|fonte|garagem)(?![\p{L}]))/giu,
      'até à ',
    );
  // Brazil's words that read otherwise in Portugal: `ficou brava` is fierce there, not cross (`zangou-se`); `vovô`,
  // `cômodo`, `no ombro do pai`, `jogou confete em`, `o pé dela` as a Portuguese picture book says them.
  text = text
    .replace(
      /(?<![\p{L}])(ficou|ficaram|fica|ficava)( muito| bem| super)? brav(?:o|a|os|as|inho|inha)(?![\p{L}])/giu,
      (_whole, got: string, much = '') =>
        `${/^ficaram$/iu.test(got) ? 'zangaram-se' : 'zangou-se'}${much && much.trim() !== 'bem' ? ' muito' : ''}`,
    )
    .replace(/(?<![\p{L}])vov([ôó])(s?)(?![\p{L}])/gu, (_whole, end: string, many: string) => `av${end}${many}`)
    // (And before the grandparent's verb: `a vó fez biscoito`.)
    .replace(
      /(?<![\p{L}])(o|a|do|da|ao|à|no|na|com o|com a) v([ôó])(?= \p{Lu}|[,.]|$| \p{Ll}+(?:ou|eu|iu|ez|ava|ia)(?![\p{L}])| (?:veio|trouxe|fez|deu|pôs)(?![\p{L}]))/gu,
      '$1 av$2',
    )
    .replace(/(?<![\p{L}])(disse|disseram|dissemos) adeus (?:para|pra|pro|p) /gu, '$1 adeus a ')
    .replace(/(?<![\p{L}])(?:o|um) (?:cômodo|comodo)(?![\p{L}])/gu, 'uma divisão')
    .replace(/(?<![\p{L}])(cada|outro) (?:cômodo|comodo)(?![\p{L}])/gu, (_whole, each: string) =>
      each === 'outro' ? 'outra divisão' : 'cada divisão',
    )
    .replace(/(?<![\p{L}])(?:os )?(?:cômodos|comodos)(?![\p{L}])/gu, 'as divisões')
    .replace(
      /(?<![\p{L}])(?:no|nos) (?:ombro|ombros|cangote|cangote) d(o|a) (pai|papai|papá|avô|tio|padrinho|mãe)(?![\p{L}])/gu,
      (_whole, of: string, who: string) => `às cavalitas d${of} ${who}`,
    )
    .replace(
      /(?<![\p{L}])(jog|atir)(ou|aram|ava|avam) (?:confetes?|confeti|serpentinas?) (?:em|no|na|nos|nas|pra|para|para o|para a) /gu,
      (_whole, _threw: string, end: string) => `atir${end} confetes a `,
    )
    // `o pé dele ficou preso`: the child's foot stuck, told of the child (`ficou com o pé preso`), whose the foot was.
    .replace(
      /(?<![\p{L}])(o|os|a|as) (pé|pés|pezinho|pezinhos|dedo|dedinho|dedos|mão|mãozinha|mãos|braço|perna|cabeça|cabecinha) (?:dela|dele) (?:ficou|ficaram) (?=\p{Ll})/gu,
      'ficou com $1 $2 ',
    )
    // (The child is its subject now: `… preso e ele apavorou-se` says it once, `… preso e apavorou-se`.)
    .replace(/(?<=ficou com (?:o|os|a|as) \p{L}+ [^,]*?) e (?:ele|ela) (?=se \p{Ll}|\p{Ll})/gu, ' e ')
    .replace(/(?<![\p{L}])(o|os) (pé|pés|pezinho|pezinhos) (?:dela|dele)(?![\p{L}])/gu, '$1 $2')
    // `q o balde vermelho dele tinha ficado na areia`: the child's own thing left behind, `dele` the parent's voice.
    .replace(
      /(?<=(?:que|q) (?:o|a|os|as) [\p{L}-]{3,}(?: [\p{L}-]{3,})?) (?:dela|dele) (?=(?:tinha|tinham) ficado |(?:ficou|ficaram) (?:na|no|nas|nos|em|lá|para trás)(?![\p{L}]))/gu,
      ' ',
    );
  // `hoje falaram por videochamada`, `falámos c o pai por videochamada`: the child's call, told as the child's own
  // (`fez uma videochamada`, `falou com o pai por videochamada`), never left out for want of who `they` were.
  text = text
    .replace(
      /^((?:e )?(?:hoje |hj |à noite |a noite |de manhã |ao jantar |depois )?)(?:falaram|falámos|falamos|falou) (?:por|pela|numa|em) (videochamada|chamada de vídeo|chamada de video)(?![\p{L}])/iu,
      '$1fez uma $2',
    )
    .replace(
      /^((?:e )?(?:hoje |hj |à noite |a noite |de manhã |ao jantar |depois )?)(?:falaram|falámos|falamos) com ((?:o|a) [^,]+?) (por|pela|numa|em) (videochamada|chamada de vídeo|chamada de video|telefone|telemóvel|skype)(?![\p{L}])/iu,
      '$1falou com $2 $3 $4',
    )
    // (`ao jantar fizemos videochamada com o pai`: the one called is at the other end of the call, never beside the
    // child: `fez uma videochamada com o pai`.)
    .replace(
      /^((?:e )?(?:hoje |hj |à noite |a noite |de manhã |à tarde |a tarde |ao jantar |depois |dps )?)(?:fizemos|fizeram|fizémos)(?: uma)? (videochamada|chamada de vídeo|chamada de video)(?= com (?:o|a) )/iu,
      '$1fez uma $2',
    );
  // `tarde toda na piscina insuflável no quintal e um gelado de morango`: a while said bare with where it was spent is
  // the child's (`passou a tarde toda na piscina`), and a treat said bare after it was eaten (`e comeu um gelado`).
  text = text.replace(
    /^((?:e |depois |dps )?)(?:a |o )?(tarde|manhã|manha|dia|fim de semana) (todo|toda) (?=(?:na|no|nas|nos|em|à|ao|c|com) )/iu,
    (_whole, lead: string, when: string, whole: string) =>
      `${lead}passou ${/^(?:dia|fim)/iu.test(when) ? 'o' : 'a'} ${when.replace(/^manha$/iu, 'manhã')} ${whole} `,
  );
  if (/^(?:e |depois |dps )?passou (?:a|o) /iu.test(text)) {
    text = text.replace(
      /,? e (?=(?:um|uma) (?:gelado|geladinho|sorvete|picolé|picole|gelado de pau|chupa-chupa|pirulito|lanche|lanchinho)(?![\p{L}]))/iu,
      ' e comeu ',
    );
  }
  // `perguntou qdo o pai volta`, `disse q volta sábado`: what was asked or said of someone coming back, in the story's
  // past (`perguntou quando o pai voltava`, `disse-lhe que voltava no sábado`).
  text = text.replace(
    /(?<![\p{L}])((?:perguntou|perguntava|disse|dizia|disse-lhe|expliquei|expliquei-lhe|falei|falei-lhe|prometi|prometi-lhe)(?: (?:pra|para|a) (?:ele|ela|mim))? (?:que|q|qdo|quando|se)(?: (?:o|a) (?:pai|mãe|mae|papá|papai|mamã|mamãe|avó|avô|vó|vô|mana|mano))?) (volta|vem|chega)(?![\p{L}])/giu,
    (_whole, asked: string, comes: string) =>
      `${asked} ${{ volta: 'voltava', vem: 'vinha', chega: 'chegava' }[comes.toLowerCase()] ?? comes}`,
  );
  // `anda c virose`, `fizemos videochamada`: the illness and the call with their article, as a story says them.
  text = text
    .replace(/(?<![\p{L}])com (virose|constipação|otite|conjuntivite)(?![\p{L}])/gu, 'com uma $1')
    .replace(
      /(?<![\p{L}])(fez|fizeram|fizemos|fazer) (videochamada|chamada de vídeo|chamada de video)(?![\p{L}])/gu,
      '$1 uma $2',
    );
  // `só volta 6a feira`: the weekday with its hyphen, and the day someone comes back on (`só volta na sexta-feira`).
  text = text
    .replace(
      /(?<![\p{L}])(segunda|terça|terca|quarta|quinta|sexta) feira(?![\p{L}])/giu,
      (_whole, day: string) => `${day.toLowerCase().replace('terca', 'terça')}-feira`,
    )
    .replace(
      /(?<![\p{L}])(volta|voltava|vem|vinha|chega|chegava|regressa|regressava) (?=(?:segunda|terça|quarta|quinta|sexta)-feira|sábado|domingo)/gu,
      '$1 no ',
    )
    .replace(/ no (?=(?:segunda|terça|quarta|quinta|sexta)-feira)/gu, ' na ');
  // `contou os túneis todos e acenava às vacas`: after a past of the day, the next verb in the same past (`acenou`).
  text = text.replace(
    /(?<=(?:^|\s)\p{L}{2,}(?:ou|eu|iu)(?:-se)?(?:\s[^,]*?)?\se\s)(\p{Ll}{2,})ava(?![\p{L}-])/u,
    (whole, stem: string) => (/^(?:est|and|gost|ador|ach|esper|lav|sonh)$/u.test(stem) ? whole : `${stem}ou`),
  );
  // `ficou em casa a fazer puzzles, bebia água aos golinhos`: what the child kept doing meanwhile, joined with `e`.
  text = text.replace(
    /(?<=^(?:\p{L}+ ){0,2}\p{L}{2,}(?:ou|eu|iu)(?:-se)?\s[^,]+),\s+(?=(?:bebia|comia|via|brincava|cantava|ria|sorria|chupava|abraçava)\s)/u,
    ', e ',
  );
  // `queria que fosse o pai a dar banho e a contar a história`: done to the child (`a dar-lhe banho`).
  text = text.replace(
    /(?<=(?:fosse|foi|fossem|foram) (?:o|a|os|as) \p{L}+ (?:a \p{L}+r .*?)?)(?<![\p{L}])a (dar|contar|ler|cantar)(?= )/gu,
    'a $1-lhe',
  );
  // `desfile de carnaval`: the festival by its name, as the story spells it.
  text = text.replace(/(?<![\p{L}])carnaval(?![\p{L}])/gu, 'Carnaval');
  // `perguntava todo dia`: Brazil's `every day` (`todos os dias`).
  text = text.replace(/(?<![\p{L}])todo dia(?![\p{L}])/gu, 'todos os dias');
  // `assistindo patrulha canina`: the cartoon by its name in Portugal, with its article after a verb of watching.
  // `vendo galinha pintadinha`: Brazil's cartoon by its name (`a ver a Galinha Pintadinha`).
  text = text
    .replace(/(?<![\p{L}])patrulha (?:canina|pata)(?![\p{L}])/giu, 'Patrulha Pata')
    .replace(/(?<![\p{L}])galinha pintadinha(?![\p{L}])/giu, 'Galinha Pintadinha')
    .replace(
      /(?<=(?:^|\s)(?:ver|viu|vimos|viram|vê|via|adora|adorava|gosta|gostava)\s)(Patrulha Pata|Galinha Pintadinha)/gu,
      'a $1',
    );
  // `tomou sorvete de morango`: Brazil's ice cream, which Portugal eats (`comeu um gelado de morango`); the same word
  // for it all through the story, as the story's own lines say `gelado`.
  text = text
    .replace(
      /(?<![\p{L}])(?:tomou|chupou|comeu) (?:um |o )?(?:sorvete|sorvetinho|gelado)(?![\p{L}])/giu,
      'comeu um gelado',
    )
    .replace(/(?<![\p{L}])sorvete(s?)(?![\p{L}])/giu, 'gelado$1');
  // `um penso do faísca mcqueen`, `o vizinho sr manel`: the cartoon car by its name, a neighbour's title said in full
  // with his name (`o vizinho, o senhor Manel,`).
  text = text
    .replace(
      /(?<![\p{L}])(?:o )?(?:faísca|faisca|relâmpago|relampago) (?:mcqueen|mc queen|macqueen)(?![\p{L}])/giu,
      (whole) => `${/^o /iu.test(whole) ? 'o ' : ''}Faísca McQueen`,
    )
    .replace(
      /(?<![\p{L}])(o|a) (vizinho|vizinha) (sr|sra|senhor|senhora|seu|dona|d) (\p{L}+)(?![\p{L}])/giu,
      (_whole, article: string, who: string, title: string, name: string) =>
        `${article} ${who.toLowerCase()}, ${/^(?:dona|d)$/iu.test(title) ? 'a Dona' : /^(?:sra|senhora)$/iu.test(title) ? 'a senhora' : 'o senhor'} ${capital(name.toLowerCase())},`,
    );
  // `tomou remedinho`: Brazil's medicine without its article, as Portugal says it (`tomou o remédio`).
  text = text.replace(
    /(?<![\p{L}])(tomou|tomar|tomaram) (?:o )?(?:remedinho|remédio|remedio)(?![\p{L}])/giu,
    '$1 o remédio',
  );
  // `foi fantasiado de leão`: Brazil's word for a costume, as Portugal says it (`mascarado de leão`).
  text = text.replace(/(?<![\p{L}])fantasiad([oa]s?) de (?!caipir)/giu, 'mascarad$1 de ');
  // `foi de caipirinha`: a festa junina's costume, not the drink (`foi de caipira`).
  text = text.replace(
    /(?<![\p{L}])(foi|fui|vai|ia|veio|estava|tava|vestid[oa]|fantasiad[oa]) de caipirinh[ao](?![\p{L}])/giu,
    '$1 de caipira',
  );
  // `a avó veio cá almoçar`: the parent's `here`, said without it in the story (`veio almoçar`).
  text = text.replace(
    /(?<![\p{L}])(veio|vieram|vem|vêm) cá(?= (?:almoçar|jantar|lanchar|brincar|dormir|ver|passar)(?![\p{L}]))/giu,
    '$1',
  );
  // `brincou de massinha`: Brazil's play dough, as Portugal names it (`plasticina`).
  text = text.replace(/(?<![\p{L}])(brinc\p{L}+) (?:de|com) massinha(?![\p{L}])/giu, '$1 com plasticina');
  // `capotou`, `apagou no carro`: Brazil's words for falling asleep, not for a light put out.
  text = text.replace(
    /(?<![\p{L}])(capotou|apagou)(?=\s+(?:no|na|às|cedo|logo|antes|depois|em|de|ao|à|num|numa|rapidinho|rápido|mal)(?![\p{L}])|\s*$)/giu,
    'adormeceu',
  );
  // `caiu p o lado`: Portugal's `fell asleep at once` after a tiring day, not a fall.
  text = text.replace(/(?<![\p{L}])caiu (?:p|para|pra|pro) o lado(?![\p{L}])/giu, 'adormeceu num instante');
  // `jogou o carrinho no irmão`: Brazil's `threw it at`, as Portugal says it (`atirou o carrinho ao irmão`).
  text = text.replace(
    /(?<![\p{L}])jog(ou|aram) ((?:o|a|os|as|um|uma) \p{L}+) (no|na) (?=(?:irmão|irmã|mano|mana|primo|prima|amigo|amiga|chão|pai|mãe)(?![\p{L}]))/giu,
    (_whole, ending: string, thing: string, to: string) =>
      `atir${ending.toLowerCase()} ${thing} ${to.toLowerCase() === 'na' ? 'à' : 'ao'} `,
  );
  // `era otite`: what the doctor found, with its article as a story says it (`era uma otite`).
  text = text.replace(
    /(?<![\p{L}])era (otite|amigdalite|conjuntivite|bronquite|laringite|virose|gripe|constipação|alergia|infeção|infecção)(?![\p{L}])/giu,
    'era uma $1',
  );
  // `jogou os blocos longe`: Brazil's `threw`, as Portugal says it (`atirou os blocos para longe`).
  text = text.replace(
    /(?<![\p{L}])jog(ou|aram|ava)((?: (?:o|a|os|as|um|uma|tudo|todos|todas)(?: (?!para |pra |p )[\p{L}-]+){0,2})?) (?:pra |para |p )?longe(?![\p{L}])/giu,
    (_whole, ending: string, thing: string) => `atir${ending.toLowerCase()}${thing} para longe`,
  );
  // `gritou q odeia torre`: the child's shout, said in the child's words (`gritou: «Odeio torres!»`).
  text = text.replace(
    /(?<![\p{L}])(gritou|gritava|disse|dizia) (?:que|q) odeia (?:(?:o|a|os|as) )?(\p{L}+)$/iu,
    (_whole, shouted: string, thing: string) => {
      const many = /s$/u.test(thing)
        ? thing
        : /ão$/u.test(thing)
          ? thing.replace(/ão$/u, 'ões')
          : /[rz]$/u.test(thing)
            ? `${thing}es`
            : /[aeiou]$/u.test(thing)
              ? `${thing}s`
              : thing;
      return `${shouted}: «Odeio ${many.toLowerCase()}!»`;
    },
  );
  // `na descida doeu o ouvidinho`: the body part hurt, said as Portugal says it (`doeu-lhe o ouvidinho`).
  text = text.replace(
    /(?<![\p{L}])(doeu|doía|doia|doeram)(?= (?:o|a|os|as) (?:ouvid|orelh|barrig|cabe[çc]|dent|p[ée]|perna|bra[çc]|dedo|joelh|garganta|olh)\p{L}*(?![\p{L}]))/giu,
    (_whole, hurt: string) => `${hurt.toLowerCase() === 'doia' ? 'doía' : hurt.toLowerCase()}-lhe`,
  );
  // `já n da p beber`: the verb `dá`, its accent forgotten (`já não dá para beber`).
  text = text.replace(/(?<=(?:não|nao|já|ja|n|ainda)\s)da(?=\s+(?:para|pra|p)\s)/giu, 'dá');
  // `a ver se caia alguma coisa`: the past of `cair` after `se`, as a story says it (`a ver se caía`).
  text = text.replace(/(?<=(?<![\p{L}])se\s)caia(?![\p{L}])/giu, 'caía');
  // `dando tchau pro piloto`: `adeus` said to someone, as Portugal says it (`adeus ao piloto`).
  text = text.replace(
    /(?<![\p{L}])(adeus|tchau|xau) (?:para|pra|pro|p) (o|a|os|as) /giu,
    (_whole, bye: string, article: string) =>
      `${bye} ${{ o: 'ao', a: 'à', os: 'aos', as: 'às' }[article.toLowerCase()] ?? 'ao'} `,
  );
  // `se coçando td`: scratching all over, the child's whole self (`a coçar-se todo`, `a coçar-se toda`).
  text = text.replace(
    /(?<![\p{L}])(coçando|coçar|cocando|cocar)(?:-se)? (?:td|tudo)(?![\p{L}])/giu,
    (_whole, verb: string) => `${/^co[çc]ando$/iu.test(verb) ? 'a coçar-se' : 'coçar-se'} todo`,
  );
  // `cheio de bolinha` on a sick day: the spots of chickenpox (`cheio de borbulhas`).
  text = text.replace(
    /(?<![\p{L}])(cheio|cheia|cheiinho|cheiinha) de bolinhas?(?=.*(?:catapora|varicela|coç|coc|comich))/giu,
    '$1 de borbulhas',
  );
  // `deitado do lado dele`: Brazil's `beside him`, as Portugal says it (`ao lado dele`).
  text = text.replace(/(?<![\p{L}])do lado (dele|dela)(?![\p{L}])/giu, 'ao lado $1');
  // `não quis por a sandália`: the verb `pôr`, its accent forgotten.
  text = text.replace(/(?<=(?:quis|queria|quer|vai|ia|para|não)\s)por(?=\s+(?:o|a|os|as)\s)/giu, 'pôr');
  // `foram de bike até a lagoa`: the crase of a place the way led to, as Portugal writes it (`até à lagoa`).
  text = text.replace(
    /(?<![\p{L}])até a (?=(?:lagoa|praia|escola|creche|quinta|padaria|piscina|serra|cidade|aldeia|vila|esquina|ponte|feira|igreja|loja|praça|pracinha|fonte|ribeira|cascata|horta|quinta)(?![\p{L}]))/gu,
    'até à ',
  );
  // `dormiu 2h seguidas`: hours, said as a story reads them (`duas horas`).
  text = text.replace(/(?<![\p{L}\p{N},.])(\d{1,2})\s?h(?![\p{L}\p{N}])/giu, (_whole, digits: string) =>
    digits === '1' ? 'uma hora' : `${digits} horas`,
  );
  // `vomitou 2x`: times, said as a story reads them (`duas vezes`).
  text = text.replace(/(?<![\p{L}\p{N},.])(\d{1,2})\s?x(?![\p{L}\p{N}])/giu, (_whole, digits: string) =>
    digits === '1' ? '1 vez' : `${digits} vezes`,
  );
  text = text.replace(/(?<![\p{L}\p{N},.])(\d{1,2})(?![\p{N},.])(\s+\p{L}+)?/gu, (whole, digits: string, next = '') => {
    const number = Number(digits);
    // `a bisavó fez 90 anos`: an age is read aloud as its words, whatever its size.
    if (number > 10 && !/^\s+(?:anos|aninhos)$/u.test(next)) return whole;
    const feminine =
      (/^\s+\p{L}+as?$/u.test(next) && !/^\s+(dias?|mapas?|problemas?)$/u.test(next)) || /^\s+vez(es)?$/u.test(next);
    const word = number === 1 && feminine ? 'uma' : number === 2 && feminine ? 'duas' : numberWord(number);
    return word === undefined ? whole : `${word}${next}`;
  });
  // `pula pula`, `pega pega`: the game's name, as it is written.
  text = text.replace(/(?<![\p{L}])(pula|pega|esconde|corre) \1(?![\p{L}])/giu, '$1-$1');
  // `no pequeno almoço`: at breakfast, as Portugal says it.
  text = text
    .replace(/(?<![\p{L}])pequeno almoço(?![\p{L}])/giu, 'pequeno-almoço')
    .replace(/(?<![\p{L}])no pequeno-almoço(?![\p{L}])/giu, 'ao pequeno-almoço');
  // `faleceu ontem a noite`: the crase the phone's keyboard left out after a day's word.
  text = text.replace(
    /(?<![\p{L}])(ontem|hoje|amanhã|domingo|sábado|segunda|terça|quarta|quinta|sexta) a (noite|tarde|tardinha|noitinha)(?![\p{L}])/giu,
    '$1 à $2',
  );
  // `almoçou na vovó`: Brazil's `at grandma's`, said as `em casa da vovó`.
  text = text
    .replace(
      /(?<![\p{L}])na (vovó|vó|avó|avozinha|tia|titia|madrinha|dinda|bisa|bisavó)(?![\p{L}])/giu,
      'em casa da $1',
    )
    .replace(/(?<![\p{L}])no (vovô|vô|avô|avozinho|tio|titio|padrinho|dindo|bisavô)(?![\p{L}])/giu, 'em casa do $1');
  // `levamos no veterinário`: the family took the one the clause before named, the taken left unsaid; told as where the
  // family went (`foram ao veterinário`), never a `levaram` with no one taken.
  text = text.replace(
    /^(?:e )?(?:levamos|levámos|levamo-lo|levamo-la) (no|na) (\p{L}+(?: \p{L}+)?)$/iu,
    (_w, to: string, place: string) => `fomos ${to.toLowerCase() === 'no' ? 'ao' : 'à'} ${place}`,
  );
  // `levar o Bolacha no veterinário`, `levou a boneca na creche`: Brazil's `no` after taking someone or something
  // somewhere, as Portugal says it (`ao veterinário`); not a ride (`levou o casaco no carro`).
  text = text.replace(
    /(?<![\p{L}])(levar|levou|levaram|levamos|levámos) ((?:o|a|os|as) (?:\p{L}+ )?\p{L}+) (no|na|nos|nas) (?!(?:carro|carrinho|ônibus|onibus|autocarro|comboio|trem|metro|metrô|colo|bicicleta|bici|barco|avião|cadeirinha|mota|moto|trenó|uber|táxi|taxi|bolso|mochila|mão|mao|braço|cesto|saco|sling)(?![\p{L}]))(?=\p{L})/giu,
    (_w, verb: string, what: string, to: string) =>
      `${verb} ${what} ${({ no: 'ao', na: 'à', nos: 'aos', nas: 'às' } as Record<string, string>)[to.toLowerCase()]} `,
  );
  // `foi no mercado`, `levou ela na pracinha`: Brazil's `no` after a verb of going, as a story writes it (`ao mercado`);
  // not a ride (`foi no carro`, `no colo`), nor a part in a parade (`ia no cortejo`).
  text = text.replace(
    /(?<![\p{L}])(foi|foram|fomos|vamos|vai|ia|iam|ir|buscar|levou|levaram|levamos|levámos|chegou|chegaram|chegamos|voltou|voltaram|voltamos)((?:-(?:a|o|as|os))|(?: (?:ela|ele)))? (no|na|nos|nas|em) (?!(?:carro|carrinho|ônibus|onibus|autocarro|comboio|trem|metro|metrô|colo|bicicleta|bici|barco|avião|cadeirinha|mota|moto|trenó|uber|táxi|taxi|banco|caminho|cortejo|desfile|procissão|sábado|domingo|segunda|terça|quarta|quinta|sexta|semana|hora|mesma|mesmo|dia|fim)(?![\p{L}]))(?=\p{L})/giu,
    (whole, verb: string, object = '', to: string) =>
      // `e levou na pracinha`: taken, with the child said later from the pronoun before it (see `told`).
      /^lev/iu.test(verb) && object === ''
        ? whole
        : `${verb}${object} ${({ no: 'ao', na: 'à', nos: 'aos', nas: 'às', em: 'a' } as Record<string, string>)[to.toLowerCase()]} `,
  );
  // `foi c a vó na feirinha`: the same Brazilian `na` with a companion between (`foi com a vó à feirinha`).
  text = text.replace(
    /(?<![\p{L}])(foi|foram|fomos|vamos|vai|ia|iam) com (o|a|os|as) (\p{L}+(?: \p{Lu}\p{L}+)?) (no|na|nos|nas) (?!(?:carro|carrinho|ônibus|onibus|autocarro|comboio|trem|metro|metrô|colo|bicicleta|bici|barco|avião|cadeirinha|mota|moto|uber|táxi|taxi|caminho|sábado|domingo|semana|hora|dia|fim|mão|mao)(?![\p{L}]))(?=\p{L})/giu,
    (_whole, verb: string, article: string, who: string, to: string) =>
      `${verb} com ${article} ${who} ${({ no: 'ao', na: 'à', nos: 'aos', nas: 'às' } as Record<string, string>)[to.toLowerCase()]} `,
  );
  // `e a tarde andou de velotrol`: the crase left out after `e`, before the child's verb (`e à tarde andou`).
  text = text.replace(
    /(?<=(?:^|,| e) )a (tarde|noite|tardinha|noitinha) (?!(?:foi|passou|acabou|começou|ficou|estava|era|correu|voou|toda|inteira|chegou|caiu|terminou|escureceu|arrefeceu)(?![\p{L}]))(?=\p{L}+(?:ou|eu|iu)(?![\p{L}]))/giu,
    'à $1 ',
  );
  // `perguntava toda hora`: Brazil's `all the time`, as Portugal says it (`a toda a hora`).
  text = text.replace(/(?<![\p{L}])(?:a )?toda hora(?![\p{L}])/giu, 'a toda a hora');
  // `dia de boa`: slang for an easy day, as a story says it (`dia bom`).
  text = text.replace(/(?<![\p{L}])dia de boa(?![\p{L}])/giu, 'dia bom');
  // `dia massa`: Brazil's slang for a great day, which Portugal reads as pasta (`dia muito bom`).
  text = text.replace(/(?<![\p{L}])dia (?:mt |mto |muito |mó |tri )?massa(?![\p{L}])/giu, 'dia muito bom');
  // `um trem de bloquinhos`: Brazil's train, as the Portuguese story says it (`um comboio`).
  text = text.replace(
    /(?<![\p{L}])(um|o|no|do|num|ao|de) trem(zinho)?(?= de| enorme| grande| comprido| até| para| pra| p | avariou| parou| atrasou| chegou| apitou|[,.]|$)/giu,
    (_w, art: string, small?: string) => `${art} comboio${small ?? ''}`,
  );
  // `fomos de trem visitar a vó`: the ride by train, whatever follows it, as Portugal says it (`de comboio`).
  text = text.replace(/(?<![\p{L}])de trem(zinho)?(?![\p{L}])/giu, (_w, small?: string) => `de comboio${small ?? ''}`);
  // `mts beijinhos`: the shorthand said in the noun's gender (`muitos beijinhos`, but `muitas mãos`, `muitas fotos`).
  text = text.replace(
    /(?<![\p{L}])muitas (?=(?!(?:mãos|fotos|motos|tribos)(?![\p{L}]))\p{L}+os(?![\p{L}]))/giu,
    'muitos ',
  );
  // `tá com mt saudade`, `com mt fome`: the shorthand said in the noun's gender before what a child feels or has
  // (`muita saudade`, `muita fome`).
  text = text.replace(
    /(?<![\p{L}])(com|tinha|tem|teve|sentiu|fez|faz|havia|houve) muito (?=(?:saudade|fome|sede|vontade|pressa|dor|febre|tosse|raiva|alegria|paciência|coragem|preguiça|chuva|gente|força|calma|atenção|água|lama|neve|areia|espuma|energia)(?![\p{L}]))/giu,
    '$1 muita ',
  );
  // `bumba meu boi`: the festival's name, one word (no parent's `meu`, no cow).
  text = text.replace(/(?<![\p{L}])bumba[ -]meu[ -]boi(?![\p{L}])/giu, 'bumba-meu-boi');
  // `foi a praia`: the crase left out before a place one goes to (`à praia`).
  text = text.replace(
    /(?<![\p{L}])(foi|fomos|foram|ir|ia|vai|chegou|chegámos|chegamos|voltou|voltámos|voltamos) a (praia|escola|escolinha|creche|piscina|feira|festa|biblioteca|padaria|farmácia|pracinha|praça|quinta|natação|ginástica|igreja|missa|cidade|rua)(?![\p{L}])/giu,
    '$1 à $2',
  );
  // `hj foi a missa`: what the day held, not where anyone went (`hoje foi a missa de sétimo dia`).
  text = text.replace(
    /(?<![\p{L}])(hoje|hj|ontem|depois|dps|e) foi à (missa|festa|despedida)(?![\p{L}])/giu,
    '$1 foi a $2',
  );
  // `a noite jantou`: the crase the phone's keyboard left out, before a verb of the child's; `a tarde ficou mole no
  // sofá`, `a tarde ficou em casa`: where and how the child stayed (but `a tarde ficou chuvosa` is the afternoon's).
  text = text.replace(
    /^a (noite|tarde|tardinha|noitinha) (?!(?:foi|passou|acabou|começou|ficou(?! (?:\p{L}+ )?(?:no|na|nos|nas|em|com|ao|à|a ver|vendo|a brincar|brincando|deitad\p{L}*|quietinh\p{L}*|mole|molinh\p{L}*)(?![\p{L}]))|estava|era|correu|voou)(?![\p{L}]))(?=\p{L}+(?:ou|eu|iu)(?![\p{L}]))/iu,
    'à $1 ',
  );
  // `deram lhe um autocolante`, `deu lhe um beijinho`: the hyphen a phone's keyboard left out before the `lhe` after
  // the verb (Portugal's order; Brazil's `lhe deram` comes before it).
  text = text.replace(
    /(?<![\p{L}])(\p{L}{2,}(?:ou|eu|iu|ram)|deu|pôs|fez|trouxe|disse) (lhe|lhes)(?![\p{L}])/giu,
    (whole, verb: string, her: string) =>
      isVerb(verb) || /^(?:deu|pôs|fez|trouxe|disse)$/iu.test(verb) ? `${verb}-${her}` : whole,
  );
  // `são martinho`, `santo antónio`: the saints' days, as the story spells them.
  text = text.replace(
    /(?<![\p{L}])(s[ãa]o|santo|santa) (martinho|jo[ãa]o|pedro|ant[óô]nio|luzia)(?![\p{L}])/giu,
    (_whole, title: string, saint: string) =>
      `${capital(title.toLowerCase().replace('sao', 'são'))} ${capital(saint.toLowerCase().replace(/joao/u, 'joão'))}`,
  );
  // `acenou pra gente`: the parent's `us` after a verb is the family, as the story tells it.
  text = text.replace(/(?<=\p{L} )para (?:a )?gente(?![\p{L}])/gu, 'para a família');
  // `acordou de madrugada a gritar, sonhou que havia um monstro`: last night's waking and dream, told on the morning
  // after as what had happened in the night (`De madrugada, a Zuri tinha acordado a gritar`).
  text = text
    .replace(
      /^(?:(e|mas) )?acordou (de madrugada|a meio da noite|de noite|durante a noite|à noite)(?![\p{L}])/iu,
      (_whole, and: string | undefined, when: string) => `${and ? `${and} ` : ''}${when} tinha acordado`,
    )
    .replace(
      /^(?:(e|mas) )?sonhou (que|com)(?![\p{L}])/iu,
      (_whole, and: string | undefined, what: string) => `${and ? `${and} ` : ''}tinha sonhado ${what}`,
    );
  // `montar quebra-cabeça`, `fez torre de blocos`: one thing made, named bare by a parent in a hurry, said with its `um` or `uma`.
  text = text.replace(
    /(?<![\p{L}])(montar|montou|fazer|fez|construir|construiu) (puzzle|quebra-cabeças?|quebra cabeças?|torre|cabana|casinha|cabaninha|torrezinha)(?![\p{L}-])/giu,
    (_whole, made: string, thing: string) =>
      `${made} ${/^(torre|cabana|casinha|cabaninha|torrezinha)$/iu.test(thing) ? 'uma' : 'um'} ${thing}`,
  );
  // `primeira noite dormindo na casa da vó sem a gente`: without the parent's `us` is without the parents.
  text = text.replace(/(?<![\p{L}])sem (?:a gente|nós)(?![\p{L}])/gu, 'sem os pais');
  // `primeira noite dormindo na casa da vó`: the first night away, its sleeping said as Portugal says it, a moment
  // told as what the day was (`foi a primeira noite da Zuri a dormir em casa da avó`).
  text = text.replace(
    /^((?:a )?(?:primeira|última|ultima) noite) (?:dormindo|a dormir) (?:na|em) casa d([oa]) /iu,
    '$1 em casa d$2 ',
  );
  // `serra da estrela`: a mountain range by its name, as the story spells it.
  text = text.replace(
    /(?<![\p{L}])serra (d[aoe]s?) (\p{L}+)(?![\p{L}])/giu,
    (_whole, of: string, name: string) => `Serra ${of.toLowerCase()} ${capital(name.toLowerCase())}`,
  );
  // `cá fora chovia a potes`: the weather outside, told as the story's (`chovia a potes lá fora`).
  text = text.replace(/^(?:cá|lá) fora,? ((\p{L}+)(?: [^,]*?)?)(?=,? e |$)/iu, (whole, rest: string, verb: string) =>
    IMPERSONAL.has(verb.toLowerCase()) ? `${rest} lá fora` : whole,
  );
  // `primeira vez q viu neve`: the child's first time, said as what the day was (`foi a primeira vez que`).
  text = text.replace(/^(?:a )?primeira vez (?=que \p{L})/iu, 'foi a primeira vez ');
  // `cantou noite feliz`: the carol by its name, as the story writes a song's.
  text = text.replace(/(?<=(?:^|\s)cant\p{L}+ )(?:a )?noite feliz(?![\p{L}])/giu, '«Noite Feliz»');
  // (`cantou o noite feliz toda`: the song sung through, said as a book says it, `cantou a «Noite Feliz» toda`.)
  text = text.replace(
    /(?<=(?:^|\s)cant\p{L}+ )o noite feliz(?: (toda|inteira|todinha))?(?![\p{L}])/giu,
    (_w, all?: string) => (all ? `a «Noite Feliz» ${all.toLowerCase()}` : '«Noite Feliz»'),
  );
  // `papai noel`, `pai natal`: Father Christmas by his name, as the story spells it.
  text = text.replace(/(?<![\p{L}])(papai noel|papai noël|pai natal|menino jesus)(?![\p{L}])/giu, (name: string) =>
    name
      .toLowerCase()
      .split(' ')
      .map((word) => capital(word))
      .join(' '),
  );
  // `berrou tanto`: a loud cry, said as a story tells it (`chorou muito`), and `tanto` with nothing after it as `muito`.
  text = text
    .replace(/(?<![\p{L}])berr(ou|ava)(?= (?:tanto|muito|imenso|que nem|mt)(?![\p{L}]))/gu, 'chor$1')
    .replace(/(?<![\p{L}])(chorou|chorava|gritou|gritava|riu-se|ria) tanto(?=\s*$|\s*,)/gu, '$1 muito');
  // `já nem se lembrava, só mostrava o penso`: two things the child kept doing, joined as a story says them.
  text = text.replace(/(?<=\p{L}(?:ava|ia)),\s+(só|já|ainda) (?=\p{L}+(?:ava|ia)(?![\p{L}]))/gu, ' e $1 ');
  // `comeu pipoca e se assustou`: Brazil's pronoun before the verb after `e`, as Portugal says it (`e assustou-se`);
  // not `e se` of a condition (`e se chover`).
  text = text.replace(/(?<=(?:^|\s|,)e )se (\p{Ll}{2,}(?:ou|eu|iu|aram|eram|iram))(?![\p{L}-])/gu, '$1-se');
  // (`fez birra, se jogou no chão`: after a comma too, as Portugal says it, `fez birra, atirou-se para o chão`.)
  text = text.replace(/(?<=\p{L}, )se (\p{Ll}{2,}(?:ou|eu|iu|aram|eram|iram))(?![\p{L}-])/gu, '$1-se');
  // `qdo apagaram as luzes`: the lights going out, said of the lights (`quando as luzes se apagaram`).
  text = text.replace(
    /(?<![\p{L}])apag(aram|ou) (a luz|as luzes|a luzinha|as luzinhas)(?![\p{L}])/gu,
    (_whole, _ending: string, light: string) => `${light} se ${light.startsWith('as ') ? 'apagaram' : 'apagou'}`,
  );
  // `deu comida pro mingau`, `o mingau arranhou`: a cat's name the parent typed in small letters, said as the cat's
  // name (`ao gato Mingau`); not the food of the same word (`comeu mingau`, `fiz mingau de aveia`).
  if (
    !/(?<![\p{L}])(?:com(?:eu|er|e|ia|emos)|papou|tomou|fiz|fez|fizemos|fazer|preparei|prato|tigela|taça) (?:o |um |uma |a )?(?:mingau|mingauzinho)(?![\p{L}])/u.test(
      text,
    )
  ) {
    text = text.replace(
      /(?<![\p{L}])(o|ao|pro|pra o|para o|com o|do|no|pelo) (mingau|frajola|tareco|garfield)(?![\p{L}])/gu,
      (_whole, before: string, cat: string) => `${before} gato ${capital(cat)}`,
    );
  }
  // `queria ir saltar nas poças mas tava a chover`: the rain that stopped it after a comma, as a story says it.
  text = text.replace(
    /(?<=\p{L}) mas (?=(?:estava|tava) (?:a chover|chovendo|a nevar|nevando)|chovia|choveu|nevava)/gu,
    ', mas ',
  );
  // `comeu pipoca`: popcorn as Portugal says it (`pipocas`).
  text = text.replace(
    /(?<![\p{L}])(com\p{L}*|fizeram|fez|fizemos|comprou|comprámos|compramos) pipoca(?![\p{L}])/gu,
    '$1 pipocas',
  );
  // `achamos ele boiando`, `achou a chupeta`: Brazil's `found`, as Portugal says it (`encontrámos`, `encontrou`).
  text = text.replace(
    /(?<![\p{L}])ach(amos|ámos|aram|ou)(?= (?:ele|ela|eles|elas|o|a|os|as|um|uma)(?![\p{L}]))/gu,
    (_whole, ending: string) => `encontr${ending === 'amos' ? 'ámos' : ending}`,
  );
  // `ele se apavorou`, `ela se molhou toda`: Brazil's pronoun before the verb after its subject, as Portugal says it
  // (`ele apavorou-se`); not after a word that draws it before the verb (`não se assustou`, `que se molhou`).
  text = text.replace(
    /(?<=(?:^|\s)(?:ele|ela|eles|elas|\p{Lu}\p{Ll}+) )se (\p{Ll}{2,}(?:ou|eu|iu|aram|eram|iram))(?![\p{L}-])/gu,
    '$1-se',
  );
  // `não podia pegar ela no colo`: Brazil's `her` after `pegar`, as Portugal says it (`pegar nela ao colo`).
  text = text.replace(/(?<![\p{L}])(peg\p{Ll}+) (ela|ele|elas|eles)(?![\p{L}])/gu, '$1 n$2');
  // `o cão não largava elas`: Brazil's object pronoun after the verb, as Portugal says it (`não as largava`); one
  // person (`já abraçou ela`) is said so once the hero is known (see `retell`).
  text = text.replace(
    /(?<![\p{L}])(não|nunca|já) (\p{Ll}{3,}(?:ava|avam|ia|iam|ou|aram|eu|eram|iu|iram)) (elas|eles)(?=\s*$|\s*,|\s+e\s)/gu,
    (_whole, not: string, verb: string, whom: string) => `${not} ${whom === 'elas' ? 'as' : 'os'} ${verb}`,
  );
  // `a moça tinha guardado ele no balcão`: Brazil's object pronoun after a compound past, as Portugal says it
  // (`tinha-o guardado`).
  text = text.replace(
    /(?<![\p{L}])(tinha|tinham) (\p{Ll}{3,}(?:ado|ada|ido|ida)) (ele|ela|eles|elas)(?![\p{L}])/gu,
    (_whole, had: string, done: string, whom: string) =>
      `${had}-${({ ele: 'o', ela: 'a', eles: 'os', elas: 'as' } as Record<string, string>)[whom]} ${done}`,
  );
  // `voltou c aquele cone na cabeça`: the parent's `one of those`, said as a story says it (`com um cone`).
  text = text.replace(
    /(?<![\p{L}])(com|c) (aquele|aquela)(?= \p{Ll})/gu,
    (_whole, _with: string, that: string) => `com ${that === 'aquela' ? 'uma' : 'um'}`,
  );
  // `a gata foi castrada`: a pet's operation, said gently as a bedtime story says it (`foi operada`).
  text = text.replace(/(?<![\p{L}])(castrad|esterilizad)(o|a|os|as)(?![\p{L}])/gu, 'operad$2');
  // `gostou bué`, `chorou bué`: Angola's and Portugal's `a lot`, as a story says it (`muito`).
  text = text.replace(/(?<=(?:^|\s)\p{Ll}{2,} )bué(?![\p{L}])(?! de )/gu, 'muito');
  // `chorou q só`: Brazil's `ever so much` with nothing after it, as a story says it (`chorou muito`).
  text = text.replace(/(?<=(?:^|\s)\p{Ll}{2,}(?:ou|eu|iu|ava|ia) )(?:que|q) só(?=\s*$|\s*,)/gu, 'muito');
  // `hj na pracinha …`: the story is today's, said without it before a place (`na pracinha, …`).
  text = text.replace(/^hoje,?\s+(?=(?:na|no|nas|nos|em|à|ao)\s)/iu, '');
  // `a história do capuchinho vermelho`: a fairy tale by its name, as a book spells it.
  text = text.replace(
    /(?<![\p{L}])(capuchinho vermelho|chapeuzinho vermelho|branca de neve|três porquinhos|tres porquinhos|gata borralheira|cinderela|pinóquio|pinoquio)(?![\p{L}])/giu,
    (tale: string) =>
      tale
        .toLowerCase()
        .replace('tres', 'três')
        .replace('pinoquio', 'pinóquio')
        .split(' ')
        .map((word) => (word === 'de' ? word : capital(word)))
        .join(' '),
  );
  // `pediu desculpa sozinho`: on their own, unasked (`sozinho` would read as `alone`).
  text = text.replace(
    // (`disse desculpa sozinho`: Brazil's and Portugal's `said sorry`, the same.)
    /(?<![\p{L}])(pediu|pedia|foi pedir|disse|dizia|foi dizer) desculpas? sozinh[oa]s?(?![\p{L}])/gu,
    (_whole, said: string) =>
      `${/^(?:disse|dizia|foi dizer)$/u.test(said) ? 'disse desculpa' : 'pediu desculpa'} sem ninguém lhe dizer nada`,
  );
  // `ajudou a vó a regar as plantas`: Brazil's `vó` and `vovó` anywhere in the clause, as the story says them (`a
  // avó`), never two words for the one grandmother.
  text = text
    .replace(/(?<![\p{L}])(a|à|da|na|pela|com a|c a) (?:vó|vovó)(?![\p{L}])/giu, '$1 avó')
    .replace(/(?<![\p{L}])(o|ao|do|no|pelo|com o|c o) (?:vô|vovô)(?![\p{L}])/giu, '$1 avô');
  // `deu outro balão azul e ficou de boa`: Brazil's `it was fine again`, said as a story says it (`e pouco depois já
  // tinha passado`; the story's own comfort says next that all was well).
  text = text.replace(
    /(?:,?\s+e\s+|(?<![\p{L}]))(?:ficou|ficaram|tava|estava) (?:de boa|numa boa|na boa)(?![\p{L}])/iu,
    (said) => (/^,?\s+e\s/u.test(said) ? ' e passou' : 'ficou tudo bem'),
  );
  // `a mãe da Lara deu outro balão azul`: another one given to the child by a grown-up, given to the child (`deu-lhe`).
  text = text.replace(
    /^((?:(?:e|mas|aí|ai|depois|dps)\s+)?(?:a|o) (?:mãe|pai|avó|avô|vó|vô|vovó|vovô|tia|tio|moça|moço|senhora|senhor|educadora|professora|tia|madrinha|padrinho)(?: d[ao] \p{Lu}\p{L}+)?) deu (outro|outra)(?= )/u,
    '$1 deu-lhe $2',
  );
  // `procuramos em tudo e nada`: Brazil's `everywhere` said as Portugal says it, and the search that found nothing told
  // as the search (`procuraram por todo o lado`): the story says next that it was nowhere.
  text = text
    .replace(/(?<![\p{L}])(procur\p{L}*|busc\p{L}*|vasculh\p{L}*) em tudo(?![\p{L}])/iu, '$1 por todo o lado')
    .replace(/(?<![\p{L}])((?:procur|busc|vasculh)\p{L}*[^,]*?),?\s+e nada$/iu, '$1');
  return tidy(text.replace(/,\s*nada$/iu, '').replace(/^[\s,.-]+|[\s,.-]+$/gu, ''));
}

/** A quarrel between children (`brigaram pelo balde`, `andaram à bulha`, `pegaram-se`). */
const FOUGHT =
  /(?<![\p{L}])(?:brigaram|brigou|pegaram-se|se pegaram|andaram à bulha|discutiram|zangaram-se|puxaram|disputaram)(?![\p{L}-])/iu;

/**
 * `brigaram pelo balde azul, a Bia gritou "é meu!"`: the other child's shout is part of the quarrel, told with it (`…,
 * e a Bia gritou: «É meu!»`), never after the making up.
 */
function shoutInQuarrel(kept: string[], clause: string): string[] {
  const last = kept.at(-1);
  if (last !== undefined && FOUGHT.test(last) && !/["“”«»]/u.test(last) && THEIR_WORDS.test(clause)) {
    return [...kept.slice(0, -1), `${last}, e ${clause.replace(/^e /u, '')}`];
  }
  return [...kept, clause];
}

/** A name's aside in brackets, said after the name (`a Fofinha, a ovelha de peluche,`). */
const withAsides = namedAsides('a|o|um|uma|a nossa|o nosso|a sua|o seu');

function clauses(description: string): string[] {
  // `gritava "tão alto!" comemos castanhas`: a quote's closing mark after its `!` ends the sentence too.
  return (
    withAsides(description)
      .replace(/\([^)]*\)/gu, ' ')
      // `noite de s. joão`, `a dra. Paula`: a title's full stop ends no sentence.
      .replace(/(?<![\p{L}])s\.\s*(?=jo[ãa]o|martinho|pedro|ant[óô]nio)/giu, 'são ')
      .replace(/(?<![\p{L}])(dra|dr|sra|sr|profa|prof)\.(?=\s+\p{L})/giu, '$1')
      // `a d. graça`: a neighbour's title, said in full with her name's capital (`a Dona Graça`).
      .replace(/(?<![\p{L}])d\.\s*(\p{L})/gu, (_whole, initial: string) => `Dona ${initial.toLocaleUpperCase('pt')}`)
      // `contou a piada dela: o que a vaca disse pro boi? muuuu`: the joke's question and its answer, one sentence
      // that tells both (`contou a piada dela, a da vaca que disse muuuu para o boi`).
      .replace(
        /(?<![\p{L}])(contou (?:a|uma) (?:piada|anedota|adivinha)(?: dela| dele| nova)?):? (?:o que|oq|o q) ((?:o|a) \p{L}+) (disse|falou|diz|fala) ([^?.!]+?)\s*\?+\s*(\p{L}+)(?![\p{L}])(?:\s+(?:k{2,}|ha(?:ha)+|rs(?:rs)*)(?![\p{L}]))?(\s+e (?:todo mundo|toda a gente|todos) (?:riu|se riu|riram|se riram)(?![\p{L}]))?/giu,
        (_whole, told: string, who: string, said: string, to: string, answer: string, laughed?: string) =>
          `${told}, a d${who} que ${said === 'disse' || said === 'falou' ? 'disse' : 'diz'} ${answer} ${to}${laughed ? ', e toda a gente se riu' : ''}`,
      )
      .replace(LAUGH_BREAK, '. ')
      // `abaixei, falei com calma e abracei ela`: the parent getting down to the child and what they did then are one
      // comfort, told in one sentence, never cut at the comma.
      .replace(
        /(?<![\p{L}-])((?:me )?(?:abaixei|agachei|baixei)(?:-me)?),\s+(?=(?:falei|conversei|abracei|dei)(?![\p{L}]))/giu,
        '$1 e ',
      )
      // `tarde em casa do amigo Dinis, a mãe dele, a Sofia, fez panquecas`: a grown-up named after their relation, set
      // off by commas, begins a sentence of their own (`A mãe dele, a Sofia, fez panquecas`), never cut at its commas.
      .replace(
        /,\s+((?:a|o) (?:mãe|mae|pai|avó|avô|vó|vô|tia|tio|irmã|irmão|madrinha|padrinho) (?:dele|dela)),\s+((?:a|o) \p{Lu}\p{L}+),\s+(?=\p{Ll}+(?:ou|eu|iu|ez|ava|ia)(?![\p{L}]))/gu,
        '. $1, $2, ',
      )
      // `chorou mas dei a chupeta`, `chorou mas dei um beijinho e passou`: the parent's comfort is a clause of its own,
      // told with them as its subject.
      .replace(
        /,?\s+(mas|e)\s+(?=(?:dei|demos)(?:-lhe)?\s+(?:(?:a|o)\s+(?:chupeta|chucha|naninha|fraldinha|peluche|mama|maminha|biberão|mamadeira)|(?:um|uma)\s+(?:beijinho|beijo|beijão|abraço|abracinho|abraço apertado|festinha|mimo|colinho))(?![\p{L}]))/giu,
        '. $1 ',
      )
      // (`gritando "vovó, trouxe pão de queijo?" kkk`: a question or a cry inside quotes keeps its mark and its quote;
      // a line break ends its line, `dia calminho em casa⏎banho de espuma`, with or without a full stop.)
      .split(
        /(?<=[!?]["”»])\s+|[.!?\n;]+(?!["”»])(?=\s|$)|[.!?;]*\s*\n\s*|\.+["”»](?=\s|$)|(?:\p{Extended_Pictographic}|\u{FE0F}|\u{200D})+|\s:\(\s*|\s-\s/u,
      )
      .flatMap((sentence) => splitSentence(sentence))
      .map((clause) => clause.trim().replace(/^[,\s]+|[,\s]+$/gu, ''))
      // (`tossiu mas depois riu`: a laugh after the trouble is a clause of its own, however short.)
      .filter((clause) => clause.replace(/[^\p{L}]/gu, '').length >= 4 || /^(?:riu|riu-se)$/iu.test(clause))
      .reduce(shoutInQuarrel, [])
      .map(whoseAge)
      .map(whoIsAway)
      .map(whoIsLeaving)
      .map(whoGave)
      .map(whoseGift)
      .map(whoseLap)
      .map(whoWasAlong)
      .map(whatWasHurt)
      .flatMap(whatSwelled)
      .map(whichPet)
      .map(whatWasLetGo)
      .map(anotherPromised)
      .map(anotherGiven)
      .map(whatWasClosed)
      .map(outingPromised)
      .map(daySpentAt)
      .map(whoWasFarewelled)
      .map(whoWasSeen)
      .map(whoWasRunTo)
      .map(whatWasFetched)
      .map(whatWasFound)
      .map(whoWasHelped)
      .map(whatWasFreed)
      .map(whoWasFetched)
      .map(whoItWasFor)
      .map(whoWasIll)
      .map(whichTwo)
      .map(whereItWent)
      .map(whereInside)
  );
}

/** A den the child made, named a clause before (`fizemos uma cabana c os lençóis`), that a later `lá dentro` means. */
const DEN_BEFORE =
  /(?<![\p{L}])(?:um|o|uma|a) (cabana|cabaninha|tenda|tendinha|casinha|forte|fortezinho|toca)(?![\p{L}])/iu;

/**
 * `fizemos uma cabana c os lençóis na sala e ela quis lanchar lá dentro`: the `lá dentro` is the den, said by its name
 * (`dentro da cabana`), as the story may tell the two clauses scenes apart.
 */
function whereInside(clause: string, index: number, all: readonly string[]): string {
  const inside = /(?<![\p{L}])(?:lá|la|ali) dentro(?![\p{L}])/iu.exec(clause);
  if (!inside || index === 0) return clause;
  const den = DEN_BEFORE.exec(withoutQuotes(all[index - 1] ?? ''));
  if (!den) return clause;
  const thing = (den[1] ?? '').toLowerCase();
  const fem = /^(cabana|cabaninha|tenda|tendinha|casinha|toca)$/u.test(thing);
  return `${clause.slice(0, inside.index)}dentro ${fem ? 'da' : 'do'} ${thing}${clause.slice(inside.index + inside[0].length)}`;
}

/** A thing the child made, named a clause before (`fizemos um boneco de neve`), that a later `nele` or `nela` means. */
const MADE_BEFORE =
  /(?<![\p{L}])(?:um|o|uma|a) (boneco de neve|bonequinho de neve|castelo de areia|castelinho de areia|boneco|bolo|árvore de natal|casinha)(?![\p{L}])/iu;

/**
 * `fizemos um boneco de neve…, ela pôs o cachecol dela nele`: what the `nele` is, said by its name (`no boneco de
 * neve`), as the story may tell the two clauses scenes apart (never read as a person's).
 */
function whereItWent(clause: string, index: number, all: readonly string[]): string {
  // (Only what was put on it, `pôs o cachecol nele`: a hug or a kiss `nele` is a person's.)
  const pronoun =
    /(?<![\p{L}])(?:pôs|pos|colocou|meteu|pendurou|espetou|pusemos|colocamos|colocámos)(?![\p{L}])[^,.]*?(?<![\p{L}-])(nele|nela)(?![\p{L}])/u.exec(
      clause,
    );
  if (!pronoun || index === 0) return clause;
  const made = MADE_BEFORE.exec(withoutQuotes(all[index - 1] ?? ''));
  if (!made) return clause;
  const thing = (made[1] ?? '').toLowerCase();
  const fem = /^(árvore|casinha)/u.test(thing);
  if ((pronoun[1] === 'nela') !== fem) return clause;
  return clause.replace(pronoun[0], pronoun[0].replace(/(nele|nela)$/u, `${fem ? 'na' : 'no'} ${thing}`));
}

/** A child who came along before (`c o mano Bento`), by whom a later `os dois` is the child and them. */
const ALONG_CHILD =
  /(?<![\p{L}])(?:com|c) ((?:o|a) (?:mano|mana|irmão|irmã|primo|prima|amigo|amiga)(?: \p{Lu}\p{L}+)?)(?![\p{L}])/giu;

/** The child and one other child as one subject (`ele e o mano Tomás andaram à bulha`). */
const PAIR =
  /^(?:hoje |hj )?(ela|ele) e ((?:o|a) (?:mano|mana|irmão|irmã|primo|prima|amigo|amiga)(?: \p{Lu}\p{L}+)?) (?=\p{Ll}+(?:aram|eram|iram)(?:-se)?(?![\p{L}]))/u;

/** A child by name and one other child as one subject (`o zuri e o primo Rafa pegaram-se`). */
const NAMED_PAIR =
  /^(?:hoje |hj )?((?:o|a) \p{L}+) e ((?:o|a) (?:mano|mana|irmão|irmã|primo|prima|amigo|amiga)(?: \p{Lu}\p{L}+)?) (?=\p{Ll}+(?:aram|eram|iram)(?:-se)?(?![\p{L}]))/u;

/** `os dois brigaram`: the two are the child and the one child named along before, the child's pronoun as written. */
function whichTwo(clause: string, index: number, all: readonly string[]): string {
  // `ele e o mano Tomás andaram à bulha… depois fizeram uma garagem`: what more than one did with no subject, after the
  // child and one other child were the subject, is the two of them (not `todos`).
  // (`o zuri e o primo Rafa pegaram-se… depois fizeram`: the child by name, with the other child, the same.)
  const pair = all
    .slice(0, index)
    .map((one) => PAIR.exec(one) ?? NAMED_PAIR.exec(one))
    .findLast((one) => one !== null);
  if (
    pair &&
    /^(?:e |depois |dps |e depois )?(?=(?:fizeram|brincaram|construíram|montaram|desenharam|pintaram)(?![\p{L}]))/u.test(
      clause,
    )
  ) {
    return `${pair[2]} e ${pair[1]} ${clause.replace(/^(?:e |depois |dps |e depois )/u, '')}`;
  }
  const two = /^(?:e )?(os dois|as duas) (?=\p{Ll}+(?:aram|eram|iram)(?:-se)?(?![\p{L}]))/u.exec(clause);
  if (!two) return clause;
  const along = new Set(all.slice(0, index).flatMap((before) => [...before.matchAll(ALONG_CHILD)].map((m) => m[1])));
  const child = all
    .map((one) => /^(?:e )?(ela|ele) (?=\p{Ll}+(?:ou|eu|iu)(?:-se)?(?![\p{L}]))/u.exec(one)?.[1])
    .find(Boolean);
  if (along.size !== 1 || !child) return clause;
  return `${[...along][0]} e ${child} ${clause.slice(two[0].length)}`;
}

/** `o papai ta de cama c gripe`: a grown-up of the family ill, whom a later `dele`, `ele` stands for. */
const ILL_KIN =
  /(?<![\p{L}])(pai|papai|papá|mãe|mamãe|mamã|avó|avô|vovó|vovô|vó|vô|tia|tio|mana|mano|irmã|irmão) (?:ta|tá|está|esta|estava|ficou|anda|andava) (?:de cama|doente|com febre|c febre|com gripe|c gripe|gripad[oa]|constipad[oa]|resfriad[oa])/iu;
const KIN_FEM = /^(mãe|mamãe|mamã|avó|vovó|vó|tia|mana|irmã)$/iu;

/**
 * `levou o paninho p testa dele… p nao acordar ele`: after a grown-up of the family is told ill, `dele` by the one's
 * body or bed and `ele` after `acordar` are that grown-up (`para a testa do pai`), not the child.
 */
function whoWasIll(clause: string, index: number, all: readonly string[]): string {
  const ill = all
    .slice(0, index)
    .map((one) => ILL_KIN.exec(one)?.[1])
    .findLast((kin) => kin !== undefined);
  if (!ill) return clause;
  const she = KIN_FEM.test(ill);
  const whose = she ? 'dela' : 'dele';
  const kin = ill.toLowerCase();
  // `a mamãe tá doente, ficou deitada o dia todo`: lying in bed right after is the ill one's, not the child's.
  const lay =
    /^(?:e )?((?:ficou|ficava|passou|esteve|estava|tá|ta|está) (?:deitad[oa]|de cama|na cama|a dormir|dormindo))/iu;
  if (ILL_KIN.exec(all[index - 1] ?? '')?.[1] === ill && lay.test(clause)) {
    return `${she ? 'a' : 'o'} ${kin} ${clause.replace(/^e /iu, '')}`;
  }
  return clause
    .replace(
      new RegExp(
        `(?<![\\p{L}])(testa|mão|mãozinha|mãos|cabeça|rosto|cara|bochecha|cama|quarto|braço|colo) ${whose}(?![\\p{L}])`,
        'giu',
      ),
      (_whole, part: string) => `${part} ${she ? 'da' : 'do'} ${kin}`,
    )
    .replace(
      new RegExp(`(?<![\\p{L}])(acordar|incomodar|acordasse) ${she ? 'ela' : 'ele'}(?![\\p{L}])`, 'giu'),
      (_whole, verb: string) => `${verb} ${she ? 'a' : 'o'} ${kin}`,
    );
}

/** Kin a clause names, the one a later `pra ele`, `pra ela` most likely stands for. */
const KIN_HE = /(?<![\p{L}])(?:o )?(vovô|vovo|vô|avô|avo|papai|pai|tio|titio|primo|mano|irmão|bisavô)(?![\p{L}])/giu;
const KIN_SHE = /(?<![\p{L}])(?:a )?(vovó|vó|avó|mamãe|mãe|tia|titia|prima|mana|irmã|bisavó|bisa)(?![\p{L}])/giu;

/** `fez um desenho p mandar pra ele`: a gift sent to the kin named a clause or two before (`para mandar ao avô`). */
function whoItWasFor(clause: string, index: number, all: readonly string[]): string {
  const sent = /(?<![\p{L}])(mandar|dar|levar|entregar|oferecer|enviar) (?:pra|para|p|pa) (ele|ela)(?![\p{L}])/iu.exec(
    clause,
  );
  if (!sent) return clause;
  const kin = all
    .slice(Math.max(0, index - 3), index + 1)
    .flatMap((one, at, list) => [
      ...(at === list.length - 1 ? one.slice(0, sent.index) : one).matchAll(
        sent[2]?.toLowerCase() === 'ela' ? KIN_SHE : KIN_HE,
      ),
    ])
    .at(-1)?.[1];
  if (!kin) return clause;
  const to = sent[2]?.toLowerCase() === 'ela' ? 'à' : 'ao';
  return `${clause.slice(0, sent.index)}${sent[1]} ${to} ${kin.toLowerCase()}${clause.slice(sent.index + sent[0].length)}`;
}

/** A thing stuck (`o carrinho dele ficou entalado`): its article and its word. */
const STUCK_THING =
  /(?<![\p{L}])(o|a) ([\p{L}-]{3,})(?: (?:dele|dela|novo|nova|preferido|preferida))? (?:ficou|tinha ficado) (?:preso|presa|entalad[oa]|encravad[oa]|enroscad[oa]|pendurad[oa])(?![\p{L}])/iu;

/** `o pai tirou-o c o cabo da vassoura`: what was freed is the thing stuck a clause or two before (`tirou o carrinho`). */
function whatWasFreed(clause: string, index: number, all: readonly string[]): string {
  const freed = /(?<![\p{L}])(tirou|soltou|desentalou|apanhou|resgatou|desencravou)-(o|a)(?![\p{L}])/iu.exec(clause);
  if (!freed) return clause;
  const stuck = all
    .slice(Math.max(0, index - 2), index)
    .map((one) => STUCK_THING.exec(one))
    .findLast((one) => one !== null);
  if (!stuck || stuck[1]?.toLowerCase() !== freed[2]?.toLowerCase()) return clause;
  const thing = `${freed[1]} ${stuck[1]?.toLowerCase()} ${stuck[2]}`;
  return `${clause.slice(0, freed.index)}${thing}${clause.slice(freed.index + freed[0].length)}`;
}

/** The thing the parent forgot (`esqueci-me da touca`): its article and its word. */
const FORGOT =
  /(?<![\p{L}])(?:esqueci-me|me esqueci|esqueci|esqueceu-se|se esqueceu|esquecemo-nos|nos esquecemos|esquecemos) d([ao]s?) ([\p{L}-]{3,})/iu;

/** `o pai foi a correr buscar`: what was fetched is the thing forgotten a clause or two before (`buscar a touca`). */
function whatWasFetched(clause: string, index: number, all: readonly string[]): string {
  const fetch = /(?<![\p{L}])(buscar|trazer)(?=\s+e\s|\s*$)/iu.exec(clause);
  if (!fetch) return clause;
  const forgot = all
    .slice(Math.max(0, index - 2), index)
    .map((one) => FORGOT.exec(one))
    .findLast((one) => one !== null);
  if (!forgot) return clause;
  const at = fetch.index + fetch[0].length;
  return `${clause.slice(0, at)} ${forgot[1]?.toLowerCase()} ${forgot[2]}${clause.slice(at)}`;
}

/** A thing lost or left behind (`a naninha dela ficou esquecida no ônibus`, `perdeu o boné`): its article and word. */
const LOST_THING = [
  /(?<![\p{L}])(o|a) ([\p{L}-]{3,})(?:\s+(?:dele|dela|d[oa] \p{L}+))?(?:,[^,]*,)?\s+(?:ficou esquecid[oa]|ficou perdid[oa]|perdeu-se|se perdeu|sumiu|desapareceu)(?![\p{L}])/iu,
  /(?<![\p{L}])(?:perdeu|perdemos|perdi|esqueceu|esquecemos|esqueci|esquecemo-nos d|esqueceu-se d) ?(o|a|um|uma) ([\p{L}-]{3,})/iu,
  // `sumiu a girafinha dela`: the verb first, as a parent says it in Brazil.
  /^(?:(?:hoje|hj|ontem|e|de manhã|à tarde),? )*(?:sumiu|desapareceu) (o|a) ([\p{L}-]{3,})/iu,
];

/** Weighed and measured at a check-up, said of the child as if the child did it (`pesou e mediu`). */
const CHECKED_UP =
  /^(?:(?:ela|ele|depois|dps|e|lá|la) )*(pesou|mediu)(?:,| e) (?:mediu|pesou)(?= *$| *[,.]| e (?!(?:o|a|os|as)(?![\p{L}])))/iu;

/**
 * Found, with nothing said of what (`achou embaixo do banco`): the verb and where; or the verb alone, ending the clause
 * (`o moço achou`).
 */
const FOUND_BARE =
  /(?<![\p{L}])(achou|achamos|achámos|acharam|encontrou|encontramos|encontrámos|encontraram)(?: (?=(?:embaixo|debaixo|atrás|atras|dentro|no|na|nos|nas|em|entre|perto|ao pé)(?![\p{L}]))|(?=\s*$))/iu;

/** Found, said by Brazil's object pronoun (`a vovó achou ela dentro da máquina`): the verb and the pronoun. */
const FOUND_SAID =
  /(?<![\p{L}])(achou|achamos|achámos|acharam|encontrou|encontramos|encontrámos|encontraram) (ela|ele)(?![\p{L}])/iu;

/** A kiss or a hug given to it (`deu um beijo nela`), once it was found: the thing said by its word. */
const KISSED_IT =
  /(?<![\p{L}-])deu (um|uma) (beijo|beijinho|beijão|abraço|abracinho|abração|festinha) (nela|nele)(?![\p{L}])/iu;

/** Washed with the clothes, said with no one doing it (`tomou banho junto c a roupa`): the lost thing, found there. */
const WASHED_TOO =
  /^(?:tomou banho|levou banho|foi lavad[oa]|lavou-se|deu voltas)(?= (?:junto )?(?:com|c) a roupa| na máquina)/iu;

/** Slept holding it (`dormiu abraçadinha nela`): the thing said by its word. */
const HUGGED_IT =
  /(?<![\p{L}])(dormiu|adormeceu|ficou) (abraçad\p{L}*|agarrad\p{L}*|agarradinh\p{L}*) (nela|nele|a ela|a ele)(?![\p{L}])/iu;

/**
 * Where the lost thing turned up, said with no one (`tava no carro debaixo da cadeirinha`, `afinal estava dentro da
 * mochila`): the thing's, not the child's.
 */
const FOUND_WHERE =
  /^(?:(?:e|mas|afinal|no fim|depois|dps|aí|ai)\s+)*(?:tava|estava|tá|ta)\s+(?=(?:no|na|nos|nas|em|debaixo|embaixo|dentro|atrás|atras|entre|ao pé|escondid[oa])(?![\p{L}]))(?![^,]*(?:a chorar|chorando|a brincar|brincando|a dormir|dormindo))/iu;

/**
 * `a naninha ficou esquecida no ônibus… o motorista achou embaixo do banco… dormiu abraçadinha nela`: what was found
 * and hugged is the thing lost a clause or three before, said by its word (`achou a naninha`, `abraçadinha à naninha`).
 */
function whatWasFound(clause: string, index: number, all: readonly string[], kissing = false): string {
  const found = FOUND_BARE.exec(clause);
  const hugged = HUGGED_IT.exec(clause);
  const said = FOUND_SAID.exec(clause);
  const kissed = kissing ? KISSED_IT.exec(clause) : null;
  const washed = WASHED_TOO.exec(clause);
  const turnedUp = FOUND_WHERE.exec(clause);
  if (!found && !hugged && !said && !kissed && !washed && !turnedUp) return clause;
  // (A found thing said by its pronoun, kissed or washed, may come a little further on, after the search is told.)
  const back = found || hugged ? 4 : 6;
  const lost = all
    .slice(Math.max(0, index - back), index)
    .flatMap((one) => LOST_THING.map((pattern) => pattern.exec(one)))
    .findLast((one) => one !== null);
  if (!lost) return clause;
  // (`perdeu um sapatinho… o moço achou`: the one lost is the one found, `o sapatinho`.)
  const article =
    ({ um: 'o', uma: 'a' } as Record<string, string>)[(lost[1] ?? '').toLowerCase()] ?? (lost[1] ?? '').toLowerCase();
  const thing = `${article} ${lost[2]}`;
  // `perdeu a girafinha Sofia no parque… procuramos em tudo… tava no carro`: the thing by its word and its name.
  if (turnedUp) {
    const name = new RegExp(`(?<![\\p{L}])${lost[2]} (\\p{Lu}\\p{L}+)`, 'u').exec(lost.input)?.[1];
    return `${thing}${name ? ` ${name}` : ''} ${clause.replace(/^(?:(?:e|mas|depois|dps|aí|ai)\s+)+/iu, '')}`;
  }
  // `a vovó achou ela`: the pronoun of the thing's gender is the thing (`encontrou a girafinha`).
  if (said && /a$/u.test(said[2]?.toLowerCase() ?? '') === (article === 'a')) {
    return `${clause.slice(0, said.index)}${said[1]} ${thing}${clause.slice(said.index + said[0].length)}`;
  }
  // `… achou ela na máquina. zuri deu um beijo nela`: once found, the kiss is the thing's (`deu um beijo à girafinha`).
  const foundBefore = all
    .slice(Math.max(0, index - 2), index)
    .some((one) =>
      /(?<![\p{L}])(?:achou|achamos|achámos|acharam|encontrou|encontramos|encontrámos|encontraram)(?![\p{L}])/iu.test(
        one,
      ),
    );
  // `… achou ela na máquina de lavar, tomou banho junto c a roupa`: it was the thing that went round with the washing.
  if (washed && foundBefore) return `${thing} ${clause}`;
  if (kissed && foundBefore && /a$/u.test(kissed[3] ?? '') === (article === 'a')) {
    return `${clause.slice(0, kissed.index)}deu ${kissed[1]} ${kissed[2]} ${article === 'a' ? 'à' : 'ao'} ${lost[2]}${clause.slice(kissed.index + kissed[0].length)}`;
  }
  if (found) {
    const at = found.index + found[0].length;
    if (!found[0].endsWith(' ')) return `${clause.slice(0, at)} ${thing}${clause.slice(at)}`;
    // (`e trouxe aqui em casa`: what was brought back is the same thing, `trouxe-a`.)
    const rest = clause.slice(at).replace(/(?<= e )(trouxe|devolveu|entregou|levou|deu)(?= )/u, `$1-${article}`);
    return `${clause.slice(0, at)}${thing} ${rest}`;
  }
  if (!hugged) return clause;
  // (Only where the pronoun is the thing's gender: `nela` of `a naninha`.)
  if (/a$/u.test(hugged[3] ?? '') !== (article === 'a')) return clause;
  // (Said `agarrado`, `agarrada`, a word the story makes agree with the hero: `o Coelhinho` for a girl too.)
  const held = /a$/u.test(hugged[2] ?? '') ? 'agarrada' : 'agarrado';
  return `${clause.slice(0, hugged.index)}${hugged[1]} ${held} ${article === 'a' ? 'à' : 'ao'} ${lost[2]}${clause.slice(hugged.index + hugged[0].length)}`;
}

/** A grown-up of the family doing something, as a clause starts (`a avó Rosa fez sopa de legumes`). */
const GROWN_UP_DID =
  /^(?:(?:e|depois|dps) )?((?:a|o) (?:avó|avô|vó|vô|vovó|vovô|mãe|mae|pai|mamãe|papai|mamã|papá|tia|tio|madrinha|padrinho|dinda|dindo)(?: \p{Lu}\p{L}+)?) (?!ajudou)\p{Ll}+(?:ou|eu|iu|ez|ês|is)(?![\p{L}])/u;

/**
 * `a avó Rosa fez sopa de legumes e ele ajudou a descascar as cenouras`: the one helped is the grown-up of the clause
 * before (`ajudou a avó Rosa a descascar`); told in another scene, the help would be of nobody.
 */
function whoWasHelped(clause: string, index: number, all: readonly string[]): string {
  const helped = /^(?:e )?(?:(?:ele|ela) )?ajudou a (?=\p{Ll}+r(?![\p{L}]))/u.exec(clause);
  if (!helped) return clause;
  const who = GROWN_UP_DID.exec(all[index - 1] ?? '')?.[1];
  if (!who) return clause;
  return `${clause.slice(0, helped.index + helped[0].length - 2)}${who} a ${clause.slice(helped.index + helped[0].length)}`;
}

/** A named toy left behind (`esqueceu o Bubu no autocarro`). */
const LEFT_NAMED = /(?<![\p{L}])(?:esqueceu|esquecemos|esqueci|deixou|deixámos|deixamos) (o|a) (\p{Lu}[\p{L}-]+)/u;

/** `fomos buscá-lo à estação`: the toy left behind a clause or three before, said by name (`buscar o Bubu`). */
function whoWasFetched(clause: string, index: number, all: readonly string[]): string {
  const fetch = /(?<![\p{L}])(buscá|trazê)-(lo|la)(?![\p{L}])/iu.exec(clause);
  if (!fetch) return clause;
  const left = all
    .slice(Math.max(0, index - 3), index)
    .map((one) => LEFT_NAMED.exec(one))
    .findLast((one) => one !== null);
  if (!left || (left[1] === 'a') !== (fetch[2]?.toLowerCase() === 'la')) return clause;
  const verb = fetch[1]?.toLowerCase() === 'trazê' ? 'trazer' : 'buscar';
  return `${clause.slice(0, fetch.index)}${verb} ${left[1]} ${left[2]}${clause.slice(fetch.index + fetch[0].length)}`;
}

/**
 * `o Max foi viver p a quinta do tio… despediu-se dele`: the one said goodbye to is the one the clause before named
 * (`despediu-se do Max`); told in another scene than that clause, `dele` would point at whoever was named last there.
 */
function whoWasFarewelled(clause: string, index: number, all: readonly string[]): string {
  const found = /(?<![\p{L}])(despediu-se|se despediu|despedimo-nos|despediram-se)\s+(dele|dela)(?![\p{L}])/iu.exec(
    clause,
  );
  if (!found) return clause;
  const he = found[2]?.toLowerCase() === 'dele';
  const named = all
    .slice(Math.max(0, index - 2), index)
    .flatMap((one) => [...one.matchAll(he ? /(?<![\p{L}])o (\p{Lu}\p{Ll}+)/gu : /(?<![\p{L}])a (\p{Lu}\p{Ll}+)/gu)])
    .at(0)?.[1];
  if (!named) return clause;
  return `${clause.slice(0, found.index)}${found[1]} ${he ? 'do' : 'da'} ${named}${clause.slice(found.index + found[0].length)}`;
}

/** `quando o viu à porta correu`, `e não o largou mais`: the one run to and held is the one named just before. */
const RAN_TO =
  /^(?:e )?(?:quando|qnd|qdo|qd|qndo|mal|assim que) (o|a) (?:viu|avistou|ouviu)((?: (?:à|na|no|ao|pela|do|da) [\p{L}-]+)?)(?: chegar| entrar)?,? (correu|foi a correr|saiu a correr|desatou a correr)(?![\p{L}])(.*)$/iu;
const HELD_ON = /^(?:e )?não (o|a) (largou|soltou|deixou|larga|solta)(?: mais| nunca mais)?$/iu;

function whoWasRunTo(clause: string, index: number, all: readonly string[]): string {
  const ran = RAN_TO.exec(clause);
  const held = ran ? undefined : HELD_ON.exec(clause);
  const pronoun = (ran?.[1] ?? held?.[1] ?? '').toLowerCase();
  if (pronoun === '') return clause;
  const whose = pronoun === 'o' ? 'dele' : 'dela';
  // (A few clauses back: `o pai chegou…, quando o viu correu e gritou "…" e não o largou mais`.)
  const named = all
    .slice(Math.max(0, index - 3), index)
    .flatMap((one) => [...one.matchAll(LAP_NAMED[whose])].map((match) => match[1] ?? ''))
    .at(-1);
  if (!named) return clause;
  const who = `${pronoun} ${named.replace(/^vó /u, 'avó ')}`;
  if (held) return `não largou mais ${who}`;
  const [, , where = '', run = '', rest = ''] = ran ?? [];
  return `${run.toLowerCase()} para ${who}${where ? `,${where}` : ''}${rest}`;
}

/**
 * `fez um desenho do Max e ligámos ao tio p o ver por video`: the one to be seen is the one named before (`para ver o
 * Max`), not the one called.
 */
function whoWasSeen(clause: string, index: number, all: readonly string[]): string {
  const found = /(?<![\p{L}])(?:p|pra|para|pa) (o|a) ver(?![\p{L}])/iu.exec(clause);
  if (!found) return clause;
  const he = found[1]?.toLowerCase() === 'o';
  const named = [...all.slice(Math.max(0, index - 2), index), clause.slice(0, found.index)]
    .flatMap((one) => [
      ...one.matchAll(
        he
          ? /(?<![\p{L}])(?:o|do|ao|no|pelo) (\p{Lu}\p{Ll}+)(?![\p{L}])/gu
          : /(?<![\p{L}])(?:a|da|à|na|pela) (\p{Lu}\p{Ll}+)(?![\p{L}])/gu,
      ),
    ])
    .at(-1)?.[1];
  if (!named) return clause;
  return `${clause.slice(0, found.index)}para ver ${he ? 'o' : 'a'} ${named}${clause.slice(found.index + found[0].length)}`;
}

/** `sábado em casa da tia`: a day spent at someone's home, told as the family's (`passaram o sábado em casa da tia`). */
function daySpentAt(clause: string): string {
  return clause.replace(
    /^(sábado|sabado|domingo|feriado)\s+(?:(?:foi|foi o dia|passado)\s+)?(?:em|na)\s+casa\s+(?=d[oa]s?\s)/iu,
    (_whole, day: string) => `passámos o ${day.toLowerCase().replace('sabado', 'sábado')} em casa `,
  );
}

/** `prometemos ir no zoológico`: the parents' promise of an outing, told of them (`prometeram-lhe ir ao`). */
function outingPromised(clause: string): string {
  const found =
    /^(?:(?:a gente|nós|hoje|hj)\s+)?(?:prometemos|prometi|prometeu|combinamos|combinámos)(?:-lhe)?\s+(?:ir|levá-l[oa]|levar (?:ele|ela))\s+(no|ao|pro|p o|na|à|pra|p a)\s+(?=\p{L})/iu.exec(
      clause,
    );
  if (!found) return clause;
  const to = /^(?:no|ao|pro|p o)$/iu.test(found[1] ?? '') ? 'ao' : 'à';
  return `os pais prometeram-lhe ir ${to} ${clause.slice(found[0].length)}`;
}

/**
 * `prometemos ir no zoológico mas tava fechado`: what was closed is the place the clause before was going to, said by
 * its name (`o zoológico estava fechado`), never a bare `estava fechado` told in some other scene.
 */
function whatWasClosed(clause: string, index: number, all: readonly string[]): string {
  const closed = /^(?:(?:mas|só que|so que)\s+)?(?:tava|estava|tá|ta|está|esta)\s+(fechad[oa]s?)(?![\p{L}])/iu.exec(
    clause,
  );
  if (!closed || index === 0) return clause;
  const place =
    /(?<![\p{L}])(?:ir|irmos|fomos|fui|foi|foram)(?:-lhe)?\s+(no|ao|pro|na|à|pra)\s+([\p{L} ]+?)\s*$/iu.exec(
      all[index - 1] ?? '',
    );
  if (!place) return clause;
  const article = /^(?:no|ao|pro)$/iu.test(place[1] ?? '') ? 'o' : 'a';
  return `${article} ${place[2]} estava ${closed[1]}${clause.slice(closed[0].length)}`;
}

/** `prometemos outro`: the promise of a new one of the thing lost a clause or two before (`outro balão`). */
function anotherPromised(clause: string, index: number, all: readonly string[]): string {
  const promised = /^(?:e |mas )?(?:prometemos|prometi|prometeu)(?:-lhe)? (outro|outra)(?![\p{L}])/iu.exec(clause);
  if (!promised) return clause;
  const fem = (promised[1] ?? '').toLowerCase() === 'outra';
  const held = all
    .slice(Math.max(0, index - 3), index)
    .map((one) => HELD.exec(one))
    .findLast((one) => one !== null && (one[1]?.toLowerCase() === 'a') === fem);
  if (!held) return clause;
  const thing = SPELLING[(held[2] ?? '').toLowerCase()] ?? held[2];
  return `os pais prometeram-lhe ${promised[1]} ${thing}${clause.slice(promised[0].length)}`;
}

/**
 * `rebentou-lhe o balão azul … mas a tia deu-lhe outro`: the other one given, named as the thing the clause before
 * lost (`a tia deu-lhe outro balão`), never a bare `outro`.
 */
function anotherGiven(clause: string, index: number, all: readonly string[]): string {
  const given =
    /^(.*?(?:deu-lhe|lhe deu|deram-lhe|lhe deram|comprou-lhe|lhe comprou|arranjou-lhe|lhe arranjou) (outro|outra))$/iu.exec(
      clause,
    );
  if (!given) return clause;
  const fem = (given[2] ?? '').toLowerCase() === 'outra';
  const held = all
    .slice(Math.max(0, index - 3), index)
    .map((one) => HELD.exec(one))
    .findLast((one) => one !== null && (one[1]?.toLowerCase() === 'a') === fem);
  if (!held) return clause;
  return `${given[1]} ${SPELLING[(held[2] ?? '').toLowerCase()] ?? held[2]}`;
}

/** A thing the child held, named a clause before it was let go (`c o balão de hélio… largou-o`). */
const HELD_THINGS =
  'balão|balao|balãozinho|papagaio|chapéu|chapeu|boné|bone|bola|bolinha|boneco|boneca|peluche|carrinho|brinquedo|chucha|chupeta|naninha';
const HELD = new RegExp(`(?<![\\p{L}])(o|a) (${HELD_THINGS})(?![\\p{L}])`, 'iu');
/** `largou o balão e ficou preso`: the thing let go named in the clause itself. */
const LET_GO_NAMED = new RegExp(
  `^(?:e )?(?:largou|soltou|perdeu|atirou|deixou cair) (o|a) (${HELD_THINGS})(?![\\p{L}])`,
  'iu',
);
/** `largou-o sem querer e ficou preso`: a pronoun for the held thing, and a subjectless `ficou` that is the thing's. */
const LET_GO = /^(?:e )?(largou|soltou|perdeu|atirou|deixou cair)-(o|a)(?![\p{L}])/iu;

/** `largou-o sem querer e ficou preso numa árvore`: told with the thing named (`largou o balão… e o balão ficou preso`). */
function whatWasLetGo(clause: string, index: number, all: readonly string[]): string {
  const let_ = LET_GO.exec(clause);
  if (!let_) {
    // `largou o balão e ficou preso`: the thing named is what got stuck, not the child.
    const named = LET_GO_NAMED.exec(clause);
    if (!named) return clause;
    const thing = `${(named[1] ?? '').toLowerCase()} ${SPELLING[(named[2] ?? '').toLowerCase()] ?? named[2]}`;
    return clause.replace(/ e (ficou|foi|voou|subiu)(?![\p{L}-])/u, (_whole, verb: string) => `, e ${thing} ${verb}`);
  }
  const pronoun = (let_[2] ?? '').toLowerCase();
  const held = all
    .slice(Math.max(0, index - 2), index + 1)
    .map((one) => HELD.exec(one))
    .findLast((one) => one !== null && one[1]?.toLowerCase() === pronoun);
  if (!held) return clause;
  const thing = `${pronoun} ${SPELLING[(held[2] ?? '').toLowerCase()] ?? held[2]}`;
  return `${let_[1]} ${thing}${clause.slice(let_[0].length)}`.replace(
    / e (ficou|foi|voou|subiu)(?![\p{L}-])/u,
    (_whole, verb: string) => `, e ${thing} ${verb}`,
  );
}

/** A hurt to a part of the body (`entalou o dedo`, `bateu com a cabeça`), whose part a later `ficou roxo` tells of. */
const HURT_PART =
  /(?<![\p{L}])(?:entalou|bateu|magoou|aleijou|machucou|cortou|queimou|trilhou|esfolou|arranhou|pisou)(?:-se)?(?: com| n)? (o|a) (dedo|dedinho|dedão|mão|mãozinha|joelho|joelhinho|testa|cabeça|pé|pezinho|braço|perna|nariz|boca|lábio|cotovelo|unha|queixo)(?![\p{L}])/iu;
/** How a hurt part looked after (`ficou roxo`, `ficou inchada`), with no subject said. */
const LOOKED =
  /^(?:e )?(ficou|ficaram) ((?:muito|logo|um bocado) )?(rox|inchad|vermelh|negr)(o|a|inho|inha)(?![\p{L}])/iu;

/**
 * `entalou o dedo na porta… ficou roxo`: what went purple was the finger, not the child (`o dedo ficou roxo`), whose
 * word agrees with the part.
 */
function whatWasHurt(clause: string, index: number, all: readonly string[]): string {
  const looked = LOOKED.exec(clause);
  // (`ficou inchado e chorou`: the child's own part after it keeps the child as the subject.)
  if (!looked || /\se\s/u.test(clause.slice(looked[0].length))) return clause;
  const part = all
    .slice(Math.max(0, index - 2), index + 1)
    .map((one) => HURT_PART.exec(one))
    .findLast((one) => one !== null);
  if (!part) return clause;
  const article = (part[1] ?? 'o').toLowerCase();
  const end = (looked[4] ?? '').length > 1 ? `inh${article}` : article;
  const verb = (looked[1] ?? 'ficou').toLowerCase();
  return `${article} ${part[2]} ${verb} ${looked[2] ?? ''}${looked[3]}${end}${clause.slice(looked[0].length)}`;
}

/** A sting or a bite on a part of the body (`picada por uma abelha no pé`, `um mosquito mordeu-a na mão`). */
const STUNG =
  /(?<![\p{L}])(?:picad[oa]|mordid[oa]|ferrad[oa]|pic(?:ou|aram)(?:-[oa])?|mord(?:eu|eram)(?:-[oa])?)(?: [^,]*?)? n(o|a) (dedo|dedinho|mão|mãozinha|joelho|testa|cabeça|pé|pezinho|braço|bracinho|perna|perninha|nariz|boca|lábio|orelha|bochecha|cara|olho)(?![\p{L}])/iu;
/** A swelling told without its subject (`inchou mt`), whose subject is the part hurt just before. */
const SWELLED = /^(?:e )?(inchou|incharam)(?![\p{L}])/iu;

/**
 * `picada por uma abelha no pé, inchou muito e chorou`: what swelled was the foot (`o pé inchou muito`), and the crying
 * after it is the child's own clause.
 */
function whatSwelled(clause: string, index: number, all: readonly string[]): string[] {
  const swelled = SWELLED.exec(clause);
  if (!swelled) return [clause];
  const part = all
    .slice(Math.max(0, index - 2), index)
    .map((one) => HURT_PART.exec(one) ?? STUNG.exec(one))
    .findLast((one) => one !== null);
  if (!part) return [clause];
  const [swelling = '', after] = clause.slice(swelled[0].length).split(/\s+e\s+(?=\p{L}+(?:ou|eu|iu)(?![\p{L}]))/u);
  const article = (part[1] ?? 'o').toLowerCase();
  // (`e chorou`: one sentence of the child's, the swelling told with it: `chorou muito com o pé inchado`.)
  if (after && /^chor/iu.test(after)) return [`${after} com ${article} ${part[2]} inchad${article}`];
  return [`${article} ${part[2]} inchou${swelling}`, ...(after ? [after] : [])];
}

/** A pet the day lost (`o peixinho nemo morreu`), whom the parent's later `ele` or bare `enterramos` means. */
const PET_DIED =
  /(?<![\p{L}])(o|a) (?:nosso |nossa )?(peixinho|peixe|peixinha|gato|gatinho|gata|gatinha|cão|cao|cãozinho|cadela|cadelinha|cachorro|cachorrinho|cachorrinha|hamster|passarinho|periquito|canário|canario|tartaruga|coelho|coelhinho|coelhinha|porquinho-da-índia)(?: (\p{L}{2,}))? (?:morreu|faleceu|partiu)(?![\p{L}])/iu;

/**
 * `o peixinho nemo morreu, achamos ele boiando… enterramos no jardim`: the one found and buried is the pet, by its
 * name (`encontrámos o nemo`, `enterrámos o nemo no jardim`), never the child.
 */
function whichPet(clause: string, index: number, all: readonly string[]): string {
  // (`o peixinho dourado dela, o Bolinha, morreu`: the pet with its name as an aside, told over two clauses.)
  const died =
    all
      .slice(0, index)
      .map((one) => PET_DIED.exec(one))
      .findLast((one) => one !== null) ?? PET_NAMED_DIED.exec(all.slice(0, index).join(', '));
  if (!died) return clause;
  const article = (died[1] ?? 'o').toLowerCase();
  const named = died[3] && !isVerb(died[3]) && !STOP.has(died[3].toLowerCase()) ? died[3] : died[2];
  const pet = `${article} ${named}`;
  const pronoun = article === 'a' ? 'ela' : 'ele';
  return (
    clause
      .replace(
        new RegExp(`^((?:de manhã |hoje |depois )?(?:ach|encontr)\\p{L}+) ${pronoun}(?![\\p{L}])`, 'iu'),
        `$1 ${pet}`,
      )
      .replace(
        /^((?:e |depois |dps )?(?:enterr|sepult)\p{L}+)(?= (?:no|na|lá|debaixo|ao pé|junto|em|perto)(?![\p{L}]))/iu,
        `$1 ${pet}`,
      )
      // `enterramos ele no vaso da varanda`: Brazil's pronoun after the verb is the pet too.
      .replace(new RegExp(`^((?:e |depois |dps )?(?:enterr|sepult)\\p{L}+) ${pronoun}(?![\\p{L}])`, 'iu'), `$1 ${pet}`)
      // `ela perguntou pq ele não nadava`: in the child's own clause, the other pronoun after `why` is the pet.
      .replace(
        new RegExp(
          `^((?:e )?${pronoun === 'ele' ? 'ela' : 'ele'} .*?(?:pq|porque|por que)) ${pronoun}(?![\\p{L}])`,
          'iu',
        ),
        `$1 ${pet}`,
      )
  );
}

/** `o peixinho dourado dela, o Bolinha, morreu`: a pet named in an aside, then that it died. */
const PET_NAMED_DIED =
  /(?<![\p{L}])(o|a) (peixinho|peixe|peixinha|gato|gatinho|gata|gatinha|cão|cãozinho|cadela|cadelinha|cachorro|cachorrinho|cachorrinha|hamster|passarinho|periquito|canário|tartaruga|coelho|coelhinho|coelhinha)(?: [^,]{0,24})?, (?:o|a) (\p{Lu}\p{L}+),? (?:morreu|faleceu|partiu)(?![\p{L}])/u;

/** Someone of the family as a clause's subject (`o pai chegou hj de angola`). */
const FAMILY_SUBJECT =
  /^(?:(?:hoje|hj|ontem|depois|dps),?\s+)?((?:o|a) (?:pai|mãe|mae|avó|avô|tia|tio|madrinha|padrinho|mana|mano|prima|primo)(?: \p{Lu}\p{L}*)?) \p{L}+(?:ou|eu|iu|ez|eio)(?![\p{L}])/iu;

/**
 * `o pai chegou de angola… trouxe-lhe um tambor`: what was given to the child with no one said is from the one the
 * parent named last as a subject, never the child's own (`O pai trouxe-lhe um tambor`).
 */
function whoGave(clause: string, index: number, all: readonly string[]): string {
  if (!/^(?:trouxe|deu|ofereceu|comprou)-lhe(?![\p{L}])/iu.test(clause)) return clause;
  const giver = all
    .slice(0, index)
    .map((one) => FAMILY_SUBJECT.exec(one)?.[1])
    .findLast((one) => one !== undefined);
  return giver ? `${giver.replace(/ mae$/u, ' mãe')} ${clause}` : clause;
}

/** Someone the clause before named (`ao colo do pai natal`, `com a avó graça`), by gender: `dele` or `dela`. */
const GIVER_NAMED: Record<'dele' | 'dela', RegExp> = {
  dele: /(?<![\p{L}])(?:do|ao|o|com o|pelo|pro) (pai natal|avô(?: \p{L}+)?|vô(?: \p{L}+)?|tio(?: \p{L}+)?|padrinho|professor|vizinho|senhor(?: \p{L}+)?|palhaço|médico|doutor)(?![\p{L}])/giu,
  dela: /(?<![\p{L}])(?:da|à|a|com a|pela|pra) (mãe natal|avó(?: \p{L}+)?|vó(?: \p{L}+)?|tia(?: \p{L}+)?|madrinha|educadora|professora|vizinha|senhora(?: \p{L}+)?|médica|doutora)(?![\p{L}])/giu,
};

/** Words after a named grown-up that are no part of their name (`o avô e a avó`, `o tio que`). */
const AFTER_NAMED = /\s(?:e|que|q|a|o|as|os|na|no|em|de|da|do|com|c|mas|para|pra|p|quando|porque|pq)$/u;

/**
 * `n quis ir ao colo do pai natal… mas aceitou o chocolate dele`: a thing taken or given is the one's the clause
 * before named (`o chocolate do Pai Natal`), never the child's nor the grown-up told of in the same scene.
 */
function whoseGift(clause: string, index: number, all: readonly string[]): string {
  const found =
    /^((?:(?:mas|e|depois|dps)\s+)?(?:aceitou|recebeu|ganhou|aceitava)\s+(?:o|a|os|as)\s+[\p{L}-]+)\s+(dele|dela)(?![\p{L}])/iu.exec(
      clause,
    );
  if (!found) return clause;
  const whose = (found[2] ?? '').toLowerCase() as 'dele' | 'dela';
  const named = all
    .slice(Math.max(0, index - 2), index)
    .flatMap((one) => [...one.matchAll(GIVER_NAMED[whose])].map((match) => match[1] ?? ''))
    .at(-1);
  if (!named) return clause;
  const who = named
    .replace(AFTER_NAMED, '')
    .replace(
      /^((?:avô|avó|vô|vó|tio|tia|senhor|senhora) )(\p{Ll}+)$/u,
      (_whole, title: string, name: string) => `${title}${capital(name)}`,
    );
  return `${found[1]} ${whose === 'dele' ? 'do' : 'da'} ${who}${clause.slice(found[0].length)}`;
}

/** One grown-up the clause before named (`dia na casa da vó Cida`), who a plural `juntas` after it was with. */
const ALONG_BEFORE =
  /(?<![\p{L}])(?:casa d[ao]|com|c|na|no) (?:(?:a|o) )?((?:vó|avó|vovó|vô|avô|vovô|tia|tio|titia|titio|madrinha|padrinho)(?: \p{Lu}\p{L}+)?)(?![\p{L}])/u;

/** The one grown-up the day went with (`pesca com o avô`, `c a tia Rita`). */
const WENT_WITH =
  /(?<![\p{L}])(?:com|c) (?:o|a) (?:vó|avó|vovó|vô|avô|vovô|tia|tio|titia|titio|madrinha|padrinho)(?: \p{Lu}\p{L}+)?(?![\p{L}])/u;

/** Someone else of the day, whom a plural verb after them may mean (`os primos`, `a mana`, `os amigos`). */
const SOMEONE_ELSE =
  /(?<![\p{L}])(?:prim[oa]s?|amig[oa]s?|amiguinh[oa]s?|menin[oa]s?|crianças|mana|mano|manos|irmã|irmão|irmãos|pai|papá|papai|mãe|mamã|mamãe|avó|avô|vó|vô|tia|tio|vizinh[oa]s?|\p{Lu}\p{L}+)(?![\p{L}])/u;

/** One grown-up who is the clause's subject (`o papai chegou cedo e deu banho nela`). */
const ALONG_SUBJECT =
  /^(?:(?:e|depois|dps|aí|ai) )?(?:(?:de|à|a|ao|pela|de|no) (?:manhã|manha|tarde|tardinha|noite|noitinha|fim da tarde|jantar|almoço),? )?((?:o|a) (?:pai|papai|papá|mãe|mamãe|mamã|avó|vó|vovó|avô|vô|vovô|tia|tio|madrinha|padrinho)(?: \p{Lu}\p{L}+)?) (?!e )\p{Ll}/u;

/**
 * `dia na casa da vó Cida, fizeram horta juntas`: a plural verb told `together` right after one grown-up was named is
 * the hero and that grown-up (`com a avó Cida`), never `todas` nor a group of girls.
 */
function whoWasAlong(clause: string, index: number, all: readonly string[]): string {
  // `ficou com a avó São o dia todo… à tarde foram à horta regar os tomates`: going somewhere after a time of the day,
  // with no one named, is the hero and the one grown-up the day went with too.
  const when =
    /^(?:(?:e |depois |dps |e depois )?(?:à|a|de|pela) (?:tarde|tardinha|manhã|manha)|depois|dps|e depois),? (?=(?:foram|voltaram|passearam)(?![\p{L}]))/u.exec(
      clause,
    );
  if (when) {
    // (Asked as a group's doing would be: what comes back is who went along, said after the clause.)
    const probe = clause.slice(when[0].length).replace(/^\p{Ll}+/u, 'fizeram');
    return `${clause}${whoWasAlong(probe, index, all).slice(probe.length)}`;
  }
  if (!/^\p{Ll}+ram(?![\p{L}])/u.test(clause)) return clause;
  if (/(?<![\p{L}])(?:com|c)(?![\p{L}])/u.test(clause)) return clause;
  const before = all[index - 1] ?? '';
  // `o papai chegou cedo e deu banho nela, brincaram de barquinho`: the one grown-up the clause before was about.
  const grownUp = ALONG_SUBJECT.exec(before);
  if (grownUp && GROUP.has(clause.split(' ')[0] ?? '')) return `${clause} com ${grownUp[1]}`;
  // `manhã de pesca com o avô no paredão, apanharam um peixinho… depois comeram um gelado`: a group's verb with no one
  // named, after the one grown-up the day went with and no one else since, is the hero and them (never `todos`).
  if (
    GROUP.has(clause.split(' ')[0] ?? '') &&
    !/(?<![\p{L}])(?:juntas|juntos|juntinhas|juntinhos)(?![\p{L}])/u.test(clause)
  ) {
    const at = all.slice(0, index).findLastIndex((one) => WENT_WITH.test(one));
    const found = at >= 0 ? (all[at] ?? '').match(new RegExp(WENT_WITH.source, 'gu')) : null;
    const since = all.slice(at + 1, index).join(' ');
    if (found?.length === 1 && !SOMEONE_ELSE.test(since) && !SOMEONE_ELSE.test(clause)) {
      return `${clause} ${(found[0] ?? '').replace(/^c /u, 'com ')}`;
    }
  }
  if (!/(?<![\p{L}])(?:juntas|juntos|juntinhas|juntinhos)(?![\p{L}])/u.test(clause)) return clause;
  const found = ALONG_BEFORE.exec(before);
  if (!found || [...before.matchAll(new RegExp(ALONG_BEFORE.source, 'gu'))].length > 1) return clause;
  const kin = found[1] ?? '';
  const article = /^(?:vó|avó|vovó|tia|madrinha)/u.test(kin) ? 'a' : 'o';
  return clause.replace(/(?<![\p{L}])(juntas|juntos|juntinhas|juntinhos)(?![\p{L}])/u, `$1 com ${article} ${kin}`);
}

/** A woman or man the parent named with their name (`da educadora Sónia`, `com o avô Tó`), by gender. */
const LAP_NAMED: Record<'dele' | 'dela', RegExp> = {
  dele: /(?<![\p{L}])(?:do|ao|o|com o|pelo) ((?:avô|vô|tio|padrinho|professor|educador|vizinho|senhor|mano|irmão|primo) \p{Lu}\p{L}+|pai|avô|tio|padrinho)(?![\p{L}])/gu,
  dela: /(?<![\p{L}])(?:da|à|a|com a|pela) ((?:avó|vó|tia|madrinha|professora|educadora|vizinha|senhora|mana|irmã|prima) \p{Lu}\p{L}+|mãe|avó|tia|madrinha)(?![\p{L}])/gu,
};

/**
 * `despediu-se da educadora Sónia… chorou um bocadinho no colo dela`: the lap is the one the clause before named, not
 * the hero's own (`ao colo da educadora Sónia`).
 */
function whoseLap(clause: string, index: number, all: readonly string[]): string {
  const lap = /(?<![\p{L}])(no|ao) colo (dele|dela)(?![\p{L}])/iu.exec(clause);
  if (!lap) return clause;
  const whose = (lap[2] ?? '').toLowerCase() as 'dele' | 'dela';
  // (The one named just before, else in the clause before that: `o pai trouxe-lhe um avião e jantámos todos juntos,
  // ela quis sentar ao colo dele`.)
  const named = all
    .slice(Math.max(0, index - 2), index)
    .flatMap((one) => [...one.matchAll(LAP_NAMED[whose])].map((match) => match[1] ?? ''))
    .at(-1);
  if (!named) return clause;
  const who = named.replace(/^vó /u, 'avó ');
  return `${clause.slice(0, lap.index)}ao colo ${whose === 'dele' ? 'do' : 'da'} ${who}${clause.slice(lap.index + lap[0].length)}`;
}

/** What the child made at school or daycare (`o desenho que pintou na escola`), the child's own to show. */
const CHILDS_WORK =
  /(?<![\p{L}])(?:que|q) (?:fez|pintou|desenhou|construiu|montou|recortou) n[ao] (?:escola|escolinha|creche|infantário)(?![\p{L}])/u;

/** A grown-up of the day who went away (`a mãe foi a lisboa em trabalho`), whom a later `por ela` or `dela` means. */
const AWAY =
  /^(?:(?:hoje|ontem|de manhã|à tarde),?\s+)?((?:a|o) (?:mãe|mae|mamã|mamãe|pai|papá|papai|avó|avô|tia|tio|madrinha|padrinho))(?: \p{Lu}\p{L}*)? (?:foi|viajou|partiu|saiu|está|esta|estava|ficou|embarcou)(?![\p{L}])(?=.*(?<![\p{L}])(?:trabalho|trabalhar|viagem|fora|longe|até|so volta|só volta|volta|plataforma|navio)(?![\p{L}]))/iu;

/**
 * `a mãe foi a lisboa… ao jantar perguntou por ela… adormeceu agarrado à camisola dela`: told in other scenes, the
 * pronoun would point at nobody; it is the one who went away (`pela mãe`, `da mãe`).
 */
function whoIsAway(clause: string, index: number, all: readonly string[]): string {
  const away = all
    .slice(0, index)
    .map((one) => AWAY.exec(one)?.[1])
    .findLast((one) => one !== undefined);
  if (!away) return clause;
  const [article = 'a', ...rest] = away.toLowerCase().split(' ');
  const who = rest.join(' ').replace(/^mae$/u, 'mãe');
  const pronoun = article === 'a' ? 'ela' : 'ele';
  return (
    clause
      // `ela mostrou-lhe a torre eiffel pelo telemóvel`: the one away did it to the child, said who (`a mãe mostrou-lhe`);
      // not what the child made at school and showed them (`ele mostrou-lhe o desenho que pintou na escola`).
      .replace(new RegExp(`^${pronoun} (?=\\p{L}+-lhe )`, 'iu'), (whole) =>
        CHILDS_WORK.test(clause) ? whole : `${article} ${who} `,
      )
      .replace(
        new RegExp(`(?<![\\p{L}])por ${pronoun}(?![\\p{L}])`, 'giu'),
        `${article === 'a' ? 'pela' : 'pelo'} ${who}`,
      )
      .replace(
        new RegExp(
          `(?<=(?<![\\p{L}])(?:o|a|os|as|à|às|ao|aos|na|no|nas|nos|da|do|das|dos|pela|pelo) \\p{L}+ )d${pronoun}(?![\\p{L}])`,
          'giu',
        ),
        `${article === 'a' ? 'da' : 'do'} ${who}`,
      )
  );
}

/** The one whose last day it was (`o último dia da Josi`), whom a following `ela vai voltar` is about. */
const LAST_DAY = /(?<![\p{L}])(?:último|ultimo|última|ultima) dia d([ao]) (\p{Lu}\p{L}+)/u;

/** `hj foi o ultimo dia da Josi… ela vai voltar pra Bahia`: where the one leaving goes is theirs, never the child's. */
function whoIsLeaving(clause: string, index: number, all: readonly string[]): string {
  const last = all
    .slice(0, index)
    .map((one) => LAST_DAY.exec(one))
    .findLast((one) => one !== null);
  if (!last) return clause;
  const [, article = 'a', name = ''] = last;
  // `… deram um abraço mto apertado no portão`: the hug was the child's and the one leaving's, said who (`a Matilde e
  // ele`, by the parent's `dele` of the child; else `os dois`).
  const whose = /(?<![\p{L}])(dele|dela)(?![\p{L}])/u.exec(last.input)?.[1];
  const pair = whose ? `${article} ${name} e ${whose === 'dele' ? 'ele' : 'ela'}` : 'os dois';
  const hugged = clause.replace(
    /^(?:e )?(?=(?:deram|deram-se) (?:um|uns|o|os) (?:abraç|beij|beijinh)\p{L}*)/u,
    `${pair} `,
  );
  if (hugged !== clause) return hugged.replace(/(?<= )deram-se /u, 'deram ');
  return clause.replace(
    new RegExp(
      `^(?:e )?${article === 'a' ? 'ela' : 'ele'} (?=vai (?:voltar|mudar|morar|viver|embora)(?![\\p{L}]))`,
      'u',
    ),
    `${article} ${name} `,
  );
}

/** Places said with their article (`pra Bahia`: `para a Bahia`). */
const PLACE_ARTICLE: Record<string, string> = {
  Bahia: 'a',
  Amazónia: 'a',
  Amazônia: 'a',
  Europa: 'a',
  Espanha: 'a',
  França: 'a',
  Itália: 'a',
  Suíça: 'a',
  Alemanha: 'a',
  Inglaterra: 'a',
  Brasil: 'o',
  Algarve: 'o',
  Alentejo: 'o',
  Porto: 'o',
};

/** Someone else going away for good (`a Josi vai voltar pra Bahia`), told in the story's past. */
const LEAVING =
  /^(a|o) (\p{Lu}\p{L}+) vai (voltar|mudar-se|mudar|morar|viver|embora)(?: (?:pra|para|p) (?:(a|o) )?(\p{Lu}\p{L}+))?(.*)$/u;

function leaving(text: string): string | undefined {
  const left = LEAVING.exec(text);
  if (!left) return undefined;
  const [, article = 'a', name = '', went = '', own, place, rest = ''] = left;
  const to = place ? ` ${contract(`para ${own ?? PLACE_ARTICLE[place] ?? ''} ${place}`.replace(/ {2}/u, ' '))}` : '';
  return ended(`${capital(article)} ${name} ia ${went.replace(/^mudar$/u, 'mudar-se')}${to}${rest.trimEnd()}`);
}

/**
 * `festa de anos do primo duarte, fez 4 aninhos!`: the age right after someone else's birthday is theirs (`o primo
 * duarte fez 4 aninhos`), never the child's.
 */
function whoseAge(clause: string, index: number, all: readonly string[]): string {
  if (
    !/^(?:fez|faz|completou|cumpriu)\s+(?:\d+|um|dois|três|tres|quatro|cinco|seis|sete)\s+(?:anos|aninhos)(?![\p{L}])/iu.test(
      clause,
    )
  )
    return clause;
  const whose =
    /(?:anos|aniversário|aniversario)\s+d([oa])\s+((?:(?:primo|prima|amigo|amiga|irmão|irmao|irmã|irma|mano|mana|vizinho|vizinha)\s+)?\p{L}+)/iu.exec(
      all[index - 1] ?? '',
    );
  return whose ? `${whose[1]} ${whose[2]} ${clause}` : clause;
}

/** One sentence cut where a new verb or subject comes after a joining word or a comma. */
function splitSentence(sentence: string): string[] {
  const parts: string[] = [];
  let rest = sentence;
  for (;;) {
    const cut = findCut(rest);
    if (cut === undefined) break;
    parts.push(rest.slice(0, cut.at));
    rest = rest.slice(cut.at + cut.length);
  }
  parts.push(rest);
  return parts;
}

/** Someone of the day named in a part of a sentence, whom a following `ela` or `ele` may mean. */
const SOMEONE =
  /(?<![\p{L}])(avó|avô|vovó|vovô|mãe|mamãe|pai|papai|tia|tio|prima|primo|irmã|irmão|irmãzinha|irmãozinho|madrinha|padrinho|dinda|amiga|amigo|educadora|professora|bebé|bebê|dela|dele)(?![\p{L}])|\s\p{Lu}/u;

/**
 * Women and men of the day a part of a sentence names, and a name after their relation (`tia Rosa`) or Brazil's title
 * (`o salão do seu Jorge`, `a dona Zica`).
 */
const WOMEN =
  /(?<![\p{L}])(avó|vovó|vó|mãe|mamãe|mamã|tia|prima|irmã|irmãzinha|mana|madrinha|dinda|amiga|educadora|professora|dona|senhora|dela)(?![\p{L}])/u;
const MEN =
  /(?<![\p{L}])(avô|vovô|vô|pai|papai|papá|tio|primo|irmão|irmãozinho|mano|padrinho|dindo|amigo|seu|senhor|dele)(?![\p{L}])/u;
const TITLED =
  /(?<![\p{L}])(?:avó|vovó|vó|tia|prima|irmã|irmãzinha|mana|madrinha|dinda|amiga|educadora|professora|avô|vovô|vô|tio|primo|irmão|irmãozinho|mano|padrinho|dindo|amigo|seu|dona) \p{Lu}\p{L}*/gu;

/** Two who came along with the family (`c o papai e a prima Valentina`). */
const TWO_ALONG = /(?<![\p{L}])(?:com|c) (?:o|a|os|as) [^,]+? e (?:o|a|os|as) \p{L}+/iu;

/** A relation as one word, whichever way the parent spells it (`mamãe`, `mamã`, `mãe`: `mãe`). */
const RELATION: Record<string, string> = {
  mãe: 'mãe',
  mamãe: 'mãe',
  mamã: 'mãe',
  pai: 'pai',
  papai: 'pai',
  papá: 'pai',
  avó: 'avó',
  vovó: 'avó',
  vó: 'avó',
  avô: 'avô',
  vovô: 'avô',
  vô: 'avô',
  tia: 'tia',
  tio: 'tio',
  madrinha: 'madrinha',
  padrinho: 'padrinho',
};
const RELATION_WORD =
  /(?<![\p{L}])(mãe|mamãe|mamã|pai|papai|papá|avó|vovó|vó|avô|vovô|vô|tia|tio|madrinha|padrinho)(?![\p{L}])/giu;

/** A pronoun's part that tells what a child does on a family's day out (`ela andou de pónei`, `ele ajudou a pendurar`). */
const CHILDS_PART =
  /^(?:ela|ele) (?:andou de|ajudou a|brincou|adorou|riu|correu|saltou|subiu|escorregou|apanhou|colheu|deu de comer|fez festas|queria era|só queria|molhou|chapinhou|pulou|ficou encharcad[oa]|ficou tod[oa] molhad[oa]|quis ir à janela|quis ir ao colo|quis ir na frente|foi à janela|tocou a campainha|adormeceu no colo|acenou)(?![\p{L}])/u;

/** Whether the pronoun's own clause names again the one the part before named (so the pronoun is someone else). */
function namedAgain(part: string, rest: string): boolean {
  const before = new Set([...part.matchAll(RELATION_WORD)].map((one) => RELATION[(one[1] ?? '').toLowerCase()]));
  return [...rest.matchAll(RELATION_WORD)].some((one) => before.has(RELATION[(one[1] ?? '').toLowerCase()]));
}

/**
 * `almoçámos em casa da tia Rosa e ele brincou`: a pronoun of the other gender than everyone the part named is the
 * child's, and begins a clause of its own.
 */
function otherGender(part: string, rest: string): boolean {
  const pronoun = (rest.split(/\s+/u)[0] ?? '').toLowerCase();
  // (`o Pipoca roubou a meia dela, ela foi atrás`: a name after `o` or `a` is a boy's or a girl's, and the child's
  // own `dela` or `dele` beside it names no one else.)
  const named = part
    .replace(TITLED, (whole) => whole.split(' ')[0] ?? whole)
    .replace(/(?<![\p{L}])(o|a) \p{Lu}\p{L}*/gu, (_whole, article: string) => (article === 'o' ? 'o amigo' : 'a amiga'))
    .replace(new RegExp(`(?<![\\p{L}])${pronoun === 'ela' ? 'dela' : 'dele'}(?![\\p{L}])`, 'u'), '');
  if (/\s\p{Lu}/u.test(named) || /(?<![\p{L}])(bebé|bebê)(?![\p{L}])/u.test(named)) return false;
  return pronoun === 'ele' ? !MEN.test(named) : pronoun === 'ela' ? !WOMEN.test(named) : false;
}

/** How a clause begins: its own pronoun subject, the parent's `nós`, a verb, a named subject after where or when. */
function opening(words: string[]): 'pronoun' | 'we' | 'verb' | 'named' | 'scene' | 'parent' | undefined {
  const first = (words[0] ?? '').toLowerCase();
  if (NOMINAL_AFTER.has(first)) return 'scene';
  const second = (words[1] ?? '').toLowerCase();
  if (first === 'ela' || first === 'ele') return 'pronoun';
  if (first === 'nós' || (first === 'a' && second === 'gente')) return 'we';
  if (first === 'se' && isVerb(second)) return 'verb';
  if (isParents(first)) return 'parent';
  const at = words.findIndex((word) => !ADVERBS.has(word.toLowerCase()));
  const verb = words[at] ?? '';
  // `mas só se riu`: a pronoun before the verb after `só`, `já` or `não`.
  // (`já lhe emprestou o camião`: `lhe` before the verb after `já`, as Portugal places it.)
  if (at > 0 && /^(?:se|lhe|lhes|me|te)$/u.test(verb.toLowerCase()) && isVerb(words[at + 1] ?? '')) return 'verb';
  if (theirs(verb)) return 'we';
  if (isVerb(verb) || newSkill(words, at)) return 'verb';
  // `a professora colocou um curativo`: someone else of the day, named before the verb.
  // (`praia com a avó, uma onda grande molhou-a toda`: a thing of the day, `um` or `uma`, before its verb.)
  if (/^(o|a|os|as|um|uma)$/u.test(first) && words.slice(1, 4).some((word, index) => index > 0 && isVerb(word))) {
    const verbAt = words.findIndex((word) => isVerb(word));
    if (verbAt > 1 && !/^(ela|ele|nós)$/iu.test(words[1] ?? '')) return 'named';
  }
  // `o Tejo, o cão do avô, andou atrás deles`: a name with its aside, then the verb.
  // (`hj de manhã o Nico, o hamster dela, tava morto`: after the time it happened, too.)
  const lead = (TIME_FIRST.exec(words.join(' '))?.[0] ?? '').split(/\s+/u).filter(Boolean).length;
  if (/^(o|a)$/u.test(words[lead] ?? '') && /^\p{Lu}\p{L}*,$/u.test(words[lead + 1] ?? '')) {
    const close = words.findIndex((word, index) => index > lead + 1 && word.endsWith(','));
    if (close > lead + 1 && close < lead + 8 && isVerb(words[close + 1] ?? '')) return 'named';
  }
  // `e a tarde fomos de bike`: the afternoon's crase left out by the keyboard still begins a time of its own.
  // (`e de tardinha fomos na praça`: Brazil's `de` before the time of day begins one too.)
  const dusk =
    (first === 'a' && /^(tarde|noite|tardinha|noitinha)$/u.test(second)) ||
    (first === 'de' && /^(tarde|noite|tardinha|noitinha|manhã|manha|madrugada)$/u.test(second));
  // `de galocha pulou em todas as poças`: what the child wore or rode, then the child's own verb.
  if (first === 'de' && /^\p{Ll}+$/u.test(second) && isVerb(words[2] ?? '') && !isVerb(second)) return 'verb';
  if (!dusk && !/^(no|na|ao|à|num|numa|depois|antes|durante|hoje|ontem|agora|em)$/u.test(first)) return undefined;
  const next = words.slice(1, 7).findIndex((word) => isVerb(word) || theirs(word) !== undefined);
  if (next < 0) return undefined;
  const before = words.slice(1, next + 1);
  const named = before.some(
    (word, index) =>
      index > 0 && /^(o|a|os|as|um|uma)$/u.test(word) && !PREPOSITIONS.has((before[index - 1] ?? '').toLowerCase()),
  );
  if (named) return 'named';
  // `e ao almoço comemos matapa`: after a time, the parent's `we` is a new subject, not the one before.
  return theirs(words[next + 1] ?? '') !== undefined ? 'we' : 'verb';
}

/** Day words that, after a comma, begin a scene of their own without a verb (`…, birra na porta de casa`). */
const NOMINAL_AFTER = wordSet(
  // (`andou de baloiço até cansar, banho com espuma`: the bath after a comma is a moment of its own.)
  // (`almoço em casa da avó, sesta curta`: the nap after lunch is a moment of its own.)
  'birra birrinha choradeira gritaria festa festinha almoço almocinho lanche piquenique churrasco banho banhinho ' +
    'sesta sestinha soneca soninho',
);

/** A meal's time and what was eaten at it, with no verb (`ao jantar sopa de legumes`, `no lanche pão de queijo`). */
const MEAL_BARE =
  /^(?:ao|no) (jantar|almoço|almoco|lanche|lanchinho|pequeno-almoço|café da manhã) (?!(?:\p{L}+(?:ou|eu|iu|amos|ámos|emos|imos|aram|eram|iram)|foi|fez|deu|teve|viu|era|estava|comeu|comemos|comi)(?![\p{L}]))([^,]+)$/u;

/**
 * `lanche: bolo de cenoura`, `jantar foi sopa`, `café da manhã mamão e pão`: a meal and what was eaten at it, said like
 * a list, with no preposition (`Ao lanche, a Zuri comeu bolo de cenoura.`); not a meal somewhere or with someone
 * (`almoço na avó`, `jantar c os primos`).
 */
const MEAL_SAID =
  /^(jantar|janta|almoço|almoco|lanche|lanchinho|pequeno-almoço|café da manhã)(?:\s*[:–-]\s*|\s+foi\s+|\s+)(?!(?:na|no|nas|nos|em|com|c|de|da|do|fora|cá|lá|às|as|ao|à|e|foi|fez|em casa|\p{L}+(?:ou|eu|iu|amos|ámos|aram|eram|iram))(?![\p{L}]))([^,:]+)$/u;

/** A moment of the day said bare, with no verb (`banho c a mãe`, `sesta`, `pracinha c o primo`). */
const BARE_MOMENT =
  /^(?:(?:depois|dps|à noite|de noite|à tarde|de tarde|no fim)\s+)?(?:banho|banhinho|sesta|sestinha|soneca|lanche|lanchinho|jantar|almoço|almoco|creche|escola|escolinha|natação|natacao|pracinha|parquinho|piscina)(?:\s+(?:c|com|na|no|em)\s+[^,]+)?$/iu;
/** The child's next moment after a bare one: its when, then a verb of the past (`e no fim leu`, `e depois dormiu`). */
const NEXT_DONE = /^(?:(?:no fim|depois|dps|à noite|de noite|ainda)\s+)?\p{Ll}+(?:ou|eu|iu)(?![\p{L}-])/u;

/** The child taking a medicine (`tomou o xarope`, `bebeu o remédio todo`). */
const MEDICINE_TAKEN =
  /^(?:tomou|bebeu|engoliu) (?:o |a |os |as |um |uma |as suas |o seu )?(?:xarope|xaropinho|remédio|remedio|remedinho|antibiótico|antibiotico|medicamento|gotinhas|gotas|paracetamol|ben-u-ron|brufen|ibuprofeno|dipirona)(?![\p{L}])/iu;

/** Words of saying right before a quote (`disse "é meu"`, `gritou: «olha»`). */
const SAID_NEXT = /^(?:disse|falou|gritou|perguntou|respondeu|pediu)(?:-lhe)?\s*:?\s*["“«]/iu;

/** A part that counts what the last one named (`comeu tantas que`, `trouxe duas`), which cannot stand alone. */
const DANGLING =
  /^(?:(?:ele|ela)\s+)?\p{L}+\s+(?:tantas|tantos|várias|vários|todas|todos|umas|uns)(?=\s+(?:que|q)\s|\s*$|\s*[,.])/iu;

/** A fall or a bump, and what it did right after (`sangrou`, `inchou`, `ficou um galo`). */
const FALL = /(?<![\p{L}])(caiu|bateu|tropeçou|escorregou|trambolhão|tombo|queda)(?![\p{L}])/iu;
const HURT_AFTER =
  /^(?:(?:e|mas)\s+)?(?:sangrou|inchou|ralou|esfolou|arranhou|abriu|ficou (?:roxo|roxa|inchad\p{L}+|com um galo|com um hematoma|a sangrar|sangrando)|fez um galo|ficou um galo)(?![\p{L}])/iu;

/** A quarrel of the child and someone the parent named before, with no subject (`discutiram por causa de um carro`). */
const QUARREL = /^(?:brigaram|discutiram|zangaram-se|pegaram-se|lutaram|bateram-se)(?![\p{L}-])/iu;

/** The child hurt by what the last part did (`e ela queimou a língua`, `e ele se cortou`). */
const HURT_BY =
  /^(?:ele|ela)\s+(?:se\s+)?(?:queimou|magoou|entalou|cortou|aleijou|machucou|engasgou|picou)(?:-se)?(?![\p{L}])/iu;

/** How the child felt at what someone else did (`ela ficou toda importante`, `ele ficou muito contente`). */
const FELT_AT = /^(?:ela|ele)\s+ficou\s+(?:todo|toda|muito|tão|mesmo|super)\s+\p{L}/iu;

/** How the child ended up after what they did (`ficou todo branco`, `ficou toda suja`). */
const RESULT = /^(?:ficou|ficaram)\s+(?:todo|toda|todos|todas)\s+\p{L}/iu;

/** A new time or place at a clause's start (`à tarde`, `à saída`, `no fim`), which begins another moment. */
const LATER =
  /^(?:(?:à|ao|no|na|num|numa|pela|pelo|depois|antes|durante|de) \p{L}|a (?:tarde|noite|tardinha|noitinha) )/iu;

/** Whether a part of a sentence has a subject of its own (`o pai tentou colar`), which a bare verb after it shares. */
const ownSubject = (part: string) =>
  // `a tarde choveu`: a time of day (its crase left out) is no subject.
  // (`hj de manhã o Nico, o hamster dela, tava morto`: the subject after the time it happened is still its own.)
  /^(?:o|a|os|as|um|uma)\s(?!(?:tarde|tardinha|noite|noitinha|manhã|manha)(?![\p{L}]))|^\p{Lu}/u.test(
    part.trim().replace(OPENERS, '').replace(TIME_BEFORE_ASIDE, ''),
  );

/** The time a part begins with, before its subject (`hj de manhã`, `ontem à noite`, `hoje`). */
const TIME_FIRST =
  /^(?:(?:hoje|hj|ontem)\s+)?(?:(?:de|à|pela|ao|no)\s+(?:manhã|manha|tarde|tardinha|noite|noitinha|madrugada|fim da tarde|fim do dia)\s+)?(?=\S+\s)/iu;
/** That time, before a name with its aside (`hj de manhã o Nico, o hamster dela,`). */
const TIME_BEFORE_ASIDE = new RegExp(`${TIME_FIRST.source}(?=(?:o|a) \\p{Lu}\\p{L}*, )`, 'iu');

/** How the child was at a later time (`ao fim do dia já estava ótima`), after a `mas`. */
const STATE_LATER =
  /^(?:ao|no|à|na|pela|pelo|de|à noite|depois) (?:\p{L}+ ){0,3}(?:já |ainda )?(?:estava|tava|ficou|era)(?![\p{L}])/iu;

/** What the day's weather was, with no one as its subject (`estava um frio de rachar`, `fazia muito calor`). */
const WEATHER =
  /^(?:hoje\s+)?(?:estava|fazia|tava|tá|está)\s+(?:(?:um|muito|tanto|bastante|imenso|um\s+bocado\s+de)\s+)?(?:frio|frião|calor|calorão|sol|vento|gelo|nevoeiro)(?![\p{L}])/iu;

/** The first place in a sentence where another clause begins: a joining word or a comma before a verb or subject. */
/** `quando o leão rugiu, …`: a moment something else did, after which the child's part comes. */
const TURN = /^(?:quando|qnd|qdo|qd|qndo) (?:o|a|os|as) \p{L}+ \p{L}+(?:ou|eu|iu|aram|eram|iram)(?![\p{L}-])/iu;

/** `qnd viu os gigantones, …`: the moment the child saw or heard something, after which the child's part comes. */
const SAW_WHEN = /^(?:quando|qnd|qdo|qd|qndo) (?:viu|ouviu|avistou|deu com) (?:o|a|os|as|um|uma) \p{L}+(?![\p{L}])/iu;

/** A part that ends with what more than one did (`e comeram funje com a avó`). */
// (`o avô buscou-o e foram ao mercado, almoçou arroz`: `foram` and `deram` are plural too.)
const PLURAL_PAST = /(?<![\p{L}])(?:\p{Ll}{2,}(?:aram|eram|iram)|foram|deram)(?![\p{L}-])(?:\s+[^\s,]+){0,5}$/u;
/** A part that begins, after its time, with what more than one did (`hoje falaram por videochamada`). */
const PLURAL_AFTER = /^(?:(?:hoje|hj|ontem|depois|dps|logo) )?\p{Ll}{2,}(?:aram|eram|iram)(?![\p{L}-])/u;
/** A part that begins with what one did (`gostou bué`, `adorou`). */
const SINGULAR_PAST = /^\p{Ll}{2,}(?:ou|eu|iu)(?![\p{L}-])/u;

const KEPT_ALL =
  /^(?:ele|ela) (?:guardava|guardou|punha|pôs|metia|meteu|levava|levou|juntava|juntou) tudo(?![\p{L}])/iu;
const ASKED = /(?<![\p{L}])perguntou se /iu;
const ANSWER = /^(?:e )?(?:eu )?(?:falei|respondi|expliquei|disse)(?:-lhe)? (?:q|que) /iu;
/** The parent's answer, said in the story's past (`vai ligar`: `ia ligar`). */
const ANSWER_PAST: Record<string, string> = {
  vai: 'ia',
  vão: 'iam',
  vem: 'vinha',
  vêm: 'vinham',
  está: 'estava',
  é: 'era',
  pode: 'podia',
  tem: 'tinha',
  volta: 'voltava',
  liga: 'ligava',
};

const PLACE_WHEN = /^(?:no|na|num|numa|em) \p{L}+ (?:quando|qdo|qd|qnd|qndo)(?![\p{L}])/iu;

/** A meal or rest after `depois` (`do almoço`, `da sesta`), then more words: a time the next moment begins at. */
const AFTER_MEAL = /^d[oa] (?:almoço|almoco|lanche|sesta|soneca|escola|creche|jantar)\s+\S/iu;

/** A grown-up who phoned or called by video (`a vó ligou pra mim`, `o pai fez videochamada`). */
const PHONED =
  /^(?:o|a) \p{L}+(?: \p{Lu}\p{L}*)? (?:ligou|telefonou|fez videochamada|fez uma videochamada|ligou-nos|ligou-me)(?![\p{L}])/u;

function findCut(text: string): { at: number; length: number } | undefined {
  const joins =
    /(?:\s*,\s*|\s+)(?:(?:mas depois|mas dps|mas aí|mas|depois|dps|então|entao|aí|e depois|e dps|e aí|e)\s+)?/giu;
  for (const match of text.matchAll(joins)) {
    if (match.index === 0) continue;
    const comma = match[0].includes(',');
    const word = match[0].replace(/[\s,]/gu, '').toLowerCase();
    if (!comma && word === '') continue;
    const part = text.slice(0, match.index);
    // `não quis brincar com ninguém, só quando o Davi chamou ele… que se soltou`: what ended the shy or cross moment is
    // a part of its own, told after it.
    if (comma && word === '' && ONLY_WHEN_NEXT.test(text.slice(match.index + match[0].length))) {
      return { at: match.index, length: match[0].length };
    }
    // `…, dps do almoço ela e o Davi montaram`: after a comma, `depois do almoço` begins a moment of its own, kept.
    if (comma && /^(?:depois|dps)$/u.test(word) && AFTER_MEAL.test(text.slice(match.index + match[0].length))) {
      return { at: match.index, length: (/^\s*,\s*/u.exec(match[0])?.[0] ?? match[0]).length };
    }
    // `ela e o Davi montaram`: the child and another, one subject, never cut apart (but `trouxe um ursinho pra ela e
    // jantamos`: two moments).
    if (
      !comma &&
      word === 'e' &&
      /(?:^|\s)(?:ela|ele)$/iu.test(part) &&
      /^(?:(?:o|a) )?\p{Lu}/u.test(text.slice(match.index + match[0].length))
    )
      continue;
    // `passeámos o cão e ao jantar sopa de legumes`: what the child ate at a meal, said bare, is a moment of its own.
    if (!comma && word === 'e' && MEAL_BARE.test(text.slice(match.index + match[0].length))) {
      return { at: match.index, length: match[0].length };
    }
    // `banho c a mãe e no fim leu o livro c o pai`: a moment said bare, then what the child did next: two moments.
    if (
      !comma &&
      word === 'e' &&
      BARE_MOMENT.test(part.trim()) &&
      NEXT_DONE.test(text.slice(match.index + match[0].length))
    ) {
      return { at: match.index, length: match[0].length };
    }
    // `rodopiou de tutu e disse "sou uma borboleta"`: what the child did, then their words (told as said), two parts.
    if (!comma && word === 'e' && SAID_NEXT.test(text.slice(match.index + match[0].length))) {
      return { at: match.index, length: match[0].length };
    }
    // `disse "vamos fazer um bolo" e a Bia deu-lhe um abraço`: after the words said, what came next is a part of its own.
    if (
      !comma &&
      word === 'e' &&
      /["”»]\s*$/u.test(part) &&
      opening(text.slice(match.index + match[0].length).split(/\s+/u))
    ) {
      return { at: match.index, length: match[0].length };
    }
    // `de manhã hora do conto na biblioteca, a moça leu a história do lobo`: after a moment said bare with its time,
    // what someone named did is a part of its own.
    if (
      comma &&
      word === '' &&
      DAY_TIME.test(part.trim()) &&
      /^(?:o|a|os|as) \p{L}+(?: \p{Lu}\p{L}+)? \p{Ll}+(?:ou|eu|iu|ez|ram)(?![\p{L}])/u.test(
        text.slice(match.index + match[0].length),
      )
    ) {
      return { at: match.index, length: match[0].length };
    }
    // `almoço em casa da avó, sesta curta`: the nap, said bare after a comma, is a moment of its own.
    if (comma && /^(?:sesta|sestinha|soneca|soninho)(?![\p{L}])/iu.test(text.slice(match.index + match[0].length))) {
      return { at: match.index, length: match[0].length };
    }
    // `segurei a mão dele e a dentista deixou ele segurar o espelhinho`: the parent's own part, then what someone else
    // of the day did: two parts, the other one's told as theirs.
    if (
      !comma &&
      word === 'e' &&
      /^(?:eu )?\p{Ll}{3,}(?:ei|-lhe)(?![\p{L}])/u.test(part.trim()) &&
      /^(?:o|a) (?:dentista|médica|médico|enfermeira|enfermeiro|pediatra|doutora|doutor|educadora|professora|tia|moça|senhora)(?: \p{Lu}\p{L}+)? \p{Ll}{3,}(?:ou|eu|iu)(?![\p{L}])/u.test(
        text.slice(match.index + match[0].length),
      )
    ) {
      return { at: match.index, length: match[0].length };
    }
    // `queria ir saltar nas poças mas tava a chover mt`: the rain that kept the child in is told with what they wanted.
    if (
      /^mas$/u.test(word) &&
      /(?<![\p{L}])(?:queria|queriam|quis|pediu|era pra|era para)(?![\p{L}])/u.test(part) &&
      /^(?:(?:tava|estava|ta|tá) (?:a chover|chovendo|a nevar|nevando)|chovia|choveu|nevava)(?![\p{L}])/u.test(
        text.slice(match.index + match[0].length),
      )
    )
      continue;
    // `riu-se com os palhaços mas qnd o leão rugiu escondeu a cara`: the turn of the day is a moment of its own.
    if (/^mas/u.test(word) && TURN.test(text.slice(match.index + match[0].length))) {
      return { at: match.index, length: match[0].length };
    }
    // `fomos à romaria c a bisavó, qnd viu os gigantones agarrou-se a mim`: what the child saw begins a moment of its own.
    if (comma && word === '' && SAW_WHEN.test(text.slice(match.index + match[0].length))) {
      return { at: match.index, length: match[0].length };
    }
    // `perguntou se a Josi vem amanhã, falei q ela vai ligar`: the parent's answer is told with the child's question.
    if (comma && ASKED.test(part) && ANSWER.test(text.slice(match.index + match[0].length))) continue;
    const kind = opening(text.slice(match.index + match[0].length).split(/\s+/u));
    if (kind === undefined) continue;
    // `esqueceu o Bubu, o cão de peluche, no autocarro quando voltávamos`: where it happened, with its when, is the
    // same moment.
    if (comma && PLACE_WHEN.test(text.slice(match.index + match[0].length))) continue;
    if ((kind === 'scene' || kind === 'parent') && !comma) continue;
    const partWords = part.split(/\s+/u);
    // (`levou-o`: a verb with its pronoun is still a verb.)
    const hasVerb = partWords.some((one) => {
      const bare = one.replace(/-(?:o|a|os|as|lhe|lhes|se)$/u, '');
      return isVerb(bare) || theirs(bare) !== undefined || isParents(bare);
    });
    const rest = text.slice(match.index + match[0].length);
    // `assaram castanhas e ele comeu tantas que…`: what the next part counts is in this one.
    if (DANGLING.test(rest)) continue;
    // `caiu e bateu a boca, sangrou um pouco`: what the fall did is the fall, told with it.
    if (FALL.test(part) && HURT_AFTER.test(rest)) continue;
    // `ajudou a polvilhar o açúcar, ficou todo branco`: how the child ended up is told with what made it so.
    if (comma && !ownSubject(part) && RESULT.test(rest)) continue;
    // `o papai fez canja e ficou c ela no sofá, tomou o xarope sem reclamar`: the medicine a grown-up's part is
    // followed by is the child's, taken by the child: a part of its own.
    if (comma && kind === 'verb' && ownSubject(part) && MEDICINE_TAKEN.test(rest)) {
      return { at: match.index, length: match[0].length };
    }
    // `a tia buscou-a, voltou toda suja`: a bare verb after a subject is that subject's, unless it tells how the child was;
    // `a educadora pôs gelo, mas ao fim do dia já estava ótima`: how things were later is the child's.
    // (`a Luena veio brincar e comeram funje, gostou bué`: a singular verb after a plural one is the child's again.)
    if (
      kind === 'verb' &&
      ownSubject(part) &&
      !(/^mas/u.test(word) && STATE_LATER.test(rest)) &&
      !(comma && PLURAL_PAST.test(part) && SINGULAR_PAST.test(rest)) &&
      // (`o pai foi trabalhar p o Porto, hoje falaram por videochamada`: a plural verb after one person's part is not
      // that person's alone.)
      !(comma && !PLURAL_PAST.test(part) && !/\se\s/u.test(part) && PLURAL_AFTER.test(rest)) &&
      !rest
        .split(/\s+/u)
        .slice(0, 4)
        .some((one) => AGREES.test(one))
    )
      continue;
    // `frio de rachar hoje, os carros tinham geada`: what the day was like, told by itself before what came next.
    if (comma && !hasVerb && NOMINAL[(partWords[0] ?? '').toLowerCase()] !== undefined) {
      return { at: match.index, length: match[0].length };
    }
    // `choveu e foi de galochas para as poças`, `estava um frio de rachar e ficou com as mãos geladas`: after the
    // weather, the child's own part, told with the child.
    if (
      !comma &&
      word === 'e' &&
      kind === 'verb' &&
      (IMPERSONAL.has((partWords.at(-1) ?? '').toLowerCase()) || WEATHER.test(part.trim().replace(OPENERS, '')))
    ) {
      return { at: match.index, length: match[0].length };
    }
    // `chorou pq queria a mamãe, a vó ligou pra mim`: a grown-up who phoned the parent far away begins the comfort, a
    // moment of its own after the tears.
    if (comma && kind === 'named' && PHONED.test(rest)) return { at: match.index, length: match[0].length };
    // `…, a professora colocou um curativo`: someone else's part of the same moment, told in the same sentence.
    // A long part (`ela e a Helena brigaram pela boneca e ela empurrou a amiga, a prof…`) is a sentence of its own.
    // (`fomos no salão do seu Jorge, a Zuri sentou…`: after where the family went, the one named begins their own part.)
    if (
      kind === 'named' &&
      /^(o|a|os|as)\s/iu.test(rest) &&
      !/[\p{L}]/u.test(word.replace(/^e$/u, '')) &&
      // (The part as typed after the sentence before it, with its space: `… cabelo!! fomos no salão …`.)
      !(
        comma &&
        opening(part.trim().split(/\s+/u)) === 'we' &&
        /^\S+\s+(?:n[oa]s?|a[os]?|à|às|pr[oa]s?|para)\s/iu.test(part.trim())
      ) &&
      // (`o avô levou-o c a prima a dar milho às galinhas e o Tejo … andou atrás deles`: after a long part, the next
      // one's own subject and verb make a sentence of its own, else it would be too long to tell.)
      (!comma ? partWords.length <= 10 || rest.split(/\s+/u).length <= 6 : partWords.length <= 10)
    )
      continue;
    // `a mana fez-lhe uma coroa e ele nao a tirou`: what the child did with what was given, its pronoun pointing back.
    if (
      !comma &&
      word === 'e' &&
      kind === 'pronoun' &&
      /-lhe /u.test(part) &&
      /^(?:ele|ela) (?:não|nao|n|nunca|nem|já) (?:a|o|as|os) /iu.test(rest)
    )
      continue;
    if (!comma && word === 'e' && !hasVerb) continue;
    // `as pessoas davam chouriço e laranjas e ele guardava tudo no saquinho`: what the child did with what was given,
    // told with the giving (alone, its `tudo` would point at nothing).
    if (!comma && word === 'e' && kind === 'pronoun' && KEPT_ALL.test(rest)) continue;
    // `comemos castanhas e ela queimou a língua`: what hurt the child, told with what caused it; `discutiram por causa
    // de um carro e ele puxou-lhe o cabelo`: what the child did in a quarrel, told with it.
    if (!comma && word === 'e' && kind === 'pronoun' && (HURT_BY.test(rest) || QUARREL.test(part))) continue;
    // `o revisor picou-lhe o bilhete e ela ficou toda importante`: how the child felt at what someone did, told with it.
    if (!comma && word === 'e' && kind === 'pronoun' && ownSubject(part) && FELT_AT.test(rest)) continue;
    // `caiu da trotinete e esfolou o joelho`: one thing that happened, told in one sentence; `e à tarde andou`,
    // `e à saída deu`: a new time or place begins another.
    if (!comma && word === 'e' && kind === 'verb' && !LATER.test(rest)) continue;
    // `fomos na pracinha e ela ficou um tempão na gangorra`: what the child did where the family went, one moment.
    if (
      !comma &&
      word === 'e' &&
      kind === 'pronoun' &&
      partWords.length <= 6 &&
      partWords.some((one) => theirs(one) !== undefined) &&
      /^(?:ele|ela) ficou /iu.test(rest)
    )
      continue;
    // `a vó fez biscoito e ele ajudou a enrolar`: the child's help with no object, told with what was made.
    if (!comma && word === 'e' && kind === 'pronoun' && /^(?:ele|ela) ajud(?:ou|ava) a \p{L}+r\s*$/iu.test(rest))
      continue;
    // `a mamãe tá de plantão, ela chorou pq queria a mamãe`: a pronoun whose own clause names that same one again is
    // the child's, and begins a clause of its own.
    // (`fomos na fazendinha c o papai e a prima Valentina, ela deu cenoura`: after where the family went with two
    // along, a bare `ela` is the child's; the parent names which of the two it was otherwise.)
    if (
      kind === 'pronoun' &&
      SOMEONE.test(part) &&
      !otherGender(part, rest) &&
      !namedAgain(part, rest) &&
      !(comma && TWO_ALONG.test(part) && opening(part.trim().split(/\s+/u)) === 'we') &&
      // (`passamos o dia no sítio da tia Nena, ela andou de pónei`, `montamos a árvore c a titia Bia, ela ajudou`: after
      // what the family did, with one along or at their place, a bare pronoun that does a child's thing is the child's.)
      !(comma && opening(part.trim().split(/\s+/u)) === 'we' && CHILDS_PART.test(rest))
    )
      continue;
    return { at: match.index, length: match[0].length };
  }
  return undefined;
}

/** How the child is spoken of: `ele`, `ela`, or either when the parent's word for the child is not known. */
function isChild(pronoun: string, context: RetellContext): boolean {
  if (context.childPronoun === 'she') return pronoun === 'ela';
  if (context.childPronoun === 'he') return pronoun === 'ele';
  return pronoun === 'ela' || pronoun === 'ele';
}

/**
 * The family's grown-ups with their articles (`a avó Fátima e o avô Manel`), or `a família`. A name that says no
 * relation (what the child calls someone, kept in Settings) gives no article to put before it, and Portuguese says
 * none without one (`a Zuri, Tavi e Kesi foram`): the family is then `a família`.
 */
function family(context: RetellContext): string {
  const named = context.grownUps.map((name) => {
    const lower = name.toLowerCase();
    if (/^(mãe|mamã|mamãe|mamá|avó|vovó|tia|madrinha|dinda|mana|irmã)/u.test(lower)) return `a ${name}`;
    if (/^(pai|papá|papai|avô|vovô|tio|padrinho|dindo|mano|irmão)/u.test(lower)) return `o ${name}`;
    return undefined;
  });
  // With no names in Settings, the parent who writes, where the day says who (`o Zuri e o pai`, mum being away).
  if (named.length === 0 && context.parent && !context.parentGuessed) return context.parent;
  if (named.length === 0 || named.includes(undefined)) return 'a família';
  return named.length === 1 ? (named[0] ?? '') : `${named.slice(0, -1).join(', ')} e ${named.at(-1)}`;
}

/** Weather and what simply happened, told without anyone as its subject (`choveu`, `faltou a luz`, `houve`). */
// (`doeu-lhe o ouvidinho`: a hurt, said with the body part as its subject.)
const IMPERSONAL = wordSet('choveu chovia nevou trovejou houve havia faltou anoiteceu doeu-lhe doía-lhe doeram-lhe');
/** Verbs the parent puts before their subject (`voou o chapéu`, `ficou um galo`, `caiu um ramo`). */
const BEFORE_SUBJECT = wordSet('voou caiu ficou chegou apareceu nasceu morreu acabou rebentou começou passou veio');
/** What befell the child's own thing (`rebentou-lhe o balão`, `partiu-se-lhe o brinquedo`), with the thing after it. */
const BEFELL =
  /^(rebentou|furou|voou|fugiu|caiu|partiu|estragou|rasgou|quebrou|desfez)(-se)?-lhe ((?:o|a|os|as) [^,]+?)(?: (?:no|na|ao|à) \p{L}+)?$/u;
/** Words after such a verb that tell when or where, not who (`caiu uma vez`, `ficou o dia inteiro`). */
const NOT_SUBJECT = /^(vez|vezes|dia|tarde|noite|manhã|tempo|resto|casa|semana|hora|bocado|bocadinho|\p{L}+[aei]r)$/u;
/** What the child had, unlike `teve brigadeiro` (there was). */
const HAD = wordSet(
  'febre tosse medo pavor horror nojo vergonha cócegas alergia sono fome saudades saudade vómitos vômito dor dores birra diarreia piolhos pesadelos vontade pressa frio calor ciúmes ciúme ranho',
);
/** What a costume or the child's own body has (`tinha orelhas de algodão`, `tinha asas`): the child's, never `havia`. */
const WORN = wordSet(
  'orelhas orelhinhas asas asinhas chifre chifres chifrinhos rabo rabinho cauda caudinha coroa coroinha fantasia máscara mascara barba bigode bigodes antenas bico penas capa tiara auréola aureola',
);
/** The child's own body, after its article (`no fim tinha as mãos geladas`): the child's, never `havia`. */
const BODY = wordSet(
  'mãos mãozinhas mão pés pezinhos pé nariz narizinho bochechas bochechinhas orelhas dedos dedinhos olhos lábios joelhos cara',
);
/** What the parent's `nós` did to the child (`explicámos`, `demos banho`): not the hero's to do. */
const TO_CHILD =
  /^(explic|convers|diss|cont|mostr|fal|ensin|promet|consol|acalm|abraç|dem|deix|pus|vest|cham|lev[aá]mos a dormir)/u;

/**
 * Whether the parent's `nós` did it to the child; stories told by torchlight or by the fire (`contámos histórias`) are
 * the family's together.
 */
const toChild = (verb: string, next: string) =>
  TO_CHILD.test(verb) &&
  !(/^cont/u.test(verb) && /^(?:histórias|historinhas|história|uma|anedotas|lengalengas|adivinhas)$/iu.test(next));

type Told = { sentence: string; hero: boolean };

/**
 * What the parent's `nós` explained to the child (`a gente explicou bem devagarinho`, `explicámos que não volta`), told
 * as the family's, said to the hero (`A família explicou-lhe bem devagarinho`). Not when the parent already says to whom.
 */
function explainedToChild(words: string[], context: RetellContext): Told | undefined {
  if (!/^explic(?:ou|amos|ámos)$/iu.test(words[0] ?? '')) return undefined;
  const rest = words.slice(1).join(' ');
  if (/(?<![\p{L}])(?:lhe|lhes|ela|ele|eles|elas|pra|para|a\s+\p{Lu}\p{L}*)(?![\p{L}])/u.test(rest)) return undefined;
  const who = family(context);
  const verb = / e /u.test(who) ? 'explicaram' : 'explicou';
  return { sentence: capital(`${who} ${verb}-lhe${rest === '' ? '' : ` ${rest}`}`), hero: false };
}

/** The parent's `nós` burying a pet (`enterrámos`, `sepultámos`): never done to the child. */
const BURIED = /^(?:enterr|sepult)/u;

/** What a day was (`foi a despedida`), unlike where someone went (`foi a praia`, the crase left out). */
const WAS = /^(despedida|festa|missa|apresentação|reunião|cerimónia|cerimônia|estreia|inauguração|formatura)$/u;

/** Someone the hero did a thing with (`com a avó`, `com o mano Duarte`), who is the other half of a plural verb. */
const WITH =
  /(?<![\p{L}])com ((?:o|a) (?:avó|avô|vovó|vovô|vó|vô|mãe|mamã|mamãe|pai|papá|papai|tia|tio|titia|titio|madrinha|padrinho|dinda|dindo|mana|mano|irmã|irmão|prima|primo|amiga|amigo)(?: \p{Lu}\p{L}*)?)(?![\p{L}])/u;

/** A parent or grandparent after `com`, who with the hero is the parent's `we` (`fomos ao parque com o pai`, `fomos à feira c o avô`). */
const ALONG_ONE =
  '(?:(?:o|a) (?:mãe|mamã|mamãe|pai|papá|papai|avô|avó|vovô|vovó|vô|vó|tio|tia|titio|titia|padrinho|madrinha|babá|ama)(?: \\p{Lu}\\p{L}+)?|os (?:avós|vovós|tios|padrinhos))';
/** A brother, sister or cousin who came along with them (`c o avô Manel e a mana Beatriz`). */
const ALONG_KIN = '(?:(?:o|a) (?:mana|mano|irmã|irmão|prima|primo)(?: \\p{Lu}\\p{L}+)?)';
/** `com a avó Graça e o avô Tó`: both of them. */
const ALONG = new RegExp(`(?<![\\p{L}])com (${ALONG_ONE}(?: e (?:${ALONG_ONE}|${ALONG_KIN}))?)(?![\\p{L}])`, 'u');

/** Things a whole group does together, said of `todos` when the parent names no one (`cantaram`, `assaram`). */
const GROUP = wordSet(`
  cantaram dançaram assaram pintaram brincaram jogaram construíram plantaram desenharam leram ouviram montaram
  decoraram enfeitaram prepararam cozinharam apanharam colheram cantavam dançavam brincavam ficaram fizeram
  recortaram colaram comeram lancharam
`);

/**
 * The hero as the subject of a retold sentence: by name, or `ela`/`ele` right after a sentence that names the hero
 * (`A Raposinha olhou pela janela. Ela chorou um bocadinho.`), as a story read aloud says it.
 */
function who(context: RetellContext): string {
  const hero = context.hero as R;
  if (!context.afterHero) return hero.name;
  const pronoun = hero.fem ? 'ela' : 'ele';
  return hero.plural ? `${pronoun}s` : pronoun;
}

/**
 * The hero as the only subject of a retold sentence: by name, or, right after a sentence that names the hero, no word
 * at all, as European Portuguese says it (`A Raposinha olhou pela janela. Chorou um bocadinho.`), not `Ela chorou`.
 */
const alone = (context: RetellContext): string => (context.afterHero ? '' : who(context));

/**
 * The hero as one of two subjects: always by name (`O Zuri e a mãe enterraram`), as `Ele e a mãe` reads stiffly in
 * Portuguese even right after the hero was named.
 */
const both = (context: RetellContext): string => who({ ...context, afterHero: false });

/** The hero and the family together are `juntos` (the parent's `juntas` was the parent and the child). */
const together = (text: string) => text.replace(/(?<![\p{L}])juntas(?![\p{L}])/gu, 'juntos');

/** The clause as a sentence: who it happened to, in the story's words, and what. */
function compose(text: string, context: RetellContext, subjectless = true, placed = false): Told | undefined {
  const words = text.split(' ');
  const first = (words[0] ?? '').toLowerCase();
  const second = (words[1] ?? '').toLowerCase();
  const at = words.findIndex((word) => !ADVERBS.has(word.toLowerCase()));
  const verb = (words[at] ?? '').toLowerCase();
  const after = (words[at + 1] ?? '').toLowerCase();
  const then = (words[at + 2] ?? '').toLowerCase();
  // `nevou tanto!!`: how much it snowed, said as the day had it (`Tinha nevado tanto.`).
  const much = /^(nevou|choveu) (tanto|muito|imenso|montes)$/u.exec(text);
  // `de tarde choveu mt`: a plain amount, told as it happened (`De tarde, choveu muito.`).
  if (much && much[2] !== 'tanto') return { sentence: text, hero: false };
  if (much) return { sentence: `tinha ${much[1] === 'nevou' ? 'nevado' : 'chovido'} ${much[2]}`, hero: false };
  if (IMPERSONAL.has(verb) || WEATHER.test(text)) {
    // `chovia a potes e fomos a correr p o carro`: after the weather, what the family did in it, with its subject.
    const then = /,? e (?=(\p{L}+))/u.exec(text);
    const ours =
      then && theirs(then[1] ?? '') !== undefined
        ? compose(text.slice(then.index + then[0].length), context)
        : undefined;
    if (then && ours?.hero) return { sentence: `${text.slice(0, then.index)}, e ${ours.sentence}`, hero: true };
    // `doeu-lhe o ouvidinho e chorou`: after the hurt, what the child did, with the child named (`e a Zuri chorou`).
    const felt = then && /-lhe$/u.test(verb) ? compose(text.slice(then.index + then[0].length), context) : undefined;
    if (then && felt?.hero) return { sentence: `${text.slice(0, then.index)}, e ${felt.sentence}`, hero: true };
    return { sentence: text, hero: false };
  }
  // `tá nascendo um dente`: a tooth coming, the tooth its subject.
  if (
    /^(estava|estavam)$/u.test(verb) &&
    (/^(nascendo|saindo|chovendo)$/u.test(after) || (after === 'a' && /^(nascer|sair|chover)$/u.test(then)))
  ) {
    return { sentence: text, hero: false };
  }
  // `foi a primeira vez dela no cinema`: the hero's first time, said with the hero's name (`do Unicórnio`).
  if (
    at === 0 &&
    verb === 'foi' &&
    /^(a|o)$/u.test(after) &&
    /^(primeira|primeiro|segunda|segundo|terceira|terceiro)$/u.test(then) &&
    /^(vez|dia)$/u.test(words[at + 3] ?? '')
  ) {
    const whose = (words[at + 4] ?? '').toLowerCase();
    const hero = context.hero as R;
    const rest =
      /^(dela|dele)$/u.test(whose) && isChild(whose.slice(1), context) ? words.slice(at + 5) : words.slice(at + 4);
    const that = /^(que|q)$/u.test((rest[0] ?? '').toLowerCase());
    // `foi a primeira vez que viu neve`: the one who saw it is the hero (`que o Ursinho viu neve`).
    if (that && isVerb(rest[1] ?? '') && !/(ram|mos)$/u.test(rest[1] ?? '')) {
      return {
        sentence: [verb, after, then, words[at + 3], 'que', hero.name, ...rest.slice(1)].join(' '),
        hero: false,
      };
    }
    const of = that ? [] : [contract(`de ${hero.name}`)];
    return { sentence: [verb, after, then, words[at + 3], ...of, ...rest].join(' '), hero: false };
  }
  // `foi o velório`, `foi a despedida`: what the day was, not where the child went.
  if (
    at === 0 &&
    verb === 'foi' &&
    (/^(o|os)$/u.test(after) || (/^(a|as)$/u.test(after) && WAS.test(then))) &&
    !(/^(primeiro|primeira|último|última|único|única|melhor|mais)$/u.test(then) && words[at + 3] !== 'dia')
  ) {
    return { sentence: text, hero: false };
  }
  // `passou e ainda escolheu uns ténis`: what passed was the trouble, not the child.
  const gone = /^passou(?: (?:logo|rápido|depressa|num instante))?(?: e (.+))?$/iu.exec(text);
  if (gone) {
    const rest = gone[1] ? compose(gone[1], context) : undefined;
    if (!rest?.hero) return undefined;
    return { sentence: `pouco depois já tinha passado, e ${rest.sentence}`, hero: true };
  }
  // `ia ser dia de zoológico`: the plan of the day, said as one (`Era para ser dia de zoológico.`).
  if ((verb === 'ia' || verb === 'era') && after === 'ser') {
    return { sentence: `era para ser ${words.slice(at + 2).join(' ')}`, hero: false };
  }
  if (verb === 'era' && /^(pra|para)$/u.test(after) && then === 'ser') {
    return { sentence: `era para ser ${words.slice(at + 3).join(' ')}`, hero: false };
  }
  if (verb === 'fez' && /^(calor|frio|sol|vento|muito|tanto|\d+|um|uma)$/u.test(after)) {
    if (!/^(um|uma)$/u.test(after) || /^(calor|frio|sol|vento)/u.test(then)) return { sentence: text, hero: false };
  }
  // `tinha um palhaço na festa`, `na festa tinha um palhaço`, `tinha muita gente`: Brazil's `there was`, with no one
  // as its subject; `tinha febre`, `tem um dente novo`, `ele tinha um carrinho` are the child's.
  if (
    subjectless &&
    at === 0 &&
    verb === 'tinha' &&
    !HAD.has(after) &&
    !WORN.has(after) &&
    !(/^(o|a|os|as)$/u.test(after) && BODY.has(then)) &&
    !/^(que|de|acabado|\p{L}+(?:ado|ido))$/u.test(after) &&
    // (`tinha muito medo da maquininha`, `tinha tanto sono`: the child's own feeling, however strong.)
    !HAD.has(then) &&
    (placed ||
      /^(muita|muito|muitas|muitos|bastante|tanta|tanto|tantas|tantos|gente)$/u.test(after) ||
      // (`na hora certa` is a time, no place: `tinha orelhas de algodão e fez mééé na hora certa` is the child's.)
      /\s(?:no|na|nos|nas|em)\s(?!hora\s|horinha\s|altura\s|vez\s)/u.test(` ${words.slice(2).join(' ')} `))
  ) {
    return { sentence: ['havia', ...words.slice(1)].join(' '), hero: false };
  }
  if (verb === 'teve' && !/^(o|a|os|as|um|uma|muito|muita|um)$/u.test(after) && !HAD.has(after)) {
    return { sentence: [...words.slice(0, at), 'houve', ...words.slice(at + 1)].join(' '), hero: false };
  }
  // `discutiram por causa de um carro de bombeiros`: the quarrel, its two sides named in the parent's last clause.
  if (at === 0 && QUARREL.test(verb) && /^(por|pelo|pela|pelos|pelas)$/u.test(after)) {
    return { sentence: `houve uma zanga ${words.slice(1).join(' ')}`, hero: false };
  }
  // `escapou uma vez no tapete`: in potty training, what escaped was a wee, not the child (who `escapou da mãe`).
  if (at === 0 && verb === 'escapou' && !/^(de|da|do|das|dos|para|pra|pela|pelo)$/u.test(after)) {
    const what = /(?<![\p{L}])(xixi|chichi|cocó|cocô|pum)(?![\p{L}])/u.test(text) ? [] : ['um', 'xixi'];
    return { sentence: [verb, ...what, ...words.slice(1)].join(' '), hero: false };
  }
  if (BEFORE_SUBJECT.has(verb) && /^(um|uma|o|a|os|as|tudo)$/u.test(after) && !NOT_SUBJECT.test(then)) {
    return { sentence: text, hero: false };
  }
  // `rebentou-lhe o balão azul`: what befell the child's thing, told with the thing as its subject (`o balão azul do
  // Ursinho rebentou`), never as the child bursting it.
  const befell = BEFELL.exec(text);
  if (befell) {
    const [, happened = '', se = '', thing = ''] = befell;
    return { sentence: `${thing} ${contract(`de ${(context.hero as R).name}`)} ${happened}${se}`, hero: false };
  }
  // `veio cá a Matilde brincar`, `chegou lá a avó`: the one who came, named after the verb and its `cá` or `lá`, is
  // the subject; the hero is not.
  if (
    BEFORE_SUBJECT.has(verb) &&
    /^(cá|lá|aqui|ali)$/u.test(after) &&
    /^(o|a|os|as)$/u.test(then) &&
    /^(?:\p{Lu}|(?:mãe|mamãe|mamã|pai|papai|papá|avó|avô|vovó|vovô|vó|vô|tia|tio|prima|primo|madrinha|padrinho|amiga|amigo|vizinha|vizinho|mana|mano)$)/u.test(
      words[at + 3] ?? '',
    )
  ) {
    return { sentence: text, hero: false };
  }
  // `ela segurou o bebé`: the child as the hero; anyone else's `ela` is left out.
  if (first === 'ela' || first === 'ele') {
    // `ele trouxe um ursinho pra ela`: a gift from someone else to the child, told as the child's (`ganhou`).
    const gift = /^\p{L}+ (?:trouxe|deu|comprou|ofereceu) (.+?) (?:pra|para) (ela|ele)(?![\p{L}])(.*)$/u.exec(text);
    if (!isChild(first, context) && gift && isChild(gift[2] ?? '', context)) {
      return { sentence: tidy(`${alone(context)} ganhou ${gift[1]}${gift[3]}`), hero: true };
    }
    if (!isChild(first, context)) return undefined;
    // `ele é que partia os ovos`: the child's own job, as Portugal says it proudly (`Era o Ursinho quem partia`).
    if ((second === 'é' || second === 'era') && words[2] === 'que' && words.length > 3) {
      return { sentence: `era ${(context.hero as R).name} quem ${words.slice(3).join(' ')}`, hero: false };
    }
    // `ela mesma colocou na caixinha`: the child did it all alone, as the story says it proudly.
    if (/^(mesma|mesmo|própria|próprio|propria|proprio)$/u.test(second) && isVerb(words[2] ?? '')) {
      const hero = context.hero as R;
      const own = `${hero.fem ? 'a própria' : 'o próprio'}${hero.plural ? 's' : ''}`;
      return { sentence: `foi ${own} ${hero.bare} quem ${words.slice(2).join(' ')}`, hero: false };
    }
    // `ela e a Helena brigaram pela boneca`: the hero and the one named with it, the verb theirs together.
    if (second === 'e' && /^(o|a|os|as)$/u.test((words[2] ?? '').toLowerCase())) {
      const verbAt = words.findIndex((word, index) => index > 2 && isVerb(word));
      if (verbAt > 3 && verbAt < 7 && /(ram|avam|iam)$/u.test((words[verbAt] ?? '').toLowerCase())) {
        return { sentence: `${(context.hero as R).name} ${words.slice(1).join(' ')}`, hero: true };
      }
    }
    return compose(words.slice(1).join(' '), context, false);
  }
  // `fomos ao parque com o pai`: the family is the grown-up named after `com` (`o Ursinho e o pai foram ao parque`).
  const grownUp = ALONG.exec(text);
  // The grown-up the parent named is the family too when the family's own names say nobody (`a família`): `a Zuri e
  // a mãe foram ao parque`, not `a Zuri e a família foram ao parque com a mãe`.
  const withUs = grownUp !== null && (context.grownUps.length === 0 || family(context) === 'a família');
  // (`jantámos todos juntos`: all of them, the whole family, never one parent: `a Zuri e a família jantaram`.)
  const us = withUs
    ? (grownUp[1] ?? '')
    : /(?<![\p{L}])(?:todos|todas)(?![\p{L}])/u.test(text)
      ? 'a família'
      : family(context);
  // `o Ursinho, a avó Graça e o avô Tó`: three of them, the first two parted by a comma.
  const and = / e /u.test(us) ? ',' : ' e';
  const ourWay = (sentence: string) => (withUs ? tidy(sentence.replace(grownUp[0], ' ')) : sentence);
  if (first === 'nós' || (first === 'a' && second === 'gente')) {
    const rest = words.slice(first === 'nós' ? 1 : 2);
    const explained = explainedToChild(rest, context);
    if (explained) return explained;
    const said = theirs(rest[0] ?? '') ?? plural(rest[0] ?? '');
    if (!said || toChild((rest[0] ?? '').toLowerCase(), rest[1] ?? '')) return undefined;
    return {
      sentence: ourWay(together(`${both(context)}${and} ${us} ${[said, ...rest.slice(1)].join(' ')}`)),
      hero: true,
    };
  }
  const ours = theirs(verb);
  if (ours) {
    // `levamos ela pra ver os patos`: the child taken by the family, said with the hero's pronoun (`levaram-na`).
    const object = (words[at + 1] ?? '').toLowerCase();
    // `enterrámos ela no jardim`: what is buried is the pet the parent spoke of, never the child.
    if (at === 0 && (object === 'ela' || object === 'ele') && isChild(object, context) && !BURIED.test(verb)) {
      const hero = context.hero as R;
      const pronoun = `n${hero.fem ? 'a' : 'o'}${hero.plural ? 's' : ''}`;
      return { sentence: [`${ours}-${pronoun}`, ...words.slice(at + 2)].join(' '), hero: false };
    }
    const explained = at === 0 ? explainedToChild(words, context) : undefined;
    if (explained) return explained;
    if (toChild(verb, words[at + 1] ?? '')) return undefined;
    // `depois fomos na padaria, almoçamos e levamos a vovó`: right after a sentence that names the hero, the family's
    // next part says `todos` (`Almoçaram todos.`), not `a Zuri e a família` once more; only an everyday going, staying
    // or meal (a farewell or a burial keeps the hero named beside the family).
    const rest = words.slice(at + 1);
    if (
      context.afterHero &&
      /^(?:foram|voltaram|chegaram|ficaram|almoçaram|jantaram|lancharam|levaram|passearam|fizeram)$/u.test(ours) &&
      !withUs &&
      us === 'a família' &&
      !rest.some((one) => /^(?:todos|todas|juntos|juntas|juntinhos)$/iu.test(one))
    ) {
      return {
        sentence: [...words.slice(0, at), ours, 'todos', ...(rest.length > 0 ? rest : ['juntos'])].join(' '),
        hero: true,
      };
    }
    return {
      sentence: ourWay(
        together(`${both(context)}${and} ${us} ${[...words.slice(0, at), ours, ...words.slice(at + 1)].join(' ')}`),
      ),
      hero: true,
    };
  }
  // `já mete a cara na água sozinha`, `agora já anda de bicicleta`: a new skill, told in the present as the parent says it.
  if (newSkill(words, at)) return { sentence: tidy(`${alone(context)} ${text}`), hero: true };
  // `se jogou no chão`: the pronoun after the verb, as a sentence with its subject says it in Portugal.
  if (first === 'se' && isVerb(second)) {
    // `se abraçaram e montaram uma torre`: what two did to each other, never the hero alone (`os dois abraçaram-se`).
    if (/(?:ram|avam|iam)$/u.test(second)) {
      const each = /^(?:abraç|beij|zang|despedi|desculp|pegar|agarr|empurr|mord|bat|ajud|junt|reconcili|entend)/u.test(
        second,
      );
      return {
        sentence: tidy(`${each ? 'os dois' : 'todos'} ${[`${second}-se`, ...words.slice(2)].join(' ')}`),
        hero: false,
      };
    }
    return { sentence: tidy(`${alone(context)} ${[`${second}-se`, ...words.slice(2)].join(' ')}`), hero: true };
  }
  // `só se riu`, `não se magoou`: the pronoun before the verb after such a word, as Portugal says it too.
  // (`já lhe emprestou o camião`: `lhe` too.)
  if (at > 0 && /^(?:se|lhe|lhes|me|te)$/u.test(verb) && isVerb(after.replace(/,$/u, ''))) {
    return { sentence: `${who(context)} ${text}`, hero: true };
  }
  if (at >= 0 && isVerb(verb)) {
    // `brigaram`, `deram um abraço`: more than one, and the parent did not say who.
    // `puseram-lhe gelo`: done to the hero, by whoever was there.
    if (at === 0 && /^\p{L}+ram-lhe$/u.test(verb)) return { sentence: text, hero: false };
    if (/(ram|avam|iam)$/u.test(verb.split('-')[0] ?? '')) {
      // `foram os três passear o cão com a avó`: the parent counted who went, told as the parent says it.
      if (at === 0 && /^(os|as)$/u.test(after) && /^(dois|duas|três|tres|quatro|cinco)$/u.test(then)) {
        return { sentence: text.replace(/(?<![\p{L}])tres(?![\p{L}])/u, 'três'), hero: false };
      }
      // `assaram castanhas`, `cantaram a canção`: what the whole group did, the hero among them.
      // `fizeram um bolo com a avó`: the hero and the one named after `com`.
      const along = WITH.exec(text);
      if (at === 0 && along && theirs(verb) === undefined) {
        const rest = tidy(text.replace(along[0], ' '));
        return { sentence: together(`${both(context)} e ${along[1]} ${rest}`), hero: true };
      }
      // `ficaram cada um 5 minutinhos no sofá`: each of them, told one by one (`cada um ficou`).
      if (at === 0 && after === 'cada' && /^(um|uma)$/u.test(then) && /[aei]ram$/u.test(verb)) {
        const one = verb.replace(/aram$/u, 'ou').replace(/eram$/u, 'eu').replace(/iram$/u, 'iu');
        return { sentence: ['cada', words[2], one, ...words.slice(3)].join(' '), hero: false };
      }
      // `fizeram as pazes`: making up is between two, not the whole group.
      if (at === 0 && /^fizeram as pazes(?![\p{L}])/u.test(text)) return { sentence: `os dois ${text}`, hero: false };
      // `no fim deram um abraço`: a hug at the end of a playdate or a quarrel is the two children's (`os dois`).
      if (at === 0 && /^deram (?:um )?(?:abraço|abracinho|abraços|beijinho|beijinhos)(?![\p{L}])/u.test(text)) {
        return { sentence: `os dois ${text}`, hero: false };
      }
      // `ficaram de castigo`: the two children who quarrelled, not the whole group.
      if (at === 0 && /^ficaram (?:os dois )?de castigo(?![\p{L}])/u.test(text)) {
        return { sentence: `os dois ${text.replace(/^ficaram os dois /u, 'ficaram ')}`, hero: false };
      }
      // (`fizeram um desenho juntas`: girls, all of them.)
      // `fizeram horta juntas`: the hero and the one grown-up of the day, together (`o Unicórnio e a avó Cida`).
      const pair = family(context);
      if (
        at === 0 &&
        GROUP.has(verb) &&
        context.grownUps.length === 1 &&
        pair !== 'a família' &&
        /(?<![\p{L}])(?:juntas|juntos|juntinhas|juntinhos)(?![\p{L}])/u.test(text)
      ) {
        return {
          sentence: together(`${both(context)} e ${pair} ${text}`).replace(/juntinhas/u, 'juntinhos'),
          hero: true,
        };
      }
      // `o Tomás veio cá a casa brincar … fizeram uma pista com os legos`: with one other child the day names (a friend
      // over to play, a cousin), what more than one did is the hero and that child, not a group of `todos`.
      const friend = context.otherKids?.length === 1 ? context.otherKids[0] : undefined;
      const hero = context.hero as R;
      if (
        at === 0 &&
        GROUP.has(verb) &&
        friend &&
        !hero.plural &&
        !text.includes(friend) &&
        /^\p{Lu}\p{L}*$/u.test(friend)
      ) {
        const written = new RegExp(`(?<![\\p{L}])(o|a) ${friend}(?![\\p{L}])`, 'iu').exec(
          context.description ?? '',
        )?.[1];
        const article = written?.toLowerCase() ?? (/a$/u.test(friend) ? 'a' : 'o');
        return { sentence: together(`${both(context)} e ${article} ${friend} ${text}`), hero: true };
      }
      if (at === 0 && GROUP.has(verb)) {
        const girls = /(?<![\p{L}])(?:juntas|juntinhas|sozinhas)(?![\p{L}])/u.test(text);
        return { sentence: `${girls ? 'todas' : 'todos'} ${text}`, hero: false };
      }
      return undefined;
    }
    const said = unquoted(words.slice(at));
    if (said) return { sentence: tidy(`${alone(context)} ${said}`), hero: true };
    return { sentence: tidy(`${alone(context)} ${text}`), hero: true };
  }
  return undefined;
}

/** Someone spoken to by the child in words the parent did not quote (`falou tudo bem mamãe acontece`). */
const CALLED = /^(mamãe|mamã|mãe|mamae|papai|papá|pai|vovó|vovô|avó|avô|vó|vô|titia|tia|tio)$/u;

/**
 * What the child said, typed without quotes but with the one it was said to (`falou tudo bem mamãe acontece`), as
 * the story quotes it: `disse: «Tudo bem, mamãe, acontece»`. Without such a word it may be reported speech.
 */
function unquoted(words: string[]): string | undefined {
  if (!/^(falou|disse)$/u.test((words[0] ?? '').toLowerCase())) return undefined;
  const said = words.slice(1);
  if (
    said.length < 2 ||
    /^(que|q|para|pra|pro|a|ao|à|com|c|de|do|da|isso|tchau|adeus)$/u.test((said[0] ?? '').toLowerCase())
  ) {
    return undefined;
  }
  const to = said.findIndex((word) => CALLED.test(word.toLowerCase()));
  if (to < 0) return undefined;
  const parts = said.map((word, index) => {
    const last = index === said.length - 1;
    return index === to - 1 || (index === to && !last) ? `${word},` : word;
  });
  const quote = parts.join(' ');
  return `disse: «${quote.charAt(0).toUpperCase()}${quote.slice(1)}»`;
}

/** A clause beginning with where or when (`na saída veio a correr`): that phrase first, then who and what. */
function withSetting(text: string, context: RetellContext): Told | undefined {
  const words = text.split(' ');
  if (!PREPOSITIONS.has((words[0] ?? '').toLowerCase())) return undefined;
  // (`ao jantar já nem se lembrava, só mostrava`: the verb with its comma, and `se` before it.)
  // (`na hora de andar de pónei o pónei não quis`: the moment, told with what was to be done then, is a longer one.)
  // (`hj de manhã o Nico, o hamster dela, tava morto`: a name with its aside between commas is a longer subject.)
  const reach = /^na hora d[eoa] /iu.test(text) || /\s(?:o|a) \p{Lu}\p{L}*, (?:o|a) [^,]+, /u.test(text) ? 11 : 8;
  let at = words.findIndex((raw, index) => {
    const word = raw.replace(/,$/u, '');
    return index > 0 && index < reach && (isVerb(word) || theirs(word) !== undefined || /^(ela|ele|nós)$/iu.test(word));
  });
  if (at < 0) return undefined;
  // (`antes de dormir já lhe emprestou`: a pronoun before the verb belongs to it, not to the setting.)
  while (
    at > 1 &&
    (ADVERBS.has((words[at - 1] ?? '').toLowerCase()) || /^(?:se|lhe|lhes|me|te)$/u.test(words[at - 1] ?? ''))
  ) {
    at -= 1;
  }
  let setting = words.slice(0, at);
  let subject: string[] = [];
  // `no passeio à beira-rio um cão enorme veio`: an article not after a preposition begins the subject.
  const article = setting.findIndex(
    (word, index) =>
      index > 0 &&
      /^(o|a|os|as|um|uma)$/u.test(word) &&
      // `hoje a creche fez`: after a day's word, an article begins the subject.
      (!PREPOSITIONS.has((setting[index - 1] ?? '').toLowerCase()) ||
        /^(hoje|ontem|depois|antes)$/iu.test(setting[index - 1] ?? '')),
  );
  if (article > 0) {
    subject = setting.slice(article);
    setting = setting.slice(0, article);
  }
  const rest = words.slice(at).join(' ');
  // `ontem a gente montou`: the parent's `we` as the subject is the hero and the family.
  const we = /^(nós|a gente)$/iu.test(subject.join(' '));
  const main =
    subject.length > 0 && !we
      ? { sentence: `${subject.join(' ')} ${rest}`, hero: false }
      : compose(we ? `${subject.join(' ').toLowerCase()} ${rest}` : rest, context, true, !we);
  if (!main) return undefined;
  // `hoje foi o velório`, `ontem choveu`: a bare day's word needs no comma before what the day was.
  const bare = !main.hero && setting.length === 1 && /^(hoje|ontem)$/iu.test(setting[0] ?? '');
  return { sentence: `${capital(setting.join(' '))}${bare ? '' : ','} ${main.sentence}`, hero: main.hero };
}

/** Someone else of the day as the subject, as the parent wrote it (`o dono pediu desculpa`). */
function withSubject(text: string, context: RetellContext): Told | undefined {
  const hero = context.hero as R;
  // `a prima Matilde e ela passaram a tarde`: the child among them is the hero.
  const among = /^(.+?) e (ela|ele) (?=\S)/u.exec(text);
  if (among && isChild(among[2] ?? '', context) && !/(?<![\p{L}])(ela|ele)(?![\p{L}])/u.test(among[1] ?? '')) {
    // (`o revisor picou-lhe o bilhete e ela ficou…`: after someone else's whole part, a comma before the child's.)
    const done = (among[1] ?? '').split(' ').some((word, index) => index > 0 && isVerb(word));
    return withSubject(`${among[1]}${done ? ',' : ''} e ${hero.name} ${text.slice(among[0].length)}`, context);
  }
  // `o pai pegou ela no colo e dps comeu pipoca`: after the grown-up held the child, what came next is the child's
  // (`e depois a Zuri comeu pipocas`), not the grown-up's.
  const held =
    /^(.+? (?:pegou|pegaram|agarrou|pôs|levou|teve|sentou)(?:-(?:a|o))?(?: (?:nela|nele))? (?:ao|no) colo),? e (depois|a seguir|logo|então) (?=\p{Ll}{2,}(?:ou|eu|iu)(?![\p{L}-]))/u.exec(
      text,
    );
  if (held && !/(?<![\p{L}])(?:ela|ele)$/u.test(held[1] ?? '')) {
    const after = text.slice(held[0].length);
    const main = withSubject(held[1] ?? '', context);
    if (main)
      return { sentence: `${main.sentence.replace(/[.!]$/u, '')}, e ${held[2]} ${hero.name} ${after}`, hero: false };
  }
  const words = text.split(' ');
  if (!/^(o|a|os|as|um|uma)$/iu.test(words[0] ?? '') && !/^\p{Lu}/u.test(words[0] ?? '')) return undefined;
  // `a gente explicou bem devagarinho`: the parent's `we`, what they did to the child, is no one else of the day.
  if (/^a gente$/iu.test(words.slice(0, 2).join(' '))) return undefined;
  const at = words.findIndex((word, index) => index > 0 && isVerb(word));
  if (at < 1 || at > 9) return undefined;
  // `a vovó pegou no colo`: whom a grown-up took on their lap, left unsaid, is the child (`pegou nela ao colo`).
  const lap = text.replace(
    /(?<![\p{L}])(pegou|pegaram|pegava|pegavam) (?:no|ao) colo(?![\p{L}])/u,
    `$1 ${hero.fem ? 'nela' : 'nele'} ao colo`,
  );
  return { sentence: lap, hero: false };
}

/** Day words a clause without a verb may be about, and how the story says them (`Foi um dia de birra.`). */
const NOMINAL: Record<string, string> = {
  dia: 'Foi um',
  tarde: 'Foi uma',
  manhã: 'Foi uma',
  trovoada: 'Houve uma',
  tempestade: 'Houve uma',
  // `temporal dos grandes hj à tarde, …, a luz foi abaixo`: a storm, then what it did.
  temporal: 'Houve um',
  temporalão: 'Houve um',
  vento: 'Houve um',
  chuva: 'Houve uma',
  festa: 'Houve uma',
  magusto: 'Houve um',
  festinha: 'Houve uma',
  birra: 'Houve uma',
  birrinha: 'Houve uma',
  choradeira: 'Houve uma',
  // `choro na hora do banho`: tears at a moment of the day, said bare (`Houve choro na hora do banho`).
  choro: 'Houve',
  chororô: 'Houve um',
  almoço: 'Houve um',
  lanche: 'Houve um',
  piquenique: 'Houve um',
  churrasco: 'Houve um',
  passeio: 'Houve um',
  visita: 'Houve uma',
  aula: 'Houve uma',
  consulta: 'Houve uma',
  viagem: 'Houve uma',
  frio: 'Fez um',
  friozinho: 'Fez um',
  calor: 'Fez um',
  calorão: 'Fez um',
  calorzinho: 'Fez um',
  páscoa: 'Foi',
  natal: 'Foi',
  carnaval: 'Foi',
  véspera: 'Foi a',
  noite: 'Foi',
  parque: 'Foi dia de',
  praia: 'Foi dia de',
  piscina: 'Foi dia de',
  zoológico: 'Foi dia de',
  zoo: 'Foi dia de',
  feira: 'Foi dia de',
  feirinha: 'Foi dia de',
  mercadinho: 'Foi dia de',
  desfile: 'Houve um',
  // `bloquinho de carnaval em olinda`: Brazil's carnival street band, the day's outing.
  bloquinho: 'Foi dia de',
  bloco: 'Foi dia de',
  apresentação: 'Houve uma',
  festival: 'Houve um',
  arraial: 'Houve um',
  // `marchas populares`: Lisbon's June parades, the night's outing.
  marchas: 'Foi dia de',
  // `domingo do espírito santo`, `sábado de romaria`: a named day of the week.
  domingo: 'Foi',
  sábado: 'Foi',
  romaria: 'Houve uma',
  procissão: 'Houve uma',
  sardinhada: 'Houve uma',
  parada: 'Houve uma',
  quinta: 'Foi dia de',
  // The country's harvests, days a family keeps (`vindimas na quinta dos avós`, `apanha da azeitona`).
  vindimas: 'Foi dia de',
  vindima: 'Foi dia de',
  apanha: 'Foi dia de',
  pracinha: 'Foi dia de',
  praça: 'Foi dia de',
  parquinho: 'Foi dia de',
  circo: 'Foi dia de',
  cinema: 'Foi dia de',
  teatro: 'Foi dia de',
  museu: 'Foi dia de',
  oceanário: 'Foi dia de',
  aquário: 'Foi dia de',
};

/** A time of day before a verbless clause (`de manhã creche`), and how the story says it. */
const DAY_TIME =
  /^(de manhã|de manha|pela manhã|logo de manhã|de manhãzinha|à tarde|a tarde|de tarde|à tardinha|de tardinha|à noite|de noite|manhã|manha|tarde|tardinha)[,:]? (.+)$/u;
const TIME_SAID: Record<string, string> = {
  manhã: 'De manhã',
  'logo de manhã': 'Logo de manhã',
  manhãzinha: 'De manhãzinha',
  tarde: 'À tarde',
  tardinha: 'Ao fim da tarde',
  noite: 'À noite',
};
/** Where a child goes in a day, as the story says the going (`creche`: `foi à creche`). */
const WENT_TO: Record<string, string> = {
  creche: 'à creche',
  escola: 'à escola',
  escolinha: 'à escolinha',
  infantário: 'ao infantário',
  jardim: 'ao jardim',
  parque: 'ao parque',
  parquinho: 'ao parquinho',
  pracinha: 'à pracinha',
  praça: 'à praça',
  praia: 'à praia',
  piscina: 'à piscina',
  natação: 'à natação',
  ginástica: 'à ginástica',
  ballet: 'ao ballet',
  balé: 'ao balé',
  futebol: 'ao futebol',
  biblioteca: 'à biblioteca',
  médico: 'ao médico',
  pediatra: 'ao pediatra',
  dentista: 'ao dentista',
  zoo: 'ao zoo',
  mercado: 'ao mercado',
  feira: 'à feira',
  missa: 'à missa',
  igreja: 'à igreja',
  festa: 'à festa',
  festinha: 'à festinha',
  // (`de tarde casa da avó`: at someone's home, as Portugal says the going.)
  casa: 'a casa',
  museu: 'ao museu',
  oceanário: 'ao oceanário',
  aquário: 'ao aquário',
  cinema: 'ao cinema',
  teatro: 'ao teatro',
  quinta: 'à quinta',
  fazendinha: 'à fazendinha',
  shopping: 'ao shopping',
};
/**
 * What a child eats at a time of day, said bare after it (`de manhã panquecas com mel`, `à noite pizza com o papai`).
 */
const MORNING_FOODS = wordSet(
  'pão pãozinho panquecas panqueca papa papinha torradas torrada iogurte fruta cereais bolachas bolacha tapioca cuscuz mingau croissant crepes gelado sorvete picolé pastel pastéis bolo bolinho queque pipocas pipoca ' +
    'pizza sopa sopinha canja caldo arroz feijão macarrão esparguete lasanha peixe peixinho frango bacalhau ' +
    'hambúrguer omelete ovos ovo batatas salada sanduíche sandes tosta tostas panquequinhas açaí brigadeiro pudim ' +
    'melancia morangos morango banana maçã uvas leite chocolate mingauzinho',
);
/** Infinitives whose past is not their stem's (`fazer`: `fez`). */
const PAST_OF: Record<string, string> = {
  fazer: 'fez',
  ir: 'foi',
  ver: 'viu',
  pôr: 'pôs',
  ter: 'teve',
  dar: 'deu',
  ler: 'leu',
  trazer: 'trouxe',
  dizer: 'disse',
  vir: 'veio',
  ouvir: 'ouviu',
  sair: 'saiu',
  construir: 'construiu',
};
/** Words that end like an infinitive but are nouns (`o jantar`, `o mar`, `a colher`). */
const NOT_INFINITIVES = wordSet(
  'mar lar bar par lugar colar altar polegar jantar mulher colher talher qualquer super hiper mega açúcar acucar',
);

/** The past of an infinitive the parent typed as the day's thing (`montar`: `montou`), or nothing for any other word. */
function pastOfInfinitive(word: string): string | undefined {
  if (PAST_OF[word]) return PAST_OF[word];
  if (NOT_INFINITIVES.has(word) || [...word].length < 5) return undefined;
  const infinitive = /^(\p{Ll}+)(ar|er|ir)$/u.exec(word);
  if (!infinitive) return undefined;
  return `${infinitive[1]}${{ ar: 'ou', er: 'eu', ir: 'iu' }[infinitive[2] as 'ar']}`;
}

/** A thing of the day named bare, and what the child did with it (`pastel de nata`: `comeu um pastel de nata`). */
const BARE_THING: Record<string, { did: string; one: string }> = {
  ...Object.fromEntries(
    ['pastel', 'pastéis', 'gelado', 'gelados', 'sorvete', 'picolé', 'croissant', 'queque', 'iogurte'].map((food) => [
      food,
      { did: 'comeu', one: 'um ' },
    ]),
  ),
  ...Object.fromEntries(
    ['bolo', 'bolos', 'panquecas', 'pipocas', 'bolachas', 'morangos', 'torradas'].map((food) => [
      food,
      { did: 'comeu', one: '' },
    ]),
  ),
  ...Object.fromEntries(
    ['legos', 'lego', 'carrinhos', 'bonecas', 'plasticina', 'massinha', 'blocos', 'peluches', 'dinossauros'].map(
      (toy) => [toy, { did: 'brincou com', one: '' }],
    ),
  ),
  ...Object.fromEntries(['pinturas', 'desenhos', 'colagens', 'puzzles'].map((made) => [made, { did: 'fez', one: '' }])),
  ...Object.fromEntries(
    ['pintura', 'colagem', 'puzzle', 'desenho'].map((made) => [
      made,
      { did: 'fez', one: /a$|gem$/u.test(made) ? 'uma ' : 'um ' },
    ]),
  ),
};
/** How the child was, said bare (`feliz da vida`, `cansadíssima`, `toda contente`, `super bem disposta`). */
const FEELING =
  /^(?:(?:muito|super|tão|todo|toda|mega|bem|um pouco|meio) )?(?:feliz|contente|alegre|triste|cansad[oa]|cansadíssim[oa]|felicíssim[oa]|exaust[oa]|esgotad[oa]|rabugent[oa]|manhos[oa]|mimos[oa]|birrent[oa]|tristonh[oa]|sonolent[oa]|animad[oa]|orgulhos[oa]|orgulhosíssim[oa]|emocionad[oa]|nervos[oa]|assustad[oa]|radiante|eufóric[oa]|com sono|cheio de sono|cheia de sono|bem dispost[oa]|bem-dispost[oa]|felizinh[oa]|cansadinh[oa]|contentinh[oa]|tristinh[oa]|quietinh[oa]|chatead[oa]|emburrad[oa]|amuad[oa]|dengos[oa]|agitad[oa]|enjoad[oa]|doentinh[oa]|chorão|chorona|grudad[oa]|carente|irritad[oa]|pilhad[oa]|dodói)(?: (?:da vida|demais|que só|hoje))?((?: (?:com|c|pq|porque|por causa d[oa]s?) (?!.*(?<![\p{L}])(?:eu|meu|minha|mim|nós|ele|ela|dele|dela)(?![\p{L}]))\p{L}+(?: [\p{L}-]+){0,7}))?$/u;

/** How a day went, said after it (`sábado cheio`, `domingo tranquilo`). */
const DAY_LIKE =
  /^(?:cheio|cheia|tranquil[oa]|calm[oa]|corrid[oa]|agitad[oa]|animad[oa]|preguiços[oa]|long[oa]|bom|boa|ótim[oa]|otim[oa]|perfeit[oa]|divertid[oa]|especial|chuvos[oa]|sossegad[oa]|cansativ[oa]|intens[oa]|lind[oa])$/u;

/** Which day of something new it was (`terceiro dia de desfralde`), told as such. */
const NTH_DAY = /^(segundo|terceiro|quarto|quinto|sexto|sétimo|oitavo|nono|décimo) dia ((?:de|do|da|sem) .+)$/u;

/** A place of play said bare, with who was there (`caixa de areia c a Bia`): the place, and who. */
const PLAYED_AT =
  /^(?:(?:na|no|nos|ao|à) )?(caixa de areia|caixinha de areia|baloiço|baloiços|escorrega|escorregador|trampolim|casinha) (?:com|c) ((?:a|o|os|as) [^,]+)$/u;

/** A clause without a verb (`festinha no salão`, `primeiro dia na creche hj`), told as what the day was. */
function nominal(text: string, context: RetellContext): Told | undefined {
  const hero = context.hero as R;
  const words = text.split(' ');
  // `em Viseu`: a name that ends like a verb is still a name.
  if (
    words.some((word, index) => (index === 0 || !/^\p{Lu}/u.test(word)) && (isVerb(word) || theirs(word) !== undefined))
  ) {
    return undefined;
  }
  const today = /\s+hoje$/iu.test(text);
  // `calorão aqui`: the parent's `here` is the day's place, said by the story without it.
  const body = text.replace(/\s+hoje$/iu, '').replace(/\s+(?:aqui|aqui em casa|por aqui|cá)$/iu, '');
  const head = (words[0] ?? '').toLowerCase();
  // `carta pro papai noel`: a letter to Father Christmas is one the child wrote.
  const letter = /^(?:uma |a )?carta (?:para o|ao) (Papai Noel|Pai Natal)(.*)$/u.exec(body);
  if (letter) return { sentence: `${hero.name} escreveu uma carta ao ${letter[1]}${letter[2]}`, hero: true };
  // `banho com espuma`, `banhinho de banheira`: the bath of the day, told as the child's.
  const bath = /^(?:um |o )?(banho|banhinho) ((?:com|de|na|no) .+)$/u.exec(body);
  if (bath) return { sentence: `${hero.name} tomou um ${bath[1]} ${bath[2]}`, hero: true };
  // `caixa de areia c a Bia`, `baloiços com o mano`: a place of play said bare with who was there, told as where the
  // child played with them (a place the family went to is told as where they went).
  const played = PLAYED_AT.exec(body);
  if (played && !today) {
    const [, place = '', who = ''] = played;
    const at = /s$/u.test(place) ? 'nos' : /^(caixa|caixinha|casinha)/u.test(place) ? 'na' : 'no';
    return { sentence: `${hero.name} brincou ${at} ${place} com ${who}`, hero: true };
  }
  // `pipoca vendo filme`: the popcorn eaten while a film was on.
  const popcorn = /^(pipocas?) (?:vendo|a ver) (?:um |o )?filme(.*)$/u.exec(body);
  if (popcorn) return { sentence: `${hero.name} comeu ${popcorn[1]} a ver um filme${popcorn[2]}`, hero: true };
  // `suco de caju na padaria`: a drink of the day, told as what the child drank, where it was had first.
  const drink =
    /^(?:um |o )?(suco|sumo|batido|leite|chocolate quente|galão) (de \p{L}+(?: \p{L}+)?)? ?((?:na|no|em) [^,]+)?$/u.exec(
      body,
    );
  if (drink && (drink[2] || drink[3])) {
    const [, what = '', of, at] = drink;
    const had = `bebeu um ${what}${of ? ` ${of}` : ''} fresquinho`;
    return at
      ? { sentence: `${capital(at)}, ${hero.name} ${had}`, hero: true }
      : { sentence: `${hero.name} ${had}`, hero: true };
  }
  // `festa do divino em pirenópolis c a vovó Zélia`: a feast gone to with someone, told as the outing it was.
  const feast = new RegExp(
    `^(?:a |uma )?(festa|festinha|romaria|procissão|arraial|cortejo|feira|quermesse) ([^,]*?) ?com (${ALONG_ONE}(?: e (?:${ALONG_ONE}|${ALONG_KIN}))?)$`,
    'u',
  ).exec(body);
  if (feast) {
    const [, what = '', rest = '', along = ''] = feast;
    const to = /^(cortejo|arraial)$/u.test(what) ? 'ao' : 'à';
    const named = `${what} ${rest}`.trim().replace(/(?<![\p{L}])festa do divino(?![\p{L}])/u, 'Festa do Divino');
    return { sentence: `${hero.name} foi com ${along} ${to} ${named}`, hero: true };
  }
  // `3o dia de desfralde`: which day of something new it was, its number said as a word.
  const nth = NTH_DAY.exec(body);
  if (nth) {
    return { sentence: `${today ? 'Hoje era' : 'Era'} o ${nth[1]} dia ${nth[2]}`, hero: false };
  }
  // `festa das fogaceiras em sta maria da feira`: a feast with its own name is the day it was, then where.
  const named = /^(?:a )?(Festa d[aoe]s? \p{Lu}[^,]*?)(?: (em|no|na) ([^,]+))?$/u.exec(body);
  if (named) {
    const [, feast = '', at, place] = named;
    return { sentence: `${today ? 'Hoje foi' : 'Foi'} dia da ${feast}${at ? `, ${at} ${place}` : ''}`, hero: false };
  }
  // `fim de semana na casa da vó em Recife c o mano`: the weekend it was, where and with whom.
  const weekend =
    /^(?:um |o )?fim de semana (?:na casa|em casa) (d[ao] [^,]+?)(?: (em \p{Lu}[^,]*?))?(?: (com [^,]+))?$/u.exec(body);
  if (weekend) {
    const [, whose = '', town, along] = weekend;
    return {
      sentence: `Foi um fim de semana em casa ${whose}${town ? `, ${town}` : ''}${along ? `, ${along}` : ''}`,
      hero: false,
    };
  }
  // `dia da mudança`, `dia do pijama`: a day with its own name is the one day (`Foi o dia das mudanças`), not `um`.
  if (/^dia (?:da|do|das|dos) \p{L}/u.test(body) && !today) {
    return { sentence: `Foi o ${body.replace(/^dia da mudança(?![\p{L}])/u, 'dia das mudanças')}`, hero: false };
  }
  // `mt corajosa`: the parent's praise of the child, told as what the child was (`foi muito corajosa`).
  const praise =
    /^(?:(?:muito|tão|tao|mesmo|super|mega) )?(corajos[oa]s?|valente|valentes|crescid[oa]s?|esperto|esperta|bem-comportad[oa]s?)$/u.exec(
      body,
    );
  if (praise) {
    const said = (praise[1] ?? '').replace(/[oa](s?)$/u, (_end, many: string) => `${hero.fem ? 'a' : 'o'}${many}`);
    return { sentence: `${hero.name} foi muito ${said}`, hero: true };
  }
  // `1a vez de comboio`: the child's first ride, said as what the child did (`a primeira vez que a Zuri andou de comboio`).
  const ride =
    /^primeira vez (?:de|d[eo] )?(comboio|trem|avião|aviao|barco|autocarro|ônibus|onibus|metro|metrô|elétrico|bicicleta|cavalo|carrossel)(.*)$/u.exec(
      body,
    );
  if (ride) {
    const sentence = `foi a primeira vez que ${hero.name} andou de ${ride[1]}${ride[2]}`;
    return { sentence: today ? `Hoje ${sentence}` : capital(sentence), hero: false };
  }
  // `domingo de páscoa na aldeia da avó`: the day it was (`Era domingo de Páscoa na aldeia da avó`).
  if (/^(domingo|sábado|dia) de (Páscoa|páscoa|natal|Natal|ramos|reis|carnaval|Carnaval)(?![\p{L}])/u.test(body)) {
    return {
      sentence: `Era ${body.replace(/(?<![\p{L}])(páscoa|natal|carnaval)(?![\p{L}])/u, (word) => capital(word))}`,
      hero: false,
    };
  }
  // `primeiro corte de cabelo no salão`: the thing named whole (`corte de cabelo`), then whose it was.
  // (`último dia na creche antes de mudarmos de casa`: the last one too, and the family's move said as theirs.)
  // (`primeiros dias com o maninho Theo em casa`: the first days, said as they were.)
  const first = /^(primeir[oa]s?|últim[oa]s?) (\p{L}+(?: de (?!(?:o|a|os|as|um|uma)(?![\p{L}]))\p{L}+)?)(.*)$/u.exec(
    body.replace(/(?<![\p{L}])antes de mudarmos(?![\p{L}])/u, 'antes de a família se mudar'),
  );
  if (first) {
    const many = /s$/u.test(first[1] ?? '');
    const article = `${/as?$/u.test(first[1] ?? '') ? 'a' : 'o'}${many ? 's' : ''}`;
    // `último dia da creche`: the day spent at nursery, said where it was (`o último dia da Zuri na creche`).
    if (/^(?:dia|dias|noite|noites)$/u.test(first[2] ?? '')) {
      first[3] = (first[3] ?? '').replace(
        /^ (da|do) (creche|escola|escolinha|infantário|infantario|colégio|colegio|natação|ballet|jardim de infância)(?![\p{L}])/u,
        (_whole, of: string, place: string) => ` ${of === 'da' ? 'na' : 'no'} ${place}`,
      );
    }
    // `primeiro banho da maninha Lara`: the first one was someone else's, named whose it was (never also the hero's).
    const theirsAlready =
      /^ (?:da|do) (?:mana|mano|maninha|maninho|irmã|irmão|irmãzinha|irmãozinho|bebé|bebê|prima|primo|priminha|priminho|\p{Lu})/u.test(
        first[3] ?? '',
      ) ||
      // `primeira neve do inverno`: the first of a season or a year is nobody's (never `a primeira neve do Pinguim`).
      /^ (?:do|da|deste|desta) (?:inverno|verão|outono|primavera|ano|época|estação)(?![\p{L}])/u.test(first[3] ?? '');
    const was = many ? 'foram' : 'foi';
    const sentence = theirsAlready
      ? `${was} ${article} ${first[1]} ${first[2]}${first[3]}`
      : `${was} ${article} ${first[1]} ${first[2]} ${contract(`de ${hero.name}`)}${first[3]}`;
    return { sentence: today ? `Hoje ${sentence}` : capital(sentence), hero: false };
  }
  // `niver do primo davi no buffet`: someone else's birthday, told as theirs (`aniversário de 6 anos da mana Clara`,
  // with the age it was).
  if (
    head === 'aniversário' &&
    /^aniversário (?:de \p{L}+ anos )?d[oa] (?:primo|prima|amigo|amiga|irmão|irmã|mano|mana|tio|tia|avô|avó|vizinho|vizinha|colega|pai|mãe)(?![\p{L}])/u.test(
      body,
    )
  ) {
    return { sentence: `Foi o ${body}`, hero: false };
  }
  if (head === 'aniversário' && words.length <= 5) {
    return { sentence: `Foi o ${body} ${contract(`de ${hero.name}`)}`, hero: false };
  }
  // `vacina hj no centro de saude`: the child's jab, with where it was given (`levou uma vacina no centro de saúde`).
  const jab = /^(vacina|vacinas|vacininha)(?: hoje)?(?: ((?:no|na|em) [^,]+))?$/u.exec(text.replace(/\s+hoje$/iu, ''));
  if (jab) {
    const where = jab[2] ? ` ${jab[2]}` : '';
    return { sentence: `${hero.name} levou ${jab[1] === 'vacinas' ? 'as vacinas' : 'uma vacina'}${where}`, hero: true };
  }
  // `aula de ballet`, `consulta no pediatra`: a class or a check-up the child went to, said so (`foi à aula de ballet`).
  if (/^(aula|aulinha|consulta)$/u.test(head) && words.length >= 3 && !today) {
    return { sentence: `${hero.name} foi à ${body}`, hero: true };
  }
  // `tapioca no lanche`, `pão de queijo no lanche`: what the child ate at a meal (`Ao lanche, a Zuri comeu tapioca`).
  const ate = /^([^,]+?) (?:no|ao|pro|para o) (lanche|lanchinho|almoço|pequeno-almoço|café da manhã|jantar)$/u.exec(
    body,
  );
  if (ate && !today && !/^(?:aula|consulta|festa|festinha|passeio|visita|dia|tarde|manhã|noite)$/u.test(head)) {
    return { sentence: `${capital(contract(`a o ${ate[2]}`))}, ${hero.name} comeu ${ate[1]}`, hero: true };
  }
  // `musicalização na escolinha`, `natação no clube`: a class the child had, said so (`teve aula de natação no clube`).
  if (
    /^(musicalização|musicalizacao|natação|natacao|ginástica|ginastica|ballet|balé|bale|judo|judô|capoeira|dança|danca|inglês|ingles)$/u.test(
      head,
    ) &&
    /^(?:na|no|nas|nos|em)$/u.test(words[1] ?? '') &&
    !today
  ) {
    return { sentence: `${hero.name} teve aula de ${body}`, hero: true };
  }
  // `bolo de laranja c a avó`: a cake with someone is one they baked together (`fez um bolo de laranja com a avó`).
  const baked =
    /^(?:um |o )?(bolo|bolinho|bolinhos|biscoitos|bolachas|pão|broa|queque|queques|panquecas) ([^,]*?)(?:com|c) ((?:a|o) [^,]+)$/u.exec(
      body,
    );
  if (baked && !today) {
    const [, cake = '', what = '', who = ''] = baked;
    const one = /s$/u.test(cake) ? '' : /^(?:broa)$/u.test(cake) ? 'uma ' : 'um ';
    return { sentence: `${hero.name} fez ${one}${tidy(`${cake} ${what}`)} com ${who}`, hero: true };
  }
  // `noite de s. joão`: the night it was (`Era noite de São João`); `noite má`: how the night went (`Foi uma noite má`).
  if (head === 'noite' && words.length >= 2 && !today) {
    return /^(?:má|ma|difícil|dificil|complicada|agitada|longa|péssima|pessima|horrível|horrivel|tranquila|boa|calma)$/u.test(
      words[1] ?? '',
    )
      ? { sentence: `Foi uma ${body}`, hero: false }
      : { sentence: `Era ${body}`, hero: false };
  }
  // `almoço em casa da tia rosa c a familia toda`: a meal somewhere with people, told as where they all went;
  // `almoço em casa da avó`: where the child had it.
  const meal =
    /^(almoço|almocinho|jantar|jantarada|lanche) (?:em|na) casa (d[oa] .+?)(?: com ((?:a|o|os|as) .+))?$/u.exec(body);
  if (meal && !today) {
    const to = { almoço: 'almoçar', almocinho: 'almoçar', jantar: 'jantar', jantarada: 'jantar', lanche: 'lanchar' }[
      meal[1] as 'almoço'
    ];
    const did = { almoço: 'almoçou', almocinho: 'almoçou', jantar: 'jantou', jantarada: 'jantou', lanche: 'lanchou' }[
      meal[1] as 'almoço'
    ];
    return meal[3]
      ? { sentence: `${hero.name} e ${meal[3]} foram ${to} a casa ${meal[2]}`, hero: true }
      : { sentence: `${hero.name} ${did} em casa ${meal[2]}`, hero: true };
  }
  // `ao jantar sopa de legumes`: what the child ate at a meal, said bare (`Ao jantar, a Zuri comeu sopa de legumes`).
  const mealFood = MEAL_BARE.exec(body) ?? MEAL_SAID.exec(body);
  if (mealFood && !today) {
    const [, time = '', food = ''] = mealFood;
    // (Brazil's `café da manhã` and `janta` as Portugal says them: `ao pequeno-almoço`, `ao jantar`.)
    const said =
      (
        { almoco: 'almoço', 'café da manhã': 'pequeno-almoço', janta: 'jantar', lanchinho: 'lanche' } as Record<
          string,
          string
        >
      )[time] ?? time;
    const at = contract(`a o ${said}`);
    return { sentence: `${capital(at)}, ${hero.name} comeu ${food}`, hero: true };
  }
  // `sesta curta`, `soneca de 2h`: the nap of the day, said bare, told as the child's (`dormiu uma sesta curta`).
  const nap = /^(?:uma |a )?(sesta|sestinha|soneca|soninho)((?: \p{L}+| de [^,]+)?)$/u.exec(body);
  if (nap && !today) {
    const one = /a$/u.test(nap[1] ?? '') ? 'uma' : 'um';
    return { sentence: `${hero.name} dormiu ${one} ${nap[1]}${nap[2]}`, hero: true };
  }
  // `feira medieval em obidos c os avós`: a place of the day with the grown-ups the child went with (`a Zuri foi com
  // os avós à feira medieval`).
  const along = ALONG.exec(body);
  if (along && NOMINAL[head] === 'Foi dia de' && !today) {
    const place = tidy(body.replace(along[0], ' '));
    const article = /^(feira|feirinha|praia|piscina|quinta|pracinha|praça)$/u.test(head) ? 'a' : 'o';
    return { sentence: `${hero.name} foi ${along[0]} ${contract(`a ${article} ${place}`)}`, hero: true };
  }
  // `de manhã creche`, `à tarde piscina c o primo`: where the child went at that time of day; `de manhã panquecas`:
  // what the child ate then.
  const timed = DAY_TIME.exec(body);
  if (timed && !today) {
    const [, time = '', rest = ''] = timed;
    const when = TIME_SAID[time.replace(/^(?:de|à|a|pela) /u, '').replace('manha', 'manhã')] ?? '';
    // (`à tarde no parque com a Bia`, `tarde pra piscina`: the place said with its own `no` or `pra`.)
    const at = /^(?:no|na|ao|à|pro|pra|pr[ao]) (?=\p{L})/u.exec(rest);
    const first = (rest.slice(at ? at[0].length : 0).split(' ')[0] ?? '').toLowerCase();
    const place = WENT_TO[first];
    // (`de manhã natação na piscina coberta`, `à tarde festa de anos do amigo Duarte`: with where or whose it was.)
    const withWho =
      /^(?:(?:no|na|ao|à|pro|pra|pr[ao]) )?\p{L}+((?: (?:na|no|nas|nos|em|de|do|da|dos|das) (?!(?:\p{L}+(?:ou|eu|iu|amos|ámos|aram|eram|iram))(?![\p{L}]))[^,]+?)?)(?: (?:com|c) ((?:o|a|os|as) [^,]+))?$/u.exec(
        rest,
      );
    // `de manhã hora do conto na biblioteca`: the story time the child went to, as Portugal calls it.
    const tale =
      /^(?:hora do conto|hora da hist[óo]ria|conta[çc][ãa]o de hist[óo]rias)((?: (?:na|no|da|do) [^,]+?)?)(?: (?:com|c) ((?:o|a|os|as) [^,]+))?$/u.exec(
        rest,
      );
    if (when && tale) {
      const [, where = '', who] = tale;
      return { sentence: `${when}, ${hero.name} foi à hora do conto${where}${who ? ` com ${who}` : ''}`, hero: true };
    }
    if (when && place && withWho) {
      const [, where = '', who] = withWho;
      return { sentence: `${when}, ${hero.name} foi ${place}${where}${who ? ` com ${who}` : ''}`, hero: true };
    }
    if (when && MORNING_FOODS.has(first)) return { sentence: `${when}, ${hero.name} comeu ${rest}`, hero: true };
  }
  // `pastel de nata`, `legos no sofá`, `pintura com os dedos`: a thing of the day named bare, told as what the child
  // ate, played with or made.
  const thing = BARE_THING[head];
  // (`pintura com os dedos`: painted with them.)
  const painted = /^pintura ((?:com|c|a) .+)$/u.exec(body);
  if (painted && !today) return { sentence: `${hero.name} pintou ${painted[1]}`, hero: true };
  if (thing && !today) {
    const one = /s$/u.test(head) ? '' : thing.one;
    return { sentence: `${hero.name} ${thing.did} ${one}${body}`, hero: true };
  }
  // `montar a árvore de natal`, `andar de bicicleta`: a thing to do typed as its infinitive, told as what the child did.
  const done = pastOfInfinitive(head);
  if (done && !today) {
    const rest = body.slice(head.length).replace(/(?<![\p{L}])natal(?![\p{L}])/u, 'Natal');
    return { sentence: `${hero.name} ${done}${rest}`, hero: true };
  }
  // `feliz da vida`, `cansadíssima`, `toda contente`: how the child was, said bare.
  // (`cansadinha hj`: said of today, told so.)
  // (`rabugento o dia todo`, `chorona a tarde toda`: how long, said after the feeling, kept as the parent said it.)
  const span = /^(.+?) ((?:o|a) (?:dia|tarde|manhã|tempo|noite) (?:todo|toda|inteiro|inteira))$/u.exec(body);
  const bare = span ? (span[1] ?? '') : body;
  const feeling = FEELING.exec(bare);
  if (feeling) {
    const end = hero.fem ? 'a' : 'o';
    // (`chateada com a mana`, `triste pq o Bolinha morreu`: why, said after the feeling, kept as the parent said it.)
    const why = (feeling[1] ?? '').replace(/^ (?:c|com) /u, ' com ').replace(/^ (?:pq|porque) /u, ' porque ');
    const said = bare
      .slice(0, bare.length - (feeling[1] ?? '').length)
      .replace(/(?<![\p{L}])(tod|\p{L}*dispost|\p{L}+(?:íssim|ad|ent|os|onh|inh))[oa](?![\p{L}])/gu, `$1${end}`)
      .replace(/(?<![\p{L}])(?:chorão|chorona)(?![\p{L}])/gu, hero.fem ? 'chorona' : 'chorão');
    const long = span ? ` ${span[2]}` : '';
    return { sentence: `${today ? 'Hoje ' : ''}${hero.name} estava ${said}${why}${long}`, hero: true };
  }
  // `sábado cheio`, `domingo tranquilo`: how a day of the week went (`Foi um sábado cheio`).
  const weekday = /^(segunda|terça|quarta|quinta|sexta|sábado|sabado|domingo)(?:-feira)? (\p{L}+)$/u.exec(body);
  if (weekday && DAY_LIKE.test(weekday[2] ?? '') && !today) {
    const one = /^(?:sábado|sabado|domingo)$/u.test(weekday[1] ?? '') ? 'um' : 'uma';
    return { sentence: `Foi ${one} ${body.replace(/^sabado/u, 'sábado')}`, hero: false };
  }
  // `festa de anos do Tomás`, `festa de aniversário da Bia`: a friend's own party is the one it was (`Foi a festa de
  // anos do Tomás`), never one of many there happened to be.
  const theirParty = /^(?:a |uma )?(festa|festinha)(?: de (?:anos|aniversário|aniversario))? (d[oa]s? \p{Lu}.*)$/u.exec(
    body,
  );
  if (theirParty) {
    const kind = /(?<![\p{L}])de (?:anos|aniversário|aniversario) /u.test(body) ? ' de anos' : '';
    return { sentence: `${today ? 'Hoje foi' : 'Foi'} a ${theirParty[1]}${kind} ${theirParty[2]}`, hero: false };
  }
  const opener = NOMINAL[head];
  if (!opener || words.length < 2) return undefined;
  const holiday = body.replace(/^(páscoa|natal)/u, (word) => capital(word)).replace(/\bnatal\b/u, 'Natal');
  return { sentence: today ? `Hoje ${opener.toLowerCase()} ${holiday}` : `${opener} ${holiday}`, hero: false };
}

/** What a grown-up said the child did (`a tia disse que brincou`): just what the child did. */
const REPORTED = /^.*?(?<![\p{L}])(?:disse|contou|falou|mandou mensagem a dizer|mandou mensagem dizendo)\s+que\s+/iu;

/** What the parent kept of the day (`guardei um cachinho num envelope`), told as the thing kept: `Um cachinho ficou guardado num envelope`. */
function kept(text: string): string {
  const found = /^(guardei|pendurei|emoldurei|colei)\s+(um|uma|o|a|os|as)\s+(\p{L}+)(.*)$/iu.exec(text);
  if (!found) return text;
  const article = (found[2] ?? '').toLowerCase();
  const many = article.endsWith('s');
  const fem = /^(uma|a|as)$/u.test(article);
  const done = `${(found[1] ?? '').toLowerCase().replace(/ei$/u, 'ad')}${fem ? 'a' : 'o'}${many ? 's' : ''}`;
  return `${article} ${found[3]} ${many ? 'ficaram' : 'ficou'} ${done}${found[4]}`;
}

/** The parent's `nós` or `a gente` at a clause's start, or right after when it was (`ontem à noite a gente`). */
const WE_FIRST =
  /^(?:(?:(?:hoje|ontem|anteontem)(?: (?:à|de|pela|na) (?:noite|tarde|manhã|manha|noitinha))?|(?:à|de|pela|na) (?:noite|tarde|manhã|manha|noitinha)|depois|antes),? )?(?:nós|a gente) /iu;

/**
 * The parent's `me` where the child held on to them or hid behind them, and the parent's comfort of the child at
 * bedtime, said of the parent who writes (`escondeu-se atrás de mim`: `atrás da mãe`, `segurou minha mão`: `deu a mão
 * à mãe`, `mas fiquei abraçadinha com ela cantando`: `mas a mãe ficou abraçadinha com ela, a cantar`), never of the
 * last grown-up named.
 */
function asParent(text: string, context: RetellContext): string {
  const parent = context.parent ?? 'a mãe';
  return (
    text
      .replace(/(?<![\p{L}])(atrás|por trás|ao pé|perto|ao lado) de mim(?![\p{L}])/giu, (_whole, where: string) =>
        contract(`${where} de ${parent}`),
      )
      // `ficou escondida atrás da minha perna`: behind the parent's leg, said whose (`atrás da perna da mãe`).
      .replace(
        /(?<![\p{L}])(atrás|por trás|por detrás) d(?:a|as|o|os) (?:minha|minhas|meu|meus) (perna|pernas|costas|saia|casaco)(?![\p{L}])/giu,
        (_whole, where: string, what: string) =>
          `${where} ${contract(`de ${/s$/u.test(what) ? 'as' : /casaco/u.test(what) ? 'o' : 'a'} ${what}`)} ${contract(`de ${parent}`)}`,
      )
      .replace(
        /(?<![\p{L}])(?:(?:segurou|agarrou|apertou|pegou)(?: n)?(?: a)? minha mão|deu-me a mão|me deu a mão)(?![\p{L}])/giu,
        contract(`deu a mão a ${parent}`),
      )
      .replace(
        /(?<![\p{L}])(ficou em casa|ficou|brincou|esteve|foi|veio|andou|passeou|saiu) comigo(?![\p{L}])/giu,
        `$1 com ${parent}`,
      )
      // `queria um pirulito e eu disse q não`: the parent who said no, said who (`e a mãe disse que não`).
      .replace(
        /(?<![\p{L}])(e|mas|só que|so que) (?:eu )?(?:disse|falei) (?:q|que) (não|nao|n)(?: (?:podia|dava))?(?=$|[,.!])/giu,
        // (Held by a joiner that `REPORTED` does not cut.)
        (_whole, and: string) => `${and.toLowerCase() === 'e' ? 'e' : 'mas'} ${parent} disse\u2060 que não`,
      )
      // `esqueci-me da touca dele`: the parent who forgot, said who (`a mãe esqueceu-se da touca`).
      .replace(
        /(?<![\p{L}])(?:eu )?(?:esqueci-me|me esqueci|esqueci|lembrei-me|me lembrei)(?= d[aoe]s? )/giu,
        (verb: string) => `${parent} ${/lembr/iu.test(verb) ? 'lembrou-se' : 'esqueceu-se'}`,
      )
      .replace(/(?<=\p{L}) e (?=\p{L}+ \p{L}+ (?:esqueceu-se|lembrou-se) )/gu, ', e ')
      // `chamou por mim duas vezes`, `chorou a chamar por mim`: the parent the child called for in the night, said who
      // (`chamou pela mãe`).
      .replace(
        /(?<![\p{L}])(chamou|chamava|chamar|a chamar|chamando|gritou|gritava|perguntou|perguntava|chorou|chorava) por mim(?![\p{L}])/giu,
        (_whole, called: string) => `${called} ${contract(`por ${parent}`)}`,
      )
      // `ficou paradinho olhando pra mim`: the parent the child looked at, said who (`a olhar para a mãe`).
      .replace(
        /(?<![\p{L}])(a olhar|olhar|olhou|olhava|a espreitar|sorriu|acenou) (?:para|pra|p) mim(?![\p{L}])/giu,
        (_whole, looked: string) => `${looked} para ${parent}`,
      )
      // `escondeu a cara no meu casaco`, `na minha camisola`: the parent's coat, said whose (`no casaco da mãe`).
      .replace(
        /(?<![\p{L}])(no|ao|pelo) meu (casaco|ombro|peito|braço|pescoço|cabelo|casaco)(?![\p{L}])/giu,
        (_whole, at: string, what: string) => `${at} ${what} ${contract(`de ${parent}`)}`,
      )
      .replace(
        /(?<![\p{L}])(na|à|pela) minha (camisola|blusa|saia|camisa|barriga|mão|perna)(?![\p{L}])/giu,
        (_whole, at: string, what: string) => `${at} ${what} ${contract(`de ${parent}`)}`,
      )
      // `grudada na minha perna`: held on to the parent's leg, said whose (`à perna da mãe`).
      .replace(
        /(?<![\p{L}])(agarrad\p{L}*|grudad\p{L}*|colad\p{L}*|pendurad\p{L}*|escondid\p{L}*) (?:na|à|a) minha (perna|mão|saia)(?![\p{L}])/giu,
        (_whole, held: string, what: string) => `${held} à ${what} ${contract(`de ${parent}`)}`,
      )
      .replace(
        /(?<![\p{L}])(agarrad\p{L}*|grudad\p{L}*|colad\p{L}*|pendurad\p{L}*|escondid\p{L}*) (?:nas|às|as) minhas pernas(?![\p{L}])/giu,
        (_whole, held: string) => `${held} às pernas ${contract(`de ${parent}`)}`,
      )
      .replace(
        /,?\s+(mas|e) (?:eu )?fiquei (abraçadinh[ao]|abraçad[ao]|agarradinh[ao]|deitadinh[ao]|deitad[ao]|juntinh[ao]|ao lado|com) /iu,
        (_whole, joint: string, how: string) => `, ${joint} ${parent} ficou ${how.replace(/o$/u, 'a')} `,
      )
      .replace(/(?<![\p{L}])até (ela|ele) dormir(?![\p{L}])/giu, 'até $1 adormecer')
      // `chorou à porta qdo eu me despedi`: the parent who said goodbye or went, said who (`quando a mãe se despediu`).
      .replace(
        /,?\s+(?:quando|qdo|qd|qnd|qndo|assim que) (?:eu )?me (despedi|fui embora|vim embora|afastei|virei)(?![\p{L}-])/giu,
        (_whole, verb: string) =>
          ` quando ${parent} se ${({ despedi: 'despediu', 'fui embora': 'foi embora', 'vim embora': 'veio embora', afastei: 'afastou', virei: 'virou' } as Record<string, string>)[verb.toLowerCase()] ?? verb}`,
      )
      // `fugiu qdo fui limpar a gaiola`: the parent's part of the moment, said who (`quando a mãe foi limpar`).
      .replace(
        /,?\s+(?:quando|qdo|qd|qnd|qndo|enquanto) (?:eu )?(fui|fiz|\p{L}{2,}ei)(?![\p{L}-])/giu,
        (_whole, verb: string) => {
          const lower = verb.toLowerCase();
          const done = ({ fui: 'foi', fiz: 'fez' } as Record<string, string>)[lower];
          return ` quando ${parent} ${done ?? lower.replace(/ei$/u, 'ou')}`;
        },
      )
      // `a vó ligou pra mim`: the grown-up who phoned the parent who writes, said whom (`ligou para a mãe`).
      .replace(
        /(?<![\p{L}])(ligou|telefonou|ligava|fez videochamada|fez uma videochamada) (?:pra|para|p) mim(?![\p{L}])/giu,
        (_whole, called: string) => `${called} para ${parent}`,
      )
      // `e eu cantei a musiquinha`, `mas dei um beijinho`: the parent's own part of the comfort, said who (`e a mãe
      // cantou a musiquinha`).
      .replace(
        // (Not after the parent's own care said first, `pus gelo e dei um gelado`: told as two things in a row.)
        CARED_FIRST.test(text)
          ? /(?!)/u
          : new RegExp(
              `(^|(?:\\s*,)?\\s+)(e|mas|aí|então) (?:eu )?(${Object.keys(CARED_FOR).join('|')})(-lhe)?(?![\\p{L}-])(?=( (?:um|uma) )?)`,
              'giu',
            ),
        (_whole, before: string, and: string, verb: string, her: string | undefined, given: string | undefined) => {
          // (`mas dei um beijinho`: a kiss given is given to the child, `deu-lhe um beijinho`.)
          const to = her ?? (verb.toLowerCase() === 'dei' && given ? '-lhe' : '');
          const comma = before.includes(',') ? ',' : '';
          return `${comma}${before ? ' ' : ''}${and.toLowerCase()} ${parent} ${CARED_FOR[verb.toLowerCase()] ?? verb}${to}`;
        },
      )
      // `contei até dez c ele e respiramos juntos`: the parent's counting to calm the child, said who (`a mãe contou até
      // dez com o Zuri, e respiraram fundo juntos`).
      .replace(
        /^(?:(?:e|depois|dps|aí|então)\s+)?(?:eu\s+)?contei até (\p{L}+|\d+)(?: (?:com|c) (ele|ela))?(?: e (?:respiramos|respirámos) (?:juntos|juntas|fundo))?(?![\p{L}])/iu,
        (whole: string, till: string, whom: string | undefined) =>
          `${parent} contou até ${till}${whom ? ` com ${(context.hero as R).name}` : ''}${/respir/iu.test(whole) ? ', e respiraram fundo juntos' : ''}`,
      )
      // `liguei p a carris`: the parent who phoned, said who (`a mãe ligou para a carris`).
      .replace(
        /^(?:(?:e|mas|aí|então)\s+)?(?:eu\s+)?(?:liguei|telefonei)\s+(?:p|pra|para|pro|pa)\s+(?=(?:a|o)\s+\p{L})/iu,
        `${parent} ligou para `,
      )
      .replace(/^(\p{L}+ \p{L}+ ligou para (?:a|o) [\p{L}-]+(?: [\p{L}-]+)?) e (?=(?:o|a) \p{L}+ )/u, '$1, e ')
      // Any other `comigo` (`fez bolinhos cmg`): with the parent who writes.
      .replace(/(?<![\p{L}])(?:comigo|cmg)(?![\p{L}])/giu, `com ${parent}`)
  );
}

/** The parent's own verbs of caring for the child, as the one who writes did them (`pus`: `pôs`). */
const CARED_FOR: Record<string, string> = {
  pus: 'pôs',
  dei: 'deu',
  coloquei: 'colocou',
  passei: 'passou',
  comprei: 'comprou',
  ofereci: 'ofereceu',
  fiz: 'fez',
  li: 'leu',
  cantei: 'cantou',
  soprei: 'soprou',
  limpei: 'limpou',
  lavei: 'lavou',
  // (`liguei-lhe e cantei-lhe a música do costume`: a night away, the parent on the phone.)
  liguei: 'ligou',
  telefonei: 'telefonou',
};
const CARED_FIRST =
  /^(?:eu )?(?:pus|dei|coloquei|passei|comprei|ofereci|fiz|li|cantei|soprei|limpei|lavei|liguei|telefonei)(?![\p{L}])/iu;
const CARED_VERB = new RegExp(`(?<![\\p{L}])(${Object.keys(CARED_FOR).join('|')})(-lhe)?(?![\\p{L}-])`, 'giu');

/**
 * `pus gelo e dei-lhe um gelado p acalmar`: what the parent who writes did for the child, two things in a row, told
 * with them as the subject (`a mãe pôs-lhe gelo e deu-lhe um gelado para a acalmar`), never pasted as `pus`.
 */
function parentCared(text: string, context: RetellContext): string {
  const found = [...text.matchAll(CARED_VERB)];
  if (found.length < 2 || found[0]?.index !== 0) return text;
  // Every first-person verb of the clause must be one of these: else it is the parent's own part, left out.
  const mine = text.split(' ').filter((word) => {
    const bare = word.replace(/-lhe$/u, '').toLowerCase();
    return isParents(bare) || CARED_FOR[bare] !== undefined;
  });
  if (mine.length !== found.length) return text;
  const hero = context.hero as R;
  // `… e adormeceu agarrada ao coelhinho`: what the child did after it is the child's, said who (`e a Zuri adormeceu`).
  const child =
    /\s+e\s+(?:(?:ele|ela)\s+)?(?=(?:adormeceu|acalmou|se acalmou|acalmou-se|parou de chorar|dormiu)(?![\p{L}]))/iu;
  const after = child.exec(text);
  if (after) {
    const first = parentCared(text.slice(0, after.index), context);
    return `${first}, e ${hero.name} ${text.slice(after.index + after[0].length)}`;
  }
  const object = `${hero.fem ? 'a' : 'o'}${hero.plural ? 's' : ''}`;
  const done = text
    .replace(CARED_VERB, (_whole, verb: string) => `${CARED_FOR[verb.toLowerCase()] ?? verb}-lhe`)
    // (`coloquei ela no meu colo`: the child put somewhere is the verb's own, `colocou-a ao colo`, `pô-la ao colo`.)
    .replace(/(?<![\p{L}])(\p{L}+)-lhe (ela|ele)(?![\p{L}])/gu, (_whole, verb: string, whom: string) => {
      const it = whom === 'ela' ? 'a' : 'o';
      return verb === 'pôs' ? `pô-l${it}` : verb === 'fez' ? `fê-l${it}` : `${verb}-${it}`;
    })
    .replace(/(?<![\p{L}])(para|pra|p) (acalmar|consolar|animar|distrair|adormecer)(?![\p{L}])/gu, `para ${object} $2`);
  return `${context.parent ?? 'a mãe'} ${done}`;
}

/** One thing the parent who writes did to help the child to sleep, said of themselves (`deixei a luz acesa`). */
const BEDTIME_CARE =
  /^(?:(?:deixei|deixamos|deixámos) (?:(?:a|o) )?(?:luz|luzinha|luz de presença|luz do corredor|abajur|candeeiro|lâmpada|lanterna|porta)(?: do quarto| do corredor| de presença)? (?:acesa|aceso|ligada|ligado|aberta|aberto|entreaberta|entreaberto)|acendi (?:(?:a|o) )?(?:luz|luzinha|luz de presença|luz do corredor|abajur|candeeiro|lanterna)(?: do quarto| do corredor| de presença)?|(?:fiquei )?(?:cantando|a cantar|cantei)(?: (?:baixinho|uma música|uma musiquinha|uma canção|uma cançãozinha|uma cantiga|canções de embalar|a música dele|a música dela))*|fiquei (?:com (?:ele|ela)|ao lado (?:dele|dela)|ao pé (?:dele|dela)|juntinh[oa]|deitad[oa] (?:com (?:ele|ela)|ao lado (?:dele|dela)))|(?:me )?deitei(?:-me)? (?:com (?:ele|ela)|ao lado (?:dele|dela)|ao pé (?:dele|dela))|li (?:uma|mais uma|umas|duas|três) (?:história|historinha|histórias|historinhas)|fiz (?:festinhas|cafuné|carinho|miminhos))$/iu;

/**
 * `deixei o abajur ligado e fiquei cantando baixinho até ele dormir`: the parent's own help at bedtime in the night's
 * trouble, told of them (`A mãe deixou o candeeiro ligado e ficou a cantar baixinho até o Ursinho adormecer.`), never
 * left out as the parent's own part. Each part must be one of these; the `ele` or `ela` is the child's.
 */
function parentAtBedtime(text: string, context: RetellContext): string | undefined {
  const hero = context.hero as R;
  const lead = /^(?:(?:e|mas|depois|dps|aí|ai|então|entao)\s+)?(?:eu\s+)?/iu;
  const till = /,?\s+até (?:(ele|ela) )?(?:dormir|adormecer|pegar no sono|ficar calm[oa]|se acalmar|acalmar)$/iu.exec(
    text,
  );
  const body = (till ? text.slice(0, till.index) : text).replace(lead, '');
  // (`e li`, `e cantei` after the first part were already said of the parent: read as the parent's own again.)
  const parent = (context.parent ?? 'a mãe').replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  const parts = body
    .split(/,?\s+e\s+(?:eu\s+)?/u)
    .map((part) =>
      part.replace(new RegExp(`^${parent} (leu|cantou|fez)(?![\\p{L}])`, 'iu'), (_whole, did: string) =>
        did === 'leu' ? 'li' : did === 'fez' ? 'fiz' : 'cantei',
      ),
    );
  if (parts.length > 2 || !parts.every((part) => BEDTIME_CARE.test(part))) return undefined;
  const whom = [till?.[1], ...parts.map((part) => /(?<![\p{L}])d?(ele|ela)(?![\p{L}])/iu.exec(part)?.[1])]
    .filter((one): one is string => one !== undefined)
    .map((one) => one.toLowerCase());
  if (context.childPronoun !== 'he' && context.childPronoun !== 'she') return undefined;
  if (whom.some((one) => (one === 'ela') !== (context.childPronoun === 'she'))) return undefined;
  const said = parts.map((part) =>
    part
      .replace(/^(?:fiquei )?cantando/iu, 'ficou a cantar')
      .replace(/^fiquei a cantar/iu, 'ficou a cantar')
      .replace(/^(?:me )?deitei(?:-me)?/iu, 'deitou-se')
      .replace(/^(deixei|deixamos|deixámos)/iu, 'deixou')
      .replace(/^acendi/iu, 'acendeu')
      .replace(/^cantei/iu, 'cantou')
      .replace(/^fiquei/iu, 'ficou')
      .replace(/^li /iu, 'leu-lhe ')
      .replace(/^fiz /iu, 'fez-lhe ')
      .replace(/(?<![\p{L}])(com|ao lado|ao pé) d?(?:ele|ela)(?![\p{L}])/iu, (_whole, at: string) =>
        contract(`${at} ${at === 'com' ? '' : 'de '}${hero.name}`).replace(/\s+/gu, ' '),
      )
      .replace(/(?<![\p{L}])juntinh[oa](?![\p{L}])/iu, `juntinha ${contract(`de ${hero.name}`)}`),
  );
  // (The hero named already in the parts: `até ele adormecer`, never the name twice.)
  const named = said.some((part) => part.includes(hero.name));
  const end = till ? ` até ${named ? (hero.fem ? 'ela' : 'ele') : hero.name} adormecer` : '';
  return `${context.parent ?? 'a mãe'} ${said.join(' e ')}${end}`;
}

/**
 * What the parent who writes did to comfort the child, and what came of it: sitting with the child (`sentei-me com ele
 * no sofá a ler o livro do dinossauro e acalmou`), warming the child's hands (`aqueci-lhe as mãos dentro do meu casaco e
 * passou`), taking the child up (`peguei-a ao colo`) or holding the child (`abracei-o com força`).
 */
const SOOTHED =
  /^(?:(?:e|mas|depois|dps|aí|ai|então|entao)\s+)?(?:eu\s+)?(?:(?:me\s+)?sentei(?:-me)?\s+(?:com |ao lado d|ao pé d|junto d)(ele|ela)|(aqueci)-lhe\s+(as mãos|os pés|as mãozinhas|os pezinhos)|(?:peguei-(o|a)|peguei n(ele|ela)|(o|a) peguei)\s+ao colo|abracei-(o|a)((?:\s+(?:bem\s+)?(?:com força|forte|apertad[oa]))?))((?:\s+(?:no|na|dentro do|dentro da|debaixo do|debaixo da|ao pé do|ao pé da)\s+(?:meu\s+|minha\s+)?\p{L}+)?)((?:,?\s+a\s+(?:ler|ver|cantar|contar|ouvir)\s+[^,]+?)?)(?:,?\s+e\s+(?:(?:ele|ela)\s+)?(acalmou|se acalmou|acalmou-se|passou|parou de chorar|ficou bem|ficou melhor|ficou mais calm[oa]|ficou calminh[oa]|adormeceu|pouco depois já tinha passado))?$/iu;

/** The comfort told of the parent who writes (`O pai sentou-se com o Ursinho no sofá a ler…, até ele se acalmar`). */
function parentSoothed(text: string, context: RetellContext): string | undefined {
  // `dei-lhe colo e passou`: the parent's lap, told so (`A mãe deu-lhe colo, e pouco depois já tinha passado.`).
  const lap =
    /^(?:(?:e|mas|depois|dps|aí|ai|então|entao)\s+)?(?:eu\s+)?(?:dei-lhe|lhe dei|dei) (?:colo|colinho|mimo|mimos|miminho|miminhos)(?: (?:a|pra|para) (ele|ela))?(?=,?\s+e\s+|$)/iu.exec(
      text,
    );
  if (lap) {
    if (lap[1] && (lap[1].toLowerCase() === 'ela') !== (context.childPronoun === 'she')) return undefined;
    const rest = text.slice(lap[0].length);
    const given = lap[0]
      .replace(/^.*?(?=(?:dei-lhe|lhe dei|dei) )/iu, '')
      .replace(/^(?:dei-lhe|lhe dei|dei) /iu, '')
      .replace(/ (?:a|pra|para) (?:ele|ela)$/iu, '')
      .toLowerCase();
    const end = /^,?\s+e\s+/u.test(rest)
      ? parentSoothed(`abracei-${context.childPronoun === 'she' ? 'a' : 'o'}${rest}`, context)
      : '';
    if (end === undefined) return undefined;
    const tail = end.replace(/^.*?(?=, (?:e|até) )/u, '');
    return `${context.parent ?? 'a mãe'} deu-lhe ${given}${end === '' ? '' : tail === end ? '' : tail}`;
  }
  const soothed = SOOTHED.exec(text);
  if (!soothed) return undefined;
  const [, satBy, warmed, part, heldO, heldN, heldBefore, huggedO, how = '', where = '', doing = '', after] = soothed;
  // (Someone else than the child, `sentei-me com ela` on a boy's day: not the child's comfort.)
  const whom = satBy ?? heldN ?? (heldO ?? heldBefore ?? huggedO)?.replace(/^o$/iu, 'ele').replace(/^a$/iu, 'ela');
  if (context.childPronoun !== 'he' && context.childPronoun !== 'she') return undefined;
  if (whom !== undefined && (whom.toLowerCase() === 'ela') !== (context.childPronoun === 'she')) return undefined;
  const hero = context.hero as R;
  const parent = context.parent ?? 'a mãe';
  const place = where.replace(/\s(?:meu|minha)\s/iu, ' ');
  const done = satBy
    ? `sentou-se com ${hero.name}${place}${doing.replace(/^,/u, '')}`
    : warmed
      ? `aqueceu-lhe ${part?.toLowerCase()}${place}`
      : huggedO
        ? `abraçou ${hero.name}${how.toLowerCase()}${place}`
        : `pegou ${contract(`em ${hero.name}`)} ao colo${place}`;
  const pronoun = context.childPronoun === 'she' ? 'ela' : 'ele';
  const result = (after ?? '').toLowerCase();
  const end =
    result === ''
      ? ''
      : /acalm/u.test(result)
        ? `, até ${pronoun} se acalmar`
        : result === 'parou de chorar'
          ? `, até ${pronoun} parar de chorar`
          : result === 'adormeceu'
            ? `, até ${pronoun} adormecer`
            : result === 'passou' || result.startsWith('pouco depois')
              ? warmed
                ? ', e o frio passou'
                : ', e pouco depois já tinha passado'
              : result === 'ficou bem'
                ? ', e ficou tudo bem'
                : `, até ${pronoun} ${result.replace(/^ficou/u, 'ficar')}`;
  return `${parent} ${done}${end}`;
}

/**
 * One part of what the parent who writes did and said to calm the child in a storm of tears or a fright, said of
 * themselves: getting down to the child (`abaixei`), talking calmly (`falei com calma`), a hug (`abracei ela`, `dei um
 * abraço`). The `ele` or `ela` is the child's.
 */
const TALKED_PART: readonly (readonly [RegExp, (hero: R) => string])[] = [
  [
    /^(?:me )?(?:abaixei|agachei|baixei)(?:-me)?(?: (?:do lado d(?:ele|ela)|ao pé d(?:ele|ela)|(?:à|a) altura d(?:ele|ela)))?$/iu,
    () => 'baixou-se',
  ],
  [
    /^(?:falei|conversei)(?: com (?:ele|ela))?(?: com (?:calma|jeito|carinho)| baixinho| devagar| com (?:ele|ela))$/iu,
    (hero) => `falou com ${hero.name} com calma`,
  ],
  [
    /^(?:abracei (?:ele|ela)|abracei-(?:o|a)|(?:lhe )?dei(?:-lhe)? um (?:abraço|abração|abraço apertado|abraço bem apertado|abracinho)(?: n(?:ele|ela)| (?:pra|para) (?:ele|ela))?)(?: (?:bem )?(?:forte|apertado|com força))?$/iu,
    () => 'deu-lhe um abraço',
  ],
];

/**
 * `abaixei e falei com calma e abracei ela`, `dei um abraço e falei q o leão tava longe`: the parent's own comfort, in
 * their words, told of them (`A mãe baixou-se, falou com a Raposinha com calma e deu-lhe um abraço.`, `A mãe deu-lhe um
 * abraço e disse-lhe que o leão estava longe.`), never left out as the parent's own part. What they said comes last.
 */
function parentTalked(text: string, context: RetellContext): string | undefined {
  if (context.childPronoun !== 'he' && context.childPronoun !== 'she') return undefined;
  const body = text.replace(/^(?:(?:e|mas|depois|dps|aí|ai|então|entao)\s+)?(?:eu\s+)?/iu, '');
  const told = /,?\s+e\s+(?:eu\s+)?(?:falei|disse|expliquei)(?:-lhe)?\s+(?:que|q)\s+(.+)$/iu.exec(body);
  const parts = (told ? body.slice(0, told.index) : body).split(/,\s+(?:e\s+)?|\s+e\s+/u);
  // (Only the child's pronouns before the words said: what was said may be of someone else, `o leão`.)
  const whom = [...(told ? body.slice(0, told.index) : body).matchAll(/(?<![\p{L}])[nd]?(ele|ela)(?![\p{L}])/giu)];
  if (whom.some((one) => (one[1]?.toLowerCase() === 'ela') !== (context.childPronoun === 'she'))) return undefined;
  const hero = context.hero as R;
  const done = parts.map((part) => TALKED_PART.find(([form]) => form.test(part.trim()))?.[1](hero));
  if (done.some((one) => one === undefined)) return undefined;
  // (A hug alone is the plain comfort the story's own lines tell: only with the words or the calm it is the parent's.)
  if (!told && done.length < 2 && done[0] !== 'baixou-se') return undefined;
  const words = (told?.[1] ?? '').split(' ').map((word) => SPELLING[word.toLowerCase()] ?? word);
  const all = [...(done as string[]), ...(told ? [`disse-lhe que ${words.join(' ')}`] : [])];
  const list = all.length > 1 ? `${all.slice(0, -1).join(', ')} e ${all.at(-1)}` : (all[0] ?? '');
  return `${context.parent ?? 'a mãe'} ${list}`;
}

/**
 * `ficou com a avó o dia todo pq tivemos os dois a trabalhar`: why the child spent the day with someone, the parents
 * both at work, said of them (`porque o pai e a mãe estavam a trabalhar`), never cut away as the parent's own part.
 */
const AT_WORK =
  /,?\s+(?:pq|porque|porq|pois)\s+(?:(?:eu e o pai|eu e a mãe|eu e o marido|eu e a mulher|nós|a gente)\s+)?(?:tivemos|estivemos|tivemos de ir|tivemos que ir|fomos|estávamos|estavamos|tavamos|távamos)\s+(?:(?:os dois|nós dois|ambos)\s+)?(?:a trabalhar|trabalhando|trabalhar|no trabalho|de serviço|de turno)(?![\p{L}])/iu;

/** The parent's own part, and words that mean the parent, taken out or said from the story's side. */
function fromStorySide(text: string, context: RetellContext): string | undefined {
  const talked = parentTalked(text, context);
  if (talked) return talked;
  let said = asParent(text, context)
    // `disse q era um dalmata`: the child's own make-believe, said as the child said it, never told as a fact.
    .replace(
      /^((?:(?:e|mas)\s+)?(?:(?:ele|ela)\s+)?)(?:disse|dizia|falou|falava)\s+(?:que|q)\s+(?:era|é)\s+(um|uma)\s+([\p{L}-]+(?:\s+[\p{L}-]+)?)$/iu,
      // (Held by a joiner that `REPORTED` does not cut.)
      (_whole, lead: string, article: string, what: string) =>
        `${lead}disse\u2060 que era ${article.toLowerCase()} ${what}`,
    )
    // `a vizinha disse q viu ele na mangueira`: what someone else saw is theirs, told with who said it.
    .replace(
      /^((?:(?:e|mas)\s+)?(?:a|o) (?:vizinha|vizinho|senhora|senhor|moça|moço|dona|seu|tia|tio|avó|avô|vó|vô|educadora|professora|motorista)(?: \p{Lu}\p{L}+)?) (disse|contou|falou) (?:que|q) (?=(?:viu|ouviu|encontrou|achou)(?![\p{L}]))/u,
      (_whole, who: string, said: string) => `${who} ${said}\u2060 que `,
    )
    // (`mas não voltou`: the one seen did not come back, said who.)
    .replace(
      /(\u2060 que (?:viu|ouviu|encontrou|achou) (ele|ela)(?![\p{L}])[^,]*?) mas (?:não|nao) /u,
      (_whole, seen: string, who: string) => `${seen}, mas ${who} não `,
    )
    // `o pai pegou-a ao colo e disse q o cão só tava a dizer olá`: what a grown-up did and said is theirs, kept whole.
    .replace(
      /^((?:(?:e|mas)\s+)?(?:.*?\s+e\s+)?(?:o|a) (?:pai|mãe|papá|mamã|avó|avô|vó|vô|tia|tio|educadora|professora|dono|dona)(?: \p{Lu}\p{L}+)? (?:pegou|abraçou|segurou|agarrou|sentou|consolou|acalmou|tirou|deu|levou)\S*(?: [^,]*?)?\s+e\s+)(disse|falou|explicou)(?:-lhe)? (?:que|q) /u,
      // (`o dono prendeu o cão, e o pai pegou-a`: two people's parts, set apart with a comma.)
      (_whole, did: string, said: string) =>
        `${did.replace(/^(\S.*?\S)\s+e\s+(?=(?:o|a) (?:pai|mãe|papá|mamã|avó|avô|vó|vô|tia|tio) )/u, '$1, e ')}${said}\u2060 que `,
    )
    // `fez uma barba de espuma e disse q era o pai natal`: the child's pretend, kept in the child's part (`e disse que
    // era o Pai Natal`), the name with its capitals.
    .replace(
      /(?<![\p{L}])(disse|falou|dizia)(?:-lhe)? (?:que|q) (?:era|é|e) (?:o|um) (pai natal|papai noel|papai noé|pai noel)(?![\p{L}])/giu,
      (_whole, said: string, who: string) =>
        `${said}\u2060 que era o ${who.toLowerCase().startsWith('papai') ? 'Papai Noel' : 'Pai Natal'}`,
    )
    // `deu um beijinho no mano e disse que era o irmão mais velho`: the child's new part in the family, said as the
    // child said it, never told as a fact of the hero.
    .replace(
      /(?<![\p{L}])(disse|falou|dizia)(?:-lhe)? (?:que|q) (agora |já |ja )?(?:era|é|e) (o|a) (irmão|irmao|irmã|irma|mano|mana) (mais velh[oa]|grande|crescid[oa])(?![\p{L}])/giu,
      (_whole, said: string, now: string | undefined, article: string, kin: string, older: string) =>
        `${said}\u2060 que ${now === undefined ? '' : now.replace('ja ', 'já ')}era ${article} ${kin.replace('irmao', 'irmão').replace(/^irma$/u, 'irmã')} ${older}`,
    )
    // `fomos ao centro de saúde e a médica disse que é só uma virose`: what the doctor found is the doctor's word.
    .replace(DOCTOR_SAID, (_whole, who: string, none?: string, only?: string) =>
      none ? `${who} disse\u2060 que não era ${none}` : `${who} disse\u2060 que era ${only ?? ''}`,
    )
    // `deu-lhe um beijinho na mão e disse que ela é pequenina`: after the child's own doing, what the child said is
    // about someone else; the child's part is told, never the words as the child's.
    .replace(
      /^((?:(?:e|mas)\s+)?(?:(?:ele|ela)\s+)?(?!(?:o|a|os|as|um|uma)\s)\p{Ll}[^,\u2060]*?)\s+e\s+(?:disse|falou|contou)(?:-lhe)?\s+(?:que|q)\s+.*$/u,
      '$1',
    )
    // `ficou triste, a titia disse que tinha muitas outras`: a grown-up's comfort that there were more is theirs, told
    // after the child's part (`ficou triste, e a titia disse que havia muitas outras`), never as a fact of the day.
    .replace(
      /^(.*?,\s+(?:e\s+)?|(?:e|mas)\s+)?((?:o|a) (?:pai|mãe|papá|mamã|papai|mamãe|avó|avô|vó|vô|vovó|vovô|tia|tio|titia|titio|madrinha|padrinho|dinda|dindo)(?: \p{Lu}\p{L}+)?) (?:disse|falou|explicou)(?:-lhe)? (?:que|q) (?:ainda )?(?:tinha|tem|há|havia) /u,
      (_whole, before: string | undefined, who: string) =>
        `${before && !/^(?:e|mas)\s+$/u.test(before) ? `${before.replace(/,\s+(?:e\s+)?$/u, '')}, e ` : ''}${who} disse\u2060 que havia `,
    )
    .replace(REPORTED, '')
    .replace(/\u2060/gu, '')
    // `quando eu saí`, `porque eu não comprei`: the parent's part is left out, the child's is told.
    .replace(/,?\s*(?:quando|enquanto|porque|assim que)\s+eu\s+[^,]*/iu, '')
    .replace(/(?<![\p{L}])(?:connosco|conosco)(?![\p{L}])/giu, 'com eles')
    // `o Pipas foi c a gente passear`: the parent's `us` after `with` is the family.
    .replace(/(?<![\p{L}])(?:com|c) a gente(?![\p{L}])/giu, 'com a família')
    .replace(/,?\s*(?:sem nós|comigo|para nós)(?![\p{L}])/giu, '')
    .replace(/(?:,|\s+e)?\s+\p{L}+\s+em mim(?![\p{L}])/giu, '');
  // `e agora está a dormir com a fralda`: how the day ended, told as the child falling asleep so.
  said = said.replace(/\s+e agora (?:está|tá) (?:a dormir|dormindo)(?=\s+(?:com|agarrad|abraçad)|$)/iu, ' e adormeceu');
  // `e agora está a dormir`: the parent's now, not the story's day.
  said = said.replace(/\s+e agora\s.*$/iu, '').replace(/,\s*aí\s+/giu, ', e depois ');
  said = kept(said);
  said = parentCared(said, context);
  // `mas dei a chupeta e passou`: the grown-up who writes comforted with the child's own comforter, told so (`a mãe
  // deu-lhe a chupeta`), never as a thing the child got.
  said = said.replace(
    /^(?:(?:mas|e|aí|ai|então|entao)\s+)?(?:dei|demos|dei-lhe|demos-lhe)\s+(?=(?:a|o|a sua|o seu)\s+(?:chupeta|chucha|chupa|pipo|naninha|fraldinha|paninho|doudou|ursinho|peluche|mama|maminha|biberão|biberao|mamadeira|mamadeirinha)(?![\p{L}]))/iu,
    `${context.parent ?? 'a mãe'} deu-lhe `,
  );
  // `deram cenoura pros cabritinhos`, `demos pão aos patos`: feeding the animals, the child's own doing, told so (`deu
  // cenoura aos cabritinhos`), never as a thing the child got.
  said = said.replace(
    /^((?:(?:e|depois|dps)\s+)?)(?:dei|demos|deram|deu)(?: de comer)? ((?:(?:um|uma|o|a|os|as) )?(?:comida|comidinha|cenoura|cenouras|cenourinhas?|pão|pãozinho|milho|erva|feno|alface|couve|ração|sementes|migalhas|bolachas?|folhas?|maçã|maçãs)(?: [^ ,]+?)?) (pros|aos|para os|pras|às|para as|pro|ao|para o|pra|à|para a) (?=\p{L})(?!(?:ela|ele)(?![\p{L}]))/iu,
    (_whole, lead: string, food: string, to: string) =>
      `${lead}deu ${food} ${/^(?:pros|aos|para os)$/iu.test(to) ? 'aos' : /^(?:pras|às|para as)$/iu.test(to) ? 'às' : /^(?:pro|ao|para o)$/iu.test(to) ? 'ao' : 'à'} `,
  );
  // `demos de comer às cabras`: feeding the animals with nothing said of what, the child's own doing (`deu de comer às
  // cabras`).
  said = said.replace(
    /^((?:(?:e|depois|dps|lá|la)\s+)?)(?:dei|demos|deram|deu) de comer (pros|aos|para os|pras|às|para as) (?=\p{L})(?!(?:ela|ele)(?![\p{L}]))/iu,
    (_whole, lead: string, to: string) => `${lead}deu de comer ${/^(?:pros|aos|para os)$/iu.test(to) ? 'aos' : 'às'} `,
  );
  // `dei um gelado pra ela`: what the child got is the child's, with no `para ela` after it.
  said = said.replace(
    /^((?:dei|demos)(?:-lhe)? (?!banho|de comer|comida|colo)[^,]+?) (?:pra|para) (?:ela|ele)(?![\p{L}])/iu,
    '$1',
  );
  // `dei picolé pra desinchar`, `demos-lhe um gelado`: what the parent gave the child, told as what the child got.
  if (!/(?<![\p{L}])(ao|à|aos|às|a ele|a ela)(?![\p{L}])/iu.test(said)) {
    said = said.replace(/^(?:dei|demos)(?:-lhe)? (?!banho|de comer|comida|colo)(?=\p{L})/iu, 'ganhou ');
  }
  // `passei gelo enrolado no paninho`, `pus um penso`: what the parent put on the child, told as done to the hero.
  said = said.replace(
    /^(passei|pus|coloquei|pusemos|passamos|passámos|colocamos|colocámos)(?:-lhe)? (?=(?:(?:um|uma|o|a) )?(?:gelo|pomada|pomadinha|penso|pensinho|curativo|band-aid|creme|creminho|protetor|soro|gotas|gelinho|beijinho|arnica|calamina|caladryl|talco|vaselina|repelente|hidratante|óleo|oleo)(?![\p{L}]))/iu,
    (verb: string) =>
      `${({ passei: 'passaram', passamos: 'passaram', passámos: 'passaram', pus: 'puseram', pusemos: 'puseram', coloquei: 'colocaram', colocamos: 'colocaram', colocámos: 'colocaram' } as Record<string, string>)[verb.trim().toLowerCase().replace(/-lhe$/u, '')]}-lhe `,
  );
  // `e passou`: the trouble passed, not the child.
  said = said.replace(/,?\s+e (?:já )?passou(?: logo)?$/iu, ', e pouco depois já tinha passado');
  // `levei no pediatra`, `levei-a ao médico`: where the parent took the child is where the hero went.
  said = said.replace(
    /^(?:levei|levei-a|levei-o|levei ela|levei ele|levo|levo-a|levo-o) (ao|à|no|na|aos|às|nos|nas|em) (?=\p{L})/iu,
    (_whole, to: string) =>
      `foi ${({ no: 'ao', na: 'à', nos: 'aos', nas: 'às', em: 'a' } as Record<string, string>)[to.toLowerCase()] ?? to} `,
  );
  // `fui levá-lo à creche`, `fui deixá-la na escola`: the child the parent took to daycare, school or the doctor went
  // there (a pronoun of the other gender is someone else, left out).
  said = said.replace(
    /^(?:(?:e|depois|dps)\s+)?(?:(?:eu )?fui|fomos) (?:(?:levá|leva|deixá|deixa)-(l[oa])|(?:levar|deixar) (el[ea])) (ao|à|a|no|na|em) (?=(?:creche|escola|escolinha|infantário|infantario|jardim|ama|natação|natacao|médico|medico|médica|medica|pediatra|dentista|centro de saúde)(?![\p{L}]))/iu,
    (whole, clitic: string | undefined, pronoun: string | undefined, to: string) => {
      const he = (clitic ?? pronoun ?? '').toLowerCase().endsWith(clitic ? 'o' : 'e');
      if (he !== (context.childPronoun === 'he')) return whole;
      return `foi ${({ no: 'ao', na: 'à', a: 'à', em: 'a' } as Record<string, string>)[to.toLowerCase()] ?? to} `;
    },
  );
  // `fez uma cobrinha azul pra mim`: what the child made, told without the parent it was for.
  said = said.replace(
    /(?<=(?:^|\s)(?:fez|fizeram|desenhou|pintou|escolheu|apanhou|colheu|guardou|trouxe|cantou|preparou)\s[^,]+?)\s+(?:para|pra|p) mim(?![\p{L}])/iu,
    '',
  );
  // `me deu a flor, quase chorei`: the parent's own tears of joy at the end of what the child did, told of them.
  said = said.replace(
    /,?\s+(?:e\s+)?(?:quase|até|ate)\s+chorei(?:\s+de\s+(?:emoção|emocao|alegria|felicidade))?$/iu,
    () => `, e ${context.parent ?? 'a mãe'} ficou muito emocionada`,
  );
  // `deu-me a flor de papel q ele fez`: what the child had made before giving it (`que tinha feito`).
  said = said.replace(
    /(?<=(?:^|\s)(?:deu|ofereceu|trouxe|mostrou|entregou)(?![\p{L}])[^,]*?\s)(que|q) (?:ele |ela )?(fez|desenhou|pintou|construiu|montou)(?![\p{L}])(?=\s*(?:,|$))/iu,
    (_whole, _that: string, made: string) =>
      `que tinha ${({ fez: 'feito', construiu: 'construído' } as Record<string, string>)[made.toLowerCase()] ?? made.replace(/ou$/iu, 'ado')}`,
  );
  // `agarrou-se a mim cheia de medo`: the grown-up the child held on to is the one who writes (`agarrou-se à mãe`).
  said = said.replace(
    /(?<![\p{L}])(agarrou-se|agarrava-se|abraçou-se|encostou-se|colou-se|escondeu-se atrás de|(?:ficou |veio )?(?:agarrad|colad|pendurad)[oa]) (?:a|em|para|pra) mim(?![\p{L}])/iu,
    (_whole, held: string) => `${held} ${contract(`a ${context.parent ?? 'a mãe'}`)}`,
  );
  // `respirei fundo`, `sentei do lado dela e esperei`: the parent who stayed calm beside the child in a storm of tears is
  // part of the comfort, told of them (`A mãe sentou-se ao lado da Raposinha e esperou.`), never pasted as `sentei`.
  const calm =
    /^(?:(?:e|depois|dps|aí|ai|então|entao)\s+)?(?:eu\s+)?(respirei fundo|(?:me )?sentei(?:-me)? (?:do|ao) lado (?:dela|dele)|(?:me )?sentei(?:-me)? (?:com|junto a|junto de|perto de) (?:ela|ele))(?:,? e (esperei|respirei fundo|fiquei (?:ali|quietinha|quietinho|calada|calado)|abracei-a|abracei-o))?$/iu.exec(
      said,
    );
  // (Beside someone else, `do lado dele` of a girl's day, it is no comfort of the child's: left out.)
  const beside = /(?<![\p{L}])(?:dela|dele|ela|ele)(?![\p{L}])/iu.exec(calm?.[1] ?? '')?.[0]?.toLowerCase();
  const other =
    beside !== undefined &&
    context.childPronoun !== undefined &&
    context.childPronoun !== 'they' &&
    /^d?ela$/u.test(beside) !== (context.childPronoun === 'she');
  if (calm && !other) {
    const hero = context.hero as R;
    const own = (done: string) =>
      /^respirei/iu.test(done)
        ? 'respirou fundo'
        : /sentei/iu.test(done)
          ? `sentou-se ao lado ${contract(`de ${hero.name}`)}`
          : /^esperei/iu.test(done)
            ? 'esperou'
            : /^abracei/iu.test(done)
              ? `abraçou-${hero.fem ? 'a' : 'o'}`
              : done.replace(/^fiquei/iu, 'ficou');
    const [, first = '', then] = calm;
    const who = context.parent ?? 'a mãe';
    return `${who} ${own(first)}${then ? ` e ${own(then)}` : ''}`;
  }
  // `enchi a piscininha no quintal`, `montei a tenda na sala`: what the parent set up for the child's play is there in
  // the story (`Havia uma piscininha cheia de água no quintal.`), so that `ficou lá dentro` after it has its place.
  said = said.replace(
    /^(?:(?:e|depois|dps|aí|ai|hoje|hj)\s+)?(?:eu\s+)?(enchi|montei|armei) (?:a|uma) (piscininha|piscina|piscina insuflável|piscina de plástico|banheira|tenda|tendinha|cabana|cabaninha|barraca|barraquinha)(?![\p{L}])/iu,
    (_whole, done: string, thing: string) =>
      `havia uma ${thing.toLowerCase()} ${/^enchi$/iu.test(done) ? 'cheia de água' : 'montada'}`,
  );
  // `custou-me imenso deixá-la ali`: the parent's own heartache, never the child's (`a Zuri custou`): left out.
  if (
    /(?<![\p{L}-])(?:custou-me|me custou|doeu-me|me doeu|partiu-me o coração|me partiu o coração)(?![\p{L}])/iu.test(
      said,
    )
  ) {
    return undefined;
  }
  const nightCare = parentAtBedtime(said, context) ?? parentSoothed(said, context);
  if (nightCare) return nightCare;
  if (/^agora(?![\p{L}])/iu.test(said) || FIRST_PERSON.test(said)) return undefined;
  // `me abraçou forte`, `abraçou-me`: the hug the child gave, told as a hug (the one reading it got it).
  said = said.replace(
    /(?<![\p{L}-])(?:me\s+(abraçou|beijou)|(abraçou|beijou)-me)(?:\s+(?:forte|com força|apertado|bem forte))?(?![\p{L}])/iu,
    (_whole, before: string | undefined, after: string | undefined) =>
      /^beij/iu.test(before ?? after ?? '') ? 'deu um beijinho' : 'deu um abraço bem apertado',
  );
  // `ligou-me`, `me ligou`: someone called home, not a bare `ligou` (which says nothing of whom).
  said = said.replace(
    /(?<![\p{L}-])(?:me\s+(ligou|telefonou)|(ligou|telefonou)-me)(?![\p{L}])/iu,
    (_whole, before: string | undefined, after: string | undefined) => `${before ?? after} para casa`,
  );
  // `deu-me um abraço`, `me deu um desenho`: given to the parent who writes (`deu à mãe um abraço`).
  said = said.replace(
    /(?<![\p{L}-])(?:me\s+(deu|dava|ofereceu|trouxe|mostrou)|(deu|dava|ofereceu|trouxe|mostrou)-me)(?![\p{L}])(?! a mão)/iu,
    (_whole, before: string | undefined, after: string | undefined) =>
      `${before ?? after} ${contract(`a ${context.parent ?? 'a mãe'}`)}`,
  );
  // `me mostrar`, `mostrou-me`: the grown-up it was shown to is the one reading.
  said = said.replace(/(?<![\p{L}-])me\s+(?=\p{L})/giu, '').replace(/-me(?![\p{L}])/giu, '');
  // `agarrado na minha perna`, `no meu colo`: the grown-up's lap and leg, said without `my`.
  said = said
    .replace(
      /(?<![\p{L}])(no|na|ao|à|nos|nas|aos|às) (?:meu|minha|meus|minhas) (colo|perna|pernas|pescoço|braço|braços|mão|mãos|ombro|ombros|pé|pés|cama)(?![\p{L}])/giu,
      '$1 $2',
    )
    .replace(/(?<![\p{L}])(pulou|saltou|subiu|trepou|atirou-se) (?:no|ao) colo(?![\p{L}])/giu, '$1 para o colo')
    .replace(/(?<![\p{L}])(?<!para )(?:no|ao) colo(?![\p{L}])/giu, 'ao colo');
  // `veio para a nossa cama`: the parents' bed, not the hero's own.
  said = said
    .replace(/(?<![\p{L}])(?:para|pra|p) (?:a )?nossa cama(?![\p{L}])/giu, 'para a cama dos pais')
    .replace(/(?<![\p{L}])(a|na|da|à) nossa cama(?![\p{L}])/giu, '$1 cama dos pais');
  // `o Paçoca nosso gato ficou`: the name, then what it is to the family between commas (`o Paçoca, o gato, ficou`).
  said = said.replace(
    /(?<=\p{Lu}\p{L}+),? (?:o |a )?(nosso|nossa) (\p{L}+)(?=\s+\p{L})/u,
    (_whole, our: string, kind: string) => `, ${our === 'nossa' ? 'a' : 'o'} ${kind},`,
  );
  said = said
    .replace(/(?<![\p{L}])(o|a|os|as|no|na|nos|nas|do|da|dos|das|ao|à|aos|às) (?:nosso|nossa|nossos|nossas) /giu, '$1 ')
    .replace(/(?<![\p{L}])(?:nosso|nossos) /giu, (word) => (word.startsWith('nossos') ? 'os ' : 'o '))
    .replace(/(?<![\p{L}])(?:nossa|nossas) /giu, (word) => (word.startsWith('nossas') ? 'as ' : 'a '));
  // (A hyphened name's `meu` is no one's: `bumba-meu-boi`.)
  // (`brincou nos baloiços`, `contou os dias nos dedos`: `nos` before a thing is `in the`, not the parent's `us`.)
  if (/(?<![\p{L}-])(meu|minha|meus|minhas|nosso|nossa)(?![\p{L}-])/iu.test(said) || ourNos(said)) return undefined;
  // `acenou a toda a gente`: everyone, not the parent's `we`.
  // `ontem à noite a gente montou a árvore`: the parent's `we` after the time it happened is the family too.
  if (/(?<![\p{L}])(nós|(?<!toda )a gente)(?![\p{L}])/iu.test(said.replace(WE_FIRST, ''))) return undefined;
  // (A game's name keeps its own present: `o jogo do chão é lava`, never `do chão era lava`.)
  const game = GAME_NAME.exec(said);
  const gameEnd = game ? game.index + game[0].length : -1;
  let at = 0;
  return said
    .split(' ')
    .map((word) => {
      const start = at;
      at += word.length + 1;
      return start < gameEnd ? word : (PAST[word.toLowerCase()] ?? word);
    })
    .join(' ');
}

/**
 * `birra monumental no supermercado pq n lhe comprei o ovo kinder`: the tantrum and what it was about, told from the
 * story's side (`fez uma birra enorme no supermercado porque queria o ovo Kinder, e a mãe não deixou`).
 */
function refusal(text: string, parent: string): string {
  const refused =
    /(?<![\p{L}])(?:porque|por causa que) (?:eu )?(?:não|nunca) (?:lhe |lhes )?(?:(?:comprei|comprámos|compramos|dei|demos|quis comprar|quisemos comprar)(?![\p{L}])|(?:o |a )?deixei (?=\p{L}+r(?![\p{L}])))([^,]+)/u.exec(
      text,
    );
  if (!refused) return text;
  const told = `${text.slice(0, refused.index)}porque queria ${(refused[1] ?? '').trim()}, e ${parent} não deixou${text.slice(refused.index + refused[0].length)}`;
  return told.replace(
    /^(?:uma |a )?(birra|birrinha|fita)(?: (?:monumental|gigante|enorme|épica|daquelas))?(?= )/u,
    (_whole, fit: string) => `fez uma ${fit === 'birrinha' ? 'birrinha' : `${fit} enorme`}`,
  );
}

/** `… e falou 'ele é tão pequenino'`: the words said, at a clause's end, which the story tells as the child's own. */
/** A grown-up who said something of the world (`a educadora Sara disse que a cabra tinha fome`), and what came after. */
const GROWN_UP_SAID =
  /^(?:e |mas )?((?:o|a) (?:pai|mãe|papá|mamã|avó|avô|tia|tio|educadora|educador|professora|professor|doutora|médica|médico|enfermeira|enfermeiro|senhora|senhor)(?: (?!também|tambem|só|so|logo|ainda|então|entao|depois|dps)\p{L}+)?) (?:disse|explicou|contou|falou)(?:-lhe)? (?:que|q) ((?:o|a|os|as) (?!que )\p{Ll}+ [^,]+?)(?:,? e (?:ela |ele )?((?:depois |dps )?(?:ficou|riu|ria|sorriu|começou|acenou|deu|disse)\p{L}*(?:-se)?(?: .*)?))?$/u;

/** What the doctor said the child had (`a médica disse que é só uma virose`, `o pediatra disse q não é nada`). */
const DOCTOR_FOUND =
  /^(?:e |mas )?((?:o|a) (?:médica|médico|medica|medico|pediatra|doutora|doutor|enfermeira|enfermeiro)(?: [A-ZÀ-Ú]\p{L}+)?) (?:disse|explicou|falou)(?:-nos|-lhe)? (?:que|q) (?:(?:não|nao|n) (?:é|e|era|foi) (nada(?: de grave| de mais| demais| sério)?)|(?:é|e|era|foi|são|eram) (só |apenas )?((?:um |uma )?(?:virose|gripe|gripezinha|constipação|resfriado|otite|amigdalite|conjuntivite|bronquite|laringite|alergia|infeção|infecção|vírus|virus)))(?:,? (e (?!\p{Lu}).+))?$/u;

/** The doctor's finding inside a longer clause (`… e a médica disse que é só uma virose`), told in the past. */
const DOCTOR_SAID =
  /(?<![\p{L}])((?:o|a) (?:médica|médico|medica|medico|pediatra|doutora|doutor|enfermeira|enfermeiro)(?: [A-ZÀ-Ú]\p{L}+)?) (?:disse|explicou|falou)(?:-nos|-lhe)? (?:que|q) (?:(?:não|nao|n) (?:é|e|era|foi) (nada(?: de grave| de mais| demais| sério)?)|(?:é|e|era|foi) (só |apenas )?(?=(?:um |uma )?(?:virose|gripe|gripezinha|constipação|resfriado|otite|amigdalite|conjuntivite|bronquite|laringite|alergia|infeção|infecção|vírus|virus)(?![\p{L}])))/u;

const SAID_TAIL = /,?\s+e\s+(?:disse|falou|perguntou|gritou|gritava|dizia)\s*:?\s*['‘’"“”«].*$/iu;

/**
 * A message the child recorded or wrote, or asked to send, its words in quotes (`gravou um audio 'melhora logo vovô'`,
 * `pediu pra mandar uma mensagem de voz "boa noite papá"`).
 */
const MESSAGE =
  /^(.*?(?<![\p{L}])(?:gravou|mandou|enviou|escreveu|fez|deixou|gravar|mandar|enviar|escrever|fazer|deixar) (?:um|uma) (?:audio|áudio|mensagem|mensagenzinha|vídeo|video|cartão|cartao|cartinha|bilhete|bilhetinho|postal)(?: de (?:voz|áudio|audio|vídeo|video))?(?: (?:p|pra|para|pro|pr[ao]|ao|à) [\p{L} ]+?)?)\s*(?:a dizer|dizendo|escrito|a dizer que)?\s*:?\s*['‘’"“”«]([^'‘’"“”«»]+)['‘’"“”»]\s*$/iu;

/** What the child did while shouting, its words in quotes (`foi atrás gritando "devolve, é minha"`). */
const SHOUTED =
  /^((?:e |depois |dps )?(?:ela |ele )?(?:foi|correu|saiu|ficou|veio|andou)(?: [^'‘’"“”«,]+?)?)\s*,?\s+(?:gritando|a gritar|aos gritos|berrando|a berrar)\s*:?\s*['‘’"“”«]([^'‘’"“”«»]+)['‘’"“”»]\s*$/iu;

/** What the child did while saying something in quotes (`ficou fazendo careta e falando "eu sou um sapo"`). */
const SAYING =
  /^((?:e |depois |dps )?(?:ela |ele )?(?:ficou|fez|andou|passou o dia|brincou)(?: [^'‘’"“”«,:]+?)?)\s*,?\s+(?:e\s+)?(?:falando|dizendo|a dizer|a falar|cantando|a cantar)\s*:?\s*['‘’"“”«]([^'‘’"“”«»]+)['‘’"“”»]\s*$/iu;

/**
 * What the child cried or grumbled, its words in quotes with no word of saying (`chorou "eu também quero prenda"`):
 * the tears told, and the words said in the child's voice (`chorou e disse: «Eu também quero prenda»`).
 */
const CRIED =
  /^((?:e |mas |depois |dps )?(?:ela |ele )?(?:chorou|chorava|choramingou|choramingava|berrou|berrava|resmungou|resmungava|fez birra|fez beicinho)(?: [^'‘’"“”«,:]+?)?)\s*,?\s*(?:a dizer|dizendo)?\s*:?\s*['‘’"“”«]([^'‘’"“”«»]+)['‘’"“”»]\s*$/iu;

/** A quarrel's cry of `mine` typed with no quotes, at the clause's end (`puxando um de cada lado e gritando é minha`). */
// (`é meu é meu`, `é minha, é minha!`: the cry said twice is said once.)
const MINE_CRY =
  /^(.+?)\s*,?\s+(?:e\s+)?(?:gritando|a gritar|aos gritos|berrando|a berrar)\s+(?:que\s+)?((?:(?:é|e)\s+)?(?:minha|meu|minhas|meus)|dá cá|da ca|dá-me|da-me|larga)(?:\s*[,!]*\s*(?:(?:é|e)\s+)?(?:minha|meu|minhas|meus))*\s*!*$/iu;

/** A call at the end of the child's words, set off with a comma as a book writes it (`melhora logo, vovô`). */
/** Another child, by name, and what they shouted or said in quotes (`a Bia gritou "é meu!"`). */
const THEIR_WORDS =
  /^(?:e |mas )?((?:o|a) (?:(?:mano|mana|irmão|irmã|primo|prima|amigo|amiga|amiguinho|amiguinha) )?\p{Lu}\p{Ll}+) (gritou|disse|berrou|respondeu|perguntou)\s*:?\s*["“«]([^"“”«»]{1,40})["”»]\s*$/u;

/** A greeting and the one greeted, words following (`boa noite papá, volta depressa`). */
const GREETED_FIRST =
  /^(boa noite|bom dia|boa tarde|olá|ola|oi|adeus|tchau|beijinhos|beijos|obrigad[oa]) (vovô|vovó|avô|avó|vô|vó|mamãe|mamã|mãe|papai|papá|pai|titia|tia|tio|mano|mana),(?= )/iu;

const CALLED_LAST = /\s+(vovô|vovó|vovo|avô|avó|vô|vó|mamãe|mamã|mãe|papai|papá|pai|titia|tia|tio|mano|mana)$/iu;

/** The words after `what the child loved most was`, with their shorthand said in full; none with the parent's own. */
function retellTail(rest: string): string | undefined {
  if (/(?<![\p{L}])(?:eu|mim|meu|minha|nós|nos|a gente)(?![\p{L}])/iu.test(rest)) return undefined;
  return rest
    .trim()
    .replace(/[.!?]+$/u, '')
    .replace(/(?<![\p{L}\p{N}-])\p{L}+(?![\p{L}\p{N}])/gu, (word) => SPELLING[word.toLowerCase()] ?? word);
}

/** A grown-up's holding, helping or hugging said bare (`mas a moça segurou`, `o professor ajudou`). */
const HELD_BARE =
  /^(?:(?:e|mas|aí|ai|depois) )?((?:o|a) (?:moça|moço|senhora|senhor|monitor|monitora|professor|professora|educadora|educador|instrutor|instrutora|tratador|tratadora|enfermeira|enfermeiro|mãe|mamã|mamãe|pai|papá|papai|avó|avô|vovó|vovô|tia|tio|mana|mano)(?: \p{Lu}\p{L}+)?) (segurou|agarrou|ajudou|abraçou|acalmou|consolou|amparou)$/iu;

/** A bare `parou` (`passado um bocado parou e foi brincar`), with nothing said of what stopped. */
const STOPPED = /(?<![\p{L}-])parou(?=\s+e\s|\s*,|\s*$)/iu;
/** The day's tears (`chorou mt`, `abriu o berreiro`), which a bare `parou` later stops. */
const TEARS = /(?<![\p{L}])(?:chorou|chorando|a chorar|choro|choradeira|berreiro|berrou|birra)(?![\p{L}])/iu;

/** `ultimo dia da vovó aqui`, `hj foi o último dia do vovô lá em casa, ele voltou pra bahia`: a visit's last day. */
const KIN_LAST_DAY =
  /^(?:(?:hoje|hj) )?(?:(?:foi|era) )?(?:o )?(?:último|ultimo) dia d[ao] (vovó|vovô|avó|avô|vó|vô|tia|tio|titia|titio|madrinha|padrinho|dinda)(?: (?:aqui|cá|ca|com a gente|connosco|conosco|lá em casa|aqui em casa|em casa))?(?:,\s*(?:(?:ela|ele) )?((?:voltou|foi embora|foi-se embora|regressou|foi)(?![\p{L}]).*))?$/iu;

/** `com febre`, `hj c tosse`: an illness said alone, before what the child did with it. */
const ILL_BARE =
  /^(?:(?:hoje|hj|tava|estava|está|esta|ta|tá|ficou|acordou)\s+)*(?:com|c) (febre|febrinha|tosse|dor de barriga|dor de ouvidos|dor de garganta|o nariz entupido)$/iu;

/** `a avó diz q jantou td`, `a educadora disse que dormiu bem`: a grown-up's report of what the child did. */
const REPORTED_OF_CHILD =
  /^((?:a|o) (?:avó|avô|vovó|vovô|vó|vô|avós|educadora|educador|professora|professor|tia|tio|ama|babá|madrinha)(?: \p{Lu}\p{L}+)?) (?:diz|disse|falou|contou) (?:que|q) (?=(?:jantou|comeu|almoçou|lanchou|dormiu|brincou|bebeu|adormeceu|se portou|portou-se)(?![\p{L}]))/u;

/** `o gato arranhou a mão dele`: an animal that scratched, bit or pecked the child's hand, leg or face. */
const SCRATCHED =
  /(?<![\p{L}])(arranhou|mordeu|bicou|lambeu|mordiscou) (a mão|a mãozinha|o braço|a perna|a cara|o dedo|o dedinho|o nariz|o pé) (dele|dela)(?![\p{L}])/iu;

function retell(raw: string, context: RetellContext): string | undefined {
  // `dia de calor, tarde toda na piscina`: the day's weather said bare, then what the child did in it, two sentences.
  const weather =
    /^(?:foi )?(?:um )?dia (?:de|d) (calor|calorão|muito calor|sol|vento|ventania|chuva|frio|muito frio|praia)(?: (?:hoje|hj))?,\s+(.+)$/iu.exec(
      raw,
    );
  if (weather) {
    const rest = retell(weather[2] ?? '', context);
    if (rest) return `Foi um dia de ${(weather[1] ?? '').toLowerCase()}. ${rest}`;
  }
  // `ultimo dia da vovó aqui, ela voltou pra recife hj`: the visit's last day, whose it was, and their going home, the
  // `ela` theirs (`Foi o último dia da avó cá em casa, e hoje ela voltou para Recife.`), never the child's last day.
  const lastDay = KIN_LAST_DAY.exec(raw);
  if (lastDay) {
    const [, whose = '', then] = lastDay;
    const bare = (RELATION[whose.toLowerCase()] ?? CALLED_AS[whose.toLowerCase()] ?? whose.toLowerCase()).replace(
      /^(?:a|o) /u,
      '',
    );
    const he = /^(?:avô|vô|tio|titio|padrinho)$/u.test(bare);
    const went = then ? retell(then, { ...context, description: undefined }) : undefined;
    const first = `Foi o último dia ${he ? 'do' : 'da'} ${bare} cá em casa`;
    if (!then) return `${first}.`;
    if (went) {
      const named = went.replace(/\.$/u, '').replace(new RegExp(`^${capital((context.hero as R).name)} `, 'u'), '');
      const gone = `${named.charAt(0).toLowerCase()}${named.slice(1)}`;
      const today = /(?<![\p{L}])hoje$/u.test(gone);
      return `${first}, e ${today ? 'hoje ' : ''}${he ? 'ele' : 'ela'} ${gone.replace(/ hoje$/u, '')}.`;
    }
  }
  // `com febre, passou o dia no sofá`: the illness said bare, told of the child (`A Zuri estava com febre.`), never
  // left out for a bare `doente`.
  const ill = ILL_BARE.exec(raw);
  if (ill) {
    return `${capital((context.hero as R).name)} estava com ${(ill[1] ?? '').toLowerCase().replace(/^febrinha$/u, 'um bocadinho de febre')}.`;
  }
  // `a avó diz q jantou td`: what the grown-up who had the child told of the child's evening, the child said (`A avó
  // contou que ela jantou tudo.`), never the grown-up's own supper.
  const reported = REPORTED_OF_CHILD.exec(raw);
  if (reported && (context.childPronoun === 'he' || context.childPronoun === 'she')) {
    return retell(
      `${reported[1]} contou que ${context.childPronoun === 'she' ? 'ela' : 'ele'} ${raw.slice(reported[0].length)}`,
      context,
    );
  }
  // `o mingau arranhou a mão dele`: the pet that scratched the child's hand, said as Portugal says it (`arranhou-lhe a
  // mão`); a `dele` of the other gender is someone else's hand, left as it is.
  const scratched = SCRATCHED.exec(raw);
  if (scratched && (scratched[3]?.toLowerCase() === 'dela') === (context.childPronoun === 'she')) {
    return retell(
      `${raw.slice(0, scratched.index)}${scratched[1]}-lhe ${scratched[2]}${raw.slice(scratched.index + scratched[0].length)}`,
      context,
    );
  }
  const onlyWhen = ONLY_WHEN.exec(raw);
  if (onlyWhen) {
    const [, what = '', then] = onlyWhen;
    const happened = retell(what, { ...context, description: undefined });
    const did = then ? retell(then, { ...context, description: undefined }) : undefined;
    if (happened && (did || !then)) {
      const first = inside(happened, context);
      return did ? `Só quando ${first} é que ${inside(did, context)}.` : `Depois, ${first}.`;
    }
  }
  if (AT_WORK.test(raw)) return retell(raw.replace(AT_WORK, ', porque o pai e a mãe estavam a trabalhar'), context);
  // `chorou mt à porta… passado um bocado parou e foi brincar`: a bare `parou` on a day of tears is the crying that
  // stopped (`parou de chorar`), never the child standing still.
  const stopped = STOPPED.exec(raw);
  if (
    stopped &&
    TEARS.test(context.description ?? '') &&
    !/(?:^|\s)(?:o|a|os|as|um|uma) (?!bocado|bocadinho|pouco|pouquinho|tempo|minuto|momento)[\p{L}-]+\s+$/iu.test(
      raw.slice(0, stopped.index),
    )
  ) {
    return retell(
      `${raw.slice(0, stopped.index)}parou de chorar${raw.slice(stopped.index + stopped[0].length)}`,
      context,
    );
  }
  // `… a vovó achou ela na máquina. zuri deu um beijo nela`: the kiss is the found thing's, said by its word (`deu um
  // beijo à girafinha`). (Read here, not in the clauses, so that the clause keeps its own words for where it is told.)
  if (KISSED_IT.test(raw) && context.description) {
    const all = clauses(context.description);
    const at = all.findIndex((one) => one.toLowerCase() === raw.toLowerCase());
    const kissed = at > 0 ? whatWasFound(raw, at, all, true) : raw;
    if (kissed !== raw) return retell(kissed, { ...context, description: undefined });
  }
  // `mas a moça segurou`: a grown-up who held, helped or hugged, with no one named, held the child (`A moça
  // segurou-a.`).
  const held = HELD_BARE.exec(raw);
  if (held) {
    const hero = context.hero as R;
    const her = `${hero.plural ? (hero.fem ? 'as' : 'os') : hero.fem ? 'a' : 'o'}`;
    const who = (held[1] ?? '').replace(
      /(?<![\p{L}])(mamãe|mamã|papai|papá|vovó|vovô)(?![\p{L}])/iu,
      (kin) => RELATION[kin.toLowerCase()] ?? kin,
    );
    return `${capital(`${who} ${(held[2] ?? '').toLowerCase()}`)}-${her}.`;
  }
  // `pesou e mediu` at the doctor's: the child was weighed and measured, no one the child weighed
  // (`o Ursinho foi pesado e medido`).
  const checked = CHECKED_UP.exec(raw);
  if (checked) {
    const hero = context.hero as R;
    const end = `${hero.fem ? 'a' : 'o'}${hero.plural ? 's' : ''}`;
    const was = hero.plural ? 'foram' : 'foi';
    const said = (checked[1] ?? '').toLowerCase().startsWith('pes')
      ? `${was} pesad${end} e medid${end}`
      : `${was} medid${end} e pesad${end}`;
    return retell(`${raw.slice(0, checked.index)}${said}${raw.slice(checked.index + checked[0].length)}`, context);
  }
  // `o q ela adorou mais foram as lontras`: what the child loved most, said with the hero's name (`O que o Pinguim
  // mais adorou foram as lontras`); a pronoun of the other gender is someone else's.
  const most =
    /^(?:e )?o (?:q|que) (ela|ele) (?:mais )?(adorou|amou|curtiu|preferiu)(?: mais)? (foi|foram|era|eram) (.+)$/iu.exec(
      raw,
    );
  if (most && (most[1]?.toLowerCase() === 'ela') === (context.childPronoun === 'she')) {
    const [, , loved = '', was = '', rest = ''] = most;
    const what = retellTail(rest);
    const verb = /^(?:amou|curtiu)$/iu.test(loved) ? 'adorou' : loved.toLowerCase();
    if (what) return `O que ${(context.hero as R).name} mais ${verb} ${was.toLowerCase()} ${what}.`;
  }
  // `hoje contamos pra ela que o Bolinha morreu`: news the family told the child, said as what the child heard (`Hoje, a
  // Raposinha soube que o Bolinha morreu`); the news is retold on its own, never pasted unread.
  const toldNews =
    /^(?:e )?(hoje |hj |de manhã |à tarde |à noite )?(?:contamos|contámos|contei|dissemos|dissémos|explicamos|explicámos|expliquei|falamos|falámos) (?:pra|para|a|à) (ela|ele) (?:q|que) (.+)$/iu.exec(
      raw,
    );
  if (toldNews && (toldNews[2]?.toLowerCase() === 'ela') === (context.childPronoun === 'she')) {
    const news = retell(toldNews[3] ?? '', { ...context, description: undefined });
    const when = (toldNews[1] ?? '').trim().toLowerCase();
    const at = when === '' ? '' : `${capital(when === 'hj' ? 'hoje' : when)}, `;
    const hero = (context.hero as R).name;
    if (news && !news.startsWith(capital(hero))) {
      return `${at}${at ? hero : capital(hero)} soube que ${news.charAt(0).toLowerCase()}${news.slice(1)}`;
    }
  }
  // `morrendo de rir`, said bare after what the child did: how the child laughed (`O Ursinho ria-se às gargalhadas`).
  if (
    /^(?:e |mas )?(?:(?:ela|ele) )?(?:(?:tava|estava|ficou|tá|ta) )?(?:morrendo|morrendo-se|a morrer|morta|morto|morrida) de rir(?: hj| hoje)?[!.]*$/iu.test(
      raw,
    )
  ) {
    return `${capital((context.hero as R).name)} ria-se às gargalhadas.`;
  }
  // `pendurei na geladeira`: the parent who hung up what the child made, said who, and Brazil's fridge as Portugal
  // says it (`A mãe pendurou-o no frigorífico`); the thing named when the parent named it.
  const hung =
    /^(?:e |depois |dps )?(?:eu )?(pendurei|colei|preguei|afixei)(?: (o desenho|a pintura|o quadro|o trabalho|o desenho dele|o desenho dela))? (na|no) (geladeira|frigorífico|frigorifico|parede|porta)$/iu.exec(
      raw,
    );
  if (hung) {
    const [, verb = '', what, , where = ''] = hung;
    const did = { pendurei: 'pendurou', colei: 'colou', preguei: 'pregou', afixei: 'afixou' }[verb.toLowerCase()] ?? '';
    const place = /^(?:geladeira|frigor)/iu.test(where) ? 'no frigorífico' : contract(`em a ${where.toLowerCase()}`);
    // (Unnamed, the thing is the last drawing or painting of the parent's words before, said by its word.)
    const before =
      (context.description ?? '').toLowerCase().split(/(?<![\p{L}])(?:pendurei|colei|preguei|afixei)(?![\p{L}])/u)[0] ??
      '';
    const made = [
      ...before.matchAll(/(?<![\p{L}])(desenho|pintura|quadro|colagem|trabalhinho|desenhinho)(?![\p{L}])/gu),
    ].at(-1)?.[1];
    const named = made ? `${/a$/u.test(made) ? 'a' : 'o'} ${made}` : undefined;
    const thing = what ? ` ${what.replace(/ (?:dele|dela)$/u, '')}` : named ? ` ${named}` : '-o';
    return `${capital(context.parent ?? 'a mãe')} ${did}${thing} ${place}.`;
  }
  // The message is told, with the child's words after it in the child's voice.
  // `a Bia gritou "é meu!"`: another child's words in a quarrel or a game, said by that child, as they were said.
  // (After the quarrel it was shouted in, told first: `brigaram pelo balde, e a Bia gritou "é meu!"`.)
  const tail = /^(.+), e (?=(?:o|a) [^,]*["“«][^,]*$)/u.exec(raw);
  const othersWords = THEIR_WORDS.exec(tail ? raw.slice(tail[0].length) : raw);
  if (othersWords) {
    const [, who = '', verb = '', words = ''] = othersWords;
    const said = words.trim().replace(/^e /u, 'é ');
    const end = /[!?]$/u.test(said) ? '' : '.';
    const shout = `${verb.toLowerCase()}: «${capital(said)}${end}»`;
    const before = tail ? retell(tail[1] ?? '', context) : undefined;
    if (said && tail && before) return `${before.replace(/\.$/u, '')}, e ${who} ${shout}`;
    if (said && !tail) return `${capital(who)} ${shout}`;
  }
  const message = MESSAGE.exec(raw);
  if (message) {
    const [, sent = '', words = ''] = message;
    const told = retell(sent, context);
    const said = words
      .trim()
      .replace(/[.!?]+$/u, '')
      .replace(CALLED_LAST, ', $1')
      // (`boa noite papá, volta depressa`: the one greeted set off by commas, `Boa noite, papá, volta depressa`.)
      .replace(GREETED_FIRST, '$1, $2,');
    if (told && said) return `${told.replace(/\.$/u, '')}, a dizer: «${capital(said)}!»`;
  }
  // `ficou fazendo careta e falando "eu sou um sapo"`: what the child did, and what the child said while doing it.
  const saying = SAYING.exec(raw);
  if (saying) {
    const [, did = '', words = ''] = saying;
    const told = retell(did, context);
    const asked = /\?\s*$/u.test(words);
    const said = wordsSaid(words).replace(CALLED_LAST, ', $1');
    if (told && said) {
      const joined = /(?:^|\s)ficou a \p{L}+/iu.test(told) ? ' e a dizer' : ', a dizer';
      return `${told.replace(/\.$/u, '')}${joined}: «${capital(said)}${asked ? '?»' : '».'}`;
    }
  }
  // `foi atrás gritando "devolve Pipoca, é minha meia!!"`: what the child did, and the shout in the child's words.
  const shout = SHOUTED.exec(raw);
  if (shout) {
    const [, did = '', words = ''] = shout;
    const told = retell(did, context);
    // (A question shouted keeps its question mark: `«Vovó, trouxeste pão de queijo?»`.)
    const asked = /\?\s*$/u.test(words);
    const said = wordsSaid(words).replace(CALLED_LAST, ', $1');
    if (told && said) return `${told.replace(/\.$/u, '')}, a gritar: «${capital(said)}${asked ? '?' : '!'}»`;
  }
  // `chorou "eu também quero prenda"`: the tears, and the child's words said after them.
  const cried = CRIED.exec(raw);
  if (cried) {
    const [, did = '', words = ''] = cried;
    const told = retell(did, context);
    const asked = /\?\s*$/u.test(words);
    const said = wordsSaid(words)
      // (`quero a mamã`: the one wanted, not the one spoken to; a call is set off only after a word said to them.)
      .replace(
        /(?<!(?:^|[^\p{L}])(?:a|o|à|ao|da|do|na|no|com|pra|para|pro|p|c|minha|meu))\s+(vovô|vovó|avô|avó|mamãe|mamã|mãe|papai|papá|pai|mano|mana)$/iu,
        ', $1',
      );
    if (told && said) return `${told.replace(/\.$/u, '')} e disse: «${capital(said)}${asked ? '?»' : '».'}`;
  }
  // `brigaram pela boneca, os dois puxando e gritando é minha`: what they did, and the cry in the children's words.
  const mine = MINE_CRY.exec(raw);
  if (mine) {
    const [, did = '', cry = ''] = mine;
    const told = retell(did, context);
    const said = cry
      .toLowerCase()
      .replace(/^e /u, 'é ')
      .replace(/^da ca$/u, 'dá cá')
      .replace(/^da-me$/u, 'dá-me');
    // (`os dois a puxar e a gritar`: two doings of the same two, joined.)
    const also = / a \p{L}+r\.?$/u.test(told ?? '') ? ' e' : ',';
    if (told) return `${told.replace(/\.$/u, '')}${also} a gritar: «${capital(said)}!»`;
  }
  // `fez a 'vistoria' c a lanterna`: a word or two the parent set in quotes for fun are no one's words, told plainly.
  const unquoted = raw.replace(
    /(?<!(?:disse|falou|perguntou|gritou|gritava|dizia|respondeu|pediu|chamou-lhe|chamava)\s*:?\s*)['‘“"«](\p{L}+(?:[ -]\p{L}+)?)['’”"»](?![\p{L}])/giu,
    '$1',
  );
  if (unquoted !== raw) return retell(unquoted, context);
  // (`se jogou no chão e gritou`: a scream last, after what the child did, is no words about to be said.)
  if (SAID.test(raw) && !/^[^'‘’"“”«»]*\p{L} e (?:grit|berr)(?:ou|aram)\s*$/u.test(raw)) {
    const before = raw.replace(SAID_TAIL, '');
    if (before === raw || SAID.test(before)) return undefined;
    return retell(before, context);
  }
  let text = refusal(clean(raw), context.parent ?? 'a mãe');
  // `o moço trouxe guardanapos e deu um adesivo pra ela, parou de chorar na hora`: the one who stopped crying is the
  // child, said by name, not the grown-up who comforted (when the name still leaves one sentence short enough).
  if (text.split(' ').length <= 20)
    text = text.replace(
      /^((?:o|a) (?:moço|moça|senhor|senhora|funcionário|funcionária|educadora|educador|professora|professor|enfermeira|enfermeiro|médica|médico|pai|mãe|papai|mamãe|papá|mamã|avó|avô|vó|vô|vovó|vovô|tia|tio|madrinha|padrinho|dinda|dindo)(?: [^,]*?)? (?:deu|trouxe|pegou|abraçou|deu-lhe|pôs|emprestou|ofereceu|cantou|limpou)(?:[^,]*?)),? (?:e )?(?=(?:parou de chorar|acalmou-se|se acalmou|acalmou|voltou a sorrir|ficou toda contente|ficou todo contente)(?![\p{L}]))/u,
      (_whole, comforted: string) => `${comforted}, e ${(context.hero as R).name} `,
    );
  // `era o dia de levar o brinquedo preferido p a escola e eu esqueci-me`: what the day was for, told as the day's
  // (never `o Ursinho era o dia`), and the parent who forgot it said who.
  const dayFor =
    /^(?:e |hoje |hj )?era (?:o )?dia (de|do|da) ([^,]+?)(?:,? (?:e|mas) (?:eu )?(esqueci-me|me esqueci|esqueci|esquecemo-nos|nos esquecemos)(?: del[ae])?)?$/iu.exec(
      text,
    );
  if (dayFor) {
    const [, of = '', what = '', forgot] = dayFor;
    const who =
      forgot && /(?:mo|nos)/iu.test(forgot) ? 'a família esqueceu-se' : `${context.parent ?? 'a mãe'} esqueceu-se`;
    return ended(`Era o dia ${of.toLowerCase()} ${what.trim()}${forgot ? `, e ${who}` : ''}`);
  }
  // `o avô levou-o c a prima a dar milho`: the one taken along is the child, said by name (`levou o Ursinho com…`).
  const takenPronoun = context.childPronoun === 'she' ? 'a' : context.childPronoun === 'he' ? 'o' : undefined;
  if (takenPronoun) {
    text = text.replace(
      new RegExp(`^((?:o|a) [^,]*?)(levou|levaram)-${takenPronoun} (?=com |a \\p{L}+r(?!\\p{L}))`, 'u'),
      (_whole, who: string, took: string) => `${who}${took} ${(context.hero as R).name} `,
    );
    // `o nono levou ele e a prima ver as parreiras`: the child and the one taken along, and Portugal's `a` before what
    // they went to do (`levou o Ursinho e a prima Giulia a ver…`), also after Brazil's `pra` (`pra pescar`: `a pescar`).
    text = text.replace(
      new RegExp(
        `^((?:o|a) [^,]*?)(levou|levaram)(?:-${takenPronoun}| ${takenPronoun === 'a' ? 'ela' : 'ele'}) e ((?:o|a|os|as) [^,]*?) (?:(?:pra|para|p|pa) )?(?:a )?(ver|brincar|passear|dar|apanhar|colher|nadar|andar|jogar|comer|buscar|conhecer|pescar)(?![\\p{L}])`,
        'u',
      ),
      (_whole, who: string, took: string, along: string, todo: string) =>
        `${who}${took} ${(context.hero as R).name} e ${along} a ${todo}`,
    );
  }
  // `chamava todas de bebê capivara`: the name the child gave them all, said as the child's own words.
  const named = /^(?:e )?(?:ela |ele )?(chamava|chamou) (todas|todos) de ([^,]+)$/iu.exec(text);
  if (named) {
    const [, called = '', all = '', name = ''] = named;
    return `${capital((context.hero as R).name)} ${called}-lhes a ${all} «${name.trim()}».`;
  }
  // `o pai disse q o balão foi visitar as nuvens`: a grown-up's kind words about the world are theirs, said in their
  // voice (`O pai disse: «O balão foi visitar as nuvens».`), never told as a fact; what the child did next follows.
  const voiced = GROWN_UP_SAID.exec(text);
  if (voiced) {
    const [, speaker = '', words = '', after] = voiced;
    const later = /^(?:depois|dps) /u.test(after ?? '');
    const did = after
      ? retell(`${context.childPronoun === 'he' ? 'ele' : 'ela'} ${after.replace(/^(?:depois|dps) /u, '')}`, context)
      : undefined;
    // One sentence, as every retold clause is: `…», e depois a Zuri ria-se a contar.`
    const next =
      did &&
      `, e ${later ? 'depois ' : ''}${did.replace(/^(A|O) /u, (article: string) => article.toLowerCase()).replace(/\.$/u, '')}`;
    const named = speaker.replace(
      /^((?:o|a) \p{L}+ )(\p{L}+)$/u,
      (_whole, who: string, name: string) => `${who}${capital(name)}`,
    );
    return ended(`${capital(named)} disse: «${capital(words.trim())}»${next ?? ''}`);
  }
  // `a médica disse que é só uma virose`: what the doctor found is the doctor's word, never the child's (`A médica
  // disse que era só uma virose`, not `o Ursinho era só uma virose`); what the doctor did next is kept.
  const found = DOCTOR_FOUND.exec(text);
  if (found) {
    const [, speaker = '', none = '', only = '', what = '', rest = ''] = found;
    const nothing = none !== '';
    const illness = (nothing ? none : what).toLowerCase().replace(/^(?:um|uma) /u, '');
    const article = nothing ? '' : /^(?:resfriado|vírus|virus)$/u.test(illness) ? 'um ' : 'uma ';
    const heard = `${capital(speaker.toLowerCase())} disse que ${nothing ? 'não era ' : `era ${only ? 'só ' : ''}`}${article}${illness}`;
    const next = rest.trim() ? `, e ${rest.trim().replace(/^e /u, '')}` : '';
    return ended(`${heard}${next}`);
  }
  // `cortaram a árvore grande da frente de casa hj, a do ninho`: the day's loss, told as it happened today (`Hoje
  // cortaram a árvore grande…`), though no one in the story did it.
  const felled =
    /^(?:e )?(?:hoje )?(cortaram|derrubaram|deitaram abaixo|abateram|arrancaram) ((?:a|o) (?:árvore|arvore|pinheiro|carvalho|plátano|platano|figueira|mangueira|palmeira)(?: [^,]*?)?)(?: hoje)?(,.*)?$/iu.exec(
      text,
    );
  if (felled) {
    const [, cut = '', tree = '', rest = ''] = felled;
    return ended(`Hoje ${cut.toLowerCase()} ${tree.replace(/(?<![\p{L}])arvore/gu, 'árvore').trim()}${rest.trim()}`);
  }
  // `o vô tonho disse q vamos plantar um pé de manga`: the grown-up's promise, said in their voice (`O vô Tonho disse:
  // «Vamos plantar uma mangueira!»`).
  const promised =
    /^(?:e |mas )?((?:o|a) (?:vô|vó|avô|avó|pai|mãe|tio|tia|padrinho|madrinha|mano|mana)(?: \p{L}+)?) (disse|prometeu|falou)(?:-lhe)? (?:que|q) (amanhã |amanha |depois |logo |no sábado |no domingo )?(?:vamos|a gente vai|vamos todos) (\p{L}+r(?: [^,]+)?)$/iu.exec(
      text,
    );
  if (promised) {
    const [, speaker = '', said = '', when = '', plan = ''] = promised;
    const named = speaker.replace(
      /^((?:o|a) \p{L}+ )(\p{L}+)$/u,
      (_whole, who: string, name: string) => `${who}${capital(name)}`,
    );
    // `prometeu q amanhã vamos buscar`: fetching what was left behind, whose name the clause leaves out.
    const bare = /^(?:buscar|apanhar|procurar)$/iu.test(plan.trim());
    const words =
      `${when.trim().replace(/^amanha$/u, 'amanhã')} ${bare ? 'voltamos lá' : `vamos ${plan.trim()}`}`.trim();
    const verb = said.toLowerCase() === 'prometeu' ? 'prometeu' : 'disse';
    return `${capital(named)} ${verb}: «${capital(words)}!»`;
  }
  // `no centro de saude disseram q n precisa de pontos`: the good news of the visit, told as it was said.
  const noStitches =
    /^(?:e |mas )?(?:((?:no|na|nas|nos) [^,]+?),? )?(?:disseram|disse|a médica disse|o médico disse|a enfermeira disse) (?:que|q) (?:n|não|nao) (?:precisa|precisava|precisou|era preciso|é preciso|foi preciso|vai precisar|levava|leva)(?: de)?(?: levar)? (?:pontos|pontinhos|ponto)$/iu.exec(
      text,
    );
  if (noStitches) {
    const where = noStitches[1];
    return ended(`${where ? `${capital(where)}, disseram` : 'Disseram'} que não era preciso levar pontos`);
  }
  // `veio correndo me mostrar um desenho`: shown to the parent who writes, said with whom (`mostrar à mãe`).
  text = text.replace(
    /(?<![\p{L}])(veio|vinha|foi) a correr me (mostrar|dar|contar|abraçar)(?![\p{L}])/gu,
    (_whole, came: string, verb: string) =>
      verb === 'abraçar'
        ? `${came} a correr abraçar ${context.parent ?? 'a mãe'}`
        : `${came} a correr ${verb} ${contract(`a ${context.parent ?? 'a mãe'}`)}`,
  );
  // `casamento da tia ines`, `hj foi o batizado do primo`: the family's big day, told as what happened today.
  const feast = FEAST.exec(text);
  if (feast) {
    const [, what = '', of = '', who = ''] = feast;
    const article = ({ da: 'a', do: 'o', das: 'as', dos: 'os' } as Record<string, string>)[of] ?? '';
    if (what.startsWith('casamento')) {
      return ended(`Hoje ${article} ${who} ${article.endsWith('s') ? 'casaram-se' : 'casou-se'}!`);
    }
    return ended(`Hoje foi o ${what} ${of} ${who}`);
  }
  // `chorou mto qdo eu fui embora e ficou agarrada no portao`: the tears told with their cause, the parent leaving
  // (`Quando a mãe foi embora, a Zuri chorou muito e agarrou-se ao portão`).
  const left = LEFT_CRYING.exec(text);
  if (left) {
    const [, cried = '', held = '', at = '', what = ''] = left;
    const parent = context.parent ?? 'a mãe';
    const hold = held ? ` e agarrou-se ${contract(`a ${/^(?:na|à)$/u.test(at) ? 'a' : 'o'} ${what}`)}` : '';
    return ended(`Quando ${parent} foi embora, ${(context.hero as R).name} ${cried.trim()}${hold}`);
  }
  // `foi o menino das aliancas todo janota`: the child's part at a wedding, told with the child (`o Zuri foi…`).
  const part = PAGE.exec(text);
  if (part) {
    const [, role = '', how = ''] = part;
    return ended(`${capital((context.hero as R).name)} foi ${role}${how ? `, ${how.trim()}` : ''}`);
  }
  // `deu um abraço nela`: to the one person the parent named that day (`à Nega`), else to `ela` said as `deu-lhe`.
  const hugged = new RegExp(`deu (um|uma) ([^,]+?) ${HUGGED}(la|le|les|las)(?![\\p{L}])`, 'u').exec(text);
  if (hugged) {
    const [whole, a = '', hug = '', whom = ''] = hugged;
    // (`a Bia deu um abraço nele`: the one who gave the hug is never the one who got it; a hug someone named gave
    // `nele`, of the child's gender, went to the hero.)
    const giver = text.slice(0, hugged.index);
    const named = context.names.filter((name) => name !== (context.hero as R).bare);
    const others = named.filter((name) => !hasWordStart(giver.toLowerCase(), name.toLowerCase()));
    const toHero =
      others.length < named.length &&
      ((whom === 'le' && context.childPronoun === 'he') || (whom === 'la' && context.childPronoun === 'she'));
    const one = others.length === 1 && !whom.endsWith('s') ? others[0] : undefined;
    text = text.replace(
      whole,
      toHero
        ? `deu ${a} ${hug} ${contract(`a ${(context.hero as R).name}`)}`
        : one
          ? `deu ${a} ${hug} ${whom === 'la' ? 'à' : 'ao'} ${one}`
          : `deu-${whom.endsWith('s') ? 'lhes' : 'lhe'} ${a} ${hug}`,
    );
  }
  // `disse-lhe q foi pro céu dos gatinhos`, `expliquei-lhe que…`: the parent who writes told the child; said as they
  // told it, without the child as the one who spoke.
  const toldChild =
    /^(?:e |depois |então )?(?:eu )?(?:disse-lhe|expliquei-lhe|contei-lhe|disse pra (?:ela|ele)|expliquei pra (?:ela|ele)|falei pra (?:ela|ele))\s+que\s+(.+)$/iu.exec(
      text,
    );
  if (toldChild) return `Explicaram-lhe que ${(toldChild[1] ?? '').trim()}.`;
  const away = leaving(text);
  if (away) return away;
  // `perguntou se a Josi vem amanhã, falei q ela vai ligar por video`: the child's question and the parent's answer,
  // one sentence, so the question is never left open at bedtime.
  const answered =
    /^(.*?(?<![\p{L}])perguntou se .+?),? (?:e )?(?:eu )?(?:falei|respondi|expliquei|disse)(?:-lhe)? que (.+)$/iu.exec(
      text,
    );
  if (answered) {
    const asked = retell(answered[1] ?? '', context);
    const answer = (answered[2] ?? '')
      .trim()
      .replace(/(?<![\p{L}])\p{L}+(?![\p{L}])/gu, (word) => ANSWER_PAST[word.toLowerCase()] ?? word);
    if (asked) return `${asked.replace(/\.$/u, '')}, e ${context.parent ?? 'a mãe'} respondeu que ${answer}.`;
  }
  // `bateu a testa, ficou um galo`: what the bump did, joined to it as a story says it (`, e ficou um galo`).
  text = text.replace(/,\s+(?=\S)(?![^,]*\se\s)/u, (comma, at: number) =>
    FALL.test(text.slice(0, at)) && HURT_AFTER.test(text.slice(at + comma.length)) ? ', e ' : comma,
  );
  // `ajudou a polvilhar o açúcar, ficou todo branco`: what it made of the child, joined as a story says it.
  text = text.replace(/,\s+(?=(?:ficou|ficaram)\s+(?:todo|toda|todos|todas)\s)/iu, (comma, at: number) =>
    at > 0 ? ', e ' : comma,
  );
  // `a inês foi de joaninha e o duarte de bombeiro, atiraram serpentinas`: what they did next, joined with `e`.
  text = text.replace(/(?<=\p{L}),\s+(?=\p{Ll}{3,}(?:aram|eram|iram)(?![\p{L}-]))(?![^,]*\se\s)/u, ', e ');
  for (let again = 0; again < 3 && OPENERS.test(text); again += 1) text = text.replace(OPENERS, '');
  // `… e ainda leu dois livros`: once a clause of its own, `ainda` (one more thing) is left out.
  text = text.replace(/^ainda (?=\p{L}+(?:ou|eu|iu)\s)/iu, '');
  // `agora quer secar as mãos toda hora`: what the child wants since, told in the story's past (`Depois disso, …
  // queria`), never the parent's `now` beside it.
  text = text.replace(
    /^(?:agora|agr|desde então|desde entao),?\s+(?=(?:já |só |ja |so )?(\p{L}+))/iu,
    (whole, verb: string) => (/^(?:quer|adora|ama|gosta|anda)$/iu.test(verb) ? 'depois disso ' : whole),
  );
  // `levei no pediatra a tarde`: the crase the keyboard left out after a place (not `passou a tarde`, a verb's object).
  text = text.replace(
    /(?<=(?:^|\s)(\p{L}+)) a (tarde|noite)(?=\s+e\s|\s*,|\s*$)/gu,
    (whole, before: string, time: string) => (isVerb(before) || ARTICLES.has(before) ? whole : ` à ${time}`),
  );
  // `a tarde fomos de bike`: the crase left out at the clause's start, before what was done (not `a tarde foi linda`).
  text = text.replace(/^a (tarde|noite|tardinha|noitinha)(?= (\p{L}+))/u, (whole, time: string, next: string) =>
    (isVerb(next) || theirs(next) !== undefined) && !/^(foi|era|estava|esteve|ficou|passou|correu)$/u.test(next)
      ? `à ${time}`
      : whole,
  );
  // `domingo fomos ver as luzes`, `no sábado foi ao aquário`: the story tells today, without the parent's weekday.
  const weekday =
    /^(?:no |na )?(?:domingo|sábado|sabado|segunda|terça|terca|quarta|quinta|sexta)(?:-feira)?,?\s+(?=(\p{L}+))/iu.exec(
      text,
    );
  if (weekday && (isVerb(weekday[1] ?? '') || theirs(weekday[1] ?? '') !== undefined)) {
    text = text.slice(weekday[0].length);
  }
  // `ficou a semana toda em sp a trabalho`: a grown-up's trip for work, said without a subject after the one who went,
  // is no part of the child's day told as the hero's.
  if (
    /^(?:ficou|esteve|passou|viajou|foi)(?![\p{L}])[^,]*(?<![\p{L}])(?:a|em|de) (?:trabalho|trabalhar)(?![\p{L}])/iu.test(
      text,
    )
  ) {
    return undefined;
  }
  // `a tia conversou`: someone talked it over with the child, said with whom.
  text = text.replace(
    /^((?:a|o) \p{L}+(?: \p{Lu}\p{L}*)? (?:conversou|falou com calma))$/iu,
    `$1 com ${(context.hero as R).plural ? 'eles' : (context.hero as R).fem ? 'ela' : 'ele'}`,
  );
  // `agora diz q quer ser bombeiro qnd for grande`: the child's wish, the heart of the day, told as said.
  const wish = /^(?:e )?(?:agora )?(?:diz|disse|anda a dizer|fala|falou) (?:que|q) (quer ser .+)$/iu.exec(text);
  if (wish) return ended(capital(`${(context.hero as R).name} disse que ${wish[1]}`));
  // `na saída disse q amanhã quer ir de dinossauro`: what the child wants next, told as said then (`À saída, a Raposinha
  // disse que amanhã queria ir de dinossauro.`); where and when it was said kept first.
  const next = new RegExp(
    `^(?:e |depois |dps )?(?:(na saída|à saída|a saida|na saida|no carro|no caminho|à noite|ao deitar|no fim|ao jantar) )?(?:diz|disse|falou) (?:que|q) ((?:amanhã|amanha|logo|depois|no sábado|no domingo) )?(quer|vai) (?!ser )(${'\\p{L}'}.*)$`,
    'iu',
  ).exec(text);
  if (next) {
    const [, where, when = '', wants = '', rest = ''] = next;
    const lead = where
      ? `${({ 'na saída': 'à saída', 'a saida': 'à saída', 'na saida': 'à saída' } as Record<string, string>)[where.toLowerCase()] ?? where.toLowerCase()}, `
      : '';
    return ended(
      capital(
        `${lead}${(context.hero as R).name} disse que ${when.replace(/^amanha/iu, 'amanhã').toLowerCase()}${/^quer$/iu.test(wants) ? 'queria' : 'ia'} ${rest}`,
      ),
    );
  }
  // `foram apanhar os ovos e partiu um sem querer`: a subjectless `foram` whose clause goes on with the child's own
  // singular verb is the child's going with them, told of the child (`foi apanhar os ovos e partiu um`).
  text = text.replace(/^foram (?=\p{L}+r [^,]+? e \p{L}+(?:ou|eu|iu)(?![\p{L}-]))/u, 'foi ');
  // `quando o leão rugiu escondeu a cara`: what happened, then what the child did, told with the child as its subject.
  // (`à tarde qdo a mãe tava a dar de mamar ficou com ciúmes`: the time first, and what was going on then, `estava a`.)
  const moment =
    /^(?:e |mas )?((?:(?:à|de) (?:tarde|manhã|noite|tardinha|noitinha),? )?)(quando (?:o|a|os|as) \p{L}+ (?:\p{L}+(?:ou|eu|iu|aram|eram|iram)|(?:estava|estavam|tava|tavam|estava-se) a \p{L}+[aei]r(?: de \p{L}+| (?:o|a|os|as) \p{L}+)?)),? (\p{Ll}.+)$/u.exec(
      text,
    );
  if (moment && isVerb((moment[3] ?? '').split(' ')[0] ?? '')) {
    const rest = retell(moment[3] ?? '', { ...context, afterHero: false });
    const hero = (context.hero as R).name;
    const when = (moment[1] ?? '').trim().replace(/,$/u, '');
    const what = (moment[2] ?? '').replace(/(?<![\p{L}])tava(m?)(?![\p{L}])/u, 'estava$1');
    if (rest?.startsWith(capital(hero))) {
      return when
        ? `${capital(when)}, ${what}, ${hero}${rest.slice(hero.length)}`
        : `${capital(what)}, ${hero}${rest.slice(hero.length)}`;
    }
  }
  // `qnd se foram embora ficou a chorar à janela`: the guests leaving, then what the child did.
  const gone =
    /^(?:e |mas )?(?:quando|qnd|qdo|qd|qndo) (?:eles |elas )?(se foram embora|foram embora|foram-se embora|se foram|saíram|sairam|partiram|se despediram),? (\p{Ll}.+)$/iu.exec(
      text,
    );
  if (gone && isVerb((gone[2] ?? '').split(' ')[0] ?? '')) {
    const rest = retell(gone[2] ?? '', { ...context, afterHero: false });
    const hero = (context.hero as R).name;
    const went = /^(?:foram embora|foram-se embora|se foram)$/iu.test(gone[1] ?? '')
      ? 'se foram embora'
      : (gone[1] ?? '').replace(/^sairam$/iu, 'saíram');
    if (rest?.startsWith(capital(hero))) {
      return `Quando ${went}, ${hero.replace(/^(A|O) /u, (article: string) => article.toLowerCase())}${rest.slice(hero.length)}`;
    }
  }
  // `qdo a fui buscar veio a correr dar-me um abraço`: the parent who fetched the child, said who, then what the child
  // did, the hug given to them (`Quando a mãe a foi buscar, a Zuri veio a correr dar-lhe um abraço.`).
  const fetched =
    /^(?:(?:e|depois|dps)\s+)?(?:quando|qdo|qd|qnd|qndo) (?:eu )?(a|o) (fui|fomos) buscar(?: (?:à|a|ao|na|no) [\p{L}-]+)?,? (\p{Ll}.+)$/iu.exec(
      text,
    );
  if (fetched && isVerb((fetched[3] ?? '').split(' ')[0] ?? '')) {
    const [, her = '', went = '', did = ''] = fetched;
    const rest = retell(did.replace(/(?<![\p{L}-])(dar|deu|dá)-me(?![\p{L}])/iu, '$1-lhe'), {
      ...context,
      afterHero: false,
    });
    const hero = (context.hero as R).name;
    const who = /^fomos$/iu.test(went) ? 'a família' : (context.parent ?? 'a mãe');
    if (rest?.startsWith(capital(hero))) {
      return `Quando ${who} ${her.toLowerCase()} foi buscar, ${hero.replace(/^(A|O) /u, (article: string) => article.toLowerCase())}${rest.slice(hero.length)}`;
    }
  }
  // `qnd viu os gigantones agarrou-se a mim cheia de medo`: what the child saw, then what the child did.
  const saw =
    /^(?:e |mas )?(?:quando|qnd|qdo|qd|qndo) ((?:viu|ouviu|avistou|deu com) (?:o|a|os|as|um|uma) \p{L}+),? (\p{Ll}.+)$/iu.exec(
      text,
    );
  if (saw && isVerb((saw[2] ?? '').split(' ')[0] ?? '')) {
    const rest = retell(saw[2] ?? '', { ...context, afterHero: false });
    const hero = (context.hero as R).name;
    if (rest?.startsWith(capital(hero))) {
      return `Quando ${saw[1]}, ${hero.replace(/^(A|O) /u, (article: string) => article.toLowerCase())}${rest.slice(hero.length)}`;
    }
  }
  // `dps teve almoço na casa da vó, comeu pato no tucupi`: after what there was, the child's own verb is said with
  // the child (`Houve almoço…, e o Pinguim comeu…`), never left without a subject.
  const there = /^(?:(?:dps|depois) )?(?:teve|houve) ([^,]+), (\p{Ll}+(?:ou|eu|iu)) ([^,]+)$/u.exec(text);
  if (there && isVerb(there[2] ?? '')) {
    return ended(`Houve ${there[1]}, e ${(context.hero as R).name} ${there[2]} ${there[3]}`);
  }
  const comforted = comfortSaid(text, context) ?? verdictSaid(text, context);
  if (comforted) return comforted;
  const said = text === '' ? undefined : fromStorySide(text, context);
  if (!said) return undefined;
  return told(spliced(said), context);
}

/** The grown-up's words of comfort, told as said (`o avô disse q n fazia mal`: `O avô disse que não fazia mal`). */
const COMFORT_WORDS: readonly [RegExp, string][] = [
  [/^(?:não|nao) (?:faz|fazia|fez|tem|tinha) mal(?: nenhum)?$/u, 'não fazia mal'],
  [/^(?:não|nao) (?:há|havia|ha|tem|tinha) (?:problema|stress|crise)$/u, 'não havia problema'],
  [/^(?:está|estava|tá|tava|ficou) tudo bem$/u, 'estava tudo bem'],
  [/^(?:acontece|acontecia) aos melhores$/u, 'acontecia aos melhores'],
];
const COMFORT_SAID =
  /^(?:e |depois |então )?((?:o|a) \p{L}+(?: \p{Lu}\p{L}*)?) (?:disse|falou|explicou|garantiu)(?:-lhe)? (?:que|q) ([^,]+?)(?:,? e (.+))?$/iu;

/**
 * `o avô disse q n fazia mal e deixou-o sentar ao volante`: the comfort keeps who gave it, and what they did next is
 * told as theirs (`e deixou o Zuri sentar-se…`), never as the child's own `não fazia mal`.
 */
function comfortSaid(text: string, context: RetellContext): string | undefined {
  const found = COMFORT_SAID.exec(text);
  if (!found) return undefined;
  const words = COMFORT_WORDS.find(([said]) => said.test((found[2] ?? '').trim().toLowerCase()))?.[1];
  if (!words) return undefined;
  const speaker = withName(found[1] ?? '', context);
  const first = `${capital(speaker)} disse que ${words}`;
  const rest = (found[3] ?? '').trim();
  if (rest === '') return ended(first);
  const hero = context.hero as R;
  const next = rest
    .replace(/^deixou-(?:o|a|os|as) (\p{L}+r)(-se)?(?![\p{L}-])/u, (_whole, verb: string, self?: string) => {
      const reflexive = self !== undefined || /^(sentar|deitar|levantar|esconder|vestir)$/u.test(verb);
      return `deixou ${hero.name} ${verb}${reflexive ? '-se' : ''}`;
    })
    .replace(/^deu-lhe /u, `deu ${contract(`a ${hero.name}`)} `);
  return ended(`${first} e ${next}`);
}

/**
 * `a dentista contou os dentinhos e disse que estão limpinhos`: what a check-up found, said by whoever looked, told in
 * the story's past (`…e disse que estavam limpinhos`).
 */
const VERDICT_SAID =
  /^((?:o|a) \p{L}+(?: \p{Lu}\p{L}*)?)((?: \p{Ll}+(?:ou|eu|iu)(?: [^,]+?)?)? e)? (?:disse|falou|explicou|garantiu)(?:-lhe)? (?:que|q) ((?:os|as|o|a) \p{L}+ )?(está|estão|tá|tão|estava|estavam) ((?:muito |mto |bem )?(?:limpinh|limp|bonit|perfeit|ótim|otim|direitinh)[oa]s?|(?:muito |mto )?(?:fortes?|saudáveis|saudável|bem))$/iu;

function verdictSaid(text: string, context: RetellContext): string | undefined {
  const found = VERDICT_SAID.exec(text);
  if (!found) return undefined;
  const [, who = '', done = '', what = '', verb = '', how = ''] = found;
  const many = /^(?:estão|tão|estavam)$/iu.test(verb);
  const well = how.replace(/(?<![\p{L}])mto(?![\p{L}])/u, 'muito');
  return ended(`${capital(withName(who, context))}${done} disse que ${what}${many ? 'estavam' : 'estava'} ${well}`);
}

/** `o avô` with the name the parent gave them elsewhere in the day (`o avô Manel`). */
function withName(who: string, context: RetellContext): string {
  if (/ \p{Lu}/u.test(who)) return who;
  const word = who.split(' ')[1] ?? '';
  const name = context.names.find((one) => one.toLowerCase().startsWith(`${word.toLowerCase()} `));
  return name ? `${who.split(' ')[0]} ${name}` : who;
}

/**
 * `caiu e ralou o joelho, a professora colocou um curativo`: someone else's part after a comma, joined with `e` as a
 * story read aloud says it.
 */
function spliced(text: string): string {
  return text.replace(/,\s+(?=(?:o|a|os|as)\s)([^,]*)/giu, (whole, rest: string) => {
    const words = rest.split(' ');
    const verb = words.findIndex((word) => isVerb(word));
    return verb >= 2 && verb <= 3 && !/^(ela|ele)$/iu.test(words[1] ?? '') ? `, e ${rest}` : whole;
  });
}

/** Words after which `dele`, `dela` are no one's things but a place by someone (`do lado dele`, `ao pé dela`). */
const SOMEONE_AFTER = /^(lado|pé|frente|perto|volta)$/u;

/** A clinging the child did (`agarrou-se ao`, `pendurou-se no`), before someone else's arm or neck. */
const CLUNG =
  /(?<![\p{L}])(?:agarrou-se|agarrada|agarrado|pendurou-se|pendurada|pendurado|abraçou-se|segurou-se|enroscou-se|aninhou-se|encostou-se)\s*$/iu;
/** What one holds on to of someone else (`o pescoço`, `a perna`, `a mão`). */
const HELD_PART = /^(?:pescoço|perna|pernas|mão|mãos|braço|braços|saia|camisola|casaco|blusa|ombro|ombros|colo)$/u;

/** A kiss or a stroke just before where it lands (`deu um beijinho`, `fez festinhas`, `fez cafuné`). */
const KISSED =
  /(?<![\p{L}])(?:beijinhos?|beijos?|beijocas?|beijão|festinhas?|festas|carinhos?|cafuné|cafune|miminhos?|mimos?|cócegas|cocegas)\s*$/iu;
/** Where a kiss or a stroke lands on someone (`a cabeça`, `a barriga`, `a testa`). */
const KISSED_PART =
  /^(?:cabeça|cabecinha|testa|testinha|bochecha|bochechas|bochechinha|barriga|barriguinha|mão|mãos|mãozinha|pé|pés|pezinho|pezinhos|nariz|narizinho|orelha|orelhas|costas|pelo|pêlo|careca|carequinha)$/u;

/** Verbs of someone caring for the child, with the child's pronoun after them (`ajudou-a`, `abraçou-o`). */
const CARED =
  /(?<![\p{L}])(ensinou|ajudou|levou|buscou|abraçou|beijou|consolou|acalmou|embalou|deitou|vestiu|acordou|chamou|pegou|segurou|convidou)-(a|o)(?![\p{L}-])/gu;

/** The parent's clause, cleaned and said from the story's side, as the story's sentence. */
function told(said: string, context: RetellContext): string | undefined {
  const hero = context.hero as R;
  const found =
    withSetting(said, context) ?? compose(said, context) ?? withSubject(said, context) ?? nominal(said, context);
  if (!found) return undefined;
  let pronoun = false;
  // `todos assaram castanhas e ele comeu tantas`: the child's part after someone else's, with its subject said.
  if (!found.hero) {
    // (By name: after someone else as the subject, `ela` could be them.)
    // (`o Bento e ele ajudaram`: a plural verb after is a shared subject, with no comma between.)
    // (`trouxe guardanapos, e ela parou`: the parent's own comma is kept, never doubled.)
    // (`a mana nasceu ontem e hoje ele foi conhecê-la`: a word of when before the pronoun stays before the name.)
    found.sentence = found.sentence.replace(
      /(?<=[^\s,])(,?) e ((?:hoje|depois|logo|então|ainda|já|também|à tarde|à noite|de tarde|de noite) )?(ele|ela) (?=(\p{L}+))/u,
      (whole, comma: string, when: string | undefined, word: string, next: string) => {
        if (!isChild(word, context)) return whole;
        const then = when ?? '';
        return /^\p{Ll}{2,}(?:aram|eram|iram)(?:-se)?$/u.test(next)
          ? `${comma} e ${then}${who({ ...context, afterHero: false })} `
          : `, e ${then}${who({ ...context, afterHero: false })} `;
      },
    );
  }
  // `um pato grande veio atrás dele`: an animal chasing the child, the child named (`atrás do Ursinho`), not `dele`.
  found.sentence = found.sentence.replace(
    /(?<=(?:um|uma) \p{Ll}+(?: \p{Ll}+)? (?:veio|vinha|correu|corria|foi|andou|andava) )atrás (dele|dela)(?![\p{L}])/u,
    (whole, of: string) =>
      isChild(of === 'dela' ? 'ela' : 'ele', context) ? `atrás ${contract(`de ${hero.name}`)}` : whole,
  );
  // `fomos à feira c o avô e ele escolheu`: after a group with the hero, the child's part names the hero again;
  // after the hero alone, the pronoun is dropped (`brincou e ele adorou`: `brincou e adorou`).
  if (found.hero) {
    const name = hero.name.charAt(0).toLocaleUpperCase('pt') + hero.name.slice(1);
    const group = [`${hero.name} e `, `${hero.name}, `, `${name} e `, `${name}, `].some((lead) =>
      found.sentence.includes(lead),
    );
    // (Too long for one sentence with the name again, the pronoun stays.)
    const long = found.sentence.split(' ').length > 22;
    found.sentence = found.sentence.replace(/(?<=[\p{L}\d]) e (ele|ela) (?=\p{L})/u, (whole, word: string) =>
      !isChild(word, context) ? whole : !group ? ' e ' : long ? whole : `, e ${hero.name} `,
    );
  }
  // `a madrinha deu-lhe o folar e comeu amêndoas`: what was given to the child, then the child's own part, its
  // subject said (the one who ate was the child, not the giver).
  if (!found.hero) {
    found.sentence = found.sentence.replace(
      // (`o avô comprou-lhe uma coroa e não a tirou o dia todo`: the one who kept it on was the child.)
      /^((?:[^,]*, )?(?:o|a|os|as) [^,]*?(?:deu|deram|ofereceu|ofereceram|trouxe|trouxeram|comprou|compraram|fez|fizeram)-lhe [^,]+?) e ((?:já |logo |depois |não |nunca |nem )?(?:(?:o|a|os|as) )?(?:comeu|comeram|bebeu|provou|adorou|brincou|abriu|riu-se|sorriu|ficou|agradeceu|tirou|largou|usou|vestiu|guardou|mostrou|levou|quis))(?![\p{L}-])/u,
      (_whole, given: string, own: string) => `${given}, e ${who({ ...context, afterHero: false })} ${own}`,
    );
  }
  // `todos fizeram enfeites e já veio todo contente`: the child's own part after the group's, with its subject said.
  if (!found.hero && /(?:^|, )todos \p{L}+ram /u.test(found.sentence)) {
    let own = false;
    found.sentence = found.sentence.replace(
      /(?<=\p{L}ram\s.*?) e ((?:já|também|depois|logo) )?(\p{L}+)(?=\s)/gu,
      (whole, lead: string | undefined, verb: string) => {
        if (own || !isVerb(verb) || /(?:ram|am)$/u.test(verb)) return whole;
        own = true;
        return `, e ${who(context)} ${lead ?? ''}${verb}`;
      },
    );
    if (own) found.hero = true;
  }
  // The child spoken of again inside the clause is the hero (`porque ele quis`: `porque ela quis` for a Raposinha).
  let sentence = found.sentence.replace(/(?<![\p{L}])(ele|ela)(?![\p{L}])/gu, (word) => {
    if (!isChild(word, context)) return word;
    pronoun = true;
    return hero.fem ? 'ela' : 'ele';
  });
  // `ele e a avó fizeram um bolo e ele lambeu a taça`: after two subjects, the hero's own part says its name.
  const first = sentence.replace(/^[^,]*,\s+/u, '');
  if (/^(ele|ela|eles|elas) e /u.test(first) || first.startsWith(`${hero.name} e `)) {
    const own = hero.fem ? 'ela' : 'ele';
    sentence = sentence.replace(
      new RegExp(`(?<=\\S) e ((?:depois|então|logo) )?${own} (?=\\p{L})`, 'u'),
      (_whole, then = '') => `, e ${then}${hero.name} `,
    );
  }
  // `fizemos bolachas e decorou-as`: after what they did together, the hero's own part has its own subject.
  if (
    found.hero &&
    /^(?:[^,]*, )?(?:(?:o|a|os|as) \S+|ele|ela) e /iu.test(sentence) &&
    /\p{L}(?:ram|aram)\s/u.test(sentence)
  ) {
    // `foram à praia e fez castelos`: an irregular verb of the hero's (`fez`, `pôs`, `deu`) too; not past a comma,
    // where the hero's own part already has its subject (`foram ao aquário, e a Raposinha adorou as tartarugas e
    // ficou colada ao vidro`).
    let own = false;
    sentence = sentence.replace(
      /(?<=\p{L}(?:ram)\s[^,]*?) e ((?:já |também |depois )?)(\p{L}+(?:-(?:as|os|a|o))?)(?=\s|[,.]|$)/gu,
      (whole, lead: string, verb: string) => {
        if (own || !isVerb(verb) || /(?:ram|am|mos)(?:-\p{L}+)?$/u.test(verb)) return whole;
        own = true;
        return `, e ${hero.fem ? 'ela' : 'ele'} ${lead}${verb}`;
      },
    );
  }
  // `deu-lhe o gorro dela` of a girl whose hero is `o Ursinho`: the child's own thing is the hero's (`o seu gorro`), not
  // someone else's by the pronoun's gender; where the genders agree, the parent's word already says it.
  sentence = sentence.replace(
    // (After a preposition too: `a gata dormiu no colo dele`, `ao colo dele`.)
    /(?<![\p{L}])(o|a|os|as|ao|no|na|do|da|à) (\p{L}+) (dela|dele)(?![\p{L}])/gu,
    (whole, article: string, thing: string, whose: string, at: number, all: string) => {
      if (!isChild(whose.slice(1), context) || (whose === 'dela') === hero.fem || SOMEONE_AFTER.test(thing))
        return whole;
      // `agarrou-se ao pescoço dela`: one clings to someone else's neck, never to one's own (the one the parent named).
      if (CLUNG.test(all.slice(0, at)) && HELD_PART.test(thing)) return whole;
      // `deu um beijinho na cabeça dele`, `fez carinho na barriga dele`: a kiss or a stroke goes to someone else's head
      // (the baby's, the dog's), never the child's own.
      if (KISSED.test(all.slice(0, at)) && KISSED_PART.test(thing)) return whole;
      // Where someone else does it (`a Maitê pintou as unhas dela`), `as suas unhas` would be hers: the hero is named.
      if (!all.slice(0, at).includes(hero.bare)) return `${article} ${thing} ${hero.fem ? 'da' : 'do'} ${hero.bare}`;
      const own = /a$|à/u.test(article) && !/^(?:ao|no|do)$/u.test(article) ? 'sua' : 'seu';
      return `${article} ${{ os: 'seus', as: 'suas' }[article] ?? own} ${thing}`;
    },
  );
  // `segurou ele no colo`: the pronoun after the verb, as Portugal writes it (`segurou-o`).
  // After `não`, `nunca`, `já`, `também`, `só` or `que` the pronoun goes before the verb (`não largou ele`: `não o largou`).
  sentence = sentence.replace(
    /(?<![\p{L}])(?:(\p{L}+) )?(\p{L}+) (ele|ela)(?![\p{L}])/gu,
    (whole, before: string | undefined, verb: string, word: string) => {
      if (!isVerb(verb)) return whole;
      const object = word === 'ela' ? 'a' : 'o';
      if (before && PROCLITIC.has(before.toLowerCase())) return `${before} ${object} ${verb}`;
      const lead = before ? `${before} ` : '';
      return /(m|ão|õe)$/u.test(verb) ? `${lead}${verb}-n${object}` : `${lead}${verb}-${object}`;
    },
  );
  // `o mano ensinou-a a andar`: the child someone else taught or helped is the hero (`ensinou-o` for o Ursinho).
  const child = context.childPronoun === 'she' ? 'a' : context.childPronoun === 'he' ? 'o' : undefined;
  if (child) {
    const mine = `${hero.fem ? 'a' : 'o'}${hero.plural ? 's' : ''}`;
    sentence = sentence.replace(CARED, (whole, verb: string, object: string) =>
      object === child ? `${verb}-${mine}` : whole,
    );
  }
  // `buscou-a na escolinha e levou na pracinha`: taken there too, said with the same pronoun (`levou-a à pracinha`).
  sentence = sentence.replace(
    /(?<=\p{L}-(o|a)(?![\p{L}]).*) e (levou|trouxe) (na|no) /u,
    (_whole, object: string, verb: string, to: string) => ` e ${verb}-${object} ${to === 'na' ? 'à' : 'ao'} `,
  );
  // `foi visitar na maternidade`: a visit with no one named after it is a visit to the place (`de visita à maternidade`).
  sentence = sentence.replace(
    /(?<![\p{L}])(foi|foram|ia|iam) visitar (na|no|nas|nos) /u,
    (_whole, verb: string, to: string) =>
      `${verb} de visita ${({ na: 'à', no: 'ao', nas: 'às', nos: 'aos' } as Record<string, string>)[to]} `,
  );
  sentence = sentence.replace(THEM_AFTER, (_whole, verb: string, them: string) =>
    /m$/u.test(verb) ? `${verb}-n${them === 'eles' ? 'os' : 'as'}` : `${verb}-${them === 'eles' ? 'os' : 'as'}`,
  );
  // `os bezerros deixaram-no maravilhado e dançou`: the child left so is the one who then did something (`e ele dançou`).
  sentence = sentence.replace(
    /(?<![\p{L}])(deixaram|deixou|puseram|pôs)-n?(o|a) (\p{L}+) e (\p{Ll}{2,}(?:ou|eu|iu))(?![\p{L}-])/u,
    (_whole, verb: string, object: string, how: string, did: string) =>
      `${verb}-${/m$/u.test(verb) ? 'n' : ''}${object} ${how}, e ${object === 'a' ? 'ela' : 'ele'} ${did}`,
  );
  // `o nadador-salvador não o deixou entrar e ficou a chorar`: the one kept out is the one who then cried, not the
  // grown-up who kept him out.
  sentence = sentence.replace(
    /(?<![\p{L}])(não (o|a) deixou [^,]+?) e (ficou|chorou|começou|desatou|fez)(?![\p{L}-])/u,
    (_whole, kept: string, object: string, did: string) =>
      `${kept}, e ${object === (hero.fem ? 'a' : 'o') ? hero.name : object === 'a' ? 'ela' : 'ele'} ${did}`,
  );
  // `o pai foi buscar a touca e ainda nadou`: the one who still got to swim is the child, not the one who fetched.
  sentence = sentence.replace(
    /(?<![\p{L}])((?:o|a) (?:pai|mãe|avô|avó|tio|tia) foi (?:a correr |correndo |depressa )?buscar (?:o|a|os|as) [\p{L}-]+) e ainda (?=\p{Ll}+(?:ou|eu|iu)(?![\p{L}-]))/iu,
    (_whole, fetched: string) => `${fetched}, e ${hero.name} ainda `,
  );
  sentence = tidy(sentence);
  if (found.hero || pronoun) sentence = agree(sentence, hero);
  else {
    // (The hero named after someone else's part, `a enfermeira cantou, e o Coelhinho ficou quietinho`: the words
    // from its name on agree with it, never the other one's before it.)
    const named = new RegExp(`(?<![\\p{L}])e (?:\\p{Ll}+ )?(?=${hero.name} \\p{Ll})`, 'u').exec(sentence);
    if (named) {
      const at = named.index + named[0].length;
      sentence = sentence.slice(0, at) + agree(sentence.slice(at), hero);
    }
  }
  sentence = contract(sentence);
  // `com a Luna que pulou`: a comma before what is told of someone named.
  // (`foi o Tomás que pediu desculpa primeiro`: who it was that did it takes no comma.)
  sentence = sentence.replace(
    /(?<!^[FfEe](?:oi|ra) (?:o|a) \p{Lu}\p{L}+)(?<=\s\p{Lu}\p{L}+) que (?=\p{L}+(?:ou|eu|iu|ava)(?![\p{L}]))/gu,
    ', que ',
  );
  // The day's names as the story spells them (`rô`: `Rô`).
  for (const name of context.names) {
    // `deu-lhe`: a verb with its pronoun is never a name, whatever capital it was given before it came here.
    if (name.includes('-') && isVerb(name)) continue;
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    sentence = sentence.replace(new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'giu'), name);
  }
  sentence = sentence.replace(
    /(?<=(?:^|\s)(\p{L}+) )(\p{L}+(?:-\p{L}+)?)(?![\p{L}-])/gu,
    (word: string, before: string) => {
      const name = PLACE_NAMES.get(word);
      if (!name) return word;
      if (PLACE_WORDS.has(word) && !/^(em|de|do|da|no|na|para|ao|à|pelo|pela)$/u.test(before.toLowerCase()))
        return word;
      // `ao porto ver os barcos dos pescadores`: the harbour, not the city.
      if (word === 'porto' && /(?<![\p{L}])(barc|pescador|navio|cais|marina|traineira)/iu.test(sentence)) return word;
      return name;
    },
  );
  // A `nós` verb left inside the clause (`e nem saímos`): the parent speaking.
  if (sentence.split(' ').some((word, index) => index > 0 && theirs(word.replace(/[,.]$/u, '')) !== undefined)) {
    return undefined;
  }
  const count = sentence.split(' ').length;
  if (count < 3 || count > 24) return undefined;
  return ended(capital(sentence));
}

/** A family's big day by whose it was (`casamento da tia Inês`, `batizado do primo`), with nothing else in the clause. */
const FEAST =
  /^(?:hoje |hj )?(?:foi |era )?(?:o )?(casamento|batizado|baptizado) (da|do|das|dos) ((?:tia|tio|prima|primo|madrinha|padrinho|mana|mano|irmã|irmão|prim[oa]s|tios)(?: \p{L}+)?(?: e (?:d[oa] )?(?:tia|tio|prima|primo) ?\p{L}*)?)\s*$/iu;

/** Tears when the parent who writes left (`chorou muito quando eu fui embora`), and what the child held on to. */
const LEFT_CRYING =
  /^(chorou(?: muito| imenso| bastante)?) (?:quando|assim que|logo que) (?:eu )?(?:fui|me fui|saí|sai)(?: embora)?(?: e (ficou agarrad[oa]|agarrou-se) (ao|à|no|na) (\p{L}+))?\s*$/u;

/** The child's part at a wedding (`foi o menino das alianças`, `foi a daminha`), and how they looked. */
const PAGE =
  /^(?:ele |ela )?foi (o menino das (?:alianças|flores|argolas)|a menina das (?:alianças|flores|argolas)|o pajem|a dama de honor|a daminha|o daminho)(,? (?:tod[oa]|muito|mto|super|lind[oa]) .+)?$/iu;

/** Brazil's `them` after a verb (`levaram eles`), said as Portugal says it (`levaram-nos`, `levou-os`). */
const THEM_AFTER =
  /(?<![\p{L}-])(levaram|levou|levámos|levamos|deixaram|deixou|deixámos|deixamos|acompanharam|acompanhou|abraçaram|abraçou) (eles|elas)(?![\p{L}])/gu;

/** A pet the parent named in lower case, with what it is after a comma (`o rex, o cão da vizinha`): its name. */
const PET_NAMED =
  /(?<![\p{L}])(?:o|a) (\p{Ll}{2,}), (?:o|a) (?:cão|cao|cadela|cachorr\p{L}*|cãozinho|caozinho|gat[oa]|gatinh\p{L}*|pónei|ponei|cavalo|égua|coelh\p{L}*|tartaruga|hamster|papagaio|periquito|burro)(?![\p{L}])/gu;

/** Names the lexicon does not know, as the story spells them: a pet's (`o rex, o cão da vizinha`: `Rex`). */
/** A helper the parent named by their job in lower case (`o bombeiro rui`, `a dona graça`): their name. */
const JOB_NAMED =
  /(?<![\p{L}])(?:bombeir[oa]|políci[oa]|polícia|vizinh[oa]|dona|senhor|senhora|motorista|nadador-salvador) (\p{Ll}{2,8})(?![\p{L}-])/gu;

/** How a grown-up is called before their name (`seu Antônio`, `dona Zica`, `sr. Rui`): no one's name. */
const TITLE_WORD = /^(?:seu|sr|sra|dona|senhor|senhora|tio|tia|doutor|doutora|dr|dra)$/u;

/** How a stranger looks (`um senhor alto`, `uma senhora loira`): no one's name. */
const LOOKS_WORD =
  /^(?:alt[oa]|altão|baix[oa]|velh[oa]|nov[oa]|careca|gord[oa]|magr[oa]|lind[oa]|forte|jovem|grande|pequen[oa]|barbudo|loir[oa]|lour[oa]|moren[oa]|ruiv[oa]|simpátic[oa])$/u;

/** Names the lexicon does not know, as the story spells them: a pet's (`o rex, o cão da vizinha`: `Rex`), a helper's. */
function names(description: string): string[] {
  const pets = [...description.matchAll(PET_NAMED)].map((found) => found[1] ?? '');
  // (Not a verb or a word that describes: `o bombeiro deixou`, `o senhor simpático`.)
  const helpers = [...description.matchAll(JOB_NAMED)]
    .map((found) => found[1] ?? '')
    .filter(
      (word) =>
        !isVerb(word) &&
        !STOP.has(word) &&
        // (`foi vestido de bombeiro com o capacete`: a word of the sentence after the job, no name.)
        !PREPOSITIONS.has(word) &&
        !ARTICLES.has(word) &&
        !/^(?:e|ou|mas|que|sem|pra|pro|tb|também|ontem|amanhã)$/u.test(word) &&
        !LOOKS_WORD.test(word) &&
        // (`o motorista seu Antônio`, `a vizinha dona Zica`: a title before the name, no name itself.)
        !TITLE_WORD.test(word) &&
        !/(?:ico|ica|oso|osa|inho|inha|ado|ada|ido|ida|ente|ante|vel|ão|que|da|do|de|um|uma|os|as|no|na|ao|à)$/u.test(
          word,
        ),
    );
  return [...pets, ...helpers].filter((name) => name !== '').map((name) => capital(name));
}

/** A thing made of something (`boneco de neve`, `castelo de areia`): the thing, without what it is made of. */
const MADE_OF =
  /(?<![\p{L}])(bonecos?|bonequinhos?|castelos?|castelinhos?|bolas?|anjos?|avião|aviões|barcos?|barquinhos?|chapéus?|coroas?) de (?:neve|areia|papel|plasticina|cartão|legos?)(?![\p{L}])/giu;

/** A shout or a question closes its sentence inside its quotes (`gritava: «Volta, balão!»`), no full stop after. */
// (`domingo o vovô Geraldo e a vovó Nice vieram almoçar`: a weekday the clause cannot be told with is left out.)
// (`fomos à feira, ele escolheu um carrinho`: the child's part after a comma is told as after `e ele`.)
// (Not after someone of the child's gender, whose `ela` it may be: `levamos a avó Socorro no aeroporto, ela voltou para
// Fortaleza`.)
const SAME_GENDER = {
  ela: /(?<!\p{L})(?:avó|vovó|vó|mãe|mamãe|mamã|tia|prima|irmã|mana|madrinha|amiga|professora|vizinha)(?!\p{L})/iu,
  ele: /(?<!\p{L})(?:avô|vovô|vô|pai|papai|tio|primo|irmão|mano|padrinho|amigo|professor|vizinho)(?!\p{L})/iu,
};
const retold = (typed: string, context: RetellContext): string | undefined => {
  const child = context.childPronoun === 'he' ? 'ele' : 'ela';
  // `e todo mundo riu`: everyone there laughed or clapped (after what the child shouted), said as Portugal says it
  // (`Toda a gente se riu.`), never the parent's own `a gente`.
  // `ela gritou "cuidado lobo!!"`: the child's own shout, told as a shout in the child's words (`A Zuri gritou:
  // «Cuidado, lobo!»`), so that what everyone did after it follows it.
  const laughed = / e ((?:todo mundo|toda a gente|toda gente|todos|todas) .+)$/iu.exec(typed.trim());
  const shoutFirst = laughed ? typed.trim().slice(0, laughed.index) : typed.trim();
  const afterShout = laughed && EVERYONE_LAUGHED.test(laughed[1] ?? '') ? retold(laughed[1] ?? '', context) : undefined;
  const shouted = SHOUT_BARE.exec(afterShout ? shoutFirst : typed.trim());
  if (shouted && (shouted[1] === undefined || shouted[1].toLowerCase() === child)) {
    // (A call first is set off by a comma: `papá voltaste`, `Papá, voltaste!`.)
    const words = wordsSaid(shouted[3] ?? '')
      .replace(CALLED_LAST, ', $1')
      .replace(/^(vovô|vovó|avô|avó|mamãe|mamã|mãe|papai|papá|pai|mano|mana) (?=\p{L})/iu, '$1, ');
    const asked = /\?\s*$/u.test(shouted[3] ?? '');
    const shout = `${capital((context.hero as R).name)} ${shouted[2]?.toLowerCase()}: «${capital(words)}${asked ? '?' : '!'}»`;
    if (words) return afterShout ? `${shout}, e ${afterShout.charAt(0).toLowerCase()}${afterShout.slice(1)}` : shout;
  }
  const everyone = EVERYONE_LAUGHED.exec(typed.trim());
  if (everyone) {
    const clapped = /palmas|aplaud/iu.test(everyone[1] ?? '');
    const rest = retellTail(everyone[2] ?? '');
    // (Right after the child's shout in quotes, told by its own line: what they laughed at is said, `com o grito da
    // Zuri`, so that the laughter is never about nothing.)
    const all = context.description ? clauses(context.description) : [];
    const at = all.findIndex((one) => one.toLowerCase() === typed.trim().toLowerCase());
    const atShout = at > 0 && SHOUT_BARE.test(all[at - 1] ?? '');
    const because = atShout ? ` com o grito ${contract(`de ${(context.hero as R).name}`)}` : '';
    if (rest !== undefined) {
      return ended(`Toda a gente ${clapped ? 'bateu palmas' : 'se riu'}${rest ? ` ${rest}` : ''}${because}`);
    }
  }
  // `deitou no tapete`, `sentou na relva`: Brazil's lying or sitting down without its `se`, as Portugal says it.
  const raw = whoseDoing(typed, context).replace(
    /(?<![\p{L}-])(deitou|sentou)(?= (?:no|na|nos|nas|em|ao|à)(?![\p{L}]))/giu,
    '$1-se',
  );
  const comma = new RegExp(`(?<=\\p{L}),\\s+${child} (?=\\p{L})`, 'u');
  // (Not one who came along, `c o avô Manel e a mana Beatriz, ele escolheu`: the `ele` is the child's.)
  const before = (raw.split(comma)[0] ?? '').replace(/(?<!\p{L})(?:c|com|e) (?:o|a) \p{L}+(?: \p{Lu}\p{L}*)?/gu, ' ');
  const joined = SAME_GENDER[child].test(before) ? raw : raw.replace(comma, ` e ${child} `);
  // `a Clara ganhou muitos presentes e ela não`: the child left without the thing, said with the hero's name (never a
  // bare `e não`).
  const without = joined.replace(
    new RegExp(`(?<=\\p{L}.*\\p{L}) e ${child} (não|nao)(?=[.!]*$)`, 'iu'),
    ` e ${(context.hero as R).name} não`,
  );
  // `briga feia com o primo Gabriel por causa do caminhão`: a quarrel said bare, as the child's (`zangou-se com o primo
  // Gabriel por causa do camião`).
  const quarrelled = without.replace(
    /^(?:(?:e |mas |hoje |hj |depois |dps )*)(?:uma |teve uma |houve uma )?(?:briga|briguinha|zanga|zanguinha|discussão|discussao|pega)(?: (?:feia|grande|enorme|daquelas|séria|seria|das feias))? (?=com (?:o|a) )/iu,
    'zangou-se ',
  );
  // `saudades do pai`, `mt saudade da vovó`: the missing said bare, as how the child was (`estava com saudades do pai`).
  const missing = quarrelled.replace(
    /^(?:(?:e |mas )?(?:com |c )?(?:mt |mto |muita |muitas |tanta |tantas )?)(saudades?|saudadinhas?) (?=d[oa]s? \p{L}|de \p{L})/iu,
    (whole: string, longing: string) =>
      `estava com ${/(?:muita|muitas|mt|mto|tanta|tantas) /iu.test(whole) ? 'muitas saudades' : longing.toLowerCase()} `,
  );
  // `veio dormir na nossa cama`: in the night, after a bad dream or a cough, said as the night's (`De noite, …`), never
  // read as the day's.
  const inTheNight = missing.replace(
    /^(?:e |depois |dps |aí |ai )?(?=(?:veio|foi) dormir (?:na|para a|pra|pra a) nossa cama(?![\p{L}]))/iu,
    'de noite ',
  );
  // `o gato dormiu no pé dela`: at the child's feet, said with the hero's name (the hero may be `o Coelhinho`); but a
  // stroke or a kiss on a foot (`fez uma festinha no pé dela`) goes to someone else's, the baby's or the dog's.
  const text = inTheNight.replace(
    new RegExp(`(?<![\\p{L}])(?:no|nos) (?:pé|pés|pezinho|pezinhos) d${child}(?![\\p{L}])`, 'iu'),
    (whole: string, at: number, all: string) =>
      KISSED.test(all.slice(0, at)) ? whole : `aos pés ${contract(`de ${(context.hero as R).name}`)}`,
  );
  // `a caneca caiu da mesa e partiu a asa, ficou mto triste`: after a thing's own clause, who was sad is the child
  // (`…, e o Zuri ficou muito triste`), never the mug.
  const thing = THING_THEN_FELT.exec(text);
  const felt =
    thing && !SOMEONE.test(thing[1] ?? '')
      ? `${thing[1]}, e ${(context.hero as R).name} ${text.slice(thing[0].length)}`
      : text;
  const heroName = (context.hero as R).name;
  const heroAt = new RegExp(`^${heroName.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}\\s+`, 'iu');
  // `manhã tranquila, panquecas com mel`: what the morning was like, then what the child ate in it (`Foi uma manhã
  // tranquila, e a Zuri comeu panquecas com mel.`), never the food as part of the morning.
  const morningThen =
    /^(?:e |depois |dps )?((?:manhã|manha|manhãzinha|tarde|tardinha) (?:de \p{L}+|\p{L}+))\s*,\s+(.+)$/iu.exec(felt);
  if (morningThen && !/^(?:de|à|a|pela) /iu.test(morningThen[2] ?? '')) {
    const when = (morningThen[1] ?? '').toLowerCase().replace(/^manha /u, 'manhã ');
    const ate = retell(`${/^tard/u.test(when) ? 'ao lanche' : 'de manhã'} ${morningThen[2]}`, context);
    const food = ate && /^(?:De manhã|Ao lanche), (.+ (?:comeu|comeram|bebeu|beberam) .+)$/u.exec(ate);
    if (food) return `Foi uma ${when}, e ${food[1]}`;
  }
  // `de manhã creche, à tarde natação`: two parts of the day in one clause, each told, the second without the name
  // again (`De manhã, a Zuri foi à creche, e à tarde foi à natação.`).
  const twoParts =
    /^(.+?)\s*,\s+((?:à|de|pela) tarde|à tardinha|à noite|de noite|ao fim da tarde)\s+(?!e )(.+)$/iu.exec(felt);
  if (twoParts) {
    const first = retell(twoParts[1] ?? '', context);
    const then = retell(`${twoParts[2]} ${twoParts[3]}`, context);
    // (The name said again after a subject of two: `a Zuri e a família foram…, e à tarde a Zuri foi…`.)
    const alone = first !== undefined && !new RegExp(`${heroName} e `, 'iu').test(first);
    const rest = then && /^(?:À|De|Pela|Ao) [^,]+, (.+)$/u.exec(then)?.[1]?.replace(alone ? heroAt : /^$/u, '');
    if (first && rest)
      return `${first.replace(/\.$/u, '')}, e ${(twoParts[2] ?? '').toLowerCase().replace(/^de tarde$/u, 'à tarde')} ${rest}`;
  }
  // (A comma the parent wrote and one the story adds are one: `trouxe guardanapos, e a Zuri parou`.)
  const told = (retell(felt, context) ?? retell(felt.replace(WEEKDAY_FIRST, ''), context))
    ?.replace(/([!?])»\.$/u, '$1»')
    .replace(/,(?:\s*,)+/gu, ',');
  if (told === undefined) return undefined;
  const hero = (context.hero as R).name.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  // `era a história dos três porquinhos`, `hj foi dia de vacina`, `foi rapidinho`: what the show was, what the day
  // was, how quick it went, said without the hero (never `a Zuri era a história`, `a Zuri foi rapidinho`).
  const itWas = IT_WAS.test(text.trim())
    ? told.replace(
        new RegExp(`^(?:(Hoje|Depois|No fim|Lá),\\s+)?${hero}\\s+(?=era |foi )`, 'iu'),
        (_whole, when?: string) => (when ? `${when} ` : ''),
      )
    : told;
  // `disse desculpa`: a sorry as Portugal says it (`pediu desculpa`); `colou com cola e ficou com uma risquinha mas
  // ainda dá para beber`: what was glued (`colou tudo`), the mark it kept said of the thing (`e ficou só uma
  // risquinha`), and what it is still good for told in the story's past (`mas ainda dava para beber`).
  const mended = itWas
    .replace(
      /(?<![\p{L}])(disse|disseram) (desculpa|desculpas)(?![\p{L}])/u,
      (_whole, said: string, sorry: string) => `${said === 'disseram' ? 'pediram' : 'pediu'} ${sorry}`,
    )
    .replace(
      /(?<![\p{L}-])(colou|colaram) com (?:a |o )?(cola|super ?cola|fita-cola|fita cola|fita|durex|cola-tudo)(?![\p{L}-])/u,
      (_whole, glued: string, glue: string) =>
        `${glued} tudo com ${/^(?:fita|fita cola|durex)$/u.test(glue) ? 'fita-cola' : glue}`,
    )
    // `a médica deu injeção`: the jab given, to the child (`deu-lhe uma injeção`).
    .replace(
      /^((?:O|A) (?:enfermeira|enfermeiro|médica|médico|doutora|doutor|pediatra)) deu (?:a |uma )?(injeção|injecção|vacina|vacininha|pica)(?![\p{L}])/u,
      (_whole, who: string, jab: string) =>
        `${who} deu-lhe ${jab === 'vacina' || jab === 'vacininha' ? 'a' : 'uma'} ${jab}`,
    )
    .replace(
      /,? (?:e )?(?:ficou|ficaram) com (uma|umas) (risquinha|risquinhas|marca|marquinha|marquinhas|rachadura|racha|cicatriz),? mas/u,
      ', e ficou só $1 $2, mas',
    )
    .replace(/(?<![\p{L}])(ainda|já|só) dá (para|pra)(?![\p{L}])/u, '$1 dava $2');
  // `a tia separou`: the two who quarrelled, said (`separou-os`).
  const parted = mended.replace(
    /^((?:O|A|Os|As) [^,]+?) (separou|separaram)(?=[.!]?$)/u,
    (_whole, who: string, did: string) => `${who} ${did === 'separaram' ? 'separaram-nos' : 'separou-os'}`,
  );
  // `a enfermeira deu um adesivo de estrela`: a grown-up's gift with no one named it went to is the child's
  // (`deu-lhe um autocolante`).
  return capital(
    parted.replace(GIVEN_BARE, (whole, giver: string, gave: string, rest: string) =>
      GIVEN_TO.test(rest) ? whole : `${giver} ${gave}-lhe ${rest}`,
    ),
  );
};

/** The child's shout in quotes, nothing else in the clause (`ela gritou "cuidado lobo!!"`). */
const SHOUT_BARE = /^(?:e )?(?:(ela|ele) )?(gritou|berrou|exclamou)\s*:?\s*['‘’"“”«]([^'‘’"“”«»]{1,60})['‘’"“”»]\s*$/iu;
/** Everyone there laughing or clapping (`todo mundo riu`, `toda a gente se riu muito`, `todos bateram palmas`). */
const EVERYONE_LAUGHED =
  /^(?:e |aí |ai |e aí |e ai )?(?:todo mundo|toda a gente|toda gente|todos|todas)(?: (?:se|lá|la|ali))? (riu|riram|riu-se|riram-se|caiu na risada|caíram na risada|bateu palmas|bateram palmas|aplaudiu|aplaudiram)((?: (?:muito|mto|mt|imenso|tanto|à gargalhada|a bom rir|juntos|juntas))*)[!.]*$/iu;
/** A thing's own clause, then how someone felt with no one named (`a caneca caiu…, ficou mto triste`). */
const THING_THEN_FELT =
  /^((?:a|o|as|os) \p{Ll}[\p{L}-]*[^,]* (?:caiu|caíram|partiu|partiram|quebrou|quebraram|rasgou|rasgaram|estragou|estragaram|rebentou|furou|voou|fugiu|acabou)(?![\p{L}])[^,]*),\s+(?:e\s+)?(?=(?:ficou|chorou|chorava)(?![\p{L}]))/u;
/** What the show, the day or the moment was, said of no one (`era a história…`, `foi dia de vacina`, `foi rapidinho`). */
const IT_WAS =
  /^(?:e |mas |depois |dps |no fim |lá |la )?(?:(?:hoje|hj),? )?(?:era|foi) (?:(?:a|o|um|uma) (?:história|historia|historinha|peça|peca|filme|desenho|espetáculo|espectáculo|espetaculo|teatrinho|teatro|apresentação|apresentacao|música|musica|canção|cancao)(?![\p{L}])|dia d[eoa]s? |(?:(?:tão|tao|muito|mto|mt|super|bem) )?(?:rapidinho|rápido|rapido|rapidíssimo|num instante|num instantinho|uma picadinha)(?![\p{L}]))/iu;
/** A grown-up of the day who gave something, the one it went to unsaid (`A enfermeira deu um autocolante`). */
const GIVEN_BARE =
  /^((?:O|A) (?:enfermeira|enfermeiro|médica|médico|doutora|doutor|moça|moço|senhora|senhor|educadora|educador|professora|professor|tia|tio|avó|avô|mãe|pai|mamã|papá|madrinha|padrinho|vizinha|vizinho|dentista|pediatra)(?: \p{Lu}\p{L}*)?) (deu|ofereceu|trouxe|emprestou) ((?:um|uma|uns|umas) .+)$/u;
/** Words that already say whom a thing was given to (`ao primo`, `à Bia`, `para ela`). */
const GIVEN_TO = /(?<![\p{L}])(?:ao|à|aos|às|para|pra|a (?:o|a|os|as) |a \p{Lu})(?![\p{L}])|(?<![\p{L}])a \p{Lu}/u;

/** A pet the parent named with what it is (`o Biscoito nosso beagle`, `a Pipoca, nossa gata`, `o gato Farofa`). */
const PET_CALLED = [
  /(?<![\p{L}])(o|a) (\p{Lu}\p{L}+),? \(?(?:(?:o|a) )?(?:nosso|nossa|dele|dela) (?:cão|cao|cadela|cachorr\p{L}*|cãozinho|beagle|vira-lata|gat[oa]|gatinh\p{L}*|coelh\p{L}*|hamster|tartaruga|papagaio|periquito)(?![\p{L}])/gu,
  /(?<![\p{L}])(o|a) (?:cão|cao|cadela|cachorr\p{L}*|cãozinho|beagle|gat[oa]|gatinh\p{L}*|coelh\p{L}*|hamster|tartaruga|papagaio|periquito) (\p{Lu}\p{L}+)/gu,
];

/** Someone of the day who did something, by gender: whom a later `ele` or `ela` may mean. */
const DOER = {
  ele: /(?:^|[.,;!?]\s*|\s(?:e|depois|dps)\s)(?:o |meu )?(?:pai|papai|papá|avô|vovô|vô|tio|primo|irmão|mano|padrinho|amigo|vizinho|bebé|bebê)(?: \p{Lu}\p{L}+)? \p{Ll}+(?:ou|eu|iu)(?![\p{L}])/iu,
  ela: /(?:^|[.,;!?]\s*|\s(?:e|depois|dps)\s)(?:a |minha )?(?:mãe|mamãe|mamã|avó|vovó|vó|tia|prima|irmã|mana|madrinha|amiga|vizinha|bebé|bebê)(?: \p{Lu}\p{L}+)? \p{Ll}+(?:ou|eu|iu)(?![\p{L}])/iu,
};

/**
 * `o Biscoito nosso beagle roubou a meia… depois ele deitou no tapete`, the child a girl: the `ele` that is not the
 * child is the one pet of the day of that gender, said by its name (`depois o Biscoito deitou no tapete`).
 */
function whoseDoing(clause: string, context: RetellContext): string {
  const other = context.childPronoun === 'she' ? 'ele' : context.childPronoun === 'he' ? 'ela' : undefined;
  if (!other || !context.description) return clause;
  const found = new RegExp(`^((?:e |depois |dps |e depois |então |aí |ai )?)${other} (?=\\p{Ll})`, 'iu').exec(clause);
  if (!found) return clause;
  const article = other === 'ele' ? 'o' : 'a';
  const pets = new Set(
    PET_CALLED.flatMap((pattern) => [...(context.description ?? '').matchAll(pattern)])
      .filter((pet) => pet[1]?.toLowerCase() === article)
      .map((pet) => pet[2] ?? ''),
  );
  // (Only where no one else of that gender did something of the day: `o pai chegou`, `o mano Tomás riu` may be the
  // `ele`; `a meia do papai` names no one who did.)
  if (pets.size !== 1 || DOER[other as 'ele'].test(context.description)) return clause;
  return `${found[1]}${article} ${[...pets][0]} ${clause.slice(found[0].length)}`;
}

/** The parent's weekday at a clause's start (`domingo`, `no sábado`, `sexta-feira`). */
const WEEKDAY_FIRST =
  /^\s*(?:n[oa] )?(?:domingo|sábado|sabado|segunda|terça|terca|quarta|quinta|sexta)(?:-feira)?,?\s+(?=\p{L})/iu;

export const pt: Reteller = {
  clauses,
  retell: retold,
  names,
  // `só se riu`: a clause of short words keys on them (`riu`), else it would never be told.
  keys: (clause) => {
    // A thing made of snow or sand is told by its own name (`um boneco de neve`): the snow of the day's place does not
    // tell it.
    // A trip named by how they went (`viagem de barco`, typed) is told by the boat; coming back from one (`voltou de
    // viagem`) keeps its trip.
    // (What the child said is told as said: the words around the quote say whether the clause itself is told.)
    const unquoted = withoutQuotes(clause);
    const made = clean(keyWords(clean(unquoted), STOP).length > 0 ? unquoted : clause)
      .replace(MADE_OF, '$1')
      .replace(/(?<![\p{L}])viage(?:m|ns|nzinha) (?=(?:de|em|a|ao|à|para|pra) )/giu, '');
    // `bolo de banana` typed beside the parent's `bolinho de banana`: a short word's diminutive says it too (`bol`).
    // `nadar sem braçadeiras` typed beside the parent's `nadou sozinho … sem braçadeiras`: a typed infinitive is told
    // by any form of its verb (`nad`).
    const verbs = new Map(
      [...made.toLowerCase().matchAll(/(?<![\p{L}])(\p{L}{3,})(?:ar|er|ir)(?![\p{L}])/gu)].map(
        (verb) => [[...verb[0]].slice(0, 5).join(''), verb[1] ?? ''] as const,
      ),
    );
    const keys = keyWords(made, STOP).map(
      (key) => verbs.get(key) ?? (/^\p{L}{3}o$/u.test(key) ? key.slice(0, 3) : key),
    );
    return keys.length > 0 ? keys : keyWords(made, STOP, { min: 3 });
  },
  has: hasWordStart,
  // `banho de mangueira`, `banho de mar`: a bath of the afternoon, not the evening's; `noite feliz`, a carol sung by day;
  // `casa de banho`, a bathroom anywhere.
  // (`o cão deitou no tapete`, `deitou-se na relva ao sol`: lying down by day is no going to bed.)
  // (`noite difícil, acordou às 3`, `veio dormir na nossa cama`: last night's bad night, told with the waking before the
  // day, never as tonight's bedtime.)
  evening:
    /^(?![\s\S]*?(?<![\p{L}])(?:noite (?:difícil|dificil|mal dormida|agitada|péssima|pessima|horrível|horrivel|complicada|terrível|terrivel)|(?:veio|vieram|foi) dormir (?:na nossa cama|na cama dos pais|na minha cama|connosco|conosco|com a gente|comigo)|(?:veio|vieram|foi) (?:pra|para|p) (?:a )?(?:nossa cama|cama dos pais)|sonhou|sonhado|pesadelo|sonho mau))[\s\S]*?(?<![\p{L}])(jantar|jantou|janta|jantamos|jantámos|ceia|consoada|(?<!casas? de )banho(?! de (?:mangueira|mar|piscina|sol|chuva|lama|rio|balde))|cama(?! elástica| elastica)|(?<!(?<![\p{L}])(?:viu|vimos|vi|viram)(?![\p{L}])[^,.]*)dormir|(?<!(?:almoço|almoco)[^,.]*)(?:dormiu|adormeceu)(?! (?:(?:a|uma) (?:sesta|sestinha|soneca)|um soninho|no carro|na cadeirinha|no caminho|na volta|no comboio|no trem|no autocarro|no ônibus|no colo|ao colo|no carrinho|a caminho|na viagem|no sling))|(?:deitar|deitou)(?!(?:-se)? (?:no|na|ao) (?:tapete|chão|chao|relva|grama|areia|sofá|sofa|colo|toalha|manta|sol))|pijama|noite(?! feliz)|noitinha|regresso a casa|(?:voltou|veio|voltaram|vieram) dormindo)(?![\p{L}])/iu,
  // (`ao almoço comeu cozido e adormeceu ao colo da avó`, `dps do almoço dormiu 2h`: lunch and a nap after it are the
  // day's, not the evening's.)
  // (`depois lanche de pão c manteiga`: the snack is the afternoon's, its bread no supper.)
  afternoon:
    /(?<![\p{L}])(?:(?:à|a|de|pela|na) tarde|hoje à tarde|depois do almoço|depois da sesta|depois da soneca|^ao almoço|(?<!(?:manhã|manha|cedo)[^,.]*)(?:lanche|lanchinho|lanchou|lanchamos|lanchámos|merenda|merendou))(?![\p{L}])/iu,
  // `acordou bem disposto`, `acordou a cantar`: how the child woke is the waking scene's, before the day's outing.
  // (`noite difícil`, `veio dormir na nossa cama`: last night's bad night is told on waking, before the day.)
  // (`acordou de madrugada a gritar`, `sonhou que havia um monstro`, `veio pra nossa cama`: the night's waking and
  // dream, told on waking with last night's bad night.)
  waking:
    /^(?:(?:uma |foi uma )?noite (?:difícil|dificil|mal dormida|agitada|péssima|pessima|horrível|horrivel|complicada|terrível|terrivel)|(?:e |depois |dps )?(?:veio|vieram|foi) dormir (?:na nossa cama|na cama dos pais|na minha cama|connosco|conosco|com a gente|comigo)|(?:e |depois |dps )?(?:veio|vieram|foi) (?:pra|para|p) (?:a )?(?:nossa cama|cama dos pais)|(?:(?:ontem )?(?:de|à|durante a|a meio da) (?:noite|madrugada) )?acordou (?:de|à|durante a|a meio da) (?:noite|madrugada)|(?:(?:de|à|durante a) (?:noite|madrugada) )?acordou (?:a chorar|a gritar|chorando|gritando|assustad[oa])|(?:e )?(?:sonhou|teve um pesadelo|teve um sonho mau))(?![\p{L}])|^(?:(?:dia [\p{L} ]+?|hoje|hj|de manhã)[,\s]+)?(?:acordou|acordaste|despertou)\s+(?:bem[- ]dispost[oa]|feliz|content[ea]|tod[oa] content[ea]|sorridente|a cantar|cantando|a rir|rindo|de bom humor|bem cedinho|cedinho)(?![\p{L}])/iu,
  // `de noite acordou chorando`, `acordou da sesta`: waking in the night or from a nap is no morning.
  morning:
    /(?<![\p{L}])(manhã|manha|manhãzinha|cedinho|(?:acordou|acordar)(?!.*(?:noite|madrugada|sesta|soneca))(?<!(?:noite|madrugada|sesta|soneca).*)|levantou-se|pequeno-almoço|pequeno almoço|café da manhã|tomou café|matabicho)(?![\p{L}])/iu,
};
