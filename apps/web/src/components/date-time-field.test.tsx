// A browser in Manaus (UTC-4) while the business runs on São Paulo time (UTC-3).
const browserZone = process.env.TZ;
process.env.TZ = 'America/Manaus';

import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// The app loads the pt-BR calendar names in main.tsx.
import 'dayjs/locale/pt-br';
import { useState } from 'react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DateTimeField } from './date-time-field.tsx';

// A reused worker must not carry the zone into other files.
afterAll(() => {
  if (browserZone === undefined) delete process.env.TZ;
  else process.env.TZ = browserZone;
});

/** A form's field: it keeps what the field hands over and reports it as the API would get it. */
function Harness({ initial, onSent }: { initial: Date | string | null; onSent: (iso: string | null) => void }) {
  const [value, setValue] = useState<Date | string | null>(initial);
  return (
    <DateTimeField
      label="Data de publicação"
      value={value}
      onChange={(next) => {
        setValue(next);
        // Forms coerce the value with the domain schema (z.coerce.date), then send toISOString().
        onSent(next === null ? null : new Date(next).toISOString());
      }}
    />
  );
}

function renderField(initial: Date | string | null) {
  const onSent = vi.fn();
  render(
    <MantineProvider env="test">
      <Harness initial={initial} onSent={onSent} />
    </MantineProvider>,
  );
  return { onSent, field: screen.getByRole('button', { name: 'Data de publicação' }) };
}

describe('DateTimeField in a browser outside São Paulo', () => {
  it('runs in Manaus', () => {
    expect(new Date('2026-03-10T12:00:00Z').getHours()).toBe(8);
  });

  it('shows 12:00Z as 09:00, the São Paulo time the lists show', () => {
    expect(renderField('2026-03-10T12:00:00.000Z').field.textContent).toBe('10/03/2026 09:00');
  });

  it('shows the São Paulo day of a late-evening time', () => {
    expect(renderField(new Date('2026-03-10T02:30:00Z')).field.textContent).toBe('09/03/2026 23:30');
  });

  it('sends 09:00 typed in the picker as 12:00Z', async () => {
    const user = userEvent.setup();
    const { field, onSent } = renderField('2026-03-10T15:30:00.000Z');
    await user.click(field);
    const hours = await screen.findByLabelText('Horas');
    expect((hours as HTMLInputElement).value).toBe('12');
    await user.clear(hours);
    await user.type(hours, '09');
    await user.type(screen.getByLabelText('Minutos'), '00');
    await waitFor(() => expect(onSent).toHaveBeenLastCalledWith('2026-03-10T12:00:00.000Z'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar data' }));
    await waitFor(() => expect(field.textContent).toBe('10/03/2026 09:00'));
  });

  it('picks a day keeping the São Paulo time', async () => {
    const user = userEvent.setup();
    const { field, onSent } = renderField('2026-03-10T12:00:00.000Z');
    await user.click(field);
    await user.click(await screen.findByRole('button', { name: '12 março 2026' }));
    expect(onSent).toHaveBeenLastCalledWith('2026-03-12T12:00:00.000Z');
  });

  it('clears to null', async () => {
    const user = userEvent.setup();
    const { onSent } = renderField('2026-03-10T12:00:00.000Z');
    await user.click(screen.getByRole('button', { name: 'Limpar data' }));
    expect(onSent).toHaveBeenLastCalledWith(null);
  });
});
