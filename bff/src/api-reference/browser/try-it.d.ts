// Types of try-it.js (a browser module served as it is) for the tests that import it.
export interface TryItRequest {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  loadSpec?: boolean;
}
export interface TryItResponse {
  url: string;
  status: number;
  body?: unknown;
}
export interface SwaggerUiInstance {
  preauthorizeApiKey(name: string, value: string): unknown;
}
export interface MerchantSigning {
  apiKey: string;
  apiSecret: string;
  scheme: string;
  baseUrl: string;
}
export declare const CSRF_HEADER: string;
export declare const securitySchemes: { merchant: string; tradeBearer: string };
export declare function merchantSignature(nonce: string, apiKey: string, apiSecret: string): Promise<string>;
export declare function nonceSource(now?: () => number): () => string;
export declare function merchantAuthorization(signing: MerchantSigning, nonce: string): Promise<string>;
export declare function readMerchantSigning(
  credentialsUrl: string,
  fetchImpl: typeof fetch,
): Promise<MerchantSigning | undefined>;
export declare function tryItOptions(page: {
  api: string;
  mode: string;
  credentialsUrl?: string;
  fetch: typeof fetch;
  now?: () => number;
}): Promise<{
  supportedSubmitMethods: string[];
  requestInterceptor: (request: TryItRequest) => TryItRequest | Promise<TryItRequest>;
  responseInterceptor: (response: TryItResponse) => TryItResponse;
  onComplete: (ui: SwaggerUiInstance) => void;
}>;
