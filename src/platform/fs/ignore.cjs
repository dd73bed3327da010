// The `ignore` package (CommonJS), re-exported under one name. Imported from an ES module,
// a CommonJS file is lexed whole to find its exports: `ignore`'s 50 kB cost ~14 ms per
// process (median of 12 at load 6; `alfred repomap` walks with it on every run), this file
// next to nothing.
const ignore = require("ignore");

module.exports.createIgnore = ignore;
