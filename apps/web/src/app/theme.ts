import { createTheme, darken, DEFAULT_THEME, luminance, type CSSVariablesResolver } from '@mantine/core';

/** WCAG 2.1 AA minimum contrast for normal-size text. */
const AA_TEXT = 4.5;
const WHITE = '#ffffff';
/**
 * The darkest light surface text sits on (hovered and striped table rows, the login background):
 * colours that must read as text are checked against it rather than against white.
 */
const SURFACE = DEFAULT_THEME.colors.gray[1];

function contrast(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** `color` darkened in small steps until it reaches AA contrast on every background given. */
function readable(color: string, ...backgrounds: string[]) {
  let result = color;
  for (let step = 1; backgrounds.some((bg) => contrast(result, bg) < AA_TEXT) && step <= 20; step++) {
    result = darken(color, step * 0.05);
  }
  return result;
}

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 6 of indigo on white is about 4.3:1, under WCAG AA's 4.5:1 for text; 7 passes.
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  // Users who ask their system for less motion get no sliding or fading (WCAG 2.3.3).
  respectReducedMotion: true,
  components: {
    // Mantine renders these as icon-only buttons without a name: pagination arrows, the modal's
    // close button, a toast's close button and the clear button of clearable inputs.
    Pagination: {
      defaultProps: {
        getControlProps: (control: 'first' | 'previous' | 'next' | 'last') => ({
          'aria-label': { first: 'Primeira página', previous: 'Página anterior', next: 'Próxima página', last: 'Última página' }[control],
        }),
      },
    },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Fechar' } } },
    FileInput: { defaultProps: { clearButtonProps: { 'aria-label': 'Remover arquivo' } } },
    Select: { defaultProps: { clearButtonProps: { 'aria-label': 'Limpar seleção' } } },
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Fechar' } },
      // A toast's message under its title is grey 6 in Mantine's own CSS, under AA: use 'dimmed'.
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
  },
});

/**
 * Mantine's stock light-scheme tones fail AA in many places (white on green/red/orange filled
 * badges and buttons, shade 9 on the light backgrounds, grey 'dimmed' text and placeholders).
 * Rather than fixing colours screen by screen, every variant colour is derived here so that its
 * text passes AA: filled = the primary shade or the first darker one white text can sit on,
 * light = shade 9 (darkened if needed) on shade 0, hovering on shade 1.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => {
  const light: Record<string, string> = {};
  const shade = typeof t.primaryShade === 'number' ? t.primaryShade : t.primaryShade.light;
  for (const [name, tones] of Object.entries(t.colors)) {
    const filled = tones.slice(shade).find((tone) => contrast(WHITE, tone) >= AA_TEXT) ?? readable(tones[9], WHITE);
    light[`--mantine-color-${name}-filled`] = filled;
    // Darker on hover, never lighter, so the label keeps its contrast.
    light[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
    light[`--mantine-color-${name}-text`] = readable(filled, WHITE, SURFACE);
    light[`--mantine-color-${name}-light`] = tones[0];
    light[`--mantine-color-${name}-light-hover`] = tones[1];
    light[`--mantine-color-${name}-light-color`] = readable(tones[9], tones[1], SURFACE);
  }
  const gray = t.colors.gray;
  light['--mantine-color-dimmed'] = readable(gray[6], SURFACE);
  light['--mantine-color-placeholder'] = readable(gray[6], WHITE);
  // Also the placeholder colour of an input in error.
  light['--mantine-color-error'] = readable(t.colors.red[6], WHITE, SURFACE);
  light['--mantine-color-anchor'] = readable(t.colors[t.primaryColor][shade], SURFACE);
  return { variables: {}, light, dark: {} };
};
