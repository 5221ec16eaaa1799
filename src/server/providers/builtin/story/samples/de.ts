import type { SampleDay } from './types.ts';

export const de: SampleDay[] = [
  {
    description:
      'Wir haben mit Oma die Enten am Teich gefüttert. Danach ist sie mit dem Roller hingefallen und hat sich das Knie aufgeschürft.',
    expect: 'Enten und Oma im Park; der Sturz vom Roller ist das Missgeschick, mit Trost',
  },
  {
    description: 'Unser alter Hund Bruno ist heute gestorben.',
    typed: ['auf dem Spielplatz gewesen'],
    expect: 'behutsam erzählt, kein fröhlicher Hund',
  },
  {
    typed: ['Spaghetti zum Abendessen', 'einen Regenbogen gemalt', 'an den Strand gefahren'],
    expect: 'Spaghetti am Abend, Strand und Malen in der richtigen Reihenfolge',
  },
  {
    description: 'Er war krank, hatte Fieber und ist den ganzen Tag zu Hause geblieben und hat dem Regen zugeschaut.',
    expect: 'ein kranker, ruhiger Tag',
  },
  {
    description: 'Erster Tag in der Kita! Sie war ein bisschen schüchtern, hat aber eine neue Freundin gefunden, Mia.',
    expect: 'erst schüchtern, dann eine Freundin; der Name Mia wird nicht gebraucht',
  },
  {
    description: 'Papa war mit uns auf dem Bauernhof, wir haben Kühe und einen Traktor gesehen und ein Eis gegessen.',
    expect: 'Bauernhof, Kühe, Traktor, Eis',
  },
  {
    typed: ['Judotraining', 'Videotelefonat mit Tante Lisa'],
    expect: 'Judo unbekannt: erzählt, ohne es zu zitieren; die Tante',
  },
  {
    description: 'Sie hatte Geburtstag! Kuchen, Luftballons und alle ihre Freunde.',
    expect: 'ein Geburtstag mit Kuchen und Luftballons',
  },
];
