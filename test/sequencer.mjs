// The order jest starts the test files in. With the times of an earlier run it starts the slowest first (its
// default, kept). A clean clone, as CI runs, has no times, and jest's fallback (the largest file first) started
// the short files that walk every endpoint (some minutes each) last, so one worker ran them alone at the end.
// Without times: those walks first, then the other files on a database, then the rest, each group by size.
import Sequencer from "@jest/test-sequencer";

const WALKS = /[\\/]test[\\/](bad-input\.int|access-matrix\.int|bad-action-input)\.test\.ts$/;
const rank = (test) => (WALKS.test(test.path) ? 0 : /\.int\.test\.tsx?$/.test(test.path) ? 1 : 2);

export default class WalksFirst extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    if (sorted.some((test) => test.duration != null)) return sorted;
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}
