import { useCallback, useEffect, useRef } from 'react';
import type { ServiceRequestCreated } from '@store/contracts';
import { useSendServiceRequestMutation, type ServiceRequest } from './service-forms-api';

export type SendOutcome =
  | { status: 'sent'; created: ServiceRequestCreated }
  | { status: 'refused'; error: unknown }
  /** The page was left while the call ran: it was cancelled and nobody shows its answer. */
  | { status: 'left' };

/**
 * Sends a form's request through RTK Query and cancels it when the page is left
 * (docs/business-rules.md#support: these requests are abortable). RTK Query's mutation hook
 * only forgets a request on unmount and lets it run to the end, so the abort is done here with
 * the promise the trigger returns.
 */
export function useSendServiceRequest(): (request: ServiceRequest) => Promise<SendOutcome> {
  const [sendRequest] = useSendServiceRequestMutation();
  const inFlight = useRef<ReturnType<typeof sendRequest> | null>(null);
  const left = useRef(false);

  useEffect(() => {
    // Set again on mount: React's development double mount runs the cleanup once in between.
    left.current = false;
    return () => {
      left.current = true;
      inFlight.current?.abort();
    };
  }, []);

  return useCallback(
    async (request: ServiceRequest): Promise<SendOutcome> => {
      const call = sendRequest(request);
      inFlight.current = call;
      const result = await call;
      if (inFlight.current === call) inFlight.current = null;
      if (left.current) return { status: 'left' };
      return result.error === undefined
        ? { status: 'sent', created: result.data }
        : { status: 'refused', error: result.error };
    },
    [sendRequest],
  );
}
