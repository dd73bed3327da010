import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);
import {
  child_process,
  crypto,
  fs,
  os,
  path,
  stream,
  util
} from "./chunk-VSEAZHS6.js";
import "./chunk-FQEV5D4S.js";
export {
  child_process,
  crypto,
  fs,
  os,
  path,
  stream,
  util
};
