// The OpenAPI 3.1 description of the REST facade, generated from restRoutes and procedures so
// it can never drift from what the server accepts. Pure: builds an object, no I/O.
import { z } from "zod";
import { inputObject } from "./calls/define.ts";
import { errorBodySchema } from "./errors.ts";
import { FILE_ENDPOINTS, type FileEndpoint } from "./file-endpoints.ts";
import type { ProcedureName } from "./procedures.ts";
import { procedures } from "./procedures.ts";
import { PRODUCT_NAME } from "./product.ts";
import { toOpenApiPath } from "./route-paths.ts";
import { type RestRoute, restRoutes } from "./routes.ts";

export type JsonSchema = Record<string, unknown>;

export interface OpenApiParameter {
  name: string;
  in: "path" | "query";
  required: boolean;
  schema: JsonSchema;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  parameters: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
  security: Record<string, string[]>[];
}

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string; license: { name: string } };
  servers: { url: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    securitySchemes: Record<string, JsonSchema>;
    schemas: Record<string, JsonSchema>;
  };
}

/** Drops members zod could not describe (`{}` from transforms) so a coerced field reads as its result. */
function simplify(schema: JsonSchema): JsonSchema {
  const { $schema: _ignored, ...rest } = schema;
  const anyOf = rest.anyOf;
  if (!Array.isArray(anyOf)) return rest;
  const members = (anyOf as JsonSchema[]).filter((member) => Object.keys(member).length > 0);
  if (members.length === 1) {
    const { anyOf: _members, ...outer } = rest;
    return { ...outer, ...(members[0] as JsonSchema) };
  }
  return { ...rest, anyOf: members };
}

function jsonSchemaOf(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  return simplify(z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema);
}

function isRequired(schema: z.ZodType): boolean {
  return !schema.safeParse(undefined).success;
}

const ERROR_RESPONSE = {
  content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorBody" } } },
};

/**
 * Error answers beyond 400, 401 (signed-in calls) and the default, by procedure, as the server
 * gives them (review item 12): 401 for a refused refresh token, 409 for a taken address
 * (without SMTP) or a date that already has a mood, 413 for a picture over 5 MB, 429 from
 * the throttles of the account calls and of anonymous uploads.
 */
const MORE_ERRORS: Partial<Record<ProcedureName, Record<string, string>>> = {
  "auth.signup": {
    "409": "The e-mail address has an account (servers without SMTP)",
    "429": "Too many sign-ups",
  },
  "auth.signin": { "429": "Too many attempts" },
  "auth.confirm": { "429": "Too many attempts" },
  "auth.refresh": { "401": "The refresh token is unknown, spent or expired", "429": "Too many refreshes" },
  "auth.uploadProfilePicture": { "413": "The picture is over 5 MB", "429": "Too many anonymous uploads" },
  "mood.create": { "409": "A mood already exists for that date" },
};

/** Any JSON body over 100 KB is refused with 413 before it is read. */
const BODY_TOO_LARGE = "The request body is too large";

function operationFor(route: RestRoute): OpenApiOperation {
  const call = procedures[route.procedure];
  const shape = inputObject(call.input).shape as Record<string, z.ZodType>;
  const fieldsFrom = (source: string) =>
    Object.entries(route.inputFrom)
      .filter(([, from]) => from === source)
      .map(([field]) => [field, shape[field] ?? z.unknown()] as const);

  const parameters: OpenApiParameter[] = [...fieldsFrom("path"), ...fieldsFrom("query")].map(
    ([name, schema]) => ({
      name,
      in: route.inputFrom[name] === "path" ? "path" : "query",
      required: route.inputFrom[name] === "path" || isRequired(schema),
      schema: jsonSchemaOf(schema, "output"),
    }),
  );

  const operation: OpenApiOperation = {
    operationId: route.procedure,
    summary: call.summary,
    tags: [route.procedure.split(".")[0] ?? route.procedure],
    parameters,
    responses: {
      [String(route.successStatus ?? 200)]: {
        description: "Success",
        content: { "application/json": { schema: jsonSchemaOf(call.output, "output") } },
      },
      "400": { description: "Invalid input", ...ERROR_RESPONSE },
      ...(call.auth === "user" ? { "401": { description: "Not signed in", ...ERROR_RESPONSE } } : {}),
      ...(Object.values(route.inputFrom).includes("body") && route.body !== "multipart"
        ? { "413": { description: BODY_TOO_LARGE, ...ERROR_RESPONSE } }
        : {}),
      ...Object.fromEntries(
        Object.entries(MORE_ERRORS[route.procedure] ?? {}).map(([status, description]) => [
          status,
          { description, ...ERROR_RESPONSE },
        ]),
      ),
      default: { description: "Error", ...ERROR_RESPONSE },
    },
    security:
      call.auth === "user" ? [{ bearerAuth: [] }] : call.auth === "optional" ? [{}, { bearerAuth: [] }] : [],
  };

  const bodyFields = fieldsFrom("body");
  if (route.body === "multipart") {
    const properties = Object.fromEntries(
      bodyFields.map(([name]) => [name, { type: "string", format: "binary" }]),
    );
    operation.requestBody = {
      required: true,
      content: {
        "multipart/form-data": { schema: { type: "object", properties, required: Object.keys(properties) } },
      },
    };
  } else if (bodyFields.length > 0) {
    operation.requestBody = {
      required: bodyFields.some(([, schema]) => isRequired(schema)),
      content: {
        "application/json": { schema: jsonSchemaOf(z.object(Object.fromEntries(bodyFields)), "input") },
      },
    };
  }
  return operation;
}

/** A download or upload of FILE_ENDPOINTS: signed-in, binary or streamed bodies. */
function fileOperationFor(endpoint: FileEndpoint): OpenApiOperation {
  const shape = endpoint.query.shape as Record<string, z.ZodType>;
  const answerSchema = endpoint.answer
    ? jsonSchemaOf(endpoint.answer, "output")
    : { type: "string", format: "binary" };
  return {
    operationId: endpoint.id,
    summary: endpoint.summary,
    tags: ["files"],
    parameters: Object.entries(shape).map(([name, schema]) => ({
      name,
      in: "query",
      required: isRequired(schema),
      schema: jsonSchemaOf(schema, "output"),
    })),
    ...(endpoint.consumes && {
      requestBody: {
        required: true,
        content: Object.fromEntries(
          endpoint.consumes.map((type) => [type, { schema: fileBodySchema(endpoint) }]),
        ),
      },
    }),
    responses: {
      [String(endpoint.successStatus ?? 200)]: {
        description: "Success (Content-Disposition: attachment for downloads)",
        content: Object.fromEntries(endpoint.produces.map((type) => [type, { schema: answerSchema }])),
      },
      "400": { description: "Invalid input", ...ERROR_RESPONSE },
      "401": { description: "Not signed in", ...ERROR_RESPONSE },
      ...Object.fromEntries(
        Object.entries(endpoint.errors ?? {}).map(([status, description]) => [
          status,
          { description, ...ERROR_RESPONSE },
        ]),
      ),
      default: { description: "Error", ...ERROR_RESPONSE },
    },
    security: [{ bearerAuth: [] }],
  };
}

/** A raw file as the body, or the fields of a multipart form. */
function fileBodySchema(endpoint: FileEndpoint): Record<string, unknown> {
  if (!endpoint.formFields) return { type: "string", format: "binary" };
  return {
    type: "object",
    properties: Object.fromEntries(
      endpoint.formFields.map((field) => [
        field.name,
        field.type === "file"
          ? { type: "string", format: "binary", description: field.description }
          : { type: "string", description: field.description },
      ]),
    ),
    required: endpoint.formFields.filter((field) => field.required).map((field) => field.name),
  };
}

export function buildOpenApiDocument({ serverUrl }: { serverUrl: string }): OpenApiDocument {
  const paths: OpenApiDocument["paths"] = {};
  for (const route of restRoutes) {
    const path = toOpenApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationFor(route) };
  }
  for (const endpoint of FILE_ENDPOINTS) {
    paths[endpoint.path] = {
      ...paths[endpoint.path],
      [endpoint.method.toLowerCase()]: fileOperationFor(endpoint),
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: `${PRODUCT_NAME} API`,
      version: "1.0.0",
      description: "REST facade of the Evenkeel tRPC router. Errors answer { detail } with an HTTP status.",
      // The repository has no licence yet (no LICENSE file, package.json says nothing): the
      // document says so plainly, as npm's "UNLICENSED" does, until one is chosen.
      license: { name: "UNLICENSED" },
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      schemas: { ErrorBody: jsonSchemaOf(errorBodySchema, "output") },
    },
  };
}
