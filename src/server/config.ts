import path from 'node:path';
import { z } from 'zod';
import type { HttpLimits } from './http/node-server.ts';
import type { S3Settings } from './media/s3-media-store.ts';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** A time limit: from 1 s to 1 h, so a typo in seconds (`60`) is refused rather than taken as 60 ms. */
const milliseconds = z.coerce
  .number()
  .int()
  .min(1000, 'must be at least 1000 (milliseconds)')
  .max(3_600_000, 'must be at most 3600000 (one hour, in milliseconds)');

/** Every setting the server reads from the environment (README: Configuration). */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: optionalText,
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_CODE: optionalText,
  CONTACT_EMAIL: z.email().default('privacy@bedtime-stories.example'),
  DONATION_URL: z.url({ protocol: /^https$/ }).optional(),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  TRUST_PROXY: booleanText.default(false),
  PROXY_TERMINATES_TLS: booleanText.default(false),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().trim().min(3).default('Bedtime Stories <no-reply@bedtime-stories.example>'),
  REQUIRE_EMAIL_VERIFICATION: booleanText.optional(),
  // How long a client may take to send a request's headers, and the whole request.
  HEADERS_TIMEOUT_MS: milliseconds.default(30_000),
  REQUEST_TIMEOUT_MS: milliseconds.default(60_000),
  CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).default(64),
  MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(64 * 1024),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(3),
  STORY_WORKERS: z.coerce.number().int().min(1).max(64).default(4),
  STREAMS_PER_PARENT: z.coerce.number().int().min(1).max(100).default(5),
  STREAMS_PER_SERVER: z.coerce.number().int().min(1).max(100_000).default(20_000),
  // Requests at once to each remote provider, across every server on the database (issue 19.3); 0 = no limit.
  PROVIDER_LIMIT_TEXT: z.coerce.number().int().min(0).max(10_000).default(16),
  PROVIDER_LIMIT_IMAGES: z.coerce.number().int().min(0).max(10_000).default(32),
  PROVIDER_LIMIT_SPEECH: z.coerce.number().int().min(0).max(10_000).default(16),
  PICTURES_PER_DAY: z.coerce.number().int().min(0).max(100_000).default(30),
  ENHANCE_CALLS_PER_DAY: z.coerce.number().int().min(0).max(100_000).default(30),
  NARRATIONS_PER_DAY: z.coerce.number().int().min(0).max(100_000).default(150),
  CUSTOM_SAVES_PER_DAY: z.coerce.number().int().min(0).max(100_000).default(30),
  MAILS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(3),
  SIGN_UPS_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(10),
  LLM_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.groq.com/openai/v1'),
  LLM_API_KEY: optionalText,
  LLM_STORY_MODEL: z.string().min(1).default('llama-3.3-70b-versatile'),
  LLM_FAST_MODEL: z.string().min(1).default('llama-3.1-8b-instant'),
  // Time limits, for slow servers on your own machine (README: Everything on your own machine).
  LLM_TIMEOUT_MS: milliseconds.default(60_000),
  LLM_TRANSLATION_TIMEOUT_MS: milliseconds.default(10_000),
  REPLICATE_API_TOKEN: optionalText,
  REPLICATE_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.replicate.com'),
  IMAGE_PROVIDER: z.enum(['builtin', 'replicate', 'openai']).optional(),
  IMAGE_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  IMAGE_API_KEY: optionalText,
  IMAGE_MODEL: optionalText,
  IMAGE_PREMIUM_MODEL: z.string().min(1).default('google/nano-banana'),
  IMAGE_TIMEOUT_MS: milliseconds.default(60_000),
  TTS_PROVIDER: z.enum(['device', 'openai', 'replicate']).default('device'),
  TTS_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  TTS_API_KEY: optionalText,
  TTS_MODEL: optionalText,
  NATIVE_APP_ORIGINS: z
    .string()
    .default('https://localhost,capacitor://localhost')
    .transform((list) =>
      list
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  WEB_DIST_DIR: z.string().default('./dist'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3-63 lower-case letters, digits, dots, hyphens',
      )
      .optional(),
  ),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: booleanText.optional(),
});

/** Object storage is all or nothing: these must be set together (S3_FORCE_PATH_STYLE may be left out). */
/**
 * How long an idle kept-alive connection stays open: longer than the 60 s that proxies and load balancers commonly keep
 * theirs, so they close it first and never send a request on a connection the server is closing.
 */
export const KEEP_ALIVE_MS = 65_000;

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** The names of every environment variable the server reads. */
export const ENVIRONMENT_VARIABLES = Object.keys(EnvSchema.shape);

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string | undefined;
  publicUrl: string;
  isHttps: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  embeddedPgPort: number;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  authSecret: string | undefined;
  accessCode: string | undefined;
  contactEmail: string;
  donationUrl: string | undefined;
  google: { clientId: string; clientSecret: string } | undefined;
  trustProxy: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** On by default when real mail can be sent. */
  requireEmailVerification: boolean;
  maxBodyBytes: number;
  /** Time limits of a request's arrival, and open connections per client address (0: no cap). */
  http: HttpLimits;
  /** Origins of the native wrapper's web view, allowed to call the API with credentials. */
  nativeAppOrigins: string[];
  /** Sign-in, sign-up, reset and magic-link attempts allowed per client address per minute. */
  authRateLimit: number;
  /** Stories this server writes at once (each parent's stories run one at a time across all servers). */
  storyWorkers: number;
  /** Open progress streams: a parent's oldest closes past the first limit; the server refuses past the second. */
  streamsPerParent: number;
  streamsPerServer: number;
  /** Requests at once to each remote provider, across all servers (0: no limit). */
  providerLimits: { text: number; images: number; speech: number };
  /** Costly requests a parent may make per UTC day (custom picture previews, enhance calls, narrated scenes). */
  budgets: { pictures: number; enhance: number; narration: number; saves: number };
  /** Account mails of one kind one address may receive per hour. */
  mailsPerHour: number;
  /** New accounts one client address may make per day. */
  signUpsPerAddressPerDay: number;
  llm: { baseUrl: string; apiKey: string; storyModel: string; fastModel: string } | undefined;
  /**
   * How long a provider may take: a story request (for a streamed story also the longest silence between two
   * pieces), a translation or description of a custom item, and one picture attempt.
   */
  timeouts: { storyMs: number; translationMs: number; pictureMs: number };
  replicate: { baseUrl: string; token: string; standardModel: string; premiumModel: string } | undefined;
  /** Pictures from an OpenAI-compatible `/v1/images/generations` endpoint (`IMAGE_PROVIDER=openai`). */
  openaiImages: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  speech:
    | { provider: 'device' }
    | { provider: 'openai'; baseUrl: string; apiKey: string; model: string | undefined }
    | { provider: 'replicate'; baseUrl: string; token: string; model: string | undefined };
  webDistDir: string;
  /** Pictures and narration in an S3-compatible bucket; undefined keeps them on the local disk (`DATA_DIR/media`). */
  s3: S3Settings | undefined;
};

export class ConfigError extends Error {
  readonly issues: string[];
  constructor(issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
    this.issues = issues;
  }
}

/** Distinct characters and the estimated bits (Shannon, by character frequency) a secret needs in production. */
const SECRET_MIN_DISTINCT = 10;
const SECRET_MIN_BITS = 96;

/** The bits a secret's characters carry, estimated from how often each appears (a repeated pattern scores low). */
export function estimatedSecretBits(secret: string): number {
  const counts = new Map<string, number>();
  for (const character of secret) counts.set(character, (counts.get(character) ?? 0) + 1);
  const length = [...secret].length;
  let bitsPerCharacter = 0;
  for (const count of counts.values()) bitsPerCharacter -= (count / length) * Math.log2(count / length);
  return bitsPerCharacter * length;
}

/** Whether `text` is one shorter piece said over and over (`abcabcabc…`), so its length adds nothing to guess. */
function isRepeatedPattern(text: string): boolean {
  for (let period = 1; period <= text.length / 2; period += 1) {
    let repeats = true;
    for (let index = period; index < text.length && repeats; index += 1) repeats = text[index] === text[index - period];
    if (repeats) return true;
  }
  return false;
}

/**
 * Whether `text` is mostly runs of neighbouring characters (`abcdefgh…`, `0123456789…`, `zyxw…`): every character
 * differs, so the variety measures pass, yet the whole follows from a few letters. A character continues a run when
 * it takes the same step of one up or one down as the character before it; in a random secret about one in a hundred
 * does (one in 128 in hex), here more than one in four.
 */
function isMostlyRuns(text: string): boolean {
  const points = [...text].map((character) => character.codePointAt(0) ?? 0);
  let continuing = 0;
  for (let index = 2; index < points.length; index += 1) {
    const before = (points[index - 1] ?? 0) - (points[index - 2] ?? 0);
    const step = (points[index] ?? 0) - (points[index - 1] ?? 0);
    if (Math.abs(step) === 1 && step === before) continuing += 1;
  }
  return continuing * 4 > points.length - 2;
}

/**
 * What production refuses to start with: an `http` address (sessions and links would travel in clear)
 * unless a proxy in front terminates TLS, a secret with too little variety to be guessed slowly, and no real mail
 * (without it sign-in and reset links would be written to the log).
 */
function productionIssues(e: z.infer<typeof EnvSchema>): string[] {
  const issues: string[] = [];
  if (e.AUTH_SECRET === undefined) {
    issues.push('AUTH_SECRET: required when NODE_ENV=production');
  } else if (
    new Set(e.AUTH_SECRET).size < SECRET_MIN_DISTINCT ||
    estimatedSecretBits(e.AUTH_SECRET) < SECRET_MIN_BITS ||
    isRepeatedPattern(e.AUTH_SECRET) ||
    isMostlyRuns(e.AUTH_SECRET)
  ) {
    issues.push(
      `AUTH_SECRET: too little variety for production (at least ${SECRET_MIN_DISTINCT} different characters, in no repeated pattern and not mostly runs such as abcdef or 123456); make one with \`openssl rand -base64 32\``,
    );
  }
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  if (!publicUrl.startsWith('https://') && !e.PROXY_TERMINATES_TLS) {
    issues.push(
      `PUBLIC_URL: must be https:// when NODE_ENV=production (${e.PUBLIC_URL === undefined ? 'not set' : 'an http address'}); set PROXY_TERMINATES_TLS=true only when a proxy in front serves it over TLS`,
    );
  }
  if (e.SMTP_URL === undefined) {
    issues.push('SMTP_URL: required when NODE_ENV=production (without it sign-in and reset links would go to the log)');
  }
  return issues;
}

/** Parses the environment once at boot; a bad value throws a ConfigError naming every bad field. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const issues: string[] = [];
  if ((e.GOOGLE_CLIENT_ID === undefined) !== (e.GOOGLE_CLIENT_SECRET === undefined)) {
    issues.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both or neither');
  }
  if (e.TTS_PROVIDER === 'openai' && (e.TTS_BASE_URL === undefined || e.TTS_API_KEY === undefined)) {
    issues.push('TTS_BASE_URL and TTS_API_KEY: required when TTS_PROVIDER=openai');
  }
  if (e.TTS_PROVIDER === 'replicate' && e.REPLICATE_API_TOKEN === undefined) {
    issues.push('REPLICATE_API_TOKEN: required when TTS_PROVIDER=replicate');
  }
  const imageProvider = e.IMAGE_PROVIDER ?? (e.REPLICATE_API_TOKEN ? 'replicate' : 'builtin');
  if (imageProvider === 'openai' && e.IMAGE_BASE_URL === undefined) {
    issues.push('IMAGE_BASE_URL: required when IMAGE_PROVIDER=openai (e.g. https://api.openai.com/v1)');
  }
  if (imageProvider === 'replicate' && e.REPLICATE_API_TOKEN === undefined) {
    issues.push('REPLICATE_API_TOKEN: required when IMAGE_PROVIDER=replicate');
  }
  const s3Given = [...S3_REQUIRED, 'S3_FORCE_PATH_STYLE' as const].filter((name) => e[name] !== undefined);
  if (s3Given.length > 0) {
    // Never a silent fall-back to the disk: pictures written there would be missing on every other server.
    for (const name of S3_REQUIRED.filter((name) => e[name] === undefined)) {
      issues.push(`${name}: required when object storage is configured (${s3Given.join(', ')} given)`);
    }
  }
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    issues.push('HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS (the headers are part of the request)');
  }
  if (e.NODE_ENV === 'production') issues.push(...productionIssues(e));
  if (issues.length > 0) throw new ConfigError(issues);

  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    isHttps: publicUrl.startsWith('https://'),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    logLevel: e.LOG_LEVEL,
    authSecret: e.AUTH_SECRET,
    accessCode: e.ACCESS_CODE,
    contactEmail: e.CONTACT_EMAIL,
    donationUrl: e.DONATION_URL,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : undefined,
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    requireEmailVerification: e.REQUIRE_EMAIL_VERIFICATION ?? e.SMTP_URL !== undefined,
    maxBodyBytes: e.MAX_BODY_BYTES,
    http: {
      headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      // Behind a proxy every connection comes from the proxy's address: the proxy caps its clients.
      connectionsPerAddress: e.TRUST_PROXY ? 0 : e.CONNECTIONS_PER_ADDRESS,
      keepAliveTimeoutMs: KEEP_ALIVE_MS,
    },
    nativeAppOrigins: e.NATIVE_APP_ORIGINS,
    authRateLimit: e.AUTH_RATE_LIMIT,
    storyWorkers: e.STORY_WORKERS,
    streamsPerParent: e.STREAMS_PER_PARENT,
    streamsPerServer: e.STREAMS_PER_SERVER,
    providerLimits: { text: e.PROVIDER_LIMIT_TEXT, images: e.PROVIDER_LIMIT_IMAGES, speech: e.PROVIDER_LIMIT_SPEECH },
    budgets: {
      pictures: e.PICTURES_PER_DAY,
      enhance: e.ENHANCE_CALLS_PER_DAY,
      narration: e.NARRATIONS_PER_DAY,
      saves: e.CUSTOM_SAVES_PER_DAY,
    },
    mailsPerHour: e.MAILS_PER_HOUR,
    signUpsPerAddressPerDay: e.SIGN_UPS_PER_ADDRESS_PER_DAY,
    llm: e.LLM_API_KEY
      ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, storyModel: e.LLM_STORY_MODEL, fastModel: e.LLM_FAST_MODEL }
      : undefined,
    timeouts: {
      storyMs: e.LLM_TIMEOUT_MS,
      translationMs: e.LLM_TRANSLATION_TIMEOUT_MS,
      pictureMs: e.IMAGE_TIMEOUT_MS,
    },
    replicate:
      imageProvider === 'replicate' && e.REPLICATE_API_TOKEN
        ? {
            baseUrl: e.REPLICATE_BASE_URL,
            token: e.REPLICATE_API_TOKEN,
            standardModel: e.IMAGE_MODEL ?? 'black-forest-labs/flux-schnell',
            premiumModel: e.IMAGE_PREMIUM_MODEL,
          }
        : undefined,
    openaiImages:
      imageProvider === 'openai' && e.IMAGE_BASE_URL
        ? { baseUrl: e.IMAGE_BASE_URL, apiKey: e.IMAGE_API_KEY, model: e.IMAGE_MODEL ?? 'gpt-image-1' }
        : undefined,
    speech:
      e.TTS_PROVIDER === 'openai' && e.TTS_BASE_URL && e.TTS_API_KEY
        ? { provider: 'openai', baseUrl: e.TTS_BASE_URL, apiKey: e.TTS_API_KEY, model: e.TTS_MODEL }
        : e.TTS_PROVIDER === 'replicate' && e.REPLICATE_API_TOKEN
          ? { provider: 'replicate', baseUrl: e.REPLICATE_BASE_URL, token: e.REPLICATE_API_TOKEN, model: e.TTS_MODEL }
          : { provider: 'device' },
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_REGION && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
          }
        : undefined,
  };
}
