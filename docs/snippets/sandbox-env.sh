# The sandbox merchant's credentials as the quick start's environment variables, read from the running sandbox
# (GET /sandbox/credentials, secrets included). TRADEKIT_URL is where `npm start` listens. In bash or zsh:
#   source docs/snippets/sandbox-env.sh
credentials=$(curl -sS --fail "${TRADEKIT_URL:-http://localhost:4000}/sandbox/credentials?reveal=secrets")
export MERCHANT_BASE_URL=$(jq -r .urls.merchantBaseUrl <<<"$credentials")
export SANDBOX_URL=$(jq -r .urls.sandboxUrl <<<"$credentials")
export MERCHANT_AUTH_SCHEME=$(jq -r .merchant.authScheme <<<"$credentials")
export MERCHANT_API_KEY=$(jq -r .merchant.apiKey <<<"$credentials")
export MERCHANT_API_SECRET=$(jq -r .merchant.apiSecret <<<"$credentials")
export MERCHANT_IPN_SECRET=$(jq -r .merchant.ipnSecret <<<"$credentials")
