// The validator (docs/decisions/027-language-model-narrator.md): a model's answer is kept only
// when its schema is valid, every number and date in every field matches a fact it was given
// (unit-aware, within rounding), metric names come from the allowed set, nothing reads as a
// diagnosis, the safety text is kept when the deterministic insight had it, and the labels the
// numbers decided (risk level, trends, statuses) are unchanged, and nothing repeats the
// instructions. Pure: no I/O, no clock.
import type { InsightType } from "@evenkeel/contracts";
import { METRIC_CATALOG, TRACKED_METRICS } from "../insights/metric-catalog.ts";
import type { WrittenInsight } from "../insights/written-insight.ts";
import { diagnosisIn } from "./diagnosis.ts";
import { dateProblem, type Grounding, isGroundedNumber } from "./grounding.ts";
import { instructionsEchoIn } from "./instructions-echo.ts";
import { findDates, findNumbers } from "./mentions.ts";
import { type NarrationOutput, type NarrationViolation, narrationOutputSchema } from "./narration-output.ts";

export type { NarrationViolation } from "./narration-output.ts";

/** Everything the validator compares an answer with, prepared once per insight. */
export interface NarrationCase {
  type: InsightType;
  deterministic: WrittenInsight;
  grounding: Grounding;
  /** The safety paragraph the content must keep word for word, and the resources a burnout alert must list. */
  safety: { paragraph: string | null; resources: readonly string[] };
}

export type NarrationCheck =
  | { ok: true; output: NarrationOutput; violations: [] }
  | { ok: false; violations: NarrationViolation[] };

/** Metrics Evenkeel does not track: naming one would be inventing data. */
const UNTRACKED_METRICS =
  /\b(?:vo2\s*max|vo₂\s*max|step count|steps|calories|blood pressure|blood oxygen|spo2|oxygen saturation|cortisol|skin temperature|body temperature|respiratory rate|breathing rate|stress score|readiness score|body battery|blood sugar|glucose|bmi|body fat)\b/gi;

export function validateNarration(answer: unknown, narration: NarrationCase): NarrationCheck {
  if (answer === null || typeof answer !== "object") {
    return { ok: false, violations: [{ rule: "schema", detail: "the answer is not one JSON object" }] };
  }
  const parsed = narrationOutputSchema(narration.type).safeParse(answer);
  if (!parsed.success) {
    const violations = parsed.error.issues.slice(0, 8).map((issue) => ({
      rule: "schema" as const,
      detail: `${issue.path.join(".") || "answer"}: ${issue.message}`,
    }));
    return { ok: false, violations };
  }
  const output = parsed.data;
  const fields = fieldsOf(output);
  const violations = [
    ...numbersAndDates(fields, narration.grounding),
    ...metricNames(output, fields, narration),
    ...diagnoses(fields),
    ...safety(output, narration),
    ...labels(output, narration),
    ...echoes(fields, narration.grounding),
  ];
  return violations.length === 0 ? { ok: true, output, violations: [] } : { ok: false, violations };
}

/** Every text field of the answer, with where it sits. */
function fieldsOf(output: NarrationOutput): { path: string; text: string }[] {
  const fields: { path: string; text: string }[] = [];
  const visit = (value: unknown, path: string) => {
    if (typeof value === "string") fields.push({ path, text: value });
    else if (typeof value === "number") fields.push({ path, text: String(value) });
    else if (Array.isArray(value)) {
      value.forEach((v, i) => {
        visit(v, `${path}[${i}]`);
      });
    } else if (value && typeof value === "object")
      for (const [key, v] of Object.entries(value)) visit(v, path ? `${path}.${key}` : key);
  };
  visit(output, "");
  return fields;
}

function numbersAndDates(fields: readonly { path: string; text: string }[], grounding: Grounding) {
  const violations: NarrationViolation[] = [];
  for (const { path, text } of fields) {
    const { dates, rest } = findDates(text);
    for (const date of dates) {
      const problem = dateProblem(date, grounding);
      if (problem) violations.push({ rule: "date", detail: `${path}: ${problem}` });
    }
    for (const number of findNumbers(rest)) {
      if (!isGroundedNumber(number, grounding)) {
        const unit = number.unit && number.unit !== "count" ? ` (${number.unit})` : "";
        violations.push({
          rule: "number",
          detail: `${path}: "${number.text}"${unit} is not a number given, in that unit, rounded as written`,
        });
      }
    }
  }
  return violations;
}

function metricNames(
  output: NarrationOutput,
  fields: readonly { path: string; text: string }[],
  narration: NarrationCase,
): NarrationViolation[] {
  const violations: NarrationViolation[] = [];
  const allowed = new Set(
    [
      ...TRACKED_METRICS.flatMap((k) => [METRIC_CATALOG[k].label, METRIC_CATALOG[k].noun]),
      ...namedMetrics(narration.deterministic.structured_data, narration.type).map((n) => n.name),
    ].map((name) => name.toLowerCase()),
  );
  for (const { name, path } of namedMetrics(output.structured_data, narration.type)) {
    if (!allowed.has(name.trim().toLowerCase()))
      violations.push({ rule: "metric_name", detail: `${path}: "${name}" is not one of the metrics given` });
  }
  for (const { path, text } of fields) {
    for (const match of text.matchAll(UNTRACKED_METRICS)) {
      if (!narration.grounding.text.includes(match[0].toLowerCase()))
        violations.push({
          rule: "metric_name",
          detail: `${path}: "${match[0]}" is not a metric Evenkeel tracks`,
        });
    }
  }
  return violations;
}

function namedMetrics(data: unknown, type: InsightType): { name: string; path: string }[] {
  if (type === "weekly_summary") {
    const items = (data as { key_metrics: { name: string }[] }).key_metrics;
    return items.map((m, i) => ({ name: m.name, path: `structured_data.key_metrics[${i}].name` }));
  }
  if (type === "trend_analysis") {
    const items = (data as { trends: { metric: string }[] }).trends;
    return items.map((t, i) => ({ name: t.metric, path: `structured_data.trends[${i}].metric` }));
  }
  return [];
}

function diagnoses(fields: readonly { path: string; text: string }[]): NarrationViolation[] {
  return fields.flatMap(({ path, text }) => {
    const phrase = diagnosisIn(text);
    return phrase
      ? [
          {
            rule: "diagnosis" as const,
            detail: `${path}: "${phrase}" reads as a diagnosis; describe the numbers instead`,
          },
        ]
      : [];
  });
}

function echoes(
  fields: readonly { path: string; text: string }[],
  grounding: Grounding,
): NarrationViolation[] {
  return fields.flatMap(({ path, text }) => {
    const echo = instructionsEchoIn(text, grounding.text);
    return echo
      ? [
          {
            rule: "instructions" as const,
            detail: `${path}: "${echo}" repeats the instructions; write only about the numbers`,
          },
        ]
      : [];
  });
}

const normalised = (text: string) => text.replace(/\s+/g, " ").trim();

function safety(output: NarrationOutput, narration: NarrationCase): NarrationViolation[] {
  const violations: NarrationViolation[] = [];
  const { paragraph, resources } = narration.safety;
  if (paragraph !== null && !normalised(output.content).includes(normalised(paragraph))) {
    violations.push({
      rule: "safety",
      detail: "content: the safety paragraph given must be kept word for word",
    });
  }
  if (narration.type === "burnout_alert" && resources.length > 0) {
    const listed = new Set(
      (output.structured_data as { support_resources: string[] }).support_resources.map(normalised),
    );
    const missing = resources.filter((line) => !listed.has(normalised(line)));
    if (missing.length > 0)
      violations.push({
        rule: "safety",
        detail: `structured_data.support_resources: ${missing.length} of the support resources given are missing; list every one word for word`,
      });
  }
  return violations;
}

/** The words the numbers decided: the risk level, each metric's trend, status, direction. */
function labels(output: NarrationOutput, narration: NarrationCase): NarrationViolation[] {
  const violations: NarrationViolation[] = [];
  const given = narration.deterministic.structured_data as Record<string, unknown>;
  const said = output.structured_data as Record<string, unknown>;
  if (narration.type === "burnout_alert" && said.risk_level !== given.risk_level) {
    violations.push({
      rule: "labels",
      detail: `structured_data.risk_level: must stay "${String(given.risk_level)}"`,
    });
  }
  const compare = (list: string, nameKey: string, keys: readonly string[]) => {
    const byName = new Map(
      (given[list] as Record<string, string>[]).map((item) => [String(item[nameKey]).toLowerCase(), item]),
    );
    (said[list] as Record<string, string>[]).forEach((item, i) => {
      const original = byName.get(String(item[nameKey]).trim().toLowerCase());
      if (!original) {
        violations.push({
          rule: "labels",
          detail: `structured_data.${list}[${i}]: "${item[nameKey]}" has no computed ${keys.join(" and ")}; keep the ${list} given`,
        });
        return;
      }
      for (const key of keys) {
        if (item[key] !== original[key])
          violations.push({
            rule: "labels",
            detail: `structured_data.${list}[${i}].${key}: must stay "${original[key]}"`,
          });
      }
    });
  };
  if (narration.type === "weekly_summary") compare("key_metrics", "name", ["trend", "status"]);
  if (narration.type === "trend_analysis") compare("trends", "metric", ["direction", "significance"]);
  return violations;
}
