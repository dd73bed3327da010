import { chmod, mkdir, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { lspBoundary } from "../../test/support/lsp-workspace.js";
import { discoverServers } from "./discover.js";
import { formatLocation } from "./format.js";
import { LspManager } from "./manager.js";
import { tempTree, type TempTreeDir } from "../../test/support/temp-dir.js";

/** Generous: the suite shares two cores with other work. */
const SLOW_MACHINE = { initializeMs: 120_000, requestMs: 120_000, readyMs: 120_000 };
/** Debian's gopls and clangd live here; rustup's proxies in ~/.cargo/bin. */
const PATH = `/usr/bin:/bin:${process.env.HOME ?? "/root"}/.cargo/bin`;

const managers: LspManager[] = [];
afterEach(async () => {
  for (const manager of managers.splice(0)) await manager.close();
});

async function project(files: Record<string, string>): Promise<TempTreeDir> {
  const tree = await tempTree(files);
  return tree;
}

/** A manager over the discovered servers, started inside the sandbox (`auto`) as a session would. */
async function discovered(tree: TempTreeDir): Promise<{ names: string[]; manager: LspManager }> {
  const servers = await discoverServers(tree.dir, PATH);
  const manager = new LspManager({
    workingDir: tree.dir,
    boundary: lspBoundary(tree.dir, "auto"),
    servers,
    timeouts: SLOW_MACHINE,
  });
  managers.push(manager);
  return { names: servers.map((server) => server.name), manager };
}

// The real servers Debian installs, found the way a session finds them: nothing configured.
describe("discovered language servers answer", () => {
  it("gopls on a Go module: definition across files", async () => {
    const tree = await project({
      "go.mod": "module example.com/tiny\n\ngo 1.19\n",
      "util.go": "package main\n\n// Double doubles a number.\nfunc Double(n int) int {\n\treturn n * 2\n}\n",
      "main.go": 'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println(Double(2))\n}\n',
    });
    const { names, manager } = await discovered(tree);
    expect(names).toContain("gopls");
    const found = await manager.locations(join(tree.dir, "main.go"), "definition", {
      line: 5,
      character: 14,
    });
    expect(found.map((location) => formatLocation(tree.dir, location))).toEqual(["util.go:4:6"]);
    expect(await manager.hover(join(tree.dir, "main.go"), { line: 5, character: 14 })).toContain(
      "func Double(n int) int",
    );
  }, 240_000);

  it("clangd on a C file: definition of a function from its call, and its diagnostics", async () => {
    const tree = await project({
      "compile_flags.txt": "-std=c11\n",
      "main.c":
        "static int twice(int n) {\n  return n * 2;\n}\n\nint main(void) {\n  return twice(2) + missing;\n}\n",
    });
    const { names, manager } = await discovered(tree);
    expect(names).toEqual(["clangd"]);
    const found = await manager.locations(join(tree.dir, "main.c"), "definition", { line: 5, character: 10 });
    expect(found.map((location) => formatLocation(tree.dir, location))).toEqual(["main.c:1:12"]);
    const diagnostics = await manager.diagnostics(join(tree.dir, "main.c"), 60_000);
    expect(diagnostics.items.map((item) => item.message).join("\n")).toMatch(
      /undeclared identifier 'missing'/,
    );
  }, 240_000);

  it("servers of other languages are not started for a project without their marker files", async () => {
    const tree = await project({ "README.md": "# docs only\n", "notes/a.txt": "x\n" });
    const servers = await discoverServers(tree.dir, PATH);
    expect(servers.map((server) => server.name)).not.toContain("gopls");
    expect(servers.map((server) => server.name)).not.toContain("clangd");
    expect(servers.map((server) => server.name)).not.toContain("rust-analyzer");
  });

  it("rust-analyzer: a rustup proxy counts only when a toolchain has the component", async () => {
    const tree = await project({ "Cargo.toml": '[package]\nname = "tiny"\nversion = "0.1.0"\n' });
    const home = await project({ ".rustup/toolchains/stable-x86_64/bin/.keep": "" });
    const bin = join(home.dir, ".cargo", "bin");
    await mkdir(bin, { recursive: true });
    await writeFile(join(bin, "rustup"), "#!/bin/sh\nexit 1\n");
    await chmod(join(bin, "rustup"), 0o755);
    await symlink("rustup", join(bin, "rust-analyzer"));
    const names = async () => (await discoverServers(tree.dir, bin)).map((server) => server.name);
    expect(await names()).toEqual([]);
    const component = join(home.dir, ".rustup", "toolchains", "stable-x86_64", "bin", "rust-analyzer");
    await writeFile(component, "#!/bin/sh\nexit 0\n");
    await chmod(component, 0o755);
    expect(await names()).toEqual(["rust-analyzer"]);
  });
});
