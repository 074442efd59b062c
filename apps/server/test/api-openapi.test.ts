// GET /api/openapi.json: a valid OpenAPI 3.1 document describing every REST row, with the
// { detail } error body and bearer security on signed-in calls.

import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { FILE_ENDPOINTS, procedures, restRoutes, toOpenApiPath } from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTempDir } from "./support/temp-dir.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";

interface Operation {
  operationId: string;
  responses: Record<string, unknown>;
  security: Record<string, string[]>[];
  parameters: { name: string; in: string }[];
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

let server: TestServer;
let text: string;
let document: Document;

beforeAll(async () => {
  server = await startTestServer();
  const response = await fetch(`${server.url}/api/openapi.json`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  text = await response.text();
  document = JSON.parse(text) as Document;
});
afterAll(() => server.close());

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1", () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.components.schemas.ErrorBody).toMatchObject({
      properties: { detail: { type: "string" } },
    });
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
  });

  it("lists every REST path and method, and nothing else", () => {
    const listed = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const expected = [
      ...restRoutes.map((route) => `${route.method} ${toOpenApiPath(route.path)}`),
      ...FILE_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`),
    ];
    expect(listed.sort()).toEqual(expected.sort());
  });

  it.each(restRoutes.map((route) => [route.method, route.path, route] as const))(
    "describes %s %s with its procedure, parameters, success and error answers",
    (method, path, route) => {
      const operation = document.paths[toOpenApiPath(path)]?.[method.toLowerCase()];
      expect(operation?.operationId).toBe(route.procedure);
      expect(operation?.responses).toHaveProperty(String(route.successStatus ?? 200));
      expect(operation?.responses).toHaveProperty("400");
      const inPath = Object.entries(route.inputFrom).filter(([, from]) => from === "path");
      for (const [name] of inPath)
        expect(operation?.parameters).toContainEqual(expect.objectContaining({ name, in: "path" }));
      if (procedures[route.procedure].auth === "user") {
        expect(operation?.security).toEqual([{ bearerAuth: [] }]);
        expect(operation?.responses).toHaveProperty("401");
      }
    },
  );
});

// Review item 12: the answers each route really gives, a license, and a clean `redocly lint`.
describe("the document against the server's real answers and the linter", () => {
  const operation = (path: string, method: string) => document.paths[path]?.[method];

  it("declares the refresh 401, the 409s, the 413s and the 429s where they occur", () => {
    expect(Object.keys(operation("/auth/refresh", "post")?.responses ?? {})).toEqual(
      expect.arrayContaining(["401", "413", "429"]),
    );
    expect(Object.keys(operation("/auth/signup", "post")?.responses ?? {})).toEqual(
      expect.arrayContaining(["409", "413", "429"]),
    );
    expect(Object.keys(operation("/auth/signin", "post")?.responses ?? {})).toEqual(
      expect.arrayContaining(["413", "429"]),
    );
    expect(Object.keys(operation("/auth/confirm", "post")?.responses ?? {})).toContain("429");
    expect(Object.keys(operation("/mood/", "post")?.responses ?? {})).toEqual(
      expect.arrayContaining(["409", "413"]),
    );
    expect(Object.keys(operation("/auth/upload-profile-picture", "post")?.responses ?? {})).toEqual(
      expect.arrayContaining(["413", "429"]),
    );
    // GET calls have no body, so no 413.
    expect(Object.keys(operation("/mood/", "get")?.responses ?? {})).not.toContain("413");
  });

  it("passes `redocly lint` with the recommended rules, apart from the original API's /mood/ slash", async () => {
    expect((JSON.parse(text) as { info: { license?: { name: string } } }).info.license?.name).toBeTruthy();
    const dir = makeTempDir("evenkeel-openapi");
    const file = path.join(dir, "openapi.json");
    fs.writeFileSync(file, text);
    const redocly = path.resolve(import.meta.dirname, "../../../node_modules/.bin/redocly");
    const run = spawnSync(redocly, ["lint", file, "--format=json"], { encoding: "utf8", timeout: 120_000 });
    const report = JSON.parse(run.stdout) as {
      problems: { ruleId: string; severity: string; location: { pointer: string }[] }[];
    };
    const errors = report.problems.filter((problem) => problem.severity === "error");
    expect(errors.map((problem) => [problem.ruleId, problem.location[0]?.pointer])).toEqual([
      ["no-path-trailing-slash", "#/paths/~1mood~1"],
    ]);
    expect(report.problems.map((problem) => problem.ruleId)).not.toContain("info-license");
  }, 130_000);
});
