import { givenName } from '../../lexicon/given-names.ts';
import type { RetellContext, Reteller } from './types.ts';
import { capital, ended, hasWordStart, keyWords, tidy, wordSet } from './words.ts';

/**
 * A word cut to what its forms share, so that a key finds them all by their beginning: `painting`, `painted` and
 * `paints` give `paint`, `swimming` gives `swim`, `lollies` gives `loll`, `bike` and `biking` give `bik`.
 */
export function stem(word: string): string {
  let cut = word;
  if (cut.length > 4 && cut.endsWith('ies')) cut = cut.slice(0, -3);
  else if (cut.length > 5 && cut.endsWith('ing')) cut = cut.slice(0, -3);
  else if (cut.length > 4 && cut.endsWith('ed')) cut = cut.slice(0, -2);
  else if (cut.length > 3 && cut.endsWith('s') && !cut.endsWith('ss')) cut = cut.slice(0, -1);
  else if (cut.length > 4 && cut.endsWith('y')) cut = cut.slice(0, -1);
  if (cut !== word && /([b-df-hj-np-tv-z])\1$/u.test(cut) && !/(ll|ss)$/u.test(cut)) cut = cut.slice(0, -1);
  if (cut.length > 3 && cut.endsWith('e')) cut = cut.slice(0, -1);
  return cut;
}

/**
 * English: parents write in the past tense, often without a subject (`cried at drop off`, `came home with a painting`),
 * in lower case, with chat (`lol`, `!!`, `v`, `w`). A clause is told with the hero as its subject: a clause without
 * one takes the hero's name (`Bunny cried at drop-off.`), a clause about how the child was takes `was` (`cranky all
 * evening`: `Bunny was cranky all evening.`), a first takes `It was her first …`, a day of a kind `It was a snow day.`,
 * a treat or an outing without a verb `Bunny had …`. The parent's `we` is the hero and the grown-ups, `my` and `me` the
 * hero's grown-up; a clause the parent says of themselves (`I`) is left out, and the child's `he`, `her`, `their` are
 * said as the hero's own.
 */

type R = { name: string; he: string; him: string; his: string; plural: boolean };

/** A food before the meal it was (`crumpets for breakfast`), the words before `for` at most five. */
const FOOD_FOR_MEAL =
  /^((?:\p{L}+[ ,&]+){0,4}?\p{L}+) for (?:breakfast|brekkie|brunch|lunch|dinner|tea|supper|pudding|dessert|afters|snack)\b/iu;

/** Words before `for lunch` that are no food (`home for lunch`, `ready for tea`, `out for dinner`). */
const NOT_FOOD = wordSet(`
  home back out time ready late early in off round over just all nothing no not too went going go stayed came left
  lunch dinner tea breakfast supper
`);

/** Words kept whole as keys: cut, they would be another word (`kindy` is no `kind`). */
const WHOLE = wordSet('kindy footy telly floaties bluey');

const STOP = wordSet(`
  about after again also always another around back because been before being both came come comes could didn't
  does doing done down during each even ever every from gave give going gone good got great have having here into
  just keep kept know like little made make many more most much must never only other over really said same says
  should since some still such than that their them then there these they thing things this those through today
  tonight took very want wanted went were what when where which while will with would your yours lots loads
  whole bits the and was are had has got but for his her him she you not too its all one two six ten day why how
  who out off our far yet any can did may now own put see way saw let lot get new old big bit ago yes yet use
  now all per via mum dad fell fall falls falling first last morning afternoon evening night
  mummy mommy mam mama daddy dada papa nana nanna nan nanny granny gran grandma grandad granddad grandpa pop poppy
  under behind inside outside across along round near onto upon without until above below beside between
`);

/** Past-tense verbs (and `was`, `had`) that begin a clause without a subject. */
const PAST = wordSet(`
  was were had got went came ate drank fell ran sat saw made took gave put kept did found built drew held told said
  broke caught threw hid slept woke won lost bought brought met rode sang swam wore wrote flew grew blew dug stood
  left spent sent heard felt thought knew read cut hit let shut stuck swung hung spun slid fed led lit taught chose
  froze shook tried cried loved hated played climbed jumped helped picked pushed pulled watched walked visited screamed
  giggled laughed danced baked painted splashed wanted asked refused managed finished started stayed waved
  learned learnt passed missed enjoyed tasted hugged kissed shared chased fought bumped scraped wiped legged
  mastered practised practiced counted opened closed cleaned tidied carried crawled rolled sorted scored slipped
  tripped dropped spilled spilt smashed snatched stamped stomped clung begged demanded insisted wolfed devoured
  napped fed cuddled snuggled went lay forgot rang phoned texted
`);

/** How a dish was cooked, said before it (`grilled cheese for dinner`): a dish the child had, not a thing they did. */
const COOKED = wordSet('grilled roasted mashed scrambled fried boiled poached toasted smoked pulled');

/** The kinds of a family's pet, as parents write them before its name (`our kelpie Max`). */
const PET_KINDS =
  'dogs?|cats?|puppy|kitten|rabbits?|bunny|hamster|guinea pigs?|tortoise|pony|chickens|hens|budgie|beagle|labrador|lab|spaniel|terrier|collie|pug|poodle|dachshund|retriever|kelpie|staffy|staffie|cavoodle|cavapoo|cockapoo|labradoodle|groodle|greyhound|whippet|husky|lurcher|jack russell|sausage dog|heeler|border collie|goldfish';

/** A call the grown-up made, written without `I` (`rang the bus depot and they had him`). */
const PHONED =
  /^(?:i |we )?(?:rang|phoned|called) (the [\p{L} ]+?|lost property)(?:,? (?:and|n) (?:they|she|he) (?:had|found|still had) (him|her|it|them)\b.*)?$/iu;

/** Present forms a parent uses of the day, as the story tells them. */
const PRESENT: Record<string, string> = {
  keeps: 'kept',
  says: 'said',
  wants: 'wanted',
  loves: 'loved',
  hides: 'hid',
  asks: 'asked',
  thinks: 'thought',
  looks: 'looked',
  refuses: 'refused',
  "won't": "wouldn't",
  seems: 'seemed',
  feels: 'felt',
  been: 'was',
  lives: 'lived',
  goes: 'went',
  comes: 'came',
  knows: 'knew',
};

/** Words ending in `-ed` that say how the child was, not what they did (`scared of the dog`). */
const FELT = wordSet(`
  scared terrified excited tired bored worried thrilled delighted frightened annoyed obsessed surprised amazed confused
  exhausted knackered shattered chuffed fed-up pleased stuffed tucked frustrated disappointed overwhelmed relieved
  overtired unsettled
`);

/** How the child was: a clause that begins so takes `was` (`Bunny was cranky all evening.`). */
const STATES = wordSet(`
  super so very really quite bit a-bit still cranky grumpy silly tired quiet shy proud happy sad upset cross grand fine
  fussy clingy teary whingy whiny excited chuffed brave sleepy knackered exhausted shattered poorly sick ill absolutely
  totally obsessed desperate scared terrified bored worried thrilled delighted frightened up out full starving hungry
  proper too extra fast itchy sniffly spotty nervous jealous lonely anxious mardy wobbly frustrated disappointed
  overwhelmed relieved overtired unsettled
`);

/** Rain or snow falling, written bare (`pouring all day`: `It was pouring all day.`); never the child's doing. */
const FALLING =
  /^(?:(?:absolutely|properly|just) )?(?:pouring|raining|snowing|drizzling|bucketing|lashing|teeming|hailing|sleeting|(?:tipping|chucking|pissing|bucketing|belting) it down)\b/iu;

/** A cold or a fever the parent says was gone (`temp gone by tea time`): the hero's, and it was gone. */
const BETTER = /^(temperature|fever|temp|cough|cold|rash|sniffles) (gone|down|back to normal|better)\b/iu;

/** Words that make the weather of the day (`hot as today`: `It was very hot today.`). */
const WEATHER = wordSet('hot cold freezing boiling windy blowy rainy wet sunny snowy stormy foggy chilly muggy');

/** The parent's own pride in the child (`so proud of this kid`), and the words that stand for the child there. */
const PROUD =
  /^((so|very|super|really) )?proud of ((this|that|my|our|the) (kid|boy|girl|one|monkey|munchkin|little one)|her|him|them)\b/iu;
/** The parent's pride said bare (`so proud`, `proud mama`): the parent's, not the child's. */
const PROUD_BARE =
  /^((so|very|super|really|soo+) )?proud( (mama|mum|mummy|mom|mommy|momma|dad|daddy|dada|parents?|parent moment|moment|today))?$/iu;
const PROUD_OF = /\b((this|that|my|our|the) (kid|boy|girl|one|monkey|munchkin|little one)|her|him|them)\b.*$/iu;

/** Doing words told as an outing (`sledding down the hill`: `Bunny went sledding down the hill.`). */
const OUTINGS = wordSet(`
  sledding sledging swimming fishing skating shopping camping paddling rock-pooling bowling hiking cycling
  scootering trick-or-treating ice-skating carolling caroling
`);

/** Places a child is taken to, written without a verb (`doctor this morning for her jabs`): the child went there. */
const VISITED = wordSet(`
  doctor doctors gp dentist dentists hairdresser hairdressers barber barbers optician opticians clinic vet vets
`);

/** What a child has on a day that the parent writes without a verb: treats, meals and happenings. */
const HAD = wordSet(`
  dog dogs apple apples lolly lollies ice cream pizza chips cake cupcake cupcakes pancakes pancake biscuit biscuits
  cocoa chocolate babyccino smoothie milkshake picnic party hunt egg nap sleepover playdate bath bbq barbecue sizzle
  treat meltdown tantrum cuddle cuddles calpol panadol nurofen tylenol motrin medicine jabs shots injections vaccines
  vaccinations boosters story stories toast sandwich marshmallows fish ride lesson lessons
  class classes cheese bol spaghetti pasta nuggets fingers beans peas pop pops popsicle popsicles lollipop wash shower
  vera swim paddle dip dream nightmare sausage sausages haircut trim ache tummyache bellyache earache headache
  timbits donuts doughnuts jalebis pie pies latkes corn cider hayride hayrides beavertail beavertails smores
  nose cough temperature fever rash bump bumps bruise bruises graze grazes scrape scratch lump
  porridge cereal weetabix crumpet crumpets croissant croissants muffin muffins waffle waffles eggs yoghurt yogurt
  soup noodles rice curry dumplings fruit strawberries cookie cookies scone scones gingerbread flapjack flapjacks
  bagel bagels omelette omelet cry plaster plasters soldiers popcorn candyfloss crisps sweets sweeties slushie slushy
`);

/** A temper written bare with when it came (`big tantrum when it was time to go home`, `meltdown leaving the park`). */
const TEMPER_WHEN =
  /^(?:a |an )?(?:(big|little|small|huge|proper|real|mini|full-on|total) )?(meltdown|tantrum|strop|paddy|wobbly) ((?:when|leaving|as|once) .+)$/iu;

/**
 * A stranger who found a lost thing (`a nice lady at the till had him in the lost property box`): who, where, the
 * pronoun of the thing and the rest.
 */
const FINDER =
  /^(?:and )?(a|an|the|this|one of the) ((?:(?:nice|kind|lovely|lush|sweet|friendly|helpful|old|young) )*(?:lady|man|woman|guy|bloke|cashier|shop assistant|security guard|staff member|lifeguard|cleaner|driver|conductor|dad|mum)(?: (?:at|on|in|from|by) the [\p{L} ]+?)?) (had|found|was holding|handed in) (?:him|her|it)\b(.*)$/iu;

/** The thing a day lost (`lost monkey at the big sainsburys`, `couldnt find her bunny`): its kind. */
const LOST_THING =
  /\b(?:lost|couldn['’]?t find|could not find|cant find|can['’]t find|left) (?:(?:his|her|their|the|my|our) )?(?:(?:little|favourite|fave|special|precious|beloved) )?(monkey|giraffe|ellie|elephant|doggy|dog|piggy|lamby|lamb|ducky|bunny|rabbit|dino|dinosaur|teddy|bear|blankie|blanky|dummy|raggy|cuddly|comforter|lovey|taggy|unicorn|penguin|cat|kitty|owl|fox|panda|lion|tiger|puppy)\b/iu;

/** The child carried by a grown-up, said with no one doing it (`carried him home and had hot chocolate`). */
const CARRIED_HOME =
  /^(?:(?:so|and|then) )?(carried|piggybacked|wheeled|scooped) (her|him) (home|back home|inside|indoors|upstairs|back to the car|to the car|to bed)(?: and (?:then )?((?:had|made|watched|read|got|sat|snuggled|cuddled)\b.+?))?[.!\s]*$/iu;

/** Heads of a bare phrase that take `a`: `a hot dog`, `a full on meltdown`. */
const COUNTED = wordSet(`
  dog apple lolly cupcake pancake biscuit smoothie milkshake picnic party hunt egg nap sleepover playdate bath bbq swim paddle dip dream nightmare
  nose cough temperature fever rash
  barbecue sizzle treat meltdown tantrum cuddle story sandwich ride lesson class pop popsicle lollipop haircut trim
  hayride beavertail
  ache tummyache bellyache earache headache bump bruise graze scrape scratch lump
  crumpet croissant muffin waffle cookie scone flapjack bagel omelette omelet cry plaster
`);

/** Games a parent writes bare (`hide n seek w lily`: `Bunny played hide-and-seek with Lily.`). */
const GAMES =
  /^(hide-and-seek|tag|tig|it|peekaboo|peek-a-boo|musical statues|musical chairs|duck duck goose|i spy|snap|hopscotch|chase|catch|pass the parcel|simon says|what['’]s the time mr wolf|ring a ring o['’] roses|football|footy|soccer|cricket|frisbee|dress[- ]up|dressing up|shops|tea party|tea parties|mini[- ]?golf|crazy golf|putt[- ]putt)\b/u;

/** A big creature somewhere, written bare: told as `There was …` (`huge huntsman on the wall`). */
const THERE =
  /^(huge|big|massive|giant|enormous|tiny|little|hairy|scary|angry|funny|cheeky) ((?:\p{L}+ )?\p{L}+) (on|in|under|behind|by|at|up) (the|a|our|his|her|their)\b/iu;

/** Water to play in that a parent writes bare (`sprinklers in the backyard all arvo`): `played in the sprinklers`. */
const PLAYED_IN =
  /^(?:the )?(sprinklers?|paddling pool|paddle pool|paddle pools|splash pad|hose|hosepipe|water table|cubby house|cubbyhouse|cubby|playhouse|wendy house|treehouse|tree house|trampoline)\b/iu;

/** Toys a parent writes as the play itself (`play doh at the kitchen table`: `Bunny played with …`). */
const TOYS =
  /^(play[ -]?doh|playdough|lego|duplo|blocks|puzzles?|crayons|stickers|bubbles|trains?(?! (?:to|into|from|ride|rides|trip|journey)\b)|cars|(?:sidewalk |pavement |chunky )?chalks?)\b/u;

/** Day words after which a phrase is the day's kind (`proper blowy day`: `It was a proper blowy day.`). */
/** A thing built of a toy, typed bare (`lego tower`, `duplo house`). */
const BUILT =
  /^(?:lego|duplo|block|blocks|magna[- ]?tiles?|magnetic tiles?) (?:tower|house|castle|rocket|city|zoo|garage|bridge|farm|spaceship|car|train|boat|den)s?\b/iu;

const DAY_WORDS = /^(day|evening|morning|afternoon|night)$/u;

/** People a clause may begin with, told as the parent wrote them. */
const PEOPLE = wordSet(`
  mummy mommy mum mom mama daddy dad dada papa granny grandma grandpa grandad granddad nanny nana nan gran
  pop poppy pa auntie aunty aunt uncle cousin cousins everyone staff teacher nurse doctor they it the
`);

/** Body words after which a state is the hero's (`cheeks so red`: `Bunny’s cheeks were so red.`). */
const BODY =
  /^(cheeks|hands|hand|feet|foot|toes|toe|knees|knee|eyes|nose|face|hair|tummy|fingers|finger|arm|arms|leg|legs|ear|ears|head|throat|gums)$/u;

/** The parent's own family words, as the child says them. */
const MY_FAMILY: Record<string, string> = {
  mum: 'Grandma',
  mom: 'Grandma',
  mam: 'Grandma',
  mother: 'Grandma',
  dad: 'Grandpa',
  father: 'Grandpa',
  sister: 'Auntie',
  brother: 'Uncle',
};

const CHAT =
  /\b(lol|obvs|obvi|ngl|haha+|omg|tbh|btw|apparently|thank god|thank goodness|bless (?:him|her|them)|to be fair|tho|honestly|literally|jk|progress|bless)\b/giu;

const NUMBERS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];
/** Counts above twelve, as a grown-up reads them out. */
const COUNTS: Record<string, string> = {
  '13': 'thirteen',
  '14': 'fourteen',
  '15': 'fifteen',
  '16': 'sixteen',
  '17': 'seventeen',
  '18': 'eighteen',
  '19': 'nineteen',
  '20': 'twenty',
  '30': 'thirty',
  '40': 'forty',
  '50': 'fifty',
  '100': 'a hundred',
};
const ORDINALS: Record<string, string> = {
  '1st': 'first',
  '2nd': 'second',
  '3rd': 'third',
  '4th': 'fourth',
  '5th': 'fifth',
};

type Replacement = string | ((whole: string, ...groups: string[]) => string);

/** A wild creature found dead (`found a little dead bird`): no pet of the family's, told gently as it was found. */
const WILD_DEAD =
  /\bfound (a|an|this|the) ((?:little |tiny |baby |poor |wee )*)dead (bird|baby bird|mouse|bee|butterfly|hedgehog|frog|squirrel|beetle|ladybug|ladybird|snail|lizard|possum|duckling|chick)\b/giu;

/** How a thing was done, said as a parent types it (`so careful`): the story's `so carefully`. */
const HOW_DONE: Record<string, string> = {
  careful: 'carefully',
  gentle: 'gently',
  quiet: 'quietly',
  soft: 'softly',
  slow: 'slowly',
};

/**
 * How a thing was done, after the doing (`washed his toes so careful`, `held the baby so gentle`): said as a book says
 * it, `so carefully`, before a `so` can cut the sentence; how the child was (`was so careful`, `felt so good`) stays.
 */
const HOW_DONE_AFTER =
  /(?<=\p{L}\s)(?<!\b(?:was|were|is|are|am|be|been|being|felt|feel|feels|looked|look|looks|stayed|seemed|got|get|so|and|not|too)\s)\b(so|very|really|super|ever so|extra) (careful|gentle|quiet|soft|slow)\b(?=\s*(?:[,.!?]|$|and\b|with\b|to\b|all\b))/giu;

const SPELLING: [RegExp, Replacement][] = [
  // `good as gold`, as a parent types it: `as good as gold`.
  [/\b(was|were|is|been|being) good as gold\b/giu, '$1 as good as gold'],
  // A weekday cut short after `til` (`away til fri`): said whole.
  [
    /\b(til|till|until|since) (mon|tues?|wed|weds|thur|thurs|fri|sat|sun)\b(?!\p{L})/giu,
    (_all: string, by: string, day: string) =>
      `${by} ${({ mon: 'Monday', tue: 'Tuesday', tues: 'Tuesday', wed: 'Wednesday', weds: 'Wednesday', thur: 'Thursday', thurs: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' } as Record<string, string>)[day.toLowerCase()] ?? day}`,
  ],
  // The guessing game is `I spy`, with its capital (`played i spy with daddy`).
  [/\bi spy\b/gu, 'I spy'],
  // Both parents at work, from the one who writes (`nanny had him today while we were both at work`).
  [
    /\bwhile (?:we|me and (?:his|her|their) (?:dad|daddy|mum|mummy)) (?:were|was) both (at work|working)\b/giu,
    'while Mummy and Daddy were both $1',
  ],
  // `went through quick`: quickly.
  [/\b(went|ran|walked|came|rushed|hurried|got) (through|past|by|in|out|home|back|over) quick\b/giu, '$1 $2 quickly'],
  // The weather called bad written bare (`horrible weather all day`): how the weather was.
  [
    /^(horrible|awful|terrible|miserable|rubbish|grim|foul|horrid|vile|wild|crazy|mad|stormy|wet|grey|gray) weather\b(.*)$/iu,
    (_all: string, kind: string, rest: string) => `the weather was ${kind.toLowerCase()}${rest}`,
  ],
  // The rain or the wind doing something, written without `was` (`rain lashing at the window and the wind howling`).
  [
    /^(?:the )?(rain|wind|snow|hail|thunder|lightning) (\p{L}+ing)\b(.*?)(?: and (?:the )?(rain|wind|snow|hail|thunder|lightning) (\p{L}+ing)\b(.*))?$/iu,
    (_all: string, one: string, doing: string, rest: string, two?: string, doing2?: string, rest2?: string) =>
      `the ${one.toLowerCase()} was ${doing}${rest}${two ? `, and the ${two.toLowerCase()} was ${doing2}${rest2 ?? ''}` : ''}`,
  ],
  // A clap of thunder written bare (`big clap of thunder at lunch`): there was one.
  [
    /^(?:a |one )?((?:(?:big|huge|massive|loud|enormous|almighty|really loud|very loud) )?(?:clap|crash|rumble|crack|bang|roll)s? of thunder\b.*)$/iu,
    (_all: string, thunder: string) => `there ${/^\S+s of/u.test(thunder) ? 'were' : 'was a'} ${thunder}`,
  ],
  // Tears written bare before when they were (`tears before breakfast`): there were tears.
  [
    /^((?:(?:lots of|big|some|a few|floods of|a few) )?tears (?:before|at|after|over|when|in|during) \p{L}.*)$/iu,
    'there were $1',
  ],
  // Something new to wear written bare (`new wellies`, `new shoes from clarks`): the child got them.
  [
    /^(?:(?:and|then|and then) )?(new (?:wellies|welly boots|wellington boots|shoes|trainers|sneakers|boots|sandals|coat|raincoat|pyjamas|pjs|hat|glasses|backpack|school shoes|party shoes)\b)/iu,
    'got $1',
  ],
  // A swimming class's words for kicking (`did kicking legs across the pool`, `did kicky legs`): kicked.
  [/\bdid (?:his |her |their |some |big )?(?:kicking|kicky|kicks|kick) legs\b/giu, 'kicked with both legs'],
  // `even did kicking legs on his own`: what the child did, with `even` after who did it, no sentence opened by it.
  [
    /^(?:and |then |and then )?(even|also|still) (?=(?:did|went|swam|kicked|jumped|climbed|rode|ate|made|got|put|let|gave|held|tried|said|sang|walked|ran|floated|dived|splashed|managed)\b)/iu,
    '',
  ],
  // A meal or a game the whole family shared (`we had fish fingers all together`): everyone, no one left out.
  [
    /^(?:and\s+|then\s+)*we (?=(?:had|ate|watched|played|sat|danced|sang|made)\b.*\ball together[.!\s]*$)/iu,
    'everyone ',
  ],
  // A feeling said with `feeling` and no verb before it (`feeling a bit low`, `shes feeling better`): felt.
  [/^(?:(?:she|he)\s*(?:was|is|['’]s|s)\s+)?feeling\s+(?=\p{L})/iu, 'felt '],
  // Very happy, said the British way (`over the moon about her sticker`): was.
  [/^(?:(?:she|he)\s+)?(?:was\s+)?((?:so |just |totally |absolutely )?over the moon)\b/iu, 'was $1'],
  // A part of the day written bare before what happened in it (`afternoon fed the ducks`, `morning her dad took her to
  // the garden centre`): told after it, `in the afternoon`, as a story says it; `afternoon was the park` went there.
  [
    /^(morning|afternoon|evening|arvo)(?: was| then)? (?:the )?(park|beach|zoo|playground|pool|library|farm|shops|museum|woods|swings|soft ?play|garden centre|swimming pool|aquarium|allotment)((?: (?:with|w|w\/) [\p{L}'’]+(?:(?: and| &|,) [\p{L}'’]+)*)?)\s*$/iu,
    (_all: string, part: string, place: string, who: string) =>
      `went to ${/^soft ?play$/iu.test(place) ? 'soft play' : `the ${place.toLowerCase()}`}${who.replace(/ (?:w|w\/) /iu, ' with ')} in the ${part.toLowerCase() === 'arvo' ? 'afternoon' : part.toLowerCase()}`,
  ],
  [
    /^(morning|afternoon|evening|arvo),? (?!(?:was|is|were|nap|naps|tea|walk|snack|sleep|off|came|went|at|in|on|with|out|by|of|and|home|spent|meal|stroll|swim|bath|routine|feed|bottle|snooze|sun|light|class|session|lesson|kindy|nursery|daycare|sickness|people|person)\b)(\p{L}.*?)\s*$/iu,
    (_all: string, part: string, rest: string) =>
      `${rest} in the ${part.toLowerCase() === 'arvo' ? 'afternoon' : part.toLowerCase()}`,
  ],
  // The child's own parent, written `her dad` before what they did with her (`her dad took her to the shops`): Daddy.
  [
    /\b(her|his) (dad|daddy|mum|mummy|mam|mom|mommy) (took|brought|picked up|dropped off|collected|gave|let|helped|showed) (her|him)(?= (?:to|home|out|for|on|round|into|in|swimming|shopping|back|up|down|a|an|some)\b|\s*$)/giu,
    (whole: string, own: string, who: string, verb: string, them: string) =>
      (own.toLowerCase() === 'her') === (them.toLowerCase() === 'her') ? `${who} ${verb} ${them}` : whole,
  ],
  // A grown-up's title and who they are to the child (`miss jo his key worker`): `Miss Jo, his key worker,`.
  [
    /\b(miss|mrs|mr|ms) (\p{L}{2,}) (her|his|their) (key ?worker|teacher|childminder|swimming teacher|nanny)\b,?/giu,
    (_all: string, title: string, name: string, own: string, role: string) =>
      `${capital(title.toLowerCase())} ${capital(name.toLowerCase())}, ${own} ${role},`,
  ],
  // A den and what was done in it (`made a den out of the cushions and had a picnic inside it`): inside the den.
  [
    /\b(den|fort|tent|cubby|cubby house|teepee|tipi)\b(.+?)\b(inside|in|under) it\b/giu,
    (_all: string, den: string, between: string, where: string) =>
      `${den}${between}${where.toLowerCase() === 'in' ? 'inside' : where} the ${den.toLowerCase()}`,
  ],
  // Heavy rain, in the family's words (`it absolutely chucked it down`): it rained and rained.
  [
    /\b(?:it )?(?:(?:absolutely|totally|properly|proper|just) )?(?:chucked|bucketed|tipped|poured|lashed) it down\b/giu,
    'it rained and rained',
  ],
  [/\b(?:it )?was (?:absolutely )?(?:chucking|bucketing|tipping|lashing) it down\b/giu, 'it was pouring with rain'],
  // `so we cancelled` after a plan and its weather says nothing more: left out.
  [/^(?:so )?(?:we|they) (?:had to )?(?:cancel+ed|called it off|gave up)(?: it)?\s*$/iu, ''],
  // A grown-up's words the child kept saying after (`granny said "…" which she kept repeating all afternoon`): the
  // words are told as said; the aside after them is left out.
  [
    /,?\s*which (?:she|he|they) (?:kept|has been|was|were|have been) (?:repeating|saying)(?: (?:all|the whole) \p{L}+)?\b/giu,
    '',
  ],
  // A plan written as where it was to be (`was meant to be the beach today`): the child was meant to go there.
  [/\b(?:was|were) (?:meant|supposed|going) to be (the|a) (?=\p{L})/giu, 'was meant to go to $1 '],
  // Saying goodbye, typed short (`had to say bye to miss jo`): `say goodbye to`, as a story says it.
  [/\bsay (?:bye|bye bye|ta ta|tata) to\b/giu, 'say goodbye to'],
  // How the goodbye went, typed after it (`…, bit of a wobble at the gate and some tears`): it came with a wobble.
  [/,\s*(?:a )?bit of an? (wobble|meltdown|strop|paddy|wobbly|cry)\b/giu, ', with a little $1'],
  // A thing gone somewhere, written `its gone` (`told her its gone to visit the moon`): it had gone there.
  [/\bit['’]?s (?:gone|went) (to|off|away|home|up|over)\b/giu, 'it had gone $1'],
  // The parent's asides, which say nothing to the child or tell them off (`which never happens`, `lay on the floor n
  // everything`, `too hot to sleep rn`, `only wanted daddy not me`): left out.
  [/,?\s*\b(?:which|that|and that|something that) (?:never|hardly ever|rarely|almost never|always) happens\b/giu, ''],
  // (Not a thing eaten with what was on it: `ate it dirt n all` is `ate it, dirt and all`.)
  [
    /\b(it|them|one) (dirt|mud|sand|skin|peel|pips|seeds|bones|crusts|shell|muck|grass|leaves|fluff|stalk|core) (?:and|n|&) all\s*$/giu,
    '$1, $2 and all',
  ],
  [
    /,?\s*\b(?<!\b(?:dirt|mud|sand|skin|peel|pips|seeds|bones|crusts|shell|muck|grass|leaves|fluff|stalk|core) )(?:and|n|&) (?:everything|all that|stuff|all)\s*$/giu,
    '',
  ],
  [/,?\s*\b(?:rn|atm|right now|as we speak|as i type)\s*$/giu, ''],
  [/,?\s+not me\s*$/giu, ''],
  // The phone's short words (`2 wks offshore`, `bday party`, `kinda overwhelmed`).
  // A check-up's shots by the child's age (`4 yr shots`, `two year old jabs`): `four-year shots`.
  [
    /\b(\d{1,2}|one|two|three|four|five)[ -]?(?:yr|year)s?(?:[ -]?old)? (shots|jabs|vaccines|vaccinations|boosters|injections|check-?ups?)\b/giu,
    (_whole, age: string, what: string) => `${NUMBERS[Number(age)] ?? age.toLowerCase()}-year ${what.toLowerCase()}`,
  ],
  // Where the shots went (`2 in one arm 1 in the other`): `two in one arm and one in the other`.
  [
    /\b(\d|one|two|three) in (?:one|each|the) (arm|leg),? (?:and |n |& )?(\d|one|two|three) in the other(?: one)?\b/giu,
    (_whole, one: string, limb: string, other: string) =>
      `${NUMBERS[Number(one)] ?? one} in one ${limb} and ${NUMBERS[Number(other)] ?? other} in the other`,
  ],
  // A sore part written bare (`arm sore tonight`, `ear still hurting`): told with its verb, the hero's.
  [
    /^(?:(?:his|her|their|the) )?(arm|arms|leg|legs|ear|ears|tummy|head|knee|foot|hand|finger|toe|throat|tooth|gums?) (still |a bit |bit |really |very |so )?(sore|achy|hurting|tender)\b/giu,
    (_whole, part: string, how = '', sore: string) =>
      `${part.toLowerCase()} ${/s$/u.test(part) && part !== 'gums' ? 'were' : 'was'} ${how.replace(/^bit /u, 'a bit ')}${sore}`,
  ],
  // A scream a grown-up calls murder is a big, loud scream (`screamed bloody murder`, `screamed blue murder`).
  [/\b(scream|screamed|screaming|yelled|yelling) (?:bloody|blue) murder\b/giu, '$1 the place down'],
  // Medicine and cuddles for a sore part (`arm sore so tylenol and extra cuddles`): what there was for it.
  [
    /,?\s*\bso (calpol|tylenol|motrin|panadol|nurofen|medicine|ibuprofen) (?:and|n|&) ((?:extra |lots of |loads of |big |more )?cuddles)\b/giu,
    ', so there was $1 and $2',
  ],
  // A chocolate written short (`choc coin`, `choc chip cookies`, `choccy buttons`).
  [
    /\b(?:choc|choccy|chocci)(?= (?:coin|coins|chip|chips|button|buttons|egg|eggs|bar|bars|biscuit|biscuits)\b)/giu,
    'chocolate',
  ],
  [/\bchoccy\b/giu, 'chocolate'],
  // The plural of a family word is many of them, no one's (`the aunties kissing him`, `all the nannies`).
  [
    /\b(the|all|my|our|his|her|their|both|two|three|lots of|all the|w the|with the) (aunties|aunts|uncles|grannies|nannies|cousins)\b(?!['’])/giu,
    '$1 $2',
  ],
  // A cardigan written short (`hid in my cardi`).
  [/\bcardi\b/giu, 'cardigan'],
  // Sure of being part of it, after what the child did (`marched behind the pipe band sure he was in it`): its comma.
  [
    /(?<!\b(?:make|made|making|makes|not|so|pretty|quite|for|be|was|is|am|very|real|really|just))(?<=\p{L}),? (sure|convinced|certain) (?=(?:she|he|they) (?:was|were)\b)/giu,
    ', $1 ',
  ],
  // Sure of a thing not so (`convinced theres a monster in his closet`): sure there was.
  [
    /\b(?:(?:was|is) )?(?:convinced|sure|certain) (?:that )?(?:there['’]?s|there is|there was|there were)\b/giu,
    'was sure there was',
  ],
  [/\bwks\b/giu, 'weeks'],
  [/\bwk\b/giu, 'week'],
  [/\b(?:bday|b-day|birthdy)\b/giu, 'birthday'],
  [
    /\b(?:kinda|sorta|kind of|sort of)(?= (?:overwhelmed|scared|shy|sad|upset|teary|tired|grumpy|quiet|nervous|worried|cross|sleepy|clingy|wobbly|sick|poorly)\b)/giu,
    'a bit',
  ],
  [
    /\bfreaked out(?: (a (?:little|lil|bit|tad)))?/giu,
    (_all: string, how?: string) => `got ${how ? `${how.replace('lil', 'little')} ` : ''}scared`,
  ],
  // Two children who quarrelled made it up (`made up with a cuddle`, `made friends again`): both of them did.
  [
    /^(?:(?:they|we) (?:both )?|both )?(?:made up(?= with (?:a |lots of )?(?:big )?(?:cuddles?|hugs?|kiss(?:es)?)\b)|made friends(?: again)?\b|kissed and made up\b)/iu,
    'both made up',
  ],
  // A goodbye as the story says it (`said bye to his best mate jack`); a child's own `bye bye` is kept.
  [/\bsaid (?:bye|ta-ta|cheerio|see ya)\b(?![ -]bye)/giu, 'said goodbye'],
  // The parent's pride in a thing done (`so proud she sang happy bday w everyone`): the thing, then everyone's pride.
  [
    /^(?:(?:so|very|super|really|soo+) )?proud (?:that )?(she|he) (\p{L}+ed|sang|did|went|ate|rode|swam|wrote|drew|made|said|got|held|gave|tried|slept)\b(.*)$/iu,
    '$1 $2$3, and everyone was so proud',
  ],
  // Pride after what the child did (`he did it, so proud of himself`): the child's own, said with `and was`.
  [/,?\s+(?:and )?(?:so|very|super|really) proud of (himself|herself|themselves)\s*$/giu, ', and was so proud of $1'],
  // A treat or a toy that did something by itself (`ice block melted all down his arm`): `The ice block …`.
  [
    /^(ice ?blocks?|ice lolly|ice lollies|icy poles?|popsicles?|ice ?creams?|lolly|lollies|cones?|juice|milk|drink|siren|alarm|music|sprinkler|fan|balloon|bubbles)(?= (?:melted|dripped|dropped|fell|popped|spilled|spilt|went|was|were|broke|burst)\b)/iu,
    'the $1',
  ],
  // A fan or a heater left on at night (`still too hot to sleep, fan on`): it was on.
  [
    /^(?:the )?(fan|fans|aircon|air con|air conditioning|heater|heating|night ?light)(?: was| were)? (?:on|going|on full)$/iu,
    'the $1 was on',
  ],
  // What the child keeps doing now (`now showing everyone her owie`): told as what the child kept doing.
  [
    /^(?:and )?now (?:(?:she|he)['’]?s |(?:she|he) is )?(?=(?:showing|telling|asking|saying|singing|talking|calling|pointing|practising|practicing|wearing|carrying|hugging|cuddling|pretending|copying)\b)/iu,
    'keeps ',
  ],
  // Boots off and a treat after coming in (`wellies off and hot choc when we got back`): taken off, then the treat had.
  [
    /^(wellies|welly boots|wellington boots|gumboots|rain boots|boots|wet things|wet clothes|muddy clothes|coats|coat|shoes) off,? (?:and|n|&) (?=(?:a |some |warm |hot |cuddles|tea|toast|biscuits|a bath)\b)/iu,
    'took off the $1 and had ',
  ],
  // A shop written bare with what it was for (`market for veg`, `then the shops for milk`): went there for it.
  [
    /^(?:(?:and )?then )?(?:to )?(?:the )?(market|shops|supermarket|butchers|bakers|bakery|greengrocers|garden centre) for (?!(?:ages|hours|a bit|a while|the day|a little)\b)(\p{L}.*)$/iu,
    (_all: string, shop: string, what: string) => `went to the ${shop.toLowerCase()} for ${what}`,
  ],
  // A grown-up's own haircut, the child along (`haircut for daddy`): the grown-up had it, never the child.
  [
    /^(?:(?:and )?then )?(?:a )?(haircut|hair cut|trim) for (mummy|mommy|mum|mom|mama|daddy|dad|papa|nana|nanna|nan|nanny|granny|grandma|gran|grandad|grandpa|auntie|aunty|uncle)\b/iu,
    (_all: string, cut: string, who: string) => `${who} had a ${cut.toLowerCase() === 'hair cut' ? 'haircut' : cut}`,
  ],
  // A creature found and given a name (`found a snail called him mr slow`): `found a snail called Mr Slow`.
  [
    /\b(found|caught|saw|spotted|met|got) (a|an|the|this) ((?:\p{L}+ ){0,2}?\p{L}+),? (called|named) (?:him|her|it|them)\b(?= \p{L})/giu,
    '$1 $2 $3 $4',
  ],
  // Words of the child's own fought over a toy (`shouting mine mine`): said as the child's words.
  [
    /\b(shouting|screaming|yelling|saying|shouted|screamed|yelled|said),? mine,? mine(?:,? mine)*\b/giu,
    '$1, “Mine! Mine!”',
  ],
  // A made-up game's name (`a game called floor is jelly`): a name, each word with its capital.
  [
    /\b(game|song|dance) (called|named) ((?:\p{L}+ ){0,4}?\p{L}+)(?=\s+(?:and|with|where|then)\b|\s*[,.!]|\s*$)/gu,
    (_all: string, what: string, called: string, name: string) =>
      `${what} ${called} ${name
        .split(' ')
        .map((word) => capital(word))
        .join(' ')}`,
  ],
  // A name after `called` or `named` (`a turtle called shelly`): a name, with its capital.
  [
    /\b(called|named) (?!(?:him|her|me|us|it|them|out|back|for|to|a|an|the|my|his|our|their|over|in|off|up|round|again|daddy|mummy|mommy|nana)\b)(\p{Ll})(?=\p{L}{2,}\b)/gu,
    (_all: string, called: string, initial: string) => `${called} ${initial.toUpperCase()}`,
  ],
  // `real sick`, `real brave`: `very`, as the story says it.
  [
    /\breal (?=(?:sick|poorly|ill|good|nice|quiet|brave|tired|happy|sad|upset|cross|loud|hot|cold|scared|cute|fast|slow|gentle|kind|proud|excited|hungry|sleepy|busy|careful|funny|clingy|grumpy|shy)\b)/giu,
    'very ',
  ],
  // A grown-up's words for very hot or a big quarrel or temper, said as a toddler hears them (`stinking hot`, `had a
  // massive row`, `proper meltdown`, `screamed the place down`).
  [/\b(?:stinking|boiling|baking|roasting|scorching|sweltering) hot\b/giu, 'very hot'],
  [
    /\b(?:massive|huge|proper|right|almighty|major|big|blazing|epic) (?:row|barney|bust-up|ding-dong|blue(?= (?:over|with)\b))/giu,
    'big quarrel',
  ],
  // An Australian blue is a quarrel (`had a blue over the digger`), no colour.
  [/\bhad a (?:bit of a )?blue(?= (?:over|with)\b)/giu, 'had a quarrel'],
  [
    /\b(?:proper|massive|huge|full[- ]on|full|complete|absolute|epic|total|almighty|major|mega|monster|right) (?=(?:meltdown|tantrum|strop|paddy)\b)/giu,
    'big ',
  ],
  [
    /\b(?:screamed|screaming|screams|yelled|yelling) (?:the (?:place|house|shop|street|roof) down|blue murder)\b/giu,
    'cried and cried',
  ],
  // Shrieks at play are joy, not a temper (`ran thru the sprinkler all arvo screaming`, `screaming with laughter`).
  [
    /\b(?:screaming|shrieking|squealing|squeal|screeching) (?:with|in) (?:joy|laughter|delight|excitement)\b/giu,
    'squealing with joy',
  ],
  [
    /^((?:ran|running|run|splashed|splashing|jumped|jumping|danced|dancing|chased|chasing|played|playing|raced|racing|bounced|bouncing|spun|spinning|ran around|zoomed|zooming)\b.*?),?\s+(?:screaming|shrieking|squealing|screeching)(?: (?:and )?(?:laughing|giggling))?$/iu,
    '$1, squealing with joy',
  ],
  // Chocolate eaten and the fizz after it (`way too much chocolate`, `bit hyper in the bath`), as a child hears it.
  [/\b(?:way|far|wa+y+|much) too (?:much|many)\b/giu, 'lots and lots of'],
  [/^lots and lots of (?=\p{L})/iu, 'had lots and lots of '],
  [/\b(?:hyper|high as a kite|bouncing off the walls|wired)\b/giu, 'wiggly and giggly'],
  // A brand the child knows by name (`a unicorn bandaid`).
  [/\bband[- ]?aids?\b/giu, 'Band-Aid'],
  // A grown-up's word for big (`massive egg on his forehead`): big, as a child says it.
  [/\bmassive\b/giu, 'big'],
  // The way back, said in full (`teary in the car home`).
  [/\bin the car (?:home|back)\b/giu, 'in the car going home'],
  // A grown-up away at work out at sea (`2 wks offshore`): away at work, as a child hears it.
  [/\b(weeks?|days?|nights?|months?) offshore\b/giu, '$1 away at work'],
  // `this morn`, `this arvo`: the parent's short word for the time of day, said in full.
  [/\b(this|that|in the|yesterday|tomorrow) morn\b/giu, '$1 morning'],
  // `had a right barney`, `a right strop`: a grown-up's slang for a quarrel, said as a toddler hears it.
  [/\bhad a (?:right |big |proper )?(?:barney|ding-dong|bust-up)\b/giu, 'had a big argument'],
  // `at the barbers`: the barber's shop.
  [/\bthe (barber|hairdresser|doctor|dentist|chemist|butcher|baker|newsagent)s\b/giu, 'the $1’s'],
  [/\b(was|is|did|does|do|could|would|should|were|are|have|had|has|wo|ca)nt\b/giu, "$1n't"],
  [/\bwont\b/giu, "won't"],
  // The phone's `em` after a verb (`let em go before bed`): them.
  [
    /\b(let|put|took|gave|caught|got|saw|fed|left|kept|threw|found|hugged|picked|ate|watched|made|brought) em\b/giu,
    '$1 them',
  ],
  // A pet's or a grown-up's `op`, said in full (`had his op today`); the vet's, like the barber's.
  [/\b(his|her|their|an|the|big) op\b/giu, '$1 operation'],
  [/\b(?:the )?vets\b(?! (?:said|says|told|rang|called))/giu, 'the vet’s'],
  // Still to come, in the story's past (`has to stay in at the vets`): had to.
  [/(?<=\p{L} )(?:has|have) to\b/giu, 'had to'],
  // A question asked, in its telling's order (`asking where is murphy`): `asking where Murphy was`.
  [
    /\b(asking|asked|asks|wondering|wondered) (where) (is|was|are|were) (?![^,.!?]*\b\p{L}+ing\b)([^,.!?]+?)\s*$/giu,
    (_whole, ask: string, where: string, is: string, who: string) =>
      `${ask} ${where} ${who} ${/^(?:are|were)$/iu.test(is) ? 'were' : 'was'}`,
  ],
  // The Welsh cuddle (`big cwtch with his blanket`).
  [/\bcwtch(?:es)?\b/giu, (word: string) => (/es$/iu.test(word) ? 'cuddles' : 'cuddle')],
  // The child's own grown-up, called by name (`went w her daddy`): with Daddy.
  [/\b(with|w) (?:her|his|their) (daddy|mummy|mommy|mama|papa|dada)\b/giu, '$1 $2'],
  // More eaten than picked (`ate more than went in the basket`): the tummy and the basket.
  [
    /^(?:(she|he|they) )?ate more than (?:went|ended up|made it) (?:in|into) (the \p{L}+)\b/iu,
    (_whole, who: string | undefined, where: string) =>
      `${who ? `${who} ` : ''}ate more than went in ${where.toLowerCase()}, munch, munch`,
  ],
  // What nobody could do (`couldnt get it out`): the thing would not come, no one who failed.
  [
    /^(?:(?:we|i) )?(?:couldn['’]?t|could not|cant|can['’]?t|couldnt) get (it|them) (out|off|down|back|open)\b/iu,
    (_whole, it: string, out: string) => `${it.toLowerCase() === 'it' ? 'it' : 'they'} would not come ${out}`,
  ],
  // Lights in the dark, written bare (`fireworks in the garden after`): there were.
  [/^(fireworks|sparklers|lanterns|candles|fairy lights)(?= (?:in|at|on|over|by|out)\b)/iu, 'there were $1'],
  // Frozen peas after a bump are a cold pack, not supper (`frozen peas and a story and he was grand`).
  [
    /^(?:a bag of )?frozen peas(?= and (?:a |some |lots of |big )?(?:story|stories|cuddles?|calpol|nurofen|kiss(?:es)?|hugs?|telly)\b(?!.*\b(?:sorted|fixed|did the trick|helped|worked)\b)|$)/iu,
    'a bag of frozen peas on the bump',
  ],
  // Words of the parent's own said as a toddler hears them (`the craic was mighty`, `well chuffed`, `in bits`).
  [/\bthe craic was (?:mighty|great|ninety|savage|class|brilliant)\b/giu, 'it was great fun'],
  // (Pleased `to bits` is no English a book says: `chuffed to bits` is very, very pleased.)
  [/\b(?:well |so |very |dead |really )?chuffed to bits\b/giu, 'very, very pleased'],
  [/\b(?:well |so |very |dead |really )?chuffed\b/giu, 'so pleased'],
  [/\b(was|were) in bits\b/giu, '$1 very upset'],
  // The bump a knock leaves, in words a toddler takes as meant (`big egg on his forehead`: `big bump`).
  [/\b(?:egg|lump|goose ?egg)(?= on (?:his|her|their|the) (?:forehead|head|noggin)\b)/giu, 'bump'],
  // A temper in Australian (`spat the dummy big time`): said plainly, or a toddler hears a dummy spat out.
  [/\bspat (?:the|his|her|their) dummy(?: big time| badly| properly)?/giu, 'got very, very cross'],
  // Australian and Scots words for small things (`anzac bikkies`, `the wee hill`, `rolled doon`).
  [/\banzac\b/giu, 'Anzac'],
  [/\bbikk(?:y|ie)s\b|\bbikkies\b/giu, 'biscuits'],
  [/\bbikk(?:y|ie)\b/giu, 'biscuit'],
  [/\bdoon\b/giu, 'down'],
  [
    /\b(the|a|her|his|their|our|my) wee (?=(?:hill|one|boy|girl|lad|lass|house|dog|cat|walk|nap|snooze|treat|cake|bag|car|bike|pond|bridge|shop|path|boat|duck|ducks|tree|bit|while)\b)/giu,
    '$1 little ',
  ],
  [/\bthe botanics\b/giu, 'the botanic gardens'],
  // A grown-up who minded the child for the day (`meemaw kept her today`): looked after, not kept.
  [
    /\bkept (her|him|them)(?= (?:today|all day|this morning|this afternoon|this arvo|for the day|while (?:i|we)\b))/giu,
    'looked after $1',
  ],
  // Asleep, written bare (`sound asleep before her story was done`): the child was.
  [/^(?:(?:she|he|they) (?:was|were) )?(sound|fast|dead|spark out|out cold|already) asleep\b/iu, 'was $1 asleep'],
  // A ride said bare before how it went (`train was 20 mins late`): the train of the day, no toy played with.
  [/^(train|bus|plane|flight|ferry|tram|coach|taxi) (was|got|came|left)\b/iu, 'the $1 $2'],
  // `well`, `proper` and `dead` as a British parent's `very` (`well windy today`, `proper tired`): really.
  [
    /(?<!\b(?:as|very|so|quite|pretty|not) )\b(?:well|proper|dead) (?=(?:windy|cold|hot|warm|sunny|wet|rainy|muddy|busy|tired|happy|excited|chuffed|sad|grumpy|cranky|clingy|sleepy|funny|cute|loud|quiet|sweet|proud|brave|cheeky|hungry|giddy|hyper|pleased)\b)/giu,
    'really ',
  ],
  // A grown-up away, written without a verb (`mummy away in manchester for work til thursday`): was away.
  [
    /^((?:mummy|mommy|mum|mom|mama|daddy|dad|dada|papa|nana|nanny|nan|granny|grandma|grandpa|grandad)\s+)(away|off)\b(?=\s+(?:in|at|to|for|on|with|til|till|until|all|this|today|tonight|again|working)\b)/iu,
    '$1was $2',
  ],
  // A meal typed bare with where or with whom (`sunday roast at nannas with all the cousins`): the meal was had.
  [
    /^((?:a |the )?(?:big )?(?:sunday roast|sunday dinner|sunday lunch|roast dinner|roast|family dinner|family lunch|breakfast|brunch|lunch|dinner|tea|chippy tea|fish and chips|pizza))(?= (?:at|with|w|round|in|on|out)\b)/iu,
    'had $1',
  ],
  // What the child said of herself, told later (`said she looks like a big girl now`): looked.
  [
    /\b(said|says) (she|he|they) (looks|is|has|wants|likes|loves|needs|feels)\b/giu,
    (_all: string, said: string, who: string, verb: string) =>
      `${said} ${who} ${({ looks: 'looked', is: 'was', has: 'had', wants: 'wanted', likes: 'liked', loves: 'loved', needs: 'needed', feels: 'felt' } as Record<string, string>)[verb.toLowerCase()] ?? verb}`,
  ],
  // A ride typed bare by where it went (`train to galway`): the ride taken, no toy train played with.
  [/^(?:the )?(train|bus|ferry|tram|boat) (to|into) (?=\p{L})/iu, 'took the $1 $2 '],
  // A grown-up home again, written without a verb (`daddy finally home from his work trip`): came home.
  [
    /^((?:(?:and|then|so)\s+)*(?:mummy|mommy|mum|mom|mama|daddy|dad|dada|papa|nana|nanny|nan|granny|grandma|grandpa|grandad)\s+(?:(?:finally|just|at last)\s+)?)(back home|home|back)\b(?=\s+(?:from|after|at last|again|tonight|today|early)\b|[.!\s]*$)/iu,
    '$1came $2',
  ],
  // What a grown-up said can be, told later (`said it can be a shelf cup now`): could.
  [/\b(said|says) (it|that|we|you|they) can\b(?! ?['’]?t)/giu, '$1 $2 could'],
  // A sorry said to someone by the child's word for them (`said sorry mummy on the way to the car`): said to them,
  // or quoted when the sorry ends the clause (`said sorry daddy`: `said, “Sorry, Daddy!”`).
  [
    /\b(said|says) sorry (mummy|mommy|mama|mum|mom|daddy|dada|dad|papa|nana|nanny|granny|grandma|grandpa|grandad)\b(?=\s+\p{L})/giu,
    (_all: string, said: string, who: string) => `${said.toLowerCase()} sorry to ${capital(who.toLowerCase())}`,
  ],
  [
    /\b(said|says) sorry (mummy|mommy|mama|mum|mom|daddy|dada|dad|papa|nana|nanny|granny|grandma|grandpa|grandad)\b$/giu,
    (_all: string, said: string, who: string) => `${said.toLowerCase()}, “Sorry, ${capital(who.toLowerCase())}!”`,
  ],
  // Playdough and puzzles are played with, not done (`did playdough`): `played with playdough`.
  [/\b(did|done|doing) (?:some |the )?(play[ -]?doh|playdough|plasticine)\b/giu, 'played with $2'],
  // A ride home typed bare (`bus home and fell asleep on grandads lap`): the ride taken home, told with its verb.
  [/^(?:then |and then )?(?:the )?(train|bus|ferry|tram|boat|tube|taxi) (home|back(?: home)?)\b/iu, 'took the $1 $2'],
  // Money given at Eid, by its own word (`the uncles gave her eidi`).
  [/\beidi\b/giu, 'Eid money'],
  // Counts past twelve, as read aloud (`about 20 times`).
  [
    /\b(13|14|15|16|17|18|19|20|30|40|50|100) (times|goes|ducks|laps|rounds|stories|books)\b/giu,
    (_whole, count: string, what: string) => `${COUNTS[count] ?? count} ${what.toLowerCase()}`,
  ],
  // What was still not found, in the story's past (`we cant find him anywhere`).
  [/\b(?:(?:we|i) )?(?:still )?(?:can['’]?t|cant|cannot) find\b/giu, "couldn't find"],
  // A hope told in the story's past (`in case he comes back`).
  [/\bin case (she|he|it|they) (comes|come) (back|home|out)\b/giu, 'in case $1 came $3'],
  [/\bcant\b/giu, "can't"],
  [/\bdont\b/giu, "don't"],
  [/\bim\b/giu, "I'm"],
  [/\bive\b/giu, "I've"],
  [/\bhes\b/giu, "he's"],
  [/\bshes\b/giu, "she's"],
  [/\bso+o\b/giu, 'so'],
  [/\bv\b/giu, 'very'],
  [/\bw\/?(?=\s)/giu, 'with'],
  [/\bbc\b|\bcos\b|\bcuz\b|\bcause\b/giu, 'because'],
  [/\btil\b/giu, 'until'],
  // Jealous as it is often typed (`bit jelous tbh`).
  [/\b(?:jelous|jellous|jealus|jelouse)\b/giu, 'jealous'],
  [/\bevry\b/giu, 'every'],
  [/\bteh\b/giu, 'the'],
  [/\bthru\b/giu, 'through'],
  // `had to put grandpas old cat whiskers to sleep today`: said to a toddler as what it was, the pet died.
  [
    /^(?:we |so we )?(?:had to |have had to )?(?:put|get|have) ((?:(?!to\b)[\p{L}'’]+ ){1,6}?)(?:put )?(?:to sleep|down)( today| this morning| this afternoon| at the vets?)?$/iu,
    '$1died$2',
  ],
  // `grandpas old cat whiskers died`: whose pet it was, said as the child calls them (`Grandpa’s old cat …`).
  [
    /^(grandpa|grandma|nana|nan|granny|grandad|grandpop|nanny|gran|mummy|mommy|daddy|auntie|aunty|uncle)(?:s|'s|’s) (?=(?:old |little |big |lovely )?(?:cat|dog|kitty|puppy|rabbit|bunny|hamster|guinea pig|pony|horse)\b.* died\b)/iu,
    (_all: string, who: string) => `${capital(who.toLowerCase())}’s `,
  ],
  // `dr says its just a virus`: the doctor, said in full.
  [/(?<![\p{L}])(?:the )?(?:dr|doctor) (?:says|said)\b/giu, 'the doctor said'],
  [/(?<![\p{L}])(?:the )?dr(?= (?:thinks?|thought|told|tells|gave|checked|looked)\b)/giu, 'the doctor'],
  // Being sick as a toddler hears it (`spewed in the car`, `puked all over the rug`, `chundered twice`).
  [
    /\b(?:spewed|spewed up|puked|puked up|chundered|vomited|threw up|chucked up|upchucked)(?=$|[,.]| (?:in|on|all|everywhere|at|twice|again|before|after|during|when|so|and|n|then|over|straight)\b)/giu,
    'was sick',
  ],
  // A grown-up's `scared the life out of him`: the fright, as a toddler hears it.
  [
    /\bscared (?:the (?:life|living daylights|daylights|bejesus|jeepers|crap|pants|socks|heck|hell|poop|wits)|the life) (?:out of|outta|outa|out) (him|her|them)\b/giu,
    'gave $1 a terrible fright',
  ],
  [
    /\b(?:terrified|petrified|frightened|spooked) the (?:life|living daylights) (?:out of|outta) (him|her|them)\b/giu,
    'gave $1 a terrible fright',
  ],
  // What the child would not stop doing is what the child kept doing (`he wont stop showing everyone`).
  [
    /\b(?:won['’]?t|wont|can['’]?t|cant|couldn['’]?t|couldnt|wouldn['’]?t|wouldnt|did ?n['’]?t|didnt) stop (?=\p{L}+ing\b)/giu,
    'kept ',
  ],
  // The ride that went dark in a tunnel (`got a fright when it went in the tunnel n went all dark`).
  [/\bwhen it went (?:in|into|thru|through) (?:the|a) tunnel\b/giu, 'when they went into a tunnel'],
  [/\b(?:and |n )?went all dark\b/giu, 'and everything went dark'],
  // `nans dog`, `grandads shed`: whose it is, with its apostrophe.
  [
    /\b(nan|nana|nanna|nanny|gran|granny|grandma|grandad|granda|grandpa|mummy|mommy|daddy|auntie|aunty|uncle)s (?=(?:old |little |big |new |lovely )?(?:dog|cat|puppy|kitten|rabbit|bunny|pony|horse|hamster|house|place|garden|farm|flat|car|shed|caravan|boat|bed|kitchen)\b)/giu,
    (_all: string, who: string) => `${capital(who.toLowerCase())}’s `,
  ],
  // The family's home written without its apostrophe (`sunday roast at nannas`): at Nanna’s.
  [
    /\b(at|to|from|round|round at|round to|over at|over to) (nan|nana|nanna|nanny|gran|granny|grandma|grandad|granda|grandpa|auntie|aunty|uncle)s(?=$|[\s,.!?])/giu,
    (_all: string, at: string, who: string) => `${at} ${capital(who.toLowerCase())}’s`,
  ],
  // The name after an uncle, an auntie, a cousin or a friend owns the place or the birthday (`uncle mikes farm`,
  // `cousin maisies 4th bday party`): `Uncle Mike’s farm`, `cousin Maisie’s`.
  [
    /\b(uncle|auntie|aunty|aunt|cousin|friend|mate) (\p{L}{2,})s (?=(?:farm|house|place|garden|flat|caravan|boat|dog|cat|pool|shed|party|wedding|(?:\d+(?:st|nd|rd|th)? |first |second |third |fourth |fifth |sixth )?(?:birthday|bday|b-day))\b)/giu,
    (_all: string, who: string, name: string) =>
      `${/^(?:cousin|uncle|auntie|aunty|aunt)$/iu.test(who) ? capital(who.toLowerCase()) : who} ${capital(name.toLowerCase())}’s `,
  ],
  [/\bbro\b/giu, 'brother'],
  [/\bsis\b/giu, 'sister'],
  [/\bfor like\b/giu, 'for'],
  [/\blike (?=\d)/giu, ''],
  [/\bya\b/giu, 'you'],
  // (`ended up in a&e`: the hospital, as a three-year-old hears it; not `aande`.)
  [/\ba ?& ?e\b/giu, 'the hospital'],
  [/&/gu, 'and'],
  [/\b(\p{L}+) as (?=today|tonight|this)/giu, 'very $1 '],
  [/\bfull on\b/giu, 'full-on'],
  [/\b(at|after|before) (drop|pick) (off|up)\b/giu, '$1 $2-$3'],
  [/\btrick[ -]or[ -]treat(?:ing)?\b/giu, 'trick-or-treating'],
  [/\bnite\b/giu, 'night'],
  [/\bb4\b/giu, 'before'],
  // The phone's short words (`got a lil badge`, `paint everywhere inc the cat`).
  [/\blil\b/giu, 'little'],
  [/\btea time\b/giu, 'teatime'],
  [/,?\s+\b(?:inc|incl|including)\.?(?= \p{L})/giu, ', including'],
  // Kept in by the weather (`stuck inside`, `stuck indoors all day`): how the child was, not what they did.
  [/^stuck (?=(?:inside|indoors|in|at home|home)\b)/iu, 'was stuck '],
  // A grown-up's `mate` before a child's name is a friend, as a bedtime book says it (`his mate Ollie`).
  [/\b(his|her|their|[Hh]is|[Hh]er) mate (?=\p{Lu}\p{Ll})/gu, '$1 friend '],
  // Australian snags are sausages (`bbq snags for tea`), the bbq a barbecue.
  [/\b(?:bbq|barbie|barbecue|barbeque) snags?\b/giu, 'sausages from the barbecue'],
  [/\bsnags\b(?= (?:for|on|at|in|and)\b|$)/giu, 'sausages'],
  // Irish `chipper for tea`: chips from the chip shop.
  [/\b(?:a |the )?chipper\b(?= for\b)/giu, 'chips from the chipper'],
  // `then to grandma's for her famous mac and cheese`: where the day went, without its verb.
  [/^((?:and |then |and then |after that )?)to (?=\p{L})(?!(?:be|do|go|get|make|see|say)\b)/iu, '$1went to '],
  [/\bpic\b/giu, 'picture'],
  [/\bpics\b/giu, 'pictures'],
  // `hayride after and apple cider`: both came afterwards.
  [/^(\p{L}+(?: \p{L}+)?) after and (\p{L}+(?: \p{L}+)?)$/iu, '$1 and $2 afterwards'],
  [/\bafter and\b/giu, 'afterwards and'],
  // A grown-up ill today is told in the story's past (`poppa is sick in bed`, `nanas poorly`).
  [
    /^(poppa|pop|pops|grandad|granddad|grandpa|papa|papaw|grandma|granny|gran|nana|nanna|nan|nanny|nonna|nonno|mamaw|auntie|aunty|uncle)(?: is|['’]s|s) (?=(?:sick|ill|poorly|unwell|not well|in bed|down with)\b)/iu,
    '$1 was ',
  ],
  // A grown-up's flu or cold, in the past, with what it kept the child from (`mummy has a horrible flu so no swimming`).
  [
    /^(mummy|mommy|mum|mom|mam|daddy|dad|poppa|pop|grandad|grandpa|grandma|granny|gran|nana|nanny|auntie|uncle)(?: has|['’]s got| has got) (?=(?:(?:a|the) )?(?:\p{L}+ )?(?:flu|cold|bug|tummy bug|covid|fever|temperature)\b)/iu,
    '$1 had ',
  ],
  [/^(.+\b(?:flu|cold|bug|covid|fever)) so no (\p{L}+(?: \p{L}+)?)(?= today\b| this\b|$)/iu, '$1, so there was no $2'],
  // `corn on the cob for supper, she gnawed it`: the meal and what the child did with it, in one sentence.
  [/^(.+? for (?:supper|tea|dinner|lunch|breakfast)), (she|he) (?=\p{L}+ it\b)/iu, '$1 and $2 '],
  // `watched from the dock wrapped up in a blanket`: how they sat, after a comma.
  [/(?<=\p{L}) (?=(?:wrapped|bundled|snuggled|tucked) up in\b)/giu, ', '],
  [/\b(fireworks\b.*) so (we|they) watched from\b/iu, '$1, so $2 watched them from'],
  // `like we do every sunday`: what the family always did.
  [/\b(like|as) we (always )?do\b/giu, '$1 we $2did'],
  // British `proper` before a feeling is `really` (`proper sobbing on the pavement`).
  [/\bproper (sobbing|crying|bawling|howling)\b/giu, '$1 and $1'],
  // Tears written bare (`proper tears`, `floods of tears`): the child cried big tears.
  [/^(?:proper|real|big|floods of|lots of|so many) tears$/giu, 'cried big tears'],
  // A few small ones (`little tears`, `a few tears`): the child cried a little.
  [/^(?:little|a few|a few little|some|wee|a couple of) tears$/giu, 'cried a few little tears'],
  // Tired in a grown-up's words, written bare (`totally shattered`): how the child was.
  [
    /^(?:absolutely |totally |completely )?(?:shattered|knackered|cream crackered|pooped|wiped out)\b/iu,
    'was all worn out',
  ],
  // The Fourth of July, written bare (`4th of july at aunt keisha's`): it was that day.
  [/^(?:the )?(?:4th|fourth) of july(?= at\b| with\b| in\b|$)/iu, 'it was 4th of july'],
  // Northern `right` before a feeling is `really` (`right grumpy this morning`).
  [
    /^(?:right|dead|well|mega|proper) (?=(?:grumpy|cranky|tired|sleepy|clingy|whingy|mardy|stroppy|happy|excited|giddy|hyper|upset|sad|poorly)\b)/iu,
    'really ',
  ],
  // A few sips or bites, written bare (`little sips of water and dry toast`): what the child had.
  [/^((?:little |small |tiny |a few |some )?(?:sips|bites|spoonfuls|mouthfuls|nibbles) of)\b/iu, 'had $1'],
  // A drawing put up at home (`its on the fridge now`): it went up there.
  [/^(?:its|it['’]s|it is) (?:now |up )?on the (fridge|wall)\b(?: now)?/iu, 'it went up on the $1'],
  // A new baby's name, said now (`his name is theo`): told as the story is, in the past.
  [/^(his|her|their|the baby['’]s) name(?:['’]s| is) (?=\p{L})/iu, '$1 name was '],
  // Two children at it together, written without `were` (`both pulling it and screaming`).
  [/^both (?=\p{L}+ing\b)/iu, 'they were both '],
  // A bug the child had, with the parent's pity (`tummy bug poor thing, sick twice in the night`).
  [
    /^(?:a )?(tummy bug|sickness bug|stomach bug|bug|cold|chest infection|ear infection|virus),? poor (?:thing|lamb|love|mite|bub|baby|pet|wee soul|little mite)\b,?\s*(?=sick\b|poorly\b)/iu,
    'had a $1 and was ',
  ],
  // A pet buried, said without who did it (`buried him in the garden`): the family together, never the child alone.
  [
    /^(?:then |and )?(buried|we buried) (him|her|it|them)(?= (?:in|under|by|at|next to|beside|with)\b|$)(?! in the sand)/iu,
    'we buried $2',
  ],
  // The grown-ups' kind words after a mishap (`but we said never mind`): everyone said them, never `they`.
  [
    /\bwe (?:all )?said (?=never mind|it['’]?s (?:ok|okay|fine|all right|alright)|don['’]?t worry|no worries|oh well)/giu,
    'everyone said ',
  ],
  // The grown-ups' fright said bare (`total panic`, `mass panic`): there was a panic, no one's in particular.
  [/^(?:total|complete|absolute|utter|major|massive|mass|full on|full-on|proper) panic\b/iu, 'there was a big panic'],
  // A picnic somewhere, written without a verb (`picnic in the car cos it was raining`): one picnic, said with `a`.
  [/^(?:then |and )?picnic (?=(?:at|in|with|w|round|by|on|out)\b)/iu, 'had a picnic '],
  // A meal and where or with whom, written without a verb (`lunch at the cafe with mummy`): the child had it there.
  [
    /^(?:then |and )?(breakfast|brekkie|brekky|brunch|lunch|dinner|tea|supper|a picnic|picnic) (?=(?:at|in|with|w|round|by|on|out)\b)/iu,
    'had $1 ',
  ],
  // Home, written without a verb (`home for lunch`, `home and bath`): the child came home.
  [/^(?:then |and )?home and (?:a )?bath\b/iu, 'came home and had a bath'],
  [/^(?:then |and )?home (?=(?:for|by|in time for|at)\b)/iu, 'came home '],
  // A video call, written bare (`facetime with mummy`): the child had one.
  [
    /^(?:a )?(?:facetime|face time|video call|videocall|skype|zoom call|whatsapp call)(?: call)? (?:with|w) /iu,
    'had a video call with ',
  ],
  // A fight played for fun, written bare (`sun cream fight lol`, `massive water fight`): the child had one.
  [
    /^(?:then |and )?(?:a |big |massive |huge |epic )?((?:water|pillow|snowball|sun ?cream|sunscreen|food|tickle|splash|bubble|foam|leaf|sponge|mud|sand|cushion|nerf) fight)s?\b/iu,
    'had a $1',
  ],
  // A call on a phone's app (`granny rang on facetime to see`): a video call, and what was seen said, not left hanging.
  [
    /\b(rang|called|phoned|rung)(?: (?:us|me))? on (?:facetime|face time|whatsapp|zoom|skype|video)(?: call)?( to (?:see|watch)\b(?= *$))?/giu,
    (_all: string, rang: string, see?: string) => `${rang} on a video call${see ? `${see} it all` : ''}`,
  ],
  // All right again after a comfort (`ok after a cuddle with dad`): the child was.
  [/^(?:ok|okay|fine|alright|all right|better|grand|happy)(?: again)? after\b/iu, 'was all right again after'],
  // A busy day in a grown-up's words (`mad busy one`): a very busy day.
  [
    /^(?:a |such a |one )?(?:mad|crazy|manic|mental|hectic|proper|super|really|so) busy (?:one|day)\b/iu,
    'it was a very busy day',
  ],
  [/^(?:a )?busy one\b/iu, 'it was a busy day'],
  // A quiet day of a kind said after how the child was (`poorly w a temp, sofa day`): so it was that day.
  [/,\s*(?:so\s+)?(?:a\s+)?(sofa|duvet|pj|pjs|pyjama|movie|telly|tv|lazy|rest) day$/iu, ', so it was a $1 day'],
  // A night of getting up again and again (`she was up and down`): the child kept getting up and could not settle.
  [
    /^(?:(?:she|he|they) )?(?:was|were|has been|had been|been) up and down( all night| all evening| at bedtime| for ages| till late| until late)?$/iu,
    'kept getting up and could not settle$1',
  ],
  // A treat, then what became of it (`toffee apple after which went everywhere lol`): the child had it, and it did.
  [
    /^((?:(?:a|an|some|the) )?(?:\p{L}+ ){0,2}\p{L}+) (after|afterwards) which (went|got|ended up|was) (.+)$/iu,
    (_all: string, treat: string, _after: string, went: string, rest: string) =>
      `had ${
        /^(?:a|an|some|the)\s/iu.test(treat) ||
        /(?:s|ice cream|candyfloss|cotton candy|popcorn|chocolate|fudge)$/iu.test(treat)
          ? treat
          : `${/^[aeiou]/iu.test(treat) ? 'an' : 'a'} ${treat}`
      } afterwards, and it ${went} ${rest}`,
  ],
  // A cousin's or a friend's party, written bare (`cousin maisies 4th bday party at the soft play`): the child went to
  // it, never had it.
  [
    /^((?:(?:her|his|their|my|our) )?(?:cousin|friend|best friend|mate|little friend) \p{L}+['’]s (?:[\p{L}\p{N}]+ )?(?:(?:birthday|bday|b-day) )?party\b)/iu,
    'went to $1',
  ],
  // Someone's birthday, written bare (`cousin ava's 4th birthday at the soft play`): it was that day.
  [
    /^((?:(?:cousin|friend|best friend|auntie|aunty|aunt|uncle|brother|sister|nana|nanny|grandma|grandad|granny) )?(?!(?:her|his|my|our|their)\b)\p{L}+['’]s (?:[\p{L}\p{N}]+ )?birthday)(?= (?:at|in|party)\b|$)/iu,
    'it was $1',
  ],
  // The same after a comma at the end of what happened (`bumped his chin on the tap, loads of tears`).
  [/, (?:proper|real|big|floods of|lots of|loads of|so many|lotsa) tears$/giu, ', and there were lots of tears'],
  [/\bproper (?=(?:upset|gutted|sad|cross|fuming|excited|buzzing)\b)/giu, 'really '],
  // A `chill day` is a calm one, not a cold one (`chilly` is the weather's).
  [
    /\b(?:chill|chilled|chilled out|chill out|chilled-out) (?=(?:day|morning|afternoon|arvo|one|weekend|sunday|saturday)\b)/giu,
    'calm, cosy ',
  ],
  // `way past bedtime`: long past it.
  [/\bway (?=(?:past|after) (?:bedtime|bed time|bed)\b)/giu, 'long '],
  // A nap said bare (`after nap`) is the child's own.
  [/\b(after|before) nap\b/giu, '$1 a nap'],
  // `her and her brother fought over the ipad`: the child and the brother.
  [/^her and (?=(?:her|their) )/iu, 'she and '],
  [/^him and (?=(?:his|their) )/iu, 'he and '],
  [/\bhols\b/giu, 'holidays'],
  [/\bend of (the )?(year|term) (?=concert|show|party|play)/giu, 'end-of-$2 '],
  // The small hours are the middle of the night to a child (`bad dream at 2am`).
  [/\b(?:at|about|around) [1-4](?:[:.]\d\d)? ?am\b(?! (?:this|today))/giu, 'in the middle of the night'],
  [/\bfave?s?\b/giu, 'favourite'],
  [/\bfavs\b/giu, 'favourites'],
  // How long the trip took, said with no subject (`took nearly 4 hours`, `took ages`): the trip, `it`, took it.
  [
    /^(?:(?:and|then|and then|so) )?took (?=(?:(?:nearly|almost|about|around|over|just over|just under|like|a good|well over) )?(?:(?:an?|\d+|one|two|three|four|five|six|seven|eight|nine|ten|a couple of|a few) (?:hours?|hrs?|minutes?|mins?)\b|ages\b|forever\b))/iu,
    'it took ',
  ],
  // A long trip written bare with where it went (`long drive up to the cabin in wales with daddy`): the child went on it.
  [
    /^(?:(?:and|then|and then|so) )?(?:a |our )?((?:(?:very |really |super |massive |big |early |late )?(?:long|big|early|late|short) )(?:drive|journey|car journey|car ride|train journey|train ride|flight|ferry ride|ferry|trip|coach trip))(?= (?:(?:up|down|over|out|back|across) )?(?:to|from)\b)/iu,
    'went on a $1',
  ],
  // `pjs till 11`: the child stayed in them.
  [/^(?:in )?(?:pj['’]?s|pyjamas|pajamas|jammies) (?=(?:till|til|until|all|the whole)\b)/giu, 'stayed in pyjamas '],
  [/\bpj['’]?s\b/giu, 'pyjamas'],
  [/\bout cold\b/giu, 'fast asleep'],
  // How loud, by the place that heard it (`screamed the whole car park down`).
  [
    /\b(screamed|screaming|yelled|yelling|howled|howling) the whole ((?:\p{L}+ )?\p{L}+) down\b/giu,
    '$1 so loudly that the whole $2 could hear',
  ],
  // A dog that jumped in went into the water (`jumped in after it`).
  [
    /\b(jumped|jumps|dived|dove) in after (it|him|her|the fish|the ball|the stick)\b/giu,
    '$1 into the water after $2, splash',
  ],
  // A pancake is what one tosses (`tossed one onto the floor`).
  [
    /\b(tossed|flipped) (?:one|it) (?:onto|on to|on) the floor\b/giu,
    '$1 a pancake up high, and it landed on the floor, splat',
  ],
  [/\b(tossed|flipped) one\b/giu, '$1 a pancake'],
  // A big cousin who came along with a grown-up is the cousin (`big cousin Ava and uncle Dan took him`).
  [/^big (cousin) (?=\p{L}+ (?:and|n|&) )/iu, '$1 '],
  // Eaten by the count, the food said before (`had 3 w lemon and sugar`): three of them.
  [/\b(had|ate) (two|three|four|five|six|[2-9]) (?=(?:w|w\/|with) )/giu, '$1 $2 of them '],
  [/\b(?:did not|didn['’]?t|didnt) care\b/giu, 'didn’t mind one bit'],
  // A race run somewhere, written bare (`then pancake race at playgroup`).
  [/^(?:then |and )?(?:a |the )?(\p{L}+ race) (?=(?:at|in) )/iu, 'ran in the $1 '],
  // The neighbour by the name the child calls her (`our neighbour nana Jen is moving`): `Nana Jen from next door`.
  [
    /\b(?:our|the) (?:next[- ]door )?neighbou?r ((?:nana|nan|nanna|granny|gran|auntie|aunty|uncle|grandad|grandpa|mrs|mr|miss) )?(\p{L}+) (?=(?:is|was|has|had)\b)/giu,
    '$1$2 from next door ',
  ],
  // A move told in the present is the day's, in the past (`is moving into a care home`).
  [/\bis (moving|leaving)\b/giu, 'was $1'],
  [/\bare (moving|leaving)\b/giu, 'were $1'],
  // `sick all night, lots of cuddles`: the cuddles came with it (`…, with lots of cuddles`).
  [/,\s*(?=(?:lots|loads) of (?:cuddles|hugs|kisses|snuggles)\b)/giu, ', with '],
  // Scots `greetin` is crying, and `wee soul`/`poor little mite` is the child (`wee soul was greetin for ages`).
  [/\bgreetin(?!g)['’]?(?!\p{L})/giu, 'crying'],
  [/,\s*(?:the )?(?:poor )?(?:wee|little|poor) (?:soul|thing|mite|lamb|pet|love|man|one|dot)\s+(?=was\b)/giu, ' and '],
  [/^(?:the )?(?:poor )?(?:wee|little|poor) (?:soul|thing|mite|lamb|pet|love|dot)\s+(?=was\b)/giu, ''],
  // `a icy pole`, `a ice cream`: `an` before a vowel.
  [/\b([Aa]) (?=(?:[ai]|e(?![uw])|o(?!ne\b|nce\b))\p{L})/gu, '$1n '],
  // `nan and pops pool`: the grandparents' pool.
  [
    /\b(nan|nana|nanna|nanny|granny|gran|grandma) and (pop|poppy|pa|grandad|grandpa|grandda)['’]?s (?=(?:pool|house|place|garden|farm|caravan|flat|shack|beach house)\b)/giu,
    '$1 and $2’s ',
  ],
  [/\btonite\b/giu, 'tonight'],
  // Back at a thing written bare (`back on the flying fox 10 mins later`): the child was back on it.
  [/^back (on|in|at) (?=(?:the|her|his|their) )/iu, 'was back $1 '],
  // Removal men written bare (`movers came today`): the movers, with their article.
  [/^(?:the )?(?:movers|removal men|removalists)\b/giu, 'the movers'],
  // The Brisbane show by its name (`ekka today`).
  [/\b(?:the )?ekka\b/giu, 'the Ekka'],
  // The day is told in the past: `she doesnt really get it` is `she didn't really get it`.
  [/\b(?:doesn['’]t|does not)\b/giu, "didn't"],
  // A house number: `the witch at no 12` is at number 12, no `no` of refusing.
  [/\b(at|from|to) no\.? ?(?=\d)/giu, '$1 number '],
  // Boosters at preschool age are jabs, not a day at preschool (`preschool boosters`: `booster jabs`).
  [/\b(?:pre-?school |school )boosters\b/giu, 'booster jabs'],
  // `a bit scared of the witch`: told as `bit jealous` is, with `was a bit`.
  [
    /^a (bit|little) (?=(?:scared|frightened|nervous|shy|sad|upset|teary|clingy|grumpy|tired|jealous|wary|unsure|quiet|poorly|cranky|overwhelmed)\b)/iu,
    'bit ',
  ],
  // A grown-up written bare by their job takes `the` (`nurse was lovely`: `The nurse was lovely`).
  [
    /^(nurse|doctor|dentist|teacher|lady|man|barber|hairdresser|vet)(?= (?:was|were|said|gave|told|let|put|did|showed)\b)/iu,
    'the $1',
  ],
  // `he came in our bed` in the night: the grown-ups' big bed.
  [/\bcame (?:in|into) our bed\b/giu, 'came into the big bed'],
  [/\bended up in our bed\b/giu, 'ended up in the big bed'],
  // `he blew him kisses` down the phone: the kisses, without a `him` the story cannot name.
  [/\bblew (?:him|her|them|us|me) (a kiss|kisses|a big kiss|big kisses)\b/giu, 'blew $1'],
  // `snuggled on the sofa for the grinch`: to watch the film.
  [/\bfor (?:the )?grinch\b/giu, 'to watch the Grinch'],
  [/,?\s*\d+ degrees\b/giu, ''],
  [/\bhas been\b/giu, 'was'],
  [/\b(neighbou?rs)\s+(?=(?:big|little|old|new|dog|cat|puppy|house|garden|yard|baby|kids?|chickens)\b)/giu, '$1’ '],
  [/,?\s*\bfirst time ever\b/giu, ' for the first time ever'],
  // `chips after lol`: the chat word is gone, the `after` ends the clause.
  [/\s+after\s*$/giu, ' afterwards'],
  [/\s+which\b/giu, ', which'],
  [/\blegged it\b/giu, 'ran off'],
  // `we all lost it` is the grown-ups laughing; a toddler who `lost it at the door when i left` burst into tears.
  [/\b(we|they|everyone|everybody) (?:all )?lost it\b/giu, '$1 laughed and laughed'],
  [/\ball lost it\b/giu, 'laughed and laughed'],
  [
    /\b(?:totally |completely |properly |just )?(?:lost it|lost the plot|lost (?:his|her) marbles)\b/giu,
    'cried and cried',
  ],
  // A cry of the parent's about the noise (`omg the screaming`, `the tears!!`) is the child screaming or crying.
  [
    /^[\s,]*(?:(?:omg|oh my god|oh god|oh my|honestly|and|then),? )?(?:the|such) (?:screaming|screams|shrieking|shrieks|howling|wailing)[\s!.]*$/giu,
    'screamed and screamed',
  ],
  [
    /^[\s,]*(?:(?:omg|oh my god|oh god|oh my|honestly|and|then),? )?(?:the|such) (?:crying|tears|sobbing|sobs)[\s!.]*$/giu,
    'cried and cried',
  ],
  // `nails gone a bit purple`: a sore finger's colour, told with its verb.
  [
    /\b(?:(his|her|the) )?((?:finger)?nails?|fingers?|toes?|thumb|knee|lip|bump|bruise) (?:gone|going|turned|went) ((?:a bit |a little |quite |really |very |all )?(?:purple|blue|black|red|swollen|puffy))\b/giu,
    (_whole, whose: string | undefined, part: string, colour: string) => `${whose ?? 'the'} ${part} went ${colour}`,
  ],
  // `frozen peas on it for ages`: the cold bag on the sore spot, not a pea to eat.
  [/\bfrozen peas on (?:it|them)\b/giu, 'frozen peas on the sore spot'],
  [/\b(?:a )?(?:bag|packet|pack) of frozen peas on\b|\bfrozen peas on\b/giu, 'a bag of frozen peas on'],
  [/\b(frozen peas on [^,.]*?) for (?:ages|ages and ages|a bit|a while)\b/giu, '$1 for a long time'],
  // `kept asking if carol can come to the new house too`: what the child asked, told in the story's past.
  [
    /\b(asking|asked|asks|wondering|wondered|wanted to know) (if|whether) ((?:\p{L}+ ){1,3}?)(can|will)\b/giu,
    (_whole, ask: string, whether: string, who: string, can: string) =>
      `${ask} ${whether} ${who}${can.toLowerCase() === 'can' ? 'could' : 'would'}`,
  ],
  // `lost sight of me for a sec`: a moment, told in the story's words.
  [/\bfor (?:a|one) (?:sec|second|min|minute|mo|tick|split second)\b/giu, 'for a moment'],
  // `before we move house`: the move is still to come.
  [/\bbefore (?:we|they) (?:move|moved|are moving|'re moving|’re moving) (?:house|home)\b/giu, 'before the big move'],
  [/\b(passed|conked|zonked|crashed) out\b/giu, 'fell fast asleep'],
  // What the child did with a thing made for them is a clause of its own after a comma (`…, and she wore it to bed`).
  [
    /(?<=\b(?:made|got|bought|knitted|sewed|built|found)\b.+?) and (?=(?:she|he|they) (?:wore|took|carried|held|hugged|cuddled|loved|slept with|played with) (?:it|them)\b)/giu,
    ', and ',
  ],
  // Irish `grand` after a trouble is fine again (`fed the lambs after and he was grand`).
  [/\b(?:was|is) (?:all )?grand(?: again)?\s*$/giu, 'was happy again'],
  // Asleep by an hour (`zonked by 7`): fast asleep early, no tiredness.
  [/\b(?:(?:was|were) )?(?:zonked|conked|sparko|spark out|out cold|flat out) (?=by\b)/giu, 'was fast asleep '],
  // `was raging`, `fuming`: very cross, in the story's words (not a raging fever or storm).
  [
    /\b(?:(?:really|so|very|proper|absolutely) )?(?:raging|fuming|livid|seething)\b(?! (?:fever|temperature|temp|storm|fire))/giu,
    'so cross',
  ],
  // `a bit gutted`: a little disappointed (not `a bit so disappointed`).
  [/\b(a bit|a little|bit|a wee bit|a tad) gutted\b(?! (?:the|a|an|some|it|them)\b)/giu, 'a little disappointed'],
  // `he was gutted`: so disappointed, in a story's words (no fish gutted for tea); a bare `sad` is told by any tears.
  [
    /\b(?:(?:really|so|very|proper|absolutely|totally) )?gutted\b(?! (?:the|a|an|some|it|them)\b)/giu,
    'so disappointed',
  ],
  [/\bhalf (\d{1,2})\b/giu, 'half past $1'],
  [/\b(\d+) mins?\b/giu, '$1 minutes'],
  [/\b(\d+) secs?\b/giu, '$1 seconds'],
  [/\btemp\b/giu, 'temperature'],
  [/\b(\d+) ?hrs?\b/giu, '$1 hours'],
  [/\bnap (\d+ hours)\b/giu, 'nap for $1'],
  [/\b(napped|slept) (\d+ hours)\b/giu, '$1 for $2'],
  [/\bhide (?:n|'n'|’n’|and|&) (?:go )?seek\b/giu, 'hide-and-seek'],
  [/\bbbq\b/giu, 'barbecue'],
  // `bbq at uncle ray's after and watched the fireworks`: a barbecue the family had, then what the child did.
  [
    /^(?:a |the )?barbecue (at|in|on) ((?:(?!(?:after|later|afterwards)\b)\p{L}+['’]?s? ){0,2}(?!(?:after|later|afterwards)\b)\p{L}+['’]?s?)(?: after| later| afterwards| after that)? and (?=\p{L}+ed\b)/iu,
    'had a barbecue $1 $2 and then ',
  ],
  // `today was his last day`: the day's own words, never the child as the day.
  [/^today (?:was|is) (her|his|their) (last|first|big) day\b/iu, 'it was $1 $2 day today'],
  // `so all good` after the trouble was put right: the parent's relief, not the story's words.
  [/,?\s*(?:so|and|but)? ?all (?:good|ok|okay|sorted|fine)(?: now| in the end| again)?\s*$/iu, ''],
  // `nan had her and her little brother today`: she looked after them, not held them.
  [
    /^((?:\p{L}+ ){1,2})had (her|him|them) (?=(?:and (?:her|his|their) (?:little |big |baby )?(?:brother|sister|cousin)s?(?: \p{L}+)? )?(?:today|all day|this morning|this afternoon|for the day|while)\b)/iu,
    '$1looked after $2 ',
  ],
  // The parent's `n` for `and` (`fish n chips`, `cuddles n stories`).
  [/(?<=\p{L} )(?<!\bmac )n(?= \p{L})/gu, 'and'],
  [/(?<!the )\b(splash|spray) (pad|park)\b/giu, 'the $1 $2'],
  // `kept asking where nana gone`: `where Nana had gone`.
  [/\b(where|when) ((?:\p{L}+ )?\p{L}+) gone\b/giu, '$1 $2 had gone'],
  // `kept asking when daddy home`: `when Daddy would be home`.
  [/\b(asking|asked|asks|wondering) when ((?:\p{L}+ )?\p{L}+) (home|back)\b/giu, '$1 when $2 would be $3'],
  // A day of learning a thing, by its number (`potty training day 3`): `day three of potty training`.
  [/^((?:potty|toilet) training|training) day (\d{1,2}|one|two|three|four|five|six|seven)\b/iu, 'day $2 of $1'],
  [/\bshepherds pie\b/giu, 'shepherd’s pie'],
  // A room or a thing of the house said bare at the start (`kitchen looked like snow`): `The kitchen looked like snow.`
  [
    /^((?:whole )?(?:kitchen|house|lounge|living room|front room|bathroom|bedroom|floor|kitchen floor|table|garden|hallway|hall|car|bath|sofa|carpet|rug))\s+(?=(?:looked|was|were|smelt|smelled|got|ended up|is|looks)\b)/iu,
    'the $1 ',
  ],
  // Pillows or cushions put round the child (`we did pillows all round`): put all around.
  [/\bdid (pillows|cushions)( all)? (?:round|around)\b/giu, 'put $1 all around'],
  // A grown-up called for with joy (`ran down the hall screaming DADDYYY`): the child's call, said as a call.
  // Called twice over (`shouting daddy daddy`): one call, said twice.
  // A grown-up called home again with the child's own words (`shouting daddy daddy you came back`): quoted whole.
  [
    /\b(?:screaming|shouting|yelling|squealing) ((?:(?:mummy|mommy|mama|daddy|dada|nana|nanny|granny|grandma|grandad|grandpa),? ){1,2})(you came back|you(?:['’]re|re| are) back|you came home|you(?:['’]re|re| are) home|you(?:['’]re|re| are) here|i missed you)\b/giu,
    (_all: string, who: string, words: string) =>
      `shouting, “${who
        .trim()
        .split(/,?\s+/u)
        .map((one) => capital(one.replace(/,$/u, '').toLowerCase()))
        .join(', ')}, ${words
        .toLowerCase()
        .replace(/^i\b/u, 'I')
        .replace(/^you(?:['’]re|re)\b/u, 'you’re')}!”`,
  ],
  [/\b(?:screaming|shouting|yelling|squealing) dad{1,2}y+,? dad{1,2}y+\b/giu, 'shouting, “Daddy, Daddy!”'],
  [/\b(?:screaming|shouting|yelling|squealing) (?:mumm|momm)y+,? (?:mumm|momm)y+\b/giu, 'shouting, “Mummy, Mummy!”'],
  [/\b(?:screaming|shouting|yelling|squealing) dad{1,2}y+\b/giu, 'shouting, “Daddy!”'],
  [/\b(?:screaming|shouting|yelling|squealing) (?:mumm|momm)y+\b/giu, 'shouting, “Mummy!”'],
  // `three weeks with us`: the family's, not the hero's grown-ups' alone.
  [/\b(weeks?|days?|nights?|months?|years?|stay(?:ed|ing)?|lived?|living) with us\b/giu, '$1 with the family'],
  [/\barvo\b/giu, 'afternoon'],
  // When it happened, said bare after the thing (`dropped his cone first lick`): at the very first lick.
  [/(?<!\b(?:the|his|her|a|my|our|very) )\bfirst (lick|bite|taste)\b/giu, 'at the very first $1'],
  // The planks of a seaside walk (`dropped it on the boards`).
  [/\bon the boards\b/giu, 'on the boardwalk'],
  // A Labrador by its name (`our lab Bella`): a dog, in a word a toddler knows.
  [/\b([Oo]ur|[Mm]y|[Tt]he) lab(?= \p{Lu}\p{Ll}+)/gu, '$1 dog'],
  [/\bbrekk(?:ie|y)\b/giu, 'breakfast'],
  [/\bchoc chip\b/giu, 'chocolate chip'],
  [/\bhot choc\b/giu, 'hot chocolate'],
  // `hot choc after with daddy`: afterwards, with Daddy.
  [/\s+after(?= with\b)/giu, ' afterwards'],
  [/\bget well card\b/giu, 'get-well card'],
  [/\bsantas\b/giu, "Santa's"],
  // A nativity is the nativity play (`nativity at nursery`).
  [/\bnativity\b(?! play)/giu, 'nativity play'],
  [/\brock pooling\b/giu, 'rock-pooling'],
  [/\bpaddy['’]?s day\b/giu, 'St Patrick’s Day'],
  [/(?<!the )\b(sea life|car wash)\b/giu, 'the $1'],
  [/\bnext doors\b/giu, 'next door’s'],
  [/\blibrary (rhyme time|story time)\b/giu, '$1 at the library'],
  // A toy doctor's kit is the child's own (`from his doctors kit`), no visit to the doctor.
  [/\b(his|her|their|a|the) (?:doctors|doctor's|drs) (kit|set|bag|case)\b/giu, '$1 doctor’s $2'],
  [
    /(?<!\b(?:his|her|their|a|the) )\b(?:the )?(?:doctors|drs)\b(?! (?:said|says|told|kit|set|bag|case)\b)/giu,
    'the doctor’s',
  ],
  [/(?<!the )\brest of the day\b/giu, 'the rest of the day'],
  [/\bdid say\b/giu, 'said'],
  [/\bdid (\p{L}+)ed\b/giu, '$1ed'],
  [
    /(?<!\b(?:the|all|my|our|both|many|lots of|of the) )\b(daddy|mummy|mommy|granny|nanny|grandma|grandpa|grandad|nana|auntie|aunty|nani|naani|dadi|nonna|oma|opa|bubbe|zaide)s\b/giu,
    '$1’s',
  ],
  // The phone's `this am` and `this pm`, a best friend by the chat's word, and a span of hours (`nap from 1-3`).
  [/\bthis am\b/giu, 'this morning'],
  [/\bthis pm\b/giu, 'this afternoon'],
  // Friends again, by the chat's plural (`now theyre besties again`): best friends.
  [/\b(?:besties|bffs|bestfriends)\b/giu, 'best friends'],
  [/\b(?:bestie|bff|bestfriend)\b/giu, 'best friend'],
  [/\btheyre\b/giu, 'they’re'],
  // A dinosaur costume by its short name (`went as a t rex`, `trex`, `t-rex`): a T. rex.
  [/\bt[ .-]?rex\b/giu, 'T. rex'],
  // Dressed as something (`went as a T. rex`, `was a pumpkin for halloween`): the costume, never the real thing.
  [/^(?:(she|he|they) )?(?:went|was going|dressed|dressed up) as (an?|the) /iu, '$1 dressed up as $2 '],
  // A costume's part that kept coming off (`tail kept falling off`): the child's own.
  [
    /^(tail|wings?|ears|mask|hat|crown|cape|horns?|hood|antlers|whiskers) (kept|keeps|wouldnt|wouldn['’]t) /iu,
    'their $1 $2 ',
  ],
  // The doctor's medicine by its grown-up name (`the steroid medicine`, `steroids`): some special medicine.
  [
    /\b(?:the |some |a )?(?:steroid|steroids|antibiotic|antibiotics|inhaler)(?: medicine| medication| meds| syrup| dose)?\b/giu,
    'some special medicine',
  ],
  // A programme watched over and over (`paw patrol on repeat`): again and again.
  [/\bon repeat\s*$/giu, 'again and again'],
  // A clingy day (`super clingy today`): a day of cuddles, as a child hears it. Clingy beside another feeling (`bit
  // clingy and sleepy this afternoon`) keeps the other feeling with its `was`.
  [
    /^(?:(?:she|he) (?:was|is) )?(?:a )?bit clingy and (sleepy|tired|teary|grumpy|quiet|tearful|whingy|poorly|hot)\b/iu,
    'was a bit $1 and wanted lots of cuddles',
  ],
  [
    /^(?:(?:she|he) (?:was|is) )?(?:(?:super|so|really|very|v|extra|proper|mega) )?clingy and (sleepy|tired|teary|grumpy|quiet|tearful|whingy|poorly|hot)\b/iu,
    'was $1 and wanted lots of cuddles',
  ],
  [
    /^(?:(?:she|he) (?:was|is) )?(?:super|so|really|very|v|extra|proper|mega|bit|a bit) clingy\b/iu,
    'wanted lots of cuddles',
  ],
  [/\b(?:prob|prolly|probs)\b/giu, 'probably'],
  [/\bfrom (\d{1,2}) ?- ?(\d{1,2})\b/giu, 'from $1 till $2'],
  [/\b(\d) ?- ?(\d)\b(?= \p{L})/gu, '$1 or $2'],
  // The elf on the shelf is the elf, no one called Elf (`elf moved to the bookshelf`).
  [/^elf\b(?! on the shelf)/iu, 'the elf'],
  // A grown-up's words for tired and for rain, said as a toddler hears them (`came home shattered`, `chucking it
  // down all day`); the afternoon in full (`this aft`); a bourbon is the biscuit.
  [
    /\b(?:absolutely |totally |completely )?(?:shattered|knackered|cream crackered|pooped|wiped out)\b/giu,
    'all worn out',
  ],
  [/\b(?:was |been )?(?:chucking|tipping|bucketing|pissing) it down\b/giu, 'pouring with rain'],
  [/\b(?:was |been )?(?:chucking|tipping|bucketing) down\b/giu, 'pouring with rain'],
  [/\b(this|that|in the|yesterday|tomorrow) (?:aft|arvo)\b/giu, '$1 afternoon'],
  [/\b(a|the|one|two|some) bourbons?\b(?! biscuits?)/giu, '$1 bourbon biscuit'],
  // A temper in a grown-up's words, said as a toddler hears it (`kicked off for a good half hour`, `kicking off`).
  [/\bkicked off\b(?! (?:the|a|an|his|her|their|at|with)\b)/giu, 'stamped and shouted'],
  [/\bkicking off\b(?! (?:the|a|an|his|her|their|at|with)\b)/giu, 'stamping and shouting'],
  [
    /\bfor (?:a good|a solid|a whole|a full|at least|like) (?:half an? hour|half hour|hour|20 min(?:ute)?s|twenty minutes)\b/giu,
    'for a long, long time',
  ],
  // Enjoying the fuss of a small hurt (`milked it all afternoon`): no milk.
  [/\bmilk(?:ed|ing) it(?: for all it was worth)?\b/giu, 'enjoyed the fuss'],
  // A treat given at the end of a visit (`got a sticker after for being good`): afterwards, not a dangling `after`.
  [
    /\b((?:got|had|gave|given|get|gets) (?:\p{L}+ )?(?:a|an|some|two|2|three|3) [\p{L} ]+?) after(?=(?: for [\p{L} ]+)?[.!\s]*$)/giu,
    '$1 afterwards',
  ],
  // Fell out over a toy, said with no one who did, is a squabble, no fall (`fell out over the torch`).
  [/^(?:fell|falling|fallen) out (over|about)\b/giu, 'had a squabble $1'],
  // Cross that the plan was off (`SO cross the rain cancelled the zoo trip`): the `that` the phone left out.
  [
    /\b(cross|upset|sad|angry|mad|gutted|grumpy|disappointed) (?=(?:the|his|her|their|our) \p{L}+(?: \p{L}+)? (?:cancelled|canceled|was|were|got|had|broke|popped|ran|went|stopped|closed)\b)/giu,
    '$1 that ',
  ],
  // Pence written as a shop writes them (`charged daddy 5p for a ticket`).
  [
    /\b(\d{1,2}) ?p\b/gu,
    (_whole, pence: string) => (pence === '1' ? 'one penny' : `${NUMBERS[Number(pence)] ?? pence} pence`),
  ],
  // The doctor's good news (`gp said no stitches thank god`): none were needed.
  [/^(?:the )?gp\b/iu, 'the doctor'],
  [/\bsaid no stitches\b(?! (?:were )?needed)/giu, 'said no stitches were needed'],
  // The phone's dropped `g` (`copied everythin he did`) and the parent's relief (`asleep by 8 miracle`).
  [/\b(every|some|no|any)thin\b/giu, '$1thing'],
  [/,?\s*\b(?:an? |an absolute |a total |an actual )?miracle\b/giu, ''],
  // A band, a parade or the council written bare at the start (`carnival came down our road`, `steel band went past`,
  // `council cut down the big conker tree`).
  [/^(carnival|parade|procession|council|fire brigade|postman|postie|bin men|binmen|ice cream van)\b/iu, 'the $1'],
  [/^((?:steel|brass|pipe|marching|samba) band|band|lorry|float)\b/iu, 'a $1'],
  // A child put down for the night without a fuss (`he went down fine`): asleep, no tumble.
  [
    /\bwent down (?:fine|easy|easily|well|really well|no bother|no problem|like a dream|a dream|without a fuss|no fuss)\b/giu,
    'went to sleep without a fuss',
  ],
  // `just asked if ...`: the child's doing, not the adverb at the start of a sentence.
  [/^just (?=(?:asked|said|wanted|cried|sat|lay|watched|cuddled|kept)\b)/iu, ''],
  // The parent's relief at the end (`still there by the bench phew`): no words of the story.
  [/,?\s*\b(?:phew|thank god|thank goodness|thank heavens)\s*$/giu, ''],
  // A great-grandparent, written apart after whose (`her great granny Joan`); one named so on her own (`great granny
  // rose turned 90`) keeps the name the story calls her by, `Great Granny Rose`.
  [
    /\b(her|his|my|our|their) great (granny|grandma|gran|nanny|nan|nana|nanna|grandad|granddad|grandpa|grandmother|grandfather)\b/giu,
    '$1 great-$2',
  ],
  // A British `sat` after what was had (`had a 99 with a flake sat on the harbour wall`): sitting there to have it.
  [
    /(?<=\b(?:had|ate|eating|having) (?:a|an|some|the|my|our|\d+)\b[^,]*\p{L})(?<!\b(?:then|and|n|we|she|he|they|i|so|just|also|after|before)) sat (on|in|at|by|under)\b/giu,
    ' sitting $1',
  ],
  // Bed by a time after supper (`pasta for tea n bed by 7`): in bed by then.
  [/\b(?:and|n|&) (?:in )?bed (by|at|before)\b/giu, 'then bed $1'],
  // Full up, in the family's own word (`until kenyang`, `til she was stuffed`): no room left.
  [
    /\b(?:until|till|til) (?:(?:she|he|they) (?:was|were) )?(?:kenyang|stuffed|full|bursting)\b/giu,
    'until there was no room left',
  ],
  // A Singlish `damn` before how it was (`drums damn loud`): only very.
  [/\bdamn (?=(?:loud|hot|cold|nice|good|big|long|tired|fun|shiok)\b)/giu, 'so '],
  // A din and the hands over the ears (`drums damn loud he closed his ears`): so loud that the child covered them
  // (after a comma, joined with `and`).
  [
    /(^|, )(?:the )?((?:(?!(?:was|were|is|are)\b)\p{L}+ )?(?!(?:was|were|is|are)\b)\p{L}+) (?:(?:was|were|is|are) )?(?:so|super|really|very|v|too|soooo?) loud,? (?:and |so )?(she|he|they) (?:closed|covered|blocked|put (?:her|his|their) hands over) (her|his|their) ears\b/iu,
    (_whole, lead: string, din: string, who: string, whose: string) =>
      `${lead}${lead ? 'and ' : ''}the ${din.toLowerCase()} ${/s$/u.test(din) ? 'were' : 'was'} so loud that ${who.toLowerCase()} covered ${whose.toLowerCase()} ears`,
  ],
  // Someone's toy, typed without its apostrophe (`some little boys ball`): a boy's ball, one of him.
  [
    /\b(?:some|a) (little |big |other |older |younger )?(boy|girl|kid|baby|man|lady)s (ball|toy|bucket|spade|kite|frisbee|football|bike|scooter|sandwich|chips|ice cream|hat|shoe|car|truck|drink|snack)\b/giu,
    (_whole, size = '', who: string, what: string) =>
      `a ${size.toLowerCase()}${who.toLowerCase()}’s ${what.toLowerCase()}`,
  ],
  // A wild creature found dead (`found a little dead bird on the porch`): a little bird that had died, said gently.
  [
    WILD_DEAD,
    (_whole, a: string, size: string, what: string) =>
      `found ${a.toLowerCase()} ${size.toLowerCase()}${what.toLowerCase()} that had died`,
  ],
  // Swimming things as parents type them (`forgot his cossie`, `her togs`): a swimming costume.
  [/\b(?:cossie|cozzie|cozzy|swimmers|togs)\b/giu, 'swimming costume'],
  // News a grown-up sent from where the child is (`granny just texted shes fast asleep`): the news itself, as it was.
  [
    /^(?:(?:her|his|my|our) )?(?:granny|grandma|gran|nana|nanna|nan|nanny|grandad|grandpa|grampa|mummy|mum|mommy|mom|daddy|dad|auntie|aunty|uncle|\p{L}+['’]?s (?:mum|mummy|mom|dad|daddy))(?: \p{L}+)? (?:just |has just |has )?(?:texted|messaged|text|rang|called|phoned|sent a (?:message|text|pic|photo|picture))(?: (?:me|us|to say|saying|and said))?,?(?: that)? (she|he)(?:['’]?s| is| was) (.+)$/iu,
    (_all: string, who: string, rest: string) => `${who.toLowerCase()} was ${rest}`,
  ],
  // A door or present opened and what it was (`opened door 7 and it was a tiny chocolate reindeer`): what was inside.
  [
    /^(.*\bopened\b.*?),? and (?:it was|it’s|it's|its|there was) ((?:a|an|some|two|three) .+)$/iu,
    (_all: string, opened: string, inside: string) => `${opened}, and inside there was ${inside}`,
  ],
  // A festival typed short (`cny at ah ma house`): its name, and whose house it was.
  [/\bcny\b/giu, 'Chinese New Year'],
  [
    /\b(?:at|to) ah (ma|mah|po|gong|kong|yi|ma's|mah's)(?:['’]s)? (house|place|flat)\b/giu,
    (_w, who: string, where: string) => `at Ah ${capital(who.replace(/['’]s$/u, ''))}’s ${where}`,
  ],
];

/** Family words the child calls someone by, said as names (`daddy’s mug`: `Daddy’s mug`). */
const CALLED =
  /\b(oma|opa|omi|nonna|nonno|abuela|abuelo|abuelita|abuelito|babcia|dziadek|yiayia|yaya|papou|lola|lolo|daddy|mummy|mommy|mama|dada|granny|nanny|grandma|grandpa|grandad|nana|nanna|nan|nani|naani|dadi|gran|granda|nain|taid|grandda|gramma|grammy|grampa|gramps|poppa|mamaw|papaw|memaw|meemaw|pawpaw|mammy|bubbe|bubbie|savta|zaide|zayde|zaida|zeide|auntie|aunty|(?<!ice |cake )pop)\b/giu;

/** Words the name finder may take for a name after a family word (`where nana gone`): never a name. */
const NOT_NAMES = wordSet('gone home back away out here there too again says said asleep came went left');

/** The plain form of a doing said in quote marks, as pretend (`'drove'`: `pretended to drive`). */
const PRETEND: Record<string, string> = {
  drove: 'drive',
  flew: 'fly',
  cooked: 'cook',
  read: 'read',
  sang: 'sing',
  fixed: 'fix',
};

/** Days, feasts and the things every family calls by name, as they are written. */
const PROPER: [RegExp, string][] = [
  [/\bfather christmas\b/giu, 'Father Christmas'],
  [/\btimbits\b/giu, 'Timbits'],
  [/\bsanta\b/giu, 'Santa'],
  [/\beaster bunny\b/giu, 'Easter Bunny'],
  // `tooth fairy came`: `The Tooth Fairy came.`
  [/(?<!\b(?:the|a) )\btooth fairy\b/giu, 'the Tooth Fairy'],
  [/\btooth fairy\b/giu, 'Tooth Fairy'],
  // `dummy fairy came last nite`: `The dummy fairy came last night.` (a family's own fairy keeps its small letters).
  [
    /(?<!\b(?:the|a|our|her|his) )\b(dummy|dummie|binky|paci|pacifier|soother|bottle|nappy|diaper) fairy\b/giu,
    'the $1 fairy',
  ],
  // The nativity's people are names wherever they stand (`hid behind mary`, `joseph forgot his line`).
  [/\bjesus\b/giu, 'Jesus'],
  [/\bmary\b/giu, 'Mary'],
  [/\bjoseph\b/giu, 'Joseph'],
  [/\bchristmas day\b/giu, 'Christmas Day'],
  [/\bchristmas eve\b/giu, 'Christmas Eve'],
  [/\bnew year['’]?s eve\b/giu, 'New Year’s Eve'],
  [/\bchristmas\b/giu, 'Christmas'],
  [/\beaster\b/giu, 'Easter'],
  [/\bhalloween\b/giu, 'Halloween'],
  [/\bthanksgiving\b/giu, 'Thanksgiving'],
  // The feasts of the families who write in English besides Christmas, with their capitals (`eid at nanis`).
  [/\b(eid|diwali|hanukkah|chanukah|passover|ramadan|holi|(?:lunar|chinese) new year)\b/giu, ''],
  [/\bbonfire night\b/giu, 'Bonfire Night'],
  // The town quarters every city has by name (`parade in chinatown`).
  [/\bchina town\b/giu, 'Chinatown'],
  [/\b(chinatown|little italy|little india)\b/giu, ''],
  [/\bpancake day\b/giu, 'Pancake Day'],
  // The book and dress-up days of nursery and school, by their names (`world book day at nursery`).
  [/\bworld book day\b/giu, 'World Book Day'],
  [/\b(?:book week|red nose day|children in need|comic relief)\b/giu, ''],
  // The saints' days as parents type them, without the apostrophe (`st davids day at nursery`).
  [/\bst\.? davids? day\b/giu, 'St David’s Day'],
  [/\bst\.? patricks day\b/giu, 'St Patrick’s Day'],
  [/\bst\.? andrews day\b/giu, 'St Andrew’s Day'],
  [/\bst\.? georges day\b/giu, 'St George’s Day'],
  // Nations' words take their capital (`her little welsh costume`).
  [
    /\b(welsh|scottish|irish|english|british|american|canadian|australian|french|italian|spanish|polish|indian)\b/giu,
    '',
  ],
  // A name the child gave an animal or a toy is a name (`named him gary`).
  [/(?<=\bnamed (?:him|her|it|them) )(?!(?:after|too|a|an|the|that|so)\b)\p{Ll}+\b/gu, ''],
  [/(?<=\b(?:was|on|for) )(?:4th|fourth) of july\b/giu, 'the Fourth of July'],
  [/\b(?:4th|fourth) of july\b/giu, 'Fourth of July'],
  [/\bjuly (?:4th|fourth)\b/giu, 'the Fourth of July'],
  [
    /\b(memorial|labor|labour|australia|canada|anzac|st patrick['’]s|st david['’]s|boxing|new year['’]s|mother['’]s|father['’]s) day\b/giu,
    '',
  ],
  // Playdough made at home is no shop tub (`we made playdough`): only the bought kind is Play-Doh.
  [
    /\b(made|make|makes|making|homemade|home-made)( some| the| our own)? (?:play[ -]?doh|playdough)\b/giu,
    '$1$2 playdough',
  ],
  [
    /(?<!\b(?:made|make|makes|making|homemade|home-made)(?: some| the| our own)? )(?:\bplay[ -]?doh\b|\bplaydough\b)/giu,
    'Play-Doh',
  ],
  [/\blego\b/giu, 'Lego'],
  [/\bduplo\b/giu, 'Duplo'],
  [/\bcalpol\b/giu, 'Calpol'],
  [/\bfruit shoot\b/giu, 'Fruit Shoot'],
  [/\b(tylenol|motrin|panadol|nurofen)\b/giu, ''],
  [/\bbluey\b/giu, 'Bluey'],
  // New Orleans' carnival and its streets and grandmothers (`mardi gras parade on st charles`, `at maw maws`).
  [/\b(mardi gras|st charles|bourbon street|new orleans)\b/giu, ''],
  [/\bmaw maw['’]?s\b/giu, 'Maw Maw’s'],
  [/\bmaw maw\b/giu, 'Maw Maw'],
  // The songs every child sings, by their titles.
  [/\b(jingle bells|baby shark|silent night)\b/giu, ''],
  [/\btwinkle,? twinkle(?:,? little star)?/giu, '“Twinkle, Twinkle, Little Star”'],
  [/(?<=\b(?:sang|sing|sings|singing|sung) )happy (?:birthday|bday)\b/giu, '“Happy Birthday”'],
  [/\baway in a manger\b/giu, 'Away in a Manger'],
  [/\bold mac ?donald(?: had a farm)?\b/giu, '“Old MacDonald”'],
  [/\b(?:the )?grand old duke of york\b/giu, '“The Grand Old Duke of York”'],
  [/\bhumpty dumpty\b/giu, 'Humpty Dumpty'],
  [/\b(?:the )?wheels on the bus\b/giu, 'The Wheels on the Bus'],
  [/\brudolph the red[ -]nosed reindeer\b/giu, 'Rudolph the Red-Nosed Reindeer'],
  [/\brudolph\b/giu, 'Rudolph'],
  [/\b(?:the )?grinch\b/giu, 'The Grinch'],
  [/\bipad\b/giu, 'iPad'],
  [/\btunnock['’]?s\b/giu, 'Tunnock’s'],
  [/\bpeppa(?: pig)?\b/giu, 'Peppa Pig'],
  [/\bpaw patrol\b/giu, 'Paw Patrol'],
  [/\bhey duggee\b/giu, 'Hey Duggee'],
  [/\bin the night garden\b/giu, 'In the Night Garden'],
  [/\b(octonauts|cocomelon|twirlywoos|numberblocks|hey bear)\b/giu, ''],
  [/\bmr tumble\b/giu, 'Mr Tumble'],
  // A book read by its title (`read gruffalo down the phone`): `read The Gruffalo`.
  [/(?<=\b(?:read|reading|reads) (?:(?:her|him|them) )?)(?:the )?gruffalo\b/giu, 'The Gruffalo'],
  [/\bgruffalo\b/giu, 'Gruffalo'],
  [/\b(?:the )?lion king\b/giu, 'The Lion King'],
  // The picture books read at bedtime in every family, by their titles (`read the very hungry caterpillar twice`).
  [/\b(?:the )?very hungry caterpillar\b/giu, 'The Very Hungry Caterpillar'],
  [/\b(?:the )?tiger who came to tea\b/giu, 'The Tiger Who Came to Tea'],
  [/\bwe(?:'|’)?re going on a bear hunt\b/giu, 'We’re Going on a Bear Hunt'],
  [/\broom on the broom\b/giu, 'Room on the Broom'],
  [/\b(?:the )?snail and the whale\b/giu, 'The Snail and the Whale'],
  [/\bguess how much i love you\b/giu, 'Guess How Much I Love You'],
  [/\bwhere the wild things are\b/giu, 'Where the Wild Things Are'],
  [/\bgoodnight moon\b/giu, 'Goodnight Moon'],
  [/\bowl babies\b/giu, 'Owl Babies'],
  [/\bdear zoo\b/giu, 'Dear Zoo'],
  [/\bfacetimed\b/giu, 'video-called'],
  [/\bkit ?kat\b/giu, 'KitKat'],
  // Sweets counted by their brand (`4 haribo`): `four Haribo sweets`; one bag of them is Haribo.
  [
    /(?<=\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|some|lots of|loads of|a few) )haribos?\b(?! sweets)/giu,
    'Haribo sweets',
  ],
  [/\bharibo\b/giu, 'Haribo'],
  [/\bweetabix\b/giu, 'Weetabix'],
  [/\bgp\b/giu, 'GP'],
  [/\bbunnings\b/giu, 'Bunnings'],
  [/\bsea life\b/giu, 'Sea Life'],
  // Countries and cities a family drives or flies to, and the films and songs every child knows.
  [
    /\b(scotland|england|ireland|wales|australia|new zealand|spain|france|italy|portugal|america|canada|london|dublin|cornwall|devon|galway|limerick|belfast|kerry|donegal|edinburgh|glasgow|manchester|liverpool|birmingham|leeds|bristol|sydney|melbourne|brisbane|adelaide|perth|auckland|florida|texas|california|new york|chicago|boston|lagos|abuja|accra|nigeria|ghana|kenya|nairobi|jamaica|kingston|trinidad|barbados|india|delhi|mumbai|pakistan|karachi|lahore|bangladesh|dhaka|poland|warsaw|krakow|romania|lisbon|madrid|paris|rome|berlin|amsterdam|hong kong|singapore|manila|philippines|plymouth|exeter|cardiff|swansea|newcastle|brighton|oxford|cambridge|nottingham|sheffield|southampton|portsmouth|norwich|leicester|aberdeen|dundee|inverness|blackpool|bournemouth|torquay|coventry|york|yorkshire|wigan|bolton|whitby|scarborough|skegness|margate|weymouth|padstow|newquay|filey|bridlington|llandudno|tenby|southend|clacton|cromer|whitstable|bude|falmouth|bondi)\b|(?<=\b(?:to|from|in|back to) )cork\b/giu,
    '',
  ],
  [/(?<=\b(?:watched|watching|watch) )(frozen|moana|encanto|bluey)\b/giu, ''],
  // The Christmas films every family watches in December, by their titles (`watched the polar express`).
  [/\b(?:the )?polar express\b/giu, 'The Polar Express'],
  // The Christmas Eve book read aloud, by its title (`grandpa read the night before christmas`).
  [
    /(?<=\b(?:read|reading|reads|read us|read them|read her|read him) )(?:the |twas the )?night before christmas\b(?! eve)/giu,
    'The Night Before Christmas',
  ],
  [/\bhome alone\b/giu, 'Home Alone'],
  [/\b(?:the )?muppet christmas carol\b/giu, 'The Muppet Christmas Carol'],
  [/\b(?:the )?snowman and the snowdog\b/giu, 'The Snowman and the Snowdog'],
  [/\b(?:the )?nightmare before christmas\b/giu, 'The Nightmare Before Christmas'],
  [/\bcharlie brown christmas\b/giu, 'Charlie Brown Christmas'],
  [/(?<=\b(?:watched|watching|watch) )(elf|arthur christmas|klaus|the snowman|the gruffalo|stick man|zog)\b/giu, ''],
  // The song when sung or played; a fish caught and let go is no song (`caught a tiny fish and let it go`).
  [
    /(?<=\b(?:sang|sing|sings|singing|sung|played|playing|listened to|danced to|dancing to|belted out) )let it go\b/giu,
    '“Let It Go”',
  ],
  [/\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/giu, ''],
  // The shops and places families name by their brand, in every region.
  [
    /\b(tesco|asda|aldi|lidl|morrisons|waitrose|ikea|costco|walmart|target|kmart|coles|woolies|woolworths|maccas|mcdonalds|primark|greggs)\b/giu,
    '',
  ],
  // Boots the chemist, where one goes (`popped into boots`); not the boots one wears (`took his boots off`).
  [/(?<=\b(?:to|into|in|at|from|outside) )boots\b/giu, 'Boots'],
  [/\bsainsburys\b/giu, 'Sainsbury’s'],
  [/\bmac (?:n|'n'|’n’|&) cheese\b/giu, 'mac and cheese'],
  // A grown-up's title before their name (`miss jo`, `mrs patel`), and a teacher's `miss` before a name.
  // (Not a doctor's word said after `dr`: `dr says its a virus` is what the doctor said.)
  [/\b(mrs|mr|ms|dr) (?!(?:says?|said|thinks?|thought|told|tells|gave|checked|looked|was|is)\b)(\p{L}+)/giu, '$title'],
  [/\b(teacher|key worker|childminder|nanny|coach) (miss) (\p{L}+)/giu, '$title'],
  // A new grown-up's name typed small after who they are (`the new childminder jo`, `new babysitter amy`): a name.
  [
    /(?<=\b(?:childminder|babysitter|sitter|key ?worker|teacher|au pair) )(?!(?:and|at|in|on|was|is|said|says|today|too|for|with|came|who|this|the|a|an|but|so|then|when|after|before|all|again|gave|had|did|took|made|let|got|read|sang|sat|put|told|thinks|thought|says|reckons|from|here|there|yesterday|tomorrow|tonight|now|lady|man|woman|girl|boy)\b)(?!\p{Ll}+ed\b)\p{Ll}{2,}\b(?=[\s,.!]|$)/gu,
    '',
  ],
];

/** A number a child counts in, as words (`4 goes`: `four goes`); bigger numbers stay as written. */
const spelled = (text: string) =>
  text
    .replace(/\b(\d)(st|nd|rd|th)\b/gu, (word) => ORDINALS[word] ?? word)
    .replace(/\b(\d{1,2})\b(?![.:]\d)/gu, (word) => NUMBERS[Number(word)] ?? word);

function clean(clause: string): string {
  let text = clause
    .replace(/\([^)]*\)/gu, ' ')
    .replace(/[:;]-?[()DPp]/gu, ' ')
    .replace(/[\u{1F300}-\u{1FAFF}\u{2600}-\u{27BF}\u{2B00}-\u{2BFF}]\uFE0F?/gu, ' ')
    .replace(/[!?]+/gu, ' ')
    // A doing in quote marks is pretend (`sat at the front and 'drove' it`): the child pretended to, and a driven or
    // flown `it` is left out, as it may be far from the bus or plane it means.
    .replace(/['‘"“](drove|flew|cooked|read|sang|fixed)['’"”]( it\b)?/giu, (_all, verb: string, it?: string) => {
      const plain = PRETEND[verb.toLowerCase()] ?? verb;
      return `pretended to ${plain}${it && !/^(drive|fly)$/u.test(plain) ? it : ''}`;
    })
    .replace(/['‘’"“”](\p{L}[^'‘’"“”]*)['‘’"“”]/gu, '$1')
    .replace(CHAT, ' ');
  // Shouted words (`NOT`, `ALL`, `SO`) are said as words.
  text = text.replace(/\b\p{Lu}{2,}\b/gu, (word) => word.toLowerCase());
  // A phone's capital at the start of a sentence (`Went to see Santa`): a common word, said as one.
  text = text.replace(/^\p{Lu}\p{Ll}+\b(?!['’])/u, (word) => {
    const lower = word.toLowerCase();
    // Not a name that is also a word (`Will came over`, `May`).
    if (/^(will|may|bill|pat|rob|mark|sue|grace|hope|joy)$/u.test(lower)) return word;
    return PAST.has(lower) || STOP.has(lower) || SUBJECTS.test(lower) || PRESENT[lower] !== undefined ? lower : word;
  });
  for (const [pattern, replacement] of SPELLING)
    text = typeof replacement === 'string' ? text.replace(pattern, replacement) : text.replace(pattern, replacement);
  // `with cousin alfie`, `auntie kerry`: the name after a relation is a name, typed small (`cousin Alfie`).
  text = text.replace(
    /\b(cousin|auntie|aunty|aunt|uncle|bestie|friend|mate|pal|miss|mrs|baby|sister|brother|nanny|nana|granny|grandma|grandad|grandpa|firefighter|fireman|teacher|coach|nurse|doctor|dentist|lifeguard|instructor|barber|hairdresser) (\p{Ll}{3,})\b(?!['’])/giu,
    (whole, relation: string, name: string, at: number, all: string, lower = name.toLowerCase()) =>
      PAST.has(lower) ||
      STOP.has(lower) ||
      // (A verb before its object, `helped grandad build the bird box`, unless a name: `with grandad tom the whole day`.)
      (OBJECT_START.test(all.slice(at + whole.length)) &&
        givenName(capital(lower), 'en') === undefined &&
        // (A teacher given something by her title, `gave miss patel a card`, is named all the same.)
        !(
          /^(?:miss|mrs)$/iu.test(relation) &&
          /\b(?:gave|give|giving|gives|brought|bought|made|showed|sang|drew|told)\s+$/iu.test(all.slice(0, at))
        )) ||
      isVerb(lower) ||
      // (A plain doing after a relation, `helped grandma bake`, is no name.)
      PLAIN_DOINGS.has(lower) ||
      /(?:ing|ed)$/u.test(lower) ||
      // (A young animal, not a baby's name: `the baby goats`.)
      YOUNG_ANIMALS.test(lower) ||
      // (An adverb, not Kelly, Molly or Lily.)
      (/ly$/u.test(lower) && [...lower].length >= 6) ||
      /^(?:house|home|place|garden|car|flat|party|birthday|wedding|dog|cat|baby|came|too|and|from|who|only|early|sadly|badly|daily|fully|brother|sister|boy|girl|shark|group|class|sensory|food|milk|bottle|monitor|massage|bath|swing|bump|clothes|doll|stuff|things|time|today|tonight|again|though|tho|next|over|round|out|there|here|all|his|her|their|our|my|she|him|them|you|me|some|one|two|three|little|big|new|old|best|lovely|poor|bless|yesterday|later|after|before|while|when|with|then|but|said|says|anymore|any|no|more|ever|forever|now|yet|either|first|either|too|check|checkup|appointment|visit|trip|chair|room|office|sticker|stickers)$/u.test(
        lower,
      )
        ? whole
        : // (A title before a name is part of it: `Miss Renee`, `Uncle Mike`, `Auntie Kerry`; a cousin stays a cousin.)
          `${/^(?:miss|mrs|auntie|aunty|aunt|uncle)$/iu.test(relation) ? capital(relation.toLowerCase()) : relation} ${name.charAt(0).toUpperCase()}${name.slice(1)}`,
  );
  // The dog walked by name, typed small (`walked biscuit round the block`): its name, `Biscuit`.
  text = text.replace(
    /\b(walked|walking|walk) (\p{Ll}{3,}) (?=(?:round|around) the block\b|on (?:his|her|the) lead\b)/gu,
    (whole, walked: string, name: string) =>
      PAST.has(name) ||
      STOP.has(name) ||
      isVerb(name) ||
      /^(?:home|all|back|up|down|out|over|there|together|slowly|quickly|miles|ages|far|about|twice|once|him|her|them|it|one)$/u.test(
        name,
      )
        ? whole
        : `${walked} ${capital(name)} `,
  );
  return tidy(text.replace(/^[\s,.-]+|[\s,.-]+$/gu, ''));
}

/** Clothes for the weather or the water, written bare with `on` (`wellies on`, `raincoat and wellies on`). */
const WEAR =
  '(?:(?:his|her|their|new|big|yellow|red|blue|pink|green|spotty|dino) )*(?:wellies|wellingtons|welly boots|wellington boots|rain ?coat|puddle suit|rain suit|waterproofs|coat|bobble hat|sun ?hat|hat|gloves|mittens|scarf|sun ?cream|swimsuit|cossie|armbands|goggles)';
const WORN_BARE = new RegExp(`^(?:and |so |n )?(${WEAR}(?:(?:,| and| n| &) ${WEAR})*) on$`, 'iu');

/** A temperature written bare, by its number (`38.5 this morning`, `39 degrees last night`). */
const FEVER_BARE =
  /^(?:a )?(?:temp(?:erature)? (?:of )?)?((?:3[7-9]|40)(?:\.\d)?)(?: ?°c?| ?degrees| ?c)?( this morning| last night| in the night| tonight| at bedtime| all day| this afternoon)?$/iu;

/** Plain doings a child helps a grown-up with (`helped grandma bake`): never a name after the relation. */
const PLAIN_DOINGS = wordSet(
  'bake cook make paint plant wash tidy clean build draw sing dance dig sweep fix feed mix stir',
);

/** The first word of a verb's object, after the verb a parent typed after a relation. */
const OBJECT_START = /^ (?:the|a|an|his|her|him|their|them|my|me|our|us|some|it)\b/iu;

/** Animals a parent writes after `baby` (`saw the baby goats`): no one's name. */
const YOUNG_ANIMALS =
  /^(?:goat|lamb|duck|duckling|chick|cow|calf|calves|pig|piglet|bunny|bunnies|rabbit|sheep|horse|pony|ponies|deer|kangaroo|joey|koala|elephant|seal|turtle|bird|animal|dino|dinosaur|shark|penguin|tiger|lion|monkey|giraffe|llama|alpaca|donkey|chicken|hen|kitten|puppy|puppies|fox|foxes|owl|hedgehog|otter|panda|bear|frog|toad|snail|slug|worm|spider|caterpillar)s?$/u;

/** The child called by a pet name at the start of a clause (`wee man`, `little miss`, `the small one`). */
const PET_NAME =
  /^(?:the |my |our )?(?:wee|little|lil|small) (?:man|dude|fella|fellow|guy|lad|lass|miss|madam|lady|missy|mister)\b(?! (?:from|next|at|in|on|who|that)\b)/iu;
/**
 * The child called by a pet word the family uses (`poor pickle had a temperature`, `the little poppet slept`, `munchkin
 * was up at 5`, `my little monkey knocked a cup of juice over`): a `poor` or `little` before it, or what the child did
 * or had right after it (a `little monkey` only with a doing of its own: a monkey at the zoo is a monkey).
 */
const PET_WORD =
  /^(?:the |my |our )?(?:poor (?:little |lil |wee )?(?:pickle|poppet|munchkin|sweet ?pea|pumpkin|bean|pudding|petal|bubba|bubs|sausage|darling|chicken|monkey)|(?:(?:little|lil|wee) )?(?:pickle|poppet|munchkin|sweet ?pea|pumpkin|bean|pudding|petal|bubba|bubs|sausage)(?= (?:had|has|was|is|got|woke|slept|felt|spent|did|went|ate|cried|fell)\b)|(?:little|lil|wee) (?:monkey|rascal|tinker|terror|bug)(?= (?:had|has|was|got|woke|slept|felt|spent|did|went|ate|cried|fell|knocked|spilled|spilt|dropped|broke|tipped|threw|ran|climbed|hid)\b))\b/iu;

/** The child by a pet word, after a grown-up's taking (`took the bug to soft play`, `brought the monkey home`). */
const PET_TAKEN =
  /^(took|brought|taken) (?:the|my|our) (?:little |lil |wee |small )?(?:bug|monkey|munchkin|pickle|poppet|bean|sausage|bubba|bubs|kiddo|little one|small one|tot|toddler|chick|chicken|pumpkin|sweet ?pea|petal|rascal|terror|tyke)(?= (?:to|for)\b)/iu;

/**
 * The grown-up moving or washing the child (`had to carry him home`, `ended up dragging her out`, `had to bath her
 * twice`): told of the child, for the grown-up is not the clause's subject.
 */
const CARRIED =
  /^(?:had to|ended up|ended up having to) (carry|carrying|drag|dragging|lift|lifting|bath|bathe|wash|hose down) (him|her|them) (.+)$/iu;
const CARRIED_AS: Record<string, string> = {
  carry: 'carried',
  carrying: 'carried',
  drag: 'dragged',
  dragging: 'dragged',
  lift: 'lifted',
  lifting: 'lifted',
  bath: 'bathed',
  bathe: 'bathed',
  wash: 'washed',
  'hose down': 'hosed down',
};
const SUBJECTS = /^(she|he|they|we|i|it|you)$/u;
const isVerb = (word: string) =>
  PAST.has(word) ||
  /^(wasn|didn|wouldn|couldn|won)['’]?t$|^(would|could)$/u.test(word) ||
  PRESENT[word] !== undefined ||
  (word.length > 4 && word.endsWith('ed') && !word.endsWith('eed') && !FELT.has(word));
const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}'’-]+/gu) ?? [];

/** Whether a piece after `and`, `but`, `so` or a comma begins a new thing that happened (a subject or a verb). */
function beginsAnew(piece: string, joint: string, before = ''): boolean {
  const words = wordsOf(piece).filter((word, index) => index > 0 || word !== 'apparently');
  const [first = '', second = ''] = words;
  if (joint.includes('then')) return true;
  // `helped daddy make tea, bath with his sister`: a bath or a meal after a comma is a clause of its own.
  if (
    joint === ',' &&
    /^(?:a )?(?:bath|bath ?time|lunch|dinner|tea|supper|nap|snack)(?= (?:with|at|in|then|after|before)\b|$)/iu.test(
      piece.trim(),
    ) &&
    wordsOf(before).some(isVerb)
  )
    return true;
  // `fell out over the digger, lots of shouting`: a noise of it after a comma is a clause of its own.
  if (joint.trim() === ',' && /^(?:lots|loads|plenty) of \p{L}+ing\b/iu.test(piece.trim())) return true;
  // `he was so disappointed`: `so` here says how much, no new clause.
  if (joint.trim() === 'so' && /\b(?:was|were|is|are|got|felt|looked|seemed)$/iu.test(before.trim())) return false;
  // `squeezed him so tight all the way home`: `so` before how much or how hard is no new clause either.
  if (
    joint.trim() === 'so' &&
    /^(?:tight|tightly|hard|much|well|long|loud|loudly|fast|quickly|carefully|gently|nicely|beautifully|close|high|far)\b/iu.test(
      piece.trim(),
    )
  )
    return false;
  // `bad dream at 2am, woke up screaming`: the waking is the dream's, told with it.
  if (
    /^\s*(?:a )?(?:bad dream|nightmare)s?\b/iu.test(before) &&
    !wordsOf(before).some(isVerb) &&
    /^\s*(?:and )?woke\b/iu.test(piece)
  )
    return false;
  // `opened door 7 on her advent calendar and it was a tiny reindeer`: what was inside, told with the opening.
  if (
    joint.trim() === 'and' &&
    /\bopened\b.*\b(?:door|window|box|present|parcel|stocking|calendar|cracker|egg)\b/iu.test(before) &&
    /^(?:it was|it’s|it's|its|there was) (?:a|an|some|two|three)\b/iu.test(piece.trim())
  )
    return false;
  // `went back round every aisle and a nice lady at the till had him`: a stranger who found the lost thing begins anew.
  if (joint.trim() === 'and' && FINDER.test(piece.trim())) return true;
  // `her and her brother Leo fought over the ipad`: a subject of two, not a word alone before a new clause.
  if (joint.trim() === 'and' && /^(she|he|her|him)$/iu.test(before.trim())) return false;
  // `haircut for daddy and he sat on the bench`: what the child did while the grown-up had it, told with it.
  if (
    joint.trim() === 'and' &&
    /\b(?:haircut|hair cut|trim) for \p{L}+\s*$/iu.test(before) &&
    !wordsOf(before).some(isVerb) &&
    /^(?:she|he) /iu.test(piece.trim())
  )
    return false;
  // `zuri and her brother leo fell out`: the child by name and their brother, one subject of two.
  if (
    joint.trim() === 'and' &&
    /^\p{L}+$/u.test(before.trim()) &&
    /^(?:her|his) (?:(?:big|little|baby|twin|older|younger) )?(?:brother|sister|cousin)\b/iu.test(piece.trim())
  )
    return false;
  // `fell off the slide but only laughed`: the laugh is how the fall went, told with it.
  if (joint.trim() === 'but' && /^(?:(?:she|he|they) )?(?:only|just)? ?(?:laughed|giggled)\b/iu.test(piece.trim()))
    return false;
  // `the cat knocked the angel off and he thought it was hilarious`: what the child made of it, told with it.
  if (joint.trim() === 'and' && /^(?:she|he|they) (?:thought|found|said) (?:it|that)\b/iu.test(piece.trim()))
    return false;
  // `made her a new one w pipe cleaners and she wore it to bed`: the `it` is the thing made, told with it.
  if (
    joint.trim() === 'and' &&
    /\b(?:made|got|bought|knitted|sewed|built|found)\b/iu.test(before) &&
    /^(?:she|he|they) (?:wore|took|carried|held|hugged|cuddled|loved|slept with|played with) (?:it|them)\b/iu.test(
      piece.trim(),
    )
  )
    return false;
  // `grandpa Joe came over and they fixed the fence`: who `they` are is said before the `and`.
  if (joint.trim() === 'and' && first === 'they') return false;
  // `huge huntsman on the wall, she screamed the house down`: what the child did is told with what they saw.
  if (
    /^(,|and)$/u.test(joint.trim()) &&
    /^(she|he)$/u.test(first) &&
    THERE.test(clean(before)) &&
    !wordsOf(before).some(isVerb)
  )
    return false;
  // `mac n cheese for dinner and she fed half of it to the dog`: the `it` is the meal before the `and`.
  // (After a comma too: `corn on the cob for supper, she gnawed it like a beaver`.)
  if (
    /^(and|,)$/u.test(joint.trim()) &&
    SUBJECTS.test(first) &&
    /\b(of|ate|had|dropped|threw|gave|gnawed|munched|scoffed|devoured|chomped|licked|loved) it\b/u.test(piece)
  ) {
    const had = wordsOf(before);
    if (had.length > 0 && !had.some(isVerb) && hadPhrase(clean(before)) !== undefined) return false;
  }
  // `fireworks were way past bedtime so we watched from the dock`: what was watched is said before the `so`.
  if (
    joint.trim() === 'so' &&
    /^(we|they) watched\b/u.test(piece.trim()) &&
    /\b(fireworks|parade|show)\b/iu.test(before)
  )
    return false;
  if (SUBJECTS.test(first) || /^(she|he|it|i)['’]/u.test(first)) return true;
  // A temper after a comma is a thing of its own (`lost her bunny at the shop, total meltdown in the car park`).
  if (
    joint === ',' &&
    /^(?:(?:a|total|full-on|full on|massive|huge|big|epic) )*(?:meltdown|tantrum|strop)\b/iu.test(piece.trim())
  )
    return true;
  // What the child said after doing something is told by the story's own line for it (`cried and said '…'`).
  if (/^(said|says)$/u.test(first) && /['‘’"“”:]/u.test(piece)) return true;
  if (joint.trim() === 'and') {
    // A new someone doing something: `and Harper gave her…`, `and the power went out`.
    const head = piece.trim().split(/\s+/u).slice(0, 4);
    const verbAt = head.findIndex((word) => isVerb(word.toLowerCase()));
    if (/^(out|off)$/u.test(first) && second === 'the') return true;
    // A grown-up after another grown-up's clause is someone new too (`grandad took him to the pond and nanny made a
    // pie`); after a word alone it is one of two doing it (`grandma and grandpa came`), and after the child's own
    // clause it is told with it (`lay on the couch and daddy read her the gruffalo`).
    const said = wordsOf(before);
    // `cousins Tama and Aroha came round`: two names before one verb are one subject, never two clauses.
    const lastBefore = before.trim().split(/\s+/u).at(-1) ?? '';
    if (
      verbAt === 1 &&
      /^\p{Lu}\p{Ll}+$/u.test(head[0] ?? '') &&
      /^\p{Lu}\p{Ll}+$/u.test(lastBefore) &&
      !said.some(isVerb)
    )
      return false;
    const someone = PEOPLE.has(first) && PEOPLE.has(said[0] ?? '') && said.some(isVerb);
    return verbAt > 0 && (/^\p{Lu}/u.test(head[0] ?? '') || /^(the|her|his|their|my|our)$/u.test(first) || someone);
  }
  if (isVerb(first)) return true;
  // `…, big brother Theo (6) did a magic show`: a sibling named after a comma is a new someone doing something.
  if (
    joint === ',' &&
    /^(big|little|baby|older|younger|twin)$/u.test(first) &&
    /^(brother|sister|bro|sis|cousin)$/u.test(second) &&
    words.slice(2, 5).some(isVerb)
  )
    return true;
  // `nursery today, miss priya said she was a superstar`: a grown-up by title and name is a new someone too.
  if (/^(miss|mr|mrs|ms|mx|dr)$/u.test(first) && second !== '' && words.slice(2, 5).some(isVerb)) return true;
  if (/^(the|her|his|their|my|our)$/u.test(first) || PEOPLE.has(first)) {
    const main = words.slice(1, 5);
    const inner = main.findIndex((word) => SUBORDINATE.test(word));
    return (inner < 0 ? main : main.slice(0, inner)).some(isVerb);
  }
  if (joint === ',' && second !== '' && isVerb(second)) return true;
  // `…, ava's mum found her another bit`: someone's grown-up or friend after a comma is a new someone doing something.
  if (
    joint === ',' &&
    /\p{L}['’]s$/u.test(first) &&
    /^(mum|mummy|mam|mom|mommy|dad|daddy|nan|nana|nanny|granny|grandma|grandad|grandpa|auntie|aunty|uncle|brother|sister|friend|teacher|dog|cat)$/u.test(
      second,
    ) &&
    words.slice(2, 5).some(isVerb)
  )
    return true;
  // `…, more sweets went in her mouth than on the roof`: a new subject of a few words, then its verb.
  if (
    joint === ',' &&
    /^(more|most|half|some|all|loads|lots|both|everyone|everybody|everything|nobody|none)$/u.test(first) &&
    words.slice(1, 4).some(isVerb)
  )
    return true;
  // How the child felt after a place or a deed (`santas grotto, too shy to talk to santa`), and the parent's pride
  // (`got straight back up, so proud of her`): a clause of its own.
  if (joint === ',' && FELT_AFTER.test(piece.trim())) return true;
  if (joint.trim() === 'so' && PROUD.test(piece.trim())) return true;
  // `looks so grown up now`: how the child looked, not a new thing that happened.
  if (joint.trim() === 'so' && /\b(looks|looked|seems|seemed|felt|feels|is|was|got)$/iu.test(before.trim()))
    return false;
  if (/^(so|but)$/u.test(joint.trim()))
    return !STATES.has(first) && !/^(much|many|long|far|cute|funny|sweet)$/u.test(first) && second !== '';
  return false;
}

/** The child's tears after what made them (`and she cried`, `n he burst into tears`), with nothing else done after. */
const CRIED_AFTER =
  /^\s*(?:she|he|they) (?:cried|sobbed|wailed|howled|was in tears|were in tears|burst into tears|got upset|was upset|was so upset|got really upset|was really upset)(?: a (?:bit|little)| loads| her eyes out| his eyes out)?\s*$/iu;

/** How the child felt, said after a comma (`too shy to talk to santa`). */
const FELT_AFTER =
  /^(?:too|so|very|really|a bit|bit|a little) (?:shy|scared|nervous|frightened|upset|sad|cross|grumpy|clingy|sleepy|tired|excited|hyper|giddy|wired|teary)\b/iu;

/** The words before a piece's first verb, when they are a short subject (`staff`, `grandpa Ron`). */
function subjectOf(piece: string): string | undefined {
  const words = piece.trim().split(/\s+/u);
  const at = words.findIndex((word) => isVerb(word.toLowerCase()));
  if (at <= 0 || at > 3) return undefined;
  return words.slice(0, at).join(' ');
}

const JOINT = /(\s*[,;]\s*(?:and then|and|but|so|then)?\s+|\s+(?:and then|and|but|so|then)\s+)/iu;

/** One sentence cut where a new thing that happened begins; a verb without a subject keeps the one before it. */
function cut(sentence: string): string[] {
  const parts = sentence.split(JOINT);
  const pieces: string[] = [parts[0] ?? ''];
  for (let index = 1; index < parts.length; index += 2) {
    const joint = (parts[index] ?? '').toLowerCase();
    const piece = parts[index + 1] ?? '';
    const before = pieces.at(-1) ?? '';
    const comma = /^\s*[,;]\s*$/u.test(joint);
    // The words up to the next comma: a short afterthought (`sticky face`, `juice everywhere`) is a clause of its
    // own, to be told or let go; a list (`toast, jam and a banana`) is not cut.
    let upTo = index + 1;
    while (upTo + 2 < parts.length && !/[,;]/u.test(parts[upTo + 1] ?? '')) upTo += 2;
    const chunk = wordsOf(parts.slice(index + 1, upTo + 1).join(' '));
    const count = chunk.length;
    const short =
      comma &&
      !chunk.some(isVerb) &&
      !/^(\p{L}+ing|first|last|lots of|loads of)\b/iu.test(piece) &&
      (count <= 2 || (count <= 5 && wordsOf(before).some(isVerb)) || treats(chunk.join(' '), before));
    // `he was so brave, an ice pop and a cuddle from daddy`: a treat with its `a` after how the child was.
    const treat = comma && /^(a|an)\s/iu.test(piece.trim()) && hadPhrase(clean(piece)) !== undefined;
    // `so hot today, sprinklers in the backyard all arvo`: water play after the weather is a clause of its own.
    const water = comma && PLAYED_IN.test(piece.trim());
    // `a massive row over the scooter, both in tears`: the two of them cried, told with the row that made them cry.
    const both = comma
      ? /^\s*(both|all) (?:of them )?(?:in tears|crying|cried|sobbing|upset|howling|wailing|bawling)\s*$/iu.exec(piece)
      : null;
    if (both?.[1] && wordsOf(before).some(isVerb)) {
      pieces[pieces.length - 1] = `${before}, and they ${both[1].toLowerCase()} cried`;
      continue;
    }
    // `one goat ate her mitten and she cried`: what made the child cry, told in the same sentence as the tears.
    if (
      /^(?:and|so|,\s*and|,\s*so)$/u.test(joint.trim()) &&
      CRIED_AFTER.test(piece) &&
      wordsOf(before).some(isVerb) &&
      !/\b(?:cried|crying|tears|sobbed|upset)\b/iu.test(before)
    ) {
      pieces[pieces.length - 1] = `${before} and ${piece.trim()}`;
      continue;
    }
    // `met baby sister ruby tonight, held her hand`: the one just met is the `her`, told in the same sentence.
    if (
      /\bmet\b/iu.test(before) &&
      /^\s*(?:held|hugged|kissed|cuddled|stroked|touched) (?:her|his|their|him|them)\b/iu.test(piece)
    ) {
      pieces[pieces.length - 1] = `${before}, ${piece.trim()}`;
      continue;
    }
    // `looked under the bed, in the toy box, in the car`: the places searched, told in the same sentence.
    if (
      comma &&
      /\b(?:looked|searched|checked|hunted|looking|searching)\b/iu.test(before) &&
      /^\s*(?:in|under|behind|inside|on|down|by|at) (?:the|his|her|their|our|my|nanas|nannas|grannys)\b[^,]*$/iu.test(
        piece,
      )
    ) {
      pieces[pieces.length - 1] = `${before}, ${piece.trim()}`;
      continue;
    }
    // `told him off, no stealing biscuit`: what was said in the telling-off, told in the same sentence.
    if (comma && /\btold (?:him|her|them|it) off$/iu.test(before.trim()) && /^\s*no \p{L}+ing\b/iu.test(piece)) {
      pieces[pieces.length - 1] = `${before}, ${piece.trim()}`;
      continue;
    }
    // `did a jigsaw on the floor, the one with the tractors`: which thing it was, told in the same sentence.
    if (
      comma &&
      /^\s*the (?:one|ones|big one|new one|little one)s? (?:with|from|that|who|grandma|nana|granny)\b/iu.test(piece)
    ) {
      pieces[pieces.length - 1] = `${before}, ${piece.trim()}`;
      continue;
    }
    // `then let go and she didnt even notice`: what went unnoticed is the deed before, told in the same sentence.
    if (
      /^\s*(?:she|he|they) (?:didn['’]?t|did not|never) (?:even )?(?:notice|realise|realize|know|mind|care)\b/iu.test(
        piece,
      ) &&
      wordsOf(before).some(isVerb)
    ) {
      pieces[pieces.length - 1] = `${before}${parts[index] ?? ''}${piece}`;
      continue;
    }
    // `choc cake w 3 candles n he blew them all out first go`: a thing, then what the child did with it, two clauses.
    const thing = comma ? /^\s*(.+?) (?:n|and|&) ((?:he|she|they) \p{L}+.*)$/iu.exec(piece) : null;
    if (thing?.[1] && thing[2] && !wordsOf(thing[1]).some(isVerb) && wordsOf(thing[1]).length <= 6) {
      pieces.push(thing[1].trim(), thing[2].trim());
      continue;
    }
    // `said bye bye to his room and the big tree out the back and got v teary when …`: a clause too long to tell
    // whole is cut before its next verb, so neither half is lost.
    const long =
      joint.trim() === 'and' &&
      isVerb(wordsOf(piece)[0] ?? '') &&
      wordsOf(before).some(isVerb) &&
      wordsOf(`${before} ${piece}`).length > 20;
    if (beginsAnew(piece, joint.replace(/[,;]/gu, ' ').trim() || ',', before) || short || treat || water || long) {
      const first = wordsOf(piece)[0] ?? '';
      // After a grown-up took the children somewhere (`nanny took them to the park, fed the ducks`), what was done
      // there is the children's: the grown-up is no subject to carry on.
      // (Nor after a present: `nanny pat got him a scooter, wont get off it` is the child's.)
      // (A grown-up who took something off goes on: `grandpa took them off and ran behind` is Grandpa who ran.)
      const took =
        /\b(?:took|brought|taken|got|gave|bought) (?:them|him|her)\b(?! (?:off|apart|down)\b(?! to\b))/iu.test(before);
      // Seeing someone off is done to them, not by them (`nanna flew home, waved her off at the airport`).
      const seenOff = /^\s*\p{L}+ (?:her|him|them) (?:off|goodbye|bye)\b/iu.test(piece);
      // The last one named before is the one who goes on (`steel band went past n she danced on daddys shoulders, got
      // her face painted`): the child, not the band.
      const handedOn = /\b(?:and|n|&|then|so) (?:she|he|they)\s+\p{L}+/iu.test(before);
      const subject =
        isVerb(first) && !took && !seenOff && !handedOn && !SUBJECTS.test(wordsOf(before)[0] ?? '')
          ? subjectOf(before)
          : undefined;
      // What the parent did next, written without `I` again (`i carried her home, cleaned it up and put a plaster on`):
      // still the parent's, never the child's.
      const mine = isVerb(first) && !seenOff && /^\s*i\s/iu.test(before) && !/\b(?:she|he|they|we)\b/iu.test(before);
      // What someone said of the child, then what the child did next (`nanny said she was fine til bedtime then got a
      // bit wobbly`): the one said of goes on, never the one who said it.
      const saidOf = isVerb(first)
        ? /^\s*(?:\p{L}+\s+){1,3}(?:said|says|reckoned|reckons|told me|told us) (?:that )?(she|he|they)\s/iu.exec(
            before,
          )?.[1]
        : undefined;
      pieces.push(
        mine
          ? `i ${piece.trim()}`
          : saidOf
            ? `${saidOf.toLowerCase()} ${piece.trim()}`
            : subject && !isVerb(wordsOf(subject)[0] ?? '')
              ? `${subject} ${piece}`
              : piece,
      );
    } else pieces[pieces.length - 1] = `${before}${parts[index] ?? ''}${piece}`;
  }
  return pieces;
}

/** Treats after a comma, after words that are none (`grumpy all day, calpol and cuddles`): a clause of their own. */
const treats = (chunk: string, before: string) =>
  hadPhrase(chunk) !== undefined && hadPhrase(clean(before)) === undefined && !wordsOf(before).some(isVerb);

/**
 * The child's own words after `said` without quote marks, when they are plainly the child's (`she said its so soft
 * like my blanket`, `he said look the puddle is glass!`, `said hes my baby too`, `she said the plaster has a dinosaur
 * on it so its brave now`, `said theres a monster in my cupboard`, `he said mummy i am tired in my legs`), and a
 * bidding that ends calling a grown-up (`said put him down mummy`): kept whole to the end of the sentence, so that no
 * `so` cuts them.
 */
const SAID_BARE =
  /\b(?:said|told (?:me|us)),?\s+(?!["“'‘])((?:(?:mummy|mommy|mama|mum|mom|daddy|dada|dad|papa),?\s+(?=i\b|im\b|i['’]m\b))?(?:i am|i['’]m|im|theres|there['’]s|you can|you can['’]?t|we can|can i|can we|its|it['’]s|thats|that['’]s|im|i['’]m|look|wow|this is|(?:hes|shes|he['’]s|she['’]s) my|the \p{L}+ (?:is|has|looks)|my \p{L}+ (?:is|has|hurts|looks)|(?!(?:she|he|it|that|this|there|what|who)\b)\p{L}+ is my|dont|don['’]t|(?=[^.!?\n"“”]*\b(?:mummy|mommy|mama|mum|mom|daddy|dada|dad|papa)\s*(?:[.!?]|$))(?:put|give|stop|leave|go|come|get|no|more|mine|my|want)\b)\b[^.!?\n"“”]*)(!+)?/giu;
/** The start of the child's own words said bare, as `SAID_BARE` holds them. */
const SAID_BARE_START = String.raw`(?:(?:mummy|mommy|mama|mum|mom|daddy|dada|dad|papa),?\s+(?=i\b|im\b|i'm\b|i’m\b))?(?:get better|get well|theres|there's|there’s|you can|you can't|you can’t|you cant|we can|can i|can we|i|i'm|i’m|im|its|it's|it’s|thats|that's|that’s|look|wow|this is|(?:hes|shes|he's|she's|he’s|she’s) my|the \p{L}+ (?:is|has|looks)|my \p{L}+ (?:is|has|hurts|looks)|(?!(?:she|he|it|that|this|there|what|who)\b)\p{L}+ is my|dont|don't|don’t|(?:they|these|this|it) (?:make|makes|will make|will help|help|helps) (?:you|your)\b)`;

/** What the child said, kept whole: its spaces held while the sentence is cut. */
const QUOTED = /(^|\s)(['‘"“])(.+?)(['’"”])(?=\s|[.,!?]|$)/gu;
const HELD = '\u2060';

/**
 * Mended before the sentence is cut: a pet or a childminder named after a comma is one thing, kept whole; medicine
 * after `so` is a thing of its own.
 */
const NAMED_AFTER_COMMA: [RegExp, string][] = [
  // A haircut and ice-skating are one thing each, never `hair` doing `cut` (`hair cut at the barbers, sat so still`).
  [/(?<!\b(?:her|his|their|my|your|our) )\bhair ?cut(s?)\b/giu, 'haircut$1'],
  [/\bice skating\b/giu, 'ice-skating'],
  // Medicine after `so` is a treat of its own (`hot all arvo so calpol and cuddles`).
  [/,?\s+so (?=(?:calpol|panadol|nurofen|medicine)\b)/giu, '. '],
  // A new thing done right after the child's quoted words, the full stop not typed (`said "so tiny" gave him his
  // teddy`): a clause of its own.
  [/(?<=\bsaid\s*["“][^"“”]{1,80}["”])\s+(?=(?:gave|hugged|kissed|cuddled|put|took|ran|went|got|made)\b)/giu, '. '],
  // The child's few words said after what the child did (`sang the whole way home, best day ever she said`): a
  // sentence of their own.
  [/,\s+(?=(?:[\p{L}'’]+ ){1,5}(?:she|he) (?:said|says)\s*(?:[.!?]|$))/giu, '. '],
  // A part of a place called its `bit`, as British parents say it (`in the rock pool bit`): at that part, not `the best
  // bit` of the day.
  [
    /\bin the ((?!(?:best|worst|scary|scariest|fun|funny|funniest|boring|last|first|hard|tricky|noisy|quiet|dark|middle|end|other|next)\b)\p{L}+(?: \p{L}+)?) bit\b(?! of\b)/giu,
    'at the $1',
  ],
  // A thing of glass or china called `the … one` (`dropped the glass robin one`): the thing itself, `one` left out.
  [/\b(the (?:glass|china|porcelain|wooden|plastic|paper|felt|knitted|ceramic|clay|metal|tin) \p{L}+) one\b/giu, '$1'],
  // What was dropped and how it broke are one mishap (`dropped the glass robin and it smashed`): the `it` is the thing.
  [
    /\b((?:dropped|knocked over|knocked|broke|smashed) (?:the|a|an|her|his|my|our) [\p{L} ]{1,30}?) and\s+(?=it (?:smashed|broke|cracked|shattered|snapped|fell apart|went everywhere)\b)/giu,
    '$1 and\u2060',
  ],
  // `fed the rabbit, Biscuit`: `fed the rabbit Biscuit`.
  [
    /\b(the (?:rabbit|bunny|cat|kitten|dog|puppy|guinea pig|hamster|tortoise|chicken|hen|goldfish|pony)),\s+(?=[A-Z][a-z]+\b)/gu,
    '$1 ',
  ],
  // `first day at the childminders, Sarah`: `first day with Sarah the childminder`.
  [/\bat (?:the |her |his )?childminder['’]?s?,\s+([A-Z][a-z]+)\b/gu, 'with $1 the childminder'],
  // A cross feeling and what the child did in it are one trouble (`bit jealous at teatime, threw her peas on the
  // floor`: `Bunny was a bit jealous at teatime and threw her peas on the floor.`).
  [
    /\b(jealous|grumpy|cross|cranky|stroppy|angry|overtired|tired)((?: (?:at|in|after|before|during|all) [\p{L} ]{1,20}?)?),\s+(?=(?:threw|hit|bit|kicked|pushed|screamed|shouted|snatched|slammed)\b)/giu,
    '$1$2 and\u2060',
  ],
];

/** What a family picks at a picking place, for the parent's `one` (`pumpkin patch … picked the biggest one`). */
const PICKED: [RegExp, string][] = [
  [/\bpumpkins?\b/iu, 'pumpkin'],
  [/\b(?:apple picking|apple orchard|orchard)\b/iu, 'apple'],
  [/\bstrawberr(?:y|ies) picking\b|\bpick your own strawberr/iu, 'strawberry'],
  [/\b(?:christmas|xmas) tree\b|\btree farm\b/iu, 'tree'],
];

/**
 * The parent's `one` and their laughing `(couldnt lol)` told (`picked the biggest one he could carry (couldnt lol)`:
 * `picked the biggest pumpkin of all, but it was too heavy to carry`), before the asides in brackets are left out.
 */
function picked(description: string): string {
  const things = PICKED.filter(([place]) => place.test(description)).map(([, thing]) => thing);
  const one = things.length === 1 ? things[0] : undefined;
  return (
    description
      .replace(
        /\b(picked|chose|found|got|carried|grabbed|picked out|chose out) the (\p{L}+est|best) one\b/giu,
        (whole, verb: string, most: string) => (one ? `${verb} the ${most} ${one}` : whole),
      )
      // `picked a huge red one` at the orchard: the apple, said.
      .replace(
        /\b(picked|chose|found|got|grabbed|picked out) a ((?:(?!one\b)\p{L}+ ){1,3})one\b/giu,
        (whole, verb: string, kind: string) => (one ? `${verb} a ${kind}${one}` : whole),
      )
      .replace(
        /\b(the \p{L}+est \p{L}+) (?:he|she|they|we) (?:could|can) (carry|lift|hold|manage)\s*\((?:well,? |lol,? |haha,? )?(?:(?:he|she|they|we) )?(?:couldn['’]?t|could not|cant|can['’]?t|nope|not really)\b[^)]*\)/giu,
        '$1 of all, but it was too heavy to $2',
      )
  );
}

/** What a child was too scared or shy to do, that a grown-up then did (`too scared to knock at the house`). */
const STEPPED_IN_FOR =
  /\b(?:too|so|a bit|bit|a little) (?:scared|shy|nervous|frightened|worried) to (knock|ring|ask|order|pay)\b/iu;
const STEPPED_IN: Record<string, string> = {
  knock: 'knocked on the door instead, knock, knock',
  ring: 'rang the bell instead, ding-dong',
  ask: 'asked instead',
  order: 'ordered instead',
  pay: 'paid instead',
};

function clauses(description: string): string[] {
  let named = picked(description);
  for (const [pattern, replacement] of NAMED_AFTER_COMMA) named = named.replace(pattern, replacement);
  return (
    named
      .replace(/\([^)]*\)/gu, ' ')
      // Coming last and not minding is one happy clause (`came last but didnt care`), not a loss and a shrug.
      .replace(
        /\bcame (last|second|third|fourth|fifth) but (?=(?:she |he )?(?:didn['’]?t|didnt|did not) (?:care|mind)\b)/giu,
        'came $1 and ',
      )
      // A friend and the child doing together (`Anya and her fed the rabbit`): one clause, the child said first.
      .replace(
        /\b(\p{Lu}\p{Ll}+) (?:and|n|&) (her|him)(?= (?:\p{Ll}+ed|fed|built|made|ate|drew|dug|went|ran|had|got|sat|took|rode|threw|swam)\b)/gu,
        (_all, friend: string, child: string) => `${child === 'her' ? 'she' : 'he'} and ${friend}`,
      )
      // A thing then what it really was (`won a goldfish... well a plastic one lol`): one thing, said as it was.
      .replace(
        /\b(?:a|an) ((?:\p{L}+ )?\p{L}+)(?:\.{2,}|…|,|\s)+(?:well|ok|okay|actually|tbf)\s*,?\s+(?:a|an) (plastic|toy|pretend|rubber|wooden|fake|chocolate|paper|cardboard|inflatable|blow-up) one\b/giu,
        (_all, thing: string, made: string) =>
          `${/^[aeiou]/iu.test(made) ? 'an' : 'a'} ${made.toLowerCase()} ${thing.toLowerCase()}`,
      )
      // A house by its number (`the lady from no. 12`): no sentence ends at its `no.`.
      .replace(/\bno\.\s?(?=\d)/giu, 'number ')
      // Dots held for a laugh go on with the same clause (`she tossed one... onto the floor`).
      .replace(/(?:\.{2,}|…)\s*(?=(?:onto|into|on|in|right|straight|all over|off)\b)/giu, ' ')
      .replace(HOW_DONE_AFTER, (_all, much: string, how: string) => `${much} ${HOW_DONE[how.toLowerCase()] ?? how}`)
      // (An `!` after them is the child's, kept: `look the puddle is glass!`.)
      .replace(SAID_BARE, (whole, said: string, bang: string | undefined) =>
        whole.replace(`${said}${bang ?? ''}`, `${said.trim().replace(/\s/gu, HELD)}${bang ? `!${HELD}.` : ''}`),
      )
      .replace(
        QUOTED,
        (_, space: string, open: string, said: string, close: string) =>
          `${space}${open}${said.replace(/\s/gu, HELD).replace(/[.!?]/gu, (mark) => `${mark}${HELD}`)}${close}`,
      )
      // An emoji between words ends a sentence, as parents type it (`blood everywhere 😭 he was so brave`).
      .split(
        /(?!(?<=\d)\.\d)[.!?]+(?!\u2060)|\n+|\s:\(\s*|\s-\s|\s*(?:[\u{1F300}-\u{1FAFF}\u{2600}-\u{27BF}\u{2B00}-\u{2BFF}]\uFE0F?)+\s+(?=\p{L})/u,
      )
      .flatMap(cut)
      .map((clause) =>
        clause
          .replace(/([.!?])\u2060/gu, '$1')
          .replaceAll(HELD, ' ')
          .replace(/\s+/gu, ' ')
          .trim(),
      )
      .filter((clause) => clause.replace(/[^\p{L}]/gu, '').length >= 4)
      // The parent's aside to the reader that it was not bad (`not hard thank god`): nothing the child did.
      .filter(
        (clause) =>
          !/^(?:it was |was )?not (?:too |that |very |so )?(?:hard|bad|serious)(?:,? (?:thank god|thank goodness|thankfully|luckily|phew))?$/iu.test(
            clause,
          ),
      )
      // The grown-up did what the child was too scared to (`too scared to knock … so daddy did it`): said as the doing.
      .map((clause, index, all) => {
        const feared = (all[index - 1] ?? '').match(STEPPED_IN_FOR)?.[1]?.toLowerCase();
        const who = clause.match(/^(?:so |and |n )?(\p{L}+) did (?:it|it for (?:him|her|them))$/iu)?.[1];
        return feared && who ? `so ${who} ${STEPPED_IN[feared] ?? 'did it instead'}` : clause;
      })
      // `put the old cat to sleep, she was real sick`: the `she` is the pet, not the child, and the story has told that
      // the pet died: its illness is left out.
      .filter((clause, index, all) => !(PET_GONE.test(all[index - 1] ?? '') && PET_ILL.test(clause)))
  );
}

/** A pet that died or was put to sleep, and what the parent says of it next (`she was real sick`, `he was so old`). */
const PET_GONE =
  /\b(?:cat|dog|kitty|kitten|puppy|rabbit|bunny|hamster|guinea pig|pony|horse|tortoise|turtle|goldfish|budgie|fish)\b.*\b(?:to sleep|put down|died|passed away|passed)\b/iu;
const PET_ILL =
  /^(?:and )?(?:she|he|it|they)(?: was|['’]d been| had been| were)(?: (?:real|really|very|so|super|quite|too|v))? (?:sick|ill|poorly|old|unwell|in pain|suffering)\b/iu;

type Forms = { he: string; him: string; his: string; self: string };
const FORMS: Record<'she' | 'he' | 'they', Forms> = {
  she: { he: 'she', him: 'her', his: 'her', self: 'herself' },
  he: { he: 'he', him: 'him', his: 'his', self: 'himself' },
  they: { he: 'they', him: 'them', his: 'their', self: 'themselves' },
};

/**
 * The child and someone else as the clause's subject (`Kesi and him built a den`, `him and Kesi had a bath`): the hero
 * and them. A sister or brother written bare first (`brother snatched his toy`) is the child's own.
 */
function withSibling(text: string, own: Forms, heroName: string): string {
  const pronoun = `(?:${own.he}|${own.him})`;
  return (
    text
      // `Kesi and him built`: the pronoun is the subject only before what was done (not `Zuri and her brother`).
      .replace(
        new RegExp(`^((?:\\p{L}+ )?\\p{L}+) and ${pronoun} (\\p{L}+)`, 'iu'),
        (pair, who: string, done: string) =>
          /^(?:she|he|they|it|and|but|so|then)$/iu.test(who) ||
          isVerb((who.split(' ')[0] ?? '').toLowerCase()) ||
          !isVerb(done.toLowerCase())
            ? pair
            : `${who} and ${heroName} ${done}`,
      )
      .replace(new RegExp(`^${pronoun} and (?=\\p{L})`, 'iu'), `${heroName} and `)
      // Only right before what they did (`brother snatched`): `baby brother Alfie` is said by the name it comes with.
      .replace(/^((?:big |little |baby )?(?:brother|sister)) (\p{L}+)/iu, (pair, who: string, done: string) =>
        isVerb(done.toLowerCase()) ? `${heroName}’s ${who.toLowerCase()} ${done}` : pair,
      )
  );
}

/** Words after which `her` is someone told of, not whose (`gave her a sticker`, `told her`). */
const AFTER_OBJECT = wordSet(`
  a an the to on in at for with and up down out back off some too home again this that because so when all over
  into onto from by but or if as round around today tonight yesterday later
`);

/**
 * The child's pronouns said as the hero's (`she hid her face`: `Panda hid his face`). When the hero is the subject,
 * `him` or `her` as an object is someone else (`gave her the card`) and stays.
 */
function asHero(text: string, child: 'she' | 'he' | 'they', hero: R, heroIsSubject: boolean): string {
  const from = FORMS[child];
  const to: Forms = { he: hero.he, him: hero.him, his: hero.his, self: hero.plural ? 'themselves' : `${hero.him}self` };
  if (from.he === to.he) return text;
  const words = text.split(' ');
  return words
    .map((word, index) => {
      const lower = word.toLowerCase();
      const next = (words[index + 1] ?? '').toLowerCase().replace(/[^\p{L}]/gu, '');
      const mark = word.slice(lower.replace(/[,;:]+$/u, '').length);
      const bare = lower.replace(/[,;:]+$/u, '');
      const object = isObject(next) || mark !== '';
      let said: string | undefined;
      if (bare === from.self) said = to.self;
      else if (child === 'she' && bare === 'her') said = object ? (heroIsSubject ? undefined : to.him) : to.his;
      else if (child !== 'they' && bare === from.his) said = to.his;
      else if (child === 'they' && bare === 'their') said = heroIsSubject ? to.his : undefined;
      else if (child !== 'they' && bare === from.he && index > 0) said = to.he;
      else if (child === 'he' && bare === 'him' && !heroIsSubject) said = to.him;
      return said === undefined ? word : `${said}${mark}`;
    })
    .join(' ');
}

/** Weather a parent writes as a thing (`huge thunder`: `There was huge thunder.`). */
const STORMS = /^(thunder|lightning|storm|rain|wind|snow|hail|fog)$/u;

/**
 * The rest of a sentence in the story's past: a later `and looks`, what someone `says`, and what was asked or said
 * (`asked if Maggie will miss her`: `would miss her`, `kept asking when is Granny coming home`: `when Granny was coming
 * home`).
 */
function pastTense(sentence: string): string {
  let said = sentence.replace(/\b(and|who) (\p{L}+s)\b/gu, (pair, joint: string, verb: string) =>
    PRESENT[verb] ? `${joint} ${PRESENT[verb]}` : pair,
  );
  said = said.replace(/^(\p{L}+) says\b/iu, '$1 said');
  // `first week home with baby rosie, nana is staying to help`: who was there, in the story's past, joined with `and`.
  said = said.replace(
    /, (?:and )?((?:\p{L}+ )?\p{L}+(?: and \p{L}+)?) (is|are) (?=(?:staying|here|visiting|helping|stopping|over|down)\b)/giu,
    (_, who: string, be: string) => `, and ${who} ${be.toLowerCase() === 'is' ? 'was' : 'were'} `,
  );
  // `he keeps asking when leo is coming back`: what the child kept doing, in the story's past.
  said = said.replace(
    /\bkeeps (?=(?:asking|saying|talking|telling|singing|pointing|looking|going|calling)\b)/gu,
    'kept ',
  );
  // `and now he keeps touching his head`: `and then he kept …`, in the story’s past.
  said = said.replace(/\bnow (she|he|they) (\p{L}+s)\b/giu, (pair, who: string, verb: string) =>
    PRESENT[verb] ? `then ${who} ${PRESENT[verb]}` : pair,
  );
  said = said.replace(
    /\b(asking|asked|wondering) (when|where|why|if|how) is (\p{L}+) (\p{L}+ing)\b/giu,
    '$1 $2 $3 was $4',
  );
  if (/\b(said|asked|asking|told)\b/u.test(said))
    said = said
      .replace(/\b(she|he|it)['’]s gone\b/gu, '$1 had gone')
      // `said shes so tiny`: she is, told as `she was` (`she'd be` would be a wish); `she's got` is `she had`.
      .replace(/\b(she|he|it)['’]s got\b/gu, '$1 had')
      .replace(/\b(she|he|it)['’]s (?=(?:been|had|done|eaten|seen|made|\p{L}+ed)\b)/gu, '$1 had ')
      .replace(/\b(she|he|it)['’]s\b/gu, '$1 was')
      .replace(/\bits\b/gu, 'it was')
      .replace(/\bwill\b/gu, 'would')
      .replace(/\bvery very\b/gu, 'very, very')
      .replace(/\bwon['’]t\b/gu, "wouldn't")
      .replace(/\bis\b/gu, 'was')
      // `asked if nanna lives in the sky now`: what was asked, in the story's past.
      .replace(
        /\b(if|whether|where|why|when|how) (\p{L}+) (\p{L}+s)\b/gu,
        (pair, word: string, who: string, verb: string) => (PRESENT[verb] ? `${word} ${who} ${PRESENT[verb]}` : pair),
      )
      .replace(/\b(she|he|they|it) (has|have)\b/gu, '$1 had')
      .replace(/\b(if|whether) (she|he|they|we|it) can\b/gu, '$1 $2 could')
      .replace(/\bare\b/gu, 'were');
  return said;
}

/** Words that begin a clause inside a clause (`since she was a baby`). */
const SUBORDINATE = /^(since|when|because|while|until|who|that|which|if)$/u;

/** Whether `her` before this word is the one something is done to (`told her that`, `gave her a hug`). */
const isObject = (next: string) => next === '' || AFTER_OBJECT.has(next) || SUBJECTS.test(next);

/** `a` or `an` before a phrase. */
const article = (phrase: string) => (/^[aeio]/iu.test(phrase) ? 'an' : 'a');

/** A bare phrase of a treat, a meal or a happening, with `a` where it counts (`hot dog and a toffee apple`). */
function hadPhrase(text: string): string | undefined {
  const words = text.split(' ');
  const stops = words.findIndex(
    (word, index) =>
      index > 0 &&
      /^(and|with|at|on|in|for|after|before|by|from|afterwards|later|today|tonight|this|when|while|every|leaving)$/iu.test(
        word,
      ),
  );
  const head = words
    .slice(0, stops < 0 ? Math.min(words.length, 4) : stops)
    .map((word) => word.toLowerCase().replace(/[^\p{L}-]/gu, ''));
  const last = head.at(-1) ?? '';
  // (A doing, not a dish: `making mince pies` was no pie eaten.)
  if (/^(?:making|baking|cooking|decorating|preparing|eating|helping)$/u.test(head[0] ?? '')) return undefined;
  // `calpol, bluey on repeat and cuddles`: a list that begins with a treat.
  const item = (text.split(',')[0] ?? '').toLowerCase().split(' ');
  if (text.includes(',') && item.length <= 2 && HAD.has(item.at(-1) ?? '')) return text;
  if (!head.some((word) => HAD.has(word))) return undefined;
  if (!HAD.has(last) && !HAD.has(head.slice(-2).join(' '))) return undefined;
  return COUNTED.has(last) && !/^(?:just )?(a|an|the|some|one|two|three|his|her|their|my|our)\s/iu.test(text)
    ? `${article(text)} ${text}`
    : text;
}

/** Places and classes a parent writes bare (`soft play`, `the market w nanny`): `Bunny went to soft play.` */
const VISITS =
  /^(santa['’]s grotto|soft play|rhyme time|story time|playgroup|music class|ballet|gymnastics|(?:toddler |baby |tiny )?gym(?: class)?|tumble tots|the doctor’s|the market|the farm|(?:the )?petting (?:farm|zoo)|(?:the )?farm park|(?:the )?city farm|(?:the )?pumpkin patch|(?:the )?apple orchard|the beach|the park|the playground|the zoo|the aquarium|the museum|the library|the pool|the shops|the sea life|the car wash|the splash pad|the splash park|the spray park|footy training|nursery|daycare|preschool|kindy|creche|(?:the )?post office|(?:the )?ekka|the (?:royal |easter |county |agricultural )?show)\b|^\S+(?: \S+){0,3} (parade|fair|festival|fete|carnival)\b/u;

/** Things a child rides, written bare (`balance bike`, `scooter to the park`): the child rode their own. */
const RIDDEN =
  /^(?:(?:his|her|the|a|their|new) )?(balance bike|scooter|trike|tricycle|bike|push bike|ride-on|ride on)(?= (?:to|round|around|in|at|with|w|after|before|this|all)\b|$)/iu;

/** A long way travelled, written bare (`car journey`, `long drive to nannas`, `ferry crossing`). */
const JOURNEY =
  /^(an? |the )?((?:(?:long|looong|big|early|late|5 hour|five hour) )?(?:car journey|car ride|road trip|drive|plane ride|flight|ferry ride|ferry crossing|ferry|boat trip|boat ride|coach trip|coach journey|train journey))((?: (?:to|down to|up to|over to|home|back|with|w)\b.*)?)$/iu;

/** A weekday or the weekend called busy or lazy, written bare (`mad busy saturday`): the kind of day it was. */
const BUSY_DAY =
  /^(mad |crazy |manic |mental |proper |super |so |very |really )?((?:lovely|nice|long|lazy|quiet|slow|cosy|cozy|fun|busy) (?=\p{L}+ (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)\b))?(busy|lazy|quiet|lovely|long|fun|slow|chilled|hectic|full|big|rainy|sunny|snowy|cold|hot) (monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)\b/iu;

/**
 * Shops a parent writes bare, before when or with whom (`bakery this morning with mama`, `shops w nana`): the child
 * went there.
 */
const SHOPS =
  /^(?:the )?(bakery|bakers|baker['’]s|market|shops|supermarket|butchers|butcher['’]s|greengrocers|farm shop|garden centre|cafe|café|toy shop|charity shop|bookshop|christmas market|farmers market|farmers['’] market)(?= (?:this|in the|after|before|first|with|w|for|again|today|then)\b|$)/iu;
const SHOP_NAMES: Record<string, string> = {
  bakers: 'baker’s',
  "baker's": 'baker’s',
  butchers: 'butcher’s',
  "butcher's": 'butcher’s',
  greengrocers: 'greengrocer’s',
  'farmers market': 'farmers’ market',
  "farmers' market": 'farmers’ market',
};

/** A special day of a nursery, written before it (`nursery christmas jumper day`, `daycare pajama day`). */
const DAY_AT =
  /^(nursery|daycare|day care|preschool|pre-school|kindy|creche|playgroup|school)['’]?s? ((?:\p{L}+ ){0,3}(?:day|party|photos?|concert|show|play|performance|sing-along|disco|trip|fair|fete))\b(.*)$/iu;

/** Words that say how hot or cold it was (`stinking hot today`: `It was stinking hot today.`). */
const VERY = wordSet('stinking baking roasting scorching bitterly blazing');

/** A show the child was in, written bare (`nativity play at nursery`). */
const SHOW =
  /^(the )?(nativity play|christmas play|christmas concert|carol concert|carol service|christmas show|school play|end[ -]of[ -](?:the[ -])?(?:year|term) (?:concert|show|party|play))\b/iu;

/** A door of the advent calendar, and what was behind it after a comma (`first door on the advent calendar, a star`). */
const ADVENT =
  /^(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|next) door (?:on|of) (?:the|her|his|their) advent calendar([^,]*)(?:,\s*((?:a|an|some) [\p{L} ]+))?$/iu;

/** A part in a play (`he was a sheep`), never an angel or a star, which parents say of a good day. */
const ROLE =
  /^(?:she|he|they) (?:was|were) (?:a|an|the) (?:sheep|shepherd|donkey|innkeeper|wise man|king|camel|narrator|snowflake|reindeer|robin)(?= and (?:said|shouted|sang|waved|bowed|baaed|brayed)\b|$)/iu;

/** The day before, at the head of a clause (`yesterday evening`, `last night`), and what follows it. */
const BEFORE_TODAY =
  /^(yesterday(?: (?:morning|afternoon|arvo|evening|night))?|last night|the night before|the day before)\s*[,:]?\s+(?=\p{L})/iu;

/**
 * A time of the day said first, then `we` (`after pickup we went`, `in the afternoon we baked`, `on the way home from
 * the shop we stopped`).
 */
const WHEN_WE =
  /^((?:after|before) (?:pickup|pick-up|drop-off|lunch|nap|dinner|tea|breakfast|school|nursery|daycare|kindy)|(?:in the|this) (?:morning|afternoon|evening)|on the (?:way|walk|drive) (?:home|back)(?: from (?:the |a )?[\p{L}'’]+(?: [\p{L}'’]+)?)?|later on|later),? we (.+)$/iu;

/** `-ing` words that are no doing (`morning`, `pudding`). */
/** The words after a doing that make it one thing done (`feeding the geese`, `painting with nana`). */
const DOING_OF = /^(the|a|an|with|at|in|on|by|to|round|around|his|her|their|some|lots|all)$/u;

const PAST_OF_DOING: Record<string, string> = {
  feeding: 'fed',
  building: 'built',
  making: 'made',
  riding: 'rode',
  swimming: 'swam',
  running: 'ran',
  eating: 'ate',
  drawing: 'drew',
  digging: 'dug',
  sitting: 'sat',
  reading: 'read',
  singing: 'sang',
  flying: 'flew',
  throwing: 'threw',
  catching: 'caught',
  buying: 'bought',
  sliding: 'slid',
  spinning: 'spun',
  swinging: 'swung',
  hiding: 'hid',
  blowing: 'blew',
  meeting: 'met',
  holding: 'held',
  wearing: 'wore',
  finding: 'found',
  going: 'went',
  seeing: 'saw',
  sleeping: 'slept',
  standing: 'stood',
  getting: 'got',
  having: 'had',
  taking: 'took',
  coming: 'came',
  leaving: 'left',
  saying: 'said',
  giving: 'gave',
  keeping: 'kept',
};

/** A doing's past (`feeding`: `fed`, `splashing`: `splashed`, `baking`: `baked`, `shopping`: `shopped`). */
function pastOfDoing(doing: string): string | undefined {
  const word = doing.toLowerCase();
  if (PAST_OF_DOING[word]) return PAST_OF_DOING[word];
  const base = word.slice(0, -3);
  if (!/^\p{Ll}{3,}$/u.test(base)) return undefined;
  if (/[^aeiou]y$/u.test(base)) return `${base.slice(0, -1)}ied`;
  return `${base}ed`;
}

const NOT_DOING = wordSet(
  'morning evening nothing something everything anything pudding ceiling king ring wedding swing thanksgiving',
);

/** Two children who fought over one thing (`fought with her brother over the truck`): the thing, after `over`. */
const SQUABBLE =
  /^(?:(?:had|was having) an? (?:big |little )?(?:fight|row|argument|squabble|scrap)|fought|fell out|was fighting|fighting|argued|was arguing|arguing|squabbled|was squabbling|squabbling|bickered|bickering) with (\p{L}+(?: (?:big|little|baby) )?(?: ?(?:brother|sister|cousin))?) (?:over|about) ((?:the|a|an|his|her|their|some) [\p{L} ]+)$/iu;

/**
 * A feast written bare, alone or where it was kept (`thanksgiving at grandmas`, `christmas dinner with the cousins`),
 * and what came with it after a comma (`eid at nanis, new clothes and mehndi`): the feast, then the things.
 */
const FEAST_AT =
  /^((?:thanksgiving|christmas(?: day| eve)?|easter(?: sunday)?|halloween|diwali|eid|hanukkah|chanukah|passover|(?:lunar|chinese) new year)(?: (?:dinner|lunch|tea|breakfast|party|meal))?(?: (?:at|with|in|round at|over at) [\p{L}’' ]+)?)(?:,\s*(?:with )?((?:\p{L}+ ){0,3}\p{L}+(?:(?:,\s*| and )(?:\p{L}+ ){0,3}\p{L}+){0,2}))?$/iu;

/**
 * What came with a feast, as one list (`new dress and mehndi, lots of cousins`: `a new dress, mehndi and lots of
 * cousins`): a new thing of one is `a` new thing (`new clothes`, `mehndi` need none).
 */
function feastThings(things: string): string {
  const items = things
    .split(/\s*,\s*|\s+and\s+/u)
    .filter((item) => item !== '')
    .map((item) =>
      /^(?:new|special|pretty|sparkly|shiny|big) (?:\p{L}+ss|\p{L}*[^s\P{L}])$/iu.test(item) ? `a ${item}` : item,
    );
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
}

/**
 * `at nanas`, `round Kesis`: a home of someone the story names, written without its apostrophe, said with it. The
 * names are the family's as the story spells them, so a home is never guessed of a word that only ends in `s`.
 */
function homesOf(text: string, names: readonly string[]): string {
  let said = text;
  for (const name of names) {
    if (name.length < 2) continue;
    // (A name spelled with its `n` doubled or not is the same grown-up: `at nannas` is at Nana’s.)
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/n+/giu, 'nn?');
    said = said.replace(
      new RegExp(`\\b(at|to|from|round|round at|over at) (${escaped})s(?![\\p{L}'’])`, 'giu'),
      (_, at: string) => `${at} ${name}’s`,
    );
  }
  return said;
}

/** What is someone's own, said after their name written without its apostrophe (`held daddys hand`). */
const OWNED =
  'mum|mummy|mom|mommy|mam|dad|daddy|nan|nana|granny|grandma|hand|hands|lap|leg|legs|arm|arms|shoulders|neck|knee|knees|bed|car|phone|hat|glasses|coat|jumper|shoes|boots|mug|chair|tummy|nose|face|hair|cheek';

/** `held Kesis hand`: a hand of someone the story names, written without its apostrophe, said with it. */
function ownersOf(text: string, names: readonly string[]): string {
  let said = text;
  for (const name of names) {
    if (name.length < 2 || /s$/iu.test(name)) continue;
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    said = said.replace(new RegExp(`\\b(${escaped})s (?=(?:${OWNED})\\b)`, 'giu'), () => `${name}’s `);
    // `zuris 3rd birthday`: Zuri’s.
    said = said.replace(new RegExp(`^(${escaped})s (?=${BIRTHDAY.source})`, 'iu'), () => `${name}’s `);
  }
  return said;
}

/** What is said only of when, after a birthday (`3rd birthday today`). */
const TODAY_ONLY = /^(?:\S+ )?(?:\S+ )?(?:birthday|bday|b-day)(?: (?:today|tonight))?$/iu;

/** A birthday said after whose it is (`3rd birthday`, `birthday party`, `bday`). */
const BIRTHDAY = /(?:(?:\d+(?:st|nd|rd|th)?|first|second|third|fourth|fifth|sixth) )?(?:birthday|bday|b-day)\b/iu;

/** Things of the day a parent writes bare before `was` (`bath was a battle`: `The bath was a battle.`). */
const THE_THING =
  /^(bath|nap|dinner|lunch|car|drive|walk|shower|bedtime routine|siren|alarm|music|noise|water|sea|pool|film|movie|show|queue|fireworks|sprinkler|fan)$/u;

/**
 * Said right after a sentence that names the hero: the hero's pronoun for the name (`She ate half the dough.`,
 * `His hands were freezing.`), `were` after a plural `they`.
 */
function afterHero(sentence: string, hero: R): string {
  if (sentence.startsWith(`${hero.name}’s `)) return `${capital(hero.his)} ${sentence.slice(hero.name.length + 3)}`;
  if (!sentence.startsWith(`${hero.name} `) || sentence.startsWith(`${hero.name} and `)) return sentence;
  const rest = sentence.slice(hero.name.length + 1);
  // Someone else told by the same pronoun keeps the name (`Panda gave him his own mittens`, not `He gave him …`).
  const other = hero.plural
    ? /\b(they|them)\b/iu
    : hero.him === 'her'
      ? /\bher\s+(?:a|an|the|to|some)\b|\bher$/iu
      : /\bhim\b/iu;
  if (other.test(rest)) return sentence;
  return `${capital(hero.he)} ${hero.plural ? rest.replace(/^was\b/u, 'were').replace(/^wasn’t\b/u, 'weren’t') : rest}`;
}

/** The parent's `dad` and `mum` as the child calls them (`Daddy`, or `Papa` from Settings). */
/** The grown-up after `with` in what `we` did (`with nana`, `with auntie Jo`), and the words that say it. */
const WITH_GROWN_UP =
  /\bwith (?:my |our )?((?:nana|nanna|nan|nanny|grandma|granny|gran|grandad|grandpa|grampa|mummy|mum|mam|mom|daddy|dad|auntie|aunty|aunt|uncle)(?: (\p{L}+))?)\b/iu;
function withGrownUp(text: string, names: readonly string[]): [string, string] | undefined {
  const found = WITH_GROWN_UP.exec(text);
  if (!found) return undefined;
  const [phrase, who = '', name] = found;
  // (A name after the relation only when it is one: `with nana Sue`, not `with nana this morning`.)
  if (name !== undefined && !names.some((one) => one.toLowerCase() === name.toLowerCase()))
    return [phrase.slice(0, phrase.length - name.length).trimEnd(), who.slice(0, who.length - name.length).trimEnd()];
  return [phrase, who];
}
/** A clause with its spaces tidied after a phrase was taken out of it. */
const tidyWith = (text: string) =>
  text
    .replace(/\s{2,}/gu, ' ')
    .replace(/\s+([,.])/gu, '$1')
    .trim();

function calledBy(word: string, grownUps: readonly string[]): string {
  const dad = word === 'dad';
  const own = grownUps.find((name) => (dad ? /^(dad|papa|dada|pa)/iu : /^(mum|mom|mam|mama|ma)/iu).test(name));
  return own ?? (dad ? 'Daddy' : word === 'mom' ? 'Mommy' : 'Mummy');
}

/** The family words a child calls someone by, said to them at the start or the end of what they said. */
const CALLING = 'mummy|mommy|mama|mum|mom|daddy|dada|dad|papa|nana|nanny|granny|grandma|grandpa|grandad';

/**
 * The child's own words as a book prints them (`its SO sparkly mama`: `It’s SO sparkly, Mama`): `I` and `it’s` with
 * their capitals and apostrophes, and who they were said to set off by a comma.
 */
function childWords(words: string): string {
  const said = words
    .trim()
    .replace(/[.!?,\s]+$/u, '')
    .replace(/\bi\b/gu, 'I')
    .replace(
      /\b(?:i|I)(?:['’](m|ve|ll|d)|(m|ve))\b/gu,
      (_, said: string | undefined, bare: string | undefined) => `I’${said ?? bare}`,
    )
    .replace(/\b(dont|cant|wont|didnt|isnt|doesnt|wasnt)\b/giu, (word) => `${word.slice(0, -1)}’t`)
    .replace(
      /\b(it|that|what|there)s\b(?=\s+(?:so|SO|a|an|the|my|not|too|very|really|mine|time|okay|ok|\p{L}+ing)\b)/giu,
      '$1’s',
    )
    // (`hes my baby too`, `so its brave now`: he is, it is, as the child says them.)
    .replace(/\b(he|she)s\b(?=\s+(?:my|so|a|the|not|too|very|really|mine|big|little)\b)/giu, '$1’s')
    .replace(/\b(so|and|cos|because|now|but) (it|that)s\b/giu, '$1 $2’s')
    // (`look the puddle is glass`: `look` and what to look at apart, as the child calls it.)
    .replace(/^(look|wow)\s+(?=(?:the|a|my|it|it’s|its|there|I)\b)/iu, '$1, ')
    .replace(/(\p{L})'(\p{L})/gu, '$1’$2')
    // Not one the child asked for or of (`where is daddy`, `I want mummy`).
    .replace(
      new RegExp(
        `(?<=\\p{L})(?<!\\b(?:is|was|are|and|or|to|with|for|at|my|the|want|wants|miss|see|get|love|hug|where|wheres|where’s)) (${CALLING})$`,
        'iu',
      ),
      (_, who: string) => `, ${capital(who.toLowerCase())}`,
    )
    .replace(
      new RegExp(
        `^(${CALLING}),? (?=(?:when|look|watch|I|I’m|where|why|what|guess|please|come|listen|see|you|it’s|he|she|it|they)\\b)`,
        'iu',
      ),
      (_, who: string) => `${capital(who.toLowerCase())}, `,
    );
  // The names a child calls people by, with their capitals (`where is daddy`: `Where is Daddy`), and what is theirs
  // without its apostrophe (`like daddys`: `like Daddy’s`).
  const named = said
    .replace(new RegExp(`\\b(${CALLING})s\\b`, 'giu'), (_, who: string) => `${capital(who.toLowerCase())}’s`)
    .replace(new RegExp(`\\b(${CALLING}|santa|christmas|rudolph)\\b`, 'giu'), (who) => capital(who.toLowerCase()));
  return capital(
    named.replace(/(^|, )(look|guess what) (?=(?:it|it’s|there|I|I’m|he|she|we|you|my|\p{Lu}\p{Ll}+,)\s)/u, '$1$2, '),
  );
}

/** The child's own old cuddly or toy, given (`gave him his old teddy`): to whom, and what. */
const GAVE_BABY =
  /^(?:and\s+)?(?:(?:she|he)\s+)?gave (him|her) (?:his|her) ((?:old|own|first|favourite|fave) (?:\p{L}+ )?\p{L}+)[.!\s]*$/iu;

/** A present brought for the child, its giver left out (`brought him a little red fire engine with a siren`). */
const BROUGHT_BARE =
  /^(?:and\s+)?(?:then\s+)?brought (him|her) (?:back )?((?:a|an|some|two|three) (?:[\p{L}\p{N}'’-]+ ){0,7}[\p{L}\p{N}'’-]+?)(?: back| home| from there)?[.!\s]*$/iu;
/** The one who came home in the parent's words (`daddy got back from glasgow`): who brought the present. */
const CAME_BACK =
  /\b(mummy|mommy|mum|mom|mama|daddy|dad|dada|papa|nana|nanny|nan|granny|grandma|grandpa|grandad)\s+(?:finally\s+)?(?:(?:got|came|was|flew|arrived|is|'s|’s)\s+)?(?:back|home)\b/iu;

/** A child's few words, then who said them (`best day ever she said`). */
const SAID_AFTER = /^((?:[\p{L}'’]+ ){0,4}[\p{L}'’]+),? (she|he) (?:said|says)[.!\s]*$/iu;

/** Lights switched on, written bare (`fairy lights on`, `the tree lights went on`). */
const LIGHTS_ON =
  /^(?:and\s+)?(?:then\s+)?(?:the\s+)?((?:fairy|christmas|xmas|tree|twinkly|twinkle) lights)\s+(?:on|went on|came on|switched on|turned on)[.!\s]*$/iu;

/** The grown-ups' `it's ok` after a mishap (`we said its ok accidents happen`), and why, if the parent said it. */
const SOOTHED =
  /^(?:and\s+)?(?:we|i)\s+(?:said|told (?:her|him))\s+(?:to (?:her|him)\s+)?(?:that\s+)?(?:its|it['’]s|it is|it was)\s+(?:ok|okay|alright|all right|fine)\b[,!\s]*(?:(accidents happen|these things happen|it happens|it can be fixed|we can get another(?: one)?))?[.!\s]*$/iu;

/** What a child says at a goodnight or a goodbye, the first words of their own words said without quote marks. */
const GREETINGS =
  'night night|nighty night|nite nite|goodnight|good night|bye bye|bye|love you|i love you|thank you|see you';
/** `he said night night mummy dont be sad`: who said it, and the words. */
const GREETED = new RegExp(
  `^(?:and\\s+)?(she|he|they)\\s+(?:said|says)\\s+((?:${GREETINGS})\\b[\\p{L}\\p{N}' ’,]*?)[.!?]*$`,
  'iu',
);

/** A thing the child kept saying, quoted (`she kept saying "its SO sparkly mama"`). */
const KEPT_SAYING =
  /^(?:and\s+)?(?:(she|he|they)\s+)?(?:kept|keeps|kept on|keeps on|would not stop|wouldn['’]t stop|wouldnt stop)\s+(saying|asking|singing|shouting|telling everyone|telling us)\s*[:,]?\s*(?:["“]([^"“”]+?)["”]|['‘]([^'‘’"“”]+?)['’])\s*([.!?]*)$/iu;

/** A pet or a person the child spoke to by name (`good boy pickle you're my best friend`): set off by commas. */
function calledByName(words: string, names: readonly string[]): string {
  return names.reduce(
    (said, name) =>
      said
        .replace(new RegExp(`\\b${name}\\b`, 'giu'), name)
        .replace(
          new RegExp(`\\b(good (?:boy|girl)|hello|hi|bye|come on|come here|sit|no) ${name}\\b(?=\\s+\\p{L})`, 'giu'),
          `$1, ${name},`,
        )
        .replace(
          new RegExp(`\\b(good (?:boy|girl)|hello|hi|bye|come on|come here|sit|no) ${name}$`, 'giu'),
          `$1, ${name}`,
        ),
    words,
  );
}

/**
 * What the child keeps saying, written without quote marks (`keeps saying nemo is swimming in the sky now`): the
 * child's own words, quoted, when they hold no pronoun that would have to change to be the child's.
 */
const KEPT_SAYING_BARE =
  /^(?:and\s+)?(?:(?:she|he)\s+)?(?:kept|keeps|kept on|keeps on|is always|always)\s+saying\s+(?:that\s+)?((?:\p{L}+\s+){2,}\p{L}+)[.!?]*$/iu;
/** The child's own `I` and `my` in what they said, and any other pronoun that would have to change to be theirs. */
/** What someone named kept saying, written without quote marks: who, and the words. */
const KEPT_SAYING_OWN =
  /^(?:and\s+)?(\p{L}{2,})\s+(?:kept|keeps|kept on|keeps on)\s+saying\s+((?:\p{L}+\s+){1,}\p{L}+)[.!?]*$/iu;
const FIRST_PERSON = /\b(?:i|i'm|i’m|im|me|my|mine)\b/iu;
const OTHER_PERSON = /\b(?:she|he|her|him|his|hers|we|us|our|you|your|they|them|their)\b/iu;
const SPEECH_PRONOUNS = /\b(?:i|i'm|i’m|me|my|she|he|her|him|his|hers|we|us|our|you|your|they|them|their)\b/iu;

/**
 * A pet found dead (`found him floating`, `found her dead in the tank`): a grown-up's finding, not a picture for a
 * toddler; the death itself is told by the story's own words.
 */
const FOUND_DEAD =
  /^(?:(?:we|i|she|he|they|daddy|mummy|mommy|dad|mum|mom)\s+)?found (?:him|her|it|them|\p{L}+)(?: \p{L}+)?\s+(?:floating|dead|belly up|lying still|not moving|at the bottom)\b/iu;

/**
 * Someone who came to stay driving off or leaving, cried over (`cried when they drove off tonight`): the goodbye
 * told as one, without the parent's `tonight` or a `they` the sentence cannot name.
 */
const CRIED_AT_LEAVING =
  /^(?:(?:she|he)\s+)?(?:cried|sobbed|wailed|bawled|was (?:so |very |really )?(?:sad|upset|teary|in tears)|got (?:teary|upset)|was in bits)\s+(?:when|as)\s+(?:they|nana|nan|nanny|pop|poppy|grandma|grandpa|granny|grandad|gran|she|he|(?:\p{L}+ and \p{L}+))\s+(drove off|drove away|drove home|left|went home|had to go|had to leave|went)(?:\s+(?:tonight|today|this evening|this arvo|this afternoon|this morning))?[.!]*$/iu;

/** Tears at the parent's own leaving (`she cried when i left`, `cried a bit when we dropped him off`). */
const CRIED_AT_PARTING =
  /^(?:(?:she|he)\s+)?(?:cried|sobbed|wailed|was (?:so |very |really )?(?:sad|upset|teary))( a (?:bit|little)| loads| a lot)?\s+(?:when|as)\s+(?:i|we)\s+(left|went|said (?:bye|goodbye)|dropped (?:her|him) off)(?:\s+(?:this morning|today|at drop ?off))?[.!]*$/iu;

/** An illness written bare, as the day's headline (`chicken pox :(`, `has a cold`): the child had it. */
const ILLNESS =
  /^(?:(?:she|he|poor (?:thing|kid|boy|girl|baby))\s+)?(?:has|had|got|has got|caught|came down with|down with)?\s*(chicken ?pox|chicken-pox|chickenpox|hand,? foot (?:and|n|&) mouth|conjunctivitis|pink ?eye|croup|tonsillitis|(?:(?:a|an) )?(?:ear infection|chest infection|tummy bug|sick bug)|(?:a|an) (?:cold|cough|virus|temperature|fever|rash))(?:\s+(?:today|again|now))?\s*[:;(]*[.!]*$/iu;

/** A meltdown and its cause (`total meltdown cos her duplo tower kept falling over`): the cause is the trouble. */
const MELTDOWN =
  /^(?:(?:she|he) )?(?:(?:had|has|threw|was having) )?(?:a |an )?(?:total |massive |huge |big |full |full-on |epic |proper |complete )?(?:meltdown|tantrum|strop|paddy|wobbly)\s+(?:(?:this (?:am|morning|afternoon|arvo|evening)|today|tonight|at (?:breakfast|bedtime|drop ?off|pick ?up))\s+)?(?:cos|coz|cuz|cause|’cause|'cause|because|bc|as)\s+(.+?)[.!]*$/iu;

/** A cuddly due a wash, by its name (`floppy is getting a wash tomorrow whether he likes it or not`). */
const WASH_PLAN =
  /^(?:(?:her|his|poor) )?(\p{L}+) (?:is|'s|’s) (getting|having|going in|going into) (a wash|a bath|the wash|the washing machine) tomorrow(?:,? (?:whether|if) (?:she|he|it|they) likes? it or not)?(?: lol| haha)?[.!]*$/iu;

/** What the child yelled, without quote marks (`yelled stupid tower`): the child's own words. */
/** A deed, then the child's own words screamed or cried through it, without quote marks. */
const CRIED_WORDS =
  /^(.+?),?\s+(screaming|shouting|yelling|crying|wailing|sobbing)\s+((?:i want|i wanna|i need|i don['’]?t want|i dont want|no no|not fair)\b[\p{L}'’ ]*)$/iu;

const YELLED =
  /\b(yelled|shouted|screamed|shrieked)(?: out)? ((?:stupid|silly|naughty|no|stop|mine|go away|bad|dumb)\b[^.,!?]*)([.!?]?)$/iu;

/** An itch or an ache, and what helped it (`so itchy, oatmeal bath n calamine lotion helped a bit`). */
const HELPED =
  /^(?:(?:she|he) (?:was|is) )?(?:so |very |really |super |sooo+ )?(itchy|sore|sniffly|snotty|uncomfy|uncomfortable)\s*[,;.]?\s+(?:but |and )?(.+?) helped(?: (a bit|a little|a lot|loads|heaps))?[.!]*$/iu;

/** A cough that barks (`barky cough like a seal`, `seal cough all night`, `barking cough`). */
const BARKING =
  /^(?:(?:a|his|her|the|that|this|horrible|awful) )?(?:(?:barky|barking|bark|seal|seal-like|sealy|croupy) )+(?:(?:cough|coughing)(?: like a seal)?|bark)\b(?: (?:all (?:night|nite)|again|last (?:night|nite)|in the night|at night|overnight|all day))*$/iu;

/** Cuddles or kisses, and maybe the thing that went with them, as a whole clause (`lots of kisses and frozen peas`). */
const MENDED_BY =
  /^(?:and |but )?(?:lots|loads|plenty|heaps) of (?:cuddles|hugs|kisses|snuggles)(?: and (?:an? |some |the )?(?:bag of |pack of )?(?:frozen peas|ice|ice pack|plaster|plasters|band-?aids?|cold cloth|magic cream))?$/iu;

/** Something called off, and why (`swimming was cancelled cos of the storm`, `the party got called off`). */
const CALLED_OFF =
  /^(?:(the|our|my|her|his|their) )?((?:\p{L}+ ){0,2}?\p{L}+) (?:got|was|were|has been|had been|had to be) (?:cancelled|canceled|called off|rained off|snowed off)\b(.*)$/iu;

/** A part of a thing built or made, written bare after it (`carrot nose and everything`, `stick arms`). */
const MADE_PART =
  /^(?:with )?(?:a )?((?:carrot|stick|twig|button|stone|pebble|coal|conker|raisin) (?:nose|eyes|arms|mouth|smile|buttons))\b(.*)$/iu;

/** A new haircut said in the present (`fringe looks soo cute`, `new hair is so cute`). */
const LOOKS_NEW =
  /^(?:(?:her|his|their|the) )?(new )?(fringe|hair|haircut|hair cut|hairdo|curls|plaits|bunches|pigtails|braids|ponytail|bob) (looks|look|is)\b/iu;

/** A cuddly by its own name after what was done to it (`lost blankie`, `found dummy`, `lost floppy rabbit`), not yet
 * the child's. */
const CUDDLY_BARE =
  /\b(lost|found|left|forgot|dropped|missed|wanted|needed|hugged|cuddled|cuddling|hugging|holding|held|clutching) ((?:floppy|toy|stuffed|knitted|plush|velveteen|squishy) (?:rabbit|bunny|bear|teddy|dog|doggy|puppy|cat|kitty|elephant|monkey|giraffe|lamb|sheep|dino|dinosaur|unicorn|penguin|lion|duck|owl|fox|panda)|blankie|blanky|dummy|teddy|raggy|lovey|cuddly|comforter|binky|paci|taggy|doudou|monkey|giraffe|ellie|doggy|piggy|lamby|ducky|bunny|dino)\b(?!['’])(?! (?:and|&) (?:her|his|the|a)\b)/iu;

/** A day called `one` (`busy one`, `a long one today`). */
const DAY_ONE =
  /^(?:it was |it'?s been |its been |been )?(?:a |such a |another )?((?:really |very |super |proper |right )?(?:busy|long|lovely|good|great|quiet|tiring|full|hard|rough|mad|fun|nice|lazy|big|slow|easy)) one(?: today)?$/iu;

/** A grown-up at work through the night (`mummy on nights at the hospital all week`, `daddy's on night shift`). */
const ON_NIGHTS = new RegExp(
  `^(${CALLING})(?:'s|’s|s| is| was| has been| been)? (?:on|doing|working) (nights|lates|earlies|(?:a )?night shifts?)\\b(.*)$`,
  'iu',
);

/** Home alone with one grown-up (`its been me and the little monkey`). */
const JUST_US =
  /^(?:so )?(?:it'?s|it’s|it has) been (?:just )?me and (?:the |my |our )?(?:little monkey|monkey|little one|munchkin|kiddo|little man|little lady|her|him)\b(.*)$/iu;

/** What was done at nursery or school (`nursery where they made playdough`). */
/** What the children did at nursery, with `they` (`this morning at nursery they did potato printing`). */
const AT_THEY =
  /^((?:this morning|this afternoon|today|earlier) )?at (nursery|school|daycare|day care|preschool|pre-school|kindy|kindergarten|playgroup|creche|forest school),? they (?!were\b|was\b|said\b|told\b|say\b)(.+)$/iu;
const WHERE_THEY =
  /^(?:at )?(nursery|school|daycare|day care|preschool|pre-school|kindy|kindergarten|playgroup|creche|forest school|soft play|the library) where (they|she|he) (.+)$/iu;

/** Two children taken somewhere by the grown-up (`took them both to the park`). */
const TOOK_BOTH =
  /^(?:i |we )?took (?:them both|both of them|the two of them|them all|the pair of them) ((?:to|round|down|up|into) .+)$/iu;

/** Both children in tears (`both crying`). */
const BOTH_CRYING =
  /^(?:and )?(?:both|both of them|they were both|they both) (crying|in tears|sobbing|upset|howling)$/iu;

/** The best bit of an outing without its `the` (`tractor ride at the end was the best bit`). */
const BEST_BIT =
  /^(?!(?:the|a|an|his|her|their|my|our|its|it|this|that|thats|which|what|he|she|they|we|i)\b)(\p{L}+(?: \p{L}+)?(?: at the (?:end|start|beginning))?) (?=(?:was|were) (?:the best bit|the best part|the highlight|the best thing)\b)/iu;

/** The past of a doing by its key (`feed`: `fed`, `build`: `built`), for a doing told in the past already. */
const PAST_OF_KEY = new Map(
  Object.entries(PAST_OF_DOING)
    .map(([doing, past]) => [stem(doing), past] as const)
    .filter(([key, past]) => !past.startsWith(key)),
);

/**
 * A typed doing the parent's words told in another form of its verb (`sat in the fire engine` typed beside `let her
 * sit in the big red engine`): told once.
 */
const SAID_ALSO = new Map<string, readonly string[]>([
  ['sat', ['sit', 'sitting']],
  ['sit', ['sat']],
  ['rode', ['ride', 'riding']],
  ['ride', ['rode']],
  // Baking typed beside what was baked (`baking w nanny` and `they made fairy cakes`): told by the bakes.
  ['bak', ['fairy cak', 'cupcak', 'scone', 'flapjack', 'biscuit', 'cookie', 'brownie', 'gingerbread', 'banana bread']],
]);

/** A walk written bare, with how it was (`frosty walk`, `long walk in the woods`). */
const WALK_BARE = /^(?:a |an )?((?:(?!with\b|w\b)\p{L}+ ){0,2})(walk|stroll|wander|ramble|bike ride|scooter ride)\b/iu;

/** A visit written bare by where it was (`farm visit`, `zoo visit w nana`). */
const VISIT_BARE =
  /^(?:a |the )?(farm|zoo|museum|library|aquarium|castle|garden centre|fire station|care home) visit\b/iu;

/** Doings a parent types bare, as the story tells them. */
const BARE_DOINGS: Record<string, string> = {
  singing: 'sang songs',
  dancing: 'danced',
  drawing: 'drew pictures',
  colouring: 'did some colouring',
  coloring: 'did some coloring',
  reading: 'read books',
  cooking: 'did some cooking',
  gardening: 'did some gardening',
  hoovering: 'helped with the hoovering',
  tidying: 'helped to tidy up',
};
const DOING_BARE = new RegExp(
  `^(${Object.keys(BARE_DOINGS).join('|')})((?: (?:with|w|at|in|on|all|this|after|before)\\b.*)?)$`,
  'iu',
);

/**
 * A pet fish the child found dead, said by its pronoun, and what the child asked (`found him floating and asked why
 * he wasnt swimming`): the child's question is told, the floating never.
 */
const FOUND_FLOATING =
  /^(?:(?:she|he) )?found (him|her|it) floating(?: in (?:the|his|her|its) (?:tank|bowl|pond))?(?:,? and asked why (?:he|she|it) (?:wasnt|wasn['’]t|was not|isnt|isn['’]t) (swimming|moving))$/iu;

/** Rides of a playground a parent writes bare (`the swings at the park`): the hero went on them. */
const RIDES_BARE =
  /^(?:the )?(swings?|big slide|slides?|roundabout|see-?saw|zip ?wire|monkey bars|climbing frame|merry-go-round|carousel)\b/iu;

/** A bus or a train written bare before where it went (`bus into town`, `train to the seaside`). */
const BY_BUS = /^(?:the |a )?(bus|train|tram|ferry)( into| to| up to| down to| over to) (town|the \p{L}+|\p{L}+)\b/iu;

/** The child called poorly by a pet word, with what ailed them after a comma (`poorly boy today, a cough`). */
const POORLY_WITH =
  /^(?:(?:a|my|our|one) )?(poorly|sick|unwell|snotty|sniffly|feverish|under the weather) (?:little |wee |lil )?(?:boy|girl|kid|lad|lass|bubba|babe|baby|one|bean|monkey|munchkin|sausage|bear|bub)(?: (today|tonight|this morning|all day))?,\s*(?:with |w |and )?(.{3,}?)$/iu;

/** A grown-up's words to the children, said bare after `said` (`grandma said take turns`, `nana said lets share`). */
const TOLD_BARE =
  /^(\p{L}+) said,? ((?:take turns|share|say sorry|be gentle|be kind|be careful|wait|stop|let['’]?s|lets|no more|come on|gentle hands|kind hands|hold hands|one at a time|your turn|my turn)\b[^.!?]*)$/iu;

/** Words a parent says twice for how much (`busy busy day`): said so, with a comma, never a toy's name. */
const DOUBLED = wordSet(
  'busy lazy long big fun hot cold wet rainy sunny snowy windy tired sleepy happy lovely little tiny muddy messy hungry',
);

/**
 * What the parent did to soothe the child, said of themselves (`i left the landing light on`, `i sang to her`, `i lay
 * with him till he dropped off`): the night's comfort, with no other `I` or `you` after it.
 */
const PARENT_SOOTHED =
  /^i (?:(?:left|kept|put|turned) (?:the|her|his|a) (?:\p{L}+ )?(?:light|lamp|nightlight|night light)s? on|sang|stroked|rubbed|patted|rocked|cuddled|held|hugged|tucked|lay|laid|sat|stayed|snuggled|gave (?:her|him|them) (?:a |lots of |loads of )?(?:big |little |huge |massive |long )?(?:cuddles?|hugs?|kiss(?:es)?|back rub|squeezes?))\b(?!.*\b(?:i|i'm|i've|i'd|i'll|me|myself|you|your)\b)/iu;

/**
 * What the parent did to tend a hurt, said of themselves (`i carried her home`, `i cleaned it up and put a peppa plaster
 * on`): told by who did it.
 */
const PARENT_TENDED =
  /^i (?:(?:carried|piggybacked|scooped|picked) (?:her|him)\b|(?:cleaned|wiped|washed|dabbed|rinsed) (?:it|them|the \p{L}+|her \p{L}+|his \p{L}+)\b|(?:put|stuck) (?:a|an|some|the) (?:[\p{L}-]+ ){0,3}(?:plasters?|band-?aids?|bandage|cream|ice pack|frozen peas)\b|kissed it better\b)(?!.*\b(?:i|i'm|i've|me|myself|you|your)\b)/iu;

/**
 * The child down on the floor in a temper, and the parent who ended it (`lay on the floor screaming till i carried him
 * to the car`): what the child did, then what the parent did.
 */
const PAST_OF_NOISE: Record<string, string> = {
  screaming: 'screamed',
  crying: 'cried',
  kicking: 'kicked',
  howling: 'howled',
  wailing: 'wailed',
  sobbing: 'sobbed',
};
const ON_THE_FLOOR =
  /^(?:(?:she|he) )?(?:lay|was lying|was laying|laid|threw (?:herself|himself)) (?:down )?on the (floor|ground|pavement|path|grass)(?:,? (screaming|crying|kicking|howling|wailing|sobbing)(?:,? (?:and|n|&) (screaming|crying|kicking|howling|wailing|sobbing))?)?(?:,? (?:till|til|until|so) i (carried|picked|scooped|lifted) (?:him|her)(?: (up))?(?: ((?:(?:in)?to|back to|home|inside|out of)\b[\p{L} ]*))?)?[.!\s]*$/iu;

/** A squabble over a thing said with no one who had it (`fell out over the duplo`). */
const FELL_OUT_ALONE =
  /^(?:fell out|had a (?:squabble|row|falling out)) (over|about) ((?:the|a|an|her|his|their|some) [\p{L} ]+?)[.!\s]*$/iu;
/** Both children's sorry with a cuddle after a squabble (`said sorry n had a cuddle`). */
const SORRY_AND_CUDDLE =
  /^(?:both )?said sorry(?: to each other)?,? (?:and|n|&) (?:then )?(?:had|gave each other) (?:a )?(?:big )?(cuddles?|hugs?)[.!\s]*$/iu;
/** A squabble between two children over a thing and how it ended (`fell out over the tea set but they shared`). */
const FELL_OUT_SHARED =
  /^(?:they )?(?:fell out|had a (?:squabble|row|fight|falling out)) (over|about) ((?:the|a|an|her|his|their|my|some) [\p{L} ]+?),? (?:but|and|then|n) (?:they|we|then they) (shared|took turns|made up|played nicely|played together|said sorry)(\b.*)$/iu;

/** The child's words called out when they got somewhere (`shouted i can see the sea when we got there`). */
const SHOUTED_ON_ARRIVING =
  /^(?:(?:and|then) )?(?:(she|he) )?(shouted|yelled|squealed|shrieked|called out|screamed) ((?:i can see|look at|look|theres|there's|there’s|we['’]?re at) (?:the |a |an |my |our )?(?:big )?\p{L}+)(?:,? when (?:we|they) (got there|got here|arrived|pulled up|got to the \p{L}+|saw it|came round the corner))?[.!\s]*$/iu;

/** A time of the day before the child's `she` or `he` (`at bedtime he …`, `after tea she …`). */
const WHEN_THEN =
  /^(at (?:bedtime|bed time|teatime|tea time|tea|dinner|dinnertime|lunch|lunchtime|breakfast|bathtime|bath time|pick ?up|drop ?off|home time)|in the bath|after (?:tea|dinner|lunch|supper|her nap|his nap))\s*,?\s+(?=(?:she|he)\b)/iu;

/**
 * The parent's promise to put a thing right, said of themselves (`i said we'd blow up a new one at home`, `i told her
 * we could get another one`): the comfort, by who said it.
 */
const PARENT_PROMISED =
  /^(?:so\s+)?i\s+(?:said|told (?:her|him|them)|promised(?: (?:her|him|them))?)\s+(?:that\s+)?we(?:['’]d|d| would| could| can| will|['’]ll)\s+((?:\p{L}+\s+){0,8}\p{L}+)[.!\s]*$/iu;

/** Two children made to make up, with no one said to do it (`made them say sorry`, `made them both share`). */
const MADE_UP_BY_PARENT =
  /^(?:made|got) (?:them|them both|both of them|the two of them|the pair of them) (?:both )?(?:to )?(?:say sorry|apologi[sz]e|share|take turns|have a hug|hug|make up|kiss and make up)\b/iu;

/** The family's grown-ups by the pronoun the parent gives them, as the story calls them. */
const GROWN_UPS_BY_PRONOUN: Record<'she' | 'he', Record<string, string>> = {
  he: {
    daddy: 'Daddy',
    dad: 'Daddy',
    dada: 'Daddy',
    papa: 'Papa',
    grandad: 'Grandad',
    granddad: 'Grandad',
    grandpa: 'Grandpa',
  },
  she: {
    mummy: 'Mummy',
    mum: 'Mummy',
    mommy: 'Mommy',
    mom: 'Mommy',
    mama: 'Mama',
    nanny: 'Nanny',
    nana: 'Nana',
    nanna: 'Nanna',
    nan: 'Nan',
    granny: 'Granny',
    gran: 'Gran',
    grandma: 'Grandma',
  },
};

/** Anyone else the parent's `he` or `she` could be (`the man`, `his sister`, `the teacher`). */
const OTHERS_BY_PRONOUN: Record<'she' | 'he', RegExp> = {
  he: /\b(?:man|men|boy|boys|brother|bro|uncle|cousin|friend|mate|teacher|vet|doctor|dentist|barber|neighbour|baby|dog|cat|puppy|kitten|grandads?|grandpas?)\b/iu,
  she: /\b(?:lady|woman|girl|girls|sister|sis|auntie|aunt|cousin|friend|teacher|vet|doctor|dentist|neighbour|baby|dog|cat|puppy|kitten|nannys?|grans?|grannys?)\b/iu,
};

/**
 * The one grown-up a pronoun of the other kind than the child's is (`daddy away on a work trip … asking where he was`,
 * `he read gruffalo down the phone`, `nanny had him today … then watered her tomatoes`): the grown-up named before the
 * clause, the only one of that kind the parent's words hold, by name; undefined when anyone else could be meant.
 */
function otherGrownUp(clause: string, context: RetellContext): string | undefined {
  const child = context.childPronoun;
  if ((child !== 'she' && child !== 'he') || !context.description || (context.otherKids?.length ?? 0) > 0)
    return undefined;
  const other = child === 'she' ? 'he' : 'she';
  const description = context.description.toLowerCase();
  const at = description.indexOf(clause.trim().toLowerCase().slice(0, 12));
  const before = at > 0 ? description.slice(0, at) : '';
  const grownUps = GROWN_UPS_BY_PRONOUN[other];
  const named = new Set((before.match(/\p{L}+/gu) ?? []).map((word) => grownUps[word]).filter(Boolean));
  const all = new Set((description.match(/\p{L}+/gu) ?? []).map((word) => grownUps[word]).filter(Boolean));
  if (named.size !== 1 || all.size !== 1) return undefined;
  const others = description.replace(new RegExp(`\\b(?:${Object.keys(grownUps).join('|')})(?:['’]?s)?\\b`, 'giu'), ' ');
  if (OTHERS_BY_PRONOUN[other].test(others)) return undefined;
  const known = new Set(Object.values(GROWN_UPS_BY_PRONOUN.he).concat(Object.values(GROWN_UPS_BY_PRONOUN.she)));
  const children = new Set([...(context.children ?? []), (context.hero as R).name]);
  if (context.names.some((name) => !known.has(name) && !children.has(name))) return undefined;
  return [...named][0];
}

/** A pronoun of the one grown-up of the other kind than the child's, said by their name (`asking where Daddy was`). */
function byGrownUp(clause: string, context: RetellContext): string {
  const who = otherGrownUp(clause, context);
  if (!who) return clause;
  const forms = context.childPronoun === 'she' ? FORMS.he : FORMS.she;
  return (
    clause
      .replace(new RegExp(`^(?:and |then |so )?${forms.he}\\b`, 'iu'), who)
      .replace(new RegExp(`\\b(where|what|how) ${forms.he} (was|is|had gone|went)\\b`, 'giu'), `$1 ${who} $2`)
      .replace(
        new RegExp(
          `\\b(called|rang|phoned|facetimed|face-timed|videoed|video called|video-called|missed|hugged|kissed|waved to|waved at|waved bye to) ${forms.him}\\b`,
          'giu',
        ),
        `$1 ${who}`,
      )
      .replace(
        new RegExp(
          `\\b${forms.his} (?=(?:jumper|hoodie|shirt|t-shirt|top|coat|scarf|hat|pillow|tomatoes|garden|flowers|plants|veg|chair|bed|phone|car|slippers|hand|hands|leg|legs)\\b)`,
          'giu',
        ),
        `${who}’s `,
      )
      // Seen off, drawn for, shown to (`waved her off at the station`, `drew her a picture`, `showed her his picture`).
      .replace(
        new RegExp(
          `\\b(waved|seen|saw|see|waving|walked) ${forms.him} (off|out)\\b|\\b(drew|made|painted|wrote|sent|posted|showed|blew|gave) ${forms.him} (?=(?:a|an|the|his|her|their|some|loads of|lots of)\\b)`,
          'giu',
        ),
        (_all, seen?: string, off?: string, drew?: string) => (seen ? `${seen} ${who} ${off}` : `${drew} ${who} `),
      )
      // When they come back, asked after (`asked when shes coming back`): when the grown-up was coming back.
      .replace(
        new RegExp(`\\b(when|if) ${forms.he}(?:['’]?s| is| was| will be|['’]ll be) (coming|back|home)\\b`, 'giu'),
        `$1 ${who} was $2`,
      )
  );
}

/** The parent's phone or tablet handed over to calm the child (`i gave her my phone w hey duggee on`). */
const PARENT_GAVE =
  /^(?:so |and |then )?i (gave|handed|let) (her|him) (?:have )?(?:my|the) (phone|ipad|tablet|kindle)\b/iu;

/**
 * What the child did while saying their own words, written without quote marks (`she kept touching her fringe saying
 * im a big girl now`): the doing, then the words, quoted.
 */
const DOING_SAYING =
  /^(.+?\b\p{L}+(?:ing|ed)\b.*?)(?<!\band|\bn|&),? (saying|shouting|singing|telling everyone) ((?:[\p{L}'’]+\s+){1,}[\p{L}'’]+)[.!?]*$/iu;

/** Another one made or fetched for the child, no one said (`made her another w lemon n sugar`, `got him a new one`). */
const MADE_ANOTHER =
  /^(?:so |and |then |n )?(made|cooked|did|got|fetched|poured|brought|bought|found) (her|him) (another|a new one|a fresh one|one more|a new|a fresh)\b(.*)$/iu;

/** A small pet by its name, out of where it lives (`hammy got out of his cage this morning`). */
const PET_GOT_OUT =
  /(?:^|[.!?,]\s*|\b(?:our|my|the|his|her) (?:hamster|gerbil|guinea pig|rabbit|bunny|mouse|rat|budgie|tortoise|lizard|snake) )(\p{L}{3,}) (?:got|escaped|was|had got|climbed|squeezed) out (?:of )?(?:his|her|its|the) (?:cage|hutch|tank|run|pen|enclosure|box|vivarium)\b/iu;

/**
 * The small pet that got out, by its name, where the parent goes on with a pronoun the child's could be too (`hammy got
 * out of his cage … we couldnt find him anywhere … found him behind the radiator … gave him a bit of cucumber`):
 * what was looked for, found and fed is the pet, never the child.
 */
function byEscapedPet(clause: string, context: RetellContext): string {
  const named = context.description?.match(PET_GOT_OUT)?.[1]?.toLowerCase();
  if (!named || /^(?:she|he|they|it|who|one|mummy|daddy|mommy|nanny|grandad|baby)$/u.test(named)) return clause;
  const name = `${named[0]?.toUpperCase()}${named.slice(1)}`;
  const him = /(?:^|[.!?]\s*)(?:our |my |the )?\p{L}+ (?:\p{L}+ )?out (?:of )?her\b/iu.test(context.description ?? '')
    ? 'her'
    : 'him';
  return clause
    .replace(new RegExp(`\\b${named}\\b`, 'giu'), name)
    .replace(
      new RegExp(
        `\\b(find|found|finding|look for|looked for|looking for|search for|searched for|caught|catch|spotted|fed|feed|gave|give|put|popped|cuddled|stroked) ${him}\\b`,
        'giu',
      ),
      `$1 ${name}`,
    );
}

/**
 * The parent writes of themselves as `i`, `me` or `my` somewhere in the day (`he helped me clean the cage out`): the
 * one the story calls them by is who the parent's `we` is with the child (`Zuri and Mummy`), as their `me` is.
 */
const writesAsMe = (description: string | undefined) =>
  /(?:^|[^\p{L}'’])(?:i|me|my|i['’]?m|i['’]?d|i['’]?ve)(?![\p{L}'’])/iu.test(description ?? '');

/** A den the child and the parent made (`made a den w all the sofa cushions`), what a later `in it` means. */
const DEN_MADE =
  /\b(?:made|built|make|build|making|building) (?:a|an|our|his|her|their|a big|a little|a massive|a huge) (den|fort|tent|teepee|tipi|hideout|cushion fort|blanket fort)\b/iu;

/** A meal had in the den just made (`had our lunch in it`): the meal, where it was had. */
function inTheDen(raw: string, context: RetellContext): string {
  const den = context.description?.match(DEN_MADE)?.[1];
  if (!den) return raw;
  return raw.replace(
    /^((?:we )?(?:had|ate)) (?:our |the |a |some )?(lunch|tea|breakfast|dinner|supper|snack|picnic|sandwiches)\b(.*?) (?:in|inside) (?:it|there)\b/iu,
    (_all, had: string, meal: string, between: string) =>
      `${had} ${/^(?:snack|picnic)$/iu.test(meal) ? 'a ' : ''}${meal}${between} in the ${den.toLowerCase()}`,
  );
}

function retell(raw: string, context: RetellContext): string | undefined {
  const hero = context.hero as R;
  raw = inTheDen(raw, context);
  // A pronoun of the one grown-up of the other kind than the child's is theirs, by name.
  raw = byGrownUp(raw, context);
  // A small pet that got out, by the name the parent gave it, and what was done to it next (`we couldnt find him`).
  raw = byEscapedPet(raw, context);
  // The parent's phone handed over (`i gave her my phone w hey duggee on`): told by who gave it, the phone theirs.
  if (context.parent !== undefined && PARENT_GAVE.test(raw.trim()))
    raw = raw
      .trim()
      .replace(/^(?:so |and |then )?i\b/iu, context.parent)
      .replace(/\b(have )?my (phone|ipad|tablet|kindle)\b/iu, '$1the $2');
  // Another one made for the child after a mishap, written without who made it (`made her another w lemon n sugar`):
  // the grown-up's doing, never the child's.
  const another = context.childPronoun ? raw.trim().match(MADE_ANOTHER) : null;
  if (
    another &&
    context.parent !== undefined &&
    another[2]?.toLowerCase() === FORMS[context.childPronoun ?? 'they'].him
  )
    raw = `${context.parent} ${another[1]} ${another[2]} ${/^another$/iu.test(another[3] ?? '') && !/^\s+(?!(?:with|w|and|n|for|at|on|in|too|as|after|before)\b)\p{L}/iu.test(another[4] ?? '') ? 'another one' : (another[3] ?? '')}${another[4] ?? ''}`;
  // What the child did while saying their own words: the doing told, then the words quoted.
  const saying = raw.trim().match(DOING_SAYING);
  if (
    saying?.[1] &&
    saying[3] &&
    FIRST_PERSON.test(saying[3]) &&
    !OTHER_PERSON.test(saying[3]) &&
    !/\b(?:said|says|say|saying|kept saying)\b/iu.test(saying[1])
  ) {
    const did = retell(saying[1], context);
    if (did)
      return `${did.replace(/[.!?]+$/u, '')}, ${(saying[2] ?? '').toLowerCase()}, “${capital(childWords(saying[3]))}!”`;
  }
  // A sister's or a brother's `she` or `he`, not the child's (`a fight with his sister amara over the blue crayon,
  // she snatched it`): by name.
  const other = raw.trim().match(/^(she|he) (snatched|grabbed|took|pinched|nicked|hid|threw|broke) (it)\b/iu);
  if (other?.[1] && context.childPronoun && other[1].toLowerCase() !== FORMS[context.childPronoun].he) {
    const kin = other[1].toLowerCase() === 'she' ? 'sister|girl cousin' : 'brother|boy cousin';
    const named = context.description?.match(new RegExp(`\\b(?:${kin}) (\\p{L}+)`, 'iu'))?.[1]?.toLowerCase();
    const name = context.names.find((one) => one.toLowerCase() === named);
    if (name)
      return `${name} ${(other[2] ?? '').toLowerCase()} it${raw
        .trim()
        .slice(other[0].length)
        .replace(/[.!\s]+$/u, '')}.`;
  }
  // `after we went to the duck pond`: `after` as a parent types `afterwards`, before the one thing then done.
  const afterThat = raw
    .trim()
    .match(/^after (?=(?:we|she|he|they) \p{L}+)((?:we|she|he|they) (?!.*\b(?:we|she|he|they)\b)[^,]+)$/iu);
  if (afterThat?.[1]) {
    const then = retell(afterThat[1], context);
    return (
      then &&
      `Afterwards, ${/^(?:They|She|He|It|There)\b/u.test(then) ? then.charAt(0).toLowerCase() + then.slice(1) : then}`
    );
  }
  // The parent remembering more as they type (`oh and this morning at nursery …`, `oh yeah`, `btw`): chat, left out
  // (`oh no` is kept: it says something went wrong).
  raw = raw.replace(
    /^\s*(?:oh,? (?:yeah,? |yes,? )?(?:and (?:also )?|also )|oh yeah,? |oh btw,? |btw,? )(?=\p{L})/iu,
    '',
  );
  // A stranger who had the lost thing (`a nice lady at the till had him in the lost property box`, on a day something
  // was lost): the `him` is the lost thing, said as the day said it; with no lost thing, told as any other clause.
  const finder = raw.trim().match(FINDER);
  if (finder?.[1] && finder[2] && finder[3]) {
    const lost = context.description?.match(LOST_THING);
    const his = context.childPronoun ? FORMS[context.childPronoun].his : hero.his;
    const rest = (finder[4] ?? '').replace(/\s*\blol\b/giu, '').replace(/[.!\s]+$/u, '');
    if (lost?.[1])
      return `${capital(finder[1].toLowerCase())} ${finder[2].toLowerCase()} ${finder[3].toLowerCase()} ${his} ${lost[1].toLowerCase()}${rest}!`;
  }
  // The child carried by the parent, written with no one doing it (`carried him home and had hot chocolate by the
  // radiator`): the parent carried the hero, and what came next they did together.
  const carried = raw.trim().match(CARRIED_HOME);
  const carriedOne = context.childPronoun ? FORMS[context.childPronoun].him : hero.him;
  if (carried?.[1] && carried[2]?.toLowerCase() === carriedOne && carried[3]) {
    const who = context.parent ?? `${capital(hero.his)} grown-up`;
    const then = carried[4] && retell(carried[4], context);
    const after = then?.startsWith(`${hero.name} `) ? `, and they ${then.slice(hero.name.length + 1)}` : '.';
    return `${who} ${carried[1].toLowerCase()} ${hero.name} ${carried[3].toLowerCase()}${after}`;
  }
  // The child's own old cuddly given to the new baby (`gave him his old teddy` on the day a baby brother came home):
  // given to the baby, by name where the parent wrote it.
  const gift = raw.trim().match(GAVE_BABY);
  const baby = context.description?.match(/\bbaby (brother|sister)\b/iu)?.[1]?.toLowerCase();
  if (gift?.[1] && gift[2] && baby && (gift[1].toLowerCase() === 'him') === (baby === 'brother')) {
    const called = [
      /\b(?:name is|named (?:him|her)|called (?:him|her)) (\p{L}+)/iu,
      /\bbaby (?:brother|sister) (\p{L}+)/iu,
    ].map((pattern) => context.description?.match(pattern)?.[1]?.toLowerCase());
    const name = context.names.find((one) => called.includes(one.toLowerCase()));
    const his = context.childPronoun ? FORMS[context.childPronoun].his : hero.his;
    return `${hero.name} gave ${name ?? `${his} baby ${baby}`} ${his} ${gift[2].toLowerCase()}.`;
  }
  // A new baby named in the day (`baby brother theo`): the `him` held or fed, and the little hand stroked, are the
  // baby's, said by name (`wanted to hold him on the sofa`: `wanted to hold Theo on the sofa`).
  const newBaby = context.description?.match(/\bbaby (brother|sister) (\p{L}+)/iu);
  const babyName = context.names.find((name) => name.toLowerCase() === newBaby?.[2]?.toLowerCase());
  if (newBaby?.[1] && babyName) {
    const them = newBaby[1].toLowerCase() === 'brother' ? 'him' : 'her';
    raw = raw.replace(
      new RegExp(
        `\\b(hold|holding|held|feed|feeding|fed|change|changing|changed|burp|burping|burped|rock|rocking|rocked|swaddle|swaddling|swaddled) ${them}\\b`,
        'giu',
      ),
      `$1 ${babyName}`,
    );
    if (context.childPronoun && FORMS[context.childPronoun].his !== (them === 'him' ? 'his' : 'her'))
      raw = raw.replace(
        new RegExp(
          `\\b${them === 'him' ? 'his' : 'her'} ((?:little|tiny|teeny|wee) (?:hand|hands|fingers|feet|foot|toes|nose|head|face|cheek|cheeks))\\b`,
          'giu',
        ),
        `${babyName}’s $1`,
      );
  }
  // How old the new baby is (`baby brother theo is 4 days old now`): the hero's baby brother, by name.
  const babyAge = raw
    .trim()
    .match(
      /^(?:(?:our|her|his|the|my)\s+)?(?:new\s+)?baby (brother|sister)(?: (\p{L}+))? (?:is|was|['’]?s) (\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten) (days?|weeks?) old( now| today)?[.!\s]*$/iu,
    );
  if (babyAge?.[1] && babyAge[3] && babyAge[4]) {
    const name = context.names.find((one) => one.toLowerCase() === babyAge[2]?.toLowerCase());
    if (babyAge[2] === undefined || name) {
      const called = name ? `, ${name},` : '';
      const now = babyAge[5] ? ' now' : '';
      return `${hero.name}’s baby ${babyAge[1].toLowerCase()}${called} was ${spelled(babyAge[3])} ${babyAge[4].toLowerCase()} old${now}.`;
    }
  }
  // A day off from nursery, said bare (`no daycare`, `no nursery today`): a day at home, never a day there.
  const dayOff = raw
    .trim()
    .match(
      /^(?:and\s+)?no (daycare|nursery|preschool|pre-school|kindy|kinder|school|childminder|playgroup|creche|crèche)(?: (today|this week|tomorrow))?[.!\s]*$/iu,
    );
  // (Not on a poorly day: the sick day at home tells it, with no nursery named at all.)
  const poorly =
    /\b(?:poorly|sick|temp|temperature|fever|threw up|throwing up|vomit\p{L}*|ill|unwell|bug|cold|cough\p{L}*)\b/iu;
  if (dayOff?.[1] && dayOff[2]?.toLowerCase() !== 'tomorrow' && !poorly.test(context.description ?? raw))
    return `There was no ${dayOff[1].toLowerCase().replace('crèche', 'creche')} ${dayOff[2]?.toLowerCase() === 'this week' ? 'this week' : 'today'}.`;
  // On a poorly day it is a day at home to get better, told with no nursery named (`so no nursery`).
  if (dayOff?.[1] && dayOff[2]?.toLowerCase() !== 'tomorrow')
    return `${hero.name} stayed at home ${dayOff[2]?.toLowerCase() === 'this week' ? 'this week' : 'today'} to get better.`;
  // A class or a lesson off, said bare (`no swimming today`, `no ballet this week`): it did not happen.
  const lessonOff = raw.trim().match(LESSON_OFF);
  if (lessonOff?.[1] && lessonOff[2]?.toLowerCase() !== 'tomorrow')
    return `There was no ${lessonOff[1].toLowerCase()} ${lessonOff[2]?.toLowerCase() === 'this week' ? 'this week' : 'today'}.`;
  // A headline of the day said bare (`DISASTER this morning`, `bit of a drama at bedtime`): it was there, and the
  // parent's next words tell what it was; a word in capitals is a big one.
  const headline = raw.trim().match(HEADLINE);
  if (headline?.[2] && headline[3]) {
    const word = headline[2].toLowerCase();
    const big = headline[1] ? `${headline[1].toLowerCase()} ` : /^\p{Lu}{3,}$/u.test(headline[2]) ? 'big ' : '';
    const a = word === 'chaos' && !big ? '' : 'a ';
    return `There was ${a}${big}${word} ${headline[3].toLowerCase()}.`;
  }
  // A party's fun, written bare (`bouncy castle`, `party bags`): it was there.
  const partyThing = raw
    .trim()
    .match(
      /^(?:and\s+)?(?:a\s+|the\s+)?(bouncy castle|magician|entertainer|disco|piñata|pinata|ball pit|face painter|party bags?|balloons|party games|party food|pass the parcel|musical statues|musical chairs)(?: too| as well)?[.!\s]*$/iu,
    );
  if (partyThing?.[1]) {
    const thing = partyThing[1].toLowerCase();
    return /^(?:pass the parcel|musical statues|musical chairs)$/u.test(thing)
      ? `They played ${thing}.`
      : /s$/u.test(thing)
        ? `There were ${thing}.`
        : `There was ${/^[aeiou]/u.test(thing) ? 'an' : 'a'} ${thing.replace('pinata', 'piñata')}.`;
  }
  // A walk or a ride written without its verb (`muddy walk with daddy`): the hero went for it.
  const outing = raw
    .trim()
    .match(
      /^(?:and\s+)?(?:(?:a|another|our|their)\s+)?((?:(?:lovely|long|short|muddy|wet|windy|rainy|sunny|cold|frosty|snowy|quick|little|big|early|evening|morning|afternoon|nice|gorgeous)\s+){0,2})(walk|stroll|bike ride|scooter ride|swim|paddle)((?:\s+(?:with|w|w\/|in|to|at|round|around|along|by|through)\s+(?:the\s+|our\s+|my\s+)?[\p{L}'’]+(?:\s+[\p{L}'’]+)?)*)[.!\s]*$/iu,
    );
  if (outing?.[2] && (outing[1] !== '' || outing[3] !== '')) {
    const how = (outing[1] ?? '').trim().toLowerCase();
    const what = `${how ? `${how} ` : ''}${outing[2].toLowerCase()}`;
    raw = `went for ${/^[aeiou]/u.test(what) ? 'an' : 'a'} ${what}${(outing[3] ?? '').replace(/\s+(?:w|w\/)\s+/giu, ' with ')}`;
  }
  // Lots of a noise said bare before what happened (`lots of shouting and leo pushed her over`): there was lots of it.
  raw = raw.replace(
    /^(\s*)(?:lots|loads|a lot) of (shouting|crying|tears|screaming|giggling|giggles|laughing|laughter|noise)(?:\s+(and)\s+(?=\p{L}))?/iu,
    (_, space: string, noise: string, and: string | undefined) =>
      `${space}there ${/^tears$/iu.test(noise) ? 'were' : 'was'} lots of ${noise.toLowerCase()}${and ? ' and ' : ''}`,
  );
  // A present brought home for the child with its giver left out (`brought him a little red fire engine`): from the
  // one the day says came home, or just a present for the hero.
  // The child's own words after the child's name (`zuri said you can have the pink one`): said as after `she said`.
  if (context.childPronoun && context.childPronoun !== 'they') {
    const own = raw.trim().match(/^(?:(?:and|then|so)\s+)*(\p{L}+)\s+(?=(?:said|says)\s)/iu);
    if (own?.[1] && own[1].toLowerCase() === String(hero.name).toLowerCase())
      raw = `${FORMS[context.childPronoun].he} ${raw.trim().slice(own[0].length)}`;
  }
  // A check-up's jabs by the child's age, written bare (`2 yr jabs today at the gp`): the child's own, `her`.
  if (context.childPronoun && context.childPronoun !== 'they')
    raw = raw.replace(
      /^(\s*(?:(?:and|then)\s+)*)(?=(?:\d{1,2}|one|two|three|four|five)[ -]?(?:yr|year)s?(?:[ -]?old)? (?:shots|jabs|vaccines|vaccinations|boosters|injections|check-?ups?)\b)/iu,
      `$1had ${FORMS[context.childPronoun].his} `,
    );
  // (`he brought her a …` of a girl: the `he` is the grown-up who came home, not the child.)
  const giverSaid = raw.trim().match(/^(?:and\s+)?(?:then\s+)?(she|he)\s+(?=brought (?:him|her)\b)/iu);
  if (
    giverSaid?.[1] &&
    context.childPronoun &&
    context.childPronoun !== 'they' &&
    FORMS[context.childPronoun].he !== giverSaid[1].toLowerCase()
  )
    raw = raw.trim().slice(giverSaid[0].length);
  // A sorry said to a child or friend by name (`said sorry leo and gave him a hug`): said to them, or quoted at the end.
  raw = raw.replace(
    /\b(said|says) sorry (\p{L}+)\b/iu,
    (all: string, said: string, to: string, at: number, whole: string) => {
      const name = context.names.find((one) => one.toLowerCase() === to.toLowerCase());
      return name && !/^[\s.!]*$/u.test(whole.slice(at + all.length)) ? `${said.toLowerCase()} sorry to ${name}` : all;
    },
  );
  const sorryLast = raw.trim().match(/^(?:(?:and|then|so)\s+)*(?:(she|he)\s+)?(?:said|says) sorry (\p{L}+)[\s.!]*$/iu);
  const sorryTo = context.names.find((one) => one.toLowerCase() === sorryLast?.[2]?.toLowerCase());
  if (
    sorryLast &&
    sorryTo &&
    (!sorryLast[1] || !context.childPronoun || FORMS[context.childPronoun].he === sorryLast[1].toLowerCase())
  )
    return `${hero.name} said, “Sorry, ${sorryTo}!”`;
  const brought = raw.trim().match(BROUGHT_BARE);
  if (
    brought?.[1] &&
    brought[2] &&
    context.childPronoun &&
    context.childPronoun !== 'they' &&
    FORMS[context.childPronoun].him === brought[1].toLowerCase()
  ) {
    const giver = context.description?.match(CAME_BACK)?.[1]?.toLowerCase();
    const who = giver
      ? /^(dad|mum|mom)$/u.test(giver)
        ? calledBy(giver, context.grownUps)
        : capital(giver)
      : undefined;
    const thing = brought[2].toLowerCase();
    return who ? `${who} brought ${hero.name} ${thing}.` : `There was a present for ${hero.name}: ${thing}.`;
  }
  // A telling-off said to a pet or a person by name (`told him off, no stealing biscuit`): the child's own words.
  const scolded = raw
    .trim()
    .match(/^(?:and\s+)?no (\p{L}+ing)(?: (?:the|my|his|her|our) \p{L}+)?,? (\p{L}+)[!.\s]*$/iu);
  const scoldedName = context.names.find((name) => name.toLowerCase() === scolded?.[2]?.toLowerCase());
  if (scolded?.[1] && scoldedName) return `“No ${scolded[1].toLowerCase()}, ${scoldedName}!” said ${hero.name}.`;
  // The child's few words with `she said` after them (`best day ever she said`): the child's own words, quoted.
  const after = raw.trim().match(SAID_AFTER);
  if (
    after?.[1] &&
    !SPEECH_PRONOUNS.test(after[1]) &&
    (!context.childPronoun || FORMS[context.childPronoun].he === (after[2] ?? '').toLowerCase())
  )
    return `“${capital(childWords(after[1]))}!” said ${hero.name}.`;
  // Lights switched on, written bare (`fairy lights on`): they went on, never lights that were just there.
  const lit = raw.trim().match(LIGHTS_ON);
  if (lit?.[1]) return `The ${lit[1].toLowerCase()} went on, twinkle, twinkle.`;
  // What the grown-ups told the child after a mishap (`we said its ok accidents happen`): said to the child, never
  // said by the child with them.
  const soothed = raw.trim().match(SOOTHED);
  if (soothed) {
    const who = context.parent ?? `${capital(hero.his)} grown-ups`;
    const why = soothed[1] ? `, because ${soothed[1].toLowerCase()}` : '';
    return `${who} told ${hero.name} it was all right${why}.`;
  }
  // A cuddly due a wash (`floppy is getting a wash tomorrow whether he likes it or not`): the plan, without the aside.
  // A food and its meal, written without a verb (`crumpets for breakfast`): the child had it.
  const food = raw.trim().match(FOOD_FOR_MEAL);
  if (
    food?.[1] &&
    !/\b(?:she|he|they|we)\b/iu.test(raw) &&
    !wordsOf(food[1]).some((word) => isVerb(word) || SUBJECTS.test(word) || NOT_FOOD.has(word))
  )
    raw = `had ${raw.trim()}`;
  const wash = raw.trim().match(WASH_PLAN);
  if (wash?.[1] && !SUBJECTS.test(wash[1].toLowerCase())) {
    const who = wash[1].toLowerCase();
    const his = context.childPronoun ? FORMS[context.childPronoun].his : hero.his;
    const named = /^(?:teddy|ted|blankie|blanky|raggy|lovey|dummy|bunny)$/u.test(who) ? `${his} ${who}` : capital(who);
    return `Tomorrow, ${named} is ${wash[2]?.toLowerCase()} ${wash[3]?.toLowerCase()}.`;
  }
  // `been away since monday` after `daddy got back …`: the grown-up's time away, never the child's.
  const away = raw.trim().match(BEEN_AWAY);
  if (away) {
    const whole = context.description?.toLowerCase() ?? '';
    const before = whole.slice(0, Math.max(0, whole.indexOf(raw.trim().toLowerCase())));
    const who = [...before.matchAll(new RegExp(`\\b(${CALLING})\\b`, 'giu'))].at(-1)?.[1];
    if (who) return `${capital(who)} had been ${tidyProper(clean(`${away[1]}${away[2]}`)).replace(/[.!?\s]+$/u, '')}.`;
  }
  // A deed and then words shouted in capitals (`waited at the window and shouted DADDYS CAR`): both, the words quoted.
  const andShouted = raw.trim().match(AND_SHOUTED);
  if (andShouted?.[1] && andShouted[2]) {
    const deed = retell(andShouted[1], context);
    const shouted = retell(andShouted[2], { ...context, afterHero: false });
    if (deed && shouted?.startsWith(`${hero.name} `))
      return `${deed.replace(/[.!?]$/u, '')} and ${shouted.slice(hero.name.length + 1)}`;
  }
  // A grown-up's haircut and what the child did meanwhile (`haircut for daddy and he sat on the bench eating
  // raisins`): the grown-up had it; the child, told by name, waited.
  const waited = raw.trim().match(GROWN_UP_CUT);
  if (
    waited?.[1] &&
    waited[2] &&
    (!context.childPronoun || FORMS[context.childPronoun].he === waited[2].toLowerCase())
  ) {
    const meanwhile = retell(`${waited[2]} ${waited[3] ?? ''}`, { ...context, afterHero: false });
    if (meanwhile?.startsWith(`${hero.name} `))
      return `${capital(waited[1].toLowerCase())} had a haircut, and ${meanwhile}`;
  }
  // A deed and the child's words after it, without quote marks: both, the words quoted.
  const andSaid = raw.trim().match(AND_SAID_BARE);
  if (andSaid?.[1] && andSaid[3] && !/\b(?:said|says|saying)\b/iu.test(andSaid[1])) {
    const deed = retell(andSaid[1], { ...context, afterHero: false });
    const words = calledLast(childWords(andSaid[3].replace(/,?\s+(please|thank you)$/iu, ', $1')), [
      ...context.names,
      ...context.grownUps,
    ]);
    // (The deed's own subject said them: the hero, or the child or a friend by name, `Zuri got a bit jealous`.)
    const sayer = [hero.name, ...context.names].find((one) => deed?.startsWith(`${one} `));
    if (sayer !== undefined && deed !== undefined && words.split(' ').length >= 2) {
      const said = andSaid[2]?.toLowerCase() === 'saying' ? 'saying' : 'said';
      return `${deed.replace(/[.!?]$/u, '')} and ${said}, “${words}!”`;
    }
  }
  // Words the child called out on arriving, written bare (`he shouted i can see the sea when we got there`): quoted, after
  // the arriving.
  const arrived = raw.trim().match(SHOUTED_ON_ARRIVING);
  if (
    arrived?.[2] &&
    arrived[3] &&
    (!arrived[1] || !context.childPronoun || FORMS[context.childPronoun].he === arrived[1].toLowerCase())
  ) {
    const words = capital(
      arrived[3]
        .toLowerCase()
        .replace(/^i\b/u, 'I')
        .replace(/\b(theres|there's)\b/u, 'there’s'),
    );
    const when = arrived[4] ? `When they ${arrived[4].toLowerCase().replace(/\bhere\b/u, 'there')}, ` : '';
    return `${when}${hero.name} ${arrived[2].toLowerCase()}, “${words}!”`;
  }
  // Words shouted in capitals (`shouted DADDYS CAR when he pulled up`): the child's own words, quoted.
  const shout = raw.trim().match(SHOUTED_CAPS);
  if (shout?.[3] && (!shout[1] || !context.childPronoun || FORMS[context.childPronoun].he === shout[1].toLowerCase())) {
    const words = childWords(shout[3].toLowerCase().replace(new RegExp(`\\b(${CALLING})s\\b`, 'giu'), '$1’s')).replace(
      /[.!?]+$/u,
      '',
    );
    const when =
      shout[4] && !/\b(?:he|she|they|it|we|i|us|our|my|me|his|her|their)\b/iu.test(shout[4])
        ? ` ${clean(shout[4].trim())}`
        : '';
    return `${hero.name} ${shout[2]}, “${words}!”${when.replace(/[.!?\s]+$/u, '')}${when ? '.' : ''}`;
  }
  // `bath and bed no fuss`: the evening went smoothly, said of the evening.
  const calm = raw.trim().match(NO_FUSS);
  if (calm?.[1]) {
    const parts = calm[1]
      .toLowerCase()
      .split(/\s*(?:,|\band\b|&|\+|\bn\b)\s*/u)
      .filter(Boolean)
      .map((part) => EVENING_TIMES[part.replace(/\s+/gu, ' ')] ?? part);
    const told = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
    return `${capital(told)} went by with no fuss at all.`;
  }
  WILD_DEAD.lastIndex = 0;
  if (FOUND_DEAD.test(raw.trim()) && !WILD_DEAD.test(raw) && !FOUND_FLOATING.test(raw.trim())) return undefined;
  // Kisses and what else mended a hurt, written bare (`lots of kisses and a bag of frozen peas`): they made it better.
  const mended = raw.trim().match(MENDED_BY);
  if (mended) return `${capital(clean(mended[0]).replace(/[.!,\s]+$/u, ''))} made it all better.`;
  const illness = raw.trim().match(ILLNESS);
  if (illness?.[1]) {
    const named = illness[1]
      .toLowerCase()
      .replace(/^chicken ?-?pox$/u, 'chicken pox')
      .replace(/^hand,? foot (?:and|n|&) mouth$/u, 'hand, foot and mouth')
      .replace(/^pink ?eye$/u, 'pink eye');
    const bare = named.replace(/^(?:a|an) (?=(?:ear|chest|tummy|sick)\b)/u, '');
    const article = /^(?:ear|chest|tummy|sick)\b/u.test(bare) ? (/^ear/u.test(bare) ? 'an ' : 'a ') : '';
    // An ear infection is told with the ear that hurt, the day's real trouble.
    const sore = /^ear/u.test(bare) ? `, and ${hero.his} ear hurt` : '';
    return `${hero.name} had ${article}${bare}${sore}.`;
  }
  // A croupy cough by its sound (`barky cough like a seal all nite`, `seal bark cough`): bark, bark, like a seal.
  if (BARKING.test(raw.trim()))
    return `${hero.name}’s cough went bark, bark, like a little seal${/\b(?:all )?(?:night|nite)\b/iu.test(raw) ? ', all night long' : ''}.`;
  const meltdown = raw.trim().match(MELTDOWN);
  if (meltdown?.[1]) {
    const cause = retell(meltdown[1], context);
    if (cause) return `${cause.slice(0, -1)}, and ${hero.he} got very, very cross.`;
  }
  const helped = raw.trim().match(HELPED);
  if (helped?.[2]) {
    const what = clean(helped[2]);
    const things = /^(?:a|an|the|some|his|her|their|lots|cool|cold|warm)\b/iu.test(what)
      ? what
      : `${article(what)} ${what}`;
    const how = helped[3] ? ` ${helped[3].replace(/^loads$|^heaps$/u, 'a lot')}` : '';
    return `${hero.name} was so ${helped[1]?.toLowerCase()}, but ${things.charAt(0).toLowerCase()}${things.slice(1)} helped${how}.`;
  }
  const leaving = raw.trim().match(CRIED_AT_LEAVING);
  // (`she cried when …` of a boy's day is someone else's tears.)
  const crier = raw
    .trim()
    .match(/^(she|he)\b/iu)?.[1]
    ?.toLowerCase();
  if (leaving && (!crier || !context.childPronoun || crier === FORMS[context.childPronoun].he))
    return /^drove/iu.test(leaving[1] ?? '')
      ? `Then it was time to say goodbye. The car drove away, and ${hero.name} cried.`
      : `Then it was time to say goodbye, and ${hero.name} cried.`;
  // Tears at the parent's leaving (`she cried when i left`, `cried a bit when we dropped him off`): the cause is kept,
  // the parent said as the story calls them (`Bunny cried when Mummy left.`).
  const parting = raw.trim().match(CRIED_AT_PARTING);
  if (parting?.[2] && (!crier || !context.childPronoun || crier === FORMS[context.childPronoun].he)) {
    const who = context.parent ?? `${hero.his} grown-up`;
    const how = (parting[1] ?? '').toLowerCase();
    const left = /^dropped/iu.test(parting[2]) ? `${who} dropped ${hero.him} off` : `${who} left`;
    return `${hero.name} cried${how} when ${left}.`;
  }
  const unquoted = raw.trim().match(KEPT_SAYING_BARE);
  if (unquoted?.[1] && !SPEECH_PRONOUNS.test(unquoted[1])) {
    // (A name the parent typed small is said with its capital: `nemo` is Nemo.)
    const words = unquoted[1].replace(
      /\p{L}+/gu,
      (word) => context.names.find((name) => name.toLowerCase() === word.toLowerCase()) ?? word,
    );
    return `“${capital(childWords(words))},” said ${hero.name}.`;
  }
  // Said of the child's own self only (`kept saying where is MY present`, `keeps saying i want mummy`): no pronoun
  // would change in the child's mouth, so they are the child's own words, a question asked as one.
  // (Said by the child by name, too: `zuri kept saying where is MY present`.)
  const ownKept = raw.trim().match(KEPT_SAYING_OWN);
  const keptBy = ownKept?.[1]
    ? context.names.find((name) => name.toLowerCase() === ownKept[1]?.toLowerCase())
    : undefined;
  if (ownKept?.[2] && FIRST_PERSON.test(ownKept[2]) && !OTHER_PERSON.test(ownKept[2]) && keptBy) {
    const words = childWords(ownKept[2]);
    const mark = /^(?:who|what|where|wheres|where’s|why|how|when|can|is|are|do)\b/iu.test(words) ? '?' : '!';
    return `${keptBy} kept saying, “${words}${mark}”`;
  }
  if (unquoted?.[1] && FIRST_PERSON.test(unquoted[1]) && !OTHER_PERSON.test(unquoted[1])) {
    const words = childWords(unquoted[1]);
    const mark = /^(?:who|what|where|wheres|where’s|why|how|when|can|is|are|do)\b/iu.test(words) ? '?' : '!';
    const told = `${hero.name} kept saying, “${words}${mark}”`;
    return context.afterHero ? afterHero(told, hero) : told;
  }
  const kept = raw.trim().match(KEPT_SAYING);
  if (kept && (!kept[1] || !context.childPronoun || FORMS[context.childPronoun].he === (kept[1] ?? '').toLowerCase())) {
    const names = context.names.filter((name) => /^[\p{L}' -]+$/u.test(name));
    const words = childWords(calledByName(kept[3] ?? kept[4] ?? '', names));
    const mark =
      /\?/u.test(kept[5] ?? '') || /^(?:who|what|where|why|how|when|can|is|are|do)\b/iu.test(words) ? '?' : '!';
    const told = `${hero.name} kept ${(kept[2] ?? '').toLowerCase()}, “${words}${mark}”`;
    return context.afterHero ? afterHero(told, hero) : told;
  }
  // What the child said is told by the story's own line for it; what they did before saying it is told here.
  raw = raw.replace(/\s*,?\s*\b(?:and|then|and then)\s+(?:said|says)\s*['‘’"“”:].*$/iu, '');
  if (/\b(said|says|say)\b\s*['‘’"“”:]/iu.test(raw) || /\bsaid\s*$/iu.test(raw)) return undefined;
  // What the child said without quote marks (`she said i am a big girl now`) is told as the child's own words.
  // (The child's `she` said again after a `later`, or left out after the `and` of what the child did first: `ran to
  // the door and said i missed you this much with his arms out wide`; the arms held out are told after the words.)
  // (Said at pick-up, `when i picked her up she said …`: told at pick-up; a deed after the words, `and gave her a
  // wave`, told after them.)
  const atPickUp =
    /^(?:and\s+)?(?:when i (?:picked|collected|got) (?:her|him|them)(?: up)?|at pick[- ]?up),?\s+(?=\p{L}+\s+(?:said|says)\b)/iu;
  const pickedUp = atPickUp.test(raw.trim());
  const deedAfter =
    /\b(?:said|says)\b.*?\s+(?:and|n)\s+((?:gave|waved|blew|hugged|kissed|smiled|ran|skipped) [^.!?]*?)[.!?]*$/iu.exec(
      raw,
    )?.[1];
  const spokenRaw = raw
    .trim()
    .replace(atPickUp, '')
    .replace(
      deedAfter
        ? new RegExp(String.raw`\s+(?:and|n)\s+${deedAfter.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}[.!?]*$`, 'iu')
        : /$^/u,
      '',
    );
  const spoken = spokenRaw.match(
    new RegExp(
      String.raw`^(?:and\s+)?(?:(?:later|then|and then)\s+)?(?:(she|he|they|\p{L}{2,})\s+)?(?:said|says|told us|told me)\s+(?:that\s+)?(${SAID_BARE_START}\s+[\p{L}\p{N}' ’,]+?)(?:,?\s+with (?:his|her|their) arms (?:(?:out|open|up)\s+)?(wide|open|out|up|round (?:me|us|him|her))?)?[.!?]*$`,
      'iu',
    ),
  );
  // (A child of the day by name said them too: `ruby said you can have the pink one`.)
  const speaker = [...(context.children ?? []), ...context.names].find(
    (name) => name.toLowerCase() === spoken?.[1]?.toLowerCase(),
  );
  if (spoken?.[2] && speaker && speaker !== hero.name && spoken[2].split(/\s+/u).length >= 3)
    return `${speaker} said, “${childWords(spoken[2].replace(/,\s*$/u, ''))}${/!\s*$/u.test(raw) ? '!' : '.'}”`;
  if (
    spoken?.[2] &&
    spoken[2].split(/\s+/u).length >= 3 &&
    (!spoken[1] || !context.childPronoun || FORMS[context.childPronoun].he === spoken[1].toLowerCase()) &&
    (!spoken[1] || /^(?:she|he|they)$/iu.test(spoken[1]))
  ) {
    // (Whom they were said to, by name, set off by a comma: `get better soon biscuit`: `Get better soon, Biscuit.`)
    const words = childWords(spoken[2].replace(/,\s*$/u, '')).replace(
      /(?<=\p{L}) (\p{L}+)$/u,
      (whole, last: string) => {
        const name = context.names.find((one) => one.toLowerCase() === last.toLowerCase());
        return name ? `, ${name}` : whole;
      },
    );
    const when = pickedUp ? 'At pick-up, ' : '';
    if (deedAfter)
      return `${when}${hero.name} said, “${words},” and ${asHero(deedAfter, context.childPronoun ?? 'she', hero, false)}.`;
    return /\swith (?:his|her|their) arms (?:out|open|wide)\b/iu.test(raw)
      ? `${when}${hero.name} said, “${words},” with ${hero.his} arms out wide.`
      : `${when}${hero.name} said, “${words}${/!\s*$/u.test(raw) ? '!' : '.'}”`;
  }
  // A goodnight, a goodbye or a love-you the child said without quote marks (`he said night night mummy dont be
  // sad`): the child's own words, whom they were said to set off by commas (`“Night night, Mummy, don’t be sad.”`).
  const greeted = raw
    .replace(/(?:\p{Extended_Pictographic}|\uFE0F|\u200D|\s)+$/u, '')
    .trim()
    .match(GREETED);
  if (
    greeted?.[2] &&
    !new RegExp(`^(?:${GREETINGS})\\s+(?:to|at)\\b`, 'iu').test(greeted[2]) &&
    (!context.childPronoun || FORMS[context.childPronoun].he === (greeted[1] ?? '').toLowerCase())
  ) {
    const words = childWords(
      greeted[2].replace(
        new RegExp(`^(${GREETINGS}),? (${CALLING})\\b,?\\s*`, 'iu'),
        (_, hello: string, who: string) => `${hello}, ${capital(who.toLowerCase())}, `,
      ),
    ).replace(/,\s*$/u, '');
    const told = `${hero.name} said, “${words}.”`;
    return context.afterHero ? afterHero(told, hero) : told;
  }
  let text = clean(raw).replace(
    /^(?:and then|and|but|so|then|also|later|anyway|after that|plus|today|tonight)\s+/iu,
    '',
  );
  // A pet buried by its pronoun (`we buried him under the apple tree`): by its name, as the parent named it before
  // (`our goldfish bubbles died`), so that no spade or flower of the story's own is taken for it.
  const buried = text.match(/\b(?:buried|bury|burying) (him|her|it)\b/iu);
  const pet = buried
    ? context.description?.match(new RegExp(`\\b(?:${PET_KINDS}) (\\p{L}+)`, 'iu'))?.[1]?.toLowerCase()
    : undefined;
  const petName = pet ? context.names.find((name) => name.toLowerCase() === pet) : undefined;
  if (buried && petName) text = text.replace(/\b(buried|bury|burying) (?:him|her|it)\b/iu, `$1 ${petName}`);
  // A ride on the playground written bare (`the swings at the park with nanny`): the hero went on it.
  if (!wordsOf(text).some(isVerb)) text = text.replace(RIDES_BARE, 'went on the $1');
  // A bus or a train written bare, before where to (`bus into town with me`): the hero went there on it.
  if (!wordsOf(text.split(/\s+/u).slice(0, 3).join(' ')).some(isVerb))
    text = text.replace(BY_BUS, (_, ride: string, to: string, where: string) => `went ${to} ${where} on the ${ride}`);
  // A walk or a visit written bare (`frosty walk this morning with granny`, `farm visit`): the hero went for it.
  if (!wordsOf(text).some(isVerb)) {
    text = text
      // (A walk alone is too little to tell: `walk`.)
      .replace(WALK_BARE, (all, kind: string, walk: string) =>
        all.trim() === text.trim() && !kind ? all : `went for a ${kind}${walk}`,
      )
      .replace(VISIT_BARE, (_, where: string) => `went on a ${where.toLowerCase()} visit`);
    // A doing typed bare (`singing`, `singing with nana`): what the hero did, as a book says it.
    const doing = text.match(DOING_BARE);
    if (doing?.[1]) text = `${BARE_DOINGS[doing[1].toLowerCase()]}${doing[2] ?? ''}`;
  }
  // Home, then what was done there (`home and helped daddy make tea`): the hero went home and did it.
  text = text.replace(/^(?:back )?home,? (?:and|n|&) (?=(\p{L}+))/iu, (home, next: string) =>
    isVerb(next.toLowerCase()) ? 'went home and ' : home,
  );
  // The child called poorly by a pet word, then what it was (`poorly boy today, temperature in the night and a
  // snotty nose`): the hero was poorly, with those.
  const unwell = text.match(POORLY_WITH);
  if (unwell?.[1] && unwell[3]) {
    const withWhat = unwell[3].replace(/[.!,\s]+$/u, '').replace(
      /^(?:a )?(?:temp|temperature|high temp|high temperature|fever)\b/iu,
      (ill) =>
        `a ${ill
          .replace(/^a /iu, '')
          .replace(/\btemp$/iu, 'temperature')
          .toLowerCase()}`,
    );
    return `${hero.name} was ${unwell[1].toLowerCase()}${unwell[2] ? ` ${unwell[2].toLowerCase()}` : ''}, with ${withWhat}.`;
  }
  // A grown-up's words to the children said bare (`grandma said take turns`): their own words, quoted.
  const toldBare = text.match(TOLD_BARE);
  const teller = toldBare?.[1]?.toLowerCase() ?? '';
  const tellerName =
    (new RegExp(`^(?:${CALLING}|nanna|nan|gran|grandad|granddad|grandpa|auntie|aunty|uncle|teacher)$`, 'iu').test(
      teller,
    )
      ? capital(teller)
      : undefined) ?? context.names.find((name) => name.toLowerCase() === teller);
  // (A thing to do is told as told to the children, `Grandma told them to take turns.`, beside a comfort the story says
  // in her words; the rest in quote marks.)
  const toldWords = toldBare?.[2]?.replace(/[.!,\s]+$/u, '') ?? '';
  if (toldWords && tellerName)
    return /^(?:take turns|share|say sorry|be gentle|be kind|be careful|wait)\b/iu.test(toldWords)
      ? `${tellerName} told them to ${toldWords.toLowerCase()}.`
      : `${tellerName} said, “${capital(toldWords.replace(/\blets\b/giu, 'let’s'))}.”`;
  // A pet fish found dead, by its pronoun (`she found him floating and asked why he wasnt swimming`): found, by its
  // name, and the child's question, gently, without the floating.
  const floating = text.match(FOUND_FLOATING);
  const fish = floating
    ? context.description?.match(new RegExp(`\\b(?:${PET_KINDS}|fish|goldfish) (\\p{L}+)`, 'iu'))?.[1]?.toLowerCase()
    : undefined;
  const fishName = fish ? context.names.find((name) => name.toLowerCase() === fish) : undefined;
  if (floating?.[1] && floating[2] && fishName) {
    const them = floating[1].toLowerCase();
    const pronoun = them === 'her' ? 'she' : them === 'him' ? 'he' : 'it';
    return `${hero.name} found ${fishName} and asked why ${pronoun} wasn’t ${(floating[2] ?? '').toLowerCase()}.`;
  }
  // A day called `one` (`busy one`, `long one today`): the day, said as a day.
  const dayOne = text.match(DAY_ONE);
  if (dayOne?.[1]) return `It was ${article(dayOne[1])} ${dayOne[1].toLowerCase()} day.`;
  // A grown-up at work through the night (`mummy on nights at the hospital all week`): working nights, said whole.
  const nights = text.match(ON_NIGHTS);
  if (nights?.[1] && nights[2]) {
    const kind = nights[2].toLowerCase();
    const shift = /^night shifts$/u.test(kind) ? kind : /night shift$/u.test(kind) ? 'the night shift' : kind;
    return `${capital(nights[1].toLowerCase())} was working ${shift}${(nights[3] ?? '').replace(/[.!,\s]+$/u, '')}.`;
  }
  // The time at home alone with one grown-up (`its been me and the little monkey`): the hero and the grown-up, the
  // child's pet name said as the hero.
  const justUs = text.match(JUST_US);
  if (justUs)
    return `It had been just ${hero.name} and ${context.parent ?? `${hero.his} grown-up`}${(justUs[1] ?? '').replace(/[.!,\s]+$/u, '')}.`;
  // What was done at nursery or school (`nursery where they made playdough`): there, the children did it.
  // What the children did at nursery, with `they` (`this morning at nursery they did potato printing`): the hero
  // and the other children did it.
  const atThey = text.match(AT_THEY);
  if (atThey?.[2] && atThey[3])
    return `${capital(`${atThey[1] ?? ''}at ${atThey[2].toLowerCase()}`)}, ${hero.name} and the other children ${atThey[3].replace(/[.!,\s]+$/u, '')}.`;
  const there = text.match(WHERE_THEY);
  if (there?.[1] && there[3]) {
    const who = there[2]?.toLowerCase() === 'they' ? 'they' : hero.name;
    return `At ${there[1].toLowerCase()}, ${who} ${there[3].replace(/[.!,\s]+$/u, '')}.`;
  }
  // Two children taken somewhere by the grown-up (`took them both to the park on the scooter`): the children went,
  // the hero never the one who took them.
  const tookBoth = text.match(TOOK_BOTH);
  if (tookBoth?.[1]) {
    const friends = context.otherKids?.length
      ? context.otherKids
      : context.names.filter((name) => name !== hero.name && !context.children?.includes(name));
    const with_ = friends.length === 1 ? `${hero.name} and ${friends[0]}` : `${hero.name} and the other children`;
    return `${with_} went ${tookBoth[1].replace(/[.!,\s]+$/u, '')}.`;
  }
  // Both children in tears (`both crying`): both of them, never the hero alone.
  const both = text.match(BOTH_CRYING);
  if (both?.[1]) return `They were both ${both[1].toLowerCase()}.`;
  // The best bit of an outing written without its `the` (`tractor ride at the end was the best bit`).
  if (BEST_BIT.test(text)) return `The ${text.replace(/[.!,\s]+$/u, '')}.`;
  // A meal and then the bath written in a list (`fish fingers for tea, bath with the boats`): the bath came next.
  text = text.replace(
    /(\bfor (?:tea|dinner|supper|lunch)),\s+(?:then\s+)?(bath|bubble bath|shower|story|bedtime story)\b/iu,
    (_, meal: string, next: string) => `${meal}, then a ${next.toLowerCase()}`,
  );
  // A costume's part that kept coming off is the hero's own (`tail kept falling off`: `His tail kept falling off.`).
  text = text.replace(
    /^their (?=(?:tail|wings?|ears|mask|hat|crown|cape|horns?|hood|antlers|whiskers) )/iu,
    `${hero.his} `,
  );
  // What was called off (`sledging got cancelled cos the hill was too icy`): there was none of it that day.
  const off = text.match(CALLED_OFF);
  if (off?.[2]) {
    const what = off[2].toLowerCase();
    const whose = /^(?:her|his|their)$/iu.test(off[1] ?? '') ? hero.his : 'the';
    const why = context.childPronoun ? asHero(off[3] ?? '', context.childPronoun, hero, false) : (off[3] ?? '');
    return `${
      /ing$/u.test(what) && !off[1]
        ? `There was no ${what}`
        : `${capital(whose)} ${what} ${/[^s]s$/u.test(what) ? 'were' : 'was'} called off`
    }${why.trimEnd()}.`;
  }
  // A snowman's nose or a den's door written bare (`carrot nose and everything`): the thing made had it, not the hero.
  const part = text.match(MADE_PART);
  if (part?.[1]) {
    const one = /(?:nose|mouth|smile|hat|scarf|door|roof|flag)$/iu.test(part[1]);
    return `It had ${one ? `${article(part[1])} ` : ''}${part[1].toLowerCase()}${part[2] ?? ''}.`;
  }
  // A new haircut as the parent saw it (`fringe looks soo cute`): the hero's, and how it looked that day.
  text = text.replace(
    LOOKS_NEW,
    (_, fresh: string | undefined, hair: string, verb: string) =>
      `${context.childPronoun ? FORMS[context.childPronoun].his : hero.his} ${fresh ?? ''}${hair.toLowerCase()} ${verb.toLowerCase() === 'is' ? 'was' : 'looked'}`,
  );
  // The parent's pet name for the child (`too scary for our little one`): the hero.
  text = text.replace(/\b(?:our|my) (?:little one|wee one|little man|little lady|lo)\b/giu, hero.name);
  // A call made for the child's tears (`granny rang at bedtime cos she was crying for mummy`): the child was crying,
  // never the one who rang.
  if (context.childPronoun)
    text = text.replace(
      new RegExp(
        `^((?:\\p{L}+ ){1,2}(?:rang|called|phoned|facetimed|texted|messaged)\\b[^,]*?) (?:cos|coz|cause|because|as) ${context.childPronoun} (was|wanted|kept|got|had)\\b(?= (?:crying|sobbing|upset|sad|missing|asking|screaming|wailing|homesick|in a state|a meltdown|a wobble)\\b)`,
        'iu',
      ),
      `$1 because ${hero.name} $2`,
    );
  // The new baby held, said `her` or `him` on a day that names the baby (`zuri held her on the sofa with a cushion`):
  // the baby by name, never a `her` that reads as the child.
  const heldBaby = (context.description ?? '').match(
    /\bbaby (?:sister |brother |sis |bro )?(?!(?:sister|brother|sis|bro|girl|boy|bump|steps|shark|doll|groups?|class|monitor|food|wipes|bath|seat|swing|gym|brain|teeth|tooth|animals?|goats?|lambs?|ducks?|chicks?)\b)(\p{L}{3,})\b/iu,
  );
  // (Only the child's own holding: `nana held her` may be Nana holding the child.)
  const holder = text.match(/^(?:(\p{L}+) )?(?:held|cuddled|rocked|carried|fed) (?:her|him) /iu)?.[1]?.toLowerCase();
  const childHeld =
    holder === undefined ||
    holder === context.childPronoun ||
    [hero.name, ...(context.children ?? [])].some((name) => name.toLowerCase() === holder);
  if (childHeld && heldBaby?.[1] && !PEOPLE.has(heldBaby[1].toLowerCase()) && !isVerb(heldBaby[1].toLowerCase()))
    text = text.replace(
      /^((?:\p{L}+ )?)(held|cuddled|rocked|carried|fed) (her|him) (?=(?:on|in|with|for|while|all|so|really|very|carefully|gently|nicely|for)\b)/iu,
      `$1$2 baby ${capital(heldBaby[1].toLowerCase())} `,
    );
  // A favourite part of a place, said of anyone (`loved the rock pool bit where you could touch a starfish`): where the
  // child could do it.
  text = text.replace(
    /\b(loved|liked|enjoyed) the ((?:\p{L}+ ){0,2}\p{L}+) (?:bit|part|area|section|room|corner) where you (could|can|got to|get to) /iu,
    (_, loved: string, place: string, could: string) =>
      `${loved} the ${place}, where ${context.childPronoun ?? hero.he} ${/^(?:could|can)$/iu.test(could) ? 'could' : 'got to'} `,
  );
  // A pet found gone by the grown-ups in the morning (`found him this morning curled up in his bedding`): the grown-up
  // found it, never the child.
  text = text.replace(
    /^(?:we |i )?found (him|her|it)\b(?=.*\b(?:curled up|lying|dead|not moving|not breathing|stiff|cold|gone)\b)/iu,
    `${context.parent ?? `${capital(hero.his)} grown-up`} found $1`,
  );
  // A cuddly called by its own name (`lost blankie`): the child's own blankie.
  text = text.replace(
    CUDDLY_BARE,
    (_, done: string, cuddly: string) =>
      `${done} ${context.childPronoun ? FORMS[context.childPronoun].his : hero.his} ${cuddly}`,
  );
  // The one someone else the day names (the story's names hold the hero's own too).
  const others = context.names.filter((name) => name !== (context.hero as R).name);
  const friend = others.length === 1 ? others[0] : undefined;
  // The one friend the day names, moving away (`said bye to jack, theyre moving to perth`): his family is moving.
  const moving = text.match(
    /^(?:they['’]?re|theyre|they are|they were|he['’]?s|she['’]?s) (?:all )?moving (?:house )?((?:far )?away|to [\p{L} ]+?)$/iu,
  );
  const mover = (moving?.[0] ?? '').match(/^(she|he)\b/iu)?.[1]?.toLowerCase();
  if (moving && friend !== undefined && (!mover || (context.childPronoun && mover !== context.childPronoun)))
    return tidyProper(
      `${friend}’s family was moving ${/^to /iu.test(moving[1] ?? '') ? `far away, ${moving[1]}` : 'far away'}.`,
    );
  // `asked if we can go see him on a plane`: the one the day names, never the hero's own `him`.
  if (friend !== undefined)
    text = text.replace(
      /\b(asked|asking|asks|wants|wanted) (if|whether|when) (we|they) (can|could) (go and |go )?(see|visit|call|ring|phone) (him|her|them)\b/iu,
      (_all, ask: string, whether: string, we: string, can: string, go = '', see: string) =>
        `${ask} ${whether} ${we} ${can} ${go}${see} ${friend}`,
    );
  // What the parent did around it (`every time I get it out`) is left off; a clause about the parent is left out.
  // What the child did after it is kept (`screamed when i did the stairs n hid behind daddy`: `screamed and hid
  // behind Daddy`).
  text = text.replace(
    /,?\s+\b(?:when|while|as|every time|because|after|before|until|once)\s+(?:i|i'm|i've)\b.*?(?=\s+(?:n|and|&)\s+(?:hid|ran|cried|clung|sat|went|wanted|wouldn['’]?t|would not|refused|calmed|said|shouted|yelled|told me)\b|$)/iu,
    '',
  );
  if (text === '') return undefined;
  // `uncle dev came for dinner n he made him read the book`: the child made the grown-up read it, by name.
  const madeBy = text.match(
    /^((?:(?:uncle|auntie|aunty|aunt|grandma|grandpa|nana|nanny|granny|grandad|gran|nani) )?\p{L}+) (?:came|come|popped|was|stayed)\b.*?\b(?:and|n) (she|he) made (him|her)\b/iu,
  );
  if (madeBy?.[1] && context.childPronoun && madeBy[2]?.toLowerCase() === FORMS[context.childPronoun].he)
    text = text.replace(
      /\b(?:and|n) (?:she|he) made (?:him|her)\b/iu,
      `and ${hero.name} made ${madeBy[1].replace(/(^|\s)(\p{L})/gu, (_, space: string, first: string) => `${space}${first.toUpperCase()}`)}`,
    );
  // `doc gave him the pink medicine which he actually loves`: the doctor, and the child's love for the medicine.
  text = text.replace(/^doc\b/iu, 'the doctor');
  const loves = text.match(
    /\s*,?\s*\bwhich (she|he) (?:actually |really |totally |absolutely |weirdly )?(loves|adores|likes)(?: it)?$/iu,
  );
  if (loves && context.childPronoun && loves[1]?.toLowerCase() === FORMS[context.childPronoun].he) {
    const told = retell(text.slice(0, loves.index), context);
    if (told) return `${told.slice(0, -1)}, and ${hero.name} loved it!`;
  }
  // `decorated it tonight, every ornament went on the bottom branches`: what came of it, kept in the same clause (and
  // so at the same time of day), joined by `and`.
  text = text.replace(/, (?=(?:every|each) \p{L}+ (?:\p{L}+ )?(?:went|got|was|were|ended|had)\b)/u, ', and ');
  // `decorated it tonight, every ornament went on the bottom branches`: the `it` with baubles on is the tree.
  if (/\b(?:ornaments?|baubles?|tinsel|branch(?:es)?)\b/iu.test(text))
    text = text.replace(/\b(decorated|decorate|decorating|trimmed|dressed) it\b/iu, '$1 the Christmas tree');
  // The day before, said first (`yesterday evening we decorated the tree`, `last night she lost a tooth`): the clause
  // told in the past, after its time (`Yesterday evening, Fox and her grown-ups decorated the Christmas tree.`).
  const before = text.match(BEFORE_TODAY);
  if (before) {
    const when = (before[1] ?? '').toLowerCase().replace(/\barvo\b/u, 'afternoon');
    const rest = text.slice(before[0].length);
    // `yesterday was grandma's birthday`: `Yesterday was Grandma’s birthday.`
    const told = /^(was|were)\b/iu.test(rest)
      ? retell(`it ${rest}`, { ...context, afterHero: false })?.replace(/^It\b/u, '')
      : retell(rest, { ...context, afterHero: false });
    if (!told) return undefined;
    return /^(was|were)\b/iu.test(rest)
      ? `${capital(when)}${told}`
      : `${capital(when)}, ${told.replace(/^(It|There|The|They|She|He|His|Her|Their)\b/u, (word) => word.toLowerCase())}`;
  }
  // A pet or a grown-up who died, said `she` or `he` after their name (`pepper died, she was 14`, `we said she was very
  // old and her body stopped working`): told by name, never of the child.
  const died = context.description?.match(
    /\b(\p{L}+) (?:died|has died|passed away|has passed away|was put to sleep|had to be put down)\b/iu,
  )?.[1];
  const gone = died && context.names.find((one) => one.toLowerCase() === died.toLowerCase());
  if (gone) {
    text = text
      .replace(
        /^(?:(?:and )?(?:we|i) (?:said|told (?:her|him|them))(?: that)? )?(?:she|he) was (?=(?:\d{2}|very old|so old|really old|old|v old)\b)/iu,
        `${gone} was `,
      )
      .replace(/^(?:and )?(?:her|his) body (?:had )?stopped working\b/iu, `${gone}’s body had stopped working`);
  }
  // A pet taken to the vet's, and what ails it said next with `he` or `she` (`took biscuit to the vets, hes got a
  // poorly tummy and isnt eating`): the pet's trouble, by name, never the child's.
  const vet = context.description?.match(
    /\btook (\p{L}+)\b[^.]{0,40}?\bto the vet(?:s|'s|’s)?[,.]?\s+((?:she|he)(?:s|'s|’s| has| had)?(?: got)?) (?=(?:a |an )?(?:poorly|sore|bad|upset|funny|dodgy|runny|cough|cold)\b)/iu,
  );
  const atVet = vet?.[1] && context.names.find((one) => one.toLowerCase() === vet[1]?.toLowerCase());
  const ails = text.match(/^(?:she|he)(?:s|'s|’s| has| had)?(?: got)? (?=(?:a |an )?\p{L})/iu)?.[0];
  const squeezed = (words: string) => words.toLowerCase().replace(/['’\s]/gu, '');
  if (atVet && vet?.[2] && ails && squeezed(ails) === squeezed(vet[2]))
    text = `${atVet} had ${text.slice(ails.length).replace(/\b(?:isnt|isn't|isn’t) (?=\p{L}+ing\b)/iu, 'wasn’t ')}`;
  // The child's favourite part said with no one's (`favourite bit was the penguins being fed`): the child's.
  text = text.replace(
    /^(?:the )?(?:favourite|best) (?=(?:bit|part|thing)\b)/iu,
    `${context.childPronoun ? FORMS[context.childPronoun].his : hero.his} favourite `,
  );
  // A time of the day said first with no verb after it (`the afternoon at the park with nanny`, `this morning porridge
  // with grandad`, `after lunch the park with daddy`): where the child went, or what they had, told after the time.
  const partBare = text.match(
    /^(?:then |and then )?(?:(the|this) )?(morning|afternoon|arvo|evening),? (?=(?:at|to|the)\b)|^(?:then |and then )?(?:(this) )?(morning|afternoon|arvo|evening),? (?!(?:at|to|the|in|on|was|is|were|we|she|he|they|i|it|there)\b)(?=\p{L})|^(?:then |and then )?(after (?:lunch|nap|tea|school|nursery|breakfast|dinner|pickup|pick-up)),? (?=the\b)/iu,
  );
  if (partBare) {
    const rest = text.slice(partBare[0].length).replace(/[.!\s]+$/u, '');
    const part = (partBare[2] ?? partBare[4] ?? '').toLowerCase().replace('arvo', 'afternoon');
    const when = partBare[5]
      ? capital(partBare[5].toLowerCase())
      : (partBare[1] ?? partBare[3] ?? '').toLowerCase() === 'this'
        ? `This ${part}`
        : `In the ${part}`;
    const first = rest.split(' ')[0]?.toLowerCase() ?? '';
    // (A place said bare goes there, `this afternoon soft play with leo`; a thing had takes its `a`, `a bath`.)
    const alone = retell(rest, { ...context, afterHero: false });
    const told = /^(?:the|at|to) /iu.test(rest)
      ? retell(`went to ${rest.replace(/^(?:at|to) /iu, '')}`, { ...context, afterHero: false })
      : /^(?:park|playground|library|zoo|beach|farm|pool|shops|museum|aquarium|woods|swings)\b/iu.test(rest)
        ? retell(`went to the ${rest}`, { ...context, afterHero: false })
        : PAST.has(first)
          ? undefined
          : alone?.startsWith(`${hero.name} went `)
            ? alone
            : retell(`had ${hadPhrase(rest) ?? rest}`, { ...context, afterHero: false });
    if (told?.startsWith(hero.name) && /^[\p{L}'’ ]+(?: (?:with|and|at|in|for|on) [\p{L}'’ ]+)*$/u.test(rest))
      return `${when}, ${told}`;
  }
  // A part of the day, a place and who came, written without a verb (`afternoon park with leo`, `this arvo in the
  // garden w grandad`): the time first, then where the hero went or played, and with whom.
  const partPlace = text.match(
    /^(?:this\s+)?(morning|afternoon|arvo|evening)\s+(?:(?:at|in|to|down the|down at)\s+)?(?:the\s+)?(park|playground|beach|zoo|farm|library|pool|swimming pool|soft play|softplay|shops|museum|aquarium|woods|allotment|garden|back garden|yard|backyard)((?:\s+(?:with|w|w\/|and)\s+[\p{L}'’ ]+)?)[.!\s]*$/iu,
  );
  if (partPlace?.[1] && partPlace[2]) {
    const place = partPlace[2].toLowerCase().replace('softplay', 'soft play');
    const doing = /garden|yard/u.test(place)
      ? `played in the ${place}`
      : place === 'soft play'
        ? 'went to soft play'
        : `went to the ${place}`;
    const told = retell(`${doing}${partPlace[3] ?? ''}`, { ...context, afterHero: false });
    const part = partPlace[1].toLowerCase().replace('arvo', 'afternoon');
    if (told?.startsWith(hero.name)) return `In the ${part}, ${told}`;
  }
  // `afternoon at the christmas fair at church`: the time first, then where (`In the afternoon, Bunny went to …`).
  const partAt = text.match(/^(morning|afternoon|arvo|evening) (?:at|in) (?=\p{L})/iu);
  if (partAt) {
    const told = retell(text.slice(partAt[0].length), { ...context, afterHero: false });
    const part = (partAt[1] ?? '').toLowerCase().replace('arvo', 'afternoon');
    if (told && /went to/u.test(told))
      return `In the ${part}, ${told.replace(/^(It|There|The|They|She|He|His|Her|Their)\b/u, (word) => word.toLowerCase())}`;
  }
  // A time of the day, then the child said as `she` or `he` (`at bedtime he gave arlo a kiss on the head and said
  // thats my baby`): the time first, then the clause told as the child's own, their words kept.
  const whenThen = text.match(WHEN_THEN);
  if (whenThen?.[1]) {
    const told = retell(text.slice(whenThen[0].length), { ...context, afterHero: false });
    if (told?.startsWith(hero.name)) return `${capital(whenThen[1].toLowerCase().replace(/\s+/gu, ' '))}, ${told}`;
  }
  // `put a cold flannel on it` after a hurt: the `it` is the sore place, said as one.
  text = text.replace(
    /\b(put|putting|held|popped|stuck) ((?:a|an|some|the) (?:\p{L}+ ){0,2}(?:flannel|plaster|band-?aid|ice ?pack|ice|cream|bandage|peas|cloth|washcloth|arnica|sudocrem|savlon)) on it$/iu,
    '$1 $2 on the sore spot',
  );
  // `painted stones after her nap`: the nap comes first, so the story need not have told it before.
  const afterNap = text.match(/^(.{8,}?) after (?:her|his|their|a) nap$/iu);
  if (afterNap?.[1]) {
    const told = retell(afterNap[1], { ...context, afterHero: false });
    if (told?.startsWith(context.hero.name)) return `After a little nap, ${told}`;
  }
  // `hot as today`, `cold as`: Australian and Irish for very hot or very cold.
  text = text.replace(/^(hot|cold|freezing|boiling|windy|wet) as\b/iu, 'very $1');
  // The child gone off to sleep, as parents say it (`she went off about 8`, `he dropped off at 7`): fell asleep, at
  // about the hour the parent gave.
  text = text.replace(
    /^(she|he|they) (?:went|dropped|drifted|nodded) off(?:(?: at)?( about| around| just after| just before)? (\d{1,2}(?:[.:]\d{2})?|half \d{1,2}))?\s*$/iu,
    (_all, who: string, about: string | undefined, hour: string | undefined) =>
      `${who} fell asleep${hour ? ` at${about ? ` ${about.trim()}` : ''} ${hour}` : ''}`,
  );
  // The parent's own comfort at bedtime is the night's comfort, told by who gave it (`i left the landing light on and
  // sang twinkle twinkle`: `Mummy left the landing light on …`), and the child's falling asleep as a story says it.
  if (context.parent !== undefined && PARENT_SOOTHED.test(text))
    text = text
      .replace(/^i\b/iu, context.parent)
      .replace(/\b(till|til|until) (she|he|they) (?:dropped|drifted|nodded) off\b/iu, '$1 $2 fell asleep')
      // (What the parent said of themselves is quoted: `said mummy always comes back`, “Mummy always comes back.”)
      .replace(
        /\b(said|told (?:her|him)) ((?:mummy|mommy|mama|daddy|dada) (?:always|will always|will|is|loves)\b[\p{L}'’ ]*?)[.!\s]*$/iu,
        (_all, said: string, words: string) => `${said}, “${capital(words.trim())}.”`,
      );
  if (context.parent !== undefined && PARENT_TENDED.test(text)) text = text.replace(/^i\b/iu, context.parent);
  const floor = text.match(ON_THE_FLOOR);
  if (floor?.[1] && (floor[2] || floor[4])) {
    const noises = [floor[2], floor[3]].filter(Boolean).map((noise) => (noise ?? '').toLowerCase());
    const how = noises.length ? ` and ${noises.map((noise) => PAST_OF_NOISE[noise] ?? noise).join(' and ')}` : '';
    const who = context.parent ?? `${capital(hero.his)} grown-up`;
    const ended = floor[4]
      ? ` until ${who} ${floor[4].toLowerCase()} ${hero.him}${floor[5] ? ' up' : ''}${floor[6] ? ` ${floor[6].trim().toLowerCase()}` : ''}`
      : '';
    return `${hero.name} lay on the ${floor[1].toLowerCase()}${how}${ended.trimEnd()}.`;
  }
  // The parent's promise to put it right is the comfort, told of who made it, in the story's words (`i said we'd blow up
  // a new one at home`: `Mummy said they would blow up a new one at home.`).
  const promised = text.match(PARENT_PROMISED);
  if (context.parent !== undefined && promised?.[1] && !FIRST_PERSON.test(promised[1]))
    return `${context.parent} said they would ${promised[1].replace(/\bmummy\b|\bdaddy\b|\bmommy\b/giu, capital)}.`;
  // Two children who fell out over a toy and then shared (`fell out over the tea set but they shared in the end`, on a
  // day one friend came): the two of them, by the friend's name.
  const fellOut = text.match(FELL_OUT_SHARED);
  const friends = (context.otherKids?.length ? context.otherKids : context.names).filter(
    (name) => name !== hero.name && !context.grownUps.includes(name),
  );
  if (fellOut?.[1] && fellOut[2] && friends.length === 1)
    return `${hero.name} and ${friends[0]} fell out ${fellOut[1].toLowerCase()} ${fellOut[2].trim()}, but they ${(fellOut[3] ?? '').toLowerCase()}${(fellOut[4] ?? '').replace(/[.!\s]+$/u, '')}.`;
  // A squabble said with no one who had it, on a day one other child came (`cousin maisie came round`, `fell out over
  // the duplo`), is the two children's, and a sorry with a cuddle after it is both of theirs (`said sorry n had a
  // cuddle`).
  if (friends.length === 1) {
    const alone = text.match(FELL_OUT_ALONE);
    if (alone?.[1] && alone[2])
      return tidyProper(`${hero.name} and ${friends[0]} fell out ${alone[1].toLowerCase()} ${alone[2].trim()}.`);
    const sorry = text.match(SORRY_AND_CUDDLE);
    if (sorry?.[1])
      return `${hero.name} and ${friends[0]} said sorry and had a ${sorry[1].toLowerCase().replace(/s$/u, '')}.`;
  }
  // The children made to say sorry were made so by the parent who writes (`made them say sorry and have a hug`), not by
  // the children themselves.
  if (context.parent !== undefined && MADE_UP_BY_PARENT.test(text)) text = `${context.parent} ${text}`;
  // (Words the child called out, quoted, are theirs: `shouting, “Daddy, you came back!”`.)
  // (`i spy` is a game, no parent's `I`: `played i spy with daddy`.)
  if (/\b(i|i'm|i've|i'd|i'll|myself|you|your)\b/iu.test(text.replace(/“[^“”]*”/gu, '').replace(/\bi spy\b/giu, '')))
    return undefined;
  // Blood is no bedtime picture (`blood everywhere`), and `bloody` is the parent's swearing: the fall is told without it.
  if (/\bblood(y|ied)?\b/iu.test(text)) return undefined;
  // Drawn or written on the letter or card the parent named just before (`wrote his letter to father christmas, he
  // scribbled on it`): on that thing, by its name.
  const onPaper = text.match(
    /\b(scribbled|drew|wrote|doodled|coloured|colored|painted|stuck stickers|signed) on it\b/iu,
  );
  if (onPaper && context.description) {
    const whole = context.description.toLowerCase();
    const before = whole.slice(0, Math.max(0, whole.indexOf(raw.trim().toLowerCase())));
    const paper = [
      ...before.matchAll(/\b(letter|card|wish ?list|list|picture|drawing|poster|birthday card|christmas card)s?\b/giu),
    ].at(-1)?.[1];
    if (paper) text = text.replace(/\bon it\b/iu, `on the ${paper.replace(/^wishlist$/u, 'wish list')}`);
  }
  // Held on to the thing found just before (`door 7 … it was a tiny reindeer and he wouldnt let go of it all day`):
  // that thing, by its name, for the story may tell the two apart.
  const heldIt = text.match(/\b(let go of|put down|stop playing with|stop holding|stop cuddling) it\b/iu);
  if (heldIt && context.description) {
    const whole = context.description.toLowerCase();
    const before = whole.slice(0, Math.max(0, whole.indexOf(raw.trim().toLowerCase())));
    const found = [
      ...before.matchAll(/\bit was (?:a|an) ((?:tiny|little|wee|small|big|chocolate|wooden|shiny) )?(\p{L}+)\b/giu),
    ].at(-1);
    if (found?.[2] && !/^(?:bit|lot|very|really|so|good|great|nice|lovely)$/u.test(found[2]))
      text = text.replace(
        /\b(let go of|put down|stop playing with|stop holding|stop cuddling) it\b/iu,
        `$1 the ${found[1] ?? ''}${found[2]}`,
      );
  }
  // `in it` and `obsessed` of a clause alone say nothing the story can tell (in what? with what?).
  // A thing `with a rainbow on it` says what is on it, and is told.
  // So is one sure of being in the thing just named (`marched behind the pipe band, sure he was in it`).
  if (
    /\b(in|on|inside) it$|\bobsessed$/iu.test(text) &&
    !/\bwith (?:an? |the |some )?[\p{L} ]+ (?:on|in) it$/iu.test(text) &&
    !/\p{L}+, (?:sure|convinced|certain) (?:she|he|they) (?:was|were) in it$/iu.test(text)
  )
    return undefined;
  const grownUp = context.parent ?? `${hero.his} grown-up`;
  const grownUps =
    context.grownUps.length > 0
      ? context.grownUps.length === 1
        ? (context.grownUps[0] ?? '')
        : `${context.grownUps.slice(0, -1).join(', ')} and ${context.grownUps.at(-1)}`
      : context.parentGuessed && !writesAsMe(context.description)
        ? `${hero.his} family`
        : (context.parent ?? `${hero.his} grown-ups`);
  text = text
    .replace(/\bmy (mum|mom|mam|mother|dad|father|sister|brother)\b/giu, (_, word: string) => {
      return MY_FAMILY[word.toLowerCase()] ?? word;
    })
    .replace(
      /\b(?:my|our)\s+(leg|legs|knee|knees|lap|arm|arms|jumper|hand|hands|shoulder|neck|bed|phone|face|hair|coat|cardigan|cardi|hoodie|scarf|sleeve|skirt|dress)\b/giu,
      `${grownUp}’s $1`,
    )
    // (A friend's own grown-up stays theirs: `maya's mum`, `maya and her mum`, never the child's Mummy.)
    .replace(/(?<!\b\p{L}+['’]s |\b\p{L}+ and (?:her|his|their) )\b(dad|mum|mom)\b/giu, (word: string) =>
      calledBy(word.toLowerCase(), context.grownUps),
    )
    // The family's pet is the child's own (`took our dog Biscuit for a walk`: `took his dog Biscuit`).
    // One who came along is the child's by name (`our dog Rusty came too`: `Fox’s dog Rusty came too`).
    .replace(
      new RegExp(`^(?:my|our)\\s+(?=(?:${PET_KINDS}) \\p{L}+ (?:came|tagged) (?:too|along|with)\\b)`, 'iu'),
      `${hero.name}’s `,
    )
    // A pet by the name the parent gave it, doing something (`our dog Rusty jumped in`: `Fox’s dog Rusty jumped in`),
    // or having a day of its own (`our dog Pickle had a big day too`: `Fox’s dog Pickle had a big day too`).
    .replace(
      new RegExp(
        `^(?:my|our)\\s+(?=(?:${PET_KINDS}) \\p{Lu}\\p{Ll}+ (?:jumped|ran|chased|barked|came|followed|swam|dived|dove|sat|lay|slept|sniffed|licked|had|was|got|loved)\\b)`,
        'u',
      ),
      `${hero.name}’s `,
    )
    .replace(
      new RegExp(`(?<=\\p{L} )(?:my|our)\\s+(?=(?:${PET_KINDS})\\b)`, 'giu'),
      // (`they took our greyhound`: the children's together, `their`, as the sentence's own subject says.)
      /^(?:they|we)\b/iu.test(text)
        ? 'their '
        : `${context.childPronoun ? FORMS[context.childPronoun].his : hero.his} `,
    )
    // A comforter asked for bare is the child's own (`asking for dummy back`: `asking for her dummy back`).
    .replace(
      /\b(for|wanted|wants|want|without|missed|misses|miss|missing) (dummy|dummies|blankie|blanky|binky|paci|soother|lovey|bottle)\b/giu,
      `$1 ${context.childPronoun ? FORMS[context.childPronoun].his : hero.his} $2`,
    )
    // The family's own heads or hands together (`the sharks went right over our heads`): everyone's, or theirs where
    // the sentence says who (`we washed our hands`), never `the heads`.
    .replace(
      /\bour (heads|hands|feet|faces|noses|coats|wellies|boots|shoes|hats|umbrellas)\b/giu,
      /^(?:they|we)\b/iu.test(text) ? 'their $1' : 'everyone’s $1',
    )
    .replace(/\b(?:my|our)\b/giu, 'the')
    .replace(/\bours\b/giu, 'home')
    // A nap on the parent is a cuddle (`slept on me on the couch`: `slept cuddled up with his grown-up`).
    .replace(/\b(slept|napped|dozed|snoozed|fell asleep|passed out) on me\b/giu, `$1 cuddled up with ${grownUp}`)
    .replace(/\bme\b/giu, grownUp)
    .replace(/\bus all\b/giu, 'everyone')
    // A lost thing someone found or fetched `for us` was found for the child, whose it was (`the man found it for us`).
    .replace(
      /\b(found|fetched|got|reached|rescued|fished out|handed back|gave back) (it|them) (back )?for us\b/giu,
      `$1 $2 $3for ${hero.him}`,
    )
    // Someone else coming along `with us` came with the child too (`nana came to the beach with us`).
    .replace(
      /(?<!\bwe\b.*)\b(came|come|went|walked|drove|stayed|played) ([^,]*?)\bwith us\b/giu,
      `$1 $2with ${hero.name} and ${grownUps}`,
    )
    // Someone who met or collected the family (`granny met us at the station`) met the child too.
    .replace(/\b(met|picked up|collected|waved at|hugged) us\b/giu, `$1 ${hero.name} and ${grownUps}`)
    .replace(/\bus\b/giu, grownUps);
  // `pie at nanas`: the home of someone of the family, written without its apostrophe (`at Nana’s`).
  text = homesOf(text, [...context.grownUps, ...context.names]);
  text = ownersOf(text, [...context.grownUps, ...context.names, context.hero.name]);
  // A friend's party written without its apostrophe, the friend named elsewhere in the day (`amaras 3rd birthday party
  // … then amara came`): `Amara’s`, never a thing the child had.
  text = text.replace(new RegExp(`^(\\p{L}{3,})s (?=${BIRTHDAY.source})`, 'iu'), (whole, stem: string) =>
    new RegExp(`\\b${stem}\\b(?!['’]?s\\b)`, 'iu').test(context.description ?? '') ||
    givenName(capital(stem.toLowerCase()), 'en')
      ? `${capital(stem.toLowerCase())}’s `
      : whole,
  );
  const child = context.childPronoun;
  if (child) text = withSibling(text, FORMS[child], hero.name);
  // The child by the parent's pet name, as the one who did it (`wee man was in bits at drop off`).
  if (child) text = text.replace(PET_NAME, FORMS[child].he).replace(PET_WORD, FORMS[child].he);
  // The child by a pet word, taken somewhere (`took the bug to soft play`): the child, as the parent's `her`.
  if (child) text = text.replace(PET_TAKEN, (_all, took: string) => `${took} ${FORMS[child].him}`);
  const words = text.split(' ');
  const lower = words.map((word) => word.toLowerCase().replace(/[,;:]+$/u, ''));
  const [first = '', second = ''] = lower;
  const rest = words.slice(1).join(' ');
  const own = child ? FORMS[child] : undefined;
  const dayAt = lower.findIndex((word) => DAY_WORDS.test(word));
  let sentence: string | undefined;
  let heroIsSubject = false;
  const bare = !lower.some(isVerb);
  const seen = child ? text.match(new RegExp(`^(.+?),? (?:and )?(${FORMS[child].he}) (\\p{L}+) (.+)$`, 'iu')) : null;
  const meal = text.match(/^(.+?) and (?:she|he|they) (\p{L}+) (.*\bit\b.*)$/iu);
  // `bad dream in the night, woke up screaming about a monster`: `Lion had a bad dream … and woke up screaming …`.
  const dream = text.match(/^(?:a )?((?:bad dream|nightmare)[^,]*),\s*(?:and )?(woke\b.*)$/iu);
  const painted = text.match(/^face ?paint(?:ed|ing)?,? (?:an? )?(\p{L}+(?: \p{L}+)?)$/iu);
  // `face squashed on the window the whole way waving at the coos`: the child pressed a face to the glass.
  const pressed = text.match(
    /^(?:(?:her|his|with (?:her|his)) )?(face|nose|hands|cheeks?) (?:squashed|squished|smooshed|squashed up|pressed|glued|stuck) (?:on|against|to|up against) (?:the|a) (window|glass)( the whole (?:way|time|trip|ride))?,?(?: and)?(?: (waving|looking|watching|staring|pointing)( at .+)?)?$/iu,
  );
  const phoned = text.match(PHONED);
  if (FALLING.test(text)) sentence = `It was ${text}`;
  else if (phoned) {
    // The grown-up rang, never the child; what was found is the one thing the day named (`they had him`: Barnaby).
    const [, where = '', found = ''] = phoned;
    const who = context.parent ?? capital(grownUps);
    // (The names list the parent's own first, the story's children last.)
    const what = context.names.length > 1 ? context.names[0] : found.toLowerCase();
    sentence = found ? `${who} rang ${where}, and they had ${what}!` : `${who} rang ${where}`;
  } else if (pressed) {
    const [, part = '', glass = '', along = '', doing = '', at = ''] = pressed;
    const past: Record<string, string> = { waving: 'waved', staring: 'stared' };
    const verb = doing.toLowerCase();
    const did = verb ? ` and ${past[verb] ?? verb.replace(/ing$/u, 'ed')}${at}` : '';
    sentence = `${hero.name} squashed ${hero.his} ${part.toLowerCase()} against the ${glass.toLowerCase()}${did}${along.replace(/^ the whole (?:way|time|trip|ride)$/u, ' all the way')}`;
    heroIsSubject = true;
  }
  // `thanksgiving at grandmas`: the feast is the day, never something the hero was (`It was Thanksgiving at …`).
  else if (bare && FEAST_AT.test(text)) {
    const [, feast = '', things] = text.match(FEAST_AT) ?? [];
    sentence = things ? `It was ${feast}, with ${feastThings(things)}` : `It was ${feast}`;
  } else if (SQUABBLE.test(text)) {
    // `fought with her brother over the red truck`: a squabble at bedtime is told as what both wanted, not a fight.
    const [, who = '', thing = ''] = text.match(SQUABBLE) ?? [];
    sentence = `${hero.name} and ${who} both wanted ${thing}, and there was a squabble`;
  }
  // `day three of potty training`: which day it was.
  else if (bare && /^day [\p{L}\p{N}]+ of \p{L}/iu.test(text)) sentence = `It was ${text}`;
  else if (BETTER.test(text)) sentence = `${hero.his} ${text.replace(BETTER, '$1 was $2')}`;
  else if (bare && /^(?:only |just )?(?:\d{1,2}|one|two|three|no) accidents?\b/iu.test(text)) {
    // A potty-training day counted (`only 1 accident this morning`): `Unicorn had only one accident this morning.`
    sentence = `${hero.name} had ${text}`;
    heroIsSubject = true;
  } else if (bare && /^(?:new |big (?:girl|boy) )+(?:pants|knickers|undies)\b/iu.test(text)) {
    // The first pants of potty training, written bare (`big girl pants w peppa on`): what the hero wore.
    sentence = `${hero.name} wore ${text}`;
    heroIsSubject = true;
  } else if (bare && /^home (?:sick|poorly|ill)\b/iu.test(text)) {
    // `home sick w a rotten cold`: `Bunny was home sick with a rotten cold.`
    sentence = `${hero.name} was ${text}`;
    heroIsSubject = true;
  } else if (dream) {
    sentence = `${hero.name} had a ${dream[1]} and ${dream[2]}`;
    heroIsSubject = true;
  } else if (
    meal &&
    !wordsOf(meal[1] ?? '').some(isVerb) &&
    isVerb((meal[2] ?? '').toLowerCase()) &&
    hadPhrase(meal[1] ?? '')
  ) {
    sentence = `${hero.name} had ${hadPhrase(meal[1] ?? '')} and ${meal[2]} ${meal[3]}`;
    heroIsSubject = true;
  } else if (painted)
    sentence = `${hero.name} had ${hero.his} face painted with ${article(painted[1] ?? '')} ${painted[1]}`;
  else if (first === 'we' && context.grownUps.length === 0 && withGrownUp(rest, context.names)) {
    // `we made fairy cakes with nana`: the hero and the one named after `with` (`Bunny and Nana made fairy cakes`).
    const [phrase = '', who = ''] = withGrownUp(rest, context.names) ?? [];
    sentence = `${hero.name} and ${who} ${tidyWith(rest.replace(phrase, ' ')).replace(/\bwe\b/giu, 'they')}`;
  } else if (first === 'we') sentence = `${hero.name} and ${grownUps} ${rest.replace(/\bwe\b/giu, 'they')}`;
  else if (WHEN_WE.test(text)) {
    // `after pickup we went to the ice rink`: the time first, then who (`After pickup, Bunny and her grown-ups went`).
    const [, when = '', after = ''] = text.match(WHEN_WE) ?? [];
    sentence = `${capital(when)}, ${hero.name} and ${grownUps} ${after.replace(/\bwe\b/giu, 'they')}`;
  } else if (bare && /^(?:a )?bit of an? \p{L}+/iu.test(text)) {
    // `bit of a meltdown leaving but fine once in the car`: `Bunny had a bit of a meltdown when it was time to leave,
    // but was fine once in the car.`
    sentence = `${hero.name} had a ${text
      .replace(/^a /iu, '')
      .replace(/\b(meltdown|tantrum|strop|wobble|paddy|cry|moment) leaving\b/iu, '$1 when it was time to leave')
      .replace(/,? but (?=(?:fine|ok|okay|happy|better|grand|all good|good)\b)/iu, ', but was ')}`;
    heroIsSubject = true;
  } else if (TEMPER_WHEN.test(text)) {
    // A temper said bare with when it came (`massive tantrum when it was time to go home`, `meltdown leaving the
    // park`): the child had it, then (`Bunny had a big tantrum when it was time to go home.`).
    const [, size = '', temper = '', rest = ''] = text.match(TEMPER_WHEN) ?? [];
    const kind = `${size ? `${size.toLowerCase()} ` : ''}${temper.toLowerCase()}`;
    sentence = `${hero.name} had ${article(kind)} ${kind} ${rest.replace(/^leaving\b/iu, 'when it was time to leave')}`;
    heroIsSubject = true;
  } else if (bare && DAY_AT.test(text)) {
    // `nursery christmas jumper day today`: `It was Christmas jumper day at nursery today.`
    const [, where = '', what = '', after = ''] = text.match(DAY_AT) ?? [];
    sentence = `It was ${/(party|photos?|concert|show|play|performance|sing-along|disco|trip|fair|fete)$/iu.test(what) ? 'the ' : ''}${what} at ${where}${after}`;
  } else if (bare && RIDDEN.test(text)) {
    // `balance bike`, `scooter to the park`: the child rode it, their own.
    sentence = `${hero.name} rode ${text.replace(RIDDEN, (_, ride: string) => `${hero.his} ${ride.toLowerCase()}`)}`;
    heroIsSubject = true;
  } else if (bare && JOURNEY.test(text)) {
    // `car journey`, `ferry crossing to france`: the child went on it.
    const [, the = '', ride = '', rest = ''] = text.match(JOURNEY) ?? [];
    const kind = ride.toLowerCase();
    sentence = `${hero.name} went on ${the && /^the /iu.test(the) ? 'the' : article(kind)} ${kind}${rest}`;
    heroIsSubject = true;
  } else if (bare && BUSY_DAY.test(text)) {
    // `mad busy saturday`: `It was a very busy Saturday.`
    sentence = text.replace(
      BUSY_DAY,
      // (`lovely lazy sunday at home`: both of its words, `It was a lovely lazy Sunday at home.`)
      (_, much: string | undefined, also: string | undefined, kind: string, day: string) =>
        `It was ${much ? 'a very' : article(also ?? kind)} ${(also ?? '').toLowerCase()}${kind.toLowerCase()} ${day.charAt(0).toUpperCase()}${day.slice(1).toLowerCase()}`,
    );
  } else if (bare && SHOPS.test(text)) {
    // `bakery this morning with mama`: `Bunny went to the bakery this morning with Mama.`
    sentence = `${hero.name} went to ${text.replace(SHOPS, (_, place: string) => `the ${SHOP_NAMES[place.toLowerCase()] ?? place.toLowerCase()}`)}`;
    heroIsSubject = true;
  } else if (bare && VISITS.test(text.toLowerCase())) {
    const the =
      /^(the|a|an)\s/iu.test(text) ||
      !/(parade|fair|festival|fete|carnival|pumpkin patch|apple orchard|post office|petting farm|petting zoo|farm park|city farm)\b/iu.test(
        text,
      )
        ? ''
        : 'the ';
    sentence = `${hero.name} went to ${the}${text}`;
    heroIsSubject = true;
  } else if (bare && SHOW.test(text)) {
    // `nativity play at nursery this morning`: `It was the nativity play at nursery this morning.`
    sentence = `It was the ${text.replace(/^the /iu, '')}`;
  } else if (ADVENT.test(text)) {
    // `first door on the advent calendar, a chocolate star`: the hero opened it, and the treat was inside.
    const [, which = '', rest = '', inside] = text.match(ADVENT) ?? [];
    sentence = `${hero.name} opened the ${which.toLowerCase()} door on ${hero.his} advent calendar${rest}${inside ? `, and there was ${inside} inside` : ''}`;
    heroIsSubject = true;
  } else if (own && ROLE.test(text) && new RegExp(`^${own.he} `, 'iu').test(text)) {
    // `he was a sheep`: a part in the play, not a sheep (`Elephant was a sheep in the play.`).
    // (What the child did in the part is told after it: `she was a sheep and said baa really loud`.)
    const part = text.match(ROLE)?.[0] ?? text;
    const play = /\bnativity\b/iu.test(context.description ?? '') ? 'the nativity' : 'the play';
    sentence = `${hero.name} ${part.split(' ').slice(1).join(' ')} in ${play}${text.slice(part.length)}`;
    heroIsSubject = true;
  } else if (bare && /^(on|in) the (couch|sofa|settee)\b/iu.test(text)) {
    // `on the couch with her blankie all afternoon`: `Kitten was on the couch with her blankie all afternoon.`
    sentence = `${hero.name} was ${text}`;
    heroIsSubject = true;
  } else if (PROUD_BARE.test(text)) {
    // `so proud`: the parent's pride, everyone's in the story (`Everyone was so proud of Fox.`), never the child's.
    sentence = `Everyone was so proud of ${hero.name}`;
  } else if (PROUD.test(text)) {
    // The parent's own pride (`so proud of this kid`) is everyone's, told of the hero: `Everyone was so proud of Lion.`
    sentence = `Everyone was ${first === 'proud' ? 'so ' : ''}${text.replace(PROUD_OF, hero.name)}`;
  } else if (/^(too|so)$/u.test(first) && /^(much|many)$/u.test(second)) {
    sentence = `${hero.name} had ${text}`;
    heroIsSubject = true;
  } else if (bare && lower.length <= 3 && lower.at(-1) === 'one' && !SUBJECTS.test(first))
    sentence = `It was ${article(text)} ${text}`;
  else if (BODY.test(first) && /^(was|were)$/u.test(second)) sentence = `${hero.name}’s ${text}`;
  else if (THE_THING.test(first) && /^(was|were)$/u.test(second)) sentence = `The ${text}`;
  else if (own && /^(?:she|he|they)$/u.test(first) && first !== own.he && second === 'let' && lower[2] === own.him)
    // Someone else let the child do it (`he let her water the tomatoes`): `Panda got to water the tomatoes.`
    sentence = `${hero.name} got to ${words.slice(3).join(' ')}`;
  else if (own && /^\p{Lu}/u.test(words[0] ?? '') && second === 'let' && lower[2] === own.him && lower.length > 3)
    // A named one let the child do it (`Chloe let her sit at the front`): by name, or `her` would be Chloe.
    sentence = `${words[0]} let ${hero.name} ${words.slice(3).join(' ')}`;
  else if (own && CARRIED.test(text) && text.match(CARRIED)?.[2]?.toLowerCase() === own.him) {
    // The grown-up had to carry the child (`had to carry him home`): `Puppy was carried home.`
    const [, done = '', , rest = ''] = text.match(CARRIED) ?? [];
    sentence = `${hero.name} was ${CARRIED_AS[done.toLowerCase()] ?? done} ${rest}`;
  } else if (first === 'she' || first === 'he') {
    // Only the child's own pronoun is the hero: another `he` is someone the story cannot name.
    if (child && first !== own?.he) return undefined;
    sentence = `${hero.name} ${rest}`;
    heroIsSubject = true;
  } else if (/^\p{L}+['’]s$/u.test(first)) sentence = possessive(words, second);
  else if (first === 'first' || first === 'last') sentence = `It was ${hero.his} ${text}`;
  else if (/^(took|brought|taken)$/u.test(first) && own && second === own.him && /^(for|to)$/u.test(lower[2] ?? '')) {
    // The parent took the child somewhere: `took him for his first haircut`, `Lion went for his first haircut`.
    sentence = `${hero.name} went ${words.slice(2).join(' ')}`;
    heroIsSubject = true;
  } else if (
    /^(made|got|bought|built|sewed|knitted|fixed|baked|found)$/u.test(first) &&
    own &&
    second === own.him &&
    /^(a|an|some)$/u.test(lower[2] ?? '')
  ) {
    // The grown-ups made the child something (`made her a new one w pipe cleaners`): their deed, not the child's.
    sentence = `${capital(grownUps)} ${first} ${hero.him} ${words.slice(2).join(' ')}`;
  } else if (isVerb(first) && own && second === own.him && (own.him !== 'her' || isObject(lower[2] ?? ''))) {
    // The parent did it to the child: `told him she was very old`, said the child's way: `Panda was told …`.
    const done = { told: 'told', showed: 'shown', taught: 'taught' }[first];
    if (done) sentence = `${hero.name} was ${done} ${words.slice(2).join(' ')}`;
    else if (GIFTS.test(first) && /^(a|an|some|the)$/u.test(lower[2] ?? '')) {
      // The child made something for someone else (`drew her a picture … to post to her new house`): for the one
      // named, or for no one said; never the hero's own `her`.
      const whom = context.names.length === 1 ? `${context.names[0]} ` : '';
      sentence = `${hero.name} ${first} ${whom}${words.slice(2).join(' ')}`;
      heroIsSubject = true;
    } else return undefined;
  } else if (
    dayAt > 0 &&
    dayAt <= 3 &&
    !lower.slice(0, dayAt).some((word) => isVerb(word) || /^(all|the|this|every|by|at|in|on)$/u.test(word))
  )
    // A feast's own name takes no `a` (`bonfire night at the rugby club`: `It was Bonfire Night at the rugby club.`).
    // (`lovely day today`: the story is told of the day already, `It was a lovely day.`)
    // (`such a nice day`, `quite a day`: the `a` is the parent's already, `It was such a nice day.`)
    sentence =
      /^\p{Lu}/u.test(tidyProper(words.slice(0, dayAt + 1).join(' '))) || /^(?:such|quite|rather) an? /iu.test(text)
        ? `It was ${text}`
        : `It was ${article(text)} ${text.replace(/\bday today$/iu, 'day')}`;
  else if (
    /^(?:birthday )?party (?:at|in) /u.test(lower.join(' ')) &&
    !lower.some(isVerb) &&
    (lower.includes(context.childPronoun === 'he' ? 'her' : context.childPronoun === 'she' ? 'his' : '\u0000') ||
      OTHERS_BIRTHDAY.test(context.description ?? ''))
  )
    // Someone else's party (`party at the soft play with all her school friends`, of a boy's sister; `big sister maya
    // turned 6 today so party at the soft play`): the party was there, and it was not the child's.
    sentence = `There was a ${text}`;
  else if (
    (!lower.some(isVerb) || (COOKED.has(first) && !lower.slice(1).some(isVerb))) &&
    !SUBJECTS.test(first) &&
    hadPhrase(text)
  ) {
    sentence = `${hero.name} had ${hadPhrase(text)}`;
    heroIsSubject = true;
  } else if (/^hot (?:chocolate|choc|cocoa|milk|dogs?|cross buns?)\b/iu.test(text)) {
    // `hot choc when we got home`: a warm drink had, never the day's weather.
    sentence = `${hero.name} had ${text}`;
    heroIsSubject = true;
  } else if (
    WEATHER.has(first) &&
    lower.length === 2 &&
    /^(day|morning|afternoon|evening|night|weekend|(?!to)\p{L}+day)$/u.test(second)
  )
    // `rainy sunday`: `It was a rainy Sunday.`
    sentence = `It was ${article(text)} ${text}`;
  else if (
    /^(roasting|scorching|sweltering)$/u.test(first) &&
    /^(|today|again|out|outside|all|this)$/u.test(second ?? '')
  )
    // The heat said bare (`roasting today`): the day's, never the child roasting.
    sentence = `It was ${first}${first === 'sweltering' ? '' : ' hot'}${text.slice(first.length)}`;
  else if (WEATHER.has(first) || ((STATES.has(first) || VERY.has(first)) && WEATHER.has(second)))
    sentence = `It was ${text}`;
  else if (!lower.some(isVerb) && lower.slice(0, 2).some((word) => STORMS.test(word)))
    // A storm is one (`big storm last night`: `There was a big storm last night.`); thunder and rain are not counted.
    sentence =
      lower.slice(0, 2).includes('storm') && !/^(a|an|the|some|this|that)$/u.test(first)
        ? `There was ${article(text)} ${text}`
        : `There was ${text}`;
  else if (
    !lower.some(isVerb) &&
    !SUBJECTS.test(first) &&
    /\b(all over|everywhere)\b/u.test(text) &&
    !PEOPLE.has(first)
  )
    // `spots everywhere even on his tummy`: `There were spots everywhere, even on his tummy.`
    sentence = `There ${/[^s]s$/u.test(lower[Math.max(0, lower.findIndex((word) => /^(?:everywhere|all)$/u.test(word)) - 1)] ?? first) ? 'were' : 'was'} ${text.replace(/(?<=\b(?:everywhere|all over)) (?=(?:even|including|inc|esp|especially)\b)/u, ', ')}`;
  // (An adverb, not a name ending in -ly: `Tilly shook herself`.)
  else if (
    first.endsWith('ly') &&
    isVerb(second) &&
    !/^\p{Lu}/u.test(words[0] ?? '') &&
    !context.names.some((name) => name.toLowerCase() === first)
  ) {
    sentence = `${hero.name} ${text}`;
    heroIsSubject = true;
  } else if (first === 'bit' && /^(?:the|his|her|their|its|it|a|an|into|through|my|him|them|one)$/u.test(second)) {
    // A bite, not `a bit` of a feeling (`bit the head off first`): `Fox bit the head off first.`
    sentence = `${hero.name} ${text}`;
    heroIsSubject = true;
  } else if (FELT.has(first) || (STATES.has(first) && !isVerb(first))) {
    // `poorly boy`, `tired girl tonight`: the child as the parent calls them is the hero (`Panda was poorly.`).
    const state = text.replace(
      /^((?:(?:so|very|really|super|such a|a) )?\p{L}+) (?:little |wee |lil )?(?:boy|girl|kid|lad|lass|bubba|babe|baby|one|bean|monkey|pup|munchkin|bear)\b/iu,
      '$1',
    );
    sentence = `${hero.name} was ${first === 'bit' ? 'a ' : ''}${state}`;
    heroIsSubject = true;
  } else if (
    isVerb(first) &&
    // `put the puzzle together` is of the puzzle, not of anyone with the hero.
    !/^(?:put|stuck|glued|fit|fitted|pieced|tied|taped|joined|held|sewed|stitched)$/u.test(first) &&
    /\btogether\b/iu.test(text) &&
    !PRESENT[first]
  ) {
    // Done together with someone the clause does not name (`said sorry, then fed the ducks together`): all of them.
    sentence = `They ${text}`;
  } else if (isVerb(first)) {
    sentence = PRESENT[first] ? `${hero.name} ${PRESENT[first]} ${rest}` : `${hero.name} ${text}`;
    heroIsSubject = true;
  } else if (bare && PLAYED_IN.test(text)) {
    // (A trampoline is played on: `trampoline w her cousins`.)
    const on = /^(?:the )?trampoline/iu.test(text) ? 'on' : 'in';
    sentence = `${hero.name} played ${on} ${/^the /iu.test(text) ? '' : 'the '}${text}`;
    heroIsSubject = true;
  } else if (OUTINGS.has(first)) {
    // `swimming lessons first thing`: `went to swimming lessons`; `sledging down the hill`: `went sledging`.
    // (One lesson or class is the child's own: `swimming lesson first thing`: `went to his swimming lesson`.)
    sentence = /^\S+ (lesson|class)\b/iu.test(text)
      ? `${hero.name} went to ${hero.his} ${text}`
      : /^\S+ (lessons|classes|club|practice|training)\b/iu.test(text)
        ? `${hero.name} went to ${text}`
        : `${hero.name} went ${text}`;
    heroIsSubject = true;
  } else if (bare && VISITED.has(first)) {
    // `doctor this morning for her jabs`: `Bunny went to the doctor’s this morning for her jabs.`
    sentence = `${hero.name} went to the ${first === 'clinic' ? text : text.replace(/^(\p{L}+?)s?\b/u, '$1’s')}`;
    heroIsSubject = true;
  } else if (bare && first.length > 5 && first.endsWith('ing') && !NOT_DOING.has(first) && words.length > 1) {
    // A doing the parent typed (`feeding next doors chickens`): `Bunny was feeding next door’s chickens.`; one with
    // its `the` or `with` is a thing done that day, told as one (`feeding the geese`: `Bunny fed the geese.`).
    // (A doing and its plural thing alone is one too: `baking scones`: `Bunny baked scones.`)
    const done =
      DOING_OF.test(second) || (words.length === 2 && /[^s]s$/u.test(second)) ? pastOfDoing(first) : undefined;
    sentence = done ? `${hero.name} ${done} ${words.slice(1).join(' ')}` : `${hero.name} was ${text}`;
    // `sleeping on a mattress at the new place tonight`: the story is told after, so the night comes first.
    if (done && / tonight\b/u.test(sentence)) sentence = `That night, ${sentence.replace(/ tonight\b/u, '')}`;
    heroIsSubject = true;
  } else if (GAMES.test(text.toLowerCase()) && bare) {
    sentence = `${hero.name} played ${text}`;
    heroIsSubject = true;
  } else if (seen && THERE.test(seen[1] ?? '') && !wordsOf(seen[1] ?? '').some(isVerb) && isVerb(seen[3] ?? '')) {
    // `huge huntsman on the wall, she screamed the house down`: `There was a huge huntsman on the wall, and Fox …`.
    const thing = seen[1]?.match(THERE)?.[2] ?? '';
    const many = /[^s]s$/u.test(thing);
    sentence = `There ${many ? 'were' : `was ${article(seen[1] ?? '')}`} ${seen[1]}, and ${hero.name} ${seen[3]} ${seen[4]}`;
  } else if (bare && THERE.test(text)) {
    // `huge huntsman on the bathroom wall at bath time`: `There was a huge huntsman on the bathroom wall …`.
    const thing = text.match(THERE)?.[2] ?? '';
    const many = /[^s]s$/u.test(thing);
    sentence = `There ${many ? 'were' : `was ${article(text)}`} ${text}`;
  } else if (BUILT.test(text)) {
    // A thing built of a toy (`lego tower after dinner`): built, not played with.
    sentence = `${hero.name} built ${article(text)} ${text}`;
    heroIsSubject = true;
  } else if (TOYS.test(text.toLowerCase())) {
    // Chalk and crayons are drawn with; a treat after the toy (`chalk out front and a popsicle on the porch`) was had.
    const drew = /^(?:\p{L}+ )?(?:chalks?|crayons)\b/iu.test(text) ? 'drew with' : 'played with';
    const treat = text.match(/^(.+?) (?:and|n|&) ((?:a|an|some) (\p{L}+)\b.*)$/iu);
    // Who played with the hero said first, not a second `with` (`playdough with her cousin maya`: `Bunny and her
    // cousin Maya played with playdough`).
    const along = text.match(/^(\S+(?: \S+)?) (?:with|w) ((?:her|his|their|my|the) )?([^,]+?)$/iu);
    sentence =
      treat?.[1] && treat[2] && HAD.has((treat[3] ?? '').toLowerCase())
        ? `${hero.name} ${drew} ${treat[1]} and had ${treat[2]}`
        : along?.[1] &&
            along[3] &&
            !wordsOf(along[3]).some(
              (word) =>
                isVerb(word) || /^(?:after|before|at|in|on|this|all|then|for|til|till|until|today)$/u.test(word),
            ) &&
            wordsOf(along[3]).length <= 3
          ? `${hero.name} and ${(along[2] ?? '').replace(/^(?:my|the) $/iu, '')}${along[3]} ${drew} ${along[1]}`
          : `${hero.name} ${drew} ${text}`;
    heroIsSubject = true;
  } else if (BODY.test(first) && STATES.has(second)) {
    sentence = `${hero.name}’s ${first} ${first.endsWith('s') && first !== 'hair' ? 'were' : 'was'} ${words.slice(1).join(' ')}`;
  } else if (own && first === own.his && own.his !== 'their' && words.length > 1) {
    // `her best friend Harper moved away`, `her third birthday`; not `her childminder since she was a baby`.
    const main = lower.slice(0, lower.findIndex((word) => SUBORDINATE.test(word)) >>> 0);
    if (main.some(isVerb)) sentence = `${hero.name}’s ${rest}`;
    else if (lower.length <= 3 || (lower.length <= 5 && TODAY_ONLY.test(rest)))
      // (`his 3rd birthday today`: `It was Zuri’s third birthday today.`)
      sentence = `It was ${hero.name}’s ${rest}`;
  } else if (/^(daycare|nursery|preschool|school|kindy|creche|playgroup)$/u.test(first) && second === 'closed')
    sentence = `${capital(first)} was ${words.slice(1).join(' ')}`;
  else if (PEOPLE.has(first) && /^(home|back)$/u.test(second) && bare)
    // `daddy home from his work trip at dinnertime`: `Daddy came home from his work trip at dinnertime.`
    sentence = `${words[0]} came ${rest}`;
  else if (
    PEOPLE.has(first) ||
    /^\p{Lu}/u.test(words[0] ?? '') ||
    // (One of the day's children by the name the parent typed small: `zuri and her big brother leo fell out`.)
    [...context.names, ...(context.children ?? [])].some((name) => name.toLowerCase() === first)
  )
    sentence = text;
  else if (first === 'both' && /^both (?:got|had) (?:a )?time[ -]?outs?\b/iu.test(text))
    // `both got a time out on the stairs` after a squabble: the two children who squabbled.
    sentence = `Both of them ${rest.replace(/\btime[ -]?out/iu, 'time-out')}`;
  else if (first === 'both' && /^both (?:said sorry|made up|hugged)\b/iu.test(text))
    // `both said sorry and hugged` after a squabble: the two who squabbled made up.
    sentence = `Both of them ${rest.replace(/\bhugged\b/iu, 'had a hug')}`;
  else if (
    lower.slice(1, 6).some(isVerb) &&
    // `both` and `they` of a clause alone are no one the story can tell.
    !SUBJECTS.test(first) &&
    first !== 'both' &&
    !text.slice(0, text.search(/\p{L}+ed\b/u)).includes(',')
  )
    sentence = text;
  if (!sentence) return undefined;
  // `slept loads and feeling a bit better by teatime`: how the child was after it, with its `was`.
  sentence = sentence.replace(/\b(and|but) (?=(?:feeling|looking|seeming) )/iu, '$1 was ');
  // `calpol at 7 and out like a light`: how the child was after it, with its `was`.
  sentence = sentence.replace(
    /\band (?=(?:out like a light|out cold|spark out|sparko|fast asleep|sound asleep|zonked|conked out)\b)/iu,
    'and was ',
  );
  if (heroIsSubject)
    sentence = sentence.replace(/\bwith (big|little|baby) (brother|sister)\b/giu, `with ${hero.his} $1 $2`);
  if (child) sentence = asHero(sentence, child, hero, heroIsSubject);
  sentence = pastTense(sentence);
  if (child && child !== hero.he) sentence = sentence.replace(/\bbig (boy|girl)\b/giu, 'big kid');
  // A toy's name said twice (`bun bun`) is a name.
  sentence = sentence.replace(/\b(\p{Ll}+) \1\b/gu, (pair, word: string) =>
    /^(very|so|really|no|bye|night|round|go|more)$/u.test(word)
      ? pair
      : DOUBLED.has(word)
        ? `${word}, ${word}`
        : `${capital(word)} ${capital(word)}`,
  );
  // (A bare `nanna` is spelt as the story spells her everywhere else, Nana; `Nanna Sue` keeps her own.)
  sentence = tidyProper(tidy(sentence.replace(/\bwe\b/giu, 'they'))).replace(
    CALLED,
    (word: string, _one: string, at: number, all: string) => {
      const next = all.slice(at + word.length).match(/^ (\p{L}+)/u)?.[1] ?? '';
      const named = /^\p{Lu}/u.test(next) || context.names.some((name) => name.toLowerCase() === next.toLowerCase());
      return word.toLowerCase() === 'nanna' && !named ? 'Nana' : capital(word.toLowerCase());
    },
  );
  // The day's names as the story spells them (`maggie`: `Maggie`).
  for (const name of context.names) {
    if (NOT_NAMES.has(name.toLowerCase())) continue;
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    sentence = sentence.replace(new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'giu'), name);
  }
  // A name after `called` (`made a friend called ruby`) and a friend from nursery (`met up w jack from nursery`).
  sentence = sentence
    .replace(
      /\b((?:friend|friends|boy|girl|dog|cat|puppy|kitten|bunny|rabbit|teddy|doll|pig|piglet|cow|calf|goat|sheep|lamb|horse|pony|donkey|hen|chicken|duck|hamster|tortoise|fish|bird|parrot) (?:called|named)) (\p{Ll}{2,})\b/gu,
      (_, called: string, name: string) => `${called} ${capital(name)}`,
    )
    .replace(
      /\b(with|met|met up with|and|saw) (\p{Ll}{2,}) (?=from (?:nursery|daycare|preschool|pre-school|playgroup|creche|kindy|school)\b)/gu,
      (pair, before: string, name: string) =>
        STOP.has(name) ||
        isVerb(name) ||
        NOT_NAMES.has(name) ||
        PEOPLE.has(name) ||
        /^(?:the|a|an|some|her|his|their|friends?|everyone|kids|children)$/u.test(name)
          ? pair
          : `${before} ${capital(name)} `,
    );
  // A friend the parent wrote in lower case who pushed or hit in a squabble (`and jack pushed her`): a name.
  sentence = sentence.replace(
    /\b(and|then|but) (\p{Ll}{3,}) (?=(?:pushed|hit|bit|kicked|snatched|grabbed|scratched|shoved)\s+(?:her|him|them)\b)/gu,
    (pair, before: string, name: string) =>
      STOP.has(name) ||
      PEOPLE.has(name) ||
      NOT_NAMES.has(name) ||
      /^(?:dog|cat|puppy|kitten|baby|brother|sister|bro|sis|kid|kids|boy|girl|friend|cousin|someone|somebody|everyone|nobody|he|she|they)$/u.test(
        name,
      )
        ? pair
        : `${before} ${capital(name)} `,
  );
  // `at aunt Kims`: a home written without its apostrophe is `Aunt Kim’s`.
  sentence = sentence.replace(
    // A short name that ends in a vowel (`auntie jos`: `Auntie Jo’s`, `auntie evies`) is one too; a long one
    // (`uncle Lucas`, `auntie Agnes`) is a name that ends in `s`, kept as it is.
    /\b(at|to|from|round|over at) (aunt|auntie|aunty|uncle|nana|nan|nanny|granny|grandma|grandpa|grandad|cousin) (\p{L}{2,}[^aeiosu\P{L}]|\p{L}{1,2}[aeio]|\p{L}+ie)s\b(?!['’])/giu,
    (_, at: string, who: string, name: string) => `${at} ${capital(who.toLowerCase())} ${capital(name)}’s`,
  );
  // `auntie agnes`: the name after an aunt or uncle is a name, with its capital (not `auntie and uncle`).
  sentence = sentence.replace(
    /\b(aunt|auntie|aunty|uncle) (\p{Ll}[\p{L}’']*)/giu,
    (pair, who: string, name: string) => {
      const word = name.replace(/[’'](?:s)?$/u, '').toLowerCase();
      return STOP.has(word) ||
        isVerb(word) ||
        NOT_NAMES.has(word) ||
        /^(?:and|or|to|on|at|in|who|as|is|\p{L}+ing)$/u.test(word)
        ? pair
        : `${capital(who.toLowerCase())} ${capital(name)}`;
    },
  );
  sentence = tidy(spelled(sentence))
    .replace(/[,\s]+$/u, '')
    .replace(/(\p{L})'(\p{L})/gu, '$1’$2')
    // `looked under the bed, in the toy box, in the car`: the last place searched after `and`.
    .replace(
      /(\b(?:looked|searched|checked|hunted)\b[^.!?]*?), ((?:in|under|behind|inside|on|down|by|at) [^,.!?]+)$/iu,
      '$1 and $2',
    )
    // `then playgroup and a walk to the shop`: a place gone to, then an outing, each with its own words.
    .replace(
      /\b(went to (?:the )?[\p{L}-]+(?: [\p{L}-]+)?) and (a|an) (walk|stroll|wander|scooter ride|bike ride|trip|swim|play)\b/iu,
      '$1, and then for $2 $3',
    );
  // A long clause of two doings joined by `and` (`made a den … out of blankets and the clothes horse and ate crisps in
  // it`): told as two sentences, the second by `then`, rather than lost.
  const twoDoings = sentence.match(
    /^(.+?) and (ate|had|watched|played|read|sang|made|built|baked|did|went|snuggled|cuddled|danced) ([^,]+)$/u,
  );
  if (sentence.split(' ').length > 22 && twoDoings?.[1] && twoDoings[1].startsWith(hero.name)) {
    const [, first = '', verb = '', rest = ''] = twoDoings;
    const they = first.startsWith(`${hero.name} and `) ? 'they' : hero.he;
    if (first.split(' ').length <= 22 && rest.split(' ').length <= 16)
      sentence = `${first}. Then ${they} ${verb} ${rest}`;
  }
  const count = Math.max(...sentence.split('. ').map((part) => part.split(' ').length));
  if (sentence.split(' ').length < 2 || count > 22) return undefined;
  // `teacher miss patel showed her …`: `Her teacher, Miss Patel, showed her …`, as a book introduces someone.
  sentence = sentence.replace(
    /^(?:[Tt]eacher|[Kk]ey ?worker) ((?:Miss|Mrs|Mr|Ms) \p{Lu}\p{Ll}+) (?=\p{Ll})/u,
    (_, who: string) => `${capital(hero.his)} teacher, ${who}, `,
  );
  // What a telling-off said to someone by name (`told him off, no stealing biscuit`): the words, quoted.
  sentence = sentence.replace(
    /\btold (him|her|them|it) off,? no (\p{Ll}+ing),? (\p{Lu}\p{Ll}+)$/u,
    (whole, him: string, doing: string, name: string) =>
      context.names.includes(name) ? `told ${him} off: “No ${doing}, ${name}!”` : whole,
  );
  // A hello or a goodnight to someone by name at the end (`whispered hello theo`): the child's words, quoted.
  sentence = sentence.replace(
    /\b(whispered|said|shouted|called|sang) (hello|hi|hiya|bye bye|bye|goodbye|goodnight|night night) (\p{Lu}\p{Ll}+)$/u,
    (whole, said: string, hello: string, name: string) =>
      context.names.includes(name) ? `${said}, “${capital(hello)}, ${name}.”` : whole,
  );
  const told = capital(context.afterHero ? afterHero(sentence, hero) : sentence);
  // A call that ends the sentence ends it with its own mark (`shouting, “Daddy!”`).
  return /[!?.]”$/u.test(told) ? told : ended(told);
}

/** Feasts and names every family writes the same way, written so. */
function tidyProper(text: string): string {
  let said = text;
  for (const [pattern, replacement] of PROPER)
    said =
      replacement === ''
        ? said.replace(pattern, (day) => day.toLowerCase().split(' ').map(capital).join(' '))
        : replacement === '$title'
          ? said.replace(pattern, (...found: string[]) => {
              const [whole = '', ...parts] = found;
              const words = parts.slice(0, whole.split(' ').length);
              return words
                .map((word, at) =>
                  at === words.length - 2 || at === words.length - 1 ? capital(word.toLowerCase()) : word,
                )
                .join(' ');
            })
          : said.replace(pattern, replacement);
  return said;
}

/**
 * A clause that begins with someone's `’s`: `Granny's in hospital` (is: `Granny was in hospital`), `daddys away`
 * (`Daddy was away`), `Maggie's been` (`had been`); a true possessive (`Daddy’s car broke down`) stays as written.
 */
function possessive(words: string[], second: string): string | undefined {
  const who = (words[0] ?? '').replace(/['’]s$/u, '');
  const rest = words.slice(1).join(' ');
  if (/^(she|he|it|that|there|what)$/iu.test(who)) return undefined;
  if (second === 'been') return `${who} had ${rest}`;
  if (second === 'got') return `${who} had ${words.slice(2).join(' ')}`;
  if (
    /^(in|at|away|home|off|out|back|up|down|not|so|very|still|really|retiring|leaving|going|coming|poorly|sick|ill)$/u.test(
      second,
    )
  )
    return /\bsince\b/iu.test(rest) ? `${who} had been ${rest}` : `${who} was ${rest}`;
  // (`died` is too short for the `-ed` test: `Grandpa’s old cat Whiskers died today.`)
  if (words.slice(2, 5).some((word) => isVerb(word.toLowerCase()) || /^died$/iu.test(word))) return `${who}’s ${rest}`;
  // `Mia's 3rd birthday party at the church hall`: `It was Mia’s third birthday party …`.
  if (/\b(party|birthday|wedding|christening|concert|show|sports day|nativity)\b/iu.test(words.slice(1, 5).join(' ')))
    return `It was ${who}’s ${rest}`;
  return undefined;
}

/** Scene 7's goodnight list: `Goodnight, Zuri, and goodnight, kind dentist.` */
const GOODNIGHTS = /(^|[.!?]\s+)goodnight, [^.!?]*[.!?]/giu;

/** A fall of the child's (`fell off the slide`), not falling asleep or out with a friend: the fall is a word of it. */
const A_FALL = /\b(?:fell|fall|falls|falling|fallen)\b(?! (?:asleep|out with|out over|in love))/iu;

/** What a child makes for someone (`drew her a picture`); a grown-up makes and buys things for the child too. */
const GIFTS = /^(drew|painted|wrote)$/u;

/** Words shouted in capitals, the rest of the clause small (`he shouted DADDYS CAR when he pulled up`). */
const SHOUTED_CAPS =
  /^(?:[Aa]nd\s+)?(?:(she|he|they)\s+)?(shouted|yelled|screamed|shrieked|squealed)\s+((?:[A-Z][A-Z'’]*\s+){0,5}[A-Z][A-Z'’]+)(?:[.!?]+)?(\s+(?:when|as)\s+.*)?$/u;

/** A clause that ends in words shouted in capitals, after `and` (`waited at the window and shouted DADDYS CAR`). */
const AND_SHOUTED =
  /^(.+?)\s+and\s+((?:shouted|yelled|screamed|shrieked|squealed)\s+(?:[A-Z][A-Z'’]*\s+){0,5}[A-Z][A-Z'’]+(?:[.!?]+)?(?:\s+(?:when|as)\s+.*)?)$/u;

/** A grown-up's haircut, then what the child did (`haircut for daddy and he sat on the bench eating raisins`). */
const GROWN_UP_CUT =
  /^(?:(?:and )?then )?(?:a )?(?:haircut|hair cut|trim) for (mummy|mommy|mum|mom|mama|daddy|dad|papa|nana|nanna|nan|nanny|granny|grandma|gran|grandad|grandpa|auntie|aunty|uncle),? (?:and|while|n) (she|he) (\p{L}.+)$/iu;

/**
 * A deed and then the child's own words without quote marks (`scribbled on it and said thats a digger`, `kept touching
 * her fringe and saying im all new`): the deed, then the words quoted.
 */
/** The child's words to someone named last (`don’t go in there again Ellie`): the name set off by a comma. */
function calledLast(words: string, names: readonly string[]): string {
  const last = words.match(/(?<![,\s])\s+([\p{L}'’-]+)$/u)?.[1];
  const called = [...names, 'Mummy', 'Daddy', 'Mum', 'Dad', 'Nana', 'Grandad', 'Grandma', 'Grandpa', 'Granny'];
  const name = called.find((one) => one.toLowerCase() === last?.toLowerCase());
  return name ? words.replace(/\s+([\p{L}'’-]+)$/u, `, ${name}`) : words;
}

const AND_SAID_BARE =
  /^(.+?),?\s+and\s+(said|saying|says)\s+((?:get better|get well|theres|there's|there’s|thats|that's|that’s|its|it's|it’s|im|i'm|i’m|i|this is|look|my|dont|don't|don’t|(?:mummy|daddy|mum|dad|mama|papa|nana|nanna|granny|grandma|grandad|grandpa) (?:can|will|is)|(?:mummy|daddy|mum|dad|mama|papa|nana|nanna|granny|grandma|grandad|grandpa),? (?:he|she|it|they|you) (?:cant|can't|can’t|wont|won't|won’t|is|isnt|isn't|isn’t|can|will)|(?:they|these|this|it) (?:make|makes|will make|will help|help|helps) (?:you|your)|(?:put|give|go|stop|leave|come|get|no|more|mine|my|want)(?=[\p{L}'’ ,]*\b(?:mummy|mommy|mama|mum|mom|daddy|dada|dad|papa|nana|nanna|granny|grandma|grandad|grandpa)[.!?]*$))\s+[\p{L}\p{N}'’ ,]+?)[.!?]*$/iu;

/** A stay away said without who was away (`been away since monday`): told of the grown-up named just before. */
const BEEN_AWAY = /^(?:had\s+|has\s+)?been\s+(away|gone|working away|off)\b(\s+(?:since|for|all)\b.*)$/iu;

/** Evening times that went without a fuss (`bath and bed no fuss`, `teeth n bed with zero drama`). */
const EVENING = '(?:bath ?time|bath|bed ?time|bed|teeth|dinner|tea|supper)';
const NO_FUSS = new RegExp(
  `^(${EVENING}(?:\\s*(?:,|and|&|\\+|n)\\s*${EVENING})*)\\s*[,-]?\\s*(?:with\\s+)?(?:no|zero|without (?:a|any)) (?:fuss|drama|tears|battles?|fights?|problems?)[.!\\s]*(?:lol)?[.!\\s]*$`,
  'iu',
);
const EVENING_TIMES: Record<string, string> = {
  bath: 'bath time',
  bathtime: 'bath time',
  'bath time': 'bath time',
  bed: 'bedtime',
  bedtime: 'bedtime',
  'bed time': 'bedtime',
  tea: 'teatime',
};

/** A grown-up of the family coming back home (`daddy got back at 6`, `nana came home today`). */
const RETURNED =
  /\b(daddy|mummy|mommy|dad|mum|mom|mama|papa|nana|nanny|granny|grandma|grandad|grandpa)['’]?s?\s+(?:got|came|is|was|arrived|finally got|finally came)\s+(back|home)\b/iu;

/**
 * Bed said as the parent's list (`calpol and straight to bed`, `bath and bed`): after what the hero had, the hero went
 * to bed (`Zuri had Calpol and went straight to bed.`).
 */
const toBed = (told: string | undefined) =>
  told
    ?.replace(/^(.+? had .+?) and (straight |off )?(?:to )?bed\.$/u, '$1 and went $2to bed.')
    // (`beans on toast for tea and asleep by 7`: had her tea and was asleep.)
    .replace(/^(.+? had .+?) and ((?:fast |sound )?asleep|out like a light|out cold|in bed)\b/u, '$1 and was $2')
    // (`pizza for tea and bath`: the meal, then the bath, never a bath for tea.)
    .replace(/^(.+? had .+? for (?:tea|dinner|supper)) (?:and|n|&) (?:a )?(bath|shower)\.$/u, '$1, then a $2.')
    // A great-grandparent is a relation, not a name (`her great-granny, Nanny Joan`).
    .replace(
      /\bgreat-(\p{Lu})(\p{Ll}+)\b/gu,
      (_all, first: string, rest: string) => `great-${first.toLowerCase()}${rest}`,
    )
    // (A parent says `was sick` to a three-year-old.)
    .replace(/(?<![\p{L}])vomited(?![\p{L}])/u, 'was sick');

/**
 * The parent's no that made the trouble (`meltdown in tesco cos i wouldnt buy the dinosaur magazine`): its reason, told
 * with the grown-up who said it where the story knows who writes (`because Mummy wouldn't buy the dinosaur magazine`).
 */
const PARENTS_NO =
  /,?\s+\b(?:because|cos|coz|cuz|bc|as) i (?:(wouldn['’]?t|didn['’]?t|couldn['’]?t|won['’]?t|said no to) ((?:buy|get|let|give) (?:him|her|them )?(?:the |a |an |any |some |more )?[\p{L} ]{2,40}?|(?:the |a |an |any |some |more )[\p{L} ]{2,40}?))\s*$/iu;

/**
 * A new brother or sister met or held (`met baby sister ruby tonight`) is the hero's own: `met her new baby sister Ruby`.
 */
const withFamily = (told: string | undefined, hero: R) =>
  told?.replace(
    /\b(met|meet|held|cuddled|hugged|kissed|visited) (?:the )?(baby|new|little|big) (sister|brother)\b/u,
    (_all, did: string, which: string, who: string) =>
      `${did} ${hero.his} ${which === 'baby' ? 'new baby' : which} ${who}`,
  );

/** A pet the parent names by its kind (`grandpas old cat whiskers`, `a turtle called shelly`): its name, capitalised. */
const PET_NAMED =
  /\b(?:cat|dog|kitty|kitten|puppy|rabbit|bunny|hamster|guinea pig|pony|horse|tortoise|turtle|goldfish|budgie)(?: called| named)? (\p{L}{3,})(?= (?:to sleep|down|died|passed away|has died)\b)|\b(?:called|named) (\p{L}{3,})\b/giu;

/** A pet named after its kind, at the end of a clause (`cuddle on the couch w the dog rufus`). */
const PET_NAMED_LAST =
  /\b(?:the|our|my|his|her) (?:cat|dog|kitty|kitten|puppy|rabbit|bunny|hamster|guinea pig|pony|tortoise|goldfish|budgie) (\p{L}{3,})(?=\s*(?:[.,!?;:)]|$|\s(?:and|n|who|was|is)\b))/giu;
/** A pet named before what it is (`took biscuit our old cat to the vets`, `walked rolo, our dog`): its name. */
const PET_NAMED_FIRST =
  /\b(?:took|take|taking|with|fed|feed|feeding|walked|walk|walking|cuddled|stroked) (\p{L}{3,}),? (?:our|my|his|her|the) (?:(?:old|new|little|poor|baby|big) )?(?:cat|dog|kitty|kitten|puppy|rabbit|bunny|hamster|guinea pig|pony|tortoise|goldfish|budgie)\b/giu;
/** A pet named before its kind, then what befell it (`biscuit the hamster died in the night`): its name. */
const PET_NAMED_THE =
  /(?:^|[.!?,;:]\s*|\b(?:poor|our|my|and|rip)\s)(\p{L}{3,}) the (?:(?:old|new|little|poor|baby|big) )?(?:cat|dog|kitty|kitten|puppy|rabbit|bunny|hamster|guinea pig|pony|tortoise|turtle|fish|goldfish|budgie)(?= (?:died|has died|passed away|had to be put to sleep|was put to sleep|was|is|had)\b)/giu;
const NOT_PET_NAMES =
  /^(?:bowl|food|bed|lead|leash|park|walk|toy|toys|basket|door|flap|cage|tank|hair|house|kennel|treats?|biscuits?|groomers?|sitter|vets?|too|again|today|tonight|outside|inside|everywhere|lol)$/u;

/**
 * A friend named by what friends do (`poppy said shes not her friend anymore`, `poppys mum messaged`): a name, even one
 * that is also a grandparent's (`Poppy`), since a grandparent is never `not her friend` or has a mum who messaged.
 */
const FRIEND_NAMED =
  /\b(\p{L}{3,}) (?:said|says|told her|told him) (?:that )?(?:she|he|they)(?:['’]?s|['’]?re| is| was| were|s)? (?:not|no longer|never) (?:her|his|their|my|your|ur) (?:best )?(?:friend|mate|bestie|bff)|\b(\p{L}{3,})['’]?s (?:mum|mummy|mom|mommy|mam|dad|daddy) (?:messaged|texted|rang|called|phoned|invited)/giu;

function names(description: string): string[] {
  const lower = description.toLowerCase();
  const friends = [...description.matchAll(FRIEND_NAMED)]
    .map((match) => (match[1] ?? match[2] ?? '').toLowerCase())
    // (A name read before a bare `s` is a name only where the day also writes it bare: `poppys mum` with `poppy said`.)
    .filter((word, _at, all) => word !== '' && (all.length > 1 || new RegExp(`\\b${word}\\b`, 'u').test(lower)))
    .filter((word) => !SUBJECTS.test(word) && (word === 'poppy' || !PEOPLE.has(word)));
  const found = [
    ...[...description.matchAll(PET_NAMED)].map((match) => (match[1] ?? match[2] ?? '').toLowerCase()),
    ...[...description.matchAll(PET_NAMED_FIRST)].map((match) => (match[1] ?? '').toLowerCase()),
    ...[...description.matchAll(PET_NAMED_THE)].map((match) => (match[1] ?? '').toLowerCase()),
    ...[...description.matchAll(PET_NAMED_LAST)]
      .map((match) => (match[1] ?? '').toLowerCase())
      .filter((word) => !NOT_PET_NAMES.test(word)),
  ].filter((word) => word !== '' && !STOP.has(word) && !PAST.has(word) && !SUBJECTS.test(word) && !isVerb(word));
  // An aunt or an uncle by name, written in lower case (`with auntie jess`): the name is a name.
  const kin = [...description.matchAll(/\b(?:auntie|aunty|aunt|uncle) (\p{Ll}{2,})\b/gu)]
    .map((match) => match[1] ?? '')
    .filter(
      (word) =>
        !STOP.has(word) &&
        !PAST.has(word) &&
        !SUBJECTS.test(word) &&
        !isVerb(word) &&
        !NOT_NAMES.has(word) &&
        !PEOPLE.has(word) &&
        !/^(?:and|or|to|on|at|in|who|as|is|came|come|\p{L}+ing|\p{L}+[^s]s)$/u.test(word),
    );
  // A friend whose home the day went to (`playdate at amara's house`), and their grown-up by name after it (`her mum
  // priya made pancakes`): names, written in lower case.
  const visited = [...lower.matchAll(FRIEND_VISITED)]
    .map((match) => match[1] ?? '')
    .filter((word) => !PEOPLE.has(word) && !STOP.has(word) && !SUBJECTS.test(word));
  const theirGrownUps =
    visited.length === 0
      ? []
      : [...lower.matchAll(/\b(?:her|his|their) (?:mum|mummy|mom|mommy|dad|daddy) (\p{Ll}{3,})\b/gu)]
          .map((match) => match[1] ?? '')
          .filter((word) => !isVerb(word) && !STOP.has(word) && !PAST.has(word) && !PEOPLE.has(word));
  // Whoever looked after the day by name, however short (`the vet was called jo`): a name.
  const helpers = [...lower.matchAll(HELPER_CALLED)]
    .map((match) => match[1] ?? '')
    .filter((word) => !STOP.has(word) && !PAST.has(word) && !SUBJECTS.test(word) && !isVerb(word));
  return [...new Set([...friends, ...found, ...kin, ...visited, ...theirGrownUps, ...helpers])].map((word) =>
    capital(word),
  );
}

/** A vet, a doctor or a nurse by name (`the vet was called jo`): the name, two letters or more. */
const HELPER_CALLED =
  /\b(?:vet|doctor|dr|nurse|dentist|lady|man|teacher|lifeguard|librarian)(?: was| is)? (?:called|named) (\p{L}{2,})\b/gu;

/** A friend's home the day went to (`playdate at amara's house`, `went round to ellas place`): whose it is. */
const FRIEND_VISITED =
  /\b(?:playdate|play date|round|over|tea|went|go|going) (?:at|to) (\p{Ll}{3,})['’]?s (?:house|place|flat)\b/gu;

/** A grown-up's switch (`put the sprinkler on`, `fan on`): the grown-up did it, not the child. */
const SWITCHED_ON =
  /^(?:so )?(?:put|turned|switched) the (sprinklers?|fan|heating|heater|aircon|air con|paddling pool|hose) on\b(.*)$/iu;

/**
 * The retold sentence said as the parent meant it: a feat and the child's pride in it (`he did it, so proud of
 * himself`) as a cheer, a turn given up (`she even let him go first`) as the kindness it was, the baby's hand held and
 * what the child said of her (`held her hand n said shes so tiny`) in the child's own words, and a grown-up's switch
 * turned on by the grown-up.
 */
function afterTelling(told: string | undefined, clause: string, context: RetellContext): string | undefined {
  if (!told) return told;
  // A friend's grown-up is the friend's mum, not the child's own Mummy (`Poppy’s Mummy`: `Poppy’s mum`).
  told = told.replace(/\b(\p{Lu}\p{Ll}+’s) (Mummy|Daddy)\b/gu, (_, whose: string, who: string) =>
    whose === `${(context.hero as R).name}’s` ? `${whose} ${who}` : `${whose} ${who === 'Mummy' ? 'mum' : 'dad'}`,
  );
  const hero = context.hero as R;
  // How it felt, tacked on bare after a comma (`knocked a cup of juice all over the rug, bit of a panic`): said whole.
  told = told.replace(
    /, (?:a )?(bit of a|little bit of a|real|right|total) (panic|drama|mess|kerfuffle|disaster|palaver|faff)([.!])$/u,
    (_all, how: string, what: string, end: string) => `, and there was a ${how} ${what}${end}`,
  );
  const switched = clause.trim().match(SWITCHED_ON);
  if (switched && told.startsWith(`${hero.name} `))
    return `${context.parent ?? 'A grown-up'} put the ${(switched[1] ?? '').toLowerCase()} on${told.slice(told.indexOf(' on') + 3)}`;
  const feat = told.match(/^(\S+) did it, and was so proud of (himself|herself|themselves)\.$/u);
  if (feat) {
    const who = feat[1] === capital(hero.he) || feat[1] === hero.name ? hero.he : (feat[1] ?? '');
    return `And ${who} did it! ${hero.name} was so proud of ${feat[2]}.`;
  }
  const baby = told.match(
    /^(.+?) held (her|his) (?:little |tiny )?hand and said (?:that )?(she|he) (?:was|is|’s|'s) so (\p{L}+)\.$/u,
  );
  if (baby) {
    // (The baby just met, by name: `met her new baby sister Ruby, held Ruby’s little hand`.)
    const met = baby[1]?.match(
      /\bmet (?:her|his|their) (?:new )?(?:baby )?(?:sister|brother|cousin) (\p{Lu}\p{L}+)/u,
    )?.[1];
    return `${baby[1]} held ${met ? `${met}’s` : baby[2]} little hand and whispered, “${capital(baby[3] ?? '')}’s so ${baby[4]}!”`;
  }
  // A pet by the family's name for it first (`the dog rufus`: `Rufus the dog`).
  told = told.replace(
    /\bthe (dog|puppy|cat|kitten|bunny|rabbit|hamster|guinea pig|goldfish|fish|budgie|tortoise|pony|horse) (\p{Lu}\p{Ll}+)\b/u,
    '$2 the $1',
  );
  told = told.replace(YELLED, (_, yelled: string, words: string, mark: string) => {
    // `shouted no at everything`: the word said is quoted, at whom or when it was said is told after it.
    const at = words
      .trim()
      .match(/^(no|stop|mine)\s+((?:at|to) .+|all (?:day|morning|afternoon|evening)\b.*|(?:every|each) time\b.*)$/iu);
    if (at) return `${yelled.toLowerCase()} “${capital(at[1] ?? '')}!” ${at[2]}${mark || '.'}`;
    return `${yelled.toLowerCase()}, “${capital(words.trim())}${mark === '?' ? '?' : '!'}”`;
  });
  // An animal or a train called out at the window (`shouting cow every 5 mins`): the child's own word, quoted.
  told = told.replace(
    /\b(shouting|shouted|yelling|yelled|calling out|called out) (cows?|moo|sheep|baa|horses?|tractors?|trains?|bus|buses|diggers?|ducks?|planes?|doggy|choo choo)\b(?![’'”])/u,
    (_, called: string, word: string) => `${called} “${capital(word)}!”`,
  );
  told = told.replace(/(“\p{Lu}[\p{L} ]*!”)\.$/u, '$1');
  if (/\blet (?:him|her|them|\p{Lu}\p{L}+) (?:go first|have a go|have (?:a|the first) turn)\.$/u.test(told))
    return `${told} That was very kind of ${hero.him}.`;
  return told;
}

/** The grown-ups telling or showing the child something (`we told her today`). */
const WE_TOLD = /^we (?:told|showed|reminded|explained to|promised) (her|him)\b/iu;

/**
 * The child's relation after someone else's name (`grandma Rose and her big cousin Maya came`): the hero's, by name, as
 * `her` there reads as Grandma Rose's.
 */
function withWhose(told: string | undefined, hero: R): string | undefined {
  if (!told) return told;
  const lead = told.match(
    /^((?:Grandma|Grandpa|Grandad|Granny|Gran|Nana|Nanna|Nan|Nanny|Nonna|Nonno|Oma|Opa|Auntie|Aunty|Aunt|Uncle|Mummy|Mommy|Daddy|Mum|Mom|Dad|Meemaw|Mamaw|Papaw|Poppa|Pop|Grandad)(?: \p{Lu}\p{L}+)?) and (her|his|their) ((?:big |little |baby |older |younger |best )?(?:cousin|cousins|sister|brother|friend|buddy|bestie|mate)s?\b)/u,
  );
  if (!lead || lead[1] === hero.name || lead[2] !== hero.his) return told;
  return `${lead[1]} and ${hero.name}’s ${lead[3]}${told.slice(lead[0].length)}`;
}

/** Who the teacher is and what they said of the child, without quote marks (`miss patel said at pick up that he …`). */
const HEARD_AT_PICKUP =
  /^((?:(?:the|his|her|their) )?(?:nursery |swimming |preschool )?(?:teacher|key ?worker|childminder)(?: (?:miss|mrs|mr|ms) \p{L}+)?|(?:miss|mrs|mr|ms) \p{L}+) (?:said|told me|told us)(?: (at pick[- ]?up|at home time|at collection|when i picked (?:him|her|them) up))?(?: that)? (she|he|they) (\p{L}.+)$/iu;

/** A clause told whole: the reteller's rules, the family's words and what the parent told the child. */
function retellAll(raw: string, context: RetellContext): string | undefined {
  // `we told her today`: the grown-up told the child; the child is no teller of her own news.
  const teller = context.parent ?? context.grownUps[0];
  const clause =
    teller &&
    WE_TOLD.test(raw) &&
    raw.match(WE_TOLD)?.[1]?.toLowerCase() === (context.childPronoun === 'he' ? 'him' : 'her')
      ? raw.replace(/^we\b/iu, teller)
      : raw;
  const no = context.parent ? clause.match(PARENTS_NO) : null;
  const told = afterTelling(
    withFamily(toBed(retell(no ? clause.slice(0, no.index) : clause, context)), context.hero as R),
    clause,
    context,
  );
  if (!no || !told) return withWhose(told, context.hero as R);
  const why = clean(`${no[1] ?? ''} ${no[2] ?? ''}`)
    .replace(/\bwon['’]t\b/iu, "wouldn't")
    .replace(/'/gu, '’');
  return `${told.slice(0, -1)} because ${context.parent} ${why.charAt(0).toLowerCase()}${why.slice(1)}.`;
}

/**
 * A birthday the day tells of someone else (`big sister maya turned 6 today`, `her cousins birthday`, `it was leos
 * bday`): not the child's own, whoever `she` or `he` is.
 */
const OTHERS_BIRTHDAY =
  /\b(?:sister|brother|sis|bro|cousin|friend|mate)\b[^.!?\n]{0,30}\b(?:turned|turning|birthday|bday|b-day)\b|\b(?:sister|brother|sis|bro|cousin|friend|mate)['’]?s (?:\p{L}+ )?(?:birthday|bday|b-day|party)\b/iu;

/** A class or a lesson that did not happen, said bare (`no swimming today`): what, and when. */
const LESSON_OFF =
  /^(?:and\s+)?no (swimming|swimming lesson|swim lesson|ballet|gymnastics|football|footy|music class|rhyme time|story time|tumble tots|dance class|baby group|toddler group|soft play)(?: (today|this week|tomorrow))?[.!\s]*$/iu;

/** A headline of the day said bare (`DISASTER this morning`): how big, the word, and when. */
const HEADLINE =
  /^(?:a )?(?:(bit of a|little|big|real|total) )?(disaster|drama|chaos|kerfuffle|palaver|nightmare)!*,? (this morning|this afternoon|this arvo|this evening|tonight|today|at (?:breakfast|lunch|teatime|tea time|dinner|bedtime|bed time|bath time|bathtime|drop ?off|pick ?up|nursery|the shops))[.!\s]*$/iu;

/** Something had, said bare before when (`pancakes this morning`): what, and when. */
const FOOD_WHEN =
  /^(?:and |then )?((?:\p{L}+ ){0,3}\p{L}+) (this morning|this afternoon|this arvo|this evening|tonight|at breakfast|at lunch|at lunchtime|at teatime|at tea|at dinner|after nap|after nursery)[.!\s]*$/iu;

/** A place written bare and without its `the`, before when or with whom (`park this afternoon with nana`). */
const BARE_PLACE =
  /^(park|beach|zoo|aquarium|museum|library|playground|pool|shops|farm|woods|market)(?= (?:this (?:morning|afternoon|arvo|evening)|with|w|after (?:lunch|nap|nursery|school)|before (?:lunch|nap|tea))\b)/iu;

/** A friend's grown-up named after whose they are (`her mum priya made pancakes`): the word for them, the name, the rest. */
const FRIENDS_GROWN_UP = /^(?:and |then )?(?:her|his|their) (mum|mummy|mom|mommy|dad|daddy) (\p{L}{3,})(\s+\p{L}.*)$/iu;
/** The friend's home the day went to before (`at amara's house`, `round ellas place`): whose it is. */
/** A riddle, question then answer (`why did the banana go to the doctor, cos it wasnt peeling well`). */
const JOKE =
  /^((?:why|what|how|where) (?:did|do|does|is|was) [^,?!.]{3,60}?)[?,!\s]+(?:cos|coz|cuz|cause|because|bc|becos) ([^?!.]{3,50}?)[!.\s]*$/iu;

const FRIENDS_HOME = /\b(\p{L}{3,})['’]?s (?:house|place|home|flat)\b/gu;

export const en: Reteller = {
  clauses,
  retell: (raw, context) => {
    // A riddle the child told (`why did the banana go to the doctor, cos it wasnt peeling well`): the joke, quoted,
    // question and answer.
    const joke = raw.trim().match(JOKE);
    if (
      joke?.[1] &&
      joke[2] &&
      /\bjokes?\b/iu.test(context.description ?? '') &&
      !/\b(?:i|my|me|we|us)\b/iu.test(raw)
    ) {
      const said = (words: string) =>
        tidy(spelled(words.toLowerCase())).replace(
          /\b(was|is|did|does|do|could|ca|wo|were|has|had)n['’]?t\b/giu,
          '$1n’t',
        );
      return `“${capital(said(joke[1]))}? Because ${said(joke[2])}!”`;
    }
    // A deed and the child's own words screamed through it (`lay on the floor by the tills screaming i want it i want
    // it`): the deed, then the words quoted, each said again its own cry (`“I want it! I want it!”`).
    const cried = raw.trim().match(CRIED_WORDS);
    if (cried?.[1] && cried[2] && cried[3] && !/\b(?:i|i'm|i’m|my|me)\b/iu.test(cried[1])) {
      const deed = retell(cried[1], { ...context, afterHero: false });
      const words = cried[3]
        .trim()
        .split(/\s+(?=(?:i want|i need|i wanna|no|i don['’]?t|i dont)\b)/iu)
        .map((one) => `${childWords(one)}!`)
        .join(' ');
      if (deed?.startsWith(`${(context.hero as R).name} `))
        return `${deed.replace(/[.!?]$/u, '')}, ${cried[2].toLowerCase()}, “${words}”`;
    }
    // What the teacher told the parent of the child's day (`miss patel said at pick up that he played trains all
    // morning`): the teacher's news, told of the hero by name, with when it was said.
    const heard = raw.trim().match(HEARD_AT_PICKUP);
    const hero = context.hero as R;
    if (
      heard?.[1] &&
      (heard[2] || /\bthat (?:she|he|they) /iu.test(raw)) &&
      heard[3] &&
      heard[4] &&
      (!context.childPronoun || FORMS[context.childPronoun].he === heard[3].toLowerCase())
    ) {
      const news = retellAll(`${heard[3]} ${heard[4]}`, context);
      if (news?.startsWith(`${hero.name} `)) {
        const teacher = heard[1]
          .toLowerCase()
          .replace(/^(?:his|her|their) /u, `${hero.name}’s `)
          .replace(
            /\b(miss|mrs|mr|ms) (\p{L}+)/u,
            (_all, title: string, name: string) => `${capital(title)} ${capital(name)}`,
          );
        // (The hero named once: `Bear’s key worker said that he …`.)
        const told = teacher.startsWith(`${hero.name}’s `) ? `${hero.he}${news.slice(hero.name.length)}` : news;
        return heard[2] ? `At pick-up, ${teacher} said that ${told}` : `${capital(teacher)} said that ${told}`;
      }
    }
    // A friend's grown-up by name (`playdate at amara's house, her mum priya made us all pancakes`): the friend's mum,
    // named, never the child's own Mummy.
    const friends = raw.trim().match(FRIENDS_GROWN_UP);
    const grownUp = friends?.[2]?.toLowerCase() ?? '';
    if (friends && !isVerb(grownUp) && !STOP.has(grownUp) && !PAST.has(grownUp) && !PEOPLE.has(grownUp)) {
      const said = context.description?.toLowerCase() ?? '';
      const at = said.indexOf(raw.trim().toLowerCase());
      const homes = [...(at > 0 ? said.slice(0, at) : '').matchAll(FRIENDS_HOME)]
        .map((home) => home[1] ?? '')
        .filter((one) => !PEOPLE.has(one) && !STOP.has(one) && one !== hero.name.toLowerCase());
      const friend = homes.at(-1);
      const name = capital(grownUp);
      const told = friend
        ? retellAll(`${name}${friends[3] ?? ''}`, { ...context, names: [...context.names, name] })
        : undefined;
      if (friend && told?.startsWith(`${name} `)) {
        const who = /^(?:dad|daddy)$/iu.test(friends[1] ?? '') ? 'dad' : 'mum';
        return `${capital(friend)}’s ${who}, ${name},${told.slice(name.length)}`;
      }
    }
    // A fever read off the thermometer, written bare on a poorly day (`38.5 this morning so no nursery`): the
    // child's temperature, with when.
    const fever = raw.trim().match(FEVER_BARE);
    if (
      fever?.[1] &&
      /\b(?:temp|temperature|fever|feverish|poorly|sick|unwell|calpol|nurofen|ibuprofen|hot)\b/iu.test(
        context.description ?? '',
      )
    )
      return `${capital(hero.his)} temperature was ${fever[1]}${fever[2] ?? ''}.`;
    // What was put on for the weather, written bare (`so wellies on and we jumped in every puddle`): the child put
    // it on, their own.
    const worn = raw.trim().match(WORN_BARE);
    if (worn?.[1])
      return `${hero.name} put on ${hero.his} ${worn[1].toLowerCase().replace(/\b(?:his|her|their) /gu, '')}.`;
    const told = retellAll(raw, context);
    if (told !== undefined) return told;
    // A treat or a meal said bare with when (`pancakes this morning`, `ice cream this arvo`): the hero had it then,
    // only where nothing else told it (`nursery christmas party this morning` is the nursery's day).
    const food = raw.trim().match(FOOD_WHEN);
    const had = food?.[1] && !wordsOf(food[1]).some(isVerb) ? hadPhrase(food[1]) : undefined;
    if (food?.[2] && had) return `${hero.name} had ${had} ${food[2].toLowerCase()}.`;
    // A place written bare without its `the` (`park this afternoon with nana`): the park, like `the park with nana`.
    if (BARE_PLACE.test(raw.trim())) {
      const placed = retellAll(`the ${raw.trim()}`, context);
      if (placed) return placed;
    }
    return undefined;
  },
  names,
  keys: (clause) => [
    ...new Set([
      ...keyWords(
        // (The child called by a pet word is the child, no monkey or pickle of the day: `my little monkey knocked`.)
        clean(clause.trim().replace(PET_NAME, '').replace(PET_WORD, ''))
          .replace(/['’]s\b/gu, '')
          // (`took turns in the end`: how it ended, no end of a tunnel or a tank the story names.)
          .replace(/\bin the end\b/giu, '')
          .replace(/\b(car) (wash)\b|\b(soft) (play)\b|\b(rhyme) (time)\b/giu, '$1$2$3$4$5$6'),
        STOP,
        { min: 3, stem: 99 },
      ).map((word) => (WHOLE.has(word) ? word : stem(word))),
      // A grown-up coming back (`daddy got back at 6`) is all family and stop words, yet the day's happy end: it is
      // told when the story has the grown-up and the coming back.
      ...(clause
        .match(RETURNED)
        ?.slice(1, 3)
        .map((word) => word.toLowerCase()) ?? []),
      // The child's own words (`said shes so tiny`) are told only by themselves.
      ...(clause.match(/\bsaid (?:she|he|it)['’]?s (so \p{L}+)/iu)?.slice(1, 2) ?? []).map((words) =>
        words.toLowerCase(),
      ),
      // The child's own words said bare (`said hes my baby too`) are told only by themselves: by their second and
      // third words, which carry no apostrophe the story adds (`He’s my baby too`).
      ...[...clause.matchAll(SAID_BARE)].map((said) =>
        (said[1] ?? '').toLowerCase().trim().split(/\s+/u).slice(1, 3).join(' '),
      ),
      // Who said sorry first (`amara said sorry first and gave him the crayon back`) is not told by a sorry the
      // story says of both: the clause is told.
      ...(/\bsorry first\b|\bfirst to say sorry\b/iu.test(clause) ? ['first'] : []),
      // A turn given after a sorry (`ruby said sorry and gave her a go`) is not told by a sorry the story says of both.
      ...(clause.match(/\bgave (?:her|him|them) (?:a go|a turn|a try|a ride|a shot)\b/iu)?.slice(0, 1) ?? []).map(
        (gave) => gave.toLowerCase(),
      ),
      // A grown-up letting go of the bike or the float (`then let go and she didnt even notice`) is the moment the
      // child went alone: all short and stop words, yet told.
      ...(/\blet (?:go|(?:her|him|them) go)\b(?! of\b)/iu.test(clause) ? ['let go'] : []),
      // `fell off the slide` is not told by a slide the story names: the fall is told, or the clause is.
      ...(A_FALL.test(clause) ? ['fell'] : []),
      // `but only laughed`: a fall laughed off is not told by children laughing somewhere else in the story.
      ...(A_FALL.test(clause) ? (clause.match(/\b(only|just)(?= (?:laughed|giggled)\b)/iu)?.slice(1, 2) ?? []) : []),
    ]),
  ],
  // The goodnight list names what the story told; it tells nothing itself (`Goodnight, kind dentist.` is no visit).
  // A doing typed as `-ing` is told by its past too (`feeding the lambs` beside `fed the lambs with a bottle`).
  has: (text, key) => {
    // (Its two-word places joined as the keys join them: `soft play` typed is told by `went to soft play`.)
    const told = text
      .replace(GOODNIGHTS, '$1')
      .replace(/\b(car) (wash)\b|\b(soft) (play)\b|\b(rhyme) (time)\b/giu, '$1$2$3$4$5$6');
    const past = PAST_OF_KEY.get(key);
    const also = SAID_ALSO.get(key);
    return (
      hasWordStart(told, key) ||
      (past !== undefined && hasWordStart(told, past)) ||
      also?.some((one) => hasWordStart(told, one)) === true
    );
  },
  afternoon:
    /(?<![\p{L}])(?:afternoon|after lunch|after (?:her|his|their|the|a) nap|arvo|this pm|in the pm|(?:til|till|until) (?:tea|teatime|dinner|supper))(?![\p{L}])/iu,
  morning:
    /\b(this morning|all morning|first thing|breakfast|brekkie|brekky|drop[- ]?off|woke up|wake up|woken|before nursery|before daycare|before school)\b/iu,
  // A bed looked under is no bedtime (`we looked under the bed, in the toy box` for a lost toy in the morning).
  // A feast's night (`bonfire night`, `fireworks night`) is the whole day's, not the evening's; a bubble beard is
  // the bath's. A `night night` said is a goodbye, at any hour (`put a daisy on top and said night night bubbles`).
  // (A feast's night is the feast's day, not the evening: `first night of hanukkah at bubbe's`; play `til tea` is
  // the afternoon's.)
  evening:
    /\b((?<!\b(?:til|till|until|before) )(?:tea|teatime|tea time|dinner|dinnertime|supper|suppertime)|bath|bathtime|(?<!\b(?:under|behind|beside|flower|veg|raised|bunk|sofa) (?:the |his |her |my |their |our )?)bed|bedtime|(?<!(?:bonfire|fireworks?|guy fawkes|movie|games|pizza|quiz|night|nighty) )night(?! night\b| of (?:hanukkah|chanukah|hannukah|channukah|passover|pesach|kwanzaa|ramadan|diwali|navratri))|asleep|sleep|zonked|conked|sparko|pyjamas|evening|tonight|went down (?:fine|easy|easily|well|really well|no bother|like a dream|without a fuss)|flannel|washcloth|face cloth|(?:quick|little|a) wash|bubble beard)\b/iu,
};
