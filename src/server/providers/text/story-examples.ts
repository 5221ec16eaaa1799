import type { Language } from '../../../shared/languages.ts';

/**
 * One short example per language for the story prompt (issue 16.5): three scenes of the same small story (the uh-oh
 * of scene 3, the slow wind-down of scene 6, bedtime with a goodnight list in scene 7), each written natively rather
 * than translated word for word, so a small model hears the register, the rhythm and the refrain it should aim for.
 * The events are deliberately plain (a lost boot, a bath) and the model is told not to copy them.
 *
 * Register: nl from the Netherlands, de from Germany, fr from France, es neutral Spanish that Spain and Latin America
 * read alike (docs/glossary/es.md), pt from Portugal (the pt-PT voice reads it: "ao pé da porta", "aconchega-se", the
 * article before a character's name), zh Mainland Simplified Chinese. Native reviewers: each entry is self-contained;
 * the refrain is the line that comes back in scenes 6 and 7 (readings on record in docs/glossary/README.md).
 */
export type StoryExample = {
  /** The line that comes back, as the prompt quotes it. */
  refrain: string;
  scenes: { number: 3 | 6 | 7; text: string }[];
};

export const STORY_EXAMPLES: Record<Language, StoryExample> = {
  en: {
    refrain: 'Step by step, nice and slow.',
    scenes: [
      {
        number: 3,
        text: "Oh no! Teddy's red boot is not by the door. Teddy looks under the chair and behind the coats. Where can it be?",
      },
      {
        number: 6,
        text: 'The bath water is warm and full of bubbles. Splish, splash, go the little paws. The towel is as soft as a cloud. Step by step, nice and slow.',
      },
      {
        number: 7,
        text: "Teddy snuggles under the warm, soft blanket. Goodnight, red boots, goodnight, big park, goodnight, moon. Step by step, nice and slow. Teddy's eyes close, and Teddy falls fast asleep.",
      },
    ],
  },
  nl: {
    refrain: 'Stapje voor stapje, heel rustig aan.',
    scenes: [
      {
        number: 3,
        text: "O jee! Teddy's rode laars staat niet bij de deur. Teddy kijkt onder de stoel en achter de jassen. Waar kan hij toch zijn?",
      },
      {
        number: 6,
        text: 'Het badwater is lekker warm en vol schuim. Spetter, spetter, doen de kleine pootjes. De handdoek is zo zacht als een wolkje. Stapje voor stapje, heel rustig aan.',
      },
      {
        number: 7,
        text: "Teddy kruipt onder het warme, zachte dekbed. Welterusten, rode laarzen, welterusten, groot park, welterusten, maan. Stapje voor stapje, heel rustig aan. Teddy's oogjes gaan dicht en Teddy valt in slaap.",
      },
    ],
  },
  de: {
    refrain: 'Schritt für Schritt, ganz in Ruhe.',
    scenes: [
      {
        number: 3,
        text: 'Oh nein! Teddys roter Stiefel steht nicht an der Tür. Teddy schaut unter den Stuhl und hinter die Jacken. Wo kann er nur sein?',
      },
      {
        number: 6,
        text: 'Das Badewasser ist warm und voller Schaum. Plitsch, platsch, machen die kleinen Pfoten. Das Handtuch ist weich wie eine Wolke. Schritt für Schritt, ganz in Ruhe.',
      },
      {
        number: 7,
        text: 'Teddy kuschelt sich unter die warme, weiche Decke. Gute Nacht, rote Stiefel, gute Nacht, großer Park, gute Nacht, Mond. Schritt für Schritt, ganz in Ruhe. Teddys Augen fallen zu, und Teddy schläft tief und fest ein.',
      },
    ],
  },
  fr: {
    refrain: 'Pas à pas, tout doucement.',
    scenes: [
      {
        number: 3,
        text: 'Oh là là\u00a0! La botte rouge de Teddy n’est plus près de la porte. Teddy regarde sous la chaise et derrière les manteaux. Où peut-elle bien être\u00a0?',
      },
      {
        number: 6,
        text: 'L’eau du bain est toute chaude et pleine de mousse. Flic, flac, font les petites pattes. La serviette est douce comme un nuage. Pas à pas, tout doucement.',
      },
      {
        number: 7,
        text: 'Teddy se blottit sous la couverture chaude et douce. Bonne nuit, les bottes rouges, bonne nuit, le grand parc, bonne nuit, la lune. Pas à pas, tout doucement. Les yeux de Teddy se ferment et Teddy s’endort.',
      },
    ],
  },
  es: {
    refrain: 'Pasito a pasito, muy despacito.',
    scenes: [
      {
        number: 3,
        text: '¡Oh, no! La bota roja de Teddy no está junto a la puerta. Teddy mira debajo de la silla y detrás de los abrigos. ¿Dónde estará?',
      },
      {
        number: 6,
        text: 'El agua del baño está calentita y llena de burbujas. Chap, chap, hacen las patitas. La toalla es suave como una nube. Pasito a pasito, muy despacito.',
      },
      {
        number: 7,
        text: 'Teddy se acurruca bajo la manta, calentita y suave. Buenas noches, botas rojas; buenas noches, parque grande; buenas noches, luna. Pasito a pasito, muy despacito. A Teddy se le cierran los ojos y se queda dormido.',
      },
    ],
  },
  pt: {
    refrain: 'Passinho a passinho, devagarinho.',
    scenes: [
      {
        number: 3,
        text: 'Ai, ai! A bota vermelha do Teddy não está ao pé da porta. O Teddy procura debaixo da cadeira e atrás dos casacos. Onde é que ela estará?',
      },
      {
        number: 6,
        text: 'A água do banho está quentinha e cheia de espuma. Chape, chape, fazem as patinhas. A toalha é macia como uma nuvem. Passinho a passinho, devagarinho.',
      },
      {
        number: 7,
        text: 'O Teddy aconchega-se debaixo do cobertor quente e macio. Boa noite, botas vermelhas, boa noite, parque grande, boa noite, lua. Passinho a passinho, devagarinho. Os olhos do Teddy fecham-se, e o Teddy adormece.',
      },
    ],
  },
  zh: {
    refrain: '一步一步，慢慢来。',
    scenes: [
      { number: 3, text: '哎呀！泰迪的红靴子不在门口了。泰迪看看椅子下面，又看看外套后面。靴子去哪儿了呢？' },
      {
        number: 6,
        text: '洗澡水暖暖的，冒着好多泡泡。哗啦哗啦，小脚丫拍起了水花。毛巾软软的，像一朵白云。一步一步，慢慢来。',
      },
      {
        number: 7,
        text: '泰迪钻进又暖又软的被窝里。晚安，红靴子；晚安，大公园；晚安，月亮。一步一步，慢慢来。泰迪慢慢闭上眼睛，甜甜地睡着了。',
      },
    ],
  },
};
