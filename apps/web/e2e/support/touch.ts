// A horizontal swipe on an element, as touch events (the carousel listens to touchstart and
// touchend): `dx` > 0 moves the finger to the right.
import type { Locator } from "@playwright/test";

export async function swipe(target: Locator, dx: number): Promise<void> {
  await target.evaluate((element, distance) => {
    const box = element.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const startX = box.left + box.width / 2 - distance / 2;
    const touch = (x: number) => new Touch({ identifier: 1, target: element, clientX: x, clientY: y });
    const start = touch(startX);
    const end = touch(startX + distance);
    element.dispatchEvent(
      new TouchEvent("touchstart", { bubbles: true, touches: [start], changedTouches: [start] }),
    );
    element.dispatchEvent(new TouchEvent("touchend", { bubbles: true, touches: [], changedTouches: [end] }));
  }, dx);
}
