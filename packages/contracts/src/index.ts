// @evenkeel/contracts: every entity, call, message and constant of the product, as zod schemas.
export * from "./calls/index.ts";
export * from "./constants.ts";
export * from "./device-storage.ts";
export * from "./entities/index.ts";
export * from "./errors.ts";
export * from "./file-endpoints.ts";
export * from "./messages.ts";
export * from "./mood-emoji.ts";
export * from "./openapi.ts";
export * from "./plurals.ts";
export * from "./primitives.ts";
export * from "./procedures.ts";
export * from "./product.ts";
export * from "./report-paper.ts";
export * from "./risk-bands.ts";
export * from "./routes.ts";
