import { gql } from '../../../lib/api.ts';
import { parceiroGraphql } from '../../../generated/parceiro/gql.ts';
import type { VerifyRealEstateQuery } from '../../../generated/parceiro/graphql.ts';

/** verifica_base_imobiliaria: null while the base is empty. */
export type RealEstateMatch = VerifyRealEstateQuery['verifica_base_imobiliaria'];

const DOCUMENT = parceiroGraphql(`query VerifyRealEstate($identificador: String!) {
  verifica_base_imobiliaria(identificador: $identificador) { exists name document code }
}`);

/** Looks a CNPJ/CPF or real-estate code up in the base (not cached: the base changes by import). */
export async function verifyRealEstate(identifier: string): Promise<RealEstateMatch> {
  return (await gql('parceiro', DOCUMENT, { identificador: identifier })).verifica_base_imobiliaria;
}
