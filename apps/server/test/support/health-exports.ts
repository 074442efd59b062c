// Export files the import tests (and the bench) generate: Apple Health export.xml
// with its inline DTD, written record by record, and WHOOP's CSV files with their headers,
// zipped like the apps zip them. Nothing here is a real person's data.
import { strToU8, zipSync } from "fflate";
import { WHOOP_FILES, type WhoopFileKind } from "../../src/imports/whoop-export/whoop-export.ts";

// --- Apple Health --------------------------------------------------------------------------

/** The start of Apple's own inline DTD (abridged; the parser must read past it). */
export const APPLE_DOCTYPE = `<!DOCTYPE HealthData [
<!-- HealthKit Export Version: 14 -->
<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary|ClinicalRecord|Audiogram|VisionPrescription)*)>
<!ATTLIST HealthData
  locale CDATA #REQUIRED
>
<!ELEMENT ExportDate EMPTY>
<!ATTLIST ExportDate
  value CDATA #REQUIRED
>
<!ELEMENT Me EMPTY>
<!ATTLIST Me
  HKCharacteristicTypeIdentifierDateOfBirth         CDATA #REQUIRED
  HKCharacteristicTypeIdentifierBiologicalSex       CDATA #REQUIRED
>
<!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
<!ATTLIST Record
  type          CDATA #REQUIRED
  unit          CDATA #IMPLIED
  value         CDATA #IMPLIED
  sourceName    CDATA #REQUIRED
  sourceVersion CDATA #IMPLIED
  device        CDATA #IMPLIED
  creationDate  CDATA #IMPLIED
  startDate     CDATA #REQUIRED
  endDate       CDATA #REQUIRED
>
<!ELEMENT MetadataEntry EMPTY>
<!ATTLIST MetadataEntry
  key   CDATA #REQUIRED
  value CDATA #REQUIRED
>
<!ELEMENT Workout ((MetadataEntry|WorkoutEvent|WorkoutRoute|WorkoutStatistics)*)>
<!ATTLIST Workout
  workoutActivityType   CDATA #REQUIRED
  duration              CDATA #IMPLIED
  durationUnit          CDATA #IMPLIED
  sourceName            CDATA #REQUIRED
  sourceVersion         CDATA #IMPLIED
  device                CDATA #IMPLIED
  creationDate          CDATA #IMPLIED
  startDate             CDATA #REQUIRED
  endDate               CDATA #REQUIRED
>
<!ELEMENT WorkoutStatistics EMPTY>
<!ATTLIST WorkoutStatistics
  type          CDATA #REQUIRED
  startDate     CDATA #REQUIRED
  endDate       CDATA #REQUIRED
  sum           CDATA #IMPLIED
  unit          CDATA #IMPLIED
>
]>`;

export const WATCH = {
  sourceName: "Ada’s Apple Watch",
  device:
    "&lt;&lt;HKDevice: 0x2834&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,1, software:10.0&gt;",
};
export const IPHONE = {
  sourceName: "Ada’s iPhone",
  device:
    "&lt;&lt;HKDevice: 0x2835&gt;, name:iPhone, manufacturer:Apple Inc., model:iPhone, hardware:iPhone15,2, software:17.0&gt;",
};
export const OTHER_APP = { sourceName: "AutoSleep", device: "" };

export type AppleDevice = { sourceName: string; device: string };

/** A <Record> line; dates as Apple writes them, "2026-03-13 23:04:00 -0400". */
export function appleRecord(options: {
  type: string;
  value: string | number;
  start: string;
  end?: string;
  unit?: string;
  from?: AppleDevice;
  children?: string;
}): string {
  const from = options.from ?? WATCH;
  const device = from.device ? ` device="${from.device}"` : "";
  const unit = options.unit ? ` unit="${options.unit}"` : "";
  const open = `<Record type="${options.type}" sourceName="${from.sourceName}" sourceVersion="10.0"${device}${unit} creationDate="${options.end ?? options.start}" startDate="${options.start}" endDate="${options.end ?? options.start}" value="${options.value}"`;
  return options.children ? `${open}>\n${options.children}\n</Record>` : `${open}/>`;
}

export const restingHr = (value: number, start: string, from: AppleDevice = WATCH) =>
  appleRecord({ type: "HKQuantityTypeIdentifierRestingHeartRate", unit: "count/min", value, start, from });

export const hrvSdnn = (value: number, start: string, from: AppleDevice = WATCH) =>
  appleRecord({
    type: "HKQuantityTypeIdentifierHeartRateVariabilitySDNN",
    unit: "ms",
    value,
    start,
    from,
    children:
      '<HeartRateVariabilityMetadataList>\n<InstantaneousBeatsPerMinute bpm="61" time="1:02:03.45 AM"/>\n</HeartRateVariabilityMetadataList>',
  });

export type SleepValue =
  | "InBed"
  | "Awake"
  | "Asleep"
  | "AsleepUnspecified"
  | "AsleepCore"
  | "AsleepDeep"
  | "AsleepREM";

export const sleep = (value: SleepValue, start: string, end: string, from: AppleDevice = WATCH) =>
  appleRecord({
    type: "HKCategoryTypeIdentifierSleepAnalysis",
    value: `HKCategoryValueSleepAnalysis${value}`,
    start,
    end,
    from,
  });

export const stepCount = (value: number, start: string, end: string, from: AppleDevice = IPHONE) =>
  appleRecord({ type: "HKQuantityTypeIdentifierStepCount", unit: "count", value, start, end, from });

export const heartRate = (value: number, start: string, from: AppleDevice = WATCH) =>
  appleRecord({
    type: "HKQuantityTypeIdentifierHeartRate",
    unit: "count/min",
    value,
    start,
    from,
    children: '<MetadataEntry key="HKMetadataKeyHeartRateMotionContext" value="0"/>',
  });

export function workout(
  start: string,
  end: string,
  activity = "HKWorkoutActivityTypeRunning",
  from = WATCH,
): string {
  return `<Workout workoutActivityType="${activity}" duration="30" durationUnit="min" sourceName="${from.sourceName}" sourceVersion="10.0" creationDate="${end}" startDate="${start}" endDate="${end}">
<MetadataEntry key="HKIndoorWorkout" value="0"/>
<WorkoutStatistics type="HKQuantityTypeIdentifierActiveEnergyBurned" startDate="${start}" endDate="${end}" sum="312.4" unit="kcal"/>
</Workout>`;
}

export function appleXmlHead(doctype = APPLE_DOCTYPE): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${doctype}\n<HealthData locale="en_US">\n <ExportDate value="2026-11-20 09:00:00 +0000"/>\n <Me HKCharacteristicTypeIdentifierDateOfBirth="1990-01-01" HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexFemale" HKCharacteristicTypeIdentifierBloodType="HKBloodTypeNotSet" HKCharacteristicTypeIdentifierFitzpatrickSkinType="HKFitzpatrickSkinTypeNotSet" HKCharacteristicTypeIdentifierCardioFitnessMedicationsUse="None"/>\n`;
}

export const APPLE_XML_TAIL = "</HealthData>\n";

/** A whole export.xml around these elements. */
export function appleHealthXml(elements: readonly string[], doctype = APPLE_DOCTYPE): string {
  return `${appleXmlHead(doctype)}${elements.map((element) => ` ${element}\n`).join("")}${APPLE_XML_TAIL}`;
}

/** export.zip as the Health app makes it: apple_health_export/export.xml beside other files. */
export function appleHealthZip(xml: string): Uint8Array {
  return zipSync({
    "apple_health_export/export.xml": strToU8(xml),
    "apple_health_export/export_cda.xml": strToU8('<?xml version="1.0"?><ClinicalDocument/>'),
    "apple_health_export/workout-routes/route_2026-03-01_7.12am.gpx": strToU8("<gpx/>"),
  });
}

/** "2026-03-14", 6.5 → "2026-03-14 06:30:00 -0400" */
export function appleTime(date: string, hours: number, offset = "+0000"): string {
  const whole = Math.floor(hours);
  const minutes = Math.round((hours - whole) * 60);
  return `${date} ${String(whole).padStart(2, "0")}:${String(minutes).padStart(2, "0")}:00 ${offset}`;
}

/**
 * A long history as chunks of export.xml (for the bench and the bounded-memory test): each day
 * the Watch's resting HR, five HRV readings, a night of sleep stages, a workout every third day,
 * and `fillerPerDay` heart-rate and step records like the bulk of a real export. Stops once
 * `targetBytes` are written (the closing tag follows).
 */
export function* appleHistoryChunks(options: {
  firstDate: string;
  targetBytes: number;
  fillerPerDay: number;
}): Generator<string> {
  yield appleXmlHead();
  let written = 0;
  let date = options.firstDate;
  let day = 0;
  while (written < options.targetBytes) {
    const previous = date;
    date = nextDate(date);
    const lines: string[] = [
      sleep("InBed", appleTime(previous, 22.5), appleTime(date, 6.75)),
      sleep("AsleepCore", appleTime(previous, 22.75), appleTime(date, 1)),
      sleep("AsleepDeep", appleTime(date, 1), appleTime(date, 2.5)),
      sleep("Awake", appleTime(date, 2.5), appleTime(date, 2.75)),
      sleep("AsleepREM", appleTime(date, 2.75), appleTime(date, 6.5)),
      restingHr(52 + (day % 9), appleTime(date, 7)),
    ];
    for (let reading = 0; reading < 5; reading += 1)
      lines.push(hrvSdnn(40 + ((day + reading) % 30), appleTime(date, 3 + reading * 4)));
    if (day % 3 === 0) lines.push(workout(appleTime(date, 18), appleTime(date, 18.75)));
    for (let filler = 0; filler < options.fillerPerDay; filler += 1) {
      const hour = (filler * 24) / options.fillerPerDay;
      lines.push(
        filler % 2 === 0
          ? heartRate(60 + (filler % 40), appleTime(date, hour))
          : stepCount(10 + (filler % 90), appleTime(date, hour), appleTime(date, hour + 0.01)),
      );
    }
    const chunk = `${lines.map((line) => ` ${line}\n`).join("")}`;
    written += Buffer.byteLength(chunk);
    day += 1;
    yield chunk;
  }
  yield APPLE_XML_TAIL;
}

function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

// --- WHOOP ---------------------------------------------------------------------------------

export type WhoopRow = Partial<Record<string, string | number | boolean>>;

function csvCell(value: string | number | boolean | undefined): string {
  const text = value === undefined ? "" : String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One of WHOOP's CSV files: its header (English, or `header` in another language) and rows by English column. */
export function whoopCsv(kind: WhoopFileKind, rows: readonly WhoopRow[], header?: readonly string[]): string {
  return whoopCsvOf(WHOOP_FILES[kind], rows, header);
}

/** A CSV of `columns` (a newer app's, say, with more of them) and rows by those columns' names. */
export function whoopCsvOf(
  columns: readonly string[],
  rows: readonly WhoopRow[],
  header: readonly string[] = columns,
): string {
  const lines = [header.map(csvCell).join(",")];
  for (const row of rows) lines.push(columns.map((column) => csvCell(row[column])).join(","));
  return `${lines.join("\n")}\n`;
}

/** A cycle row: start, its sleep's wake-up, and the scores. */
export function whoopCycle(row: {
  start: string;
  end?: string;
  timezone?: string;
  recovery?: number;
  rhr?: number;
  hrv?: number;
  strain?: number;
  sleepOnset?: string;
  wake?: string;
  performance?: number;
  asleep?: number;
}): WhoopRow {
  return {
    "Cycle start time": row.start,
    "Cycle end time": row.end ?? "",
    "Cycle timezone": row.timezone ?? "UTC+00:00",
    "Recovery score %": row.recovery,
    "Resting heart rate (bpm)": row.rhr,
    "Heart rate variability (ms)": row.hrv,
    "Skin temp (celsius)": 33.4,
    "Blood oxygen %": 96.1,
    "Day Strain": row.strain,
    "Energy burned (cal)": 2410,
    "Max HR (bpm)": 171,
    "Average HR (bpm)": 68,
    "Sleep onset": row.sleepOnset ?? "",
    "Wake onset": row.wake ?? "",
    "Sleep performance %": row.performance,
    "Respiratory rate (rpm)": 15.2,
    "Asleep duration (min)": row.asleep,
    "In bed duration (min)": row.asleep === undefined ? undefined : row.asleep + 30,
    "Light sleep duration (min)": row.asleep === undefined ? undefined : Math.round(row.asleep * 0.5),
    "Deep (SWS) duration (min)": row.asleep === undefined ? undefined : Math.round(row.asleep * 0.25),
    "REM duration (min)":
      row.asleep === undefined
        ? undefined
        : row.asleep - Math.round(row.asleep * 0.5) - Math.round(row.asleep * 0.25),
    "Awake duration (min)": 30,
    "Sleep need (min)": 480,
    "Sleep debt (min)": 20,
    "Sleep efficiency %": 93,
    "Sleep consistency %": 80,
  };
}

export function whoopSleep(row: {
  cycleStart: string;
  onset: string;
  wake: string;
  asleep: number;
  performance: number;
  nap: boolean;
}): WhoopRow {
  return {
    "Cycle start time": row.cycleStart,
    "Cycle end time": "",
    "Cycle timezone": "UTC+00:00",
    "Sleep onset": row.onset,
    "Wake onset": row.wake,
    "Sleep performance %": row.performance,
    "Asleep duration (min)": row.asleep,
    "In bed duration (min)": row.asleep + 20,
    Nap: row.nap ? "true" : "false",
  };
}

export function whoopWorkout(cycleStart: string, start: string, end: string, activity = "Running"): WhoopRow {
  return {
    "Cycle start time": cycleStart,
    "Cycle end time": "",
    "Cycle timezone": "UTC+00:00",
    "Workout start time": start,
    "Workout end time": end,
    "Duration (min)": 45,
    "Activity name": activity,
    "Activity Strain": 11.2,
    "GPS enabled": "false",
  };
}

export function whoopJournal(
  cycleStart: string,
  question: string,
  yes: boolean | null,
  notes = "",
): WhoopRow {
  return {
    "Cycle start time": cycleStart,
    "Cycle end time": "",
    "Cycle timezone": "UTC+00:00",
    "Question text": question,
    "Answered yes": yes === null ? "" : String(yes),
    Notes: notes,
  };
}

/** The zip the WHOOP app e-mails: the four files under the names given (any language). */
export function whoopZip(files: Record<string, string>): Uint8Array {
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));
}
