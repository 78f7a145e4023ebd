// The only way the client talks to /api: credentials included, JSON only when a body exists,
// every non-OK answer thrown as an ApiError carrying the server's Korean message.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** A non-OK response as an ApiError with the server's message (also for callers that read files, not JSON). */
export async function toApiError(res: Response): Promise<ApiError> {
  const text = await res.text();
  try {
    const body = JSON.parse(text) as { message?: string; code?: string; fields?: Record<string, string[]> };
    return new ApiError(res.status, body.code ?? "HTTP_ERROR", body.message ?? `${res.status}: ${res.statusText}`, body.fields);
  } catch {
    return new ApiError(res.status, "HTTP_ERROR", `${res.status}: ${text || res.statusText}`);
  }
}

export async function apiRequest<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw await toApiError(res);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

export const apiGet = <T>(url: string) => apiRequest<T>("GET", url);

/** A GET of one thing that may not exist: `null` when the server answers 404. */
export async function apiGetOrNull<T>(url: string): Promise<T | null> {
  try {
    return await apiGet<T>(url);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
