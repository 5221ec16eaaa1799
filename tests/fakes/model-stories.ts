import type { Language } from '../../src/shared/languages.ts';
import type { ChatRequestBody } from './openai-fake.ts';

/**
 * Stories as a well-behaved model writes them, in each of the 7 languages, for the fake chat server: it reads the
 * language the system prompt asks for and answers with 7 scenes of 3 sentences in it, scene 7 at bedtime.
 */

const DAY: Record<Language, string> = {
  en: 'The little fox wakes up in the morning. The sun is warm and bright. Zuri and the fox play together.',
  nl: 'De kleine vos wordt wakker. De zon is warm en helder. Zuri en de vos spelen samen.',
  de: 'Der kleine Fuchs wacht auf. Die Sonne ist warm und hell. Zuri und der Fuchs spielen zusammen.',
  fr: 'Le petit renard se réveille. Le soleil est doux et chaud. Zuri et le renard jouent ensemble.',
  es: 'El pequeño zorro se despierta. El sol está calentito y brilla. Zuri y el zorro juegan juntos.',
  pt: 'O pequeno raposo acorda. O sol está quentinho e brilha. A Zuri e o raposo brincam juntos.',
  zh: '小狐狸醒来了。太阳暖暖的，亮亮的。Zuri和小狐狸一起玩。',
};

const BEDTIME: Record<Language, string> = {
  en: 'The moon is up in the sky. The little fox yawns in bed. Goodnight, little fox, sleep well.',
  nl: 'De maan staat aan de hemel. Het kleine vosje gaapt in bed. Welterusten, kleine vos.',
  de: 'Der Mond steht am Himmel. Der kleine Fuchs gähnt im Bett. Gute Nacht, kleiner Fuchs.',
  fr: 'La lune brille dans le ciel. Le petit renard bâille dans son lit. Bonne nuit, petit renard.',
  es: 'La luna brilla en el cielo. El pequeño zorro bosteza en la cama. Buenas noches, pequeño zorro.',
  pt: 'A lua brilha no céu. O pequeno raposo boceja na cama. Boa noite, pequeno raposo.',
  zh: '月亮出来了。小狐狸在床上打了个哈欠。晚安，小狐狸。',
};

const NAMES: [Language, string][] = [
  ['en', 'English'],
  ['nl', 'Dutch'],
  ['de', 'German'],
  ['fr', 'French'],
  ['es', 'Spanish'],
  ['pt', 'European Portuguese'],
  ['zh', 'Simplified Chinese'],
];

/** The language a story request asks for (`… in German only`), or English. */
export function requestedLanguage(body: ChatRequestBody): Language {
  const system = String(body.messages[0]?.content ?? '');
  return NAMES.find(([, name]) => system.includes(`in ${name} only`))?.[0] ?? 'en';
}

/** A story JSON in `language`; `marker` goes into every image prompt (to count pictures per story and scene). */
export function modelStory(language: Language, marker = ''): string {
  return JSON.stringify({
    title: language === 'zh' ? '小狐狸的一天' : 'Fox',
    scenes: Array.from({ length: 7 }, (_, index) => ({
      number: index + 1,
      text: index === 6 ? BEDTIME[language] : DAY[language],
      imagePrompt: `a small red fox, soft light ${marker} scene-${index + 1}`.replace(/\s+/g, ' '),
      activity: null,
    })),
  });
}

/** The fake's answer to any story request: a good story in the language asked for. */
export function answerInRequestedLanguage(body: ChatRequestBody, marker = ''): string {
  return modelStory(requestedLanguage(body), marker);
}
