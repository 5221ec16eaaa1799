import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, ENVIRONMENT_VARIABLES, loadConfig } from './config.ts';
import { replicateRoot } from './providers/image/replicate-api.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('loadConfig', () => {
  it('runs with no configuration at all', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.google).toBeUndefined();
    expect(config.accessCode).toBeUndefined();
    expect(config.isHttps).toBe(false);
  });

  it('names the field of a bad value', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      const issues = (error as ConfigError).issues.join('\n');
      expect(issues).toMatch(/^PORT: /m);
      expect(issues).toMatch(/^DATABASE_URL: /m);
    }
  });

  it('needs both Google values or neither', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/);
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
    });
  });

  it('requires an auth secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
  });

  it('treats an empty optional value as unset', () => {
    expect(loadConfig({ ACCESS_CODE: '' }).accessCode).toBeUndefined();
  });

  it('knows when it is served over https', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://stories.example.org/' });
    expect(config.isHttps).toBe(true);
    expect(config.publicUrl).toBe('https://stories.example.org');
  });
});

describe('picture providers', () => {
  it('uses Replicate with a token, an OpenAI-compatible images endpoint when asked, and refuses half a setup', () => {
    expect(loadConfig({ REPLICATE_API_TOKEN: 'r8' }).replicate?.standardModel).toBe('black-forest-labs/flux-schnell');
    const local = loadConfig({
      IMAGE_PROVIDER: 'openai',
      IMAGE_BASE_URL: 'http://localhost:8080/v1',
      IMAGE_MODEL: 'sd-model',
      REPLICATE_API_TOKEN: 'r8',
    });
    expect(local.openaiImages).toEqual({ baseUrl: 'http://localhost:8080/v1', apiKey: undefined, model: 'sd-model' });
    expect(local.replicate).toBeUndefined();
    expect(() => loadConfig({ IMAGE_PROVIDER: 'openai' })).toThrow(/IMAGE_BASE_URL: required/);
    expect(() => loadConfig({ IMAGE_PROVIDER: 'replicate' })).toThrow(/REPLICATE_API_TOKEN: required/);
  });

  it('takes Replicate’s address with or without /v1', () => {
    expect(replicateRoot('https://api.replicate.com/v1')).toBe('https://api.replicate.com');
    expect(replicateRoot('https://api.replicate.com/v1/')).toBe('https://api.replicate.com');
    expect(replicateRoot('https://api.replicate.com')).toBe('https://api.replicate.com');
  });
});

describe('the documented settings', () => {
  it('name every variable the server reads, in the README’s table and in .env.example', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Accounts'));
    const example = readFileSync(path.join(root, '.env.example'), 'utf8');
    expect(ENVIRONMENT_VARIABLES.length).toBeGreaterThan(30);
    for (const name of ENVIRONMENT_VARIABLES) {
      expect(table, `README configuration table: ${name}`).toMatch(new RegExp(`^\\| [^|]*\`${name}\``, 'm'));
      expect(example, `.env.example: ${name}`).toMatch(new RegExp(`^# ${name}=`, 'm'));
    }
  });
});
