import type { LanguageTemplates, SceneInput } from '../story-templates.ts';

const withChild = (x: SceneInput) => (x.child ? ` met ${x.child}` : '');
const helper = (x: SceneInput) => x.child ?? 'een lieve mevrouw';
const Helper = (x: SceneInput) => x.child ?? 'Een lieve mevrouw';
const partOfDay = (x: SceneInput) => (x.morning ? 'de hele ochtend' : 'de hele middag');
const when = (x: SceneInput) => (x.morning ? 'Na het ontbijt' : 'Later die middag');

export const nl: LanguageTemplates = {
  opening: [
    (x) => [
      `De ochtendzon gluurde door de gordijnen, en ${x.character} deed langzaam de slaperige oogjes open.`,
      `${x.character} rekte zich uit, gaapte heel groot en kroop onder de warme deken vandaan.`,
      x.child
        ? `“Goedemorgen, ${x.child}!” zei ${x.character}, en ze gaven elkaar een dikke knuffel.`
        : `“Goedemorgen, zonnetje!” zei ${x.character} met een blije glimlach.`,
      'Er wachtte een gloednieuwe dag.',
    ],
    (x) => [
      'Tjielp, tjielp, zongen de vogeltjes voor het raam.',
      `${x.character} werd wakker, wreef in de slaperige oogjes en keek naar de blauwe lucht.`,
      x.child
        ? `Toen liep ${x.character} op kousenvoeten naar ${x.child}, en samen aten ze een lekker ontbijtje.`
        : `Toen at ${x.character} een lekker ontbijtje met warme pap en zoet fruit.`,
      'Wat zou er vandaag allemaal gebeuren?',
    ],
    (x) => [
      `Op een zachte, zonnige ochtend werd ${x.character} wakker in een knus klein bedje.`,
      x.child
        ? `Vlakbij werd ook ${x.child} wakker, met warrig haar en een grote glimlach.`
        : 'Het was stil in huis, en in de keuken pruttelde iets lekkers.',
      `“Vandaag wordt een fijne dag,” fluisterde ${x.character}.`,
    ],
    (x) => [
      'Kukeleku, de dag is begonnen!',
      `De zon klom langzaam de lucht in, en ${x.character} was al klaarwakker.`,
      x.child
        ? `${x.character} en ${x.child} keken samen uit het raam en zwaaiden naar de nieuwe dag.`
        : `${x.character} keek uit het raam en zwaaide naar de nieuwe dag.`,
      `Na een flinke rek en een klein ontbijtje had ${x.character} zin in de dag.`,
    ],
  ],

  activity: [
    (x) => [
      x.activity
        ? `${when(x)} was het tijd voor iets bijzonders: ${x.activity}.`
        : `${when(x)} speelde ${x.character} rustig met een mand vol lievelingsspeelgoed.`,
      x.activity
        ? `${x.character} deed${withChild(x)} vrolijk mee, rustig aan, en probeerde alles uit.`
        : `Er was een bal om te rollen, een autootje om te duwen en een zachte pop om te knuffelen${withChild(x)}.`,
      `“Dit is zo leuk!” zei ${x.character}, en dat blije gevoel bleef ${partOfDay(x)}.`,
    ],
    (x) => [
      x.activity
        ? `${when(x)} ging ${x.character}${withChild(x)} op een klein avontuur: ${x.activity}.`
        : `${when(x)} maakte ${x.character}${withChild(x)} een rustig wandelingetje door de tuin.`,
      x.activity
        ? 'Er was zoveel te zien, te voelen en te proberen.'
        : 'Er waren bloemen om aan te ruiken, blaadjes om te tellen en een slakje om gedag tegen te zeggen.',
      x.child
        ? `${x.character} moest hard lachen, en ${x.child} lachte vrolijk mee.`
        : `${x.character} moest er vrolijk om lachen.`,
    ],
    (x) => [
      x.activity
        ? `${when(x)} riep ${x.character} blij: “Daar komen we, ${x.activity}!”`
        : `${when(x)} riep ${x.character} blij: “Kom, we bouwen een hut!”`,
      x.activity
        ? `Stapje voor stapje ontdekte ${x.character}${withChild(x)} alles, rustig en voorzichtig.`
        : `${x.character} stapelde${withChild(x)} dekens en kussens op tot een zacht klein huisje.`,
      'Wat was het een heerlijke tijd.',
    ],
    (x) => [
      x.activity
        ? `${when(x)} begon het volgende kleine avontuur: ${x.activity}.`
        : `${when(x)} begon het volgende kleine avontuur: picknicken op een zacht kleedje.`,
      `${x.character} haalde diep en blij adem en straalde van oor tot oor.`,
      x.child
        ? `“Kom mee, ${x.child}!” riep ${x.character}, en samen gingen ze op pad, zo blij als wat.`
        : `“Daar ga ik!” riep ${x.character}, zo blij als wat.`,
    ],
  ],

  uhOhIntro: [
    (x) =>
      x.activity && !x.continued
        ? `Toen kwam het volgende deel van de dag: ${x.activity}.`
        : x.activity
          ? `${x.character} had${withChild(x)} nog steeds veel plezier.`
          : `Later speelde ${x.character}${withChild(x)} vrolijk verder.`,
    (x) =>
      x.activity && !x.continued
        ? `Daarna begon ${x.character}${withChild(x)} aan iets nieuws: ${x.activity}.`
        : `Alles ging zo fijn${withChild(x)}.`,
  ],

  problems: {
    lostToy: {
      uhOh: (x) => [
        `Maar toen keek ${x.character} om zich heen: het kleine knuffeltje was weg!`,
        `${x.character} werd een beetje ongerust en riep zachtjes: “Waar ben je, knuffeltje?”`,
      ],
      solution: (x) => [
        `“Kom, we zoeken samen,” zei ${helper(x)}, en ze zochten rustig, plekje voor plekje.`,
        'En kijk, daar lag het, half verstopt onder een kussen!',
        `${x.character} gaf het knuffeltje een dikke knuffel, en het ongeruste gevoel smolt helemaal weg.`,
      ],
    },
    spill: {
      uhOh: (x) => [
        'Oeps!',
        `Het bekertje water van ${x.character} viel om, en er spetterde overal water.`,
        `${x.character} werd een beetje verdrietig en wist niet goed wat te doen.`,
      ],
      solution: (x) => [
        `“Geeft niks, ongelukjes gebeuren,” zei ${helper(x)} met een lieve glimlach.`,
        'Samen veegden ze alles op met een zacht doekje, zwiep, zwiep, zwiep.',
        `Daarna kreeg ${x.character} een nieuw bekertje water en voelde zich weer rustig en blij.`,
      ],
    },
    tower: {
      uhOh: (x) => [
        `${x.character} had een hoge, hoge toren gebouwd, steeds hoger en hoger.`,
        'En toen, wiebel, wiebel, boem: de toren viel om!',
        `${x.character} werd boos en ook een beetje verdrietig.`,
      ],
      solution: (x) => [
        `${Helper(x)} kwam er dicht bij zitten en zei: “Je mag best boos zijn, kom, we ademen even diep in en uit.”`,
        'Rustig in, rustig uit, en toen bouwden ze de toren opnieuw, stukje voor stukje.',
        `Deze keer bleef hij mooi staan, en ${x.character} glimlachte trots en blij.`,
      ],
    },
    balloon: {
      uhOh: (x) => [
        `${x.character} hield een knalrode ballon aan een touwtje vast.`,
        'En toen, oeps, glipte het touwtje los!',
        `Omhoog, omhoog, omhoog zweefde de ballon, en ${x.character} werd verdrietig.`,
      ],
      solution: (x) => [
        `“Help, alsjeblieft!” riep ${x.child ?? x.character}, en een lange, lieve meneer reikte hoog omhoog en pakte het touwtje.`,
        '“Alsjeblieft,” zei de meneer, en hij maakte een lusje in het touwtje, zodat de ballon niet meer kon wegvliegen.',
        `${x.character} was opgelucht en blij, en de rode ballon dobberde de hele dag vrolijk mee.`,
      ],
    },
    turns: {
      uhOh: (x) => [
        `${x.character} wilde graag met de glimmende rode bal spelen.`,
        'Maar een vriendje wilde precies dezelfde bal, precies op hetzelfde moment!',
        `“Van mij!” zei ${x.character}, en “Van mij!” zei het vriendje, en ze werden allebei een beetje mopperig.`,
      ],
      solution: (x) => [
        `${Helper(x)} had een goed idee: “Laten we om de beurt spelen!”`,
        `Eerst rolde het vriendje de bal, en toen was ${x.character} aan de beurt, rol, rol, rol.`,
        'Om de beurt spelen voelde warm en fijn, en al snel lachten ze samen.',
      ],
    },
  },

  windDown: [
    (x) => [
      `Toen de lucht oranje en roze kleurde, ging ${x.character} naar huis voor een warm bubbelbad.`,
      `Spetter, spetter, de belletjes kriebelden, en ${x.character} giechelde zachtjes.`,
      'Daarna kwam de knusse pyjama, zacht en warm, precies goed voor de avond.',
    ],
    (x) => [
      'Langzaam werd het avond, en het werd stil en warm in huis.',
      `${x.character} ging in bad, trok een zachte pyjama aan en poetste de tandjes tot ze glommen.`,
      `Daarna zat ${x.character}${withChild(x)} op de bank en dacht terug aan de hele fijne dag.`,
    ],
    (x) => [
      'De zon zakte weg achter de heuvels, en de lucht werd zacht roze.',
      `${x.character} plonsde rustig in een warm bad en kroop daarna in een zachte pyjama.`,
      `“Wat een fijne dag was het,” zei ${x.character} met een tevreden zucht.`,
    ],
    (x) => [
      'Na het avondeten was het tijd om rustig aan te doen.',
      `Warm water, een zachte handdoek en een knusse pyjama maakten ${x.character} rustig en slaperig.`,
      x.child
        ? `${x.child} en ${x.character} praatten zachtjes over alle fijne dingen van vandaag.`
        : `${x.character} dacht zachtjes terug aan alle fijne dingen van vandaag.`,
    ],
  ],

  bedtime: [
    (x) => [
      'Buiten kwam de maan hoog aan de hemel, en de sterren begonnen één voor één te twinkelen.',
      `${x.character} kroop${x.child ? ` naast ${x.child}` : ''} onder de zachte deken, warm en veilig.`,
      'Er waren lieve knuffels, een slaperige gaap en oogjes die langzaam dichtgingen.',
      `Welterusten, ${x.character}${x.child ? `, en welterusten, ${x.child}` : ''}, slaap lekker.`,
    ],
    (x) => [
      'Nu was de lucht donker en vol kleine, fonkelende sterretjes.',
      'De ronde maan keek door het raam, net een vriendelijk nachtlampje.',
      x.child
        ? `${x.character} gaf ${x.child} een dikke nachtknuffel en deed de slaperige oogjes dicht.`
        : `${x.character} knuffelde het zachte kussen, gaapte nog één keer en deed de slaperige oogjes dicht.`,
      `Droom maar zacht, ${x.character}, welterusten.`,
    ],
    (x) => [
      'De zilveren maan lachte naar het stille huis, en de sterren hielden de wacht.',
      `${x.character} fluisterde: “Welterusten, maan, welterusten, sterren,” en kroop lekker weg voor een knuffel.`,
      'De oogjes werden zwaar, het ademen werd rustig, en alles was stil.',
      `Welterusten, ${x.character}${x.child ? ` en ${x.child}` : ''}, slaap lekker.`,
    ],
    (x) => [
      'Hoog in de lucht knipoogden de sterren, en de maan paste op iedereen.',
      `${x.character} lag lekker ingestopt, knus en warm${x.child ? `, en ${x.child} lag er dicht tegenaan` : ''}.`,
      'Nog één knuffel, nog één gaap, en heel langzaam gingen de oogjes dicht.',
      `Welterusten, ${x.character}.`,
    ],
  ],

  description: [
    (x) => `En vandaag gebeurde er nog iets bijzonders: ${x.text}.`,
    (x) => `${x.child ?? x.character} zal dit stukje van de dag niet snel vergeten: ${x.text}.`,
    (x) => `Er was nog iets fijns aan vandaag: ${x.text}.`,
  ],

  nextActivity: [
    (x) => `En toen was het tijd voor iets nieuws: ${x.activity}.`,
    (x) => `En toen ging ${x.character} blij verder met het volgende: ${x.activity}.`,
  ],

  memories: [
    (x) => `${x.character} dacht terug aan de mooiste momenten van de dag: ${x.list}.`,
    (x) => `Wat was het een drukke, fijne dag geweest: ${x.list}.`,
  ],

  title: {
    activity: [
      (character, activity) => `De fijne dag van ${character}: ${activity}`,
      (character, activity) => `${character}, ${activity} en de slaperige maan`,
      (character, activity) => `Een knusse dag met ${character}: ${activity}`,
    ],
    plain: [
      (character) => `${character} en de slaperige maan`,
      (character) => `Welterusten, ${character}`,
      (character) => `De knusse dag van ${character}`,
    ],
  },

  fallbackName: 'Vriendje',

  list: { comma: ', ', and: () => ' en ' },
};
