import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import * as React from 'react';
import { forms } from '../i18n/forms';

/** Dragging starts after the pointer moves 5 px, so clicks on the card still work. */
export const DRAG_ACTIVATION_DISTANCE = 5;

type HandleProps = React.HTMLAttributes<HTMLElement> & { ref: (element: HTMLElement | null) => void };

type SortableListProps = {
  /** Stable ids, in order. */
  ids: string[];
  onMove: (from: number, to: number) => void;
  /** Names an item in screen-reader announcements, e.g. "slide 2". */
  describe: (id: string) => string;
  children: React.ReactNode;
};

/**
 * Arrow keys move the dragged item one place up or down: its centre goes to the neighbour's centre, so the
 * neighbour wins the collision check whatever the two items' heights (dnd-kit's default getter skips
 * places when cards differ a lot in height).
 */
function neighbourCoordinates(ids: readonly string[]): KeyboardCoordinateGetter {
  return (event, { context: { active, over, collisionRect, droppableRects } }) => {
    if (event.code !== 'ArrowDown' && event.code !== 'ArrowUp') return undefined;
    event.preventDefault();
    if (!active || !collisionRect) return undefined;
    const current = ids.indexOf(String(over?.id ?? active.id));
    const target = ids[current + (event.code === 'ArrowDown' ? 1 : -1)];
    const rect = target === undefined ? undefined : droppableRects.get(target);
    if (!rect) return undefined;
    return { x: collisionRect.left, y: rect.top + rect.height / 2 - collisionRect.height / 2 };
  };
}

/** A vertical list reordered by pointer (after 5 px) or keyboard (Space, arrows, Space). */
function SortableList({ ids, onMove, describe, children }: SortableListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_DISTANCE } }),
    // Instant scrolling keeps the item and the list in step while a keyboard drag scrolls the page.
    useSensor(KeyboardSensor, { coordinateGetter: neighbourCoordinates(ids), scrollBehavior: 'auto' }),
  );
  const t = forms.useT();
  const position = (id: string | number) => ids.indexOf(String(id)) + 1;
  const item = (id: string | number) => describe(String(id));
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('forms.sortable.pickedUp', { item: item(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('forms.sortable.over', { item: item(active.id), position: position(over.id), count: ids.length })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('forms.sortable.dropped', {
            item: item(active.id),
            position: position(over.id),
            count: ids.length,
          })
        : undefined,
    onDragCancel: ({ active }) => t('forms.sortable.cancelled', { item: item(active.id) }),
  };
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t('forms.sortable.instructions'),
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** One sortable item: the props for its element and for its drag handle. */
function useSortableItem(id: string) {
  const sortable = useSortable({ id });
  const style: React.CSSProperties = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
    position: 'relative',
    zIndex: sortable.isDragging ? 10 : undefined,
  };
  const handleProps: HandleProps = {
    ref: sortable.setActivatorNodeRef,
    ...sortable.attributes,
    ...sortable.listeners,
  };
  return { ref: sortable.setNodeRef, style, handleProps, isDragging: sortable.isDragging };
}

export { SortableList, useSortableItem, type HandleProps };
