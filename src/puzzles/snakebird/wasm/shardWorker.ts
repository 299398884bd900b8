// A shard's worker in a browser (parallel.ts starts it from the solve worker): the thread
// shell around shardMain, which Node runs from its text instead.
// (No "WebWorker" lib in tsconfig: it clashes with DOM, so `self` is cast here.)
import { shardMain, type ShardInit, type ShardMessage } from './parallelShard.ts';

const ctx = self as unknown as {
  onmessage: ((e: MessageEvent<ShardInit>) => void) | null;
  postMessage(m: ShardMessage): void;
};
shardMain(
  (handler) => {
    ctx.onmessage = (e) => {
      ctx.onmessage = null;
      handler(e.data);
    };
  },
  (m) => ctx.postMessage(m),
);
