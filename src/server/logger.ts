import pino from 'pino';
import type { Config } from './config.ts';

export type Logger = pino.Logger;

export function createLogger(config: Pick<Config, 'logLevel' | 'env'>, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      base: { service: 'bedtime-stories' },
      // Never log credentials or the child's name, whatever path a log call takes.
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          '*.password',
          '*.token',
          '*.childName',
          '*.secretAccessKey',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
