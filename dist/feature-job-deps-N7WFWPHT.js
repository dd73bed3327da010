import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);
import {
  createGitHubClient,
  ensureSandbox
} from "./chunk-NDAKBJHK.js";
import {
  executeRun
} from "./chunk-RLHMO44Y.js";
import "./chunk-SF5S4G6Q.js";
import "./chunk-YGMD6STP.js";
import "./chunk-JBDHCL65.js";
import "./chunk-PGYCKFHV.js";
import "./chunk-AJLGYHKK.js";
import "./chunk-SEWWHOY5.js";
import "./chunk-QK4XIE4N.js";
import "./chunk-VMLX44QF.js";
import "./chunk-7ZH43UY5.js";
import "./chunk-7HJPGASK.js";
import "./chunk-2XKG2MCG.js";
import "./chunk-OYGW7ROU.js";
import "./chunk-KZGOVMV3.js";
import "./chunk-DLGEH2NF.js";
import "./chunk-DKERYQJ7.js";
import "./chunk-5WUO2G6I.js";
import "./chunk-ZV5H6OHN.js";
import "./chunk-QW27RDCY.js";
import "./chunk-THCW2TDP.js";
import "./chunk-EVBB5HG7.js";
import "./chunk-ZVFRXTU7.js";
import "./chunk-XRZ52MBI.js";
import "./chunk-ENWCMN7P.js";
import "./chunk-FQEV5D4S.js";
export {
  createGitHubClient,
  ensureSandbox,
  executeRun
};
