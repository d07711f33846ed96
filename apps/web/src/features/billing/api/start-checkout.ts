import { checkoutResponseSchema, type CheckoutResponse } from '@felt/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST /api/clubs/{slug}/billing/checkout/`: the payment provider's page for the upgrade. */
export async function startCheckout(slug: string): Promise<CheckoutResponse> {
  return checkoutResponseSchema.parse(
    await api.post(`/api/clubs/${encodeURIComponent(slug)}/billing/checkout/`, { plan: 'pro' }),
  );
}

/**
 * Leaves the app for the provider's hosted page (a full navigation: it is another site). Tests
 * replace `go` to see where it would have gone.
 */
export const checkoutNavigation = {
  go: (url: string) => window.location.assign(url),
};

export function useStartCheckout(slug: string) {
  return useMutation({
    mutationFn: () => startCheckout(slug),
    onSuccess: ({ checkout_url }) => checkoutNavigation.go(checkout_url),
  });
}
