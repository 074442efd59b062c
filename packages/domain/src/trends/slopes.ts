// Straight-line slopes of a series against time: least squares for the mood screen's
// simple 7-day trend, Theil–Sen for insights, where one odd day must not make a trend.
import { median } from "./summary-statistics.ts";

export interface SeriesPoint {
  /** Position in time, e.g. days since the window started. */
  x: number;
  y: number;
}

/** Ordinary least-squares slope (y units per x unit); null with fewer than two distinct x. */
export function leastSquaresSlope(points: readonly SeriesPoint[]): number | null {
  if (points.length < 2) return null;
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / points.length;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / points.length;
  let covariance = 0;
  let varianceX = 0;
  for (const p of points) {
    covariance += (p.x - meanX) * (p.y - meanY);
    varianceX += (p.x - meanX) ** 2;
  }
  return varianceX === 0 ? null : covariance / varianceX;
}

/**
 * Theil–Sen slope: the median of the slopes between every pair of points with different x.
 * Robust to up to ~29% outliers. Null with fewer than two distinct x.
 */
export function theilSenSlope(points: readonly SeriesPoint[]): number | null {
  const pairSlopes: number[] = [];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const a = points[i] as SeriesPoint;
      const b = points[j] as SeriesPoint;
      if (a.x !== b.x) pairSlopes.push((b.y - a.y) / (b.x - a.x));
    }
  }
  return median(pairSlopes);
}
