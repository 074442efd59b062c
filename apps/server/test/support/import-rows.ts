// A data_imports row as a process leaves it (queued, or running when it died), with its upload
// stored as `storedFile`, for the suites that test how an interrupted import is taken up.
import type { DataImportKind } from "@evenkeel/contracts";
import type { TestServer } from "./test-server.ts";

export interface SeededImport {
  id: string;
  userId: string;
  kind: DataImportKind;
  status: "queued" | "running";
  fileName: string;
  storedFile: string | null;
  interruptions?: number;
}

export async function seedDataImport(server: TestServer, row: SeededImport): Promise<void> {
  const now = new Date().toISOString();
  await server.db
    .insertInto("data_imports")
    .values({
      id: row.id,
      user_id: row.userId,
      kind: row.kind,
      status: row.status,
      progress: row.status === "running" ? 0.4 : 0,
      file_name: row.fileName,
      file_bytes: 10,
      stored_file: row.storedFile,
      source_priority: null,
      first_date: null,
      last_date: null,
      message: null,
      interruptions: row.interruptions ?? 0,
      created_at: now,
      updated_at: now,
      finished_at: null,
    })
    .execute();
}
