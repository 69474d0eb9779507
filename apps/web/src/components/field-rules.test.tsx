import { Checkbox, TextInput, Textarea } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithApp } from '../test/render.tsx';
import { clearsWith, dependsOn, exclusive } from './field-rules.ts';
import { FormPage, type FormRecord } from './form-page.tsx';

type Room = {
  publish: string;
  unpublish: string;
  canceled: boolean;
  justification: string;
  is_public: boolean;
  is_specific: boolean;
};

const EMPTY: Room = { publish: '', unpublish: '', canceled: false, justification: '', is_public: true, is_specific: false };

const schema = z.object({ justification: z.string().max(5, 'Justificativa muito longa.') });

const RULES = [clearsWith<Room>('publish', { unpublish: '' }), dependsOn<Room>('canceled', { justification: '' }), exclusive<Room>('is_public', 'is_specific')];

function RoomForm({ onSave, record }: { onSave: (values: Room) => Promise<unknown>; record?: FormRecord<Room> }) {
  return (
    <FormPage<typeof schema, Room> title="Sala" schema={schema} initialValues={EMPTY} record={record} rules={RULES} onSave={onSave}>
      {(form) => (
        <>
          <TextInput label="Publicação" {...form.getInputProps('publish')} />
          <TextInput label="Despublicação" {...form.getInputProps('unpublish')} />
          <Checkbox label="Cancelada" {...form.getInputProps('canceled', { type: 'checkbox' })} />
          {form.values.canceled && <Textarea label="Justificativa" {...form.getInputProps('justification')} />}
          <Checkbox label="Pública" {...form.getInputProps('is_public', { type: 'checkbox' })} />
          <Checkbox label="Específica" {...form.getInputProps('is_specific', { type: 'checkbox' })} />
        </>
      )}
    </FormPage>
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

describe('FormPage rules between fields', () => {
  it('clears the unpublish date when the publish date is cleared, and only then', () => {
    renderWithApp(<RoomForm onSave={vi.fn()} />);
    type('Despublicação', '10/12/2026');
    expect(input('Despublicação').value).toBe('10/12/2026');
    type('Publicação', '01/12/2026');
    expect(input('Despublicação').value).toBe('10/12/2026');
    type('Publicação', '');
    expect(input('Despublicação').value).toBe('');
  });

  it('shows the justification only while cancelled, and clears it when hidden', async () => {
    const onSave = vi.fn(async () => undefined);
    renderWithApp(<RoomForm onSave={onSave} />);
    expect(screen.queryByLabelText('Justificativa')).toBeNull();
    fireEvent.click(input('Cancelada'));
    type('Justificativa', 'Chuva');
    fireEvent.click(input('Cancelada'));
    expect(screen.queryByLabelText('Justificativa')).toBeNull();
    fireEvent.click(input('Cancelada'));
    expect(input('Justificativa').value).toBe('');
    fireEvent.click(input('Cancelada'));
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ canceled: false, justification: '' }), {}));
  });

  it('neither validates nor sends a hidden field a loaded record still had', async () => {
    const onSave = vi.fn(async () => undefined);
    const data = { ...EMPTY, justification: 'Um texto longo demais' };
    renderWithApp(<RoomForm onSave={onSave} record={{ isPending: false, isError: false, data }} />);
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ justification: '' }), {}));
    expect(screen.queryByText('Justificativa muito longa.')).toBeNull();
  });

  it('keeps exactly one of public and specific on', () => {
    renderWithApp(<RoomForm onSave={vi.fn()} />);
    expect([input('Pública').checked, input('Específica').checked]).toEqual([true, false]);
    fireEvent.click(input('Específica'));
    expect([input('Pública').checked, input('Específica').checked]).toEqual([false, true]);
    fireEvent.click(input('Específica'));
    expect([input('Pública').checked, input('Específica').checked]).toEqual([true, false]);
    fireEvent.click(input('Pública'));
    expect([input('Pública').checked, input('Específica').checked]).toEqual([false, true]);
  });
});
