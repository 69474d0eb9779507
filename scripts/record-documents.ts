import { getNamedType, isLeafType, isObjectType, type GraphQLField, type GraphQLObjectType, type GraphQLSchema } from 'graphql';

/** The mutations that create or update one record, by the spec's names. */
const SAVE = /^(createOrUpdate|criaOuAtualiza)/;

/** A field's selection: a leaf as it is, an object by its own leaves (one level, enough for the refs a record shows). */
function selection(field: GraphQLField<unknown, unknown>): string | null {
  if (field.args.some((a) => a.type.toString().endsWith('!'))) return null;
  const type = getNamedType(field.type);
  if (isLeafType(type)) return field.name;
  if (!isObjectType(type)) return null;
  const leaves = Object.values(type.getFields()).filter((f) => isLeafType(getNamedType(f.type)) && f.args.length === 0);
  return leaves.length ? `${field.name} { ${leaves.map((f) => f.name).join(' ')} }` : null;
}

const fragment = (type: GraphQLObjectType) =>
  `fragment ${type.name}Record on ${type.name} {\n  ${Object.values(type.getFields()).map(selection).filter(Boolean).join('\n  ')}\n}`;

/**
 * The web's documents of a record's form, written from the SDL so that a field added to the
 * contract reaches the form with no document edited by hand: for each createOrUpdate mutation
 * returning type T, `fragment TRecord` (every field of T) and `mutation SaveTRecord` (every argument).
 */
export function recordDocuments(schema: GraphQLSchema): string {
  const saves = Object.values(schema.getMutationType()?.getFields() ?? {}).filter((f) => SAVE.test(f.name));
  const types = new Map<string, GraphQLObjectType>();
  const documents: string[] = [];
  for (const save of saves) {
    const type = getNamedType(save.type);
    if (!isObjectType(type)) continue;
    types.set(type.name, type);
    const variables = save.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
    const args = save.args.map((a) => `${a.name}: $${a.name}`).join(', ');
    documents.push(`mutation Save${type.name}Record(${variables}) {\n  ${save.name}(${args}) { ...${type.name}Record }\n}`);
  }
  return [...[...types.values()].map(fragment), ...documents].join('\n\n');
}
