import { z } from 'zod';

export const loginInput = z.object({
  login: z.string({ error: 'Informe o e-mail ou a matrícula.' }).trim().min(1, 'Informe o e-mail ou a matrícula.').max(120),
  password: z.string({ error: 'Informe a senha.' }).min(1, 'Informe a senha.').max(200),
});
export type LoginInput = z.infer<typeof loginInput>;
