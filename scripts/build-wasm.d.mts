// Types of build-wasm.mjs for the TypeScript that imports it (the tests).
export declare const WASM_OUTPUT: string;
export declare const MERGE_SUBTRACT_OUTPUT: string;
export declare function wasmSources(): string[];
export declare function wasmStale(): boolean;
export declare function compileAssemblyScript(file: string, options?: { boundsChecked?: boolean }): Promise<Uint8Array<ArrayBuffer>>;
export declare function buildWasm(force?: boolean): Promise<void>;
