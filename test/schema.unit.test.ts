// The committed JSON Schema (schema/implementation.schema.json) is generated from the zod
// schema, is never stale, and accepts what zod accepts (docs/ARCHITECTURE.md#the-plan).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020Module from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { planProblems } from '../src/core/plan/checks.js';
import { PlanSchema, planJsonSchema } from '../src/core/plan/plan.js';
import { fullPlan, REPO_ROOT, SEED_MINIMAL_TEXT, seedPlan } from './plan-fixtures.js';

// ajv is CommonJS: under NodeNext the default import is module.exports, which is the class.
const Ajv2020 = Ajv2020Module as unknown as typeof Ajv2020Module.default;

const SCHEMA_FILE = join(REPO_ROOT, 'schema', 'implementation.schema.json');
const STALE = 'schema/implementation.schema.json is stale: run `npm run package` and commit the result';

function committedText(): string {
  try {
    return readFileSync(SCHEMA_FILE, 'utf8');
  } catch {
    throw new Error(`schema/implementation.schema.json is missing: run \`npm run package\``);
  }
}

let compiled: ReturnType<InstanceType<typeof Ajv2020>['compile']> | undefined;

function validator() {
  compiled ??= new Ajv2020({ allErrors: true, strict: false }).compile(JSON.parse(committedText()) as object);
  return compiled;
}

describe('committed JSON Schema', () => {
  it('equals planJsonSchema(), as 2-space JSON with a trailing newline', () => {
    const expected = `${JSON.stringify(planJsonSchema(), null, 2)}\n`;
    const text = committedText();
    expect(JSON.parse(text), STALE).toEqual(planJsonSchema());
    expect(text, STALE).toBe(expected);
  });

  it('is a draft 2020-12 schema with an id and a title', () => {
    const schema = JSON.parse(committedText()) as Record<string, unknown>;
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.$id).toMatch(/implementation\.schema\.json$/);
    expect(schema.title).toBe('Ralph implementation plan');
  });

  it('validates the seed-minimal plan unchanged, with zod and with the JSON Schema', () => {
    const plan = seedPlan();
    const validate = validator();
    expect(validate(plan), JSON.stringify(validate.errors)).toBe(true);
    expect(PlanSchema.safeParse(plan).success).toBe(true);
    expect(planProblems(plan)).toEqual([]);
    expect(JSON.stringify(plan)).toBe(SEED_MINIMAL_TEXT);
  });

  it('validates the plan that uses every field, unknown keys included', () => {
    const plan = fullPlan() as ReturnType<typeof fullPlan> & Record<string, unknown>;
    plan['x-team'] = 'growth';
    (plan.specs[0]!.tasks[0] as Record<string, unknown>).estimate = { points: 3 };
    const validate = validator();
    expect(validate(plan), JSON.stringify(validate.errors)).toBe(true);
    expect(PlanSchema.safeParse(plan).success).toBe(true);
  });

  it('rejects what zod rejects: a bad status, a missing description, a bad duration', () => {
    const validate = validator();
    const badStatus = seedPlan();
    (badStatus.specs[0]!.tasks[0] as Record<string, unknown>).status = 'done';
    const noDescription = seedPlan();
    delete (noDescription.specs[0]!.tasks[1] as Record<string, unknown>).description;
    const badDuration = fullPlan();
    (badDuration.gates![0] as Record<string, unknown>).timeout = '5 minutes';
    const badAttempt = fullPlan();
    badAttempt.specs[0]!.tasks[0]!.attempts![0]!.number = 0;
    for (const plan of [badStatus, noDescription, badDuration, badAttempt]) {
      expect(PlanSchema.safeParse(plan).success).toBe(false);
      expect(validate(plan)).toBe(false);
    }
  });

  it('describes the fields editors show on hover', () => {
    const text = committedText();
    expect(text).toContain('Ids of tasks (in any spec) that must be completed first.');
    expect(text).toContain('Lower runs first.');
  });
});
