// What the parent typed as an activity as well as wrote: the typed trouble (`birra de manhã`) is no course of the day's
// trouble that every clause of the description falls into (supper had been told in the afternoon's pool), and a typed
// word (`bicicleta sem rodinhas`) keeps no made-up line of it once the parent's own sentence says it (the fall had been
// told twice, the parent's and a stock wobble on the bike after it).
import { describe, expect, it } from 'vitest';
import { storyOfDay, ZURI_ALONE } from './day-story.ts';

const SEEDS = ['a', 'b', 'c', 'd', 'e', 'f'];

describe('a trouble typed too', () => {
  it('leaves supper to the evening', () => {
    const day =
      'acordou rabugento, não quis vestir o casaco nem comer o pequeno-almoço, fez birra no carro. na piscina com a ' +
      'irmã Leonor ficou todo contente a saltar para a água e a fazer bolhinhas. ao jantar comeu a sopa toda sozinho';
    for (const seed of SEEDS) {
      const { scenes } = storyOfDay('pt', day, {
        seed,
        pronoun: 'he',
        typed: ['birra de manhã', 'bolhinhas na água'],
        character: 4,
      });
      const text = scenes.map((scene) => scene.text).join('\n');
      expect(scenes[4]?.text, `${seed}: ${text}`).not.toMatch(/jantar|sopa/u);
      expect(scenes[5]?.text, `${seed}: ${text}`).toMatch(/sopa toda sozinh/u);
    }
  });
});

describe('a typed word the parent’s sentence says', () => {
  it('keeps no made-up line of the same fall', () => {
    const day =
      'andou de bicicleta sem rodinhas pela primeira vez!!! o papai segurou no banco e soltou sem ela perceber, ela ' +
      'foi sozinha até o portão da praça. caiu uma vez e ralou o joelho mas levantou rindo. a prima Duda bateu palma ' +
      'e gritou vai Zuri';
    for (const seed of SEEDS) {
      const { scenes } = storyOfDay('pt', day, {
        seed,
        typed: ['bicicleta sem rodinhas'],
        activities: ['activity-bike-ride', 'activity-park'],
      });
      const falls = (scenes[2]?.text ?? '')
        .split(/(?<=[.!?])\s+/u)
        .filter((one) => /caiu|desequilibr|equilíbrio|tombou/iu.test(one));
      expect(falls, `${seed}: ${scenes[2]?.text}`).toHaveLength(1);
    }
  });
});

describe('a typed trouble the parent’s sentence tells itself', () => {
  it('keeps no made-up line of the fall beside the parent’s (`caiu e esfolou o joelho` typed too)', () => {
    const day =
      'caiu da bicicleta no parque, esfolou o joelho e chorou mto. o mano Tomás foi buscar o penso do dinossauro à ' +
      'mochila e deu-lhe um beijinho no joelho. depois ainda quis andar mais um bocadinho devagar';
    for (const seed of SEEDS) {
      const { scenes } = storyOfDay('pt', day, {
        seed,
        pronoun: 'he',
        typed: ['andar de bicicleta', 'caiu e esfolou o joelho'],
        activities: ['activity-bike-ride', 'activity-park'],
        facts: ZURI_ALONE,
      });
      const falls = (scenes[2]?.text ?? '')
        .split(/(?<=[.!?])\s+/u)
        .filter((one) => /caiu|desequilibr|equilíbrio|tombou/iu.test(one));
      expect(falls, `${seed}: ${scenes[2]?.text}`).toHaveLength(1);
    }
  });
});

describe('a typed doing the description tells in another form of its word', () => {
  it('is told once (`pannenkoeken bakken` beside `pannenkoeken gebakken`, `hut bouwen` beside `een hut gebouwd`)', () => {
    const day =
      'wat een noodweer vandaag, de hele dag regen tegen het raam en harde wind. bij de eerste donderklap kroop ze bij ' +
      'mij op schoot en hield haar oren dicht. toen maar binnen een hut gebouwd van de bank kussens en pannenkoeken ' +
      'gebakken met papa';
    for (const seed of SEEDS) {
      const text = storyOfDay('nl', day, {
        seed,
        typed: ['pannenkoeken bakken', 'hut bouwen'],
        activities: ['activity-baking'],
      })
        .scenes.map((scene) => scene.text)
        .join(' ');
      expect(text.match(/bakte pannenkoeken/gu)?.length, `${seed}: ${text}`).toBe(1);
      expect(text.match(/bouwde [\p{L} ]*hut/gu)?.length, `${seed}: ${text}`).toBe(1);
    }
  });
});

describe('a typed doing the description tells in other words', () => {
  // `comprar taza nueva` typed beside the afternoon's market where she chose a new cup: it had opened scene 3 as the
  // place of the cup that broke at breakfast, and the picked shopping had been a morning at the shops before it.
  const day =
    'se le rompio su taza de peppa pig, se le cayo de la mesa en el desayuno y se hizo añicos. lloraba desconsolada ' +
    '"mi taza mi taza". papa recogio los trozos y por la tarde fuimos al mercadillo y eligio ella una taza nueva de ' +
    'unicornio. la estreno con colacao en la merienda';
  it('is told once, where the parent told it, and the picked shopping is that market', () => {
    for (const seed of SEEDS) {
      const { scenes } = storyOfDay('es', day, {
        seed,
        typed: ['comprar taza nueva'],
        activities: ['activity-shopping'],
        facts: ZURI_ALONE,
      });
      const text = scenes.map((scene) => scene.text).join('\n');
      expect(text.match(/taza nueva/gu) ?? [], `${seed}: ${text}`).toHaveLength(1);
      expect(scenes[4]?.text, `${seed}: ${text}`).toMatch(/taza nueva de unicornio/u);
      expect(
        scenes.slice(0, 3).map((scene) => scene.text),
        `${seed}: ${text}`,
      ).not.toContainEqual(expect.stringMatching(/compr|mercad|puestos|tienda/u));
    }
  });
});
