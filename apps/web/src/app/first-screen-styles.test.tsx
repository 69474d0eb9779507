import fs from 'node:fs';
import { createRequire } from 'node:module';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { Loading } from '../components/states.tsx';
import { LoginPage } from '../features/auth/login-page.tsx';
import { stubApi } from '../test/api-stub.ts';
import { renderWithApp } from '../test/render.tsx';
import firstScreenStyles from './first-screen-styles.ts?raw';

const resolve = createRequire(import.meta.url).resolve;
const read = (specifier: string) => fs.readFileSync(resolve(specifier), 'utf8');
const firstScreenSheets = [...firstScreenStyles.matchAll(/^import '(.+\.css)';$/gm)].map(([, specifier]) => read(specifier)).join('\n');
const fullSheet = read('@mantine/core/styles.css');

/** Mantine's static classes drawn in `root` that the full stylesheet styles but the first screen's sheets do not. */
function unstyledClasses(root: HTMLElement) {
  const classes = new Set([...root.querySelectorAll('[class]')].flatMap((el) => [...el.classList]).filter((c) => /^m_[0-9a-f]+$/.test(c)));
  return [...classes].filter((c) => fullSheet.includes(`.${c}`) && !firstScreenSheets.includes(`.${c}`));
}

describe('the first screen loads the styles of what it draws (first-screen-styles.ts)', () => {
  it('the login form, empty, refused and while sending', async () => {
    let refuse: (answer: Response) => void = () => {};
    stubApi({ rest: { 'POST /api/v1/account/login': () => new Promise<Response>((r) => (refuse = r)) } });
    const { container } = renderWithApp(<LoginPage />, { path: '/login' });
    // The harness also draws a (closed) modals root beside the page: only the login's own tree counts.
    const login = [...container.children].find((el) => el.querySelector('form')) as HTMLElement;
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Informe a senha.')).toBeTruthy();
    await user.type(screen.getByLabelText('E-mail ou matrícula'), 'admin');
    await user.type(screen.getByLabelText('Senha'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    const sending = unstyledClasses(login);
    refuse(new Response(JSON.stringify({ error: 'E-mail/matrícula ou senha inválidos.' }), { status: 401 }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect([...sending, ...unstyledClasses(login)]).toEqual([]);
  });

  it("the 'Carregando...' shown while a lazy route loads", () => {
    const { container } = render(
      <MantineProvider env="test">
        <Loading />
      </MantineProvider>,
    );
    expect(unstyledClasses(container)).toEqual([]);
  });
});
