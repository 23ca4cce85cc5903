import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type KeyboardCoordinateGetter,
  type Modifier,
} from '@dnd-kit/core';

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

export {
  DRAG_ACTIVATION_DISTANCE_PX,
  KEYBOARD_DRAG_STEP_PX,
  restrictToVerticalAxis,
  stepCoordinateGetter,
  useSortableSensors,
};
