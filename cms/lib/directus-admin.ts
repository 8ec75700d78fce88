/**
 * A small administrator's client for the Directus REST API, used to build a label's Directus from
 * this repository (schema, access, demo import). Plain fetch: no SDK to keep in step.
 */

export interface AdminCredentials {
  email: string;
  password: string;
}

export class DirectusAdminError extends Error {
  override name = 'DirectusAdminError';
  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    readonly detail: string,
  ) {
    super(`Directus ${method} ${path} answered ${status}: ${detail}`);
  }
}

/** A file to upload: its bytes, type and download name. */
export interface UploadedFile {
  bytes: Buffer;
  type: string;
  filename: string;
}

/** Budget of one administrative call: schema changes and batch imports can take a while on SQLite. */
const CALL_TIMEOUT_MS = 120_000;

export class DirectusAdmin {
  private constructor(
    readonly url: string,
    private readonly token: string,
  ) {}

  /** Logs in as an administrator (the token lives as long as Directus's ACCESS_TOKEN_TTL, 15 min by default). */
  static async login(url: string, credentials: AdminCredentials): Promise<DirectusAdmin> {
    const response = await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...credentials, mode: 'json' }),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => null)) as { data?: { access_token?: string } } | null;
    if (!response.ok || !body?.data?.access_token) throw new DirectusAdminError('POST', '/auth/login', response.status, describe(body));
    return new DirectusAdmin(url, body.data.access_token);
  }

  /** With a static administrator token. */
  static withToken(url: string, token: string): DirectusAdmin {
    return new DirectusAdmin(url, token);
  }

  /** A JSON call; resolves with the answer's `data`. */
  async request<T = unknown>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${this.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    return this.read<T>(method, path, response);
  }

  /** `GET /items/{collection}`-style reads with query parameters. */
  get<T = unknown>(path: string, query: Record<string, unknown> = {}): Promise<T> {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    const search = params.toString();
    return this.request<T>('GET', search ? `${path}?${search}` : path);
  }

  /** A multipart upload (POST /files): fields first, the file last, as Directus requires. */
  upload<T = unknown>(fields: Record<string, string>, file: UploadedFile): Promise<T> {
    return this.sendFile<T>('POST', '/files', fields, file);
  }

  /** A file's bytes as stored (GET /assets/{id}). */
  async fileBytes(id: string): Promise<UploadedFile> {
    const path = `/assets/${encodeURIComponent(id)}`;
    const response = await fetch(`${this.url}${path}`, {
      headers: { authorization: `Bearer ${this.token}` },
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    if (!response.ok) return this.read<never>('GET', path, response);
    const disposition = response.headers.get('content-disposition') ?? '';
    return {
      bytes: Buffer.from(await response.arrayBuffer()),
      type: response.headers.get('content-type')?.split(';')[0] ?? 'application/octet-stream',
      filename: /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? id,
    };
  }

  /** Directus's "Replace File": new bytes under the file's id (PATCH /files/{id}, multipart). */
  replaceFile<T = unknown>(id: string, file: UploadedFile): Promise<T> {
    return this.sendFile<T>('PATCH', `/files/${encodeURIComponent(id)}`, {}, file);
  }

  private async sendFile<T>(method: 'POST' | 'PATCH', path: string, fields: Record<string, string>, file: UploadedFile): Promise<T> {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.filename);
    const response = await fetch(`${this.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${this.token}` },
      body: form,
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    return this.read<T>(method, path, response);
  }

  private async read<T>(method: string, path: string, response: Response): Promise<T> {
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text.slice(0, 200);
    }
    if (!response.ok) throw new DirectusAdminError(method, path.split('?')[0]!, response.status, describe(body));
    return (body as { data?: T } | null)?.data as T;
  }
}

/** Directus's error messages, joined: what an operator needs to fix the call. */
function describe(body: unknown): string {
  const errors = (body as { errors?: { message?: string; extensions?: { code?: string } }[] } | null)?.errors;
  if (Array.isArray(errors)) return errors.map((error) => `${error.extensions?.code ?? 'ERROR'} ${error.message ?? ''}`.trim()).join('; ');
  return typeof body === 'string' ? body : 'no error details';
}
