// Falling asleep at the end of the day is the evening's, wherever the parent said it: readers heard `elle finit par
// s'endormir avec le doudou de secours` told as the comfort, with chestnuts picked after it, and `回来车上就睡着了`
// told after the bath.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay, ZURI_ALONE } from './day-story.ts';

const SEEDS = ['a', 'b', 'c', 'd', 'e'];
const DAYS: { language: Language; day: string; asleep: RegExp; pronoun: 'she' | 'he' }[] = [
  {
    language: 'fr',
    day: 'balade en forêt avec mamie, on a perdu Pinpin son doudou lapin 😭 on a refait tout le chemin, pas retrouvé. elle a fini par s’endormir avec le doudou de secours',
    asleep: /endormir avec le doudou de secours/u,
    pronoun: 'she',
  },
  {
    language: 'zh',
    day: '周末去郊区农场摘草莓 边摘边吃 还喂了小羊 回来车上就睡着了 鞋上全是泥',
    asleep: /车上[^。]{0,6}睡着了/u,
    pronoun: 'he',
  },
];

describe('falling asleep at the end of the day', () => {
  it.each(DAYS)('is told in the evening, not as the comfort ($language)', ({ language, day, asleep, pronoun }) => {
    for (const seed of SEEDS) {
      const scenes = storyOfDay(language, day, { seed, pronoun, facts: ZURI_ALONE }).scenes.map((scene) => scene.text);
      const at = scenes.findIndex((text) => asleep.test(text));
      expect(at, `${seed}:\n${scenes.join('\n')}`).toBeGreaterThanOrEqual(5);
    }
  });

  it('is told on the way home before supper, not after the bath (zh)', () => {
    for (const seed of SEEDS) {
      const scenes = storyOfDay('zh', DAYS[1]?.day ?? '', { seed, pronoun: 'he', facts: ZURI_ALONE }).scenes;
      expect(scenes[5]?.text, seed).toMatch(/^[^。]*车上[^。]*睡着了/u);
      // (Asleep as soon as the car set off is the way home's too.)
      const hike = storyOfDay('zh', '重阳节 陪爷爷奶奶去爬山 到山顶吃了奶奶做的重阳糕 一上车就睡着了', {
        seed,
        pronoun: 'he',
        facts: ZURI_ALONE,
      }).scenes;
      expect(hike[5]?.text, seed).toMatch(/^[^。]*一上车就睡着了/u);
    }
  });

  it('keeps the weekend’s outing of today as today’s (zh)', () => {
    for (const seed of SEEDS) {
      const scenes = storyOfDay('zh', DAYS[1]?.day ?? '', { seed, pronoun: 'he', facts: ZURI_ALONE }).scenes;
      expect(scenes[1]?.text, seed).toMatch(/农场/u);
    }
  });
});

describe('falling asleep with a thing of the day', () => {
  // `buenas noches, abuela` in the goodnight list, `se quedó` and `dormida` in stock lines told nothing of the blanket
  // the grandmother knitted: the clause was dropped.
  it('tells the thing, whatever the goodnight list and stock lines say of its other words', () => {
    for (const seed of SEEDS) {
      const story = storyOfDay(
        'es',
        'hoy se devolvieron los abuelos pa cali despues de 3 meses con nosotros. en el aeropuerto lloro muchisimo y decia abuelo no te vayas. se quedo dormida con la cobija q le tejio la abuela',
        { seed, facts: ZURI_ALONE },
      );
      const text = story.scenes.map((scene) => scene.text).join('\n');
      expect(text, seed).toMatch(/cobija que le tejió la abuela/u);
    }
  });
});

describe('falling asleep on the way home', () => {
  // Readers heard `Hij viel op de tram naar huis al in slaap` as the lions' comfort, with the zoo going on after it,
  // and `veio a dormir no carrinho` after the pyjamas.
  const HOME: { language: Language; day: string; asleep: RegExp; pronoun: 'she' | 'he' }[] = [
    {
      language: 'nl',
      day: 'met nonkel Bart naar de zoo. bij de leeuwen durfde ie ni dichtbij, die brulde zo hard. op de tram naar huis al in slaap',
      asleep: /tram naar huis al in slaap/u,
      pronoun: 'he',
    },
    {
      language: 'pt',
      day: 'fomos ver as luzes de natal à baixa c o avô chico. n quis ir ao colo do pai natal, agarrou-se ao meu pescoço a chorar. dps andou no carrossel dos cavalinhos 3x e veio a dormir no carrinho',
      asleep: /veio a dormir no carrinho/u,
      pronoun: 'he',
    },
    // (`s'est endormi dans l'auto en revenant` was told after the pyjamas.)
    {
      language: 'fr',
      day: "fin de semaine au chalet de grand-maman Denise avec son frère Olivier. ils se sont baignés dans le lac pis ont fait griller des guimauves sur le feu. il s'est endormi dans l'auto en revenant",
      asleep: /endort dans l’auto en revenant/u,
      pronoun: 'he',
    },
    {
      language: 'en',
      day: 'farm park with nanny, fed the goats and held a chick. fell asleep in the car',
      asleep: /asleep in the car/u,
      pronoun: 'she',
    },
  ];
  it.each(HOME)(
    'is told in scene 6 before supper, not as the comfort ($language)',
    ({ language, day, asleep, pronoun }) => {
      for (const seed of SEEDS) {
        const scenes = storyOfDay(language, day, { seed, pronoun, facts: ZURI_ALONE }).scenes.map(
          (scene) => scene.text,
        );
        expect(scenes[5], `${seed}:\n${scenes.join('\n')}`).toMatch(new RegExp(`^[^.]*${asleep.source}`, 'u'));
      }
    },
  );
});

describe('sleeping at the end of the evening, said as slept', () => {
  // `dormiu abraçada no travesseiro da vó` had been told before the bath and the pyjamas; `durmió acurrucada` too.
  const EVENINGS: { language: Language; day: string; asleep: RegExp }[] = [
    {
      language: 'pt',
      day:
        'primeira noite dormindo na casa da vó Lurdes sem a gente! jantou sopinha de feijão e ajudou a vó a regar as ' +
        'plantas. na hora de dormir chorou pq queria a mamãe, a vó ligou pra mim e eu cantei a musiquinha no ' +
        'telefone. dormiu abraçada no travesseiro da vó',
      asleep: /dormiu abraçada/iu,
    },
    {
      language: 'es',
      day:
        'hoy en el parque con la abuela dio de comer a los patos y se mojo los pies en un charco. por la noche ceno ' +
        'pure de calabaza y durmio abrazada a su conejito',
      asleep: /durmió abrazada/u,
    },
  ];
  it.each(EVENINGS)('comes after the bath, as the evening’s last doing ($language)', ({ language, day, asleep }) => {
    for (const seed of SEEDS) {
      const scenes = storyOfDay(language, day, { seed, facts: ZURI_ALONE }).scenes.map((scene) => scene.text);
      const sentences = (scenes[5] ?? '').split(/(?<=[.!?»])\s+/u);
      expect(sentences.at(-1), `${seed}:\n${scenes.join('\n')}`).toMatch(asleep);
    }
  });
});
