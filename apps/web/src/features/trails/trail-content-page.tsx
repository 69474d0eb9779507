import { Paper, Stack, Text, Title } from '@mantine/core';
import { PageHeader } from '../../components/page-header.tsx';
import { Empty, LoadError, Loading } from '../../components/states.tsx';
import { useIdParam } from '../../lib/use-id-param.ts';
import { useReorderTrailItems } from './api/use-reorder-trail-items.ts';
import { useTrail } from './api/use-trail.ts';
import { useTrailItems } from './api/use-trail-items.ts';
import { TrailItemSelect } from './trail-item-select.tsx';
import { TrailItemsOrder } from './trail-items-order.tsx';

/** /Trail-has-course/{id}: the trail's online courses, its digital contents, and their order. */
export default function TrailContentPage() {
  const id = useIdParam() ?? 0;
  const trail = useTrail(id || undefined);
  const items = useTrailItems(id);
  const reorder = useReorderTrailItems(id);
  if (trail.isPending || items.isPending) return <Loading />;
  if (!trail.data || !items.data) return <LoadError />;
  return (
    <>
      <PageHeader title="Conteúdos da trilha" back="/Trail" />
      <Text mb="md">
        Trilha #{trail.data.id} - {trail.data.title}
      </Text>
      <Stack maw={720}>
        <Paper withBorder p="md">
          <Stack>
            <TrailItemSelect trailId={id} type="course" label="Cursos on-line" placeholder="Busque e escolha os cursos" items={items.data} />
            <TrailItemSelect trailId={id} type="asset" label="Conteúdos digitais" placeholder="Busque e escolha os conteúdos" items={items.data} />
          </Stack>
        </Paper>
        <Paper withBorder p="md">
          <Title order={3} size="h4" mb="xs">
            Ordem dos itens
          </Title>
          {items.data.length ? <TrailItemsOrder items={items.data} onReorder={(next) => reorder.mutate(next)} /> : <Empty />}
        </Paper>
      </Stack>
    </>
  );
}
