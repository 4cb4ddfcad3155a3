// The local GitHub server's API description (github-server.ts): GitHub's official OpenAPI
// description (the trimmed subset in test/fixtures/openapi/github-subset.json) read into routes,
// with validators for each operation's parameters, body and responses, compiled when first used,
// and for the webhook payloads the event builders (github-events.ts) make.
import { readFileSync } from 'node:fs';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsImport from 'ajv-formats';

export type Json = Record<string, unknown>;

interface SpecParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Json;
}

interface SpecOperation {
  operationId: string;
  parameters?: Json[];
  requestBody?: Json;
  responses: Record<string, Json>;
  externalDocs?: { url?: string };
}

interface Spec {
  info: Json & { 'x-source'?: { version?: string } };
  paths: Record<string, Record<string, unknown>>;
  'x-webhooks'?: Record<string, unknown>;
  components: Record<string, Record<string, Json>>;
}

export interface Operation {
  id: string;
  method: string;
  template: string;
  docsUrl: string;
  parameters: SpecParameter[];
  spec: SpecOperation;
  paramsValidator?: ValidateFunction;
  bodyValidator?: ValidateFunction | null;
  responseValidators: Map<string, ValidateFunction | null>;
}

interface Route {
  op: Operation;
  segments: string[];
}

interface Catalog {
  spec: Spec;
  ajv: Ajv;
  routes: Route[];
}

const SPEC_FILE = new URL('../../fixtures/openapi/github-subset.json', import.meta.url);
const SPEC_ID = 'github';
const HTTP_METHODS = ['get', 'post', 'patch', 'put', 'delete', 'head', 'options'];

let catalog: Catalog | undefined;

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** OpenAPI 3.0 schema -> JSON Schema: `nullable` becomes a `null` type, refs point into the spec. */
function toJsonSchema(schema: unknown, refPrefix: string): unknown {
  if (Array.isArray(schema)) return schema.map((s) => toJsonSchema(s, refPrefix));
  if (!isObject(schema)) return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    switch (key) {
      case '$ref':
        out.$ref = typeof value === 'string' && value.startsWith('#') ? refPrefix + value : value;
        break;
      case 'properties':
      case 'patternProperties':
        out[key] = Object.fromEntries(
          Object.entries(isObject(value) ? value : {}).map(([k, v]) => [k, toJsonSchema(v, refPrefix)]),
        );
        break;
      case 'items':
      case 'additionalProperties':
      case 'not':
      case 'allOf':
      case 'anyOf':
      case 'oneOf':
        out[key] = toJsonSchema(value, refPrefix);
        break;
      case 'nullable':
      case 'description':
      case 'example':
      case 'title':
        break;
      default:
        if (!key.startsWith('x-')) out[key] = value;
    }
  }
  if (schema.nullable === true) {
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    else if (out.type === undefined) return { anyOf: [out, { type: 'null' }] };
  }
  return out;
}

function loadCatalog(): Catalog {
  const spec = JSON.parse(readFileSync(SPEC_FILE, 'utf8')) as Spec;
  // Big response schemas (repository, pull request) compile several times faster without inlining
  // referenced schemas and without code optimisation; validation speed does not matter here.
  const ajv = new Ajv({
    strict: false,
    allErrors: true,
    logger: false,
    inlineRefs: false,
    code: { optimize: false },
  });
  const plugin = addFormatsImport as unknown as { default?: (a: Ajv) => Ajv } & ((a: Ajv) => Ajv);
  (plugin.default ?? plugin)(ajv);
  ajv.addKeyword('example');
  ajv.addFormat('repo.nwo', /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/);
  ajv.addFormat('timestamp', { type: 'number', validate: (n: number) => Number.isInteger(n) && n >= 0 });
  const schemas = Object.fromEntries(
    Object.entries(spec.components.schemas ?? {}).map(([name, s]) => [name, toJsonSchema(s, '')]),
  );
  ajv.addSchema({ $id: SPEC_ID, components: { schemas } }, undefined, undefined, false);

  const routes: Route[] = [];
  for (const [template, item] of Object.entries(spec.paths)) {
    const shared = (item.parameters as Json[] | undefined) ?? [];
    for (const method of HTTP_METHODS) {
      const raw = item[method] as SpecOperation | undefined;
      if (!raw) continue;
      const parameters = [...shared, ...(raw.parameters ?? [])].map(
        (p) => deref(spec, p) as unknown as SpecParameter,
      );
      const op: Operation = {
        id: raw.operationId,
        method: method.toUpperCase(),
        template,
        docsUrl: raw.externalDocs?.url ?? 'https://docs.github.com/rest',
        parameters,
        spec: raw,
        responseValidators: new Map(),
      };
      routes.push({ op, segments: template.split('/').slice(1) });
    }
  }
  // Literal segments win over parameters (`issues/comments/{id}` before `issues/{number}/...`).
  const rank = (r: Route) => r.segments.map((s) => (s.startsWith('{') ? '1' : '0')).join('');
  routes.sort((a, b) => rank(a).localeCompare(rank(b)));
  return { spec, ajv, routes };
}

export function getCatalog(): Catalog {
  catalog ??= loadCatalog();
  return catalog;
}

function deref(spec: Spec, node: Json): Json {
  let current = node;
  for (let i = 0; i < 10 && typeof current.$ref === 'string'; i++) {
    const m = /^#\/components\/([^/]+)\/([^/]+)$/.exec(current.$ref);
    const target = m ? spec.components[m[1]!]?.[m[2]!] : undefined;
    if (!target) throw new Error(`unresolvable $ref ${current.$ref}`);
    current = target;
  }
  return current;
}

function compile(cat: Catalog, schema: unknown): ValidateFunction {
  return cat.ajv.compile(toJsonSchema(schema, SPEC_ID) as Json);
}

export function paramsValidator(cat: Catalog, op: Operation): ValidateFunction {
  if (!op.paramsValidator) {
    const params = op.parameters.filter((p) => p.in === 'path' || p.in === 'query');
    op.paramsValidator = compile(cat, {
      type: 'object',
      properties: Object.fromEntries(params.map((p) => [p.name, p.schema ?? {}])),
      required: params.filter((p) => p.required).map((p) => p.name),
    });
  }
  return op.paramsValidator;
}

export function bodySchema(op: Operation): Json | undefined {
  const content = op.spec.requestBody?.content;
  const media = isObject(content) ? content['application/json'] : undefined;
  return isObject(media) && isObject(media.schema) ? media.schema : undefined;
}

export function bodyValidator(cat: Catalog, op: Operation): ValidateFunction | null {
  if (op.bodyValidator === undefined) {
    const schema = bodySchema(op);
    op.bodyValidator = schema ? compile(cat, schema) : null;
  }
  return op.bodyValidator;
}

/** The documented response for a status, or undefined when the operation does not document it. */
function documentedResponse(cat: Catalog, op: Operation, status: number): Json | undefined {
  const entry = op.spec.responses[String(status)] ?? op.spec.responses[`${String(status)[0]}XX`];
  return entry ? deref(cat.spec, entry) : undefined;
}

function responseValidator(cat: Catalog, op: Operation, key: string, schema: unknown): ValidateFunction {
  let validator = op.responseValidators.get(key);
  if (!validator) {
    validator = compile(cat, schema);
    op.responseValidators.set(key, validator);
  }
  return validator;
}

/** Why a response does not match what the description documents for its operation and status, if it does not. */
export function responseProblem(
  cat: Catalog,
  op: Operation,
  status: number,
  body: unknown,
): string | undefined {
  const documented = documentedResponse(cat, op, status);
  let schema: unknown;
  let key = String(status);
  if (documented) {
    const content = isObject(documented.content) ? documented.content : undefined;
    const media = content?.['application/json'];
    schema = isObject(media) ? media.schema : undefined;
    if (!content && body !== undefined) return `${status} is documented without a body`;
  } else if (status >= 400) {
    // GitHub sends errors an operation does not list (404, 401, ...): they still have its error shape.
    key = `error:${status}`;
    schema = { $ref: `#/components/schemas/${status === 422 ? 'validation-error' : 'basic-error'}` };
  } else {
    return `status ${status} is not documented for ${op.id}`;
  }
  if (schema === undefined) return undefined;
  if (body === undefined) return `${status} must have a JSON body`;
  const validate = responseValidator(cat, op, key, schema);
  if (validate(body)) return undefined;
  return `response ${status} does not match the schema: ${cat.ajv.errorsText(validate.errors, { dataVar: 'response' })}`;
}

/**
 * Checks a response body against the description, e.g.
 * `validateResponse('GET', '/repos/{owner}/{repo}/pulls/{pull_number}', 200, data)`.
 * Returns undefined when it matches, else what is wrong. Throws for an operation not in the subset.
 */
export function validateResponse(
  method: string,
  template: string,
  status: number,
  body: unknown,
): string | undefined {
  const cat = getCatalog();
  const route = cat.routes.find((r) => r.op.method === method.toUpperCase() && r.op.template === template);
  if (!route) throw new Error(`${method} ${template} is not in the API description subset`);
  return responseProblem(cat, route.op, status, body);
}

const webhookValidators = new Map<string, ValidateFunction>();

/**
 * Checks an event payload against the webhook schema of GitHub's description (the subset keeps
 * those listed in scripts/trim-openapi.mjs WEBHOOKS), e.g. `validateWebhook('issue_comment', p)`
 * picks `issue-comment-<p.action>`. Returns undefined when it matches, else what is wrong.
 */
export function validateWebhook(event: string, payload: unknown): string | undefined {
  const cat = getCatalog();
  const action = isObject(payload) && typeof payload.action === 'string' ? payload.action : undefined;
  const key = `${event}${action ? `-${action}` : ''}`.replace(/_/g, '-');
  const hooks = (cat.spec['x-webhooks'] ?? {}) as Record<string, { post?: SpecOperation }>;
  const hook = hooks[key]?.post;
  if (!hook) throw new Error(`webhook ${key} is not in the API description subset`);
  let validate = webhookValidators.get(key);
  if (!validate) {
    const schema = bodySchema({ spec: hook } as Operation);
    if (!schema) throw new Error(`webhook ${key} has no payload schema`);
    validate = compile(cat, schema);
    webhookValidators.set(key, validate);
  }
  if (validate(payload)) return undefined;
  return `${key} payload does not match the schema: ${cat.ajv.errorsText(validate.errors, { dataVar: 'payload' })}`;
}

/** Types a parameter schema allows, to turn a path/query string into the JSON value GitHub reads. */
export function allowedTypes(cat: Catalog, schema: Json | undefined): Set<string> {
  const types = new Set<string>();
  const visit = (s: unknown) => {
    if (!isObject(s)) return;
    const node = deref(cat.spec, s);
    if (typeof node.type === 'string') types.add(node.type);
    if (Array.isArray(node.type)) for (const t of node.type) types.add(String(t));
    for (const key of ['oneOf', 'anyOf', 'allOf']) {
      const list = node[key];
      if (Array.isArray(list)) list.forEach(visit);
    }
  };
  visit(schema);
  return types;
}

export function coerce(types: Set<string>, value: string): unknown {
  if (types.has('integer') && /^-?\d+$/.test(value)) return Number(value);
  if (types.has('number') && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  if (types.has('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

export function describeErrors(errors: ErrorObject[] | null | undefined, data: unknown): string {
  const lines: string[] = [];
  for (const e of errors ?? []) {
    if (e.keyword === 'required') {
      lines.push(`"${String((e.params as { missingProperty?: string }).missingProperty)}" wasn't supplied.`);
      continue;
    }
    const pointer = e.instancePath.split('/').slice(1);
    const where = pointer.length ? `For 'properties/${pointer.join('/')}', ` : '';
    let value: unknown = data;
    for (const part of pointer)
      value = isObject(value) || Array.isArray(value) ? (value as Json)[part] : undefined;
    if (e.keyword === 'type') {
      lines.push(`${where}${JSON.stringify(value)} is not ${articleFor(String(e.params.type))}.`);
    } else if (e.keyword === 'enum') {
      const allowed = (e.params as { allowedValues?: unknown[] }).allowedValues ?? [];
      lines.push(`${where}${JSON.stringify(value)} is not a member of ${JSON.stringify(allowed)}.`);
    } else {
      lines.push(`${where}${JSON.stringify(value)} ${e.message ?? 'is invalid'}.`);
    }
  }
  return [...new Set(lines)].join('\n');
}

function articleFor(type: string): string {
  const name = type.replace(/,null$/, '');
  return /^[aeiou]/.test(name) ? `an ${name}` : `a ${name}`;
}

/** Version of `@octokit/openapi` the subset was cut from. */
export function openApiSourceVersion(): string | undefined {
  return getCatalog().spec.info['x-source']?.version;
}
