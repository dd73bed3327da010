/** Types of `ignore.cjs`: the `ignore` package's factory, under one name. */
import type ignore from "ignore";

export declare const createIgnore: typeof ignore;
