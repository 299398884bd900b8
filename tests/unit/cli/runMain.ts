// The command line run in this process (main.ts on its arguments, not a spawned Node): its
// exit status, standard output, and the first line of standard error (runMain) or all of it (runMainSaid).
import { main } from '../../../src/cli/main.ts';

export async function runMainSaid(...argv: string[]) {
  let out = '';
  let said = '';
  const code = await main(argv, { out: (t) => void (out += t), err: (t) => void (said += t) });
  return { code, out, said };
}

export async function runMain(...argv: string[]) {
  const { code, out, said } = await runMainSaid(...argv);
  return { code, out, err: said.split('\n')[0] };
}
