import { Readable } from 'node:stream';
import { deflateSync } from 'node:zlib';
import { asc, eq } from 'drizzle-orm';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { users } from '../db/schema/account.ts';
import { content } from '../db/schema/cms.ts';
import { storedFile } from '../db/schema/files.ts';
import type { Db } from '../platform/db/client.ts';
import { newStorageKey, type FileStorage } from '../platform/files/storage.ts';
import { setFileOwner } from '../platform/files/store-upload.ts';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgb = readonly [number, number, number];

/** A real PNG (8-bit RGB): a diagonal gradient between two colours with a lighter band. */
export function gradientPng(width: number, height: number, from: Rgb, to: Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, no filter, no interlace
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      const band = Math.abs(y - height / 2) < height / 10 ? 40 : 0;
      for (let c = 0; c < 3; c++) raw[row + 1 + x * 3 + c] = Math.min(255, Math.round(from[c] + (to[c] - from[c]) * t) + band);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const DAY = 24 * 3600_000;
/** Fixed dates, so the demo is the same on every machine. */
const BASE = Date.UTC(2026, 0, 5, 12, 0);

const HIGHLIGHTS: Array<{
  title: string;
  content: string;
  directlink: string;
  active: number;
  publishDay: number;
  unpublishDay?: number;
  colors?: [Rgb, Rgb];
}> = [
  {
    title: 'Campanha Seguro Viagem de Verão',
    content: 'Condições especiais de seguro viagem para as férias de verão. Ofereça aos seus clientes coberturas ampliadas.',
    directlink: 'https://exemplo.com.br/campanhas/seguro-viagem-verao',
    active: 1,
    publishDay: 0,
    unpublishDay: 90,
    colors: [
      [14, 116, 144],
      [250, 204, 21],
    ],
  },
  {
    title: 'Novo curso: Fundamentos de Seguro Auto',
    content: 'A trilha de Seguro Auto ganhou um novo curso on-line com certificado. Inscrições abertas.',
    directlink: 'https://exemplo.com.br/cursos/fundamentos-seguro-auto',
    active: 1,
    publishDay: 7,
    colors: [
      [30, 64, 175],
      [147, 197, 253],
    ],
  },
  {
    title: 'Webinar: tendências do mercado imobiliário',
    content: 'Participe do webinar com especialistas sobre as tendências do mercado imobiliário para parceiros.',
    directlink: 'https://exemplo.com.br/eventos/webinar-imobiliario',
    active: 1,
    publishDay: 14,
    unpublishDay: 45,
  },
  {
    title: 'Resultados do programa de incentivo',
    content: 'Confira o ranking do programa de incentivo do trimestre e os corretores premiados.',
    directlink: 'https://exemplo.com.br/programa-incentivo/resultados',
    active: 1,
    publishDay: 21,
    colors: [
      [22, 101, 52],
      [187, 247, 208],
    ],
  },
  {
    title: 'Manutenção programada da plataforma',
    content: 'A plataforma ficará indisponível no domingo das 2h às 4h para manutenção programada.',
    directlink: 'https://exemplo.com.br/avisos/manutencao',
    active: 0,
    publishDay: 28,
    unpublishDay: 30,
  },
  {
    title: 'Guia rápido de segmentação de conteúdos',
    content: 'Aprenda a direcionar conteúdos por perfil, ramo de atuação e sucursal em poucos passos.',
    directlink: 'https://exemplo.com.br/ajuda/segmentacao',
    active: 1,
    publishDay: 35,
    colors: [
      [126, 34, 206],
      [244, 114, 182],
    ],
  },
];

/**
 * Highlights (module Testimony) for a first look, some with a thumbnail image generated here and
 * stored like an upload. Runs once: skipped when the first demo highlight already exists.
 */
export async function seedDemoHighlights(db: Db, files: FileStorage): Promise<boolean> {
  const [marker] = await db.select({ id: content.id }).from(content).where(eq(content.title, HIGHLIGHTS[0].title)).limit(1);
  if (marker) return false;
  const [author] = await db.select({ id: users.id }).from(users).where(eq(users.profile_id, PROFILE_ID.SUPER_ADMIN)).orderBy(asc(users.id)).limit(1);
  const by = author?.id ?? null;
  const written: string[] = [];
  try {
    await db.transaction(async (tx) => {
      for (const h of HIGHLIGHTS) {
        let thumbnail: number | null = null;
        if (h.colors) {
          const png = gradientPng(320, 180, h.colors[0], h.colors[1]);
          const key = newStorageKey('png');
          await files.write(key, Readable.from([png]));
          written.push(key);
          const [file] = await tx
            .insert(storedFile)
            .values({ storage_key: key, original_name: 'destaque.png', mime: 'image/png', size: png.length, created_by: by })
            .returning({ id: storedFile.id });
          thumbnail = file.id;
        }
        const created = new Date(BASE + h.publishDay * DAY - DAY);
        const [row] = await tx
          .insert(content)
          .values({
            module_name: 'Testimony',
            title: h.title,
            content: h.content,
            directlink: h.directlink,
            active: h.active,
            thumbnail_file_id: thumbnail,
            date_publish: new Date(BASE + h.publishDay * DAY),
            date_unpublish: h.unpublishDay === undefined ? null : new Date(BASE + h.unpublishDay * DAY),
            created_at: created,
            updated_at: created,
            created_by: by,
            updated_by: by,
          })
          .returning({ id: content.id });
        await setFileOwner(tx, { kind: 'content', id: row.id }, [thumbnail]);
      }
    });
  } catch (error) {
    // No file without its row.
    await Promise.all(written.map((key) => files.remove(key)));
    throw error;
  }
  return true;
}
