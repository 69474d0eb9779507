import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Test support: a local HTTP server speaking the video platform's protocol (see http-video-platform.ts). */

export interface FakeMedium {
  id: string | number;
  title: string;
  category_id: string | number | null;
  status: string;
  publish_date: string | null;
  duration: number | null;
}

export interface FakeCategory {
  id: string | number;
  name: string;
  parent_id: string | number | null;
}

export interface FakeRequest {
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
}

/** How the next answers misbehave; reset() puts it back to a prompt, correct answer. */
export interface FakeBehaviour {
  /** Wait this long before the headers. */
  delayMs: number;
  /** Send the headers at once, then wait this long before the body. */
  bodyDelayMs: number;
  /** Answer this status (with a JSON error body) instead of the data. */
  status?: number;
  /** Answer this text as the body instead of the data. */
  rawBody?: string;
  /** Only these paths misbehave ('/v1/media', '/v1/categories'); all when unset. */
  paths?: string[];
  /** Only media pages from this one on misbehave. */
  fromPage?: number;
  /** Ignore status=published and answer drafts too. */
  ignoreStatusFilter: boolean;
}

export interface FakeVideoPlatform {
  /** Base URL, with a path prefix to prove the adapter keeps it. */
  url: string;
  requests: FakeRequest[];
  media: FakeMedium[];
  categories: FakeCategory[];
  behaviour: FakeBehaviour;
  reset(): void;
  close(): Promise<void>;
}

const PREFIX = '/platform';

const normal = (): FakeBehaviour => ({ delayMs: 0, bodyDelayMs: 0, ignoreStatusFilter: false });

export async function startFakeVideoPlatform(options: { key: string; media?: FakeMedium[]; categories?: FakeCategory[] }): Promise<FakeVideoPlatform> {
  const fake = {
    requests: [] as FakeRequest[],
    media: options.media ?? [],
    categories: options.categories ?? [],
    behaviour: normal(),
  };

  function data(path: string, query: Record<string, string>): { status: number; body: unknown } {
    if (path === '/v1/categories') return { status: 200, body: { categories: fake.categories } };
    if (path.startsWith('/v1/media/')) {
      const id = decodeURIComponent(path.slice('/v1/media/'.length));
      const medium = fake.media.find((m) => String(m.id) === id);
      return medium ? { status: 200, body: medium } : { status: 404, body: { error: 'not found' } };
    }
    if (path !== '/v1/media') return { status: 404, body: { error: 'not found' } };
    const page = Number(query.page ?? 1);
    const pageLength = Math.min(Number(query.page_length ?? 50), 50);
    const q = query.q?.toLowerCase();
    const matching = fake.media.filter(
      (m) => (fake.behaviour.ignoreStatusFilter || !query.status || m.status === query.status) && (!q || m.title.toLowerCase().includes(q)),
    );
    return {
      status: 200,
      body: { media: matching.slice((page - 1) * pageLength, page * pageLength), page, page_length: pageLength, total: matching.length },
    };
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname.startsWith(PREFIX) ? url.pathname.slice(PREFIX.length) : url.pathname;
    const query = Object.fromEntries(url.searchParams);
    fake.requests.push({ path, query, authorization: req.headers.authorization });
    const b = fake.behaviour;
    const misbehaves = (!b.paths || b.paths.includes(path)) && (b.fromPage === undefined || (path === '/v1/media' && Number(query.page) >= b.fromPage));
    let status = 200;
    let body: string;
    if (req.headers.authorization !== `Bearer ${options.key}`) {
      status = 401;
      body = JSON.stringify({ error: 'unauthorized' });
    } else if (misbehaves && b.status) {
      status = b.status;
      body = JSON.stringify({ error: 'platform failure' });
    } else if (misbehaves && b.rawBody !== undefined) {
      body = b.rawBody;
    } else {
      const answer = data(path, query);
      status = answer.status;
      body = JSON.stringify(answer.body);
    }
    const delayMs = misbehaves ? b.delayMs : 0;
    const bodyDelayMs = misbehaves ? b.bodyDelayMs : 0;
    setTimeout(() => {
      if (res.destroyed) return;
      res.writeHead(status, { 'content-type': 'application/json' });
      if (bodyDelayMs) res.flushHeaders();
      setTimeout(() => {
        if (!res.destroyed) res.end(body);
      }, bodyDelayMs);
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}${PREFIX}`,
    reset() {
      fake.behaviour = normal();
      fake.requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
