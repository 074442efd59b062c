// Horizontal swipes on touch screens (docs/screens.md): a move of more than 50 px to the left
// goes to the next item, to the right the previous one.
import { SWIPE_THRESHOLD_PX } from "@evenkeel/contracts";
import { type TouchEvent, useRef } from "react";

export function useSwipe(onSwipeLeft: () => void, onSwipeRight: () => void) {
  const startX = useRef<number | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      startX.current = event.touches[0]?.clientX ?? null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const endX = event.changedTouches[0]?.clientX;
      const from = startX.current;
      startX.current = null;
      if (from === null || endX === undefined) return;
      const moved = endX - from;
      if (moved < -SWIPE_THRESHOLD_PX) onSwipeLeft();
      else if (moved > SWIPE_THRESHOLD_PX) onSwipeRight();
    },
  };
}
