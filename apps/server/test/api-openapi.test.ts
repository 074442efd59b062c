// GET /api/openapi.json: a valid OpenAPI 3.1 document describing every REST row, with the
// { detail } error body and bearer security on signed-in calls.
import { FILE_ENDPOINTS, procedures, restRoutes, toOpenApiPath } from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
