#!/usr/bin/env bash
# The merchant quick start in the shell, with curl, openssl and jq: create an invoice with a signed POST /v3/invoices,
# show its payment page, pay it in the sandbox, check the signature of the callback that says it is complete, and
# read the invoice to confirm.
set -euo pipefail
: "${MERCHANT_BASE_URL:?set it first (source docs/snippets/sandbox-env.sh)}" "${SANDBOX_URL:?set it first}"
: "${MERCHANT_API_KEY:?set it first}" "${MERCHANT_API_SECRET:?set it first}" "${MERCHANT_IPN_SECRET:?set it first}"
scheme="${MERCHANT_AUTH_SCHEME:-Service}"

# The Authorization header of one request. The nonce is new for every request: the Unix time in microseconds (its
# last six digits drawn at random). The signature is the lowercase hex HMAC-SHA256 of nonce + API key, keyed with
# the API secret.
authorization() {
  local nonce signature
  nonce=$(($(date +%s) * 1000000 + $(od -An -N4 -tu4 /dev/urandom) % 1000000))
  signature=$(printf '%s' "$nonce$MERCHANT_API_KEY" | openssl dgst -sha256 -hmac "$MERCHANT_API_SECRET" | sed 's/^.*= //')
  printf '%s apikey="%s", nonce="%s", signature="%s"' "$scheme" "$MERCHANT_API_KEY" "$nonce" "$signature"
}

# The `data` of a Merchant API answer; its error, and a failure, when it is {"success": false, "error": …}.
data() { jq -e 'if .success then .data else error("\(.error.code): \(.error.message)") end'; }

# 1. Create an invoice: a signed POST /v3/invoices. plugin_name and plugin_version (your integration) are required.
invoice=$(curl -sS -X POST "$MERCHANT_BASE_URL/v3/invoices" \
  -H "Authorization: $(authorization)" \
  -H 'Content-Type: application/json' \
  -d '{"amount": 12.50, "currency": "EUR", "description": "Quick start order",
       "plugin_name": "quick-start-curl", "plugin_version": "1.0.0"}' | data)
id=$(jq -r .id <<<"$invoice")
echo "Invoice $id: $(jq -r .bitcoin.amount_due <<<"$invoice") BTC to $(jq -r .bitcoin.address <<<"$invoice")"

# 2. Its payment page, where you send your customer.
echo "Payment page: $(jq -r .payment_url <<<"$invoice")"

# 3. Pay it in the sandbox as the customer's wallet would, with one confirmation: it becomes paid, then complete.
jq -c '{address: .bitcoin.address, amount: .bitcoin.amount_due, confirmations: 1}' <<<"$invoice" |
  curl -sS --fail -X POST "$SANDBOX_URL/blockchain/payments" -H 'Content-Type: application/json' -d @- >/dev/null

# 4. The callback. The sandbox POSTed it to the merchant's callback URL (here the sandbox's own BFF) and keeps each
#    callback it sent, exact bytes and headers, in its log. A shell cannot listen for HTTP, so this reads it from
#    there and checks it as your receiver must: the lowercase hex HMAC-SHA256 of the raw body, keyed with the IPN
#    secret, equals the X-<Scheme>-Callback-Signature header.
callback=$(curl -sS --fail "$SANDBOX_URL/callbacks?kind=merchant.invoice_state_change" |
  jq -e --argjson id "$id" 'first(.[] | select(.subject.id == $id and .subject.state == "complete"))')
body=$(jq -r .body <<<"$callback")
signature=$(jq -r --arg name "x-$scheme-callback-signature" \
  '.headers | to_entries[] | select((.key | ascii_downcase) == ($name | ascii_downcase)) | .value' <<<"$callback")
expected=$(printf '%s' "$body" | openssl dgst -sha256 -hmac "$MERCHANT_IPN_SECRET" | sed 's/^.*= //')
if [ "$signature" != "$expected" ]; then
  echo "The callback's signature does not match: is MERCHANT_IPN_SECRET the merchant's IPN secret?" >&2
  exit 1
fi
echo "Callback verified: $(jq -r .event <<<"$body"), invoice $id is $(jq -r .data.state <<<"$body")"

# 5. A callback is a notice: read the invoice (signed GET /v3/invoices/{id}) before you ship the order.
echo "Invoice $id is $(curl -sS "$MERCHANT_BASE_URL/v3/invoices/$id" -H "Authorization: $(authorization)" | data | jq -r .state)"
