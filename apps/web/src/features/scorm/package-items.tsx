import { Box, Paper, Text, Title, UnstyledButton } from '@mantine/core';

export interface PackageItem {
  identifier: string;
  title: string;
  depth: number;
  visible: boolean;
  launchable: boolean;
}

/**
 * The package's table of contents: its visible items, nested as in the manifest; those that open
 * something are buttons, the one playing is marked current.
 */
export function PackageItems({ items, current, onLaunch }: { items: PackageItem[]; current: string | null; onLaunch: (identifier: string) => void }) {
  const shown = items.filter((item) => item.visible);
  return (
    <Paper withBorder p="sm">
      <Title order={3} size="h5" mb="xs" id="scorm-items-title">
        Itens do pacote
      </Title>
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          O manifesto não lista itens visíveis.
        </Text>
      ) : (
        <Box component="ul" aria-labelledby="scorm-items-title" m={0} p={0} style={{ listStyle: 'none' }}>
          {shown.map((item) => (
            <Box component="li" key={item.identifier} pl={item.depth * 16}>
              {item.launchable ? (
                <UnstyledButton
                  onClick={() => onLaunch(item.identifier)}
                  aria-current={item.identifier === current ? 'true' : undefined}
                  px={6}
                  py={2}
                  w="100%"
                  fz="sm"
                  fw={item.identifier === current ? 700 : undefined}
                  bg={item.identifier === current ? 'var(--mantine-primary-color-light)' : undefined}
                  style={{ borderRadius: 4 }}
                >
                  {item.title}
                </UnstyledButton>
              ) : (
                <Text size="sm" fw={600} px={6} py={2}>
                  {item.title}
                </Text>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
