// What happens to a picture after upload: sign-up claims it, nobody else can, erase deletes
// it, the sweeper removes what no account references after an hour, anonymous uploads are
// throttled per address, and GET /api/uploads/:name serves it read-only.
import fs from "node:fs";
import path from "node:path";
import express from "express";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SWEEP_PICTURES_JOB } from "../src/jobs/background-work.ts";
import { createJobRunner } from "../src/jobs/job-runner.ts";
import { createMediaStore, type MediaStore, serveUploads } from "../src/media/index.ts";
import {
  GOOD_PASSWORD,
  type IdentityHarness,
  identityHarness,
  REQUEST,
  testClock,
} from "./support/identity-fixtures.ts";
import { listen } from "./support/listen.ts";
import { pngBytes } from "./support/media-fixtures.ts";

const HOUR = 60 * 60_000;
let harness: IdentityHarness;
let media: MediaStore;

beforeEach(async () => {
  // A clock near the real one: the sweeper compares file times with it.
  harness = await identityHarness({}, testClock(new Date().toISOString()));
  const { db, dataDir, logs, clock } = harness;
  media = createMediaStore({ db, dataDir, logger: logs.logger, now: clock.now });
});
afterEach(async () => {
  await harness.db.destroy();
});

const upload = async (owner: string | null = null) =>
  media.saveProfilePicture({ bytes: await pngBytes() }, owner);
const fileOf = (url: string) => path.join(harness.dataDir, "uploads", url.split("/").pop() ?? "");
const signUp = (email: string, profile_picture_url?: string) =>
  harness.identity.signUp({ email, password: GOOD_PASSWORD, profile_picture_url }, REQUEST);

describe("claiming", () => {
  it("sign-up attaches the anonymous upload to the new account", async () => {
    const url = await upload();
    const { user } = await signUp("ada@example.com", url);
    expect(user.user_metadata.profile_picture_url).toBe(url);
    const row = await harness.db.selectFrom("uploads").selectAll().executeTakeFirstOrThrow();
    expect(row.owner_user_id).toBe(user.id);
  });

  it("sign-up with a picture URL that is not an upload fails and creates no account", async () => {
    await expect(signUp("ada@example.com", "/api/uploads/AAAAAAAAAAAAAAAAAAAAAA.webp")).rejects.toMatchObject(
      {
        code: "BAD_REQUEST",
        detail: "Profile picture must be an uploaded image",
      },
    );
    expect(await harness.db.selectFrom("users").selectAll().execute()).toHaveLength(0);
  });

  it("refuses another account's picture", async () => {
    const url = await upload();
    await signUp("ada@example.com", url);
    await expect(signUp("eve@example.com", url)).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const eve = await signUp("eve@example.com");
    await expect(media.claimUpload(url, eve.user.id)).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(media.claimUpload(url.replace(".webp", ".png"), eve.user.id)).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});

describe("the orphan sweeper", () => {
  it("deletes an unreferenced upload after an hour, not before, and keeps referenced ones", async () => {
    const orphan = await upload();
    const kept = await upload();
    const { user } = await signUp("ada@example.com", kept);
    const replaced = await upload(user.id);

    harness.clock.advance(HOUR - 1000);
    expect(await media.sweepOrphans()).toBe(0);
    harness.clock.advance(2000);
    expect(await media.sweepOrphans()).toBe(2);
    expect(fs.existsSync(fileOf(orphan))).toBe(false);
    expect(fs.existsSync(fileOf(replaced))).toBe(false);
    expect(fs.existsSync(fileOf(kept))).toBe(true);
    const names = (await harness.db.selectFrom("uploads").select("file_name").execute()).map(
      (r) => r.file_name,
    );
    expect(names).toEqual([kept.split("/").pop()]);
  });

  it("deletes files that have no row once they are an hour old", async () => {
    const folder = path.join(harness.dataDir, "uploads");
    fs.mkdirSync(folder, { recursive: true });
    const stray = path.join(folder, "AAAAAAAAAAAAAAAAAAAAAA.webp");
    fs.writeFileSync(stray, "left over by a crash");
    expect(await media.sweepOrphans()).toBe(0);
    const old = new Date(harness.clock.now().getTime() - HOUR - 1000);
    fs.utimesSync(stray, old, old);
    expect(await media.sweepOrphans()).toBe(1);
    expect(fs.existsSync(stray)).toBe(false);
  });

  it("runs as a recurring job, due at once when the server starts", async () => {
    const orphan = await upload();
    harness.clock.advance(HOUR + 1000);
    const runner = createJobRunner({ db: harness.db, logger: harness.logs.logger });
    runner.recurring(SWEEP_PICTURES_JOB, async () => void (await media.sweepOrphans()), {
      firstMs: 0,
      everyMs: 60_000,
    });
    await runner.drain();
    expect(fs.existsSync(fileOf(orphan))).toBe(false);
    // Done, it waits for its next turn instead of running again at once.
    expect(await harness.db.selectFrom("jobs").select(["kind", "status"]).execute()).toEqual([
      { kind: SWEEP_PICTURES_JOB, status: "queued" },
    ]);
    await runner.stop();
  });
});

describe("erase", () => {
  it("deletes the user's pictures and clears the profile picture, leaving others alone", async () => {
    const mine = await upload();
    const theirs = await upload();
    const { user } = await signUp("ada@example.com", mine);
    await signUp("bob@example.com", theirs);
    expect(await media.deleteUserUploads(user.id)).toBe(1);
    expect(fs.existsSync(fileOf(mine))).toBe(false);
    expect(fs.existsSync(fileOf(theirs))).toBe(true);
    const row = await harness.db
      .selectFrom("users")
      .select("profile_picture_url")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row.profile_picture_url).toBeNull();
  });
});

describe("upload throttling", () => {
  it("allows 10 anonymous uploads per address per hour, then 429 with a retry delay", async () => {
    for (let n = 0; n < 10; n += 1) await media.assertUploadAllowed(REQUEST, null);
    await expect(media.assertUploadAllowed(REQUEST, null)).rejects.toThrow(
      expect.objectContaining({ code: "TOO_MANY_REQUESTS", retryAfterSeconds: 3600 }),
    );
    await expect(
      media.assertUploadAllowed({ ip: "198.51.100.1", timeZone: null }, null),
    ).resolves.toBeUndefined();
    // A signed-in user is counted by account, not by the busy address.
    await expect(media.assertUploadAllowed(REQUEST, "user-1")).resolves.toBeUndefined();
    harness.clock.advance(HOUR + 1000);
    await expect(media.assertUploadAllowed(REQUEST, null)).resolves.toBeUndefined();
  });
});

describe("GET /api/uploads/:name", () => {
  it("serves the stored WebP read-only with nosniff, a locked-down CSP and a revalidated private cache", async () => {
    const url = await upload();
    const app = express();
    app.use(serveUploads(harness.dataDir));
    const server = await listen(app);
    try {
      const response = await fetch(`${server.url}${url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-security-policy")).toBe(
        "default-src 'none'; base-uri 'none'; frame-ancestors 'none'; sandbox",
      );
      // The URL can outlive the picture (replaced, erased): no year-long copy, a check each time.
      expect(response.headers.get("cache-control")).toBe("private, no-cache");
      expect(Buffer.from(await response.arrayBuffer()).equals(fs.readFileSync(fileOf(url)))).toBe(true);
      const etag = response.headers.get("etag");
      expect(etag).toBeTruthy();
      // (fetch itself would add Cache-Control: no-cache to a conditional request, as browsers do not.)
      const conditional = { "If-None-Match": etag ?? "", "Cache-Control": "max-age=0" };
      const revalidated = await fetch(`${server.url}${url}`, { headers: conditional });
      expect(revalidated.status).toBe(304);
      fs.rmSync(fileOf(url));
      const gone = await fetch(`${server.url}${url}`, { headers: conditional });
      expect(gone.status).toBe(404);

      for (const bad of [
        "/api/uploads/AAAAAAAAAAAAAAAAAAAAAA.webp",
        "/api/uploads/..%2Fevenkeel.db",
        "/api/uploads/x.svg",
      ]) {
        expect((await fetch(`${server.url}${bad}`)).status).toBe(404);
      }
      expect((await fetch(`${server.url}${url}`, { method: "POST" })).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
