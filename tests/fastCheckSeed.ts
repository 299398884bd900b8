// fast-check draws a fresh seed for every property unless told otherwise. The suite runs from a
// fixed seed, so that a red run can be run again as it was and main does not turn red by the
// draw; FUZZ_SEED=<n> runs from another seed and FUZZ_SEED=random from a fresh one each time
// (with FUZZ_SCALE for more cases: tests/unit/fuzz/arbitraries.ts), to search further.
import fc from 'fast-check';

const asked = process.env.FUZZ_SEED;
if (asked !== 'random') fc.configureGlobal({ seed: asked ? Number(asked) : 20261125 });
