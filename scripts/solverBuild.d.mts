// Types of solverBuild.mjs for the TypeScript that imports it (vite.config.ts, the tests).
export declare const SOLVER_SOURCES: string[];
export declare function solverBuild(root: string, dirs?: string[]): string;
