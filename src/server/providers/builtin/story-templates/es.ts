import type { LanguageTemplates, SceneInput } from '../story-templates.ts';

// Spanish (Spain). Adjectives that would agree with the character or the child (cansado/cansada, contento/contenta)
// are avoided; invariable ones (feliz, triste) and nouns (alegría, alivio) name the feelings instead.

const withChild = (x: SceneInput) => (x.child ? ` con ${x.child}` : '');
const helper = (x: SceneInput) => x.child ?? 'una señora muy amable';
const Helper = (x: SceneInput) => x.child ?? 'Una señora muy amable';
const partOfDay = (x: SceneInput) => (x.morning ? 'toda la mañana' : 'toda la tarde');
const when = (x: SceneInput) => (x.morning ? 'Después del desayuno' : 'Por la tarde');
const both = (x: SceneInput, one: string, two: string) => (x.child ? two : one);

export const es: LanguageTemplates = {
  opening: [
    (x) => [
      `El sol de la mañana se asomó entre las cortinas, y ${x.character} abrió despacito los ojos.`,
      `${x.character} se estiró, dio un bostezo enorme y salió de debajo de la manta calentita.`,
      x.child
        ? `«¡Buenos días, ${x.child}!», dijo ${x.character}, y se dieron un abrazo muy grande.`
        : `«¡Buenos días, solecito!», dijo ${x.character} con una sonrisa feliz.`,
      'Un día nuevo estaba esperando.',
    ],
    (x) => [
      'Pío, pío, cantaban los pajaritos junto a la ventana.',
      `${x.character} se despertó, se frotó los ojos y miró el cielo azul.`,
      x.child
        ? `Luego ${x.character} fue de puntillas a buscar a ${x.child}, y compartieron un desayuno riquísimo.`
        : `Luego ${x.character} tomó un desayuno riquísimo, con tostadas calentitas y fruta dulce.`,
      '¿Qué traería el día de hoy?',
    ],
    (x) => [
      `Una mañana clara y tranquila, ${x.character} se despertó en una camita muy acogedora.`,
      x.child
        ? `Justo al lado, ${x.child} también se estaba despertando, con el pelo revuelto y una gran sonrisa.`
        : 'La casa estaba en silencio, y en la cocina algo rico se cocinaba despacito.',
      `«Hoy va a ser un día bonito», susurró ${x.character}.`,
    ],
    (x) => [
      '¡Arriba, que ya es de día!',
      `El sol subía poco a poco por el cielo, y ${x.character} ya tenía los ojos bien abiertos.`,
      x.child
        ? `${x.character} y ${x.child} se asomaron a la ventana y saludaron al nuevo día.`
        : `${x.character} se asomó a la ventana y saludó al nuevo día.`,
      `Después de estirarse bien y desayunar un poquito, ${x.character} tenía muchas ganas de empezar.`,
    ],
  ],

  activity: [
    (x) => [
      x.activity
        ? `${when(x)}, llegó el momento de algo especial: ${x.activity}.`
        : `${when(x)}, ${x.character} jugó tranquilamente con una cesta llena de juguetes favoritos.`,
      x.activity
        ? `${x.child ? `${x.character} y ${x.child} se unieron` : `${x.character} se unió`} con una gran sonrisa, sin prisa y probándolo todo.`
        : 'Había una pelota para rodar, un cochecito para empujar y una muñeca suave para abrazar.',
      `«¡Me encanta!», dijo ${x.character}, y la alegría duró ${partOfDay(x)}.`,
    ],
    (x) => [
      x.activity
        ? `${when(x)}, ${x.character} se fue${withChild(x)} a vivir una pequeña aventura: ${x.activity}.`
        : `${when(x)}, ${x.character} dio un paseíto tranquilo por el jardín${withChild(x)}.`,
      x.activity
        ? 'Había tantas cosas para ver, tocar y probar.'
        : 'Había flores para oler, hojas para contar y un caracol al que saludar.',
      x.child ? `${x.character} se rio muchísimo, y ${x.child} también.` : `${x.character} se rio muchísimo.`,
    ],
    (x) => [
      x.activity
        ? `${when(x)}, ${x.character} exclamó con alegría: «¡Allá vamos, ${x.activity}!»`
        : `${when(x)}, ${x.character} exclamó con alegría: «¡Vamos a construir una cabaña!»`,
      x.activity
        ? `Paso a paso, ${x.character} lo descubrió todo${withChild(x)}, despacito y con cuidado.`
        : `${x.character} amontonó${withChild(x)} mantas y cojines hasta formar una casita blandita.`,
      '¡Qué rato tan maravilloso!',
    ],
    (x) => [
      x.activity
        ? `${when(x)}, empezó una nueva pequeña aventura: ${x.activity}.`
        : `${when(x)}, empezó una nueva pequeña aventura: un pícnic sobre una manta suave.`,
      `${x.character} respiró hondo, muy feliz, y sonrió de oreja a oreja.`,
      x.child
        ? `«¡Ven, ${x.child}!», llamó ${x.character}, y allá se fueron, felices como nunca.`
        : `«¡Allá voy!», dijo ${x.character}, feliz como nunca.`,
    ],
  ],

  uhOhIntro: [
    (x) =>
      x.activity && !x.continued
        ? `Luego llegó la siguiente parte del día: ${x.activity}.`
        : x.activity
          ? `${x.character} seguía pasándolo en grande${withChild(x)}.`
          : `Más tarde, ${x.character} jugaba feliz${withChild(x)}.`,
    (x) =>
      x.activity && !x.continued
        ? `Después, ${x.character} empezó algo nuevo${withChild(x)}: ${x.activity}.`
        : `Todo iba de maravilla${withChild(x)}.`,
  ],

  problems: {
    lostToy: {
      uhOh: (x) => [
        `Pero entonces ${x.character} miró a su alrededor: ¡el peluche pequeñito había desaparecido!`,
        `${x.character} se preocupó un poquito y llamó bajito: «¿Dónde estás, peluchito?»`,
      ],
      solution: (x) => [
        `«Vamos a buscar con calma», dijo ${helper(x)}, y miraron rincón por rincón.`,
        '¡Y allí estaba, asomando por debajo de un cojín!',
        `${x.character} le dio un gran abrazo al peluche, y la preocupación se esfumó.`,
      ],
    },
    spill: {
      uhOh: (x) => [
        '¡Uy!',
        `El vaso de agua de ${x.character} se volcó, y el agua se derramó por todas partes.`,
        `${x.character} se sintió un poco triste y no sabía qué hacer.`,
      ],
      solution: (x) => [
        `«No pasa nada, son cosas que pasan», dijo ${helper(x)} con una sonrisa dulce.`,
        'Entre todos lo secaron con un trapo suave, frota que te frota.',
        `Después, ${x.character} tuvo un vaso de agua nuevo y recuperó la calma y la alegría.`,
      ],
    },
    tower: {
      uhOh: (x) => [
        `${x.character} había construido una torre alta, altísima, cada vez más alta.`,
        'Pero la torre empezó a tambalearse y, de repente, se vino abajo.',
        `${x.character} se enfadó y se puso un poco triste.`,
      ],
      solution: (x) => [
        `${Helper(x)} se sentó muy cerca y dijo: «Está bien enfadarse; vamos a respirar hondo».`,
        'Tomaron aire, lo soltaron despacito y luego volvieron a construir la torre, pieza a pieza.',
        `Esta vez se quedó bien derechita, y ${x.character} sonrió con orgullo.`,
      ],
    },
    balloon: {
      uhOh: (x) => [
        `${x.character} llevaba un globo rojo brillante atado a un cordel.`,
        'Pero de pronto, el cordel se le escapó.',
        `El globo subió, subió y subió, y ${x.character} se puso triste.`,
      ],
      solution: (x) => [
        `«¡Ayuda, por favor!», pidió ${x.child ?? x.character}, y un señor alto y amable estiró el brazo y atrapó el cordel.`,
        '«Aquí tienes», dijo el señor, y le hizo un lacito al cordel para que el globo estuviera seguro.',
        `${x.character} sintió un gran alivio y mucha alegría, y el globo rojo siguió bailando todo el día.`,
      ],
    },
    turns: {
      uhOh: (x) => [
        `${x.character} quería jugar con la pelota roja y brillante.`,
        '¡Pero otro niño quería la misma pelota, justo en el mismo momento!',
        `«¡Mía!», dijo ${x.character}, y «¡Mía!», dijo el niño, y los dos se pusieron un poco gruñones.`,
      ],
      solution: (x) => [
        `${Helper(x)} tuvo una idea genial: «¡Vamos a jugar por turnos!»`,
        `Primero el niño hizo rodar la pelota, y luego le tocó a ${x.character}, rueda que rueda.`,
        'Jugar por turnos fue muy agradable, y pronto se estaban riendo juntos.',
      ],
    },
  },

  windDown: [
    (x) => [
      `Cuando el cielo se volvió naranja y rosa, ${x.character} volvió a casa para darse un baño calentito con mucha espuma.`,
      `Chap, chap, las burbujas hacían cosquillas, y ${x.character} se reía bajito.`,
      'Después llegó el pijama, suave y calentito, perfecto para la noche.',
    ],
    (x) => [
      'La tarde se fue apagando poco a poco, y la casa se quedó tranquila y calentita.',
      `${x.character} se dio un baño, se puso un pijama suave y se lavó los dientes hasta dejarlos brillantes.`,
      `Luego ${x.character} se sentó en el sofá${withChild(x)} y recordó todo el día tan bonito.`,
    ],
    (x) => [
      'El sol se escondió detrás de las colinas, y el cielo se volvió rosa.',
      `${x.character} chapoteó despacito en un baño tibio y luego se puso un pijama blandito.`,
      `«¡Qué día tan bonito!», suspiró ${x.character}, con el corazón contento.`,
    ],
    (x) => [
      'Después de cenar, llegó la hora de descansar.',
      `El agua tibia, una toalla suave y un pijama calentito ayudaron a ${x.character} a relajarse.`,
      x.child
        ? `${x.child} y ${x.character} hablaron en voz baja de todas las cosas bonitas del día.`
        : `${x.character} recordó en silencio todas las cosas bonitas del día.`,
    ],
  ],

  bedtime: [
    (x) => [
      'Fuera, la luna subió muy alto, y las estrellas se encendieron una a una.',
      `${x.character} se acurrucó bajo la manta suave${x.child ? ` junto a ${x.child}` : ''}, en un nido calentito y seguro.`,
      'Hubo abrazos suaves, un bostezo de sueño y unos ojitos que se cerraban despacio.',
      `Buenas noches, ${x.character}${x.child ? `, buenas noches, ${x.child}` : ''}, que ${both(x, 'duermas', 'durmáis')} bien.`,
    ],
    (x) => [
      'Ahora el cielo estaba oscuro y lleno de estrellitas brillantes.',
      'La luna redonda se asomaba por la ventana, como una lamparita amiga.',
      x.child
        ? `${x.character} le dio a ${x.child} un gran abrazo de buenas noches y cerró los ojitos.`
        : `${x.character} abrazó la almohada blandita, bostezó una última vez y cerró los ojitos.`,
      `Dulces sueños, ${x.character}, y buenas noches.`,
    ],
    (x) => [
      'La luna plateada sonreía sobre la casa silenciosa, y las estrellas hacían guardia.',
      `${x.character} susurró: «Buenas noches, luna; buenas noches, estrellas», y se acurrucó para un abrazo.`,
      'Los ojos se volvieron pesados, la respiración se hizo lenta, y todo quedó en calma.',
      `Buenas noches, ${x.character}${x.child ? ` y ${x.child}` : ''}, que ${both(x, 'descanses', 'descanséis')}.`,
    ],
    (x) => [
      'Allá arriba, las estrellas parpadeaban despacito, y la luna cuidaba de todos.',
      `${x.character} descansaba bajo las mantas, en un rincón calentito${x.child ? `, y ${x.child} se acurrucaba muy cerca` : ''}.`,
      'Un último abrazo, un último bostezo, y poco a poco, los ojos se cerraron.',
      `Buenas noches, ${x.character}.`,
    ],
  ],

  description: [
    (x) => `Y hoy pasó algo muy especial: ${x.text}.`,
    (x) => `${x.child ?? x.character} se acordará mucho tiempo de este momento del día: ${x.text}.`,
    (x) => `Hoy hubo además otra cosa bonita: ${x.text}.`,
  ],

  nextActivity: [
    (x) => `Después llegó la hora de algo nuevo: ${x.activity}.`,
    (x) => `Y luego, con el corazón contento, ${x.character} pasó a lo siguiente: ${x.activity}.`,
  ],

  memories: [
    (x) => `${x.character} recordó los mejores momentos del día: ${x.list}.`,
    (x) => `Había sido un día lleno y feliz: ${x.list}.`,
  ],

  title: {
    activity: [
      (character, activity) => `Un día feliz con ${character}: ${activity}`,
      (character, activity) => `${character}, ${activity} y la luna dormida`,
      (character, activity) => `El gran día de ${character}: ${activity}`,
    ],
    plain: [
      (character) => `${character} y la luna dormida`,
      (character) => `Buenas noches, ${character}`,
      (character) => `Un día tranquilo con ${character}`,
    ],
  },

  // `y` becomes `e` before an /i/ sound (`Piscina e Ir al médico`), but not before a diphthong (`y hierba`).
  fallbackName: 'Amiguito',

  list: { comma: ', ', and: (next) => (/^h?[iíIÍ](?![aeoAEO])/u.test(next) ? ' e ' : ' y ') },
};
