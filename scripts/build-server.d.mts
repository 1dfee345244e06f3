// Types of build-server.mjs for the TypeScript files that import it (the benchmarks).
export declare const SERVER_ENTRY: string;
export declare const SERVER_BUNDLE: string;
export declare function buildServer(): Promise<void>;
export declare function ensureServerBuild(options?: { force?: boolean }): Promise<number>;
export declare function keepImportMetaLocations(source: string, file: string, outdir: string): string;
