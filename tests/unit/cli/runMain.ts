// The command line run in this process (main.ts on its arguments, not a spawned Node): its
// exit status, standard output, and the first line of standard error.
import { main } from '../../../src/cli/main.ts';

export async function runMain(...argv: string[]) {
  let out = '';
  let err = '';
  const code = await main(argv, { out: (t) => void (out += t), err: (t) => void (err += t) });
  return { code, out, err: err.split('\n')[0] };
}
