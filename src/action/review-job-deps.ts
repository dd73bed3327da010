/**
 * What review mode needs beyond reading the request, in one module so that ncc emits one chunk
 * for it. Loaded by job-modules.ts.
 */
export { reviewPullRequest } from "./review/review-pull-request.js";
export { reviewHost } from "./review/review-host.js";
