// Reads a zod schema into a Shape (shape.ts): the data plan-shape.ts holds, generated from the
// plan schema by scripts/gen-plan-shape.ts. Not loaded at run time; the generator and the test
// that keeps plan-shape.ts current use it. A construct or check that shape.ts does not follow
// exactly as zod runs it is refused here, by name, so that a change to the schema that needs
// more of zod fails the test instead of checking plans differently from zod.
import type { z } from 'zod';
import type { Shape, ShapeCheck } from './shape.js';

/** What this reads of a zod definition (zod's documented `_zod.def`). */
interface ZodDef {
  type: string;
  checks?: Array<{ _zod: { def: ZodCheckDef } }>;
  shape?: Record<string, z.core.$ZodType>;
  catchall?: z.core.$ZodType;
  element?: z.core.$ZodType;
  options?: z.core.$ZodType[];
  innerType?: z.core.$ZodType;
  entries?: Record<string, unknown>;
  keyType?: z.core.$ZodType;
  valueType?: z.core.$ZodType;
}

interface ZodCheckDef {
  check: string;
  minimum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
  when?: unknown;
  abort?: boolean;
  error?: unknown;
}

export function shapeOf(schema: z.core.$ZodType, at = '(root)'): Shape {
  const def = schema._zod.def as ZodDef;
  const description = (schema as { description?: string }).description;
  const described = <T extends Shape>(shape: T): T => (description ? { ...shape, description } : shape);
  const checks = (def.checks ?? []).map((c) => checkOf(c._zod.def, def.type, at));
  const noChecks = () => {
    if (checks.length > 0) throw new Error(`shapeOf: ${at}: a ${def.type} with checks`);
  };
  switch (def.type) {
    case 'string':
    case 'number':
      return described(checks.length > 0 ? { type: def.type, checks } : { type: def.type });
    case 'boolean':
      noChecks();
      return described({ type: 'boolean' });
    case 'enum': {
      noChecks();
      const values = Object.values(def.entries ?? {});
      if (!values.every((v): v is string => typeof v === 'string'))
        throw new Error(`shapeOf: ${at}: an enum of other values than strings`);
      return described({ type: 'enum', values });
    }
    case 'optional':
      noChecks();
      return described({ type: 'optional', inner: shapeOf(def.innerType!, at) });
    case 'union':
      noChecks();
      return described({ type: 'union', options: def.options!.map((o, i) => shapeOf(o, `${at}|${i}`)) });
    case 'array':
      noChecks();
      return described({ type: 'array', element: shapeOf(def.element!, `${at}[]`) });
    case 'record': {
      noChecks();
      const key = def.keyType?._zod.def as ZodDef | undefined;
      if (key?.type !== 'string' || key.checks?.length)
        throw new Error(`shapeOf: ${at}: a record whose keys are not plain strings`);
      return described({ type: 'record', value: shapeOf(def.valueType!, `${at}{}`) });
    }
    case 'object': {
      noChecks();
      const rest = (def.catchall?._zod.def as ZodDef | undefined)?.type;
      // No catchall strips unknown keys, unknown/any keeps them: either way they are not checked.
      if (rest !== undefined && rest !== 'unknown' && rest !== 'any')
        throw new Error(`shapeOf: ${at}: an object whose other keys must be ${rest}`);
      const fields: Record<string, Shape> = {};
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        const fieldDef = field._zod.def as ZodDef;
        // shape.ts takes a missing key as wrong for every required field, which holds for all but these.
        if (['unknown', 'any', 'undefined', 'void'].includes(fieldDef.type))
          throw new Error(`shapeOf: ${at}.${key}: a required field of type ${fieldDef.type}`);
        fields[key] = shapeOf(field, `${at}.${key}`);
      }
      return described({ type: 'object', fields });
    }
    default:
      throw new Error(`shapeOf: ${at}: zod's ${def.type} is not modelled in shape.ts`);
  }
}

function checkOf(c: ZodCheckDef, type: string, at: string): ShapeCheck {
  if (c.abort || c.error || (c.when && c.check !== 'min_length'))
    throw new Error(`shapeOf: ${at}: a ${c.check} check with its own abort, error or when`);
  if (type === 'string' && c.check === 'min_length' && typeof c.minimum === 'number')
    return { check: 'min_length', minimum: c.minimum };
  if (type === 'string' && c.check === 'string_format' && c.format === 'regex' && c.pattern)
    return { check: 'regex', pattern: c.pattern.source, flags: c.pattern.flags };
  if (type === 'number' && c.check === 'number_format' && c.format === 'safeint') return { check: 'safeint' };
  if (
    type === 'number' &&
    (c.check === 'greater_than' || c.check === 'less_than') &&
    typeof c.value === 'number' &&
    typeof c.inclusive === 'boolean'
  )
    return { check: c.check, value: c.value, inclusive: c.inclusive };
  throw new Error(`shapeOf: ${at}: the ${type} check ${c.check}${c.format ? ` (${c.format})` : ''}`);
}
