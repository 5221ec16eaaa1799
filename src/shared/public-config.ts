/** `GET /api/config`: the public flags the client needs before anyone signs in. */
export type PublicConfig = {
  languages: readonly string[];
  contactEmail: string;
  googleSignIn: boolean;
  accessGate: boolean;
  donation: { url: string; imageCostUsd: number; storyCostUsd: number } | null;
};
