// What every procedure receives: the ports of the home it runs in, the verified caller (or
// null), and what the transport knows about the request.
import type { AuthSession, RequestInfo, RouterPorts } from "./ports.ts";

export interface RouterContext {
  ports: RouterPorts;
  auth: AuthSession | null;
  request: RequestInfo;
}
