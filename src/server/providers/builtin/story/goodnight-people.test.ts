// The goodnight wishes only those the story showed or told: not the sister the child became on a newborn's day, not
// the midwife of a question the child asked.
import { describe, expect, it } from 'vitest';
import { storyOfDay } from './day-story.ts';

describe('the goodnight’s people', () => {
  it('are not the big sister the child became', () => {
    for (const seed of ['g1', 'g2', 'g3', 'g4']) {
      const de = storyOfDay(
        'de',
        'Zuri ist seit heute große Schwester!! der kleine Ben kam heut früh um 5:40 auf die welt. nachmittags mit oma ins krankenhaus, erste frage an die hebamme: darf ben schon kekse essen?',
        { seed },
      ).scenes;
      expect(de[6]?.text, seed).not.toMatch(/Schwester|Kinderärztin/u);
      const en = storyOfDay(
        'en',
        'she is a big sister now! baby Leo was born this morning, we visited in the afternoon',
        {
          seed,
        },
      ).scenes;
      expect(en[6]?.text, seed).not.toMatch(/sister/iu);
    }
  });

  it('are everyone the parent named who was there, not only the first three', () => {
    const day =
      'papaw came for supper. her big brother Eli (5) and his buddy Mason let her play tag w them in the yard and she chased our beagle Daisy round and round.';
    const nl =
      'opa Joop kwam eten. haar grote broer Sem en zijn vriendje Ravi speelden tikkertje in de tuin en ze rende achter onze hond Sam aan.';
    for (const seed of ['g1', 'g2', 'g3', 'g4']) {
      const en = storyOfDay('en', day, { seed }).scenes[6]?.text;
      for (const name of ['Eli', 'Mason', 'Papaw', 'Daisy']) expect(en, `${seed} ${name}`).toContain(name);
      const seven = storyOfDay('nl', nl, { seed }).scenes[6]?.text;
      for (const name of ['Sem', 'Ravi', 'Joop', 'Sam']) expect(seven, `${seed} ${name}`).toContain(name);
    }
  });

  it('wishes grandma and grandpa goodnight once each, not again as a pair', () => {
    for (const seed of ['g1', 'g2', 'g3', 'g4']) {
      const seven = storyOfDay(
        'de',
        'Erste Nacht bei Oma und Opa geschlafen ganz ohne uns!! Opa hat heut früh mit ihm Brötle beim Bäck gholt. Oma sagt er hat abends kurz nach Mama gfragt',
        { seed, pronoun: 'he', activities: ['activity-grandparents'] },
      ).scenes[6]?.text;
      expect(seven, seed).not.toMatch(/Oma, [^.]*Oma und Opa|Oma und Opa, [^.]*Opa/u);
    }
  });

  it('wishes grandparents by their names goodnight, not again as a pair by their relation', () => {
    for (const seed of ['g1', 'g2', 'g3', 'g4']) {
      const seven = storyOfDay(
        'nl',
        'bij opa ger en oma mien in zeeland met zn zus lieke (6). krabbetjes gevangen aan de dijk en onze hond dribbel groef een gat op het strand',
        { seed, pronoun: 'he', activities: ['activity-beach', 'activity-grandparents'] },
      ).scenes[6]?.text;
      expect(seven, seed).toMatch(/opa Ger/u);
      expect(seven, seed).not.toMatch(/opa en oma/iu);
    }
  });

  it('wish a grandmother once: not by herself beside the grandparents as a pair', () => {
    for (const seed of ['g1', 'g2', 'g3', 'g4']) {
      const seven =
        storyOfDay(
          'nl',
          'paaszaterdag bij opa en oma in ootmarsum. smorgens eieren geverfd met oma, smiddags eitjes zoeken in de wei achter de boerderij',
          { seed, activities: ['activity-grandparents', 'activity-painting'] },
        ).scenes[6]?.text ?? '';
      expect(seven.match(/\boma\b/giu)?.length ?? 0, `${seed}: ${seven}`).toBeLessThanOrEqual(1);
    }
  });

  it('are no grown-up of a place the story never showed: no doctor after a visit to a new baby in hospital (zh)', () => {
    const day = '二宝今天出生啦 是个弟弟 小名叫糯米\nZuri去医院看他 小心翼翼摸了摸他的小手\n回家又有点吃醋 非要抱抱';
    for (const seed of ['a', 'b', 'c', 'd']) {
      const scenes = storyOfDay('zh', day, { seed }).scenes.map((scene) => scene.text);
      if (!scenes.slice(0, 6).join('').includes('医生')) expect(scenes[6], seed).not.toMatch(/医生/u);
    }
  });
});
