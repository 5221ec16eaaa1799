// What comforted, right after the trouble, is scene 4's: `ficou com medo do barulho dos fogos mas o vovô tampou os
// ouvidos dela` had been told in scene 5 after the dance that scene 5 shows, after scene 4's made-up hug; and
// `o barbeiro deixou ele segurar o pente … e ai ficou quietinho`, in the sentence after the fear of the clippers, at
// the barber's still, had been told after the comfort, beside a rug and a box of toys at home; `opa heeft de stukjes
// gelijmd`, a sentence of tears after the broken cup, had waited for the afternoon, and the typed `beker gelijmd met opa`
// had been a morning of gluing before the cup ever fell.
import { describe, expect, it } from 'vitest';
import { storyOfDay, ZURI_ALONE } from './day-story.ts';

const SEEDS = ['a', 'b', 'c', 'd'];

describe('the parent’s own comfort', () => {
  it('is told in scene 4, whatever scene 5 shows of what came before the trouble', () => {
    const day =
      'festa junina da escola hj!! foi de caipirinha com chapéu de palha e sardinha pintada na bochecha, dançou a ' +
      'quadrilha de mão dada com o Davi e comeu pipoca e um pedaço de pamonha. ficou com medo do barulho dos fogos mas ' +
      'o vovô tampou os ouvidos dela e ela ficou olhando a fogueira';
    for (const seed of SEEDS) {
      const { scenes } = storyOfDay('pt', day, {
        seed,
        typed: ['quadrilha', 'comer pipoca'],
        activities: ['activity-dancing'],
        facts: ZURI_ALONE,
      });
      const text = scenes.map((scene) => scene.text).join('\n');
      expect(scenes[3]?.text, `${seed}: ${text}`).toMatch(/tampou os ouvidos/u);
    }
  });

  it('is told in scene 4 when its sentence follows the trouble’s at the same place', () => {
    const day =
      'primeiro corte de cabelo no barbeiro. tinha mto medo da maquininha por causa do barulho, chorou um pouco no ' +
      'inicio. o barbeiro deixou ele segurar o pente e borrifar agua no espelho e ai ficou quietinho. ganhou um ' +
      'pirulito no fim e ficou se olhando no espelho todo vaidoso';
    for (const seed of SEEDS) {
      const { scenes } = storyOfDay('pt', day, {
        seed,
        pronoun: 'he',
        typed: ['cortar o cabelo'],
        character: 9,
        facts: { ...ZURI_ALONE, children: [{ name: 'Zuri', pronoun: 'he', age: 'toddler', seed: 'c1' }] },
      });
      const text = scenes.map((scene) => scene.text).join('\n');
      expect(scenes[3]?.text, `${seed}: ${text}`).toMatch(/segurar o pente/u);
    }
  });

  it('is told in scene 4 when a sentence of only the tears comes between', () => {
    const day =
      'zn lievelingsbeker met de brandweerauto is van tafel gevallen en gebroken. hij was echt verdrietig. opa heeft de ' +
      'stukjes gelijmd en nu staat ie op de vensterbank als plantenpotje. s middags nog in de tuin gewerkt met opa';
    for (const seed of SEEDS) {
      const { scenes } = storyOfDay('nl', day, {
        seed,
        pronoun: 'he',
        typed: ['beker gelijmd met opa'],
        activities: ['activity-gardening'],
        facts: { ...ZURI_ALONE, children: [{ name: 'Zuri', pronoun: 'he', age: 'toddler', seed: 'c1' }] },
      });
      const text = scenes.map((scene) => scene.text).join('\n');
      expect(scenes[3]?.text, `${seed}: ${text}`).toMatch(/lijmde/u);
      // (The typed `beker gelijmd met opa` is the parent's gluing, told once: not a morning of gluing before the fall.)
      expect(text.match(/lijmde/gu)?.length, `${seed}: ${text}`).toBe(1);
    }
  });
});
