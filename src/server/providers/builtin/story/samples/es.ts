import type { SampleDay } from './types.ts';

export const es: SampleDay[] = [
  {
    description:
      'Fuimos a dar de comer a los patos al estanque y se vino la abuela. Luego se cayó del patinete y se raspó la rodilla.',
    expect: 'patos y abuela en el parque; la caída del patinete es el contratiempo, con consuelo',
  },
  {
    description: 'Hoy se ha muerto Toby, nuestro perro viejito.',
    typed: ['fuimos al parque infantil'],
    expect: 'contado con delicadeza, sin un perro alegre',
  },
  {
    typed: ['cenamos espaguetis', 'pintó un arcoíris', 'fuimos a la playa'],
    expect: 'espaguetis en la cena; playa y pintura en orden',
  },
  {
    description: 'Estaba malita, con fiebre, y se quedó en casa todo el día mirando la lluvia.',
    expect: 'un día tranquilo de enfermedad',
  },
  {
    description:
      '¡Primer día de guarde! Al principio tenía un poco de vergüenza, pero hizo una amiga nueva que se llama Lucía.',
    expect: 'vergüenza al principio, una amiga; no hace falta el nombre Lucía',
  },
  {
    description: 'Papá nos llevó a la granja, vimos vacas y un tractor y nos tomamos un helado.',
    expect: 'granja, vacas, tractor, helado',
  },
  { typed: ['clase de judo', 'videollamada con la tía'], expect: 'judo desconocido: contado sin citarlo; la tía' },
  {
    description: '¡Era su cumple! Tarta, globos y todos sus amigos.',
    expect: 'un cumpleaños con tarta y globos',
  },
];
