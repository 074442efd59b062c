import { describe, expect, it } from "vitest";
import { FILE_ENDPOINTS } from "./file-endpoints.ts";
import { buildOpenApiDocument } from "./openapi.ts";
import { procedures } from "./procedures.ts";
import { toOpenApiPath } from "./route-paths.ts";
import { restRoutes } from "./routes.ts";

const doc = buildOpenApiDocument({ serverUrl: "https://evenkeel.example/api" });

function operation(method: string, path: string) {
  const found = doc.paths[path]?.[method];
  if (!found) throw new Error(`missing ${method} ${path}`);
  return found;
}

describe("buildOpenApiDocument", () => {
  it("is an OpenAPI 3.1 document for the given server", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.title).toBe("Evenkeel API");
    expect(doc.servers).toEqual([{ url: "https://evenkeel.example/api" }]);
    expect(doc.components.securitySchemes.bearerAuth).toEqual({
      type: "http",
      scheme: "bearer",
      bearerFormat: "JWT",
    });
    expect(doc.components.schemas.ErrorBody).toMatchObject({ type: "object", required: ["detail"] });
  });

  it("survives a JSON round trip", () => {
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });

  it("describes every route once, with {param} paths and unique operation ids", () => {
    const described = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const expected = [
      ...restRoutes.map((route) => `${route.method} ${toOpenApiPath(route.path)}`),
      ...FILE_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`),
    ];
    expect(described.sort()).toEqual(expected.sort());
    expect(Object.keys(doc.paths).some((path) => path.includes(":"))).toBe(false);
    const ids = Object.values(doc.paths).flatMap((methods) =>
      Object.values(methods).map((op) => op.operationId),
    );
    expect(new Set(ids).size).toBe(Object.keys(procedures).length + FILE_ENDPOINTS.length);
  });

  it("describes the file endpoints: signed in, their query, their media types", () => {
    const exportOp = operation("get", "/export");
    expect(exportOp.parameters.map((p) => p.name)).toEqual(["format", "start_date", "end_date"]);
    expect(Object.keys(exportOp.responses["200"]?.content ?? {})).toEqual([
      "application/zip",
      "application/json",
      "text/csv",
    ]);
    expect(operation("get", "/report").parameters.map((p) => p.name)).toEqual(["weeks", "paper"]);
    expect(Object.keys(operation("post", "/import").requestBody?.content ?? {})).toEqual([
      "application/zip",
      "application/json",
    ]);
    for (const endpoint of FILE_ENDPOINTS)
      expect(operation(endpoint.method.toLowerCase(), endpoint.path).security).toEqual([{ bearerAuth: [] }]);
  });

  it("declares each {param} as a required path parameter", () => {
    for (const [path, methods] of Object.entries(doc.paths)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      for (const op of Object.values(methods)) {
        const inPath = op.parameters.filter((p) => p.in === "path");
        expect(inPath.map((p) => p.name)).toEqual(names);
        expect(inPath.every((p) => p.required)).toBe(true);
      }
    }
  });

  it("documents query parameters with their types, bounds and defaults", () => {
    const metrics = operation("get", "/health/metrics");
    expect(metrics.parameters.map((p) => [p.name, p.in, p.required])).toEqual([
      ["start_date", "query", true],
      ["end_date", "query", false],
      ["limit", "query", false],
    ]);
    expect(metrics.parameters[2]?.schema).toMatchObject({
      type: "integer",
      minimum: 1,
      maximum: 1000,
      default: 30,
    });
    const feedback = operation("patch", "/health/insights/{id}/feedback");
    expect(feedback.parameters.find((p) => p.name === "helpful")).toMatchObject({
      required: true,
      schema: { type: "boolean" },
    });
  });

  it("describes JSON and multipart request bodies", () => {
    const create = operation("post", "/mood/");
    expect(create.requestBody?.required).toBe(true);
    const schema = create.requestBody?.content["application/json"]?.schema;
    expect(schema).toMatchObject({ type: "object", required: ["date", "rating"] });
    expect(Object.keys(create.responses)).toContain("201");
    const upload = operation("post", "/auth/upload-profile-picture");
    expect(upload.requestBody?.content["multipart/form-data"]?.schema).toEqual({
      type: "object",
      properties: { file: { type: "string", format: "binary" } },
      required: ["file"],
    });
    expect(operation("get", "/auth/me").requestBody).toBeUndefined();
  });

  it("requires a bearer token exactly on signed-in routes", () => {
    expect(operation("get", "/health/dashboard").security).toEqual([{ bearerAuth: [] }]);
    expect(operation("post", "/auth/signin").security).toEqual([]);
    expect(operation("post", "/auth/upload-profile-picture").security).toEqual([{}, { bearerAuth: [] }]);
  });

  it("gives each operation a success schema and the { detail } error", () => {
    for (const methods of Object.values(doc.paths)) {
      for (const op of Object.values(methods)) {
        const success = Object.entries(op.responses).find(([status]) => status.startsWith("2"));
        // Every success has a schema under each of its media types (JSON, or a file download's).
        const contents = Object.values(success?.[1].content ?? {});
        expect(contents.length).toBeGreaterThan(0);
        for (const content of contents) expect(content.schema).toBeTypeOf("object");
        expect(op.responses.default?.content?.["application/json"]?.schema).toEqual({
          $ref: "#/components/schemas/ErrorBody",
        });
      }
    }
    const moodSchema = operation("post", "/mood/").responses["201"]?.content?.["application/json"]?.schema;
    expect(moodSchema).toMatchObject({
      type: "object",
      properties: { rating: { type: "integer", minimum: 1 } },
    });
  });
});
