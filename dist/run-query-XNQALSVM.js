import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);
import {
  runQuery
} from "./chunk-GY3LDJGX.js";
import "./chunk-2XKG2MCG.js";
import "./chunk-OYGW7ROU.js";
import "./chunk-QT3ZL4KA.js";
import "./chunk-KZGOVMV3.js";
import "./chunk-DLGEH2NF.js";
import "./chunk-DKERYQJ7.js";
import "./chunk-5WUO2G6I.js";
import "./chunk-ZV5H6OHN.js";
import "./chunk-ZVFRXTU7.js";
import "./chunk-XRZ52MBI.js";
import "./chunk-ENWCMN7P.js";
import "./chunk-FQEV5D4S.js";
export {
  runQuery
};
