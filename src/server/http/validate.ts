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
  return parseWith(schema, body);
}
