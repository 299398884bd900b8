// the types of dogbunnyTight.mjs, for the unit test that imports it
export declare const SQUARE: string;
export declare const COLUMN: string;
