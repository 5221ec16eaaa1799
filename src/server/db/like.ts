/**
 * `text` as a literal inside a `LIKE` pattern: `%`, `_` and the escape character itself (PostgreSQL's default, a
 * backslash) match only themselves. Without it an email such as `a_b@example.org` would also match `axb@example.org`.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
