import type { LanguageTemplates, SceneInput } from '../story-templates.ts';

const withChild = (x: SceneInput) => (x.child ? ` mit ${x.child}` : '');
const helper = (x: SceneInput) => x.child ?? 'eine freundliche Frau';
const Helper = (x: SceneInput) => x.child ?? 'Eine freundliche Frau';
const partOfDay = (x: SceneInput) => (x.morning ? 'den ganzen Vormittag' : 'den ganzen Nachmittag');
const when = (x: SceneInput) => (x.morning ? 'Nach dem Frühstück' : 'Später am Nachmittag');
/** The imperative "sleep" for one or for two. */
const sleep = (x: SceneInput) => (x.child ? 'schlaft' : 'schlaf');

export const de: LanguageTemplates = {
  opening: [
    (x) => [
      `Die Morgensonne blinzelte durch die Vorhänge, und ${x.character} öffnete langsam die verschlafenen Augen.`,
      `${x.character} streckte sich, gähnte ganz groß und krabbelte unter der warmen Decke hervor.`,
      x.child
        ? `„Guten Morgen, ${x.child}!“, sagte ${x.character}, und die beiden drückten sich ganz fest.`
        : `„Guten Morgen, liebe Sonne!“, sagte ${x.character} mit einem fröhlichen Lächeln.`,
      'Ein ganz neuer Tag wartete schon.',
    ],
    (x) => [
      'Piep, piep, sangen die kleinen Vögel vor dem Fenster.',
      `${x.character} wachte auf, rieb sich die Augen und schaute in den blauen Himmel.`,
      x.child
        ? `Dann tapste ${x.character} leise zu ${x.child}, und zusammen gab es ein leckeres Frühstück.`
        : `Dann gab es für ${x.character} ein leckeres Frühstück mit warmem Brei und süßem Obst.`,
      'Was würde der Tag wohl bringen?',
    ],
    (x) => [
      `An einem hellen, sanften Morgen wachte ${x.character} in einem kuscheligen kleinen Bett auf.`,
      x.child
        ? `Nebenan wachte auch ${x.child} auf, mit zerzausten Haaren und einem breiten Lächeln.`
        : 'Im Haus war es still, und in der Küche blubberte schon etwas Leckeres.',
      `„Heute wird ein schöner Tag“, flüsterte ${x.character}.`,
    ],
    (x) => [
      'Guten Morgen, kleine Welt!',
      `Die Sonne kletterte langsam in den Himmel, und ${x.character} war schon hellwach.`,
      x.child
        ? `${x.character} und ${x.child} schauten aus dem Fenster und winkten dem neuen Tag zu.`
        : `${x.character} schaute aus dem Fenster und winkte dem neuen Tag zu.`,
      `Nach einem großen Strecken und einem kleinen Frühstück freute sich ${x.character} auf den Tag.`,
    ],
  ],

  activity: [
    (x) => [
      x.activity
        ? `${when(x)} war es Zeit für etwas Besonderes: ${x.activity}.`
        : `${when(x)} spielte ${x.character} ganz ruhig mit einem Korb voller Lieblingsspielsachen.`,
      x.activity
        ? `${x.character} war${withChild(x)} begeistert dabei und probierte alles in Ruhe aus.`
        : `Da gab es einen Ball zum Rollen, ein kleines Auto zum Schieben und eine weiche Puppe zum Kuscheln.`,
      `„Das macht so viel Spaß!“, rief ${x.character}, und das fröhliche Gefühl blieb ${partOfDay(x)}.`,
    ],
    (x) => [
      x.activity
        ? `${when(x)} machte sich ${x.character}${withChild(x)} auf zu einem kleinen Abenteuer: ${x.activity}.`
        : `${when(x)} machte ${x.character}${withChild(x)} einen gemütlichen Spaziergang durch den Garten.`,
      x.activity
        ? 'Es gab so viel zu sehen, zu fühlen und auszuprobieren.'
        : 'Es gab Blumen zum Schnuppern, Blätter zum Zählen und eine kleine Schnecke zum Begrüßen.',
      x.child
        ? `${x.character} lachte und lachte, und ${x.child} lachte fröhlich mit.`
        : `${x.character} lachte und lachte vor lauter Freude.`,
    ],
    (x) => [
      x.activity
        ? `${when(x)} rief ${x.character} fröhlich: „Wir kommen, ${x.activity}!“`
        : `${when(x)} rief ${x.character} fröhlich: „Komm, wir bauen eine Höhle!“`,
      x.activity
        ? `Schritt für Schritt entdeckte ${x.character}${withChild(x)} alles, ganz langsam und vorsichtig.`
        : `${x.character} stapelte${withChild(x)} Decken und Kissen zu einem weichen kleinen Haus.`,
      'Das war eine wunderbare Zeit.',
    ],
    (x) => [
      x.activity
        ? `${when(x)} begann das nächste kleine Abenteuer: ${x.activity}.`
        : `${when(x)} begann das nächste kleine Abenteuer: ein Picknick auf einer weichen Decke.`,
      `${x.character} holte tief Luft und freute sich riesig.`,
      x.child
        ? `„Komm mit, ${x.child}!“, rief ${x.character}, und los ging es, fröhlich wie noch nie.`
        : `„Los geht’s!“, rief ${x.character} und strahlte über das ganze Gesicht.`,
    ],
  ],

  uhOhIntro: [
    (x) =>
      x.activity && !x.continued
        ? `Dann kam der nächste Teil des Tages: ${x.activity}.`
        : x.activity
          ? `${x.character} hatte${withChild(x)} immer noch viel Spaß.`
          : `Später spielte ${x.character}${withChild(x)} fröhlich weiter.`,
    (x) =>
      x.activity && !x.continued
        ? `Danach probierte ${x.character}${withChild(x)} etwas Neues aus: ${x.activity}.`
        : `Alles war so schön${withChild(x)}.`,
  ],

  problems: {
    lostToy: {
      uhOh: (x) => [
        `Doch dann schaute ${x.character} sich um: Das kleine Kuscheltier war weg!`,
        `${x.character} machte sich ein bisschen Sorgen und rief leise: „Wo bist du, kleines Kuscheltier?“`,
      ],
      solution: (x) => [
        `„Komm, wir suchen zusammen“, sagte ${helper(x)}, und sie suchten ganz in Ruhe, Ecke für Ecke.`,
        'Und da war es, halb versteckt unter einem Kissen!',
        `${x.character} drückte das Kuscheltier ganz fest, und die Sorgen waren wie weggeblasen.`,
      ],
    },
    spill: {
      uhOh: (x) => [
        'Hoppla!',
        `Der Wasserbecher von ${x.character} kippte um, und überall spritzte Wasser.`,
        `${x.character} war ein bisschen traurig und wusste nicht, was zu tun war.`,
      ],
      solution: (x) => [
        `„Das macht nichts, so etwas passiert“, sagte ${helper(x)} mit einem lieben Lächeln.`,
        'Zusammen wischten sie alles mit einem weichen Tuch auf, wisch, wisch, wisch.',
        `Dann bekam ${x.character} einen frischen Becher Wasser und war wieder ruhig und froh.`,
      ],
    },
    tower: {
      uhOh: (x) => [
        `${x.character} hatte einen hohen, hohen Turm gebaut, immer höher und höher.`,
        'Und dann, wackel, wackel, plumps: Der Turm fiel um!',
        `${x.character} ärgerte sich und war auch ein bisschen traurig.`,
      ],
      solution: (x) => [
        `${Helper(x)} setzte sich ganz nah dazu und sagte: „Ärgern ist in Ordnung, komm, wir atmen tief durch.“`,
        'Ganz langsam ein und aus, und dann bauten sie den Turm noch einmal, Stück für Stück.',
        `Diesmal blieb er schön stehen, und ${x.character} lächelte stolz und glücklich.`,
      ],
    },
    balloon: {
      uhOh: (x) => [
        `${x.character} hielt einen leuchtend roten Luftballon an einer Schnur.`,
        'Doch dann, hoppla, rutschte die Schnur weg!',
        `Hoch, hoch, hoch schwebte der Ballon, und ${x.character} wurde traurig.`,
      ],
      solution: (x) => [
        `„Hilfe, bitte!“, rief ${x.child ?? x.character}, und ein großer, freundlicher Mann streckte sich und fing die Schnur.`,
        '„Bitte schön“, sagte der Mann und machte eine kleine Schlaufe in die Schnur, damit der Ballon sicher blieb.',
        `${x.character} war erleichtert und froh, und der rote Ballon tanzte den ganzen Tag fröhlich mit.`,
      ],
    },
    turns: {
      uhOh: (x) => [
        `${x.character} wollte mit dem glänzenden roten Ball spielen.`,
        'Aber ein anderes Kind wollte genau denselben Ball, genau im selben Moment!',
        `„Meiner!“, sagte ${x.character}, und „Meiner!“, sagte das andere Kind, und beide wurden ein bisschen grummelig.`,
      ],
      solution: (x) => [
        `${Helper(x)} hatte eine gute Idee: „Wir wechseln uns ab!“`,
        `Erst rollte das andere Kind den Ball, und dann war ${x.character} an der Reihe, roll, roll, roll.`,
        'Abwechseln fühlte sich warm und gut an, und bald lachten beide zusammen.',
      ],
    },
  },

  windDown: [
    (x) => [
      `Als der Himmel orange und rosa wurde, ging ${x.character} nach Hause zu einem warmen Schaumbad.`,
      `Plitsch, platsch, die Bläschen kitzelten, und ${x.character} kicherte leise.`,
      'Danach kam der kuschelige Schlafanzug, weich und warm, genau richtig für den Abend.',
    ],
    (x) => [
      'Langsam wurde es Abend, und im Haus wurde es still und gemütlich.',
      `${x.character} badete warm, zog einen weichen Schlafanzug an und putzte die Zähne, bis sie glänzten.`,
      `Dann saß ${x.character}${withChild(x)} auf dem Sofa und dachte an den ganzen schönen Tag.`,
    ],
    (x) => [
      'Die Sonne versank hinter den Hügeln, und der Himmel wurde zart rosa.',
      `${x.character} plantschte gemütlich in der warmen Wanne und kuschelte sich danach in einen flauschigen Schlafanzug.`,
      `„Was für ein schöner Tag“, seufzte ${x.character} zufrieden.`,
    ],
    (x) => [
      'Nach dem Abendessen war es Zeit, zur Ruhe zu kommen.',
      `Warmes Wasser, ein weiches Handtuch und ein kuscheliger Schlafanzug machten ${x.character} ruhig und müde.`,
      x.child
        ? `${x.child} und ${x.character} erzählten sich leise von all den schönen Dingen des Tages.`
        : `${x.character} dachte leise an all die schönen Dinge des Tages.`,
    ],
  ],

  bedtime: [
    (x) => [
      'Draußen stieg der Mond hoch hinauf, und die Sterne begannen, einer nach dem anderen zu funkeln.',
      `${x.character} kuschelte sich${x.child ? ` neben ${x.child}` : ''} unter die weiche Decke, warm und geborgen.`,
      'Es gab sanfte Umarmungen, ein müdes Gähnen und Augen, die langsam zufielen.',
      `Gute Nacht, ${x.character}${x.child ? `, gute Nacht, ${x.child}` : ''}, ${sleep(x)} schön.`,
    ],
    (x) => [
      'Jetzt war der Himmel dunkel und voller kleiner, funkelnder Sterne.',
      'Der runde Mond schaute durchs Fenster wie ein freundliches Nachtlicht.',
      x.child
        ? `${x.character} gab ${x.child} eine dicke Gute-Nacht-Umarmung und schloss die müden Augen.`
        : `${x.character} kuschelte sich ins weiche Kissen, gähnte noch einmal und schloss die müden Augen.`,
      `Träum süß, ${x.character}, und gute Nacht.`,
    ],
    (x) => [
      'Der silberne Mond lächelte auf das stille Haus herab, und die Sterne hielten Wache.',
      `${x.character} flüsterte: „Gute Nacht, Mond, gute Nacht, Sterne“, und kuschelte sich ein.`,
      'Die Augen wurden schwer, der Atem wurde ruhig, und alles war still.',
      `Gute Nacht, ${x.character}${x.child ? ` und ${x.child}` : ''}, ${sleep(x)} gut.`,
    ],
    (x) => [
      'Hoch oben blinzelten die Sterne, und der Mond passte auf alle auf.',
      `${x.character} lag gut zugedeckt im Bett, warm und gemütlich${x.child ? `, und ${x.child} kuschelte sich ganz nah heran` : ''}.`,
      'Noch eine Umarmung, noch ein Gähnen, und ganz langsam fielen die Augen zu.',
      `Gute Nacht, ${x.character}.`,
    ],
  ],

  description: [
    (x) => `Und heute geschah noch etwas Besonderes: ${x.text}.`,
    (x) => `An diesen Teil des Tages wird sich ${x.child ?? x.character} noch lange erinnern: ${x.text}.`,
    (x) => `Und noch etwas Schönes gab es heute: ${x.text}.`,
  ],

  nextActivity: [
    (x) => `Danach war es Zeit für etwas Neues: ${x.activity}.`,
    (x) => `Und dann ging es für ${x.character} fröhlich weiter mit dem nächsten Abenteuer: ${x.activity}.`,
  ],

  memories: [
    (x) => `${x.character} dachte an die schönsten Momente des Tages: ${x.list}.`,
    (x) => `Was für ein bunter, fröhlicher Tag es gewesen war: ${x.list}.`,
  ],

  title: {
    activity: [
      (character, activity) => `Ein schöner Tag mit ${character}: ${activity}`,
      (character, activity) => `${character}, ${activity} und der müde Mond`,
      (character, activity) => `Der Tag von ${character}: ${activity}`,
    ],
    plain: [
      (character) => `${character} und der müde Mond`,
      (character) => `Gute Nacht, ${character}`,
      (character) => `Ein gemütlicher Tag mit ${character}`,
    ],
  },

  fallbackName: 'Kuscheltier',

  list: { comma: ', ', and: () => ' und ' },
};
