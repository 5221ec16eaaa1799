import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The README reads as a manual: each table row says what a figure or setting is in a few words, and the history and
// the why live in bench/HISTORY.md and docs/ (linked from the table). A cell that grows into a paragraph fails here.

const root = path.resolve(import.meta.dirname, '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

/** Longest a README table cell may be, in characters. */
const CELL_MAX = 200;

type Table = { heading: string; line: number; header: string[]; rows: { line: number; cells: string[] }[] };

function cellsOf(row: string): string[] {
  // A `\|` inside a cell is text, not a column border.
  return row
    .slice(1, -1)
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

/** Every Markdown table in `text`, with the heading it stands under and its 1-based line numbers. */
function tablesOf(text: string): Table[] {
  const tables: Table[] = [];
  let heading = '';
  let current: Table | undefined;
  text.split('\n').forEach((line, index) => {
    if (/^#{1,6} /.test(line)) heading = line.replace(/^#+ /, '');
    if (!line.startsWith('|')) {
      current = undefined;
      return;
    }
    if (current === undefined) {
      current = { heading, line: index + 1, header: cellsOf(line), rows: [] };
      tables.push(current);
    } else if (!/^\|[\s:|-]+\|$/.test(line)) {
      current.rows.push({ line: index + 1, cells: cellsOf(line) });
    }
  });
  return tables;
}

/** The anchors a Markdown file's headings get on the page: lower case, punctuation dropped, spaces as hyphens. */
function anchorsOf(text: string): Set<string> {
  return new Set(
    [...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) =>
      (match[1] ?? '')
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/ /g, '-'),
    ),
  );
}

function table(heading: string): Table {
  const found = tablesOf(readme).find((candidate) => candidate.heading === heading);
  if (found === undefined) throw new Error(`README.md has no table under "${heading}"`);
  return found;
}

describe('the README', () => {
  it('finds its tables and measures their cells', () => {
    const sample = '## A\n\n| a | b |\n| --- | --- |\n| one | `x \\| y` |\n';
    expect(tablesOf(sample)).toEqual([
      { heading: 'A', line: 3, header: ['a', 'b'], rows: [{ line: 5, cells: ['one', '`x \\| y`'] }] },
    ]);
    expect(tablesOf(readme).map((found) => found.heading)).toEqual(
      expect.arrayContaining(['Run it', 'Figures', 'Configuration']),
    );
  });

  it(`keeps every table cell to ${CELL_MAX} characters at most`, () => {
    const tooLong = tablesOf(readme).flatMap((found) =>
      found.rows.flatMap((row) =>
        row.cells
          .filter((cell) => cell.length > CELL_MAX)
          .map((cell) => `README.md:${row.line} (${found.heading}): ${cell.length} characters: ${cell.slice(0, 60)}…`),
      ),
    );
    expect(tooLong).toEqual([]);
  });

  it('gives each figure its value, the date it was measured, its target and its command', () => {
    const figures = table('Figures');
    expect(figures.header).toEqual(['figure', 'current', 'measured', 'target', 'command']);
    expect(figures.rows.length).toBeGreaterThan(10);
    for (const { line, cells } of figures.rows) {
      const [figure, current, measured, target, command] = cells;
      expect(cells, `README.md:${line}`).toHaveLength(5);
      expect(figure, `README.md:${line}`).not.toBe('');
      expect(current, `README.md:${line}`).not.toBe('');
      expect(measured, `README.md:${line}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(target, `README.md:${line}`).not.toBe('');
      expect(command, `README.md:${line}`).toMatch(/^`[^`]+`/);
    }
  });

  it('gives each setting its default, its range and what it does', () => {
    const settings = table('Configuration');
    expect(settings.header).toEqual(['variable', 'default', 'range', 'what it does']);
    for (const { line, cells } of settings.rows) {
      expect(cells, `README.md:${line}`).toHaveLength(4);
      for (const cell of cells) expect(cell, `README.md:${line}`).not.toBe('');
    }
  });

  it('links only to files that exist, and to headings they have', () => {
    const links = [...readme.matchAll(/\]\(([^)\s]+)\)/g)]
      .map((match) => match[1] ?? '')
      .filter((target) => !/^[a-z]+:/.test(target))
      .map((target) => {
        const [file = '', anchor] = target.split('#');
        return { target, file: file === '' ? 'README.md' : file, anchor };
      });
    expect(links.length).toBeGreaterThan(10);
    const broken = links.filter(({ file, anchor }) => {
      const at = path.join(root, file);
      if (!existsSync(at)) return true;
      if (anchor === undefined || !file.endsWith('.md')) return false;
      return !anchorsOf(readFileSync(at, 'utf8')).has(anchor);
    });
    expect(broken.map(({ target }) => target)).toEqual([]);
  });
});
