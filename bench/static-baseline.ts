import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startSiteProcess, type SiteProcess } from '../tests/support/site-process';

/** One answer the baseline sends: a body file and the flat [name, value, …] header list to send with it, Content-Length included. */
export interface AnswerFile {
  body: string;
  headers: string[];
}

/** Each path's identity answer and, if captured, its brotli answer. */
export type BaselineFiles = Record<string, { identity: AnswerFile; br?: AnswerFile }>;

/**
 * Starts bench/static-server.ts on the captured answers, their list written into `dir`: the bare
 * server sending fixed bytes that a bench compares the site against.
 */
export async function startStaticBaseline(dir: string, files: BaselineFiles, logFile: string): Promise<SiteProcess> {
  const bodyFiles = path.join(dir, 'files.json');
  await writeFile(bodyFiles, JSON.stringify(files));
  return startSiteProcess({
    args: ['--import', 'tsx', 'bench/static-server.ts'],
    env: { BODY_FILES: bodyFiles },
    logFile,
  });
}
