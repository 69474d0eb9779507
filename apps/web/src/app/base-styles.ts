/**
 * Mantine's base rules, before any component's. Each component's own rules come with its code
 * (mantine-styles-plugin.ts). No default-css-variables.css: MantineProvider writes every variable
 * itself (main.tsx).
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
