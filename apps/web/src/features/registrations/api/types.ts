export interface Corretor {
  id: number;
  name: string;
  email: string;
  /** Digits only. */
  cpf: string;
  susep: string | null;
  grupo: number | null;
  telefone: string | null;
  papel: number | null;
  updated_at: string;
}

export interface Parceiro {
  id: number;
  name: string;
  email: string;
  cpf: string;
  company: string | null;
  role: string | null;
  phone: string | null;
  branch: { id: number; value: string } | null;
  status: boolean | null;
  cnpj_cpf_imobiliaria: string | null;
  cod_imobiliaria: string | null;
  updated_at: string;
}

/** verifica_base_imobiliaria: null while the base is empty. */
export type RealEstateMatch = { exists: boolean; name: string | null; document: string | null; code: string | null } | null;
