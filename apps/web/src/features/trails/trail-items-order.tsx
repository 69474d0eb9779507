import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { useState } from 'react';
import type { TrailItem } from './api/use-trail-items.ts';
import { TRAIL_ORDER_INSTRUCTIONS, trailItemAnnouncements, type DragState } from './trail-item-announcements.ts';

export const ITEM_TYPE_LABEL: Record<string, string> = { course: 'Curso', asset: 'Conteúdo' };

export const itemKey = (item: Pick<TrailItem, 'item_type' | 'item_id'>) => `${item.item_type}:${item.item_id}`;

function SortableRow({ item, position }: { item: TrailItem; position: number }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: itemKey(item) });
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      withBorder
      p="xs"
      data-testid="trail-item"
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        listStyle: 'none',
        position: 'relative',
        zIndex: isDragging ? 1 : 0,
      }}
    >
      <Group gap="sm" wrap="nowrap">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          aria-label={`Mover ${item.title}`}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
        <Text fw={700} w={32} ta="right">
          {position}
        </Text>
        <Badge variant="light" tt="none" color={item.item_type === 'course' ? 'blue' : 'grape'} w={96}>
          {ITEM_TYPE_LABEL[item.item_type] ?? item.item_type}
        </Badge>
        <Text>{item.title}</Text>
      </Group>
    </Paper>
  );
}

/**
 * The trail's items in their order, moved by dragging a handle with the mouse or, with the
 * keyboard, by focusing a handle: space picks the item up, the arrows move it, space drops it.
 * `onReorder` gets the whole new order.
 */
export function TrailItemsOrder({ items, onReorder, disabled }: { items: TrailItem[]; onReorder: (items: TrailItem[]) => void; disabled?: boolean }) {
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const keys = items.map(itemKey);
  // One object for the list's life, mutated by the announcements as a drag goes on.
  const [drag] = useState<DragState>(() => ({ moved: false }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(items, keys.indexOf(String(active.id)), keys.indexOf(String(over.id))));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: trailItemAnnouncements(
          items.map((item) => ({ key: itemKey(item), title: item.title })),
          drag,
        ),
        screenReaderInstructions: TRAIL_ORDER_INSTRUCTIONS,
      }}
    >
      <SortableContext items={keys} strategy={verticalListSortingStrategy} disabled={disabled}>
        <Stack component="ol" gap="xs" p={0} m={0} aria-label="Ordem dos itens da trilha">
          {items.map((item, index) => (
            <SortableRow key={itemKey(item)} item={item} position={index + 1} />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
