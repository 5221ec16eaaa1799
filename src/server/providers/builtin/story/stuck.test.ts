// Something stuck where no one could reach it (a kite up a tree, a balloon on the ceiling, `卡住了`) is the day's own
// trouble: scene 3 tells it and scene 4 the grown-up who came to help, never a stock uh-oh (a spilt cup, a hat in the
// wind) while the kite hangs in the tree in scene 2. Words that only sound like it are no such trouble.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { readText } from '../lexicon/read.ts';
import { storyOfDay, ZURI_ALONE } from './day-story.ts';

const SEEDS = ['a', 'b', 'c', 'd'];

const STUCK: { language: Language; day: string }[] = [
  { language: 'en', day: 'flew her kite at the park but it got stuck in a tree, daddy got it down with a stick' },
  {
    language: 'nl',
    day: 'met papa vliegeren op het veld, de vlieger bleef in de boom hangen. papa heeft hem eruit gehaald',
  },
  {
    language: 'de',
    day: 'drachen steigen lassen mit papa, dann is er im baum hängen geblieben. papa hat ihn runtergeholt',
  },
  { language: 'fr', day: 'cerf-volant au parc avec papa, il est resté coincé dans l’arbre, papa l’a récupéré' },
  { language: 'es', day: 'fuimos al parque con papá a volar la cometa y se quedó enganchada en un árbol' },
  { language: 'pt', day: 'fomos ao jardim com o pai lançar o papagaio e ficou preso numa árvore' },
  { language: 'zh', day: '下午和爸爸去公园放风筝，结果风筝挂树上了，爸爸用树枝弄下来的' },
];

describe('something stuck', () => {
  it.each(STUCK)('is the trouble of scenes 3 and 4 ($language)', ({ language, day }) => {
    for (const seed of SEEDS) {
      const story = storyOfDay(language, day, { seed, facts: ZURI_ALONE });
      const scenes = story.scenes.map((scene) => scene.text).join('\n');
      expect(story.scenes[2]?.plan?.problem, `${seed}: ${scenes}`).toBe('stuck');
    }
  });

  it.each([
    ['nl', 'toen bleef zn laars vastzitten in de blubber'],
    ['es', 'se le quedó la pelota enganchada arriba del todo en un arbol'],
    ['zh', '一撒手飞到树上卡住了 够不着'],
  ] as const)('is read in %s, and nothing lost: %s', (language, text) => {
    const { mishaps } = readText([text], language);
    expect(mishaps).toContain('stuck');
    expect(mishaps).not.toContain('lost');
  });

  it.each([
    ['en', 'pouring all day so we were stuck inside'],
    ['en', 'she got stuck into her pasta'],
    ['nl', 'met zijn vinger klem gezeten in de deur'],
    ['fr', 'il s’est coincé le doigt dans la porte'],
  ] as const)('is not read in %s: %s', (language, text) => {
    expect(readText([text], language).mishaps).not.toContain('stuck');
  });
});

describe('a thing stuck where no one could get it down', () => {
  // Readers heard `boa noite, balão` for the balloon left up in the tree.
  it('is not wished goodnight', () => {
    for (const seed of ['s1', 's2', 's3', 's4']) {
      const seven =
        storyOfDay(
          'pt',
          'fomos ao parque c o balão de hélio, largou-o sem querer e ficou preso lá em cima numa árvore 😢 chorou muito. o pai tentou tirar c um pau e nao deu. à tarde andou de triciclo',
          { seed, pronoun: 'he' },
        ).scenes[6]?.text ?? '';
      expect(seven, seed).toMatch(/Boa noite/u);
      expect(seven, seed).not.toMatch(/balão|balões/u);
    }
  });
});
