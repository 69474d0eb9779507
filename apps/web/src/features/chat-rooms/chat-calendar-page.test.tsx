import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatCalendarQuery } from '../../generated/chat/graphql.ts';
import { stubApi, type ApiStub } from '../../test/api-stub.ts';
import { renderWithApp } from '../../test/render.tsx';
import ChatCalendarPage from './chat-calendar-page.tsx';

type Room = ChatCalendarQuery['chats_calendar'][number];

const room = (id: number, title: string, start: string, extra: Partial<Room> = {}): Room => ({
  id,
  title,
  datetime_start: start,
  datetime_start_format_br: '',
  datetime_end_format_br: '',
  room: 'Auditório',
  scope: 'Vendas',
  level: 'Corretores',
  canceled: 0,
  ...extra,
});

let api: ApiStub;
beforeEach(() => {
  // 10 March 2026, 15:00 in São Paulo.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T18:00:00.000Z'));
  api = stubApi({
    graphql: {
      ChatCalendar: ({ date }): ChatCalendarQuery => ({
        chats_calendar:
          date === '2026-03-01'
            ? [
                // 22:30 of the 10th in São Paulo, already the 11th in UTC.
                room(7, 'Live da noite', '2026-03-11T01:30:00.000Z'),
                room(8, 'Sala cancelada', '2026-03-20T13:00:00.000Z', { canceled: 1 }),
              ]
            : [],
      }),
    },
  });
});
afterEach(() => vi.useRealTimers());

const dayCell = (link: HTMLElement) => link.closest('td') as HTMLElement;

describe('/Chat-Calendar/', () => {
  it('shows each room on its São Paulo day with its start time, today marked, Sunday first', async () => {
    renderWithApp(<ChatCalendarPage />, { path: '/Chat-Calendar/' });
    const late = await screen.findByRole('link', { name: /Live da noite/ });
    expect(late.textContent).toContain('22:30');
    expect(late.getAttribute('href')).toBe('/Chat-edit/7');
    const cell = dayCell(late);
    expect(within(cell).getByText('10')).toBeTruthy();
    // The day of the late room is today: highlighted for the eye and for screen readers.
    const today = cell.querySelector<HTMLElement>('[aria-current="date"]')!;
    expect(today).toBeTruthy();
    expect(within(cell).getByText('Hoje')).toBeTruthy();
    // A day grows with its rooms: not Mantine's square full-width day, which spilled them over the next week.
    expect(today.style.aspectRatio).toBe('auto');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers[0]).toBe('Domingo');
    expect(headers[6]).toBe('Sábado');
    expect(api.variablesOf('ChatCalendar')[0]).toEqual({ date: '2026-03-01' });
  });

  it('marks a cancelled room', async () => {
    renderWithApp(<ChatCalendarPage />, { path: '/Chat-Calendar/' });
    const canceled = await screen.findByRole('link', { name: /Sala cancelada/ });
    expect(within(canceled).getByText('Cancelada')).toBeTruthy();
    expect(within(dayCell(canceled)).getByText('20')).toBeTruthy();
  });
});
