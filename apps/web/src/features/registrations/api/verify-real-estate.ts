import { gql } from '../../../lib/api.ts';
import type { RealEstateMatch } from './types.ts';

const DOCUMENT = /* GraphQL */ `query ($identificador: String!) {
  verifica_base_imobiliaria(identificador: $identificador) { exists name document code }
}`;

/** Looks a CNPJ/CPF or real-estate code up in the base (not cached: the base changes by import). */
export async function verifyRealEstate(identifier: string): Promise<RealEstateMatch> {
  const data = await gql<{ verifica_base_imobiliaria: RealEstateMatch }>('parceiro', DOCUMENT, { identificador: identifier });
  return data.verifica_base_imobiliaria;
}
