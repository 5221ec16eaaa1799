import { describe, expect, it } from 'vitest';
import { detailsIn } from './details.ts';
import { namesIn, readText } from './read.ts';

const read = (text: string) => readText([text], 'es');

describe('the Spanish lexicon', () => {
  it('reads holding on to the parent’s leg and not a word to anyone as shyness', () => {
    expect(read('al principio no se queria separar de mi pierna y no hablaba con nadie').mishaps).toContain('shy');
    expect(read('no se quería separar de mamá').mishaps).toContain('shy');
    expect(read('no hablaba con nadie').mishaps).toContain('shy');
  });

  it('reads puddles watched from the window as none, and puddles jumped in as the puddles', () => {
    expect(read('se paso un rato en la ventana mirando los charcos').things).not.toContain('puddle');
    expect(read('salto en todos los charcos con las botas').things).toContain('puddle');
  });

  it('reads the nurse’s `paleta` as a lollipop and a pet’s water changed as no water play', () => {
    expect(read('la enfermera le dio una paleta').things).not.toContain('icecream');
    expect(read('la doctora le regalo una paletita').things).not.toContain('icecream');
    expect(read('se comio una paleta de dulce').things).not.toContain('icecream');
    expect(read('en la tarde se comio una paleta de limon').things).toContain('icecream');
    expect(read('en la tarde le dio semillitas y le cambio el agua').things).not.toContain('water');
    expect(read('jugo con el agua en el patio').things).toContain('water');
  });

  it('reads a fall that nearly was as no fall, and the cat’s scratch as a small hurt', () => {
    expect(read('tobi tiro fuerte y casi se cae').mishaps).not.toContain('fell');
    expect(read('por poco se cae del columpio').mishaps).not.toContain('fell');
    expect(read('se cayo de la bici').mishaps).toContain('fell');
    expect(read('la gata Mimi le araño un poco la mano').mishaps).toContain('hurt');
    expect(read('le arañó el gato').mishaps).toContain('hurt');
  });

  it('reads the neighbourhood square as the street, not a park with trees', () => {
    const square = read('en la plaza del barrio el abuelo le sujetaba el sillin');
    expect(square.places).not.toContain('park');
    expect(square.places).toContain('street');
    expect(read('jugamos en la plaza').places).toContain('park');
  });

  it('reads the Day of the Dead as a holiday, not a death', () => {
    const found = read('Pusimos la ofrenda con pan de muerto y flores de cempasúchil.');
    expect(found.mishaps).toEqual([]);
    expect(found.events).toContain('holiday');
    expect(read('Se nos ha muerto el pez Nemo.').mishaps).toContain('died');
    expect(read('Se nos murió el Firulais.').mishaps).toContain('died');
  });

  it('reads eggs cracked for baking as no hens, and an upturned umbrella catching sweets as no rain', () => {
    expect(read('hicimos galletitas y ella rompia los huevos').things).not.toContain('chickens');
    expect(read('recogimos los huevos de las gallinas').things).toContain('chickens');
    expect(read('cogió caramelos con el paraguas al reves').things).not.toContain('rain');
    expect(read('salimos con el paraguas').things).toContain('rain');
  });

  it('reads shouting to a parent back home or to the puppets as no temper, and holding on at a homecoming as no shyness', () => {
    const home = read('cuando la vio salir corrio gritando "mami mami ya has vuelto" y no la soltaba');
    expect(home.mishaps).toEqual([]);
    expect(read('en los titeres le gritaba "vete lobo feo"').mishaps).toEqual([]);
    expect(read('gritaba y pataleaba en el suelo').mishaps).toContain('tantrum');
    expect(read('en la puerta de la guarde no la soltaba').mishaps).toContain('shy');
    // (The words shouted in quotes are read apart: what is left still shouts for joy.)
    expect(read('cuando la vio salir corrio gritando y no la soltaba').mishaps).toEqual([]);
    expect(read('luego se reia y le gritaba').mishaps).toEqual([]);
  });

  it('reads a bus given as a toy as a toy, no bus ride', () => {
    const found = read('le trajo un autobus rojo de juguete');
    expect(found.things).toContain('toyCar');
    expect(found.things).not.toContain('bus');
    expect(read('fuimos en autobus al centro').things).toContain('bus');
  });

  it('reads a slap over a toy as the quarrel’s temper, never a thing of the day', () => {
    expect(read('zuri le dio un manotazo').mishaps).toContain('tantrum');
    expect(detailsIn(['bruno no se la dejaba y zuri le dio un manotazo'], 'es', 4)).toEqual([]);
  });

  it('reads a new cup used for the first time as no first day, and a floor-is-soup game as no supper', () => {
    expect(read('la estreno con colacao en la merienda').events).not.toContain('firstDay');
    expect(read('hoy por primera vez en la piscina').events).toContain('firstDay');
    expect(read('se invento un juego que se llama el suelo es sopa').things).not.toContain('soup');
    expect(read('cenamos sopa de fideos').things).toContain('soup');
  });

  it('reads Chile’s fiestas patrias as a feast, not a birthday party', () => {
    const found = read('fiestas patrias!! con el tata fuimos a la fonda del pueblo');
    expect(found.places).not.toContain('party');
    expect(found.events).toContain('holiday');
  });

  it('reads someone staying in a clinic as in hospital, and a check-up there as none', () => {
    expect(read('el abuelo Chucho está en la clinica por el corazon').mishaps).toContain('hospital');
    expect(read('fuimos a la clínica a la revisión').mishaps).not.toContain('hospital');
  });

  it('reads the River Plate’s `jardín` as the kindergarten where the words say so, else as the garden', () => {
    expect(read('hoy fue su primer dia en el jardin, la seño Vero le dio un abrazo').places).toEqual(['daycare']);
    expect(read('fuimos a la granja escuela con el jardín').places).toContain('daycare');
    expect(read('a la salida del jardin fuimos a la plaza').places).toContain('daycare');
    expect(read('regamos las plantas del jardín con la abuela').places).toEqual(['garden']);
    expect(read('jugó en el jardín con el perro').places).toEqual(['garden']);
  });

  it('reads not letting go of the teacher as shyness, and not wanting to come in from the snow as none', () => {
    expect(read('al principio no queria soltarse del profe').mishaps).toContain('shy');
    expect(read('en la puerta no quería entrar al jardín').mishaps).toContain('shy');
    expect(read('tenía las manos heladas pero no quería entrar').mishaps).not.toContain('shy');
    expect(read('no se despegaba de su farolito de papel').mishaps).not.toContain('shy');
    expect(read('no se despegaba de su mamá').mishaps).toContain('shy');
  });

  it('reads Colombia’s night of the little candles as a feast, not a birthday', () => {
    const found = read('noche de velitas, prendimos los faroles en la acera');
    expect(found.events).toContain('holiday');
    expect(found.events).not.toContain('birthday');
  });

  it('reads the parent’s `we` as no thing of the day (`la llevamos`), and cuddles still as cuddles', () => {
    expect(detailsIn(['hoy la llevamos al dentista x primera vez'], 'es')).toEqual([]);
    // `el echo la harina` is `él echó`, and `a la salida` is when, not a thing.
    expect(detailsIn(['el echo la harina y a la salida se comio un bocata'], 'es')).toEqual(['la harina', 'un bocata']);
    expect(detailsIn(['jugamos con los primos y los mimos del abuelo'], 'es')).toEqual(['los mimos']);
  });

  it('reads a toy-car race as toy cars and a macaroni necklace as no plate of pasta', () => {
    expect(read('carrera de coches con papá').things).toEqual(['toyCar']);
    expect(read('fuimos en coche al pueblo').things).toContain('car');
    expect(read('hizo un collar de macarrones pintados con su amiga').things).not.toContain('pasta');
    expect(read('cenó macarrones con tomate').things).toContain('pasta');
  });

  it('reads flour thrown on the floor as a mess, and a kitchen white with it as no snow', () => {
    const found = read('tiró la harina al suelo, la cocina parecia nevada');
    expect(found.mishaps).toContain('messy');
    expect(found.things).not.toContain('snow');
    expect(read('hoy ha nevado en el pueblo').things).toContain('snow');
  });

  it('reads family words of every region', () => {
    expect(read('Vino mi mamá a cuidarla.').people).toEqual(['grandma']);
    expect(read('Merienda en lo de la nona.').places).toContain('grandparents');
    expect(read('Fuimos con el tata y la abue.').people).toEqual(['grandma', 'grandpa']);
    expect(read('La seño Marta dice que estuvo bien.').people).toEqual(['teacher']);
  });

  it('reads mishaps as parents write them', () => {
    expect(read('Al principio le dio pena y no se despegaba.').mishaps).toContain('shy');
    expect(read('Le tiene terror a la aspiradora.').mishaps).toContain('scared');
    expect(read('Hoy se regresó su abuelita a Oaxaca.').mishaps).toContain('goodbye');
    expect(read('Su papá se fue a Monterrey por trabajo.').mishaps).toContain('missing');
    expect(read('Le pusieron dos chuzones.').mishaps).toContain('vaccine');
    expect(read('Está ingresado en el hospital.').mishaps).toContain('hospital');
  });

  it('does not read look-alikes into the wrong thing', () => {
    expect(read('Visita a la estación de bomberos.').places).toEqual([]);
    expect(read('Empujó el carrito de la compra.').things).not.toContain('toyCar');
    expect(read('Se le pegó a la piñata.').mishaps).toEqual([]);
    expect(read('No se quería ir del hospital, quería ver a su hermanita.').mishaps).not.toContain('tantrum');
    expect(read('Un ruido extraño en la cocina.').mishaps).toEqual([]);
    expect(read('Estaba muerto de sueño.').mishaps).not.toContain('died');
  });

  it('reads a bite the child gave in a quarrel as the quarrel, a bite the child got as a hurt, and `nieva` as snow', () => {
    const quarrel = read('se peleó con su hermano Tomi por un autito y le mordió');
    expect(quarrel.mishaps).toEqual(['tantrum']);
    expect(read('le mordió un perro en el parque').mishaps).toContain('hurt');
    expect(read('nieva!!!').things).toContain('snow');
  });
});

describe('the Spanish lexicon reads excitement', () => {
  it('reads `de los nervios` the night before Reyes as no shyness, but `estaba nerviosa` as shy', () => {
    expect(read('no se quería dormir de los nervios').mishaps).not.toContain('shy');
    expect(read('estaba nerviosa en la puerta del cole').mishaps).toContain('shy');
  });
});

describe('the River Plate kindergarten', () => {
  it('reads a class painting `en el jardin` as the kindergarten, not the garden', () => {
    const found = read('en el jardin pintaron con los dedos');
    expect(found.places).toContain('daycare');
    expect(found.places).not.toContain('garden');
  });

  it('reads mud pies as no cake and no rain, a bubble bath as no bubbles, and a tricycle as no bike ride', () => {
    const mud = read('se pusieron a hacer pasteles de lodo en el jardín');
    expect(mud.things).not.toContain('cake');
    expect(mud.things).not.toContain('puddle');
    expect(read('bañito con burbujas').things).not.toContain('bubbles');
    expect(read('se peleó con su prima por el triciclo').things).not.toContain('bike');
  });

  it('reads `Tita` and `Nena` after a relation as names, and `mi tita` still as an aunt', () => {
    expect(read('se despidió de la vecina Tita').people).not.toContain('aunt');
    expect(read('vino mi tita a comer').people).toContain('aunt');
    expect(namesIn(['la tata Nena le trajo un libro'], 'es').map((named) => named.name)).toEqual(['Nena']);
  });

  it('reads `la tita` and `el tito` as the aunt and the uncle, and the neighbour `Tita` still as no aunt', () => {
    expect(read('nos fuimos a la feria con la tita rocio').people).toContain('aunt');
    expect(read('mañana de pesca con el tito javi').people).toContain('uncle');
    expect(read('se despidió de la vecina Tita').people).not.toContain('aunt');
  });

  it('reads a quarrel typed without accents or with a bite as a quarrel', () => {
    expect(read('se peleo con martin en la plaza por la pala roja y le mordio').mishaps).toContain('tantrum');
  });

  it('reads a train given or found as a present as a toy, and a ride in one still as a train', () => {
    const present = read('los reyes le trajeron un tren');
    expect(present.things).toContain('toyCar');
    expect(present.things).not.toContain('train');
    expect(read('se encontro la cocinita y un tren').things).not.toContain('train');
    expect(read('finde en el pueblo de la abuela Mari').places).toEqual(['grandparents']);
    const ride = read('fuimos en tren a ver a la abuela');
    expect([...ride.things, ...ride.places]).toContain('train');
  });
});

describe('the Spanish lexicon in early December', () => {
  it('reads a cartoon film, a cry like a fairy cake and a rag bunny as no drawing, cake or animal', () => {
    expect(read('fuimos a ver una peli de dibujos con su primo').things).not.toContain('drawing');
    const lost = read('perdio su conejito de trapo en el super y lloro como una magdalena');
    expect(lost.things).toEqual(['teddy']);
    expect(lost.mishaps).toEqual(expect.arrayContaining(['cried', 'lost']));
    expect(read('a mitad se asusto con el lobo').mishaps).toContain('scared');
  });

  it('reads Colombia’s night of candles and its pavement as no birthday and no train, and a birthday’s candles still', () => {
    const velitas = read('noche de velitas, prendimos velitas en el anden con los primos');
    expect(velitas.events).toEqual(['holiday']);
    expect(velitas.places).not.toContain('train');
    expect(read('sopló las velitas de la torta').events).toContain('birthday');
    expect(read('esperamos en el andén del tren').places).toContain('train');
  });

  it('reads the December long weekend and the Nativity scene as a holiday, and a class’s secret Santa as no nursery day', () => {
    expect(read('puente de diciembre en casa de los yayos').events).toEqual(['holiday']);
    expect(read('montamos el belen con la yaya').events).toEqual(['holiday']);
    expect(read('hicimos galletas de jengibre para el amigo invisible de la guarde').places).not.toContain('daycare');
    expect(read('merendamos colacao con galletas').things).not.toContain('cookies');
    expect(read('hicimos galletas de jengibre').things).toContain('cookies');
  });

  it('takes no doing after a cuddly for its name', () => {
    expect(namesIn(['se paso el dia en el sofa con su mantita viendo la patrulla canina'], 'es')).toEqual([]);
  });

  it('reads the day’s own small troubles as troubles: cold hands, a scraped knee, a glove left, all the sweets, a toy', () => {
    expect(read('se le congelaron las manitas y entramos a tomar chocolate caliente').mishaps).toEqual(['hurt']);
    expect(read('tenía los dedos congelados').mishaps).toEqual(['hurt']);
    expect(read('se peló la rodilla en el tobogán').mishaps).toEqual(['hurt']);
    expect(read('rodilla raspada').mishaps).toEqual(['hurt']);
    expect(read('se dejó un guante en el bus').mishaps).toEqual(['lost']);
    expect(read('quería todos los caramelos a la vez').mishaps).toEqual(['tantrum']);
    expect(read('quería comerse todas las chuches de golpe').mishaps).toEqual(['tantrum']);
    expect(read('se le descompuso el juguete').mishaps).toEqual(['broke']);
    // A grumpy morning: the day's trouble, put right by the afternoon's play.
    expect(read('se levanto con el pie izquierdo').mishaps).toEqual(['tantrum']);
    expect(read('no queria vestirse ni desayunar, todo era que no').mishaps).toEqual(['tantrum']);
    expect(read('amaneció cruzada').mishaps).toEqual(['tantrum']);
    // A pout before the tears is the trouble of a first night away; a stew is none.
    expect(read('nos llamo por video antes de dormir un poco pucheros').mishaps).toEqual(['cried']);
    expect(read('cenamos puchero con la abuela').mishaps).toEqual([]);
  });

  it('reads a fall that did not happen, a piñata, chestnuts and a bought toy as none of their look-alikes', () => {
    expect(read('no se cayo ni una vez').mishaps).toEqual([]);
    expect(read('patinó sin caerse').mishaps).toEqual([]);
    expect(read('se cayo del tobogan').mishaps).toContain('fell');
    expect(read('rompieron una piñata en la posada').events).not.toContain('birthday');
    expect(read('fuimos al cumple de Sofi y rompieron la piñata').events).toContain('birthday');
    expect(read('castañas asadas').things).not.toContain('leaves');
    expect(read('abrazado al cerdito que le compramos').places).not.toContain('shop');
    expect(read('fuimos al super a hacer la compra').places).toContain('shop');
  });

  it('reads water left for the Three Kings’ camels as no water play, and `la tata` as a woman of the family', () => {
    expect(read('dejamos agua para los camellos y turrón para los reyes').things).not.toContain('water');
    expect(read('jugó con el agua del aspersor').things).toContain('water');
    expect(read('columpios con la tata').people).toEqual(['grandma']);
    expect(read('fiestas patrias!! con el tata fuimos a la fonda').people).toEqual(['grandpa']);
  });

  it('reads the patio as the garden', () => {
    expect(read('jugó con la perrita en el patio').places).toContain('garden');
  });

  it('reads a ball pit as soft play, the grandparents’ quinta as their place, and `el abu` as the grandfather', () => {
    expect(read('se escondieron en la piscina de bolas').places).toEqual(['playground']);
    expect(read('fuimos a la piscina con manguitos').places).toEqual(['pool']);
    expect(read('sabado en la quinta de los abuelos').places).toEqual(['grandparents']);
    expect(read('el abu Tito le saco el aguijon').people).toEqual(['grandpa']);
    expect(read('la abu le hizo una torta').people).toEqual(['grandma']);
  });

  it('reads a sting and a finger caught in a door as a hurt, and a bee as no butterfly', () => {
    expect(read('le pico una abeja en el pie').mishaps).toEqual(['hurt']);
    expect(read('le pico una abeja en el pie').things).not.toContain('butterfly');
    expect(read('se pillo el dedo con la puerta del armario y se le puso morado').mishaps).toEqual(['hurt']);
  });

  it('reads the emergency room after a bump as a visit to the doctor, not a stay in hospital', () => {
    const found = read('fuimos a urgencias por si acaso, no era nada');
    expect(found.places).toEqual(['doctor']);
    expect(found.mishaps).toEqual([]);
    expect(read('la yaya esta en el hospital').mishaps).toContain('hospital');
  });

  it('reads the Nativity scene as no birth, a school trip as no day at the kindergarten, and a show’s end-of-year', () => {
    expect(read('hoy pusimos el arbolito y el nacimiento').events).toEqual([]);
    expect(read('nacio su hermanita Camila').events).toContain('newBaby');
    expect(read('excursion con el cole a la granja escuela').places).toEqual(['farm']);
    expect(read('en el cole hicieron galletas').places).toEqual(['daycare']);
    expect(read('hoy fue la licenciatura del jardin').places).toEqual(['daycare']);
  });

  it('reads forgetting the steps or the words on stage as stage fright', () => {
    expect(read('se le olvidaron los pasos a la mitad').mishaps).toEqual(['shy']);
    expect(read('se le olvido la letra del villancico').mishaps).toEqual(['shy']);
  });
});

describe('the Spanish lexicon reads a rainy day and a Venezuelan Christmas', () => {
  it('reads pouring rain and the raincoat as rain', () => {
    expect(read('diluviando todo el dia, no pudimos salir').things).toContain('rain');
    expect(read('salimos con el chubasquero a buscar caracoles').things).toContain('rain');
  });

  it('reads making the hallacas as a holiday', () => {
    expect(read('hoy hicimos las hallacas en casa de la abuela Carmen').events).toContain('holiday');
  });
});

describe('the Spanish lexicon reads potty training, a market morning, a work trip and a bad dream', () => {
  it('reads `operación pañal` as no surgery, and an accident on the way as a small spill', () => {
    expect(read('operacion pañal dia 3, hizo pis en la pelela dos veces').mishaps).toEqual([]);
    expect(read('a la tarde se le escapo en la plaza y se puso triste').mishaps).toContain('spilled');
    expect(read('lo operaron de las anginas').mishaps).toContain('hospital');
  });

  it('reads going to the `feria` to buy food as the market', () => {
    expect(read('fuimos a la feria a comprar pan amasado y paltas').events).toEqual(['market']);
  });

  it('reads a parent away `x curro` as missed, and the raincoat brought home as no rain', () => {
    expect(read('papi llevaba 4 dias en bilbao x curro').mishaps).toContain('missing');
    expect(read('le trajo un chubasquero amarillo').things).not.toContain('rain');
  });

  it('reads what a bad dream was about as no thing of the day', () => {
    expect(read('se desperto llorando de un mal sueño, q un perro le mordia').things).toEqual([]);
    expect(read('acarició al perro de la vecina').things).toContain('dog');
  });
});

describe('the Spanish lexicon reads a dish by its own name', () => {
  it('reads lentils as no soup, so no story says `cenó sopa` of them', () => {
    expect(read('la abuela Pili le hizo lentejas').things).not.toContain('soup');
    expect(read('cenó sopita de fideos').things).toContain('soup');
  });
});

describe('the Spanish lexicon reads round R7’s days', () => {
  it('reads bread thrown to the ducks as no bread eaten, and a kite flown as no plane', () => {
    const ducks = read('merendamos un bocata en el banco y dio de comer pan a los patos');
    expect(ducks.things).toContain('ducks');
    expect(ducks.things).not.toContain('bread');
    expect(read('comió pan con tomate').things).toContain('bread');
    const kite = read('hizo mucho viento y volamos la cometa con el tito Javi');
    expect(kite.things).toContain('kite');
    expect(kite.things).not.toContain('plane');
    expect(read('volamos a canarias en avion').things).toContain('plane');
  });

  it('reads the fireworks of a feast night as a holiday', () => {
    expect(read('vimos los fuegos artificiales desde el balcon').events).toContain('holiday');
  });

  it('reads Chile’s `tía` of the kindergarten as the teacher, and an aunt as an aunt', () => {
    expect(read('la tia Vero (la educadora) dice q jugo con bloques').people).toEqual(['teacher']);
    expect(read('la tia del jardin le dio un abrazo').places).toEqual(['daycare']);
    expect(read('la tia Ana vino a comer').people).toEqual(['aunt']);
  });

  it('reads the fair’s `caballitos` as a ride, and a costume as no animal', () => {
    expect(read('se monto en los caballitos de la feria').things).toEqual([]);
    expect(read('acaricio un caballito').things).toEqual(['horse']);
    expect(read('fue de mariquita a la fiesta').things).toEqual([]);
    expect(read('iba disfrazada de mariposa').things).toEqual([]);
    expect(read('vimos una mariquita en el parque').things).toEqual(['butterfly']);
    expect(read('hoy fiesta de disfraces en el cole').places).toEqual(['daycare']);
    expect(read('cumple de valentina, fiesta en el pelotero').places).toContain('party');
  });

  it('reads a nose pressed to the glass as no bump, a Christmas party as no birthday, car sickness as sick', () => {
    expect(read('se pego al cristal y no queria salir').mishaps).toEqual([]);
    expect(read('se pegó con la mesa y lloró').mishaps).toContain('hurt');
    const christmas = read('fiesta de navidad en la guarde, cantamos villancicos');
    expect(christmas.places).not.toContain('party');
    expect(christmas.events).toContain('holiday');
    expect(read('fiesta de cumple en el pelotero').places).toContain('party');
    expect(read('5 horas de coche, se mareo un poco y paramos').mishaps).toContain('sick');
    expect(read('al principio no queria salir porque habia mucha gente').mishaps).toContain('shy');
    expect(read('no queria salir del agua').mishaps).not.toContain('shy');
  });

  it('reads a wet bed at night as a small spill, and teething as a tired day', () => {
    expect(read('de madrugada se hizo pis en la cama').mishaps).toEqual(['spilled']);
    expect(read('le estan saliendo las muelas y esta insoportable').mishaps).toContain('tired');
  });

  it('reads a parent on a shift at the hospital as at work and missed, never as ill', () => {
    for (const text of [
      'mama esta de guardia en el hospital y no viene a dormir',
      'papá está de guardia y hoy no duerme en casa',
      'mami trabaja en el hospital y tiene turno de noche',
    ]) {
      const found = read(text);
      expect(found.mishaps, text).not.toContain('hospital');
      expect(found.mishaps, text).toContain('missing');
    }
    expect(read('la abuela está ingresada en el hospital').mishaps).toContain('hospital');
  });

  it('reads a hurt told in Spain’s perfect (`se ha pillado los dedos`) as a hurt', () => {
    expect(read('se ha pillado los dedos con la puerta del armario, q berrido').mishaps).toContain('hurt');
    expect(read('se ha pillado la mano con el cajón').mishaps).toContain('hurt');
    expect(read('se ha hecho daño en la rodilla').mishaps).toContain('hurt');
  });

  it('reads a fire station as no park, wellies as no rain, and what a drawing shows as no thing of the day', () => {
    expect(read('excursion de la guarde al parque de bomberos').places).not.toContain('park');
    expect(read('fuimos a la estación de bomberos').places).not.toContain('park');
    expect(read('fuimos al parque a dar de comer a los patos').places).toContain('park');
    expect(read('salimos con las botas de agua e hicimos un muñeco de nieve').things).not.toContain('puddle');
    expect(read('se puso las botas de lluvia y saltó en los charcos').things).toContain('puddle');
    for (const text of [
      'le enseño su dibujo del camion',
      'hizo un dibujo de un camión',
      'me dio un dibujito de una grúa',
    ]) {
      expect(read(text).things, text).toEqual(['drawing']);
    }
    expect(read('vimos un camión de bomberos').things).toContain('tractor');
    expect(read('en el parque de bomberos se subio al camion').things).not.toContain('tractor');
    expect(read('se subió al camión de los bomberos').things).not.toContain('tractor');
  });

  it('reads a grandfather called Chucho as no dog, and a mutt still as a dog', () => {
    expect(read('fuimos a la finca del abuelo chucho').things).not.toContain('dog');
    expect(read('vino el tío chucho a comer').things).not.toContain('dog');
    expect(read('paseamos al chucho por el parque').things).toContain('dog');
  });

  it('reads a bouncy castle at a party as no playground with slides', () => {
    expect(read('se puso a brincar en el brincolin con los demas').places).not.toContain('playground');
    expect(read('saltó en el castillo hinchable del cumple').places).not.toContain('playground');
    expect(read('fuimos a los columpios del parque').places).toContain('playground');
  });

  it('reads a Kinder egg as a sweet, never the kindergarten (`no le compré un huevo kinder`)', () => {
    for (const text of [
      'berrinche monumental en el super xq no le compre un huevo kinder, se tiro al suelo y todo',
      'quería un kinder sorpresa y le dio una rabieta en el súper',
      'se comió un huevito kínder en casa de la abuela',
    ])
      expect(read(text).places, text).not.toContain('daycare');
    expect(read('fue al kinder con su mochila nueva').places).toContain('daycare');
  });

  it('reads the parent’s mother-in-law as the grandmother, told as no thing of the day nor named by the next verb', () => {
    expect(read('posada en casa de mi suegra').people).toEqual(['grandma']);
    expect(read('vino la suegra a comer').people).toEqual(['grandma']);
    expect(read('fuimos a ver a los suegros').people).toEqual(['grandparents']);
    expect(detailsIn(['posada en casa de mi suegra, cargo su velita'], 'es')).toEqual(['su velita']);
    expect(namesIn(['posada en casa de mi suegra, cargo su velita'], 'es')).toEqual([]);
    expect(namesIn(['la suegra Marta vino a comer'], 'es').map((one) => one.name)).toEqual(['Marta']);
  });

  it('reads singing to ask for lodging at a posada as the festival’s rite, no music with instruments', () => {
    for (const text of [
      'cargo su velita y canto para pedir posada con los primos',
      'cantamos para pedir posada',
      'cantaron para pedir posada con velitas',
    ]) {
      expect(read(text).things, text).not.toContain('song');
      expect(read(text).events, text).toContain('holiday');
    }
    expect(read('cantó una canción con los primos').things).toContain('song');
  });
  it('reads Spain’s idioms and asides as no new plot: filthy is no loss, a bought treat no shop, a breath no balloon', () => {
    for (const text of [
      'despues buñuelos con chocolate y se puso perdido',
      'acabó perdida de barro',
      'hecho un cristo',
    ]) {
      expect(read(text).mishaps, text).not.toContain('lost');
      expect(read(text).mishaps, text).toContain('messy');
    }
    expect(read('se perdió su peluche en el parque').mishaps).toContain('lost');
    expect(read('le compramos un chupachups').places).toEqual([]);
    expect(read('le compré una paleta a la salida').places).toEqual([]);
    expect(read('fuimos al super y le compramos un chupachups').places).toEqual(['shop']);
    expect(read('despues respiramos como globito').things).not.toContain('balloon');
    expect(read('le regalaron un globo rojo').things).toContain('balloon');
    expect(read('la enfermera le dio una pegatina de un tiburon').things).toEqual([]);
    expect(read('temblaba el suelo y el flipando').mishaps).toEqual([]);
    expect(read('tenia miedo y temblaba').mishaps).toContain('scared');
    expect(read('fuimos a la plaza del ayuntamiento').places).toEqual(['street']);
  });

  it('reads fury as anger, and grandparents who went back home as a goodbye', () => {
    expect(read('se puso furiosa, le grito al gato').mishaps).toContain('tantrum');
    expect(read('lloro de rabia').mishaps).toContain('tantrum');
    expect(read('hoy se devolvieron los abuelos pa cali').mishaps).toContain('goodbye');
    expect(read('en el aeropuerto decia abuelo no te vayas').mishaps).toContain('goodbye');
  });
});

describe('the Spanish lexicon', () => {
  it('reads a pet put down at the vet’s (`tuvimos q dormir a canelo`) as a death', () => {
    expect(read('hoy tuvimos q dormir a canelo en el veterinario').mishaps).toContain('died');
    expect(read('tuvimos que sacrificar a la gata').mishaps).toContain('died');
  });

  it('reads tears of joy as no crying, and a song or a toy named after an animal as no animal', () => {
    expect(read('el bisa lloraba de emocion').mishaps).not.toContain('cried');
    expect(read('la abuela lloró de alegría').mishaps).not.toContain('cried');
    expect(read('el bisa lloraba').mishaps).toContain('cried');
    const song = read('le canto los pollitos dicen al bisa');
    expect(song.things).not.toContain('chickens');
    expect(song.things).not.toContain('song');
    expect(read('se durmio abrazada a la vaca lola').things).not.toContain('cow');
    // (Spain's nursery song sung to a baby brother is a lullaby, no music of the day.)
    expect(read('le canto el cucu cantaba la rana y le tapo con la mantita').things).not.toContain('song');
  });

  it('reads a happy mess of eating as no spill, Chile’s `empanada de pino` as no wood, and a gerund as no name', () => {
    const fonda = read('comio empanada de pino y quedo entera manchada');
    expect(fonda.mishaps).not.toContain('spilled');
    expect(fonda.places).not.toContain('woods');
    expect(read('se le cayó el vaso y se manchó').mishaps).toContain('spilled');
    expect(namesIn(['bailo cueca con el tata revoleando su pañuelito'], 'es').map((named) => named.name)).not.toContain(
      'Revoleando',
    );
  });

  it('reads a drawing brought as a present as no painting', () => {
    const found = read('le llevo un dibujo de los dos');
    expect(found.things).not.toContain('drawing');
  });

  it('reads a town’s feast days as the street, and the birthday song sung elsewhere as no birthday party', () => {
    for (const day of ['fiestas del pueblo!! vimos los gigantes', 'fuimos a la fiesta patronal', 'fiestas del barrio'])
      expect(read(day).places, day).not.toContain('party');
    expect(read('fiestas del pueblo!! vimos los gigantes').places).toContain('street');
    const song = read('se puso a cantar el feliz cumpleaños en medio del cura');
    expect(song.places).not.toContain('party');
    expect(song.events).not.toContain('birthday');
    expect(read('fiesta de cumple de su amiga Lola').places).toContain('party');
  });

  it('reads a strange, new feeling where it is felt, and not a funny face or a silly dance', () => {
    for (const day of [
      'primera noche en el piso nuevo, todo le parecía raro',
      'en la casa nueva se le hacia raro todo',
      'estaba rara, no se hallaba en la casa de la abuela',
      'se sentia un poco raro sin su cama',
    ])
      expect(read(day).mishaps, day).toContain('strange');
    for (const day of ['hizo una cara rara y nos reimos', 'bailó un baile raro', 'que raro le quedo el pelo jaja'])
      expect(read(day).mishaps, day).not.toContain('strange');
  });

  it('reads a broken bone as a hurt, clinging on like a koala as a fright, and a pet that got out as lost', () => {
    for (const day of [
      'se cayo del trampolin y se quebro la muñeca',
      'se rompió el brazo en el parque',
      'se fracturo el tobillo',
      'tiene una fractura en el pie',
    ])
      expect(read(day).mishaps, day).toContain('hurt');
    expect(read('se rompió el juguete').mishaps).not.toContain('hurt');
    for (const day of [
      'al principio se agarraba a la crin como un koala',
      'se aferraba a mi cuello en el tobogán',
      'le daba cosa el caballo',
    ])
      expect(read(day).mishaps, day).toContain('scared');
    for (const day of ['se nos escapo la tortuga del patio', 'se escapó el perro', 'se nos escapó el hamster'])
      expect(read(day).mishaps, day).toContain('lost');
    expect(read('lo fuimos a buscar al cole').mishaps).not.toContain('lost');
  });

  it('reads a farm on a puzzle or in a song as no farm visited', () => {
    expect(read('armó el rompecabezas de la granja con su papá').places).not.toContain('farm');
    expect(read('vimos la granja de zenón en la tele').places).not.toContain('farm');
    expect(read('fuimos a la granja a ver las vacas').places).toContain('farm');
  });
});

describe('the Spanish lexicon reads a dish, a promenade and a posada’s song as what they are', () => {
  it('reads a hen’s dish as lunch, a malecón as no beach, and singing to ask for lodging as no music', () => {
    expect(read('almorzamos aji de gallina').things).not.toContain('chickens');
    expect(read('les dio de comer a las gallinas').things).toContain('chickens');
    expect(read('fuimos al malecon a ver los parapentes').places).not.toContain('beach');
    expect(read('cantamos pa pedir posada').things).not.toContain('song');
  });
});

describe('the Spanish lexicon reads something stuck as parents type it', () => {
  it('reads a stuck thing without its accent, or Spain’s `encajado`, as stuck', () => {
    for (const day of ['se le atasco la cremallera', 'el balon se quedo encajado en la valla', 'se atoro la puerta'])
      expect(read(day).mishaps, day).toContain('stuck');
  });
});

describe('the Spanish lexicon reads what did not happen, and whose illness it was', () => {
  it('reads an outing that could not be as no place of the day', () => {
    expect(read('no lo pudo llevar a la piscina como le habia prometido').places).not.toContain('pool');
    expect(read('no pudimos ir al parque x la lluvia').places).not.toContain('park');
    expect(read('fuimos a la piscina con los primos').places).toContain('pool');
  });

  it('reads a parent in bed with flu as an illness (the story makes it theirs), and a small sadness as one', () => {
    // (An illness the story makes the parent's, whom the child looks after: `papá` says whose it is.)
    expect(read('su papá está con gripe en cama').mishaps).toContain('sick');
    expect(read('amaneció con gripe').mishaps).toContain('sick');
    expect(read('se puso tristón').mishaps).toContain('cried');
  });

  it('reads a dummy left at someone’s house as lost, and sleeping in the car as no car trip', () => {
    expect(read('nos dejamos el chupe en casa de la abuela').mishaps).toContain('lost');
    expect(read('se nos olvidó la mantita en el coche').mishaps).toContain('lost');
    expect(read('cenó arroz y se quedó dormidito en el carro').places).not.toContain('car');
    expect(read('fuimos en el carro a la finca').places).toContain('car');
  });
});

describe('the Spanish lexicon reads games and dances by their names, not the things they are named after', () => {
  it('reads playing shop as no shopping, the pineapple dance as no fruit, and the guelaguetza as a festival', () => {
    expect(read('jugaron a las tiendas en el living').places).not.toContain('shop');
    expect(read('fuimos a la tienda a comprar pan').places).toContain('shop');
    expect(read('vio bailar la danza de la piña').things).not.toContain('fruit');
    expect(read('fuimos a la guelaguetza con los abuelos').events).toContain('holiday');
  });

  it('reads noodle soup as soup', () => {
    expect(read('cenó sopita de fideos').things).toEqual(['soup']);
  });

  it('reads Mexico’s `nieve de limón` and its seller as a sorbet, not snow', () => {
    const sorbet = read('le compre una nieve de limon y el señor de las nieves le regalo otra bolita');
    expect(sorbet.things).toContain('icecream');
    expect(sorbet.things).not.toContain('snow');
    expect(sorbet.places).not.toContain('snow');
    expect(read('hicimos un muñeco de nieve').places).toContain('snow');
  });

  it('reads a dropped treat typed without accents as a spill, and a pet taken to live elsewhere as a goodbye', () => {
    expect(read('se le cayo al suelo a la primera lamida').mishaps).toContain('spilled');
    expect(read('se llevaron a la perrita Luna al campo de los tios').mishaps).toContain('goodbye');
  });

  it('reads an offering of flowers as no garden to plant', () => {
    expect(read('ofrenda de flores al Pilar').things).not.toContain('flowers');
  });

  it('reads falling asleep worn out as no tired trouble, and a book’s pictures as no painting', () => {
    expect(read('cenamos arepitas con queso y cayó rendido').mishaps).toEqual([]);
    expect(read('estaba rendida').mishaps).toContain('tired');
    expect(read('le leyó un cuento a mamá mirando los dibujos').things).not.toContain('drawing');
    expect(read('hicimos dibujos con ceras').things).toContain('drawing');
  });

  it('reads a town’s feast of the Virgin as a holiday, not a birthday party', () => {
    const found = read('fiesta de la Candelaria en Puno!! vimos las diabladas');
    expect(found.events).toContain('holiday');
    expect(found.events).not.toContain('birthday');
    expect(found.places).not.toContain('party');
    expect(read('fuimos a la fiesta de cumple de Sofi').places).toContain('party');
  });

  it('reads the birthday song sung to a pet as no birthday', () => {
    expect(read('le cantaron las mañanitas al perico').events).not.toContain('birthday');
    expect(read('le cantamos las mañanitas a la abuela').events).toContain('birthday');
  });
});

describe('the Spanish lexicon reads a tangled kite as stuck', () => {
  it('reads `se enredó en un árbol` as stuck', () => {
    expect(read('le enseño a elevar un volantin pero se enredo en un arbol').mishaps).toContain('stuck');
    expect(read('se le enredó el hilo de la cometa').mishaps).toContain('stuck');
  });

  it('reads a train built of blocks as a toy, not a ride', () => {
    const found = read('a la mañana habiamos armado un tren con los bloques en el living');
    expect(Object.values(found).flat()).not.toContain('train');
    expect(found.things).toContain('toyCar');
    expect(Object.values(read('fuimos en tren a la playa')).flat()).toContain('train');
  });
});

describe('the Spanish lexicon reads a plan that fell through', () => {
  it('reads a place found shut, or a plan with its `pero`, as a let-down, and the plan’s place as no outing', () => {
    const shut = read('teníamos que ir a la piscina pero estaba cerrada por obras, qué chasco');
    expect(shut.mishaps).toContain('letDown');
    expect(shut.places).not.toContain('pool');
    expect(read('ibamos a ir a la playa pero llovió').mishaps).toContain('letDown');
    expect(read('el zoo estaba cerrado, vaya chasco').mishaps).toContain('letDown');
    // (A shut door is no plan, and a pool the child went to is the day's.)
    expect(read('la puerta estaba cerrada').mishaps).not.toContain('letDown');
    expect(read('fuimos a la piscina').places).toContain('pool');
    expect(read('teníamos que ir al pediatra y le pusieron la vacuna').mishaps).not.toContain('letDown');
  });
});

describe('the Spanish lexicon reads a flavour, a village day and bath toys as a parent means them', () => {
  it('reads a banana cake as a cake, no banana', () => {
    const cake = read('hicimos una tarta de plátano en casa');
    expect(cake.things).toContain('cake');
    expect(cake.things).not.toContain('banana');
    expect(read('se comió un plátano').things).toContain('banana');
  });

  it('reads a day at the village with the grandparents as theirs, not a town’s streets', () => {
    const village = read('día en el pueblo con los abuelos');
    expect(village.places).toContain('grandparents');
    expect(village.places).not.toContain('street');
  });

  it('reads rubber ducks in the bath as no ducks on a pond', () => {
    expect(read('baño largo con patitos').things).not.toContain('ducks');
    expect(read('jugó con los patitos de goma').things).not.toContain('ducks');
    expect(read('les dimos pan a los patos del estanque').things).toContain('ducks');
  });
});

describe('the Spanish lexicon reads a river, a reservoir and a pet that got out as a parent means them', () => {
  it('reads a river or a reservoir as no park with paths and squirrels, and a city pond still as the park', () => {
    expect(read('hoy fuimos a pescar con el abuelo Paco al pantano').places).not.toContain('park');
    expect(read('fuimos en bici al rio con su papa y vieron patos').places).not.toContain('park');
    expect(read('merendamos junto al embalse').places).not.toContain('park');
    expect(read('les dimos pan a los patos del estanque').places).toContain('park');
    expect(read('fuimos al parque').places).toContain('park');
  });

  it('reads a named pet that got out to the garden or the street as lost, and searched for', () => {
    expect(read('nuestro perro Canelo se escapó al jardín de la vecina').mishaps).toContain('lost');
    expect(read('la gata Mora se escapo a la calle').mishaps).toContain('lost');
    expect(read('jugó en el jardín de la vecina').mishaps).not.toContain('lost');
  });

  it('reads falling asleep singing as the day’s happy end, no music, and singing at the table still as a song', () => {
    expect(read('cenó todo sin rechistar y se durmio cantando').things).not.toContain('song');
    expect(read('se quedó dormida tarareando').things).not.toContain('song');
    expect(read('estuvo cantando con la abuela').things).toContain('song');
  });

  it('reads the child’s pet name `mi chiquitina` as no word of its own', () => {
    expect(read('mi chiquitina').hasUnknown).toBe(false);
  });
});

describe('the Spanish lexicon reads a parent’s aside, a lullaby, a quarrel over a toy and a trolley as meant', () => {
  it('reads `ni te cuento` as no story book, and a story read still as one', () => {
    expect(read('ni te cuento la cara de alegria').things).not.toContain('book');
    expect(read('leimos un cuento').things).toContain('book');
  });

  it('reads the lullaby `el pajarito` sung to the child as no birds, and birds seen still as birds', () => {
    expect(read('la abuela le canto el pajarito').things).not.toContain('birds');
    expect(read('vimos pajaritos en el parque').things).toContain('birds');
  });

  it('reads a fire engine quarrelled over as a toy, no lorry, and one seen in the street still as one', () => {
    expect(read('se pelearon por el camion de bomberos').things).not.toContain('tractor');
    expect(read('vimos un camion de bomberos').things).toContain('tractor');
  });

  it('reads the supermarket trolley as no car trip', () => {
    const found = read('lloro un monton en el carro del super');
    expect(found.places).not.toContain('car');
    expect(found.things).not.toContain('car');
    expect(read('lloro un monton en el carro').things).not.toContain('car');
    expect(read('fuimos en el carro a la playa').places).toContain('car');
  });
});

describe('the Spanish lexicon reads a list of the evening', () => {
  it('takes no routine word after a relation for a name (`galletas con la abuela, bañito con espuma, pijama`)', () => {
    const list = 'hicimos galletas con la abuela, bañito con espuma, pijama y a la cama';
    expect(namesIn([list], 'es').map((named) => named.name)).toEqual([]);
    expect(namesIn(['cenamos con el abuelo, ducha y a dormir'], 'es').map((named) => named.name)).toEqual([]);
    expect(namesIn(['merendamos con la tía, siesta y parque'], 'es').map((named) => named.name)).toEqual([]);
    expect(namesIn(['galletas con la abuela Pili'], 'es').map((named) => named.name)).toEqual(['Pili']);
  });
});

describe('the Spanish lexicon reads a wrapper as no food', () => {
  it('reads the sandwich paper a goat ate as no bread, and a sandwich eaten as bread', () => {
    expect(read('una cabra se le comio el papel del bocadillo').things).not.toContain('bread');
    expect(read('se comio un bocadillo de jamon').things).toContain('bread');
  });
});

describe('the Spanish lexicon reads a windy day', () => {
  it('reads `vendaval` and `ventarron` as wind', () => {
    expect(read('menudo vendaval, se le volo la gorra en el paseo maritimo').things).toContain('wind');
    expect(read('que ventarron en la playa').things).toContain('wind');
  });
  it('reads a keepsake bought on the way out as no shopping trip, and singing on the way home as no music', () => {
    expect(read('fuimos al acuario, a la salida compramos un peluche de pulpo').places).not.toContain('shop');
    expect(read('fuimos al mercado y compramos fruta').places).toContain('shop');
    expect(read('volvio cantando todo el camino').things).not.toContain('song');
    expect(read('cantamos canciones con la guitarra').things).toContain('song');
  });

  it('reads a starfish in a tank as no beach, and grandparents come from their village as no street walk', () => {
    expect(read('en el tanque de tocar toco una estrella de mar').places).not.toContain('beach');
    expect(read('fuimos al mar a ver las olas').places).toContain('beach');
    expect(read('han llegado los yayos del pueblo a quedarse toda la semana').places).not.toContain('street');
    expect(read('dimos un paseo por el pueblo').places).toContain('street');
  });
});

describe('the Spanish lexicon reads strutting about at home', () => {
  it('reads `se paseó por el salón` in mum’s shoes as a game in the living room, no walk in town', () => {
    expect(read('se puso mis zapatos y se paseo por el salon diciendo que se iba a trabajar').places).not.toContain(
      'street',
    );
    expect(read('se paseo por el salon con mis zapatos').places).toContain('livingRoom');
    expect(read('dimos un paseo por el pueblo').places).toContain('street');
  });
});

describe('the Spanish lexicon reads a December day at home', () => {
  it('reads a carol named by its words as a song, and a cuddly lamb held in the play as a toy', () => {
    const found = read('hacia de pastorcita con un corderito de peluche en brazos y cantó los peces en el rio');
    expect(found.things).not.toContain('fish');
    expect(found.things).not.toContain('sheep');
    expect(found.things).toEqual(expect.arrayContaining(['teddy', 'song']));
  });

  it('reads sprinkles spilt while baking as no pasta, and noodle soup still as soup', () => {
    expect(read('se le cayo el bote de fideos de colores por todo el suelo').things).not.toContain('pasta');
    expect(read('cenamos sopa de fideos').things).toContain('soup');
  });

  it('reads a pet scolded (`gato malo`) as no pet called Malo, and keeps the pet’s own name', () => {
    expect(namesIn(['le dijo "bigotes eso es mio gato malo"'], 'es').map((one) => one.name)).not.toContain('Malo');
    expect(namesIn(['nuestro gato Bigotes se subio a la mesa'], 'es').map((one) => one.name)).toContain('Bigotes');
  });

  it('reads what the child drew as the drawing, no doll to say goodnight to and no drum played', () => {
    const drawn = read('luego escribimos la carta a los reyes, ella dibujo una muñeca y un tambor');
    expect(drawn.things).toContain('drawing');
    expect(drawn.things).not.toContain('doll');
    expect(drawn.things).not.toContain('song');
    expect(read('tocó el tambor en la cabalgata').things).toContain('song');
  });

  it('reads cartoons put on the television as no painting', () => {
    expect(read('la abuela le puso dibujos en el sofa con su mantita').things).not.toContain('drawing');
    expect(read('despues pusimos los dibujitos y a cenar').things).not.toContain('drawing');
    expect(read('le puso ceras y pintó un sol').things).toContain('drawing');
  });

  it('reads a present wished for in the letter to the Kings as no bike ridden and no drum played', () => {
    const wished = read('dijo que queria una bici roja y un tambor');
    expect(wished.things).not.toContain('bike');
    expect(wished.things).not.toContain('song');
    expect(read('le pidio un patinete a los reyes').things).not.toContain('scooter');
    expect(read('montó en la bici roja sin ruedines').things).toContain('bike');
  });

  it('reads a dish said after a grandmother as what was eaten, never her name', () => {
    expect(namesIn(['comimos en casa de la yaya lentejas'], 'es')).toEqual([]);
    expect(namesIn(['en casa de la abuela croquetas y siesta'], 'es')).toEqual([]);
    expect(namesIn(['comimos en casa de la yaya Paqui'], 'es').map((named) => named.name)).toEqual(['Paqui']);
  });

  it('reads words said in the car and a car searched for a lost toy as no car trip, a drive in it as one', () => {
    expect(read('en el coche me dijo "hugo es mi amigo"').places).not.toContain('car');
    expect(read('lo buscamos por toda la casa, debajo de la cama, en el coche, en la lavadora').places).not.toContain(
      'car',
    );
    expect(read('fuimos en el coche a ver a la abuela').places).toContain('car');
  });

  it('reads a parent away on a work trip as missed, never as the child’s holiday', () => {
    const away = read('papa esta de viaje en Bilbao por trabajo hasta el jueves');
    expect(away.events).not.toContain('holiday');
    expect(away.people).toContain('dad');
    expect(read('nos vamos de viaje a la playa').events).toContain('holiday');
  });

  it('reads a parent away on a work trip as missed, never as the child’s holiday', () => {
    const away = read('papa esta de viaje en Bilbao por trabajo hasta el jueves');
    expect(away.events).not.toContain('holiday');
    expect(away.mishaps).toContain('missing');
    expect(read('papa esta de viaje').mishaps).toContain('missing');
    expect(read('nos vamos de viaje a la playa').events).toContain('holiday');
    expect(read('viaje en tren con los abuelos').events).toContain('holiday');
  });
});

describe('the Spanish lexicon reads a trip and a visit’s end', () => {
  it('reads calling out for joy at cows from the window as no temper, but shouting in a fit still as one', () => {
    expect(read('por la ventana vio vacas y gritaba "mira mama vacas!!"').mishaps).toEqual([]);
    expect(read('gritaba de la emocion al ver el avion').mishaps).toEqual([]);
    expect(read('gritaba y pataleaba en el suelo').mishaps).toContain('tantrum');
  });

  it('reads a train late as the day’s let-down, and a goodbye hug at the end of a visit as no sad goodbye', () => {
    expect(read('el tren salio con retraso y esperamos media hora').mishaps).toContain('letDown');
    expect(read('el vuelo se retrasó dos horas').mishaps).toContain('letDown');
    expect(read('se despidieron con un abrazo').mishaps).toEqual([]);
    expect(read('se despidió de la abuela llorando').mishaps).toContain('goodbye');
  });
});

describe('the Spanish lexicon reads a tram as no train', () => {
  it('reads a tram into town as no train ride, and a train as one', () => {
    expect(read('fuimos con la yaya en el tranvia al centro').things).not.toContain('train');
    expect(read('le encanta el tranvía').things).not.toContain('train');
    expect(read('fuimos en tren a ver a la abuela').things).toContain('train');
  });

  it('reads a medicine by its flavour as medicine, no fruit of the day', () => {
    const syrup = read('le di el dalsy de fresa y se lo tomo sin rechistar');
    expect(syrup.mishaps).toContain('sick');
    expect(syrup.things).not.toContain('strawberries');
    expect(read('le dimos el jarabe de naranja').things).toEqual([]);
    expect(read('merendo fresas con nata').things).toContain('strawberries');
  });

  it('reads asking for mum or dad at bedtime, away from home, as missing them', () => {
    expect(read('a la hora de dormir se puso triste y pregunto por mama').mishaps).toContain('missing');
    expect(read('lloraba llamando a papá').mishaps).toContain('missing');
    expect(read('le pregunto a mama por el perro').mishaps).not.toContain('missing');
  });
});

describe('the Spanish lexicon reads a long wait for a train as the day’s let-down', () => {
  it('reads a train late and a wait grown long as a let-down, and a train ride alone as none', () => {
    expect(read('en la estacion se hizo largo esperar, el tren llego tarde').mishaps).toContain('letDown');
    expect(read('el avion salio tarde').mishaps).toContain('letDown');
    expect(read('cogimos el tren para ir a ver al tito').mishaps).not.toContain('letDown');
  });
});

describe('the Spanish lexicon reads rain that kept the family in as a let-down', () => {
  it('reads staying in because of the rain as a let-down, and rain alone as none', () => {
    expect(read('por la tarde llovio a cantaros y nos quedamos en casa').mishaps).toContain('letDown');
    expect(read('llovio a cantaros y saltamos en los charcos').mishaps).not.toContain('letDown');
  });
});

describe('the Spanish lexicon reads a cuddly searched for and a child held on at the door', () => {
  it('reads a cuddly looked for all over as lost, and a search for something else as none', () => {
    expect(read('buscar al osito tito x toda la casa').mishaps).toContain('lost');
    expect(read('estuvimos buscando la mantita toda la tarde').mishaps).toContain('lost');
    expect(read('buscamos piñas en el bosque').mishaps).not.toContain('lost');
  });

  it('reads not letting go of the parent at the door as shyness', () => {
    expect(read('en la puerta no me queria soltar y lloro').mishaps).toContain('shy');
    expect(read('no quería soltarme en la entrada del cole').mishaps).toContain('shy');
  });
});

describe('the Spanish lexicon reads a flight’s sore ears, a colouring book and dress-up at home', () => {
  it('reads ears that hurt as the plane came down as a small hurt', () => {
    expect(read('le dolieron los oidos al bajar').mishaps).toContain('hurt');
    expect(read('se le taparon los oídos en el avión').mishaps).toContain('hurt');
  });

  it('reads a colouring book as drawing, no story read', () => {
    const coloured = read('pinto su libro de colorear');
    expect(coloured.things).toContain('drawing');
    expect(coloured.things).not.toContain('book');
    expect(read('leyó su libro de dinosaurios').things).toContain('book');
  });

  it('reads dress-up played at home as no party', () => {
    expect(read('jugaron juntas a las comiditas y a los disfraces').places).not.toContain('party');
    expect(read('fiesta de cumple en el parque').places).toContain('party');
  });
});

describe('the Spanish lexicon reads a song sung by its short name and a wrist', () => {
  it('reads `le cante los pollitos` as a song and no chicks', () => {
    expect(read('le di su peluche y le cante los pollitos y ya se dejo').things).not.toContain('chickens');
    expect(read('en la granja vimos los pollitos').things).toContain('chickens');
  });

  it('reads the wrist a balloon was tied to as no doll', () => {
    expect(read('lo ato papa a la muñeca para q no se vuele').things).not.toContain('doll');
    expect(read('se lo atamos en la muñeca').things).not.toContain('doll');
    expect(read('le regale una muñeca').things).toContain('doll');
  });
});
