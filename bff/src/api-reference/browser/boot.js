// @ts-check
// Starts Swagger UI on an API reference page with what the page's root element says: which document, which API,
// which mode. Swagger UI's bundle (a classic script before this module) defines `SwaggerUIBundle`.
/* global document, window, SwaggerUIBundle */
import { tryItOptions } from './try-it.js';

const root = /** @type {HTMLElement} */ (document.getElementById('api-reference'));
const { api = '', document: documentUrl = '', mode = 'production', credentials } = root.dataset;

const tryIt = await tryItOptions({
  api,
  mode,
  credentialsUrl: credentials,
  fetch: window.fetch.bind(window),
});

const ui = SwaggerUIBundle({
  url: documentUrl,
  domNode: root,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
  deepLinking: true,
  filter: true,
  displayRequestDuration: true,
  defaultModelsExpandDepth: 0,
  // Swagger UI would otherwise show a badge loaded from an outside validator: nothing leaves this server.
  validatorUrl: null,
  supportedSubmitMethods: tryIt.supportedSubmitMethods,
  requestInterceptor: tryIt.requestInterceptor,
  responseInterceptor: tryIt.responseInterceptor,
  onComplete: () => {
    tryIt.onComplete(ui);
    root.dataset.state = 'ready';
  },
});
