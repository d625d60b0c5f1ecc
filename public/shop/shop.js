// The demo merchant shop: "Pay with bitcoin" asks the BFF for an invoice and opens its payment page; the payment
// page sends the customer back here with ?paid=1 (return_url) or ?cancelled=1 (cancel_url).
const query = new URLSearchParams(window.location.search);
document.getElementById('thanks').hidden = query.get('paid') !== '1';
document.getElementById('cancelled').hidden = query.get('cancelled') !== '1';

const button = document.getElementById('pay');
const error = document.getElementById('error');

button.addEventListener('click', async () => {
  button.disabled = true;
  error.textContent = '';
  try {
    const response = await fetch('/api/shop/invoices', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Tradekit-Request': '1' },
      body: JSON.stringify({ amount: 12.5, currency: 'EUR', description: 'Green tea, 100 g' }),
    });
    const body = await response.json();
    if (!response.ok) throw new Error(body.message || `The shop could not create the invoice (${response.status}).`);
    window.location.assign(body.paymentUrl);
  } catch (failure) {
    error.textContent = failure instanceof Error ? failure.message : 'The shop could not create the invoice.';
    button.disabled = false;
  }
});
