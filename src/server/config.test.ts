import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, ENVIRONMENT_VARIABLES, loadConfig } from './config.ts';
import { replicateRoot } from './providers/image/replicate-api.ts';
import { createProviders } from './providers/registry.ts';

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

  describe('object storage', () => {
    const s3 = {
      S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com',
      S3_BUCKET: 'bedtime-media',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'very-secret',
    };
    const issuesOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).issues;
      }
    };

    it('keeps media on the local disk when no S3 setting is given', () => {
      expect(loadConfig({}).s3).toBeUndefined();
    });

    it('uses the bucket when all S3 settings are given, virtual-hosted unless path style is asked for', () => {
      expect(loadConfig(s3).s3).toEqual({
        endpoint: 'https://s3.eu-central-1.amazonaws.com',
        bucket: 'bedtime-media',
        region: 'eu-central-1',
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'very-secret',
        forcePathStyle: false,
      });
      expect(loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'true' }).s3?.forcePathStyle).toBe(true);
    });

    it('refuses to start on a partial S3 configuration, naming each missing setting', () => {
      const { S3_SECRET_ACCESS_KEY: _secret, S3_REGION: _region, ...partial } = s3;
      const issues = issuesOf(partial);
      expect(issues).toHaveLength(2);
      expect(issues[0]).toMatch(/^S3_REGION: required when object storage is configured/);
      expect(issues[1]).toMatch(/^S3_SECRET_ACCESS_KEY: required when object storage is configured/);
      // Path style alone is a partial configuration too, never a quiet fall-back to the disk.
      expect(issuesOf({ S3_FORCE_PATH_STYLE: 'true' })).toHaveLength(5);
      // A blank value counts as not given.
      expect(issuesOf({ ...s3, S3_BUCKET: ' ' })).toEqual([expect.stringMatching(/^S3_BUCKET: required/)]);
    });

    it('refuses a malformed endpoint or bucket name, and never repeats the secret in the message', () => {
      const issues = issuesOf({ ...s3, S3_ENDPOINT: 'not a url', S3_BUCKET: 'Bad_Bucket' });
      expect(issues.map((issue) => issue.split(':')[0])).toEqual(['S3_ENDPOINT', 'S3_BUCKET']);
      expect(issues.join('\n')).not.toContain('very-secret');
    });
  });

  it('requires an auth secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
  });

  describe('production refuses unsafe settings at start, naming each', () => {
    const safe = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'mQ7v2Xk9pL4tR8wZ1sN6bH3cF0jD5gYe',
      PUBLIC_URL: 'https://stories.example.org',
      SMTP_URL: 'smtp://mail.example.org:587',
    };
    const issuesOf = (env: Record<string, string | undefined>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return error instanceof ConfigError ? error.issues : [String(error)];
      }
    };

    it('starts with an https address, a varied secret and real mail', () => {
      expect(issuesOf(safe)).toEqual([]);
      // A secret from `openssl rand -hex 16` or `-base64 32` is varied enough.
      expect(issuesOf({ ...safe, AUTH_SECRET: '3f9a0c7e1b5d48a2e6f0917c4d3b8a25' })).toEqual([]);
      expect(issuesOf({ ...safe, AUTH_SECRET: 'k2P9+vQx/7ZrT1mW4sL8nB0yH6cJ3dF5gA2eR9uV7iO=' })).toEqual([]);
    });

    it('refuses each unsafe setting, all in one message', () => {
      const issues = issuesOf({
        NODE_ENV: 'production',
        AUTH_SECRET: 'a'.repeat(40),
        PUBLIC_URL: 'http://stories.example.org',
      });
      expect(issues.map((issue) => issue.split(':')[0])).toEqual(['AUTH_SECRET', 'PUBLIC_URL', 'SMTP_URL']);
      // An unset address is the local http one: refused too.
      expect(issuesOf({ ...safe, PUBLIC_URL: undefined }).map((issue) => issue.split(':')[0])).toEqual(['PUBLIC_URL']);
      // The secret itself is never repeated in the message.
      expect(issues.join('\n')).not.toContain('a'.repeat(10));
    });

    it('refuses a secret with too little variety: few characters, a repeated pattern, a lopsided mix, runs', () => {
      for (const secret of [
        'ab'.repeat(20),
        'abcdefghijkl'.repeat(3),
        `${'a'.repeat(40)}bcdefghijklm`,
        '0101010101010101010101011010101010',
        // Every character different, yet the whole follows from its first: runs of neighbours.
        'abcdefghijklmnopqrstuvwxyz0123456789',
        'ABCDEFGHIJKLMNOPQRSTUVWXYZ9876543210',
        'qrstuvwxyz-0123456789-klmnopqrstuvw',
      ]) {
        expect(
          issuesOf({ ...safe, AUTH_SECRET: secret }).map((issue) => issue.split(':')[0]),
          secret,
        ).toEqual(['AUTH_SECRET']);
      }
    });

    it('takes an http address when a proxy in front terminates TLS, and only in production asks any of this', () => {
      expect(issuesOf({ ...safe, PUBLIC_URL: 'http://stories.internal', PROXY_TERMINATES_TLS: 'true' })).toEqual([]);
      expect(issuesOf({ NODE_ENV: 'development', AUTH_SECRET: 'a'.repeat(40) })).toEqual([]);
    });
  });

  it('limits slow requests and connections per address, with no cap of its own behind a proxy, and keeps idle connections past a proxy’s 60 s', () => {
    expect(loadConfig({}).http).toEqual({
      headersTimeoutMs: 30_000,
      requestTimeoutMs: 60_000,
      connectionsPerAddress: 64,
      keepAliveTimeoutMs: 65_000,
    });
    // Behind a proxy every connection comes from the proxy's address.
    expect(loadConfig({ TRUST_PROXY: 'true' }).http.connectionsPerAddress).toBe(0);
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '90000', REQUEST_TIMEOUT_MS: '60000' })).toThrow(
      /HEADERS_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '60' })).toThrow(/REQUEST_TIMEOUT_MS/);
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

describe('time limits', () => {
  it('keeps the spec’s limits when none is set', () => {
    expect(loadConfig({}).timeouts).toEqual({ storyMs: 60_000, translationMs: 10_000, pictureMs: 60_000 });
  });

  it('takes longer limits for a slow server of your own', () => {
    const config = loadConfig({
      LLM_TIMEOUT_MS: '300000',
      LLM_TRANSLATION_TIMEOUT_MS: '60000',
      IMAGE_TIMEOUT_MS: '300000',
    });
    expect(config.timeouts).toEqual({ storyMs: 300_000, translationMs: 60_000, pictureMs: 300_000 });
  });

  it.each([
    ['LLM_TIMEOUT_MS', '60', /^LLM_TIMEOUT_MS: must be at least 1000/],
    ['LLM_TRANSLATION_TIMEOUT_MS', 'ten seconds', /^LLM_TRANSLATION_TIMEOUT_MS: /],
    ['IMAGE_TIMEOUT_MS', '2.5', /^IMAGE_TIMEOUT_MS: /],
    ['IMAGE_TIMEOUT_MS', '3600001', /^IMAGE_TIMEOUT_MS: must be at most 3600000/],
  ])('refuses %s=%s, naming the setting', (name, value, issue) => {
    try {
      loadConfig({ [name]: value });
      expect.unreachable(`${name}=${value} was taken`);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).issues).toEqual([expect.stringMatching(issue)]);
    }
  });

  it('hands the limits to the text model and the picture client the server builds', async () => {
    // A server that takes every request and never answers: each client gives up at its own limit.
    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    try {
      const config = loadConfig({
        LLM_API_KEY: 'key',
        LLM_BASE_URL: `${url}/v1`,
        LLM_TRANSLATION_TIMEOUT_MS: '1000',
        REPLICATE_API_TOKEN: 'r8',
        REPLICATE_BASE_URL: url,
        IMAGE_TIMEOUT_MS: '1000',
      });
      const providers = createProviders({ ...config, publicDir: root });
      // With the default limits these take 10 s per translation try (three tries) and 60 s per picture.
      let started = performance.now();
      expect(await providers.translator.toEnglish('Een konijn')).toBe('Een konijn');
      expect(performance.now() - started).toBeLessThan(8000);
      started = performance.now();
      await expect(
        providers.illustrator.draw({
          prompt: 'a rabbit',
          width: 512,
          height: 288,
          guidanceScale: 3.5,
          numInferenceSteps: 4,
          goFast: true,
          premium: false,
        }),
      ).rejects.toThrow();
      expect(performance.now() - started).toBeLessThan(8000);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
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
