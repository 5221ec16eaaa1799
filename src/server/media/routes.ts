import { Hono } from 'hono';
import { AppError } from '../errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { MediaStore } from './media-store.ts';

/**
 * `GET /media/*`: images and audio. Keys are unguessable and never rewritten, so they cache forever, but only in the
 * parent's own browser (`private`): a child's pictures never sit in a shared proxy.
 */
export function mediaRoutes(media: MediaStore) {
  return new Hono<AppEnv>().get('/*', async (c) => {
    // The router has already decoded the path once. A valid key has no percent sign, so anything still escaped
    // (or malformed, like `%ZZ`) simply fails the key check: decoding again could throw or let `%252e` become `.`.
    const key = c.req.path.replace(/^\/media\//, '');
    const file = await media.open(key);
    if (!file) throw new AppError('notFound', 404);
    return c.body(file.body, 200, {
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      'Cache-Control': 'private, max-age=31536000, immutable',
    });
  });
}
