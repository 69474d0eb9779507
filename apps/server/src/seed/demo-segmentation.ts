import { and, asc, eq, like } from 'drizzle-orm';
import { ACCOUNT_FIELD_ID } from '@backoffice/domain/constants';
import { accountFieldValue, segmentation, users } from '../db/schema/account.ts';
import type { Db } from '../platform/db/client.ts';
import type { FileStorage } from '../platform/files/storage.ts';

const DIRETORIAS = [
  'Diretoria Comercial',
  'Diretoria de Parcerias',
  'Diretoria de Sinistros',
  'Diretoria Regional Sul',
  'Diretoria Regional Sudeste',
  'Diretoria Regional Nordeste',
  'Diretoria Regional Norte',
  'Diretoria Regional Centro-Oeste',
];

const SUCURSAIS = [
  'São Paulo',
  'Campinas',
  'Ribeirão Preto',
  'Rio de Janeiro',
  'Belo Horizonte',
  'Curitiba',
  'Porto Alegre',
  'Florianópolis',
  'Salvador',
  'Recife',
  'Fortaleza',
  'Brasília',
  'Goiânia',
  'Manaus',
  'Belém',
  'Vitória',
];

/**
 * Values for the account fields 9 (Diretoria: 'DIR-001'...) and 10 (Sucursal: 'SUC-100'...),
 * labelled with their names, and a few segmentations of the first demo users. Runs once
 * (marker: value DIR-001 of field 9); call it after seedDemo so the demo users exist.
 */
export async function seedDemoSegmentation(db: Db, _files?: FileStorage): Promise<boolean> {
  const [marker] = await db
    .select({ id: accountFieldValue.id })
    .from(accountFieldValue)
    .where(and(eq(accountFieldValue.account_field_id, ACCOUNT_FIELD_ID.FIELD_9), eq(accountFieldValue.value, 'DIR-001')));
  if (marker) return false;
  await db.transaction(async (tx) => {
    const values = await tx
      .insert(accountFieldValue)
      .values([
        ...DIRETORIAS.map((label, i) => ({
          account_field_id: ACCOUNT_FIELD_ID.FIELD_9,
          value: `DIR-${String(i + 1).padStart(3, '0')}`,
          label,
          externalid: String(9000 + i + 1),
        })),
        ...SUCURSAIS.map((label, i) => ({
          account_field_id: ACCOUNT_FIELD_ID.FIELD_10,
          value: `SUC-${100 + i * 10}`,
          label,
          externalid: String(10_000 + i + 1),
        })),
      ])
      .onConflictDoNothing()
      .returning({ id: accountFieldValue.id, field: accountFieldValue.account_field_id });
    const diretorias = values.filter((v) => v.field === ACCOUNT_FIELD_ID.FIELD_9).map((v) => v.id);
    const sucursais = values.filter((v) => v.field === ACCOUNT_FIELD_ID.FIELD_10).map((v) => v.id);
    const demoUsers = await tx.select({ id: users.id }).from(users).where(like(users.mail, '%@demo.local')).orderBy(asc(users.id)).limit(6);
    if (!demoUsers.length || !diretorias.length || !sucursais.length) return;
    // Each of the first demo users in one diretoria and one or two sucursais.
    const rows = demoUsers.flatMap((u, i) => [
      { account_field_value_id: diretorias[i % diretorias.length]!, module_name: 'User', item_id: u.id },
      { account_field_value_id: sucursais[i % sucursais.length]!, module_name: 'User', item_id: u.id },
      ...(i % 2 === 0 ? [{ account_field_value_id: sucursais[(i + 5) % sucursais.length]!, module_name: 'User', item_id: u.id }] : []),
    ]);
    await tx.insert(segmentation).values(rows).onConflictDoNothing();
  });
  return true;
}
