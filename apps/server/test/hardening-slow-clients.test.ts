// Review item 10: a slow client cannot hold a connection open for long. The server gives the
// request head, the whole request and an idle keep-alive connection each a deadline (shortened
// here), and answers a late request 408 with a JSON detail before closing.
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HTTP_TIMEOUTS, type RunningServer, startServer } from "../src/server.ts";
import { testConfig } from "./support/test-config.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer(testConfig(), {
    timeouts: { headersTimeoutMs: 600, requestTimeoutMs: 1200, keepAliveTimeoutMs: 400, checkEveryMs: 100 },
  });
});
afterAll(() => server.close());

/** Opens a socket, writes `first`, and resolves with everything received until it closes and when. */
async function slowClient(
  first: string,
): Promise<{ received: Promise<{ text: string; afterMs: number }>; socket: net.Socket }> {
  const socket = net.connect(server.port, "127.0.0.1");
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  const started = Date.now();
  socket.write(first);
  let text = "";
  socket.setEncoding("utf8").on("data", (chunk: string) => {
    text += chunk;
  });
  const received = new Promise<{ text: string; afterMs: number }>((resolve) =>
    socket.once("close", () => resolve({ text, afterMs: Date.now() - started })),
  );
  return { received, socket };
}

describe("slow clients", () => {
  it("a request head that never ends is answered 408 and closed", async () => {
    const { received } = await slowClient("GET /healthz HTTP/1.1\r\nHost: localhost\r\n");
    const { text, afterMs } = await received;
    expect(text).toMatch(/^HTTP\/1.1 408 .*"detail":"The request took too long to arrive"/s);
    expect(afterMs).toBeLessThan(3000);
  });

  it("a body that trickles past the request deadline is answered 408 and closed", async () => {
    const { received, socket } = await slowClient(
      "POST /api/auth/signin HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
    );
    const drip = setInterval(() => socket.writable && socket.write(" "), 200);
    const { text, afterMs } = await received;
    clearInterval(drip);
    expect(text).toMatch(/^HTTP\/1.1 408 /);
    expect(afterMs).toBeLessThan(4000);
  });

  it("an idle keep-alive connection is closed after its timeout", async () => {
    const { received } = await slowClient("GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n");
    const { text, afterMs } = await received;
    expect(text).toMatch(/^HTTP\/1.1 200 /);
    expect(afterMs).toBeLessThan(3000);
  });

  it("production deadlines: head 15 s, whole request 60 s, idle keep-alive 5 s", () => {
    expect(HTTP_TIMEOUTS).toMatchObject({
      headersTimeoutMs: 15_000,
      requestTimeoutMs: 60_000,
      keepAliveTimeoutMs: 5_000,
    });
  });
});
