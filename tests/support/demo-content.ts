import { readFileSync } from 'node:fs';
import path from 'node:path';

const contentDir = path.resolve(__dirname, '..', '..', 'content');

/** One of the demo label's content files (`content/{file}`), as the tests read it to pick their subjects. */
export function readDemoContent<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(contentDir, file), 'utf8')) as T;
}

/** The fields of a demo release or product group the tests choose by. */
export interface DemoProductGroup {
  id: string;
  slug: string;
  status: string;
  reference_type: string;
  visibility: string | null;
  release_date?: string;
}

export interface DemoPrice {
  currency: { code: string };
  value: number;
  discount: number;
}

/** The fields of a demo product the tests choose by. */
export interface DemoProduct {
  id: string;
  group: string;
  title: string;
  format: string;
  status: string;
  stock: number | null;
  territories: string[];
  items: unknown[];
  prices: DemoPrice[];
}

/** A public, active release that is out by now: one a visitor can buy at once (no pre-order). */
export function isReleasedRecord(group: DemoProductGroup, now = Date.now()): boolean {
  if (group.status !== 'active' || group.reference_type !== 'release' || group.visibility !== 'public') return false;
  return !!group.release_date && Date.parse(group.release_date) <= now;
}
