import { describe, expect, it } from 'vitest';
import { REPORT_FILE_OWNER } from '../platform/reports/report-engine.ts';
import { FILE_OWNERS } from './file-owners.ts';
import { SERVICES } from './registry.ts';
import { REPORT_DEFINITIONS } from './report-definitions.ts';

describe('the services registry', () => {
  it("lists the spec's eight services of /api/v1/{service}, the global search, the bulk actions, the recycle bin and the records' history, each under its own name", () => {
    expect(Object.keys(SERVICES)).toEqual(['account', 'lms', 'dam', 'analytics', 'chat', 'cms', 'corretor', 'parceiro', 'search', 'bulk', 'bin', 'history']);
    for (const [name, service] of Object.entries(SERVICES)) expect(service.name).toBe(name);
  });

  it('collects the reports every service declares, each name once', () => {
    const names = REPORT_DEFINITIONS.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBe(Object.values(SERVICES).reduce((n, s) => n + (s.reports?.length ?? 0), 0));
    expect(names.length).toBeGreaterThan(0);
  });

  it('knows who may read the files of every kind of owner record', () => {
    expect(Object.keys(FILE_OWNERS).sort()).toEqual(['asset', 'category', 'chat', 'classroom', 'content', 'course', REPORT_FILE_OWNER, 'trail'].sort());
    for (const check of Object.values(FILE_OWNERS)) expect(typeof check).toBe('function');
  });
});
