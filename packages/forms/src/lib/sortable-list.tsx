import { GripVerticalIcon } from '@readyteams/ui/icons';
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
import { DRAG_ACTIVATION_DISTANCE_PX, restrictToVerticalAxis, stepCoordinateGetter } from '@readyteams/ui';
import * as React from 'react';
import { forms } from '../i18n/forms';

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
 * Arrow keys move the dragged item by the documents' keyboard step (25 px, the kit's), up or down, never past the
 * first or last item of its list: its centre stays between theirs, so a key at either end does nothing (the page does
 * not scroll under it either) and the item cannot leave its list (a decision's path).
 */
function keyboardSteps(ids: readonly string[]): KeyboardCoordinateGetter {
  return (event, args) => {
    if (event.code !== 'ArrowDown' && event.code !== 'ArrowUp') return undefined;
    event.preventDefault();
    const next = stepCoordinateGetter(event, args);
    const { collisionRect, droppableRects } = args.context;
    const first = droppableRects.get(ids[0] ?? '');
    const last = droppableRects.get(ids.at(-1) ?? '');
    if (!next || !collisionRect || !first || !last) return undefined;
    const half = collisionRect.height / 2;
    const top = Math.min(
      Math.max(next.y, first.top + first.height / 2 - half),
      last.top + last.height / 2 - half,
    );
    return top === args.currentCoordinates.y ? undefined : { ...next, y: top };
  };
}

/** A vertical list reordered by pointer (after 5 px) or keyboard (Space, arrows of 25 px, Space). */
function SortableList({ ids, onMove, describe, children }: SortableListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_DISTANCE_PX } }),
    // Instant scrolling keeps the item and the list in step while a keyboard drag scrolls the page.
    useSensor(KeyboardSensor, { coordinateGetter: keyboardSteps(ids), scrollBehavior: 'auto' }),
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
      modifiers={[restrictToVerticalAxis]}
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

/**
 * A list item of a SortableList that renders its content with the drag handle's props (slides, playlist steps, the
 * texts of a list field).
 */
function SortableItem({
  sortId,
  className,
  children,
}: {
  sortId: string;
  className?: string;
  children: (handleProps: HandleProps) => React.ReactNode;
}) {
  const item = useSortableItem(sortId);
  return (
    <li ref={item.ref} style={item.style} className={className} data-dragging={item.isDragging || undefined}>
      {children(item.handleProps)}
    </li>
  );
}

/** The grip a sortable item is dragged by, or picked up with Space (`label`: which item it moves). */
function DragHandle({ label, handleProps }: { label: string; handleProps: HandleProps }) {
  return (
    <button
      type="button"
      aria-label={label}
      className="cursor-grab rounded-sm p-1 text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
      {...handleProps}
    >
      <GripVerticalIcon className="size-4" aria-hidden="true" />
    </button>
  );
}

export { DragHandle, SortableItem, SortableList, useSortableItem, type HandleProps };
