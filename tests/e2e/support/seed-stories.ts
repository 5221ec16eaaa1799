import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { dataDirOf, pgPortOf } from './servers.ts';

/** One story to give a parent: its title, its pictures' bytes, and how long ago it was made. */
export type SeededStory = { title: string; picture: Buffer; minutesAgo: number };

/**
 * Gives the parent stories of seven scenes with a real picture each, straight into the main server's database and
 * media folder (`folder` names them under the parent's media), much faster than writing them through the app.
 */
export async function seedStories(email: string, folder: string, stories: readonly SeededStory[]): Promise<void> {
  const dataDir = dataDirOf('main');
  const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  const client = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPortOf('main')}/bedtime_stories`,
  });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>('select id from "user" where email = $1', [email]);
    const userId = rows[0]?.id ?? '';
    for (const { title, picture, minutesAgo } of stories) {
      const storyId = randomUUID();
      const key = `users/${userId}/${folder}/${storyId}-thumb.webp`;
      await fs.mkdir(path.join(dataDir, 'media', path.dirname(key)), { recursive: true });
      await fs.writeFile(path.join(dataDir, 'media', key), picture);
      await client.query(
        `insert into stories (id, title, character_name, activities, language, user_id, created_at)
         values ($1, $2, 'Owl', '["Zoo","Park","Bath time","Snow"]', 'en', $3, now() - make_interval(mins => $4))`,
        [storyId, title, userId, minutesAgo],
      );
      await client.query(
        `insert into story_scenes (story_id, scene_number, scene_text, image_prompt, image_url, thumbnail_url, language, user_id)
         select $1, n, 'Once upon a time.', 'a scene', $2, $2, 'en', $3 from generate_series(1, 7) as n`,
        [storyId, `/media/${key}`, userId],
      );
      await client.query('insert into media_objects (key, user_id, content_type, bytes) values ($1, $2, $3, $4)', [
        key,
        userId,
        'image/webp',
        picture.length,
      ]);
    }
  } finally {
    await client.end();
  }
}
