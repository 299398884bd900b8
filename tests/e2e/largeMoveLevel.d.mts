// the types of largeMoveLevel.mjs, for the unit tests that import it
export declare const O12_4: string;
