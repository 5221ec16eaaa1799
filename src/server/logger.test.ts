import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

function capture() {
  const lines: string[] = [];
  const logger = createLogger({ logLevel: 'debug', env: 'test' }, { write: (line: string) => lines.push(line) });
  return { logger, lines };
}

describe('the log', () => {
  it('never writes a name of the family, wherever a log call puts it', () => {
    const { logger, lines } = capture();
    const family = { children: [{ name: 'Philomena' }], grownUps: [{ name: 'Oma' }], pets: [{ name: 'Biscuit' }] };
    logger.info({ family }, 'top level');
    logger.info({ settings: { family, childName: 'Philomena' } }, 'one level down');
    logger.info({ brief: { moments: { friends: ['Noah'] } }, friends: ['Noah'] }, 'moments');
    expect(lines).toHaveLength(3);
    expect(lines.join('\n')).not.toMatch(/Philomena|Oma|Biscuit|Noah/);
    expect(lines.join('\n')).toContain('[redacted]');
  });

  it('writes a failed query without the values it carried', () => {
    const { logger, lines } = capture();
    const error = new DrizzleQueryError(
      'insert into stories (title) values ($1)',
      ['Philomena and the Quiet Pond'],
      new Error('boom'),
    );
    logger.error({ err: error }, 'story failed');
    expect(lines.join('\n')).toContain('insert into stories');
    expect(lines.join('\n')).not.toContain('Philomena');
  });
});
