import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { createTestApp, errorMessage, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signIn(PROFILE_ID.SUPER_ADMIN)).token;
});
afterAll(() => t?.close());

const LIST = 'query ($limit: Int, $search: String) { branch_collections(limit: $limit, search: $search) { id } }';

describe('what a client sends wrong is told in Portuguese', () => {
  it.each([
    ['a list limit past its maximum', LIST, { limit: 500 }, /^O valor deve ser no máximo 200\.$/],
    ['a text where a number goes', LIST, { limit: 'dez' }, /^Valor inválido em limit: esperado um número inteiro\.$/],
    ['a number past 32 bits', LIST, { limit: 2 ** 31 }, /^Valor inválido em limit: esperado um número inteiro dentro do limite permitido\.$/],
    ['a number where a text goes', LIST, { search: 42 }, /^Valor inválido em search: esperado um texto\.$/],
    ['a literal of the wrong type', '{ branch_collections(limit: "dez") { id } }', {}, /^Valor inválido \("dez"\): esperado um número inteiro\.$/],
    ['a required argument given null', '{ branch(id: null) { id } }', {}, /^Valor inválido \(null\): esperado um valor do tipo Int!\.$/],
    ['a required argument left out', '{ branch { id } }', {}, /^Informe o argumento id de branch: é obrigatório\.$/],
    ['an unknown argument', '{ branch_collections(tamanho: 3) { id } }', {}, /^Argumento desconhecido: tamanho \(em Query\.branch_collections\)\.$/],
  ])('%s', async (_name, query, variables, message) => {
    const body = await t.gql('parceiro', query, variables, token);
    expect(errorMessage(body)).toMatch(message);
  });
});
