import { planJsonSchema } from '../core/plan/plan.js';
import type { Command } from './command.js';

export const schema: Command = {
  name: 'schema',
  about: 'Prints the JSON Schema of implementation.json (point "$schema" at it for editor checks).',
  options: {},
  run(ctx) {
    ctx.out(JSON.stringify(planJsonSchema(), null, 2));
    return 0;
  },
};
