import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountFieldsQuery, FieldValuesQuery, SegmentationsQuery } from '../../generated/account/graphql.ts';
import { stubApi, type ApiStub } from '../../test/api-stub.ts';
import { renderWithApp } from '../../test/render.tsx';
import SegmentationPage from './segmentation-page.tsx';

vi.mock('../../app/session.tsx', () => ({ useSession: () => ({ user: { id: 1 }, modules: ['Course'] }) }));

const PLACEHOLDER = 'Digite 3 caracteres para buscar ou cole valores separados por vírgula';

let api: ApiStub;

beforeEach(() => {
  api = stubApi({
    graphql: {
      AccountFields: (): AccountFieldsQuery => ({ get_account_fields: [{ id: 10, field: 'Sucursal', type: 'dropdown' }] }),
      Segmentations: (): SegmentationsQuery => ({ get_segmentations: [] }),
      FieldValues: ({ search }): FieldValuesQuery => ({
        get_account_field_values: search.length >= 3 ? [{ id: 110, account_field_id: 10, value: 'SUC-110', label: 'Campinas' }] : [],
      }),
    },
  });
});

describe('segmentation by lists', () => {
  it('searches once the typing pauses, not on every keystroke, and never under 3 characters', async () => {
    renderWithApp(<SegmentationPage />, { path: '/segmentation/Course/7', route: '/segmentation/:module_name/:id' });
    const input = (await screen.findByPlaceholderText(PLACEHOLDER)) as HTMLInputElement;
    // Mantine takes a change of an unfocused input for autofill, not typing.
    input.focus();
    for (const typed of ['C', 'Ca', 'Cam', 'Camp', 'Campi']) fireEvent.change(input, { target: { value: typed } });
    expect(await screen.findByRole('option', { name: 'SUC-110 - Campinas' })).toBeTruthy();
    expect(api.variablesOf('FieldValues')).toEqual([{ account_field_id: 10, search: 'Campi' }]);
    // Back under 3 characters: nothing asked, nothing offered.
    fireEvent.change(input, { target: { value: 'Ca' } });
    await waitFor(() => expect(screen.queryByRole('option', { name: 'SUC-110 - Campinas' })).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.variablesOf('FieldValues')).toHaveLength(1);
  });
});
