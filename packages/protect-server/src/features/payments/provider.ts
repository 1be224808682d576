/**
 * The payment provider as the server needs it. Account deletion cancels the account's running
 * subscriptions through it before anything is deleted (features/payments/service.ts).
 */
export interface PaymentProvider {
  /** Cancels the subscription at the provider; throws when the provider refuses or is unreachable. */
  cancelSubscription(subscriptionId: string): Promise<void>;
}

/**
 * The in-memory provider: records what was cancelled. The default until a provider integration
 * lands (no provider is chosen yet; see the README), and what tests read.
 */
export function memoryPaymentProvider(): PaymentProvider & { readonly canceled: readonly string[] } {
  const canceled: string[] = [];
  return {
    canceled,
    async cancelSubscription(subscriptionId) {
      canceled.push(subscriptionId);
    },
  };
}

declare module "../../platform/app-context.ts" {
  interface AppContext {
    /** Cancels subscriptions at the payment provider (account deletion). */
    payments: PaymentProvider;
  }
}
