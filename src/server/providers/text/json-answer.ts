/**
 * The JSON object in a model's answer, however it was wrapped (issue 16.1, 16.6): models in JSON mode still send
 * code fences (```json … ```), a friendly sentence before or after, a byte-order mark or trailing commas. Stories and
 * translations are read through this one function.
 */

const FENCE = /```[\w-]*[ \t]*\r?\n?([\s\S]*?)(?:```|$)/gu;

/** The text between the first `{` and the last `}` of the first fenced block that holds one, or of the whole text. */
function objectText(content: string): string {
  const text = content.replace(/^\uFEFF/u, '').trim();
  const candidates = [...text.matchAll(FENCE)].map((match) => match[1] ?? '').filter((inner) => inner.includes('{'));
  const source = candidates[0] ?? text;
  const start = source.indexOf('{');
  const end = source.lastIndexOf('}');
  return start >= 0 && end > start ? source.slice(start, end + 1) : source;
}

/** Parses the answer's JSON object; throws a SyntaxError when there is none (also when the answer was cut off). */
export function jsonOfAnswer(content: string): unknown {
  const text = objectText(content);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    // A trailing comma before a closing bracket is the one slip models make that changes nothing of the meaning.
    const repaired = text.replace(/,(\s*[}\]])/gu, '$1');
    if (repaired === text) throw error;
    return JSON.parse(repaired) as unknown;
  }
}

/** Whether a piece of text looks like JSON or code rather than prose (a fence, braces, `"key":`). */
export function looksLikeCode(text: string): boolean {
  return /```|^\s*[[{]|[{}]|"\s*:\s*["{[\d]|<\/?[a-z]+>/iu.test(text);
}
