// Types of runtime.mjs for the TypeScript files that import it (the test, the tool configs).
export declare const SUPPORTED_NODE_MAJOR: number;
export declare function runtimeProblem(version?: string, execPath?: string): string | undefined;
export declare function requireSupportedNode(): void;
export declare const SERVER_NODE_FLAGS: string[];
