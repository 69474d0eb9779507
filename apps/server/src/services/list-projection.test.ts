import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { seedAllDemo } from '../boot.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// A page of a list reads only the columns of the fields the query asks (db/projection.ts): asked
// one at a time, every field of every row must read exactly as when all are asked together.

interface IntrospectedType {
  name: string | null;
  kind: string;
  ofType: IntrospectedType | null;
}
interface IntrospectedField {
  name: string;
  args: unknown[];
  type: IntrospectedType;
}

const TYPE_REF = 'name kind ofType { name kind ofType { name kind ofType { name kind } } }';

const LISTS = [
  { service: 'account', field: 'users_collections', args: '' },
  { service: 'corretor', field: 'cadastros_collections', args: '' },
  { service: 'parceiro', field: 'cadastros_collections', args: '' },
  { service: 'dam', field: 'assets_collections', args: 'module_name: "Media"' },
  { service: 'lms', field: 'courses_collections', args: 'type: "online"' },
  { service: 'lms', field: 'courses_collections', args: 'type: "presential"' },
  { service: 'lms', field: 'trails_collections_dashboard', args: '' },
  { service: 'lms', field: 'classroom_collections', args: '' },
  { service: 'chat', field: 'chats_collections', args: '' },
];

let t: TestApp;
let token: string;

beforeAll(async () => {
  // Introspection (off by default) lists each type's fields.
  t = await createTestApp({ GRAPHQL_INTROSPECTION: 'true' });
  await seedAllDemo(t.db, t.files);
  ({ token } = await t.signIn(PROFILE_ID.SUPER_ADMIN));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const named = (type: IntrospectedType): IntrospectedType => (type.ofType ? named(type.ofType) : type);

async function fieldsOf(service: string, typeName: string): Promise<IntrospectedField[]> {
  const body = await t.gql(service, `{ __type(name: "${typeName}") { fields { name args { name } type { ${TYPE_REF} } } } }`, {}, token);
  return body.data.__type.fields;
}

/** A field as a selection: an object's scalar fields in braces, a scalar alone. */
async function selectionOf(service: string, field: IntrospectedField): Promise<string> {
  const type = named(field.type);
  if (type.kind !== 'OBJECT') return field.name;
  const inner = (await fieldsOf(service, type.name!)).filter((f) => named(f.type).kind !== 'OBJECT' && !f.args.length);
  return `${field.name} { ${inner.map((f) => f.name).join(' ')} }`;
}

describe('a list page reads only what the query asks', () => {
  it.each(LISTS)('$service $field($args): each field alone reads as with all the others', async ({ service, field, args }) => {
    const query = (await fieldsOf(service, 'Query')).find((f) => f.name === field)!;
    const fields = (await fieldsOf(service, named(query.type).name!)).filter((f) => !f.args.length);
    const selections = await Promise.all(fields.map((f) => selectionOf(service, f)));
    const page = (selection: string) => `{ ${field}(${args ? `${args}, ` : ''}limit: 20, order: "desc", orderby: "id") { ${selection} } }`;
    const all = await t.gql(service, page(selections.join(' ')), {}, token);
    expect(all.errors).toBeUndefined();
    const rows: Array<Record<string, unknown>> = all.data[field];
    expect(rows.length).toBeGreaterThan(0);
    for (const [i, selection] of selections.entries()) {
      const alone = await t.gql(service, page(selection), {}, token);
      expect(alone.errors).toBeUndefined();
      const name = fields[i].name;
      expect(
        alone.data[field].map((row: Record<string, unknown>) => row[name]),
        name,
      ).toEqual(rows.map((row) => row[name]));
    }
  });

  it('reads the fields of fragments, named and inline', async () => {
    const query = `query { courses_collections(type: "online", limit: 5, order: "desc", orderby: "id") { id ...Dates ... on Course { thumbnail proof { title } } } }
      fragment Dates on Course { date_publish_format }`;
    const full = await t.gql(
      'lms',
      `{ courses_collections(type: "online", limit: 5, order: "desc", orderby: "id") { id date_publish_format thumbnail proof { title } } }`,
      {},
      token,
    );
    const fragments = await t.gql('lms', query, {}, token);
    expect(fragments.errors).toBeUndefined();
    expect(fragments.data).toEqual(full.data);
    // The formatted date is made of a column the query does not name.
    expect(full.data.courses_collections[0].date_publish_format).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
  });
});
