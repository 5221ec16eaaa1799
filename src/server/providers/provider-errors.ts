/**
 * A provider's answer that says the configuration is wrong (issue 16.8): 401 or 403 (the key), 404 (the address or
 * the model). Trying again cannot help, so callers fall back at once and the health check reports `misconfigured`.
 * Every provider error here carries the HTTP status it ended with as `status`.
 */
export function isConfigurationError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { status } = error as Error & { status?: unknown };
  return status === 401 || status === 403 || status === 404;
}
