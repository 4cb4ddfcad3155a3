import * as core from '../adapters/actions-core.js';
import {
  collaboratorCanWrite,
  dispatchWorkflow,
  postComment,
  type Repo,
  reactToComment,
} from '../adapters/github.js';
import { githubSession } from '../adapters/github-session.js';
import { RalphError } from '../core/errors.js';
import { notHeardText, parseCommand, replyBody } from '../core/github-text/commands.js';
import type { Inputs } from './inputs.js';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (typeof v === 'object' && v !== null ? (v as Json) : {});
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const isBot = (user: Json) => user.type === 'Bot' || /\[bot\]$/.test(str(user.login));

/** The listen step's settings, from its inputs alone. */
export interface ListenSettings {
  command: string;
  workspace: string;
  token: string;
  /** The workflow file to wake (default: this run's). */
  workflow?: string;
  /** The branch the next run starts on (default: the repository's default branch). */
  baseBranch?: string;
  branchPrefix: string;
}

export function listenSettings(inputs: Inputs): ListenSettings {
  return {
    command: inputs.command,
    workspace: inputs.workspace(),
    token: inputs.raw('github-token'),
    workflow: inputs.text('workflow'),
    baseBranch: inputs.text('base-branch'),
    branchPrefix: inputs.branchPrefix(),
  };
}

/**
 * `command: listen`, the short job an `issue_comment`, `pull_request_review` or `pull_request`
 * event starts (docs/ARCHITECTURE.md#listening). No agent runs and nothing of the plan changes here: it hears
 * only people with write access (bots never, Ralph included, so nothing loops), answers anyone
 * else once, acknowledges a command at once (👀), and wakes the next run, whose first job reads
 * every command it has not answered from GitHub and handles it. A merged spec pull request wakes
 * the next run too, so the tasks that depend on it start then.
 */
export async function listenStep(inputs: Inputs): Promise<void> {
  const settings = listenSettings(inputs);
  const { ctx, repo, octokit } = githubSession({ ...settings, log: (m) => core.info(m) });
  const event = ctx.event;
  const defaultBranch = str(obj(event.repository).default_branch) || 'main';
  const wake = async (why: string) => {
    const workflow = settings.workflow ?? ctx.workflowFile;
    if (!workflow)
      throw new RalphError(
        "This run's workflow file is unknown; set the 'workflow' input to wake the next run.",
      );
    await dispatchWorkflow(octokit, repo, workflow, settings.baseBranch ?? defaultBranch);
    core.info(`Woke the next run of ${workflow} on ${settings.baseBranch ?? defaultBranch}: ${why}.`);
    core.setOutput('woke', 'true');
  };
  const heard = async (user: Json): Promise<boolean> => {
    if (isBot(user)) {
      core.info(`${str(user.login)} is a bot: not heard.`);
      return false;
    }
    return collaboratorCanWrite(octokit, repo, str(user.login));
  };
  core.setOutput('woke', 'false');

  switch (ctx.eventName) {
    case 'issue_comment': {
      const comment = obj(event.comment);
      const issue = obj(event.issue);
      if (event.action !== 'created') return core.info(`A comment ${str(event.action)}: nothing to do.`);
      const place = issue.pull_request ? ({ kind: 'pull', spec: '' } as const) : ({ kind: 'issue' } as const);
      if (!parseCommand(str(comment.body), place)) return core.info('Not a /ralph command.');
      const user = obj(comment.user);
      if (isBot(user)) return core.info(`${str(user.login)} is a bot: not heard.`);
      if (!(await heard(user))) {
        await postComment(
          octokit,
          repo,
          Number(issue.number),
          replyBody(`comment-${Number(comment.id)}`, notHeardText(str(user.login)), ctx.runUrl),
        );
        return core.notice(`${str(user.login)} has no write access: answered, nothing done.`);
      }
      await reactToComment(octokit, repo, Number(comment.id), 'eyes');
      return wake(`a command from ${str(user.login)} on #${Number(issue.number)}`);
    }
    case 'pull_request_review': {
      const review = obj(event.review);
      const pull = obj(event.pull_request);
      const head = obj(pull.head);
      if (str(review.state).toLowerCase() !== 'changes_requested')
        return core.info(`A review that ${str(review.state)}: nothing to do.`);
      if (!isSpecPull(pull, settings.branchPrefix, repo)) return core.info('Not a spec pull request.');
      const user = obj(review.user);
      if (isBot(user)) return core.info(`${str(user.login)} is a bot: not heard.`);
      if (!(await heard(user))) {
        await postComment(
          octokit,
          repo,
          Number(pull.number),
          replyBody(`review-${Number(review.id)}`, notHeardText(str(user.login)), ctx.runUrl),
        );
        return core.notice(`${str(user.login)} has no write access: answered, nothing done.`);
      }
      return wake(`a review requesting changes on ${str(head.ref)}`);
    }
    case 'pull_request': {
      const pull = obj(event.pull_request);
      if (!isSpecPull(pull, settings.branchPrefix, repo)) return core.info('Not a spec pull request.');
      // Reopened (GitHub lets only someone with write access, or its author, reopen one): the
      // hold its close put on the spec is lifted by the next run's commands job, which finds it
      // open, whoever reopened it; this only wakes that run now rather than at the next cron.
      if (event.action === 'reopened') return wake(`${str(obj(pull.head).ref)} was reopened`);
      if (event.action !== 'closed' || pull.merged !== true)
        return core.info('Not a merged or reopened spec pull request: nothing to do.');
      return wake(`${str(obj(pull.head).ref)} was merged`);
    }
    default:
      core.info(`Ralph does not listen to ${ctx.eventName ?? 'this event'}.`);
  }
}

function isSpecPull(pull: Json, prefix: string, repo: Repo): boolean {
  const head = obj(pull.head);
  return str(head.ref).startsWith(prefix) && str(obj(head.repo).full_name) === `${repo.owner}/${repo.repo}`;
}
