import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OwnerOptionsQuery } from '../../generated/account/graphql.ts';
import type { CategoryOptionsQuery } from '../../generated/dam/graphql.ts';
import type { CourseQuery, ProofOptionsQuery, VideoByMediaIdQuery, VideoOptionsQuery } from '../../generated/lms/graphql.ts';
import { stubApi, type ApiStub } from '../../test/api-stub.ts';
import { renderWithApp } from '../../test/render.tsx';
import { onlineCourse } from './course-fixture.ts';
import CourseFormPage from './course-form-page.tsx';

const COURSE = onlineCourse();

/** The newest published videos (what an empty search lists); the course's own is older. */
const NEWEST = [
  { media_id: 'demo-video-090', title: 'Seguro residencial', category: null },
  { media_id: 'demo-video-089', title: 'Seguro de vida em grupo', category: 'Vida' },
];
const STORED = { media_id: 'demo-video-056', title: 'Como vender seguro auto', category: 'Treinamentos > Auto' };

let api: ApiStub;

beforeEach(() => {
  api = stubApi({
    graphql: {
      Course: (): CourseQuery => ({ course: COURSE }),
      OwnerOptions: (): OwnerOptionsQuery => ({ special: [{ id: 5, name: 'Bruna Lima' }], admin: [] }),
      CategoryOptions: (): CategoryOptionsQuery => ({ category_options: [] }),
      ProofOptions: ({ type_id }): ProofOptionsQuery => ({ proof_collections: type_id === 1 ? [{ id: 10, title: 'Prova' }] : [{ id: 20, title: 'Reação' }] }),
      VideoByMediaId: ({ media_id }): VideoByMediaIdQuery => ({ video_by_media_id: media_id === STORED.media_id ? STORED : null }),
      VideoOptions: ({ search }): VideoOptionsQuery => ({
        videos_search: search ? [...NEWEST, STORED].filter((v) => v.title.toLowerCase().includes(search.toLowerCase())) : NEWEST,
      }),
    },
  });
});

const videoField = () => screen.getByPlaceholderText('Busque um vídeo publicado') as HTMLInputElement;
const options = () => screen.getAllByRole('option').map((o) => o.textContent);

describe('course edit: the video field', () => {
  it("shows the stored video's title and lists the videos as on create", async () => {
    renderWithApp(<CourseFormPage />, { path: '/Course-edit/7', route: '/Course-edit/:id' });
    await screen.findByDisplayValue('Seguro Auto');
    await waitFor(() => expect(videoField().value).toBe('Como vender seguro auto (Treinamentos > Auto)'));
    fireEvent.click(videoField());
    await waitFor(() => expect(options()).toEqual(['Como vender seguro auto (Treinamentos > Auto)', 'Seguro residencial', 'Seguro de vida em grupo (Vida)']));
    // The title in the box is the choice, not a search: only the newest were asked for.
    expect(api.variablesOf('VideoOptions').map((v) => v.search)).toEqual(['']);
    expect(api.variablesOf('VideoByMediaId')).toEqual([{ media_id: 'demo-video-056' }]);

    // Typing searches the platform, as on create; picking another video keeps its title.
    // Mantine takes a change of an unfocused input for autofill, not typing.
    videoField().focus();
    fireEvent.change(videoField(), { target: { value: 'vida' } });
    await waitFor(() => expect(options()).toContain('Seguro de vida em grupo (Vida)'));
    expect(options()).not.toContain('Seguro residencial');
    expect(api.variablesOf('VideoOptions').map((v) => v.search)).toContain('vida');
    fireEvent.click(screen.getByRole('option', { name: 'Seguro de vida em grupo (Vida)' }));
    await waitFor(() => expect(videoField().value).toBe('Seguro de vida em grupo (Vida)'));
    expect(api.variablesOf('VideoOptions').map((v) => v.search)).not.toContain('Seguro de vida em grupo (Vida)');
  });
});
