// A real SMTP mailbox for the confirmation journey: started once by the global setup, it
// stores every message it receives as a file; tests wait for the message to an address and
// read it with mailparser.
import fs from "node:fs";
import path from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { mailboxDir, SMTP_PORT } from "./stack";

/** Starts the mailbox; resolves to a function that stops it. */
export async function startMailbox(): Promise<() => Promise<void>> {
  const dir = mailboxDir();
  fs.mkdirSync(dir, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", done);
      stream.on("end", () => {
        received += 1;
        const file = path.join(dir, `${Date.now()}-${received}.eml`);
        fs.writeFile(file, Buffer.concat(chunks), (error) => done(error ?? undefined));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(SMTP_PORT, "127.0.0.1", () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

async function mailsTo(address: string): Promise<ParsedMail[]> {
  const dir = mailboxDir();
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  const mails = await Promise.all(files.map((file) => simpleParser(fs.readFileSync(path.join(dir, file)))));
  return mails.filter((mail) => {
    const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
    return to.some((entry) =>
      entry.value.some((box) => box.address?.toLowerCase() === address.toLowerCase()),
    );
  });
}

/** The newest message sent to `address`, waiting up to `timeoutMs` for it to arrive. */
export async function waitForMail(address: string, timeoutMs = 15_000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = (await mailsTo(address)).at(-1);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No e-mail to ${address} arrived within ${timeoutMs} ms`);
}

/** A confirmation link to `address` other than the ones in `seen`, waiting for it to arrive. */
export async function waitForNewConfirmationLink(
  address: string,
  seen: readonly URL[],
  timeoutMs = 15_000,
): Promise<URL> {
  const deadline = Date.now() + timeoutMs;
  const known = new Set(seen.map((link) => link.href));
  while (Date.now() < deadline) {
    for (const mail of await mailsTo(address)) {
      const link = confirmationLink(mail);
      if (!known.has(link.href)) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No new confirmation link to ${address} arrived within ${timeoutMs} ms`);
}

/** The confirmation link in a message's text part. */
export function confirmationLink(mail: ParsedMail): URL {
  const href = mail.text?.match(/https?:\/\/\S+\/auth\/confirm\?\S+/)?.[0];
  if (!href) throw new Error(`No confirmation link in the e-mail "${mail.subject ?? ""}"`);
  return new URL(href);
}
