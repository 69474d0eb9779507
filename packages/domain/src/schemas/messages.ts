/** Builders for the generic validation texts of spec §5, so every schema words them alike. */
export const required = (field: string) => `O campo ${field} é obrigatório!`;
export const tooLong = (field: string, max: number) =>
  `O campo ${field} deve ter no máximo ${max} caracteres.`;
