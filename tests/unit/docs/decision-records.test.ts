import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every decision record says when it was taken and whether it stands, and the index lists it. */
const folder = path.join(__dirname, '..', '..', '..', 'docs', 'decisions');
const recordFiles = readdirSync(folder).filter((name) => /^\d{4}-.+\.md$/.test(name));
const index = readFileSync(path.join(folder, 'README.md'), 'utf8');

describe('decision records', () => {
  it('are numbered once each', () => {
    const numbers = recordFiles.map((name) => name.slice(0, 4));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it.each(recordFiles)('%s opens with its number, title, date and status', (name) => {
    const lines = readFileSync(path.join(folder, name), 'utf8').split('\n');
    expect(lines[0]).toMatch(new RegExp(`^# ${Number(name.slice(0, 4))}\\. \\S`));
    expect(lines[1]).toBe('');
    expect(lines[2]).toMatch(/^Date: \d{4}-\d{2}-\d{2} · Status: (accepted|superseded|amended)/);
  });

  it.each(recordFiles)('%s is in the index with its title', (name) => {
    const title = readFileSync(path.join(folder, name), 'utf8')
      .split('\n')[0]!
      .replace(/^# \d+\. /, '');
    expect(index).toContain(`[${title}](${name})`);
  });

  it('the index names no record that does not exist', () => {
    const linked = [...index.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((match) => match[1]);
    expect(linked.filter((name) => !recordFiles.includes(name!))).toEqual([]);
  });
});
