import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaveVideoMediaRecordMutation, VideoMediaQuery } from '../../generated/lms/graphql.ts';
import { stubApi, type ApiStub } from '../../test/api-stub.ts';
import { renderWithApp } from '../../test/render.tsx';
import type { VideoMedia } from './api/use-video-media.ts';
import VideoFormPage from './video-form-page.tsx';

const STORED: VideoMedia = {
  id: 7,
  media_id: 'abc-123',
  title: 'Seguro Auto - Parte 1',
  category: 'Treinamentos > Auto',
  status: 'draft',
  published_at: '2026-03-10T12:30:00.000Z',
  duration_seconds: 754,
  created_at: '2026-03-01T13:05:00.000Z',
  updated_at: '2026-03-02T14:10:00.000Z',
};

let api: ApiStub;

/** The lms endpoint: VideoMedia answers STORED, SaveVideoMediaRecord the saved video. */
function stubLms() {
  api = stubApi({
    graphql: {
      VideoMedia: ({ id }): VideoMediaQuery => ({ video_media: id === STORED.id ? STORED : null }),
      SaveVideoMediaRecord: ({ id, input }): SaveVideoMediaRecordMutation => ({ createOrUpdateVideoMedia: { ...STORED, ...input, id: id ?? 41 } }),
    },
  });
}
const saves = () => api.variablesOf('SaveVideoMediaRecord');

function renderAt(path: string) {
  return renderWithApp(
    <Routes>
      <Route path="/Video-library-new" element={<VideoFormPage />} />
      <Route path="/Video-library-edit/:id" element={<VideoFormPage />} />
      <Route path="/Video-library" element={<p>lista</p>} />
    </Routes>,
    { path },
  );
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

beforeEach(stubLms);
afterEach(() => vi.useRealTimers());

describe('/Video-library-new', () => {
  it('shows the messages of the domain schema and focuses the first invalid field, without calling the server', async () => {
    renderAt('/Video-library-new');
    submit();
    expect(await screen.findByText('O campo ID da mídia é obrigatório!')).toBeTruthy();
    expect(screen.getByText('O campo título é obrigatório!')).toBeTruthy();
    expect(screen.getByText('O campo duração é obrigatório!')).toBeTruthy();
    expect(document.activeElement).toBe(field(/^ID da mídia/));

    fireEvent.change(field(/^ID da mídia/), { target: { value: 'abc-9' } });
    fireEvent.change(field(/^Título/), { target: { value: '   ' } });
    submit();
    await waitFor(() => expect(document.activeElement).toBe(field(/^Título/)));
    expect(screen.queryByText('O campo ID da mídia é obrigatório!')).toBeNull();
    expect(screen.getByText('O campo título é obrigatório!')).toBeTruthy();

    fireEvent.change(field(/^Título/), { target: { value: 'Aula' } });
    submit();
    await waitFor(() => expect(document.activeElement).toBe(field(/^Duração/)));
    expect(screen.getByText('O campo duração é obrigatório!')).toBeTruthy();
    // The field takes whole, non-negative seconds only.
    fireEvent.change(field(/^Duração/), { target: { value: '-12.5' } });
    expect(field(/^Duração/).value).toBe('12');
    expect(field(/^ID da mídia/).maxLength).toBe(64);
    expect(field(/^Título/).maxLength).toBe(255);
    expect(field(/^Categoria/).maxLength).toBe(255);
    expect(saves()).toEqual([]);
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('saves the trimmed values, published by default with the publish date now, then returns to the list', async () => {
    const { router } = renderAt('/Video-library-new');
    expect((screen.getByLabelText('Publicado') as HTMLInputElement).checked).toBe(true);
    fireEvent.change(field(/^ID da mídia/), { target: { value: ' abc-9 ' } });
    fireEvent.change(field(/^Título/), { target: { value: '  Seguro Residencial  ' } });
    fireEvent.change(field(/^Categoria/), { target: { value: 'Treinamentos > Residencial' } });
    fireEvent.change(field(/^Duração/), { target: { value: '905' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    submit();
    expect(await screen.findByText('Salvo com sucesso!')).toBeTruthy();
    expect(saves()).toHaveLength(1);
    const { input } = saves()[0];
    expect(input).toMatchObject({
      media_id: 'abc-9',
      title: 'Seguro Residencial',
      category: 'Treinamentos > Residencial',
      status: 'published',
      duration_seconds: 905,
    });
    expect(Math.abs(Date.parse(input.published_at as string) - Date.now())).toBeLessThan(120_000);
    await act(async () => vi.advanceTimersByTime(2100));
    expect(router.state.location.pathname).toBe('/Video-library');
  });
});

describe('/Video-library-edit/{id}', () => {
  it('loads the video and sends the edited values for its id', async () => {
    renderAt('/Video-library-edit/7');
    expect(await screen.findByDisplayValue('Seguro Auto - Parte 1')).toBeTruthy();
    expect(screen.getByText('Editar vídeo')).toBeTruthy();
    expect(field(/^ID da mídia/).value).toBe('abc-123');
    expect(field(/^Categoria/).value).toBe('Treinamentos > Auto');
    expect(field(/^Duração/).value).toBe('754');
    expect((screen.getByLabelText('Rascunho') as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByLabelText('Publicado'));
    fireEvent.change(field(/^Categoria/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Limpar data de publicação' }));
    submit();
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toEqual({
      id: 7,
      updated_at: STORED.updated_at,
      input: { media_id: 'abc-123', title: 'Seguro Auto - Parte 1', category: null, status: 'published', published_at: null, duration_seconds: 754 },
    });
  });
});
