import { afterEach, describe, expect, it, vi } from 'vitest';

/** graphql-ws replaced by a client whose connection events the test fires. */
const socket = vi.hoisted(() => ({ on: {} as { connected?: (s: unknown, p: unknown, wasRetry: boolean) => void; closed?: () => void } }));
vi.mock('graphql-ws', () => ({
  createClient: (options: { on: typeof socket.on }) => {
    socket.on = options.on;
    return { subscribe: () => () => {} };
  },
}));

const { subscribe } = await import('./live-events.ts');
const DOCUMENT = { toString: () => 'subscription Test { test }' } as never;

afterEach(() => vi.clearAllMocks());

describe('live events', () => {
  it('tells each subscriber whether the socket is open, and after a reconnection asks them to catch up', () => {
    const first = { next: vi.fn(), onStatus: vi.fn(), onReconnected: vi.fn() };
    const stopFirst = subscribe('chat', DOCUMENT, {}, first);
    socket.on.connected?.(null, null, false);
    expect(first.onStatus).toHaveBeenLastCalledWith(true);
    expect(first.onReconnected).not.toHaveBeenCalled();

    // A screen opened while the socket is up hears so at once.
    const second = { next: vi.fn(), onStatus: vi.fn() };
    const stopSecond = subscribe('chat', DOCUMENT, {}, second);
    expect(second.onStatus).toHaveBeenCalledWith(true);

    socket.on.closed?.();
    expect(first.onStatus).toHaveBeenLastCalledWith(false);
    expect(second.onStatus).toHaveBeenLastCalledWith(false);
    socket.on.connected?.(null, null, true);
    expect(first.onStatus).toHaveBeenLastCalledWith(true);
    expect(first.onReconnected).toHaveBeenCalledTimes(1);

    // A screen that left hears nothing more.
    stopSecond();
    const heard = second.onStatus.mock.calls.length;
    socket.on.closed?.();
    expect(second.onStatus).toHaveBeenCalledTimes(heard);
    stopFirst();
  });
});
