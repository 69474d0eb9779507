import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { NOTIFICATIONS_APPLICATION, openNotifications } from './notifications.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('notifications', () => {
  it('deliver what any connection notifies, once it commits', async () => {
    const notifications = openNotifications(t.database.driver);
    const heard: string[] = [];
    await notifications.listen('bo_test_channel', (payload) => heard.push(payload));
    expect(notifications.live).toBe(true);
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('bo_test_channel', 'dentro')`);
      expect(heard).toEqual([]);
    });
    await vi.waitFor(() => expect(heard).toEqual(['dentro']));
    await notifications.close();
  });

  it('listen again after their connection is cut, and say they may have missed something', async () => {
    const notifications = openNotifications(t.database.driver, () => {});
    const heard: string[] = [];
    let restored = 0;
    notifications.onRestored(() => restored++);
    await notifications.listen('bo_test_channel', (payload) => heard.push(payload));
    if (t.database.driver.kind === 'pglite') {
      // In this process: there is no connection to lose.
      expect(notifications.live).toBe(true);
    } else {
      await t.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${NOTIFICATIONS_APPLICATION} and datname = current_database()`,
      );
      await vi.waitFor(() => expect(restored).toBe(1), { timeout: 5000 });
      expect(notifications.live).toBe(true);
    }
    await t.db.execute(sql`select pg_notify('bo_test_channel', 'depois')`);
    await vi.waitFor(() => expect(heard).toEqual(['depois']));
    await notifications.close();
  });
});
