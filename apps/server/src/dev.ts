// The entry of `npm run dev` (under `tsx watch`, restarted on every change). In development the
// browser talks to Vite (http://localhost:5173), which proxies /api here: links the server
// builds (e-mails, OAuth redirects) must point at Vite, hence the PUBLIC_URL default.
import { runServerProcess } from "./run-server-process.ts";

await runServerProcess({
  NODE_ENV: "development",
  PUBLIC_URL: "http://localhost:5173",
  ...process.env,
});
