import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { findConcepts, namesIn, readShown, readText, relationWordsIn } from './read.ts';

describe('lexicon patterns', () => {
  const read = (text: string, pattern: string) => findConcepts(text, 'de', { hit: [pattern] }, ['hit'] as const);

  it('matches a pattern that starts with * at the end of a word: German compounds end in what they are', () => {
    expect(read('Der Osterhase kommt', '*hase')).toEqual(['hit']);
    expect(read('Ein Hase', '*hase')).toEqual(['hit']);
    expect(read('Die Hasenohren', '*hase')).toEqual([]);
  });

  it('keeps the other forms: whole words, a word’s start, and anywhere inside with * on both sides', () => {
    expect(read('Ein Hase', 'hase')).toEqual(['hit']);
    expect(read('Der Osterhase', 'hase')).toEqual([]);
    expect(read('Die Hasenohren', 'hase*')).toEqual(['hit']);
    expect(read('Die Osterhasenohren', '*hasen*')).toEqual(['hit']);
  });
});

describe('what a text names, read in its own language first', () => {
  it.each([
    ['fr', 'Au zoo avec papa', { people: ['dad'], places: ['zoo'], things: [] }],
    ['pt', 'Au zoo avec papa', { people: ['dad'], places: ['zoo'], things: [] }],
    [undefined, 'Au zoo avec papa', { people: ['dad'], places: ['zoo'], things: [] }],
    ['pt', 'Comemos papa com a avó', { people: ['grandma'], places: [], things: ['soup'] }],
    ['fr', 'Goûter chez papi', { people: ['grandpa'], places: ['grandparents'], things: [] }],
    ['es', 'Un paseo con papi', { people: ['dad'], places: ['street'], things: [] }],
    ['fr', 'Un câlin avec mami', { people: ['grandma'], places: [], things: [] }],
    ['es', 'Un abrazo de mami', { people: ['mum'], places: [], things: [] }],
    ['en', 'Playing with pop', { people: ['grandpa'], places: [], things: [] }],
    ['nl', 'Spelen met mijn pop', { people: [], places: [], things: ['doll'] }],
    ['de', 'Ein Tag am See', { people: [], places: ['beach'], things: [] }],
    ['fr', 'On a pris le train car il pleuvait', { people: [], places: ['train'], things: ['train', 'rain'] }],
  ] as const)('%s: "%s"', (language, text, expected) => {
    expect(readShown(text, language as Language | undefined)).toEqual(expected);
  });

  it('borrows a word the own language does not know from another language when every language agrees on it', () => {
    expect(readShown('We went to the boerderij', 'en').places).toEqual(['farm']);
  });

  it('borrows no false friend: papi is dad in German and Spanish but grandpa in French', () => {
    expect(readShown('Lunch with papi', 'en').people).toEqual([]);
  });
});

describe('another child’s mother or father, said after the child', () => {
  // `aquarium with her friend maya and maya's mum` had read as the child's own Mummy, who was then wished goodnight.
  const DAYS: [Language, string, string][] = [
    ['en', "aquarium with her friend maya and maya's mum", 'mum'],
    ['en', 'went to the park with leo and his dad', 'dad'],
    ['nl', 'naar artis met sara en haar papa', 'dad'],
    ['de', 'im aquarium gewesen mit ida und ihrer mama', 'mum'],
    ['fr', 'aquarium cet aprem avec sa copine Jeanne et son papa Mehdi', 'dad'],
    ['es', 'al acuario con Lucía y su mamá', 'mum'],
    ['pt', 'fomos à quinta com a Bia e a mãe dela', 'mum'],
    ['zh', '下午跟朵朵和她妈妈去海洋馆', 'mum'],
  ];
  it.each(DAYS)('is no parent of the child’s own (%s: %s)', (language, text, parent) => {
    expect(readText([text], language).people).not.toContain(parent);
  });
  it('leaves the child’s own parent, named after no other child', () => {
    expect(readText(['went to the park with her mum'], 'en').people).toContain('mum');
    expect(readText(['zum spielplatz mit papa und ihrer schwester'], 'de').people).toContain('dad');
  });
});

describe('Christmas figures', () => {
  it.each([
    ['en', 'we went to see father christmas at the garden centre'],
    ['fr', 'le père noël est passé à la crèche'],
    ['es', 'fuimos a ver a papá noel al centro comercial'],
    ['pt', 'fomos no shopping ver o papai noel'],
    ['pt', 'fomos ver o pai natal'],
  ] as [Language, string][])('are no father of the family in %s: %s', (language, text) => {
    expect(readText([text], language).people).not.toContain('dad');
  });

  it('leave the family’s own father there beside them', () => {
    expect(readText(['fomos ver o papai noel com o papai'], 'pt').people).toContain('dad');
    expect(readText(['daddy took her to see father christmas'], 'en').people).toContain('dad');
  });
});

describe('a new brother or sister met at the hospital', () => {
  const NEWBORN: Record<Language, [string, string]> = {
    en: [
      'went to the hospital to meet baby noah for the first time',
      'his little brother is in hospital with a chest infection',
    ],
    nl: [
      'vandaag zijn kleine zusje voor het eerst gezien in het ziekenhuis!!',
      'broertje ligt in het ziekenhuis met longontsteking',
    ],
    de: [
      'heute im krankenhaus zum ersten mal den kleinen bruder gesehen',
      'die schwester liegt mit fieber im krankenhaus',
    ],
    fr: ['1ere rencontre avec sa petite soeur à la maternité !!', 'son frère est à l’hôpital avec une bronchiolite'],
    es: ['hoy ha llegado a casa su hermanita del hospital', 'su hermano está en el hospital con fiebre'],
    pt: ['hoje conheceu a mana no hospital', 'o irmão está no hospital com febre'],
    zh: ['妹妹出生第三天 今天第一次去医院看妹妹', '弟弟发烧住院了'],
  };
  it.each(Object.keys(NEWBORN) as Language[])(
    'is the new baby, no trouble at the hospital; an ill one is (%s)',
    (language) => {
      const [met, ill] = NEWBORN[language];
      const newborn = readText([met], language);
      expect(newborn.mishaps).not.toContain('hospital');
      expect(newborn.places).not.toContain('doctor');
      expect(newborn.events).toContain('newBaby');
      expect(readText([ill], language).mishaps).toContain('hospital');
    },
  );
});

describe('a name typed small after a cousin, a sister or a brother', () => {
  it('is a name, and an adjective after one is not', () => {
    const names = (text: string, language: Language) => namesIn([text], language).map((one) => one.name);
    expect(names('cumple de su primo dani en el parque de bolas', 'es')).toEqual(['Dani']);
    expect(names('hoy ha llegado a casa su hermanita alba del hospital', 'es')).toEqual(['Alba']);
    expect(names('festa de anos do primo duarte', 'pt')).toEqual(['Duarte']);
    expect(names('su hermana mayor le ayudó', 'es')).toEqual([]);
    expect(names('o irmão mais velho ajudou', 'pt')).toEqual([]);
  });

  it('takes no word after a relation or a cuddly for a name that is a word of the day (`teddy instead`, `oma waffeln`)', () => {
    const names = (text: string, language: Language) => namesIn([text], language).map((one) => one.name);
    expect(names('ended up cuddling her old teddy instead', 'en')).toEqual([]);
    expect(names('bei oma waffeln gebacken', 'de')).toEqual([]);
    expect(names('bij oma wafels gebakken', 'nl')).toEqual([]);
    expect(names('bei oma gerda gewesen', 'de')).toEqual(['Gerda']);
    // A verb before its object is no name (`helped grandad build the bird box`), a name before a verb is.
    expect(names('helped grandad build the bird box in the garden', 'en')).toEqual([]);
    expect(names('auntie sue read her a story', 'en')).toEqual(['Sue']);
    expect(names('with grandad tom the whole day', 'en')).toEqual(['Tom']);
    expect(names('our dog bowl broke', 'en')).toEqual([]);
    // A two-letter name after a title when it is one, not a verb after a pet's kind.
    expect(names('fomos pro sitio do tio zé', 'pt')).toEqual(['Zé']);
    expect(names('mamãe, o peixe tá me olhando', 'pt')).toEqual([]);
    // A saint's feast is no friend (`noite de são joão`, `la fiesta de san juan`).
    expect(names('era noite de são joão na ribeira', 'pt')).toEqual([]);
    expect(names('fuimos a la fiesta de san juan', 'es')).toEqual([]);
  });
});

describe('a name and a comma before someone else', () => {
  it('keeps the relation written before the name, and a clause begun after the comma is another', () => {
    const named = (text: string, language: Language) =>
      namesIn([text], language).map((one) => `${one.name}:${one.person ?? one.pet}`);
    expect(named('le matin creche avec sa copine Lila, ensuite mamie est venue le chercher', 'fr')).toEqual([
      'Lila:friend',
    ]);
    expect(named('played with Maisie, then grandma came for tea', 'en')).toEqual(['Maisie:friend']);
    expect(named('met vriendinnetje Fenna, daarna kwam oma', 'nl')).toEqual(['Fenna:friend']);
    // (Nor a word of because after a relation: `opa want die is jarig morgen`.)
    expect(named('cadeautje voor opa want die is jarig morgen', 'nl')).toEqual([]);
    // What the name is, said after the comma, still names it.
    expect(named('Harper, her best friend, came over', 'en')).toEqual(['Harper:friend']);
    expect(named('Pipoca, nossa cachorrinha, fugiu', 'pt')).toEqual(['Pipoca:dog']);
  });
});

describe('thanks to a teacher', () => {
  it('names no teacher 谢 (`说谢谢老师`), and a teacher of that surname is still one', () => {
    const named = (text: string) => namesIn([text], 'zh').map((one) => one.name);
    expect(named('下课跟朵朵一起鞠躬说谢谢老师')).not.toContain('谢老师');
    expect(named('谢老师今天表扬他了')).toContain('谢老师');
  });
});

describe('a sweet named after a family word', () => {
  // `barbe à papa` (candyfloss) is often typed without its accent: no Papa at the fair with Papi.
  it.each(['une barbe à papa', 'une barbe a papa', 'une barbe-a-papa'])('reads no Papa in %j', (sweet) => {
    const read = readText([`feu d'artifice avec papi michel, il a mangé ${sweet}`], 'fr');
    expect(read.people).not.toContain('dad');
    expect(read.people).toContain('grandpa');
  });
});

describe('a way of saying after a pet', () => {
  // `le va a decir hola al perro bajito` (softly) named the dog `Bajito`.
  it.each(['al perro bajito', 'al perro despacito', 'a la gata chiquita'])('is no name in %j', (words) => {
    expect(namesIn([`mañana le va a decir hola ${words}`], 'es')).toEqual([]);
  });
  it('still reads a pet named in lower case', () => {
    expect(namesIn(['jugó con el perro toby en el parque'], 'es').map((one) => one.name)).toContain('Toby');
  });
});

describe('an animal’s doing', () => {
  // `die blafte keihard over het hek` named a dog `Keihard`, told with a capital in the story.
  it.each([
    ['nl', 'de hond van de buren, Max, die blafte keihard over het hek'],
    ['nl', 'de poes mauwde zachtjes bij de deur'],
    ['en', 'the dog next door barked loudly at her'],
  ] as const)('names no animal after it (%s: %j)', (language, text) => {
    const names = namesIn([text], language).map((one) => one.name);
    expect(names).not.toContain('Keihard');
    expect(names).not.toContain('Zachtjes');
    expect(names).not.toContain('Loudly');
  });
  it('names no grandmother after her title by a past participle (`asking where nana gone`)', () => {
    const names = namesIn(['nana bernie went home today. he kept asking where nana gone'], 'en').map((one) => one.name);
    expect(names).toEqual(['Bernie']);
  });
  it.each(['then nana rang, her old dog died', 'grandad drove us to the beach', 'auntie hid behind the door'])(
    'names no grown-up after their title by a past tense that ends no other way (%j)',
    (text) => {
      expect(namesIn([text], 'en')).toEqual([]);
    },
  );
  it.each(['estuvo con la tia cantando todo el rato', 'paseamos con el abuelo riendo'])(
    'names no Spanish grown-up after their title by a gerund (%j)',
    (text) => {
      expect(namesIn([text], 'es')).toEqual([]);
    },
  );
  it('still reads a pet named in lower case after its kind', () => {
    expect(namesIn(['onze kat minoes sliep de hele dag'], 'nl').map((one) => one.name)).toContain('Minoes');
    expect(namesIn(['our dog biscuit hid under the table'], 'en').map((one) => one.name)).toContain('Biscuit');
  });
});

describe('Chinese words of what did not happen and of comfort', () => {
  // `一整天没有尿裤子` was read as an accident on the proud potty day; `要爸爸亲亲` named someone `亲亲`.
  it.each(['今天一整天没有尿裤子', '一次都没哭', '从没摔倒'])('reads no trouble in %j', (text) => {
    expect(readText([text], 'zh').mishaps).toEqual([]);
  });
  it('still reads the trouble that happened', () => {
    expect(readText(['午觉起来尿裤子了'], 'zh').mishaps).not.toEqual([]);
  });
  it.each(['摔了一跤 要爸爸亲亲', '奶奶给吹吹', '妈妈抱抱就好了'])('reads no name in %j', (text) => {
    expect(namesIn([text], 'zh')).toEqual([]);
  });
  it('still reads a doubled name after a relation', () => {
    expect(namesIn(['妹妹朵朵来玩了'], 'zh').map((one) => one.name)).toEqual(['朵朵']);
  });
});

describe('a pet’s colour after its kind', () => {
  // `notre poisson rouge Bulle est mort` said goodbye to `Rouge` on the day the fish died.
  it.each([
    ['fr', 'notre poisson rouge Bulle est mort ce matin', 'Bulle'],
    ['es', 'nuestro gato negro Misi se escapó', 'Misi'],
    ['pt', 'o gato preto Tareco arranhou-a', 'Tareco'],
  ] as const)('is the pet’s look, and the name after it its name (%s)', (language, text, name) => {
    expect(namesIn([text], language).map((one) => one.name)).toEqual([name]);
  });
  it('names no one when no name follows', () => {
    expect(namesIn(['le poisson rouge est mort'], 'fr')).toEqual([]);
  });
});

describe('a word of age or size between `our` and a pet’s kind', () => {
  // `Pacha notre vieux chat est malade` named no pet, and the cat's illness was told as the child's.
  it.each([
    ['fr', 'Pacha notre vieux chat est malade', 'Pacha', 'cat'],
    ['en', 'Max our old dog was sick all night', 'Max', 'dog'],
    ['nl', 'Pip onze oude kat moest naar de dierenarts', 'Pip', 'cat'],
    ['de', 'Felix unser alter Kater war beim Tierarzt', 'Felix', 'cat'],
  ] as const)('still names the pet and its kind (%s)', (language, text, name, pet) => {
    expect(namesIn([text], language).map((one) => [one.name, one.pet])).toEqual([[name, pet]]);
  });
});

describe('a grandparent the family calls by two words', () => {
  // `cny at ah ma's house` was told as Grandma in every scene and at goodnight.
  it('is called by those words', () => {
    expect(relationWordsIn(["chinese new year at ah ma's house!!"], 'en')).toMatchObject({ grandma: 'ah ma' });
  });
  it('keeps the one word the parent wrote first where there is one', () => {
    expect(relationWordsIn(['nana came over, ah ma rang'], 'en')).toMatchObject({ grandma: 'nana' });
  });
});

describe('a saying with a name in it', () => {
  // `chorou que nem uma madalena` (sobbed) gave the title `A Zuri e a Madalena`.
  it('names no one, and the same name said of a friend is still a friend', () => {
    expect(namesIn(['chorou que nem uma madalena quando a mãe saiu'], 'pt')).toEqual([]);
    expect(namesIn(['brincou com a Madalena no parque'], 'pt').map((one) => one.name)).toEqual(['Madalena']);
  });
});

describe('a word after a relation or a pet that is no name', () => {
  // Readers heard `boa noite, bisavó Qnd`, `boa noite, Vão` and the title `Zuri et Contre`.
  it.each([
    ['pt', 'fomos à romaria c a bisavó qnd viu os gigantones agarrou-se a mim'],
    ['pt', 'chorou perguntando onde os passarinhos vão dormir'],
    ['fr', 'il a aligné tous ses doudous contre la barriere'],
    ['en', 'came home upset cos she said shes not her friend anymore'],
  ] as const)('names no one (%s: %s)', (language, text) => {
    expect(namesIn([text], language)).toEqual([]);
  });
  it('still names the one after the relation', () => {
    expect(namesIn(['foi à praia com a bisavó Rosa'], 'pt').map((one) => one.name)).toEqual(['Rosa']);
  });
});

describe('a pet called by a name after `se llamaba` or `s’appelle`', () => {
  // `el poni se llamaba canela` was told as `caballito`, with no name in the goodnight; `le chien s'appelle filou`
  // named a dog `S'appelle`.
  it.each([
    ['es', 'el poni se llamaba canela y era marrón', 'Canela'],
    ['es', 'un poni que se llamaba canela', 'Canela'],
    ['fr', 'le chien s’appelle filou', 'Filou'],
  ] as const)('is the pet’s name (%s: %s)', (language, text, name) => {
    expect(namesIn([text], language).map((one) => one.name)).toEqual([name]);
  });
});

describe('a pet named by whose it is (zh)', () => {
  // `大福是我们家柴犬`: readers heard `她看见了一只小狗` and `晚安，小狗狗` for the family's own dog Dafu.
  it('is the family’s pet by that name, and `这是我们家的狗` names none', () => {
    expect(namesIn(['周末去海边 大福是我们家柴犬 一直想跳进水里'], 'zh')).toContainEqual(
      expect.objectContaining({ name: '大福', pet: 'dog' }),
    );
    expect(namesIn(['这是我们家的狗'], 'zh')).toEqual([]);
  });
});

describe('a name before a comma', () => {
  it('is not the relation of someone else named by their own title after it', () => {
    expect(namesIn(['hoy en el cole con su amiga Alba, la seño Marta les leyó un cuento'], 'es')).toEqual([
      { name: 'Alba', word: 'amiga', person: 'friend' },
      { name: 'Marta', word: 'seño', person: 'teacher' },
    ]);
    expect(namesIn(['brincou com a amiguinha Lívia, a tia Carla deu lanche'], 'pt')).toContainEqual({
      name: 'Lívia',
      word: 'amiguinha',
      person: 'friend',
    });
    // (Nor a word of saying after it: `la tia Vero (la educadora) dice q …` has no teacher called Dice.)
    expect(
      namesIn(['la tia Vero (la educadora) dice q despues jugo con bloques'], 'es').map((one) => one.name),
    ).toEqual(['Vero']);
    // (What the name is, said after the comma, is still theirs.)
    expect(namesIn(['played with Harper, her best friend'], 'en')).toContainEqual({
      name: 'Harper',
      word: 'friend',
      person: 'friend',
    });
  });
});

describe('a lower-case name after a relation', () => {
  it('is a name the lists know, however it ends (`zusje lotte`)', () => {
    expect(namesIn(['zusje lotte is vandaag 1 geworden'], 'nl')).toEqual([
      { name: 'Lotte', word: 'zusje', person: 'sister' },
    ]);
  });
});
