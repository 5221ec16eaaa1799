import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from '../errors.ts';

function fieldsOf(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  return fields;
}

/** Parses a value with a zod schema; a mismatch is the client's mistake: a 400 that names the fields. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError('invalidInput', 400, undefined, { fields: fieldsOf(result.error) });
  return result.data;
}

/**
 * Whether any string in a parsed JSON value (keys included) holds a NUL character, which PostgreSQL cannot store in
 * text: such a body is the client's mistake, refused before it reaches the database.
 */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  for (const [key, entry] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNul(entry, depth + 1)) return true;
  }
  return false;
}

/**
 * Reads and validates a JSON body; malformed JSON is a 400, never a 500. Only `application/json` is read: a form or
 * plain-text body is what a cross-site page can send without asking the browser first, so it is refused with 415.
 */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const mediaType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') {
    throw new AppError('invalidInput', 415, 'The request body must be sent as application/json.');
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError('invalidInput', 400, 'The request body is not valid JSON.');
  }
  if (containsNul(body)) throw new AppError('invalidInput', 400, 'Text may not contain NUL characters.');
  return parseWith(schema, body);
}
