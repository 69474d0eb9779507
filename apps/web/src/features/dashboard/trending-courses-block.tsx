import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@backoffice/domain/constants';
import { useTrendingCourses, type TrendingCourse } from './api/use-trending-courses.ts';
import { DashboardCard, QueryContent } from './dashboard-card.tsx';

function Ranking({ title, unit, courses }: { title: string; unit: string; courses: TrendingCourse[] }) {
  return (
    <div>
      <Text fw={600} size="sm" mb="xs">
        {title}
      </Text>
      {courses.length === 0 ? (
        <Text size="sm" c="dimmed">
          {MESSAGES.noData}
        </Text>
      ) : (
        <Stack component="ol" gap={6} m={0} p={0} aria-label={title} style={{ listStyle: 'none' }}>
          {courses.map((c, i) => (
            <Group component="li" key={c.id} gap="xs" wrap="nowrap" justify="space-between">
              <Text size="sm" truncate="end" title={c.title}>
                {i + 1}. {c.title}
              </Text>
              <Badge variant="light" style={{ flexShrink: 0 }} title={`${c.total} ${unit}`}>
                {c.total}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </div>
  );
}

/** Most-completed courses: online by completions, presential by present participants (up to 10 each). */
export function TrendingCoursesBlock() {
  const query = useTrendingCourses();
  return (
    <DashboardCard title="Cursos mais concluídos">
      <QueryContent query={query}>
        {(d) => (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
            <Ranking title="On-line" unit="conclusões" courses={d.online} />
            <Ranking title="Presenciais" unit="presentes" courses={d.presential} />
          </SimpleGrid>
        )}
      </QueryContent>
    </DashboardCard>
  );
}
