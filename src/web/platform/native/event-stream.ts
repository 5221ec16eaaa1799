/** One Server-Sent Event: its `event:` name (`message` when none was given) and its data lines joined. */
export type ServerSentEvent = { event: string; data: string };

/**
 * Reads a `text/event-stream` body as EventSource would, for the native app, where EventSource cannot send the
 * bearer token. Lines may be split anywhere between chunks; comments and `id:`/`retry:` fields are ignored.
 */
export async function readServerSentEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: ServerSentEvent) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event = '';
  let data: string[] = [];
  const dispatch = () => {
    if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n') });
    event = '';
    data = [];
  };
  const readLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    if (field === 'data') data.push(value);
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    // The last piece may be half a line, and a `\r` at the very end may be the first half of `\r\n`.
    const isHoldingCr = buffer.endsWith('\r');
    const lines = (isHoldingCr ? buffer.slice(0, -1) : buffer).split(/\r\n|\r|\n/);
    buffer = `${lines.pop() ?? ''}${isHoldingCr ? '\r' : ''}`;
    for (const line of lines) readLine(line);
  }
  // A stream that ends without the blank line after its last event drops that event, as EventSource does.
}
