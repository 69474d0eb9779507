import { describe, expect, it } from 'vitest';
import { heartbeatThrottle } from './heartbeat-throttle.ts';

describe('heartbeatThrottle', () => {
  it('holds back a heartbeat of the same user and room sooner than 5 s after a recorded one', () => {
    let now = 1_000_000;
    const throttle = heartbeatThrottle(() => now);
    expect(throttle.tooSoon(1, 10)).toBe(false);
    throttle.recorded(1, 10);
    now += 4_999;
    expect(throttle.tooSoon(1, 10)).toBe(true);
    expect(throttle.tooSoon(1, 11)).toBe(false);
    expect(throttle.tooSoon(2, 10)).toBe(false);
    now += 1;
    expect(throttle.tooSoon(1, 10)).toBe(false);
  });

  it('keeps the recent heartbeats when it sweeps a full memory', () => {
    let now = 0;
    const throttle = heartbeatThrottle(() => now);
    for (let user = 1; user <= 20_000; user++) throttle.recorded(user, 1);
    now = 1_000;
    throttle.recorded(20_001, 1);
    expect(throttle.tooSoon(1, 1)).toBe(true);
    expect(throttle.tooSoon(20_001, 1)).toBe(true);
  });
});
