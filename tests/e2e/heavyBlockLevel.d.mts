// the types of heavyBlockLevel.mjs, for the unit tests that import it
export declare function heavyBlockLevel(): string;
export declare const HEAVY_LINE: string[];
