import { describe, expect, it } from 'vitest';
import { storyOfDay, textOfDay } from '../day-story.ts';
import { pt } from './pt.ts';
import type { RetellContext } from './types.ts';

/** The hero as the Portuguese pack gives it: `o Ursinho` for a boy's day, `a Raposinha` for a girl's. */
const bear = { name: 'o Ursinho', bare: 'Ursinho', fem: false, plural: false };
const fox = { name: 'a Raposinha', bare: 'Raposinha', fem: true, plural: false };
const his: RetellContext = { hero: bear, grownUps: [], names: ['Bia'], childPronoun: 'he' };
const hers: RetellContext = { hero: fox, grownUps: [], names: [], childPronoun: 'she' };

describe('the Portuguese reteller', () => {
  it('tells a clause without a subject with the hero as its subject, its shorthand said in full', () => {
    expect(pt.retell('brincou mto c a Bia no escorrega', his)).toBe('O Ursinho brincou muito com a Bia no escorrega.');
    expect(pt.retell('comeu a sopa toda kkkk', his)).toBe('O Ursinho comeu a sopa toda.');
    expect(pt.retell('amou', his)).toBe('O Ursinho adorou.');
    expect(pt.retell('amou o passeio de barco', his)).toBe('O Ursinho adorou o passeio de barco.');
  });

  it('tells a named pet with its aside after the time it happened, its subject kept', () => {
    expect(pt.retell('hj de manhã o Nico, o hamster dela, tava morto na gaiola', hers)).toBe(
      'Hoje de manhã, o Nico, o hamster dela, estava morto na gaiola.',
    );
    expect(pt.retell('ontem à noite o Tejo, o cão do avô, fugiu pro quintal', hers)).toBe(
      'Ontem à noite, o Tejo, o cão do avô, fugiu para o quintal.',
    );
  });

  it('tells a first or last day or night said bare, with where it was and the parents away', () => {
    expect(pt.retell('primeiros dias com o maninho Theo em casa', hers)).toBe(
      'Foram os primeiros dias da Raposinha com o maninho Theo em casa.',
    );
    expect(pt.retell('primeira noite dormindo na casa da vó Lurdes sem a gente!', hers)).toBe(
      'Foi a primeira noite da Raposinha em casa da avó Lurdes sem os pais.',
    );
    expect(pt.retell('ultimo dia da creche antes de mudar de escola', his)).toBe(
      'Foi o último dia do Ursinho na creche antes de mudar de escola.',
    );
  });

  it('tells a waking and a dream of the night as what had happened in the night, on waking', () => {
    expect(pt.retell('acordou de madrugada a gritar', hers)).toBe('De madrugada, a Raposinha tinha acordado a gritar.');
    expect(pt.retell('sonhou que havia um monstro debaixo da cama', his)).toBe(
      'O Ursinho tinha sonhado que havia um monstro debaixo da cama.',
    );
    const night = pt as { waking?: RegExp; evening?: RegExp };
    expect(night.waking?.test('sonhou que havia um monstro debaixo da cama')).toBe(true);
    expect(night.evening?.test('sonhou que havia um monstro debaixo da cama')).toBe(false);
    expect(night.waking?.test('veio pra nossa cama e adormeceu agarrado a mim')).toBe(true);
    expect(night.evening?.test('veio pra nossa cama e adormeceu agarrado a mim')).toBe(false);
  });

  it('tells a grown-up who held or helped, with no one named, as holding the child', () => {
    expect(pt.retell('mas a moça segurou', hers)).toBe('A moça segurou-a.');
    expect(pt.retell('o professor Rui ajudou', his)).toBe('O professor Rui ajudou-o.');
    expect(pt.retell('a mamãe abraçou', hers)).toBe('A mãe abraçou-a.');
  });

  it('tells one thing made, named bare, with its article', () => {
    expect(pt.retell('montar quebra-cabeça', hers)).toBe('A Raposinha montou um puzzle.');
    expect(pt.retell('fez torre de blocos c o mano', his)).toBe('O Ursinho fez uma torre de blocos com o mano.');
    expect(pt.retell('fez o bolo com a avó', his)).toBe('O Ursinho fez o bolo com a avó.');
  });

  it('makes the words about the child agree with the hero', () => {
    expect(pt.retell('tá todo orgulhoso da torre q fez', hers)).toBe(
      'A Raposinha estava toda orgulhosa da torre que fez.',
    );
    expect(pt.retell('ficou emburrada no carro 😤', his)).toBe('O Ursinho ficou emburrado no carro.');
    expect(pt.retell('adormeceu agarrada ao coelho de peluche', his)).toBe(
      'O Ursinho adormeceu agarrado ao coelho de peluche.',
    );
  });

  it('tells the parent’s `nós` and `a gente` as the hero and the family', () => {
    expect(pt.retell('fomos ao jardim zoológico ver as girafas', his)).toBe(
      'O Ursinho e a família foram ao jardim zoológico ver as girafas.',
    );
    expect(pt.retell('a gente fez pipoca no fim da tarde', hers)).toBe(
      'A Raposinha e a família fizeram pipocas no fim da tarde.',
    );
    expect(pt.retell('fizemos um bolo de laranja', { ...his, grownUps: ['avó Rosa'] })).toBe(
      'O Ursinho e a avó Rosa fizeram um bolo de laranja.',
    );
  });

  it('puts a phrase of where or when first, and a pronoun after its verb as Portugal writes it', () => {
    expect(pt.retell('na praia fez um castelo enorme', his)).toBe('Na praia, o Ursinho fez um castelo enorme.');
    expect(pt.retell('se escondeu atrás do sofá', hers)).toBe('A Raposinha escondeu-se atrás do sofá.');
  });

  it('tells weather, a party and someone else of the day without the hero as the subject', () => {
    expect(pt.retell('choveu a tarde toda', his)).toBe('Choveu a tarde toda.');
    expect(pt.retell('festinha na creche c bolo de morango', his)).toBe(
      'Houve uma festinha na creche com bolo de morango.',
    );
    expect(pt.retell('a vizinha deu-lhe um balão vermelho', his)).toBe('A vizinha deu-lhe um balão vermelho.');
    expect(pt.retell('primeiro dia de natação hj', hers)).toBe('Hoje foi o primeiro dia de natação da Raposinha.');
  });

  it('leaves out what the parent says of themselves, what someone said, and a `ela` who is not the child', () => {
    expect(pt.retell('fiquei toda babada', hers)).toBeUndefined();
    expect(pt.retell('eu levei-a à escola', hers)).toBeUndefined();
    expect(pt.retell("disse 'quero mais'", his)).toBeUndefined();
    expect(pt.retell('ela chorou quando ele saiu', his)).toBeUndefined();
    expect(pt.retell('deram as mãos no recreio', his)).toBeUndefined();
  });

  it('keeps the child’s part of a clause and leaves out the parent’s', () => {
    expect(pt.retell('chorou qdo eu saí da sala', his)).toBe('O Ursinho chorou.');
    expect(pt.retell('adormeceu no meu colo', hers)).toBe('A Raposinha adormeceu ao colo.');
  });

  it('cuts a description where one thing ends and another begins', () => {
    expect(pt.clauses('foi à piscina c o pai e dps comeu um gelado. à noite tomou banho')).toEqual([
      'foi à piscina c o pai',
      'comeu um gelado',
      'à noite tomou banho',
    ]);
    expect(pt.clauses('a prima Lia e ela fizeram um puzzle, mas ela perdeu uma peça')).toEqual([
      'a prima Lia e ela fizeram um puzzle, mas ela perdeu uma peça',
    ]);
    expect(pt.clauses('o avô tentou arranjar a bicicleta mas ficou torta')).toEqual([
      'o avô tentou arranjar a bicicleta mas ficou torta',
    ]);
  });

  it('finds the content words of a clause, stemmed, and an evening clause', () => {
    expect(pt.keys('brincou c os primos no baloiço dps do lanche')).toEqual(['brinc', 'baloi', 'lanch']);
    expect(pt.has('a raposinha brincava no baloiço', 'brinc')).toBe(true);
    expect(pt.evening.test('tomou banho e foi pra cama')).toBe(true);
    expect(pt.evening.test('foi ao parque de manhã')).toBe(false);
  });
  it('says no subject for the hero right after a sentence that names the hero, and the name beside others', () => {
    // European Portuguese leaves the subject out where the sentence before said who: `Chorou`, not `Ela chorou`.
    expect(pt.retell('chorou um bocadinho', { ...hers, afterHero: true })).toBe('Chorou um bocadinho.');
    expect(pt.retell('chorou um bocadinho', hers)).toBe('A Raposinha chorou um bocadinho.');
    expect(pt.retell('à tarde andou de bicicleta', { ...his, afterHero: true })).toBe('À tarde, andou de bicicleta.');
    // `Ela e a família` reads stiffly: beside someone else, the hero is named (`O Zuri e a mãe enterraram o Nemo`).
    expect(pt.retell('fizemos bolo de cenoura juntas', { ...hers, afterHero: true })).toBe(
      'A Raposinha e a família fizeram bolo de cenoura juntos.',
    );
    expect(pt.retell('enterramos o nemo no jardim', { ...his, afterHero: true, names: ['Nemo'] })).toBe(
      'O Ursinho e a família enterraram o Nemo no jardim.',
    );
    expect(pt.retell('a vizinha deu-lhe um balão', { ...his, afterHero: true })).toBe('A vizinha deu-lhe um balão.');
  });

  it('knows a clause of the morning, and a bath of the afternoon from the evening’s', () => {
    expect(pt.morning?.test('hj de manhã não queria por o casaco')).toBe(true);
    expect(pt.morning?.test('no pequeno almoço entornou o leite')).toBe(true);
    expect(pt.morning?.test('à tarde andou de bicicleta')).toBe(false);
    expect(pt.evening.test('tomou banho de mangueira no quintal')).toBe(false);
    expect(pt.retell('no pequeno almoço entornou o leite todo', hers)).toBe(
      'Ao pequeno-almoço, a Raposinha entornou o leite todo.',
    );
  });

  it('mends what the phone’s keyboard left out: a crase, an accent, a game’s hyphen', () => {
    expect(pt.retell('a noite jantou arroz e ovo', his)).toBe('À noite, o Ursinho jantou arroz e ovo.');
    expect(pt.retell('pulou mto no pula pula', hers)).toBe('A Raposinha saltou muito no pula-pula.');
    expect(pt.retell('viu o mar e acenou a toda a gente', his)).toBe('O Ursinho viu o mar e acenou a toda a gente.');
    expect(pt.retell('voltou toda suja de areia rs', his)).toBe('O Ursinho voltou todo sujo de areia.');
  });

  it('joins someone else’s part after a comma with `e`, and cuts a scene of its own', () => {
    expect(pt.retell('caiu e ralou o joelho, a professora colocou um curativo', his)).toBe(
      'O Ursinho caiu e esfolou o joelho, e a professora colocou um penso.',
    );
    expect(pt.clauses('choveu o dia inteiro entao ficamos em casa')).toEqual([
      'choveu o dia inteiro',
      'ficamos em casa',
    ]);
    expect(pt.clauses('não queria por o casaco, birra na porta')).toEqual([
      'não queria por o casaco',
      'birra na porta',
    ]);
    expect(pt.retell('birra na porta de casa', his)).toBe('Houve uma birra na porta de casa.');
    expect(pt.clauses('a tia buscou ela na escola, voltou toda suja')).toEqual([
      'a tia buscou ela na escola',
      'voltou toda suja',
    ]);
  });
  it('tells `hj foi a missa` as what the day held, and `no carro td` as the whole ride', () => {
    expect(pt.retell('hj foi a missa de sétimo dia', his)).toMatch(/^Hoje foi a missa de sétimo dia\.$/u);
    expect(pt.retell('chorou no carro td', his)).toBe('O Ursinho chorou no carro todo.');
    expect(pt.retell('reparou q o balde vermelho dele tinha ficado na areia', his)).toBe(
      'O Ursinho reparou que o balde vermelho tinha ficado na areia.',
    );
  });
  it('keeps the child’s part beside the parent’s own, and tells what the parent kept as the thing kept', () => {
    expect(pt.clauses('pediu desculpa e deu um beijo nela, fiquei toda boba')).toEqual([
      'pediu desculpa e deu um beijo nela',
      'fiquei toda boba',
    ]);
    // (The pool the parent filled is there in the story: `lá` after it has its place.)
    expect(pt.retell('enchi a piscina e ela passou a tarde lá com a Luna q pulou dentro tbm', hers)).toBe(
      'Havia uma piscina cheia de água, e a Raposinha passou a tarde lá com a Luna, que saltou dentro também.',
    );
    expect(pt.retell('ela passou a tarde com a Luna q pulou dentro tbm', hers)).toBe(
      'A Raposinha passou a tarde com a Luna, que saltou dentro também.',
    );
    expect(pt.retell('chorou imenso e agora está a dormir com a fralda de pano', his)).toBe(
      'O Ursinho chorou imenso e adormeceu com a fralda de pano.',
    );
    expect(pt.retell('guardei um cachinho num envelope kkkk', his)).toBe('Um cachinho ficou guardado num envelope.');
    expect(pt.retell('a tia Rô buscou ela na escolinha e levou na pracinha', hers)).toBe(
      'A tia Rô buscou-a na escolinha e levou-a à pracinha.',
    );
  });

  it('puts the pronoun before the verb after `não`, `já` or `que`, as written Portuguese does', () => {
    expect(pt.retell('não largou ele o resto do dia', his)).toBe('O Ursinho não o largou o resto do dia.');
    expect(pt.retell('já abraçou ela', his)).toBe('O Ursinho já a abraçou.');
    expect(pt.retell('segurou ele no colo', his)).toBe('O Ursinho segurou-o ao colo.');
  });

  it('spells the places parents write in lower case with their capital', () => {
    expect(pt.retell('fomos ao aquário em lisboa', his)).toBe('O Ursinho e a família foram ao aquário em Lisboa.');
    expect(pt.retell('trouxe um livro de bichos da amazônia', his)).toBe(
      'O Ursinho trouxe um livro de bichos da Amazônia.',
    );
    expect(pt.retell('comeu bacalhau no natal em natal', his)).toBe('O Ursinho comeu bacalhau no Natal em Natal.');
  });

  it('says Brazil’s `pra` with the article it holds, and a jump onto a lap as one', () => {
    expect(pt.retell('correu pra porta e pulou no colo dele', his)).toBe(
      'O Ursinho correu para a porta e saltou para o colo dele.',
    );
    expect(pt.retell('voltou pra casa', his)).toBe('O Ursinho voltou para casa.');
    expect(pt.retell('levou a boneca pra escola', his)).toBe('O Ursinho levou a boneca para a escola.');
  });

  it('cuts at the child’s pronoun after a part that names only people of the other gender', () => {
    expect(pt.clauses('almoçamos em casa da tia Rosa e ele brincou com o primo Tomás')).toEqual([
      'almoçamos em casa da tia Rosa',
      'ele brincou com o primo Tomás',
    ]);
    expect(pt.clauses('o avô chegou e ele mostrou o desenho')).toEqual(['o avô chegou e ele mostrou o desenho']);
  });

  it('tells a visit with no one named after it as a visit to the place', () => {
    expect(pt.retell('a gente foi visitar na maternidade c a vovó Cida', hers)).toBe(
      'A Raposinha e a avó Cida foram de visita à maternidade.',
    );
    expect(pt.retell('foi visitar a bisavó no lar', hers)).toBe('A Raposinha foi visitar a bisavó no lar.');
  });

  it('tells what the child did before the words they said, and a doctor and a cartoon as a story reads them', () => {
    expect(pt.retell("ela segurou ele no colo sentadinha na poltrona e falou 'ele é mto pequenininho'", hers)).toBe(
      'A Raposinha segurou-o ao colo sentadinha na poltrona.',
    );
    expect(pt.retell("falou 'ele é mto pequenininho'", hers)).toBeUndefined();
    expect(pt.retell('o dr Paulo deixou ela apertar o botão', his)).toBe('O doutor Paulo deixou-a apertar o botão.');
    expect(pt.retell('ganhou uma escova nova do frozen', his)).toBe('O Ursinho ganhou uma escova nova do Frozen.');
  });

  it('tells a plan of the day as one, not as something the hero was', () => {
    expect(pt.retell('ia ser dia de zoológico', his)).toBe('Era para ser dia de zoológico.');
    expect(pt.retell('era pra ser dia de praia', his)).toBe('Era para ser dia de praia.');
  });

  it('tells what the day was after `foi`, not the hero going there', () => {
    expect(pt.retell('hj foi o velório', hers)).toBe('Hoje foi o velório.');
    expect(pt.retell('hoje foi a despedida da Leonor', hers)).toBe('Hoje foi a despedida da Leonor.');
    expect(pt.retell('foi o primeiro a chegar', his)).toBe('O Ursinho foi o primeiro a chegar.');
    expect(pt.retell('foi a praia c o pai', his)).toBe('O Ursinho foi à praia com o pai.');
  });

  it('puts back the crase after a day’s word, and spells the saints’ days', () => {
    expect(pt.retell('a bisa faleceu ontem a noite', hers)).toBe('A bisa faleceu ontem à noite.');
    expect(pt.retell('magusto na escola pelo são martinho', his)).toBe('Houve um magusto na escola pelo São Martinho.');
  });

  it('keeps a pronoun after its verb’s hyphen, said of the hero when it is the child', () => {
    const bearOfHers = { ...hers, hero: bear };
    expect(pt.retell('o mano Duarte ensinou-a a andar de trotinete', bearOfHers)).toBe(
      'O mano Duarte ensinou-o a andar de trotinete.',
    );
    expect(pt.retell('a avó ajudou-o a subir', { ...his, hero: fox })).toBe('A avó ajudou-a a subir.');
    expect(pt.retell('à saída deu-me um desenho', his)).toBe('À saída, o Ursinho deu à mãe um desenho.');
  });

  it('tells the trouble passing as the trouble’s, and what the parent gave as what the child got', () => {
    expect(pt.retell('depois passou e ainda escolheu uns ténis com luzes', hers)).toBe(
      'Pouco depois já tinha passado, e a Raposinha ainda escolheu uns ténis com luzes.',
    );
    expect(pt.retell('dei picolé pra desinchar e passou', his)).toBe(
      'O Ursinho ganhou um gelado para desinchar, e pouco depois já tinha passado.',
    );
    expect(pt.retell('chorou um bocadinho e passou', his)).toBe(
      'O Ursinho chorou um bocadinho, e pouco depois já tinha passado.',
    );
    expect(pt.retell('dei um gelado ao primo', his)).toBeUndefined();
  });

  it('tells a plural with no one named as the whole group, or as the hero and the one after `com`', () => {
    expect(pt.retell('assaram castanhas na fogueira no recreio', his)).toBe(
      'Todos assaram castanhas na fogueira no recreio.',
    );
    expect(pt.retell('à tarde fizeram um bolo de iogurte com a avó e ela lambeu a taça', hers)).toBe(
      'À tarde, a Raposinha e a avó fizeram um bolo de iogurte, e a Raposinha lambeu a taça.',
    );
    expect(pt.retell('brigaram no recreio', his)).toBeUndefined();
  });

  it('says Brazil’s `foi no`, `na vovó` and `tá nascendo` as the story writes them', () => {
    expect(pt.retell('a gente foi no mercado', hers)).toBe('A Raposinha e a família foram ao mercado.');
    expect(pt.retell('a vovó levou ela no shopping', hers)).toBe('A avó levou-a ao shopping.');
    expect(pt.retell('foi no carro do tio', his)).toBe('O Ursinho foi no carro do tio.');
    expect(pt.retell('a gente almoçou na vovó e dps ela dormiu no colo do vovô', hers)).toBe(
      'A Raposinha e a família almoçaram em casa da avó, e depois a Raposinha dormiu ao colo do avô.',
    );
    expect(pt.clauses('tá nascendo um dente, tá mto babão')).toEqual(['tá nascendo um dente', 'tá mto babão']);
    expect(pt.retell('tá nascendo um dente', his)).toBe('Estava a nascer um dente.');
  });

  it('tells what the parent put on a hurt as done to the hero, a compound noun as no verb and a town as no verb', () => {
    expect(pt.retell('passei gelo enrolado no paninho', his)).toBe('Passaram-lhe gelo enrolado no paninho.');
    expect(pt.retell('pus um penso no joelho', hers)).toBe('Puseram-lhe um penso no joelho.');
    expect(pt.retell('passei o dia com ela', hers)).toBeUndefined();
    expect(pt.retell('lava-rápido c o papai', hers)).toBeUndefined();
    expect(pt.retell('véspera de natal em casa da avó Lurdes em Viseu', hers)).toBe(
      'Foi a véspera de Natal em casa da avó Lurdes, em Viseu.',
    );
  });

  it('keeps what a fall did with the fall, joined as a story says it', () => {
    const fall = 'caiu da cama e bateu a boca no chão, sangrou um pouco e o lábio inchou';
    expect(pt.clauses(fall)).toEqual([fall]);
    expect(pt.retell('bateu a testa na mesa, ficou um galo roxo', hers)).toBe(
      'A Raposinha bateu a testa na mesa, e ficou um galo roxo.',
    );
    expect(pt.clauses('brincou no parque, ralou o joelho')).toEqual(['brincou no parque', 'ralou o joelho']);
  });

  it('tells Brazil’s `capotou` as falling asleep, the child the family took as taken, and a subject after `hoje`', () => {
    expect(pt.retell('capotou às 8', hers)).toBe('A Raposinha adormeceu às oito.');
    expect(pt.retell('apagou as velas do bolo', his)).toBe('O Ursinho apagou as velas do bolo.');
    expect(pt.retell('levamos ela pra ver os patos', hers)).toBe('Levaram-na para ver os patos.');
    expect(pt.retell('hj a creche fez festa do pijama', hers)).toBe('Hoje a creche fez festa do pijama.');
  });

  it('keeps a part that counts what the last one named with it, the child’s subject said', () => {
    const day = 'assaram castanhas na fogueira e ele comeu tantas q ficou com a cara preta';
    expect(pt.clauses(day)).toEqual([day]);
    expect(pt.retell(day, his)).toBe(
      'Todos assaram castanhas na fogueira, e o Ursinho comeu tantas que ficou com a cara preta.',
    );
  });

  it('cuts at `e` before a new time or place, and agrees `toda` after `ficar`', () => {
    expect(pt.clauses('ao almoço comeu a sopa toda e à tarde andou no escorrega')).toEqual([
      'ao almoço comeu a sopa toda',
      'à tarde andou no escorrega',
    ]);
    expect(pt.retell('andou no escorrega até ficar toda suada', his)).toBe(
      'O Ursinho andou no escorrega até ficar todo suado.',
    );
  });

  it('tells the hero’s first time with the hero’s name, and `qd` and a missing accent said in full', () => {
    expect(pt.retell('hj foi a primeira vez dela no cinema', hers)).toBe(
      'Hoje foi a primeira vez da Raposinha no cinema.',
    );
    expect(pt.retell('foi o primeiro dia dele na natação', his)).toBe('Foi o primeiro dia do Ursinho na natação.');
    expect(pt.clauses('levou um susto qd apagaram as luzes mas dps amou e cantou a musica da elsa')).toEqual([
      'levou um susto qd apagaram as luzes',
      'amou e cantou a musica da elsa',
    ]);
    expect(pt.retell('levou um susto qd apagaram as luzes', his)).toBe(
      'O Ursinho levou um susto quando as luzes se apagaram.',
    );
    expect(pt.retell('amou e cantou a musica da elsa', his)).toBe('O Ursinho adorou e cantou a música da Elsa.');
  });

  it('keeps how the child ended up with what made it so', () => {
    const sugar = 'ele ajudou a polvilhar o açúcar, ficou todo branco';
    expect(pt.clauses(`a avó fez filhoses e ${sugar}`)).toEqual([
      'a avó fez filhoses',
      'ele ajudou a avó a polvilhar o açúcar, ficou todo branco',
    ]);
    expect(pt.retell(sugar, his)).toBe('O Ursinho ajudou a polvilhar o açúcar, e ficou todo branco.');
  });

  it('tells the weather by itself, and the child’s part after it with the child', () => {
    expect(pt.clauses('frio de rachar hoje, os carros tinham geada e ele queria tocar em tudo')).toEqual([
      'frio de rachar hoje',
      'os carros tinham geada',
      'ele queria tocar em tudo',
    ]);
    expect(pt.retell('frio de rachar hoje', his)).toBe('Hoje fez um frio de rachar.');
    expect(pt.retell('calorão aqui', his)).toBe('Fez um calorão.');
    expect(pt.retell('os carros tinham geada', his)).toBe('Os carros tinham geada.');
    expect(pt.clauses('a tarde choveu e foi de galochas saltar nas poças, perdeu uma luva pelo caminho')).toEqual([
      'a tarde choveu',
      'foi de galochas saltar nas poças',
      'perdeu uma luva pelo caminho',
    ]);
    expect(pt.retell('foi de galochas saltar nas poças', his)).toBe('O Ursinho foi de galochas saltar nas poças.');
  });

  it('spells Father Christmas with capitals, and tells a hug given to the one reading as a hug', () => {
    expect(pt.retell('fomos no shopping ver o papai noel', his)).toBe(
      'O Ursinho e a família foram ao shopping ver o Papai Noel.',
    );
    expect(pt.retell('na saída da creche me abraçou forte', hers)).toBe(
      'Na saída da creche, a Raposinha deu um abraço bem apertado.',
    );
  });
  it('tells the parent’s `a gente` after the time it happened, and the parent named after `com` as the family', () => {
    expect(pt.retell('ontem à noite a gente montou a árvore de natal', his)).toBe(
      'Ontem à noite, o Ursinho e a família montaram a árvore de Natal.',
    );
    expect(pt.retell('ontem à noite nós montamos a árvore', his)).toBe(
      'Ontem à noite, o Ursinho e a família montaram a árvore.',
    );
    expect(pt.retell('hoje fomos ao parque com o pai dar de comer aos patos', his)).toBe(
      'Hoje, o Ursinho e o pai foram ao parque dar de comer aos patos.',
    );
    expect(pt.retell('a gente foi na praia com a mamãe', hers)).toBe('A Raposinha e a mamãe foram à praia.');
    expect(pt.retell('fomos à praia com a prima Rita', his)).toBe(
      'O Ursinho e a família foram à praia com a prima Rita.',
    );
  });

  it('tells the weather by itself before the child’s part, `pra creche` with its article, and `só se riu`', () => {
    expect(pt.clauses('estava um frio de rachar e ficou com as mãos geladas')).toEqual([
      'estava um frio de rachar',
      'ficou com as mãos geladas',
    ]);
    expect(pt.retell('estava um frio de rachar', his)).toBe('Estava um frio de rachar.');
    expect(pt.retell('perdeu a luva no caminho pra creche', his)).toBe(
      'O Ursinho perdeu a luva no caminho para a creche.',
    );
    expect(pt.clauses('caiu do escorrega mas só se riu')).toEqual(['caiu do escorrega', 'só se riu']);
    expect(pt.retell('só se riu', his)).toBe('O Ursinho só se riu.');
    expect(pt.keys('só se riu')).toEqual(['riu']);
  });
  it('leaves out the talk the parent had with the child, and tells `ficaram` with no one named as everyone', () => {
    expect(pt.retell('conversamos', his)).toBeUndefined();
    expect(pt.retell('depois ficaram a tarde toda na piscininha no quintal', his)).toBe(
      'Todos ficaram a tarde toda na piscininha no quintal.',
    );
  });

  it('tells `ela e a Helena` as the hero and the friend, and a long part before someone else’s as its own sentence', () => {
    const bunny = { ...hers, hero: { name: 'o Coelhinho', bare: 'Coelhinho', fem: false, plural: false } };
    expect(pt.retell('ela e a Helena brigaram pela boneca nova', hers)).toBe(
      'A Raposinha e a Helena brigaram pela boneca nova.',
    );
    expect(pt.retell('na escolinha ela e a Helena brigaram pela boneca e ela empurrou a amiga', bunny)).toBe(
      'Na escolinha, o Coelhinho e a Helena brigaram pela boneca, e o Coelhinho empurrou a amiga.',
    );
    expect(
      pt.clauses(
        'na escolinha ela e a Helena brigaram pela boneca nova e ela empurrou a amiga, a prof deixou ela um tempinho no cantinho',
      ),
    ).toEqual([
      'na escolinha ela e a Helena brigaram pela boneca nova e ela empurrou a amiga',
      'a prof deixou ela um tempinho no cantinho',
    ]);
    expect(pt.retell('a prof deixou ela um tempinho no cantinho da calma', hers)).toBe(
      'A professora deixou-a um tempinho no cantinho da calma.',
    );
  });

  it('names a first thing whole before whose it was, and the parents’ bed as theirs', () => {
    expect(pt.retell('primeiro corte de cabelo no salão do tio Beto', his)).toBe(
      'Foi o primeiro corte de cabelo do Ursinho no salão do tio Beto.',
    );
    expect(pt.retell('primeiro dia na creche hj', hers)).toBe('Hoje foi o primeiro dia da Raposinha na creche.');
    expect(pt.retell('veio p a nossa cama e só adormeceu c a luz acesa', his)).toBe(
      'O Ursinho veio para a cama dos pais e só adormeceu com a luz acesa.',
    );
  });

  it('tells the hero’s own part after what everyone did together with its subject', () => {
    expect(pt.retell('fizemos bolachas de natal em forma de estrela e decorou-as c pintarolas', hers)).toBe(
      'A Raposinha e a família fizeram bolachas de Natal em forma de estrela, e ela decorou-as com pintarolas.',
    );
    expect(pt.retell('na creche fizeram enfeites p a árvore c pinhas e purpurinas e já veio todo contente', hers)).toBe(
      'Na creche, todos fizeram enfeites para a árvore com pinhas e purpurinas, e a Raposinha já veio toda contente.',
    );
  });

  it('keeps a nap in the car on the way home out of the evening, and the night’s sleep in it', () => {
    expect(pt.evening.test('adormeceu no carro')).toBe(false);
    expect(pt.evening.test('dormiu no carro na volta')).toBe(false);
    expect(pt.evening.test('adormeceu cedo')).toBe(true);
    expect(pt.evening.test('dormiu agarrada na boneca')).toBe(true);
  });

  it('tells the parent’s `we` with a grandparent or aunt named after `com` as the hero and that grown-up', () => {
    expect(pt.retell('de manhã fomos à feira c o avô e ela escolheu as tangerinas todas sozinha', hers)).toBe(
      'De manhã, a Raposinha e o avô foram à feira, e a Raposinha escolheu as tangerinas todas sozinha.',
    );
    expect(pt.retell('fomos à praia c a tia Rô', his)).toBe('O Ursinho e a tia Rô foram à praia.');
  });

  it('tells a call home as one, and how the child was later after `mas` as the child’s own sentence', () => {
    expect(pt.retell('a educadora pôs gelo e ligou-me', his)).toBe('A educadora pôs gelo e ligou para casa.');
    expect(pt.retell('a avó me ligou', his)).toBe('A avó ligou para casa.');
    const parts = pt.clauses('a educadora pôs gelo e ligou-me mas ao fim do dia já estava ótima');
    expect(parts.map((part) => pt.retell(part, his))).toEqual([
      'A educadora pôs gelo e ligou para casa.',
      'Ao fim do dia, o Ursinho já estava ótimo.',
    ]);
    // Someone else's later part stays theirs.
    expect(pt.clauses('o avô chegou cedo e à tarde levou-a ao parque')).toHaveLength(1);
  });

  it('says a pet named before `nosso gato` with what it is between commas', () => {
    expect(pt.retell('o Paçoca nosso gato ficou deitado do lado dele no sofá a tarde toda', his)).toBe(
      'O Paçoca, o gato, ficou deitado ao lado dele no sofá a tarde toda.',
    );
    expect(pt.retell('o Bobi, o nosso cão, ladrou ao carteiro', his)).toBe('O Bobi, o cão, ladrou ao carteiro.');
  });

  it('keeps `depois da creche` as when it happened, and leaves out the parent’s weekday', () => {
    expect(pt.retell('depois da creche fomos aos insufláveis c a prima Beatriz', his)).toBe(
      'Depois da creche, o Ursinho e a família foram aos insufláveis com a prima Beatriz.',
    );
    expect(pt.retell('e depois do almoço dormiu a sesta', his)).toBe('Depois do almoço, o Ursinho dormiu a sesta.');
    expect(pt.retell('domingo fomos ver as luzes de natal à baixa c a avó Graça e o avô Tó', hers)).toBe(
      'A Raposinha, a avó Graça e o avô Tó foram ver as luzes de Natal à Baixa.',
    );
    // Brazil's `dinda` is the godmother, as a Portuguese book says her, and with the hero the parent's `we`.
    expect(pt.retell('sábado fomos no aquário com a dinda Carol', his)).toBe(
      'O Ursinho e a madrinha Carol foram ao aquário.',
    );
    expect(pt.retell('ficou com a voz baixa', his)).toBe('O Ursinho ficou com a voz baixa.');
  });

  it('tells Brazil’s `voltou dormindo` as falling asleep on the way home, in the evening; a pushchair nap is not', () => {
    // Asleep on the way home ends the outing: not in the comfort scene, with the child awake in the car after it.
    expect(pt.retell('voltou dormindo no carro', his)).toBe('O Ursinho adormeceu no carro no regresso a casa.');
    expect(pt.retell('veio dormindo', his)).toBe('O Ursinho adormeceu no regresso a casa.');
    expect(pt.evening.test('adormeceu no carro no regresso a casa')).toBe(true);
    expect(pt.evening.test('adormeceu no carrinho a caminho do carro')).toBe(false);
    expect(pt.evening.test('adormeceu ao colo do pai')).toBe(false);
  });

  it('ends a sentence at a quote’s closing mark, and leaves the shouted words to the story’s lines for them', () => {
    const parts = pt.clauses(
      'andou na roda gigante ao colo do pai e gritava "tão alto, tão alto!" comemos castanhas assadas e ela queimou a língua um bocadinho',
    );
    expect(parts).toHaveLength(2);
    expect(pt.retell(parts[0] ?? '', hers)).toBe('A Raposinha andou na roda gigante ao colo do pai.');
    // What hurt the child is told with what caused it.
    expect(pt.retell(parts[1] ?? '', hers)).toBe(
      'A Raposinha e a família comeram castanhas assadas, e a Raposinha queimou a língua um bocadinho.',
    );
  });

  it('tells where the parent took the child as where the hero went, with the crase of a time after a place', () => {
    expect(pt.retell('levei no pediatra a tarde e era otite', his)).toBe(
      'O Ursinho foi ao pediatra à tarde e era uma otite.',
    );
    expect(pt.retell('levei-a ao médico', hers)).toBe('A Raposinha foi ao médico.');
    expect(pt.retell('eu levei-a à escola', hers)).toBeUndefined();
    expect(pt.retell('passou a tarde no sofá', his)).toBe('O Ursinho passou a tarde no sofá.');
  });

  it('tells Brazil’s impersonal `tinha` as `havia`, and what the child had as the child’s', () => {
    expect(pt.retell('na festa tinha um palhaço e pula pula', his)).toBe('Na festa, havia um palhaço e pula-pula.');
    expect(pt.retell('tinha muita gente no shopping', his)).toBe('Havia muita gente no shopping.');
    expect(pt.retell('tinha febre', his)).toBe('O Ursinho tinha febre.');
    expect(pt.retell('ele tinha um carrinho novo', his)).toBe('O Ursinho tinha um carrinho novo.');
    expect(pt.retell('tinha que ir embora', his)).toBe('O Ursinho tinha que ir embora.');
    expect(pt.retell('tem um dente novo', his)).toBe('O Ursinho tinha um dente novo.');
    expect(pt.retell('tem pavor do secador de mãos', his)).toBe('O Ursinho tinha pavor do secador de mãos.');
    // A quarrel's cry of `mine`, typed with no quotes, said in the children's words.
    expect(
      pt.retell(
        'ela e o primo Enzo brigaram pela boneca de pano da vó, os dois puxando um de cada lado e gritando é minha',
        hers,
      ),
    ).toBe(
      'A Raposinha e o primo Enzo brigaram pela boneca de pano da avó, os dois a puxar um de cada lado, a gritar: «É minha!»',
    );
    // Where the parent took the child is where the hero went; someone else taken is left out.
    expect(pt.retell('fui levá-lo à creche', his)).toBe('O Ursinho foi à creche.');
    expect(pt.retell('fomos deixar ela na escolinha', hers)).toBe('A Raposinha foi à escolinha.');
    expect(pt.retell('fui levá-lo à creche', hers)).toBeUndefined();
    // A grown-up's tears through the child's show are tears of joy.
    expect(pt.retell('a vovó Lurdes chorou a apresentação inteira', hers)).toBe(
      'A avó Lurdes chorou de emoção durante a apresentação inteira.',
    );
    // A costume's ears or wings are the child's, and `na hora certa` is no place.
    expect(pt.retell('tinha orelhas de algodão e fez mééé na hora certa', hers)).not.toMatch(/havia/iu);
    expect(pt.retell('tinha asas de papel na festa', hers)).not.toMatch(/havia/iu);
    expect(pt.retell('fez mééé na hora certa e tinha um palhaço no palco', hers)).toBeDefined();
  });

  it('tells a quarrel with no subject as a quarrel, and what the child did in it with it', () => {
    const parts = pt.clauses(
      'discutiram por causa de um carro de bombeiros e ele puxou-lhe o cabelo 😤 ficou a chorar',
    );
    expect(parts.map((part) => pt.retell(part, his))).toEqual([
      'Houve uma zanga por causa de um carro de bombeiros, e o Ursinho puxou-lhe o cabelo.',
      'O Ursinho ficou a chorar.',
    ]);
    expect(pt.retell('ele e o primo Theo brigaram por causa de um carrinho e ele mordeu o primo', his)).toBe(
      'O Ursinho e o primo Theo brigaram por causa de um carrinho, e o Ursinho mordeu o primo.',
    );
  });

  it('tells a typed Christmas fair or parade as what the day was', () => {
    expect(pt.retell('feirinha de natal na praça', hers)).toBe('Foi dia de feirinha de Natal na praça.');
    expect(pt.retell('desfile de natal na avenida', hers)).toBe('Houve um desfile de Natal na avenida.');
  });

  it('tells a class the child went to as going to it', () => {
    expect(pt.retell('aula de ballet', hers)).toBe('A Raposinha foi à aula de ballet.');
    expect(pt.retell('consulta no dentista hoje', hers)).toBe('Hoje houve uma consulta no dentista.');
  });

  it('says a lone `n` as `não`', () => {
    expect(pt.retell('tava cheio de medo e n queria largar o professor', his)).toBe(
      'O Ursinho estava cheio de medo e não queria largar o professor.',
    );
  });

  it('tells the rain outside and what the family did in it in one sentence', () => {
    expect(pt.retell('cá fora chovia a potes e fomos a correr p o carro', his)).toBe(
      'Chovia a potes lá fora, e o Ursinho e a família foram a correr para o carro.',
    );
  });

  it('tells the parent’s `us` after a verb as the family', () => {
    expect(pt.retell('acenou pra gente no meio da música', hers)).toBe(
      'A Raposinha acenou para a família no meio da música.',
    );
  });

  it('spells a mountain range and a carol by their names, and the grandparents along as the parent’s `we`', () => {
    expect(pt.retell('fomos à serra da estrela c os avós', his)).toBe('O Ursinho e os avós foram à Serra da Estrela.');
    expect(pt.retell('cantou noite feliz com a turma', hers)).toBe('A Raposinha cantou «Noite Feliz» com a turma.');
  });

  it('tells a first time with the hero as the one who did it', () => {
    expect(pt.retell('primeira vez q viu neve', his)).toBe('Foi a primeira vez que o Ursinho viu neve.');
  });

  it('tells `cada um` of a plural verb one by one, and a group eating together', () => {
    expect(pt.retell('ficaram cada um 5 minutinhos no sofá pra se acalmar', his)).toBe(
      'Cada um ficou cinco minutinhos no sofá para se acalmar.',
    );
    expect(pt.retell('comeram pipoca lá dentro', his)).toBe('Todos comeram pipocas lá dentro.');
  });

  it('tells the child’s own thing as the hero’s, whatever the hero’s gender', () => {
    const girlBear: RetellContext = { ...his, childPronoun: 'she' };
    expect(pt.retell('deu-lhe o gorro dela', girlBear)).toBe('O Ursinho deu-lhe o seu gorro.');
    expect(pt.retell('ficou deitado do lado dela', girlBear)).toBe('O Ursinho ficou deitado ao lado dela.');
    expect(pt.retell('deu-lhe o gorro dela', hers)).toBe('A Raposinha deu-lhe o gorro dela.');
  });

  it('never takes a verb with its pronoun for a name', () => {
    expect(pt.retell('fez um boneco e deu-lhe o gorro', { ...his, names: ['Deu-lhe'] })).toBe(
      'O Ursinho fez um boneco e deu-lhe o gorro.',
    );
  });

  it('tells a typed letter to Father Christmas and popcorn at a film as what the hero did', () => {
    expect(pt.retell('carta pro papai noel', hers)).toBe('A Raposinha escreveu uma carta ao Papai Noel.');
    expect(pt.retell('pipoca vendo filme', hers)).toBe('A Raposinha comeu pipoca a ver um filme.');
  });

  it('tells Portugal’s `caiu p o lado` as falling asleep, not as a fall', () => {
    expect(pt.retell('jantou canja e caiu p o lado', his)).toBe('O Ursinho jantou canja e adormeceu num instante.');
  });

  it('gives the hero’s own irregular verb after what the family did its own subject', () => {
    expect(pt.retell('de manhã fomos à praia e fez castelos', his)).toBe(
      'De manhã, o Ursinho e a família foram à praia, e ele fez castelos.',
    );
    expect(pt.retell('fizemos bolachas e decorou-as', hers)).toBe(
      'A Raposinha e a família fizeram bolachas, e ela decorou-as.',
    );
  });

  it('keeps a carol sung at a school show out of the evening', () => {
    expect(pt.evening.test('ela era uma estrelinha e cantou noite feliz com a turma')).toBe(false);
    expect(pt.evening.test('à noite jantou sopa')).toBe(true);
  });

  it('tells what the doctor found with its article, and Brazil’s `do lado dele` as Portugal says it', () => {
    expect(pt.retell('levei no pediatra e era otite', his)).toBe('O Ursinho foi ao pediatra e era uma otite.');
    expect(pt.retell('o gato ficou deitado do lado dele no sofá', his)).toBe(
      'O gato ficou deitado ao lado dele no sofá.',
    );
  });

  it('tells Brazil’s `jogou no irmão` as Portugal’s `atirou ao irmão`', () => {
    expect(pt.retell('jogou o carrinho no irmão', his)).toBe('O Ursinho atirou o carrinho ao irmão.');
    expect(pt.retell('jogou a boneca no chão', hers)).toBe('A Raposinha atirou a boneca ao chão.');
  });

  it('tells making up with no subject as the two of them', () => {
    expect(pt.retell('dps fizeram as pazes sozinhos', his)).toBe('Os dois fizeram as pazes sozinhos.');
  });

  it('tells a potty accident as a wee that escaped, not the child escaping', () => {
    expect(pt.retell('escapou uma vez no tapete da sala', hers)).toBe('Escapou um xixi uma vez no tapete da sala.');
    expect(pt.retell('escapou o xixi no sofá', hers)).toBe('Escapou o xixi no sofá.');
    expect(pt.retell('escapou da mãe no shopping', hers)).toBe('A Raposinha escapou da mãe no shopping.');
  });

  it('quotes words the child said to someone, typed without quotes', () => {
    expect(pt.retell('falou tudo bem mamãe acontece', hers)).toBe('A Raposinha disse: «Tudo bem, mamãe, acontece».');
    expect(pt.retell('falou muito no carro', hers)).toBe('A Raposinha falou muito no carro.');
  });

  it('says out a city and missing accents typed in shorthand', () => {
    expect(pt.retell('jantamos pizza os tres juntos', hers)).toBe(
      'A Raposinha e a família jantaram pizza os três juntos.',
    );
    expect(pt.retell('foi o ultimo dia dela', hers)).toBe('Foi o último dia dela.');
    expect(pt.retell('a tia foi pra sp', hers)).toBe('A tia foi para São Paulo.');
  });

  it('says a day’s number typed as `3o` as its ordinal, and tells the day of potty training it was', () => {
    expect(pt.retell('3o dia de desfralde', hers)).toBe('Era o terceiro dia de desfralde.');
    expect(pt.retell('2º dia de escola hoje', his)).toBe('Hoje era o segundo dia de escola.');
    expect(pt.retell('foi a 2a vez q andou de barco', his)).toBe('Foi a segunda vez que o Ursinho andou de barco.');
    expect(pt.retell('comeu 3 bolachas', his)).toBe('O Ursinho comeu três bolachas.');
  });

  it('tells a gift someone else brought for the child as the child’s, not leaving it out', () => {
    expect(pt.retell('ele trouxe um ursinho de pelúcia pra ela', hers)).toBe(
      'A Raposinha ganhou um ursinho de pelúcia.',
    );
    expect(pt.retell('ela deu um carrinho pra ele', his)).toBe('O Ursinho ganhou um carrinho.');
    expect(pt.retell('ela trouxe um bolo', his)).toBeUndefined();
  });

  it('tells Brazil’s gerunds as a Portuguese picture book says them (`a ver`, `a vomitar`), held `ao paninho`', () => {
    expect(pt.retell('ele amanheceu vomitando e c febre', his)).toBe('O Ursinho acordou a vomitar e com febre.');
    expect(pt.retell('ficou no sofá agarrado no paninho assistindo patrulha canina', his)).toBe(
      'O Ursinho ficou no sofá agarrado ao paninho a ver a Patrulha Pata.',
    );
    expect(pt.retell('saiu correndo pro portão quando viu o avô', hers)).toMatch(/saiu a correr/u);
    expect(pt.retell('o vestido era lindo', hers)).not.toMatch(/a lir/u);
    expect(pt.retell('ela perguntava todo dia pelo pai', hers)).toBe('A Raposinha perguntava todos os dias pelo pai.');
  });

  it('tells a hug given to a friend, a talk with the child and what the child made for the parent', () => {
    expect(pt.retell('ele pediu desculpa e deu um abraço no amigo', his)).toBe(
      'O Ursinho pediu desculpa e deu um abraço ao amigo.',
    );
    expect(pt.retell('deu um beijo na testa do mano', his)).toMatch(/beijo na testa/u);
    expect(pt.retell('a tia conversou', his)).toBe('A tia conversou com ele.');
    expect(pt.retell('a tia conversou', hers)).toBe('A tia conversou com ela.');
    expect(pt.retell('à tarde brincou de massinha e fez uma cobrinha azul pra mim', his)).toBe(
      'À tarde, o Ursinho brincou com plasticina e fez uma cobrinha azul.',
    );
  });

  it('takes the parent’s laughter as a full stop and a saint’s `s.` as no full stop', () => {
    expect(
      pt.clauses('ela martelava a cabeça de toda a gente ahah comeu sardinha no pão e viu o fogo de artifício'),
    ).toEqual(['ela martelava a cabeça de toda a gente', 'comeu sardinha no pão e viu o fogo de artifício']);
    expect(pt.clauses('caiu da cadeira kkkk dps comeu tudo')).toEqual(['caiu da cadeira', 'dps comeu tudo']);
    expect(pt.clauses('noite de s. joão no porto!! levámos martelinhos')).toEqual([
      'noite de são joão no porto',
      'levámos martelinhos',
    ]);
    expect(pt.retell('comeu a sopa toda ahahah', his)).toBe('O Ursinho comeu a sopa toda.');
  });

  it('tells a night and a bad day as a Portuguese book says them, and a garden of Lisbon by its name', () => {
    expect(pt.retell('noite de são joão no porto', hers)).toBe('Era noite de São João no Porto.');
    expect(pt.retell('noite má', hers)).toBe('Foi uma noite má.');
    expect(pt.retell('dia ruim', his)).toBe('Foi um dia difícil.');
    expect(pt.retell('fomos ao jardim da estrela c a avó São', hers)).toMatch(/ao Jardim da Estrela/u);
  });

  it('leaves out a grown-up’s trip for work told without a subject, and says `buscar ao aeroporto`', () => {
    expect(pt.retell('ficou a semana toda em sp a trabalho', hers)).toBeUndefined();
    expect(pt.retell('fomos buscar no aeroporto', hers)).toBe('A Raposinha e a família foram buscar ao aeroporto.');
    expect(pt.retell('passou o dia no sofá agarrada na naninha vendo bluey', hers)).toBe(
      'A Raposinha passou o dia no sofá agarrada à naninha a ver Bluey.',
    );
  });

  it('spells Carnaval with its capital', () => {
    expect(pt.retell('desfile de carnaval da escola', his)).toBe('Houve um desfile de Carnaval da escola.');
  });

  it('tells Brazil’s `assistiu o filme` as Portugal’s `viu o filme`', () => {
    expect(pt.retell('assistiu o filme da frozen no colo do papai comendo pipoca', hers)).toBe(
      'A Raposinha viu o filme da Frozen ao colo do papai a comer pipocas.',
    );
    expect(pt.retell('assistimos ao jogo do mano', hers)).toBe('A Raposinha e a família viram o jogo do mano.');
  });

  it('tells Brazil’s `cantou junto` as Portugal’s `cantou também`', () => {
    expect(pt.retell('amou e cantou junto a musica da elsa', hers)).toBe(
      'A Raposinha adorou e cantou também a música da Elsa.',
    );
  });

  it('names Brazil’s `picolé` as Portugal’s `gelado`', () => {
    expect(pt.retell('comeu um picolé de uva', his)).toBe('O Ursinho comeu um gelado de uva.');
    expect(pt.retell('dei picolé pra desinchar e passou', his)).toBe(
      'O Ursinho ganhou um gelado para desinchar, e pouco depois já tinha passado.',
    );
  });

  it('says Brazil’s everyday words as a Portuguese picture book does', () => {
    expect(pt.retell('mostrou o cabelo novo pra todo mundo', his)).toBe(
      'O Ursinho mostrou o cabelo novo para toda a gente.',
    );
    expect(pt.retell('deu tchau de longe', his)).toBe('O Ursinho disse adeus de longe.');
    expect(pt.retell('catou conchinha e fez buraco na areia', his)).toBe(
      'O Ursinho apanhou conchinha e fez buraco na areia.',
    );
    expect(pt.retell('ficou quietinho e ganhou um pirulito', his)).toBe(
      'O Ursinho ficou quietinho e ganhou um chupa-chupa.',
    );
    expect(pt.retell('comeu batata frita e suco de laranja', his)).toBe(
      'O Ursinho comeu batata frita e sumo de laranja.',
    );
    expect(pt.retell('caiu no parquinho e ralou o joelho, a professora colocou um curativo', his)).toBe(
      'O Ursinho caiu no parquinho e esfolou o joelho, e a professora colocou um penso.',
    );
    expect(pt.retell('quebrou os ovos sozinha e lambeu a colher', hers)).toBe(
      'A Raposinha partiu os ovos sozinha e lambeu a colher.',
    );
    expect(pt.retell('sentou na cadeira de carrinho', his)).toBe('O Ursinho sentou-se na cadeira de carrinho.');
    expect(pt.retell('ficou com vergonha e não quis sentar no colo dele', his)).toBe(
      'O Ursinho ficou com vergonha e não quis sentar-se ao colo dele.',
    );
    expect(pt.retell('o cachorro Thor ficou na cozinha', his)).toBe('O cão Thor ficou na cozinha.');
    expect(pt.retell('brincou de pega pega com os amigos', his)).toBe('O Ursinho brincou à apanhada com os amigos.');
    expect(pt.retell('brincou de bloquinho c o Enzo', his)).toBe('O Ursinho brincou com blocos com o Enzo.');
  });

  it('tells a school show as what the day held, and cuts an emoji with its variation mark cleanly', () => {
    expect(pt.retell('apresentação de natal da escolinha', hers)).toBe('Houve uma apresentação de Natal da escolinha.');
    expect(pt.clauses('fomos à serra da estrela ❄️ primeira vez q viu neve')).toEqual([
      'fomos à serra da estrela',
      'primeira vez q viu neve',
    ]);
  });

  it('joins what two children did next after a comma with `e`', () => {
    expect(pt.retell('a Inês foi de joaninha e o Duarte de bombeiro, atiraram serpentinas a toda a gente', his)).toBe(
      'A Inês foi de joaninha e o Duarte de bombeiro, e atiraram serpentinas a toda a gente.',
    );
  });

  it('tells `morto de cansado` of the hero, and a fever without its degrees', () => {
    expect(pt.retell('chegou em casa morta de cansada', his)).toBe('O Ursinho chegou a casa morto de cansado.');
    expect(pt.retell('chegou mortinho de sono', hers)).toBe('A Raposinha chegou mortinha de sono.');
    expect(pt.retell('ficou doentinha, febre de 38,5 desde cedo', his)).toBe(
      'O Ursinho ficou doentinho, com febre desde cedo.',
    );
    expect(pt.retell('teve febre de 39º a noite toda', hers)).toBe('A Raposinha teve febre a noite toda.');
  });

  it('tells the parents’ bed after `pra nossa cama`, and a count of who went as the parent said it', () => {
    expect(pt.retell('veio pra nossa cama e só dormiu de novo agarrado no papai', his)).toBe(
      'O Ursinho veio para a cama dos pais e só dormiu de novo agarrado ao papai.',
    );
    expect(pt.retell('à tarde foram os três passear o cão ao jardim com a avó', his)).toBe(
      'À tarde, foram os três passear o cão ao jardim com a avó.',
    );
  });

  it('tells no morning of a waking in the night or from a nap', () => {
    expect(pt.morning?.test('de noite acordou chorando pq sonhou com o lobo mau')).toBe(false);
    expect(pt.morning?.test('acordou 3x de madrugada')).toBe(false);
    expect(pt.morning?.test('acordou da sesta bem disposta')).toBe(false);
    expect(pt.morning?.test('hj acordou rabugenta')).toBe(true);
  });

  it('tells a Brazilian cartoon by its name, medicine with its article and a visit without the parent’s `cá`', () => {
    expect(pt.retell('ficou no sofá vendo galinha pintadinha e tomou remedinho', his)).toBe(
      'O Ursinho ficou no sofá a ver a Galinha Pintadinha e tomou o remédio.',
    );
    expect(pt.retell('a avó Lurdes veio cá almoçar', his)).toBe('A avó Lurdes veio almoçar.');
  });

  it('tells a new skill after `já` in the present, as a clause of its own', () => {
    expect(pt.clauses('de manhã natação c o pai, já mete a cara na água sozinha!!')).toEqual([
      'de manhã natação c o pai',
      'já mete a cara na água sozinha',
    ]);
    expect(pt.retell('já mete a cara na água sozinha', his)).toBe('O Ursinho já mete a cara na água sozinho.');
    expect(pt.retell('já nada sozinha', hers)).toBe('A Raposinha já nada sozinha.');
    expect(pt.retell('já a casa estava cheia', hers)).toBeUndefined();
  });

  it('tells a festa junina’s costume as a costume, not the drink', () => {
    expect(pt.retell('foi de caipirinha c chapéu de palha e trancinhas', his)).toBe(
      'O Ursinho foi de caipira com chapéu de palha e trancinhas.',
    );
  });

  it('says a name’s aside in brackets after the name, not dropped (`a Fofinha (a ovelha de peluche)`)', () => {
    const [clause] = pt.clauses('perdemos a Fofinha (a ovelha de peluche) no centro comercial 😭 nada');
    expect(clause).toBe('perdemos a Fofinha, a ovelha de peluche, no centro comercial');
    expect(pt.retell(clause ?? '', hers)).toBe(
      'A Raposinha e a família perderam a Fofinha, a ovelha de peluche, no centro comercial.',
    );
    expect(pt.clauses('fomos ao parque (finalmente!)')).toEqual(['fomos ao parque']);
  });

  it('puts back the accents a phone leaves out, and keeps `manha` a whine unless it is the morning', () => {
    expect(pt.retell('fomos ao mercado de manha', hers)).toBe('A Raposinha e a família foram ao mercado de manhã.');
    expect(pt.retell('andou à bulha c o irmao por causa dos legos', hers)).toBe(
      'A Raposinha andou à bulha com o irmão por causa dos legos.',
    );
    expect(pt.retell('viu os baloes de papel', hers)).toBe('A Raposinha viu os balões de papel.');
    expect(pt.retell('fez manha no carro', hers)).toBe('A Raposinha fez manha no carro.');
  });
});

describe('the Portuguese reteller, round 11', () => {
  it('reads an animal seen sleeping as no evening of the child’s', () => {
    expect(pt.evening.test('viu os tubarões e uma lontra a dormir de barriga p cima')).toBe(false);
    expect(pt.evening.test('ficou a dormir em casa dos avós')).toBe(true);
  });
});

describe('the Portuguese reteller, round 11: whose age', () => {
  it('gives the age right after someone else’s birthday to them, never to the child', () => {
    expect(pt.clauses('festa de anos do primo duarte, fez 4 aninhos! houve insufláveis')).toContain(
      'o primo duarte fez 4 aninhos',
    );
    expect(pt.clauses('hoje fez 3 anos')).toEqual(['hoje fez 3 anos']);
  });
});

describe('the Portuguese reteller, with a parent’s shorthand and their own words to the child', () => {
  it.each([
    ['voltamos la e nada', hers, 'A Raposinha e a família voltaram lá e nada.'],
    ['perguntou mts vezes onde estava a kika', hers, 'A Raposinha perguntou muitas vezes onde estava a kika.'],
    // What the parent told the child is told as told to the child, not as the child's words.
    ['disse-lhe q foi pro céu dos gatinhos', hers, 'Explicaram-lhe que foi para o céu dos gatinhos.'],
  ])('retells %j', (clause, context, told) => {
    expect(pt.retell(clause, context)).toBe(told);
  });
});

describe('the Portuguese reteller, after the eighth reading', () => {
  it('says a count of times (`2x`) as times, `vez` being feminine', () => {
    expect(pt.retell('vomitou 2x de manha coitadinho', his)).toBe('O Ursinho vomitou duas vezes de manhã.');
    expect(pt.retell('acordou 3 x esta noite', hers)).toBe('A Raposinha acordou três vezes esta noite.');
    expect(pt.retell('caiu 1x no recreio', his)).toBe('O Ursinho caiu uma vez no recreio.');
  });

  it('puts back the accents of túnel, telemóvel, portão and amêndoas', () => {
    expect(pt.retell('contou os tuneis todos', hers)).toBe('A Raposinha contou os túneis todos.');
    expect(pt.retell('teve medo do tunel escuro', his)).toBe('O Ursinho teve medo do túnel escuro.');
    expect(pt.retell('deu beijinhos ao telemovel', his)).toBe('O Ursinho deu beijinhos ao telemóvel.');
    expect(pt.retell('comeu amendoas', his)).toBe('O Ursinho comeu amêndoas.');
  });

  it('tells a second verb after a past in the same past (`contou… e acenava`: `e acenou`), not a state', () => {
    expect(pt.retell('contou os tuneis todos e acenava às vacas pela janela', hers)).toBe(
      'A Raposinha contou os túneis todos e acenou às vacas pela janela.',
    );
    expect(pt.retell('caiu e chorava', his)).toBe('O Ursinho caiu e chorou.');
    expect(pt.retell('foi ao parque e estava contente', his)).toBe('O Ursinho foi ao parque e estava contente.');
  });

  it('writes the weekday with its hyphen, and the day someone comes back on', () => {
    expect(pt.retell('a mae foi a lisboa em trabalho e so volta 6a feira', his)).toBe(
      'A mãe foi a Lisboa em trabalho e só volta na sexta-feira.',
    );
    expect(pt.retell('a avó foi ao Porto e só chega sexta feira', his)).toBe(
      'A avó foi ao Porto e só chega na sexta-feira.',
    );
    expect(pt.retell('o pai foi a Paris e só volta sábado', his)).toBe('O pai foi a Paris e só volta no sábado.');
  });

  it('gives an illness and a video call their article', () => {
    expect(pt.retell('anda c virose', his)).toBe('O Ursinho andava com uma virose.');
    expect(pt.retell('está com virose', hers)).toBe('A Raposinha estava com uma virose.');
    expect(pt.retell('fizemos videochamada com a avó', his)).toMatch(/fez uma videochamada com a avó/u);
  });

  it('says Brazil’s words of the aquarium day as a Portuguese book does', () => {
    expect(pt.retell('ficou grudado no vidro dos tubarões e chamou a arraia de tapete voador kkk', his)).toBe(
      'O Ursinho ficou colado ao vidro dos tubarões e chamou «tapete voador» à raia.',
    );
    expect(pt.retell('chamava o gato de fofinho', hers)).toBe('A Raposinha chamava «fofinho» ao gato.');
    expect(pt.retell('teve medo do tunel escuro no começo', his)).toBe(
      'O Ursinho teve medo do túnel escuro ao princípio.',
    );
    expect(pt.retell('ficou super tímida e nao queria mais sair', hers)).toBe(
      'A Raposinha ficou muito tímida e já não queria sair.',
    );
    expect(pt.retell('passeio no aquário com a dinda', his)).toBe('Houve um passeio no aquário com a madrinha.');
  });

  it('tells the parent’s `me` as the parent who writes, not the last grown-up named', () => {
    expect(pt.retell('escondeu-se atras de mim', his)).toBe('O Ursinho escondeu-se atrás da mãe.');
    expect(pt.retell('ficou agarrada ao pé de mim', hers)).toBe('A Raposinha ficou agarrada ao pé da mãe.');
    expect(pt.retell('segurou minha mão', his)).toBe('O Ursinho deu a mão à mãe.');
    expect(pt.retell('agarrou a minha mão', hers)).toBe('A Raposinha deu a mão à mãe.');
    expect(pt.retell('ficou em casa comigo a fazer puzzles', his)).toBe(
      'O Ursinho ficou em casa com a mãe a fazer puzzles.',
    );
    expect(pt.retell('escondeu-se atrás de mim', { ...his, parent: 'o pai' })).toBe(
      'O Ursinho escondeu-se atrás do pai.',
    );
  });

  it('tells the parent’s comfort at bedtime as the parent’s, with the crying that came before it', () => {
    expect(
      pt.retell(
        'na hora de dormir chorou pedindo a chupeta mas fiquei abraçadinha com ela cantando até ela dormir',
        hers,
      ),
    ).toBe(
      'Na hora de dormir, a Raposinha chorou a pedir a chupeta, mas a mãe ficou abraçadinha com ela a cantar até ela adormecer.',
    );
    expect(pt.retell('chorou muito e fiquei deitadinha com ele', his)).toBe(
      'O Ursinho chorou muito, e a mãe ficou deitadinha com ele.',
    );
  });

  it('tells `ela mesma` as the child doing it all alone', () => {
    expect(pt.retell('ela mesma colocou na caixinha e deu tchau', hers)).toBe(
      'Foi a própria Raposinha quem colocou na caixinha e disse adeus.',
    );
    expect(pt.retell('ele mesmo guardou os brinquedos', his)).toBe('Foi o próprio Ursinho quem guardou os brinquedos.');
  });

  it('tells the parent’s praise as what the child was', () => {
    expect(pt.retell('mt corajosa', hers)).toBe('A Raposinha foi muito corajosa.');
    expect(pt.retell('super valente', his)).toBe('O Ursinho foi muito valente.');
    expect(pt.retell('tão crescida', { ...his, childPronoun: 'she' })).toBe('O Ursinho foi muito crescido.');
  });

  it('tells a first ride as what the child did, and Easter Sunday as the day it was', () => {
    expect(pt.retell('1a vez de comboio!!', hers)).toBe('Foi a primeira vez que a Raposinha andou de comboio.');
    expect(pt.retell('primeira vez de avião', his)).toBe('Foi a primeira vez que o Ursinho andou de avião.');
    expect(pt.retell('domingo de pascoa na aldeia da avó', his)).toBe('Era domingo de Páscoa na aldeia da avó.');
  });

  it('tells what came with no one as its subject without gluing the hero to it (`veio o compasso`)', () => {
    expect(pt.retell('veio o compasso', his)).toBe('Veio o compasso.');
    expect(pt.retell('veio a avó buscá-la', hers)).toBe('Veio a avó buscá-la.');
    expect(pt.retell('nevou tanto!!', hers)).toBe('Tinha nevado tanto.');
  });

  it('tells the child as the one who ate what a grown-up gave, not the giver', () => {
    expect(pt.retell('a madrinha deu-lhe o folar e comeu amendoas ate dizer chega', his)).toBe(
      'A madrinha deu-lhe o folar, e o Ursinho comeu amêndoas até dizer chega.',
    );
    expect(pt.retell('a avó trouxe-lhe um gelado e comeu tudo', hers)).toBe(
      'A avó trouxe-lhe um gelado, e a Raposinha comeu tudo.',
    );
    expect(pt.retell('a avó deu-lhe banho e secou-o', his)).toBe('A avó deu-lhe banho e secou-o.');
  });

  it('tells the child by name after someone else did a thing (`e ela fez-lhe festinhas`), and a neighbour’s title', () => {
    const parts = pt.clauses('à tarde a d. graça trouxe-o pela trela e ela fez-lhe festinhas c um dedo so');
    expect(parts.map((part) => pt.retell(part, hers)).join(' ')).toBe(
      'À tarde, a Dona Graça trouxe-o pela trela, e a Raposinha fez-lhe festinhas com um dedo só.',
    );
  });

  it('tells `por ela` and `dela` after a grown-up went away as that grown-up, in whatever scene they land', () => {
    const day =
      'a mae foi a lisboa em trabalho e so volta 6a feira. ao jantar perguntou 3 vezes por ela, fizemos videochamada e deu beijinhos ao telemovel. adormeceu agarrado à camisola dela';
    const told = pt.clauses(day).map((part) => pt.retell(part, his));
    expect(told).toContain('Ao jantar, o Ursinho perguntou três vezes pela mãe.');
    expect(told).toContain('O Ursinho adormeceu agarrado à camisola da mãe.');
    const dad = pt
      .clauses('o pai foi para angola em trabalho. ao jantar perguntou por ele')
      .map((part) => pt.retell(part, hers));
    expect(dad.join(' ')).toMatch(/pelo pai/u);
    // Without anyone gone, `dela` stays the parent's word.
    expect(pt.clauses('brincou com a boneca dela')).toEqual(['brincou com a boneca dela']);
  });

  it('spells a pet the parent named in lower case with its capital', () => {
    expect(pt.names?.('o rex, o cao da vizinha, ladrou-lhe no portao')).toEqual(['Rex']);
    expect(pt.names?.('a mimi, a gata da avó, fugiu')).toEqual(['Mimi']);
    expect(pt.retell('o rex, o cao da vizinha, ladrou-lhe', { ...hers, names: ['Rex'] })).toBe(
      'O Rex, o cão da vizinha, ladrou-lhe.',
    );
  });
  it('keeps how the child felt with what someone did to them, in one sentence', () => {
    for (const [day, said] of [
      [
        'o revisor picou-lhe o bilhete e ela ficou toda importante',
        'O revisor picou-lhe o bilhete, e a Raposinha ficou toda importante.',
      ],
      ['a mae foi trabalhar e ela ficou muito triste', 'A mãe foi trabalhar, e a Raposinha ficou muito triste.'],
    ] as const) {
      const parts = pt.clauses(day);
      expect(parts).toHaveLength(1);
      expect(pt.retell(parts[0] ?? '', hers)).toBe(said);
    }
  });

  it('joins what the child kept doing meanwhile with `e`, not a bare comma', () => {
    expect(pt.retell('ficou em casa a ver a patrulha pata, bebia agua aos golinhos', his)).toBe(
      'O Ursinho ficou em casa a ver a Patrulha Pata, e bebia água aos golinhos.',
    );
    expect(pt.retell('brincou no tapete, comia bolachas', hers)).toBe(
      'A Raposinha brincou no tapete, e comia bolachas.',
    );
  });

  it('tells the parent’s `we` as the hero and the parent who writes, where the day says who', () => {
    expect(pt.retell('fizemos videochamada e deu beijinhos ao telemovel', { ...his, parent: 'o pai' })).toBe(
      'O Ursinho e o pai fizeram uma videochamada, e ele deu beijinhos ao telemóvel.',
    );
  });
  it('says Brazil’s gerund with its pronoun, `feito` and `pirulito` as Portugal does', () => {
    expect(pt.retell('passou o resto do dia se olhando no espelho kkkk', hers)).toBe(
      'A Raposinha passou o resto do dia a olhar-se ao espelho.',
    );
    expect(pt.retell('ficou paradinha feito estátua e ganhou pirulito', hers)).toBe(
      'A Raposinha ficou quietinha como uma estátua e ganhou um chupa-chupa.',
    );
    expect(pt.retell('ficou durinho feito pedra', his)).toBe('O Ursinho ficou durinho como uma pedra.');
  });

  it('tells the parent’s leg the child held on to as the parent’s', () => {
    expect(pt.retell('passou metade da festa grudada na minha perna sem falar com ninguém', hers)).toBe(
      'A Raposinha passou metade da festa colada à perna da mãe sem falar com ninguém.',
    );
    expect(pt.retell('ficou agarrado às minhas pernas', his)).toBe('O Ursinho ficou agarrado às pernas da mãe.');
  });

  it('tells someone else’s birthday as theirs, and the child’s wish as said', () => {
    expect(pt.retell('niver do primo davi no buffet', hers)).toBe('Foi o aniversário do primo davi no buffet.');
    expect(pt.retell('agora diz q quer ser bombeiro qnd for grande', his)).toBe(
      'O Ursinho disse que quer ser bombeiro quando for grande.',
    );
    expect(pt.retell('e diz que quer ser astronauta', hers)).toBe('A Raposinha disse que quer ser astronauta.');
  });

  it('tells what was given with no subject as given by the one named before, and done to the child with `-lhe`', () => {
    const parts = pt.clauses(
      'o pai chegou hj de angola!! correu p ele no aeroporto e n o largava, trouxe-lhe um tambor',
    );
    expect(parts.map((part) => pt.retell(part, his))).toContain('O pai trouxe-lhe um tambor.');
    expect(pt.retell('à noite só queria q fosse o pai a dar banho e a contar a história', his)).toBe(
      'À noite, o Ursinho só queria que fosse o pai a dar-lhe banho e a contar-lhe a história.',
    );
  });

  it('says a group of girls together as `todas`', () => {
    expect(pt.retell('fizeram um desenho juntas e deram tchau', hers)).toBe(
      'Todas fizeram um desenho juntas e disseram adeus.',
    );
    expect(pt.retell('cantaram os parabéns', hers)).toBe('Todos cantaram os parabéns.');
  });

  it('spells a helper named by their job in lower case with a capital, not a word that describes them', () => {
    expect(pt.names?.('o bombeiro rui deixou-o tocar a sirene')).toEqual(['Rui']);
    expect(pt.names?.('o bombeiro simpático deixou-o tocar a sirene')).toEqual([]);
    expect(pt.names?.('o bombeiro deixou-o tocar a sirene')).toEqual([]);
  });

  it('tells a snowman or a sandcastle made with someone, whatever snow or sand the place already has', () => {
    for (const [day, made] of [
      [
        'fomos à serra da estrela c os tios, nevou tanto!! n queria tirar as luvas, fez um boneco de neve c o tio nuno e dps escorregou e caiu de rabo na neve, riu-se imenso',
        /boneco de neve com o tio Nuno/u,
      ],
      [
        'fomos à serra da estrela com os tios, nevou imenso. fez um bonequinho de neve com a tia ana e depois escorregou e caiu na neve',
        /bonequinho de neve com a tia Ana/u,
      ],
    ] as const) {
      for (const seed of ['sample', 's2', 's3']) {
        const story = storyOfDay('pt', day, { seed })
          .scenes.map((scene) => scene.text)
          .join(' ');
        expect(story, seed).toMatch(made);
      }
    }
  });
  it('tells the parent’s own care of the child, two things in a row, as the parent’s', () => {
    expect(pt.clauses('ficou roxo, pus gelo e dei-lhe um gelado p acalmar')).toContain(
      'pus gelo e dei-lhe um gelado p acalmar',
    );
    expect(pt.retell('pus gelo e dei-lhe um gelado p acalmar', hers)).toBe(
      'A mãe pôs-lhe gelo e deu-lhe um gelado para a acalmar.',
    );
    expect(pt.retell('coloquei pomada e dei um beijinho', his)).toBe('A mãe colocou-lhe pomada e deu-lhe um beijinho.');
    expect(pt.retell('passei creme e li-lhe uma história', { ...his, parent: 'o pai' })).toBe(
      'O pai passou-lhe creme e leu-lhe uma história.',
    );
    // The parent's own part stays out.
    expect(pt.retell('fiz o jantar e fiquei exausta', his)).toBeUndefined();
  });

  it('tells what went purple after a hurt as the hurt part, not the child', () => {
    expect(pt.clauses('entalou o dedo na porta do roupeiro, berrou tanto. ficou roxo')).toContain('o dedo ficou roxo');
    expect(pt.clauses('bateu com a cabeça na mesa. ficou inchadinha')).toContain('a cabeça ficou inchadinha');
    expect(pt.clauses('trilhou a mão na gaveta e ficou logo vermelho')).toContain(
      'trilhou a mão na gaveta e ficou logo vermelho',
    );
    // (The child's own part after it keeps the child.)
    expect(pt.clauses('bateu com a cabeça. ficou inchadinho e chorou')).toContain('ficou inchadinho e chorou');
  });

  it('tells what the child gave the parent who writes as given to them, and an apology unasked', () => {
    expect(pt.retell('em casa pediu desculpa sozinho e deu-me um abraço mt apertado', his)).toBe(
      'Em casa, o Ursinho pediu desculpa sem ninguém lhe dizer nada e deu à mãe um abraço muito apertado.',
    );
    expect(pt.retell('me deu uma flor do jardim', { ...hers, parent: 'o pai' })).toBe(
      'A Raposinha deu ao pai uma flor do jardim.',
    );
    expect(pt.retell('pediu desculpas sozinha à prima', hers)).toBe(
      'A Raposinha pediu desculpa sem ninguém lhe dizer nada à prima.',
    );
  });

  it('tells a tantrum with what it was about, from the story’s side', () => {
    expect(pt.retell('birra monumental no supermercado pq n lhe comprei o ovo kinder', his)).toBe(
      'O Ursinho fez uma birra enorme no supermercado porque queria o ovo Kinder, e a mãe não deixou.',
    );
    expect(pt.retell('fez birra pq eu nao deixei ver mais desenhos', hers)).toBe(
      'A Raposinha fez birra porque queria ver mais desenhos, e a mãe não deixou.',
    );
    expect(pt.retell('birrinha no parque porque não lhe dei o chupa', { ...his, parent: 'o pai' })).toBe(
      'O Ursinho fez uma birrinha no parque porque queria o chupa, e o pai não deixou.',
    );
  });

  it('tells the child, not the giver, as the one who kept a present on', () => {
    expect(pt.retell('o avô comprou-lhe uma coroa de princesa e n a tirou o dia todo, nem no banho', hers)).toBe(
      'O avô comprou-lhe uma coroa de princesa, e a Raposinha não a tirou o dia todo, nem no banho.',
    );
    expect(pt.retell('a tia deu-lhe um balão e nunca o largou', his)).toBe(
      'A tia deu-lhe um balão, e o Ursinho nunca o largou.',
    );
  });

  it('says Brazil’s pronoun before the verb after `e` as Portugal does, and popcorn as `pipocas`', () => {
    expect(pt.retell('comeu pipoca e se assustou qdo apagaram as luzes', hers)).toBe(
      'A Raposinha comeu pipocas e assustou-se quando as luzes se apagaram.',
    );
    expect(pt.retell('tropeçou e se sujou todo', his)).toBe('O Ursinho tropeçou e sujou-se todo.');
  });

  it('tells the pet found and buried by its name, as Portugal says `found`', () => {
    const nemo = { ...his, names: ['Nemo'] };
    const day = 'o peixinho nemo morreu, achamos ele boiando no aquário de manhã. enterramos no jardim';
    expect(pt.clauses(day).map((clause) => pt.retell(clause, nemo))).toEqual([
      'O peixinho Nemo morreu.',
      'O Ursinho e a família encontraram o Nemo a boiar no aquário de manhã.',
      'O Ursinho e a família enterraram o Nemo no jardim.',
    ]);
    const mimi = { ...hers, names: ['Mimi'] };
    expect(
      pt.clauses('a nossa gata mimi morreu. sepultámos debaixo da laranjeira').map((c) => pt.retell(c, mimi)),
    ).toContain('A Raposinha e a família sepultaram a Mimi debaixo da laranjeira.');
  });

  it('tells a loud cry as a story does, `tanto` with nothing after it as `muito`', () => {
    expect(pt.retell('berrou tanto coitadinha', hers)).toBe('A Raposinha chorou muito.');
    expect(pt.retell('riu-se tanto', his)).toBe('O Ursinho riu-se muito.');
    expect(pt.retell('chorou tanto que adormeceu', his)).toBe('O Ursinho chorou tanto que adormeceu.');
  });

  it('tells two things the child kept doing, with no stray comma', () => {
    expect(pt.retell('ao jantar ja nem se lembrava, so mostrava o penso à avó', hers)).toBe(
      'Ao jantar, a Raposinha já nem se lembrava e só mostrava o penso à avó.',
    );
  });

  it('reads an age aloud as its words, and a meal or an outing with the family as where they went', () => {
    expect(pt.retell('a bisavó fez 90 anos', his)).toBe('A bisavó fez noventa anos.');
    expect(pt.retell('o avô fez 75 anos', his)).toBe('O avô fez setenta e cinco anos.');
    expect(pt.clauses('a bisavó fez 90 anos, almoço em casa da tia rosa c a familia toda')).toEqual([
      'a bisavó fez 90 anos',
      'almoço em casa da tia rosa c a familia toda',
    ]);
    expect(pt.retell('almoço em casa da tia rosa c a familia toda', { ...his, names: ['Rosa'] })).toBe(
      'O Ursinho e a família toda foram almoçar a casa da tia Rosa.',
    );
    expect(pt.retell('feira medieval em obidos c os avós', hers)).toBe(
      'A Raposinha foi com os avós à feira medieval em Óbidos.',
    );
    expect(pt.retell('praia com o pai', his)).toBe('O Ursinho foi com o pai à praia.');
    expect(pt.retell('passeio em evora', his)).toBe('Houve um passeio em Évora.');
  });

  it('tells a happy day’s tears as joy and its real trouble with its cause, never pasting the parent’s `pus`', () => {
    const seeds = ['sample', 's2', 's3'];
    for (const seed of seeds) {
      const party = textOfDay(
        'pt',
        'a bisavó fez 90 anos, almoço em casa da tia rosa c a familia toda. soprou as velas c a bisa e deu-lhe um desenho q fez na escola, a bisa chorou de contente',
        { seed, pronoun: 'he' },
      );
      expect(party, seed).not.toMatch(/Zuri começou a chorar|Chorar não faz mal|lágrimas grandes/u);
      const finger = textOfDay(
        'pt',
        'entalou o dedo na porta do roupeiro, berrou tanto coitadinha. ficou roxo, pus gelo e dei-lhe um gelado p acalmar. ao jantar ja nem se lembrava, so mostrava o penso à avó',
        { seed },
      );
      expect(finger, seed).toMatch(/A mãe pôs-lhe gelo e deu-lhe um gelado/u);
      expect(finger, seed).not.toMatch(/(?<![\p{L}])(pus|dei-lhe)(?![\p{L}])|, ,|Ficou roxo/u);
      const tantrum = textOfDay(
        'pt',
        'birra monumental no supermercado pq n lhe comprei o ovo kinder, atirou-se pro chão e tudo. em casa pediu desculpa sozinho e deu-me um abraço mt apertado',
        { seed, pronoun: 'he' },
      );
      expect(tantrum, seed).toMatch(/queria o ovo Kinder/u);
      expect(tantrum, seed).toMatch(/deu à mãe um abraço/u);
    }
  });

  it('says Brazil’s words as Portugal does: cross, not `brava`; `avô`, `divisão`, `às cavalitas`, `atirou confetes a`', () => {
    expect(pt.retell('ficou brava c as ondas pq molharam o pé dela', hers)).toBe(
      'A Raposinha zangou-se com as ondas porque molharam o pé.',
    );
    expect(pt.retell('ficou mt bravo com o irmão', his)).toBe('O Ursinho zangou-se muito com o irmão.');
    expect(pt.retell('o vovô Bené fez um buraco na areia', hers)).toBe('O avô Bené fez um buraco na areia.');
    expect(pt.retell('a vó Lena fez bolo', hers)).toMatch(/^A avó Lena fez /u);
    expect(pt.retell('deu tchau pra cada cômodo da casa velha', his)).toBe(
      'O Ursinho disse adeus a cada divisão da casa velha.',
    );
    expect(pt.retell('ficou no ombro do pai o resto do desfile', hers)).toBe(
      'A Raposinha ficou às cavalitas do pai o resto do desfile.',
    );
    expect(pt.retell('jogou confete em todo mundo', hers)).toBe('A Raposinha atirou confetes a toda a gente.');
  });

  it('gives a name typed in lower case after a kin word its capital, and its accents back to plain words', () => {
    expect(pt.retell('a prima bia dormiu ca em casa', his)).toBe('A prima Bia dormiu cá em casa.');
    // A new baby brother is no one named Bebé.
    expect(pt.retell('conheceu o mano bebé', his)).toBe('O Ursinho conheceu o mano bebé.');
    expect(pt.retell('brincou com a mana caçula', hers)).toBe('A Raposinha brincou com a mana caçula.');
    expect(pt.retell('o tio joao veio jantar', his)).toMatch(/^O tio Jo(?:ão|ao) veio jantar\.$/u);
    expect(pt.retell('ficou cheio de ciumes dos carrinhos', his)).toBe(
      'O Ursinho ficou cheio de ciúmes dos carrinhos.',
    );
    // (No verb, no adjective after the kin word is taken for a name.)
    expect(pt.retell('a prima pequena chorou', his)).toBe('A prima pequena chorou.');
    expect(pt.retell('n queria q o avô fosse dormir p o sofá', his)).toBe(
      'O Ursinho não queria que o avô fosse dormir para o sofá.',
    );
  });

  it('keeps a pronoun before the verb with its verb, not in the setting', () => {
    expect(pt.retell('antes de dormir ja lhe emprestou o camiao do lixo sem ninguem pedir', his)).toBe(
      'Antes de dormir, o Ursinho já lhe emprestou o camião do lixo sem ninguém pedir.',
    );
    expect(pt.retell('já lhe deu o balde', hers)).toBe('A Raposinha já lhe deu o balde.');
  });

  it('tells a day with its own name as the one day, not `um dia da`', () => {
    expect(pt.retell('dia da mudança', his)).toBe('Foi o dia das mudanças.');
    expect(pt.retell('dia do pijama na escola', hers)).toBe('Foi o dia do pijama na escola.');
  });

  it('tells a sting’s swelling of the part stung and the crying as the child’s, without the parent’s `coitadita`', () => {
    for (const seed of ['sample', 's2', 's3']) {
      const sting = textOfDay(
        'pt',
        'foi picada por uma abelha no pé no quintal da madrinha, inchou mt coitadita e chorou q nem uma perdida. pus-lhe gelo',
        { seed },
      );
      expect(sting, seed).toMatch(/[Cc]horou muito com o pé inchado/u);
      expect(sting, seed).not.toMatch(/coitadit|perdida|Zuri inchou|(?<![\p{L}])Inchou/u);
      const bite = textOfDay('pt', 'um mosquito mordeu-a na mão. inchou tanto', { seed });
      expect(bite, seed).toMatch(/A mão inchou tanto/u);
    }
  });

  it('gives plain words typed without accents their accents back (`sofa`, `urgencias`, `heroi`, `tubarao`)', () => {
    expect(pt.retell('partiu o braço a saltar do sofa', his)).toBe('O Ursinho partiu o braço a saltar do sofá.');
    expect(pt.retell('tarde inteira nas urgencias da estefania', his)).toBe(
      'Foi uma tarde inteira nas urgências da Estefânia.',
    );
    expect(pt.retell('portou-se q nem um heroi', his)).toBe('O Ursinho portou-se que nem um herói.');
    expect(pt.retell('viu um tubarao e um leao', hers)).toBe('A Raposinha viu um tubarão e um leão.');
    expect(pt.retell('comeu algodao doce', hers)).toBe('A Raposinha comeu algodão-doce.');
  });

  it('keeps who said a comfort and what they did next, never the child saying `não fazia mal`', () => {
    const told = pt.retell('o avô disse q n fazia mal e deixou-o sentar ao volante do trator', his);
    expect(told).toBe('O avô disse que não fazia mal e deixou o Ursinho sentar-se ao volante do trator.');
    expect(pt.retell('a mãe disse que estava tudo bem', hers)).toBe('A mãe disse que estava tudo bem.');
    expect(pt.retell('a professora falou q nao tinha problema', hers)).toBe(
      'A professora disse que não havia problema.',
    );
  });

  it('tells the moment something frightened the child with the child hiding in the parent’s coat', () => {
    expect(pt.clauses('riu-se mt c os palhaços mas qnd o leão rugiu escondeu a cara no meu casaco')).toEqual([
      'riu-se mt c os palhaços',
      'qnd o leão rugiu escondeu a cara no meu casaco',
    ]);
    expect(pt.retell('qnd o leão rugiu escondeu a cara no meu casaco', hers)).toBe(
      'Quando o leão rugiu, a Raposinha escondeu a cara no casaco da mãe.',
    );
    expect(pt.retell('quando o cão ladrou, escondeu a cara na minha camisola', his)).toBe(
      'Quando o cão ladrou, o Ursinho escondeu a cara na camisola da mãe.',
    );
  });

  it('tells the lion’s roar, not a stock spill, as the circus day’s trouble', () => {
    for (const seed of ['sample', 's2', 's3']) {
      const story = textOfDay(
        'pt',
        'fomos ao circo c o padrinho! riu-se mt c os palhaços mas qnd o leão rugiu escondeu a cara no meu casaco. comeu algodão doce',
        { seed },
      );
      expect(story, seed).toMatch(/Quando o leão rugiu, \S+ \S+ escondeu a cara no casaco da mãe/u);
      expect(story, seed).not.toMatch(/copo|entornou/u);
    }
  });

  it('tells the egg broken at the hen house as the trouble, not a broken toy, and the child going to gather them', () => {
    expect(pt.retell('foram apanhar os ovos ao galinheiro e partiu um sem querer', his)).toBe(
      'O Ursinho foi apanhar os ovos ao galinheiro e partiu um sem querer.',
    );
    for (const seed of ['sample', 's2', 's3']) {
      const story = textOfDay(
        'pt',
        'passou o dia na quinta do avô manel, foram apanhar os ovos ao galinheiro e partiu um sem querer, ficou mt aflito coitado',
        { seed },
      );
      expect(story, seed).toMatch(/partiu um sem querer/u);
      expect(story, seed).not.toMatch(/brinquedo preferido|coitado(?!inho)/u);
    }
  });

  it('says the parent’s pity apart and gently (`aflito coitado`: `aflito, coitadinho`)', () => {
    expect(pt.retell('ficou mt aflito coitado', his)).toBe('O Ursinho ficou muito aflito, coitadinho.');
    expect(pt.retell('chorou mt coitada', hers)).toBe('A Raposinha chorou muito, coitadinha.');
  });

  it('tells the gift at the end of a school show with the parent’s tears as joy, and whom the child looked at', () => {
    expect(pt.retell('no final veio correndo e me deu a flor de papel q ele fez, quase chorei', his)).toBe(
      'No final, o Ursinho veio a correr e deu à mãe a flor de papel que tinha feito, e a mãe ficou muito emocionada.',
    );
    expect(pt.retell('no fim deu-me o desenho que fez, ate chorei de emoção', hers)).toBe(
      'No fim, a Raposinha deu à mãe o desenho que tinha feito, e a mãe ficou muito emocionada.',
    );
    expect(pt.retell('ficou paradinho olhando pra mim com o dedo na boca', his)).toBe(
      'O Ursinho ficou paradinho a olhar para a mãe com o dedo na boca.',
    );
    expect(pt.retell('ficou a olhar p mim', hers)).toBe('A Raposinha ficou a olhar para a mãe.');
    const show = textOfDay(
      'pt',
      'apresentação de dia das mães na escola, ele travou de vergonha e nao cantou nada, ficou paradinho olhando pra mim com o dedo na boca. no final veio correndo e me deu a flor de papel q ele fez, quase chorei',
      { seed: 'sample', pronoun: 'he', typed: ['dar a flor pra mamãe'] },
    );
    expect(show).toMatch(/deu à mãe a flor de papel que tinha feito/u);
    expect(show).toMatch(/Dia da Mãe/u);
    expect(show).not.toMatch(/semente|jardim|dia das mães|mamãe/u);
  });

  it('says Brazil’s days, pool noodle and what the child said on the way out as Portugal says them', () => {
    expect(pt.retell('apresentação de dia das mães na escola', his)).toBe(
      'Houve uma apresentação do Dia da Mãe na escola.',
    );
    expect(pt.retell('festa do dia dos pais na creche', his)).toMatch(/festa do Dia do Pai na creche/u);
    expect(pt.retell('dps ela bateu perna c o macarrão de boia', hers)).toBe(
      'A Raposinha bateu perna com o esparguete de piscina.',
    );
    expect(pt.retell('nadou com um macarrao de piscina', hers)).toBe('A Raposinha nadou com um esparguete de piscina.');
    expect(pt.retell('saiu falando q é sereia kkkk', hers)).toBe(
      'À saída, a Raposinha dizia a toda a gente que era uma sereia.',
    );
    expect(pt.retell('saiu a dizer que era um tubarão', his)).toBe(
      'À saída, o Ursinho dizia a toda a gente que era um tubarão.',
    );
  });

  it('tells a hug given `in` someone and the question of when they come back as Portugal says them', () => {
    const nanny = { ...hers, names: ['Nega'] };
    expect(pt.retell('deu um abraço bem apertado nela e perguntou qdo ela volta', nanny)).toBe(
      'A Raposinha deu um abraço muito apertado à Nega e perguntou-lhe quando voltava.',
    );
    expect(pt.retell('deu um beijo nele', hers)).toBe('A Raposinha deu-lhe um beijo.');
    expect(pt.retell('perguntou quando ele vem', his)).toBe('O Ursinho perguntou-lhe quando vinha.');
  });

  it('tells the cast or plaster a hurt left as what the child got, never `havia gesso`', () => {
    const cast = pt.retell('tem gesso azul e o pai desenhou-lhe um tubarao no gesso', his);
    expect(cast).toBe('O Ursinho ficou com um gesso azul e o pai desenhou-lhe um tubarão no gesso.');
    expect(pt.retell('agora tá com um penso no joelho', hers)).toBe('A Raposinha ficou com um penso no joelho.');
  });
});

describe('the Portuguese reteller: a wedding, an airport and a vaccine', () => {
  it('tells a family wedding as what happened today, and the child’s part in it with the child', () => {
    expect(pt.retell('casamento da tia ines', his)).toBe('Hoje a tia Inês casou-se!');
    expect(pt.retell('hj foi o casamento dos tios', hers)).toBe('Hoje os tios casaram-se!');
    expect(pt.retell('foi o menino das aliancas todo janota de laço', his)).toBe(
      'O Ursinho foi o menino das alianças, todo janota de laço.',
    );
    expect(pt.retell('foi a daminha', hers)).toBe('A Raposinha foi a daminha.');
  });

  it('spells the names and words a keyboard types without accents or capitals', () => {
    expect(pt.retell('o prof andre deu-lhe a mão', his)).toBe('O professor André deu-lhe a mão.');
    expect(pt.retell('a mana n a deixou mexer nas barbies', hers)).toMatch(/ nas Barbies\.$/u);
    expect(pt.retell('a matilde foi busca-la', hers)).toMatch(/ foi buscá-la\.$/u);
    expect(pt.retell('fez um desenho de arco iris', hers)).toBe('A Raposinha fez um desenho de um arco-íris.');
  });

  it('says Brazil’s `levamos eles no`, `sumir` and the question of coming back as Portugal says them', () => {
    expect(pt.retell('levamos eles no aeroporto', hers)).toMatch(/ levaram-nos ao aeroporto\.$/u);
    expect(pt.retell('a mãe levou elas na praia', hers)).toBe('A mãe levou-as à praia.');
    expect(pt.retell('ficou acenando pro vidro até o avião sumir', hers)).toBe(
      'A Raposinha ficou a acenar para o vidro até o avião desaparecer.',
    );
    expect(pt.retell('no carro perguntou se a vó cida volta amanha', hers)).toMatch(
      / se a avó cida voltava amanhã\.$/iu,
    );
    expect(pt.retell('perguntou se o avô vem amanhã', his)).toMatch(/ se o avô vinha amanhã\.$/u);
  });

  it('tells screams at a vaccine gently and a sticker as Portugal names it', () => {
    expect(pt.retell('berrou q nem um doido e ficou c a perninha doendo', his)).toBe(
      'O Ursinho chorou muito alto e ficou com a perninha a doer.',
    );
    expect(pt.retell('gritou que nem uma louca', hers)).toBe('A Raposinha chorou muito alto.');
    expect(pt.retell('a enfermeira deu um adesivo de leão', his)).toBe('A enfermeira deu-lhe um autocolante de leão.');
  });
});

describe('the Portuguese reteller: what the child ran to show', () => {
  it('tells what the child ran to show the parent who writes as shown to them, on the way out as `à saída`', () => {
    expect(pt.retell('na saída veio correndo me mostrar um desenho de arco iris', hers)).toBe(
      'À saída, a Raposinha veio a correr mostrar à mãe um desenho de um arco-íris.',
    );
    expect(pt.retell('veio correndo me dar um beijinho', { ...his, parent: 'o pai' })).toBe(
      'O Ursinho veio a correr dar ao pai um beijinho.',
    );
  });
});

describe('the Portuguese reteller: tears when the parent left', () => {
  it('tells the tears with their cause, the parent leaving, and what the child held on to', () => {
    expect(pt.retell('chorou mto qdo eu fui embora e ficou agarrada no portao', hers)).toBe(
      'Quando a mãe foi embora, a Raposinha chorou muito e agarrou-se ao portão.',
    );
    expect(pt.retell('chorou quando eu saí', { ...his, parent: 'o pai' })).toBe(
      'Quando o pai foi embora, o Ursinho chorou.',
    );
  });

  it('tells the first day’s tears at the gate in the trouble scene, with their cause', () => {
    const day =
      'primeiro dia na escolinha nova, chorou mto qdo eu fui embora e ficou agarrada no portao. a tia carol disse q dps brincou de massinha';
    for (const seed of ['1', '2', '3']) {
      expect(storyOfDay('pt', day, { seed }).scenes[2]?.text, seed).toMatch(
        /Quando a mãe foi embora, [oa] \p{Lu}\p{L}+ chorou muito e agarrou-se ao portão\./u,
      );
    }
  });
});

describe('the Portuguese reteller', () => {
  it('gives a grown-up’s kind words about the world in their own voice, not as a fact', () => {
    expect(pt.retell('o pai disse q o balão foi visitar as nuvens', hers)).toBe(
      'O pai disse: «O balão foi visitar as nuvens».',
    );
    expect(pt.retell('a educadora sara disse q a cabra tinha fome e ela dps ria-se a contar', hers)).toBe(
      'A educadora Sara disse: «A cabra tinha fome», e depois a Raposinha ria-se a contar.',
    );
    expect(pt.retell('a mae disse que o gato foi dormir', his)).toBe('A mãe disse: «O gato foi dormir».');
    // What the child did, said by a grown-up, is still the child's doing.
    expect(pt.retell('a tia disse que comeu tudo', hers)).toBe('A Raposinha comeu tudo.');
  });

  it('tells a shout typed in capitals as the child’s own words, the one called after a comma', () => {
    expect(pt.retell('chorou mto gritando VOLTA BALÃO', hers)).toMatch(/chorou muito e grit\p{L}+: «Volta, balão!»$/u);
    expect(pt.retell('chorava a gritar MAMÃ', his)).toBe('O Ursinho chorava e gritava: «Mamã!»');
    expect(pt.retell('comeu o bolo INTEIRO', his)).toBe('O Ursinho comeu o bolo inteiro.');
  });

  it('writes the accents, hyphens and Portuguese words a parent typed without them', () => {
    expect(pt.retell('o pai abriu o armario e mostrou q so tinha roupa', his)).toBe(
      'O pai abriu o armário e mostrou que só tinha roupa.',
    );
    expect(pt.retell('fomos ao centro de saude e a dra deu-lhe um xarope cor de rosa', his)).toMatch(
      /centro de saúde e a doutora deu-lhe um xarope cor-de-rosa\.$/u,
    );
    expect(pt.retell('fizemos spray anti monstro', his)).toMatch(/spray antimonstros\.$/u);
    expect(pt.retell('passou repelente anti-mosquito', his)).toMatch(/repelente antimosquitos\.$/u);
    expect(pt.retell('bateu palmas pra ela mesma kkk', hers)).toBe('A Raposinha bateu palmas a si própria.');
    expect(pt.retell('falou para ele mesmo', his)).toBe('O Ursinho falou para si próprio.');
    expect(pt.retell('ela ficou dando tchauzinho até ele sumir', hers)).toBe(
      'A Raposinha ficou a dizer adeus até ele desaparecer.',
    );
    expect(pt.retell('deu tchauzinho ao avô', hers)).toBe('A Raposinha disse adeus ao avô.');
  });

  it('tells a hurt by its body part and the parent’s comforter with the parent as its subject', () => {
    expect(pt.clauses('na descida doeu o ouvidinho e chorou mas dei a chupeta e passou')).toEqual([
      'na descida doeu o ouvidinho e chorou',
      'mas dei a chupeta e passou',
    ]);
    expect(pt.retell('na descida doeu o ouvidinho e chorou', hers)).toBe(
      'Na descida, doeu-lhe o ouvidinho, e a Raposinha chorou.',
    );
    expect(pt.retell('doia a barriga', his)).toBe('Doía-lhe a barriga.');
    expect(pt.retell('mas dei a chupeta e passou', hers)).toBe(
      'A mãe deu-lhe a chupeta, e pouco depois já tinha passado.',
    );
    expect(pt.retell('demos a naninha', { ...his, parent: 'o pai' })).toBe('O pai deu-lhe a naninha.');
    expect(pt.retell('passei calamina no corpo todo', his)).toBe('Passaram-lhe calamina no corpo todo.');
  });

  it('tells a thing taken from a grown-up named just before as theirs, never the child’s own', () => {
    const day = 'n quis ir ao colo do pai natal, agarrou-se ao meu pescoço a chorar, mas aceitou o chocolate dele';
    const clauses = pt.clauses(day);
    expect(pt.retell(clauses.at(-1) ?? '', his)).toBe('O Ursinho aceitou o chocolate do Pai Natal.');
    expect(pt.clauses('fomos a casa da avó rosa. recebeu a prenda dela').at(-1)).toBe('recebeu a prenda da avó Rosa');
    // (No grown-up named before: the parent's words stay.)
    expect(pt.clauses('aceitou o chocolate dele')).toEqual(['aceitou o chocolate dele']);
  });

  it('tells the child’s make-believe and shout in the child’s words, never as a fact', () => {
    expect(pt.retell('disse q era um dalmata kkk', his)).toBe('O Ursinho disse que era um dálmata.');
    expect(pt.retell('dizia que era uma princesa', hers)).toBe('A Raposinha disse que era uma princesa.');
    expect(pt.retell('jogou os blocos longe e gritou q odeia torre', hers)).toBe(
      'A Raposinha atirou os blocos para longe e gritou: «Odeio torres!»',
    );
    expect(pt.retell('jogou a bola pra longe', his)).toBe('O Ursinho atirou a bola para longe.');
    expect(pt.retell('jogou à bola com o pai', his)).toBe('O Ursinho jogou à bola com o pai.');
  });

  it('says Brazilian and unaccented words of a sick or a broken day as Portugal writes them', () => {
    expect(pt.retell('ta c catapora coitadinho, cheio de bolinha e se coçando td', his)).toBe(
      'O Ursinho estava com varicela, cheio de borbulhas e a coçar-se todo.',
    );
    expect(pt.retell('colamos c o pai mas ja n da p beber, agora é p pôr os lapis', hers)).toMatch(
      /já não dá para beber, agora era para pôr os lápis\.$/u,
    );
    expect(pt.retell('dizia q o panda tava dodói', hers)).toBe('A Raposinha dizia que o panda estava dói-dói.');
    expect(pt.retell('o cão andou atras dele a ver se caia alguma coisa', his)).toMatch(
      /a ver se caía alguma coisa\.$/u,
    );
    expect(pt.retell('desceu dando tchau pro piloto', hers)).toBe('A Raposinha desceu a dizer adeus ao piloto.');
    // (A dress with dots is no chickenpox.)
    expect(pt.retell('vestiu o vestido cheio de bolinhas', hers)).toMatch(/cheio de bolinhas\.$/u);
  });

  it('tells a split lip as a cut, without the blood or the parent’s panic', () => {
    expect(
      pt.retell('bateu c a boca na mesa da sala e rachou o labio, sangrou imenso e eu fiquei em panico', his),
    ).toBe('O Ursinho bateu com a boca na mesa da sala e fez um corte no lábio.');
    expect(pt.retell('partiu o beiço no escorrega', hers)).toBe('A Raposinha fez um corte no beiço no escorrega.');
    expect(pt.retell('caiu e abriu o lábio, sangrou mto', his)).not.toMatch(/sangr|abriu/u);
  });

  it('says Brazil’s words of a cross or proud child as Portugal says them', () => {
    expect(pt.retell('ficou bravissimo pq o irmao comeu o ultimo pão de queijo', his)).toMatch(
      /^O Ursinho ficou furioso porque o irmão comeu o último pão de queijo\.$/u,
    );
    expect(pt.retell('ficou brabissima c a mana', hers)).toMatch(/ficou furiosa/u);
    expect(pt.retell('se jogou no chão e berrou mto', his)).toBe(
      'O Ursinho atirou-se para o chão e chorou muito alto.',
    );
    expect(pt.retell('jogou-se no chão', hers)).toBe('A Raposinha atirou-se para o chão.');
    expect(pt.retell('pedalou ate a esquina e voltou toda se achando', hers)).toBe(
      'A Raposinha pedalou até à esquina e voltou toda orgulhosa.',
    );
    expect(pt.retell('voltou todo se achando', his)).toBe('O Ursinho voltou todo orgulhoso.');
  });

  it('tells `achou o máximo` as liking it, never as finding something', () => {
    expect(pt.retell('ao jantar bebeu a sopa por uma palhinha e achou o maximo', his)).toBe(
      'Ao jantar, o Ursinho bebeu a sopa por uma palhinha e achou aquilo o máximo.',
    );
    expect(pt.retell('achou o máximo', hers)).not.toMatch(/encontr/u);
    expect(pt.retell('achou a chupeta debaixo do sofa', hers)).toMatch(/encontrou a chupeta/u);
  });

  it('tells a tree cut down as today’s loss, and the grown-up’s promise in their voice', () => {
    expect(pt.retell('cortaram a árvore grande da frente de casa hj, a do ninho dos passarinhos', hers)).toBe(
      'Hoje cortaram a árvore grande da frente de casa, a do ninho dos passarinhos.',
    );
    expect(pt.retell('derrubaram o pinheiro do quintal', his)).toBe('Hoje derrubaram o pinheiro do quintal.');
    expect(pt.retell('o vô tonho disse q vamos plantar um pé de manga no quintal', hers)).toMatch(
      /Tonho disse: «Vamos plantar uma mangueira no quintal!»$/u,
    );
    expect(pt.retell('mas o pai prometeu q amanhã vamos buscar', his)).toBe('O pai prometeu: «Amanhã voltamos lá!»');
    expect(pt.retell('a mãe disse que vamos plantar um pé de limão', his)).toBe(
      'A mãe disse: «Vamos plantar um limoeiro!»',
    );
  });

  it('asks the child’s question in the child’s voice, at the window as Portugal says it', () => {
    expect(pt.retell('ficou na janela vendo e chorou perguntando onde os passarinhos vão dormir', hers)).toBe(
      'A Raposinha ficou à janela a ver e chorou e perguntou: «Onde os passarinhos vão dormir?»',
    );
  });

  it('tells what the child saw before holding on to the parent who writes', () => {
    expect(pt.retell('qnd viu os gigantones agarrou-se a mim cheia de medo', hers)).toBe(
      'Quando viu os gigantones, a Raposinha agarrou-se à mãe cheia de medo.',
    );
    expect(
      pt.clauses('fomos à romaria em viana c a bisavó, qnd viu os gigantones agarrou-se a mim cheia de medo'),
    ).toEqual(['fomos à romaria em viana c a bisavó', 'qnd viu os gigantones agarrou-se a mim cheia de medo']);
    expect(pt.retell('fomos à romaria em viana c a bisavó', hers)).toMatch(/à romaria em Viana com a bisavó\.$/u);
  });

  it('tells the good news of the visit and the guests leaving, with the child’s tears after it', () => {
    expect(pt.retell('no centro de saude disseram q n precisa de pontos', his)).toBe(
      'No centro de saúde, disseram que não era preciso levar pontos.',
    );
    expect(pt.retell('disseram q nao precisava levar pontos', hers)).toBe('Disseram que não era preciso levar pontos.');
    expect(pt.retell('qnd se foram embora ficou a chorar à janela a dizer adeus', his)).toBe(
      'Quando se foram embora, o Ursinho ficou a chorar à janela a dizer adeus.',
    );
    expect(pt.retell('o tio rui e a tia marta vieram jantar c os gemeos', his)).toMatch(/com os gémeos\.$/u);
    expect(pt.retell('comeu farturas e ficou c açucar ate ao nariz', hers)).toBe(
      'A Raposinha comeu farturas e ficou com açúcar até ao nariz.',
    );
  });

  it('says Brazil’s pronouns and plays as Portugal does', () => {
    expect(pt.retell('ficou mto preocupado pq nao podia pegar ela no colo', his)).toBe(
      'O Ursinho ficou muito preocupado porque não podia pegar nela ao colo.',
    );
    expect(pt.retell('a mana ensinou-a a saltar à corda e o cão nao largava elas', hers)).toMatch(/não as largava\.$/u);
    expect(pt.retell('de noite brincou de lego c o pai', hers)).toBe(
      'De noite, a Raposinha brincou aos legos com o pai.',
    );
    expect(pt.retell('a gata foi castrada e voltou do veterinario c aquele cone na cabeça', his)).toBe(
      'A gata foi operada e voltou do veterinário com um cone na cabeça.',
    );
  });

  it('tells a foot stuck of the child, and a tear `que só` without the region’s interjection', () => {
    expect(pt.retell('hj na pracinha o pé dele ficou preso no trepa-trepa e ele se apavorou', his)).toBe(
      'Na pracinha, o Ursinho ficou com o pé preso no trepa-trepa e apavorou-se.',
    );
    expect(pt.retell('chorou q só bah', his)).toBe('O Ursinho chorou muito.');
    expect(pt.retell('o moço da pipoca ajudou a soltar o tenis', his)).toBe(
      'O moço da pipoca ajudou a soltar o ténis.',
    );
    expect(pt.retell('ao deitar pediu a história do capuchinho vermelho 2x', hers)).toMatch(/do Capuchinho Vermelho/u);
  });

  it('tells the child’s liking after what two did, and a typed snack or class', () => {
    expect(pt.clauses('a Luena veio brincar e comeram funje c a avó, gostou bué')).toEqual([
      'a Luena veio brincar e comeram funje c a avó',
      'gostou bué',
    ]);
    expect(pt.retell('gostou bué', his)).toBe('O Ursinho gostou muito.');
    expect(pt.retell('tapioca no lanche', hers)).toBe('Ao lanche, a Raposinha comeu tapioca.');
    expect(pt.retell('musicalização na escolinha', hers)).toBe('A Raposinha teve aula de musicalização na escolinha.');
    expect(pt.retell('pracinha c a babá', his)).toBe('O Ursinho foi com a babá à pracinha.');
  });

  it('tells a harvest day, and lunch with the nap after it as the day’s', () => {
    expect(pt.retell('vindimas na quinta dos avós no Douro 🍇', his)).toBe(
      'Foi dia de vindimas na quinta dos avós no Douro.',
    );
    expect(pt.afternoon.test('ao almoço comeu cozido e adormeceu no colo da avó')).toBe(true);
  });
});

describe('the Portuguese reteller: a nap, a goodbye and a question answered', () => {
  it('splits the afternoon from the nap, says hours in words and the crase the keyboard left out', () => {
    expect(pt.clauses('dps do almoço dormiu 2h seguidas e a tarde fomos de bike até a lagoa ver as capivaras')).toEqual(
      ['dps do almoço dormiu 2h seguidas', 'a tarde fomos de bike até a lagoa ver as capivaras'],
    );
    expect(pt.retell('dps do almoço dormiu 2h seguidas', hers)).toBe(
      'Depois do almoço, a Raposinha dormiu duas horas seguidas.',
    );
    expect(pt.retell('a tarde fomos de bike até a lagoa ver as capivaras', hers)).toBe(
      'À tarde, a Raposinha e a família foram de bicicleta até à lagoa ver as capivaras.',
    );
    expect(pt.retell('a tarde foi linda', hers)).toBe('A tarde foi linda.');
    expect(pt.evening.test('dps do almoço dormiu 2h seguidas')).toBe(false);
  });

  it('tells the name the child gave them all in the child’s words', () => {
    expect(pt.retell('ela chamava todas de bebê capivara kkk', hers)).toBe(
      'A Raposinha chamava-lhes a todas «bebé capivara».',
    );
  });

  it('tells where the one leaving goes as theirs, and Brazil’s `chorou junto` as `também chorou`', () => {
    const day = 'hj foi o ultimo dia da Josi, a babá dela desde bebê. ela vai voltar pra Bahia cuidar da mãe';
    const [, going = ''] = pt.clauses(day);
    expect(pt.retell(going, { ...hers, names: ['Josi'] })).toBe('A Josi ia voltar para a Bahia cuidar da mãe.');
    expect(pt.retell('a Zuri deu um abraço apertado e a Josi chorou junto', hers)).toBe(
      'A Zuri deu um abraço apertado e a Josi também chorou.',
    );
  });

  it('tells the parent’s answer with the child’s question, so it is never left open', () => {
    const [asked = ''] = pt.clauses('de noite perguntou se a Josi vem amanhã, falei q ela vai ligar por video');
    expect(pt.retell(asked, hers)).toBe(
      'De noite, a Raposinha perguntou se a Josi vinha amanhã, e a mãe respondeu que ela ia ligar por vídeo.',
    );
  });

  it('reads `bolo-rei` as no verb of the parent’s, and keeps what was given with where the child put it', () => {
    expect(pt.retell('no fim comemos bolo-rei em casa da tia Natércia e calhou-lhe a fava', his)).toBe(
      'No fim, o Ursinho e a família comeram bolo-rei em casa da tia Natércia e calhou-lhe a fava.',
    );
    const [given = ''] = pt.clauses('as pessoas davam chouriço e laranjas e ele guardava tudo no saquinho');
    expect(pt.retell(given, his)).toBe('As pessoas davam chouriço e laranjas, e o Ursinho guardava tudo no saquinho.');
  });

  it('tells a typed drink as what the child drank, where it was had first', () => {
    expect(pt.retell('suco de caju na padaria', his)).toBe('Na padaria, o Ursinho bebeu um sumo de caju fresquinho.');
  });

  it('tells a sob, Brazil’s `demais` and the Minas `uai` as a book says them', () => {
    expect(pt.retell('chorou baba e ranho', his)).toBe('O Ursinho chorou muito, muito.');
    expect(pt.retell('dia bom demais sô', his)).toBe('Foi um dia muito bom.');
    expect(pt.retell('jantou tudo uai', his)).toBe('O Ursinho jantou tudo.');
  });

  it('names the thing let go, and what then got stuck', () => {
    const [, let_ = ''] = pt.clauses(
      'fomos ao parque c o balão de hélio, largou-o sem querer e ficou preso numa árvore',
    );
    expect(pt.retell(let_, his)).toBe('O Ursinho largou o balão sem querer, e o balão ficou preso numa árvore.');
    const [named = ''] = pt.clauses('largou o balão e ficou preso numa árvore');
    expect(pt.retell(named, his)).toBe('O Ursinho largou o balão, e o balão ficou preso numa árvore.');
    const [, , promised = ''] = pt.clauses('largou o balão sem querer. o pai nao conseguiu tirar. prometemos outro');
    expect(pt.retell(promised, his)).toBe('Os pais prometeram-lhe outro balão.');
  });

  it('tells how long someone is away, a call for them, and whose shirt the child slept with', () => {
    const clauses = pt.clauses(
      'o papai embarcou hj pra plataforma, sao 14 dias fora. ficou chorando chamando papai. dormiu abraçada na camiseta dele',
    );
    const told = clauses.map((clause) => pt.retell(clause, hers)).join(' ');
    expect(told).toMatch(/O (?:pai|papai) embarcou hoje para a plataforma e vai ficar fora 14 dias\./u);
    expect(told).toContain('a chamar pelo pai');
    expect(told).toMatch(/abraçada à camiseta do (?:pai|papai)\./u);
  });

  it('tells the child left in wonder as the one who then danced, and a feast with its capitals', () => {
    expect(pt.retell('os bezerros enfeitados c flores deixaram-no maravilhado e dançou c a prima', his)).toBe(
      'Os bezerros enfeitados com flores deixaram-no maravilhado, e ele dançou com a prima.',
    );
    expect(pt.retell('domingo do espírito santo aqui na Terceira', his)).toBe(
      'Foi domingo do Espírito Santo na Terceira.',
    );
  });

  it('tells a typed ride along a path as a ride', () => {
    expect(pt.retell('ciclovia de bicicleta c o pai', his)).toMatch(/passeio de bicicleta na ciclovia com o pai/u);
  });
  it('tells the parent who forgot or went along, and the child kept out as the one who cried', () => {
    expect(pt.retell('fomos à natação e esqueci-me da touca dele em casa', his)).toBe(
      'O Ursinho e a família foram à natação, e a mãe esqueceu-se da touca dele em casa.',
    );
    expect(pt.retell('de manhã foi comigo à pastelaria buscar o pão', his)).toBe(
      'De manhã, o Ursinho foi com a mãe à pastelaria buscar o pão.',
    );
    expect(pt.retell('o nadador salvador nao o deixou entrar na agua e ficou a chorar na bancada', his)).toBe(
      'O nadador-salvador não o deixou entrar na água, e o Ursinho ficou a chorar na bancada.',
    );
  });

  it('tells a message with the child’s quoted words, a harbour in lower case, and accents left out', () => {
    expect(pt.retell("gravou um audio 'melhora logo vovô'", hers)).toBe(
      'A Raposinha gravou um áudio, a dizer: «Melhora logo, vovô!»',
    );
    expect(pt.retell('fez um desenho cheio de coração p mandar pro vovô', hers)).toContain('cheio de corações');
    expect(pt.retell('o avô levou-a ao porto ver os barcos dos pescadores', hers)).toContain('ao porto ver');
    expect(pt.retell('fomos ao porto visitar a tia', hers)).toContain('ao Porto');
    expect(pt.retell('foi fantasiado de leaozinho', his)).toBe('O Ursinho foi mascarado de leãozinho.');
    expect(pt.retell('foi fantasiada de joaninha', his)).toBe('O Ursinho foi mascarado de joaninha.');
  });
  it('names what was fetched as the thing forgotten, the child as the one who then swam, and a carnival band', () => {
    const told = pt
      .clauses('esqueci-me da touca dele em casa. o pai foi a correr buscar e ainda nadou uns 20 min')
      .map((clause) => pt.retell(clause, his))
      .join(' ');
    expect(told).toContain('O pai foi a correr buscar a touca, e o Ursinho ainda nadou uns 20 minutos.');
    expect(pt.retell('bloquinho de carnaval infantil em olinda', his)).toBe(
      'Foi dia de bloquinho de Carnaval infantil em Olinda.',
    );
  });
  it('tells a drawing sent `pra ele` as sent to the grandfather named a clause before', () => {
    const told = pt
      .clauses('perguntou o dia todo pelo vovô. fez um desenho p mandar pra ele')
      .map((clause) => pt.retell(clause, hers))
      .join(' ');
    expect(told).toMatch(/fez um desenho para mandar ao (?:avô|vovô)\./u);
  });
  it('tells a toy left on the bus with when, the parent who phoned, and the toy fetched by name', () => {
    const told = pt
      .clauses(
        'esqueceu o Bubu (o cão de peluche) no autocarro quando voltávamos da creche. liguei p a carris e o motorista tinha-o guardado, fomos buscá-lo à estação',
      )
      .map((clause) => pt.retell(clause, his))
      .join(' ');
    expect(told).toContain('esqueceu o Bubu, o cão de peluche, no autocarro, quando voltavam da creche.');
    expect(told).toContain('A mãe ligou para a Carris, e o motorista');
    expect(told).toContain('foram buscar o Bubu à estação');
  });
  it('tells the parent’s `qdo fui`, a neighbour who saw, and Brazil’s pronoun after a gerund as Portugal says them', () => {
    expect(pt.retell('o Amendoim fugiu pela janela qdo fui limpar a gaiola', hers)).toBe(
      'O Amendoim fugiu pela janela quando a mãe foi limpar a gaiola.',
    );
    expect(pt.retell('a vizinha disse q viu ele na mangueira mas não voltou', hers)).toBe(
      'A vizinha disse que o viu na mangueira, mas ele não voltou.',
    );
    expect(pt.retell('ficou o dia olhando o céu e chamando ele', hers)).toBe(
      'A Raposinha ficou o dia a olhar o céu e a chamá-lo.',
    );
    expect(pt.retell('fez bolinho de chuva cmg', hers)).toBe('A Raposinha fez bolinho de chuva com a mãe.');
  });
  it('says the south’s `tri`, a boat trip typed alone, a Saturday, `achar` and rolling the dough as Portugal does', () => {
    expect(pt.retell('dia tri bom hj', his)).toBe('Hoje foi um dia muito bom.');
    expect(pt.retell('passeio de barco c o avô', his)).toBe('O Ursinho foi passear de barco com o avô.');
    expect(pt.retell('sábado a vó Dora veio de BH c o primo Caio', his)).toBe(
      'No sábado, a avó Dora veio de BH com o primo Caio.',
    );
    expect(pt.retell('o Bidu achava todo mundo', his)).toBe('O Bidu encontrava toda a gente.');
    expect(pt.retell('marchas populares', his)).toBe('Foi dia de marchas populares.');
    expect(pt.clauses('de tarde a vó fez biscoito e ele ajudou a enrolar')).toHaveLength(1);
    expect(pt.retell('de tarde a vó fez biscoito de polvilho', his)).toBe('De tarde, a avó fez biscoito de polvilho.');
    expect(pt.retell('ele ajudou a enrolar', his)).toBe('O Ursinho ajudou a enrolar a massa.');
    expect(pt.clauses('de manhã fomos na pracinha e ela ficou um tempão na gangorra')).toHaveLength(1);
  });
  it('says a companion before Brazil’s `na`, a mid-clause `a tarde`, `toda hora`, `dia de boa` and `mts` as Portugal does', () => {
    expect(pt.retell('de manhã foi c a vó na feirinha e comeu pamonha', his)).toBe(
      'De manhã, o Ursinho foi com a avó à feirinha e comeu pamonha.',
    );
    expect(pt.retell('brincou na varanda e a tarde andou de velotrol', his)).toBe(
      'O Ursinho brincou na varanda e à tarde andou de velotrol.',
    );
    expect(pt.retell('brincou e a noite chegou depressa', his)).toBe('O Ursinho brincou e a noite chegou depressa.');
    expect(pt.retell('perguntava toda hora pela mamã', his)).toBe('O Ursinho perguntava a toda a hora pela mamã.');
    expect(pt.retell('dia de boa hj, sem drama nenhum', his)).toBe('Foi um dia bom hoje, sem drama nenhum.');
    expect(pt.retell('mandou mts beijinhos p o ecrã', his)).toBe('O Ursinho mandou muitos beijinhos para o ecrã.');
    expect(pt.retell('lavou mts mãos', his)).toBe('O Ursinho lavou muitas mãos.');
  });
  it('tells what the day was for and who forgot, the ox feast, a cake typed with someone and who was taken along', () => {
    expect(pt.retell('era o dia de levar o brinquedo preferido p a escola e eu esqueci-me', his)).toBe(
      'Era o dia de levar o brinquedo preferido para a escola, e a mãe esqueceu-se.',
    );
    expect(pt.retell('era o dia do pijama na creche', his)).toBe('Era o dia do pijama na creche.');
    expect(pt.retell('fomos ver o bumba meu boi no largo c o vovô', his)).toBe(
      'O Ursinho e o avô foram ver o bumba-meu-boi no largo.',
    );
    expect(pt.retell('bolo de laranja c a avó', his)).toBe('O Ursinho fez um bolo de laranja com a avó.');
    expect(pt.retell('o avô Albano levou-o c a prima Inês a dar milho às galinhas', his)).toBe(
      'O avô Albano levou o Ursinho com a prima Inês a dar milho às galinhas.',
    );
  });
  it('splits a long part from a named one with its aside, and keeps what the child did with a gift beside it', () => {
    expect(
      pt.clauses(
        'o avô levou-o c a prima Inês a dar milho às galinhas e o Tejo (o cão do avô) andou atrás deles o tempo todo',
      ),
    ).toEqual([
      'o avô levou-o c a prima Inês a dar milho às galinhas',
      'o Tejo, o cão do avô, andou atrás deles o tempo todo',
    ]);
    const [crown = ''] = pt.clauses('a mana Clara fez-lhe uma coroa de papel e ele nao a tirou nem p lanchar');
    expect(pt.retell(crown, his)).toBe(
      'A mana Clara fez-lhe uma coroa de papel, e o Ursinho não a tirou nem para lanchar.',
    );
  });
  it('tells a weekday, `aqui`, someone else’s doing of the child’s things and what was freed as a story says them', () => {
    expect(pt.retell('dia massa hj, nem um chororô', his)).toBe('Foi um dia muito bom hoje, nem um chororô.');
    expect(pt.retell('domingo o vovô Geraldo e a vovó Nice vieram almoçar aqui', his)).toBe(
      'O avô Geraldo e a avó Nice vieram almoçar a casa.',
    );
    expect(pt.retell('domingo do círio aqui em belém', his)).toBe('Foi domingo do círio em Belém.');
    expect(pt.retell('de tarde a Maitê pintou as unhas dela de rosa', { ...his, childPronoun: 'she' })).toBe(
      'De tarde, a Maitê pintou as unhas do Ursinho de rosa.',
    );
    expect(pt.retell('montou um trem de bloquinhos', his)).toBe('O Ursinho montou um comboio de bloquinhos.');
    expect(pt.retell('dps teve almoço na casa da vó, comeu pato no tucupi', his)).toBe(
      'Houve almoço na casa da avó, e o Ursinho comeu pato no tucupi.',
    );
    expect(pt.clauses('montou um trem de bloquinhos na sala e de tardinha fomos na praça')).toEqual([
      'montou um trem de bloquinhos na sala',
      'de tardinha fomos na praça',
    ]);
    expect(pt.clauses('a mãe está em Paris em trabalho. ela mostrou-lhe a torre eiffel')[1]).toBe(
      'a mãe mostrou-lhe a torre eiffel',
    );
    expect(pt.clauses('o carrinho dele ficou entalado debaixo do sofá. o pai tirou-o c a vassoura')[1]).toBe(
      'o pai tirou o carrinho c a vassoura',
    );
  });

  it('tells Brazil’s pigtails as no girl named Maria, and a place closed for works', () => {
    expect(pt.retell('voltou c as maria chiquinha desmanchada', hers)).toBe(
      'A Raposinha voltou com as marias-chiquinhas desmanchadas.',
    );
    expect(pt.retell('o zoológico tava fechado pra reforma', hers)).toBe('O zoológico estava fechado para obras.');
  });

  it('tells a promised outing and what was closed by the place’s name', () => {
    expect(pt.clauses('prometemos ir no zoológico mas tava fechado pra reforma')).toEqual([
      'os pais prometeram-lhe ir ao zoológico',
      'o zoológico estava fechado pra reforma',
    ]);
  });

  it('tells a day at someone’s home as the family’s, and a goodbye to the one named before', () => {
    expect(pt.clauses('sábado em casa da tia Luísa na Matola')).toEqual([
      'passámos o sábado em casa da tia Luísa na Matola',
    ]);
    expect(pt.clauses('o Max, nosso cão, foi viver p a quinta do tio. ela despediu-se dele c um beijinho')[1]).toBe(
      'ela despediu-se do Max c um beijinho',
    );
  });

  it('tells the child’s lap after a preposition as the hero’s when the genders differ', () => {
    expect(pt.retell('a Kika dormiu no colo dele', { ...hers, names: ['Kika'], childPronoun: 'he' })).toBe(
      'A Kika dormiu ao colo da Raposinha.',
    );
  });

  it('tells the one to be seen by video as the one named before, not the one called', () => {
    expect(pt.clauses('fez um desenho do Max e ligámos ao tio p o ver por video').at(-1)).toBe(
      'ligámos ao tio para ver o Max por video',
    );
  });

  it('cuts the parent’s `we` after a time from someone else’s part', () => {
    expect(pt.clauses('a mana Anita fez tranças na boneca e ao almoço comemos matapa c a vovó')).toEqual([
      'a mana Anita fez tranças na boneca',
      'ao almoço comemos matapa c a vovó',
    ]);
  });

  it('reads how the child woke as the waking scene’s, and Porto’s market by its name', () => {
    expect(pt.waking?.test('acordou bem disposto')).toBe(true);
    expect(pt.waking?.test('acordou com febre')).toBe(false);
    expect(pt.retell('foi ao mercado do bolhão', hers)).toBe('A Raposinha foi ao mercado do Bolhão.');
  });

  it('sets the town after someone’s home off by a comma', () => {
    expect(pt.retell('passámos o sábado em casa da tia Luísa na Matola', { ...hers, names: ['Luísa'] })).toBe(
      'A Raposinha e a família passaram o sábado em casa da tia Luísa, na Matola.',
    );
  });

  it('keeps a thing’s own word after its noun, and the article `p` holds (`p testa`: `para a testa`)', () => {
    expect(pt.retell('levou o paninho molhado p testa', hers)).toBe(
      'A Raposinha levou o paninho molhado para a testa.',
    );
    expect(pt.retell('ficou toda molhada', his)).toBe('O Ursinho ficou todo molhado.');
    expect(pt.retell('veio p casa', his)).toBe('O Ursinho veio para casa.');
  });

  it('says Brazil’s pronoun after a verb as Portugal writes it, and `zero birra` in words', () => {
    expect(pt.retell('lemos livrinho no quarto p nao acordar ele', his)).toBe(
      'O Ursinho e a família leram livrinho no quarto para não o acordar.',
    );
    expect(pt.retell('o cão seguiu eles o tempo todo', his)).toBe('O cão seguiu-os o tempo todo.');
    expect(pt.retell('dia bem tranquilo hj, zero birra', his)).toBe(
      'Foi um dia bem tranquilo hoje, sem birra nenhuma.',
    );
    expect(pt.retell('andou de balanço no condominio', his)).toBe('O Ursinho andou de baloiço no condomínio.');
  });

  it('tells the child and the one taken along, with `a` before what they went to do', () => {
    expect(pt.retell('o nono levou ele e a prima Giulia ver as parreiras', his)).toBe(
      'O nono levou o Ursinho e a prima Giulia a ver as parreiras.',
    );
  });

  it('tells `dele` after a grown-up is told ill as that grown-up, not the child', () => {
    const text = textOfDay(
      'pt',
      'o papai ta de cama c gripe. ela levou o paninho p testa dele. lemos baixinho p nao acordar ele',
      { seed: 'a', pronoun: 'she' },
    );
    expect(text).toMatch(/para a testa do pai/u);
    expect(text).toMatch(/para não acordar o pai/u);
  });
});

describe('the Portuguese reteller: a feast, a fright and who went along', () => {
  it('tells the family’s `a gente` after `with`, and the dog who went along', () => {
    expect(pt.retell('o Pipas foi c a gente passear à beira do tejo', his)).toBe(
      'O Pipas foi com a família passear à beira do Tejo.',
    );
  });

  it('tells a sister who came along with a grandparent, and the child’s part after a comma', () => {
    expect(pt.retell('fomos à feira c o avô e a mana', his)).toBe('O Ursinho, o avô e a mana foram à feira.');
    expect(pt.retell('brincou no parque, ele adorou', his)).toBe('O Ursinho brincou no parque e adorou.');
    expect(pt.retell('fomos à praia c a avó, ele fez um castelo', his)).toBe(
      'O Ursinho e a avó foram à praia, e o Ursinho fez um castelo.',
    );
    expect(
      pt.retell(
        'de manhã fomos à feira da ladra c o avô Manel e a mana Beatriz, ele escolheu um carrinho de bombeiros velhinho',
        his,
      ),
    ).toBe(
      'De manhã, o Ursinho, o avô Manel e a mana Beatriz foram à feira da ladra e ele escolheu um carrinho de bombeiros velhinho.',
    );
  });

  it('leaves `ela` after a grandmother hers, not the child’s', () => {
    expect(pt.retell('levamos a vovó Socorro no aeroporto, ela voltou pra Fortaleza', hers)).not.toMatch(
      /e a Raposinha voltou/u,
    );
  });

  it('says the pronoun Brazil drops from a fright, and what was lovely', () => {
    expect(pt.retell('no começo assustou c as máscaras', his)).toBe(
      'Ao princípio, o Ursinho assustou-se com as máscaras.',
    );
    expect(pt.retell('dps achou lindo', hers)).toBe('A Raposinha achou tudo lindo.');
  });

  it('tells a feast gone to with a grandparent as the outing it was', () => {
    expect(pt.retell('festa do divino em pirenópolis c a vovó Zélia', his)).toBe(
      'O Ursinho foi com a avó Zélia à Festa do Divino em Pirenópolis.',
    );
  });
});

describe('the Portuguese reteller: two children made up', () => {
  it('tells the two seated to talk as the subject of their apology', () => {
    expect(pt.retell('a educadora sentou os dois a conversar e pediram desculpa um ao outro', hers)).toBe(
      'A educadora sentou os dois a conversar, e os dois pediram desculpa um ao outro.',
    );
  });
});

describe('the Portuguese reteller: a day at home with someone ill', () => {
  it('tells lying in bed right after the illness as the ill one’s', () => {
    expect(pt.clauses('a mamãe tá doente c febre desde ontem, ficou deitada o dia todo')).toEqual([
      'a mamãe tá doente c febre desde ontem',
      'a mamãe ficou deitada o dia todo',
    ]);
  });

  it('gives the bare parent after `pra` its article, and strokes as Portugal says them', () => {
    expect(pt.retell('ela levou o cobertorzinho dela p mamãe e ficou fazendo carinho no cabelo', hers)).toBe(
      'A Raposinha levou o cobertorzinho dela para a mãe e ficou a fazer festinhas no cabelo.',
    );
  });

  it('quotes the child’s unquoted wish to the one called, in its present', () => {
    expect(pt.retell('de noite deu um beijinho na testa dela e disse fica boa mamãe', hers)).toBe(
      'De noite, a Raposinha deu um beijinho na testa dela e disse: «Fica boa, mamã!»',
    );
  });
});

describe('the Portuguese reteller: an outing’s small words', () => {
  it('takes the child and a cousin fishing without an article before the verb', () => {
    expect(pt.retell('o tio Zeca levou ela e o primo Thiago pra pescar no açude', hers)).toBe(
      'O tio Zeca levou a Raposinha e o primo Thiago a pescar no açude.',
    );
  });

  it('names no helper from how a stranger looks, and spells a football club', () => {
    expect(pt.names?.('um senhor alto deu um saltinho e tirou-a c um pau')).toEqual([]);
    expect(pt.retell('chorou bué pq era a bola do benfica', his)).toBe(
      'O Ursinho chorou muito porque era a bola do Benfica.',
    );
  });

  it('tells the parent’s thanks to God after a comma, with its capital', () => {
    expect(pt.retell('dia bom hj graças a deus', hers)).toBe('Foi um dia bom hoje, graças a Deus.');
  });
});

describe('the Portuguese reteller: a day told in its order', () => {
  it('keeps the child and another as one subject, and begins a moment after lunch', () => {
    expect(
      pt.clauses('de manhã andamos de trem até a estação velha, dps do almoço ela e o Davi montaram o puzzle'),
    ).toEqual(['de manhã andamos de trem até a estação velha', 'dps do almoço ela e o Davi montaram o puzzle']);
    // (A gift to her, then supper: two moments.)
    expect(pt.clauses('ele trouxe um ursinho de pelúcia pra ela e jantamos pizza os tres juntos')).toEqual([
      'ele trouxe um ursinho de pelúcia pra ela',
      'jantamos pizza os tres juntos',
    ]);
    expect(pt.retell('de manhã andamos de trem até a estação velha', his)).toBe(
      'De manhã, o Ursinho e a família andaram de comboio até à estação velha.',
    );
  });

  it('tells a pet at the child’s feet with the hero’s name', () => {
    expect(pt.retell('o Pipoca dormiu no pé dela', { ...his, childPronoun: 'she' })).toBe(
      'O Pipoca dormiu aos pés do Ursinho.',
    );
  });

  it('keeps what a grown-up did before saying the comfort', () => {
    expect(pt.retell('o dono prendeu o cão e o pai pegou-a ao colo e disse q o cão só tava a dizer olá', hers)).toBe(
      'O dono prendeu o cão, e o pai pegou-a ao colo e disse que o cão só estava a dizer olá.',
    );
    expect(pt.retell('a mãe abraçou-a e disse q n fazia mal', hers)).toBe('A mãe abraçou-a e disse que não fazia mal.');
  });

  it('says a friend’s last day with who she is and why', () => {
    expect(pt.retell('hj foi o ultimo dia da Matilde na creche, a melhor amiga dele, vai morar p o Porto', his)).toBe(
      'Hoje foi o último dia da Matilde, a melhor amiga dele, na creche, porque vai morar para o Porto.',
    );
  });

  it('tells the goodbye hug as the child’s and the friend’s', () => {
    expect(
      pt.clauses(
        'hj foi o ultimo dia da Matilde na creche, a melhor amiga dele, vai morar p o Porto. deram um abraço no portão',
      ),
    ).toContain('a Matilde e ele deram um abraço no portão');
    expect(pt.retell('a Matilde e ele deram um abraço mto apertado no portão', his)).toBe(
      'A Matilde e o Ursinho deram um abraço muito apertado no portão.',
    );
  });

  it('tells the feast of Cosme e Damião and its sweets as Portugal says them', () => {
    expect(pt.retell('dia de cosme e damião', his)).toBe('Foi um dia de Cosme e Damião.');
    expect(pt.retell('saímos c a tia Dete pelo bairro pegando saquinho de doce nas casas', his)).toBe(
      'O Ursinho e a tia Dete saíram pelo bairro a apanhar saquinhos de doces nas casas.',
    );
  });

  it('tells two children with a plural verb as one subject, with no comma between', () => {
    expect(pt.retell('de tardinha o Bento e ele ajudaram a vó a fazer tapioca', his)).toBe(
      'De tardinha, o Bento e o Ursinho ajudaram a avó a fazer tapioca.',
    );
  });

  it('tells `os dois` of a quarrel as the child and the one named along before', () => {
    const said = pt.clauses(
      'fim de semana na casa da vó Conceição c o mano Bento. os dois brigaram pelo caminhão de bombeiro e ele deu um empurrão',
    );
    expect(said).toContain('o mano Bento e ele brigaram pelo caminhão de bombeiro');
    expect(pt.retell('o mano Bento e ele brigaram pelo caminhão de bombeiro', his)).toBe(
      'O mano Bento e o Ursinho brigaram pelo camião dos bombeiros.',
    );
  });

  it('tells a named feast and a weekend away as the day it was', () => {
    expect(pt.retell('festa das fogaceiras em sta maria da feira', his)).toBe(
      'Foi dia da Festa das Fogaceiras, em Santa Maria da Feira.',
    );
    expect(pt.retell('fim de semana na casa da vó Conceição em Recife c o mano Bento', his)).toBe(
      'Foi um fim de semana em casa da avó Conceição, em Recife, com o mano Bento.',
    );
  });

  it('keeps a part in a parade, and mends the parent’s shorthand and swimming words', () => {
    expect(pt.retell('a prima Carolina ia no cortejo vestida de branco', his)).toBe(
      'A prima Carolina ia no cortejo vestida de branco.',
    );
    expect(pt.retell('ele acenava tdo contente', his)).toBe('O Ursinho acenava todo contente.');
    expect(pt.retell('ela bateu perninha c a boia de braço', hers)).toBe(
      'A Raposinha bateu as perninhas com as braçadeiras.',
    );
  });

  it('tells the parent’s `a pequena` as the child', () => {
    expect(pt.retell('fomos levá-la ao aeroporto e a pequena agarrou-se ao pescoço dela', hers)).toBe(
      'A Raposinha e a família foram levá-la ao aeroporto, e a Raposinha agarrou-se ao pescoço dela.',
    );
  });

  it('says a cartoon on a plaster with its capital, a zoo panda without', () => {
    expect(pt.retell('pusemos um penso do noddy e passou logo', his)).toBe(
      'Puseram-lhe um penso do Noddy, e pouco depois já tinha passado.',
    );
    expect(pt.retell('ele viu o panda no zoo', his)).toBe('O Ursinho viu o panda no zoo.');
  });

  it('names the child an animal ran after', () => {
    expect(pt.retell('fomos dar pão aos patos e um pato grande veio atrás dele a grasnar', his)).toBe(
      'O Ursinho e a família foram dar pão aos patos e um pato grande veio atrás do Ursinho a grasnar.',
    );
  });

  it('tells an old steam train as a train, broken down as Portugal says it', () => {
    expect(pt.retell('passeio de maria fumaça c o vovô Zé', his)).toBe(
      'Houve um passeio de maria-fumaça com o avô Zé.',
    );
    expect(pt.retell('o trem quebrou no meio do caminho', his)).toBe('O comboio avariou a meio do caminho.');
  });

  it('says a jigsaw, the parent’s `até` and the missing accents as a book does', () => {
    expect(pt.retell('caiu um temporal c granizo ate', his)).toBe('Caiu um temporal até com granizo.');
    expect(pt.retell('montou um quebra cabeça de dinossauro', his)).toBe('O Ursinho montou um puzzle de dinossauro.');
    expect(pt.retell('a avó levou sumo pros miudos', his)).toBe('A avó levou sumo para os miúdos.');
  });

  it('keeps the neck the child clung to someone else’s', () => {
    // The child's new part in the family is what the child said, never a fact of the hero.
    expect(pt.retell('à noite deu um beijinho na cabeça dele e disse que era o irmão mais velho', his)).toBe(
      'À noite, o Ursinho deu um beijinho na cabeça dele e disse que era o irmão mais velho.',
    );
    expect(pt.retell('disse q agora é a mana mais velha', hers)).toBe(
      'A Raposinha disse que agora era a mana mais velha.',
    );
    // A kiss or a stroke lands on someone else's head or belly, never the child's own.
    expect(pt.retell('deu um beijinho na cabeça dele', { ...hers, childPronoun: 'he' })).toBe(
      'A Raposinha deu um beijinho na cabeça dele.',
    );
    expect(pt.retell('fez carinho na barriga dela', { ...his, childPronoun: 'she' })).toBe(
      'O Ursinho fez festinhas na barriga dela.',
    );
    expect(pt.retell('agarrou-se ao pescoço dela a chorar', { ...his, childPronoun: 'she' })).toBe(
      'O Ursinho agarrou-se ao pescoço dela a chorar.',
    );
  });

  it('names what was lost when it is found, brought home and hugged', () => {
    const day = pt.clauses(
      'a naninha dela ficou esquecida no onibus. chorou. o motorista achou embaixo do banco e trouxe aqui em casa. dormiu abraçadinha nela',
    );
    expect(day[2]).toBe('o motorista achou a naninha embaixo do banco e trouxe-a aqui em casa');
    expect(day[3]).toBe('dormiu agarrada à naninha');
    expect(pt.retell(day[3] ?? '', { ...his, childPronoun: 'she' })).toBe('O Ursinho dormiu agarrado à naninha.');
    expect(pt.retell(day[2] ?? '', hers)).toBe('O motorista encontrou a naninha debaixo do banco e trouxe-a a casa.');
  });

  it('names what was lost when it is found by its pronoun, washed and kissed, never the hero', () => {
    const description =
      'sumiu a girafinha dela, a Tatá!! procuramos na casa toda. choro na hora do banho. no fim a vovó achou ela dentro da máquina de lavar kkk, tomou banho junto c a roupa. zuri deu um beijo nela';
    const day = pt.clauses(description);
    expect(day).toContain('no fim a vovó achou a girafinha dentro da máquina de lavar');
    expect(day).toContain('a girafinha tomou banho junto c a roupa');
    const found = day.find((one) => one.includes('achou')) ?? '';
    expect(pt.retell(found, his)).toBe('No fim, a avó encontrou a girafinha dentro da máquina de lavar.');
    expect(pt.retell('Zuri deu um beijo nela', { ...his, names: ['Zuri'], description })).toMatch(
      /deu um beijo à girafinha\.$/u,
    );
    // (A pronoun of another gender than the thing is someone else: left as it was.)
    expect(pt.clauses('perdeu o chapéu no parque. a vovó achou ela no banco')).toContain('a vovó achou ela no banco');
  });

  it('says when the one away comes home as `e só volta na sexta`, never a bare weekday after a comma', () => {
    expect(pt.retell('o pai está embarcado esta semana, só volta sexta', his)).toBe(
      'O pai estava embarcado esta semana e só volta na sexta.',
    );
    expect(pt.retell('a mãe viajou e so volta domingo', hers)).toBe('A mãe viajou e só volta no domingo.');
  });

  it('says what was painted is the thing just made, and whom the child helped, the grown-up of the clause before', () => {
    expect(
      pt.retell('o avô Joaquim e ele fizeram uma casinha de pássaros c madeira e pregos, ele pintou de azul', his),
    ).toBe(
      'O avô Joaquim e o Ursinho fizeram uma casinha de pássaros com madeira e pregos, e o Ursinho pintou-a de azul.',
    );
    const day = pt.clauses('a avó Rosa fez sopa de legumes e ele ajudou a descascar as cenouras');
    expect(day[1]).toBe('ele ajudou a avó Rosa a descascar as cenouras');
    expect(pt.retell(day[1] ?? '', his)).toBe('O Ursinho ajudou a avó Rosa a descascar as cenouras.');
    // (Helping with no grown-up named just before stays as it was.)
    expect(pt.clauses('brincou no parque e ajudou a arrumar os brinquedos')).not.toContain(
      'ajudou a avó a arrumar os brinquedos',
    );
  });

  it('tells a voice message the child asked to send, in the child’s words, the one greeted set off by commas', () => {
    expect(pt.retell('depois pediu pra mandar uma mensagem de voz "boa noite papá, volta depressa"', his)).toBe(
      'O Ursinho pediu para mandar uma mensagem de voz, a dizer: «Boa noite, papá, volta depressa!»',
    );
  });

  it('tells another child’s shout inside the quarrel it was shouted in', () => {
    const day = pt.clauses(
      'ele e a irmã Bia brigaram pelo balde azul na caixa de areia, a Bia gritou "é meu!" e ele chorou',
    );
    expect(day[0]).toBe('ele e a irmã Bia brigaram pelo balde azul na caixa de areia, e a Bia gritou "é meu!"');
    expect(pt.retell(day[0] ?? '', his)).toBe(
      'O Ursinho e a irmã Bia brigaram pelo balde azul na caixa de areia, e a Bia gritou: «É meu!»',
    );
    expect(pt.retell('o primo Rafa disse "agora é a minha vez"', his)).toBe(
      'O primo Rafa disse: «Agora é a minha vez.»',
    );
  });

  it('reads a title before a helper’s name as no name', () => {
    expect(pt.names?.('o motorista seu Antônio achou')).toEqual([]);
    expect(pt.names?.('o bombeiro rui ajudou')).toEqual(['Rui']);
  });
});

describe('the Portuguese reteller: a day at home with a brother, a bath and a cancelled beach', () => {
  const cat = { name: 'o Gatinho', bare: 'Gatinho', fem: false, plural: false };
  const unicorn = { name: 'o Unicórnio', bare: 'Unicórnio', fem: false, plural: false };
  const owl = { name: 'a Corujinha', bare: 'Corujinha', fem: true, plural: false };

  it('makes `todinha` agree with the hero after its verb', () => {
    expect(pt.retell('se sujou todinha de azul', { ...hers, hero: cat })).toBe('O Gatinho sujou-se todinho de azul.');
    expect(pt.retell('ficou todinho molhado', hers)).toBe('A Raposinha ficou todinha molhada.');
  });

  it('tells a bath given `in` the child as Portugal says it, and a pretend game with its article', () => {
    expect(pt.retell('o pai chegou cedo e deu banho nela', hers)).toBe('O pai chegou cedo e deu-lhe banho.');
    expect(pt.retell('brincaram de barquinho na banheira', hers)).toBe('Todos brincaram aos barquinhos na banheira.');
    expect(pt.retell('brincou de comidinha com a Bia', his)).toBe('O Ursinho brincou às comidinhas com a Bia.');
  });

  it('tells the child’s own job (`ele é que`) with the hero, never a broken `era que`', () => {
    expect(pt.retell('ele é que partia os ovos', his)).toBe('Era o Ursinho quem partia os ovos.');
  });

  it('reads `a tarde foi` as the part of the day, its accent left out', () => {
    expect(pt.retell('a tarde foi ao museu das crianças c a mãe', his)).toBe(
      'À tarde, o Ursinho foi ao museu das crianças com a mãe.',
    );
  });

  it('tells two who hugged each other as the two of them, never the hero with a plural verb', () => {
    expect(pt.retell('se abraçaram e montaram uma torre enorme de blocos juntos', hers)).toBe(
      'Os dois abraçaram-se e montaram uma torre enorme de blocos juntos.',
    );
  });

  it('tells `juntas` with the one grown-up of the day as the hero and that grown-up', () => {
    expect(
      pt.retell('fizeram horta juntas e plantaram alface e cenoura', {
        ...hers,
        hero: unicorn,
        grownUps: ['avó Cida'],
      }),
    ).toBe('O Unicórnio e a avó Cida fizeram horta juntos e plantaram alface e cenoura.');
  });

  it('tells `no colo dela` as the lap of the one the clause before named', () => {
    const told = pt.clauses('despediu-se da educadora Sónia e dos amigos, chorou um bocadinho no colo dela');
    expect(told).toContain('chorou um bocadinho ao colo da educadora Sónia');
    expect(pt.retell('chorou um bocadinho ao colo da educadora Sónia', { ...his, hero: owl })).toBe(
      'A Corujinha chorou um bocadinho ao colo da educadora Sónia.',
    );
  });

  it('tells `juntas` right after a day at grandma’s as the hero with her', () => {
    const told = pt.clauses('dia na casa da vó Cida, fizeram horta juntas e plantaram alface')[1] ?? '';
    expect(pt.retell(told, { ...hers, hero: unicorn })).toBe(
      'O Unicórnio e a avó Cida fizeram horta juntos e plantaram alface.',
    );
    // (Right after the hero was named too: by name, never a stiff `Ele e a avó`.)
    expect(pt.retell(told, { ...hers, hero: unicorn, afterHero: true })).toMatch(/^O Unicórnio e a avó Cida/u);
  });

  it('tells a plural verb right after a clause about one grown-up as the hero with that grown-up', () => {
    const told = pt.clauses('de noite o pai chegou cedo e deu banho nela, brincaram de barquinho na banheira')[1] ?? '';
    expect(pt.retell(told, hers)).toBe('A Raposinha e o pai brincaram aos barquinhos na banheira.');
  });

  it('tells the time-out after a quarrel as the two children’s', () => {
    expect(pt.retell('ficaram de castigo um pouquinho', hers)).toBe('Os dois ficaram de castigo um pouquinho.');
  });
});

describe('the Portuguese reteller: a doctor’s word, a call and a shout', () => {
  it('tells what the doctor found as the doctor’s word, never as what the child was', () => {
    expect(pt.retell('a médica disse que é só uma virose', his)).toBe('A médica disse que era só uma virose.');
    expect(pt.retell('o pediatra disse q não é nada', hers)).toBe('O pediatra disse que não era nada.');
    expect(pt.retell('o médico disse que era otite', his)).toBe('O médico disse que era uma otite.');
    expect(pt.retell('fomos ao centro de saúde de manhã e a médica disse que é só uma virose', his)).toBe(
      'O Ursinho e a família foram ao centro de saúde de manhã e a médica disse que era só uma virose.',
    );
  });

  it('makes `toda` agree with the hero with the word after it, wherever it stands', () => {
    expect(pt.retell('voltou dormindo no carro toda melada de morango', his)).toBe(
      'O Ursinho adormeceu no carro no regresso a casa todo melado de morango.',
    );
    expect(pt.retell('dormiu no carro toda suada', his)).toBe('O Ursinho dormiu no carro todo suado.');
    expect(pt.retell('ficou tristinho', hers)).toBe('A Raposinha ficou tristinha.');
  });

  it('keeps `nos` as `in the` (`nos baloiços`), and leaves out only the parent’s own `us`', () => {
    expect(pt.retell('brincou nos baloiços', his)).toBe('O Ursinho brincou nos baloiços.');
    expect(pt.retell('contou os dias nos dedos', hers)).toBe('A Raposinha contou os dias nos dedos.');
    expect(pt.retell('a avó nos levou ao parque', his)).toBeUndefined();
  });

  it('tells the child’s video call and its end as a call', () => {
    expect(pt.retell('hoje falaram por videochamada', his)).toBe('Hoje, o Ursinho fez uma videochamada.');
    expect(pt.retell('falámos c o pai por videochamada', hers)).toBe('A Raposinha falou com o pai por videochamada.');
    expect(pt.retell('ficou tristinho qd desligou', his)).toBe('O Ursinho ficou tristinho quando a chamada acabou.');
  });

  it('gives the hero’s own part one subject only, after what they did together', () => {
    expect(
      pt.retell('fomos no aquário c a dinda Bia, ela amou as tartarugas e ficou colada no vidro do tubarão', hers),
    ).toBe(
      'A Raposinha e a madrinha Bia foram ao aquário, e a Raposinha adorou as tartarugas e ficou colada no vidro do tubarão.',
    );
  });

  it('says who stopped crying after the grown-up who comforted, with the parent’s comma kept single', () => {
    expect(pt.retell('a avó deu-lhe um beijinho e parou de chorar', hers)).toBe(
      'A avó deu-lhe um beijinho, e a Raposinha parou de chorar.',
    );
    expect(pt.retell('o moço trouxe guardanapos, parou de chorar na hora', his)).toBe(
      'O moço trouxe guardanapos, e o Ursinho parou de chorar na hora.',
    );
    expect(pt.retell('o moço do aquário trouxe guardanapos, e ela parou de chorar na hora', hers)).toBe(
      'O moço do aquário trouxe guardanapos, e a Raposinha parou de chorar na hora.',
    );
  });

  it('spells the fireworks and Porto’s São João hill as a book does', () => {
    expect(pt.retell('viu o fogo de artificio ao colo do pai', his)).toBe(
      'O Ursinho viu o fogo de artifício ao colo do pai.',
    );
    expect(pt.retell('fomos às fontainhas c a avó Fátima', his)).toBe('O Ursinho e a avó Fátima foram às Fontainhas.');
  });

  it('tells what the child did while shouting, with the shout in the child’s words', () => {
    expect(pt.retell('ela foi atrás gritando "devolve Pipoca, é minha meia!!"', hers)).toBe(
      'A Raposinha foi atrás, a gritar: «Devolve Pipoca, é minha meia!»',
    );
    expect(pt.retell('correu pro quintal gritando "olha mamãe"', his)).toBe(
      'O Ursinho correu para o quintal, a gritar: «Olha, mamãe!»',
    );
  });

  it('tells a word the parent set in quotes for fun plainly, not as someone’s words', () => {
    expect(pt.retell("o pai foi lá e fez a 'vistoria' com a lanterna, não havia lobo nenhum", his)).toBe(
      'O pai foi lá e fez a vistoria com a lanterna, não havia lobo nenhum.',
    );
    expect(pt.retell("disse 'quero mais'", his)).toBeUndefined();
  });

  it('tells the child’s own doing before `e disse que`, never the words said as the child’s', () => {
    const bunny = { name: 'o Coelhinho', bare: 'Coelhinho', fem: false, plural: false };
    expect(
      pt.retell('deu-lhe um beijinho na mão e disse que ela é muito pequenina', {
        ...hers,
        hero: bunny,
      }),
    ).toBe('O Coelhinho deu-lhe um beijinho na mão.');
    expect(pt.retell('a tia disse que brincou muito', his)).toBe('O Ursinho brincou muito.');
  });

  it('names the hero after someone else’s part, a word of when kept before it, and its words agree', () => {
    const bunny = { name: 'o Coelhinho', bare: 'Coelhinho', fem: false, plural: false };
    expect(
      pt.retell('a enfermeira Rose cantou a musiquinha do sapo e ela ficou quietinha no meu colo', {
        ...hers,
        hero: bunny,
      }),
    ).toBe('A enfermeira Rose cantou a musiquinha do sapo, e o Coelhinho ficou quietinho ao colo.');
    expect(pt.retell('a Matilde nasceu ontem à noite e hoje ele foi à maternidade conhecê-la', his)).toBe(
      'A Matilde nasceu ontem à noite, e hoje o Ursinho foi à maternidade conhecê-la.',
    );
  });

  it('makes `sozinho` agree with the hero after a noun of another number', () => {
    expect(pt.retell('ele quis partir os ovos sozinho', { ...his, hero: fox })).toBe(
      'A Raposinha quis partir os ovos sozinha.',
    );
    expect(pt.retell('levou o paninho molhado', hers)).toBe('A Raposinha levou o paninho molhado.');
  });

  it('says getting up as Portugal does, never what was lifted', () => {
    expect(pt.retell('levantou rindo', hers)).toBe('A Raposinha levantou-se a rir.');
    expect(pt.retell('levantou do chão e riu', his)).toBe('O Ursinho levantou-se do chão e riu.');
    expect(pt.retell('levantou a mão', his)).toBe('O Ursinho levantou a mão.');
  });

  it('says an unquoted cheer in the cheering voice, and Brazil’s `bateu palma` as `bateu palmas`', () => {
    expect(pt.retell('a prima Duda bateu palma e gritou vai Zuri', hers)).toBe(
      'A prima Duda bateu palmas e gritou: «Vai, Zuri!»',
    );
  });

  it('says the `ficou` a child covered in flour shares with the clause before, agreeing with the hero', () => {
    expect(pt.retell('ele todo branco parecia um fantasma', { ...his, hero: fox })).toBe(
      'A Raposinha ficou toda branca e parecia um fantasma.',
    );
    expect(pt.retell('ficou toda branca de farinha', { ...hers, hero: bear })).toBe(
      'O Ursinho ficou todo branco de farinha.',
    );
  });

  it('says Brazil’s `derrubou o suco` as Portugal spills a drink', () => {
    expect(pt.retell('no lanche comeu banana e derrubou o suco na mochila kkk', hers)).toBe(
      'No lanche, a Raposinha comeu banana e entornou o sumo na mochila.',
    );
  });

  it('says the game played with someone right after its verb, as Portugal plays it', () => {
    expect(pt.retell('de tarde brincou com o irmão Tomás de esconde-esconde no quintal', his)).toBe(
      'De tarde, o Ursinho brincou às escondidas com o irmão Tomás no quintal.',
    );
    expect(pt.retell('brincou de esconde-esconde', his)).toBe('O Ursinho brincou às escondidas.');
  });

  it('says Brazil’s `até o` after a going as `até ao`, never the `até` of `even`', () => {
    expect(pt.retell('ela foi sozinha até o portão da praça', hers)).toBe(
      'A Raposinha foi sozinha até ao portão da praça.',
    );
    expect(pt.retell('andou até a praia', his)).toBe('O Ursinho andou até à praia.');
    expect(pt.retell('riu tanto que até o pai riu', his)).toBe('O Ursinho riu tanto que até o pai riu.');
  });

  it('says Brazil’s `band-aid` as Portugal’s `penso`', () => {
    expect(pt.retell('ganhou um band-aid de estrelinha', hers)).toBe('A Raposinha ganhou um penso de estrelinha.');
  });
});

describe('the Portuguese reteller: a quarrel, a tantrum and a boat', () => {
  it('says Brazil’s `made them do` as Portugal says it', () => {
    expect(pt.retell('a tia Jú fez eles darem um abraço e depois brincaram juntos de dar comidinha', hers)).toBe(
      'A tia Jú fê-los dar um abraço e depois brincaram juntos de dar comidinha.',
    );
  });

  it('keeps `toda` with the soup when the word after it tells of the child', () => {
    expect(pt.retell('ao jantar comeu a sopa toda sozinho', his)).toBe(
      'Ao jantar, o Ursinho comeu a sopa toda sozinho.',
    );
  });

  it('keys a typed trip or a time of day by what was done, and a trip come back from by its trip', () => {
    expect(pt.keys('viagem de barco')).toEqual(pt.keys('barco'));
    expect(pt.keys('o papai voltou de viagem hj')).toContain('viage');
    expect(pt.keys('birra de manhã')).toEqual(pt.keys('birra'));
  });
});

describe('the Portuguese reteller: a Christmas tree decked at home', () => {
  it('says Brazil’s `as bolinhas tudo` as Portugal does, and Advent with its capital', () => {
    expect(pt.retell('ela pendurou as bolinhas tudo no mesmo galho', hers)).toBe(
      'A Raposinha pendurou todas as bolinhas no mesmo galho.',
    );
    expect(pt.retell('abriu a janelinha do calendário do advento', hers)).toBe(
      'A Raposinha abriu a janelinha do calendário do Advento.',
    );
  });
});

describe('the Portuguese reteller: a first haircut at a barber’s named by his title', () => {
  it('begins the child’s own part after a man called `seu`, and says `toda séria` of a boy hero', () => {
    expect(pt.clauses('fomos no salão do seu Jorge, ela sentou na cadeira de cavalinho')).toEqual([
      'fomos no salão do seu Jorge',
      'ela sentou na cadeira de cavalinho',
    ]);
    expect(pt.clauses('fomos no salão do seu Jorge, a Zuri sentou na cadeira de cavalinho')).toEqual([
      'fomos no salão do seu Jorge',
      'a Zuri sentou na cadeira de cavalinho',
    ]);
    // (After a sentence before it, as parents type: the part begins with its space.)
    expect(
      pt.clauses('primeiro corte de cabelo!! fomos no salão do seu Jorge, a Zuri sentou na cadeira e ficou olhando'),
    ).toEqual(['primeiro corte de cabelo', 'fomos no salão do seu Jorge', 'a Zuri sentou na cadeira e ficou olhando']);
    const girlAsBear: RetellContext = { hero: bear, grownUps: [], names: [], childPronoun: 'she' };
    expect(pt.retell('ela ficou olhando pro espelho toda séria', girlAsBear)).toBe(
      'O Ursinho ficou a olhar para o espelho todo sério.',
    );
  });

  it('tells who came over when the parent names them after `veio cá`, not the hero', () => {
    expect(pt.retell('à tarde veio cá a Matilde brincar e fizeram bolos de areia', hers)).toBe(
      'À tarde, veio cá a Matilde brincar e fizeram bolos de areia.',
    );
    expect(pt.retell('veio cá a avó Rosa brincar', his)).toBe('Veio cá a avó Rosa brincar.');
  });

  it('tells who said sorry first without a comma in `foi o Tomás que`', () => {
    expect(pt.retell('foi o Tomás q pediu desculpa primeiro e deu-lhe um beijinho', his)).toBe(
      'Foi o Tomás que pediu desculpa primeiro e deu-lhe um beijinho.',
    );
    expect(pt.retell('brincou com a Bia que pulou na cama', his)).toMatch(/Bia, que saltou/u);
  });

  it('tells what the two of a quarrel did next as the two of them, and what the parent explained as the family’s', () => {
    expect(
      pt.clauses(
        'ele e o mano Tomás andaram à bulha por causa do camião do lixo. foi o Tomás q pediu desculpa, depois fizeram uma garagem com as caixas de cartão',
      ),
    ).toContain('o mano Tomás e ele fizeram uma garagem com as caixas de cartão');
    expect(pt.retell('a gente explicou bem devagarinho', hers)).toBe('A família explicou-lhe bem devagarinho.');
    expect(pt.retell('a gente foi ao parque', hers)).toBe('A Raposinha e a família foram ao parque.');
  });

  it('tells a bath after a comma as a moment of its own', () => {
    expect(pt.clauses('andou de baloiço até cansar, banho com espuma')).toEqual([
      'andou de baloiço até cansar',
      'banho com espuma',
    ]);
    expect(pt.retell('banho com espuma', his)).toBe('O Ursinho tomou um banho com espuma.');
  });

  it('tells the child who cried for the one away, and what the child did after going out with two along', () => {
    expect(pt.clauses('a mamãe tá de plantão no hospital essa semana, ela chorou pq queria a mamãe')).toEqual([
      'a mamãe tá de plantão no hospital essa semana',
      'ela chorou pq queria a mamãe',
    ]);
    expect(pt.clauses('fomos na fazendinha c o papai e a prima Valentina, ela deu cenoura pros coelhos')).toEqual([
      'fomos na fazendinha c o papai e a prima Valentina',
      'ela deu cenoura pros coelhos',
    ]);
    // (With one along, who made the cake is the one named, as before.)
    expect(pt.clauses('fomos à casa da avó, ela fez um bolo')).toHaveLength(1);
  });

  it('tells a pony as a pony, not as the parent speaking of themselves', () => {
    expect(pt.retell('na hora de andar de pônei o pônei não quis sair do lugar', hers)).toBe(
      'Na hora de andar de pónei, o pónei não quis sair do lugar.',
    );
  });

  it('tells the pet named in an aside by its name when it is buried or asked about', () => {
    const told = pt.clauses(
      'hj o peixinho dourado dela, o Bolinha, morreu. ela perguntou pq ele não nadava mais. enterramos ele no vaso da varanda e ela fez um desenho pra ele',
    );
    expect(told).toContain('ela perguntou pq o Bolinha não nadava mais');
    expect(told).toContain('enterramos o Bolinha no vaso da varanda');
    expect(told).toContain('ela fez um desenho pra ele');
  });

  it('tells a storm and the power cut after it, and stories told together by torchlight', () => {
    expect(pt.clauses('temporal dos grandes hj à tarde, trovoada e chuva forte, a luz foi abaixo')).toEqual([
      'temporal dos grandes hj à tarde, trovoada e chuva forte',
      'a luz foi abaixo',
    ]);
    expect(pt.retell('contámos histórias com a lanterna', his)).toBe(
      'O Ursinho e a família contaram histórias com a lanterna.',
    );
    expect(pt.retell('contamos que o avô vinha', his)).toBeUndefined();
  });

  it('tells the child lifted up by a grown-up, not the grown-up getting up', () => {
    expect(pt.retell('no fim o papai levantou ela pra pôr a estrela lá em cima', hers)).toBe(
      'No fim, o papai levantou-a para pôr a estrela lá em cima.',
    );
    expect(pt.retell('o avô levantou o mano', his)).toBe('O avô levantou o mano.');
    expect(pt.retell('caiu e levantou rindo', his)).toBe('O Ursinho caiu e levantou-se a rir.');
  });

  it('keeps a grown-up’s word that there were more, and tells Brazil’s cartoons as cartoons', () => {
    expect(pt.retell('ela ficou triste, a titia disse que tinha muitas outras', hers)).toBe(
      'A Raposinha ficou triste, e a titia disse que havia muitas outras.',
    );
    expect(pt.retell('a avó disse q tinha mais bolo', his)).toBe('A avó disse que havia mais bolo.');
    expect(pt.retell('ficou no sofá de pijama vendo desenho', hers)).toBe(
      'A Raposinha ficou no sofá de pijama a ver desenhos animados.',
    );
    expect(pt.retell('assistiu desenho com o mano', his)).toBe('O Ursinho viu desenhos animados com o mano.');
    expect(pt.retell('viu o desenho da irmã', his)).toBe('O Ursinho viu o desenho da irmã.');
  });

  it('keeps a question the child shouted, its question mark and its words in full', () => {
    const [ran] = pt.clauses('ele correu pra porta gritando "vovó, vc trouxe pão de queijo?" kkk. ela trouxe sim');
    expect(pt.retell(ran ?? '', his)).toBe(
      'O Ursinho correu para a porta, a gritar: «Vovó, você trouxe pão de queijo?»',
    );
  });

  it('takes Brazil’s `titia` along as an aunt, the other half of what the family did', () => {
    expect(pt.retell('fomos à praia c a titia bia', hers)).toBe('A Raposinha e a titia Bia foram à praia.');
  });

  it('keeps the child’s pretend of being Father Christmas', () => {
    expect(pt.retell('à noite no banho fez uma barba de espuma e disse q era o pai natal', his)).toBe(
      'À noite no banho, o Ursinho fez uma barba de espuma e disse que era o Pai Natal.',
    );
  });

  it('tells a verbless time of day and place, or time of day and food, as where the child went or what it ate', () => {
    expect(pt.retell('de manhã creche', his)).toBe('De manhã, o Ursinho foi à creche.');
    expect(pt.retell('à tarde piscina c o primo Caio', hers)).toBe(
      'À tarde, a Raposinha foi à piscina com o primo Caio.',
    );
    expect(pt.retell('a tarde parque com a vovó', his)).toBe('À tarde, o Ursinho foi ao parque com a avó.');
    expect(pt.retell('de manhã panquecas com mel', hers)).toBe('De manhã, a Raposinha comeu panquecas com mel.');
  });

  it('tells a feeling said bare as how the child was, agreeing with the hero', () => {
    expect(pt.retell('feliz da vida', his)).toBe('O Ursinho estava feliz da vida.');
    expect(pt.retell('cansadíssima', his)).toBe('O Ursinho estava cansadíssimo.');
    expect(pt.retell('toda contente', his)).toBe('O Ursinho estava todo contente.');
    expect(pt.retell('super bem disposto', hers)).toBe('A Raposinha estava super bem disposta.');
  });

  it('tells what befell the child’s thing with the thing as its subject, never the child doing it', () => {
    expect(pt.retell('na hora dos parabéns rebentou-lhe o balão azul', his)).toBe(
      'Na hora dos parabéns, o balão azul do Ursinho rebentou.',
    );
    expect(pt.retell('partiu-se-lhe o carrinho novo', hers)).toBe('O carrinho novo da Raposinha partiu-se.');
  });

  it('tells who `we` were, listed after the place, as who came along', () => {
    expect(pt.retell('fomos à praia de manhã eu ela e o mano Tomás', hers)).toBe(
      'A Raposinha e a família foram à praia de manhã com o mano Tomás.',
    );
    expect(pt.retell('fomos à praia eu, ele e a mana', his)).toBe('O Ursinho e a família foram à praia com a mana.');
  });

  it('gives a bare verb after a plural `foram` back to the child', () => {
    expect(pt.clauses('o vovô buscou ele e foram ao mercado comprar fruta, almoçou arroz com feijão')).toEqual([
      'o vovô buscou ele e foram ao mercado comprar fruta',
      'almoçou arroz com feijão',
    ]);
  });

  it('tells the parent’s `agora` before a present as what the child wanted after that', () => {
    expect(pt.retell('agora quer secar as mãos toda hora', hers)).toBe(
      'Depois disso, a Raposinha queria secar as mãos a toda a hora.',
    );
    expect(pt.retell('agora adora o secador', his)).toBe('Depois disso, o Ursinho adorava o secador.');
  });

  it('tells the parent’s own little one as the child, and boots put on with `calçar`', () => {
    expect(pt.retell('meu pequeno vestiu sozinho as botas de chuva, trocadas claro', his)).toBe(
      'O Ursinho calçou sozinho as botas de chuva, trocadas, claro.',
    );
    expect(pt.retell('a minha pequena comeu tudo', hers)).toBe('A Raposinha comeu tudo.');
    expect(pt.retell('vestiu as botas sozinho', his)).toBe('O Ursinho calçou as botas sozinho.');
    expect(pt.retell('vestiu o pijama', his)).toBe('O Ursinho vestiu o pijama.');
  });

  it('tells a clause that opens with `ainda` before its verb without it', () => {
    expect(pt.retell('ainda leu dois livros com a vovó', his)).toBe('O Ursinho leu dois livros com a avó.');
  });

  it('names the other one given as the thing the child lost the clause before', () => {
    expect(
      pt.clauses('na hora dos parabéns rebentou-lhe o balão azul e ele chorou um bocadinho mas a tia deu-lhe outro'),
    ).toEqual([
      'na hora dos parabéns rebentou-lhe o balão azul',
      'ele chorou um bocadinho',
      'a tia deu-lhe outro balão',
    ]);
    expect(pt.clauses('perdeu a bola no parque. o avô comprou-lhe outra')).toEqual([
      'perdeu a bola no parque',
      'o avô comprou-lhe outra bola',
    ]);
  });

  it('tells the last day somewhere as the first is told, the family’s move said as theirs', () => {
    expect(pt.retell('último dia na creche antes de mudarmos de casa', his)).toBe(
      'Foi o último dia do Ursinho na creche antes da família se mudar de casa.',
    );
    expect(pt.retell('última aula de natação', hers)).toBe('Foi a última aula de natação da Raposinha.');
  });

  it('tells a thing named bare as what the child ate, played with or made', () => {
    expect(pt.retell('pastel de nata', his)).toBe('O Ursinho comeu um pastel de nata.');
    expect(pt.retell('legos no sofá', hers)).toBe('A Raposinha brincou com legos no sofá.');
    expect(pt.retell('pintura com os dedos', his)).toBe('O Ursinho pintou com os dedos.');
    expect(pt.retell('puzzle de 24 peças', his)).toBe('O Ursinho fez um puzzle de 24 peças.');
    expect(pt.retell('bolo de laranja c a avó', his)).toBe('O Ursinho fez um bolo de laranja com a avó.');
  });

  it('tells a thing to do typed as its infinitive as what the child did', () => {
    expect(pt.retell('montar a árvore de natal', hers)).toBe('A Raposinha montou a árvore de Natal.');
    expect(pt.retell('andar de bicicleta', his)).toBe('O Ursinho andou de bicicleta.');
    expect(pt.retell('fazer bolo com a avó', his)).toBe('O Ursinho fez bolo com a avó.');
    expect(pt.retell('mar calmo', his)).toBeUndefined();
  });

  it('tells where the child rode, said without its verb, with what it did on the way', () => {
    expect(pt.retell('ela na cadeirinha atrás do pai a cantar o caminho todo', hers)).toBe(
      'A Raposinha ia na cadeirinha atrás do pai, a cantar o caminho todo.',
    );
    expect(pt.retell('ele ao colo do avô a apontar para os barcos', his)).toBe(
      'O Ursinho ia ao colo do avô, a apontar para os barcos.',
    );
  });

  it('begins the child’s own part at a pronoun doing a child’s thing after what the family did with someone', () => {
    expect(pt.clauses('passamos o dia no sitio da tia Nena, ela andou de pônei c o primo Caio')).toEqual([
      'passamos o dia no sitio da tia Nena',
      'ela andou de pônei c o primo Caio',
    ]);
    expect(pt.clauses('montamos a árvore de natal hj c a titia Bia, ela ajudou a pendurar as bolinhas')).toEqual([
      'montamos a árvore de natal hj c a titia Bia',
      'ela ajudou a pendurar as bolinhas',
    ]);
    expect(pt.clauses('fomos a casa da avó, ela fez um bolo')).toEqual(['fomos a casa da avó, ela fez um bolo']);
  });

  it('begins the child’s own part at a pronoun of the other gender than a boy or girl named with `o` or `a`', () => {
    expect(pt.clauses('o Pipoca roubou a meia dela e saiu correndo pela casa, ela foi atrás gritando')).toEqual([
      'o Pipoca roubou a meia dela e saiu correndo pela casa',
      'ela foi atrás gritando',
    ]);
    expect(pt.clauses('a Maria caiu e ela chorou')).toEqual(['a Maria caiu e ela chorou']);
  });

  it('tells a plural verb after one grown-up’s part as a moment of its own, and what the child made as the child’s to show', () => {
    expect(
      pt.clauses(
        'o pai foi trabalhar p o Porto esta semana, hoje falaram por videochamada e ele mostrou-lhe o desenho do camião que pintou na escola',
      ),
    ).toEqual([
      'o pai foi trabalhar p o Porto esta semana',
      'hoje falaram por videochamada',
      'ele mostrou-lhe o desenho do camião que pintou na escola',
    ]);
  });

  it('tells a busy day’s bare moments: a weekday, a class with its place, a party, a meal, a nap', () => {
    expect(pt.retell('sábado cheio', his)).toBe('Foi um sábado cheio.');
    expect(pt.retell('de manhã natação na piscina coberta', his)).toBe(
      'De manhã, o Ursinho foi à natação na piscina coberta.',
    );
    expect(pt.retell('à tarde festa de anos do amigo Duarte', his)).toBe(
      'À tarde, o Ursinho foi à festa de anos do amigo Duarte.',
    );
    expect(pt.retell('almoço em casa da avó', hers)).toBe('A Raposinha almoçou em casa da avó.');
    expect(pt.retell('sesta curta', hers)).toBe('A Raposinha dormiu uma sesta curta.');
    expect(pt.retell('ao jantar sopa de legumes', his)).toBe('Ao jantar, o Ursinho comeu sopa de legumes.');
    expect(pt.clauses('almoço em casa da avó, sesta curta')).toEqual(['almoço em casa da avó', 'sesta curta']);
    expect(pt.clauses('no fim passeámos o cão no jardim e ao jantar sopa de legumes')).toEqual([
      'no fim passeámos o cão no jardim',
      'ao jantar sopa de legumes',
    ]);
  });

  it('tells the child weighed and measured, not weighing', () => {
    expect(pt.retell('pesou e mediu', his)).toBe('O Ursinho foi pesado e medido.');
    expect(pt.retell('mediu e pesou', hers)).toBe('A Raposinha foi medida e pesada.');
    expect(pt.retell('a médica pesou e mediu o bebé', his)).toBe('A médica pesou e mediu o bebé.');
  });

  it('makes a worry agree with the hero, and tells what was found as the thing lost', () => {
    const bunny = { ...hers, hero: { name: 'o Coelhinho', bare: 'Coelhinho', fem: false, plural: false } };
    expect(pt.retell('ela perdeu um sapatinho no meio das bolinhas e ficou aflita', bunny)).toBe(
      'O Coelhinho perdeu um sapatinho no meio das bolinhas e ficou aflito.',
    );
    expect(
      pt.clauses('ela perdeu um sapatinho no meio das bolinhas e ficou aflita, o moço achou e ela bateu palmas'),
    ).toContain('o moço achou o sapatinho');
  });

  it('tells a sorry said unasked as unasked, whichever verb says it', () => {
    expect(pt.retell('devolveu a escavadora e disse desculpa sozinho', his)).toBe(
      'O Ursinho devolveu a escavadora e pediu desculpa sem ninguém lhe dizer nada.',
    );
  });

  it('tells the other pronoun after a named pet as the pet, lying down as Portugal says it, and by day', () => {
    const description =
      'o Biscoito nosso beagle roubou a meia do papai e saiu correndo pela sala. depois ele deitou no tapete';
    expect(pt.retell('depois ele deitou no tapete', { ...hers, description })).toBe('O Biscoito deitou-se no tapete.');
    // (Not where a man of the day did something: he may be the `ele`.)
    const dad = 'o Biscoito nosso beagle roubou a meia, o papai riu. depois ele deitou no tapete';
    expect(pt.retell('depois ele deitou no tapete', { ...hers, description: dad })).toBeUndefined();
    expect(pt.evening.test('depois ele deitou no tapete')).toBe(false);
    expect(pt.evening.test('deitou-se cedo')).toBe(true);
  });

  it('tells what the two did after a quarrel as the two, the child named by name', () => {
    expect(
      pt.clauses(
        'o zuri e o primo Rafa pegaram-se por causa da escavadora amarela. depois fizeram uma estrada de almofadas',
      ),
    ).toContain('o primo Rafa e o zuri fizeram uma estrada de almofadas');
  });

  it('tells what the parent’s `we` explained to the child as said to the hero, by the family or its grown-ups', () => {
    expect(pt.retell('explicámos que o peixinho não volta', hers)).toBe(
      'A família explicou-lhe que o peixinho não volta.',
    );
    expect(pt.retell('nós explicamos tudo com calma', { ...his, grownUps: ['mãe', 'pai'] })).toBe(
      'A mãe e o pai explicaram-lhe tudo com calma.',
    );
  });

  it('keeps `toda` with the while before it, and the words after it agreeing with the hero', () => {
    expect(pt.retell('dormiu a tarde toda abraçada no ursinho', his)).toBe(
      'O Ursinho dormiu a tarde toda abraçado ao ursinho.',
    );
    expect(pt.retell('dormiu a noite toda agarrado ao pai', hers)).toBe(
      'A Raposinha dormiu a noite toda agarrada ao pai.',
    );
    expect(pt.retell('brincou o dia todo suado', hers)).toBe('A Raposinha brincou o dia todo suada.');
  });

  it('tells a first time that was a sister’s or a cousin’s as theirs, never also the hero’s', () => {
    expect(pt.retell('primeiro banho da maninha Lara c a zuri a ajudar', hers)).toBe(
      'Foi o primeiro banho da maninha Lara com a zuri a ajudar.',
    );
    expect(pt.retell('primeira papinha do mano Tomás', hers)).toBe('Foi a primeira papinha do mano Tomás.');
    expect(pt.retell('primeiro corte de cabelo no salão', his)).toBe(
      'Foi o primeiro corte de cabelo do Ursinho no salão.',
    );
  });

  it('tells the parent’s `agora à noite` as the evening, and Brazil’s bare `igual` likeness as `como um`', () => {
    expect(pt.retell('agora à noite jantou sopa de abóbora e pediu pra ler o livro do lobo duas vezes', his)).toBe(
      'À noite, o Ursinho jantou sopa de abóbora e pediu para ler o livro do lobo duas vezes.',
    );
    expect(pt.retell('agora de tarde brincou no quintal', hers)).toBe('De tarde, a Raposinha brincou no quintal.');
    expect(pt.retell('bateu as perninhas igual sapinho', his)).toBe('O Ursinho bateu as perninhas como um sapinho.');
    expect(pt.retell('pulou igual uma rã', hers)).toBe('A Raposinha saltou como uma rã.');
    expect(pt.retell('é igual à mãe', hers)).toBe('A Raposinha era igual à mãe.');
  });

  it('tells a feeling said bare, small or of today, as how the hero was, and pride as a state', () => {
    expect(pt.retell('felizinha', his)).toBe('O Ursinho estava felizinho.');
    expect(pt.retell('cansadinho hj', hers)).toBe('Hoje a Raposinha estava cansadinha.');
    expect(pt.retell('mto orgulhoso', hers)).toBe('A Raposinha estava muito orgulhosa.');
    expect(pt.retell('mt corajosa', his)).toBe('O Ursinho foi muito corajoso.');
  });

  it('makes a poorly child’s words agree with the hero (`gripadinha`, `enjoado`)', () => {
    expect(pt.retell('tá gripadinha c o nariz escorrendo', his)).toBe(
      'O Ursinho estava gripadinho com o nariz a escorrer.',
    );
    expect(pt.retell('ficou enjoado no carro', hers)).toBe('A Raposinha ficou enjoada no carro.');
  });

  it('tells a nap as the day’s, not the evening’s', () => {
    expect(pt.evening.test('dormiu a sesta no colo da vó')).toBe(false);
    expect(pt.evening.test('dormiu uma soneca no sofá')).toBe(false);
    expect(pt.evening.test('dormiu cedo')).toBe(true);
  });

  it('cuts a moment said bare from what the child did next (`banho c a mãe e no fim leu`)', () => {
    expect(pt.clauses('banho c a mãe e no fim leu o livro do sapo c o pai')).toEqual([
      'banho c a mãe',
      'no fim leu o livro do sapo c o pai',
    ]);
    expect(pt.clauses('sesta e depois brincou no quintal')).toEqual(['sesta', 'brincou no quintal']);
  });

  it('tells what the child did apart from the words said right after it', () => {
    expect(pt.clauses('no fim rodopiou de tutu cor de rosa e disse "mãe eu sou uma borboleta"')).toEqual([
      'no fim rodopiou de tutu cor de rosa',
      'disse "mãe eu sou uma borboleta"',
    ]);
    expect(pt.clauses('à noite deixou uma cenoura pra rena e disse «o pai natal vai ter fome»')[0]).toBe(
      'à noite deixou uma cenoura pra rena',
    );
  });

  it('tells what someone did after the child’s words as a part of its own', () => {
    expect(pt.clauses('disse "vamos fazer um bolo juntos" e a Bia deu um abraço nele')).toEqual([
      'disse "vamos fazer um bolo juntos"',
      'a Bia deu um abraço nele',
    ]);
    expect(pt.retell('a Bia deu um abraço nele', his)).toBe('A Bia deu um abraço ao Ursinho.');
    expect(pt.retell('a Bia deu um abraço nele', { ...his, names: ['Bia', 'Zuri'] })).toBe(
      'A Bia deu um abraço ao Ursinho.',
    );
  });

  it('sets an afternoon snack (`depois lanche de pão`) in the afternoon, not the morning nor the evening', () => {
    expect(pt.afternoon.test('depois lanche de pão c manteiga')).toBe(true);
    expect(pt.afternoon.test('lanchou banana na creche')).toBe(true);
    expect(pt.afternoon.test('de manhã lanche na padaria')).toBe(false);
  });

  it('tells the medicine after a grown-up’s care as the child’s own', () => {
    expect(pt.clauses('o papai fez canja e ficou c ela no sofá vendo desenho, tomou o xarope sem reclamar')).toEqual([
      'o papai fez canja e ficou c ela no sofá vendo desenho',
      'tomou o xarope sem reclamar',
    ]);
    expect(pt.retell('tomou o xarope sem reclamar', hers)).toBe('A Raposinha tomou o xarope sem reclamar.');
  });

  it('tells the child hiding behind the parent’s leg as the parent’s, said whose', () => {
    expect(pt.retell('ficou escondida atrás da minha perna', his)).toBe(
      'O Ursinho ficou escondido atrás da perna da mãe.',
    );
    expect(pt.retell('escondeu-se por trás das minhas pernas', { ...hers, parent: 'o pai' })).toBe(
      'A Raposinha escondeu-se por trás das pernas do pai.',
    );
  });

  it('keys a clause on its own words, not on what the child said in it', () => {
    const keys = pt.keys('no fim rodopiou de tutu cor de rosa e disse "mãe eu sou uma borboleta"');
    expect(keys).not.toContain('borboleta');
    expect(keys.some((key) => key.startsWith('rodop'))).toBe(true);
    expect(pt.keys('disse "quero a borboleta"').length).toBeGreaterThan(0);
  });

  it('tells a ride by train with Portugal’s word, whatever follows it', () => {
    expect(pt.retell('fomos de trem visitar a vó Cida em campinas', hers)).toBe(
      'A Raposinha e a família foram de comboio visitar a avó Cida em Campinas.',
    );
  });

  it('tells the child left without what someone else got with the hero’s name, never a bare `e não`', () => {
    expect(pt.retell('ficou triste pq a Clara ganhou muitos presentes e ela não', hers)).toBe(
      'A Raposinha ficou triste porque a Clara ganhou muitos presentes e a Raposinha não.',
    );
  });

  it('tells a visit the family took someone to as where the family went', () => {
    expect(pt.retell('levamos no veterinário', his)).toBe('O Ursinho e a família foram ao veterinário.');
  });

  it('tells the first snow of the winter as nobody’s own', () => {
    expect(pt.retell('primeira neve do inverno na serra da estrela', hers)).toBe(
      'Foi a primeira neve do inverno na Serra da Estrela.',
    );
    expect(pt.retell('primeiro corte de cabelo no salão', his)).toContain('do Ursinho');
  });

  it('tells a sister’s birthday with its age as hers', () => {
    expect(pt.retell('aniversário de 6 anos da mana Clara', hers)).toBe(
      'Foi o aniversário de seis anos da mana Clara.',
    );
  });

  it('keeps a grown-up named after their relation in one sentence, not cut at the commas', () => {
    expect(pt.clauses('tarde em casa do amigo Dinis, a mãe dele, a Sofia, fez panquecas')).toEqual([
      'tarde em casa do amigo Dinis',
      'a mãe dele, a Sofia, fez panquecas',
    ]);
    expect(pt.retell('a mãe dele, a Sofia, fez panquecas', his)).toBe('A mãe dele, a Sofia, fez panquecas.');
  });

  it('tells a hug at the end of a playdate as the two children’s', () => {
    expect(pt.retell('no fim deram um abraço', his)).toBe('No fim, os dois deram um abraço.');
  });

  it('tells last night’s bad night on waking, never as tonight’s bedtime', () => {
    expect(pt.evening.test('noite difícil')).toBe(false);
    expect(pt.evening.test('veio dormir na nossa cama')).toBe(false);
    expect(pt.evening.test('foi dormir cedo')).toBe(true);
    expect(pt.waking?.test('noite difícil')).toBe(true);
    expect(pt.waking?.test('veio dormir na nossa cama')).toBe(true);
  });

  it('names the thing made a clause before that a later `nele` means', () => {
    expect(pt.clauses('fizemos um boneco de neve c nariz de cenoura e ela pôs o cachecol dela nele')).toEqual([
      'fizemos um boneco de neve c nariz de cenoura',
      'ela pôs o cachecol dela no boneco de neve',
    ]);
    expect(pt.clauses('o pai chegou. ela deu um beijo nele')).toEqual(['o pai chegou', 'ela deu um beijo nele']);
  });

  it('tells tears said bare at a moment of the day', () => {
    expect(pt.retell('choro na hora do banho', hers)).toBe('Houve choro na hora do banho.');
  });

  it('tells someone taken somewhere with Portugal’s `ao`, and coming to the parents’ bed as the night’s', () => {
    expect(pt.retell('levar o Bolacha no veterinário', his)).toBe('O Ursinho levou o Bolacha ao veterinário.');
    expect(pt.retell('levou o casaco no carro', his)).toBe('O Ursinho levou o casaco no carro.');
    expect(pt.retell('veio dormir na nossa cama', hers)).toBe('De noite, a Raposinha veio dormir na cama dos pais.');
  });

  it('tells the missing of someone said bare as how the child was', () => {
    expect(pt.retell('saudades do pai', hers)).toBe('A Raposinha estava com saudades do pai.');
    expect(pt.retell('mt saudade da escola', his)).toBe('O Ursinho estava com muitas saudades da escola.');
    expect(pt.retell('a saudade do pai apertou', his)).toBe('A saudade do pai apertou.');
  });

  it('tells the child’s words said through tears, with no word of saying', () => {
    expect(pt.retell('chorou "eu também quero prenda"', his)).toBe(
      'O Ursinho chorou e disse: «Eu também quero prenda».',
    );
    expect(pt.retell('chorou muito "quero a mamã"', hers)).toBe('A Raposinha chorou muito e disse: «Quero a mamã».');
    expect(pt.retell('resmungou "não quero mamã"', his)).toBe('O Ursinho resmungou e disse: «Não quero, mamã».');
  });

  it('tells a verbless morning with its food and an afternoon with its place and company', () => {
    expect(pt.retell('manhã panquecas c a avó', his)).toBe('De manhã, o Ursinho comeu panquecas com a avó.');
    expect(pt.retell('tarde no parque com a Bia', his)).toBe('À tarde, o Ursinho foi ao parque com a Bia.');
    expect(pt.retell('de tarde no parquinho c o primo Davi', hers)).toBe(
      'À tarde, a Raposinha foi ao parquinho com o primo Davi.',
    );
  });

  it('tells a feeling said bare, with its reason kept as the parent said it', () => {
    expect(pt.retell('toda emocionada', his)).toBe('O Ursinho estava todo emocionado.');
    expect(pt.retell('com sono', hers)).toBe('A Raposinha estava com sono.');
    expect(pt.retell('chateada c a mana', his)).toBe('O Ursinho estava chateado com a mana.');
    expect(pt.retell('feliz da vida c a bike nova', hers)).toBe(
      'A Raposinha estava feliz da vida com a bicicleta nova.',
    );
  });

  it('leaves out the parent’s own wonder and says the spoken `queria era`, `no telefone` and a lost accent as a book does', () => {
    expect(pt.retell('arrumou os brinquedos sem reclamar antes do banho, milagre', his)).toBe(
      'O Ursinho arrumou os brinquedos sem reclamar antes do banho.',
    );
    expect(pt.retell('ele queria era molhar tudo com a mangueira e ficou encharcado', his)).toBe(
      'O Ursinho só queria molhar tudo com a mangueira e ficou encharcado.',
    );
    expect(pt.retell('contou pro vovô no telefone', his)).toBe('O Ursinho contou para o avô ao telefone.');
    expect(pt.retell('DIA HISTORICO kkk', his)).toBe('Foi um dia histórico.');
  });

  it('tells the child’s own part after what the family did with someone’s car as a clause of its own', () => {
    expect(pt.clauses('lavamos o carro do pai no quintal, ele queria era molhar tudo')).toEqual([
      'lavamos o carro do pai no quintal',
      'ele queria era molhar tudo',
    ]);
  });

  it('says whom the child called for in the night, and what the child loved most, with the hero’s name', () => {
    expect(pt.retell('estranhou a cama e chamou por mim duas vezes', his)).toBe(
      'O Ursinho estranhou a cama e chamou pela mãe duas vezes.',
    );
    expect(pt.retell('o q ela adorou mais foram as lontras a boiar de barriga pra cima', hers)).toBe(
      'O que a Raposinha mais adorou foram as lontras a boiar de barriga para cima.',
    );
    expect(pt.retell('o que ele mais amou foi o tubarão', his)).toBe('O que o Ursinho mais adorou foi o tubarão.');
  });

  it('says the carol sung through with its own article and capitals', () => {
    expect(pt.retell('cantou o noite feliz toda', hers)).toBe('A Raposinha cantou a «Noite Feliz» toda.');
  });

  it('tells the parent who hung up what the child made, and the fridge as Portugal says it', () => {
    expect(pt.retell('pendurei na geladeira', hers)).toBe('A mãe pendurou-o no frigorífico.');
    const drawn = 'fez um desenho do Bolinha com asas. pendurei na geladeira';
    expect(pt.retell('pendurei na geladeira', { ...hers, description: drawn })).toBe(
      'A mãe pendurou o desenho no frigorífico.',
    );
    expect(pt.retell('colei o desenho na parede', { ...his, parent: 'o pai' })).toBe(
      'O pai colou o desenho na parede.',
    );
  });

  it('tells `morrendo de rir` said bare as how the child laughed', () => {
    expect(pt.retell('morrendo de rir', hers)).toBe('A Raposinha ria-se às gargalhadas.');
    expect(pt.retell('tava morta de rir', hers)).toBe('A Raposinha ria-se às gargalhadas.');
  });
});

describe('the Portuguese reteller: a time of day, a meal and a feeling said bare', () => {
  it('tells a supper said bare after its time as what the child ate then', () => {
    expect(pt.retell('de noite pizza com o pai', his)).toBe('À noite, o Ursinho comeu pizza com o pai.');
    expect(pt.retell('à noite sopa', hers)).toBe('À noite, a Raposinha comeu sopa.');
    expect(pt.retell('de tarde massa de modelar', his)).toBeUndefined();
  });

  it('tells an afternoon at someone’s home, or at a museum, as where the child went', () => {
    expect(pt.retell('de tarde casa da avó', his)).toBe('À tarde, o Ursinho foi a casa da avó.');
    expect(pt.retell('de manhã museu com o tio', hers)).toBe('De manhã, a Raposinha foi ao museu com o tio.');
  });

  it('tells a feeling said bare with how long it lasted, agreeing with the hero', () => {
    expect(pt.retell('rabugenta o dia todo', his)).toBe('O Ursinho estava rabugento o dia todo.');
    expect(pt.retell('chorão a tarde toda', hers)).toBe('A Raposinha estava chorona a tarde toda.');
    expect(pt.retell('toda irritada', his)).toBe('O Ursinho estava todo irritado.');
  });
});

describe('the Portuguese reteller: a costume of a job', () => {
  it('reads no name in the word after a job worn as a costume', () => {
    expect(pt.names?.('foi vestido de bombeiro com o capacete vermelho do avô')).toEqual([]);
    expect(pt.names?.('o bombeiro rui deixou-o subir')).toEqual(['Rui']);
  });
});

describe('the Portuguese reteller: news the family told the child', () => {
  it('tells what the family told the child as what the child heard, the news retold', () => {
    expect(pt.retell('hoje contamos pra ela que o Bolinha morreu', hers)).toBe(
      'Hoje, a Raposinha soube que o Bolinha morreu.',
    );
    expect(pt.retell('contámos-lhe tudo', hers)).toBeUndefined();
    // (An `ela` that is not the child's pronoun is someone else.)
    expect(pt.retell('contamos pra ela que o Bolinha morreu', his)).toBeUndefined();
  });
});

describe('the Portuguese reteller: guests at the child’s home', () => {
  it('tells guests who came for supper and to sleep over as at the child’s home, not the parent’s `cá`', () => {
    expect(pt.retell('os primos vieram jantar e dormir cá em casa com a tia Rita', his)).toBe(
      'Os primos vieram jantar e dormir lá em casa com a tia Rita.',
    );
    expect(pt.retell('a avó veio almoçar cá em casa', his)).toBe('A avó veio almoçar a casa.');
  });
});

describe('the Portuguese reteller: the parent who said no', () => {
  it('tells the parent’s own `eu disse que não` as the mother who said no, the tantrum’s reason kept', () => {
    expect(pt.retell('deu um chilique no mercado pq queria um pirulito e eu disse q não', hers)).toBe(
      'A Raposinha deu um chilique no mercado porque queria um chupa-chupa e a mãe disse que não.',
    );
    expect(pt.retell('queria um gelado mas eu disse que não', { ...his, parent: 'o pai' })).toBe(
      'O Ursinho queria um gelado mas o pai disse que não.',
    );
  });
});

describe('the Portuguese reteller: a day said in short lines', () => {
  it('reads each line the parent typed as a clause of its own, with no full stops', () => {
    expect(pt.clauses('dia calminho em casa\nbanho de espuma com o patinho\nmontou o quebra-cabeça')).toEqual([
      'dia calminho em casa',
      'banho de espuma com o patinho',
      'montou o quebra-cabeça',
    ]);
    expect(pt.clauses('foi à praia.\ncomeu um gelado')).toEqual(['foi à praia', 'comeu um gelado']);
  });

  it('tells the song of the spider by its name, no neighbour called Aranha', () => {
    expect(pt.retell('cantamos a dona aranha antes de dormir', his)).toBe(
      'O Ursinho e a família cantaram a canção da Dona Aranha antes de dormir.',
    );
  });
});

describe('the Portuguese reteller: a haircut, a new cousin and a hot day', () => {
  it('tells `tinha muito medo` as the child’s fear, however strong, and `tinha muita gente` as there was', () => {
    expect(pt.retell('tinha mto medo da maquininha por causa do barulho', his)).toBe(
      'O Ursinho tinha muito medo da maquininha por causa do barulho.',
    );
    expect(pt.retell('tinha tanto sono', hers)).toBe('A Raposinha tinha tanto sono.');
    expect(pt.retell('tinha muita gente na festa', his)).toBe('Havia muita gente na festa.');
  });

  it('strokes the baby’s foot, not the hero’s own, and keeps the cat at the child’s feet', () => {
    expect(pt.retell('depois fez uma festinha no pé dela bem devagarinho', hers)).toBe(
      'A Raposinha fez uma festinha no pé dela bem devagarinho.',
    );
    expect(pt.retell('o gato dormiu no pé dela', hers)).toBe('O gato dormiu aos pés da Raposinha.');
  });

  it('tells the paddling pool or the tent the parent set up as there, so `lá dentro` after it has its place', () => {
    expect(pt.retell('enchi a piscininha no quintal', his)).toBe('Havia uma piscininha cheia de água no quintal.');
    expect(pt.retell('montei a tenda na sala', hers)).toBe('Havia uma tenda montada na sala.');
    expect(pt.retell('enchi o copo de água', hers)).toBeUndefined();
  });

  it('says Brazil’s bare `semana passada` with its preposition, as Portugal does', () => {
    expect(pt.retell('fomos conhecer a prima Alice q nasceu semana passada', hers)).toBe(
      'A Raposinha e a família foram conhecer a prima Alice, que nasceu na semana passada.',
    );
    expect(pt.retell('fomos lá no mês passado', hers)).toBe('A Raposinha e a família foram lá no mês passado.');
  });

  it('tells what the child said they want tomorrow, where it was said kept first', () => {
    expect(pt.retell('na saída disse q amanhã quer ir de dinossauro kkk', his)).toBe(
      'À saída, o Ursinho disse que amanhã queria ir de dinossauro.',
    );
    expect(pt.retell('disse que vai ajudar o pai', hers)).toBe('A Raposinha disse que ia ajudar o pai.');
  });

  it('tells the parent who breathed and sat by the child in a tantrum, as the comfort it was', () => {
    expect(pt.retell('respirei fundo', hers)).toBe('A mãe respirou fundo.');
    expect(pt.retell('sentei do lado dela e esperei', { ...his, parent: 'o pai', childPronoun: 'she' })).toBe(
      'O pai sentou-se ao lado do Ursinho e esperou.',
    );
    expect(pt.retell('sentei do lado dela e esperei', hers)).toBe('A mãe sentou-se ao lado da Raposinha e esperou.');
    expect(pt.retell('sentei do lado dele e esperei', hers)).toBeUndefined();
  });

  it('tells the child’s own part after a grandmother on a tram ride, `ela` being the child', () => {
    expect(
      pt.clauses(
        'fomos de elétrico com a avó Fernanda até à baixa, ela quis ir à janela o caminho todo e tocou a campainha',
      ),
    ).toEqual([
      'fomos de elétrico com a avó Fernanda até à baixa',
      'ela quis ir à janela o caminho todo e tocou a campainha',
    ]);
  });
});

describe('the Portuguese reteller: a meal said like a list', () => {
  it('tells a meal and its food with no preposition as what the child ate then, as Portugal names the meal', () => {
    expect(pt.retell('lanche: bolo de cenoura', hers)).toBe('Ao lanche, a Raposinha comeu bolo de cenoura.');
    expect(pt.retell('café da manhã: mamão e pão', his)).toBe('Ao pequeno-almoço, o Ursinho comeu mamão e pão.');
    expect(pt.retell('janta: sopa', hers)).toBe('Ao jantar, a Raposinha comeu sopa.');
    expect(pt.retell('no café da manhã pão', hers)).toBe('Ao pequeno-almoço, a Raposinha comeu pão.');
    expect(pt.retell('almoço na avó', hers)).toBe('A Raposinha almoçou em casa da avó.');
  });
});

describe('the Portuguese reteller: what was, who was sad, who was given, who was run to', () => {
  const zuri = { name: 'a Zuri', bare: 'Zuri', fem: true, plural: false };
  const zuriHe = { name: 'o Zuri', bare: 'Zuri', fem: false, plural: false };
  const her: RetellContext = { hero: zuri, grownUps: [], names: [], childPronoun: 'she' };
  const him: RetellContext = { hero: zuriHe, grownUps: [], names: [], childPronoun: 'he' };

  it('tells what the show or the day was, and how quick it went, of no one', () => {
    expect(pt.retell('era a historia dos tres porquinhos', her)).toBe('Era a história dos Três Porquinhos.');
    expect(pt.retell('hj foi dia de vacina no posto', her)).toBe('Hoje foi dia de vacina no posto.');
    expect(pt.retell('foi rapidinho', her)).toBe('Foi rapidinho.');
    expect(pt.retell('foi ao parque', her)).toBe('A Zuri foi ao parque.');
  });

  it('gives a grown-up’s gift with no one named to the child, and says whom the aunt parted', () => {
    expect(pt.retell('a enfermeira deu um adesivo de estrela', her)).toBe(
      'A enfermeira deu-lhe um autocolante de estrela.',
    );
    expect(pt.retell('a avó deu um bolo ao primo', her)).toBe('A avó deu um bolo ao primo.');
    expect(pt.retell('a tia separou', him)).toBe('A tia separou-os.');
  });

  it('tells the child as the one who was sad after a thing broke', () => {
    expect(pt.retell('a caneca do unicórnio caiu da mesa e partiu a asa, ficou mto triste e chorou', him)).toBe(
      'A caneca do unicórnio caiu da mesa e partiu a asa, e o Zuri ficou muito triste e chorou.',
    );
  });

  it('keeps a made-up game’s name in its own present', () => {
    expect(pt.retell('inventou o jogo do chão é lava', him)).toBe('O Zuri inventou o jogo do chão é lava.');
  });

  it('tells the whole family of `todos juntos`, never one parent', () => {
    expect(pt.retell('jantámos todos juntos', { ...her, grownUps: ['mãe'] })).toBe(
      'A Zuri e a família jantaram todos juntos.',
    );
  });

  it('tells whose lap, whom the child ran to and held, named a few clauses before', () => {
    expect(
      pt.clauses(
        'o pai chegou de viagem. quando o viu à porta correu e gritou "papá voltaste!!" e não o largou mais. o pai trouxe-lhe um avião e jantámos todos juntos, ela quis sentar ao colo dele',
      ),
    ).toEqual([
      'o pai chegou de viagem',
      'correu para o pai, à porta',
      'gritou "papá voltaste!!"',
      'não largou mais o pai',
      'o pai trouxe-lhe um avião',
      'jantámos todos juntos',
      'ela quis sentar ao colo do pai',
    ]);
  });

  it('tells what the child said while playing, everyone’s laughter and the child’s shout', () => {
    expect(pt.retell('depois ficou fazendo careta e falando "eu sou um sapo"', him)).toBe(
      'O Zuri ficou a fazer careta e a dizer: «Eu sou um sapo».',
    );
    expect(pt.retell('e todo mundo riu', her)).toBe('Toda a gente se riu.');
    expect(pt.retell('todos bateram palmas', her)).toBe('Toda a gente bateu palmas.');
    expect(pt.retell('ela gritou "cuidado lobo!!" e todo mundo riu', her)).toBe(
      'A Zuri gritou: «Cuidado lobo!», e toda a gente se riu.',
    );
    expect(pt.retell('gritou "papá voltaste!!"', her)).toBe('A Zuri gritou: «Papá, voltaste!»');
  });

  it('tells a quarrel said bare as the child’s, its cry of mine said once', () => {
    expect(
      pt.retell(
        'briga feia com o primo Gabriel por causa do caminhão de bombeiro, os dois puxando e gritando é meu é meu',
        him,
      ),
    ).toBe(
      'O Zuri zangou-se com o primo Gabriel por causa do camião dos bombeiros, os dois a puxar e a gritar: «É meu!»',
    );
  });

  it('tells the verbless morning food, afternoon place with someone, and a feeling said bare', () => {
    expect(pt.retell('de manhã pão com manteiga e leite', her)).toBe(
      'De manhã, a Zuri comeu pão com manteiga e leite.',
    );
    expect(pt.retell('de tarde praia c o tio Rui', her)).toBe('À tarde, a Zuri foi à praia com o tio Rui.');
    expect(pt.retell('mto cansada', her)).toBe('A Zuri estava muito cansada.');
  });
});

describe('the Portuguese reteller: a sorry, a thing glued, and laughter at a shout', () => {
  const zuri = { name: 'a Zuri', bare: 'Zuri', fem: true, plural: false };
  const her: RetellContext = { hero: zuri, grownUps: [], names: [], childPronoun: 'she' };

  it('says a sorry as Portugal does, and a mended thing with its mark in the story’s past', () => {
    expect(pt.retell('o Gabriel veio e disse desculpa', her)).toBe('O Gabriel veio e pediu desculpa.');
    expect(pt.retell('a mamã colou com cola e ficou com uma risquinha mas ainda dá pra beber leite nela', her)).toBe(
      'A mamã colou tudo com cola, e ficou só uma risquinha, mas ainda dava para beber leite nela.',
    );
  });

  it('tells what everyone laughed at, right after the child’s shout', () => {
    const description = 'ela gritou "cuidado lobo!!" e todo mundo riu. depois fomos embora';
    expect(pt.retell('e todo mundo riu', { ...her, description })).toBe('Toda a gente se riu com o grito da Zuri.');
    expect(pt.retell('e todo mundo riu', { ...her, description: 'fomos ao circo e todo mundo riu' })).toBe(
      'Toda a gente se riu.',
    );
  });
});

describe('the Portuguese reteller: a morning and its food, two parts of the day, a jab and tape', () => {
  const zuri = { name: 'a Zuri', bare: 'Zuri', fem: true, plural: false };
  const her: RetellContext = { hero: zuri, grownUps: [], names: [], childPronoun: 'she' };

  it('tells what the morning was like, then what the child ate in it', () => {
    expect(pt.retell('manhã tranquila, panquecas com mel', her)).toBe(
      'Foi uma manhã tranquila, e a Zuri comeu panquecas com mel.',
    );
    expect(pt.retell('manhã de sol, pão de queijo e suco', her)).toBe(
      'Foi uma manhã de sol, e a Zuri comeu pão de queijo e sumo.',
    );
  });

  it('tells the morning and the afternoon of one clause each, with whom each was', () => {
    expect(pt.retell('de manhã creche, à tarde natação', her)).toBe(
      'De manhã, a Zuri foi à creche, e à tarde foi à natação.',
    );
    expect(pt.retell('de manhã fomos ao mercado, à tarde piscina com a tia', her)).toBe(
      'De manhã, a Zuri e a família foram ao mercado, e à tarde a Zuri foi à piscina com a tia.',
    );
  });

  it('gives the jab to the child, and says what a thing was glued with', () => {
    expect(pt.retell('a médica deu injeção', her)).toBe('A médica deu-lhe uma injeção.');
    expect(pt.retell('o pai colou com fita', her)).toBe('O pai colou tudo com fita-cola.');
  });
});

describe('the Portuguese reteller: what came next after a comma', () => {
  it('cuts before what the child wore and did, and before a thing of the day with its own verb', () => {
    expect(pt.clauses('choveu o dia todo, de galocha pulou em todas as poças com a mana Bia')).toEqual([
      'choveu o dia todo',
      'de galocha pulou em todas as poças com a mana Bia',
    ]);
    expect(pt.clauses('praia com a vovó Cida, uma onda grande molhou ela toda')).toEqual([
      'praia com a vovó Cida',
      'uma onda grande molhou ela toda',
    ]);
  });

  it('says Brazil’s bus as Portugal does', () => {
    expect(pt.retell('voltamos de ônibus', hers)).toBe('A Raposinha e a família voltaram de autocarro.');
    expect(pt.retell('fomos de onibus para a creche', hers)).toBe(
      'A Raposinha e a família foram de autocarro para a creche.',
    );
  });
});

describe('the Portuguese reteller: a friend’s party said bare', () => {
  it('tells the party as the friend’s own, as Portugal says it', () => {
    expect(pt.retell('festa de anos do Tomás', hers)).toBe('Foi a festa de anos do Tomás.');
    expect(pt.retell('festa de aniversário da Bia', hers)).toBe('Foi a festa de anos da Bia.');
    expect(pt.retell('festa do Tomás', hers)).toBe('Foi a festa do Tomás.');
    expect(pt.retell('festa na creche', hers)).toBe('Houve uma festa na creche.');
  });
});

describe('the Portuguese reteller: a lap and a beach', () => {
  it('says whom a grown-up took on their lap, and Brazil’s `catar` as Portugal says it', () => {
    expect(pt.retell('a vovó pegou no colo', hers)).toBe('A avó pegou nela ao colo.');
    expect(pt.retell('a vovó pegou no colo', his)).toBe('A avó pegou nele ao colo.');
    expect(pt.retell('o pai pegou-a ao colo', hers)).toBe('O pai pegou-a ao colo.');
    expect(pt.retell('ficou catando conchinhas', hers)).toBe('A Raposinha ficou a apanhar conchinhas.');
  });
});

describe('the Portuguese reteller: what a check-up found', () => {
  it('tells what the dentist or the doctor said they found, in the story’s past', () => {
    expect(pt.retell('a dentista contou os dentinhos e disse que estão limpinhos', his)).toBe(
      'A dentista contou os dentinhos e disse que estavam limpinhos.',
    );
    expect(pt.retell('o médico disse que está mto forte', his)).toBe('O médico disse que estava muito forte.');
  });
});

describe('the Portuguese reteller: a call home at bedtime', () => {
  it('tells the tears with their cause, and the grown-up’s call and the parent’s song as the comfort after them', () => {
    expect(
      pt.clauses('na hora de dormir chorou pq queria a mamãe, a vó ligou pra mim e eu cantei a musiquinha'),
    ).toEqual(['na hora de dormir chorou pq queria a mamãe', 'a vó ligou pra mim e eu cantei a musiquinha']);
    expect(pt.retell('a vó ligou pra mim e eu cantei a musiquinha no telefone', hers)).toBe(
      'A avó ligou para a mãe, e a mãe cantou a musiquinha no telefone.',
    );
    expect(pt.retell('o pai fez videochamada pra mim', his)).toBe('O pai fez uma videochamada para a mãe.');
  });

  it('says Brazil’s `vó` and `vovô` inside a clause as the story names them', () => {
    expect(pt.retell('ajudou a vó a regar as plantas', hers)).toBe('A Raposinha ajudou a avó a regar as plantas.');
    expect(pt.retell('dormiu abraçada no travesseiro da vó', hers)).toBe(
      'A Raposinha dormiu abraçada ao travesseiro da avó.',
    );
  });
});

describe('the Portuguese reteller: a place of play said bare', () => {
  it('tells a place and who was there, with no verb, as where the child played with them', () => {
    expect(pt.retell('caixa de areia c a Bia', hers)).toBe('A Raposinha brincou na caixa de areia com a Bia.');
    expect(pt.retell('baloiços com o mano Tomás', his)).toBe('O Ursinho brincou nos baloiços com o mano Tomás.');
  });
});

describe('the Portuguese reteller: a tantrum and how it calmed', () => {
  it('tells a scream last in a tantrum as loud crying, never as words about to be said', () => {
    expect(pt.retell('se jogou no chão e gritou', his)).toBe('O Ursinho atirou-se para o chão e chorou muito alto.');
    expect(pt.retell('não queria pôr o casaco nem as botas, se jogou no chão e gritou', his)).toBe(
      'O Ursinho não queria pôr o casaco nem as botas, atirou-se para o chão e chorou muito alto.',
    );
    expect(pt.retell('chorou e gritou', hers)).toBe('A Raposinha chorou muito alto.');
  });

  it('tells the parent’s counting and the kiss that helped as the parent’s, with the tears before them', () => {
    expect(pt.retell('contei até dez c ele e respiramos juntos', his)).toBe(
      'A mãe contou até dez com o Ursinho, e respiraram fundo juntos.',
    );
    expect(pt.clauses('chorou mas dei um beijinho e passou')).toEqual(['chorou', 'mas dei um beijinho e passou']);
    expect(pt.retell('caiu e dei-lhe um beijinho', hers)).toBe('A Raposinha caiu e a mãe deu-lhe um beijinho.');
  });
});

describe('the Portuguese reteller: a pronoun after a compound past', () => {
  it('says Brazil’s `tinha guardado ele` as Portugal says it', () => {
    expect(pt.retell('a moça da caixa tinha guardado ele no balcão', his)).toBe(
      'A moça da caixa tinha-o guardado no balcão.',
    );
  });
});

describe('the Portuguese reteller: small words parents type at bedtime', () => {
  it('says `mt` in the gender of what the child felt', () => {
    expect(pt.retell('ela tá com mt saudade', hers)).toBe('A Raposinha estava com muita saudade.');
    expect(pt.retell('tava com mt fome', his)).toBe('O Ursinho estava com muita fome.');
  });

  it('tells a plain amount of rain as it happened, after its time of day', () => {
    expect(pt.retell('de tarde choveu mt', hers)).toBe('De tarde, choveu muito.');
    expect(pt.retell('nevou tanto!!', hers)).toBe('Tinha nevado tanto.');
  });

  it('gives no `lhe` to what the child counted on a journey', () => {
    expect(pt.retell('depois foi a viagem toda colada à janela a contar as pontes', hers)).toBe(
      'A Raposinha foi a viagem toda colada à janela a contar as pontes.',
    );
    expect(pt.retell('queria que fosse o pai a dar banho e a contar a história', hers)).toBe(
      'A Raposinha queria que fosse o pai a dar-lhe banho e a contar-lhe a história.',
    );
  });

  it('gives the child the treat a grown-up gave, but not one given to someone else', () => {
    expect(pt.retell('o seu Jorge deu um pirulito', his)).toBe('O seu Jorge deu-lhe um chupa-chupa.');
    expect(pt.retell('a enfermeira deu um autocolante', hers)).toBe('A enfermeira deu-lhe um autocolante.');
    expect(pt.retell('o pai deu um presente à mana', hers)).toBe('O pai deu um presente à mana.');
  });

  it('tells a story time said bare after the time of day as where the child went', () => {
    expect(pt.retell('de manhã hora do conto na biblioteca', his)).toBe(
      'De manhã, o Ursinho foi à hora do conto na biblioteca.',
    );
    expect(pt.retell('à tarde contação de histórias com a vovó', hers)).toBe(
      'À tarde, a Raposinha foi à hora do conto com a avó.',
    );
  });

  it('tells a joke’s answer, not only its question', () => {
    const day = 'no jantar contou a piada dela: o que a vaca disse pro boi? muuuu kkkk e todo mundo riu';
    for (const seed of ['sample', 's2', 's3']) {
      expect(textOfDay('pt', day, { seed }), seed).toMatch(
        /piada, a da vaca que disse muuuu para o boi, e toda a gente se riu\./u,
      );
    }
  });
});

describe('the Portuguese reteller: a typed word said small', () => {
  it('keys a short typed word so its diminutive in the parent’s words tells it (`bolo` beside `bolinho`)', () => {
    const keys = pt.keys('bolo de banana');
    expect(keys.every((key) => pt.has('fizemos bolinho de banana', key))).toBe(true);
    expect(keys.every((key) => pt.has('comeu uma banana', key))).toBe(false);
  });
});

describe('the Portuguese reteller: feeding the animals, a laugh after, a typed verb', () => {
  it('tells feeding the animals as the child’s own doing, never as a thing the child got', () => {
    expect(pt.retell('deram cenoura pros cabritinhos', hers)).toBe('A Raposinha deu cenoura aos cabritinhos.');
    expect(pt.retell('dei cenoura pro cabrito', his)).toBe('O Ursinho deu cenoura ao cabrito.');
    expect(pt.retell('depois demos milho pras galinhas', hers)).toBe('A Raposinha deu milho às galinhas.');
    expect(pt.retell('dei um gelado pra ela', hers)).toBe('A Raposinha ganhou um gelado.');
  });

  it('keeps a short laugh after the trouble as a clause of its own', () => {
    expect(pt.clauses('engoliu um bocado de agua e tossiu mas depois riu')).toEqual([
      'engoliu um bocado de agua e tossiu',
      'riu',
    ]);
  });

  it('keys a typed infinitive so the parent’s past of the verb tells it (`nadar` beside `nadou`)', () => {
    const keys = pt.keys('nadar sem braçadeiras');
    expect(keys.every((key) => pt.has('nadou sozinho, a primeira vez sem braçadeiras', key))).toBe(true);
    expect(keys.every((key) => pt.has('pôs as braçadeiras', key))).toBe(false);
  });
});

describe('the Portuguese reteller: a moment said bare, then what someone did', () => {
  it('cuts a bare moment with its time from what a grown-up named after the comma did', () => {
    expect(pt.clauses('de manhã hora do conto na biblioteca, a moça leu a historia do lobo')).toEqual([
      'de manhã hora do conto na biblioteca',
      'a moça leu a historia do lobo',
    ]);
  });
  it('tells the parent’s own help at bedtime in a stormy night, and a night the child could not sleep', () => {
    expect(pt.retell('ele não conseguia dormir de medo', his)).toBe('O Ursinho não conseguia dormir de medo.');
    expect(pt.retell('deixei o abajur ligado e fiquei cantando baixinho até ele dormir', his)).toBe(
      'A mãe deixou o candeeiro ligado e ficou a cantar baixinho até o Ursinho adormecer.',
    );
    expect(pt.retell('fiquei com ela até adormecer', hers)).toBe('A mãe ficou com a Raposinha até ela adormecer.');
    // (Beside another child, `com ela` on a boy's day, it is no comfort of the hero's: left out.)
    expect(pt.retell('fiquei com ela até dormir', his)).toBeUndefined();
    // (The parent's own errand is still theirs: left out.)
    expect(pt.retell('deixei a luz acesa e fui fazer o jantar', his)).toBeUndefined();
    for (const seed of ['sample', 's2', 's3']) {
      const night = textOfDay(
        'pt',
        'choveu o dia todo, a gente ficou em casa fazendo bolo e brincando de cabaninha com os lençois, ele tava super feliz. a noite veio a trovoada e ele não conseguia dormir de medo, queria a luz acesa. deixei o abajur ligado e fiquei cantando baixinho até ele dormir',
        { seed, pronoun: 'he' },
      );
      expect(night, seed).toMatch(/[Nn]ão conseguia dormir de medo/u);
      expect(night, seed).toMatch(/A mãe deixou o candeeiro ligado e ficou a cantar baixinho/u);
      expect(night, seed).toMatch(/cabaninha com os lençóis/u);
      expect(night, seed).not.toMatch(/: a música\./u);
    }
  });

  it('tells a sticker after a jab and the afternoon on the sofa, with the keyboard’s hyphen and crase left out', () => {
    expect(pt.retell('deram lhe um autocolante de leão e passou logo', hers)).toBe(
      'Deram-lhe um autocolante de leão, e pouco depois já tinha passado.',
    );
    expect(pt.retell('a enfermeira deu lhe um beijinho', hers)).toBe('A enfermeira deu-lhe um beijinho.');
    expect(pt.retell('a tarde ficou mole no sofá com a mantinha', hers)).toBe(
      'À tarde, a Raposinha ficou mole no sofá com a mantinha.',
    );
    expect(pt.retell('a tarde ficou em casa com a avó', hers)).toBe('À tarde, a Raposinha ficou em casa com a avó.');
    expect(pt.retell('a tarde ficou chuvosa', hers)).toBe('A tarde ficou chuvosa.');
  });

  it('tells what was done after a morning with the grandfather as done with him, never by `todos`', () => {
    const day =
      'manhã de pesca com o avô no paredão, apanharam um peixinho pequenino e ele quis deitá-lo outra vez ao mar, depois comeram um gelado na esplanada';
    expect(pt.clauses(day).map((clause) => pt.retell(clause, his))).toEqual([
      'Foi uma manhã de pesca com o avô no paredão.',
      'O Ursinho e o avô apanharam um peixinho pequenino.',
      'O Ursinho quis deitá-lo outra vez ao mar.',
      'O Ursinho e o avô comeram um gelado na esplanada.',
    ]);
    // (The cousins met since: `brincaram` may be the children, not the hero and the grandfather.)
    expect(
      pt.clauses('fomos à praia com o avô, encontramos os primos, brincaram na areia').map((c) => pt.retell(c, his)),
    ).toContain('Todos brincaram na areia.');
  });

  it('tells the parent’s own comfort in the first person of them, and what came of it', () => {
    const dad = { ...his, parent: 'o pai' };
    const day =
      'à tarde qdo a mãe tava a dar de mamar ficou com ciumes e fez uma birra, atirou o carrinho ao chão. sentei-me com ele no sofá a ler o livro do dinossauro e acalmou';
    expect(pt.clauses(day).map((clause) => pt.retell(clause, dad))).toEqual([
      'À tarde, quando a mãe estava a dar de mamar, o Ursinho ficou com ciúmes e fez uma birra.',
      'O Ursinho atirou o carrinho ao chão.',
      'O pai sentou-se com o Ursinho no sofá a ler o livro do dinossauro, até ele se acalmar.',
    ]);
    const snow = 'no fim tinha as mãos geladas e chorou, aqueci-lhe as mãos dentro do meu casaco e passou';
    expect(pt.clauses(snow).map((clause) => pt.retell(clause, his))).toEqual([
      'No fim, o Ursinho tinha as mãos geladas e chorou.',
      'A mãe aqueceu-lhe as mãos dentro do casaco, e o frio passou.',
    ]);
    expect(pt.retell('peguei-a ao colo e parou de chorar', hers)).toBe(
      'A mãe pegou na Raposinha ao colo, até ela parar de chorar.',
    );
    expect(pt.retell('abracei-o com força e acalmou', his)).toBe(
      'A mãe abraçou o Ursinho com força, até ele se acalmar.',
    );
    // (Sitting with someone else, `com ela` on a boy's day, is no comfort of the child's.)
    expect(pt.retell('sentei-me com ela no sofá e acalmou', his)).toBeUndefined();
    // (The afternoon's moment told with the child as its subject, after a sentence naming the child too.)
    expect(pt.retell('à tarde qdo a mãe tava a dar de mamar ficou com ciumes', { ...his, afterHero: true })).toBe(
      'À tarde, quando a mãe estava a dar de mamar, o Ursinho ficou com ciúmes.',
    );
    expect(pt.retell('quando o leão rugiu escondeu a cara', { ...his, afterHero: true })).toBe(
      'Quando o leão rugiu, o Ursinho escondeu a cara.',
    );
  });

  it('tells a first day’s goodbye, the pick-up and the parent’s heartache as the parent’s', () => {
    const day =
      'primeiro dia na creche nova. chorou mt à porta qdo eu me despedi, custou-me imenso deixa-la ali. a educadora disse q passado um bocado parou e foi brincar com as plasticinas. qdo a fui buscar veio a correr dar-me um abraço';
    const told = pt.clauses(day).map((clause) => pt.retell(clause, hers));
    expect(told).toContain('A Raposinha chorou muito à porta quando a mãe se despediu.');
    expect(told).toContain('Depois de um bocado, a Raposinha parou e foi brincar com as plasticinas.');
    expect(told).toContain('Quando a mãe a foi buscar, a Raposinha veio a correr dar-lhe um abraço.');
    // (Never `a Raposinha custou imenso`: the heartache is the parent's, left out.)
    expect(told.filter((one) => one?.includes('custou'))).toEqual([]);
  });

  it('tells where a lost cuddly turned up as the cuddly’s place, and a search that found nothing as the search', () => {
    const day = 'perdeu a girafinha Sofia no parque, procuramos em tudo e nada. tava no carro debaixo da cadeirinha';
    expect(pt.clauses(day).map((clause) => pt.retell(clause, hers))).toEqual([
      'A Raposinha perdeu a girafinha Sofia no parque.',
      'A Raposinha e a família procuraram por todo o lado.',
      'A girafinha Sofia estava no carro debaixo da cadeirinha.',
    ]);
    // (A child still crying there is the child: `tava no carro a chorar`.)
    expect(pt.clauses('perdeu o boné, tava no carro a chorar').at(-1)).toBe('tava no carro a chorar');
  });

  it('tells a friend’s mother’s new balloon after a laugh and a comma, and Brazil’s `de boa`', () => {
    const day = 'o balão dele estourou e ele abriu o berreiro kkk, a mãe da Lara deu outro balão azul e ficou de boa';
    expect(pt.clauses(day).map((clause) => pt.retell(clause, his))).toEqual([
      'O balão dele estourou.',
      'O Ursinho abriu o berreiro.',
      'A mãe da Lara deu-lhe outro balão azul, e pouco depois já tinha passado.',
    ]);
  });

  it('tells feeding the animals with nothing said of what as the child’s own doing', () => {
    expect(pt.retell('demos de comer às cabras', hers)).toBe('A Raposinha deu de comer às cabras.');
    expect(pt.retell('depois demos de comer aos patos', his)).toBe('O Ursinho deu de comer aos patos.');
  });

  it('tells the parent’s own calm words and hug after a tantrum or a fright as their comfort', () => {
    const market =
      'fez birra no mercado pq queria um pirulito e eu disse q não, se jogou no chão e tudo kkkk. abaixei, falei com calma e abracei ela, parou de chorar e me ajudou a colocar as frutas no carrinho';
    const told = pt.clauses(market).map((clause) => pt.retell(clause, { ...hers, parent: 'a mãe' }));
    expect(told).toContain('A mãe baixou-se, falou com a Raposinha com calma e deu-lhe um abraço.');
    const zoo = 'teve medo do leão qdo ele rugiu e se escondeu atrás de mim, dei um abraço e falei q o leão tava longe';
    expect(pt.clauses(zoo).map((clause) => pt.retell(clause, { ...his, parent: 'a mãe' }))).toEqual([
      'O Ursinho teve medo do leão quando ele rugiu e escondeu-se atrás da mãe.',
      'A mãe deu-lhe um abraço e disse-lhe que o leão estava longe.',
    ]);
    // (A hug of someone else, `nela` on a boy's day, is no comfort of the child's.)
    expect(pt.retell('dei um abraço nela e disse q tava tudo bem', his)).not.toMatch(/^A mãe deu-lhe/u);
  });

  it('tells a typed playdate’s doing of two as the child and the friend, never `todos`', () => {
    const friend = { ...his, otherKids: ['Tomás'], names: ['Tomás'] };
    expect(pt.retell('fizeram uma pista com os legos', friend)).toBe(
      'O Ursinho e o Tomás fizeram uma pista com os legos.',
    );
    expect(pt.retell('brincaram de casinha', { ...hers, otherKids: ['Lara'] })).toBe(
      'A Raposinha e a Lara brincaram às casinhas.',
    );
  });

  it('tells a day with a grandparent with the parents at work, and the afternoon’s going with them', () => {
    const day =
      'ficou com a avó São o dia todo pq tivemos os dois a trabalhar. fizeram um bolo de laranja e ela lambeu a colher toda, à tarde foram à horta regar os tomates e apanhar morangos';
    const told = pt.clauses(day).map((clause) => pt.retell(clause, { ...hers, names: ['São'] }));
    expect(told).toContain('A Raposinha ficou com a avó São o dia todo, porque o pai e a mãe estavam a trabalhar.');
    expect(told).toContain('À tarde, a Raposinha e a avó São foram à horta regar os tomates e apanhar morangos.');
  });

  it('tells a bare `parou` on a day of tears as the crying that stopped', () => {
    const day =
      'primeiro dia na creche nova. chorou mt à porta qdo eu me despedi. a educadora disse q passado um bocado parou e foi brincar com as plasticinas';
    expect(pt.retell(pt.clauses(day)[2] ?? '', { ...hers, description: day })).toBe(
      'Depois de um bocado, a Raposinha parou de chorar e foi brincar com as plasticinas.',
    );
    // (A car that stopped is the car's.)
    const ride = 'chorou no carro. o carro parou e saímos';
    expect(pt.retell('o carro parou', { ...hers, description: ride })).toBe('O carro parou.');
  });

  it('tells Brazil’s ice cream as Portugal eats it, the cartoon car and a neighbour by their names', () => {
    expect(pt.retell('tomou sorvete de morango', his)).toBe('O Ursinho comeu um gelado de morango.');
    expect(pt.retell('o vizinho sr manel ajudou a levanta-lo e o pai pôs-lhe um penso do faísca mcqueen', his)).toBe(
      'O vizinho, o senhor Manel, ajudou a levantá-lo e o pai pôs-lhe um penso do Faísca McQueen.',
    );
  });

  it('tells what ended a shy moment, after a comma, in its own sentence and in the comfort’s scene', () => {
    expect(
      pt.clauses('na festa da Sofia ficou agarrada à minha perna, só qdo a Sofia chamou ela pra dançar que se soltou'),
    ).toEqual(['na festa da Sofia ficou agarrada à minha perna', 'só qdo a Sofia chamou ela pra dançar que se soltou']);
    expect(pt.retell('só quando o Davi chamou ele pra pular na cama elástica que se soltou kkk', his)).toBe(
      'Só quando o Davi o chamou para saltar na cama elástica é que se soltou.',
    );
    expect(pt.retell('so qdo o vovô empurrou ele no balanço q se animou', his)).toBe(
      'Só quando o avô o empurrou no baloiço é que se animou.',
    );
    expect(pt.evening.test('só quando o Davi chamou ele pra pular na cama elástica que se soltou')).toBe(false);
    expect(pt.evening.test('foi pra cama cedo')).toBe(true);
    for (const seed of ['sample', 's2', 's3']) {
      const story = storyOfDay(
        'pt',
        'na festinha do Davi ficou grudado na minha perna e não quis brincar com ninguém, só quando o Davi chamou ele pra pular na cama elástica que se soltou kkk. depois comeu bolo e brigadeiro',
        { seed, pronoun: 'he', activities: ['activity-birthday-party'] },
      ).scenes.map((scene) => scene.text);
      expect(story[2], seed).toMatch(/Na festinha do Davi, o \p{Lu}\p{L}+ ficou colado à perna da mãe/u);
      expect(story[3], seed).toMatch(/Só quando o Davi o chamou para saltar na cama elástica é que se soltou\./u);
    }
  });

  it('tells a call with someone far away as the child’s, and what was asked of their coming back in the past', () => {
    expect(pt.retell('ao jantar fizemos videochamada com o pai', his)).toBe(
      'Ao jantar, o Ursinho fez uma videochamada com o pai.',
    );
    expect(pt.retell('hj fizemos chamada de vídeo com a avó', hers)).toBe(
      'Hoje, a Raposinha fez uma chamada de vídeo com a avó.',
    );
    expect(pt.retell('dps ficou triste e perguntou qdo o pai volta', his)).toBe(
      'O Ursinho ficou triste e perguntou quando o pai voltava.',
    );
    expect(pt.retell('dei-lhe um abraço e disse q volta sábado', his)).toBe(
      'A mãe deu-lhe um abraço e disse-lhe que voltava no sábado.',
    );
  });

  it('tells the child put on the parent’s lap as the verb’s own, never `colocou-lhe ela`', () => {
    expect(pt.retell('coloquei ela no meu colo e cantei a música do sapo', hers)).toBe(
      'A mãe colocou-a ao colo e cantou-lhe a música do sapo.',
    );
    expect(pt.retell('coloquei ele no meu colo e cantei a do patinho', his)).toBe(
      'A mãe colocou-o ao colo e cantou-lhe a do patinho.',
    );
  });

  it('tells a hot day said bare, and a while spent somewhere said bare, as the child’s', () => {
    expect(pt.retell('dia de calor, tarde toda na piscina insuflável no quintal e um gelado de morango', hers)).toBe(
      'Foi um dia de calor. A Raposinha passou a tarde toda na piscina insuflável no quintal e comeu um gelado de morango.',
    );
    expect(pt.retell('manhã toda no parque c o avô', his)).toBe('O Ursinho passou a manhã toda no parque com o avô.');
  });

  it('tells the parent on the phone on a night away, and their lap, as theirs, and what the child did then', () => {
    expect(pt.retell('liguei-lhe e cantei-lhe a musica do costume e adormeceu agarrada ao coelhinho', hers)).toBe(
      'A mãe ligou-lhe e cantou-lhe a música do costume, e a Raposinha adormeceu agarrada ao coelhinho.',
    );
    expect(pt.retell('dei-lhe colo e passou', his)).toBe('A mãe deu-lhe colo, e pouco depois já tinha passado.');
    expect(pt.retell('dei colo pra ela e acalmou', hers)).toBe('A mãe deu-lhe colo, até ela se acalmar.');
    expect(pt.retell('dei colo pra ela e acalmou', his)).toBeUndefined();
  });

  it('tells a visit’s last day as the grown-up’s, and their going home as theirs', () => {
    expect(pt.retell('ultimo dia da vovó aqui, ela voltou pra recife hj', hers)).toBe(
      'Foi o último dia da avó cá em casa, e hoje ela voltou para Recife.',
    );
    expect(pt.retell('hj foi o último dia do vovô lá em casa, ele voltou pra bahia', his)).toBe(
      'Foi o último dia do avô cá em casa, e ele voltou para a Bahia.',
    );
  });

  it('tells what a grown-up reported of the child as the child’s, and a pet’s scratch on the child’s hand', () => {
    expect(pt.retell('a avó diz q jantou td, sopa e douradinhos, e viu os bonecos c o avô', hers)).toBe(
      'A Raposinha jantou tudo, sopa e douradinhos, e viu os bonecos com o avô.',
    );
    expect(pt.retell('o mingau arranhou a mão dele', his)).toBe('O gato Mingau arranhou-lhe a mão.');
    expect(pt.retell('o gato mordeu o dedo dela', his)).toBe('O gato mordeu o dedo dela.');
  });

  it('tells an illness said bare as the child’s, and Brazil’s and chat’s words as Portugal says them', () => {
    expect(pt.retell('com febre', hers)).toBe('A Raposinha estava com febre.');
    expect(pt.retell('ficou perguntando cadê a vovó no carro', hers)).toBe(
      'A Raposinha ficou a perguntar onde estava a avó no carro.',
    );
    expect(pt.retell('ele amou a girafa e ficou um tempão olhando ela comer folha', his)).toBe(
      'O Ursinho adorou a girafa e ficou muito tempo a vê-la comer folha.',
    );
    expect(pt.retell('viu os macacos pulando', his)).toBe('O Ursinho viu os macacos a saltar.');
    expect(pt.retell('e aí deixou cortar', hers)).toBe('A Raposinha deixou cortar o cabelo.');
    expect(pt.retell('ficou lindona de franjinha', hers)).toBe('A Raposinha ficou linda de franjinha.');
  });

  it('tells a ride home asleep, and what the child kept saying at the window, quoted', () => {
    expect(pt.retell('voltou a dormir no comboio', his)).toBe('O Ursinho adormeceu no comboio no regresso a casa.');
    expect(pt.retell('adorou o apito e foi sempre à janela a dizer olha o mar', his)).toBe(
      'O Ursinho adorou o apito e foi sempre à janela a dizer: «Olha o mar!»',
    );
  });

  it('tells a cat’s name typed in small letters as the cat’s name, and the porridge of the same word as food', () => {
    expect(pt.retell('deu comida pro mingau', his)).toBe('O Ursinho deu comida ao gato Mingau.');
    expect(pt.retell('brincou c o frajola no quintal', hers)).toBe(
      'A Raposinha brincou com o gato Frajola no quintal.',
    );
    expect(pt.retell('comeu mingau de aveia', hers)).toBe('A Raposinha comeu mingau de aveia.');
  });

  it('tells what the child did after a grown-up held them as the child’s, not the grown-up’s', () => {
    expect(pt.retell('o pai pegou ela no colo e dps comeu pipoca e pé de moleque', hers)).toBe(
      'O pai pegou nela ao colo, e depois a Raposinha comeu pipocas e pé de moleque.',
    );
    expect(pt.retell('a vó pegou ele no colo e depois adormeceu', his)).toBe(
      'A avó pegou nele ao colo, e depois o Ursinho adormeceu.',
    );
  });

  it('tells a jab said bare as the child’s, with where it was given', () => {
    expect(pt.retell('vacina hj no centro de saude', his)).toBe('O Ursinho levou uma vacina no centro de saúde.');
    expect(pt.retell('vacinas no posto', hers)).toBe('A Raposinha levou as vacinas no posto.');
  });

  it('keeps the rain that kept the child in with what they wanted, and names the den a later `lá dentro` is', () => {
    expect(pt.clauses('à tarde queria ir saltar nas poças mas tava a chover mt')).toEqual([
      'à tarde queria ir saltar nas poças mas tava a chover mt',
    ]);
    expect(pt.retell('à tarde queria ir saltar nas poças mas tava a chover mt', hers)).toBe(
      'À tarde, a Raposinha queria ir saltar nas poças, mas estava a chover muito.',
    );
    expect(pt.clauses('fizemos uma cabana c os lençóis na sala e ela quis lanchar lá dentro')).toEqual([
      'fizemos uma cabana c os lençóis na sala',
      'ela quis lanchar dentro da cabana',
    ]);
  });

  it('tells the family’s next part right after the hero was named with `todos`, not the hero and the family again', () => {
    const after = { ...hers, afterHero: true };
    expect(pt.retell('depois fomos na padaria', after)).toBe('Foram todos à padaria.');
    expect(pt.retell('almoçamos', after)).toBe('Almoçaram todos juntos.');
    expect(pt.retell('levamos a vovó no aeroporto', after)).toBe('Levaram todos a avó ao aeroporto.');
    expect(pt.retell('levamos a vovó no aeroporto', hers)).toBe('A Raposinha e a família levaram a avó ao aeroporto.');
    expect(pt.retell('fomos ao parque c o pai', after)).toBe('A Raposinha e o pai foram ao parque.');
  });

  it('cuts the parent’s own part from what the dentist or the nurse did next, told as theirs', () => {
    expect(pt.clauses('segurei a mão dele e a dentista deixou ele segurar o espelhinho')).toEqual([
      'segurei a mão dele',
      'a dentista deixou ele segurar o espelhinho',
    ]);
    expect(pt.retell('a dentista deixou ele segurar o espelhinho', his)).toBe(
      'A dentista deixou-o segurar o espelhinho.',
    );
  });
});
