import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type KeyboardCoordinateGetter,
  type Modifier,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import { useMemo } from 'react';
import { kit } from '../i18n/kit';

/** A drag starts only after the pointer moved this far, so clicks on row buttons still work. */
const DRAG_ACTIVATION_DISTANCE_PX = 5;
/** How far one arrow key press moves the dragged item. */
const KEYBOARD_DRAG_STEP_PX = 25;

/** Arrow keys move the dragged item by a fixed step (dnd-kit's default getter jumps whole items). */
const stepCoordinateGetter: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  switch (event.code) {
    case 'ArrowDown':
      return { ...currentCoordinates, y: currentCoordinates.y + KEYBOARD_DRAG_STEP_PX };
    case 'ArrowUp':
      return { ...currentCoordinates, y: currentCoordinates.y - KEYBOARD_DRAG_STEP_PX };
    case 'ArrowRight':
      return { ...currentCoordinates, x: currentCoordinates.x + KEYBOARD_DRAG_STEP_PX };
    case 'ArrowLeft':
      return { ...currentCoordinates, x: currentCoordinates.x - KEYBOARD_DRAG_STEP_PX };
    default:
      return undefined;
  }
};

/** Lists reorder only up and down. */
const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/** Pointer (5 px activation) and keyboard (space, arrows, space; 25 px per arrow) sensors. */
function useSortableSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_DISTANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: stepCoordinateGetter }),
  );
}

/**
 * What a screen reader hears of a drag (DndContext's `accessibility`): the instructions and the announcements of
 * dnd-kit, in the active language. `nameOf` names an item (its id by default).
 */
function useSortableAccessibility(nameOf: (id: string | number) => string = String): {
  screenReaderInstructions: ScreenReaderInstructions;
  announcements: Announcements;
} {
  const t = kit.useT();
  return useMemo(
    () => ({
      screenReaderInstructions: { draggable: t('kit.sortable.instructions') },
      announcements: {
        onDragStart: ({ active }) => t('kit.sortable.pickedUp', { item: nameOf(active.id) }),
        onDragOver: ({ active, over }) =>
          over
            ? t('kit.sortable.movedOver', { item: nameOf(active.id), area: nameOf(over.id) })
            : t('kit.sortable.notOver', { item: nameOf(active.id) }),
        onDragEnd: ({ active, over }) =>
          over
            ? t('kit.sortable.droppedOver', { item: nameOf(active.id), area: nameOf(over.id) })
            : t('kit.sortable.dropped', { item: nameOf(active.id) }),
        onDragCancel: ({ active }) => t('kit.sortable.cancelled', { item: nameOf(active.id) }),
      },
    }),
    [t, nameOf],
  );
}

export {
  DRAG_ACTIVATION_DISTANCE_PX,
  KEYBOARD_DRAG_STEP_PX,
  restrictToVerticalAxis,
  stepCoordinateGetter,
  useSortableAccessibility,
  useSortableSensors,
};
