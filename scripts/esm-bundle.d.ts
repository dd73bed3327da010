import type { BuildOptions } from "esbuild";

/** Options for esbuild's `build()`: spread them and add the entry points and the output. */
export declare const ESM_BUNDLE_OPTIONS: Readonly<BuildOptions>;
