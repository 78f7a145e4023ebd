// The server's field messages (an ApiError's `fields`) as the forms show them: one message per top-level field
// (a nested field such as `source.landingPage` counts for `source`), the first one given.

/** Each top-level field's first message. */
export function firstMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { path, message } of issues) errors[String(path[0] ?? "")] ??= message;
  return errors;
}

/** The server's `fields` (dotted names, each with its messages) as each top-level field's first message. */
export function serverFieldMessages(fields: Record<string, string[]> | undefined): Record<string, string> {
  return firstMessages(
    Object.entries(fields ?? {}).flatMap(([name, messages]) => (messages[0] ? [{ path: name.split("."), message: messages[0] }] : [])),
  );
}

/**
 * The server's `fields` kept by their dotted path ("address.postalCode", "reasons.0.body"), each with its first
 * message: for forms whose inputs are nested objects and lists.
 */
export function serverFieldMessagesByPath(fields: Record<string, string[]> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(fields ?? {}).flatMap(([name, messages]) => (messages[0] ? [[name, messages[0]]] : [])));
}
