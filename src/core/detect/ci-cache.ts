// No cache is saved from a task job. The agent's code wrote that work tree and ran the gates
// there, so a cache saved from it could poison every later job that restores it (a build
// cache, a dependency store, a toolchain binary). Each transplanted setup action is made
// restore-only or cache-free here, or left out when its post step would act with the runner's
// rights on what the agent changed; restoring what the repository's own CI saved is kept.
import type { Json } from './ci-expr.js';

export interface TaskJobAction {
  action: string;
  ref: string;
  withs: Record<string, Json>;
  /** What was changed and why, for init to say. */
  note?: string;
  /** The action is not put in the task job at all. */
  leftOut?: boolean;
}

const major = (ref: string) => Number.parseInt(/^v?(\d+)/.exec(ref)?.[1] ?? '', 10);

const WHY = 'a task job never saves a cache: the agent wrote its work tree';

/** A setup action being made safe: the input copy `w`, and how to drop inputs and answer. */
interface Edit {
  action: string;
  ref: string;
  /** The inputs as the CI wrote them. */
  withs: Record<string, Json>;
  /** The inputs the task job gets. */
  w: Record<string, Json>;
  /** Drops inputs; the ones that were set. */
  drop: (...keys: string[]) => string[];
  /** The action as the task job runs it, with what was changed and why. */
  out: (note?: string, a?: string, r?: string) => TaskJobAction;
}

/** The action as the task job may run it. */
export function cacheInTaskJob(action: string, ref: string, withs: Record<string, Json>): TaskJobAction {
  const w = { ...withs };
  const e: Edit = {
    action,
    ref,
    withs,
    w,
    drop: (...keys) => {
      const had = keys.filter((k) => w[k] !== undefined && w[k] !== false && w[k] !== 'false');
      for (const k of keys) delete w[k];
      return had;
    },
    out: (note, a = action, r = ref) => ({ action: a, ref: r, withs: w, ...(note ? { note } : {}) }),
  };
  return cacheAction(e) ?? setupAction(e) ?? otherAction(e);
}

/** The cache actions Ralph knows: made restore-only, or left out. */
function cacheAction({ action, ref, withs, w, out }: Edit): TaskJobAction | undefined {
  switch (action.toLowerCase()) {
    case 'swatinem/rust-cache': {
      w['save-if'] = 'false';
      // actionlint's input list for the moving @v2 tag predates save-if (v2.3): a release
      // that has it, by name, so the written workflow passes actionlint.
      const pinned = /^v[12]$/.test(ref) ? 'v2.7.8' : ref;
      return out(
        `Swatinem/rust-cache restores only (save-if: false${pinned !== ref ? `; @${ref} written as @${pinned}, a release with save-if` : ''}): ${WHY}`,
        action,
        pinned,
      );
    }
    case 'actions/cache':
    case 'actions/cache/restore': {
      // Both inputs are required: without one (its value known only during the run) the
      // action fails, so the step is left out.
      const missing = ['path', 'key'].filter((k) => w[k] === undefined);
      if (missing.length > 0)
        return {
          ...out(`${action} left out: its ${missing.join(' and ')} (required) is not known before the run`),
          leftOut: true,
        };
      if (action.toLowerCase() === 'actions/cache/restore') return out();
      for (const k of Object.keys(w))
        if (
          ![
            'path',
            'key',
            'restore-keys',
            'enableCrossOsArchive',
            'fail-on-cache-miss',
            'lookup-only',
          ].includes(k)
        )
          delete w[k];
      return out(
        `actions/cache becomes actions/cache/restore (it restores, never saves): ${WHY}`,
        'actions/cache/restore',
      );
    }
    case 'actions/cache/save':
      return { ...out(`actions/cache/save left out: ${WHY}`), leftOut: true };
    case 'taiki-e/cache-cargo-install-action':
      return {
        action: 'taiki-e/install-action',
        ref: 'v2',
        withs: { tool: String(withs.tool ?? '') },
        note: `taiki-e/cache-cargo-install-action becomes taiki-e/install-action@v2 (the same tool, no cache saved): ${WHY}`,
      };
  }
  return undefined;
}

/** The setup actions Ralph knows that cache by themselves: their cache turned off. */
function setupAction({ action, ref, withs, w, drop, out }: Edit): TaskJobAction | undefined {
  switch (action.toLowerCase()) {
    case 'actions/setup-node': {
      const had = drop('cache', 'cache-dependency-path');
      // From v5 setup-node caches by itself when package.json names its package manager.
      if (major(ref) >= 5) w['package-manager-cache'] = 'false';
      return out(
        had.length > 0 || major(ref) >= 5
          ? `actions/setup-node without its cache (${major(ref) >= 5 ? 'package-manager-cache: false' : `cache: ${String(withs.cache)} dropped`}): it cannot restore without saving, and ${WHY}`
          : undefined,
      );
    }
    case 'actions/setup-python':
    case 'actions/setup-java':
    case 'actions/setup-dotnet':
    case 'denoland/setup-deno': {
      const had = drop('cache', 'cache-dependency-path', 'cache-hash');
      return out(
        had.length > 0
          ? `${action} without its cache (${had.join(', ')} dropped): it cannot restore without saving, and ${WHY}`
          : undefined,
      );
    }
    case 'actions/setup-go': {
      drop('cache-dependency-path');
      // From v4 setup-go caches unless told not to.
      if (major(ref) >= 4 || withs.cache === true || withs.cache === 'true') {
        w.cache = 'false';
        return out(`actions/setup-go with cache: false: it cannot restore without saving, and ${WHY}`);
      }
      return out();
    }
    case 'astral-sh/setup-uv':
      drop('cache-dependency-glob', 'cache-suffix', 'cache-local-path', 'prune-cache', 'save-cache');
      w['enable-cache'] = 'false';
      return out(`astral-sh/setup-uv with enable-cache: false: ${WHY}`);
    case 'oven-sh/setup-bun':
      w['no-cache'] = 'true';
      return out(`oven-sh/setup-bun with no-cache: true (it would save the bun it installed): ${WHY}`);
    case 'gradle/actions/setup-gradle':
    case 'gradle/gradle-build-action':
      w['cache-read-only'] = 'true';
      return out(`${action} with cache-read-only: true: ${WHY}`);
    case 'ruby/setup-ruby':
      if (w['bundler-cache'] === true || w['bundler-cache'] === 'true') {
        w['bundler-cache'] = 'false';
        return out(
          `ruby/setup-ruby with bundler-cache: false (it installs and saves the gems): ${WHY}; no later step has the gems then (the agent user's home, where \`bundle install\` puts them, is emptied before each step), so a gate that needs them runs \`bundle install\` itself`,
        );
      }
      return out();
    case 'pnpm/action-setup':
      // Its post step prunes pnpm's store: not the work tree, and nothing is uploaded.
      return out();
  }
  return undefined;
}

/** Any other action: without its cache input; left out when its name says it caches. */
function otherAction({ action, w, out }: Edit): TaskJobAction {
  // Any other setup action with a cache input saves that cache in its post step.
  if (w.cache !== undefined && w.cache !== false && w.cache !== 'false') {
    const had = String(w.cache);
    delete w.cache;
    return out(
      `${action} without its cache (cache: ${had} dropped): it saves it in its post step, and ${WHY}`,
    );
  }
  if (/cache/i.test(action))
    return {
      ...out(
        `${action} left out: it saves a cache from the job (its post step, or during the build), and ${WHY}`,
      ),
      leftOut: true,
    };
  return out();
}
