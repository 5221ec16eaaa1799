import type { Logger } from '../logger.ts';

/** Per-request values set by the app's middleware. */
export type AppEnv = {
  Variables: {
    requestId: string;
    log: Logger;
  };
};
