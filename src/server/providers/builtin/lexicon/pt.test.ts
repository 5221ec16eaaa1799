import { describe, expect, it } from 'vitest';
import { pt as pack } from '../story/packs/pt.ts';
import { detailsIn } from './details.ts';
import { namesIn, readText } from './read.ts';

const read = (text: string) => readText([text], 'pt');

describe('the Portuguese lexicon', () => {
  it('reads family words of Portugal and Brazil', () => {
    expect(read('Lanche na vó com o vovô.').people).toEqual(['grandma', 'grandpa']);
    expect(read('lanche na avó').places).toContain('grandparents');
    expect(read('Foi com a madrinha e o padrinho.').people).toEqual(['aunt', 'uncle']);
    expect(read('o irmãozinho nasceu').people).toEqual(['brother']);
    expect(read('o neném dormiu').people).toEqual(['baby']);
    expect(read('a tia da escolinha disse que comeu tudo').people).toEqual(['teacher']);
  });

  it('reads mishaps as parents write them', () => {
    expect(read('se machucou no parquinho').mishaps).toContain('hurt');
    expect(read('o gato arranhou-o').mishaps).toContain('hurt');
    expect(read('a caneca quebrou').mishaps).toContain('broke');
    expect(read('a gatinha sumiu').mishaps).toContain('lost');
    expect(read('ficou emburrada uns 5 min').mishaps).toContain('tantrum');
    expect(read('tava c febre, resfriada').mishaps).toContain('sick');
    expect(read('o Azulão amanheceu morto no aquário').mishaps).toContain('died');
    expect(read('o avô está internado').mishaps).toContain('hospital');
    expect(read('caiu do escorrega').mishaps).toContain('fell');
    expect(read('o infantário fechou por causa da tempestade').mishaps).toEqual(['scared']);
    expect(read('que temporal ontem à noite').mishaps).toEqual(['scared']);
  });

  it('reads the sun, not a sunshade', () => {
    expect(read('voou o chapéu de sol da varanda').things).not.toContain('sun');
    expect(read('levámos o guarda-sol para a praia').things).not.toContain('sun');
    expect(read('estava um sol lindo na praia').things).toContain('sun');
    expect(read('brincou ao sol a tarde toda').things).toContain('sun');
    expect(read('fez um calorão').things).toContain('sun');
  });

  it('does not read look-alikes into the wrong thing', () => {
    expect(read('Estava morto de sono.').mishaps).not.toContain('died');
    expect(read('caiu um ramo enorme na rua').mishaps).not.toContain('fell');
    expect(read('gritava de alegria no lava-rápido').mishaps).toEqual([]);
    expect(read('pendurámos bolas na árvore de natal').things).not.toContain('ball');
    expect(read('pastel e caldo de cana').things).not.toContain('soup');
    expect(read('brincou de massinha').things).not.toContain('pasta');
    expect(read('a nossa cachorrinha de 14 anos').events).toEqual([]);
    expect(read('ficou em casa o dia todo').places).not.toContain('rainyWindow');
    expect(read('de manha fomos ao parque').mishaps).toEqual([]);
  });

  it('reads a book fair as no market, and roasted chestnuts as no autumn leaves', () => {
    expect(read('fomos à feira do livro no parque').events).not.toContain('market');
    expect(read('fomos à feira comprar fruta').events).toContain('market');
    expect(read('assaram castanhas na fogueira').things).not.toContain('leaves');
    expect(read('apanhou castanhas no chão do parque').things).toContain('leaves');
  });

  it('reads a dread as a fright, and São Martinho as a holiday', () => {
    expect(read('tem pavor do secador de mãos').mishaps).toContain('scared');
    expect(read('magusto na escola pelo são martinho').events).toContain('holiday');
  });
});

describe('the Portuguese story pack', () => {
  it('tells a named relation or pet with its word and gender', () => {
    expect(pack.named('Fátima', 'Avó', 'grandma', undefined).name).toBe('a avó Fátima');
    expect(pack.named('Tomás', 'mano', 'brother', undefined).name).toBe('o mano Tomás');
    expect(pack.named('Sofia', 'madrinha', 'aunt', undefined).name).toBe('a madrinha Sofia');
    expect(pack.named('Nina', 'cadela', undefined, 'dog').name).toBe('a cadela Nina');
    expect(pack.named('Rui', 'colega', 'friend', undefined).name).toBe('o colega Rui');
    expect(pack.named('Ana', 'colega', 'friend', undefined).name).toBe('a colega Ana');
  });

  it('reads a pet’s name after its look and whose it is, and no look as a name', () => {
    expect(namesIn(['o peixinho dourado dela, o Nemo, morreu hj'], 'pt')).toEqual([
      { name: 'Nemo', word: 'peixinho', person: undefined, pet: 'fish' },
    ]);
    expect(namesIn(['viu tubarões e uma tartaruga gigante'], 'pt')).toEqual([]);
    expect(namesIn(['o gato comeu a Maria'], 'pt')).toEqual([]);
  });

  it('reads the hills the family went to, not the cheese from them', () => {
    expect(read('provou queijo da serra').places).not.toContain('woods');
    expect(read('fomos passear na serra').places).toContain('woods');
  });

  it('finds no thing in a quantity, and leaves `sozinho` out of the thing', () => {
    expect(detailsIn(['sangrou um pouquinho'], 'pt')).toEqual([]);
    expect(detailsIn(['montou um quebra-cabeça de 20 peças sozinho'], 'pt')).toEqual(['um quebra-cabeça de 20 peças']);
  });
});
