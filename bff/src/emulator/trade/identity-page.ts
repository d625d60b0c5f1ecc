// The sandbox identity provider page a person is sent to (`redirectUrl`): plain server-rendered HTML with a form
// per decision, every value escaped. No script, so it works everywhere and tests can read it as text.
import { RejectReason } from '#contract/trade/enums';
import type { AttemptRow } from './attempts-store';
import { isUnderManualReview } from './identification';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const finalReasons = RejectReason.options.filter((reason) => reason !== 'MANUAL_REVIEW');

function reasonSelect(defaultReason: string): string {
  const options = finalReasons
    .map((r) => `<option value="${escapeHtml(r)}"${r === defaultReason ? ' selected' : ''}>${escapeHtml(r)}</option>`)
    .join('');
  return `<label>Reason <select name="rejectReason">${options}</select></label>`;
}

function decisionForm(action: string, decision: string, label: string, extra = ''): string {
  return `<form method="post" action="${escapeHtml(action)}">
  <input type="hidden" name="decision" value="${escapeHtml(decision)}">${extra}
  <button type="submit">${escapeHtml(label)}</button>
</form>`;
}

export function identityPage(attempt: AttemptRow, action: string): string {
  let body: string;
  if (attempt.state === 'pending') {
    body = `<p>This is the sandbox identity provider. Choose what happens to this identification.</p>
${decisionForm(action, 'approve', 'Approve: my ID matches')}
${decisionForm(action, 'reject', 'Reject', reasonSelect('DENIED'))}
${decisionForm(action, 'manual_review', 'Send to manual review')}
${decisionForm(action, 'fail', 'I cannot finish (fail)', reasonSelect('NO_ID_UPLOADED'))}`;
  } else if (isUnderManualReview({ state: attempt.state, rejectReason: attempt.reject_reason })) {
    body = `<p>Submitted. The compliance team reviews it (1-3 days); in the sandbox you decide for them.</p>
${decisionForm(action, 'approve', 'Compliance: approve')}
${decisionForm(action, 'reject', 'Compliance: reject', reasonSelect('DENIED'))}`;
  } else {
    body = `<p>This identification is ${escapeHtml(attempt.state)}${
      attempt.reject_reason ? ` (${escapeHtml(attempt.reject_reason)})` : ''
    }. Nothing more to do here.</p>`;
  }
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox identity provider</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem}form{margin:1rem 0}
button{padding:.5rem 1rem}select{max-width:100%}</style></head>
<body>
<h1>Sandbox identity provider</h1>
<dl><dt>Attempt</dt><dd>${escapeHtml(attempt.id)}</dd><dt>State</dt><dd>${escapeHtml(attempt.state)}</dd>
<dt>Device</dt><dd>${escapeHtml(attempt.device_type)}</dd></dl>
${body}
</body>
</html>
`;
}
