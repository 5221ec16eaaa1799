import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server's import rules (ARCHITECTURE.md): providers never import from `stories/`, and the story rules that both
 * writers and the pipeline follow import nothing from either of them. Test files count too: a provider's test that
 * reaches into the pipeline ties the two together just the same.
 */

const SERVER = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => path.join(folder, name));
}

/** `import … from`, `export … from`, `import '…'` and `import('…')`, type-only ones included. */
const IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"]([^'"]+)['"]/g;

/** Every project file `file` imports, as absolute paths. */
function importsOf(file: string): string[] {
  return [...fs.readFileSync(file, 'utf8').matchAll(IMPORT)]
    .map((match) => match[1] ?? '')
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.resolve(path.dirname(file), specifier));
}

/** `file → imported` for each import of a file under `from` that lands under one of `forbidden`. */
function crossings(from: string, forbidden: string[]): string[] {
  const inside = (target: string, folder: string) => target.startsWith(`${path.join(SERVER, folder)}${path.sep}`);
  return sourceFiles(path.join(SERVER, from)).flatMap((file) =>
    importsOf(file)
      .filter((target) => forbidden.some((folder) => inside(target, folder)))
      .map((target) => `${path.relative(SERVER, file)} → ${path.relative(SERVER, target)}`),
  );
}

describe('the server’s import rules', () => {
  it('finds the imports it judges (the built-in storyteller reads the story rules)', () => {
    expect(crossings('providers', ['story-rules'])).toContain(
      'providers/builtin/story/write.ts → story-rules/structure.ts',
    );
  });

  it('lets no file under providers/ import from stories/', () => {
    expect(crossings('providers', ['stories'])).toEqual([]);
  });

  it('keeps the story rules free of stories/ and providers/', () => {
    expect(crossings('story-rules', ['stories', 'providers'])).toEqual([]);
  });

  it('has both writers and the pipeline read the story rules from story-rules/', () => {
    const readers = [
      'providers/builtin/story/write.ts',
      'providers/text/story-prompt.ts',
      'stories/generation/pipeline.ts',
    ];
    for (const reader of readers) {
      expect(importsOf(path.join(SERVER, reader)), reader).toContain(path.join(SERVER, 'story-rules/structure.ts'));
    }
  });
});
