// What the fakes' consent pages share: the authorization request carried through the form as
// hidden fields, and HTML escaping.
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Hidden inputs for the given request parameters that are present. */
export function hiddenFields(query: Record<string, string | undefined>, names: readonly string[]): string {
  return names
    .filter((name) => query[name] !== undefined)
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(query[name] ?? "")}">`)
    .join("");
}

/** A posted consent form as the authorization request it carries (a repeated field joined by spaces). */
export function formQuery(body: unknown): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(body as Record<string, string | string[] | undefined>).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.join(" ") : value,
    ]),
  );
}
