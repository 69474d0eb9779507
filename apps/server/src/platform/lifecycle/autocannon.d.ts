// The parts of autocannon 9 the shutdown test uses (it ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Instance extends EventEmitter {
    stop(): void;
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void): this;
    on(event: 'reqError', listener: (error: Error & { code?: string }) => void): this;
    on(event: 'done', listener: (result: { errors: number; non2xx: number; '2xx': number }) => void): this;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
