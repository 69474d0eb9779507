import { eq } from 'drizzle-orm';
import { ACCOUNT_FIELD_ID, BRANCH_ID, PROFILE_ID } from '@backoffice/domain/constants';
import { cpfFromBase } from '@backoffice/domain/documents';
import { ACCOUNT_MODULES } from '@backoffice/domain/modules';
import { accountFieldValue, profile, profileAccountModule, users } from '../db/schema/account.ts';
import { corretor } from '../db/schema/corretor.ts';
import { branch, parceiro, realEstateBase } from '../db/schema/parceiro.ts';
import { hashPassword } from '../platform/auth/password.ts';
import type { Db } from '../platform/db/client.ts';

export const DEMO_PASSWORD = 'demo12345';
const MARKER_MAIL = 'ana.lima@demo.local';

const FIRST = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Elisa',
  'Fábio',
  'Gabriela',
  'Hugo',
  'Isabel',
  'João',
  'Larissa',
  'Marcos',
  'Natália',
  'Otávio',
  'Paula',
  'Rafael',
  'Sofia',
  'Tiago',
  'Vanessa',
  'William',
];
const LAST = ['Lima', 'Souza', 'Oliveira', 'Santos', 'Pereira', 'Costa', 'Almeida', 'Ribeiro', 'Carvalho', 'Gomes'];

/** Brokers and partners: a wider choice of names, so the lists look like a real base. */
const PERSON_FIRST = [
  'Adriana',
  'Alexandre',
  'Aline',
  'André',
  'Beatriz',
  'Caio',
  'Camila',
  'Carlos',
  'Cláudia',
  'Daniel',
  'Débora',
  'Eduardo',
  'Fernanda',
  'Felipe',
  'Flávia',
  'Gustavo',
  'Helena',
  'Henrique',
  'Juliana',
  'José',
  'Letícia',
  'Leonardo',
  'Luana',
  'Lucas',
  'Márcia',
  'Maria',
  'Mateus',
  'Mônica',
  'Patrícia',
  'Pedro',
  'Priscila',
  'Renata',
  'Ricardo',
  'Rodrigo',
  'Sabrina',
  'Sérgio',
  'Simone',
  'Thiago',
  'Vinícius',
  'Viviane',
];
const PERSON_LAST = [
  'Araújo',
  'Barbosa',
  'Barros',
  'Batista',
  'Cardoso',
  'Castro',
  'Cavalcanti',
  'Correia',
  'Dias',
  'Duarte',
  'Farias',
  'Fernandes',
  'Ferreira',
  'Freitas',
  'Lopes',
  'Machado',
  'Martins',
  'Medeiros',
  'Melo',
  'Mendes',
  'Monteiro',
  'Moreira',
  'Moura',
  'Nascimento',
  'Nogueira',
  'Nunes',
  'Pinto',
  'Ramos',
  'Rezende',
  'Rocha',
  'Rodrigues',
  'Sampaio',
  'Silva',
  'Siqueira',
  'Soares',
  'Teixeira',
  'Torres',
  'Vieira',
  'Xavier',
  'Azevedo',
];
const MAIL_DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.br', 'uol.com.br', 'terra.com.br', 'bol.com.br'];
const DDD = ['11', '21', '31', '41', '51', '61', '71', '81', '85', '48', '19', '27', '62', '92'];

/** Branches beyond the two reference ones (Imobiliária 306849, Parceiro comercial 298188). */
const EXTRA_BRANCHES = ['Concessionária de veículos', 'Agência de viagens', 'Varejo', 'Saúde e bem-estar', 'Construção civil'];
const REAL_ESTATE_AGENCIES = [
  'Horizonte',
  'Morada Nobre',
  'Chave de Ouro',
  'Lar Ideal',
  'Nova Era',
  'Porto Seguro Imóveis',
  'Casa & Cia',
  'Bela Vista',
  'Solar',
  'Central',
  'Jardins',
  'Prime',
  'Vila Rica',
  'Atlântica',
  'Cidade Alta',
  'Bom Lugar',
  'Metrópole',
  'Alvorada',
  'Planalto',
  'Litoral',
  'Ipê',
  'Primavera',
  'Parque Real',
  'Serra Verde',
];
const PARTNER_ROLES = ['Gerente', 'Corretor de imóveis', 'Sócio', 'Consultor', 'Vendedor', 'Diretor comercial', 'Assistente'];
const COMPANY_SUFFIX = ['Ltda', 'S.A.', 'ME', 'Eireli'];

export const DEMO_COUNTS = { corretores: 240, parceiros: 240, realEstateBase: REAL_ESTATE_AGENCIES.length } as const;

function slug(s: string) {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** A small deterministic generator (LCG): the same demo base on every machine. */
function sequence(seed: number) {
  let state = seed >>> 0;
  return (max: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % max;
  };
}

/** CNPJ check digits, for valid-looking real-estate documents. */
function cnpjFromBase(twelve: string): string {
  const digit = (d: string) => {
    const weights = d.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const rest = [...d].reduce((sum, c, i) => sum + Number(c) * weights[i], 0) % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const thirteen = twelve + digit(twelve);
  return thirteen + digit(thirteen);
}

const DAY = 86_400_000;

/** Brokers and partners with their logins, spread over the branches, plus the real-estate base. */
async function seedRegistrations(tx: Db, adminUids: Set<string>) {
  const next = sequence(20_240_601);
  const now = Date.now();

  const extra = await tx
    .insert(branch)
    .values(EXTRA_BRANCHES.map((value) => ({ value })))
    .returning({ id: branch.id, value: branch.value });
  // Account field 19 is the branch list, each value pointing at its branch id.
  await tx
    .insert(accountFieldValue)
    .values(extra.map((b) => ({ account_field_id: ACCOUNT_FIELD_ID.BRANCHES, value: b.value, label: b.value, externalid: String(b.id) })))
    .onConflictDoNothing();

  const agencies = REAL_ESTATE_AGENCIES.map((name, i) => ({
    name: `Imobiliária ${name} ${COMPANY_SUFFIX[i % COMPANY_SUFFIX.length]}`,
    document: cnpjFromBase(
      String(100_000_000_001 + i * 7_654_321)
        .padStart(12, '0')
        .slice(-12),
    ),
    code: String(1000 + i * 37),
  }));
  await tx.insert(realEstateBase).values(agencies);

  const cpfs = new Set<string>();
  const mails = new Set<string>();
  const person = () => {
    const first = PERSON_FIRST[next(PERSON_FIRST.length)];
    const last = PERSON_LAST[next(PERSON_LAST.length)];
    const second = PERSON_LAST[next(PERSON_LAST.length)];
    const name = second === last ? `${first} ${last}` : `${first} ${second} ${last}`;
    let cpf: string;
    do cpf = cpfFromBase(100_000_000 + next(899_999_999));
    while (cpfs.has(cpf) || adminUids.has(cpf));
    cpfs.add(cpf);
    let mail = `${slug(first)}.${slug(last)}@${MAIL_DOMAINS[next(MAIL_DOMAINS.length)]}`;
    while (mails.has(mail)) mail = `${slug(first)}.${slug(last)}${10 + next(89)}@${MAIL_DOMAINS[next(MAIL_DOMAINS.length)]}`;
    mails.add(mail);
    const phone = `${DDD[next(DDD.length)]}9${String(next(100_000_000)).padStart(8, '0')}`;
    // Sign-ups over the last four months, a few of them today and yesterday.
    const created_at = new Date(now - next(120) * DAY - next(DAY));
    return { name, cpf, mail, phone, created_at };
  };

  const brokers = Array.from({ length: DEMO_COUNTS.corretores }, person);
  const partners = Array.from({ length: DEMO_COUNTS.parceiros }, person);
  const logins = await tx
    .insert(users)
    .values(
      [...brokers, ...partners].map((p) => ({ name: p.name, mail: p.mail, uid: p.cpf, profile_id: null, created_at: p.created_at, updated_at: p.created_at })),
    )
    .returning({ id: users.id, uid: users.uid });
  const userId = new Map(logins.map((l) => [l.uid, l.id]));

  await tx.insert(corretor).values(
    brokers.map((p) => ({
      user_id: userId.get(p.cpf)!,
      name: p.name,
      email: p.mail,
      cpf: p.cpf,
      susep: String(100_000_000 + next(900_000_000)),
      grupo: next(3) === 0 ? 340432 : 340431,
      celular: p.phone,
      role: 1 + next(3),
      created_at: p.created_at,
      updated_at: p.created_at,
    })),
  );

  const otherBranches = extra.map((b) => b.id);
  const statuses = [true, false, null] as const;
  await tx.insert(parceiro).values(
    partners.map((p, i) => {
      const slot = i % 10;
      const base = { user_id: userId.get(p.cpf)!, name: p.name, email: p.mail, cpf: p.cpf, phone: p.phone, created_at: p.created_at, updated_at: p.created_at };
      const role = PARTNER_ROLES[next(PARTNER_ROLES.length)];
      if (slot < 4) {
        // Branch 298188: approved, rejected or not yet decided.
        return {
          ...base,
          branch_id: BRANCH_ID.STATUS_ENABLED,
          status: statuses[i % 3],
          company: `Comercial ${p.name.split(' ').at(-1)} ${COMPANY_SUFFIX[i % 4]}`,
          role,
        };
      }
      if (slot < 7) {
        // Branch 306849: a real-estate agency of the base, by CNPJ, by code or both.
        const agency = agencies[next(agencies.length)];
        return {
          ...base,
          branch_id: BRANCH_ID.REAL_ESTATE,
          company: agency.name.slice(0, 40),
          role,
          cnpj_cpf_imobiliaria: slot === 5 ? null : agency.document,
          cod_imobiliaria: slot === 4 ? null : agency.code,
        };
      }
      return { ...base, branch_id: otherBranches[i % otherBranches.length], company: `${p.name.split(' ')[0]} & Cia ${COMPANY_SUFFIX[i % 4]}`, role };
    }),
  );
}

/**
 * A living back-office for a first look: profiles with administrators, and a base of brokers and
 * partners (with logins) over the branches. Runs once (marker user), in one transaction.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  const [marker] = await db.select({ id: users.id }).from(users).where(eq(users.mail, MARKER_MAIL));
  if (marker) return false;
  const hash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [marketing] = await tx.insert(profile).values({ title: 'Marketing', is_admin: true }).returning({ id: profile.id });
    const [support] = await tx.insert(profile).values({ title: 'Atendimento', is_admin: true }).returning({ id: profile.id });
    // Classrooms and instructors without the courses themselves: the classroom form still offers the presential courses.
    const [training] = await tx.insert(profile).values({ title: 'Treinamento', is_admin: true }).returning({ id: profile.id });
    const moduleIds = (names: string[]) => ACCOUNT_MODULES.filter((m) => names.includes(m.name)).map((m) => m.id);
    await tx
      .insert(profileAccountModule)
      .values([
        ...moduleIds(['Dashboard', 'Testimony', 'Banner', 'Media', 'ChatBanner']).map((id) => ({ profile_id: marketing.id, account_module_id: id })),
        ...moduleIds(['User', 'Corretor', 'Parceiro']).map((id) => ({ profile_id: support.id, account_module_id: id })),
        ...moduleIds(['Classroom', 'Instrutor']).map((id) => ({ profile_id: training.id, account_module_id: id })),
      ]);
    const profiles = [PROFILE_ID.ADMIN, PROFILE_ID.SPECIAL, marketing.id, support.id];
    const rows = [];
    for (let i = 0; i < 60; i++) {
      const name = `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`;
      rows.push({
        name,
        mail: `${slug(name).replace(' ', '.')}@demo.local`,
        uid: String(10_000_000_000 + i * 7919),
        password_hash: hash,
        profile_id: profiles[i % profiles.length],
      });
    }
    await tx.insert(users).values(rows);
    await seedRegistrations(tx, new Set(rows.map((r) => r.uid)));
  });
  return true;
}
