import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrailItemsQuery } from '../../generated/lms/graphql.ts';
import { stubApi, type ApiStub } from '../../test/api-stub.ts';
import { renderWithApp } from '../../test/render.tsx';
import { useReorderTrailItems } from './api/use-reorder-trail-items.ts';
import { useTrailItems, type TrailItem } from './api/use-trail-items.ts';
import { trailItemAnnouncements } from './trail-item-announcements.ts';

const item = (ordernum: number, item_type: string, item_id: number, title: string): TrailItem => ({
  id: ordernum,
  trail_id: 3,
  item_id,
  item_type,
  ordernum,
  title,
});
const SERVER_ORDER = [item(1, 'course', 11, 'Curso A'), item(2, 'asset', 21, 'Vídeo B'), item(3, 'course', 12, 'Curso C')];

/** The ordered list as the content screen holds it, and a 'drop' that moves the last item first. */
function Harness() {
  const items = useTrailItems(3);
  const reorder = useReorderTrailItems(3);
  const rows = items.data ?? [];
  return (
    <>
      <ol>
        {rows.map((r) => (
          <li key={`${r.item_type}:${r.item_id}`}>{`${r.ordernum}. ${r.title}`}</li>
        ))}
      </ol>
      <button type="button" onClick={() => reorder.mutate([rows[2], rows[0], rows[1]])}>
        soltar
      </button>
    </>
  );
}

const shown = () => screen.getAllByRole('listitem').map((li) => li.textContent);

let api: ApiStub;
let answer: (() => void) | null;
let refuse = false;

beforeEach(() => {
  refuse = false;
  answer = null;
  api = stubApi({
    graphql: {
      TrailItems: (): TrailItemsQuery => ({ trailitems: SERVER_ORDER }),
      // Held until the test lets it answer, so the order shown meanwhile can be seen.
      ReorderTrailItems: ({ items }) =>
        new Promise((resolve, reject) => {
          answer = () =>
            refuse
              ? reject(new Error('A nova ordem deve listar cada item atual da trilha exatamente uma vez.'))
              : resolve({
                  reorderTrailItems: items.map((ref: { item_id: number; item_type: string }, i: number) => ({
                    ...SERVER_ORDER.find((s) => s.item_id === ref.item_id)!,
                    ordernum: i + 1,
                  })),
                });
        }),
    },
  });
});

describe('reordering a trail', () => {
  it('shows the new order at once and sends the whole order in one call', async () => {
    renderWithApp(<Harness />);
    await waitFor(() => expect(shown()).toEqual(['1. Curso A', '2. Vídeo B', '3. Curso C']));
    fireEvent.click(screen.getByRole('button', { name: 'soltar' }));
    await waitFor(() => expect(shown()).toEqual(['1. Curso C', '2. Curso A', '3. Vídeo B']));
    expect(api.variablesOf('ReorderTrailItems')).toEqual([
      {
        trail_id: 3,
        items: [
          { item_id: 12, item_type: 'course' },
          { item_id: 11, item_type: 'course' },
          { item_id: 21, item_type: 'asset' },
        ],
      },
    ]);
    answer!();
    await waitFor(() => expect(api.variablesOf('TrailItems')).toHaveLength(1));
    expect(shown()).toEqual(['1. Curso C', '2. Curso A', '3. Vídeo B']);
  });

  it("goes back to the server's order with the reason when the server refuses it", async () => {
    const show = vi.spyOn(notifications, 'show');
    refuse = true;
    renderWithApp(<Harness />);
    await waitFor(() => expect(shown()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'soltar' }));
    await waitFor(() => expect(shown()[0]).toBe('1. Curso C'));
    answer!();
    await waitFor(() => expect(shown()).toEqual(['1. Curso A', '2. Vídeo B', '3. Curso C']));
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'red', message: 'A nova ordem deve listar cada item atual da trilha exatamente uma vez.' }),
    );
  });
});

describe('announcements of the ordered list', () => {
  const entries = SERVER_ORDER.map((r) => ({ key: `${r.item_type}:${r.item_id}`, title: r.title }));
  const a = trailItemAnnouncements(entries);
  const ref = (id: string) => ({ id, data: { current: undefined }, rect: { current: { initial: null, translated: null } }, disabled: false }) as never;

  it('tells the title and the position out of how many, in Portuguese', () => {
    expect(a.onDragStart({ active: ref('course:11') })).toBe('Item Curso A selecionado na posição 1 de 3.');
    // Over itself as it is picked up: nothing more to say.
    expect(a.onDragOver({ active: ref('course:11'), over: ref('course:11') })).toBeUndefined();
    expect(a.onDragOver({ active: ref('course:11'), over: ref('course:12') })).toBe('Item Curso A movido para a posição 3 de 3.');
    expect(a.onDragOver({ active: ref('course:11'), over: ref('course:11') })).toBe('Item Curso A movido para a posição 1 de 3.');
    expect(a.onDragEnd({ active: ref('course:11'), over: ref('asset:21') })).toBe('Item Curso A solto na posição 2 de 3.');
    expect(a.onDragCancel({ active: ref('course:11'), over: null })).toBe('Movimento cancelado. Item Curso A voltou para a posição 1 de 3.');
  });
});
