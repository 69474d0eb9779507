import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { LoadError } from './states.tsx';

describe('LoadError', () => {
  it("shows 'Erro :(' and, once, the toast 'Ocorreu um erro ao carregar as informações.'", async () => {
    renderWithApp(
      <>
        <LoadError />
        <LoadError />
      </>,
      { toasts: true },
    );
    expect(screen.getAllByText('Erro :(')).toHaveLength(2);
    expect(await screen.findByText('Ocorreu um erro ao carregar as informações.')).toBeTruthy();
    expect(screen.getAllByText('Ocorreu um erro ao carregar as informações.')).toHaveLength(1);
  });
});
