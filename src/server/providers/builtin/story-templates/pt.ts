import type { LanguageTemplates, SceneInput } from '../story-templates.ts';

// European Portuguese (pequeno-almoço, a brincar, apanhar, casa de banho; enclitic pronouns: espreguiçou-se).
// Adjectives that would agree with the character or the child (cansado/cansada) are avoided; invariable ones (feliz,
// triste) and nouns (alegria, alívio, zanga) name the feelings instead.

const withChild = (x: SceneInput) => (x.child ? ` com ${x.child}` : '');
const helper = (x: SceneInput) => x.child ?? 'uma senhora muito simpática';
const Helper = (x: SceneInput) => x.child ?? 'Uma senhora muito simpática';
const partOfDay = (x: SceneInput) => (x.morning ? 'a manhã toda' : 'a tarde toda');
const when = (x: SceneInput) => (x.morning ? 'Depois do pequeno-almoço' : 'À tarde');
const both = (x: SceneInput, one: string, two: string) => (x.child ? two : one);

export const pt: LanguageTemplates = {
  opening: [
    (x) => [
      `O sol da manhã espreitou por entre as cortinas, e ${x.character} abriu devagarinho os olhos.`,
      `${x.character} espreguiçou-se, deu um bocejo enorme e saiu de debaixo do cobertor quentinho.`,
      x.child
        ? `«Bom dia, ${x.child}!», disse ${x.character}, e deram um abraço muito apertado.`
        : `«Bom dia, solzinho!», disse ${x.character} com um sorriso feliz.`,
      'Um dia novinho em folha estava à espera.',
    ],
    (x) => [
      'Piu, piu, cantavam os passarinhos à janela.',
      `${x.character} acordou, esfregou os olhos e olhou para o céu azul.`,
      x.child
        ? `Depois, ${x.character} foi em bicos de pés ter com ${x.child}, e tomaram um pequeno-almoço delicioso.`
        : `Depois, ${x.character} tomou um pequeno-almoço delicioso, com papas quentinhas e fruta docinha.`,
      'O que traria o dia de hoje?',
    ],
    (x) => [
      `Numa manhã clara e tranquila, ${x.character} acordou numa caminha muito aconchegante.`,
      x.child
        ? `Mesmo ao lado, ${x.child} também estava a acordar, com o cabelo despenteado e um grande sorriso.`
        : 'A casa estava em silêncio, e na cozinha havia qualquer coisa boa a cozinhar devagarinho.',
      `«Hoje vai ser um dia bonito», sussurrou ${x.character}.`,
    ],
    (x) => [
      'Cocorocó, o dia começou!',
      `O sol subia devagarinho no céu, e ${x.character} já tinha os olhos bem abertos.`,
      x.child
        ? `${x.character} e ${x.child} foram à janela e disseram olá ao novo dia.`
        : `${x.character} foi à janela e disse olá ao novo dia.`,
      `Depois de uma grande espreguiçadela e de um pequeno-almoço, ${x.character} tinha muita vontade de começar o dia.`,
    ],
  ],

  activity: [
    (x) => [
      x.activity
        ? `${when(x)}, chegou a hora de uma coisa especial: ${x.activity}.`
        : `${when(x)}, ${x.character} brincou tranquilamente com um cesto cheio de brinquedos preferidos.`,
      x.activity
        ? x.child
          ? `${x.character} e ${x.child} juntaram-se à brincadeira com um grande sorriso, sem pressa, e experimentaram tudo.`
          : `${x.character} juntou-se à brincadeira com um grande sorriso, sem pressa, e experimentou tudo.`
        : 'Havia uma bola para rolar, um carrinho para empurrar e uma boneca fofinha para abraçar.',
      `«Adoro isto!», disse ${x.character}, e a alegria durou ${partOfDay(x)}.`,
    ],
    (x) => [
      x.activity
        ? `${when(x)}, ${x.character} partiu${withChild(x)} para uma pequena aventura: ${x.activity}.`
        : `${when(x)}, ${x.character} deu um passeio tranquilo pelo jardim${withChild(x)}.`,
      x.activity
        ? 'Havia tanta coisa para ver, tocar e experimentar.'
        : 'Havia flores para cheirar, folhas para contar e um caracol a quem dizer olá.',
      x.child
        ? `${x.character} riu-se muito, e ${x.child} também.`
        : `${x.character} riu-se muito, de coração contente.`,
    ],
    (x) => [
      x.activity
        ? `${when(x)}, ${x.character} exclamou com alegria: «Aqui vamos nós, ${x.activity}!»`
        : `${when(x)}, ${x.character} exclamou com alegria: «Vamos construir uma cabana!»`,
      x.activity
        ? `Passo a passo, ${x.character} descobriu tudo${withChild(x)}, devagarinho e com cuidado.`
        : `${x.character} empilhou${withChild(x)} mantas e almofadas até fazer uma casinha fofinha.`,
      'Que momento maravilhoso!',
    ],
    (x) => [
      x.activity
        ? `${when(x)}, começou uma nova pequena aventura: ${x.activity}.`
        : `${when(x)}, começou uma nova pequena aventura: um piquenique numa manta macia.`,
      `${x.character} respirou fundo, muito feliz, e sorriu de orelha a orelha.`,
      x.child
        ? `«Anda, ${x.child}!», chamou ${x.character}, e lá foram, felizes da vida.`
        : `«Lá vou eu!», disse ${x.character}, feliz da vida.`,
    ],
  ],

  uhOhIntro: [
    (x) =>
      x.activity && !x.continued
        ? `Depois chegou a parte seguinte do dia: ${x.activity}.`
        : x.activity
          ? `${x.character} continuava a divertir-se muito${withChild(x)}.`
          : `Mais tarde, ${x.character} brincava feliz${withChild(x)}.`,
    (x) =>
      x.activity && !x.continued
        ? `A seguir, ${x.character} começou uma coisa nova${withChild(x)}: ${x.activity}.`
        : `Estava tudo a correr tão bem${withChild(x)}.`,
  ],

  problems: {
    lostToy: {
      uhOh: (x) => [
        `Mas, de repente, ${x.character} olhou à volta: o pequeno peluche tinha desaparecido!`,
        `${x.character} sentiu uma pontinha de preocupação e chamou baixinho: «Onde estás, peluche?»`,
      ],
      solution: (x) => [
        `«Vamos procurar com calma», disse ${helper(x)}, e procuraram cantinho a cantinho.`,
        'E lá estava ele, a espreitar debaixo de uma almofada!',
        `${x.character} deu um abraço apertado ao peluche, e a preocupação desapareceu.`,
      ],
    },
    spill: {
      uhOh: (x) => [
        'Ups!',
        `O copo de água de ${x.character} entornou-se, e a água espalhou-se por todo o lado.`,
        `${x.character} sentiu-se um pouco triste e não sabia o que fazer.`,
      ],
      solution: (x) => [
        `«Não faz mal, acontece a toda a gente», disse ${helper(x)} com um sorriso meigo.`,
        'Em conjunto, limparam tudo com um pano macio, esfrega, esfrega, esfrega.',
        `Depois, ${x.character} recebeu um copo de água novo e voltou a sentir calma e alegria.`,
      ],
    },
    tower: {
      uhOh: (x) => [
        `${x.character} tinha construído uma torre alta, altíssima, cada vez mais alta.`,
        'Mas a torre começou a abanar e, de repente, caiu toda.',
        `${x.character} sentiu uma grande zanga e também um bocadinho de tristeza.`,
      ],
      solution: (x) => [
        `${Helper(x)} sentou-se bem pertinho e disse: «É normal sentir zanga, vamos respirar fundo».`,
        'Inspiraram e expiraram devagarinho, e depois voltaram a construir a torre, peça a peça.',
        `Desta vez, ficou bem direitinha, e ${x.character} abriu um sorriso cheio de orgulho.`,
      ],
    },
    balloon: {
      uhOh: (x) => [
        `${x.character} segurava um balão vermelho brilhante preso a um fio.`,
        'Mas, de repente, o fio escorregou!',
        `O balão subiu, subiu, subiu, e ${x.character} sentiu-se triste.`,
      ],
      solution: (x) => [
        `«Ajuda, por favor!», pediu ${x.child ?? x.character}, e um senhor alto e simpático esticou o braço e apanhou o fio.`,
        '«Aqui está», disse o senhor, e fez um lacinho no fio para o balão ficar seguro.',
        `${x.character} sentiu um grande alívio e muita alegria, e o balão vermelho continuou a dançar o dia todo.`,
      ],
    },
    turns: {
      uhOh: (x) => [
        `${x.character} queria brincar com a bola vermelha e brilhante.`,
        'Mas outro menino queria a mesma bola, exatamente ao mesmo tempo!',
        `«É minha!», disse ${x.character}, e «É minha!», disse o menino, e os dois ficaram um bocadinho amuados.`,
      ],
      solution: (x) => [
        `${Helper(x)} teve uma ótima ideia: «Vamos brincar à vez!»`,
        `Primeiro, o menino fez rolar a bola, e depois foi a vez de ${x.character}, rola, rola, rola.`,
        'Brincar à vez foi tão bom, e daí a pouco estavam os dois a rir.',
      ],
    },
  },

  windDown: [
    (x) => [
      `Quando o céu ficou cor de laranja e cor-de-rosa, ${x.character} voltou para casa para um banho quentinho com muita espuma.`,
      `Chape, chape, as bolhas faziam cócegas, e ${x.character} ria-se baixinho.`,
      'Depois veio o pijama, macio e quentinho, perfeito para a noite.',
    ],
    (x) => [
      'A noite chegou devagarinho, e a casa ficou calma e aconchegante.',
      `${x.character} tomou banho, vestiu um pijama macio e lavou os dentes até brilharem.`,
      `Depois, ${x.character} sentou-se no sofá${withChild(x)} e lembrou-se de todo aquele dia tão bonito.`,
    ],
    (x) => [
      'O sol escondeu-se atrás das colinas, e o céu ficou cor-de-rosa.',
      `${x.character} chapinhou devagar num banho morno e depois vestiu um pijama fofinho.`,
      `«Que dia tão bonito!», suspirou ${x.character}, de coração contente.`,
    ],
    (x) => [
      'Depois do jantar, chegou a hora de abrandar.',
      `A água morna, uma toalha macia e um pijama quentinho ajudaram ${x.character} a acalmar.`,
      x.child
        ? `${x.child} e ${x.character} conversaram baixinho sobre todas as coisas boas do dia.`
        : `${x.character} lembrou-se, baixinho, de todas as coisas boas do dia.`,
    ],
  ],

  bedtime: [
    (x) => [
      'Lá fora, a lua subiu bem alto, e as estrelas acenderam-se uma a uma.',
      `${x.character} aninhou-se debaixo da manta macia${x.child ? ` ao lado de ${x.child}` : ''}, num ninho quentinho e seguro.`,
      'Houve miminhos, um bocejo de sono e uns olhinhos que se fechavam devagar.',
      `Boa noite, ${x.character}${x.child ? `, boa noite, ${x.child}` : ''}, ${both(x, 'dorme', 'durmam')} bem.`,
    ],
    (x) => [
      'Agora o céu estava escuro e cheio de estrelinhas a brilhar.',
      'A lua redonda espreitava pela janela, como uma luzinha de presença amiga.',
      x.child
        ? `${x.character} deu a ${x.child} um grande abraço de boa noite e fechou os olhinhos.`
        : `${x.character} abraçou a almofada fofinha, bocejou uma última vez e fechou os olhinhos.`,
      `Sonhos cor-de-rosa, ${x.character}, e boa noite.`,
    ],
    (x) => [
      'A lua prateada sorria para a casa silenciosa, e as estrelas estavam de guarda.',
      `${x.character} sussurrou: «Boa noite, lua, boa noite, estrelas», e aninhou-se para um miminho.`,
      'Os olhos ficaram pesados, a respiração ficou lenta, e tudo ficou calmo.',
      `Boa noite, ${x.character}${x.child ? ` e ${x.child}` : ''}, ${both(x, 'dorme', 'durmam')} bem.`,
    ],
    (x) => [
      'Lá no alto, as estrelas piscavam devagarinho, e a lua olhava por todos.',
      `${x.character} descansava debaixo dos cobertores, num cantinho quentinho${x.child ? `, e ${x.child} estava mesmo ali ao lado` : ''}.`,
      'Mais um abraço, mais um bocejo, e devagarinho, os olhos fecharam-se.',
      `Boa noite, ${x.character}.`,
    ],
  ],

  description: [
    (x) => `E hoje aconteceu uma coisa muito especial: ${x.text}.`,
    (x) => `${x.child ?? x.character} vai lembrar-se deste momento do dia durante muito tempo: ${x.text}.`,
    (x) => `Hoje houve ainda outra coisa bonita: ${x.text}.`,
  ],

  nextActivity: [
    (x) => `A seguir, chegou a hora de uma coisa nova: ${x.activity}.`,
    (x) => `E depois, de coração contente, ${x.character} passou à coisa seguinte: ${x.activity}.`,
  ],

  memories: [
    (x) => `${x.character} lembrou-se dos melhores momentos do dia: ${x.list}.`,
    (x) => `Tinha sido um dia cheio e feliz: ${x.list}.`,
  ],

  title: {
    activity: [
      (character, activity) => `Um dia feliz com ${character}: ${activity}`,
      (character, activity) => `${character}, ${activity} e a lua sonolenta`,
      (character, activity) => `O grande dia de ${character}: ${activity}`,
    ],
    plain: [
      (character) => `${character} e a lua sonolenta`,
      (character) => `Boa noite, ${character}`,
      (character) => `Um dia tranquilo com ${character}`,
    ],
  },

  fallbackName: 'Amiguinho',

  list: { comma: ', ', and: () => ' e ' },
};
