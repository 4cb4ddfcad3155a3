// Carrying a command out on the plan: `/ralph status`, `retry`, `skip` and `change`, and a
// review that requests changes, each applied on its spec's branch (one commit, pushed with a
// lease) and answered.
import { join } from 'node:path';
import * as core from '../../adapters/actions-core.js';
import {
  type ChangeReview,
  type IssueComment,
  reactToComment,
  type SpecPull,
} from '../../adapters/github.js';
import { liftHold, sayOnPull } from '../../adapters/hold-updates.js';
import { editPlanText, parsePlanText } from '../../adapters/plan-file.js';
import {
  commitTree,
  fetchBranches,
  pushLeased,
  REMOTE,
  remoteSha,
  TreeEditor,
} from '../../adapters/spec-branch.js';
import { RalphError } from '../../core/errors.js';
import {
  addFollowUp,
  applyTaskCommand,
  type ChangeRequest,
  type Command,
  CommandError,
  notHeardText,
  type Place,
  statusReplyText,
  USAGE,
} from '../../core/github-text/commands.js';
import type { Plan } from '../../core/plan/plan.js';
import { COMMENT_BYTES_SHOWN, findTask } from '../../core/prompt/prompt.js';
import { markdownTable, statusRows } from '../../core/report/report.js';
import { schedule } from '../../core/schedule/schedule.js';
import { canWrite } from './heard.js';
import { type Listener, planView } from './listener.js';
import { reply, TransientError } from './reply.js';

export async function handleComment(
  l: Listener,
  comment: IssueComment,
  place: Place,
  command: Command,
): Promise<string | undefined> {
  const source = `comment-${comment.id}`;
  const who = comment.author.login;
  if (!(await canWrite(l, who))) {
    await reply(l, comment.issueNumber, source, notHeardText(who));
    return `not heard (${who} has no write access)`;
  }
  await reactToComment(l.octokit, l.repo, comment.id, 'eyes');
  const answer = async (text: string) => {
    await reply(l, comment.issueNumber, source, text);
    return text;
  };
  if (!place.spec)
    return answer(
      "This is not an issue Ralph tracks (a spec's tracking issue or pull request), so the command does nothing here.",
    );
  if (Date.parse(comment.updatedAt) - Date.parse(comment.createdAt) > 1_000)
    return answer(
      'The command was edited after it was posted, so Ralph did nothing: post it again as a new comment.',
    );
  switch (command.kind) {
    case 'malformed':
      return answer(
        `Ralph did not understand: ${command.why}. The commands:\n\n${USAGE.map((u) => `- ${u}`).join('\n')}`,
      );
    case 'status': {
      const view = await planView(l);
      const s = schedule(view.plan, { branchPrefix: l.settings.branchPrefix });
      const rows = statusRows(view.plan, s, true);
      l.statusTable ??= markdownTable(rows);
      return answer(statusReplyText(rows, markdownTable, { runUrl: l.ctx.runUrl }));
    }
    case 'retry':
    case 'skip':
      return retryOrSkip(l, comment, { ...place, spec: place.spec }, command, answer);
    case 'change': {
      const req: ChangeRequest = {
        source,
        author: who,
        created: comment.createdAt,
        body: command.text,
        comments: [],
        url: comment.url,
      };
      return followUp(l, comment.issueNumber, place.spec, req, 'A');
    }
  }
}

/**
 * `/ralph retry <task>` or `/ralph skip <task>`, on the task's spec branch; `/ralph retry <spec>`
 * lifts the hold of a spec whose pull request was closed without merging.
 */
async function retryOrSkip(
  l: Listener,
  comment: IssueComment,
  place: Place & { spec: string },
  command: Extract<Command, { kind: 'retry' | 'skip' }>,
  answer: (text: string) => Promise<string>,
): Promise<string> {
  const who = comment.author.login;
  // The task's state lives on its spec's branch: find the spec from the whole plan.
  const view = await planView(l);
  const found = findTask(view.plan, command.task);
  // `/ralph retry <spec>`: a spec held because its pull request was closed goes on.
  const heldSpec = !found && view.plan.specs.find((s) => s.id === command.task);
  if (heldSpec && command.kind === 'retry') {
    const lifted = await liftHold(l.git, l.base, heldSpec.id, `/ralph retry by ${who}`);
    if (!lifted)
      return answer(
        `Nothing was done: spec \`${heldSpec.id}\` is not held (only a spec whose pull request was closed without merging is); to retry one of its tasks, name the task.`,
      );
    l.view = undefined;
    await sayOnPull(l.octokit, l.repo, lifted, {
      prefix: l.settings.branchPrefix,
      ralphLogin: l.settings.ralphLogin,
      log: core,
    });
    return answer(
      `Spec \`${heldSpec.id}\` is no longer held (pull request #${lifted.pull} was closed without merging): its work goes on from the next run, ${view.branches.has(heldSpec.id) ? `on \`${l.settings.branchPrefix}${heldSpec.id}\`, with a new pull request when it is finished` : `from the start, its branch having been deleted`}.`,
    );
  }
  const specId = found?.spec.id ?? place.spec;
  try {
    const r = await onSpecBranch(l, specId, `${command.kind} ${command.task}`, (plan) =>
      applyTaskCommand(plan, command, { author: who, created: comment.createdAt, place }),
    );
    const size = Buffer.byteLength(command.text.trim());
    const words = !command.text
      ? ''
      : size > COMMENT_BYTES_SHOWN
        ? `; your words are a comment on the task, and its next prompt shows their first ${COMMENT_BYTES_SHOWN.toLocaleString('en-US')} bytes of ${size.toLocaleString('en-US')} (the rest is cut: put what matters most first, or link a file)`
        : '; your words are a comment on the task, which its next prompt shows';
    return answer(
      `\`${r.task.id}\`: ${r.from} → ${r.to} on \`${l.settings.branchPrefix}${r.spec.id}\`${command.kind === 'retry' ? ', with a fresh retry budget' : ''}${words}.`,
    );
  } catch (err) {
    if (err instanceof CommandError) return answer(`Nothing was done: ${err.message}.`);
    throw err;
  }
}

export async function handleReview(
  l: Listener,
  pull: SpecPull,
  review: ChangeReview,
): Promise<string | undefined> {
  const source = `review-${review.id}`;
  const who = review.author.login;
  const spec = pull.head.slice(l.settings.branchPrefix.length);
  if (!(await canWrite(l, who))) {
    await reply(l, pull.number, source, notHeardText(who));
    return `not heard (${who} has no write access)`;
  }
  const req: ChangeRequest = {
    source,
    author: who,
    created: review.submittedAt,
    body: review.body,
    comments: review.comments,
    url: review.url,
  };
  return followUp(l, pull.number, spec, req, 'The review is a');
}

/**
 * A change request (a `/ralph change` comment or a review requesting changes) as a follow-up
 * task on its spec's branch, and the reply on `number` that says so, which `subject` begins.
 */
async function followUp(
  l: Listener,
  number: number,
  spec: string,
  req: ChangeRequest,
  subject: string,
): Promise<string> {
  const task = await onSpecBranch(l, spec, `follow-up of ${req.source}`, (plan) =>
    addFollowUp(plan, spec, req),
  );
  const n = req.comments.length;
  const text = task
    ? `${subject} follow-up task of spec \`${spec}\`: \`${task.id}\`${n === 1 ? ', with its inline comment and the file it is on' : n > 1 ? `, with its ${n} inline comments and the files they are on` : ''}. It runs through the same gates; then this pull request is one commit again.`
    : 'Its follow-up task is in the plan already.';
  await reply(l, number, req.source, text);
  return text;
}

/**
 * Changes the plan on the spec's branch (as the remote has it) and pushes one commit with a
 * lease; `change` throws CommandError for a command that does nothing.
 */
async function onSpecBranch<T>(
  l: Listener,
  specId: string,
  what: string,
  change: (plan: Plan) => T,
): Promise<T> {
  const branch = `${l.settings.branchPrefix}${specId}`;
  for (let round = 1; ; round++) {
    const tip = await remoteSha(l.git, branch);
    if (!tip) throw new CommandError(`spec \`${specId}\` has no branch yet: it has not run`);
    const text = await l.git.show(tip, l.settings.plan.file);
    if (text === undefined) throw new RalphError(`${branch} has no ${l.settings.plan.file}.`);
    const plan = parsePlanText(text, `${branch}:${l.settings.plan.file}`).plan;
    const result = change(plan);
    if (result === undefined) return result;
    const editor = new TreeEditor(l.git, join(l.scratch, 'index'));
    await editor.read(tip);
    await editor.put(l.settings.plan.file, editPlanText(text, plan, `${branch}:${l.settings.plan.file}`));
    const commit = await commitTree(
      l.git,
      await editor.write(),
      [tip],
      `ralph(${specId}): ${what}\n\nRalph-Spec: ${specId}\n`,
    );
    if (await pushLeased(l.git, branch, commit, tip)) {
      l.view = undefined;
      return result;
    }
    if (round >= 3)
      throw new TransientError(`${branch} kept moving while Ralph pushed; the next run tries again`);
    await fetchBranches(l.git, [`+refs/heads/${branch}:refs/remotes/${REMOTE}/${branch}`]);
  }
}
