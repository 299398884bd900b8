// the types of dogbunnyCrowded.mjs, for the unit and component tests that import it
export declare function lattice(side: number): string;
export declare function goalRows(): string;
