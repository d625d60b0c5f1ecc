"""The merchant quick start in Python 3 with requests: receive callbacks on a local port, create an invoice with a
signed POST /v3/invoices, show its payment page, pay it in the sandbox, verify the callback that says it is
complete, and read the invoice to confirm. Run: python3 merchant-quick-start.py"""
import hashlib
import hmac
import json
import os
import queue
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import requests


def setting(name):
    value = os.environ.get(name)
    if not value:
        raise SystemExit(f"Set {name} first (source docs/snippets/sandbox-env.sh).")
    return value


BASE_URL = setting("MERCHANT_BASE_URL")
SANDBOX_URL = setting("SANDBOX_URL")
API_KEY = setting("MERCHANT_API_KEY")
API_SECRET = setting("MERCHANT_API_SECRET")
IPN_SECRET = setting("MERCHANT_IPN_SECRET")
SCHEME = os.environ.get("MERCHANT_AUTH_SCHEME") or "Service"


def sign(key, data):
    """Lowercase hex HMAC-SHA256 of data (bytes), keyed with key: what signs requests and callbacks alike."""
    return hmac.new(key.encode(), data, hashlib.sha256).hexdigest()


# The nonce is new for every request: the Unix time in microseconds, one more than the last when called twice in
# the same microsecond.
last_nonce = 0


def next_nonce():
    global last_nonce
    last_nonce = max(last_nonce + 1, time.time_ns() // 1000)
    return str(last_nonce)


def merchant_api(method, path, body=None):
    """A Merchant API call, signed: HMAC-SHA256(nonce + API key) keyed with the API secret. Answers its data."""
    nonce = next_nonce()
    signature = sign(API_SECRET, (nonce + API_KEY).encode())
    authorization = f'{SCHEME} apikey="{API_KEY}", nonce="{nonce}", signature="{signature}"'
    answer = requests.request(
        method, f"{BASE_URL}/v3{path}", headers={"Authorization": authorization}, json=body, timeout=10
    ).json()
    if not answer["success"]:
        raise SystemExit(f"{method} {path}: {answer['error']['code']}: {answer['error']['message']}")
    return answer["data"]


callbacks = queue.Queue()


class CallbackReceiver(BaseHTTPRequestHandler):
    """Checks the signature over the raw bytes, before parsing or trusting anything in them, and answers 2xx only
    then (the sandbox delivers again until it gets one)."""

    def do_POST(self):
        raw = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        given = self.headers.get(f"X-{SCHEME}-Callback-Signature", "")
        if not hmac.compare_digest(given, sign(IPN_SECRET, raw)):
            self.send_response(401)
            self.end_headers()
            callbacks.put(None)
            return
        self.send_response(204)
        self.end_headers()
        callbacks.put(json.loads(raw))

    def log_message(self, format, *args):
        pass  # quiet: the script says what happened


receiver = ThreadingHTTPServer(("127.0.0.1", 0), CallbackReceiver)
threading.Thread(target=receiver.serve_forever, daemon=True).start()
callback_url = f"http://127.0.0.1:{receiver.server_address[1]}/callback"

# 1. Create an invoice: a signed POST /v3/invoices. plugin_name and plugin_version (your integration) are required.
invoice = merchant_api("POST", "/invoices", {
    "amount": 12.50,
    "currency": "EUR",
    "description": "Quick start order",
    "plugin_name": "quick-start-python",
    "plugin_version": "1.0.0",
    "callback_url": callback_url,
})
print(f"Invoice {invoice['id']}: {invoice['bitcoin']['amount_due']} BTC to {invoice['bitcoin']['address']}")

# 2. Its payment page, where you send your customer.
print(f"Payment page: {invoice['payment_url']}")

# 3. Pay it in the sandbox as the customer's wallet would, with one confirmation: it becomes paid, then complete.
requests.post(f"{SANDBOX_URL}/blockchain/payments", timeout=10, json={
    "address": invoice["bitcoin"]["address"],
    "amount": invoice["bitcoin"]["amount_due"],
    "confirmations": 1,
}).raise_for_status()

# 4. Wait for the verified callback that says it is complete.
deadline = time.monotonic() + 30
while True:
    try:
        callback = callbacks.get(timeout=max(0.1, deadline - time.monotonic()))
    except queue.Empty:
        raise SystemExit("No complete callback within 30 s.")
    if callback is None:
        raise SystemExit("A callback's signature does not match: is MERCHANT_IPN_SECRET the merchant's?")
    event, data = callback["event"], callback["data"]
    print(f"Callback verified: {event}, invoice {data['id']} is {data['state']}")
    if event == "invoice_state_change" and data["state"] == "complete":
        break

# 5. A callback is a notice: read the invoice (signed GET /v3/invoices/{id}) before you ship the order.
read = merchant_api("GET", f"/invoices/{invoice['id']}")
print(f"Invoice {read['id']} is {read['state']}")
receiver.shutdown()
