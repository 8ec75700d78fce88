/**
 * jsdom lacks TextEncoder/TextDecoder (react-router reads them when it loads) and structuredClone
 * (filter-menus.ts copies filters with it). Import this first in a jsdom test that needs them.
 */
import { TextDecoder, TextEncoder } from 'node:util';
import { deserialize, serialize } from 'node:v8';

if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });

if (typeof globalThis.structuredClone === 'undefined') {
  Object.assign(globalThis, { structuredClone: <T>(value: T): T => deserialize(serialize(value)) as T });
}
