// How numbers move: the cards' and burnout score's trend rules, and the robust slope and
// rank correlation the insights use.
export { burnoutTrend } from "./burnout-trend.ts";
export { type CardTrend, cardTrend } from "./card-trend.ts";
export { spearman } from "./rank-correlation.ts";
export { leastSquaresSlope, type SeriesPoint, theilSenSlope } from "./slopes.ts";
