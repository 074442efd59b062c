// Secrets the server keeps for itself in the data folder.
export { type LoadedSecret, loadOrCreateSecret, SECRET_BYTES, secretFilePath } from "./secret-file.ts";
