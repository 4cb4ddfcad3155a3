// What an agent and the gates may see of Ralph's environment (docs/ARCHITECTURE.md#trust: the agent is
// untrusted code; no GitHub or runner credential reaches it, and no model key: Ralph's key proxy
// adds that to the agent's model requests, adapters/key-proxy.ts).
import { MODEL_KEY_NAMES } from '../core/model-keys.js';

const MODEL_KEYS: ReadonlySet<string> = new Set(MODEL_KEY_NAMES);

/**
 * The environment of the agent and the gates: everything but credentials for GitHub and the
 * runner, the model keys (MODEL_KEY_NAMES) and the runner's command files, plus RALPH_SPEC_ID, RALPH_TASK_ID and RALPH_ATTEMPT for scripts that want them.
 */
export function agentEnv(
  env: NodeJS.ProcessEnv,
  task?: { spec: string; task: string; attempt: number },
): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(env)) {
    if (/^(INPUT_|ACTIONS_)/.test(k)) continue;
    if (/^(GITHUB_TOKEN|GH_TOKEN|GH_ENTERPRISE_TOKEN|GITHUB_ENTERPRISE_TOKEN)$/.test(k)) continue;
    if (MODEL_KEYS.has(k)) continue;
    // The runner's command files: writing them would set outputs, env or PATH of later steps.
    if (/^GITHUB_(ENV|PATH|OUTPUT|STATE|STEP_SUMMARY)$/.test(k)) continue;
    out[k] = v;
  }
  if (task) {
    out.RALPH_SPEC_ID = task.spec;
    out.RALPH_TASK_ID = task.task;
    out.RALPH_ATTEMPT = String(task.attempt);
  }
  return out;
}
