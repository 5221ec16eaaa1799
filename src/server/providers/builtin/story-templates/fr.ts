import type { LanguageTemplates, SceneInput } from '../story-templates.ts';

// French templates are in the present tense, which is natural for a bedtime story and avoids participles that would
// have to agree with the (unknown) gender of the character or the child. Names never follow `de` or `que`, so no
// elision is needed whatever the name starts with.

const withChild = (x: SceneInput) => (x.child ? ` avec ${x.child}` : '');
const helper = (x: SceneInput) => x.child ?? 'une gentille dame';
const Helper = (x: SceneInput) => x.child ?? 'Une gentille dame';
const partOfDay = (x: SceneInput) => (x.morning ? 'toute la matinée' : 'tout l’après-midi');
const when = (x: SceneInput) => (x.morning ? 'Après le petit-déjeuner' : 'Plus tard, dans l’après-midi');
/** The imperative for one or for two. */
const both = (x: SceneInput, one: string, two: string) => (x.child ? two : one);

export const fr: LanguageTemplates = {
  opening: [
    (x) => [
      `Le soleil du matin glisse un rayon entre les rideaux, et ${x.character} ouvre doucement les yeux.`,
      `${x.character} s’étire, fait un grand bâillement et sort de sous la couverture toute chaude.`,
      x.child
        ? `« Bonjour, ${x.child} ! » dit ${x.character}, et c’est l’heure d’un gros câlin.`
        : `« Bonjour, le soleil ! » dit ${x.character} avec un grand sourire.`,
      'Une toute nouvelle journée commence.',
    ],
    (x) => [
      'Cui-cui, chantent les petits oiseaux devant la fenêtre.',
      `${x.character} se réveille, se frotte les yeux et regarde le ciel tout bleu.`,
      x.child
        ? `Puis ${x.character} va retrouver ${x.child} sur la pointe des pieds, et c’est l’heure d’un bon petit-déjeuner.`
        : `Puis ${x.character} prend un bon petit-déjeuner, avec du pain tout chaud et des fruits bien sucrés.`,
      'Qu’est-ce que cette journée va apporter ?',
    ],
    (x) => [
      `Par un beau matin tout doux, ${x.character} se réveille dans un petit lit douillet.`,
      x.child
        ? `Juste à côté, ${x.child} se réveille aussi, les cheveux en bataille et le sourire aux lèvres.`
        : 'La maison est calme, et dans la cuisine, quelque chose de bon mijote doucement.',
      `« Aujourd’hui, ça va être une belle journée », chuchote ${x.character}.`,
    ],
    (x) => [
      'Debout, c’est le matin !',
      `Le soleil monte tout doucement dans le ciel, et ${x.character} a déjà les yeux grands ouverts.`,
      x.child
        ? `${x.character} et ${x.child} regardent par la fenêtre et disent bonjour à la nouvelle journée.`
        : `${x.character} regarde par la fenêtre et dit bonjour à la nouvelle journée.`,
      `Après un grand étirement et un petit-déjeuner, ${x.character} a hâte de commencer la journée.`,
    ],
  ],

  activity: [
    (x) => [
      x.activity
        ? `${when(x)}, c’est l’heure d’une activité toute spéciale : ${x.activity}.`
        : `${when(x)}, ${x.character} joue tranquillement avec un panier plein de jouets préférés.`,
      x.activity
        ? x.child
          ? `${x.character} et ${x.child} participent avec un grand sourire, prennent leur temps et essaient tout.`
          : `${x.character} participe avec un grand sourire, prend son temps et essaie tout.`
        : 'Il y a une balle à faire rouler, une petite voiture à pousser et une poupée toute douce à câliner.',
      `« J’adore ça ! » dit ${x.character}, et la joie dure ${partOfDay(x)}.`,
    ],
    (x) => [
      x.activity
        ? `${when(x)}, ${x.character} part${withChild(x)} pour une petite aventure : ${x.activity}.`
        : `${when(x)}, ${x.character} fait une petite promenade dans le jardin${withChild(x)}.`,
      x.activity
        ? 'Il y a tant de choses à voir, à toucher et à essayer.'
        : 'Il y a des fleurs à sentir, des feuilles à compter et un petit escargot à saluer.',
      x.child
        ? `${x.character} rit aux éclats, et ${x.child} rit aussi.`
        : `${x.character} rit et rit encore, le cœur tout joyeux.`,
    ],
    (x) => [
      x.activity
        ? `${when(x)}, ${x.character} s’écrie joyeusement : « Nous voilà, ${x.activity} ! »`
        : `${when(x)}, ${x.character} s’écrie joyeusement : « On construit une cabane ! »`,
      x.activity
        ? `Pas à pas, ${x.character} découvre tout${withChild(x)}, doucement et tranquillement.`
        : `${x.character} empile${withChild(x)} des couvertures et des coussins pour faire une petite maison toute douce.`,
      'Quel merveilleux moment !',
    ],
    (x) => [
      x.activity
        ? `${when(x)}, une nouvelle petite aventure commence : ${x.activity}.`
        : `${when(x)}, une nouvelle petite aventure commence : un pique-nique sur une couverture toute douce.`,
      `${x.character} respire profondément et sourit jusqu’aux oreilles.`,
      x.child
        ? `« Viens, ${x.child} ! » appelle ${x.character}, et c’est parti, dans la joie et la bonne humeur.`
        : `« C’est parti ! » s’écrie ${x.character}, le cœur plein de joie.`,
    ],
  ],

  uhOhIntro: [
    (x) =>
      x.activity && !x.continued
        ? `Puis vient la suite de la journée : ${x.activity}.`
        : x.activity
          ? `${x.character} s’amuse encore beaucoup${withChild(x)}.`
          : `Un peu plus tard, ${x.character} joue joyeusement${withChild(x)}.`,
    (x) =>
      x.activity && !x.continued
        ? `Ensuite, ${x.character} découvre quelque chose de nouveau${withChild(x)} : ${x.activity}.`
        : `Tout se passe si bien${withChild(x)}.`,
  ],

  problems: {
    lostToy: {
      uhOh: (x) => [
        `Mais soudain, ${x.character} regarde tout autour : le petit doudou a disparu !`,
        `${x.character} s’inquiète un peu et appelle tout doucement : « Où es-tu, petit doudou ? »`,
      ],
      solution: (x) => [
        `« On cherche ensemble », dit ${helper(x)}, et la recherche commence, tout doucement, un coin après l’autre.`,
        'Et le voilà, caché sous un coussin !',
        `${x.character} fait un gros câlin au doudou, et l’inquiétude s’envole.`,
      ],
    },
    spill: {
      uhOh: (x) => [
        'Oups !',
        `${x.character} renverse son verre d’eau, et l’eau coule partout.`,
        `${x.character} se sent un peu triste et ne sait pas quoi faire.`,
      ],
      solution: (x) => [
        `« Ce n’est pas grave, ça arrive à tout le monde », dit ${helper(x)} avec un doux sourire.`,
        'Ensemble, on essuie tout avec un chiffon tout doux, frotti, frotta.',
        `Puis ${x.character} reçoit un nouveau verre d’eau et retrouve son calme et sa joie.`,
      ],
    },
    tower: {
      uhOh: (x) => [
        `${x.character} a construit une tour très, très haute, toujours plus haute.`,
        'Et puis, bric, broc, patatras : la tour tombe !',
        `${x.character} est en colère, et un peu triste aussi.`,
      ],
      solution: (x) => [
        `${Helper(x)} s’assoit tout près et dit : « Tu as le droit d’être en colère, on respire un grand coup. »`,
        'On inspire, on expire, doucement, puis on reconstruit la tour, pièce par pièce.',
        `Cette fois, elle tient bien debout, et ${x.character} a un grand sourire plein de fierté.`,
      ],
    },
    balloon: {
      uhOh: (x) => [
        `${x.character} tient un beau ballon rouge au bout d’une ficelle.`,
        'Et puis, oups, la ficelle s’échappe !',
        `Le ballon monte, monte, monte, et ${x.character} a le cœur gros.`,
      ],
      solution: (x) => [
        `« À l’aide, s’il vous plaît ! » appelle ${x.child ?? x.character}, et un grand monsieur tout gentil lève le bras et attrape la ficelle.`,
        '« Voilà », dit le monsieur, et il fait une petite boucle au bout de la ficelle pour que le ballon reste bien en sécurité.',
        `${x.character} pousse un grand soupir de soulagement, et le ballon rouge danse joyeusement.`,
      ],
    },
    turns: {
      uhOh: (x) => [
        `${x.character} veut jouer avec la belle balle rouge.`,
        'Mais un petit copain veut exactement la même balle, exactement au même moment !',
        `« À moi ! » dit ${x.character}, et « À moi ! » dit le copain, et tout le monde est un peu grognon.`,
      ],
      solution: (x) => [
        `${Helper(x)} a une bonne idée : « Chacun son tour ! »`,
        `D’abord, le copain fait rouler la balle, puis ${x.character} la fait rouler à son tour, roule, roule, roule.`,
        'Jouer chacun son tour, c’est doux et agréable, et bientôt, tout le monde rit ensemble.',
      ],
    },
  },

  windDown: [
    (x) => [
      `Quand le ciel devient orange et rose, ${x.character} rentre à la maison pour un bon bain moussant.`,
      `Plouf, plouf, les bulles chatouillent, et ${x.character} rit tout bas.`,
      'Ensuite vient le pyjama douillet, tout doux et tout chaud, parfait pour la soirée.',
    ],
    (x) => [
      'Le soir arrive doucement, et la maison devient calme et chaleureuse.',
      `${x.character} prend un bon bain, enfile un pyjama tout doux et se brosse les dents jusqu’à ce qu’elles brillent.`,
      `Puis ${x.character} s’installe sur le canapé${withChild(x)} et repense à toute cette belle journée.`,
    ],
    (x) => [
      'Le soleil se cache derrière les collines, et le ciel devient tout rose.',
      `${x.character} barbote doucement dans un bain tiède, puis se glisse dans un pyjama moelleux.`,
      `« Quelle belle journée », soupire ${x.character}, le cœur content.`,
    ],
    (x) => [
      'Après le dîner, c’est l’heure de se poser.',
      `L’eau tiède, une serviette toute douce et un pyjama douillet aident ${x.character} à se calmer.`,
      x.child
        ? `${x.child} et ${x.character} parlent tout bas de toutes les belles choses de la journée.`
        : `${x.character} repense tout bas à toutes les belles choses de la journée.`,
    ],
  ],

  bedtime: [
    (x) => [
      'Dehors, la lune monte haut dans le ciel, et les étoiles s’allument une à une.',
      `${x.character} se blottit sous la couverture toute douce${x.child ? ` contre ${x.child}` : ''}, bien au chaud.`,
      'Il y a des câlins tout doux, un petit bâillement et des yeux qui se ferment lentement.',
      `Bonne nuit, ${x.character}${x.child ? `, bonne nuit, ${x.child}` : ''}, ${both(x, 'fais', 'faites')} de beaux rêves.`,
    ],
    (x) => [
      'Maintenant, le ciel est sombre et plein de petites étoiles qui brillent.',
      'La lune toute ronde regarde par la fenêtre, comme une gentille veilleuse.',
      x.child
        ? `${x.character} fait un gros câlin du soir à ${x.child} et ferme les yeux tout doucement.`
        : `${x.character} serre l’oreiller tout doux, bâille une dernière fois et ferme les yeux.`,
      `Fais de beaux rêves, ${x.character}, et bonne nuit.`,
    ],
    (x) => [
      'La lune argentée sourit à la maison silencieuse, et les étoiles veillent.',
      `${x.character} chuchote : « Bonne nuit, la lune, bonne nuit, les étoiles », puis se blottit pour un câlin.`,
      'Les paupières deviennent lourdes, la respiration ralentit, et tout est calme.',
      `Bonne nuit, ${x.character}${x.child ? ` et ${x.child}` : ''}, ${both(x, 'dors', 'dormez')} bien.`,
    ],
    (x) => [
      'Tout là-haut, les étoiles clignent doucement, et la lune veille sur tout le monde.',
      `${x.character} est bien au chaud sous la couette${x.child ? `, et ${x.child} se blottit tout près` : ''}.`,
      'Encore un câlin, encore un bâillement, et tout doucement, les yeux se ferment.',
      `Bonne nuit, ${x.character}.`,
    ],
  ],

  description: [
    (x) => `Et aujourd’hui, il s’est passé quelque chose de spécial : ${x.text}.`,
    (x) => `${x.child ?? x.character} se souviendra longtemps de ce moment de la journée : ${x.text}.`,
    (x) => `Et il y a eu encore une jolie chose aujourd’hui : ${x.text}.`,
  ],

  nextActivity: [
    (x) => `Ensuite, c’est l’heure de quelque chose de nouveau : ${x.activity}.`,
    (x) => `Puis, le cœur léger, ${x.character} passe à la suite : ${x.activity}.`,
  ],

  memories: [
    (x) => `${x.character} repense aux plus beaux moments de la journée : ${x.list}.`,
    (x) => `Quelle journée bien remplie et joyeuse : ${x.list}.`,
  ],

  title: {
    activity: [
      (character, activity) => `Une belle journée avec ${character} : ${activity}`,
      (character, activity) => `${character}, ${activity} et la lune endormie`,
      (character, activity) => `Un jour tout doux pour ${character} : ${activity}`,
    ],
    plain: [
      (character) => `${character} et la lune endormie`,
      (character) => `Bonne nuit, ${character}`,
      (character) => `Une journée douillette avec ${character}`,
    ],
  },

  fallbackName: 'Doudou',

  list: { comma: ', ', and: () => ' et ' },

  // French typography: a no-break space before `!`, `?`, `;`, `:` and `»`, and after `«`.
  polish: (text) => text.replace(/\s+([!?;:»])/gu, '\u00a0$1').replace(/«\s*/gu, '«\u00a0'),
};
