// How numbers move: the cards' and burnout score's trend rules, slopes and correlations.
export { burnoutTrend } from "./burnout-trend.ts";
export { type CardTrend, cardTrend } from "./card-trend.ts";
export { ranks, spearman } from "./rank-correlation.ts";
export { leastSquaresSlope, type SeriesPoint, theilSenSlope } from "./slopes.ts";
export { mean, median, robustSpread, roundTo, standardDeviation } from "./summary-statistics.ts";
