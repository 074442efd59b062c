// Conditional GETs from the web app (docs/decisions/029): the last answer of each query URL is
// kept with its ETag and the next GET of that URL sends If-None-Match; a 304 is handed to tRPC
// as the kept answer, so a dashboard left open costs the server a key lookup per refetch. Held
// in memory only (the server answers Cache-Control: no-store, so nothing reaches the disk) and
// forgotten when the session ends.

/** Query URLs remembered; the least recently used goes first. */
const MAX_KEPT = 64;

interface KeptAnswer {
  etag: string;
  /** 200, or tRPC's 207/404/400 for a batch or call the server refused from the data (decision 038). */
  status: number;
  body: string;
  contentType: string;
}

const kept = new Map<string, KeptAnswer>();

/** Forgets every kept answer (the session ended: they belong to the person who left). */
export function forgetKeptAnswers(): void {
  kept.clear();
}

/** A `fetch` for tRPC's HTTP link that revalidates GETs it has an answer for. */
export function createRevalidatingFetch(
  base: typeof fetch = (...args) => globalThis.fetch(...args),
): typeof fetch {
  return async (input, init) => {
    const method = (init?.method ?? "GET").toUpperCase();
    if (method !== "GET") return base(input, init);
    const url = input instanceof Request ? input.url : String(input);
    const known = kept.get(url);
    const headers = new Headers(init?.headers);
    if (known) headers.set("if-none-match", known.etag);
    const response = await base(input, { ...init, headers });
    if (response.status === 304 && known) {
      kept.delete(url);
      kept.set(url, known);
      return new Response(known.body, {
        status: known.status,
        headers: { "content-type": known.contentType },
      });
    }
    const etag = response.headers.get("etag");
    // The server tags only answers that follow from the data; a tagged answer is kept whatever its status.
    if (!etag || response.status >= 500) {
      kept.delete(url);
      return response;
    }
    const body = await response.clone().text();
    kept.delete(url);
    kept.set(url, {
      etag,
      status: response.status,
      body,
      contentType: response.headers.get("content-type") ?? "application/json",
    });
    if (kept.size > MAX_KEPT) {
      const oldest = kept.keys().next().value;
      if (oldest !== undefined) kept.delete(oldest);
    }
    return response;
  };
}
