import { removeRunDir } from './temp-run-dir';

/** Once per run, after every test: nothing of the run stays in the temporary folder. */
export default function globalTeardown(): void {
  removeRunDir();
}
