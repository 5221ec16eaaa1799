// After tears, a hurt, a fright or a temper, scene 4's good feeling comes back quietly (a deep breath, warm inside, a
// thank-you hug): no beaming smile from ear to ear or giggle right after a bleeding knee. A made-up small uh-oh of a
// happy day may end with any of them.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay } from './day-story.ts';

const BEAMING: Record<Language, RegExp> = {
  en: /big wide smile|sun came out in|light as a feather|the day was happy again|and giggled/u,
  nl: /van oor tot oor|licht en warm in|licht als een veertje|de dag weer vrolijk|en giechelde/u,
  de: /über das ganze Gesicht|wieder die Sonne|wieder fröhlich, und|der Tag wieder fröhlich|und kicherte/u,
  fr: /jusqu’aux oreilles|Le soleil revient|plus léger|plus légère/u,
  es: /de oreja a oreja|El sol volvió|como una pluma|volvió a ser alegre|y se rio/u,
  pt: /voltou a sorrir|O sol voltou|leve como uma pena|voltou a ser alegre|e riu-se/u,
  zh: /笑得眼睛弯弯的|又出太阳了|又有了笑容|开开心心的了|咯咯笑了/u,
};
const FELL: Record<Language, string> = {
  en: 'she fell off the slide at the playground and hurt her knee, lots of tears',
  nl: 'ze is van de glijbaan gevallen in de speeltuin en heeft haar knie bezeerd, veel tranen',
  de: 'sie ist auf dem spielplatz von der rutsche gefallen und hat sich das knie aufgeschlagen, viele tränen',
  fr: "elle est tombée du toboggan au parc et s'est fait mal au genou, beaucoup de larmes",
  es: 'se cayó del tobogán en el parque y se hizo daño en la rodilla, muchas lágrimas',
  pt: 'caiu do escorrega no parque e magoou o joelho, muitas lágrimas',
  zh: '在游乐场从滑梯上摔下来了 膝盖磕破了 哭了好久',
};
const LANGUAGES = Object.keys(BEAMING) as Language[];
const SEEDS = Array.from({ length: 16 }, (_, at) => `b${at}`);
const fourth = (language: Language, text: string | undefined, seed: string, activities: string[] = []) =>
  storyOfDay(language, text, { seed, activities }).scenes[3]?.text ?? '';

describe('feeling better', () => {
  it.each(LANGUAGES)(
    'comes back quietly after a fall with tears, and may beam after a small uh-oh (%s)',
    (language) => {
      for (const seed of SEEDS) expect(fourth(language, FELL[language], seed)).not.toMatch(BEAMING[language]);
      const happy = SEEDS.map((seed) => fourth(language, undefined, seed, ['activity-building-blocks']));
      expect(
        happy.some((text) => BEAMING[language].test(text)),
        happy.join(' | '),
      ).toBe(true);
    },
  );
});
