import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { unansweredCalls } from './api-stub.ts';

// happy-dom lacks these browser APIs that Mantine relies on.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => {};

// Test files share a worker's window (isolate: false): each test starts at the same address,
// whatever page an earlier one left it on.
beforeEach(() => {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL('http://localhost:3000/');
});

afterEach(() => {
  cleanup();
  // The notifications store outlives a render: a toast of one test must not show in the next.
  notifications.clean();
  notifications.cleanQueue();
  vi.unstubAllGlobals();
  // A call the test's API stub had no answer for is a test that does not say what the screen needs.
  const unanswered = unansweredCalls.splice(0);
  expect(unanswered, 'calls without a stubbed answer').toEqual([]);
});
