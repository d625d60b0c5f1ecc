// `./en.json?messages=<part>`: a part of a locale's messages, picked by the build (vite.config.ts).
declare module '*.json?messages=widget' {
  const messages: Readonly<Record<string, unknown>>;
  export default messages;
}
declare module '*.json?messages=pay' {
  const messages: Readonly<Record<string, unknown>>;
  export default messages;
}
