import { buildServiceSchema } from './service-schema.ts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ServiceDefinition } from '../../services/service-definition.ts';
import { operation } from './operation.ts';
import type { ServicePart, SharedPart } from './service-part.ts';

/**
 * Type-level tests: `tsc -p apps/server` checks that each `@ts-expect-error` below meets an error
 * (an unused one fails the build), so a resolver that disagrees with its service's SDL does not
 * compile. The parts are typed with the parceiro service's SDL (apps/server/schema/parceiro.graphql):
 *   branch(id: Int!): Branch           Branch { id: Int!, value: String!, updated_at: String! }
 *   branch_count(search: String): Int!
 *   createOrUpdateBranch(id: Int, input: BranchInput!, updated_at: String): Branch!
 */

const id = z.object({ id: z.number().int() });
const search = z.object({ search: z.string().nullish() });
const branch = { id: 1, value: 'Seguros', updated_at: '2026-01-01T00:00:00.000Z' };
const BRANCH_SDL = /* GraphQL */ `
  type Branch { id: Int!, value: String!, updated_at: String! }
  type Query { branch(id: Int!): Branch, branch_count(search: String): Int! }
`;

const fitting: ServicePart<'parceiro'> = {
  typeDefs: [BRANCH_SDL],
  resolvers: [
    {
      Query: {
        branch: operation({ access: 'Branch', args: id, resolve: async () => (Math.random() > 2 ? branch : null) }),
        branch_count: operation({ access: 'Branch', args: search, resolve: () => 1 }),
      },
      Branch: { value: (parent) => parent.value.trim() },
    },
  ],
};

const wrong: ServicePart<'parceiro'>[] = [
  {
    typeDefs: [],
    resolvers: [
      {
        Query: {
          // @ts-expect-error a root field the SDL does not have
          branches: operation({ access: 'Branch', resolve: () => [branch] }),
        },
      },
    ],
  },
  {
    typeDefs: [],
    resolvers: [
      {
        Query: {
          // @ts-expect-error { id: string } where the SDL says Int!
          branch_count: operation({ access: 'Branch', args: search, resolve: () => ({ id: '1' }) }),
        },
      },
    ],
  },
  {
    typeDefs: [],
    resolvers: [
      {
        Query: {
          // @ts-expect-error Branch.id is an Int!, not a string
          branch: operation({ access: 'Branch', args: id, resolve: () => ({ ...branch, id: '1' }) }),
        },
      },
    ],
  },
  {
    typeDefs: [],
    resolvers: [
      {
        Mutation: {
          // @ts-expect-error Branch.updated_at is non-null, and missing
          createOrUpdateBranch: operation({
            access: 'Branch',
            args: z.object({ id: z.number().nullish(), updated_at: z.string().nullish(), input: z.object({ value: z.string() }) }),
            resolve: () => ({ id: 1, value: 'Seguros' }),
          }),
        },
      },
    ],
  },
  {
    typeDefs: [],
    resolvers: [
      {
        Mutation: {
          // @ts-expect-error Branch! is non-null: a resolver that may give null does not fit
          createOrUpdateBranch: operation({
            access: 'Branch',
            args: z.object({ id: z.number().nullish(), updated_at: z.string().nullish(), input: z.object({ value: z.string() }) }),
            resolve: async () => (Math.random() > 2 ? branch : null),
          }),
        },
      },
    ],
  },
  {
    typeDefs: [],
    resolvers: [
      {
        Query: {
          // @ts-expect-error the args schema reads `serach`, an argument the field does not declare
          branch_count: operation({ access: 'Branch', args: z.object({ serach: z.string().nullish() }), resolve: () => 1 }),
        },
      },
    ],
  },
  {
    typeDefs: [],
    resolvers: [
      {
        Query: {
          // @ts-expect-error no args schema: the declared `search` would reach the handler unvalidated
          branch_count: operation({ access: 'Branch', resolve: () => 1 }),
        },
      },
    ],
  },
  {
    typeDefs: [],
    resolvers: [
      {
        Query: {
          // @ts-expect-error a root field must be built by operation() (it declares the access)
          branch_count: () => 1,
        },
      },
    ],
  },
  {
    typeDefs: [],
    resolvers: [
      {
        // @ts-expect-error a type the SDL does not have
        Branche: { value: () => 'x' },
      },
    ],
  },
  {
    typeDefs: [],
    resolvers: [
      {
        Branch: {
          // @ts-expect-error a field of Branch the SDL does not have
          valeu: () => 'x',
        },
      },
    ],
  },
  {
    typeDefs: [],
    resolvers: [
      {
        Branch: {
          // @ts-expect-error Branch.value is a String!
          value: () => 1,
        },
      },
    ],
  },
];

// @ts-expect-error a part typed with parceiro's SDL is not one of the account service's parts
const _misplaced: ServiceDefinition<'account'> = { name: 'account', schemas: [fitting], routes: [] };

const _session: SharedPart = {
  typeDefs: [],
  resolvers: [
    {
      Query: {
        // @ts-expect-error mounted on every service, but only parceiro's SDL has branch_count
        branch_count: operation({ access: 'Branch', args: search, resolve: () => 1 }),
      },
    },
  ],
};

describe('schema parts typed with their service SDL', () => {
  it('are the resolvers as written: the typing changes nothing at run time', async () => {
    const schema = buildServiceSchema(fitting);
    expect(Object.keys(schema.getQueryType()!.getFields())).toEqual(['branch', 'branch_count']);
    const count = fitting.resolvers[0]!.Query!.branch_count!;
    expect(await count(undefined, {}, { user: { modules: ['Branch'] } } as never)).toBe(1);
    expect(wrong).toHaveLength(11);
  });
});
