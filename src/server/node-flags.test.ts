import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './node-flags.ts';

describe('the server’s Node flags', () => {
  it('are the same in npm start and npm run serve as everywhere the server is spawned', () => {
    const { scripts } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      scripts: Record<string, string>;
    };
    for (const name of ['start', 'serve']) {
      const environment = Object.entries(SERVER_ENV).map(([key, value]) => `${key}=${value}`);
      expect(scripts[name], name).toContain(
        `${environment.join(' ')} exec node ${SERVER_NODE_FLAGS.join(' ')} src/server/main.ts`,
      );
    }
  });
});
