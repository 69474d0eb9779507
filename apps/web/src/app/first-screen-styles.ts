/**
 * The Mantine styles the first screen draws (the login form in each of its states, and the
 * 'Carregando...' shown while a lazy route loads); the whole of @mantine/core/styles.css, eight
 * times this, comes with the authenticated layout. A component added to the login needs its file
 * here. Mantine's order: base files first, then components as they come in styles.css (a
 * component's rules follow those of the parts it is built from). No default-css-variables.css:
 * MantineProvider writes every variable itself (main.tsx).
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
