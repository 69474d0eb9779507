import { useTrailsByItem } from '../lib/pickers/trails-by-item.ts';
import { ListPage } from './list-page.tsx';

/** The trails holding a digital content or a course, read-only: each as 'Trilha #id - title'. */
export function ItemTrailsPage(props: { title: string; back: string; itemId: number; type: 'asset' | 'course' }) {
  const trails = useTrailsByItem(props.itemId, props.type);
  return (
    <ListPage
      title={props.title}
      back={props.back}
      query={trails}
      rowKey={(t) => t.id}
      columns={[{ header: 'Trilha', render: (t) => `Trilha #${t.id} - ${t.title}` }]}
    />
  );
}
