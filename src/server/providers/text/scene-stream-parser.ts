/**
 * Finds the complete objects of a story's `scenes` array while the JSON is still streaming in: it tracks strings,
 * escapes and bracket depth, notes when the root object's `scenes` key opens an array, and hands back the text of
 * each object of that array as soon as its closing brace arrives. Text before the root object (a code fence, a
 * friendly preamble) and after it is ignored. Each character is looked at once.
 */
export class SceneStreamParser {
  #text = '';
  #position = 0;
  /** Open containers, innermost last. */
  #stack: ('{' | '[')[] = [];
  #inString = false;
  #escaped = false;
  #stringStart = -1;
  /** The last string that ended directly inside the root object (a key, once a colon follows). */
  #lastRootString: string | undefined;
  #rootKey: string | undefined;
  /** Stack depth inside the `scenes` array, while it is open. */
  #scenesDepth: number | undefined;
  #sceneStart = -1;
  #rootClosed = false;

  /** Adds streamed text; returns the raw JSON text of every scene object completed by it, in order. */
  push(chunk: string): string[] {
    this.#text += chunk;
    const completed: string[] = [];
    const text = this.#text;
    for (; this.#position < text.length && !this.#rootClosed; this.#position++) {
      const char = text[this.#position];
      if (this.#inString) {
        if (this.#escaped) this.#escaped = false;
        else if (char === '\\') this.#escaped = true;
        else if (char === '"') this.#endString();
        continue;
      }
      switch (char) {
        case '"':
          this.#inString = true;
          this.#stringStart = this.#position;
          break;
        case ':':
          if (this.#stack.length === 1) this.#rootKey = this.#lastRootString;
          break;
        case ',':
          if (this.#stack.length === 1) this.#rootKey = undefined;
          break;
        case '{':
          if (this.#scenesDepth !== undefined && this.#stack.length === this.#scenesDepth) {
            this.#sceneStart = this.#position;
          }
          this.#stack.push('{');
          break;
        case '[':
          if (this.#stack.length === 1 && this.#rootKey === 'scenes') this.#scenesDepth = 2;
          this.#stack.push('[');
          break;
        case '}':
        case ']': {
          if (this.#stack.length === 0) break;
          this.#stack.pop();
          const depth = this.#stack.length;
          if (char === '}' && this.#scenesDepth !== undefined && depth === this.#scenesDepth && this.#sceneStart >= 0) {
            completed.push(text.slice(this.#sceneStart, this.#position + 1));
            this.#sceneStart = -1;
          }
          if (char === ']' && this.#scenesDepth !== undefined && depth === this.#scenesDepth - 1) {
            this.#scenesDepth = undefined;
          }
          if (depth === 0) this.#rootClosed = true;
          break;
        }
      }
    }
    return completed;
  }

  #endString(): void {
    this.#inString = false;
    if (this.#stack.length !== 1) return;
    try {
      this.#lastRootString = JSON.parse(this.#text.slice(this.#stringStart, this.#position + 1)) as string;
    } catch {
      this.#lastRootString = undefined;
    }
  }
}
