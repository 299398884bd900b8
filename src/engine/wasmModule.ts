// A WebAssembly module that is an asset beside its code (built by scripts/build-wasm.mjs):
// compiled once per thread, in a browser from its URL as it streams in, in Node (the CLI, the
// bench, the tests) from the file. The URL is made where the module's file is named
// (`new URL('./x.wasm', import.meta.url)`), so that the bundler sees the asset.

/** Node's fs, where there is one, without importing it in a browser bundle. */
function nodeFs(): typeof import('node:fs') | undefined {
  const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  return proc?.getBuiltinModule?.('node:fs') as typeof import('node:fs') | undefined;
}

export class WasmModuleAsset {
  private compiled: WebAssembly.Module | null = null;

  constructor(
    private readonly url: URL,
    /** what the module is, for messages: "snakebird: the WebAssembly search" */
    private readonly what: string,
  ) {}

  /** Compile it (once): in a browser as it streams in (a host that serves .wasm without its MIME type gets a plain compile). */
  async prepare(): Promise<void> {
    if (this.compiled) return;
    if (nodeFs()) {
      this.module();
      return;
    }
    try {
      this.compiled = await WebAssembly.compileStreaming(fetch(this.url));
    } catch {
      const response = await fetch(this.url);
      if (!response.ok) throw new Error(`${this.what} could not be loaded (${response.status} ${this.url.pathname})`);
      this.compiled = await WebAssembly.compile(await response.arrayBuffer());
    }
  }

  /** The compiled module: in Node read now if need be; in a browser once prepared. */
  module(): WebAssembly.Module {
    if (this.compiled) return this.compiled;
    const fs = nodeFs();
    if (!fs) throw new Error(`${this.what}: internal error: not loaded (prepare() first)`);
    this.compiled = new WebAssembly.Module(fs.readFileSync(this.url));
    return this.compiled;
  }
}
