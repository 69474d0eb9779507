import { Readable } from 'node:stream';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { users } from '../db/schema/account.ts';
import { asset, category, categoryHasAsset } from '../db/schema/dam.ts';
import { storedFile } from '../db/schema/files.ts';
import { categoryHasCourse, categoryHasTrail, course, trail } from '../db/schema/lms.ts';
import type { Db } from '../platform/db/client.ts';
import { newStorageKey, type FileStorage } from '../platform/files/storage.ts';
import { setFileOwner } from '../platform/files/store-upload.ts';
import { gradientPng } from './demo-highlights.ts';

type Rgb = readonly [number, number, number];

interface DemoCategory {
  title: string;
  ordernum: number;
  banner?: [Rgb, Rgb];
  hide_trails?: number;
  active?: number;
  children?: string[];
}

const CATEGORIES: DemoCategory[] = [
  {
    title: 'Seguros',
    ordernum: 10,
    banner: [
      [30, 64, 175],
      [125, 211, 252],
    ],
    children: ['Seguro Auto', 'Seguro Residencial', 'Seguro de Vida'],
  },
  {
    title: 'Vendas e Atendimento',
    ordernum: 5,
    banner: [
      [190, 18, 60],
      [253, 186, 116],
    ],
    children: ['Técnicas de venda', 'Pós-venda'],
  },
  { title: 'Institucional', ordernum: 0, hide_trails: 1 },
  { title: 'Arquivo 2024', ordernum: 0, active: 0 },
];

/** Fixed dates, so the demo is the same on every machine; the unpublish dates are already past. */
const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

const COURSES = [
  { title: 'Fundamentos do Seguro Auto', categories: ['Seguro Auto', 'Seguros'], unpublish: null, owned: true },
  { title: 'Atendimento consultivo', categories: ['Vendas e Atendimento'], unpublish: null, owned: false },
  { title: 'Seguro de Vida: primeiros passos', categories: ['Seguro de Vida'], unpublish: day('2025-11-28'), owned: true },
  { title: 'Campanha de fim de ano 2024', categories: ['Arquivo 2024'], unpublish: day('2025-01-15'), owned: false },
] as const;

const TRAILS = [
  { title: 'Trilha do Corretor Iniciante', categories: ['Seguros', 'Institucional'], unpublish: null, owned: true },
  { title: 'Trilha de Vendas Avançadas', categories: ['Técnicas de venda'], unpublish: day('2025-12-10'), owned: false },
] as const;

/** Digital contents of the asset demo linked to categories when they exist (seed order does not matter). */
const ASSET_LINKS: Record<string, string> = {
  'Manual do Seguro Residencial': 'Seguro Residencial',
  'Infográfico Seguro Auto': 'Seguro Auto',
  'Guia de boas práticas no atendimento': 'Pós-venda',
};

/**
 * Categories with subcategories and banner images, a few online courses and trails linked to
 * them (inserted directly: their screens come later), some already unpublished so 'Meus
 * Conteúdos' has rows. Runs once: skipped when the first demo category already exists.
 */
export async function seedDemoCategories(db: Db, files: FileStorage): Promise<boolean> {
  const [marker] = await db
    .select({ id: category.id })
    .from(category)
    .where(and(eq(category.title, CATEGORIES[0].title), eq(category.parent_id, 0)))
    .limit(1);
  if (marker) return false;
  const [author] = await db.select({ id: users.id }).from(users).where(eq(users.profile_id, PROFILE_ID.SUPER_ADMIN)).orderBy(asc(users.id)).limit(1);
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.profile_id, PROFILE_ID.SPECIAL)).orderBy(asc(users.id)).limit(1);
  const by = author?.id ?? null;
  const audit = { created_by: by, updated_by: by };
  const written: string[] = [];
  try {
    await db.transaction(async (tx) => {
      const ids = new Map<string, number>();
      for (const c of CATEGORIES) {
        let bannerId: number | null = null;
        if (c.banner) {
          const data = gradientPng(960, 240, c.banner[0], c.banner[1]);
          const key = newStorageKey('png');
          await files.write(key, Readable.from([data]));
          written.push(key);
          const slug = c.title
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, '')
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-');
          const [file] = await tx
            .insert(storedFile)
            .values({ storage_key: key, original_name: `banner-${slug}.png`, mime: 'image/png', size: data.length, created_by: by })
            .returning({ id: storedFile.id });
          bannerId = file.id;
        }
        const [row] = await tx
          .insert(category)
          .values({
            title: c.title,
            ordernum: c.ordernum,
            banner_file_id: bannerId,
            active: c.active ?? 1,
            hide_trails: c.hide_trails ?? 0,
            parent_id: 0,
            ...audit,
          })
          .returning({ id: category.id });
        await setFileOwner(tx, { kind: 'category', id: row.id }, [bannerId]);
        ids.set(c.title, row.id);
        for (const [i, child] of (c.children ?? []).entries()) {
          const [sub] = await tx
            .insert(category)
            .values({ title: child, ordernum: (c.children!.length - i) * 10, parent_id: row.id, ...audit })
            .returning({ id: category.id });
          ids.set(child, sub.id);
        }
      }
      for (const c of COURSES) {
        const [row] = await tx
          .insert(course)
          .values({
            type: 'online',
            title: c.title,
            active: c.unpublish ? 0 : 1,
            owner: c.owned && owner ? owner.id : 0,
            date_publish: day('2025-01-02'),
            date_unpublish: c.unpublish,
            ...audit,
          })
          .returning({ id: course.id });
        await tx.insert(categoryHasCourse).values(c.categories.map((t) => ({ course_id: row.id, category_id: ids.get(t)!, ...audit })));
      }
      for (const t of TRAILS) {
        const [row] = await tx
          .insert(trail)
          .values({
            title: t.title,
            active: t.unpublish ? 0 : 1,
            owner: t.owned && owner ? owner.id : 0,
            date_publish: day('2025-01-02'),
            date_unpublish: t.unpublish,
            ...audit,
          })
          .returning({ id: trail.id });
        await tx.insert(categoryHasTrail).values(t.categories.map((c) => ({ trail_id: row.id, category_id: ids.get(c)!, ...audit })));
      }
      const assets = await tx
        .select({ id: asset.id, title: asset.title })
        .from(asset)
        .where(and(eq(asset.module_name, 'Media'), inArray(asset.title, Object.keys(ASSET_LINKS))));
      if (assets.length) {
        await tx.insert(categoryHasAsset).values(assets.map((a) => ({ asset_id: a.id, category_id: ids.get(ASSET_LINKS[a.title])!, ...audit })));
      }
    });
  } catch (error) {
    // No file without its row.
    await Promise.all(written.map((key) => files.remove(key)));
    throw error;
  }
  return true;
}
