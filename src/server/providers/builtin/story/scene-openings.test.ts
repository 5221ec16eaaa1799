// A scene's first line that says nothing of its own (`In the middle of the day, he had a quiet moment at home.`) gives
// way to the parent's words right after it, so a trouble at the barber's is never told as a moment on the sofa.
import { describe, expect, it } from 'vitest';
import { storyOfDay } from './day-story.ts';

const SEEDS = ['o1', 'o2', 'o3', 'o4', 'o5', 'o6'];
const AT_HOME = /at home|came home|sofa|cosy corner|cushion/u;

describe('a scene that opens on nothing of its own', () => {
  it('opens on the trouble the parent wrote, not on a quiet moment at home', () => {
    const day =
      'first haircut at the barbers, sat on the big booster seat like a big boy. cried when the clippers buzzed but the man gave him a lolly';
    for (const seed of SEEDS) {
      const three = storyOfDay('en', day, { seed }).scenes[2]?.text ?? '';
      expect(three, seed).not.toMatch(AT_HOME);
      expect(three.split(/(?<=[.!?”])\s+/u)[0], seed).toMatch(/clippers/u);
    }
  });

  it('opens the morning on the parent’s own happening, not a made-up game', () => {
    const day = 'baby brother Alfie came home from hospital today!! she was so gentle, kissed his head';
    for (const seed of SEEDS) {
      const two = storyOfDay('en', day, { seed }).scenes[1]?.text ?? '';
      expect(two, seed).toMatch(/^Baby brother Alfie came home/u);
    }
  });

  it('never says the hero came home when the day was at home', () => {
    const day =
      'baby brother Alfie came home from hospital today!! bit jealous at teatime, threw her peas on the floor';
    for (const seed of [...SEEDS, 'o7', 'o8', 'o9', 'o10']) {
      const three = storyOfDay('en', day, { seed }).scenes[2]?.text ?? '';
      expect(three, seed).not.toMatch(/came home and sat/u);
    }
  });
});
