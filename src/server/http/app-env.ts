import type { Logger } from '../logger.ts';

export type SessionUser = { id: string; email: string; name: string; emailVerified: boolean };

/** Per-request values set by the app's middleware. */
export type AppEnv = {
  Variables: {
    requestId: string;
    log: Logger;
    /** Set by `requireUser` on protected routes. */
    user: SessionUser;
    sessionId: string;
  };
};
