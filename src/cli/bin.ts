import { initShellParser } from "../platform/shell-parser.js";
import { processIo } from "./io.js";
import { main } from "./main.js";

await initShellParser();
process.exitCode = await main(process.argv.slice(2), processIo());
