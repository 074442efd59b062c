// A WHOOP member's history, generated from a seed: one cycle per night (falling asleep between
// 21:30 and 01:30 local time, so both sides of midnight), the open current cycle, naps, 0–2
// workouts a day, nights without the strap (a cycle with no sleep and no recovery), nights with
// no recovery, unscorable records, and calibration in the first days. Local times use the
// member's fixed offset; only records that have ended by `nowMs` exist.
import { mainSleep, nap, recovery, workout } from "./history-records.ts";
import { between, seededRandom, seededUuid, seedFrom } from "./seeded-random.ts";
import type { CycleRecord, MemberRecords } from "./whoop-shapes.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CALIBRATION_DAYS = 4;

export interface HistoryOptions {
  userId: number;
  seed: number;
  /** "+05:30", "-08:00", "Z". */
  offset: string;
  days: number;
  nowMs: number;
}

export function offsetMinutes(offset: string): number {
  if (offset === "Z") return 0;
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  if (!match) throw new RangeError(`Bad offset ${offset}`);
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

/** The member's local calendar date of an instant. */
export function localDate(ms: number, offset: string): string {
  return new Date(ms + offsetMinutes(offset) * 60_000).toISOString().slice(0, 10);
}

interface Night {
  date: string;
  onsetMs: number;
  wakeMs: number;
  strapOff: boolean;
  random: () => number;
}

export function generateHistory(options: HistoryOptions): MemberRecords {
  const { userId, offset, nowMs } = options;
  const shiftMs = offsetMinutes(offset) * 60_000;
  const todayMidnightLocal = Date.parse(`${localDate(nowMs, offset)}T00:00:00.000Z`);
  const nights: Night[] = [];
  for (let back = options.days - 1; back >= 0; back--) {
    const midnightLocal = todayMidnightLocal - back * DAY;
    const date = new Date(midnightLocal).toISOString().slice(0, 10);
    const random = seededRandom(seedFrom(options.seed, userId, date));
    const strapOff = random() < 0.04;
    const onsetLocal = strapOff ? midnightLocal - HOUR : midnightLocal - 2.5 * HOUR + random() * 4 * HOUR;
    const onsetMs = Math.round(onsetLocal - shiftMs);
    nights.push({ date, onsetMs, wakeMs: onsetMs + Math.round((6 + random() * 3) * HOUR), strapOff, random });
  }

  const records: MemberRecords = { cycles: [], recoveries: [], sleeps: [], workouts: [] };
  const stamp = (ms: number) => {
    const at = new Date(Math.min(ms + 5 * 60_000, nowMs)).toISOString();
    return { user_id: userId, created_at: at, updated_at: at };
  };
  nights.forEach((night, index) => {
    if (night.onsetMs > nowMs) return;
    const next = nights[index + 1];
    const endMs = next && next.onsetMs <= nowMs ? next.onsetMs : undefined;
    const { random } = night;
    const cycleId = userId * 100_000 + (Math.floor(Date.parse(`${night.date}T00:00:00Z`) / DAY) % 100_000);
    const strain = between(random, 4, 19, 4);
    const elapsedShare = endMs ? 1 : Math.min(1, (nowMs - night.onsetMs) / DAY);
    const cycle: CycleRecord = {
      id: cycleId,
      ...stamp(night.onsetMs),
      start: new Date(night.onsetMs).toISOString(),
      ...(endMs ? { end: new Date(endMs).toISOString() } : {}),
      timezone_offset: offset,
      score_state: "SCORED",
      score: {
        strain: Math.round(strain * Math.max(0.1, elapsedShare) * 10_000) / 10_000,
        kilojoule: between(random, 6000, 14000, 2),
        average_heart_rate: between(random, 58, 80),
        max_heart_rate: between(random, 140, 186),
      },
    };
    records.cycles.push(cycle);

    const sleepId = seededUuid(random);
    if (!night.strapOff && night.wakeMs <= nowMs) {
      records.sleeps.push(mainSleep(night, sleepId, cycleId, offset, stamp(night.wakeMs)));
      const noRecovery = random() < 0.03;
      if (!noRecovery) {
        const calibrating = index < CALIBRATION_DAYS;
        records.recoveries.push(recovery(random, cycleId, sleepId, calibrating, stamp(night.wakeMs)));
      }
    }
    const midnightUtc = Date.parse(`${night.date}T00:00:00.000Z`) - offsetMinutes(offset) * 60_000;
    if (random() < 0.2) {
      const napStart = midnightUtc + 14.5 * HOUR;
      const napEnd = napStart + Math.round(between(random, 20, 50) * 60_000);
      if (napEnd <= nowMs) {
        records.sleeps.push(nap(random, napStart, napEnd, cycleId, offset, stamp(napEnd)));
      }
    }
    const draw = random();
    const workoutHours = draw < 0.4 ? [] : draw < 0.85 ? [18] : [12.5, 18];
    for (const hour of workoutHours) {
      const start = midnightUtc + hour * HOUR;
      const end = start + Math.round(between(random, 30, 90) * 60_000);
      if (end <= nowMs) records.workouts.push(workout(random, start, end, offset, stamp(end)));
    }
  });
  return records;
}
