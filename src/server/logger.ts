import pino from 'pino';
import type { Config } from './config.ts';

export type Logger = pino.Logger;

/** The error as pino writes it, without the parameters a failed query quotes in its message and `params`. */
function withoutQueryParameters(error: unknown): unknown {
  const serialized = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  if (typeof serialized !== 'object' || serialized === null) return serialized;
  const cleaned: Record<string, unknown> = { ...serialized };
  for (const key of ['message', 'stack'] as const) {
    const text = cleaned[key];
    if (typeof text === 'string')
      cleaned[key] = text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/u, '\nparams: [redacted]');
  }
  if ('params' in cleaned) cleaned.params = '[redacted]';
  return cleaned;
}

export function createLogger(config: Pick<Config, 'logLevel' | 'env'>, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      base: { service: 'bedtime-stories' },
      // Never log credentials or a name of the family (children, grown-ups, pets, tonight's friends), whatever path a
      // log call takes.
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          '*.password',
          '*.token',
          '*.childName',
          '*.family',
          '*.friends',
          '*.moments',
          'family',
          'friends',
          'moments',
          '*.secretAccessKey',
        ],
        censor: '[redacted]',
      },
      // A failed database query's error carries its parameters (a story's title, a family): never logged.
      serializers: { err: withoutQueryParameters },
    },
    destination,
  );
}
