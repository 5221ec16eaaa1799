import { describe, expect, it } from 'vitest';
import { checkLanguage } from '../../../../story-rules/language.ts';
import { storyOfDay, textOfDay } from '../day-story.ts';
import { pt } from './pt.ts';

describe('the Portuguese pack, at the dentist', () => {
  it('tells no open mouth nor sticker of its own at a visit the child was afraid of', () => {
    const boy = { name: 'o Zuri', bare: 'Zuri', fem: false, plural: false };
    const mum = { name: 'a mãe', bare: 'mãe', fem: true, plural: false };
    const x = { h: boy, helper: mum, c: undefined, p: mum, first: true, part: 'morning', t: undefined } as never;
    const visit = pt.activities['dentist-visit'];
    const lines = [...(visit?.arrive ?? []), ...(visit?.do ?? []), ...(visit?.sense ?? []), ...pt.events.dentist]
      .map((line) => line(x))
      .join(' ');
    expect(lines).not.toMatch(/abriu muito a boca|autocolante|lava bem os dentes|contaram|ficaram lisinhos/iu);
  });
});

describe('the Portuguese pack', () => {
  it('says two girls together as `juntas`, a boy and his grandmother as `juntos`', () => {
    const girl = { name: 'a Zuri', bare: 'Zuri', fem: true, plural: false };
    const boy = { name: 'o Zuri', bare: 'Zuri', fem: false, plural: false };
    const gran = { name: 'a avó', bare: 'avó', fem: true, plural: false };
    const said = (h: typeof girl) => {
      const x = { h, helper: gran, c: undefined, p: gran, first: true, part: 'afternoon', t: undefined } as never;
      return [pt.quiet.do[0]?.(x), pt.quiet.do[2]?.(x)].join(' ');
    };
    expect(said(girl)).toMatch(/^Leram juntas .* Fizeram juntas /u);
    expect(said(boy)).toMatch(/^Leram juntos .* Fizeram juntos /u);
  });
  it('remembers a sad day quietly, with no smile nor cheer, and keeps its quiet time off the sofa', () => {
    const girl = { name: 'a Zuri', bare: 'Zuri', fem: true, plural: false };
    const mum = { name: 'a mãe', bare: 'mãe', fem: true, plural: false };
    const x = (sad: boolean) =>
      ({
        h: girl,
        helper: mum,
        c: undefined,
        p: mum,
        first: true,
        part: 'evening',
        t: undefined,
        sad,
        list: 'o puzzle',
        items: [],
      }) as never;
    const sadLines = pt.memory.map((line) => line(x(true))).join(' ');
    expect(sadLines).not.toMatch(/sorrir|que dia tão cheio|calorzinho|!/u);
    expect(sadLines).toContain('o puzzle');
    expect(pt.memory.map((line) => line(x(false))).join(' ')).toMatch(/a sorrir/u);
    const quiet = [pt.quiet.arrive[1], pt.quiet.arrive[2], ...pt.quiet.sense].map((line) => line?.(x(true))).join(' ');
    expect(quiet).not.toMatch(/em casa|manta|sala/iu);
  });

  it('says a girl and her mother breathing or looking together as `juntas`, a boy and his mother as `juntos`', () => {
    const girl = { name: 'a Zuri', bare: 'Zuri', fem: true, plural: false };
    const boy = { name: 'o Zuri', bare: 'Zuri', fem: false, plural: false };
    const mum = { name: 'a mãe', bare: 'mãe', fem: true, plural: false };
    const said = (h: typeof girl) => {
      const x = { h, helper: mum, c: undefined, p: mum, first: true, part: 'afternoon', t: undefined } as never;
      return [
        pt.problems.cried.fix[1]?.[0]?.(x),
        pt.problems.spill.fix[1]?.[0]?.(x),
        pt.problems.lost.fix[1]?.[1]?.(x),
      ].join(' ');
    };
    expect(said(girl)).toMatch(/^Respiraram juntas .* Limparam tudo juntas, .* Procuraram juntas, /u);
    expect(said(boy)).toMatch(/^Respiraram juntos .* Limparam tudo juntos, .* Procuraram juntos, /u);
  });

  it('says no worry after any trouble, no dreaming refrain, no garden on a snowy mountain, and `foi jantar`', () => {
    const hero = { name: 'a Zuri', bare: 'Zuri', fem: true, plural: false };
    const uncle = { name: 'o tio Nuno', bare: 'tio Nuno', fem: false, plural: false };
    const x = { h: hero, helper: uncle, c: uncle, p: uncle, first: true, t: undefined } as never;
    const lines = (list: ReadonlyArray<(x: never) => string>) => list.map((line) => line(x)).join(' ');
    expect(lines(pt.feelBetter)).not.toMatch(/preocupação/u);
    expect(lines(pt.refrain)).not.toMatch(/toda a gente sonhar/u);
    expect(lines(pt.refrain)).toMatch(/faz toda a gente sorrir/u);
    expect(lines(pt.activities['activity-snow'].arrive)).not.toMatch(/jardim/u);
    // A snowman is the parent's to tell: the pack's own would be a second one beside it.
    expect(lines(pt.activities['activity-snow'].do)).not.toMatch(/boneco de neve/u);
    expect(lines(pt.evening.dinner)).not.toMatch(/para a mesa jantar/u);
  });

  it('calls Brazil’s `dinda` and `dindo` the godmother and godfather', () => {
    expect(pt.relation?.('dinda', 'aunt')).toMatchObject({ name: 'a madrinha' });
    expect(pt.relation?.('dindo', 'uncle')).toMatchObject({ name: 'o padrinho' });
    expect(pt.relation?.('nona', 'grandma')).toMatchObject({ name: 'a nona', goodnight: 'nona' });
    expect(pt.relation?.('nono', 'grandpa')).toMatchObject({ name: 'o nono' });
  });

  it('calls a childminder or babysitter `a ama`, never the teacher', () => {
    expect(pt.relation?.('babá', 'teacher')).toMatchObject({ name: 'a ama', goodnight: 'ama' });
    expect(pt.relation?.('babysitter', 'teacher')).toMatchObject({ name: 'a ama' });
    expect(pt.relation?.('professora', 'teacher')).toMatchObject({ name: 'a professora' });
  });

  it('tells the parent’s fright once, without the stock words of it after', () => {
    for (const day of [
      'passeio no aquário com a dinda. teve medo do tunel escuro no começo mas segurou minha mão',
      'fomos à quinta, teve mto medo do burro e não quis passar',
      'no parque assustou-se com um cão grande, depois foi ao baloiço',
    ]) {
      for (const seed of ['sample', 's2', 's3']) {
        const three = storyOfDay('pt', day, { seed }).scenes[2]?.text ?? '';
        const frights = three.split(/(?<=[.!?»])\s+/u).filter((one) => /medo|assust/iu.test(one));
        expect(frights, `${seed}: ${three}`).toHaveLength(1);
      }
    }
  });

  it('says no stock fright after the parent’s own `assustou-se`, for any hero', () => {
    const day =
      'aula de natação de manhã, escorregou na borda e engoliu um bocadinho de água, assustou-se e chorou. o professor Rui pegou-lhe ao colo e ficaram a fazer bolinhas na água. no fim já saltou do tapete sozinho e disse "eu sou um peixe"';
    for (const character of [0, 2, 4]) {
      for (const seed of ['1', '2', '3', '4', 'b', 'c', 'd-b', 'd-c']) {
        const three =
          storyOfDay('pt', day, {
            seed,
            character,
            activities: ['activity-swimming'],
            typed: ['natação', 'saltou do tapete'],
            pronoun: 'he',
          }).scenes[2]?.text ?? '';
        const frights = three.split(/(?<=[.!?»])\s+/u).filter((one) => /medo|assust/iu.test(one));
        expect(frights, `${seed}: ${three}`).toHaveLength(1);
      }
    }
  });

  it('brings no watering can of its own to a day in the garden', () => {
    const hero = { name: 'o Zuri', bare: 'Zuri', fem: false, plural: false };
    const x = { h: hero, helper: undefined, c: undefined, p: undefined, first: true, t: undefined } as never;
    const arrive = pt.activities['activity-gardening'].arrive.map((line) => line(x)).join(' ');
    expect(arrive).not.toMatch(/regador/u);
  });

  it('leaves a child who fell in the snow sitting in the snow, not on a floor', () => {
    const day = 'fomos à serra da estrela c os tios, escorregou e caiu de rabo na neve, riu-se imenso';
    for (const seed of ['sample', 's2', 's3', 's4']) {
      expect(storyOfDay('pt', day, { seed }).scenes[2]?.text, seed).not.toMatch(/no chão/u);
    }
  });
  it('tells a death without calling it news, as the family often found the pet themselves', () => {
    const boy = { name: 'o Zuri', bare: 'Zuri', fem: false, plural: false };
    const nemo = { name: 'o peixinho Nemo', bare: 'Nemo', fem: false, plural: false };
    for (const about of [nemo, undefined]) {
      const x = {
        h: boy,
        helper: boy,
        c: undefined,
        p: boy,
        about,
        first: true,
        part: 'morning',
        t: undefined,
      } as never;
      for (const line of pt.problems.died.uhOh[0] ?? []) expect(line(x)).not.toMatch(/notícia/u);
    }
  });

  it('says Brazil’s `vovô` as `avô` all through the story, and no verb after a kin word with a name’s capital', () => {
    for (const seed of ['sample', 's2', 's3']) {
      const beach = storyOfDay(
        'pt',
        'primeira vez na praia!! ficou brava c as ondas. dps o vovô Bené fez um buraco na areia',
        { seed },
      );
      const text = beach.scenes.map((scene) => scene.text).join(' ');
      expect(text, seed).toMatch(/avô Bené/u);
      expect(text, seed).not.toMatch(/vovô|ficou brava/u);
      const grandad = storyOfDay('pt', 'o avô zeca veio cá. à noite n queria q o avô fosse dormir p o sofá', {
        seed,
        pronoun: 'he',
      });
      const night = grandad.scenes.map((scene) => scene.text).join(' ');
      expect(night, seed).toMatch(/que o avô fosse dormir/u);
      expect(night, seed).not.toMatch(/avô Fosse/u);
    }
  });

  it('comforts jealousy of a cousin over toys with how hard sharing is, and of a baby with love for everyone', () => {
    for (const seed of ['sample', 's2', 's3']) {
      const cousin = storyOfDay('pt', 'a prima bia dormiu ca em casa e ele ficou cheio de ciumes dos carrinhos', {
        seed,
        pronoun: 'he',
      });
      const four = cousin.scenes[3]?.text ?? '';
      expect(four, seed).toMatch(/Custa partilhar|continua a ser teu|Brincar com a prima/u);
      expect(four, seed).not.toMatch(/amor que chegava para todos|Também há muito amor/u);
      const baby = storyOfDay('pt', 'ficou com ciúmes da mana bebé, queria colo', { seed, pronoun: 'he' });
      expect(baby.scenes.map((scene) => scene.text).join(' '), seed).not.toMatch(/Custa partilhar/u);
    }
  });

  it('gives the drawing of a day of missing to the one missed by name, and to no one unnamed', () => {
    const hero = { name: 'o Zuri', bare: 'Zuri', fem: false, plural: false };
    const mum = { name: 'a mãe', bare: 'mãe', fem: true, plural: false };
    const friend = { name: 'a Leonor', bare: 'Leonor', fem: true, plural: false };
    const drawing = (about: typeof friend | undefined) =>
      pt.problems.missing.fix[0]?.[1]?.({ h: hero, helper: mum, c: undefined, p: mum, first: true, about } as never);
    expect(drawing(friend)).toBe('A mãe ajudou-o a fazer um desenho para oferecer à Leonor em breve.');
    expect(drawing(undefined)).not.toMatch(/lhe oferecer|oferecer/u);
    expect(drawing(undefined)).toMatch(/^A mãe ajudou-o a fazer um desenho/u);
  });

  it('names Brazil’s babá as Portugal’s ama, with her article and gender, and a `prof` in full', () => {
    const polish = pt.polish ?? ((text: string) => text);
    expect(polish('Foi dia de dizer adeus ao babá Nega. Boa noite, babá Nega.')).toBe(
      'Foi dia de dizer adeus à ama Nega. Boa noite, ama Nega.',
    );
    expect(polish('O último dia da babá. O babá Nega foi embora.')).toBe('O último dia da ama. A ama Nega foi embora.');
    expect(polish('Boa noite, prof Jéssica, e boa noite, prof Rui.')).toBe(
      'Boa noite, professora Jéssica, e boa noite, professor Rui.',
    );
    expect(polish('A prof Inês sorriu, e o prof Zé também.')).toBe(
      'A professora Inês sorriu, e o professor Zé também.',
    );
    expect(polish('Deu à mamãe um abraço e ao papai um beijo.')).toBe('Deu à mãe um abraço e ao pai um beijo.');
    const day = textOfDay(
      'pt',
      'hj foi o ultimo dia da babá nega, ela vai voltar pra bahia. deu um abraço bem apertado nela e perguntou qdo ela volta',
      { seed: 'sample' },
    );
    expect(day).toMatch(/ama Nega/u);
    expect(day).not.toMatch(/babá|ao ama|nela/u);
  });

  it('tells a broken thing’s uh-oh with no puddle the parent never wrote of', () => {
    const egg = textOfDay(
      'pt',
      'passou o dia na quinta do avô manel, foram apanhar os ovos ao galinheiro e partiu um sem querer, ficou mt aflito coitado',
      { seed: 'sample', pronoun: 'he' },
    );
    expect(egg).toMatch(/partiu um sem querer/u);
    expect(egg).not.toMatch(/poça/u);
  });
});

describe('the Portuguese pack: a wedding, a vaccine and a quoted question', () => {
  const boy = { name: 'o Zuri', bare: 'Zuri', fem: false, plural: false };
  const mum = { name: 'a mãe', bare: 'mãe', fem: true, plural: false };
  const x = { h: boy, helper: mum, c: undefined, p: mum, first: true, t: undefined };

  it('remembers the church of a wedding, never `a meio` as a thing of the day', () => {
    const said = pt.typedMemory.map((line) => line({ ...x, list: 'a meio e a igreja' } as never)).join(' ');
    expect(said).not.toMatch(/meio/u);
    expect(said).toMatch(/da igreja/u);
  });

  it('remembers things told as pasts as moments, never after a colon', () => {
    const said = pt.typedMemory.map((line) => line({ ...x, list: 'apanhou folhas secas' } as never)).join(' ');
    expect(said).toMatch(/de quando apanhou folhas secas/u);
    expect(said).not.toMatch(/:/u);
  });

  it('pictures a balloon the day may have lost without putting it back in the child’s hand', () => {
    const balloon = pt.things.balloon?.lines.map((line) => line(x as never)).join(' ') ?? '';
    expect(balloon).toMatch(/balão lá no alto/u);
    expect(balloon).not.toMatch(/segurava/u);
  });

  it('names no arm at a vaccine the day says was in the leg', () => {
    const day =
      'tomou 2 vacinas hj 😢 berrou q nem um doido e ficou c a perninha doendo, a enfermeira deu um adesivo de leão';
    for (const seed of ['1', '2', '3', '4', '5']) {
      const text = textOfDay('pt', day, { seed, pronoun: 'he' });
      expect(text, seed).not.toMatch(/(?:picadinha|beijinho|vacina|picada)[^.]*braço/u);
      expect(text, seed).not.toMatch(/adesivo|que nem um doido/u);
    }
  });

  it('sets off the one called in the child’s words with a comma (`Papá, voltaste!`, `Cuidado, lobo!`)', () => {
    const said = (words: string) => pt.said[0]?.({ ...x, words } as never) ?? '';
    expect(said('Papá voltaste!')).toMatch(/«Papá, voltaste!»/u);
    expect(said('Cuidado lobo!')).toMatch(/«Cuidado, lobo!»/u);
    expect(said('Cuidado com o cão!')).toMatch(/«Cuidado com o cão!»/u);
  });

  it('says a child’s quoted question with its accents, however it was typed', () => {
    const said = pt.said.map((line) => line({ ...x, words: 'Ja acabou?' } as never)).join(' ');
    expect(said).toMatch(/«Já acabou\?»/u);
    expect(said).not.toMatch(/Ja /u);
  });

  it('shows a plane in the sky that fits a child on board too, and a strange feeling in the child’s own words', () => {
    const plane = pt.things.plane?.lines.map((line) => line({} as never)).join(' ') ?? '';
    expect(plane).not.toMatch(/passou um avião|muito longe/u);
    const girl = { name: 'a Zuri', bare: 'Zuri', fem: true, plural: false };
    const mum = { name: 'a mãe', bare: 'mãe', fem: true, plural: false };
    const x = { h: girl, helper: mum, c: undefined, p: mum, first: true, part: 'afternoon', t: undefined } as never;
    const told = [...pt.problems.strange.uhOh, ...pt.problems.strange.fix].flat().map((line) => line(x));
    expect(told.join(' ')).toMatch(/Ficou muito calada/u);
    expect(told.join(' ')).not.toMatch(/Agarrou-se com força e não disse nada|sensação estranha/u);
  });

  it('keeps the capital of a brother named in `-iesse`, no subjunctive verb', () => {
    const day = 'o mano Kiesse ensinou-a a apanhar conchinhas na praia';
    for (const seed of ['a', 'b']) {
      const text = textOfDay('pt', day, { seed, activities: ['activity-beach'] });
      expect(text, seed).toMatch(/mano Kiesse/u);
      expect(text, seed).not.toMatch(/mano kiesse/u);
    }
  });

  it('remembers a typed `quebra-cabeça` as `do quebra-cabeça`, and says goodnight to `pai`, not `papai`', () => {
    const typed = ['brincou na areia da creche', 'biblioteca c o papai', 'quebra-cabeça de 12 peças'];
    const activities = ['activity-sandbox', 'activity-library-visit', 'activity-puzzle'];
    for (const seed of ['a', 'b']) {
      const text = textOfDay('pt', '', { seed, typed, activities, pronoun: 'he' });
      expect(text, seed).not.toMatch(/de quebra-cabeça|da quebra-cabeça/u);
      expect(text, seed).not.toMatch(/boa noite, papai/u);
    }
  });

  it('tells a split lip in scene 3 as the hurt it was, with no broken thing, and keeps no `lembrança do máximo`', () => {
    const day =
      'bateu c a boca na mesa da sala e rachou o labio, sangrou imenso e eu fiquei em panico. no centro de saude disseram q n precisa de pontos. ao jantar bebeu a sopa por uma palhinha e achou o maximo';
    for (const seed of ['1', '2', '3']) {
      const story = storyOfDay('pt', day, { seed, pronoun: 'he' });
      const text = story.scenes.map((scene) => scene.text).join(' ');
      expect(story.scenes[2]?.text, seed).toMatch(/bateu com a boca na mesa da sala e fez um corte no lábio/u);
      expect(text, seed).not.toMatch(/pedacinhos|partiu-se|sangr|pânico|encontrou o m|do m[aá]ximo/u);
      expect(text, seed).toMatch(/não era preciso levar pontos/u);
    }
  });

  it('tells the cut-down tree as the day’s loss, with no tree hugged nor fruit of it', () => {
    const day =
      'cortaram a árvore grande da frente de casa hj, a do ninho dos passarinhos 😢 ela ficou na janela vendo e chorou perguntando onde os passarinhos vão dormir. o vô tonho disse q vamos plantar um pé de manga no quintal e ela quer ajudar';
    for (const seed of ['1', '2']) {
      const text = textOfDay('pt', day, { seed });
      expect(text, seed).toMatch(/Hoje cortaram a árvore grande da frente de casa, a do ninho dos passarinhos\./u);
      expect(text, seed).toMatch(/«Vamos plantar uma mangueira no quintal!»/u);
      expect(text, seed).not.toMatch(/Abraçou uma árvore|árvore grande, e boa noite|fruta/u);
    }
  });

  it('tells what frightened the child at the romaria, not a fright without its cause', () => {
    const day =
      'fomos à romaria em viana c a bisavó, qnd viu os gigantones agarrou-se a mim cheia de medo. comeu farturas';
    const text = textOfDay('pt', day, { seed: '1' });
    expect(text).toMatch(/Quando viu os gigantones, (?:a|o) \p{L}+ agarrou-se à mãe/u);
    expect(text).toMatch(/romaria em Viana com a bisavó/u);
  });

  it('says the one a wish is said to after a comma, a name with its capital', () => {
    const said = (words: string) => pt.said[0]?.({ ...x, words } as never) ?? '';
    expect(said('Fica boa mel')).toMatch(/«Fica boa, Mel»/u);
    expect(said('Adeus mamãe')).toMatch(/«Adeus, mamãe»/u);
  });

  it('comforts a strange feeling with words that fit a worry too, not only something new', () => {
    const told = pt.problems.strange.fix
      .flat()
      .map((line) => line(x as never))
      .join(' ');
    expect(told).not.toMatch(/coisas novas|mais conhecido/u);
  });
  it('tells someone else in hospital as missed, not as a place the child saw, and names the lost piece', () => {
    const hero = { name: 'a Zuri', bare: 'Zuri', fem: true, plural: false };
    const grandpa = { name: 'o avô Tonho', bare: 'avô Tonho', fem: false, plural: false };
    const x = {
      h: hero,
      helper: grandpa,
      about: grandpa,
      c: undefined,
      p: grandpa,
      first: true,
      t: undefined,
    } as never;
    const lines = (list: ReadonlyArray<ReadonlyArray<(x: never) => string>>) =>
      list.flatMap((pair) => pair.map((line) => line(x))).join(' ');
    expect(lines(pt.problems.hospital.uhOh)).not.toMatch(/tudo novo|caras novas/u);
    expect(lines(pt.problems.hospital.uhOh)).toMatch(/saudades do avô Tonho/u);
    const piece = lines([...pt.problems.missingPiece.uhOh, ...pt.problems.missingPiece.fix]);
    expect(piece).not.toMatch(/ela foi\?|encontraram-na|estava ela/u);
  });
  it('says Brazil’s short `vô` before a name as `avô` all through the story', () => {
    const day = storyOfDay('pt', 'o vô Tonho ta internado c pneumonia e ela nao pode visitar', { seed: 'sample' });
    const text = day.scenes.map((scene) => scene.text).join(' ');
    expect(text).toMatch(/avô Tonho/u);
    expect(text).not.toMatch(/(?<![\p{L}])vô Tonho/u);
  });
  it('says whose house at no grandparent’s arrival, and who ate the cake', () => {
    const hero = { name: 'o Ursinho', bare: 'Ursinho', fem: false, plural: false };
    const gran = { name: 'a avó Dora', bare: 'avó Dora', fem: true, plural: false };
    const x = { h: hero, helper: gran, c: gran, p: gran, first: true, t: undefined } as never;
    const grand = pt.activities['activity-grandparents'];
    expect((grand?.arrive ?? []).map((line) => line(x)).join(' ')).not.toMatch(/chegou a casa/u);
    expect((pt.things.cake?.lines ?? []).map((line) => line(x)).join(' ')).not.toMatch(/^Havia bolo, e comeu/u);
  });
  it('fetches the friends’ ball, and tells a little cry without tears that would not stop', () => {
    const hero = { name: 'o Ursinho', bare: 'Ursinho', fem: false, plural: false };
    const x = { h: hero, helper: hero, c: hero, p: hero, first: true, t: undefined } as never;
    const friends = pt.activities['activity-playing-with-friends'];
    expect((friends?.arrive ?? []).map((line) => line(x)).join(' ')).not.toMatch(/tiraram uma bola/u);
    // A spill is told where the parent put it: no floor under milk spilt on the table.
    const spilled = pt.problems.spilled.uhOh.flatMap((pair) => pair.map((line) => line(x))).join(' ');
    expect(spilled).not.toMatch(/chão|mesa/u);
    // Painting's little sounds go beside biscuits painted with icing too: no paper nor paint of its own.
    const painted = pt.activities['activity-painting'].sense.map((line) => line(x as never)).join(' ');
    expect(painted).not.toMatch(/papel|tinta|azul/u);
    // Friends play indoors as often as out: no garden, lawn or tree the parent did not write.
    const played = [...(friends?.arrive ?? []), ...(friends?.do ?? [])].map((line) => line(x));
    const felt = (friends?.sense ?? []).map((line) => line(x as never));
    expect([...played, ...felt].join(' ')).not.toMatch(/jardim|relva|árvore|lá fora/u);
    const cried = pt.problems.cried.uhOh.flatMap((pair) => pair.map((line) => line(x))).join(' ');
    expect(cried).not.toMatch(/não conseguia parar/u);
  });
  it('comforts someone else hurt without doctors the child never saw, and names blocks as no tower', () => {
    const hero = { name: 'a Zuri', bare: 'Zuri', fem: true, plural: false };
    const gran = { name: 'a avó Celina', bare: 'avó Celina', fem: true, plural: false };
    const x = { h: hero, helper: gran, about: gran, c: undefined, p: gran, first: true, t: undefined } as never;
    const fix = pt.problems.hospital.fix.flatMap((pair) => pair.map((line) => line(x))).join(' ');
    expect(fix).not.toMatch(/médicos|bem tratado/u);
    expect(fix).toMatch(/A avó Celina ia ficar melhor/u);
    expect(pt.activities['activity-building-blocks']?.noun.o).not.toMatch(/torre/u);
  });

  it('says baking’s keepsake as bolinhos, and a rolling thing stopping where the comfort fetches it from', () => {
    expect(pt.activities['activity-baking'].noun.o).toBe('os bolinhos');
    const hero = { name: 'a Zuri', bare: 'Zuri', fem: true, plural: false };
    const x = { h: hero, helper: hero, c: undefined, p: hero, first: true, t: undefined } as never;
    const second = (pt.problems.rollAway.uhOh[1] ?? []).map((line) => line(x));
    expect(second.every((line) => /debaixo/u.test(line))).toBe(true);
  });
});

describe('the Portuguese pack: someone ill at home', () => {
  it('does not say again that the ill one was ill, after the parent’s own words of it', () => {
    const mum = { name: 'a mãe', bare: 'mãe', fem: true, plural: false };
    const bear = { name: 'o Ursinho', bare: 'Ursinho', fem: false, plural: false };
    const x = { h: bear, helper: mum, about: mum, c: undefined, p: mum, first: true, part: 'afternoon' } as never;
    expect(pt.problems.nursing?.uhOh[0]?.[0]?.(x)).toBe('Hoje a mãe tinha de ficar na cama, a descansar.');
  });
});

describe('the day remembered at bedtime', () => {
  it('never keeps the child, as the parent calls her, as a memory', () => {
    const x = { list: 'a pequena', first: false } as never;
    expect(pt.typedMemory[1]?.(x)).toBe('E guardou no coração a lembrança das coisas boas do dia.');
  });
});

describe('the Portuguese pack: a plan that fell through', () => {
  it('stays true where the trip still went ahead, late: no other day, nothing that could not be', () => {
    const mum = { name: 'a mãe', bare: 'mãe', fem: true, plural: false };
    const bear = { name: 'o Ursinho', bare: 'Ursinho', fem: false, plural: false };
    const x = { h: bear, helper: mum, c: undefined, p: mum, first: true } as never;
    const letDown = pt.problems.letDown;
    const said = [...(letDown?.uhOh ?? []), ...(letDown?.fix ?? [])].flat().map((line) => line(x));
    expect(said.length).toBeGreaterThan(0);
    for (const line of said) {
      expect(line).not.toMatch(/outro dia|noutro dia|não deu|não podia|não pôde|plano novo/u);
      expect(line).not.toMatch(/^Mas /u);
    }
    expect(letDown?.fix[0]?.[0]?.(x)).toMatch(/^A mãe deu-lhe um abraço e disse: «Eu sei\./u);
  });
});

describe('the Portuguese pack: stock lines that hold whatever the day was', () => {
  const bear = { name: 'o Ursinho', bare: 'Ursinho', fem: false, plural: false };
  const x = { h: bear, helper: undefined, c: undefined, p: undefined, first: true, part: 'afternoon' } as never;
  it('tells a car of the day with no ride in it: it may have been washed', () => {
    for (const line of pt.things.car?.lines ?? []) expect(line(x)).not.toMatch(/cadeirinha|mundo passar|lá foram/u);
  });
  it('tells a party with no candles blown nor birthday song: it may be the crèche’s Christmas party', () => {
    const party = pt.activities['activity-birthday-party'];
    const said = [...(party?.arrive ?? []), ...(party?.do ?? []), ...(party?.sense ?? [])].map((line) => line(x));
    for (const line of said) expect(line).not.toMatch(/velas|soprou|parabéns/u);
  });
  it('says a first of the day without making the thing beside it the first', () => {
    for (const line of pt.events.firstDay ?? []) {
      expect(line(x)).not.toMatch(/primeira vez para|^Era uma estreia| de o /u);
    }
  });
});

describe('the Portuguese pack: the family’s own words for the ones named', () => {
  it('calls a mongrel named in `-a` a boy, and Brazil’s `dinda` the godmother before her name', () => {
    expect(pt.named('Pipoca', 'vira-lata', undefined, 'dog')).toMatchObject({ name: 'o vira-lata Pipoca', fem: false });
    expect(pt.named('Pipoca', 'cadela', undefined, 'dog')).toMatchObject({ fem: true });
    expect(pt.named('Bia', 'dinda', 'aunt', undefined)).toMatchObject({ name: 'a madrinha Bia', fem: true });
  });
});

describe('the Portuguese pack: lines told beside the parent’s own', () => {
  const bear = { name: 'o Ursinho', bare: 'Ursinho', fem: false, plural: false };
  const gran = { name: 'a avó Lurdes', bare: 'avó Lurdes', fem: true, plural: false };
  const x = { h: bear, helper: gran, c: undefined, p: gran, first: true, part: 'morning', t: undefined } as never;

  it('tells of a library visit no book chosen, counted or borrowed the parent did not write', () => {
    const library = pt.activities['activity-library-visit'];
    const lines = [...(library?.do ?? []), ...(library?.sense ?? [])].map((line) => line(x)).join(' ');
    expect(lines).not.toMatch(/comboio|lua|requisitou|três livros|máquina/u);
  });

  it('does not say the swinging again beside the parent’s own `andou de baloiço com a mana`', () => {
    const swing = pt.things.swing?.lines.map((line) => line(x)).join(' ') ?? '';
    expect(swing).not.toMatch(/andou de baloiço/u);
    expect(swing).toMatch(/baloiço/u);
  });

  it('does not say the going to the aquarium again after the parent’s `fomos ao aquário`', () => {
    const arrive = pt.activities['aquarium-visit']?.arrive ?? [];
    expect(arrive.length).toBeGreaterThan(0);
    for (const line of arrive) expect(line(x)).not.toMatch(/\b(?:foi|foram) (?:ao|ver o)/u);
  });

  it('comforts an ill child without the sofa and blanket the parent so often tells', () => {
    const fix = (pt.problems.sick?.fix ?? []).flat().map((line) => line(x));
    expect(fix.join(' ')).not.toMatch(/sofá|manta/u);
  });

  it('tells a feast of the night, in the morning, as tonight’s', () => {
    const said = pt.festival.map((line) => line({ ...(x as object), name: 'noite de São João' } as never));
    for (const line of said) expect(line).toMatch(/^Hoje era noite de São João, /u);
    expect(pt.festival[0]?.({ ...(x as object), name: 'Carnaval' } as never)).toMatch(/^Era Carnaval, /u);
  });

  it('names the grandparent the hero shares biscuits with, never a `com ele` of no one named', () => {
    const hero = { name: 'o Ursinho', bare: 'Ursinho', fem: false, plural: false };
    const grandpa = { name: 'o avô Zé', bare: 'avô Zé', fem: false, plural: false };
    const x = { h: hero, helper: grandpa, c: undefined, p: grandpa, first: true, part: 'afternoon', t: undefined };
    const said = pt.activities['activity-grandparents'].do[0]?.(x as never);
    expect(said).toBe('O Ursinho partilhou um prato de bolachas com o avô Zé e contou-lhe as novidades da semana.');
  });

  it('says of a banana or of leaves nothing the parent did not say was done with them', () => {
    const hero = { name: 'a Zuri', bare: 'Zuri', fem: true, plural: false };
    const x = { h: hero, helper: hero, c: undefined, p: undefined, first: true, part: 'afternoon', t: undefined };
    const lines = (list: ReadonlyArray<(x: never) => string>) => list.map((line) => line(x as never)).join(' ');
    expect(lines(pt.things.banana?.lines ?? [])).not.toMatch(/descascou|sem ajuda/u);
    expect(lines(pt.things.leaves?.lines ?? [])).not.toMatch(/pontapés/u);
  });
});

describe('the Portuguese pack: a first haircut', () => {
  it('seats only the child on the big chair, and says no smile in the mirror the parent did not tell', () => {
    const hero = { name: 'a Zuri', bare: 'Zuri', fem: true, plural: false };
    const mum = { name: 'a mãe', bare: 'mãe', fem: true, plural: false };
    const x = { h: hero, helper: mum, c: mum, p: mum, first: true, part: 'morning', t: undefined } as never;
    const visit = pt.activities['hairdresser-visit'];
    const lines = [...(visit?.arrive ?? []), ...(visit?.do ?? []), ...(visit?.sense ?? [])].map((line) => line(x));
    expect(lines.join(' ')).not.toMatch(/subiu com a mãe|cara a sorrir/u);
    expect(lines.filter((line) => /espelho/u.test(line)).length).toBeLessThanOrEqual(2);
  });
});

describe('the Portuguese pack: two children making up', () => {
  it('tells no apology and no hug of its own after a quarrel with someone named', () => {
    const hero = { name: 'a Zuri', bare: 'Zuri', fem: true, plural: false };
    const cousin = { name: 'o primo Enzo', bare: 'primo Enzo', fem: false, plural: false };
    const x = { h: hero, helper: cousin, about: cousin, c: cousin, p: cousin, first: true, t: undefined } as never;
    const made = (pt.problems.tantrum.fix[1] ?? []).map((line) => line(x)).join(' ');
    expect(made).toMatch(/primo Enzo fizeram as pazes/u);
    expect(made).not.toMatch(/abraço|desculpa/u);
  });

  it('tells no pony ride and no shouting the parent did not write', () => {
    const x = { h: { name: 'o Unicórnio', bare: 'Unicórnio', fem: false, plural: false }, first: true } as never;
    expect((pt.things.horse?.lines ?? []).map((line) => line(x)).join(' ')).not.toMatch(/andou num pónei/u);
    const uhOh = (pt.problems.tantrum.uhOh[1] ?? []).map((line) => line(x)).join(' ');
    expect(uhOh).not.toMatch(/Gritou/u);
    for (const seed of ['a', 'b', 'c']) {
      const text = textOfDay(
        'pt',
        'fomos na fazendinha c o papai e a prima Valentina. na hora de andar de pônei o pônei não quis sair do lugar kkk e ela ficou chateada',
        { seed },
      );
      expect(text, seed).not.toMatch(/andou num pónei|Gritou «não!»/u);
    }
  });

  it('says no big machine passing by when the one of the day may be a toy', () => {
    const x = { h: { name: 'o Cãozinho', bare: 'Cãozinho', fem: false, plural: false }, first: true } as never;
    expect((pt.things.tractor?.lines ?? []).map((line) => line(x)).join(' ')).not.toMatch(/passou/u);
  });

  it('tells the ducks of the day without feeding them, which the parent tells when it happened', () => {
    const x = { h: { name: 'a Raposinha', bare: 'Raposinha', fem: true, plural: false }, first: true } as never;
    expect((pt.things.ducks?.lines ?? []).map((line) => line(x)).join(' ')).not.toMatch(/migalh|pão/u);
  });

  it('tells a farm of the day by its animals, with no eggs found or goats fed that the parent did not tell', () => {
    const x = { h: { name: 'o Unicórnio', bare: 'Unicórnio', fem: false, plural: false }, first: true } as never;
    const done = (pt.activities['farm-visit']?.do ?? []).map((line) => line(x)).join(' ');
    expect(done).not.toMatch(/encontrou dois|deu uma mão-cheia/u);
  });
  it('sings with no instruments nobody wrote of, and spends time with a grandparent with no chores made up', () => {
    const hero = { name: 'o Ursinho', bare: 'Ursinho', fem: false, plural: false };
    const gran = { name: 'a avó Cida', bare: 'avó Cida', fem: true, plural: false };
    const x = { h: hero, helper: gran, c: gran, p: gran, first: true, t: undefined } as never;
    const music = pt.activities['activity-music'];
    const sung = [...(music?.arrive ?? []), ...(music?.do ?? [])].map((line) => line(x)).join(' ');
    expect(sung).not.toMatch(/instrumento|maracas|tambor|xilofone/u);
    const grand = pt.activities['activity-grandparents'];
    const spent = (grand?.do ?? []).map((line) => line(x)).join(' ');
    expect(spent).not.toMatch(/regar as plantas|fotografias antigas/u);
    expect(spent).toMatch(/ao colo da avó Cida/u);
  });

  it('tells a fright with no named cause as how it looked, never a vague `uma coisa` beside the parent’s own words', () => {
    const hero = { name: 'a Zuri', bare: 'Zuri', fem: true, plural: false };
    const dad = { name: 'o pai', bare: 'pai', fem: false, plural: false };
    const x = { h: hero, helper: dad, c: dad, p: dad, first: true, t: undefined } as never;
    const said = (pt.problems.scared.uhOh[0] ?? []).map((line) => line(x)).join(' ');
    expect(said).not.toMatch(/uma coisa/u);
    expect(said).toMatch(/A Zuri encolheu-se toda e ficou muito quietinha/u);
  });

  it('tells a day of shopping without groceries the parent did not name', () => {
    const hero = { name: 'a Zuri', bare: 'Zuri', fem: true, plural: false };
    const x = { h: hero, helper: undefined, c: undefined, p: undefined, first: true, t: undefined } as never;
    const said = pt.activities['activity-shopping']?.do.map((line) => line(x)).join(' ') ?? '';
    expect(said).not.toMatch(/bananas|melão/u);
    expect(said).toMatch(/escolher o que estava na lista/u);
  });

  it('tells a party without a cake of its own beside the parent’s', () => {
    const hero = { name: 'o Zuri', bare: 'Zuri', fem: false, plural: false };
    const x = { h: hero, helper: undefined, c: undefined, p: undefined, first: true, t: undefined } as never;
    const said = pt.activities['activity-birthday-party']?.do.map((line) => line(x)).join(' ') ?? '';
    expect(said).not.toMatch(/bolo|moranguinho/u);
  });

  it('opens a garden day without seeds the parent did not name', () => {
    const hero = { name: 'o Zuri', bare: 'Zuri', fem: false, plural: false };
    const x = { h: hero, helper: undefined, c: undefined, p: undefined, first: true, t: undefined } as never;
    const garden = pt.activities['activity-gardening'];
    expect(garden?.arrive.map((line) => line(x)).join(' ')).not.toMatch(/sementes/u);
    expect(garden?.goodnight).not.toMatch(/semente/u);
    expect(garden?.sense.map((line) => line(x)).join(' ')).not.toMatch(/chuva/u);
  });

  it('opens a play place with no slide the parent did not name, soft play being one too', () => {
    const hero = { name: 'a Zuri', bare: 'Zuri', fem: true, plural: false };
    const x = { h: hero, helper: undefined, c: undefined, p: undefined, first: true, t: undefined } as never;
    const play = pt.activities['activity-playground'];
    expect(play?.arrive.map((line) => line(x)).join(' ')).not.toMatch(/escorrega/u);
    expect(play?.goodnight).not.toMatch(/escorrega/u);
  });

  it('tells a shy or nervous moment without naming shame the parent did not', () => {
    const hero = { name: 'o Zuri', bare: 'Zuri', fem: false, plural: false };
    const mum = { name: 'a mãe', bare: 'mãe', fem: true, plural: false };
    const x = { h: hero, helper: mum, c: undefined, p: mum, first: true, t: undefined } as never;
    const shy = pt.problems.shy;
    expect(shy.uhOh[1]?.map((line) => line(x)).join(' ')).not.toMatch(/vergonha/u);
    expect(shy.fix[1]?.map((line) => line(x)).join(' ')).not.toMatch(/vergonha/u);
  });

  it('tells a bakery and a Christmas market with no trolley, apples or cheese the parent did not name', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const bakery = textOfDay('pt', 'de manhã fomos à padaria buscar pão e ele escolheu um pastel de nata sozinho', {
        seed,
        typed: ['padaria'],
        pronoun: 'he',
      });
      expect(bakery, seed).not.toMatch(/carrinho|portas abriram-se/u);
      const market = textOfDay(
        'pt',
        'fomos ao mercadinho de natal na praça c a tia Joana e comemos castanhas assadas',
        {
          seed,
          pronoun: 'he',
        },
      );
      expect(market, seed).not.toMatch(/maçãs|queijo|morangos|pêras|fruta/u);
    }
  });

  it('tells a swim the child jumped into with no child sitting on the edge, and says the going once', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const swim = textOfDay('pt', 'de manhã foi na natação c o papai, pulou na piscina sozinho', {
        seed,
        typed: ['natação'],
        pronoun: 'he',
      });
      expect(swim, seed).not.toMatch(/sentou-se na borda|desceu a escadinha|foi à piscina/u);
    }
  });

  it('invents no room for a dance, no flower bed for plants, and no fruit that rolls away', () => {
    const hero = { name: 'a Zuri', bare: 'Zuri', fem: true, plural: false };
    const mum = { name: 'a mãe', bare: 'mãe', fem: true, plural: false };
    const x = { h: hero, helper: mum, c: mum, p: mum, first: true, t: undefined } as never;
    const lines = (list: ReadonlyArray<(x: never) => string> | undefined) =>
      (list ?? []).map((line) => line(x)).join(' ');
    expect(lines(pt.activities['activity-dancing']?.arrive)).not.toMatch(/tapete|cadeiras/u);
    expect(lines(pt.activities['activity-dancing']?.arrive)).toMatch(/direitinha, pronta/u);
    expect(lines(pt.activities['activity-gardening']?.arrive)).not.toMatch(/canteiro|pá |No jardim/u);
    expect(lines(pt.problems.rollAway.uhOh[0])).not.toMatch(/maçã|fruta|laranja/u);
  });

  it('sends no child who stayed home all day in from outside for supper', () => {
    const hero = { name: 'a Zuri', bare: 'Zuri', fem: true, plural: false };
    const x = { h: hero, helper: undefined, c: undefined, p: undefined, first: true, t: undefined } as never;
    const dinner = pt.evening.dinner.map((line) => line(x)).join(' ');
    expect(dinner).not.toMatch(/entrou em casa|chegou a casa/u);
  });

  it('comforts a quarrel as sad as well as cross, for a child who cried', () => {
    const hero = { name: 'o Ursinho', bare: 'Ursinho', fem: false, plural: false };
    const mum = { name: 'a mãe', bare: 'mãe', fem: true, plural: false };
    const x = { h: hero, helper: mum, c: mum, p: mum, first: true, t: undefined } as never;
    const said = (pt.problems.tantrum.fix[0] ?? []).map((line) => line(x)).join(' ');
    expect(said).toMatch(/«Ficaste zangado e triste, e não faz mal»/u);
    expect(said).not.toMatch(/Estás muito zangado/u);
  });

  it('sets off the one the child called or wished well with a comma', () => {
    const hero = { name: 'a Zuri', bare: 'Zuri', fem: true, plural: false };
    const x = (words: string) => ({ h: hero, c: undefined, words }) as never;
    expect(pt.said[0]?.(x('Mãe tinha um lobo no meu quarto'))).toContain('«Mãe, tinha um lobo no meu quarto»');
    expect(pt.said[0]?.(x('Fica bom logo bolachinha'))).toContain('«Fica bom logo, Bolachinha»');
  });

  it('tells a drawing as a drawing: no paint pot, brush or painting of the day', () => {
    for (const seed of ['sample', 's2', 's3', 's4']) {
      const text = storyOfDay('pt', 'fez um desenho pro papai', { seed })
        .scenes.map((scene) => scene.text)
        .join(' ');
      expect(text, seed).not.toMatch(/pincel|frascos? de tinta|avental|pintura|pintar/u);
    }
  });

  it('names no picture of its own on a puzzle the parent said was of the sea', () => {
    const hero = { name: 'a Zuri', bare: 'Zuri', fem: true, plural: false };
    const x = { h: hero, helper: undefined, c: undefined, p: undefined, first: true, t: undefined } as never;
    const puzzle = pt.activities['activity-puzzle'];
    const said = [...(puzzle?.do ?? []), ...(puzzle?.sense ?? [])].map((line) => line(x)).join(' ');
    expect(said).not.toMatch(/quinta|vaca|trator/u);
  });

  it('sends no one home from the market in its own words: the parent may tell the way home', () => {
    const hero = { name: 'a Zuri', bare: 'Zuri', fem: true, plural: false };
    const x = { h: hero, helper: undefined, c: undefined, p: undefined, first: true, t: undefined } as never;
    const said = pt.events.market.map((line) => line(x)).join(' ');
    expect(said).not.toMatch(/para casa|mão dada/u);
  });
});

describe('the Portuguese pack: small uh-ohs that fit any day', () => {
  const hero = { name: 'a Zuri', bare: 'Zuri', fem: true, plural: false };
  const gran = { name: 'a avó', bare: 'avó', fem: true, plural: false };
  const x = { h: hero, helper: gran, c: undefined, p: gran, first: true, part: 'afternoon', t: undefined } as never;
  const said = (lines: ReadonlyArray<(x: never) => string>) => lines.map((line) => line(x)).join(' ');
  const problem = (id: keyof typeof pt.problems) =>
    [...pt.problems[id].uhOh, ...pt.problems[id].fix].flatMap((pair) => pair.map((line) => line(x))).join(' ');

  it('tells a spill, a wobbly pile and a rolling thing with nothing the parent did not write', () => {
    expect(problem('spill')).not.toMatch(/copo|água|gota|seco|chão|mesa/u);
    expect(problem('tower')).not.toMatch(/torre|bloco/u);
    expect(problem('rollAway')).not.toMatch(/bola/u);
    const blocks = { ...(x as object), t: { o: 'os blocos', um: 'uns blocos', bare: 'blocos' } } as never;
    expect(pt.problems.tower.uhOh[0]?.[0]?.(blocks)).toMatch(/torre/u);
  });

  it('asks a bit longer, not one more go, when it is time to leave a library or a visit', () => {
    expect(problem('timeToGo')).not.toMatch(/mais uma vez/u);
  });

  it('says a quiet moment later in the day with no home nor sofa, and no cuddly toy of its own at play', () => {
    expect(said(pt.later)).not.toMatch(/em casa|sofá/u);
    expect(said(pt.homePlay.do)).not.toMatch(/peluche/u);
  });

  it('comforts jealousy of a cousin with no play a newborn cannot give', () => {
    const cousin = { name: 'a prima Alice', bare: 'prima Alice', fem: true, plural: false };
    const y = { ...(x as object), p: cousin, about: cousin } as never;
    const fix = pt.jealousy.fix.flatMap((pair) => pair.map((line) => line(y))).join(' ');
    expect(fix).not.toMatch(/brincar/u);
    expect(fix).toMatch(/prima Alice/u);
  });

  it('tells a ride by bus or tram with no vehicle nor button of its own', () => {
    expect(said(pt.things.bus?.lines ?? [])).not.toMatch(/autocarro|botão/u);
  });

  it('tells a haircut with nothing finished before the parent says how it went', () => {
    expect(said(pt.events.haircut)).not.toMatch(/curtinho e bonito/u);
  });
});

describe('the Portuguese pack: the companion at the child’s side, no grown-up', () => {
  it('lets the child, not the companion, say it is time to go or to take turns', () => {
    const hero = { name: 'a Zuri', bare: 'Zuri', fem: true, plural: false };
    const fox = { name: 'a Raposinha', bare: 'Raposinha', fem: true, plural: false };
    const mum = { name: 'a mãe', bare: 'mãe', fem: true, plural: false };
    const said = (helper: typeof fox) => {
      const x = { h: hero, helper, c: fox, p: fox, first: true, t: undefined } as never;
      return [
        pt.problems.timeToGo.fix[0]?.[0]?.(x),
        pt.problems.timeToGo.fix[0]?.[1]?.(x),
        pt.problems.turns.fix[0]?.[0]?.(x),
      ].join(' ');
    };
    const byFox = said(fox);
    expect(byFox).not.toMatch(/Raposinha (?:baixou-se|disse)/u);
    expect(byFox).toMatch(/prometeu a Zuri baixinho à Raposinha/u);
    expect(byFox).toMatch(/A Zuri deu a mão à Raposinha/u);
    expect(said(mum)).toMatch(/^A mãe baixou-se e disse: «Mais um bocadinho/u);
  });
});

describe('the Portuguese pack: a doctor’s visit and a typed thing, as the parent told them', () => {
  it('tells no check-up of the mouth, ears or light at the doctor’s the parent did not write', () => {
    const hero = { name: 'a Zuri', bare: 'Zuri', fem: true, plural: false };
    const x = { h: hero, helper: hero, c: undefined, p: undefined, first: true, t: undefined } as never;
    const visit = pt.activities['activity-doctor-visit'];
    const lines = [...(visit?.do ?? []), ...(visit?.sense ?? [])].map((line) => line(x)).join(' ');
    expect(lines).not.toMatch(/(?<!\p{L})(?:boca|luzinha|ouvidos|barriguinha)(?!\p{L})/u);
    expect(visit?.goodnight).not.toBe('luzinha');
  });

  it('names the child in the lines after a typed thing, never leaving them to someone else of the day', () => {
    const hero = { name: 'a Zuri', bare: 'Zuri', fem: true, plural: false };
    const x = { h: hero, helper: hero, c: undefined, p: undefined, first: false, t: undefined } as never;
    expect(pt.typedFeel[0]?.(x)).toBe('A Zuri fez tudo com calma, passinho a passinho.');
    expect(pt.typedFeel[2]?.(x)).toBe('A Zuri olhou bem para tudo, com os olhos muito abertos.');
  });
});

describe('the Portuguese pack: the companion snuggles and watches, the child does', () => {
  it('has the child do up the buttons and go to bed with the companion curled beside, tucked by no cuddly', () => {
    const hero = { name: 'a Zuri', bare: 'Zuri', fem: true, plural: false };
    const owl = { name: 'a Corujinha', bare: 'Corujinha', fem: true, plural: false };
    const x = { h: hero, helper: owl, c: owl, p: owl, first: true, t: undefined } as never;
    const morning = pt.opening.ready.map((line) => line(x)).join(' ');
    const night = pt.night.tuck.map((line) => line(x)).join(' ');
    expect(morning).not.toMatch(/Corujinha ajudou/u);
    expect(morning).toMatch(/A Zuri apertou os botões um a um, e a Corujinha ficou a ver\./u);
    expect(night).not.toMatch(/Corujinha aconchegou/u);
    expect(night).toMatch(/com a Corujinha enroscada ao lado/u);
  });
});

describe('the Portuguese pack: no stock line the parent’s day may contradict', () => {
  const hero = { name: 'a Zuri', bare: 'Zuri', fem: true, plural: false };
  const x = { h: hero, helper: hero, c: undefined, p: undefined, first: true, t: undefined } as never;
  const all = (list: ReadonlyArray<(x: never) => string>) => list.map((line) => line(x)).join(' ');

  it('hugs no one at a party a shy child hid at, and sings a favourite song with its article', () => {
    const party = pt.activities['activity-birthday-party'];
    expect(all(party.arrive)).not.toMatch(/abraços a toda a gente/u);
    expect(all(pt.activities['activity-music'].arrive)).not.toMatch(/cantou uma canção preferida/u);
  });

  it('tells a ride by car or by bus with no car seat, and the sand of a beach with no sandpit', () => {
    const ride = pt.activities['car-ride'];
    expect(all([...ride.arrive, ...ride.do, ...ride.sense])).not.toMatch(/(?<!auto)carro|cadeirinha/u);
    expect(ride.noun.o).toBe('a viagem');
    expect(ride.goodnight).not.toMatch(/carro/u);
    const sand = pt.activities['activity-sandbox'];
    expect(all(sand.arrive)).not.toMatch(/caixa de areia/u);
    expect(sand.noun.o).not.toMatch(/caixa de areia/u);
  });

  it('tells the family’s own dog or cat with no stranger’s pet beside it, and a dog walk with no town in its title', () => {
    expect(all(pt.things.dog.lines)).not.toMatch(/um cão/u);
    expect(all(pt.things.cat.lines)).not.toMatch(/um gat/u);
    expect(pt.activities['town-walk'].noun.o).toBe('o passeio');
  });
});

describe('the Portuguese pack: every stock line reads as Portuguese', () => {
  it('has no line that the language check would take for Spanish, which would cost the parent’s own lines beside it', () => {
    const gran = { name: 'a avó', bare: 'avó', fem: true, plural: false };
    const foreign: string[] = [];
    for (const hero of [
      { name: 'a Zuri', bare: 'Zuri', fem: true, plural: false },
      { name: 'o Zuri', bare: 'Zuri', fem: false, plural: false },
    ]) {
      const x = { h: hero, helper: gran, c: hero, p: gran, first: true, part: 'afternoon', t: undefined } as never;
      const walk = (value: unknown): void => {
        if (typeof value === 'function') {
          // (Only the lines of the story: a helper that wants other words than a scene's is no line.)
          let said: unknown;
          try {
            said = (value as (x: never) => unknown)(x);
          } catch {
            said = undefined;
          }
          if (typeof said === 'string' && !checkLanguage(said, 'pt').ok) foreign.push(said);
        } else if (Array.isArray(value)) value.forEach(walk);
        else if (value && typeof value === 'object') Object.values(value).forEach(walk);
      };
      walk(pt);
    }
    expect(foreign).toEqual([]);
  });
});

describe('the Portuguese pack: a title true of any day', () => {
  it('names no moon or starry night the story may never show', () => {
    const hero = { name: 'a Zuri', bare: 'Zuri', fem: true, plural: false };
    const x = { h: hero, helper: hero, c: undefined, p: undefined, first: true, t: undefined, a: undefined } as never;
    const titles = pt.titles.map((line) => line(x));
    expect(titles.join(' | ')).not.toMatch(/lua|estrelad/u);
    expect(titles).toContain('O dia da Zuri, de manhã à noite');
  });
});

describe('the Portuguese pack: a birthday sung once', () => {
  it('sings no birthday song of its own beside the parent’s', () => {
    const hero = { name: 'a Zuri', bare: 'Zuri', fem: true, plural: false };
    const x = { h: hero, helper: hero, c: undefined, p: undefined, first: true, t: undefined } as never;
    expect(pt.events.birthday.map((line) => line(x)).join(' ')).not.toMatch(/parabéns/u);
    // Nor a bath's pretend of its own that the parent never told.
    expect(pt.evening.bath.map((line) => line(x)).join(' ')).not.toMatch(/barba/u);
  });
});

describe('the Portuguese pack: bread said once', () => {
  it('says no fresh loaf from the oven beside the parent’s toast, nor a bowl of fruit', () => {
    const hero = { name: 'a Zuri', bare: 'Zuri', fem: true, plural: false };
    const x = { h: hero, helper: hero, c: undefined, p: undefined, first: false, t: undefined } as never;
    expect(pt.things.bread.lines.map((line) => line(x)).join(' ')).not.toMatch(/forno|fofinho/u);
    // Nor a bowl, a field or who ate the biscuits that the parent never wrote of.
    const food = [pt.things.fruit, pt.things.strawberries, pt.things.cookies].flatMap((thing) => thing.lines);
    expect(food.map((line) => line(x)).join(' ')).not.toMatch(/taça|apanhou|trincou/u);
    expect(pt.things.car.lines.map((line) => line(x)).join(' ')).not.toMatch(/como um carro/u);
  });
});

describe('the Portuguese pack: a loss said once', () => {
  it('asks where the lost thing might be, never says again that it was gone', () => {
    const hero = { name: 'o Zuri', bare: 'Zuri', fem: false, plural: false };
    const about = { name: 'o coelhinho Pipoca', bare: 'coelhinho Pipoca', fem: false, plural: false };
    const x = { h: hero, helper: hero, c: undefined, p: undefined, first: false, t: undefined, about } as never;
    const said = pt.problems.lost.uhOh[0]?.[1]?.(x);
    expect(said).toBe('Ai, não, onde estaria o coelhinho Pipoca?');
    expect(said).not.toMatch(/desaparecid/u);
  });
});

describe('the Portuguese pack: the barber’s and the goodnight', () => {
  it('puts no cape on nor blows a hairdryer the parent never told of', () => {
    const hero = { name: 'o Zuri', bare: 'Zuri', fem: false, plural: false };
    const x = { h: hero, helper: undefined, c: undefined, p: undefined, first: true, t: undefined } as never;
    const visit = pt.activities['hairdresser-visit'];
    const said = [...visit.arrive, ...visit.sense].map((line) => line(x)).join(' ');
    expect(said).not.toMatch(/capa|secador/u);
  });

  it('wishes goodnight to the companion and the people, never to what was eaten', () => {
    const said = pt.night.goodnight(['o Leãozinho', 'gelado', 'avó Rosa', 'pãozinho'], {} as never);
    expect(said).toBe('Boa noite, Leãozinho, e boa noite, avó Rosa.');
    expect(pt.night.goodnight(['o Leãozinho', 'bolo'], {} as never)).toBe('Boa noite, Leãozinho.');
  });
});

describe('the Portuguese pack: a splash and a garden, as the parent may have told them', () => {
  const hero = { name: 'o Zuri', bare: 'Zuri', fem: false, plural: false };
  const helper = { name: 'o professor Rui', bare: 'professor Rui', fem: false, plural: false };
  const x = { h: hero, helper, c: undefined, p: undefined, first: true, t: undefined } as never;
  it('puts no water in the eyes of its own, for a child who may have swallowed it', () => {
    const splash = pt.problems.splash;
    const said = [...splash.uhOh, ...splash.fix]
      .flat()
      .map((line) => line(x))
      .join(' ');
    expect(said).not.toMatch(/olhos|pestanej|ardor|ardia/u);
  });

  it('greets and waters no plants of its own on the way out to the garden', () => {
    const said = pt.activities['activity-gardening'].arrive.map((line) => line(x)).join(' ');
    expect(said).not.toMatch(/plant|sede/u);
  });
});

describe('the Portuguese pack: someone away', () => {
  it('says who is away without saying the missing the parent’s own words tell', () => {
    const hero = { name: 'a Zuri', bare: 'Zuri', fem: true, plural: false };
    const about = { name: 'o pai', bare: 'pai', fem: false, plural: false };
    const x = { h: hero, helper: hero, c: undefined, p: undefined, first: false, t: undefined, about } as never;
    const first = (pt.problems.missing.uhOh[0] ?? []).map((line) => line(x));
    expect(first.join(' ')).not.toMatch(/saudade/u);
    expect(first[0]).toBe('Hoje o pai não estava em casa, e a Zuri pensava muito no pai.');
  });
  it('tells a jab’s sting once after the parent’s own words of it', () => {
    for (const seed of ['sample', 's2', 's3', 's4']) {
      const jab = textOfDay(
        'pt',
        'hj foi dia de vacinas no centro de saude, a Zuri chorou mt qdo a enfermeira deu a pica no braço mas depois deram lhe um autocolante de leão e passou logo',
        { seed, activities: ['activity-doctor-visit'] },
      );
      expect(jab, seed).not.toMatch(/ardeu/u);
      expect(jab, seed).toMatch(/Deram-lhe um autocolante de leão/u);
    }
  });
});
