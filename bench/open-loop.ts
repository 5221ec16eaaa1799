// An open-loop HTTP load: requests sent evenly at a fixed rate, whatever the answers' pace, as parents arrive, each
// timed from when it was due, so a slow answer also counts against the requests queued behind it.
//
// The client is kept lean on purpose, because it runs on the same two cores as the server it measures and its own
// pauses land in the figures: Node's `http` client allocates a Buffer for every read of a 40 KB answer, and the
// garbage collector then stopped the bench process every 0.4 s for 10-25 ms (a full collection, driven by that
// memory), which showed up as the server's p99. Here each connection reads into one buffer of its own, reused for
// every read (`net`'s `onread`), and an answer is only counted: its status, its headers, and Content-Length bytes.
import net from 'node:net';

export type OpenLoopResult = {
  sent: number;
  failed: number;
  /** Each answered request's latency in ms, in the order the answers came. */
  latencies: number[];
  /** When each of those requests was due, in ms from the start of the run. */
  dueAt: number[];
};

type Connection = {
  socket: net.Socket;
  /** Header bytes read so far of the answer in flight (rarely more than one read). */
  head: string;
  /** Body bytes still to come; -1 while the headers are read. */
  remaining: number;
  status: number;
  /** When the request in flight was due; undefined when the connection is idle. */
  due: number | undefined;
};

const HEADER_END = '\r\n\r\n';
const READ_BUFFER_BYTES = 64 * 1024;

/**
 * Sends `GET url` with `headers` `rate` times a second for `seconds` over keep-alive connections (a new one whenever
 * all are busy), and returns each 2xx answer's latency in ms from when its request was due. Answers must carry a
 * Content-Length (the app's JSON answers do).
 */
export async function openLoop(options: {
  url: string;
  headers: Record<string, string>;
  rate: number;
  seconds: number;
  /** Sent at the same rate before the measured seconds and not counted: the connections are opened in it. */
  warmUpSeconds?: number;
}): Promise<OpenLoopResult> {
  const target = new URL(options.url);
  const lines = Object.entries(options.headers).map(([name, value]) => `${name}: ${value}\r\n`);
  const request = Buffer.from(
    `GET ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\n${lines.join('')}\r\n`,
    'latin1',
  );
  const began = performance.now();
  const warmUp = Math.round(options.rate * (options.warmUpSeconds ?? 0));
  const measuredFrom = began + (warmUp * 1000) / options.rate;
  const idle: Connection[] = [];
  const all = new Set<Connection>();
  const latencies: number[] = [];
  const dueAt: number[] = [];
  let failed = 0;
  let inFlight = 0;
  let drained: (() => void) | undefined;

  const settle = (connection: Connection, ok: boolean) => {
    if (connection.due === undefined) return;
    if (!ok) failed += 1;
    else if (connection.due >= measuredFrom) {
      // (A warm-up answer is not counted.)
      latencies.push(performance.now() - connection.due);
      dueAt.push(connection.due - measuredFrom);
    }
    connection.due = undefined;
    inFlight -= 1;
    if (inFlight === 0) drained?.();
  };

  const onHeaders = (connection: Connection, head: string) => {
    connection.status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1];
    if (length === undefined) throw new Error(`an answer without Content-Length:\n${head}`);
    connection.remaining = Number(length);
  };

  // Reads one chunk of bytes into the connection's answer; answers on one connection never overlap (no pipelining).
  const read = (connection: Connection, buffer: Buffer, size: number) => {
    let offset = 0;
    while (offset < size) {
      if (connection.remaining < 0) {
        const end = connection.head === '' ? buffer.indexOf(HEADER_END, offset, 'latin1') : -1;
        if (end >= 0 && end < size) {
          onHeaders(connection, buffer.toString('latin1', offset, end));
          offset = end + HEADER_END.length;
        } else {
          // Headers split across reads: kept as text until their end arrives.
          const before = connection.head.length;
          connection.head += buffer.toString('latin1', offset, size);
          const at = connection.head.indexOf(HEADER_END, Math.max(0, before - HEADER_END.length));
          if (at < 0) return;
          onHeaders(connection, connection.head.slice(0, at));
          offset = size - (connection.head.length - (at + HEADER_END.length));
          connection.head = '';
        }
      } else {
        const taken = Math.min(connection.remaining, size - offset);
        connection.remaining -= taken;
        offset += taken;
      }
      if (connection.remaining === 0) {
        connection.remaining = -1;
        const ok = connection.status >= 200 && connection.status < 300;
        settle(connection, ok);
        idle.push(connection);
      }
    }
  };

  const open = (): Connection => {
    const buffer = Buffer.allocUnsafe(READ_BUFFER_BYTES);
    const socket = net.connect({
      host: target.hostname,
      port: Number(target.port || 80),
      noDelay: true,
      // Read into the same buffer every time (the callback runs before the next read).
      onread: {
        buffer,
        callback: (size) => {
          read(connection, buffer, size);
          return true;
        },
      },
    });
    const connection: Connection = { socket, head: '', remaining: -1, status: 0, due: undefined };
    const lost = () => {
      all.delete(connection);
      const at = idle.indexOf(connection);
      if (at >= 0) idle.splice(at, 1);
      settle(connection, false);
    };
    socket.on('error', lost);
    socket.on('close', lost);
    all.add(connection);
    return connection;
  };

  const total = Math.round(options.rate * options.seconds);
  for (let index = 0; index < warmUp + total; index += 1) {
    const due = began + (index * 1000) / options.rate;
    // A timer may fire up to a millisecond early (Node counts from the loop's cached time): wait until it is due.
    for (let wait = due - performance.now(); wait > 0; wait = due - performance.now()) {
      await new Promise((resolve) => setTimeout(resolve, Math.ceil(wait)));
    }
    const connection = idle.pop() ?? open();
    connection.due = due;
    inFlight += 1;
    connection.socket.write(request);
  }
  if (inFlight > 0) await new Promise<void>((resolve) => (drained = resolve));
  for (const connection of all) connection.socket.destroy();
  return { sent: total, failed, latencies, dueAt };
}
