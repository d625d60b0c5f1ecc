// The page the identity provider sends the user back to. It tells the widget (the window that opened it, or the
// frame it sits in) how identification ended, on the widget's own origin only, then closes if it can.
import type { KycReturnMessage } from '#contract/bff/kyc';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function kycReturnPage(result: KycReturnMessage['result'], widgetOrigin: string, nonce: string): string {
  const message: KycReturnMessage = { type: 'tradekit:kyc-return', result };
  const text =
    result === 'submitted'
      ? 'Thank you: your documents were submitted.'
      : result === 'failed'
        ? 'Identification did not work this time.'
        : 'Identification ended.';
  // JSON inside a script: `<` is escaped so no value can close the script element.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Identification</title>
<style nonce="${nonce}">body{font-family:system-ui,sans-serif;margin:3rem auto;max-width:28rem;text-align:center}</style>
</head><body>
<p data-result="${escapeHtml(result)}">${escapeHtml(text)}</p>
<p>You can close this window and return to the previous one.</p>
<script nonce="${nonce}">
(function () {
  var message = ${json(message)};
  var origin = ${json(widgetOrigin)};
  var target = window.opener || (window.parent !== window ? window.parent : null);
  if (target) {
    try { target.postMessage(message, origin); } catch (e) {}
    if (window.opener) window.close();
  }
})();
</script>
</body></html>
`;
}
