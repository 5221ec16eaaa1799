import type { SampleDay } from './types.ts';

export const nl: SampleDay[] = [
  {
    description:
      'We hebben met oma de eendjes gevoerd bij de vijver. Daarna viel ze van haar step en schaafde haar knie.',
    expect: 'eendjes en oma in het park; de val van de step is het oei-moment, met troost',
  },
  {
    description: 'Onze oude hond Bram is vandaag overleden.',
    typed: ['naar de speeltuin geweest'],
    expect: 'voorzichtig verteld, geen vrolijke hond',
  },
  {
    typed: ['spaghetti gegeten als avondeten', 'een regenboog geschilderd', 'naar het strand'],
    expect: 'spaghetti bij het avondeten, strand en schilderen op volgorde',
  },
  {
    description: 'Hij was ziek met koorts en is de hele dag thuis gebleven, naar de regen kijken.',
    expect: 'een zieke, rustige dag',
  },
  {
    description: 'Eerste dag op de opvang! Ze was een beetje verlegen, maar heeft een nieuw vriendinnetje, Noor.',
    expect: 'eerst verlegen, dan een vriendje; de naam Noor is niet nodig',
  },
  {
    description: 'Papa ging met ons naar de kinderboerderij, we zagen koeien en een tractor en kregen een ijsje.',
    expect: 'boerderij, koeien, tractor, ijsje',
  },
  { typed: ['judoles', 'videobellen met tante'], expect: 'judo onbekend: verteld zonder het te noemen; tante' },
  {
    description: 'Ze was jarig! Taart, ballonnen en al haar vriendjes.',
    expect: 'een verjaardag met taart en ballonnen',
  },
];
