import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);
import {
  readShardInputs,
  shardRunId
} from "./chunk-IW3XRJRA.js";
import "./chunk-JBDHCL65.js";
import "./chunk-MNHSWMB2.js";
import "./chunk-ZVFRXTU7.js";
import "./chunk-FQEV5D4S.js";
export {
  readShardInputs,
  shardRunId
};
