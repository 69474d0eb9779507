import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_MESSAGES } from '@backoffice/domain/schemas/content';
import type { ContentQuery, SaveContentRecordMutation } from '../../generated/cms/graphql.ts';
import { formFields, stubApi, type ApiStub } from '../../test/api-stub.ts';
import { renderWithApp } from '../../test/render.tsx';
import HighlightFormPage from './highlight-form-page.tsx';

const THUMB_UPLOAD = 'POST /api/v1/cms/cms_thumb';
let api: ApiStub;
let finishSave: () => void;

/** The cms endpoint: SaveContentRecord answers when the test says so; cms_thumb at once. */
function stubCms() {
  api = stubApi({
    graphql: {
      Content: ({ id }): ContentQuery => ({ content: id === STORED.id ? STORED : null }),
      SaveContentRecord: ({ input }) =>
        new Promise<SaveContentRecordMutation>((resolve) => {
          finishSave = () =>
            resolve({ createOrUpdateContent: { ...STORED, id: 41, title: input.title, thumbnail: null, updated_at: '2026-03-02T15:00:00.000Z' } });
        }),
    },
    rest: { [THUMB_UPLOAD]: () => ({ id: 41, thumbnail: '/api/v1/dam/file/9' }) },
  });
}

const STORED: NonNullable<ContentQuery['content']> = {
  id: 7,
  module_name: 'Testimony',
  title: 'Destaque gravado',
  content: 'Texto gravado',
  thumbnail: '/api/v1/dam/file/3',
  directlink: 'https://exemplo.com.br/gravado',
  active: 0,
  date_publish: '2026-03-10T12:30:00.000Z',
  date_unpublish: null,
  created_at: '2026-03-01T13:05:00.000Z',
  created_by: 1,
  created_by_name: 'Ana Lima',
  updated_at: '2026-03-02T14:10:00.000Z',
  updated_by: 2,
  updated_by_name: 'Bruno Souza',
};

function renderNew() {
  return renderWithApp(
    <Routes>
      <Route path="/Cms-new/:module_name" element={<HighlightFormPage />} />
      <Route path="/Cms/:module_name" element={<p>lista</p>} />
    </Routes>,
    { path: '/Cms-new/Testimony' },
  );
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

beforeEach(stubCms);
afterEach(() => vi.useRealTimers());

describe('/Cms-new/Testimony', () => {
  it('focuses the first empty field, in the order of the form', async () => {
    renderNew();
    submit();
    expect(await screen.findByText(CONTENT_MESSAGES.titleRequired)).toBeTruthy();
    expect(screen.getByText(CONTENT_MESSAGES.contentRequired)).toBeTruthy();
    expect(screen.getByText(CONTENT_MESSAGES.linkRequired)).toBeTruthy();
    expect(document.activeElement).toBe(field(/^Título/));

    fireEvent.change(field(/^Título/), { target: { value: 'Campanha' } });
    submit();
    await waitFor(() => expect(document.activeElement).toBe(field(/^Conteúdo/)));
    expect(screen.queryByText(CONTENT_MESSAGES.titleRequired)).toBeNull();

    fireEvent.change(field(/^Conteúdo/), { target: { value: 'Texto' } });
    submit();
    await waitFor(() => expect(document.activeElement).toBe(field(/^Link/)));

    fireEvent.change(field(/^Link/), { target: { value: 'exemplo sem protocolo' } });
    submit();
    expect(await screen.findByText(CONTENT_MESSAGES.linkInvalid)).toBeTruthy();
    expect(document.activeElement).toBe(field(/^Link/));
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('saves once, then sends the chosen thumbnail for the new id and returns to the list after 2 s', async () => {
    const { router } = renderNew();
    fireEvent.change(field(/^Título/), { target: { value: '  Campanha  ' } });
    fireEvent.change(field(/^Conteúdo/), { target: { value: 'Texto do destaque' } });
    fireEvent.change(field(/^Link/), { target: { value: 'https://exemplo.com.br' } });
    const image = new File([new Uint8Array([137, 80, 78, 71])], 'miniatura.png', { type: 'image/png' });
    const picker = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(picker, { target: { files: [image] } });
    expect(await screen.findByText('miniatura.png')).toBeTruthy();

    submit();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(true));
    submit();
    expect(api.fetch).toHaveBeenCalledTimes(1);
    expect(api.calls.map((c) => [c.operation, c.url])).toEqual([['SaveContentRecord', '/api/v1/cms/graphql']]);
    const [{ input }] = api.variablesOf('SaveContentRecord');
    expect(input).toMatchObject({
      title: 'Campanha',
      content: 'Texto do destaque',
      directlink: 'https://exemplo.com.br',
      active: 1,
      date_unpublish: null,
      module_name: 'Testimony',
    });
    // The publish date defaults to now.
    expect(Math.abs(Date.parse(input.date_publish as string) - Date.now())).toBeLessThan(120_000);

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => finishSave());
    expect(await screen.findByText('Salvo com sucesso!')).toBeTruthy();
    await waitFor(() => expect(api.fetch).toHaveBeenCalledTimes(2));
    expect(api.requestsTo(THUMB_UPLOAD).map((r) => [r.url, formFields(r.body)])).toEqual([
      [
        '/api/v1/cms/cms_thumb',
        [
          ['id', '41'],
          ['file', 'miniatura.png'],
        ],
      ],
    ]);
    expect(router.state.location.pathname).toBe('/Cms-new/Testimony');
    await act(async () => vi.advanceTimersByTime(2100));
    expect(router.state.location.pathname).toBe('/Cms/Testimony');
  });
});

describe('/Cms-edit/Testimony/{id}', () => {
  it('loads the highlight with its thumbnail card and log; a new one from there starts empty', async () => {
    const { router } = renderWithApp(
      <Routes>
        <Route path="/Cms-new/:module_name" element={<HighlightFormPage />} />
        <Route path="/Cms-edit/:module_name/:id" element={<HighlightFormPage />} />
      </Routes>,
      { path: '/Cms-edit/Testimony/7' },
    );
    expect(await screen.findByDisplayValue('Destaque gravado')).toBeTruthy();
    expect(field(/^Link/).value).toBe('https://exemplo.com.br/gravado');
    expect((screen.getByLabelText('Ativo') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('img', { name: 'Miniatura' }).getAttribute('src')).toBe('/api/v1/dam/file/3');
    // Shown in America/Sao_Paulo.
    expect(screen.getByText('Criado em 01/03/2026 10:05 por Ana Lima')).toBeTruthy();
    expect(screen.getByText('Atualizado em 02/03/2026 11:10 por Bruno Souza')).toBeTruthy();

    await act(async () => router.navigate('/Cms-new/Testimony'));
    expect(await screen.findByText('Novo destaque')).toBeTruthy();
    expect(field(/^Título/).value).toBe('');
    expect(screen.queryByRole('img', { name: 'Miniatura' })).toBeNull();
  });
});
