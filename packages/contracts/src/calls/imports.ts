// File imports: the upload is a file endpoint (POST /api/imports, multipart, up to
// IMPORT_MAX_BYTES: a tRPC body is capped at 100 KB); following an import is a call.
import { z } from "zod";
import { dataImportSchema } from "../entities/data-import.ts";
import { idSchema } from "../primitives.ts";
import { defineCall, optionalFieldsInput } from "./define.ts";

export const importsCalls = {
  "imports.list": defineCall({
    type: "query",
    auth: "user",
    input: optionalFieldsInput({}),
    output: z.array(dataImportSchema),
    summary: "The user's file imports (WHOOP export, Apple Health export), newest first",
  }),
  "imports.get": defineCall({
    type: "query",
    auth: "user",
    input: z.object({ id: idSchema }),
    output: dataImportSchema,
    summary: "One file import: status, progress (share of bytes parsed) and its summary",
  }),
} as const;
