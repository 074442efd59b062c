// Accounts for HTTP tests, created the way a person would: POST /api/auth/signup. Without SMTP
// the account is confirmed at once and the answer carries a session.
import type { AuthResponse } from "@evenkeel/contracts";
import { type ApiClient, api } from "./api-client.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

export const TEST_PASSWORD = "a sturdy test passphrase";

export interface TestUser {
  id: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

let counter = 0;

/** A fresh e-mail address, unique within the test run. */
export function uniqueEmail(label = "user"): string {
  counter += 1;
  return `${label}-${process.pid}-${counter}@example.com`;
}

export async function signUpUser(
  server: Pick<TestServer, "url">,
  email: string = uniqueEmail(),
  profile: { first_name?: string; last_name?: string } = {},
): Promise<TestUser> {
  const answer = await api(server).post<AuthResponse>("/auth/signup", {
    email,
    password: TEST_PASSWORD,
    ...profile,
  });
  const { access_token: accessToken, refresh_token: refreshToken, user } = answer.body;
  if (answer.status !== 200 || !accessToken || !refreshToken) {
    throw new Error(`sign-up of ${email} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return { id: user.id, email, password: TEST_PASSWORD, accessToken, refreshToken };
}

/** A fresh server with one signed-up user and that user's API client, for a file's beforeAll. */
export async function startSignedInServer(): Promise<{
  server: TestServer;
  user: TestUser;
  client: ApiClient;
}> {
  const server = await startTestServer();
  const user = await signUpUser(server);
  return { server, user, client: api(server, user.accessToken) };
}
