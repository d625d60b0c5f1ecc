// Reading a server-sent event stream in tests, as a browser's EventSource does: the `data` of each event of one
// name, in order, as it arrives.

/**
 * The `data` of each event named `name` on `body`. Ends when the stream ends or fails (the server closed it, went
 * away, or the test aborted the request), as a browser would see the stream drop.
 */
export async function* eventData(body: ReadableStream<Uint8Array>, name: string): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const pattern = new RegExp(`^event: ${name}\\ndata: (.*)$`, 'm');
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const data = pattern.exec(buffer.slice(0, end))?.[1];
      buffer = buffer.slice(end + 2);
      if (data !== undefined) yield data;
    }
  }
}
