/**
 * Request validation against GitHub's published OpenAPI description
 * (`@octokit/openapi`, `api.github.com.json`). The 13 MB description is read
 * once per process; path templates are indexed up front (cheap), an
 * operation's parameters and body schema are resolved only when a request for
 * it arrives.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type JsonObject, checkSchema, deref, isJsonObject } from "./github-openapi-schema.js";

/** One operation of the description, found by method and concrete path. */
export interface OpenApiMatch {
  /** The route as the fakes log it: `POST /repos/{owner}/{repo}/pulls`. */
  readonly route: string;
  readonly operationId: string;
  /** Path parameters, decoded. */
  readonly params: Readonly<Record<string, string>>;
}

/** What a request carried, for {@link GitHubOpenApi.validate}. */
export interface RequestParts {
  readonly query: URLSearchParams;
  /** The parsed JSON body; `undefined` when the request had none. */
  readonly body: unknown;
}

/** The indexed description. */
export interface GitHubOpenApi {
  /** The operation serving `method path`, preferring literal segments over parameters; `undefined` when GitHub has no such route. */
  find(method: string, path: string): OpenApiMatch | undefined;
  /** Problems of a request to `match` (path and query parameters, JSON body); empty when valid. */
  validate(match: OpenApiMatch, request: RequestParts): string[];
}

interface IndexedPath {
  readonly template: string;
  readonly pattern: RegExp;
  readonly names: readonly string[];
  readonly literals: number;
  readonly item: JsonObject;
}

let loaded: GitHubOpenApi | undefined;

/** The description of api.github.com, loaded and indexed on first use. */
export function gitHubOpenApi(): GitHubOpenApi {
  loaded ??= indexDescription(readDescription());
  return loaded;
}

function readDescription(): JsonObject {
  const file = createRequire(import.meta.url).resolve("@octokit/openapi/generated/api.github.com.json");
  const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
  if (!isJsonObject(parsed) || !isJsonObject(parsed["paths"])) throw new Error(`${file}: no "paths" object`);
  return parsed;
}

function indexDescription(root: JsonObject): GitHubOpenApi {
  const paths = isJsonObject(root["paths"]) ? root["paths"] : {};
  const index: IndexedPath[] = [];
  for (const [template, item] of Object.entries(paths)) {
    if (!isJsonObject(item)) continue;
    const names: string[] = [];
    const segments = template.split("/").slice(1);
    const source = segments
      .map((segment) => {
        const name = /^\{([^}]+)\}$/.exec(segment)?.[1];
        if (name === undefined) return escapeRegExp(segment);
        names.push(name);
        return "([^/]+)";
      })
      .join("/");
    const literals = segments.filter((segment) => !segment.startsWith("{")).length;
    index.push({ template, pattern: new RegExp(`^/${source}$`), names, literals, item });
  }
  const operations = new Map<string, JsonObject>();
  return {
    find(method, path) {
      const verb = method.toLowerCase();
      let best: { entry: IndexedPath; values: string[] } | undefined;
      for (const entry of index) {
        if (!isJsonObject(entry.item[verb])) continue;
        const matched = entry.pattern.exec(path);
        if (matched === null || (best !== undefined && best.entry.literals >= entry.literals)) continue;
        best = { entry, values: matched.slice(1) };
      }
      if (best === undefined) return undefined;
      const { entry, values } = best;
      const route = `${method.toUpperCase()} ${entry.template}`;
      const operation = entry.item[verb];
      if (isJsonObject(operation))
        operations.set(route, { ...operation, "x-path-parameters": entry.item["parameters"] });
      const params = Object.fromEntries(
        entry.names.map((name, i) => [name, decodeURIComponent(values[i] ?? "")]),
      );
      const operationId =
        isJsonObject(operation) && typeof operation["operationId"] === "string"
          ? operation["operationId"]
          : route;
      return { route, operationId, params };
    },
    validate(match, request) {
      const operation = operations.get(match.route);
      if (operation === undefined) return [`unknown operation ${match.route}`];
      return [
        ...checkParameters(root, operation, match, request.query),
        ...checkBody(root, operation, request.body),
      ];
    },
  };
}

function checkParameters(
  root: JsonObject,
  operation: JsonObject,
  match: OpenApiMatch,
  query: URLSearchParams,
): string[] {
  const errors: string[] = [];
  const declared = [operation["x-path-parameters"], operation["parameters"]].flatMap((list) =>
    Array.isArray(list) ? list.map((parameter) => deref(root, parameter)) : [],
  );
  for (const parameter of declared) {
    const name = parameter["name"];
    const where = parameter["in"];
    if (typeof name !== "string" || (where !== "path" && where !== "query")) continue;
    const raw = where === "path" ? match.params[name] : (query.get(name) ?? undefined);
    if (raw === undefined) {
      if (parameter["required"] === true) errors.push(`${where}.${name}: missing required parameter`);
      continue;
    }
    const schema = deref(root, parameter["schema"]);
    errors.push(...checkSchema(root, schema, coerce(raw, schema["type"]), `${where}.${name}`));
  }
  return errors;
}

function checkBody(root: JsonObject, operation: JsonObject, body: unknown): string[] {
  const requestBody = deref(root, operation["requestBody"]);
  const content = isJsonObject(requestBody["content"]) ? requestBody["content"] : undefined;
  const json = content === undefined ? undefined : content["application/json"];
  if (body === undefined)
    return requestBody["required"] === true ? ["body: missing required request body"] : [];
  if (!isJsonObject(json)) return [];
  return checkSchema(root, json["schema"], body, "body");
}

/** Query and path values are text; read them the way GitHub would for the declared type. */
function coerce(raw: string, type: unknown): unknown {
  if (type === "integer" || type === "number") return /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
  if (type === "boolean") return raw === "true" ? true : raw === "false" ? false : raw;
  return raw;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
