// The sandbox identity provider page a person is sent to (`redirectUrl`): the attempt's facts, then each decision as
// a card of its own (a heading, what it does, a form), in the sandbox pages' frame. No script, so it works everywhere
// and tests can read it as text.
import { RejectReason } from '#contract/trade/enums';
import type { AttemptRow } from './attempts-store';
import { isUnderManualReview } from './identification';
import { escapeHtml, facts, notice, sandboxPage, submitButton } from './sandbox-page';

const finalReasons = RejectReason.options.filter((reason) => reason !== 'MANUAL_REVIEW');

/** A reason select with its own label: each select of a page has a distinct `id` and label text. */
function reasonSelect(id: string, label: string, defaultReason: string): string {
  const options = finalReasons
    .map((r) => `<option value="${escapeHtml(r)}"${r === defaultReason ? ' selected' : ''}>${escapeHtml(r)}</option>`)
    .join('');
  return `<div class="field"><label for="${id}">${escapeHtml(label)}</label>
<select id="${id}" name="rejectReason">${options}</select></div>`;
}

interface Decision {
  heading: string;
  explanation: string;
  decision: 'approve' | 'reject' | 'manual_review' | 'fail';
  /** The button's text, which is its name: e2e tests and people click it by that name. */
  button: string;
  variant: 'primary' | 'secondary';
  reason?: { id: string; label: string; default: RejectReason };
  /** Asks the name the document shows (approving reads it off the ID), prefilled and editable. */
  askName?: true;
}

/** What the name field holds at first: the trader's name when the service knows it, else a sandbox stand-in. */
export const SANDBOX_NAME_ON_ID = 'Sandbox Tester';

function decisionCard(action: string, d: Decision, nameOnId: string): string {
  const reason = d.reason ? `\n${reasonSelect(d.reason.id, d.reason.label, d.reason.default)}` : '';
  const name = d.askName
    ? `\n<div class="field"><label for="name-on-id">Name on the ID</label>
<input id="name-on-id" name="name" required maxlength="100" autocomplete="off" value="${escapeHtml(nameOnId)}"></div>`
    : '';
  return `<section class="card">
<h2>${escapeHtml(d.heading)}</h2>
<p>${escapeHtml(d.explanation)}</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="decision" value="${d.decision}">${reason}${name}
${submitButton(d.button, d.variant)}
</form>
</section>`;
}

const rejectReason = { id: 'reject-reason', label: 'Reason for rejecting', default: 'DENIED' } as const;

const pendingDecisions: readonly Decision[] = [
  {
    heading: 'Approve',
    explanation: 'The ID matches the person: the identification is approved, and the name on it becomes theirs.',
    decision: 'approve',
    button: 'Approve: my ID matches',
    variant: 'primary',
    askName: true,
  },
  {
    heading: 'Reject',
    explanation: 'The identification is rejected with this reason; some reasons let the person try again.',
    decision: 'reject',
    button: 'Reject',
    variant: 'secondary',
    reason: rejectReason,
  },
  {
    heading: 'Manual review',
    explanation: 'The person is done here; the compliance team decides later (on this page, in the sandbox).',
    decision: 'manual_review',
    button: 'Send to manual review',
    variant: 'secondary',
  },
  {
    heading: 'The person cannot finish',
    explanation: 'The person leaves without finishing: the identification fails with this reason.',
    decision: 'fail',
    button: 'I cannot finish (fail)',
    variant: 'secondary',
    reason: { id: 'fail-reason', label: 'Reason the person could not finish', default: 'NO_ID_UPLOADED' },
  },
];

const reviewDecisions: readonly Decision[] = [
  {
    heading: 'Compliance approves',
    explanation: 'The review finds the identity verified: the trader is emailed and the partner notified.',
    decision: 'approve',
    button: 'Compliance: approve',
    variant: 'primary',
  },
  {
    heading: 'Compliance rejects',
    explanation:
      'The review rejects the identification with this reason: the trader is emailed and the partner notified.',
    decision: 'reject',
    button: 'Compliance: reject',
    variant: 'secondary',
    reason: rejectReason,
  },
];

const finalTone = { approved: 'success', rejected: 'error', expired: 'warning' } as const;

export function identityPage(attempt: AttemptRow, action: string, nameOnId = SANDBOX_NAME_ON_ID): string {
  const summary = facts([
    ['Attempt', attempt.id],
    ['State', attempt.state],
    ['Device', attempt.device_type],
  ]);
  let body: string;
  if (attempt.state === 'pending') {
    body = `<p>This is the sandbox identity provider. Choose what happens to this identification.</p>
${summary}
${pendingDecisions.map((d) => decisionCard(action, d, nameOnId)).join('\n')}`;
  } else if (isUnderManualReview({ state: attempt.state, rejectReason: attempt.reject_reason })) {
    body = `${notice('Submitted. The compliance team reviews it (1-3 days); in the sandbox you decide for them.', 'info')}
${summary}
${reviewDecisions.map((d) => decisionCard(action, d, nameOnId)).join('\n')}`;
  } else {
    const outcome = `This identification is ${attempt.state}${attempt.reject_reason ? ` (${attempt.reject_reason})` : ''}.`;
    const tone = attempt.state in finalTone ? finalTone[attempt.state as keyof typeof finalTone] : 'info';
    body = `${notice(`${outcome} Nothing more to do here.`, tone)}
${summary}`;
  }
  return sandboxPage('Sandbox identity provider', body);
}
