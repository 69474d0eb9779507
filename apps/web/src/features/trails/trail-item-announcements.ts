import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';

/** An item of the ordered list as dnd-kit knows it: its sortable id and its title. */
export interface SortableEntry {
  key: string;
  title: string;
}

export const TRAIL_ORDER_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'Para reordenar, pressione espaço ou enter para pegar o item, use as setas para cima e para baixo para movê-lo e pressione espaço ou enter para soltá-lo na nova posição. Pressione Escape para cancelar.',
};

/** Kept across renders during one drag (see onDragOver). */
export interface DragState {
  moved: boolean;
}

/**
 * What a screen reader hears while an item is moved, in Portuguese (dnd-kit says it in English
 * otherwise): the item's title and the position it is at, out of how many.
 */
export function trailItemAnnouncements(entries: readonly SortableEntry[], drag: DragState = { moved: false }): Announcements {
  const titleOf = (id: UniqueIdentifier) => entries.find((e) => e.key === id)?.title ?? '';
  const positionOf = (id: UniqueIdentifier) => entries.findIndex((e) => e.key === id) + 1;
  const at = (id: UniqueIdentifier) => `${positionOf(id)} de ${entries.length}`;
  return {
    onDragStart: ({ active }) => {
      drag.moved = false;
      return `Item ${titleOf(active.id)} selecionado na posição ${at(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      // Picking an item up puts it over itself at once: that is no move, and would drown the pick-up's message.
      if (!drag.moved && over?.id === active.id) return undefined;
      drag.moved = true;
      return over ? `Item ${titleOf(active.id)} movido para a posição ${at(over.id)}.` : `Item ${titleOf(active.id)} fora da lista.`;
    },
    onDragEnd: ({ active, over }) => (over ? `Item ${titleOf(active.id)} solto na posição ${at(over.id)}.` : `Item ${titleOf(active.id)} solto fora da lista.`),
    onDragCancel: ({ active }) => `Movimento cancelado. Item ${titleOf(active.id)} voltou para a posição ${at(active.id)}.`,
  };
}
