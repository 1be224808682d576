// A full garbage collection on demand, after a list swap: the old index's shared memory is given
// back only once every thread that held it has collected its reference, and a query thread that
// allocates little may not collect for a long time. Uses `gc` when the process runs with
// --expose-gc, else the same function taken from V8 once (the flag can be set at run time; the
// function exists in contexts created after that).
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

let gc: (() => void) | undefined = (globalThis as { gc?: () => void }).gc;

export function collectGarbage(): void {
  if (gc === undefined) {
    setFlagsFromString("--expose-gc");
    gc = runInNewContext("gc") as () => void;
  }
  gc();
}
