import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import CategoryFormPage from './category-form-page.tsx';

// The app's route is /SubCategory-new/:parent_id; the test router matches '*'.
vi.mock('../../lib/use-id-param.ts', () => ({ useIdParam: (name?: string) => (name === 'parent_id' ? 4 : undefined) }));

let saved: Array<{ id?: number; input: Record<string, unknown> }>;
let uploads: Array<{ url: string; fields: string[][] }>;

beforeEach(() => {
  saved = [];
  uploads = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (init.body instanceof FormData) {
        uploads.push({ url, fields: [...init.body.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : (v as File).name]) });
        return Response.json({ id: 50, banner: '/api/v1/dam/file/9' });
      }
      const { query, variables } = JSON.parse(String(init.body));
      let data: unknown;
      if (query.includes('createOrUpdateCategory')) {
        saved.push(variables);
        data = { createOrUpdateCategory: { id: 50, title: variables.input.title, parent_id: variables.input.parent_id } };
      } else {
        data = { category_collections: [{ id: 4, title: 'Seguros', parent_id: 0 }] };
      }
      return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

describe('CategoryFormPage', () => {
  it('validates title and priority with the domain messages, sending nothing', async () => {
    renderWithApp(<CategoryFormPage />, { path: '/Category-new' });
    save();
    expect(await screen.findByText('O campo título é obrigatório!')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/Título/));
    fireEvent.change(screen.getByLabelText(/Título/), { target: { value: 'Nova' } });
    fireEvent.change(screen.getByLabelText('Prioridade'), { target: { value: '1a' } });
    save();
    expect(await screen.findByText('O campo prioridade deve conter apenas números.')).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('sends an empty priority as 0, the flags as 0/1 and the parent of a new subcategory', async () => {
    renderWithApp(<CategoryFormPage />, { path: '/SubCategory-new/4' });
    expect(await screen.findByText('Nova subcategoria')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Título/), { target: { value: '  Auto  ' } });
    fireEvent.click(screen.getByLabelText('Ocultar em cursos'));
    save();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      input: { title: 'Auto', parent_id: 4, ordernum: 0, active: 1, hide_courses: 1, hide_trails: 0, hide_assets: 0 },
    });
    expect(await screen.findByText('Salvo com sucesso!')).toBeTruthy();
  });

  it.each([
    ['/Category-new', 'Nova categoria', null],
    ['/SubCategory-new/4', 'Nova subcategoria', 4],
  ])('%s takes a banner before saving and uploads it for the new id', async (path, title, parent) => {
    renderWithApp(<CategoryFormPage />, { path });
    expect(await screen.findByText(title)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Título/), { target: { value: 'Com banner' } });
    const image = new File([new Uint8Array([137, 80, 78, 71])], 'banner.png', { type: 'image/png' });
    fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [image] } });
    expect(await screen.findByText('banner.png')).toBeTruthy();
    save();
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(saved).toHaveLength(1);
    expect(saved[0].input).toMatchObject({ title: 'Com banner', parent_id: parent ?? 0 });
    expect(uploads[0]).toEqual({ url: '/api/v1/dam/category_banner', fields: [['id', '50'], ['file', 'banner.png']] });
  });

  it('uploads nothing when no banner was chosen', async () => {
    renderWithApp(<CategoryFormPage />, { path: '/Category-new' });
    fireEvent.change(screen.getByLabelText(/Título/), { target: { value: 'Sem banner' } });
    save();
    expect(await screen.findByText('Salvo com sucesso!')).toBeTruthy();
    expect(saved).toHaveLength(1);
    expect(uploads).toEqual([]);
  });
});
