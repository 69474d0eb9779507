import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { TrailItemType } from '@backoffice/domain/schemas/trail';
import { LinkMultiSelect } from '../../components/link-multi-select.tsx';
import type { TrailItem } from './api/use-trail-items.ts';
import { useTrailItemLink } from './api/use-trail-item-link.ts';
import { useTrailItemOptions } from './api/use-trail-item-options.ts';

/**
 * The courses or the contents of a trail as a multi-select: picking one adds it to the trail at
 * once, unpicking removes it. Its options are the server's matches for what is typed, plus the
 * items already in the trail (so they show as picked).
 */
export function TrailItemSelect({
  trailId,
  type,
  label,
  placeholder,
  items,
}: {
  trailId: number;
  type: TrailItemType;
  label: string;
  placeholder: string;
  items: TrailItem[];
}) {
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, 300);
  const options = useTrailItemOptions(type, term);
  const { link, unlink } = useTrailItemLink(trailId, type);
  const linked = items.filter((item) => item.item_type === type);
  const data = [
    ...linked.map((item) => ({ value: String(item.item_id), label: item.title })),
    ...(options.data ?? []).filter((o) => !linked.some((item) => String(item.item_id) === o.value)),
  ];
  return (
    <LinkMultiSelect
      label={label}
      placeholder={placeholder}
      data={data}
      linked={linked.map((item) => String(item.item_id))}
      onLink={link}
      onUnlink={unlink}
      searchValue={search}
      onSearchChange={setSearch}
    />
  );
}
