import type { SampleDay } from './types.ts';

export const pt: SampleDay[] = [
  {
    description:
      'Fomos dar de comer aos patos no lago e a avó veio connosco. Depois ela caiu da trotinete e esfolou o joelho.',
    expect: 'patos e avó no parque; a queda da trotinete é o percalço, com consolo',
  },
  {
    description: 'Hoje morreu o Bobi, o nosso cão velhinho.',
    typed: ['fomos ao parque infantil'],
    expect: 'contado com delicadeza, sem um cão alegre',
  },
  {
    typed: ['jantámos esparguete', 'pintou um arco-íris', 'fomos à praia'],
    expect: 'esparguete ao jantar; praia e pintura por ordem',
  },
  {
    description: 'Esteve doente, com febre, e ficou em casa o dia todo a ver a chuva.',
    expect: 'um dia calmo de doença',
  },
  {
    description: 'Primeiro dia na creche! Ao início estava com vergonha, mas fez uma amiga nova, a Matilde.',
    expect: 'vergonha ao início, uma amiga; o nome Matilde não é preciso',
  },
  {
    description: 'O pai levou-nos à quinta, vimos vacas e um trator e comemos um gelado.',
    expect: 'quinta, vacas, trator, gelado',
  },
  { typed: ['aula de judo', 'videochamada com a tia'], expect: 'judo desconhecido: contado sem o citar; a tia' },
  {
    description: 'Fez anos! Bolo, balões e os amigos todos.',
    expect: 'um aniversário com bolo e balões',
  },
];
