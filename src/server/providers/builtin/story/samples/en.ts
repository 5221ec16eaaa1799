import type { SampleDay } from './types.ts';

export const en: SampleDay[] = [
  {
    description:
      'We fed the ducks at the pond and grandma came along. Then she fell off her scooter and scraped her knee.',
    expect: 'ducks and grandma in the park; the fall from the scooter is the uh-oh, comforted',
  },
  {
    description: 'Our old dog Rex died today.',
    typed: ['went to the playground'],
    expect: 'told gently, no happy dog',
  },
  {
    typed: ['ate spaghetti for dinner', 'painted a rainbow', 'went to the beach'],
    expect: 'spaghetti at supper, beach and painting in order',
  },
  { description: 'He was poorly with a fever and stayed home all day watching the rain.', expect: 'a sick, quiet day' },
  {
    description: 'First day at nursery! She was a bit shy but made a new friend called Ava.',
    expect: 'shy at first, a friend; the name Ava is not needed',
  },
  {
    description: 'Daddy took us to the farm, we saw cows and a tractor and had ice cream.',
    expect: 'farm, cows, tractor, ice cream',
  },
  { typed: ['karate class', 'video call with auntie'], expect: 'karate unknown: told without quoting it; auntie' },
  {
    description: 'It was her birthday! Cake, balloons and all her friends.',
    expect: 'a birthday with cake and balloons',
  },
];
