import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_FIELD_ID, BRANCH_ID } from '@backoffice/domain/constants';
import { isValidCpf } from '@backoffice/domain/documents';
import { accountFieldValue, users } from '../db/schema/account.ts';
import { corretor } from '../db/schema/corretor.ts';
import { branch, parceiro, realEstateBase } from '../db/schema/parceiro.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DEMO_COUNTS, DEMO_PASSWORD, seedDemo } from './demo.ts';

let t: TestApp;
let seconds = 0;

beforeAll(async () => {
  t = await createTestApp();
  const started = performance.now();
  expect(await seedDemo(t.db)).toBe(true);
  seconds = (performance.now() - started) / 1000;
});

afterAll(async () => {
  await t?.close();
});

describe('demo data', () => {
  it('keeps the 60 administrators and their login', async () => {
    const [{ n }] = await t.db
      .select({ n: count() })
      .from(users)
      .where(sql`${users.mail} like '%@demo.local'`);
    expect(n).toBe(60);
    expect(await t.login('ana.lima@demo.local', DEMO_PASSWORD)).toEqual(expect.any(String));
  });

  it('adds a few hundred brokers and partners, each with its login, valid unique CPFs, e-mails and phones', async () => {
    const brokers = await t.db
      .select({
        cpf: corretor.cpf,
        uid: users.uid,
        email: corretor.email,
        mail: users.mail,
        celular: corretor.celular,
        susep: corretor.susep,
        grupo: corretor.grupo,
        role: corretor.role,
        profile: users.profile_id,
      })
      .from(corretor)
      .innerJoin(users, eq(users.id, corretor.user_id));
    const partners = await t.db
      .select({ cpf: parceiro.cpf, uid: users.uid, email: parceiro.email, mail: users.mail, phone: parceiro.phone })
      .from(parceiro)
      .innerJoin(users, eq(users.id, parceiro.user_id));
    expect(brokers).toHaveLength(DEMO_COUNTS.corretores);
    expect(partners).toHaveLength(DEMO_COUNTS.parceiros);
    const everyone = [...brokers, ...partners];
    expect(new Set(everyone.map((p) => p.cpf)).size).toBe(everyone.length);
    for (const p of everyone) {
      expect(isValidCpf(p.cpf)).toBe(true);
      expect(p.uid).toBe(p.cpf);
      expect(p.email).toBe(p.mail);
      expect(p.mail).toMatch(/^[a-z]+\.[a-z]+\d*@[a-z.]+\.(com|com\.br)$/);
    }
    for (const b of brokers) {
      expect(b.celular).toMatch(/^\d{2}9\d{8}$/);
      expect(b.susep).toMatch(/^\d{9}$/);
      expect([340431, 340432]).toContain(b.grupo);
      expect([1, 2, 3]).toContain(b.role);
      expect(b.profile).toBeNull();
    }
    // No platform user without its registration.
    const [{ orphans }] = await t.db
      .select({ orphans: count() })
      .from(users)
      .where(
        and(
          isNull(users.profile_id),
          sql`not exists (select 1 from corretor c where c.user_id = ${users.id}) and not exists (select 1 from parceiro p where p.user_id = ${users.id})`,
        ),
      );
    expect(orphans).toBe(0);
  });

  it('spreads partners over the branches: statuses on 298188, the real-estate base on 306849', async () => {
    const statuses = await t.db.selectDistinct({ status: parceiro.status }).from(parceiro).where(eq(parceiro.branch_id, BRANCH_ID.STATUS_ENABLED));
    expect(statuses.map((s) => s.status).sort()).toEqual([false, true, null].sort());
    const realEstate = await t.db
      .select({ document: parceiro.cnpj_cpf_imobiliaria, code: parceiro.cod_imobiliaria, status: parceiro.status })
      .from(parceiro)
      .where(eq(parceiro.branch_id, BRANCH_ID.REAL_ESTATE));
    expect(realEstate.length).toBeGreaterThan(40);
    const base = await t.db.select().from(realEstateBase);
    expect(base).toHaveLength(DEMO_COUNTS.realEstateBase);
    for (const r of realEstate) {
      expect(r.status).toBeNull();
      expect(r.document || r.code).toBeTruthy();
      if (r.document) expect(base.some((b) => b.document === r.document)).toBe(true);
      if (r.code) expect(base.some((b) => b.code === r.code)).toBe(true);
    }
    const others = await t.db.selectDistinct({ id: parceiro.branch_id }).from(parceiro);
    expect(others.length).toBeGreaterThanOrEqual(5);
    // Other branches never carry a status or real-estate fields.
    const [{ n }] = await t.db
      .select({ n: count() })
      .from(parceiro)
      .where(
        sql`${parceiro.branch_id} not in (${BRANCH_ID.STATUS_ENABLED}, ${BRANCH_ID.REAL_ESTATE}) and (${parceiro.status} is not null or ${parceiro.cnpj_cpf_imobiliaria} is not null or ${parceiro.cod_imobiliaria} is not null)`,
      );
    expect(n).toBe(0);
  });

  it('keeps account field 19 in step with the branches', async () => {
    const branches = await t.db.select({ id: branch.id, value: branch.value }).from(branch);
    expect(branches.length).toBeGreaterThanOrEqual(7);
    const values = await t.db
      .select({ value: accountFieldValue.value, externalid: accountFieldValue.externalid })
      .from(accountFieldValue)
      .where(eq(accountFieldValue.account_field_id, ACCOUNT_FIELD_ID.BRANCHES));
    expect(values.map((v) => `${v.externalid}:${v.value}`).sort()).toEqual(branches.map((b) => `${b.id}:${b.value}`).sort());
  });

  it('runs once, and quickly', async () => {
    expect(await seedDemo(t.db)).toBe(false);
    const [{ n }] = await t.db.select({ n: count() }).from(corretor);
    expect(n).toBe(DEMO_COUNTS.corretores);
    expect(seconds).toBeLessThan(10);
  });
});
