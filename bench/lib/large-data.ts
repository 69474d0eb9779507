/**
 * A data set ten times the size of the benchmarks' usual one, on PostgreSQL only: a million users
 * with their broker and partner registrations and account field values, the catalogue (assets,
 * courses, trails and their items), classrooms with two million subscriptions, virtual rooms with
 * five million messages, twenty million analytics events and two million course progress rows.
 *
 * It has to load in minutes on two cores. Each big table is filled by COPY ... FROM STDIN, from
 * rows this process writes as text while the server parses them (two cores busy), or by
 * INSERT ... SELECT when its rows only restate another table. During the load the table's
 * secondary indexes and foreign keys are dropped; afterwards they are built and checked once,
 * which is much cheaper than keeping them up to date row by row.
 *
 *   const { url, drop } = await createLargeDatabase(process.env.DATABASE_URL!, { scale: 0.01 });
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { AssetType } from '../../packages/domain/src/asset-types.ts';
import { ACCOUNT_FIELD_ID, BRANCH_ID, PROFILE_ID } from '../../packages/domain/src/constants.ts';
import { cpfFromBase, formatCpf } from '../../packages/domain/src/documents.ts';
import { CHAT_LEVELS } from '../../packages/domain/src/schemas/chat-room.ts';
import { CLASSROOM_TITLE } from '../../packages/domain/src/schemas/classroom.ts';
import { prepareDatabase } from '../../apps/server/src/boot.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { BENCH_ADMIN } from './users-seed.ts';

/** Rows at scale 1. */
export const LARGE_DATA_COUNTS = {
  users: 1_000_000,
  assets: 100_000,
  courses: 50_000,
  trails: 20_000,
  trailItems: 500_000,
  classrooms: 10_000,
  subscriptions: 2_000_000,
  rooms: 5_000,
  messages: 5_000_000,
  presences: 1_000_000,
  events: 20_000_000,
  progress: 2_000_000,
} as const;

/** Below this, trails hold more items than there are courses to fill them with. */
const MIN_SCALE = 0.001;

export interface LoadOptions {
  scale?: number;
  log?: (line: string) => void;
}
export interface TableLoad {
  table: string;
  rows: number;
  seconds: number;
}
export interface LoadResult {
  seconds: number;
  tables: TableLoad[];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const YEAR = 365 * DAY;
/** São Paulo is UTC-3 all year (no daylight saving since 2019). */
const SAO_PAULO_OFFSET = 3 * HOUR;

const FIRST_NAMES = [
  'Adriano',
  'Beatriz',
  'Caio',
  'Daniela',
  'Emanuel',
  'Fernanda',
  'Gustavo',
  'Heloísa',
  'Ícaro',
  'Jéssica',
  'Kléber',
  'Lorena',
  'Maurício',
  'Nathália',
  'Orlando',
  'Priscila',
  'Raul',
  'Simone',
  'Thales',
  'Úrsula',
  'Vicente',
  'Yasmin',
  'Wagner',
  'Aline',
  'Benício',
  'Clarice',
  'Danilo',
  'Estela',
  'Fabrício',
  'Graziela',
];
/** Souza, Prado and Moura are here so USER_SEARCH_TERMS (users-seed.ts) stay a selective and a common term on this data too. */
const SURNAMES = [
  'Silva',
  'Ferreira',
  'Rodrigues',
  'Nascimento',
  'Azevedo',
  'Medeiros',
  'Barros',
  'Nogueira',
  'Sampaio',
  'Cunha',
  'Melo',
  'Soares',
  'Torres',
  'Peixoto',
  'Guimarães',
  'Leite',
  'Marques',
  'Antunes',
  'Bezerra',
  'Coelho',
  'Figueiredo',
  'Galvão',
  'Moura',
  'Jardim',
  'Lacerda',
  'Magalhães',
  'Novaes',
  'Paiva',
  'Souza',
  'Prado',
];
const MAIL_DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.br', 'uol.com.br', 'terra.com.br', 'icloud.com'];
const STAFF_DOMAIN = 'seguradora.com.br';
const AREA_CODES = ['11', '21', '31', '41', '51', '61', '71', '81', '85', '27', '48', '62', '92', '19'];
const BLOCK_REASONS = ['Desligado da empresa', 'Cadastro duplicado', 'Solicitação do gestor'];

const TOPICS = [
  'Seguro Auto',
  'Seguro Residencial',
  'Seguro de Vida',
  'Previdência',
  'Seguro Empresarial',
  'Capitalização',
  'Consórcio',
  'Seguro Viagem',
  'Saúde',
  'Odontológico',
  'Responsabilidade Civil',
  'Seguro Rural',
  'Fiança Locatícia',
  'Vida em Grupo',
  'Acidentes Pessoais',
  'Seguro Condomínio',
  'Seguro Garantia',
  'Transportes',
  'Riscos Cibernéticos',
  'Seguro Pet',
];
const ANGLES = [
  'Introdução',
  'Módulo avançado',
  'Técnicas de venda',
  'Sinistros na prática',
  'Atendimento',
  'Coberturas',
  'Renovação',
  'Regulamentação SUSEP',
  'Cotação',
  'Pós-venda',
  'Casos reais',
  'Atualização anual',
];
/** Top-level categories and their subcategories; content is linked to the subcategories. */
const CATEGORY_TREE: Record<string, string[]> = {
  'Seguros Pessoais': ['Seguro de Vida', 'Acidentes Pessoais', 'Previdência', 'Saúde'],
  'Seguros Patrimoniais': ['Seguro Auto', 'Seguro Residencial', 'Seguro Condomínio'],
  'Seguros Empresariais': ['Seguro Empresarial', 'Responsabilidade Civil', 'Riscos Cibernéticos', 'Transportes'],
  'Vendas e Atendimento': ['Técnicas de venda', 'Pós-venda', 'Negociação'],
  Parcerias: ['Imobiliárias', 'Concessionárias', 'Varejo'],
  Institucional: ['Compliance', 'Integração', 'Cultura'],
  'Produtos Financeiros': ['Capitalização', 'Consórcio'],
  Campanhas: ['Campanha de verão', 'Convenção anual'],
};
const EXTRA_BRANCHES = ['Concessionária de veículos', 'Agência de viagens', 'Varejo', 'Clínicas e consultórios', 'Construção civil'];
const AGENCIES = ['Horizonte', 'Morada', 'Chave Mestra', 'Lar Feliz', 'Nova Casa', 'Bela Morada', 'Solar', 'Central', 'Jardins', 'Vila Nova'];
const COMPANY_SUFFIXES = ['Ltda', 'S.A.', 'ME', 'Eireli'];
const PARTNER_ROLES = ['Gerente', 'Corretor de imóveis', 'Sócio', 'Consultor', 'Vendedor', 'Assistente'];
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
  'Santos',
  'Rio de Janeiro',
  'Niterói',
  'Belo Horizonte',
  'Uberlândia',
  'Curitiba',
  'Londrina',
  'Porto Alegre',
  'Caxias do Sul',
  'Florianópolis',
  'Joinville',
  'Salvador',
  'Recife',
  'Fortaleza',
  'Natal',
  'Brasília',
  'Goiânia',
  'Campo Grande',
  'Cuiabá',
  'Manaus',
  'Belém',
  'Vitória',
];
const COMERCIAIS = ['Comercial Sul', 'Comercial Sudeste', 'Comercial Nordeste', 'Comercial Centro-Oeste', 'Comercial Norte', 'Comercial Grandes Contas'];
const REGIONAIS = [
  'Regional SP Capital',
  'Regional SP Interior',
  'Regional RJ/ES',
  'Regional MG',
  'Regional PR/SC',
  'Regional RS',
  'Regional BA/SE',
  'Regional PE/PB',
  'Regional CE/RN',
  'Regional Centro-Oeste',
];

const MEDIA_KINDS = ['Manual', 'Guia rápido', 'Tabela de coberturas', 'Infográfico', 'Apresentação', 'Folder', 'Condições gerais', 'Checklist'];
const CAMPAIGNS = ['Campanha', 'Lançamento', 'Novidade', 'Convenção', 'Promoção'];
/** Out of 20 assets, by type (the module_name of the asset types of the domain). */
const ASSET_MIX: Record<AssetType, number> = { Media: 14, Banner: 2, chatBanner: 1, AnexoCurso: 2, AnexoSala: 1 };
const ASSET_SLOTS = Object.entries(ASSET_MIX).flatMap(([type, weight]) => Array<string>(weight).fill(type));

const RESPONSIBLES = [
  'Diretoria Comercial',
  'Diretoria de Parcerias',
  'Marketing de Produtos',
  'Comunicação Interna',
  'Recursos Humanos',
  'Educação Corporativa',
];
const ADDRESSES = [
  'Av. Paulista, 1500 - Bela Vista, São Paulo/SP',
  'Av. Rio Branco, 120 - Centro, Rio de Janeiro/RJ',
  'Av. Afonso Pena, 900 - Centro, Belo Horizonte/MG',
  'Rua Marechal Deodoro, 450 - Centro, Curitiba/PR',
  'Av. Borges de Medeiros, 2000 - Praia de Belas, Porto Alegre/RS',
  'Av. Tancredo Neves, 620 - Caminho das Árvores, Salvador/BA',
];
const ROOM_SCOPES = ['Nacional', 'Regional Sul', 'Regional Sudeste', 'Regional Nordeste', 'Equipe Comercial', 'Matriz'];
const ROOM_PLACES = ['Auditório Central', 'Estúdio 1', 'Estúdio 2', 'Sala São Paulo', 'Sala Rio', 'Sala de Treinamento'];
const CHATTER = [
  'Boa tarde a todos!',
  'Acompanhando daqui de Curitiba.',
  'Ótimo conteúdo, obrigado!',
  'O áudio está ótimo.',
  'Muito bom, vou aplicar com meus clientes.',
  'Excelente apresentação, parabéns à equipe.',
  'Vou compartilhar com a minha equipe.',
  'Bom dia! Primeira vez na sala virtual.',
  'Concordo, isso faz muita diferença na renovação.',
  'Obrigado pelas dicas!',
];
const QUESTIONS = [
  '#Essa cobertura vale para todos os planos?',
  '#Vocês vão disponibilizar a gravação?',
  '#Qual o prazo para a regulação do sinistro?',
  '#Existe previsão de novos produtos para PME?',
  '#Como fica a comissão na renovação?',
  '#O material estará disponível na sala?',
];
const ANSWERS = [
  'Sim, vale para os planos Completo e Premium.',
  'Sim, a gravação ficará disponível na sala após o evento.',
  'Vamos comentar esse ponto no próximo bloco.',
  'O material já está disponível nos anexos da sala.',
];
const PAGES = ['/inicio', '/cursos', '/trilhas', '/conteudos', '/sala-virtual', '/perfil', '/agenda', '/certificados'];
/** How busy each hour of a São Paulo day is for the front office (page views follow office hours). */
const HOURLY_TRAFFIC = [1, 1, 1, 1, 1, 2, 4, 8, 14, 18, 18, 16, 12, 15, 18, 18, 16, 12, 9, 8, 7, 5, 3, 2];

/** A well-mixed 32-bit hash of (i, salt): stable pseudo-random choices that need no generator state. */
function hash(i: number, salt: number): number {
  let h = Math.imul(i ^ Math.imul(salt + 1, 0x9e3779b1), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
const pick = <T>(list: readonly T[], i: number, salt: number): T => list[hash(i, salt) % list.length];
/** True for about `ratio` of the i's. */
const chance = (i: number, salt: number, ratio: number) => hash(i, salt) < ratio * 2 ** 32;
/** A number in [0, 1) drawn from i. */
const draw = (i: number, salt: number) => hash(i, salt) / 2 ** 32;
/** Unit i's part of `total` rows spread over `units` as evenly as whole numbers allow. */
const share = (total: number, units: number, i: number) => Math.floor(((i + 1) * total) / units) - Math.floor((i * total) / units);
const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');

const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
/** A step whose multiples 0, s, 2s... modulo n are n distinct values: distinct users for one classroom or room. */
function coprimeStride(n: number): number {
  const stride = [7_919, 104_729].find((s) => gcd(s, n) === 1)!;
  return stride % n || 1;
}

/** COPY's text format: no escaping needed, as no generated value holds a tab, newline or backslash. */
const NULL = '\\N';
const orNull = (value: string | number | null) => (value === null ? NULL : value);

/** The date part of timestamps, by day: toISOString per row costs more than generating the row. */
const dayPrefixes = new Map<number, string>();
function timestamp(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const day = Math.floor(seconds / 86_400);
  let prefix = dayPrefixes.get(day);
  if (prefix === undefined) {
    prefix = new Date(day * DAY).toISOString().slice(0, 11);
    dayPrefixes.set(day, prefix);
  }
  const s = seconds - day * 86_400;
  return `${prefix}${TWO_DIGITS[Math.floor(s / 3600)]}:${TWO_DIGITS[Math.floor(s / 60) % 60]}:${TWO_DIGITS[s % 60]}Z`;
}
const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));

/** Midnight in São Paulo of the day holding `ms`. */
const localMidnight = (ms: number) => Math.floor((ms - SAO_PAULO_OFFSET) / DAY) * DAY + SAO_PAULO_OFFSET;

/**
 * Instants for `count` events in time order over [from, to): weekdays busier than weekends,
 * office hours busier than nights, and traffic growing over the period, as real daily counts do.
 * Calls must come with k increasing.
 */
function eventClock(count: number, from: number, to: number): (k: number) => number {
  const firstDay = localMidnight(from);
  const days = Math.ceil((to - firstDay) / DAY);
  const weights = Array.from({ length: days }, (_, d) => {
    const weekday = new Date(firstDay + d * DAY - SAO_PAULO_OFFSET + 12 * HOUR).getUTCDay();
    return (weekday === 0 || weekday === 6 ? 0.35 : 1) * (0.6 + (0.8 * d) / days);
  });
  const total = weights.reduce((a, b) => a + b, 0);
  const hourTotal = HOURLY_TRAFFIC.reduce((a, b) => a + b, 0);
  let day = 0;
  let before = 0;
  return (k) => {
    const target = ((k + 0.5) / count) * total;
    while (day < days - 1 && before + weights[day] <= target) before += weights[day++];
    let within = ((target - before) / weights[day]) * hourTotal;
    let hour = 0;
    while (hour < 23 && within >= HOURLY_TRAFFIC[hour]) within -= HOURLY_TRAFFIC[hour++];
    return Math.min(to - 1, firstDay + day * DAY + hour * HOUR + (within / HOURLY_TRAFFIC[hour]) * HOUR);
  };
}

/** Everything the tables are generated from: counts, first ids, reference rows and derived id lists. */
interface Plan {
  now: number;
  counts: Record<keyof typeof LARGE_DATA_COUNTS, number>;
  /** The super administrator the caller created, as author of the content; null when there is none. */
  adminId: number | null;
  first: Record<'users' | 'courses' | 'assets' | 'trails' | 'classrooms' | 'rooms' | 'messages' | 'subscriptions' | 'items' | 'events' | 'progress', number>;
  staffProfiles: number[];
  superProfile: number;
  perfil: Record<Registration, number>;
  fieldValues: Record<'diretoria' | 'sucursal' | 'comercial' | 'regional', number[]>;
  otherBranches: number[];
  categories: number[];
  proofs: Record<'course' | 'reaction' | 'quiz', number[]>;
  instructors: number[];
  /** Staff users of the profiles allowed to own content (ADMIN, SPECIAL), and those of ADMIN moderating rooms. */
  owners: number[];
  moderators: number[];
  onlineCourses: number[];
  presentialCourses: number[];
  media: number[];
  banners: number[];
  /** Rooms that have started and were not cancelled: the ones with participants and messages. */
  heldRooms: number[];
}

type Registration = 'Corretor' | 'Parceiro' | 'Colaborador';
/** Of ten users, four are brokers, two partners and four staff; registrationSql says the same in SQL. */
const registrationOf = (n: number): Registration => (n % 10 < 4 ? 'Corretor' : n % 10 < 6 ? 'Parceiro' : 'Colaborador');
const registrationSql = (firstUserId: number) => `(id - ${firstUserId}) % 10`;

function profileOf(plan: Pick<Plan, 'staffProfiles' | 'superProfile'>, n: number): number | null {
  // SSO sign-ups (brokers, partners) have no back-office profile, as the product creates them.
  if (registrationOf(n) !== 'Colaborador') return null;
  return n % 10_000 === 6 ? plan.superProfile : pick(plan.staffProfiles, n, 4);
}

function userName(n: number): string {
  const first = FIRST_NAMES[hash(n, 1) % FIRST_NAMES.length];
  const middle = SURNAMES[hash(n, 2) % SURNAMES.length];
  const last = SURNAMES[hash(n, 3) % SURNAMES.length];
  return middle === last ? `${first} ${last}` : `${first} ${middle} ${last}`;
}

function userMail(n: number): string {
  const first = slug(FIRST_NAMES[hash(n, 1) % FIRST_NAMES.length]);
  const last = slug(SURNAMES[hash(n, 3) % SURNAMES.length]);
  return registrationOf(n) === 'Colaborador' ? `${first}.${last}.${n}@${STAFF_DOMAIN}` : `${first}.${last}${n}@${pick(MAIL_DOMAINS, n, 5)}`;
}

/** Brokers and partners sign in with their CPF (distinct for every n below 899,999,999); staff with their registration number. */
const userUid = (n: number) =>
  registrationOf(n) === 'Colaborador' ? `F${String(n).padStart(9, '0')}` : cpfFromBase(100_000_000 + ((n * 7_919) % 899_999_999));

/** When something was published: spread over the two years before now. */
const publishedAt = (plan: Plan, n: number, salt: number) => plan.now - 2 * YEAR + Math.floor(draw(n, salt) * 2 * YEAR);
/** A tenth of the content has an unpublish date, some already past. */
const unpublishAt = (published: number, n: number, salt: number) =>
  chance(n, salt, 0.1) ? timestamp(published + (30 + (hash(n, salt + 1) % 400)) * DAY) : NULL;

/** Schedule of room r: rooms spread over the two years before now and the two months after, in office hours. */
function roomSchedule(plan: Pick<Plan, 'now' | 'counts'>, r: number) {
  const from = localMidnight(plan.now - 2 * YEAR);
  const days = Math.floor((plan.now + 60 * DAY - from) / DAY);
  const start = from + Math.floor((r * days) / plan.counts.rooms) * DAY + (9 + (hash(r, 81) % 9)) * HOUR + (hash(r, 82) % 2) * 30 * MINUTE;
  return { start, end: start + (60 + (hash(r, 83) % 3) * 30) * MINUTE, canceled: chance(r, 84, 0.03) };
}

/** Classroom c: from two years ago to six months ahead, at 09:00 or 14:00 in São Paulo, 4 or 8 hours long. */
function classroomSchedule(plan: Plan, c: number) {
  const from = localMidnight(plan.now - 2 * YEAR);
  const days = Math.floor((plan.now + 180 * DAY - from) / DAY);
  const start = from + Math.floor((c * days) / plan.counts.classrooms) * DAY + (c % 2 ? 14 : 9) * HOUR;
  return { start, end: start + (c % 3 ? 4 : 8) * HOUR };
}

type Fill = (client: pg.Client, plan: Plan) => Promise<number>;

/** COPY `units` units of rows into the table; `lines(i)` writes unit i's rows (none, one or many), each ending in a newline. */
async function copyRows(client: pg.Client, table: string, columns: readonly string[], units: number, lines: (i: number) => string): Promise<number> {
  const sink = client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
  await pipeline(Readable.from(chunks(units, lines)), sink);
  return sink.rowCount;
}

/** About a megabyte per chunk: few enough writes, small enough to keep memory flat. */
const CHUNK_CHARS = 1 << 20;
function* chunks(units: number, lines: (i: number) => string): Generator<string> {
  let chunk = '';
  for (let i = 0; i < units; i++) {
    chunk += lines(i);
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

async function insertSelect(client: pg.Client, sql: string, params: unknown[]): Promise<number> {
  return (await client.query(sql, params)).rowCount ?? 0;
}

// Users: COPY, each row from its number n (id = first id + n).
const fillUsers: Fill = (client, plan) =>
  copyRows(
    client,
    'users',
    ['id', 'name', 'mail', 'uid', 'profile_id', 'is_blocked', 'blocked_description', 'created_at', 'updated_at'],
    plan.counts.users,
    (n) => {
      const created = timestamp(plan.now - 3 * YEAR + Math.floor((n / plan.counts.users) * (3 * YEAR - DAY)) + (hash(n, 6) % HOUR));
      const blocked = n % 97 === 13;
      return `${plan.first.users + n}\t${userName(n)}\t${userMail(n)}\t${userUid(n)}\t${orNull(profileOf(plan, n))}\t${blocked ? 1 : 0}\t${blocked ? pick(BLOCK_REASONS, n, 7) : NULL}\t${created}\t${created}\n`;
    },
  );

// Brokers: INSERT ... SELECT, as name, e-mail, CPF and sign-up date are the user's.
const fillCorretor: Fill = (client, plan) =>
  insertSelect(
    client,
    `insert into corretor (user_id, name, email, cpf, susep, grupo, celular, role, created_at, updated_at)
     select id, name, mail, uid,
            (100000000 + (id::bigint * 48271) % 900000000)::text,
            case when id % 3 = 0 then 340432 else 340431 end,
            ($2::text[])[1 + id % cardinality($2::text[])] || '9' || lpad(((id::bigint * 7919) % 100000000)::text, 8, '0'),
            1 + id % 3,
            created_at, created_at
     from users where id >= $1 and ${registrationSql(plan.first.users)} < 4
     order by id`,
    [plan.first.users, AREA_CODES],
  );

// Partners: INSERT ... SELECT from their users. Like the product's sign-ups: four in ten of branch
// 298188 (approved, rejected or undecided), three of the real-estate branch 306849 with their
// agency's code, the rest over the other branches.
const fillParceiro: Fill = (client, plan) =>
  insertSelect(
    client,
    `insert into parceiro (user_id, name, email, cpf, company, role, phone, branch_id, status, cod_imobiliaria, created_at, updated_at)
     select id, name, mail, uid,
            left(case when slot < 4 then 'Comercial ' || split_part(name, ' ', -1) || ' ' || ($3::text[])[1 + id % 4]
                      when slot < 7 then 'Imobiliária ' || ($4::text[])[1 + id % cardinality($4::text[])]
                      else split_part(name, ' ', 1) || ' & Cia ' || ($3::text[])[1 + id % 4] end, 40),
            ($5::text[])[1 + id % cardinality($5::text[])],
            ($2::text[])[1 + id % cardinality($2::text[])] || '9' || lpad(((id::bigint * 7919) % 100000000)::text, 8, '0'),
            case when slot < 4 then ${BRANCH_ID.STATUS_ENABLED} when slot < 7 then ${BRANCH_ID.REAL_ESTATE} else ($6::int[])[1 + id % cardinality($6::int[])] end,
            case when slot < 4 then (array[true, false, null]::boolean[])[1 + id % 3] end,
            case when slot between 4 and 6 then (1000 + (id % cardinality($4::text[])) * 37)::text end,
            created_at, created_at
     from (select *, (id - $1) / 10 % 10 as slot from users where id >= $1 and ${registrationSql(plan.first.users)} in (4, 5)) as u
     order by id`,
    [plan.first.users, AREA_CODES, COMPANY_SUFFIXES, AGENCIES, PARTNER_ROLES, plan.otherBranches],
  );

// Account field values of each user: COPY. Every user has a Perfil; most a Comercial, Regional,
// Sucursal and Diretoria, some not, so the room breakdowns show 'Não informado' too.
const fillUserFieldValues: Fill = (client, plan) =>
  copyRows(client, 'user_field_value', ['user_id', 'account_field_value_id'], plan.counts.users, (n) => {
    const id = plan.first.users + n;
    const { comercial, regional, sucursal, diretoria } = plan.fieldValues;
    let rows = `${id}\t${plan.perfil[registrationOf(n)]}\n`;
    if (n % 7) rows += `${id}\t${pick(comercial, n, 11)}\n`;
    if (n % 5) rows += `${id}\t${pick(regional, n, 12)}\n`;
    if (n % 6) rows += `${id}\t${pick(sucursal, n, 13)}\n`;
    if (n % 9) rows += `${id}\t${pick(diretoria, n, 14)}\n`;
    return rows;
  });

const isOnline = (n: number) => n % 10 < 7;

// Courses: COPY. Seven in ten online (owner, proofs, categories through category_has_course), the
// others presential (one category, a responsible person, self-enrolment).
const fillCourses: Fill = (client, plan) =>
  copyRows(
    client,
    'course',
    [
      'id',
      'type',
      'title',
      'description',
      'active',
      'owner',
      'hours',
      'minutes',
      'code',
      'reactionevaluation_id',
      'proof_id',
      'category_id',
      'responsible',
      'is_subscriptions',
      'date_publish',
      'date_unpublish',
      'created_at',
      'created_by',
      'updated_at',
      'updated_by',
    ],
    plan.counts.courses,
    (n) => {
      const id = plan.first.courses + n;
      const topic = pick(TOPICS, n, 21);
      const published = publishedAt(plan, n, 22);
      const created = timestamp(published - 2 * DAY);
      const by = orNull(plan.adminId);
      const head = `${id}\t${isOnline(n) ? 'online' : 'presential'}\t${topic}: ${pick(ANGLES, n, 23)} - Edição ${1 + (n % 50)}`;
      const tail = `${timestamp(published)}\t${unpublishAt(published, n, 24)}\t${created}\t${by}\t${created}\t${by}\n`;
      if (!isOnline(n)) {
        const description = `Turmas presenciais de ${topic}, com estudos de caso.`;
        return `${head}\t${description}\t${chance(n, 25, 0.92) ? 1 : 0}\t0\t${n % 2 ? 4 : 8}\t0\tCUR-${id}\t${NULL}\t${NULL}\t${pick(plan.categories, n, 26)}\t${pick(RESPONSIBLES, n, 27)}\t${chance(n, 28, 0.9) ? 1 : 0}\t${tail}`;
      }
      const owner = chance(n, 29, 0.3) && plan.owners.length ? pick(plan.owners, n, 30) : 0;
      const reaction = chance(n, 31, 0.5) ? pick(plan.proofs.reaction, n, 32) : NULL;
      const proof = chance(n, 33, 0.4) ? pick(plan.proofs.course, n, 34) : NULL;
      const description = `Curso online de ${topic} para corretores e parceiros.`;
      return `${head}\t${description}\t${chance(n, 25, 0.92) ? 1 : 0}\t${owner}\t${1 + (hash(n, 35) % 20)}\t${(hash(n, 36) % 4) * 15}\tCUR-${id}\t${reaction}\t${proof}\t${NULL}\t${NULL}\t0\t${tail}`;
    },
  );

// Category links of online courses and digital contents: INSERT ... SELECT from the rows just
// loaded. Six items in ten get a category, two of those a second one.
function linkToCategories(client: pg.Client, plan: Plan, link: { table: string; column: string; source: string; where: string; firstId: number }) {
  return insertSelect(
    client,
    `insert into ${link.table} (category_id, ${link.column}, created_at, created_by, updated_at, updated_by)
     select ($2::int[])[1 + (s.id + k * 7) % cardinality($2::int[])], s.id, s.created_at, s.created_by, s.created_at, s.created_by
     from (select *, (hashint4(id) & 2147483647) % 10 as draw from ${link.source}) s cross join generate_series(0, 1) as k
     where s.id >= $1 and ${link.where} and ((k = 0 and draw < 6) or draw < 2)`,
    [link.firstId, plan.categories],
  );
}
const fillCourseCategories: Fill = (client, plan) =>
  linkToCategories(client, plan, {
    table: 'category_has_course',
    column: 'course_id',
    source: 'course',
    where: `s.type = 'online'`,
    firstId: plan.first.courses,
  });
const fillAssetCategories: Fill = (client, plan) =>
  linkToCategories(client, plan, {
    table: 'category_has_asset',
    column: 'asset_id',
    source: 'asset',
    where: `s.module_name = 'Media'`,
    firstId: plan.first.assets,
  });

// Rooms: COPY.
const fillRooms: Fill = (client, plan) =>
  copyRows(
    client,
    'chat',
    [
      'id',
      'title',
      'short_description',
      'description',
      'canceled_description',
      'scope',
      'level',
      'responsible',
      'area',
      'room',
      'date_publish',
      'datetime_start',
      'datetime_end',
      'moderation',
      'active',
      'canceled',
      'reactionevaluation_id',
      'quiz_id',
      'created_at',
      'created_by',
      'updated_at',
      'updated_by',
    ],
    plan.counts.rooms,
    (r) => {
      const { start, end, canceled } = roomSchedule(plan, r);
      const topic = pick(TOPICS, r, 85);
      const short = `${pick(ANGLES, r, 86)} de ${topic} com especialistas da casa.`;
      const created = timestamp(start - 11 * DAY);
      const by = orNull(plan.adminId);
      const reaction = chance(r, 87, 0.3) ? pick(plan.proofs.reaction, r, 88) : NULL;
      const quiz = chance(r, 89, 0.2) ? pick(plan.proofs.quiz, r, 90) : NULL;
      const cancelNote = canceled ? 'Cancelado por indisponibilidade do palestrante; uma nova data será divulgada.' : NULL;
      return `${plan.first.rooms + r}\tAo vivo: ${topic} - ${pick(ANGLES, r, 91)}\t${short}\t<p>${short}</p>\t${cancelNote}\t${pick(ROOM_SCOPES, r, 92)}\t${CHAT_LEVELS[r % CHAT_LEVELS.length]}\t${pick(RESPONSIBLES, r, 93)}\t${topic}\t${pick(ROOM_PLACES, r, 94)}\t${timestamp(start - 10 * DAY)}\t${timestamp(start)}\t${timestamp(end)}\t${r % 3 === 0 ? 1 : 0}\t${chance(r, 95, 0.98) ? 1 : 0}\t${canceled ? 1 : 0}\t${reaction}\t${quiz}\t${created}\t${by}\t${created}\t${by}\n`;
    },
  );

/** What asset n is, and the parent (course or room) of the attachment types. */
function assetRow(plan: Plan, n: number): { type: string; title: string; parent: number | null; link: string | null } {
  const type = ASSET_SLOTS[n % ASSET_SLOTS.length];
  const topic = pick(TOPICS, n, 41);
  if (type === 'Media') return { type, title: `${pick(MEDIA_KINDS, n, 42)} ${topic}`, parent: null, link: null };
  if (type === 'Banner')
    return { type, title: `Banner ${pick(CAMPAIGNS, n, 43)} ${topic}`, parent: null, link: `https://portal.exemplo.com.br/campanhas/${slug(topic)}` };
  if (type === 'chatBanner') return { type, title: `Banner da sala ${topic}`, parent: null, link: null };
  if (type === 'AnexoCurso')
    return { type, title: `Material de apoio - ${topic}`, parent: plan.first.courses + (hash(n, 44) % plan.counts.courses), link: null };
  return { type, title: `Apresentação - ${topic}`, parent: plan.first.rooms + (hash(n, 45) % plan.counts.rooms), link: null };
}

// Assets: COPY, over the asset types of the domain (ASSET_MIX).
const fillAssets: Fill = (client, plan) =>
  copyRows(
    client,
    'asset',
    [
      'id',
      'module_name',
      'external_parent_id',
      'title',
      'directlink',
      'active',
      'owner',
      'showgrid',
      'date_publish',
      'date_unpublish',
      'created_at',
      'created_by',
      'updated_at',
      'updated_by',
    ],
    plan.counts.assets,
    (n) => {
      const { type, title, parent, link } = assetRow(plan, n);
      const published = publishedAt(plan, n, 46);
      const created = timestamp(published - DAY);
      const by = orNull(plan.adminId);
      const owner = type === 'Media' && chance(n, 47, 0.3) && plan.owners.length ? pick(plan.owners, n, 48) : 0;
      const showgrid = type === 'Media' && chance(n, 49, 0.1) ? 0 : 1;
      return `${plan.first.assets + n}\t${type}\t${orNull(parent)}\t${title}\t${orNull(link)}\t${chance(n, 50, 0.95) ? 1 : 0}\t${owner}\t${showgrid}\t${timestamp(published)}\t${unpublishAt(published, n, 51)}\t${created}\t${by}\t${created}\t${by}\n`;
    },
  );

// Trails: COPY.
const fillTrails: Fill = (client, plan) =>
  copyRows(
    client,
    'trail',
    [
      'id',
      'title',
      'description',
      'active',
      'blockcontent',
      'owner',
      'reactionevaluation_id',
      'proof_id',
      'date_publish',
      'date_unpublish',
      'created_at',
      'created_by',
      'updated_at',
      'updated_by',
    ],
    plan.counts.trails,
    (t) => {
      const topic = pick(TOPICS, t, 61);
      const published = publishedAt(plan, t, 62);
      const created = timestamp(published - DAY);
      const by = orNull(plan.adminId);
      const owner = chance(t, 63, 0.3) && plan.owners.length ? pick(plan.owners, t, 64) : 0;
      const reaction = chance(t, 65, 0.3) ? pick(plan.proofs.reaction, t, 66) : NULL;
      const proof = chance(t, 67, 0.3) ? pick(plan.proofs.course, t, 68) : NULL;
      return `${plan.first.trails + t}\tTrilha ${topic}: ${pick(ANGLES, t, 69)} ${1 + (t % 40)}\tCursos e conteúdos de ${topic}, na ordem recomendada.\t${chance(t, 70, 0.9) ? 1 : 0}\t${chance(t, 71, 0.2) ? 1 : 0}\t${owner}\t${reaction}\t${proof}\t${timestamp(published)}\t${unpublishAt(published, t, 72)}\t${created}\t${by}\t${created}\t${by}\n`;
    },
  );

// Trail items: COPY. Two online courses for each digital content (Media), positions 1..n, each
// course or content once per trail (consecutive picks from a trail's own offset).
const fillTrailItems: Fill = (client, plan) => {
  let id = plan.first.items;
  const by = orNull(plan.adminId);
  return copyRows(
    client,
    'trail_item',
    ['id', 'trail_id', 'item_id', 'item_type', 'ordernum', 'created_at', 'created_by', 'updated_at', 'updated_by'],
    plan.counts.trails,
    (t) => {
      const trailId = plan.first.trails + t;
      const created = publishedAt(plan, t, 62) - DAY;
      const [courseOffset, mediaOffset] = [hash(t, 73), hash(t, 74)];
      let rows = '';
      for (let j = 0, count = share(plan.counts.trailItems, plan.counts.trails, t); j < count; j++) {
        const asAsset = j % 3 === 2;
        const item = asAsset ? plan.media[(mediaOffset + j) % plan.media.length] : plan.onlineCourses[(courseOffset + j) % plan.onlineCourses.length];
        const at = timestamp(created + j * MINUTE);
        rows += `${id++}\t${trailId}\t${item}\t${asAsset ? 'asset' : 'course'}\t${j + 1}\t${at}\t${by}\t${at}\t${by}\n`;
      }
      return rows;
    },
  );
};

// Classrooms: COPY, each of a presential course.
const fillClassrooms: Fill = (client, plan) =>
  copyRows(
    client,
    'classroom',
    [
      'id',
      'title',
      'course_id',
      'instrutor_id',
      'address',
      'limit_registrations',
      'datetime_start',
      'datetime_end',
      'datetime_registration_start',
      'datetime_registration_end',
      'active',
      'is_public',
      'is_specific',
      'userowner_id',
      'date_publish',
      'created_at',
      'created_by',
      'updated_at',
      'updated_by',
    ],
    plan.counts.classrooms,
    (c) => {
      const { start, end } = classroomSchedule(plan, c);
      const instructor = chance(c, 101, 0.9) ? pick(plan.instructors, c, 102) : NULL;
      // Places for every subscription written below; one classroom in five is exactly full.
      const limit = share(plan.counts.subscriptions, plan.counts.classrooms, c) + 50 * (c % 5);
      const created = timestamp(start - 35 * DAY);
      const by = orNull(plan.adminId);
      return `${plan.first.classrooms + c}\t${CLASSROOM_TITLE}\t${pick(plan.presentialCourses, c, 103)}\t${instructor}\t${pick(ADDRESSES, c, 104)}\t${limit}\t${timestamp(start)}\t${timestamp(end)}\t${timestamp(start - 30 * DAY)}\t${timestamp(start - DAY)}\t${chance(c, 105, 0.95) ? 1 : 0}\t${chance(c, 106, 0.8) ? 1 : 0}\t0\t${by}\t${timestamp(start - 30 * DAY)}\t${created}\t${by}\t${created}\t${by}\n`;
    },
  );

// Subscriptions: COPY. Distinct users per classroom; in classrooms already held most were
// present, some absent, a few whose attendance was never taken.
const fillSubscriptions: Fill = (client, plan) => {
  let id = plan.first.subscriptions;
  const stride = coprimeStride(plan.counts.users);
  return copyRows(
    client,
    'classroom_subscription',
    ['id', 'classroom_id', 'user_id', 'is_present', 'created_at', 'created_by', 'updated_at', 'updated_by'],
    plan.counts.classrooms,
    (c) => {
      const { start, end } = classroomSchedule(plan, c);
      const held = end < plan.now;
      const offset = hash(c, 111);
      let rows = '';
      for (let j = 0, count = share(plan.counts.subscriptions, plan.counts.classrooms, c); j < count; j++) {
        const userId = plan.first.users + ((offset + j * stride) % plan.counts.users);
        const roll = hash(id, 112) % 10;
        const present = !held ? NULL : roll < 7 ? 1 : roll < 9 ? 0 : NULL;
        const at = timestamp(Math.min(plan.now, start - 30 * DAY + (hash(id, 113) % (29 * DAY))));
        rows += `${id++}\t${plan.first.classrooms + c}\t${userId}\t${present}\t${at}\t${userId}\t${at}\t${userId}\n`;
      }
      return rows;
    },
  );
};

/** The users of a held room (as many as its presence rows), each once: member m of room r. */
function roomMember(plan: Plan, r: number, m: number): number {
  return (hash(r, 121) + m * coprimeStride(plan.counts.users)) % plan.counts.users;
}

// Presence: COPY. The audience of each held room, entering around its start.
const fillPresence: Fill = (client, plan) =>
  copyRows(client, 'chat_presence', ['chat_id', 'user_id', 'first_seen_at', 'last_seen_at'], plan.heldRooms.length, (a) => {
    const r = plan.heldRooms[a];
    const { start } = roomSchedule(plan, r);
    let rows = '';
    for (let m = 0, count = share(plan.counts.presences, plan.heldRooms.length, a); m < count; m++) {
      const first = Math.min(plan.now, start - 10 * MINUTE + (m % 20) * MINUTE);
      const last = Math.min(plan.now, start + (45 + (m % 60)) * MINUTE);
      rows += `${plan.first.rooms + r}\t${plan.first.users + roomMember(plan, r, m)}\t${timestamp(first)}\t${timestamp(last)}\n`;
    }
    return rows;
  });

// Messages: COPY. Participants of the room write; one message in ten is a question (#...) and the
// next a moderator's answer to it (half of them to the asker alone). A few are hidden; in
// moderated rooms the last ones still wait for approval.
const fillMessages: Fill = (client, plan) => {
  let id = plan.first.messages;
  return copyRows(
    client,
    'chat_message',
    [
      'id',
      'chat_id',
      'user_id',
      'user_name',
      'message',
      'approved',
      'is_hidden',
      'is_question',
      'is_admin',
      'response_from_id',
      'response_to_user_id',
      'created_at',
      'updated_at',
      'updated_by',
    ],
    plan.heldRooms.length,
    (a) => {
      const r = plan.heldRooms[a];
      const { start, end } = roomSchedule(plan, r);
      const audience = share(plan.counts.presences, plan.heldRooms.length, a);
      const count = share(plan.counts.messages, plan.heldRooms.length, a);
      const step = (Math.min(end, plan.now) - start) / (count + 1);
      const moderator = pick(plan.moderators, r, 122);
      const moderated = r % 3 === 0;
      let rows = '';
      let asker = 0;
      for (let j = 0; j < count; j++) {
        const at = timestamp(start + (j + 1) * step);
        const hidden = j % 211 === 5;
        const approved = moderated && j >= count - 3 ? 0 : 1;
        const updatedBy = hidden ? moderator : NULL;
        if (j % 10 === 9) {
          const toAsker = j % 20 === 19 ? plan.first.users + asker : NULL;
          rows += `${id}\t${plan.first.rooms + r}\t${moderator}\t${userName(moderator - plan.first.users)}\t@${userName(asker)} ${pick(ANSWERS, id, 123)}\t1\t0\t0\t1\t${id - 1}\t${toAsker}\t${at}\t${at}\t${moderator}\n`;
        } else {
          const n = roomMember(plan, r, (j * 7) % audience);
          const question = j % 10 === 8;
          if (question) asker = n;
          const message = question ? pick(QUESTIONS, id, 124) : pick(CHATTER, id, 125);
          rows += `${id}\t${plan.first.rooms + r}\t${plan.first.users + n}\t${userName(n)}\t${message}\t${approved}\t${hidden ? 1 : 0}\t${question ? 1 : 0}\t0\t${NULL}\t${NULL}\t${at}\t${at}\t${updatedBy}\n`;
        }
        id++;
      }
      return rows;
    },
  );
};

// Analytics events: COPY, in time order. Page views (nine in ten, some anonymous), banner clicks
// on Banner assets and downloads of digital contents (Media); the first users and contents are
// the busiest.
const fillEvents: Fill = (client, plan) => {
  const clock = eventClock(plan.counts.events, plan.now - 2 * YEAR, plan.now);
  const skewed = <T>(list: readonly T[], k: number, salt: number) => list[Math.floor(draw(k, salt) ** 2 * list.length)];
  return copyRows(client, 'analytics_event', ['id', 'kind', 'occurred_at', 'user_id', 'path', 'asset_id'], plan.counts.events, (k) => {
    const at = timestamp(clock(k));
    const slot = k % 50;
    const user = plan.first.users + Math.floor(draw(k, 131) ** 2 * plan.counts.users);
    if (slot < 2 && plan.banners.length)
      return `${plan.first.events + k}\tbanner_click\t${at}\t${chance(k, 132, 0.3) ? NULL : user}\t/inicio\t${skewed(plan.banners, k, 133)}\n`;
    if (slot < 5 && plan.media.length) {
      const media = skewed(plan.media, k, 134);
      return `${plan.first.events + k}\tasset_download\t${at}\t${user}\t/conteudos/${media}\t${media}\n`;
    }
    const roll = hash(k, 135) % 10;
    const page =
      roll < 7
        ? pick(PAGES, k, 136)
        : roll < 9
          ? `/cursos/${skewed(plan.onlineCourses, k, 137)}`
          : `/trilhas/${plan.first.trails + (hash(k, 138) % plan.counts.trails)}`;
    return `${plan.first.events + k}\tpage_view\t${at}\t${chance(k, 139, 0.15) ? NULL : user}\t${page}\t${NULL}\n`;
  });
};

// Course progress: COPY. Each user in a few online courses (a different one each round), started
// over the last two years; a bit under half completed.
const fillProgress: Fill = (client, plan) => {
  const { users } = plan.counts;
  return copyRows(
    client,
    'course_progress',
    ['id', 'course_id', 'user_id', 'progress', 'started_at', 'completed_at', 'updated_at'],
    plan.counts.progress,
    (k) => {
      const n = k % users;
      const course = plan.onlineCourses[(hash(n, 141) + Math.floor(k / users)) % plan.onlineCourses.length];
      const started = plan.now - 2 * YEAR + Math.floor(draw(k, 142) * 2 * YEAR);
      const completed = chance(k, 143, 0.45) ? Math.min(started + (1 + (hash(k, 144) % 60)) * DAY, plan.now - HOUR) : null;
      const updated = completed ?? Math.min(started + (hash(k, 145) % 30) * DAY, plan.now);
      const progress = completed ? 100 : 5 + (hash(k, 146) % 90);
      return `${plan.first.progress + k}\t${course}\t${plan.first.users + n}\t${progress}\t${timestamp(started)}\t${completed === null ? NULL : timestamp(completed)}\t${timestamp(updated)}\n`;
    },
  );
};

/** The tables in load order (parents before children), with how each is filled. */
const TABLES: ReadonlyArray<{ table: string; fill: Fill }> = [
  { table: 'users', fill: fillUsers },
  { table: 'corretor', fill: fillCorretor },
  { table: 'parceiro', fill: fillParceiro },
  { table: 'user_field_value', fill: fillUserFieldValues },
  { table: 'course', fill: fillCourses },
  { table: 'category_has_course', fill: fillCourseCategories },
  { table: 'chat', fill: fillRooms },
  { table: 'asset', fill: fillAssets },
  { table: 'category_has_asset', fill: fillAssetCategories },
  { table: 'trail', fill: fillTrails },
  { table: 'trail_item', fill: fillTrailItems },
  { table: 'classroom', fill: fillClassrooms },
  { table: 'classroom_subscription', fill: fillSubscriptions },
  { table: 'chat_presence', fill: fillPresence },
  { table: 'chat_message', fill: fillMessages },
  { table: 'analytics_event', fill: fillEvents },
  { table: 'course_progress', fill: fillProgress },
];

interface Detached {
  indexes: string[];
  foreignKeys: Array<{ name: string; definition: string }>;
}

/**
 * Drops the table's secondary indexes (unique ones too: their rebuild checks uniqueness) and its
 * foreign keys. Measured on this machine, 2M rows with one foreign key load in 18.7 s checked row
 * by row, against 4.2 s unchecked plus 1.9 s to add (and validate) the key afterwards.
 */
async function detach(client: pg.Client, table: string): Promise<Detached> {
  const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes
     where schemaname = 'public' and tablename = $1 and indexname not in (select conname from pg_constraint where conrelid = $1::regclass)`,
    [table],
  );
  const { rows: foreignKeys } = await client.query<{ name: string; definition: string }>(
    `select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint where conrelid = $1::regclass and contype = 'f'`,
    [table],
  );
  for (const key of foreignKeys) await client.query(`alter table ${table} drop constraint "${key.name}"`);
  for (const index of indexes) await client.query(`drop index "${index.indexname}"`);
  return { indexes: indexes.map((i) => i.indexdef), foreignKeys };
}

/** Identity sequences continue after the explicit ids, so the product's next insert does not collide. */
async function resetIdentity(client: pg.Client, table: string): Promise<void> {
  const { rows } = await client.query(
    `select 1 from information_schema.columns where table_schema = 'public' and table_name = $1 and column_name = 'id' and is_identity = 'YES'`,
    [table],
  );
  if (rows.length) await client.query(`select setval(pg_get_serial_sequence($1, 'id'), greatest((select max(id) from ${table}), 1))`, [table]);
}

const seconds = (since: number) => (performance.now() - since) / 1000;

/** One table: detach, fill, rebuild its indexes, restore (and so validate) its foreign keys, reset its identity, vacuum analyze. */
async function loadTable(client: pg.Client, plan: Plan, table: string, fill: Fill, log: (line: string) => void): Promise<TableLoad> {
  const started = performance.now();
  const detached = await detach(client, table);
  const rows = await fill(client, plan);
  const loaded = performance.now();
  for (const definition of detached.indexes) await client.query(definition);
  const indexed = performance.now();
  for (const key of detached.foreignKeys) await client.query(`alter table ${table} add constraint "${key.name}" ${key.definition}`);
  const checked = performance.now();
  await resetIdentity(client, table);
  await client.query(`vacuum analyze ${table}`);
  const result = { table, rows, seconds: seconds(started) };
  log(
    `${table}: ${rows.toLocaleString('en-US')} rows in ${result.seconds.toFixed(1)} s (load ${((loaded - started) / 1000).toFixed(1)}, ` +
      `${detached.indexes.length} indexes ${((indexed - loaded) / 1000).toFixed(1)}, ${detached.foreignKeys.length} foreign keys ${((checked - indexed) / 1000).toFixed(1)}, ` +
      `vacuum analyze ${seconds(checked).toFixed(1)})`,
  );
  return result;
}

const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);

/** The first free id of each table the loader writes explicit ids into. */
async function firstIds(client: pg.Client): Promise<Plan['first']> {
  const tables = {
    users: 'users',
    courses: 'course',
    assets: 'asset',
    trails: 'trail',
    classrooms: 'classroom',
    rooms: 'chat',
    messages: 'chat_message',
    subscriptions: 'classroom_subscription',
    items: 'trail_item',
    events: 'analytics_event',
    progress: 'course_progress',
  } as const;
  const entries = [];
  for (const [key, table] of Object.entries(tables)) {
    const { rows } = await client.query<{ next: string }>(`select coalesce(max(id), 0) + 1 as next from ${table}`);
    entries.push([key, Number(rows[0].next)]);
  }
  return Object.fromEntries(entries) as Plan['first'];
}

/**
 * The small tables the big ones point at, which reference data leaves empty: more branches (with
 * their account field 19 values), Diretoria/Sucursal/Comercial/Regional values, categories,
 * proofs and instructors. Plain INSERTs: a few hundred rows.
 */
async function supportingRows(client: pg.Client, adminId: number | null) {
  let rows = 0;
  const insert = async <T extends pg.QueryResultRow>(sql: string, params: unknown[]) => {
    const result = await client.query<T>(sql, params);
    rows += result.rowCount ?? 0;
    return result.rows;
  };
  /** Values of an account field ('DIR-001'... labelled with their names), added when missing; all the field's value ids. */
  const fieldValues = async (field: number, prefix: string, labels: string[]) => {
    await insert(
      `insert into account_field_value (account_field_id, value, label)
       select $1, $2 || '-' || lpad(i::text, 3, '0'), label from unnest($3::text[]) with ordinality as t(label, i)
       on conflict do nothing`,
      [field, prefix, labels],
    );
    return ids((await client.query<{ id: number }>('select id from account_field_value where account_field_id = $1 order by id', [field])).rows);
  };

  const branches = await insert<{ id: number; value: string }>(
    `insert into branch (value, created_by, updated_by) select value, $2, $2 from unnest($1::text[]) as value returning id, value`,
    [EXTRA_BRANCHES, adminId],
  );
  await insert(
    `insert into account_field_value (account_field_id, value, label, externalid)
     select $1, value, value, id::text from unnest($2::int[], $3::text[]) as t(id, value) on conflict do nothing`,
    [ACCOUNT_FIELD_ID.BRANCHES, ids(branches), branches.map((b) => b.value)],
  );
  const parents = Object.keys(CATEGORY_TREE);
  const parentIds = await insert<{ id: number }>(
    `insert into category (title, ordernum, parent_id, created_by, updated_by)
     select title, (cardinality($1::text[]) - i)::int * 10, 0, $2, $2 from unnest($1::text[]) with ordinality as t(title, i) returning id`,
    [parents, adminId],
  );
  const children = parents.flatMap((parent, p) => CATEGORY_TREE[parent].map((title, i) => ({ title, parent: parentIds[p].id, order: i })));
  const categories = await insert<{ id: number }>(
    `insert into category (title, ordernum, parent_id, created_by, updated_by)
     select title, (10 - o)::int * 10, parent, $4, $4 from unnest($1::text[], $2::int[], $3::int[]) as t(title, parent, o) returning id`,
    [children.map((c) => c.title), children.map((c) => c.parent), children.map((c) => c.order), adminId],
  );
  const proofTitles = [
    ...TOPICS.map((topic) => ({ type: 1, title: `Avaliação final - ${topic}` })),
    ...['padrão', 'de curso', 'de trilha', 'da sala virtual', 'de evento'].map((what) => ({ type: 2, title: `Avaliação de reação ${what}` })),
    ...TOPICS.slice(0, 5).map((topic) => ({ type: 3, title: `Quiz rápido - ${topic}` })),
  ];
  const proofs = await insert<{ id: number; prooftype_id: number }>(
    `insert into proof (prooftype_id, title, active, minimum, attempts, date_publish, created_by, updated_by)
     select type, title, 1, case when type = 1 then 7 else 0 end, case when type = 1 then 3 else 0 end, now() - interval '2 years', $3, $3
     from unnest($1::int[], $2::text[]) as t(type, title) returning id, prooftype_id`,
    [proofTitles.map((p) => p.type), proofTitles.map((p) => p.title), adminId],
  );
  const ofType = (type: number) => ids(proofs.filter((p) => p.prooftype_id === type));
  // Instructors' names come from numbers past the users', so they are people of their own.
  const people = Array.from({ length: 200 }, (_, i) => 900_000_000 + i);
  const instructors = await insert<{ id: number }>(
    `insert into instrutor (nome, cpf, is_interno, is_active, created_by, updated_by)
     select nome, cpf, interno, active, $5, $5 from unnest($1::text[], $2::text[], $3::boolean[], $4::boolean[]) as t(nome, cpf, interno, active) returning id`,
    [
      people.map(userName),
      people.map((_, i) => formatCpf(cpfFromBase(500_000_000 + i * 7_919))),
      people.map((_, i) => i % 3 !== 0),
      people.map((_, i) => i % 10 !== 0),
      adminId,
    ],
  );
  return {
    otherBranches: ids(branches),
    categories: ids(categories),
    proofs: { course: ofType(1), reaction: ofType(2), quiz: ofType(3) },
    instructors: ids(instructors),
    fieldValues: {
      diretoria: await fieldValues(ACCOUNT_FIELD_ID.FIELD_9, 'DIR', DIRETORIAS),
      sucursal: await fieldValues(ACCOUNT_FIELD_ID.FIELD_10, 'SUC', SUCURSAIS),
      comercial: await fieldValues(ACCOUNT_FIELD_ID.COMERCIAL, 'COM', COMERCIAIS),
      regional: await fieldValues(ACCOUNT_FIELD_ID.REGIONAL, 'REG', REGIONAIS),
    },
    rows,
  };
}

/** Numbers 0..count-1 whose `test` holds, as ids from `firstId`. */
const idsWhere = (count: number, firstId: number, test: (n: number) => boolean) =>
  Array.from({ length: count }, (_, n) => n)
    .filter(test)
    .map((n) => firstId + n);

/** Reads the reference rows, adds the supporting ones and derives what the tables are generated from. */
async function makePlan(client: pg.Client, scale: number): Promise<Plan & { supportingRows: number }> {
  const counts = Object.fromEntries(Object.entries(LARGE_DATA_COUNTS).map(([k, v]) => [k, Math.max(1, Math.round(v * scale))])) as Plan['counts'];
  const now = Date.now();
  const { rows: profiles } = await client.query<{ id: number; is_superadmin: boolean }>('select id, is_superadmin from profile order by id');
  const { rows: admins } = await client.query<{ id: number }>(
    'select u.id from users u join profile p on p.id = u.profile_id where p.is_superadmin order by u.id limit 1',
  );
  const { rows: perfis } = await client.query<{ id: number; value: Registration }>('select id, value from account_field_value where account_field_id = $1', [
    ACCOUNT_FIELD_ID.PROFILE_CHOICES,
  ]);
  const adminId = admins[0]?.id ?? null;
  const first = await firstIds(client);
  const supporting = await supportingRows(client, adminId);
  const profileRule = {
    staffProfiles: ids(profiles.filter((p) => !p.is_superadmin)),
    superProfile: profiles.find((p) => p.is_superadmin)?.id ?? PROFILE_ID.SUPER_ADMIN,
  };
  const staffOf = (profileIds: number[], limit: number) =>
    idsWhere(Math.min(counts.users, 100_000), first.users, (n) => profileIds.includes(profileOf(profileRule, n) ?? -1)).slice(0, limit);
  const heldRooms = Array.from({ length: counts.rooms }, (_, r) => r).filter((r) => {
    const { start, canceled } = roomSchedule({ now, counts }, r);
    return start < now && !canceled;
  });
  return {
    now,
    counts,
    adminId,
    first,
    ...profileRule,
    perfil: Object.fromEntries(perfis.map((p) => [p.value, p.id])) as Plan['perfil'],
    ...supporting,
    owners: staffOf([PROFILE_ID.ADMIN, PROFILE_ID.SPECIAL], 50),
    moderators: staffOf([PROFILE_ID.ADMIN], 20),
    onlineCourses: idsWhere(counts.courses, first.courses, isOnline),
    presentialCourses: idsWhere(counts.courses, first.courses, (n) => !isOnline(n)),
    media: idsWhere(counts.assets, first.assets, (n) => ASSET_SLOTS[n % ASSET_SLOTS.length] === 'Media'),
    banners: idsWhere(counts.assets, first.assets, (n) => ASSET_SLOTS[n % ASSET_SLOTS.length] === 'Banner'),
    heldRooms,
    supportingRows: supporting.rows,
  };
}

/**
 * Fills an already migrated database (prepareDatabase: migrations, reference data, maybe the
 * super administrator) with LARGE_DATA_COUNTS rows times `scale`.
 */
export async function loadLargeData(url: string, options: LoadOptions = {}): Promise<LoadResult> {
  const scale = options.scale ?? 1;
  const log = options.log ?? (() => {});
  if (!(scale >= MIN_SCALE)) throw new Error(`scale must be at least ${MIN_SCALE}`);
  const started = performance.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // A crash only costs this throwaway load; index builds get room to sort in memory.
    await client.query(`set synchronous_commit = off`);
    await client.query(`set maintenance_work_mem = '512MB'`);
    const plan = await makePlan(client, scale);
    const tables: TableLoad[] = [{ table: 'supporting rows', rows: plan.supportingRows, seconds: seconds(started) }];
    log(`supporting rows (branches, account field values, categories, proofs, instructors): ${plan.supportingRows} in ${tables[0].seconds.toFixed(1)} s`);
    // The tables' triggers write their search keys (migration 0024) into search_key unindexed; its
    // indexes are then built once, sorted, rather than grown one key at a time.
    const searchKeys = await detach(client, 'search_key');
    for (const { table, fill } of TABLES) tables.push(await loadTable(client, plan, table, fill, log));
    const indexed = performance.now();
    for (const definition of searchKeys.indexes) await client.query(definition);
    const keys = Number((await client.query<{ n: string }>('select count(*) as n from search_key')).rows[0].n);
    tables.push({ table: 'search_key (kept by triggers; indexes built)', rows: keys, seconds: seconds(indexed) });
    log(`search_key: ${keys} keys, indexes built in ${seconds(indexed).toFixed(1)} s`);
    // Once more over every table, as autovacuum leaves a database at rest: after the per-table
    // vacuums, half of course's pages were still not all-visible (760 of 1,471), so the planner
    // walked the primary key for page 500 rather than the (type, id) index alone.
    const vacuumed = performance.now();
    await client.query('vacuum analyze');
    tables.push({ table: 'vacuum analyze (all)', rows: 0, seconds: seconds(vacuumed) });
    return { seconds: seconds(started), tables };
  } finally {
    await client.end();
  }
}

export interface LargeDatabase {
  url: string;
  drop: () => Promise<void>;
  /** Creating, preparing and loading it. */
  seconds: number;
  load: LoadResult;
}

async function onServer(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Migrations, reference data and the bench's super administrator, as the server prepares a database. */
async function prepare(url: string): Promise<void> {
  // A folder of its own for the file storage prepareDatabase tidies, not the repository's ./data.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-large-'));
  try {
    const config = loadConfig(
      {
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        ADMIN_EMAIL: BENCH_ADMIN.email,
        ADMIN_PASSWORD: BENCH_ADMIN.password,
        DEMO_DATA: 'false',
        LOG_LEVEL: 'error',
      } as NodeJS.ProcessEnv,
      [],
    );
    const database = await prepareDatabase(config, () => {});
    await database.close();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * A new database bo_large_<timestamp> on the server of `adminUrl`, prepared like the server's and
 * loaded with loadLargeData; dropped again if any step fails.
 */
export async function createLargeDatabase(adminUrl: string, options: LoadOptions = {}): Promise<LargeDatabase> {
  const started = performance.now();
  const name = `bo_large_${Date.now()}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await onServer(adminUrl, `create database ${name}`);
  const drop = () => onServer(adminUrl, `drop database if exists ${name} with (force)`);
  try {
    await prepare(url.toString());
    options.log?.(`${name}: migrated and prepared in ${seconds(started).toFixed(1)} s`);
    const load = await loadLargeData(url.toString(), options);
    return { url: url.toString(), drop, seconds: seconds(started), load };
  } catch (error) {
    await drop();
    throw error;
  }
}

/**
 * The large database a bench runs on: BENCH_LARGE_URL (one bench/large-data.load.ts --keep
 * loaded), or else one created and loaded now on the server of DATABASE_URL, dropped by `drop`.
 */
export async function largeDatabaseFromEnv(): Promise<{ url: string; drop: () => Promise<void> }> {
  const given = process.env.BENCH_LARGE_URL;
  if (given) return { url: given, drop: async () => {} };
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('Set BENCH_LARGE_URL (a loaded database) or DATABASE_URL (a server where the bench may create one).');
  const loaded = await createLargeDatabase(adminUrl, { log: (line) => console.log(`  ${line}`) });
  return { url: loaded.url, drop: loaded.drop };
}
