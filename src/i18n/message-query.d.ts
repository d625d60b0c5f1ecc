// `./en.json?messages=<part>`: a part of a locale's messages, picked by scripts/message-parts-plugin.ts.
declare module '*.json?messages=widget' {
  const messages: Readonly<Record<string, unknown>>;
  export default messages;
}
declare module '*.json?messages=quote' {
  const messages: Readonly<Record<string, unknown>>;
  export default messages;
}
declare module '*.json?messages=pay' {
  const messages: Readonly<Record<string, unknown>>;
  export default messages;
}
declare module '*.json?messages=console' {
  const messages: Readonly<Record<string, unknown>>;
  export default messages;
}
// Where the build serves each locale's chunk of a part (scripts/message-parts-plugin.ts); empty in the dev server.
declare module 'virtual:tradekit/message-urls/widget' {
  const urls: Readonly<Partial<Record<import('./i18n-core').Locale, string>>>;
  export default urls;
}
