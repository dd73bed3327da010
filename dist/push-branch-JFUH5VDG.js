import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);
import {
  commitsToPush,
  pushCheckedBranch
} from "./chunk-SF5S4G6Q.js";
import "./chunk-QW27RDCY.js";
import "./chunk-THCW2TDP.js";
import "./chunk-EVBB5HG7.js";
import "./chunk-ZVFRXTU7.js";
import "./chunk-ENWCMN7P.js";
import "./chunk-FQEV5D4S.js";
export {
  commitsToPush,
  pushCheckedBranch
};
