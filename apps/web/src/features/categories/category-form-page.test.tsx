import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { CATEGORY_BANNER_LIMITS, CATEGORY_MESSAGES } from '@backoffice/domain/schemas/category';
import { FILE_MESSAGES } from '@backoffice/domain/schemas/fields';
import type { CategoriesQuery, CategoryQuery, SaveCategoryRecordMutation } from '../../generated/dam/graphql.ts';
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
let failUpload = false;

beforeEach(() => {
  failUpload = false;
  api = stubApi({
    graphql: {
      Categories: (): CategoriesQuery => ({ category_collections: [SEGUROS] }),
      Category: ({ id }): CategoryQuery => ({ category: id === SEGUROS.id ? SEGUROS : null }),
      SaveCategoryRecord: ({ input }): SaveCategoryRecordMutation => ({
        createOrUpdateCategory: { ...SEGUROS, id: 50, title: input.title, parent_id: input.parent_id, updated_at: '2026-01-03T10:00:00.000Z' },
      }),
    },
    rest: {
      [UPLOAD]: ({ body }) =>
        failUpload
          ? new Response(JSON.stringify({ error: 'Falha no armazenamento.' }), { status: 500, headers: { 'content-type': 'application/json' } })
          : { id: Number(formFields(body)[0][1]), banner: '/api/v1/dam/file/9' },
    },
  });
});

const saved = () => api.variablesOf('SaveCategoryRecord');
const uploads = () => api.requestsTo(UPLOAD).map((r) => ({ url: r.url, fields: formFields(r.body) }));
/** The screen at one of its two routes: /Category-new or /SubCategory-new/:parent_id. */
const renderAt = (path: string) =>
  renderWithApp(<CategoryFormPage />, { path, route: path.startsWith('/SubCategory-new/') ? '/SubCategory-new/:parent_id' : path });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const png = (name = 'banner.png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const pdf = () => new File(['%PDF-1.4'], 'tabela.pdf', { type: 'application/pdf' });
/** A file the size of `bytes` without allocating it. */
const sized = (file: File, bytes: number) => Object.defineProperty(file, 'size', { value: bytes });

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
    expect(uploads()[0]).toEqual({
      url: '/api/v1/dam/category_banner',
      fields: [
        ['id', '50'],
        ['file', 'banner.png'],
      ],
    });
  });

  it('uploads nothing when no banner was chosen', async () => {
    renderAt('/Category-new');
    fireEvent.change(screen.getByLabelText(/Título/), { target: { value: 'Sem banner' } });
    save();
    expect(await screen.findByText('Salvo com sucesso!')).toBeTruthy();
    expect(saved()).toHaveLength(1);
    expect(uploads()).toEqual([]);
  });

  it.each([
    ['a PDF where an image is expected', pdf(), FILE_MESSAGES.wrongType('image')],
    ['an image over the limit', sized(png(), CATEGORY_BANNER_LIMITS.maxBytes + 1), FILE_MESSAGES.tooLarge(CATEGORY_BANNER_LIMITS.maxBytes)],
  ])('refuses %s before saving, and creates no category', async (_case, file, message) => {
    renderAt('/Category-new');
    fireEvent.change(screen.getByLabelText(/Título/), { target: { value: 'Com banner' } });
    choose(file);
    // Told as soon as it is chosen, with the server's words.
    expect(await screen.findByText(message)).toBeTruthy();
    save();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(saved()).toEqual([]);
    expect(uploads()).toEqual([]);
    expect(screen.queryByText('Salvo com sucesso!')).toBeNull();
    // Another file, accepted, lets the category be created.
    choose(png());
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
    save();
    await waitFor(() => expect(uploads()).toHaveLength(1));
    expect(saved()).toHaveLength(1);
  });
});

describe('CategoryFormPage: editing', () => {
  const renderEdit = () => renderWithApp(<CategoryFormPage />, { path: '/Category-edit/4', route: '/Category-edit/:id' });

  it("sends the banner chosen in the card with the form's save", async () => {
    renderEdit();
    expect(await screen.findByDisplayValue('Seguros')).toBeTruthy();
    choose(png('novo.png'));
    expect(await screen.findByText('novo.png')).toBeTruthy();
    save();
    expect(await screen.findByText('Salvo com sucesso!')).toBeTruthy();
    expect(saved()).toEqual([{ id: 4, updated_at: SEGUROS.updated_at, input: expect.objectContaining({ title: 'Seguros' }) }]);
    expect(uploads()).toEqual([
      {
        url: '/api/v1/dam/category_banner',
        fields: [
          ['id', '4'],
          ['file', 'novo.png'],
        ],
      },
    ]);
  });

  it('refuses a wrong file in the card before anything is sent, and says so on save', async () => {
    const show = vi.spyOn(notifications, 'show');
    renderEdit();
    expect(await screen.findByDisplayValue('Seguros')).toBeTruthy();
    choose(pdf());
    expect(await screen.findByText(FILE_MESSAGES.wrongType('image'))).toBeTruthy();
    save();
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: CATEGORY_MESSAGES.bannerRefused, message: FILE_MESSAGES.wrongType('image') })),
    );
    expect(saved()).toEqual([]);
    expect(uploads()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar arquivo' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(uploads()).toEqual([]);
  });

  it('says clearly when the banner could not be sent after the category was saved, keeping the file', async () => {
    const show = vi.spyOn(notifications, 'show');
    failUpload = true;
    renderEdit();
    expect(await screen.findByDisplayValue('Seguros')).toBeTruthy();
    choose(png('novo.png'));
    save();
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: CATEGORY_MESSAGES.savedWithoutBanner, message: 'Falha no armazenamento.' })),
    );
    expect(saved()).toHaveLength(1);
    expect(screen.getByText('novo.png')).toBeTruthy();
  });
});
