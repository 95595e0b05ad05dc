/**
 * Keeps hold of every open `subscriptions/listen` response body so that `dropAll()` can break
 * them the way a lost connection would: the client sees its stream error without a listen result.
 */
export class ListenStreams {
  readonly #drops = new Set<() => void>();

  track(response: Response): Response {
    if (!response.body) return response;
    const reader = response.body.getReader();
    const drops = this.#drops;
    let drop: () => void = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        drop = () => {
          drops.delete(drop);
          controller.error(new TypeError('The listen stream was dropped by the demo server.'));
          reader.cancel('dropped').catch(() => {});
        };
        drops.add(drop);
      },
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) {
          drops.delete(drop);
          controller.close();
        } else controller.enqueue(value);
      },
      cancel(reason) {
        drops.delete(drop);
        return reader.cancel(reason);
      },
    });
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  }

  dropAll(): void {
    for (const drop of [...this.#drops]) drop();
  }
}
