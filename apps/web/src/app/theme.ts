import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 6 of indigo on white is about 4.3:1, under WCAG AA's 4.5:1 for text; 7 passes.
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
});
