import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);
import {
  downloadPlan
} from "./chunk-LWEUWMKE.js";
import "./chunk-PGYCKFHV.js";
import "./chunk-AJLGYHKK.js";
import "./chunk-5WUO2G6I.js";
import "./chunk-ZVFRXTU7.js";
import "./chunk-FQEV5D4S.js";
export {
  downloadPlan
};
