/**
 * Parameter schemas (TypeBox → JSON Schema) and the one validator used by HTTP, the CLI and any
 * other caller. Fastify compiles route schemas with it, so a parameter is validated, documented
 * in OpenAPI and typed from a single declaration. Enumerations may carry legacy spellings that
 * the spec still accepts (`safe=active`); they validate, are listed in the docs under
 * `x-legacy`, and are rewritten to the current value before an operation sees them.
 */
import { Type, type TObject, type TSchema } from '@sinclair/typebox';
import { Ajv, type ErrorObject } from 'ajv';
import { AppError } from '../errors.ts';

export const LEGACY_KEYWORD = 'x-legacy';

/** A string enumeration; `legacy` maps accepted old spellings to current values. */
export function enumParam<const V extends string>(
  values: readonly V[],
  opts: { description: string; default?: V; legacy?: Record<string, V> },
) {
  const legacy = opts.legacy ?? {};
  const accepted = [...values, ...Object.keys(legacy).filter((l) => !values.includes(l as V))];
  return Type.Unsafe<V>({
    type: 'string',
    enum: accepted,
    description: opts.description,
    ...(opts.default === undefined ? {} : { default: opts.default }),
    ...(Object.keys(legacy).length ? { [LEGACY_KEYWORD]: legacy } : {}),
  });
}

/** Parameters every operation accepts besides its own. */
export const commonParams = {
  no_cache: Type.Optional(
    Type.Boolean({
      default: false,
      description: 'true skips the result cache and always fetches (and charges); identical requests within the cache TTL are otherwise served free.',
    }),
  ),
};

export const ajv = new Ajv({ coerceTypes: 'array', useDefaults: true, removeAdditional: false, allErrors: true, strict: true });
ajv.addKeyword({ keyword: LEGACY_KEYWORD, schemaType: 'object' });
// OpenAPI annotations that TypeBox or we attach; they carry no validation meaning.
for (const keyword of ['example', 'x-spec']) ajv.addKeyword({ keyword });
ajv.addFormat('uri', true);

/** Rewrites legacy enum spellings to current values, in place. */
export function normalizeLegacy(schema: TObject, params: Record<string, unknown>): void {
  for (const [name, prop] of Object.entries(schema.properties)) {
    const legacy = (prop as Record<string, unknown>)[LEGACY_KEYWORD] as Record<string, string> | undefined;
    const value = params[name];
    if (legacy && typeof value === 'string' && Object.hasOwn(legacy, value)) params[name] = legacy[value];
  }
}

/** Turns validator errors into one 400 whose message names each parameter and what it accepts. */
export function validationError(errors: ErrorObject[], schema: TSchema | undefined): AppError {
  const props = (schema as TObject | undefined)?.properties ?? {};
  const unknown = errors.filter((e) => e.keyword === 'additionalProperties');
  if (unknown.length) {
    const names = unknown.map((e) => `'${(e.params as { additionalProperty: string }).additionalProperty}'`);
    return new AppError(
      'UNKNOWN_PARAMETER',
      `Unknown parameter${names.length > 1 ? 's' : ''} ${names.join(', ')}. Accepted parameters: ${Object.keys(props).join(', ')}.`,
    );
  }
  const seen = new Set<string>();
  const messages: string[] = [];
  for (const e of errors) {
    const name = e.keyword === 'required' ? (e.params as { missingProperty: string }).missingProperty : e.instancePath.replace(/^\//, '').split('/')[0] ?? '';
    if (seen.has(name)) continue;
    seen.add(name);
    messages.push(describe(e, name, props[name] as Record<string, unknown> | undefined));
  }
  return new AppError('INVALID_PARAMETER', messages.join(' '));
}

function describe(e: ErrorObject, name: string, prop: Record<string, unknown> | undefined): string {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return `Missing required parameter '${name}'${prop?.description ? ` (${String(prop.description).split('.')[0]})` : ''}.`;
    case 'type':
      return `Parameter '${name}' must be ${article(String(p.type))}.`;
    case 'enum': {
      const legacy = Object.keys((prop?.[LEGACY_KEYWORD] as object | undefined) ?? {});
      const current = ((prop?.enum as string[] | undefined) ?? []).filter((v) => !legacy.includes(v));
      return `Parameter '${name}' must be one of ${current.join(', ')}${legacy.length ? ` (legacy: ${legacy.join(', ')})` : ''}.`;
    }
    case 'minimum':
    case 'maximum':
      return `Parameter '${name}' must be ${e.keyword === 'minimum' ? '≥' : '≤'} ${String(p.limit)}.`;
    case 'minLength':
      return `Parameter '${name}' must not be empty.`;
    case 'maxLength':
      return `Parameter '${name}' must be at most ${String(p.limit)} characters.`;
    case 'pattern':
      return `Parameter '${name}' has the wrong format${prop?.description ? `: ${String(prop.description)}` : ''}.`;
    default:
      return `Parameter '${name}' ${e.message ?? 'is invalid'}.`;
  }
}

function article(type: string): string {
  return type === 'integer' ? 'an integer' : type === 'boolean' ? 'true or false' : `a ${type}`;
}

const compiled = new WeakMap<TObject, ReturnType<typeof ajv.compile>>();

/**
 * Validates and normalises raw parameters outside HTTP (CLI, MCP): coercion, defaults, legacy
 * values, the same 400 messages. Returns a new object.
 */
export function validateParams(schema: TObject, raw: Record<string, unknown>): Record<string, unknown> {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  const params = { ...raw };
  if (!validate(params)) throw validationError(validate.errors ?? [], schema);
  normalizeLegacy(schema, params);
  return params;
}
