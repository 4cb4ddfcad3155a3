// Generated from PlanSchema (plan.ts) by `npx tsx scripts/gen-plan-shape.ts`: do not edit by hand.
// The plan's shape as data, so that checking a plan needs no zod at run time (see shape.ts).
// PART_n: a part of the schema found at several places, written once.
import type { Shape } from './shape.js';

const PART_1: Shape = {
  type: 'optional',
  inner: { type: 'array', element: { type: 'string' } },
  description:
    "Options added to the agent CLI's command line, such as codex `-c model_provider=...` overrides. They go to whichever CLI runs, so keep them matching provider.",
};

const PART_2: Shape = {
  type: 'union',
  options: [
    { type: 'number', checks: [{ check: 'greater_than', value: 0, inclusive: false }] },
    { type: 'string', checks: [{ check: 'regex', pattern: '^\\d+(\\.\\d+)?\\s*(ms|s|m|h)$', flags: '' }] },
  ],
  description: 'A number of seconds, or a string with a unit: "90s", "15m", "1h".',
};

const PART_3: Shape = { type: 'optional', inner: PART_2 };

const PART_4: Shape = {
  type: 'optional',
  inner: { type: 'record', value: { type: 'string' } },
  description:
    "Environment variables for the agent CLI, such as ANTHROPIC_BASE_URL for a gateway (Ralph's key proxy forwards there, adding the key). Never secrets (ralph validate refuses names like *_API_KEY and *_TOKEN): the plan is committed; the agent gets the environment Ralph runs in, without the model keys and GitHub's credentials, and these on top.",
};

const PART_5: Shape = {
  type: 'object',
  fields: {
    provider: {
      type: 'optional',
      inner: { type: 'string' },
      description: 'claude, codex, gemini, opencode or command.',
    },
    command: {
      type: 'optional',
      inner: { type: 'string' },
      description: 'For provider "command": the command line; the prompt goes to stdin.',
    },
    model: { type: 'optional', inner: { type: 'string' } },
    maxTurns: {
      type: 'optional',
      inner: {
        type: 'number',
        checks: [{ check: 'safeint' }, { check: 'greater_than', value: 0, inclusive: false }],
      },
    },
    timeout: PART_3,
    maxCostUsd: {
      type: 'optional',
      inner: { type: 'number', checks: [{ check: 'greater_than', value: 0, inclusive: false }] },
      description: "Every task's cost budget in USD, unless the task has its own maxCostUsd.",
    },
    args: PART_1,
    env: PART_4,
  },
  description:
    "Overrides the plan's agent for what this level covers, field by field; the most specific level wins: task, then discipline, then tier, then the plan's agent.",
};

const PART_6: Shape = { type: 'optional', inner: PART_5 };

export const PLAN_SHAPE: Shape = {
  type: 'object',
  fields: {
    $schema: { type: 'optional', inner: { type: 'string' } },
    version: {
      type: 'optional',
      inner: { type: 'union', options: [{ type: 'number' }, { type: 'string' }] },
    },
    updatedAt: { type: 'optional', inner: { type: 'string' } },
    updatedBy: { type: 'optional', inner: { type: 'string' } },
    gates: {
      type: 'optional',
      inner: {
        type: 'array',
        element: {
          type: 'object',
          fields: {
            name: { type: 'string', checks: [{ check: 'min_length', minimum: 1 }] },
            command: { type: 'string', checks: [{ check: 'min_length', minimum: 1 }] },
            required: {
              type: 'optional',
              inner: { type: 'boolean' },
              description: 'Defaults to true: a failing required gate fails the attempt.',
            },
            timeout: PART_3,
            baseline: {
              type: 'optional',
              inner: { type: 'enum', values: ['must-pass', 'no-new-failures'] },
              description:
                'How the gate is judged against its run on the untouched tree before the first agent. "must-pass" (default): it must pass there, else Ralph stops with a setup problem. "no-new-failures": a known-red gate; an attempt passes it when it fails no worse than the untouched tree (same exit code, no failure line that was not there).',
            },
            source: {
              type: 'optional',
              inner: { type: 'string' },
              description:
                'Where `ralph init` found this gate (a CI workflow, job and matrix leg, a package.json script, a build file); `ralph init --check` compares the command of a gate that has one with what it finds there now.',
            },
            workingDirectory: {
              type: 'optional',
              inner: {
                type: 'string',
                checks: [{ check: 'regex', pattern: '^(?!\\/)(?!(.*\\/)?\\.\\.(\\/|$)).+$', flags: '' }],
              },
              description:
                "The directory the command runs in, relative to the repository root, never outside it (a CI step's `working-directory`).",
            },
            shell: {
              type: 'optional',
              inner: {
                type: 'string',
                checks: [
                  {
                    check: 'regex',
                    pattern: '^(bash|sh|python)$|^(bash|sh|python3?)( -[\\w-]+)* \\{0\\}$',
                    flags: '',
                  },
                ],
              },
              description:
                'The shell, as a CI step\'s `shell:`: bash (`bash --noprofile --norc -eo pipefail`), sh (`sh -e`), python, or a template such as "bash -e {0}" (GitHub\'s default for a step without one). Without it the command runs with `/bin/sh -c`.',
            },
            env: {
              type: 'optional',
              inner: { type: 'record', value: { type: 'string' } },
              description:
                "Environment variables the command runs with (a CI step's `env:`, with its job's and workflow's).",
            },
          },
        },
      },
    },
    agent: {
      type: 'optional',
      inner: {
        type: 'object',
        fields: {
          provider: {
            type: 'optional',
            inner: { type: 'string' },
            description: 'claude, codex, gemini, opencode or command.',
          },
          command: {
            type: 'optional',
            inner: { type: 'string' },
            description: 'For provider "command": the command line; the prompt goes to stdin.',
          },
          model: { type: 'optional', inner: { type: 'string' } },
          maxTurns: {
            type: 'optional',
            inner: {
              type: 'number',
              checks: [{ check: 'safeint' }, { check: 'greater_than', value: 0, inclusive: false }],
            },
          },
          timeout: PART_3,
          maxCostUsd: {
            type: 'optional',
            inner: { type: 'number', checks: [{ check: 'greater_than', value: 0, inclusive: false }] },
            description: "Every task's cost budget in USD, unless the task has its own maxCostUsd.",
          },
          args: PART_1,
          env: PART_4,
          maxAttempts: {
            type: 'optional',
            inner: {
              type: 'number',
              checks: [{ check: 'safeint' }, { check: 'greater_than', value: 0, inclusive: false }],
            },
          },
          retry: {
            type: 'optional',
            inner: { type: 'enum', values: ['continue', 'fresh'] },
            description:
              'Where a retry starts. "continue" (default): from the failed attempt\'s work, in the work tree, with what failed in its prompt. "fresh": from the task\'s start commit, the failed work thrown away (`ralph build --fresh-retry` for one build).',
          },
          tiers: {
            type: 'optional',
            inner: { type: 'object', fields: { light: PART_6, standard: PART_6, heavy: PART_6 } },
            description:
              "An agent override per complexity tier (light, standard, heavy): a cheap model for light tasks, a strong one for heavy ones. A discipline's or a task's own agent wins over it.",
          },
          escalate: {
            type: 'optional',
            inner: PART_5,
            description:
              'Opt-in: the agent for the retries after a failed attempt (a cheap model first, a strong one when the gates say no), over whatever the levels resolve to. Each attempt records the provider and model it ran with.',
          },
        },
      },
    },
    budget: {
      type: 'optional',
      inner: {
        type: 'object',
        fields: {
          maxCostUsd: {
            type: 'optional',
            inner: { type: 'number', checks: [{ check: 'greater_than', value: 0, inclusive: false }] },
            description:
              'Once the cost recorded in the plan reaches this many USD, no task starts (ralph build --max-cost overrides it).',
          },
        },
      },
    },
    network: {
      type: 'optional',
      inner: {
        type: 'union',
        options: [
          { type: 'enum', values: ['open'] },
          {
            type: 'object',
            fields: {
              allowed: {
                type: 'array',
                element: { type: 'string' },
                description:
                  'Hosts and sets the egress proxy lets the agent, setup and gates reach, added to the defaults (defaults, github, the model API, the registries of the ecosystems found): a set (node, python, rust, go, java, ruby, dotnet, ...), a host (registry.example.com: CONNECT to 443), *.example.com, example.com:8443, or http://example.com for plain HTTP.',
              },
            },
          },
        ],
        description:
          'The network of the sandboxed agent, setup and gates: "open" for the runner\'s own network (no proxy), else { "allowed": [...] }.',
      },
    },
    disciplines: {
      type: 'optional',
      inner: {
        type: 'array',
        element: {
          type: 'object',
          fields: {
            name: { type: 'string', checks: [{ check: 'min_length', minimum: 1 }] },
            systemPrompt: { type: 'optional', inner: { type: 'string' } },
            skills: { type: 'optional', inner: { type: 'array', element: { type: 'string' } } },
            conventions: {
              type: 'optional',
              inner: {
                type: 'union',
                options: [{ type: 'string' }, { type: 'array', element: { type: 'string' } }],
                description: 'A string, or a list of lines.',
              },
            },
            mcpServers: {
              type: 'optional',
              inner: {
                type: 'array',
                element: {
                  type: 'object',
                  fields: {
                    name: { type: 'string', checks: [{ check: 'min_length', minimum: 1 }] },
                    command: { type: 'optional', inner: { type: 'string' } },
                    args: { type: 'optional', inner: { type: 'array', element: { type: 'string' } } },
                    env: { type: 'optional', inner: { type: 'record', value: { type: 'string' } } },
                    url: { type: 'optional', inner: { type: 'string' } },
                    type: {
                      type: 'optional',
                      inner: { type: 'enum', values: ['http', 'sse'] },
                      description:
                        'For a server given by url: its transport, "http" (streamable HTTP, the default) or "sse".',
                    },
                  },
                },
              },
            },
            agent: {
              type: 'optional',
              inner: PART_5,
              description:
                "The agent for this discipline's tasks, over the plan's agent and the tier's; a task's own agent wins.",
            },
          },
        },
      },
    },
    features: {
      type: 'optional',
      inner: {
        type: 'array',
        element: {
          type: 'object',
          fields: {
            name: { type: 'string', checks: [{ check: 'min_length', minimum: 1 }] },
            description: { type: 'optional', inner: { type: 'string' } },
            knowledgePaths: { type: 'optional', inner: { type: 'array', element: { type: 'string' } } },
            contextFiles: { type: 'optional', inner: { type: 'array', element: { type: 'string' } } },
          },
        },
      },
    },
    specs: {
      type: 'array',
      element: {
        type: 'object',
        fields: {
          id: {
            type: 'string',
            checks: [{ check: 'min_length', minimum: 1 }],
            description: 'Used in branch names (ralph/<id>): letters, digits, ".", "_", "-".',
          },
          file: {
            type: 'optional',
            inner: { type: 'string' },
            description: 'The markdown spec this entry was planned from.',
          },
          name: { type: 'optional', inner: { type: 'string' } },
          priority: { type: 'optional', inner: { type: 'number' }, description: 'Lower runs first.' },
          status: {
            type: 'optional',
            inner: {
              type: 'enum',
              values: ['pending', 'in_progress', 'completed', 'blocked', 'failed', 'skipped', 'held'],
            },
            description:
              '"held": nothing of the spec runs and no pull request is opened for it (see heldReason); a person lifts it by reopening the pull request or with `/ralph retry <spec>`.',
          },
          heldReason: {
            type: 'optional',
            inner: { type: 'string' },
            description:
              'Why the spec is held: the link of its pull request that was closed without merging.',
          },
          context: { type: 'optional', inner: { type: 'string' } },
          acceptanceCriteria: { type: 'optional', inner: { type: 'array', element: { type: 'string' } } },
          issue: {
            type: 'optional',
            inner: {
              type: 'number',
              checks: [{ check: 'safeint' }, { check: 'greater_than', value: 0, inclusive: false }],
            },
            description: 'Tracking issue number for blocked-task comments.',
          },
          tasks: {
            type: 'array',
            element: {
              type: 'object',
              fields: {
                id: { type: 'string', checks: [{ check: 'min_length', minimum: 1 }] },
                title: { type: 'optional', inner: { type: 'string' } },
                description: { type: 'string' },
                status: {
                  type: 'enum',
                  values: ['pending', 'in_progress', 'completed', 'blocked', 'failed', 'skipped'],
                },
                acceptanceCriteria: {
                  type: 'optional',
                  inner: { type: 'array', element: { type: 'string' } },
                },
                dependsOn: {
                  type: 'optional',
                  inner: { type: 'array', element: { type: 'string' } },
                  description: 'Ids of tasks (in any spec) that must be completed first.',
                },
                discipline: {
                  type: 'optional',
                  inner: { type: 'string' },
                  description: 'Name of an entry in the top-level disciplines[].',
                },
                feature: {
                  type: 'optional',
                  inner: { type: 'string' },
                  description: 'Name of an entry in the top-level features[].',
                },
                contextFiles: {
                  type: 'optional',
                  inner: { type: 'array', element: { type: 'string' } },
                  description: 'Repository paths whose contents go into the prompt.',
                },
                outputArtifacts: {
                  type: 'optional',
                  inner: { type: 'array', element: { type: 'string' } },
                  description: 'Repository paths the task must produce.',
                },
                hints: {
                  type: 'optional',
                  inner: {
                    type: 'union',
                    options: [{ type: 'string' }, { type: 'array', element: { type: 'string' } }],
                    description: 'A string, or a list of lines.',
                  },
                },
                complexity: {
                  type: 'optional',
                  inner: { type: 'enum', values: ['light', 'standard', 'heavy'] },
                },
                estimatedTurns: {
                  type: 'optional',
                  inner: {
                    type: 'number',
                    checks: [{ check: 'safeint' }, { check: 'greater_than', value: 0, inclusive: false }],
                  },
                },
                agent: {
                  type: 'optional',
                  inner: PART_5,
                  description:
                    "The agent for this task, over its discipline's, its tier's and the plan's, field by field.",
                },
                maxCostUsd: {
                  type: 'optional',
                  inner: { type: 'number', checks: [{ check: 'greater_than', value: 0, inclusive: false }] },
                  description:
                    'The most this task may cost in USD over its attempts (since it was last reset); overrides agent.maxCostUsd. Passed to an agent CLI that takes a budget, checked after every attempt: a task that reaches it is blocked.',
                },
                provenance: {
                  type: 'optional',
                  inner: { type: 'enum', values: ['agent', 'human', 'system'] },
                },
                comments: {
                  type: 'optional',
                  inner: {
                    type: 'array',
                    element: {
                      type: 'object',
                      fields: {
                        author: { type: 'string' },
                        body: { type: 'string' },
                        created: {
                          type: 'optional',
                          inner: { type: 'string' },
                          description: 'ISO 8601 time the comment was made.',
                        },
                      },
                    },
                  },
                },
                attempts: {
                  type: 'optional',
                  inner: {
                    type: 'array',
                    element: {
                      type: 'object',
                      fields: {
                        number: {
                          type: 'number',
                          checks: [
                            { check: 'safeint' },
                            { check: 'greater_than', value: 0, inclusive: false },
                          ],
                        },
                        startedAt: { type: 'optional', inner: { type: 'string' } },
                        finishedAt: { type: 'optional', inner: { type: 'string' } },
                        outcome: {
                          type: 'optional',
                          inner: {
                            type: 'enum',
                            values: [
                              'passed',
                              'gate_failed',
                              'rejected',
                              'blocked',
                              'no_marker',
                              'timeout',
                              'crashed',
                              'rate_limited',
                              'interrupted',
                            ],
                          },
                        },
                        gate: {
                          type: 'optional',
                          inner: { type: 'string' },
                          description: 'The gate that failed, when one did.',
                        },
                        summary: {
                          type: 'optional',
                          inner: { type: 'string' },
                          description: 'A short account of what went wrong: gate output tail, reason.',
                        },
                        runUrl: { type: 'optional', inner: { type: 'string' } },
                        artifact: {
                          type: 'optional',
                          inner: { type: 'string' },
                          description: 'Name of the job artifact holding the full retry context.',
                        },
                        turns: {
                          type: 'optional',
                          inner: { type: 'number' },
                          description: 'Model round trips, as the agent CLI reported them.',
                        },
                        inputTokens: {
                          type: 'optional',
                          inner: { type: 'number' },
                          description:
                            'Every input token the model read, cached or not, as the agent CLI reported them.',
                        },
                        outputTokens: {
                          type: 'optional',
                          inner: { type: 'number' },
                          description: 'Output tokens, as the agent CLI reported them.',
                        },
                        costUsd: {
                          type: 'optional',
                          inner: { type: 'number' },
                          description: 'What the attempt cost in USD, as the agent CLI reported it.',
                        },
                        durationMs: { type: 'optional', inner: { type: 'number' } },
                        provider: {
                          type: 'optional',
                          inner: { type: 'string' },
                          description: 'The agent provider that ran the attempt (claude, codex, ...).',
                        },
                        model: {
                          type: 'optional',
                          inner: { type: 'string' },
                          description:
                            "The model the attempt asked for, when one was set (else the CLI's default).",
                        },
                        promptBytes: {
                          type: 'optional',
                          inner: { type: 'number' },
                          description: 'The size of the prompt the agent got, in bytes.',
                        },
                      },
                    },
                  },
                },
                retryBudgetFrom: {
                  type: 'optional',
                  inner: {
                    type: 'number',
                    checks: [{ check: 'safeint' }, { check: 'greater_than', value: 0, inclusive: true }],
                  },
                  description:
                    'Attempts numbered up to this one do not count against the retry budget (a person reset the task).',
                },
                startedAt: { type: 'optional', inner: { type: 'string' } },
                blockedReason: { type: 'optional', inner: { type: 'string' } },
                completedAt: { type: 'optional', inner: { type: 'string' } },
                durationMs: { type: 'optional', inner: { type: 'number' } },
                commit: { type: 'optional', inner: { type: 'string' } },
              },
            },
          },
        },
      },
    },
  },
};
