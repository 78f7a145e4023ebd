import { useState } from "react";

export interface SubmitHandlers<R> {
  onSuccess?(result: R): void;
  onError?(error: unknown): void;
}

/**
 * A write from a public page (the consultation request): `isPending` while it runs, then the handler of its
 * outcome. A second submit while one runs is ignored (the button is disabled meanwhile too).
 */
export function useSubmission<V, R>(send: (values: V) => Promise<R>) {
  const [isPending, setPending] = useState(false);
  const submit = (values: V, handlers: SubmitHandlers<R> = {}) => {
    if (isPending) return;
    setPending(true);
    send(values).then(
      (result) => {
        setPending(false);
        handlers.onSuccess?.(result);
      },
      (error: unknown) => {
        setPending(false);
        handlers.onError?.(error);
      },
    );
  };
  return { isPending, submit };
}
