// The gauge's geometry, kept apart from its drawing so it can be checked on its own: a half
// ring from -90° (score 0) to +90° (score 100), and when the score's arc is worth drawing.

export const START_ANGLE = -Math.PI / 2;
export const SWEEP = Math.PI;

/** The angle of a score, clamped to 0–100. */
export function angleOf(score: number): number {
  return START_ANGLE + (SWEEP * Math.min(100, Math.max(0, score))) / 100;
}

/** The needle's round mark: a little wider than the ring. */
export function needleMarkRadius(thickness: number): number {
  return thickness / 2 + 2;
}

/**
 * Whether the score's arc reaches beyond the needle's mark. A shorter arc, with its rounded
 * ends, showed as a second dot beside the needle at low scores: the needle alone
 * marks such a score.
 */
export function showsValueArc(score: number, needleRadius: number, thickness: number): boolean {
  const arcLength = needleRadius * (angleOf(score) - START_ANGLE);
  return arcLength > 2 * needleMarkRadius(thickness);
}
