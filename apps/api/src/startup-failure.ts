/**
 * A start-up failure as the operator reads it on stderr: the message and every cause under it (Drizzle's
 * "Failed query: CREATE TABLE …" hides the server's reason in `cause`), with SQLSTATE and Node codes. At
 * start-up no request is being served, so no personal data can be in them.
 */
export function describeStartupFailure(error: unknown): string {
  const lines: string[] = [];
  for (let current: unknown = error, depth = 0; current !== undefined && current !== null && depth < 6; depth += 1) {
    const facts = current as { message?: unknown; code?: unknown; cause?: unknown };
    const message = current instanceof Error ? current.message : String(current);
    const code = typeof facts.code === 'string' || typeof facts.code === 'number' ? ` [${facts.code}]` : '';
    lines.push(`${depth === 0 ? '' : 'caused by: '}${message}${code}`);
    current = current instanceof Error ? facts.cause : undefined;
  }
  return lines.join('\n');
}
