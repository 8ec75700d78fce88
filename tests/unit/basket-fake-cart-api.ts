/**
 * A stand-in for the store's cart API (the store contract), as a `fetch`: carts by token, lines
 * with quantities and prices, availability per product, and every request recorded so tests can
 * read methods, paths, headers and bodies.
 */
export interface FakeProduct {
  id: string;
  title: string;
  format: string;
  distribution: 'physical' | 'digital';
  price: number;
  discount?: number;
  stock?: number;
  inTerritory?: boolean;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: string | null;
}

interface FakeLine {
  id: string;
  product: FakeProduct;
  quantity: number;
  items: { id: string; optionGroup: string }[];
}

export interface FakeCartApi {
  fetch: typeof fetch;
  requests: RecordedRequest[];
  /** Requests other than GETs: the mutations. */
  mutations: () => RecordedRequest[];
  /** The mutations after the first `count`, each as "METHOD body": what a debounce finally sent. */
  mutationsAfter: (count: number) => string[];
  carts: Map<string, FakeLine[]>;
  /** The next answers to these paths fail with this status and body. */
  failNext: (method: string, pathPattern: RegExp, status: number, body: unknown) => void;
  /** Messages the next POST or PUT answer carries. */
  messagesNext: (messages: unknown[]) => void;
  /** Availability calls for these product ids fail with a network error. */
  unreachable: Set<string>;
  /** Availability calls for this product id wait until the returned release is called. */
  holdAvailability: (id: string) => () => void;
  /** The next request to these paths waits until the returned release is called (a slow answer, made certain). */
  holdNext: (method: string, pathPattern: RegExp) => () => void;
}

export function createFakeCartApi(products: FakeProduct[], { storePath = '/store', currency = 'GBP' } = {}): FakeCartApi {
  const byId = new Map(products.map((product) => [product.id, product]));
  const carts = new Map<string, FakeLine[]>();
  const requests: RecordedRequest[] = [];
  const failures: { method: string; pattern: RegExp; status: number; body: unknown }[] = [];
  const unreachable = new Set<string>();
  const held = new Map<string, Promise<void>>();
  const holds: { method: string; pattern: RegExp; until: Promise<void> }[] = [];
  let nextMessages: unknown[] = [];
  let cartCounter = 0;
  let lineCounter = 0;

  // A minimal Response (jsdom has none): what the cart client reads of one.
  const respond = (status: number, text: string) =>
    ({ ok: status >= 200 && status < 300, status, text: async () => text }) as unknown as Response;
  const json = (status: number, body: unknown) => respond(status, body === null ? '' : JSON.stringify(body));
  const unitPrice = (product: FakeProduct) => ({ value: product.price, currency, discount: product.discount ?? 0 });
  const lineAnswer = (line: FakeLine) => {
    const messages = nextMessages;
    nextMessages = [];
    return {
      id: line.id,
      quantity: line.quantity,
      messages,
      price: unitPrice(line.product),
      items: line.items,
      product: {
        id: line.product.id,
        format: line.product.format,
        title: line.product.title,
        distribution: line.product.distribution,
        image: null,
        href: `/products/${line.product.id}-x`,
      },
    };
  };
  const summary = (lines: FakeLine[]) => ({
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    total:
      Math.round(lines.reduce((sum, line) => sum + (line.product.price - (line.product.discount ?? 0)) * line.quantity, 0) * 100) / 100,
    currency,
  });

  const fakeFetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://site.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(
      Object.entries((init.headers ?? {}) as Record<string, string>).map(([key, value]) => [key.toLowerCase(), value]),
    );
    const path = url.pathname.startsWith(storePath) ? url.pathname.slice(storePath.length) : url.pathname;
    const body = typeof init.body === 'string' ? init.body : null;
    requests.push({ method, path, query: url.searchParams, headers, body });
    if (init.signal?.aborted) throw Object.assign(new Error('aborted'), { name: 'AbortError' });
    const hold = holds.findIndex((h) => h.method === method && h.pattern.test(path));
    if (hold >= 0) await holds.splice(hold, 1)[0]!.until;

    const failure = failures.findIndex((f) => f.method === method && f.pattern.test(path));
    if (failure >= 0) {
      const [f] = failures.splice(failure, 1);
      return json(f!.status, f!.body);
    }

    const availability = /^\/cart\/embed\/products\/([^/]+)\/availability$/.exec(path);
    if (availability && method === 'GET') {
      const id = decodeURIComponent(availability[1]!);
      await held.get(id);
      if (unreachable.has(id)) throw new TypeError('Failed to fetch');
      const product = byId.get(id);
      return json(200, { inStock: (product?.stock ?? 1) > 0, inTerritory: product?.inTerritory ?? true });
    }

    let token = headers['x-cart-token'];
    if (!token || !carts.has(token)) {
      if (path !== '/cart/embed' || method !== 'GET') return json(400, { details: ['No cart'] });
      token = `cart-${++cartCounter}`;
      carts.set(token, []);
    }
    const lines = carts.get(token)!;

    if (path === '/cart/embed' && method === 'GET') {
      const s = summary(lines);
      return json(200, {
        uuid: token,
        itemCount: s.itemCount,
        currency: { code: currency },
        costs: { total: s.total, discount: 0 },
        inCheckout: false,
      });
    }
    if (path === '/cart/embed/items' && method === 'GET') {
      return json(200, { results: lines.map(lineAnswer), summary: summary(lines) });
    }
    if (path === '/cart/embed/items' && method === 'POST') {
      const params = new URLSearchParams(body ?? '');
      const input = JSON.parse(params.get('body') ?? '{}') as {
        productId: string;
        quantity: number;
        items: { id: string; optionGroup: string }[];
      };
      const product = byId.get(String(input.productId));
      if (!product) return json(404, { details: ['Unknown product'] });
      const line: FakeLine = { id: `line-${++lineCounter}`, product, quantity: input.quantity, items: input.items };
      lines.push(line);
      return json(201, lineAnswer(line));
    }
    const item = /^\/cart\/embed\/items\/([^/]+)$/.exec(path);
    if (item) {
      const line = lines.find((l) => l.id === decodeURIComponent(item[1]!));
      if (!line) return json(404, { details: ['No such item'] });
      if (method === 'PUT') {
        const quantity = Number((JSON.parse(body ?? '{}') as { quantity: number }).quantity);
        // Like a real store, quantities above the stock are capped.
        line.quantity = Math.min(quantity, line.product.stock ?? Infinity);
        return json(200, lineAnswer(line));
      }
      if (method === 'DELETE') {
        lines.splice(lines.indexOf(line), 1);
        return respond(204, '');
      }
    }
    return json(404, { details: ['Not found'] });
  };
  const mutations = () => requests.filter((request) => request.method !== 'GET');

  return {
    fetch: fakeFetch,
    requests,
    mutations,
    mutationsAfter: (count) =>
      mutations()
        .slice(count)
        .map((request) => `${request.method} ${request.body}`),
    carts,
    failNext: (method, pattern, status, body) => failures.push({ method, pattern, status, body }),
    messagesNext: (messages) => {
      nextMessages = messages;
    },
    unreachable,
    holdAvailability: (id) => {
      let release = () => undefined as void;
      held.set(id, new Promise<void>((resolve) => (release = resolve)));
      return () => {
        held.delete(id);
        release();
      };
    },
    holdNext: (method, pattern) => {
      let release = () => undefined as void;
      holds.push({ method, pattern, until: new Promise<void>((resolve) => (release = resolve)) });
      return () => release();
    },
  };
}

/** A Storage in memory (jsdom's localStorage works too; this one is per test). */
export function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => Array.from(values.keys())[index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}
