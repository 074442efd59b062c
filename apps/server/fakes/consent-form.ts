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
