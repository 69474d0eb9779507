import { Readable } from 'node:stream';
import { and, asc, eq } from 'drizzle-orm';
import { PROFILE_ID } from '@backoffice/domain/constants';
import type { AssetType } from '@backoffice/domain/schemas/asset';
import { users } from '../db/schema/account.ts';
import { asset } from '../db/schema/dam.ts';
import { storedFile } from '../db/schema/files.ts';
import { trail, trailItem } from '../db/schema/lms.ts';
import type { Db } from '../platform/db/client.ts';
import { newStorageKey, type FileStorage } from '../platform/files/storage.ts';
import { setFileOwner } from '../platform/files/store-upload.ts';
import { gradientPng } from './demo-highlights.ts';

type Rgb = readonly [number, number, number];

/** A small valid one-page PDF showing a title and a line of text (Helvetica, no fonts embedded). */
export function simplePdf(title: string, line: string): Buffer {
  const ascii = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[()\\]/g, '\\$&');
  const stream = `BT /F1 20 Tf 56 760 Td (${ascii(title)}) Tj 0 -32 Td /F1 12 Tf (${ascii(line)}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const DAY = 24 * 3600_000;
/** Fixed dates, so the demo is the same on every machine. */
const BASE = Date.UTC(2026, 0, 5, 12, 0);

interface DemoAsset {
  type: AssetType;
  title: string;
  file: { pdf: string } | { png: [Rgb, Rgb]; width: number; height: number };
  thumbnail?: [Rgb, Rgb];
  directlink?: string;
  active?: number;
  showgrid?: number;
  publishDay: number;
  unpublishDay?: number;
  owned?: boolean;
  inTrail?: boolean;
}

const ASSETS: DemoAsset[] = [
  {
    type: 'Media',
    title: 'Manual do Seguro Residencial',
    file: { pdf: 'Coberturas, assistencias e como contratar.' },
    thumbnail: [
      [30, 64, 175],
      [147, 197, 253],
    ],
    publishDay: 0,
    owned: true,
    inTrail: true,
  },
  {
    type: 'Media',
    title: 'Guia de boas práticas no atendimento',
    file: { pdf: 'Do primeiro contato ao pos-venda.' },
    publishDay: 3,
    unpublishDay: 120,
    showgrid: 0,
    inTrail: true,
  },
  {
    type: 'Media',
    title: 'Infográfico Seguro Auto',
    file: {
      png: [
        [220, 38, 38],
        [254, 202, 202],
      ],
      width: 480,
      height: 320,
    },
    publishDay: 6,
    owned: true,
  },
  { type: 'Media', title: 'Tabela de comissões 2026', file: { pdf: 'Valores de referencia por produto.' }, publishDay: 9, active: 0 },
  {
    type: 'Media',
    title: 'Cartaz da campanha de vida',
    file: {
      png: [
        [22, 101, 52],
        [187, 247, 208],
      ],
      width: 360,
      height: 480,
    },
    publishDay: 12,
    unpublishDay: 40,
  },
  {
    type: 'Banner',
    title: 'Banner campanha verão',
    file: {
      png: [
        [14, 116, 144],
        [250, 204, 21],
      ],
      width: 960,
      height: 240,
    },
    directlink: 'https://exemplo.com.br/campanhas/verao',
    publishDay: 0,
  },
  {
    type: 'Banner',
    title: 'Banner novos cursos',
    file: {
      png: [
        [126, 34, 206],
        [244, 114, 182],
      ],
      width: 960,
      height: 240,
    },
    directlink: 'https://exemplo.com.br/cursos',
    publishDay: 10,
  },
  {
    type: 'chatBanner',
    title: 'Banner da sala de lançamento',
    file: {
      png: [
        [15, 23, 42],
        [56, 189, 248],
      ],
      width: 960,
      height: 200,
    },
    publishDay: 5,
  },
];

export const DEMO_TRAIL_TITLE = 'Trilha de boas-vindas';

/**
 * Digital contents (PDFs and images), banners and a virtual-room banner, with real files
 * generated here and stored like uploads; one trail holds two contents (linked-trails action).
 * Runs once: skipped when the first demo asset already exists.
 */
export async function seedDemoAssets(db: Db, files: FileStorage): Promise<boolean> {
  const [marker] = await db
    .select({ id: asset.id })
    .from(asset)
    .where(and(eq(asset.module_name, ASSETS[0].type), eq(asset.title, ASSETS[0].title)))
    .limit(1);
  if (marker) return false;
  const [author] = await db.select({ id: users.id }).from(users).where(eq(users.profile_id, PROFILE_ID.SUPER_ADMIN)).orderBy(asc(users.id)).limit(1);
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.profile_id, PROFILE_ID.SPECIAL)).orderBy(asc(users.id)).limit(1);
  const by = author?.id ?? null;
  const written: string[] = [];
  try {
    await db.transaction(async (tx) => {
      const store = async (data: Buffer, name: string, mime: string, ext: string) => {
        const key = newStorageKey(ext);
        await files.write(key, Readable.from([data]));
        written.push(key);
        const [row] = await tx
          .insert(storedFile)
          .values({ storage_key: key, original_name: name, mime, size: data.length, created_by: by })
          .returning({ id: storedFile.id });
        return row.id;
      };
      const inTrail: number[] = [];
      for (const a of ASSETS) {
        const slug = a.title
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-');
        const fileId =
          'pdf' in a.file
            ? await store(simplePdf(a.title, a.file.pdf), `${slug}.pdf`, 'application/pdf', 'pdf')
            : await store(gradientPng(a.file.width, a.file.height, a.file.png[0], a.file.png[1]), `${slug}.png`, 'image/png', 'png');
        const thumbnailId = a.thumbnail
          ? await store(gradientPng(320, 180, a.thumbnail[0], a.thumbnail[1]), `${slug}-miniatura.png`, 'image/png', 'png')
          : null;
        const created = new Date(BASE + a.publishDay * DAY - DAY);
        const [row] = await tx
          .insert(asset)
          .values({
            module_name: a.type,
            title: a.title,
            directlink: a.directlink ?? null,
            file_id: fileId,
            thumbnail_file_id: thumbnailId,
            active: a.active ?? 1,
            showgrid: a.showgrid ?? 1,
            owner: a.owned && owner ? owner.id : 0,
            date_publish: new Date(BASE + a.publishDay * DAY),
            date_unpublish: a.unpublishDay === undefined ? null : new Date(BASE + a.unpublishDay * DAY),
            created_at: created,
            updated_at: created,
            created_by: by,
            updated_by: by,
          })
          .returning({ id: asset.id });
        await setFileOwner(tx, { kind: 'asset', id: row.id }, [fileId, thumbnailId]);
        if (a.inTrail) inTrail.push(row.id);
      }
      const [welcome] = await tx
        .insert(trail)
        .values({
          title: DEMO_TRAIL_TITLE,
          description: 'Primeiros passos na plataforma.',
          active: 1,
          date_publish: new Date(BASE),
          created_by: by,
          updated_by: by,
        })
        .returning({ id: trail.id });
      await tx
        .insert(trailItem)
        .values(inTrail.map((itemId, i) => ({ trail_id: welcome.id, item_id: itemId, item_type: 'asset', ordernum: i + 1, created_by: by, updated_by: by })));
    });
  } catch (error) {
    // No file without its row.
    await Promise.all(written.map((key) => files.remove(key)));
    throw error;
  }
  return true;
}
