import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/setup/test-database.ts';
import { socketDirFor } from './embedded.ts';

describe('the embedded PostgreSQL', () => {
  it('is reached through its Unix socket, not TCP', async () => {
    const { pool, url } = await createTestDatabase();
    expect(new URL(url).searchParams.get('host')).toMatch(/^\//);
    // PostgreSQL names no server address for a connection over a Unix socket.
    const { rows } = await pool.query<{ address: string | null }>('select inet_server_addr()::text as address');
    expect(rows[0]?.address).toBeNull();
  });

  it('keeps its socket in the cluster directory when the path fits a socket address', () => {
    expect(socketDirFor('/srv/bedtime/data/postgres', 5433)).toBe('/srv/bedtime/data/postgres');
    expect(socketDirFor(`/srv/${'very-long-name/'.repeat(8)}postgres`, 5433)).toBeUndefined();
    // PostgreSQL reads the setting as a list: a comma or a space would need quoting, so TCP is used instead.
    expect(socketDirFor('/srv/my data/postgres', 5433)).toBeUndefined();
    expect(socketDirFor('/srv/a,b/postgres', 5433)).toBeUndefined();
  });
});
