// Entry for `npm run auth:generate` only: the CLI reads the tables Better Auth needs from a module-level instance.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import pino from 'pino';
import * as schema from '../db/schema.ts';
import { createAuth } from './auth.ts';

const noMail = async () => {};

const pool = new pg.Pool();
export const auth = createAuth({
  db: drizzle(pool, { schema }),
  pool,
  baseUrl: 'http://localhost:3000',
  secret: 'schema-generation-only-secret-not-used-at-runtime',
  trustedOrigins: [],
  requireEmailVerification: false,
  rateLimitPerMinute: 3,
  google: undefined,
  mail: { sendVerification: noMail, sendPasswordReset: noMail, sendMagicLink: noMail, sendExistingAccount: noMail },
  languageOf: async () => 'en',
  logger: pino({ level: 'silent' }),
});
