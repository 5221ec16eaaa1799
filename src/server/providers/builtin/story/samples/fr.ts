import type { SampleDay } from './types.ts';

export const fr: SampleDay[] = [
  {
    description:
      'On est allés donner du pain aux canards à l’étang avec mamie. Après, elle est tombée de sa trottinette et s’est écorché le genou.',
    expect: 'les canards et Mamie au parc ; la chute de trottinette est le petit souci, avec un câlin',
  },
  {
    description: 'Notre vieux chien Filou est mort aujourd’hui.',
    typed: ['aire de jeux'],
    expect: 'dit avec douceur, pas de chien joyeux',
  },
  {
    typed: ['spaghettis au dîner', 'a peint un arc-en-ciel', 'journée à la plage'],
    expect: 'spaghettis au dîner, la plage et la peinture dans l’ordre',
  },
  {
    description: 'Il était malade avec de la fièvre, il est resté à la maison toute la journée à regarder la pluie.',
    expect: 'une journée malade et calme',
  },
  {
    description: 'Premier jour à la crèche ! Elle était un peu timide mais elle s’est fait une nouvelle copine, Inès.',
    expect: 'timide au début, une copine ; le prénom Inès n’est pas nécessaire',
  },
  {
    description: 'Papa nous a emmenés à la ferme, on a vu des vaches et un tracteur, et on a mangé une glace.',
    expect: 'ferme, vaches, tracteur, glace',
  },
  { typed: ['cours de judo', 'appel vidéo avec tata'], expect: 'le judo inconnu : raconté sans le citer ; Tata' },
  {
    description: 'C’était son anniversaire ! Du gâteau, des ballons et tous ses copains.',
    expect: 'un anniversaire avec gâteau et ballons',
  },
];
