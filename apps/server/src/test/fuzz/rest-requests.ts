import type { InjectOptions } from 'fastify';
import type { RouteEntry } from '../../platform/http/route-list.ts';
import { HOSTILE_NUMBER_STRINGS, HOSTILE_NUMBER_TEXT, hostileText, WRONG_TYPES } from './hostile-values.ts';

const restText = (huge: number) => [...hostileText(huge), ...HOSTILE_NUMBER_STRINGS];

/** The names REST inputs may carry: every GraphQL argument and input field, and the REST-only ones. */
export interface Vocabulary {
  keys: string[];
  /** The keys that name a record: also sent without the others, so a text key cannot mask them. */
  ids: string[];
}

const BOUNDARY = 'fuzzboundary';
// A URL is read whole from the request line: stay well within the server's header limit.
const QUERY_HUGE_TEXT = 2_000;
const BODY_HUGE_TEXT = 5_000;
// What @fastify/multipart accepts per request (app.ts); more would be refused before any route.
const MULTIPART_FIELDS = 19;

const PATH_VALUES = [...HOSTILE_NUMBER_TEXT, '0', '1.5', 'abc', '\u0000', '1\u0000', 'x'.repeat(90)];

const all = <T>(keys: string[], value: T): Record<string, T> => Object.fromEntries(keys.map((k) => [k, value]));

const withParams = (url: string, value: string) => url.replace(/:\w+/g, encodeURIComponent(value));

function queryRequests(method: InjectOptions['method'], url: string, words: Vocabulary): InjectOptions[] {
  const queries: Array<Record<string, string | string[]>> = [
    ...restText(QUERY_HUGE_TEXT).map((v) => all(words.keys, v)),
    // A repeated key arrives as an array where a route expects one value.
    all(words.keys, ['1', '2']),
    ...HOSTILE_NUMBER_TEXT.map((v) => all(words.ids, v)),
  ];
  return queries.map((query) => ({ method, url, query }));
}

function jsonRequests(method: InjectOptions['method'], url: string, words: Vocabulary): InjectOptions[] {
  const values: unknown[] = [...restText(BODY_HUGE_TEXT), 2147483648, -1, 0.5, ...WRONG_TYPES];
  const bodies = [...values.map((v) => all(words.keys, v)), all(words.ids, 2147483648), all(words.ids, '2147483648')];
  const json = (payload: string, type = 'application/json') => ({ method, url, headers: { 'content-type': type }, payload });
  return [
    ...bodies.map((b) => json(JSON.stringify(b))),
    json('[1]'),
    json('"x"'),
    json('{'),
    json(`${'['.repeat(5000)}${']'.repeat(5000)}`),
    json('a\u0000b', 'text/plain'),
    json(JSON.stringify({ id: 'a\u0000b', kind: 'page_view', path: 'a\u0000b' }), 'text/plain'),
  ];
}

/** A multipart form: text fields, then (unless `filename` is null) a small file in field `file`. */
export function multipart(url: string, fields: Record<string, string>, filename: string | null = 'arquivo.png'): InjectOptions {
  const parts = Object.entries(fields).map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  const file =
    filename === null
      ? ''
      : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/plain\r\n\r\nconteudo\r\n`;
  return {
    method: 'POST',
    url,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: `${parts.join('')}${file}--${BOUNDARY}--\r\n`,
  };
}

/** For a route that reads an upload: hostile form fields, then a file name carrying NUL. */
export function multipartRequests(url: string, words: Vocabulary): InjectOptions[] {
  const keys = [...new Set([...words.ids, ...words.keys])].slice(0, MULTIPART_FIELDS);
  return [
    ...restText(BODY_HUGE_TEXT).map((v) => multipart(url, all(keys, v))),
    ...HOSTILE_NUMBER_TEXT.map((v) => multipart(url, all(words.ids.slice(0, MULTIPART_FIELDS), v))),
    multipart(url, { id: '1' }, 'a\u0000b.png'),
  ];
}

/** Requests that give one route hostile path parameters, query strings and JSON or text bodies. */
export function restRequests(route: RouteEntry, words: Vocabulary): InjectOptions[] {
  const method = route.method as InjectOptions['method'];
  const url = withParams(route.url, '1');
  const requests: InjectOptions[] = route.url.includes(':') ? PATH_VALUES.map((v) => ({ method, url: withParams(route.url, v) })) : [];
  if (route.method === 'GET' || route.method === 'DELETE') requests.push(...queryRequests(method, url, words));
  if (route.method !== 'GET') requests.push(...jsonRequests(method, url, words));
  return requests;
}
