// `npm run -s solve -- …`: the command line (main.ts, which says what each option does), run on
// this process's arguments; main.ts takes them as a function's, so tests run it without a process.
import { main } from './main.ts';

process.exit(await main(process.argv.slice(2)));
