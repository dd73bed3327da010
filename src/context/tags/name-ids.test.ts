import { describe, expect, it } from "vitest";
import { decodeIds, encodeIds, nameTable, tagIds } from "./name-ids.js";

const def = (name: string) => ({ name, kind: "function", line: 1, signature: name });

describe("identifiers as ids", () => {
  it("encodes a file's tags as ids and decodes them back; refuses ids the table lacks, bad counts and bad text", () => {
    const table = nameTable(["get"]);
    const ids = tagIds(table, { defs: [def("load"), def("get")], refs: { get: 2, Store: 1 } });
    expect(table.names).toEqual(["get", "load", "Store"]);
    expect([...ids.defs]).toEqual([1, 0]);
    expect([...ids.refs]).toEqual([0, 2]);
    expect([...ids.counts]).toEqual([2, 1]);
    expect(decodeIds(encodeIds(ids), table.names.length)).toEqual(ids);
    // A table one name short (stale): the reference to `Store` points past it.
    expect(decodeIds(encodeIds(ids), 2)).toBeUndefined();
    expect(decodeIds(encodeIds({ ...ids, counts: Int32Array.of(2, 0) }), 3)).toBeUndefined();
    expect(decodeIds(encodeIds(ids).slice(0, 8), 3)).toBeUndefined();
    expect(decodeIds("", 3)).toBeUndefined();
  });
});
