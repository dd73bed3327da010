/**
 * What review mode needs beyond reading the request, in one module so that the bundle has one
 * dynamic import for it. Loaded by job-modules.ts.
 */
export { reviewPullRequest } from "./review/review-pull-request.js";
export { reviewHost } from "./review/review-host.js";
