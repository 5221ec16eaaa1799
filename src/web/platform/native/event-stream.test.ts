import { describe, expect, it } from 'vitest';
import { readServerSentEvents, type ServerSentEvent } from './event-stream.ts';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function eventsOf(chunks: string[]): Promise<ServerSentEvent[]> {
  const events: ServerSentEvent[] = [];
  await readServerSentEvents(streamOf(chunks), (event) => events.push(event));
  return events;
}

describe('readServerSentEvents', () => {
  it('reads named events with their data, as the job stream sends them', async () => {
    expect(
      await eventsOf(['event: progress\ndata: {"a":1}\nid: 1\n\n', 'event: progress\ndata: {"a":2}\nid: 2\n\n']),
    ).toEqual([
      { event: 'progress', data: '{"a":1}' },
      { event: 'progress', data: '{"a":2}' },
    ]);
  });

  it('joins lines split anywhere between chunks, CRLF split included', async () => {
    expect(await eventsOf(['eve', 'nt: progress\r', '\ndata: {"b"', ':2}\r\n', '\r\n'])).toEqual([
      { event: 'progress', data: '{"b":2}' },
    ]);
  });

  it('joins multi-line data, skips comments and calls unnamed events messages', async () => {
    expect(await eventsOf([': keep-alive\n\ndata:one\ndata: two\n\n'])).toEqual([
      { event: 'message', data: 'one\ntwo' },
    ]);
  });

  it('decodes characters split across chunks', async () => {
    const bytes = new TextEncoder().encode('data: 晚安\n\n');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 8));
        controller.enqueue(bytes.slice(8));
        controller.close();
      },
    });
    const events: ServerSentEvent[] = [];
    await readServerSentEvents(stream, (event) => events.push(event));
    expect(events).toEqual([{ event: 'message', data: '晚安' }]);
  });

  it('drops an event the stream cut off before its blank line', async () => {
    expect(await eventsOf(['data: done\n\n', 'data: half'])).toEqual([{ event: 'message', data: 'done' }]);
  });
});
