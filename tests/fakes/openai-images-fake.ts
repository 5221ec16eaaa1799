import {
  FaultInjector,
  type FaultPlan,
  hang,
  type RecordedRequest,
  retryHeadersOf,
  sendJson,
  startFakeServer,
} from './fake-http.ts';
import { tinyPicture } from './media-bytes.ts';

/**
 * A fake OpenAI-compatible images server (`POST /v1/images/generations`, `GET /v1/models`), as OpenAI and the
 * self-hosted image servers speak it: `{ data: [{ b64_json }] }`, or `{ data: [{ url }] }` when asked for URLs.
 */
export type OpenAiImagesFake = {
  url: string;
  requests: RecordedRequest[];
  generations(): RecordedRequest[];
  setFaults(plan: FaultPlan): void;
  close(): Promise<void>;
};

export async function startFakeOpenAiImages(
  options: { apiKey?: string; models?: string[] } = {},
): Promise<OpenAiImagesFake> {
  const apiKey = options.apiKey ?? 'images-key';
  const faults = new FaultInjector();
  const png = await tinyPicture('png');
  const server = await startFakeServer(async ({ req, res, record, signal, baseUrl }) => {
    if (record.method === 'GET' && record.path === '/files/picture.png') {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.byteLength });
      res.end(png);
      return;
    }
    if (record.headers.authorization !== `Bearer ${apiKey}`) {
      return sendJson(res, 401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } });
    }
    if (record.method === 'GET' && record.path === '/v1/models') {
      return sendJson(res, 200, { object: 'list', data: (options.models ?? ['sd-model']).map((id) => ({ id })) });
    }
    if (record.method !== 'POST' || record.path !== '/v1/images/generations') {
      return sendJson(res, 404, { error: { message: 'Not found' } });
    }
    const fault = faults.next();
    record.fault = fault;
    switch (fault?.kind) {
      case '429':
        return sendJson(res, 429, { error: { message: 'Rate limit' } }, retryHeadersOf(fault, 1));
      case '500':
      case '503':
        return sendJson(res, Number(fault.kind), { error: { message: 'Server error' } });
      case 'hang':
        return hang(signal);
      case 'network':
        req.socket.destroy();
        return;
    }
    const body = record.body as { prompt?: unknown; response_format?: unknown } | undefined;
    if (typeof body?.prompt !== 'string' || body.prompt === '') {
      return sendJson(res, 400, { error: { message: "'prompt' is required" } });
    }
    const created = Math.floor(Date.now() / 1000);
    if (body.response_format === 'url')
      return sendJson(res, 200, { created, data: [{ url: `${baseUrl}/files/picture.png` }] });
    sendJson(res, 200, { created, data: [{ b64_json: Buffer.from(png).toString('base64') }] });
  });
  return {
    url: server.url,
    requests: server.requests,
    generations: () => server.requests.filter((request) => request.path === '/v1/images/generations'),
    setFaults: (plan) => faults.set(plan),
    close: server.close,
  };
}
