/** What a parent might write about a day, in one language: used for sample stories, tests and benchmarks. */
export type SampleDay = {
  /** The free-text description of the day (the parent's own words, often first person). */
  description?: string;
  /** Activities the parent typed instead of picking them. */
  typed?: string[];
  /** What the story must do with it, for a reader checking the samples. */
  expect: string;
};
