import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CategoriesQuery, SaveCategoryMutation } from '../../generated/dam/graphql.ts';
import { formFields, stubApi, type ApiStub } from '../../test/api-stub.ts';
import { renderWithApp } from '../../test/render.tsx';
import CategoryFormPage from './category-form-page.tsx';

const UPLOAD = 'POST /api/v1/dam/category_banner';
const SEGUROS: CategoriesQuery['category_collections'][number] = {
  id: 4,
  title: 'Seguros',
  ordernum: 0,
  active: 1,
  hide_courses: 0,
  hide_trails: 0,
  hide_assets: 0,
  parent_id: 0,
  parent_title: null,
  banner: null,
  updated_at: '2026-01-02T10:00:00.000Z',
};
let api: ApiStub;

beforeEach(() => {
  api = stubApi({
    graphql: {
      Categories: (): CategoriesQuery => ({ category_collections: [SEGUROS] }),
      SaveCategory: ({ input }): SaveCategoryMutation => ({
        createOrUpdateCategory: { id: 50, title: input.title, parent_id: input.parent_id, updated_at: '2026-01-03T10:00:00.000Z' },
      }),
    },
    rest: { [UPLOAD]: () => ({ id: 50, banner: '/api/v1/dam/file/9' }) },
  });
});

const saved = () => api.variablesOf('SaveCategory');
const uploads = () => api.requestsTo(UPLOAD).map((r) => ({ url: r.url, fields: formFields(r.body) }));
/** The screen at one of its two routes: /Category-new or /SubCategory-new/:parent_id. */
const renderAt = (path: string) => renderWithApp(<CategoryFormPage />, { path, route: path.startsWith('/SubCategory-new/') ? '/SubCategory-new/:parent_id' : path });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

describe('CategoryFormPage', () => {
  it('validates title and priority with the domain messages, sending nothing', async () => {
    renderAt('/Category-new');
    save();
    expect(await screen.findByText('O campo título é obrigatório!')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/Título/));
    fireEvent.change(screen.getByLabelText(/Título/), { target: { value: 'Nova' } });
    fireEvent.change(screen.getByLabelText('Prioridade'), { target: { value: '1a' } });
    save();
    expect(await screen.findByText('O campo prioridade deve conter apenas números.')).toBeTruthy();
    expect(saved()).toEqual([]);
  });

  it('sends an empty priority as 0, the flags as 0/1 and the parent of a new subcategory', async () => {
    renderAt('/SubCategory-new/4');
    expect(await screen.findByText('Nova subcategoria')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Título/), { target: { value: '  Auto  ' } });
    fireEvent.click(screen.getByLabelText('Ocultar em cursos'));
    save();
    await waitFor(() => expect(saved()).toHaveLength(1));
    expect(saved()[0]).toEqual({
      input: { title: 'Auto', parent_id: 4, ordernum: 0, active: 1, hide_courses: 1, hide_trails: 0, hide_assets: 0 },
    });
    expect(await screen.findByText('Salvo com sucesso!')).toBeTruthy();
  });

  it.each([
    ['/Category-new', 'Nova categoria', null],
    ['/SubCategory-new/4', 'Nova subcategoria', 4],
  ])('%s takes a banner before saving and uploads it for the new id', async (path, title, parent) => {
    renderAt(path);
    expect(await screen.findByText(title)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Título/), { target: { value: 'Com banner' } });
    const image = new File([new Uint8Array([137, 80, 78, 71])], 'banner.png', { type: 'image/png' });
    fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [image] } });
    expect(await screen.findByText('banner.png')).toBeTruthy();
    save();
    await waitFor(() => expect(uploads()).toHaveLength(1));
    expect(saved()).toHaveLength(1);
    expect(saved()[0].input).toMatchObject({ title: 'Com banner', parent_id: parent ?? 0 });
    expect(uploads()[0]).toEqual({ url: '/api/v1/dam/category_banner', fields: [['id', '50'], ['file', 'banner.png']] });
  });

  it('uploads nothing when no banner was chosen', async () => {
    renderAt('/Category-new');
    fireEvent.change(screen.getByLabelText(/Título/), { target: { value: 'Sem banner' } });
    save();
    expect(await screen.findByText('Salvo com sucesso!')).toBeTruthy();
    expect(saved()).toHaveLength(1);
    expect(uploads()).toEqual([]);
  });
});
