import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ASSET_MESSAGES } from '@backoffice/domain/schemas/asset';
import { ApiError } from './api.ts';
import { notifyError, notifyFailure, notifySuccess } from './notify.ts';

function renderToasts() {
  render(
    <MantineProvider env="test">
      <Notifications />
    </MantineProvider>,
  );
}

/** The toast that holds `text`. */
const toast = (text: string) => screen.getByText(text).closest('.mantine-Notification-root') as HTMLElement;

afterEach(() => act(() => notifications.clean()));

describe('error toasts', () => {
  it("show the children-exist failure in red with an error icon named 'Erro'", async () => {
    renderToasts();
    act(() => notifyError(new ApiError([ASSET_MESSAGES.hasChildren], 'CONFLICT')));
    const shown = toast(ASSET_MESSAGES.hasChildren);
    expect(shown.style.getPropertyValue('--notification-color')).toContain('red');
    const icon = shown.querySelector('svg[role="img"]');
    expect(icon?.getAttribute('aria-label')).toBe('Erro');
    expect(icon?.closest('.mantine-Notification-icon')).toBeTruthy();
  });

  it('give each server message its own toast, and a named failure its title', () => {
    renderToasts();
    act(() => {
      notifyError(new ApiError(['Primeira', 'Segunda']));
      notifyFailure('Houve um erro ao enviar os dados para o servidor', new ApiError(['Título muito longo']));
    });
    for (const text of ['Primeira', 'Segunda', 'Título muito longo']) {
      expect(toast(text).querySelector('svg[aria-label="Erro"]')).toBeTruthy();
    }
    expect(toast('Título muito longo').textContent).toContain('Houve um erro ao enviar os dados para o servidor');
  });

  it('stay silent for an expired session, whose login page follows', () => {
    renderToasts();
    act(() => {
      notifyError(new ApiError(['Sessão expirada'], 'UNAUTHENTICATED'));
      notifyFailure('Falhou', new ApiError(['Sessão expirada'], 'UNAUTHENTICATED'));
    });
    expect(screen.queryByText('Sessão expirada')).toBeNull();
  });
});

describe('success toasts', () => {
  it('carry no error icon', () => {
    renderToasts();
    act(() => notifySuccess('Arquivo enviado com sucesso!'));
    expect(toast('Arquivo enviado com sucesso!').querySelector('svg[aria-label="Erro"]')).toBeNull();
  });
});
