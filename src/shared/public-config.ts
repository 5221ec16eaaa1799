/** `GET /api/config`: the public flags the client needs before anyone signs in. */
export type PublicConfig = {
  languages: readonly string[];
  contactEmail: string;
  googleSignIn: boolean;
  accessGate: boolean;
  donation: { url: string; imageCostUsd: number; storyCostUsd: number } | null;
  /** Which providers this server has configured: flags only, never an address, model or key. */
  providers: {
    /** A language model writes the stories (else the built-in storyteller). */
    storyModel: boolean;
    /** A picture model draws the scenes (else the built-in illustrator). */
    imageModel: boolean;
    /** The server reads stories aloud (else the device's own voice). */
    serverSpeech: boolean;
  };
};
